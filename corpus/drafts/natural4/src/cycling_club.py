"""Cycling club rides: ride logs with epoch-ms start times, ``distance_km``,
``elevation_gain_m`` and moving time in seconds; briefs may write miles and feet."""

DOMAIN = "cycling_club"
SPLIT = "holdout"      # set by the maintainers, not by the writer

_POOL1 = {
    'club': {'id': 448213, 'name': 'Blue Ridge Velo', 'timezone': 'America/New_York'},
    'period': {'month': '2024-06', 'exported_at_ms': 1719839561000},
    'rides': [
        {
            'ride_id': 'BRV-0601-LR',
            'name': 'Saturday Long Ride: Free Union - Earlysville',
            'status': 'completed',
            'start_time_ms': 1717241400000,
            'distance_km': 96.8,
            'elevation_gain_m': 1184,
            'moving_time_s': 12780,
            'riders': 21,
            'leader': 'Meg Albright',
        },
        {
            'ride_id': 'BRV-0604-TH',
            'name': 'Tuesday Hammer: Garth Rd',
            'status': 'completed',
            'start_time_ms': 1717538400000,
            'distance_km': 48.3,
            'elevation_gain_m': 566,
            'moving_time_s': 5820,
            'riders': 17,
            'leader': 'Luis Ortega',
        },
        {
            'ride_id': 'BRV-0606-NS',
            'name': 'Thursday No-Drop Social',
            'status': 'completed',
            'start_time_ms': 1717711200000,
            'distance_km': 32.2,
            'elevation_gain_m': 298,
            'moving_time_s': 5160,
            'riders': 12,
            'leader': 'Janet Cho',
        },
        {
            'ride_id': 'BRV-0608-LR',
            'name': 'Saturday Long Ride: Crozet - Afton Mtn',
            'status': 'completed',
            'start_time_ms': 1717846200000,
            'distance_km': 112.6,
            'elevation_gain_m': 1874,
            'moving_time_s': 16260,
            'riders': 18,
            'leader': 'Meg Albright',
        },
        {
            'ride_id': 'BRV-0611-TH',
            'name': 'Tuesday Hammer: Garth Rd',
            'status': 'completed',
            'start_time_ms': 1718143200000,
            'distance_km': 48.3,
            'elevation_gain_m': 571,
            'moving_time_s': 5710,
            'riders': 19,
            'leader': 'Luis Ortega',
        },
        {
            'ride_id': 'BRV-0615-CN',
            'name': 'Club Century: Scottsville - Esmont',
            'status': 'completed',
            'start_time_ms': 1718449200000,
            'distance_km': 161.2,
            'elevation_gain_m': 1652,
            'moving_time_s': 21420,
            'riders': 26,
            'leader': 'Dave Pruitt',
        },
        {
            'ride_id': 'BRV-0618-TH',
            'name': 'Tuesday Hammer: Garth Rd',
            'status': 'completed',
            'start_time_ms': 1718748000000,
            'distance_km': 48.3,
            'elevation_gain_m': 563,
            'moving_time_s': 5650,
            'riders': 15,
            'leader': 'Luis Ortega',
        },
        {
            'ride_id': 'BRV-0620-NS',
            'name': 'Thursday No-Drop Social',
            'status': 'completed',
            'start_time_ms': 1718920800000,
            'distance_km': 32.2,
            'elevation_gain_m': 301,
            'moving_time_s': 5240,
            'riders': 9,
            'leader': 'Janet Cho',
        },
        {
            'ride_id': 'BRV-0622-LR',
            'name': 'Saturday Long Ride: Batesville - Covesville',
            'status': 'completed',
            'start_time_ms': 1719055800000,
            'distance_km': 88.5,
            'elevation_gain_m': 1102,
            'moving_time_s': 11640,
            'riders': 20,
            'leader': 'Meg Albright',
        },
        {
            'ride_id': 'BRV-0625-TH',
            'name': 'Tuesday Hammer: Garth Rd',
            'status': 'cancelled',
            'start_time_ms': 1719352800000,
            'distance_km': None,
            'elevation_gain_m': None,
            'moving_time_s': None,
            'riders': None,
            'leader': 'Luis Ortega',
            'cancel_reason': 'Thunderstorm warning',
        },
        {
            'ride_id': 'BRV-0629-LR',
            'name': 'Saturday Long Ride: White Hall',
            'status': 'completed',
            'start_time_ms': 1719660600000,
            'distance_km': 104.1,
            'elevation_gain_m': 1356,
            'moving_time_s': 13500,
            'riders': 22,
            'leader': 'Meg Albright',
        },
    ],
}

_POOL2 = {
    'athlete': {'id': 48213377, 'name': 'Priya Sandhu', 'ftp_w': 246, 'timezone': 'America/Vancouver'},
    'as_of': '2024-08-18',
    'event': {
        'name': 'RBC GranFondo Whistler',
        'date': '2024-09-07',
        'start_local': '07:00',
        'distance_km': 122.0,
        'elevation_gain_m': 1920,
        'goal_finish_s': 18000,
    },
    'plan': {'weekly_target_km': 220, 'weekly_target_elevation_m': 2500, 'long_ride_target_km': 110},
    'activities': [
        {
            'id': 11873400112,
            'type': 'Ride',
            'name': 'Lunch spin - Stanley Park',
            'start_ms': 1722366300000,
            'distance_km': 31.6,
            'elevation_gain_m': 188,
            'moving_time_s': 4020,
            'avg_hr_bpm': 131,
        },
        {
            'id': 11881952307,
            'type': 'VirtualRide',
            'name': 'Zwift - Sweet Spot 3x15',
            'start_ms': 1722517800000,
            'distance_km': 38.9,
            'elevation_gain_m': 402,
            'moving_time_s': 4500,
            'avg_hr_bpm': 148,
        },
        {
            'id': 11889207745,
            'type': 'Ride',
            'name': 'Cypress Mountain repeats',
            'start_ms': 1722696300000,
            'distance_km': 64.2,
            'elevation_gain_m': 1416,
            'moving_time_s': 10320,
            'avg_hr_bpm': 142,
        },
        {
            'id': 11893410958,
            'type': 'Ride',
            'name': 'Sea to Sky: Horseshoe Bay - Squamish',
            'start_ms': 1722783600000,
            'distance_km': 92.7,
            'elevation_gain_m': 1284,
            'moving_time_s': 13140,
            'avg_hr_bpm': 137,
        },
        {
            'id': 11902217631,
            'type': 'Ride',
            'name': 'Recovery - Seawall',
            'start_ms': 1722991200000,
            'distance_km': 24.3,
            'elevation_gain_m': 95,
            'moving_time_s': 3480,
            'avg_hr_bpm': 118,
        },
        {
            'id': 11908654120,
            'type': 'VirtualRide',
            'name': 'Zwift - VO2 5x4',
            'start_ms': 1723122300000,
            'distance_km': 33.1,
            'elevation_gain_m': 288,
            'moving_time_s': 3900,
            'avg_hr_bpm': 151,
        },
        {
            'id': 11915339982,
            'type': 'Ride',
            'name': 'Seymour + Mt Fromme loop',
            'start_ms': 1723300200000,
            'distance_km': 58.8,
            'elevation_gain_m': 1190,
            'moving_time_s': 9300,
            'avg_hr_bpm': 144,
        },
        {
            'id': 11920087413,
            'type': 'Ride',
            'name': 'Long ride: Squamish - Brohm Lake out-and-back',
            'start_ms': 1723385700000,
            'distance_km': 104.3,
            'elevation_gain_m': 1645,
            'moving_time_s': 15060,
            'avg_hr_bpm': 139,
        },
        {
            'id': 11929985406,
            'type': 'Ride',
            'name': 'Lunch spin - Stanley Park',
            'start_ms': 1723576200000,
            'distance_km': 30.9,
            'elevation_gain_m': 182,
            'moving_time_s': 3840,
            'avg_hr_bpm': 127,
        },
        {
            'id': 11936002871,
            'type': 'VirtualRide',
            'name': 'Zwift - Threshold 2x20',
            'start_ms': 1723726800000,
            'distance_km': 41.2,
            'elevation_gain_m': 356,
            'moving_time_s': 4800,
            'avg_hr_bpm': 153,
        },
        {
            'id': 11944471260,
            'type': 'Ride',
            'name': 'Cypress Mountain repeats',
            'start_ms': 1723905600000,
            'distance_km': 61.5,
            'elevation_gain_m': 1388,
            'moving_time_s': 9900,
            'avg_hr_bpm': 145,
        },
        {
            'id': 11948830519,
            'type': 'Ride',
            'name': 'Sea to Sky: Horseshoe Bay - Squamish',
            'start_ms': 1723992600000,
            'distance_km': 94.1,
            'elevation_gain_m': 1297,
            'moving_time_s': 12960,
            'avg_hr_bpm': 138,
        },
    ],
}

_POOL3 = {
    'club': 'Boulder Community Cycling',
    'group': 'B (advertised 20-22 mph)',
    'export': 'ride_log',
    'tz': 'America/Denver',
    'advertised_speed_mph': {'min': 20, 'max': 22},
    'rides': [
        {
            'activity_id': 'bcc-tue-0806',
            'name': 'Tuesday Chaingang (B group) - Diagonal/Niwot/Hygiene loop',
            'start_ms': 1722987072000,
            'distance_km': 56.4,
            'elevation_gain_m': 412,
            'moving_time_s': 6552,
            'elapsed_time_s': 6910,
            'avg_speed_kmh': 31.0,
            'riders_started': 24,
            'riders_finished_with_group': 22,
            'temp_c': 29.5,
        },
        {
            'activity_id': 'bcc-tue-0813',
            'name': 'Tuesday Chaingang (B group) - Diagonal/Niwot/Hygiene loop',
            'start_ms': 1723591848000,
            'distance_km': 56.4,
            'elevation_gain_m': 409,
            'moving_time_s': 6468,
            'elapsed_time_s': 6795,
            'avg_speed_kmh': 31.4,
            'riders_started': 27,
            'riders_finished_with_group': 24,
            'temp_c': 27.0,
        },
        {
            'activity_id': 'bcc-tue-0820',
            'name': 'Tuesday Chaingang (B group) - Diagonal/Niwot/Hygiene loop',
            'start_ms': 1724196665000,
            'distance_km': 56.5,
            'elevation_gain_m': 415,
            'moving_time_s': 6390,
            'elapsed_time_s': 6705,
            'avg_speed_kmh': 31.8,
            'riders_started': 22,
            'riders_finished_with_group': 19,
            'temp_c': 31.0,
        },
        {
            'activity_id': 'bcc-tue-0827',
            'name': 'Tuesday Chaingang (B group) - Diagonal/Niwot/Hygiene loop',
            'start_ms': 1724801421000,
            'distance_km': 56.4,
            'elevation_gain_m': 411,
            'moving_time_s': 6228,
            'elapsed_time_s': 6540,
            'avg_speed_kmh': 32.6,
            'riders_started': 25,
            'riders_finished_with_group': 19,
            'temp_c': 28.5,
        },
        {
            'activity_id': 'bcc-tue-0903',
            'name': 'Tuesday Chaingang (B group) - Diagonal/Niwot/Hygiene loop',
            'start_ms': 1725405340000,
            'distance_km': 56.3,
            'elevation_gain_m': 408,
            'moving_time_s': 6174,
            'elapsed_time_s': 6480,
            'avg_speed_kmh': 32.8,
            'riders_started': 21,
            'riders_finished_with_group': 15,
            'temp_c': 25.0,
        },
        {
            'activity_id': 'bcc-tue-0910',
            'name': 'Tuesday Chaingang (B group) - Diagonal/Niwot/Hygiene loop',
            'start_ms': 1726010109000,
            'distance_km': 56.4,
            'elevation_gain_m': 410,
            'moving_time_s': 6096,
            'elapsed_time_s': 6420,
            'avg_speed_kmh': 33.3,
            'riders_started': 23,
            'riders_finished_with_group': 15,
            'temp_c': 22.5,
        },
    ],
}

_TEXT1 = """## June club rides

We got in 10 club rides in June, covering 480 miles with about 31,000 feet of climbing between us. The only casualty was the June 25 Tuesday Hammer, called off for a thunderstorm warning. Turnout averaged 17.9 riders per ride, 179 sign-ins across the month.

**Ride of the month: the Club Century.** On June 15 a group of 26 riders, our biggest of the month, rolled out of Scottsville at 7:00 am for 100.2 miles and 5,420 feet of climbing through Esmont. Moving time was 5 h 57 min, an average of 16.8 mph. Thanks to Dave Pruitt for leading it.

**Hilliest ride:** the Crozet to Afton Mountain loop on June 8 packed 6,148 feet into 70 miles, nearly 88 feet of climbing per mile. Respect to the 18 riders who made it up.

**Tuesday Hammer watch:** the Garth Road course is the same 30 miles every week, and the group got quicker each time: 18.6 mph on June 4, 18.9 mph on June 11 and 19.1 mph on June 18. We'll see if the streak survives July.

**Saturday Long Rides** remain the backbone of the club: four of them this month, 250 miles in total, averaging about 20 riders each. They leave at 7:30 am, so come early and beat the summer heat.

**Thursday No-Drop Social** was the quietest ride, with 12 riders on June 6 and 9 on June 20, at a relaxed 13.8 to 14.0 mph. If you've been meaning to try a club ride, this is the friendliest place to start.

See you out there in July!"""

_TEXT2 = """You're in good shape. With 20 days to go until the GranFondo on Sept 7, the last three weeks show steady volume, plenty of climbing and a long-ride pace that's right around your goal time.

**Weekly volume vs. your plan**

| Week ending | Distance | vs 220 km target | Climbing |
|---|---|---|---|
| Aug 4 | 227.4 km | +7.4 km | 3,290 m |
| Aug 11 | 220.5 km | +0.5 km | 3,218 m |
| Aug 18 | 227.7 km | +7.7 km | 3,223 m |

That's 675.6 km over the three weeks, about 225 km a week, and you beat the 2,500 m weekly climbing target every week by at least 718 m.

**The long ride is the one gap.** Your longest ride was 104.3 km (Squamish to Brohm Lake and back on the 11th), which is 85% of the 122 km event distance and 5.7 km short of the 110 km long-ride target in your plan. It did have almost exactly the fondo's climbing density: 15.8 m per km, against 15.7 m per km for Whistler's 1,920 m.

**Pace check.** To finish 122 km in 5 hours you need to average 24.4 km/h, stops included. On the Brohm Lake ride you averaged 24.9 km/h moving, which projects to about 4 h 54 min for the full distance: inside the goal, but with only about 6 minutes to spare for aid stations. Today's Sea to Sky ride was quicker at 26.1 km/h, which is encouraging.

**What I'd do with the time left**
- Next weekend, one more long ride of at least 110 km to hit your plan's target, ideally with the Cypress climbing in it, and practise eating every 45 minutes.
- After that, start tapering: keep the Zwift intensity but cut the weekly distance back.
- The fondo starts at 07:00, so do at least one of your remaining long rides at that time to rehearse breakfast and warm-up."""

_TEXT3 = """Short answer: yes, the Tuesday B ride has gotten faster and more people are coming off the back, but it has sped up *into* the advertised range, not beyond it.

**Pace.** Average moving speed has gone up on six straight Tuesdays, from 19.3 mph on Aug 6 to 20.7 mph on Sep 10, an increase of 7.4%. On the same loop that's nearly 8 minutes less moving time. The B group is advertised at 20–22 mph, so through August 20 the ride was actually slower than advertised; since Aug 27 it has sat in the bottom half of the range.

**Drops**

| Tuesday | Dropped | Started |
|---|---|---|
| Aug 6 | 2 | 24 |
| Aug 13 | 3 | 27 |
| Aug 20 | 3 | 22 |
| Aug 27 | 6 | 25 |
| Sep 3 | 6 | 21 |
| Sep 10 | 8 | 23 |

In the first three weeks, 8 of 73 starters (11%) lost the group; in the last three it was 20 of 69 (29%). So the complaint is fair: the pace change is modest, but the share of riders being dropped has jumped.

**Likely reasons.** Evenings have cooled from 29.5 °C on Aug 6 to 22.5 °C last week, which tends to speed a group up. The start also moved from 5:30 pm to 5:15 pm in September, which may be catching riders who come straight from work and roll out without a warm-up.

**What I'd suggest**
- Keep the advertised range, but ask the riders on the front to hold the flat sections at the bottom of it.
- Add a regroup at the Hygiene store so anyone dropped on the climb can get back on.
- If several of the dropped riders want a steadier ride, that's a case for a C group rather than slowing the B ride back below its advertised pace."""

CASES = [
    dict(
        id="n4-cycling_club-01",
        pool=_POOL1,
        text=_TEXT1,
        copied=[
            ("June 25", None, "rides[9].start_time_ms"),
            ("June 15", None, "rides[5].start_time_ms"),
            ("26 riders", None, "rides[5].riders"),
            ("7:00 am", None, "rides[5].start_time_ms"),
            ("June 8", None, "rides[3].start_time_ms"),
            ("18 riders", None, "rides[3].riders"),
            ("June 4", None, "rides[1].start_time_ms"),
            ("June 11", None, "rides[4].start_time_ms"),
            ("June 18", None, "rides[6].start_time_ms"),
            ("7:30 am", None, "rides[0].start_time_ms"),
            ("12 riders", None, "rides[2].riders"),
            ("June 6", None, "rides[2].start_time_ms"),
            ("9", "and 9 on", "rides[7].riders"),
            ("June 20", None, "rides[7].start_time_ms"),
        ],
        derived=[
            ("10", "got in 10 club", "count", "rides with status completed = 10 of 11"),
            ("480 miles", None, "sum", "completed rides distance_km summed = 772.5 km = 480.0 mi"),
            ("31,000 feet", None, "sum", "completed rides elevation_gain_m summed = 9,467 m = 31,060 ft"),
            ("17.9", None, "mean", "179 riders / 10 completed rides = 17.9"),
            ("179", None, "sum", "completed rides riders summed = 179"),
            ("100.2 miles", None, "conversion", "rides[5].distance_km 161.2 km = 100.2 mi"),
            ("5,420 feet", None, "conversion", "rides[5].elevation_gain_m 1,652 m = 5,420 ft"),
            ("5 h 57 min", None, "duration_format", "rides[5].moving_time_s 21,420 s = 5 h 57 min"),
            ("16.8 mph", None, "ratio", "100.2 mi / 5.95 h = 16.8 mph"),
            ("6,148 feet", None, "conversion", "rides[3].elevation_gain_m 1,874 m = 6,148 ft"),
            ("70 miles", None, "conversion", "rides[3].distance_km 112.6 km = 70.0 mi"),
            ("88 feet", None, "ratio", "6,148 ft / 70.0 mi = 87.9 ft per mile"),
            ("30 miles", None, "conversion", "rides[1].distance_km 48.3 km = 30.0 mi"),
            ("18.6 mph", None, "ratio", "rides[1]: 30.0 mi / (5,820 s / 3600) = 18.6 mph"),
            ("18.9 mph", None, "ratio", "rides[4]: 30.0 mi / (5,710 s / 3600) = 18.9 mph"),
            ("19.1 mph", None, "ratio", "rides[6]: 30.0 mi / (5,650 s / 3600) = 19.1 mph"),
            ("four", "four of them", "count", "Saturday Long Ride entries rides[0,3,8,10] = 4"),
            ("250 miles", None, "sum", "rides[0,3,8,10].distance_km: 96.8 + 112.6 + 88.5 + 104.1 = 402.0 km = 249.8 mi"),
            ("20 riders", None, "mean", "rides[0,3,8,10].riders: (21 + 18 + 20 + 22) / 4 = 20.25"),
            ("13.8", None, "ratio", "rides[7]: 20.0 mi / (5,240 s / 3600) = 13.8 mph"),
            ("14.0 mph", None, "ratio", "rides[2]: 20.0 mi / (5,160 s / 3600) = 14.0 mph"),
        ],
        note="Club secretary asks for a June newsletter write-up in miles and feet; ride log with epoch-ms "
             "starts, a cancelled ride, totals, the century, the hilliest ride and a speed streak.",
    ),
    dict(
        id="n4-cycling_club-02",
        pool=_POOL2,
        text=_TEXT2,
        copied=[
            ("Sept 7", None, "event.date"),
            ("220 km", None, "plan.weekly_target_km"),
            ("Aug 4", None, "activities[3].start_ms"),
            ("Aug 11", None, "activities[7].start_ms"),
            ("Aug 18", None, "activities[11].start_ms"),
            ("2,500 m", None, "plan.weekly_target_elevation_m"),
            ("104.3 km", None, "activities[7].distance_km"),
            ("11th", None, "activities[7].start_ms"),
            ("122 km", "the 122 km event", "event.distance_km"),
            ("110 km", "the 110 km long-ride", "plan.long_ride_target_km"),
            ("1,920 m", None, "event.elevation_gain_m"),
            ("122 km", "To finish 122 km", "event.distance_km"),
            ("5 hours", None, "event.goal_finish_s"),
            ("110 km", "at least 110 km", "plan.long_ride_target_km"),
            ("07:00", None, "event.start_local"),
        ],
        derived=[
            ("20 days", None, "countdown", "as_of (2024-08-18) to event.date (2024-09-07) = 20 days"),
            ("three", "the last three weeks", "count", "activities span three Monday-Sunday weeks, 2024-07-29 to 2024-08-18"),
            ("three", "over the three weeks", "count", "activities span three Monday-Sunday weeks, 2024-07-29 to 2024-08-18"),
            ("227.4 km", None, "sum", "activities[0..3].distance_km: 31.6 + 38.9 + 64.2 + 92.7 = 227.4"),
            ("+7.4 km", None, "difference", "227.4 - plan.weekly_target_km 220 = +7.4"),
            ("3,290 m", None, "sum", "activities[0..3].elevation_gain_m: 188 + 402 + 1,416 + 1,284 = 3,290"),
            ("220.5 km", None, "sum", "activities[4..7].distance_km: 24.3 + 33.1 + 58.8 + 104.3 = 220.5"),
            ("+0.5 km", None, "difference", "220.5 - 220 = +0.5"),
            ("3,218 m", None, "sum", "activities[4..7].elevation_gain_m: 95 + 288 + 1,190 + 1,645 = 3,218"),
            ("227.7 km", None, "sum", "activities[8..11].distance_km: 30.9 + 41.2 + 61.5 + 94.1 = 227.7"),
            ("+7.7 km", None, "difference", "227.7 - 220 = +7.7"),
            ("3,223 m", None, "sum", "activities[8..11].elevation_gain_m: 182 + 356 + 1,388 + 1,297 = 3,223"),
            ("675.6 km", None, "sum", "227.4 + 220.5 + 227.7 = 675.6"),
            ("225 km", "about 225 km", "mean", "675.6 / 3 weeks = 225.2"),
            ("718 m", None, "difference", "smallest week 3,218 - plan.weekly_target_elevation_m 2,500 = 718"),
            ("85%", None, "share", "activities[7].distance_km 104.3 / event.distance_km 122 = 85.5%"),
            ("5.7 km", None, "difference", "plan.long_ride_target_km 110 - 104.3 = 5.7"),
            ("15.8 m", None, "ratio", "activities[7]: 1,645 m / 104.3 km = 15.8 m per km"),
            ("15.7 m", None, "ratio", "event: 1,920 m / 122 km = 15.7 m per km"),
            ("24.4 km/h", None, "ratio", "event.distance_km 122 / (goal_finish_s 18,000 s = 5 h) = 24.4 km/h"),
            ("24.9 km/h", None, "ratio", "activities[7]: 104.3 km / (15,060 s / 3600) = 24.9 km/h"),
            ("4 h 54 min", None, "ratio", "122 km / 24.93 km/h = 4.89 h = 4 h 54 min"),
            ("6 minutes", None, "difference", "5 h goal - 4 h 54 min = 6 min"),
            ("26.1 km/h", None, "ratio", "activities[11]: 94.1 km / (12,960 s / 3600) = 26.1 km/h"),
        ],
        note="Rider asks whether three weeks of training put her on track for a gran fondo goal time; "
             "activity log with epoch-ms starts, weekly totals against a plan, the event date to count down to, "
             "climbing density and projected finish time.",
    ),
    dict(
        id="n4-cycling_club-03",
        pool=_POOL3,
        text=_TEXT3,
        copied=[
            ("Aug 6", "mph on Aug 6", "rides[0].start_ms"),
            ("Sep 10", "mph on Sep 10", "rides[5].start_ms"),
            ("20", "advertised at 20", "advertised_speed_mph.min"),
            ("22 mph", None, "advertised_speed_mph.max"),
            ("August 20", None, "rides[2].start_ms"),
            ("Aug 27", "since Aug 27", "rides[3].start_ms"),
            ("Aug 6", "| Aug 6 |", "rides[0].start_ms"),
            ("24", "| 2 | 24 |", "rides[0].riders_started"),
            ("Aug 13", None, "rides[1].start_ms"),
            ("27", "| 3 | 27 |", "rides[1].riders_started"),
            ("Aug 20", "| Aug 20 |", "rides[2].start_ms"),
            ("22", "| 3 | 22 |", "rides[2].riders_started"),
            ("Aug 27", "| Aug 27 |", "rides[3].start_ms"),
            ("25", "| 6 | 25 |", "rides[3].riders_started"),
            ("Sep 3", None, "rides[4].start_ms"),
            ("21", "| 6 | 21 |", "rides[4].riders_started"),
            ("Sep 10", "| Sep 10 |", "rides[5].start_ms"),
            ("23", "| 8 | 23 |", "rides[5].riders_started"),
            ("29.5 °C", None, "rides[0].temp_c"),
            ("Aug 6", "°C on Aug 6", "rides[0].start_ms"),
            ("22.5 °C", None, "rides[5].temp_c"),
            ("5:30 pm", None, "rides[3].start_ms"),
            ("5:15 pm", None, "rides[4].start_ms"),
        ],
        derived=[
            ("six", "six straight", "count", "len(rides) = 6"),
            ("19.3 mph", None, "conversion", "rides[0].avg_speed_kmh 31.0 km/h = 19.3 mph"),
            ("20.7 mph", None, "conversion", "rides[5].avg_speed_kmh 33.3 km/h = 20.7 mph"),
            ("7.4%", None, "percent_change", "(33.3 - 31.0) / 31.0 = +7.4%"),
            ("8 minutes", None, "difference", "rides[0].moving_time_s 6,552 - rides[5].moving_time_s 6,096 = 456 s = 7.6 min"),
            ("2", "| Aug 6 | 2 |", "difference", "rides[0]: 24 started - 22 finished = 2"),
            ("3", "| 3 | 27 |", "difference", "rides[1]: 27 - 24 = 3"),
            ("3", "| Aug 20 | 3 |", "difference", "rides[2]: 22 - 19 = 3"),
            ("6", "| Aug 27 | 6 |", "difference", "rides[3]: 25 - 19 = 6"),
            ("6", "| Sep 3 | 6 |", "difference", "rides[4]: 21 - 15 = 6"),
            ("8", "| Sep 10 | 8 |", "difference", "rides[5]: 23 - 15 = 8"),
            ("8", "weeks, 8 of 73", "sum", "dropped rides[0..2]: 2 + 3 + 3 = 8"),
            ("73", None, "sum", "riders_started rides[0..2]: 24 + 27 + 22 = 73"),
            ("11%", None, "share", "8 / 73 = 11.0%"),
            ("20", "was 20 of 69", "sum", "dropped rides[3..5]: 6 + 6 + 8 = 20"),
            ("69", None, "sum", "riders_started rides[3..5]: 25 + 21 + 23 = 69"),
            ("29%", None, "share", "20 / 69 = 29.0%"),
        ],
        note="Ride leader asks whether the Tuesday B group has got too fast and is dropping people; six weekly "
             "rides with epoch-ms starts, speed in km/h written as mph, drops per week, advertised range, "
             "temperatures and a start-time change.",
    ),
]

FLAWS = {
    "n4-cycling_club-01": [
        ("100.2 miles and 5,420 feet", "100.2 miles and 1,652 feet", "1,652 feet", "unit confusion",
         "century climbing in metres written as feet"),
        ("250 miles in total", "185 miles in total", "185 miles", "wrong value",
         "Saturday total leaves out the White Hall ride"),
    ],
    "n4-cycling_club-02": [
        ("| +0.5 km |", "| −0.5 km |", "−0.5 km", "direction flip", "second week was over the target, written as under"),
        ("which is 85% of", "which is 86% of", "86%", "near-miss rounding", "85.49% rounded up to 86%"),
        ("Whistler's 1,920 m", "Whistler's 1,290 m", "1,290 m", "transposed digits", "event climbing 1,920 written 1,290"),
    ],
    "n4-cycling_club-03": [
        ("an increase of 7.4%", "an increase of 4.7%", "4.7%", "transposed digits", "speed increase 7.4% written 4.7%"),
        ("| Sep 3 | 6 | 21 |", "| Sep 3 | 6 | 23 |", "23", "neighbour value",
         "Sep 3 starters replaced by Sep 10's", "rides[5].riders_started"),
        ("to 5:15 pm in September", "to 5:45 pm in September", "5:45 pm", "wrong time",
         "new start time 5:15 pm written 5:45 pm"),
    ],
}

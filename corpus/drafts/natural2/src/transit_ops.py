"""Transit operations: a city's public transit lines, ridership and on-time
performance, as APC/fare systems, ops-centre incident tools and open-data
portals export them."""

DOMAIN = "transit_ops"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01  Daily ridership export (APC + fare), GTFS-style route ids, fractions for OTP
# ---------------------------------------------------------------------------
_POOL_01 = {
    "agency_id": "MVT",
    "agency_name": "Metro Valley Transit",
    "service_date": "2025-11-19",
    "comparison_date": "2025-11-12",
    "day_type": "weekday",
    "generated_at": "2025-11-20T04:30:00-07:00",
    "source": "apc+fare",
    "system": {"boardings": 187432, "boardings_cmp": 181905, "otp": 0.842, "otp_goal": 0.85,
               "trips_scheduled": 4108, "trips_missed": 11},
    "routes": [
        {"route_id": "BL", "route_short_name": "Blue", "route_long_name": "Blue Line", "route_type": 0,
         "boardings": 41730, "boardings_cmp": 39880, "otp": 0.921, "trips_scheduled": 248, "trips_missed": 2},
        {"route_id": "GL", "route_short_name": "Green", "route_long_name": "Green Line", "route_type": 0,
         "boardings": 28914, "boardings_cmp": 29420, "otp": 0.877, "trips_scheduled": 236, "trips_missed": 0},
        {"route_id": "1", "route_short_name": "1", "route_long_name": "Central Ave", "route_type": 3,
         "boardings": 14820, "boardings_cmp": 14102, "otp": 0.791, "trips_scheduled": 212, "trips_missed": 3},
        {"route_id": "7", "route_short_name": "7", "route_long_name": "University", "route_type": 3,
         "boardings": 11356, "boardings_cmp": 11890, "otp": 0.862, "trips_scheduled": 180, "trips_missed": 0},
        {"route_id": "22", "route_short_name": "22", "route_long_name": "Airport Express", "route_type": 3,
         "boardings": 3418, "boardings_cmp": 3266, "otp": 0.904, "trips_scheduled": 64, "trips_missed": 0},
    ],
    "weather": {"station": "KMVT", "precip_mm": 12.4, "temp_max_c": 14.8, "condition": "rain"},
}

_TEXT_01 = """**Ridership digest — Wednesday, Nov 19**

A solid day: **187,432 boardings** system-wide, up 3.0% on last Wednesday (181,905), despite 12.4 mm of rain. On-time performance was **84.2%**, just short of the 85% goal, and 11 of 4,108 scheduled trips were missed (0.3%).

**Top five routes**

| Route | Boardings | vs last week | On time |
|---|---|---|---|
| Blue Line | 41,730 | +4.6% | 92.1% |
| Green Line | 28,914 | −1.7% | 87.7% |
| 1 Central Ave | 14,820 | +5.1% | 79.1% |
| 7 University | 11,356 | −4.5% | 86.2% |
| 22 Airport Express | 3,418 | +4.7% | 90.4% |

Together these routes carried 100,238 riders, a little over half (53%) of the day's total. Three of the five grew week over week.

**Watch item: Route 1.** It's the busiest bus route on this list and still growing, but it had the worst on-time record at 79.1%, 5.1 points below the system, and missed 3 of its 212 trips. If that pattern holds through Friday, its running times are the first place to look.

Blue Line dropped 2 trips as well; the other three listed routes ran their full schedules."""

# ---------------------------------------------------------------------------
# 02  Ops-centre incident export: rail signal failure, trip delays in seconds
# ---------------------------------------------------------------------------
_POOL_02 = {
    "incident": {
        "id": "INC-2025-05-15-0412",
        "line": "Red Line",
        "route_id": "RED",
        "type": "signal_failure",
        "location": {"from_station": "Harbor Square", "to_station": "Mill Street", "track": "southbound"},
        "reported_at": "2025-05-15T07:52:00-04:00",
        "updated_at": "2025-05-15T08:31:00-04:00",
        "est_clear_at": "2025-05-15T09:15:00-04:00",
        "status": "ongoing",
    },
    "service": {
        "scheduled_headway_s": 360,
        "observed_headway_s": 810,
        "observed_headway_s_prev": 690,
        "prev_update_at": "2025-05-15T08:10:00-04:00",
        "trains_in_service": 14,
        "trains_scheduled": 18,
        "single_tracking": True,
        "speed_restriction_kph": 16,
    },
    "delayed_trips": [
        {"trip_id": "RL-0741", "train": "1847", "direction": "southbound", "next_stop": "Union Plaza",
         "sched_dep": "08:14", "delay_s": 720},
        {"trip_id": "RL-0745", "train": "1822", "direction": "southbound", "next_stop": "Harbor Square",
         "sched_dep": "08:20", "delay_s": 660},
        {"trip_id": "RL-0749", "train": "1860", "direction": "southbound", "next_stop": "Northgate",
         "sched_dep": "08:26", "delay_s": 510},
        {"trip_id": "RL-1738", "train": "1815", "direction": "northbound", "next_stop": "Mill Street",
         "sched_dep": "08:17", "delay_s": 300},
        {"trip_id": "RL-1742", "train": "1833", "direction": "northbound", "next_stop": "Riverside",
         "sched_dep": "08:23", "delay_s": 240},
    ],
    "shuttle_buses": {"requested": 8, "on_scene": 5, "requested_at": "2025-05-15T08:05:00-04:00"},
    "crowding": [
        {"station": "Union Plaza", "platform_load": "severe"},
        {"station": "Harbor Square", "platform_load": "high"},
    ],
    "riders_affected_est": 6200,
    "previous_incident": {"id": "INC-2025-05-08-0177", "date": "2025-05-08", "type": "signal_failure",
                          "duration_min": 94},
}

_TEXT_02 = """## 🚨 Red Line: signal failure, southbound delays (update 08:31)

**What's happening:** a signal failure on the southbound track between Harbor Square and Mill Street was reported at **07:52** and is still ongoing, 39 minutes so far. Trains are single-tracking past the fault at 16 km/h (about 10 mph).

**Impact right now**
- Trains are arriving every **13.5 min** instead of every 6 min, more than double the scheduled gap and up from 11.5 min at the 08:10 update.
- 14 of 18 scheduled trains are in service.
- Southbound trains are running **8.5 to 12 minutes** late; northbound 4 to 5 minutes.
- Worst case: train 1847 (08:14 departure) is 12 min behind approaching Union Plaza, where platform crowding is rated severe.

**Mitigation:** 8 shuttle buses were requested at 08:05; 5 are on scene and 3 are still on the way.

**Estimated clearance: 09:15**, about 44 minutes from now. Roughly 6,200 riders are expected to be affected.

**Background:** the last signal failure on this stretch, on May 8, took 1 h 34 min to clear.

**Suggested rider message:** "Red Line southbound trains are delayed up to 12 minutes due to a signal problem near Harbor Square. Shuttle buses are in service. Please allow extra travel time." """.rstrip()

# ---------------------------------------------------------------------------
# 03  Open-data monthly route performance export (percents as percents)
# ---------------------------------------------------------------------------
_POOL_03 = {
    "dataset": "bus-route-performance-monthly",
    "month": "2025-08",
    "prior_month": "2025-07",
    "otp_window": {"early_min": 1, "late_min": 5},
    "otp_target_pct": 85.0,
    "rows": [
        {"route": "4", "route_name": "Lakeshore", "otp_pct": 81.3, "otp_pct_prior": 84.0, "avg_late_s": 142,
         "trips_scheduled": 5890, "trips_cancelled": 37, "avg_weekday_boardings": 9120,
         "avg_weekday_boardings_prior": 8640},
        {"route": "9", "route_name": "Eastside Crosstown", "otp_pct": 76.5, "otp_pct_prior": 78.9,
         "avg_late_s": 211, "trips_scheduled": 4420, "trips_cancelled": 58, "avg_weekday_boardings": 6380,
         "avg_weekday_boardings_prior": 6510},
        {"route": "15", "route_name": "Harbor Loop", "otp_pct": 88.7, "otp_pct_prior": 87.9, "avg_late_s": 74,
         "trips_scheduled": 3100, "trips_cancelled": 6, "avg_weekday_boardings": 3950,
         "avg_weekday_boardings_prior": 3720},
        {"route": "31", "route_name": "North Park", "otp_pct": 85.4, "otp_pct_prior": 86.2, "avg_late_s": 96,
         "trips_scheduled": 2840, "trips_cancelled": 12, "avg_weekday_boardings": 4210,
         "avg_weekday_boardings_prior": 4090},
        {"route": "52", "route_name": "Industrial Pkwy", "otp_pct": 91.2, "otp_pct_prior": 90.6,
         "avg_late_s": 58, "trips_scheduled": 1560, "trips_cancelled": 3, "avg_weekday_boardings": 1480,
         "avg_weekday_boardings_prior": 1530},
    ],
    "system": {"otp_pct": 83.9, "otp_pct_prior": 85.1, "trips_scheduled": 61240, "trips_cancelled": 402,
               "operator_vacancies": 38, "operator_vacancies_prior": 31},
    "service_changes": [
        {"route": "9", "type": "detour", "start_date": "2025-08-11", "end_date": None,
         "reason": "water main work on Grand Ave"},
    ],
}

_TEXT_03 = """# August bus on-time performance — board summary

System on-time performance slipped **1.2 points to 83.9%** in August (July: 85.1%), putting us below the 85.0% target. Cancelled trips totalled 402 of 61,240 scheduled (0.66%), and operator vacancies rose from 31 to 38.

## Key routes

| Route | OTP Aug | OTP Jul | vs target (pts) | Avg lateness |
|---|---|---|---|---|
| 52 Industrial Pkwy | 91.2% | 90.6% | +6.2 | 58 s |
| 15 Harbor Loop | 88.7% | 87.9% | +3.7 | 1 min 14 s |
| 31 North Park | 85.4% | 86.2% | +0.4 | 1 min 36 s |
| 4 Lakeshore | 81.3% | 84.0% | −3.7 | 2 min 22 s |
| 9 Eastside Crosstown | 76.5% | 78.9% | −8.5 | 3 min 31 s |

*On time = departing between 1 minute early and 5 minutes late.*

## Highlights
- **Three of the five** key routes met the target; Lakeshore and Eastside Crosstown did not.
- **Route 9 (Eastside Crosstown)** is the main concern: lowest OTP, the most cancellations (58, about 1.3% of its trips), and a detour since Aug 11 for water main work on Grand Ave. Average weekday ridership dipped 2.0% to 6,380.
- **Route 4 (Lakeshore)** lost 2.7 points while weekday ridership grew 5.6% to 9,120, so heavier loads and longer dwell times are a plausible factor.
- **Route 15 (Harbor Loop)** improved and carried 6.2% more riders.

## Recommendation
With 38 operator vacancies (7 more than in July), cancellations and lateness on the busiest routes are unlikely to recover on their own. Staff recommends the board review the operator hiring plan at the September meeting."""

# ---------------------------------------------------------------------------
# 04  Fare collection system weekly export: revenue in cents, cost in USD thousands
# ---------------------------------------------------------------------------
_POOL_04 = {
    "report_id": "FCS-WK-2025-37",
    "week": {"start": "2025-09-08", "end": "2025-09-14", "tz": "America/Chicago"},
    "currency": "USD",
    "modes": [
        {"mode": "bus", "unlinked_trips": 412380, "unlinked_trips_prev_week": 398110,
         "fare_revenue_cents": 40718250, "fare_revenue_cents_prev_week": 39255400,
         "operating_cost_usd_k": 2860.4, "contactless_share_pct": 0.384},
        {"mode": "light_rail", "unlinked_trips": 186240, "unlinked_trips_prev_week": 181920,
         "fare_revenue_cents": 24311700, "fare_revenue_cents_prev_week": 23850300,
         "operating_cost_usd_k": 1342.8, "contactless_share_pct": 0.512},
        {"mode": "commuter_rail", "unlinked_trips": 28410, "unlinked_trips_prev_week": 29870,
         "fare_revenue_cents": 12784500, "fare_revenue_cents_prev_week": 13441500,
         "operating_cost_usd_k": 1118.6, "contactless_share_pct": 0.296},
        {"mode": "paratransit", "unlinked_trips": 9860, "unlinked_trips_prev_week": 9710,
         "fare_revenue_cents": 2958000, "fare_revenue_cents_prev_week": 2913000,
         "operating_cost_usd_k": 1204.1, "contactless_share_pct": None},
    ],
    "fare_capping": {"cap_cents_weekly": 2500, "riders_capped": 18420, "riders_capped_prev_week": 16950},
    "refunds": [
        {"id": "RF-20917", "date": "2025-09-10", "mode": "light_rail", "amount_cents": -4500,
         "reason": "duplicate tap"},
        {"id": "RF-20931", "date": "2025-09-11", "mode": "bus", "amount_cents": -1250,
         "reason": "validator error"},
        {"id": "RF-20960", "date": "2025-09-13", "mode": "bus", "amount_cents": -600,
         "reason": "duplicate tap"},
    ],
    "validators": {"total": 1240, "offline": 17, "offline_prev_week": 9,
                   "as_of": "2025-09-14T23:59:00-05:00"},
}

_TEXT_04 = """## Fare revenue recap — week of Sep 8–14

**Total fare revenue: $807,724.50**, up $13,122.50 (+1.7%) on the previous week. Fares covered **12.4%** of the week's $6.53M operating cost across all modes.

| Mode | Trips | Fare revenue | Avg fare | Farebox recovery |
|---|---|---|---|---|
| Bus | 412,380 | $407,182.50 | $0.99 | 14.2% |
| Light rail | 186,240 | $243,117.00 | $1.31 | 18.1% |
| Commuter rail | 28,410 | $127,845.00 | $4.50 | 11.4% |
| Paratransit | 9,860 | $29,580.00 | $3.00 | 2.5% |

**What stood out**
- **Light rail** recovers the largest share of its costs, and ridership there grew 2.4%.
- **Commuter rail** was the only mode to lose riders: trips fell 4.9% from 29,870, and revenue fell by $6,570.
- **Contactless** is most popular on light rail (51.2% of taps), ahead of bus (38.4%) and commuter rail (29.6%).
- **Fare capping:** 18,420 riders hit the $25 weekly cap, up from 16,950 the week before.
- **Validators:** 17 were offline at week's end vs 9 a week earlier. Worth a maintenance push, since an offline validator can mean uncollected fares.
- Refunds were minor: 3 refunds totalling $63.50."""


CASES = [
    dict(
        id="n2-transit_ops-01",
        pool=_POOL_01,
        text=_TEXT_01,
        copied=[
            ("Nov 19", None, "service_date"),
            ("187,432", None, "system.boardings"),
            ("181,905", None, "system.boardings_cmp"),
            ("12.4 mm", None, "weather.precip_mm"),
            ("84.2%", None, "system.otp"),
            ("85%", None, "system.otp_goal"),
            ("11", "and 11 of 4,108", "system.trips_missed"),
            ("4,108", None, "system.trips_scheduled"),
            ("41,730", None, "routes[0].boardings"),
            ("92.1%", None, "routes[0].otp"),
            ("28,914", None, "routes[1].boardings"),
            ("87.7%", None, "routes[1].otp"),
            ("14,820", None, "routes[2].boardings"),
            ("79.1%", "| 79.1% |", "routes[2].otp"),
            ("11,356", None, "routes[3].boardings"),
            ("86.2%", None, "routes[3].otp"),
            ("3,418", None, "routes[4].boardings"),
            ("90.4%", None, "routes[4].otp"),
            ("79.1%", "record at 79.1%", "routes[2].otp"),
            ("3", "missed 3 of its", "routes[2].trips_missed"),
            ("212", None, "routes[2].trips_scheduled"),
            ("2 trips", None, "routes[0].trips_missed"),
        ],
        derived=[
            ("3.0%", None, "percent_change",
             "(system.boardings 187432 - boardings_cmp 181905) / 181905 = +3.04%"),
            ("0.3%", None, "share",
             "system.trips_missed (11) / trips_scheduled (4108) = 0.27%"),
            ("five", "Top five routes", "count",
             "len(routes) = 5"),
            ("+4.6%", None, "percent_change",
             "(routes[0].boardings 41730 - boardings_cmp 39880) / 39880 = +4.64%"),
            ("−1.7%", None, "percent_change",
             "(routes[1].boardings 28914 - boardings_cmp 29420) / 29420 = -1.72%"),
            ("+5.1%", None, "percent_change",
             "(routes[2].boardings 14820 - boardings_cmp 14102) / 14102 = +5.09%"),
            ("−4.5%", None, "percent_change",
             "(routes[3].boardings 11356 - boardings_cmp 11890) / 11890 = -4.49%"),
            ("+4.7%", None, "percent_change",
             "(routes[4].boardings 3418 - boardings_cmp 3266) / 3266 = +4.65%"),
            ("100,238", None, "sum",
             "routes[*].boardings 41730 + 28914 + 14820 + 11356 + 3418 = 100238"),
            ("half", "a little over half", "share",
             "100238 / system.boardings 187432 = 0.535"),
            ("53%", None, "share",
             "100238 / system.boardings 187432 = 53.5%"),
            ("Three", "Three of the five", "count",
             "routes with boardings > boardings_cmp: Blue Line, 1, 22 = 3"),
            ("five", "Three of the five", "count",
             "len(routes) = 5"),
            ("5.1 points", None, "difference",
             "system.otp (84.2%) - routes[2].otp (79.1%) = 5.1 points"),
            ("three", "the other three listed", "count",
             "routes with trips_missed = 0: Green Line, 7, 22 = 3"),
        ],
        note="Daily ridership export (APC + fare): morning digest with system boardings vs same day last week and the top routes.",
    ),
    dict(
        id="n2-transit_ops-02",
        pool=_POOL_02,
        text=_TEXT_02,
        copied=[
            ("08:31", None, "incident.updated_at"),
            ("07:52", None, "incident.reported_at"),
            ("16 km/h", None, "service.speed_restriction_kph"),
            ("08:10", None, "service.prev_update_at"),
            ("14", "14 of 18", "service.trains_in_service"),
            ("18", "14 of 18", "service.trains_scheduled"),
            ("08:14", None, "delayed_trips[0].sched_dep"),
            ("8 shuttle", None, "shuttle_buses.requested"),
            ("08:05", None, "shuttle_buses.requested_at"),
            ("5 are on scene", None, "shuttle_buses.on_scene"),
            ("09:15", None, "incident.est_clear_at"),
            ("6,200", None, "riders_affected_est"),
            ("May 8", None, "previous_incident.date"),
        ],
        derived=[
            ("39 minutes", None, "time_between",
             "incident.updated_at 08:31 - incident.reported_at 07:52 = 39 min"),
            ("10 mph", None, "conversion",
             "service.speed_restriction_kph 16 km/h = 9.9 mph"),
            ("13.5 min", None, "conversion",
             "service.observed_headway_s 810 s = 13.5 min"),
            ("6 min", None, "conversion",
             "service.scheduled_headway_s 360 s = 6 min"),
            ("double", "more than double", "ratio",
             "observed_headway_s (810) / scheduled_headway_s (360) = 2.25"),
            ("11.5 min", None, "conversion",
             "service.observed_headway_s_prev 690 s = 11.5 min"),
            ("8.5", "**8.5 to 12 minutes**", "conversion",
             "min southbound delay_s: delayed_trips[2].delay_s 510 s = 8.5 min"),
            ("12 minutes", "8.5 to 12 minutes", "conversion",
             "max southbound delay_s: delayed_trips[0].delay_s 720 s = 12 min"),
            ("4", "northbound 4 to 5", "conversion",
             "min northbound delay_s: delayed_trips[4].delay_s 240 s = 4 min"),
            ("5 minutes", "4 to 5 minutes", "conversion",
             "max northbound delay_s: delayed_trips[3].delay_s 300 s = 5 min"),
            ("12 min", "12 min behind", "conversion",
             "delayed_trips[0].delay_s 720 s = 12 min"),
            ("3", "3 are still on the way", "difference",
             "shuttle_buses.requested (8) - on_scene (5) = 3"),
            ("44 minutes", None, "time_between",
             "incident.est_clear_at 09:15 - incident.updated_at 08:31 = 44 min"),
            ("1 h 34 min", None, "duration_format",
             "previous_incident.duration_min 94 = 1 h 34 min"),
            ("12 minutes", "up to 12 minutes", "conversion",
             "max delay_s: delayed_trips[0].delay_s 720 s = 12 min"),
        ],
        note="Ops-centre incident export for a rail signal failure: live alert with headways, delays, shuttles and a draft rider message.",
    ),
    dict(
        id="n2-transit_ops-03",
        pool=_POOL_03,
        text=_TEXT_03,
        copied=[
            ("83.9%", None, "system.otp_pct"),
            ("85.1%", None, "system.otp_pct_prior"),
            ("85.0%", None, "otp_target_pct"),
            ("402", None, "system.trips_cancelled"),
            ("61,240", None, "system.trips_scheduled"),
            ("31", "from 31 to 38", "system.operator_vacancies_prior"),
            ("38", "from 31 to 38", "system.operator_vacancies"),
            ("91.2%", None, "rows[4].otp_pct"),
            ("90.6%", None, "rows[4].otp_pct_prior"),
            ("58 s", None, "rows[4].avg_late_s"),
            ("88.7%", None, "rows[2].otp_pct"),
            ("87.9%", None, "rows[2].otp_pct_prior"),
            ("85.4%", None, "rows[3].otp_pct"),
            ("86.2%", None, "rows[3].otp_pct_prior"),
            ("81.3%", None, "rows[0].otp_pct"),
            ("84.0%", None, "rows[0].otp_pct_prior"),
            ("76.5%", None, "rows[1].otp_pct"),
            ("78.9%", None, "rows[1].otp_pct_prior"),
            ("1 minute", None, "otp_window.early_min"),
            ("5 minutes", None, "otp_window.late_min"),
            ("58", "(58, about", "rows[1].trips_cancelled"),
            ("Aug 11", None, "service_changes[0].start_date"),
            ("6,380", None, "rows[1].avg_weekday_boardings"),
            ("9,120", None, "rows[0].avg_weekday_boardings"),
            ("38", "With 38 operator", "system.operator_vacancies"),
        ],
        derived=[
            ("1.2 points", None, "difference",
             "system.otp_pct (83.9) - otp_pct_prior (85.1) = -1.2"),
            ("0.66%", None, "share",
             "system.trips_cancelled (402) / trips_scheduled (61240) = 0.656%"),
            ("+6.2", None, "difference",
             "rows[4].otp_pct (91.2) - otp_target_pct (85.0) = +6.2"),
            ("+3.7", None, "difference",
             "rows[2].otp_pct (88.7) - otp_target_pct (85.0) = +3.7"),
            ("1 min 14 s", None, "duration_format",
             "rows[2].avg_late_s 74 s = 1 min 14 s"),
            ("+0.4", None, "difference",
             "rows[3].otp_pct (85.4) - otp_target_pct (85.0) = +0.4"),
            ("1 min 36 s", None, "duration_format",
             "rows[3].avg_late_s 96 s = 1 min 36 s"),
            ("−3.7", None, "difference",
             "rows[0].otp_pct (81.3) - otp_target_pct (85.0) = -3.7"),
            ("2 min 22 s", None, "duration_format",
             "rows[0].avg_late_s 142 s = 2 min 22 s"),
            ("−8.5", None, "difference",
             "rows[1].otp_pct (76.5) - otp_target_pct (85.0) = -8.5"),
            ("3 min 31 s", None, "duration_format",
             "rows[1].avg_late_s 211 s = 3 min 31 s"),
            ("Three", "Three of the five", "count",
             "rows with otp_pct >= otp_target_pct: 52, 15, 31 = 3"),
            ("five", "Three of the five", "count",
             "len(rows) = 5"),
            ("1.3%", None, "share",
             "rows[1].trips_cancelled (58) / trips_scheduled (4420) = 1.31%"),
            ("2.0%", None, "percent_change",
             "(rows[1].avg_weekday_boardings 6380 - prior 6510) / 6510 = -2.0%"),
            ("2.7 points", None, "difference",
             "rows[0].otp_pct (81.3) - otp_pct_prior (84.0) = -2.7"),
            ("5.6%", None, "percent_change",
             "(rows[0].avg_weekday_boardings 9120 - prior 8640) / 8640 = +5.56%"),
            ("6.2%", "6.2% more riders", "percent_change",
             "(rows[2].avg_weekday_boardings 3950 - prior 3720) / 3720 = +6.18%"),
            ("7", "(7 more", "difference",
             "system.operator_vacancies (38) - operator_vacancies_prior (31) = 7"),
        ],
        note="Open-data monthly route performance export: board-packet summary of on-time performance by route vs target and last month.",
    ),
    dict(
        id="n2-transit_ops-04",
        pool=_POOL_04,
        text=_TEXT_04,
        copied=[
            ("Sep 8", None, "week.start"),
            ("14", "Sep 8–14", "week.end"),
            ("412,380", None, "modes[0].unlinked_trips"),
            ("186,240", None, "modes[1].unlinked_trips"),
            ("28,410", None, "modes[2].unlinked_trips"),
            ("9,860", None, "modes[3].unlinked_trips"),
            ("29,870", None, "modes[2].unlinked_trips_prev_week"),
            ("51.2%", None, "modes[1].contactless_share_pct"),
            ("38.4%", None, "modes[0].contactless_share_pct"),
            ("29.6%", None, "modes[2].contactless_share_pct"),
            ("18,420", None, "fare_capping.riders_capped"),
            ("16,950", None, "fare_capping.riders_capped_prev_week"),
            ("17", "17 were offline", "validators.offline"),
            ("9", "vs 9 a week", "validators.offline_prev_week"),
        ],
        derived=[
            ("$807,724.50", None, "sum",
             "sum of modes[*].fare_revenue_cents (40718250 + 24311700 + 12784500 + 2958000 = 80772450 cents) = $807,724.50"),
            ("$13,122.50", None, "difference",
             "80772450 - sum of fare_revenue_cents_prev_week (79460200) = 1312250 cents = $13,122.50"),
            ("+1.7%", None, "percent_change",
             "(807724.50 - 794602.00) / 794602.00 = +1.65%"),
            ("12.4%", None, "ratio",
             "total revenue 807724.50 / total operating cost (6525.9 thousand) = 12.38%"),
            ("$6.53M", None, "sum",
             "modes[*].operating_cost_usd_k 2860.4 + 1342.8 + 1118.6 + 1204.1 = 6525.9 thousand"),
            ("$407,182.50", None, "conversion",
             "modes[0].fare_revenue_cents 40718250 cents = $407,182.50"),
            ("$0.99", None, "ratio",
             "modes[0].fare_revenue_cents (40718250) / unlinked_trips (412380) = 98.7 cents"),
            ("14.2%", None, "ratio",
             "407182.50 / (modes[0].operating_cost_usd_k 2860.4 x 1000) = 14.24%"),
            ("$243,117.00", None, "conversion",
             "modes[1].fare_revenue_cents 24311700 cents = $243,117.00"),
            ("$1.31", None, "ratio",
             "modes[1].fare_revenue_cents (24311700) / unlinked_trips (186240) = 130.5 cents"),
            ("18.1%", None, "ratio",
             "243117.00 / (modes[1].operating_cost_usd_k 1342.8 x 1000) = 18.11%"),
            ("$127,845.00", None, "conversion",
             "modes[2].fare_revenue_cents 12784500 cents = $127,845.00"),
            ("$4.50", None, "ratio",
             "modes[2].fare_revenue_cents (12784500) / unlinked_trips (28410) = 450 cents"),
            ("11.4%", None, "ratio",
             "127845.00 / (modes[2].operating_cost_usd_k 1118.6 x 1000) = 11.43%"),
            ("$29,580.00", None, "conversion",
             "modes[3].fare_revenue_cents 2958000 cents = $29,580.00"),
            ("$3.00", None, "ratio",
             "modes[3].fare_revenue_cents (2958000) / unlinked_trips (9860) = 300 cents"),
            ("2.5%", None, "ratio",
             "29580.00 / (modes[3].operating_cost_usd_k 1204.1 x 1000) = 2.46%"),
            ("2.4%", None, "percent_change",
             "(modes[1].unlinked_trips 186240 - prev_week 181920) / 181920 = +2.37%"),
            ("4.9%", None, "percent_change",
             "(modes[2].unlinked_trips 28410 - prev_week 29870) / 29870 = -4.89%"),
            ("$6,570", None, "difference",
             "modes[2].fare_revenue_cents_prev_week (13441500) - fare_revenue_cents (12784500) = 657000 cents = $6,570"),
            ("$25", None, "conversion",
             "fare_capping.cap_cents_weekly 2500 cents = $25"),
            ("3 refunds", None, "count",
             "len(refunds) = 3"),
            ("$63.50", None, "sum",
             "refunds[*].amount_cents -4500 - 1250 - 600 = -6350 cents = $63.50"),
        ],
        note="Fare collection system weekly export (cents, USD thousands): finance recap of revenue, average fare and farebox recovery by mode.",
    ),
]

FLAWS = {
    "n2-transit_ops-01": [
        ("| 7 University | 11,356 |", "| 7 University | 11,890 |", "11,890", "stale value",
         "Route 7's boardings from last week given as this week's", "routes[3].boardings_cmp"),
        ("Three of the five grew", "Four of the five grew", "Four", "wrong value",
         "three routes grew (Blue, 1, 22), written as four"),
    ],
    "n2-transit_ops-02": [
        ("up from 11.5 min", "down from 11.5 min", "11.5 min", "direction flip",
         "headway worsened from 11.5 to 13.5 min, written as down from"),
        ("train 1847 (08:14 departure)", "train 1847 (08:20 departure)", "08:20", "wrong time",
         "train 1847 departs 08:14; 08:20 is train 1822's departure"),
        ("on May 8,", "on May 9,", "May 9", "wrong date",
         "previous incident was May 8, written May 9"),
    ],
    "n2-transit_ops-03": [
        ("the most cancellations (58,", "the most cancellations (37,", "37", "neighbour value",
         "Route 4's cancellations given for Route 9", "rows[0].trips_cancelled"),
        ("dipped 2.0% to 6,380", "dipped 2.0% to 6,830", "6,830", "transposed digits",
         "6,380 written 6,830"),
        ("ridership grew 5.6%", "ridership grew 5.5%", "5.5%", "near-miss rounding",
         "+5.56% rounded down to 5.5%"),
    ],
    "n2-transit_ops-04": [
        ("week of Sep 8–14", "week of Sep 9–14", "Sep 9", "wrong date",
         "week starts Sep 8, written Sep 9"),
        ("and revenue fell by $6,570", "and revenue rose by $6,570", "$6,570", "direction flip",
         "commuter rail revenue fell $6,570, written as rose"),
        ("the $25 weekly cap", "the $2,500 weekly cap", "$2,500", "unit confusion",
         "cap is 2,500 cents ($25), written as $2,500"),
    ],
}

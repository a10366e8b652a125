"""Flight operations: flight-status, schedule and station-performance records as airline and tracking APIs export them."""

DOMAIN = "flight_ops"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01: FlightAware AeroAPI style /flights response, inbound flight + connection
# ---------------------------------------------------------------------------
_AERO = {
    "flights": [
        {
            "ident": "DLH430",
            "ident_icao": "DLH430",
            "ident_iata": "LH430",
            "fa_flight_id": "DLH430-1749531600-schedule-0412",
            "operator": "DLH",
            "operator_iata": "LH",
            "flight_number": "430",
            "registration": "D-ABYK",
            "origin": {
                "code": "EDDF",
                "code_iata": "FRA",
                "timezone": "Europe/Berlin",
                "name": "Frankfurt Int'l",
                "city": "Frankfurt am Main",
            },
            "destination": {
                "code": "KORD",
                "code_iata": "ORD",
                "timezone": "America/Chicago",
                "name": "Chicago O'Hare Intl",
                "city": "Chicago",
            },
            "departure_delay": 3120,
            "arrival_delay": 2580,
            "filed_ete": 31200,
            "progress_percent": 38,
            "status": "En Route / Delayed",
            "aircraft_type": "B748",
            "route_distance": 4350,
            "filed_airspeed": 489,
            "filed_altitude": 350,
            "scheduled_out": "2025-06-12T08:10:00Z",
            "estimated_out": "2025-06-12T09:00:00Z",
            "actual_out": "2025-06-12T09:02:00Z",
            "scheduled_off": "2025-06-12T08:25:00Z",
            "estimated_off": "2025-06-12T09:15:00Z",
            "actual_off": "2025-06-12T09:16:00Z",
            "scheduled_on": "2025-06-12T17:05:00Z",
            "estimated_on": "2025-06-12T17:47:00Z",
            "actual_on": None,
            "scheduled_in": "2025-06-12T17:15:00Z",
            "estimated_in": "2025-06-12T17:58:00Z",
            "actual_in": None,
            "gate_origin": "Z25",
            "gate_destination": "M14",
            "terminal_origin": "1",
            "terminal_destination": "5",
            "baggage_claim": None,
            "cancelled": False,
            "diverted": False,
        },
        {
            "ident": "UAL1447",
            "ident_iata": "UA1447",
            "operator_iata": "UA",
            "flight_number": "1447",
            "origin": {"code_iata": "ORD", "timezone": "America/Chicago"},
            "destination": {"code_iata": "DEN", "timezone": "America/Denver"},
            "departure_delay": 0,
            "status": "Scheduled",
            "aircraft_type": "B39M",
            "scheduled_out": "2025-06-12T19:05:00Z",
            "estimated_out": "2025-06-12T19:05:00Z",
            "scheduled_in": "2025-06-12T21:52:00Z",
            "estimated_in": "2025-06-12T21:52:00Z",
            "gate_origin": "C18",
            "terminal_origin": "1",
            "cancelled": False,
        },
    ],
    "links": None,
    "num_pages": 1,
}

_F = "flights[0]"
_G = "flights[1]"

_TEXT_01 = """**It's going to be tight, but as things stand you should still make UA1447, as long as nothing else slips.**

**Your Lufthansa flight (LH430, Frankfurt → Chicago O'Hare)**

- It pushed back at **11:02 Frankfurt time**, 52 minutes after the scheduled 10:10.
- It's now in the air (about 38% of the way) and has clawed a little back: estimated gate arrival is **12:58 Chicago time**, 43 minutes late against the scheduled 12:15. So roughly 9 minutes recovered en route.
- The planned flight time is 8 h 40 min over about 4,350 miles, arriving at Terminal 5, gate M14.

**Your connection (UA1447, Chicago → Denver)**

| | Scheduled | Now |
|---|---|---|
| LH430 arrives ORD | 12:15 | 12:58 |
| UA1447 departs ORD | 14:05 | 14:05 (on time) |
| Connection time | 1 h 50 min | **1 h 7 min** |

- UA1447 leaves from Terminal 1, gate C18, and shows no delay.
- You've lost 43 minutes of the planned layover, leaving about 67 minutes gate to gate.

**Why it's tight**

Arriving internationally at Terminal 5, you'll clear immigration and customs, re-drop any checked bag, then take the airport train over to Terminal 1. All of that has to fit into just over an hour, and boarding closes before the scheduled departure.

**What I'd do**

- Keep the United app open: if the connection looks at risk they often rebook you automatically.
- Mention the tight connection to the Lufthansa crew before landing; they can sometimes get you off the aircraft quickly.
- If you do miss it, ask for the next O'Hare–Denver departure. For reference, UA1447 was due into Denver at 15:52 local time."""

# ---------------------------------------------------------------------------
# 02: airline station daily performance report (internal ops API)
# ---------------------------------------------------------------------------
_STATION = {
    "report": "STATION_DAILY_PERFORMANCE",
    "version": "2.3",
    "airline": "EI",
    "station": "DUB",
    "ops_date": "2025-02-07",
    "generated_at": "2025-02-07T23:59:30+00:00",
    "departures": {
        "scheduled": 142,
        "operated": 138,
        "cancelled": 4,
        "diverted": 0,
        "otp_d0_share": 0.4203,
        "otp_d15_share": 0.7826,
        "avg_delay_min": 14.6,
        "total_delay_min": 2015,
        "delayed_over_60": 9,
    },
    "arrivals": {
        "scheduled": 140,
        "operated": 137,
        "cancelled": 3,
        "otp_a15_share": 0.7518,
        "avg_delay_min": 17.2,
    },
    "previous_day": {
        "ops_date": "2025-02-06",
        "departures_operated": 141,
        "departures_cancelled": 1,
        "otp_d15_share": 0.8723,
        "avg_delay_min": 8.9,
        "total_delay_min": 1255,
    },
    "delay_codes": [
        {"iata_code": "93", "description": "Reactionary: aircraft rotation, late arrival", "minutes": 744, "flights": 31},
        {"iata_code": "71", "description": "Weather: departure station", "minutes": 512, "flights": 18},
        {"iata_code": "81", "description": "ATFM: ATC en-route demand/capacity", "minutes": 389, "flights": 11},
        {"iata_code": "15", "description": "Passenger: boarding discrepancies/paging", "minutes": 210, "flights": 14},
        {"iata_code": "41", "description": "Technical: aircraft defects", "minutes": 160, "flights": 2},
    ],
    "worst_delays": [
        {"flight": "EI154", "dest": "LHR", "std": "2025-02-07T06:40:00+00:00", "atd": "2025-02-07T08:52:00+00:00", "delay_min": 132, "primary_code": "41"},
        {"flight": "EI562", "dest": "FCO", "std": "2025-02-07T11:15:00+00:00", "atd": "2025-02-07T12:58:00+00:00", "delay_min": 103, "primary_code": "93"},
    ],
    "weather": {"peak_gust_kt": 46, "peak_gust_time": "2025-02-07T14:20:00+00:00", "deicing_events": 0},
}

_TEXT_02 = """**Friday (7 Feb) was a noticeably rougher day than Thursday for Aer Lingus departures at Dublin: only 78.3% got away within 15 minutes, with knock-on delays and the wind doing most of the damage rather than cancellations.**

Against Thursday's 87.2% on time, that's a drop of about 9 points, and the other measures moved the same way:

| EI departures, DUB | Thu 6 Feb | Fri 7 Feb | Change |
|---|---|---|---|
| Flights operated | 141 | 138 | −3 |
| Cancellations | 1 | 4 | +3 |
| Average delay | 8.9 min | 14.6 min | +5.7 min |
| Total delay minutes | 1,255 | 2,015 | +61% |

**Where the delay came from**

- **Reactionary (code 93): 744 minutes across 31 flights**, about 36.9% of the day's total. Aircraft arriving late kept pushing the next rotation back.
- **Weather at Dublin (code 71): 512 minutes on 18 flights**, roughly 25%. Gusts peaked at 46 knots around 14:20.
- **ATC en-route restrictions (code 81): 389 minutes** on 11 flights.
- Boarding issues and technical defects made up the remaining 370 minutes.

**Worst individual delays**

- **EI154 to Heathrow** was due out at 06:40 and left at 08:52, 2 h 12 min late, with a technical defect as the main cause. As an early first-wave departure it probably fed a good share of the reactionary delay later on.
- **EI562 to Rome** left 103 minutes late (12:58 against 11:15 scheduled).
- In all, 9 departures were more than an hour late.

Arrivals were a little worse than departures: 75.2% arrived within 15 minutes, with an average delay of 17.2 minutes.

In short, the extra 760 delay minutes on Friday came mainly from the rotation knock-on and the weather, not from a drop in the number of flights operated."""

# ---------------------------------------------------------------------------
# 03: Amadeus On-Demand Flight Status style response, two dated flights
# ---------------------------------------------------------------------------
_AMADEUS = {
    "meta": {
        "count": 2,
        "links": {"self": "https://test.api.amadeus.com/v2/schedule/flights?carrierCode=SQ&flightNumber=322&scheduledDepartureDate=2025-10-03"},
    },
    "data": [
        {
            "type": "DatedFlight",
            "scheduledDepartureDate": "2025-10-03",
            "flightDesignator": {"carrierCode": "SQ", "flightNumber": 322},
            "flightPoints": [
                {
                    "iataCode": "LHR",
                    "departure": {
                        "terminal": {"code": "2"},
                        "gate": {"mainGate": "B43"},
                        "timings": [
                            {"qualifier": "STD", "value": "2025-10-03T21:25+01:00"},
                            {"qualifier": "ETD", "value": "2025-10-03T21:55+01:00", "delays": [{"duration": "PT30M"}]},
                        ],
                    },
                },
                {
                    "iataCode": "SIN",
                    "arrival": {
                        "terminal": {"code": "3"},
                        "timings": [
                            {"qualifier": "STA", "value": "2025-10-04T18:15+08:00"},
                            {"qualifier": "ETA", "value": "2025-10-04T18:35+08:00", "delays": [{"duration": "PT20M"}]},
                        ],
                    },
                },
            ],
            "segments": [
                {"boardPointIataCode": "LHR", "offPointIataCode": "SIN", "scheduledSegmentDuration": "PT13H50M"}
            ],
            "legs": [
                {"boardPointIataCode": "LHR", "offPointIataCode": "SIN", "aircraftEquipment": {"aircraftType": "359"}, "scheduledLegDuration": "PT13H50M"}
            ],
        },
        {
            "type": "DatedFlight",
            "scheduledDepartureDate": "2025-10-04",
            "flightDesignator": {"carrierCode": "SQ", "flightNumber": 221},
            "flightPoints": [
                {
                    "iataCode": "SIN",
                    "departure": {
                        "terminal": {"code": "3"},
                        "timings": [{"qualifier": "STD", "value": "2025-10-04T20:40+08:00"}],
                    },
                },
                {
                    "iataCode": "SYD",
                    "arrival": {
                        "terminal": {"code": "1"},
                        "timings": [{"qualifier": "STA", "value": "2025-10-05T06:35+11:00"}],
                    },
                },
            ],
            "segments": [
                {"boardPointIataCode": "SIN", "offPointIataCode": "SYD", "scheduledSegmentDuration": "PT6H55M"}
            ],
            "legs": [
                {"boardPointIataCode": "SIN", "offPointIataCode": "SYD", "aircraftEquipment": {"aircraftType": "388"}, "scheduledLegDuration": "PT6H55M"}
            ],
        },
    ],
}

_D0 = "data[0].flightPoints"
_D1 = "data[1].flightPoints"

_TEXT_03 = """Here's how your trip looks in the latest flight-status data (all times are local at each airport).

**Leg 1: SQ322, London Heathrow → Singapore**

- Scheduled out at **21:25 on Friday 3 October** from Terminal 2, gate B43; now estimated at **21:55**, a 30-minute delay.
- Scheduled flight time is 13 h 50 min on the A350. Going by the new estimates it's about 13 h 40 min, so they expect to make up around 10 minutes in the air.
- Estimated arrival in Singapore: **18:35 on Saturday 4 October** (Terminal 3), 20 minutes behind the scheduled 18:15.

**Leg 2: SQ221, Singapore → Sydney**

- Departs **20:40 on Saturday 4 October**, also from Terminal 3; no gate assigned yet and no delay showing.
- Flight time is 6 h 55 min on the A380.
- Arrives **06:35 on Sunday 5 October** in Sydney (Terminal 1).

**Your layover in Singapore**

| | Scheduled | Current estimate |
|---|---|---|
| Arrive SIN | 18:15 | 18:35 |
| Depart SIN | 20:40 | 20:40 |
| Layover | 2 h 25 min | **2 h 5 min** |

Both flights use Terminal 3, so just over two hours is comfortable: you stay airside and won't need to go through immigration.

**Overall**

- From the scheduled Heathrow departure to landing in Sydney is about 23 h 10 min end to end.
- Sydney is 10 hours ahead of London on those dates (the arrival time already reflects Sydney's switch to daylight saving that weekend), so although you leave on Friday evening you land early on Sunday morning local time."""

CASES = [
    dict(
        id="n3-flight_ops-01",
        pool=_AERO,
        text=_TEXT_01,
        copied=[
            ("38%", None, _F + ".progress_percent"),
            ("4,350 miles", None, _F + ".route_distance"),
        ],
        derived=[
            ("11:02", None, "conversion",
             _F + ".actual_out 2025-06-12T09:02:00Z + 2 h (CEST, Europe/Berlin) = 11:02"),
            ("52 minutes", None, "conversion", _F + ".departure_delay (3,120 s) / 60 = 52 min"),
            ("10:10", None, "conversion",
             _F + ".scheduled_out 2025-06-12T08:10:00Z + 2 h (CEST) = 10:10"),
            ("12:58", "**12:58 Chicago time**", "conversion",
             _F + ".estimated_in 2025-06-12T17:58:00Z - 5 h (CDT, America/Chicago) = 12:58"),
            ("43 minutes", "43 minutes late", "conversion", _F + ".arrival_delay (2,580 s) / 60 = 43 min"),
            ("12:15", "scheduled 12:15", "conversion",
             _F + ".scheduled_in 2025-06-12T17:15:00Z - 5 h (CDT) = 12:15"),
            ("9 minutes", None, "difference",
             "departure_delay 52 min - arrival_delay 43 min = 9 min"),
            ("8 h 40 min", None, "duration_format", _F + ".filed_ete (31,200 s) = 8 h 40 min"),
            ("12:15", "| 12:15 |", "conversion",
             _F + ".scheduled_in 2025-06-12T17:15:00Z - 5 h (CDT) = 12:15"),
            ("12:58", "| 12:58 |", "conversion",
             _F + ".estimated_in 2025-06-12T17:58:00Z - 5 h (CDT) = 12:58"),
            ("14:05", "| 14:05 |", "conversion",
             _G + ".scheduled_out 2025-06-12T19:05:00Z - 5 h (CDT) = 14:05"),
            ("14:05", "| 14:05 (on time)", "conversion",
             _G + ".estimated_out 2025-06-12T19:05:00Z - 5 h (CDT) = 14:05"),
            ("1 h 50 min", None, "time_between",
             _F + ".scheduled_in 17:15Z -> " + _G + ".scheduled_out 19:05Z = 1 h 50 min"),
            ("1 h 7 min", None, "time_between",
             _F + ".estimated_in 17:58Z -> " + _G + ".estimated_out 19:05Z = 1 h 7 min"),
            ("43 minutes", "lost 43 minutes", "difference",
             "scheduled connection 110 min - estimated connection 67 min = 43 min"),
            ("67 minutes", None, "time_between",
             _F + ".estimated_in 17:58Z -> " + _G + ".estimated_out 19:05Z = 67 min"),
            ("15:52", None, "conversion",
             _G + ".scheduled_in 2025-06-12T21:52:00Z - 6 h (MDT, America/Denver) = 15:52"),
        ],
        note="Delayed inbound long-haul flight and a domestic connection: local-time conversion "
             "of UTC timestamps, delays in seconds, connection time before and after the delay.",
    ),
    dict(
        id="n3-flight_ops-02",
        pool=_STATION,
        text=_TEXT_02,
        copied=[
            ("7 Feb", "Friday (7 Feb)", "ops_date"),
            ("78.3%", None, "departures.otp_d15_share"),
            ("87.2%", None, "previous_day.otp_d15_share"),
            ("6 Feb", None, "previous_day.ops_date"),
            ("7 Feb", "Fri 7 Feb", "ops_date"),
            ("141", None, "previous_day.departures_operated"),
            ("138", None, "departures.operated"),
            ("1", "| 1 | 4", "previous_day.departures_cancelled"),
            ("4", "| 1 | 4", "departures.cancelled"),
            ("8.9 min", None, "previous_day.avg_delay_min"),
            ("14.6 min", None, "departures.avg_delay_min"),
            ("1,255", None, "previous_day.total_delay_min"),
            ("2,015", None, "departures.total_delay_min"),
            ("744 minutes", None, "delay_codes[0].minutes"),
            ("31", "31 flights", "delay_codes[0].flights"),
            ("512 minutes", None, "delay_codes[1].minutes"),
            ("18", "18 flights", "delay_codes[1].flights"),
            ("46 knots", None, "weather.peak_gust_kt"),
            ("14:20", None, "weather.peak_gust_time"),
            ("389 minutes", None, "delay_codes[2].minutes"),
            ("11", "on 11 flights", "delay_codes[2].flights"),
            ("06:40", None, "worst_delays[0].std"),
            ("08:52", None, "worst_delays[0].atd"),
            ("103 minutes", None, "worst_delays[1].delay_min"),
            ("12:58", None, "worst_delays[1].atd"),
            ("11:15", None, "worst_delays[1].std"),
            ("9", "9 departures", "departures.delayed_over_60"),
            ("75.2%", None, "arrivals.otp_a15_share"),
            ("17.2 minutes", None, "arrivals.avg_delay_min"),
        ],
        derived=[
            ("9", "about 9 points", "difference",
             "departures.otp_d15_share (0.7826) - previous_day.otp_d15_share (0.8723) = -8.97 points"),
            ("−3", None, "difference",
             "departures.operated (138) - previous_day.departures_operated (141) = -3"),
            ("+3", None, "difference",
             "departures.cancelled (4) - previous_day.departures_cancelled (1) = +3"),
            ("+5.7 min", None, "difference",
             "departures.avg_delay_min (14.6) - previous_day.avg_delay_min (8.9) = 5.7"),
            ("+61%", None, "percent_change",
             "(departures.total_delay_min 2,015 - previous_day.total_delay_min 1,255) / 1,255 = +60.6%"),
            ("36.9%", None, "share",
             "delay_codes[0].minutes (744) / departures.total_delay_min (2,015) = 36.9%"),
            ("25%", None, "share",
             "delay_codes[1].minutes (512) / departures.total_delay_min (2,015) = 25.4%"),
            ("370 minutes", None, "sum",
             "delay_codes[3].minutes (210) + delay_codes[4].minutes (160) = 370"),
            ("2 h 12 min", None, "time_between",
             "worst_delays[0].std 06:40 -> worst_delays[0].atd 08:52 = 2 h 12 min"),
            ("760", None, "difference",
             "departures.total_delay_min (2,015) - previous_day.total_delay_min (1,255) = 760"),
        ],
        note="Day-on-day station performance review: on-time share, cancellations, delay minutes "
             "by IATA delay code, worst individual delays, previous-day comparison.",
    ),
    dict(
        id="n3-flight_ops-03",
        pool=_AMADEUS,
        text=_TEXT_03,
        copied=[
            ("21:25", None, _D0 + "[0].departure.timings[0].value"),
            ("3 October", None, _D0 + "[0].departure.timings[0].value"),
            ("21:55", None, _D0 + "[0].departure.timings[1].value"),
            ("30-minute", None, _D0 + "[0].departure.timings[1].delays[0].duration"),
            ("18:35", "**18:35 on", _D0 + "[1].arrival.timings[1].value"),
            ("4 October", "18:35 on Saturday 4 October", _D0 + "[1].arrival.timings[1].value"),
            ("20 minutes", None, _D0 + "[1].arrival.timings[1].delays[0].duration"),
            ("18:15", "scheduled 18:15", _D0 + "[1].arrival.timings[0].value"),
            ("20:40", "**20:40 on", _D1 + "[0].departure.timings[0].value"),
            ("4 October", "20:40 on Saturday 4 October", _D1 + "[0].departure.timings[0].value"),
            ("06:35", None, _D1 + "[1].arrival.timings[0].value"),
            ("5 October", None, _D1 + "[1].arrival.timings[0].value"),
            ("18:15", "| 18:15 |", _D0 + "[1].arrival.timings[0].value"),
            ("18:35", "| 18:35 |", _D0 + "[1].arrival.timings[1].value"),
            ("20:40", "| 20:40 | 20:40", _D1 + "[0].departure.timings[0].value"),
            ("20:40", "20:40 |\n| Layover", _D1 + "[0].departure.timings[0].value"),
        ],
        derived=[
            ("13 h 50 min", None, "duration_format",
             "data[0].segments[0].scheduledSegmentDuration PT13H50M = 13 h 50 min"),
            ("13 h 40 min", None, "time_between",
             "ETD 2025-10-03T21:55+01:00 (20:55Z) -> ETA 2025-10-04T18:35+08:00 (10:35Z) = 13 h 40 min"),
            ("10 minutes", None, "difference",
             "scheduled 13 h 50 min - estimated 13 h 40 min = 10 min"),
            ("6 h 55 min", None, "duration_format",
             "data[1].segments[0].scheduledSegmentDuration PT6H55M = 6 h 55 min"),
            ("2 h 25 min", None, "time_between",
             _D0 + "[1] STA 18:15+08:00 -> " + _D1 + "[0] STD 20:40+08:00 = 2 h 25 min"),
            ("2 h 5 min", None, "time_between",
             _D0 + "[1] ETA 18:35+08:00 -> " + _D1 + "[0] STD 20:40+08:00 = 2 h 5 min"),
            ("two", "just over two hours", "time_between",
             "ETA 18:35 -> STD 20:40 = 2 h 5 min"),
            ("23 h 10 min", None, "time_between",
             "STD 2025-10-03T21:25+01:00 (20:25Z) -> STA 2025-10-05T06:35+11:00 (19:35Z on 4 Oct) = 23 h 10 min"),
            ("10 hours", None, "difference",
             "UTC offset +11:00 (SYD arrival) - +01:00 (LHR departure) = 10 h"),
        ],
        note="Multi-leg itinerary in local times with zone offsets: delay, estimated flight time, "
             "layover before and after the delay, overall journey time across a DST change.",
    ),
]

FLAWS = {
    "n3-flight_ops-01": [
        ("about 4,350 miles", "about 4,350 km", "4,350 km", "unit confusion",
         "route_distance in statute miles written as kilometres"),
        ("**12:58 Chicago time**", "**12:38 Chicago time**", "12:38", "wrong time",
         "estimated arrival 12:58 written 12:38"),
    ],
    "n3-flight_ops-02": [
        ("only 78.3% got", "only 87.2% got", "87.2%", "stale value",
         "Thursday's on-time share given as Friday's", "previous_day.otp_d15_share"),
        ("across 31 flights", "across 34 flights", "34", "wrong value",
         "reactionary delay hit 31 flights, not 34"),
    ],
    "n3-flight_ops-03": [
        ("**06:35 on Sunday 5 October**", "**06:35 on Monday 6 October**", "6 October", "wrong date",
         "Sydney arrival date pushed a day later"),
        ("13 h 50 min on the A350", "13.5 hours on the A350", "13.5 hours", "unit confusion",
         "13 h 50 min read as 13.50 decimal hours"),
    ],
}

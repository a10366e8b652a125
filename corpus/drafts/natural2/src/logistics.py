"""Logistics: a delivery fleet's routes, shipments and vehicles as TMS, tracking/IoT,
telematics (Samsara-style meters/ml/ms) and shipping-platform exports give them."""

DOMAIN = "logistics"
SPLIT = "test"

# --------------------------------------------------------------------------- 01
_POOL_01 = {
    "depot": {"code": "DEP-LDS-02", "name": "Leeds South", "timezone": "Europe/London"},
    "serviceDate": "2025-02-11",
    "exportedAt": "2025-02-11T19:32:10Z",
    "routes": [
        {"routeId": "R-0211-01",
         "driver": {"name": "Priya Shah", "employeeNo": "E1047"},
         "vehicle": {"reg": "YK23 FTN", "fleetNo": "VN-17", "type": "Ford E-Transit"},
         "stopsPlanned": 42, "stopsCompleted": 42, "stopsFailed": 0, "onTimeStops": 40,
         "distanceKm": 118.4, "driveTimeSec": 17820, "departedAt": "07:05", "returnedAt": "15:48"},
        {"routeId": "R-0211-02",
         "driver": {"name": "Tom Ellery", "employeeNo": "E0982"},
         "vehicle": {"reg": "YJ22 KRD", "fleetNo": "VN-09", "type": "Ford Transit 350"},
         "stopsPlanned": 38, "stopsCompleted": 35, "stopsFailed": 3, "onTimeStops": 31,
         "distanceKm": 142.9, "driveTimeSec": 21060, "departedAt": "07:10", "returnedAt": "17:02"},
        {"routeId": "R-0211-03",
         "driver": {"name": "Marek Nowak", "employeeNo": "E1113"},
         "vehicle": {"reg": "YK73 LPV", "fleetNo": "VN-22", "type": "Ford E-Transit"},
         "stopsPlanned": 45, "stopsCompleted": 44, "stopsFailed": 1, "onTimeStops": 43,
         "distanceKm": 96.7, "driveTimeSec": 15300, "departedAt": "06:55", "returnedAt": "15:20"},
        {"routeId": "R-0211-04",
         "driver": {"name": "Aisha Bello", "employeeNo": "E1065"},
         "vehicle": {"reg": "YJ71 WXB", "fleetNo": "VN-11", "type": "Ford Transit 350"},
         "stopsPlanned": 40, "stopsCompleted": 37, "stopsFailed": 3, "onTimeStops": 29,
         "distanceKm": 163.2, "driveTimeSec": 24780, "departedAt": "07:00", "returnedAt": "18:11"},
    ],
    "failedReasons": [
        {"reason": "CUSTOMER_NOT_HOME", "count": 4},
        {"reason": "ACCESS_ISSUE", "count": 2},
        {"reason": "DAMAGED_IN_TRANSIT", "count": 1},
    ],
    "targets": {"onTimeRate": 0.95, "completionRate": 0.98},
    "previousDay": {"serviceDate": "2025-02-10", "stopsCompleted": 161, "onTimeRate": 0.912},
}

_TEXT_01 = """# Leeds South: end-of-day digest, Tue 11 Feb

**158 of 165 stops delivered (95.8%)**, short of the 98% completion target. On-time performance was **90.5%** against a 95% target, a little worse than yesterday's 91.2%.

| Route | Driver | Delivered | On time | Distance | Back at depot |
|---|---|---|---|---|---|
| R-0211-01 | Priya Shah | 42/42 | 40 | 118 km | 15:48 |
| R-0211-02 | Tom Ellery | 35/38 | 31 | 143 km | 17:02 |
| R-0211-03 | Marek Nowak | 44/45 | 43 | 97 km | 15:20 |
| R-0211-04 | Aisha Bello | 37/40 | 29 | 163 km | 18:11 |

## Worth a look
- **Route 04 is today's problem.** Only **78%** of its deliveries landed on time, it covered the most ground, and Aisha logged **6 h 53 min** of driving. She left at 07:00 and wasn't back until 18:11, a shift of over **11 hours**. Consider moving a few of her stops to Route 03, which was back by 15:20 with time to spare.
- **Seven failed stops** in total: four customers not home, two access problems and one parcel damaged in transit. The damaged parcel needs a claim raised today.
- **Priya Shah had a clean sheet:** every stop delivered, 40 of 42 on time.

**Fleet total:** 521 km driven and just under **22 hours** of drive time.
"""

_CASE_01 = dict(
    id="n2-logistics-01",
    pool=_POOL_01,
    text=_TEXT_01,
    copied=[
        ("11 Feb", None, "serviceDate"),
        ("98%", None, "targets.completionRate"),
        ("95%", "against a 95% target", "targets.onTimeRate"),
        ("91.2%", None, "previousDay.onTimeRate"),
        ("42", "| 42/42 |", "routes[0].stopsCompleted"),
        ("42", "/42 |", "routes[0].stopsPlanned"),
        ("40", "| 40 |", "routes[0].onTimeStops"),
        ("118 km", None, "routes[0].distanceKm"),
        ("15:48", None, "routes[0].returnedAt"),
        ("35", "| 35/38", "routes[1].stopsCompleted"),
        ("38", "/38 |", "routes[1].stopsPlanned"),
        ("31", "| 31 |", "routes[1].onTimeStops"),
        ("143 km", None, "routes[1].distanceKm"),
        ("17:02", None, "routes[1].returnedAt"),
        ("44", "| 44/45", "routes[2].stopsCompleted"),
        ("45", "/45 |", "routes[2].stopsPlanned"),
        ("43", "| 43 |", "routes[2].onTimeStops"),
        ("97 km", None, "routes[2].distanceKm"),
        ("15:20", "| 15:20 |", "routes[2].returnedAt"),
        ("37", "| 37/40", "routes[3].stopsCompleted"),
        ("40", "/40 |", "routes[3].stopsPlanned"),
        ("29", "| 29 |", "routes[3].onTimeStops"),
        ("163 km", None, "routes[3].distanceKm"),
        ("18:11", "| 18:11 |", "routes[3].returnedAt"),
        ("07:00", None, "routes[3].departedAt"),
        ("18:11", "until 18:11", "routes[3].returnedAt"),
        ("15:20", "back by 15:20", "routes[2].returnedAt"),
        ("four", "four customers", "failedReasons[0].count"),
        ("two", "two access", "failedReasons[1].count"),
        ("one", "one parcel", "failedReasons[2].count"),
        ("40", "40 of 42", "routes[0].onTimeStops"),
        ("42", "of 42 on time", "routes[0].stopsCompleted"),
    ],
    derived=[
        ("158", None, "sum", "routes[0..3].stopsCompleted: 42 + 35 + 44 + 37 = 158"),
        ("165", None, "sum", "routes[0..3].stopsPlanned: 42 + 38 + 45 + 40 = 165"),
        ("95.8%", None, "share", "stops completed 158 / planned 165 = 95.8%"),
        ("90.5%", None, "share", "routes[0..3].onTimeStops (40 + 31 + 43 + 29 = 143) / completed 158 = 90.5%"),
        ("78%", None, "share", "routes[3].onTimeStops 29 / stopsCompleted 37 = 78.4%"),
        ("6 h 53 min", None, "duration_format", "routes[3].driveTimeSec 24,780 s = 6 h 53 min"),
        ("11 hours", None, "time_between", "routes[3].departedAt 07:00 to returnedAt 18:11 = 11 h 11 min"),
        ("Seven", None, "sum", "routes[0..3].stopsFailed: 0 + 3 + 1 + 3 = 7"),
        ("521 km", None, "sum", "routes[0..3].distanceKm: 118.4 + 142.9 + 96.7 + 163.2 = 521.2"),
        ("22 hours", None, "sum",
         "routes[0..3].driveTimeSec: 17,820 + 21,060 + 15,300 + 24,780 = 78,960 s = 21.9 h"),
    ],
    note="End-of-day dispatch digest for a parcel depot: four routes in a table, targets vs yesterday, failure reasons.",
)

# --------------------------------------------------------------------------- 02
_POOL_02 = {
    "shipment": {
        "bol": "BOL-2025-004417",
        "carrier": {"name": "NorthStar Reefer Lines", "scac": "NSRL"},
        "equipment": "53ft reefer",
        "trailer": "NSR-53-2210",
        "commodity": "Fresh strawberries (1 lb clamshells)",
        "pallets": 22,
        "gross_weight_kg": 9840,
        "origin": {"name": "Salinas Cooling Co.", "city": "Salinas", "state": "CA"},
        "destination": {"name": "Front Range Grocers DC", "city": "Denver", "state": "CO"},
    },
    "temperature_control": {"setpoint_c": 1.0, "min_allowed_c": 0.0, "max_allowed_c": 4.0},
    "eta": {"original": "2025-07-09T06:00:00-06:00", "current": "2025-07-09T11:30:00-06:00"},
    "events": [
        {"ts": "2025-07-07T14:20:00-07:00", "code": "AF", "desc": "Departed pickup location",
         "location": "Salinas, CA"},
        {"ts": "2025-07-08T03:45:00-07:00", "code": "X6", "desc": "En route",
         "location": "Barstow, CA"},
        {"ts": "2025-07-08T13:10:00-06:00", "code": "SD", "desc": "Shipment delayed: reefer unit alarm",
         "location": "Beaver, UT"},
        {"ts": "2025-07-08T17:40:00-06:00", "code": "X6", "desc": "Repair complete, en route",
         "location": "Beaver, UT"},
    ],
    "logger": {
        "device_id": "TT4-88120-B",
        "interval_min": 15,
        "readings_total": 141,
        "readings_out_of_range": 19,
        "min_c": 0.7,
        "mean_c": 2.3,
        "max_c": 9.6,
        "excursions": [
            {"start": "2025-07-08T12:50:00-06:00", "end": "2025-07-08T17:20:00-06:00",
             "peak_c": 9.6, "peak_at": "2025-07-08T15:05:00-06:00"}
        ],
    },
}

_TEXT_02 = """# 🚨 Temperature excursion: BOL-2025-004417 (strawberries, Salinas → Denver)

**Bottom line:** the load spent **4 h 30 min** above its 4 °C limit yesterday after the reefer unit alarmed near Beaver, UT. It peaked at **9.6 °C (49.3 °F)**, more than twice the allowed maximum. The unit has been repaired and the truck is rolling again, but delivery is now expected at **11:30** instead of 06:00, **5½ hours late**.

## Timeline (Mountain time unless noted)
- **Jul 7, 14:20 PT:** departed Salinas with 22 pallets, 9,840 kg gross
- **Jul 8, 12:50:** trailer temperature rises past 4 °C
- **13:10:** carrier reports a reefer unit alarm at Beaver, UT
- **15:05:** peak of 9.6 °C
- **17:20:** back under 4 °C
- **17:40:** repair complete, truck moving again

## Logger data
19 of 141 readings (about 13%) were out of range. Across the whole trip the load averaged 2.3 °C against a 1 °C setpoint, with a low of 0.7 °C, so the problem is confined to that afternoon.

## What to do now
1. **Warn Front Range Grocers DC receiving** before arrival and ask for pulp temperatures on a sample of pallets.
2. **Download the full logger file** (device TT4-88120-B) for the claim.
3. **Open a claim with NorthStar Reefer Lines:** the alarm-to-repair window points to equipment failure, not loading.
4. Line up replacement stock in case QA rejects the load.
"""

_CASE_02 = dict(
    id="n2-logistics-02",
    pool=_POOL_02,
    text=_TEXT_02,
    copied=[
        ("4 °C", "its 4 °C limit", "temperature_control.max_allowed_c"),
        ("9.6 °C", "peaked at **9.6 °C", "logger.excursions[0].peak_c"),
        ("11:30", None, "eta.current"),
        ("06:00", None, "eta.original"),
        ("Jul 7", None, "events[0].ts"),
        ("14:20", None, "events[0].ts"),
        ("22", "22 pallets", "shipment.pallets"),
        ("9,840 kg", None, "shipment.gross_weight_kg"),
        ("Jul 8", None, "logger.excursions[0].start"),
        ("12:50", None, "logger.excursions[0].start"),
        ("4 °C", "past 4 °C", "temperature_control.max_allowed_c"),
        ("13:10", None, "events[2].ts"),
        ("15:05", None, "logger.excursions[0].peak_at"),
        ("9.6 °C", "peak of 9.6 °C", "logger.excursions[0].peak_c"),
        ("17:20", None, "logger.excursions[0].end"),
        ("4 °C", "under 4 °C", "temperature_control.max_allowed_c"),
        ("17:40", None, "events[3].ts"),
        ("19", "19 of 141", "logger.readings_out_of_range"),
        ("141", None, "logger.readings_total"),
        ("2.3 °C", None, "logger.mean_c"),
        ("1 °C", "a 1 °C setpoint", "temperature_control.setpoint_c"),
        ("0.7 °C", None, "logger.min_c"),
    ],
    derived=[
        ("4 h 30 min", None, "time_between",
         "logger.excursions[0].start 12:50 to end 17:20 = 4 h 30 min"),
        ("49.3 °F", None, "conversion", "logger.excursions[0].peak_c 9.6 °C x 9/5 + 32 = 49.28 °F"),
        ("twice", None, "ratio",
         "logger.excursions[0].peak_c 9.6 / temperature_control.max_allowed_c 4.0 = 2.4"),
        ("5½ hours", None, "time_between", "eta.original 06:00 to eta.current 11:30 = 5 h 30 min"),
        ("13%", None, "share", "logger.readings_out_of_range 19 / readings_total 141 = 13.5%"),
    ],
    note="Cold-chain alert: reefer excursion on a produce load, timeline from carrier events and a logger summary, revised ETA.",
)

# --------------------------------------------------------------------------- 03
_POOL_03 = {
    "data": [
        {"vehicle": {"id": "281474977075012", "name": "TRK-104",
                     "externalIds": {"samsara.vin": "YV2RT40A8KB912345"}},
         "distanceTraveledMeters": 3184200, "fuelConsumedMl": 1019000,
         "engineRunTimeDurationMs": 158400000, "engineIdleTimeDurationMs": 21960000,
         "odometerMeters": 412884000, "nextServiceDueMeters": 425000000, "faultCodes": []},
        {"vehicle": {"id": "281474977075019", "name": "TRK-107",
                     "externalIds": {"samsara.vin": "YV2RT40A1KB913077"}},
         "distanceTraveledMeters": 2905600, "fuelConsumedMl": 958900,
         "engineRunTimeDurationMs": 145800000, "engineIdleTimeDurationMs": 32040000,
         "odometerMeters": 388120500, "nextServiceDueMeters": 400000000, "faultCodes": []},
        {"vehicle": {"id": "281474977075031", "name": "TRK-112",
                     "externalIds": {"samsara.vin": "YV2RT40A5JB887410"}},
         "distanceTraveledMeters": 3402800, "fuelConsumedMl": 1041300,
         "engineRunTimeDurationMs": 166320000, "engineIdleTimeDurationMs": 15840000,
         "odometerMeters": 598210000, "nextServiceDueMeters": 600000000, "faultCodes": []},
        {"vehicle": {"id": "281474977075044", "name": "TRK-115",
                     "externalIds": {"samsara.vin": "YV2RT40A3LB920562"}},
         "distanceTraveledMeters": 1128400, "fuelConsumedMl": 412000,
         "engineRunTimeDurationMs": 79200000, "engineIdleTimeDurationMs": 27720000,
         "odometerMeters": 271455300, "nextServiceDueMeters": 280000000,
         "faultCodes": [{"spn": 3226, "fmi": 2, "description": "Aftertreatment 1 Outlet NOx Sensor",
                         "firstSeenTime": "2025-09-18T06:42:11+02:00", "active": True}]},
        {"vehicle": {"id": "281474977075058", "name": "TRK-120",
                     "externalIds": {"samsara.vin": "YV2RT40A9NB934118"}},
         "distanceTraveledMeters": 2760000, "fuelConsumedMl": 872200,
         "engineRunTimeDurationMs": 140400000, "engineIdleTimeDurationMs": 18720000,
         "odometerMeters": 144902800, "nextServiceDueMeters": 160000000, "faultCodes": []},
    ],
    "pagination": {"endCursor": "", "hasNextPage": False},
    "requestStartTime": "2025-09-15T00:00:00+02:00",
    "requestEndTime": "2025-09-21T23:59:59+02:00",
    "previousWeek": {"distanceTraveledMeters": 14106500, "fuelConsumedMl": 4471800},
}

_TEXT_03 = """## Fleet week in review: 15–21 Sep

Your five trucks covered **13,381 km** this week, **5.1% less** than last week's 14,107 km, and used **4,303 L** of diesel. Fuel economy slipped a little, to **32.2 L/100 km** from 31.7.

| Truck | Distance | Fuel | L/100 km | Idle share |
|---|---|---|---|---|
| TRK-104 | 3,184 km | 1,019 L | 32.0 | 14% |
| TRK-107 | 2,906 km | 959 L | 33.0 | 22% |
| TRK-112 | 3,403 km | 1,041 L | 30.6 | 10% |
| TRK-115 | 1,128 km | 412 L | 36.5 | 35% |
| TRK-120 | 2,760 km | 872 L | 31.6 | 13% |

### Needs attention
- **TRK-115 has an active NOx sensor fault** (aftertreatment outlet), first logged **Thu 18 Sep at 06:42**. It covered less than half the distance of any other truck and idled for **7.7 hours** out of 22 hours of engine time. Get it into the workshop before the fault triggers a derate.
- **TRK-112 is due for service in about 1,790 km.** At roughly 3,400 km a week it will get there early next week, so book the slot now.
- **TRK-107 idled 8.9 hours** (22% of engine time), the most idle time of any truck this week. Worth a word with the driver about idling at loading docks.

### Good news
TRK-112 was the most efficient truck at 30.6 L/100 km while covering the longest distance, and fleet-wide idling came to **17%** of engine hours.
"""

_CASE_03 = dict(
    id="n2-logistics-03",
    pool=_POOL_03,
    text=_TEXT_03,
    copied=[
        ("15", "15–21 Sep", "requestStartTime"),
        ("21 Sep", None, "requestEndTime"),
        ("14,107 km", None, "previousWeek.distanceTraveledMeters"),
        ("3,184 km", None, "data[0].distanceTraveledMeters"),
        ("1,019 L", None, "data[0].fuelConsumedMl"),
        ("2,906 km", None, "data[1].distanceTraveledMeters"),
        ("959 L", None, "data[1].fuelConsumedMl"),
        ("3,403 km", None, "data[2].distanceTraveledMeters"),
        ("1,041 L", None, "data[2].fuelConsumedMl"),
        ("1,128 km", None, "data[3].distanceTraveledMeters"),
        ("412 L", None, "data[3].fuelConsumedMl"),
        ("2,760 km", None, "data[4].distanceTraveledMeters"),
        ("872 L", None, "data[4].fuelConsumedMl"),
        ("18 Sep", None, "data[3].faultCodes[0].firstSeenTime"),
        ("06:42", None, "data[3].faultCodes[0].firstSeenTime"),
        ("3,400 km", None, "data[2].distanceTraveledMeters"),
    ],
    derived=[
        ("five", "five trucks", "count", "data: 5 vehicles"),
        ("13,381 km", None, "sum",
         "data[0..4].distanceTraveledMeters: 3,184,200 + 2,905,600 + 3,402,800 + 1,128,400 + 2,760,000 = 13,381,000 m"),
        ("5.1%", None, "percent_change",
         "13,381.0 km vs previousWeek.distanceTraveledMeters 14,106.5 km = -5.1%"),
        ("4,303 L", None, "sum",
         "data[0..4].fuelConsumedMl: 1,019,000 + 958,900 + 1,041,300 + 412,000 + 872,200 = 4,303,400 ml"),
        ("32.2 L/100 km", None, "ratio", "4,303.4 L / 13,381.0 km x 100 = 32.16"),
        ("31.7", "from 31.7", "ratio",
         "previousWeek.fuelConsumedMl 4,471.8 L / distanceTraveledMeters 14,106.5 km x 100 = 31.70"),
        ("32.0", "| 32.0 |", "ratio", "data[0] 1,019.0 L / 3,184.2 km x 100 = 32.00"),
        ("14%", "| 14% |", "share", "data[0].engineIdleTimeDurationMs 21,960,000 / engineRunTimeDurationMs 158,400,000 = 13.9%"),
        ("33.0", "| 33.0 |", "ratio", "data[1] 958.9 L / 2,905.6 km x 100 = 33.00"),
        ("22%", "| 22% |", "share", "data[1].engineIdleTimeDurationMs 32,040,000 / engineRunTimeDurationMs 145,800,000 = 22.0%"),
        ("30.6", "| 30.6 |", "ratio", "data[2] 1,041.3 L / 3,402.8 km x 100 = 30.60"),
        ("10%", "| 10% |", "share", "data[2].engineIdleTimeDurationMs 15,840,000 / engineRunTimeDurationMs 166,320,000 = 9.5%"),
        ("36.5", "| 36.5 |", "ratio", "data[3] 412.0 L / 1,128.4 km x 100 = 36.51"),
        ("35%", "| 35% |", "share", "data[3].engineIdleTimeDurationMs 27,720,000 / engineRunTimeDurationMs 79,200,000 = 35.0%"),
        ("31.6", "| 31.6 |", "ratio", "data[4] 872.2 L / 2,760.0 km x 100 = 31.60"),
        ("13%", "| 13% |", "share", "data[4].engineIdleTimeDurationMs 18,720,000 / engineRunTimeDurationMs 140,400,000 = 13.3%"),
        ("half", "less than half", "ratio",
         "data[3] 1,128.4 km / data[4] 2,760.0 km (next lowest) = 0.41"),
        ("7.7 hours", None, "conversion", "data[3].engineIdleTimeDurationMs 27,720,000 ms = 7.7 h"),
        ("22 hours", None, "conversion", "data[3].engineRunTimeDurationMs 79,200,000 ms = 22.0 h"),
        ("1,790 km", None, "difference",
         "data[2].nextServiceDueMeters 600,000,000 - odometerMeters 598,210,000 = 1,790,000 m"),
        ("8.9 hours", None, "conversion", "data[1].engineIdleTimeDurationMs 32,040,000 ms = 8.9 h"),
        ("22%", "(22% of", "share", "data[1] idle 32,040,000 / run 145,800,000 = 22.0%"),
        ("30.6", "at 30.6 L/100 km", "ratio", "data[2] 1,041.3 L / 3,402.8 km x 100 = 30.60"),
        ("17%", "**17%**", "share",
         "sum engineIdleTimeDurationMs 116,280,000 / sum engineRunTimeDurationMs 690,120,000 = 16.8%"),
    ],
    note="Weekly fleet recap from a telematics fuel/energy report in meters, millilitres and milliseconds; a fault, a service due, idling.",
)

# --------------------------------------------------------------------------- 04
_POOL_04 = {
    "report": {"id": "rpt_cs_2025q2_7f3a", "name": "Carrier scorecard",
               "generated_at": "2025-07-03T09:12:44+01:00"},
    "merchant": "Wildbloom Teas Ltd",
    "period": {"from": "2025-04-01", "to": "2025-06-30", "label": "Q2 2025"},
    "currency": "GBP",
    "amounts_in": "thousands",
    "carriers": [
        {"carrier": "Royal Mail", "service": "Tracked 48", "shipments": 18420, "spend": 71.9,
         "avg_cost_per_parcel": 3.90, "on_time_pct": 93.2, "prev_on_time_pct": 95.8,
         "avg_transit_days": 2.6, "lost_or_damaged": 41, "claims_credited": -0.48},
        {"carrier": "DPD", "service": "Next Day", "shipments": 9875, "spend": 58.3,
         "avg_cost_per_parcel": 5.90, "on_time_pct": 97.9, "prev_on_time_pct": 97.4,
         "avg_transit_days": 1.1, "lost_or_damaged": 9, "claims_credited": -0.21},
        {"carrier": "Evri", "service": "Standard", "shipments": 12640, "spend": 37.7,
         "avg_cost_per_parcel": 2.98, "on_time_pct": 88.4, "prev_on_time_pct": 90.1,
         "avg_transit_days": 3.4, "lost_or_damaged": 87, "claims_credited": -0.62},
    ],
    "totals": {"shipments": 40935, "spend": 167.9},
}

_TEXT_04 = """## Q2 carrier scorecard: is Evri still worth it?

**Short version:** Evri is still your cheapest carrier by a wide margin, but its reliability has slipped far enough that the savings are starting to cost you in customer experience. I'd move higher-value orders to Royal Mail and keep Evri for low-value parcels.

| Carrier | Parcels | Spend | Cost/parcel | On time | Lost/damaged |
|---|---|---|---|---|---|
| Royal Mail Tracked 48 | 18,420 | £71.9K | £3.90 | 93.2% | 0.22% |
| DPD Next Day | 9,875 | £58.3K | £5.90 | 97.9% | 0.09% |
| Evri Standard | 12,640 | £37.7K | £2.98 | 88.4% | 0.69% |

### What the numbers say
- **Evri carried 31% of your parcels for 22% of the spend.** It's **£0.92 cheaper** per parcel than Royal Mail and about half the price of DPD.
- **But 87 Evri parcels were lost or damaged**, a rate about **3 times** Royal Mail's and more than **7 times** DPD's. Evri credited back just **£620** against those.
- **Evri's on-time rate fell 1.7 points** to 88.4%, and parcels take **3.4 days** on average versus 2.6 with Royal Mail.
- Royal Mail slipped too, from 95.8% to 93.2% on time. DPD was the only carrier to improve, edging up to 97.9%.

### Cost of switching
Moving all 12,640 Evri parcels to Royal Mail would have cost roughly **£11,600** more this quarter, on total carrier spend of **£167.9K**. Moving only the higher-value orders gets most of the reliability benefit for a fraction of that.
"""

_CASE_04 = dict(
    id="n2-logistics-04",
    pool=_POOL_04,
    text=_TEXT_04,
    copied=[
        ("18,420", None, "carriers[0].shipments"),
        ("£71.9K", None, "carriers[0].spend"),
        ("£3.90", None, "carriers[0].avg_cost_per_parcel"),
        ("93.2%", "| 93.2% |", "carriers[0].on_time_pct"),
        ("9,875", None, "carriers[1].shipments"),
        ("£58.3K", None, "carriers[1].spend"),
        ("£5.90", None, "carriers[1].avg_cost_per_parcel"),
        ("97.9%", "| 97.9% |", "carriers[1].on_time_pct"),
        ("12,640", "| 12,640 |", "carriers[2].shipments"),
        ("£37.7K", None, "carriers[2].spend"),
        ("£2.98", None, "carriers[2].avg_cost_per_parcel"),
        ("88.4%", "| 88.4% |", "carriers[2].on_time_pct"),
        ("87", "87 Evri", "carriers[2].lost_or_damaged"),
        ("£620", None, "carriers[2].claims_credited"),
        ("88.4%", "to 88.4%", "carriers[2].on_time_pct"),
        ("3.4 days", None, "carriers[2].avg_transit_days"),
        ("2.6", "versus 2.6", "carriers[0].avg_transit_days"),
        ("95.8%", None, "carriers[0].prev_on_time_pct"),
        ("93.2%", "to 93.2% on time", "carriers[0].on_time_pct"),
        ("97.9%", "up to 97.9%", "carriers[1].on_time_pct"),
        ("12,640", "all 12,640", "carriers[2].shipments"),
        ("£167.9K", None, "totals.spend"),
    ],
    derived=[
        ("0.22%", None, "share", "carriers[0].lost_or_damaged 41 / shipments 18,420 = 0.223%"),
        ("0.09%", None, "share", "carriers[1].lost_or_damaged 9 / shipments 9,875 = 0.091%"),
        ("0.69%", None, "share", "carriers[2].lost_or_damaged 87 / shipments 12,640 = 0.688%"),
        ("31%", None, "share", "carriers[2].shipments 12,640 / totals.shipments 40,935 = 30.9%"),
        ("22%", None, "share", "carriers[2].spend 37.7 / totals.spend 167.9 = 22.5%"),
        ("£0.92", None, "difference",
         "carriers[0].avg_cost_per_parcel 3.90 - carriers[2].avg_cost_per_parcel 2.98 = 0.92"),
        ("half", "about half", "ratio",
         "carriers[2].avg_cost_per_parcel 2.98 / carriers[1].avg_cost_per_parcel 5.90 = 0.51"),
        ("3 times", None, "ratio", "Evri loss rate 0.688% / Royal Mail 0.223% = 3.1"),
        ("7 times", None, "ratio", "Evri loss rate 0.688% / DPD 0.091% = 7.6"),
        ("1.7 points", None, "difference",
         "carriers[2].prev_on_time_pct 90.1 - carriers[2].on_time_pct 88.4 = 1.7"),
        ("£11,600", None, "other",
         "carriers[2].shipments 12,640 x cost gap (3.90 - 2.98 = 0.92) = 11,629"),
    ],
    note="Quarterly carrier comparison for a small e-commerce shipper; spend in thousands, per-parcel costs in pounds; recommendation.",
)

CASES = [_CASE_01, _CASE_02, _CASE_03, _CASE_04]

FLAWS = {
    "n2-logistics-01": [
        ("**158 of 165 stops delivered", "**161 of 165 stops delivered", "161",
         "stale value", "yesterday's completed stops (161) given for today's 158",
         "previousDay.stopsCompleted"),
        ("wasn't back until 18:11", "wasn't back until 17:02", "17:02",
         "wrong time", "Route 04 returned at 18:11; 17:02 is Route 02's return time"),
        ("four customers not home", "five customers not home", "five",
         "wrong value", "failedReasons: 4 customers not home"),
    ],
    "n2-logistics-02": [
        ("9,840 kg gross", "9,840 lb gross", "9,840 lb",
         "unit confusion", "gross_weight_kg 9,840 written as pounds"),
        ("- **15:05:** peak", "- **14:05:** peak", "14:05",
         "wrong time", "peak_at is 15:05 Mountain time (-06:00); 14:05 is the Pacific clock time"),
        ("**5½ hours late**", "**4½ hours late**", "4½ hours",
         "wrong value", "ETA moved from 06:00 to 11:30, 5½ hours"),
    ],
    "n2-logistics-03": [
        ("**5.1% less** than last week's", "**5.1% more** than last week's", "5.1%",
         "direction flip", "distance fell from 14,107 km to 13,381 km, written as more"),
        ("**Thu 18 Sep at 06:42**", "**Wed 17 Sep at 06:42**", "17 Sep",
         "wrong date", "fault firstSeenTime is 2025-09-18"),
        ("**TRK-107 idled 8.9 hours**", "**TRK-107 idled 7.7 hours**", "7.7 hours",
         "neighbour value", "TRK-115's idle time (7.7 h) given for TRK-107 (8.9 h)",
         "data[3].engineIdleTimeDurationMs"),
    ],
    "n2-logistics-04": [
        ("| £71.9K |", "| £71.9M |", "£71.9M",
         "unit confusion", "spend is in thousands (£71.9K), written as millions"),
        ("fell 1.7 points** to 88.4%", "fell 1.7 points** to 90.1%", "90.1%",
         "stale value", "Evri's previous-quarter on-time rate given as the current one",
         "carriers[2].prev_on_time_pct"),
        ("| 88.4% | 0.69% |", "| 88.4% | 0.6% |", "0.6%",
         "near-miss rounding", "Evri lost/damaged rate 87 / 12,640 = 0.69%, truncated to 0.6%"),
    ],
}

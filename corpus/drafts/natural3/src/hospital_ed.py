"""Hospital emergency department: an operations-dashboard snapshot, a FHIR-style
encounter summary and a weekly throughput report, as ED systems export them."""

DOMAIN = "hospital_ed"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01: live ED operations dashboard snapshot
# ---------------------------------------------------------------------------

_POOL_01 = {
    "facility": {
        "id": "ED-MGH-01",
        "name": "Mercy General Hospital - Emergency Department",
        "timezone": "America/Chicago",
        "trauma_level": "II",
    },
    "snapshot_at": "2024-11-18T14:30:00-06:00",
    "refresh_interval_s": 300,
    "status": {
        "diversion": False,
        "diversion_since": None,
        "surge_level": "yellow",
        "surge_level_changed_at": "2024-11-18T11:05:00-06:00",
    },
    "census": {
        "total_in_department": 62,
        "waiting_room": 17,
        "in_treatment": 33,
        "boarding_admitted": 12,
        "boarding_longest_min": 614,
        "boarding_median_min": 287,
    },
    "beds": {
        "licensed": 44,
        "staffed": 40,
        "occupied": 38,
        "hallway_in_use": 5,
        "blocked_for_cleaning": 2,
    },
    "arrivals": {
        "window": "today_since_midnight",
        "count": 131,
        "ambulance": 29,
        "walk_in": 102,
        "same_time_yesterday": 112,
        "same_time_last_week": 124,
    },
    "throughput": {
        "door_to_triage_median_min": 9,
        "door_to_provider_median_min": 47,
        "door_to_provider_p90_min": 118,
        "los_discharged_median_min": 236,
        "los_admitted_median_min": 512,
        "lwbs_count": 6,
        "lwbs_rate": 0.0458,
        "lwbs_rate_prior_7d": 0.0291,
    },
    "acuity": [
        {"esi": 1, "label": "Resuscitation", "waiting": 0, "in_treatment": 1, "median_wait_min": 0},
        {"esi": 2, "label": "Emergent", "waiting": 2, "in_treatment": 9, "median_wait_min": 14},
        {"esi": 3, "label": "Urgent", "waiting": 9, "in_treatment": 16, "median_wait_min": 63},
        {"esi": 4, "label": "Less urgent", "waiting": 5, "in_treatment": 6, "median_wait_min": 88},
        {"esi": 5, "label": "Non-urgent", "waiting": 1, "in_treatment": 1, "median_wait_min": 71},
    ],
    "staffing": {
        "attending_on": 5,
        "app_on": 3,
        "rn_on": 21,
        "rn_target": 24,
        "next_shift_change": "2024-11-18T19:00:00-06:00",
    },
    "alerts": [
        {
            "code": "BOARD-8H",
            "severity": "high",
            "message": "Admitted patient boarding > 8 hours",
            "raised_at": "2024-11-18T09:40:00-06:00",
            "acknowledged_by": "charge_rn_kpatel",
        },
        {
            "code": "LWBS-TREND",
            "severity": "medium",
            "message": "LWBS rate above 7-day baseline",
            "raised_at": "2024-11-18T13:15:00-06:00",
            "acknowledged_by": None,
        },
    ],
}

_TEXT_01 = """**Short answer: yes, it's noticeably busier than this time yesterday.** Here's the picture from the 14:30 snapshot on Nov 18:

- **62 patients in the department**: 17 in the waiting room, 33 in treatment and 12 admitted patients boarding while they wait for an inpatient bed.
- **Arrivals since midnight: 131**, against 112 at the same point yesterday. That's 19 more, or roughly 17% up. It's also ahead of the same time last week (124).
- **Beds are essentially full**: 38 of 40 staffed beds are occupied (95%), and 5 hallway spaces are in use on top of that.
- **Waits**: median door-to-provider is 47 minutes, but the slow tail is much worse: 118 minutes at the 90th percentile, close to two hours.
- **Left without being seen**: 6 patients so far, a rate of 4.6% versus 2.9% over the prior 7 days, so up about 1.7 percentage points.

**Where the queue is**

Most of the waiting room is ESI 3 (urgent): 9 of the 17 waiting, with a median wait of 63 minutes. ESI 2 looks under control (2 waiting, median 14 minutes) and nobody is waiting at ESI 1.

**Why it's sticking**

Boarding is the main drag. The longest boarder has been in the department 614 minutes, about 10 h 14 min, and the BOARD-8H alert has been up since 09:40. Surge level went to yellow at 11:05. Nursing is also short: 21 RNs on against a target of 24, so 3 down, with the next shift change at 19:00.

The department is not on diversion at the moment."""

# ---------------------------------------------------------------------------
# 02: FHIR-style Encounter summary for one ED visit
# ---------------------------------------------------------------------------

_POOL_02 = {
    "resourceType": "Encounter",
    "id": "enc-7f3a91c2",
    "status": "finished",
    "class": {
        "system": "http://terminology.hl7.org/CodeSystem/v3-ActCode",
        "code": "EMER",
        "display": "emergency",
    },
    "subject": {"reference": "Patient/pt-20418", "display": "Dolores M. Achterberg"},
    "period": {"start": "2024-10-03T21:47:00-04:00", "end": "2024-10-04T04:12:00-04:00"},
    "length": {"value": 385, "unit": "min"},
    "priority": {
        "coding": [
            {"system": "urn:oid:2.16.840.1.113883.6.238.esi", "code": "2", "display": "ESI level 2 - Emergent"}
        ]
    },
    "reasonCode": [
        {
            "coding": [{"system": "http://snomed.info/sct", "code": "29857009", "display": "Chest pain"}],
            "text": "Chest pain, onset about 2h before arrival",
        }
    ],
    "hospitalization": {
        "admitSource": {"coding": [{"code": "amb", "display": "Ambulance"}]},
        "dischargeDisposition": {"coding": [{"code": "home", "display": "Home"}]},
    },
    "participant": [
        {"type": "ATND", "individual": {"display": "Dr. Samuel Okafor, MD"}, "period": {"start": "2024-10-03T22:09:00-04:00"}},
    ],
    "extension": {
        "milestones": {
            "triage_at": "2024-10-03T21:52:00-04:00",
            "first_ecg_at": "2024-10-03T21:55:00-04:00",
            "provider_seen_at": "2024-10-03T22:09:00-04:00",
            "disposition_decided_at": "2024-10-04T03:26:00-04:00",
            "departed_at": "2024-10-04T04:12:00-04:00",
        }
    },
    "observations": [
        {"code": "8867-4", "display": "Heart rate", "valueQuantity": {"value": 104, "unit": "/min"}, "effectiveDateTime": "2024-10-03T21:52:00-04:00"},
        {
            "code": "85354-9",
            "display": "Blood pressure panel",
            "component": [
                {"code": "8480-6", "display": "Systolic", "valueQuantity": {"value": 148, "unit": "mm[Hg]"}},
                {"code": "8462-4", "display": "Diastolic", "valueQuantity": {"value": 92, "unit": "mm[Hg]"}},
            ],
            "effectiveDateTime": "2024-10-03T21:52:00-04:00",
        },
        {"code": "59408-5", "display": "SpO2", "valueQuantity": {"value": 96, "unit": "%"}, "effectiveDateTime": "2024-10-03T21:52:00-04:00"},
        {"code": "89579-7", "display": "Troponin I hs", "valueQuantity": {"value": 4, "unit": "ng/L"}, "referenceRange": {"high": 17}, "effectiveDateTime": "2024-10-03T22:20:00-04:00"},
        {"code": "89579-7", "display": "Troponin I hs", "valueQuantity": {"value": 5, "unit": "ng/L"}, "referenceRange": {"high": 17}, "effectiveDateTime": "2024-10-04T01:25:00-04:00"},
    ],
    "medicationAdministration": [
        {"medication": "Aspirin chewable", "dose": {"value": 324, "unit": "mg"}, "route": "PO", "effectiveDateTime": "2024-10-03T21:58:00-04:00"},
        {"medication": "Nitroglycerin spray", "dose": {"value": 0.4, "unit": "mg"}, "route": "SL", "effectiveDateTime": "2024-10-03T22:15:00-04:00"},
    ],
    "diagnosis": [
        {"condition": {"code": "R07.9", "display": "Chest pain, unspecified"}, "use": "discharge", "rank": 1}
    ],
}

_TEXT_02 = """Here's how your mum's visit went, start to finish. She arrived on the evening of Oct 3; all times are local (Eastern).

| Step | Time | Since arrival |
|---|---|---|
| Arrived by ambulance | 21:47 | - |
| Triage (ESI 2, emergent) | 21:52 | 5 min |
| First ECG | 21:55 | 8 min |
| Seen by a doctor | 22:09 | 22 min |
| Decision to discharge | 03:26 | 5 h 39 min |
| Left the department | 04:12 | 6 h 25 min |

**What they were checking for**

She came in with chest pain, so the workup was about ruling out a heart attack:

- **Aspirin 324 mg** was given at 21:58, and nitroglycerin spray 0.4 mg at 22:15.
- **Two high-sensitivity troponin tests**: 4 ng/L at 22:20 and 5 ng/L at 01:25. They were about 3 hours apart and the level barely moved (up by 1 ng/L), which is the pattern doctors look for before sending someone home.
- Her heart rate was a bit fast on arrival (104) and her blood pressure was up at 148 over 92; oxygen saturation was 96%.

**How long it took**

The whole stay was **385 minutes, roughly 6.4 hours**. Most of that was waiting between the two troponin draws and then for the discharge decision; after the decision at 03:26 it took another 46 minutes to get her out the door.

The final diagnosis was recorded as **chest pain, unspecified** (R07.9), and she went home on Oct 4. If her discharge papers mention a cardiology follow-up, that's worth booking soon."""

# ---------------------------------------------------------------------------
# 03: weekly ED throughput report
# ---------------------------------------------------------------------------

_POOL_03 = {
    "report": {
        "id": "EDTP-2024-W36",
        "facility": "St. Aidan's Regional Medical Center - ED",
        "period_start": "2024-09-02",
        "period_end": "2024-09-08",
        "generated_at": "2024-09-09T06:15:00Z",
    },
    "days": [
        {"date": "2024-09-02", "visits": 212, "admitted": 41, "admit_rate": 0.1934, "lwbs": 9, "lwbs_rate": 0.0425, "median_los_min": 298, "median_door_to_provider_min": 41},
        {"date": "2024-09-03", "visits": 241, "admitted": 52, "admit_rate": 0.2158, "lwbs": 14, "lwbs_rate": 0.0581, "median_los_min": 331, "median_door_to_provider_min": 52},
        {"date": "2024-09-04", "visits": 198, "admitted": 45, "admit_rate": 0.2273, "lwbs": 4, "lwbs_rate": 0.0202, "median_los_min": 262, "median_door_to_provider_min": 28},
        {"date": "2024-09-05", "visits": 205, "admitted": 47, "admit_rate": 0.2293, "lwbs": 6, "lwbs_rate": 0.0293, "median_los_min": 271, "median_door_to_provider_min": 33},
        {"date": "2024-09-06", "visits": 219, "admitted": 44, "admit_rate": 0.2009, "lwbs": 7, "lwbs_rate": 0.032, "median_los_min": 284, "median_door_to_provider_min": 36},
        {"date": "2024-09-07", "visits": 187, "admitted": 36, "admit_rate": 0.1925, "lwbs": 3, "lwbs_rate": 0.016, "median_los_min": 246, "median_door_to_provider_min": 25},
        {"date": "2024-09-08", "visits": 176, "admitted": 33, "admit_rate": 0.1875, "lwbs": 2, "lwbs_rate": 0.0114, "median_los_min": 239, "median_door_to_provider_min": 22},
    ],
    "totals": {
        "visits": 1438,
        "admitted": 298,
        "admit_rate": 0.2072,
        "lwbs": 45,
        "lwbs_rate": 0.0313,
        "median_los_min": 274,
        "median_door_to_provider_min": 34,
    },
    "prior_week": {
        "visits": 1362,
        "admit_rate": 0.2115,
        "lwbs": 34,
        "lwbs_rate": 0.0247,
        "median_los_min": 268,
        "median_door_to_provider_min": 31,
    },
    "targets": {"lwbs_rate_max": 0.02, "door_to_provider_median_max_min": 30, "los_discharged_median_max_min": 240},
}

_TEXT_03 = """**Tuesday, Sep 3, was the roughest day of the week**, and it wasn't close. Here's the daily breakdown from the report:

| Day | Visits | LWBS | Median LOS (min) |
|---|---|---|---|
| Mon Sep 2 | 212 | 9 | 298 |
| Tue Sep 3 | 241 | 14 | 331 |
| Wed Sep 4 | 198 | 4 | 262 |
| Thu Sep 5 | 205 | 6 | 271 |
| Fri Sep 6 | 219 | 7 | 284 |
| Sat Sep 7 | 187 | 3 | 246 |
| Sun Sep 8 | 176 | 2 | 239 |

**Why Tuesday stands out**

- Highest volume: 241 visits, about 17% of the whole week on a single day (the day after the holiday weekend, which is a familiar pattern).
- 14 patients left without being seen, a rate of 5.8%, about 2.9 times the 2% target. That one day accounts for roughly 31% of the week's 45 walkouts.
- Median length of stay hit 331 minutes, around 5.5 hours, and median door-to-provider was 52 minutes against a 30-minute target.

**The week against the week before**

- Visits: 1,438 versus 1,362, up 76, or about 5.6%.
- LWBS rate: 3.1% versus 2.5%, up about 0.7 percentage points, and still over target.
- The week's median length of stay was 274 minutes.

The weekend was much calmer: Sunday had the fewest visits (176), just 2 walkouts and the shortest median stay (239 minutes). If you're looking at where to add coverage, the Monday-Tuesday stretch after a long weekend is the obvious candidate."""

CASES = [
    dict(
        id="n3-hospital_ed-01",
        pool=_POOL_01,
        text=_TEXT_01,
        copied=[
            ("14:30", None, "snapshot_at"),
            ("Nov 18", None, "snapshot_at"),
            ("62", None, "census.total_in_department"),
            ("17", "17 in the waiting room", "census.waiting_room"),
            ("33", None, "census.in_treatment"),
            ("12", "12 admitted", "census.boarding_admitted"),
            ("131", None, "arrivals.count"),
            ("112", None, "arrivals.same_time_yesterday"),
            ("124", None, "arrivals.same_time_last_week"),
            ("38", None, "beds.occupied"),
            ("40", "of 40 staffed", "beds.staffed"),
            ("5", "5 hallway", "beds.hallway_in_use"),
            ("47 minutes", None, "throughput.door_to_provider_median_min"),
            ("118 minutes", None, "throughput.door_to_provider_p90_min"),
            ("6", "6 patients so far", "throughput.lwbs_count"),
            ("4.6%", None, "throughput.lwbs_rate"),
            ("2.9%", None, "throughput.lwbs_rate_prior_7d"),
            ("9", "9 of the 17", "acuity[2].waiting"),
            ("17", "of the 17 waiting", "census.waiting_room"),
            ("63 minutes", None, "acuity[2].median_wait_min"),
            ("2", "2 waiting", "acuity[1].waiting"),
            ("14 minutes", "median 14 minutes", "acuity[1].median_wait_min"),
            ("614 minutes", None, "census.boarding_longest_min"),
            ("09:40", None, "alerts[0].raised_at"),
            ("11:05", None, "status.surge_level_changed_at"),
            ("21", "21 RNs", "staffing.rn_on"),
            ("24", "target of 24", "staffing.rn_target"),
            ("19:00", None, "staffing.next_shift_change"),
        ],
        derived=[
            ("19", "19 more", "difference", "arrivals.count (131) - arrivals.same_time_yesterday (112) = 19"),
            ("17%", None, "percent_change", "(arrivals.count (131) - arrivals.same_time_yesterday (112)) / 112 = +17.0%"),
            ("95%", None, "share", "beds.occupied (38) / beds.staffed (40) = 95%"),
            ("two hours", None, "conversion", "throughput.door_to_provider_p90_min (118) / 60 = 1.97 h, close to two hours"),
            ("1.7", "about 1.7 percentage", "difference", "throughput.lwbs_rate (0.0458) - throughput.lwbs_rate_prior_7d (0.0291) = 0.0167 = 1.7 points"),
            ("10 h 14 min", None, "duration_format", "census.boarding_longest_min (614 min) = 10 h 14 min"),
            ("3", "so 3 down", "difference", "staffing.rn_target (24) - staffing.rn_on (21) = 3"),
        ],
        note="Live ED dashboard: user asks whether the department is busier than yesterday; census, arrivals vs yesterday and last week, beds, waits, LWBS, acuity queue, boarding and staffing.",
    ),
    dict(
        id="n3-hospital_ed-02",
        pool=_POOL_02,
        text=_TEXT_02,
        copied=[
            ("Oct 3", None, "period.start"),
            ("21:47", None, "period.start"),
            ("21:52", None, "extension.milestones.triage_at"),
            ("21:55", None, "extension.milestones.first_ecg_at"),
            ("22:09", None, "extension.milestones.provider_seen_at"),
            ("03:26", "| 03:26 |", "extension.milestones.disposition_decided_at"),
            ("04:12", None, "extension.milestones.departed_at"),
            ("324 mg", None, "medicationAdministration[0].dose.value"),
            ("21:58", None, "medicationAdministration[0].effectiveDateTime"),
            ("0.4 mg", None, "medicationAdministration[1].dose.value"),
            ("22:15", None, "medicationAdministration[1].effectiveDateTime"),
            ("4 ng/L", None, "observations[3].valueQuantity.value"),
            ("22:20", None, "observations[3].effectiveDateTime"),
            ("5 ng/L", None, "observations[4].valueQuantity.value"),
            ("01:25", None, "observations[4].effectiveDateTime"),
            ("104", None, "observations[0].valueQuantity.value"),
            ("148", None, "observations[1].component[0].valueQuantity.value"),
            ("92", None, "observations[1].component[1].valueQuantity.value"),
            ("96%", None, "observations[2].valueQuantity.value"),
            ("385 minutes", None, "length.value"),
            ("03:26", "decision at 03:26", "extension.milestones.disposition_decided_at"),
            ("Oct 4", None, "period.end"),
        ],
        derived=[
            ("5 min", "| 5 min |", "time_between", "extension.milestones.triage_at (21:52) - period.start (21:47) = 5 min"),
            ("8 min", None, "time_between", "extension.milestones.first_ecg_at (21:55) - period.start (21:47) = 8 min"),
            ("22 min", None, "time_between", "extension.milestones.provider_seen_at (22:09) - period.start (21:47) = 22 min"),
            ("5 h 39 min", None, "time_between", "extension.milestones.disposition_decided_at (Oct 4 03:26) - period.start (Oct 3 21:47) = 5 h 39 min"),
            ("6 h 25 min", None, "time_between", "extension.milestones.departed_at (Oct 4 04:12) - period.start (Oct 3 21:47) = 6 h 25 min"),
            ("Two", "Two high-sensitivity", "count", "observations with display 'Troponin I hs': observations[3], observations[4] = 2"),
            ("3 hours", None, "time_between", "observations[4].effectiveDateTime (01:25) - observations[3].effectiveDateTime (22:20) = 3 h 05 min, about 3 hours"),
            ("1 ng/L", None, "difference", "observations[4].valueQuantity.value (5) - observations[3].valueQuantity.value (4) = 1 ng/L"),
            ("6.4 hours", None, "conversion", "length.value (385 min) / 60 = 6.42 h"),
            ("46 minutes", None, "time_between", "extension.milestones.departed_at (04:12) - extension.milestones.disposition_decided_at (03:26) = 46 min"),
        ],
        note="FHIR Encounter for a chest-pain ED visit: family member asks for a walk-through of the visit; milestone timeline table with elapsed times, meds, troponins, vitals, total stay.",
    ),
    dict(
        id="n3-hospital_ed-03",
        pool=_POOL_03,
        text=_TEXT_03,
        copied=[
            ("Sep 3", "Tuesday, Sep 3", "days[1].date"),
            ("Sep 2", "Mon Sep 2", "days[0].date"),
            ("212", None, "days[0].visits"),
            ("9", "| 212 | 9 |", "days[0].lwbs"),
            ("298", None, "days[0].median_los_min"),
            ("Sep 3", "Tue Sep 3", "days[1].date"),
            ("241", "| 241 |", "days[1].visits"),
            ("14", "| 241 | 14 |", "days[1].lwbs"),
            ("331", "| 331 |", "days[1].median_los_min"),
            ("Sep 4", None, "days[2].date"),
            ("198", None, "days[2].visits"),
            ("4", "| 198 | 4 |", "days[2].lwbs"),
            ("262", None, "days[2].median_los_min"),
            ("Sep 5", None, "days[3].date"),
            ("205", None, "days[3].visits"),
            ("6", "| 205 | 6 |", "days[3].lwbs"),
            ("271", None, "days[3].median_los_min"),
            ("Sep 6", None, "days[4].date"),
            ("219", None, "days[4].visits"),
            ("7", "| 219 | 7 |", "days[4].lwbs"),
            ("284", None, "days[4].median_los_min"),
            ("Sep 7", None, "days[5].date"),
            ("187", None, "days[5].visits"),
            ("3", "| 187 | 3 |", "days[5].lwbs"),
            ("246", None, "days[5].median_los_min"),
            ("Sep 8", None, "days[6].date"),
            ("176", "| 176 |", "days[6].visits"),
            ("2", "| 176 | 2 |", "days[6].lwbs"),
            ("239", "| 239 |", "days[6].median_los_min"),
            ("241 visits", None, "days[1].visits"),
            ("14 patients", None, "days[1].lwbs"),
            ("5.8%", None, "days[1].lwbs_rate"),
            ("2%", "the 2% target", "targets.lwbs_rate_max"),
            ("45", "week's 45 walkouts", "totals.lwbs"),
            ("331 minutes", None, "days[1].median_los_min"),
            ("52 minutes", None, "days[1].median_door_to_provider_min"),
            ("30-minute", None, "targets.door_to_provider_median_max_min"),
            ("1,438", None, "totals.visits"),
            ("1,362", None, "prior_week.visits"),
            ("3.1%", None, "totals.lwbs_rate"),
            ("2.5%", None, "prior_week.lwbs_rate"),
            ("274 minutes", None, "totals.median_los_min"),
            ("176", "visits (176)", "days[6].visits"),
            ("2", "just 2 walkouts", "days[6].lwbs"),
            ("239 minutes", None, "days[6].median_los_min"),
        ],
        derived=[
            ("17%", None, "share", "days[1].visits (241) / totals.visits (1,438) = 16.8%"),
            ("2.9 times", None, "ratio", "days[1].lwbs_rate (0.0581) / targets.lwbs_rate_max (0.02) = 2.9"),
            ("31%", None, "share", "days[1].lwbs (14) / totals.lwbs (45) = 31.1%"),
            ("5.5 hours", None, "conversion", "days[1].median_los_min (331) / 60 = 5.52 h"),
            ("76", "up 76", "difference", "totals.visits (1,438) - prior_week.visits (1,362) = 76"),
            ("5.6%", None, "percent_change", "(totals.visits (1,438) - prior_week.visits (1,362)) / 1,362 = +5.58%"),
            ("0.7", "about 0.7 percentage", "difference", "totals.lwbs_rate (0.0313) - prior_week.lwbs_rate (0.0247) = 0.0066 = 0.7 points"),
        ],
        note="Weekly ED throughput report: manager asks which day was worst and how the week compared with the one before; daily table, Tuesday spike in volume, LWBS and LOS, week-over-week change.",
    ),
]

FLAWS = {
    "n3-hospital_ed-01": [
        ("with a median wait of 63 minutes", "with a median wait of 88 minutes", "88 minutes", "neighbour value",
         "ESI 3 median wait replaced by the ESI 4 row's median wait", "acuity[3].median_wait_min"),
        ("so up about 1.7 percentage points", "so down about 1.7 percentage points", "1.7", "direction flip",
         "LWBS rate rose from 2.9% to 4.6% but is written as a fall"),
    ],
    "n3-hospital_ed-02": [
        ("| Seen by a doctor | 22:09 |", "| Seen by a doctor | 22:19 |", "22:19", "wrong time",
         "provider-seen time 22:09 written as 22:19"),
        ("4 ng/L at 22:20", "4 ng/mL at 22:20", "4 ng/mL", "unit confusion",
         "high-sensitivity troponin in ng/L written as ng/mL (1000x larger)"),
        ("**385 minutes", "**358 minutes", "358 minutes", "transposed digits",
         "total stay 385 minutes written as 358"),
    ],
    "n3-hospital_ed-03": [
        ("**Tuesday, Sep 3, was", "**Tuesday, Sep 4, was", "Sep 4", "wrong date",
         "Tuesday's date Sep 3 written as Sep 4"),
        ("up 76, or about 5.6%", "up 76, or about 5.5%", "5.5%", "near-miss rounding",
         "76 / 1,362 = 5.58% rounded down to 5.5%"),
        ("The week's median length of stay was 274 minutes.", "The week's median length of stay was 268 minutes.",
         "268 minutes", "stale value", "prior week's median LOS given as this week's", "prior_week.median_los_min"),
    ],
}

"""Clinical vitals and labs: natural briefs with computed numbers, and flawed copies."""


def _bp(date, sys_, dia, pulse):
    return {"date": date, "systolic_mmhg": sys_, "diastolic_mmhg": dia, "pulse_bpm": pulse}


def _v(time, hr, sys_, dia, spo2, temp, rr):
    return {"time": time, "hr_bpm": hr, "systolic_mmhg": sys_, "diastolic_mmhg": dia,
            "spo2_pct": spo2, "temp_c": temp, "resp_rate": rr}


CASES = [
    dict(
        id="nat-clinical-01",
        pool={
            "patient": "Bed 14",
            "date": "2025-03-09",
            "vitals": [
                _v("2025-03-09T06:00", 112, 98, 61, 91, 38.9, 24),
                _v("2025-03-09T10:00", 104, 104, 66, 93, 38.4, 22),
                _v("2025-03-09T14:00", 96, 110, 70, 95, 37.8, 20),
                _v("2025-03-09T18:00", 91, 114, 72, 96, 37.4, 18),
            ],
            "fever_threshold_c": 38.0,
            "iv_boluses_ml": [1000, 500, 500],
            "urine_output_ml": 1340,
            "o2_lpm_start": 4,
            "o2_lpm_now": 2,
        },
        text=(
            "**Bed 14: daytime vitals summary (Mar 9)**\n\n"
            "Steady improvement across the day.\n\n"
            "- **Heart rate:** 112 bpm at 06:00, down to 91 bpm by 18:00, a drop of 21 bpm over "
            "12 hours.\n"
            "- **Temperature:** peaked at 38.9 °C (102.0 °F) this morning and is now 37.4 °C, "
            "1.5 °C lower. 2 of 4 readings met fever criteria.\n"
            "- **Blood pressure:** recovered from 98/61 to 114/72 mmHg.\n"
            "- **SpO2:** 91% → 96%, a 5-point gain, while oxygen was weaned from 4 to 2 L/min.\n"
            "- **Resp rate:** 24 → 18.\n\n"
            "**Fluids:** 2,000 mL IV in three boluses (1,000 + 500 + 500 mL) against 1,340 mL "
            "urine output, a net positive balance of 660 mL.\n\n"
            "Plan per team: continue to wean oxygen, repeat lactate, and reassess the need for "
            "further fluids at the evening review."
        ),
        derived=[
            ("21 bpm", None, "difference", "vitals[3].hr_bpm (91) − vitals[0].hr_bpm (112) = −21"),
            ("12 hours", None, "time_between", "vitals[3].time (18:00) − vitals[0].time (06:00) = 12 h"),
            ("102.0 °F", None, "conversion", "vitals[0].temp_c (38.9 °C) = 102.02 °F"),
            ("1.5 °C", None, "difference", "vitals[3].temp_c (37.4) − vitals[0].temp_c (38.9) = −1.5"),
            ("2", "2 of 4", "count",
             "count of vitals[*] with temp_c ≥ fever_threshold_c (38.0): 38.9, 38.4 = 2"),
            ("4", "of 4 readings", "count", "vitals.length (4)"),
            ("5", "a 5-point", "difference", "vitals[3].spo2_pct (96) − vitals[0].spo2_pct (91) = 5"),
            ("2,000 mL", None, "sum", "sum of iv_boluses_ml = 1000 + 500 + 500 = 2000"),
            ("660 mL", None, "difference", "2000 − urine_output_ml (1340) = 660"),
        ],
        note="'98/61' cannot be a month/day, so it is two claims; '61 to 114' reads as a range "
             "today (harmless: both ends are copied); 'L/min' binds as L; clock times after "
             "'at'/'by' are times.",
    ),
    dict(
        id="nat-clinical-02",
        pool={
            "patient_id": "P-2291",
            "period": "2025-04-01/2025-04-14",
            "medication": "amlodipine 5 mg daily",
            "readings": [
                _bp("2025-04-01", 136, 84, 72), _bp("2025-04-02", 131, 82, 70),
                _bp("2025-04-03", 128, 79, 68), _bp("2025-04-05", 134, 85, 74),
                _bp("2025-04-06", 129, 80, 71), _bp("2025-04-08", 127, 78, 69),
                _bp("2025-04-09", 132, 83, 73), _bp("2025-04-11", 125, 77, 67),
                _bp("2025-04-12", 130, 81, 70), _bp("2025-04-14", 126, 78, 68),
            ],
            "last_visit": {"date": "2025-03-28", "systolic_mmhg": 148, "diastolic_mmhg": 94},
            "target": {"systolic_mmhg": 130, "diastolic_mmhg": 80},
        },
        text=(
            "## Home blood pressure: Apr 1–14\n\n"
            "Good news: the amlodipine is working. Your 10 home readings averaged "
            "**129.8/80.7 mmHg**, down from 148/94 mmHg at your last visit, a drop of about "
            "18 points systolic and 13 diastolic.\n\n"
            "**Against your 130/80 target**\n"
            "- 5 of the 10 readings were at or under target on both numbers.\n"
            "- Your highest reading was 136/84 on Apr 1, and the lowest 125/77 on Apr 11.\n"
            "- The last 4 readings averaged 128/80, so the trend is still heading down.\n\n"
            "Pulse was steady at an average of 70 bpm.\n\n"
            "**What this means:** systolic is at goal on average and diastolic is within a point "
            "of it. Keep taking 5 mg daily and recheck in 2 weeks; no dose change is needed right "
            "now."
        ),
        derived=[
            ("129.8", None, "mean", "mean of readings[*].systolic_mmhg = 1298 / 10 = 129.8"),
            ("80.7 mmHg", None, "mean", "mean of readings[*].diastolic_mmhg = 807 / 10 = 80.7"),
            ("18", "about \n18 points".replace("\n", ""), "difference",
             "129.8 − last_visit.systolic_mmhg (148) = −18.2"),
            ("13", "13 diastolic", "difference", "80.7 − last_visit.diastolic_mmhg (94) = −13.3"),
            ("5", "5 of the 10", "count",
             "count of readings[*] with systolic ≤ 130 and diastolic ≤ 80 = 5"),
            ("4", "last 4 readings", "count", "the last 4 elements of readings"),
            ("128", "averaged 128/80", "mean",
             "mean of readings[6..9].systolic_mmhg (132, 125, 130, 126) = 128.25"),
            ("80", "averaged 128/80", "mean",
             "mean of readings[6..9].diastolic_mmhg (83, 77, 81, 78) = 79.75"),
            ("70 bpm", None, "mean", "mean of readings[*].pulse_bpm = 702 / 10 = 70.2"),
        ],
        note="'10 home readings' and 'the 10 readings' copy readings.length; 130/80, 136/84 and "
             "125/77 cannot be dates, so each is two claims; '5 mg' is copied from the "
             "medication string; '2 weeks' is a window.",
    ),
    dict(
        id="nat-clinical-03",
        pool={
            "patient": "M. Rivera",
            "collected": "2025-05-20",
            "statin_started": "2025-02-25",
            "results": [
                {"test": "HbA1c", "value": 6.9, "unit": "%", "previous": 7.4,
                 "previous_date": "2025-02-18", "ref_high": 5.6},
                {"test": "LDL cholesterol", "value": 92, "unit": "mg/dL", "previous": 131,
                 "target": 100},
                {"test": "HDL cholesterol", "value": 48, "unit": "mg/dL", "previous": 44},
                {"test": "Triglycerides", "value": 168, "unit": "mg/dL", "previous": 214,
                 "ref_high": 150},
                {"test": "eGFR", "value": 78, "unit": "mL/min/1.73m2", "previous": 81},
                {"test": "ALT", "value": 31, "unit": "U/L", "previous": 29, "ref_high": 40},
            ],
        },
        text=(
            "**Lab review: May 20 results**\n\n"
            "Since starting the statin in late February, your numbers have moved the right way.\n\n"
            "- **HbA1c:** 6.9%, down 0.5 points from 7.4% in February. Still above the 5.6% upper "
            "limit, but trending well.\n"
            "- **LDL cholesterol:** 92 mg/dL, down 39 from 131, a drop of about 30%, and now "
            "under the 100 mg/dL target.\n"
            "- **Triglycerides:** 168 mg/dL, down 46 (about 21%) from 214, though still over "
            "150.\n"
            "- **HDL:** 48 mg/dL, up 4.\n"
            "- **eGFR:** 78, essentially unchanged (81 last time).\n"
            "- **ALT:** 31 U/L, normal, so the statin isn't straining your liver.\n\n"
            "Overall, 2 of the 6 results remain outside their reference range: HbA1c and "
            "triglycerides.\n\n"
            "We'll recheck in 3 months; keep up the diet changes and the daily walks."
        ),
        derived=[
            ("0.5", "down 0.5 points", "difference", "results[0].value (6.9) − results[0].previous (7.4) = −0.5"),
            ("39", "down 39", "difference", "results[1].value (92) − results[1].previous (131) = −39"),
            ("30%", None, "percent_change", "−39 / 131 = −29.8%"),
            ("46", "down 46", "difference", "results[3].value (168) − results[3].previous (214) = −46"),
            ("21%", None, "percent_change", "−46 / 214 = −21.5%"),
            ("4", "up 4", "difference", "results[2].value (48) − results[2].previous (44) = 4"),
            ("2", "2 of the 6", "count",
             "count of results[*] with value > ref_high (HbA1c 6.9 > 5.6, triglycerides 168 > 150) = 2"),
            ("6", "of the 6 results", "count", "results.length (6)"),
        ],
        note="each result's value and previous are siblings in one list element; values are "
             "unitless in the pool (the unit is a sibling string); '3 months' is a window; the "
             "hedged 21% is within 5% of 21.5.",
    ),
    dict(
        id="nat-clinical-04",
        pool={
            "program_start": "2025-01-06",
            "start_weight_kg": 96.4,
            "goal_weight_kg": 85.0,
            "height_cm": 178,
            "weigh_ins": [
                {"date": "2025-03-03", "weight_kg": 91.2},
                {"date": "2025-03-10", "weight_kg": 90.6},
                {"date": "2025-03-17", "weight_kg": 90.9},
                {"date": "2025-03-24", "weight_kg": 89.8},
                {"date": "2025-03-31", "weight_kg": 89.1},
            ],
            "bmi": 28.1,
            "waist_cm": 98,
            "waist_start_cm": 104,
        },
        text=(
            "## March progress check\n\n"
            "You're now at **89.1 kg**, down 7.3 kg (about 16 lb) since you started the program "
            "at 96.4 kg, a 7.6% reduction in body weight.\n\n"
            "**This month:** you went from 91.2 kg on Mar 3 to 89.1 kg on Mar 31, a loss of "
            "2.1 kg, or roughly 0.5 kg a week. 3 of the 4 changes between weigh-ins were losses; the "
            "small bump to 90.9 kg on Mar 17 was likely water.\n\n"
            "**Goal:** 4.1 kg to go to reach 85.0 kg. You've covered about 64% of the distance.\n\n"
            "**Other markers:** your waist is 98 cm, 6 cm smaller than at the start (104 cm), and "
            "BMI is now 28.1.\n\n"
            "Keep the protein target and the strength sessions; at this pace the goal is within "
            "reach by early summer."
        ),
        derived=[
            ("7.3 kg", None, "difference", "weigh_ins[4].weight_kg (89.1) − start_weight_kg (96.4) = −7.3"),
            ("16 lb", None, "conversion", "7.3 kg = 16.1 lb"),
            ("7.6%", None, "percent_change", "−7.3 / start_weight_kg (96.4) = −7.57%"),
            ("2.1 kg", None, "difference", "weigh_ins[4].weight_kg (89.1) − weigh_ins[0].weight_kg (91.2) = −2.1"),
            ("0.5 kg", None, "mean", "2.1 kg over 4 weekly intervals = 0.525 kg a week"),
            ("3", "3 of the 4", "count", "count of consecutive weigh_ins differences < 0 = 3"),
            ("4", "the 4 changes", "count", "weigh_ins.length − 1 = 4 consecutive differences"),
            ("4.1 kg", None, "difference", "weigh_ins[4].weight_kg (89.1) − goal_weight_kg (85.0) = 4.1"),
            ("64%", None, "share", "7.3 / (start_weight_kg 96.4 − goal_weight_kg 85.0 = 11.4) = 64.0%"),
            ("6 cm", None, "difference", "waist_cm (98) − waist_start_cm (104) = −6"),
        ],
        note="weight-loss arithmetic over a weigh-in list and start/goal siblings; the 16 lb "
             "converts a derived difference.",
    ),
    dict(
        id="nat-clinical-05",
        pool={
            "period": "2025-06-01/2025-06-14",
            "target_range_mgdl": [70, 180],
            "very_high_mgdl": 250,
            "cgm": {"mean_glucose_mgdl": 152, "gmi_pct": 6.9, "cv_pct": 34.2,
                    "time_in_range_pct": 68, "time_above_180_pct": 27,
                    "time_above_250_pct": 4, "time_below_70_pct": 1, "sensor_wear_pct": 96},
            "previous_period": {"mean_glucose_mgdl": 163, "time_in_range_pct": 61,
                                "time_below_70_pct": 2},
            "hypo_events": [
                {"date": "2025-06-04", "nadir_mgdl": 62, "duration_min": 25},
                {"date": "2025-06-11", "nadir_mgdl": 58, "duration_min": 40},
            ],
        },
        text=(
            "**CGM summary: Jun 1–14**\n\n"
            "Time in range (70–180 mg/dL) rose to **68%**, up 7 points from 61% in the previous "
            "two weeks. That's about 16 hours a day in range.\n\n"
            "- Average glucose: 152 mg/dL, down 11 from 163 (a 6.7% improvement). GMI is 6.9%.\n"
            "- Time above 180 mg/dL: 27%, with 4% above 250.\n"
            "- Time below 70 mg/dL: 1%, half of last period's 2%.\n"
            "- Variability (CV): 34.2%, stable.\n\n"
            "**Lows:** 2 episodes, on Jun 4 (nadir 62 mg/dL, 25 minutes) and Jun 11 (58 mg/dL, "
            "40 minutes), 65 minutes in total. Both were overnight, so it's worth reviewing the "
            "evening basal dose.\n\n"
            "Sensor wear was 96%, so this data is reliable."
        ),
        derived=[
            ("7", "up 7 points", "difference",
             "cgm.time_in_range_pct (68) − previous_period.time_in_range_pct (61) = 7"),
            ("16 hours", None, "conversion", "cgm.time_in_range_pct (68%) of 24 h = 16.3 h"),
            ("11", "down 11", "difference",
             "cgm.mean_glucose_mgdl (152) − previous_period.mean_glucose_mgdl (163) = −11"),
            ("6.7%", None, "percent_change", "−11 / 163 = −6.75%"),
            ("2", "2 episodes", "count", "hypo_events.length (2)"),
            ("65 minutes", None, "sum", "hypo_events[0].duration_min (25) + hypo_events[1].duration_min (40) = 65"),
        ],
        note="thresholds are copied from target_range_mgdl and very_high_mgdl (a key name such "
             "as time_above_180_pct is not an entry); 6.748 rounds to 6.7.",
    ),
]

FLAWS = {
    "nat-clinical-01": [
        ("is now 37.4 °C", "is now 37.4 °F", "37.4 °F", "invented", "unit confusion",
         "vitals[3].temp_c is 37.4 °C = 99.3 °F; 37.4 °F (3 °C) matches no temperature or "
         "unitless value"),
        ("against 1,340 mL urine", "against 1,430 mL urine", "1,430 mL", "invented",
         "transposed digits", "urine_output_ml is 1340; nothing is within 0.5 mL of 1430"),
    ],
    "nat-clinical-02": [
        ("down from 148/94 mmHg", "down from 184/94 mmHg", "184", "invented", "transposed digits",
         "last_visit.systolic_mmhg is 148; no pool value is within 0.5 of 184"),
        ("an average of 70 bpm", "an average of 80 bpm", "80 bpm", "unit_mismatch", "wrong field",
         "the pulse mean is 70.2; 80 is target.diastolic_mmhg (and readings[4].diastolic_mmhg), "
         "in mmHg, and no bpm or unitless value is within 0.5 of 80"),
    ],
    "nat-clinical-03": [
        ("**HDL:** 48 mg/dL", "**HDL:** 38 mg/dL", "38 mg/dL", "invented", "wrong value",
         "results[2].value is 48; no pool value or related difference is within 0.5 of 38"),
    ],
    "nat-clinical-04": [
        ("(about 16 lb)", "(about 16 kg)", "16 kg", "invented", "unit confusion",
         "the 7.3 kg loss is 16.1 lb; 16 kg matches no weight within 5%"),
    ],
    "nat-clinical-05": [
        ("on Jun 4 (nadir 62 mg/dL", "on Jun 4 (nadir 26 mg/dL", "26 mg/dL", "invented",
         "transposed digits", "hypo_events[0].nadir_mgdl is 62; nothing is within 0.5 of 26"),
    ],
}

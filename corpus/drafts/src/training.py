"""Training-domain drafts: clean briefs and their planted copies."""

CLEAN = [
    dict(
        id="training-01-clean",
        domain="training",
        pool={
            "athlete": "R.",
            "week_start": "2025-08-04",
            "metrics": {"ctl": 48.6, "atl": 56.1, "tsb": -7.46, "resting_hr_bpm": 52,
                        "hrv_ms": 61, "sleep_hours_avg": 7.4},
            "workouts": [
                {"date": "2025-08-05", "type": "easy run", "distance_km": 10.0,
                 "moving_time_s": 3753, "avg_hr_bpm": 138, "pace": "6:15/km"},
                {"date": "2025-08-07", "type": "intervals", "distance_km": 8.2,
                 "moving_time_s": 2530, "avg_hr_bpm": 156, "pace": "5:09/km"},
                {"date": "2025-08-09", "type": "long run", "distance_km": 21.1,
                 "moving_time_s": 7794, "avg_hr_bpm": 144, "elevation_gain_m": 212},
            ],
            "weekly_distance_km": 39.3,
        },
        text=(
            "## Week of Aug 4: Training Summary\n\n"
            "You're carrying some fatigue this week. Your **TSB is −7.5** (fitness 48.6, "
            "fatigue 56.1), which is a normal, productive range during a build block.\n\n"
            "**Key sessions**\n\n"
            "1. **Tuesday, Aug 5 (easy run):** 10 km (about 6.2 mi) in 1:02:33 (6:15/km), "
            "average HR 138 bpm. A textbook Zone 2 effort.\n"
            "2. **Thursday, Aug 7 (intervals):** 8.2 km in 42:10, averaging 156 bpm and 5:09/km.\n"
            "3. **Saturday, Aug 9 (long run):** 21.1 km with 212 m of climbing, average HR 144 bpm.\n\n"
            "That's 3 workouts and 39.3 km for the week.\n\n"
            "**Recovery markers**\n\n"
            "- Resting HR: **52 bpm**\n"
            "- HRV: 61 ms\n"
            "- Sleep: ~7.4 hours per night over the last 7 days\n\n"
            "For **Week 3** of the plan, keep the easy days truly easy and aim to be in bed by 10 pm."
        ),
        note="TSB pool -7.46 shown as −7.5 (U+2212, rounding); 10 km converted to ~6.2 mi; "
             "durations h:mm:ss and m:ss ground against *_s; paces ground against pool pace "
             "strings; '3 workouts' = workouts.length.",
    ),
    dict(
        id="training-02-clean",
        domain="training",
        pool={
            "rides": [
                {"date": "2025-09-16", "name": "Sweet spot", "avg_power_w": 212, "np_w": 228,
                 "tss": 87, "duration_s": 5432, "distance_km": 48.3, "avg_hr_bpm": 142,
                 "energy_kcal": 1180},
                {"date": "2025-09-18", "name": "Endurance", "avg_power_w": 168, "tss": 64,
                 "duration_s": 7230, "distance_km": 61.8, "avg_hr_bpm": 128,
                 "energy_kcal": 1390},
            ],
            "ftp_w": 265,
            "ftp_test_date": "2025-08-30",
            "weight_kg": 72.5,
            "next_workout": {"intervals": 2, "interval_min": 20, "target_w": [250, 260]},
        },
        text=(
            "### Ride recap: Sept. 16 and Sept. 18\n\n"
            "**Tuesday's sweet-spot session** was the standout: 212 W average and 228 W "
            "normalized in 1:30:32, for a TSS of 87, at an average HR of 142 bpm. You covered "
            "48.3 km (30.0 mi) and burned ~1,180 kcal.\n\n"
            "**Thursday's endurance ride** went long: 2:00:30 at 168 W over 61.8 km, with an "
            "easy 128 bpm average and about 1,390 kcal. TSS was 64, almost all of it in Zone 2.\n\n"
            "**Where you stand**\n"
            "- FTP: **265 W** (last tested 8/30)\n"
            "- Weight: 72.5 kg (about 160 lb)\n\n"
            "**Next up:** 2 × 20 min at 250–260 W with full recovery between efforts. "
            "If the second interval feels controlled, you're ready for a retest in the next 3 weeks."
        ),
        note="48.3 km = 30.01 mi; 72.5 kg = 159.8 lb shown as 'about 160 lb'; 5432 s = 1:30:32, "
             "7230 s = 2:00:30; '250–260 W' is a range grounded by next_workout.target_w (a _w list); "
             "'2 ×' grounded by next_workout.intervals. 8/30 is a date.",
    ),
    dict(
        id="training-03-clean",
        domain="training",
        pool={
            "plan": "Marathon build",
            "week": 6,
            "runs": [
                {"day": "Mon", "type": "recovery", "distance_mi": 4.1, "pace": "9:42/mi"},
                {"day": "Wed", "type": "tempo", "distance_mi": 7.0, "tempo_mi": 4,
                 "pace": "8:05/mi"},
                {"day": "Sun", "type": "long", "distance_mi": 16.2, "pace": "9:18/mi",
                 "moving_time_s": 9040},
            ],
            "weekly_mi": 32.4,
            "mileage_change_pct": 8.7,
            "guideline_max_increase_pct": 10,
            "easy_range_mi": [3, 4],
            "race_date": "2025-10-12",
            "goal_time_s": 12600,
            "goal_pace": "8:01/mi",
            "long_runs_in_block": 3,
        },
        text=(
            "**Week 6 check-in: Marathon build**\n\n"
            "Great consistency this week. You logged **32.4 miles**, up 8.7% from last week, "
            "which keeps you inside the usual 10% guideline.\n\n"
            "Highlights:\n"
            "- **Wednesday tempo:** 7 miles total with 4 of them at tempo effort, averaging 8:05/mi. "
            "Strong, controlled work.\n"
            "- **Sunday long run:** 16.2 mi in 2:30:40 (9:18/mi average). That was your 3rd long "
            "run of the block.\n"
            "- **Monday recovery:** an easy 4.1 mi, averaging 9:42/mi.\n\n"
            "For the next 2 weeks, keep recovery runs short, 3–4 mi, and stay conversational. "
            "Race day is Oct 12. Your goal of 3:30:00 works out to roughly 8:01/mi, so Wednesday's "
            "tempo was already a touch faster than goal pace."
        ),
        note="9040 s = 2:30:40, 12600 s = 3:30:00; goal pace is in the pool as a string so it is "
             "not a derived number; '3–4 mi' is a range grounded by easy_range_mi; '3rd' ordinal; "
             "'next 2 weeks' window.",
    ),
]

# (clean id, [(old context, new context, planted token text, verdict, why)])
PLANTS = {
    "training-01-clean": [
        ("**TSB is −7.5**", "**TSB is −7.6**", "−7.6", "invented",
         "TSB is -7.46 in the pool; −7.6 is just beyond rounding (|−7.46 − (−7.6)| = 0.14 > 0.05)"),
        ("Resting HR: **52 bpm**", "Resting HR: **61 bpm**", "61 bpm", "unit_mismatch",
         "only hrv_ms = 61 (ms) matches 61; no bpm or unitless pool value near 61"),
    ],
    "training-02-clean": [
        ("228 W\nnormalized".replace("\n", " "), "238 W normalized", "238 W", "invented",
         "normalized power is np_w = 228; no W or unitless pool value within 0.5 of 238"),
        ("easy 128 bpm average", "easy 128 W average", "128 W", "unit_mismatch",
         "128 is avg_hr_bpm (bpm) of the endurance ride; no W or unitless pool value near 128"),
    ],
    "training-03-clean": [
        ("up 8.7% from", "up 12.7% from", "12.7%", "invented",
         "mileage_change_pct is 8.7; neither 12.7 nor 0.127 is in the pool"),
        ("**Sunday long run:** 16.2 mi", "**Sunday long run:** 18.2 mi", "18.2 mi", "invented",
         "the long run is distance_mi = 16.2; no mi/unitless value within 0.05 of 18.2"),
    ],
}

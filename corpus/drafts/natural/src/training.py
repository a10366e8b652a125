"""Training: natural briefs with computed numbers, and flawed copies."""

CASES = [
    dict(
        id="nat-training-01",
        pool={
            "athlete": "Maya",
            "week_start": "2025-09-08",
            "recovery": {"resting_hr_bpm": 51, "resting_hr_baseline_bpm": 47, "hrv_ms": 49.1,
                         "hrv_baseline_ms": 56.2, "sleep_avg_h": 6.6},
            "plan": {"sessions_planned": 4},
            "workouts": [
                {"date": "2025-09-09", "type": "easy run", "distance_km": 8.4,
                 "moving_time_s": 2921, "avg_hr_bpm": 139},
                {"date": "2025-09-11", "type": "tempo", "distance_km": 10.2,
                 "moving_time_s": 3484, "avg_hr_bpm": 158,
                 "time_in_zone_s": [312, 1569, 1286, 317, 0]},
                {"date": "2025-09-14", "type": "long run", "distance_km": 18.6,
                 "moving_time_s": 6353, "avg_hr_bpm": 146, "avg_pace_s_per_km": 341.6},
            ],
            "previous_week": {"distance_km": 31.5, "sessions": 4},
        },
        text=(
            "## Week of Sep 8: running recap\n\n"
            "Three runs and 37.2 km in total, up 5.7 km from last week's 31.5 km. That's a jump "
            "of about 18%, a little steep for a week where recovery is dipping.\n\n"
            "**Sessions**\n"
            "- **Tue, Sep 9 (easy):** 8.4 km at 139 bpm, 48:41 moving.\n"
            "- **Thu, Sep 11 (tempo):** 10.2 km in 58:04 at 158 bpm, with 46% of it in Zone 3 "
            "or above.\n"
            "- **Sun, Sep 14 (long):** 18.6 km in 1 h 46 min, averaging 5:42 /km at 146 bpm.\n\n"
            "You completed 3 of 4 planned sessions; Saturday's strides were skipped.\n\n"
            "**Recovery**\n"
            "Resting HR averaged **51 bpm**, up 4 bpm on your 47 bpm baseline, and HRV came in at "
            "49.1 ms, about 13% below your 56.2 ms baseline. Sleep averaged 6.6 hours.\n\n"
            "Together these say you're absorbing the load slowly. Keep Tuesday's run genuinely "
            "easy and protect your sleep before adding anything next week."
        ),
        derived=[
            ("37.2 km", None, "sum",
             "workouts[0].distance_km (8.4) + workouts[1].distance_km (10.2) + "
             "workouts[2].distance_km (18.6) = 37.2"),
            ("5.7 km", None, "difference",
             "sum of workouts[*].distance_km (37.2) − previous_week.distance_km (31.5) = 5.7"),
            ("18%", None, "percent_change",
             "(37.2 − previous_week.distance_km 31.5) / 31.5 = +18.1%"),
            ("48:41", None, "duration_format", "workouts[0].moving_time_s (2921 s) = 48:41"),
            ("58:04", None, "duration_format", "workouts[1].moving_time_s (3484 s) = 58:04"),
            ("46%", None, "share",
             "(workouts[1].time_in_zone_s[2] 1286 + [3] 317 + [4] 0) / sum of "
             "workouts[1].time_in_zone_s (3484) = 46.0%"),
            ("1 h 46 min", None, "duration_format",
             "workouts[2].moving_time_s (6353 s = 1:45:53) rounded to the minute"),
            ("5:42 /km", None, "duration_format",
             "workouts[2].avg_pace_s_per_km (341.6 s/km) as m:ss /km"),
            ("3", "completed 3 of", "count", "workouts.length (3) of plan.sessions_planned (4)"),
            ("4 bpm", None, "difference",
             "recovery.resting_hr_bpm (51) − recovery.resting_hr_baseline_bpm (47) = 4"),
            ("13%", None, "percent_change",
             "(recovery.hrv_ms 49.1 − recovery.hrv_baseline_ms 56.2) / 56.2 = −12.6%"),
        ],
        note="pace, durations and the zone share all computed from one workout's fields; "
             "'Three runs' is a word; 3 of 4 is a list length of a planned count.",
    ),
    dict(
        id="nat-training-02",
        pool={
            "rider": "J. Okafor",
            "ftp_w": 265, "ftp_prev_w": 252, "ftp_test_date": "2025-09-02",
            "weight_kg": 72.5,
            "rides": [
                {"date": "2025-09-16", "name": "Sweet spot", "duration_s": 5432,
                 "distance_km": 48.3, "avg_power_w": 212, "np_w": 228, "avg_hr_bpm": 142,
                 "tss": 87, "time_in_zone_s": [610, 1210, 1452, 1810, 350, 0]},
                {"date": "2025-09-18", "name": "Endurance", "duration_s": 7230,
                 "distance_km": 61.8, "avg_power_w": 168, "np_w": 181, "avg_hr_bpm": 128,
                 "tss": 64},
                {"date": "2025-09-20", "name": "Group ride", "duration_s": 9105,
                 "distance_km": 82.4, "avg_power_w": 189, "np_w": 226, "avg_hr_bpm": 139,
                 "tss": 121},
            ],
            "tss_prev_week": 231,
        },
        text=(
            "### Week of Sep 15: bike block recap\n\n"
            "**FTP is now 265 W**, up 13 W from 252 W after the Sep 2 test, a gain of about 5%. "
            "At 72.5 kg that keeps you climbing well.\n\n"
            "**Rides**\n"
            "1. **Tue, Sep 16 (sweet spot):** 1:30:32 and 48.3 km at 212 W average, 228 W "
            "normalized. About 60% of the ride sat at sweet-spot intensity (Zone 3 and Zone 4), "
            "right where it should be. HR averaged 142 bpm.\n"
            "2. **Thu, Sep 18 (endurance):** 2:00:30 over 61.8 km at 168 W and an easy 128 bpm.\n"
            "3. **Sat, Sep 20 (group ride):** 82.4 km at 189 W average but 226 W normalized. "
            "That 37 W gap says the pace was surgy; TSS was 121 on its own.\n\n"
            "**Load**\n"
            "Weekly TSS came to 272, 41 more than last week's 231. Across the 3 rides you covered "
            "192.5 km in a little over 6 hours.\n\n"
            "Next week, drop to two rides and keep the group ride as the only hard day."
        ),
        derived=[
            ("13 W", None, "difference", "ftp_w (265) − ftp_prev_w (252) = 13"),
            ("5%", None, "percent_change", "(ftp_w 265 − ftp_prev_w 252) / 252 = +5.2%"),
            ("1:30:32", None, "duration_format", "rides[0].duration_s (5432 s) = 1:30:32"),
            ("60%", None, "share",
             "(rides[0].time_in_zone_s[2] 1452 + [3] 1810) / rides[0].duration_s (5432) = 60.1%"),
            ("2:00:30", None, "duration_format", "rides[1].duration_s (7230 s) = 2:00:30"),
            ("37 W", None, "difference", "rides[2].np_w (226) − rides[2].avg_power_w (189) = 37"),
            ("272", None, "sum", "rides[0].tss (87) + rides[1].tss (64) + rides[2].tss (121) = 272"),
            ("41", "41 more", "difference", "sum of rides[*].tss (272) − tss_prev_week (231) = 41"),
            ("3", "the 3 rides", "count", "rides.length (3)"),
            ("192.5 km", None, "sum",
             "rides[0].distance_km (48.3) + rides[1].distance_km (61.8) + "
             "rides[2].distance_km (82.4) = 192.5"),
            ("6 hours", None, "sum",
             "rides[0].duration_s (5432) + rides[1].duration_s (7230) + rides[2].duration_s (9105) "
             "= 21767 s = 6.05 h"),
        ],
        note="NP−average gap and FTP gain are sibling differences; the zone share is over one "
             "ride's time_in_zone_s; 'a little over 6 hours' is hedged by 'over'.",
    ),
    dict(
        id="nat-training-03",
        pool={
            "athlete": "Dana",
            "block": "Hypertrophy, week 3",
            "sessions_planned": 5,
            "sessions": [
                {"date": "2025-10-06", "focus": "upper", "duration_min": 62, "volume_kg": 8240,
                 "top_set": {"lift": "bench press", "load_kg": 82.5, "reps": 5}},
                {"date": "2025-10-07", "focus": "lower", "duration_min": 71, "volume_kg": 11650,
                 "top_set": {"lift": "back squat", "load_kg": 120, "reps": 5}},
                {"date": "2025-10-09", "focus": "upper", "duration_min": 58, "volume_kg": 7910,
                 "top_set": {"lift": "overhead press", "load_kg": 52.5, "reps": 6}},
                {"date": "2025-10-11", "focus": "lower", "duration_min": 66, "volume_kg": 10980,
                 "top_set": {"lift": "deadlift", "load_kg": 150, "reps": 3}},
            ],
            "previous_week": {"volume_kg": 36420, "bench_top_kg": 80, "squat_top_kg": 117.5},
            "bodyweight_kg": 68.4,
            "bodyweight_prev_kg": 68.9,
        },
        text=(
            "**Strength check-in: hypertrophy block**\n\n"
            "You trained 4 of 5 planned days this week, and the numbers moved the right way.\n\n"
            "**Top sets**\n"
            "- Bench press: 82.5 kg × 5, up 2.5 kg on last week's 80 kg.\n"
            "- Back squat: 120 kg × 5 (117.5 kg last week).\n"
            "- Overhead press: 52.5 kg × 6.\n"
            "- Deadlift: 150 kg (about 331 lb) × 3, your heaviest pull of the block.\n\n"
            "**Volume**\n"
            "Total volume came to 38,780 kg, 2,360 kg more than the 36,420 kg you moved last week, "
            "roughly a 6.5% increase. Lower-body days carried most of it: 22,630 kg, or 58% of the "
            "week. Sessions averaged about 64 minutes.\n\n"
            "**Bodyweight** is 68.4 kg, down 0.5 kg from 68.9 kg, which is fine during a volume "
            "block as long as the bar keeps going up.\n\n"
            "Next week is the last loading week before a deload, so aim to repeat these loads "
            "with cleaner reps rather than chase more weight."
        ),
        derived=[
            ("4", "trained 4 of", "count", "sessions.length (4) of sessions_planned (5)"),
            ("2.5 kg", "up 2.5 kg", "difference",
             "sessions[0].top_set.load_kg (82.5) − previous_week.bench_top_kg (80) = 2.5"),
            ("331 lb", None, "conversion", "sessions[3].top_set.load_kg (150 kg) = 330.7 lb"),
            ("38,780 kg", None, "sum",
             "sessions[0].volume_kg 8240 + [1] 11650 + [2] 7910 + [3] 10980 = 38780"),
            ("2,360 kg", None, "difference",
             "sum of sessions[*].volume_kg (38780) − previous_week.volume_kg (36420) = 2360"),
            ("6.5%", None, "percent_change", "(38780 − previous_week.volume_kg 36420) / 36420 = +6.48%"),
            ("22,630 kg", None, "sum",
             "sessions[1].volume_kg (11650) + sessions[3].volume_kg (10980), focus 'lower' = 22630"),
            ("58%", None, "share", "22630 (lower-body volume) / 38780 (all volume) = 58.4%"),
            ("64 minutes", None, "mean",
             "mean of sessions[*].duration_min (62, 71, 58, 66) = 64.25"),
            ("0.5 kg", None, "difference", "bodyweight_kg (68.4) − bodyweight_prev_kg (68.9) = −0.5"),
        ],
        note="reps after '×' are copied unitless claims; the lower-body share filters the "
             "sessions list by focus before summing; 'week 3' appears only in the pool.",
    ),
    dict(
        id="nat-training-04",
        pool={
            "runner": "Priya",
            "race": {"name": "Chicago Marathon", "date": "2025-10-12", "goal_time_s": 12600},
            "weeks": [
                {"week": 9, "distance_mi": 38.5, "long_run_mi": 16, "long_run_time_s": 8928},
                {"week": 10, "distance_mi": 42.1, "long_run_mi": 18, "long_run_time_s": 10206},
                {"week": 11, "distance_mi": 45.3, "long_run_mi": 20, "long_run_time_s": 11460},
                {"week": 12, "distance_mi": 36.0, "long_run_mi": 13, "long_run_time_s": 7150},
            ],
        },
        text=(
            "## Marathon block: weeks 9–12\n\n"
            "Race day is **Oct 12**, and your goal of 3 h 30 min looks realistic on this build.\n\n"
            "**Mileage**\n"
            "- Week 9: 38.5 mi, long run 16 mi\n"
            "- Week 10: 42.1 mi, long run 18 mi\n"
            "- Week 11: 45.3 mi (your peak), long run 20 mi in 3:11:00\n"
            "- Week 12: 36.0 mi, long run 13 mi\n\n"
            "That's 161.9 miles over the four weeks, an average of 40.5 miles a week. The long run "
            "grew by 2 miles each week up to the 20-miler, which you ran at 9:33/mi on average: "
            "comfortably slower than goal pace, as it should be.\n\n"
            "**Taper**\n"
            "Week 12 cut volume to 36.0 mi, down 9.3 mi from the peak, roughly a 21% reduction. "
            "That is a textbook first taper step.\n\n"
            "For the final stretch, keep one short session at goal effort each week, hold the "
            "easy days easy, and don't try to make up missed miles."
        ),
        derived=[
            ("3 h 30 min", None, "duration_format", "race.goal_time_s (12600 s) = 3 h 30 min"),
            ("3:11:00", None, "duration_format", "weeks[2].long_run_time_s (11460 s) = 3:11:00"),
            ("161.9 miles", None, "sum",
             "weeks[0].distance_mi 38.5 + [1] 42.1 + [2] 45.3 + [3] 36.0 = 161.9"),
            ("40.5 miles", None, "mean", "mean of weeks[*].distance_mi = 161.9 / 4 = 40.475"),
            ("2 miles", None, "difference",
             "weeks[1].long_run_mi (18) − weeks[0].long_run_mi (16) = 2 = weeks[2] − weeks[1]"),
            ("9:33/mi", None, "conversion",
             "weeks[2].long_run_time_s (11460) / weeks[2].long_run_mi (20) = 573 s/mi = 9:33/mi"),
            ("9.3 mi", None, "difference", "weeks[3].distance_mi (36.0) − weeks[2].distance_mi (45.3) = −9.3"),
            ("21%", None, "percent_change", "(36.0 − 45.3) / 45.3 = −20.5%"),
        ],
        note="'weeks 9–12' are identifiers; the long-run pace divides two sibling fields; "
             "the mean is written unhedged and rounds 40.475 to 40.5.",
    ),
    dict(
        id="nat-training-05",
        pool={
            "date": "2025-11-02",
            "fitness": {"ctl": 62.4, "ctl_prev_week": 58.9, "atl": 71.8, "tsb": -8.7},
            "daily_tss": [
                {"day": "Mon", "tss": 0}, {"day": "Tue", "tss": 96}, {"day": "Wed", "tss": 54},
                {"day": "Thu", "tss": 112}, {"day": "Fri", "tss": 0}, {"day": "Sat", "tss": 148},
                {"day": "Sun", "tss": 71},
            ],
            "ramp_rate_limit": 5,
            "hrv_ms": 58,
            "hrv_7d_avg_ms": 63,
        },
        text=(
            "**Training load, week ending Nov 2**\n\n"
            "Fitness (CTL) is **62.4**, up 3.5 from 58.9 a week ago. That ramp sits inside the "
            "5-point weekly limit we agreed on, so the build is on track.\n\n"
            "Fatigue (ATL) is 71.8 and **form (TSB) is −8.7**: you're in the productive but "
            "tired zone, which is exactly where a build week should leave you.\n\n"
            "**This week's load**\n"
            "- You trained 5 of 7 days, for 481 TSS in total (about 69 a day).\n"
            "- Saturday was the big one at 148 TSS, roughly 31% of the week on its own.\n"
            "- Tuesday (96) and Thursday (112) were the quality sessions; Wednesday's 54 and "
            "Sunday's 71 were easy.\n\n"
            "**Recovery**\n"
            "HRV was 58 ms this morning, 5 ms below your 7-day average of 63 ms (about 8% lower). "
            "One low reading isn't a problem, but if it stays down for 2–3 days, swap Thursday's "
            "intervals for an easy spin."
        ),
        derived=[
            ("3.5", "up 3.5", "difference", "fitness.ctl (62.4) − fitness.ctl_prev_week (58.9) = 3.5"),
            ("5", "trained 5 of", "count", "count of daily_tss[*] with tss > 0 = 5 (of 7)"),
            ("481", "for 481 TSS", "sum", "sum of daily_tss[*].tss = 96 + 54 + 112 + 148 + 71 = 481"),
            ("69", "about 69 a day", "mean", "mean of daily_tss[*].tss = 481 / 7 = 68.7"),
            ("31%", None, "share", "daily_tss[5].tss (148) / sum of daily_tss[*].tss (481) = 30.8%"),
            ("5 ms", None, "difference", "hrv_ms (58) − hrv_7d_avg_ms (63) = −5"),
            ("8%", None, "percent_change", "(hrv_ms 58 − hrv_7d_avg_ms 63) / 63 = −7.9%"),
        ],
        note="TSB is yesterday's CTL − ATL, so it is not today's 62.4 − 71.8; "
             "'5 of 7 days': 5 is a count of non-zero days (also happens to equal "
             "ramp_rate_limit), '7 days' a window; '2–3 days' windows.",
    ),
]

# base id -> [(old, new, planted token, verdict, slip, why)]
FLAWS = {
    "nat-training-01": [
        ("on your 47 bpm baseline", "on your 45 bpm baseline", "45 bpm", "invented", "stale value",
         "the baseline was 45 bpm in an earlier export; the pool's resting_hr_baseline_bpm is 47 "
         "and nothing else in bpm or unitless is within 0.5 of 45"),
        ("about 13% below", "about 31% below", "31%", "unit_mismatch", "transposed digits",
         "the HRV drop is (49.1 − 56.2)/56.2 = −12.6%; no % or unitless value is within 5% of 31 "
         "(or 0.31), only previous_week.distance_km (31.5 km), of another dimension"),
    ],
    "nat-training-02": [
        ("At 72.5 kg", "At 72.5 lb", "72.5 lb", "invented", "unit confusion",
         "weight_kg is 72.5 kg = 159.8 lb; 72.5 lb (32.9 kg) matches nothing"),
        ("That 37 W gap", "That 27 W gap", "27 W", "invented", "wrong value",
         "np_w − avg_power_w is 226 − 189 = 37 W; 27 W is no pool value or related difference"),
    ],
    "nat-training-03": [
        ("Back squat: 120 kg", "Back squat: 210 kg", "210 kg", "invented", "transposed digits",
         "the squat top set is 120 kg; 210 kg is no pool value"),
        ("(about 331 lb)", "(about 331 kg)", "331 kg", "invented", "unit confusion",
         "the conversion of the 150 kg deadlift to lb was labelled kg; no kg or unitless value is "
         "within 5% of 331"),
    ],
    "nat-training-04": [
        ("an average of 40.5 miles", "an average of 40.4 miles", "40.4 miles", "invented",
         "near-miss rounding",
         "the mean of weeks[*].distance_mi is 40.475, which rounds to 40.5; 40.4 is truncated and "
         "no pool value is within 0.05 of it"),
        ("Week 11: 45.3 mi", "Week 11: 43.5 mi", "43.5 mi", "invented", "transposed digits",
         "weeks[2].distance_mi is 45.3; no mi or unitless value within 0.05 of 43.5"),
    ],
    "nat-training-05": [
        ("**form (TSB) is −8.7**", "**form (TSB) is +8.7**", "+8.7", "sign_inversion", "sign flip",
         "fitness.tsb is −8.7; an explicit + must agree with the entry's sign"),
        ("for 481 TSS", "for 418 TSS", "418", "invented", "transposed digits",
         "the week's TSS sums to 481; 418 is no pool value or sum of the daily list"),
    ],
}

"""Sleep: natural briefs with computed numbers, and flawed copies."""


def _night(date, total, deep, rem, eff, bed):
    return {"date": date, "total_sleep_min": total, "deep_min": deep, "rem_min": rem,
            "efficiency_pct": eff, "bedtime": bed}


def _tagged(date, score, hrv, tags):
    return {"date": date, "sleep_score": score, "hrv_ms": hrv, "tags": tags}


CASES = [
    dict(
        id="nat-sleep-01",
        pool={
            "user": "Sam",
            "week_start": "2025-06-02",
            "goal_sleep_min": 450,
            "nights": [
                _night("2025-06-02", 412, 61, 88, 89, "2025-06-02T23:40:00"),
                _night("2025-06-03", 455, 74, 97, 92, "2025-06-03T23:05:00"),
                _night("2025-06-04", 388, 52, 79, 86, "2025-06-05T00:20:00"),
                _night("2025-06-05", 431, 66, 92, 90, "2025-06-05T23:30:00"),
                _night("2025-06-06", 376, 49, 71, 84, "2025-06-07T00:45:00"),
                _night("2025-06-07", 498, 81, 110, 93, "2025-06-07T22:50:00"),
                _night("2025-06-08", 472, 77, 104, 91, "2025-06-08T23:15:00"),
            ],
            "prev_week_avg_sleep_min": 441,
        },
        text=(
            "## Your sleep, Jun 2–8\n\n"
            "You averaged **7 h 13 min** a night this week, about 8 minutes less than last week's "
            "441-minute average and short of your 7 h 30 min goal.\n\n"
            "**The pattern**\n"
            "- You hit your goal on 3 of 7 nights (Tuesday, Saturday and Sunday).\n"
            "- Friday was the shortest night at 6 h 16 min, after a 12:45 am bedtime; Saturday was "
            "the longest at 8 h 18 min, a swing of just over 2 hours.\n"
            "- Wednesday's late night (388 minutes, bedtime 12:20 am) dragged efficiency down "
            "to 86%.\n\n"
            "**Sleep quality**\n"
            "Deep sleep added up to 460 minutes over the week, roughly 15% of your total sleep "
            "time, and ranged from 49 to 81 minutes a night. Efficiency averaged 89%, between a "
            "low of 84% and a high of 93%.\n\n"
            "**One thing to try**\n"
            "Your two short nights both followed bedtimes after midnight. Aim to be in bed by "
            "11:30 pm on weeknights, as you were on Thursday, and the average should climb back "
            "toward your goal."
        ),
        derived=[
            ("7 h 13 min", None, "mean",
             "mean of nights[*].total_sleep_min = 3032 / 7 = 433.1 min = 7 h 13 min"),
            ("8 minutes", "about 8 minutes", "difference",
             "433.1 (mean of nights[*].total_sleep_min) − prev_week_avg_sleep_min (441) = −7.9"),
            ("7 h 30 min", None, "duration_format", "goal_sleep_min (450 min) = 7 h 30 min"),
            ("3", "on 3 of", "count",
             "count of nights[*] with total_sleep_min ≥ goal_sleep_min (455, 498, 472) = 3"),
            ("6 h 16 min", None, "duration_format", "nights[4].total_sleep_min (376) = 6 h 16 min"),
            ("8 h 18 min", None, "duration_format", "nights[5].total_sleep_min (498) = 8 h 18 min"),
            ("2 hours", None, "difference",
             "nights[5].total_sleep_min (498) − nights[4].total_sleep_min (376) = 122 min = 2.03 h"),
            ("460 minutes", None, "sum", "sum of nights[*].deep_min = 460"),
            ("15%", None, "share", "sum of deep_min (460) / sum of total_sleep_min (3032) = 15.2%"),
            ("89%", "averaged 89%", "mean", "mean of nights[*].efficiency_pct = 625 / 7 = 89.3"),
        ],
        note="'441-minute' is a unitless 441; '7 nights' a window; the 89% mean happens to equal "
             "nights[0].efficiency_pct; bedtimes are ISO strings in the pool, times in the prose.",
    ),
    dict(
        id="nat-sleep-02",
        pool={
            "date": "2025-06-14",
            "time_in_bed_min": 482,
            "stages": {"awake_min": 38, "light_min": 236, "deep_min": 92, "rem_min": 116},
            "sleep_latency_min": 14,
            "hrv_ms": 71, "hrv_baseline_ms": 64,
            "resting_hr_bpm": 48, "resting_hr_baseline_bpm": 51,
            "respiratory_rate": 14.6, "respiratory_rate_baseline": 14.2,
            "sleep_score": 88, "sleep_score_prev": 79,
        },
        text=(
            "**Last night: Jun 14**\n\n"
            "A strong night. Your **sleep score was 88**, up 9 points from 79 the night before.\n\n"
            "**Timing**\n"
            "You spent 8 h 2 min in bed and were asleep for 7 h 24 min of it, an efficiency of "
            "about 92%. You fell asleep in 14 minutes and were awake for 38 minutes across the "
            "night.\n\n"
            "**Stages**\n"
            "- Light: 236 min\n"
            "- Deep: 92 min, about 21% of your sleep, a solid share\n"
            "- REM: 116 min (26%)\n\n"
            "**Recovery signals**\n"
            "HRV rose to 71 ms, 7 ms above your 64 ms baseline (+11%). Resting heart rate was "
            "48 bpm, 3 bpm under your usual 51 bpm, and breathing rate sat at 14.6 breaths per "
            "minute against a 14.2 baseline.\n\n"
            "All of this points to good recovery. If today's plan includes a hard session, this "
            "is a good day for it; just keep the warm-up long."
        ),
        derived=[
            ("9", "up 9 points", "difference", "sleep_score (88) − sleep_score_prev (79) = 9"),
            ("8 h 2 min", None, "duration_format", "time_in_bed_min (482) = 8 h 2 min"),
            ("7 h 24 min", None, "sum",
             "stages.light_min (236) + stages.deep_min (92) + stages.rem_min (116) = 444 min "
             "= 7 h 24 min"),
            ("92%", None, "share", "444 (asleep) / time_in_bed_min (482) = 92.1%"),
            ("21%", None, "share", "stages.deep_min (92) / 444 (asleep) = 20.7%"),
            ("26%", None, "share", "stages.rem_min (116) / 444 (asleep) = 26.1%"),
            ("7 ms", None, "difference", "hrv_ms (71) − hrv_baseline_ms (64) = 7"),
            ("+11%", None, "percent_change", "(hrv_ms 71 − hrv_baseline_ms 64) / 64 = +10.9%"),
            ("3 bpm", None, "difference",
             "resting_hr_bpm (48) − resting_hr_baseline_bpm (51) = −3"),
        ],
        note="asleep time is a sum of three of the four stage siblings (awake excluded); the "
             "shares use that sum as the denominator.",
    ),
    dict(
        id="nat-sleep-03",
        pool={
            "user": "Lee",
            "period": "2025-07-07/2025-07-13",
            "nights": [
                {"date": "2025-07-07", "in_bed": "2025-07-07T22:58:00",
                 "out_of_bed": "2025-07-08T06:41:00", "asleep_min": 431},
                {"date": "2025-07-08", "in_bed": "2025-07-08T23:12:00",
                 "out_of_bed": "2025-07-09T06:40:00", "asleep_min": 418},
                {"date": "2025-07-09", "in_bed": "2025-07-09T22:47:00",
                 "out_of_bed": "2025-07-10T06:44:00", "asleep_min": 449},
                {"date": "2025-07-10", "in_bed": "2025-07-10T23:36:00",
                 "out_of_bed": "2025-07-11T06:39:00", "asleep_min": 392},
                {"date": "2025-07-11", "in_bed": "2025-07-12T00:54:00",
                 "out_of_bed": "2025-07-12T08:32:00", "asleep_min": 421},
                {"date": "2025-07-12", "in_bed": "2025-07-13T01:10:00",
                 "out_of_bed": "2025-07-13T09:05:00", "asleep_min": 437},
                {"date": "2025-07-13", "in_bed": "2025-07-13T22:52:00",
                 "out_of_bed": "2025-07-14T06:42:00", "asleep_min": 446},
            ],
            "consistency_score": 64,
            "consistency_score_prev": 71,
            "social_jetlag_min": 121,
        },
        text=(
            "### Sleep timing, Jul 7–13\n\n"
            "Your total sleep was steady, averaging 7 h 8 min a night, but the *timing* moved "
            "around a lot, and that's what pulled your **consistency score down to 64**, 7 points "
            "lower than last week's 71.\n\n"
            "**Weekdays were tight.** You got up between 6:39 am and 6:44 am every weekday, a "
            "spread of just 5 minutes. Bedtimes were looser: you were in bed before 11 pm on only "
            "3 of 7 nights.\n\n"
            "**The weekend shifted everything.** On Friday you went to bed at 12:54 am and got up "
            "at 8:32 am, 7 h 38 min in bed; Saturday was later still, lights out at 1:10 am. On "
            "Sunday you were back in bed by 10:52 pm, 2 h 18 min earlier than the night before. "
            "Your social jetlag came out at 121 minutes, about 2 hours.\n\n"
            "**Why it matters:** a 2-hour swing every weekend is like flying a couple of time "
            "zones and back. Pulling Friday and Saturday bedtimes to within an hour of your "
            "weekday ones would likely lift the score back toward last week's level."
        ),
        derived=[
            ("7 h 8 min", None, "mean",
             "mean of nights[*].asleep_min = 2994 / 7 = 427.7 min = 7 h 8 min"),
            ("7", "7 points", "difference",
             "consistency_score (64) − consistency_score_prev (71) = −7"),
            ("5 minutes", None, "time_between",
             "latest weekday nights[*].out_of_bed (06:44) − earliest (06:39) = 5 min"),
            ("3", "only 3 of", "count",
             "count of nights[*].in_bed before 23:00 (22:58, 22:47, 22:52) = 3"),
            ("7 h 38 min", None, "time_between",
             "nights[4].out_of_bed (08:32) − nights[4].in_bed (00:54) = 7 h 38 min"),
            ("2 h 18 min", None, "time_between",
             "nights[5].in_bed (01:10) − nights[6].in_bed (22:52 the day before) = 2 h 18 min"),
            ("2 hours", None, "conversion", "social_jetlag_min (121 min) = 2.02 h"),
            ("2", "a 2-hour", "conversion", "social_jetlag_min (121 min) = 2.02 h"),
        ],
        note="clock times are vetoed (times), their differences are claims; '2-hour' is a "
             "unitless 2 today; the pool's clock values are ISO strings (dates) so they add no "
             "entries.",
    ),
    dict(
        id="nat-sleep-04",
        pool={
            "month": "2025-08",
            "weeks": [
                {"week_start": "2025-08-04", "avg_sleep_min": 412, "avg_hrv_ms": 58,
                 "avg_rhr_bpm": 55},
                {"week_start": "2025-08-11", "avg_sleep_min": 426, "avg_hrv_ms": 61,
                 "avg_rhr_bpm": 54},
                {"week_start": "2025-08-18", "avg_sleep_min": 437, "avg_hrv_ms": 63,
                 "avg_rhr_bpm": 53},
                {"week_start": "2025-08-25", "avg_sleep_min": 445, "avg_hrv_ms": 66,
                 "avg_rhr_bpm": 52},
            ],
            "previous_month": {"avg_sleep_min": 409, "avg_hrv_ms": 57.5, "avg_rhr_bpm": 55.8},
            "sleep_debt_change_min": -95,
            "naps": 6,
        },
        text=(
            "## August sleep review\n\n"
            "August was your best month for sleep this year: you averaged 7 h 10 min a night, "
            "21 minutes more than July's 409-minute average, an improvement of about 5%.\n\n"
            "**Week by week**\n\n"
            "| Week of | Avg sleep | HRV | Resting HR |\n"
            "|---|---|---|---|\n"
            "| Aug 4 | 412 min | 58 ms | 55 bpm |\n"
            "| Aug 11 | 426 min | 61 ms | 54 bpm |\n"
            "| Aug 18 | 437 min | 63 ms | 53 bpm |\n"
            "| Aug 25 | 445 min | 66 ms | 52 bpm |\n\n"
            "Each week beat the one before, and the last week of the month came in 33 minutes "
            "above the first.\n\n"
            "**Recovery followed.** HRV averaged 62 ms for the month, up 4.5 ms on July's 57.5 ms "
            "(roughly 8%), and resting HR averaged 53.5 bpm, down 2.3 bpm.\n\n"
            "Your sleep debt fell by 95 minutes over the month, and you took 6 naps. Keep the "
            "same wind-down routine into September; it is clearly working."
        ),
        derived=[
            ("7 h 10 min", None, "mean", "mean of weeks[*].avg_sleep_min = 430 min = 7 h 10 min"),
            ("21 minutes", None, "difference",
             "430 (mean of weeks[*].avg_sleep_min) − previous_month.avg_sleep_min (409) = 21"),
            ("5%", None, "percent_change", "(430 − 409) / 409 = +5.1%"),
            ("33 minutes", None, "difference",
             "weeks[3].avg_sleep_min (445) − weeks[0].avg_sleep_min (412) = 33"),
            ("62 ms", None, "mean", "mean of weeks[*].avg_hrv_ms (58, 61, 63, 66) = 62"),
            ("4.5 ms", None, "difference", "62 − previous_month.avg_hrv_ms (57.5) = 4.5"),
            ("8%", None, "percent_change", "(62 − 57.5) / 57.5 = +7.8%"),
            ("53.5 bpm", None, "mean", "mean of weeks[*].avg_rhr_bpm (55, 54, 53, 52) = 53.5"),
            ("2.3 bpm", None, "difference", "53.5 − previous_month.avg_rhr_bpm (55.8) = −2.3"),
        ],
        note="monthly means over the weeks list compared with previous_month siblings; "
             "'fell by 95 minutes' is a copied negative (sleep_debt_change_min −95) after a "
             "decrease cue.",
    ),
    dict(
        id="nat-sleep-05",
        pool={
            "period": "2025-05-01/2025-05-10",
            "nights": [
                _tagged("2025-05-01", 82, 64, []),
                _tagged("2025-05-02", 74, 51, ["alcohol"]),
                _tagged("2025-05-03", 70, 48, ["alcohol", "late meal"]),
                _tagged("2025-05-04", 85, 66, []),
                _tagged("2025-05-05", 83, 63, ["caffeine after 2pm"]),
                _tagged("2025-05-06", 79, 60, ["caffeine after 2pm"]),
                _tagged("2025-05-07", 86, 67, []),
                _tagged("2025-05-08", 72, 50, ["alcohol"]),
                _tagged("2025-05-09", 68, 46, ["alcohol", "late meal"]),
                _tagged("2025-05-10", 84, 65, []),
            ],
        },
        text=(
            "**What's affecting your sleep (May 1–10)**\n\n"
            "I compared your nights by the tags you logged, and the pattern is clear.\n\n"
            "**Alcohol** was logged on 4 of 10 nights. On those nights your sleep score averaged "
            "71, against about 83 on the other 6, a gap of roughly 12 points. HRV told the same "
            "story: about 49 ms after drinking versus roughly 64 ms otherwise, about 24% lower. "
            "The two worst nights of the stretch, May 3 (70) and May 9 (68), both combined "
            "alcohol with a late meal.\n\n"
            "**Caffeine after 2 pm** showed up twice, on May 5 and May 6, with scores of 83 and "
            "79. That averages 81, roughly 3 points below the 84 you averaged on untagged nights. "
            "A smaller effect, but it is there.\n\n"
            "**Best nights:** May 7 (86, HRV 67 ms) and May 4 (85, 66 ms), both tag-free.\n\n"
            "If you want one change with the biggest payoff, it's keeping alcohol to weekends or "
            "finishing earlier in the evening."
        ),
        derived=[
            ("4", "on 4 of", "count", "count of nights[*] whose tags include 'alcohol' = 4"),
            ("71", "averaged 71,", "mean",
             "mean of nights[*].sleep_score where tags include alcohol (74, 70, 72, 68) = 71"),
            ("83", "about 83", "mean",
             "mean of nights[*].sleep_score without alcohol (82, 85, 83, 79, 86, 84) = 83.2"),
            ("6", "the other 6", "count", "count of nights[*] without alcohol = 10 − 4 = 6"),
            ("12", "roughly 12 points", "difference", "83.2 − 71 = 12.2"),
            ("49 ms", None, "mean",
             "mean of nights[*].hrv_ms with alcohol (51, 48, 50, 46) = 48.75"),
            ("64 ms", None, "mean",
             "mean of nights[*].hrv_ms without alcohol (64, 66, 63, 60, 67, 65) = 64.2"),
            ("24%", None, "percent_change", "(48.75 − 64.17) / 64.17 = −24.0%"),
            ("81", "averages 81", "mean", "mean of nights[4].sleep_score (83), nights[5] (79) = 81"),
            ("3", "roughly 3 points", "difference", "81 − 84.25 = −3.25"),
            ("84", "the 84 you", "mean",
             "mean of nights[*].sleep_score with no tags (82, 85, 86, 84) = 84.25"),
        ],
        note="group means over a list filtered by a tag; several derived means happen to equal "
             "single pool values (83, 64, 84), which is fine; '10 nights' is a window.",
    ),
]

FLAWS = {
    "nat-sleep-01": [
        ("last week's 441-minute average", "last week's 414-minute average", "414", "invented",
         "transposed digits",
         "prev_week_avg_sleep_min is 441; nothing in the pool is within 0.5 of 414"),
        ("efficiency down to 86%", "efficiency down to 68%", "68%", "invented", "transposed digits",
         "nights[2].efficiency_pct is 86; 68 (or 0.68) is no pool value"),
    ],
    "nat-sleep-02": [
        ("asleep for 7 h 24 min", "asleep for 7 h 42 min", "7 h 42 min", "invented",
         "transposed digits",
         "light + deep + REM is 444 min = 7 h 24 min; 7 h 42 min (462 min) is no pool value or sum"),
        ("Resting heart rate was 48 bpm", "Resting heart rate was 48 ms", "48 ms", "unit_mismatch",
         "unit confusion", "48 is resting_hr_bpm (bpm); no ms or unitless value is within 0.5"),
    ],
    "nat-sleep-03": [
        ("**consistency score down to 64**", "**consistency score down to 61**", "61", "invented",
         "wrong value", "consistency_score is 64; no pool value is within 0.5 of 61"),
        ("came out at 121 minutes", "came out at 112 minutes", "112 minutes", "invented",
         "transposed digits", "social_jetlag_min is 121; no min or unitless value near 112"),
    ],
    "nat-sleep-04": [
        ("| Aug 18 | 437 min | 63 ms |", "| Aug 18 | 437 min | 63 bpm |", "63 bpm",
         "unit_mismatch", "unit confusion",
         "63 is weeks[2].avg_hrv_ms (ms); no bpm or unitless value is within 0.5 of 63"),
        ("sleep debt fell by 95 minutes", "sleep debt rose by 95 minutes", "95 minutes",
         "sign_inversion", "sign flip",
         "sleep_debt_change_min is −95; 'rose' is no decrease cue, so an unsigned 95 needs +95"),
    ],
    "nat-sleep-05": [
        ("about 24% lower", "about 42% lower", "42%", "invented", "transposed digits",
         "the HRV drop is (48.75 − 64.17)/64.17 = −24.0%; no % or unitless value within 5% of 42"),
    ],
}

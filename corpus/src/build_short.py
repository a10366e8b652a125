"""Write corpus/kinds.jsonl, corpus/verdicts.jsonl and corpus/seed.jsonl from
the hand-written tables below.

Each expectation is written by hand as ``text|kind|value|unit[|verdict]``
(``-`` for None); offsets are found by searching each token's text in order.
Run ``python corpus/src/build_short.py`` after editing a table.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent

# ---------------------------------------------------------------- seed audit
SEED = [
    ("seed-tsb-minus", "TSB is −7.5 today", {"tsb": -7.5}, ["−7.5|claim|-7.5|-|grounded"],
     "typographic minus from a rendered brief"),
    ("seed-aug7", "TSB is −7.5 today after the Aug 7 long run", {"tsb": -7.46},
     ["−7.5|claim|-7.5|-|grounded", "Aug 7|date|-|-|vetoed"],
     "a month date is not a claim; -7.46 rounds to -7.5"),
    ("seed-sept18", "Your race is on Sept 18, so taper from Sept. 4.", {"race": "2025-09-18"},
     ["Sept 18|date|-|-|vetoed", "Sept. 4|date|-|-|vetoed"], "Sept with and without a period"),
    ("seed-14-days", "CTL has climbed 6 points over 14 days.", {"ctl_change": 6},
     ["6|claim|6|-|grounded", "14 days|window|14|d|vetoed"], "a window word makes 14 a window"),
    ("seed-en-dash", "Easy runs of 3–4mi this week.", {"easy_run_mi": [3, 4]},
     ["3|claim|3|mi|grounded", "4mi|claim|4|mi|grounded"], "en dash range; the unit binds both"),
    ("seed-hyphen", "Easy runs of 3-4mi this week.", {"easy_run_mi": [3, 4]},
     ["3|claim|3|mi|grounded", "4mi|claim|4|mi|grounded"], "hyphen range is not a negative 4"),
    ("seed-score-invented", "your score of 7 was invented", {"score": 9},
     ["7|claim|7|-|invented"], "the seed's invented number"),
    ("seed-clean-audit",
     "**TSB is −7.5** after the Aug 7 long run. Race day is Sept 18. Over 14 days you ran "
     "3–4 mi easy most days and resting HR sat at 52 bpm.",
     {"tsb": -7.5, "resting_hr_bpm": 52, "easy_mi": 3.5},
     ["−7.5|claim|-7.5|-|grounded", "Aug 7|date|-|-|vetoed", "Sept 18|date|-|-|vetoed",
      "14 days|window|14|d|vetoed", "3|claim|3|mi|grounded", "4 mi|claim|4|mi|grounded",
      "52 bpm|claim|52|bpm|grounded"], "the seed audit brief: clean, rate 0.0"),
    ("seed-one-changed",
     "**TSB is −7.5** after the Aug 7 long run. Race day is Sept 18. Over 14 days you ran "
     "3–4 mi easy most days and resting HR sat at 57 bpm.",
     {"tsb": -7.5, "resting_hr_bpm": 52, "easy_mi": 3.5},
     ["−7.5|claim|-7.5|-|grounded", "Aug 7|date|-|-|vetoed", "Sept 18|date|-|-|vetoed",
      "14 days|window|14|d|vetoed", "3|claim|3|mi|grounded", "4 mi|claim|4|mi|grounded",
      "57 bpm|claim|57|bpm|invented"], "the same brief with one number changed"),
]

# -------------------------------------------------------------------- kinds
# (id, text, [expected]) — no pool: kinds, values and units only.
KINDS: list[tuple[str, str, list[str]]] = [
    # claims
    ("claim-bpm", "Resting HR was 52 bpm.", ["52 bpm|claim|52|bpm"]),
    ("claim-bpm-glued", "Resting HR was 52bpm.", ["52bpm|claim|52|bpm"]),
    ("claim-thousands", "You logged 12,345 steps.", ["12,345|claim|12345|-"]),
    ("claim-scale-k", "The post reached 12.3k readers.", ["12.3k|claim|12300|-"]),
    ("claim-money-scale", "Revenue hit $1.2M in July.", ["$1.2M|claim|1200000|USD"]),
    ("claim-km", "A 14.2 km ride.", ["14.2 km|claim|14.2|km"]),
    ("claim-hours", "You slept 7.4 hours.", ["7.4 hours|claim|7.4|h"]),
    ("claim-duration", "Finished in 1:02:33.", ["1:02:33|claim|3753|s"]),
    ("claim-compound-duration", "Moving time 1 h 21 min.", ["1 h 21 min|claim|4860|s"]),
    ("claim-compound-duration-glued", "Moving time 6h 24m.", ["6h 24m|claim|23040|s"]),
    ("claim-compound-duration-hr", "Moving time 2 hr 5 min.", ["2 hr 5 min|claim|7500|s"]),
    ("claim-pace-mi", "Easy at 8:05/mi pace.", ["8:05/mi|claim|485|s/mi"]),
    ("claim-pace-km-spaced", "Splits of 5:42 /km.", ["5:42 /km|claim|342|s/km"]),
    ("claim-percent-up", "HRV is up 12%.", ["12%|claim|12|%"]),
    ("claim-approx-kcal", "Burned ~1,200 kcal.", ["~1,200 kcal|claim|1200|kcal"]),
    ("claim-percent-word", "Up 12 percent.", ["12 percent|claim|12|%"]),
    ("claim-exponent", "About 1e3 samples.", ["1e3|claim|1000|-"]),
    ("claim-million-word", "1.2 million views.", ["1.2 million|claim|1200000|-"]),
    ("claim-billion-bn", "3bn users.", ["3bn|claim|3000000000|-"]),
    ("claim-billion-B", "A $2B round.", ["$2B|claim|2000000000|USD"]),
    ("claim-trillion", "A $1.2 trillion market.", ["$1.2 trillion|claim|1200000000000|USD"]),
    ("claim-currency-code", "Revenue of USD 1.2B and EUR 40.", ["USD 1.2B|claim|1200000000|USD",
                                                                 "EUR 40|claim|40|EUR"]),
    ("claim-currency-code-glued", "Priced at USD115.", ["USD115|claim|115|USD"]),
    ("claim-kmph", "Wind 10kmph, gusts 20 km/hr.", ["10kmph|claim|10|km/h",
                                                    "20 km/hr|claim|20|km/h"]),
    ("claim-euro-pound", "It costs €40 or £35.", ["€40|claim|40|EUR", "£35|claim|35|GBP"]),
    ("claim-celsius", "It was 21 °C at noon.", ["21 °C|claim|21|°C"]),
    ("claim-fahrenheit", "Highs near 70°F.", ["70°F|claim|70|°F"]),
    ("claim-watts", "Held 250 W for 20 min.", ["250 W|claim|250|W", "20 min|claim|20|min"]),
    ("claim-ms", "Latency was 340 ms.", ["340 ms|claim|340|ms"]),
    ("claim-kg-lb", "Lifted 100 kg, or 220 lbs.", ["100 kg|claim|100|kg", "220 lbs|claim|220|lb"]),
    ("claim-meters", "Ran 400 m repeats.", ["400 m|claim|400|m"]),
    ("claim-miles", "A 10 mi run, 6.2 miles.", ["10 mi|claim|10|mi", "6.2 miles|claim|6.2|mi"]),
    ("claim-seconds", "Rest 90 s between.", ["90 s|claim|90|s"]),
    ("claim-sec", "Rest 90 sec between.", ["90 sec|claim|90|s"]),
    ("claim-minutes", "Walk 15 minutes.", ["15 minutes|claim|15|min"]),
    ("claim-hrs", "Rode 3 hrs.", ["3 hrs|claim|3|h"]),
    ("claim-watts-word", "Averaged 210 watts.", ["210 watts|claim|210|W"]),
    ("claim-multiplier", "That is 3x faster.", ["3x|claim|3|x"]),
    ("claim-decimal-leading-dot", "About .5 mi left.", [".5 mi|claim|0.5|mi"]),
    ("claim-sentence-final", "The session ends at 7.", ["7|claim|7|-"]),
    ("claim-bare", "Your score of 7 was invented.", ["7|claim|7|-"]),
    ("claim-bare-year-like", "You ate 2025 kcal.", ["2025 kcal|claim|2025|kcal"]),
    ("claim-nbsp", "HR 52\u00a0bpm.", ["52\u00a0bpm|claim|52|bpm"]),
    ("claim-thin-space", "HR 52\u2009bpm.", ["52\u2009bpm|claim|52|bpm"]),
    ("claim-narrow-nbsp", "HR 52\u202fbpm.", ["52\u202fbpm|claim|52|bpm"]),
    ("claim-grouped-decimal", "Weighs 1,234.5 kg.", ["1,234.5 kg|claim|1234.5|kg"]),
    ("claim-mmhg", "BP 118/76 mmHg.", ["118|claim|118|-", "76 mmHg|claim|76|mmHg"]),
    ("claim-speed", "Gusts of 52 km/h.", ["52 km/h|claim|52|km/h"]),
    ("claim-mph", "Winds at 12 mph.", ["12 mph|claim|12|mph"]),
    ("claim-gb", "Used 3.2 GB of memory.", ["3.2 GB|claim|3.2|GB"]),
    ("claim-mg-dl", "Glucose 98 mg/dL.", ["98 mg/dL|claim|98|mg/dL"]),
    ("claim-5k-steps", "You walked 5K steps.", ["5K|claim|5000|-"]),
    ("claim-times-five-k", "Ran 5K twice.", ["5K|claim|5000|-"]),
    ("claim-pp", "Margin rose 1.5 pp.", ["1.5 pp|claim|1.5|pp"]),
    ("claim-usd-word", "Spent 40 USD.", ["40 USD|claim|40|USD"]),
    ("claim-dollars-word", "Spent 40 dollars.", ["40 dollars|claim|40|USD"]),
    ("claim-at-decimal", "Paces at 4.5 per rep.", ["4.5|claim|4.5|-"]),
    ("claim-colon-no-prep", "A 6:30 mile.", ["6:30|claim|390|s"]),
    ("claim-hours-not-window", "Slept 24 hours straight.", ["24 hours|claim|24|h"]),
    ("claim-after-last-not-time", "The last 5 km were fast.", ["5 km|claim|5|km"]),
    ("claim-reps-after-last", "The last 7 reps were hard.", ["7|claim|7|-"]),
    # signs
    ("sign-hyphen-minus", "TSB -7.5 today.", ["-7.5|claim|-7.5|-"]),
    ("sign-plus", "TSB +3 today.", ["+3|claim|3|-"]),
    ("sign-money", "P&L was −$1.2M.", ["−$1.2M|claim|-1200000|USD"]),
    ("sign-in-parens", "Balance (−4) overall.", ["−4|claim|-4|-"]),
    ("sign-after-space-not-range", "Scores 3 -4 now.", ["3|claim|3|-", "-4|claim|-4|-"]),
    ("sign-not-en-dash", "Value \u20137.5 here.", ["7.5|claim|7.5|-"]),
    ("sign-glued-word", "Finished 12-of-20.", ["12|claim|12|-", "20|claim|20|-"]),
    ("sign-bullet", "- 30.6% of spend", ["30.6%|claim|30.6|%"]),
    ("sign-bullet-glued", "-30.6% vs plan", ["-30.6%|claim|-30.6|%"]),
    # ranges
    ("range-spaced-hyphen", "Ran 3 - 4 mi.", ["3|claim|3|mi", "4 mi|claim|4|mi"]),
    ("range-to", "Ran 3 to 4 mi.", ["3|claim|3|mi", "4 mi|claim|4|mi"]),
    ("range-between", "Between 3 and 4 mi.", ["3|claim|3|mi", "4 mi|claim|4|mi"]),
    ("range-between-bpm", "HR between 50 and 60 bpm.", ["50|claim|50|bpm", "60 bpm|claim|60|bpm"]),
    ("range-negatives", "TSB went from −3 to −5.", ["−3|claim|-3|-", "−5|claim|-5|-"]),
    ("range-score", "Won 112-104.", ["112|claim|112|-", "104|claim|104|-"]),
    ("range-record", "A 3-1 record.", ["3|claim|3|-", "1|claim|1|-"]),
    ("range-money-scale", "Raised $3–4M.", ["$3|claim|3000000|USD", "4M|claim|4000000|USD"]),
    ("range-percent", "Up 5–7% on the week.", ["5|claim|5|%", "7%|claim|7|%"]),
    ("range-window", "Rest 3–4 days.", ["3|window|3|d", "4 days|window|4|d"]),
    ("range-chain", "Call 555-123-4567.", ["555|claim|555|-", "123|claim|123|-",
                                            "4567|claim|4567|-"]),
    ("range-em-dash-pace", "Paces 5:10—5:20/km.", ["5:10|claim|310|s/km",
                                                       "5:20/km|claim|320|s/km"]),
    # thousands and separators
    ("sep-list-of-digits", "Pick 7,8 and 9.", ["7|claim|7|-", "8|claim|8|-", "9|claim|9|-"]),
    ("sep-grouped-million", "1,234,567 rows.", ["1,234,567|claim|1234567|-"]),
    # dates
    ("date-month-day", "The Aug 7 long run.", ["Aug 7|date|-|-"]),
    ("date-month-ordinal", "On August 7th.", ["August 7th|date|-|-"]),
    ("date-sept-period", "By Sept. 18.", ["Sept. 18|date|-|-"]),
    ("date-day-month", "Since 7 Aug.", ["7 Aug|date|-|-"]),
    ("date-with-year", "On Aug 7, 2025 we raced.", ["Aug 7, 2025|date|-|-"]),
    ("date-iso", "On 2025-08-07.", ["2025-08-07|date|-|-"]),
    ("date-slash", "On 8/7 and 5/7.", ["8/7|date|-|-", "5/7|date|-|-"]),
    ("date-slash-year", "On 08/07/2025.", ["08/07/2025|date|-|-"]),
    ("date-quarter", "In Q3.", ["Q3|date|-|-"]),
    ("date-weekday-day", "On Mon 7.", ["Mon 7|date|-|-"]),
    ("date-weekday-comma", "Thursday, Aug 7 was hot.", ["Aug 7|date|-|-"]),
    ("date-quarter-year", "Q3 2025 revenue.", ["Q3|date|-|-", "2025|year|2025|-"]),
    ("date-month-year", "August 2025 was hot.", ["2025|year|2025|-"]),
    ("date-day-range", "Camp runs Aug 7–9.", ["Aug 7|date|-|-", "9|date|-|-"]),
    ("date-day-of-month", "The 4th of July.", ["4th of July|date|-|-"]),
    ("date-full-month", "On September 18 you race.", ["September 18|date|-|-"]),
    ("date-lower-month", "on aug 7 we ran", ["aug 7|date|-|-"]),
    ("date-not-ratio", "BP 118/76.", ["118|claim|118|-", "76|claim|76|-"]),
    ("date-not-may-verb", "You may 2x it.", ["2x|claim|2|x"]),
    # years
    ("year-in", "In 2025 we grew.", ["2025|year|2025|-"]),
    ("year-since", "Since 2019.", ["2019|year|2019|-"]),
    ("year-during", "During 2024 sales rose.", ["2024|year|2024|-"]),
    ("year-decade", "The 1990s.", ["1990s|year|1990|-"]),
    ("year-range", "From 2014-2018.", ["2014|year|2014|-", "2018|year|2018|-"]),
    ("year-bare-is-claim", "Q3 had 2025 sales.", ["Q3|date|-|-", "2025|claim|2025|-"]),
    ("year-fiscal", "FY 2025 guidance and fiscal year 2026 plans.", ["2025|year|2025|-",
                                                                     "2026|year|2026|-"]),
    ("year-half", "H1 2025 revenue beat 2H 2024.", ["H1|date|-|-", "2025|year|2025|-",
                                                    "2H|date|-|-", "2024|year|2024|-"]),
    ("year-quarter-number-first", "3Q 2025 margin.", ["3Q|date|-|-", "2025|year|2025|-"]),
    ("year-short-quarter", "Q2'25 revenue and FY'25 guidance.", ["Q2'25|date|-|-",
                                                                    "FY'25|date|-|-"]),
    ("year-fiscal-glued", "FY2025 and FY25 plans.", ["FY2025|date|-|-", "FY25|date|-|-"]),
    ("year-short", "Best season since '19.", ["'19|year|2019|-"]),
    ("year-range-short", "The 2025–26 season.", ["2025|year|2025|-", "26|year|2026|-"]),
    ("year-into", "Cash funds operations well into 2027.", ["2027|year|2027|-"]),
    ("year-by", "Profitable by 2027, they say.", ["2027|year|2027|-"]),
    ("year-by-not-a-year", "Improved by 12 points.", ["12|claim|12|-"]),
    ("year-in-with-unit", "Burned 2025 kcal in total.", ["2025 kcal|claim|2025|kcal"]),
    # times
    ("time-am", "Up at 6:30am.", ["6:30am|time|-|-"]),
    ("time-pm-spaced", "Done by 7 pm.", ["7 pm|time|-|-"]),
    ("time-at-colon", "Start at 6:30 sharp.", ["6:30|time|-|-"]),
    ("time-zone", "Deploy at 18:00 UTC.", ["18:00 UTC|time|-|-"]),
    ("time-range-pm", "Office hours 5-6 pm.", ["5|time|-|-", "6 pm|time|-|-"]),
    ("time-between", "Between 4pm and 5pm.", ["4pm|time|-|-", "5pm|time|-|-"]),
    ("time-noon", "Lunch at 12 noon.", ["12 noon|time|-|-"]),
    ("time-by-colon", "In bed by 22:30.", ["22:30|time|-|-"]),
    ("time-at-pace-is-pace", "Cruise at 8:05/mi.", ["8:05/mi|claim|485|s/mi"]),
    # windows
    ("window-days", "Over 14 days.", ["14 days|window|14|d"]),
    ("window-last-days", "The last 7 days.", ["7 days|window|7|d"]),
    ("window-past-weeks", "Past 2 weeks.", ["2 weeks|window|2|wk"]),
    ("window-adjective", "A 28-day average.", ["28-day|window|28|d"]),
    ("window-ago", "3 days ago.", ["3 days|window|3|d"]),
    ("window-last-hours", "In the last 24 hours.", ["24 hours|window|24|h"]),
    ("window-last-h-glued", "In the last 24h.", ["24h|window|24|h"]),
    ("window-next-minutes", "Next 30 minutes.", ["30 minutes|window|30|min"]),
    ("window-months", "For 6 months.", ["6 months|window|6|mo"]),
    ("window-years", "Over 2 years.", ["2 years|window|2|yr"]),
    ("window-year-adjective", "A 5-year plan.", ["5-year|window|5|yr"]),
    ("window-week-adjective", "A 12-week block.", ["12-week|window|12|wk"]),
    ("window-hedged", "About 3 weeks.", ["3 weeks|window|3|wk"]),
    # ordinals
    ("ordinal-rd", "Your 3rd run.", ["3rd|ordinal|3|-"]),
    ("ordinal-st", "The 21st.", ["21st|ordinal|21|-"]),
    ("ordinal-nd", "Her 2nd PR.", ["2nd|ordinal|2|-"]),
    # versions
    ("version-v", "Release v0.60.2 is out.", ["v0.60.2|version|-|-"]),
    ("version-bare", "Release 0.60.2 is out.", ["0.60.2|version|-|-"]),
    ("version-not-decimal", "Pace 0.60 today.", ["0.60|claim|0.60|-"]),
    # identifiers
    ("ident-zone", "Zone 2 work.", ["2|identifier|-|-"]),
    ("ident-zone-lower", "zone 2 work.", ["2|identifier|-|-"]),
    ("ident-zone-glued", "In Z2.", ["Z2|identifier|-|-"]),
    ("ident-week-day-step", "Week 3, Day 4, Step 1.", ["3|identifier|-|-", "4|identifier|-|-",
                                                        "1|identifier|-|-"]),
    ("ident-b12", "Take B12.", ["B12|identifier|-|-"]),
    ("ident-covid", "During COVID-19.", ["COVID-19|identifier|-|-"]),
    ("ident-sev-spo2", "A SEV3 and SpO2 98%.", ["SEV3|identifier|-|-", "SpO2|identifier|-|-",
                                                 "98%|claim|98|%"]),
    ("ident-p95", "p95 latency 340 ms.", ["p95|identifier|-|-", "340 ms|claim|340|ms"]),
    ("ident-401k", "My 401(k).", ["401(k)|identifier|-|-"]),
    ("ident-scp", "SCP-173.", ["SCP-173|identifier|-|-"]),
    ("ident-race-a", "Ran a 5K.", ["5K|identifier|-|-"]),
    ("ident-race-the", "The 5K race.", ["5K|identifier|-|-"]),
    ("ident-race-pr", "A 10K PR.", ["10K|identifier|-|-"]),
    ("ident-zones-range", "Zones 2–3.", ["2|identifier|-|-", "3|identifier|-|-"]),
    ("ident-phase-lap", "Phase 2, Lap 5, Set 3.", ["2|identifier|-|-", "5|identifier|-|-",
                                                    "3|identifier|-|-"]),
    ("ident-table-figure", "See Table 2 and Figure 4.", ["2|identifier|-|-", "4|identifier|-|-"]),
    ("ident-glued-4g", "On 4G only.", ["4G|identifier|-|-"]),
    ("ident-gate", "Gate 7 opens.", ["7|identifier|-|-"]),
    ("ident-sprint", "Sprint 14 closed.", ["14|identifier|-|-"]),
    ("ident-host", "Disk on pg-prod-3 is at 85%.", ["pg-prod-3|identifier|-|-", "85%|claim|85|%"]),
    ("ident-host-short", "web-3 and node-12 restarted.", ["web-3|identifier|-|-",
                                                           "node-12|identifier|-|-"]),
    ("ident-not-n-of-m", "Passed 12-of-20 checks.", ["12|claim|12|-", "20|claim|20|-"]),
    ("ident-bed", "Vitals, Bed 12 (Aug 7, 6:30am).", ["12|identifier|-|-", "Aug 7|date|-|-",
                                                       "6:30am|time|-|-"]),
    # enumerators
    ("enum-dot-paren", "1. First\n2) Second", ["1.|enumerator|-|-", "2)|enumerator|-|-"]),
    ("enum-indented", "Intro\n   2) Indented", ["2)|enumerator|-|-"]),
    ("enum-not-mid-line", "First 1. and 2) here", ["1|claim|1|-", "2|claim|2|-"]),
    ("enum-with-claim", "1. Ran 5 km", ["1.|enumerator|-|-", "5 km|claim|5|km"]),
    # references
    ("ref-hash", "See #221.", ["#221|reference|-|-"]),
    ("ref-bracket", "As shown [3].", ["[3]|reference|-|-"]),
    ("ref-hash-one", "Fixed #1.", ["#1|reference|-|-"]),
    # urls
    ("url-path", "See https://x.io/run/42 now.", ["42|url|-|-"]),
    ("url-email", "Mail bob42@x9.io today.", ["42|url|-|-", "9|url|-|-"]),
    ("url-www", "Visit www.site2.com/p/7.", ["2|url|-|-", "7|url|-|-"]),
    # fuzz finds (tests/test_fuzz_properties.py pins the property each broke)
    ("fuzz-hedge-signed-currency", "so about -$3 then", ["-$3|claim|-3|USD"]),
    ("fuzz-range-yen", "so 3 to ¥5 then", ["3|claim|3|JPY", "¥5|claim|5|JPY"]),
    ("fuzz-glued-degrees", "so 12.5degrees then", ["12.5degrees|claim|12.5|°"]),
    ("fuzz-unit-not-in-foreign-word", "es waren 5 mäßige Läufe", ["5|claim|5|-"]),
    ("fuzz-unit-not-across-newline", "ran 5\nkm then 3", ["5|claim|5|-", "3|claim|3|-"]),
    ("fuzz-range-chain-to-time", "1-2-3 pm", ["1|time|-|-", "2|time|-|-", "3 pm|time|-|-"]),
    ("fuzz-clock-prep-overlong", "so 5; at 0:001 ; so 7", ["5|claim|5|-", "0|claim|0|-",
                                                             "001|claim|1|-", "7|claim|7|-"]),
    ("fuzz-huge-scaled-range", "72e51-5K", ["72e51|claim|72e54|-", "5K|claim|5000|-"]),
    # fine print
    ("digits-other-scripts", "CO₂ and １２ and ٥٢ bpm.", []),
    ("approx-spaced", "≈ 60 bpm.", ["60 bpm|claim|60|bpm"]),
    ("approx-glued", "≈60 bpm.", ["≈60 bpm|claim|60|bpm"]),
    ("hedge-not-adjacent", "About the 5 km loop.", ["5 km|claim|5|km"]),
]

# ------------------------------------------------------------------ verdicts
VERDICTS = [
    ("verdict-rounding-7.5", "TSB is 7.5.", {"tsb": 7.46}, ["7.5|claim|7.5|-|grounded"],
     "7.46 rounds to 7.5"),
    ("verdict-rounding-7", "TSB is 7.", {"tsb": 7.46}, ["7|claim|7|-|grounded"],
     "7.46 rounds to 7"),
    ("verdict-rounding-miss", "TSB is 7.", {"tsb": 7.6}, ["7|claim|7|-|invented"],
     "7.6 does not round to 7"),
    ("verdict-near-miss", "TSB is 7.6.", {"tsb": 7.46}, ["7.6|claim|7.6|-|invented"],
     "just beyond rounding"),
    ("verdict-minus-grounded", "TSB is −7.5.", {"tsb": -7.5}, ["−7.5|claim|-7.5|-|grounded"], ""),
    ("verdict-cue-down", "TSB is down 7.5.", {"tsb": -7.5}, ["7.5|claim|7.5|-|grounded"],
     "a decrease cue lets an unsigned claim stand for a negative value"),
    ("verdict-cue-fell", "TSB fell to 7.5.", {"tsb": -7.5}, ["7.5|claim|7.5|-|grounded"], ""),
    ("verdict-sign-inversion-unsigned", "TSB is 7.5.", {"tsb": -7.5},
     ["7.5|claim|7.5|-|sign_inversion"], "no cue: the sign was dropped"),
    ("verdict-sign-inversion-plus", "TSB is +7.5.", {"tsb": -7.5},
     ["+7.5|claim|7.5|-|sign_inversion"], ""),
    ("verdict-cue-after-does-not-count", "TSB is 7.5 lower.", {"tsb": -7.5},
     ["7.5|claim|7.5|-|sign_inversion"], "a cue after the number does not count"),
    ("verdict-cue-too-far", "TSB fell over the course of the block to 7.5.", {"tsb": -7.5},
     ["7.5|claim|7.5|-|sign_inversion"], "more than three words back"),
    ("verdict-cue-loss", "Net loss was $42.7M.", {"net_income": -42700000},
     ["$42.7M|claim|42700000|USD|grounded"], "a loss is a decrease cue"),
    ("verdict-cue-outflow", "Outflows of $3.1M this month.", {"net_flow": -3100000},
     ["$3.1M|claim|3100000|USD|grounded"], ""),
    ("verdict-cue-spent", "You spent $412 on dining.", {"dining": -412},
     ["$412|claim|412|USD|grounded"], "spending written unsigned, stored negative"),
    ("verdict-loss-positive-pool", "Net loss was $42.7M.", {"net_loss": 42700000},
     ["$42.7M|claim|42700000|USD|grounded"], "a cue never stops a positive entry grounding"),
    ("verdict-percent-whole", "HRV is up 12%.", {"hrv_change_pct": 12}, ["12%|claim|12|%|grounded"],
     ""),
    ("verdict-percent-fraction", "HRV is up 12%.", {"hrv_change": 0.12},
     ["12%|claim|12|%|grounded"], "12% also reads as 0.12"),
    ("verdict-converted-miles", "The long run was 6.2 mi.", {"distance_km": 10},
     ["6.2 mi|claim|6.2|mi|grounded"], "10 km is 6.21 mi"),
    ("verdict-unit-mismatch", "You weigh 52 kg.", {"resting_hr_bpm": 52},
     ["52 kg|claim|52|kg|unit_mismatch"], "a heart rate written as a mass"),
    ("verdict-approx-grounded", "Burned ~1,200 kcal.", {"kcal": 1187},
     ["~1,200 kcal|claim|1200|kcal|grounded"], "hedged: within 5%"),
    ("verdict-not-approx-invented", "Burned 1,200 kcal.", {"kcal": 1187},
     ["1,200 kcal|claim|1200|kcal|invented"], "not hedged: must round"),
    ("verdict-hedge-word", "About 1,200 kcal.", {"kcal": 1187},
     ["1,200 kcal|claim|1200|kcal|grounded"], ""),
    ("verdict-duration-seconds", "Finished in 1:02:33.", {"moving_time_s": 3753},
     ["1:02:33|claim|3753|s|grounded"], "durations read in seconds"),
    ("verdict-pace-string", "Easy at 5:42/km.", {"pace": "5:42 /km"},
     ["5:42/km|claim|342|s/km|grounded"], "a pool string is tokenized too"),
    ("verdict-list-length", "You logged 3 workouts.", {"workouts": [{"a": 1}, {"a": 2}, {"a": 9}]},
     ["3|claim|3|-|grounded"], "a list's length is citable"),
    ("verdict-key-suffix", "Resting HR 52 bpm.", {"resting_hr_bpm": 52},
     ["52 bpm|claim|52|bpm|grounded"], ""),
    ("verdict-string-unit", "Resting HR 52 bpm.", {"resting_hr": "52 bpm"},
     ["52 bpm|claim|52|bpm|grounded"], ""),
    ("verdict-date-in-pool-is-not-a-number", "TSB hit 7 today.", {"date": "2025-08-07"},
     ["7|claim|7|-|invented"], "dates in pool strings are not citable"),
    ("verdict-5k-as-km", "Ran 5K steady.", {"distance_km": 5},
     ["5K|claim|5000|-|grounded"], "5K also reads as 5 km"),
    ("verdict-celsius-fahrenheit", "It was 70°F.", {"temp_c": 21.1},
     ["70°F|claim|70|°F|grounded"], "°C and °F convert affinely"),
    ("verdict-currency-no-convert", "It cost €40.", {"price_usd": 40},
     ["€40|claim|40|EUR|unit_mismatch"], "currencies never convert"),
    ("verdict-vetoed-date", "The Aug 7 run.", {"x": 1}, ["Aug 7|date|-|-|vetoed"], ""),
    ("verdict-window-vetoed", "Over 14 days.", {"x": 1}, ["14 days|window|14|d|vetoed"], ""),
    ("verdict-range-both", "Easy 3–4 mi.", {"easy_mi": [3, 4]},
     ["3|claim|3|mi|grounded", "4 mi|claim|4|mi|grounded"], ""),
    ("verdict-range-one-invented", "Easy 3–6 mi.", {"easy_mi": [3, 4]},
     ["3|claim|3|mi|grounded", "6 mi|claim|6|mi|invented"], ""),
    ("verdict-scale", "Revenue $1.2M.", {"revenue_usd": 1187000},
     ["$1.2M|claim|1200000|USD|grounded"], "rounded to 100k"),
    ("verdict-scale-miss", "Revenue $1.3M.", {"revenue_usd": 1187000},
     ["$1.3M|claim|1300000|USD|invented"], ""),
    # derivations (issue 9): each with a twin that is still flagged
    ("verdict-derived-from-prose", "HRV averaged 62 ms, up 4.5 ms on July's 57.5 ms.",
     {"hrv_avg_ms": 62, "previous_month": {"avg_hrv_ms": 57.5}},
     ["62 ms|claim|62|ms|grounded", "4.5 ms|claim|4.5|ms|derived",
      "57.5 ms|claim|57.5|ms|grounded"],
     "computed from two numbers of its own sentence"),
    ("verdict-derived-from-prose-wrong", "HRV averaged 62 ms, up 5.5 ms on July's 57.5 ms.",
     {"hrv_avg_ms": 62, "previous_month": {"avg_hrv_ms": 57.5}},
     ["62 ms|claim|62|ms|grounded", "5.5 ms|claim|5.5|ms|invented",
      "57.5 ms|claim|57.5|ms|grounded"],
     "62 − 57.5 is 4.5, not 5.5"),
    ("verdict-derived-prose-other-sentence", "HRV averaged 62 ms. July: up 4.5 ms.",
     {"hrv_avg_ms": 62, "previous_month": {"avg_hrv_ms": 57.5}},
     ["62 ms|claim|62|ms|grounded", "4.5 ms|claim|4.5|ms|invented"],
     "57.5 is not written: a difference reaches one sentence back, but both operands "
     "must be written"),
    ("verdict-derived-prose-sentence-before", "You weigh 89.1 kg.\n4.1 kg to go to 85.0 kg.",
     {"weight_kg": 89.1, "goal": {"target_kg": 85.0}},
     ["89.1 kg|claim|89.1|kg|grounded", "4.1 kg|claim|4.1|kg|derived",
      "85.0 kg|claim|85.0|kg|grounded"],
     "a difference may take an operand from the sentence before"),
    ("verdict-derived-prose-two-back", "You weigh 89.1 kg. Good.\n4.1 kg to go to 85.0 kg.",
     {"weight_kg": 89.1, "goal": {"target_kg": 85.0}},
     ["89.1 kg|claim|89.1|kg|grounded", "4.1 kg|claim|4.1|kg|invented",
      "85.0 kg|claim|85.0|kg|grounded"], "not from two sentences back"),
    ("verdict-derived-time-between", "The alert fired 9 minutes after onset.",
     {"started_at": "2025-08-19T13:58:00Z", "detected_at": "2025-08-19T14:07:00Z"},
     ["9 minutes|claim|9|min|derived"], "the time between two timestamps of the pool"),
    ("verdict-derived-time-between-wrong", "The alert fired 11 minutes after onset.",
     {"started_at": "2025-08-19T13:58:00Z", "detected_at": "2025-08-19T14:07:00Z"},
     ["11 minutes|claim|11|min|invented"], "14:07 − 13:58 is 9 minutes"),
    ("verdict-derived-list-share", "The first run was 43% of the week's distance.",
     {"workouts": [{"distance_km": 10}, {"distance_km": 5.5}, {"distance_km": 8}]},
     ["43%|claim|43|%|derived"], "10 of 23.5 km: one element's share of its list's total"),
    ("verdict-derived-share-not-additive", "The first run's HR was 31% of the week's.",
     {"workouts": [{"avg_hr_bpm": 139}, {"avg_hr_bpm": 158}, {"avg_hr_bpm": 146}]},
     ["31%|claim|31|%|invented"], "heart rates do not add up: no share of their sum"),
    ("verdict-derived-hedge-no-wider", "HRV was about 42% lower after drinking.",
     {"nights": [{"hrv_ms": 46}, {"hrv_ms": 65}]},
     ["42%|claim|42|%|invented"], "(65 − 46) / 46 is 41.3%: a hedge does not widen a computation"),
    ("verdict-derived-per-count", "Average order value was $62.00.",
     {"orders": 512, "revenue": 31744.0}, ["$62.00|claim|62.00|USD|derived"],
     "an amount per counted thing: 31,744 / 512"),
    ("verdict-derived-per-count-wrong", "Average order value was $64.00.",
     {"orders": 512, "revenue": 31744.0}, ["$64.00|claim|64.00|USD|invented"], ""),
    ("verdict-derived-prose-sum", "Travel was $489.20 and $312.80, so $802.00 in all.",
     {"transactions": [{"amount": 489.20}, {"amount": 58.12}, {"amount": 312.80}]},
     ["$489.20|claim|489.20|USD|grounded", "$312.80|claim|312.80|USD|grounded",
      "$802.00|claim|802.00|USD|derived"], "the sum of two numbers of its own sentence"),
    ("verdict-derived-prose-sum-wrong", "Travel was $489.20 and $312.80, so $812.00 in all.",
     {"transactions": [{"amount": 489.20}, {"amount": 58.12}, {"amount": 312.80}]},
     ["$489.20|claim|489.20|USD|grounded", "$312.80|claim|312.80|USD|grounded",
      "$812.00|claim|812.00|USD|invented"], ""),
    ("verdict-derived-count-label", "2 of 4 charges were travel.",
     {"transactions": [{"category": "travel", "usd": 489.2}, {"category": "food", "usd": 58.1},
                       {"category": "travel", "usd": 312.8}, {"category": "food", "usd": 61.4}]},
     ["2|claim|2|-|derived", "4|claim|4|-|grounded"],
     "how many elements of a list share a label"),
    ("verdict-derived-count-label-wrong", "3 of 4 charges were travel.",
     {"transactions": [{"category": "travel", "usd": 489.2}, {"category": "food", "usd": 58.1},
                       {"category": "travel", "usd": 312.8}, {"category": "food", "usd": 61.4}]},
     ["3|claim|3|-|invented", "4|claim|4|-|grounded"], "no label has 3"),
    ("verdict-derived-count-threshold", "You hit your goal on 3 of 5 nights.",
     {"goal_sleep_min": 450, "nights": [{"asleep_min": 455}, {"asleep_min": 498},
                                         {"asleep_min": 400}, {"asleep_min": 472},
                                         {"asleep_min": 430}]},
     ["3|claim|3|-|derived", "5 nights|window|5|d|vetoed"],
     "how many elements reach a number of their unit outside the list (the goal)"),
    ("verdict-derived-count-threshold-wrong", "You hit your goal on 4 of 5 nights.",
     {"goal_sleep_min": 450, "nights": [{"asleep_min": 455}, {"asleep_min": 498},
                                         {"asleep_min": 400}, {"asleep_min": 472},
                                         {"asleep_min": 430}]},
     ["4|claim|4|-|invented", "5 nights|window|5|d|vetoed"],
     "3 nights reach 450 min, 2 do not"),
    ("verdict-derived-ratio", "Leverage is 2.0x.", {"net_debt": 1240000000, "ebitda_ttm": 620000000},
     ["2.0x|claim|2.0|x|derived"], "a multiple of two related entries, for an x claim"),
    ("verdict-derived-ratio-not-bare", "Leverage is 2.0.", {"net_debt": 1240000000,
                                                           "ebitda_ttm": 620000000},
     ["2.0|claim|2.0|-|invented"], "without the x it is no multiple"),
    ("verdict-derived-pace", "The 20-miler went at 9:33/mi.",
     {"long_run": {"time_s": 11460, "distance_mi": 20}},
     ["20|claim|20|-|grounded", "9:33/mi|claim|573|s/mi|derived"],
     "a pace from a time and a distance of one object"),
    ("verdict-derived-pace-wrong", "The 20-miler went at 9:53/mi.",
     {"long_run": {"time_s": 11460, "distance_mi": 20}},
     ["20|claim|20|-|grounded", "9:53/mi|claim|593|s/mi|invented"], "11460 / 20 is 573 s/mi"),
    ("verdict-derived-hedge-rounded", "HRV was about 41% lower after drinking.",
     {"nights": [{"hrv_ms": 46}, {"hrv_ms": 65}]},
     ["41%|claim|41|%|derived"], "the twin: rounded, it is derived"),
]


def expect_rows(text: str, specs: list[str]) -> list[dict]:
    rows, pos = [], 0
    for spec in specs:
        parts = spec.split("|")
        tok, kind, value, unit = parts[:4]
        start = text.index(tok, pos)
        pos = start + len(tok)
        row = {"text": tok, "start": start, "kind": kind,
               "value": None if value == "-" else value, "unit": None if unit == "-" else unit}
        if len(parts) > 4:
            row["verdict"] = parts[4]
        rows.append(row)
    return rows


_FLAGS = {"invented", "sign_inversion", "unit_mismatch"}


def with_planted(case: dict, why: str) -> dict:
    """A case that expects a flag is a planted case: its flags are listed."""
    planted = [{"text": e["text"], "start": e["start"], "verdict": e["verdict"],
                "why": why or "the case pins this verdict"}
               for e in case["expect"] if e.get("verdict") in _FLAGS]
    if planted:
        case["planted"] = planted
    return case


def write(path: Path, cases: list[dict]) -> None:
    with path.open("w", encoding="utf-8") as f:
        for case in cases:
            f.write(json.dumps(case, ensure_ascii=False) + "\n")


def main() -> None:
    write(OUT / "seed.jsonl", [
        with_planted({"id": i, "text": t, "pool": p, "expect": expect_rows(t, e), "note": n}, n)
        for i, t, p, e, n in SEED
    ])
    write(OUT / "kinds.jsonl", [
        {"id": i, "text": t, "expect": expect_rows(t, e)} for i, t, e in KINDS
    ])
    write(OUT / "verdicts.jsonl", [
        with_planted({"id": i, "text": t, "pool": p, "expect": expect_rows(t, e),
                      **({"note": n} if n else {})}, n)
        for i, t, p, e, n in VERDICTS
    ])


if __name__ == "__main__":
    main()

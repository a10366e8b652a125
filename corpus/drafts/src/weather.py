"""Weather drafts."""

CLEAN = [
    dict(
        id="weather-01-clean",
        domain="weather",
        pool={
            "location": "Portland, OR",
            "date": "2025-08-07",
            "current": {"temp_f": 71, "feels_like_f": 73, "humidity_pct": 58, "wind_mph": 9,
                        "gust_mph": 17},
            "high_f": 88,
            "low_f": 61,
            "precip_chance": 0.2,
            "uv_index": 8,
            "uv_peak": "1 pm",
            "sunset": "8:31 pm",
            "aqi": 42,
        },
        text=(
            "## Thursday, Aug 7: Portland forecast\n\n"
            "Right now it's **71°F** (feels like 73°F) with 58% humidity and a light breeze "
            "around 9 mph, gusting to 17 mph.\n\n"
            "**Today:** Sunny and warm, topping out near 88°F this afternoon before cooling to "
            "61°F overnight. There's only a 20% chance of a stray shower, so outdoor plans "
            "should be fine.\n\n"
            "**Heads-up:**\n"
            "- UV index peaks at 8 (very high) around 1 pm, so sunscreen is a good idea.\n"
            "- Air quality is good, with an AQI of 42.\n"
            "- Sunset is at 8:31 pm, a good window for an evening walk once it cools off.\n\n"
            "**Looking ahead:** expect a similar pattern through the weekend. If you're planning "
            "a run, go early, before the heat builds."
        ),
        note="Pool temperatures are unitless (suffix _f is not a SPEC unit suffix), so °F claims "
             "are grounded without conversion; '20%' grounded by precip_chance 0.2; 'peaks at 8' "
             "has no colon so it is a claim, not a time (SPEC: 'ends at 7.' is a claim).",
    ),
    dict(
        id="weather-02-clean",
        domain="weather",
        pool={
            "location": "Minneapolis",
            "week_of": "2025-01-13",
            "days": [
                {"date": "2025-01-13", "high_c": -4.2, "low_c": -13.8, "snow_cm": 0},
                {"date": "2025-01-14", "high_c": -9.6, "low_c": -21.3, "snow_cm": 2.5},
                {"date": "2025-01-15", "high_c": -1.1, "low_c": -8.4, "snow_cm": 11.0},
                {"date": "2025-01-16", "high_c": 1.8, "low_c": -3.9, "snow_cm": 0.4},
            ],
            "wind_chill_low_c": -31,
            "wind_gust_kmh": 52,
        },
        text=(
            "**Minneapolis: week of Jan 13**\n\n"
            "A sharp cold snap arrives midweek. Here's the day-by-day:\n\n"
            "1. **Mon, Jan 13:** High −4°C, low −14°C. Dry.\n"
            "2. **Tue, Jan 14:** The coldest day, with a high of just −9.6°C and a low of "
            "−21.3°C. About 2.5 cm of snow.\n"
            "3. **Wed, Jan 15:** Milder at −1°C, but this is the main snow event: roughly 11 cm, "
            "heaviest during the evening commute.\n"
            "4. **Thu, Jan 16:** Temperatures climb above freezing, reaching 1.8°C, with a low "
            "of −3.9°C.\n\n"
            "**Wind chill** could bottom out near −31°C on Tuesday night, with gusts up to "
            "52 km/h. Frostbite can set in quickly at that level, so limit time outside, cover "
            "exposed skin, and check on neighbors.\n\n"
            "Plan extra time for the Wednesday evening drive."
        ),
        note="Negative temperatures written with U+2212 and rounded (-4.2 → −4°C, -13.8 → −14°C, "
             "-1.1 → −1°C); pool keys avoid the _min suffix (which would mean minutes); '52 km/h' "
             "is grounded whether or not km binds, since _kmh is not a SPEC suffix (unitless). If a build adds km/h as a pool suffix unit it must also bind 'km/h' in prose: the first-cut checker reads '52 km' (length) against pool km/h (speed) and calls it unit_mismatch — a checker bug this case is meant to catch.",
    ),
    dict(
        id="weather-03-clean",
        domain="weather",
        pool={
            "station": "Seattle-Tacoma Intl",
            "month": "2024-11",
            "precip_in": 7.93,
            "precip_normal_in": 6.57,
            "precip_pct_of_normal": 121,
            "rain_days": 22,
            "wettest_day": {"date": "2024-11-19", "precip_in": 1.71},
            "peak_gust_mph": 61,
            "customers_without_power": 350000,
            "avg_temp_f": 47.2,
            "temp_anomaly_f": 1.4,
        },
        text=(
            "# November 2024 climate recap: Seattle\n\n"
            "It was a **wet month**. Sea-Tac recorded **7.93 inches** of rain, about 121% of the "
            "normal 6.57 inches, with measurable rain on 22 of the month's days.\n\n"
            "**Notable events**\n"
            "- The wettest day was Nov 19, when 1.71 inches fell as the bomb cyclone came "
            "ashore.\n"
            "- Peak gusts reached 61 mph, and at least 350,000 customers lost power at the height "
            "of the storm.\n\n"
            "**Temperatures** averaged 47.2°F, 1.4°F above normal, so it was mild as well as "
            "wet.\n\n"
            "**What it means:** with soils saturated, even moderate rain in the coming weeks "
            "could cause localized flooding and more downed trees. Clean gutters and storm drains "
            "now."
        ),
        note="'about 121%' grounded by precip_pct_of_normal 121 (the value itself, not a "
             "fraction); 'at least 350,000' is hedged; 'lost power' follows its number so it is not a cue (the value is "
             "positive anyway); 'November 2024' gives a year token; 'Nov 19' a date.",
    ),
]

PLANTS = {
    "weather-01-clean": [
        ("cooling to\n61°F".replace("\n", " "), "cooling to 67°F", "67°F", "invented",
         "low_f is 61; no pool value within 0.5 of 67"),
        ("with 58% humidity", "with 85% humidity", "85%", "invented",
         "humidity_pct is 58; neither 85 nor 0.85 is in the pool (88 is beyond rounding)"),
    ],
    "weather-02-clean": [
        ("and a low of\n−21.3°C".replace("\n", " "), "and a low of 21.3°C", "21.3°C",
         "sign_inversion",
         "the Jan 14 low is -21.3; the claim is unsigned and 'low of' is not a decrease cue"),
        ("roughly 11 cm", "roughly 17 cm", "17 cm", "invented",
         "snow_cm peaks at 11.0; 17 is not within 5% of any pool value"),
    ],
    "weather-03-clean": [
        ("**7.93 inches**", "**9.73 inches**", "9.73", "invented",
         "precip_in is 7.93; nothing in the pool is near 9.73"),
        ("averaged 47.2°F", "averaged 42.7°F", "42.7°F", "invented",
         "avg_temp_f is 47.2; nothing in the pool is near 42.7"),
    ],
}

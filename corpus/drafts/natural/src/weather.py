"""Weather: natural briefs with computed numbers, and flawed copies.

Temperatures use keys the pool reads as °C/°F (`high_temp_c`, `temp_f`); `_mm` and `_in`
are no unit suffixes, so rain amounts are unitless entries.
"""

_H = [104, 106, 108, 110, 111, 109, 107, 105, 103, 106, 109, 112, 114, 115, 113,
      110, 108, 107, 109, 111, 113, 116, 118, 117, 114, 112, 110, 109, 108, 106]

CASES = [
    dict(
        id="nat-weather-01",
        pool={
            "location": "Denver, CO",
            "issued": "2025-07-14T06:00",
            "days": [
                {"date": "2025-07-14", "high_temp_c": 33.1, "low_temp_c": 17.4, "precip_mm": 0,
                 "wind_kmh": 14},
                {"date": "2025-07-15", "high_temp_c": 34.6, "low_temp_c": 18.9, "precip_mm": 0,
                 "wind_kmh": 12},
                {"date": "2025-07-16", "high_temp_c": 31.2, "low_temp_c": 17.8, "precip_mm": 4.2,
                 "wind_kmh": 22},
                {"date": "2025-07-17", "high_temp_c": 27.5, "low_temp_c": 15.1,
                 "precip_mm": 11.6, "wind_kmh": 31},
                {"date": "2025-07-18", "high_temp_c": 29.0, "low_temp_c": 14.6, "precip_mm": 2.3,
                 "wind_kmh": 18},
            ],
        },
        text=(
            "## Denver outlook, Jul 14–18\n\n"
            "**Hot start, stormy finish.**\n\n"
            "- **Mon:** sunny, high 33.1 °C, low 17.4 °C.\n"
            "- **Tue:** the hottest day, peaking at 34.6 °C (about 94 °F) with light winds of "
            "12 km/h.\n"
            "- **Wed:** 31.2 °C with afternoon storms, around 4.2 mm of rain.\n"
            "- **Thu:** much cooler at 27.5 °C, 7.1 °C below Tuesday's peak, with the heaviest "
            "rain of the week (11.6 mm) and winds up to 31 km/h, roughly 19 mph.\n"
            "- **Fri:** 29.0 °C, a few showers (2.3 mm), low of 14.6 °C.\n\n"
            "**The week in numbers:** rain on 3 of 5 days for 18.1 mm in total, and an average "
            "high of about 31 °C.\n\n"
            "If you have outdoor plans, Monday and Tuesday are the safest bets; bring a jacket "
            "for Thursday evening."
        ),
        derived=[
            ("94 °F", None, "conversion", "days[1].high_temp_c (34.6 °C) = 94.3 °F"),
            ("7.1 °C", None, "difference",
             "days[3].high_temp_c (27.5) − days[1].high_temp_c (34.6) = −7.1"),
            ("19 mph", None, "conversion", "days[3].wind_kmh (31 km/h) = 19.3 mph"),
            ("3", "on 3 of", "count", "count of days[*] with precip_mm > 0 = 3"),
            ("18.1 mm", None, "sum", "sum of days[*].precip_mm = 4.2 + 11.6 + 2.3 = 18.1"),
            ("31 °C", None, "mean", "mean of days[*].high_temp_c = 155.4 / 5 = 31.08"),
        ],
        note="'5 days' is a window; a temperature difference in °C is not a temperature "
             "(no affine conversion applies to it); rain amounts are unitless in the pool.",
    ),
    dict(
        id="nat-weather-02",
        pool={
            "station": "Seattle-Tacoma Intl (KSEA)",
            "period": "2025-10-01/2025-10-31",
            "obs": {"mean_temp_c": 11.8, "normal_mean_temp_c": 11.0, "precip_mm": 142.7,
                    "normal_precip_mm": 95.3, "rain_days": 19, "max_temp_c": 19.4,
                    "min_temp_c": 3.1, "sunshine_hours": 71},
            "wettest_day": {"date": "2025-10-24", "precip_mm": 38.1},
        },
        text=(
            "**October at Sea-Tac: wetter and slightly warmer than normal**\n\n"
            "The month averaged 11.8 °C, 0.8 °C above the 11.0 °C normal. Temperatures ranged "
            "from 3.1 °C to 19.4 °C, a 16.3-degree spread.\n\n"
            "**Rain was the story.** Sea-Tac picked up 142.7 mm, about 150% of the 95.3 mm normal, "
            "or 47.4 mm extra. It rained on 19 days, nearly two-thirds of the month. The single "
            "wettest day, Oct 24, delivered 38.1 mm, roughly 27% of the monthly total on its "
            "own.\n\n"
            "Sunshine was scarce at just 71 hours, and there was not a single dry weekend.\n\n"
            "**Looking ahead:** the pattern looks set to continue into early November, so keep "
            "the gutters clear and the umbrella by the door."
        ),
        derived=[
            ("0.8 °C", None, "difference",
             "obs.mean_temp_c (11.8) − obs.normal_mean_temp_c (11.0) = 0.8"),
            ("16.3", "a 16.3-degree", "difference",
             "obs.max_temp_c (19.4) − obs.min_temp_c (3.1) = 16.3"),
            ("150%", None, "share", "obs.precip_mm (142.7) / obs.normal_precip_mm (95.3) = 149.7%"),
            ("47.4 mm", None, "difference", "obs.precip_mm (142.7) − obs.normal_precip_mm (95.3) = 47.4"),
            ("27%", None, "share", "wettest_day.precip_mm (38.1) / obs.precip_mm (142.7) = 26.7%"),
        ],
        note="'19 days' is a window (copied from obs.rain_days but vetoed); 'two-thirds' is a "
             "word; the 0.8 °C anomaly is a difference, not a temperature.",
    ),
    dict(
        id="nat-weather-03",
        pool={
            "location": "Chicago, IL",
            "date": "2025-11-11",
            "hourly": [
                {"time": "2025-11-11T12:00", "temp_f": 58, "wind_mph": 14, "gust_mph": 22,
                 "precip_prob_pct": 10},
                {"time": "2025-11-11T15:00", "temp_f": 55, "wind_mph": 18, "gust_mph": 31,
                 "precip_prob_pct": 40},
                {"time": "2025-11-11T18:00", "temp_f": 44, "wind_mph": 24, "gust_mph": 41,
                 "precip_prob_pct": 80},
                {"time": "2025-11-11T21:00", "temp_f": 36, "wind_mph": 21, "gust_mph": 37,
                 "precip_prob_pct": 60},
                {"time": "2025-11-12T00:00", "temp_f": 31, "wind_mph": 17, "gust_mph": 29,
                 "precip_prob_pct": 30},
            ],
            "alerts": [{"type": "Wind Advisory", "until": "2025-11-12T03:00"}],
        },
        text=(
            "### Cold front this evening (Chicago, Nov 11)\n\n"
            "A sharp cold front moves through late this afternoon.\n\n"
            "- **Noon:** a mild 58 °F with a 10% chance of rain.\n"
            "- **3 pm:** 55 °F, winds picking up to 18 mph; rain chances rise to 40%.\n"
            "- **6 pm:** the front arrives. The temperature falls to 44 °F, 11 degrees lower in "
            "3 hours, with gusts to 41 mph (about 66 km/h) and an 80% chance of showers.\n"
            "- **Midnight:** 31 °F, just below freezing.\n\n"
            "All told, the temperature drops 27 °F over 12 hours. A **Wind Advisory** runs until "
            "3 am; secure patio furniture and expect a few tree limbs down.\n\n"
            "Tomorrow morning will feel like winter, so dig out the heavy coat before you leave "
            "the house."
        ),
        derived=[
            ("11 degrees", None, "difference", "hourly[2].temp_f (44) − hourly[1].temp_f (55) = −11"),
            ("3 hours", None, "time_between", "hourly[2].time (18:00) − hourly[1].time (15:00) = 3 h"),
            ("66 km/h", None, "conversion", "hourly[2].gust_mph (41 mph) = 66.0 km/h"),
            ("27 °F", None, "difference", "hourly[4].temp_f (31) − hourly[0].temp_f (58) = −27"),
            ("12 hours", None, "time_between",
             "hourly[4].time (00:00 next day) − hourly[0].time (12:00) = 12 h"),
        ],
        note="hours are claims (not after last/past/next); a 27 °F drop is a temperature "
             "difference and must not be read as 27 °F (−2.8 °C).",
    ),
    dict(
        id="nat-weather-04",
        pool={
            "city": "Phoenix, AZ",
            "month": "2025-06",
            "daily_high_temp_f": _H,
            "normal_high_temp_f": 104.4,
            "record_high_temp_f": 122,
            "precip_in": 0.0,
        },
        text=(
            "**Phoenix, June 2025: a hot one**\n\n"
            "June's highs averaged 110.0 °F, 5.6 °F above the 104.4 °F normal. Every single day "
            "reached at least 103 °F, and 15 of the 30 days hit 110 °F or more.\n\n"
            "**The peak** came on Jun 23 at 118 °F, just 4 °F short of the 122 °F all-time "
            "record. The hottest stretch, Jun 21–25, averaged 115.6 °F, with every day of it at "
            "113 °F or above.\n\n"
            "No rain fell all month, which is typical before the monsoon arrives in July.\n\n"
            "**Heat safety:** with overnight temperatures staying high too, there is little "
            "relief after dark. Hydrate early, avoid exertion between late morning and sunset, "
            "and check on neighbors who don't have working air conditioning."
        ),
        derived=[
            ("110.0 °F", None, "mean", "mean of daily_high_temp_f (30 values) = 3300 / 30 = 110.0"),
            ("5.6 °F", None, "difference", "110.0 − normal_high_temp_f (104.4) = 5.6"),
            ("15", "and 15 of", "count", "count of daily_high_temp_f ≥ 110 = 15"),
            ("4 °F", None, "difference",
             "record_high_temp_f (122) − daily_high_temp_f[22] (118) = 4"),
            ("115.6 °F", None, "mean",
             "mean of daily_high_temp_f[20..24] (113, 116, 118, 117, 114) = 115.6"),
        ],
        note="a bare list of highs under a °F key; the mean 110.0 happens to equal several list "
             "values; '30 days' is a window; 'at least 103 °F' and '113 °F or above' are copied "
             "minima.",
    ),
    dict(
        id="nat-weather-05",
        pool={
            "storm": "2025-01-18/2025-01-19",
            "reports": [
                {"station": "Boulder", "snow_cm": 38}, {"station": "Golden", "snow_cm": 31},
                {"station": "Evergreen", "snow_cm": 46}, {"station": "Denver (DIA)", "snow_cm": 17},
                {"station": "Aurora", "snow_cm": 22},
            ],
            "previous_storm_max_cm": 29,
            "season_total_cm": {"denver": 84, "denver_normal_to_date": 102},
        },
        text=(
            "## Weekend snowstorm: final totals\n\n"
            "The storm that ran from Saturday into Sunday delivered the biggest totals of the "
            "season along the foothills.\n\n"
            "- **Evergreen:** 46 cm (about 18 inches), the highest report\n"
            "- **Boulder:** 38 cm\n"
            "- **Golden:** 31 cm\n"
            "- **Aurora:** 22 cm\n"
            "- **Denver (DIA):** 17 cm\n\n"
            "Across the 5 reporting stations the average was 30.8 cm, and 3 of them beat the "
            "previous storm's maximum of 29 cm, Evergreen by 17 cm.\n\n"
            "Even after this storm, Denver's season total of 84 cm is only about 82% of normal "
            "to date, 18 cm behind the usual 102 cm. More chances for snow return late next week."
        ),
        derived=[
            ("18", "about 18 inches", "conversion", "reports[2].snow_cm (46 cm) = 18.1 in"),
            ("5", "the 5 reporting", "count", "reports.length (5)"),
            ("30.8 cm", None, "mean", "mean of reports[*].snow_cm = 154 / 5 = 30.8"),
            ("3", "and 3 of", "count",
             "count of reports[*] with snow_cm > previous_storm_max_cm (29): 38, 31, 46 = 3"),
            ("17 cm", "Evergreen by 17 cm", "difference",
             "reports[2].snow_cm (46) − previous_storm_max_cm (29) = 17"),
            ("82%", None, "share",
             "season_total_cm.denver (84) / season_total_cm.denver_normal_to_date (102) = 82.4%"),
            ("18 cm", None, "difference",
             "season_total_cm.denver (84) − season_total_cm.denver_normal_to_date (102) = −18"),
        ],
        note="'inches' is no unit today, so the 18 is unitless; the count compares a list with a "
             "sibling threshold; 17 cm equals reports[3] by coincidence.",
    ),
]

FLAWS = {
    "nat-weather-01": [
        ("31 km/h, roughly 19 mph", "31 km/h, roughly 31 mph", "31 mph", "unit_mismatch",
         "unit confusion",
         "31 is days[3].wind_kmh; 31 mph = 49.9 km/h matches no speed; the hedge puts "
         "days[2].high_temp_c (31.2 °C) within 5%, a temperature, hence unit_mismatch"),
        ("low of 14.6 °C", "low of 16.4 °C", "16.4 °C", "invented", "transposed digits",
         "days[4].low_temp_c is 14.6; no °C or unitless value within 0.05 of 16.4"),
    ],
    "nat-weather-02": [
        ("picked up 142.7 mm", "picked up 147.2 mm", "147.2 mm", "invented", "transposed digits",
         "obs.precip_mm is 142.7; no value within 0.05 of 147.2"),
    ],
    "nat-weather-03": [
        ("winds picking up to 18 mph", "winds picking up to 18 km/h", "18 km/h", "invented",
         "unit confusion",
         "hourly[1].wind_mph is 18 mph = 29 km/h; 18 km/h = 11.2 mph matches no speed"),
        ("with gusts to 41 mph", "with gusts to 80 mph", "80 mph", "unit_mismatch", "wrong field",
         "the 18:00 gust is hourly[2].gust_mph = 41; 80 is the next column, "
         "hourly[2].precip_prob_pct (%), and no speed or unitless value is within 0.5 of 80"),
    ],
    "nat-weather-04": [
        ("5.6 °F above", "6.5 °F above", "6.5 °F", "invented", "transposed digits",
         "mean high 110.0 − normal 104.4 = 5.6; 6.5 is no pool value or difference"),
    ],
}

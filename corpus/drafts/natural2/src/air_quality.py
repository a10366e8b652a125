"""Air quality: monitoring-station readings and forecasts as OpenAQ, AirNow,
UK AURN summaries and AirGradient sensors export them."""

DOMAIN = "air_quality"
SPLIT = "dev"

# ---------------------------------------------------------------------------
# 01: city morning digest from an OpenAQ-style "latest" query
# ---------------------------------------------------------------------------


def _loc(loc_id, name, label, lat, lon, pm25, pm10, no2):
    sensors = []
    for k, (param, vals) in enumerate((("pm25", pm25), ("pm10", pm10), ("no2", no2))):
        sensors.append({
            "id": loc_id * 10 + k + 1,
            "parameter": param,
            "units": "µg/m³",
            "latest": vals[0],
            "avg24h": vals[1],
        })
    return {
        "id": loc_id,
        "name": name,
        "label": label,
        "provider": {"id": 72, "name": "GIOŚ"},
        "isMonitor": True,
        "coordinates": {"latitude": lat, "longitude": lon},
        "datetimeLast": {"utc": "2025-01-21T07:00:00Z", "local": "2025-01-21T08:00:00+01:00"},
        "sensors": sensors,
    }


POOL_01 = {
    "meta": {"name": "openaq-api", "website": "/", "page": 1, "limit": 100, "found": 4},
    "query": {"locality": "Kraków", "parameters": ["pm25", "pm10", "no2"],
              "datetime_local": "2025-01-21T08:00:00+01:00"},
    "results": [
        _loc(10580, "Kraków, ul. Bulwarowa", "Nowa Huta", 50.069308, 20.053492,
             (74.9, 66.1), (102.5, 91.3), (None, None)),
        _loc(10577, "Kraków, Aleja Krasińskiego", "Al. Krasińskiego", 50.057678, 19.926189,
             (61.3, 54.8), (88.0, 79.6), (71.4, 63.2)),
        _loc(10583, "Kraków, ul. Złoty Róg", "Złoty Róg", 50.081197, 19.895358,
             (52.6, 47.5), (71.8, 66.4), (44.9, 41.0)),
        _loc(10588, "Kraków, ul. Bujaka", "Kurdwanów", 50.010575, 19.949189,
             (48.2, 43.7), (60.9, 55.0), (38.5, 35.1)),
    ],
    "guidelines": {
        "who_2021_24h": {"pm25": 15, "pm10": 45, "no2": 25},
        "eu_daily_limit": {"pm10": 50},
    },
}

TEXT_01 = """# Kraków air — Tuesday morning digest

**As of 08:00 (Jan 21).** The smog episode is still on: all four GIOŚ monitors are well above the WHO 24-hour guideline for fine particles.

| Station | PM2.5 now | PM2.5 24-h avg | PM10 24-h avg |
|---|---|---|---|
| Nowa Huta (Bulwarowa) | 74.9 | 66.1 | 91.3 |
| Al. Krasińskiego | 61.3 | 54.8 | 79.6 |
| Złoty Róg | 52.6 | 47.5 | 66.4 |
| Kurdwanów | 48.2 | 43.7 | 55.0 |

*All values in µg/m³.*

**Key points**
- **PM2.5:** the four-station 24-hour average is about **53 µg/m³**, roughly 3.5× the WHO guideline of 15. Nowa Huta is worst at **4.4×**; even Kurdwanów, the cleanest site, is close to **3×**.
- **PM10:** every station is over the EU daily limit of 50 µg/m³. Nowa Huta exceeds it by 41.3 µg/m³, or 83%.
- **Still building:** current PM2.5 is above the 24-hour average everywhere, e.g. **+8.8 µg/m³** at Nowa Huta and +6.5 at Krasińskiego, so the overnight build-up hasn't cleared yet.
- **NO₂** at Al. Krasińskiego is **71.4 µg/m³** this hour and averaged 63.2 over the past day, about 2.5× the WHO daily guideline of 25. Nowa Huta's NO₂ sensor sent no data.

**For today:** keep outdoor exercise short, especially in the east of the city, and if anyone at home has asthma or heart problems, keep the windows shut and a purifier running."""


def _s(i, j, f):
    return f"results[{i}].sensors[{j}].{f}"


CASE_01 = dict(
    id="n2-air_quality-01",
    pool=POOL_01,
    text=TEXT_01,
    copied=[
        ("08:00", None, "results[0].datetimeLast.local"),
        ("Jan 21", None, "results[0].datetimeLast.local"),
        ("74.9", None, _s(0, 0, "latest")),
        ("66.1", None, _s(0, 0, "avg24h")),
        ("91.3", None, _s(0, 1, "avg24h")),
        ("61.3", None, _s(1, 0, "latest")),
        ("54.8", None, _s(1, 0, "avg24h")),
        ("79.6", None, _s(1, 1, "avg24h")),
        ("52.6", None, _s(2, 0, "latest")),
        ("47.5", None, _s(2, 0, "avg24h")),
        ("66.4", None, _s(2, 1, "avg24h")),
        ("48.2", None, _s(3, 0, "latest")),
        ("43.7", None, _s(3, 0, "avg24h")),
        ("55.0", None, _s(3, 1, "avg24h")),
        ("15", "guideline of 15", "guidelines.who_2021_24h.pm25"),
        ("50 µg/m³", None, "guidelines.eu_daily_limit.pm10"),
        ("71.4 µg/m³", None, _s(1, 2, "latest")),
        ("63.2", None, _s(1, 2, "avg24h")),
        ("25", "guideline of 25", "guidelines.who_2021_24h.no2"),
    ],
    derived=[
        ("four", "all four", "count", "len(results) = 4 stations"),
        ("four", "four-station", "count", "len(results) = 4 stations"),
        ("53 µg/m³", None, "mean",
         "PM2.5 avg24h (66.1 + 54.8 + 47.5 + 43.7) / 4 = 53.0"),
        ("3.5×", None, "ratio", "53.0 / guidelines.who_2021_24h.pm25 15 = 3.5"),
        ("4.4×", None, "ratio", "results[0].sensors[0].avg24h 66.1 / 15 = 4.41"),
        ("3×", "close to **3×**", "ratio", "results[3].sensors[0].avg24h 43.7 / 15 = 2.91"),
        ("41.3 µg/m³", None, "difference",
         "results[0].sensors[1].avg24h 91.3 − guidelines.eu_daily_limit.pm10 50 = 41.3"),
        ("83%", None, "percent_change", "41.3 / 50 = 82.6% over the limit"),
        ("+8.8 µg/m³", None, "difference",
         "results[0].sensors[0].latest 74.9 − results[0].sensors[0].avg24h 66.1 = 8.8"),
        ("+6.5", None, "difference",
         "results[1].sensors[0].latest 61.3 − results[1].sensors[0].avg24h 54.8 = 6.5"),
        ("2.5×", None, "ratio", "results[1].sensors[2].avg24h 63.2 / guidelines.who_2021_24h.no2 25 = 2.53"),
    ],
    note="Morning city digest during a winter smog episode: four stations, PM2.5/PM10/NO2 against WHO and EU limits.",
)

# ---------------------------------------------------------------------------
# 02: wildfire-smoke alert from AirNow observations, forecast and hourly data
# ---------------------------------------------------------------------------


def _obs(param, aqi, cat_no, cat_name):
    return {
        "DateObserved": "2025-08-14 ",
        "HourObserved": 15,
        "LocalTimeZone": "PDT",
        "ReportingArea": "Portland",
        "StateCode": "OR",
        "Latitude": 45.538,
        "Longitude": -122.656,
        "ParameterName": param,
        "AQI": aqi,
        "Category": {"Number": cat_no, "Name": cat_name},
    }


def _fc(day, aqi, cat_no, cat_name, action, disc):
    return {
        "DateIssue": "2025-08-14 ",
        "DateForecast": day,
        "ReportingArea": "Portland",
        "StateCode": "OR",
        "ParameterName": "PM2.5",
        "AQI": aqi,
        "Category": {"Number": cat_no, "Name": cat_name},
        "ActionDay": action,
        "Discussion": disc,
    }


POOL_02 = {
    "request": {"zipCode": "97214", "distance": 25, "format": "application/json"},
    "current": [
        _obs("O3", 61, 2, "Moderate"),
        _obs("PM2.5", 168, 4, "Unhealthy"),
        _obs("PM10", 74, 2, "Moderate"),
    ],
    "forecast": [
        _fc("2025-08-15 ", 182, 4, "Unhealthy", True,
            "Smoke from fires in the Cascades will keep PM2.5 elevated through Friday."),
        _fc("2025-08-16 ", 135, 3, "Unhealthy for Sensitive Groups", True, ""),
        _fc("2025-08-17 ", -1, 2, "Moderate", False, ""),
    ],
    "station_hourly": {
        "site_name": "Portland - SE Lafayette",
        "aqs_id": "410510080",
        "parameter": "PM2.5",
        "unit": "UG/M3",
        "readings": [
            {"utc": "2025-08-14T16:00", "local": "2025-08-14T09:00:00-07:00", "value": 42.6},
            {"utc": "2025-08-14T17:00", "local": "2025-08-14T10:00:00-07:00", "value": 55.1},
            {"utc": "2025-08-14T18:00", "local": "2025-08-14T11:00:00-07:00", "value": 71.9},
            {"utc": "2025-08-14T19:00", "local": "2025-08-14T12:00:00-07:00", "value": 84.3},
            {"utc": "2025-08-14T20:00", "local": "2025-08-14T13:00:00-07:00", "value": 96.7},
            {"utc": "2025-08-14T21:00", "local": "2025-08-14T14:00:00-07:00", "value": 92.4},
            {"utc": "2025-08-14T22:00", "local": "2025-08-14T15:00:00-07:00", "value": 88.9},
        ],
        "same_hour_yesterday": 14.2,
    },
}

TEXT_02 = """## 🔥 Smoke alert for Portland: Unhealthy today and tomorrow

**Right now (3 PM):** the PM2.5 AQI is **168**, in the *Unhealthy* range. Ozone is Moderate at 61 and PM10 at 74, so this is a smoke-particle problem.

**How fast it arrived:** at the SE Lafayette monitor, hourly PM2.5 went from **42.6 µg/m³ at 9 AM** to a peak of **96.7 µg/m³ at 1 PM**, more than doubling in four hours. It has eased a little since, to 88.9 µg/m³ at 3 PM, but that is still over six times the 14.2 µg/m³ measured at the same hour yesterday.

### Outlook
- **Fri Aug 15:** forecast AQI **182**, *Unhealthy*, and an Air Quality Action Day.
- **Sat Aug 16:** improving to **135** (*Unhealthy for Sensitive Groups*), still an Action Day.
- **Sun Aug 17:** Moderate expected (no numeric AQI issued yet).

### What to do today
- Keep windows and doors closed; run a HEPA purifier, or a box fan with a MERV-13 filter taped to it, in the room you sleep in.
- Move workouts indoors. If you have to be outside for long, a well-fitted N95 helps; cloth and surgical masks do little against smoke.
- Kids, older adults, and anyone with asthma or heart disease should limit time outdoors through at least Saturday."""

_R = "station_hourly.readings"

CASE_02 = dict(
    id="n2-air_quality-02",
    pool=POOL_02,
    text=TEXT_02,
    copied=[
        ("3 PM", "Right now (3 PM)", "current[1].HourObserved"),
        ("168", None, "current[1].AQI"),
        ("61", None, "current[0].AQI"),
        ("74", None, "current[2].AQI"),
        ("42.6 µg/m³", None, f"{_R}[0].value"),
        ("9 AM", None, f"{_R}[0].local"),
        ("96.7 µg/m³", None, f"{_R}[4].value"),
        ("1 PM", None, f"{_R}[4].local"),
        ("88.9 µg/m³", None, f"{_R}[6].value"),
        ("3 PM", "µg/m³ at 3 PM", f"{_R}[6].local"),
        ("14.2 µg/m³", None, "station_hourly.same_hour_yesterday"),
        ("Aug 15", None, "forecast[0].DateForecast"),
        ("182", None, "forecast[0].AQI"),
        ("Aug 16", None, "forecast[1].DateForecast"),
        ("135", None, "forecast[1].AQI"),
        ("Aug 17", None, "forecast[2].DateForecast"),
    ],
    derived=[
        ("doubling", None, "ratio", f"{_R}[4].value 96.7 / {_R}[0].value 42.6 = 2.27"),
        ("four", "in four hours", "time_between", f"{_R}[0].local 09:00 → {_R}[4].local 13:00 = 4 h"),
        ("six", "over six times", "ratio",
         f"{_R}[6].value 88.9 / station_hourly.same_hour_yesterday 14.2 = 6.26"),
    ],
    note="Wildfire smoke alert: current AQI by pollutant, the morning ramp-up at one monitor, two-day forecast.",
)

# ---------------------------------------------------------------------------
# 03: weekly recap for a UK roadside monitoring site (AURN-style summary)
# ---------------------------------------------------------------------------

POOL_03 = {
    "site": {"code": "MY1", "name": "London Marylebone Road", "site_type": "Urban Traffic",
             "network": "AURN", "lat": 51.52253, "lon": -0.154611},
    "period": {"start": "2025-03-03", "end": "2025-03-09", "timezone": "GMT"},
    "daily": [
        {"date": "2025-03-03", "no2_ugm3": 48.1, "pm25_ugm3": 11.4, "pm10_ugm3": 19.8, "capture_pct": 1.0},
        {"date": "2025-03-04", "no2_ugm3": 52.7, "pm25_ugm3": 13.9, "pm10_ugm3": 22.6, "capture_pct": 1.0},
        {"date": "2025-03-05", "no2_ugm3": 61.3, "pm25_ugm3": 21.8, "pm10_ugm3": 31.0, "capture_pct": 0.958},
        {"date": "2025-03-06", "no2_ugm3": 57.0, "pm25_ugm3": 26.5, "pm10_ugm3": 35.2, "capture_pct": 1.0},
        {"date": "2025-03-07", "no2_ugm3": 44.6, "pm25_ugm3": 17.2, "pm10_ugm3": 25.9, "capture_pct": 0.917},
        {"date": "2025-03-08", "no2_ugm3": 31.9, "pm25_ugm3": 9.8, "pm10_ugm3": 16.1, "capture_pct": 1.0},
        {"date": "2025-03-09", "no2_ugm3": 29.4, "pm25_ugm3": 8.6, "pm10_ugm3": 14.7, "capture_pct": 1.0},
    ],
    "week_summary": {
        "no2_mean": 46.4,
        "pm25_mean": 15.6,
        "pm10_mean": 23.6,
        "no2_max_hourly": 118.0,
        "no2_max_hourly_at": "2025-03-05T08:00:00Z",
        "hours_no2_over_200": 0,
        "days_pm25_over_who_24h": 3,
    },
    "previous_week": {
        "start": "2025-02-24",
        "no2_mean": 41.2,
        "pm25_mean": 10.3,
        "pm10_mean": 18.9,
        "days_pm25_over_who_24h": 1,
    },
    "objectives": {"uk_no2_annual_mean": 40, "uk_no2_hourly": 200, "who_pm25_24h": 15},
}

TEXT_03 = """## Marylebone Road (MY1): week of 3–9 March

**In short:** NO₂ averaged **46.4 µg/m³** this week at this roadside site, and PM2.5 **15.6 µg/m³**. Both were worse than the week before, mostly because of a still, hazy spell from Wednesday to Friday. The weekend was much cleaner.

| | This week | Last week | Change |
|---|---|---|---|
| NO₂ mean | 46.4 | 41.2 | +12.6% |
| PM2.5 mean | 15.6 | 10.3 | +51% |
| Days PM2.5 over WHO 24-h (15) | 3 | 1 | +2 |

*Concentrations in µg/m³.*

**NO₂**
- Worst day was **Wed 5 March** at 61.3; the single worst hour was **118 µg/m³ at 08:00** that morning. No hours broke the 200 µg/m³ hourly objective.
- Weekdays averaged about **52.7**, the weekend about **30.7**: roughly 42% lower with lighter traffic.
- The weekly mean is above the UK annual objective of 40, so a week like this doesn't help the site's annual figure.

**PM2.5**
- The three days over the guideline were Wednesday to Friday, peaking on **Thursday at 26.5**, about 1.8× the WHO level.
- Saturday and Sunday were the cleanest days of the week (9.8 and 8.6).

**Data quality:** capture averaged 98.2%, with small gaps on Wednesday (95.8%) and Friday (91.7%)."""

CASE_03 = dict(
    id="n2-air_quality-03",
    pool=POOL_03,
    text=TEXT_03,
    copied=[
        ("3", "3–9 March", "period.start"),
        ("9 March", "3–9 March", "period.end"),
        ("46.4 µg/m³", None, "week_summary.no2_mean"),
        ("15.6 µg/m³", None, "week_summary.pm25_mean"),
        ("46.4", "| 46.4 |", "week_summary.no2_mean"),
        ("41.2", None, "previous_week.no2_mean"),
        ("15.6", "| 15.6 |", "week_summary.pm25_mean"),
        ("10.3", None, "previous_week.pm25_mean"),
        ("15", "(15)", "objectives.who_pm25_24h"),
        ("3", "| 3 | 1 |", "week_summary.days_pm25_over_who_24h"),
        ("1", "| 3 | 1 |", "previous_week.days_pm25_over_who_24h"),
        ("5 March", None, "daily[2].date"),
        ("61.3", None, "daily[2].no2_ugm3"),
        ("118 µg/m³", None, "week_summary.no2_max_hourly"),
        ("08:00", None, "week_summary.no2_max_hourly_at"),
        ("200 µg/m³", None, "objectives.uk_no2_hourly"),
        ("40", "objective of 40", "objectives.uk_no2_annual_mean"),
        ("three", "The three days", "week_summary.days_pm25_over_who_24h"),
        ("26.5", None, "daily[3].pm25_ugm3"),
        ("9.8", None, "daily[5].pm25_ugm3"),
        ("8.6", None, "daily[6].pm25_ugm3"),
        ("95.8%", None, "daily[2].capture_pct"),
        ("91.7%", None, "daily[4].capture_pct"),
    ],
    derived=[
        ("+12.6%", None, "percent_change",
         "(week_summary.no2_mean 46.4 − previous_week.no2_mean 41.2) / 41.2 = +12.6%"),
        ("+51%", None, "percent_change",
         "(week_summary.pm25_mean 15.6 − previous_week.pm25_mean 10.3) / 10.3 = +51.5%"),
        ("+2", "| +2 |", "difference", "days over WHO 3 − 1 = 2"),
        ("52.7", None, "mean", "daily[0..4].no2_ugm3 (48.1 + 52.7 + 61.3 + 57.0 + 44.6) / 5 = 52.74"),
        ("30.7", None, "mean", "daily[5..6].no2_ugm3 (31.9 + 29.4) / 2 = 30.65"),
        ("42%", None, "percent_change", "(30.65 − 52.74) / 52.74 = −41.9%"),
        ("1.8×", None, "ratio", "daily[3].pm25_ugm3 26.5 / objectives.who_pm25_24h 15 = 1.77"),
        ("98.2%", None, "mean", "daily capture_pct (1 + 1 + 0.958 + 1 + 0.917 + 1 + 1) / 7 = 0.982"),
    ],
    note="Weekly recap for one roadside site: this week vs last, worst day/hour, weekday/weekend split, data capture.",
)

# ---------------------------------------------------------------------------
# 04: indoor vs outdoor comparison from two AirGradient monitors
# ---------------------------------------------------------------------------

POOL_04 = {
    "place": {"name": "Alder Ct", "timezone": "America/Los_Angeles"},
    "locations": [
        {
            "locationId": 58213,
            "locationName": "Backyard",
            "serialno": "d83bda1c2f44",
            "model": "O-1PST",
            "firmwareVersion": "3.1.9",
            "pm01": 14.8,
            "pm02": 31.4,
            "pm10": 36.2,
            "pm003Count": 3124,
            "pm02_compensated": 20.2,
            "atmp": 8.4,
            "atmp_compensated": 7.9,
            "rhum": 81,
            "rhum_compensated": 86,
            "rco2": 431,
            "tvocIndex": 112,
            "noxIndex": 3,
            "wifi": -67,
            "timestamp": "2024-11-06T03:00:00.000Z",
            "offline": False,
        },
        {
            "locationId": 58214,
            "locationName": "Living room",
            "serialno": "d83bda1c9a07",
            "model": "I-9PSL",
            "firmwareVersion": "3.1.9",
            "pm01": 4.1,
            "pm02": 6.9,
            "pm10": 7.4,
            "pm003Count": 812,
            "pm02_compensated": 5.2,
            "atmp": 21.6,
            "atmp_compensated": 20.9,
            "rhum": 44,
            "rhum_compensated": 47,
            "rco2": 1140,
            "tvocIndex": 187,
            "noxIndex": 1,
            "wifi": -48,
            "timestamp": "2024-11-06T03:00:00.000Z",
            "offline": False,
        },
    ],
    "history": {
        "locationId": 58213,
        "metric": "pm02_compensated",
        "bucket": "1h",
        "points": [
            {"timestamp": "2024-11-05T23:00:00.000Z", "value": 9.8},
            {"timestamp": "2024-11-06T00:00:00.000Z", "value": 12.1},
            {"timestamp": "2024-11-06T01:00:00.000Z", "value": 15.6},
            {"timestamp": "2024-11-06T02:00:00.000Z", "value": 18.3},
            {"timestamp": "2024-11-06T03:00:00.000Z", "value": 20.2},
        ],
    },
}

TEXT_04 = """## Open the windows tonight? Indoor vs outdoor

**My take: air the place out briefly now (10–15 minutes, windows wide) rather than leaving them open all evening.** Your two monitors are pointing in opposite directions.

| At 7 PM | Backyard | Living room |
|---|---|---|
| PM2.5 (corrected) | 20.2 µg/m³ | 5.2 µg/m³ |
| CO₂ | 431 ppm | 1,140 ppm |
| Temperature | 7.9 °C (46 °F) | 20.9 °C |
| Humidity | 86% | 47% |

**The case for opening up:** living-room CO₂ is at 1,140 ppm, about 2.6 times the outdoor level and past the ~1,000 ppm mark where rooms start to feel stuffy and concentration dips. The VOC index is elevated too, at 187, well above the sensor's normal baseline, which usually points to cooking or cleaning products.

**The case against:** outdoor PM2.5 has roughly doubled since 3 PM (9.8 → 20.2 µg/m³) and has gone up every hour, which looks like evening wood smoke building. It's already nearly four times the indoor level, and a long airing would pull a lot of that inside.

**Suggestion:** do a quick cross-draft now, before the smoke thickens further, then close up and run the purifier for an hour. If you want to check again later, watch the backyard PM2.5: once it's back in single digits, longer ventilation is fine."""

CASE_04 = dict(
    id="n2-air_quality-04",
    pool=POOL_04,
    text=TEXT_04,
    copied=[
        ("20.2 µg/m³", "| 20.2 µg/m³", "locations[0].pm02_compensated"),
        ("5.2 µg/m³", None, "locations[1].pm02_compensated"),
        ("431 ppm", None, "locations[0].rco2"),
        ("1,140 ppm", "| 1,140 ppm", "locations[1].rco2"),
        ("7.9 °C", None, "locations[0].atmp_compensated"),
        ("20.9 °C", None, "locations[1].atmp_compensated"),
        ("86%", None, "locations[0].rhum_compensated"),
        ("47%", None, "locations[1].rhum_compensated"),
        ("1,140 ppm", "is at 1,140 ppm", "locations[1].rco2"),
        ("187", None, "locations[1].tvocIndex"),
        ("9.8", None, "history.points[0].value"),
        ("20.2 µg/m³", "→ 20.2 µg/m³", "history.points[4].value"),
    ],
    derived=[
        ("two", "Your two monitors", "count", "len(locations) = 2"),
        ("7 PM", None, "conversion",
         "locations[0].timestamp 2024-11-06T03:00Z = 19:00 PST (place.timezone America/Los_Angeles)"),
        ("46 °F", None, "conversion", "locations[0].atmp_compensated 7.9 °C × 9/5 + 32 = 46.2 °F"),
        ("2.6 times", None, "ratio", "locations[1].rco2 1140 / locations[0].rco2 431 = 2.65"),
        ("doubled", None, "ratio", "history.points[4].value 20.2 / history.points[0].value 9.8 = 2.06"),
        ("3 PM", None, "conversion", "history.points[0].timestamp 2024-11-05T23:00Z = 15:00 PST"),
        ("four", "nearly four times", "ratio",
         "locations[0].pm02_compensated 20.2 / locations[1].pm02_compensated 5.2 = 3.88"),
    ],
    note="Indoor vs outdoor comparison to answer whether to ventilate: PM2.5 rising outside, CO2 high inside.",
)

CASES = [CASE_01, CASE_02, CASE_03, CASE_04]

FLAWS = {
    "n2-air_quality-01": [
        ("all four GIOŚ monitors", "all five GIOŚ monitors", "five", "wrong value",
         "four stations reported; written as five"),
        ("| Złoty Róg | 52.6 | 47.5 | 66.4 |", "| Złoty Róg | 52.6 | 47.5 | 71.8 |", "71.8",
         "neighbour value", "Złoty Róg's current PM10 reading given as its 24-hour average",
         "results[2].sensors[1].latest"),
        ("Nowa Huta is worst at **4.4×**", "Nowa Huta is worst at **4.5×**", "4.5×", "near-miss rounding",
         "66.1 / 15 = 4.41 rounded to 4.5"),
    ],
    "n2-air_quality-02": [
        ("peak of **96.7 µg/m³ at 1 PM**", "peak of **96.7 µg/m³ at 2 PM**", "2 PM", "wrong time",
         "peak hour given as 2 PM (the 92.4 reading); 96.7 was at 1 PM"),
        ("It has eased a little since, to 88.9", "It has climbed a little since, to 88.9", "88.9",
         "direction flip", "PM2.5 fell from 96.7 to 88.9 after the peak; written as a climb"),
        ("**Sat Aug 16:**", "**Sat Aug 17:**", "Aug 17", "wrong date",
         "the AQI 135 forecast is for Aug 16, not Aug 17"),
    ],
    "n2-air_quality-03": [
        ("NO₂ averaged **46.4 µg/m³**", "NO₂ averaged **41.2 µg/m³**", "41.2 µg/m³", "stale value",
         "last week's NO₂ mean given as this week's", "previous_week.no2_mean"),
        ("**118 µg/m³ at 08:00**", "**181 µg/m³ at 08:00**", "181 µg/m³", "transposed digits",
         "peak hourly NO₂ 118 written as 181"),
        ("about 1.8× the WHO level", "about 1.9× the WHO level", "1.9×", "near-miss rounding",
         "26.5 / 15 = 1.77 rounded to 1.9"),
    ],
    "n2-air_quality-04": [
        ("| 20.9 °C |", "| 20.9 °F |", "20.9 °F", "unit confusion",
         "indoor temperature in °C labelled °F"),
        ("has roughly doubled since 3 PM", "has roughly doubled since 5 PM", "5 PM", "wrong time",
         "start of the rise given as 5 PM (the 15.6 reading's hour); the 9.8 reading was at 3 PM"),
        ("at 187, well above", "at 112, well above", "112", "neighbour value",
         "the backyard's VOC index given for the living room", "locations[0].tvocIndex"),
    ],
}

"""Home energy: smart-meter, solar-inverter, battery and home-monitor exports
(a GivEnergy-style daily summary on an Octopus tariff, an Enphase-style weekly
range in Wh, a Sense-style always-on alert, an Australian CDR billing export
re-priced against retailer plans)."""

DOMAIN = "home_energy"
SPLIT = "dev"

# ---------------------------------------------------------------- case 01
POOL_01 = {
    "site": {"inverter_serial": "SA2317G104", "battery_serial": "BG2241A077",
             "postcode_area": "BS", "timezone": "Europe/London"},
    "date": "2025-05-14",
    "generated_at": "2025-05-15T06:00:12+01:00",
    "totals_kwh": {"solar": 24.6, "consumption": 16.7, "grid_import": 3.2, "grid_import_offpeak": 2.6,
                   "grid_export": 9.8, "battery_charge": 8.4, "battery_discharge": 7.1},
    "battery": {"capacity_kwh": 9.5, "max_discharge_kw": 5.0,
                "soc_min_pct": 0.12, "soc_min_at": "2025-05-14T05:40:00+01:00",
                "soc_max_pct": 1.0, "soc_max_at": "2025-05-14T12:20:00+01:00",
                "soc_end_pct": 0.41},
    "peaks": {"solar_kw": 4.83, "solar_at": "2025-05-14T13:05:00+01:00",
              "demand_kw": 7.2, "demand_at": "2025-05-14T18:25:00+01:00"},
    "tariff": {"import_product": "GO-VAR-22-10-14", "import_name": "Octopus Go",
               "offpeak_p_per_kwh": 8.5, "peak_p_per_kwh": 27.03,
               "offpeak_start": "00:30", "offpeak_end": "05:30",
               "standing_charge_p_per_day": 53.35,
               "export_name": "Outgoing Fixed", "export_p_per_kwh": 15.0},
    "cost_gbp": {"import": 0.38, "standing": 0.53, "export_credit": -1.47, "net": -0.56},
    "self_sufficiency": 0.808,
    "self_consumption_pct": 60.2,
    "yesterday": {"date": "2025-05-13", "solar_kwh": 19.3, "consumption_kwh": 21.4,
                  "grid_import_kwh": 6.9, "grid_export_kwh": 4.1, "battery_charge_kwh": 6.6,
                  "battery_discharge_kwh": 5.9, "net_gbp": 0.74},
}

TEXT_01 = """# ☀️ Your energy day: Wednesday 14 May

**Net result: you were paid 56p.** Exports outweighed imports and the standing charge, so the day came out at **−£0.56**. Yesterday cost you £0.74.

### Solar and home
- **Solar:** 24.6 kWh, up 27% on yesterday's 19.3 kWh. Output peaked at 4.83 kW at 13:05.
- **Home use:** 16.7 kWh, about 22% less than yesterday's 21.4 kWh.
- **Self-sufficiency:** 81%. The grid supplied 3.2 kWh, under a fifth of what the house used, and 2.6 kWh of that came in the off-peak window (00:30–05:30) at 8.5p/kWh.
- **Exports:** 9.8 kWh, earning £1.47 at 15p/kWh. You used 60% of your solar yourself.

### Battery
- Charged 8.4 kWh, discharged 7.1 kWh.
- Lowest point: 12% at 05:40, before the panels got going.
- Full (100%) by 12:20; ended the day at 41%.

### Costs
| Item | Amount |
|---|---|
| Grid import | £0.38 |
| Standing charge | £0.53 |
| Export credit | −£1.47 |
| **Net** | **−£0.56** |

### One thing to watch
Demand spiked to 7.2 kW at 18:25. Your battery tops out at 5 kW, so roughly 2.2 kW had to come from the grid at the 27p peak rate. Spreading the oven, kettle and tumble dryer across the evening would keep more of that on the battery."""

CASE_01 = dict(
    id="n2-home_energy-01",
    pool=POOL_01,
    text=TEXT_01,
    copied=[
        ("14 May", None, "date"),
        ("56p", None, "cost_gbp.net"),
        ("−£0.56", "came out at **−£0.56**", "cost_gbp.net"),
        ("£0.74", None, "yesterday.net_gbp"),
        ("24.6 kWh", None, "totals_kwh.solar"),
        ("19.3 kWh", None, "yesterday.solar_kwh"),
        ("4.83 kW", None, "peaks.solar_kw"),
        ("13:05", None, "peaks.solar_at"),
        ("16.7 kWh", None, "totals_kwh.consumption"),
        ("21.4 kWh", None, "yesterday.consumption_kwh"),
        ("81%", None, "self_sufficiency"),
        ("3.2 kWh", None, "totals_kwh.grid_import"),
        ("2.6 kWh", None, "totals_kwh.grid_import_offpeak"),
        ("00:30", None, "tariff.offpeak_start"),
        ("05:30", None, "tariff.offpeak_end"),
        ("8.5p/kWh", None, "tariff.offpeak_p_per_kwh"),
        ("9.8 kWh", None, "totals_kwh.grid_export"),
        ("£1.47", "earning £1.47", "cost_gbp.export_credit"),
        ("15p/kWh", None, "tariff.export_p_per_kwh"),
        ("60%", None, "self_consumption_pct"),
        ("8.4 kWh", None, "totals_kwh.battery_charge"),
        ("7.1 kWh", None, "totals_kwh.battery_discharge"),
        ("12%", None, "battery.soc_min_pct"),
        ("05:40", None, "battery.soc_min_at"),
        ("100%", None, "battery.soc_max_pct"),
        ("12:20", None, "battery.soc_max_at"),
        ("41%", None, "battery.soc_end_pct"),
        ("£0.38", None, "cost_gbp.import"),
        ("£0.53", None, "cost_gbp.standing"),
        ("−£1.47", None, "cost_gbp.export_credit"),
        ("−£0.56", "| **−£0.56** |", "cost_gbp.net"),
        ("7.2 kW", None, "peaks.demand_kw"),
        ("18:25", None, "peaks.demand_at"),
        ("5 kW", None, "battery.max_discharge_kw"),
        ("27p", None, "tariff.peak_p_per_kwh"),
    ],
    derived=[
        ("27%", None, "percent_change",
         "totals_kwh.solar (24.6) vs yesterday.solar_kwh (19.3): +27.5%"),
        ("22%", None, "percent_change",
         "totals_kwh.consumption (16.7) vs yesterday.consumption_kwh (21.4): -22.0%"),
        ("a fifth", "under a fifth", "share",
         "totals_kwh.grid_import (3.2) / totals_kwh.consumption (16.7) = 19.2%, under 1/5"),
        ("2.2 kW", None, "difference",
         "peaks.demand_kw (7.2) - battery.max_discharge_kw (5.0) = 2.2"),
    ],
    note="Daily home-energy digest (solar, battery, Octopus Go import and fixed export) "
         "from an inverter portal's daily summary with yesterday's figures alongside.",
)

# ---------------------------------------------------------------- case 02
POOL_02 = {
    "system": {"system_id": 4471902, "name": "Ramirez Residence", "timezone": "America/Los_Angeles",
               "system_size_w": 8640, "microinverters": 24, "status": "normal"},
    "range": {"start_date": "2025-07-07", "end_date": "2025-07-13"},
    "units": "Wh",
    "days": [
        {"date": "2025-07-07", "production_wh": 38420, "consumption_wh": 41260,
         "import_wh": 18930, "export_wh": 16090, "max_temp_f": 94},
        {"date": "2025-07-08", "production_wh": 41150, "consumption_wh": 39880,
         "import_wh": 16420, "export_wh": 17690, "max_temp_f": 97},
        {"date": "2025-07-09", "production_wh": 42870, "consumption_wh": 45120,
         "import_wh": 20310, "export_wh": 18060, "max_temp_f": 101},
        {"date": "2025-07-10", "production_wh": 40310, "consumption_wh": 47930,
         "import_wh": 24780, "export_wh": 17160, "max_temp_f": 104},
        {"date": "2025-07-11", "production_wh": 22960, "consumption_wh": 38410,
         "import_wh": 23870, "export_wh": 8420, "max_temp_f": 88},
        {"date": "2025-07-12", "production_wh": 36780, "consumption_wh": 35270,
         "import_wh": 14950, "export_wh": 16460, "max_temp_f": 92},
        {"date": "2025-07-13", "production_wh": 43290, "consumption_wh": 44650,
         "import_wh": 19640, "export_wh": 18280, "max_temp_f": 99},
    ],
    "last_week": {"start_date": "2025-06-30", "end_date": "2025-07-06", "production_wh": 251300,
                  "consumption_wh": 262900, "import_wh": 121700, "export_wh": 110100},
    "rates": {"plan": "E-ELEC", "import_usd_per_kwh": 0.342, "export_usd_per_kwh": 0.074},
    "budget": {"monthly_usd": 120.0, "month_to_date_usd": 61.85, "as_of": "2025-07-13"},
}

TEXT_02 = """# Weekly solar recap: Jul 7–13

A hot week. The panels had a strong run, but air conditioning pushed your use up even faster.

## Totals
| | This week | Last week | Change |
|---|---|---|---|
| Solar production | 265.8 kWh | 251.3 kWh | +5.8% |
| Home consumption | 292.5 kWh | 262.9 kWh | +11.3% |
| Grid import | 138.9 kWh | 121.7 kWh | +14.1% |
| Grid export | 112.2 kWh | 110.1 kWh | +1.9% |

Solar produced the equivalent of **91%** of what the house used, down from about 96% last week.

## Day by day
- **Best solar day:** Sunday, Jul 13, with 43.3 kWh.
- **Worst:** Friday, Jul 11, at just 23.0 kWh, about half of Sunday's output. It was also the coolest day (88 °F), which points to cloud.
- **Heaviest use:** Thursday, Jul 10, at 47.9 kWh, on the hottest day of the week (104 °F).

## Cost
At your rates ($0.342/kWh in, $0.074/kWh out), imports cost about **$47.50** and exports earned **$8.30**, so the grid cost you roughly **$39.20** net this week.

Month to date you've spent $61.85 of your $120 budget (52%), with 18 days of July left. At this week's pace (about $5.60 a day), July would land near $163, roughly $43 over budget. Pre-cooling the house in the early afternoon, while the panels are at their peak, is the easiest lever."""

CASE_02 = dict(
    id="n2-home_energy-02",
    pool=POOL_02,
    text=TEXT_02,
    copied=[
        ("Jul 7", None, "range.start_date"),
        ("13", "Jul 7–13", "range.end_date"),
        ("251.3 kWh", None, "last_week.production_wh"),
        ("262.9 kWh", None, "last_week.consumption_wh"),
        ("121.7 kWh", None, "last_week.import_wh"),
        ("110.1 kWh", None, "last_week.export_wh"),
        ("Jul 13", None, "days[6].date"),
        ("43.3 kWh", None, "days[6].production_wh"),
        ("Jul 11", None, "days[4].date"),
        ("23.0 kWh", None, "days[4].production_wh"),
        ("88 °F", None, "days[4].max_temp_f"),
        ("Jul 10", None, "days[3].date"),
        ("47.9 kWh", None, "days[3].consumption_wh"),
        ("104 °F", None, "days[3].max_temp_f"),
        ("$0.342/kWh", None, "rates.import_usd_per_kwh"),
        ("$0.074/kWh", None, "rates.export_usd_per_kwh"),
        ("$61.85", None, "budget.month_to_date_usd"),
        ("$120", None, "budget.monthly_usd"),
    ],
    derived=[
        ("265.8 kWh", None, "sum", "sum of days[0..6].production_wh = 265,780 Wh = 265.8 kWh"),
        ("+5.8%", None, "percent_change", "265,780 vs last_week.production_wh 251,300: +5.8%"),
        ("292.5 kWh", None, "sum", "sum of days[0..6].consumption_wh = 292,520 Wh = 292.5 kWh"),
        ("+11.3%", None, "percent_change", "292,520 vs last_week.consumption_wh 262,900: +11.3%"),
        ("138.9 kWh", None, "sum", "sum of days[0..6].import_wh = 138,900 Wh = 138.9 kWh"),
        ("+14.1%", None, "percent_change", "138,900 vs last_week.import_wh 121,700: +14.1%"),
        ("112.2 kWh", None, "sum", "sum of days[0..6].export_wh = 112,160 Wh = 112.2 kWh"),
        ("+1.9%", None, "percent_change", "112,160 vs last_week.export_wh 110,100: +1.9%"),
        ("91%", None, "ratio", "production 265,780 / consumption 292,520 = 90.9%"),
        ("96%", None, "ratio",
         "last_week.production_wh (251,300) / last_week.consumption_wh (262,900) = 95.6%"),
        ("half", "about half of Sunday's", "ratio",
         "days[4].production_wh (22,960) / days[6].production_wh (43,290) = 0.53"),
        ("$47.50", None, "other", "import 138.9 kWh x rates.import_usd_per_kwh 0.342 = $47.50"),
        ("$8.30", None, "other", "export 112.16 kWh x rates.export_usd_per_kwh 0.074 = $8.30"),
        ("$39.20", None, "difference", "$47.50 - $8.30 = $39.20"),
        ("52%", None, "share", "budget.month_to_date_usd (61.85) / budget.monthly_usd (120) = 51.5%"),
        ("18 days", None, "time_between", "budget.as_of 2025-07-13 to end of July (31st) = 18 days"),
        ("$5.60", None, "mean", "$39.20 / 7 days = $5.60 a day"),
        ("$163", None, "other", "61.85 + 18 days x 5.60 = $162.66"),
        ("$43", None, "difference", "162.66 - budget.monthly_usd (120) = $42.66"),
    ],
    note="Weekly solar recap for a US home from an Enphase-style range export (energy in Wh, "
         "seven daily rows, last week's totals, retail import/export rates and a monthly budget).",
)

# ---------------------------------------------------------------- case 03
POOL_03 = {
    "alert": {"id": "al_8f31c2d0", "type": "always_on_high", "severity": "warning",
              "triggered_at": "2025-01-19T03:15:00-05:00", "acknowledged": False},
    "monitor": {"serial": "J418-0311-22B", "timezone": "America/New_York",
                "firmware": "1.52.5423-8c1e0f2"},
    "always_on": {"current_w": 412, "baseline_w": 185, "avg_30d_w": 191, "threshold_ratio": 1.75},
    "window": {"start": "2025-01-19T00:00:00-05:00", "end": "2025-01-19T05:00:00-05:00"},
    "readings": [{"t": "00:00", "w": 1184}, {"t": "01:00", "w": 4396}, {"t": "02:00", "w": 1097},
                 {"t": "03:00", "w": 1212}, {"t": "04:00", "w": 4180}, {"t": "05:00", "w": 1150}],
    "devices": [
        {"name": "Basement dehumidifier", "state": "on", "avg_w": 248,
         "on_since": "2025-01-18T21:42:00-05:00"},
        {"name": "Heat pump aux heat", "state": "off", "avg_w_when_on": 3600, "runtime_min": 47,
         "first_on": "2025-01-19T01:37:00-05:00"},
        {"name": "Fridge", "state": "cycling", "avg_w": 58, "duty_cycle": 0.41},
    ],
    "sensors": {"basement_humidity_pct": 38, "outdoor_temp_f_min": 6},
    "rate_cents_per_kwh": 17.8,
}

TEXT_03 = """## ⚠️ Alert: your always-on power has more than doubled

**Sunday, Jan 19 · flagged at 03:15**

Your always-on (background) power is running at **412 W**, more than twice your usual 185 W. Its 30-day average is 191 W, so this is new.

### What's behind it
1. **Basement dehumidifier:** on continuously since 21:42 last night (5 h 33 min by the time of the alert), averaging 248 W. That alone is more than the whole 227 W increase, so it's almost certainly the cause. Your basement sensor reads 38% humidity, which is already dry.
2. **Heat pump backup heat:** the electric strip ran for 47 minutes between midnight and 05:00 at about 3.6 kW, roughly 2.8 kWh. With a low of 6 °F (about −14 °C) that's expected, and it isn't part of the always-on figure.
3. **Fridge:** normal. 58 W on average, running 41% of the time.

### What it costs
If the extra 227 W stays on around the clock, that's about 5.4 kWh a day, or roughly $0.97 a day at your 17.8¢/kWh rate: about $29 a month.

### Suggested next step
Check the dehumidifier's setpoint. Most are meant to hold around 50% humidity; at 38% it shouldn't be running at all, so the humidistat may be stuck or set to "continuous"."""

CASE_03 = dict(
    id="n2-home_energy-03",
    pool=POOL_03,
    text=TEXT_03,
    copied=[
        ("Jan 19", None, "alert.triggered_at"),
        ("03:15", None, "alert.triggered_at"),
        ("412 W", None, "always_on.current_w"),
        ("185 W", None, "always_on.baseline_w"),
        ("191 W", None, "always_on.avg_30d_w"),
        ("21:42", None, "devices[0].on_since"),
        ("248 W", None, "devices[0].avg_w"),
        ("38%", "reads 38% humidity", "sensors.basement_humidity_pct"),
        ("47 minutes", None, "devices[1].runtime_min"),
        ("midnight", None, "window.start"),
        ("05:00", None, "window.end"),
        ("3.6 kW", None, "devices[1].avg_w_when_on"),
        ("6 °F", None, "sensors.outdoor_temp_f_min"),
        ("58 W", None, "devices[2].avg_w"),
        ("41%", None, "devices[2].duty_cycle"),
        ("17.8¢/kWh", None, "rate_cents_per_kwh"),
        ("38%", "at 38% it", "sensors.basement_humidity_pct"),
    ],
    derived=[
        ("doubled", "more than doubled", "ratio",
         "always_on.current_w (412) / always_on.baseline_w (185) = 2.23"),
        ("twice", "more than twice", "ratio",
         "always_on.current_w (412) / always_on.baseline_w (185) = 2.23"),
        ("5 h 33 min", None, "time_between",
         "devices[0].on_since 21:42 to alert.triggered_at 03:15 = 5 h 33 min"),
        ("227 W", "whole 227 W increase", "difference",
         "always_on.current_w (412) - always_on.baseline_w (185) = 227"),
        ("2.8 kWh", None, "other",
         "devices[1].avg_w_when_on 3.6 kW x runtime_min 47/60 h = 2.82 kWh"),
        ("−14 °C", None, "conversion", "sensors.outdoor_temp_f_min 6 °F = -14.4 °C"),
        ("227 W", "extra 227 W", "difference",
         "always_on.current_w (412) - always_on.baseline_w (185) = 227"),
        ("5.4 kWh", None, "other", "227 W x 24 h = 5.45 kWh a day"),
        ("$0.97", None, "other", "5.448 kWh x rate_cents_per_kwh 17.8 = 97.0 cents"),
        ("$29", None, "other", "$0.97 x 30 days = $29.09"),
    ],
    note="Home-monitor alert on high always-on power overnight (Sense-style payload with "
         "device detections, sensor readings and a cents-per-kWh rate); explains cause and cost.",
)

# ---------------------------------------------------------------- case 04
POOL_04 = {
    "nmi": "6305123456",
    "meter_serial": "LG0218834",
    "retailer": "AGL",
    "data_source": "CDR energy usage",
    "gst_inclusive": True,
    "billing_period": {"from": "2025-01-01", "to": "2025-03-31", "days": 90},
    "usage_kwh": {"peak": 612.4, "shoulder": 388.1, "off_peak": 455.9},
    "solar_export_kwh": 1183.0,
    "current_plan": {"name": "Value Saver TOU", "peak_c_kwh": 41.25, "shoulder_c_kwh": 27.5,
                     "off_peak_c_kwh": 19.8, "supply_c_day": 112.2, "fit_c_kwh": 5.0,
                     "bill_total_aud": 491.44},
    "alternatives": [
        {"name": "Flat Rate Saver", "type": "single_rate", "single_rate_c_kwh": 30.8,
         "supply_c_day": 98.5, "fit_c_kwh": 6.0, "exit_fee_aud": 0, "est_total_aud": 466.24},
        {"name": "EV Night Saver", "type": "time_of_use", "peak_c_kwh": 47.3, "shoulder_c_kwh": 29.1,
         "off_peak_c_kwh": 12.5, "off_peak_window": "00:00-06:00", "supply_c_day": 118.8,
         "fit_c_kwh": 3.0, "exit_fee_aud": 0, "est_total_aud": 531.02},
    ],
    "last_year_same_period": {"from": "2024-01-01", "to": "2024-03-31", "total_kwh": 1618.7,
                              "bill_total_aud": 455.1},
}

TEXT_04 = """## Plan check: is Value Saver TOU still right for you?

I re-priced your last bill (1 Jan to 31 Mar, 90 days) on each plan using your actual usage: 1,456 kWh from the grid and 1,183 kWh of solar exported.

| | **Value Saver TOU** (current) | **Flat Rate Saver** | **EV Night Saver** |
|---|---|---|---|
| Usage (peak / shoulder / off-peak) | 41.25c / 27.5c / 19.8c | 30.8c flat | 47.3c / 29.1c / 12.5c |
| Supply charge | 112.2c/day | 98.5c/day | 118.8c/day |
| Solar feed-in | 5.0c | 6.0c | 3.0c |
| **Quarter total** | **$491.44** | **$466.24** | **$531.02** |

### What this means
- **Flat Rate Saver comes out cheapest:** $25.20 less than your current plan for the quarter, roughly $100 a year.
- Most of that gap is fixed charges and feed-in, not usage rates: the lower supply charge saves $12.33 and the extra 1c of feed-in adds $11.83, leaving only about $1 from the usage rates.
- **EV Night Saver** would have cost $39.58 more. Its 12.5c overnight rate only pays off if a lot of your use is overnight, and 42% of yours falls in the peak band.

### Compared with last year
In the same quarter last year you used 1,618.7 kWh and paid $455.10. Usage is down 10% but the bill is up 8%, so higher rates, not your habits, are behind the increase.

**Recommendation:** switch to Flat Rate Saver, and re-run this check after winter, when your solar exports drop and the feed-in rate matters less."""

CASE_04 = dict(
    id="n2-home_energy-04",
    pool=POOL_04,
    text=TEXT_04,
    copied=[
        ("1 Jan", None, "billing_period.from"),
        ("31 Mar", None, "billing_period.to"),
        ("90 days", None, "billing_period.days"),
        ("1,183 kWh", "1,183 kWh of solar", "solar_export_kwh"),
        ("41.25c", None, "current_plan.peak_c_kwh"),
        ("27.5c", None, "current_plan.shoulder_c_kwh"),
        ("19.8c", None, "current_plan.off_peak_c_kwh"),
        ("30.8c", None, "alternatives[0].single_rate_c_kwh"),
        ("47.3c", None, "alternatives[1].peak_c_kwh"),
        ("29.1c", None, "alternatives[1].shoulder_c_kwh"),
        ("12.5c", "/ 12.5c", "alternatives[1].off_peak_c_kwh"),
        ("112.2c/day", None, "current_plan.supply_c_day"),
        ("98.5c/day", None, "alternatives[0].supply_c_day"),
        ("118.8c/day", None, "alternatives[1].supply_c_day"),
        ("5.0c", None, "current_plan.fit_c_kwh"),
        ("6.0c", None, "alternatives[0].fit_c_kwh"),
        ("3.0c", None, "alternatives[1].fit_c_kwh"),
        ("$491.44", None, "current_plan.bill_total_aud"),
        ("$466.24", None, "alternatives[0].est_total_aud"),
        ("$531.02", None, "alternatives[1].est_total_aud"),
        ("12.5c", "Its 12.5c", "alternatives[1].off_peak_c_kwh"),
        ("1,618.7 kWh", None, "last_year_same_period.total_kwh"),
        ("$455.10", None, "last_year_same_period.bill_total_aud"),
    ],
    derived=[
        ("1,456 kWh", None, "sum", "usage_kwh peak 612.4 + shoulder 388.1 + off_peak 455.9 = 1,456.4"),
        ("$25.20", None, "difference",
         "current_plan.bill_total_aud (491.44) - alternatives[0].est_total_aud (466.24) = 25.20"),
        ("$100", None, "other", "$25.20 per quarter x 4 = $100.80 a year"),
        ("$12.33", None, "other",
         "(current_plan.supply_c_day 112.2 - alternatives[0].supply_c_day 98.5) x 90 days = 1,233c"),
        ("1c", "extra 1c", "difference",
         "alternatives[0].fit_c_kwh (6.0) - current_plan.fit_c_kwh (5.0) = 1.0"),
        ("$11.83", None, "other", "solar_export_kwh 1,183 x 1c = $11.83"),
        ("$1", "about $1 from", "other",
         "25.20 - 12.33 - 11.83 = $1.04 (usage charges 449.61 vs 448.57)"),
        ("$39.58", None, "difference",
         "alternatives[1].est_total_aud (531.02) - current_plan.bill_total_aud (491.44) = 39.58"),
        ("42%", None, "share", "usage_kwh.peak (612.4) / total 1,456.4 = 42.0%"),
        ("10%", None, "percent_change",
         "usage 1,456.4 vs last_year_same_period.total_kwh 1,618.7: -10.0%"),
        ("8%", None, "percent_change",
         "current_plan.bill_total_aud 491.44 vs last_year_same_period.bill_total_aud 455.10: +8.0%"),
    ],
    note="Retail plan comparison for an Australian household with solar, from a CDR usage "
         "export priced on the current plan and two alternatives (c/kWh, c/day, AUD totals).",
)

CASES = [CASE_01, CASE_02, CASE_03, CASE_04]

FLAWS = {
    "n2-home_energy-01": [
        ("up 27% on yesterday's", "down 27% on yesterday's", "27%", "direction flip",
         "solar rose 27% on yesterday but is written as down"),
        ("Output peaked at 4.83 kW", "Output peaked at 4.83 kWh", "4.83 kWh", "unit confusion",
         "peak solar power in kW written as energy in kWh"),
        ("discharged 7.1 kWh", "discharged 5.9 kWh", "5.9 kWh", "stale value",
         "battery discharge given as yesterday's 5.9 kWh", "yesterday.battery_discharge_kwh"),
    ],
    "n2-home_energy-02": [
        ("| 262.9 kWh | +11.3% |", "| 262.9 kWh | +11.8% |", "+11.8%", "near-miss rounding",
         "consumption change +11.27% written +11.8%"),
        ("**Worst:** Friday, Jul 11", "**Worst:** Friday, Jul 12", "Jul 12", "wrong date",
         "worst solar day was 11 Jul, not 12 Jul"),
        ("you've spent $61.85", "you've spent $61.58", "$61.58", "transposed digits",
         "month-to-date spend $61.85 written $61.58"),
    ],
    "n2-home_energy-03": [
        ("since 21:42 last night", "since 01:37 last night", "01:37", "wrong time",
         "dehumidifier start given as the heat pump strip's 01:37 start"),
        ("at about 3.6 kW, roughly 2.8 kWh.", "at about 3.6 kW, roughly 2.8 kW.", "2.8 kW",
         "unit confusion", "energy used by the strip (2.8 kWh) written as power in kW"),
        ("about $29 a month", "about $39 a month", "$39", "wrong value",
         "monthly cost 0.97 x 30 = $29 written $39"),
    ],
    "n2-home_energy-04": [
        ("(1 Jan to 31 Mar,", "(1 Jan to 30 Mar,", "30 Mar", "wrong date",
         "billing period ends 31 Mar, not 30 Mar"),
        ("Its 12.5c overnight rate", "Its 19.8c overnight rate", "19.8c", "neighbour value",
         "EV plan's overnight rate given as the current plan's 19.8c off-peak",
         "current_plan.off_peak_c_kwh"),
    ],
}

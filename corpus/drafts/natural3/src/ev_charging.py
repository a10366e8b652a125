"""EV charging: a driver's session history from a charging network (OCPP-like),
a vehicle's telematics snapshot with battery-health and monthly efficiency
stats, and a depot operator's daily charge-point report."""

DOMAIN = "ev_charging"
SPLIT = "test"

_EV01_POOL = {
    "account": {
        "id": "acct_7F3K29",
        "currency": "EUR",
    },
    "period": {
        "from": "2024-03-11T00:00:00+01:00",
        "to": "2024-03-17T23:59:59+01:00",
    },
    "sessions": [
        {
            "transaction_id": 884201,
            "charge_point_id": "NL-ION-E01234",
            "connector_type": "CCS2",
            "location": {"name": "IONITY Hattemerbroek", "city": "Hattem"},
            "start_timestamp": "2024-03-11T08:14:32+01:00",
            "stop_timestamp": "2024-03-11T08:43:05+01:00",
            "duration_s": 1713,
            "energy_wh": 41680,
            "max_power_w": 148200,
            "soc_start_pct": 22,
            "soc_end_pct": 79,
            "tariff": {"energy_price_per_kwh": "0.69", "idle_fee_per_min": "0.00"},
            "cost": {"energy_cents": 2876, "idle_fee_cents": 0, "total_cents": 2876},
        },
        {
            "transaction_id": 884977,
            "charge_point_id": "NL-ALL-A88120",
            "connector_type": "Type2",
            "location": {"name": "Allego Zwolle Business Park", "city": "Zwolle"},
            "start_timestamp": "2024-03-13T07:58:10+01:00",
            "stop_timestamp": "2024-03-13T16:41:05+01:00",
            "duration_s": 31375,
            "energy_wh": 22410,
            "max_power_w": 10900,
            "soc_start_pct": None,
            "soc_end_pct": None,
            "tariff": {"energy_price_per_kwh": "0.45", "idle_fee_per_min": "0.00"},
            "cost": {"energy_cents": 1008, "idle_fee_cents": 0, "total_cents": 1008},
        },
        {
            "transaction_id": 885610,
            "charge_point_id": "NL-FAS-L00417",
            "connector_type": "CCS2",
            "location": {"name": "Fastned Lelystad Larserpoort", "city": "Lelystad"},
            "start_timestamp": "2024-03-15T18:22:51+01:00",
            "stop_timestamp": "2024-03-15T18:58:09+01:00",
            "duration_s": 2118,
            "energy_wh": 52300,
            "max_power_w": 121600,
            "soc_start_pct": 9,
            "soc_end_pct": 80,
            "tariff": {"energy_price_per_kwh": "0.59", "idle_fee_per_min": "0.00"},
            "cost": {"energy_cents": 3086, "idle_fee_cents": 0, "total_cents": 3086},
        },
        {
            "transaction_id": 886042,
            "charge_point_id": "NL-VAT-K20981",
            "connector_type": "Type2",
            "location": {"name": "Vattenfall InCharge Oudestraat", "city": "Kampen"},
            "start_timestamp": "2024-03-17T13:05:40+01:00",
            "stop_timestamp": "2024-03-17T16:12:18+01:00",
            "duration_s": 11198,
            "energy_wh": 14750,
            "max_power_w": 10400,
            "soc_start_pct": None,
            "soc_end_pct": None,
            "idle_s": 2400,
            "idle_billable_min": 20,
            "tariff": {"energy_price_per_kwh": "0.49", "idle_fee_per_min": "0.10"},
            "cost": {"energy_cents": 723, "idle_fee_cents": 200, "total_cents": 923},
        },
    ],
    "summary": {
        "sessions_count": 4,
        "energy_wh": 131140,
        "total_cost_cents": 7893,
        "previous_period": {
            "sessions_count": 3,
            "energy_wh": 98420,
            "total_cost_cents": 5814,
        },
    },
}

_EV01_TEXT = """**Short answer:** you spent **€78.93** on charging in the week of 11 March, about **€20.79 more** than the week before, an increase of roughly **36%**.

Here are the four sessions:

| Day | Location | Energy | Cost |
|---|---|---|---|
| Mon 11 Mar | IONITY Hattemerbroek | 41.68 kWh | €28.76 |
| Wed 13 Mar | Allego Zwolle Business Park | 22.41 kWh | €10.08 |
| Fri 15 Mar | Fastned Lelystad | 52.30 kWh | €30.86 |
| Sun 17 Mar | Vattenfall InCharge, Kampen | 14.75 kWh | €9.23 |

**What drove the increase**

- You simply charged more: **131.1 kWh** over 4 sessions, against 98.4 kWh over 3 sessions the previous week (about 33% more energy).
- The two DC fast-charging stops (IONITY and Fastned) came to €59.62, about **76%** of the week's spend, while delivering roughly 72% of the energy. Fast charging is where the money goes.
- Your average price worked out at about **€0.60 per kWh**, a touch above the €0.59 per kWh of the week before.

**Worth noting**

- The Monday IONITY stop was quick: about **29 minutes** from 08:14, taking the battery from 22% to 79%, with power peaking at roughly 148 kW.
- On Sunday in Kampen you paid a **€2.00 idle fee**: the car stayed plugged in for 20 billable minutes after charging had finished, at €0.10 per minute.
- The Wednesday workplace session was plugged in for about 8 h 43 min (07:58 to 16:41) and cost only €10.08; at €0.45 per kWh it was the cheapest energy of the week.

If you want to bring the bill down, moving a fast-charging stop to the workplace charger is the easiest lever: €0.45 per kWh instead of €0.59 or €0.69. Unplugging promptly on the street charger avoids the idle fee too.
"""

_EV02_POOL = {
    "exported_at": "2024-03-20T08:06:02+01:00",
    "vehicle_data": {
        "id": 1492931520934812,
        "vehicle_id": 1350023521,
        "vin": "5YJ3E7EB1NF294811",
        "display_name": "Sneeuwuil",
        "state": "online",
        "charge_state": {
            "timestamp": 1710918347213,
            "charging_state": "Complete",
            "battery_level": 80,
            "usable_battery_level": 78,
            "battery_range": 271.34,
            "est_battery_range": 214.87,
            "ideal_battery_range": 271.34,
            "charge_limit_soc": 80,
            "charge_energy_added": 31.42,
            "charge_miles_added_rated": 117.5,
            "charger_power": 0,
            "charger_voltage": 2,
            "charger_actual_current": 0,
            "minutes_to_full_charge": 0,
            "fast_charger_present": False,
            "conn_charge_cable": "IEC",
            "scheduled_charging_start_time": 1710889200,
        },
        "climate_state": {
            "timestamp": 1710918347213,
            "outside_temp": 2.5,
            "inside_temp": 14.9,
            "is_preconditioning": False,
            "battery_heater": False,
        },
        "vehicle_state": {
            "timestamp": 1710918347213,
            "odometer": 28913.474,
            "car_version": "2024.2.7 f0d9e3b2b8c1",
        },
        "gui_settings": {
            "gui_distance_units": "km/hr",
            "gui_range_display": "Rated",
        },
    },
    "battery_health": {
        "max_range": 339.2,
        "max_ideal_range": 339.2,
        "original_max_range": 358.0,
        "capacity_kwh": 71.4,
        "original_capacity_kwh": 75.0,
    },
    "monthly_stats": [
        {
            "month": "2024-03",
            "partial": True,
            "distance_km": 1284.6,
            "energy_used_kwh": 247.1,
            "efficiency_wh_per_km": 192,
            "avg_outside_temp_c": 4.6,
            "charging_sessions": 9,
            "supercharger_share": 0.18,
        },
        {
            "month": "2024-02",
            "partial": False,
            "distance_km": 2215.3,
            "energy_used_kwh": 445.3,
            "efficiency_wh_per_km": 201,
            "avg_outside_temp_c": 2.9,
            "charging_sessions": 15,
            "supercharger_share": 0.22,
        },
        {
            "month": "2023-09",
            "partial": False,
            "distance_km": 2480.9,
            "energy_used_kwh": 389.5,
            "efficiency_wh_per_km": 157,
            "avg_outside_temp_c": 16.8,
            "charging_sessions": 13,
            "supercharger_share": 0.15,
        },
    ],
}

_EV02_TEXT = """**Short version: the battery looks healthy. The lower range you're seeing is mostly winter, not degradation.**

### Battery health

- Usable capacity is estimated at **71.4 kWh**, against 75.0 kWh when new: a loss of about **4.8%**.
- Full-charge rated range is now about **339 miles (546 km)**, compared with 358 miles new, so roughly 5% less.
- That is after 28,913 miles on the odometer (about 46,530 km). A few percent of capacity loss at that mileage is normal for this pack and nothing to worry about.

### Why the number on the screen looks low

In this morning's snapshot (08:06 on 20 March) the car was sitting at **80%**, which is its charge limit, with a rated range of 271 miles (about 437 km). The *estimated* range, which is based on your recent driving, was only 215 miles (about 346 km), roughly **21% lower**.

That gap is the cold. Your consumption by month:

| Month | Distance | Consumption | Avg outside temp |
|---|---|---|---|
| Sep 2023 | 2,481 km | 157 Wh/km | 16.8 °C |
| Feb 2024 | 2,215 km | 201 Wh/km | 2.9 °C |
| Mar 2024 (so far) | 1,285 km | 192 Wh/km | 4.6 °C |

March's consumption of 192 Wh/km is about 22% higher than September's, although it has already improved a little on February. It was 2.5 °C outside at the time of the snapshot, and the cabin was at 14.9 °C.

### What you can do

- **Precondition before you leave** while the car is still plugged in; it wasn't preconditioning at the time of the snapshot, and a warm pack uses noticeably less energy on the first kilometres.
- Keep the 80% charge limit for daily use; it's kind to the battery. The last charge added 31.4 kWh and finished normally.
- Judge degradation by the full-charge figure above rather than the estimate on the screen; expect the estimate to climb back towards the rated figure as temperatures rise in spring.
"""

_EV03_POOL = {
    "site": {
        "id": "SITE-ALM-03",
        "name": "Almere Logistics Depot",
        "timezone": "Europe/Amsterdam",
        "grid_limit_kw": 450,
    },
    "report_date": "2024-03-19",
    "generated_at": "2024-03-20T06:00:12+01:00",
    "totals": {
        "sessions": 47,
        "energy_kwh": 1843.6,
        "peak_site_power_kw": 412.0,
        "availability_rate": 0.962,
        "previous_day": {
            "sessions": 51,
            "energy_kwh": 1977.2,
            "peak_site_power_kw": 438.5,
            "availability_rate": 0.991,
        },
    },
    "charge_points": [
        {
            "charge_point_id": "ALM03-DC-01",
            "vendor": "Kempower",
            "firmware_version": "1.42.3",
            "max_power_kw": 150,
            "sessions": 14,
            "energy_kwh": 612.4,
            "avg_session_duration_s": 2546,
            "availability_rate": 1.0,
            "faulted_s": 0,
            "status_notifications": [],
        },
        {
            "charge_point_id": "ALM03-DC-02",
            "vendor": "Kempower",
            "firmware_version": "1.42.3",
            "max_power_kw": 150,
            "sessions": 15,
            "energy_kwh": 598.1,
            "avg_session_duration_s": 2310,
            "availability_rate": 1.0,
            "faulted_s": 0,
            "status_notifications": [],
        },
        {
            "charge_point_id": "ALM03-DC-03",
            "vendor": "Kempower",
            "firmware_version": "1.41.0",
            "max_power_kw": 150,
            "sessions": 7,
            "energy_kwh": 231.8,
            "avg_session_duration_s": 2204,
            "availability_rate": 0.8912,
            "faulted_s": 9400,
            "status_notifications": [
                {
                    "timestamp": "2024-03-19T13:42:10+01:00",
                    "connector_id": 1,
                    "status": "Faulted",
                    "error_code": "GroundFailure",
                    "vendor_error_code": "E-217",
                },
                {
                    "timestamp": "2024-03-19T16:18:50+01:00",
                    "connector_id": 1,
                    "status": "Available",
                    "error_code": "NoError",
                    "vendor_error_code": None,
                },
            ],
        },
        {
            "charge_point_id": "ALM03-DC-04",
            "vendor": "Kempower",
            "firmware_version": "1.42.3",
            "max_power_kw": 150,
            "sessions": 11,
            "energy_kwh": 401.3,
            "avg_session_duration_s": 2672,
            "availability_rate": 0.9568,
            "faulted_s": 3733,
            "status_notifications": [
                {
                    "timestamp": "2024-03-19T07:12:05+01:00",
                    "connector_id": 2,
                    "status": "Faulted",
                    "error_code": "ConnectorLockFailure",
                    "vendor_error_code": "E-041",
                },
                {
                    "timestamp": "2024-03-19T08:14:18+01:00",
                    "connector_id": 2,
                    "status": "Available",
                    "error_code": "NoError",
                    "vendor_error_code": None,
                },
            ],
        },
    ],
}

_EV03_TEXT = """Here's how the Almere depot did on **Tuesday 19 March**.

**Site overview**

- **47 sessions** and **1,843.6 kWh** delivered, against 51 sessions and 1,977.2 kWh the day before: about 6.8% less energy.
- Site availability was **96.2%**, down from 99.1% on Monday.
- Peak site power reached 412 kW, about 92% of the 450 kW grid limit, so there was still some headroom.

**Per charger**

| Charger | Sessions | Energy | Availability |
|---|---|---|---|
| ALM03-DC-01 | 14 | 612.4 kWh | 100% |
| ALM03-DC-02 | 15 | 598.1 kWh | 100% |
| ALM03-DC-03 | 7 | 231.8 kWh | 89.1% |
| ALM03-DC-04 | 11 | 401.3 kWh | 95.7% |

**The one to look at: DC-03**

DC-03 reported **GroundFailure** (vendor code E-217) on connector 1 at **13:42** and didn't come back to Available until **16:18**, so it was out for roughly **2 h 37 min** in the middle of the afternoon. It managed only 7 sessions and delivered about 13% of the site's energy, while the other three chargers averaged about 537 kWh each. It's also the only unit still on firmware 1.41.0; the others run 1.42.3, so it would be worth updating it when the technician checks the ground fault.

**Minor: DC-04**

DC-04 had a ConnectorLockFailure on connector 2 at 07:12, cleared at 08:14, so about 62 minutes out during the morning shift change. It still handled 11 sessions, and a lock failure that clears on its own is usually a cable or latch issue rather than anything serious, but if it repeats it's worth logging a ticket.

**Bottom line:** the drop in energy is mostly DC-03's ground fault, not lower demand; DC-01 and DC-02 were fully available and carried the load. I'd prioritise an on-site check of DC-03 before it trips again.
"""

CASES = [
    dict(
        id="n3-ev_charging-01",
        pool=_EV01_POOL,
        text=_EV01_TEXT,
        copied=[
            ("€78.93", None, "summary.total_cost_cents"),
            ("11 March", "week of 11 March", "period.from"),
            ("11 Mar", "Mon 11 Mar |", "sessions[0].start_timestamp"),
            ("41.68 kWh", None, "sessions[0].energy_wh"),
            ("€28.76", None, "sessions[0].cost.total_cents"),
            ("13 Mar", "Wed 13 Mar |", "sessions[1].start_timestamp"),
            ("22.41 kWh", None, "sessions[1].energy_wh"),
            ("€10.08", "| €10.08 |", "sessions[1].cost.total_cents"),
            ("15 Mar", "Fri 15 Mar |", "sessions[2].start_timestamp"),
            ("52.30 kWh", None, "sessions[2].energy_wh"),
            ("€30.86", None, "sessions[2].cost.total_cents"),
            ("17 Mar", "Sun 17 Mar |", "sessions[3].start_timestamp"),
            ("14.75 kWh", None, "sessions[3].energy_wh"),
            ("€9.23", None, "sessions[3].cost.total_cents"),
            ("131.1 kWh", None, "summary.energy_wh"),
            ("4", "over 4 sessions", "summary.sessions_count"),
            ("98.4 kWh", None, "summary.previous_period.energy_wh"),
            ("3", "over 3 sessions", "summary.previous_period.sessions_count"),
            ("08:14", None, "sessions[0].start_timestamp"),
            ("22%", "from 22% to 79%", "sessions[0].soc_start_pct"),
            ("79%", "from 22% to 79%", "sessions[0].soc_end_pct"),
            ("148 kW", None, "sessions[0].max_power_w"),
            ("€2.00", None, "sessions[3].cost.idle_fee_cents"),
            ("20", "for 20 billable minutes", "sessions[3].idle_billable_min"),
            ("€0.10", None, "sessions[3].tariff.idle_fee_per_min"),
            ("07:58", None, "sessions[1].start_timestamp"),
            ("16:41", None, "sessions[1].stop_timestamp"),
            ("€10.08", "cost only €10.08", "sessions[1].cost.total_cents"),
            ("€0.45", "at €0.45 per kWh it was", "sessions[1].tariff.energy_price_per_kwh"),
            ("€0.45", "lever: €0.45 per kWh", "sessions[1].tariff.energy_price_per_kwh"),
            ("€0.59", "instead of €0.59", "sessions[2].tariff.energy_price_per_kwh"),
            ("€0.69", None, "sessions[0].tariff.energy_price_per_kwh"),
        ],
        derived=[
            ("€20.79", None, "difference",
             "summary.total_cost_cents (7893) - summary.previous_period.total_cost_cents (5814) = 2079 cents = €20.79"),
            ("36%", None, "percent_change",
             "(7893 - 5814) / summary.previous_period.total_cost_cents (5814) = +35.8%"),
            ("four", "the four sessions", "count",
             "len(sessions) = 4"),
            ("33%", None, "percent_change",
             "(summary.energy_wh (131140) - summary.previous_period.energy_wh (98420)) / 98420 = +33.2%"),
            ("two", "The two DC", "count",
             "sessions with connector_type CCS2: sessions[0], sessions[2] = 2"),
            ("€59.62", None, "sum",
             "sessions[0].cost.total_cents (2876) + sessions[2].cost.total_cents (3086) = 5962 cents = €59.62"),
            ("76%", None, "share",
             "(2876 + 3086) / summary.total_cost_cents (7893) = 75.5%"),
            ("72%", None, "share",
             "(sessions[0].energy_wh (41680) + sessions[2].energy_wh (52300)) / summary.energy_wh (131140) = 71.7%"),
            ("€0.60", None, "ratio",
             "summary.total_cost_cents (7893) / summary.energy_wh (131140 Wh = 131.14 kWh) = €0.602 per kWh"),
            ("€0.59", "the €0.59 per kWh of the week before", "ratio",
             "summary.previous_period.total_cost_cents (5814) / summary.previous_period.energy_wh (98.42 kWh) = €0.591 per kWh"),
            ("29 minutes", None, "duration_format",
             "sessions[0].duration_s (1713) = 28.6 min"),
            ("8 h 43 min", None, "time_between",
             "sessions[1].stop_timestamp (16:41:05) - sessions[1].start_timestamp (07:58:10) = 31375 s = 8 h 42 min 55 s"),
        ],
        note="Driver asks how much charging cost last week versus the week before; "
             "network session history with per-session cost in cents and energy in Wh.",
    ),
    dict(
        id="n3-ev_charging-02",
        pool=_EV02_POOL,
        text=_EV02_TEXT,
        copied=[
            ("71.4 kWh", None, "battery_health.capacity_kwh"),
            ("75.0 kWh", None, "battery_health.original_capacity_kwh"),
            ("339 miles", None, "battery_health.max_range"),
            ("358 miles", None, "battery_health.original_max_range"),
            ("28,913 miles", None, "vehicle_data.vehicle_state.odometer"),
            ("08:06", None, "exported_at"),
            ("20 March", None, "exported_at"),
            ("80%", "sitting at **80%**", "vehicle_data.charge_state.battery_level"),
            ("271 miles", None, "vehicle_data.charge_state.battery_range"),
            ("215 miles", None, "vehicle_data.charge_state.est_battery_range"),
            ("Sep 2023", None, "monthly_stats[2].month"),
            ("Feb 2024", None, "monthly_stats[1].month"),
            ("Mar 2024", None, "monthly_stats[0].month"),
            ("2,481 km", None, "monthly_stats[2].distance_km"),
            ("157 Wh/km", None, "monthly_stats[2].efficiency_wh_per_km"),
            ("16.8 °C", None, "monthly_stats[2].avg_outside_temp_c"),
            ("2,215 km", None, "monthly_stats[1].distance_km"),
            ("201 Wh/km", None, "monthly_stats[1].efficiency_wh_per_km"),
            ("2.9 °C", None, "monthly_stats[1].avg_outside_temp_c"),
            ("1,285 km", None, "monthly_stats[0].distance_km"),
            ("192 Wh/km", "| 192 Wh/km |", "monthly_stats[0].efficiency_wh_per_km"),
            ("4.6 °C", None, "monthly_stats[0].avg_outside_temp_c"),
            ("192 Wh/km", "consumption of 192 Wh/km", "monthly_stats[0].efficiency_wh_per_km"),
            ("2.5 °C", None, "vehicle_data.climate_state.outside_temp"),
            ("14.9 °C", None, "vehicle_data.climate_state.inside_temp"),
            ("80%", "Keep the 80% charge limit", "vehicle_data.charge_state.charge_limit_soc"),
            ("31.4 kWh", None, "vehicle_data.charge_state.charge_energy_added"),
        ],
        derived=[
            ("4.8%", None, "percent_change",
             "(battery_health.capacity_kwh (71.4) - battery_health.original_capacity_kwh (75.0)) / 75.0 = -4.8%"),
            ("546 km", None, "conversion",
             "battery_health.max_range (339.2 mi) * 1.609344 = 545.9 km"),
            ("5%", "roughly 5% less", "percent_change",
             "(battery_health.max_range (339.2) - battery_health.original_max_range (358.0)) / 358.0 = -5.3%"),
            ("46,530 km", None, "conversion",
             "vehicle_data.vehicle_state.odometer (28913.474 mi) * 1.609344 = 46530.9 km"),
            ("437 km", None, "conversion",
             "vehicle_data.charge_state.battery_range (271.34 mi) * 1.609344 = 436.7 km"),
            ("346 km", None, "conversion",
             "vehicle_data.charge_state.est_battery_range (214.87 mi) * 1.609344 = 345.8 km"),
            ("21%", None, "percent_change",
             "(vehicle_data.charge_state.est_battery_range (214.87) - vehicle_data.charge_state.battery_range (271.34)) / 271.34 = -20.8%"),
            ("22%", None, "percent_change",
             "(monthly_stats[0].efficiency_wh_per_km (192) - monthly_stats[2].efficiency_wh_per_km (157)) / 157 = +22.3%"),
        ],
        note="Owner asks whether their lower range means battery degradation; "
             "Tesla-style vehicle_data (ranges in miles, epoch ms) plus battery-health and monthly efficiency stats.",
    ),
    dict(
        id="n3-ev_charging-03",
        pool=_EV03_POOL,
        text=_EV03_TEXT,
        copied=[
            ("19 March", None, "report_date"),
            ("47 sessions", None, "totals.sessions"),
            ("1,843.6 kWh", None, "totals.energy_kwh"),
            ("51 sessions", None, "totals.previous_day.sessions"),
            ("1,977.2 kWh", None, "totals.previous_day.energy_kwh"),
            ("96.2%", None, "totals.availability_rate"),
            ("99.1%", None, "totals.previous_day.availability_rate"),
            ("412 kW", None, "totals.peak_site_power_kw"),
            ("450 kW", None, "site.grid_limit_kw"),
            ("14", "| 14 |", "charge_points[0].sessions"),
            ("612.4 kWh", None, "charge_points[0].energy_kwh"),
            ("100%", "| 612.4 kWh | 100% |", "charge_points[0].availability_rate"),
            ("15", "| 15 |", "charge_points[1].sessions"),
            ("598.1 kWh", None, "charge_points[1].energy_kwh"),
            ("100%", "| 598.1 kWh | 100% |", "charge_points[1].availability_rate"),
            ("7", "| 7 |", "charge_points[2].sessions"),
            ("231.8 kWh", None, "charge_points[2].energy_kwh"),
            ("89.1%", None, "charge_points[2].availability_rate"),
            ("11", "| 11 |", "charge_points[3].sessions"),
            ("401.3 kWh", None, "charge_points[3].energy_kwh"),
            ("95.7%", None, "charge_points[3].availability_rate"),
            ("13:42", None, "charge_points[2].status_notifications[0].timestamp"),
            ("16:18", None, "charge_points[2].status_notifications[1].timestamp"),
            ("7", "only 7 sessions", "charge_points[2].sessions"),
            ("07:12", None, "charge_points[3].status_notifications[0].timestamp"),
            ("08:14", None, "charge_points[3].status_notifications[1].timestamp"),
            ("11", "handled 11 sessions", "charge_points[3].sessions"),
        ],
        derived=[
            ("6.8%", None, "percent_change",
             "(totals.energy_kwh (1843.6) - totals.previous_day.energy_kwh (1977.2)) / 1977.2 = -6.8%"),
            ("92%", None, "ratio",
             "totals.peak_site_power_kw (412.0) / site.grid_limit_kw (450) = 91.6%"),
            ("2 h 37 min", None, "time_between",
             "charge_points[2].status_notifications[1].timestamp (16:18:50) - status_notifications[0].timestamp (13:42:10) = 9400 s = 2 h 36 min 40 s"),
            ("13%", None, "share",
             "charge_points[2].energy_kwh (231.8) / totals.energy_kwh (1843.6) = 12.6%"),
            ("three", "the other three chargers", "count",
             "charge_points other than ALM03-DC-03 = 3"),
            ("537 kWh", None, "mean",
             "(charge_points[0].energy_kwh (612.4) + charge_points[1].energy_kwh (598.1) + charge_points[3].energy_kwh (401.3)) / 3 = 537.3"),
            ("62 minutes", None, "time_between",
             "charge_points[3].status_notifications[1].timestamp (08:14:18) - status_notifications[0].timestamp (07:12:05) = 3733 s = 62.2 min"),
        ],
        note="Depot fleet manager asks which charger had problems yesterday; CPO daily site report "
             "with OCPP status notifications and availability as fractions.",
    ),
]

FLAWS = {
    "n3-ev_charging-01": [
        ("about **29 minutes** from 08:14,", "about **29 minutes** from 07:14,", "07:14",
         "wrong time", "start time given in UTC instead of local (+01:00)"),
        ("peaking at roughly 148 kW", "peaking at roughly 148 kWh", "148 kWh",
         "unit confusion", "peak power written as energy (kWh)"),
        ("about **76%** of the week's spend", "about **75%** of the week's spend", "75%",
         "near-miss rounding", "75.5% truncated to 75% instead of rounded to 76%"),
    ],
    "n3-ev_charging-02": [
        ("roughly **21% lower**", "roughly **20% lower**", "20%",
         "near-miss rounding", "-20.8% truncated to 20% instead of rounded to 21%"),
        ("March's consumption of 192 Wh/km", "March's consumption of 201 Wh/km", "201 Wh/km",
         "stale value", "February's efficiency given as March's", "monthly_stats[1].efficiency_wh_per_km"),
    ],
    "n3-ev_charging-03": [
        ("It managed only 7 sessions", "It managed only 11 sessions", "11 sessions",
         "neighbour value", "DC-04's session count given for DC-03", "charge_points[3].sessions"),
        ("about 6.8% less energy", "about 7.8% less energy", "7.8%",
         "wrong value", "energy drop overstated"),
    ],
}

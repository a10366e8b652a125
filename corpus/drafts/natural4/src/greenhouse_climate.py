"""Greenhouse climate: climate-computer exports with setpoint_c / high_c keys, humidity as
fractions, sensor readings with zoned timestamps, energy use and prices."""

DOMAIN = "greenhouse_climate"
SPLIT = "holdout"      # set by the maintainers, not by the writer

_POOL_1 = {
    "site": "Willow Creek Growers, Wooster OH",
    "report": "night_summary",
    "period": {"start": "2024-11-18T18:00:00-05:00", "end": "2024-11-19T06:00:00-05:00"},
    "outside": {"low_c": -6.4, "avg_rh": 0.81, "wind_avg_kmh": 14},
    "previous_night": {"outside_low_c": -1.9, "gas_m3": 3410},
    "energy": {"gas_m3": 3870, "price_usd_per_m3": 0.312},
    "zones": [
        {"zone": "H1", "crop": "tomato (TOV)", "setpoint_c": 17.5, "avg_c": 17.3, "low_c": 16.6,
         "low_at": "2024-11-19T05:12:00-05:00", "high_c": 18.1, "avg_rh": 0.86, "max_rh": 0.93,
         "pipe_avg_c": 54.6, "co2_ppm_avg": 612},
        {"zone": "H2", "crop": "tomato (cherry)", "setpoint_c": 18.0, "avg_c": 17.9, "low_c": 17.2,
         "low_at": "2024-11-19T05:20:00-05:00", "high_c": 18.6, "avg_rh": 0.84, "max_rh": 0.90,
         "pipe_avg_c": 52.9, "co2_ppm_avg": 598},
        {"zone": "H3", "crop": "cucumber", "setpoint_c": 19.5, "avg_c": 18.4, "low_c": 16.9,
         "low_at": "2024-11-19T04:38:00-05:00", "high_c": 19.8, "avg_rh": 0.91, "max_rh": 0.97,
         "pipe_avg_c": 38.2, "co2_ppm_avg": 640},
        {"zone": "H4", "crop": "pepper", "setpoint_c": 18.5, "avg_c": 18.6, "low_c": 17.9,
         "low_at": "2024-11-19T05:05:00-05:00", "high_c": 19.2, "avg_rh": 0.82, "max_rh": 0.88,
         "pipe_avg_c": 53.8, "co2_ppm_avg": 575},
    ],
}

_TEXT_1 = """Mostly a quiet night, with an exception: **H3 (cucumbers) ran cold**, and it looks like a heating fault rather than the weather.

| House | Crop | Setpoint | Night average | Off by |
|---|---|---|---|---|
| H1 | Tomato (TOV) | 17.5 °C | 17.3 °C | −0.2 |
| H2 | Cherry tomato | 18.0 °C | 17.9 °C | −0.1 |
| H3 | Cucumber | 19.5 °C | 18.4 °C | −1.1 |
| H4 | Pepper | 18.5 °C | 18.6 °C | +0.1 |

**H3 in detail**

- It bottomed out at 16.9 °C (about 62 °F) at 04:38, 2.6 °C below its setpoint.
- Its heating pipe averaged only 38.2 °C, while the other three houses ran their pipes at 53.8 °C on average, about 15.6 °C warmer. Same boiler, same night, so this points to H3's mixing valve or circulation pump, not the outside conditions.
- Humidity averaged 91%, 5 points above the next-dampest house, and peaked at 97%. A cold, near-saturated cucumber crop is exactly the setup for condensation on the leaves and mildew, so I'd get heat back into H3 and set a minimum pipe temperature for humidity control before tonight.

**The other houses** all held within 0.2 °C of setpoint on average, which is as good as it gets on a night like this.

**Energy**: it was colder outside (a low of −6.4 °C, 4.5 °C colder than the night before at −1.9 °C), and gas use rose 13% to 3,870 m³ from 3,410. At $0.312 per m³, last night's heating cost about $1,207.

**Before tonight**: check the H3 valve and pump, confirm the pipe comes up to the same range as the other houses, and keep an eye on H3 humidity in the early hours, when it was at its coldest."""

_POOL_2 = {
    "house": "GH-3",
    "crop": "butterhead lettuce (NFT)",
    "sensor_id": "TH-3B-07",
    "setpoint_c": 22.0,
    "high_c": 27.0,
    "outside": {"max_c": 32.8, "solar_max_w_m2": 905},
    "readings": [
        {"ts": "2024-07-09T12:00:00-04:00", "temp_c": 25.8, "rh": 0.58, "vent_pct": 62},
        {"ts": "2024-07-09T12:15:00-04:00", "temp_c": 26.1, "rh": 0.57, "vent_pct": 65},
        {"ts": "2024-07-09T12:30:00-04:00", "temp_c": 26.3, "rh": 0.56, "vent_pct": 70},
        {"ts": "2024-07-09T12:45:00-04:00", "temp_c": 26.6, "rh": 0.54, "vent_pct": 78},
        {"ts": "2024-07-09T13:00:00-04:00", "temp_c": 26.9, "rh": 0.52, "vent_pct": 85},
        {"ts": "2024-07-09T13:15:00-04:00", "temp_c": 27.6, "rh": 0.48, "vent_pct": 92},
        {"ts": "2024-07-09T13:30:00-04:00", "temp_c": 28.4, "rh": 0.45, "vent_pct": 100},
        {"ts": "2024-07-09T13:45:00-04:00", "temp_c": 29.3, "rh": 0.42, "vent_pct": 100},
        {"ts": "2024-07-09T14:00:00-04:00", "temp_c": 30.1, "rh": 0.40, "vent_pct": 100},
        {"ts": "2024-07-09T14:15:00-04:00", "temp_c": 30.8, "rh": 0.38, "vent_pct": 100},
        {"ts": "2024-07-09T14:30:00-04:00", "temp_c": 31.4, "rh": 0.36, "vent_pct": 100},
        {"ts": "2024-07-09T14:45:00-04:00", "temp_c": 31.2, "rh": 0.36, "vent_pct": 100},
        {"ts": "2024-07-09T15:00:00-04:00", "temp_c": 30.6, "rh": 0.37, "vent_pct": 100},
        {"ts": "2024-07-09T15:15:00-04:00", "temp_c": 29.7, "rh": 0.39, "vent_pct": 100},
        {"ts": "2024-07-09T15:30:00-04:00", "temp_c": 28.6, "rh": 0.42, "vent_pct": 100},
        {"ts": "2024-07-09T15:45:00-04:00", "temp_c": 27.4, "rh": 0.45, "vent_pct": 100},
        {"ts": "2024-07-09T16:00:00-04:00", "temp_c": 26.7, "rh": 0.48, "vent_pct": 96},
        {"ts": "2024-07-09T16:15:00-04:00", "temp_c": 26.0, "rh": 0.50, "vent_pct": 88},
        {"ts": "2024-07-09T16:30:00-04:00", "temp_c": 25.4, "rh": 0.52, "vent_pct": 80},
        {"ts": "2024-07-09T16:45:00-04:00", "temp_c": 24.9, "rh": 0.53, "vent_pct": 74},
        {"ts": "2024-07-09T17:00:00-04:00", "temp_c": 24.6, "rh": 0.55, "vent_pct": 70},
    ],
    "events": [
        {"ts": "2024-07-09T13:02:37-04:00", "type": "fault", "device": "FOG-P2", "detail": "fog pump overcurrent trip"},
        {"ts": "2024-07-09T13:15:00-04:00", "type": "alarm_raised", "detail": "temp_c above high_c"},
        {"ts": "2024-07-09T13:41:12-04:00", "type": "alarm_ack", "user": "r.alvarez"},
        {"ts": "2024-07-09T14:50:20-04:00", "type": "manual_override", "device": "SCR-SHADE-3",
         "detail": "shade screen", "value_pct": 60},
        {"ts": "2024-07-09T15:05:48-04:00", "type": "reset", "device": "FOG-P2", "user": "r.alvarez"},
    ],
}

_TEXT_2 = """**GH-3 heat event, Tuesday 9 Jul**

**What happened.** The fog pump (FOG-P2) tripped on overcurrent at 13:02. With the vents already close to fully open, the house lost its main way of cooling. Temperature crossed the 27.0 °C high limit at the 13:15 reading and didn't come back under until 16:00, so the lettuce spent about 2 h 45 min above the limit: 11 readings in a row, averaging 29.6 °C.

**Key numbers**

- **Peak:** 31.4 °C (88.5 °F) at 14:30, which is 4.4 °C over the high limit and 9.4 °C over the 22.0 °C setpoint. Outside topped out at 32.8 °C.
- **Humidity** fell from 58% at noon to 36% at the peak, a 22-point drop, as the fog stopped and the open vents pulled moist air out.
- **Vents** sat at 100% from the 13:30 reading through 15:45, 2 h 15 min with nothing left to give.

**Response**

| Time | What | Gap |
|---|---|---|
| 13:02 | Fog pump trips | |
| 13:15 | High-temperature alarm | 12 min after the trip |
| 13:41 | Alarm acknowledged (r.alvarez) | 26 min after the alarm |
| 14:50 | Shade screen closed to 60% by hand | 1 h 48 min after the trip |
| 15:05 | Fog pump reset | |

The ack delay and the late shade are the two things I'd fix. Having the shade screen close automatically whenever the fog system faults would have cut most of this event, and the alarm should escalate to a second person if it isn't acknowledged quickly.

**What to check on the crop.** That much heat with dry air is a classic trigger for tipburn in butterhead, and it can show up over the next few days. Worth walking the NFT channels nearest the south wall tomorrow, and keeping the nutrient solution cool if there's another hot afternoon this week."""

_POOL_3 = {
    "house": "Prop-1",
    "crop": "grafted tomato seedlings",
    "as_of": "2025-02-09",
    "targets": {"setpoint_c": 22.0, "dli_target_mol_m2": 12.0},
    "price_usd_per_kwh": 0.142,
    "energy_budget": {"month": "2025-02", "budget_usd": 4800.00, "spent_usd_mtd": 1318.64},
    "previous_week": {"heat_kwh": 4890, "light_kwh": 2310, "mean_c": 21.2, "dli_mean_mol_m2": 10.1},
    "days": [
        {"date": "2025-02-03", "mean_c": 21.6, "setpoint_c": 22.0, "min_c": 19.8, "max_c": 24.1,
         "rh_mean": 0.78, "dli_mol_m2": 11.2, "heat_kwh": 642, "light_kwh": 388},
        {"date": "2025-02-04", "mean_c": 21.9, "setpoint_c": 22.0, "min_c": 20.4, "max_c": 24.8,
         "rh_mean": 0.76, "dli_mol_m2": 12.6, "heat_kwh": 598, "light_kwh": 371},
        {"date": "2025-02-05", "mean_c": 21.2, "setpoint_c": 22.0, "min_c": 18.9, "max_c": 23.5,
         "rh_mean": 0.81, "dli_mol_m2": 8.4, "heat_kwh": 705, "light_kwh": 412},
        {"date": "2025-02-06", "mean_c": 20.7, "setpoint_c": 22.0, "min_c": 17.6, "max_c": 23.0,
         "rh_mean": 0.84, "dli_mol_m2": 6.9, "heat_kwh": 768, "light_kwh": 412},
        {"date": "2025-02-07", "mean_c": 21.8, "setpoint_c": 22.0, "min_c": 20.1, "max_c": 25.2,
         "rh_mean": 0.75, "dli_mol_m2": 13.1, "heat_kwh": 611, "light_kwh": 355},
        {"date": "2025-02-08", "mean_c": 22.3, "setpoint_c": 22.0, "min_c": 20.6, "max_c": 26.4,
         "rh_mean": 0.72, "dli_mol_m2": 14.8, "heat_kwh": 560, "light_kwh": 318},
        {"date": "2025-02-09", "mean_c": 22.1, "setpoint_c": 22.0, "min_c": 20.3, "max_c": 25.9,
         "rh_mean": 0.74, "dli_mol_m2": 13.6, "heat_kwh": 579, "light_kwh": 336},
    ],
}

_TEXT_3 = """Hi Maria, here's the week in the propagation house (Prop-1, grafted tomato seedlings), 3–9 Feb.

**Climate**

The house averaged 21.7 °C for the week, 0.3 °C under the 22.0 °C setpoint, and a bit warmer than the week before (21.2 °C). The weak spot was the cold, dull middle of the week: 6 Feb averaged 20.7 °C with a low of 17.6 °C, 4.4 °C under setpoint, and relative humidity that day averaged 84%. Over the whole week humidity averaged 77%, which is comfortable for the seedlings.

**Light**

Daily light integral averaged 11.5 mol/m²/day against the 12.0 target, up from 10.1 the week before. Three of the seven days fell short, all before Friday, with the worst at 6.9 on 6 Feb. The weekend was bright enough that the lights had an easier job.

**Energy and budget**

- Heating used 4,463 kWh, down 8.7% from 4,890 the week before.
- Lighting used 2,592 kWh, up 12.2% from 2,310, because of the dull days.
- Together that's 7,055 kWh, which at $0.142/kWh is $1,001.81 for the week, or about $143 a day.

For February we've spent $1,318.64 of the $4,800 energy budget, 27.5%, with 32% of the month gone. That leaves $3,481.36 for the remaining 19 days, about $183 a day, so at this week's pace we'd finish the month near $4,040, roughly $760 under budget. A cold snap could eat into that margin, but we're in good shape.

Nothing needs action right now; I'd just keep the supplementary lighting schedule as is while the days stay short."""

CASES = [
    dict(
        id="n4-greenhouse_climate-01",
        pool=_POOL_1,
        text=_TEXT_1,
        copied=[
            ("17.5 °C", None, "zones[0].setpoint_c"),
            ("17.3 °C", None, "zones[0].avg_c"),
            ("18.0 °C", None, "zones[1].setpoint_c"),
            ("17.9 °C", None, "zones[1].avg_c"),
            ("19.5 °C", None, "zones[2].setpoint_c"),
            ("18.4 °C", None, "zones[2].avg_c"),
            ("18.5 °C", None, "zones[3].setpoint_c"),
            ("18.6 °C", None, "zones[3].avg_c"),
            ("16.9 °C", None, "zones[2].low_c"),
            ("04:38", None, "zones[2].low_at"),
            ("38.2 °C", None, "zones[2].pipe_avg_c"),
            ("91%", None, "zones[2].avg_rh"),
            ("97%", None, "zones[2].max_rh"),
            ("−6.4 °C", None, "outside.low_c"),
            ("−1.9 °C", None, "previous_night.outside_low_c"),
            ("3,870 m³", None, "energy.gas_m3"),
            ("3,410", None, "previous_night.gas_m3"),
            ("$0.312", None, "energy.price_usd_per_m3"),
        ],
        derived=[
            ("−0.2", None, "difference", "zones[0].avg_c (17.3) - zones[0].setpoint_c (17.5) = -0.2"),
            ("−0.1", None, "difference", "zones[1].avg_c (17.9) - zones[1].setpoint_c (18.0) = -0.1"),
            ("−1.1", None, "difference", "zones[2].avg_c (18.4) - zones[2].setpoint_c (19.5) = -1.1"),
            ("+0.1", None, "difference", "zones[3].avg_c (18.6) - zones[3].setpoint_c (18.5) = +0.1"),
            ("62 °F", None, "conversion", "zones[2].low_c (16.9) x 9/5 + 32 = 62.4 -> about 62 °F"),
            ("2.6 °C", None, "difference", "zones[2].setpoint_c (19.5) - zones[2].low_c (16.9) = 2.6"),
            ("three", "other three houses", "count", "zones other than H3 = 3"),
            ("53.8 °C", None, "mean", "mean of pipe_avg_c for H1, H2, H4 (54.6, 52.9, 53.8) = 53.77 -> 53.8"),
            ("15.6 °C", None, "difference", "53.77 - zones[2].pipe_avg_c (38.2) = 15.57 -> 15.6"),
            ("5 points", None, "percentage_point",
             "zones[2].avg_rh (0.91) - zones[0].avg_rh (0.86, next highest) = 5 points"),
            ("0.2 °C", "within 0.2 °C", "other", "largest |avg_c - setpoint_c| among H1, H2, H4 = 0.2 (H1)"),
            ("4.5 °C", None, "difference", "previous_night.outside_low_c (-1.9) - outside.low_c (-6.4) = 4.5"),
            ("13%", None, "percent_change", "energy.gas_m3 (3,870) / previous_night.gas_m3 (3,410) - 1 = 13.5% -> 13%"),
            ("$1,207", None, "product", "energy.gas_m3 (3,870) x energy.price_usd_per_m3 (0.312) = 1,207.44 -> about $1,207"),
        ],
        note="grower asks how the houses did overnight: average against setpoint per house, one house running cold with a low heating-pipe temperature and high humidity, gas use and cost against the night before",
    ),
    dict(
        id="n4-greenhouse_climate-02",
        pool=_POOL_2,
        text=_TEXT_2,
        copied=[
            ("9 Jul", None, "readings[0].ts"),
            ("13:02", "at 13:02", "events[0].ts"),
            ("27.0 °C", None, "high_c"),
            ("13:15", "at the 13:15 reading", "readings[5].ts"),
            ("16:00", None, "readings[16].ts"),
            ("31.4 °C", None, "readings[10].temp_c"),
            ("14:30", None, "readings[10].ts"),
            ("22.0 °C", None, "setpoint_c"),
            ("32.8 °C", None, "outside.max_c"),
            ("58%", None, "readings[0].rh"),
            ("36%", None, "readings[10].rh"),
            ("100%", None, "readings[6].vent_pct"),
            ("13:30", None, "readings[6].ts"),
            ("15:45", None, "readings[15].ts"),
            ("13:02", "| 13:02 |", "events[0].ts"),
            ("13:15", "| 13:15 |", "events[1].ts"),
            ("13:41", None, "events[2].ts"),
            ("14:50", None, "events[3].ts"),
            ("60%", None, "events[3].value_pct"),
            ("15:05", None, "events[4].ts"),
        ],
        derived=[
            ("2 h 45 min", None, "time_between", "readings[5].ts (13:15) to readings[16].ts (16:00) = 2 h 45 min"),
            ("11", "11 readings", "count", "readings with temp_c > high_c (27.0): 13:15 to 15:45 = 11"),
            ("29.6 °C", None, "mean", "mean temp_c of the 11 readings above 27.0 = 325.1 / 11 = 29.55 -> 29.6"),
            ("88.5 °F", None, "conversion", "readings[10].temp_c (31.4) x 9/5 + 32 = 88.5"),
            ("4.4 °C", None, "difference", "readings[10].temp_c (31.4) - high_c (27.0) = 4.4"),
            ("9.4 °C", None, "difference", "readings[10].temp_c (31.4) - setpoint_c (22.0) = 9.4"),
            ("22-point", None, "percentage_point", "readings[0].rh (0.58) - readings[10].rh (0.36) = 22 points"),
            ("2 h 15 min", None, "time_between", "readings[6].ts (13:30) to readings[15].ts (15:45) = 2 h 15 min"),
            ("26 min", None, "time_between", "events[1].ts (13:15:00) to events[2].ts (13:41:12) = 26 min 12 s -> 26 min"),
            ("12 min", "12 min after the trip", "time_between",
             "events[0].ts (13:02:37) to events[1].ts (13:15:00) = 12 min 23 s -> 12 min"),
            ("1 h 48 min", None, "time_between", "events[0].ts (13:02:37) to events[3].ts (14:50:20) = 1 h 47 min 43 s -> 1 h 48 min"),
        ],
        note="grower asks what happened in a lettuce house during an afternoon heat spike: time above the high limit, peak against limit and setpoint, humidity drop, and the gaps in the response after a fog pump fault",
    ),
    dict(
        id="n4-greenhouse_climate-03",
        pool=_POOL_3,
        text=_TEXT_3,
        copied=[
            ("3", "3–9 Feb", "days[0].date"),
            ("9 Feb", "3–9 Feb", "days[6].date"),
            ("22.0 °C", None, "targets.setpoint_c"),
            ("21.2 °C", None, "previous_week.mean_c"),
            ("6 Feb", "6 Feb averaged", "days[3].date"),
            ("20.7 °C", None, "days[3].mean_c"),
            ("17.6 °C", None, "days[3].min_c"),
            ("84%", None, "days[3].rh_mean"),
            ("12.0", None, "targets.dli_target_mol_m2"),
            ("10.1", None, "previous_week.dli_mean_mol_m2"),
            ("6.9", None, "days[3].dli_mol_m2"),
            ("6 Feb", "6.9 on 6 Feb", "days[3].date"),
            ("4,890", None, "previous_week.heat_kwh"),
            ("2,310", None, "previous_week.light_kwh"),
            ("$0.142/kWh", None, "price_usd_per_kwh"),
            ("$1,318.64", None, "energy_budget.spent_usd_mtd"),
            ("$4,800", None, "energy_budget.budget_usd"),
        ],
        derived=[
            ("21.7 °C", None, "mean", "mean of days[].mean_c = 151.6 / 7 = 21.66 -> 21.7"),
            ("0.3 °C", None, "difference", "targets.setpoint_c (22.0) - 21.66 = 0.34 -> 0.3"),
            ("4.4 °C", None, "difference", "targets.setpoint_c (22.0) - days[3].min_c (17.6) = 4.4"),
            ("77%", None, "mean", "mean of days[].rh_mean = 5.40 / 7 = 0.771 -> 77%"),
            ("11.5", None, "mean", "mean of days[].dli_mol_m2 = 80.6 / 7 = 11.51 -> 11.5"),
            ("Three", "Three of the seven", "count", "days with dli_mol_m2 < 12.0: 3, 5, 6 Feb = 3"),
            ("seven", "Three of the seven", "count", "len(days) = 7"),
            ("4,463 kWh", None, "sum", "sum of days[].heat_kwh = 4,463"),
            ("8.7%", None, "percent_change", "4,463 / previous_week.heat_kwh (4,890) - 1 = -8.7%"),
            ("2,592 kWh", None, "sum", "sum of days[].light_kwh = 2,592"),
            ("12.2%", None, "percent_change", "2,592 / previous_week.light_kwh (2,310) - 1 = +12.2%"),
            ("7,055 kWh", None, "sum", "4,463 + 2,592 = 7,055"),
            ("$1,001.81", None, "product", "7,055 kWh x price_usd_per_kwh (0.142) = 1,001.81"),
            ("$143", None, "mean", "1,001.81 / 7 days = 143.12 -> about $143"),
            ("27.5%", None, "share", "energy_budget.spent_usd_mtd (1,318.64) / budget_usd (4,800) = 27.5%"),
            ("32%", None, "share", "as_of day 9 of February's 28 days = 32.1% -> 32%"),
            ("$3,481.36", None, "remainder", "budget_usd (4,800) - spent_usd_mtd (1,318.64) = 3,481.36"),
            ("19 days", None, "countdown", "as_of (2025-02-09) to end of February (2025-02-28) = 19 days"),
            ("$183", None, "ratio", "3,481.36 / 19 days = 183.23 -> about $183"),
            ("$4,040", None, "other", "projection: 1,318.64 + 19 x 143.12 = 4,037.84 -> near $4,040"),
            ("$760", None, "difference", "4,800 - 4,037.84 = 762.16 -> roughly $760"),
        ],
        note="grower writes a weekly update for the owner: weekly mean temperature, humidity and light against targets, heating and lighting energy against last week, and the month's energy budget pace",
    ),
]

FLAWS = {
    "n4-greenhouse_climate-01": [
        ("about 15.6 °C warmer", "about 16.5 °C warmer", "16.5 °C", "transposed digits", "53.8 - 38.2 = 15.6 written 16.5"),
        ("4.5 °C colder than the night before", "4.5 °C milder than the night before", "4.5 °C", "direction flip",
         "a colder night described as milder"),
        ("heating cost about $1,207", "heating cost about $1,064", "$1,064", "stale value",
         "cost computed from the previous night's 3,410 m³ (3,410 x 0.312)", "previous_night.gas_m3"),
    ],
    "n4-greenhouse_climate-02": [
        ("spent about 2 h 45 min above", "spent about 3 h 45 min above", "3 h 45 min", "wrong value",
         "13:15 to 16:00 is 2 h 45 min, written 3 h 45 min"),
        ("which is 4.4 °C over the high limit", "which is 3.4 °C over the high limit", "3.4 °C", "wrong value",
         "31.4 - 27.0 = 4.4 written 3.4"),
        ("| 14:50 | Shade screen", "| 14:05 | Shade screen", "14:05", "wrong time", "screen closed 14:50 written 14:05"),
    ],
    "n4-greenhouse_climate-03": [
        ("down 8.7% from 4,890", "up 8.7% from 4,890", "8.7%", "direction flip", "heating fell 8.7% but is written as a rise"),
        ("with a low of 17.6 °C", "with a low of 18.9 °C", "18.9 °C", "neighbour value",
         "5 Feb's low given for 6 Feb", "days[2].min_c"),
        ("27.5%, with 32%", "27.5%, with 23%", "23%", "transposed digits", "9 of 28 days = 32% written 23%"),
    ],
}

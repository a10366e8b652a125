"""Manufacturing: a factory line's output, quality and downtime, as MES / SCADA /
QMS / IIoT platforms export them."""

DOMAIN = "manufacturing"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01  MES end-of-shift record with OEE fractions and downtime events
# ---------------------------------------------------------------------------
_POOL_01 = {
    "plant": "Dayton Stamping",
    "line": {"id": "L3", "name": "Press Line 3", "press_tonnage": 600},
    "shift": {"code": "B", "start": "2025-10-14T14:00:00-04:00", "end": "2025-10-14T22:00:00-04:00",
              "supervisor": "K. Alvarez"},
    "product": {"sku": "BRK-4471-A", "description": "Rear brake bracket", "material": "HSLA 340 coil"},
    "planned_production_time_min": 450,
    "run_time_min": 382,
    "ideal_cycle_time_s": 4.2,
    "total_count": 5210,
    "good_count": 5038,
    "reject_count": 172,
    "oee": {"availability": 0.8489, "performance": 0.9547, "quality": 0.967, "oee": 0.7837},
    "target_oee": 0.75,
    "downtime_events": [
        {"event_id": "DT-88141", "start": "2025-10-14T15:42:00-04:00", "end": "2025-10-14T16:18:00-04:00",
         "duration_min": 36, "reason_code": "DIE-CHG", "reason": "Die change", "category": "changeover",
         "planned": False},
        {"event_id": "DT-88147", "start": "2025-10-14T17:55:00-04:00", "end": "2025-10-14T18:16:00-04:00",
         "duration_min": 21, "reason_code": "FEED-JAM", "reason": "Coil feed jam", "category": "equipment",
         "planned": False},
        {"event_id": "DT-88152", "start": "2025-10-14T20:31:00-04:00", "end": "2025-10-14T20:42:00-04:00",
         "duration_min": 11, "reason_code": "MAT-SHORT", "reason": "Material shortage", "category": "material",
         "planned": False},
    ],
    "previous_shift": {"code": "A", "date": "2025-10-14", "good_count": 5412, "reject_count": 186,
                       "downtime_min": 41, "oee": 0.7921},
}

_TEXT_01 = """## Press Line 3 — Shift B summary (Oct 14, 14:00–22:00)

**OEE came in at 78.4%**, above the 75% target but a little behind Shift A's 79.2%.

| OEE factor | Shift B |
|---|---|
| Availability | 84.9% |
| Performance | 95.5% |
| Quality | 96.7% |

### Output
- **5,038 good** brackets (BRK-4471-A) out of 5,210 pressed, with **172 rejects**, a 3.3% scrap rate.
- Shift A made 5,412 good parts with 186 rejects, so B finished 374 good parts behind.

### Downtime: 68 min across 3 stops
1. **Die change**, 15:42–16:18 (36 min), unplanned and the biggest single loss.
2. **Coil feed jam**, 17:55–18:16 (21 min).
3. **Material shortage**, 20:31–20:42 (11 min).

The line ran 382 of 450 planned minutes. Shift A lost only 41 minutes to stops, so B had 27 more minutes of downtime; at the 4.2 s ideal cycle that's roughly 386 parts, which covers the output gap on its own.

**Follow-up:** the die change happened unplanned mid-shift. Worth checking with the die setters whether it can be moved into the 22:00 shift changeover next time."""

# ---------------------------------------------------------------------------
# 02  SCADA / andon downtime alert for a filler, with work order and spares
# ---------------------------------------------------------------------------
_POOL_02 = {
    "alert_id": "ALM-20250211-0093",
    "site": "Greenville Plant 2",
    "line": "Bottling Line B",
    "asset": {"id": "FILL-02", "name": "Filler 2", "module": "capper"},
    "state": "DOWN",
    "severity": 1,
    "fault": {"code": "E-417", "text": "Capper torque out of range", "last_reading_in_lb": 8.2,
              "spec_min_in_lb": 12.0, "spec_max_in_lb": 18.0},
    "down_since": "2025-02-11T03:47:12-05:00",
    "acknowledged_at": "2025-02-11T03:58:40-05:00",
    "acknowledged_by": "j.hernandez",
    "snapshot_at": "2025-02-11T05:02:12-05:00",
    "elapsed_s": 4500,
    "rated_speed_bph": 18000,
    "est_units_lost": 22500,
    "work_order": {"id": "WO-558812", "sku": "SPW-500-PET", "description": "Sparkling water 500 mL PET",
                   "qty_ordered": 240000, "qty_completed": 151320, "due": "2025-02-12T06:00:00-05:00"},
    "history_30d": {"fault_code": "E-417", "occurrences": 4, "mttr_min": 38.5, "longest_min": 62},
    "spares": [
        {"part_no": "CHK-TQ-22", "description": "Capper chuck clutch", "on_hand": 1, "min_qty": 2},
        {"part_no": "SEN-TQ-7", "description": "Torque sensor", "on_hand": 3, "min_qty": 1},
    ],
    "maintenance_ticket": {"id": "MT-77120", "status": "in_progress", "assigned_to": "j.hernandez",
                           "eta": None},
}

_TEXT_02 = """### 🔴 Filler 2 down 1 h 15 min — Bottling Line B

**Status at 05:02:** still down on fault **E-417, capper torque out of range**. The last torque reading was **8.2 in-lb**, below the 12–18 in-lb spec window.

- **Stopped at 03:47**; acknowledged by j.hernandez at 03:58, about 11 minutes later. Maintenance ticket MT-77120 is in progress, no ETA yet.
- **Output lost so far:** ~22,500 bottles at the rated 18,000 bottles/hour.
- **Longer than usual:** E-417 has hit this filler 4 times in the last 30 days, with a mean repair time of 38.5 min. This stop has already run nearly twice that and is past the longest recent repair (62 min).

**Is the order at risk?** Not yet. WO-558812 (sparkling water 500 mL) has 88,680 bottles left: 151,320 of 240,000 are done (63%). At rated speed that's about 4 h 56 min of run time, and the order is due **06:00 on Feb 12**, so there are roughly 20 hours of slack if the line restarts this morning.

**Spares:** only 1 capper chuck clutch (CHK-TQ-22) on the shelf, below the minimum of 2. If the clutch turns out to be the cause, reorder now so the next E-417 doesn't find the shelf empty."""

# ---------------------------------------------------------------------------
# 03  QMS weekly quality export: defect Pareto, scrap cost, tools, customer NCRs
# ---------------------------------------------------------------------------
_POOL_03 = {
    "site": "Monterrey Assembly",
    "line": "Harness Line 1",
    "week": "2025-W18",
    "week_start": "2025-04-28",
    "week_end": "2025-05-04",
    "units_inspected": 48620,
    "units_inspected_last_week": 46180,
    "first_pass_yield_pct": 96.8,
    "fpy_last_week_pct": 97.4,
    "fpy_target_pct": 98.0,
    "defects": [
        {"code": "CR-01", "category": "Crimp height out of spec", "count": 612, "last_week": 388},
        {"code": "AS-07", "category": "Missing clip", "count": 341, "last_week": 355},
        {"code": "WR-03", "category": "Wrong wire color", "count": 198, "last_week": 214},
        {"code": "CN-02", "category": "Connector damage", "count": 154, "last_week": 120},
        {"code": "ZZ", "category": "Other", "count": 251, "last_week": 131},
    ],
    "scrap_cost_usd": 18240.55,
    "scrap_cost_usd_last_week": 12977.10,
    "rework_hours": 126.5,
    "rework_hours_last_week": 98.0,
    "crimp_tools": [
        {"tool_id": "CT-14", "applicator_pn": "APP-0922", "last_calibration": "2025-03-02",
         "cycles_since_cal": 412000, "cal_interval_cycles": 400000, "status": "overdue"},
        {"tool_id": "CT-15", "applicator_pn": "APP-0922", "last_calibration": "2025-04-14",
         "cycles_since_cal": 118500, "cal_interval_cycles": 400000, "status": "ok"},
    ],
    "customer_escapes": [
        {"ncr": "NCR-25-0412", "customer": "Veltra Automotive", "opened": "2025-04-30",
         "part_no": "WH-88213-C", "qty_rejected": 36, "defect_code": "CR-01", "status": "open"},
        {"ncr": "NCR-25-0398", "customer": "Hollis Trucks", "opened": "2025-04-22",
         "part_no": "WH-70415-A", "qty_rejected": 12, "defect_code": "AS-07", "status": "closed"},
    ],
}

_TEXT_03 = """# Harness Line 1 — weekly quality recap, week 18 (Apr 28 – May 4)

**First-pass yield fell to 96.8%** from 97.4% the week before and remains below the 98.0% target. Inspected volume was up (48,620 units vs 46,180), but defects grew faster: **1,556** this week vs 1,208, up 29%.

## Defect Pareto

| Defect | This week | Last week | Change |
|---|---|---|---|
| Crimp height out of spec (CR-01) | 612 | 388 | +224 |
| Missing clip (AS-07) | 341 | 355 | −14 |
| Other | 251 | 131 | +120 |
| Wrong wire color (WR-03) | 198 | 214 | −16 |
| Connector damage (CN-02) | 154 | 120 | +34 |

**Crimp height is the story.** It's up 58% week over week and now makes up about 39% of all defects. The tool data points to a likely cause: crimp applicator **CT-14** has run 412,000 cycles since its last calibration on Mar 2, past its 400,000-cycle limit.

It has also reached a customer. **NCR-25-0412** from Veltra Automotive, opened Apr 30, covers 36 harnesses rejected for crimp height.

## Cost
- Scrap: **$18,240.55**, up 40.6% from $12,977.10.
- Rework: 126.5 hours vs 98.0 last week.

## Suggested actions
1. Pull CT-14 for calibration before Monday's first shift.
2. Dig into the "Other" bucket, which nearly doubled; something is hiding in there.
3. Missing clip and wrong wire color both improved, so whatever changed at those stations is worth keeping."""

# ---------------------------------------------------------------------------
# 04  IIoT platform weekly comparison of three CNC cells (camelCase, ms, kWh)
# ---------------------------------------------------------------------------
_POOL_04 = {
    "reportId": "cmp-brno-2025w29",
    "plant": "Brno",
    "from": "2025-07-14T00:00:00+02:00",
    "to": "2025-07-21T00:00:00+02:00",
    "scheduledHours": 120,
    "partNumber": "HSG-7713",
    "targetCycleTimeMs": 90000,
    "energyTariffEurPerKwh": 0.184,
    "lines": [
        {"lineId": "CNC-A", "name": "Machining Cell A", "unitsProduced": 3184, "goodUnits": 3121,
         "avgCycleTimeMs": 94200, "energyKwh": 11842.6, "spindleUtilization": 0.694,
         "unplannedDowntimeMin": 214, "mtbfHours": 18.6, "alarmCount": 11},
        {"lineId": "CNC-B", "name": "Machining Cell B", "unitsProduced": 3560, "goodUnits": 3508,
         "avgCycleTimeMs": 86900, "energyKwh": 12015.3, "spindleUtilization": 0.716,
         "unplannedDowntimeMin": 97, "mtbfHours": 31.2, "alarmCount": 5},
        {"lineId": "CNC-C", "name": "Machining Cell C", "unitsProduced": 2975, "goodUnits": 2904,
         "avgCycleTimeMs": 99800, "energyKwh": 11230.8, "spindleUtilization": 0.687,
         "unplannedDowntimeMin": 305, "mtbfHours": 12.4, "alarmCount": 19},
    ],
}

_TEXT_04 = """## Machining cells A, B and C — week of Jul 14

**Short version:** Cell B leads on output, yield, cycle time, reliability and energy per part, so it's the natural home for the extra HSG-7713 housing volume. Cell C is the weak spot.

| | Cell A | Cell B | Cell C |
|---|---|---|---|
| Good units | 3,121 | 3,508 | 2,904 |
| Yield | 98.0% | 98.5% | 97.6% |
| Avg cycle time | 94.2 s | 86.9 s | 99.8 s |
| Unplanned downtime | 3 h 34 min | 1 h 37 min | 5 h 5 min |
| MTBF | 18.6 h | 31.2 h | 12.4 h |
| Energy per good unit | 3.79 kWh | 3.43 kWh | 3.87 kWh |

**Notes**
- Against the 90 s target cycle, B runs 3.4% faster, A is 4.7% slower and C is nearly 11% slower.
- C lost more than 5 hours to unplanned stops and averages a failure roughly every 12 hours. A and C together account for 519 of the 616 downtime minutes across the three cells.
- Energy: the three cells drew 35,089 kWh (~35.1 MWh), about €6,456 at €0.184/kWh. B used the most in absolute terms (12,015 kWh) but the least per good part.
- Spindle utilization was close across the board: B 71.6%, A 69.4%, C 68.7%.

Even if the new volume goes to B, C's reliability is the bigger problem to fix: its MTBF is well under half of B's."""


CASES = [
    dict(
        id="n2-manufacturing-01",
        pool=_POOL_01,
        text=_TEXT_01,
        copied=[
            ("Oct 14", None, "shift.start"),
            ("14:00", None, "shift.start"),
            ("22:00", "14:00–22:00", "shift.end"),
            ("78.4%", None, "oee.oee"),
            ("75%", None, "target_oee"),
            ("79.2%", None, "previous_shift.oee"),
            ("84.9%", None, "oee.availability"),
            ("95.5%", None, "oee.performance"),
            ("96.7%", None, "oee.quality"),
            ("5,038", None, "good_count"),
            ("5,210", None, "total_count"),
            ("172", None, "reject_count"),
            ("5,412", None, "previous_shift.good_count"),
            ("186", None, "previous_shift.reject_count"),
            ("15:42", None, "downtime_events[0].start"),
            ("16:18", None, "downtime_events[0].end"),
            ("36 min", None, "downtime_events[0].duration_min"),
            ("17:55", None, "downtime_events[1].start"),
            ("18:16", None, "downtime_events[1].end"),
            ("21 min", None, "downtime_events[1].duration_min"),
            ("20:31", None, "downtime_events[2].start"),
            ("20:42", None, "downtime_events[2].end"),
            ("11 min", None, "downtime_events[2].duration_min"),
            ("382", None, "run_time_min"),
            ("450", None, "planned_production_time_min"),
            ("41 minutes", None, "previous_shift.downtime_min"),
            ("4.2 s", None, "ideal_cycle_time_s"),
            ("22:00", "22:00 shift changeover", "shift.end"),
        ],
        derived=[
            ("3.3%", None, "share",
             "reject_count (172) / total_count (5210) = 3.30%"),
            ("374", None, "difference",
             "previous_shift.good_count (5412) - good_count (5038) = 374"),
            ("68 min", None, "sum",
             "downtime_events duration_min 36 + 21 + 11 = 68 (= planned 450 - run 382)"),
            ("3", "across 3 stops", "count",
             "len(downtime_events) = 3"),
            ("27", "B had 27 more", "difference",
             "68 min downtime - previous_shift.downtime_min (41) = 27"),
            ("386", None, "other",
             "27 min x 60 / ideal_cycle_time_s (4.2) = 385.7 parts"),
        ],
        note="MES end-of-shift record: shift digest with OEE factors, output vs the previous shift and downtime events.",
    ),
    dict(
        id="n2-manufacturing-02",
        pool=_POOL_02,
        text=_TEXT_02,
        copied=[
            ("05:02", None, "snapshot_at"),
            ("8.2 in-lb", None, "fault.last_reading_in_lb"),
            ("12", "12–18 in-lb", "fault.spec_min_in_lb"),
            ("18 in-lb", None, "fault.spec_max_in_lb"),
            ("03:47", None, "down_since"),
            ("03:58", None, "acknowledged_at"),
            ("~22,500", None, "est_units_lost"),
            ("18,000", None, "rated_speed_bph"),
            ("4 times", None, "history_30d.occurrences"),
            ("38.5 min", None, "history_30d.mttr_min"),
            ("62 min", None, "history_30d.longest_min"),
            ("151,320", None, "work_order.qty_completed"),
            ("240,000", None, "work_order.qty_ordered"),
            ("06:00", None, "work_order.due"),
            ("Feb 12", None, "work_order.due"),
            ("1", "only 1 capper", "spares[0].on_hand"),
            ("2", "minimum of 2", "spares[0].min_qty"),
        ],
        derived=[
            ("1 h 15 min", None, "duration_format",
             "elapsed_s 4500 = 75 min (snapshot_at 05:02:12 - down_since 03:47:12)"),
            ("11 minutes", None, "time_between",
             "acknowledged_at 03:58:40 - down_since 03:47:12 = 11 min 28 s"),
            ("twice", "nearly twice that", "ratio",
             "elapsed 75 min / history_30d.mttr_min (38.5) = 1.95"),
            ("88,680", None, "difference",
             "work_order.qty_ordered (240000) - qty_completed (151320) = 88680"),
            ("63%", None, "share",
             "work_order.qty_completed (151320) / qty_ordered (240000) = 63.05%"),
            ("4 h 56 min", None, "other",
             "88680 bottles / rated_speed_bph (18000) = 4.927 h = 4 h 56 min"),
            ("20 hours", None, "other",
             "work_order.due (Feb 12 06:00) - snapshot_at (Feb 11 05:02) = 24 h 58 min, minus 4 h 56 min run time = 20 h 2 min"),
        ],
        note="SCADA/andon downtime alert for a filler: elapsed time vs MTTR, lost output, work-order slack and spares.",
    ),
    dict(
        id="n2-manufacturing-03",
        pool=_POOL_03,
        text=_TEXT_03,
        copied=[
            ("18", "week 18", "week"),
            ("Apr 28", None, "week_start"),
            ("May 4", None, "week_end"),
            ("96.8%", None, "first_pass_yield_pct"),
            ("97.4%", None, "fpy_last_week_pct"),
            ("98.0%", None, "fpy_target_pct"),
            ("48,620", None, "units_inspected"),
            ("46,180", None, "units_inspected_last_week"),
            ("612", None, "defects[0].count"),
            ("388", None, "defects[0].last_week"),
            ("341", None, "defects[1].count"),
            ("355", None, "defects[1].last_week"),
            ("251", None, "defects[4].count"),
            ("131", None, "defects[4].last_week"),
            ("198", None, "defects[2].count"),
            ("214", None, "defects[2].last_week"),
            ("154", None, "defects[3].count"),
            ("120", "| 120 |", "defects[3].last_week"),
            ("412,000", None, "crimp_tools[0].cycles_since_cal"),
            ("Mar 2", None, "crimp_tools[0].last_calibration"),
            ("400,000", None, "crimp_tools[0].cal_interval_cycles"),
            ("Apr 30", None, "customer_escapes[0].opened"),
            ("36", "covers 36 harnesses", "customer_escapes[0].qty_rejected"),
            ("$18,240.55", None, "scrap_cost_usd"),
            ("$12,977.10", None, "scrap_cost_usd_last_week"),
            ("126.5", None, "rework_hours"),
            ("98.0", "vs 98.0 last week", "rework_hours_last_week"),
        ],
        derived=[
            ("1,556", None, "sum",
             "defects[*].count 612 + 341 + 198 + 154 + 251 = 1556"),
            ("1,208", None, "sum",
             "defects[*].last_week 388 + 355 + 214 + 120 + 131 = 1208"),
            ("29%", "up 29%", "percent_change",
             "(1556 - 1208) / 1208 = +28.8%"),
            ("+224", None, "difference",
             "defects[0].count (612) - last_week (388) = 224"),
            ("−14", None, "difference",
             "defects[1].count (341) - last_week (355) = -14"),
            ("+120", None, "difference",
             "defects[4].count (251) - last_week (131) = 120"),
            ("−16", None, "difference",
             "defects[2].count (198) - last_week (214) = -16"),
            ("+34", None, "difference",
             "defects[3].count (154) - last_week (120) = 34"),
            ("58%", None, "percent_change",
             "(defects[0].count 612 - last_week 388) / 388 = +57.7%"),
            ("39%", None, "share",
             "defects[0].count (612) / total defects (1556) = 39.3%"),
            ("40.6%", None, "percent_change",
             "(scrap_cost_usd 18240.55 - scrap_cost_usd_last_week 12977.10) / 12977.10 = +40.56%"),
            ("doubled", "nearly doubled", "ratio",
             "defects[4].count (251) / last_week (131) = 1.92"),
        ],
        note="QMS weekly quality export: recap of first-pass yield, defect Pareto vs last week, suspected tool cause and a customer escape.",
    ),
    dict(
        id="n2-manufacturing-04",
        pool=_POOL_04,
        text=_TEXT_04,
        copied=[
            ("Jul 14", None, "from"),
            ("3,121", None, "lines[0].goodUnits"),
            ("3,508", None, "lines[1].goodUnits"),
            ("2,904", None, "lines[2].goodUnits"),
            ("18.6 h", None, "lines[0].mtbfHours"),
            ("31.2 h", None, "lines[1].mtbfHours"),
            ("12.4 h", None, "lines[2].mtbfHours"),
            ("12 hours", None, "lines[2].mtbfHours"),
            ("€0.184/kWh", None, "energyTariffEurPerKwh"),
            ("12,015 kWh", None, "lines[1].energyKwh"),
            ("71.6%", None, "lines[1].spindleUtilization"),
            ("69.4%", None, "lines[0].spindleUtilization"),
            ("68.7%", None, "lines[2].spindleUtilization"),
        ],
        derived=[
            ("98.0%", None, "ratio",
             "lines[0].goodUnits (3121) / unitsProduced (3184) = 98.02%"),
            ("98.5%", None, "ratio",
             "lines[1].goodUnits (3508) / unitsProduced (3560) = 98.54%"),
            ("97.6%", None, "ratio",
             "lines[2].goodUnits (2904) / unitsProduced (2975) = 97.61%"),
            ("94.2 s", None, "conversion",
             "lines[0].avgCycleTimeMs 94200 ms = 94.2 s"),
            ("86.9 s", None, "conversion",
             "lines[1].avgCycleTimeMs 86900 ms = 86.9 s"),
            ("99.8 s", None, "conversion",
             "lines[2].avgCycleTimeMs 99800 ms = 99.8 s"),
            ("3 h 34 min", None, "duration_format",
             "lines[0].unplannedDowntimeMin 214 min = 3 h 34 min"),
            ("1 h 37 min", None, "duration_format",
             "lines[1].unplannedDowntimeMin 97 min = 1 h 37 min"),
            ("5 h 5 min", None, "duration_format",
             "lines[2].unplannedDowntimeMin 305 min = 5 h 5 min"),
            ("3.79 kWh", None, "ratio",
             "lines[0].energyKwh (11842.6) / goodUnits (3121) = 3.794"),
            ("3.43 kWh", None, "ratio",
             "lines[1].energyKwh (12015.3) / goodUnits (3508) = 3.425"),
            ("3.87 kWh", None, "ratio",
             "lines[2].energyKwh (11230.8) / goodUnits (2904) = 3.867"),
            ("90 s", None, "conversion",
             "targetCycleTimeMs 90000 ms = 90 s"),
            ("3.4%", None, "percent_change",
             "(lines[1].avgCycleTimeMs 86900 - targetCycleTimeMs 90000) / 90000 = -3.44%"),
            ("4.7%", None, "percent_change",
             "(lines[0].avgCycleTimeMs 94200 - 90000) / 90000 = +4.67%"),
            ("11%", None, "percent_change",
             "(lines[2].avgCycleTimeMs 99800 - 90000) / 90000 = +10.9%"),
            ("5 hours", None, "conversion",
             "lines[2].unplannedDowntimeMin 305 min = 5.08 h"),
            ("519", None, "sum",
             "lines[0].unplannedDowntimeMin (214) + lines[2].unplannedDowntimeMin (305) = 519"),
            ("616", None, "sum",
             "214 + 97 + 305 = 616"),
            ("three", "across the three cells", "count",
             "len(lines) = 3"),
            ("three", "the three cells drew", "count",
             "len(lines) = 3"),
            ("35,089 kWh", None, "sum",
             "lines[*].energyKwh 11842.6 + 12015.3 + 11230.8 = 35088.7"),
            ("~35.1 MWh", None, "conversion",
             "35088.7 kWh = 35.09 MWh"),
            ("€6,456", None, "other",
             "35088.7 kWh x energyTariffEurPerKwh (0.184) = 6456.32"),
            ("half", "well under half", "ratio",
             "lines[2].mtbfHours (12.4) / lines[1].mtbfHours (31.2) = 0.40"),
        ],
        note="IIoT platform weekly comparison of three CNC cells: which cell should take extra volume; cycle time in ms, energy in kWh.",
    ),
]

FLAWS = {
    "n2-manufacturing-01": [
        ("| Performance | 95.5% |", "| Performance | 95.7% |", "95.7%", "near-miss rounding",
         "performance 0.9547 written as 95.7%"),
        ("with **172 rejects**", "with **186 rejects**", "186 rejects", "stale value",
         "Shift A's reject count given for Shift B", "previous_shift.reject_count"),
        ("**Coil feed jam**, 17:55", "**Coil feed jam**, 16:55", "16:55", "wrong time",
         "jam started at 17:55, written 16:55"),
    ],
    "n2-manufacturing-02": [
        ("was **8.2 in-lb**", "was **8.2 N·m**", "8.2 N·m", "unit confusion",
         "torque reading is in inch-pounds, written as newton-metres"),
        ("j.hernandez at 03:58", "j.hernandez at 03:47", "03:47", "wrong time",
         "acknowledged at 03:58; the stop time 03:47 was written instead"),
        ("has 88,680 bottles left", "has 89,680 bottles left", "89,680", "wrong value",
         "240,000 - 151,320 = 88,680, not 89,680"),
    ],
    "n2-manufacturing-03": [
        ("| 341 | 355 | −14 |", "| 341 | 355 | +14 |", "+14", "direction flip",
         "missing-clip defects fell by 14, written as +14"),
        ("covers 36 harnesses", "covers 12 harnesses", "12", "neighbour value",
         "quantity of the other (Hollis Trucks) NCR given for the Veltra NCR",
         "customer_escapes[1].qty_rejected"),
        ("Scrap: **$18,240.55**", "Scrap: **$18,420.55**", "$18,420.55", "transposed digits",
         "scrap cost 18,240.55 written 18,420.55"),
    ],
    "n2-manufacturing-04": [
        ("B runs 3.4% faster", "B runs 3.6% faster", "3.6%", "near-miss rounding",
         "-3.44% written as 3.6%"),
        ("(12,015 kWh)", "(12,015 MWh)", "12,015 MWh", "unit confusion",
         "cell B's energy is 12,015 kWh, written as MWh"),
    ],
}

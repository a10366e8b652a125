"""Clinical-vitals drafts."""

CLEAN = [
    dict(
        id="clinical-01-clean",
        domain="clinical vitals",
        pool={
            "patient": "Bed 12",
            "date": "2025-08-07",
            "time": "6:30am",
            "vitals": {"hr_bpm": 88, "bp": "118/76", "resp_rate": 18, "spo2_pct": 96,
                       "temp": "37.8 °C", "pain_score": 3},
            "trend_24h": {"hr_bpm": [92, 90, 88], "temp_peak": "38.3 °C"},
            "fluid_balance_ml": -350,
            "weight_kg": 81.4,
        },
        text=(
            "**Morning vitals summary, Bed 12 (Aug 7, 6:30am)**\n\n"
            "- **Heart rate:** 88 bpm, trending down from 92 over the past 24 hours\n"
            "- **Blood pressure:** 118/76 mmHg\n"
            "- **Respiratory rate:** 18 breaths per minute\n"
            "- **SpO2:** 96% on room air\n"
            "- **Temperature:** 37.8°C (100.0°F), down from a peak of 38.3°C\n"
            "- **Pain score:** 3, unchanged\n\n"
            "**Assessment**\n"
            "The low-grade fever is resolving and the heart rate is settling with it. Oxygenation "
            "is adequate without support.\n\n"
            "**Plan**\n"
            "Fluid balance is −350 mL over the last 24 hours; encourage oral intake and recheck "
            "before the afternoon round. Weight today: 81.4 kg. Continue vitals every shift and "
            "escalate if the temperature climbs again."
        ),
        note="'37.8°C (100.0°F)' converts the pool string '37.8 °C' (37.8 °C = 100.04 °F); '118/76' "
             "cannot be a month/day so it is two claims, grounded by the pool string; 'Bed 12' is "
             "in the pool string too; '−350 mL' carries an explicit sign; 'Pain score: 3' avoids "
             "'3/10' (which would read as a date).",
    ),
    dict(
        id="clinical-02-clean",
        domain="clinical vitals",
        pool={
            "start": "2025-09-08",
            "end": "2025-09-14",
            "bp_readings": [
                {"date": "2025-09-08", "systolic": 134, "diastolic": 86},
                {"date": "2025-09-10", "systolic": 128, "diastolic": 82},
                {"date": "2025-09-12", "systolic": 141, "diastolic": 89},
                {"date": "2025-09-14", "systolic": 126, "diastolic": 80},
            ],
            "avg_systolic": 132.3,
            "avg_diastolic": 84.3,
            "target_bp": "130/80",
            "urgent_threshold_bp": "180/120",
            "resting_hr_bpm": 67,
            "steps_avg": 7412,
            "sleep_avg_min": 402,
            "med_adherence": 0.93,
        },
        text=(
            "### Your blood pressure this week (Sept. 8 to Sept. 14)\n\n"
            "You logged 4 readings. Your average was **132/84 mmHg**, a little above the "
            "130/80 target your care team set.\n\n"
            "- Highest: 141/89 on Friday, Sept. 12\n"
            "- Lowest: 126/80 on Sunday, Sept. 14\n\n"
            "**Other habits that affect blood pressure**\n"
            "1. You took your medication on 93% of days. Aim for every day.\n"
            "2. Resting heart rate averaged 67 bpm.\n"
            "3. You walked about 7,400 steps a day.\n"
            "4. Sleep averaged 6.7 hours a night, a bit short of what most adults need.\n\n"
            "Your numbers are trending in the right direction. Keep measuring at the same time "
            "each morning, and re-check in 2 weeks. If you see a reading above 180/120, contact "
            "your doctor right away."
        ),
        note="'132/84' is two claims grounded by avg_systolic/avg_diastolic at step 1; '4 readings' = "
             "bp_readings.length; 'about 7,400' hedged; '6.7 hours' converts sleep_avg_min 402 "
             "(= 6.7 h, a min→h conversion); '130/80' and '180/120' (hedged by 'above') are grounded by "
             "the pool strings; 'in 2 weeks' is a window.",
    ),
    dict(
        id="clinical-03-clean",
        domain="clinical vitals",
        pool={
            "period_days": 14,
            "avg_glucose_mgdl": 142,
            "gmi_pct": 6.7,
            "a1c_last": "7.1%",
            "a1c_date": "2025-06-02",
            "target_range_mgdl": [70, 180],
            "time_in_range": 0.68,
            "time_below_range": 0.03,
            "time_above_range": 0.29,
            "cv_pct": 34.1,
            "cv_goal_pct": 36,
            "low_events": 5,
            "lowest_mgdl": 54,
            "highest_mgdl": 287,
            "sensor_wear": 0.96,
        },
        text=(
            "## 14-day glucose report\n\n"
            "**Overview**\n"
            "Your average glucose over the past 14 days was **142 mg/dL**, with a GMI of 6.7%. "
            "Your last lab A1c (June 2) was 7.1%, so the two are telling a similar story.\n\n"
            "**Time in ranges**\n"
            "- In range (70–180 mg/dL): 68%\n"
            "- Below range: 3%\n"
            "- Above range: 29%\n\n"
            "**Variability** is a little high at 34.1% (goal: 36% or less).\n\n"
            "**Lows and highs**\n"
            "You had 5 low events; the lowest reading was 54 mg/dL at 3:10 am on Tuesday. The "
            "highest was 287 mg/dL after dinner on Sept. 3.\n\n"
            "Sensor wear time was 96%, so this report reflects your real patterns. Share it with "
            "your care team before your next visit."
        ),
        note="'14-day' and 'past 14 days' are windows; '70–180 mg/dL' a range grounded by "
             "target_range_mgdl; fractions as percentages (0.68 → 68%); '7.1%' grounded by the pool "
             "string; '3:10 am' a time; 'A1c' an identifier.",
    ),
]

PLANTS = {
    "clinical-01-clean": [
        ("**Heart rate:** 88 bpm", "**Heart rate:** 96 bpm", "96 bpm", "unit_mismatch",
         "only vitals.spo2_pct = 96 (%) matches; no bpm or unitless pool value near 96"),
        ("Fluid balance is −350 mL", "Fluid balance is −530 mL", "−530 mL", "invented",
         "fluid_balance_ml is -350; nothing in the pool is near -530 or 530"),
    ],
    "clinical-02-clean": [
        ("Lowest: 126/80", "Lowest: 126/70", "70", "invented",
         "the Sept. 14 diastolic is 80; nothing in the pool is near 70"),
        ("averaged 67 bpm", "averaged 76 bpm", "76 bpm", "invented",
         "resting_hr_bpm is 67; no bpm or unitless value near 76"),
    ],
    "clinical-03-clean": [
        ("- In range (70–180 mg/dL): 68%", "- In range (70–180 mg/dL): 78%", "78%", "invented",
         "time_in_range is 0.68; neither 78 nor 0.78 is in the pool"),
        ("lowest reading was 54 mg/dL", "lowest reading was 45 mg/dL", "45 mg/dL", "invented",
         "lowest_mgdl is 54; nothing in the pool is near 45"),
    ],
}

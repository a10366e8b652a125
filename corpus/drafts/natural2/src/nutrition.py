"""Nutrition: a person's food diary and nutrient intake, as diet-tracking apps
(MyFitnessPal-style diary API, Cronometer exports, Lose It export) return them."""

DOMAIN = "nutrition"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01: daily digest from a MyFitnessPal-style diary (per-meal nutrient totals)
# ---------------------------------------------------------------------------
_POOL_01 = {
    "diary_date": "2025-03-11",
    "user": {"username": "dana.k", "timezone": "America/Chicago",
             "display_units": {"energy": "kcal", "water": "ml"}},
    "goals": {"calories": 1900, "carbohydrates_g": 215, "fat_g": 63, "protein_g": 120,
              "sodium_mg": 2300, "sugar_g": 50, "fiber_g": 28, "water_ml": 2500},
    "meals": [
        {"name": "Breakfast", "entries": 3,
         "nutritional_contents": {"calories": 494, "carbohydrates_g": 63, "fat_g": 14.5,
                                  "protein_g": 31, "sodium_mg": 190, "sugar_g": 30,
                                  "fiber_g": 6.6}},
        {"name": "Lunch", "entries": 2,
         "nutritional_contents": {"calories": 612, "carbohydrates_g": 58, "fat_g": 24,
                                  "protein_g": 38, "sodium_mg": 1480, "sugar_g": 7,
                                  "fiber_g": 4}},
        {"name": "Dinner", "entries": 3,
         "nutritional_contents": {"calories": 871, "carbohydrates_g": 92, "fat_g": 36,
                                  "protein_g": 44, "sodium_mg": 1390, "sugar_g": 11,
                                  "fiber_g": 5}},
        {"name": "Snacks", "entries": 2,
         "nutritional_contents": {"calories": 348, "carbohydrates_g": 30, "fat_g": 21,
                                  "protein_g": 9, "sodium_mg": 140, "sugar_g": 24,
                                  "fiber_g": 3.1}},
    ],
    "totals": {"calories": 2325, "carbohydrates_g": 243, "fat_g": 95.5, "protein_g": 122,
               "sodium_mg": 3200, "sugar_g": 72, "fiber_g": 18.7},
    "exercise": [{"name": "Cycling, stationary, moderate effort", "duration_minutes": 40,
                  "calories_burned": 312, "source": "Apple Watch"}],
    "water_ml": 1750,
    "net_calories": 2013,
    "calories_remaining": -113,
    "diary_complete": False,
}

_TEXT_01 = """## Your Tuesday, March 11 at a glance

**Calories:** you logged **2,325 kcal** against your 1,900 kcal goal. The 40-minute ride earned back 312 kcal, so net intake landed at 2,013 kcal — **113 kcal over** budget, about 6% above goal.

### Macros vs goals

| Nutrient | Logged | Goal | Difference |
|---|---|---|---|
| Protein | 122 g | 120 g | +2 g ✅ |
| Carbs | 243 g | 215 g | +28 g |
| Fat | 95.5 g | 63 g | +32.5 g |
| Fiber | 18.7 g | 28 g | −9.3 g |

### Where the extra came from
- **Dinner** was the heaviest meal at 871 kcal, about 37% of the day's total.
- **Sodium** finished at **3,200 mg**, roughly 39% over your 2,300 mg limit. Lunch (1,480 mg) and dinner (1,390 mg) alone added up to 2,870 mg.
- **Sugar** reached 72 g against a 50 g goal; breakfast supplied 30 g of it.
- **Fat** was the macro furthest off, at about 1.5× your goal.

**Water:** 1,750 ml of 2,500 ml — 70% of target, 750 ml short.

### For tomorrow
- Protein was right on target — keep breakfast as it is.
- A lighter, lower-sodium lunch would free up room for dinner.
- Your diary isn't marked complete yet; close it out so the weekly report picks it up."""

# ---------------------------------------------------------------------------
# 02: weekly recap from a Cronometer daily-summary export
# ---------------------------------------------------------------------------
_POOL_02 = {
    "export": "cronometer.daily_summary",
    "generated": "2025-02-10T07:02:18-05:00",
    "range": {"start": "2025-02-03", "end": "2025-02-09"},
    "targets": {"energy_kcal": 2200, "protein_g": 150, "fiber_g": 30,
                "alcohol_g_max_per_day": 14},
    "days": [
        {"date": "2025-02-03", "energy_kcal": 2140, "protein_g": 152.3, "fiber_g": 31.5,
         "alcohol_g": 0, "completed": True},
        {"date": "2025-02-04", "energy_kcal": 2085, "protein_g": 161.0, "fiber_g": 28.2,
         "alcohol_g": 0, "completed": True},
        {"date": "2025-02-05", "energy_kcal": 2230, "protein_g": 147.8, "fiber_g": 33.9,
         "alcohol_g": 0, "completed": True},
        {"date": "2025-02-06", "energy_kcal": 1990, "protein_g": 158.4, "fiber_g": 35.1,
         "alcohol_g": 0, "completed": True},
        {"date": "2025-02-07", "energy_kcal": 2610, "protein_g": 118.6, "fiber_g": 19.4,
         "alcohol_g": 28, "completed": True},
        {"date": "2025-02-08", "energy_kcal": 2795, "protein_g": 104.2, "fiber_g": 17.8,
         "alcohol_g": 42, "completed": True},
        {"date": "2025-02-09", "energy_kcal": 2050, "protein_g": 139.5, "fiber_g": 26.6,
         "alcohol_g": 0, "completed": True},
    ],
    "weigh_ins": [
        {"date": "2025-02-03", "time": "06:48", "weight_kg": 82.4},
        {"date": "2025-02-06", "time": "06:55", "weight_kg": 82.1},
        {"date": "2025-02-09", "time": "08:12", "weight_kg": 81.7},
    ],
    "previous_week": {"avg_energy_kcal": 2385, "avg_protein_g": 131.6, "avg_fiber_g": 24.8,
                      "alcohol_g_total": 58, "days_logged": 6},
}

_TEXT_02 = """# Weekly nutrition recap: Feb 3–9

Solid week overall — you logged all seven days, ate less than last week, and the scale moved in the right direction.

## The numbers
- **Calories:** averaged **2,271 kcal/day**, about 71 kcal above your 2,200 target but 114 kcal/day lower than last week's 2,385 (−4.8%).
- **Protein:** 140.3 g/day on average, up from 131.6 g but still about 10 g short of the 150 g goal. You cleared 150 g on three days (Mon, Tue and Thu), with a high of 161 g on Tuesday.
- **Fiber:** 27.5 g/day, up 2.7 g; you reached 30 g on three days as well.
- **Weight:** 82.4 kg on Feb 3 → 81.7 kg on Feb 9, down 0.7 kg (about 1.5 lb).

## The weekend effect
Friday and Saturday were a different story:

| | Mon–Thu avg | Fri | Sat |
|---|---|---|---|
| Calories | 2,111 kcal | 2,610 kcal | 2,795 kcal |
| Protein | 154.9 g | 118.6 g | 104.2 g |
| Alcohol | 0 g | 28 g | 42 g |

Together they made up about 34% of the week's calories. Saturday's 42 g of alcohol is three times your 14 g daily limit, and the week's total of 70 g is above last week's 58 g.

## Something to try
Plan a protein-heavy dinner for Friday and Saturday. Your weekday pattern already works, so the goal is simply to carry it through the weekend."""

# ---------------------------------------------------------------------------
# 03: micronutrient alert from a Cronometer-style nutrient-target report
# ---------------------------------------------------------------------------
_POOL_03 = {
    "report": "nutrient_targets",
    "period": {"from": "2025-05-19", "to": "2025-06-01", "days_logged": 13},
    "profile": {"sex": "female", "age": 34, "diet": "vegetarian", "pregnant": False},
    "includes_supplements": False,
    "nutrients": [
        {"name": "Iron", "unit": "mg", "avg_intake": 9.8, "target": 18, "upper_limit": 45,
         "pct_target": 0.544},
        {"name": "Vitamin B12", "unit": "mcg", "avg_intake": 1.1, "target": 2.4,
         "upper_limit": None, "pct_target": 0.458},
        {"name": "Vitamin D", "unit": "IU", "avg_intake": 212, "target": 600,
         "upper_limit": 4000, "pct_target": 0.353},
        {"name": "Calcium", "unit": "mg", "avg_intake": 1046, "target": 1000,
         "upper_limit": 2500, "pct_target": 1.046},
        {"name": "Zinc", "unit": "mg", "avg_intake": 7.9, "target": 8, "upper_limit": 40,
         "pct_target": 0.988},
        {"name": "Vitamin A", "unit": "mcg_RAE", "avg_intake": 1240, "target": 700,
         "upper_limit": 3000, "pct_target": 1.771},
        {"name": "Sodium", "unit": "mg", "avg_intake": 2480, "target": 1500,
         "upper_limit": 2300, "pct_target": 1.653},
    ],
    "supplements": [
        {"name": "Vitamin D3", "dose_mcg": 25, "form": "softgel", "days_taken": 4},
        {"name": "Women's Multivitamin", "iron_mg": 8, "b12_mcg": 6, "vitamin_a_mcg_rae": 900,
         "days_taken": 5},
    ],
    "flags": ["IRON_LOW", "B12_LOW", "VITD_LOW", "SODIUM_OVER_UL"],
}

_TEXT_03 = """## ⚠️ Nutrient alert: iron, B12 and vitamin D are running low

From **May 19 to June 1** you logged 13 of 14 days, and your food alone fell well short on three nutrients:

| Nutrient | Daily avg (food only) | Target | % of target |
|---|---|---|---|
| Iron | 9.8 mg | 18 mg | 54% |
| Vitamin B12 | 1.1 mcg | 2.4 mcg | 46% |
| Vitamin D | 212 IU | 600 IU | 35% |

**Why this keeps showing up:** on a vegetarian diet, B12 comes almost entirely from dairy, eggs and fortified foods, and iron from plants is absorbed less efficiently, so these gaps rarely close by accident.

**Your supplements would cover most of it, but they're not logged consistently.**
- The women's multivitamin (8 mg iron, 6 mcg B12) shows up on only 5 of the 13 logged days. On a day you take it, iron reaches about 17.8 mg (99% of target) and B12 is well covered.
- Vitamin D3 is 25 mcg (1,000 IU) per softgel, logged on 4 days. With it you'd be at roughly 1,212 IU, about twice the target.

**On the other side**
- Sodium averaged **2,480 mg**: 180 mg over the 2,300 mg upper limit and about 1.65× your 1,500 mg target.
- Calcium (1,046 mg, 105% of target) and zinc (7.9 mg vs 8 mg) are fine.

**Next steps**
1. Take the multivitamin daily — it nearly closes the iron gap on its own.
2. Pair iron-rich foods like lentils and tofu with a vitamin C source.
3. If you've been feeling tired, ask your doctor about checking ferritin and B12."""

# ---------------------------------------------------------------------------
# 04: meal-timing comparison (time-restricted eating) from a Lose It export
# ---------------------------------------------------------------------------
_POOL_04 = {
    "source": "loseit.export",
    "schema_version": "3.2",
    "timezone": "Europe/Berlin",
    "plan": {"type": "time_restricted_eating", "eating_window_h": 8,
             "protein_per_meal_min_g": 30, "daily_budget_kcal": 2050},
    "days": [
        {"date": "2025-04-14", "total_kcal": 1970, "total_protein_g": 121, "meals": [
            {"meal": "breakfast", "logged_at": "2025-04-14T11:40:00+02:00", "kcal": 520,
             "protein_g": 34},
            {"meal": "lunch", "logged_at": "2025-04-14T15:15:00+02:00", "kcal": 690,
             "protein_g": 41},
            {"meal": "dinner", "logged_at": "2025-04-14T19:20:00+02:00", "kcal": 760,
             "protein_g": 46},
        ]},
        {"date": "2025-04-15", "total_kcal": 2135, "total_protein_g": 113, "meals": [
            {"meal": "breakfast", "logged_at": "2025-04-15T10:05:00+02:00", "kcal": 410,
             "protein_g": 18},
            {"meal": "lunch", "logged_at": "2025-04-15T13:30:00+02:00", "kcal": 655,
             "protein_g": 37},
            {"meal": "snack", "logged_at": "2025-04-15T17:10:00+02:00", "kcal": 230,
             "protein_g": 6},
            {"meal": "dinner", "logged_at": "2025-04-15T21:25:00+02:00", "kcal": 840,
             "protein_g": 52},
        ]},
    ],
}

_TEXT_04 = """## Monday vs Tuesday: how your eating window held up

| | Mon, Apr 14 | Tue, Apr 15 |
|---|---|---|
| First meal | 11:40 | 10:05 |
| Last meal | 19:20 | 21:25 |
| Eating window | 7 h 40 min | 11 h 20 min |
| Meals logged | 3 | 4 |
| Calories | 1,970 kcal | 2,135 kcal |
| Protein | 121 g | 113 g |

**Monday was a textbook day.** Everything fit inside 7 h 40 min, 20 minutes under your 8-hour window, and all three meals cleared 30 g of protein.

**Tuesday stretched at both ends.** Breakfast came 1 h 35 min earlier than Monday's, and dinner at 21:25 pushed the window to 11 h 20 min — 3 h 20 min over plan. That also cut the overnight fast from Monday's dinner to Tuesday's breakfast to **14 h 45 min**, short of the 16 hours you're aiming for.

Tuesday's calories came in at 2,135 kcal, 85 kcal above your 2,050 budget, while protein dipped 8 g. Two of your four meals reached 30 g; breakfast (18 g) and the 17:10 snack (6 g) fell short.

**Ideas for Wednesday**
- If you want the early breakfast, aim to finish dinner by about 18:00 to stay inside the 8-hour window.
- Swap the afternoon snack for something with more protein, such as skyr or a shake, so it pulls its weight."""


CASES = [
    dict(
        id="n2-nutrition-01",
        pool=_POOL_01,
        text=_TEXT_01,
        copied=[
            ("March 11", None, "diary_date"),
            ("2,325 kcal", None, "totals.calories"),
            ("1,900 kcal", None, "goals.calories"),
            ("40-minute", None, "exercise[0].duration_minutes"),
            ("312 kcal", None, "exercise[0].calories_burned"),
            ("2,013 kcal", None, "net_calories"),
            ("113 kcal", None, "calories_remaining"),
            ("122 g", None, "totals.protein_g"),
            ("120 g", None, "goals.protein_g"),
            ("243 g", None, "totals.carbohydrates_g"),
            ("215 g", None, "goals.carbohydrates_g"),
            ("95.5 g", None, "totals.fat_g"),
            ("63 g", None, "goals.fat_g"),
            ("18.7 g", None, "totals.fiber_g"),
            ("28 g", "| 28 g |", "goals.fiber_g"),
            ("871 kcal", None, "meals[2].nutritional_contents.calories"),
            ("3,200 mg", None, "totals.sodium_mg"),
            ("2,300 mg", None, "goals.sodium_mg"),
            ("1,480 mg", None, "meals[1].nutritional_contents.sodium_mg"),
            ("1,390 mg", None, "meals[2].nutritional_contents.sodium_mg"),
            ("72 g", None, "totals.sugar_g"),
            ("50 g", None, "goals.sugar_g"),
            ("30 g", None, "meals[0].nutritional_contents.sugar_g"),
            ("1,750 ml", None, "water_ml"),
            ("2,500 ml", None, "goals.water_ml"),
        ],
        derived=[
            ("6%", "about 6% above goal", "ratio",
             "-calories_remaining (113) / goals.calories (1,900) = 5.9% -> about 6%"),
            ("+2 g", None, "difference", "totals.protein_g (122) - goals.protein_g (120) = +2 g"),
            ("+28 g", None, "difference",
             "totals.carbohydrates_g (243) - goals.carbohydrates_g (215) = +28 g"),
            ("+32.5 g", None, "difference", "totals.fat_g (95.5) - goals.fat_g (63) = +32.5 g"),
            ("−9.3 g", None, "difference", "totals.fiber_g (18.7) - goals.fiber_g (28) = -9.3 g"),
            ("37%", None, "share",
             "meals[2].nutritional_contents.calories (871) / totals.calories (2,325) = 37.5% -> 37%"),
            ("39%", None, "percent_change",
             "totals.sodium_mg (3,200) / goals.sodium_mg (2,300) - 1 = 39.1%"),
            ("2,870 mg", None, "sum",
             "meals[1].nutritional_contents.sodium_mg (1,480) + meals[2].nutritional_contents.sodium_mg (1,390) = 2,870 mg"),
            ("1.5×", None, "ratio", "totals.fat_g (95.5) / goals.fat_g (63) = 1.52 -> about 1.5x"),
            ("70%", None, "share", "water_ml (1,750) / goals.water_ml (2,500) = 70%"),
            ("750 ml", None, "difference", "goals.water_ml (2,500) - water_ml (1,750) = 750 ml"),
        ],
        note="Daily digest of one diary day: calories vs goal with exercise, macro table, "
             "sodium/sugar sources, water.",
    ),
    dict(
        id="n2-nutrition-02",
        pool=_POOL_02,
        text=_TEXT_02,
        copied=[
            ("Feb 3", "Feb 3–9", "range.start"),
            ("9", "Feb 3–9", "range.end"),
            ("2,200", None, "targets.energy_kcal"),
            ("2,385", None, "previous_week.avg_energy_kcal"),
            ("131.6 g", None, "previous_week.avg_protein_g"),
            ("150 g", "the 150 g goal", "targets.protein_g"),
            ("150 g", "cleared 150 g", "targets.protein_g"),
            ("161 g", None, "days[1].protein_g"),
            ("30 g", None, "targets.fiber_g"),
            ("82.4 kg", None, "weigh_ins[0].weight_kg"),
            ("Feb 3", "kg on Feb 3", "weigh_ins[0].date"),
            ("81.7 kg", None, "weigh_ins[2].weight_kg"),
            ("Feb 9", None, "weigh_ins[2].date"),
            ("2,610 kcal", None, "days[4].energy_kcal"),
            ("2,795 kcal", None, "days[5].energy_kcal"),
            ("118.6 g", None, "days[4].protein_g"),
            ("104.2 g", None, "days[5].protein_g"),
            ("28 g", None, "days[4].alcohol_g"),
            ("42 g", "| 42 g |", "days[5].alcohol_g"),
            ("42 g", "Saturday's 42 g", "days[5].alcohol_g"),
            ("14 g", None, "targets.alcohol_g_max_per_day"),
            ("58 g", None, "previous_week.alcohol_g_total"),
        ],
        derived=[
            ("seven", None, "count", "days with completed = true: 7 of 7"),
            ("2,271 kcal/day", None, "mean",
             "mean of days[0..6].energy_kcal (15,900 / 7) = 2,271.4"),
            ("71 kcal", None, "difference", "mean energy (2,271.4) - targets.energy_kcal (2,200) = 71.4"),
            ("114 kcal/day", None, "difference",
             "mean energy (2,271.4) - previous_week.avg_energy_kcal (2,385) = -113.6"),
            ("−4.8%", None, "percent_change",
             "mean energy (2,271.4) / previous_week.avg_energy_kcal (2,385) - 1 = -4.8%"),
            ("140.3 g/day", None, "mean", "mean of days[0..6].protein_g (981.8 / 7) = 140.26"),
            ("10 g", None, "difference",
             "targets.protein_g (150) - mean protein (140.26) = 9.74 -> about 10 g"),
            ("three", "three days (Mon", "count",
             "days with protein_g >= targets.protein_g (150): 152.3, 161.0, 158.4 = 3"),
            ("27.5 g/day", None, "mean", "mean of days[0..6].fiber_g (192.5 / 7) = 27.5"),
            ("2.7 g", None, "difference",
             "mean fiber (27.5) - previous_week.avg_fiber_g (24.8) = 2.7"),
            ("three", "three days as well", "count",
             "days with fiber_g >= targets.fiber_g (30): 31.5, 33.9, 35.1 = 3"),
            ("0.7 kg", None, "difference",
             "weigh_ins[2].weight_kg (81.7) - weigh_ins[0].weight_kg (82.4) = -0.7"),
            ("1.5 lb", None, "conversion", "0.7 kg x 2.2046 = 1.54 lb"),
            ("2,111 kcal", None, "mean",
             "mean of days[0..3].energy_kcal (2,140, 2,085, 2,230, 1,990) = 2,111.25"),
            ("154.9 g", None, "mean",
             "mean of days[0..3].protein_g (152.3, 161.0, 147.8, 158.4) = 154.875"),
            ("0 g", None, "mean", "mean of days[0..3].alcohol_g (0, 0, 0, 0) = 0"),
            ("34%", None, "share",
             "(days[4].energy_kcal 2,610 + days[5].energy_kcal 2,795) / 15,900 = 34.0%"),
            ("three", "three times", "ratio",
             "days[5].alcohol_g (42) / targets.alcohol_g_max_per_day (14) = 3"),
            ("70 g", None, "sum", "sum of days[0..6].alcohol_g (28 + 42) = 70"),
        ],
        note="Weekly recap from a daily-summary export: averages vs targets and last week, "
             "weekend vs weekday table, alcohol vs daily limit, weight change.",
    ),
    dict(
        id="n2-nutrition-03",
        pool=_POOL_03,
        text=_TEXT_03,
        copied=[
            ("May 19", None, "period.from"),
            ("June 1", None, "period.to"),
            ("13", "logged 13 of 14", "period.days_logged"),
            ("9.8 mg", None, "nutrients[0].avg_intake"),
            ("18 mg", None, "nutrients[0].target"),
            ("54%", None, "nutrients[0].pct_target"),
            ("1.1 mcg", None, "nutrients[1].avg_intake"),
            ("2.4 mcg", None, "nutrients[1].target"),
            ("46%", None, "nutrients[1].pct_target"),
            ("212 IU", None, "nutrients[2].avg_intake"),
            ("600 IU", None, "nutrients[2].target"),
            ("35%", None, "nutrients[2].pct_target"),
            ("8 mg", "(8 mg iron", "supplements[1].iron_mg"),
            ("6 mcg", None, "supplements[1].b12_mcg"),
            ("5", "only 5 of the 13", "supplements[1].days_taken"),
            ("13", "5 of the 13 logged", "period.days_logged"),
            ("25 mcg", None, "supplements[0].dose_mcg"),
            ("4 days", None, "supplements[0].days_taken"),
            ("2,480 mg", None, "nutrients[6].avg_intake"),
            ("2,300 mg", None, "nutrients[6].upper_limit"),
            ("1.65×", None, "nutrients[6].pct_target"),
            ("1,500 mg", None, "nutrients[6].target"),
            ("1,046 mg", None, "nutrients[3].avg_intake"),
            ("105%", None, "nutrients[3].pct_target"),
            ("7.9 mg", None, "nutrients[4].avg_intake"),
            ("8 mg", "vs 8 mg)", "nutrients[4].target"),
        ],
        derived=[
            ("14 days", None, "time_between",
             "period.from (2025-05-19) to period.to (2025-06-01), inclusive = 14 days"),
            ("three", "three nutrients", "count",
             "nutrients below 60% of target (Iron, Vitamin B12, Vitamin D) = 3"),
            ("17.8 mg", None, "sum",
             "nutrients[0].avg_intake (9.8) + supplements[1].iron_mg (8) = 17.8 mg"),
            ("99%", None, "share", "17.8 mg / nutrients[0].target (18) = 98.9% -> 99%"),
            ("1,000 IU", None, "conversion", "supplements[0].dose_mcg (25 mcg) x 40 IU/mcg = 1,000 IU"),
            ("1,212 IU", None, "sum", "nutrients[2].avg_intake (212) + 1,000 IU = 1,212 IU"),
            ("twice", None, "ratio", "1,212 IU / nutrients[2].target (600) = 2.02"),
            ("180 mg", None, "difference",
             "nutrients[6].avg_intake (2,480) - nutrients[6].upper_limit (2,300) = 180 mg"),
        ],
        note="Alert on low micronutrients over two weeks (food only), supplement adherence, "
             "sodium above the upper limit; IU/mcg conversion.",
    ),
    dict(
        id="n2-nutrition-04",
        pool=_POOL_04,
        text=_TEXT_04,
        copied=[
            ("Apr 14", None, "days[0].date"),
            ("Apr 15", None, "days[1].date"),
            ("11:40", None, "days[0].meals[0].logged_at"),
            ("10:05", None, "days[1].meals[0].logged_at"),
            ("19:20", None, "days[0].meals[2].logged_at"),
            ("21:25", "| 21:25 |", "days[1].meals[3].logged_at"),
            ("1,970 kcal", None, "days[0].total_kcal"),
            ("2,135 kcal", "| 2,135 kcal |", "days[1].total_kcal"),
            ("121 g", None, "days[0].total_protein_g"),
            ("113 g", None, "days[1].total_protein_g"),
            ("8-hour", "your 8-hour window", "plan.eating_window_h"),
            ("30 g", "cleared 30 g", "plan.protein_per_meal_min_g"),
            ("21:25", "dinner at 21:25", "days[1].meals[3].logged_at"),
            ("2,135 kcal", "came in at 2,135 kcal", "days[1].total_kcal"),
            ("2,050", None, "plan.daily_budget_kcal"),
            ("30 g", "reached 30 g", "plan.protein_per_meal_min_g"),
            ("18 g", None, "days[1].meals[0].protein_g"),
            ("17:10", None, "days[1].meals[2].logged_at"),
            ("6 g", None, "days[1].meals[2].protein_g"),
            ("8-hour", "inside the 8-hour", "plan.eating_window_h"),
        ],
        derived=[
            ("7 h 40 min", "| 7 h 40 min |", "time_between",
             "days[0].meals[0].logged_at (11:40) to days[0].meals[2].logged_at (19:20) = 7 h 40 min"),
            ("11 h 20 min", "| 11 h 20 min |", "time_between",
             "days[1].meals[0].logged_at (10:05) to days[1].meals[3].logged_at (21:25) = 11 h 20 min"),
            ("3", "| 3 | 4 |", "count", "len(days[0].meals) = 3"),
            ("4", "| 3 | 4 |", "count", "len(days[1].meals) = 4"),
            ("7 h 40 min", "inside 7 h 40 min", "time_between",
             "days[0].meals[0].logged_at (11:40) to days[0].meals[2].logged_at (19:20) = 7 h 40 min"),
            ("20 minutes", None, "difference",
             "plan.eating_window_h (8 h) - 7 h 40 min = 20 min"),
            ("three", "all three meals", "count",
             "days[0].meals with protein_g >= 30 (34, 41, 46) = 3 of 3"),
            ("1 h 35 min", None, "time_between",
             "days[1].meals[0].logged_at (10:05) to days[0].meals[0] time of day (11:40) = 1 h 35 min"),
            ("11 h 20 min", "window to 11 h 20 min", "time_between",
             "days[1].meals[0].logged_at (10:05) to days[1].meals[3].logged_at (21:25) = 11 h 20 min"),
            ("3 h 20 min", None, "difference", "11 h 20 min - plan.eating_window_h (8 h) = 3 h 20 min"),
            ("14 h 45 min", None, "time_between",
             "days[0].meals[2].logged_at (2025-04-14T19:20) to days[1].meals[0].logged_at (2025-04-15T10:05) = 14 h 45 min"),
            ("16 hours", None, "other", "24 h - plan.eating_window_h (8 h) = 16 h fasting goal"),
            ("85 kcal", None, "difference",
             "days[1].total_kcal (2,135) - plan.daily_budget_kcal (2,050) = 85"),
            ("8 g", None, "difference",
             "days[0].total_protein_g (121) - days[1].total_protein_g (113) = 8"),
            ("Two", None, "count", "days[1].meals with protein_g >= 30 (37, 52) = 2"),
            ("four", "your four meals", "count", "len(days[1].meals) = 4"),
            ("18:00", None, "other",
             "days[1].meals[0].logged_at (10:05) + plan.eating_window_h (8 h) = 18:05 -> about 18:00"),
        ],
        note="Comparison of two days of time-restricted eating: first/last meal times, "
             "eating window and overnight fast computed from timestamps, protein per meal.",
    ),
]

FLAWS = {
    "n2-nutrition-01": [
        ("| −9.3 g |", "| +9.3 g |", "+9.3 g", "direction flip",
         "fiber shortfall of 9.3 g written as a surplus"),
        ("about 37% of the day's total", "about 38% of the day's total", "38%",
         "near-miss rounding", "871 / 2,325 = 37.46% rounded up to 38%"),
    ],
    "n2-nutrition-02": [
        ("114 kcal/day lower", "134 kcal/day lower", "134 kcal/day", "wrong value",
         "drop vs last week is 2,271.4 - 2,385 = 113.6, not 134"),
        ("**Fiber:** 27.5 g/day", "**Fiber:** 24.8 g/day", "24.8 g/day", "stale value",
         "last week's fiber average given as this week's (27.5)", "previous_week.avg_fiber_g"),
        ("81.7 kg on Feb 9", "81.7 kg on Feb 8", "Feb 8", "wrong date",
         "last weigh-in was on Feb 9, not Feb 8"),
    ],
    "n2-nutrition-03": [
        ("| Iron | 9.8 mg |", "| Iron | 7.9 mg |", "7.9 mg", "neighbour value",
         "zinc's average intake given for iron (9.8 mg)", "nutrients[4].avg_intake"),
        ("Vitamin D3 is 25 mcg", "Vitamin D3 is 25 mg", "25 mg", "unit confusion",
         "dose is 25 mcg, written as 25 mg"),
        ("**2,480 mg**", "**2,840 mg**", "2,840 mg", "transposed digits",
         "sodium average 2,480 mg written as 2,840 mg"),
    ],
    "n2-nutrition-04": [
        ("Breakfast came 1 h 35 min earlier", "Breakfast came 1 h 35 min later",
         "1 h 35 min", "direction flip", "Tuesday's breakfast (10:05) was earlier than Monday's (11:40), not later"),
        ("Two of your four meals", "Three of your four meals", "Three", "wrong value",
         "only two of Tuesday's four meals reached 30 g of protein"),
        ("the 17:10 snack", "the 13:30 snack", "13:30", "wrong time",
         "snack was logged at 17:10; 13:30 is lunch's time"),
    ],
}

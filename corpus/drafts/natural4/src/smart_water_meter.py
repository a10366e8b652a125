"""Smart water meters: a utility portal's usage export (daily and hourly interval
reads, register reads, tariff keys that carry their unit pair, an as-of time)."""

DOMAIN = "smart_water_meter"
SPLIT = "holdout"      # set by the maintainers, not by the writer


# ---------------------------------------------------------------- case 01
_DAILY_01 = [
    ("2024-07-01", 462, 0), ("2024-07-02", 418, 0), ("2024-07-03", 505, 0),
    ("2024-07-04", 437, 0), ("2024-07-05", 391, 0), ("2024-07-06", 548, 0),
    ("2024-07-07", 576, 0), ("2024-07-08", 429, 0), ("2024-07-09", 612, 9),
    ("2024-07-10", 781, 13), ("2024-07-11", 744, 14), ("2024-07-12", 769, 13),
    ("2024-07-13", 862, 14), ("2024-07-14", 901, 14), ("2024-07-15", 758, 13),
    ("2024-07-16", 773, 14),
]
_HOURLY_01 = [13.8, 14.1, 13.6, 14.0, 13.9, 14.2, 13.7]

_POOL_01 = {
    "meter": {
        "meter_id": "MW-04-118276",
        "nmi": "4407118276",
        "service_address": "27 Kerferd St, Essendon VIC 3040",
        "register_unit": "L",
        "read_interval": "PT1H",
        "timezone": "Australia/Melbourne",
    },
    "as_of": "2024-07-17T07:00:00+10:00",
    "tariff": {
        "plan": "Residential - Standard",
        "water_usage_aud_per_kl": 3.28,
        "sewage_disposal_aud_per_kl": 1.41,
        "service_charge_aud_per_quarter": 198.46,
        "billing_period": {"start": "2024-07-01", "end": "2024-09-30"},
    },
    "daily_reads": [
        {"date": d, "usage_l": u, "min_hour_l": m, "quality": "A"} for d, u, m in _DAILY_01
    ],
    "hourly_reads": [
        {"interval_start": f"2024-07-17T{h:02d}:00:00+10:00", "usage_l": u, "quality": "A"}
        for h, u in enumerate(_HOURLY_01)
    ],
    "alerts": [
        {
            "alert_id": "ALR-2024-0710-55821",
            "code": "CONT_FLOW",
            "raised_at": "2024-07-10T04:00:00+10:00",
            "message": "Continuous flow detected for 24 hours",
            "status": "open",
        }
    ],
}

_TEXT_01 = """Short answer: yes, this looks like a genuine leak rather than a meter glitch, and a small, steady one, the kind a toilet cistern makes.

**What the meter shows**

- In every hour from 00:00 to 06:00 on Jul 17, when the house was presumably asleep, water went through the meter: never less than 13.6 L in an hour, and 13.9 L an hour on average. From Jul 1 to Jul 8, by contrast, every day had at least one hour with no flow at all.
- The first night without a dry hour was Jul 9 (its quietest hour still used 9 L), and the app's continuous-flow alert followed at 04:00 on Jul 10. So it has been running for about 8 days.
- Daily use jumped to match. Jul 1–8 averaged 471 L a day; Jul 10–16 averaged 798 L, or 328 L a day more (+70%). That lines up almost exactly with a steady flow of 13.9 L/h, which works out to about 334 L a day, roughly 88 US gallons.

**What it's costing you**

| Item | Amount |
|---|---:|
| Usage + sewage disposal price | $4.69 per kL |
| Leak cost per day | about $1.56 |
| Extra water since Jul 9 | about 2,434 L (≈ $11) |
| If left until the quarter ends on Sep 30 (75 days) | about 25 kL, ≈ $117 |

For context, the quarter so far has used 9,966 L through Jul 16, which is $46.74 in usage and disposal charges before the fixed service charge.

**What to do**

1. Put a few drops of food colouring in each toilet cistern and wait a quarter of an hour without flushing. Colour in the bowl means a worn flapper or inlet valve, usually a cheap fix.
2. If the bowls stay clear, turn off every tap and watch the meter's small red dial. If it still turns, the leak is underground or in a wall, and it's worth calling a plumber.
3. Once it's fixed, the app should show a dry hour again by the next morning, and the alert should clear."""

_CASE_01 = dict(
    id="n4-smart_water_meter-01",
    pool=_POOL_01,
    text=_TEXT_01,
    copied=[
        ("00:00", None, "hourly_reads[0].interval_start"),
        ("06:00", None, "hourly_reads[6].interval_start"),
        ("Jul 17", None, "hourly_reads[0].interval_start"),
        ("13.6 L", None, "hourly_reads[2].usage_l"),
        ("Jul 1", "From Jul 1 to", "daily_reads[0].date"),
        ("Jul 8", "to Jul 8", "daily_reads[7].date"),
        ("Jul 9", "was Jul 9", "daily_reads[8].date"),
        ("9 L", "still used 9 L", "daily_reads[8].min_hour_l"),
        ("04:00", None, "alerts[0].raised_at"),
        ("Jul 10", "04:00 on Jul 10", "alerts[0].raised_at"),
        ("Jul 1", "Jul 1–8", "daily_reads[0].date"),
        ("8", "Jul 1–8", "daily_reads[7].date"),
        ("Jul 10", "Jul 10–16", "daily_reads[9].date"),
        ("16", "Jul 10–16", "daily_reads[15].date"),
        ("Jul 9", "since Jul 9", "daily_reads[8].date"),
        ("Sep 30", None, "tariff.billing_period.end"),
        ("Jul 16", "through Jul 16", "daily_reads[15].date"),
    ],
    derived=[
        ("13.9 L", "13.9 L an hour on average", "mean",
         "hourly_reads[0..6].usage_l (13.8 + 14.1 + 13.6 + 14.0 + 13.9 + 14.2 + 13.7) / 7 = 13.9"),
        ("8 days", None, "time_between", "daily_reads[8].date 2024-07-09 to as_of 2024-07-17 = 8 days"),
        ("471 L", None, "mean", "daily_reads[0..7].usage_l sum 3766 / 8 = 470.75"),
        ("798 L", None, "mean", "daily_reads[9..15].usage_l sum 5588 / 7 = 798.29"),
        ("328 L", None, "difference", "798.29 - 470.75 = 327.5"),
        ("+70%", None, "percent_change", "(798.29 - 470.75) / 470.75 = +69.6%"),
        ("13.9 L/h", None, "mean", "mean of hourly_reads usage_l = 13.9"),
        ("334 L", None, "product", "13.9 L/h x 24 h = 333.6 L/day"),
        ("88 US gallons", None, "conversion", "333.6 L x 0.264172 = 88.1 US gal"),
        ("$4.69", None, "sum", "tariff.water_usage_aud_per_kl 3.28 + tariff.sewage_disposal_aud_per_kl 1.41 = 4.69"),
        ("$1.56", None, "product", "0.3336 kL/day x 4.69 per kL = 1.56"),
        ("2,434 L", None, "other",
         "daily_reads[8..15] usage 6200 - 8 days x pre-leak average 470.75 = 2434"),
        ("$11", None, "product", "2.434 kL x 4.69 per kL = 11.42"),
        ("75 days", None, "countdown", "as_of 2024-07-17 to tariff.billing_period.end 2024-09-30 = 75 days"),
        ("25 kL", None, "product", "333.6 L/day x 75 days = 25,020 L = 25.0 kL"),
        ("$117", None, "product", "25.02 kL x 4.69 per kL = 117.34"),
        ("9,966 L", None, "sum", "sum of daily_reads[0..15].usage_l = 9966"),
        ("$46.74", None, "product", "9.966 kL x 4.69 per kL = 46.74"),
    ],
    note="household leak check: overnight hourly flow never reaching zero, before/after daily "
         "averages, litres per hour to litres per day and gallons, cost at a per-kL price, "
         "countdown to the end of the billing quarter",
)

# ---------------------------------------------------------------- case 02
_SUBS_02 = [
    ("1A", "SM-30417", 88412.6, 91604.9, "occupied"),
    ("1B", "SM-30418", 120380.2, 124971.0, "occupied"),
    ("2A", "SM-30422", 64117.9, 66223.5, "occupied"),
    ("2B", "SM-30423", 97530.4, 100878.1, "occupied"),
    ("3A", "SM-30429", 143902.7, 151215.8, "occupied"),
    ("3B", "SM-30430", 55218.0, 55218.0, "vacant"),
]

_POOL_02 = {
    "property": {"property_id": "LC-2210", "name": "Linden Court",
                 "address": "2210 Linden St, Oakland, CA 94607"},
    "as_of": "2024-07-01T08:15:00-07:00",
    "billing": {
        "period_start": "2024-06-01",
        "period_end": "2024-06-30",
        "water_usd_per_kgal": 7.85,
        "sewer_usd_per_kgal": 6.2,
        "common_area_allocation": "equal_per_occupied_unit",
    },
    "master_meter": {
        "meter_id": "EB-88201447",
        "register_unit": "gal",
        "reads": [
            {"read_at": "2024-06-01T00:00:00-07:00", "register_gal": 4418260},
            {"read_at": "2024-07-01T00:00:00-07:00", "register_gal": 4447670},
        ],
    },
    "submeters": [
        {"unit": u, "meter_id": m, "register_unit": "gal",
         "start_register_gal": a, "end_register_gal": b, "occupancy": o}
        for u, m, a, b, o in _SUBS_02
    ],
}

_TEXT_02 = """Here's the June recharge. I used the combined rate of $14.05 per 1,000 gallons ($7.85 water + $6.20 sewer) and split the common-area water equally across the five occupied units; 3B was vacant and its meter didn't move.

**Building totals**

- Master meter: 29,410 gal between the Jun 1 and Jul 1 reads, which costs $413.21 at the combined rate.
- Unit submeters: 20,550 gal in total.
- Common area (laundry, hose bibs, anything not behind a submeter): 8,861 gal, or 30.1% of the building's water. That's 1,772 gal per occupied unit, or $24.90 each on top of their own use.

| Unit | June use (gal) | Own usage | Total to bill |
|---|---:|---:|---:|
| 1A | 3,192 | $44.85 | $69.75 |
| 1B | 4,591 | $64.50 | $89.40 |
| 2A | 2,106 | $29.58 | $54.48 |
| 2B | 3,348 | $47.04 | $71.93 |
| 3A | 7,313 | $102.75 | $127.65 |
| 3B | 0 | — | no charge |

The five bills add up to $413.21, so the master-meter cost is fully recovered with nothing left over.

**Two things I'd look at before sending these out**

- **3A is high.** At 7,313 gal it used 36% of all submetered water and about 2.2 times the average of the other four occupied units, roughly 244 gal a day. It may just be a big household, but a running toilet or a dripping washer hookup would look exactly like this, so a quick check (or a heads-up to the tenant) could save an awkward conversation.
- **Common-area water is close to a third of the building.** If the laundry room is on the master meter, that's plausible. If it isn't, the gap points to irrigation or a leak between the master meter and the submeters, and it's worth reading the master meter overnight when nobody is using water."""

_CASE_02 = dict(
    id="n4-smart_water_meter-02",
    pool=_POOL_02,
    text=_TEXT_02,
    copied=[
        ("$7.85", None, "billing.water_usd_per_kgal"),
        ("$6.20", None, "billing.sewer_usd_per_kgal"),
        ("Jun 1", None, "master_meter.reads[0].read_at"),
        ("Jul 1", None, "master_meter.reads[1].read_at"),
    ],
    derived=[
        ("$14.05", None, "sum", "water_usd_per_kgal 7.85 + sewer_usd_per_kgal 6.20 = 14.05"),
        ("five", "the five occupied", "count", "submeters with occupancy 'occupied' = 5"),
        ("29,410 gal", None, "difference", "master reads 4,447,670 - 4,418,260 = 29,410 gal"),
        ("$413.21", "costs $413.21", "product", "29.410 kgal x 14.05 = 413.21"),
        ("20,550 gal", None, "sum",
         "sum of end_register_gal - start_register_gal over submeters = 3192.3 + 4590.8 + 2105.6 + 3347.7 + 7313.1 + 0 = 20,549.5"),
        ("8,861 gal", None, "difference", "29,410 - 20,549.5 = 8,860.5 gal"),
        ("30.1%", None, "share", "8,860.5 / 29,410 = 30.1%"),
        ("1,772 gal", None, "ratio", "8,860.5 gal / 5 occupied units = 1,772.1"),
        ("$24.90", None, "product", "1.7721 kgal x 14.05 = 24.90"),
        ("3,192", None, "difference", "1A 91,604.9 - 88,412.6 = 3,192.3"),
        ("4,591", None, "difference", "1B 124,971.0 - 120,380.2 = 4,590.8"),
        ("2,106", None, "difference", "2A 66,223.5 - 64,117.9 = 2,105.6"),
        ("3,348", None, "difference", "2B 100,878.1 - 97,530.4 = 3,347.7"),
        ("7,313", "| 7,313 |", "difference", "3A 151,215.8 - 143,902.7 = 7,313.1"),
        ("0", "| 0 |", "difference", "3B 55,218.0 - 55,218.0 = 0"),
        ("$44.85", None, "product", "1A 3.1923 kgal x 14.05 = 44.85"),
        ("$64.50", None, "product", "1B 4.5908 kgal x 14.05 = 64.50"),
        ("$29.58", None, "product", "2A 2.1056 kgal x 14.05 = 29.58"),
        ("$47.04", None, "product", "2B 3.3477 kgal x 14.05 = 47.04"),
        ("$102.75", None, "product", "3A 7.3131 kgal x 14.05 = 102.75"),
        ("$69.75", None, "sum", "1A 44.85 + common 24.90 = 69.75"),
        ("$89.40", None, "sum", "1B 64.50 + common 24.90 = 89.40"),
        ("$54.48", None, "sum", "2A 29.58 + common 24.90 = 54.48"),
        ("$71.93", None, "sum", "2B 47.04 + common 24.90 = 71.93"),
        ("$127.65", None, "sum", "3A 102.75 + common 24.90 = 127.65"),
        ("five", "The five bills", "count", "occupied submeters = 5"),
        ("$413.21", "add up to $413.21", "sum", "69.75 + 89.40 + 54.48 + 71.93 + 127.65 = 413.21"),
        ("7,313 gal", "At 7,313 gal", "difference", "3A 151,215.8 - 143,902.7 = 7,313.1"),
        ("36%", None, "share", "3A 7,313.1 / submeter total 20,549.5 = 35.6%"),
        ("2.2 times", None, "ratio",
         "3A 7,313.1 / mean of 1A, 1B, 2A, 2B ((3192.3 + 4590.8 + 2105.6 + 3347.7) / 4 = 3,309.1) = 2.21"),
        ("four", "other four", "count", "occupied units other than 3A = 4"),
        ("244 gal", None, "ratio", "7,313.1 gal / 30 days in June = 243.8"),
    ],
    note="sub-metered building: usage from cumulative register reads, common-area water as master "
         "minus submeters split equally, per-unit charges at a per-1,000-gallon rate, one heavy unit",
)

# ---------------------------------------------------------------- case 03
_DAILY_03 = [0.436, 0.402, 0.451, 2.28, 0.395, 0.447, 2.257, 0.409, 0.428, 0.455,
             2.327, 0.433, 0.398, 2.279, 0.426, 0.452, 0.419, 2.383, 0.444]
_EVENTS_03 = [("04", "06:12", 1862), ("07", "06:08", 1795), ("11", "06:15", 1910),
              ("14", "06:11", 1838), ("18", "06:17", 1946)]

_POOL_03 = {
    "meter": {
        "meter_id": "WC-2291-640981",
        "service_address": "14 Bramble Way, Baldivis WA 6171",
        "register_unit": "kL",
        "timezone": "Australia/Perth",
    },
    "as_of": "2025-01-20T09:00:00+08:00",
    "restrictions": {
        "scheme": "Stage 2 sprinkler roster",
        "watering_days": ["TUE", "SAT"],
        "allowed_before": "09:00",
    },
    "allowance": {
        "period_start": "2025-01-01",
        "period_end": "2025-01-31",
        "allowance_kl": 24.0,
        "base_price_aud_per_kl": 2.67,
        "excess_price_aud_per_kl": 6.48,
    },
    "daily_reads": [
        {"date": f"2025-01-{i + 1:02d}", "usage_kl": u} for i, u in enumerate(_DAILY_03)
    ],
    "irrigation_events": [
        {"start": f"2025-01-{day}T05:00:00+08:00", "end": f"2025-01-{day}T{end}:00+08:00",
         "volume_l": v, "detected_by": "flow_signature"}
        for day, end, v in _EVENTS_03
    ],
}

_TEXT_03 = """**January so far: 17.5 of your 24 kL used, 6.5 kL left, 12 days to go.** That's 73% of the allowance gone with 61% of the month gone, so you're running ahead of it.

**Where the water is going**

- **Garden watering:** five sessions between Jan 4 and Jan 18, 9,351 L in all, or 53% of everything you've used this month. Each session averages 1,870 L and runs about 73 minutes, so the system puts out roughly 26 L a minute.
- **Everything else:** about 428 L a day on non-watering days, which is a normal household baseline and not where the savings are.

**Will you stay under if nothing changes?** No. The roster allows three more watering days this month: Tue Jan 21, Sat Jan 25 and Tue Jan 28.

| Rest of January | kL |
|---|---:|
| Left in the allowance | 6.48 |
| Household use, 12 days at ~428 L | 5.14 |
| Three more sessions at 1,870 L | 5.61 |
| Total you'd need | 10.75 |
| Over the allowance by | 4.27 |

Water above the allowance is billed at $6.48 per kL instead of $2.67, so those 4.3 kL would cost about $27.67, or $16.27 more than the same water at the normal price.

**Ways to stay within it**

1. Keep all three sessions but shorten each to about 450 L, which is around 17 minutes at your current flow rate.
2. Skip one session and run the other two at about 670 L each (roughly 26 minutes).
3. Water as usual and accept the excess charge. If the garden is newly planted, that may be the right call.

Either of the first two options assumes household use stays around its usual level; a load of guests or extra laundry would eat into the margin, so it's worth checking the meter again after the Jan 25 session."""

_CASE_03 = dict(
    id="n4-smart_water_meter-03",
    pool=_POOL_03,
    text=_TEXT_03,
    copied=[
        ("24 kL", None, "allowance.allowance_kl"),
        ("Jan 4", None, "irrigation_events[0].start"),
        ("Jan 18", None, "irrigation_events[4].start"),
        ("$6.48", None, "allowance.excess_price_aud_per_kl"),
        ("$2.67", None, "allowance.base_price_aud_per_kl"),
    ],
    derived=[
        ("17.5", "17.5 of your", "sum", "sum of daily_reads[0..18].usage_kl = 17.521"),
        ("6.5 kL", None, "remainder", "allowance_kl 24.0 - 17.521 used = 6.479 kL"),
        ("12 days", "12 days to go", "countdown", "as_of 2025-01-20 to period_end 2025-01-31, inclusive = 12 days"),
        ("73%", None, "share", "17.521 / 24.0 = 73.0%"),
        ("61%", None, "share", "19 days read / 31 days in January = 61.3%"),
        ("five", "five sessions", "count", "irrigation_events = 5"),
        ("9,351 L", None, "sum", "irrigation_events volume_l 1862 + 1795 + 1910 + 1838 + 1946 = 9351"),
        ("53%", None, "share", "9.351 kL / 17.521 kL = 53.4%"),
        ("1,870 L", "averages 1,870 L", "mean", "9351 L / 5 events = 1870.2"),
        ("73 minutes", None, "mean", "event durations 72 + 68 + 75 + 71 + 77 min (end - start) / 5 = 72.6"),
        ("26 L", "roughly 26 L a minute", "ratio", "9351 L / 363 min = 25.8 L/min"),
        ("428 L", "about 428 L a day", "mean", "14 non-watering days of daily_reads, 5.995 kL / 14 = 0.428 kL"),
        ("three", "allows three more", "count", "Tuesdays and Saturdays from Jan 20 to Jan 31: Jan 21, 25, 28 = 3"),
        ("Jan 21", None, "other", "first Tuesday (restrictions.watering_days) after as_of 2025-01-20"),
        ("Jan 25", "Sat Jan 25", "other", "next Saturday (restrictions.watering_days) after Jan 21"),
        ("Jan 28", None, "other", "next Tuesday (restrictions.watering_days) after Jan 25"),
        ("6.48", "| 6.48 |", "remainder", "24.0 - 17.521 = 6.479 kL"),
        ("12 days", "12 days at", "countdown", "as_of 2025-01-20 to 2025-01-31, inclusive = 12 days"),
        ("428 L", "~428 L", "mean", "0.428 kL per non-watering day, as above"),
        ("5.14", None, "product", "12 days x 0.4282 kL = 5.139"),
        ("1,870 L", "sessions at 1,870 L", "mean", "9351 L / 5 events = 1870.2"),
        ("5.61", None, "product", "3 sessions x 1.8702 kL = 5.611"),
        ("10.75", None, "sum", "5.139 + 5.611 = 10.749"),
        ("4.27", None, "difference", "10.749 needed - 6.479 left = 4.270"),
        ("4.3 kL", None, "difference", "10.749 - 6.479 = 4.27 kL"),
        ("$27.67", None, "product", "4.2702 kL x excess_price_aud_per_kl 6.48 = 27.67"),
        ("$16.27", None, "product", "4.2702 kL x (6.48 - 2.67) = 16.27"),
        ("450 L", None, "ratio", "(6.479 - 5.139) kL for watering / 3 sessions = 0.447 kL"),
        ("17 minutes", None, "ratio", "447 L / 25.76 L per min = 17.3 min"),
        ("670 L", None, "ratio", "1.340 kL for watering / 2 sessions = 0.670 kL"),
        ("26 minutes", None, "ratio", "670 L / 25.76 L per min = 26.0 min"),
        ("Three", "Three more sessions", "count", "Tuesdays and Saturdays left in January = 3"),
        ("three", "Keep all three sessions", "count", "Tuesdays and Saturdays left in January = 3"),
        ("two", "the other two", "difference", "3 remaining sessions - 1 skipped = 2"),
        ("Jan 25", "the Jan 25 session", "other", "the Saturday (restrictions.watering_days) after Jan 21"),
    ],
    note="drought allowance: used vs allowance and what is left, share of month elapsed, "
         "irrigation events' volume and flow rate, projection to month end against the roster, "
         "excess charge at a per-kL price",
)

CASES = [_CASE_01, _CASE_02, _CASE_03]

FLAWS = {
    "n4-smart_water_meter-01": [
        ("never less than 13.6 L", "never less than 14.2 L", "14.2 L", "neighbour value",
         "the 05:00 hour's reading given as the overnight minimum", "hourly_reads[5].usage_l"),
        ("(+70%)", "(+41%)", "+41%", "wrong value",
         "increase of 327.5 L divided by the new average instead of the old"),
        ("(75 days)", "(74 days)", "74 days", "wrong value",
         "days to the end of the quarter counted one short"),
    ],
    "n4-smart_water_meter-02": [
        ("($7.85 water", "($7.58 water", "$7.58", "transposed digits",
         "water rate 7.85 written 7.58"),
        ("30.1% of the building's water", "43.1% of the building's water", "43.1%", "wrong value",
         "common-area gallons divided by the submeter total instead of the master total"),
        ("about 2.2 times", "about 1.8 times", "1.8 times", "wrong value",
         "3A compared with the average of all five occupied units, itself included"),
    ],
    "n4-smart_water_meter-03": [
        ("9,351 L in all", "9,351 kL in all", "9,351 kL", "unit confusion",
         "irrigation total in litres written as kilolitres"),
        ("12 days to go", "11 days to go", "11 days", "wrong value",
         "days left in January counted without today"),
        ("Sat Jan 25", "Sat Jan 26", "Jan 26", "wrong date",
         "the Saturday watering day given as Jan 26 (a Sunday)"),
    ],
}

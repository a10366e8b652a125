"""Warehouse inventory: WMS availability, cycle-count and aging exports with SKUs,
descriptions that carry numbers, reorder points and unit costs."""

DOMAIN = "warehouse_inventory"
SPLIT = "holdout"      # set by the maintainers, not by the writer

_POOL_1 = {
    "report": "item_availability",
    "location": "DC-East (Allentown, PA)",
    "as_of": "2024-10-14T06:00:00-04:00",
    "currency": "USD",
    "purchasing": {"category": "shipping supplies", "week_of": "2024-10-14", "budget": 7500.00, "committed": 1180.00},
    "items": [
        {"sku": "PW-20-BLK", "description": "Pallet wrap 20 in x 1500 ft, 80 ga, black", "uom": "roll",
         "on_hand": 46, "allocated": 12, "reorder_point": 60, "reorder_qty": 120, "unit_cost": 18.75,
         "avg_daily_usage": 7.5, "lead_time_days": 6, "vendor": "Uline"},
        {"sku": "BX-121008-25", "description": "Corrugated box 12x10x8 in, 32 ECT, bundle of 25", "uom": "bundle",
         "on_hand": 38, "allocated": 4, "reorder_point": 30, "reorder_qty": 80, "unit_cost": 21.40,
         "avg_daily_usage": 3.2, "lead_time_days": 5, "vendor": "PackCo Mid-Atlantic"},
        {"sku": "TP-48-CLR", "description": "Carton sealing tape 48 mm x 100 m, clear, case of 36", "uom": "case",
         "on_hand": 9, "allocated": 2, "reorder_point": 14, "reorder_qty": 24, "unit_cost": 62.10,
         "avg_daily_usage": 1.6, "lead_time_days": 4, "vendor": "Uline"},
        {"sku": "LBL-4X6-1000", "description": "Direct thermal labels 4 x 6 in, 1000/roll", "uom": "roll",
         "on_hand": 140, "allocated": 0, "reorder_point": 60, "reorder_qty": 100, "unit_cost": 11.90,
         "avg_daily_usage": 9.0, "lead_time_days": 3, "vendor": "LabelDirect"},
        {"sku": "PLT-4840-HT", "description": "Wood pallet 48 x 40 in, heat treated, 4-way", "uom": "each",
         "on_hand": 85, "allocated": 40, "reorder_point": 75, "reorder_qty": 150, "unit_cost": 14.25,
         "avg_daily_usage": 12.0, "lead_time_days": 7, "vendor": "Keystone Pallet"},
    ],
}

_TEXT_1 = """Three of your five SKUs are below their reorder points once you take out what's already allocated to open orders, so I'd put in POs for them today:

| SKU | Item | Available | Reorder point | Days of cover | Order | Cost |
|---|---|---|---|---|---|---|
| PW-20-BLK | Black pallet wrap | 34 rolls | 60 | 4.5 | 120 rolls | $2,250.00 |
| TP-48-CLR | Clear sealing tape | 7 cases | 14 | 4.4 | 24 cases | $1,490.40 |
| PLT-4840-HT | Heat-treated pallets | 45 | 75 | 3.8 | 150 | $2,137.50 |
| | **Total** | | | | | **$5,877.90** |

Days of cover is what's available divided by average daily usage.

**Timing matters more than cost this week**

- **Pallets** are the urgent one. At 12 a day, what's available won't last the week, and Keystone's lead time is 7 days, so even an order placed this morning leaves you roughly 3 days short. Ask them to expedite, or pick up a stopgap load locally.
- **Pallet wrap** (the 20 in × 1500 ft rolls) has 4.5 days of cover against a 6-day lead time, so you're about 1.5 days short there too unless usage slows.
- **Tape** just makes it: 4.4 days of cover against a 4-day lead time, with almost no margin if a heavy outbound day comes in.

**Fine for now**

- Boxes (BX-121008-25): 34 bundles available, above the reorder point of 30, about 10.6 days of cover.
- Labels (LBL-4X6-1000): 140 rolls on hand, well above the 60 reorder point, roughly 16 days at 9 rolls a day.

**Budget**

This week's shipping-supplies budget is $7,500 and $1,180 of it is already committed, so these orders leave you $442.10. If Keystone charges for expediting, that's about all the headroom there is."""

_POOL_2 = {
    "count_id": "CC-2024-0419",
    "site": "DC-West (Reno, NV)",
    "zone": "FAST-MOVERS",
    "counted_at": "2024-09-27T05:30:00-07:00",
    "counted_by": ["jlopez", "tkim"],
    "tolerance_pct": 2.0,
    "lines": [
        {"bin": "14-A-02", "sku": "HDMI-2M-BLK", "description": "HDMI 2.1 cable 2 m, black",
         "system_qty": 412, "counted_qty": 398, "unit_cost": "6.85"},
        {"bin": "14-A-05", "sku": "USBC-1M-WHT", "description": "USB-C to USB-C cable 1 m, 60 W, white",
         "system_qty": 655, "counted_qty": 655, "unit_cost": "4.20"},
        {"bin": "14-B-01", "sku": "PB-10K-GRY", "description": "Power bank 10000 mAh, grey",
         "system_qty": 128, "counted_qty": 119, "unit_cost": "17.40"},
        {"bin": "15-A-03", "sku": "CHG-65W-GAN", "description": "GaN wall charger 65 W, 3-port",
         "system_qty": 96, "counted_qty": 101, "unit_cost": "22.10"},
        {"bin": "15-C-07", "sku": "EB-TWS-BLK", "description": "True wireless earbuds, black",
         "system_qty": 74, "counted_qty": 61, "unit_cost": "31.50"},
        {"bin": "16-A-01", "sku": "SD-128-U3", "description": "microSD card 128 GB, U3",
         "system_qty": 240, "counted_qty": 236, "unit_cost": "9.75"},
        {"bin": "16-B-04", "sku": "MS-WL-24G", "description": "Wireless mouse, 2.4 GHz receiver",
         "system_qty": 188, "counted_qty": 188, "unit_cost": "8.30"},
    ],
}

_TEXT_2 = """Here's the readout from this morning's cycle count (CC-2024-0419, fast-mover bins, counted 27 Sep).

**Bottom line:** the seven bins came in $590.50 short net, against a book value of $16,153.40, so about 3.7% of what was counted. Five of the seven lines were off; only the USB-C cables and the wireless mice matched exactly.

| Item | Bin | Variance (units) | Variance ($) |
|---|---|---|---|
| Wireless earbuds | 15-C-07 | −13 | −$409.50 |
| Power bank 10000 mAh | 14-B-01 | −9 | −$156.60 |
| HDMI cable | 14-A-02 | −14 | −$95.90 |
| microSD card | 16-A-01 | −4 | −$39.00 |
| GaN charger 65 W | 15-A-03 | +5 | +$110.50 |

**Recount first (outside the 2% tolerance)**

- **Earbuds**: 74 in the system, 61 on the shelf, a 17.6% gap. They account for $409.50 of the $701.00 in gross shortages (58%). Small, valuable and easy to pocket, so I'd recount with two people and bring in loss prevention if the gap holds.
- **Power banks**: 7.0% short.
- **HDMI cables**: the biggest gap in units, but only 3.4% because the bin holds 412.
- **GaN chargers**: 5.2% *over*. An overage usually means a receiving or putaway error, so check the neighbouring bins and the last receipt before adjusting; these may be units another bin is missing.

**Within tolerance**

- microSD cards are 1.7% short; fine to post the adjustment.

That's four lines to recount before anything is posted. In units, the bins held 1,758 against 1,793 in the system, 35 short overall."""

_POOL_3 = {
    "report": "inventory_aging",
    "company": "Northbay Packaging Supply",
    "as_of": "2024-12-31",
    "currency": "USD",
    "total_inventory_value": "412380.55",
    "carrying_cost_pct_per_year": 22,
    "lines": [
        {"sku": "SH-60-750", "description": "Stretch hood film 60 in x 750 ft, 3 mil", "uom": "roll",
         "qty_on_hand": 84, "unit_cost": "96.40", "last_receipt": "2023-11-02", "last_issue": "2024-03-18",
         "units_sold_90d": 0},
        {"sku": "PM-1419-100", "description": "Poly mailer 14.5 x 19 in, 100/case", "uom": "case",
         "qty_on_hand": 310, "unit_cost": "18.20", "last_receipt": "2024-12-09", "last_issue": "2024-12-20",
         "units_sold_90d": 145},
        {"sku": "BW-12-250", "description": "Bubble wrap 12 in x 250 ft, perforated every 12 in", "uom": "roll",
         "qty_on_hand": 66, "unit_cost": "27.80", "last_receipt": "2024-02-14", "last_issue": "2024-06-04",
         "units_sold_90d": 0},
        {"sku": "EDG-2-48", "description": "Edge protector 2 x 2 x 48 in, 500/pallet", "uom": "pallet",
         "qty_on_hand": 14, "unit_cost": "212.50", "last_receipt": "2024-04-22", "last_issue": "2024-08-27",
         "units_sold_90d": 2},
        {"sku": "TP-72-BRN", "description": "Carton sealing tape 72 mm x 100 m, brown, case of 24", "uom": "case",
         "qty_on_hand": 48, "unit_cost": "71.90", "last_receipt": "2024-11-25", "last_issue": "2024-12-27",
         "units_sold_90d": 61},
        {"sku": "CB-202020-10", "description": "Double-wall carton 20 x 20 x 20 in, 10/bundle", "uom": "bundle",
         "qty_on_hand": 220, "unit_cost": "38.75", "last_receipt": "2024-01-30", "last_issue": "2024-05-10",
         "units_sold_90d": 0},
    ],
    "liquidation_quote": {
        "vendor": "ClearPath Surplus",
        "skus": ["SH-60-750", "BW-12-250", "CB-202020-10"],
        "offer_usd": "6450.00",
        "valid_until": "2025-01-15",
    },
}

_TEXT_3 = """Short version for the CFO: three SKUs haven't sold a single unit in the last 90 days, and together they tie up $18,457.40, about 4.5% of the $412,380.55 of inventory on the books at 31 Dec. Those are exactly the SKUs in the liquidator's quote.

**Dead stock**

- **CB-202020-10**, 20-inch double-wall cartons: 220 bundles at $38.75, so $8,525.00. Last issued 10 May, 235 days ago.
- **SH-60-750**, stretch hood film (60 in × 750 ft): 84 rolls at $96.40, $8,097.60. Last issued 18 Mar, 288 days ago, the oldest movement in the report.
- **BW-12-250**, perforated bubble wrap: 66 rolls at $27.80, $1,834.80. Last issued 4 Jun, 210 days ago.

**Slow, but not dead**

- **Edge protectors (EDG-2-48)**: 14 pallets worth $2,975.00. Only 2 sold in the last quarter, which at that pace is 21 months of supply. I'd stop reordering and look again in spring rather than dump them.

Everything else (mailers and tape) is moving normally.

**The liquidation offer**

ClearPath Surplus is offering $6,450.00 for the dead SKUs as one lot, about 35% of what they cost us. Accepting means booking a loss of $12,007.40. Keeping them isn't free either: at the 22% annual carrying-cost rate they cost roughly $4,060 a year to hold, and nothing in the sales history suggests demand is coming back.

My recommendation is to take the offer, and to decide soon: it's valid until 15 Jan, 15 days after the as-of date."""

CASES = [
    dict(
        id="n4-warehouse_inventory-01",
        pool=_POOL_1,
        text=_TEXT_1,
        copied=[
            ("60", "| 34 rolls | 60 |", "items[0].reorder_point"),
            ("120 rolls", None, "items[0].reorder_qty"),
            ("14", "| 7 cases | 14 |", "items[2].reorder_point"),
            ("24 cases", None, "items[2].reorder_qty"),
            ("75", "| 45 | 75 |", "items[4].reorder_point"),
            ("150", "| 150 |", "items[4].reorder_qty"),
            ("12", "At 12 a day", "items[4].avg_daily_usage"),
            ("7 days", "lead time is 7 days", "items[4].lead_time_days"),
            ("20 in", None, "items[0].description"),
            ("1500 ft", None, "items[0].description"),
            ("6-day", None, "items[0].lead_time_days"),
            ("4-day", None, "items[2].lead_time_days"),
            ("30", "reorder point of 30", "items[1].reorder_point"),
            ("140", None, "items[3].on_hand"),
            ("60", "the 60 reorder point", "items[3].reorder_point"),
            ("9", "9 rolls a day", "items[3].avg_daily_usage"),
            ("$7,500", None, "purchasing.budget"),
            ("$1,180", None, "purchasing.committed"),
        ],
        derived=[
            ("Three", "Three of your five", "count", "items with on_hand - allocated < reorder_point: PW, TP, PLT = 3"),
            ("five", "Three of your five", "count", "len(items) = 5"),
            ("34 rolls", None, "difference", "items[0].on_hand (46) - items[0].allocated (12) = 34"),
            ("4.5", "| 60 | 4.5 |", "ratio", "34 / items[0].avg_daily_usage (7.5) = 4.53 -> 4.5 days"),
            ("$2,250.00", None, "product", "items[0].reorder_qty (120) x items[0].unit_cost (18.75) = 2,250.00"),
            ("7 cases", None, "difference", "items[2].on_hand (9) - items[2].allocated (2) = 7"),
            ("4.4", "| 14 | 4.4 |", "ratio", "7 / items[2].avg_daily_usage (1.6) = 4.38 -> 4.4 days"),
            ("$1,490.40", None, "product", "items[2].reorder_qty (24) x items[2].unit_cost (62.10) = 1,490.40"),
            ("45", "| 45 | 75 |", "difference", "items[4].on_hand (85) - items[4].allocated (40) = 45"),
            ("3.8", None, "ratio", "45 / items[4].avg_daily_usage (12.0) = 3.75 -> 3.8 days"),
            ("$2,137.50", None, "product", "items[4].reorder_qty (150) x items[4].unit_cost (14.25) = 2,137.50"),
            ("$5,877.90", None, "sum", "2,250.00 + 1,490.40 + 2,137.50 = 5,877.90"),
            ("3 days", "roughly 3 days short", "difference",
             "items[4].lead_time_days (7) - days of cover (3.75) = 3.25 -> roughly 3"),
            ("4.5", "has 4.5 days", "ratio", "(46 - 12) / 7.5 = 4.53 -> 4.5 days"),
            ("1.5", "about 1.5 days", "difference", "items[0].lead_time_days (6) - 4.53 = 1.47 -> 1.5"),
            ("4.4", "Tape** just makes it: 4.4", "ratio", "(9 - 2) / 1.6 = 4.38 -> 4.4 days"),
            ("34 bundles", None, "difference", "items[1].on_hand (38) - items[1].allocated (4) = 34"),
            ("10.6", None, "ratio", "34 / items[1].avg_daily_usage (3.2) = 10.6 days"),
            ("16 days", None, "ratio", "items[3].on_hand (140) / items[3].avg_daily_usage (9.0) = 15.6 -> roughly 16"),
            ("$442.10", None, "remainder", "purchasing.budget (7,500) - committed (1,180) - orders (5,877.90) = 442.10"),
        ],
        note="warehouse lead asks what to reorder this week and what it costs: available stock against reorder points, days of cover against supplier lead times, the weekly supplies budget",
    ),
    dict(
        id="n4-warehouse_inventory-02",
        pool=_POOL_2,
        text=_TEXT_2,
        copied=[
            ("27 Sep", None, "counted_at"),
            ("10000 mAh", None, "lines[2].description"),
            ("65 W", None, "lines[3].description"),
            ("2%", None, "tolerance_pct"),
            ("74", "74 in the system", "lines[4].system_qty"),
            ("61", "61 on the shelf", "lines[4].counted_qty"),
            ("412", None, "lines[0].system_qty"),
        ],
        derived=[
            ("seven", "the seven bins", "count", "len(lines) = 7"),
            ("$590.50", None, "sum",
             "sum of (counted_qty - system_qty) x unit_cost = -95.90 + 0 - 156.60 + 110.50 - 409.50 - 39.00 + 0 = -590.50"),
            ("$16,153.40", None, "sum", "sum of system_qty x unit_cost over lines = 16,153.40"),
            ("3.7%", None, "share", "590.50 / 16,153.40 = 3.66% -> 3.7%"),
            ("Five", "Five of the seven", "count", "lines with counted_qty != system_qty = 5"),
            ("seven", "Five of the seven", "count", "len(lines) = 7"),
            ("−13", None, "difference", "lines[4].counted_qty (61) - system_qty (74) = -13"),
            ("−$409.50", None, "product", "-13 x lines[4].unit_cost (31.50) = -409.50"),
            ("−9", None, "difference", "lines[2].counted_qty (119) - system_qty (128) = -9"),
            ("−$156.60", None, "product", "-9 x lines[2].unit_cost (17.40) = -156.60"),
            ("−14", None, "difference", "lines[0].counted_qty (398) - system_qty (412) = -14"),
            ("−$95.90", None, "product", "-14 x lines[0].unit_cost (6.85) = -95.90"),
            ("−4", None, "difference", "lines[5].counted_qty (236) - system_qty (240) = -4"),
            ("−$39.00", None, "product", "-4 x lines[5].unit_cost (9.75) = -39.00"),
            ("+5", None, "difference", "lines[3].counted_qty (101) - system_qty (96) = +5"),
            ("+$110.50", None, "product", "+5 x lines[3].unit_cost (22.10) = +110.50"),
            ("17.6%", None, "share", "13 / lines[4].system_qty (74) = 17.6%"),
            ("$409.50", "for $409.50", "product", "13 x lines[4].unit_cost (31.50) = 409.50"),
            ("$701.00", None, "sum", "shortages 409.50 + 156.60 + 95.90 + 39.00 = 701.00"),
            ("58%", None, "share", "409.50 / 701.00 = 58.4% -> 58%"),
            ("7.0%", None, "share", "9 / lines[2].system_qty (128) = 7.0%"),
            ("3.4%", None, "share", "14 / lines[0].system_qty (412) = 3.4%"),
            ("5.2%", None, "share", "5 / lines[3].system_qty (96) = 5.2%"),
            ("1.7%", None, "share", "4 / lines[5].system_qty (240) = 1.7%"),
            ("four", "four lines to recount", "count", "lines with |variance| / system_qty > 2%: earbuds, power banks, HDMI, chargers = 4"),
            ("1,758", None, "sum", "sum of lines[].counted_qty = 1,758"),
            ("1,793", None, "sum", "sum of lines[].system_qty = 1,793"),
            ("35", "35 short", "difference", "1,793 - 1,758 = 35"),
        ],
        note="operations manager asks what a cycle count found and what needs a recount: per-bin unit and dollar variances, variance rates against a tolerance, net and gross shrink",
    ),
    dict(
        id="n4-warehouse_inventory-03",
        pool=_POOL_3,
        text=_TEXT_3,
        copied=[
            ("$412,380.55", None, "total_inventory_value"),
            ("31 Dec", None, "as_of"),
            ("20", "20-inch", "lines[5].description"),
            ("220 bundles", None, "lines[5].qty_on_hand"),
            ("$38.75", None, "lines[5].unit_cost"),
            ("10 May", None, "lines[5].last_issue"),
            ("60 in", None, "lines[0].description"),
            ("750 ft", None, "lines[0].description"),
            ("84 rolls", None, "lines[0].qty_on_hand"),
            ("$96.40", None, "lines[0].unit_cost"),
            ("18 Mar", None, "lines[0].last_issue"),
            ("66 rolls", None, "lines[2].qty_on_hand"),
            ("$27.80", None, "lines[2].unit_cost"),
            ("4 Jun", None, "lines[2].last_issue"),
            ("14 pallets", None, "lines[3].qty_on_hand"),
            ("2", "Only 2 sold", "lines[3].units_sold_90d"),
            ("$6,450.00", None, "liquidation_quote.offer_usd"),
            ("22%", None, "carrying_cost_pct_per_year"),
            ("15 Jan", None, "liquidation_quote.valid_until"),
        ],
        derived=[
            ("three", "version for the CFO: three", "count", "lines with units_sold_90d = 0: SH, BW, CB = 3"),
            ("$18,457.40", None, "sum", "8,097.60 + 1,834.80 + 8,525.00 = 18,457.40"),
            ("4.5%", None, "share", "18,457.40 / total_inventory_value (412,380.55) = 4.48% -> 4.5%"),
            ("$8,525.00", None, "product", "lines[5].qty_on_hand (220) x unit_cost (38.75) = 8,525.00"),
            ("235 days", None, "time_between", "lines[5].last_issue (2024-05-10) to as_of (2024-12-31) = 235 days"),
            ("$8,097.60", None, "product", "lines[0].qty_on_hand (84) x unit_cost (96.40) = 8,097.60"),
            ("288 days", None, "time_between", "lines[0].last_issue (2024-03-18) to as_of (2024-12-31) = 288 days"),
            ("$1,834.80", None, "product", "lines[2].qty_on_hand (66) x unit_cost (27.80) = 1,834.80"),
            ("210 days", None, "time_between", "lines[2].last_issue (2024-06-04) to as_of (2024-12-31) = 210 days"),
            ("$2,975.00", None, "product", "lines[3].qty_on_hand (14) x unit_cost (212.50) = 2,975.00"),
            ("21 months", None, "ratio", "lines[3].qty_on_hand (14) / (units_sold_90d (2) / 3 months) = 21 months"),
            ("35%", None, "share", "liquidation_quote.offer_usd (6,450.00) / 18,457.40 = 34.9% -> about 35%"),
            ("$12,007.40", None, "difference", "18,457.40 - 6,450.00 = 12,007.40"),
            ("$4,060", None, "product", "18,457.40 x carrying_cost_pct_per_year (22%) = 4,060.63 -> roughly 4,060"),
            ("15 days", None, "countdown", "as_of (2024-12-31) to liquidation_quote.valid_until (2025-01-15) = 15 days"),
        ],
        note="finance asks at year end which stock is dead and whether to take a liquidator's offer: value and age of non-moving SKUs, their share of inventory, recovery rate, loss and carrying cost",
    ),
]

FLAWS = {
    "n4-warehouse_inventory-01": [
        ("| $1,490.40 |", "| $1,409.40 |", "$1,409.40", "transposed digits", "24 x 62.10 = 1,490.40 written 1,409.40"),
        ("against a 6-day lead time", "against a 5-day lead time", "5-day", "neighbour value",
         "the boxes' 5-day lead time given for the pallet wrap", "items[1].lead_time_days"),
        ("leave you $442.10", "leave you $1,622.10", "$1,622.10", "wrong value",
         "budget minus orders, forgetting the $1,180 already committed"),
    ],
    "n4-warehouse_inventory-02": [
        ("**GaN chargers**: 5.2% *over*", "**GaN chargers**: 5.2% *short*", "5.2%", "direction flip",
         "a 5-unit overage described as a shortage"),
        ("gross shortages (58%)", "gross shortages (59%)", "59%", "near-miss rounding", "409.50 / 701.00 = 58.4% written 59%"),
        ("61 on the shelf", "64 on the shelf", "64", "wrong value", "counted 61 earbuds written 64"),
    ],
    "n4-warehouse_inventory-03": [
        ("$96.40, $8,097.60", "$96.40, $8,907.60", "$8,907.60", "transposed digits", "84 x 96.40 = 8,097.60 written 8,907.60"),
        ("roughly $4,060 a year", "roughly $406 a year", "$406", "unit confusion",
         "22% carrying rate applied as 2.2%"),
        ("Last issued 4 Jun", "Last issued 14 Jun", "14 Jun", "wrong date", "last issue 2024-06-04 written 14 Jun"),
    ],
}

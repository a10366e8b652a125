"""Retail analytics: query results as BigQuery's jobs.query REST API returns them
(``schema.fields`` plus ``rows[].f[i].v``, every value a string)."""

DOMAIN = "retail_bigquery"
SPLIT = "holdout"      # set by the maintainers, not by the writer


def _bq(project, job_id, fields, rows, bytes_processed, cache_hit=False):
    """A jobs.query response: typed schema, rows of {"f": [{"v": ...}]}."""
    return {
        "kind": "bigquery#queryResponse",
        "schema": {"fields": [{"name": n, "type": t, "mode": "NULLABLE"} for n, t in fields]},
        "jobReference": {"projectId": project, "jobId": job_id, "location": "US"},
        "totalRows": str(len(rows)),
        "rows": [{"f": [{"v": v} for v in r]} for r in rows],
        "totalBytesProcessed": str(bytes_processed),
        "jobComplete": True,
        "cacheHit": cache_hit,
    }


# ---------------------------------------------------------------- case 01
# rows ordered by store_id, week_start: [0]=S014 wk1, [1]=S014 wk2, ... [11]=S063 wk2
# f: 0 store_id, 1 store_name, 2 region, 3 week_start, 4 net_sales, 5 transactions, 6 units_sold
_POOL_01 = _bq(
    "harbor-goods-analytics", "job_Qx7mV2bLr9TcW4nKpE0sYd1aHf3",
    [("store_id", "STRING"), ("store_name", "STRING"), ("region", "STRING"),
     ("week_start", "DATE"), ("net_sales", "NUMERIC"), ("transactions", "INTEGER"),
     ("units_sold", "INTEGER")],
    [
        ["S014", "Portland Pearl", "West", "2024-09-02", "41872.16", "1388", "3402"],
        ["S014", "Portland Pearl", "West", "2024-09-09", "44109.52", "1431", "3517"],
        ["S022", "Seattle Capitol Hill", "West", "2024-09-02", "52310.44", "1701", "4150"],
        ["S022", "Seattle Capitol Hill", "West", "2024-09-09", "49876.30", "1622", "3962"],
        ["S031", "Denver LoDo", "Mountain", "2024-09-02", "36904.90", "1215", "2989"],
        ["S031", "Denver LoDo", "Mountain", "2024-09-09", "38215.47", "1247", "3066"],
        ["S047", "Austin South Congress", "South", "2024-09-02", "47655.08", "1592", "3871"],
        ["S047", "Austin South Congress", "South", "2024-09-09", "51982.64", "1688", "4170"],
        ["S052", "Chicago Wicker Park", "Midwest", "2024-09-02", "39218.73", "1304", "3188"],
        ["S052", "Chicago Wicker Park", "Midwest", "2024-09-09", "40006.19", "1329", "3241"],
        ["S063", "Minneapolis North Loop", "Midwest", "2024-09-02", "28450.11", "962", "2304"],
        ["S063", "Minneapolis North Loop", "Midwest", "2024-09-09", "24731.85", "871", "2071"],
    ],
    48211904,
)

_TEXT_01 = """Short version: a steady week, not a breakout one. Across the six stores, net sales for the week of Sep 9 came to **$248,922**, up $2,511 (+1.0%) on the Labor Day week's $246,411. Traffic barely moved (8,188 transactions against 8,162, a 0.3% rise), so most of the gain came from a slightly bigger basket: the average ticket went from $30.19 to $30.40.

| Store | Net sales, wk of Sep 9 | vs. wk of Sep 2 |
|---|---:|---:|
| Austin South Congress | $51,983 | +9.1% |
| Portland Pearl | $44,110 | +5.3% |
| Denver LoDo | $38,215 | +3.6% |
| Chicago Wicker Park | $40,006 | +2.0% |
| Seattle Capitol Hill | $49,876 | −4.7% |
| Minneapolis North Loop | $24,732 | −13.1% |

**What stands out**

- **Austin carried the week.** It rang up 1,688 transactions, 96 more than the week before, and its average ticket rose from $29.93 to $30.80. At 20.9% of chain sales it has overtaken Seattle (20.0%) as the largest store.
- **Minneapolis North Loop is the one to watch.** Sales fell about 13%, transactions dropped by 91 to 871, and its average ticket slipped to $28.39, the lowest in the chain. It now accounts for just 9.9% of sales.
- **Seattle's dip is traffic, not spend.** Transactions fell from 1,701 to 1,622 while the average ticket held at $30.75.

One caveat: the comparison week included Labor Day, so the prior week's base is a little unusual for every store. I'd treat Austin's jump and Minneapolis's slide as real signals only if they hold next week too. If it helps, I can rerun the query over the last eight weeks so each store is measured against its own typical week instead."""

_CASE_01 = dict(
    id="n4-retail_bigquery-01",
    pool=_POOL_01,
    text=_TEXT_01,
    copied=[
        ("Sep 9", "week of Sep 9 came", "rows[1].f[3].v"),
        ("Sep 9", "wk of Sep 9", "rows[1].f[3].v"),
        ("Sep 2", "wk of Sep 2", "rows[0].f[3].v"),
        ("$51,983", None, "rows[7].f[4].v"),
        ("$44,110", None, "rows[1].f[4].v"),
        ("$38,215", None, "rows[5].f[4].v"),
        ("$40,006", None, "rows[9].f[4].v"),
        ("$49,876", None, "rows[3].f[4].v"),
        ("$24,732", None, "rows[11].f[4].v"),
        ("1,688", None, "rows[7].f[5].v"),
        ("871", "by 91 to 871", "rows[11].f[5].v"),
        ("1,701", None, "rows[2].f[5].v"),
        ("1,622", None, "rows[3].f[5].v"),
    ],
    derived=[
        ("six", "Across the six stores", "count", "distinct store_id in rows = 6"),
        ("$248,922", None, "sum",
         "net_sales of the 2024-09-09 rows: 44109.52 + 49876.30 + 38215.47 + 51982.64 + 40006.19 + 24731.85 = 248921.97"),
        ("$2,511", None, "difference", "248921.97 (wk of Sep 9) - 246411.42 (wk of Sep 2) = 2510.55"),
        ("+1.0%", None, "percent_change", "(248921.97 - 246411.42) / 246411.42 = +1.02%"),
        ("$246,411", None, "sum",
         "net_sales of the 2024-09-02 rows: 41872.16 + 52310.44 + 36904.90 + 47655.08 + 39218.73 + 28450.11 = 246411.42"),
        ("8,188", None, "sum", "transactions of the 2024-09-09 rows: 1431 + 1622 + 1247 + 1688 + 1329 + 871 = 8188"),
        ("8,162", None, "sum", "transactions of the 2024-09-02 rows: 1388 + 1701 + 1215 + 1592 + 1304 + 962 = 8162"),
        ("0.3%", "a 0.3% rise", "percent_change", "(8188 - 8162) / 8162 = +0.32%"),
        ("$30.19", None, "ratio", "246411.42 net sales / 8162 transactions = 30.19"),
        ("$30.40", None, "ratio", "248921.97 net sales / 8188 transactions = 30.40"),
        ("+9.1%", None, "percent_change", "rows[7] 51982.64 vs rows[6] 47655.08: +9.08%"),
        ("+5.3%", None, "percent_change", "rows[1] 44109.52 vs rows[0] 41872.16: +5.34%"),
        ("+3.6%", None, "percent_change", "rows[5] 38215.47 vs rows[4] 36904.90: +3.55%"),
        ("+2.0%", None, "percent_change", "rows[9] 40006.19 vs rows[8] 39218.73: +2.01%"),
        ("−4.7%", None, "percent_change", "rows[3] 49876.30 vs rows[2] 52310.44: -4.65%"),
        ("−13.1%", None, "percent_change", "rows[11] 24731.85 vs rows[10] 28450.11: -13.07%"),
        ("96", "96 more", "difference", "rows[7].f[5].v 1688 - rows[6].f[5].v 1592 = 96"),
        ("$29.93", None, "ratio", "rows[6] 47655.08 / 1592 transactions = 29.93"),
        ("$30.80", None, "ratio", "rows[7] 51982.64 / 1688 transactions = 30.80"),
        ("20.9%", None, "share", "rows[7] 51982.64 / 248921.97 chain total = 20.88%"),
        ("20.0%", None, "share", "rows[3] 49876.30 / 248921.97 chain total = 20.04%"),
        ("13%", "fell about 13%", "percent_change", "(24731.85 - 28450.11) / 28450.11 = -13.07%"),
        ("91", "dropped by 91", "difference", "rows[10].f[5].v 962 - rows[11].f[5].v 871 = 91"),
        ("$28.39", None, "ratio", "rows[11] 24731.85 / 871 transactions = 28.39"),
        ("9.9%", None, "share", "rows[11] 24731.85 / 248921.97 chain total = 9.94%"),
        ("$30.75", None, "ratio", "rows[3] 49876.30 / 1622 = 30.75 (and rows[2] 52310.44 / 1701 = 30.75)"),
    ],
    note="weekly store sales vs the prior (holiday) week: chain totals, basket size, "
         "per-store percent changes and shares, one store sliding",
)

# ---------------------------------------------------------------- case 02
# f: 0 category, 1 month, 2 net_sales, 3 net_sales_ly, 4 gm_rate, 5 gm_rate_ly, 6 units, 7 units_ly
_POOL_02 = _bq(
    "harbor-goods-analytics", "job_b3KfW8uZqN1oR6yTc2DmLx0vEa",
    [("category", "STRING"), ("month", "DATE"), ("net_sales", "NUMERIC"),
     ("net_sales_ly", "NUMERIC"), ("gm_rate", "FLOAT"), ("gm_rate_ly", "FLOAT"),
     ("units", "INTEGER"), ("units_ly", "INTEGER")],
    [
        ["Outerwear", "2024-08-01", "186420.55", "171309.80", "0.3124", "0.4387", "2311", "1894"],
        ["Denim", "2024-08-01", "412873.10", "398120.45", "0.5216", "0.5302", "6540", "6388"],
        ["Knitwear", "2024-08-01", "98310.72", "121455.30", "0.4472", "0.461", "1572", "1980"],
        ["Tops & Tees", "2024-08-01", "357902.64", "331870.12", "0.5841", "0.5795", "14820", "13977"],
        ["Footwear", "2024-08-01", "244118.90", "196402.75", "0.4015", "0.4122", "2764", "2231"],
        ["Accessories", "2024-08-01", "121640.38", "118902.66", "0.6233", "0.619", "7835", "7702"],
        ["Kids", "2024-08-01", "88905.27", "101244.09", "0.4958", "0.5047", "4012", "4687"],
    ],
    3377140,
    cache_hit=True,
)

_TEXT_02 = """Yes, a couple of things are worth a look, and they sit behind a perfectly decent top line.

**The headline looks fine.** August net sales were $1.51M, up 4.9% on last August's $1.44M, on 39,854 units (+2.6%).

**Margin didn't come along, though.** Gross margin dollars were $744.5K against $740.2K a year ago, a gain of only 0.6%, because the blended margin rate fell from 51.4% to 49.3%, down 2.1 points. Most of that comes from one category.

**What I'd worry about**

1. **Outerwear is being sold too cheaply, too early.** Sales rose 8.8% and units jumped 22%, but the margin rate dropped to 31.2% from 43.9%, a 12.6-point fall. The average unit went for $80.67 versus $90.45 last August. Outerwear earned $58.2K in gross margin, $16.9K less than a year ago; at last year's rate the same sales would have brought in about $23.5K more. If fall outerwear went into clearance in August, that's worth questioning before the season has even started.
2. **Knitwear is shrinking.** Sales fell 19.1% to $98,311 and units were down 408 (−20.6%). Some of this may be the timing of the fall knit delivery, so check receipts before reading it as demand.
3. **Kids is down 12.2%**, to $88,905, with 675 fewer units sold.

**What's working**

| Category | Net sales | vs. last August | Margin rate |
|---|---:|---:|---:|
| Footwear | $244,119 | +24.3% | 40.2% |
| Tops & Tees | $357,903 | +7.8% | 58.4% |
| Denim | $412,873 | +3.7% | 52.2% |

Footwear added $47.7K in sales and about $17.1K in margin dollars, which on its own more than covers Outerwear's margin shortfall. Denim is still the largest category at 27.3% of sales.

Suggested next step: pull Outerwear by week and by markdown reason, to see whether the discounting was planned or a reaction to slow sell-through."""

_CASE_02 = dict(
    id="n4-retail_bigquery-02",
    pool=_POOL_02,
    text=_TEXT_02,
    copied=[
        ("31.2%", None, "rows[0].f[4].v"),
        ("43.9%", None, "rows[0].f[5].v"),
        ("$98,311", None, "rows[2].f[2].v"),
        ("$88,905", None, "rows[6].f[2].v"),
        ("$244,119", None, "rows[4].f[2].v"),
        ("40.2%", None, "rows[4].f[4].v"),
        ("$357,903", None, "rows[3].f[2].v"),
        ("58.4%", None, "rows[3].f[4].v"),
        ("$412,873", None, "rows[1].f[2].v"),
        ("52.2%", None, "rows[1].f[4].v"),
    ],
    derived=[
        ("$1.51M", None, "sum", "sum of net_sales over the 7 rows = 1,510,171.56"),
        ("4.9%", "up 4.9%", "percent_change", "(1,510,171.56 - 1,439,305.17) / 1,439,305.17 = +4.92%"),
        ("$1.44M", None, "sum", "sum of net_sales_ly over the 7 rows = 1,439,305.17"),
        ("39,854", None, "sum", "sum of units over the 7 rows = 39,854"),
        ("+2.6%", None, "percent_change", "(39,854 - sum of units_ly 38,859) / 38,859 = +2.56%"),
        ("$744.5K", None, "sum", "sum of net_sales x gm_rate over the rows = 744,519.29"),
        ("$740.2K", None, "sum", "sum of net_sales_ly x gm_rate_ly over the rows = 740,202.55"),
        ("0.6%", None, "percent_change", "(744,519.29 - 740,202.55) / 740,202.55 = +0.58%"),
        ("51.4%", None, "ratio", "margin dollars ly 740,202.55 / net_sales ly 1,439,305.17 = 51.43%"),
        ("49.3%", None, "ratio", "margin dollars 744,519.29 / net_sales 1,510,171.56 = 49.30%"),
        ("2.1", "down 2.1 points", "percentage_point", "49.30% - 51.43% = -2.13 pp"),
        ("8.8%", None, "percent_change", "Outerwear (186,420.55 - 171,309.80) / 171,309.80 = +8.82%"),
        ("22%", None, "percent_change", "Outerwear units (2311 - 1894) / 1894 = +22.0%"),
        ("12.6-point", None, "percentage_point", "Outerwear gm_rate 0.3124 - gm_rate_ly 0.4387 = -12.63 pp"),
        ("$80.67", None, "ratio", "Outerwear 186,420.55 / 2311 units = 80.67"),
        ("$90.45", None, "ratio", "Outerwear 171,309.80 / 1894 units = 90.45"),
        ("$58.2K", None, "product", "Outerwear 186,420.55 x 0.3124 = 58,237.78"),
        ("$16.9K", None, "difference", "Outerwear ly margin 171,309.80 x 0.4387 = 75,153.61; 75,153.61 - 58,237.78 = 16,915.83"),
        ("$23.5K", None, "product", "Outerwear 186,420.55 x (0.4387 - 0.3124) = 23,544.91"),
        ("19.1%", None, "percent_change", "Knitwear (98,310.72 - 121,455.30) / 121,455.30 = -19.06%"),
        ("408", None, "difference", "Knitwear units 1980 - 1572 = 408"),
        ("−20.6%", None, "percent_change", "Knitwear units (1572 - 1980) / 1980 = -20.61%"),
        ("12.2%", None, "percent_change", "Kids (88,905.27 - 101,244.09) / 101,244.09 = -12.19%"),
        ("675", None, "difference", "Kids units 4687 - 4012 = 675"),
        ("+24.3%", None, "percent_change", "Footwear (244,118.90 - 196,402.75) / 196,402.75 = +24.30%"),
        ("+7.8%", None, "percent_change", "Tops & Tees (357,902.64 - 331,870.12) / 331,870.12 = +7.84%"),
        ("+3.7%", None, "percent_change", "Denim (412,873.10 - 398,120.45) / 398,120.45 = +3.71%"),
        ("$47.7K", None, "difference", "Footwear 244,118.90 - 196,402.75 = 47,716.15"),
        ("$17.1K", None, "difference", "Footwear margin 244,118.90 x 0.4015 - 196,402.75 x 0.4122 = 98,013.74 - 80,957.21 = 17,056.52"),
        ("27.3%", None, "share", "Denim 412,873.10 / total 1,510,171.56 = 27.34%"),
    ],
    note="category month vs same month last year: sales up but blended margin rate down in "
         "percentage points, one category discounting early, margin dollars from rate x sales",
)

# ---------------------------------------------------------------- case 03
# f: 0 sku, 1 product_name, 2 promo_start, 3 promo_end, 4 regular_price, 5 promo_price,
#    6 unit_cost, 7 baseline_units_per_day (pre-promo run rate), 8 promo_units
_POOL_03 = _bq(
    "harbor-goods-analytics", "job_Hn5cT0pWz8YqL2gAeV7uKr4mXs",
    [("sku", "STRING"), ("product_name", "STRING"), ("promo_start", "TIMESTAMP"),
     ("promo_end", "TIMESTAMP"), ("regular_price", "NUMERIC"), ("promo_price", "NUMERIC"),
     ("unit_cost", "NUMERIC"), ("baseline_units_per_day", "FLOAT"), ("promo_units", "INTEGER")],
    [
        ["BTS-BP-22L-NVY", "Daypack 22L, navy", "1.723446E9", "1.724655599E9",
         "59", "47.2", "24.1", "11.4", "342"],
        ["BTS-LB-INS-GRY", "Insulated lunch bag, grey", "1.723446E9", "1.724655599E9",
         "24", "19.2", "8.75", "9.1", "301"],
        ["BTS-NB-5PK-A5", "A5 notebook, 5-pack", "1.723446E9", "1.724655599E9",
         "14.5", "11.6", "4.9", "22.6", "468"],
        ["BTS-HP-WL-BLK", "Wireless headphones, black", "1.723446E9", "1.724655599E9",
         "89", "71.2", "46.3", "6.2", "131"],
        ["BTS-WB-750-SS", "Steel water bottle 750 ml", "1.723446E9", "1.724655599E9",
         "29", "23.2", "11.4", "14.8", "205"],
    ],
    912448,
)

_TEXT_03 = """**Did the back-to-school promo pay for itself? Overall yes, but not on every item.**

Over the promo (Aug 12 to Aug 25, 14 days at 20% off), the five SKUs sold 1,447 units. At their pre-promo run rates you'd have expected about 897, so volume was up 61%. Gross profit came to $19,862, against roughly $17,903 that the same days would have earned at full price: a net gain of about $1,959, or 10.9%.

| Item | Expected units | Sold | Lift | Profit vs. full price |
|---|---:|---:|---:|---:|
| Daypack 22L | 160 | 342 | +114% | +$2,330 |
| Insulated lunch bag | 127 | 301 | +136% | +$1,203 |
| A5 notebook 5-pack | 316 | 468 | +48% | +$98 |
| Wireless headphones | 87 | 131 | +51% | −$444 |
| Steel water bottle | 207 | 205 | −1% | −$1,228 |

*Expected units = each item's average daily sales before the promo × 14 days; profit compares promo-price margin on actual units with full-price margin on expected units.*

What this tells you:

- **Bags were the winners.** The daypack and the lunch bag both more than doubled their normal pace and together added about $3,533 of profit.
- **Notebooks only just broke even.** A 48% lift was barely enough to cover the thinner margin per pack.
- **Headphones needed more lift than they could get.** The discount takes unit margin from $42.70 to $24.90, so they had to sell about 149 pairs to come out even. They sold 131.
- **The water bottle didn't respond at all.** It sold 205 against a normal 207, so the promo simply gave margin away.

For the next promo I'd keep the bags, and either drop the bottle and headphones or give them a much shallower discount."""

_CASE_03 = dict(
    id="n4-retail_bigquery-03",
    pool=_POOL_03,
    text=_TEXT_03,
    copied=[
        ("Aug 12", None, "rows[0].f[2].v"),
        ("Aug 25", None, "rows[0].f[3].v"),
        ("342", None, "rows[0].f[8].v"),
        ("301", None, "rows[1].f[8].v"),
        ("468", None, "rows[2].f[8].v"),
        ("131", "| 131 |", "rows[3].f[8].v"),
        ("205", "| 205 |", "rows[4].f[8].v"),
        ("131", "They sold 131.", "rows[3].f[8].v"),
        ("205", "It sold 205", "rows[4].f[8].v"),
    ],
    derived=[
        ("14 days", "Aug 25, 14 days", "time_between",
         "promo_start 1.723446E9 (2024-08-12 00:00 PDT) to promo_end 1.724655599E9 (2024-08-25 23:59:59 PDT) = 14 days"),
        ("20%", "20% off", "ratio", "promo_price / regular_price = 47.2 / 59 = 0.80 (same for every row), i.e. 20% off"),
        ("14 days", "promo × 14 days", "time_between", "promo_start to promo_end = 14 days (as above)"),
        ("five", "the five SKUs", "count", "rows = 5"),
        ("1,447", None, "sum", "promo_units 342 + 301 + 468 + 131 + 205 = 1447"),
        ("897", None, "sum", "sum of baseline_units_per_day x 14: 159.6 + 127.4 + 316.4 + 86.8 + 207.2 = 897.4"),
        ("61%", None, "percent_change", "(1447 - 897.4) / 897.4 = +61.2%"),
        ("$19,862", None, "sum",
         "sum of promo_units x (promo_price - unit_cost): 7900.20 + 3145.45 + 3135.60 + 3261.90 + 2419.00 = 19862.15"),
        ("$17,903", None, "sum",
         "sum of expected units x (regular_price - unit_cost): 5570.04 + 1942.85 + 3037.44 + 3706.36 + 3646.72 = 17903.41"),
        ("$1,959", None, "difference", "19862.15 - 17903.41 = 1958.74"),
        ("10.9%", None, "percent_change", "1958.74 / 17903.41 = +10.9%"),
        ("160", None, "product", "rows[0] baseline 11.4/day x 14 days = 159.6"),
        ("127", None, "product", "rows[1] baseline 9.1/day x 14 days = 127.4"),
        ("316", None, "product", "rows[2] baseline 22.6/day x 14 days = 316.4"),
        ("87", "| 87 |", "product", "rows[3] baseline 6.2/day x 14 days = 86.8"),
        ("207", "| 207 |", "product", "rows[4] baseline 14.8/day x 14 days = 207.2"),
        ("+114%", None, "percent_change", "rows[0] (342 - 159.6) / 159.6 = +114.3%"),
        ("+136%", None, "percent_change", "rows[1] (301 - 127.4) / 127.4 = +136.3%"),
        ("+48%", None, "percent_change", "rows[2] (468 - 316.4) / 316.4 = +47.9%"),
        ("+51%", None, "percent_change", "rows[3] (131 - 86.8) / 86.8 = +50.9%"),
        ("−1%", None, "percent_change", "rows[4] (205 - 207.2) / 207.2 = -1.1%"),
        ("+$2,330", None, "difference", "rows[0] 342 x (47.2 - 24.1) - 159.6 x (59 - 24.1) = 7900.20 - 5570.04 = 2330.16"),
        ("+$1,203", None, "difference", "rows[1] 301 x (19.2 - 8.75) - 127.4 x (24 - 8.75) = 3145.45 - 1942.85 = 1202.60"),
        ("+$98", None, "difference", "rows[2] 468 x (11.6 - 4.9) - 316.4 x (14.5 - 4.9) = 3135.60 - 3037.44 = 98.16"),
        ("−$444", None, "difference", "rows[3] 131 x (71.2 - 46.3) - 86.8 x (89 - 46.3) = 3261.90 - 3706.36 = -444.46"),
        ("−$1,228", None, "difference", "rows[4] 205 x (23.2 - 11.4) - 207.2 x (29 - 11.4) = 2419.00 - 3646.72 = -1227.72"),
        ("$3,533", None, "sum", "2330.16 + 1202.60 = 3532.76"),
        ("48%", "A 48% lift", "percent_change", "rows[2] (468 - 316.4) / 316.4 = +47.9%"),
        ("$42.70", None, "difference", "rows[3] regular_price 89 - unit_cost 46.3 = 42.70"),
        ("$24.90", None, "difference", "rows[3] promo_price 71.2 - unit_cost 46.3 = 24.90"),
        ("149", None, "other", "break-even units: 86.8 expected x 42.70 / 24.90 = 148.8"),
        ("207", "a normal 207", "product", "rows[4] baseline 14.8/day x 14 days = 207.2"),
    ],
    note="promo post-mortem: expected units from daily run rate x days, lift per SKU, "
         "gross profit at promo vs full price, break-even volume; dates from epoch TIMESTAMP strings",
)

CASES = [_CASE_01, _CASE_02, _CASE_03]

FLAWS = {
    "n4-retail_bigquery-01": [
        ("up $2,511", "up $2,151", "$2,151", "transposed digits",
         "week-on-week gain of 2,511 written 2,151"),
        ("dropped by 91 to 871", "dropped by 91 to 962", "962", "stale value",
         "Minneapolis's prior-week transaction count given as last week's",
         "rows[10].f[5].v"),
    ],
    "n4-retail_bigquery-02": [
        ("a 12.6-point fall", "a 12.6% fall", "12.6%", "unit confusion",
         "a 12.6 percentage-point drop in margin rate written as a 12.6% fall"),
        ("$16.9K less", "$19.6K less", "$19.6K", "transposed digits",
         "Outerwear margin shortfall of 16.9K written 19.6K"),
        ("fell 19.1% to $98,311", "fell 19.1% to $88,905", "$88,905", "neighbour value",
         "Kids' net sales given as Knitwear's", "rows[6].f[2].v"),
    ],
    "n4-retail_bigquery-03": [
        ("Aug 12 to Aug 25", "Aug 12 to Aug 26", "Aug 26", "wrong date",
         "promo end (23:59:59 on Aug 25) read as Aug 26"),
        ("| +$1,203 |", "| +$1,202 |", "+$1,202", "near-miss rounding",
         "lunch bag profit gain of 1,202.60 truncated to 1,202"),
        ("| −$1,228 |", "| +$1,228 |", "+$1,228", "direction flip",
         "water bottle's profit loss shown as a gain"),
    ],
}

"""Sales / e-commerce: natural briefs with computed numbers, and flawed copies."""

_REPS = [
    {"name": "Alvarez", "quota": 450000, "closed": 512300},
    {"name": "Brooks", "quota": 450000, "closed": 398750},
    {"name": "Chen", "quota": 500000, "closed": 547900},
    {"name": "Duarte", "quota": 400000, "closed": 402100},
    {"name": "Ekwueme", "quota": 400000, "closed": 311600},
]

CASES = [
    dict(
        id="nat-sales-01",
        pool={
            "store": "Fernleaf Goods",
            "week": "2025-W41",
            "sessions": 18420,
            "orders": 512,
            "revenue": 31744.00,
            "prev_week": {"sessions": 16980, "orders": 451, "revenue": 27110.50},
            "refunds": 842.30,
            "new_customer_orders": 187,
        },
        text=(
            "## Fernleaf Goods: week 41 sales\n\n"
            "A strong week. **Revenue hit $31,744**, up $4,633.50 (about 17%) on last week's "
            "$27,110.50, from 512 orders, 61 more than the week before.\n\n"
            "**What drove it**\n"
            "- Traffic rose to 18,420 sessions from 16,980.\n"
            "- Conversion improved to 2.78% from 2.66%, so more of that traffic bought.\n"
            "- Average order value was $62.00, up from $60.11.\n\n"
            "**Customers:** 187 of the 512 orders came from new customers, roughly 37% of the "
            "total.\n\n"
            "After $842.30 in refunds, net revenue for the week was $30,901.70.\n\n"
            "Next week, it's worth checking whether the conversion gain holds once the weekend "
            "promo ends, since that is where most of the lift came from."
        ),
        derived=[
            ("$4,633.50", None, "difference", "revenue (31744.00) − prev_week.revenue (27110.50) = 4633.50"),
            ("17%", None, "percent_change", "4633.50 / 27110.50 = +17.1%"),
            ("61", "61 more", "difference", "orders (512) − prev_week.orders (451) = 61"),
            ("2.78%", None, "share", "orders (512) / sessions (18420) = 2.780%"),
            ("2.66%", None, "share", "prev_week.orders (451) / prev_week.sessions (16980) = 2.656%"),
            ("$62.00", None, "mean", "revenue (31744.00) / orders (512) = 62.00"),
            ("$60.11", None, "mean", "prev_week.revenue (27110.50) / prev_week.orders (451) = 60.11"),
            ("37%", None, "share", "new_customer_orders (187) / orders (512) = 36.5%"),
            ("$30,901.70", None, "difference", "revenue (31744.00) − refunds (842.30) = 30901.70"),
        ],
        note="conversion and AOV are ratios of sibling fields, computed for both weeks; 'week 41' "
             "is an identifier.",
    ),
    dict(
        id="nat-sales-02",
        pool={
            "period": "2025-09",
            "top_products": [
                {"sku": "MUG-12", "name": "Stoneware mug", "units": 1240, "revenue": 22320.00,
                 "units_prev": 1105},
                {"sku": "TOTE-03", "name": "Canvas tote", "units": 860, "revenue": 20640.00,
                 "units_prev": 910},
                {"sku": "CNDL-07", "name": "Soy candle", "units": 715, "revenue": 17875.00,
                 "units_prev": 540},
                {"sku": "NB-A5", "name": "A5 notebook", "units": 640, "revenue": 9600.00,
                 "units_prev": 655},
            ],
            "total_revenue": 118450.00,
        },
        text=(
            "**September product report**\n\n"
            "Your four best sellers brought in $70,435, about 59% of the month's $118,450 in "
            "revenue.\n\n"
            "| Product | Units | Revenue |\n"
            "|---|---|---|\n"
            "| Stoneware mug | 1,240 | $22,320 |\n"
            "| Canvas tote | 860 | $20,640 |\n"
            "| Soy candle | 715 | $17,875 |\n"
            "| Notebook | 640 | $9,600 |\n\n"
            "**Movers**\n"
            "- **Soy candle** is the breakout: 175 more units than August's 540, up about 32%.\n"
            "- **Stoneware mug** stays on top, selling at an average of $18.00 a unit, up 135 "
            "units.\n"
            "- **Canvas tote** slipped to 860 from 910, a 5.5% drop.\n\n"
            "Only 2 of the 4 grew; the notebook was roughly flat at 640 vs 655.\n\n"
            "For October, the candle deserves more homepage space while it's trending."
        ),
        derived=[
            ("$70,435", None, "sum", "sum of top_products[*].revenue = 70435"),
            ("59%", None, "share", "70435 / total_revenue (118450) = 59.5%"),
            ("175", None, "difference", "top_products[2].units (715) − top_products[2].units_prev (540) = 175"),
            ("32%", None, "percent_change", "175 / 540 = +32.4%"),
            ("$18.00", None, "mean", "top_products[0].revenue (22320) / top_products[0].units (1240) = 18.00"),
            ("135", None, "difference", "top_products[0].units (1240) − top_products[0].units_prev (1105) = 135"),
            ("5.5%", None, "percent_change", "(top_products[1].units 860 − units_prev 910) / 910 = −5.49%"),
            ("2", "Only 2 of", "count", "count of top_products[*] with units > units_prev = 2"),
            ("4", "of the 4 grew", "count", "top_products.length (4)"),
        ],
        note="the product name 'A5 notebook' is shortened to 'Notebook' to keep A5 out of the "
             "prose; unit price is revenue over units.",
    ),
    dict(
        id="nat-sales-03",
        pool={
            "campaign": "Autumn restock",
            "sent_at": "2025-10-02T09:00",
            "recipients": 48250,
            "delivered": 47610,
            "unique_opens": 19520,
            "unique_clicks": 2830,
            "orders": 341,
            "revenue": 24893.00,
            "unsubscribes": 96,
            "benchmarks": {"open_rate_pct": 38.5, "click_rate_pct": 4.2},
        },
        text=(
            "### Autumn restock email: results\n\n"
            "Sent to 48,250 people on Oct 2, with 47,610 delivered (98.7%).\n\n"
            "**Engagement beat benchmark.** 19,520 unique opens gives an open rate of 41.0%, "
            "2.5 points above the 38.5% benchmark. Clicks came in at 2,830, a 5.9% click rate "
            "against the 4.2% benchmark.\n\n"
            "**Sales:** 341 orders and $24,893 in revenue, an average order of $73.00 and about "
            "$0.52 per recipient. Roughly 12% of the people who clicked went on to buy.\n\n"
            "Unsubscribes were low at 96.\n\n"
            "This is a strong send by every measure; reuse the subject-line format and the "
            "single-product hero image for the holiday campaign."
        ),
        derived=[
            ("98.7%", None, "share", "delivered (47610) / recipients (48250) = 98.67%"),
            ("41.0%", None, "share", "unique_opens (19520) / delivered (47610) = 41.00%"),
            ("2.5", "2.5 points", "difference", "41.0 − benchmarks.open_rate_pct (38.5) = 2.5"),
            ("5.9%", None, "share", "unique_clicks (2830) / delivered (47610) = 5.94%"),
            ("$73.00", None, "mean", "revenue (24893.00) / orders (341) = 73.00"),
            ("$0.52", None, "mean", "revenue (24893.00) / recipients (48250) = 0.516"),
            ("12%", None, "share", "orders (341) / unique_clicks (2830) = 12.0%"),
        ],
        note="rates are shares over delivered (opens, clicks) or over clicks (orders), as an "
             "email tool reports them.",
    ),
    dict(
        id="nat-sales-04",
        pool={
            "month": "2025-08",
            "orders_shipped": 2140,
            "returns": [
                {"reason": "wrong size", "count": 58},
                {"reason": "damaged in transit", "count": 17},
                {"reason": "not as described", "count": 23},
                {"reason": "changed mind", "count": 31},
            ],
            "return_rate_prev_pct": 5.1,
            "refund_total": 7412.60,
        },
        text=(
            "**August returns review**\n\n"
            "You processed 129 returns against 2,140 shipped orders, a return rate of 6.0%, up "
            "0.9 points from July's 5.1%.\n\n"
            "**Why customers sent things back**\n"
            "1. Wrong size: 58 (45% of all returns)\n"
            "2. Changed mind: 31\n"
            "3. Not as described: 23\n"
            "4. Damaged in transit: 17\n\n"
            "Sizing alone accounts for almost half, so the fastest fix is the size guide: those "
            "58 returns out of 129 could shrink with clearer measurements on the product pages. "
            "Damage is the smallest bucket but also the most avoidable cost.\n\n"
            "Refunds totalled $7,412.60, an average of about $57 per return.\n\n"
            "Next step: add a fit note to the three most-returned apparel items and re-check in "
            "September."
        ),
        derived=[
            ("129", "processed 129", "sum", "sum of returns[*].count = 58 + 17 + 23 + 31 = 129"),
            ("6.0%", None, "share", "129 / orders_shipped (2140) = 6.03%"),
            ("0.9", "0.9 points", "difference", "6.03 − return_rate_prev_pct (5.1) = 0.93"),
            ("45%", None, "share", "returns[0].count (58) / 129 = 45.0%"),
            ("129", "out of 129", "sum", "sum of returns[*].count = 129"),
            ("$57", None, "mean", "refund_total (7412.60) / 129 = 57.46"),
        ],
        note="the returns total is a sum over the reasons list and appears twice; the numbered "
             "list markers are enumerators.",
    ),
    dict(
        id="nat-sales-05",
        pool={
            "quarter": "Q3 2025",
            "team": "Mid-market West",
            "reps": _REPS,
            "team_closed_prev_quarter": 2031400,
            "pipeline_next_quarter": 3880000,
        },
        text=(
            "## Mid-market West, Q3 2025\n\n"
            "The team closed **$2,172,650** against a combined quota of $2.2M, 98.8% attainment "
            "and just $27,350 short. That's up $141,250, or about 7%, on Q2's $2,031,400.\n\n"
            "**By rep**\n"
            "- **Chen:** $547,900 on a $500,000 quota (110%)\n"
            "- **Alvarez:** $512,300 vs $450,000 (114%)\n"
            "- **Duarte:** $402,100, just over the $400,000 line\n"
            "- **Brooks:** $398,750 of $450,000 (89%)\n"
            "- **Ekwueme:** $311,600 of $400,000 (78%)\n\n"
            "3 of 5 reps hit quota. Ekwueme's gap is the one to address: $88,400 short, the "
            "largest on the team.\n\n"
            "With $3.88M in pipeline for Q4, the team can still finish the year above plan if "
            "Brooks and Ekwueme convert their late-stage deals."
        ),
        derived=[
            ("$2,172,650", None, "sum", "sum of reps[*].closed = 2172650"),
            ("$2.2M", None, "sum", "sum of reps[*].quota = 2200000"),
            ("98.8%", None, "share", "2172650 / 2200000 = 98.76%"),
            ("$27,350", None, "difference", "2200000 − 2172650 = 27350"),
            ("$141,250", None, "difference", "2172650 − team_closed_prev_quarter (2031400) = 141250"),
            ("7%", None, "percent_change", "141250 / 2031400 = +6.95%"),
            ("110%", None, "share", "reps[2].closed (547900) / reps[2].quota (500000) = 109.6%"),
            ("114%", None, "share", "reps[0].closed (512300) / reps[0].quota (450000) = 113.8%"),
            ("89%", None, "share", "reps[1].closed (398750) / reps[1].quota (450000) = 88.6%"),
            ("78%", None, "share", "reps[4].closed (311600) / reps[4].quota (400000) = 77.9%"),
            ("3", "3 of 5", "count", "count of reps[*] with closed ≥ quota (Alvarez, Chen, Duarte) = 3"),
            ("5", "of 5 reps", "count", "reps.length (5)"),
            ("$88,400", None, "difference", "reps[4].quota (400000) − reps[4].closed (311600) = 88400"),
        ],
        note="attainment per rep is a share of two siblings; '$400,000 line' after 'over' is a "
             "hedged copy of reps[3].quota; Q2 and Q4 are dates.",
    ),
]

FLAWS = {
    "nat-sales-01": [
        ("Conversion improved to 2.78%", "Conversion improved to 2.77%", "2.77%", "invented",
         "near-miss rounding", "512 / 18420 = 2.7796%, which rounds to 2.78; 2.77 is truncated"),
        ("187 of the 512 orders", "178 of the 512 orders", "178", "invented", "transposed digits",
         "new_customer_orders is 187; no pool value is within 0.5 of 178"),
    ],
    "nat-sales-02": [
        ("| Soy candle | 715 | $17,875 |", "| Soy candle | 715 | $17,785 |", "$17,785", "invented",
         "transposed digits", "top_products[2].revenue is 17875; nothing is within 0.5 of 17785"),
    ],
    "nat-sales-03": [
        ("Unsubscribes were low at 96", "Unsubscribes were low at 69", "69", "invented",
         "transposed digits", "unsubscribes is 96; no pool value is within 0.5 of 69"),
    ],
    "nat-sales-04": [
        ("from July's 5.1%", "from July's 5.7%", "5.7%", "invented", "stale value",
         "July's rate was first reported as 5.7% before late returns were reconciled; "
         "return_rate_prev_pct is 5.1"),
    ],
    "nat-sales-05": [
        ("3 of 5 reps hit quota", "4 of 5 reps hit quota", "4", "invented", "wrong value",
         "only Alvarez, Chen and Duarte closed at least their quota (3); no pool value is 4"),
    ],
}

"""Sales drafts."""

CLEAN = [
    dict(
        id="sales-01-clean",
        domain="sales",
        pool={
            "week_start": "2025-08-04",
            "week_end": "2025-08-10",
            "revenue_usd": 184230.55,
            "revenue_wow_pct": 6.4,
            "orders": 2417,
            "aov_usd": 76.22,
            "sessions": 76012,
            "conversion_rate": 0.0318,
            "cart_abandonment": 0.684,
            "refunds_usd": 3120.4,
            "top_products": [
                {"name": "Trail Runner", "units": 412, "revenue_usd": 53148},
                {"name": "Hike Pack", "units": 288, "revenue_usd": 25632},
                {"name": "Water Bottle", "units": 951, "revenue_usd": 18069},
            ],
        },
        text=(
            "## Weekly sales summary (8/4 to 8/10)\n\n"
            "Revenue was **$184.2k**, up 6.4% week over week, on 2,417 orders. Average order "
            "value came in at $76.22.\n\n"
            "**Funnel**\n"
            "- Sessions: 76,012\n"
            "- Conversion rate: 3.18%\n"
            "- Cart abandonment: 68.4%, still the biggest leak in the funnel\n\n"
            "**Top 3 products**\n"
            "1. Trail Runner: 412 units, $53,148\n"
            "2. Hike Pack: 288 units, ~$25.6k\n"
            "3. Water Bottle: 951 units, $18,069\n\n"
            "Refunds totaled $3,120.40, in line with the 28-day average.\n\n"
            "**Suggested focus:** test a shipping-threshold banner on the cart page to chip away "
            "at abandonment, and keep the Trail Runner in the hero slot through Labor Day."
        ),
        note="'8/4' and '8/10' are dates; '$184.2k' grounds 184230.55 at step 100; 'Top 3' is a "
             "claim grounded by top_products.length; '28-day' is a window; conversion 0.0318 "
             "written as 3.18%.",
    ),
    dict(
        id="sales-02-clean",
        domain="sales",
        pool={
            "period": "Q2 2025",
            "regions": [
                {"name": "North America", "revenue_usd": 4210000, "yoy": 0.087,
                 "quota_attainment": 1.04},
                {"name": "EMEA", "revenue_usd": 2630000, "yoy": -0.052,
                 "quota_attainment": 0.91},
                {"name": "APAC", "revenue_usd": 1180000, "yoy": 0.193,
                 "quota_attainment": 0.97},
            ],
            "total_revenue_usd": 8020000,
            "win_rate": 0.27,
            "avg_deal_usd": 48500,
            "sales_cycle_days": 62,
            "q3_pipeline_coverage": 3.1,
        },
        text=(
            "**Q2 2025 regional sales review**\n\n"
            "Total bookings reached **$8.02M** across three regions.\n\n"
            "| Region | Revenue | YoY | Quota |\n"
            "|---|---|---|---|\n"
            "| North America | $4.21M | +8.7% | 104% |\n"
            "| EMEA | $2.63M | −5.2% | 91% |\n"
            "| APAC | $1.18M | +19.3% | 97% |\n\n"
            "**Takeaways**\n"
            "- APAC was the fastest grower, up 19.3%, and nearly hit its number.\n"
            "- EMEA declined 5.2% and finished at 91% of quota, the only region going backwards.\n"
            "- North America carried the quarter at 104% of quota.\n"
            "- Win rate held at 27%, with an average deal size of $48.5k and a 62-day sales "
            "cycle.\n\n"
            "**Looking ahead:** pipeline coverage for Q3 is 3.1 times the target, which is "
            "healthy. The priority is diagnosing EMEA before the back half of the year."
        ),
        note="Signed percentages in a markdown table (+8.7%, −5.2% with U+2212); 'declined 5.2%' "
             "is unsigned after a decrease cue; quota fractions shown as percentages (1.04 → "
             "104%); '62-day' window; 'three regions' spelled out (no token).",
    ),
    dict(
        id="sales-03-clean",
        domain="sales",
        pool={
            "store": "Store #118",
            "date": "2025-11-28",
            "event": "Black Friday",
            "net_sales_usd": 96412.3,
            "vs_last_year_pct": 11.8,
            "transactions": 1873,
            "avg_basket_usd": 51.47,
            "units_sold": 5240,
            "foot_traffic": 6120,
            "conversion": 0.306,
            "top_category": "Outerwear",
            "top_category_share": 0.22,
            "labor_hours": 412.5,
        },
        text=(
            "## Black Friday recap: Store #118 (11/28)\n\n"
            "A strong day. Net sales hit **$96,412**, up 11.8% on last year, across nearly "
            "1,900 transactions.\n\n"
            "**Shoppers**\n"
            "- About 6,120 visitors came through the doors.\n"
            "- Conversion was 30.6%, well above a normal Friday.\n"
            "- Average basket: $51.47, with 5,240 units sold.\n\n"
            "**Categories**\n"
            "Outerwear led the day with 22% of sales, helped by the cold snap and the doorbuster "
            "pricing on parkas.\n\n"
            "**Staffing**\n"
            "The team logged 412.5 labor hours. Lines backed up at the registers around "
            "11:30am; next year, consider opening a 4th register during the late-morning peak "
            "and moving one associate from the fitting rooms."
        ),
        note="'nearly 1,900' is hedged and within 5% of 1873; '$96,412' grounds 96412.3 at step 1; "
             "'Store #118' a reference; '11/28' a date; '11:30am' a time; '4th' an ordinal; "
             "bullets start with a word so no '- 30.6' can read as a sign.",
    ),
]

PLANTS = {
    "sales-01-clean": [
        ("up 6.4% week", "up 4.6% week", "4.6%", "invented",
         "revenue_wow_pct is 6.4; neither 4.6 nor 0.046 is in the pool"),
        ("Conversion rate: 3.18%", "Conversion rate: 3.81%", "3.81%", "invented",
         "conversion_rate is 0.0318; neither 3.81 nor 0.0381 is in the pool"),
    ],
    "sales-02-clean": [
        ("| $2.63M | −5.2% |", "| $2.63M | +5.2% |", "+5.2%", "sign_inversion",
         "EMEA yoy is -0.052; an explicit + must agree with the pool sign"),
        ("Win rate held at 27%", "Win rate held at 32%", "32%", "invented",
         "win_rate is 0.27; neither 32 nor 0.32 is in the pool"),
    ],
    "sales-03-clean": [
        ("with 22% of sales", "with 26% of sales", "26%", "invented",
         "top_category_share is 0.22; neither 26 nor 0.26 is in the pool"),
        ("logged 412.5 labor", "logged 421.5 labor", "421.5", "invented",
         "labor_hours is 412.5; nothing in the pool is near 421.5"),
    ],
}

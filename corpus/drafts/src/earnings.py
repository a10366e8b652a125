"""Quarterly-earnings drafts."""

CLEAN = [
    dict(
        id="earnings-01-clean",
        domain="quarterly earnings",
        pool={
            "company": "Northwind Robotics",
            "period": "Q3 2025",
            "revenue_usd": 1234000000,
            "revenue_yoy": 0.121,
            "gross_margin": 0.468,
            "operating_income_usd": 187400000,
            "operating_margin": 0.152,
            "eps_diluted_usd": 0.87,
            "eps_consensus_usd": 0.81,
            "free_cash_flow_usd": -42600000,
            "buyback_usd": 250000000,
            "guidance_q4_revenue_usd": [1280000000, 1320000000],
            "headcount": 5812,
        },
        text=(
            "# Northwind Robotics: Q3 2025 results\n\n"
            "**Headline:** Revenue came in at **$1.23B**, up 12.1% versus the same quarter in "
            "2024, and diluted EPS of $0.87 beat the $0.81 consensus.\n\n"
            "## Profitability\n"
            "- Gross margin: 46.8%\n"
            "- Operating income: $187.4M (a 15.2% operating margin)\n\n"
            "## Cash and capital\n"
            "Free cash flow came in at −$42.6M for the quarter, mostly on an inventory build ahead "
            "of new product launches. The board also authorized a $250 million buyback, which "
            "signals confidence despite the cash burn.\n\n"
            "## Outlook\n"
            "Management guided Q4 revenue to $1.28B to $1.32B. Headcount ended the quarter at "
            "5,812.\n\n"
            "**Bottom line:** growth and margins are healthy; the negative free cash flow is the "
            "number to watch next quarter."
        ),
        note="'$1.23B' step 0.01B grounds 1.234e9; '−$42.6M' carries an explicit sign; the guidance "
             "range is written with the scale on both ends ('$1.28B to $1.32B') to avoid relying "
             "on scale distribution across an en-dash range; 'in 2024' is a year.",
    ),
    dict(
        id="earnings-02-clean",
        domain="quarterly earnings",
        pool={
            "company": "Bluefin Foods",
            "period": "Q2 2025",
            "net_sales_eur": 842300000,
            "organic_growth_pct": 3.8,
            "price_mix_pct": 5.0,
            "volume_growth_pct": -1.2,
            "adj_ebitda_eur": 121900000,
            "adj_ebitda_margin_pct": 14.5,
            "net_debt_eur": 1910000000,
            "leverage_x": 2.6,
            "interim_dividend_eur": 0.42,
            "fy_guidance_organic_growth_pct": [3, 5],
        },
        text=(
            "**Bluefin Foods: Q2 2025 at a glance**\n\n"
            "- **Net sales:** €842.3 million\n"
            "- **Organic growth:** +3.8%, driven by price/mix of +5.0%, while volumes fell 1.2%\n"
            "- **Adjusted EBITDA:** €121.9M, a 14.5% margin\n"
            "- **Net debt:** €1.91B, about 2.6 times EBITDA\n\n"
            "**What it means**\n\n"
            "Pricing is still doing the heavy lifting. With volumes down 1.2%, the company is "
            "relying on price increases that may get harder to push through as shoppers trade "
            "down to private label.\n\n"
            "The balance sheet is fine but not spare: leverage of roughly 2.6 times leaves some "
            "room for bolt-on deals.\n\n"
            "**Shareholder returns and outlook**\n\n"
            "The interim dividend is €0.42 per share. Full-year guidance for organic growth is "
            "unchanged at 3–5%, which looks achievable if pricing holds through Sept. and Oct."
        ),
        note="'volumes fell 1.2%' and 'volumes down 1.2%' are unsigned claims of a negative pool "
             "value after decrease cues; '+3.8%' carries an explicit plus; '3–5%' is a range "
             "grounded by a _pct list; 'trade down to private label' has no number.",
    ),
    dict(
        id="earnings-03-clean",
        domain="quarterly earnings",
        pool={
            "company": "Ledgerly",
            "quarter": "Q1",
            "arr_usd": 96800000,
            "arr_growth_yoy": 0.31,
            "net_revenue_retention": 1.18,
            "gross_retention": 0.92,
            "customers": 4310,
            "customers_over_100k": 212,
            "enterprise_threshold_usd": 100000,
            "nongaap_op_margin": 0.06,
            "cac_payback_months": 19,
            "rule_of_40_score": 37,
            "rule_of_40_target": 40,
            "rpo_usd": 148200000,
        },
        text=(
            "### Ledgerly Q1 update\n\n"
            "**ARR reached $96.8M**, growing 31% year over year. Net revenue retention held at "
            "118% and gross retention at 92%, so the installed base keeps expanding.\n\n"
            "**Customers**\n"
            "- Total: 4,310\n"
            "- Paying more than $100k a year: 212\n\n"
            "**Efficiency**\n"
            "1) Non-GAAP operating margin turned positive at 6%.\n"
            "2) CAC payback is 19 months, long but improving.\n"
            "3) The company scores 37 on the Rule of 40 (target: 40).\n\n"
            "**Forward indicators**\n"
            "Remaining performance obligations were $148.2M, a useful read on revenue over the "
            "next 12 months. Watch whether the large-customer cohort keeps growing; it is the "
            "main driver of the 118% retention figure."
        ),
        note="NRR 1.18 written as 118%; 'more than $100k' is hedged and grounded by "
             "enterprise_threshold_usd; '19 months' and 'next 12 months' are windows; 'Rule of 40' "
             "— the 40 is a claim here (no label word) and is in the pool as rule_of_40_target.",
    ),
]

PLANTS = {
    "earnings-01-clean": [
        ("up 12.1% versus", "up 21.1% versus", "21.1%", "invented",
         "revenue_yoy is 0.121; neither 21.1 nor 0.211 is in the pool"),
        ("came in at −$42.6M", "came in at $42.6M", "$42.6M", "sign_inversion",
         "free_cash_flow_usd is -42.6M; the claim is unsigned with no decrease cue before it"),
    ],
    "earnings-02-clean": [
        ("while volumes fell 1.2%", "while volumes grew 1.2%", "1.2%", "sign_inversion",
         "volume_growth_pct is -1.2; 'grew' is not a decrease cue (the later 'down 1.2%' stays "
         "grounded)"),
        ("€121.9M", "€129.1M", "€129.1M", "invented",
         "adj_ebitda_eur is 121.9M; nothing in the pool is near 129.1M"),
    ],
    "earnings-03-clean": [
        ("growing 31% year", "growing 43% year", "43%", "invented",
         "arr_growth_yoy is 0.31; neither 43 nor 0.43 is in the pool (40 and 37 are beyond "
         "rounding)"),
        ("were $148.2M", "were $184.2M", "$184.2M", "invented",
         "rpo_usd is 148.2M; nothing in the pool is near 184.2M"),
    ],
}

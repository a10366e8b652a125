"""Quarterly earnings: natural briefs with computed numbers, and flawed copies.

Money is stored in whole currency units (no `_m` keys: `_m` is metres), so `$412.6M`
reads 412,600,000 against a unitless 412600000.
"""

CASES = [
    dict(
        id="nat-earnings-01",
        pool={
            "company": "Northwind Analytics",
            "fiscal_quarter": "Q3 FY2025",
            "revenue": 412600000,
            "revenue_prior_year": 358900000,
            "gross_profit": 293400000,
            "operating_income": 61900000,
            "operating_income_prior_year": 44200000,
            "segments": [
                {"name": "Cloud", "revenue": 268100000},
                {"name": "Licenses", "revenue": 97300000},
                {"name": "Services", "revenue": 47200000},
            ],
            "large_customer_threshold": 100000,
            "customers_over_100k": 1184,
            "customers_over_100k_prior_year": 1021,
        },
        text=(
            "## Northwind Analytics: Q3 FY2025 at a glance\n\n"
            "**Revenue rose 15% year over year to $412.6M** (from $358.9M), a clean quarter with "
            "growth coming mostly from the subscription side.\n\n"
            "**Segments**\n"
            "- Cloud: $268.1M, about 65% of total revenue\n"
            "- Licenses: $97.3M\n"
            "- Services: $47.2M\n\n"
            "**Profitability improved.** Gross profit was $293.4M, a gross margin of 71.1%. "
            "Operating income climbed to $61.9M from $44.2M, up roughly 40%, which takes the "
            "operating margin to 15.0%, about 2.7 percentage points better than a year ago.\n\n"
            "**Customers:** 1,184 accounts now spend over $100k a year, 163 more than the 1,021 "
            "a year earlier (+16%).\n\n"
            "The takeaway: Northwind is growing in the mid-teens while expanding margins, and "
            "its large-customer base is growing even faster than revenue."
        ),
        derived=[
            ("15%", "rose 15%", "percent_change",
             "(revenue 412600000 − revenue_prior_year 358900000) / 358900000 = +15.0%"),
            ("65%", None, "share", "segments[0].revenue (268100000) / revenue (412600000) = 65.0%"),
            ("71.1%", None, "share", "gross_profit (293400000) / revenue (412600000) = 71.11%"),
            ("40%", None, "percent_change",
             "(operating_income 61900000 − operating_income_prior_year 44200000) / 44200000 = +40.0%"),
            ("15.0%", None, "share", "operating_income (61900000) / revenue (412600000) = 15.00%"),
            ("2.7 percentage points", None, "difference",
             "15.00% − operating_income_prior_year / revenue_prior_year (12.32%) = 2.69 pp"),
            ("163", None, "difference",
             "customers_over_100k (1184) − customers_over_100k_prior_year (1021) = 163"),
            ("+16%", None, "percent_change", "163 / 1021 = +16.0%"),
        ],
        note="'$100k' is copied from large_customer_threshold; margins are shares of sibling "
             "fields; the margin change is a difference of two shares.",
    ),
    dict(
        id="nat-earnings-02",
        pool={
            "ticker": "HLX",
            "quarter": "Q2 2025",
            "eps_diluted": 1.42,
            "eps_consensus": 1.35,
            "eps_prior_year": 1.18,
            "revenue": 2184000000,
            "revenue_consensus": 2150000000,
            "guidance": {"q3_revenue_low": 2200000000, "q3_revenue_high": 2260000000,
                         "fy_eps_low": 5.60, "fy_eps_high": 5.80,
                         "fy_eps_prev_low": 5.45, "fy_eps_prev_high": 5.70},
            "shares_repurchased": 3100000,
            "buyback_amount": 412000000,
        },
        text=(
            "**HLX Q2 2025: beat and raise**\n\n"
            "HLX reported diluted EPS of **$1.42**, $0.07 ahead of the $1.35 consensus (a 5.2% "
            "beat) and up about 20% from $1.18 a year ago. Revenue of $2.184B topped the $2.15B "
            "estimate by $34M, or roughly 1.6%.\n\n"
            "**Guidance went up.**\n"
            "- Q3 revenue: $2.20B–$2.26B, a midpoint of $2.23B\n"
            "- Full-year EPS: $5.60–$5.80, raised from $5.45–$5.70; the midpoint moves up "
            "12.5 cents to $5.70\n\n"
            "**Capital return:** the company bought back 3.1 million shares for $412M, an average "
            "of roughly $133 a share.\n\n"
            "Net, this is a quarter where the beat was modest but the guidance raise says "
            "management sees the second half holding up."
        ),
        derived=[
            ("$0.07", None, "difference", "eps_diluted (1.42) − eps_consensus (1.35) = 0.07"),
            ("5.2%", None, "percent_change", "(1.42 − 1.35) / 1.35 = +5.19%"),
            ("20%", None, "percent_change", "(eps_diluted 1.42 − eps_prior_year 1.18) / 1.18 = +20.3%"),
            ("$34M", None, "difference", "revenue (2184000000) − revenue_consensus (2150000000) = 34000000"),
            ("1.6%", None, "percent_change", "34000000 / 2150000000 = +1.58%"),
            ("$2.23B", None, "mean",
             "mean of guidance.q3_revenue_low (2200000000) and q3_revenue_high (2260000000) = 2230000000"),
            ("12.5", None, "difference",
             "(fy_eps_low + fy_eps_high)/2 (5.70) − (fy_eps_prev_low + fy_eps_prev_high)/2 (5.575) "
             "= 0.125 = 12.5 cents"),
            ("$5.70", "to $5.70", "mean",
             "mean of guidance.fy_eps_low (5.60) and fy_eps_high (5.80) = 5.70 (equals fy_eps_prev_high)"),
            ("$133", None, "mean", "buyback_amount (412000000) / shares_repurchased (3100000) = 132.90"),
        ],
        note="'12.5 cents' is a unitless 12.5 today (cents are no unit); the new midpoint equals "
             "the old high by coincidence, so it is grounded today.",
    ),
    dict(
        id="nat-earnings-03",
        pool={
            "company": "Brightline Retail",
            "quarters": [
                {"quarter": "Q4 2024", "revenue": 1520000000, "net_income": 84000000, "stores": 612},
                {"quarter": "Q1 2025", "revenue": 1310000000, "net_income": 41000000, "stores": 618},
                {"quarter": "Q2 2025", "revenue": 1395000000, "net_income": 57000000, "stores": 625},
                {"quarter": "Q3 2025", "revenue": 1442000000, "net_income": 63000000, "stores": 631},
            ],
            "comparable_sales_growth_pct": 3.4,
            "comparable_sales_growth_prior_pct": 1.9,
        },
        text=(
            "### Brightline Retail: Q3 2025 and the trailing year\n\n"
            "Brightline posted **$1.442B in Q3 revenue**, up from $1.395B in Q2, and net income "
            "of $63M, a net margin of about 4.4%. Comparable sales grew 3.4%, a "
            "1.5-point acceleration from 1.9% last quarter.\n\n"
            "**Trailing four quarters**\n"
            "| Quarter | Revenue | Net income | Stores |\n"
            "|---|---|---|---|\n"
            "| Q4 2024 | $1.52B | $84M | 612 |\n"
            "| Q1 2025 | $1.31B | $41M | 618 |\n"
            "| Q2 2025 | $1.395B | $57M | 625 |\n"
            "| Q3 2025 | $1.442B | $63M | 631 |\n\n"
            "That adds up to $5.667B of revenue and $245M of net income over the last year, a "
            "4.3% net margin. Net income rose about 11% from Q2.\n\n"
            "The store count grew by 19 over the period, including 6 net new locations in Q3. "
            "Holiday-quarter seasonality means Q4 should again be the biggest of the year."
        ),
        derived=[
            ("4.4%", None, "share", "quarters[3].net_income (63000000) / quarters[3].revenue (1442000000) = 4.37%"),
            ("1.5", "a 1.5-point", "difference",
             "comparable_sales_growth_pct (3.4) − comparable_sales_growth_prior_pct (1.9) = 1.5"),
            ("$5.667B", None, "sum", "sum of quarters[*].revenue = 5667000000"),
            ("$245M", None, "sum", "sum of quarters[*].net_income = 245000000"),
            ("4.3%", "a \n4.3%".replace("\n", ""), "share", "245000000 / 5667000000 = 4.32%"),
            ("11%", None, "percent_change",
             "(quarters[3].net_income 63000000 − quarters[2].net_income 57000000) / 57000000 = +10.5%"),
            ("19", "by 19", "difference", "quarters[3].stores (631) − quarters[0].stores (612) = 19"),
            ("6", "including 6", "difference", "quarters[3].stores (631) − quarters[2].stores (625) = 6"),
        ],
        note="trailing-twelve-month totals are sums over the quarters list; '1.5-point' is a "
             "unitless 1.5; table cells after a 'Q4 2024' date are claims.",
    ),
    dict(
        id="nat-earnings-04",
        pool={
            "company": "Cedar Logistics",
            "quarter": "Q1 2025",
            "operating_cash_flow": 186400000,
            "capex": -71900000,
            "free_cash_flow_prior_year": 88300000,
            "dividends_paid": -24600000,
            "buybacks": -30000000,
            "cash_begin": 512700000,
            "cash_end": 571200000,
            "net_debt": 1240000000,
            "ebitda_ttm": 620000000,
        },
        text=(
            "**Cedar Logistics: Q1 2025 cash flow**\n\n"
            "Operating cash flow came in at **$186.4M**. Minus $71.9M of capital spending, that "
            "leaves free cash flow of $114.5M, up about 30% from $88.3M in the same quarter last "
            "year.\n\n"
            "**Where the cash went**\n"
            "Cedar returned $54.6M to shareholders through dividends and buybacks, roughly 48% "
            "of free cash flow, and still added to its cash pile: the balance rose $58.5M, from "
            "$512.7M at the start of the quarter to $571.2M at the end.\n\n"
            "**Balance sheet**\n"
            "Net debt stands at $1.24B against trailing EBITDA of $620M, leverage of about 2.0x, "
            "which is comfortable for a freight business.\n\n"
            "With free cash flow covering both the dividend and the buyback, there is room to "
            "keep returning capital even if volumes soften later in the year."
        ),
        derived=[
            ("$114.5M", None, "sum",
             "operating_cash_flow (186400000) + capex (−71900000) = 114500000"),
            ("30%", None, "percent_change",
             "(114500000 − free_cash_flow_prior_year 88300000) / 88300000 = +29.7%"),
            ("$54.6M", None, "sum",
             "dividends_paid (−24600000) + buybacks (−30000000) = −54600000, written as returned"),
            ("48%", None, "share", "54600000 / 114500000 (free cash flow) = 47.7%"),
            ("$58.5M", None, "difference", "cash_end (571200000) − cash_begin (512700000) = 58500000"),
            ("2.0x", None, "share", "net_debt (1240000000) / ebitda_ttm (620000000) = 2.0"),
        ],
        note="capex is negative in the pool (a cash outflow); the prose copies it after 'Minus', "
             "a decrease cue, so the unsigned $71.9M is grounded; without the cue SPEC §4 would "
             "call it a sign_inversion. Leverage is a ratio, listed as a share.",
    ),
    dict(
        id="nat-earnings-05",
        pool={
            "company": "Vireo Bio",
            "quarter": "Q2 2025",
            "revenue": 18400000,
            "revenue_prior_year": 11200000,
            "net_income": -42700000,
            "net_income_prior_year": -51900000,
            "r_and_d": 31800000,
            "sga": 19600000,
            "gross_margin_pct": 61.5,
            "gross_margin_prior_pct": 55.2,
            "cash_and_investments": 388000000,
            "cash_prior_quarter": 429500000,
        },
        text=(
            "## Vireo Bio, Q2 2025\n\n"
            "Product revenue reached **$18.4M**, up about 64% from $11.2M a year ago, as the "
            "launch continues to ramp. Gross margin improved to 61.5% from 55.2%, a gain of "
            "6.3 points.\n\n"
            "The company is still loss-making: net income was −$42.7M, against −$51.9M a year "
            "earlier, so the loss narrowed by $9.2M.\n\n"
            "**Spending**\n"
            "Operating expenses totalled $51.4M: R&D of $31.8M (about 62% of the total) and "
            "SG&A of $19.6M.\n\n"
            "**Cash**\n"
            "Vireo ended the quarter with $388M in cash and investments, down $41.5M from "
            "$429.5M at the end of Q1. At that burn rate the balance funds operations well into "
            "2027, so there is no near-term need to raise capital."
        ),
        derived=[
            ("64%", None, "percent_change",
             "(revenue 18400000 − revenue_prior_year 11200000) / 11200000 = +64.3%"),
            ("6.3", "of \n6.3 points".replace("\n", ""), "difference",
             "gross_margin_pct (61.5) − gross_margin_prior_pct (55.2) = 6.3"),
            ("$9.2M", None, "difference",
             "net_income (−42700000) − net_income_prior_year (−51900000) = +9200000"),
            ("$51.4M", None, "sum", "r_and_d (31800000) + sga (19600000) = 51400000"),
            ("62%", None, "share", "r_and_d (31800000) / 51400000 = 61.9%"),
            ("$41.5M", None, "difference",
             "cash_and_investments (388000000) − cash_prior_quarter (429500000) = −41500000"),
        ],
        note="net income is negative in the pool and written with a sign; 'a net loss of "
             "$42.7M' would be a sign_inversion under SPEC §4 ('loss' is no decrease cue), so "
             "the brief writes the sign. '2027' after 'into' is a year, but today's grammar has no "
             "'into' (nor 'by') in YEAR_PREP, so it is tokenized as a claim and flagged: a "
             "tokenizer gap, kept on purpose.",
    ),
]

FLAWS = {
    "nat-earnings-01": [
        ("climbed to $61.9M from $44.2M", "climbed to $61.9M from $42.4M", "$42.4M", "invented",
         "transposed digits",
         "operating_income_prior_year is 44200000; no pool value within 50000 of 42400000"),
    ],
    "nat-earnings-02": [
        ("an average of roughly $133 a share", "an average of roughly $113 a share", "$113",
         "invented", "wrong value",
         "412000000 / 3100000 = 132.90; no pool value within 5% of 113"),
        ("from $1.18 a year ago", "from $1.08 a year ago", "$1.08", "invented", "stale value",
         "the year-ago EPS was first reported as 1.08 and restated; eps_prior_year is 1.18"),
    ],
    "nat-earnings-04": [
        ("the balance rose $58.5M", "the balance rose $58.5B", "$58.5B", "invented",
         "unit confusion", "cash_end − cash_begin is 58500000; $58.5B (58500000000) is 1000× off"),
    ],
    "nat-earnings-05": [
        ("net income was −$42.7M", "net income was $42.7M", "$42.7M", "sign_inversion",
         "sign flip",
         "net_income is −42700000; an unsigned claim with no decrease cue needs a positive entry"),
        ("Gross margin improved to 61.5% from 55.2%", "Gross margin improved to 61.5% from 52.5%",
         "52.5%", "invented", "transposed digits",
         "gross_margin_prior_pct is 55.2; nothing is within 0.05 of 52.5 (or 0.525)"),
    ],
}

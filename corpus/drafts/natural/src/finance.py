"""Personal finance: natural briefs with computed numbers, and flawed copies.

Money values are unitless in the pools (no `_usd` keys); prose writes them with `$`.
"""

CASES = [
    dict(
        id="nat-finance-01",
        pool={
            "month": "2025-09",
            "income": 5400,
            "categories": [
                {"name": "Rent", "budget": 1850, "spent": 1850},
                {"name": "Groceries", "budget": 600, "spent": 684.20},
                {"name": "Dining out", "budget": 250, "spent": 312.75},
                {"name": "Transport", "budget": 180, "spent": 142.10},
                {"name": "Utilities", "budget": 220, "spent": 205.43},
                {"name": "Subscriptions", "budget": 60, "spent": 58.97},
                {"name": "Shopping", "budget": 200, "spent": 267.30},
            ],
            "last_month_spent": 3411.92,
            "savings_transfer": 900,
        },
        text=(
            "## September budget check-in\n\n"
            "You spent **$3,520.75** in September against a $3,360 plan, so you finished "
            "$160.75 over budget. That's $108.83 more than August's $3,411.92, up about 3%.\n\n"
            "**Where it went over**\n"
            "3 of your 7 categories ran over:\n"
            "- Groceries: $684.20 vs $600 budgeted (+$84.20)\n"
            "- Shopping: $267.30 vs $200\n"
            "- Dining out: $312.75 vs $250\n\n"
            "Everything else came in under, with Transport the biggest win at $142.10, nearly $38 "
            "below its $180 budget.\n\n"
            "**The big picture**\n"
            "Rent is still the anchor at $1,850, about 53% of everything you spent. After your "
            "$900 savings transfer, which is 16.7% of your $5,400 income, you have $979.25 left "
            "over.\n\n"
            "Next month, try a hard cap on Shopping; the grocery overage looks seasonal, and "
            "dining out is the easiest place to claw a little back."
        ),
        derived=[
            ("$3,520.75", None, "sum", "sum of categories[*].spent = 3520.75"),
            ("$3,360", None, "sum", "sum of categories[*].budget = 3360"),
            ("$160.75", None, "difference", "3520.75 − 3360 = 160.75"),
            ("$108.83", None, "difference", "3520.75 − last_month_spent (3411.92) = 108.83"),
            ("3%", None, "percent_change", "(3520.75 − 3411.92) / 3411.92 = +3.2%"),
            ("3", "3 of your", "count",
             "count of categories[*] with spent > budget (Groceries, Dining out, Shopping) = 3"),
            ("7", "your 7 categories", "count", "categories.length (7)"),
            ("+$84.20", None, "difference",
             "categories[1].spent (684.20) − categories[1].budget (600) = 84.20"),
            ("$38", None, "difference",
             "categories[3].budget (180) − categories[3].spent (142.10) = 37.90"),
            ("53%", None, "share", "categories[0].spent (1850) / 3520.75 = 52.5%"),
            ("16.7%", None, "share", "savings_transfer (900) / income (5400) = 16.67%"),
            ("$979.25", None, "difference",
             "income (5400) − 3520.75 (spent) − savings_transfer (900) = 979.25"),
        ],
        note="the headline total is itself a sum; '+$84.20' carries an explicit sign; 7 is the "
             "list's length.",
    ),
    dict(
        id="nat-finance-02",
        pool={
            "fund": "Emergency fund (HYSA)",
            "goal": 15000,
            "balance": 9840.55,
            "apy_pct": 4.35,
            "balance_start_of_year": 4412.15,
            "deposits": [
                {"date": "2025-04-01", "amount": 750}, {"date": "2025-05-01", "amount": 750},
                {"date": "2025-06-01", "amount": 1000}, {"date": "2025-07-01", "amount": 750},
                {"date": "2025-08-01", "amount": 750}, {"date": "2025-09-01", "amount": 1200},
            ],
            "interest_ytd": 228.40,
            "monthly_expenses": 3300,
        },
        text=(
            "**Emergency fund update**\n\n"
            "Your fund stands at **$9,840.55**, which is about 66% of your $15,000 goal, with "
            "$5,159.45 still to go.\n\n"
            "Since April you've made 6 deposits totalling $5,200, an average of roughly $867 each. "
            "September's $1,200 was the largest, $450 more than your usual $750.\n\n"
            "Interest is helping too: $228.40 so far this year at 4.35% APY. Together, deposits and "
            "interest have grown the balance by $5,428.40 since January 1, when it stood at "
            "$4,412.15, more than doubling it (up 123%).\n\n"
            "At your average of $3,300 a month in expenses, the fund now covers close to three "
            "months. If you keep depositing about $867 a month, you'd reach the goal around next "
            "spring; bumping deposits to $1,000, as you did in June, would get you there sooner."
        ),
        derived=[
            ("66%", None, "share", "balance (9840.55) / goal (15000) = 65.6%"),
            ("$5,159.45", None, "difference", "goal (15000) − balance (9840.55) = 5159.45"),
            ("6", "made 6 deposits", "count", "deposits.length (6)"),
            ("$5,200", None, "sum", "sum of deposits[*].amount = 5200"),
            ("$867", "roughly $867", "mean", "mean of deposits[*].amount = 5200 / 6 = 866.67"),
            ("$450", None, "difference",
             "deposits[5].amount (1200) − deposits[0].amount (750) = 450"),
            ("$5,428.40", None, "sum",
             "sum of deposits[*].amount (5200) + interest_ytd (228.40) = 5428.40 "
             "= balance − balance_start_of_year"),
            ("123%", None, "percent_change",
             "(balance 9840.55 − balance_start_of_year 4412.15) / 4412.15 = +123.0%"),
            ("$867", "about $867", "mean", "mean of deposits[*].amount = 866.67"),
        ],
        note="'close to three months' is written in words (N months would be a window); the "
             "mean deposit appears twice, both derived.",
    ),
    dict(
        id="nat-finance-03",
        pool={
            "as_of": "2025-09-30",
            "holdings": [
                {"ticker": "VTI", "shares": 142.5, "price": 318.42, "value": 45374.85,
                 "cost_basis": 38210.00},
                {"ticker": "VXUS", "shares": 310, "price": 68.15, "value": 21126.50,
                 "cost_basis": 19640.00},
                {"ticker": "BND", "shares": 205, "price": 73.88, "value": 15145.40,
                 "cost_basis": 16020.00},
                {"ticker": "Cash", "value": 4210.77},
            ],
            "target_allocation_pct": {"VTI": 55, "VXUS": 25, "BND": 15, "Cash": 5},
            "total_value_prev_quarter": 81950.12,
            "dividends_qtd": 612.33,
        },
        text=(
            "### Portfolio snapshot, Sept 30\n\n"
            "Your portfolio is worth **$85,857.52**, up $3,907.40 (about 4.8%) from $81,950.12 at "
            "the end of last quarter. Dividends added $612.33 this quarter.\n\n"
            "**Allocation vs target**\n"
            "- VTI: $45,374.85, 52.8% of the portfolio (target 55%)\n"
            "- VXUS: $21,126.50, 24.6% (target 25%)\n"
            "- BND: $15,145.40, 17.6% (target 15%)\n"
            "- Cash: $4,210.77, 4.9% (target 5%)\n\n"
            "Bonds are running about 2.6 points over target, so moving roughly $2,270 from BND "
            "into VTI would bring both close to where you want them.\n\n"
            "**Gains**\n"
            "VTI is your big winner: $7,164.85 above its $38,210 cost basis, a gain of about 19%. "
            "BND is the only holding under water, down $874.60 (−5.5%) against what you paid."
        ),
        derived=[
            ("$85,857.52", None, "sum", "sum of holdings[*].value = 85857.52"),
            ("$3,907.40", None, "difference",
             "85857.52 − total_value_prev_quarter (81950.12) = 3907.40"),
            ("4.8%", None, "percent_change", "3907.40 / 81950.12 = +4.77%"),
            ("52.8%", None, "share", "holdings[0].value (45374.85) / 85857.52 = 52.85%"),
            ("24.6%", None, "share", "holdings[1].value (21126.50) / 85857.52 = 24.61%"),
            ("17.6%", None, "share", "holdings[2].value (15145.40) / 85857.52 = 17.64%"),
            ("4.9%", None, "share", "holdings[3].value (4210.77) / 85857.52 = 4.90%"),
            ("2.6", "about 2.6 points", "difference",
             "17.64 (BND share) − target_allocation_pct.BND (15) = 2.64"),
            ("$2,270", None, "difference",
             "holdings[2].value (15145.40) − 0.15 × 85857.52 (12878.63) = 2266.77"),
            ("$7,164.85", None, "difference",
             "holdings[0].value (45374.85) − holdings[0].cost_basis (38210) = 7164.85"),
            ("19%", None, "percent_change", "7164.85 / 38210 = +18.75%"),
            ("$874.60", None, "difference",
             "holdings[2].value (15145.40) − holdings[2].cost_basis (16020) = −874.60"),
            ("−5.5%", None, "percent_change", "−874.60 / 16020 = −5.46%"),
        ],
        note="allocation shares divide each holding by the list's sum; 52.85 rounds to 52.8 "
             "(45374.85 / 85857.52 = 0.528490); the rebalance amount compounds a share and a "
             "difference.",
    ),
    dict(
        id="nat-finance-04",
        pool={
            "statement_period": "2025-08-15/2025-09-14",
            "credit_limit": 8000,
            "previous_balance": 1245.60,
            "payments": -1245.60,
            "transactions": [
                {"date": "2025-08-17", "merchant": "Whole Foods", "category": "groceries",
                 "amount": 142.37},
                {"date": "2025-08-21", "merchant": "Shell", "category": "fuel", "amount": 58.12},
                {"date": "2025-08-24", "merchant": "Delta Air Lines", "category": "travel",
                 "amount": 489.20},
                {"date": "2025-08-30", "merchant": "Trader Joe's", "category": "groceries",
                 "amount": 96.54},
                {"date": "2025-09-03", "merchant": "Netflix", "category": "subscriptions",
                 "amount": 15.49},
                {"date": "2025-09-06", "merchant": "Whole Foods", "category": "groceries",
                 "amount": 118.03},
                {"date": "2025-09-09", "merchant": "Hilton", "category": "travel",
                 "amount": 312.80},
                {"date": "2025-09-12", "merchant": "Shell", "category": "fuel", "amount": 61.45},
            ],
            "new_balance": 1294.00,
            "minimum_payment": 35,
            "apr_pct": 24.99,
            "interest_charged": 0,
            "payment_due": "2025-10-09",
            "rewards_points": 2588,
        },
        text=(
            "**Card statement: Aug 15 – Sep 14**\n\n"
            "Your new balance is **$1,294.00**, $48.40 more than last month's $1,245.60, which you "
            "paid in full, so no interest was charged. That puts your utilization at about 16% of "
            "your $8,000 limit.\n\n"
            "**Spending by category**\n"
            "- **Travel:** $802.00 across 2 charges (Delta $489.20, Hilton $312.80), 62% of the "
            "month's spending\n"
            "- **Groceries:** $356.94 over 3 trips, averaging about $119 a trip\n"
            "- **Fuel:** $119.57 (two fill-ups, $58.12 and $61.45)\n"
            "- **Subscriptions:** $15.49 (Netflix)\n\n"
            "Without the trip, your spending would have been $492.00, well under last month.\n\n"
            "**Due:** pay at least $35 by Oct 9, but paying the full $1,294.00 keeps the 24.99% "
            "APR from ever applying. You also earned 2,588 points this cycle."
        ),
        derived=[
            ("$48.40", None, "difference", "new_balance (1294.00) − previous_balance (1245.60) = 48.40"),
            ("16%", None, "share", "new_balance (1294.00) / credit_limit (8000) = 16.2%"),
            ("$802.00", None, "sum",
             "transactions[2].amount (489.20) + transactions[6].amount (312.80), category travel = 802.00"),
            ("2", "across 2 charges", "count", "count of transactions[*] with category travel = 2"),
            ("62%", None, "share", "802.00 / sum of transactions[*].amount (1294.00) = 62.0%"),
            ("$356.94", None, "sum",
             "transactions[0] 142.37 + [3] 96.54 + [5] 118.03, category groceries = 356.94"),
            ("3", "over 3 trips", "count", "count of transactions[*] with category groceries = 3"),
            ("$119", "about $119", "mean", "356.94 / 3 = 118.98"),
            ("$119.57", None, "sum", "transactions[1].amount (58.12) + transactions[7].amount (61.45) = 119.57"),
            ("$492.00", None, "difference", "1294.00 − 802.00 (travel) = 492.00"),
        ],
        note="category totals are sums over a list filtered by a sibling string field; the "
             "payment is negative in the pool and only described in words.",
    ),
    dict(
        id="nat-finance-05",
        pool={
            "pay_date": "2025-09-30",
            "period": "semi-monthly",
            "gross": 4583.33,
            "deductions": [
                {"name": "Federal income tax", "amount": 612.40},
                {"name": "Social Security", "amount": 284.17},
                {"name": "Medicare", "amount": 66.46},
                {"name": "State income tax", "amount": 221.85},
                {"name": "401(k)", "amount": 366.67},
                {"name": "Health insurance", "amount": 148.20},
            ],
            "net": 2883.58,
            "ytd_gross": 82499.94,
            "ytd_401k": 6600.06,
            "annual_401k_limit": 23500,
            "contribution_rate_pct": 8,
        },
        text=(
            "## Paycheck breakdown: Sept 30\n\n"
            "Gross pay this period was **$4,583.33**, and **$2,883.58** landed in your account, "
            "about 63% of gross.\n\n"
            "**Where the other $1,699.75 went**\n"
            "- Taxes: $1,184.88 in total, roughly 26% of gross. Federal income tax was the largest "
            "piece at $612.40, followed by Social Security ($284.17), state tax ($221.85) and "
            "Medicare ($66.46).\n"
            "- 401(k): $366.67, your 8% contribution.\n"
            "- Health insurance: $148.20.\n\n"
            "**Retirement progress**\n"
            "You've contributed $6,600.06 to your 401(k) so far this year, about 28% of the "
            "$23,500 limit, leaving $16,899.94 of room. Year-to-date gross pay is $82,499.94.\n\n"
            "If you want to use more of that room before December, even a small bump in your "
            "contribution rate adds up; tell me a target and I can model what it does to your "
            "take-home pay."
        ),
        derived=[
            ("63%", None, "share", "net (2883.58) / gross (4583.33) = 62.9%"),
            ("$1,699.75", None, "sum", "sum of deductions[*].amount = 1699.75 = gross − net"),
            ("$1,184.88", None, "sum",
             "deductions[0] 612.40 + [1] 284.17 + [2] 66.46 + [3] 221.85 (the taxes) = 1184.88"),
            ("26%", None, "share", "1184.88 / gross (4583.33) = 25.9%"),
            ("28%", None, "share", "ytd_401k (6600.06) / annual_401k_limit (23500) = 28.1%"),
            ("$16,899.94", None, "difference", "annual_401k_limit (23500) − ytd_401k (6600.06) = 16899.94"),
        ],
        note="'401(k)' is an identifier; the tax total sums the four tax lines of the "
             "deductions list, not all six.",
    ),
]

FLAWS = {
    "nat-finance-01": [
        ("August's $3,411.92", "August's $3,141.92", "$3,141.92", "invented", "transposed digits",
         "last_month_spent is 3411.92; no pool value within 0.005 of 3141.92"),
        ("which is 16.7% of", "which is 16.6% of", "16.6%", "invented", "near-miss rounding",
         "900 / 5400 = 16.667%, which rounds to 16.7; 16.6 is truncated"),
    ],
    "nat-finance-02": [
        ("of your $15,000 goal", "of your $12,000 goal", "$12,000", "invented", "stale value",
         "the goal was $12,000 before it was raised; the pool's goal is 15000 and no value is "
         "within 0.5 of 12000"),
        ("at 4.35% APY", "at 4.53% APY", "4.53%", "invented", "transposed digits",
         "apy_pct is 4.35; nothing is within 0.005 of 4.53 (or 0.0453)"),
    ],
    "nat-finance-03": [
        ("$45,374.85, 52.8% of", "$45,374.85, 52.9% of", "52.9%", "invented", "near-miss rounding",
         "45374.85 / 85857.52 = 52.849%, which rounds to 52.8; 52.9 comes from rounding twice "
         "(52.85 → 52.9)"),
        ("down $874.60", "down $847.60", "$847.60", "invented", "transposed digits",
         "value − cost_basis for BND is −874.60; 847.60 is no pool value or difference"),
    ],
    "nat-finance-04": [
        ("Delta $489.20", "Delta $498.20", "$498.20", "invented", "transposed digits",
         "transactions[2].amount is 489.20; no pool value is within 0.005 of 498.20"),
        ("pay at least $35 by", "pay at least $30 by", "$30", "invented", "stale value",
         "last cycle's minimum was $30; minimum_payment is 35 and no value is within 5% of 30"),
    ],
    "nat-finance-05": [
        ("Medicare ($66.46)", "Medicare ($64.66)", "$64.66", "invented", "transposed digits",
         "deductions[2].amount is 66.46; nothing is within 0.005 of 64.66"),
        ("leaving $16,899.94 of room", "leaving $16,989.94 of room", "$16,989.94", "invented",
         "transposed digits",
         "annual_401k_limit − ytd_401k = 16899.94; 16989.94 is no pool value or difference"),
    ],
}

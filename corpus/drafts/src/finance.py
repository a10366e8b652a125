"""Personal-finance drafts."""

CLEAN = [
    dict(
        id="finance-01-clean",
        domain="personal finance",
        pool={
            "month": "2025-07",
            "income_usd": 6240.00,
            "spending_usd": 5112.37,
            "savings_rate": 0.181,
            "categories": {"housing_usd": 1850, "groceries_usd": 612.48, "dining_usd": 318.9,
                           "transport_usd": 246.15, "subscriptions_usd": 87.96},
            "dining_change_pct": -14.2,
            "emergency_fund_usd": 11850,
            "emergency_fund_months": 3.4,
            "emergency_fund_target_months": [3, 6],
            "credit_card_apr_pct": 22.99,
            "credit_card_balance_usd": 1432.1,
        },
        text=(
            "## July 2025 budget review\n\n"
            "You brought in **$6,240** and spent **$5,112.37**, for a savings rate of about 18%. "
            "Nice work.\n\n"
            "### Where the money went\n\n"
            "- **Housing:** $1,850\n"
            "- **Groceries:** $612.48\n"
            "- **Dining out:** $318.90, down 14.2% from June\n"
            "- **Transport:** $246.15\n"
            "- **Subscriptions:** $87.96\n\n"
            "### Things to watch\n\n"
            "1. Your credit card carries a balance of $1,432.10 at 22.99% APR. Paying that off "
            "first is the highest-return move you have.\n"
            "2. Your emergency fund sits at $11,850, or roughly 3.4 months of expenses. Most "
            "planners suggest 3–6 months, so you're at the low end of the range.\n"
            "3. Subscriptions are small but easy to trim; review them before the next billing "
            "cycle.\n\n"
            "Keep the dining trend going over the next 30 days and the card balance should be "
            "manageable."
        ),
        note="'about 18%' grounded by savings_rate 0.181 (rounding, and within 5%); 'down 14.2%' "
             "is an unsigned claim of a negative pool value after a decrease cue; '3.4 months' and "
             "'3–6 months' are windows by SPEC ('N months always windows') but are in the pool "
             "anyway; 'July 2025' gives a year token.",
    ),
    dict(
        id="finance-02-clean",
        domain="personal finance",
        pool={
            "as_of": "2025-09-30",
            "portfolio_value_usd": 284512.77,
            "ytd_return": 0.0734,
            "allocation": {"us_stocks": 0.52, "intl_stocks": 0.18, "bonds": 0.25, "cash": 0.05},
            "target_allocation": {"us_stocks": 0.50, "intl_stocks": 0.20, "bonds": 0.25,
                                  "cash": 0.05},
            "contributions_ytd_usd": 17250,
            "contribution_limit_usd": 23500,
            "expense_ratio_pct": 0.07,
            "dividends_ytd_usd": 3912.4,
        },
        text=(
            "**Portfolio snapshot (as of Sept. 30)**\n\n"
            "Your accounts total **$284.5k**, and you're up **7.34%** year to date. That's a "
            "solid result for a diversified mix.\n\n"
            "**Allocation vs. target**\n"
            "- US stocks: 52% (target 50%)\n"
            "- International stocks: 18% (target 20%)\n"
            "- Bonds: 25%, right on target\n"
            "- Cash: 5%, also on target\n\n"
            "You're slightly overweight US equities and underweight international. A small "
            "rebalance, or simply directing new contributions to the international fund, would "
            "close the gap.\n\n"
            "**Contributions and costs**\n"
            "1) You've put $17,250 into your 401(k) this year; the annual limit is $23,500.\n"
            "2) Dividends have added ~$3.9k since January.\n"
            "3) Your blended expense ratio is a low 0.07%, so fees aren't a concern.\n\n"
            "Check back after the next quarterly statement to see whether the drift has narrowed."
        ),
        note="Fractions written as percentages (0.52 → 52%); '$284.5k' and '~$3.9k' use a scale "
             "(step 100); '401(k)' is an identifier; '1)' enumerators. No rebalancing amount is "
             "given because it would be a derived difference.",
    ),
    dict(
        id="finance-03-clean",
        domain="personal finance",
        pool={
            "loan": {"principal_usd": 412000, "rate_pct": 6.125, "term_years": 30,
                     "monthly_payment_usd": 2503.37, "balance_usd": 398740.55,
                     "payments_made": 18},
            "refi_quote": {"rate_pct": 5.375, "closing_costs_usd": 7800,
                           "monthly_payment_usd": 2277.8, "breakeven_months": 35,
                           "rate_lock_days": 45},
            "home_value_usd": 535000,
            "ltv": 0.745,
        },
        text=(
            "## Should you refinance?\n\n"
            "**Where you stand today**\n\n"
            "- Original loan: $412,000 at 6.125% on a 30-year term\n"
            "- Monthly principal and interest: $2,503.37\n"
            "- Remaining balance after 18 payments: $398,740.55\n"
            "- Estimated loan-to-value: 74.5% (home value ~$535k)\n\n"
            "**The quote you received**\n\n"
            "The lender is offering 5.375% with $7,800 in closing costs, which would bring your "
            "payment to about $2,278 a month. On those numbers you'd break even in roughly "
            "35 months.\n\n"
            "**Bottom line**\n\n"
            "If you expect to stay in the home well past the break-even point, the refinance is "
            "likely worth it. Ask the lender to confirm the 45-day rate lock in writing, and "
            "compare at least one other quote before you sign anything."
        ),
        note="'30-year' and '45-day' are windows by SPEC but are also in the pool; '35 months' is a "
             "window ('N months always windows') and is in the pool; '~$535k' hedged scale; "
             "'about $2,278' grounded by 2277.8 (rounding).",
    ),
]

PLANTS = {
    "finance-01-clean": [
        ("$318.90, down 14.2%", "$318.90, up 14.2%", "14.2%", "sign_inversion",
         "dining_change_pct is -14.2; 'up 14.2%' has no decrease cue, and no +14.2 exists"),
        ("sits at $11,850", "sits at $18,850", "$18,850", "invented",
         "emergency_fund_usd is 11850; nothing in the pool is near 18,850"),
    ],
    "finance-02-clean": [
        ("up **7.34%**", "up **7.84%**", "7.84%", "invented",
         "ytd_return is 0.0734; neither 7.84 nor 0.0784 is in the pool"),
        ("International stocks: 18%", "International stocks: 13%", "13%", "invented",
         "allocation.intl_stocks is 0.18; neither 13 nor 0.13 is in the pool"),
    ],
    "finance-03-clean": [
        ("$7,800 in closing", "$4,800 in closing", "$4,800", "invented",
         "closing_costs_usd is 7800; nothing in the pool is near 4,800"),
        ("Estimated loan-to-value: 74.5%", "Estimated loan-to-value: 84.5%", "84.5%", "invented",
         "ltv is 0.745; neither 84.5 nor 0.845 is in the pool"),
    ],
}

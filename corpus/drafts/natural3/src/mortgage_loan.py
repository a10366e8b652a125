"""Mortgage loans: a US servicer's monthly statement, a UK lender's amortisation
export in pence, and an annual escrow analysis, as the servicers export them."""

DOMAIN = "mortgage_loan"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01: monthly mortgage statement (US servicer, decimal strings)
# ---------------------------------------------------------------------------

_POOL_01 = {
    "servicer": {"name": "Front Range Home Loans", "nmls_id": "2290417", "customer_service_phone": "1-800-555-0162"},
    "statement": {
        "id": "STMT-20241016-0048817263",
        "statement_date": "2024-10-16",
        "payment_due_date": "2024-11-01",
        "late_fee_after": "2024-11-16",
        "late_fee_amount": "61.07",
    },
    "borrower": {"name": "Nadia Ferreira; Tomas Ferreira", "mailing_state": "CO"},
    "loan": {
        "loan_number": "0048817263",
        "product": "30-Year Fixed Conventional",
        "investor": "FNMA",
        "origination_date": "2021-03-26",
        "first_payment_date": "2021-05-01",
        "original_principal": "368000.00",
        "interest_rate": 0.02875,
        "term_months": 360,
        "maturity_date": "2051-04-01",
        "monthly_principal_interest": "1526.80",
        "payments_made": 42,
        "property": {"city": "Loveland", "state": "CO", "zip": "80538"},
    },
    "balances": {
        "unpaid_principal": "339530.07",
        "unpaid_principal_prior_statement": "340241.71",
        "escrow_balance": "3124.85",
        "suspense": "0.00",
        "deferred": "0.00",
    },
    "amount_due": {
        "principal": "713.34",
        "interest": "813.46",
        "escrow": "486.37",
        "fees": "0.00",
        "past_due": "0.00",
        "total": "2013.17",
    },
    "last_payment": {
        "received_at": "2024-09-30T14:22:08-06:00",
        "amount": "2013.17",
        "applied": {"principal": "711.64", "interest": "815.16", "escrow": "486.37", "fees": "0.00"},
    },
    "year_to_date": {
        "principal_paid": "7040.33",
        "interest_paid": "8227.67",
        "escrow_deposited": "4863.70",
        "taxes_disbursed": "2870.14",
        "hazard_insurance_disbursed": "1941.00",
        "fees_paid": "0.00",
    },
    "activity_since_last_statement": [
        {"date": "2024-09-30", "description": "Payment received - thank you", "amount": "2013.17", "principal": "711.64", "interest": "815.16", "escrow": "486.37"},
        {"date": "2024-10-09", "description": "County tax disbursement - Larimer County", "amount": "-1435.07", "principal": "0.00", "interest": "0.00", "escrow": "-1435.07"},
    ],
}

_TEXT_01 = """Of your next payment of **$2,013.17** (due Nov 1), only the principal part, roughly a third, actually pays the loan down:

| Part | Amount | Share of payment |
|---|---|---|
| Principal | $713.34 | 35% |
| Interest | $813.46 | 40% |
| Escrow (taxes and insurance) | $486.37 | 24% |

Looking only at principal and interest ($1,526.80 a month), principal is about 46.7% and interest the rest. That split moves a little in your favour every month: principal was $711.64 on the payment received Sep 30 and is $713.34 on the next one, about $1.70 more.

**How much you've paid off**

- You borrowed **$368,000.00** in March 2021 at a fixed 2.875%.
- The balance is now **$339,530.07**, so you've paid down $28,469.93, about 7.7% of the original loan, over 42 payments.
- So far this year you've paid $8,227.67 in interest against $7,040.33 in principal, so interest is still ahead by roughly $1,187.

That's normal in the early years of a 30-year loan: interest is charged on a large remaining balance, so the early payments are interest-heavy. At 2.875% the rate is very low, though, so the point where principal overtakes interest comes sooner than on a higher-rate loan.

**Escrow**

The escrow balance is $3,124.85. A property-tax disbursement of $1,435.07 went out on Oct 9, and so far this year the account has paid $2,870.14 in taxes and $1,941.00 in insurance.

One practical note: a late fee of $61.07 applies if the payment hasn't arrived by Nov 16."""

# ---------------------------------------------------------------------------
# 02: UK lender amortisation export (amounts in pence)
# ---------------------------------------------------------------------------

_POOL_02 = {
    "lender": "Pennine Building Society",
    "mortgage_account": "7712045803",
    "generated_at": "2025-01-06T09:12:44Z",
    "currency": "GBP",
    "amounts_in": "pence",
    "repayment_type": "capital_and_interest",
    "current_product": {
        "code": "FX5-7529",
        "name": "5 Year Fixed 75% LTV",
        "rate_type": "fixed",
        "annual_rate": 0.0429,
        "start_date": "2025-03-01",
        "end_date": "2030-02-28",
        "erc_schedule": [
            {"until": "2026-02-28", "pct": 0.05},
            {"until": "2027-02-28", "pct": 0.04},
        ],
    },
    "previous_product": {
        "annual_rate": 0.0189,
        "end_date": "2025-02-28",
        "start_balance_pence": 26500000,
        "monthly_payment_pence": 103412,
    },
    "follow_on": {"rate_name": "Standard Variable Rate", "annual_rate": 0.0799, "estimated_monthly_payment_pence": 173784},
    "balance": {"as_of": "2025-03-01", "outstanding_pence": 23750000},
    "term": {"remaining_months": 300, "end_date": "2050-02-28"},
    "monthly_payment_pence": 129195,
    "overpayment": {"annual_allowance_pct": 0.10, "allowance_pence": 2375000, "used_pence": 0},
    "schedule": [
        {"payment_no": 1, "due_date": "2025-04-01", "opening_balance_pence": 23750000, "interest_pence": 84906, "capital_pence": 44289, "closing_balance_pence": 23705711},
        {"payment_no": 2, "due_date": "2025-05-01", "opening_balance_pence": 23705711, "interest_pence": 84748, "capital_pence": 44447, "closing_balance_pence": 23661264},
        {"payment_no": 3, "due_date": "2025-06-01", "opening_balance_pence": 23661264, "interest_pence": 84589, "capital_pence": 44606, "closing_balance_pence": 23616658},
        {"payment_no": 4, "due_date": "2025-07-01", "opening_balance_pence": 23616658, "interest_pence": 84430, "capital_pence": 44765, "closing_balance_pence": 23571893},
        {"payment_no": 5, "due_date": "2025-08-01", "opening_balance_pence": 23571893, "interest_pence": 84270, "capital_pence": 44925, "closing_balance_pence": 23526968},
        {"payment_no": 6, "due_date": "2025-09-01", "opening_balance_pence": 23526968, "interest_pence": 84109, "capital_pence": 45086, "closing_balance_pence": 23481882},
    ],
    "fixed_period_summary": {
        "payments": 60,
        "total_paid_pence": 7751700,
        "interest_pence": 4793732,
        "capital_pence": 2957968,
        "closing_balance_pence": 20792032,
    },
}

_TEXT_02 = """Here's what the illustration shows for your new **5 Year Fixed at 4.29%**, starting on a balance of **£237,500.00** on 1 Mar 2025.

**Monthly payment**
- New payment: **£1,291.95** a month, first due 1 Apr 2025.
- On your current deal (1.89%) you pay £1,034.12, so that's £257.83 more each month, roughly a 25% increase.

**Where the money goes**

The first payment is about 66% interest: £849.06 interest and £442.89 off the balance. By payment 6 (1 Sep 2025) it's £841.09 interest and £450.86 capital, so the mix improves only slowly.

**Over the whole fix (60 payments)**

| | Amount |
|---|---|
| Total paid | £77,517.00 |
| Interest | £47,937.32 |
| Capital repaid | £29,579.68 |
| Balance when the fix ends | £207,920.32 |

So roughly 62% of everything you pay during the fix is interest, and you'll clear about 12.5% of the balance.

**After the fix**

If you did nothing and rolled onto the Standard Variable Rate (currently 7.99%), the lender estimates the payment at £1,737.84, about £445.89 a month more than the fixed payment. It's worth putting a remortgage review in the diary well before the fix ends in Feb 2030.

**Overpayments**

You can overpay up to 10% a year (£23,750.00) without a charge. Beyond that, early repayment charges start at 5% in the first year, which on the full balance would be about £11,875."""

# ---------------------------------------------------------------------------
# 03: annual escrow account analysis (US servicer)
# ---------------------------------------------------------------------------

_POOL_03 = {
    "servicer": {"name": "Harborview Mortgage Servicing", "nmls_id": "1184420"},
    "loan_number": "7740091582",
    "borrower": {"name": "Gail Whitcombe"},
    "property": {"county": "Hamilton County", "state": "IN"},
    "analysis": {
        "id": "EA-2024-7740091582",
        "analysis_date": "2024-11-12",
        "type": "annual",
        "computation_year_start": "2025-01-01",
        "computation_year_end": "2025-12-31",
        "new_payment_effective": "2025-01-01",
    },
    "current_payment": {"principal_interest": "1487.96", "escrow": "512.40", "total": "2000.36"},
    "new_payment": {
        "principal_interest": "1487.96",
        "escrow_base": "591.71",
        "shortage_installment": "35.51",
        "escrow_total": "627.22",
        "total": "2115.18",
    },
    "shortage_options": {
        "spread_months": 12,
        "lump_sum_amount": "426.12",
        "lump_sum_pay_by": "2024-12-20",
        "total_if_lump_sum_paid": "2079.67",
    },
    "projected_disbursements": [
        {"payee": "Hamilton County Treasurer", "type": "county_tax", "due_date": "2025-05-10", "amount": "1951.27"},
        {"payee": "Hoosier State Mutual", "type": "hazard_insurance", "due_date": "2025-08-14", "amount": "3198.00"},
        {"payee": "Hamilton County Treasurer", "type": "county_tax", "due_date": "2025-11-10", "amount": "1951.28"},
    ],
    "projected_annual": {"county_tax": "3902.55", "hazard_insurance": "3198.00", "total": "7100.55"},
    "prior_year_actual": {"county_tax": "3412.80", "hazard_insurance": "2736.00", "total": "6148.80"},
    "history_2024": [
        {"date": "2024-05-10", "description": "County tax", "amount": "-1706.40"},
        {"date": "2024-08-14", "description": "Hazard insurance", "amount": "-2736.00"},
        {"date": "2024-11-08", "description": "County tax", "amount": "-1706.40"},
    ],
    "cushion": {"rule": "1/6 of annual disbursements", "required_minimum_balance": "1183.43"},
    "projection": {
        "starting_balance": "1349.05",
        "low_point_month": "2025-11",
        "projected_low_balance": "757.31",
        "escrow_difference": "-426.12",
        "status": "shortage",
    },
}

_TEXT_03 = """Your payment goes from **$2,000.36** to **$2,115.18** starting Jan 1, 2025, an increase of $114.82 a month (about 5.7%). The loan itself hasn't changed: principal and interest stay at $1,487.96, so all of the increase is escrow.

**Why escrow went up**

Both your tax and insurance bills rose:

| Item | Last year | Next year | Change |
|---|---|---|---|
| County property tax | $3,412.80 | $3,902.55 | +$489.75 (about 14%) |
| Homeowners insurance | $2,736.00 | $3,198.00 | +$462.00 (about 17%) |
| Total | $6,148.80 | $7,100.55 | +$951.75 |

Spread over the year, next year's bills need about $591.71 a month, up from $512.40.

**The shortage**

The servicer projects that your escrow balance will bottom out at $757.31 in November 2025, below the required minimum of $1,183.43 (a cushion of one-sixth of the year's bills). The gap is a **$426.12 shortage**, and by default it's spread across the year as an extra $35.51 per payment. That's how escrow gets to $627.22.

**Your options**

- **Do nothing:** the payment becomes $2,115.18 and stays there until the next analysis.
- **Pay the shortage up front:** send $426.12 by Dec 20 and the new payment is $2,079.67 instead, only $79.31 above what you pay now.

Paying the lump sum doesn't save money overall; it just moves the $426.12 forward. Either way, it's worth shopping your homeowners policy: the insurance jump alone adds roughly $38.50 a month."""

CASES = [
    dict(
        id="n3-mortgage_loan-01",
        pool=_POOL_01,
        text=_TEXT_01,
        copied=[
            ("$2,013.17", None, "amount_due.total"),
            ("Nov 1", "(due Nov 1)", "statement.payment_due_date"),
            ("$713.34", "| $713.34 |", "amount_due.principal"),
            ("$813.46", None, "amount_due.interest"),
            ("$486.37", None, "amount_due.escrow"),
            ("$1,526.80", None, "loan.monthly_principal_interest"),
            ("$711.64", None, "last_payment.applied.principal"),
            ("Sep 30", None, "last_payment.received_at"),
            ("$713.34", "is $713.34 on the next", "amount_due.principal"),
            ("$368,000.00", None, "loan.original_principal"),
            ("March 2021", None, "loan.origination_date"),
            ("2.875%", "a fixed 2.875%", "loan.interest_rate"),
            ("$339,530.07", None, "balances.unpaid_principal"),
            ("42 payments", None, "loan.payments_made"),
            ("$8,227.67", None, "year_to_date.interest_paid"),
            ("$7,040.33", None, "year_to_date.principal_paid"),
            ("2.875%", "At 2.875%", "loan.interest_rate"),
            ("$3,124.85", None, "balances.escrow_balance"),
            ("$1,435.07", None, "activity_since_last_statement[1].amount"),
            ("Oct 9", None, "activity_since_last_statement[1].date"),
            ("$2,870.14", None, "year_to_date.taxes_disbursed"),
            ("$1,941.00", None, "year_to_date.hazard_insurance_disbursed"),
            ("$61.07", None, "statement.late_fee_amount"),
            ("Nov 16", None, "statement.late_fee_after"),
        ],
        derived=[
            ("a third", None, "share", "amount_due.principal (713.34) / amount_due.total (2,013.17) = 35.4%, roughly a third"),
            ("35%", None, "share", "amount_due.principal (713.34) / amount_due.total (2,013.17) = 35.4%"),
            ("40%", None, "share", "amount_due.interest (813.46) / amount_due.total (2,013.17) = 40.4%"),
            ("24%", None, "share", "amount_due.escrow (486.37) / amount_due.total (2,013.17) = 24.2%"),
            ("46.7%", None, "share", "amount_due.principal (713.34) / loan.monthly_principal_interest (1,526.80) = 46.7%"),
            ("$1.70", None, "difference", "amount_due.principal (713.34) - last_payment.applied.principal (711.64) = 1.70"),
            ("$28,469.93", None, "difference", "loan.original_principal (368,000.00) - balances.unpaid_principal (339,530.07) = 28,469.93"),
            ("7.7%", None, "share", "(loan.original_principal (368,000.00) - balances.unpaid_principal (339,530.07)) / 368,000.00 = 7.7%"),
            ("$1,187", None, "difference", "year_to_date.interest_paid (8,227.67) - year_to_date.principal_paid (7,040.33) = 1,187.34"),
            ("30-year", None, "conversion", "loan.term_months (360) / 12 = 30 years"),
        ],
        note="US monthly mortgage statement: borrower asks how much of the payment reduces the loan and how much has been paid off; payment split table, P&I share, paid-down amount since origination, YTD interest vs principal, escrow activity.",
    ),
    dict(
        id="n3-mortgage_loan-02",
        pool=_POOL_02,
        text=_TEXT_02,
        copied=[
            ("4.29%", None, "current_product.annual_rate"),
            ("£237,500.00", None, "balance.outstanding_pence"),
            ("1 Mar 2025", None, "balance.as_of"),
            ("£1,291.95", None, "monthly_payment_pence"),
            ("1 Apr 2025", None, "schedule[0].due_date"),
            ("1.89%", None, "previous_product.annual_rate"),
            ("£1,034.12", None, "previous_product.monthly_payment_pence"),
            ("£849.06", None, "schedule[0].interest_pence"),
            ("£442.89", None, "schedule[0].capital_pence"),
            ("1 Sep 2025", None, "schedule[5].due_date"),
            ("£841.09", None, "schedule[5].interest_pence"),
            ("£450.86", None, "schedule[5].capital_pence"),
            ("60 payments", None, "fixed_period_summary.payments"),
            ("£77,517.00", None, "fixed_period_summary.total_paid_pence"),
            ("£47,937.32", None, "fixed_period_summary.interest_pence"),
            ("£29,579.68", None, "fixed_period_summary.capital_pence"),
            ("£207,920.32", None, "fixed_period_summary.closing_balance_pence"),
            ("7.99%", None, "follow_on.annual_rate"),
            ("£1,737.84", None, "follow_on.estimated_monthly_payment_pence"),
            ("Feb 2030", None, "current_product.end_date"),
            ("10%", None, "overpayment.annual_allowance_pct"),
            ("£23,750.00", None, "overpayment.allowance_pence"),
            ("5%", "start at 5%", "current_product.erc_schedule[0].pct"),
        ],
        derived=[
            ("£257.83", None, "difference", "monthly_payment_pence (129,195) - previous_product.monthly_payment_pence (103,412) = 25,783 pence = £257.83"),
            ("25%", None, "percent_change", "(monthly_payment_pence (129,195) - previous_product.monthly_payment_pence (103,412)) / 103,412 = +24.9%"),
            ("66%", None, "share", "schedule[0].interest_pence (84,906) / monthly_payment_pence (129,195) = 65.7%"),
            ("62%", None, "share", "fixed_period_summary.interest_pence (4,793,732) / fixed_period_summary.total_paid_pence (7,751,700) = 61.8%"),
            ("12.5%", None, "share", "fixed_period_summary.capital_pence (2,957,968) / balance.outstanding_pence (23,750,000) = 12.45%"),
            ("£445.89", None, "difference", "follow_on.estimated_monthly_payment_pence (173,784) - monthly_payment_pence (129,195) = 44,589 pence = £445.89"),
            ("£11,875", None, "other", "current_product.erc_schedule[0].pct (0.05) x balance.outstanding_pence (23,750,000) = 1,187,500 pence = £11,875"),
        ],
        note="UK product-switch amortisation illustration in pence: borrower asks what they will owe at the end of the new fix, how much is interest, and how the payment compares; payment change, interest/capital split, fixed-period summary table, SVR reversion, overpayment and ERC.",
    ),
    dict(
        id="n3-mortgage_loan-03",
        pool=_POOL_03,
        text=_TEXT_03,
        copied=[
            ("$2,000.36", None, "current_payment.total"),
            ("$2,115.18", "to **$2,115.18**", "new_payment.total"),
            ("Jan 1, 2025", None, "analysis.new_payment_effective"),
            ("$1,487.96", None, "new_payment.principal_interest"),
            ("$3,412.80", None, "prior_year_actual.county_tax"),
            ("$3,902.55", None, "projected_annual.county_tax"),
            ("$2,736.00", None, "prior_year_actual.hazard_insurance"),
            ("$3,198.00", None, "projected_annual.hazard_insurance"),
            ("$6,148.80", None, "prior_year_actual.total"),
            ("$7,100.55", None, "projected_annual.total"),
            ("$591.71", None, "new_payment.escrow_base"),
            ("$512.40", None, "current_payment.escrow"),
            ("$757.31", None, "projection.projected_low_balance"),
            ("November 2025", None, "projection.low_point_month"),
            ("$1,183.43", None, "cushion.required_minimum_balance"),
            ("one-sixth", None, "cushion.rule"),
            ("$426.12", "**$426.12 shortage**", "projection.escrow_difference"),
            ("$35.51", None, "new_payment.shortage_installment"),
            ("$627.22", None, "new_payment.escrow_total"),
            ("$2,115.18", "payment becomes $2,115.18", "new_payment.total"),
            ("$426.12", "send $426.12", "shortage_options.lump_sum_amount"),
            ("Dec 20", None, "shortage_options.lump_sum_pay_by"),
            ("$2,079.67", None, "shortage_options.total_if_lump_sum_paid"),
            ("$426.12", "moves the $426.12", "shortage_options.lump_sum_amount"),
        ],
        derived=[
            ("$114.82", None, "difference", "new_payment.total (2,115.18) - current_payment.total (2,000.36) = 114.82"),
            ("5.7%", None, "percent_change", "(new_payment.total (2,115.18) - current_payment.total (2,000.36)) / 2,000.36 = +5.74%"),
            ("+$489.75", None, "difference", "projected_annual.county_tax (3,902.55) - prior_year_actual.county_tax (3,412.80) = 489.75"),
            ("14%", None, "percent_change", "(projected_annual.county_tax (3,902.55) - prior_year_actual.county_tax (3,412.80)) / 3,412.80 = +14.4%"),
            ("+$462.00", None, "difference", "projected_annual.hazard_insurance (3,198.00) - prior_year_actual.hazard_insurance (2,736.00) = 462.00"),
            ("17%", None, "percent_change", "(projected_annual.hazard_insurance (3,198.00) - prior_year_actual.hazard_insurance (2,736.00)) / 2,736.00 = +16.9%"),
            ("+$951.75", None, "difference", "projected_annual.total (7,100.55) - prior_year_actual.total (6,148.80) = 951.75"),
            ("$79.31", None, "difference", "shortage_options.total_if_lump_sum_paid (2,079.67) - current_payment.total (2,000.36) = 79.31"),
            ("$38.50", None, "other", "(projected_annual.hazard_insurance (3,198.00) - prior_year_actual.hazard_insurance (2,736.00)) / 12 = 38.50 a month"),
        ],
        note="US annual escrow analysis: borrower asks why the payment rises in January and whether the shortage must be paid; payment change, tax and insurance increases table, cushion and shortage, lump-sum option.",
    ),
]

FLAWS = {
    "n3-mortgage_loan-01": [
        ("about 7.7% of the original loan", "about 8.7% of the original loan", "8.7%", "wrong value",
         "share paid off 7.7% written as 8.7%"),
        ("about $1.70 more", "about $1.70 less", "$1.70", "direction flip",
         "principal portion rose from $711.64 to $713.34 but is written as falling"),
    ],
    "n3-mortgage_loan-02": [
        ("starting on a balance of **£237,500.00**", "starting on a balance of **£265,000.00**", "£265,000.00", "stale value",
         "the previous product's starting balance given as the balance at the switch", "previous_product.start_balance_pence"),
        ("£849.06 interest", "£84,906 interest", "£84,906", "unit confusion",
         "interest in pence (84,906) written as pounds"),
    ],
    "n3-mortgage_loan-03": [
        ("starting Jan 1, 2025", "starting Feb 1, 2025", "Feb 1, 2025", "wrong date",
         "effective date Jan 1 written as Feb 1"),
        ("(about 5.7%)", "(about 6.7%)", "6.7%", "wrong value",
         "payment increase of 5.74% written as 6.7%"),
        ("need about $591.71 a month", "need about $627.22 a month", "$627.22", "neighbour value",
         "base escrow replaced by the sibling escrow total that includes the shortage installment", "new_payment.escrow_total"),
    ],
}

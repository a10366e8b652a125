"""Payroll: a company's payroll runs and employee pay, as payroll providers
(Gusto, ADP, an analytics report, an EOR/global payroll platform) export them."""

DOMAIN = "payroll"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01  Gusto-style unprocessed payroll (amounts as strings), preview before approval
# ---------------------------------------------------------------------------
_POOL_01 = {
    "uuid": "b8e2c1f0-4a7d-4c0e-9a1b-3f5e2d7c9a10",
    "company_uuid": "c4a9d2e1-77b0-4f5a-8d3c-1e6f0b2a9c58",
    "processed": False,
    "off_cycle": False,
    "payroll_deadline": "2025-03-12T17:00:00-07:00",
    "check_date": "2025-03-14",
    "pay_period": {
        "start_date": "2025-03-01",
        "end_date": "2025-03-15",
        "pay_schedule_uuid": "f1e0d7a2-3b4c-4d5e-8f90-a1b2c3d4e5f6",
    },
    "totals": {
        "company_debit": "22086.57",
        "net_pay_debit": "15393.46",
        "tax_debit": "6281.11",
        "reimbursement_debit": "412.00",
        "child_support_debit": "0.00",
        "gross_pay": "21980.80",
        "net_pay": "15393.46",
        "employer_taxes": "1901.34",
        "employee_taxes": "4379.77",
        "benefits": "1842.00",
        "employee_benefits_deductions": "2207.57",
        "reimbursements": "412.00",
    },
    "employee_compensations": [
        {
            "employee_uuid": "0a1f4c2e-1111-4c8e-9d2b-5e6f7a8b9c01",
            "first_name": "Dana",
            "last_name": "Whitfield",
            "payment_method": "Direct Deposit",
            "gross_pay": "4791.67",
            "net_pay": "3364.81",
            "fixed_compensations": [{"name": "Salary", "amount": "4791.67"}],
            "hourly_compensations": [],
            "reimbursements": [],
        },
        {
            "employee_uuid": "0a1f4c2e-2222-4c8e-9d2b-5e6f7a8b9c02",
            "first_name": "Marcus",
            "last_name": "Oyelaran",
            "payment_method": "Direct Deposit",
            "gross_pay": "3958.33",
            "net_pay": "2785.79",
            "fixed_compensations": [{"name": "Salary", "amount": "3958.33"}],
            "hourly_compensations": [],
            "reimbursements": [],
        },
        {
            "employee_uuid": "0a1f4c2e-3333-4c8e-9d2b-5e6f7a8b9c03",
            "first_name": "Priya",
            "last_name": "Raman",
            "payment_method": "Direct Deposit",
            "gross_pay": "5416.67",
            "net_pay": "3691.91",
            "fixed_compensations": [{"name": "Salary", "amount": "5416.67"}],
            "hourly_compensations": [],
            "reimbursements": [],
        },
        {
            "employee_uuid": "0a1f4c2e-4444-4c8e-9d2b-5e6f7a8b9c04",
            "first_name": "Luis",
            "last_name": "Ortega",
            "payment_method": "Direct Deposit",
            "gross_pay": "2914.13",
            "net_pay": "2058.91",
            "fixed_compensations": [],
            "hourly_compensations": [
                {"name": "Regular Hours", "hours": "88.000", "compensation_multiplier": 1,
                 "rate": "28.50", "amount": "2508.00"},
                {"name": "Overtime", "hours": "9.500", "compensation_multiplier": 1.5,
                 "rate": "28.50", "amount": "406.13"},
            ],
            "reimbursements": [],
        },
        {
            "employee_uuid": "0a1f4c2e-5555-4c8e-9d2b-5e6f7a8b9c05",
            "first_name": "Kayla",
            "last_name": "Brooks",
            "payment_method": "Direct Deposit",
            "gross_pay": "2172.00",
            "net_pay": "1616.17",
            "fixed_compensations": [],
            "hourly_compensations": [
                {"name": "Regular Hours", "hours": "86.000", "compensation_multiplier": 1,
                 "rate": "24.00", "amount": "2064.00"},
                {"name": "Overtime", "hours": "3.000", "compensation_multiplier": 1.5,
                 "rate": "24.00", "amount": "108.00"},
            ],
            "reimbursements": [
                {"description": "Mileage - client visits", "amount": "187.60"},
                {"description": "Conference registration", "amount": "224.40"},
            ],
        },
        {
            "employee_uuid": "0a1f4c2e-6666-4c8e-9d2b-5e6f7a8b9c06",
            "first_name": "Tomás",
            "last_name": "Reyes",
            "payment_method": "Check",
            "gross_pay": "2728.00",
            "net_pay": "1875.87",
            "fixed_compensations": [],
            "hourly_compensations": [
                {"name": "Regular Hours", "hours": "88.000", "compensation_multiplier": 1,
                 "rate": "31.00", "amount": "2728.00"},
                {"name": "Overtime", "hours": "0.000", "compensation_multiplier": 1.5,
                 "rate": "31.00", "amount": "0.00"},
            ],
            "reimbursements": [],
        },
    ],
    "previous_payroll": {
        "check_date": "2025-02-28",
        "gross_pay": "23418.60",
        "company_debit": "22963.97",
        "employee_count": 7,
    },
}

_TEXT_01 = """## Payroll preview: Mar 1–15

Here's the draft semi-monthly run before you approve it. **Submit by 5:00 PM PT on Wednesday, Mar 12** so direct deposits land on the **Mar 14** check date.

### Totals

| Item | This run |
|---|---|
| Gross pay | $21,980.80 |
| Employee taxes withheld | $4,379.77 |
| 401(k) & medical deductions | $2,207.57 |
| Net pay | $15,393.46 |
| Employer taxes | $1,901.34 |
| Reimbursements | $412.00 |
| **Total debit from your bank** | **$22,086.57** |

The debit is **$877.40 lower** than the Feb 28 run ($22,963.97), a 3.8% drop, and gross pay is down about 6.1% from $23,418.60. The main reason: 6 people are on this payroll versus 7 last time.

### Worth a second look

- **Overtime:** Luis Ortega logged 9.5 OT hours ($406.13 at 1.5×) and Kayla Brooks 3 hours ($108.00). That's 12.5 overtime hours, roughly $514 in OT pay between them.
- **Reimbursements:** Kayla also has $412.00 in expense reimbursements (mileage $187.60, conference registration $224.40), paid on top of her $1,616.17 net pay.
- **Biggest check:** Priya Raman, $5,416.67 gross and $3,691.91 net.
- **Payment method:** Tomás Reyes is set to paper check, so his pay won't arrive by direct deposit.

If the hours for Luis and Kayla match their timesheets, this run is ready to approve."""

# ---------------------------------------------------------------------------
# 02  ADP-style pay statements (current + previous summary), employee asks why pay dropped
# ---------------------------------------------------------------------------
_POOL_02 = {
    "payStatements": [
        {
            "associateOID": "G3K7TQ2WZ9X1B4RM",
            "workerName": {"givenName": "Rachel", "familyName": "Okafor"},
            "payDate": "2025-06-27",
            "payPeriod": {"startDate": "2025-06-08", "endDate": "2025-06-21"},
            "payFrequency": {"codeValue": "BW", "shortName": "Biweekly"},
            "totalHours": 88.0,
            "grossPayAmount": {"amountValue": 3312.00, "currencyCode": "USD"},
            "grossPayYTDAmount": {"amountValue": 46872.00, "currencyCode": "USD"},
            "netPayAmount": {"amountValue": 2255.58, "currencyCode": "USD"},
            "netPayYTDAmount": {"amountValue": 31989.82, "currencyCode": "USD"},
            "earnings": [
                {"earningCodeName": "Regular", "payRate": {"rateValue": 36.00},
                 "payPeriodHours": 80.0, "earningAmount": {"amountValue": 2880.00},
                 "earningYTDAmount": {"amountValue": 37440.00}},
                {"earningCodeName": "Overtime", "payRate": {"rateValue": 54.00},
                 "payPeriodHours": 8.0, "earningAmount": {"amountValue": 432.00},
                 "earningYTDAmount": {"amountValue": 9432.00}},
            ],
            "deductions": [
                {"CodeName": "Federal Income Tax", "preTax": False,
                 "deductionAmount": {"amountValue": -312.64},
                 "deductionYTDAmount": {"amountValue": -4471.85}},
                {"CodeName": "Social Security Tax", "preTax": False,
                 "deductionAmount": {"amountValue": -195.37},
                 "deductionYTDAmount": {"amountValue": -2776.38}},
                {"CodeName": "Medicare Tax", "preTax": False,
                 "deductionAmount": {"amountValue": -45.69},
                 "deductionYTDAmount": {"amountValue": -649.31}},
                {"CodeName": "GA State Income Tax", "preTax": False,
                 "deductionAmount": {"amountValue": -143.10},
                 "deductionYTDAmount": {"amountValue": -2080.62}},
                {"CodeName": "401(k) 6%", "preTax": True,
                 "deductionAmount": {"amountValue": -198.72},
                 "deductionYTDAmount": {"amountValue": -2812.32}},
                {"CodeName": "Medical (Sec 125)", "preTax": True,
                 "deductionAmount": {"amountValue": -142.50},
                 "deductionYTDAmount": {"amountValue": -1852.50}},
                {"CodeName": "Dental (Sec 125)", "preTax": True,
                 "deductionAmount": {"amountValue": -18.40},
                 "deductionYTDAmount": {"amountValue": -239.20}},
            ],
        },
        {
            "payDate": "2025-06-13",
            "payPeriod": {"startDate": "2025-05-25", "endDate": "2025-06-07"},
            "totalHours": 100.0,
            "grossPayAmount": {"amountValue": 3960.00, "currencyCode": "USD"},
            "netPayAmount": {"amountValue": 2648.27, "currencyCode": "USD"},
            "payDetailUri": {"href": "/payroll/v1/workers/G3K7TQ2WZ9X1B4RM/pay-statements/20250613"},
        },
    ]
}

_TEXT_02 = """## Your Jun 27 paycheck, explained

**Short answer: less overtime.** Your take-home pay this time is **$2,255.58**, which is **$392.69 less** (about −15%) than the $2,648.27 you got on Jun 13. The drop comes from fewer hours, not from a change in your deductions.

### What changed
- **Hours:** 88 hours this period (80 regular + 8 overtime) vs 100 hours last period.
- **Gross pay:** $3,312.00 vs $3,960.00, a difference of $648.
- Overtime pays **$54.00/hr** (1.5 × your $36.00 base rate), so the 12 fewer overtime hours account for the entire $648 gap.

### Where your gross went
| Item | This check |
|---|---|
| Federal income tax | −$312.64 |
| Social Security | −$195.37 |
| Medicare | −$45.69 |
| Georgia income tax | −$143.10 |
| 401(k) (6%) | −$198.72 |
| Medical + dental | −$160.90 |
| **Net pay** | **$2,255.58** |

Taxes add up to **$696.80**, about 21% of your gross. Because your 401(k) contribution is set as a percentage, it dipped too (6% of last period's gross would have been $237.60), but that money goes into your retirement account rather than disappearing.

### Year to date
Through this check you've earned **$46,872.00** gross and put **$2,812.32** into your 401(k). Overtime has added $9,432.00 of that so far this year.

If you expected more overtime for Jun 8–21, it's worth comparing your timesheet with what your manager approved."""

# ---------------------------------------------------------------------------
# 03  Payroll variance report (amounts in thousands), pre-approval alert
# ---------------------------------------------------------------------------
_POOL_03 = {
    "report": "payroll_variance",
    "company": "Northgate Logistics Inc.",
    "run_id": "PR-2025-09-M",
    "pay_date": "2025-09-30",
    "period": {"start": "2025-09-01", "end": "2025-09-30"},
    "compare_to": {"run_id": "PR-2025-08-M", "period_start": "2025-08-01", "period_end": "2025-08-31"},
    "currency": "USD",
    "amounts_in": "thousands",
    "variance_threshold_pct": 0.05,
    "generated_at": "2025-09-26T06:15:00-05:00",
    "approval_due": "2025-09-29T12:00:00-05:00",
    "departments": [
        {"name": "Warehouse", "cost_center": "CC-410", "headcount": 142, "headcount_prior": 138,
         "gross": 684.2, "gross_prior": 612.9, "overtime": 96.4, "overtime_prior": 41.7,
         "commissions": 0.0, "commissions_prior": 0.0, "gross_change_pct": 0.11633, "flagged": True},
        {"name": "Drivers", "cost_center": "CC-420", "headcount": 88, "headcount_prior": 88,
         "gross": 561.0, "gross_prior": 553.8, "overtime": 62.3, "overtime_prior": 58.9,
         "commissions": 0.0, "commissions_prior": 0.0, "gross_change_pct": 0.013, "flagged": False},
        {"name": "Customer Service", "cost_center": "CC-510", "headcount": 34, "headcount_prior": 34,
         "gross": 171.5, "gross_prior": 168.2, "overtime": 4.1, "overtime_prior": 3.8,
         "commissions": 0.0, "commissions_prior": 0.0, "gross_change_pct": 0.01962, "flagged": False},
        {"name": "Sales", "cost_center": "CC-600", "headcount": 21, "headcount_prior": 22,
         "gross": 205.8, "gross_prior": 238.6, "overtime": 0.0, "overtime_prior": 0.0,
         "commissions": 48.7, "commissions_prior": 80.1, "gross_change_pct": -0.13747, "flagged": True},
        {"name": "Administration", "cost_center": "CC-100", "headcount": 19, "headcount_prior": 19,
         "gross": 176.3, "gross_prior": 175.9, "overtime": 0.6, "overtime_prior": 0.4,
         "commissions": 0.0, "commissions_prior": 0.0, "gross_change_pct": 0.00227, "flagged": False},
    ],
    "totals": {"headcount": 304, "headcount_prior": 301, "new_hires": 5, "terminations": 2,
               "gross": 1798.8, "gross_prior": 1749.4, "overtime": 163.4, "overtime_prior": 104.8,
               "employer_taxes": 142.1, "employer_taxes_prior": 138.3},
    "exceptions": [
        {"code": "OT_SPIKE", "employee_id": "E10482", "name": "Dmitri Vance", "department": "Warehouse",
         "overtime_hours": 41.5, "overtime_hours_prior": 6.0},
        {"code": "OT_SPIKE", "employee_id": "E10517", "name": "Hannah Pruitt", "department": "Warehouse",
         "overtime_hours": 38.0, "overtime_hours_prior": 12.5},
        {"code": "MISSING_TIMESHEET", "employee_id": "E11207", "name": "Alicia Moreno",
         "department": "Drivers", "days_missing": 3},
        {"code": "RETRO_PAY", "employee_id": "E09921", "name": "Grace Liu", "department": "Sales",
         "amount_usd": 2450.00, "reason": "merit increase", "effective_date": "2025-08-01"},
    ],
}

_TEXT_03 = """## ⚠️ Payroll variance alert: September run (PR-2025-09-M)

**Two departments** moved by more than the 5% threshold versus August. Approval is due **Mon, Sep 29 at 12:00 PM CT**.

**Total gross: $1.80M**, up $49.4K (+2.8%) from $1.75M in August. Headcount is 304 vs 301 (5 hires, 2 exits).

### Flagged departments

| Department | Sep gross | Aug gross | Change |
|---|---|---|---|
| Warehouse | $684.2K | $612.9K | **+11.6%** |
| Sales | $205.8K | $238.6K | **−13.7%** |

- **Warehouse:** overtime more than doubled, from $41.7K to $96.4K (+131%). Overtime alone explains about three-quarters of the department's $71.3K increase; the 4 added heads account for much of the rest.
- **Sales:** one fewer rep (21 vs 22), and commissions fell from $80.1K to $48.7K, a $31.4K drop.

The other three departments (Drivers, Customer Service, Administration) are all within ±2% of last month.

### Employee exceptions
1. **Dmitri Vance** (E10482, Warehouse): 41.5 OT hours vs 6.0 last month, nearly 7×.
2. **Hannah Pruitt** (E10517, Warehouse): 38.0 OT hours vs 12.5.
3. **Alicia Moreno** (E11207, Drivers): timesheet missing for 3 days.
4. **Grace Liu** (E09921, Sales): $2,450 retro pay for a merit increase effective Aug 1.

**Before approving:** confirm the two Warehouse overtime spikes with the shift supervisor, and get Alicia's missing days entered so her check isn't short."""

# ---------------------------------------------------------------------------
# 04  Global payroll summary across entities / EOR (multi-currency), per-head comparison
# ---------------------------------------------------------------------------
_POOL_04 = {
    "report": "global_payroll_summary",
    "period": "2025-04",
    "generated_at": "2025-05-02T10:30:00Z",
    "reporting_currency": "USD",
    "entities": [
        {"country_code": "US", "legal_entity": "Brightline Labs Inc.", "payroll_type": "own_entity",
         "currency": "USD", "fx_rate_to_usd": 1.0, "headcount": 12,
         "gross_pay_local": 118450.00, "employer_taxes_local": 9061.43,
         "employer_benefits_local": 14400.00, "total_employer_cost_local": 141911.43,
         "total_employer_cost_usd": 141911.43,
         "prior_month": {"fx_rate_to_usd": 1.0, "headcount": 12, "total_employer_cost_usd": 140388.10}},
        {"country_code": "GB", "legal_entity": "Brightline Labs Ltd", "payroll_type": "own_entity",
         "currency": "GBP", "fx_rate_to_usd": 1.3312, "headcount": 5,
         "gross_pay_local": 31200.00, "employer_taxes_local": 4367.50,
         "employer_benefits_local": 936.00, "total_employer_cost_local": 36503.50,
         "total_employer_cost_usd": 48593.46,
         "prior_month": {"fx_rate_to_usd": 1.2921, "headcount": 5, "total_employer_cost_usd": 47166.17}},
        {"country_code": "DE", "legal_entity": "Brightline Labs GmbH", "payroll_type": "own_entity",
         "currency": "EUR", "fx_rate_to_usd": 1.1214, "headcount": 4,
         "gross_pay_local": 26400.00, "employer_taxes_local": 5544.00,
         "employer_benefits_local": 0.00, "total_employer_cost_local": 31944.00,
         "total_employer_cost_usd": 35822.00,
         "prior_month": {"fx_rate_to_usd": 1.0819, "headcount": 4, "total_employer_cost_usd": 34560.21}},
        {"country_code": "PH", "legal_entity": None, "payroll_type": "eor", "eor_provider": "Deel",
         "currency": "PHP", "fx_rate_to_usd": 0.01762, "headcount": 3,
         "gross_pay_local": 255000.00, "employer_taxes_local": 13260.00,
         "employer_benefits_local": 0.00, "total_employer_cost_local": 268260.00,
         "total_employer_cost_usd": 4726.74,
         "prior_month": {"fx_rate_to_usd": 0.01745, "headcount": 3, "total_employer_cost_usd": 4681.14}},
    ],
    "contractors": [
        {"name": "Inês Carvalho", "country_code": "PT", "invoice_id": "INV-PT-0425", "amount_usd": 6400.00},
        {"name": "Oleksandr Bondar", "country_code": "UA", "invoice_id": "INV-UA-0425", "amount_usd": 5250.00},
    ],
    "platform_fees": [
        {"description": "EOR management fee (PH)", "unit_price_usd": 599.00, "quantity": 3,
         "amount_usd": -1797.00},
        {"description": "Contractor payments", "unit_price_usd": 49.00, "quantity": 2,
         "amount_usd": -98.00},
    ],
    "totals": {"employees": 24, "contractors": 2, "employee_cost_usd": 231053.63,
               "total_cost_usd": 244598.63, "total_cost_usd_prior": 240340.62},
}

_TEXT_04 = """# Global payroll, April: cost per head by country

You asked how the four payroll countries compare per employee. All figures below are fully loaded employer cost (gross pay + employer taxes + benefits), converted to USD at April rates.

| Country | Headcount | Employer cost (USD) | Per head | Employer load on gross |
|---|---|---|---|---|
| 🇺🇸 US | 12 | $141,911 | $11,826 | 19.8% |
| 🇬🇧 UK | 5 | $48,593 | $9,719 | 17.0% |
| 🇩🇪 Germany | 4 | $35,822 | $8,956 | 21.0% |
| 🇵🇭 Philippines (EOR) | 3 | $4,727 | $1,576 | 5.2% |

**Takeaways**
- The US is **61%** of employee cost with half the headcount (12 of 24), reflecting higher salaries; its load also includes $14,400 of employer benefits on top of payroll taxes.
- Germany carries the heaviest statutory load: employer social contributions add **21%** on top of gross, vs 17% in the UK (employer NIC plus pension).
- The Philippines is by far the cheapest per head, but the Deel EOR fee ($599 × 3 = $1,797) adds **38%** on top of payroll there, bringing the true cost to about $2,175 per person.
- UK cost is up $1,427 (+3.0%) on March in dollar terms even though the local cost was flat at £36,503.50. That's entirely the pound strengthening from 1.2921 to 1.3312.

**All-in for April: $244,598.63**, including $11,650 paid to the two contractors and $1,895 in platform fees."""


CASES = [
    dict(
        id="n2-payroll-01",
        pool=_POOL_01,
        text=_TEXT_01,
        copied=[
            ("Mar 1", "Mar 1–15", "pay_period.start_date"),
            ("15", "Mar 1–15", "pay_period.end_date"),
            ("5:00 PM", None, "payroll_deadline"),
            ("Mar 12", None, "payroll_deadline"),
            ("Mar 14", None, "check_date"),
            ("$21,980.80", None, "totals.gross_pay"),
            ("$4,379.77", None, "totals.employee_taxes"),
            ("$2,207.57", None, "totals.employee_benefits_deductions"),
            ("$15,393.46", None, "totals.net_pay"),
            ("$1,901.34", None, "totals.employer_taxes"),
            ("$412.00", "| $412.00 |", "totals.reimbursements"),
            ("$22,086.57", None, "totals.company_debit"),
            ("Feb 28", None, "previous_payroll.check_date"),
            ("$22,963.97", None, "previous_payroll.company_debit"),
            ("$23,418.60", None, "previous_payroll.gross_pay"),
            ("7", "versus 7 last time", "previous_payroll.employee_count"),
            ("9.5", "9.5 OT hours", "employee_compensations[3].hourly_compensations[1].hours"),
            ("$406.13", None, "employee_compensations[3].hourly_compensations[1].amount"),
            ("1.5×", None, "employee_compensations[3].hourly_compensations[1].compensation_multiplier"),
            ("3 hours", None, "employee_compensations[4].hourly_compensations[1].hours"),
            ("$108.00", None, "employee_compensations[4].hourly_compensations[1].amount"),
            ("$187.60", None, "employee_compensations[4].reimbursements[0].amount"),
            ("$224.40", None, "employee_compensations[4].reimbursements[1].amount"),
            ("$1,616.17", None, "employee_compensations[4].net_pay"),
            ("$5,416.67", None, "employee_compensations[2].gross_pay"),
            ("$3,691.91", None, "employee_compensations[2].net_pay"),
        ],
        derived=[
            ("$877.40", None, "difference",
             "totals.company_debit (22086.57) - previous_payroll.company_debit (22963.97) = -877.40"),
            ("3.8%", None, "percent_change",
             "(22086.57 - 22963.97) / 22963.97 = -3.82%"),
            ("6.1%", None, "percent_change",
             "(totals.gross_pay 21980.80 - previous_payroll.gross_pay 23418.60) / 23418.60 = -6.14%"),
            ("6", "6 people", "count",
             "len(employee_compensations) = 6"),
            ("12.5", None, "sum",
             "employee_compensations[3].hourly_compensations[1].hours (9.5) + employee_compensations[4].hourly_compensations[1].hours (3) = 12.5"),
            ("$412.00", "has $412.00 in", "sum",
             "employee_compensations[4].reimbursements[0].amount (187.60) + reimbursements[1].amount (224.40) = 412.00"),
            ("$514", None, "sum",
             "employee_compensations[3].hourly_compensations[1].amount (406.13) + employee_compensations[4].hourly_compensations[1].amount (108.00) = 514.13"),
        ],
        note="Gusto-style payroll preview before approval: totals table, change vs last run, overtime and reimbursements to check.",
    ),
    dict(
        id="n2-payroll-02",
        pool=_POOL_02,
        text=_TEXT_02,
        copied=[
            ("Jun 27", None, "payStatements[0].payDate"),
            ("$2,255.58", "**$2,255.58**, which", "payStatements[0].netPayAmount.amountValue"),
            ("$2,648.27", None, "payStatements[1].netPayAmount.amountValue"),
            ("Jun 13", None, "payStatements[1].payDate"),
            ("88 hours", None, "payStatements[0].totalHours"),
            ("80 regular", None, "payStatements[0].earnings[0].payPeriodHours"),
            ("8 overtime", None, "payStatements[0].earnings[1].payPeriodHours"),
            ("100 hours", None, "payStatements[1].totalHours"),
            ("$3,312.00", None, "payStatements[0].grossPayAmount.amountValue"),
            ("$3,960.00", None, "payStatements[1].grossPayAmount.amountValue"),
            ("$54.00/hr", None, "payStatements[0].earnings[1].payRate.rateValue"),
            ("$36.00", None, "payStatements[0].earnings[0].payRate.rateValue"),
            ("−$312.64", None, "payStatements[0].deductions[0].deductionAmount.amountValue"),
            ("−$195.37", None, "payStatements[0].deductions[1].deductionAmount.amountValue"),
            ("−$45.69", None, "payStatements[0].deductions[2].deductionAmount.amountValue"),
            ("−$143.10", None, "payStatements[0].deductions[3].deductionAmount.amountValue"),
            ("6%", "401(k) (6%)", "payStatements[0].deductions[4].CodeName"),
            ("−$198.72", None, "payStatements[0].deductions[4].deductionAmount.amountValue"),
            ("$2,255.58", "| **$2,255.58** |", "payStatements[0].netPayAmount.amountValue"),
            ("6%", "(6% of last", "payStatements[0].deductions[4].CodeName"),
            ("$46,872.00", None, "payStatements[0].grossPayYTDAmount.amountValue"),
            ("$2,812.32", None, "payStatements[0].deductions[4].deductionYTDAmount.amountValue"),
            ("$9,432.00", None, "payStatements[0].earnings[1].earningYTDAmount.amountValue"),
            ("Jun 8", None, "payStatements[0].payPeriod.startDate"),
            ("21", "Jun 8–21", "payStatements[0].payPeriod.endDate"),
        ],
        derived=[
            ("$392.69", None, "difference",
             "payStatements[0].netPayAmount (2255.58) - payStatements[1].netPayAmount (2648.27) = -392.69"),
            ("−15%", None, "percent_change",
             "(2255.58 - 2648.27) / 2648.27 = -14.83%"),
            ("$648", "a difference of $648", "difference",
             "payStatements[1].grossPayAmount (3960.00) - payStatements[0].grossPayAmount (3312.00) = 648"),
            ("1.5", "(1.5 ×", "ratio",
             "earnings[1].payRate (54.00) / earnings[0].payRate (36.00) = 1.5"),
            ("12", "12 fewer", "other",
             "previous overtime hours (payStatements[1].totalHours 100 - 80 regular = 20) - earnings[1].payPeriodHours (8) = 12"),
            ("$648", "entire $648 gap", "other",
             "12 fewer overtime hours x earnings[1].payRate (54.00) = 648"),
            ("−$160.90", None, "sum",
             "deductions[5] (-142.50) + deductions[6] (-18.40) = -160.90"),
            ("$696.80", None, "sum",
             "deductions[0..3]: 312.64 + 195.37 + 45.69 + 143.10 = 696.80"),
            ("21%", None, "share",
             "696.80 / payStatements[0].grossPayAmount (3312.00) = 21.0%"),
            ("$237.60", None, "other",
             "6% x payStatements[1].grossPayAmount (3960.00) = 237.60"),
        ],
        note="ADP-style pay statement list: an employee asks why the latest check is smaller; explanation, deductions table, YTD.",
    ),
    dict(
        id="n2-payroll-03",
        pool=_POOL_03,
        text=_TEXT_03,
        copied=[
            ("5%", None, "variance_threshold_pct"),
            ("Sep 29", None, "approval_due"),
            ("12:00 PM", None, "approval_due"),
            ("$1.80M", None, "totals.gross"),
            ("$1.75M", None, "totals.gross_prior"),
            ("304", None, "totals.headcount"),
            ("301", None, "totals.headcount_prior"),
            ("5 hires", None, "totals.new_hires"),
            ("2 exits", None, "totals.terminations"),
            ("$684.2K", None, "departments[0].gross"),
            ("$612.9K", None, "departments[0].gross_prior"),
            ("+11.6%", None, "departments[0].gross_change_pct"),
            ("$205.8K", None, "departments[3].gross"),
            ("$238.6K", None, "departments[3].gross_prior"),
            ("−13.7%", None, "departments[3].gross_change_pct"),
            ("$41.7K", None, "departments[0].overtime_prior"),
            ("$96.4K", None, "departments[0].overtime"),
            ("21", "(21 vs 22)", "departments[3].headcount"),
            ("22", "(21 vs 22)", "departments[3].headcount_prior"),
            ("$80.1K", None, "departments[3].commissions_prior"),
            ("$48.7K", None, "departments[3].commissions"),
            ("41.5", None, "exceptions[0].overtime_hours"),
            ("6.0", None, "exceptions[0].overtime_hours_prior"),
            ("38.0", None, "exceptions[1].overtime_hours"),
            ("12.5", None, "exceptions[1].overtime_hours_prior"),
            ("3 days", None, "exceptions[2].days_missing"),
            ("$2,450", None, "exceptions[3].amount_usd"),
            ("Aug 1", None, "exceptions[3].effective_date"),
        ],
        derived=[
            ("Two", "**Two departments**", "count",
             "departments with flagged = true: Warehouse, Sales = 2"),
            ("$49.4K", None, "difference",
             "totals.gross (1798.8) - totals.gross_prior (1749.4) = 49.4 thousand"),
            ("+2.8%", None, "percent_change",
             "(1798.8 - 1749.4) / 1749.4 = +2.82%"),
            ("+131%", None, "percent_change",
             "(departments[0].overtime 96.4 - overtime_prior 41.7) / 41.7 = +131.2%"),
            ("three-quarters", None, "share",
             "overtime increase (96.4 - 41.7 = 54.7) / gross increase (684.2 - 612.9 = 71.3) = 76.7%"),
            ("$71.3K", None, "difference",
             "departments[0].gross (684.2) - gross_prior (612.9) = 71.3 thousand"),
            ("4", "the 4 added heads", "difference",
             "departments[0].headcount (142) - headcount_prior (138) = 4"),
            ("one", "one fewer rep", "difference",
             "departments[3].headcount_prior (22) - headcount (21) = 1"),
            ("doubled", None, "ratio",
             "departments[0].overtime (96.4) / overtime_prior (41.7) = 2.31"),
            ("$31.4K", None, "difference",
             "departments[3].commissions_prior (80.1) - commissions (48.7) = 31.4 thousand"),
            ("three", "other three departments", "count",
             "unflagged departments: Drivers, Customer Service, Administration = 3"),
            ("±2%", None, "other",
             "max |gross_change_pct| of unflagged departments: Drivers 1.3%, Customer Service 1.96%, Administration 0.23% < 2%"),
            ("7×", None, "ratio",
             "exceptions[0].overtime_hours (41.5) / overtime_hours_prior (6.0) = 6.9"),
            ("two", "the two Warehouse", "count",
             "OT_SPIKE exceptions in Warehouse: exceptions[0], exceptions[1] = 2"),
        ],
        note="Payroll variance report in thousands: alert before approval with flagged departments and employee exceptions.",
    ),
    dict(
        id="n2-payroll-04",
        pool=_POOL_04,
        text=_TEXT_04,
        copied=[
            ("12", "| 12 |", "entities[0].headcount"),
            ("$141,911", None, "entities[0].total_employer_cost_usd"),
            ("5", "| 5 |", "entities[1].headcount"),
            ("$48,593", None, "entities[1].total_employer_cost_usd"),
            ("4", "| 4 |", "entities[2].headcount"),
            ("$35,822", None, "entities[2].total_employer_cost_usd"),
            ("3", "| 3 |", "entities[3].headcount"),
            ("$4,727", None, "entities[3].total_employer_cost_usd"),
            ("12", "(12 of 24)", "entities[0].headcount"),
            ("24", "(12 of 24)", "totals.employees"),
            ("$14,400", None, "entities[0].employer_benefits_local"),
            ("$599", None, "platform_fees[0].unit_price_usd"),
            ("3", "$599 × 3", "platform_fees[0].quantity"),
            ("$1,797", None, "platform_fees[0].amount_usd"),
            ("£36,503.50", None, "entities[1].total_employer_cost_local"),
            ("1.2921", None, "entities[1].prior_month.fx_rate_to_usd"),
            ("1.3312", None, "entities[1].fx_rate_to_usd"),
            ("$244,598.63", None, "totals.total_cost_usd"),
            ("two", "the two contractors", "totals.contractors"),
        ],
        derived=[
            ("four", "the four payroll countries", "count",
             "len(entities) = 4"),
            ("$11,826", None, "ratio",
             "entities[0].total_employer_cost_usd (141911.43) / headcount (12) = 11825.95"),
            ("19.8%", None, "ratio",
             "(entities[0].employer_taxes_local 9061.43 + employer_benefits_local 14400.00) / gross_pay_local 118450.00 = 19.81%"),
            ("$9,719", None, "ratio",
             "entities[1].total_employer_cost_usd (48593.46) / headcount (5) = 9718.69"),
            ("17.0%", None, "ratio",
             "(entities[1].employer_taxes_local 4367.50 + employer_benefits_local 936.00) / gross_pay_local 31200.00 = 17.0%"),
            ("$8,956", None, "ratio",
             "entities[2].total_employer_cost_usd (35822.00) / headcount (4) = 8955.50"),
            ("21.0%", None, "ratio",
             "entities[2].employer_taxes_local (5544.00) / gross_pay_local (26400.00) = 21.0%"),
            ("$1,576", None, "ratio",
             "entities[3].total_employer_cost_usd (4726.74) / headcount (3) = 1575.58"),
            ("5.2%", None, "ratio",
             "entities[3].employer_taxes_local (13260) / gross_pay_local (255000) = 5.2%"),
            ("61%", None, "share",
             "entities[0].total_employer_cost_usd (141911.43) / totals.employee_cost_usd (231053.63) = 61.4%"),
            ("half", "with half the headcount", "share",
             "entities[0].headcount (12) / totals.employees (24) = 0.5"),
            ("21%", "add **21%**", "ratio",
             "entities[2].employer_taxes_local (5544.00) / gross_pay_local (26400.00) = 21.0%"),
            ("17%", "vs 17% in the UK", "ratio",
             "(entities[1].employer_taxes_local 4367.50 + employer_benefits_local 936.00) / gross_pay_local 31200.00 = 17.0%"),
            ("38%", None, "ratio",
             "abs(platform_fees[0].amount_usd) (1797) / entities[3].total_employer_cost_usd (4726.74) = 38.0%"),
            ("$2,175", None, "other",
             "(entities[3].total_employer_cost_usd 4726.74 + 1797) / headcount 3 = 2174.58"),
            ("$1,427", None, "difference",
             "entities[1].total_employer_cost_usd (48593.46) - prior_month.total_employer_cost_usd (47166.17) = 1427.29"),
            ("+3.0%", None, "percent_change",
             "(48593.46 - 47166.17) / 47166.17 = +3.03%"),
            ("$11,650", None, "sum",
             "contractors[0].amount_usd (6400) + contractors[1].amount_usd (5250) = 11650"),
            ("$1,895", None, "sum",
             "abs(platform_fees[0].amount_usd -1797 + platform_fees[1].amount_usd -98) = 1895"),
        ],
        note="Global payroll summary across own entities and an EOR in four currencies: per-head cost comparison for a finance lead.",
    ),
]

FLAWS = {
    "n2-payroll-01": [
        ("on Wednesday, Mar 12**", "on Wednesday, Mar 11**", "Mar 11", "wrong date",
         "deadline is Mar 12, written as Mar 11"),
        ("| Gross pay | $21,980.80 |", "| Gross pay | $23,418.60 |", "$23,418.60", "stale value",
         "current gross pay replaced by the previous run's gross", "previous_payroll.gross_pay"),
        ("gross pay is down about 6.1%", "gross pay is up about 6.1%", "6.1%", "direction flip",
         "gross pay fell 6.1%, written as up"),
    ],
    "n2-payroll-02": [
        ("| Federal income tax | −$312.64 |", "| Federal income tax | −$321.64 |", "−$321.64",
         "transposed digits", "federal tax 312.64 written 321.64"),
        ("earned **$46,872.00** gross", "earned **$31,989.82** gross", "$31,989.82", "neighbour value",
         "YTD net pay given as YTD gross", "payStatements[0].netPayYTDAmount.amountValue"),
    ],
    "n2-payroll-03": [
        ("**Two departments**", "**Three departments**", "Three", "wrong value",
         "two departments flagged, written as three"),
        ("up $49.4K", "up $49.4M", "$49.4M", "unit confusion",
         "increase is $49.4 thousand, written in millions"),
        ("(+2.8%) from", "(+2.9%) from", "+2.9%", "near-miss rounding",
         "+2.82% rounded to +2.9%"),
    ],
    "n2-payroll-04": [
        ("flat at £36,503.50", "flat at £31,200.00", "£31,200.00", "neighbour value",
         "UK gross pay given as the UK total employer cost", "entities[1].gross_pay_local"),
        ("about $2,175 per person", "about $2,250 per person", "$2,250", "wrong value",
         "(4726.74 + 1797) / 3 = 2174.58, not 2,250"),
        ("with half the headcount", "with a third of the headcount", "third", "wrong value",
         "12 of 24 employees is half, written as a third"),
    ],
}

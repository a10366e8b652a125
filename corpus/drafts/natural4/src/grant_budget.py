"""Grant budgets: an NSF award's budget-vs-actuals, a foundation grant declared in
thousands, and a city arts grant with a match; budget, committed and spent."""

DOMAIN = "grant_budget"
SPLIT = "holdout"      # set by the maintainers, not by the writer

_POOL1 = {
    'report': 'Award Budget vs. Actuals (Budget Period)',
    'run_at': '2024-05-02T07:31:48-04:00',
    'as_of': '2024-04-30',
    'award': {
        'id': 'AWD-004817',
        'grant_id': 'GR-2022-01193',
        'sponsor': 'National Science Foundation',
        'sponsor_award_no': '2219847',
        'title': 'Collaborative Research: Fine-Sediment Transport in Regulated Gravel-Bed Rivers',
        'pi': 'Okafor, Hannah',
        'cost_center': 'CC0417 Civil & Environmental Engineering',
        'project_period': {'start': '2022-09-01', 'end': '2025-08-31'},
        'budget_period': {'number': 2, 'start': '2023-09-01', 'end': '2024-08-31'},
        'fa_rate_pct': 55.5,
        'fa_base': 'MTDC',
    },
    'currency': 'USD',
    'lines': [
        {
            'spend_category': 'Senior Personnel',
            'object_code': '51100',
            'budget': 24680.0,
            'expended': 16453.33,
            'encumbered': 8226.67,
            'available': 0.0,
        },
        {
            'spend_category': 'Graduate Student Salaries',
            'object_code': '51400',
            'budget': 58200.0,
            'expended': 33950.0,
            'encumbered': 24250.0,
            'available': 0.0,
        },
        {
            'spend_category': 'Fringe Benefits',
            'object_code': '51900',
            'budget': 9872.0,
            'expended': 6011.58,
            'encumbered': 3233.92,
            'available': 626.5,
        },
        {
            'spend_category': 'Travel - Domestic',
            'object_code': '52300',
            'budget': 6500.0,
            'expended': 7382.16,
            'encumbered': 0.0,
            'available': -882.16,
        },
        {
            'spend_category': 'Materials & Supplies',
            'object_code': '53100',
            'budget': 12000.0,
            'expended': 4115.9,
            'encumbered': 2260.0,
            'available': 5624.1,
        },
        {
            'spend_category': 'Publication Costs',
            'object_code': '53400',
            'budget': 3000.0,
            'expended': 0.0,
            'encumbered': 0.0,
            'available': 3000.0,
        },
        {
            'spend_category': 'Participant Support - Stipends',
            'object_code': '57100',
            'budget': 15000.0,
            'expended': 2250.0,
            'encumbered': 0.0,
            'available': 12750.0,
        },
        {
            'spend_category': 'Tuition Remission',
            'object_code': '57500',
            'budget': 21480.0,
            'expended': 21480.0,
            'encumbered': 0.0,
            'available': 0.0,
        },
        {
            'spend_category': 'Indirect Costs (F&A 55.5% MTDC)',
            'object_code': '59000',
            'budget': 63005.45,
            'expended': 37472.77,
            'encumbered': 20809.93,
            'available': 4722.75,
        },
    ],
}

_POOL2 = {
    'grant_id': 'HFF-2023-0412',
    'funder': 'Hollis Family Foundation',
    'grantee': 'Eastside Community Health Partners',
    'program': 'Community Health Worker Navigation - East Precinct',
    'grant_period': {'start': '2023-07-01', 'end': '2025-06-30'},
    'as_of': '2024-03-31',
    'currency': 'USD',
    'amounts_in': 'thousands',
    'award_total': 450.0,
    'admin_cap_pct_of_expenditures': 10,
    'budget': [
        {
            'line': 'Community health worker salaries (3.0 FTE)',
            'budget': 252.0,
            'spent': 88.3,
            'committed': 6.1,
        },
        {'line': 'Fringe benefits', 'budget': 55.4, 'spent': 19.4, 'committed': 1.3},
        {'line': 'Training & certification', 'budget': 24.0, 'spent': 17.8, 'committed': 3.2},
        {'line': 'Outreach materials & translation', 'budget': 18.0, 'spent': 4.1, 'committed': 2.5},
        {'line': 'Mobile outreach van lease (24 mo)', 'budget': 36.0, 'spent': 13.5, 'committed': 0.0},
        {
            'line': 'External evaluation (Northgate Research Group)',
            'budget': 30.0,
            'spent': 6.0,
            'committed': 24.0,
        },
        {'line': 'Administration', 'budget': 34.6, 'spent': 16.9, 'committed': 0.0},
    ],
    'payments': [
        {'installment': 1, 'amount': 225.0, 'status': 'received', 'date': '2023-07-14'},
        {
            'installment': 2,
            'amount': 225.0,
            'status': 'scheduled',
            'condition': 'approval of interim report',
            'date': None,
        },
    ],
    'reports': [
        {'type': 'Interim narrative and financial report', 'due': '2024-04-30', 'status': 'not started'},
        {'type': 'Final report', 'due': '2025-08-31', 'status': 'not started'},
    ],
}

_POOL3 = {
    'program': 'Neighborhood Arts Initiative FY24',
    'application_id': 'NAI-24-0087',
    'organization': {'name': 'Southside Mural Collective', 'ein': '84-3310927'},
    'project_title': 'Ward Walls Summer Mural Festival',
    'award_amount': '40000.00',
    'match': {
        'ratio': '1:1',
        'required': '40000.00',
        'documented_cash': '26850.00',
        'documented_in_kind': '9400.00',
        'in_kind_max_pct_of_match': 50,
    },
    'project_end_date': '2024-09-30',
    'final_report_due': '2024-10-31',
    'as_of': '2024-07-15',
    'budget_lines': [
        {'line': 'Artist fees', 'approved': '18000.00', 'spent': '12000.00', 'committed': '4500.00'},
        {'line': 'Paint & supplies', 'approved': '9500.00', 'spent': '6812.44', 'committed': '0.00'},
        {
            'line': 'Equipment rental (boom lifts)',
            'approved': '6000.00',
            'spent': '3950.00',
            'committed': '1975.00',
        },
        {'line': 'Event production', 'approved': '4500.00', 'spent': '1280.00', 'committed': '2200.00'},
        {'line': 'Documentation & outreach', 'approved': '2000.00', 'spent': '640.00', 'committed': '0.00'},
    ],
    'reimbursement_requests': [
        {
            'id': 'RR-1',
            'submitted': '2024-05-03',
            'amount': '9860.00',
            'status': 'Paid',
            'paid_on': '2024-05-24',
        },
        {
            'id': 'RR-2',
            'submitted': '2024-06-14',
            'amount': '11227.44',
            'status': 'Paid',
            'paid_on': '2024-07-09',
        },
        {
            'id': 'RR-3',
            'submitted': '2024-07-12',
            'amount': '3595.00',
            'status': 'Under review',
            'paid_on': None,
        },
    ],
}

_TEXT1 = """Short answer: overall you're in good shape, but two lines need attention before the budget period ends on Aug 31.

**Where the year stands (as of April 30)**

You're 8 months into the 12-month budget period that started Sept 1, so about 66.7% of the time is gone. Of the $213,737.45 budgeted for this period, $129,115.74 has been spent (60.4%) and another $58,780.52 is committed, mostly graduate and senior salaries encumbered through August. That leaves $25,841.19 uncommitted. Spending has averaged about $16,139 a month, which is in line with the calendar.

| Line | Budget | Spent + committed | Left |
|---|---|---|---|
| Travel | $6,500.00 | $7,382.16 | −$882.16 |
| Materials & supplies | $12,000.00 | $6,375.90 | $5,624.10 |
| Publication costs | $3,000.00 | $0.00 | $3,000.00 |
| Participant support | $15,000.00 | $2,250.00 | $12,750.00 |
| Fringe benefits | $9,872.00 | $9,245.50 | $626.50 |

Salaries and tuition are fully committed, so I've left them out.

**Needs attention**

1. **Travel is over budget by $882.16 (13.6%).** NSF generally lets you move money between direct-cost lines without prior approval, and Materials & supplies has $5,624.10 free, so a budget transfer through the grants office should cover it. Do it before more travel posts.
2. **Participant support is barely used:** only 15% of it is spent, with $12,750 still sitting there. That money is restricted; you can't move it to other categories without the program officer's approval. If the summer field school is going ahead, make sure the stipends are charged to this line; if not, talk to NSF early.

**Worth knowing**

- The $3,000 for publication costs is untouched. If a paper is accepted before the period ends, charge the open-access fee here.
- Fringe has only $626.50 left, which is fine as long as no new summer salary is added.
- There are 123 days left in the period. Whatever is still uncommitted on Aug 31 should carry forward to next year's budget; confirm that with the grants office rather than rushing purchases."""

_TEXT2 = """**Hollis Family Foundation grant (HFF-2023-0412): status for the board, as of March 31, 2024**

Nine months into the two-year grant (37.5% of the period), we have spent $166,000 of the $450,000 award (36.9%) and committed another $37,100, leaving $246,900 available for the remaining 15 months. Spending is tracking the calendar closely.

- **Program staff:** community health worker salaries and fringe make up $107,700 of spending to date, 65% of the total.
- **Training** has run ahead of plan by design: $21,000 of the $24,000 line is spent or committed, leaving $3,000 for refresher certifications next year.
- **Evaluation** is fully committed at $30,000, with $24,000 of that still to be paid to Northgate as deliverables come in.
- **Van lease** is right on schedule: $13,500 spent, which is nine monthly payments of $1,500.

**Two items for the board's attention**

1. **Interim report and the second payment.** The interim report is due April 30, 30 days from now, and the second $225,000 installment is released only once the foundation approves it. Of the first $225,000 we have about $59,000 in hand, a little over three months of spending at the current pace of roughly $18,400 a month. A late or incomplete report would squeeze cash by early summer, so staff should start on it this week.
2. **Administrative costs are slightly over the cap.** The grant limits administration to 10% of expenditures, and we are at 10.2% ($16,900 of $166,000 spent). This will correct itself as program spending grows, but finance should hold back further admin charges to the grant until the ratio is back under the cap.

No budget modification is needed at this point."""

_TEXT3 = """Good news first: there's still room in the grant for the festival weekend, and the match is close but not finished.

**Grant spending (as of July 15)**

You've spent $24,682.44 of the $40,000 award and committed another $8,675.00, leaving $6,642.56 uncommitted. By line:

| Line | Approved | Spent + committed | Free |
|---|---|---|---|
| Artist fees | $18,000 | $16,500 | $1,500 |
| Paint & supplies | $9,500 | $6,812.44 | $2,687.56 |
| Boom lifts | $6,000 | $5,925 | $75 |
| Event production | $4,500 | $3,480 | $1,020 |
| Documentation & outreach | $2,000 | $640 | $1,360 |

Event production, the line the weekend would naturally sit in, only has $1,020 free. If the weekend costs more than that, ask your program officer about moving money from paint or documentation, which together have $4,047.56 unspent. The lifts line is essentially used up, so any extra lift days would also need a transfer.

**Cash**

Everything spent so far has been submitted for reimbursement. The city has paid $21,087.44 on the first two requests; the third ($3,595.00, submitted July 12) is under review. The first two took 21 and 25 days to pay, so expect the third in early August.

**Match**

The 1:1 match means you need to show $40,000 of your own. You've documented $26,850 in cash and $9,400 in-kind, $36,250 in total, so you're $3,750 short, or about 91% of the way there. In-kind can count for up to 50% of the match, so volunteer hours and donated paint at the festival can close the gap.

**Dates**

The project ends September 30, 77 days from now, and the final report is due October 31. Anything you want the grant to pay for has to be spent by the end date, so book the weekend's vendors well before then."""

CASES = [
    dict(
        id="n4-grant_budget-01",
        pool=_POOL1,
        text=_TEXT1,
        copied=[
            ("Aug 31", "ends on Aug 31", "award.budget_period.end"),
            ("April 30", None, "as_of"),
            ("Sept 1", None, "award.budget_period.start"),
            ("$6,500.00", None, "lines[3].budget"),
            ("$7,382.16", None, "lines[3].expended"),
            ("−$882.16", None, "lines[3].available"),
            ("$12,000.00", None, "lines[4].budget"),
            ("$5,624.10", "| $5,624.10 |", "lines[4].available"),
            ("$3,000.00", "| $3,000.00 | $0.00", "lines[5].budget"),
            ("$0.00", None, "lines[5].expended"),
            ("$3,000.00", "$0.00 | $3,000.00", "lines[5].available"),
            ("$15,000.00", None, "lines[6].budget"),
            ("$2,250.00", None, "lines[6].expended"),
            ("$12,750.00", None, "lines[6].available"),
            ("$9,872.00", None, "lines[2].budget"),
            ("$626.50", "| $626.50 |", "lines[2].available"),
            ("$882.16", "over budget by $882.16", "lines[3].available"),
            ("$5,624.10", "has $5,624.10 free", "lines[4].available"),
            ("$12,750", "with $12,750 still", "lines[6].available"),
            ("$3,000", "The $3,000 for", "lines[5].budget"),
            ("$626.50", "only $626.50 left", "lines[2].available"),
            ("Aug 31", "uncommitted on Aug 31", "award.budget_period.end"),
        ],
        derived=[
            ("8 months", None, "time_between", "award.budget_period.start (2023-09-01) to as_of (2024-04-30) = 8 months"),
            ("12-month", None, "time_between", "award.budget_period.start (2023-09-01) to end (2024-08-31) = 12 months"),
            ("66.7%", None, "share", "8 months elapsed / 12 months = 66.7%"),
            ("$213,737.45", None, "sum", "sum of lines[0..8].budget = 213,737.45"),
            ("$129,115.74", None, "sum", "sum of lines[0..8].expended = 129,115.74"),
            ("60.4%", None, "share", "expended 129,115.74 / budget 213,737.45 = 60.4%"),
            ("$58,780.52", None, "sum", "sum of lines[0..8].encumbered = 58,780.52"),
            ("$25,841.19", None, "remainder",
             "budget 213,737.45 - expended 129,115.74 - encumbered 58,780.52 = 25,841.19"),
            ("$16,139", None, "mean", "expended 129,115.74 / 8 months = 16,139.47"),
            ("$6,375.90", None, "sum", "lines[4].expended (4,115.90) + lines[4].encumbered (2,260.00) = 6,375.90"),
            ("$9,245.50", None, "sum", "lines[2].expended (6,011.58) + lines[2].encumbered (3,233.92) = 9,245.50"),
            ("13.6%", None, "percent_change", "lines[3].expended (7,382.16) vs lines[3].budget (6,500): +13.6%"),
            ("15%", "only 15%", "share", "lines[6].expended (2,250) / lines[6].budget (15,000) = 15.0%"),
            ("123 days", None, "countdown", "as_of (2024-04-30) to award.budget_period.end (2024-08-31) = 123 days"),
        ],
        note="PI asks where an NSF award stands with four months left in the budget period; budget vs actuals "
             "with encumbrances, an over-budget travel line, restricted participant support and pace of spending.",
    ),
    dict(
        id="n4-grant_budget-02",
        pool=_POOL2,
        text=_TEXT2,
        copied=[
            ("March 31, 2024", None, "as_of"),
            ("$450,000", None, "award_total"),
            ("$24,000", "of the $24,000 line", "budget[2].budget"),
            ("$30,000", None, "budget[5].budget"),
            ("$24,000", "with $24,000 of that", "budget[5].committed"),
            ("$13,500", None, "budget[4].spent"),
            ("April 30", None, "reports[0].due"),
            ("$225,000", "second $225,000", "payments[1].amount"),
            ("$225,000", "first $225,000", "payments[0].amount"),
            ("10%", None, "admin_cap_pct_of_expenditures"),
            ("$16,900", None, "budget[6].spent"),
        ],
        derived=[
            ("Nine months", None, "time_between", "grant_period.start (2023-07-01) to as_of (2024-03-31) = 9 months"),
            ("two-year", None, "time_between", "grant_period.start (2023-07-01) to end (2025-06-30) = 24 months"),
            ("37.5%", None, "share", "9 months / 24 months = 37.5%"),
            ("$166,000", "spent $166,000", "sum",
             "budget[*].spent: 88.3 + 19.4 + 17.8 + 4.1 + 13.5 + 6.0 + 16.9 = 166.0 thousand"),
            ("36.9%", None, "share", "spent 166.0 / award_total 450.0 = 36.9%"),
            ("$37,100", None, "sum", "budget[*].committed: 6.1 + 1.3 + 3.2 + 2.5 + 0 + 24.0 + 0 = 37.1 thousand"),
            ("$246,900", None, "remainder", "award_total 450.0 - spent 166.0 - committed 37.1 = 246.9 thousand"),
            ("15 months", None, "countdown", "as_of (2024-03-31) to grant_period.end (2025-06-30) = 15 months"),
            ("$107,700", None, "sum", "budget[0].spent (88.3) + budget[1].spent (19.4) = 107.7 thousand"),
            ("65%", None, "share", "107.7 / total spent 166.0 = 64.9%"),
            ("$21,000", None, "sum", "budget[2].spent (17.8) + budget[2].committed (3.2) = 21.0 thousand"),
            ("$3,000", None, "remainder", "budget[2].budget 24.0 - spent 17.8 - committed 3.2 = 3.0 thousand"),
            ("nine", "which is nine", "ratio", "budget[4].spent 13.5 / monthly 1.5 = 9 payments"),
            ("$1,500", None, "ratio", "budget[4].budget 36.0 thousand / 24 months = 1.5 thousand a month"),
            ("30 days", None, "countdown", "as_of (2024-03-31) to reports[0].due (2024-04-30) = 30 days"),
            ("$59,000", None, "difference", "payments[0].amount 225.0 - total spent 166.0 = 59.0 thousand"),
            ("three", "over three months", "ratio", "cash 59.0 / monthly spend 18.4 = 3.2 months"),
            ("$18,400", None, "mean", "total spent 166.0 thousand / 9 months = 18.44 thousand"),
            ("10.2%", None, "share", "budget[6].spent 16.9 / total spent 166.0 = 10.2%"),
            ("$166,000", "of $166,000 spent", "sum", "budget[*].spent summed = 166.0 thousand"),
        ],
        note="Nonprofit director asks for a board summary of a two-year foundation grant declared in thousands; "
             "spend vs time elapsed, line highlights, an interim report gating the second installment, cash runway "
             "and an admin cap.",
    ),
    dict(
        id="n4-grant_budget-03",
        pool=_POOL3,
        text=_TEXT3,
        copied=[
            ("July 15", None, "as_of"),
            ("$40,000", "of the $40,000 award", "award_amount"),
            ("$18,000", None, "budget_lines[0].approved"),
            ("$9,500", None, "budget_lines[1].approved"),
            ("$6,812.44", None, "budget_lines[1].spent"),
            ("$6,000", None, "budget_lines[2].approved"),
            ("$4,500", None, "budget_lines[3].approved"),
            ("$2,000", None, "budget_lines[4].approved"),
            ("$640", None, "budget_lines[4].spent"),
            ("$3,595.00", None, "reimbursement_requests[2].amount"),
            ("July 12", None, "reimbursement_requests[2].submitted"),
            ("1:1", None, "match.ratio"),
            ("$40,000", "show $40,000", "match.required"),
            ("$26,850", None, "match.documented_cash"),
            ("$9,400", None, "match.documented_in_kind"),
            ("50%", None, "match.in_kind_max_pct_of_match"),
            ("September 30", None, "project_end_date"),
            ("October 31", None, "final_report_due"),
        ],
        derived=[
            ("$24,682.44", None, "sum",
             "budget_lines[*].spent: 12,000 + 6,812.44 + 3,950 + 1,280 + 640 = 24,682.44"),
            ("$8,675.00", None, "sum", "budget_lines[*].committed: 4,500 + 0 + 1,975 + 2,200 + 0 = 8,675.00"),
            ("$6,642.56", None, "remainder", "award_amount 40,000 - spent 24,682.44 - committed 8,675.00 = 6,642.56"),
            ("$16,500", None, "sum", "budget_lines[0].spent 12,000 + committed 4,500 = 16,500"),
            ("$1,500", None, "remainder", "budget_lines[0].approved 18,000 - 16,500 = 1,500"),
            ("$2,687.56", None, "remainder", "budget_lines[1].approved 9,500 - spent 6,812.44 = 2,687.56"),
            ("$5,925", None, "sum", "budget_lines[2].spent 3,950 + committed 1,975 = 5,925"),
            ("$75", None, "remainder", "budget_lines[2].approved 6,000 - 5,925 = 75"),
            ("$3,480", None, "sum", "budget_lines[3].spent 1,280 + committed 2,200 = 3,480"),
            ("$1,020", "| $1,020 |", "remainder", "budget_lines[3].approved 4,500 - 3,480 = 1,020"),
            ("$1,360", None, "remainder", "budget_lines[4].approved 2,000 - spent 640 = 1,360"),
            ("$1,020", "has $1,020 free", "remainder", "budget_lines[3].approved 4,500 - 3,480 = 1,020"),
            ("$4,047.56", None, "sum", "paint free 2,687.56 + documentation free 1,360 = 4,047.56"),
            ("$21,087.44", None, "sum",
             "reimbursement_requests[0].amount 9,860 + reimbursement_requests[1].amount 11,227.44 = 21,087.44"),
            ("21", "took 21 and", "time_between", "reimbursement_requests[0] 2024-05-03 to paid 2024-05-24 = 21 days"),
            ("25 days", None, "time_between", "reimbursement_requests[1] 2024-06-14 to paid 2024-07-09 = 25 days"),
            ("$36,250", None, "sum", "match.documented_cash 26,850 + documented_in_kind 9,400 = 36,250"),
            ("$3,750", None, "remainder", "match.required 40,000 - 36,250 = 3,750"),
            ("91%", None, "share", "36,250 / 40,000 = 90.6%"),
            ("77 days", None, "countdown", "as_of (2024-07-15) to project_end_date (2024-09-30) = 77 days"),
        ],
        note="Arts nonprofit asks how much room is left in a city grant for a festival weekend and where the "
             "1:1 match stands; amounts exported as strings, line balances, reimbursement timing and the end date.",
    ),
]

FLAWS = {
    "n4-grant_budget-01": [
        ("$129,115.74 has been spent (60.4%)", "$129,115.74 has been spent (64.0%)", "64.0%", "transposed digits",
         "share spent 60.4% written 64.0%"),
        ("| $12,000.00 | $6,375.90 |", "| $12,000.00 | $4,115.90 |", "$4,115.90", "wrong value",
         "spent + committed for materials leaves out the 2,260 encumbrance"),
        ("There are 123 days left", "There are 153 days left", "153 days", "wrong value",
         "days to the end of the period counted wrong"),
    ],
    "n4-grant_budget-02": [
        ("committed another $37,100", "committed another $13,100", "$13,100", "wrong value",
         "committed total leaves out the 24.0 evaluation commitment"),
        ("The interim report is due April 30", "The interim report is due April 13", "April 13", "wrong date",
         "interim report due date April 30 written April 13"),
    ],
    "n4-grant_budget-03": [
        ("| Event production | $4,500 | $3,480 | $1,020 |", "| Event production | $4,500 | $3,480 | $2,020 |",
         "$2,020", "wrong value", "event production free amount off by 1,000"),
        ("$26,850 in cash", "$26,580 in cash", "$26,580", "transposed digits", "documented cash match 26,850 written 26,580"),
        ("you're $3,750 short", "you're $3,750 over", "$3,750", "direction flip",
         "match shortfall written as a surplus"),
    ],
}

"""Rental property ledgers: an owner's cash ledger, a tenant ledger and an HOA
reserve fund, each row an amount (debits negative) and the balance after it."""

DOMAIN = "property_ledger"
SPLIT = "holdout"      # set by the maintainers, not by the writer

_POOL1 = {
    'property': {
        'id': 41873,
        'name': 'Alder Street Fourplex',
        'address': '1418 SE Alder St, Portland, OR 97214',
        'units': ['A', 'B', 'C', 'D'],
        'rent_due_day': 1,
        'late_fee_after_day': 5,
        'management_fee_pct': 8.0,
    },
    'bank_account': {'id': 1001, 'name': 'Operating - Umpqua x4471'},
    'report': 'Cash Ledger',
    'period': {'start': '2024-03-01', 'end': '2024-03-31'},
    'currency': 'USD',
    'opening_balance': 18642.17,
    'transactions': [
        {
            'id': 5548121,
            'date': '2024-03-01',
            'type': 'Payment',
            'unit': 'A',
            'payee_payer': 'Marisol Duarte',
            'memo': 'March rent',
            'gl_account': '4000 Rent Income',
            'amount': 1895.0,
            'balance': 20537.17,
        },
        {
            'id': 5548122,
            'date': '2024-03-01',
            'type': 'Payment',
            'unit': 'C',
            'payee_payer': 'Kevin Osei',
            'memo': 'March rent',
            'gl_account': '4000 Rent Income',
            'amount': 1850.0,
            'balance': 22387.17,
        },
        {
            'id': 5548190,
            'date': '2024-03-02',
            'type': 'Bill Payment',
            'unit': None,
            'payee_payer': 'Umpqua Bank',
            'memo': 'Loan #7730021 March payment',
            'gl_account': '2600 Mortgage Payable',
            'amount': -4212.58,
            'balance': 18174.59,
        },
        {
            'id': 5548307,
            'date': '2024-03-04',
            'type': 'Payment',
            'unit': 'D',
            'payee_payer': 'Priya Raman',
            'memo': 'March rent',
            'gl_account': '4000 Rent Income',
            'amount': 1925.0,
            'balance': 20099.59,
        },
        {
            'id': 5548355,
            'date': '2024-03-05',
            'type': 'Bill Payment',
            'unit': None,
            'payee_payer': 'Portland Water Bureau',
            'memo': 'Water/sewer Jan 3 - Mar 1',
            'gl_account': '6450 Utilities - Water/Sewer',
            'amount': -386.42,
            'balance': 19713.17,
        },
        {
            'id': 5548498,
            'date': '2024-03-08',
            'type': 'Payment',
            'unit': 'B',
            'payee_payer': 'Jordan Lee',
            'memo': 'March rent (partial)',
            'gl_account': '4000 Rent Income',
            'amount': 1000.0,
            'balance': 20713.17,
        },
        {
            'id': 5548562,
            'date': '2024-03-11',
            'type': 'Bill Payment',
            'unit': 'C',
            'payee_payer': 'Rose City Plumbing',
            'memo': 'Kitchen drain line cleared, P-trap replaced',
            'gl_account': '6200 Repairs - Plumbing',
            'amount': -645.0,
            'balance': 20068.17,
        },
        {
            'id': 5548640,
            'date': '2024-03-15',
            'type': 'Bill Payment',
            'unit': None,
            'payee_payer': 'Recology',
            'memo': 'Garbage/recycling March',
            'gl_account': '6460 Utilities - Garbage',
            'amount': -148.6,
            'balance': 19919.57,
        },
        {
            'id': 5548811,
            'date': '2024-03-19',
            'type': 'Payment',
            'unit': 'B',
            'payee_payer': 'Jordan Lee',
            'memo': 'March rent balance',
            'gl_account': '4000 Rent Income',
            'amount': 850.0,
            'balance': 20769.57,
        },
        {
            'id': 5548812,
            'date': '2024-03-19',
            'type': 'Payment',
            'unit': 'B',
            'payee_payer': 'Jordan Lee',
            'memo': 'Late fee',
            'gl_account': '4100 Late Fee Income',
            'amount': 95.0,
            'balance': 20864.57,
        },
        {
            'id': 5548840,
            'date': '2024-03-20',
            'type': 'Bill Payment',
            'unit': None,
            'payee_payer': 'Greenleaf Landscaping',
            'memo': 'Spring cleanup',
            'gl_account': '6300 Landscaping',
            'amount': -220.0,
            'balance': 20644.57,
        },
        {
            'id': 5548977,
            'date': '2024-03-25',
            'type': 'Bill Payment',
            'unit': None,
            'payee_payer': 'State Farm',
            'memo': 'Policy 93-BQ-4418 monthly premium',
            'gl_account': '6500 Insurance',
            'amount': -412.75,
            'balance': 20231.82,
        },
        {
            'id': 5549015,
            'date': '2024-03-28',
            'type': 'Bill Payment',
            'unit': None,
            'payee_payer': 'Portland General Electric',
            'memo': 'House meter (hall + laundry)',
            'gl_account': '6440 Utilities - Electric',
            'amount': -61.37,
            'balance': 20170.45,
        },
        {
            'id': 5549102,
            'date': '2024-03-31',
            'type': 'Management Fee',
            'unit': None,
            'payee_payer': 'Cascade Property Management',
            'memo': 'Management fee 8% of rent collected',
            'gl_account': '6100 Management Fees',
            'amount': -601.6,
            'balance': 19568.85,
        },
        {
            'id': 5549103,
            'date': '2024-03-31',
            'type': 'Owner Distribution',
            'unit': None,
            'payee_payer': 'Dana & Rob Whitfield',
            'memo': 'Owner draw - March',
            'gl_account': '3200 Owner Distributions',
            'amount': -5000.0,
            'balance': 14568.85,
        },
    ],
    'closing_balance': 14568.85,
}

_POOL2 = {
    'export': {
        'report': 'Tenant Ledger',
        'generated_at': '2024-03-22T09:14:52-05:00',
        'generated_by': 'k.brandt@oakhollowpm.com',
    },
    'property': {'id': 3307, 'name': 'Maple Court Apartments', 'address': '2215 Maple Ct, Evanston, IL 60201'},
    'lease': {
        'id': 208815,
        'unit': '3B',
        'tenants': ['Alicia Moreno'],
        'start_date': '2023-06-01',
        'end_date': '2024-05-31',
        'rent': 1450.0,
        'recurring_charges': [{'description': 'Parking space P-14', 'amount': 75.0}],
        'security_deposit_held': 1450.0,
        'late_fee': {'amount': 75.0, 'grace_days': 5},
    },
    'as_of': '2024-03-22',
    'ledger_start': '2023-10-01',
    'opening_balance': 0.0,
    'entries': [
        {
            'id': 9917347,
            'date': '2023-10-01',
            'type': 'Charge',
            'description': 'Rent - October 2023',
            'amount': -1450.0,
            'balance': -1450.0,
        },
        {
            'id': 9917354,
            'date': '2023-10-01',
            'type': 'Charge',
            'description': 'Parking space P-14 - October 2023',
            'amount': -75.0,
            'balance': -1525.0,
        },
        {
            'id': 9917361,
            'date': '2023-10-01',
            'type': 'Charge',
            'description': 'Water/sewer (RUBS) - September usage',
            'amount': -58.4,
            'balance': -1583.4,
        },
        {
            'id': 9917368,
            'date': '2023-10-02',
            'type': 'Payment',
            'description': 'ePayment - ACH',
            'amount': 1583.4,
            'balance': 0.0,
        },
        {
            'id': 9917375,
            'date': '2023-11-01',
            'type': 'Charge',
            'description': 'Rent - November 2023',
            'amount': -1450.0,
            'balance': -1450.0,
        },
        {
            'id': 9917382,
            'date': '2023-11-01',
            'type': 'Charge',
            'description': 'Parking space P-14 - November 2023',
            'amount': -75.0,
            'balance': -1525.0,
        },
        {
            'id': 9917389,
            'date': '2023-11-01',
            'type': 'Charge',
            'description': 'Water/sewer (RUBS) - October usage',
            'amount': -61.15,
            'balance': -1586.15,
        },
        {
            'id': 9917396,
            'date': '2023-11-03',
            'type': 'Payment',
            'description': 'ePayment - ACH',
            'amount': 1586.15,
            'balance': 0.0,
        },
        {
            'id': 9917403,
            'date': '2023-12-01',
            'type': 'Charge',
            'description': 'Rent - December 2023',
            'amount': -1450.0,
            'balance': -1450.0,
        },
        {
            'id': 9917410,
            'date': '2023-12-01',
            'type': 'Charge',
            'description': 'Parking space P-14 - December 2023',
            'amount': -75.0,
            'balance': -1525.0,
        },
        {
            'id': 9917417,
            'date': '2023-12-01',
            'type': 'Charge',
            'description': 'Water/sewer (RUBS) - November usage',
            'amount': -64.9,
            'balance': -1589.9,
        },
        {
            'id': 9917424,
            'date': '2023-12-06',
            'type': 'Charge',
            'description': 'Late fee',
            'amount': -75.0,
            'balance': -1664.9,
        },
        {
            'id': 9917431,
            'date': '2023-12-08',
            'type': 'Payment',
            'description': 'ePayment - ACH',
            'amount': 1500.0,
            'balance': -164.9,
        },
        {
            'id': 9917438,
            'date': '2024-01-01',
            'type': 'Charge',
            'description': 'Rent - January 2024',
            'amount': -1450.0,
            'balance': -1614.9,
        },
        {
            'id': 9917445,
            'date': '2024-01-01',
            'type': 'Charge',
            'description': 'Parking space P-14 - January 2024',
            'amount': -75.0,
            'balance': -1689.9,
        },
        {
            'id': 9917452,
            'date': '2024-01-01',
            'type': 'Charge',
            'description': 'Water/sewer (RUBS) - December usage',
            'amount': -71.22,
            'balance': -1761.12,
        },
        {
            'id': 9917459,
            'date': '2024-01-05',
            'type': 'Payment',
            'description': 'ePayment - ACH',
            'amount': 1525.0,
            'balance': -236.12,
        },
        {
            'id': 9917466,
            'date': '2024-01-06',
            'type': 'Charge',
            'description': 'Late fee',
            'amount': -75.0,
            'balance': -311.12,
        },
        {
            'id': 9917473,
            'date': '2024-02-01',
            'type': 'Charge',
            'description': 'Rent - February 2024',
            'amount': -1450.0,
            'balance': -1761.12,
        },
        {
            'id': 9917480,
            'date': '2024-02-01',
            'type': 'Charge',
            'description': 'Parking space P-14 - February 2024',
            'amount': -75.0,
            'balance': -1836.12,
        },
        {
            'id': 9917487,
            'date': '2024-02-01',
            'type': 'Charge',
            'description': 'Water/sewer (RUBS) - January usage',
            'amount': -69.85,
            'balance': -1905.97,
        },
        {
            'id': 9917494,
            'date': '2024-02-06',
            'type': 'Charge',
            'description': 'Late fee',
            'amount': -75.0,
            'balance': -1980.97,
        },
        {
            'id': 9917501,
            'date': '2024-02-09',
            'type': 'Credit',
            'description': 'Concession - hallway carpet replacement',
            'amount': 125.0,
            'balance': -1855.97,
        },
        {
            'id': 9917508,
            'date': '2024-02-12',
            'type': 'Payment',
            'description': 'Money order #27731904',
            'amount': 1500.0,
            'balance': -355.97,
        },
        {
            'id': 9917515,
            'date': '2024-03-01',
            'type': 'Charge',
            'description': 'Rent - March 2024',
            'amount': -1450.0,
            'balance': -1805.97,
        },
        {
            'id': 9917522,
            'date': '2024-03-01',
            'type': 'Charge',
            'description': 'Parking space P-14 - March 2024',
            'amount': -75.0,
            'balance': -1880.97,
        },
        {
            'id': 9917529,
            'date': '2024-03-01',
            'type': 'Charge',
            'description': 'Water/sewer (RUBS) - February usage',
            'amount': -66.3,
            'balance': -1947.27,
        },
        {
            'id': 9917536,
            'date': '2024-03-06',
            'type': 'Charge',
            'description': 'Late fee',
            'amount': -75.0,
            'balance': -2022.27,
        },
        {
            'id': 9917543,
            'date': '2024-03-15',
            'type': 'Payment',
            'description': 'ePayment - ACH',
            'amount': 1650.0,
            'balance': -372.27,
        },
    ],
    'ending_balance': -372.27,
}

_POOL3 = {
    'association': 'Harbor View Townhomes HOA',
    'fund': 'Replacement Reserve',
    'bank_account': 'Pacific Premier Bank Money Market x0917',
    'period': {'start': '2024-01-01', 'end': '2024-06-30'},
    'as_of': '2024-06-30',
    'opening_balance': 287415.62,
    'entries': [
        {
            'date': '2024-01-05',
            'ref': 'TRF',
            'description': 'Transfer from Operating - Jan reserve contribution',
            'amount': 5900.0,
            'balance': 293315.62,
        },
        {'date': '2024-01-31', 'ref': 'INT', 'description': 'Interest', 'amount': 731.48, 'balance': 294047.1},
        {
            'date': '2024-02-05',
            'ref': 'TRF',
            'description': 'Transfer from Operating - Feb reserve contribution',
            'amount': 5900.0,
            'balance': 299947.1,
        },
        {
            'date': '2024-02-14',
            'ref': 'Check 2291',
            'description': 'Coastal Gate & Access: gate operator replacement',
            'amount': -4215.0,
            'balance': 295732.1,
        },
        {
            'date': '2024-02-29',
            'ref': 'INT',
            'description': 'Interest',
            'amount': 702.15,
            'balance': 296434.25,
        },
        {
            'date': '2024-03-05',
            'ref': 'TRF',
            'description': 'Transfer from Operating - Mar reserve contribution',
            'amount': 5900.0,
            'balance': 302334.25,
        },
        {'date': '2024-03-31', 'ref': 'INT', 'description': 'Interest', 'amount': 741.9, 'balance': 303076.15},
        {
            'date': '2024-04-05',
            'ref': 'TRF',
            'description': 'Transfer from Operating - Apr reserve contribution',
            'amount': 5900.0,
            'balance': 308976.15,
        },
        {
            'date': '2024-04-18',
            'ref': 'Check 2304',
            'description': 'BlueWave Pools: pool replaster and tile (deposit 50%)',
            'amount': -19200.0,
            'balance': 289776.15,
        },
        {
            'date': '2024-04-30',
            'ref': 'INT',
            'description': 'Interest',
            'amount': 689.07,
            'balance': 290465.22,
        },
        {
            'date': '2024-05-06',
            'ref': 'TRF',
            'description': 'Transfer from Operating - May reserve contribution',
            'amount': 5900.0,
            'balance': 296365.22,
        },
        {
            'date': '2024-05-22',
            'ref': 'Check 2317',
            'description': 'BlueWave Pools: pool replaster and tile (final 50%)',
            'amount': -19200.0,
            'balance': 277165.22,
        },
        {
            'date': '2024-05-31',
            'ref': 'INT',
            'description': 'Interest',
            'amount': 652.33,
            'balance': 277817.55,
        },
        {
            'date': '2024-06-05',
            'ref': 'TRF',
            'description': 'Transfer from Operating - Jun reserve contribution',
            'amount': 5900.0,
            'balance': 283717.55,
        },
        {
            'date': '2024-06-20',
            'ref': 'Check 2325',
            'description': 'Pacific Deck Co: Bldg 4 balcony dry-rot repair',
            'amount': -7860.0,
            'balance': 275857.55,
        },
        {
            'date': '2024-06-30',
            'ref': 'INT',
            'description': 'Interest',
            'amount': 664.81,
            'balance': 276522.36,
        },
    ],
    'closing_balance': 276522.36,
    'reserve_study': {
        'provider': 'Association Reserves - Pacific NW',
        'completed': '2023-09-14',
        'fully_funded_balance': 412000.0,
        'recommended_monthly_contribution': 6850.0,
        'percent_funded_goal_pct': 70,
    },
    'budgeted_monthly_contribution': 5900.0,
    'upcoming_projects': [
        {'component': 'Asphalt seal coat and restripe', 'scheduled': '2024-09', 'estimated_cost': 14200.0},
        {
            'component': 'Roof replacement - Bldgs 1-3 (comp shingle)',
            'scheduled': '2025-05',
            'estimated_cost': 186500.0,
        },
    ],
}

_TEXT1 = """**Short version:** the fourplex paid its own way in March. The account balance fell, but that's because of the $5,000 owner draw on the 31st, not because the building lost money.

The operating account opened March at $18,642.17 and closed at $14,568.85, down $4,073.32 (about 21.9%). Before the draw, the month was positive by $926.68.

**Money in: $7,615.00**
- Rent: $7,520.00. All four units ended up paying in full.
- Late fee: $95 from Unit B.

**Money out before the draw: $6,688.32**
- Mortgage to Umpqua Bank: $4,212.58, about 63% of the outflow.
- Operating costs: $2,475.74, or roughly 32.5% of what came in.

| Operating cost | Amount |
|---|---|
| Plumbing (Unit C kitchen drain) | $645.00 |
| Management fee | $601.60 |
| Insurance | $412.75 |
| Water/sewer | $386.42 |
| Landscaping | $220.00 |
| Garbage/recycling | $148.60 |
| House electric | $61.37 |

**Worth a look**
- **Unit B paid late and in two pieces:** $1,000 on March 8 and the remaining $850 on March 19, 18 days after rent was due on the 1st. The late fee came in with the second payment. One late month isn't a pattern, but I'd keep an eye on April.
- **The plumbing call** was the biggest bill after the mortgage, about 26% of operating costs. A cleared drain line and a new P-trap sounds like a one-off rather than a sign of something bigger.
- **The management fee checks out:** 8% of $7,520 in rent is exactly $601.60, and Cascade correctly left the late fee out of the base.
- **Cash cushion:** before the draw, the balance never dipped below $18,174.59 (right after the mortgage went out on March 2).

So Rob is right that the account went down, but the building covered its costs with $926.68 to spare. The draw was about 5.4 times that surplus, so if you keep taking $5,000 a month the account will keep shrinking by roughly $4,000 a month."""

_TEXT2 = """Not quite. As of March 22, Alicia Moreno's ledger for 3B shows **$372.27 owed**. She has paid something every month, so I can see why she feels current, but since December her payments have come in a bit under what was charged and the shortfall has built up.

The account was last at zero on November 3. From there:

| Month | Charged (incl. late fee) | Paid | Owed at month end |
|---|---|---|---|
| December | $1,664.90 | $1,500.00 | $164.90 |
| January | $1,671.22 | $1,525.00 | $311.12 |
| February | $1,669.85 | $1,500.00 | $355.97 |
| March (to the 22nd) | $1,666.30 | $1,650.00 | $372.27 |

February also had a $125 credit for the hallway carpet work, which is why the balance only rose $44.85 that month.

A few things stand out:

- **Late fees are most of it.** She has been charged the $75 late fee four months running, $300 in total, which is about 81% of what she owes now. Each of those months the balance wasn't fully paid by the end of the 5-day grace period.
- **Her payments track rent, not the whole bill.** Rent plus parking is $1,525 a month, and water/sewer has added between $58.40 and $71.22 on top of that. A $1,500 payment doesn't even cover rent and parking.
- **Over the whole ledger** (from October 1) she was charged $9,841.82, paid $9,344.55 and received $125 in credits, which leaves exactly the balance above.
- **Last payment:** $1,650 on March 15, 7 days before this ledger was run. Nothing since.

**What I'd suggest**
1. Send her the ledger with the late fees highlighted; that's probably the part she isn't counting.
2. Ask her to clear the $372.27 before April rent posts. Otherwise on April 1 she'll owe at least $1,897.27 before the water charge.
3. Her lease ends May 31, 70 days from now. The balance is about 26% of the $1,450 deposit you're holding, so you're covered if it comes to that, but it's much easier to settle now than at move-out."""

_TEXT3 = """Here's where the replacement reserve stands at mid-year, plus two things I'd put on the next board agenda.

**First half of the year at a glance**
- Opening balance: $287,415.62
- Contributions from operating: $35,400.00 (six transfers of $5,900)
- Interest: $4,181.74, roughly $697 a month
- Withdrawals: $50,475.00
- Closing balance: $276,522.36, down $10,893.26 or 3.8%

The withdrawals were all component work the reserve exists for: the pool replaster ($38,400, paid as two $19,200 checks), the Building 4 balcony dry-rot repair ($7,860) and the gate operator ($4,215). The pool alone was 76% of the money that went out.

**1. We're contributing less than the reserve study recommends.**
The budget transfers $5,900 a month; the September 2023 study called for $6,850. That's $950 a month, about 13.9% below the recommendation, or $5,700 short over these six months alone.

**2. Percent funded has slipped further below the 70% goal.**
Against the study's fully funded balance of $412,000, the reserve was 69.8% funded on January 1 and is 67.1% now, a drop of 2.6 points. Reaching 70% today would take $288,400, about $11,878 more than we have.

**Coming up**

| Project | When | Estimate |
|---|---|---|
| Asphalt seal coat and restripe | Sept 2024 | $14,200 |
| Roof replacement, Bldgs 1-3 | May 2025 | $186,500 |

Neither project is at risk. After the seal coat the balance would be about $262,322, and paying for the roof out of that would still leave roughly $75,800, even before any new contributions.

**Bottom line:** the reserve can handle what's scheduled, but at $5,900 a month it is drifting away from the study's plan. I'd ask the board to consider moving the transfer up to the recommended $6,850 in the 2025 budget."""

CASES = [
    dict(
        id="n4-property_ledger-01",
        pool=_POOL1,
        text=_TEXT1,
        copied=[
            ("$5,000", "the $5,000 owner draw", "transactions[14].amount"),
            ("31st", None, "transactions[14].date"),
            ("$18,642.17", None, "opening_balance"),
            ("$14,568.85", None, "closing_balance"),
            ("$95", None, "transactions[9].amount"),
            ("$4,212.58", None, "transactions[2].amount"),
            ("$645.00", None, "transactions[6].amount"),
            ("$601.60", "| $601.60 |", "transactions[13].amount"),
            ("$412.75", None, "transactions[11].amount"),
            ("$386.42", None, "transactions[4].amount"),
            ("$220.00", None, "transactions[10].amount"),
            ("$148.60", None, "transactions[7].amount"),
            ("$61.37", None, "transactions[12].amount"),
            ("$1,000", None, "transactions[5].amount"),
            ("March 8", None, "transactions[5].date"),
            ("$850", None, "transactions[8].amount"),
            ("March 19", None, "transactions[8].date"),
            ("1st", "due on the 1st", "property.rent_due_day"),
            ("8%", None, "property.management_fee_pct"),
            ("$601.60", "exactly $601.60", "transactions[13].amount"),
            ("$18,174.59", None, "transactions[2].balance"),
            ("March 2", None, "transactions[2].date"),
            ("$5,000", "taking $5,000", "transactions[14].amount"),
        ],
        derived=[
            ("$4,073.32", None, "difference",
             "opening_balance (18,642.17) - closing_balance (14,568.85) = 4,073.32"),
            ("21.9%", None, "percent_change",
             "(closing_balance 14,568.85 - opening_balance 18,642.17) / 18,642.17 = -21.85%"),
            ("$926.68", "positive by $926.68", "difference",
             "money in (7,615.00) - money out before the draw (6,688.32) = 926.68"),
            ("$7,615.00", None, "sum",
             "all positive transactions: rent 7,520.00 + late fee transactions[9].amount 95.00 = 7,615.00"),
            ("$7,520.00", None, "sum",
             "rent transactions[0,1,3,5,8].amount: 1,895 + 1,850 + 1,925 + 1,000 + 850 = 7,520.00"),
            ("four", "All four units", "count", "len(property.units) = 4"),
            ("two", "in two pieces", "count", "Unit B rent payments transactions[5], transactions[8] = 2"),
            ("$6,688.32", None, "sum",
             "transactions[2..13] outflows: mortgage 4,212.58 + operating costs 2,475.74 = 6,688.32"),
            ("63%", None, "share", "transactions[2].amount (4,212.58) / outflow before draw (6,688.32) = 63.0%"),
            ("$2,475.74", None, "sum",
             "transactions[4,6,7,10,11,12,13].amount: 386.42 + 645.00 + 148.60 + 220.00 + 412.75 + 61.37 + 601.60 = 2,475.74"),
            ("32.5%", None, "share", "operating costs (2,475.74) / money in (7,615.00) = 32.5%"),
            ("18 days", None, "time_between",
             "transactions[8].date (2024-03-19) - rent due 2024-03-01 (property.rent_due_day 1) = 18 days"),
            ("26%", None, "share", "transactions[6].amount (645.00) / operating costs (2,475.74) = 26.1%"),
            ("$7,520", "8% of $7,520", "sum",
             "rent transactions[0,1,3,5,8].amount: 1,895 + 1,850 + 1,925 + 1,000 + 850 = 7,520"),
            ("$926.68", "with $926.68 to spare", "difference",
             "money in (7,615.00) - money out before the draw (6,688.32) = 926.68"),
            ("5.4 times", None, "ratio", "transactions[14].amount (5,000) / surplus (926.68) = 5.40"),
            ("$4,000", "roughly $4,000", "difference",
             "opening_balance (18,642.17) - closing_balance (14,568.85) = 4,073.32, about 4,000"),
        ],
        note="Owner asks how March went for a fourplex; cash ledger with rent, a split late payment, "
             "mortgage, bills, a management fee check and an owner draw that explains the falling balance.",
    ),
    dict(
        id="n4-property_ledger-02",
        pool=_POOL2,
        text=_TEXT2,
        copied=[
            ("March 22", None, "as_of"),
            ("$372.27", "**$372.27 owed**", "ending_balance"),
            ("November 3", None, "entries[7].date"),
            ("$1,500.00", "| $1,664.90 | $1,500.00", "entries[12].amount"),
            ("$164.90", None, "entries[12].balance"),
            ("$1,525.00", None, "entries[16].amount"),
            ("$311.12", None, "entries[17].balance"),
            ("$1,500.00", "| $1,669.85 | $1,500.00", "entries[23].amount"),
            ("$355.97", None, "entries[23].balance"),
            ("22nd", None, "as_of"),
            ("$1,650.00", None, "entries[28].amount"),
            ("$372.27", "| $372.27 |", "entries[28].balance"),
            ("$125", "a $125 credit", "entries[22].amount"),
            ("$75", "the $75 late fee", "lease.late_fee.amount"),
            ("5-day", None, "lease.late_fee.grace_days"),
            ("$58.40", None, "entries[2].amount"),
            ("$71.22", None, "entries[15].amount"),
            ("$1,500", "A $1,500 payment", "entries[12].amount"),
            ("October 1", None, "ledger_start"),
            ("$125", "received $125 in credits", "entries[22].amount"),
            ("$1,650", "$1,650 on", "entries[28].amount"),
            ("March 15", None, "entries[28].date"),
            ("$372.27", "clear the $372.27", "ending_balance"),
            ("May 31", None, "lease.end_date"),
            ("$1,450", None, "lease.security_deposit_held"),
        ],
        derived=[
            ("$1,664.90", None, "sum",
             "December charges entries[8..11]: 1,450 + 75 + 64.90 + 75 (late fee) = 1,664.90"),
            ("$1,671.22", None, "sum",
             "January charges entries[13,14,15,17]: 1,450 + 75 + 71.22 + 75 (late fee) = 1,671.22"),
            ("$1,669.85", None, "sum",
             "February charges entries[18..21]: 1,450 + 75 + 69.85 + 75 (late fee) = 1,669.85"),
            ("$1,666.30", None, "sum",
             "March charges entries[24..27]: 1,450 + 75 + 66.30 + 75 (late fee) = 1,666.30"),
            ("$44.85", None, "difference",
             "entries[23].balance (-355.97) vs entries[17].balance (-311.12): owed rose 44.85"),
            ("four", "four months running", "count", "late fee entries[11,17,21,27] = 4"),
            ("$300", None, "sum", "entries[11,17,21,27].amount: 4 x 75 = 300"),
            ("81%", None, "share", "late fees (300) / ending_balance (372.27) = 80.6%"),
            ("$1,525", "parking is $1,525", "sum", "lease.rent (1,450) + parking (75) = 1,525"),
            ("$9,841.82", None, "sum", "all Charge entries since 2023-10-01 = 9,841.82"),
            ("$9,344.55", None, "sum", "all Payment entries since 2023-10-01 = 9,344.55"),
            ("7 days", None, "time_between", "as_of (2024-03-22) - entries[28].date (2024-03-15) = 7 days"),
            ("$1,897.27", None, "sum", "ending_balance (372.27) + rent (1,450) + parking (75) = 1,897.27"),
            ("70 days", None, "countdown", "lease.end_date (2024-05-31) - as_of (2024-03-22) = 70 days"),
            ("26%", None, "share", "ending_balance (372.27) / lease.security_deposit_held (1,450) = 25.7%"),
        ],
        note="Landlord asks whether a tenant who says she is caught up really is; tenant ledger with charges "
             "negative, four late fees, a concession credit, month-end balances and the lease end date.",
    ),
    dict(
        id="n4-property_ledger-03",
        pool=_POOL3,
        text=_TEXT3,
        copied=[
            ("$287,415.62", None, "opening_balance"),
            ("$5,900", "transfers of $5,900", "entries[0].amount"),
            ("$276,522.36", None, "closing_balance"),
            ("$19,200", None, "entries[8].amount"),
            ("$7,860", None, "entries[14].amount"),
            ("$4,215", None, "entries[3].amount"),
            ("$5,900", "transfers $5,900 a month", "budgeted_monthly_contribution"),
            ("September 2023", None, "reserve_study.completed"),
            ("$6,850", "called for $6,850", "reserve_study.recommended_monthly_contribution"),
            ("70%", "below the 70% goal", "reserve_study.percent_funded_goal_pct"),
            ("$412,000", None, "reserve_study.fully_funded_balance"),
            ("January 1", None, "period.start"),
            ("70%", "Reaching 70%", "reserve_study.percent_funded_goal_pct"),
            ("Sept 2024", None, "upcoming_projects[0].scheduled"),
            ("$14,200", None, "upcoming_projects[0].estimated_cost"),
            ("May 2025", None, "upcoming_projects[1].scheduled"),
            ("$186,500", None, "upcoming_projects[1].estimated_cost"),
            ("$5,900", "at $5,900 a month", "budgeted_monthly_contribution"),
            ("$6,850", "recommended $6,850", "reserve_study.recommended_monthly_contribution"),
        ],
        derived=[
            ("$35,400.00", None, "sum", "six operating transfers entries[0,2,5,7,10,13]: 6 x 5,900 = 35,400.00"),
            ("six", "(six transfers", "count", "transfer entries Jan-Jun = 6"),
            ("$4,181.74", None, "sum",
             "interest entries[1,4,6,9,12,15]: 731.48 + 702.15 + 741.90 + 689.07 + 652.33 + 664.81 = 4,181.74"),
            ("$697", None, "mean", "interest 4,181.74 / 6 months = 696.96"),
            ("$50,475.00", None, "sum",
             "withdrawals entries[3,8,11,14]: 4,215 + 19,200 + 19,200 + 7,860 = 50,475.00"),
            ("$10,893.26", None, "difference", "opening_balance (287,415.62) - closing_balance (276,522.36) = 10,893.26"),
            ("3.8%", None, "percent_change", "(276,522.36 - 287,415.62) / 287,415.62 = -3.79%"),
            ("$38,400", None, "sum", "entries[8].amount + entries[11].amount: 19,200 + 19,200 = 38,400"),
            ("76%", None, "share", "pool 38,400 / withdrawals 50,475 = 76.1%"),
            ("$950", None, "difference",
             "recommended_monthly_contribution (6,850) - budgeted_monthly_contribution (5,900) = 950"),
            ("13.9%", None, "percent_change", "(5,900 - 6,850) / 6,850 = -13.9%"),
            ("$5,700", None, "product", "950 x 6 months = 5,700"),
            ("six", "these six months", "time_between", "period.start (2024-01-01) to period.end (2024-06-30) = 6 months"),
            ("two", "as two $19,200", "count", "pool replaster checks entries[8], entries[11] = 2"),
            ("69.8%", None, "ratio", "opening_balance (287,415.62) / fully_funded_balance (412,000) = 69.76%"),
            ("67.1%", None, "ratio", "closing_balance (276,522.36) / fully_funded_balance (412,000) = 67.12%"),
            ("2.6 points", None, "percentage_point", "67.12% - 69.76% = -2.64 points"),
            ("$288,400", None, "product", "fully_funded_balance (412,000) x 70% = 288,400"),
            ("$11,878", None, "difference", "288,400 - closing_balance (276,522.36) = 11,877.64"),
            ("$262,322", None, "remainder", "closing_balance (276,522.36) - upcoming_projects[0].estimated_cost (14,200) = 262,322.36"),
            ("$75,800", None, "remainder", "262,322.36 - upcoming_projects[1].estimated_cost (186,500) = 75,822.36"),
        ],
        note="HOA treasurer asks whether anything in the half-year reserve ledger is a worry; contributions "
             "below the reserve study, percent funded against the goal, and upcoming projects against the balance.",
    ),
]

FLAWS = {
    "n4-property_ledger-01": [
        ("(about 21.9%)", "(about 28.0%)", "28.0%", "wrong value",
         "percent change taken on the closing balance instead of the opening one"),
        ("| $412.75 |", "| $421.75 |", "$421.75", "transposed digits", "insurance premium 412.75 written 421.75"),
    ],
    "n4-property_ledger-02": [
        ("| $1,671.22 |", "| $1,596.22 |", "$1,596.22", "wrong value",
         "January's charges leave out the $75 late fee"),
        ("on March 15", "on March 5", "March 5", "wrong date", "last payment dated March 5 instead of March 15"),
    ],
    "n4-property_ledger-03": [
        ("Closing balance: $276,522.36", "Closing balance: $277,817.55", "$277,817.55", "stale value",
         "the May 31 balance given as the June 30 closing balance", "entries[12].balance"),
        ("was 76% of", "was 67% of", "67%", "transposed digits", "pool share 76% written 67%"),
        ("about 13.9% below", "about 16.1% below", "16.1%", "wrong value",
         "shortfall divided by the budgeted 5,900 instead of the recommended 6,850"),
    ],
}

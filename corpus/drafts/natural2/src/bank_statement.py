"""Bank and card accounts: transaction feeds, statements and balance alerts, in the
shapes bank APIs and statement exports use (Monzo-style pence, card-issuer
statements, alert webhooks, N26-style monthly exports)."""

DOMAIN = "bank_statement"
SPLIT = "dev"

# ---------------------------------------------------------------------------
# 01: Monzo-style feed (amounts in pence, debits negative), weekly recap
# ---------------------------------------------------------------------------

_B01 = {
    "request": {
        "account_id": "acc_00009ShRz5cXkB1Gk2QmLq",
        "since": "2025-03-03T00:00:00Z",
        "before": "2025-03-09T23:59:59Z",
    },
    "balance": {"balance": 184217, "total_balance": 249217, "currency": "GBP", "spend_today": 0},
    "pots": [
        {"id": "pot_0000AkR7f2Lq", "name": "Holiday", "balance": 65000, "goal_amount": 120000,
         "currency": "GBP", "deleted": False},
    ],
    "budgets": [
        {"category": "eating_out", "monthly_budget": 15000, "spent_mtd": -8912,
         "spent_last_month": -14210},
        {"category": "groceries", "monthly_budget": 32000, "spent_mtd": -11840,
         "spent_last_month": -30575},
    ],
    "previous_week": {"since": "2025-02-24T00:00:00Z", "card_spend": -19876, "transaction_count": 12},
    "transactions": [
        {"id": "tx_0000AT1kQ2", "created": "2025-03-03T08:12:44.120Z", "amount": -345,
         "currency": "GBP", "description": "PRET A MANGER", "merchant": {"name": "Pret A Manger"},
         "category": "eating_out", "settled": "2025-03-04T02:10:11.000Z"},
        {"id": "tx_0000AT1mX9", "created": "2025-03-03T18:40:02.551Z", "amount": -6418,
         "currency": "GBP", "description": "TESCO STORES 2041", "merchant": {"name": "Tesco"},
         "category": "groceries", "settled": "2025-03-04T02:10:11.000Z"},
        {"id": "tx_0000AT2bC4", "created": "2025-03-04T23:59:00.000Z", "amount": -860,
         "currency": "GBP", "description": "TFL TRAVEL CH", "merchant": {"name": "Transport for London"},
         "category": "transport", "settled": "2025-03-06T02:11:40.000Z"},
        {"id": "tx_0000AT2rT7", "created": "2025-03-05T12:31:09.004Z", "amount": -1895,
         "currency": "GBP", "description": "WAGAMAMA SOHO", "merchant": {"name": "Wagamama"},
         "category": "eating_out", "settled": "2025-03-06T02:11:40.000Z"},
        {"id": "tx_0000AT2zP1", "created": "2025-03-05T23:59:00.000Z", "amount": -860,
         "currency": "GBP", "description": "TFL TRAVEL CH", "merchant": {"name": "Transport for London"},
         "category": "transport", "settled": "2025-03-07T02:09:55.000Z"},
        {"id": "tx_0000AT3dN8", "created": "2025-03-06T06:02:17.300Z", "amount": -1099,
         "currency": "GBP", "description": "NETFLIX.COM", "merchant": {"name": "Netflix"},
         "category": "entertainment", "settled": "2025-03-07T02:09:55.000Z"},
        {"id": "tx_0000AT3hW2", "created": "2025-03-06T23:59:00.000Z", "amount": -570,
         "currency": "GBP", "description": "TFL TRAVEL CH", "merchant": {"name": "Transport for London"},
         "category": "transport", "settled": "2025-03-08T02:12:03.000Z"},
        {"id": "tx_0000AT3kS5", "created": "2025-03-07T00:04:51.000Z", "amount": 248500,
         "currency": "GBP", "description": "ACME LTD SALARY MAR", "merchant": None,
         "category": "income", "settled": "2025-03-07T00:04:51.000Z"},
        {"id": "tx_0000AT3xD6", "created": "2025-03-07T19:22:47.812Z", "amount": -4260,
         "currency": "GBP", "description": "DISHOOM SHOREDITCH", "merchant": {"name": "Dishoom"},
         "category": "eating_out", "settled": "2025-03-09T02:15:20.000Z"},
        {"id": "tx_0000AT4aF3", "created": "2025-03-08T11:05:33.410Z", "amount": -3147,
         "currency": "GBP", "description": "SAINSBURYS S/MKT", "merchant": {"name": "Sainsbury's"},
         "category": "groceries", "settled": "2025-03-09T02:15:20.000Z"},
        {"id": "tx_0000AT4gH8", "created": "2025-03-08T15:12:10.000Z", "amount": -15000,
         "currency": "GBP", "description": "pot_0000AkR7f2Lq", "merchant": None,
         "category": "savings", "metadata": {"pot_id": "pot_0000AkR7f2Lq"},
         "settled": "2025-03-08T15:12:10.000Z"},
        {"id": "tx_0000AT4pL0", "created": "2025-03-09T13:44:20.655Z", "amount": -1031,
         "currency": "GBP", "local_amount": -1200, "local_currency": "EUR",
         "description": "BOL.COM", "merchant": {"name": "bol.com"}, "category": "shopping",
         "settled": ""},
    ],
}

_TB01 = """## Your week in money: Mon 3 Mar – Sun 9 Mar

**You spent £204.85** across 10 card payments, £6.09 more than the week before (£198.76). Pretty steady overall.

**Where it went**
- 🛒 **Groceries: £95.65**, Tesco £64.18 on Monday plus Sainsbury's £31.47 on Saturday
- 🍜 **Eating out: £65.00**, mostly Dishoom on Friday (£42.60)
- 🚇 **Transport: £22.90** in TfL fares
- 📺 **Netflix:** £10.99
- 🛍️ **bol.com:** £10.31 (charged as €12.00 and converted by Monzo)

**Budgets so far this month**
| Category | Spent | Budget | Used |
|---|---|---|---|
| Eating out | £89.12 | £150 | 59% |
| Groceries | £118.40 | £320 | 37% |

Eating out is the one to watch if the Friday dinners keep coming; groceries look comfortable.

**Income & savings**
- Your ACME LTD salary of £2,485.00 landed on 7 March.
- You moved £150 into your Holiday pot, which is now at £650, or 54% of the £1,200 goal.

**Balance:** £1,842.17 in your main account (£2,492.17 including pots)."""

# ---------------------------------------------------------------------------
# 02: credit-card statement (purchases positive, payments/credits negative)
# ---------------------------------------------------------------------------

_B02 = {
    "account": {"product": "Everyday Rewards Visa Signature", "last4": "8812", "holder": "J MORALES"},
    "statement": {
        "period_start": "2025-02-11",
        "period_end": "2025-03-12",
        "days_in_cycle": 30,
        "previous_balance": 1482.37,
        "payments": -1482.37,
        "other_credits": -58.20,
        "purchases": 1732.18,
        "cash_advances": 0.00,
        "fees_charged": 0.00,
        "interest_charged": 0.00,
        "new_balance": 1673.98,
        "minimum_payment_due": 40.00,
        "payment_due_date": "2025-04-08",
        "credit_limit": 12000,
        "available_credit": 10326.02,
        "cash_advance_limit": 3000,
    },
    "aprs": [
        {"type": "purchase", "apr_pct": 24.49, "balance_subject_to_rate": 0.00},
        {"type": "cash_advance", "apr_pct": 29.99, "balance_subject_to_rate": 0.00},
    ],
    "late_payment_warning": {"late_fee_up_to": 41.00, "penalty_apr_pct": 29.99},
    "rewards": {"points_earned": 2640, "points_balance": 48210, "bonus_category": "Travel",
                "bonus_multiplier": 2},
    "transactions": [
        {"trans_date": "2025-02-12", "post_date": "2025-02-13", "description": "WHOLEFDS MKT #10432",
         "amount": 142.18, "category": "Groceries"},
        {"trans_date": "2025-02-14", "post_date": "2025-02-15", "description": "DELTA AIR LINES 0062184409871",
         "amount": 486.40, "category": "Travel"},
        {"trans_date": "2025-02-16", "post_date": "2025-02-17", "description": "SHELL OIL 57442",
         "amount": 51.63, "category": "Gas"},
        {"trans_date": "2025-02-18", "post_date": "2025-02-19", "description": "AMAZON MKTPL*2K4RT8",
         "amount": 89.97, "category": "Shopping"},
        {"trans_date": "2025-02-21", "post_date": "2025-02-21", "description": "UBER *TRIP",
         "amount": 23.45, "category": "Travel"},
        {"trans_date": "2025-02-24", "post_date": "2025-02-24", "description": "PAYMENT - THANK YOU",
         "amount": -1482.37, "category": "Payment"},
        {"trans_date": "2025-02-25", "post_date": "2025-02-26", "description": "TRADER JOE S #552",
         "amount": 96.12, "category": "Groceries"},
        {"trans_date": "2025-02-27", "post_date": "2025-02-28", "description": "AMAZON MKTPL*7Q1LM3 RETURN",
         "amount": -58.20, "category": "Shopping"},
        {"trans_date": "2025-03-01", "post_date": "2025-03-03", "description": "COSTCO WHSE #0113",
         "amount": 312.66, "category": "Groceries"},
        {"trans_date": "2025-03-02", "post_date": "2025-03-03", "description": "SPOTIFY USA",
         "amount": 11.99, "category": "Entertainment"},
        {"trans_date": "2025-03-04", "post_date": "2025-03-05", "description": "CHEVRON 0091",
         "amount": 47.80, "category": "Gas"},
        {"trans_date": "2025-03-06", "post_date": "2025-03-08", "description": "MARRIOTT CHICAGO DWTN",
         "amount": 398.22, "category": "Travel"},
        {"trans_date": "2025-03-09", "post_date": "2025-03-10", "description": "STARBUCKS 1148",
         "amount": 7.45, "category": "Dining"},
        {"trans_date": "2025-03-10", "post_date": "2025-03-11", "description": "OLIVE GARDEN 1732",
         "amount": 64.31, "category": "Dining"},
    ],
}

_TB02 = """## Card statement closing Mar 12 (Visa ending 8812)

**You owe $1,673.98, due Apr 8.** The minimum is $40.00, but paying the full statement balance keeps you interest-free. You paid last month's balance in full, so no interest was charged this cycle.

### How the balance moved
- Previous balance: $1,482.37, paid in full on Feb 24 ✅
- New purchases: **+$1,732.18**
- Credits: −$58.20 (Amazon return)
- New balance: **$1,673.98**, up $191.61 from last statement

### Where the spending went
| Category | Amount | Share |
|---|---|---|
| Travel | $908.07 | 52% |
| Groceries | $550.96 | 32% |
| Gas | $99.43 | 6% |
| Shopping | $89.97 | 5% |
| Dining | $71.76 | 4% |
| Entertainment | $11.99 | 1% |

Travel was the biggest slice, almost all of it the Delta flight ($486.40) and the Marriott in Chicago ($398.22).

### Good to know
- You're using about 14% of your $12,000 limit, with $10,326.02 available.
- Purchase APR is 24.49% if you carry a balance. A late payment could cost up to $41 and trigger a 29.99% penalty APR.
- You earned 2,640 points this cycle (2x on travel), bringing your balance to 48,210."""

# ---------------------------------------------------------------------------
# 03: low-balance alert webhook with scheduled payments
# ---------------------------------------------------------------------------

_B03 = {
    "event": "balance.low",
    "event_id": "evt_7f3a91c2e4",
    "created_at": "2025-05-19T07:15:02-05:00",
    "threshold": {"amount": 250.00, "currency": "USD", "balance_type": "available"},
    "account": {
        "nickname": "Everyday Checking",
        "mask": "0457",
        "balances": {"available": 182.64, "current": 243.91, "as_of": "2025-05-19T07:00:00-05:00"},
        "overdraft": {"protection_enrolled": False, "fee_per_item": 35.00, "max_fees_per_day": 3},
    },
    "pending_transactions": [
        {"id": "txn_pnd_55120", "description": "SHELL OIL 57442 AUSTIN TX", "amount": -61.27,
         "authorized_at": "2025-05-18T18:47:33-05:00"},
    ],
    "scheduled": [
        {"payee": "Verizon Wireless", "amount": -89.99, "scheduled_date": "2025-05-20", "autopay": True},
        {"payee": "State Farm Insurance", "amount": -142.50, "scheduled_date": "2025-05-22", "autopay": True},
        {"payee": "ACME LOGISTICS PAYROLL", "amount": 1874.32, "scheduled_date": "2025-05-23",
         "type": "expected_direct_deposit"},
    ],
    "linked_accounts": [
        {"nickname": "Rainy Day Savings", "mask": "3391", "available": 2310.08,
         "transfers_remaining_this_cycle": 4},
    ],
    "balance_history": [
        {"date": "2025-05-14", "end_of_day_available": 1204.55},
        {"date": "2025-05-15", "end_of_day_available": 611.30},
        {"date": "2025-05-16", "end_of_day_available": 402.18},
        {"date": "2025-05-17", "end_of_day_available": 298.40},
        {"date": "2025-05-18", "end_of_day_available": 182.64},
    ],
}

_TB03 = """**⚠️ Low balance: Everyday Checking (…0457)**

As of 7:00 AM today (May 19), your available balance is **$182.64**, which is $67.36 below your $250 alert threshold. Your current balance shows $243.91; the difference is a pending $61.27 Shell charge from last night at 6:47 PM.

**What's coming up**
| Date | Item | Amount | Available after |
|---|---|---|---|
| May 20 | Verizon Wireless (autopay) | −$89.99 | $92.65 |
| May 22 | State Farm (autopay) | −$142.50 | **−$49.85** |
| May 23 | Payroll deposit (expected) | +$1,874.32 | $1,824.47 |

The State Farm payment would overdraw the account by $49.85 one day before your paycheck lands. You're not enrolled in overdraft protection, so expect a **$35 fee** or a returned payment.

**Quick fix:** move at least $50 from Rainy Day Savings (…3391, $2,310.08 available) before May 22. Adding a bit extra, say $100, leaves a cushion for card spending before payday.

For context, your available balance has fallen from $1,204.55 on May 14 to $182.64 now, so it may be worth checking what's been going out this week."""

# ---------------------------------------------------------------------------
# 04: N26-style monthly export, April vs March comparison
# ---------------------------------------------------------------------------

_B04 = {
    "account": {"bank": "N26", "iban_masked": "DE89 **** **** **** **30 00", "currency": "EUR",
                "product": "N26 Smart"},
    "statement_month": "2025-04",
    "opening_balance": 2843.17,
    "closing_balance": 3268.22,
    "totals": {"income": 3412.50, "expenses": -2587.45, "space_transfers": -400.00},
    "previous_month": {"month": "2025-03", "income": 3380.00, "expenses": -2918.90,
                       "opening_balance": 2782.07, "closing_balance": 2843.17},
    "categories": [
        {"id": "micro-v2-housing-utilities", "name": "Rent & Utilities", "amount": -1385.00, "previous": -1385.00},
        {"id": "micro-v2-food-groceries", "name": "Food & Groceries", "amount": -412.86, "previous": -468.20},
        {"id": "micro-v2-bars-restaurants", "name": "Bars & Restaurants", "amount": -236.40, "previous": -318.75},
        {"id": "micro-v2-transport-car", "name": "Transport & Car", "amount": -149.00, "previous": -132.60},
        {"id": "micro-v2-shopping", "name": "Shopping", "amount": -287.19, "previous": -502.35},
        {"id": "micro-v2-subscriptions-donations", "name": "Subscriptions & Donations", "amount": -67.97, "previous": -67.97},
        {"id": "micro-v2-health-drugstores", "name": "Health & Drugstores", "amount": -49.03, "previous": -44.03},
    ],
    "largest_transactions": [
        {"partnerName": "Hausverwaltung Meier GmbH", "amount": -1250.00, "currencyCode": "EUR",
         "bookingDate": "2025-04-01", "visibleTS": 1743488062000, "type": "DT",
         "referenceText": "Miete April 2025 Whg 3"},
        {"partnerName": "MediaMarkt Berlin Alexanderplatz", "amount": -189.99, "currencyCode": "EUR",
         "bookingDate": "2025-04-12", "visibleTS": 1744457411000, "type": "PT",
         "referenceText": None},
    ],
    "spaces": [
        {"name": "Notgroschen", "balance": 6400.00, "goal": 10000.00, "transfers_in_month": 400.00},
    ],
}

_TB04 = """# April vs. March: N26 main account

**A good month.** You spent **€2,587.45** in April, €331.45 less than in March (−11.4%), while income edged up from €3,380.00 to €3,412.50. That left you €825.05 ahead before savings, about 24% of income, up from roughly 14% in March.

## Spending by category
| Category | April | March | Change |
|---|---|---|---|
| Rent & Utilities | €1,385.00 | €1,385.00 | — |
| Food & Groceries | €412.86 | €468.20 | −€55.34 |
| Shopping | €287.19 | €502.35 | −€215.16 |
| Bars & Restaurants | €236.40 | €318.75 | −€82.35 |
| Transport & Car | €149.00 | €132.60 | +€16.40 |
| Subscriptions & Donations | €67.97 | €67.97 | — |
| Health & Drugstores | €49.03 | €44.03 | +€5.00 |

**What drove it:** Shopping fell 43% and eating out dropped 26%. Transport rose 12%, the largest increase, but it's small in euro terms.

## Balance & savings
- Balance went from €2,843.17 to **€3,268.22** (+€425.05).
- €400.00 went into your *Notgroschen* space, which now holds €6,400, or 64% of the €10,000 goal.
- Largest single payment: rent to Hausverwaltung Meier GmbH, €1,250.00 on 1 April."""


CASES = [
    dict(
        id="n2-bank_statement-01",
        pool=_B01,
        text=_TB01,
        copied=[
            ("3 Mar", None, "request.since"),
            ("9 Mar", None, "request.before"),
            ("£198.76", None, "previous_week.card_spend"),
            ("£64.18", None, "transactions[1].amount"),
            ("£31.47", None, "transactions[9].amount"),
            ("£42.60", None, "transactions[8].amount"),
            ("£10.99", None, "transactions[5].amount"),
            ("£10.31", None, "transactions[11].amount"),
            ("€12.00", None, "transactions[11].local_amount"),
            ("£89.12", None, "budgets[0].spent_mtd"),
            ("£150", "| £150 |", "budgets[0].monthly_budget"),
            ("£118.40", None, "budgets[1].spent_mtd"),
            ("£320", None, "budgets[1].monthly_budget"),
            ("£2,485.00", None, "transactions[7].amount"),
            ("7 March", None, "transactions[7].created"),
            ("£150", "moved £150", "transactions[10].amount"),
            ("£650", None, "pots[0].balance"),
            ("£1,200", None, "pots[0].goal_amount"),
            ("£1,842.17", None, "balance.balance"),
            ("£2,492.17", None, "balance.total_balance"),
        ],
        derived=[
            ("£204.85", None, "sum",
             "card payments in transactions (excl. salary [7] and pot transfer [10]): "
             "345+6418+860+1895+860+1099+570+4260+3147+1031 = 20,485 pence"),
            ("10", "10 card payments", "count",
             "transactions excluding income [7] and savings [10] = 10"),
            ("£6.09", None, "difference",
             "this week 20,485 - previous_week.card_spend 19,876 = 609 pence"),
            ("£95.65", None, "sum",
             "groceries: transactions[1] (6,418) + transactions[9] (3,147) = 9,565 pence"),
            ("£65.00", None, "sum",
             "eating_out: transactions[0] (345) + [3] (1,895) + [8] (4,260) = 6,500 pence"),
            ("£22.90", None, "sum",
             "transport: transactions[2] (860) + [4] (860) + [6] (570) = 2,290 pence"),
            ("59%", None, "share",
             "budgets[0].spent_mtd (8,912) / budgets[0].monthly_budget (15,000) = 59.4%"),
            ("37%", None, "share",
             "budgets[1].spent_mtd (11,840) / budgets[1].monthly_budget (32,000) = 37.0%"),
            ("54%", None, "share",
             "pots[0].balance (65,000) / pots[0].goal_amount (120,000) = 54.2%"),
        ],
        note="Weekly spending recap from a Monzo-style feed: pence amounts with debits negative, "
             "a foreign-currency card payment, category budgets month to date, a savings pot.",
    ),
    dict(
        id="n2-bank_statement-02",
        pool=_B02,
        text=_TB02,
        copied=[
            ("Mar 12", None, "statement.period_end"),
            ("$1,673.98", "You owe $1,673.98", "statement.new_balance"),
            ("Apr 8", None, "statement.payment_due_date"),
            ("$40.00", None, "statement.minimum_payment_due"),
            ("$1,482.37", None, "statement.previous_balance"),
            ("Feb 24", None, "transactions[5].post_date"),
            ("+$1,732.18", None, "statement.purchases"),
            ("−$58.20", None, "statement.other_credits"),
            ("$1,673.98", "New balance: **$1,673.98", "statement.new_balance"),
            ("$89.97", None, "transactions[3].amount"),
            ("$11.99", None, "transactions[9].amount"),
            ("$486.40", None, "transactions[1].amount"),
            ("$398.22", None, "transactions[11].amount"),
            ("$12,000", None, "statement.credit_limit"),
            ("$10,326.02", None, "statement.available_credit"),
            ("24.49%", None, "aprs[0].apr_pct"),
            ("$41", None, "late_payment_warning.late_fee_up_to"),
            ("29.99%", None, "late_payment_warning.penalty_apr_pct"),
            ("2,640", None, "rewards.points_earned"),
            ("2x", None, "rewards.bonus_multiplier"),
            ("48,210", None, "rewards.points_balance"),
        ],
        derived=[
            ("$191.61", None, "difference",
             "statement.new_balance (1,673.98) - statement.previous_balance (1,482.37) = 191.61"),
            ("$908.07", None, "sum",
             "Travel: transactions[1] (486.40) + [4] (23.45) + [11] (398.22) = 908.07"),
            ("52%", None, "share", "Travel 908.07 / statement.purchases (1,732.18) = 52.4%"),
            ("$550.96", None, "sum",
             "Groceries: transactions[0] (142.18) + [6] (96.12) + [8] (312.66) = 550.96"),
            ("32%", None, "share", "Groceries 550.96 / statement.purchases (1,732.18) = 31.8%"),
            ("$99.43", None, "sum", "Gas: transactions[2] (51.63) + [10] (47.80) = 99.43"),
            ("6%", "| 6% |", "share", "Gas 99.43 / statement.purchases (1,732.18) = 5.7%"),
            ("5%", "| 5% |", "share",
             "Shopping transactions[3] (89.97) / statement.purchases (1,732.18) = 5.2%"),
            ("$71.76", None, "sum", "Dining: transactions[12] (7.45) + [13] (64.31) = 71.76"),
            ("4%", "| 4% |", "share", "Dining 71.76 / statement.purchases (1,732.18) = 4.1%"),
            ("1%", "| 1% |", "share",
             "Entertainment transactions[9] (11.99) / statement.purchases (1,732.18) = 0.7%"),
            ("14%", None, "share",
             "statement.new_balance (1,673.98) / statement.credit_limit (12,000) = 13.9%"),
        ],
        note="Credit-card statement summary (issuer convention: purchases positive, payments and "
             "credits negative): amount due, balance bridge, category shares, utilisation, APRs.",
    ),
    dict(
        id="n2-bank_statement-03",
        pool=_B03,
        text=_TB03,
        copied=[
            ("7:00 AM", None, "account.balances.as_of"),
            ("May 19", None, "account.balances.as_of"),
            ("$182.64", "balance is **$182.64", "account.balances.available"),
            ("$250", None, "threshold.amount"),
            ("$243.91", None, "account.balances.current"),
            ("$61.27", None, "pending_transactions[0].amount"),
            ("6:47 PM", None, "pending_transactions[0].authorized_at"),
            ("May 20", None, "scheduled[0].scheduled_date"),
            ("−$89.99", None, "scheduled[0].amount"),
            ("May 22", "| May 22 |", "scheduled[1].scheduled_date"),
            ("−$142.50", None, "scheduled[1].amount"),
            ("May 23", None, "scheduled[2].scheduled_date"),
            ("+$1,874.32", None, "scheduled[2].amount"),
            ("$35", None, "account.overdraft.fee_per_item"),
            ("$2,310.08", None, "linked_accounts[0].available"),
            ("May 22", "before May 22", "scheduled[1].scheduled_date"),
            ("$1,204.55", None, "balance_history[0].end_of_day_available"),
            ("May 14", None, "balance_history[0].date"),
            ("$182.64", "to $182.64 now", "account.balances.available"),
        ],
        derived=[
            ("$67.36", None, "difference",
             "threshold.amount (250.00) - account.balances.available (182.64) = 67.36"),
            ("$92.65", None, "difference",
             "account.balances.available (182.64) + scheduled[0].amount (-89.99) = 92.65"),
            ("−$49.85", None, "difference",
             "92.65 + scheduled[1].amount (-142.50) = -49.85"),
            ("$1,824.47", None, "sum",
             "-49.85 + scheduled[2].amount (1,874.32) = 1,824.47"),
            ("$49.85", "overdraw the account by $49.85", "difference",
             "182.64 - 89.99 - 142.50 = -49.85"),
            ("one", "one day before", "time_between",
             "scheduled[2].scheduled_date (2025-05-23) - scheduled[1].scheduled_date (2025-05-22) = 1 day"),
            ("$50", "at least $50", "other",
             "shortfall 49.85 rounded up to the next dollar amount = 50"),
        ],
        note="Low-balance alert: balance vs threshold, pending charge explaining available vs "
             "current, running balance through scheduled bills and payday, overdraft fee.",
    ),
    dict(
        id="n2-bank_statement-04",
        pool=_B04,
        text=_TB04,
        copied=[
            ("€2,587.45", None, "totals.expenses"),
            ("€3,380.00", None, "previous_month.income"),
            ("€3,412.50", None, "totals.income"),
            ("€1,385.00", "| Rent & Utilities | €1,385.00", "categories[0].amount"),
            ("€1,385.00", "€1,385.00 | —", "categories[0].previous"),
            ("€412.86", None, "categories[1].amount"),
            ("€468.20", None, "categories[1].previous"),
            ("€287.19", None, "categories[4].amount"),
            ("€502.35", None, "categories[4].previous"),
            ("€236.40", None, "categories[2].amount"),
            ("€318.75", None, "categories[2].previous"),
            ("€149.00", None, "categories[3].amount"),
            ("€132.60", None, "categories[3].previous"),
            ("€67.97", "Donations | €67.97", "categories[5].amount"),
            ("€67.97", "€67.97 | —", "categories[5].previous"),
            ("€49.03", None, "categories[6].amount"),
            ("€44.03", None, "categories[6].previous"),
            ("€2,843.17", None, "opening_balance"),
            ("€3,268.22", None, "closing_balance"),
            ("€400.00", None, "totals.space_transfers"),
            ("€6,400", None, "spaces[0].balance"),
            ("€10,000", None, "spaces[0].goal"),
            ("€1,250.00", None, "largest_transactions[0].amount"),
            ("1 April", None, "largest_transactions[0].bookingDate"),
        ],
        derived=[
            ("€331.45", None, "difference",
             "previous_month.expenses (2,918.90) - totals.expenses (2,587.45) = 331.45"),
            ("−11.4%", None, "percent_change",
             "(totals.expenses 2,587.45 - previous_month.expenses 2,918.90) / 2,918.90 = -11.36%"),
            ("€825.05", None, "difference",
             "totals.income (3,412.50) + totals.expenses (-2,587.45) = 825.05"),
            ("24%", None, "ratio", "825.05 / totals.income (3,412.50) = 24.2%"),
            ("14%", None, "ratio",
             "(previous_month.income 3,380.00 + expenses -2,918.90) / 3,380.00 = 13.6%"),
            ("−€55.34", None, "difference",
             "categories[1].amount (-412.86) - categories[1].previous (-468.20): spending down 55.34"),
            ("−€215.16", None, "difference",
             "categories[4].amount (-287.19) - categories[4].previous (-502.35): spending down 215.16"),
            ("−€82.35", None, "difference",
             "categories[2].amount (-236.40) - categories[2].previous (-318.75): spending down 82.35"),
            ("+€16.40", None, "difference",
             "categories[3].amount (-149.00) - categories[3].previous (-132.60): spending up 16.40"),
            ("+€5.00", None, "difference",
             "categories[6].amount (-49.03) - categories[6].previous (-44.03): spending up 5.00"),
            ("43%", None, "percent_change",
             "(categories[4].amount 287.19 - previous 502.35) / 502.35 = -42.8%"),
            ("26%", None, "percent_change",
             "(categories[2].amount 236.40 - previous 318.75) / 318.75 = -25.8%"),
            ("12%", None, "percent_change",
             "(categories[3].amount 149.00 - previous 132.60) / 132.60 = +12.4%"),
            ("+€425.05", None, "difference",
             "closing_balance (3,268.22) - opening_balance (2,843.17) = 425.05"),
            ("64%", None, "share", "spaces[0].balance (6,400) / spaces[0].goal (10,000) = 64%"),
        ],
        note="Month-over-month comparison from an N26-style export: spending and income vs the "
             "previous month, category table with changes, savings rate, savings space goal.",
    ),
]

FLAWS = {
    "n2-bank_statement-01": [
        ("Tesco £64.18", "Tesco £6,418", "£6,418",
         "unit confusion", "amount in pence (6418) read as pounds"),
        ("| Eating out | £89.12 |", "| Eating out | £142.10 |", "£142.10",
         "stale value", "last month's eating-out spend given as month to date",
         "budgets[0].spent_last_month"),
        ("landed on 7 March", "landed on 6 March", "6 March",
         "wrong date", "salary arrived on 7 March, written 6 March"),
    ],
    "n2-bank_statement-02": [
        ("Purchase APR is 24.49%", "Purchase APR is 29.99%", "29.99%",
         "neighbour value", "cash-advance APR given as the purchase APR", "aprs[1].apr_pct"),
        ("about 14% of your", "about 16% of your", "16%",
         "wrong value", "utilisation divided by available credit instead of the 12,000 limit"),
    ],
    "n2-bank_statement-03": [
        ("$67.36 below your", "$67.36 above your", "$67.36",
         "direction flip", "balance is under the threshold, written as above it"),
        ("last night at 6:47 PM", "last night at 7:47 PM", "7:47 PM",
         "wrong time", "pending charge authorised at 6:47 PM, written 7:47 PM"),
        ("before May 22.", "before May 23.", "May 23",
         "neighbour value", "transfer deadline given as the payday date, too late to avoid the overdraft",
         "scheduled[2].scheduled_date"),
    ],
    "n2-bank_statement-04": [
        ("You spent **€2,587.45** in April", "You spent **€2,918.90** in April", "€2,918.90",
         "stale value", "March's spending given as April's", "previous_month.expenses"),
        ("(−11.4%)", "(−11.6%)", "−11.6%",
         "near-miss rounding", "spending change is -11.36%, written -11.6%"),
        ("now holds €6,400", "now holds €4,600", "€4,600",
         "transposed digits", "space balance 6,400 written 4,600"),
    ],
}

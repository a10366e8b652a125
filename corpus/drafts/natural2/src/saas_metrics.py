"""SaaS metrics: subscription analytics, payments and customer-success exports
(a ChartMogul-style monthly MRR movement report, Stripe balance transactions
in cents, a board-pack snapshot in USD thousands, a health-score export)."""

DOMAIN = "saas_metrics"
SPLIT = "dev"

# ---------------------------------------------------------------- case 01
POOL_01 = {
    "data_source": "chartmogul",
    "account": {"name": "Parcelwise", "uuid": "acc_5c1e8b6a-0f3d-11ee-9a4e-3b7f2c1d9e07", "currency": "USD"},
    "period": {"start": "2025-04-01", "end": "2025-04-30", "interval": "month"},
    "mrr": {"start": 184320, "new_business": 12850, "expansion": 7420, "reactivation": 640,
            "contraction": -2130, "churn": -6975, "end": 196125},
    "customers": {"start": 1412, "new": 96, "reactivated": 4, "churned": 41, "end": 1471},
    "arpa": 133.33,
    "arr": 2353500,
    "customer_churn_rate": 0.029,
    "mrr_churn_rate": 0.0494,
    "nrr_pct": 99.1,
    "prior_month": {"period": "2025-03", "mrr_end": 184320, "new_business": 11200, "expansion": 6980,
                    "reactivation": 310, "contraction": -1770, "churn": -8410, "net_new_mrr": 8310,
                    "customers_new": 88, "customer_churn_rate": 0.034, "arpa": 130.54,
                    "nrr_pct": 98.7},
    "targets": {"mrr_end": 200000, "new_customers": 110},
}

TEXT_01 = """# April metrics: Parcelwise

**MRR closed April at $196,125**, up $11,805 (+6.4%) from $184,320. That's $3,875 short of the $200K target, at 98.1%.

## MRR movements
| Movement | April | March |
|---|---|---|
| New business | +$12,850 | +$11,200 |
| Expansion | +$7,420 | +$6,980 |
| Reactivation | +$640 | +$310 |
| Contraction | −$2,130 | −$1,770 |
| Churn | −$6,975 | −$8,410 |
| **Net new MRR** | **+$11,805** | **+$8,310** |

## Customers
- **1,471 paying customers**, up from 1,412: 96 new, 4 reactivated, 41 churned.
- New customers came in 14 short of the target of 110.
- **Customer churn was 2.9%**, down from 3.4% in March.
- **ARPA:** $133.33.

## What stands out
- **Churned MRR fell 17%** month on month, which is the main reason net new MRR rose 42% on March.
- **Expansion** covered about 81% of the $9,105 lost to contraction and churn, so net revenue retention is still just under 100% (99.1%).
- **Bigger new deals:** the average new customer brought about $134 MRR, up from about $127 in March. Volume is the gap, not deal size.
- **ARR run-rate:** about $2.35M."""

CASE_01 = dict(
    id="n2-saas_metrics-01",
    pool=POOL_01,
    text=TEXT_01,
    copied=[
        ("$196,125", None, "mrr.end"),
        ("$184,320", None, "mrr.start"),
        ("$200K", None, "targets.mrr_end"),
        ("+$12,850", None, "mrr.new_business"),
        ("+$11,200", None, "prior_month.new_business"),
        ("+$7,420", None, "mrr.expansion"),
        ("+$6,980", None, "prior_month.expansion"),
        ("+$640", None, "mrr.reactivation"),
        ("+$310", None, "prior_month.reactivation"),
        ("−$2,130", None, "mrr.contraction"),
        ("−$1,770", None, "prior_month.contraction"),
        ("−$6,975", None, "mrr.churn"),
        ("−$8,410", None, "prior_month.churn"),
        ("+$8,310", None, "prior_month.net_new_mrr"),
        ("1,471", None, "customers.end"),
        ("1,412", None, "customers.start"),
        ("96", "96 new", "customers.new"),
        ("4", "4 reactivated", "customers.reactivated"),
        ("41", "41 churned", "customers.churned"),
        ("110", None, "targets.new_customers"),
        ("2.9%", None, "customer_churn_rate"),
        ("3.4%", None, "prior_month.customer_churn_rate"),
        ("$133.33", None, "arpa"),
        ("99.1%", None, "nrr_pct"),
        ("$2.35M", None, "arr"),
    ],
    derived=[
        ("$11,805", "up $11,805", "difference", "mrr.end (196,125) - mrr.start (184,320) = 11,805"),
        ("+6.4%", None, "percent_change", "11,805 / mrr.start (184,320) = +6.40%"),
        ("$3,875", None, "difference", "targets.mrr_end (200,000) - mrr.end (196,125) = 3,875"),
        ("98.1%", None, "ratio", "mrr.end (196,125) / targets.mrr_end (200,000) = 98.06%"),
        ("+$11,805", "**+$11,805**", "sum",
         "12,850 + 7,420 + 640 - 2,130 - 6,975 = 11,805"),
        ("14", "came in 14 short", "difference",
         "targets.new_customers (110) - customers.new (96) = 14"),
        ("17%", None, "percent_change",
         "mrr.churn (-6,975) vs prior_month.churn (-8,410): -17.1%"),
        ("42%", None, "percent_change",
         "net new 11,805 vs prior_month.net_new_mrr (8,310): +42.1%"),
        ("81%", None, "ratio",
         "mrr.expansion (7,420) / (2,130 + 6,975 = 9,105) = 81.5%"),
        ("$9,105", None, "sum", "mrr.contraction (2,130) + mrr.churn (6,975) = 9,105"),
        ("$134", None, "ratio", "mrr.new_business (12,850) / customers.new (96) = 133.85"),
        ("$127", None, "ratio",
         "prior_month.new_business (11,200) / prior_month.customers_new (88) = 127.27"),
    ],
    note="Monthly SaaS metrics recap for the CEO from a ChartMogul-style MRR movements export "
         "(churn and contraction negative, rates as fractions, NRR as a percent, prior month beside).",
)

# ---------------------------------------------------------------- case 02
POOL_02 = {
    "object": "list",
    "url": "/v1/balance_transactions",
    "has_more": False,
    "period": {"start": "2025-06-02", "end": "2025-06-08", "timezone": "UTC"},
    "data": [
        {"id": "txn_1RXa8kLq8d0Z1xYcV2d9QpTe", "object": "balance_transaction", "type": "adjustment",
         "reporting_category": "dispute", "amount": -2900, "fee": 1500, "net": -4400, "currency": "usd",
         "created": "2025-06-07T08:44:51Z", "status": "available",
         "description": "Chargeback withdrawal for ch_3RGm1ALq8d0Z1xYc1u0kTzQb",
         "customer_name": "Juniper Studio", "source_charge_created": "2025-05-06T15:20:02Z",
         "evidence_due_by": "2025-06-17T23:59:59Z"},
        {"id": "txn_3RX2JbLq8d0Z1xYc0FmW7sKd", "object": "balance_transaction", "type": "charge",
         "reporting_category": "charge", "amount": 2900, "fee": 114, "net": 2786, "currency": "usd",
         "created": "2025-06-06T18:12:05Z", "status": "pending", "description": "Subscription creation",
         "customer_name": "Fennel & Co.", "plan_nickname": "Starter (monthly)"},
        {"id": "txn_3RWs0nLq8d0Z1xYc1bH4Lk2R", "object": "balance_transaction", "type": "refund",
         "reporting_category": "refund", "amount": -9900, "fee": 0, "net": -9900, "currency": "usd",
         "created": "2025-06-06T11:30:19Z", "status": "available", "description": "REFUND FOR CHARGE",
         "customer_name": "Brightline Co.", "plan_nickname": "Pro (monthly)"},
        {"id": "txn_3RWDq4Lq8d0Z1xYc0Yk3mNa8", "object": "balance_transaction", "type": "charge",
         "reporting_category": "charge", "amount": 9900, "fee": 317, "net": 9583, "currency": "usd",
         "created": "2025-06-05T13:05:47Z", "status": "pending", "description": "Subscription update",
         "customer_name": "Halcyon Labs", "plan_nickname": "Pro (monthly)"},
        {"id": "txn_3RVvW2Lq8d0Z1xYc1Tg8cHh1", "object": "balance_transaction", "type": "charge",
         "reporting_category": "charge", "amount": 9900, "fee": 317, "net": 9583, "currency": "usd",
         "created": "2025-06-04T16:47:30Z", "status": "available", "description": "Subscription creation",
         "customer_name": "Brightline Co.", "plan_nickname": "Pro (monthly)"},
        {"id": "txn_1RVkC0Lq8d0Z1xYcmPq0a6Dz", "object": "balance_transaction", "type": "payout",
         "reporting_category": "payout", "amount": -172688, "fee": 0, "net": -172688, "currency": "usd",
         "created": "2025-06-04T00:05:12Z", "status": "available", "description": "STRIPE PAYOUT",
         "arrival_date": "2025-06-04"},
        {"id": "txn_3RVP6hLq8d0Z1xYc0k1Xw9Ru", "object": "balance_transaction", "type": "charge",
         "reporting_category": "charge", "amount": 129000, "fee": 3771, "net": 125229, "currency": "usd",
         "created": "2025-06-03T09:02:44Z", "status": "available", "description": "Subscription update",
         "customer_name": "Northwind Freight", "plan_nickname": "Business (annual)"},
        {"id": "txn_3RV7nULq8d0Z1xYc1a2Bc3De", "object": "balance_transaction", "type": "charge",
         "reporting_category": "charge", "amount": 49900, "fee": 1477, "net": 48423, "currency": "usd",
         "created": "2025-06-02T14:21:09Z", "status": "available", "description": "Subscription update",
         "customer_name": "Acme Logistics", "plan_nickname": "Team (annual)"},
    ],
    "failed_invoices": [
        {"id": "in_1RVz9QLq8d0Z1xYcH0pWm2Kd", "customer_name": "Oakridge Dental", "amount_due": 9900,
         "attempt_count": 3, "next_payment_attempt": "2025-06-09T10:00:00Z", "status": "open",
         "last_payment_error": {"code": "card_declined", "decline_code": "insufficient_funds"}},
        {"id": "in_1RWc4ELq8d0Z1xYc7Ty1Nb0S", "customer_name": "Pinecrest Tutoring", "amount_due": 29000,
         "attempt_count": 2, "next_payment_attempt": "2025-06-10T10:00:00Z", "status": "open",
         "last_payment_error": {"code": "expired_card", "decline_code": None}},
    ],
    "previous_period": {"start": "2025-05-26", "end": "2025-06-01", "gross_volume": 176400,
                        "net_volume": 162118, "charge_count": 7},
}

TEXT_02 = """## Payments digest: week of Jun 2–8

**Gross volume: $2,016.00** from 5 successful charges, up 14.3% on last week's $1,764.00.
**Net after fees, the refund and the dispute: $1,813.04.**

### Charges
| Date | Customer | Plan | Amount | Stripe fee |
|---|---|---|---|---|
| Jun 2 | Acme Logistics | Team (annual) | $499.00 | $14.77 |
| Jun 3 | Northwind Freight | Business (annual) | $1,290.00 | $37.71 |
| Jun 4 | Brightline Co. | Pro (monthly) | $99.00 | $3.17 |
| Jun 5 | Halcyon Labs | Pro (monthly) | $99.00 | $3.17 |
| Jun 6 | Fennel & Co. | Starter (monthly) | $29.00 | $1.14 |

Northwind's annual renewal alone was 64% of the week's volume.

### Money going back out
- **Refund:** −$99.00 to Brightline Co. on Jun 6, two days after the charge.
- **Dispute:** Juniper Studio disputed its $29.00 charge from May 6. Stripe pulled the amount plus a $15.00 dispute fee (−$44.00 in total). Evidence is due by Jun 17.
- **Fees:** $59.96 in processing fees, 2.97% of gross volume.

### Needs attention
- **Oakridge Dental:** the $99.00 invoice has failed 3 times (insufficient funds). Next retry Jun 9 at 10:00 UTC.
- **Pinecrest Tutoring:** the $290.00 renewal has failed twice (expired card). Stripe retries on Jun 10, but a card-update email will do more than another retry.

### Payout
$1,726.88 landed in your bank account on Jun 4."""

CASE_02 = dict(
    id="n2-saas_metrics-02",
    pool=POOL_02,
    text=TEXT_02,
    copied=[
        ("Jun 2", "week of Jun 2", "period.start"),
        ("8", "Jun 2–8", "period.end"),
        ("$1,764.00", None, "previous_period.gross_volume"),
        ("Jun 2", "| Jun 2 |", "data[7].created"),
        ("$499.00", None, "data[7].amount"),
        ("$14.77", None, "data[7].fee"),
        ("Jun 3", None, "data[6].created"),
        ("$1,290.00", None, "data[6].amount"),
        ("$37.71", None, "data[6].fee"),
        ("Jun 4", "| Jun 4 |", "data[4].created"),
        ("$99.00", "Brightline Co. | Pro (monthly) | $99.00", "data[4].amount"),
        ("$3.17", "$3.17 |\n| Jun 5", "data[4].fee"),
        ("Jun 5", None, "data[3].created"),
        ("$99.00", "Halcyon Labs | Pro (monthly) | $99.00", "data[3].amount"),
        ("$3.17", "$3.17 |\n| Jun 6", "data[3].fee"),
        ("Jun 6", "| Jun 6 |", "data[1].created"),
        ("$29.00", "| $29.00 |", "data[1].amount"),
        ("$1.14", None, "data[1].fee"),
        ("−$99.00", None, "data[2].amount"),
        ("Jun 6", "on Jun 6", "data[2].created"),
        ("$29.00", "its $29.00", "data[0].amount"),
        ("May 6", None, "data[0].source_charge_created"),
        ("$15.00", None, "data[0].fee"),
        ("−$44.00", None, "data[0].net"),
        ("Jun 17", None, "data[0].evidence_due_by"),
        ("$99.00", "the $99.00 invoice", "failed_invoices[0].amount_due"),
        ("3", "failed 3 times", "failed_invoices[0].attempt_count"),
        ("Jun 9", None, "failed_invoices[0].next_payment_attempt"),
        ("10:00", None, "failed_invoices[0].next_payment_attempt"),
        ("$290.00", None, "failed_invoices[1].amount_due"),
        ("twice", None, "failed_invoices[1].attempt_count"),
        ("Jun 10", None, "failed_invoices[1].next_payment_attempt"),
        ("$1,726.88", None, "data[5].amount"),
        ("Jun 4", "on Jun 4", "data[5].arrival_date"),
    ],
    derived=[
        ("$2,016.00", None, "sum",
         "charge amounts 49,900 + 129,000 + 9,900 + 9,900 + 2,900 = 201,600 cents"),
        ("5", "from 5 successful", "count", "data rows with type charge = 5"),
        ("14.3%", None, "percent_change",
         "201,600 vs previous_period.gross_volume (176,400): +14.3%"),
        ("$1,813.04", None, "sum",
         "net of charges (195,604) + refund data[2].net (-9,900) + dispute data[0].net (-4,400) = 181,304 cents"),
        ("64%", None, "share", "data[6].amount (129,000) / gross 201,600 = 64.0%"),
        ("two", "two days after", "time_between",
         "data[4].created (Jun 4) to refund data[2].created (Jun 6) = 2 days"),
        ("$59.96", None, "sum", "charge fees 1,477 + 3,771 + 317 + 317 + 114 = 5,996 cents"),
        ("2.97%", None, "ratio", "fees 5,996 / gross 201,600 = 2.97%"),
    ],
    note="Weekly payments digest for a small SaaS founder from Stripe balance transactions "
         "(amounts in cents, refunds/disputes/payouts negative, newest first) plus failed invoices.",
)

# ---------------------------------------------------------------- case 03
POOL_03 = {
    "company": "Loomstack, Inc.",
    "report": "board_pack_q2_2025",
    "period": {"quarter": "2025-Q2", "start": "2025-04-01", "end": "2025-06-30"},
    "as_of": "2025-06-30",
    "amounts_in": "USD thousands",
    "arr": {"beginning": 8420, "new": 1135, "expansion": 610, "contraction": -95, "churn": -388,
            "ending": 9682},
    "retention_ttm": {"nrr": 1.08, "grr": 0.91},
    "revenue": {"subscription": 2318, "services": 204, "total": 2522},
    "cogs": 545,
    "gross_margin_pct": 78.4,
    "opex": {"sales_marketing": 1640, "research_development": 1210, "general_admin": 530, "total": 3380},
    "net_burn": 1116,
    "cash_end": 14280,
    "runway_months": 38.4,
    "headcount": {"end": 64, "plan": 70, "open_roles": {"engineering": 4, "sales": 2}},
    "prior_quarter": {"quarter": "2025-Q1", "arr_ending": 8420, "revenue_total": 2371,
                      "gross_margin_pct": 76.9, "net_burn": 1304, "cash_end": 15396, "headcount_end": 59},
    "plan": {"arr_ending": 9900, "revenue_total": 2480, "net_burn": 1250},
}

TEXT_03 = """## Q2 2025 board update: financial snapshot

**Headline:** ARR reached **$9.68M** at 30 June, up 15.0% in the quarter from $8.42M, but about $218K (2%) short of the $9.9M plan.

### ARR bridge ($K)
| | Q2 |
|---|---|
| Beginning ARR | 8,420 |
| New | +1,135 |
| Expansion | +610 |
| Contraction | −95 |
| Churn | −388 |
| **Ending ARR** | **9,682** |

Net new ARR was **$1.26M**. Trailing-twelve-month net retention is 108% and gross retention 91%.

### P&L and cash
- **Revenue:** $2.52M, up 6.4% on Q1 and 1.7% ahead of plan ($2.48M). Services were $204K of it (8%).
- **Gross margin:** 78.4%, up 1.5 points from 76.9%.
- **Operating expenses:** $3.38M (S&M $1.64M, R&D $1.21M, G&A $0.53M).
- **Net burn:** $1.12M, down from $1.30M in Q1 and below the $1.25M plan.
- **Cash:** $14.28M at quarter end, about 38 months of runway at the current burn.
- **Burn multiple:** 0.88, i.e. we burned $0.88 for every dollar of net new ARR.

### People
Headcount ended at 64 against a plan of 70. The six open roles are four in engineering and two in sales. Given the runway, we'd like the board's view on pulling the engineering hires forward."""

CASE_03 = dict(
    id="n2-saas_metrics-03",
    pool=POOL_03,
    text=TEXT_03,
    copied=[
        ("$9.68M", None, "arr.ending"),
        ("30 June", None, "as_of"),
        ("$8.42M", None, "arr.beginning"),
        ("$9.9M", None, "plan.arr_ending"),
        ("8,420", None, "arr.beginning"),
        ("+1,135", None, "arr.new"),
        ("+610", None, "arr.expansion"),
        ("−95", None, "arr.contraction"),
        ("−388", None, "arr.churn"),
        ("9,682", None, "arr.ending"),
        ("108%", None, "retention_ttm.nrr"),
        ("91%", None, "retention_ttm.grr"),
        ("$2.52M", None, "revenue.total"),
        ("$2.48M", None, "plan.revenue_total"),
        ("$204K", None, "revenue.services"),
        ("78.4%", None, "gross_margin_pct"),
        ("76.9%", None, "prior_quarter.gross_margin_pct"),
        ("$3.38M", None, "opex.total"),
        ("$1.64M", None, "opex.sales_marketing"),
        ("$1.21M", None, "opex.research_development"),
        ("$0.53M", None, "opex.general_admin"),
        ("$1.12M", None, "net_burn"),
        ("$1.30M", None, "prior_quarter.net_burn"),
        ("$1.25M", None, "plan.net_burn"),
        ("$14.28M", None, "cash_end"),
        ("38 months", None, "runway_months"),
        ("64", "ended at 64", "headcount.end"),
        ("70", "plan of 70", "headcount.plan"),
        ("four", "four in engineering", "headcount.open_roles.engineering"),
        ("two", "two in sales", "headcount.open_roles.sales"),
    ],
    derived=[
        ("15.0%", None, "percent_change", "arr.ending (9,682) vs arr.beginning (8,420): +14.99%"),
        ("$218K", None, "difference", "plan.arr_ending (9,900) - arr.ending (9,682) = 218"),
        ("2%", "(2%)", "share", "218 / plan.arr_ending (9,900) = 2.2%"),
        ("$1.26M", None, "sum", "arr.new 1,135 + expansion 610 - contraction 95 - churn 388 = 1,262"),
        ("6.4%", None, "percent_change",
         "revenue.total (2,522) vs prior_quarter.revenue_total (2,371): +6.4%"),
        ("1.7%", None, "percent_change", "revenue.total (2,522) vs plan.revenue_total (2,480): +1.7%"),
        ("8%", "(8%)", "share", "revenue.services (204) / revenue.total (2,522) = 8.1%"),
        ("1.5 points", None, "difference",
         "gross_margin_pct (78.4) - prior_quarter.gross_margin_pct (76.9) = 1.5"),
        ("0.88", "Burn multiple:** 0.88", "ratio", "net_burn (1,116) / net new ARR (1,262) = 0.884"),
        ("$0.88", None, "ratio", "net_burn (1,116) / net new ARR (1,262) = 0.884"),
        ("six", "six open roles", "difference", "headcount.plan (70) - headcount.end (64) = 6"),
    ],
    note="Quarterly board-pack snapshot (all amounts in USD thousands, retention as fractions, "
         "margin as a percent, prior quarter and plan alongside); formal board-update tone.",
)

# ---------------------------------------------------------------- case 04
POOL_04 = {
    "generated_at": "2025-09-15T08:00:00-07:00",
    "report": "renewal_risk_daily",
    "segment": "Enterprise",
    "thresholds": {"health_at_risk": 50, "seat_util_min_pct": 0.6},
    "accounts": [
        {"account_id": "ACC-10442", "name": "Meridian Health", "plan": "Enterprise", "mrr_usd": 8400,
         "seats_licensed": 250, "seats_active_30d": 96, "health_score": 38, "health_score_prev_30d": 61,
         "renewal_date": "2025-10-31", "last_admin_login": "2025-08-22", "open_tickets": 5,
         "csm": "Dana Whitfield"},
        {"account_id": "ACC-10871", "name": "Caldera Foods", "plan": "Enterprise", "mrr_usd": 5250,
         "seats_licensed": 150, "seats_active_30d": 121, "health_score": 72, "health_score_prev_30d": 74,
         "renewal_date": "2026-02-28", "last_admin_login": "2025-09-14", "open_tickets": 1,
         "csm": "Dana Whitfield"},
        {"account_id": "ACC-11305", "name": "Vantage Realty Group", "plan": "Enterprise", "mrr_usd": 3900,
         "seats_licensed": 120, "seats_active_30d": 47, "health_score": 44, "health_score_prev_30d": 58,
         "renewal_date": "2025-10-15", "last_admin_login": "2025-09-12", "open_tickets": 2,
         "csm": "Marcus Oyelaran"},
        {"account_id": "ACC-11962", "name": "Orbis Media", "plan": "Enterprise", "mrr_usd": 6100,
         "seats_licensed": 200, "seats_active_30d": 188, "health_score": 83, "health_score_prev_30d": 79,
         "renewal_date": "2026-05-01", "last_admin_login": "2025-09-15", "open_tickets": 0,
         "csm": "Marcus Oyelaran"},
    ],
    "segment_totals": {"accounts": 4, "mrr_usd": 23650, "at_risk_accounts": 2},
}

TEXT_04 = """## 🚩 Renewal risk: two Enterprise accounts need attention

**Daily health check, Mon Sep 15**

Two of your four Enterprise accounts are below the health threshold of 50, and both renew within the next 46 days. Together they're **$12,300 in MRR**, 52% of the segment's $23,650.

### Meridian Health (ACC-10442): highest risk
- **Health score 38**, down 23 points from 61.
- **Seats:** only 96 of 250 active in the last 30 days, 38% utilisation against the 60% minimum.
- **Renewal:** Oct 31, 46 days away. $8,400 MRR (~$100.8K ARR).
- The admin last logged in on Aug 22, more than three weeks ago, and there are 5 open support tickets.

### Vantage Realty Group (ACC-11305)
- **Health score 44**, down from 58.
- **Seats:** 47 of 120 active (39%).
- **Renewal:** Oct 15, just 30 days out. $3,900 MRR.
- The admin is still engaged (last login Sep 12); 2 open tickets.

### Looking fine
Caldera Foods (health 72, 81% of seats active) and Orbis Media (health 83, 94%) are both comfortably above the threshold.

### Suggested actions
1. Get an exec-sponsor call with Meridian this week. With utilisation that low, expect a push to cut seats at renewal, so go in with a right-sizing offer rather than defending all 250.
2. Vantage renews first: confirm who signs, and walk them through the usage report before the renewal quote goes out."""

CASE_04 = dict(
    id="n2-saas_metrics-04",
    pool=POOL_04,
    text=TEXT_04,
    copied=[
        ("two", "two Enterprise accounts", "segment_totals.at_risk_accounts"),
        ("Sep 15", None, "generated_at"),
        ("Two", None, "segment_totals.at_risk_accounts"),
        ("four", None, "segment_totals.accounts"),
        ("50", None, "thresholds.health_at_risk"),
        ("$23,650", None, "segment_totals.mrr_usd"),
        ("38", "score 38", "accounts[0].health_score"),
        ("61", None, "accounts[0].health_score_prev_30d"),
        ("96", None, "accounts[0].seats_active_30d"),
        ("250", "96 of 250", "accounts[0].seats_licensed"),
        ("60%", None, "thresholds.seat_util_min_pct"),
        ("Oct 31", None, "accounts[0].renewal_date"),
        ("$8,400", None, "accounts[0].mrr_usd"),
        ("Aug 22", None, "accounts[0].last_admin_login"),
        ("5", "5 open support", "accounts[0].open_tickets"),
        ("44", None, "accounts[2].health_score"),
        ("58", None, "accounts[2].health_score_prev_30d"),
        ("47", None, "accounts[2].seats_active_30d"),
        ("120", None, "accounts[2].seats_licensed"),
        ("Oct 15", None, "accounts[2].renewal_date"),
        ("$3,900", None, "accounts[2].mrr_usd"),
        ("Sep 12", None, "accounts[2].last_admin_login"),
        ("2", "2 open tickets", "accounts[2].open_tickets"),
        ("72", None, "accounts[1].health_score"),
        ("83", None, "accounts[3].health_score"),
        ("250", "all 250", "accounts[0].seats_licensed"),
    ],
    derived=[
        ("46 days", "next 46 days", "time_between",
         "generated_at 2025-09-15 to accounts[0].renewal_date 2025-10-31 = 46 days"),
        ("$12,300", None, "sum", "accounts[0].mrr_usd (8,400) + accounts[2].mrr_usd (3,900) = 12,300"),
        ("52%", None, "share", "12,300 / segment_totals.mrr_usd (23,650) = 52.0%"),
        ("23 points", None, "difference",
         "accounts[0].health_score_prev_30d (61) - health_score (38) = 23"),
        ("38%", "38% utilisation", "ratio",
         "accounts[0].seats_active_30d (96) / seats_licensed (250) = 38.4%"),
        ("46 days", "46 days away", "time_between",
         "generated_at 2025-09-15 to accounts[0].renewal_date 2025-10-31 = 46 days"),
        ("~$100.8K", None, "other", "accounts[0].mrr_usd 8,400 x 12 = 100,800"),
        ("three", "more than three weeks", "time_between",
         "accounts[0].last_admin_login 2025-08-22 to generated_at 2025-09-15 = 24 days"),
        ("39%", None, "ratio", "accounts[2].seats_active_30d (47) / seats_licensed (120) = 39.2%"),
        ("30 days", "just 30 days out", "time_between",
         "generated_at 2025-09-15 to accounts[2].renewal_date 2025-10-15 = 30 days"),
        ("81%", None, "ratio", "accounts[1].seats_active_30d (121) / seats_licensed (150) = 80.7%"),
        ("94%", None, "ratio", "accounts[3].seats_active_30d (188) / seats_licensed (200) = 94.0%"),
    ],
    note="Customer-success renewal-risk alert from a health-score export (four Enterprise "
         "accounts with seats, health now and 30 days ago, renewal dates); flags two accounts.",
)

CASES = [CASE_01, CASE_02, CASE_03, CASE_04]

FLAWS = {
    "n2-saas_metrics-01": [
        ("**ARPA:** $133.33.", "**ARPA:** $130.54.", "$130.54", "stale value",
         "ARPA given as March's $130.54", "prior_month.arpa"),
        ("**Churned MRR fell 17%**", "**Churned MRR rose 17%**", "17%", "direction flip",
         "churned MRR fell 17% but is written as rose"),
        ("covered about 81% of", "covered about 82% of", "82%", "near-miss rounding",
         "7,420 / 9,105 = 81.5% written 82%"),
    ],
    "n2-saas_metrics-02": [
        ("| Business (annual) | $1,290.00 |", "| Business (annual) | $129,000.00 |", "$129,000.00",
         "unit confusion", "Northwind charge of 129,000 cents written as $129,000"),
        ("Brightline Co. on Jun 6, two days", "Brightline Co. on Jun 5, two days", "Jun 5",
         "wrong date", "refund was on 6 Jun, not 5 Jun"),
        ("has failed 3 times (insufficient funds)", "has failed twice (insufficient funds)", "twice",
         "neighbour value", "Oakridge's 3 attempts given as Pinecrest's 2",
         "failed_invoices[1].attempt_count"),
    ],
    "n2-saas_metrics-03": [
        ("ARR reached **$9.68M**", "ARR reached **$9.68B**", "$9.68B", "unit confusion",
         "ARR in thousands (9,682) written as billions"),
        ("**Cash:** $14.28M", "**Cash:** $15.40M", "$15.40M", "stale value",
         "cash given as last quarter's 15,396", "prior_quarter.cash_end"),
        ("The six open roles", "The five open roles", "five", "wrong value",
         "open roles 70 - 64 = 6 written as five"),
    ],
    "n2-saas_metrics-04": [
        ("46 days away. $8,400 MRR", "46 days away. $4,800 MRR", "$4,800", "transposed digits",
         "Meridian MRR $8,400 written $4,800"),
        ("only 96 of 250", "only 47 of 250", "47", "neighbour value",
         "Meridian's active seats given as Vantage's 47", "accounts[2].seats_active_30d"),
    ],
}

"""Event ticketing: a ticketing platform's sales-report export (tiers with face value,
capacity, sold, comps and sell-through fractions; an event date to count down to)."""

DOMAIN = "event_ticketing"
SPLIT = "holdout"      # set by the maintainers, not by the writer


# ---------------------------------------------------------------- case 01
_POOL_01 = {
    "event": {
        "id": "evt_01J4ZK8M2QR7TX",
        "name": "Hollow Pines: Autumn Tour",
        "venue": "Harbor Hall, Tacoma WA",
        "capacity": 1800,
        "doors_at": "2024-10-12T19:00:00-07:00",
        "starts_at": "2024-10-12T20:00:00-07:00",
        "on_sale_at": "2024-06-14T10:00:00-07:00",
    },
    "as_of": "2024-09-16T09:00:00-07:00",
    "currency": "USD",
    "tiers": [
        {"tier_id": "tr_GAFLOOR", "name": "GA Floor", "face_value": "49.50", "fee": "8.75",
         "capacity": 1100, "sold": 843, "comps": 16, "sell_through": 0.7664, "status": "on_sale"},
        {"tier_id": "tr_BALCRES", "name": "Balcony Reserved", "face_value": "65.00", "fee": "10.25",
         "capacity": 560, "sold": 311, "comps": 8, "sell_through": 0.5554, "status": "on_sale"},
        {"tier_id": "tr_VIPMG", "name": "VIP Meet & Greet", "face_value": "175.00", "fee": "22.50",
         "capacity": 140, "sold": 140, "comps": 0, "sell_through": 1.0, "status": "sold_out"},
    ],
    "sales_last_7_days": [
        {"date": "2024-09-09", "tickets": 14},
        {"date": "2024-09-10", "tickets": 11},
        {"date": "2024-09-11", "tickets": 9},
        {"date": "2024-09-12", "tickets": 17},
        {"date": "2024-09-13", "tickets": 22},
        {"date": "2024-09-14", "tickets": 31},
        {"date": "2024-09-15", "tickets": 12},
    ],
}

_TEXT_01 = """**Short answer: close, but not on track yet, and the balcony is the problem.**

As of this morning you've sold 1,294 of 1,800 tickets (71.9%) and issued 24 comps, which leaves 482 to sell in the 26 days before the Oct 12 show.

| Tier | Price | Sold | Sell-through | Still available |
|---|---:|---:|---:|---:|
| GA Floor | $49.50 | 843 | 76.6% | 241 |
| Balcony Reserved | $65.00 | 311 | 55.5% | 241 |
| VIP Meet & Greet | $175.00 | 140 | sold out | 0 |

GA and the balcony have the same number of tickets left, but the balcony is only about half the size, so it's much further behind.

**Pace.** In the last week (Sep 9–15) you sold 116 tickets, about 16.6 a day. Selling out needs about 18.5 a day from here. At last week's rate you'd sell roughly 431 more by show day and finish around 51 short. Your best day was Saturday, Sep 14, with 31 sales, so weekend pushes clearly work.

**Money.** Face-value sales so far come to $86.4K before fees, and VIP alone contributes $24,500 of it (28%). The unsold GA and balcony tickets are worth about $27.6K more at current prices.

**What I'd do**

- Put the promotional effort behind the balcony: a "best view in the house" angle, or a small bundle (two balcony seats plus a drink voucher) rather than a straight discount.
- Time the next email and social push for Friday so it lands before the weekend, which has been your strongest sales window.
- Check again a week from now. If the daily average hasn't reached the high teens, consider opening a lower price level for the back rows of the balcony."""

_CASE_01 = dict(
    id="n4-event_ticketing-01",
    pool=_POOL_01,
    text=_TEXT_01,
    copied=[
        ("1,800", None, "event.capacity"),
        ("Oct 12", None, "event.starts_at"),
        ("$49.50", None, "tiers[0].face_value"),
        ("843", None, "tiers[0].sold"),
        ("76.6%", None, "tiers[0].sell_through"),
        ("$65.00", None, "tiers[1].face_value"),
        ("311", None, "tiers[1].sold"),
        ("55.5%", None, "tiers[1].sell_through"),
        ("$175.00", None, "tiers[2].face_value"),
        ("140", "| 140 |", "tiers[2].sold"),
        ("Sep 9", None, "sales_last_7_days[0].date"),
        ("15", "Sep 9–15", "sales_last_7_days[6].date"),
        ("Sep 14", None, "sales_last_7_days[5].date"),
        ("31", "with 31 sales", "sales_last_7_days[5].tickets"),
    ],
    derived=[
        ("1,294", None, "sum", "tiers sold 843 + 311 + 140 = 1294"),
        ("71.9%", None, "share", "1294 / event.capacity 1800 = 71.9%"),
        ("24", "issued 24 comps", "sum", "tiers comps 16 + 8 + 0 = 24"),
        ("482", None, "remainder", "1800 - 1294 sold - 24 comps = 482"),
        ("26 days", None, "countdown", "as_of 2024-09-16 to event.starts_at 2024-10-12 = 26 days"),
        ("241", "| 76.6% | 241 |", "remainder", "GA capacity 1100 - 843 sold - 16 comps = 241"),
        ("241", "| 55.5% | 241 |", "remainder", "Balcony capacity 560 - 311 sold - 8 comps = 241"),
        ("0", "| sold out | 0 |", "remainder", "VIP capacity 140 - 140 sold - 0 comps = 0"),
        ("half", "about half the size", "ratio", "Balcony capacity 560 / GA capacity 1100 = 0.51"),
        ("116", None, "sum", "sales_last_7_days tickets 14 + 11 + 9 + 17 + 22 + 31 + 12 = 116"),
        ("16.6", None, "mean", "116 / 7 days = 16.57"),
        ("18.5", None, "ratio", "482 left / 26 days = 18.54 a day"),
        ("431", None, "product", "16.57 a day x 26 days = 430.9"),
        ("51", "around 51 short", "difference", "482 - 430.9 = 51.1"),
        ("$86.4K", None, "sum", "843 x 49.50 + 311 x 65.00 + 140 x 175.00 = 41,728.50 + 20,215 + 24,500 = 86,443.50"),
        ("$24,500", None, "product", "VIP 140 sold x 175.00 = 24,500"),
        ("28%", None, "share", "24,500 / 86,443.50 = 28.3%"),
        ("$27.6K", None, "sum", "241 x 49.50 + 241 x 65.00 = 11,929.50 + 15,665 = 27,594.50"),
    ],
    note="concert sell-out check: sold and available per tier, countdown to show date, "
         "recent daily pace vs pace needed, face-value revenue and shares",
)

# ---------------------------------------------------------------- case 02
_POOL_02 = {
    "event": {
        "id": "conf_DWS25",
        "name": "DataWorks Summit 2025",
        "venue": "Oregon Convention Center, Portland",
        "starts_on": "2025-03-18",
        "ends_on": "2025-03-19",
        "attendee_capacity": 950,
    },
    "report_generated_at": "2025-01-27T08:00:00-08:00",
    "revenue_target_usd": 420000,
    "tiers": [
        {"tier": "early_bird", "label": "Early Bird", "price_usd": 449, "capacity": 250,
         "sold": 250, "sold_prev_week": 238, "sell_through": 1.0, "sell_through_prev_week": 0.952,
         "sales_end": "2025-01-24T23:59:59-08:00", "status": "closed", "counts_toward_capacity": True},
        {"tier": "standard", "label": "Standard", "price_usd": 649, "capacity": 450,
         "sold": 187, "sold_prev_week": 141, "sell_through": 0.4156, "sell_through_prev_week": 0.3133,
         "sales_end": "2025-03-04T23:59:59-08:00", "status": "on_sale", "counts_toward_capacity": True},
        {"tier": "late", "label": "Late", "price_usd": 799, "capacity": 110,
         "sold": 0, "sold_prev_week": 0, "sell_through": 0.0, "sell_through_prev_week": 0.0,
         "sales_start": "2025-03-05T00:00:00-08:00", "status": "scheduled", "counts_toward_capacity": True},
        {"tier": "student", "label": "Student", "price_usd": 149, "capacity": 60,
         "sold": 41, "sold_prev_week": 39, "sell_through": 0.6833, "sell_through_prev_week": 0.65,
         "status": "on_sale", "counts_toward_capacity": True},
        {"tier": "workshop", "label": "Workshop add-on", "price_usd": 199, "capacity": 120,
         "sold": 64, "sold_prev_week": 52, "sell_through": 0.5333, "sell_through_prev_week": 0.4333,
         "status": "on_sale", "counts_toward_capacity": False},
        {"tier": "sponsor", "label": "Sponsor pass", "price_usd": 0, "capacity": 80,
         "sold": 56, "sold_prev_week": 56, "sell_through": 0.7, "sell_through_prev_week": 0.7,
         "status": "allocated", "counts_toward_capacity": True},
    ],
    "discount_codes": [
        {"code": "PARTNER15", "applies_to": "standard", "percent_off": 15,
         "redemptions": 22, "redemptions_prev_week": 15,
         "discount_total_usd": 2141.7, "discount_total_prev_week_usd": 1460.25},
    ],
}

_TEXT_02 = """## Ticket sales update: DataWorks Summit (as of Jan 27)

**Headline:** net ticket revenue stands at **$250.3K**, 59.6% of our $420K target, after a strong week (+$37.2K). We need another $169.7K in the 50 days before doors open on Mar 18. That's about $23.8K a week over the roughly 7 weeks left, so at last week's pace we're comfortably on track.

| Tier | Sold | Sell-through | Change on last week |
|---|---:|---:|---:|
| Early Bird ($449) | 250 | 100% | +4.8 pts |
| Standard ($649) | 187 | 41.6% | +10.2 pts |
| Student ($149) | 41 | 68.3% | +3.3 pts |
| Workshop add-on ($199) | 64 | 53.3% | +10.0 pts |

**Highlights**

- Early Bird sold its last 12 passes ahead of the Jan 24 cutoff and closed fully sold out.
- Standard moved 46 passes this week, by far the biggest jump of any tier.
- The PARTNER15 code has now been redeemed 22 times (7 of them this week), worth $2,141.70 in discounts. That's already taken out of the revenue figure above.

**Attendance**

- 478 paid attendees plus 56 sponsor passes makes 534 people so far, 56% of the 950 capacity. Workshop add-ons don't count toward capacity.

**Coming up**

- Standard pricing ends Mar 4, in 36 days, and Late pricing at $799 starts the day after. A last-chance email in the final week of February should pull some of the fence-sitters forward."""

_CASE_02 = dict(
    id="n4-event_ticketing-02",
    pool=_POOL_02,
    text=_TEXT_02,
    copied=[
        ("Jan 27", None, "report_generated_at"),
        ("$420K", None, "revenue_target_usd"),
        ("Mar 18", None, "event.starts_on"),
        ("$449", None, "tiers[0].price_usd"),
        ("250", "| 250 |", "tiers[0].sold"),
        ("100%", None, "tiers[0].sell_through"),
        ("$649", None, "tiers[1].price_usd"),
        ("187", None, "tiers[1].sold"),
        ("41.6%", None, "tiers[1].sell_through"),
        ("$149", None, "tiers[3].price_usd"),
        ("41", "| 41 |", "tiers[3].sold"),
        ("68.3%", None, "tiers[3].sell_through"),
        ("$199", None, "tiers[4].price_usd"),
        ("64", "| 64 |", "tiers[4].sold"),
        ("53.3%", None, "tiers[4].sell_through"),
        ("Jan 24", None, "tiers[0].sales_end"),
        ("22", "redeemed 22 times", "discount_codes[0].redemptions"),
        ("$2,141.70", None, "discount_codes[0].discount_total_usd"),
        ("56", "plus 56 sponsor", "tiers[5].sold"),
        ("950", None, "event.attendee_capacity"),
        ("Mar 4", None, "tiers[1].sales_end"),
        ("$799", None, "tiers[2].price_usd"),
    ],
    derived=[
        ("$250.3K", None, "sum",
         "250 x 449 + 187 x 649 + 41 x 149 + 64 x 199 = 252,458 gross - discount_total_usd 2,141.70 = 250,316.30"),
        ("59.6%", None, "share", "250,316.30 / revenue_target_usd 420,000 = 59.6%"),
        ("+$37.2K", None, "difference",
         "250,316.30 - last week's net (238 x 449 + 141 x 649 + 39 x 149 + 52 x 199 = 214,530 - 1,460.25 = 213,069.75) = 37,246.55"),
        ("$169.7K", None, "remainder", "420,000 - 250,316.30 = 169,683.70"),
        ("50 days", None, "countdown", "report_generated_at 2025-01-27 to event.starts_on 2025-03-18 = 50 days"),
        ("$23.8K", None, "ratio", "169,683.70 / (50 / 7 = 7.14 weeks) = 23,755.72 a week"),
        ("7 weeks", None, "conversion", "50 days / 7 = 7.1 weeks"),
        ("+4.8 pts", None, "percentage_point", "Early Bird sell_through 1.0 - sell_through_prev_week 0.952 = +4.8 pp"),
        ("+10.2 pts", None, "percentage_point", "Standard 0.4156 - 0.3133 = +10.2 pp"),
        ("+3.3 pts", None, "percentage_point", "Student 0.6833 - 0.65 = +3.3 pp"),
        ("+10.0 pts", None, "percentage_point", "Workshop 0.5333 - 0.4333 = +10.0 pp"),
        ("12", "last 12 passes", "difference", "Early Bird sold 250 - sold_prev_week 238 = 12"),
        ("46", "moved 46 passes", "difference", "Standard sold 187 - sold_prev_week 141 = 46"),
        ("7", "(7 of them", "difference", "redemptions 22 - redemptions_prev_week 15 = 7"),
        ("478", None, "sum", "paid tiers counting toward capacity: 250 + 187 + 0 + 41 = 478"),
        ("534", None, "sum", "478 + 56 sponsor passes = 534"),
        ("56%", None, "share", "534 / attendee_capacity 950 = 56.2%"),
        ("36 days", None, "countdown", "report_generated_at 2025-01-27 to tiers[1].sales_end 2025-03-04 = 36 days"),
    ],
    note="conference weekly update for a team: net revenue vs target and what is left, "
         "countdown to the event and a price change, sell-through changes in percentage points",
)

# ---------------------------------------------------------------- case 03
_PERFS_03 = [
    ("PF-1107-1930", "2024-11-07T19:30:00-05:00", "evening", 388, 19842.32),
    ("PF-1108-1930", "2024-11-08T19:30:00-05:00", "evening", 412, 22454.00),
    ("PF-1109-1400", "2024-11-09T14:00:00-05:00", "matinee", 301, 13319.25),
    ("PF-1109-1930", "2024-11-09T19:30:00-05:00", "evening", 419, 23464.00),
    ("PF-1110-1400", "2024-11-10T14:00:00-05:00", "matinee", 243, 10449.00),
    ("PF-1113-1930", "2024-11-13T19:30:00-05:00", "evening", 197, 8865.00),
    ("PF-1114-1930", "2024-11-14T19:30:00-05:00", "evening", 256, 12032.00),
    ("PF-1115-1930", "2024-11-15T19:30:00-05:00", "evening", 351, 18252.00),
    ("PF-1116-1930", "2024-11-16T19:30:00-05:00", "evening", 377, 20358.00),
    ("PF-1117-1400", "2024-11-17T14:00:00-05:00", "matinee", 288, 12960.00),
]

_POOL_03 = {
    "production": {
        "id": "PRD-2024-07",
        "title": "The Lighthouse Keeper's Daughter",
        "venue": "Calder Street Playhouse",
    },
    "as_of": "2024-11-04T10:00:00-05:00",
    "performances": [
        {"perf_id": pid, "starts_at": ts, "slot": slot, "capacity": 420, "sold": n,
         "sell_through": round(n / 420, 4), "gross_usd": g, "avg_price_usd": round(g / n, 2)}
        for pid, ts, slot, n, g in _PERFS_03
    ],
    "campaigns": [
        {"campaign_id": "CMP-8841", "name": "Midweek & matinee offer",
         "channel": "email", "send_at": "2024-11-05T09:00:00-05:00", "status": "draft"},
    ],
}

_TEXT_03 = """I'd put three performances in tomorrow's email and keep everything else out of it.

**Push these** (the weakest sell-through, and still far enough out for an email to work):

| Performance | Sold | Sell-through | Seats left | Days away |
|---|---:|---:|---:|---:|
| Wed Nov 13, evening | 197 | 46.9% | 223 | 9 |
| Sun Nov 10, matinee | 243 | 57.9% | 177 | 6 |
| Thu Nov 14, evening | 256 | 61.0% | 164 | 10 |

Together that's 564 empty seats, worth about $25.4K at the average price each of those shows is getting now.

**Second tier:** the closing Sunday matinee on Nov 17 is at 68.6% with 132 seats left, but it's 13 days out, so it can wait for a later send.

**Leave out:** Fri Nov 8 (412 sold) and the Sat Nov 9 evening show (419 of 420, one seat left) are effectively sold out. A discount there only gives money to people who would have paid full price.

**The run overall:** 3,232 of 4,200 seats sold across the ten performances (77.0%), $162.0K gross so far, or $50.12 a ticket on average. There are 968 unsold seats in total, and 58% of them sit in the three shows above, which is why a narrow email is worth more than a blanket offer.

One timing note: the Sunday Nov 10 matinee is only 5 days after the email lands, so lead with it and make the offer end on Saturday night."""

_CASE_03 = dict(
    id="n4-event_ticketing-03",
    pool=_POOL_03,
    text=_TEXT_03,
    copied=[
        ("Nov 13", None, "performances[5].starts_at"),
        ("197", None, "performances[5].sold"),
        ("46.9%", None, "performances[5].sell_through"),
        ("Nov 10", "Sun Nov 10, matinee", "performances[4].starts_at"),
        ("243", None, "performances[4].sold"),
        ("57.9%", None, "performances[4].sell_through"),
        ("Nov 14", None, "performances[6].starts_at"),
        ("256", None, "performances[6].sold"),
        ("61.0%", None, "performances[6].sell_through"),
        ("Nov 17", None, "performances[9].starts_at"),
        ("68.6%", None, "performances[9].sell_through"),
        ("Nov 8", None, "performances[1].starts_at"),
        ("412", None, "performances[1].sold"),
        ("Nov 9", None, "performances[3].starts_at"),
        ("419", None, "performances[3].sold"),
        ("420", "419 of 420", "performances[3].capacity"),
        ("Nov 10", "Sunday Nov 10", "performances[4].starts_at"),
    ],
    derived=[
        ("223", None, "remainder", "performances[5] capacity 420 - sold 197 = 223"),
        ("9", "| 223 | 9 |", "countdown", "as_of 2024-11-04 to 2024-11-13 = 9 days"),
        ("177", None, "remainder", "performances[4] 420 - 243 = 177"),
        ("6", "| 177 | 6 |", "countdown", "as_of 2024-11-04 to 2024-11-10 = 6 days"),
        ("164", None, "remainder", "performances[6] 420 - 256 = 164"),
        ("10", "| 164 | 10 |", "countdown", "as_of 2024-11-04 to 2024-11-14 = 10 days"),
        ("564", None, "sum", "223 + 177 + 164 = 564"),
        ("$25.4K", None, "sum",
         "seats left x avg_price_usd: 223 x 45.00 + 177 x 43.00 + 164 x 47.00 = 10,035 + 7,611 + 7,708 = 25,354"),
        ("132", None, "remainder", "performances[9] 420 - 288 = 132"),
        ("13 days", None, "countdown", "as_of 2024-11-04 to 2024-11-17 = 13 days"),
        ("one", "one seat left", "remainder", "performances[3] 420 - 419 = 1"),
        ("3,232", None, "sum", "sum of performances sold = 3232"),
        ("4,200", None, "product", "10 performances x capacity 420 = 4200"),
        ("ten", "the ten performances", "count", "performances = 10"),
        ("77.0%", None, "share", "3232 / 4200 = 76.95%"),
        ("$162.0K", None, "sum", "sum of performances gross_usd = 161,995.57"),
        ("$50.12", None, "ratio", "161,995.57 / 3232 tickets = 50.12"),
        ("968", None, "remainder", "4200 - 3232 = 968"),
        ("58%", None, "share", "564 / 968 = 58.3%"),
        ("5 days", None, "countdown", "campaigns[0].send_at 2024-11-05 to performances[4].starts_at 2024-11-10 = 5 days"),
    ],
    note="theatre run: which performances to discount, seats left and days until each show, "
         "value of the unsold seats, run totals and the share of empty seats in the weak shows",
)

CASES = [_CASE_01, _CASE_02, _CASE_03]

FLAWS = {
    "n4-event_ticketing-01": [
        ("| 311 |", "| 131 |", "131", "transposed digits", "balcony tickets sold 311 written 131"),
        ("of it (28%)", "of it (38%)", "38%", "wrong value", "VIP share of face-value sales 28.3% given as 38%"),
        ("with 31 sales", "with 22 sales", "22", "neighbour value",
         "Friday Sep 13's sales given for Saturday Sep 14", "sales_last_7_days[4].tickets"),
    ],
    "n4-event_ticketing-02": [
        ("59.6% of our", "59.5% of our", "59.5%", "near-miss rounding",
         "59.599% of target truncated to 59.5%"),
        ("doors open on Mar 18", "doors open on Mar 19", "Mar 19", "neighbour value",
         "the conference's last day given as the day doors open", "event.ends_on"),
        ("| Standard ($649) | 187 |", "| Standard ($649) | 141 |", "141", "stale value",
         "Standard passes sold as of the previous week", "tiers[1].sold_prev_week"),
    ],
    "n4-event_ticketing-03": [
        ("| 256 | 61.0% |", "| 256 | 0.61% |", "0.61%", "unit confusion",
         "sell-through fraction 0.6095 written as a percent"),
        ("that's 564 empty seats", "that's 400 empty seats", "400", "wrong value",
         "seats left in the three shows summed without Thursday's 164"),
        ("Fri Nov 8 (412 sold)", "Fri Nov 8 (419 sold)", "419 sold", "neighbour value",
         "Saturday evening's sold count given for Friday", "performances[3].sold"),
    ],
}

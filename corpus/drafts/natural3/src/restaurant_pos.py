"""Restaurant POS: a Square-style end-of-day sales summary (money in cents,
discounts and refunds negative), a Toast-style weekly labor and item-sales
export (dollars as decimals, business dates as yyyymmdd integers), and a
Square CashDrawerShift with its events."""

DOMAIN = "restaurant_pos"
SPLIT = "test"

_R01_POOL = {
    "location": {
        "id": "L8XK2M3QZ1PW",
        "name": "Marigold Kitchen - Capitol Hill",
        "timezone": "America/Los_Angeles",
    },
    "report": {
        "business_date": "2024-05-18",
        "opened_at": "2024-05-18T10:58:12-07:00",
        "closed_at": "2024-05-19T00:41:37-07:00",
    },
    "sales": {
        "gross_sales_money": {"amount": 1284650, "currency": "USD"},
        "discounts_money": {"amount": -61820, "currency": "USD"},
        "comps_money": {"amount": -18400, "currency": "USD"},
        "refunds_money": {"amount": -9275, "currency": "USD"},
        "net_sales_money": {"amount": 1195155, "currency": "USD"},
        "tax_money": {"amount": 123699, "currency": "USD"},
        "tips_money": {"amount": 216430, "currency": "USD"},
        "total_collected_money": {"amount": 1535284, "currency": "USD"},
    },
    "counts": {
        "orders": 312,
        "covers": 547,
        "void_count": 9,
        "void_money": {"amount": -14350, "currency": "USD"},
    },
    "dayparts": [
        {"name": "Lunch", "start": "11:00", "end": "15:00",
         "net_sales_money": {"amount": 291480, "currency": "USD"}, "orders": 88},
        {"name": "Happy Hour", "start": "15:00", "end": "17:30",
         "net_sales_money": {"amount": 160235, "currency": "USD"}, "orders": 61},
        {"name": "Dinner", "start": "17:30", "end": "22:00",
         "net_sales_money": {"amount": 651890, "currency": "USD"}, "orders": 139},
        {"name": "Late Night", "start": "22:00", "end": "01:00",
         "net_sales_money": {"amount": 91550, "currency": "USD"}, "orders": 24},
    ],
    "tenders": [
        {"type": "CARD", "count": 281, "total_money": {"amount": 1348210, "currency": "USD"}},
        {"type": "CASH", "count": 27, "total_money": {"amount": 148824, "currency": "USD"}},
        {"type": "SQUARE_GIFT_CARD", "count": 4, "total_money": {"amount": 38250, "currency": "USD"}},
    ],
    "comparison": {
        "same_day_last_week": {
            "business_date": "2024-05-11",
            "gross_sales_money": {"amount": 1153980, "currency": "USD"},
            "discounts_money": {"amount": -41260, "currency": "USD"},
            "net_sales_money": {"amount": 1087420, "currency": "USD"},
            "tips_money": {"amount": 194815, "currency": "USD"},
            "orders": 289,
            "covers": 503,
        },
    },
}

_R01_TEXT = """Saturday (**18 May**) was a strong day: **net sales of $11,951.55**, up **$1,077.35 (about 9.9%)** on the previous Saturday's $10,874.20.

**Headline numbers**

- **312 orders** and **547 covers**, against 289 orders and 503 covers last week
- Average check: about **$38.31** per order, or roughly $21.85 per cover
- Tips: **$2,164.30**, about 18.1% of net sales
- Total collected (net sales plus tax and tips): **$15,352.84**

**Where the sales came from**

| Daypart | Net sales | Orders |
|---|---|---|
| Lunch | $2,914.80 | 88 |
| Happy Hour | $1,602.35 | 61 |
| Dinner | $6,518.90 | 139 |
| Late Night | $915.50 | 24 |

Dinner alone brought in about 54.5% of the day's net sales, so the evening service is still carrying the business; happy hour is the smallest slot apart from late night.

**Worth a look**

- **Discounts were $618.20**, up from $412.60 last Saturday, roughly 50% more. On top of that there were $184.00 in comps and $92.75 in refunds. If a new promotion started this week, that explains it; if not, check which staff applied them.
- There were 9 voids worth $143.50 in total. That isn't alarming for a Saturday, but it's worth a glance at who rang them.
- Cash came to $1,488.24 across 27 payments; cards made up about 88% of everything collected.

The day was closed out at 00:41 on Sunday morning, so the late-night crew ran a little long. Overall: more guests, a higher total, and the only soft spot is the jump in discounting.
"""

_R02_POOL = {
    "restaurantGuid": "8f1c2a47-3b9e-4d61-a0c5-77e2f9d41b08",
    "restaurantName": "Fig & Ember",
    "startBusinessDate": 20240506,
    "endBusinessDate": 20240512,
    "sales": {
        "grossSales": 51037.85,
        "discountAmount": 2201.95,
        "refundAmount": 620.50,
        "netSales": 48215.40,
        "guestCount": 1623,
        "checkCount": 941,
        "avgCheck": 51.24,
    },
    "labor": {
        "regularHours": 588.5,
        "overtimeHours": 24.25,
        "totalHours": 612.75,
        "totalLaborCost": 13984.62,
        "laborCostPercent": 0.2900,
        "laborCostTargetPercent": 0.28,
        "salesPerLaborHour": 78.69,
    },
    "jobs": [
        {"jobTitle": "Line Cook", "regularHours": 150.0, "overtimeHours": 11.5, "laborCost": 4533.75},
        {"jobTitle": "Sous Chef", "regularHours": 40.0, "overtimeHours": 0.0, "laborCost": 2298.87},
        {"jobTitle": "Server", "regularHours": 201.25, "overtimeHours": 0.0, "laborCost": 3018.75},
        {"jobTitle": "Bartender", "regularHours": 96.5, "overtimeHours": 8.75, "laborCost": 2197.50},
        {"jobTitle": "Dishwasher", "regularHours": 58.0, "overtimeHours": 4.0, "laborCost": 1209.00},
        {"jobTitle": "Host", "regularHours": 42.75, "overtimeHours": 0.0, "laborCost": 726.75},
    ],
    "menuItems": [
        {"name": "Short Rib Ragu", "menuGroup": "Mains", "quantitySold": 212, "netSales": 5936.00, "voidQuantity": 3},
        {"name": "Wood-Fired Margherita", "menuGroup": "Pizza", "quantitySold": 287, "netSales": 5166.00, "voidQuantity": 5},
        {"name": "Fig Old Fashioned", "menuGroup": "Cocktails", "quantitySold": 341, "netSales": 4774.00, "voidQuantity": 2},
        {"name": "Burrata & Stone Fruit", "menuGroup": "Starters", "quantitySold": 164, "netSales": 2788.00, "voidQuantity": 0},
        {"name": "Charred Broccolini", "menuGroup": "Sides", "quantitySold": 198, "netSales": 2178.00, "voidQuantity": 1},
    ],
    "previousWeek": {
        "startBusinessDate": 20240429,
        "netSales": 45890.10,
        "totalLaborCost": 13402.18,
        "laborCostPercent": 0.2920,
        "totalHours": 598.0,
        "overtimeHours": 9.75,
        "guestCount": 1548,
    },
}

_R02_TEXT = """Labor came in at **29.0% of net sales** for the week of 6 May, about 1 point over your 28% target, though slightly better than the 29.2% of the week before.

**The numbers**

- **Net sales:** $48,215.40, up about 5.1% on the previous week's $45,890.10
- **Labor cost:** $13,984.62, up about 4.3% from $13,402.18; sales grew a bit faster than labor, which is why the percentage improved
- **Hours:** 612.75 in total, of which **24.25 were overtime**, roughly 2.5 times the 9.75 overtime hours of the week before
- **Sales per labor hour:** $78.69
- **Guests:** 1,623 across 941 checks, average check $51.24

To have hit 28% on these sales, labor would have needed to be about **$13,500**, so you were roughly **$484 over**.

**Where the overtime went**

Line cooks logged 11.5 overtime hours, nearly half of the week's total (about 47%), bartenders 8.75 and dishwashers 4.0. Nobody else went over. The line is the obvious place to look: either a schedule gap or a couple of long closes. Trimming most of that overtime alone would close a good part of the gap to target.

**Best sellers**

| Item | Sold | Net sales |
|---|---|---|
| Short Rib Ragu | 212 | $5,936.00 |
| Wood-Fired Margherita | 287 | $5,166.00 |
| Fig Old Fashioned | 341 | $4,774.00 |
| Burrata & Stone Fruit | 164 | $2,788.00 |
| Charred Broccolini | 198 | $2,178.00 |

The Short Rib Ragu earned the most, while the Margherita outsold it with 287 pizzas, and the Fig Old Fashioned moved the most units of anything at 341. Together these five items made up about 43% of net sales.

**Suggestion:** look at the line-cook schedule for the nights with overtime; a fifth cook on the busiest close would likely cost less than the overtime premium.
"""

_R03_POOL = {
    "cash_drawer_shift": {
        "id": "DCC99978-09A6-4926-849F-300BE9C5793A",
        "state": "CLOSED",
        "description": "Friday PM - Bar",
        "opened_at": "2024-05-17T16:00:41-07:00",
        "ended_at": "2024-05-17T23:47:30-07:00",
        "closed_at": "2024-05-17T23:58:30-07:00",
        "opened_cash_money": {"amount": 30000, "currency": "USD"},
        "cash_payment_money": {"amount": 184275, "currency": "USD"},
        "cash_refunds_money": {"amount": 3850, "currency": "USD"},
        "cash_paid_in_money": {"amount": 5000, "currency": "USD"},
        "cash_paid_out_money": {"amount": 6420, "currency": "USD"},
        "expected_cash_money": {"amount": 209005, "currency": "USD"},
        "closed_cash_money": {"amount": 207005, "currency": "USD"},
        "device": {"name": "Bar Register 2"},
        "opening_team_member_id": "TMa3KxPq0vQ1",
        "closing_team_member_id": "TMa3KxPq0vQ1",
    },
    "events": [
        {"event_type": "NO_SALE", "event_money": {"amount": 0, "currency": "USD"},
         "created_at": "2024-05-17T17:02:14-07:00", "team_member_id": "TMa3KxPq0vQ1"},
        {"event_type": "PAID_OUT", "event_money": {"amount": 4270, "currency": "USD"},
         "created_at": "2024-05-17T18:31:09-07:00", "team_member_id": "TMa3KxPq0vQ1", "description": "Produce run - Pike Place"},
        {"event_type": "PAID_IN", "event_money": {"amount": 5000, "currency": "USD"},
         "created_at": "2024-05-17T19:05:48-07:00", "team_member_id": "TMa3KxPq0vQ1", "description": "Change from safe"},
        {"event_type": "CASH_TENDER_REFUND", "event_money": {"amount": 3850, "currency": "USD"},
         "created_at": "2024-05-17T20:14:33-07:00", "team_member_id": "TMr9ZbLw4cN8"},
        {"event_type": "PAID_OUT", "event_money": {"amount": 2150, "currency": "USD"},
         "created_at": "2024-05-17T21:47:20-07:00", "team_member_id": "TMr9ZbLw4cN8", "description": "Ice - 3 bags"},
        {"event_type": "NO_SALE", "event_money": {"amount": 0, "currency": "USD"},
         "created_at": "2024-05-17T22:52:07-07:00", "team_member_id": "TMr9ZbLw4cN8"},
        {"event_type": "NO_SALE", "event_money": {"amount": 0, "currency": "USD"},
         "created_at": "2024-05-17T23:18:40-07:00", "team_member_id": "TMr9ZbLw4cN8"},
    ],
    "team_members": [
        {"id": "TMa3KxPq0vQ1", "given_name": "Dana"},
        {"id": "TMr9ZbLw4cN8", "given_name": "Marcus"},
    ],
    "recent_shifts": [
        {"opened_at": "2024-05-16T16:01:55-07:00",
         "expected_cash_money": {"amount": 152240, "currency": "USD"},
         "closed_cash_money": {"amount": 152205, "currency": "USD"}},
        {"opened_at": "2024-05-15T16:00:12-07:00",
         "expected_cash_money": {"amount": 131875, "currency": "USD"},
         "closed_cash_money": {"amount": 131985, "currency": "USD"}},
        {"opened_at": "2024-05-14T15:58:40-07:00",
         "expected_cash_money": {"amount": 118460, "currency": "USD"},
         "closed_cash_money": {"amount": 118460, "currency": "USD"}},
    ],
}

_R03_TEXT = """Friday's bar drawer (Bar Register 2) was counted at **$2,070.05** against an expected **$2,090.05**, so it came up exactly **$20.00 short**.

**How Square arrived at the expected amount**

| Step | Amount |
|---|---|
| Opening float | $300.00 |
| + Cash sales | $1,842.75 |
| − Cash refunds | $38.50 |
| + Paid in | $50.00 |
| − Paid out | $64.20 |
| **= Expected in drawer** | **$2,090.05** |

The arithmetic is consistent, so this isn't a reporting glitch: the money that should be there according to the logged events simply isn't.

**What the event log shows**

- **Paid-outs are recorded:** $42.70 at 18:31 for the Pike Place produce run and $21.50 at 21:47 for ice. Make sure both receipts are in the envelope; if one of the runs actually cost $20 more than was entered, that alone would explain it.
- **Paid in:** the $50.00 of change from the safe at 19:05 is logged. Worth confirming the safe count agrees.
- **One cash refund** of $38.50 at 20:14, rung by Marcus.
- **Three "No Sale" opens:** at 17:02 (Dana), then 22:52 and 23:18, both by Marcus, about 27 minutes apart near the end of the night. Drawer opens without a sale are the classic place for a single note to go missing, whether as change handed out twice or a cash tip taken from the till.

**Compared with the rest of the week**

The three previous shifts were off by $0.35 short, $1.10 over and $0.00, so a $20.00 gap is clearly out of pattern. It's about 1.1% of the night's cash sales.

**Suggested next steps**

1. Ask Marcus about the two late No Sale opens.
2. Check the produce and ice receipts against the paid-out amounts.
3. Re-count the safe.

For the record, the shift ran from 16:00 to 23:47 (about 7 h 47 min) and was closed out at 23:58 by Dana.
"""

CASES = [
    dict(
        id="n3-restaurant_pos-01",
        pool=_R01_POOL,
        text=_R01_TEXT,
        copied=[
            ("18 May", None, "report.business_date"),
            ("$11,951.55", None, "sales.net_sales_money.amount"),
            ("$10,874.20", None, "comparison.same_day_last_week.net_sales_money.amount"),
            ("312 orders", None, "counts.orders"),
            ("547 covers", None, "counts.covers"),
            ("289 orders", None, "comparison.same_day_last_week.orders"),
            ("503 covers", None, "comparison.same_day_last_week.covers"),
            ("$2,164.30", None, "sales.tips_money.amount"),
            ("$15,352.84", None, "sales.total_collected_money.amount"),
            ("$2,914.80", None, "dayparts[0].net_sales_money.amount"),
            ("88", "| 88 |", "dayparts[0].orders"),
            ("$1,602.35", None, "dayparts[1].net_sales_money.amount"),
            ("61", "| 61 |", "dayparts[1].orders"),
            ("$6,518.90", None, "dayparts[2].net_sales_money.amount"),
            ("139", "| 139 |", "dayparts[2].orders"),
            ("$915.50", None, "dayparts[3].net_sales_money.amount"),
            ("24", "| 24 |", "dayparts[3].orders"),
            ("$618.20", None, "sales.discounts_money.amount"),
            ("$412.60", None, "comparison.same_day_last_week.discounts_money.amount"),
            ("$184.00", None, "sales.comps_money.amount"),
            ("$92.75", None, "sales.refunds_money.amount"),
            ("9", "There were 9 voids", "counts.void_count"),
            ("$143.50", None, "counts.void_money.amount"),
            ("$1,488.24", None, "tenders[1].total_money.amount"),
            ("27", "across 27 payments", "tenders[1].count"),
            ("00:41", None, "report.closed_at"),
        ],
        derived=[
            ("$1,077.35", None, "difference",
             "sales.net_sales_money.amount (1195155) - comparison.same_day_last_week.net_sales_money.amount (1087420) = 107735 cents"),
            ("9.9%", None, "percent_change",
             "(1195155 - 1087420) / 1087420 = +9.9%"),
            ("$38.31", None, "ratio",
             "sales.net_sales_money.amount ($11,951.55) / counts.orders (312) = $38.306"),
            ("$21.85", None, "ratio",
             "sales.net_sales_money.amount ($11,951.55) / counts.covers (547) = $21.849"),
            ("18.1%", None, "ratio",
             "sales.tips_money.amount (216430) / sales.net_sales_money.amount (1195155) = 18.11%"),
            ("54.5%", None, "share",
             "dayparts[2].net_sales_money.amount (651890) / sales.net_sales_money.amount (1195155) = 54.54%"),
            ("50%", None, "percent_change",
             "(sales.discounts_money.amount (61820) - comparison.same_day_last_week.discounts_money.amount (41260)) / 41260 = +49.8%"),
            ("88%", "about 88% of everything", "share",
             "tenders[0].total_money.amount (1348210) / sales.total_collected_money.amount (1535284) = 87.8%"),
        ],
        note="Owner asks how Saturday went compared with the previous Saturday; Square-style "
             "end-of-day summary with money objects in cents and negative discounts/refunds.",
    ),
    dict(
        id="n3-restaurant_pos-02",
        pool=_R02_POOL,
        text=_R02_TEXT,
        copied=[
            ("29.0%", None, "labor.laborCostPercent"),
            ("6 May", None, "startBusinessDate"),
            ("28%", "over your 28% target", "labor.laborCostTargetPercent"),
            ("29.2%", None, "previousWeek.laborCostPercent"),
            ("$48,215.40", None, "sales.netSales"),
            ("$45,890.10", None, "previousWeek.netSales"),
            ("$13,984.62", None, "labor.totalLaborCost"),
            ("$13,402.18", None, "previousWeek.totalLaborCost"),
            ("612.75", None, "labor.totalHours"),
            ("24.25", None, "labor.overtimeHours"),
            ("9.75", None, "previousWeek.overtimeHours"),
            ("$78.69", None, "labor.salesPerLaborHour"),
            ("1,623", None, "sales.guestCount"),
            ("941", None, "sales.checkCount"),
            ("$51.24", None, "sales.avgCheck"),
            ("28%", "To have hit 28%", "labor.laborCostTargetPercent"),
            ("11.5", None, "jobs[0].overtimeHours"),
            ("8.75", None, "jobs[3].overtimeHours"),
            ("4.0", "dishwashers 4.0", "jobs[4].overtimeHours"),
            ("212", "| 212 |", "menuItems[0].quantitySold"),
            ("$5,936.00", None, "menuItems[0].netSales"),
            ("287", "| 287 |", "menuItems[1].quantitySold"),
            ("$5,166.00", None, "menuItems[1].netSales"),
            ("341", "| 341 |", "menuItems[2].quantitySold"),
            ("$4,774.00", None, "menuItems[2].netSales"),
            ("164", "| 164 |", "menuItems[3].quantitySold"),
            ("$2,788.00", None, "menuItems[3].netSales"),
            ("198", "| 198 |", "menuItems[4].quantitySold"),
            ("$2,178.00", None, "menuItems[4].netSales"),
            ("287", "with 287 pizzas", "menuItems[1].quantitySold"),
            ("341", "anything at 341", "menuItems[2].quantitySold"),
        ],
        derived=[
            ("1 point", None, "difference",
             "labor.laborCostPercent (29.0%) - labor.laborCostTargetPercent (28%) = 1.0 pt"),
            ("5.1%", None, "percent_change",
             "(sales.netSales (48215.40) - previousWeek.netSales (45890.10)) / 45890.10 = +5.07%"),
            ("4.3%", None, "percent_change",
             "(labor.totalLaborCost (13984.62) - previousWeek.totalLaborCost (13402.18)) / 13402.18 = +4.35%"),
            ("2.5 times", None, "ratio",
             "labor.overtimeHours (24.25) / previousWeek.overtimeHours (9.75) = 2.49"),
            ("$13,500", None, "other",
             "sales.netSales (48215.40) * labor.laborCostTargetPercent (0.28) = 13500.31"),
            ("$484", None, "difference",
             "labor.totalLaborCost (13984.62) - 0.28 * sales.netSales (13500.31) = 484.31"),
            ("47%", None, "share",
             "jobs[0].overtimeHours (11.5) / labor.overtimeHours (24.25) = 47.4%"),
            ("half", "nearly half", "share",
             "jobs[0].overtimeHours (11.5) / labor.overtimeHours (24.25) = 0.474"),
            ("five", "these five items", "count",
             "len(menuItems) = 5"),
            ("43%", None, "share",
             "sum(menuItems[*].netSales) (20842.00) / sales.netSales (48215.40) = 43.2%"),
        ],
        note="Manager asks whether labor was under control last week against a 28% target; "
             "Toast-style weekly labor and item-sales export in dollars.",
    ),
    dict(
        id="n3-restaurant_pos-03",
        pool=_R03_POOL,
        text=_R03_TEXT,
        copied=[
            ("$2,070.05", None, "cash_drawer_shift.closed_cash_money.amount"),
            ("$2,090.05", "an expected **$2,090.05**", "cash_drawer_shift.expected_cash_money.amount"),
            ("$300.00", None, "cash_drawer_shift.opened_cash_money.amount"),
            ("$1,842.75", None, "cash_drawer_shift.cash_payment_money.amount"),
            ("$38.50", "| $38.50 |", "cash_drawer_shift.cash_refunds_money.amount"),
            ("$50.00", "| $50.00 |", "cash_drawer_shift.cash_paid_in_money.amount"),
            ("$64.20", None, "cash_drawer_shift.cash_paid_out_money.amount"),
            ("$2,090.05", "**$2,090.05** |", "cash_drawer_shift.expected_cash_money.amount"),
            ("$42.70", None, "events[1].event_money.amount"),
            ("18:31", None, "events[1].created_at"),
            ("$21.50", None, "events[4].event_money.amount"),
            ("21:47", None, "events[4].created_at"),
            ("$50.00", "the $50.00 of change", "events[2].event_money.amount"),
            ("19:05", None, "events[2].created_at"),
            ("$38.50", "refund** of $38.50", "events[3].event_money.amount"),
            ("20:14", None, "events[3].created_at"),
            ("17:02", None, "events[0].created_at"),
            ("22:52", None, "events[5].created_at"),
            ("23:18", None, "events[6].created_at"),
            ("16:00", None, "cash_drawer_shift.opened_at"),
            ("23:47", None, "cash_drawer_shift.ended_at"),
            ("23:58", None, "cash_drawer_shift.closed_at"),
        ],
        derived=[
            ("$20.00", "exactly **$20.00 short**", "difference",
             "cash_drawer_shift.expected_cash_money.amount (209005) - cash_drawer_shift.closed_cash_money.amount (207005) = 2000 cents"),
            ("One", "**One cash refund", "count",
             "events with event_type CASH_TENDER_REFUND = 1"),
            ("Three", "**Three \"No Sale\"", "count",
             "events with event_type NO_SALE = 3"),
            ("27 minutes", None, "time_between",
             "events[6].created_at (23:18:40) - events[5].created_at (22:52:07) = 26 min 33 s"),
            ("three", "The three previous shifts", "count",
             "len(recent_shifts) = 3"),
            ("$0.35", None, "difference",
             "recent_shifts[0].closed_cash_money.amount (152205) - expected_cash_money.amount (152240) = -35 cents"),
            ("$1.10", None, "difference",
             "recent_shifts[1].closed_cash_money.amount (131985) - expected_cash_money.amount (131875) = +110 cents"),
            ("$0.00", None, "difference",
             "recent_shifts[2].closed_cash_money.amount (118460) - expected_cash_money.amount (118460) = 0"),
            ("$20.00", "a $20.00 gap", "difference",
             "cash_drawer_shift.expected_cash_money.amount (209005) - closed_cash_money.amount (207005) = 2000 cents"),
            ("$20", "cost $20 more", "difference",
             "cash_drawer_shift.expected_cash_money.amount (209005) - closed_cash_money.amount (207005) = 2000 cents"),
            ("1.1%", None, "ratio",
             "2000 / cash_drawer_shift.cash_payment_money.amount (184275) = 1.09%"),
            ("two", "the two late No Sale", "count",
             "NO_SALE events by TMr9ZbLw4cN8 after 22:00: events[5], events[6] = 2"),
            ("7 h 47 min", None, "time_between",
             "cash_drawer_shift.ended_at (23:47:30) - cash_drawer_shift.opened_at (16:00:41) = 7 h 46 min 49 s"),
        ],
        note="Owner asks why Friday night's cash drawer came up short; Square CashDrawerShift "
             "with money objects in cents, its event log and recent shifts for comparison.",
    ),
]

FLAWS = {
    "n3-restaurant_pos-01": [
        ("Tips: **$2,164.30**", "Tips: **$2,614.30**", "$2,614.30",
         "transposed digits", "tips 2,164.30 written as 2,614.30"),
        ("**Discounts were $618.20**, up from $412.60 last Saturday, roughly 50% more.",
         "**Discounts were $618.20**, down from $412.60 last Saturday, roughly 50% less.",
         "50%", "direction flip", "discount increase described as a decrease"),
    ],
    "n3-restaurant_pos-02": [
        ("while the Margherita outsold it with 287 pizzas", "while the Margherita outsold it with 341 pizzas",
         "341", "neighbour value", "Fig Old Fashioned's quantity given for the Margherita",
         "menuItems[2].quantitySold"),
        ("the previous week's $45,890.10", "the previous week's $45,980.10", "$45,980.10",
         "transposed digits", "previous week's net sales 45,890.10 written as 45,980.10"),
    ],
    "n3-restaurant_pos-03": [
        ("then 22:52 and 23:18, both by Marcus", "then 22:52 and 23:48, both by Marcus", "23:48",
         "wrong time", "last No Sale open moved by half an hour"),
        ("| − Paid out | $64.20 |", "| − Paid out | $63.20 |", "$63.20",
         "wrong value", "total paid out misstated by a dollar"),
    ],
}

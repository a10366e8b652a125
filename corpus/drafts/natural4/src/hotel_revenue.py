"""Hotel revenue: property-management and revenue reports exported as a list of lists whose
first row is the header (a bare JSON array, or the ``values`` of a Google Sheets range)."""

DOMAIN = "hotel_revenue"
SPLIT = "holdout"      # set by the maintainers, not by the writer

# PMS "daily statistics" export, one row per business date, with same-day-last-year columns
POOL_WEEK = [['business_date',
  'day',
  'rooms_available',
  'rooms_sold',
  'room_revenue',
  'rooms_available_ly',
  'rooms_sold_ly',
  'room_revenue_ly'],
 ['2024-10-14', 'Mon', 142, 118, 19936.4, 142, 109, 17452.3],
 ['2024-10-15', 'Tue', 142, 131, 23204.85, 142, 124, 20318.75],
 ['2024-10-16', 'Wed', 142, 137, 25231.6, 142, 129, 21296.4],
 ['2024-10-17', 'Thu', 140, 134, 24498.1, 142, 133, 22587.9],
 ['2024-10-18', 'Fri', 140, 126, 20812.35, 142, 131, 21106.85],
 ['2024-10-19', 'Sat', 142, 139, 26790.45, 142, 140, 25042.6],
 ['2024-10-20', 'Sun', 142, 74, 10817.2, 142, 81, 10781.15]]

# Google Sheets API values.get of the monthly revenue tab (default FORMATTED_VALUE render)
POOL_SEPTEMBER = {'range': "'Sep 2024'!A1:F7",
 'majorDimension': 'ROWS',
 'values': [['Room Type',
             'Rooms',
             'Room Nights Sold',
             'Room Revenue',
             'Budget Room Nights',
             'Budget Revenue'],
            ['King Standard', '48', '1,212', '$198,441.60', '1,250', '$201,250.00'],
            ['Double Queen', '56', '1,431', '$224,095.35', '1,400', '$215,600.00'],
            ['King Deluxe', '24', '566', '$113,087.20', '600', '$117,000.00'],
            ['Junior Suite', '10', '198', '$61,893.40', '230', '$69,000.00'],
            ['Accessible King', '4', '97', '$15,962.75', '95', '$15,200.00'],
            ['Total', '142', '3,504', '$613,480.30', '3,575', '$618,050.00']]}

# Channel-manager production report, Q3 2024 (commission_rate as a fraction)
POOL_CHANNELS = [['channel', 'room_nights', 'room_revenue', 'commission_rate', 'cancellations', 'bookings'],
 ['Booking.com', 4215, 689163.75, 0.18, 412, 1380],
 ['Brand.com', 3120, 556842.0, 0.03, 198, 1116],
 ['Expedia', 2664, 431701.2, 0.18, 301, 917],
 ['Group', 1905, 292342.5, 0.0, 0, 14],
 ['GDS / Corporate', 1530, 287912.7, 0.1, 96, 702],
 ['Phone / Walk-in', 1082, 178453.3, 0.0, 41, 493],
 ['Hotelbeds', 640, 77309.45, 0.22, 58, 201]]

TEXT_WEEK = """**Week of October 14–20: occupancy 86.8%, ADR $176.12, RevPAR $152.82**

We sold 859 of 990 available room nights and took $151,290.95 in room revenue, up $12,705.00 (+9.2%) on the same week last year.

| | This year | Last year | Change |
|---|---|---|---|
| Occupancy | 86.8% | 85.2% | +1.6 pts |
| ADR | $176.12 | $163.62 | +7.6% |
| RevPAR | $152.82 | $139.42 | +9.6% |

Most of the gain came from rate rather than volume: ADR was up $12.50, while occupancy rose 1.6 points.

**Day by day**
- **Wednesday** had the biggest gain on last year: 137 rooms sold (96.5%) at an ADR of $184.17, bringing in $3,935.20 more than the same day last year.
- **Saturday** was nearly full at 139 rooms, with the week's highest ADR, $192.74.
- **Friday** was the only day behind last year: 126 rooms against 131, and revenue down $294.50. Worth checking whether a group or a local event from last year didn't repeat.
- **Sunday** dropped to 74 rooms (52.1% occupancy), leaving 68 rooms empty, and brought in just 7.1% of the week's revenue.

**Note for engineering:** two rooms were out of order on Thursday and Friday (140 available instead of 142), on two of the busier nights of the week.
"""

TEXT_SEPTEMBER = """September closed **$4,569.70 under the room revenue budget** (−0.7%): $613,480.30 against $618,050.00. The shortfall is volume, not rate. We sold 3,504 room nights, 71 fewer than budgeted, while ADR came in at $175.08 against a budgeted $172.88.

| Room type | Revenue vs budget | Occupancy |
|---|---|---|
| King Standard | −$2,808.40 | 84.2% |
| Double Queen | +$8,495.35 | 85.2% |
| King Deluxe | −$3,912.80 | 78.6% |
| Junior Suite | −$7,106.60 | 66.0% |
| Accessible King | +$762.75 | 80.8% |

**Junior Suites are the whole story.** They missed budget by 10.3%, selling 198 nights against 230 budgeted. Without them, the hotel would have finished $2,536.90 ahead of budget. With only 10 suites every unsold night counts: the 32-night gap, at September's suite ADR, is roughly $10,000 of revenue.

**Double Queens carried the month**, beating budget by $8,495.35 (+3.9%) on 31 extra nights, and brought in 36.5% of room revenue.

**King Deluxe** is the other one to watch: 34 nights short of budget and the weakest occupancy after the suites.

Overall occupancy was 82.3% of 4,260 available room nights, 1.7 points below the budget's 83.9%, and RevPAR was $144.01 against a budgeted $145.08.

For October I'd look at suite pricing and packaging first. The rate premium is holding ($312.59 against a budgeted $300.00), so there may be room to trade a little rate for occupancy.
"""

TEXT_CHANNELS = """**Q3 by channel: what we kept after commissions**

Q3 room revenue was $2.51M on 15,156 room nights, an ADR of $165.86. Commissions and booking fees took $264,260 of that (10.5%), leaving $2.25M net, or $148.42 per room night.

| Channel | Room nights | Commission | Net ADR |
|---|---|---|---|
| Booking.com | 4,215 | $124,049 | $134.07 |
| Brand.com | 3,120 | $16,705 | $173.12 |
| Expedia | 2,664 | $77,706 | $132.88 |
| GDS / corporate | 1,530 | $28,791 | $169.36 |
| Hotelbeds | 640 | $17,008 | $94.22 |

Group business (1,905 nights) and phone and walk-in bookings (1,082) carried no commission.

**The two big OTAs are 76% of the commission bill.** Booking.com and Expedia delivered 45% of room nights but cost $201,756 in commission. A Booking.com stay nets us $134.07, against $173.12 for the same stay booked on our own site, so each booking moved to brand.com is worth about $39 a night.

**They also cancel more.** 29.9% of Booking.com reservations and 32.8% of Expedia's were cancelled, against 17.7% on brand.com.

**Hotelbeds is our most expensive room.** A 22% commission on an already low $120.80 ADR leaves $94.22 net, and 28.9% of its bookings cancel. Unless that allocation fills dates nobody else will, I'd cut it back for Q4.

Worth discussing next: a member rate on brand.com that undercuts the OTAs' public rate, and a rate-parity check on Expedia.
"""

CASES = [
    dict(
        id="n4-hotel_revenue-01",
        pool=POOL_WEEK,
        text=TEXT_WEEK,
        copied=[
            ("October 14", None, "[1][0]"),
            ("20", "14–20", "[7][0]"),
            ("137", None, "[3][3]"),
            ("139", None, "[6][3]"),
            ("126", None, "[5][3]"),
            ("131", None, "[5][6]"),
            ("74", None, "[7][3]"),
            ("140", None, "[4][2]"),
            ("142", None, "[1][2]"),
        ],
        derived=[
            ("86.8%", "occupancy 86.8%", "share", "rooms_sold 859 / rooms_available 990 = 86.8%"),
            ("$176.12", "ADR $176.12,", "ratio", "room_revenue 151,290.95 / rooms_sold 859 = 176.12"),
            ("$152.82", "RevPAR $152.82", "ratio", "room_revenue 151,290.95 / rooms_available 990 = 152.82"),
            ("859", None, "sum", "sum of rooms_sold over the 7 days = 859"),
            ("990", None, "sum", "sum of rooms_available over the 7 days = 990"),
            ("$151,290.95", None, "sum", "sum of room_revenue over the 7 days = 151,290.95"),
            ("$12,705.00", None, "difference", "151,290.95 - room_revenue_ly 138,585.95 = 12,705.00"),
            ("+9.2%", None, "percent_change", "12,705.00 / 138,585.95 = +9.2%"),
            ("86.8%", "| 86.8% |", "share", "859 / 990 = 86.8%"),
            ("85.2%", None, "share", "rooms_sold_ly 847 / rooms_available_ly 994 = 85.2%"),
            ("+1.6", None, "percentage_point", "86.77% - 85.21% = +1.6 points"),
            ("$176.12", "| $176.12 |", "ratio", "151,290.95 / 859 = 176.12"),
            ("$163.62", None, "ratio", "room_revenue_ly 138,585.95 / rooms_sold_ly 847 = 163.62"),
            ("+7.6%", None, "percent_change", "176.12 / 163.62 - 1 = +7.6%"),
            ("$152.82", "| $152.82 |", "ratio", "151,290.95 / 990 = 152.82"),
            ("$139.42", None, "ratio", "138,585.95 / 994 = 139.42"),
            ("+9.6%", None, "percent_change", "152.82 / 139.42 - 1 = +9.6%"),
            ("$12.50", None, "difference", "176.12 - 163.62 = 12.50"),
            ("1.6", "rose 1.6 points", "percentage_point", "86.77% - 85.21% = 1.6 points"),
            ("96.5%", None, "share", "[3] rooms_sold 137 / rooms_available 142 = 96.5%"),
            ("$184.17", None, "ratio", "[3] room_revenue 25,231.60 / 137 = 184.17"),
            ("$3,935.20", None, "difference", "[3] 25,231.60 - room_revenue_ly 21,296.40 = 3,935.20"),
            ("$192.74", None, "ratio", "[6] room_revenue 26,790.45 / 139 = 192.74"),
            ("$294.50", None, "difference", "[5] 20,812.35 - room_revenue_ly 21,106.85 = -294.50"),
            ("52.1%", None, "share", "[7] 74 / 142 = 52.1%"),
            ("68", None, "difference", "[7] 142 - 74 = 68"),
            ("7.1%", None, "share", "[7] room_revenue 10,817.20 / 151,290.95 = 7.1%"),
            ("two", "two rooms", "difference", "rooms_available_ly 142 - [4] rooms_available 140 = 2"),
        ],
        note="A hotel's week of daily statistics against the same week last year: occupancy, ADR and RevPAR, their changes, and the day-by-day story.",
    ),
    dict(
        id="n4-hotel_revenue-02",
        pool=POOL_SEPTEMBER,
        text=TEXT_SEPTEMBER,
        copied=[
            ("$613,480.30", None, "values[6][3]"),
            ("$618,050.00", None, "values[6][5]"),
            ("3,504", None, "values[6][2]"),
            ("198", None, "values[4][2]"),
            ("230", None, "values[4][4]"),
            ("10", "only 10 suites", "values[4][1]"),
        ],
        derived=[
            ("$4,569.70", None, "difference", "613,480.30 - 618,050.00 = -4,569.70"),
            ("−0.7%", None, "percent_change", "-4,569.70 / 618,050.00 = -0.7%"),
            ("71", None, "difference", "3,504 - budget 3,575 = -71"),
            ("$175.08", None, "ratio", "613,480.30 / 3,504 = 175.08"),
            ("$172.88", None, "ratio", "618,050.00 / 3,575 = 172.88"),
            ("−$2,808.40", None, "difference", "King Standard 198,441.60 - 201,250.00"),
            ("84.2%", None, "share", "1,212 / (48 x 30) = 84.2%"),
            ("+$8,495.35", None, "difference", "Double Queen 224,095.35 - 215,600.00"),
            ("85.2%", None, "share", "1,431 / (56 x 30) = 85.2%"),
            ("−$3,912.80", None, "difference", "King Deluxe 113,087.20 - 117,000.00"),
            ("78.6%", None, "share", "566 / (24 x 30) = 78.6%"),
            ("−$7,106.60", None, "difference", "Junior Suite 61,893.40 - 69,000.00"),
            ("66.0%", None, "share", "198 / (10 x 30) = 66.0%"),
            ("+$762.75", None, "difference", "Accessible King 15,962.75 - 15,200.00"),
            ("80.8%", None, "share", "97 / (4 x 30) = 80.8%"),
            ("10.3%", None, "percent_change", "-7,106.60 / 69,000.00 = -10.3%"),
            ("$2,536.90", None, "difference", "-4,569.70 - (-7,106.60) = +2,536.90"),
            ("32-night", None, "difference", "230 - 198 = 32"),
            ("$10,000", None, "product", "32 x (61,893.40 / 198 = 312.59) = 10,003, roughly 10,000"),
            ("$8,495.35", "by $8,495.35", "difference", "224,095.35 - 215,600.00"),
            ("+3.9%", None, "percent_change", "8,495.35 / 215,600.00 = +3.9%"),
            ("31", None, "difference", "1,431 - 1,400 = 31"),
            ("36.5%", None, "share", "224,095.35 / 613,480.30 = 36.5%"),
            ("34", None, "difference", "566 - 600 = -34"),
            ("82.3%", None, "share", "3,504 / 4,260 = 82.3%"),
            ("4,260", None, "product", "142 rooms x 30 nights = 4,260"),
            ("1.7", None, "percentage_point", "82.25% - 83.92% = -1.7 points"),
            ("83.9%", None, "share", "budget 3,575 / 4,260 = 83.9%"),
            ("$144.01", None, "ratio", "613,480.30 / 4,260 = 144.01"),
            ("$145.08", None, "ratio", "618,050.00 / 4,260 = 145.08"),
            ("$312.59", None, "ratio", "61,893.40 / 198 = 312.59"),
            ("$300.00", None, "ratio", "69,000.00 / 230 = 300.00"),
        ],
        note="A month's room revenue by room type against budget (formatted spreadsheet strings): variance, occupancy and ADR per type, and one type explaining the miss.",
    ),
    dict(
        id="n4-hotel_revenue-03",
        pool=POOL_CHANNELS,
        text=TEXT_CHANNELS,
        copied=[
            ("4,215", None, "[1][1]"),
            ("3,120", None, "[2][1]"),
            ("2,664", None, "[3][1]"),
            ("1,530", None, "[5][1]"),
            ("640", None, "[7][1]"),
            ("1,905", None, "[4][1]"),
            ("1,082", None, "[6][1]"),
            ("22%", None, "[7][3]"),
        ],
        derived=[
            ("$2.51M", None, "sum", "sum of room_revenue = 2,513,724.90"),
            ("15,156", None, "sum", "sum of room_nights = 15,156"),
            ("$165.86", None, "ratio", "2,513,724.90 / 15,156 = 165.86"),
            ("$264,260", None, "sum", "sum of room_revenue x commission_rate = 264,260.30"),
            ("10.5%", None, "share", "264,260.30 / 2,513,724.90 = 10.5%"),
            ("$2.25M", None, "difference", "2,513,724.90 - 264,260.30 = 2,249,464.60"),
            ("$148.42", None, "ratio", "2,249,464.60 / 15,156 = 148.42"),
            ("$124,049", None, "product", "689,163.75 x 0.18 = 124,049.48"),
            ("$134.07", "| $134.07 |", "ratio", "689,163.75 x 0.82 / 4,215 = 134.07"),
            ("$16,705", None, "product", "556,842.00 x 0.03 = 16,705.26"),
            ("$173.12", "| $173.12 |", "ratio", "556,842.00 x 0.97 / 3,120 = 173.12"),
            ("$77,706", None, "product", "431,701.20 x 0.18 = 77,706.22"),
            ("$132.88", None, "ratio", "431,701.20 x 0.82 / 2,664 = 132.88"),
            ("$28,791", None, "product", "287,912.70 x 0.10 = 28,791.27"),
            ("$169.36", None, "ratio", "287,912.70 x 0.90 / 1,530 = 169.36"),
            ("$17,008", None, "product", "77,309.45 x 0.22 = 17,008.08"),
            ("$94.22", "| $94.22 |", "ratio", "77,309.45 x 0.78 / 640 = 94.22"),
            ("76%", None, "share", "(124,049.48 + 77,706.22) / 264,260.30 = 76.3%"),
            ("45%", None, "share", "(4,215 + 2,664) / 15,156 = 45.4%"),
            ("$201,756", None, "sum", "124,049.48 + 77,706.22 = 201,755.69"),
            ("$134.07", "nets us $134.07", "ratio", "689,163.75 x 0.82 / 4,215 = 134.07"),
            ("$173.12", "against $173.12", "ratio", "556,842.00 x 0.97 / 3,120 = 173.12"),
            ("$39", None, "difference", "173.12 - 134.07 = 39.05"),
            ("29.9%", None, "ratio", "Booking.com cancellations 412 / bookings 1,380 = 29.9%"),
            ("32.8%", None, "ratio", "Expedia 301 / 917 = 32.8%"),
            ("17.7%", None, "ratio", "Brand.com 198 / 1,116 = 17.7%"),
            ("$120.80", None, "ratio", "Hotelbeds 77,309.45 / 640 = 120.80"),
            ("$94.22", "leaves $94.22", "ratio", "77,309.45 x 0.78 / 640 = 94.22"),
            ("28.9%", None, "ratio", "Hotelbeds 58 / 201 = 28.9%"),
        ],
        note="A quarter's production by booking channel with commission fractions: commission cost, net ADR per channel, OTA dependence and cancellation rates.",
    ),
]

FLAWS = {
    "n4-hotel_revenue-01": [
        ("(+9.2%)", "(+8.4%)", "+8.4%", "wrong value", "revenue gain divided by this year's revenue"),
        ("ADR was up $12.50", "ADR was down $12.50", "$12.50", "direction flip", "ADR rise written as a fall"),
        ("nearly full at 139 rooms", "nearly full at 140 rooms", "140", "stale value", "last year's Saturday rooms sold given for this year", "[6][6]"),
    ],
    "n4-hotel_revenue-02": [
        ("71 fewer", "61 fewer", "61", "wrong value", "room-night shortfall off by ten"),
        ("against 230 budgeted", "against 203 budgeted", "203", "transposed digits", "Junior Suite budget nights digits swapped"),
        ("finished $2,536.90 ahead of budget", "finished $2,536.90 behind budget", "$2,536.90", "direction flip", "ahead of budget written as behind"),
    ],
    "n4-hotel_revenue-03": [
        ("of that (10.5%)", "of that (11.7%)", "11.7%", "wrong value", "commission divided by net instead of gross revenue"),
        ("Group business (1,905 nights)", "Group business (1,530 nights)", "1,530", "neighbour value", "GDS room nights given for Group", "[5][1]"),
        ("32.8% of Expedia's", "38.2% of Expedia's", "38.2%", "transposed digits", "Expedia cancellation rate digits swapped"),
    ],
}

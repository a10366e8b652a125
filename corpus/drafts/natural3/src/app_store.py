"""App stores: App Store Connect customer reviews, Google Play earnings rows, Play vitals crash rates."""

DOMAIN = "app_store"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01: App Store Connect API, GET /v1/apps/{id}/customerReviews?sort=-createdDate&limit=6
# ---------------------------------------------------------------------------

_ASC = "https://api.appstoreconnect.apple.com/v1"

_REVIEWS = [
    ("6a1f0c2e-3d4b-4e8a-9c71-0b5d2e8f4a13", 1, "Sync broken after update",
     "Since the update my notes won't sync between my iPad and iPhone. I've signed out and back in, reinstalled, nothing works. Paying for Pro and can't use the main feature.",
     "mkrainer", "2026-11-29T22:41:07-08:00", "USA"),
    ("0c9e7b51-8f2a-4a36-b0d4-7e1c3a9f2d58", 2, "Widget keeps going blank",
     "The home screen widget shows an empty card most mornings until I open the app. Otherwise fine but this is the reason I bought it.",
     "Harriet_W", "2026-11-29T09:03:55-08:00", "GBR"),
    ("b7d24e90-1c5f-4f7b-8a2e-6d3c0f9b1e74", 5, "Best notes app I've used",
     "Clean, fast, and the handwriting search is genuinely useful. Switched from the built-in app and haven't looked back.",
     "north.shore.jen", "2026-11-28T17:26:40-08:00", "CAN"),
    ("3e8f1a6d-7b0c-4d29-95e3-a2c4f8d71b06", 1, "Lost a whole notebook",
     "After the latest sync a notebook with a semester of lecture notes simply vanished from every device. Support says they're looking into it. Devastated.",
     "tcarrow", "2026-11-28T06:12:18-08:00", "USA"),
    ("f4a09d3b-6e2c-47f1-b8d5-19e7c0a3f6b2", 4, "Great but please fix sync",
     "Love the app overall. Sync has been slow and sometimes duplicates pages since last week. Will go back to five stars once it's sorted.",
     "koala_kat", "2026-11-27T19:48:31-08:00", "AUS"),
    ("9b3c5e71-2d8f-4a0e-a6c9-5f1b7d2e8c40", 3, "Dark mode text hard to read",
     "In dark mode the grey text on the dark grey background is really hard to read. Please add a higher contrast option.",
     "Lenz.M", "2026-11-27T11:20:02-08:00", "DEU"),
]

POOL_01 = {
    "data": [
        {
            "type": "customerReviews",
            "id": rid,
            "attributes": {
                "rating": rating,
                "title": title,
                "body": body,
                "reviewerNickname": nick,
                "createdDate": created,
                "territory": terr,
            },
            "links": {"self": f"{_ASC}/customerReviews/{rid}"},
        }
        for rid, rating, title, body, nick, created, terr in _REVIEWS
    ],
    "links": {
        "self": f"{_ASC}/apps/1488203375/customerReviews?sort=-createdDate&limit=6",
        "next": f"{_ASC}/apps/1488203375/customerReviews?cursor=Ng.AKd8Yw&sort=-createdDate&limit=6",
    },
    "meta": {"paging": {"total": 1846, "limit": 6}},
}

TEXT_01 = """\
Yes — there's one theme you should act on. The six newest reviews (from **Nov 27** to **Nov 29**, Pacific time) average only about **2.7 stars**, and half of them are negative. Sync is the common thread.

| When (PT) | Stars | Store | Title |
|---|---|---|---|
| Nov 29, 10:41 PM | 1 | USA | Sync broken after update |
| Nov 29, 9:03 AM | 2 | GBR | Widget keeps going blank |
| Nov 28, 5:26 PM | 5 | CAN | Best notes app I've used |
| Nov 28, 6:12 AM | 1 | USA | Lost a whole notebook |
| Nov 27, 7:48 PM | 4 | AUS | Great but please fix sync |
| Nov 27, 11:20 AM | 3 | DEU | Dark mode text hard to read |

**What people are saying**
- **Sync problems — 3 of the 6 reviews.** Two are one-star: notes not syncing between iPad and iPhone (a paying Pro user), and a whole notebook of lecture notes that disappeared after a sync. Even the 4-star review from Australia asks you to fix slow, duplicating sync and says it was fine until "last week", which lines up with the latest update.
- **Widget going blank** (UK, 2 stars): the home-screen widget shows an empty card until the app is opened. Sounds like a background-refresh issue rather than sync, but could share a root cause.
- **Dark-mode contrast** (Germany, 3 stars): a straightforward accessibility request.
- The one 5-star review praises speed and handwriting search.

**Priorities I'd suggest**
1. The "lost notebook" review is the most serious — possible data loss. It's worth replying publicly in App Store Connect and making sure support has escalated it.
2. Reply to the Pro user from the Nov 29 review too; paying customers who get a response often revise their rating.

Keep the sample size in mind: the API reports **1,846** reviews in total, so these six are well under **1%** of everything you've received. They're a good early-warning signal, not a verdict on the app's overall rating.
"""

CASE_01 = dict(
    id="n3-app_store-01",
    pool=POOL_01,
    text=TEXT_01,
    copied=[
        ("Nov 27", "from **Nov 27**", "data[5].attributes.createdDate"),
        ("Nov 29", "to **Nov 29**", "data[0].attributes.createdDate"),
        ("Nov 29", "| Nov 29, 10:41 PM", "data[0].attributes.createdDate"),
        ("10:41 PM", None, "data[0].attributes.createdDate"),
        ("1", "PM | 1 | USA", "data[0].attributes.rating"),
        ("Nov 29", "| Nov 29, 9:03 AM", "data[1].attributes.createdDate"),
        ("9:03 AM", None, "data[1].attributes.createdDate"),
        ("2", "AM | 2 | GBR", "data[1].attributes.rating"),
        ("Nov 28", "| Nov 28, 5:26 PM", "data[2].attributes.createdDate"),
        ("5:26 PM", None, "data[2].attributes.createdDate"),
        ("5", "PM | 5 | CAN", "data[2].attributes.rating"),
        ("Nov 28", "| Nov 28, 6:12 AM", "data[3].attributes.createdDate"),
        ("6:12 AM", None, "data[3].attributes.createdDate"),
        ("1", "AM | 1 | USA", "data[3].attributes.rating"),
        ("Nov 27", "| Nov 27, 7:48 PM", "data[4].attributes.createdDate"),
        ("7:48 PM", None, "data[4].attributes.createdDate"),
        ("4", "PM | 4 | AUS", "data[4].attributes.rating"),
        ("Nov 27", "| Nov 27, 11:20 AM", "data[5].attributes.createdDate"),
        ("11:20 AM", None, "data[5].attributes.createdDate"),
        ("3", "AM | 3 | DEU", "data[5].attributes.rating"),
        ("4-star", None, "data[4].attributes.rating"),
        ("2 stars", None, "data[1].attributes.rating"),
        ("3 stars", None, "data[5].attributes.rating"),
        ("5-star", None, "data[2].attributes.rating"),
        ("Nov 29", "from the Nov 29 review", "data[0].attributes.createdDate"),
        ("1,846", None, "meta.paging.total"),
    ],
    derived=[
        ("six", "The six newest", "count", "len(data) = 6"),
        ("2.7 stars", None, "mean",
         "mean of data[*].attributes.rating (1 + 2 + 5 + 1 + 4 + 3) / 6 = 2.67"),
        ("half", "half of them", "share",
         "reviews rated below 3 (data[0] 1, data[1] 2, data[3] 1) = 3 of 6 = 50%"),
        ("3", "— 3 of the 6", "count",
         "reviews mentioning sync: data[0], data[3], data[4] = 3"),
        ("6", "3 of the 6 reviews", "count", "len(data) = 6"),
        ("Two", "Two are one-star", "count",
         "sync reviews with rating 1: data[0], data[3] = 2"),
        ("one-star", "Two are one-star", "other",
         "data[0].attributes.rating and data[3].attributes.rating are both 1"),
        ("one", "The one 5-star", "count", "reviews with rating 5: data[2] = 1"),
        ("six", "so these six", "count", "len(data) = 6"),
        ("1%", None, "share",
         "6 / meta.paging.total (1846) = 0.33%, under 1%"),
    ],
    note="User asks whether the latest App Store reviews show anything to worry about; customerReviews API page of six, newest first.",
)

# ---------------------------------------------------------------------------
# 02: Google Play earnings report (BigQuery transfer), one day, one SKU
# ---------------------------------------------------------------------------

def _earn(desc, time, ttype, refund, country, cur, amt, rate, merch):
    return {
        "description": desc,
        "transaction_date": "2026-11-30",
        "transaction_time": time,
        "transaction_type": ttype,
        "refund_type": refund,
        "product_title": "Inkwell Notes Pro (lifetime)",
        "sku_id": "pro_lifetime",
        "buyer_country": country,
        "buyer_currency": cur,
        "amount_buyer_currency": amt,
        "currency_conversion_rate": rate,
        "merchant_currency": "USD",
        "amount_merchant_currency": merch,
    }


POOL_02 = {
    "rows": [
        _earn("GPA.3312-8841-2290-51734", "08:14:52 PST", "Charge", "", "US", "USD", 9.99, 1.0, 9.99),
        _earn("GPA.3312-8841-2290-51734", "08:14:52 PST", "Google fee", "", "US", "USD", -1.5, 1.0, -1.5),
        _earn("GPA.3347-1120-0058-90412", "13:37:05 PST", "Charge", "", "DE", "EUR", 8.39, 1.0561, 8.86),
        _earn("GPA.3347-1120-0058-90412", "13:37:05 PST", "Google fee", "", "DE", "EUR", -1.26, 1.0561, -1.33),
        _earn("GPA.3301-5562-7719-20455", "19:02:44 PST", "Charge refund", "Full refund", "US", "USD", -9.99, 1.0, -9.99),
        _earn("GPA.3301-5562-7719-20455", "19:02:44 PST", "Google fee refund", "Full refund", "US", "USD", 1.5, 1.0, 1.5),
    ]
}

TEXT_02 = """\
**You netted $7.53 from Pro on Nov 30** — effectively one sale's worth, because a refund cancelled out the other one.

| Time (PT) | Order | Type | Buyer | Merchant amount (USD) |
|---|---|---|---|---|
| 8:14 AM | …51734 | Charge | US | $9.99 |
| 8:14 AM | …51734 | Google fee | US | −$1.50 |
| 1:37 PM | …90412 | Charge | DE | $8.86 |
| 1:37 PM | …90412 | Google fee | DE | −$1.33 |
| 7:02 PM | …20455 | Charge refund (full) | US | −$9.99 |
| 7:02 PM | …20455 | Google fee refund | US | $1.50 |

**How it breaks down**
- **Gross sales:** two charges totalling **$18.85**.
- **Google's fee:** **$2.83** across the two sales, almost exactly **15%**, which is the reduced service-fee rate rather than the standard one.
- **Refund:** a full refund of an earlier US purchase took back **$9.99**, but Google also returned its **$1.50** fee, so the real hit was only **$8.49**.
- **Net:** $18.85 − $2.83 − $8.49 = **$7.53**.

**A couple of details worth knowing**
- The German buyer paid **€8.39** in the report's buyer-currency column; that's the amount net of VAT, which Google collects and remits for you. At the report's conversion rate of **1.0561**, it became **$8.86** — noticeably less than the **$9.99** a US buyer pays, so EU sales are worth about **11%** less to you per copy.
- The refunded order (…20455) isn't one of today's sales; its original charge would be in an earlier day's report. If you're tracking refund rate, count it against the day it was bought, not Nov 30.

So on a per-sale basis you're keeping **$8.49** on a US sale and **$7.53** on a German one after Google's cut.
"""

CASE_02 = dict(
    id="n3-app_store-02",
    pool=POOL_02,
    text=TEXT_02,
    copied=[
        ("Nov 30", "Pro on Nov 30", "rows[0].transaction_date"),
        ("8:14 AM", "| 8:14 AM | …51734 | Charge", "rows[0].transaction_time"),
        ("$9.99", "| US | $9.99 |", "rows[0].amount_merchant_currency"),
        ("8:14 AM", "| 8:14 AM | …51734 | Google fee", "rows[1].transaction_time"),
        ("−$1.50", None, "rows[1].amount_merchant_currency"),
        ("1:37 PM", "| 1:37 PM | …90412 | Charge", "rows[2].transaction_time"),
        ("$8.86", "| DE | $8.86 |", "rows[2].amount_merchant_currency"),
        ("1:37 PM", "| 1:37 PM | …90412 | Google fee", "rows[3].transaction_time"),
        ("−$1.33", None, "rows[3].amount_merchant_currency"),
        ("7:02 PM", "| 7:02 PM | …20455 | Charge refund", "rows[4].transaction_time"),
        ("−$9.99", None, "rows[4].amount_merchant_currency"),
        ("7:02 PM", "| 7:02 PM | …20455 | Google fee refund", "rows[5].transaction_time"),
        ("$1.50", "| US | $1.50 |", "rows[5].amount_merchant_currency"),
        ("$9.99", "took back **$9.99**", "rows[4].amount_merchant_currency"),
        ("$1.50", "its **$1.50** fee", "rows[5].amount_merchant_currency"),
        ("€8.39", None, "rows[2].amount_buyer_currency"),
        ("1.0561", None, "rows[2].currency_conversion_rate"),
        ("$8.86", "became **$8.86**", "rows[2].amount_merchant_currency"),
        ("$9.99", "the **$9.99** a US buyer", "rows[0].amount_merchant_currency"),
        ("Nov 30", "not Nov 30", "rows[4].transaction_date"),
    ],
    derived=[
        ("$7.53", "netted $7.53", "sum",
         "sum of rows[*].amount_merchant_currency (9.99 - 1.5 + 8.86 - 1.33 - 9.99 + 1.5) = 7.53"),
        ("one sale's worth", None, "other",
         "net 7.53 equals one sale after fee: rows[2] (8.86) + rows[3] (-1.33) = 7.53"),
        ("two", "two charges", "count", "rows with transaction_type Charge: rows[0], rows[2] = 2"),
        ("$18.85", "totalling **$18.85**", "sum",
         "rows[0].amount_merchant_currency (9.99) + rows[2].amount_merchant_currency (8.86) = 18.85"),
        ("$2.83", "fee:** **$2.83**", "sum",
         "rows[1] (-1.5) + rows[3] (-1.33) = -2.83"),
        ("15%", None, "ratio", "2.83 / 18.85 = 15.01%"),
        ("$8.49", "only **$8.49**", "sum",
         "rows[4].amount_merchant_currency (-9.99) + rows[5].amount_merchant_currency (1.5) = -8.49"),
        ("$18.85", "$18.85 −", "sum", "9.99 + 8.86 = 18.85"),
        ("$2.83", "− $2.83 −", "sum", "1.5 + 1.33 = 2.83"),
        ("$8.49", "− $8.49 =", "sum", "-9.99 + 1.5 = -8.49"),
        ("$7.53", "= **$7.53**", "sum", "18.85 - 2.83 - 8.49 = 7.53"),
        ("11%", None, "percent_change",
         "(rows[2].amount_merchant_currency 8.86 - rows[0].amount_merchant_currency 9.99) / 9.99 = -11.31%"),
        ("$8.49", "keeping **$8.49**", "sum",
         "rows[0].amount_merchant_currency (9.99) + rows[1].amount_merchant_currency (-1.5) = 8.49"),
        ("$7.53", "**$7.53** on a German", "sum",
         "rows[2].amount_merchant_currency (8.86) + rows[3].amount_merchant_currency (-1.33) = 7.53"),
    ],
    note="User asks what the Pro in-app product actually netted on one day; Google Play earnings rows (charges, Google fees, a refund) in merchant and buyer currency.",
)

# ---------------------------------------------------------------------------
# 03: Play Developer Reporting API, crashRateMetricSet:query, DAILY by versionCode
# ---------------------------------------------------------------------------


def _vit(day, version, crash, upcr, users):
    return {
        "aggregationPeriod": "DAILY",
        "startTime": {"year": 2026, "month": 11, "day": day,
                      "timeZone": {"id": "America/Los_Angeles"}},
        "dimensions": [{"dimension": "versionCode", "stringValue": version}],
        "metrics": [
            {"metric": "crashRate", "decimalValue": {"value": crash}},
            {"metric": "userPerceivedCrashRate", "decimalValue": {"value": upcr}},
            {"metric": "distinctUsers", "decimalValue": {"value": users}},
        ],
    }


POOL_03 = {
    "rows": [
        _vit(28, "41203", "0.01842", "0.01217", "38410"),
        _vit(29, "41203", "0.01905", "0.01288", "61775"),
        _vit(30, "41203", "0.02031", "0.01364", "84902"),
        _vit(28, "41107", "0.00793", "0.00502", "412336"),
        _vit(29, "41107", "0.00781", "0.00497", "389020"),
        _vit(30, "41107", "0.00804", "0.00511", "366158"),
    ]
}

TEXT_03 = """\
**Yes — clearly.** The new build (version code 41203) is crashing at roughly **2.4–2.7×** the rate of the previous one (41107), and it's getting worse as the rollout widens. I'd halt the staged rollout now.

**User-perceived crash rate by day** (Pacific days, as the API reports them)

| Day | 41203 (new) | 41107 (previous) | New ÷ previous | Users on 41203 |
|---|---|---|---|---|
| Nov 28 | 1.22% | 0.50% | 2.4× | 38,410 |
| Nov 29 | 1.29% | 0.50% | 2.6× | 61,775 |
| Nov 30 | 1.36% | 0.51% | 2.7× | 84,902 |

**What the trend says**
- The previous build is flat at about half a percent every day — a stable baseline, so this isn't a device or OS-wide event.
- On the new build the rate has risen each day, from **1.22%** to **1.36%** (about **+0.15** percentage points, or roughly **12%** in relative terms), while its user count a little more than doubled (**2.2×**). A crash that gets more frequent as you reach more users often hits specific devices or older OS versions that the early rollout cohort didn't include.
- By Nov 30 the new build had reached about **19%** of the users across the two versions, up from about **8.5%** on Nov 28.

**Scale of the impact on Nov 30**
- About **1,158** users on 41203 had a user-perceived crash that day, against roughly **1,871** on 41107 — even though 41107 still had over **4×** as many users.
- Counting background crashes too, the overall crash rate on 41203 was **2.03%** vs **0.80%** on 41107.

User-perceived crash rate is the metric Play uses for its bad-behaviour thresholds and store visibility, so staying at this level for the rest of the 28-day window would put the app at risk. Next steps: halt the rollout in Play Console, then break `crashRateMetricSet` down by `deviceModel` and `apiLevel` for 41203 to find where the extra crashes are concentrated.
"""

CASE_03 = dict(
    id="n3-app_store-03",
    pool=POOL_03,
    text=TEXT_03,
    copied=[
        ("41203", "version code 41203", "rows[0].dimensions[0].stringValue"),
        ("41107", "previous one (41107)", "rows[3].dimensions[0].stringValue"),
        ("41203", "| 41203 (new)", "rows[0].dimensions[0].stringValue"),
        ("41107", "| 41107 (previous)", "rows[3].dimensions[0].stringValue"),
        ("41203", "Users on 41203", "rows[0].dimensions[0].stringValue"),
        ("Nov 28", "| Nov 28 |", "rows[0].startTime"),
        ("1.22%", "| 1.22% |", "rows[0].metrics[1].decimalValue.value"),
        ("0.50%", "| 1.22% | 0.50% |", "rows[3].metrics[1].decimalValue.value"),
        ("38,410", None, "rows[0].metrics[2].decimalValue.value"),
        ("Nov 29", None, "rows[1].startTime"),
        ("1.29%", None, "rows[1].metrics[1].decimalValue.value"),
        ("0.50%", "| 1.29% | 0.50% |", "rows[4].metrics[1].decimalValue.value"),
        ("61,775", None, "rows[1].metrics[2].decimalValue.value"),
        ("Nov 30", "| Nov 30 |", "rows[2].startTime"),
        ("1.36%", "| 1.36% |", "rows[2].metrics[1].decimalValue.value"),
        ("0.51%", None, "rows[5].metrics[1].decimalValue.value"),
        ("84,902", None, "rows[2].metrics[2].decimalValue.value"),
        ("1.22%", "from **1.22%**", "rows[0].metrics[1].decimalValue.value"),
        ("1.36%", "to **1.36%**", "rows[2].metrics[1].decimalValue.value"),
        ("Nov 30", "By Nov 30", "rows[2].startTime"),
        ("Nov 28", "on Nov 28.", "rows[0].startTime"),
        ("Nov 30", "impact on Nov 30", "rows[2].startTime"),
        ("41203", "users on 41203 had", "rows[2].dimensions[0].stringValue"),
        ("41107", "roughly **1,871** on 41107", "rows[5].dimensions[0].stringValue"),
        ("41107", "even though 41107", "rows[5].dimensions[0].stringValue"),
        ("41203", "rate on 41203", "rows[2].dimensions[0].stringValue"),
        ("2.03%", None, "rows[2].metrics[0].decimalValue.value"),
        ("0.80%", None, "rows[5].metrics[0].decimalValue.value"),
        ("41107", "**0.80%** on 41107", "rows[5].dimensions[0].stringValue"),
        ("41203", "apiLevel` for 41203", "rows[2].dimensions[0].stringValue"),
    ],
    derived=[
        ("2.4–2.7×", None, "ratio",
         "userPerceivedCrashRate new / previous per day: 0.01217 / 0.00502 = 2.42; 0.01364 / 0.00511 = 2.67"),
        ("2.4×", None, "ratio", "rows[0] (0.01217) / rows[3] (0.00502) = 2.42"),
        ("2.6×", None, "ratio", "rows[1] (0.01288) / rows[4] (0.00497) = 2.59"),
        ("2.7×", "| 2.7× |", "ratio", "rows[2] (0.01364) / rows[5] (0.00511) = 2.67"),
        ("half a percent", None, "mean",
         "rows[3..5] userPerceivedCrashRate (0.00502, 0.00497, 0.00511) all about 0.5%"),
        ("+0.15", None, "difference",
         "rows[2].metrics[1] (0.01364) - rows[0].metrics[1] (0.01217) = 0.00147 = +0.147 pp"),
        ("12%", None, "percent_change", "(0.01364 - 0.01217) / 0.01217 = +12.08%"),
        ("2.2×", None, "ratio",
         "rows[2].metrics[2] (84902) / rows[0].metrics[2] (38410) = 2.21"),
        ("19%", None, "share",
         "rows[2].metrics[2] (84902) / (84902 + rows[5].metrics[2] 366158) = 18.82%"),
        ("8.5%", None, "share",
         "rows[0].metrics[2] (38410) / (38410 + rows[3].metrics[2] 412336) = 8.52%"),
        ("1,158", None, "other",
         "rows[2] userPerceivedCrashRate (0.01364) * distinctUsers (84902) = 1158.1"),
        ("1,871", None, "other",
         "rows[5] userPerceivedCrashRate (0.00511) * distinctUsers (366158) = 1871.1"),
        ("4×", "over **4×**", "ratio",
         "rows[5].metrics[2] (366158) / rows[2].metrics[2] (84902) = 4.31"),
    ],
    note="User asks whether the new Android build is crashing more than the last one; Play Developer Reporting crash-rate rows, daily by version code, three days.",
)

CASES = [CASE_01, CASE_02, CASE_03]

FLAWS = {
    "n3-app_store-01": [
        ("| Nov 28, 6:12 AM | 1 | USA |", "| Nov 28, 6:12 PM | 1 | USA |",
         "6:12 PM", "wrong time",
         "06:12 (morning) written as PM"),
        ("average only about **2.7 stars**", "average only about **3.2 stars**",
         "3.2 stars", "wrong value",
         "mean of the six ratings is 2.67, not 3.2"),
    ],
    "n3-app_store-02": [
        ("its **$1.50** fee, so the real hit was only **$8.49**",
         "its **$1.33** fee, so the real hit was only **$8.49**",
         "$1.33", "neighbour value",
         "the German order's fee given as the refunded fee",
         "rows[3].amount_merchant_currency"),
        ("EU sales are worth about **11%** less",
         "EU sales are worth about **11%** more",
         "11%", "direction flip",
         "German sale is worth less than a US sale, written as more"),
    ],
    "n3-app_store-03": [
        ("the overall crash rate on 41203 was **2.03%**",
         "the overall crash rate on 41203 was **1.91%**",
         "1.91%", "stale value",
         "Nov 29 overall crash rate of the new build given for Nov 30",
         "rows[1].metrics[0].decimalValue.value"),
        ("up from about **8.5%** on Nov 28", "up from about **5.8%** on Nov 28",
         "5.8%", "transposed digits",
         "8.5% written as 5.8%"),
    ],
}

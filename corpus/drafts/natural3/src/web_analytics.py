"""Web analytics: GA4 Data API runReport requests and responses."""

DOMAIN = "web_analytics"
SPLIT = "test"


def _mv(*vals):
    return [{"value": v} for v in vals]


# ---------------------------------------------------------------------------
# 01: channel groups, two date ranges (Black Friday week vs the week before)
# ---------------------------------------------------------------------------

_CH = [
    ("Organic Search", "date_range_0", "48212", "39874", "0.6412"),
    ("Organic Search", "date_range_1", "51907", "42655", "0.6388"),
    ("Direct", "date_range_0", "21530", "18902", "0.5521"),
    ("Direct", "date_range_1", "20884", "18311", "0.5603"),
    ("Paid Search", "date_range_0", "17946", "15208", "0.5874"),
    ("Paid Search", "date_range_1", "11302", "9655", "0.5936"),
    ("Email", "date_range_0", "9415", "7033", "0.7109"),
    ("Email", "date_range_1", "4126", "3318", "0.6977"),
    ("Organic Social", "date_range_0", "5877", "5212", "0.4183"),
    ("Organic Social", "date_range_1", "6240", "5590", "0.4321"),
]

POOL_01 = {
    "request": {
        "property": "properties/298173364",
        "dateRanges": [
            {"startDate": "2026-11-23", "endDate": "2026-11-29", "name": "date_range_0"},
            {"startDate": "2026-11-16", "endDate": "2026-11-22", "name": "date_range_1"},
        ],
        "dimensions": [{"name": "sessionDefaultChannelGroup"}],
        "metrics": [{"name": "sessions"}, {"name": "totalUsers"}, {"name": "engagementRate"}],
        "limit": "5",
    },
    "response": {
        "dimensionHeaders": [{"name": "sessionDefaultChannelGroup"}, {"name": "dateRange"}],
        "metricHeaders": [
            {"name": "sessions", "type": "TYPE_INTEGER"},
            {"name": "totalUsers", "type": "TYPE_INTEGER"},
            {"name": "engagementRate", "type": "TYPE_FLOAT"},
        ],
        "rows": [
            {"dimensionValues": _mv(c, d), "metricValues": _mv(s, u, e)}
            for c, d, s, u, e in _CH
        ],
        "rowCount": 9,
        "metadata": {"currencyCode": "USD", "timeZone": "America/New_York"},
        "kind": "analyticsData#runReport",
    },
}

TEXT_01 = """\
Traffic was up overall in Black Friday week, but the growth came almost entirely from the channels you paid for or pushed — organic search actually slipped.

**Nov 23–29 vs Nov 16–22** (top five channels, property time zone America/New_York)

| Channel | This week | Week before | Change | Engagement rate |
|---|---|---|---|---|
| Organic Search | 48,212 | 51,907 | −3,695 (−7.1%) | 64.1% (was 63.9%) |
| Direct | 21,530 | 20,884 | +646 (+3.1%) | 55.2% (was 56.0%) |
| Paid Search | 17,946 | 11,302 | +6,644 (+58.8%) | 58.7% (was 59.4%) |
| Email | 9,415 | 4,126 | +5,289 (+128%) | 71.1% (was 69.8%) |
| Organic Social | 5,877 | 6,240 | −363 (−5.8%) | 41.8% (was 43.2%) |

**Headline numbers**
- Sessions across these five channels: **102,980** this week vs **94,459** the week before — about **+8,521**, or roughly **+9.0%**.
- Paid Search and Email together added **11,933** sessions, which is more than the whole net gain; without them the week would have been down.
- Email more than doubled (the Black Friday sends clearly landed) and it's still your most engaged channel at **71.1%**.

**Things to watch**
- **Organic Search** lost about **7%** of its sessions, and its share of these channels fell from roughly **55%** to about **47%**. Some of that is normal — people who would have searched clicked an ad or an email instead — but if it doesn't recover in the Nov 30 week it's worth checking Search Console for ranking drops.
- Paid Search engagement held up at **58.7%** despite **15,208** users arriving, so the extra spend wasn't just buying bounces.
- Organic Social is small and drifted down slightly on both volume and engagement; nothing alarming.

One caveat: the report was limited to five channels, and the response says there are **9** channel rows in total, so Referral, Display and the rest aren't included in the totals above.
"""

CASE_01 = dict(
    id="n3-web_analytics-01",
    pool=POOL_01,
    text=TEXT_01,
    copied=[
        ("Nov 23", None, "request.dateRanges[0].startDate"),
        ("29", "Nov 23–29", "request.dateRanges[0].endDate"),
        ("Nov 16", None, "request.dateRanges[1].startDate"),
        ("22", "Nov 16–22", "request.dateRanges[1].endDate"),
        ("48,212", None, "response.rows[0].metricValues[0].value"),
        ("51,907", None, "response.rows[1].metricValues[0].value"),
        ("64.1%", None, "response.rows[0].metricValues[2].value"),
        ("63.9%", None, "response.rows[1].metricValues[2].value"),
        ("21,530", None, "response.rows[2].metricValues[0].value"),
        ("20,884", None, "response.rows[3].metricValues[0].value"),
        ("55.2%", None, "response.rows[2].metricValues[2].value"),
        ("56.0%", None, "response.rows[3].metricValues[2].value"),
        ("17,946", None, "response.rows[4].metricValues[0].value"),
        ("11,302", None, "response.rows[5].metricValues[0].value"),
        ("58.7%", "| 58.7% (was", "response.rows[4].metricValues[2].value"),
        ("59.4%", None, "response.rows[5].metricValues[2].value"),
        ("9,415", None, "response.rows[6].metricValues[0].value"),
        ("4,126", None, "response.rows[7].metricValues[0].value"),
        ("71.1%", "| 71.1% (was", "response.rows[6].metricValues[2].value"),
        ("69.8%", None, "response.rows[7].metricValues[2].value"),
        ("5,877", None, "response.rows[8].metricValues[0].value"),
        ("6,240", None, "response.rows[9].metricValues[0].value"),
        ("41.8%", None, "response.rows[8].metricValues[2].value"),
        ("43.2%", None, "response.rows[9].metricValues[2].value"),
        ("71.1%", "channel at **71.1%**", "response.rows[6].metricValues[2].value"),
        ("58.7%", "held up at **58.7%**", "response.rows[4].metricValues[2].value"),
        ("15,208", None, "response.rows[4].metricValues[1].value"),
        ("9", "there are **9**", "response.rowCount"),
    ],
    derived=[
        ("−3,695", None, "difference",
         "response.rows[0].metricValues[0] (48212) - response.rows[1].metricValues[0] (51907) = -3695"),
        ("−7.1%", None, "percent_change", "-3695 / 51907 = -7.12%"),
        ("+646", None, "difference",
         "response.rows[2].metricValues[0] (21530) - response.rows[3].metricValues[0] (20884) = 646"),
        ("+3.1%", None, "percent_change", "646 / 20884 = +3.09%"),
        ("+6,644", None, "difference",
         "response.rows[4].metricValues[0] (17946) - response.rows[5].metricValues[0] (11302) = 6644"),
        ("+58.8%", None, "percent_change", "6644 / 11302 = +58.79%"),
        ("+5,289", None, "difference",
         "response.rows[6].metricValues[0] (9415) - response.rows[7].metricValues[0] (4126) = 5289"),
        ("+128%", None, "percent_change", "5289 / 4126 = +128.19%"),
        ("−363", None, "difference",
         "response.rows[8].metricValues[0] (5877) - response.rows[9].metricValues[0] (6240) = -363"),
        ("−5.8%", None, "percent_change", "-363 / 6240 = -5.82%"),
        ("102,980", None, "sum",
         "date_range_0 sessions: 48212 + 21530 + 17946 + 9415 + 5877 = 102980"),
        ("94,459", None, "sum",
         "date_range_1 sessions: 51907 + 20884 + 11302 + 4126 + 6240 = 94459"),
        ("+8,521", None, "difference", "102980 - 94459 = 8521"),
        ("+9.0%", None, "percent_change", "8521 / 94459 = +9.02%"),
        ("11,933", None, "sum",
         "Paid Search change (6644) + Email change (5289) = 11933"),
        ("7%", "about **7%**", "percent_change",
         "(response.rows[0] 48212 - response.rows[1] 51907) / 51907 = -7.12%"),
        ("55%", None, "share",
         "response.rows[1].metricValues[0] (51907) / date_range_1 total (94459) = 54.95%"),
        ("47%", None, "share",
         "response.rows[0].metricValues[0] (48212) / date_range_0 total (102980) = 46.82%"),
        ("Nov 30", None, "other",
         "week after request.dateRanges[0].endDate (2026-11-29) starts Nov 30"),
    ],
    note="User asks how Black Friday week compared with the previous week by channel; GA4 runReport with two date ranges, limited to five channels.",
)

# ---------------------------------------------------------------------------
# 02: landing pages, last 28 days
# ---------------------------------------------------------------------------

_LP = [
    ("/", "28441", "0.3127", "142.83", "1208"),
    ("/pricing", "9874", "0.2841", "188.41", "1133"),
    ("/blog/kubernetes-cost-allocation", "7652", "0.7813", "61.27", "38"),
    ("/features/alerts", "4209", "0.4402", "97.55", "144"),
    ("/lp/webinar-dec?utm_source=linkedin", "3118", "0.8236", "24.9", "12"),
    ("/docs/getting-started", "2967", "0.1985", "311.06", "201"),
]

POOL_02 = {
    "request": {
        "property": "properties/401556209",
        "dateRanges": [{"startDate": "2026-11-03", "endDate": "2026-11-30"}],
        "dimensions": [{"name": "landingPagePlusQueryString"}],
        "metrics": [
            {"name": "sessions"},
            {"name": "bounceRate"},
            {"name": "averageSessionDuration"},
            {"name": "keyEvents"},
        ],
        "metricAggregations": ["TOTAL"],
        "limit": "6",
    },
    "response": {
        "dimensionHeaders": [{"name": "landingPagePlusQueryString"}],
        "metricHeaders": [
            {"name": "sessions", "type": "TYPE_INTEGER"},
            {"name": "bounceRate", "type": "TYPE_FLOAT"},
            {"name": "averageSessionDuration", "type": "TYPE_SECONDS"},
            {"name": "keyEvents", "type": "TYPE_FLOAT"},
        ],
        "rows": [
            {"dimensionValues": _mv(p), "metricValues": _mv(s, b, d, k)}
            for p, s, b, d, k in _LP
        ],
        "totals": [
            {
                "dimensionValues": _mv("RESERVED_TOTAL"),
                "metricValues": _mv("71480", "0.4215", "131.7", "2942"),
            }
        ],
        "rowCount": 214,
        "metadata": {"currencyCode": "EUR", "timeZone": "Europe/Berlin"},
        "kind": "analyticsData#runReport",
    },
}

TEXT_02 = """\
Two pages stand out as clear underperformers for **Nov 3 – Nov 30**, and both are ones you're sending traffic to on purpose.

**Site baseline:** 71,480 sessions, bounce rate **42.2%**, average session **2 min 12 s**, **2,942** key events.

| Landing page | Sessions | Bounce rate | Avg. session | Key events | Key events per 100 sessions |
|---|---|---|---|---|---|
| / | 28,441 | 31.3% | 2 min 23 s | 1,208 | 4.2 |
| /pricing | 9,874 | 28.4% | 3 min 8 s | 1,133 | 11.5 |
| /blog/kubernetes-cost-allocation | 7,652 | 78.1% | 1 min 1 s | 38 | 0.5 |
| /features/alerts | 4,209 | 44.0% | 1 min 38 s | 144 | 3.4 |
| /lp/webinar-dec?utm_source=linkedin | 3,118 | 82.4% | 25 s | 12 | 0.4 |
| /docs/getting-started | 2,967 | 19.9% | 5 min 11 s | 201 | 6.8 |

**The weak spots**
- **The LinkedIn webinar landing page** is the worst on every measure: **82.4%** of sessions bounce, the average visit lasts about **25 seconds**, and only **12** key events came out of **3,118** sessions. If that's a paid LinkedIn campaign, you're paying for most of those bounces.
- **The Kubernetes blog post** brings in a lot of visitors (**7,652** sessions, the third-biggest entry point) but **78.1%** bounce and just **38** key events. It's doing its SEO job; it just doesn't hand readers on to anything. A product CTA near the top would be the cheap fix.
- Between them these two pages account for **10,770** sessions, about **15%** of the site's total, and roughly **8,500** bounced sessions.

**What's working**
- **/pricing** converts best by far — about **11.5** key events per 100 sessions, nearly **23×** the blog post's rate.
- **/docs/getting-started** has the lowest bounce (**19.9%**) and the longest visits (over **5** minutes). It's small, but the people who land there are clearly evaluating seriously.

For context, the six pages in this report cover **56,261** sessions, roughly **79%** of the total; the remaining long tail is spread over another 208 landing URLs.
"""

CASE_02 = dict(
    id="n3-web_analytics-02",
    pool=POOL_02,
    text=TEXT_02,
    copied=[
        ("Nov 3", "**Nov 3 –", "request.dateRanges[0].startDate"),
        ("Nov 30", None, "request.dateRanges[0].endDate"),
        ("71,480", None, "response.totals[0].metricValues[0].value"),
        ("42.2%", None, "response.totals[0].metricValues[1].value"),
        ("2,942", None, "response.totals[0].metricValues[3].value"),
        ("28,441", None, "response.rows[0].metricValues[0].value"),
        ("31.3%", None, "response.rows[0].metricValues[1].value"),
        ("1,208", None, "response.rows[0].metricValues[3].value"),
        ("9,874", None, "response.rows[1].metricValues[0].value"),
        ("28.4%", None, "response.rows[1].metricValues[1].value"),
        ("1,133", None, "response.rows[1].metricValues[3].value"),
        ("7,652", "| 7,652 |", "response.rows[2].metricValues[0].value"),
        ("78.1%", "| 78.1% |", "response.rows[2].metricValues[1].value"),
        ("38", "| 38 |", "response.rows[2].metricValues[3].value"),
        ("4,209", None, "response.rows[3].metricValues[0].value"),
        ("44.0%", None, "response.rows[3].metricValues[1].value"),
        ("144", None, "response.rows[3].metricValues[3].value"),
        ("3,118", "| 3,118 |", "response.rows[4].metricValues[0].value"),
        ("82.4%", "| 82.4% |", "response.rows[4].metricValues[1].value"),
        ("12", "| 12 |", "response.rows[4].metricValues[3].value"),
        ("2,967", None, "response.rows[5].metricValues[0].value"),
        ("19.9%", "| 19.9% |", "response.rows[5].metricValues[1].value"),
        ("201", None, "response.rows[5].metricValues[3].value"),
        ("82.4%", "**82.4%** of sessions", "response.rows[4].metricValues[1].value"),
        ("12", "only **12**", "response.rows[4].metricValues[3].value"),
        ("3,118", "**3,118** sessions", "response.rows[4].metricValues[0].value"),
        ("7,652", "(**7,652** sessions", "response.rows[2].metricValues[0].value"),
        ("78.1%", "**78.1%** bounce", "response.rows[2].metricValues[1].value"),
        ("38", "just **38**", "response.rows[2].metricValues[3].value"),
        ("19.9%", "lowest bounce (**19.9%**)", "response.rows[5].metricValues[1].value"),
    ],
    derived=[
        ("2 min 12 s", None, "duration_format",
         "response.totals[0].metricValues[2] (131.7 s) = 2 min 11.7 s"),
        ("2 min 23 s", None, "duration_format",
         "response.rows[0].metricValues[2] (142.83 s) = 2 min 22.8 s"),
        ("4.2", "| 4.2 |", "ratio",
         "response.rows[0] keyEvents (1208) / sessions (28441) * 100 = 4.25"),
        ("3 min 8 s", None, "duration_format",
         "response.rows[1].metricValues[2] (188.41 s) = 3 min 8.4 s"),
        ("11.5", "| 11.5 |", "ratio",
         "response.rows[1] keyEvents (1133) / sessions (9874) * 100 = 11.47"),
        ("1 min 1 s", None, "duration_format",
         "response.rows[2].metricValues[2] (61.27 s) = 1 min 1.3 s"),
        ("0.5", "| 0.5 |", "ratio",
         "response.rows[2] keyEvents (38) / sessions (7652) * 100 = 0.50"),
        ("1 min 38 s", None, "duration_format",
         "response.rows[3].metricValues[2] (97.55 s) = 1 min 37.6 s"),
        ("3.4", "| 3.4 |", "ratio",
         "response.rows[3] keyEvents (144) / sessions (4209) * 100 = 3.42"),
        ("25 s", "| 25 s |", "duration_format",
         "response.rows[4].metricValues[2] (24.9 s) = 25 s"),
        ("0.4", "| 0.4 |", "ratio",
         "response.rows[4] keyEvents (12) / sessions (3118) * 100 = 0.38"),
        ("5 min 11 s", None, "duration_format",
         "response.rows[5].metricValues[2] (311.06 s) = 5 min 11.1 s"),
        ("6.8", "| 6.8 |", "ratio",
         "response.rows[5] keyEvents (201) / sessions (2967) * 100 = 6.77"),
        ("25 seconds", None, "duration_format",
         "response.rows[4].metricValues[2] (24.9 s) = 25 seconds"),
        ("third-biggest", None, "other",
         "rank of response.rows[2] sessions (7652) among rows by sessions = 3rd"),
        ("10,770", None, "sum",
         "response.rows[2].metricValues[0] (7652) + response.rows[4].metricValues[0] (3118) = 10770"),
        ("15%", None, "share",
         "10770 / response.totals[0].metricValues[0] (71480) = 15.07%"),
        ("8,500", None, "other",
         "7652 * 0.7813 + 3118 * 0.8236 = 5978.5 + 2568.0 = 8546.5 bounced sessions"),
        ("11.5", "about **11.5**", "ratio",
         "response.rows[1] keyEvents (1133) / sessions (9874) * 100 = 11.47"),
        ("23×", None, "ratio",
         "(1133 / 9874) / (38 / 7652) = 11.47% / 0.50% = 23.1"),
        ("5", "(over **5** minutes)", "duration_format",
         "response.rows[5].metricValues[2] (311.06 s) = 5 min 11 s"),
        ("six", "the six pages", "count", "len(response.rows) = 6"),
        ("56,261", None, "sum",
         "sum of response.rows[*].metricValues[0] (28441 + 9874 + 7652 + 4209 + 3118 + 2967) = 56261"),
        ("79%", None, "share",
         "56261 / response.totals[0].metricValues[0] (71480) = 78.71%"),
        ("208", "another 208", "difference",
         "response.rowCount (214) - 6 rows returned = 208"),
    ],
    note="User asks which landing pages are underperforming; GA4 landing-page report for a 28-day window with totals.",
)

# ---------------------------------------------------------------------------
# 03: ecommerce by country, October
# ---------------------------------------------------------------------------

_CO = [
    ("United Kingdom", "3412", "187443.2", "9108.55", "54.93646"),
    ("United States", "1106", "71229.84", "5877.1", "64.40311"),
    ("Germany", "588", "30712.66", "1204", "52.23241"),
    ("Ireland", "402", "19880.31", "612.45", "49.45351"),
    ("Netherlands", "271", "14406.9", "2390", "53.16199"),
]

POOL_03 = {
    "request": {
        "property": "properties/355902187",
        "dateRanges": [{"startDate": "2026-10-01", "endDate": "2026-10-31"}],
        "dimensions": [{"name": "country"}],
        "metrics": [
            {"name": "transactions"},
            {"name": "purchaseRevenue"},
            {"name": "refundAmount"},
            {"name": "averagePurchaseRevenue"},
        ],
        "orderBys": [{"metric": {"metricName": "purchaseRevenue"}, "desc": True}],
        "metricAggregations": ["TOTAL"],
        "limit": "5",
    },
    "response": {
        "dimensionHeaders": [{"name": "country"}],
        "metricHeaders": [
            {"name": "transactions", "type": "TYPE_INTEGER"},
            {"name": "purchaseRevenue", "type": "TYPE_CURRENCY"},
            {"name": "refundAmount", "type": "TYPE_CURRENCY"},
            {"name": "averagePurchaseRevenue", "type": "TYPE_CURRENCY"},
        ],
        "rows": [
            {"dimensionValues": _mv(c), "metricValues": _mv(t, r, f, a)}
            for c, t, r, f, a in _CO
        ],
        "totals": [
            {
                "dimensionValues": _mv("RESERVED_TOTAL"),
                "metricValues": _mv("6118", "341902.47", "20113.84", "55.88467"),
            }
        ],
        "rowCount": 38,
        "metadata": {"currencyCode": "GBP", "timeZone": "Europe/London"},
        "kind": "analyticsData#runReport",
    },
}

TEXT_03 = """\
October (Oct 1–31) brought in **£341,902.47** of purchase revenue from **6,118** transactions, an average order of about **£55.88**. Just under half of it came from outside the UK.

| Country | Transactions | Revenue | Share of revenue | Refunds | Refunds as % of revenue |
|---|---|---|---|---|---|
| United Kingdom | 3,412 | £187,443.20 | 54.8% | £9,108.55 | 4.9% |
| United States | 1,106 | £71,229.84 | 20.8% | £5,877.10 | 8.3% |
| Germany | 588 | £30,712.66 | 9.0% | £1,204.00 | 3.9% |
| Ireland | 402 | £19,880.31 | 5.8% | £612.45 | 3.1% |
| Netherlands | 271 | £14,406.90 | 4.2% | £2,390.00 | 16.6% |

**Revenue mix**
- Outside the UK: about **£154,459**, or roughly **45%** of the month.
- The **US** is a clear second market and has the biggest baskets — **£64.40** per order, about **17%** more than UK orders at **£54.94**.
- The other **33** countries in the report add up to **£18,229.56** from **339** transactions, so the top five cover nearly everything.

**Refunds**
- Total refunds were **£20,113.84**, about **5.9%** of purchase revenue, which leaves roughly **£321,789** net.
- The **Netherlands** is the outlier: **£2,390.00** refunded against **£14,406.90** of sales, around one pound in six. That's roughly **45** orders' worth at the Dutch average basket, out of only **271**, so it isn't one unlucky return — I'd look at the individual transactions (a single courier or product line, perhaps) before drawing conclusions.
- The US refund rate (**8.3%**) is also well above the UK's **4.9%** — worth checking whether international shipping times are driving returns.

Note that GA4's `refundAmount` only counts refunds you send as `refund` events, so if some returns are processed offline the true figure will be higher.
"""

CASE_03 = dict(
    id="n3-web_analytics-03",
    pool=POOL_03,
    text=TEXT_03,
    copied=[
        ("Oct 1", None, "request.dateRanges[0].startDate"),
        ("31", "Oct 1–31", "request.dateRanges[0].endDate"),
        ("£341,902.47", None, "response.totals[0].metricValues[1].value"),
        ("6,118", None, "response.totals[0].metricValues[0].value"),
        ("£55.88", None, "response.totals[0].metricValues[3].value"),
        ("3,412", None, "response.rows[0].metricValues[0].value"),
        ("£187,443.20", None, "response.rows[0].metricValues[1].value"),
        ("£9,108.55", None, "response.rows[0].metricValues[2].value"),
        ("1,106", None, "response.rows[1].metricValues[0].value"),
        ("£71,229.84", None, "response.rows[1].metricValues[1].value"),
        ("£5,877.10", None, "response.rows[1].metricValues[2].value"),
        ("588", None, "response.rows[2].metricValues[0].value"),
        ("£30,712.66", None, "response.rows[2].metricValues[1].value"),
        ("£1,204.00", None, "response.rows[2].metricValues[2].value"),
        ("402", None, "response.rows[3].metricValues[0].value"),
        ("£19,880.31", None, "response.rows[3].metricValues[1].value"),
        ("£612.45", None, "response.rows[3].metricValues[2].value"),
        ("271", "| 271 |", "response.rows[4].metricValues[0].value"),
        ("£14,406.90", "| £14,406.90 |", "response.rows[4].metricValues[1].value"),
        ("£2,390.00", "| £2,390.00 |", "response.rows[4].metricValues[2].value"),
        ("£64.40", None, "response.rows[1].metricValues[3].value"),
        ("£54.94", None, "response.rows[0].metricValues[3].value"),
        ("£20,113.84", None, "response.totals[0].metricValues[2].value"),
        ("£2,390.00", "**£2,390.00** refunded", "response.rows[4].metricValues[2].value"),
        ("£14,406.90", "**£14,406.90** of sales", "response.rows[4].metricValues[1].value"),
        ("271", "only **271**", "response.rows[4].metricValues[0].value"),
    ],
    derived=[
        ("54.8%", None, "share", "response.rows[0] revenue (187443.2) / total (341902.47) = 54.82%"),
        ("4.9%", "| 4.9% |", "ratio", "response.rows[0] refundAmount (9108.55) / purchaseRevenue (187443.2) = 4.86%"),
        ("20.8%", None, "share", "response.rows[1] revenue (71229.84) / total (341902.47) = 20.83%"),
        ("8.3%", "| 8.3% |", "ratio", "response.rows[1] refundAmount (5877.1) / purchaseRevenue (71229.84) = 8.25%"),
        ("9.0%", None, "share", "response.rows[2] revenue (30712.66) / total (341902.47) = 8.98%"),
        ("3.9%", None, "ratio", "response.rows[2] refundAmount (1204) / purchaseRevenue (30712.66) = 3.92%"),
        ("5.8%", None, "share", "response.rows[3] revenue (19880.31) / total (341902.47) = 5.81%"),
        ("3.1%", None, "ratio", "response.rows[3] refundAmount (612.45) / purchaseRevenue (19880.31) = 3.08%"),
        ("4.2%", None, "share", "response.rows[4] revenue (14406.9) / total (341902.47) = 4.21%"),
        ("16.6%", None, "ratio", "response.rows[4] refundAmount (2390) / purchaseRevenue (14406.9) = 16.59%"),
        ("£154,459", None, "difference",
         "response.totals[0] revenue (341902.47) - response.rows[0] revenue (187443.2) = 154459.27"),
        ("45%", None, "share", "154459.27 / 341902.47 = 45.18%"),
        ("17%", None, "percent_change",
         "(response.rows[1].metricValues[3] 64.40311 - response.rows[0].metricValues[3] 54.93646) / 54.93646 = +17.23%"),
        ("33", None, "difference", "response.rowCount (38) - 5 rows returned = 33"),
        ("£18,229.56", None, "difference",
         "total revenue (341902.47) - sum of the five rows (323672.91) = 18229.56"),
        ("339", None, "difference",
         "total transactions (6118) - sum of the five rows (3412 + 1106 + 588 + 402 + 271 = 5779) = 339"),
        ("5.9%", None, "ratio",
         "response.totals[0] refundAmount (20113.84) / purchaseRevenue (341902.47) = 5.88%"),
        ("£321,789", None, "difference",
         "341902.47 - 20113.84 = 321788.63"),
        ("one pound in six", None, "ratio",
         "response.rows[4] refundAmount (2390) / purchaseRevenue (14406.9) = 0.166 = about 1/6"),
        ("45", "roughly **45**", "ratio",
         "response.rows[4] refundAmount (2390) / averagePurchaseRevenue (53.16199) = 44.96 orders"),
        ("8.3%", "(**8.3%**)", "ratio",
         "response.rows[1] refundAmount (5877.1) / purchaseRevenue (71229.84) = 8.25%"),
        ("4.9%", "UK's **4.9%**", "ratio",
         "response.rows[0] refundAmount (9108.55) / purchaseRevenue (187443.2) = 4.86%"),
        ("top five", None, "count", "len(response.rows) = 5"),
    ],
    note="User asks where October's ecommerce revenue came from and how refunds looked; GA4 report by country, top five plus totals, GBP property.",
)

CASES = [CASE_01, CASE_02, CASE_03]

FLAWS = {
    "n3-web_analytics-01": [
        ("its share of these channels fell from roughly **55%** to about **47%**",
         "its share of these channels fell from roughly **55%** to about **46%**",
         "46%", "near-miss rounding",
         "48212 / 102980 = 46.8% rounded down to 46%"),
        ("Paid Search engagement held up at **58.7%** despite **15,208** users",
         "Paid Search engagement held up at **58.7%** despite **9,655** users",
         "9,655", "stale value",
         "the week-before Paid Search users given for this week",
         "response.rows[5].metricValues[1].value"),
    ],
    "n3-web_analytics-02": [
        ("the average visit lasts about **25 seconds**",
         "the average visit lasts about **25 minutes**",
         "25 minutes", "unit confusion",
         "24.9 seconds written as minutes"),
        ("about **15%** of the site's total",
         "about **18%** of the site's total",
         "18%", "wrong value",
         "10770 / 71480 = 15.1% given as 18%"),
    ],
    "n3-web_analytics-03": [
        ("The **US** is a clear second market and has the biggest baskets — **£64.40** per order",
         "The **US** is a clear second market and has the biggest baskets — **£64.04** per order",
         "£64.04", "transposed digits",
         "US average purchase revenue 64.40 written 64.04"),
        ("| Ireland | 402 | £19,880.31 |", "| Ireland | 402 | £14,406.90 |",
         "£14,406.90", "neighbour value",
         "Netherlands revenue given in Ireland's row",
         "response.rows[4].metricValues[1].value"),
    ],
}

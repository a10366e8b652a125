"""Web analytics: GA4 Data API ``runReport`` responses (dimension and metric headers,
rows of ``dimensionValues`` / ``metricValues``, every value a string)."""

DOMAIN = "ga4_marketing"
SPLIT = "holdout"      # set by the maintainers, not by the writer

# runReport: dateRanges 2024-09-01..2024-09-30, dimension sessionDefaultChannelGroup,
# metricAggregations TOTAL, orderBys sessions desc
POOL_CHANNELS = {'dimensionHeaders': [{'name': 'sessionDefaultChannelGroup'}],
 'metricHeaders': [{'name': 'sessions', 'type': 'TYPE_INTEGER'},
                   {'name': 'engagedSessions', 'type': 'TYPE_INTEGER'},
                   {'name': 'engagementRate', 'type': 'TYPE_FLOAT'},
                   {'name': 'ecommercePurchases', 'type': 'TYPE_INTEGER'},
                   {'name': 'purchaseRevenue', 'type': 'TYPE_CURRENCY'}],
 'rows': [{'dimensionValues': [{'value': 'Organic Search'}],
           'metricValues': [{'value': '18342'},
                            {'value': '12411'},
                            {'value': '0.6766437684003925'},
                            {'value': '402'},
                            {'value': '48213.57'}]},
          {'dimensionValues': [{'value': 'Direct'}],
           'metricValues': [{'value': '9871'},
                            {'value': '6204'},
                            {'value': '0.6285077499746733'},
                            {'value': '251'},
                            {'value': '31877.4'}]},
          {'dimensionValues': [{'value': 'Paid Search'}],
           'metricValues': [{'value': '7455'},
                            {'value': '4988'},
                            {'value': '0.6690811535881959'},
                            {'value': '198'},
                            {'value': '22950.12'}]},
          {'dimensionValues': [{'value': 'Paid Social'}],
           'metricValues': [{'value': '5912'},
                            {'value': '2247'},
                            {'value': '0.3800744248985115'},
                            {'value': '41'},
                            {'value': '3412.85'}]},
          {'dimensionValues': [{'value': 'Email'}],
           'metricValues': [{'value': '3120'},
                            {'value': '2390'},
                            {'value': '0.7660256410256411'},
                            {'value': '133'},
                            {'value': '14106.9'}]},
          {'dimensionValues': [{'value': 'Organic Social'}],
           'metricValues': [{'value': '2688'},
                            {'value': '1402'},
                            {'value': '0.5215773809523809'},
                            {'value': '22'},
                            {'value': '1935.3'}]},
          {'dimensionValues': [{'value': 'Referral'}],
           'metricValues': [{'value': '1204'},
                            {'value': '817'},
                            {'value': '0.6785714285714286'},
                            {'value': '29'},
                            {'value': '3760.15'}]},
          {'dimensionValues': [{'value': 'Unassigned'}],
           'metricValues': [{'value': '311'},
                            {'value': '64'},
                            {'value': '0.2057877813504823'},
                            {'value': '3'},
                            {'value': '214.5'}]}],
 'totals': [{'dimensionValues': [{'value': 'RESERVED_TOTAL'}],
             'metricValues': [{'value': '48903'},
                              {'value': '30523'},
                              {'value': '0.6241539373862545'},
                              {'value': '1079'},
                              {'value': '126470.79'}]}],
 'rowCount': 8,
 'metadata': {'currencyCode': 'USD', 'timeZone': 'America/Denver'},
 'kind': 'analyticsData#runReport'}

# runReport: two named dateRanges (last_week, previous_week), dimension deviceCategory
POOL_DEVICES = {'dimensionHeaders': [{'name': 'deviceCategory'}, {'name': 'dateRange'}],
 'metricHeaders': [{'name': 'sessions', 'type': 'TYPE_INTEGER'},
                   {'name': 'bounceRate', 'type': 'TYPE_FLOAT'},
                   {'name': 'averageSessionDuration', 'type': 'TYPE_SECONDS'},
                   {'name': 'keyEvents:start_trial', 'type': 'TYPE_FLOAT'}],
 'rows': [{'dimensionValues': [{'value': 'desktop'}, {'value': 'last_week'}],
           'metricValues': [{'value': '6842'},
                            {'value': '0.3811750950014615'},
                            {'value': '187.43928675825782'},
                            {'value': '241'}]},
          {'dimensionValues': [{'value': 'desktop'}, {'value': 'previous_week'}],
           'metricValues': [{'value': '6715'},
                            {'value': '0.3790022338049144'},
                            {'value': '191.02165301563664'},
                            {'value': '238'}]},
          {'dimensionValues': [{'value': 'mobile'}, {'value': 'last_week'}],
           'metricValues': [{'value': '5390'},
                            {'value': '0.6634508348794064'},
                            {'value': '58.707421150278296'},
                            {'value': '49'}]},
          {'dimensionValues': [{'value': 'mobile'}, {'value': 'previous_week'}],
           'metricValues': [{'value': '5128'},
                            {'value': '0.47211388455538217'},
                            {'value': '96.3496489859594'},
                            {'value': '127'}]},
          {'dimensionValues': [{'value': 'tablet'}, {'value': 'last_week'}],
           'metricValues': [{'value': '402'},
                            {'value': '0.49751243781094523'},
                            {'value': '102.79850746268657'},
                            {'value': '9'}]},
          {'dimensionValues': [{'value': 'tablet'}, {'value': 'previous_week'}],
           'metricValues': [{'value': '437'},
                            {'value': '0.46910755148741423'},
                            {'value': '110.1945080091533'},
                            {'value': '11'}]}],
 'rowCount': 6,
 'metadata': {'currencyCode': 'USD', 'timeZone': 'America/New_York'},
 'kind': 'analyticsData#runReport'}

# runReport: dateRanges 2024-09-01..2024-09-30, Google Ads campaigns, orderBys advertiserAdCost desc
POOL_CAMPAIGNS = {'dimensionHeaders': [{'name': 'sessionGoogleAdsCampaignName'}],
 'metricHeaders': [{'name': 'advertiserAdCost', 'type': 'TYPE_CURRENCY'},
                   {'name': 'advertiserAdClicks', 'type': 'TYPE_INTEGER'},
                   {'name': 'advertiserAdImpressions', 'type': 'TYPE_INTEGER'},
                   {'name': 'sessions', 'type': 'TYPE_INTEGER'},
                   {'name': 'keyEvents:purchase', 'type': 'TYPE_FLOAT'},
                   {'name': 'totalRevenue', 'type': 'TYPE_CURRENCY'},
                   {'name': 'returnOnAdSpend', 'type': 'TYPE_FLOAT'}],
 'rows': [{'dimensionValues': [{'value': 'US | Generic | Meal Kits'}],
           'metricValues': [{'value': '6913.47'},
                            {'value': '5276'},
                            {'value': '188230'},
                            {'value': '5398'},
                            {'value': '148'},
                            {'value': '12804.2'},
                            {'value': '1.8520656052604554'}]},
          {'dimensionValues': [{'value': 'PMax | All Products'}],
           'metricValues': [{'value': '5120.33'},
                            {'value': '6845'},
                            {'value': '412905'},
                            {'value': '6502'},
                            {'value': '176'},
                            {'value': '15938.1'},
                            {'value': '3.11270953239342'}]},
          {'dimensionValues': [{'value': 'US | Competitor | Search'}],
           'metricValues': [{'value': '2488.9'},
                            {'value': '1204'},
                            {'value': '40112'},
                            {'value': '1233'},
                            {'value': '19'},
                            {'value': '1544.6'},
                            {'value': '0.6205954437703403'}]},
          {'dimensionValues': [{'value': 'US | Brand | Search'}],
           'metricValues': [{'value': '1842.16'},
                            {'value': '3911'},
                            {'value': '21480'},
                            {'value': '4102'},
                            {'value': '301'},
                            {'value': '27455.8'},
                            {'value': '14.904134277152906'}]},
          {'dimensionValues': [{'value': 'YouTube | Recipe Shorts'}],
           'metricValues': [{'value': '1402.5'},
                            {'value': '388'},
                            {'value': '96520'},
                            {'value': '352'},
                            {'value': '2'},
                            {'value': '139.98'},
                            {'value': '0.09980748663101603'}]},
          {'dimensionValues': [{'value': 'Remarketing | Display'}],
           'metricValues': [{'value': '1096.02'},
                            {'value': '2377'},
                            {'value': '301644'},
                            {'value': '2211'},
                            {'value': '64'},
                            {'value': '5880.45'},
                            {'value': '5.365276181091586'}]}],
 'rowCount': 6,
 'metadata': {'currencyCode': 'USD', 'timeZone': 'America/Los_Angeles'},
 'kind': 'analyticsData#runReport'}

TEXT_CHANNELS = """**September at a glance**

The store had 48,903 sessions in September, which brought in 1,079 purchases and $126,470.79 in revenue. That's a 2.2% conversion rate and an average order of $117.21, and 62.4% of sessions were engaged.

| Channel | Sessions | Revenue | Conversion rate |
|---|---|---|---|
| Organic Search | 18,342 | $48,213.57 | 2.2% |
| Direct | 9,871 | $31,877.40 | 2.5% |
| Paid Search | 7,455 | $22,950.12 | 2.7% |
| Paid Social | 5,912 | $3,412.85 | 0.7% |
| Email | 3,120 | $14,106.90 | 4.3% |

The three smaller channels (Organic Social, Referral and Unassigned) added 4,203 sessions and $5,909.95 between them.

**What stands out**

- **Organic Search is still the engine**: 37.5% of sessions and 38.1% of revenue.
- **Email punches above its weight.** It drove only 6.4% of sessions but 11.2% of revenue, with the best conversion rate of any channel and $4.52 of revenue per session, about 1.7× the site average of $2.59.
- **Paid Social is the weak spot.** It bought 12.1% of sessions but returned just 2.7% of revenue. Only 38% of those sessions were engaged, against 62.4% site-wide, and its 41 orders averaged $83.24, about $34 less than the typical order.
- **Paid Search earns its place**, with the highest conversion rate of any channel outside Email.

**For Monday**

Before October's social budget is set, it's worth reviewing the Paid Social audiences and landing pages. If that traffic converted like Paid Search does, the same sessions would have produced around 157 orders instead of 41.
"""

TEXT_DEVICES = """Short answer: it's mobile, and it looks like something broke rather than a traffic problem.

Trial starts fell from 376 the week before to 299 last week, down 77 (−20.5%). Traffic didn't fall: sessions were actually up 2.9%, to 12,634. The whole drop sits in one device:

| Device | Trial starts (week before → last week) | Change |
|---|---|---|
| Desktop | 238 → 241 | +3 |
| Mobile | 127 → 49 | −78 |
| Tablet | 11 → 9 | −2 |

Mobile lost 78 trial starts, slightly more than the total drop, because desktop edged up.

**Why it looks like a breakage on mobile**

- Mobile sessions *rose* 5.1%, to 5,390, so people were still arriving.
- Mobile bounce rate jumped from 47.2% to 66.3%, up 19.1 percentage points in a week. Desktop barely moved (37.9% to 38.1%).
- The average mobile session shrank from 1 min 36 s to 59 s.
- Mobile's signup rate fell from 2.5% of sessions to 0.9%, while desktop held at 3.5%.

A change that size in a single week, on one device, with traffic steady, usually means a page or form stopped working on phones (a deploy, a consent banner covering the button, a script error) rather than a change in who is visiting.

**What I'd check first**

1. Any release to the signup or pricing pages at the start of last week.
2. Load the trial form on an iPhone and an Android phone and try to submit it.
3. Break mobile down by landing page and browser to see whether the drop is concentrated.

It's worth fixing quickly: at its earlier signup rate, last week's mobile traffic would have produced roughly 133 trial starts instead of 49.
"""

TEXT_CAMPAIGNS = """September's Google Ads spend was **$18,863.38**, which GA4 credits with 710 purchases and $63,763.13 in revenue: a blended return of 3.38 on ad spend and a cost per purchase of $26.57.

| Campaign | Spend | ROAS | Cost per purchase |
|---|---|---|---|
| Generic search (Meal Kits) | $6,913.47 | 1.85 | $46.71 |
| Performance Max | $5,120.33 | 3.11 | $29.09 |
| Competitor search | $2,488.90 | 0.62 | $130.99 |
| Brand search | $1,842.16 | 14.90 | $6.12 |
| YouTube Recipe Shorts | $1,402.50 | 0.10 | $701.25 |
| Remarketing display | $1,096.02 | 5.37 | $17.13 |

**Keep, and consider growing**
- **Brand search** took 9.8% of spend and is credited with 43.1% of revenue. Some of those buyers would have found you anyway, so treat its ROAS as flattering, but it's cheap protection for your name.
- **Remarketing** returns $5.37 for every dollar and has the lowest cost per purchase after brand. It's also the smallest budget, so it's the easiest place to add money and see if the return holds.

**Cut or rework**
- **Competitor search and YouTube** together cost $3,891.40 (20.6% of spend) and brought in $1,684.58, so they lost $2,206.82 before product costs. YouTube produced 2 purchases from 352 sessions; it may help awareness, but it isn't selling.
- **Generic search** is the biggest line at 36.7% of spend and returns 1.85. Depending on your margins that may be roughly break-even; tightening match types and adding negatives is a better first step than cutting it.

**For October:** pause Competitor search, move YouTube to a small test budget, and shift the freed money to Remarketing and Performance Max. One caveat: these are GA4's attributed figures, so check them against Google Ads' own conversion numbers before making big moves.
"""

CASES = [
    dict(
        id="n4-ga4_marketing-01",
        pool=POOL_CHANNELS,
        text=TEXT_CHANNELS,
        copied=[
            ("48,903", None, "totals[0].metricValues[0].value"),
            ("1,079", None, "totals[0].metricValues[3].value"),
            ("$126,470.79", None, "totals[0].metricValues[4].value"),
            ("62.4%", "62.4% of sessions were engaged", "totals[0].metricValues[2].value"),
            ("18,342", None, "rows[0].metricValues[0].value"),
            ("$48,213.57", None, "rows[0].metricValues[4].value"),
            ("9,871", None, "rows[1].metricValues[0].value"),
            ("$31,877.40", None, "rows[1].metricValues[4].value"),
            ("7,455", None, "rows[2].metricValues[0].value"),
            ("$22,950.12", None, "rows[2].metricValues[4].value"),
            ("5,912", None, "rows[3].metricValues[0].value"),
            ("$3,412.85", None, "rows[3].metricValues[4].value"),
            ("3,120", None, "rows[4].metricValues[0].value"),
            ("$14,106.90", None, "rows[4].metricValues[4].value"),
            ("38%", "Only 38% of those", "rows[3].metricValues[2].value"),
            ("62.4%", "62.4% site-wide", "totals[0].metricValues[2].value"),
            ("41", "its 41 orders", "rows[3].metricValues[3].value"),
            ("41", "instead of 41", "rows[3].metricValues[3].value"),
        ],
        derived=[
            ("2.2%", "That's a 2.2% conversion", "ratio", "totals purchases 1,079 / sessions 48,903 = 2.21%"),
            ("$117.21", None, "mean", "totals revenue 126,470.79 / purchases 1,079 = 117.21"),
            ("2.2%", "| 2.2% |", "ratio", "rows[0] purchases 402 / sessions 18,342 = 2.19%"),
            ("2.5%", "| 2.5% |", "ratio", "rows[1] purchases 251 / sessions 9,871 = 2.54%"),
            ("2.7%", "| 2.7% |", "ratio", "rows[2] purchases 198 / sessions 7,455 = 2.66%"),
            ("0.7%", "| 0.7% |", "ratio", "rows[3] purchases 41 / sessions 5,912 = 0.69%"),
            ("4.3%", "| 4.3% |", "ratio", "rows[4] purchases 133 / sessions 3,120 = 4.26%"),
            ("three", "The three smaller", "count", "rows[5], rows[6], rows[7] = 3 channels"),
            ("4,203", None, "sum", "rows[5] 2,688 + rows[6] 1,204 + rows[7] 311 sessions = 4,203"),
            ("$5,909.95", None, "sum", "rows[5] 1,935.30 + rows[6] 3,760.15 + rows[7] 214.50 revenue = 5,909.95"),
            ("37.5%", None, "share", "rows[0] sessions 18,342 / 48,903 = 37.5%"),
            ("38.1%", None, "share", "rows[0] revenue 48,213.57 / 126,470.79 = 38.1%"),
            ("6.4%", None, "share", "rows[4] sessions 3,120 / 48,903 = 6.4%"),
            ("11.2%", None, "share", "rows[4] revenue 14,106.90 / 126,470.79 = 11.2%"),
            ("$4.52", None, "ratio", "rows[4] revenue 14,106.90 / sessions 3,120 = 4.52"),
            ("1.7×", None, "ratio", "4.52 / 2.59 = 1.75, written 1.7×"),
            ("$2.59", None, "ratio", "totals revenue 126,470.79 / sessions 48,903 = 2.59"),
            ("12.1%", None, "share", "rows[3] sessions 5,912 / 48,903 = 12.1%"),
            ("2.7%", "just 2.7% of revenue", "share", "rows[3] revenue 3,412.85 / 126,470.79 = 2.7%"),
            ("$83.24", None, "mean", "rows[3] revenue 3,412.85 / purchases 41 = 83.24"),
            ("$34", None, "difference", "117.21 - 83.24 = 33.97, about $34"),
            ("157", None, "product", "rows[3] sessions 5,912 x (rows[2] 198 / 7,455) = 157.0 orders"),
        ],
        note="A month of ecommerce traffic by channel: conversion rates, shares of sessions vs revenue, average order, and a what-if for a weak paid channel.",
    ),
    dict(
        id="n4-ga4_marketing-02",
        pool=POOL_DEVICES,
        text=TEXT_DEVICES,
        copied=[
            ("238", None, "rows[1].metricValues[3].value"),
            ("241", None, "rows[0].metricValues[3].value"),
            ("127", None, "rows[3].metricValues[3].value"),
            ("49", "127 → 49", "rows[2].metricValues[3].value"),
            ("11", "11 → 9", "rows[5].metricValues[3].value"),
            ("9", "11 → 9", "rows[4].metricValues[3].value"),
            ("5,390", None, "rows[2].metricValues[0].value"),
            ("47.2%", None, "rows[3].metricValues[1].value"),
            ("66.3%", None, "rows[2].metricValues[1].value"),
            ("37.9%", None, "rows[1].metricValues[1].value"),
            ("38.1%", None, "rows[0].metricValues[1].value"),
            ("59 s", None, "rows[2].metricValues[2].value"),
            ("49", "instead of 49", "rows[2].metricValues[3].value"),
        ],
        derived=[
            ("376", None, "sum", "keyEvents of previous_week rows: 238 + 127 + 11 = 376"),
            ("299", None, "sum", "keyEvents of last_week rows: 241 + 49 + 9 = 299"),
            ("77", "down 77", "difference", "299 - 376 = -77"),
            ("−20.5%", None, "percent_change", "-77 / 376 = -20.5%"),
            ("2.9%", None, "percent_change", "sessions 12,634 vs 12,280 = +2.9%"),
            ("12,634", None, "sum", "last_week sessions 6,842 + 5,390 + 402 = 12,634"),
            ("+3", None, "difference", "desktop 241 - 238 = +3"),
            ("−78", None, "difference", "mobile 49 - 127 = -78"),
            ("−2", None, "difference", "tablet 9 - 11 = -2"),
            ("78", "Mobile lost 78", "difference", "127 - 49 = 78"),
            ("5.1%", None, "percent_change", "mobile sessions 5,390 vs 5,128 = +5.1%"),
            ("19.1", None, "percentage_point", "bounceRate 0.6635 - 0.4721 = 19.1 points"),
            ("1 min 36 s", None, "duration_format", "rows[3].metricValues[2].value 96.35 s = 1 min 36 s"),
            ("2.5%", "from 2.5% of sessions", "ratio", "mobile previous_week 127 / 5,128 = 2.48%"),
            ("0.9%", None, "ratio", "mobile last_week 49 / 5,390 = 0.91%"),
            ("3.5%", None, "ratio", "desktop last_week 241 / 6,842 = 3.52%"),
            ("133", None, "product", "5,390 sessions x (127 / 5,128) = 133.5, roughly 133"),
        ],
        note="Week-over-week by device with two date ranges: a signup drop isolated to mobile, with bounce-rate points, session duration and a signup-rate what-if.",
    ),
    dict(
        id="n4-ga4_marketing-03",
        pool=POOL_CAMPAIGNS,
        text=TEXT_CAMPAIGNS,
        copied=[
            ("$6,913.47", None, "rows[0].metricValues[0].value"),
            ("1.85", "| 1.85 |", "rows[0].metricValues[6].value"),
            ("$5,120.33", None, "rows[1].metricValues[0].value"),
            ("3.11", None, "rows[1].metricValues[6].value"),
            ("$2,488.90", None, "rows[2].metricValues[0].value"),
            ("0.62", None, "rows[2].metricValues[6].value"),
            ("$1,842.16", None, "rows[3].metricValues[0].value"),
            ("14.90", None, "rows[3].metricValues[6].value"),
            ("$1,402.50", None, "rows[4].metricValues[0].value"),
            ("0.10", None, "rows[4].metricValues[6].value"),
            ("$1,096.02", None, "rows[5].metricValues[0].value"),
            ("5.37", "| 5.37 |", "rows[5].metricValues[6].value"),
            ("$5.37", None, "rows[5].metricValues[6].value"),
            ("2", "produced 2 purchases", "rows[4].metricValues[4].value"),
            ("352", None, "rows[4].metricValues[3].value"),
            ("1.85", "returns 1.85", "rows[0].metricValues[6].value"),
        ],
        derived=[
            ("$18,863.38", None, "sum", "sum of advertiserAdCost over the 6 campaigns = 18,863.38"),
            ("710", None, "sum", "sum of keyEvents:purchase = 148 + 176 + 19 + 301 + 2 + 64 = 710"),
            ("$63,763.13", None, "sum", "sum of totalRevenue over the 6 campaigns = 63,763.13"),
            ("3.38", None, "ratio", "63,763.13 / 18,863.38 = 3.38"),
            ("$26.57", None, "ratio", "18,863.38 / 710 = 26.57"),
            ("$46.71", None, "ratio", "rows[0] cost 6,913.47 / 148 = 46.71"),
            ("$29.09", None, "ratio", "rows[1] cost 5,120.33 / 176 = 29.09"),
            ("$130.99", None, "ratio", "rows[2] cost 2,488.90 / 19 = 130.99"),
            ("$6.12", None, "ratio", "rows[3] cost 1,842.16 / 301 = 6.12"),
            ("$701.25", None, "ratio", "rows[4] cost 1,402.50 / 2 = 701.25"),
            ("$17.13", None, "ratio", "rows[5] cost 1,096.02 / 64 = 17.13"),
            ("9.8%", None, "share", "rows[3] cost 1,842.16 / 18,863.38 = 9.8%"),
            ("43.1%", None, "share", "rows[3] revenue 27,455.80 / 63,763.13 = 43.1%"),
            ("$3,891.40", None, "sum", "rows[2] 2,488.90 + rows[4] 1,402.50 = 3,891.40"),
            ("20.6%", None, "share", "3,891.40 / 18,863.38 = 20.6%"),
            ("$1,684.58", None, "sum", "rows[2] revenue 1,544.60 + rows[4] 139.98 = 1,684.58"),
            ("$2,206.82", None, "difference", "3,891.40 - 1,684.58 = 2,206.82"),
            ("36.7%", None, "share", "rows[0] cost 6,913.47 / 18,863.38 = 36.7%"),
        ],
        note="A month of Google Ads campaigns in GA4: spend, ROAS and cost per purchase per campaign, which to grow and which lose money.",
    ),
]

FLAWS = {
    "n4-ga4_marketing-01": [
        ("and $5,909.95 between", "and $5,695.45 between", "$5,695.45", "wrong value", "small-channel revenue leaves out Unassigned"),
        ("Only 38% of those", "Only 0.38% of those", "0.38%", "unit confusion", "engagement-rate fraction written as a percent"),
        ("its 41 orders averaged", "its 198 orders averaged", "198", "neighbour value", "Paid Search's purchases given for Paid Social", "rows[2].metricValues[3].value"),
    ],
    "n4-ga4_marketing-02": [
        ("(−20.5%)", "(−25.8%)", "−25.8%", "wrong value", "drop divided by last week's 299 instead of 376"),
        ("Mobile sessions *rose* 5.1%", "Mobile sessions *fell* 5.1%", "5.1%", "direction flip", "mobile sessions rose, written as fell"),
        ("jumped from 47.2% to 66.3%", "jumped from 47.2% to 49.8%", "49.8%", "neighbour value", "tablet's bounce rate given for mobile", "rows[4].metricValues[1].value"),
    ],
    "n4-ga4_marketing-03": [
        ("a blended return of 3.38", "a blended return of 3.83", "3.83", "transposed digits", "blended ROAS digits swapped"),
        ("brought in $1,684.58", "brought in $1,544.60", "$1,544.60", "wrong value", "combined revenue leaves out YouTube's"),
        ("from 352 sessions", "from 388 sessions", "388", "neighbour value", "YouTube's ad clicks given as its sessions", "rows[4].metricValues[1].value"),
    ],
}

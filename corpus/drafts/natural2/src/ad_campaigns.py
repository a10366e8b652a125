"""Online ad campaigns: spend and performance as ad platforms and agency tools export them
(Google Ads REST with micros and int64-as-string, Meta Insights with string numbers and
cents, an experimentation export in camelCase, an agency budget-pacing report)."""

DOMAIN = "ad_campaigns"
SPLIT = "test"

# --------------------------------------------------------------------------- 01
_POOL_01 = {
    "customer": {
        "resourceName": "customers/4821179035",
        "descriptiveName": "Fernhill Outdoor Co.",
        "currencyCode": "USD",
        "timeZone": "America/Denver",
    },
    "dateRange": {"startDate": "2025-03-03", "endDate": "2025-03-09"},
    "results": [
        {
            "campaign": {
                "resourceName": "customers/4821179035/campaigns/20817745102",
                "name": "Search | Brand",
                "status": "ENABLED",
                "advertisingChannelType": "SEARCH",
            },
            "campaignBudget": {"amountMicros": "250000000"},
            "metrics": {
                "impressions": "41877",
                "clicks": "6204",
                "ctr": 0.14815,
                "costMicros": "1683420000",
                "averageCpc": 271344.0,
                "conversions": 388.0,
                "conversionsValue": 27415.6,
                "searchImpressionShare": 0.9124,
            },
        },
        {
            "campaign": {
                "resourceName": "customers/4821179035/campaigns/20817745388",
                "name": "Search | Non-Brand Tents",
                "status": "ENABLED",
                "advertisingChannelType": "SEARCH",
            },
            "campaignBudget": {"amountMicros": "720000000"},
            "metrics": {
                "impressions": "96310",
                "clicks": "3862",
                "ctr": 0.0401,
                "costMicros": "4977380000",
                "averageCpc": 1288809.0,
                "conversions": 97.5,
                "conversionsValue": 14820.9,
                "searchImpressionShare": 0.6418,
                "searchBudgetLostImpressionShare": 0.2231,
            },
        },
        {
            "campaign": {
                "resourceName": "customers/4821179035/campaigns/21190533071",
                "name": "PMax | Spring Catalog",
                "status": "ENABLED",
                "advertisingChannelType": "PERFORMANCE_MAX",
            },
            "campaignBudget": {"amountMicros": "400000000"},
            "metrics": {
                "impressions": "612455",
                "clicks": "7391",
                "ctr": 0.01207,
                "costMicros": "2761090000",
                "averageCpc": 373575.0,
                "conversions": 142.3,
                "conversionsValue": 19906.45,
            },
        },
        {
            "campaign": {
                "resourceName": "customers/4821179035/campaigns/19934410257",
                "name": "Display | Remarketing",
                "status": "PAUSED",
                "advertisingChannelType": "DISPLAY",
            },
            "campaignBudget": {"amountMicros": "90000000"},
            "metrics": {
                "impressions": "88104",
                "clicks": "402",
                "ctr": 0.00456,
                "costMicros": "318770000",
                "averageCpc": 792960.0,
                "conversions": 6.0,
                "conversionsValue": 512.0,
            },
        },
    ],
    "previousPeriod": {
        "startDate": "2025-02-24",
        "endDate": "2025-03-02",
        "clicks": "18912",
        "costMicros": "9102660000",
        "conversions": 598.2,
        "conversionsValue": 55310.75,
    },
    "changeEvents": [
        {
            "changeEvent": {
                "changeDateTime": "2025-03-06 14:22:08.415273",
                "userEmail": "j.okafor@fernhilloutdoor.com",
                "changeResourceType": "CAMPAIGN",
                "campaign": "customers/4821179035/campaigns/19934410257",
                "oldResource": {"campaign": {"status": "ENABLED"}},
                "newResource": {"campaign": {"status": "PAUSED"}},
            }
        }
    ],
}

_TEXT_01 = """## Fernhill Outdoor: Google Ads weekly recap (Mar 3–9)

**Topline:** You spent **$9,740.66** across four campaigns, up **7.0%** on the previous week, and conversion value grew faster: **+13.3%** to **$62,655**. Blended ROAS improved from **6.08** to **6.43**.

| Campaign | Spend | Conv. | Conv. value | ROAS |
|---|---|---|---|---|
| Search – Brand | $1,683 | 388 | $27,416 | 16.3 |
| Search – Non-Brand Tents | $4,977 | 97.5 | $14,821 | 2.98 |
| PMax – Spring Catalog | $2,761 | 142.3 | $19,906 | 7.21 |
| Display – Remarketing | $319 | 6 | $512 | 1.61 |

### What stood out
- **Non-Brand Tents is budget-capped.** It lost **22%** of its eligible impressions to budget and used about **99%** of its $720/day allowance over the week. At **$51** per conversion it's also your most expensive campaign, so only raise the cap if tent margins can carry it.
- **Brand keeps doing the heavy lifting:** **61%** of all conversions, at just **$4.34** each, with a **14.8%** click-through rate.
- **PMax** returned $19.9K in conversion value on $2.76K of spend and came within **$39** of its weekly budget.
- **Display Remarketing was paused on Mar 6 at 14:22** by j.okafor. It earned only about $1.61 per dollar while it ran, so there's nothing urgent here unless you want to rebuild the audience.

### Next steps
1. Decide on a bigger Non-Brand budget, or tighten its keyword list first.
2. Watch conversion volume: **633.8** this week vs **598.2** the week before (+6%).
"""

_CASE_01 = dict(
    id="n2-ad_campaigns-01",
    pool=_POOL_01,
    text=_TEXT_01,
    copied=[
        ("Mar 3", "Mar 3–9", "dateRange.startDate"),
        ("9", "Mar 3–9", "dateRange.endDate"),
        ("$1,683", None, "results[0].metrics.costMicros"),
        ("388", None, "results[0].metrics.conversions"),
        ("$27,416", None, "results[0].metrics.conversionsValue"),
        ("$4,977", None, "results[1].metrics.costMicros"),
        ("97.5", None, "results[1].metrics.conversions"),
        ("$14,821", None, "results[1].metrics.conversionsValue"),
        ("$2,761", None, "results[2].metrics.costMicros"),
        ("142.3", None, "results[2].metrics.conversions"),
        ("$19,906", None, "results[2].metrics.conversionsValue"),
        ("$319", None, "results[3].metrics.costMicros"),
        ("6", "| 6 |", "results[3].metrics.conversions"),
        ("$512", None, "results[3].metrics.conversionsValue"),
        ("22%", None, "results[1].metrics.searchBudgetLostImpressionShare"),
        ("$720", "$720/day", "results[1].campaignBudget.amountMicros"),
        ("14.8%", None, "results[0].metrics.ctr"),
        ("$19.9K", None, "results[2].metrics.conversionsValue"),
        ("$2.76K", None, "results[2].metrics.costMicros"),
        ("Mar 6", None, "changeEvents[0].changeEvent.changeDateTime"),
        ("14:22", None, "changeEvents[0].changeEvent.changeDateTime"),
        ("598.2", None, "previousPeriod.conversions"),
    ],
    derived=[
        ("four", "four campaigns", "count", "results: 4 campaign rows"),
        ("$9,740.66", None, "sum",
         "results[0..3].metrics.costMicros: 1,683.42 + 4,977.38 + 2,761.09 + 318.77 = 9,740.66"),
        ("7.0%", None, "percent_change",
         "total cost 9,740.66 vs previousPeriod.costMicros 9,102.66 = +7.0%"),
        ("+13.3%", None, "percent_change",
         "total conversionsValue 62,654.95 vs previousPeriod.conversionsValue 55,310.75 = +13.3%"),
        ("$62,655", None, "sum",
         "results[0..3].metrics.conversionsValue: 27,415.60 + 14,820.90 + 19,906.45 + 512.00 = 62,654.95"),
        ("6.08", None, "ratio",
         "previousPeriod.conversionsValue 55,310.75 / previousPeriod.costMicros 9,102.66 = 6.08"),
        ("6.43", None, "ratio", "total conversionsValue 62,654.95 / total cost 9,740.66 = 6.43"),
        ("16.3", None, "ratio",
         "results[0].metrics.conversionsValue 27,415.60 / costMicros 1,683.42 = 16.29"),
        ("2.98", None, "ratio",
         "results[1].metrics.conversionsValue 14,820.90 / costMicros 4,977.38 = 2.98"),
        ("7.21", None, "ratio",
         "results[2].metrics.conversionsValue 19,906.45 / costMicros 2,761.09 = 7.21"),
        ("1.61", "| 1.61 |", "ratio",
         "results[3].metrics.conversionsValue 512.00 / costMicros 318.77 = 1.61"),
        ("99%", None, "share",
         "results[1].metrics.costMicros 4,977.38 / (campaignBudget.amountMicros 720 x 7 days = 5,040) = 98.8%"),
        ("$51", "**$51** per", "ratio",
         "results[1].metrics.costMicros 4,977.38 / conversions 97.5 = 51.05"),
        ("61%", None, "share", "results[0].metrics.conversions 388 / total conversions 633.8 = 61.2%"),
        ("$4.34", None, "ratio", "results[0].metrics.costMicros 1,683.42 / conversions 388 = 4.34"),
        ("$39", None, "difference",
         "results[2].campaignBudget.amountMicros 400 x 7 = 2,800 - costMicros 2,761.09 = 38.91"),
        ("$1.61", "$1.61 per dollar", "ratio",
         "results[3].metrics.conversionsValue 512.00 / costMicros 318.77 = 1.61"),
        ("633.8", None, "sum", "results[0..3].metrics.conversions: 388 + 97.5 + 142.3 + 6 = 633.8"),
        ("+6%", None, "percent_change", "conversions 633.8 vs previousPeriod.conversions 598.2 = +5.95%"),
    ],
    note="Weekly Google Ads recap for a small retailer: table of four campaigns, week-on-week totals, budget cap and a paused campaign.",
)

# --------------------------------------------------------------------------- 02
_POOL_02 = {
    "account": {
        "id": "act_1029384756",
        "name": "Lumen & Loom Candles",
        "currency": "EUR",
        "timezone_name": "Europe/Amsterdam",
        "account_status": 1,
        "amount_spent": "1874520",
        "spend_cap": "2000000",
    },
    "adset": {
        "id": "23861150427310412",
        "name": "RT | Cart abandoners 14d",
        "daily_budget": "9000",
        "optimization_goal": "OFFSITE_CONVERSIONS",
        "bid_strategy": "LOWEST_COST_WITHOUT_CAP",
        "effective_status": "ACTIVE",
        "created_time": "2025-03-18T10:12:44+0100",
    },
    "audience": {
        "id": "23859907712560412",
        "name": "Cart abandoners 14d",
        "retention_days": 14,
        "approximate_count_lower_bound": 3100,
        "approximate_count_upper_bound": 3700,
    },
    "alert_rule": {
        "metric": "cost_per_purchase",
        "threshold": 25.0,
        "consecutive_days": 3,
        "triggered_at": "2025-05-13T07:05:12+02:00",
    },
    "insights": {
        "data": [
            {
                "date_start": "2025-05-08", "date_stop": "2025-05-08",
                "spend": "88.41", "impressions": "10422", "reach": "3340", "frequency": "3.12",
                "inline_link_clicks": "161",
                "actions": [{"action_type": "add_to_cart", "value": "14"},
                            {"action_type": "purchase", "value": "6"}],
                "cost_per_action_type": [{"action_type": "purchase", "value": "14.74"}],
            },
            {
                "date_start": "2025-05-09", "date_stop": "2025-05-09",
                "spend": "89.97", "impressions": "10180", "reach": "2925", "frequency": "3.48",
                "inline_link_clicks": "149",
                "actions": [{"action_type": "add_to_cart", "value": "12"},
                            {"action_type": "purchase", "value": "5"}],
                "cost_per_action_type": [{"action_type": "purchase", "value": "17.99"}],
            },
            {
                "date_start": "2025-05-10", "date_stop": "2025-05-10",
                "spend": "90.02", "impressions": "9815", "reach": "2423", "frequency": "4.05",
                "inline_link_clicks": "121",
                "actions": [{"action_type": "add_to_cart", "value": "9"},
                            {"action_type": "purchase", "value": "3"}],
                "cost_per_action_type": [{"action_type": "purchase", "value": "30.01"}],
            },
            {
                "date_start": "2025-05-11", "date_stop": "2025-05-11",
                "spend": "89.66", "impressions": "9630", "reach": "2089", "frequency": "4.61",
                "inline_link_clicks": "104",
                "actions": [{"action_type": "add_to_cart", "value": "7"},
                            {"action_type": "purchase", "value": "3"}],
                "cost_per_action_type": [{"action_type": "purchase", "value": "29.89"}],
            },
            {
                "date_start": "2025-05-12", "date_stop": "2025-05-12",
                "spend": "90.00", "impressions": "9377", "reach": "1779", "frequency": "5.27",
                "inline_link_clicks": "88",
                "actions": [{"action_type": "add_to_cart", "value": "5"},
                            {"action_type": "purchase", "value": "2"}],
                "cost_per_action_type": [{"action_type": "purchase", "value": "45.00"}],
            },
        ],
        "paging": {"cursors": {"before": "MAZDZD", "after": "NAZDZD"}},
    },
}

_TEXT_02 = """# ⚠️ Alert: cart-abandoner retargeting has stopped converting

Your rule (cost per purchase above **€25** for **3** days in a row) fired at **07:05** this morning for the ad set **RT | Cart abandoners 14d** in Lumen & Loom Candles.

## What happened (May 8–12)
- **Cost per purchase climbed from €14.74 on Thursday to €45.00 on Monday**, about three times where it started.
- **Purchases fell from 6 a day to 2**, while spend stayed pinned at the **€90** daily budget.
- **Link clicks dropped 45%** (161 → 88).
- **Frequency rose from 3.1 to 5.3.** The audience is small (roughly 3,100–3,700 people), so the same shoppers are seeing the same ads over and over and have stopped clicking.

Over the five days the ad set spent **€448.06** for **19** purchases, or **€23.58** each on average, but the last three days averaged **€33.71**, well above your threshold.

## Account spend cap
Lifetime spend is **€18,745.20** against a **€20,000** cap, leaving **€1,254.80**. At this ad set's €90/day alone that's roughly **14 days** before delivery stops, sooner if other campaigns are live.

## Suggested next steps
1. **Widen the audience:** extend the window from 14 to 30 days, or add recent product-page viewers.
2. **Refresh the creative:** a new hook gives fatigued shoppers a reason to click again.
3. **Cut the daily budget roughly in half** until frequency settles, so you're not paying €45 per sale in the meantime.
"""

_CASE_02 = dict(
    id="n2-ad_campaigns-02",
    pool=_POOL_02,
    text=_TEXT_02,
    copied=[
        ("€25", None, "alert_rule.threshold"),
        ("3", "**3** days", "alert_rule.consecutive_days"),
        ("07:05", None, "alert_rule.triggered_at"),
        ("May 8", "May 8–12", "insights.data[0].date_start"),
        ("12", "May 8–12", "insights.data[4].date_stop"),
        ("€14.74", None, "insights.data[0].cost_per_action_type[0].value"),
        ("€45.00", None, "insights.data[4].cost_per_action_type[0].value"),
        ("6", "from 6 a day", "insights.data[0].actions[1].value"),
        ("2", "to 2**", "insights.data[4].actions[1].value"),
        ("€90", "**€90** daily", "adset.daily_budget"),
        ("161", "(161 → 88)", "insights.data[0].inline_link_clicks"),
        ("88", "(161 → 88)", "insights.data[4].inline_link_clicks"),
        ("3.1", "from 3.1 to", "insights.data[0].frequency"),
        ("5.3", "to 5.3.", "insights.data[4].frequency"),
        ("3,100", None, "audience.approximate_count_lower_bound"),
        ("3,700", None, "audience.approximate_count_upper_bound"),
        ("€18,745.20", None, "account.amount_spent"),
        ("€20,000", None, "account.spend_cap"),
        ("€90", "€90/day alone", "adset.daily_budget"),
        ("14", "from 14 to 30", "audience.retention_days"),
        ("€45", "paying €45 per sale", "insights.data[4].cost_per_action_type[0].value"),
    ],
    derived=[
        ("three", "about three times", "ratio",
         "insights.data[4] cost per purchase 45.00 / insights.data[0] 14.74 = 3.05"),
        ("45%", None, "percent_change",
         "insights.data[4].inline_link_clicks 88 vs insights.data[0].inline_link_clicks 161 = -45.3%"),
        ("five", "the five days", "count", "insights.data: 5 daily rows"),
        ("€448.06", None, "sum",
         "insights.data[0..4].spend: 88.41 + 89.97 + 90.02 + 89.66 + 90.00 = 448.06"),
        ("19", "**19** purchases", "sum",
         "insights.data[0..4].actions[1].value (purchase): 6 + 5 + 3 + 3 + 2 = 19"),
        ("€23.58", None, "ratio", "total spend 448.06 / 19 purchases = 23.58"),
        ("three", "last three days", "count",
         "insights.data rows with cost per purchase above alert_rule.threshold 25: May 10, 11, 12 = 3"),
        ("€33.71", None, "ratio",
         "insights.data[2..4].spend (90.02 + 89.66 + 90.00 = 269.68) / purchases (3 + 3 + 2 = 8) = 33.71"),
        ("€1,254.80", None, "difference",
         "account.spend_cap 20,000.00 - account.amount_spent 18,745.20 (both in cents) = 1,254.80"),
        ("14 days", None, "ratio", "remaining cap 1,254.80 / adset.daily_budget 90 = 13.9 days"),
    ],
    note="Automated-rule alert on a Meta retargeting ad set: five daily Insights rows (numbers as strings), spend cap in cents.",
)

# --------------------------------------------------------------------------- 03
_POOL_03 = {
    "experimentId": "exp_2025_041",
    "name": "Spring promo headline test",
    "platform": "Microsoft Advertising",
    "campaignId": 418822093,
    "status": "concluded",
    "startedAt": "2025-04-01T00:00:00-05:00",
    "endedAt": "2025-04-21T23:59:59-05:00",
    "trafficSplit": {"control": 0.5, "treatment": 0.5},
    "primaryMetric": "conversionRate",
    "arms": [
        {
            "arm": "control",
            "adId": 84310022571,
            "headline": "Free Shipping on Orders $50+",
            "impressions": 184220,
            "clicks": 5127,
            "ctr": 0.02783,
            "spendUsd": 6358.12,
            "avgCpcUsd": 1.24,
            "conversions": 174,
            "conversionRate": 0.03394,
            "revenueUsd": 15834.0,
        },
        {
            "arm": "treatment",
            "adId": 84310022609,
            "headline": "Spring Sale: 20% Off Everything",
            "impressions": 183905,
            "clicks": 6012,
            "ctr": 0.03269,
            "spendUsd": 7394.76,
            "avgCpcUsd": 1.23,
            "conversions": 229,
            "conversionRate": 0.03809,
            "revenueUsd": 18503.2,
        },
    ],
    "result": {
        "relativeLift": 0.1224,
        "pValue": 0.041,
        "confidenceLevel": 0.95,
        "significant": True,
        "winner": "treatment",
    },
    "notes": None,
}

_TEXT_03 = """## Headline test: "Spring Sale" beat "Free Shipping"

**Short answer: yes, roll out the Spring Sale headline**, with one caveat about order value.

The test ran for **three weeks** (Apr 1–21) on Microsoft Advertising, with traffic split evenly between the two ads.

| | Control: Free Shipping | Treatment: Spring Sale |
|---|---|---|
| Impressions | 184,220 | 183,905 |
| CTR | 2.78% | 3.27% |
| Conversion rate | 3.39% | 3.81% |
| Conversions | 174 | 229 |
| Cost per conversion | $36.54 | $32.29 |
| Revenue | $15,834 | $18,503 |

### Why it won
- **Conversion rate was 12.2% higher** in relative terms, with p = 0.041, so the result clears the 95% confidence bar.
- The new headline also drew **17% more clicks** from almost identical impressions. That meant **$1,036.64 more spend**, but each conversion came in **$4.25 cheaper**.
- Net effect: **55 extra conversions** and about **$2,669 more revenue** over the test.

### The caveat
Average order value fell from **$91.00** to **$80.80**, most likely because shoppers are buying on the discount. Return on ad spend is essentially unchanged (**2.49** vs **2.50**), so the win is in volume, not efficiency.

**Recommendation:** roll out the Spring Sale headline now. If margin matters more than volume this quarter, test a smaller discount next.
"""

_CASE_03 = dict(
    id="n2-ad_campaigns-03",
    pool=_POOL_03,
    text=_TEXT_03,
    copied=[
        ("Apr 1", "Apr 1–21", "startedAt"),
        ("21", "Apr 1–21", "endedAt"),
        ("184,220", None, "arms[0].impressions"),
        ("183,905", None, "arms[1].impressions"),
        ("2.78%", None, "arms[0].ctr"),
        ("3.27%", None, "arms[1].ctr"),
        ("3.39%", None, "arms[0].conversionRate"),
        ("3.81%", None, "arms[1].conversionRate"),
        ("174", None, "arms[0].conversions"),
        ("229", None, "arms[1].conversions"),
        ("$15,834", None, "arms[0].revenueUsd"),
        ("$18,503", None, "arms[1].revenueUsd"),
        ("12.2%", None, "result.relativeLift"),
        ("0.041", None, "result.pValue"),
        ("95%", None, "result.confidenceLevel"),
    ],
    derived=[
        ("two", "the two ads", "count", "arms: 2 (control, treatment)"),
        ("three weeks", None, "time_between",
         "startedAt 2025-04-01T00:00 to endedAt 2025-04-21T23:59:59 = 21 days"),
        ("$36.54", None, "ratio", "arms[0].spendUsd 6,358.12 / conversions 174 = 36.54"),
        ("$32.29", None, "ratio", "arms[1].spendUsd 7,394.76 / conversions 229 = 32.29"),
        ("17%", None, "percent_change", "arms[1].clicks 6,012 vs arms[0].clicks 5,127 = +17.3%"),
        ("$1,036.64", None, "difference", "arms[1].spendUsd 7,394.76 - arms[0].spendUsd 6,358.12 = 1,036.64"),
        ("$4.25", None, "difference", "cost per conversion 36.54 - 32.29 = 4.25"),
        ("55", "**55 extra", "difference", "arms[1].conversions 229 - arms[0].conversions 174 = 55"),
        ("$2,669", None, "difference", "arms[1].revenueUsd 18,503.20 - arms[0].revenueUsd 15,834.00 = 2,669.20"),
        ("$91.00", None, "ratio", "arms[0].revenueUsd 15,834.00 / conversions 174 = 91.00"),
        ("$80.80", None, "ratio", "arms[1].revenueUsd 18,503.20 / conversions 229 = 80.80"),
        ("2.49", None, "ratio", "arms[0].revenueUsd 15,834.00 / spendUsd 6,358.12 = 2.49"),
        ("2.50", None, "ratio", "arms[1].revenueUsd 18,503.20 / spendUsd 7,394.76 = 2.50"),
    ],
    note="A/B headline test comparison from an experimentation export (camelCase, fractions under rate keys); verdict plus caveat.",
)

# --------------------------------------------------------------------------- 04
_POOL_04 = {
    "report": "budget_pacing",
    "client": {"name": "Harbor Dental Group", "client_id": "HDG-0042"},
    "generated_at": "2025-06-18T08:00:00-04:00",
    "period": {"month": "2025-06", "days_in_month": 30, "days_elapsed": 17, "data_through": "2025-06-17"},
    "amounts_in": "USD",
    "channels": [
        {"channel": "Google Search", "account_id": "731-555-0194", "monthly_budget": 12000,
         "spend_mtd": 7315.40, "yesterday_spend": 452.18, "pacing_pct": 107.6, "leads_mtd": 161,
         "cpl_target": 50, "policy_status": "APPROVED"},
        {"channel": "Meta", "account_id": "act_88120455", "monthly_budget": 6000,
         "spend_mtd": 2988.75, "yesterday_spend": 141.02, "pacing_pct": 87.9, "leads_mtd": 94,
         "cpl_target": 40, "policy_status": "APPROVED"},
        {"channel": "Microsoft Ads", "account_id": "F1209377", "monthly_budget": 2500,
         "spend_mtd": 1402.33, "yesterday_spend": 88.90, "pacing_pct": 99.0, "leads_mtd": 22,
         "cpl_target": 50, "policy_status": "APPROVED"},
        {"channel": "YouTube", "account_id": "731-555-0194", "monthly_budget": 3000,
         "spend_mtd": 612.00, "yesterday_spend": 0.0, "pacing_pct": 36.0, "leads_mtd": 3,
         "cpl_target": None, "policy_status": "DISAPPROVED",
         "disapproved_at": "2025-06-14T09:31:00-04:00", "appeal_status": "PENDING"},
    ],
    "adjustments": [
        {"type": "invalid_click_credit", "channel": "Google Search", "amount": -184.27, "date": "2025-06-16"}
    ],
    "leads_daily": {"date": "2025-06-17", "leads": 14, "leads_prior_day": 9},
}

_TEXT_04 = """**Harbor Dental Group: paid media pacing, Wed Jun 18**
*Data through end of day Jun 17 (day 17 of 30).*

**Overall:** $12,318 spent of the $23,500 June budget (**52%**) with **57%** of the month gone, so slightly under pace in total. The channels are far from even, though.

- 🔴 **Google Search is running hot at 108% of pace.** At this rate it finishes June near **$12,900**, about **$900 over** its $12,000 budget. To land on budget it needs to average roughly **$360/day** for the remaining **13 days**; yesterday it spent **$452.18**. Cost per lead is **$45.44**, under the $50 target, so the overspend is at least buying leads efficiently.
- 🟡 **Meta is under-delivering at 87.9%.** It's also your cheapest channel at **$31.80 per lead** against a $40 target, which makes it the best place to move budget.
- 🟢 **Microsoft Ads is on pace (99%)**, but its **22 leads** cost **$63.74** each, well above the $50 target.
- ⚪ **YouTube has stalled at 36%.** The campaign was disapproved on Jun 14 and the appeal is still pending; it spent nothing yesterday and only $612 this month.

**Leads:** **280** month to date across all channels; **14** yesterday, up from 9 the day before.

**Also:** Google issued a **−$184.27** invalid-click credit on Jun 16.

**Suggested move:** trim Google's daily caps and push the difference to Meta while YouTube is down.
"""

_CASE_04 = dict(
    id="n2-ad_campaigns-04",
    pool=_POOL_04,
    text=_TEXT_04,
    copied=[
        ("Jun 18", None, "generated_at"),
        ("Jun 17", None, "period.data_through"),
        ("17", "day 17 of 30", "period.days_elapsed"),
        ("30", "of 30)", "period.days_in_month"),
        ("108%", None, "channels[0].pacing_pct"),
        ("$12,000", None, "channels[0].monthly_budget"),
        ("$452.18", None, "channels[0].yesterday_spend"),
        ("$50", "under the $50 target", "channels[0].cpl_target"),
        ("87.9%", None, "channels[1].pacing_pct"),
        ("$40", None, "channels[1].cpl_target"),
        ("99%", None, "channels[2].pacing_pct"),
        ("22", "**22 leads**", "channels[2].leads_mtd"),
        ("$50", "above the $50 target", "channels[2].cpl_target"),
        ("36%", None, "channels[3].pacing_pct"),
        ("Jun 14", None, "channels[3].disapproved_at"),
        ("$612", None, "channels[3].spend_mtd"),
        ("14", "**14** yesterday", "leads_daily.leads"),
        ("9", "up from 9 the", "leads_daily.leads_prior_day"),
        ("−$184.27", None, "adjustments[0].amount"),
        ("Jun 16", None, "adjustments[0].date"),
    ],
    derived=[
        ("$12,318", None, "sum",
         "channels[0..3].spend_mtd: 7,315.40 + 2,988.75 + 1,402.33 + 612.00 = 12,318.48"),
        ("$23,500", None, "sum", "channels[0..3].monthly_budget: 12,000 + 6,000 + 2,500 + 3,000 = 23,500"),
        ("52%", None, "share", "total spend 12,318.48 / total budget 23,500 = 52.4%"),
        ("57%", None, "share", "period.days_elapsed 17 / period.days_in_month 30 = 56.7%"),
        ("$12,900", None, "other",
         "projection: channels[0].spend_mtd 7,315.40 / 17 days x 30 days = 12,909.53"),
        ("$900", None, "difference", "projected 12,909.53 - channels[0].monthly_budget 12,000 = 909.53"),
        ("$360", "**$360/day**", "other",
         "(channels[0].monthly_budget 12,000 - spend_mtd 7,315.40) / 13 remaining days = 360.35"),
        ("13 days", None, "difference", "period.days_in_month 30 - period.days_elapsed 17 = 13"),
        ("$45.44", None, "ratio", "channels[0].spend_mtd 7,315.40 / leads_mtd 161 = 45.44"),
        ("$31.80", None, "ratio", "channels[1].spend_mtd 2,988.75 / leads_mtd 94 = 31.80"),
        ("$63.74", None, "ratio", "channels[2].spend_mtd 1,402.33 / leads_mtd 22 = 63.74"),
        ("280", None, "sum", "channels[0..3].leads_mtd: 161 + 94 + 22 + 3 = 280"),
    ],
    note="Agency's morning budget-pacing digest across four channels, with a projection, a credit and a disapproved campaign.",
)

CASES = [_CASE_01, _CASE_02, _CASE_03, _CASE_04]

FLAWS = {
    "n2-ad_campaigns-01": [
        ("up **7.0%** on the previous week", "down **7.0%** on the previous week", "7.0%",
         "direction flip", "spend rose 7.0% week on week (9,102.66 to 9,740.66), written as down"),
        ("at just **$4.34** each", "at just **$4.43** each", "$4.43",
         "transposed digits", "Brand cost per conversion 1,683.42 / 388 = $4.34"),
        ("paused on Mar 6 at", "paused on Mar 7 at", "Mar 7",
         "wrong date", "the change event is dated 2025-03-06"),
    ],
    "n2-ad_campaigns-02": [
        ("climbed from €14.74 on Thursday", "climbed from €17.99 on Thursday", "€17.99",
         "neighbour value", "Friday's (May 9) cost per purchase given for Thursday May 8",
         "insights.data[1].cost_per_action_type[0].value"),
        ("pinned at the **€90** daily budget", "pinned at the **€9,000** daily budget", "€9,000",
         "unit confusion", "daily_budget \"9000\" is in cents (€90), read as euros"),
        ("rose from 3.1 to 5.3.", "rose from 3.1 to 5.2.", "5.2",
         "near-miss rounding", "Monday's frequency 5.27 rounds to 5.3"),
    ],
    "n2-ad_campaigns-03": [
        ("ran for **three weeks**", "ran for **two weeks**", "two weeks",
         "wrong value", "Apr 1 to Apr 21 is three weeks"),
        ("That meant **$1,036.64 more spend**", "That meant **$1,036.64 less spend**", "$1,036.64",
         "direction flip", "treatment spent more (7,394.76 vs 6,358.12), written as less"),
        ("**55 extra conversions**", "**45 extra conversions**", "45",
         "wrong value", "229 - 174 = 55 extra conversions"),
    ],
    "n2-ad_campaigns-04": [
        ("$12,318 spent of the", "$12,381 spent of the", "$12,381",
         "transposed digits", "total spend month to date is 12,318.48"),
        ("**$45.44**, under the $50 target", "**$45.44**, under the $40 target", "$40",
         "neighbour value", "Meta's $40 CPL target given for Google Search (target $50)",
         "channels[1].cpl_target"),
    ],
}

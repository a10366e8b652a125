"""Cloud billing: AWS Cost Explorer, GCP billing export rows, Azure budget + cost query."""

DOMAIN = "cloud_billing"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01: AWS Cost Explorer GetCostAndUsage, monthly, grouped by SERVICE
# ---------------------------------------------------------------------------

_CE_OCT = [
    ("Amazon Elastic Compute Cloud - Compute", "21418.3371"),
    ("Amazon Relational Database Service", "8912.441"),
    ("Amazon Simple Storage Service", "3204.7762"),
    ("EC2 - Other", "2877.1093"),
    ("Amazon CloudFront", "1406.2209"),
    ("AmazonCloudWatch", "988.5034"),
    ("AWS Lambda", "412.0896"),
    ("Savings Plans for AWS Compute usage", "4380"),
]
_CE_NOV = [
    ("Amazon Elastic Compute Cloud - Compute", "26904.5518"),
    ("Amazon Relational Database Service", "9047.1187"),
    ("Amazon Simple Storage Service", "3388.0945"),
    ("EC2 - Other", "4512.663"),
    ("Amazon CloudFront", "1288.9051"),
    ("AmazonCloudWatch", "1142.7719"),
    ("AWS Lambda", "455.332"),
    ("Savings Plans for AWS Compute usage", "4380"),
]


def _ce_groups(rows):
    return [
        {"Keys": [k], "Metrics": {"UnblendedCost": {"Amount": a, "Unit": "USD"}}}
        for k, a in rows
    ]


POOL_01 = {
    "GroupDefinitions": [{"Type": "DIMENSION", "Key": "SERVICE"}],
    "ResultsByTime": [
        {
            "TimePeriod": {"Start": "2026-10-01", "End": "2026-11-01"},
            "Total": {},
            "Groups": _ce_groups(_CE_OCT),
            "Estimated": False,
        },
        {
            "TimePeriod": {"Start": "2026-11-01", "End": "2026-12-01"},
            "Total": {},
            "Groups": _ce_groups(_CE_NOV),
            "Estimated": True,
        },
    ],
    "DimensionValueAttributes": [],
    "ResponseMetadata": {
        "RequestId": "5f0c2a8e-9b1d-4c6e-a7f3-2d81e6b04c19",
        "HTTPStatusCode": 200,
    },
}

TEXT_01 = """\
**Short answer:** almost all of November's increase is EC2 — the instances themselves plus the "EC2 - Other" bucket (EBS volumes, snapshots, NAT gateway data).

**Totals (unblended cost, USD)**
- October: **$43,599.48**
- November: **$51,119.44** — Cost Explorer still flags this month as *Estimated*, so it can move a little until the invoice closes
- Increase: about **$7,520**, or roughly **17.2%** month over month

**Biggest movers**

| Service | October | November | Change |
|---|---|---|---|
| EC2 – Compute | $21,418.34 | $26,904.55 | +$5,486.21 (+25.6%) |
| EC2 – Other | $2,877.11 | $4,512.66 | +$1,635.55 (+56.8%) |
| S3 | $3,204.78 | $3,388.09 | +$183.32 |
| CloudWatch | $988.50 | $1,142.77 | +$154.27 |
| RDS | $8,912.44 | $9,047.12 | +$134.68 |
| CloudFront | $1,406.22 | $1,288.91 | −$117.32 |

**What stands out**
- EC2 compute alone explains roughly **73%** of the increase; add EC2 - Other and you're at about **95%**.
- Compute is now just over half the bill (**52.6%** of November's total).
- The Savings Plan line is flat at **$4,380.00** in both months, so the extra instance hours were almost certainly billed at on-demand rates. If the new capacity is permanent, a larger commitment would pay for itself quickly.
- EC2 - Other growing faster than compute (+56.8% vs +25.6%) usually points at NAT gateway data processing or EBS volumes left behind by terminated instances.
- Everything else is noise: Lambda is up **$43.24** and CloudFront actually went down.

**Next step I'd suggest:** in Cost Explorer, filter to EC2 - Other for November and group by *Usage type* — that will show whether it's `NatGateway-Bytes` or `EBS:VolumeUsage` doing the damage.
"""

CASE_01 = dict(
    id="n3-cloud_billing-01",
    pool=POOL_01,
    text=TEXT_01,
    copied=[
        ("$21,418.34", None, "ResultsByTime[0].Groups[0].Metrics.UnblendedCost.Amount"),
        ("$26,904.55", None, "ResultsByTime[1].Groups[0].Metrics.UnblendedCost.Amount"),
        ("$2,877.11", None, "ResultsByTime[0].Groups[3].Metrics.UnblendedCost.Amount"),
        ("$4,512.66", None, "ResultsByTime[1].Groups[3].Metrics.UnblendedCost.Amount"),
        ("$3,204.78", None, "ResultsByTime[0].Groups[2].Metrics.UnblendedCost.Amount"),
        ("$3,388.09", None, "ResultsByTime[1].Groups[2].Metrics.UnblendedCost.Amount"),
        ("$988.50", None, "ResultsByTime[0].Groups[5].Metrics.UnblendedCost.Amount"),
        ("$1,142.77", None, "ResultsByTime[1].Groups[5].Metrics.UnblendedCost.Amount"),
        ("$8,912.44", None, "ResultsByTime[0].Groups[1].Metrics.UnblendedCost.Amount"),
        ("$9,047.12", None, "ResultsByTime[1].Groups[1].Metrics.UnblendedCost.Amount"),
        ("$1,406.22", None, "ResultsByTime[0].Groups[4].Metrics.UnblendedCost.Amount"),
        ("$1,288.91", None, "ResultsByTime[1].Groups[4].Metrics.UnblendedCost.Amount"),
        ("$4,380.00", None, "ResultsByTime[1].Groups[7].Metrics.UnblendedCost.Amount"),
    ],
    derived=[
        ("$43,599.48", None, "sum",
         "sum of ResultsByTime[0].Groups[*].Metrics.UnblendedCost.Amount (21418.3371 + 8912.441 + 3204.7762 + 2877.1093 + 1406.2209 + 988.5034 + 412.0896 + 4380) = 43599.4775"),
        ("$51,119.44", None, "sum",
         "sum of ResultsByTime[1].Groups[*].Metrics.UnblendedCost.Amount (26904.5518 + 9047.1187 + 3388.0945 + 4512.663 + 1288.9051 + 1142.7719 + 455.332 + 4380) = 51119.437"),
        ("$7,520", None, "difference",
         "November total (51119.437) - October total (43599.4775) = 7519.9595"),
        ("17.2%", None, "percent_change",
         "(51119.437 - 43599.4775) / 43599.4775 = +17.25%"),
        ("+$5,486.21", None, "difference",
         "ResultsByTime[1].Groups[0] (26904.5518) - ResultsByTime[0].Groups[0] (21418.3371) = 5486.2147"),
        ("+25.6%", "+$5,486.21 (+25.6%)", "percent_change",
         "5486.2147 / ResultsByTime[0].Groups[0] (21418.3371) = +25.61%"),
        ("+$1,635.55", None, "difference",
         "ResultsByTime[1].Groups[3] (4512.663) - ResultsByTime[0].Groups[3] (2877.1093) = 1635.5537"),
        ("+56.8%", "+$1,635.55 (+56.8%)", "percent_change",
         "1635.5537 / ResultsByTime[0].Groups[3] (2877.1093) = +56.85% (56.847)"),
        ("+$183.32", None, "difference",
         "ResultsByTime[1].Groups[2] (3388.0945) - ResultsByTime[0].Groups[2] (3204.7762) = 183.3183"),
        ("+$154.27", None, "difference",
         "ResultsByTime[1].Groups[5] (1142.7719) - ResultsByTime[0].Groups[5] (988.5034) = 154.2685"),
        ("+$134.68", None, "difference",
         "ResultsByTime[1].Groups[1] (9047.1187) - ResultsByTime[0].Groups[1] (8912.441) = 134.6777"),
        ("−$117.32", None, "difference",
         "ResultsByTime[1].Groups[4] (1288.9051) - ResultsByTime[0].Groups[4] (1406.2209) = -117.3158"),
        ("73%", None, "share",
         "EC2 compute change (5486.2147) / total change (7519.9595) = 72.96%"),
        ("95%", None, "share",
         "(EC2 compute change 5486.2147 + EC2 - Other change 1635.5537) / total change (7519.9595) = 94.70%"),
        ("52.6%", None, "share",
         "ResultsByTime[1].Groups[0] (26904.5518) / November total (51119.437) = 52.63%"),
        ("+56.8%", "(+56.8% vs", "percent_change",
         "(ResultsByTime[1].Groups[3] 4512.663 - ResultsByTime[0].Groups[3] 2877.1093) / 2877.1093 = +56.85%"),
        ("+25.6%", "vs +25.6%)", "percent_change",
         "(ResultsByTime[1].Groups[0] 26904.5518 - ResultsByTime[0].Groups[0] 21418.3371) / 21418.3371 = +25.61%"),
        ("$43.24", None, "difference",
         "ResultsByTime[1].Groups[6] (455.332) - ResultsByTime[0].Groups[6] (412.0896) = 43.2424"),
    ],
    note="User asks why the AWS bill jumped in November; monthly Cost Explorer export by service, two months, November still estimated.",
)

# ---------------------------------------------------------------------------
# 02: GCP Cloud Billing export to BigQuery, three line items for one hour
# ---------------------------------------------------------------------------

_GCP_COMMON = dict(
    billing_account_id="01A7C3-5E92B4-D0F618",
    usage_start_time="2026-11-18T14:00:00Z",
    usage_end_time="2026-11-18T15:00:00Z",
    project={"id": "checkout-prod-7731", "number": "418822903317", "name": "checkout-prod"},
    location={"location": "europe-west3", "country": "DE", "region": "europe-west3"},
    export_time="2026-11-18T19:42:11.318Z",
    currency="EUR",
    currency_conversion_rate=0.9213,
    invoice={"month": "202611"},
    cost_type="regular",
)

POOL_02 = {
    "rows": [
        {
            "billing_account_id": _GCP_COMMON["billing_account_id"],
            "service": {"id": "6F81-5844-456A", "description": "Compute Engine"},
            "sku": {"id": "BB77-5FDA-69D9", "description": "N2 Instance Core running in Frankfurt"},
            "usage_start_time": _GCP_COMMON["usage_start_time"],
            "usage_end_time": _GCP_COMMON["usage_end_time"],
            "project": dict(_GCP_COMMON["project"]),
            "location": dict(_GCP_COMMON["location"]),
            "export_time": _GCP_COMMON["export_time"],
            "cost": 11.544312,
            "currency": "EUR",
            "currency_conversion_rate": 0.9213,
            "usage": {
                "amount": 1209600.0,
                "unit": "seconds",
                "amount_in_pricing_units": 336.0,
                "pricing_unit": "hour",
            },
            "credits": [
                {
                    "name": "Committed use discount: N2 CPU",
                    "amount": -10.307421,
                    "full_name": "Committed Usage Discount: N2 CPU in europe-west3",
                    "id": "CommittedUsageDiscount:N2:europe-west3:cpu",
                    "type": "COMMITTED_USAGE_DISCOUNT",
                }
            ],
            "invoice": {"month": "202611"},
            "cost_type": "regular",
        },
        {
            "billing_account_id": _GCP_COMMON["billing_account_id"],
            "service": {"id": "6F81-5844-456A", "description": "Compute Engine"},
            "sku": {"id": "3A2E-11C8-A0F4", "description": "Commitment v1: N2 Cpu in Frankfurt for 1 Year"},
            "usage_start_time": _GCP_COMMON["usage_start_time"],
            "usage_end_time": _GCP_COMMON["usage_end_time"],
            "project": dict(_GCP_COMMON["project"]),
            "location": dict(_GCP_COMMON["location"]),
            "export_time": _GCP_COMMON["export_time"],
            "cost": 7.26252,
            "currency": "EUR",
            "currency_conversion_rate": 0.9213,
            "usage": {
                "amount": 1080000.0,
                "unit": "seconds",
                "amount_in_pricing_units": 300.0,
                "pricing_unit": "hour",
            },
            "credits": [],
            "invoice": {"month": "202611"},
            "cost_type": "regular",
        },
        {
            "billing_account_id": _GCP_COMMON["billing_account_id"],
            "service": {"id": "6F81-5844-456A", "description": "Compute Engine"},
            "sku": {"id": "D9E3-77B2-40C6", "description": "Balanced PD Capacity in Frankfurt"},
            "usage_start_time": _GCP_COMMON["usage_start_time"],
            "usage_end_time": _GCP_COMMON["usage_end_time"],
            "project": dict(_GCP_COMMON["project"]),
            "location": dict(_GCP_COMMON["location"]),
            "export_time": _GCP_COMMON["export_time"],
            "cost": 1.41726,
            "currency": "EUR",
            "currency_conversion_rate": 0.9213,
            "usage": {
                "amount": 1.4432e16,
                "unit": "byte-seconds",
                "amount_in_pricing_units": 10889.3,
                "pricing_unit": "gibibyte month",
            },
            "credits": [],
            "invoice": {"month": "202611"},
            "cost_type": "regular",
        },
    ]
}

TEXT_02 = """\
Yes — the commitment is paying off for this hour, though by less than the big credit line suggests. Here's how the three rows for **Nov 18, 14:00–15:00 UTC** (project `checkout-prod`, europe-west3) net out, all in EUR as exported:

| Line item | Gross | Credits | Net |
|---|---|---|---|
| N2 core usage | €11.54 | −€10.31 | €1.24 |
| N2 CPU commitment fee | €7.26 | — | €7.26 |
| Balanced PD capacity | €1.42 | — | €1.42 |
| **Total** | **€20.22** | **−€10.31** | **€9.92** |

**Reading the CUD correctly**
- The credit of **€10.31** looks like a huge discount, but it only exists because you are paying the commitment fee of **€7.26** on a separate SKU. Those two have to be read together.
- Real CPU cost for the hour: €1.24 + €7.26 = **€8.50**, versus **€11.54** if everything had run on demand. That's a saving of roughly **€3.04**, or about **26%**.
- Coverage: the commitment is **300** core-hours and you used **336**, so about **89%** of usage was covered; the remaining **36** core-hours are what the €1.24 net charge is paying for at on-demand rates.
- Effective commitment rate works out to about **€0.0242** per core-hour against an on-demand rate of roughly **€0.0344**.

**In USD** (the export's conversion rate is **0.9213** USD→EUR): the on-demand CPU line is about **$12.53**, and the commitment fee about **$7.88**.

One caveat: this is a single hour. Usage of 336 cores is above the 300 committed, which is the healthy direction — if a quieter hour dropped below 300, the unused part of the fee would be pure waste, so it's worth running the same query over the whole of invoice month 202611 before deciding whether to buy more.
"""

CASE_02 = dict(
    id="n3-cloud_billing-02",
    pool=POOL_02,
    text=TEXT_02,
    copied=[
        ("Nov 18", None, "rows[0].usage_start_time"),
        ("14:00", None, "rows[0].usage_start_time"),
        ("15:00", None, "rows[0].usage_end_time"),
        ("€11.54", "| €11.54 |", "rows[0].cost"),
        ("−€10.31", "| −€10.31 | €1.24", "rows[0].credits[0].amount"),
        ("€7.26", "| €7.26 | — | €7.26", "rows[1].cost"),
        ("€7.26", "— | €7.26 |", "rows[1].cost"),
        ("€1.42", "| €1.42 | — |", "rows[2].cost"),
        ("€1.42", "— | €1.42 |", "rows[2].cost"),
        ("−€10.31", "**−€10.31**", "rows[0].credits[0].amount"),
        ("€10.31", "credit of **€10.31**", "rows[0].credits[0].amount"),
        ("€7.26", "commitment fee of **€7.26**", "rows[1].cost"),
        ("€7.26", "€1.24 + €7.26", "rows[1].cost"),
        ("€11.54", "**€11.54** if", "rows[0].cost"),
        ("300", "commitment is **300**", "rows[1].usage.amount_in_pricing_units"),
        ("336", "you used **336**", "rows[0].usage.amount_in_pricing_units"),
        ("0.9213", None, "rows[0].currency_conversion_rate"),
        ("336", "Usage of 336 cores", "rows[0].usage.amount_in_pricing_units"),
        ("300", "above the 300 committed", "rows[1].usage.amount_in_pricing_units"),
        ("300", "below 300", "rows[1].usage.amount_in_pricing_units"),
        ("202611", None, "rows[0].invoice.month"),
    ],
    derived=[
        ("€1.24", "| €1.24 |", "difference",
         "rows[0].cost (11.544312) + rows[0].credits[0].amount (-10.307421) = 1.236891"),
        ("€20.22", None, "sum",
         "rows[0].cost (11.544312) + rows[1].cost (7.26252) + rows[2].cost (1.41726) = 20.224092"),
        ("€9.92", None, "sum",
         "20.224092 + rows[0].credits[0].amount (-10.307421) = 9.916671"),
        ("€1.24", "€1.24 + €7.26", "difference",
         "rows[0].cost (11.544312) + rows[0].credits[0].amount (-10.307421) = 1.236891"),
        ("€8.50", None, "sum",
         "net core usage (1.236891) + rows[1].cost (7.26252) = 8.499411"),
        ("€3.04", None, "difference",
         "rows[0].cost (11.544312) - 8.499411 = 3.044901"),
        ("26%", None, "share",
         "3.044901 / rows[0].cost (11.544312) = 26.38%"),
        ("89%", None, "share",
         "rows[1].usage.amount_in_pricing_units (300) / rows[0].usage.amount_in_pricing_units (336) = 89.29%"),
        ("36", "remaining **36**", "difference",
         "rows[0].usage.amount_in_pricing_units (336) - rows[1].usage.amount_in_pricing_units (300) = 36"),
        ("€1.24", "the €1.24 net", "difference",
         "rows[0].cost (11.544312) + rows[0].credits[0].amount (-10.307421) = 1.236891"),
        ("€0.0242", None, "ratio",
         "rows[1].cost (7.26252) / rows[1].usage.amount_in_pricing_units (300) = 0.0242084"),
        ("€0.0344", None, "ratio",
         "rows[0].cost (11.544312) / rows[0].usage.amount_in_pricing_units (336) = 0.0343581"),
        ("$12.53", None, "conversion",
         "rows[0].cost (11.544312 EUR) / rows[0].currency_conversion_rate (0.9213) = 12.5305 USD"),
        ("$7.88", None, "conversion",
         "rows[1].cost (7.26252 EUR) / rows[1].currency_conversion_rate (0.9213) = 7.8829 USD"),
    ],
    note="User pastes one hour of GCP billing export rows and asks whether the N2 committed use discount is really saving money.",
)

# ---------------------------------------------------------------------------
# 03: Azure Consumption budget + Cost Management daily query
# ---------------------------------------------------------------------------

_SUB = "/subscriptions/7c1e4d2a-93b8-4f0e-b6a5-0e2d9c8f1a47"

POOL_03 = {
    "budget": {
        "id": _SUB + "/providers/Microsoft.Consumption/budgets/prod-monthly",
        "name": "prod-monthly",
        "type": "Microsoft.Consumption/budgets",
        "eTag": "\"1dac4e8b3f2a7c0\"",
        "properties": {
            "category": "Cost",
            "amount": 12000,
            "timeGrain": "Monthly",
            "timePeriod": {
                "startDate": "2026-11-01T00:00:00Z",
                "endDate": "2027-10-31T00:00:00Z",
            },
            "filter": {},
            "currentSpend": {"amount": 7842.63, "unit": "EUR"},
            "forecastSpend": {"amount": 13106.4, "unit": "EUR"},
            "notifications": {
                "Actual_GreaterThan_80_Percent": {
                    "enabled": True,
                    "operator": "GreaterThan",
                    "threshold": 80,
                    "contactEmails": ["finops@nordlicht-retail.eu"],
                    "contactRoles": ["Owner"],
                    "thresholdType": "Actual",
                },
                "Forecasted_GreaterThan_100_Percent": {
                    "enabled": True,
                    "operator": "GreaterThan",
                    "threshold": 100,
                    "contactEmails": ["finops@nordlicht-retail.eu"],
                    "contactRoles": ["Owner"],
                    "thresholdType": "Forecasted",
                },
            },
        },
    },
    "dailyCost": {
        "id": _SUB + "/providers/Microsoft.CostManagement/query/3f9a0c71-2b5e-4d18-9e6c-a4b7d2f05e83",
        "name": "3f9a0c71-2b5e-4d18-9e6c-a4b7d2f05e83",
        "type": "Microsoft.CostManagement/query",
        "properties": {
            "nextLink": None,
            "columns": [
                {"name": "PreTaxCost", "type": "Number"},
                {"name": "UsageDate", "type": "Number"},
                {"name": "Currency", "type": "String"},
            ],
            "rows": [
                [398.2214, 20261112, "EUR"],
                [421.0907, 20261113, "EUR"],
                [377.5518, 20261114, "EUR"],
                [369.8802, 20261115, "EUR"],
                [455.3069, 20261116, "EUR"],
                [512.7741, 20261117, "EUR"],
                [538.1126, 20261118, "EUR"],
            ],
        },
    },
}

TEXT_03 = """\
**Probably not, if nothing changes.** Azure's own forecast already has the subscription finishing November above the `prod-monthly` budget.

**Where things stand (through Nov 18)**
- Budget: **€12,000** for the month
- Spent so far: **€7,842.63**, which is about **65.4%** of the budget with 18 of the month's 30 days behind you (**60%** of the month)
- Azure forecast for the full month: **€13,106.40** — roughly **€1,106** or **9.2%** over budget
- A simple straight-line projection from month-to-date (€7,842.63 ÷ 18 × 30) gives about **€13,071**, so the forecast isn't being thrown off by one odd day.

**The last seven days**

| Day | Pre-tax cost |
|---|---|
| Thu Nov 12 | €398.22 |
| Fri Nov 13 | €421.09 |
| Sat Nov 14 | €377.55 |
| Sun Nov 15 | €369.88 |
| Mon Nov 16 | €455.31 |
| Tue Nov 17 | €512.77 |
| Wed Nov 18 | €538.11 |

That week adds up to **€3,072.94**, an average of about **€439** a day. The worrying part is the trend: Wednesday was about **35%** higher than the Thursday before, and the three weekdays since the weekend have each been higher than the last.

**Alerts you should expect**
- The *Actual > 80%* notification fires at **€9,600**. You have about **€1,757** of headroom before that — at last week's average that's roughly **4** days, and at Wednesday's rate closer to **3**. So expect an email to finops@ around Nov 22 or 23 (that's an estimate, not something in the export).
- The *Forecasted > 100%* alert is set at a **100%** threshold, and the €13,106.40 forecast is already past it, so that one has most likely fired already.

If you want to stay under €12,000 you'd need the remaining 12 days to average about **€346** a day — below even the quietest day last week.
"""

CASE_03 = dict(
    id="n3-cloud_billing-03",
    pool=POOL_03,
    text=TEXT_03,
    copied=[
        ("Nov 18", "through Nov 18", "dailyCost.properties.rows[6][1]"),
        ("€12,000", "Budget: **€12,000**", "budget.properties.amount"),
        ("€7,842.63", "Spent so far: **€7,842.63**", "budget.properties.currentSpend.amount"),
        ("€13,106.40", "full month: **€13,106.40**", "budget.properties.forecastSpend.amount"),
        ("€7,842.63", "(€7,842.63 ÷", "budget.properties.currentSpend.amount"),
        ("Nov 12", None, "dailyCost.properties.rows[0][1]"),
        ("€398.22", None, "dailyCost.properties.rows[0][0]"),
        ("Nov 13", None, "dailyCost.properties.rows[1][1]"),
        ("€421.09", None, "dailyCost.properties.rows[1][0]"),
        ("Nov 14", None, "dailyCost.properties.rows[2][1]"),
        ("€377.55", None, "dailyCost.properties.rows[2][0]"),
        ("Nov 15", None, "dailyCost.properties.rows[3][1]"),
        ("€369.88", None, "dailyCost.properties.rows[3][0]"),
        ("Nov 16", None, "dailyCost.properties.rows[4][1]"),
        ("€455.31", None, "dailyCost.properties.rows[4][0]"),
        ("Nov 17", None, "dailyCost.properties.rows[5][1]"),
        ("€512.77", None, "dailyCost.properties.rows[5][0]"),
        ("Nov 18", "Wed Nov 18", "dailyCost.properties.rows[6][1]"),
        ("€538.11", None, "dailyCost.properties.rows[6][0]"),
        ("80%", "*Actual > 80%*", "budget.properties.notifications.Actual_GreaterThan_80_Percent.threshold"),
        ("100%", "*Forecasted > 100%*", "budget.properties.notifications.Forecasted_GreaterThan_100_Percent.threshold"),
        ("100%", "**100%** threshold", "budget.properties.notifications.Forecasted_GreaterThan_100_Percent.threshold"),
        ("€13,106.40", "the €13,106.40 forecast", "budget.properties.forecastSpend.amount"),
        ("€12,000", "under €12,000", "budget.properties.amount"),
    ],
    derived=[
        ("65.4%", None, "share",
         "budget.properties.currentSpend.amount (7842.63) / budget.properties.amount (12000) = 65.36%"),
        ("18", "with 18 of", "count",
         "days from budget.properties.timePeriod.startDate (2026-11-01) through dailyCost.properties.rows[6][1] (20261118) = 18"),
        ("30", "month's 30 days", "count",
         "days in November 2026 (budget month starting 2026-11-01) = 30"),
        ("60%", None, "ratio", "18 days / 30 days = 60%"),
        ("€1,106", None, "difference",
         "budget.properties.forecastSpend.amount (13106.4) - budget.properties.amount (12000) = 1106.4"),
        ("9.2%", None, "percent_change",
         "(13106.4 - 12000) / 12000 = 9.22%"),
        ("18", "÷ 18 ×", "count",
         "days elapsed, 2026-11-01 through dailyCost.properties.rows[6][1] (20261118) = 18"),
        ("30", "× 30)", "count", "days in November 2026 = 30"),
        ("€13,071", None, "other",
         "budget.properties.currentSpend.amount (7842.63) / 18 days * 30 days = 13071.05"),
        ("€3,072.94", None, "sum",
         "sum of dailyCost.properties.rows[0..6][0] (398.2214 + 421.0907 + 377.5518 + 369.8802 + 455.3069 + 512.7741 + 538.1126) = 3072.9377"),
        ("€439", None, "mean",
         "3072.9377 / 7 rows = 438.99"),
        ("35%", None, "percent_change",
         "(dailyCost.properties.rows[6][0] 538.1126 - dailyCost.properties.rows[0][0] 398.2214) / 398.2214 = +35.13%"),
        ("three", "the three weekdays", "count",
         "rows after the weekend: rows[4], rows[5], rows[6] (Nov 16, 17, 18) = 3"),
        ("€9,600", None, "other",
         "budget.properties.amount (12000) * Actual_GreaterThan_80_Percent.threshold (80%) = 9600"),
        ("€1,757", None, "difference",
         "9600 - budget.properties.currentSpend.amount (7842.63) = 1757.37"),
        ("4", "roughly **4** days", "ratio",
         "1757.37 / last-week mean (438.99) = 4.0 days"),
        ("3", "closer to **3**", "ratio",
         "1757.37 / dailyCost.properties.rows[6][0] (538.1126) = 3.27 days"),
        ("Nov 22", None, "other",
         "after dailyCost.properties.rows[6][1] (Nov 18): 1757.37 / 538.1126 per day = 3.27 days, so the threshold is crossed during Nov 22"),
        ("23", "Nov 22 or 23", "other",
         "after Nov 18: 1757.37 / 438.99 per day = 4.003 days, so the threshold is crossed early on Nov 23"),
        ("12", "remaining 12 days", "difference",
         "30 days in November - 18 days elapsed = 12"),
        ("€346", None, "other",
         "(budget.properties.amount 12000 - currentSpend 7842.63) / 12 days = 346.45"),
    ],
    note="User asks whether the Azure subscription will stay inside its monthly budget; budget resource with current/forecast spend plus the last seven days of daily cost.",
)

CASES = [CASE_01, CASE_02, CASE_03]

FLAWS = {
    "n3-cloud_billing-01": [
        ("| CloudFront | $1,406.22 | $1,288.91 | −$117.32 |",
         "| CloudFront | $1,406.22 | $1,288.91 | +$117.32 |",
         "+$117.32", "direction flip",
         "CloudFront's fall written as a rise in the table"),
        ("compute alone explains roughly **73%**",
         "compute alone explains roughly **78%**",
         "78%", "wrong value",
         "EC2 compute share of the increase given as 78% instead of 73%"),
    ],
    "n3-cloud_billing-02": [
        ("the commitment fee about **$7.88**",
         "the commitment fee about **$7.26**",
         "$7.26", "unit confusion",
         "EUR fee written as USD without converting"),
        ("14:00–15:00 UTC", "15:00–16:00 UTC", "15:00", "wrong time",
         "usage window start given as 15:00 instead of 14:00"),
    ],
    "n3-cloud_billing-03": [
        ("which is about **65.4%** of the budget",
         "which is about **65.3%** of the budget",
         "65.3%", "near-miss rounding",
         "7842.63 / 12000 = 65.36% rounded down to 65.3%"),
        ("| Tue Nov 17 | €512.77 |", "| Tue Nov 17 | €455.31 |",
         "€455.31", "neighbour value",
         "Monday's cost given for Tuesday",
         "dailyCost.properties.rows[4][0]"),
        ("**Where things stand (through Nov 18)**",
         "**Where things stand (through Nov 19)**",
         "Nov 19", "wrong date",
         "last day in the export is Nov 18, not Nov 19"),
    ],
}

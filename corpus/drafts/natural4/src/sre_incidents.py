"""SRE incident logs: incident-tool and paging exports with ISO timestamps (with zones),
durations in seconds and minute-valued ``_m`` keys."""

DOMAIN = "sre_incidents"
SPLIT = "holdout"      # set by the maintainers, not by the writer

_POOL_1 = {
    "export": {
        "generated_at": "2024-11-01T09:00:12Z",
        "period": {"start": "2024-10-01T00:00:00Z", "end": "2024-11-01T00:00:00Z"},
        "org": "shopfront",
    },
    "slo": {"service": "checkout-api", "objective": 0.999, "window_days": 31,
            "error_budget_m": 44.64, "previous_window_burn_m": 19.5},
    "previous_period": {"incident_count": 4, "mtta_m": 6.8, "mttr_m": 58.0},
    "incidents": [
        {"id": "INC-4127", "title": "Checkout 5xx spike after payments-client deploy", "severity": "SEV2",
         "service": "checkout-api", "started_at": "2024-10-03T14:07:22Z", "acknowledged_at": "2024-10-03T14:10:58Z",
         "resolved_at": "2024-10-03T14:58:10Z", "duration_s": 3048, "time_to_ack_m": 3.6,
         "slo_budget_burn_m": 17.2, "customer_impact": True},
        {"id": "INC-4133", "title": "Search p99 latency above 2 s", "severity": "SEV3",
         "service": "search-api", "started_at": "2024-10-08T19:52:40Z", "acknowledged_at": "2024-10-08T20:04:04Z",
         "resolved_at": "2024-10-08T21:24:40Z", "duration_s": 5520, "time_to_ack_m": 11.4,
         "slo_budget_burn_m": 0.0, "customer_impact": True},
        {"id": "INC-4140", "title": "Checkout outage during primary DB failover", "severity": "SEV1",
         "service": "checkout-api", "started_at": "2024-10-14T02:41:09Z", "acknowledged_at": "2024-10-14T02:44:33Z",
         "resolved_at": "2024-10-14T03:09:47Z", "duration_s": 1718, "time_to_ack_m": 3.4,
         "slo_budget_burn_m": 28.6, "customer_impact": True},
        {"id": "INC-4152", "title": "Order confirmation emails delayed", "severity": "SEV3",
         "service": "notifications", "started_at": "2024-10-19T11:20:00Z", "acknowledged_at": "2024-10-19T11:42:00Z",
         "resolved_at": "2024-10-19T13:56:00Z", "duration_s": 9360, "time_to_ack_m": 22.0,
         "slo_budget_burn_m": 0.0, "customer_impact": True},
        {"id": "INC-4158", "title": "Elevated 429s after rate-limiter config change", "severity": "SEV2",
         "service": "checkout-api", "started_at": "2024-10-24T16:05:31Z", "acknowledged_at": "2024-10-24T16:09:37Z",
         "resolved_at": "2024-10-24T16:26:31Z", "duration_s": 1260, "time_to_ack_m": 4.1,
         "slo_budget_burn_m": 6.9, "customer_impact": True},
        {"id": "INC-4166", "title": "Expired TLS certificate on static assets CDN", "severity": "SEV2",
         "service": "storefront-web", "started_at": "2024-10-29T07:58:14Z", "acknowledged_at": "2024-10-29T08:00:44Z",
         "resolved_at": "2024-10-29T08:36:14Z", "duration_s": 2280, "time_to_ack_m": 2.5,
         "slo_budget_burn_m": 0.0, "customer_impact": True},
    ],
}

_TEXT_1 = """**October incident review**

October was busier and rougher than September: 6 incidents against 4, a 50% increase, and it included a SEV1.

| Severity | Incidents | Time in incident |
|---|---|---|
| SEV1 | 1 | 29 min |
| SEV2 | 3 | 1 h 50 min |
| SEV3 | 2 | 4 h 8 min |

All six had customer impact, for 6 h 26 min of incident time in total.

**Response times**

- Mean time to acknowledge was 7.8 min, up from 6.8 min in September. The delayed order-confirmation emails (INC-4152) skew it: that page waited 22 minutes for an ack. Without it, MTTA is 5.0 min, which is better than September.
- Mean time to resolve was 64.4 min, 11% worse than September's 58.0. INC-4152 was also the longest incident, at 2 h 36 min.

**The SEV1**

INC-4140: checkout went down during the primary database failover at 02:41 UTC on 14 Oct. It was acknowledged in 3.4 min and resolved at 03:09, 28 min 38 s end to end. On its own it burned 28.6 minutes of checkout's error budget.

**Error budget: checkout-api is over**

The 99.9% objective over a 31-day window gives checkout-api 44.6 minutes of error budget. Three incidents (INC-4127, INC-4140 and INC-4158) burned 52.7 minutes between them: 118% of the budget, 8.1 minutes over. For comparison, the previous window used 19.5. The SEV1 accounts for 54% of October's burn.

**Suggested focus for November**

- Slow down non-essential checkout deploys until the window rolls over: two of the three budget-burning incidents followed our own changes (the payments-client deploy and the rate-limiter config).
- Look at paging for the notifications service; that ack delay is the outlier of the month.
- Write up the failover: 3.4 min to ack was good, but we should understand why a planned-for failover took checkout down at all."""

_POOL_2 = {
    "incident": {
        "id": "INC-2291",
        "name": "API gateway TLS handshake failures after certificate rotation",
        "severity": "SEV1",
        "status": "resolved",
        "commander": "m.kowalski",
        "services": ["edge-gateway", "auth"],
        "regions": ["eu-central-1", "eu-west-1"],
        "duration_s": 5720,
        "customer_impact_m": 65.2,
    },
    "impact": {
        "requests_total": 3418200,
        "requests_failed": 612441,
        "peak_error_rate": 0.2734,
        "enterprise_tenants_affected": 41,
        "enterprise_tenants_total": 186,
    },
    "timeline": [
        {"at": "2024-08-21T09:12:40+02:00", "type": "impact_start",
         "note": "cert-rotation job publishes bundle without the intermediate certificate"},
        {"at": "2024-08-21T09:19:05+02:00", "type": "alert_fired", "note": "edge-error-rate above threshold"},
        {"at": "2024-08-21T09:23:47+02:00", "type": "acknowledged", "note": "m.kowalski"},
        {"at": "2024-08-21T09:41:30+02:00", "type": "incident_declared", "note": "SEV1"},
        {"at": "2024-08-21T10:02:15+02:00", "type": "mitigation_started", "note": "roll back certificate bundle"},
        {"at": "2024-08-21T10:17:52+02:00", "type": "mitigated", "note": "error rate at baseline"},
        {"at": "2024-08-21T10:48:00+02:00", "type": "resolved", "note": "monitoring complete"},
    ],
}

_TEXT_2 = """Here's a draft of the timeline and impact sections for the INC-2291 postmortem. I've kept local times in the table and added UTC and New York times where the US readers will need them.

## Timeline (21 Aug 2024, times CEST)

| Time | Event |
|---|---|
| 09:12:40 | The certificate rotation job publishes a bundle without the intermediate certificate; TLS handshakes start failing at the edge |
| 09:19:05 | Edge error-rate alert fires, 6 min 25 s after impact began |
| 09:23:47 | m.kowalski acknowledges, 4 min 42 s after the page |
| 09:41:30 | Incident declared SEV1 |
| 10:02:15 | Rollback of the certificate bundle starts |
| 10:17:52 | Error rate back at baseline; customer impact ends |
| 10:48:00 | Incident resolved after monitoring |

## Impact

- Customer impact lasted 1 h 5 min: 09:12–10:17 CEST, which is 07:12–08:17 UTC, or 03:12–04:17 in New York.
- 612,441 of 3,418,200 API requests failed, 17.9% of traffic during the window. The error rate peaked at 27.3%.
- Both EU regions (eu-central-1 and eu-west-1) were affected, and 41 of our 186 enterprise tenants saw errors (22%).
- The incident was open for 1 h 35 min in total, including 30 min of monitoring after the fix.

## Observations for the review

- Detection and paging worked: the alert fired quickly and the ack came within minutes.
- The slow part was deciding. 17 min 43 s passed between the ack and the SEV1 declaration, and another 20 min 45 s before the rollback started. Of the 65 minutes of customer impact, roughly 38 went on that stretch.
- Once started, the rollback itself took 15 min 37 s.
- Suggested action items: validate the chain in the rotation job before publishing, and a pre-approved rollback runbook so the on-call engineer can roll back without waiting for a declaration."""

_POOL_3 = {
    "schedule": "payments-primary",
    "as_of": "2024-12-08T17:30:00-08:00",
    "handoff_at": "2024-12-09T09:00:00-08:00",
    "outgoing": "priya.n",
    "incoming": "dan.w",
    "previous_week": {"pages": 5, "off_hours_pages": 1, "mean_ack_m": 3.7},
    "pages": [
        {"id": "Q1XK4P9ZL2", "created_at": "2024-12-02T03:14:09-08:00", "title": "payments-worker queue depth above threshold",
         "urgency": "high", "status": "resolved", "acknowledged_at": "2024-12-02T03:19:39-08:00",
         "resolved_at": "2024-12-02T04:02:39-08:00", "ack_m": 5.5, "resolve_m": 48.5, "assignee": "priya.n", "incident": None},
        {"id": "Q3MB7TR0WA", "created_at": "2024-12-02T14:40:22-08:00", "title": "ledger-svc bad-gateway rate above threshold",
         "urgency": "high", "status": "resolved", "acknowledged_at": "2024-12-02T14:42:10-08:00",
         "resolved_at": "2024-12-02T14:52:22-08:00", "ack_m": 1.8, "resolve_m": 12.0, "assignee": "priya.n", "incident": None},
        {"id": "Q0PZ8CE6YH", "created_at": "2024-12-03T02:05:51-08:00", "title": "payments-worker queue depth above threshold",
         "urgency": "high", "status": "resolved", "acknowledged_at": "2024-12-03T02:13:03-08:00",
         "resolved_at": "2024-12-03T02:44:51-08:00", "ack_m": 7.2, "resolve_m": 39.0, "assignee": "priya.n", "incident": None},
        {"id": "Q2HV5NJ1KD", "created_at": "2024-12-04T10:11:03-08:00", "title": "stripe-webhook consumer lag",
         "urgency": "high", "status": "resolved", "acknowledged_at": "2024-12-04T10:13:27-08:00",
         "resolved_at": "2024-12-04T10:37:33-08:00", "ack_m": 2.4, "resolve_m": 26.5, "assignee": "priya.n", "incident": None},
        {"id": "Q7RF2LX9BU", "created_at": "2024-12-05T23:47:30-08:00", "title": "payments-worker queue depth above threshold",
         "urgency": "high", "status": "resolved", "acknowledged_at": "2024-12-05T23:57:18-08:00",
         "resolved_at": "2024-12-06T00:48:48-08:00", "ack_m": 9.8, "resolve_m": 61.3, "assignee": "priya.n", "incident": None},
        {"id": "Q5TD0KQ3VM", "created_at": "2024-12-06T16:22:10-08:00", "title": "card-auth p95 latency above SLO",
         "urgency": "high", "status": "resolved", "acknowledged_at": "2024-12-06T16:25:16-08:00",
         "resolved_at": "2024-12-06T16:40:22-08:00", "ack_m": 3.1, "resolve_m": 18.2, "assignee": "priya.n", "incident": None},
        {"id": "Q8WC6GS4EN", "created_at": "2024-12-07T22:48:00-08:00", "title": "ledger-svc bad-gateway rate above threshold",
         "urgency": "high", "status": "merged", "acknowledged_at": "2024-12-07T22:52:00-08:00",
         "resolved_at": None, "ack_m": 4.0, "resolve_m": None, "assignee": "priya.n", "incident": "INC-3310"},
        {"id": "Q4YA9DF7HP", "created_at": "2024-12-08T01:15:44-08:00", "title": "ledger-svc bad-gateway rate above threshold",
         "urgency": "high", "status": "merged", "acknowledged_at": "2024-12-08T01:22:20-08:00",
         "resolved_at": None, "ack_m": 6.6, "resolve_m": None, "assignee": "priya.n", "incident": "INC-3310"},
        {"id": "Q6NE3UB8ZT", "created_at": "2024-12-08T06:02:19-08:00", "title": "ledger-svc bad-gateway rate above threshold",
         "urgency": "high", "status": "merged", "acknowledged_at": "2024-12-08T06:06:13-08:00",
         "resolved_at": None, "ack_m": 3.9, "resolve_m": None, "assignee": "priya.n", "incident": "INC-3310"},
    ],
    "open_incidents": [
        {"id": "INC-3310", "title": "Intermittent bad-gateway errors from ledger-svc", "status": "monitoring",
         "opened_at": "2024-12-07T22:48:00-08:00", "mitigation_at": "2024-12-08T07:10:00-08:00",
         "mitigation": "raised ledger-svc DB connection pool", "linked_pages": 3},
    ],
    "action_items": [
        {"key": "PAY-1860", "summary": "Add runbook link to card-auth latency alert", "owner": "priya.n",
         "due": "2024-12-06", "status": "open"},
        {"key": "PAY-1873", "summary": "Alert on queue drain rate instead of raw depth", "owner": "priya.n",
         "due": "2024-12-11", "status": "open"},
        {"key": "PAY-1869", "summary": "Postmortem for INC-3310", "owner": "dan.w",
         "due": "2024-12-13", "status": "open"},
    ],
}

_TEXT_3 = """Hey Dan, here's the payments-primary handoff. Short version: a noisy week, mostly at night, and an incident still open.

**The week in numbers**

- 9 pages, up from 5 the week before (+80%).
- 6 of them landed outside working hours (before 08:00 or after 20:00 Pacific), compared with 1 last week.
- Mean time to ack was 4.9 min (last week 3.7). The slowest was 9.8 min, for the Thursday 23:47 queue-depth page.

**Recurring: payments-worker queue depth**

Three pages, all overnight (Mon 03:14, Tue 02:05, Thu 23:47), adding up to 2 h 29 min of firefighting. Each one cleared on its own once the settlement batch drained, so this is an alert-quality problem more than a capacity one. PAY-1873 (alert on drain rate instead of raw depth) is the fix; see below.

**Still open: INC-3310, intermittent bad-gateway errors from ledger-svc**

Opened Saturday at 22:48 and open for 18 h 42 min as of this note; three pages have been merged into it. Priya raised the ledger-svc database connection pool at 07:10 this morning, and it has been quiet in monitoring for 10 h 20 min since. If it stays clean until the handoff at 09:00 tomorrow (15 h 30 min from now), I'd close it and let the postmortem carry the rest.

**Action items**

| Ticket | Due | Owner | Where it stands |
|---|---|---|---|
| PAY-1860 runbook link for card-auth alert | 6 Dec | Priya | 2 days overdue |
| PAY-1873 queue drain-rate alert | 11 Dec | Priya | due in 3 days |
| PAY-1869 INC-3310 postmortem | 13 Dec | you | due in 5 days |

PAY-1860 is a quick job; worth closing before Priya rotates off so it doesn't get lost."""

CASES = [
    dict(
        id="n4-sre_incidents-01",
        pool=_POOL_1,
        text=_TEXT_1,
        copied=[
            ("4", "6 incidents against 4", "previous_period.incident_count"),
            ("6.8 min", None, "previous_period.mtta_m"),
            ("22 minutes", None, "incidents[3].time_to_ack_m"),
            ("58.0", None, "previous_period.mttr_m"),
            ("02:41 UTC", None, "incidents[2].started_at"),
            ("14 Oct", None, "incidents[2].started_at"),
            ("3.4 min", "acknowledged in 3.4 min", "incidents[2].time_to_ack_m"),
            ("03:09", None, "incidents[2].resolved_at"),
            ("28.6 minutes", None, "incidents[2].slo_budget_burn_m"),
            ("99.9%", None, "slo.objective"),
            ("31", "31-day", "slo.window_days"),
            ("44.6 minutes", None, "slo.error_budget_m"),
            ("19.5", None, "slo.previous_window_burn_m"),
            ("3.4 min", "3.4 min to ack", "incidents[2].time_to_ack_m"),
        ],
        derived=[
            ("6", "6 incidents against", "count", "len(incidents) = 6"),
            ("50%", None, "percent_change", "6 / previous_period.incident_count (4) - 1 = 50%"),
            ("1", "| 1 |", "count", "incidents with severity SEV1: INC-4140 = 1"),
            ("29 min", None, "duration_format", "incidents[2].duration_s (1718 s) = 28.6 min -> 29 min"),
            ("3", "| 3 |", "count", "incidents with severity SEV2: INC-4127, INC-4158, INC-4166 = 3"),
            ("1 h 50 min", None, "sum", "SEV2 duration_s 3048 + 1260 + 2280 = 6588 s = 1 h 49.8 min -> 1 h 50 min"),
            ("2", "| 2 |", "count", "incidents with severity SEV3: INC-4133, INC-4152 = 2"),
            ("4 h 8 min", None, "sum", "SEV3 duration_s 5520 + 9360 = 14880 s = 4 h 8 min"),
            ("six", "All six", "count", "incidents with customer_impact true = 6"),
            ("6 h 26 min", None, "sum", "sum of incidents[].duration_s = 23186 s = 6 h 26 min 26 s -> 6 h 26 min"),
            ("7.8 min", None, "mean", "mean of time_to_ack_m (3.6, 11.4, 3.4, 22.0, 4.1, 2.5) = 47.0 / 6 = 7.83 -> 7.8"),
            ("5.0 min", None, "mean", "mean time_to_ack_m without incidents[3] = 25.0 / 5 = 5.0"),
            ("64.4 min", None, "mean", "mean duration_s = 23186 / 6 = 3864.3 s = 64.4 min"),
            ("11%", None, "percent_change", "64.4 / previous_period.mttr_m (58.0) - 1 = 11.0%"),
            ("2 h 36 min", None, "duration_format", "incidents[3].duration_s (9360 s) = 2 h 36 min"),
            ("28 min 38 s", None, "duration_format", "incidents[2].duration_s (1718 s) = 28 min 38 s"),
            ("Three", "Three incidents", "count", "incidents with slo_budget_burn_m > 0: INC-4127, INC-4140, INC-4158 = 3"),
            ("52.7 minutes", None, "sum", "slo_budget_burn_m 17.2 + 28.6 + 6.9 = 52.7"),
            ("118%", None, "share", "52.7 / slo.error_budget_m (44.64) = 118.1%"),
            ("8.1 minutes", None, "difference", "52.7 - slo.error_budget_m (44.64) = 8.06 -> 8.1"),
            ("54%", None, "share", "incidents[2].slo_budget_burn_m (28.6) / 52.7 = 54.3%"),
            ("two", "two of the three", "count", "budget-burning incidents after a deploy or config change: INC-4127, INC-4158 = 2"),
            ("three", "two of the three", "count", "incidents with slo_budget_burn_m > 0 = 3"),
        ],
        note="monthly incident review for the team: counts by severity, MTTA/MTTR against the previous month, the SEV1, and an SLO error budget that was overspent",
    ),
    dict(
        id="n4-sre_incidents-02",
        pool=_POOL_2,
        text=_TEXT_2,
        copied=[
            ("21 Aug 2024", None, "timeline[0].at"),
            ("09:12:40", None, "timeline[0].at"),
            ("09:19:05", None, "timeline[1].at"),
            ("09:23:47", None, "timeline[2].at"),
            ("09:41:30", None, "timeline[3].at"),
            ("10:02:15", None, "timeline[4].at"),
            ("10:17:52", None, "timeline[5].at"),
            ("10:48:00", None, "timeline[6].at"),
            ("09:12", "09:12–10:17 CEST", "timeline[0].at"),
            ("10:17", "09:12–10:17 CEST", "timeline[5].at"),
            ("612,441", None, "impact.requests_failed"),
            ("3,418,200", None, "impact.requests_total"),
            ("27.3%", None, "impact.peak_error_rate"),
            ("41", "41 of our", "impact.enterprise_tenants_affected"),
            ("186", None, "impact.enterprise_tenants_total"),
            ("65 minutes", None, "incident.customer_impact_m"),
        ],
        derived=[
            ("6 min 25 s", None, "time_between", "timeline[0].at (09:12:40) to timeline[1].at (09:19:05) = 6 min 25 s"),
            ("4 min 42 s", None, "time_between", "timeline[1].at (09:19:05) to timeline[2].at (09:23:47) = 4 min 42 s"),
            ("1 h 5 min", None, "duration_format", "incident.customer_impact_m (65.2) = 1 h 5 min"),
            ("07:12", None, "conversion", "timeline[0].at 09:12 +02:00 = 07:12 UTC"),
            ("08:17", None, "conversion", "timeline[5].at 10:17 +02:00 = 08:17 UTC"),
            ("03:12", None, "conversion", "timeline[0].at 09:12 +02:00 = 03:12 EDT (UTC-4)"),
            ("04:17", None, "conversion", "timeline[5].at 10:17 +02:00 = 04:17 EDT (UTC-4)"),
            ("17.9%", None, "share", "impact.requests_failed (612,441) / impact.requests_total (3,418,200) = 17.9%"),
            ("22%", None, "share", "enterprise_tenants_affected (41) / enterprise_tenants_total (186) = 22.0%"),
            ("1 h 35 min", None, "duration_format", "incident.duration_s (5720 s) = 1 h 35 min 20 s -> 1 h 35 min"),
            ("30 min", "30 min of monitoring", "time_between",
             "timeline[5].at (10:17:52) to timeline[6].at (10:48:00) = 30 min 8 s -> 30 min"),
            ("17 min 43 s", None, "time_between", "timeline[2].at (09:23:47) to timeline[3].at (09:41:30) = 17 min 43 s"),
            ("20 min 45 s", None, "time_between", "timeline[3].at (09:41:30) to timeline[4].at (10:02:15) = 20 min 45 s"),
            ("38", "roughly 38", "sum", "17 min 43 s + 20 min 45 s = 38 min 28 s -> 38"),
            ("15 min 37 s", None, "time_between", "timeline[4].at (10:02:15) to timeline[5].at (10:17:52) = 15 min 37 s"),
        ],
        note="engineer asks for the timeline and impact sections of a SEV1 postmortem: gaps between timeline events, local times converted to UTC and New York, failed-request and tenant shares",
    ),
    dict(
        id="n4-sre_incidents-03",
        pool=_POOL_3,
        text=_TEXT_3,
        copied=[
            ("5", "up from 5", "previous_week.pages"),
            ("1", "compared with 1", "previous_week.off_hours_pages"),
            ("3.7", None, "previous_week.mean_ack_m"),
            ("9.8 min", None, "pages[4].ack_m"),
            ("23:47", "Thursday 23:47", "pages[4].created_at"),
            ("03:14", None, "pages[0].created_at"),
            ("02:05", None, "pages[2].created_at"),
            ("23:47", "Thu 23:47", "pages[4].created_at"),
            ("22:48", None, "open_incidents[0].opened_at"),
            ("07:10", None, "open_incidents[0].mitigation_at"),
            ("09:00", None, "handoff_at"),
            ("6 Dec", None, "action_items[0].due"),
            ("11 Dec", None, "action_items[1].due"),
            ("13 Dec", None, "action_items[2].due"),
        ],
        derived=[
            ("9", "9 pages", "count", "len(pages) = 9"),
            ("+80%", None, "percent_change", "9 / previous_week.pages (5) - 1 = 80%"),
            ("6", "6 of them", "count",
             "pages created before 08:00 or after 20:00: 03:14, 02:05, 23:47, 22:48, 01:15, 06:02 = 6"),
            ("4.9 min", None, "mean", "mean of pages[].ack_m = 44.3 / 9 = 4.92 -> 4.9"),
            ("Three", "Three pages", "count", "pages titled 'payments-worker queue depth above threshold' = 3"),
            ("2 h 29 min", None, "sum", "resolve_m 48.5 + 39.0 + 61.3 = 148.8 min -> 2 h 29 min"),
            ("18 h 42 min", None, "time_between",
             "open_incidents[0].opened_at (2024-12-07 22:48) to as_of (2024-12-08 17:30) = 18 h 42 min"),
            ("three", "three pages have", "count", "pages with incident INC-3310 = 3"),
            ("10 h 20 min", None, "time_between",
             "open_incidents[0].mitigation_at (07:10) to as_of (17:30) = 10 h 20 min"),
            ("15 h 30 min", None, "countdown", "as_of (2024-12-08 17:30) to handoff_at (2024-12-09 09:00) = 15 h 30 min"),
            ("2 days", "2 days overdue", "countdown", "action_items[0].due (2024-12-06) to as_of (2024-12-08) = 2 days overdue"),
            ("3 days", "due in 3 days", "countdown", "as_of (2024-12-08) to action_items[1].due (2024-12-11) = 3 days"),
            ("5 days", "due in 5 days", "countdown", "as_of (2024-12-08) to action_items[2].due (2024-12-13) = 5 days"),
        ],
        note="incoming on-call engineer asks what to know before taking the pager: page volume and off-hours share against last week, a recurring overnight alert, an open incident in monitoring, overdue and upcoming action items",
    ),
]

FLAWS = {
    "n4-sre_incidents-01": [
        ("Mean time to resolve was 64.4 min, 11% worse",
         "Mean time to resolve was 64.4 min, 11% better", "11%", "direction flip",
         "MTTR rose from 58.0 to 64.4 min but is called better"),
        ("burned 52.7 minutes between them: 118%", "burned 52.7 minutes between them: 18%", "18%",
         "wrong value", "52.7 of 44.6 is 118%, written as the 18% overage"),
        ("resolved at 03:09", "resolved at 03:19", "03:19", "wrong time", "resolved 03:09:47 written 03:19"),
    ],
    "n4-sre_incidents-02": [
        ("failed, 17.9% of traffic", "failed, 19.7% of traffic", "19.7%", "transposed digits",
         "612,441 / 3,418,200 = 17.9% written 19.7%"),
        ("roughly 38 went", "roughly 28 went", "28", "wrong value", "17:43 + 20:45 = 38 min written 28"),
        ("| 10:02:15 |", "| 10:20:15 |", "10:20:15", "wrong time", "rollback start 10:02:15 written 10:20:15"),
    ],
    "n4-sre_incidents-03": [
        ("The slowest was 9.8 min", "The slowest was 7.2 min", "7.2 min", "neighbour value",
         "Tuesday's 7.2-min ack given for the Thursday page", "pages[2].ack_m"),
        ("| 13 Dec |", "| 15 Dec |", "15 Dec", "wrong date", "PAY-1869 due 2024-12-13 written 15 Dec"),
        ("adding up to 2 h 29 min", "adding up to 1 h 29 min", "1 h 29 min", "wrong value",
         "48.5 + 39.0 + 61.3 = 148.8 min written as 1 h 29 min"),
    ],
}

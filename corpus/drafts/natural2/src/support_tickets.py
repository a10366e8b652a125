"""Support tickets: a customer support team's tickets, SLAs and team metrics, as
helpdesk tools (Zendesk-style ticket/SLA API, Explore-style weekly export,
Intercom/Help Scout-style team reports) return them."""

DOMAIN = "support_tickets"
SPLIT = "test"

# ---------------------------------------------------------------------------
# 01: end-of-day ops digest for a support lead
# ---------------------------------------------------------------------------
_POOL_01 = {
    "report": "daily_ops_digest",
    "report_date": "2025-06-17",
    "generated_at": "2025-06-17T18:05:00-04:00",
    "timezone": "America/New_York",
    "queue": {"created_today": 97, "solved_today": 88, "new": 14, "open": 63, "pending": 22,
              "on_hold": 5, "unassigned": 7},
    "sla": {"policy": "Standard v4", "first_reply_target_min": 60, "achieved_today": 0.913,
            "breached_today": 6, "at_risk_next_2h": 3},
    "csat": {"responses": 41, "good": 36, "bad": 5, "score": 0.878, "prior_7d_score": 0.912},
    "agents": [
        {"name": "Priya Raman", "solved": 24, "median_first_reply_sec": 1380, "csat_good": 11,
         "csat_bad": 0, "shift": "full"},
        {"name": "Marcus Ohene", "solved": 19, "median_first_reply_sec": 2940, "csat_good": 7,
         "csat_bad": 2, "shift": "full"},
        {"name": "Lena Fischer", "solved": 21, "median_first_reply_sec": 1620, "csat_good": 9,
         "csat_bad": 1, "shift": "full"},
        {"name": "Tomás Vidal", "solved": 15, "median_first_reply_sec": 2280, "csat_good": 6,
         "csat_bad": 2, "shift": "full"},
        {"name": "Jo Park", "solved": 9, "median_first_reply_sec": 1140, "csat_good": 3,
         "csat_bad": 0, "shift": "half"},
    ],
    "oldest_open": {"id": 48213, "subject": "SSO login loop after Okta migration",
                    "created_at": "2025-06-09T14:22:51Z", "priority": "high",
                    "assignee": "Marcus Ohene", "status": "open"},
}

_TEXT_01 = """# Support digest — Tuesday, June 17

**TL;DR:** a busy day. Intake outpaced solves slightly, the first-reply SLA mostly held, and CSAT dipped.

## Queue
- **97** tickets created, **88** solved — the backlog grew by 9.
- End of day: 14 new, 63 open, 22 pending and 5 on hold, so 104 unsolved in total. 7 of them are still unassigned.

## SLA & satisfaction
- First-reply SLA (60 min) met on **91.3%** of tickets; 6 breaches today, and 3 more tickets are at risk of breaching soon.
- CSAT came in at **87.8%** (36 good / 5 bad from 41 ratings), down 3.4 points from the 7-day average of 91.2%.

## Agents
| Agent | Solved | Median first reply | CSAT (good / bad) |
|---|---|---|---|
| Priya Raman | 24 | 23 min | 11 / 0 |
| Lena Fischer | 21 | 27 min | 9 / 1 |
| Marcus Ohene | 19 | 49 min | 7 / 2 |
| Tomás Vidal | 15 | 38 min | 6 / 2 |
| Jo Park (half day) | 9 | 19 min | 3 / 0 |

Priya carried about 27% of today's solves. Marcus's median reply is creeping toward the 60-minute target, and four of the five bad ratings came from his and Tomás's tickets.

## Needs attention
**#48213 — "SSO login loop after Okta migration"** (high priority, assigned to Marcus) has been open since June 9, so it's now 8 days old. Worth a check-in first thing tomorrow."""

# ---------------------------------------------------------------------------
# 02: SLA breach alert on an enterprise ticket (ticket + SLA metric events)
# ---------------------------------------------------------------------------
_POOL_02 = {
    "ticket": {
        "id": 73019,
        "subject": "Webhook deliveries failing with 502 since v2.14.1 upgrade",
        "priority": "urgent", "status": "open", "via": {"channel": "email"},
        "created_at": "2025-09-02T07:48:12Z", "updated_at": "2025-09-02T11:36:40Z",
        "requester": {"name": "Dana Whitfield", "email": "dana.whitfield@northwind.io"},
        "organization": {"id": 360011284712, "name": "Northwind Logistics",
                         "plan": "Enterprise", "arr_usd": 184000,
                         "renewal_date": "2025-10-15", "open_tickets": 4},
        "assignee_id": None, "group": "Tier 2 – Integrations",
        "tags": ["webhooks", "regression", "v2.14.1"],
        "public_replies": 1, "comment_count": 5, "reopens": 0,
    },
    "sla": {"policy": "Enterprise – Urgent", "metrics": [
        {"metric": "first_reply_time", "target_min": 30, "breach_at": "2025-09-02T08:18:12Z",
         "fulfilled_at": "2025-09-02T08:57:03Z", "stage": "achieved_late"},
        {"metric": "next_reply_time", "target_min": 60, "breach_at": "2025-09-02T10:05:00Z",
         "fulfilled_at": None, "stage": "breached"},
        {"metric": "requester_wait_time", "target_min": 240,
         "breach_at": "2025-09-02T11:48:12Z", "fulfilled_at": None, "stage": "active"},
    ]},
    "related": [
        {"id": 73002, "org": "Harbor Freight Co", "subject": "Webhook 502s on order.created",
         "created_at": "2025-09-02T06:55:30Z", "status": "open"},
        {"id": 73011, "org": "Pinecrest Health",
         "subject": "Webhooks not arriving since this morning",
         "created_at": "2025-09-02T07:21:04Z", "status": "pending"},
    ],
    "checked_at": "2025-09-02T11:40:00Z",
}

_TEXT_02 = """## 🚨 SLA breach: #73019, Northwind Logistics (Urgent)

**As of 11:40 UTC the ticket is unassigned and out of SLA.**

- **Next reply:** target 60 min, breached at **10:05**; we're now 1 h 35 min past it.
- **Requester wait time:** the 4-hour limit runs out at **11:48**, about 8 minutes from now.
- **First reply** went out at 08:57, 69 minutes after the ticket came in at 07:48, missing the 30-minute target by 39 minutes.

**What's broken:** webhook deliveries have been failing with 502 errors since the v2.14.1 upgrade. The thread has 5 comments so far but only one public reply from us.

**Why it matters**
- Northwind is an Enterprise customer worth **$184K ARR**, renewing on **Oct 15**, 43 days from now.
- They currently have 4 open tickets with us.

**Probably not isolated:** two other customers reported webhook failures this morning: #73002 (Harbor Freight Co, opened 06:55) and #73011 (Pinecrest Health, 07:21). Three reports in under an hour point to a regression on our side rather than a customer config issue.

**Suggested next steps**
1. Assign #73019 to the Integrations on-call now and send Dana a holding update before 11:48.
2. Link all three tickets to a single incident and loop in engineering on the v2.14.1 release.
3. Give Northwind's account manager a heads-up ahead of the renewal."""

# ---------------------------------------------------------------------------
# 03: weekly recap from an analytics export (mixed camelCase / snake_case)
# ---------------------------------------------------------------------------
_POOL_03 = {
    "team": "Customer Care – Consumer",
    "week": {"start": "2025-02-10", "end": "2025-02-16", "iso_week": "2025-W07"},
    "volume": {"created": 1284, "solved": 1317, "reopened": 46, "created_prev": 1119,
               "solved_prev": 1102},
    "by_channel": [
        {"channel": "email", "created": 612, "created_prev": 574},
        {"channel": "chat", "created": 438, "created_prev": 351},
        {"channel": "phone", "created": 171, "created_prev": 156},
        {"channel": "social", "created": 63, "created_prev": 38},
    ],
    "timings": {"firstReplyMedianSec": 2460, "firstReplyMedianSecPrev": 3310,
                "fullResolutionMedianHrs": 19.4, "fullResolutionMedianHrsPrev": 22.8,
                "oneTouchRate": 0.412},
    "sla": {"firstReplyAchievedPct": 88.6, "firstReplyAchievedPctPrev": 84.1, "target_pct": 90},
    "csat": {"score": 0.847, "scorePrev": 0.861, "responses": 312},
    "backlog_history": [
        {"date": "2025-02-10", "unsolved": 402},
        {"date": "2025-02-12", "unsolved": 371},
        {"date": "2025-02-14", "unsolved": 355},
        {"date": "2025-02-16", "unsolved": 369},
    ],
    "top_tags": [
        {"tag": "refund_request", "count": 221},
        {"tag": "delivery_delay", "count": 187},
        {"tag": "password_reset", "count": 96},
    ],
}

_TEXT_03 = """# Weekly recap: Consumer Care, Feb 10–16

**Headline:** more tickets, faster answers, slightly less happy customers.

## Volume
1,284 tickets came in, up 14.7% on last week's 1,119, and the team closed 1,317, which is 215 more than the week before. Because solves outpaced intake, the unsolved backlog fell from 402 on Monday to 369 on Sunday.

| Channel | This week | Last week | Change |
|---|---|---|---|
| Email | 612 | 574 | +6.6% |
| Chat | 438 | 351 | +24.8% |
| Phone | 171 | 156 | +9.6% |
| Social | 63 | 38 | +65.8% |

Chat drove most of the growth: 87 of the 165 extra tickets. Social is still small but grew by about two-thirds.

## Speed
- **First reply:** median 41 min, down from 55 min. SLA attainment rose to 88.6% from 84.1%, now just 1.4 points short of the 90% target.
- **Resolution:** median 19.4 h vs 22.8 h, about 15% faster.
- **One-touch resolution:** 41.2% of tickets were solved with a single reply.

## Quality
CSAT slipped to **84.7%** (312 responses) from 86.1%. Refund requests (221) and delivery delays (187) were the most common tags, together about 32% of everything that came in, so it's worth checking whether the CSAT dip sits in those queues.

## Watch for next week
The backlog bottomed out at 355 on Friday and climbed back to 369 by Sunday. If Monday's intake is heavy, expect it to go back above last Monday's 402."""

# ---------------------------------------------------------------------------
# 04: regional team comparison from a monthly team-performance report
# ---------------------------------------------------------------------------
_POOL_04 = {
    "report": "team_performance",
    "period": "2025-04",
    "generated_at": "2025-05-01T06:00:00+02:00",
    "currency": "EUR",
    "targets": {"sla_hit_rate": 0.95, "csat": 0.9, "median_first_response_s": 900},
    "teams": [
        {"team": "EMEA", "headcount": 11, "conversations_closed": 3904,
         "median_first_response_s": 744, "p90_first_response_s": 5220,
         "median_time_to_close_h": 6.8, "csat": 0.93, "csat_responses": 611,
         "sla_hit_rate": 0.962, "escalations": 58, "cost_per_ticket_eur": 4.1},
        {"team": "Americas", "headcount": 14, "conversations_closed": 4417,
         "median_first_response_s": 1302, "p90_first_response_s": 9840,
         "median_time_to_close_h": 11.2, "csat": 0.89, "csat_responses": 702,
         "sla_hit_rate": 0.917, "escalations": 131, "cost_per_ticket_eur": 5.35},
        {"team": "APAC", "headcount": 6, "conversations_closed": 1870,
         "median_first_response_s": 1105, "p90_first_response_s": 7400,
         "median_time_to_close_h": 9.5, "csat": 0.91, "csat_responses": 288,
         "sla_hit_rate": 0.934, "escalations": 37, "cost_per_ticket_eur": 4.6},
    ],
}

_TEXT_04 = """## EMEA vs Americas: April 2025

Here's how EMEA and Americas compare, measured against the shared targets (95% SLA, 90% CSAT, 15-min median first response).

| Metric | EMEA | Americas |
|---|---|---|
| Agents | 11 | 14 |
| Conversations closed | 3,904 | 4,417 |
| Closed per agent | ~355 | ~316 |
| Median first response | 12 min | 22 min |
| 90th-percentile first response | 1 h 27 min | 2 h 44 min |
| Median time to close | 6.8 h | 11.2 h |
| SLA hit rate | 96.2% | 91.7% |
| CSAT | 93% (611 ratings) | 89% (702 ratings) |
| Escalations | 58 (1.5%) | 131 (3.0%) |
| Cost per ticket | €4.10 | €5.35 |

### What stands out
- **Americas is stretched.** It closes 13% more conversations than EMEA with three more agents, but each agent handles about 39 fewer, and median first responses take 75% longer.
- **It misses both customer-facing targets:** SLA at 91.7% is 3.3 points under the 95% goal, and CSAT sits at 89%, just below 90%. EMEA clears both, and its 12-minute median first response is well inside the 15-minute target.
- **Escalations are the clearest gap.** Americas escalates about twice as often as EMEA (3.0% vs 1.5% of conversations), which likely feeds its longer 11.2 h time to close.
- **Cost follows the same pattern:** €5.35 per ticket vs €4.10, about 30% more.

### Bottom line
If the new hires all go to a single team, Americas is the stronger case: it's under target on SLA and CSAT and carries the heaviest escalation load. APAC (93.4% SLA) is also below target, but it's a smaller team and closer to the line."""


CASES = [
    dict(
        id="n2-support_tickets-01",
        pool=_POOL_01,
        text=_TEXT_01,
        copied=[
            ("June 17", None, "report_date"),
            ("97", "**97**", "queue.created_today"),
            ("88", "**88**", "queue.solved_today"),
            ("14 new", None, "queue.new"),
            ("63 open", None, "queue.open"),
            ("22 pending", None, "queue.pending"),
            ("5 on hold", None, "queue.on_hold"),
            ("7 of them", None, "queue.unassigned"),
            ("60 min", None, "sla.first_reply_target_min"),
            ("91.3%", None, "sla.achieved_today"),
            ("6 breaches", None, "sla.breached_today"),
            ("3 more", None, "sla.at_risk_next_2h"),
            ("87.8%", None, "csat.score"),
            ("36 good", None, "csat.good"),
            ("5 bad", None, "csat.bad"),
            ("41 ratings", None, "csat.responses"),
            ("91.2%", None, "csat.prior_7d_score"),
            ("24", "| 24 |", "agents[0].solved"),
            ("11", "| 11 / 0 |", "agents[0].csat_good"),
            ("0", "| 11 / 0 |", "agents[0].csat_bad"),
            ("21", "| 21 |", "agents[2].solved"),
            ("9", "| 9 / 1 |", "agents[2].csat_good"),
            ("1", "| 9 / 1 |", "agents[2].csat_bad"),
            ("19", "| 19 |", "agents[1].solved"),
            ("7", "| 7 / 2 |", "agents[1].csat_good"),
            ("2", "| 7 / 2 |", "agents[1].csat_bad"),
            ("15", "| 15 |", "agents[3].solved"),
            ("6", "| 6 / 2 |", "agents[3].csat_good"),
            ("2", "| 6 / 2 |", "agents[3].csat_bad"),
            ("9", "(half day) | 9 |", "agents[4].solved"),
            ("3", "| 3 / 0 |", "agents[4].csat_good"),
            ("0", "| 3 / 0 |", "agents[4].csat_bad"),
            ("60-minute", None, "sla.first_reply_target_min"),
            ("five", None, "csat.bad"),
            ("#48213", None, "oldest_open.id"),
            ("June 9", None, "oldest_open.created_at"),
        ],
        derived=[
            ("9", "grew by 9", "difference",
             "queue.created_today (97) - queue.solved_today (88) = 9"),
            ("104", None, "sum",
             "queue.new (14) + queue.open (63) + queue.pending (22) + queue.on_hold (5) = 104"),
            ("3.4 points", None, "difference",
             "csat.prior_7d_score (91.2%) - csat.score (87.8%) = 3.4 points"),
            ("23 min", None, "conversion", "agents[0].median_first_reply_sec (1,380 s) / 60 = 23 min"),
            ("27 min", None, "conversion", "agents[2].median_first_reply_sec (1,620 s) / 60 = 27 min"),
            ("49 min", None, "conversion", "agents[1].median_first_reply_sec (2,940 s) / 60 = 49 min"),
            ("38 min", None, "conversion", "agents[3].median_first_reply_sec (2,280 s) / 60 = 38 min"),
            ("19 min", None, "conversion", "agents[4].median_first_reply_sec (1,140 s) / 60 = 19 min"),
            ("27%", None, "share", "agents[0].solved (24) / queue.solved_today (88) = 27.3%"),
            ("four", None, "sum", "agents[1].csat_bad (2) + agents[3].csat_bad (2) = 4"),
            ("8 days", None, "time_between",
             "oldest_open.created_at (2025-06-09T14:22:51Z) to generated_at (2025-06-17T18:05-04:00) = 8 days 7.7 h"),
        ],
        note="End-of-day digest for a support lead: queue movement, SLA and CSAT vs the "
             "7-day average, per-agent table, oldest open ticket.",
    ),
    dict(
        id="n2-support_tickets-02",
        pool=_POOL_02,
        text=_TEXT_02,
        copied=[
            ("#73019", "#73019, Northwind", "ticket.id"),
            ("11:40 UTC", None, "checked_at"),
            ("60 min", None, "sla.metrics[1].target_min"),
            ("10:05", None, "sla.metrics[1].breach_at"),
            ("11:48", "runs out at **11:48", "sla.metrics[2].breach_at"),
            ("08:57", None, "sla.metrics[0].fulfilled_at"),
            ("07:48", None, "ticket.created_at"),
            ("30-minute", None, "sla.metrics[0].target_min"),
            ("502", None, "ticket.subject"),
            ("v2.14.1", "since the v2.14.1 upgrade", "ticket.tags[2]"),
            ("5 comments", None, "ticket.comment_count"),
            ("one", "only one public", "ticket.public_replies"),
            ("$184K", None, "ticket.organization.arr_usd"),
            ("Oct 15", None, "ticket.organization.renewal_date"),
            ("4 open", None, "ticket.organization.open_tickets"),
            ("#73002", None, "related[0].id"),
            ("06:55", None, "related[0].created_at"),
            ("#73011", None, "related[1].id"),
            ("07:21", None, "related[1].created_at"),
            ("#73019", "Assign #73019", "ticket.id"),
            ("11:48", "before 11:48", "sla.metrics[2].breach_at"),
            ("v2.14.1", "on the v2.14.1 release", "ticket.tags[2]"),
        ],
        derived=[
            ("1 h 35 min", None, "time_between",
             "sla.metrics[1].breach_at (10:05:00) to checked_at (11:40:00) = 1 h 35 min"),
            ("4-hour", None, "conversion", "sla.metrics[2].target_min (240 min) = 4 h"),
            ("8 minutes", None, "time_between",
             "checked_at (11:40:00) to sla.metrics[2].breach_at (11:48:12) = 8.2 min"),
            ("69 minutes", None, "time_between",
             "ticket.created_at (07:48:12) to sla.metrics[0].fulfilled_at (08:57:03) = 68.85 min"),
            ("39 minutes", None, "difference",
             "68.85 min - sla.metrics[0].target_min (30) = 38.85 -> 39 min"),
            ("43 days", None, "time_between",
             "checked_at (2025-09-02) to ticket.organization.renewal_date (2025-10-15) = 43 days"),
            ("two", "two other customers", "count", "len(related) = 2"),
            ("Three", None, "count", "ticket + len(related) (2) = 3 reports"),
            ("three", "all three tickets", "count", "ticket + len(related) (2) = 3 tickets"),
        ],
        note="Urgent SLA-breach alert for one enterprise ticket: SLA metric timestamps turned "
             "into elapsed/remaining times, account value and renewal, related tickets.",
    ),
    dict(
        id="n2-support_tickets-03",
        pool=_POOL_03,
        text=_TEXT_03,
        copied=[
            ("Feb 10", None, "week.start"),
            ("16", "Feb 10–16", "week.end"),
            ("1,284", None, "volume.created"),
            ("1,119", None, "volume.created_prev"),
            ("1,317", None, "volume.solved"),
            ("402", "from 402 on Monday", "backlog_history[0].unsolved"),
            ("369", "to 369 on Sunday", "backlog_history[3].unsolved"),
            ("612", None, "by_channel[0].created"),
            ("574", None, "by_channel[0].created_prev"),
            ("438", None, "by_channel[1].created"),
            ("351", None, "by_channel[1].created_prev"),
            ("171", None, "by_channel[2].created"),
            ("156", None, "by_channel[2].created_prev"),
            ("63", "| 63 |", "by_channel[3].created"),
            ("38", "| 38 |", "by_channel[3].created_prev"),
            ("88.6%", None, "sla.firstReplyAchievedPct"),
            ("84.1%", None, "sla.firstReplyAchievedPctPrev"),
            ("90%", None, "sla.target_pct"),
            ("19.4 h", None, "timings.fullResolutionMedianHrs"),
            ("22.8 h", None, "timings.fullResolutionMedianHrsPrev"),
            ("41.2%", None, "timings.oneTouchRate"),
            ("84.7%", None, "csat.score"),
            ("312 responses", None, "csat.responses"),
            ("86.1%", None, "csat.scorePrev"),
            ("221", None, "top_tags[0].count"),
            ("187", None, "top_tags[1].count"),
            ("355", None, "backlog_history[2].unsolved"),
            ("369", "369 by Sunday", "backlog_history[3].unsolved"),
            ("402", "Monday's 402", "backlog_history[0].unsolved"),
        ],
        derived=[
            ("14.7%", None, "percent_change",
             "volume.created (1,284) / volume.created_prev (1,119) - 1 = 14.7%"),
            ("215", None, "difference", "volume.solved (1,317) - volume.solved_prev (1,102) = 215"),
            ("+6.6%", None, "percent_change", "by_channel[0]: 612 / 574 - 1 = 6.6%"),
            ("+24.8%", None, "percent_change", "by_channel[1]: 438 / 351 - 1 = 24.8%"),
            ("+9.6%", None, "percent_change", "by_channel[2]: 171 / 156 - 1 = 9.6%"),
            ("+65.8%", None, "percent_change", "by_channel[3]: 63 / 38 - 1 = 65.8%"),
            ("87", None, "difference",
             "by_channel[1].created (438) - by_channel[1].created_prev (351) = 87"),
            ("165", None, "difference", "volume.created (1,284) - volume.created_prev (1,119) = 165"),
            ("two-thirds", None, "percent_change", "by_channel[3]: 63 / 38 - 1 = 65.8% -> about two-thirds"),
            ("41 min", None, "conversion", "timings.firstReplyMedianSec (2,460 s) / 60 = 41 min"),
            ("55 min", None, "conversion", "timings.firstReplyMedianSecPrev (3,310 s) / 60 = 55.2 min"),
            ("1.4 points", None, "difference",
             "sla.target_pct (90) - sla.firstReplyAchievedPct (88.6) = 1.4"),
            ("15%", None, "percent_change",
             "timings.fullResolutionMedianHrs (19.4) / timings.fullResolutionMedianHrsPrev (22.8) - 1 = -14.9%"),
            ("32%", None, "share",
             "(top_tags[0].count 221 + top_tags[1].count 187) / volume.created (1,284) = 31.8%"),
        ],
        note="Weekly team recap: volume vs last week with a channel table, reply and resolution "
             "times (seconds and hours), SLA vs target, CSAT, top tags, backlog history.",
    ),
    dict(
        id="n2-support_tickets-04",
        pool=_POOL_04,
        text=_TEXT_04,
        copied=[
            ("April 2025", None, "period"),
            ("95%", "(95% SLA", "targets.sla_hit_rate"),
            ("90%", "90% CSAT", "targets.csat"),
            ("11", "| 11 | 14 |", "teams[0].headcount"),
            ("14", "| 11 | 14 |", "teams[1].headcount"),
            ("3,904", None, "teams[0].conversations_closed"),
            ("4,417", None, "teams[1].conversations_closed"),
            ("6.8 h", None, "teams[0].median_time_to_close_h"),
            ("11.2 h", "| 11.2 h |", "teams[1].median_time_to_close_h"),
            ("96.2%", None, "teams[0].sla_hit_rate"),
            ("91.7%", "| 91.7% |", "teams[1].sla_hit_rate"),
            ("93%", None, "teams[0].csat"),
            ("611 ratings", None, "teams[0].csat_responses"),
            ("89%", "| 89% (702", "teams[1].csat"),
            ("702 ratings", None, "teams[1].csat_responses"),
            ("58", "| 58 (1.5%)", "teams[0].escalations"),
            ("131", None, "teams[1].escalations"),
            ("€4.10", "| €4.10 |", "teams[0].cost_per_ticket_eur"),
            ("€5.35", "| €5.35 |", "teams[1].cost_per_ticket_eur"),
            ("91.7%", "SLA at 91.7%", "teams[1].sla_hit_rate"),
            ("95%", "the 95% goal", "targets.sla_hit_rate"),
            ("89%", "sits at 89%", "teams[1].csat"),
            ("90%", "just below 90%", "targets.csat"),
            ("11.2 h", "longer 11.2 h", "teams[1].median_time_to_close_h"),
            ("€5.35", "€5.35 per ticket", "teams[1].cost_per_ticket_eur"),
            ("€4.10", "vs €4.10,", "teams[0].cost_per_ticket_eur"),
            ("93.4%", None, "teams[2].sla_hit_rate"),
        ],
        derived=[
            ("15-min", "15-min median", "conversion", "targets.median_first_response_s (900 s) / 60 = 15 min"),
            ("~355", None, "ratio", "teams[0].conversations_closed (3,904) / teams[0].headcount (11) = 354.9"),
            ("~316", None, "ratio", "teams[1].conversations_closed (4,417) / teams[1].headcount (14) = 315.5"),
            ("12 min", None, "conversion", "teams[0].median_first_response_s (744 s) / 60 = 12.4 min"),
            ("22 min", None, "conversion", "teams[1].median_first_response_s (1,302 s) / 60 = 21.7 min"),
            ("1 h 27 min", None, "duration_format", "teams[0].p90_first_response_s (5,220 s) = 1 h 27 min"),
            ("2 h 44 min", None, "duration_format", "teams[1].p90_first_response_s (9,840 s) = 2 h 44 min"),
            ("1.5%", "| 58 (1.5%)", "share", "teams[0].escalations (58) / conversations_closed (3,904) = 1.49%"),
            ("3.0%", "| 131 (3.0%)", "share", "teams[1].escalations (131) / conversations_closed (4,417) = 2.97%"),
            ("13%", None, "percent_change",
             "teams[1].conversations_closed (4,417) / teams[0].conversations_closed (3,904) - 1 = 13.1%"),
            ("three", "three more agents", "difference",
             "teams[1].headcount (14) - teams[0].headcount (11) = 3"),
            ("39 fewer", None, "difference", "354.9 - 315.5 = 39.4 closed per agent"),
            ("75%", None, "percent_change",
             "teams[1].median_first_response_s (1,302) / teams[0].median_first_response_s (744) - 1 = 75%"),
            ("3.3 points", None, "difference",
             "targets.sla_hit_rate (95%) - teams[1].sla_hit_rate (91.7%) = 3.3 points"),
            ("12-minute", None, "conversion", "teams[0].median_first_response_s (744 s) / 60 = 12.4 min"),
            ("15-minute", None, "conversion", "targets.median_first_response_s (900 s) / 60 = 15 min"),
            ("twice", None, "ratio", "escalation rate 2.97% / 1.49% = 2.0"),
            ("3.0%", "(3.0% vs 1.5%", "share", "teams[1].escalations (131) / conversations_closed (4,417) = 2.97%"),
            ("1.5%", "vs 1.5% of", "share", "teams[0].escalations (58) / conversations_closed (3,904) = 1.49%"),
            ("30%", None, "percent_change",
             "teams[1].cost_per_ticket_eur (5.35) / teams[0].cost_per_ticket_eur (4.10) - 1 = 30.5%"),
        ],
        note="Side-by-side comparison of two regional teams for a staffing decision: per-agent "
             "load, response times from seconds, SLA/CSAT vs targets, escalation rates, cost.",
    ),
]

FLAWS = {
    "n2-support_tickets-01": [
        ("the backlog grew by 9", "the backlog shrank by 9", "9", "direction flip",
         "97 created vs 88 solved: the backlog grew, not shrank"),
        ("| Lena Fischer | 21 |", "| Lena Fischer | 19 |", "19", "neighbour value",
         "Marcus's solved count given for Lena (21)", "agents[1].solved"),
    ],
    "n2-support_tickets-02": [
        ("breached at **10:05**", "breached at **08:18**", "08:18", "wrong time",
         "next-reply SLA breached at 10:05; 08:18 is the first-reply breach time"),
        ("renewing on **Oct 15**", "renewing on **Oct 16**", "Oct 16", "wrong date",
         "renewal date is Oct 15"),
        ("target by 39 minutes", "target by 29 minutes", "29 minutes", "wrong value",
         "first reply came 68.85 min after creation, 38.85 min past the 30-min target"),
    ],
    "n2-support_tickets-03": [
        ("1,284 tickets came in", "1,248 tickets came in", "1,248", "transposed digits",
         "created count is 1,284"),
        ("the team closed 1,317", "the team closed 1,102", "1,102", "stale value",
         "last week's solved count given as this week's (1,317)", "volume.solved_prev"),
        ("down from 55 min", "down from 56 min", "56 min", "near-miss rounding",
         "3,310 s = 55.2 min, rounded up to 56"),
    ],
    "n2-support_tickets-04": [
        ("| SLA hit rate | 96.2% |", "| SLA hit rate | 0.96% |", "0.96%", "unit confusion",
         "fraction 0.962 written with a percent sign instead of 96.2%"),
        ("| 89% (702 ratings) |", "| 91% (702 ratings) |", "91%", "neighbour value",
         "APAC's CSAT given for Americas (89%)", "teams[2].csat"),
        ("about twice as often", "about three times as often", "three times", "wrong value",
         "escalation rate 2.97% vs 1.49% is about 2x, not 3x"),
    ],
}

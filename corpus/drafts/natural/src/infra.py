"""Infrastructure / SRE: natural briefs with computed numbers, and flawed copies."""

_BUILDS = [
    (8812, "main", "passed", 512), (8813, "main", "failed", 287),
    (8814, "feat/search", "passed", 498), (8815, "main", "passed", 541),
    (8816, "fix/login", "failed", 143), (8817, "main", "passed", 506),
    (8818, "main", "passed", 622), (8819, "feat/search", "passed", 489),
]

CASES = [
    dict(
        id="nat-infra-01",
        pool={
            "incident": "INC-4471",
            "service": "checkout-api",
            "severity": "SEV2",
            "started_at": "2025-08-19T13:58:00Z",
            "detected_at": "2025-08-19T14:07:00Z",
            "mitigated_at": "2025-08-19T14:52:00Z",
            "resolved_at": "2025-08-19T15:31:00Z",
            "peak_error_rate_pct": 18.4,
            "baseline_error_rate_pct": 0.3,
            "requests_total": 1284000,
            "requests_failed": 61870,
            "customers_affected": 3140,
            "slo": {"target_pct": 99.9, "window": "30d", "error_budget_requests": 412000,
                    "budget_consumed_before_pct": 22.5},
        },
        text=(
            "## INC-4471 postmortem summary (SEV2, checkout-api)\n\n"
            "**Impact:** between 13:58 UTC and 15:31 UTC on Aug 19, checkout-api failed 61,870 of "
            "1,284,000 requests, 4.8% of traffic, affecting 3,140 customers. The error rate "
            "peaked at 18.4% against a normal 0.3%.\n\n"
            "**Timeline**\n"
            "- 13:58 UTC: bad config pushed; errors begin\n"
            "- 14:07 UTC: alert fires, 9 minutes after onset\n"
            "- 14:52 UTC: rollback completes, 45 minutes after detection\n"
            "- 15:31 UTC: resolved after cache warm-up, 1 h 33 min after the start\n\n"
            "**SLO impact:** the 99.9% 30-day SLO allows 412,000 failed requests. This incident "
            "alone burned 15% of that budget, taking total consumption to about 37.5% (from "
            "22.5%).\n\n"
            "**Follow-ups:** add a config-validation step to the deploy pipeline and alert on "
            "error rate rather than latency, which should cut detection time."
        ),
        derived=[
            ("4.8%", None, "share", "requests_failed (61870) / requests_total (1284000) = 4.82%"),
            ("9 minutes", None, "time_between", "detected_at (14:07) − started_at (13:58) = 9 min"),
            ("45 minutes", None, "time_between", "mitigated_at (14:52) − detected_at (14:07) = 45 min"),
            ("1 h 33 min", None, "time_between", "resolved_at (15:31) − started_at (13:58) = 1 h 33 min"),
            ("15%", None, "share",
             "requests_failed (61870) / slo.error_budget_requests (412000) = 15.0%"),
            ("37.5%", None, "sum", "slo.budget_consumed_before_pct (22.5) + 15.0 = 37.5"),
        ],
        note="timestamps are ISO strings (dates) in the pool and zoned times in the prose; "
             "INC-4471 and SEV2 are identifiers; '30-day' is a window.",
    ),
    dict(
        id="nat-infra-02",
        pool={
            "service": "search-api",
            "week": "2025-W36",
            "endpoints": [
                {"path": "/search", "requests": 8420000, "p50_ms": 41, "p95_ms": 212,
                 "p99_ms": 488, "errors": 3120},
                {"path": "/suggest", "requests": 12950000, "p50_ms": 12, "p95_ms": 38,
                 "p99_ms": 95, "errors": 1040},
                {"path": "/facets", "requests": 2310000, "p50_ms": 67, "p95_ms": 301,
                 "p99_ms": 712, "errors": 2890},
            ],
            "prev_week": {"search_p95_ms": 245, "facets_p99_ms": 604, "total_requests": 22110000},
            "slo_p95_ms": 250,
        },
        text=(
            "### search-api weekly latency (week 36)\n\n"
            "Traffic grew to **23.68M requests**, up about 7% on last week's 22.11M, with "
            "/suggest carrying 12.95M of it (roughly 55%).\n\n"
            "| Endpoint | p50 | p95 | p99 |\n"
            "|---|---|---|---|\n"
            "| /search | 41 ms | 212 ms | 488 ms |\n"
            "| /suggest | 12 ms | 38 ms | 95 ms |\n"
            "| /facets | 67 ms | 301 ms | 712 ms |\n\n"
            "- **/search** p95 improved to 212 ms from 245 ms, 33 ms faster after the index "
            "change.\n"
            "- **/facets** is the problem: p99 rose to 712 ms from 604 ms (+18%), and its p95 is "
            "51 ms over the 250 ms SLO. 2 of 3 endpoints are within SLO.\n\n"
            "**Errors:** 7,050 in total, about 0.03% of requests; /facets alone accounts for "
            "2,890, an error rate of 0.13%.\n\n"
            "Recommend prioritising the /facets aggregation cache before next week's traffic "
            "peak."
        ),
        derived=[
            ("23.68M", None, "sum", "sum of endpoints[*].requests = 23680000"),
            ("7%", None, "percent_change",
             "(23680000 − prev_week.total_requests 22110000) / 22110000 = +7.1%"),
            ("55%", None, "share", "endpoints[1].requests (12950000) / 23680000 = 54.7%"),
            ("33 ms", None, "difference", "endpoints[0].p95_ms (212) − prev_week.search_p95_ms (245) = −33"),
            ("+18%", None, "percent_change",
             "(endpoints[2].p99_ms 712 − prev_week.facets_p99_ms 604) / 604 = +17.9%"),
            ("51 ms", None, "difference", "endpoints[2].p95_ms (301) − slo_p95_ms (250) = 51"),
            ("2", "2 of 3", "count", "count of endpoints[*] with p95_ms ≤ slo_p95_ms (250) = 2"),
            ("3", "of 3 endpoints", "count", "endpoints.length (3)"),
            ("7,050", None, "sum", "sum of endpoints[*].errors = 3120 + 1040 + 2890 = 7050"),
            ("0.03%", None, "share", "7050 / 23680000 = 0.0298%"),
            ("0.13%", None, "share", "endpoints[2].errors (2890) / endpoints[2].requests (2310000) = 0.125%"),
        ],
        note="p50/p95/p99 are identifiers; the table copies the endpoint list; per-endpoint "
             "changes compare with prev_week siblings; 'week 36' is an identifier.",
    ),
    dict(
        id="nat-infra-03",
        pool={
            "cluster": "pg-prod",
            "nodes": [
                {"host": "pg-prod-1", "used_gb": 1412, "total_gb": 2000, "growth_gb_per_day": 9.8},
                {"host": "pg-prod-2", "used_gb": 1388, "total_gb": 2000, "growth_gb_per_day": 9.6},
                {"host": "pg-prod-3", "used_gb": 1705, "total_gb": 2000, "growth_gb_per_day": 14.1},
            ],
            "alert_threshold_pct": 85,
            "used_gb_last_month": {"pg-prod-1": 1120, "pg-prod-2": 1101, "pg-prod-3": 1290},
        },
        text=(
            "**pg-prod disk capacity, weekly check**\n\n"
            "Cluster-wide, the three nodes are using 4,505 GB of 6,000 GB (75.1%).\n\n"
            "**pg-prod-3 needs attention.** It is at 1,705 GB of 2,000 GB, 85.3% full and past the "
            "85% alert threshold, with only 295 GB of headroom. It's also growing fastest, at "
            "14.1 GB a day, and has added 415 GB since last month (up 32%). At that rate it fills "
            "in roughly three weeks.\n\n"
            "The other two are comfortable:\n"
            "- pg-prod-1: 1,412 GB (70.6%), growing 9.8 GB/day\n"
            "- pg-prod-2: 1,388 GB (69.4%), growing 9.6 GB/day\n\n"
            "**Recommendation:** expand the pg-prod-3 volume this sprint, or rebalance the largest "
            "tenant tables onto pg-prod-2, which has 612 GB free."
        ),
        derived=[
            ("4,505 GB", None, "sum", "sum of nodes[*].used_gb = 1412 + 1388 + 1705 = 4505"),
            ("6,000 GB", None, "sum", "sum of nodes[*].total_gb = 6000"),
            ("75.1%", None, "share", "4505 / 6000 = 75.08%"),
            ("85.3%", None, "share", "nodes[2].used_gb (1705) / nodes[2].total_gb (2000) = 85.25%"),
            ("295 GB", None, "difference", "nodes[2].total_gb (2000) − nodes[2].used_gb (1705) = 295"),
            ("415 GB", None, "difference",
             "nodes[2].used_gb (1705) − used_gb_last_month.pg-prod-3 (1290) = 415"),
            ("32%", None, "percent_change", "415 / 1290 = +32.2%"),
            ("70.6%", None, "share", "nodes[0].used_gb (1412) / nodes[0].total_gb (2000) = 70.6%"),
            ("69.4%", None, "share", "nodes[1].used_gb (1388) / nodes[1].total_gb (2000) = 69.4%"),
            ("612 GB", None, "difference", "nodes[1].total_gb (2000) − nodes[1].used_gb (1388) = 612"),
        ],
        note="host names pg-prod-1/2/3 end in digits glued to a word by '-'; today they "
             "tokenize as claims 1, 2, 3 (a tokenizer gap, see report) though they are "
             "identifiers like SCP-173; 85.25 rounds to 85.3 at the half.",
    ),
    dict(
        id="nat-infra-04",
        pool={
            "repo": "web-app",
            "week": "2025-W33",
            "builds": [{"id": i, "branch": b, "status": s, "duration_s": d}
                       for i, b, s, d in _BUILDS],
            "prev_week": {"success_rate_pct": 91.7, "avg_duration_s": 468},
            "flaky_tests": ["test_checkout_timeout", "test_search_pagination"],
        },
        text=(
            "## CI health: web-app, week 33\n\n"
            "**Pass rate dropped to 75%** (6 of 8 builds), down 16.7 points from 91.7% last "
            "week. Both failures are worth a look:\n"
            "- **#8813** on main failed after 4:47 in test_checkout_timeout, one of the 2 known "
            "flaky tests.\n"
            "- **#8816** on fix/login failed after 2:23 on a lint error; a real failure, not "
            "flakiness.\n\n"
            "**Build time:** the average build took 7:30, 18 seconds faster than last week's "
            "7:48, but only because the two failures stopped early. Passing builds averaged "
            "8:48, and the slowest, #8818 on main, ran 10:22.\n\n"
            "Altogether the pipeline spent 59:58 building this week, just under an hour.\n\n"
            "**Suggested fixes:** quarantine the flaky tests and cache node_modules, which was "
            "the biggest chunk of the runtime of #8818."
        ),
        derived=[
            ("75%", None, "share", "count of builds[*] passed (6) / builds.length (8) = 75%"),
            ("6", "6 of 8", "count", "count of builds[*] with status passed = 6"),
            ("8", "of 8 builds", "count", "builds.length (8)"),
            ("16.7", "down 16.7", "difference", "75 − prev_week.success_rate_pct (91.7) = −16.7"),
            ("4:47", None, "duration_format", "builds[1].duration_s (287 s) = 4:47"),
            ("2", "the 2 known", "count", "flaky_tests.length (2)"),
            ("2:23", None, "duration_format", "builds[4].duration_s (143 s) = 2:23"),
            ("7:30", None, "mean", "mean of builds[*].duration_s = 3598 / 8 = 449.75 s = 7:30"),
            ("18 seconds", None, "difference", "449.75 − prev_week.avg_duration_s (468) = −18.25"),
            ("7:48", None, "duration_format", "prev_week.avg_duration_s (468 s) = 7:48"),
            ("8:48", None, "mean",
             "mean of builds[*].duration_s with status passed = 3168 / 6 = 528 s = 8:48"),
            ("10:22", None, "duration_format", "builds[6].duration_s (622 s) = 10:22"),
            ("59:58", None, "sum", "sum of builds[*].duration_s = 3598 s = 59:58"),
        ],
        note="every duration is reformatted from seconds; build numbers after '#' are "
             "references; the pass rate is a share of a filtered count.",
    ),
    dict(
        id="nat-infra-05",
        pool={
            "account": "prod",
            "month": "2025-09",
            "services": [
                {"name": "EC2", "cost": 18420.55, "prev": 16980.10},
                {"name": "RDS", "cost": 7310.20, "prev": 7295.80},
                {"name": "S3", "cost": 2145.90, "prev": 1988.45},
                {"name": "CloudFront", "cost": 1320.75, "prev": 1410.30},
                {"name": "Other", "cost": 986.60, "prev": 940.35},
            ],
            "budget": 29000,
            "credits_applied": 500,
        },
        text=(
            "**AWS spend, September (prod)**\n\n"
            "September came to **$30,184.00**, up $1,569.00 (about 5.5%) from August's "
            "$28,615.00 and $1,184.00 over the $29,000 budget. Even after the $500 credit, "
            "you're $684.00 over.\n\n"
            "**By service**\n"
            "- **EC2:** $18,420.55, about 61% of the bill and the main driver: up $1,440.45 "
            "(8.5%) from $16,980.10.\n"
            "- **RDS:** $7,310.20, flat.\n"
            "- **S3:** $2,145.90, up from $1,988.45 as the log bucket grows.\n"
            "- **CloudFront:** $1,320.75, down $89.55, the only service that got cheaper.\n"
            "- **Other:** $986.60.\n\n"
            "**Suggestions:** most of the EC2 growth is on-demand instances added for the load "
            "test on Sep 12 that were never scaled back. Terminating them, and moving "
            "steady-state capacity to a savings plan, should bring October back under budget."
        ),
        derived=[
            ("$30,184.00", None, "sum", "sum of services[*].cost = 30184.00"),
            ("$1,569.00", None, "difference", "30184.00 − 28615.00 (sum of services[*].prev) = 1569.00"),
            ("5.5%", None, "percent_change", "1569.00 / 28615.00 = +5.48%"),
            ("$28,615.00", None, "sum", "sum of services[*].prev = 28615.00"),
            ("$1,184.00", None, "difference", "30184.00 − budget (29000) = 1184.00"),
            ("$684.00", None, "difference", "30184.00 − credits_applied (500) − budget (29000) = 684.00"),
            ("61%", None, "share", "services[0].cost (18420.55) / 30184.00 = 61.0%"),
            ("$1,440.45", None, "difference", "services[0].cost (18420.55) − services[0].prev (16980.10) = 1440.45"),
            ("8.5%", None, "percent_change", "1440.45 / 16980.10 = +8.48%"),
            ("$89.55", None, "difference", "services[3].cost (1320.75) − services[3].prev (1410.30) = −89.55"),
        ],
        note="both month totals are sums over the services list (cost and prev); credits are "
             "stored positive as applied credits so the copied $500 needs no cue; 'Sep 12' is "
             "a date.",
    ),
]

FLAWS = {
    "nat-infra-01": [
        ("rollback completes, 45 minutes", "rollback completes, 54 minutes", "54 minutes",
         "invented", "transposed digits",
         "mitigated_at − detected_at is 14:52 − 14:07 = 45 min; 54 min matches nothing"),
        ("affecting 3,140 customers", "affecting 3,410 customers", "3,410", "invented",
         "transposed digits", "customers_affected is 3140; no pool value within 0.5 of 3410"),
    ],
    "nat-infra-02": [
        ("| /facets | 67 ms | 301 ms |", "| /facets | 67 ms | 301 s |", "301 s", "invented",
         "unit confusion", "endpoints[2].p95_ms is 301 ms = 0.301 s; 301 s matches no duration"),
    ],
    "nat-infra-03": [
        ("It is at 1,705 GB of", "It is at 1,705 MB of", "1,705 MB", "invented", "unit confusion",
         "nodes[2].used_gb is 1705 GB; 1705 MB = 1.705 GB matches no size"),
    ],
    "nat-infra-04": [
        ("from 91.7% last", "from 97.1% last", "97.1%", "invented", "transposed digits",
         "prev_week.success_rate_pct is 91.7; nothing is within 0.05 of 97.1"),
    ],
    "nat-infra-05": [
        ("**CloudFront:** $1,320.75", "**CloudFront:** $1,230.75", "$1,230.75", "invented",
         "transposed digits", "services[3].cost is 1320.75; nothing is within 0.005 of 1230.75"),
    ],
}

"""Infrastructure-monitoring drafts."""

CLEAN = [
    dict(
        id="infra-01-clean",
        domain="infrastructure monitoring",
        pool={
            "service": "checkout-api",
            "release": "v2.3.1",
            "deployed": "2025-08-07",
            "p50_ms": 84,
            "p95_ms": 412,
            "p99_ms": 1260,
            "error_rate": 0.0214,
            "requests": 1843210,
            "slo_target": 0.999,
            "error_budget_remaining": 0.38,
            "cpu_pct": 71.5,
            "memory_gb": 5.8,
            "pods_restarted": 3,
            "incident": "SEV2",
            "suspect_pr": "#221",
        },
        text=(
            "## checkout-api after the v2.3.1 rollout\n\n"
            "**Status: degraded.** Since the deploy on 2025-08-07 at 14:05 UTC, latency and errors "
            "are both elevated.\n\n"
            "**Latency**\n"
            "- p50: 84 ms\n"
            "- p95: 412 ms\n"
            "- p99: 1.26 s\n\n"
            "**Errors:** 2.14% of 1,843,210 requests failed, well above what the 99.9% SLO "
            "allows. About 38% of the monthly error budget remains.\n\n"
            "**Resources:** CPU is at 71.5% and memory at 5.8 GB; 3 pods restarted in the last "
            "hour.\n\n"
            "**Recommended next steps**\n"
            "1. Roll back to the previous release and keep the SEV2 open.\n"
            "2. Review PR #221, which changed the connection pool settings.\n"
            "3. Re-check p95 in the next 30 minutes and post an update in the incident channel.\n\n"
            "Dashboard: https://grafana.example.com/d/checkout/42"
        ),
        note="'1.26 s' converts p99_ms 1260; '2.14%' / '99.9%' / 'About 38%' are fractions as "
             "percentages; '2025-08-07' date, '14:05 UTC' time, 'v2.3.1' version, 'p50'/'p95'/"
             "'SEV2' identifiers, '#221' reference, 'next 30 minutes' window, '42' in a URL; "
             "'3 pods' grounded by pods_restarted.",
    ),
    dict(
        id="infra-02-clean",
        domain="infrastructure monitoring",
        pool={
            "cluster": "pg-prod",
            "nodes": [
                {"name": "db-a", "disk_used_pct": 81.2, "iops_p95": 14200, "replication_lag_s": 0.4},
                {"name": "db-b", "disk_used_pct": 78.9, "iops_p95": 13850, "replication_lag_s": 2.7},
                {"name": "db-c", "disk_used_pct": 64.0, "iops_p95": 9120, "replication_lag_s": 0.3},
            ],
            "growth_gb_per_day": 38.5,
            "days_to_full": 19,
            "backup_duration_s": 2874,
            "backup_size_gb": 612,
            "alerts_fired": 7,
            "uptime": 0.99987,
        },
        text=(
            "### Weekly capacity report: pg-prod\n\n"
            "**TL;DR:** Disk is the constraint. At the current growth of ~38.5 GB/day, the busiest "
            "node fills up in about 19 days.\n\n"
            "**Per node**\n\n"
            "| Node | Disk used | IOPS (p95) | Replication lag |\n"
            "|---|---|---|---|\n"
            "| db-a | 81.2% | 14.2k | 0.4 s |\n"
            "| db-b | 78.9% | 13,850 | 2.7 s |\n"
            "| db-c | 64% | 9,120 | 0.3 s |\n\n"
            "**Other notes**\n"
            "- The nightly backup took 47:54 and wrote 612 GB.\n"
            "- 7 alerts fired this week, all disk-related.\n"
            "- Uptime was 99.987%.\n\n"
            "**Recommendation:** expand db-a and db-b storage before Sept. 20, or enable "
            "compression on the archive tables. Replication lag on db-b is worth a look too, "
            "though it is not yet paging anyone."
        ),
        note="'about 19 days' is a window (vetoed) that is also in the pool; '14.2k' scale; "
             "'64%' grounds 64.0; 2874 s written as 47:54; '99.987%' grounds 0.99987; 'p95' "
             "identifier; 'Sept. 20' date.",
    ),
    dict(
        id="infra-03-clean",
        domain="infrastructure monitoring",
        pool={
            "incident_id": 4471,
            "date": "2025-03-14",
            "start": "2:12 am UTC",
            "severity": "SEV1",
            "duration_s": 4620,
            "customers_affected": 12840,
            "failed_payments": 3312,
            "error_peak_pct": 37.5,
            "time_to_page_s": 540,
            "status_page_updates": 5,
            "root_cause": "expired TLS certificate",
            "action_items": ["Automate certificate renewal",
                             "Alert on certificates close to expiry",
                             "Run a certificate-rotation game day",
                             "Update the runbook"],
        },
        text=(
            "# Postmortem: Incident #4471 (March 14)\n\n"
            "**Summary:** An expired TLS certificate on the payments gateway caused checkout "
            "failures for 77 minutes, starting at 2:12 am UTC. This was a SEV1.\n\n"
            "**Impact**\n"
            "- 12,840 customers affected\n"
            "- 3,312 failed payment attempts\n"
            "- Error rate peaked at 37.5%\n\n"
            "**Detection:** The on-call engineer was paged 9 minutes after onset, and we posted "
            "5 status page updates while the fix rolled out.\n\n"
            "**Action items (4)**\n"
            "1. Automate certificate renewal.\n"
            "2. Alert when any certificate is within 30 days of expiry.\n"
            "3. Run a certificate-rotation game day in Q2.\n"
            "4. Update the runbook.\n\n"
            "No data was lost. Customers whose payments failed were emailed within the hour."
        ),
        note="'77 minutes' converts duration_s 4620 and '9 minutes' time_to_page_s 540 (s→min; "
             "minutes are claims unless after last/past/next/previous); '(4)' grounded by "
             "action_items.length; '#4471' reference, 'SEV1' identifier, '30 days' window, 'Q2' "
             "date, '2:12 am UTC' time.",
    ),
]

PLANTS = {
    "infra-01-clean": [
        ("- p99: 1.26 s", "- p99: 1.62 s", "1.62 s", "invented",
         "p99_ms is 1260 (= 1.26 s); nothing in the pool is 1.62 s or unitless 1.62"),
        ("of 1,843,210 requests", "of 1,483,210 requests", "1,483,210", "invented",
         "requests is 1843210; nothing in the pool is near 1,483,210"),
    ],
    "infra-02-clean": [
        ("| db-a | 81.2% |", "| db-a | 88.2% |", "88.2%", "invented",
         "db-a disk_used_pct is 81.2; neither 88.2 nor 0.882 is in the pool"),
        ("| 13,850 | 2.7 s |", "| 13,850 | 2.7 ms |", "2.7 ms", "invented",
         "db-b lag is 2.7 s = 2700 ms: same dimension, so after conversion nothing grounds "
         "2.7 ms (invented, not unit_mismatch)"),
    ],
    "infra-03-clean": [
        ("- 12,840 customers", "- 21,840 customers", "21,840", "invented",
         "customers_affected is 12840; nothing in the pool is near 21,840"),
        ("paged 9 minutes after", "paged 9 seconds after", "9 seconds", "invented",
         "time_to_page_s is 540 s = 9 min; 9 s is the same dimension, so nothing grounds it"),
    ],
}

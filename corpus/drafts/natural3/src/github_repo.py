"""GitHub repository: releases with asset download counts and the PRs merged
since the previous release, Actions workflow runs on main with run timing and
the jobs of a failed run, and a repository's open-PR backlog with weekly
traffic views (all in GitHub REST API shapes)."""

DOMAIN = "github_repo"
SPLIT = "test"

_G01_POOL = {
    "repository": {"full_name": "tidepool-labs/ferrule", "default_branch": "main", "stargazers_count": 4791},
    "fetched_at": "2024-05-21T08:00:00Z",
    "releases": [
        {
            "id": 158203344,
            "tag_name": "v2.4.0",
            "name": "v2.4.0 - Parallel fetch",
            "draft": False,
            "prerelease": False,
            "target_commitish": "main",
            "created_at": "2024-05-14T15:58:02Z",
            "published_at": "2024-05-14T16:22:47Z",
            "author": {"login": "mkowalski", "type": "User"},
            "assets": [
                {"name": "ferrule-v2.4.0-x86_64-unknown-linux-gnu.tar.gz", "size": 4812233, "download_count": 1842},
                {"name": "ferrule-v2.4.0-aarch64-apple-darwin.tar.gz", "size": 4391021, "download_count": 1207},
                {"name": "ferrule-v2.4.0-x86_64-pc-windows-msvc.zip", "size": 5012877, "download_count": 633},
            ],
        },
        {
            "id": 154977120,
            "tag_name": "v2.3.1",
            "name": "v2.3.1",
            "draft": False,
            "prerelease": False,
            "target_commitish": "main",
            "created_at": "2024-04-25T08:51:14Z",
            "published_at": "2024-04-25T09:10:31Z",
            "author": {"login": "jtanaka", "type": "User"},
            "assets": [
                {"name": "ferrule-v2.3.1-x86_64-unknown-linux-gnu.tar.gz", "size": 4650118, "download_count": 5120},
                {"name": "ferrule-v2.3.1-aarch64-apple-darwin.tar.gz", "size": 4233870, "download_count": 3087},
                {"name": "ferrule-v2.3.1-x86_64-pc-windows-msvc.zip", "size": 4870452, "download_count": 1208},
            ],
        },
        {
            "id": 151630057,
            "tag_name": "v2.3.0",
            "name": "v2.3.0 - Lockfile v3",
            "draft": False,
            "prerelease": False,
            "target_commitish": "main",
            "created_at": "2024-04-03T18:20:40Z",
            "published_at": "2024-04-03T18:45:09Z",
            "author": {"login": "mkowalski", "type": "User"},
            "assets": [],
        },
    ],
    "merged_pulls_since_previous": [
        {"number": 503, "title": "Fix lockfile race on Windows", "user": {"login": "jtanaka"},
         "merged_at": "2024-05-02T08:03:10Z", "additions": 96, "deletions": 41, "labels": [{"name": "bug"}, {"name": "windows"}]},
        {"number": 507, "title": "Bump tokio from 1.37.0 to 1.38.0", "user": {"login": "dependabot[bot]"},
         "merged_at": "2024-05-06T07:14:52Z", "additions": 12, "deletions": 12, "labels": [{"name": "dependencies"}]},
        {"number": 498, "title": "Parallel fetch of remote manifests", "user": {"login": "mkowalski"},
         "merged_at": "2024-05-09T11:20:45Z", "additions": 1482, "deletions": 311, "labels": [{"name": "feature"}]},
        {"number": 512, "title": "Add --jobs flag and config key", "user": {"login": "alice-w"},
         "merged_at": "2024-05-13T19:47:55Z", "additions": 728, "deletions": 377, "labels": [{"name": "feature"}]},
    ],
}

_G01_TEXT = """**v2.4.0 ("Parallel fetch")** was published on **14 May 2024 at 16:22 UTC** by @mkowalski, 19 days after the v2.3.1 patch release and about 41 days after v2.3.0.

### What went into it

Four pull requests were merged between v2.3.1 and v2.4.0:

| PR | Title | Author | Lines |
|---|---|---|---|
| #498 | Parallel fetch of remote manifests | mkowalski | +1,482 / −311 |
| #512 | Add `--jobs` flag and config key | alice-w | +728 / −377 |
| #503 | Fix lockfile race on Windows | jtanaka | +96 / −41 |
| #507 | Bump tokio to 1.38.0 | dependabot | +12 / −12 |

In total that's **+2,318 / −741 lines**. The release is essentially one feature: #498 alone accounts for about 64% of the added lines, and #512 exposes it through the new `--jobs` flag. #512 was merged on 13 May at 19:47 UTC, only about 21 hours before the release went out, so it had very little soak time on `main`. If anything regresses, that's where I'd look first.

### Uptake so far

As of the data pull (21 May, 08:00 UTC), v2.4.0 has been out for just under 7 days and its binaries have been downloaded **3,682 times**, roughly 550 a day:

- **Linux (x86_64):** 1,842, about half of all downloads
- **macOS (Apple Silicon):** 1,207
- **Windows:** 633, about 17% of the total

For comparison, v2.3.1 has 9,415 downloads over roughly four weeks, with Windows at about 13% of those. Windows' share is noticeably higher for v2.4.0, which fits with #503 fixing the lockfile race that Windows users had been hitting.

### In short

A focused feature release that's being picked up at a healthy pace. The main risk is the late-merged `--jobs` work; keep an eye on new issues mentioning parallel fetch or lockfile errors over the next week or so.
"""

_G02_POOL = {
    "repository": "tidepool-labs/ferrule",
    "workflow": {"name": "CI"},
    "total_count": 214,
    "workflow_runs": [
        {"id": 9418277310, "run_number": 1187, "display_title": "Merge pull request #536 from tidepool-labs/cache-keys",
         "conclusion": "success", "run_attempt": 2,
         "created_at": "2024-06-07T13:31:40Z", "run_started_at": "2024-06-07T14:05:12Z",
         "updated_at": "2024-06-07T14:22:58Z", "run_duration_ms": 1066000},
        {"id": 9411980251, "run_number": 1186, "display_title": "Merge pull request #535 from tidepool-labs/msrv-1.75",
         "conclusion": "failure", "run_attempt": 1,
         "created_at": "2024-06-07T09:12:03Z", "run_started_at": "2024-06-07T09:12:08Z",
         "updated_at": "2024-06-07T09:31:40Z", "run_duration_ms": 1172000},
        {"id": 9398114702, "run_number": 1185, "display_title": "Merge pull request #534 from tidepool-labs/docs-env",
         "conclusion": "success", "run_attempt": 1,
         "created_at": "2024-06-06T16:40:22Z", "run_started_at": "2024-06-06T16:40:27Z",
         "updated_at": "2024-06-06T16:57:41Z", "run_duration_ms": 1034000},
        {"id": 9380556123, "run_number": 1184, "display_title": "Merge pull request #531 from tidepool-labs/e2e-matrix",
         "conclusion": "success", "run_attempt": 1,
         "created_at": "2024-06-05T11:02:50Z", "run_started_at": "2024-06-05T11:02:55Z",
         "updated_at": "2024-06-05T11:19:03Z", "run_duration_ms": 968000},
        {"id": 9364419870, "run_number": 1183, "display_title": "Merge pull request #529 from tidepool-labs/retry-backoff",
         "conclusion": "success", "run_attempt": 1,
         "created_at": "2024-06-04T15:20:11Z", "run_started_at": "2024-06-04T15:20:15Z",
         "updated_at": "2024-06-04T15:29:27Z", "run_duration_ms": 552000},
        {"id": 9349003412, "run_number": 1182, "display_title": "Merge pull request #527 from tidepool-labs/clippy-fixes",
         "conclusion": "success", "run_attempt": 1,
         "created_at": "2024-06-03T10:01:44Z", "run_started_at": "2024-06-03T10:01:49Z",
         "updated_at": "2024-06-03T10:10:22Z", "run_duration_ms": 513000},
    ],
    "jobs_of_run_9411980251": {
        "total_count": 4,
        "jobs": [
            {"name": "lint", "conclusion": "success",
             "started_at": "2024-06-07T09:12:15Z", "completed_at": "2024-06-07T09:13:48Z"},
            {"name": "unit (ubuntu-latest)", "conclusion": "success",
             "started_at": "2024-06-07T09:12:16Z", "completed_at": "2024-06-07T09:18:05Z"},
            {"name": "e2e (ubuntu-latest)", "conclusion": "success",
             "started_at": "2024-06-07T09:12:20Z", "completed_at": "2024-06-07T09:27:02Z"},
            {"name": "e2e (windows-latest)", "conclusion": "failure",
             "started_at": "2024-06-07T09:12:21Z", "completed_at": "2024-06-07T09:31:33Z",
             "steps": [{"number": 4, "name": "Run e2e suite", "conclusion": "failure"}]},
        ],
    },
}

_G02_TEXT = """**Two separate things are happening: CI on `main` roughly doubled in length once #531 landed, and the new Windows e2e job looks flaky.**

### It got slower

| Run | PR | Result | Duration |
|---|---|---|---|
| 1182 | #527 | success | 8 min 33 s |
| 1183 | #529 | success | 9 min 12 s |
| 1184 | #531 (e2e matrix) | success | 16 min 8 s |
| 1185 | #534 | success | 17 min 14 s |
| 1186 | #535 | **failure** | 19 min 32 s |
| 1187 | #536 | success (attempt 2) | 17 min 46 s |

The two runs before #531 averaged about **8.9 minutes**; the four since then average about **17.7 minutes**, so roughly twice as long. That's expected given what #531 added: in run 1186, the `e2e (ubuntu-latest)` job alone took about 14.7 minutes (09:12 to 09:27), against under 6 minutes for the unit tests.

### It got flakier

- **Run 1186** (7 June, started 09:12 UTC) failed in `e2e (windows-latest)`, at the step "Run e2e suite", after about 19 minutes. Lint, unit and the Ubuntu e2e job all passed, and #535 only changed the MSRV, which makes a real regression unlikely.
- **Run 1187** needed a second attempt: the run was created at 13:31 UTC and the re-run only started at 14:05, about 34 minutes later, before going green.

So 2 of the 4 runs since #531 hit a failure, i.e. about half. Both point at the Windows e2e leg, although for 1187 I only have the run-level data, not which job failed on the first attempt.

### What I'd do

1. Mark `e2e (windows-latest)` as `continue-on-error` (or move it to a nightly schedule) until it's stable, so it doesn't block merges.
2. Split the e2e suite across a few shards; the Ubuntu leg alone is now the critical path.
3. Pull the logs for the failed attempt of run 1187 to confirm it's the same test.

Of the 214 runs recorded for this workflow these are only the last six, so if you want I can look further back to check whether Windows failures appeared before #531 too.
"""

_G03_POOL = {
    "fetched_at": "2024-06-10T09:00:00Z",
    "repo": {
        "full_name": "tidepool-labs/ferrule",
        "default_branch": "main",
        "stargazers_count": 4862,
        "forks_count": 317,
        "open_issues_count": 47,
        "subscribers_count": 58,
        "pushed_at": "2024-06-09T21:04:37Z",
        "license": {"spdx_id": "Apache-2.0"},
    },
    "open_pulls": [
        {"number": 539, "title": "Fix panic on empty manifest", "user": {"login": "rpatel"}, "draft": False,
         "created_at": "2024-06-09T17:48:20Z", "updated_at": "2024-06-09T18:30:02Z",
         "requested_reviewers": [{"login": "jtanaka"}], "comments": 1, "review_comments": 0,
         "additions": 38, "deletions": 4, "changed_files": 2},
        {"number": 538, "title": "Bump serde from 1.0.201 to 1.0.203", "user": {"login": "dependabot[bot]"}, "draft": False,
         "created_at": "2024-06-08T03:02:11Z", "updated_at": "2024-06-08T03:02:13Z",
         "requested_reviewers": [], "comments": 0, "review_comments": 0,
         "additions": 6, "deletions": 6, "changed_files": 2},
        {"number": 537, "title": "WIP: plugin API", "user": {"login": "alice-w"}, "draft": True,
         "created_at": "2024-06-06T21:15:32Z", "updated_at": "2024-06-09T10:12:45Z",
         "requested_reviewers": [], "comments": 3, "review_comments": 0,
         "additions": 1930, "deletions": 12, "changed_files": 27},
        {"number": 533, "title": "Docs: migration guide for 2.x", "user": {"login": "lfernandes"}, "draft": False,
         "created_at": "2024-06-03T08:40:00Z", "updated_at": "2024-06-04T12:19:30Z",
         "requested_reviewers": [], "comments": 2, "review_comments": 0,
         "additions": 412, "deletions": 57, "changed_files": 6},
        {"number": 520, "title": "Support for S3-compatible backends", "user": {"login": "okonkwo-d"}, "draft": False,
         "created_at": "2024-05-02T14:11:09Z", "updated_at": "2024-05-29T16:45:51Z",
         "requested_reviewers": [{"login": "mkowalski"}], "comments": 14, "review_comments": 31,
         "additions": 2104, "deletions": 388, "changed_files": 41},
    ],
    "traffic_views": {
        "count": 8893,
        "uniques": 1904,
        "views": [
            {"timestamp": "2024-05-20T00:00:00Z", "count": 2318, "uniques": 611},
            {"timestamp": "2024-05-27T00:00:00Z", "count": 2904, "uniques": 748},
            {"timestamp": "2024-06-03T00:00:00Z", "count": 3671, "uniques": 902},
        ],
    },
}

_G03_TEXT = """**Short answer:** the PR backlog is small and mostly fresh, but one large PR is stuck, and interest in the repo is clearly growing.

### Open pull requests (as of 10 June)

| PR | Title | Open for | Status |
|---|---|---|---|
| #520 | Support for S3-compatible backends | ~39 days | review requested from @mkowalski |
| #533 | Docs: migration guide for 2.x | 7 days | no reviewer assigned |
| #537 | WIP: plugin API | ~3.5 days | draft |
| #538 | Bump serde to 1.0.203 | ~2 days | dependabot, no reviewer |
| #539 | Fix panic on empty manifest | ~15 hours | review requested from @jtanaka |

**The one that needs attention is #520.** It has been open for well over a month, it's big (+2,104 / −388 across 41 files) and it has a lot of discussion: 14 comments plus 31 review comments. Nobody has touched it since 29 May. That pattern usually means the author is waiting on a decision rather than on more review, so it's worth @mkowalski either approving the approach or saying clearly what's blocking it.

The rest is healthy: #539 and #538 are small and can likely be merged today, and #533 just needs someone assigned; docs PRs tend to sit when nobody is asked.

On issues, the repo shows 47 open, but that count includes the 5 open PRs, so there are about **42 actual open issues**.

### Traffic

| Week of | Views | Unique visitors |
|---|---|---|
| 20 May | 2,318 | 611 |
| 27 May | 2,904 | 748 |
| 3 Jun | 3,671 | 902 |

- Views rose about **26%** week over week, and unique visitors about **21%**.
- Over the two weeks since the week of 20 May, views are up roughly 58%.
- The repo sits at 4,862 stars and 317 forks.

Growing traffic plus a stalled contributor PR is a combination worth fixing quickly: new contributors tend to look at how existing PRs are treated before they send their own.
"""

CASES = [
    dict(
        id="n3-github_repo-01",
        pool=_G01_POOL,
        text=_G01_TEXT,
        copied=[
            ("14 May 2024", None, "releases[0].published_at"),
            ("16:22", None, "releases[0].published_at"),
            ("+1,482", None, "merged_pulls_since_previous[2].additions"),
            ("−311", None, "merged_pulls_since_previous[2].deletions"),
            ("+728", None, "merged_pulls_since_previous[3].additions"),
            ("−377", None, "merged_pulls_since_previous[3].deletions"),
            ("+96", None, "merged_pulls_since_previous[0].additions"),
            ("−41", None, "merged_pulls_since_previous[0].deletions"),
            ("+12", None, "merged_pulls_since_previous[1].additions"),
            ("−12", None, "merged_pulls_since_previous[1].deletions"),
            ("13 May", None, "merged_pulls_since_previous[3].merged_at"),
            ("19:47", None, "merged_pulls_since_previous[3].merged_at"),
            ("21 May", None, "fetched_at"),
            ("08:00", None, "fetched_at"),
            ("1,842", None, "releases[0].assets[0].download_count"),
            ("1,207", None, "releases[0].assets[1].download_count"),
            ("633", None, "releases[0].assets[2].download_count"),
        ],
        derived=[
            ("19 days", None, "time_between",
             "releases[0].published_at (2024-05-14T16:22:47Z) - releases[1].published_at (2024-04-25T09:10:31Z) = 19 d 7 h"),
            ("41 days", None, "time_between",
             "releases[0].published_at (2024-05-14T16:22:47Z) - releases[2].published_at (2024-04-03T18:45:09Z) = 40 d 21.6 h"),
            ("Four", "Four pull requests", "count",
             "len(merged_pulls_since_previous) = 4"),
            ("+2,318", None, "sum",
             "additions 1482 + 728 + 96 + 12 = 2318"),
            ("−741", None, "sum",
             "deletions 311 + 377 + 41 + 12 = 741"),
            ("64%", None, "share",
             "merged_pulls_since_previous[2].additions (1482) / total additions (2318) = 63.9%"),
            ("21 hours", None, "time_between",
             "releases[0].published_at (2024-05-14T16:22:47Z) - merged_pulls_since_previous[3].merged_at (2024-05-13T19:47:55Z) = 20 h 35 min"),
            ("7 days", None, "time_between",
             "fetched_at (2024-05-21T08:00:00Z) - releases[0].published_at (2024-05-14T16:22:47Z) = 6 d 15.6 h"),
            ("3,682", None, "sum",
             "releases[0].assets[*].download_count: 1842 + 1207 + 633 = 3682"),
            ("550", None, "ratio",
             "3682 downloads / 6.65 days since releases[0].published_at = 553.6 per day"),
            ("half", "about half of all downloads", "share",
             "releases[0].assets[0].download_count (1842) / 3682 = 50.0%"),
            ("17%", None, "share",
             "releases[0].assets[2].download_count (633) / 3682 = 17.2%"),
            ("9,415", None, "sum",
             "releases[1].assets[*].download_count: 5120 + 3087 + 1208 = 9415"),
            ("four weeks", None, "time_between",
             "fetched_at (2024-05-21T08:00:00Z) - releases[1].published_at (2024-04-25T09:10:31Z) = 25 d 22.8 h"),
            ("13%", None, "share",
             "releases[1].assets[2].download_count (1208) / 9415 = 12.8%"),
        ],
        note="Maintainer asks what went into the latest release and how it's being picked up; "
             "GitHub releases with asset download counts and the PRs merged since the previous release.",
    ),
    dict(
        id="n3-github_repo-02",
        pool=_G02_POOL,
        text=_G02_TEXT,
        copied=[
            ("2", "(attempt 2)", "workflow_runs[0].run_attempt"),
            ("7 June", None, "workflow_runs[1].run_started_at"),
            ("09:12 UTC", None, "workflow_runs[1].run_started_at"),
            ("09:12", "(09:12 to 09:27)", "jobs_of_run_9411980251.jobs[2].started_at"),
            ("09:27", None, "jobs_of_run_9411980251.jobs[2].completed_at"),
            ("13:31 UTC", None, "workflow_runs[0].created_at"),
            ("14:05", None, "workflow_runs[0].run_started_at"),
            ("214", None, "total_count"),
        ],
        derived=[
            ("8 min 33 s", None, "duration_format",
             "workflow_runs[5].run_duration_ms (513000) = 513 s"),
            ("9 min 12 s", None, "duration_format",
             "workflow_runs[4].run_duration_ms (552000) = 552 s"),
            ("16 min 8 s", None, "duration_format",
             "workflow_runs[3].run_duration_ms (968000) = 968 s"),
            ("17 min 14 s", None, "duration_format",
             "workflow_runs[2].run_duration_ms (1034000) = 1034 s"),
            ("19 min 32 s", None, "duration_format",
             "workflow_runs[1].run_duration_ms (1172000) = 1172 s"),
            ("17 min 46 s", None, "duration_format",
             "workflow_runs[0].run_duration_ms (1066000) = 1066 s"),
            ("Two", "**Two separate", "count",
             "distinct problems: duration increase after workflow_runs[3] and failures in e2e (windows-latest) = 2"),
            ("twice", "roughly twice as long", "ratio",
             "mean duration after #531 (1060 s) / mean before (532.5 s) = 1.99"),
            ("two", "The two runs before", "count",
             "workflow_runs[4], workflow_runs[5] = 2"),
            ("8.9 minutes", None, "mean",
             "(workflow_runs[4].run_duration_ms (552000) + workflow_runs[5].run_duration_ms (513000)) / 2 = 532500 ms = 8.875 min"),
            ("four", "the four since then", "count",
             "workflow_runs[0..3] = 4"),
            ("17.7 minutes", None, "mean",
             "(1066000 + 1172000 + 1034000 + 968000) / 4 = 1060000 ms = 17.67 min"),
            ("14.7 minutes", None, "time_between",
             "jobs_of_run_9411980251.jobs[2].completed_at (09:27:02) - started_at (09:12:20) = 882 s = 14.7 min"),
            ("6 minutes", None, "time_between",
             "jobs_of_run_9411980251.jobs[1].completed_at (09:18:05) - started_at (09:12:16) = 349 s = 5.8 min"),
            ("19 minutes", None, "time_between",
             "jobs_of_run_9411980251.jobs[3].completed_at (09:31:33) - started_at (09:12:21) = 1152 s = 19.2 min"),
            ("34 minutes", None, "time_between",
             "workflow_runs[0].run_started_at (14:05:12) - workflow_runs[0].created_at (13:31:40) = 33 min 32 s"),
            ("2", "So 2 of the 4", "count",
             "runs since #531 with a failed attempt: workflow_runs[1] (failure), workflow_runs[0] (run_attempt 2) = 2"),
            ("4", "So 2 of the 4", "count",
             "workflow_runs[0..3] = 4"),
            ("half", "i.e. about half", "share",
             "2 / 4 = 50%"),
            ("six", "the last six", "count",
             "len(workflow_runs) = 6"),
        ],
        note="Developer asks why CI on main has been slow and flaky this week; GitHub Actions "
             "workflow runs with run_duration_ms and the job list of one failed run.",
    ),
    dict(
        id="n3-github_repo-03",
        pool=_G03_POOL,
        text=_G03_TEXT,
        copied=[
            ("10 June", None, "fetched_at"),
            ("+2,104", None, "open_pulls[4].additions"),
            ("−388", None, "open_pulls[4].deletions"),
            ("41 files", None, "open_pulls[4].changed_files"),
            ("14 comments", None, "open_pulls[4].comments"),
            ("31 review comments", None, "open_pulls[4].review_comments"),
            ("29 May", None, "open_pulls[4].updated_at"),
            ("47 open", None, "repo.open_issues_count"),
            ("20 May", "| 20 May |", "traffic_views.views[0].timestamp"),
            ("2,318", None, "traffic_views.views[0].count"),
            ("611", None, "traffic_views.views[0].uniques"),
            ("27 May", None, "traffic_views.views[1].timestamp"),
            ("2,904", None, "traffic_views.views[1].count"),
            ("748", None, "traffic_views.views[1].uniques"),
            ("3 Jun", None, "traffic_views.views[2].timestamp"),
            ("3,671", None, "traffic_views.views[2].count"),
            ("902", None, "traffic_views.views[2].uniques"),
            ("20 May", "week of 20 May", "traffic_views.views[0].timestamp"),
            ("4,862", None, "repo.stargazers_count"),
            ("317", None, "repo.forks_count"),
        ],
        derived=[
            ("~39 days", None, "time_between",
             "fetched_at (2024-06-10T09:00:00Z) - open_pulls[4].created_at (2024-05-02T14:11:09Z) = 38 d 18.8 h"),
            ("7 days", None, "time_between",
             "fetched_at (2024-06-10T09:00:00Z) - open_pulls[3].created_at (2024-06-03T08:40:00Z) = 7 d 0 h 20 min"),
            ("~3.5 days", None, "time_between",
             "fetched_at (2024-06-10T09:00:00Z) - open_pulls[2].created_at (2024-06-06T21:15:32Z) = 3 d 11.7 h"),
            ("~2 days", None, "time_between",
             "fetched_at (2024-06-10T09:00:00Z) - open_pulls[1].created_at (2024-06-08T03:02:11Z) = 2 d 6 h"),
            ("~15 hours", None, "time_between",
             "fetched_at (2024-06-10T09:00:00Z) - open_pulls[0].created_at (2024-06-09T17:48:20Z) = 15 h 12 min"),
            ("5", "the 5 open PRs", "count",
             "len(open_pulls) = 5"),
            ("42", None, "difference",
             "repo.open_issues_count (47) - len(open_pulls) (5) = 42"),
            ("26%", None, "percent_change",
             "(traffic_views.views[2].count (3671) - traffic_views.views[1].count (2904)) / 2904 = +26.4%"),
            ("21%", None, "percent_change",
             "(traffic_views.views[2].uniques (902) - traffic_views.views[1].uniques (748)) / 748 = +20.6%"),
            ("two weeks", None, "time_between",
             "traffic_views.views[2].timestamp (2024-06-03) - traffic_views.views[0].timestamp (2024-05-20) = 14 days"),
            ("58%", None, "percent_change",
             "(traffic_views.views[2].count (3671) - traffic_views.views[0].count (2318)) / 2318 = +58.4%"),
        ],
        note="Maintainer asks how the PR backlog looks and whether interest in the repo is growing; "
             "GitHub repo object, open pulls and weekly traffic views.",
    ),
]

FLAWS = {
    "n3-github_repo-01": [
        ("published on **14 May 2024 at 16:22 UTC**", "published on **15 May 2024 at 16:22 UTC**", "15 May 2024",
         "wrong date", "release date shifted by a day"),
        ("- **Linux (x86_64):** 1,842,", "- **Linux (x86_64):** 5,120,", "5,120",
         "stale value", "v2.3.1's Linux download count given for v2.4.0",
         "releases[1].assets[0].download_count"),
    ],
    "n3-github_repo-02": [
        ("the four since then average about **17.7 minutes**", "the four since then average about **16.7 minutes**",
         "16.7 minutes", "wrong value", "post-#531 mean duration understated by a minute"),
        ("the re-run only started at 14:05,", "the re-run only started at 14:22,", "14:22",
         "wrong time", "re-run start given as the run's updated_at time"),
    ],
    "n3-github_repo-03": [
        ("- Views rose about **26%** week over week", "- Views fell about **26%** week over week", "26%",
         "direction flip", "week-over-week rise in views written as a fall"),
        ("it's big (+2,104 / −388 across 41 files)", "it's big (+1,930 / −388 across 41 files)", "+1,930",
         "neighbour value", "#537's additions given for #520", "open_pulls[2].additions"),
        ("at 4,862 stars", "at 4,682 stars", "4,682",
         "transposed digits", "stars 4,862 written as 4,682"),
    ],
}

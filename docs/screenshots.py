"""Make the pictures of docs/reports.md: python docs/screenshots.py [OUT_DIR]

Renders the example brief and a small generated audit, opens them in
Chromium (``/usr/bin/chromium`` or ``NUMGROUND_CHROMIUM``, through
Playwright) and writes PNGs to ``docs/img/`` (or OUT_DIR). Same inputs, same
pictures (the audit's records come from ``bench/audit_records.py`` with a
fixed seed).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from numground import check
from numground.batch import audit
from numground.data.pool import Pool
from numground.render.audit_html import embedded_lines, write_pages
from numground.render.html import render_html

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "training"
DERIVED = """## Load this week

**Form.** CTL 48.2 and TSB −7.5 leave a gap of 55.7; resting HR is 2 bpm above baseline.

| Metric | Today | Baseline |
|---|---|---|
| HRV | 64 ms | 68 ms |
| Resting HR | 51 bpm | 49 bpm |
"""


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    chromium = os.environ.get("NUMGROUND_CHROMIUM", "/usr/bin/chromium")
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        work = Path(tmp)
        browser = p.chromium.launch(executable_path=chromium,
                                    args=["--headless", "--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1100, "height": 820})

        def shoot(html_path: Path, name: str, hover: str | None = None,
                  click: str | None = None, full: bool = False) -> None:
            page.goto(html_path.as_uri())
            page.wait_for_load_state("load")
            if click:
                page.locator(click).click()
            if hover:
                target = page.locator(hover).first
                target.scroll_into_view_if_needed()
                target.hover()
            page.screenshot(path=str(out / name), full_page=full)
            print("wrote", out / name)

        # the rendered report of the flawed example, and a derived claim's formula
        text = (EXAMPLE / "brief-flawed.md").read_text(encoding="utf-8")
        pool = Pool.from_json(EXAMPLE / "pool.json")
        report = work / "report.html"
        report.write_text(render_html(check(text, pool), text, name="brief-flawed.md",
                                      pool_entries=len(pool), max_rate=0.05), encoding="utf-8")
        shoot(report, "report-rendered.png", hover=".brief-md .tok.v-invented")
        shoot(report, "report-source.png", click="label[for=show-source]")
        data = {"metrics": {"ctl": 48.2, "tsb": -7.5}, "hrv_ms": 61,
                "hrv_baseline_ms": 68, "resting_hr_bpm": 51, "resting_hr_baseline_bpm": 49}
        derived = work / "derived.html"
        derived.write_text(render_html(check(DERIVED, data), DERIVED, name="load.md"),
                           encoding="utf-8")
        shoot(derived, "report-derived.png", hover=".brief-md .tok.v-derived")

        # an audit of 2,000 generated records: the summary page
        records = work / "records.jsonl"
        subprocess.run([sys.executable, str(ROOT / "bench" / "audit_records.py"), str(records),
                        "--n", "2000", "--bad", "3"], check=True, capture_output=True)
        summary = work / "summary.html"
        options = audit.Options()
        with audit.Summary(spool=True) as run:
            audit.run(records, work / "results.jsonl", options=options, summary=run)
            shown = audit.recheck(run, records, options, lines=embedded_lines(run))
            write_pages(run, records.name, embedded={r.line: r for r in shown},
                        records=audit.recheck(run, records, options), html=summary,
                        html_dir=work / "records", max_rate="0.02")
        shoot(summary, "audit-summary.png")
        shoot(summary, "audit-worst.png", hover="article.record .tok")
        browser.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "img")

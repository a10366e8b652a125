"""``numground audit --html``: one bounded page for a whole run, and a report per flagged record.

The page is checked as text (what it says, what it leaves out and says so,
the policy) and then in Chromium (what a reader sees: bars, marks, tooltips).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from numground.batch import audit
from numground.batch import summary as run_summary
from numground.batch.audit import Outcome
from numground.batch.summary import BINS, Summary
from numground.cli import main
from numground.render import audit_html
from numground.render.audit_html import embedded_lines, write_pages
from numground.tables.verdicts import ROWS, Verdict, row

POOL = {"metrics": {"tsb": -7.5, "ctl": 48.2}, "hrv_ms": 61, "distance_km": 42.1}
RECORDS = [
    {"id": "clean", "text": "TSB is −7.5 and CTL 48.2.", "pool": POOL},
    {"id": "one-slip", "text": "# Week\n\nHRV was **64 ms**; CTL 48.2 and 42.1 km.", "pool": POOL},
    {"id": "bad", "text": "TSB is 7.5 and HRV 64 ms <script>alert()</script>.", "pool": POOL},
    "not json {",
    {"id": "no-claims", "text": "Nothing numeric here.", "pool": POOL},
    {"id": 7, "text": "| metric | value |\n|---|---|\n| TSB | 7.5 |\n| HRV | 61 ms |",
     "pool": POOL},
]


def _write_records(folder: Path) -> Path:
    path = folder / "records.jsonl"
    lines = [r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in RECORDS]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _audit(folder: Path, **pages: Any) -> tuple[Summary, Path]:
    """A run with its pages, as ``numground audit --html/--html-dir`` writes them."""
    records = _write_records(folder)
    summary = Summary(spool=True)
    options = audit.Options()
    audit.run(records, folder / "results.jsonl", options=options, summary=summary)
    shown = audit.recheck(summary, records, options, lines=embedded_lines(summary))
    rechecked = audit.recheck(summary, records, options) if pages.get("html_dir") else ()
    write_pages(summary, records.name, embedded={r.line: r for r in shown}, records=rechecked,
                **pages)  # fmt: skip
    return summary, records


@pytest.fixture
def run(tmp_path: Path) -> Iterator[tuple[Summary, Path, str]]:
    collector, _ = _audit(tmp_path, html=tmp_path / "summary.html", max_rate=Decimal("0.1"))
    yield collector, tmp_path, (tmp_path / "summary.html").read_text(encoding="utf-8")
    collector.close()


# --- what is collected ------------------------------------------------------------


def _outcome(line: int, claims: int, inventions: int) -> Outcome:
    counts = tuple(inventions if v is Verdict.INVENTED else claims - inventions
                   if v is Verdict.GROUNDED else 0 for v in Verdict)  # fmt: skip
    return Outcome(line, f"r{line}", claims, inventions, False, counts)


def test_histogram_bins_are_exact_at_their_edges() -> None:
    c = Summary()
    for line, (claims, inventions) in enumerate(
        [(20, 1), (1000, 51), (3, 3), (7, 0), (0, 0), (40, 2), (20, 2)], 1
    ):
        c(b"{}\n", _outcome(line, claims, inventions))
    c.close()
    assert c.no_invention == 2  # no invention, zero claims included
    assert c.bins[0] == 2  # 1/20 and 2/40: exactly 0.05, the first bin's top edge
    assert c.bins[1] == 2  # 51/1000 just above it, and 2/20 = 0.10 at the second's top
    assert c.bins[BINS - 1] == 1  # every claim invented
    assert sum(c.bins) + c.no_invention == c.records == 7
    assert (c.claims, c.inventions) == (1090, 59)
    assert c.counts[list(Verdict).index(Verdict.INVENTED)] == 59


def test_a_first_bar_taller_than_the_rest_is_cut_not_flattening_them() -> None:
    c = Summary()
    for line in range(1, 1001):
        c(b"{}\n", _outcome(line, 10, 1 if line % 100 == 0 else 0))  # 990 clean, 10 at 0.1
    page = audit_html._histogram(c)
    c.close()
    assert page.count('<rect class="cut"') == 1  # the 990, drawn to the top with a break
    heights = [int(h) for h in re.findall(r'<rect class="bar" [^>]*height="(\d+)"', page)]
    assert heights[0] == heights[2] == max(heights)  # the ten at 0.1 fill the height too
    assert "<title>990 records: no flagged claim</title>" in page
    even = Summary()
    for line in range(1, 11):
        even(b"{}\n", _outcome(line, 10, line % 2))
    assert '<rect class="cut"' not in audit_html._histogram(even)  # five and five: no break
    even.close()


def test_memory_is_bounded_however_many_records(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(run_summary, "WORST", 5)
    monkeypatch.setattr(run_summary, "ERRORS", 3)
    c = Summary()
    for line in range(1, 2001):
        if line % 100 == 0:
            c(b'{"error": "line %d: broken"}\n' % line, Outcome(line, None, 0, 0, True))
        else:
            c(b'{"findings": []}\n', _outcome(line, 10, line % 4))
    assert len(c.worst()) == 5 and len(c.first_errors) == 3
    assert c.errors == 20 and c.first_errors[0] == (100, None, "line 100: broken")
    assert [w.line for w in c.worst()] == [3, 7, 11, 15, 19]  # 3 of 10, earlier lines first
    c.close()


# --- the page as text -------------------------------------------------------------------


def test_the_page_gives_exact_totals_the_gate_and_the_counts(run: Any) -> None:
    collector, _, page = run
    assert (collector.records, collector.errors, collector.claims) == (6, 1, 9)
    assert collector.inventions == 4
    assert "<strong>6</strong> records" in page and "<strong>1</strong> errors" in page
    assert "4 / 9 claims flagged" in page and "<strong>0.4444</strong>" in page
    assert "✗ FAIL" in page and "1 records could not be checked" in page
    for r in ROWS:
        n = collector.counts[list(Verdict).index(r.verdict)]
        listed = f'<span class="vname">{r.verdict.label}</span> <strong>{n:,}</strong>' in page
        assert listed == (n > 0 or r.listed_when_zero), r.verdict
        assert f".v-{r.verdict} {{ text-decoration-style: {r.look.underline};" in page


def test_the_histogram_is_static_svg_with_one_bar_per_bin(run: Any) -> None:
    _, _, page = run
    svg = page[page.index("<svg") : page.index("</svg>")]
    assert len(re.findall(r'<rect class="bar"', svg)) == BINS + 1
    assert "<title>2 records: no flagged claim</title>" in svg
    assert f'fill="{row(Verdict.GROUNDED).look.colour}"' in svg
    assert "<title>1 records: rate above 0.30, at most 0.35</title>" in svg  # 1 of 3 claims
    assert "1 error records are in no bar" in page


def test_no_script_and_nothing_from_the_records_is_markup(run: Any) -> None:
    _, _, page = run
    (csp,) = re.findall(r'http-equiv="Content-Security-Policy" content="([^"]*)"', page)
    assert "script-src 'none'" in csp and csp.startswith("default-src 'none';")
    assert "<script" not in page and " style=" not in page and "src=" not in page
    assert "&lt;script&gt;alert(" in page  # the brief's raw HTML, as text in the context
    assert all(h.startswith("#r") for h in re.findall(r'href="([^"]*)"', page))


def test_the_worst_records_are_shown_in_context(run: Any) -> None:
    _, _, page = run
    order = re.findall(r'<article class="record" id="r(\d+)">', page)
    assert order == ["3", "6", "2"]  # 2 of 2, then 1 of 2, then 1 of 3
    assert "HRV was " in page and ">64 ms<span class=\"tip\"" in page
    assert "<code>hrv_ms</code> = 61 ms (3 ms below)" in page
    assert "TSB is <span class=\"tok v-sign_inversion\"" in page  # the sentence as written
    assert "TSB is −7.5 and CTL 48.2" not in page  # a clean record is counted, not shown
    assert "invalid JSON" in page  # the error, with its line
    assert "more are not listed" not in page and "Only the" not in page  # nothing left out


def test_the_page_says_what_it_left_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(run_summary, "WORST", 2)
    monkeypatch.setattr(audit_html, "EMBEDDED", 1)
    monkeypatch.setattr(run_summary, "ERRORS", 0)
    collector, _ = _audit(tmp_path, html=tmp_path / "s.html")
    collector.close()
    page = (tmp_path / "s.html").read_text(encoding="utf-8")
    assert "The 2 worst of 3 records with a flagged claim" in page
    assert "1 more are not listed (the results file has every record)" in page
    assert "Only the 1 worst are shown here; the table above lists 2" in page
    assert len(re.findall(r'<article class="record"', page)) == 1
    assert "1 more are in the results file" in page and "invalid JSON" not in page


def test_html_dir_writes_a_report_per_flagged_record_linked(tmp_path: Path) -> None:
    collector, _ = _audit(tmp_path, html=tmp_path / "s.html", html_dir=tmp_path / "each")
    collector.close()
    names = sorted(p.name for p in (tmp_path / "each").iterdir())
    assert names == ["line-2.html", "line-3.html", "line-6.html"]  # flagged records only
    page = (tmp_path / "s.html").read_text(encoding="utf-8")
    assert 'href="./each/line-3.html">report</a>' in page
    report = (tmp_path / "each" / "line-6.html").read_text(encoding="utf-8")
    assert "records.jsonl, line 6 (id 7)" in report
    assert '<table class="md-table">' in report and "1 of 2 claims flagged" in report
    assert "pool: 4 citable numbers, none skipped" in report  # the record's pool, checked again
    assert "size not given" not in report


def test_html_dir_alone_writes_its_index(tmp_path: Path) -> None:
    collector, _ = _audit(tmp_path, html_dir=tmp_path / "out")
    collector.close()
    index = (tmp_path / "out" / "index.html").read_text(encoding="utf-8")
    assert 'href="./line-2.html">report</a>' in index
    assert not (tmp_path / "summary.html").exists()


def test_a_folder_named_like_a_scheme_stays_a_relative_link(tmp_path: Path) -> None:
    collector, _ = _audit(tmp_path, html=tmp_path / "s.html", html_dir=tmp_path / "javascript:x")
    collector.close()
    page = (tmp_path / "s.html").read_text(encoding="utf-8")
    hrefs = re.findall(r'href="([^"#][^"]*)"', page)
    assert hrefs and all(h.startswith("./javascript:x/line-") for h in hrefs)


def test_cli_audit_html(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    records = _write_records(tmp_path)
    out = tmp_path / "page.html"
    argv = ["audit", str(records), "-o", str(tmp_path / "r.jsonl"), "--html", str(out),
            "--max-rate", "0.5"]  # fmt: skip
    assert main(argv) == 1  # an error record fails the gate
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert "gate: FAIL" in capsys.readouterr().out
    assert main(["audit", str(records), "--html", str(tmp_path / "no" / "such" / "p.html"),
                 "-o", str(tmp_path / "r2.jsonl")]) == 2  # fmt: skip
    assert "cannot write" in capsys.readouterr().err


def test_resumed_lines_reach_the_page(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    records = _write_records(tmp_path)
    results = tmp_path / "r.jsonl"
    partial = tmp_path / "r.jsonl.partial"
    collector = Summary()
    audit.run(records, results)  # a finished run, turned back into a partial one
    partial.write_bytes(results.read_bytes())
    audit.run(records, results, resume=True, on_result=collector)
    assert (collector.records, collector.inventions) == (6, 4)
    collector.close()


# --- in a browser --------------------------------------------------------------------

from tests.render.test_html import _open, browser  # noqa: E402, F401 - the module's Chromium fixture

BRIEF = """## Week 36

**Form.** TSB is 7.5; CTL 48.2 and TSB −7.5 leave a gap of 55.7.

| Metric | Value |
|---|---|
| HRV | 64 ms |
| Distance | 42.1 km |

See [the plan](javascript:alert(1)) and [notes](https://example.com/notes) ![chart](https://example.com/c.png)
<img src="https://example.com/x.png"> 1. done
"""


def test_browser_summary_page(browser: Any, tmp_path: Path) -> None:  # noqa: F811
    collector, _ = _audit(tmp_path, html=tmp_path / "s.html", html_dir=tmp_path / "each")
    collector.close()
    text = (tmp_path / "s.html").read_text(encoding="utf-8")
    page, dialogs, requests = _open(browser, text, tmp_path / "s.html")
    page.screenshot(path=str(tmp_path / "summary.png"), full_page=True)
    assert requests == [(tmp_path / "s.html").as_uri()] and dialogs == []
    bars = page.locator("svg.hist rect.bar")
    assert bars.count() == BINS + 1
    heights = bars.evaluate_all("els => els.map(e => e.getBoundingClientRect().height)")
    assert sum(h > 0 for h in heights) == 4  # no invention, 1/3, 1/2, 1: four bars drawn
    assert heights[0] == max(heights)  # two records without an invention: the tallest
    assert page.locator(".counts .swatch").count() >= 5
    assert page.locator("table.worst tbody tr").count() == 3
    token = page.locator("#r2 .tok.v-invented")
    tip = token.locator(".tip")
    assert token.is_visible() and not tip.is_visible()
    token.hover()  # a pure-CSS tooltip: the page runs no script
    assert tip.is_visible() and "hrv_ms = 61 ms (3 ms below)" in tip.inner_text()
    page.screenshot(path=str(tmp_path / "summary-hover.png"))
    page.locator("#r6 h3 a").click()  # the record's full report
    page.wait_for_load_state("load")
    assert page.url.endswith("/each/line-6.html")
    assert page.locator(".brief-md .md-table .tok.v-sign_inversion").is_visible()


def test_browser_rendered_report(browser: Any, tmp_path: Path) -> None:  # noqa: F811
    from numground import check
    from numground.render.html import render_html

    pool = {"metrics": {"tsb": -7.5, "ctl": 48.2}, "hrv_ms": 61, "distance_km": 42.1}
    html = render_html(check(BRIEF, pool), BRIEF, name="week.md")
    page, dialogs, requests = _open(browser, html, tmp_path / "r.html")
    page.screenshot(path=str(tmp_path / "rendered.png"), full_page=True)
    assert requests == [(tmp_path / "r.html").as_uri()] and dialogs == []
    md = page.locator(".brief-md")
    assert md.locator("h4").inner_text().startswith("Week 36")
    assert md.locator("strong").first.inner_text() == "Form."
    cells = md.locator(".md-table td .tok")
    assert cells.count() == 2 and cells.nth(0).inner_text().startswith("64 ms")
    assert md.locator("a, img, script").count() == 0
    shown = md.inner_text()
    assert "notes (https://example.com/notes)" in shown  # a link: its text, then where to
    assert "![chart](https://example.com/c.png)" in shown  # an image: its markdown
    assert '<img src="https://example.com/x.png">' in shown  # raw HTML: text
    derived = md.locator(".tok.v-derived")
    derived.hover()
    tip = derived.locator(".tip").inner_text()
    assert "55.7 = metrics.ctl (48.2) − metrics.tsb (-7.5)" in tip  # the formula
    page.screenshot(path=str(tmp_path / "rendered-derived.png"))
    assert page.locator(".brief-md .tok").count() == page.locator(".brief .tok").count()
    assert not page.locator(".brief").is_visible()
    page.locator("label[for=show-source]").click()
    assert page.locator(".brief").is_visible() and not md.is_visible()
    assert "| HRV | 64 ms |" in page.locator(".brief").inner_text()
    table = page.locator("table.derived")
    assert table.is_visible() and "metrics.ctl (48.2)" in table.inner_text()

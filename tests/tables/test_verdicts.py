"""One row per verdict, and every renderer shows every verdict from its row."""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground import Verdict
from numground.lex.tokens import Kind, Token
from numground.render.html import render_html
from numground.render.text import render_brief, render_report, render_summary
from numground.report import Finding, Nearest, Report
from numground.tables.verdicts import DISPLAY_ORDER, INVENTIONS, ROWS, row

TEXT = "Load was 42 km today."


def _report(verdict: Verdict) -> Report:
    kind = Kind.DATE if verdict is Verdict.VETOED else Kind.CLAIM
    token = Token("42 km", 9, 14, kind, Decimal(42), Decimal(1), "km")
    sources = ("a.b",) if row(verdict).sources_are else ()
    nearest = (Nearest("a.b", Decimal(40), "km", Decimal(-2)),) if verdict.is_invention else ()
    return Report.of([Finding(token, verdict, sources, nearest)])


def test_every_verdict_has_one_row_in_display_order() -> None:
    assert [r.verdict for r in ROWS] == list(DISPLAY_ORDER)
    assert set(DISPLAY_ORDER) == set(Verdict) and len(DISPLAY_ORDER) == len(Verdict)


def test_the_inventions_are_the_spec_flags() -> None:
    assert {str(v) for v in INVENTIONS} >= {"invented", "sign_inversion", "unit_mismatch"}
    assert not {Verdict.GROUNDED, Verdict.DERIVED, Verdict.VETOED} & INVENTIONS
    assert all(v.is_invention == (v in INVENTIONS) for v in Verdict)


@pytest.mark.parametrize("verdict", list(Verdict), ids=str)
def test_the_text_report_shows_each_verdict_from_its_row(verdict: Verdict) -> None:
    report = _report(verdict)
    summary = render_summary(report)
    assert f"{verdict} 1" in summary
    out = render_report(report, TEXT)
    if verdict.is_invention:
        assert f": {verdict}: 42 km" in out
        if row(verdict).sources_are:
            assert f"{row(verdict).sources_are} a.b" in out
        assert f"\x1b[{row(verdict).look.sgr}m42 km" in render_brief(report, TEXT, color=True)
    else:
        assert f": {verdict}:" not in out


@pytest.mark.parametrize("verdict", list(Verdict), ids=str)
def test_the_html_report_shows_each_verdict_from_its_row(verdict: Verdict) -> None:
    page = render_html(_report(verdict), TEXT)
    look = row(verdict).look
    assert f"v-{verdict}" in page.split("<main>")[1]  # the number is marked
    assert f".v-{verdict} {{ text-decoration-style: {look.underline};" in page
    assert look.colour in page
    if look.mark:
        assert f'.v-{verdict}::after {{ content: "{look.mark}"' in page
    assert row(verdict).meaning.replace("…", "&hellip;")[:20] in page or \
        row(verdict).meaning[:20] in page
    if row(verdict).sources_are:
        assert f"{row(verdict).sources_are} <code>a.b</code>" in page


def test_a_verdict_not_listed_when_zero_is_left_out_of_summaries() -> None:
    report = _report(Verdict.GROUNDED)
    hidden = [r.verdict for r in ROWS if not r.listed_when_zero]
    assert hidden, "the table has such a verdict (derived)"
    for verdict in hidden:
        assert f"{verdict} 0" not in render_summary(report)
    shown = [r.verdict for r in ROWS if r.listed_when_zero and r.verdict is not Verdict.GROUNDED]
    for verdict in shown:
        assert f"{verdict} 0" in render_summary(report)


def test_every_flag_names_what_its_group_shares() -> None:
    from numground.report import cause_of, groups

    causes = {r.cause for r in ROWS if r.invention}
    assert "" not in causes and causes <= {"sign", "unit", "value", "binding"}
    assert all(r.cause == "" for r in ROWS if not r.invention)  # only flags are grouped
    for r in ROWS:
        token = Token("42 km", 9, 14, Kind.CLAIM, Decimal(42), Decimal(1), "km", sign="-")
        other = Token("43 mi", 20, 25, Kind.CLAIM, Decimal(43), Decimal(1), "mi")
        a = Finding(token, r.verdict, binding="x")
        b = Finding(Token("42 km", 30, 35, Kind.CLAIM, Decimal(42), Decimal(1), "km", sign="-"),
                    r.verdict, binding="x")  # fmt: skip
        c = Finding(other, r.verdict, binding="y")
        if not r.cause:
            assert cause_of(a) is None  # never grouped
            continue
        assert cause_of(a) == cause_of(b) != cause_of(c), r.verdict  # same cause, and not
        grouped = groups([a, c, b])
        assert [len(g.findings) for g in grouped] == [2, 1]
        assert grouped[0].cause is not None and grouped[1].cause is None


@pytest.mark.parametrize("verdict", list(Verdict), ids=str)
def test_the_audit_page_shows_each_verdict_from_its_row(verdict: Verdict) -> None:
    from numground.batch.audit import Outcome, Summary
    from numground.render.audit_html import _verdicts

    collector = Summary()
    counts = tuple(int(v is verdict) for v in Verdict)
    collector(b"{}\n", Outcome(1, "a", 1, int(verdict.is_invention), False, counts))
    shown = _verdicts(collector)
    collector.close()
    assert f'<span class="swatch v-{verdict}"' in shown
    assert f'<span class="vname">{verdict.label}</span> <strong>1</strong>' in shown
    assert row(verdict).meaning[:20] in shown

"""Issue 27, item 1: accepted findings that survive a regenerated brief.

A team's model writes the same brief every week from new data: the same
sentences, other numbers. A baseline written for last week's false alarms
must absorb this week's (the fingerprint: the field the words name, or the
clause with its numbers masked, the verdict, the kind), while a slip in
another sentence is new and fails the gate, and an accepted fingerprint
whose number changed says so. Each direction has its test.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from numground import check
from numground.batch.accepted import Accepted, Row, masked_clause, rows_of
from numground.cli import main
from numground.render.html import render_html
from numground.render.text import render_report


def week(spend: float, prev: float, conversions: int, cpc: float,
         slip: bool = False) -> tuple[str, dict[str, object]]:  # fmt: skip
    """One week's brief and data. Two numbers are false alarms every week: a
    daily pace and a month's projection, two steps from the data that
    numground does not follow. ``slip`` writes a wrong conversion count."""
    pool = {"spend_usd": spend, "spend_prev_usd": prev, "conversions": conversions,
            "cost_per_conversion_usd": cpc, "budget_usd": 3000}  # fmt: skip
    pct = (spend - prev) / prev * 100
    daily = spend / 7
    written = conversions + 17 if slip else conversions
    text = (
        "## Weekly ads recap\n\n"
        f"You spent ${spend:,.2f} this week, up {pct:.1f}% on the previous week.\n\n"
        f"At this week's pace (about ${daily:,.2f} a day), July would land near "
        f"${daily * 31:,.0f}.\n\n"
        f"Conversions reached {written}, at ${cpc:.2f} each.\n"
    )
    return text, pool


LAST_WEEK = week(2410.50, 2290.10, 96, 25.11)
THIS_WEEK = week(2602.75, 2410.50, 104, 25.03)
THIS_WEEK_SLIP = week(2602.75, 2410.50, 104, 25.03, slip=True)


def _files(folder: Path, name: str, brief: tuple[str, dict[str, object]]) -> tuple[Path, Path]:
    text, pool = brief
    (folder / name).write_text(text, encoding="utf-8")
    (folder / f"{name}.json").write_text(json.dumps(pool), encoding="utf-8")
    return folder / name, folder / f"{name}.json"


def cli(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_weeks_are_what_the_tests_say() -> None:
    """Last week and this week each flag the same two sentences, with other numbers."""
    for text, pool in (LAST_WEEK, THIS_WEEK):
        flagged = [f.token.text for f in check(text, pool).flagged]
        assert len(flagged) == 2 and flagged[0].endswith(("36", "82"))
    assert LAST_WEEK[0] != THIS_WEEK[0]
    slipped = [f.token.text for f in check(*THIS_WEEK_SLIP).flagged]
    assert slipped == [*(f.token.text for f in check(*THIS_WEEK).flagged), "121"]


# --- the done-when, on the command line ----------------------------------------------


def test_a_regenerated_brief_passes_against_last_weeks_baseline(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    baseline = tmp_path / "accepted.json"
    brief, pool = _files(tmp_path, "weekly.md", LAST_WEEK)
    assert cli(capsys, "check", brief, "--pool", pool)[0] == 1  # two false alarms
    assert cli(capsys, "check", brief, "--pool", pool, "--write-baseline", baseline)[0] == 0
    rows = json.loads(baseline.read_text(encoding="utf-8"))["accepted"]
    assert [r["clause"] for r in rows] == [
        "about # a day", "july would land near #"]  # the numbers masked
    # next week: same sentences, new data, other numbers
    brief, pool = _files(tmp_path, "weekly.md", THIS_WEEK)
    code, out, _ = cli(capsys, "check", brief, "--pool", pool, "--baseline", baseline,
                       "--format", "json")  # fmt: skip
    assert code == 0
    data = json.loads(out)
    assert (data["accepted"], data["new"], data["gate"]["passed"]) == (2, 0, True)
    marks = [f for f in data["findings"] if "baseline" in f]
    assert [f["baseline"] for f in marks] == ["accepted", "accepted"]
    assert marks[1]["accepted_because"] == "same clause “july would land near #”"
    assert [f["was"] for f in marks] == ["$344.36", "$10,675"]  # the number changed: said
    # by exact text (the old way), this week's numbers are new
    assert cli(capsys, "check", brief, "--pool", pool, "--baseline", baseline,
               "--baseline-match", "text")[0] == 1  # fmt: skip


def test_a_slip_planted_in_another_sentence_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    baseline = tmp_path / "accepted.json"
    brief, pool = _files(tmp_path, "weekly.md", LAST_WEEK)
    cli(capsys, "check", brief, "--pool", pool, "--write-baseline", baseline)
    brief, pool = _files(tmp_path, "weekly.md", THIS_WEEK_SLIP)
    code, out, _ = cli(capsys, "check", brief, "--pool", pool, "--baseline", baseline,
                       "--color", "never")  # fmt: skip
    assert code == 1
    new, _, accepted = out.partition("accepted by the baseline (2):")
    assert "invented: 121 [new]" in new and "$371.82" not in new
    assert "$371.82 [accepted]" in accepted and "$11,526 [accepted]" in accepted
    assert "accepted: same clause “july would land near #”; its number changed: " \
        "accepted as $10,675" in accepted  # fmt: skip
    assert "1 new, 2 accepted by the baseline · FAIL (max 0)" in out


def test_an_audit_of_regenerated_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def records(*weeks: tuple[str, dict[str, object]]) -> Path:
        path = tmp_path / "records.jsonl"
        lines = [json.dumps({"id": f"client-{k}", "text": t, "pool": p})
                 for k, (t, p) in enumerate(weeks)]  # fmt: skip
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return path

    baseline, out = tmp_path / "accepted.json", tmp_path / "out.jsonl"
    last = records(LAST_WEEK, LAST_WEEK)
    assert cli(capsys, "audit", last, "-o", out, "--write-baseline", baseline)[0] == 0
    assert cli(capsys, "audit", records(THIS_WEEK, THIS_WEEK), "-o", out,
               "--baseline", baseline)[0] == 0  # fmt: skip
    code, summary, _ = cli(capsys, "audit", records(THIS_WEEK, THIS_WEEK_SLIP), "-o", out,
                           "--baseline", baseline, "--html", tmp_path / "page.html")  # fmt: skip
    assert code == 1 and "flagged 1 ·" in summary and "less 4 accepted" in summary
    first, second = (json.loads(line) for line in out.read_text(encoding="utf-8").splitlines())
    assert (first["inventions"], first["accepted"]) == (0, 2)
    assert (second["inventions"], second["accepted"]) == (1, 2)
    marks = [(f["text"], f["baseline"]) for f in second["findings"]]
    assert marks == [("$371.82", "accepted"), ("$11,526", "accepted"), ("121", "new")]
    page = (tmp_path / "page.html").read_text(encoding="utf-8")
    assert '<span class="status new">new</span>' in page
    assert '<span class="status accepted">accepted: same clause' in page


# --- the fingerprint ---------------------------------------------------------------------

LOAN = ("Your balance is now $339,530.07, so you have paid down $28,469.93, about 7.7% of "
        "the original loan, over 42 months.",
        {"loan": {"original_principal": 368000, "balance": 339530.07}})  # fmt: skip
LOAN_REWORDED = ("Your balance is now $331,100.00, so you have paid down $36,900.00, "
                 "roughly 10.0% of the original loan amount, over 54 months.",
                 {"loan": {"original_principal": 368000, "balance": 331100}})  # fmt: skip


def test_a_field_its_words_name_keeps_a_reworded_finding_accepted() -> None:
    report = check(*LOAN)
    [row] = [r for r in rows_of("loan.md", report, LOAN[0]) if r.text == "7.7%"]
    assert (row.field, row.clause) == ("loan.original_principal", "about # of the original loan")
    accepted = Accepted.of([(row, 1)])
    again = check(*LOAN_REWORDED)
    matched = accepted.match("loan.md", again, LOAN_REWORDED[0])
    [(i, mark)] = matched.marks.items()
    assert again.findings[i].token.text == "10.0%"
    assert mark.why == "same field loan.original_principal (its clause was reworded)"
    assert mark.was == "7.7%"
    assert accepted.match("other.md", again, LOAN_REWORDED[0]).accepted == 0  # another brief


def test_a_count_accepts_that_many_and_exact_matches_go_first() -> None:
    text, pool = THIS_WEEK
    report = check(text, pool)
    rows = rows_of("b", report, text)
    twice = text + "\nAt this week's pace (about $999.99 a day) it would be worse.\n"
    again = check(twice, pool)
    matched = Accepted.of((r, 1) for r in rows).match("b", again, twice)
    assert [f.token.text for f in matched.new] == ["$999.99"]  # the third pace is new
    assert all(m.was is None for m in matched.marks.values())  # the two as they were


def test_a_glob_brief_widens_a_row_by_hand() -> None:
    text, pool = THIS_WEEK
    report = check(text, pool)
    rows = [r._replace(brief="briefs/weekly-*.md") for r in rows_of("x", report, text)]
    accepted = Accepted.of((r, 1) for r in rows)
    assert accepted.match("briefs/weekly-49.md", report, text).accepted == 2
    assert accepted.match("briefs/daily-49.md", report, text).accepted == 0


def test_the_masked_clause_never_reads_a_bare_number() -> None:
    text = "| Brand | $1,683 | 388 |\n\nIt grew faster: **+13.3%** to **$62,655**.\n"
    report = check(text, {"x": 1})
    clauses = {f.token.text: masked_clause(text, i, report)
               for i, f in enumerate(report.findings)}  # fmt: skip
    assert clauses["388"] == "brand | # | #"  # a bare cell: its row
    assert clauses["+13.3%"] == "it grew faster: # to #"  # "# to #": the clause before joins
    assert masked_clause(text.replace("13.3", "9.1"), 3, check(text.replace("13.3", "9.1"),
                         {"x": 1})) == clauses["+13.3%"]  # fmt: skip


def test_the_file_round_trips_and_says_its_shape() -> None:
    row = Row("b.md", "invented", "7.7%", "claim", "loan.original_principal", "about # of it")
    accepted = Accepted.of([(row, 2)])
    data = json.loads(accepted.dumps())
    assert data == {"schema_version": 2, "accepted": [
        {"brief": "b.md", "verdict": "invented", "kind": "claim",
         "field": "loan.original_principal", "clause": "about # of it", "text": "7.7%",
         "count": 2}]}  # fmt: skip
    assert Accepted.from_dict(data) == accepted


def test_the_text_and_html_reports_mark_new_and_accepted() -> None:
    text, pool = THIS_WEEK_SLIP
    report = check(text, pool)
    accepted = Accepted.of((r, 1) for r in rows_of("b", check(*LAST_WEEK), LAST_WEEK[0]))
    matched = accepted.match("b", report, text)
    shown = render_report(report, text, name="b", max_rate=0, accepted=matched.marks)
    assert shown.index("121 [new]") < shown.index("accepted by the baseline (2):")
    page = render_html(report, text, name="b", max_rate=0, accepted=matched.marks)
    assert "3 of 6 claims flagged (1 new, 2 accepted by the baseline)" in page
    assert "<th>baseline</th>" in page and '<span class="status new">new</span>' in page
    assert page.count('<span class="status accepted">accepted: same clause') == 2
    assert "✗ FAIL" in page

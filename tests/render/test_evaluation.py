"""The plain-text evaluation (``render.evaluation``): the figures as a table,
then each failing case with its diff; ``n/a`` where nothing was counted."""

from __future__ import annotations

from decimal import Decimal

from numground.eval.corpus import Case, Expected
from numground.eval.evaluate import CaseFailure, Evaluation, TokenDiff
from numground.eval.scores import Tally
from numground.lex.tokens import Kind, Token
from numground.render.evaluation import render_evaluation, render_failure
from numground.tables.verdicts import Verdict


def _metrics(cases: list[Case], **natural: object) -> dict:
    metrics = Tally().metrics(cases)
    metrics["kinds"] = {"claim": {"expected": 3, "actual": 2, "precision": 1.0, "recall": 2 / 3}}
    metrics["tokens"] = {"expected": 3, "actual": 2, "precision": 1.0, "recall": 2 / 3}
    metrics.update(natural)
    return metrics


CASE = Case("hr-1", "HR 52 bpm", (), {"hr": 52}, True, domain="training", file="c.jsonl", line=4)
FAILURE = CaseFailure(CASE, (TokenDiff(
    "52 bpm", 3, ("value", "verdict"),
    Expected("52 bpm", 3, Kind.CLAIM, Decimal(52), "bpm", Verdict.GROUNDED),
    Token("52 bpm", 3, 9, Kind.CLAIM, Decimal(53), Decimal(1), "bpm"), Verdict.INVENTED),))


def test_a_passing_evaluation_is_a_table_of_figures() -> None:
    text = render_evaluation(Evaluation(1, (), _metrics([CASE])))
    lines = text.splitlines()
    assert lines[0] == ("1 cases (clean 1, planted 0, no-pool 0, natural 0, residue 0): passed")
    assert lines[2].split() == ["kind", "expected", "actual", "precision", "recall"]
    assert lines[3].split() == ["claim", "3", "2", "1.0000", "0.6667"]
    assert lines[4].split() == ["all", "tokens", "3", "2", "1.0000", "0.6667"]
    assert "value accuracy        n/a" in lines  # nothing matched, nothing to count
    assert "clean invention rate  0.0000  (0 of 0 claims)" in lines
    assert "domains               training 1" in lines
    assert "FAIL" not in text and "natural briefs" not in text


def test_a_failing_evaluation_lists_each_failure() -> None:
    text = render_evaluation(Evaluation(2, (FAILURE,), _metrics([CASE, CASE])))
    assert text.splitlines()[0].endswith(": 1 failing")
    assert text.endswith(render_failure(FAILURE))


def test_a_failure_shows_where_and_its_diff() -> None:
    assert render_failure(FAILURE).splitlines() == [
        "FAIL hr-1 (c.jsonl:4)",
        "  - 52 bpm @3 claim 52 bpm grounded",
        "  + 52 bpm @3 claim 53 bpm invented  # value, verdict",
    ]


def test_natural_briefs_get_a_row_per_split_and_checker() -> None:
    side = {"faithful": 4, "faithful_flagged_briefs": 1, "faithful_flagged": 0.25, "claims": 40,
            "false_flags": 2, "false_flags_per_claim": 0.05, "planted": 3, "caught": 2,
            "catch_rate": 2 / 3, "computed": 5, "computed_backed_claims": 5,
            "computed_backed": 1.0}
    natural = {"dev": {"on": side, "off": {**side, "catch_rate": None}}}
    text = render_evaluation(Evaluation(1, (), _metrics([CASE], natural=natural)))
    rows = text.split("natural briefs", 1)[1].splitlines()[1:]
    assert [r.split("  ")[0] for r in rows] == ["dev, as shipped (derivations on)",
                                                "dev, derivations off"]
    assert rows[0].split()[-8:] == ["1/4", "0.2500", "2/40", "0.0500", "2/3", "0.6667", "5/5",
                                    "1.0000"]
    assert "2/3" in rows[1] and "n/a" in rows[1] and "0.6667" not in rows[1]

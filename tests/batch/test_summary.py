"""The run summary (``batch.summary``): exact totals, the histogram, the worst
records and the first errors of a run, in memory that does not grow with it."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from numground.batch import summary as summary_module
from numground.batch.audit import Outcome
from numground.batch.summary import BINS, ERRORS, LISTED, Summary
from numground.render.text import render_run
from numground.tables.verdicts import Verdict


def _counts(**by_verdict: int) -> tuple[int, ...]:
    return tuple(by_verdict.get(v.name.lower(), 0) for v in Verdict)


def test_summary_aggregates_and_ranks_the_worst() -> None:
    s = Summary()
    s.add(Outcome(1, "a", 10, 1, False))
    s.add(Outcome(2, "b", 4, 2, False))
    s.add(Outcome(3, "c", 2, 1, False))  # same rate as b, fewer claims: ranked after b
    s.add(Outcome(4, "d", 0, 0, False))
    for line in range(5, 20):
        s.add(Outcome(line, f"e{line}", 100, 1, False))
    assert (s.records, s.claims, s.inventions) == (19, 1516, 19)
    assert s.rate == 19 / 1516
    worst = s.worst(10)
    assert len(worst) == 10
    assert [w.id for w in worst[:3]] == ["b", "c", "a"]
    assert (worst[3].id, worst[3].line, float(worst[3].rate), worst[3].claims) == (
        "e5", 5, 0.01, 100)  # ties in rate and claims: the earlier line first
    assert s.passes("0.0126") and not s.passes("0.0125")
    assert not s.passes(None)  # no rate given: 0, any invention fails
    s.add(Outcome(30, None, 0, 0, True))
    assert s.errors == 1 and s.first_error == 30
    assert not s.passes("1")  # a record that could not be checked fails any gate
    assert not s.passes(None)
    text = render_run(s, "1")
    assert "records 20 · errors 1 · claims 1,516 · flagged 19" in text
    assert "gate: FAIL (max 1) (1 records could not be checked)" in text


def test_the_summary_says_what_its_flagged_total_counts() -> None:
    """Issue 27: "flagged" adds up every flagged verdict; "invented" is one of them."""
    s = Summary()
    counts = tuple({Verdict.INVENTED: 2, Verdict.SIGN_INVERSION: 1, Verdict.GROUNDED: 7}.get(v, 0)
                   for v in Verdict)  # fmt: skip
    s.add(Outcome(1, "a", 10, 3, False, counts))
    text = render_run(s)
    assert "flagged 3" in text
    assert "flagged: claims of every flagged verdict (" in text
    assert "invented 2" in text and "sign inversion 1" in text
    assert s.count(Verdict.INVENTED) == 2 < s.inventions


def test_the_unverified_gate_is_the_one_gate() -> None:
    s = Summary()
    counts = tuple({Verdict.UNVERIFIED: 1, Verdict.GROUNDED: 9}.get(v, 0) for v in Verdict)
    s.add(Outcome(1, "a", 10, 0, False, counts))
    assert s.unverified == 1
    assert s.passes(None) and s.passes(None, "0.1") and not s.passes(None, "0.09")
    assert "gate: FAIL (max 0, unverified max 0.05)" in render_run(s, None, "0.05")


def test_the_histogram_bins_the_rate_above_zero() -> None:
    s = Summary()
    for line, (claims, flagged) in enumerate([(10, 0), (0, 0), (20, 1), (10, 1), (4, 4),
                                              (3, 1)], 1):
        s.add(Outcome(line, line, claims, flagged, False))
    assert s.no_invention == 2 and s.flagged_records == 4
    # 1/20 is the top of bin 0; 1/10 of bin 1; 1 of the last; 1/3 in (6/20, 7/20]
    expected = [0] * BINS
    expected[0] = expected[1] = expected[BINS - 1] = expected[6] = 1
    assert s.bins == expected
    assert sum(s.bins) + s.no_invention == s.records


def test_accepted_flags_and_baseline_rows_are_kept_apart() -> None:
    s = Summary()
    s.add(Outcome(1, "a", 10, 1, False, _counts(invented=2), ("row-1", "row-2"), accepted=1))
    s.add(Outcome(2, "b", 10, 0, False, _counts(invented=1), ("row-1",), accepted=1))
    assert (s.inventions, s.accepted, s.count(Verdict.INVENTED)) == (1, 2, 3)
    assert s.flagged == {"row-1": 2, "row-2": 1}
    assert s.no_invention == 1  # every flag of "b" was accepted


def test_errors_keep_the_first_few_with_their_message() -> None:
    s = Summary()
    for line in range(1, ERRORS + 6):
        s.add(Outcome(line, f"r{line}", 0, 0, True), json.dumps({"error": f"bad {line}"}).encode())
    s.add(Outcome(99, "x", 0, 0, True), b"not json")
    assert s.errors == ERRORS + 6 and s.first_error == 1
    assert s.first_errors[:2] == [(1, "r1", "bad 1"), (2, "r2", "bad 2")]
    assert len(s.first_errors) == ERRORS
    assert s.records == s.errors and s.claims == 0


def test_only_the_worst_are_kept(monkeypatch) -> None:
    every = Summary()
    for line in range(1, 40):
        every.add(Outcome(line, line, 100, 1 + line % 7, False))
    assert len(every._worst) == 39
    assert [w.inventions for w in every.worst(LISTED)] == [7] * 5 + [6] * 5
    monkeypatch.setattr(summary_module, "WORST", 5)
    kept = Summary()
    for line in range(1, 40):
        kept.add(Outcome(line, line, 100, 1 + line % 7, False))
    assert len(kept._worst) == 5
    assert kept.worst() == every.worst(5)  # the same five, in the same order


def test_rates_the_gate_and_the_json_form() -> None:
    s = Summary()
    assert (s.rate, s.exact_rate, s.passes(), s.over()) == (0.0, Fraction(0), True, False)
    s.add(Outcome(1, "a", 3, 1, False, _counts(invented=1, unverified=1, grounded=1)))
    assert (s.rate, s.exact_rate, s.unverified) == (1 / 3, Fraction(1, 3), 1)
    assert s.over("0.33") and not s.over("0.34") and s.over(None)
    data = s.to_dict("0.5", "0.2")
    assert data["gate"] == {"max_rate": 0.5, "max_unverified": 0.2, "passed": False}
    assert data["counts"]["invented"] == 1 and data["counts"]["grounded"] == 1
    assert data["worst"] == [{"id": "a", "line": 1, "invention_rate": 1 / 3, "claims": 3}]
    assert s.to_dict("0.5")["gate"] == {"max_rate": 0.5, "max_unverified": None, "passed": True}


def test_the_spool_keeps_the_flagged_results_only(tmp_path) -> None:
    lines = [json.dumps({"line": n, "id": n, "flagged": n % 2}).encode() for n in range(1, 7)]
    with Summary(spool=True, directory=str(tmp_path)) as s:
        for n, raw in enumerate(lines, 1):
            s.add(Outcome(n, n, 2, n % 2, False), raw)
        assert [r["line"] for r in s.flagged_results()] == [1, 3, 5]
        assert [s.result(w)["line"] for w in s.worst()] == [1, 3, 5]  # one rate: earlier first
        s.add(Outcome(7, 7, 1, 1, False), b'{"line": 7}')  # still appends after reading
        assert [r["line"] for r in s.flagged_results()] == [1, 3, 5, 7]
    plain = Summary()
    plain.add(Outcome(1, 1, 2, 1, False), lines[0])
    assert list(plain.flagged_results()) == []
    with pytest.raises(ValueError, match="keeps no result lines"):
        plain.result(plain.worst()[0])


def test_the_audit_names_the_summary() -> None:
    from numground.batch import audit

    assert audit.Summary is Summary  # the name test_audit.py once imported it by

"""The corpus figures (``eval.scores``): what is counted, and each metric's row.

Cases here are built in memory (``Case``) and scored by a ``Tally`` directly,
so each count is pinned apart from loading and diffing (``test_evaluate.py``)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground import check, tokenize
from numground.eval.corpus import CATEGORIES, Case, Derived, Expected, Planted
from numground.eval.scores import HIGHER, LOWER, METRICS, NATURAL_SIDES, Tally, figures
from numground.lex.tokens import Kind
from numground.tables.verdicts import Verdict


def _expect(text: str, kind: Kind = Kind.CLAIM, value: str | None = None, unit: str | None = None,
            verdict: Verdict | None = None, start: int = 0) -> Expected:
    return Expected(text, start, kind, None if value is None else Decimal(value), unit, verdict)


def _add(tally: Tally, case: Case) -> None:
    tokens = tokenize(case.text)
    report = check(case.text, case.pool) if case.has_pool else None
    verdicts = [f.verdict for f in report.findings] if report else [None] * len(tokens)
    by_key = {(t.start, t.text): (t, v) for t, v in zip(tokens, verdicts, strict=True)}
    tally.add(case, tokens, verdicts, report, lambda: by_key)


def test_every_metric_has_a_direction() -> None:
    assert {m.better for m in METRICS} == {HIGHER, LOWER}
    names = [m.name for m in METRICS]
    assert len(names) == len(set(names))
    lower = {m.name for m in METRICS if m.better == LOWER}
    assert lower == {"clean_invention_rate", "natural.*.on.faithful_flagged",
                     "natural.*.on.false_flags_per_claim"}


def test_figures_expand_stars_and_skip_what_is_missing() -> None:
    metrics = {"cases": 3, "kinds": {"claim": {"precision": 1.0, "recall": 0.5},
                                     "date": {"precision": None, "recall": 1.0}},
               "tokens": {"precision": 0.9}, "natural": None}
    found = figures(metrics)
    assert found == {"cases": (3, HIGHER), "kinds.claim.precision": (1.0, HIGHER),
                     "kinds.date.precision": (None, HIGHER), "kinds.claim.recall": (0.5, HIGHER),
                     "kinds.date.recall": (1.0, HIGHER), "tokens.precision": (0.9, HIGHER)}
    assert figures({}) == {}


def test_tokens_kinds_values_units_and_verdicts_are_counted() -> None:
    tally = Tally()
    text = "HR 52 bpm on Aug 7, ran 5 km."
    _add(tally, Case("a", text, (
        _expect("52 bpm", value="52", unit="bpm", verdict=Verdict.GROUNDED, start=3),
        _expect("Aug 7", Kind.DATE, start=13),
        _expect("5 km", value="6", unit="mi", verdict=Verdict.GROUNDED, start=24),  # wrong twice
        _expect("nine", start=0),  # never comes out
    ), {"hr_bpm": 52, "km": 5}, has_pool=True))
    m = tally.metrics([])
    assert m["tokens"] == {"precision": 1.0, "recall": 0.75, "expected": 4, "actual": 3,
                           "matched": 3}
    assert m["kinds"]["claim"] == {"precision": 1.0, "recall": 2 / 3, "expected": 3, "actual": 2,
                                   "correct": 2}
    assert (m["value_accuracy"], m["unit_accuracy"]) == (2 / 3, 2 / 3)
    assert (m["verdict_accuracy"], m["verdicts_checked"]) == (1.0, 2)


def test_verdicts_count_only_with_a_pool() -> None:
    tally = Tally()
    _add(tally, Case("b", "ran 5 km", (_expect("5 km", value="5", unit="km",
                                               verdict=Verdict.INVENTED, start=4),)))
    m = tally.metrics([])
    assert (m["verdict_accuracy"], m["verdicts_checked"]) == (None, 0)  # nothing to count
    assert m["planted_catch_rate"] is None


def test_clean_and_planted_cases() -> None:
    tally = Tally()
    _add(tally, Case("clean", "HR 52 and 60.", (_expect("52", value="52", start=3),
                                                _expect("60", value="60", start=10)),
                     {"hr": 52}, has_pool=True))
    planted = Planted("60", 10, Verdict.INVENTED)
    _add(tally, Case("caught", "HR 52 and 60.", (_expect("52", value="52", start=3),
                                                 _expect("60", value="60", start=10)),
                     {"hr": 52}, has_pool=True, planted=(planted,)))
    missed = Planted("52", 3, Verdict.INVENTED)
    _add(tally, Case("missed", "HR 52.", (_expect("52", value="52", start=3),),
                     {"hr": 52}, has_pool=True, planted=(missed,)))
    m = tally.metrics([])
    assert (m["clean_claims"], m["clean_inventions"], m["clean_invention_rate"]) == (2, 1, 0.5)
    assert (m["planted"], m["planted_caught"], m["planted_catch_rate"]) == (2, 1, 0.5)


def test_no_clean_claim_is_a_rate_of_zero() -> None:
    assert Tally().metrics([])["clean_invention_rate"] == 0.0


NATURAL = "Resting HR was 51 bpm, up 4 bpm on your 47 bpm baseline."
NATURAL_POOL = {"resting_hr_bpm": 51, "resting_hr_baseline_bpm": 47}


def test_natural_briefs_by_split_and_side() -> None:
    tally = Tally()
    derived = (Derived("4 bpm", 26, "difference"),)
    _add(tally, Case("n1", NATURAL, (), NATURAL_POOL, True, derived=derived, split="dev"))
    flawed = NATURAL.replace("up 4", "up 6")
    _add(tally, Case("n1-flawed", flawed, (), NATURAL_POOL, True, derived=(), split="dev",
                     planted=(Planted("6 bpm", 26, Verdict.INVENTED),)))
    _add(tally, Case("n2", NATURAL, (), NATURAL_POOL, True, derived=derived))  # no split
    natural = tally.metrics([])["natural"]
    assert list(natural) == ["older", "dev"]  # in split order
    assert list(natural["dev"]) == [name for name, _, _ in NATURAL_SIDES]
    on, off = natural["dev"]["on"], natural["dev"]["off"]
    assert (on["faithful"], on["claims"], on["false_flags"], on["faithful_flagged"]) == (
        1, 3, 0, 0.0)
    assert (off["false_flags"], off["faithful_flagged"]) == (1, 1.0)  # 4 bpm, derivations off
    assert (on["computed_backed"], off["computed_backed"]) == (1.0, 0.0)
    assert (on["planted"], on["caught"], on["catch_rate"]) == (1, 1, 1.0)
    assert tally.metrics([])["planted"] == 0  # natural slips stay out of the older figures


def test_cases_by_category_and_domain() -> None:
    cases = [Case("x", "", (), domain="finance"), Case("y", "", (), {}, True, domain="training"),
             Case("z", "", (), residue=True, domain="finance")]
    m = Tally().metrics(cases)
    assert m["cases"] == 3
    assert m["cases_by_category"] == {name: {"no-pool": 1, "clean": 1, "residue": 1}.get(name, 0)
                                      for name in CATEGORIES}
    assert m["cases_by_domain"] == {"finance": 2, "training": 1}


@pytest.mark.parametrize(("slip", "caught"), [
    (Planted("4", 26, Verdict.INVENTED), True),  # a slip inside a flagged token is caught
    (Planted("bpm", 28, Verdict.INVENTED), True),
    (Planted("Resting", 0, Verdict.INVENTED), False),  # one that overlaps no flag is not
])
def test_a_natural_slip_is_caught_by_an_overlapping_flag(slip: Planted, caught: bool) -> None:
    tally = Tally()
    pool = {"resting_hr_bpm": 51, "baseline": {"bpm": 40}}  # 4 and 47 are invented here
    _add(tally, Case("s", NATURAL, (), pool, True, derived=(), split="test", planted=(slip,)))
    assert tally.metrics([])["natural"]["test"]["on"]["caught"] == int(caught)

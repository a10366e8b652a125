"""The baseline gate (``eval.baseline``): which pinned figures got worse, on
hand-made figures (``test_evaluate.py`` runs it on evaluated corpora)."""

from __future__ import annotations

import json

import pytest

from numground.eval.baseline import EPSILON, SCHEMA_VERSION, baseline_of, compare_to_baseline
from numground.eval.corpus import CorpusError
from numground.eval.evaluate import Evaluation

METRICS = {"cases": 10, "tokens": {"precision": 0.9, "recall": 0.8, "expected": 50},
           "clean_invention_rate": 0.02, "planted_catch_rate": None}


def test_a_baseline_pins_the_figures_flat() -> None:
    baseline = baseline_of(METRICS)
    assert baseline == {"schema_version": SCHEMA_VERSION, "figures": {
        "cases": 10, "tokens.precision": 0.9, "tokens.recall": 0.8,
        "planted_catch_rate": None, "clean_invention_rate": 0.02}}
    assert "tokens.expected" not in baseline["figures"]  # a count that is no figure
    assert baseline_of(Evaluation(10, (), METRICS)) == baseline
    assert compare_to_baseline(METRICS, json.loads(json.dumps(baseline))) == []


@pytest.mark.parametrize(("change", "message"), [
    ({"cases": 9}, "cases: 9 is worse than the baseline 10 (higher is better)"),
    ({"tokens": {"precision": 0.85, "recall": 0.8}},
     "tokens.precision: 0.8500 is worse than the baseline 0.9000 (higher is better)"),
    ({"clean_invention_rate": 0.03},
     "clean_invention_rate: 0.0300 is worse than the baseline 0.0200 (lower is better)"),
    # too close to tell apart at four places: shown in full
    ({"clean_invention_rate": 0.02 + 1e-6},
     f"clean_invention_rate: {0.02 + 1e-6!r} is worse than the baseline 0.02 (lower is better)"),
])
def test_a_worse_figure_is_one_line(change: dict, message: str) -> None:
    assert compare_to_baseline({**METRICS, **change}, baseline_of(METRICS)) == [message]


@pytest.mark.parametrize("change", [
    {"cases": 11}, {"clean_invention_rate": 0.01}, {"tokens": {"precision": 1.0, "recall": 0.8}},
    {"clean_invention_rate": 0.02 + EPSILON / 2},  # within EPSILON
    {"planted_catch_rate": 0.0},  # None in the baseline: nothing to compare with
    {"tokens": {"precision": None, "recall": 0.8}},  # None now: nothing to compare either
])
def test_a_better_or_unknown_figure_passes(change: dict) -> None:
    assert compare_to_baseline({**METRICS, **change}, baseline_of(METRICS)) == []


def test_the_baseline_may_be_flat_and_ignores_what_is_no_number() -> None:
    flat = {"cases": 12, "tokens.precision": True, "tokens.recall": "0.9"}
    assert compare_to_baseline(METRICS, flat) == [
        "cases: 10 is worse than the baseline 12 (higher is better)"]


@pytest.mark.parametrize("baseline", [[1, 2], "figures", {"figures": [1]}, None])
def test_what_is_no_baseline_is_a_corpus_error(baseline: object) -> None:
    with pytest.raises(CorpusError, match="baseline: not a baseline"):
        compare_to_baseline(METRICS, baseline)  # type: ignore[arg-type]

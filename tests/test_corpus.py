"""The regression corpus, graded in the suite: every case passes and no figure
is worse than the committed baseline (``corpus/baseline.json``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from numground.eval.evaluate import Evaluation, compare_to_baseline, evaluate
from numground.render.evaluation import render_failure

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


@pytest.fixture(scope="module")
def ev() -> Evaluation:
    """The whole corpus, run once for the tests below."""
    return evaluate([CORPUS])


def test_every_corpus_case_passes(ev: Evaluation) -> None:
    assert ev.passed, "\n".join(render_failure(f) for f in ev.failures)


def test_no_figure_is_worse_than_the_baseline(ev: Evaluation) -> None:
    baseline = json.loads((CORPUS / "baseline.json").read_text(encoding="utf-8"))
    assert compare_to_baseline(ev, baseline) == []


def test_the_contract_figures(ev: Evaluation) -> None:
    m = ev.metrics
    assert m["clean_invention_rate"] == 0.0 and m["clean_claims"] > 250
    assert m["planted_catch_rate"] == 1.0 and m["planted"] >= 40
    assert m["tokens"]["precision"] == 1.0 and m["tokens"]["recall"] == 1.0
    assert ev.cases >= 250

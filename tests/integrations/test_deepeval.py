"""The DeepEval metric (issue 20), end to end: ``evaluate`` and ``assert_test``, offline.

DeepEval is imported inside a module fixture, after its telemetry, update check,
``.env`` loading and post-run prompt are switched off, with no API key in the
environment, from a scratch directory (it writes ``.deepeval/`` where it runs).
Its pytest plugin is disabled for the whole suite (``-p no:deepeval`` in
pyproject.toml): it would import DeepEval at every session's start, before any
of this, and print on every run.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from netguard import no_network

import numground
from numground.render.text import render_report

if importlib.util.find_spec("deepeval") is None:
    pytest.skip("deepeval is not installed (pip install -e '.[deepeval]')", allow_module_level=True)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "training"
POOL = json.loads((EXAMPLES / "pool.json").read_text(encoding="utf-8"))
FAITHFUL = (EXAMPLES / "brief.md").read_text(encoding="utf-8")
FLAWED = (EXAMPLES / "brief-flawed.md").read_text(encoding="utf-8")

OFFLINE_ENV = {
    "DEEPEVAL_TELEMETRY_OPT_OUT": "YES",  # "YES" is what older releases compared with
    "DEEPEVAL_UPDATE_WARNING_OPT_IN": "0",
    "DEEPEVAL_DISABLE_DOTENV": "1",
    "DEEPEVAL_NO_INSPECT_PROMPT": "1",
}
KEYS = ("OPENAI_API_KEY", "CONFIDENT_API_KEY", "DEEPEVAL_RESULTS_FOLDER")


@pytest.fixture(scope="module")
def de(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SimpleNamespace]:
    """DeepEval's API, imported and run offline, keyless, in a scratch directory."""
    with pytest.MonkeyPatch.context() as mp:
        for key, value in OFFLINE_ENV.items():
            mp.setenv(key, value)
        for key in KEYS:
            mp.delenv(key, raising=False)
        mp.chdir(tmp_path_factory.mktemp("deepeval"))
        with no_network() as attempts:
            import deepeval
            from deepeval.evaluate.configs import DisplayConfig
            from deepeval.test_case import LLMTestCase

            from numground.integrations.deepeval import NumericGroundingMetric

            yield SimpleNamespace(
                evaluate=deepeval.evaluate,
                assert_test=deepeval.assert_test,
                quiet=DisplayConfig(print_results=False, show_indicator=False),
                LLMTestCase=LLMTestCase,
                Metric=NumericGroundingMetric,
                attempts=attempts,
            )
        assert attempts == [], f"DeepEval tried the network: {attempts}"


def _case(de: SimpleNamespace, name: str, text: str, **fields: Any) -> Any:
    return de.LLMTestCase(input=f"Write the {name} brief.", actual_output=text, name=name, **fields)


def test_evaluate_two_cases_scores_and_reasons(de: SimpleNamespace) -> None:
    cases = [
        _case(de, "faithful", FAITHFUL, context=[json.dumps(POOL)]),
        _case(de, "flawed", FLAWED, metadata={"pool": POOL}),
    ]
    result = de.evaluate(cases, [de.Metric(threshold=1.0)], display_config=de.quiet)
    by_name = {r.name: r for r in result.test_results}
    assert by_name["faithful"].success is True
    assert by_name["flawed"].success is False
    report = numground.check(FLAWED, POOL)
    [data] = by_name["flawed"].metrics_data
    assert data.name == "Numeric Grounding"
    assert data.score == pytest.approx(1 - report.invention_rate)
    assert data.reason == render_report(report, FLAWED, name="flawed", max_rate=0.0)
    assert "sign_inversion: +7.5" in data.reason and "invented: 64 ms" in data.reason
    assert data.evaluation_cost in (None, 0)  # no model was called
    assert by_name["faithful"].metrics_data[0].score == 1.0
    assert de.attempts == []


def test_assert_test_passes_the_faithful_and_fails_the_flawed(de: SimpleNamespace) -> None:
    retrieval = [json.dumps(POOL)]
    de.assert_test(_case(de, "faithful", FAITHFUL, retrieval_context=retrieval), [de.Metric()])
    with pytest.raises(AssertionError, match="Numeric Grounding"):
        de.assert_test(_case(de, "flawed", FLAWED, retrieval_context=retrieval), [de.Metric()])
    assert de.attempts == []


def test_threshold_is_compared_exactly(de: SimpleNamespace) -> None:
    report = numground.check(FLAWED, POOL)  # 2 flagged of 22 claims
    exact = 1 - len(report.flagged) / report.claims
    just_below = de.Metric(threshold=round(exact - 0.001, 3))
    just_below.measure(_case(de, "flawed", FLAWED, metadata={"pool": POOL}))
    assert just_below.is_successful()
    four_of_five = _case(de, "x", "It was 1, 2, 3, 4 and 9 km.", metadata={"pool": [1, 2, 3, 4]})
    metric = de.Metric(threshold=0.8)
    assert metric.measure(four_of_five) == pytest.approx(0.8)
    assert metric.is_successful()  # 1 - 0.8 is 0.19999999999999996 in floats
    strict = de.Metric(threshold=0.5, strict_mode=True)
    assert strict.measure(four_of_five) == 0.0 and not strict.is_successful()


def test_sync_and_async_measure_agree(de: SimpleNamespace) -> None:
    case = _case(de, "flawed", FLAWED, context=[json.dumps(POOL)])
    sync, asynchronous = de.Metric(), de.Metric()
    assert sync.measure(case) == asyncio.run(asynchronous.a_measure(case))
    assert sync.reason == asynchronous.reason
    assert sync.report is not None and sync.report.counts == numground.check(FLAWED, POOL).counts


def test_pool_sources(de: SimpleNamespace) -> None:
    halves = [json.dumps({"tsb": -7.5}), json.dumps({"hrv_ms": 61})]
    text = "TSB is −7.5 and HRV is 61 ms."
    for options, fields in (
        ({}, {"context": halves}),  # several items: a list of them
        ({}, {"retrieval_context": halves}),
        ({}, {"metadata": {"pool": json.dumps({"tsb": -7.5, "hrv_ms": 61})}}),  # JSON text
        ({}, {"additional_metadata": {"pool": {"tsb": -7.5, "hrv_ms": 61}}}),  # DeepEval 3's name
        ({"pool_from": "metadata", "metadata_key": "data"},
         {"metadata": {"data": {"tsb": -7.5, "hrv_ms": 61}}, "context": ["not JSON"]}),
        ({"pool_from": "retrieval_context"},
         {"context": ["not JSON"], "retrieval_context": halves}),
    ):
        assert de.Metric(**options).measure(_case(de, "x", text, **fields)) == 1.0, fields
    own = de.Metric(pool_from=lambda case: {"tsb": -7.5, "hrv_ms": 60})
    assert own.measure(_case(de, "x", text)) == 0.5


def test_missing_or_bad_pool_is_an_error_not_a_pass(de: SimpleNamespace) -> None:
    from deepeval.errors import MissingTestCaseParamsError

    with pytest.raises(MissingTestCaseParamsError, match="context or retrieval_context"):
        de.Metric().measure(_case(de, "x", "TSB is 7."))
    with pytest.raises(MissingTestCaseParamsError, match="actual_output"):
        de.Metric().measure(de.LLMTestCase(input="x", context=["{}"]))
    with pytest.raises(numground.PoolError, match=r"context\[0\]:1:1: invalid JSON"):
        de.Metric().measure(_case(de, "x", "TSB is 7.", context=["TSB was 7"]))
    metric = de.Metric()
    assert metric.is_successful() is False  # never measured
    metric.measure(_case(de, "x", "TSB is 7.", context=['{"tsb": 7}']))
    assert metric.is_successful() is True
    with pytest.raises(MissingTestCaseParamsError):
        metric.measure(_case(de, "x", "TSB is 7."))
    assert metric.is_successful() is False and metric.score is None  # not the last pass
    with pytest.raises(ValueError, match="threshold"):
        de.Metric(threshold=1.5)
    with pytest.raises(ValueError, match="pool_from"):
        de.Metric(pool_from="input")  # type: ignore[arg-type]

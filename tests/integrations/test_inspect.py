"""The Inspect AI scorer (issue 20), end to end: a real ``eval`` on two samples, offline.

Inspect's ``mockllm/model`` writes the briefs: a faithful one and a flawed one
(``examples/training``), picked by the sample's prompt so that concurrency
cannot swap them. Each output carries its token usage, so the mock provider
never counts tokens with tiktoken (which would download an encoding), and
``ctl_server=False`` spares the run Inspect's control socket (and 1 s).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from netguard import no_network

pytest.importorskip(
    "inspect_ai", reason="inspect-ai is not installed (pip install -e '.[inspect]')"
)
pytestmark = pytest.mark.filterwarnings(  # Inspect's own call into tenacity
    "ignore:The 'initial' parameter is deprecated:DeprecationWarning"
)

from inspect_ai import Task, eval  # noqa: E402
from inspect_ai.dataset import Sample  # noqa: E402
from inspect_ai.log import read_eval_log  # noqa: E402
from inspect_ai.model import ModelOutput, ModelUsage, get_model  # noqa: E402
from inspect_ai.scorer import SampleScore, Score  # noqa: E402
from inspect_ai.solver import generate  # noqa: E402

import numground  # noqa: E402
from numground.data.pool import PoolError  # noqa: E402
from numground.integrations.inspect import grounded_numbers, invention_rate  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "training"
POOL = json.loads((EXAMPLES / "pool.json").read_text(encoding="utf-8"))
BRIEFS = {
    "faithful": (EXAMPLES / "brief.md").read_text(encoding="utf-8"),
    "flawed": (EXAMPLES / "brief-flawed.md").read_text(encoding="utf-8"),
}


def _mock_model() -> object:
    """``mockllm/model`` answering each prompt ("write the faithful brief") with that brief."""

    def output(messages: list, tools: list, tool_choice: object, config: object) -> ModelOutput:
        which = next(name for name in BRIEFS if name in messages[-1].text)
        out = ModelOutput.from_content(model="mockllm/model", content=BRIEFS[which])
        out.usage = ModelUsage(input_tokens=10, output_tokens=300, total_tokens=310)
        return out

    return get_model("mockllm/model", custom_outputs=output)


def _run(tmp_path: Path, samples: list[Sample], **scorer_args: object) -> object:
    """An eval of ``samples`` with the network off; fails if anything tried to reach it."""
    task = Task(dataset=samples, solver=generate(), scorer=grounded_numbers(**scorer_args))
    with no_network() as attempts:
        [log] = eval(
            task, model=_mock_model(), log_dir=str(tmp_path), display="none", ctl_server=False
        )
    assert attempts == [], f"the eval tried the network: {attempts}"
    return log


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> object:
    """One eval of both briefs: one pool an object, the other JSON text (as from a CSV)."""
    samples = [
        Sample(id="faithful", input="Write the faithful brief.", metadata={"pool": POOL}),
        Sample(id="flawed", input="Write the flawed brief.", metadata={"pool": json.dumps(POOL)}),
    ]
    return _run(tmp_path_factory.mktemp("inspect"), samples, max_rate=0.0)


def test_eval_scores_pass_and_fail_by_the_rate(run: object) -> None:
    assert run.status == "success", run.error
    log = read_eval_log(run.location)  # what a user reads back: the log on disk
    scores = {s.id: s.scores["grounded_numbers"] for s in log.samples}
    assert scores["faithful"].value == "C"
    assert scores["flawed"].value == "I"
    expected = {n: numground.check(BRIEFS[n], POOL) for n in BRIEFS}
    for name, score in scores.items():
        assert score.metadata["claims"] == expected[name].claims
        assert score.metadata["counts"] == expected[name].counts
        assert score.metadata["inventions"] == len(expected[name].flagged)
        assert score.metadata["findings"] == expected[name].to_dict()["findings"]
        assert score.metadata["passed"] is (name == "faithful")


def test_log_explanation_is_the_text_report(run: object) -> None:
    log = read_eval_log(run.location)
    flawed = next(s for s in log.samples if s.id == "flawed").scores["grounded_numbers"]
    report = numground.check(BRIEFS["flawed"], POOL)
    text = numground.render.text.render_report(
        report, BRIEFS["flawed"], name="sample flawed", max_rate=0.0
    )
    assert flawed.explanation == f"```text\n{text.rstrip()}\n```"
    assert "sample flawed:3:" in flawed.explanation  # name:line:col of the flipped sign
    assert "sign_inversion: +7.5" in flawed.explanation
    assert "invented: 64" in flawed.explanation
    assert "FAIL (max 0)" in flawed.explanation
    faithful = next(s for s in log.samples if s.id == "faithful").scores["grounded_numbers"]
    assert "PASS (max 0)" in faithful.explanation


def test_log_metrics_are_accuracy_and_the_pooled_invention_rate(run: object) -> None:
    # invention_rate reads every epoch's score (unreduced), so Inspect lists it apart
    metrics = {name: m.value for s in run.results.scores for name, m in s.metrics.items()}
    reports = [numground.check(BRIEFS[n], POOL) for n in BRIEFS]
    pooled = sum(len(r.flagged) for r in reports) / sum(r.claims for r in reports)
    assert metrics["accuracy"] == 0.5
    assert metrics["invention_rate"] == pytest.approx(pooled)
    assert 0 < metrics["invention_rate"] < 1


def test_pool_from_a_callable_and_a_looser_gate(tmp_path: Path) -> None:
    samples = [Sample(id="flawed", input="Write the flawed brief.", metadata={"data": POOL})]
    log = _run(tmp_path, samples, pool_from=lambda state: state.metadata["data"], max_rate=0.5)
    assert log.status == "success", log.error
    assert log.samples[0].scores["grounded_numbers"].value == "C"


def test_a_sample_without_its_pool_is_an_error_not_a_pass(tmp_path: Path) -> None:
    samples = [Sample(id="nopool", input="Write the faithful brief.", metadata={})]
    log = _run(tmp_path, samples)
    assert log.status == "error"
    assert "no 'pool' in its metadata" in log.error.message


def test_invention_rate_metric_pools_claims_and_skips_foreign_scores() -> None:
    metric = invention_rate()
    scores = [
        SampleScore(score=Score(value="I", metadata={"claims": 2, "inventions": 1})),
        SampleScore(score=Score(value="C", metadata={"claims": 8, "inventions": 0})),
        SampleScore(score=Score(value=1.0)),  # another scorer's: no counts
    ]
    assert metric(scores) == 0.1
    assert metric([]) == 0.0


def test_max_rate_outside_0_1_is_refused() -> None:
    with pytest.raises(ValueError, match="max_rate"):
        grounded_numbers(max_rate=2)
    assert issubclass(PoolError, numground.NumgroundError)

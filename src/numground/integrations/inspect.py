"""An Inspect AI scorer: the grounding gate as one line of a task.

    from numground.integrations.inspect import grounded_numbers

    Task(dataset=samples, solver=generate(), scorer=grounded_numbers(max_rate=0.0))

Each sample carries the data its brief was written from, under
``metadata["pool"]`` (an object, or JSON text as a CSV column holds it);
``pool_from`` names another key, or is a function of the ``TaskState`` that
returns the data (or a ``numground.Pool``). A sample without its pool is an
error, not a pass: a gate must not open because the data went missing.

The score is ``C`` when the completion's invention rate is at most
``max_rate`` and ``I`` otherwise; its explanation is ``numground check``'s
text report (flagged claims in their sentences, then the summary), fenced so
that ``inspect view`` shows it as written; its metadata is the report's JSON
(``Report.to_dict``: claims, counts, findings) with ``inventions``,
``max_rate`` and ``passed``. The metrics are ``accuracy`` (the share of
briefs that pass) and ``invention_rate``: all flagged claims over all claims,
every epoch counted, as ``numground audit`` sums a batch.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from inspect_ai.scorer import (
    CORRECT,
    INCORRECT,
    Metric,
    SampleScore,
    Score,
    Scorer,
    Target,
    accuracy,
    metric,
    scorer,
)
from inspect_ai.solver import TaskState

from numground.data.pool import Pool, PoolError
from numground.integrations._common import check_rate, pool_of
from numground.judge.check import check
from numground.render.text import render_report

__all__ = ["grounded_numbers", "invention_rate"]

PoolFrom = str | Callable[[TaskState], object]
"""A metadata key, or a function of the sample's state that returns its data."""


@metric(scores="unreduced")
def invention_rate() -> Metric:
    """Flagged claims over claims across every scored brief (0.0 with no claims).

    Pooled, not a mean of per-sample rates: a brief of 40 claims weighs
    more than one of 2, as in ``numground audit``'s summary. Reads the
    counts ``grounded_numbers`` leaves in each score's metadata; scores
    without them (another scorer's, or unscored) are left out.
    """

    def compute(scores: list[SampleScore]) -> float:
        claims = inventions = 0
        for sample in scores:
            meta = sample.score.metadata or {}
            if isinstance(meta.get("claims"), int) and isinstance(meta.get("inventions"), int):
                claims += meta["claims"]
                inventions += meta["inventions"]
        return inventions / claims if claims else 0.0

    return compute


@scorer(metrics=[accuracy(), invention_rate()])
def grounded_numbers(
    pool_from: PoolFrom = "pool",
    max_rate: float = 0.0,
    derive: bool = True,
) -> Scorer:
    """Score the completion's numbers against the sample's data; pass at rate <= ``max_rate``.

    ``derive=False`` is the command line's ``--no-derive``: a number computed
    from the data (a difference, a share, a sum) then counts as invented.
    """
    gate = check_rate(max_rate, "max_rate")

    async def score(state: TaskState, target: Target) -> Score:
        del target  # the data, not a target answer, is what the numbers answer to
        text = state.output.completion
        report = check(text, _pool(state, pool_from), derive=derive)
        passed = report.passes(gate)
        return Score(
            value=CORRECT if passed else INCORRECT,
            explanation=_fenced(render_report(report, text, name=_name(state), max_rate=gate)),
            metadata={
                **report.to_dict(),
                "inventions": len(report.flagged),
                "max_rate": gate,
                "passed": passed,
            },
        )

    return score


def _pool(state: TaskState, pool_from: PoolFrom) -> Pool:
    """The sample's pool, from its metadata or ``pool_from(state)``; ``PoolError`` if missing."""
    where = f"sample {state.sample_id!r}"
    if callable(pool_from):
        data: Any = pool_from(state)
        if data is None:
            raise PoolError(f"{where}: pool_from returned None")
        return pool_of(data, name=f"{where} pool_from")
    metadata = state.metadata or {}
    if pool_from not in metadata:
        raise PoolError(
            f"{where}: no {pool_from!r} in its metadata (name the key, or pass a function "
            f"of the TaskState, as grounded_numbers(pool_from=...))"
        )
    return pool_of(metadata[pool_from], name=f"{where} metadata[{pool_from!r}]")


def _name(state: TaskState) -> str:
    """How positions in the report name the brief: ``sample ID`` (``sample ID:line:col``)."""
    return f"sample {state.sample_id}"


_FENCE = re.compile(r"`{3,}")


def _fenced(text: str) -> str:
    """``text`` fenced longer than any backtick run in it (the viewer renders markdown)."""
    longest = max((len(m.group()) for m in _FENCE.finditer(text)), default=2)
    fence = "`" * (longest + 1)
    return f"{fence}text\n{text.rstrip()}\n{fence}"

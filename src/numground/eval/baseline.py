"""The baseline gate: the corpus figures a commit pins, and which of them got worse.

The figures and their directions are ``numground.eval.scores.METRICS``'s rows; a
baseline file holds their values flat by dotted name, at full precision, so
a baseline written now compares equal to itself.

Decided where the SPEC and the issues are silent:

- Worse is lower for counts, precision, recall, accuracies and catch rates,
  higher for invention rates and false flags, by more than ``EPSILON``.
- A figure the baseline lacks (a new kind, a new metric) or that is ``None``
  on either side is not a regression; fewer cases than the baseline is.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from numground.eval.corpus import CorpusError
from numground.eval.scores import HIGHER, figures

__all__ = ["EPSILON", "SCHEMA_VERSION", "baseline_of", "compare_to_baseline"]

SCHEMA_VERSION = 1
"""Version of the baseline file's shape."""

EPSILON = 1e-9
"""How much worse than the baseline a figure may be before it counts as a regression."""


def baseline_of(evaluation: Any) -> dict[str, Any]:
    """The figures a baseline pins: ``{"schema_version": 1, "figures": {"cases": 258, ...}}``.

    ``evaluation`` is an ``Evaluation`` or its ``metrics``."""
    metrics = getattr(evaluation, "metrics", evaluation)
    return {
        "schema_version": SCHEMA_VERSION,
        "figures": {name: value for name, (value, _) in figures(metrics).items()},
    }


def compare_to_baseline(evaluation: Any, baseline: Mapping[str, Any]) -> list[str]:
    """One line per figure of ``evaluation`` (an ``Evaluation`` or its
    ``metrics``) that got worse than ``baseline`` (as ``baseline_of`` writes it)."""
    metrics = getattr(evaluation, "metrics", evaluation)
    pinned = baseline.get("figures", baseline) if isinstance(baseline, Mapping) else None
    if not isinstance(pinned, Mapping):
        raise CorpusError("baseline", "not a baseline: expected an object with 'figures'")
    messages: list[str] = []
    for name, (value, better) in figures(metrics).items():
        old = pinned.get(name)
        if value is None or isinstance(old, bool) or not isinstance(old, (int, float)):
            continue
        worse = value < old - EPSILON if better == HIGHER else value > old + EPSILON
        if worse:
            now, then = _show(value), _show(old)
            if now == then:  # too close to tell apart at 4 places
                now, then = repr(value), repr(old)
            messages.append(f"{name}: {now} is worse than the baseline {then} ({better} is better)")
    return messages


def _show(value: float | int) -> str:
    return str(value) if isinstance(value, int) else f"{value:.4f}"

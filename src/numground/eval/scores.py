"""The corpus figures: what is counted, and every metric declared once as a row.

A metric is one row of ``METRICS``: its name in ``Evaluation.metrics`` (a
dotted path, ``*`` for every key at that level) and which direction is
better. The baseline gate and the renderers read the rows; nothing else
lists metrics.

Decided where the SPEC and the issues are silent:

- Every case passes or fails on its own expectations, residue included. The
  *figures* leave residue cases out: their expectations pin what the checker
  does, not what it should do, so counting them would credit known mistakes.
- A ratio with nothing to count is ``None`` (``null`` in JSON, ``n/a`` in the
  table), except the clean invention rate, which is ``0.0`` (as SPEC §4's rate).
- Natural briefs are scored apart, per split (``older``, ``dev``, ``test``)
  and per side (the default checker, and derivations off): how often a
  faithful brief is flagged, false flags per claim, slips caught, and how
  many computed numbers are backed. A slip is caught when a flagged token
  overlaps it (a slip written "5.2/day" is the token "5.2").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from numground.eval.corpus import CATEGORIES, Case
from numground.judge.check import check
from numground.lex.tokens import Kind, Token
from numground.report import Report
from numground.tables.verdicts import BACKED, INVENTIONS, Verdict

__all__ = ["HIGHER", "LOWER", "METRICS", "NATURAL_SIDES", "Metric", "Tally", "figures"]

HIGHER = "higher"
LOWER = "lower"


@dataclass(frozen=True, slots=True)
class Metric:
    """One figure the baseline pins."""

    name: str
    """Its dotted path in ``Evaluation.metrics``; ``*`` stands for every key there."""
    better: str
    """``higher`` or ``lower``."""


METRICS: tuple[Metric, ...] = (
    Metric("cases", HIGHER),  # fewer cases is worse: deleting a failing case must not pass
    Metric("kinds.*.precision", HIGHER),
    Metric("kinds.*.recall", HIGHER),
    Metric("tokens.precision", HIGHER),
    Metric("tokens.recall", HIGHER),
    Metric("value_accuracy", HIGHER),
    Metric("unit_accuracy", HIGHER),
    Metric("verdict_accuracy", HIGHER),
    Metric("planted_catch_rate", HIGHER),
    Metric("clean_invention_rate", LOWER),
    Metric("natural.*.on.faithful_flagged", LOWER),
    Metric("natural.*.on.false_flags_per_claim", LOWER),
    Metric("natural.*.on.catch_rate", HIGHER),
    Metric("natural.*.on.computed_backed", HIGHER),
)
"""Every figure with a direction, as the baseline pins it."""

NATURAL_SIDES: tuple[tuple[str, str, Mapping[str, Any]], ...] = (
    ("on", "as shipped (derivations on)", {}),
    ("off", "derivations off", {"derive": False}),
)
"""The checkers natural briefs are scored with, ``(name, label, check
options)``: the default, and each capability off, so that its effect is
measured side by side."""


def figures(metrics: Mapping[str, Any]) -> dict[str, tuple[float | int | None, str]]:
    """Every pinned figure of ``metrics``: its value and which direction is better."""
    out: dict[str, tuple[float | int | None, str]] = {}
    for metric in METRICS:
        for name, value in _expand(metrics, metric.name.split("."), ""):
            out[name] = (value, metric.better)
    return out


def _expand(node: Any, parts: list[str], prefix: str):
    if not parts:
        yield prefix, node
        return
    if not isinstance(node, Mapping):
        return
    head, rest = parts[0], parts[1:]
    keys = list(node) if head == "*" else [head] if head in node else []
    for key in keys:
        yield from _expand(node[key], rest, f"{prefix}.{key}" if prefix else key)


def _overlaps(start: int, text: str, t: Token) -> bool:
    return t.start < start + len(text) and start < t.end


@dataclass
class _Side:
    """One checker's natural-brief figures for one split."""

    faithful: int = 0
    faithful_flagged: int = 0
    claims: int = 0
    false_flags: int = 0
    computed: int = 0
    computed_backed: int = 0
    planted: int = 0
    caught: int = 0

    def add(self, case: Case, report: Report) -> None:
        if case.planted:
            flagged = [f.token for f in report.findings if f.verdict in INVENTIONS]
            self.planted += len(case.planted)
            self.caught += sum(any(_overlaps(p.start, p.text, t) for t in flagged)
                               for p in case.planted)
            return
        by_start = {f.token.start: f.verdict for f in report.findings}
        self.faithful += 1
        self.claims += report.claims
        flags = len(report.flagged)
        self.false_flags += flags
        self.faithful_flagged += flags > 0
        for d in case.derived or ():
            self.computed += 1
            self.computed_backed += by_start.get(d.start) in BACKED

    def metrics(self) -> dict[str, Any]:
        return {
            "faithful_flagged": _ratio(self.faithful_flagged, self.faithful),
            "false_flags_per_claim": _ratio(self.false_flags, self.claims),
            "catch_rate": _ratio(self.caught, self.planted),
            "computed_backed": _ratio(self.computed_backed, self.computed),
            "faithful": self.faithful, "faithful_flagged_briefs": self.faithful_flagged,
            "claims": self.claims, "false_flags": self.false_flags,
            "planted": self.planted, "caught": self.caught,
            "computed": self.computed, "computed_backed_claims": self.computed_backed,
        }  # fmt: skip


@dataclass
class _NaturalTally:
    """Natural briefs by split, each scored by every checker of ``NATURAL_SIDES``."""

    splits: dict[str, dict[str, _Side]] = field(default_factory=dict)

    def add(self, case: Case, report: Report) -> None:
        sides = self.splits.setdefault(case.split or "older",
                                       {name: _Side() for name, _, _ in NATURAL_SIDES})
        for name, _, options in NATURAL_SIDES:
            sides[name].add(case, report if not options else check(case.text, case.pool,
                                                                     **options))

    def metrics(self) -> dict[str, Any] | None:
        if not self.splits:
            return None
        order = ["older", "dev", "test", "holdout"]
        return {split: {name: side.metrics() for name, side in self.splits[split].items()}
                for split in sorted(self.splits, key=order.index)}


@dataclass
class Tally:
    """The counts the figures are ratios of, summed over the scored cases."""

    expected: Counter[str] = field(default_factory=Counter)
    actual: Counter[str] = field(default_factory=Counter)
    correct: Counter[str] = field(default_factory=Counter)
    matched: int = 0
    value_ok: int = 0
    unit_ok: int = 0
    verdicts: int = 0
    verdict_ok: int = 0
    clean_claims: int = 0
    clean_inventions: int = 0
    planted: int = 0
    caught: int = 0
    natural: _NaturalTally = field(default_factory=_NaturalTally)

    def add(
        self,
        case: Case,
        tokens: Sequence[Token],
        verdicts: Sequence[Verdict | None],
        report: Report | None,
        actual: Callable[[], Mapping[tuple[int, str], tuple[Token, Verdict | None]]],
    ) -> None:
        """Count one case's output (``actual`` pairs its tokens by ``(start, text)``)."""
        by_key = actual()
        self.actual.update(str(t.kind) for t in tokens)
        for e in case.expect:
            self.expected[str(e.kind)] += 1
            token, verdict = by_key.get((e.start, e.text), (None, None))
            if token is None:
                continue
            self.matched += 1
            self.correct[str(e.kind)] += token.kind == e.kind
            self.value_ok += token.value == e.value
            self.unit_ok += token.unit == e.unit
            if case.has_pool and e.verdict is not None:
                self.verdicts += 1
                self.verdict_ok += verdict == e.verdict
        if case.category == "clean" and report is not None:
            self.clean_claims += report.claims
            self.clean_inventions += len(report.flagged)
        if case.category == "natural":
            assert report is not None
            self.natural.add(case, report)
            return
        by_start = dict(zip((t.start for t in tokens), verdicts, strict=True))
        for p in case.planted:
            self.planted += 1
            self.caught += by_start.get(p.start) in INVENTIONS

    def metrics(self, cases: Sequence[Case]) -> dict[str, Any]:
        """The figures (``Evaluation.metrics``)."""
        kinds = {}
        for kind in Kind:
            name = str(kind)
            if not (self.expected[name] or self.actual[name]):
                continue
            kinds[name] = {
                "precision": _ratio(self.correct[name], self.actual[name]),
                "recall": _ratio(self.correct[name], self.expected[name]),
                "expected": self.expected[name],
                "actual": self.actual[name],
                "correct": self.correct[name],
            }
        expected, actual = sum(self.expected.values()), sum(self.actual.values())
        categories = Counter(c.category for c in cases)
        return {
            "cases": len(cases),
            "kinds": kinds,
            "tokens": {
                "precision": _ratio(self.matched, actual),
                "recall": _ratio(self.matched, expected),
                "expected": expected,
                "actual": actual,
                "matched": self.matched,
            },
            "value_accuracy": _ratio(self.value_ok, self.matched),
            "unit_accuracy": _ratio(self.unit_ok, self.matched),
            "verdict_accuracy": _ratio(self.verdict_ok, self.verdicts),
            "verdicts_checked": self.verdicts,
            "clean_invention_rate": _ratio(self.clean_inventions, self.clean_claims) or 0.0,
            "clean_claims": self.clean_claims,
            "clean_inventions": self.clean_inventions,
            "planted_catch_rate": _ratio(self.caught, self.planted),
            "planted": self.planted,
            "planted_caught": self.caught,
            "cases_by_category": {name: categories[name] for name in CATEGORIES},
            "cases_by_domain": dict(sorted(Counter(c.domain for c in cases if c.domain).items())),
            "expected_tokens_by_kind": {k: v["expected"] for k, v in kinds.items()},
            "natural": self.natural.metrics(),
        }


def _ratio(part: int, whole: int) -> float | None:
    return part / whole if whole else None

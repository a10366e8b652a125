"""The corpus evaluation: run every case, diff its tokens against what it expects.

``evaluate`` runs each case (SPEC §7; the format is ``numground.eval.corpus``)
through ``check`` when it has a pool and ``tokenize`` when it has none,
pairs expected and actual tokens by ``(start, text)``, and reports every
failing case with a token diff, with the figures of ``numground.eval.scores``.
The baseline gate is ``numground.eval.baseline``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

from numground.errors import NumgroundError
from numground.eval.baseline import baseline_of, compare_to_baseline
from numground.eval.corpus import Case, CorpusError, Expected, load_cases
from numground.eval.scores import Tally
from numground.judge.check import check
from numground.lex.tokenize import tokenize
from numground.lex.tokens import Kind, Token
from numground.report import Report
from numground.tables.verdicts import Verdict

__all__ = [
    "SCHEMA_VERSION",
    "CaseFailure",
    "CorpusError",
    "Evaluation",
    "TokenDiff",
    "baseline_of",
    "compare_to_baseline",
    "evaluate",
    "load_cases",
]

SCHEMA_VERSION = 1
"""Version of ``Evaluation.to_dict``'s shape."""


@dataclass(frozen=True, slots=True)
class TokenDiff:
    """One token that differs between what a case expects and what came out."""

    text: str
    """The token's text."""
    start: int
    """Its offset."""
    problems: tuple[str, ...]
    """``missing``, ``extra``, or the fields that differ (``kind``, ``value``, ``unit``,
    ``verdict``)."""
    expected: Expected | None
    """What the case expects (None for an extra token)."""
    actual: Token | None
    """What the tokenizer gave (None for a missing token)."""
    actual_verdict: Verdict | None = None
    """The checker's verdict for it, when the case has a pool."""

    def lines(self, show_verdict: bool) -> list[str]:
        """``- expected`` / ``+ actual`` lines, the ``+`` (or only) one naming the problems."""
        note = "  # " + ", ".join(self.problems)
        out: list[str] = []
        if self.expected is not None:
            e = self.expected
            verdict = e.verdict if show_verdict else None
            out.append("- " + _line(e.text, e.start, e.kind, e.value, e.unit, verdict))
        if self.actual is not None:
            a = self.actual
            verdict = self.actual_verdict if show_verdict else None
            out.append("+ " + _line(a.text, a.start, a.kind, a.value, a.unit, verdict))
        out[-1] += note
        return out

    def to_dict(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "text": self.text,
            "start": self.start,
            "problems": list(self.problems),
            "expected": None if self.expected is None else _expected_dict(self.expected),
            "actual": (
                None if self.actual is None else _actual_dict(self.actual, self.actual_verdict)
            ),
        }


@dataclass(frozen=True, slots=True)
class CaseFailure:
    """A case whose tokens did not come out as expected."""

    case: Case
    """The case."""
    tokens: tuple[TokenDiff, ...]
    """Every token that differs, in text order."""

    @property
    def id(self) -> str:
        """The case's id."""
        return self.case.id

    @property
    def diff(self) -> list[str]:
        """The readable diff: ``- expected`` / ``+ actual`` per differing token."""
        out: list[str] = []
        for token in self.tokens:
            expected_verdict = token.expected is not None and token.expected.verdict is not None
            show = self.case.has_pool and (expected_verdict or token.expected is None)
            out.extend(token.lines(show))
        return out

    def to_dict(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "id": self.id,
            "file": self.case.file,
            "line": self.case.line,
            "tokens": [t.to_dict() for t in self.tokens],
            "diff": self.diff,
        }


def _line(
    text: str,
    start: int,
    kind: Kind,
    value: Decimal | None,
    unit: str | None,
    verdict: Verdict | None,
) -> str:
    shown = "None" if value is None else format(value, "f")
    parts = [f"{text} @{start}", str(kind), shown, str(unit)]
    if verdict is not None:
        parts.append(str(verdict))
    return " ".join(parts)


def _expected_dict(e: Expected) -> dict[str, Any]:
    return {
        "text": e.text,
        "start": e.start,
        "kind": str(e.kind),
        "value": None if e.value is None else format(e.value, "f"),
        "unit": e.unit,
        "verdict": None if e.verdict is None else str(e.verdict),
    }


def _actual_dict(t: Token, verdict: Verdict | None) -> dict[str, Any]:
    return {
        "text": t.text,
        "start": t.start,
        "kind": str(t.kind),
        "value": None if t.value is None else format(t.value, "f"),
        "unit": t.unit,
        "verdict": None if verdict is None else str(verdict),
    }


@dataclass(frozen=True, slots=True)
class _Run:
    """One case's actual output, paired with its expectations."""

    case: Case
    tokens: tuple[Token, ...]
    verdicts: tuple[Verdict | None, ...]
    report: Report | None

    def by_key(self) -> dict[tuple[int, str], tuple[Token, Verdict | None]]:
        """Each actual token and its verdict, keyed by ``(start, text)``."""
        pairs = zip(self.tokens, self.verdicts, strict=True)
        return {(t.start, t.text): (t, v) for t, v in pairs}


def _run(case: Case) -> _Run:
    if case.has_pool:
        try:
            report = check(case.text, case.pool)
        except NumgroundError as e:
            raise CorpusError(case.file, f"{case.id}: {e}", case.line) from None
        return _Run(
            case,
            tuple(f.token for f in report.findings),
            tuple(f.verdict for f in report.findings),
            report,
        )
    tokens = tuple(tokenize(case.text))
    return _Run(case, tokens, (None,) * len(tokens), None)


def _diff(run: _Run) -> list[TokenDiff]:
    case = run.case
    actual = run.by_key()
    expected = {(e.start, e.text): e for e in case.expect}
    diffs: list[TokenDiff] = []
    for key in sorted(actual.keys() | expected.keys()):
        e = expected.get(key)
        token, verdict = actual.get(key, (None, None))
        if e is None:
            assert token is not None
            diffs.append(TokenDiff(token.text, token.start, ("extra",), None, token, verdict))
            continue
        if token is None:
            diffs.append(TokenDiff(e.text, e.start, ("missing",), e, None))
            continue
        problems = []
        if token.kind != e.kind:
            problems.append("kind")
        if token.value != e.value:
            problems.append("value")
        if token.unit != e.unit:
            problems.append("unit")
        if case.has_pool and e.verdict is not None and verdict != e.verdict:
            problems.append("verdict")
        if problems:
            diffs.append(TokenDiff(e.text, e.start, tuple(problems), e, token, verdict))
    return diffs


@dataclass(frozen=True, slots=True)
class Evaluation:
    """The result of running a corpus: failing cases and the figures."""

    cases: int
    """How many cases ran."""
    failures: tuple[CaseFailure, ...]
    """Every failing case, in corpus order, with its token diff."""
    metrics: dict[str, Any]
    """The figures: see ``corpus/README.md`` and the module docstring."""

    @property
    def passed(self) -> bool:
        """Whether every case came out as expected."""
        return not self.failures

    def to_dict(self) -> dict[str, Any]:
        """The JSON form; ratios rounded to 4 places."""
        return {
            "schema_version": SCHEMA_VERSION,
            "cases": self.cases,
            "passed": self.passed,
            "failed": len(self.failures),
            "metrics": _rounded(self.metrics),
            "failures": [f.to_dict() for f in self.failures],
        }


def _rounded(value: Any) -> Any:
    if isinstance(value, float):
        return round(value, 4)
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    return value


def evaluate(paths: Sequence[str | Path]) -> Evaluation:
    """Run every case of the corpus at ``paths`` (files or directories of ``*.jsonl``).

    Raises ``CorpusError`` for a missing file or a broken line; a case that
    merely fails is reported in ``failures``.
    """
    cases = load_cases(paths)
    tally = Tally()
    failures: list[CaseFailure] = []
    for case in cases:
        run = _run(case)
        diffs = _diff(run)
        if diffs:
            failures.append(CaseFailure(case, tuple(diffs)))
        if not case.residue:
            tally.add(case, run.tokens, run.verdicts, run.report, run.by_key)
    return Evaluation(len(cases), tuple(failures), tally.metrics(cases))

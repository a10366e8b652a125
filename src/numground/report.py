"""Findings and the report: what a check found, counted, and in a stable JSON form.

Renderers and the CLI read a ``Report``; none of them re-tokenizes or re-matches.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

from numground.match import Nearest
from numground.tokens import Kind, Token
from numground.verdicts import Verdict

__all__ = ["SCHEMA_VERSION", "Finding", "Report", "token_to_dict"]

SCHEMA_VERSION = 1
"""Version of ``Report.to_dict``'s shape; bumped on any incompatible change."""


@dataclass(frozen=True, slots=True)
class Finding:
    """What the check says about one numeric token."""

    token: Token
    """The token, as the tokenizer gave it."""
    verdict: Verdict
    """Grounded, derived, flagged (sign_inversion, unit_mismatch, invented) or vetoed."""
    sources: tuple[str, ...] = ()
    """Pool paths that ground it; for a flagged claim, the entries that explain the flag."""
    nearest: tuple[Nearest, ...] = ()
    """For a flagged claim: the closest pool entries ``(path, value, unit, miss)``."""
    how: str | None = None
    """For a derived claim: how it is computed from the pool."""
    binding: str | None = None
    """The path of the entry the claim's words name (SPEC §8), or None."""

    @property
    def flagged(self) -> bool:
        """Whether this finding counts as an invention."""
        return self.verdict.is_invention

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: the token's fields flat (as in the corpus), then the verdict."""
        return {
            **token_to_dict(self.token),
            "verdict": str(self.verdict),
            "binding": self.binding,
            "how": self.how,
            "sources": list(self.sources),
            "nearest": [
                {"path": n.path, "value": _str(n.value), "unit": n.unit, "miss": _str(n.miss)}
                for n in self.nearest
            ],
        }


@dataclass(frozen=True, slots=True)
class Report:
    """Every finding of one check, in text order, with the counts a gate needs."""

    findings: tuple[Finding, ...]
    """One finding per numeric token, in the order of the text."""

    @classmethod
    def of(cls, findings: Iterable[Finding]) -> Report:
        """A report of ``findings`` (any iterable)."""
        return cls(tuple(findings))

    @property
    def counts(self) -> dict[str, int]:
        """Findings per verdict name, every verdict present (zero if none)."""
        counts = {str(v): 0 for v in Verdict}
        for finding in self.findings:
            counts[str(finding.verdict)] += 1
        return counts

    @property
    def claims(self) -> int:
        """How many claims were checked: the tokens of kind claim, and the dates
        and times compared with the pool's (SPEC §8); vetoed tokens are not."""
        return sum(1 for f in self.findings
                   if f.token.kind == Kind.CLAIM or f.verdict is not Verdict.VETOED)

    @property
    def flagged(self) -> tuple[Finding, ...]:
        """The findings that count as inventions (``verdicts.INVENTIONS``)."""
        return tuple(f for f in self.findings if f.flagged)

    @property
    def invention_rate(self) -> float:
        """Flagged claims over claims checked; 0.0 when there are no claims (SPEC §4)."""
        claims = self.claims
        return len(self.flagged) / claims if claims else 0.0

    def passes(self, max_rate: float | Decimal | str) -> bool:
        """Whether the invention rate is at most ``max_rate``, compared exactly (no float edge)."""
        claims = self.claims
        return not claims or Fraction(len(self.flagged), claims) <= Fraction(str(max_rate))

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (``schema_version`` 1); Decimals as strings, never floats."""
        return {
            "schema_version": SCHEMA_VERSION,
            "claims": self.claims,
            "invention_rate": self.invention_rate,
            "counts": self.counts,
            "findings": [f.to_dict() for f in self.findings],
        }


def token_to_dict(t: Token) -> dict[str, Any]:
    """A token's JSON form, as in the corpus: its fields flat, Decimals as strings."""
    return {
        "text": t.text,
        "start": t.start,
        "end": t.end,
        "kind": str(t.kind),
        "value": _str(t.value),
        "step": _str(t.step),
        "unit": t.unit,
        "sign": t.sign,
        "cue": t.cue,
        "approx": t.approx,
        "range": t.range,
        "scale": t.scale,
        "compared": t.compared,
        "direction": t.direction,
    }


def _str(value: Decimal | None) -> str | None:
    """A Decimal as plain digits (``12300``, never ``1.23E+4``); None stays None."""
    if value is None:
        return None
    return format(value, "f")

"""Findings and the report: what a check found, counted, and in a stable JSON form.

Renderers and the CLI read a ``Report``; none of them re-tokenizes or re-matches.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any, NamedTuple

from numground.lex.tokens import Kind, Token
from numground.tables.verdicts import Verdict, row

__all__ = [
    "SCHEMA_VERSION",
    "Cause",
    "Finding",
    "Group",
    "Nearest",
    "Report",
    "cause_of",
    "finding_from_dict",
    "gate",
    "groups",
    "token_to_dict",
]

SCHEMA_VERSION = 1
"""Version of ``Report.to_dict``'s shape; bumped on any incompatible change."""


class Nearest(NamedTuple):
    """A pool entry close to a flagged claim, to explain the flag."""

    path: str
    """The entry's path in the data."""
    value: Decimal
    """The entry's value, in its own unit."""
    unit: str | None
    """The entry's unit."""
    miss: Decimal
    """Entry minus reading, in the claim's unit when they convert."""


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
    chance: float | None = None
    """For an explained claim: the share of decoy values the same search also
    explains (SPEC §4's chance test); None where no search was run."""
    decided_by: str | None = None
    """The name of the pass that gave the verdict (a row of ``judge.passes.PASSES``)."""

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
            "chance": self.chance,
            "decided_by": self.decided_by,
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

    @property
    def unverified(self) -> tuple[Finding, ...]:
        """The claims read as computed that no listed form reaches (SPEC §4)."""
        return tuple(f for f in self.findings if f.verdict is Verdict.UNVERIFIED)

    @property
    def unverified_rate(self) -> float:
        """Unverified claims over claims checked; 0.0 when there are no claims."""
        claims = self.claims
        return len(self.unverified) / claims if claims else 0.0

    def passes(self, max_rate: float | Decimal | str,
               max_unverified: float | Decimal | str | None = None) -> bool:
        """Whether the report passes the gate (``gate``)."""
        return gate(len(self.flagged), len(self.unverified), self.claims, max_rate,
                    max_unverified)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (``schema_version`` 1); Decimals as strings, never floats."""
        return {
            "schema_version": SCHEMA_VERSION,
            "claims": self.claims,
            "invention_rate": self.invention_rate,
            "unverified_rate": self.unverified_rate,
            "counts": self.counts,
            "findings": [f.to_dict() for f in self.findings],
        }


def gate(flagged: int, unverified: int, claims: int, max_rate: float | Decimal | str,
         max_unverified: float | Decimal | str | None = None) -> bool:
    """The one pass/fail rule (a report, an audit, the command line): the
    invention rate at most ``max_rate`` and, when given, the unverified rate
    at most ``max_unverified``; compared exactly, as fractions (no float
    edge); no claims always passes."""
    if not claims:
        return True
    if Fraction(flagged, claims) > Fraction(str(max_rate)):
        return False
    return max_unverified is None or Fraction(unverified, claims) <= Fraction(str(max_unverified))


@dataclass(frozen=True, slots=True)
class Cause:
    """What several flags of one verdict share (``VerdictRow.cause``)."""

    verdict: Verdict
    """The verdict they share."""
    key: tuple[Any, ...]
    """What else they share, comparable (the sign as written, the unit...)."""
    says: str
    """The shared cause for a reader: ``all written with "-"``, ``all in km``."""


@dataclass(frozen=True, slots=True)
class Group:
    """Flagged findings that share one cause, in text order."""

    cause: Cause | None
    """The shared cause; None for a flag that shares it with no other."""
    findings: tuple[Finding, ...]
    """The findings, first one first."""

    def listed(self, place: Callable[[Finding], str]) -> str:
        """The group's places as a reader sees them, ``place`` of each, at
        most ``PLACES_LISTED``, then how many more."""
        shown = ", ".join(place(f) for f in self.findings[:PLACES_LISTED])
        more = len(self.findings) - PLACES_LISTED
        return shown + (f" and {more} more" if more > 0 else "")


PLACES_LISTED = 40
"""A group's places listed at most; then how many more."""


def cause_of(finding: Finding) -> Cause | None:
    """What ``finding`` may share with other flags of its verdict, as its
    verdict's row says: the sign as written (one convention), the unit, the
    number, or the field its words name; None when its row groups nothing."""
    what = row(finding.verdict).cause
    t = finding.token
    v = finding.verdict
    if what == "sign":
        written = {"-": 'with "-"', "+": 'with "+"'}.get(t.sign or "", "without a sign")
        cue = f" after a word of going {t.cue}" if t.cue else ""
        return Cause(v, (t.sign, t.cue), f"all written {written}{cue}")
    if what == "unit":
        return Cause(v, (t.unit,), f"all in {t.unit}" if t.unit else "all without a unit")
    if what == "value" and t.value is not None:
        shown = _str(t.value) + (f" {t.unit}" if t.unit else "")
        return Cause(v, (t.value, t.unit), f"all the same number, {shown}")
    if what == "binding" and finding.binding:
        return Cause(v, (finding.binding,), f"all naming {finding.binding}")
    return None


def groups(findings: Iterable[Finding]) -> list[Group]:
    """The flagged ``findings`` grouped by their cause, in the order each group
    first appears; a flag sharing its cause with no other is a group of one
    (``cause`` None)."""
    by: dict[Cause, list[Finding]] = {}
    order: list[Cause | Finding] = []
    for f in findings:
        if not f.flagged:
            continue
        c = cause_of(f)
        if c is None:
            order.append(f)
        elif c in by:
            by[c].append(f)
        else:
            by[c] = [f]
            order.append(c)
    out = []
    for item in order:
        if isinstance(item, Finding):
            out.append(Group(None, (item,)))
        elif len(by[item]) == 1:
            out.append(Group(None, tuple(by[item])))
        else:
            out.append(Group(item, tuple(by[item])))
    return out


def finding_from_dict(data: dict[str, Any]) -> Finding:
    """A finding back from its JSON form (``Finding.to_dict``), as an audit's
    result line holds it: for rendering a record after the run."""
    token = Token(
        data["text"], data["start"], data["end"], Kind(data["kind"]),
        _dec(data.get("value")), _dec(data.get("step")), data.get("unit"),
        data.get("sign"), data.get("cue"), bool(data.get("approx")), data.get("range"),
        data.get("scale"), bool(data.get("compared")), data.get("direction"),
    )  # fmt: skip
    nearest = tuple(
        Nearest(n["path"], Decimal(n["value"]), n.get("unit"), Decimal(n["miss"]))
        for n in data.get("nearest") or ()
    )
    return Finding(token, Verdict(data["verdict"]), tuple(data.get("sources") or ()), nearest,
                   data.get("how"), data.get("binding"), data.get("chance"),
                   data.get("decided_by"))  # fmt: skip


def _dec(value: str | None) -> Decimal | None:
    return None if value is None else Decimal(value)


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

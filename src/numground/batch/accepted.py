"""Accepted findings: a baseline file of false alarms a team has looked at.

As a linter keeps one, so a gate can fail on *new* inventions only::

    numground check brief.md --pool data.json --write-baseline accepted.json
    numground check brief.md --pool data.json --baseline accepted.json

A model that writes a new brief from new data every week writes the same
sentences with other numbers, so an accepted finding is named by what a
rewritten brief keeps, its **fingerprint**:

- the field its words name (``Finding.binding``, else the pool paths behind
  the flag, ``sources``), and
- its clause with every number masked (``up # on the previous week``),
- its verdict and its token's kind.

The file is JSON (``schema_version`` 2)::

    {"schema_version": 2,
     "accepted": [{"brief": "brief.md", "verdict": "invented", "kind": "claim",
                   "field": null, "clause": "up # on the previous week",
                   "text": "7.0%", "count": 1}]}

Decided where the issue is silent:

- A finding matches an accepted row of its brief with its verdict and kind
  when the two share the field, or the masked clause, or both. Rows that
  share both are taken first, then the field alone (the sentence was
  reworded), then the clause alone (the data moved the flag to another
  field); within each, a row with the same number as written first. Each
  accepted finding says which (``Mark.why``); a number that differs from
  the accepted one is said too (``Mark.was``): the user decides whether a
  new wrong value under an old false alarm is new.
- ``--baseline-match text`` (``by="text"``) matches as schema 1 did: the
  brief, the token's text as written and the verdict, nothing else.
- A finding is of its brief: the path as given on the command line,
  ``<stdin>``, or an audit record's ``id`` (records without one share
  ``null``). A row's ``brief`` may be a glob (``briefs/weekly-*.md``,
  ``*``): a team that names each week's brief anew widens the row by hand.
- ``count`` (default 1) is how many such findings of one brief are
  accepted: a third flag where two were accepted is new.
- A clause with fewer than two words left once masked (``# to #``, a bare
  table cell) takes in the clauses before it on its line (then after it),
  so that a fingerprint never reads ``#`` alone.
- Only findings that count as inventions are written or matched.
- Schema 1 files (``brief``, ``text``, ``verdict``, ``count``) are read as
  they are; their rows match by text in either mode. ``--write-baseline``
  writes schema 2.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_left
from collections.abc import Iterable, Mapping, Sequence
from fnmatch import fnmatchcase
from typing import Any, NamedTuple

from numground.errors import NumgroundError
from numground.report import Finding, Report
from numground.text.prose import clause_span

__all__ = [
    "MATCH_BY",
    "SCHEMA_VERSION",
    "Accepted",
    "BaselineError",
    "Mark",
    "Matched",
    "Row",
    "field_named",
    "field_of",
    "marks_of",
    "masked_clause",
    "rows_of",
]

SCHEMA_VERSION = 2
"""Version of the accepted-findings file's shape (schema 1 is still read)."""

MATCH_BY = ("fingerprint", "text")
"""How a finding is matched with an accepted one (``--baseline-match``)."""

_QUOTED = 60
"""Characters of a masked clause quoted in a ``Mark.why``."""


class BaselineError(NumgroundError):
    """The baseline file cannot be read or is not a baseline of accepted findings."""


class Row(NamedTuple):
    """One accepted finding (a file's row, without its count)."""

    brief: Any
    """The brief it is of (a path, ``<stdin>``, an audit record's id), or a glob of them."""
    verdict: str
    """Its verdict."""
    text: str
    """Its token's text as written when it was accepted."""
    kind: str | None = None
    """Its token's kind; None in a schema 1 row."""
    field: str | None = None
    """The field its words name (binding, else sources); None if none."""
    clause: str | None = None
    """Its clause, numbers masked; None in a schema 1 row."""

    @property
    def legacy(self) -> bool:
        """A schema 1 row: no fingerprint, matched by text."""
        return self.clause is None


class Mark(NamedTuple):
    """Why a flagged finding is accepted by a baseline."""

    why: str
    """What it shares with the accepted finding: ``same field revenue.total and clause``."""
    was: str | None = None
    """The accepted finding's number as written, when this one's differs."""


class Matched(NamedTuple):
    """A report's flagged findings, split by a baseline."""

    marks: dict[int, Mark]
    """Accepted ones: the finding's index in ``report.findings`` → why."""
    new: tuple[Finding, ...]
    """The flagged findings no accepted one covers, in text order: what the gate counts."""

    @property
    def accepted(self) -> int:
        return len(self.marks)

    def status(self, index: int) -> str:
        """``accepted`` or ``new``, for the flagged finding at ``index``."""
        return "accepted" if index in self.marks else "new"


# --- fingerprints ------------------------------------------------------------------

_DIGITS = re.compile(r"[0-9]+(?:[.,:][0-9]+)*")
_DECOR = re.compile(r"[*_`~]+")
_SPACE = re.compile(r"\s+")
_WORDS = re.compile(r"[^\W\d_]{2,}")
_HASHES = re.compile(r"(?:#\s*)+")


def masked_clause(source: str, index: int, report: Report,
                  starts: Sequence[int] | None = None) -> str:  # fmt: skip
    """The clause of ``report.findings[index]`` in ``source`` with every token
    of the report (and any other run of digits) masked as ``#``, emphasis
    dropped, spaces collapsed, case folded; widened by the clauses before it
    (then after it) on its line while it keeps fewer than two words. ``starts`` (the findings' start
    offsets, for many calls on one report) saves computing them again."""
    if starts is None:
        starts = [f.token.start for f in report.findings]
    token = report.findings[index].token
    lo, hi = clause_span(source, token.start, token.end)
    text = _masked(source, lo, hi, report, starts)
    if len(_WORDS.findall(text)) >= 2:
        return text
    line = source.rfind("\n", 0, token.start) + 1
    end = source.find("\n", token.end)
    end = len(source) if end < 0 else end
    while len(_WORDS.findall(text)) < 2 and (lo > line or hi < end):
        if lo > line:  # the clause before says what a bare number is ("grew faster: # to #")
            lo = clause_span(source, lo - 1, lo - 1)[0]
        else:
            hi = clause_span(source, hi + 1, hi + 1)[1]
        text = _masked(source, lo, hi, report, starts)
    return text


def _masked(source: str, lo: int, hi: int, report: Report, starts: Sequence[int]) -> str:
    findings = report.findings
    out, cursor = [], lo
    for k in range(max(0, bisect_left(starts, lo) - 1), len(findings)):
        t = findings[k].token
        if t.start >= hi:
            break
        if t.end <= cursor:
            continue
        out.append(source[cursor : max(cursor, t.start)])
        out.append(" # ")
        cursor = max(cursor, t.end)
    out.append(source[cursor:hi] if cursor < hi else "")
    text = _DIGITS.sub(" # ", "".join(out))
    text = _DECOR.sub("", text)
    text = _HASHES.sub("# ", text)
    return _SPACE.sub(" ", text).strip(" ,.;:|").casefold()


def field_of(finding: Finding) -> str | None:
    """The field a finding's words name (its binding), else the paths behind its flag."""
    return field_named(finding.binding, finding.sources)


def field_named(binding: str | None, sources: Iterable[str]) -> str | None:
    """A fingerprint's field from a finding's ``binding`` and ``sources`` (as
    its JSON form holds them too): the binding, else the sources, sorted."""
    return binding or ", ".join(sorted(sources)) or None


def rows_of(brief: Any, report: Report, source: str) -> list[Row]:
    """A row for each flagged finding of ``report`` (made from ``source``), in text order."""
    starts = [f.token.start for f in report.findings]
    return [
        Row(brief, str(f.verdict), f.token.text, str(f.token.kind), field_of(f),
            masked_clause(source, i, report, starts))
        for i, f in enumerate(report.findings) if f.flagged
    ]  # fmt: skip


# --- matching ----------------------------------------------------------------------


def _relation(row: Row, field: str | None, clause: str) -> str | None:
    """What a finding shares with a fingerprinted row of its verdict and kind."""
    same_field = field is not None and row.field == field
    if same_field and row.clause == clause:
        return "both"
    if same_field:
        return "field"
    if row.clause == clause:
        return "clause"
    return None


_ORDER = ("both", "field", "clause")


def _why(relation: str, row: Row, field: str | None) -> str:
    quoted = row.clause or ""
    if len(quoted) > _QUOTED:
        quoted = quoted[: _QUOTED - 1].rstrip() + "…"
    if relation == "both":
        return f"same field {row.field} and clause “{quoted}”"
    if relation == "field":
        return f"same field {row.field} (its clause was reworded)"
    if row.field == field:
        return f"same clause “{quoted}”"
    now = f"now {field}" if field else "now none"
    return f"same clause “{quoted}” (its field was {row.field or 'none'}, {now})"


class Accepted:
    """A multiset of accepted findings (``Row`` → how many)."""

    __slots__ = ("_by_brief", "_globs", "counts")

    def __init__(self, counts: Mapping[Row, int] | None = None) -> None:
        self.counts: dict[Row, int] = dict(counts or {})
        self._by_brief: dict[Any, list[Row]] = {}
        self._globs: list[Row] = []
        for row in self.counts:
            if isinstance(row.brief, str) and "*" in row.brief:
                self._globs.append(row)
            else:
                self._by_brief.setdefault(row.brief, []).append(row)

    def __len__(self) -> int:
        return sum(self.counts.values())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Accepted) and self.counts == other.counts

    def __repr__(self) -> str:
        return f"Accepted({len(self)} findings)"

    def __reduce__(self) -> tuple[Any, ...]:  # to a worker process: the counts are enough
        return (Accepted, (self.counts,))

    def rows_for(self, brief: Any) -> list[Row]:
        """The rows that may accept a finding of ``brief`` (its own, and globs matching it)."""
        rows = list(self._by_brief.get(brief, ()))
        if self._globs and brief is not None:
            rows += [r for r in self._globs if fnmatchcase(str(brief), r.brief)]
        return rows

    def match(self, brief: Any, report: Report, source: str, *,
              by: str = "fingerprint") -> Matched:  # fmt: skip
        """Which flagged findings of ``report`` (of ``brief``, made from ``source``)
        this baseline accepts, and why; the rest are new."""
        if by not in MATCH_BY:
            raise ValueError(f"unknown baseline match {by!r} (one of {', '.join(MATCH_BY)})")
        flagged = [(i, f) for i, f in enumerate(report.findings) if f.flagged]
        rows = self.rows_for(brief)
        if not rows or not flagged:
            return Matched({}, tuple(f for _, f in flagged))
        left = [self.counts[r] for r in rows]
        marks: dict[int, Mark] = {}

        def take(i: int, k: int, mark: Mark) -> None:
            left[k] -= 1
            marks[i] = mark

        # by text: the brief, the number as written and the verdict (schema 1 rows always)
        for i, f in flagged:
            for k, row in enumerate(rows):
                if left[k] and (by == "text" or row.legacy) and row.text == f.token.text \
                        and row.verdict == str(f.verdict):  # fmt: skip
                    take(i, k, Mark("same brief, number as written and verdict"))
                    break
        if by == "text":
            return Matched(marks, tuple(f for i, f in flagged if i not in marks))
        starts = [f.token.start for f in report.findings]
        prints = {i: (field_of(f), masked_clause(source, i, report, starts))
                  for i, f in flagged if i not in marks}  # fmt: skip
        for relation in _ORDER:
            for same_text in (True, False):
                for i, f in flagged:
                    if i in marks:
                        continue
                    field, clause = prints[i]
                    for k, row in enumerate(rows):
                        if not left[k] or row.legacy or row.verdict != str(f.verdict) \
                                or row.kind != str(f.token.kind) \
                                or (row.text == f.token.text) is not same_text \
                                or _relation(row, field, clause) != relation:  # fmt: skip
                            continue
                        was = None if same_text else row.text
                        take(i, k, Mark(_why(relation, row, field), was))
                        break
        return Matched(marks, tuple(f for i, f in flagged if i not in marks))

    # --- building -------------------------------------------------------------------

    @classmethod
    def of(cls, rows: Iterable[tuple[Row, int]]) -> Accepted:
        """From ``(row, count)`` pairs (counts of one row add up)."""
        counts: dict[Row, int] = {}
        for row, n in rows:
            counts[row] = counts.get(row, 0) + n
        return cls(counts)

    @classmethod
    def of_report(cls, brief: Any, report: Report, source: str) -> Accepted:
        """Every flagged finding of ``report`` (of ``brief``, made from ``source``), accepted."""
        return cls.of((row, 1) for row in rows_of(brief, report, source))

    # --- the file ---------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The file's JSON form (schema 2), sorted so that it diffs well."""
        rows = []
        for row, n in self.counts.items():
            item = {"brief": row.brief, "verdict": row.verdict}
            if not row.legacy:
                item.update(kind=row.kind, field=row.field, clause=row.clause)
            item.update(text=row.text, count=n)
            rows.append(item)
        rows.sort(key=lambda r: (json.dumps(r["brief"]), r.get("field") or "",
                                 r.get("clause") or "", r["text"], r["verdict"]))  # fmt: skip
        return {"schema_version": SCHEMA_VERSION, "accepted": rows}

    def dumps(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2) + "\n"

    @classmethod
    def from_dict(cls, data: object, name: str = "baseline") -> Accepted:
        """The accepted findings of a file's JSON value (schema 1 or 2);
        ``BaselineError`` naming ``name``."""
        if not isinstance(data, Mapping) or not isinstance(data.get("accepted"), list):
            raise BaselineError(f"{name}: not a baseline of accepted findings "
                                '(expected {"accepted": [...]}; write one with --write-baseline)')
        version = data.get("schema_version", 1)
        if version not in (1, SCHEMA_VERSION):
            raise BaselineError(f"{name}: baseline schema_version {version!r} is not one this "
                                f"numground reads (1 or {SCHEMA_VERSION}); write it anew with "
                                "--write-baseline")  # fmt: skip
        pairs = []
        for i, row in enumerate(data["accepted"]):
            if not isinstance(row, Mapping) or not isinstance(row.get("text"), str) or \
                    not isinstance(row.get("verdict"), str):  # fmt: skip
                raise BaselineError(f"{name}: accepted[{i}]: needs brief, text and verdict")
            count = row.get("count", 1)
            if isinstance(count, bool) or not isinstance(count, int) or count < 1:
                raise BaselineError(f"{name}: accepted[{i}]: count must be a whole number >= 1")
            clause, kind, field = row.get("clause"), row.get("kind"), row.get("field")
            fingerprinted = clause is not None or kind is not None
            if fingerprinted and (not isinstance(clause, str) or not isinstance(kind, str)
                                  or not isinstance(field, (str, type(None)))):  # fmt: skip
                raise BaselineError(f"{name}: accepted[{i}]: a fingerprint needs kind and "
                                    "clause (strings) and field (a string or null)")
            pairs.append((Row(row.get("brief"), row["verdict"], row["text"], kind, field,
                              clause), count))  # fmt: skip
        return cls.of(pairs)

    @classmethod
    def read(cls, path: str) -> Accepted:
        """The accepted findings of a baseline file; ``BaselineError`` (one line) if not one."""
        try:
            with open(path, encoding="utf-8-sig") as f:
                text = f.read()
        except UnicodeDecodeError as e:
            raise BaselineError(f"{path}: not UTF-8 text (byte {e.start})") from None
        except OSError as e:
            raise BaselineError(f"{path}: cannot read: {e.strerror or e}") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise BaselineError(f"{path}:{e.lineno}:{e.colno}: invalid JSON: {e.msg}") from None
        return cls.from_dict(data, path)


def marks_of(findings: Sequence[dict[str, Any]]) -> dict[int, Mark]:
    """The marks an audit result line's findings carry (``baseline: accepted``), by index."""
    return {i: Mark(f.get("accepted_because") or "accepted", f.get("was"))
            for i, f in enumerate(findings) if f.get("baseline") == "accepted"}  # fmt: skip

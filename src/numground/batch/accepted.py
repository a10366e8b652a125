"""Accepted findings: a baseline file of false alarms a team has looked at.

As a linter keeps one, so a gate can fail on *new* inventions only::

    numground check brief.md --pool data.json --write-baseline accepted.json
    numground check brief.md --pool data.json --baseline accepted.json

The file is JSON::

    {"schema_version": 1,
     "accepted": [{"brief": "brief.md", "text": "4 bpm", "verdict": "invented", "count": 1}]}

Decided where the issue is silent:

- A finding is named by its brief (the path as given on the command line,
  ``<stdin>``, or an audit record's ``id``), its token text as written and
  its verdict: never by line or offset, so editing the brief elsewhere
  keeps it accepted, and the same number flagged the other way is new.
- ``count`` (default 1) is how many such findings of that brief are
  accepted: a third "4 bpm" invented where two were accepted is new.
- Only findings that count as inventions are written or matched; accepted
  findings are still listed in the report, and counted as ``accepted``.
- Audit records without an ``id`` share the name ``null``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from numground.errors import NumgroundError

__all__ = ["SCHEMA_VERSION", "Accepted", "BaselineError"]

SCHEMA_VERSION = 1
"""Version of the accepted-findings file's shape."""

Key = tuple[Any, str, str]
"""``(brief, token text, verdict)``."""


class BaselineError(NumgroundError):
    """The baseline file cannot be read or is not a baseline of accepted findings."""


class Accepted:
    """A multiset of accepted findings, by brief, token text and verdict."""

    __slots__ = ("counts",)

    def __init__(self, counts: Mapping[Key, int] | None = None) -> None:
        self.counts: dict[Key, int] = dict(counts or {})

    def __len__(self) -> int:
        return sum(self.counts.values())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Accepted) and self.counts == other.counts

    def __repr__(self) -> str:
        return f"Accepted({len(self)} findings)"

    def filter(self, brief: Any, flagged: Sequence[Any]) -> tuple[Any, ...]:
        """The findings of ``flagged`` (of one brief) that are not accepted, in order."""
        left: Counter[Key] = Counter()
        out = []
        for finding in flagged:
            key = (brief, finding.token.text, str(finding.verdict))
            if left[key] < self.counts.get(key, 0):
                left[key] += 1
            else:
                out.append(finding)
        return tuple(out)

    @classmethod
    def of(cls, keys: Iterable[tuple[Key, int]]) -> Accepted:
        """From ``((brief, text, verdict), count)`` pairs (counts of one key add up)."""
        counts: dict[Key, int] = {}
        for key, n in keys:
            counts[key] = counts.get(key, 0) + n
        return cls(counts)

    @classmethod
    def of_findings(cls, brief: Any, flagged: Iterable[Any]) -> Accepted:
        """Every finding of ``flagged`` (of one brief), accepted."""
        return cls.of(((brief, f.token.text, str(f.verdict)), 1) for f in flagged)

    def to_dict(self) -> dict[str, Any]:
        """The file's JSON form, sorted so that it diffs well."""
        rows = [{"brief": b, "text": t, "verdict": v, "count": n}
                for (b, t, v), n in self.counts.items()]  # fmt: skip
        rows.sort(key=lambda r: (json.dumps(r["brief"]), r["text"], r["verdict"]))
        return {"schema_version": SCHEMA_VERSION, "accepted": rows}

    def dumps(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2) + "\n"

    @classmethod
    def from_dict(cls, data: object, name: str = "baseline") -> Accepted:
        """The accepted findings of a file's JSON value; ``BaselineError`` naming ``name``."""
        if not isinstance(data, Mapping) or not isinstance(data.get("accepted"), list):
            raise BaselineError(f"{name}: not a baseline of accepted findings "
                                '(expected {"accepted": [...]}; write one with --write-baseline)')
        pairs = []
        for i, row in enumerate(data["accepted"]):
            if not isinstance(row, Mapping) or not isinstance(row.get("text"), str) or \
                    not isinstance(row.get("verdict"), str):  # fmt: skip
                raise BaselineError(f"{name}: accepted[{i}]: needs brief, text and verdict")
            count = row.get("count", 1)
            if isinstance(count, bool) or not isinstance(count, int) or count < 1:
                raise BaselineError(f"{name}: accepted[{i}]: count must be a whole number >= 1")
            pairs.append(((row.get("brief"), row["text"], row["verdict"]), count))
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

"""The corpus format: one case a line, validated as it is read (SPEC §7).

A corpus is ``*.jsonl`` files, one case a line (``corpus/README.md``). Every
field a case or an entry may hold is listed here; anything else is an error,
so a misspelt ``"residue"`` cannot silently change what is scored.

Decided where the SPEC and the issues are silent:

- A case's category is one of ``residue`` (``"residue": true``), ``natural``
  (a ``derived`` list and a pool), ``planted`` (a non-empty ``planted``
  list), ``clean`` (a pool, nothing planted) or ``no-pool``, tested in that
  order. ``"pool": null`` is the same as no pool.
- A natural case may name its ``split`` (``dev``, ``test`` or ``holdout``):
  rules and bounds are decided on dev and reported beside test (and a
  held-out set written after test was read); a natural case without one
  belongs to the older natural corpus.
- A directory expands to its ``*.jsonl`` files, sorted, not recursively; a
  directory without any is an error, as is a corpus with no case at all.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from numground.errors import NumgroundError, json_type
from numground.lex.tokens import Kind
from numground.tables.verdicts import INVENTIONS, Verdict

__all__ = [
    "CATEGORIES",
    "SPLITS",
    "Case",
    "Copied",
    "CorpusError",
    "Derived",
    "Expected",
    "Planted",
    "corpus_files",
    "load_cases",
]

CATEGORIES = ("clean", "planted", "no-pool", "natural", "residue")
"""The kinds of case, as counted in ``metrics["cases_by_category"]``."""

SPLITS = ("dev", "test", "holdout")
"""The splits a natural case may belong to: ``holdout`` is a set written
after ``test`` was read, and read only once the figures are final."""

_CASE_FIELDS = frozenset({"id", "text", "expect", "pool", "note", "domain", "planted", "residue",
                          "derived", "copied", "split"})
_EXPECT_FIELDS = frozenset({"text", "start", "kind", "value", "unit", "verdict"})
_PLANTED_FIELDS = frozenset({"text", "start", "verdict", "why", "slip", "from_path"})
_DERIVED_FIELDS = frozenset({"text", "start", "how", "formula"})
_COPIED_FIELDS = frozenset({"text", "start", "path"})


class CorpusError(NumgroundError):
    """A corpus file that cannot be read or a case that breaks the format.

    ``str(error)`` is one line: ``file:line:col: message`` (or ``file: message``
    when the problem has no position, such as a missing file).
    """

    def __init__(self, path: str | Path, message: str, line: int | None = None, col: int = 1):
        self.path = str(path)
        self.line = line
        self.col = col
        self.message = message
        where = self.path if line is None else f"{self.path}:{line}:{col}"
        super().__init__(f"{where}: {message}")



#####CASES


@dataclass(frozen=True, slots=True)
class Expected:
    """One token a case expects, as the corpus line writes it."""

    text: str
    """The token's text exactly as in the case's text."""
    start: int
    """Its code-point offset."""
    kind: Kind
    """Its kind."""
    value: Decimal | None
    """Its value (compared as a Decimal: ``"7.50"`` equals ``7.5``), or None."""
    unit: str | None
    """Its canonical unit, or None."""
    verdict: Verdict | None = None
    """Its verdict; checked only when the case has a pool."""


@dataclass(frozen=True, slots=True)
class Planted:
    """An error planted in a brief on purpose: the checker should flag it."""

    text: str
    """The planted token's text."""
    start: int
    """Its code-point offset; the actual token at this offset must be flagged."""
    verdict: Verdict
    """The flag it should get (invented, sign_inversion, unit_mismatch)."""
    why: str = ""
    """What was changed."""
    slip: str = ""
    """The kind of slip (natural briefs): ``wrong value``, ``neighbour value``..."""
    from_path: str = ""
    """For a value copied from the wrong field, the field it came from."""


@dataclass(frozen=True, slots=True)
class Derived:
    """A number of a natural brief that the model computed, and how."""

    text: str
    """The token's text."""
    start: int
    """Its code-point offset."""
    how: str
    """difference, percent_change, share, sum, mean, count, conversion,
    duration_format or time_between."""
    formula: str = ""
    """What it is computed from, for a reader."""


@dataclass(frozen=True, slots=True)
class Copied:
    """A number of a natural brief copied from one field of the pool: the
    field its words name (the gold binding)."""

    text: str
    """The token's text."""
    start: int
    """Its code-point offset."""
    path: str
    """The pool path it was copied from."""


@dataclass(frozen=True, slots=True)
class Case:
    """One line of a corpus file."""

    id: str
    """Unique over the whole corpus."""
    text: str
    """The prose to tokenize and check."""
    expect: tuple[Expected, ...]
    """Every numeric token of the text, in order."""
    pool: Any = None
    """The JSON data the text is checked against; None when the case has none."""
    has_pool: bool = False
    """Whether the case has a pool (verdicts are checked only then)."""
    planted: tuple[Planted, ...] = ()
    """Errors planted on purpose; non-empty makes a planted case."""
    residue: bool = False
    """Accepted residue: the expectation is what the checker does, not what it should."""
    domain: str | None = None
    """The brief's domain (training, finance...), if given."""
    note: str | None = None
    """Why the case exists."""
    derived: tuple[Derived, ...] | None = None
    """For a natural brief, the numbers the model computed (a list, maybe
    empty); None for every other case."""
    copied: tuple[Copied, ...] = ()
    """For a natural brief, the numbers copied from one field each."""
    split: str | None = None
    """For a natural brief, ``dev`` or ``test`` (None: the older corpus)."""
    file: str = ""
    """The corpus file it came from."""
    line: int = 0
    """Its line in that file."""

    @property
    def category(self) -> str:
        """``residue``, ``natural``, ``planted``, ``clean`` or ``no-pool`` (first that applies)."""
        if self.residue:
            return "residue"
        if self.derived is not None and self.has_pool:
            return "natural"
        if self.planted:
            return "planted"
        return "clean" if self.has_pool else "no-pool"


def corpus_files(paths: Sequence[str | Path]) -> list[Path]:
    """The files ``paths`` name: a directory gives its ``*.jsonl`` (sorted, not recursive)."""
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.glob("*.jsonl") if p.is_file())
            if not found:
                raise CorpusError(path, "no *.jsonl files in this directory")
            files.extend(found)
        elif path.is_file():
            files.append(path)
        else:
            raise CorpusError(path, "no such file or directory")
    return files


def load_cases(paths: Sequence[str | Path]) -> list[Case]:
    """Every case of the corpus files (directories expand), validated; ids unique.

    Raises ``CorpusError`` at the first broken line.
    """
    cases: list[Case] = []
    seen: dict[str, str] = {}
    for path in corpus_files(paths):
        for case in _load_file(path):
            if case.id in seen:
                raise CorpusError(
                    path, f"duplicate id {case.id!r} (first at {seen[case.id]})", case.line
                )
            seen[case.id] = f"{path}:{case.line}"
            cases.append(case)
    if not cases:
        raise CorpusError(", ".join(str(p) for p in paths) or "(no paths)", "no cases")
    return cases


def _load_file(path: Path) -> Iterable[Case]:
    try:
        data = path.read_bytes()
    except OSError as e:
        raise CorpusError(path, f"cannot read: {e.strerror or e}") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise CorpusError(path, "not UTF-8 text", line, col) from None
    for number, raw in enumerate(text.split("\n"), 1):
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw)
        except json.JSONDecodeError as e:
            raise CorpusError(path, f"invalid JSON: {e.msg}", number, e.colno) from None
        yield _case(obj, path, number)


def _case(obj: object, path: Path, line: int) -> Case:
    def fail(message: str) -> CorpusError:
        return CorpusError(path, message, line)

    if not isinstance(obj, dict):
        raise fail(f"a case must be a JSON object ({json_type(obj)})")
    unknown = sorted(set(obj) - _CASE_FIELDS)
    if unknown:
        raise fail(f"unknown field {unknown[0]!r}")
    for name in ("id", "text", "expect"):
        if name not in obj:
            raise fail(f"missing field {name!r}")
    case_id, text = obj["id"], obj["text"]
    if not isinstance(case_id, str) or not case_id:
        raise fail("'id' must be a non-empty string")
    if not isinstance(text, str):
        raise fail(f"{case_id}: 'text' must be a string")
    for name in ("note", "domain"):
        if obj.get(name) is not None and not isinstance(obj[name], str):
            raise fail(f"{case_id}: {name!r} must be a string")
    residue = obj.get("residue", False)
    if not isinstance(residue, bool):
        raise fail(f"{case_id}: 'residue' must be true or false")
    expect = _list(obj["expect"], "expect", case_id, fail)
    planted = _list(obj.get("planted", []), "planted", case_id, fail)
    split = obj.get("split")
    if split is not None and split not in SPLITS:
        raise fail(f"{case_id}: 'split' must be one of {', '.join(SPLITS)}")
    copied = tuple(
        _copied(entry, f"{case_id}: copied[{i}]", text, fail)
        for i, entry in enumerate(_list(obj.get("copied", []), "copied", case_id, fail))
    )
    derived = None
    if obj.get("derived") is not None:
        derived = tuple(
            _derived(entry, f"{case_id}: derived[{i}]", text, fail)
            for i, entry in enumerate(_list(obj["derived"], "derived", case_id, fail))
        )

    expected = tuple(
        _expected(entry, f"{case_id}: expect[{i}]", text, fail) for i, entry in enumerate(expect)
    )
    for i in range(1, len(expected)):
        if (expected[i].start, expected[i].text) <= (expected[i - 1].start, expected[i - 1].text):
            raise fail(
                f"{case_id}: expect[{i}] is out of order or repeated (start {expected[i].start})"
            )
    return Case(
        id=case_id,
        text=text,
        expect=expected,
        pool=obj.get("pool"),
        has_pool=obj.get("pool") is not None,
        planted=tuple(
            _planted(entry, f"{case_id}: planted[{i}]", text, fail)
            for i, entry in enumerate(planted)
        ),
        residue=residue,
        domain=obj.get("domain"),
        note=obj.get("note"),
        derived=derived,
        copied=copied,
        split=split,
        file=str(path),
        line=line,
    )


def _list(value: object, name: str, case_id: str, fail: Any) -> list[Any]:
    if not isinstance(value, list):
        raise fail(f"{case_id}: {name!r} must be a list")
    return value


def _located(entry: object, where: str, text: str, fields: frozenset[str], fail: Any) -> dict:
    """Check the common shape of an expect or planted entry: an object with text at start."""
    if not isinstance(entry, dict):
        raise fail(f"{where} must be an object ({json_type(entry)})")
    unknown = sorted(set(entry) - fields)
    if unknown:
        raise fail(f"{where}: unknown field {unknown[0]!r}")
    for name in ("text", "start"):
        if name not in entry:
            raise fail(f"{where}: missing field {name!r}")
    token_text, start = entry["text"], entry["start"]
    if not isinstance(token_text, str) or not token_text:
        raise fail(f"{where}: 'text' must be a non-empty string")
    if isinstance(start, bool) or not isinstance(start, int) or start < 0:
        raise fail(f"{where}: 'start' must be an integer >= 0")
    if text[start : start + len(token_text)] != token_text:
        raise fail(f"{where}: {token_text!r} is not at offset {start} of the text")
    return entry


def _expected(entry: object, where: str, text: str, fail: Any) -> Expected:
    entry = _located(entry, where, text, _EXPECT_FIELDS, fail)
    for name in ("kind", "value", "unit"):
        if name not in entry:
            raise fail(f"{where}: missing field {name!r}")
    try:
        kind = Kind(entry["kind"])
    except ValueError:
        raise fail(f"{where}: unknown kind {entry['kind']!r}") from None
    value = entry["value"]
    if value is not None:
        if not isinstance(value, str):
            raise fail(f"{where}: 'value' must be a string of digits or null")
        try:
            value = Decimal(value)
        except InvalidOperation:
            raise fail(f"{where}: 'value' {entry['value']!r} is not a number") from None
        if not value.is_finite():
            raise fail(f"{where}: 'value' {entry['value']!r} is not a finite number")
    unit = entry["unit"]
    if unit is not None and not isinstance(unit, str):
        raise fail(f"{where}: 'unit' must be a string or null")
    verdict = _verdict(entry.get("verdict"), where, fail)
    return Expected(entry["text"], entry["start"], kind, value, unit, verdict)


def _planted(entry: object, where: str, text: str, fail: Any) -> Planted:
    entry = _located(entry, where, text, _PLANTED_FIELDS, fail)
    if "verdict" not in entry:
        raise fail(f"{where}: missing field 'verdict'")
    verdict = _verdict(entry["verdict"], where, fail)
    if verdict not in INVENTIONS:
        raise fail(f"{where}: a planted error's verdict must be a flag, not {verdict!s}")
    for name in ("why", "slip", "from_path"):
        if not isinstance(entry.get(name, ""), str):
            raise fail(f"{where}: {name!r} must be a string")
    return Planted(entry["text"], entry["start"], verdict, entry.get("why", ""),
                   entry.get("slip", ""), entry.get("from_path", ""))


def _derived(entry: object, where: str, text: str, fail: Any) -> Derived:
    entry = _located(entry, where, text, _DERIVED_FIELDS, fail)
    for name in ("how", "formula"):
        if not isinstance(entry.get(name, ""), str):
            raise fail(f"{where}: {name!r} must be a string")
    if not entry.get("how"):
        raise fail(f"{where}: missing field 'how'")
    return Derived(entry["text"], entry["start"], entry["how"], entry.get("formula", ""))


def _copied(entry: object, where: str, text: str, fail: Any) -> Copied:
    entry = _located(entry, where, text, _COPIED_FIELDS, fail)
    if not isinstance(entry.get("path"), str) or not entry["path"]:
        raise fail(f"{where}: 'path' must be a non-empty string")
    return Copied(entry["text"], entry["start"], entry["path"])


def _verdict(value: object, where: str, fail: Any) -> Verdict | None:
    if value is None:
        return None
    try:
        return Verdict(value)
    except ValueError:
        raise fail(f"{where}: unknown verdict {value!r}") from None

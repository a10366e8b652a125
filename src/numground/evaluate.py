"""The corpus evaluation: run every case, diff tokens, score, compare to a baseline.

A corpus is ``*.jsonl`` files, one case a line (SPEC §7, ``corpus/README.md``).
``evaluate`` runs each case through ``check`` (when it has a pool) or
``tokenize`` (when it has none), matches expected and actual tokens by
``(start, text)``, and reports every failing case with a token diff and the
figures the baseline gate pins.

Decided where the SPEC and the issue are silent:

- Every case passes or fails on its own expectations, residue included. The
  *figures* (precision, recall, accuracies, rates, token counts) leave residue
  cases out: their expectations pin what the checker does, not what it should
  do, so counting them would credit known mistakes. They are counted as
  ``residue`` in ``cases_by_category``.
- A case's category is one of ``residue`` (``"residue": true``), ``planted``
  (a non-empty ``planted`` list), ``clean`` (a pool, nothing planted) or
  ``no-pool``, tested in that order.
- ``"pool": null`` is the same as no pool.
- A ratio with nothing to count is ``None`` (``null`` in JSON, ``n/a`` in the
  table), except the clean invention rate, which is ``0.0`` (as SPEC §4's rate).
  ``compare_to_baseline`` skips a figure that is ``None`` on either side.
- The case count is pinned too: fewer cases than the baseline is a regression
  (deleting a failing case must not pass the gate).
- A directory expands to its ``*.jsonl`` files, sorted, not recursively; a
  directory without any is an error, as is a corpus with no case at all.
- Unknown fields in a case or an expect entry are an error: a misspelt
  ``"residue"`` must not silently change what is scored.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from numground.check import DERIVE_BY_DEFAULT, check
from numground.errors import NumgroundError
from numground.report import Report
from numground.tokenize import tokenize
from numground.tokens import Kind, Token
from numground.verdicts import BACKED, INVENTIONS, Verdict

__all__ = [
    "SCHEMA_VERSION",
    "Case",
    "CaseFailure",
    "CorpusError",
    "Evaluation",
    "Expected",
    "Planted",
    "TokenDiff",
    "baseline_of",
    "compare_to_baseline",
    "evaluate",
    "load_cases",
]

SCHEMA_VERSION = 1
"""Version of ``Evaluation.to_dict``'s and ``baseline_of``'s shape."""

EPSILON = 1e-9
"""How much worse than the baseline a figure may be before it counts as a regression."""

FLAGS = INVENTIONS
"""The verdicts that catch a planted error: those that count as inventions."""

CATEGORIES = ("clean", "planted", "no-pool", "natural", "residue")
"""The kinds of case, as counted in ``metrics["cases_by_category"]``."""

_CASE_FIELDS = frozenset(
    {"id", "text", "expect", "pool", "note", "domain", "planted", "residue", "derived"}
)
_EXPECT_FIELDS = frozenset({"text", "start", "kind", "value", "unit", "verdict"})
_PLANTED_FIELDS = frozenset({"text", "start", "verdict", "why"})
_DERIVED_FIELDS = frozenset({"text", "start", "how", "formula"})


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


# ---------------------------------------------------------------------------
# Cases


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
        raise fail(f"a case must be a JSON object, not {_json_type(obj)}")
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
        raise fail(f"{where} must be an object, not {_json_type(entry)}")
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
    if verdict not in FLAGS:
        raise fail(f"{where}: a planted error's verdict must be a flag, not {verdict!s}")
    why = entry.get("why", "")
    if not isinstance(why, str):
        raise fail(f"{where}: 'why' must be a string")
    return Planted(entry["text"], entry["start"], verdict, why)


def _derived(entry: object, where: str, text: str, fail: Any) -> Derived:
    entry = _located(entry, where, text, _DERIVED_FIELDS, fail)
    for name in ("how", "formula"):
        if not isinstance(entry.get(name, ""), str):
            raise fail(f"{where}: {name!r} must be a string")
    if not entry.get("how"):
        raise fail(f"{where}: missing field 'how'")
    return Derived(entry["text"], entry["start"], entry["how"], entry.get("formula", ""))


def _verdict(value: object, where: str, fail: Any) -> Verdict | None:
    if value is None:
        return None
    try:
        return Verdict(value)
    except ValueError:
        raise fail(f"{where}: unknown verdict {value!r}") from None


def _json_type(value: object) -> str:
    return {list: "a list", str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(value), "a number"
    )


# ---------------------------------------------------------------------------
# Running and diffing


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

    def render(self) -> str:
        """The case id, where it lives, and its diff, indented."""
        head = f"FAIL {self.id} ({self.case.file}:{self.case.line})"
        return "\n".join([head, *("  " + line for line in self.diff)])

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
            report = check(case.text, case.pool, derive=True if case.derived is not None else
                           DERIVE_BY_DEFAULT)
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


# ---------------------------------------------------------------------------
# Scoring


@dataclass
class _Side:
    """One side (derivations on or off) of the natural-brief figures."""

    faithful: int = 0
    faithful_flagged: int = 0
    claims: int = 0
    false_flags: int = 0
    computed: int = 0
    computed_backed: int = 0
    planted: int = 0
    caught: int = 0

    def add(self, case: Case, report: Report) -> None:
        by_start = {f.token.start: f.verdict for f in report.findings}
        if case.planted:
            self.planted += len(case.planted)
            self.caught += sum(by_start.get(p.start) in FLAGS for p in case.planted)
            return
        self.faithful += 1
        self.claims += report.claims
        flags = len(report.flagged)
        self.false_flags += flags
        self.faithful_flagged += flags > 0
        assert case.derived is not None
        for d in case.derived:
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
    """Natural briefs (issue 9), checked with derivations on and off: how
    often a faithful brief is flagged, false flags per claim, slips caught,
    and how many computed numbers are backed."""

    on: _Side = field(default_factory=_Side)
    off: _Side = field(default_factory=_Side)

    def add(self, run: _Run) -> None:
        case = run.case
        assert run.report is not None
        self.on.add(case, run.report)
        self.off.add(case, check(case.text, case.pool, derive=False))

    def metrics(self) -> dict[str, Any] | None:
        if not (self.on.faithful or self.on.planted):
            return None
        return {"on": self.on.metrics(), "off": self.off.metrics()}


@dataclass
class _Tally:
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

    def add(self, run: _Run) -> None:
        case = run.case
        actual = run.by_key()
        self.actual.update(str(t.kind) for t in run.tokens)
        for e in case.expect:
            self.expected[str(e.kind)] += 1
            token, verdict = actual.get((e.start, e.text), (None, None))
            if token is None:
                continue
            self.matched += 1
            self.correct[str(e.kind)] += token.kind == e.kind
            self.value_ok += token.value == e.value
            self.unit_ok += token.unit == e.unit
            if case.has_pool and e.verdict is not None:
                self.verdicts += 1
                self.verdict_ok += verdict == e.verdict
        if case.category == "clean" and run.report is not None:
            self.clean_claims += run.report.claims
            self.clean_inventions += len(run.report.flagged)
        if case.category == "natural":
            self.natural.add(run)
            return
        by_start = dict(zip((t.start for t in run.tokens), run.verdicts, strict=True))
        for p in case.planted:
            self.planted += 1
            self.caught += by_start.get(p.start) in FLAGS

    def metrics(self, cases: Sequence[Case]) -> dict[str, Any]:
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

    def render(self) -> str:
        """A compact table of the figures, then every failing case with its diff."""
        m = self.metrics
        cats = ", ".join(f"{k} {v}" for k, v in m["cases_by_category"].items())
        verdict = "passed" if self.passed else f"{len(self.failures)} failing"
        out = [f"{self.cases} cases ({cats}): {verdict}", ""]
        out.append(f"{'kind':<12} {'expected':>8} {'actual':>8} {'precision':>9} {'recall':>7}")
        rows = [*m["kinds"].items(), ("all tokens", m["tokens"])]
        for name, row in rows:
            out.append(
                f"{name:<12} {row['expected']:>8} {row['actual']:>8} "
                f"{_fmt(row['precision']):>9} {_fmt(row['recall']):>7}"
            )
        out += [
            "",
            f"value accuracy        {_fmt(m['value_accuracy'])}",
            f"unit accuracy         {_fmt(m['unit_accuracy'])}",
            f"verdict accuracy      {_fmt(m['verdict_accuracy'])}"
            f"  ({m['verdicts_checked']} verdicts)",
            f"clean invention rate  {_fmt(m['clean_invention_rate'])}"
            f"  ({m['clean_inventions']} of {m['clean_claims']} claims)",
            f"planted catch rate    {_fmt(m['planted_catch_rate'])}"
            f"  ({m['planted_caught']} of {m['planted']} planted)",
        ]
        if m["cases_by_domain"]:
            domains = ", ".join(f"{k} {v}" for k, v in m["cases_by_domain"].items())
            out.append(f"domains               {domains}")
        if m["natural"]:
            out += ["", *_natural_table(m["natural"])]
        for failure in self.failures:
            out += ["", failure.render()]
        return "\n".join(out)


def _natural_table(natural: dict[str, dict[str, Any]]) -> list[str]:
    """Derivations off and on, side by side, on the natural briefs."""
    out = [
        "natural briefs     faithful flagged   false flags / claim   slips caught"
        "    computed backed",
    ]
    for side in ("off", "on"):
        n = natural[side]
        out.append(
            f"derivations {side:<3}   {n['faithful_flagged_briefs']:>3}/{n['faithful']:<3}"
            f" {_fmt(n['faithful_flagged'])}   {n['false_flags']:>4}/{n['claims']:<4}"
            f" {_fmt(n['false_flags_per_claim'])}   {n['caught']:>3}/{n['planted']:<3}"
            f" {_fmt(n['catch_rate'])}   {n['computed_backed_claims']:>3}/{n['computed']:<3}"
            f" {_fmt(n['computed_backed'])}"
        )
    return out


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.4f}"


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
    tally = _Tally()
    failures: list[CaseFailure] = []
    for case in cases:
        run = _run(case)
        diffs = _diff(run)
        if diffs:
            failures.append(CaseFailure(case, tuple(diffs)))
        if not case.residue:
            tally.add(run)
    return Evaluation(len(cases), tuple(failures), tally.metrics(cases))


# ---------------------------------------------------------------------------
# The baseline gate

_HIGHER = "higher"
_LOWER = "lower"


def _figures(evaluation: Evaluation) -> dict[str, tuple[float | int | None, str]]:
    """Every pinned figure: its value and which direction is better."""
    m = evaluation.metrics
    figures: dict[str, tuple[float | int | None, str]] = {"cases": (evaluation.cases, _HIGHER)}
    for kind, row in m["kinds"].items():
        figures[f"kinds.{kind}.precision"] = (row["precision"], _HIGHER)
        figures[f"kinds.{kind}.recall"] = (row["recall"], _HIGHER)
    figures["tokens.precision"] = (m["tokens"]["precision"], _HIGHER)
    figures["tokens.recall"] = (m["tokens"]["recall"], _HIGHER)
    for name in ("value_accuracy", "unit_accuracy", "verdict_accuracy", "planted_catch_rate"):
        figures[name] = (m[name], _HIGHER)
    figures["clean_invention_rate"] = (m["clean_invention_rate"], _LOWER)
    if m["natural"]:
        on = m["natural"]["on"]
        figures["natural.on.faithful_flagged"] = (on["faithful_flagged"], _LOWER)
        figures["natural.on.false_flags_per_claim"] = (on["false_flags_per_claim"], _LOWER)
        figures["natural.on.catch_rate"] = (on["catch_rate"], _HIGHER)
        figures["natural.on.computed_backed"] = (on["computed_backed"], _HIGHER)
    return figures


def baseline_of(evaluation: Evaluation) -> dict[str, Any]:
    """The figures a baseline pins, flat by dotted name, at full precision.

    ``{"schema_version": 1, "figures": {"cases": 258, "kinds.claim.recall": 0.99, ...}}``.
    Ratios are not rounded, so a baseline written now compares equal to itself.
    """
    return {
        "schema_version": SCHEMA_VERSION,
        "figures": {name: value for name, (value, _) in _figures(evaluation).items()},
    }


def compare_to_baseline(evaluation: Evaluation, baseline: Mapping[str, Any]) -> list[str]:
    """One line per figure that got worse than ``baseline`` (as ``baseline_of`` writes it).

    Worse is lower for counts, precision, recall, accuracies and the catch rate,
    higher for the clean invention rate, by more than ``EPSILON``. A figure the
    baseline lacks (a new kind, a new metric) or that is ``None`` on either side
    is not a regression.
    """
    pinned = baseline.get("figures", baseline) if isinstance(baseline, Mapping) else None
    if not isinstance(pinned, Mapping):
        raise CorpusError("baseline", "not a baseline: expected an object with 'figures'")
    messages: list[str] = []
    for name, (value, better) in _figures(evaluation).items():
        old = pinned.get(name)
        if value is None or isinstance(old, bool) or not isinstance(old, (int, float)):
            continue
        worse = value < old - EPSILON if better == _HIGHER else value > old + EPSILON
        if worse:
            now, then = _show(value), _show(old)
            if now == then:  # too close to tell apart at 4 places
                now, then = repr(value), repr(old)
            messages.append(f"{name}: {now} is worse than the baseline {then} ({better} is better)")
    return messages


def _show(value: float | int) -> str:
    return str(value) if isinstance(value, int) else f"{value:.4f}"

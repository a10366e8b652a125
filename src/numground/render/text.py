"""Plain-text rendering of a token list and of a ``Report``, for a terminal or a log.

A renderer reads what the checker already decided: token offsets, kinds,
verdicts and nearest entries. It never tokenizes or matches again; the only
thing it does with the source text is quote it (the sentence around a claim).

Every styled fragment goes through a ``Palette``: ``color=True`` selects ANSI
escapes, the default is plain text. The CLI turns colour on for a terminal
(``--color auto``) and off when piped or when ``NO_COLOR`` is set.

Decided here:

- A sentence ends at ``.``/``!``/``?`` (closing quotes or brackets allowed) followed
  by white space and then anything but a lower-case letter or a digit (so
  ``Sept. 18`` and ``e.g. the`` do not end one), at a blank line, and before a
  line that opens a markdown block (list item, heading, quote, table row).
  Line breaks inside a sentence are shown as spaces; a sentence longer than
  ``_WIDTH`` characters is cut around the claim with ``…``.
- The summary line lists every verdict whose row says so, and the others
  (``derived``) only when a finding has them, so the common line stays short.
- With colour, the report opens with the brief itself (``render_brief``): flagged
  claims styled as their verdict's row says (bold, underlined, a colour per
  verdict), everything else dim. Without colour that
  view would mark nothing a reader can see, so the plain report (what scripts and
  logs read) is the findings list alone, as before. Control characters of the
  brief are shown escaped (``\x1b``), never sent to the terminal.
- A nearest entry's miss is shown from the claim's side: ``13.8 km (1.3 below)``
  means the entry is 1.3 (in the claim's unit) below what the prose says. In
  another dimension the miss is not comparable and is not shown.
"""

from __future__ import annotations

import json
import re
import unicodedata
from bisect import bisect_left
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Context, Decimal
from typing import Any

from numground.lex.tokens import Token
from numground.report import Finding, Group, Nearest, Report, gate, groups
from numground.tables.verdicts import DISPLAY_ORDER, Verdict, row

__all__ = [
    "ANSI",
    "PLAIN",
    "Palette",
    "describe_nearest",
    "line_col",
    "plain_number",
    "quote",
    "render_brief",
    "render_report",
    "render_run",
    "render_summary",
    "render_tokens",
    "said",
]

MARK_OPEN = "»"
MARK_CLOSE = "«"
_WIDTH = 160
"""Longest sentence quoted whole; longer ones are cut around the claim."""
_SIGNIFICANT = Context(prec=6)
"""Digits shown of a converted value or miss (conversions can carry 40)."""


def _same(text: str) -> str:
    return text


@dataclass(frozen=True, slots=True)
class Palette:
    """How each kind of fragment is styled; every field maps text to text."""

    claim: Callable[[str], str] = _same
    """The marked claim inside its quoted sentence."""
    flag: Callable[[str], str] = _same
    """A flagged verdict's name."""
    quiet: Callable[[str], str] = _same
    """Secondary text: paths, positions, the quote."""
    ok: Callable[[str], str] = _same
    """A passed gate."""
    fail: Callable[[str], str] = _same
    """A failed gate."""


def _sgr(code: str) -> Callable[[str], str]:
    return lambda text: f"\x1b[{code}m{text}\x1b[0m"


PLAIN = Palette()
ANSI = Palette(claim=_sgr("1"), flag=_sgr("31"), quiet=_sgr("2"), ok=_sgr("32"), fail=_sgr("1;31"))


def _palette(color: bool) -> Palette:
    return ANSI if color else PLAIN


# --- tokens ------------------------------------------------------------------

_TOKEN_HEADER = ("offset", "text", "kind", "value", "unit", "flags")


def render_tokens(tokens: Sequence[Token], *, color: bool = False) -> str:
    """A table of tokens: offset (start-end), text, kind, value, unit, flags."""
    del color  # nothing to colour in a table yet; kept for a uniform signature
    rows = [_TOKEN_HEADER]
    for t in tokens:
        rows.append(
            (
                f"{t.start}-{t.end}",
                _visible(t.text),
                str(t.kind),
                _plain(t.value) if t.value is not None else "",
                t.unit or "",
                token_flags(t),
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(_TOKEN_HEADER))]
    lines = ("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) for row in rows)
    return "\n".join(line.rstrip() for line in lines) + "\n"


def token_flags(t: Token) -> str:
    """The token's flags, compactly: ``sign=- cue=down approx range=low scale=k``."""
    flags = []
    if t.sign:
        flags.append(f"sign={t.sign}")
    if t.cue:
        flags.append(f"cue={t.cue}")
    if t.approx:
        flags.append("approx")
    if t.range:
        flags.append(f"range={t.range}")
    if t.scale:
        flags.append(f"scale={t.scale}")
    return " ".join(flags)


# --- reports -----------------------------------------------------------------


def render_report(
    report: Report,
    source: str,
    *,
    name: str = "<brief>",
    max_rate: float | Decimal | None = None,
    color: bool = False,
    accepted: Mapping[int, Any] | None = None,
    max_unverified: float | Decimal | None = None,
) -> str:
    """Each flagged claim in its sentence, with verdict and nearest entries; then the summary.

    ``source`` is the text the report was made from (offsets index into it);
    ``name`` is how to call it in ``name:line:col`` positions. ``accepted``
    (with a baseline) maps the index of each flagged finding a baseline
    accepts to its ``Mark`` (``why``, and ``was`` when its number changed):
    new flags are listed first, marked ``[new]``, then the accepted ones,
    each saying why, and the gate counts only the new ones.
    """
    p = _palette(color)
    flagged = report.flagged
    newlines = [i for i, c in enumerate(source) if c == "\n"] if flagged else []
    blocks = [render_brief(report, source, color=True)] if color else []
    marks = accepted
    index: dict[int, int] = {}
    if marks is None:
        parts: list[tuple[str | None, list[Finding]]] = [(None, list(flagged))]
    else:
        index = {id(f): i for i, f in enumerate(report.findings)}
        parts = [("new", [f for f in flagged if index[id(f)] not in marks]),
                 ("accepted", [f for f in flagged if index[id(f)] in marks])]  # fmt: skip
    for status, findings in parts:
        if status == "accepted" and findings:
            blocks.append(f"accepted by the baseline ({len(findings)}):\n")
        for group in groups(findings):
            if group.cause is None:
                block = _render_finding(group.findings[0], source, newlines, name, p)
            else:
                block = _render_group(group, source, newlines, name, p)
            if status is not None:
                block = _marked(block, group.findings, status, marks or {}, index)
            blocks.append(block)
    derived = [f for f in report.findings if f.verdict is Verdict.DERIVED and f.how]
    if derived:
        if not flagged:
            newlines = [i for i, c in enumerate(source) if c == "\n"]
        blocks.append(_render_derived(derived, newlines, name, p))
    new = None if marks is None else len(flagged) - len(marks)
    blocks.append(render_summary(report, max_rate=max_rate, color=color, new=new,
                                 max_unverified=max_unverified) + "\n")  # fmt: skip
    return "\n".join(blocks)


def _marked(block: str, findings: Sequence[Finding], status: str, marks: Mapping[int, Any],
            index: Mapping[int, int]) -> str:  # fmt: skip
    """A finding's (or group's) block with its baseline status on its first
    line and, when accepted, why (each place of a group has its own why)."""
    head, _, rest = block.partition("\n")
    lines = [f"{head} [{status}]"]
    if status == "accepted":
        for f in findings:
            lines.append(f"    accepted: {said(marks[index[id(f)]])}")
    return "\n".join(lines) + "\n" + rest


def said(mark: Any) -> str:
    """An accepted finding's ``Mark`` for a reader: why, and its old number if it changed."""
    was = getattr(mark, "was", None)
    why = getattr(mark, "why", str(mark))
    return why + (f"; its number changed: accepted as {was}" if was else "")


def _render_group(
    group: Group, source: str, newlines: Sequence[int], name: str, p: Palette
) -> str:
    """Flags that share one cause: one line with every place, then the first explained."""
    assert group.cause is not None
    first = group.findings[0]

    def place(f: Finding) -> str:
        line, col = line_col(newlines, f.token.start)
        return f"{line}:{col} {_visible(f.token.text)}"

    listed = group.listed(place)
    head = (f"{p.quiet(f'{name}:')} {p.flag(str(first.verdict))} ×{len(group.findings)}, "
            f"{group.cause.says}: {listed}")  # fmt: skip
    body = _render_finding(first, source, newlines, name, p).split("\n", 1)[1]
    return head + "\n    the first:\n" + body


def _render_derived(
    derived: Sequence[Finding], newlines: Sequence[int], name: str, p: Palette
) -> str:
    """Derived claims with their formulas: how each is computed from the pool."""
    lines = ["derived (computed from the pool):"]
    for f in derived:
        line, col = line_col(newlines, f.token.start)
        lines.append(f"    {p.quiet(f'{name}:{line}:{col}:')} {_visible(f.how or '')}")
    return "\n".join(lines) + "\n"


def render_brief(report: Report, source: str, *, color: bool = True) -> str:
    """The brief as written, flagged claims styled per verdict and the rest dim.

    Without colour it is the brief with its flagged claims marked ``»like this«``.
    Styles never cross a line break (each line resets), so pagers show it right.
    """
    out: list[str] = []
    cursor = 0
    for finding in report.findings:
        t = finding.token
        if not finding.flagged or t.start < cursor:
            continue
        out.append(_styled(source[cursor : t.start], "2" if color else None))
        code = row(finding.verdict).look.sgr
        text = t.text if color else f"{MARK_OPEN}{t.text}{MARK_CLOSE}"
        out.append(_styled(text, code if color else None))
        cursor = t.end
    out.append(_styled(source[cursor:], "2" if color else None))
    text = "".join(out)
    return text if text.endswith("\n") else text + "\n"


def _styled(text: str, code: str | None) -> str:
    """``text`` with control characters escaped and, given an SGR code, styled line by line."""
    lines = text.replace("\r\n", "\n").split("\n")
    safe = [_terminal_safe(line) for line in lines]
    if code is not None:
        safe = [f"\x1b[{code}m{line}\x1b[0m" if line else line for line in safe]
    return "\n".join(safe)


def render_summary(report: Report, *, max_rate: float | Decimal | None = None,
                   color: bool = False, new: int | None = None,
                   max_unverified: float | Decimal | None = None) -> str:  # fmt: skip
    """One line: claims, counts per verdict, the invention rate and, with a gate, PASS/FAIL.

    ``new`` (with a baseline) is how many flagged claims are new: the gate
    counts those only, and the line says how many were accepted."""
    p = _palette(color)
    counts = report.counts
    parts = [f"claims {report.claims}"]
    for verdict in DISPLAY_ORDER:
        n = counts[str(verdict)]
        if n == 0 and not row(verdict).listed_when_zero:
            continue
        parts.append(f"{verdict} {n}")
    parts.append(f"invention rate {report.invention_rate:.3f}")
    if report.unverified:
        parts.append(f"unverified rate {report.unverified_rate:.3f}")
    if new is not None:
        parts.append(f"{new} new, {len(report.flagged) - new} accepted by the baseline")
    if max_rate is not None:
        flagged = len(report.flagged) if new is None else new
        passed = gate(flagged, len(report.unverified), report.claims, max_rate, max_unverified)
        limit = f"max {float(max_rate):g}"
        if max_unverified is not None:
            limit += f", unverified max {float(max_unverified):g}"
        parts.append(p.ok(f"PASS ({limit})") if passed else p.fail(f"FAIL ({limit})"))
    return " · ".join(parts)


def render_run(summary: Any, max_rate: float | Decimal | str | None = None,
               max_unverified: float | Decimal | str | None = None) -> str:  # fmt: skip
    """An audit's closing summary (``batch.summary.Summary``), as text: the
    totals, what the flagged total adds up, the worst records, the gate."""
    s = summary
    lines = [
        f"records {s.records:,} · errors {s.errors:,} · claims {s.claims:,} · "
        f"flagged {s.inventions:,} · invention rate {s.rate:.4f}"
        + (f" · unverified {s.unverified:,}" if s.unverified else "")
    ]
    parts = [f"{v.label} {s.count(v):,}" for v in DISPLAY_ORDER if v.is_invention]
    accepted = f", less {s.accepted:,} accepted by the baseline" if s.accepted else ""
    lines.append(f"flagged: claims of every flagged verdict ({', '.join(parts)}{accepted})")
    if s.errors:
        lines.append(f"first error at line {s.first_error} (the result lines say why)")
    worst = s.worst(10)
    if worst:
        lines.append(f"worst {len(worst)} records:")
        for w in worst:
            lines.append(f"  {float(w.rate):6.3f}  {w.claims:4d} claims  line {w.line:<7d} "
                         f"id {json.dumps(w.id)}")  # fmt: skip
    else:
        lines.append("no record has a flagged claim" + (" left" if s.accepted else ""))
    verdict = "PASS" if s.passes(max_rate, max_unverified) else "FAIL"
    reason = f" ({s.errors:,} records could not be checked)" if s.errors else ""
    limit = f"max {max_rate if max_rate is not None else 0}"
    if max_unverified is not None:
        limit += f", unverified max {max_unverified}"
    lines.append(f"gate: {verdict} ({limit}){reason}")
    return "\n".join(lines) + "\n"


def _render_finding(
    finding: Finding, source: str, newlines: Sequence[int], name: str, p: Palette
) -> str:
    t = finding.token
    line, col = line_col(newlines, t.start)
    head = f"{p.quiet(f'{name}:{line}:{col}:')} {p.flag(str(finding.verdict))}: {_visible(t.text)}"
    lines = [head, "    " + quote(source, t, color=p is ANSI)]
    if finding.how:
        lines.append(f"    how: {_visible(finding.how)}")
    says = row(finding.verdict).sources_are
    if finding.sources and says:
        lines.append(f"    {says} {', '.join(finding.sources)}")
    if finding.binding and finding.binding not in finding.sources:
        lines.append(f"    its words name: {finding.binding}")
    if finding.nearest:
        label = "    nearest: "
        for i, near in enumerate(finding.nearest):
            prefix = label if i == 0 else " " * len(label)
            lines.append(prefix + _render_nearest(near, t, p))
    else:
        lines.append("    nearest: (no pool entry to compare with)")
    return "\n".join(lines) + "\n"


def describe_nearest(near: Nearest, claim: Token) -> str:
    """A nearest entry as plain text: ``path = value unit (miss above|below|exact)``."""
    return _render_nearest(near, claim, PLAIN)


def _render_nearest(near: Nearest, claim: Token, p: Palette) -> str:
    value = _plain(near.value) + (f" {near.unit}" if near.unit else "")
    text = f"{p.quiet(near.path)} = {value}"
    if near.unit is None and claim.unit is not None:
        return text + " (no unit)"
    if not _comparable(near.unit, claim.unit):
        return text + " (another unit)"
    miss = near.miss
    if miss == 0:
        return text + " (exact)"
    unit = f" {claim.unit}" if claim.unit else ""
    side = "above" if miss > 0 else "below"
    return text + f" ({_plain(abs(miss))}{unit} {side})"


def _comparable(entry_unit: str | None, claim_unit: str | None) -> bool:
    if entry_unit is None or claim_unit is None or entry_unit == claim_unit:
        return True
    from numground.tables.units import compatible  # a pure look-up; no parsing

    return compatible(entry_unit, claim_unit)


# --- quoting -----------------------------------------------------------------

_SENTENCE_BREAK = re.compile(
    r"""(?P<stop>[.!?]["'”’)\]]*)[ \t\r\n]+(?=[^a-z0-9\s])"""  # punctuation, then no continuation
    r"""|\n[ \t]*\n\s*"""  # a blank line
    r"""|\n(?=[ \t]*(?:[-*+>#|]|[0-9]+[.)])[ \t])"""  # a line that opens a markdown block
    r"""|(?m:^[ \t]{0,3}#{1,6}[ \t][^\n]*)(?P<heading>\n)"""  # the end of a heading line
)
_SPACES = re.compile(r"\s+")
_REACH = 2 * _WIDTH + 80
"""How far from a claim to look for a sentence break: past ``_WIDTH`` the quote is cut anyway."""


def quote(source: str, token: Token, *, color: bool = False) -> str:
    """The sentence of ``source`` around ``token``, the token marked ``»like this«``."""
    lo, hi = sentence_span(source, token.start, token.end)
    before = _SPACES.sub(" ", source[lo : token.start]).lstrip()
    after = _SPACES.sub(" ", source[token.end : hi]).rstrip()
    claim = _visible(_SPACES.sub(" ", token.text))
    room = max(20, (_WIDTH - len(claim)) // 2)
    if len(before) + len(after) + len(claim) > _WIDTH:
        if len(before) > room:
            before = "…" + before[-room:].lstrip()
        if len(after) > room:
            after = after[:room].rstrip() + "…"
    mark = _palette(color).claim(f"{MARK_OPEN}{claim}{MARK_CLOSE}")
    return _visible(before) + mark + _visible(after)


def sentence_span(source: str, start: int, end: int) -> tuple[int, int]:
    """The ``[lo, hi)`` span of the sentence holding ``source[start:end]``."""
    window_lo, window_hi = max(0, start - _REACH), min(len(source), end + _REACH)
    lo, hi = window_lo, window_hi
    for m in _SENTENCE_BREAK.finditer(source, window_lo, window_hi):
        if m.group("stop") is not None:
            stop, resume = m.end("stop"), m.end()
        elif m.group("heading") is not None:
            stop, resume = m.start("heading"), m.end()
        else:
            stop, resume = m.start(), m.end()
        if resume <= start:
            lo = resume
        elif stop >= end:
            hi = stop
            break
    return lo, hi


def line_col(newlines: Sequence[int], offset: int) -> tuple[int, int]:
    """1-based line and column (in code points) of ``offset``, given where the newlines are."""
    before = bisect_left(newlines, offset)  # newlines before the offset
    line_start = newlines[before - 1] + 1 if before else 0
    return before + 1, offset - line_start + 1


# --- numbers and characters ----------------------------------------------------


def plain_number(value: Decimal) -> str:
    """Plain digits (``12300``, never ``1.23E+4``), at most six significant for long values."""
    digits = value.as_tuple().digits
    if len(digits) > 6:
        value = _SIGNIFICANT.plus(value)
    text = format(value, "f")
    if "." in text and len(digits) > 6:
        text = text.rstrip("0").rstrip(".")
    return text


_plain = plain_number


UNSAFE = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
"""Unicode categories shown escaped when a renderer shows the brief: controls
(escape sequences), format characters (bidi overrides), surrogates, and
line/paragraph separators. Both renderers read it."""


def escaped(c: str) -> str:
    """One unsafe character as its escape (``\\x1b``, ``\\u202e``)."""
    return c.encode("unicode_escape", "backslashreplace").decode("ascii")


def _terminal_safe(text: str) -> str:
    """``text`` for a terminal: tabs kept, other spaces as a space, unsafe characters escaped."""
    if text.isprintable():
        return text
    out = []
    for c in text:
        category = unicodedata.category(c)
        if c == "\t" or category not in UNSAFE and category != "Zs":
            out.append(c)
        elif category == "Zs":
            out.append(" ")
        else:
            out.append(escaped(c))
    return "".join(out)


def _visible(text: str) -> str:
    """``text`` with control and invisible characters escaped (``\\n``, ``\\xa0``)."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else escaped(c) for c in text)

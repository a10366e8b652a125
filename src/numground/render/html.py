"""A self-contained HTML report: the brief itself, every number marked by its verdict.

``render_html`` returns one page that needs nothing else: no network, no external
asset, one inline style sheet and one small inline script, both carrying a fresh
nonce that the page's Content-Security-Policy names. Nothing else may run or load.

Like every renderer it reads what the checker decided (offsets, kinds, verdicts,
sources, nearest entries) and never tokenizes or matches again; the brief is
only sliced at the tokens' offsets.

Decided here:

- Every piece of text from the brief, the pool (paths, skip reasons) and the
  file name goes through ``html.escape`` and lands in element content only;
  attributes hold nothing but ids and classes the renderer makes up. The
  brief is shown rendered (``render.markdown``: headings, emphasis, lists,
  tables; raw HTML as text, a link as its text and its destination in grey,
  an image as its markdown) and, behind a CSS-only checkbox, as its source
  with its line breaks. Both views carry every mark; the tables link to the
  rendered one (ids ``t0``…; the source view's are ``s0``…).
- Each verdict is shown as its row in ``numground.tables.verdicts`` says: a colour
  (Okabe-Ito, safe for the common colour-blind vision types) *and* a shape
  that survives greyscale (the underline's style, a mark such as ``×``). The
  marks are CSS content, so copying the brief copies what the model wrote.
- Every token is focusable (``tabindex=0``); hovering or focusing one shows its
  tooltip (pure CSS), which the token names with ``aria-describedby``. The
  script only keeps a tooltip inside the window and lets Escape dismiss it.
- Control and invisible format characters of the brief (``\\x1b``, bidi
  overrides) and lone surrogates are shown escaped, as the text renderer
  does (one set, ``render.text.UNSAFE``), so the page is always valid UTF-8;
  a lone surrogate anywhere else (a pool path) becomes U+FFFD.
- Long lists are cut: a token's tooltip names at most ``_MAX_SOURCES`` grounding
  paths, the header at most ``_MAX_SKIPPED`` skipped pool leaves, each with
  how many more there are.
- Every flag shows its ``how`` (the computation that contradicts it) in its
  tooltip and in its row of the flagged table, above the nearest entries.
- With a baseline (``accepted``), every flag says ``new`` or ``accepted``
  (and why) in its tooltip and its row; the gate counts the new ones.
"""

from __future__ import annotations

import html
import secrets
import unicodedata
from collections.abc import Mapping, Sequence
from decimal import Decimal
from functools import partial
from typing import Any

from numground.lex.tokens import Token
from numground.render.markdown import render_markdown
from numground.render.text import (
    UNSAFE,
    describe_nearest,
    escaped,
    line_col,
    plain_number,
    said,
    token_flags,
)
from numground.report import Finding, Group, Nearest, Report, gate, groups
from numground.tables.verdicts import DISPLAY_ORDER, ROWS, Verdict, row

__all__ = ["render_html"]

_MAX_SOURCES = 8
_MAX_SKIPPED = 200


def render_html(
    report: Report,
    source: str,
    *,
    name: str = "<brief>",
    pool_entries: int | None = None,
    pool_skipped: Sequence[tuple[str, str]] = (),
    max_rate: float | Decimal | None = None,
    nonce: str | None = None,
    accepted: Mapping[int, Any] | None = None,
    max_unverified: float | Decimal | None = None,
) -> str:
    """The report as one self-contained HTML page.

    ``source`` is the text the report was made from (offsets index into it);
    ``name`` is what to call it; ``pool_entries`` and ``pool_skipped`` describe
    the pool (its size and the ``(path, reason)`` leaves it could not cite);
    ``max_rate`` (and ``max_unverified``) add the gate's verdict; ``accepted``
    (with a baseline) maps the index of each flagged finding a baseline
    accepts to its ``Mark``; ``nonce`` is for tests (default: fresh).
    """
    nonce = nonce or secrets.token_urlsafe(18)
    flagged = len(report.flagged)
    title = f"numground: {name} — {flagged} flagged of {report.claims} claims"
    parts = [
        page_head(title, nonce, _CSS, scripts=True),
        _header(report, name, pool_entries, pool_skipped, max_rate, accepted, max_unverified),
        "<main>\n",
        _brief(report, source, accepted),
        _flagged_table(report, source, accepted),
        _derived_table(report, source),
        "</main>\n",
        f'<script nonce="{nonce}">{_JS}</script>\n',
        "</body>\n</html>\n",
    ]
    return "".join(parts)


# --- header ------------------------------------------------------------------


def page_head(title: str, nonce: str, css: str, *, scripts: bool) -> str:
    """The start of a page, to ``<body>``: nothing loads from anywhere (the
    policy allows only the page's own style, and its own script when
    ``scripts``), no referrer leaves, and the title is escaped."""
    script = f"'nonce-{nonce}'" if scripts else "'none'"
    csp = (f"default-src 'none'; style-src 'nonce-{nonce}'; script-src {script}; "
           "img-src data:; base-uri 'none'; form-action 'none'")
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{csp}">\n'
        '<meta name="referrer" content="no-referrer">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{_e(title)}</title>\n"
        f'<style nonce="{nonce}">{css}</style>\n'
        "</head>\n<body>\n"
    )


def gate_html(passed: bool, max_rate: Decimal | str | float, over: bool = True,
              why: str = "") -> str:
    """The gate's verdict: PASS, or FAIL with the rate over (or, when ``why``
    says another reason, not over) the maximum."""
    shown = _e(plain_number(Decimal(str(max_rate))))
    if passed:
        return f'<p class="gate pass">✓ PASS <span>rate ≤ max {shown}</span></p>\n'
    sign = "&gt;" if over else "≤"
    return f'<p class="gate fail">✗ FAIL <span>rate {sign} max {shown}{_e(why)}</span></p>\n'


def _header(
    report: Report,
    name: str,
    pool_entries: int | None,
    pool_skipped: Sequence[tuple[str, str]],
    max_rate: float | Decimal | None,
    accepted: Mapping[int, Any] | None = None,
    max_unverified: float | Decimal | None = None,
) -> str:
    flagged = len(report.flagged)
    new = flagged - len(accepted) if accepted is not None else flagged
    split = (f" ({new} new, {flagged - new} accepted by the baseline)"
             if accepted is not None else "")  # fmt: skip
    out = ['<header>\n<h1>numground <span class="name">', _e(name), "</span></h1>\n"]
    out.append('<div class="summary">\n')
    out.append(
        f'<p class="rate"><span class="label">invention rate</span> '
        f"<strong>{report.invention_rate:.3f}</strong> "
        f'<span class="of">{flagged} of {report.claims} claims flagged{split}</span></p>\n'
    )
    if max_rate is not None:
        passed = gate(new, len(report.unverified), report.claims, max_rate, max_unverified)
        why = "" if passed or accepted is None else f", {new} new"
        out.append(gate_html(passed, max_rate, why=why))
    out.append("</div>\n")

    counts = report.counts
    out.append('<ul class="counts" aria-label="findings per verdict">\n')
    for verdict in DISPLAY_ORDER:
        n = counts[str(verdict)]
        if n == 0 and not row(verdict).listed_when_zero:
            continue
        out.append(
            f'<li><span class="swatch v-{verdict}" aria-hidden="true">12.3</span> '
            f'<span class="vname">{verdict.label}</span> <strong>{n}</strong>'
            f'<span class="meaning">{_e(row(verdict).meaning)}</span></li>\n'
        )
    out.append("</ul>\n")

    out.append('<div class="pool">')
    size = f"{pool_entries} citable numbers" if pool_entries is not None else "size not given"
    if pool_skipped:
        out.append(
            f"<details><summary>pool: {size}, {len(pool_skipped)} skipped</summary>\n"
            "<table><thead><tr><th>path</th><th>why skipped</th></tr></thead><tbody>\n"
        )
        for path, reason in pool_skipped[:_MAX_SKIPPED]:
            out.append(f"<tr><td><code>{_e(path)}</code></td><td>{_e(reason)}</td></tr>\n")
        out.append("</tbody></table>\n")
        if len(pool_skipped) > _MAX_SKIPPED:
            out.append(f"<p>and {len(pool_skipped) - _MAX_SKIPPED} more</p>\n")
        out.append("</details>")
    else:
        out.append(f"pool: {size}, none skipped")
    out.append("</div>\n</header>\n")
    return "".join(out)


# --- the brief ---------------------------------------------------------------


def _brief(report: Report, source: str, accepted: Mapping[int, Any] | None = None) -> str:
    token = partial(_token, accepted=accepted)
    rendered = render_markdown(source, report.findings, token, _text)
    out = [
        '<section aria-labelledby="brief-h">\n<h2 id="brief-h">The brief</h2>\n',
        '<p class="hint">Hover over a number, or Tab to it, to see why.</p>\n',
        '<input type="checkbox" id="show-source" class="toggle">'
        '<label for="show-source" class="toggle-label">show the markdown source</label>\n',
        '<div class="brief-md">',
        rendered.html,
        "</div>\n",
    ]
    if rendered.as_source:
        out.append(
            f'<p class="hint as-source">{rendered.as_source} of {rendered.blocks} blocks are '
            "shown as written: a number there could not be marked whole in the rendering.</p>\n"
        )
    out.append('<div class="brief">')
    cursor = 0
    for i, finding in enumerate(report.findings):
        t = finding.token
        if t.start < cursor:  # overlapping tokens never come from tokenize; be safe
            continue
        out.append(_text(source[cursor : t.start]))
        out.append(token(i, finding, "s"))
        cursor = t.end
    out.append(_text(source[cursor:]))
    out.append("</div>\n</section>\n")
    return "".join(out)


def _token(i: int, finding: Finding, view: str = "t", *,
           accepted: Mapping[int, Any] | None = None) -> str:  # fmt: skip
    """A token's mark and tooltip; ``view`` prefixes the ids (``t``: the rendered
    brief, which the tables link to; ``s``: the source view)."""
    t = finding.token
    verdict = finding.verdict
    kind = f" k-{t.kind}" if verdict is Verdict.VETOED else ""
    tip = f"tip{i}" if view == "t" else f"{view}tip{i}"
    return (
        f'<span class="tok v-{verdict}{kind}" id="{view}{i}" tabindex="0" '
        f'aria-describedby="{tip}">{_text(t.text)}'
        f'<span class="tip" role="tooltip" id="{tip}">'
        f"{_tip(finding, _status(i, finding, accepted))}</span></span>"
    )


def _status(i: int, finding: Finding, accepted: Mapping[int, Any] | None) -> str | None:
    """``new``, or ``accepted: why``, for a flag when a baseline is given; else None."""
    if accepted is None or not finding.flagged:
        return None
    return f"accepted: {said(accepted[i])}" if i in accepted else "new"


def _tip(finding: Finding, status: str | None = None) -> str:
    t = finding.token
    verdict = finding.verdict
    lines = [f'<b class="verdict">{verdict.label}</b>']
    if status is not None:
        lines.append(f'<span class="status">{_e(status)}</span>')
    if verdict is Verdict.VETOED:
        lines[0] += f" · {_e(str(t.kind))}, not checked"
    lines.append(f"<span>{_value_line(t)}</span>")
    if finding.how:
        lines.append(f'<span class="how">{_e(finding.how)}</span>')
    says = row(verdict).sources_are
    if finding.sources and says:
        lines.append(f"<span>{_e(says)} {_paths(finding.sources)}</span>")
    if finding.binding and finding.binding not in finding.sources:
        lines.append(f"<span>its words name <code>{_e(finding.binding)}</code></span>")
    if finding.flagged:
        if finding.nearest:
            lines.append("<span>nearest:</span>")
            lines.extend(f'<span class="near">{_nearest(n, t)}</span>' for n in finding.nearest)
        else:
            lines.append("<span>no pool entry to compare with</span>")
    return "".join(lines)


def _value_line(t: Token) -> str:
    if t.value is None:
        return f"“{_text(t.text)}”"
    value = plain_number(t.value) + (f" {t.unit}" if t.unit else "")
    flags = token_flags(t)
    return f"value {_e(value)}" + (f" · {_e(flags)}" if flags else "")


def _paths(paths: Sequence[str]) -> str:
    shown = ", ".join(f"<code>{_e(p)}</code>" for p in paths[:_MAX_SOURCES])
    more = len(paths) - _MAX_SOURCES
    return shown + (f" and {more} more" if more > 0 else "")


def _nearest(near: Nearest, claim: Token) -> str:
    text = describe_nearest(near, claim)
    path, _, rest = text.partition(" = ")
    return f"<code>{_e(path)}</code> = {_e(rest)}"


# --- the flagged table ---------------------------------------------------------


def _flagged_table(report: Report, source: str,
                   accepted: Mapping[int, Any] | None = None) -> str:  # fmt: skip
    """Every flag: where, the claim, its verdict, why (its ``how``, the entries
    behind it, the nearest); with a baseline, the new ones first, then the
    accepted ones, each saying which it is."""
    out = ['<section aria-labelledby="flagged-h">\n<h2 id="flagged-h">Flagged claims</h2>\n']
    flagged = [(i, f) for i, f in enumerate(report.findings) if f.flagged]
    if not flagged:
        out.append('<p class="none">No claim is flagged: every checked number is grounded.</p>\n')
        out.append("</section>\n")
        return "".join(out)
    newlines = [i for i, c in enumerate(source) if c == "\n"]
    index = {id(f): i for i, f in flagged}
    baseline = "<th>baseline</th>" if accepted is not None else ""
    out.append(
        '<table class="flagged">\n<thead><tr><th>where</th><th>claim</th><th>verdict</th>'
        f"{baseline}<th>why: how it is computed, the nearest pool entries</th></tr>"
        "</thead>\n<tbody>\n"
    )
    if accepted is None:
        parts: list[tuple[str | None, list[Finding]]] = [(None, [f for _, f in flagged])]
    else:
        parts = [("new", [f for i, f in flagged if i not in accepted]),
                 ("accepted", [f for i, f in flagged if i in accepted])]  # fmt: skip
    for status, findings in parts:
        for group in groups(findings):
            marks = ""
            if status is not None:
                marks = "<td>" + "<br>".join(
                    f'<span class="status {status}">{_e(_status(index[id(f)], f, accepted) or "")}'
                    "</span>" for f in group.findings[:_MAX_SOURCES]) + "</td>"  # fmt: skip
            if group.cause is not None:
                out.append(_group_row(group, index, newlines, marks))
                continue
            finding = group.findings[0]
            i = index[id(finding)]
            t = finding.token
            line, col = line_col(newlines, t.start)
            out.append(
                f'<tr><td><a href="#t{i}">line {line}, col {col}</a></td>'
                f'<td><span class="swatch v-{finding.verdict}">{_text(t.text)}</span></td>'
                f"<td>{finding.verdict.label}</td>{marks}<td>{_why(finding)}</td></tr>\n"
            )
    out.append("</tbody>\n</table>\n</section>\n")
    return "".join(out)


def _why(finding: Finding) -> str:
    """A flag's why in a table cell: its ``how``, the entries behind it, the nearest."""
    t = finding.token
    lines = []
    if finding.how:
        lines.append(f'<code class="how">{_e(finding.how)}</code>')
    says = row(finding.verdict).sources_are
    if finding.sources and says:
        lines.append(f"{_e(says)} {_paths(finding.sources)}")
    if finding.binding and finding.binding not in finding.sources:
        lines.append(f"its words name <code>{_e(finding.binding)}</code>")
    if finding.nearest:
        lines.extend(_nearest(n, t) for n in finding.nearest)
    else:
        lines.append("no pool entry to compare with")
    return "<br>".join(lines)


def _group_row(group: Group, index: dict[int, int], newlines: Sequence[int],
               marks: str = "") -> str:  # fmt: skip
    """Flags that share one cause: one row, every place linked, the first one's why."""
    assert group.cause is not None
    first = group.findings[0]

    def place(f: Finding) -> str:
        line, col = line_col(newlines, f.token.start)
        return f'<a href="#t{index[id(f)]}">{line}:{col}</a>'

    where = group.listed(place)
    return (
        f'<tr class="group"><td>{len(group.findings)} places: {where}</td>'
        f'<td><span class="swatch v-{first.verdict}">{_text(first.token.text)}</span> …</td>'
        f"<td>{first.verdict.label} ×{len(group.findings)}<br>"
        f'<span class="cause">{_e(group.cause.says)}</span></td>{marks}'
        f"<td>the first: {_why(first)}</td></tr>\n"
    )


def _derived_table(report: Report, source: str) -> str:
    derived = [(i, f) for i, f in enumerate(report.findings)
               if f.verdict is Verdict.DERIVED and f.how]  # fmt: skip
    if not derived:
        return ""
    newlines = [i for i, c in enumerate(source) if c == "\n"]
    out = [
        '<section aria-labelledby="derived-h">\n<h2 id="derived-h">Derived claims</h2>\n'
        '<table class="flagged derived">\n<thead><tr><th>where</th><th>claim</th>'
        "<th>how: the computation from the pool</th></tr></thead>\n<tbody>\n"
    ]
    for i, f in derived:
        line, col = line_col(newlines, f.token.start)
        out.append(
            f'<tr><td><a href="#t{i}">line {line}, col {col}</a></td>'
            f'<td><span class="swatch v-{f.verdict}">{_text(f.token.text)}</span></td>'
            f"<td><code>{_e(f.how or '')}</code></td></tr>\n"
        )
    out.append("</tbody>\n</table>\n</section>\n")
    return "".join(out)


# --- escaping ------------------------------------------------------------------


def _e(text: str) -> str:
    """Escaped for element content or a quoted attribute; lone surrogates become U+FFFD."""
    return html.escape(_valid(text), quote=True)


def _text(text: str) -> str:
    """Brief text: escaped, with line breaks kept and unsafe characters shown escaped."""
    text = text.replace("\r\n", "\n")
    if not text.isprintable():
        text = "".join(_shown(c) for c in text)
    return html.escape(_valid(text), quote=True)


def _shown(c: str) -> str:
    if c in "\n\t" or unicodedata.category(c) not in UNSAFE:
        return c
    return escaped(c)


def _valid(text: str) -> str:
    """``text`` with lone surrogates replaced, so that it encodes as UTF-8."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in text)
    return text


# --- style and script ------------------------------------------------------------

_BASE_CSS = """
:root { --ink: #1b1b1f; --muted: #5f6368; --line: #d9dbe0; --paper: #ffffff;
  --pass: #007a5a; --fail: #c64600; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: #f4f5f7;
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
header, main { max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem; }
header { background: var(--paper); border-bottom: 1px solid var(--line); max-width: none; }
header > * { max-width: 57rem; margin-left: auto; margin-right: auto; }
h1 { font-size: 1.1rem; margin: 0 auto .5rem; font-weight: 600; }
h1 .name { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-weight: 400;
  color: var(--muted); margin-left: .5rem; }
h2 { font-size: 1rem; margin: 1.2rem 0 .5rem; text-transform: uppercase;
  letter-spacing: .06em; color: var(--muted); }
.summary { display: flex; flex-wrap: wrap; gap: 1rem 2rem; align-items: baseline; }
.rate { margin: 0; } .rate .label { color: var(--muted); }
.rate strong { font-size: 2rem; margin: 0 .4rem; }
.rate .of { color: var(--muted); }
.gate { margin: 0; padding: .15rem .7rem; border-radius: 1rem; font-weight: 700;
  border: 2px solid; }
.gate span { font-weight: 400; }
.gate.pass { color: var(--pass); } .gate.fail { color: var(--fail); }
.counts { list-style: none; padding: 0; margin: .8rem auto; display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: .3rem 1.5rem; }
.counts li { display: grid; grid-template-columns: 3.4rem 1fr auto; column-gap: .5rem;
  align-content: start;
  align-items: baseline; }
.counts .meaning { grid-column: 2 / 4; font-size: .8rem; color: var(--muted); }
.counts strong { text-align: right; }
.pool { color: var(--muted); font-size: .9rem; }
.pool table { border-collapse: collapse; margin: .4rem 0; font-size: .85rem; }
.pool td, .pool th { border: 1px solid var(--line); padding: .1rem .5rem; text-align: left; }
.hint { color: var(--muted); font-size: .85rem; margin: 0 0 .5rem; }
.brief { background: var(--paper); border: 1px solid var(--line); border-radius: 6px;
  padding: 1.2rem 1.5rem; white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.9; }
.tok { position: relative; border-radius: 3px; padding: 0 .08em; cursor: help;
  text-decoration-line: underline; text-decoration-thickness: 2px;
  text-underline-offset: .22em; text-decoration-skip-ink: none; }
.tok:focus { outline: 3px solid #1a73e8; outline-offset: 1px; }
.tok:target { outline: 3px solid #1a73e8; outline-offset: 2px; }
.swatch { display: inline-block; text-align: center; min-width: 3rem; line-height: 1.6;
  text-decoration-line: underline; text-underline-offset: .22em; text-decoration-thickness: 2px;
  text-decoration-skip-ink: none; border-radius: 3px; padding: 0 .2em; }
.tip { display: none; position: absolute; left: 0; top: calc(100% + .35rem); z-index: 10;
  width: max-content; max-width: min(28rem, 90vw); padding: .5rem .7rem;
  background: #202124; color: #f1f3f4; border-radius: 6px; white-space: normal;
  font: 400 .85rem/1.45 system-ui, "DejaVu Sans", sans-serif; text-align: left;
  box-shadow: 0 4px 14px rgba(0,0,0,.25); cursor: auto; }
.tip > * { display: block; }
.tip .verdict { font-weight: 700; text-transform: uppercase; letter-spacing: .04em; }
.tip code { color: #aecbfa; }
.tip .near { padding-left: 1rem; }
.tok:hover > .tip, .tok:focus > .tip { display: block; }
.tok.tip-off > .tip { display: none; }
.tok.tip-right > .tip { left: auto; right: 0; }
code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .9em; }
table.flagged { width: 100%; border-collapse: collapse; background: var(--paper);
  border: 1px solid var(--line); }
table.flagged th, table.flagged td { text-align: left; vertical-align: top;
  padding: .45rem .7rem; border-bottom: 1px solid var(--line); }
table.flagged th { font-size: .8rem; color: var(--muted); font-weight: 600; }
table.flagged a { color: #1558b0; white-space: nowrap; }
.none { background: var(--paper); border: 1px solid var(--line); padding: .8rem 1rem;
  border-radius: 6px; }
@media print { .tip { display: none !important; } body { background: #fff; } }
.toggle { position: absolute; opacity: 0; width: 1px; height: 1px; }
.toggle-label { display: inline-block; font-size: .85rem; color: #1558b0; cursor: pointer;
  border: 1px solid var(--line); border-radius: 1rem; padding: .05rem .7rem; margin: 0 0 .5rem;
  background: var(--paper); }
.toggle-label::before { content: "☐ "; }
.toggle:checked + .toggle-label::before { content: "☑ "; }
.toggle:focus-visible + .toggle-label { outline: 3px solid #1a73e8; outline-offset: 1px; }
.brief { display: none; }
.toggle:checked ~ .brief { display: block; }
.toggle:checked ~ .brief-md, .toggle:checked ~ .as-source { display: none; }
.brief-md { background: var(--paper); border: 1px solid var(--line); border-radius: 6px;
  padding: .6rem 1.5rem; overflow-wrap: anywhere; line-height: 1.9; }
.brief-md p { margin: .5rem 0; }
.brief-md .md-h { margin: .9rem 0 .4rem; line-height: 1.6; }
.brief-md h3.md-h { font-size: 1.3rem; } .brief-md h4.md-h { font-size: 1.12rem; }
.brief-md h5.md-h, .brief-md h6.md-h { font-size: 1rem; }
.brief-md ul, .brief-md ol { margin: .4rem 0; padding-left: 1.6rem; }
.brief-md .md-ol { list-style: none; padding-left: .6rem; }
.md-marker { color: var(--muted); }
.brief-md .md-ol > li > p:first-of-type { display: inline; }
.md-dest { color: var(--muted); font-size: .85em; overflow-wrap: anywhere; }
.md-img { color: var(--muted); font-family: ui-monospace, "DejaVu Sans Mono", monospace;
  font-size: .9em; }
.md-src, .md-code { white-space: pre-wrap; font-family: ui-monospace, "DejaVu Sans Mono",
  monospace; font-size: .9em; background: #f6f7f9; border-left: 3px solid var(--line);
  padding: .3rem .7rem; margin: .5rem 0; }
.brief-md blockquote { margin: .5rem 0; padding-left: 1rem; border-left: 3px solid var(--line);
  color: #3c4043; }
.md-table { border-collapse: collapse; margin: .6rem 0; }
.md-table th, .md-table td { border: 1px solid var(--line); padding: .15rem .6rem;
  text-align: left; }
.tip .how { font-family: ui-monospace, "DejaVu Sans Mono", monospace; color: #c6dafc; }
tr.group .cause { color: var(--muted); font-size: .85rem; }
table.flagged code.how { font-size: .85em; }
.status.new { font-weight: 700; color: var(--fail); }
.status.accepted { color: var(--muted); font-size: .85rem; }
.tip .status { font-style: italic; }
"""



def _verdict_css() -> str:
    """One rule set per verdict, from its row (``numground.tables.verdicts``): the
    underline, the mark after the number, the background of a flag."""
    out = []
    for r in ROWS:
        look, v = r.look, f".v-{r.verdict}"
        rule = (f"text-decoration-style: {look.underline}; text-decoration-color: {look.colour}; "
                f"text-decoration-thickness: {look.thickness};")
        if look.background:
            rule += f" background: {look.background}; font-weight: 700;"
        if r.verdict is Verdict.VETOED:
            rule += " color: #55585e;"
        out.append(f"{v} {{ {rule} }}")
        if look.mark:
            out.append(f'{v}::after {{ content: "{look.mark}"; color: {look.colour}; '
                       "font-size: .75em; vertical-align: super; line-height: 0; "
                       "margin-left: .1em; font-weight: 700; }")
    return "\n".join(out) + "\n"


_CSS = _BASE_CSS + _verdict_css()

_JS = """
(function () {
  "use strict";
  document.documentElement.classList.add("js");
  function place(tok) {
    tok.classList.remove("tip-off", "tip-right");
    var tip = tok.querySelector(".tip");
    if (!tip) { return; }
    var box = tip.getBoundingClientRect();
    if (box.right > document.documentElement.clientWidth - 8) {
      tok.classList.add("tip-right");
    }
  }
  document.querySelectorAll(".tok").forEach(function (tok) {
    tok.addEventListener("mouseenter", function () { place(tok); });
    tok.addEventListener("focus", function () { place(tok); });
    tok.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { tok.classList.add("tip-off"); }
    });
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      document.querySelectorAll(".tok:hover").forEach(function (tok) {
        tok.classList.add("tip-off");
      });
    }
  });
  function focusTarget() {
    var id = decodeURIComponent(location.hash.slice(1));
    var tok = id && document.getElementById(id);
    if (tok && tok.classList.contains("tok")) { tok.focus(); }
  }
  window.addEventListener("hashchange", focusTarget);
})();
"""

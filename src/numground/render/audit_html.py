"""An audit on one page: totals, the gate, a histogram, counts per verdict, the worst records.

    numground audit RECORDS.jsonl -o RESULTS.jsonl --html summary.html [--html-dir DIR]

The page shows a run's ``numground.batch.summary.Summary`` (the one total of
a run, which the text summary reads too): exact totals, the histogram's
counts, the first error lines, and the worst records. It renders; the
command line has the records it shows in context (``embedded``) and each
record with a new flag, for its own page (``records``), checked again whole
(``batch.audit.recheck``: a result line holds only the flags, compact), so
this module neither reads records nor judges.

Decided here:

- The page is bounded whatever the run's size: the ``EMBEDDED`` worst
  records are shown with their flagged claims in context (at most
  ``CLAIMS_PER_RECORD`` each), the table lists the summary's worst (500),
  the error list its first errors; the page says what it left out. At
  100,000 records it stays well under a few MB (the README gives the measured size).
- The totals say what they count: ``flagged claims`` are claims of any
  flagged verdict (invented, sign inversion, unit mismatch, misattributed)
  that no baseline accepted, what the gate counts; the counts per verdict
  count findings, accepted ones included.
- The histogram is hand-written inline SVG: 21 rectangles and their labels
  need no plotting library, and a static SVG in the page needs no network and
  no script. A bar for the records with no new flag, then one bin per 0.05:
  bin k holds rates in (k/20, (k+1)/20]. Records that are errors are in no bar.
- No script at all (``script-src 'none'``); tooltips on the worst records'
  claims are the report's pure-CSS ones, bar counts are SVG ``<title>``s.
- Verdict colours and marks come from the rows of ``numground.tables.verdicts``, as
  in every renderer; the page lists no verdicts of its own.
"""

from __future__ import annotations

import json
import os
import re
import secrets
from collections.abc import Iterable, Mapping
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from numground.render.html import (
    _CSS,
    _e,
    _status,
    _text,
    _tip,
    gate_html,
    page_head,
    render_html,
)
from numground.render.text import line_col, sentence_span
from numground.tables.verdicts import DISPLAY_ORDER, INVENTIONS, Verdict, row

__all__ = ["EMBEDDED", "render_audit_html", "write_pages"]

EMBEDDED = 50
"""Worst records shown with their flagged claims in context."""
CLAIMS_PER_RECORD = 12
"""Flagged claims shown per embedded record."""
_SPACES = re.compile(r"\s+")
_VERDICTS = list(Verdict)  # the summary's counts' order (Verdict member order)

Rate = Decimal | str | float | None


def embedded_lines(summary: Any) -> set[int]:
    """The lines of the records the page shows in context (``embedded``)."""
    return {w.line for w in summary.worst(EMBEDDED)}


# --- writing ------------------------------------------------------------------------


def write_pages(
    summary: Any,
    name: str,
    *,
    embedded: Mapping[int, Any],
    records: Iterable[Any] = (),
    html: str | os.PathLike[str] | None = None,
    html_dir: str | os.PathLike[str] | None = None,
    max_rate: Rate = None,
    max_unverified: Rate = None,
) -> list[Path]:
    """Write the summary page (``html``, or ``html_dir/index.html``) and, with
    ``html_dir``, one report per record of ``records`` (each with ``line``,
    ``id``, ``text``, ``pool``, ``report`` and ``matched``, as
    ``batch.audit.recheck`` gives them); the paths written. ``name`` is the
    records file's; ``embedded`` the records at ``embedded_lines(summary)``,
    by line, alike."""
    written = []
    links: str | None = None
    if html_dir is not None:
        folder = Path(html_dir)
        folder.mkdir(parents=True, exist_ok=True)
        for record in records:
            label = f"{name}, line {record.line}" + (
                f" (id {json.dumps(record.id)})" if record.id is not None else "")  # fmt: skip
            marks = record.matched.marks if record.matched is not None else None
            page = render_html(record.report, record.text, name=label,
                               pool_entries=len(record.pool), pool_skipped=record.pool.skipped,
                               max_rate=max_rate, accepted=marks,
                               max_unverified=max_unverified)  # fmt: skip
            path = folder / f"line-{record.line}.html"
            path.write_text(page, encoding="utf-8")
            written.append(path)
        page_path = Path(html) if html is not None else folder / "index.html"
        links = os.path.relpath(folder, page_path.resolve().parent)
    else:
        assert html is not None
        page_path = Path(html)
    text = render_audit_html(summary, name, embedded, max_rate=max_rate,
                             max_unverified=max_unverified, links=links)  # fmt: skip
    page_path.write_text(text, encoding="utf-8")
    return [page_path, *written]


def render_audit_html(
    summary: Any,
    name: str,
    embedded: Mapping[int, Any],
    *,
    max_rate: Rate = None,
    max_unverified: Rate = None,
    links: str | None = None,
    nonce: str | None = None,
) -> str:
    """The summary page of ``summary`` (a run of the records file ``name``).
    ``embedded`` holds the records shown in context, by line (``text``,
    ``report``, ``matched``); ``links`` is the folder (relative to the page)
    of the per-record reports, if written."""
    c = summary
    nonce = nonce or secrets.token_urlsafe(18)
    worst = c.worst()
    shown = [w for w in worst[:EMBEDDED] if w.line in embedded]
    title = f"numground audit: {name} — {c.inventions:,} flagged in {c.claims:,} claims"
    parts = [
        page_head(title, nonce, _CSS + _AUDIT_CSS, scripts=False),
        _totals(c, name, max_rate, max_unverified),
        "<main>\n",
        _histogram(c),
        _verdicts(c),
        _worst_table(c, worst, links),
        _embedded(shown, embedded, links, len(worst)),
        _errors(c),
        "</main>\n</body>\n</html>\n",
    ]
    return "".join(parts)


def _totals(c: Any, name: str, max_rate: Rate, max_unverified: Rate) -> str:
    checked = c.records - c.errors
    out = ['<header>\n<h1>numground audit <span class="name">', _e(name), "</span></h1>\n"]
    out.append('<div class="summary">\n')
    exact = f"{c.inventions:,} / {c.claims:,}" if c.claims else "no claims"
    out.append(
        f'<p class="rate"><span class="label">aggregate invention rate</span> '
        f"<strong>{float(c.exact_rate):.4f}</strong> "
        f'<span class="of">{exact} claims flagged</span></p>\n'
    )
    if max_rate is not None:
        over = c.over(max_rate)
        why = f", {c.errors:,} records could not be checked" if c.errors else ""
        if not over and not why and not c.passes(max_rate, max_unverified):
            why = f", unverified rate above {max_unverified}"
        out.append(gate_html(c.passes(max_rate, max_unverified), max_rate, over, why))
    out.append("</div>\n")
    kinds = ", ".join(v.label for v in DISPLAY_ORDER if v in INVENTIONS)
    accepted = (f"<li><strong>{c.accepted:,}</strong> flagged claims accepted by the baseline"
                "</li>\n" if c.accepted else "")  # fmt: skip
    out.append(
        '<ul class="totals" aria-label="totals over every record">\n'
        f"<li><strong>{c.records:,}</strong> records</li>\n"
        f"<li><strong>{checked:,}</strong> checked</li>\n"
        f"<li><strong>{c.errors:,}</strong> errors</li>\n"
        f"<li><strong>{c.flagged_records:,}</strong> with a flagged claim</li>\n"
        f"<li><strong>{c.claims:,}</strong> claims</li>\n"
        f'<li><strong>{c.inventions:,}</strong> flagged claims <span class="of">(of every '
        f"flagged verdict: {kinds}{'; new ones' if c.accepted else ''})</span></li>\n"
        f"{accepted}"
        "</ul>\n</header>\n"
    )
    return "".join(out)


# --- the histogram -------------------------------------------------------------------

_W, _H, _TOP, _BOTTOM, _LEFT = 760, 240, 22, 44, 8


def _histogram(c: Any) -> str:
    bins = len(c.bins)
    bar = (_W - _LEFT * 2) // (bins + 1)
    counts = [c.no_invention, *c.bins]
    high = max(c.bins) or max(counts) or 1  # the rates' scale; a taller first bar is cut
    grounded, invented = row(Verdict.GROUNDED).look.colour, row(Verdict.INVENTED).look.colour
    room = _H - _TOP - _BOTTOM
    out = [
        '<section aria-labelledby="hist-h">\n<h2 id="hist-h">Records by invention rate</h2>\n',
        f'<svg class="hist" role="img" viewBox="0 0 {_W} {_H}" width="{_W}" height="{_H}" '
        'xmlns="http://www.w3.org/2000/svg" aria-labelledby="hist-t">\n',
        '<title id="hist-t">How many records have each invention rate: the first bar holds '
        "the records with no flagged claim, then one bar per 0.05 of rate</title>\n",
    ]
    for k, n in enumerate(counts):
        x = _LEFT + k * bar
        cut = n > high
        h = room if cut else round(room * n / high) if n else 0
        if n and h < 1:
            h = 1
        y = _TOP + room - h
        fill = grounded if k == 0 else invented

        if k == 0:
            what = "no flagged claim"
            tick = "0"
        else:
            lo, hi = Fraction(k - 1, bins), Fraction(k, bins)
            what = f"rate above {float(lo):.2f}, at most {float(hi):.2f}"
            tick = f"{float(hi):.2f}".lstrip("0") if k % 2 == 0 or k == 1 else ""
        out.append(
            f'<g class="bin"><rect class="bar" x="{x + 2}" y="{y}" width="{bar - 4}" '
            f'height="{h}" fill="{fill}"><title>{n:,} records: {what}</title></rect>'
            f'<text class="n" x="{x + bar / 2:g}" y="{y - 5}">{_short(n)}</text>'
            f'<text class="tick" x="{x + bar / 2:g}" y="{_H - _BOTTOM + 16}">{tick}</text></g>\n'
        )
        if cut:  # drawn to the top, with a break: its count is its label
            out.append(f'<rect class="cut" x="{x}" y="{y + h // 3}" width="{bar}" height="5" '
                       'fill="#ffffff"/>\n')
    out.append(
        f'<line class="axis" x1="{_LEFT}" x2="{_W - _LEFT}" y1="{_TOP + room}" '
        f'y2="{_TOP + room}"/>\n'
        f'<text class="caption" x="{_W / 2:g}" y="{_H - 6}">invention rate of a record '
        "(first bar: none; a bar with a break is taller than drawn)</text>\n</svg>\n"
    )
    if c.errors:
        out.append(f'<p class="hint">{c.errors:,} error records are in no bar.</p>\n')
    out.append("</section>\n")
    return "".join(out)


def _short(n: int) -> str:
    if n >= 10_000:
        return f"{n / 1000:.0f}k"
    return f"{n:,}" if n else ""


# --- verdicts -------------------------------------------------------------------------


def _verdicts(c: Any) -> str:
    out = [
        '<section aria-labelledby="verdicts-h">\n<h2 id="verdicts-h">Findings per verdict, '
        "over every record</h2>\n"
        '<p class="hint">Each finding has one verdict; the flagged claims above add up the '
        "flagged verdicts (less those a baseline accepted), so <em>invented</em> is one of "
        "them, not their total.</p>\n"
        '<ul class="counts" aria-label="findings per verdict">\n'
    ]
    for verdict in DISPLAY_ORDER:
        n = c.counts[_VERDICTS.index(verdict)]
        if n == 0 and not row(verdict).listed_when_zero:
            continue
        out.append(
            f'<li><span class="swatch v-{verdict}" aria-hidden="true">12.3</span> '
            f'<span class="vname">{verdict.label}</span> <strong>{n:,}</strong>'
            f'<span class="meaning">{_e(row(verdict).meaning)}</span></li>\n'
        )
    out.append("</ul>\n</section>\n")
    return "".join(out)


# --- the worst records -------------------------------------------------------------------


def _worst_table(c: Any, worst: list[Any], links: str | None) -> str:
    out = ['<section aria-labelledby="worst-h">\n<h2 id="worst-h">The worst records</h2>\n']
    if not worst:
        out.append('<p class="none">No record has a flagged claim.</p>\n</section>\n')
        return "".join(out)
    left = c.flagged_records - len(worst)
    out.append(
        f'<p class="hint">The {len(worst):,} worst of {c.flagged_records:,} records with a '
        "flagged claim, by rate, then claims"
        + (f"; {left:,} more are not listed (the results file has every record)" if left else "")
        + ".</p>\n"
    )
    out.append(
        '<table class="flagged worst">\n<thead><tr><th>#</th><th>line</th><th>id</th>'
        "<th>claims</th><th>flagged</th><th>rate</th><th>report</th></tr></thead>\n<tbody>\n"
    )
    for k, (rate, claims, inventions, line, rid, _, _) in enumerate(worst, 1):
        where = []
        if k <= EMBEDDED:
            where.append(f'<a href="#r{line}">below</a>')
        if links is not None:
            where.append(f'<a href="{_e(_href(links, line))}">report</a>')
        out.append(
            f"<tr><td>{k}</td><td>{line}</td><td><code>{_e(_id(rid))}</code></td>"
            f"<td>{claims}</td><td>{inventions}</td><td>{float(rate):.3f}</td>"
            f"<td>{' · '.join(where)}</td></tr>\n"
        )
    out.append("</tbody>\n</table>\n</section>\n")
    return "".join(out)


def _href(links: str, line: int) -> str:
    """A relative link to a record's report; always starting ``./`` or ``../``, so
    that a folder named like a scheme (``javascript:x``) is never read as one."""
    base = "" if links in ("", ".") else links.replace(os.sep, "/").rstrip("/") + "/"
    if not base.startswith("../"):
        base = "./" + base
    return f"{base}line-{line}.html"


def _id(rid: Any) -> str:
    return "—" if rid is None else json.dumps(rid, ensure_ascii=False)


def _embedded(
    shown: list[Any],
    embedded: Mapping[int, Any],
    links: str | None,
    listed: int,
) -> str:
    if not shown:
        return ""
    out = [
        '<section aria-labelledby="embedded-h">\n'
        f'<h2 id="embedded-h">The {len(shown)} worst records, their flagged claims in context'
        "</h2>\n"
    ]
    if listed > len(shown):
        out.append(
            f'<p class="hint">Only the {len(shown)} worst are shown here; the table above '
            f"lists {listed:,}. Hover over a number, or Tab to it, to see why.</p>\n"
        )
    for rate, claims, _, line, rid, _, _ in shown:
        record = embedded[line]
        text, report = record.text, record.report
        marks = record.matched.marks if record.matched is not None else None
        flagged = [(i, f) for i, f in enumerate(report.findings) if f.flagged]
        flagged.sort(key=lambda p: marks is not None and p[0] in marks)  # new ones first
        newlines = [i for i, ch in enumerate(text) if ch == "\n"]
        link = f' · <a href="{_e(_href(links, line))}">full report</a>' if links else ""
        out.append(
            f'<article class="record" id="r{line}">\n<h3>line {line} · id '
            f"<code>{_e(_id(rid))}</code> · {len(flagged)} of {claims} claims flagged "
            f"({float(rate):.3f}){link}</h3>\n<ul class=\"ctx\">\n"
        )
        for i, finding in flagged[:CLAIMS_PER_RECORD]:
            status = _status(i, finding, marks)
            t = finding.token
            ln, col = line_col(newlines, t.start)
            lo, hi = sentence_span(text, t.start, t.end) if text else (t.start, t.end)
            before, after = _clip(text[lo : t.start], -90), _clip(text[t.end : hi], 90)
            tid = f"r{line}t{i}"
            out.append(
                f'<li><span class="where">{ln}:{col}</span> '
                f'<span class="vname">{finding.verdict.label}</span> '
                + (f'<span class="status {status.split(":")[0]}">{_e(status)}</span> '
                   if status else "")  # fmt: skip
                + f'<span class="quote">{_text(before)}<span class="tok v-{finding.verdict}" '
                f'id="{tid}" tabindex="0" aria-describedby="tip-{tid}">{_text(t.text)}'
                f'<span class="tip" role="tooltip" id="tip-{tid}">{_tip(finding, status)}</span>'
                f"</span>{_text(after)}</span></li>\n"
            )
        more = len(flagged) - CLAIMS_PER_RECORD
        if more > 0:
            out.append(f'<li class="more">and {more} more flagged claims in this record</li>\n')
        out.append("</ul>\n</article>\n")
    out.append("</section>\n")
    return "".join(out)


def _clip(text: str, room: int) -> str:
    """A quote's side, on one line, cut to ``room`` characters (negative: keep its end)."""
    text = _SPACES.sub(" ", text)
    if room < 0:
        return text if len(text) <= -room else "…" + text[room:]
    return text if len(text) <= room else text[:room] + "…"


def _errors(c: Any) -> str:
    if not c.errors:
        return ""
    out = [
        '<section aria-labelledby="errors-h">\n<h2 id="errors-h">Records that could not be '
        "checked</h2>\n"
    ]
    left = c.errors - len(c.first_errors)
    out.append(
        f'<p class="hint">{c.errors:,} error records'
        + (f"; the first {len(c.first_errors)} are listed, {left:,} more are in the results "
           "file" if left else "")  # fmt: skip
        + ".</p>\n<ul class=\"errors\">\n"
    )
    for line, rid, message in c.first_errors:
        out.append(f"<li><code>{_e(message or f'line {line}')}</code> · id "
                   f"<code>{_e(_id(rid))}</code></li>\n")  # fmt: skip
    out.append("</ul>\n</section>\n")
    return "".join(out)


_AUDIT_CSS = """
.totals { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .3rem 1.6rem;
  color: var(--muted); }
.totals strong { color: var(--ink); }
svg.hist { max-width: 100%; height: auto; background: var(--paper);
  border: 1px solid var(--line); border-radius: 6px; }
svg.hist text { font: 11px system-ui, "DejaVu Sans", sans-serif; fill: #5f6368;
  text-anchor: middle; }
svg.hist text.n { fill: #1b1b1f; }
svg.hist .axis { stroke: #9aa0a6; stroke-width: 1; }
svg.hist rect:hover { opacity: .8; }
table.worst td { padding: .2rem .6rem; font-variant-numeric: tabular-nums; }
.record { background: var(--paper); border: 1px solid var(--line); border-radius: 6px;
  padding: .6rem 1rem; margin: .6rem 0; }
.record h3 { font-size: .95rem; margin: 0 0 .3rem; font-weight: 600; }
.ctx { list-style: none; padding: 0; margin: 0; line-height: 1.9; }
.ctx .where { font-family: ui-monospace, "DejaVu Sans Mono", monospace; color: var(--muted);
  display: inline-block; min-width: 4rem; }
.ctx .vname { display: inline-block; min-width: 8.5rem; color: var(--muted); font-size: .85rem; }
.ctx .more { color: var(--muted); font-size: .85rem; }
.errors code { overflow-wrap: anywhere; }
"""

"""An audit on one page: totals, the gate, a histogram, counts per verdict, the worst records.

    numground audit RECORDS.jsonl -o RESULTS.jsonl --html summary.html [--html-dir DIR]

:class:`Collector` is the hook :func:`numground.batch.audit.run` calls with each
result line; it keeps what the page needs and nothing that grows with the
number of records, so a run of 100,000 records costs the same memory as one
of ten:

- exact totals (records, errors, claims, inventions, findings per verdict),
  the histogram's 21 counts, the first ``ERRORS`` error lines;
- the ``WORST`` worst records by invention rate (rate, then claims, then the
  earlier line, as the text summary ranks them), each as the offset of its
  result line in a temporary file that holds the result lines of the flagged
  records only.

:func:`write_pages` then writes the page (and, for ``--html-dir``, one report
per flagged record, ``line-N.html``, rendered by ``render.html``). The
briefs themselves are not in the result lines: one more pass over the records
file reads the texts of the records shown, one record at a time.

Decided here:

- The page is bounded whatever the run's size: the ``EMBEDDED`` worst
  records are shown with their flagged claims in context (at most
  ``CLAIMS_PER_RECORD`` each), the table lists the ``WORST`` worst, the error
  list the first ``ERRORS``; the page says what it left out. At 100,000
  records it stays well under a few MB (the README gives the measured size).
- The histogram is hand-written inline SVG: 21 rectangles and their labels
  need no plotting library, and a static SVG in the page needs no network and
  no script. A bar for the records with no invention, then 20 bins of 0.05:
  bin k holds rates in (k/20, (k+1)/20]. Records that are errors are in no bar.
- No script at all (``script-src 'none'``); tooltips on the worst records'
  claims are the report's pure-CSS ones, bar counts are SVG ``<title>``s.
- Verdict colours and marks come from the rows of ``numground.tables.verdicts``, as
  in every renderer; the page lists no verdicts of its own.
"""

from __future__ import annotations

import heapq
import json
import os
import re
import secrets
import tempfile
from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import IO, Any

from numground.batch.audit import Outcome, read_records
from numground.render.html import _CSS, _e, _text, _tip, gate_html, page_head, render_html
from numground.render.text import line_col, sentence_span
from numground.report import Report, finding_from_dict
from numground.tables.verdicts import DISPLAY_ORDER, Verdict, row

__all__ = ["BINS", "Collector", "render_audit_html", "write_pages"]

BINS = 20
"""Histogram bins of the invention rate above zero, each 1/BINS wide."""
WORST = 500
"""Rows of the worst-records table."""
EMBEDDED = 50
"""Worst records shown with their flagged claims in context."""
CLAIMS_PER_RECORD = 12
"""Flagged claims shown per embedded record."""
ERRORS = 20
"""Error lines listed."""
_SPACES = re.compile(r"\s+")
_VERDICTS = list(Verdict)  # Outcome.counts' order (Verdict member order)


class Collector:
    """Collects what the summary page shows, one result at a time (``audit.OnResult``)."""

    def __init__(self, directory: str | None = None) -> None:
        self.records = 0
        self.errors = 0
        self.claims = 0
        self.inventions = 0
        self.no_invention = 0
        """Records checked with no invention (zero claims included)."""
        self.bins = [0] * BINS
        self.counts = [0] * len(_VERDICTS)
        self.first_errors: list[tuple[int, Any, str]] = []
        self.flagged_records = 0
        self._worst: list[tuple[Fraction, int, int, int, Any, int, int]] = []
        self._file: IO[bytes] = tempfile.TemporaryFile(dir=directory)  # noqa: SIM115
        self._size = 0

    def __call__(self, line: bytes, outcome: Outcome) -> None:
        self.records += 1
        if outcome.error:
            self.errors += 1
            if len(self.first_errors) < ERRORS:
                try:
                    message = json.loads(line).get("error", "")
                except ValueError:
                    message = ""
                self.first_errors.append((outcome.line, outcome.id, message))
            return
        self.claims += outcome.claims
        self.inventions += outcome.inventions
        for i, n in enumerate(outcome.counts):
            self.counts[i] += n
        if not outcome.inventions:
            self.no_invention += 1
            return
        rate = Fraction(outcome.inventions, outcome.claims)
        self.bins[min(BINS, -(-rate * BINS // 1)) - 1] += 1
        self.flagged_records += 1
        if not line.endswith(b"\n"):
            line += b"\n"
        offset = self._size
        self._file.write(line)
        self._size += len(line)
        key = (rate, outcome.claims, -outcome.line, outcome.line, outcome.id, offset, len(line))
        if len(self._worst) < WORST:
            heapq.heappush(self._worst, key)
        elif key[:3] > self._worst[0][:3]:
            heapq.heapreplace(self._worst, key)

    @property
    def rate(self) -> Fraction:
        """All inventions over all claims, exactly (0 without claims)."""
        return Fraction(self.inventions, self.claims) if self.claims else Fraction(0)

    def worst(self) -> list[tuple[Fraction, int, int, Any, int, int]]:
        """``(rate, claims, line, id, offset, length)`` of the worst records, worst first."""
        ranked = sorted(self._worst, key=lambda k: k[:3], reverse=True)
        return [(r, c, line, rid, off, n) for r, c, _, line, rid, off, n in ranked]

    def result(self, offset: int, length: int) -> dict[str, Any]:
        """A flagged record's result line, read back."""
        self._file.flush()
        self._file.seek(offset)
        data: dict[str, Any] = json.loads(self._file.read(length))
        self._file.seek(0, os.SEEK_END)
        return data

    def flagged_results(self) -> Iterator[dict[str, Any]]:
        """Every flagged record's result, in input order."""
        self._file.flush()
        self._file.seek(0)
        for raw in self._file:
            yield json.loads(raw)
        self._file.seek(0, os.SEEK_END)

    def close(self) -> None:
        self._file.close()


# --- reading the briefs back ------------------------------------------------------


def _texts(records: str | os.PathLike[str], lines: set[int]) -> dict[int, str]:
    """The ``text`` of the records at ``lines`` (only those are kept)."""
    out: dict[int, str] = {}
    if not lines:
        return out
    last = max(lines)
    for line_no, raw in read_records(records):
        if line_no in lines:
            out[line_no] = _text_of(raw)
        if line_no >= last:
            break
    return out


def _text_of(raw: bytes) -> str:
    try:
        record = json.loads(raw)
        text = record.get("text") if isinstance(record, dict) else None
    except ValueError:
        text = None
    return text if isinstance(text, str) else ""


def _report(result: dict[str, Any]) -> Report:
    return Report.of(finding_from_dict(f) for f in result.get("findings", ()))


# --- writing ------------------------------------------------------------------------


def write_pages(
    collector: Collector,
    records: str | os.PathLike[str],
    *,
    html: str | os.PathLike[str] | None = None,
    html_dir: str | os.PathLike[str] | None = None,
    max_rate: Decimal | str | float | None = None,
) -> list[Path]:
    """Write the summary page (``html``, or ``html_dir/index.html``) and, with
    ``html_dir``, one report per flagged record; the paths written."""
    written = []
    links: str | None = None
    if html_dir is not None:
        folder = Path(html_dir)
        folder.mkdir(parents=True, exist_ok=True)
        written += _write_details(collector, records, folder, max_rate)
        page = Path(html) if html is not None else folder / "index.html"
        links = os.path.relpath(folder, page.resolve().parent)
    else:
        assert html is not None
        page = Path(html)
    text = render_audit_html(collector, records, max_rate=max_rate, links=links)
    page.write_text(text, encoding="utf-8")
    return [page, *written]


def _write_details(
    collector: Collector,
    records: str | os.PathLike[str],
    folder: Path,
    max_rate: Decimal | str | float | None,
) -> list[Path]:
    """One ``render.html`` report per flagged record, reading results and records side by side."""
    written = []
    name = os.path.basename(os.fspath(records))
    source = read_records(records)
    for result in collector.flagged_results():
        line = result["line"]
        for line_no, raw in source:
            if line_no == line:
                text = _text_of(raw)
                break
        else:
            break
        rid = result.get("id")
        label = f"{name}, line {line}" + (f" (id {json.dumps(rid)})" if rid is not None else "")
        page = render_html(_report(result), text, name=label, max_rate=max_rate)
        path = folder / f"line-{line}.html"
        path.write_text(page, encoding="utf-8")
        written.append(path)
    return written


def render_audit_html(
    collector: Collector,
    records: str | os.PathLike[str],
    *,
    max_rate: Decimal | str | float | None = None,
    links: str | None = None,
    nonce: str | None = None,
) -> str:
    """The summary page. ``links`` is the folder (relative to the page) of the
    per-record reports, if they were written."""
    c = collector
    nonce = nonce or secrets.token_urlsafe(18)
    name = os.path.basename(os.fspath(records))
    worst = c.worst()
    shown = worst[:EMBEDDED]
    results = {line: c.result(off, n) for _, _, line, _, off, n in shown}
    texts = _texts(records, set(results))
    title = f"numground audit: {name} — {c.inventions:,} inventions in {c.claims:,} claims"
    parts = [
        page_head(title, nonce, _CSS + _AUDIT_CSS, scripts=False),
        _totals(c, name, max_rate),
        "<main>\n",
        _histogram(c),
        _verdicts(c),
        _worst_table(c, worst, links),
        _embedded(shown, results, texts, links, len(worst)),
        _errors(c),
        "</main>\n</body>\n</html>\n",
    ]
    return "".join(parts)


def _totals(c: Collector, name: str, max_rate: Decimal | str | float | None) -> str:
    checked = c.records - c.errors
    out = ['<header>\n<h1>numground audit <span class="name">', _e(name), "</span></h1>\n"]
    out.append('<div class="summary">\n')
    exact = f"{c.inventions:,} / {c.claims:,}" if c.claims else "no claims"
    out.append(
        f'<p class="rate"><span class="label">aggregate invention rate</span> '
        f"<strong>{float(c.rate):.4f}</strong> "
        f'<span class="of">{exact} claims flagged</span></p>\n'
    )
    if max_rate is not None:
        over = c.rate > Fraction(str(max_rate))
        why = f", {c.errors:,} records could not be checked" if c.errors else ""
        out.append(gate_html(not c.errors and not over, max_rate, over, why))
    out.append("</div>\n")
    out.append(
        '<ul class="totals" aria-label="totals over every record">\n'
        f"<li><strong>{c.records:,}</strong> records</li>\n"
        f"<li><strong>{checked:,}</strong> checked</li>\n"
        f"<li><strong>{c.errors:,}</strong> errors</li>\n"
        f"<li><strong>{c.flagged_records:,}</strong> with an invention</li>\n"
        f"<li><strong>{c.claims:,}</strong> claims</li>\n"
        f"<li><strong>{c.inventions:,}</strong> inventions</li>\n"
        "</ul>\n</header>\n"
    )
    return "".join(out)


# --- the histogram -------------------------------------------------------------------

_W, _H, _TOP, _BOTTOM, _LEFT = 760, 240, 22, 44, 8
_BAR = (_W - _LEFT * 2) // (BINS + 1)


def _histogram(c: Collector) -> str:
    counts = [c.no_invention, *c.bins]
    high = max(c.bins) or max(counts) or 1  # the rates' scale; a taller first bar is cut
    grounded, invented = row(Verdict.GROUNDED).look.colour, row(Verdict.INVENTED).look.colour
    room = _H - _TOP - _BOTTOM
    out = [
        '<section aria-labelledby="hist-h">\n<h2 id="hist-h">Records by invention rate</h2>\n',
        f'<svg class="hist" role="img" viewBox="0 0 {_W} {_H}" width="{_W}" height="{_H}" '
        'xmlns="http://www.w3.org/2000/svg" aria-labelledby="hist-t">\n',
        '<title id="hist-t">How many records have each invention rate: the first bar holds '
        "the records with no invention, then one bar per 0.05 of rate</title>\n",
    ]
    for k, n in enumerate(counts):
        x = _LEFT + k * _BAR
        cut = n > high
        h = room if cut else round(room * n / high) if n else 0
        if n and h < 1:
            h = 1
        y = _TOP + room - h
        fill = grounded if k == 0 else invented

        if k == 0:
            what = "no invention"
            tick = "0"
        else:
            lo, hi = Fraction(k - 1, BINS), Fraction(k, BINS)
            what = f"rate above {float(lo):.2f}, at most {float(hi):.2f}"
            tick = f"{float(hi):.2f}".lstrip("0") if k % 2 == 0 or k == 1 else ""
        out.append(
            f'<g class="bin"><rect class="bar" x="{x + 2}" y="{y}" width="{_BAR - 4}" '
            f'height="{h}" fill="{fill}"><title>{n:,} records: {what}</title></rect>'
            f'<text class="n" x="{x + _BAR / 2:g}" y="{y - 5}">{_short(n)}</text>'
            f'<text class="tick" x="{x + _BAR / 2:g}" y="{_H - _BOTTOM + 16}">{tick}</text></g>\n'
        )
        if cut:  # drawn to the top, with a break: its count is its label
            out.append(f'<rect class="cut" x="{x}" y="{y + h // 3}" width="{_BAR}" height="5" '
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


def _verdicts(c: Collector) -> str:
    out = [
        '<section aria-labelledby="verdicts-h">\n<h2 id="verdicts-h">Findings per verdict, '
        "over every record</h2>\n"
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


def _worst_table(
    c: Collector, worst: list[tuple[Fraction, int, int, Any, int, int]], links: str | None
) -> str:
    out = ['<section aria-labelledby="worst-h">\n<h2 id="worst-h">The worst records</h2>\n']
    if not worst:
        out.append('<p class="none">No record has an invention.</p>\n</section>\n')
        return "".join(out)
    left = c.flagged_records - len(worst)
    out.append(
        f'<p class="hint">The {len(worst):,} worst of {c.flagged_records:,} records with an '
        "invention, by rate, then claims"
        + (f"; {left:,} more are not listed (the results file has every record)" if left else "")
        + ".</p>\n"
    )
    out.append(
        '<table class="flagged worst">\n<thead><tr><th>#</th><th>line</th><th>id</th>'
        "<th>claims</th><th>inventions</th><th>rate</th><th>report</th></tr></thead>\n<tbody>\n"
    )
    for k, (rate, claims, line, rid, _, _) in enumerate(worst, 1):
        inventions = rate * claims
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
    shown: list[tuple[Fraction, int, int, Any, int, int]],
    results: dict[int, dict[str, Any]],
    texts: dict[int, str],
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
    for rate, claims, line, rid, _, _ in shown:
        result = results[line]
        text = texts.get(line, "")
        report = _report(result)
        flagged = [(i, f) for i, f in enumerate(report.findings) if f.flagged]
        newlines = [i for i, ch in enumerate(text) if ch == "\n"]
        link = f' · <a href="{_e(_href(links, line))}">full report</a>' if links else ""
        out.append(
            f'<article class="record" id="r{line}">\n<h3>line {line} · id '
            f"<code>{_e(_id(rid))}</code> · {len(flagged)} of {claims} claims flagged "
            f"({float(rate):.3f}){link}</h3>\n<ul class=\"ctx\">\n"
        )
        for i, finding in flagged[:CLAIMS_PER_RECORD]:
            t = finding.token
            ln, col = line_col(newlines, t.start)
            lo, hi = sentence_span(text, t.start, t.end) if text else (t.start, t.end)
            before, after = _clip(text[lo : t.start], -90), _clip(text[t.end : hi], 90)
            tid = f"r{line}t{i}"
            out.append(
                f'<li><span class="where">{ln}:{col}</span> '
                f'<span class="vname">{finding.verdict.label}</span> '
                f'<span class="quote">{_text(before)}<span class="tok v-{finding.verdict}" '
                f'id="{tid}" tabindex="0" aria-describedby="tip-{tid}">{_text(t.text)}'
                f'<span class="tip" role="tooltip" id="tip-{tid}">{_tip(finding)}</span>'
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


def _errors(c: Collector) -> str:
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

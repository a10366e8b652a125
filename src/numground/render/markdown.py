"""The brief as it reads: its markdown rendered, every numeric mark in place, nothing live.

``render_markdown`` renders a brief with markdown-it-py (CommonMark and
tables, raw HTML off) and puts each token's mark on exactly the characters
the tokenizer found: ``source[t.start:t.end]``, never a re-found number.
markdown-it-py gives each block its lines but no offsets inside a line, so
each piece of text it yields is *aligned* with the source (searched forward
from where the last one ended, through backslash escapes and character
references) and a mark is put only inside a piece that stands verbatim in the
source. A token in text the rendering leaves out or changes (a link
reference, a number written ``1\\.5``, a mark across ``**1**2``) cannot be
shown whole: its top-level block is then shown as its source, marks and all.
So the rendered view always carries every mark exactly once, at its offsets.

Decided here:

- Nothing of the brief becomes markup that acts: raw HTML is text (the
  parser's ``html`` option is off), a link is its text then its destination in
  grey (``(javascript:…)`` shown, never followed), an image is its markdown
  as written. No ``href``, ``src`` or ``style`` is ever written from the
  brief; table alignment is dropped with it.
- Ordered lists show the numbers as written (``3.``), marks and all: the
  browser's own numbering would hide an enumerator token.
- Headings are shown a level down (``#`` as ``h3``) under the report's own.
- The whole brief is shown as source when it holds a carriage return or a NUL
  (markdown-it-py rewrites those, and offsets would drift).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from numground.report import Finding

if TYPE_CHECKING:
    from markdown_it.token import Token as MdToken

__all__ = ["Rendered", "render_markdown"]

Mark = Callable[[int, Finding], str]
"""How a token is shown: its index in the findings and the finding, to HTML."""
Text = Callable[[str], str]
"""How brief text is escaped for the page."""

_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});")
_PUNCT = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")


@dataclass(frozen=True, slots=True)
class Rendered:
    """A brief rendered."""

    html: str
    """The HTML of the rendered brief."""
    blocks: int
    """Top-level blocks."""
    as_source: int
    """Of them, shown as source because a mark could not be shown whole there."""


class _Fallback(Exception):
    """This block cannot show its marks whole."""


def render_markdown(source: str, findings: Sequence[Finding], mark: Mark, text: Text) -> Rendered:
    """``source`` rendered, each finding's token shown by ``mark`` in place."""
    order = _placeable(findings)
    if "\r" in source or "\0" in source:
        return Rendered(_source_view(source, 0, len(source), order, 0, mark, text)[0], 1, 1)
    from markdown_it import MarkdownIt

    tokens = MarkdownIt("commonmark", {"html": False}).enable("table").parse(source)
    starts = [0] + [i + 1 for i, c in enumerate(source) if c == "\n"]

    def offset(line: int) -> int:
        return starts[line] if line < len(starts) else len(source)

    out: list[str] = []
    k = 0  # next finding of ``order`` to place
    cursor = 0
    blocks = shown_as_source = 0
    i = 0
    while i < len(tokens):
        first = tokens[i]
        j = i
        if first.nesting == 1:
            depth = 0
            while True:
                depth += tokens[j].nesting
                if depth == 0:
                    break
                j += 1
        lo, hi = (offset(first.map[0]), offset(first.map[1])) if first.map else (cursor, cursor)
        if lo > cursor and source[cursor:lo].strip():  # lines no block holds (link definitions)
            html_, k = _source_view(source, cursor, lo, order, k, mark, text)
            out.append(html_)
            shown_as_source += 1
            blocks += 1
        lo = max(lo, cursor)
        blocks += 1
        block = _Block(source, lo, hi, order, k, mark, text)
        try:
            out.append(block.render(tokens[i : j + 1]))
            k = block.k
        except _Fallback:
            html_, k = _source_view(source, lo, hi, order, k, mark, text)
            out.append(html_)
            shown_as_source += 1
        cursor = max(cursor, hi)
        i = j + 1
    if source[cursor:].strip() or k < len(order):
        html_, k = _source_view(source, cursor, len(source), order, k, mark, text)
        out.append(html_)
        shown_as_source += 1
        blocks += 1
    return Rendered("".join(out), blocks, shown_as_source)


def _placeable(findings: Sequence[Finding]) -> list[tuple[int, Finding]]:
    """``(index, finding)`` in text order, overlapping tokens left out (as the source view does)."""
    out = []
    end = 0
    for i, f in enumerate(findings):
        if f.token.start >= end:
            out.append((i, f))
            end = f.token.end
    return out


def _source_view(
    source: str, lo: int, hi: int, order: list[tuple[int, Finding]], k: int, mark: Mark,
    text: Text,
) -> tuple[str, int]:
    """``source[lo:hi]`` as written, marks in place: a block that cannot be rendered."""
    out = ['<div class="md-src" title="shown as written: a number here cannot be marked '
           'in the rendered markdown">']  # fmt: skip
    cursor = lo
    while k < len(order) and order[k][1].token.start < hi:
        i, f = order[k]
        out.append(text(source[cursor : f.token.start]))
        out.append(mark(i, f))
        cursor = f.token.end
        k += 1
    out.append(text(source[cursor:hi].rstrip("\n")))
    out.append("</div>\n")
    return "".join(out), k


class _Block:
    """Renders one top-level block, placing marks as its text is aligned with the source."""

    def __init__(
        self, source: str, lo: int, hi: int, order: list[tuple[int, Finding]], k: int,
        mark: Mark, text: Text,
    ) -> None:  # fmt: skip
        self.src = source
        self.cursor = lo
        self.hi = hi
        self.order = order
        self.k = k
        self.mark = mark
        self.text = text
        self.ordered: list[bool] = []
        self.href = ""

    def render(self, tokens: Sequence[MdToken]) -> str:
        out = [self._token(t) for t in tokens]
        if self.k < len(self.order) and self.order[self.k][1].token.start < self.hi:
            raise _Fallback  # a token the rendering left out
        return "".join(out)

    # --- placing text ---------------------------------------------------------

    def emit(self, content: str) -> str:
        """``content`` (text the parser yields) aligned with the source, marks in place."""
        if not content:
            return ""
        pieces = self._align(content)
        if pieces is None:
            raise _Fallback
        out = []
        for piece, start, end, verbatim in pieces:
            if self.k < len(self.order) and self.order[self.k][1].token.start < start:
                raise _Fallback  # a token in text the rendering skipped
            if not verbatim:
                if self.k < len(self.order) and self.order[self.k][1].token.start < end:
                    raise _Fallback  # a token across an escape or a reference
                out.append(self.text(piece))
                continue
            q = start
            while self.k < len(self.order) and self.order[self.k][1].token.start < end:
                i, f = self.order[self.k]
                if f.token.end > end:
                    raise _Fallback  # a token across markup
                out.append(self.text(self.src[q : f.token.start]))
                out.append(self.mark(i, f))
                q = f.token.end
                self.k += 1
            out.append(self.text(self.src[q:end]))
        self.cursor = pieces[-1][2]
        return "".join(out)

    def _align(self, content: str) -> list[tuple[str, int, int, bool]] | None:
        """Where ``content`` stands in the source from the cursor on: pieces
        ``(text, start, end, verbatim)``; None when it cannot be found."""
        src, hi = self.src, self.hi
        p = src.find(content, self.cursor, hi)
        if p >= 0:
            return [(content, p, p + len(content), True)]
        first = content[0]
        for p in range(self.cursor, hi):
            if src[p] == first or src[p] in "\\&":
                found = _align_at(src, content, p, hi)
                if found is not None:
                    return found
        return None

    # --- tokens -----------------------------------------------------------------

    def _token(self, t: MdToken) -> str:  # noqa: C901 - one branch per token type
        kind = t.type
        if kind == "inline":
            return "".join(self._inline(c) for c in t.children or ())
        if kind in ("paragraph_open", "paragraph_close"):
            if t.hidden:
                return ""
            return "<p>" if kind.endswith("open") else "</p>\n"
        if kind == "heading_open":
            level = min(6, int(t.tag[1]) + 2)
            return f'<h{level} class="md-h">'
        if kind == "heading_close":
            level = min(6, int(t.tag[1]) + 2)
            return f"</h{level}>\n"
        if kind == "bullet_list_open":
            self.ordered.append(False)
            return "<ul>\n"
        if kind == "ordered_list_open":
            self.ordered.append(True)
            return '<ol class="md-ol">\n'
        if kind in ("bullet_list_close", "ordered_list_close"):
            self.ordered.pop()
            return "</ol>\n" if kind.startswith("ordered") else "</ul>\n"
        if kind == "list_item_open":
            if self.ordered and self.ordered[-1]:
                marker = self.emit(f"{t.info}{t.markup}")
                return f'<li><span class="md-marker">{marker}</span> '
            return "<li>"
        if kind == "list_item_close":
            return "</li>\n"
        if kind in ("code_block", "fence"):
            body = self.emit(t.content)
            return f'<pre class="md-code"><code>{body}</code></pre>\n'
        if kind == "hr":
            return "<hr>\n"
        tag = _PLAIN_BLOCKS.get(kind)
        if tag is not None:
            return tag
        raise _Fallback  # a token type this renderer does not know: show the source

    def _inline(self, c: MdToken) -> str:
        kind = c.type
        if kind == "text":
            return self.emit(c.content)
        if kind == "softbreak":
            return "\n"
        if kind == "hardbreak":
            return "<br>\n"
        if kind == "code_inline":
            return f"<code>{self.emit(c.content)}</code>"
        if kind == "link_open":
            self.href = c.attrGet("href") or ""
            return '<span class="md-link">'
        if kind == "link_close":
            return "</span>" + self._destination(c)
        if kind == "image":
            return f'<span class="md-img">{self._image()}</span>'
        tag = _PLAIN_INLINE.get(kind)
        if tag is not None:
            return tag
        raise _Fallback

    def _destination(self, c: MdToken) -> str:
        """A link's destination, in grey after its text, as written (or as resolved)."""
        src = self.src
        q = self.cursor
        while q < self.hi and src[q] in "*_`~":
            q += 1
        if src.startswith("](", q):
            end = _closing(src, q + 2, self.hi, "(", ")")
            if end is None:
                raise _Fallback
            self.cursor = q + 2
            inner = self.emit(src[q + 2 : end]) if end > q + 2 else ""
            self.cursor = end + 1
            return f' <span class="md-dest">({inner})</span>'
        if c.markup == "autolink":
            return ""  # the text is the destination
        href = self.href  # a reference link: its destination as resolved, as text
        return f' <span class="md-dest">({self.text(href)})</span>' if href else ""

    def _image(self) -> str:
        """An image as its markdown, as written: ``![alt](src)``."""
        src = self.src
        start = src.find("![", self.cursor, self.hi)
        if start < 0:
            raise _Fallback
        end = _closing(src, start + 2, self.hi, "[", "]")
        if end is None:
            raise _Fallback
        if src.startswith("(", end + 1):
            close = _closing(src, end + 2, self.hi, "(", ")")
            if close is None:
                raise _Fallback
            end = close
        elif src.startswith("[", end + 1):
            close = _closing(src, end + 2, self.hi, "[", "]")
            if close is None:
                raise _Fallback
            end = close
        self.cursor = start
        return self.emit(src[start : end + 1])


def _align_at(src: str, content: str, p: int, hi: int) -> list[tuple[str, int, int, bool]] | None:
    """``content`` read from ``src[p:]``: verbatim characters, backslash escapes
    and character references; None where they part."""
    pieces: list[tuple[str, int, int, bool]] = []
    run = p  # start of the current verbatim run
    i, q = 0, p
    while i < len(content):
        if q >= hi:
            return None
        c, s = content[i], src[q]
        replaced: tuple[str, int] | None = None  # an escape or a reference, read first
        if s == "\\" and q + 1 < hi and src[q + 1] == c and c in _PUNCT:
            replaced = (c, q + 2)
        elif s == "&":
            m = _ENTITY.match(src, q, hi)
            if m:
                decoded = html.unescape(m.group())
                if decoded != m.group() and content.startswith(decoded, i):
                    replaced = (decoded, m.end())
        if replaced is None:
            if s != c:
                return None
            i += 1
            q += 1
            continue
        if q > run:
            pieces.append((src[run:q], run, q, True))
        pieces.append((replaced[0], q, replaced[1], False))
        i += len(replaced[0])
        q = run = replaced[1]
    if q > run or not pieces:
        pieces.append((src[run:q], run, q, True))
    return pieces


def _closing(src: str, q: int, hi: int, open_: str, close: str) -> int | None:
    """Where the ``close`` that ends a bracket opened just before ``q`` stands."""
    depth = 1
    while q < hi:
        c = src[q]
        if c == "\\":
            q += 2
            continue
        if c == open_:
            depth += 1
        elif c == close:
            depth -= 1
            if depth == 0:
                return q
        elif c == "\n" and src.startswith("\n", q + 1):
            return None
        q += 1
    return None


_PLAIN_BLOCKS = {
    "blockquote_open": "<blockquote>\n", "blockquote_close": "</blockquote>\n",
    "table_open": '<table class="md-table">\n', "table_close": "</table>\n",
    "thead_open": "<thead>\n", "thead_close": "</thead>\n",
    "tbody_open": "<tbody>\n", "tbody_close": "</tbody>\n",
    "tr_open": "<tr>", "tr_close": "</tr>\n",
    "th_open": "<th>", "th_close": "</th>", "td_open": "<td>", "td_close": "</td>",
}  # fmt: skip
"""Block tokens shown as a fixed tag: nothing of the brief goes into them."""
_PLAIN_INLINE = {
    "em_open": "<em>", "em_close": "</em>",
    "strong_open": "<strong>", "strong_close": "</strong>",
    "s_open": "<s>", "s_close": "</s>",
}  # fmt: skip

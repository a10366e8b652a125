"""Where a number stands in a brief's markdown: its table cell, heading and label.

A brief's structure says what its numbers are about as much as its
sentences do: a cell of a table is named by its row's label and its
column's header ("| Food & Groceries | €412.86 |" under "| Category | April
|"), a line may open with a label ("**Discounts:** $612.30"), and a section
has a heading ("## Spending by category"). The checker reads these words
as it reads the words of a clause.

Tables and headings come from markdown-it-py, a well-kept CommonMark parser
(the HTML report renders briefs with it too); it gives each block's lines,
and the cells of a row line are found by its unescaped pipes.

Decided here:

- A paragraph that is only bold text ("**Where it went**") is a heading.
- A label is the text before the first colon of a line, at most six words,
  after a list marker and emphasis ("- **Net sales:** $7,560.20").
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import Any

from numground.lex.dates import month_number
from numground.lex.lexicon import cue_of
from numground.lex.tokens import Kind, Token
from numground.tables.units import CURRENCIES
from numground.tables.words import period_words
from numground.text.prose import words

__all__ = ["Layout", "Place", "in_context", "layout_of"]


@dataclass(frozen=True, slots=True)
class Place:
    """What the structure around one offset says."""

    header: str = ""
    """The column header of its table cell."""
    row: str = ""
    """The label of its table row (the row's first cell)."""
    heading: str = ""
    """The nearest heading above it."""
    label: str = ""
    """Its line's label, when it stands after one."""
    cell: tuple[int, int] | None = None
    """``(start, end)`` of its table cell."""
    earlier: bool = False
    """Its table cell's column is a period earlier than another period
    column of its table ("Last week" beside "This week", "March" beside
    "April"): it holds the point of comparison, not the current value."""


_NOWHERE = Place()
_LABEL = re.compile(r"^[ \t]*(?:[-*+][ \t]+|[0-9]{1,3}[.)][ \t]+)?(?:\*\*|__)?"
                    r"([^:\n*_|]{1,60}?)(?:\*\*|__)?:(?:\*\*|__)?[ \t]")
_BOLD_LINE = re.compile(r"^(?:\*\*|__)(.+?)(?:\*\*|__)$")


class Layout:
    """The markdown structure of one text, for looking up offsets."""

    __slots__ = ("_cells", "_earlier", "_headings", "_line_starts", "_lines", "_places", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self._line_starts = [0] + [m.end() for m in _NEWLINE.finditer(text)]
        self._lines = text.split("\n")
        self._headings: list[tuple[int, str]] = []  # (line, text), in order
        self._cells: dict[int, list[tuple[int, int, str, str]]] = {}  # line -> cells
        self._places: dict[int, Place] = {}  # offset -> place: each pass asks again
        self._earlier: dict[int, frozenset[int]] = {}  # line -> its earlier period columns
        if any(c in text for c in "#|*_"):
            self._read()

    def place(self, offset: int) -> Place:
        """What the structure around ``offset`` says."""
        found = self._places.get(offset)
        if found is None:
            found = self._places[offset] = self._place(offset)
        return found

    def _place(self, offset: int) -> Place:
        line = bisect_right(self._line_starts, offset) - 1
        heading = ""
        at = bisect_right(self._headings, (line, "\uffff")) - 1
        if at >= 0:
            heading = self._headings[at][1]
        for k, (start, end, header, row) in enumerate(self._cells.get(line, ())):
            if start <= offset < end:
                earlier = k in self._earlier.get(line, ())
                return Place(header, row, heading, "", (start, end), earlier)
        text = self._lines[line] if 0 <= line < len(self._lines) else ""
        label = ""
        found = _LABEL.match(text)
        if found and offset >= self._line_starts[line] + found.end() - 1:
            words = found.group(1).strip()
            if 0 < len(words.split()) <= 6:
                label = words
        if not heading and not label:
            return _NOWHERE
        return Place("", "", heading, label)

    def column_above(self, offset: int) -> list[tuple[int, int]]:
        """``(start, end)`` of the cells above the table cell at ``offset``,
        in its column, up to the table's header: what a total row sums."""
        line = bisect_right(self._line_starts, offset) - 1
        row = self._cells.get(line, ())
        column = next((k for k, (start, end, _, _) in enumerate(row) if start <= offset < end),
                      None)
        if column is None:
            return []
        out = []
        line -= 1
        while line in self._cells:
            cells = self._cells[line]
            if column < len(cells):
                out.append(cells[column][:2])
            line -= 1
        return out

    def _read(self) -> None:
        tokens = _markdown().parse(self._text)
        for i, tok in enumerate(tokens):
            if tok.map is None:
                continue
            if tok.type == "heading_open":
                self._headings.append((tok.map[0], tokens[i + 1].content.strip()))
            elif tok.type == "paragraph_open" and tok.map[1] - tok.map[0] == 1:
                bold = _BOLD_LINE.match(tokens[i + 1].content.strip())
                if bold:
                    self._headings.append((tok.map[0], bold.group(1).strip()))
            elif tok.type == "table_open":
                self._table(tok.map[0], tok.map[1])

    def _table(self, first: int, end: int) -> None:
        header = [text for _, _, text in self._row(first)]
        earlier = earlier_columns(header)
        for line in range(first + 2, end):
            cells = self._row(line)
            if not cells:
                continue
            row = cells[0][2]
            self._cells[line] = [
                (start, stop, header[k] if k < len(header) else "", row)
                for k, (start, stop, _) in enumerate(cells)
            ]
            if earlier:
                self._earlier[line] = earlier

    def _row(self, line: int) -> list[tuple[int, int, str]]:
        """``(start, end, text)`` of each cell of a table row line."""
        text = self._lines[line]
        base = self._line_starts[line]
        cuts = [m.start() for m in _PIPE.finditer(text)]
        if not cuts:
            return []
        edges = ([-1] if text.lstrip()[:1] != "|" else []) + cuts
        if text.rstrip()[-1:] != "|":
            edges.append(len(text))
        cells = []
        for a, b in zip(edges, edges[1:], strict=False):
            cell = text[a + 1 : b]
            cells.append((base + a + 1, base + b, cell.strip().strip("*_ ").strip()))
        return cells


def earlier_columns(header: list[str]) -> frozenset[int]:
    """The columns of a table (by its header's cells) that hold a point of
    comparison because they are periods (SPEC §4: period columns are read):
    among the value columns (all but the first) that name a period, those
    headed by an earlier one ("Last week", "Yesterday", "Previous") where
    another names the current one or none, and those whose month, quarter or
    year is before another's ("March" beside "April", "2024" beside "2025").
    A table with fewer than two period columns has none."""
    relative: dict[int, bool] = {}  # column -> whether it names an earlier period
    absolute: dict[int, tuple[int, int, int]] = {}  # column -> (year, month, day)
    for k, text in enumerate(header[1:], 1):
        found = _period(text)
        if isinstance(found, bool):
            relative[k] = found
        elif found is not None:
            absolute[k] = found
    out: set[int] = set()
    if len(relative) >= 2 and not all(relative.values()):
        out.update(k for k, before in relative.items() if before)
    if len(absolute) >= 2:
        keys = absolute.values()
        if all(key[0] for key in keys) or not any(key[0] for key in keys):
            months = {key[1] for key in keys if key[1]}
            if not any(key[0] for key in keys) and months and max(months) - min(months) > 6:
                # "Dec | Jan" without years: the turn of a year
                absolute = {k: (0, m + 12 if m and m <= 6 else m, d)
                            for k, (_, m, d) in absolute.items()}
            latest = max(absolute.values())
            out.update(k for k, key in absolute.items() if key < latest)
    return frozenset(out)


def _period(text: str) -> bool | tuple[int, int, int] | None:
    """What a column header says of its period: True for an earlier one
    ("Last week"), False for the current one ("This week"), (year, month,
    day) for a calendar one ("April", "Q1 2025", "2024", "Mar 10", "Sep
    gross"; 0 where unsaid), None when it names none."""
    earlier, current, spans = period_words()
    parts = [w.lower() for w in _HEADER_WORD.findall(text)]
    if not parts:
        return None
    said = [w for w in parts if w in earlier or w in current]
    if said:
        rest = [w for w in parts if w not in said and w not in spans and not w.isdigit()]
        if rest or len(said) > 1:
            return None
        return said[0] in earlier
    year = month = day = 0
    for w in parts:
        number = month_number(w)
        quarter = _QUARTER.fullmatch(w)
        if number is not None and not month:
            month = number
        elif quarter and not month:
            month = 3 * int(quarter.group(1))
        elif _YEAR.fullmatch(w) and not year:
            year = int(w.removeprefix("fy"))
        elif w.isdigit() and len(w) <= 2 and month and not day:
            day = int(w)
    return (year, month, day) if year or month else None


_HEADER_WORD = re.compile(r"[A-Za-z]+[0-9]*|[0-9]+")
_QUARTER = re.compile(r"q([1-4])")
_YEAR = re.compile(r"(?:fy)?(?:19|20)[0-9]{2}")
_PIPE = re.compile(r"(?<!\\)\|")
_NEWLINE = re.compile("\n")


@cache
def _markdown() -> Any:
    """The markdown parser, built once per process (it keeps no state between
    parses). Only the blocks are read (headings, lines, tables): the inline
    pass, which parses each block's text into its spans, is switched off."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").enable("table").disable(["inline", "text_join"])


@lru_cache(maxsize=32)
def layout_of(text: str) -> Layout:
    """The layout of ``text`` (the last few are kept: ``check`` and binding
    both ask for the brief's)."""
    return Layout(text)


def in_context(token: Token, place: Place) -> Token:
    """The claim as its markdown context reads it: a comparison word in its
    column header or row label ("| Change |") marks it as a change, a word of
    change there gives it that direction, and a word of outflow or inflow in
    its heading, label, header or row gives a money amount its direction
    ("## Spending by category", "**Fees:**"), as cue words of its clause do."""
    if place is _NOWHERE or token.kind is not Kind.CLAIM:
        return token
    cell_words = words(place.header) + words(place.row)
    kinds = {cue_of(w) for w in cell_words}
    compared = token.compared or bool(kinds & {"compare", "down", "up", "more", "fewer"})
    way = "down" if kinds & {"down", "fewer"} else "up" if kinds & {"up", "more"} else None
    cue = token.cue or ("down" if "down" in kinds else "up" if "up" in kinds else None)
    direction = token.direction or way
    if cue is None and token.unit in CURRENCIES:
        money = {cue_of(w) for w in cell_words + words(place.label) + words(place.heading)}
        cue = "down" if "outflow" in money else "up" if "inflow" in money else None
    if (cue, compared, direction) == (token.cue, token.compared, token.direction):
        return token
    return replace(token, cue=cue, compared=compared, direction=direction)

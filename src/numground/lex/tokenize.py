"""``tokenize``: the one path from text to numeric tokens.

Text with no ASCII digit and no number word never reaches the parser;
otherwise each run of lines that holds one is parsed as one chunk (every rule
of the grammar is line-local, so other lines cannot change a token). Number
words are found with the grammar's own terminals (``_numeric``). A run longer
than ``_CHUNK_CHARS`` is cut at a line break, so what a parse holds at once
(lexer tokens, drafts) stays bounded however long the text.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import replace
from functools import cache

from numground.lex.tokens import Kind, Token
from numground.lex.transform import Cue, Draft

__all__ = ["iter_tokens", "numeric_tokens", "tokenize"]

_MINUS = "\u2212"
# A cue governs claims in its own clause, at most this many words on.
_CUE_REACH = 3
_CLAUSE_BREAK = re.compile(r"[;!?\n]|(?<![0-9])[.,]|[.,](?![0-9])")
"""What ends a clause: a line break or one of ``.;!?,``, except a point or a
comma between two digits (``7.3``, ``1,200``), which is part of a number."""
_CHUNK_CHARS = 1 << 14
"""A chunk grows over following lines only while it is shorter than this."""
_SHARED_TEXT = 16
"""Token texts up to this long are shared within one call ("52 bpm" once)."""
_TIMELINE_CHARS = 1 << 14
"""A timeline is judged over at most this many characters (longer ones in pieces)."""
_SHARED_TEXTS = 1 << 14
"""At most this many shared texts are remembered (then the table starts afresh)."""


def tokenize(text: str) -> list[Token]:
    """Every numeric mention of ``text``, in order; total on any ``str``.

    ``list(iter_tokens(text))``: one path, so the two never differ."""
    if not isinstance(text, str):
        raise TypeError(f"tokenize() takes a str, not {type(text).__name__}")
    return list(_stream(text))


def iter_tokens(text: str) -> Iterator[Token]:
    """The tokens of ``tokenize(text)``, yielded chunk by chunk.

    A chunk is a run of lines that hold a digit, cut at a line break once
    it is longer than ``_CHUNK_CHARS`` (every rule of the grammar is
    line-local, so no token reaches across a line break). What the
    generator holds at once is one chunk's parse plus the rows of a
    timeline still open (at most ``_TIMELINE_CHARS`` of text), whatever the
    length of ``text``; the caller decides what to keep. ``TypeError`` for
    a non-``str``, at once.
    """
    if not isinstance(text, str):
        raise TypeError(f"iter_tokens() takes a str, not {type(text).__name__}")
    return _stream(text)


def _stream(text: str) -> Iterator[Token]:
    first = _numeric().search(text)
    if first is None:
        return
    texts: dict[str, str] = {}
    timeline = _Timeline(text)
    for lo, hi in _chunks(text, first.start()):
        items = _parse(text, lo, hi)
        rows = {d.start + lo: d.clock for d in items if isinstance(d, Draft) and d.row}
        if len(texts) > _SHARED_TEXTS:  # sharing saves memory; the table must not cost it
            texts.clear()
        for token in _freeze(text, items, lo, texts):
            yield from timeline.feed(token, rows.get(token.start))
        del items, rows  # not held while the next chunk is parsed
    yield from timeline.close()


def numeric_tokens(text: str) -> list[str]:
    """The claims of ``text`` as written, U+2212 read as ``-``."""
    return [t.text.replace(_MINUS, "-").strip() for t in tokenize(text) if t.kind is Kind.CLAIM]


_NUMBER_WORD_TERMINALS = ("NUMBER_WORDS", "SHARE_WORDS", "TIMES_WORDS")


@cache
def _numeric() -> re.Pattern[str]:
    """Where a mention may be: an ASCII digit, or what the grammar reads as
    number words (its terminals, so the word lists stay in the grammar)."""
    from numground.lex.parser import get_parser

    found = {t.name: t.pattern.to_regexp() for t in get_parser().terminals}
    return re.compile("|".join(["[0-9]", *(found[n] for n in _NUMBER_WORD_TERMINALS)]))


def _chunks(text: str, first_digit: int):
    """Spans of consecutive lines that contain a digit or number word, each at most
    ``_CHUNK_CHARS`` long unless one line alone is longer."""
    search = _numeric().search
    pos = first_digit
    n = len(text)
    while pos >= 0:
        lo = text.rfind("\n", 0, pos) + 1
        hi = text.find("\n", pos)
        hi = n if hi < 0 else hi
        # extend over following lines that also hold a digit
        while hi < n:
            nxt = text.find("\n", hi + 1)
            nxt = n if nxt < 0 else nxt
            if nxt - lo > _CHUNK_CHARS or search(text, hi + 1, nxt) is None:
                break
            hi = nxt
        yield lo, hi
        m = search(text, hi)
        pos = m.start() if m else -1


def _parse(text: str, lo: int, hi: int) -> list[Draft | Cue]:
    """Drafts of ``text[lo:hi]``, offsets relative to ``lo``.

    A chunk the grammar cannot finish is parsed again as two halves split at
    a space, recursively: what is lost is at most the one word at fault.
    """
    from numground.lex.parser import get_parser

    chunk = text[lo:hi]
    if _MINUS in chunk:
        # U+2212 is the only character read differently; one for one, so
        # every offset into the chunk read is an offset into the original.
        chunk = chunk.replace(_MINUS, "-")
    try:
        return get_parser().parse(chunk, on_error=_recover)
    except Exception:  # a grammar gap must never cost a caller its call
        if os.environ.get("NUMGROUND_DEBUG"):  # ...but the test suite sees it
            raise
    mid = text.rfind(" ", lo, (lo + hi) // 2 + 1)
    if mid <= lo:
        mid = text.find(" ", (lo + hi) // 2, hi)
    if mid <= lo or mid >= hi:
        return []  # one word the grammar cannot place
    return _parse(text, lo, mid) + _shifted(_parse(text, mid, hi), mid - lo)


def _shifted(items: list[Draft | Cue], by: int) -> list[Draft | Cue]:
    for item in items:
        item.start += by
        item.end += by
    return items


def _recover(error: Exception) -> bool:
    """Carry on past what the grammar cannot place here.

    LALR merges the look-ahead sets of states, so a context word ("and",
    "to") can be lexed as its context terminal where that context does not
    hold: it is read again as the plain word it also is. Anything else is
    skipped (the fuzz tests hunt for such gaps; each found is a corpus case).
    """
    from lark.exceptions import UnexpectedToken

    if isinstance(error, UnexpectedToken) and error.token.type != "$END":
        token, parser = error.token, error.interactive_parser
        plain = "_WORD" if token.value[:1].isalpha() else "_PUNCT"
        if not any(c in "0123456789" for c in token.value) and plain in parser.choices():
            # the token's own class: lark's, or lark-cython's when accelerated
            parser.feed_token(token.new_borrow_pos(plain, token.value, token))
    return True


class _Timeline:
    """Rows of a list or table that start with h:mm colon numbers (the grammar
    marks them, ``Draft.row``, with whether each is written h:mm) are a
    timeline when two or more follow one another line by line in increasing
    order: each becomes a clock time.

    Fed every token in order, across chunks (so a cut between two chunks
    cannot split a timeline), it holds back the tokens from the first row of
    a run that may still grow, and lets them go, converted or not, once the
    run is closed: by a token past the line after its last row, by a row
    that does not follow it, or by the end of the text. A run is judged
    when it spans more than ``_TIMELINE_CHARS`` characters even if it goes on
    (the rest is judged as a run of its own), so what is held stays bounded.
    """

    __slots__ = ("held", "hm", "next_break", "rows", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.held: list[Token] = []  # from the run's first row on
        self.rows: list[int] = []  # indices into held of the run's rows
        self.hm: list[bool] = []  # ...and whether each is written h:mm
        self.next_break = -1  # the line break that ends the line after the last row

    def feed(self, token: Token, row: bool | None) -> Iterator[Token]:
        """The tokens that can be let go once ``token`` is seen (``row``: None
        if it does not start a marked row, else whether it is written h:mm)."""
        if self.rows:
            last = self.held[self.rows[-1]]
            beyond = self.next_break >= 0 and token.start > self.next_break
            if row is not None and not beyond and (
                self.text.find("\n", last.end, token.start) >= 0  # the next line, not its own
            ) and token.start - self.held[0].start <= _TIMELINE_CHARS:
                self._add_row(token, row)
                return
            if row is None and not beyond and token.start - self.held[0].start <= _TIMELINE_CHARS:
                self.held.append(token)
                return
            yield from self.close()
        if row is None:
            yield token
        else:
            self._add_row(token, row)

    def _add_row(self, token: Token, hm: bool) -> None:
        self.rows.append(len(self.held))
        self.hm.append(hm)
        self.held.append(token)
        brk = self.text.find("\n", token.end)
        after = self.text.find("\n", brk + 1) if brk >= 0 else -1
        self.next_break = after if after >= 0 else len(self.text)

    def close(self) -> Iterator[Token]:
        """Judge the open run and let every held token go."""
        held, rows = self.held, self.rows
        if len(rows) >= 2:
            minutes = [_clock_minutes(held[j], hm) for j, hm in zip(rows, self.hm, strict=True)]
            if None not in minutes and minutes == sorted(minutes) and (
                minutes[0] < minutes[-1]  # type: ignore[operator]
            ):
                for j in rows:
                    held[j] = replace(held[j], kind=Kind.TIME, value=None, step=None, unit=None,
                                      cue=None, compared=False)
        self.held, self.rows, self.hm = [], [], []
        yield from held


def _clock_minutes(token: Token, hm: bool) -> int | None:
    """Minutes after midnight of an h:mm token (a clock time or a duration
    written h:mm), or None for anything else."""
    if not hm and token.kind is not Kind.TIME:
        return None
    hours, colon, minutes = token.text[:5].partition(":")
    if not colon or not hours.isdigit() or not minutes[:2].isdigit():
        return None
    return int(hours) * 60 + int(minutes[:2])


def _freeze(
    source: str, items: list[Draft | Cue], offset: int, texts: dict[str, str]
) -> Iterator[Token]:
    """The tokens of one chunk's drafts, one at a time (a chunk's tokens are
    never all held at once beside its drafts)."""
    cues = [item for item in items if isinstance(item, Cue)]
    comparing = [c for c in cues if c.compares]
    changing = [c for c in cues if c.change]
    before = -1  # index of the last cue that ends before the current draft
    compares_before = -1  # ...and of the last word of comparison
    changes_before = -1  # ...and of the last word of change
    measured: Draft | None = None  # the last claim before the current draft
    for item in items:
        if isinstance(item, Cue):
            continue
        if item.offset_lead is not None and item.kind is Kind.WINDOW and not (
            measured is not None and _bounds(source, measured.end, item.offset_lead, offset)
        ):
            item.kind = Kind.CLAIM  # "the race is in 35 days": a countdown
        if item.kind is Kind.CLAIM:
            measured = item
        while before + 1 < len(cues) and cues[before + 1].end <= item.start:
            before += 1
        while (compares_before + 1 < len(comparing)
               and comparing[compares_before + 1].end <= item.start):
            compares_before += 1
        while changes_before + 1 < len(changing) and changing[changes_before + 1].end <= item.start:
            changes_before += 1
        direction, compared = item.cue, item.cue is not None
        trend = item.cue
        if item.sign == "+" and item.kind is Kind.CLAIM:
            # a plus sign writes a rise: "(+€425.05)", "| +4.0% |" (SPEC §4)
            compared, trend = True, trend or "up"
        if item.kind is Kind.CLAIM:
            # which way the prose says it changes: a word of change before it, or after it
            last = changing[changes_before] if changes_before >= 0 else None
            nxt = changing[changes_before + 1] if changes_before + 1 < len(changing) else None
            if trend is None and last is not None and _near(source, last.end, item.start, offset):
                trend = last.direction
            if trend is None and nxt is not None and _near(source, item.end, nxt.start, offset):
                trend = nxt.direction
            for i in range(before, -1, -1):  # the nearest direction word before it
                if cues[i].direction is not None:
                    if direction is None and _near(source, cues[i].end, item.start, offset):
                        direction = cues[i].direction
                    break
            # the nearest word of comparison before it, and after it
            last = comparing[compares_before] if compares_before >= 0 else None
            nxt = comparing[compares_before + 1] if compares_before + 1 < len(comparing) else None
            compared = compared or (
                last is not None and _near(source, last.end, item.start, offset)
            ) or (nxt is not None and _near(source, item.end, nxt.start, offset))
        start, end = item.start + offset, item.end + offset
        text = source[start:end]
        if len(text) <= _SHARED_TEXT:
            text = texts.setdefault(text, text)
        yield Token(
            text=text,
            start=start,
            end=end,
            kind=item.kind,
            value=item.value,
            step=item.step,
            unit=item.unit,
            sign=item.sign,
            cue=direction,
            approx=item.approx,
            range=item.range,
            scale=item.scale,
            compared=compared,
            direction=trend,
            weekday=item.weekday,
        )


def _bounds(text: str, left: int, right: int, offset: int) -> bool:
    """Whether the "in N days" starting at ``right`` bounds the claim ending at
    ``left`` (at most one word, and no clause break, between them: "ran 14.2
    km in 3 days", "5 runs in 3 days"), a window, not a countdown ("the $120
    bill is due in 4 days")."""
    gap = text[left + offset : right + offset]
    return not _CLAUSE_BREAK.search(gap) and len(gap.split()) <= 1


def _near(text: str, left: int, right: int, offset: int) -> bool:
    """Whether at most three words, and no clause break, lie between two spans.

    A point or comma between two digits (``7.3``, ``1,200``) is part of a
    number, not a clause break."""
    if right < left:
        return False
    gap = text[left + offset : right + offset]
    if _CLAUSE_BREAK.search(gap):
        return False
    return len(gap.split()) <= _CUE_REACH


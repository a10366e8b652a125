"""The one splitter of prose (``text.prose``): sentences, clauses, words, and
the words just before a number."""

from __future__ import annotations

import pytest

from numground.text.prose import (
    clause_end,
    clause_span,
    clause_start,
    sentences,
    words,
    words_before,
)


def _clause(text: str, needle: str) -> str:
    start = text.index(needle)
    lo, hi = clause_span(text, start, start + len(needle))
    return text[lo:hi]


@pytest.mark.parametrize(("text", "needle", "clause"), [
    ("Spent $2,485.00 this week; fees $34.50.", "$2,485.00", "Spent $2,485.00 this week"),
    ("Spent $2,485.00 this week; fees $34.50.", "$34.50", " fees $34.50"),
    ("At 10:42 the HR peaked at 171 bpm.", "10:42", "At 10:42 the HR peaked at 171 bpm"),
    ("HR 52, down 3. Sleep 7.4 h", "7.4 h", " Sleep 7.4 h"),  # "." before a space breaks
    ("Pace 5.12/km, HR 150", "HR 150", " HR 150"),  # "," before a space breaks
    ("Load: 412 (high)", "412", " 412 "),  # ":" and brackets break
    ("Rest – 52 bpm – good", "52 bpm", "52 bpm"),  # a dash set off by spaces
    ("HR 52-55 bpm today", "52-55", "HR 52-55 bpm today"),  # a dash in a range does not
    ("Week one\nran 41 km\nrested", "41 km", "ran 41 km"),  # never across a line
    ("What? 12 km! Then 5", "12 km", " 12 km"),
    ("no break at all 7", "7", "no break at all 7"),
])
def test_clause_of_a_number(text: str, needle: str, clause: str) -> None:
    assert _clause(text, needle) == clause


def test_the_breaks_themselves_are_left_out() -> None:
    text = "a; 5 kg; b"
    lo, hi = clause_span(text, 3, 7)
    assert (text[lo - 1], text[hi]) == (";", ";")
    assert text[lo:hi] == " 5 kg"


@pytest.mark.parametrize(("text", "parts"), [
    ("HR 52. Sleep 7.4 h! Rest?", ["HR 52. ", "Sleep 7.4 h! ", "Rest?"]),
    ("Pace 5.12/km, e.g. fine", ["Pace 5.12/km, e.g. ", "fine"]),  # "5.12" is no end
    ("one\ntwo\n\nthree", ["one\n", "two\n\n", "three"]),
    ("no end", ["no end"]),
    ("ends.", ["ends."]),  # a last "." before no space: one sentence
    ("", [""]),
])
def test_sentences(text: str, parts: list[str]) -> None:
    spans = sentences(text)
    assert [text[a:b] for a, b in spans] == parts
    assert spans[0][0] == 0 and spans[-1][1] == len(text)
    assert all(b == c for (_, b), (c, _) in zip(spans, spans[1:], strict=False))  # no gaps


@pytest.mark.parametrize(("stretch", "start", "end"), [
    ("Spent $2,485.00; fees", 16, 15),
    ("a, b: c", 5, 1),
    ("10:42 and 2,485.00", 0, 18),  # digits after the mark: no break
    ("x – y – z", 8, 1),  # a dash set off by spaces, its spaces too
    ("", 0, 0),
])
def test_clause_start_and_end(stretch: str, start: int, end: int) -> None:
    assert clause_start(stretch) == start
    assert clause_end(stretch) == end


@pytest.mark.parametrize(("text", "found"), [
    ("Resting HR's 52 bpm, PM2.5 at 12", ["Resting", "HR", "s", "bpm", "PM", "at"]),
    ("snake_case and ünïcödé", ["snake", "case", "and", "ünïcödé"]),
    ("١٢٣ 42", []),  # other scripts' digits are no letters
])
def test_words_are_runs_of_letters(text: str, found: list[str]) -> None:
    assert words(text) == found


@pytest.mark.parametrize(("text", "found"), [
    ("up 9.7% on Monday's $6,894.75", ["on", "monday", "s"]),
    ("vs Monday (2.74%)", ["vs", "monday"]),  # across a bracket
    ("the week before (£198.76)", ["the", "week", "before"]),
    ("from €3,268.22 to €2,843.17", ["to"]),  # not past the number before
    ("Spent a lot. Then the $250", ["then", "the"]),  # not past a sentence's end
    ("a, b, c, d and e 5", ["d", "and", "e"]),  # the three nearest of the phrase
    ("threshold: limit 5", ["threshold", "limit"]),  # across a colon
    ("5", []),
])
def test_words_before_a_number(text: str, found: list[str]) -> None:
    start = text.rfind(text.split()[-1].lstrip("(").rstrip(")"))
    assert words_before(text, start) == found


def test_words_before_reach_n_words_back_within_80_characters() -> None:
    text = "alpha beta gamma delta 5"
    assert words_before(text, len(text) - 1, n=2) == ["gamma", "delta"]
    far = "word " + "x" * 90 + " 5"
    assert words_before(far, len(far) - 1) == ["x" * 79]  # the window: the last 80 characters



def test_an_arrow_after_a_number_marks_where_a_change_starts() -> None:
    from numground.text.prose import arrow_after

    text = "went $711.64 → $713.34, and 5 -> 6, not 7 - 8"
    assert arrow_after(text, text.index("$711.64") + len("$711.64"))
    assert arrow_after(text, text.index("5 ->") + 1)
    assert not arrow_after(text, text.index("$713.34") + len("$713.34"))
    assert not arrow_after(text, text.index("7 -") + 1)  # a dash is no arrow

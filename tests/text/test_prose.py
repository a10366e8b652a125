"""Clauses (``text.prose.clause_span``): the stretch of prose a number is said in."""

from __future__ import annotations

import pytest

from numground.text.prose import clause_span


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

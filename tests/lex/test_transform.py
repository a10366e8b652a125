"""What the grammar matched, turned into drafts (``lex.transform``): values
exact from the digits, steps from the last digit written, scales and units
spread over a range, cue words as cues. Read straight from the parser, so the
draft-only fields (the scale's exponent, h:mm, a timeline row) are seen too."""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground.lex.parser import get_parser
from numground.lex.tokens import Kind
from numground.lex.transform import Cue, Draft, parse_numeral, text_callback, words_value

D = Decimal


@pytest.mark.parametrize(("text", "value", "step"), [
    ("7.5", "7.5", "0.1"), ("12,345", "12345", "1"), ("1 414 021", "1414021", "1"),
    ("1\u00a0000", "1000", "1"), ("0.0", "0.0", "0.1"), ("007", "7", "1"), (".5", "0.5", "0.1"),
    ("1e3", "1E+3", "1E+3"), ("1.5E-2", "0.015", "0.001"), ("2.50", "2.50", "0.01"),
])
def test_parse_numeral(text: str, value: str, step: str) -> None:
    found = parse_numeral(text)
    assert found == (D(value), D(step))
    assert str(found[0]) == str(D(value))  # as written: 2.50 keeps its zero, -0.0 its sign


def test_a_long_digit_run_keeps_every_digit() -> None:
    digits = "9" * 300 + "." + "1" * 50
    value, step = parse_numeral(digits)
    assert value == D(digits) and step == D("1E-50")  # no context precision rounds it


def test_short_numerals_share_their_values() -> None:
    short, long = "12.5", "1" * 30
    assert parse_numeral(short)[0] is parse_numeral(short)[0]  # cached: one Decimal
    assert parse_numeral(long)[0] is not parse_numeral(long)[0]  # not cached: not pinned


@pytest.mark.parametrize(("text", "value", "step"), [
    ("zero", "0", "1"), ("seven", "7", "1"), ("twenty-five", "25", "1"),
    ("two hundred", "200", "100"), ("two hundred and forty", "240", "1"),
    ("one thousand and five", "1005", "1"), ("three million", "3000000", "1E+6"),
    ("a dozen", "12", "1"), ("half a dozen", "6", "1"), ("three dozen", "36", "12"),
    ("two and a half", "2.5", "0.05"), ("half", "0.5", "0.05"), ("three quarters", "0.75", "0.025"),
    ("twice", "2", "1"), ("double", "2", "1"), ("triple", "3", "1"), ("quadruple", "4", "1"),
])
def test_words_value(text: str, value: str, step: str) -> None:
    assert words_value(text) == (D(value), D(step))


@pytest.mark.parametrize(("text", "parts"), [("a third", 3), ("two-thirds", 3), ("a fifth", 5)])
def test_a_share_is_written_to_a_tenth_of_a_part(text: str, parts: int) -> None:
    value, step = words_value(text)
    count = 2 if text.startswith("two") else 1
    assert value == D(count) / parts and step == 1 / D(10 * parts)


def _drafts(text: str) -> list[Draft | Cue]:
    return get_parser().parse(text)


def _one(text: str) -> Draft:
    (draft,) = _drafts(text)
    assert isinstance(draft, Draft)
    return draft


@pytest.mark.parametrize(("text", "value", "step", "unit", "scale", "exponent"), [
    ("$1.2bn", "1.2E+9", "1E+8", "USD", "bn", 9),
    ("5K", "5E+3", "1E+3", None, "K", 3),
    ("2.33 k", "2.33E+3", "1E+1", None, "k", 3),
    ("13 lakh", "1.3E+6", "1E+5", None, "lakh", 5),
    ("2 crore", "2E+7", "1E+7", None, "crore", 7),
    ("3 dozen", "36", "12", None, "dozen", 0),  # twelve each, not a power of ten
    ("-€4.50", "-4.50", "0.01", "EUR", None, 0),
    ("9.8 GB/day", "9.8", "0.1", "GB/d", None, 0),  # a rate per a period
    ("$720/day", "720", "1", "USD", None, 0),  # money per a period: how often, as keys say
    ("2 L/min", "2", "1", "L/min", None, 0),
    ("six times the level", "6", "1", "x", None, 0),
    ("1 h 21 min", "4860", "60", "s", None, 0),
    ("5:10/km", "310", "1", "s/km", None, 0),
])
def test_an_amount(text: str, value: str, step: str, unit: str | None, scale: str | None,
                   exponent: int) -> None:
    d = _one(text)
    assert (d.kind, d.value, d.step, d.unit, d.scale, d.scale_exp) == (
        Kind.CLAIM, D(value), D(step), unit, scale, exponent)
    assert (d.start, d.end) == (0, len(text.split(" the ")[0]))


@pytest.mark.parametrize(("text", "value", "step"), [
    ("1.1^23", "8.95430243255237372246531", "0.1"),  # the base's two significant digits
    ("10^-3", "0.001", "0.0001"),
    ("2^-1", "0.5", "0.1"),
    ("-4/5", "-0.8", "0.02"),  # a tenth of one part
    ("2 1/4 miles", "2.25", "0.025"),
])
def test_powers_and_fractions(text: str, value: str, step: str) -> None:
    d = _one(text)
    assert (d.value, d.step) == (D(value), D(step))


def test_a_fraction_of_nothing_has_no_value() -> None:
    d = _one("-1/0")
    assert d.kind is Kind.CLAIM and d.value is None and d.sign == "-"


@pytest.mark.parametrize(("text", "kind", "clock", "row"), [
    ("8:05", Kind.CLAIM, True, False),  # h:mm: a duration that may be a clock time
    ("1:02:33", Kind.CLAIM, False, False),  # three parts: a duration only
    ("5:42.3", Kind.CLAIM, False, False),
    ("18:05", Kind.TIME, False, False),  # its hour says it is a clock time
])
def test_colon_numbers(text: str, kind: Kind, clock: bool, row: bool) -> None:
    d = _one(text)
    assert (d.kind, d.clock, d.row) == (kind, clock, row)


def test_a_timeline_row_is_marked() -> None:
    rows = _drafts("| 9:42 | Paged |\n| 9:58 | Mitigated |\nLaps of 9:42 and 9:58")
    assert [(d.value, d.row) for d in rows if isinstance(d, Draft)] == [
        (D(582), True), (D(598), True), (D(582), False), (D(598), False)]


@pytest.mark.parametrize(("text", "direction", "compares", "change"), [
    ("fell", "down", True, True), ("rose", "up", True, True),
    ("more", "up", True, True), ("fewer", "down", True, True),
    ("spent", "down", False, False), ("received", "up", False, False),  # a flow, no comparison
    ("vs", None, True, False),  # a comparison with no way
])
def test_a_cue(text: str, direction: str | None, compares: bool, change: bool) -> None:
    (cue, _) = _drafts(f"{text} 5")
    assert isinstance(cue, Cue)
    assert (cue.start, cue.end, cue.direction, cue.compares, cue.change) == (
        0, len(text), direction, compares, change)


@pytest.mark.parametrize(("text", "ends"), [
    # a unit or scale written once applies to every end
    ("3-4 mi", [("3", "mi", "low", Kind.CLAIM), ("4", "mi", "high", Kind.CLAIM)]),
    ("$3–5M", [("3E+6", "USD", "low", Kind.CLAIM), ("5E+6", "USD", "high", Kind.CLAIM)]),
    # a count with a fraction is never a window, whatever the other end
    ("2.5–3 days", [("2.5", "d", "low", Kind.CLAIM), ("3", "d", "high", Kind.WINDOW)]),
    ("between 50 and 60 bpm", [("50", "bpm", "low", Kind.CLAIM),
                               ("60", "bpm", "high", Kind.CLAIM)]),
    # a plain duration before a pace is a pace
    ("5:10–5:20/km", [("310", "s/km", "low", Kind.CLAIM), ("320", "s/km", "high", Kind.CLAIM)]),
    # a chain: ends low and high, a plain claim between
    ("3-4-5", [("3", None, "low", Kind.CLAIM), ("4", None, None, Kind.CLAIM),
               ("5", None, "high", Kind.CLAIM)]),
    ("2025-27", [("2025", None, "low", Kind.YEAR), ("2027", None, "high", Kind.YEAR)]),
])
def test_a_range(text: str, ends: list[tuple[str, str | None, str | None, Kind]]) -> None:
    drafts = [d for d in _drafts(text) if isinstance(d, Draft)]
    assert [(d.value, d.unit, d.range, d.kind) for d in drafts] == [
        (D(v), u, r, k) for v, u, r, k in ends]


@pytest.mark.parametrize(("text", "low", "high"), [
    ("9:00–11:30", "9:00", "11:30"),  # h:mm at both ends: clock times
    ("1-3 pm", "1", "3 pm"),  # a clock time at an end
    ("between 5 and 6 pm", "5", "6 pm"),
])
def test_a_range_of_clock_times(text: str, low: str, high: str) -> None:
    drafts = [d for d in _drafts(text) if isinstance(d, Draft)]
    assert [(text[d.start:d.end], d.kind, d.range) for d in drafts] == [
        (low, Kind.TIME, "low"), (high, Kind.TIME, "high")]


@pytest.mark.parametrize(("text", "year", "step"), [
    ("'98", 1998, 1), ("'19", 2019, 1), ("1990s", 1990, 10), ("the 70's", 1970, 10),
])
def test_years(text: str, year: int, step: int) -> None:
    d = _one(text)
    assert (d.kind, d.value, d.step) == (Kind.YEAR, D(year), D(step))


def test_hedges() -> None:
    tilde, about, below = _one("~5 km"), _one("about 5 km"), _one("below 40")
    assert (tilde.start, tilde.approx) == (0, True)  # a glued ~ belongs to the token
    assert (about.start, about.approx, about.cue) == (6, True, None)
    assert (below.approx, below.cue) == (True, "down")
    assert _one("5 km").approx is False


def test_vetoes_have_no_value() -> None:
    for text, kind in [("v0.6.2", Kind.VERSION), ("#12", Kind.REFERENCE), ("Aug 7", Kind.DATE),
                       ("7 pm", Kind.TIME)]:
        d = _one(text)
        assert (d.kind, d.value) == (kind, None), text
    assert [(d.kind, d.value) for d in _drafts("3rd")] == [(Kind.ORDINAL, D(3))]  # its rank
    url = _drafts("see https://x.io/a7/b12")
    assert [(d.kind, d.end - d.start) for d in url] == [(Kind.URL, 1), (Kind.URL, 2)]


def test_text_callback_is_for_the_text_rules_only() -> None:
    rules = get_parser().rules
    lean = [r for r in rules if text_callback(r) is not None]
    assert lean and all(r.origin.name == "start" or r.origin.name.startswith("__start_")
                        for r in lean)
    assert all(text_callback(r) is None for r in rules if r.origin.name in ("amount", "range"))

"""A claim's readings and the one rule that grounds a reading (``judge.ground``),
each in both directions: the value, the sign, the step, the hedge."""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground.judge.ground import (
    DEFAULT_APPROX_TOLERANCE,
    Reading,
    context_for,
    flip,
    grounds,
    half_width,
    negated,
    readings,
)
from numground.lex.tokens import Kind, Token

D = Decimal


def _claim(text: str, value: str | None, step: str | None = "1", unit: str | None = None,
           scale: str | None = None) -> Token:
    return Token(text, 0, len(text), Kind.CLAIM, None if value is None else D(value),
                 None if step is None else D(step), unit, scale=scale)


@pytest.mark.parametrize(("token", "found"), [
    (_claim("52 bpm", "52", "1", "bpm"), [("52", "1", "bpm", False)]),
    # a percent also reads as its fraction, which only a bare entry may hold
    (_claim("12%", "12", "1", "%"), [("12", "1", "%", False), ("0.12", "0.01", None, True)]),
    # "5K" may be 5 km; not "0K", not "5.5K", not "5k km"
    (_claim("5K", "5000", "1000", scale="K"), [("5000", "1000", None, False),
                                               ("5", "1", "km", False)]),
    (_claim("0K", "0", "1000", scale="K"), [("0", "1000", None, False)]),
    (_claim("5.5K", "5500", "100", scale="K"), [("5500", "100", None, False)]),
    (_claim("5k km", "5000", "1000", "km", scale="k"), [("5000", "1000", "km", False)]),
    # a unit counted in another also reads in it
    (_claim("12.5 cents", "12.5", "0.1", "¢"), [("12.5", "0.1", "¢", False),
                                                ("0.125", "0.001", "USD", False)]),
    (_claim("5 bps", "5", "1", "bps"), [("5", "1", "bps", False), ("0.05", "0.01", "pp", False)]),
    # a rate per a period also reads as its amount
    (_claim("9.8 GB/day", "9.8", "0.1", "GB/d"), [("9.8", "0.1", "GB/d", False),
                                                  ("9.8", "0.1", "GB", False)]),
    # "m" alone is metres or minutes (the unit table's also); spelled out, metres only
    (_claim("31 m", "31", "1", "m"), [("31", "1", "m", False), ("31", "1", "min", False)]),
    (_claim("3m", "3", "1", "m"), [("3", "1", "m", False), ("3", "1", "min", False)]),
    (_claim("31 metres", "31", "1", "m"), [("31", "1", "m", False)]),
    (_claim("31 km", "31", "1", "km"), [("31", "1", "km", False)]),
    # no step written: the value's own digits give it
    (_claim("7.50", "7.50", None), [("7.50", "0.01", None, False)]),
    (_claim("Aug 7", None, None), []),
])
def test_readings(token: Token, found: list[tuple[str, str, str | None, bool]]) -> None:
    assert readings(token) == tuple(Reading(D(v), D(s), u, b) for v, s, u, b in found)


PLAIN = Reading(D("7.5"), D("0.1"), None)
NONE = None


@pytest.mark.parametrize(("x", "sign", "cue", "tol", "grounded"), [
    ("7.5", NONE, NONE, NONE, True),
    ("7.46", NONE, NONE, NONE, True),  # rounds to 7.5
    ("7.55", NONE, NONE, NONE, True),  # the half step is in
    ("7.56", NONE, NONE, NONE, False),
    ("7.44", NONE, NONE, NONE, False),
    ("-7.5", NONE, NONE, NONE, False),  # an unsigned claim is not a negative entry...
    ("-7.5", NONE, "down", NONE, True),  # ...unless a decrease cue says so
    ("-7.5", NONE, "up", NONE, False),
    ("7.5", "+", NONE, NONE, True),
    ("7.5", "-", NONE, NONE, False),  # a written sign must agree
    ("7.8", NONE, NONE, D("0.05"), True),  # hedged: within 5% of the entry
    ("8.0", NONE, NONE, D("0.05"), False),
])
def test_grounds(x: str, sign: str | None, cue: str | None, tol: Decimal | None,
                 grounded: bool) -> None:
    assert grounds(D(x), PLAIN, sign, cue, tol) is grounded


def test_grounds_a_negative_reading_with_its_sign() -> None:
    minus = negated(PLAIN)
    assert minus == Reading(D("-7.5"), D("0.1"), None)
    assert grounds(D("-7.5"), minus, "-", None, None)
    assert not grounds(D("7.5"), minus, "-", None, None)


@pytest.mark.parametrize(("x", "sign"), [("-0.3", NONE), ("0.3", NONE), ("-0.3", "+"),
                                         ("0.3", "-"), ("0", "-")])
def test_zero_has_no_sign(x: str, sign: str | None) -> None:
    zero = Reading(D(0), D(1), None)
    assert grounds(D(x), zero, sign, None, None)  # 0 is -0.3 and 0.3 rounded
    assert not grounds(D("0.6"), zero, sign, None, None)  # the twin: a step away is not


def test_flip_and_negated() -> None:
    assert (flip(None), flip("+"), flip("-")) == ("-", "-", "+")
    bare = Reading(D("0.12"), D("0.01"), None, bare=True)
    assert negated(negated(bare)) == bare and negated(bare).bare


@pytest.mark.parametrize(("reading", "tol", "width"), [
    (Reading(D("7.5"), D("0.1"), None), None, D("0.05")),
    (Reading(D("100"), D("1"), None), D("0.05"), D("100") * D("0.05") / D("0.95")),
    (Reading(D("0.1"), D("1"), None), D("0.05"), D("0.5")),  # the step is wider
    (Reading(D("100"), D("1"), None), D("1"), None),  # unbounded
])
def test_half_width(reading: Reading, tol: Decimal | None, width: Decimal | None) -> None:
    assert half_width(reading, tol) == width


def test_the_half_width_bounds_what_grounds() -> None:
    reading = Reading(D("100"), D("1"), None)
    width = half_width(reading, DEFAULT_APPROX_TOLERANCE)
    assert width is not None
    assert grounds(D("100") + width * D("0.99"), reading, None, None, DEFAULT_APPROX_TOLERANCE)
    assert not grounds(D("100") + width * D("1.01"), reading, None, None,
                       DEFAULT_APPROX_TOLERANCE)


def test_the_context_holds_every_digit_a_claim_shows() -> None:
    small, huge = _claim("7.5", "7.5"), _claim("5" * 60, "5" * 60)
    assert context_for(small).prec == 40
    assert context_for(huge).prec == 70

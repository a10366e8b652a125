"""The forms table (``judge.forms``): each row's computation over two numbers
the brief writes, its gates, and the names options use."""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground.judge.forms import (
    COUNTDOWN,
    DIFFERENCE,
    MEAN,
    PERCENT_CHANGE,
    PRODUCT,
    PROSE_RULES,
    RATIO,
    RULE,
    RULES,
    SHARE,
    SUM,
    Gate,
    rule_names,
)
from numground.lex.tokens import Kind, Token

D = Decimal


def _claim(text: str, value: str, unit: str | None = None, *, compared: bool = False,
           cue: str | None = None, sign: str | None = None) -> Token:
    return Token(text, 0, len(text), Kind.CLAIM, D(value), D(1), unit, sign, cue,
                 compared=compared)


def test_every_row_is_named_once_and_tried_in_order() -> None:
    assert [r.name for r in RULES] == ["difference", "sum", "ratio", "percent_change", "share",
                                       "mean", "per_count", "pace", "speed", "time_between",
                                       "countdown", "count", "product", "listed_count"]
    assert {r.name: r for r in RULES} == RULE and len(RULE) == len(RULES)
    assert PROSE_RULES == (DIFFERENCE, SUM, RATIO, PERCENT_CHANGE, SHARE)
    assert all(r.formula for r in PROSE_RULES) and not MEAN.formula and not PRODUCT.formula
    assert {r.name for r in RULES if r.change} == {"difference", "percent_change"}


@pytest.mark.parametrize(("rule", "a", "b", "result"), [
    (DIFFERENCE, "62", "57.5", "4.5"), (DIFFERENCE, "5", "7", "-2"),
    (SUM, "3", "4", "7"), (SUM, "-3", "4", None), (SUM, "0", "4", None),  # quantities only
    (RATIO, "6", "3", "2"), (RATIO, "6", "0", None), (RATIO, "-6", "3", None),
    (PERCENT_CHANGE, "110", "100", "10"), (PERCENT_CHANGE, "90", "-100", "190"),
    (PERCENT_CHANGE, "5", "0", None),  # no change from nothing
    (SHARE, "25", "200", "12.5"), (SHARE, "0", "200", "0"), (SHARE, "25", "0", None),
    (SHARE, "-25", "200", None),
])
def test_a_prose_computation(rule, a: str, b: str, result: str | None) -> None:
    assert rule.prose is not None
    found = rule.prose(D(a), D(b))
    assert found == (None if result is None else D(result))


def test_prose_units_and_formulas() -> None:
    assert (RATIO.prose_unit, PERCENT_CHANGE.prose_unit, SHARE.prose_unit) == ("x", "%", "%")
    assert DIFFERENCE.prose_unit is None and SUM.prose_unit is None  # the operands' own
    assert DIFFERENCE.formula.format(a="62 ms", b="57.5 ms") == "62 ms − 57.5 ms"
    assert DIFFERENCE.reach_back and SUM.reach_back and not SHARE.reach_back


@pytest.mark.parametrize(("rule", "token", "unit", "reading", "prose", "admitted"), [
    # a difference needs the prose to mark a change
    (DIFFERENCE, _claim("4 bpm", "4", "bpm", compared=True), "bpm", "bpm", False, True),
    (DIFFERENCE, _claim("4 bpm", "4", "bpm"), "bpm", "bpm", False, False),
    # a share is no stated change: not after a direction word or a sign...
    (SHARE, _claim("65%", "65", "%"), "%", "%", False, True),
    (SHARE, _claim("65%", "65", "%", cue="up"), "%", "%", False, False),
    (SHARE, _claim("+65%", "65", "%", sign="+"), "%", "%", False, False),
    # ...but in the prose two written numbers may give it whatever the cue
    (SHARE, _claim("65%", "65", "%", cue="up"), "%", "%", True, True),
    # a ratio only as a multiple written as one
    (RATIO, _claim("2.0x", "2.0", "x"), "x", "x", False, True),
    (RATIO, _claim("2.0", "2.0"), "x", None, False, False),
    # a number spelled in words counts things: no mean, no change
    (MEAN, _claim("four", "4"), None, None, False, False),
    (MEAN, _claim("4", "4"), None, None, False, True),
    (SUM, _claim("four", "4"), None, None, False, True),  # a count may be a sum
    (SUM, _claim("four", "4"), "km", "km", False, False),  # but not of kilometres
    # a countdown is written in a unit of time no finer than its result's
    (COUNTDOWN, _claim("7 weeks", "7", "wk"), "d", "wk", False, True),
    (COUNTDOWN, _claim("49 days", "49", "d"), "d", "d", False, True),
    (COUNTDOWN, _claim("49", "49"), "d", None, False, False),  # a bare number: no countdown
    (COUNTDOWN, _claim("24h", "24", "h"), "d", "h", False, False),  # a day is no "24h"
    (COUNTDOWN, _claim("5 minutes", "5", "min"), "s", "min", False, True),
])
def test_gates(rule, token: Token, unit: str | None, reading: str | None, prose: bool,
               admitted: bool) -> None:
    assert rule.admits(token, unit, reading, prose=prose) is admitted


def test_gates_are_named_by_value() -> None:
    assert {g.value for g in Gate} == {"compared", "uncued", "not_a_word_count", "a_time",
                                       "exact_unit"}


def test_rule_names() -> None:
    assert rule_names(True) == frozenset(RULE)
    assert rule_names(False) == frozenset()
    assert rule_names("sum") == {"sum"}
    assert rule_names(["sum", "share"]) == {"sum", "share"}
    with pytest.raises(ValueError, match="unknown derivation rule 'total'; rules: difference, sum"):
        rule_names(["sum", "total"])


def test_a_listed_count_needs_its_list_to_match() -> None:
    from numground import check

    names = ("North", "South", "East", "West", "Central", "Coast")
    pool = {"regions": [{"name": n} for n in names]}
    four = check("Sales rose in those four regions: North, South, East and West.", pool)
    five = check("Sales rose in those five regions: North, South, East and West.", pool)
    assert [f.verdict.value for f in four.findings] == ["derived"]
    assert [f.verdict.value for f in five.findings] == ["invented"]

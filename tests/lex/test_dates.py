"""The day and the clock time a date or time mention names (``lex.dates``):
read from a token's text or a data string, compared by month and day (and
year where both write one), by hour and minute."""

from __future__ import annotations

from datetime import timezone
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from numground.lex.dates import (
    clock_of,
    day_of,
    day_words,
    duration_of,
    moments_of,
    month_of,
    month_word,
    weekday_word,
    zone_of,
)


@pytest.mark.parametrize(("text", "day"), [
    ("Aug 7", (8, 7, None)),
    ("7 August 2025", (8, 7, 2025)),
    ("the 7th of Aug", (8, 7, None)),
    ("Sept. 18", (9, 18, None)),  # the grammar's "Sept", which calendar lacks
    ("2025-08-07", (8, 7, 2025)),
    ("2025-08-07T09:40:00+01:00", (8, 7, 2025)),
    ("8/7", (8, 7, None)),  # month/day, the grammar's reading
    ("8/7/25", (8, 7, 2025)),
    ("2/29", (2, 29, None)),  # a leap day exists in some year
    # no day: a quarter, a weekday alone, a month alone, no such day
    ("Q3", None), ("Friday", None), ("August", None), ("2025-08", None),
    ("2025-02-30", None), ("31/4", None), ("13/13", None), ("Aug 32", None),
])
def test_day_of(text: str, day: tuple[int, int, int | None] | None) -> None:
    assert day_of(text) == day


@pytest.mark.parametrize(("text", "clock"), [
    ("6:47 PM", (18, 47)), ("18:47", (18, 47)), ("7 pm", (19, 0)), ("7 p.m.", (19, 0)),
    ("09:40 UTC", (9, 40)), ("12 am", (0, 0)), ("12 pm", (12, 0)), ("7:05:30", (7, 5)),
    # no clock time: a bare number, an hour past the day, am/pm on a 24-hour hour
    ("7", None), ("24:00", None), ("13 pm", None), ("0:30 a.m.", None), ("", None),
    # a zone is no am/pm ("14:20 PT" is 14:20, not a 12-hour slip)
    ("14:20 PT", (14, 20)), ("9:40 PST", (9, 40)),
    # a time in words has no h:mm to compare: "7 at night" is not 7 am
    ("7 in the morning", None), ("7 at night", None), ("quarter past 7 am", None),
])
def test_clock_of(text: str, clock: tuple[int, int] | None) -> None:
    assert clock_of(text) == clock


@pytest.mark.parametrize(("text", "zone"), [
    ("Australia/Melbourne", "Australia/Melbourne"),
    ("Europe/London ", "Europe/London"),
    ("America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"),
    ("UTC", None),  # no region: an abbreviation names no place
    ("Mars/Olympus", None), ("a/b c", None), ("x" * 41 + "/y", None),
])
def test_zone_of(text: str, zone: str | None) -> None:
    found = zone_of(text)
    assert (found and str(found)) == zone


@pytest.mark.parametrize(("text", "seconds", "step"), [
    ("PT37M41.00S", "2261.00", "0.01"),
    ("PT1.5S", "1.5", "0.1"),
    ("P1DT2H", "93600", "1"),
    (" PT5M ", "300", "1"),
])
def test_duration_of(text: str, seconds: str, step: str) -> None:
    assert duration_of(text) == (Decimal(seconds), Decimal(step))


@pytest.mark.parametrize("text", ["P", "PT", "period", "PT5", "5 minutes", "P" + "1" * 40 + "D"])
def test_duration_of_what_is_none(text: str) -> None:
    assert duration_of(text) is None


NEW_YORK = ZoneInfo("America/New_York")


@pytest.mark.parametrize(("text", "here", "there"), [
    ("2025-03-05T09:40:00+01:00", ((3, 5, 2025), (9, 40)), ((3, 5, 2025), (3, 40))),
    ("2025-03-05T09:40:00Z", ((3, 5, 2025), (9, 40)), ((3, 5, 2025), (4, 40))),
    ("2025-03-05 09:40", ((3, 5, 2025), (9, 40)), ((3, 5, 2025), (9, 40))),  # no offset
    ("2025-03-05", ((3, 5, 2025), None), ((3, 5, 2025), None)),  # a day, no time
    ("09:40", (None, (9, 40)), (None, (9, 40))),
    ("9:40:12", (None, (9, 40)), (None, (9, 40))),
    ("2025-03", (None, None), (None, None)),  # a month names no day
    ("Z", (None, None), (None, None)),
    ("Fees were 9:40", (None, None), (None, None)),  # prose is not a moment
])
def test_moments_of_a_data_string(text: str, here: tuple, there: tuple) -> None:
    assert moments_of(text) == here
    assert moments_of(text, NEW_YORK) == there


def test_a_zone_moves_the_day_too() -> None:
    assert moments_of("2025-03-05T02:00:00Z", NEW_YORK) == ((3, 4, 2025), (21, 0))
    assert moments_of("2025-03-05T02:00:00Z", timezone.utc) == ((3, 5, 2025), (2, 0))


@pytest.mark.parametrize(("word", "month"), [
    ("January", "jan"), ("jan", "jan"), ("Sept.", "sep"), ("sept", "sep"), ("SEPTEMBER", "sep"),
    ("May", "may"), ("mayo", None), ("", None), ("Thu", None),
])
def test_month_word(word: str, month: str | None) -> None:
    assert month_word(word) == month


@pytest.mark.parametrize(("text", "month"), [
    ("2025-03", "mar"), (" 1999-12 ", "dec"), ("2025-13", None), ("2025-03-01", None),
    ("1899-01", None), ("03-2025", None),
])
def test_month_of_a_year_month_string(text: str, month: str | None) -> None:
    assert month_of(text) == month


def test_day_words() -> None:
    assert day_words((8, 7, 2025)) == ["aug7", "aug", "thu"]  # 7 Aug 2025 was a Thursday
    assert day_words((8, 7, None)) == ["aug7", "aug"]  # no year, no weekday


@pytest.mark.parametrize(("word", "day"), [
    ("Friday", "fri"), ("fri.", "fri"), ("Tue", "tue"), ("SUN", "sun"), ("Wednesday", "wed"),
    ("sunny", None), ("fr", None), ("", None),
])
def test_weekday_word(word: str, day: str | None) -> None:
    assert weekday_word(word) == day


def test_every_weekday_the_grammar_spells_is_read() -> None:
    for word in ("Tues", "Thur", "Thurs", "tue", "thu", "Tuesday", "Thursday"):
        assert weekday_word(word) is not None, word

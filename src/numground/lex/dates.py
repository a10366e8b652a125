"""The calendar day and the clock time a date or time mention names.

The grammar decides what is a date or a time; this module only reads the
text of such a token (and the date and time strings of the data) into a
comparable value, so that a brief's "Aug 7" can be compared with a pool's
"2025-08-07T09:40:00+01:00". Which words are months is the grammar's
(``_MONTH_WORD`` of ``grammar/dates.lark``); which month a word names is
the standard library's (``calendar``: its first three letters). Which words are weekdays is the
grammar's too (``_WEEKDAY_NAME``: "Tues", "Thur", "Thurs" as well).

Decided here:

- A date is compared by month and day, and by year only where both write one
  (a brief rarely repeats the year the data is about).
- ``8/7`` is month/day (the grammar's reading, US order); a date the text
  cannot place (a quarter, a weekday alone) names no day.
- A clock time is compared by hour and minute, as written: a pool time with
  a zone is read in its own zone, which is the zone a brief quotes.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, datetime, tzinfo
from decimal import Decimal
from functools import cache, lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

__all__ = ["Clock", "Day", "clock_of", "day_of", "day_words", "duration_of", "moments_of",
           "month_of", "zone_of", "month_number", "month_word", "weekday_of", "weekday_word"]

Day = tuple[int, int, int | None]
"""(month, day, year or None)."""
Clock = tuple[int, int]
"""(hour 0-23, minute)."""


@cache
def _month_words() -> re.Pattern[str]:
    """The grammar's month words, in any case ("may" is a month here: a
    word beside a number, not prose the grammar must tell from the verb)."""
    from numground.lex.grammar import definitions

    return re.compile(definitions("dates").terminals["_MONTH_WORD"], re.IGNORECASE)


@cache
def _month_numbers() -> dict[str, int]:
    return {calendar.month_abbr[i].lower(): i for i in range(1, 13)}


@lru_cache(maxsize=4096)
def _month(word: str) -> int | None:
    """The month (1-12) a word names (``August``, ``sept``, ``Mar.``), or None."""
    low = word.lower().rstrip(".")
    if not _month_words().fullmatch(low):
        return None
    return _month_numbers()[low[:3]]


@cache
def _weekdays() -> re.Pattern[str]:
    """The grammar's weekday words, in any case, with a trailing period."""
    from numground.lex.grammar import definitions

    return re.compile(definitions("dates").terminals["_WEEKDAY_NAME"], re.IGNORECASE)


_ISO = re.compile(r"((?:19|20)[0-9]{2})-([01][0-9])(?:-([0-3][0-9]))?")
_SLASH = re.compile(r"([0-9]{1,2})/([0-9]{1,2})(?:/([0-9]{2,4}))?")
_PART = re.compile(r"[A-Za-z]+|[0-9]+")


def day_of(text: str) -> Day | None:
    """The day a date mention names (``Aug 7``, ``7 August 2025``,
    ``2025-08-07``, ``8/7``), or None."""
    iso = _ISO.search(text)
    if iso and iso.group(3):
        return _iso_day(iso)
    slash = _SLASH.search(text)
    if slash:
        year = slash.group(3)
        found = (int(slash.group(1)), int(slash.group(2)),
                 None if year is None else int(year) + (2000 if len(year) == 2 else 0))
        return found if _real(found) else None
    month = day = year = None
    for part in _PART.findall(text):
        number = _month(part)
        if number is not None:
            month = number
        elif part.isdigit() and len(part) == 4:
            year = int(part)
        elif part.isdigit() and day is None:
            day = int(part)
    if month is None or day is None:
        return None
    found = (month, day, year)
    return found if _real(found) else None


def _iso_day(iso: re.Match[str]) -> Day | None:
    """The day of an ISO date, None for one no calendar has (``2025-02-30``)."""
    found = int(iso.group(2)), int(iso.group(3)), int(iso.group(1))
    return found if _real(found) else None


def _real(found: Day) -> bool:
    month, day, year = found
    try:
        date(year or 2024, month, day)  # 2024: a leap year, so Feb 29 exists
    except ValueError:
        return False
    return True


_CLOCK = re.compile(r"([0-9]{1,2})(?::([0-5][0-9]))?(?::[0-5][0-9])?\s*(?:([ap])\.?m(?![a-z])\.?)?",
                    re.IGNORECASE)


def clock_of(text: str) -> Clock | None:
    """The clock time a time mention names (``6:47 PM``, ``18:47``, ``7 pm``,
    ``09:40 UTC``), or None (also for a time in words: ``7 in the morning``,
    ``half past six``)."""
    if not text[:1].isdigit():
        return None  # a time in words ("quarter past 7 am"): no h:mm to compare
    found = _CLOCK.search(text)
    if found is None:
        return None
    hour, minute = int(found.group(1)), int(found.group(2) or 0)
    half = (found.group(3) or "").lower()
    if half and not 1 <= hour <= 12:
        return None
    if half == "p" and hour != 12:
        hour += 12
    elif half == "a" and hour == 12:
        hour = 0
    if found.group(2) is None and not half:
        return None  # a bare number is no clock time
    return (hour, minute) if hour < 24 else None


def zone_of(text: str) -> tzinfo | None:
    """The time zone an IANA name names (``"Australia/Melbourne"``), or None:
    a pool that says where it is lets a brief write its times there."""
    value = text.strip()
    if "/" not in value or len(value) > 40 or not re.fullmatch(r"[A-Za-z_]+(?:/[A-Za-z_+-]+)+",
                                                               value):
        return None
    try:
        return ZoneInfo(value)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return None


_ISO_DURATION = re.compile(
    r"P(?:([0-9]+)D)?(?:T(?:([0-9]+)H)?(?:([0-9]+)M)?(?:([0-9]+(?:\.[0-9]+)?)S)?)?")


def duration_of(text: str) -> tuple[Decimal, Decimal] | None:
    """The seconds an ISO 8601 duration names and the step they are written
    to (``"PT37M41.00S"`` -> 2261.00, 0.01), or None: sports, video and
    calendar APIs export times this way."""
    if len(text) > 40 or not text.lstrip().startswith("P"):
        return None  # most strings: no regex run at all
    found = _ISO_DURATION.fullmatch(text.strip())
    if found is None or not any(found.groups()):
        return None
    days, hours, minutes, seconds = (Decimal(g or 0) for g in found.groups())
    total = ((days * 24 + hours) * 60 + minutes) * 60 + seconds
    return total, Decimal(1).scaleb(seconds.as_tuple().exponent)  # type: ignore[arg-type]


def moments_of(text: str, zone: tzinfo | None = None) -> tuple[Day | None, Clock | None]:
    """The day and the time a data string holds: an ISO date or date and
    time (``2025-03-05T09:40:00+01:00``), or a clock time (``"09:40"``);
    a date and time with an offset read in ``zone`` when one is given."""
    value = text.strip()
    if len(value) > 40:
        return None, None
    try:
        moment = datetime.fromisoformat(value[:-1] + "+00:00" if value.endswith("Z") else value)
    except ValueError:
        if re.fullmatch(r"[0-2]?[0-9]:[0-5][0-9](?::[0-5][0-9])?", value):
            return None, clock_of(value)
        iso = _ISO.fullmatch(value)
        return (_iso_day(iso) if iso and iso.group(3) else None), None
    if zone is not None and moment.tzinfo is not None:
        moment = moment.astimezone(zone)
    day = (moment.month, moment.day, moment.year)
    has_time = "T" in value or " " in value
    return day, ((moment.hour, moment.minute) if has_time else None)


def month_number(word: str) -> int | None:
    """The month (1-12) a word names (``March`` -> 3), or None."""
    return _month(word)


def month_word(word: str) -> str | None:
    """The three-letter month a word names (``January`` -> ``jan``), or None."""
    number = _month(word)
    return None if number is None else calendar.month_abbr[number].lower()


def month_of(text: str) -> str | None:
    """The month a year-month data string names (``"2025-03"`` -> ``mar``)."""
    found = re.fullmatch(r"(?:19|20)[0-9]{2}-(0[1-9]|1[0-2])", text.strip())
    return None if found is None else calendar.month_abbr[int(found.group(1))].lower()


def day_words(day: Day) -> list[str]:
    """Words that name a day, as binding reads them: the day (``aug7``), its
    month (``aug``), and its weekday when the year is known (``thu``)."""
    month, number, year = day
    out = [f"{calendar.month_abbr[month].lower()}{number}", calendar.month_abbr[month].lower()]
    if year is not None:
        out.append(calendar.day_abbr[date(year, month, number).weekday()].lower())
    return out


def weekday_word(word: str) -> str | None:
    """The three-letter weekday a word names (``Friday`` -> ``fri``,
    ``Thurs`` -> ``thu``), or None."""
    if not _weekdays().fullmatch(word):
        return None
    return word[:3].lower()


def weekday_of(day: Day) -> str:
    """The three-letter weekday of a day with its year (``(6, 9, 2025)`` -> ``mon``)."""
    month, number, year = day
    assert year is not None
    return calendar.day_abbr[date(year, month, number).weekday()].lower()

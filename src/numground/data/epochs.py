"""Epoch timestamps: a number under a time-like key is a date, not a quantity (SPEC §3).

Billing, telematics and most JavaScript exports write their dates as seconds
or milliseconds since 1970 (``"created": 1712000000``). Read as numbers they
are citable nonsense, and the dates a brief names are never checked. A number
under a key that names a moment (``keys.names_a_moment``) becomes the ISO
text of its date and time in UTC, which the pool then reads as it reads any
ISO string: a date and time of its record (and, where the pool names its time
zone, that zone's local time too).

Decided where SPEC §3 is silent:

- Seconds and milliseconds are told apart by size: a value in the seconds of
  2000-01-01 to 2100-01-01 is seconds, one in their milliseconds is
  milliseconds; a key that says its unit (``ts_ms``, ``epoch_s``) is read
  in it. Anything else under such a key stays a number.
- A whole number under a date key that writes a day as ``YYYYMMDD``
  (``"startBusinessDate": 20240506``) is that day.
- A fraction of a second is kept (Python's ``time.time()`` writes them).
"""

from __future__ import annotations

from datetime import date, datetime, timezone
from decimal import Decimal

from numground.data.keys import names_a_day, names_a_moment, read_key

__all__ = ["moment_text"]

_SECONDS = (946_684_800, 4_102_444_800)
"""2000-01-01 and 2100-01-01 in seconds since the epoch, UTC."""


def moment_text(key: object, value: Decimal) -> str | None:
    """The ISO text of the date (and time) a number under ``key`` stands
    for (``"created", 1712000000`` -> ``2024-04-01T19:33:20+00:00``), or
    None when it is a quantity."""
    if not isinstance(key, str) or not value.is_finite() or not names_a_moment(key):
        return None
    unit = read_key(key).unit
    low, high = _SECONDS
    if unit in (None, "s") and low <= value < high:
        seconds = value
    elif unit in (None, "ms") and low * 1000 <= value < high * 1000:
        seconds = value / 1000
    else:
        return _day(key, value) if unit is None else None
    moment = datetime.fromtimestamp(int(seconds), timezone.utc)
    fraction = seconds - int(seconds)
    if fraction:
        moment = moment.replace(microsecond=int(fraction * 1_000_000))
    return moment.isoformat()


def _day(key: str, value: Decimal) -> str | None:
    """A ``YYYYMMDD`` whole number under a date key, as an ISO date."""
    if not 19_000_101 <= value <= 21_001_231 or value != value.to_integral_value():
        return None
    if not names_a_day(key):
        return None
    n = int(value)
    try:
        return date(n // 10_000, n // 100 % 100, n % 100).isoformat()
    except ValueError:
        return None

"""Epoch timestamps under time-like keys are dates, not citable numbers (SPEC §3)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground import Verdict, check
from numground.data.epochs import moment_text
from numground.data.pool import Pool


@pytest.mark.parametrize(("key", "value", "text"), [
    ("created", 1712000000, "2024-04-01T19:33:20+00:00"),
    ("paid_at", 1712000000, "2024-04-01T19:33:20+00:00"),
    ("createdAt", 1712000000123, "2024-04-01T19:33:20.123000+00:00"),
    ("timestamp_ms", 1741446000000, "2025-03-08T15:00:00+00:00"),
    ("epoch_s", "1712000000.5", "2024-04-01T19:33:20.500000+00:00"),
    ("period_start", 1709251200, "2024-03-01T00:00:00+00:00"),
    ("startBusinessDate", 20240506, "2024-05-06"),
    # quantities: a small number, a money or non-time key, a unit that disagrees, no date
    ("created", 42, None),
    ("cash_end", 1712000000, None),
    ("revenue_at", 1712000000, None),
    ("time_in_zone_min", 1712000000, None),
    ("ts_ms", 1712000000, None),
    ("count", 1712000000, None),
    ("date", 20250230, None),
    ("created", 4102444800, None),
])
def test_an_epoch_under_a_time_like_key_is_a_date(key: str, value: object,
                                                   text: str | None) -> None:
    assert moment_text(key, Decimal(str(value))) == text


STRIPE = {"object": "invoice", "created": 1712000000, "period_start": 1709251200,
          "period_end": 1711929600, "amount_due": 4900, "currency": "usd",
          "timezone": "America/Los_Angeles"}


def test_an_epoch_is_no_citable_number_but_a_date_of_its_record() -> None:
    pool = Pool.from_data(STRIPE)
    assert "created" not in {e.path for e in pool.entries}
    assert ("created", "2024-04-01T19:33:20+00:00") in pool.texts
    # in UTC, and in the zone the pool names (12:33 in Los Angeles)
    assert ("created", (4, 1, 2024), (19, 33)) in pool.moments
    assert ("created", (4, 1, 2024), (12, 33)) in pool.moments
    assert [path for path, _ in pool.instants] == ["created", "period_start", "period_end"]


def test_dates_from_epochs_are_checked_both_ways() -> None:
    text = "The invoice was created on April 1, 2024, at 12:33."
    found = check(text, STRIPE).findings
    assert [f.verdict for f in found] == [Verdict.GROUNDED, Verdict.GROUNDED]
    wrong = check("The invoice was created on April 3, 2024.", STRIPE).findings
    assert [f.verdict for f in wrong] == [Verdict.INVENTED]
    # the epoch itself grounds nothing
    assert check("1,712,000,000", STRIPE).findings[0].verdict is Verdict.INVENTED


def test_the_time_between_two_epochs_derives() -> None:
    pool = {"session": {"start_ts": 1712000000, "end_ts": 1712005400}}
    found = check("The session ran 90 minutes.", pool).findings
    assert found[0].verdict is Verdict.DERIVED

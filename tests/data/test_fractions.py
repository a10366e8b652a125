"""Fractions are not percents (SPEC §3): a share stored as a fraction grounds its
percent times 100; written as a percent as it stands, it is a scale slip."""

from __future__ import annotations

import pytest

from numground import Verdict, check
from numground.data.pool import Pool


@pytest.mark.parametrize(("data", "fraction"), [
    ({"engagementRate": 0.4712}, True),
    ({"return_rate": 0.0267}, True),
    ({"searchImpressionShare": 0.9124}, True),
    ({"engagementRate": 1.4712}, False),  # above 1: no fraction
    ({"bounce_pct": 0.38}, False),  # a percent key keeps both readings
    ({"propertyTaxRate": 0.58}, False),  # a tax rate is written as a percent as often
    ({"heart_rate": 0.9}, False),  # no share
    ({"score": 0.47}, False),  # no word of a share
])
def test_which_numbers_are_fractions(data: dict, fraction: bool) -> None:
    assert Pool.from_data(data).entries[0].fraction is fraction


GA4_ROW = {"channel": "Paid Search", "engagementRate": 0.4712, "sessions": 1204}


@pytest.mark.parametrize(("text", "verdict"), [
    ("The engagement rate was 47.1%.", Verdict.GROUNDED),
    ("The engagement rate was 0.4712.", Verdict.GROUNDED),
    ("The engagement rate was 0.47%.", Verdict.UNIT_MISMATCH),  # before: grounded
    ("The engagement rate was 4.7%.", Verdict.INVENTED),
])
def test_a_fraction_grounds_its_percent_not_itself_as_a_percent(text: str,
                                                                verdict: Verdict) -> None:
    found = check(text, {"rows": [GA4_ROW]}).findings[0]
    assert found.verdict is verdict


def test_a_bound_fraction_written_as_a_percent_is_a_slip_too() -> None:
    data = {"rows": [GA4_ROW, {"channel": "Organic Search", "engagementRate": 0.6123,
                               "sessions": 3410}]}
    found = check("Paid Search's engagement rate: 0.47%.", data).findings[0]
    assert found.verdict is Verdict.UNIT_MISMATCH


def test_a_percent_key_keeps_both_readings() -> None:
    data = {"capture_pct": 0.958}
    assert check("Capture was 95.8%.", data).findings[0].verdict is Verdict.GROUNDED
    assert check("Capture was 0.958%.", data).findings[0].verdict is Verdict.GROUNDED


def test_hints_say_fraction_or_percent_where_the_key_cannot() -> None:
    said = Pool.from_data({"kpi": {"x": 0.47}}, hints={"kpi.x": {"percent": "fraction"}})
    assert said.entries[0].fraction
    as_percent = Pool.from_data({"conversion_rate": 0.58},
                                hints={"conversion_rate": {"percent": "percent"}})
    assert not as_percent.entries[0].fraction
    assert check("Conversion was 0.58%.", as_percent).findings[0].verdict is Verdict.GROUNDED

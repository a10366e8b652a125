"""Binding's bar for dates and clock times (``bind.MIN_SCORE_MOMENT``)."""

from __future__ import annotations

from numground import Verdict, check
from numground.judge.bind import normal

_LAB = {"critical_notification": {"called_at": "2025-03-04T07:11:00Z", "called_by": "RN Lee"},
        "order": {"resulted_at": "2025-03-04T07:03:00Z"}}


def _moment(text: str) -> Verdict:
    (f,) = [f for f in check(text, _LAB).findings if f.token.kind == "time"]
    return f.verdict


def test_a_time_its_words_name_plainly_is_held_to_its_field() -> None:
    text = "Critical notification: the ward was called at {}."
    assert _moment(text.format("07:11")) is Verdict.GROUNDED
    assert _moment(text.format("07:05")) is Verdict.INVENTED  # no such time
    assert _moment(text.format("07:03")) is Verdict.MISATTRIBUTED  # the result's time


def test_a_time_its_words_name_weakly_stays_vetoed() -> None:
    # the twin: "called" alone names the field too little to hold a time to it
    assert _moment("The lab called the ward at 07:05.") is Verdict.VETOED


def test_sub_and_superscript_digits_are_digits_in_words() -> None:
    """'NO₂' names no2_mean and 'm²' area_m2, as 'PM2.5' names pm25 (a swapped
    NO₂ mean in a table was grounded by PM10's field); plain letters stay apart."""
    assert normal("NO₂") == "no2" and normal("m²") == "m2"
    assert normal("NO") == "no"


# period columns (SPEC §4): an earlier period's column holds the point of comparison

_MONTHS = {"current_month": {"new_business": 12850, "expansion": 7420},
           "prior_month": {"new_business": 11200, "expansion": 6980}}
_MONTH_TABLE = ("| Movement | April | March |\n|---|---|---|\n"
                "| New business | $12,850 | {nb} |\n| Expansion | $7,420 | {ex} |\n")


def _verdicts(text: str, pool: object) -> list[tuple[str, Verdict]]:
    return [(f.token.text, f.verdict) for f in check(text, pool).findings]


def test_an_earlier_month_column_holds_the_prior_values() -> None:
    found = _verdicts(_MONTH_TABLE.format(nb="$11,200", ex="$6,980"), _MONTHS)
    assert all(v is Verdict.GROUNDED for _, v in found), found


def test_a_swapped_cell_of_an_earlier_month_column_is_misattributed() -> None:
    found = dict(_verdicts(_MONTH_TABLE.format(nb="$6,980", ex="$11,200"), _MONTHS))
    assert found["$6,980"] is Verdict.MISATTRIBUTED
    assert found["$11,200"] is Verdict.MISATTRIBUTED


def test_period_columns_are_read_left_to_right_by_their_periods() -> None:
    from numground.text.layout import earlier_columns

    assert earlier_columns(["", "This week", "Last week"]) == {2}
    assert earlier_columns(["Test", "Today", "Yesterday", "Change"]) == {2}
    assert earlier_columns(["Movement", "April", "March"]) == {2}
    assert earlier_columns(["Route", "OTP Aug", "OTP Jul", "vs target"]) == {2}
    assert earlier_columns(["", "Q1 2025", "Q2 2025"]) == {1}
    assert earlier_columns(["", "Dec", "Jan"]) == {1}


def test_columns_that_are_not_periods_name_no_point_of_comparison() -> None:
    from numground.text.layout import earlier_columns

    assert earlier_columns(["Ticker", "Last", "Change"]) == set()
    assert earlier_columns(["", "Actual", "Target"]) == set()
    assert earlier_columns(["Category", "April"]) == set()


def test_an_earlier_column_cell_speaks_of_the_point_of_comparison() -> None:
    from numground.judge.bind import context_words
    from numground.text.layout import layout_of

    text = _MONTH_TABLE.format(nb="$11,200", ex="$6,980")
    now, then = [f.token for f in check(text, _MONTHS).findings][:2]
    reading = context_words(text, then, None, None, layout_of(text))
    assert "prior" in reading
    assert "prior" not in context_words(text, now, None, None, layout_of(text))

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

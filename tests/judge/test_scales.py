"""One field of a list is in one scale: pence read as pounds is a unit confusion."""

from __future__ import annotations

import pytest

from numground import Verdict, check

POOL = {"currency": "GBP", "transactions": [
    {"merchant": "Pret", "amount": 345}, {"merchant": "Tesco", "amount": 6418},
    {"merchant": "TfL", "amount": 860}, {"merchant": "Boots", "amount": 1895}]}


def _verdicts(text: str) -> dict[str, Verdict]:
    return {f.token.text: f.verdict for f in check(text, POOL).findings}


def test_minor_units_read_one_way_through_a_brief() -> None:
    found = _verdicts("Pret £3.45, TfL £8.60, Boots £18.95 and Tesco £6,418.")
    assert found["£3.45"] is Verdict.GROUNDED
    assert found["£6,418"] is Verdict.UNIT_MISMATCH  # 6418 pence read as pounds
    # the twin: read as pence like the others, it is grounded
    assert _verdicts("Pret £3.45, TfL £8.60, Boots £18.95 and Tesco £64.18.")[
        "£64.18"] is Verdict.GROUNDED


def test_either_reading_alone_is_grounded() -> None:
    # a brief that reads the field one way throughout, or once each way, is not judged
    assert _verdicts("Tesco came to £6,418.")["£6,418"] is Verdict.GROUNDED
    assert _verdicts("Pret £3.45 and Tesco £6,418.")["£6,418"] is Verdict.GROUNDED


@pytest.mark.parametrize("text", [
    "Pret £3.45 and Tesco £6,418.",  # one each way
    "Tesco £6,418 and Pret £3.45.",  # the same, the other order
    "Pret £3.45, TfL £8.60, Boots £1,895 and Tesco £6,418.",  # two each way
    "Boots £1,895, Tesco £6,418, Pret £3.45 and TfL £8.60.",
])
def test_no_clear_convention_flags_nothing(text: str) -> None:
    # read in pence as often as in pounds, neither reading is the brief's
    # convention: no claim of the field is a unit mismatch, whichever comes first
    found = _verdicts(text)
    assert len(found) == text.count("£")
    assert set(found.values()) == {Verdict.GROUNDED}, found


@pytest.mark.parametrize(("text", "minority"), [
    ("Pret £3.45, TfL £8.60 and Tesco £6,418.", "£6,418"),  # two in pence, one in pounds
    ("Tesco £6,418, Boots £1,895 and Pret £3.45.", "£3.45"),  # two in pounds, one in pence
    ("Pret £3.45, TfL £8.60, Boots £18.95 and Tesco £6,418.", "£6,418"),
])
def test_a_clear_majority_flags_the_minority_only(text: str, minority: str) -> None:
    # the twin: where one reading is the convention, the other is flagged, and
    # only it, saying how the rest read the field
    report = check(text, POOL)
    flagged = {f.token.text: f for f in report.findings if f.verdict is not Verdict.GROUNDED}
    assert list(flagged) == [minority]
    assert flagged[minority].verdict is Verdict.UNIT_MISMATCH
    assert "transactions[*].amount read" in (flagged[minority].how or "")

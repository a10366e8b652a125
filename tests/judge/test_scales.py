"""One field of a list is in one scale: pence read as pounds is a unit confusion."""

from __future__ import annotations

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

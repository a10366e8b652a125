"""A table row's label names its record: a neighbour's value in the row is a slip."""

from __future__ import annotations

from numground import Verdict, check

POOL = {"positions": [
    {"symbol": "AAPL", "market_value": 18146.65, "cost_basis": 13464.00},
    {"symbol": "MSFT", "market_value": 15520.10, "cost_basis": 12388.75}]}
TABLE = "| Symbol | Value | Cost basis |\n|---|---|---|\n| {} | ${} | ${} |\n"


def _verdicts(row: str, value: str, change: str) -> dict[str, Verdict]:
    text = TABLE.format(row, value, change)
    return {f.token.text: f.verdict for f in check(text, POOL).findings}


def test_a_neighbours_value_in_a_labelled_row_is_misattributed() -> None:
    found = _verdicts("AAPL", "18,146.65", "12,388.75")
    assert found["$18,146.65"] is Verdict.GROUNDED
    assert found["$12,388.75"] is Verdict.MISATTRIBUTED  # MSFT's cost basis in AAPL's row


def test_the_rows_own_value_is_grounded() -> None:
    assert _verdicts("AAPL", "18,146.65", "13,464.00")["$13,464.00"] is Verdict.GROUNDED


def test_a_row_that_names_no_record_or_two_is_not_judged() -> None:
    # the twins: the same number where the row label names no record, or both
    assert _verdicts("Total", "18,146.65", "12,388.75")["$12,388.75"] is Verdict.GROUNDED
    assert _verdicts("AAPL vs MSFT", "18,146.65", "12,388.75")["$12,388.75"] is Verdict.GROUNDED


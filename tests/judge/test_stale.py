"""Stale values: a number of the point of comparison given as the current one."""

from __future__ import annotations

from numground import Verdict, check

POOL = {"currency": "USD", "cash_end_usd": 15812000,
        "prior_quarter": {"cash_end_usd": 15396000, "open_roles": 64}, "open_roles": 70}


def _verdict(text: str, pool: dict = POOL, token: str = "$15.40M") -> Verdict:
    (finding,) = [f for f in check(text, pool).findings
                  if f.token.kind == "claim" and f.token.text in (token, "$15.81M", "64")]
    return finding.verdict


def test_last_quarters_value_given_as_this_quarters_is_misattributed() -> None:
    (f,) = check("Cash: $15.40M at quarter end.", POOL).findings
    assert f.verdict is Verdict.MISATTRIBUTED
    assert f.sources == ("prior_quarter.cash_end_usd",)
    assert f.binding == "cash_end_usd"  # the current value is named beside it
    assert f.nearest[0].path == "cash_end_usd"


def test_the_current_value_is_grounded() -> None:
    assert _verdict("Cash: $15.81M at quarter end.") is Verdict.GROUNDED


def test_a_number_the_prose_places_earlier_is_grounded() -> None:
    # the twins: the same number, placed in its period or named as the reference
    assert _verdict("Cash was $15.40M last quarter.") is Verdict.GROUNDED
    found = {f.token.text: f.verdict for f in check("Cash: $15.81M, up from $15.40M.",
                                                    POOL).findings}
    assert found["$15.40M"] is Verdict.GROUNDED
    assert _verdict("Cash in March was $15.40M.") is Verdict.GROUNDED
    assert _verdict("Prior quarter cash: $15.40M.") is Verdict.GROUNDED


def test_small_counts_and_changes_are_left_alone() -> None:
    # (words that name the field are binding's to judge: "64 open roles" is)
    assert _verdict("The team is 64 strong.") is Verdict.GROUNDED


def test_without_a_current_counterpart_a_reference_value_is_grounded() -> None:
    pool = {"prior_quarter": {"cash_end_usd": 15396000}, "burn_usd": 1200000}
    assert _verdict("Cash: $15.40M at quarter end.", pool) is Verdict.GROUNDED


def test_binding_off_leaves_it_to_the_value() -> None:
    (f,) = check("Cash: $15.40M at quarter end.", POOL, bind=False).findings
    assert f.verdict is Verdict.GROUNDED


"""The passes that read the prose (``judge.prose``): derived from the brief's own
backed claims, a table's total row, a claim computed from a flagged one.
Each in both directions, and each finding naming the pass that decided it."""

from __future__ import annotations

import pytest

from numground import Verdict, check
from numground.judge.passes import PASS
from numground.report import Finding

# Entries no pool-wide search relates: only the prose can compute from them.
RETURNS = {"q3": {"returns": 129}, "shipping": {"orders": 2140},
           "history": {"return_rate_prev_pct": 5.1}, "last": {"rise_points": 0.6}}
# Round by round (``prose.PROSE_ROUNDS``): 6.0% = 129 / 2,140 (round 1);
# 0.9 = 6.0 − 5.1, with 6.0% an operand only once derived (round 2);
# 0.3 = 0.9 − 0.6 (round 3).
TWO_ROUNDS = "129 returns of 2,140 orders, a rate of 6.0%, up {} points from 5.1%."
THREE_ROUNDS = ("129 returns of 2,140 orders, a rate of 6.0%, up 0.9 points from 5.1%, "
                "{} points more than the 0.6 points of last quarter.")


def _findings(text: str, pool: dict) -> dict[str, Finding]:
    return {f.token.text: f for f in check(text, pool).findings}


def _decided(f: Finding) -> tuple[Verdict, str | None]:
    return f.verdict, f.decided_by


PROSE = PASS["explain_prose"].name
AFTER = PASS["after_a_flag"].name
TOTALS = PASS["column_totals"].name


# ----------------------------------------------------------------- rounds

def test_a_claim_derived_in_one_round_is_an_operand_of_the_next() -> None:
    found = _findings(TWO_ROUNDS.format("0.9"), RETURNS)
    assert _decided(found["6.0%"]) == (Verdict.DERIVED, PROSE)  # round 1: 129 / 2,140
    assert _decided(found["0.9"]) == (Verdict.DERIVED, PROSE)  # round 2: 6.0 − 5.1
    assert "6.0" in (found["0.9"].how or "") and "5.1" in (found["0.9"].how or "")
    # the twin: a change the derived rate does not give stays flagged
    wrong = _findings(TWO_ROUNDS.format("1.4"), RETURNS)
    assert _decided(wrong["6.0%"]) == (Verdict.DERIVED, PROSE)
    assert wrong["1.4"].verdict is Verdict.INVENTED


def test_a_chain_of_three_needs_three_rounds() -> None:
    found = _findings(THREE_ROUNDS.format("0.3"), RETURNS)
    assert _decided(found["6.0%"]) == (Verdict.DERIVED, PROSE)
    assert _decided(found["0.9"]) == (Verdict.DERIVED, PROSE)
    # round 3: 0.9 − 0.6, with 0.9 backed only after round 2 (not computed
    # from a flag: that would be the after-a-flag pass)
    assert _decided(found["0.3"]) == (Verdict.DERIVED, PROSE)
    assert "0.9" in (found["0.3"].how or "")
    # the twin: the third link with the wrong difference is not derived
    wrong = _findings(THREE_ROUNDS.format("0.5"), RETURNS)
    assert _decided(wrong["0.9"]) == (Verdict.DERIVED, PROSE)
    assert wrong["0.5"].verdict is not Verdict.DERIVED


def test_without_the_prose_pass_the_chain_starts_flagged() -> None:
    report = check(THREE_ROUNDS.format("0.3"), RETURNS, skip={PROSE})
    assert all(f.decided_by != PROSE for f in report.findings)
    assert {f.token.text: f.verdict for f in report.findings}["6.0%"] is Verdict.INVENTED


# ------------------------------------------------------------ total rows

TABLE = ("| Item | Cost |\n|---|---|\n| Flights | €412.36 |\n| Hotels | €621.00 |\n"
         "| Rail | €31.80 |\n| **{label}** | **{total}** |")
TRIP = {"flight": {"total_eur": 412.36}, "stays": {"total_eur": 621.0},
        "rail": [{"fare": {"amount_eur": 31.8}}]}


@pytest.mark.parametrize(("label", "total", "verdict", "by"), [
    ("Total", "€1,065.16", Verdict.DERIVED, TOTALS),  # the sum of the column above
    ("Subtotal", "€1,065.16", Verdict.DERIVED, TOTALS),  # words.txt [total]
    ("Taxi", "€1,065.16", Verdict.INVENTED, "look_up"),  # no total row
    ("Total", "€1,075.16", Verdict.INVENTED, "look_up"),  # not the sum
])
def test_a_total_row_is_the_sum_of_its_column(label: str, total: str, verdict: Verdict,
                                              by: str) -> None:
    found = _findings(TABLE.format(label=label, total=total), TRIP)
    assert _decided(found[total]) == (verdict, by)
    if verdict is Verdict.DERIVED:
        assert found[total].how == f"{total} = €412.36 + €621.00 + €31.80"


# ------------------------------------------------- computed from a flag

HRV = {"hrv_avg_ms": 62, "previous_month": {"avg_hrv_ms": 57.5}}


def test_a_claim_computed_from_a_flag_written_before_it_is_derived() -> None:
    found = _findings("HRV averaged 70 ms, up 12.5 ms on July's 57.5 ms.", HRV)
    assert _decided(found["70 ms"]) == (Verdict.INVENTED, "look_up")  # the one slip
    assert _decided(found["12.5 ms"]) == (Verdict.DERIVED, AFTER)  # 70 − 57.5
    # the twins: arithmetic that does not hold, and a flag in another sentence
    assert _findings("HRV averaged 70 ms, up 13.5 ms on July's 57.5 ms.", HRV)[
        "13.5 ms"].verdict is Verdict.INVENTED
    assert _findings("HRV averaged 70 ms.\nThat is 12.5 ms more than July's 57.5 ms.", HRV)[
        "12.5 ms"].verdict is Verdict.INVENTED


def test_two_flags_never_vouch_for_each_other() -> None:
    # 12.5 = 70 − 57.5 and 70 = 57.5 + 12.5: only the later one is derived
    found = _findings("HRV averaged 70 ms, up 12.5 ms on July's 57.5 ms.", HRV)
    assert found["70 ms"].verdict is Verdict.INVENTED
    without = check("HRV averaged 70 ms, up 12.5 ms on July's 57.5 ms.", HRV, skip={AFTER})
    assert {f.token.text: f.verdict for f in without.findings}["12.5 ms"] is Verdict.INVENTED


# ------------------------------------------------ a stated change, miscomputed
# (from test_lookup_explains.py: the stated_changes pass)

def test_a_flagged_change_says_what_the_prose_numbers_give() -> None:
    pool = {"orders": 10833, "orders_prior": 10173}
    text = "Total orders were 10,833, up {} from 10,173."
    (_, wrong, _) = check(text.format("7.4%"), pool).findings
    assert wrong.verdict is Verdict.INVENTED
    assert wrong.how == "the prose gives (10,833 − 10,173) / 10,173 = 6.49"
    (_, right, _) = check(text.format("6.5%"), pool).findings
    assert right.verdict is Verdict.DERIVED  # the twin: the change it states is right
    # far off, it is another number, not this change miscomputed: nothing said
    (_, far, _) = check(text.format("19.4%"), pool).findings
    assert far.verdict is Verdict.INVENTED and far.how is None

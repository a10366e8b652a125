"""The chance test (SPEC §4): an explanation decoys reach as easily is no evidence."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import numground
from numground.judge.derive import CHANCE, chance, decoys
from numground.lex.tokens import Kind, Token
from numground.tables.verdicts import Verdict


def claim(value: str, step: str) -> Token:
    return Token(value, 0, len(value), Kind.CLAIM, Decimal(value), Decimal(step), None)


def test_decoys_sit_near_the_claim_at_its_own_rounding() -> None:
    found = [d.value for d in decoys(claim("7.5", "0.1"))]
    assert Decimal("7.5") not in found  # never the claim itself
    assert {Decimal("7.4"), Decimal("7.6"), Decimal("7.2"), Decimal("7.8")} <= set(found)
    assert {Decimal("5.2"), Decimal("9.8")} <= set(found)  # 30% away, at the claim's step
    assert all(d == d.quantize(Decimal("0.1")) for d in found)
    assert all(d.value > 0 for d in decoys(claim("2", "1")))  # never the other sign, never zero


def test_chance_is_the_share_of_decoys_explained() -> None:
    token = claim("10", "1")
    assert chance(token, lambda d: True) == 1.0
    assert chance(token, lambda d: False) == 0.0
    some = chance(token, lambda d: d.value < 10)
    assert 0 < some < 1
    assert chance(replace(token, value=Decimal(10)), lambda d: d.value == 10) == 0.0


def test_an_explanation_decoys_also_reach_leaves_the_claim_unverified() -> None:
    depths = [3, 5, 9, 12, 14, 18, 21, 26]
    wide = numground.check("Queue depth is up 7 since this morning.",
                           {"queues": [{"depth": d} for d in depths]})
    f = wide.findings[0]
    assert f.verdict is Verdict.UNVERIFIED and f.chance is not None and f.chance > CHANCE
    assert "reached as easily" in (f.how or "")
    assert not wide.flagged  # unverified is no invention
    narrow = numground.check("Queue depth is up 7 since this morning.",
                             {"queue": {"depth": 19, "depth_this_morning": 12}})
    g = narrow.findings[0]
    assert g.verdict is Verdict.DERIVED and g.chance is not None and g.chance <= CHANCE

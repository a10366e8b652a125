"""The frozen result of tokenizing (``lex.tokens``): a ``Token`` spans its text."""

from __future__ import annotations

import dataclasses
import json
import pickle
from decimal import Decimal

import pytest

from numground.lex.tokens import Kind, Token


def test_a_token_spans_exactly_its_text() -> None:
    t = Token("52 bpm", 10, 16, Kind.CLAIM, Decimal(52), Decimal(1), "bpm")
    assert (t.end - t.start, t.unit, t.sign, t.approx, t.compared) == (6, "bpm", None, False, False)
    with pytest.raises(ValueError, match="does not span 10..15"):
        Token("52 bpm", 10, 15, Kind.CLAIM)
    with pytest.raises(ValueError):
        Token("52", 3, 2, Kind.CLAIM)


def test_a_token_is_frozen_hashable_and_picklable() -> None:
    t = Token("Aug 7", 0, 5, Kind.DATE)
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.start = 1  # type: ignore[misc]
    assert {t, Token("Aug 7", 0, 5, Kind.DATE)} == {t}
    assert pickle.loads(pickle.dumps(t)) == t
    assert not hasattr(t, "__dict__")  # slots


def test_a_kind_is_its_plain_name() -> None:
    assert Kind.CLAIM == "claim" and str(Kind.WINDOW) == "window"
    assert json.dumps({"kind": Kind.DATE}) == '{"kind": "date"}'
    assert Kind("identifier") is Kind.IDENTIFIER
    assert [k.value for k in Kind] == ["claim", "date", "year", "time", "window", "ordinal",
                                       "version", "identifier", "enumerator", "reference", "url"]
    with pytest.raises(ValueError):
        Kind("number")

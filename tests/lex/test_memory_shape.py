"""What keeps tokenize's memory bounded (issue 5): chunks cut at line breaks,
shared numeral values and token texts. None of it may change a token."""

from __future__ import annotations

import importlib
from decimal import Decimal

import pytest
from corpus_texts import corpus_texts

from numground import tokenize

module = importlib.import_module("numground.lex.tokenize")  # the package exports the function



def _texts() -> list[str]:
    return list(corpus_texts())


def test_small_chunks_give_the_same_tokens(monkeypatch: pytest.MonkeyPatch) -> None:
    whole = "\n".join(_texts())
    expected = tokenize(whole)
    default = len(list(module._chunks(whole, 0)))
    monkeypatch.setattr(module, "_CHUNK_CHARS", 64)
    assert len(list(module._chunks(whole, 0))) > default + 300  # many more cuts...
    assert tokenize(whole) == expected  # ...and not one token differs


def test_a_chunk_never_cuts_a_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(module, "_CHUNK_CHARS", 8)
    text = "Ran 3–4 mi at 8:05/mi on Aug 7, HR 52 bpm.\nTSB −7.5.\nUp 4 bpm."
    spans = list(module._chunks(text, 4))
    assert all(text[lo:hi].count("\n") == 0 for lo, hi in spans)  # one line each
    assert [t.text for t in tokenize(text)] == [
        "3", "4 mi", "8:05/mi", "Aug 7", "52 bpm", "−7.5", "4 bpm",
    ]


def test_repeated_numerals_share_their_values() -> None:
    tokens = tokenize("1-1-1-1 and 7.5 then 7.5 and −7.5 then −7.5")
    ones = [t.value for t in tokens if t.text == "1"]
    assert len(ones) == 4 and all(v is ones[0] for v in ones)
    halves = [t for t in tokens if t.value is not None and abs(t.value) == 7.5]
    assert halves[0].value is halves[1].value and halves[2].value is halves[3].value
    assert halves[0].text is halves[1].text  # texts are shared within one call


def test_long_numerals_are_not_cached() -> None:
    from numground.lex.transform import parse_numeral as _shared_numeral  # cached when short

    before = _shared_numeral.cache_info()
    digits = "9" * 5000
    (token,) = tokenize(f"x {digits} y")
    assert token.value == Decimal(digits)
    after = _shared_numeral.cache_info()  # a cached call counts a hit or a miss, even when full
    assert (after.hits, after.misses) == (before.hits, before.misses)
    tokenize("x 7.25 y")
    assert _shared_numeral.cache_info().hits + _shared_numeral.cache_info().misses > (
        after.hits + after.misses)  # a short numeral does go through the cache


def test_shared_values_keep_their_written_digits() -> None:
    # 5.0 == 5 as Decimals: a cache keyed by value would hand "−5.0" the "−5"
    # of an earlier call (the Dask test caught it: "-5" in one process, "-5.0" in another)
    assert str(tokenize("TSB −5")[0].value) == "-5"
    assert str(tokenize("TSB −5.0")[0].value) == "-5.0"
    assert str(tokenize("TSB −5.00")[0].value) == "-5.00"
    assert str(tokenize("Down −$1.2M")[0].value) == "-1.2E+6"
    assert str(tokenize("Down −$1.20M")[0].value) == "-1.20E+6"


def test_a_long_signed_numeral_keeps_every_digit() -> None:
    digits = "1234567890" * 5
    (token,) = tokenize(f"TSB −{digits}")
    assert token.value == Decimal("-" + digits)  # exact: no context rounding

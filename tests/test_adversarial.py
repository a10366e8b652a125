"""Adversarial inputs finish, and finish right (SPEC §6, issue #5).

CI-sized (40 KB): each must complete without an exception and give the
tokens it should. Time is not asserted here (these machines are noisy): the
1 MB / 10 MB linearity and memory measurements live in ``bench/linearity.py``,
as ratios to a baseline measured in the same run; a quadratic blow-up at
40 KB would still show as a suite that takes minutes.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from numground import Kind, Pool, check, tokenize

N = 40_000


def _timed(text: str):
    """``tokenize``, named for what these tests are about: finishing."""
    return tokenize(text)


def _exact(text: str, tokens) -> None:
    last = 0
    for t in tokens:
        assert t.start >= last and text[t.start : t.end] == t.text
        last = t.end


def test_dash_chain() -> None:
    # "1-1-1-…": a chain of ranges; every number is a claim, none signed
    text = "1-" * (N // 2) + "1"
    tokens = _timed(text)
    assert len(tokens) == N // 2 + 1
    assert {(t.kind, t.value, t.sign) for t in tokens} == {(Kind.CLAIM, Decimal(1), None)}
    _exact(text, tokens)


def test_minus_run_alone_and_before_a_number() -> None:
    assert _timed("\u2212" * N) == []
    tokens = _timed("\u2212" * N + "5")
    assert [t.text for t in tokens] == ["\u22125"]
    assert tokens[0].start == N - 1 and tokens[0].value == -5


def test_comma_chain() -> None:
    # "1,1,1,…": groups need exactly three digits, so every 1 stands alone
    text = "1," * (N // 2) + "1"
    tokens = _timed(text)
    assert len(tokens) == N // 2 + 1
    assert {(t.kind, t.value) for t in tokens} == {(Kind.CLAIM, Decimal(1))}


def test_thousands_chain_is_one_number() -> None:
    text = "1" + ",000" * (N // 4)
    (token,) = _timed(text)
    assert token.value == Decimal(10) ** (3 * (N // 4)) and token.text == text


def test_month_words_then_days() -> None:
    # "Aug Aug … 7 7 …": only the last Aug binds the first 7
    k = N // 8
    text = "Aug " * k + "7 " * k
    tokens = _timed(text)
    assert len(tokens) == k
    assert tokens[0].kind is Kind.DATE and tokens[0].text == "Aug 7"
    assert all(t.kind is Kind.CLAIM for t in tokens[1:])
    _exact(text, tokens)


def test_month_day_pairs_repeated() -> None:
    # "Aug Aug 7 7 Aug Aug 7 7 …": "Aug 7", then "7 Aug" (day-month), and so on
    k = N // 12
    text = "Aug Aug 7 7 " * k
    tokens = _timed(text)
    assert [t.text for t in tokens[:2]] == ["Aug 7", "7 Aug"]
    assert all(t.kind is Kind.DATE for t in tokens[:-1])
    assert tokens[-1].text == "7" and tokens[-1].kind is Kind.CLAIM
    assert len(tokens) == 2 * k  # each block's second Aug pairs with the next block's 7
    _exact(text, tokens)


def test_one_long_digit_run() -> None:
    (token,) = _timed("7" * N)
    assert token.kind is Kind.CLAIM and token.end == N
    assert token.value == Decimal("7" * N)


@pytest.mark.parametrize(("opening", "closing"), [("[", "]"), ("(", ")")])
def test_nested_brackets(opening: str, closing: str) -> None:
    depth = N // 2
    text = opening * depth + "1" + closing * depth
    tokens = _timed(text)
    if opening == "[":  # "[1]" is a citation (SPEC §2: reference)
        assert [(t.text, t.start, t.kind) for t in tokens] == [("[1]", depth - 1, Kind.REFERENCE)]
    else:
        assert [(t.text, t.start, t.kind) for t in tokens] == [("1", depth, Kind.CLAIM)]


def test_many_lines_each_with_a_number() -> None:
    text = "HR 52 bpm\n" * (N // 10)
    tokens = _timed(text)
    assert len(tokens) == N // 10 and {t.unit for t in tokens} == {"bpm"}


def test_lone_surrogates_and_controls() -> None:
    text = ("\ud800 7 \udfff \x00 \u202e 8 " * (N // 16))[:N]
    tokens = _timed(text)
    assert tokens and all(t.text in ("7", "8") for t in tokens)


def test_check_on_a_long_chain_with_a_pool() -> None:
    text = "1-" * 10_000 + "1"
    report = check(text, Pool.from_data({"x": 1}))
    assert report.claims == 10_001 and report.invention_rate == 0.0


def test_pool_nested_ten_thousand_deep() -> None:
    data: object = 7
    for _ in range(10_000):
        data = [data]
    pool = Pool.from_data(data)
    assert Decimal(7) in {e.value for e in pool.entries}
    assert len(pool.entries) == 10_001  # the 7 and every list's length (1)


def test_pool_with_hostile_leaves() -> None:
    pool = Pool.from_data(
        {"nan": float("nan"), "inf": float("inf"), "big": 10**400, "flag": True, "n": None,
         "huge": Decimal("1e5000"), "ok": 1.5, "s": "52 bpm, Aug 7"}
    )  # fmt: skip
    assert {p for p, _ in pool.skipped} == {"nan", "inf", "flag", "n", "huge"}
    assert {(e.path, e.value) for e in pool.entries} == {
        ("big", Decimal(10**400)), ("ok", Decimal("1.5")), ("s", Decimal(52))}  # fmt: skip

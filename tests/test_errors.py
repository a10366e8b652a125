"""The one error base class and the input limit's arithmetic (``numground.errors``)."""

from __future__ import annotations

import pytest

import numground
from numground.errors import (
    DEFAULT_MAX_BYTES,
    InputTooLarge,
    NumgroundError,
    exceeds,
    json_type,
    too_large,
)


def test_every_bad_input_error_is_a_numground_error() -> None:
    assert issubclass(InputTooLarge, NumgroundError) and issubclass(InputTooLarge, ValueError)
    assert issubclass(numground.PoolError, NumgroundError)
    assert numground.NumgroundError is NumgroundError and numground.InputTooLarge is InputTooLarge
    assert not issubclass(NumgroundError, ValueError)  # only the limit is a ValueError too


def test_the_default_limit_is_ten_megabytes() -> None:
    assert DEFAULT_MAX_BYTES == 10_000_000
    assert too_large("record", DEFAULT_MAX_BYTES) == (
        "record larger than the limit of 10,000,000 bytes (--max-bytes)")
    assert "\n" not in too_large("brief", 40)


@pytest.mark.parametrize(("text", "limit", "over"), [
    ("a" * 40, 40, False),  # exactly the limit
    ("a" * 41, 40, True),
    ("é" * 20, 40, False),  # 40 bytes in 20 code points
    ("é" * 21, 40, True),  # 42 bytes: only the encoding tells
    ("😀" * 10, 40, False),  # four bytes each
    ("😀" * 10 + "a", 40, True),
    ("a" * 10, 40, False),  # a quarter of the limit: no encoding needed
    ("", 0, False),
    ("a", 0, True),
    ("\ud800" * 20, 40, True),  # a lone surrogate: 3 bytes, counted, never raising
])
def test_exceeds_counts_utf8_bytes(text: str, limit: int, over: bool) -> None:
    assert exceeds(text, limit) is over


@pytest.mark.parametrize(("value", "name"), [
    (None, "null"), (True, "boolean"), (False, "boolean"), (0, "number"), (1.5, "number"),
    ("", "string"), ([], "array"), ((1,), "array"), ({}, "object"),
])
def test_json_type_in_json_words(value: object, name: str) -> None:
    assert json_type(value) == name

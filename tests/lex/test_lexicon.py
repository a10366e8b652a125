"""The grammar's word lists for text the parser never sees (``lex.lexicon``):
a key's or a header's word is read with the grammar's own terminals."""

from __future__ import annotations

import pytest

from numground.lex.lexicon import CUES, cue_of, unit_of
from numground.lex.parser import get_parser


@pytest.mark.parametrize(("word", "kind"), [
    ("fell", "down"), ("Fell", "down"), ("DROPPED", "down"), ("declining", "down"),
    ("rose", "up"), ("increased", "up"),
    ("spend", "outflow"), ("spent", "outflow"), ("fees", "outflow"), ("withdrawals", "outflow"),
    ("received", "inflow"), ("income", "inflow"),
    ("more", "more"), ("extra", "more"), ("over", "more"),
    ("fewer", "fewer"), ("less", "fewer"), ("short", "fewer"),
    ("than", "compare"), ("vs", "compare"), ("vs.", "compare"), ("delta", "compare"),
    ("YoY", "compare"), ("MoM", "compare"), ("month-over-month", "compare"),
    # no cue: other words, a cue inside a longer word, an empty word
    ("spending_usd", None), ("fellow", None), ("uptime", None), ("", None), ("km", None),
])
def test_cue_of(word: str, kind: str | None) -> None:
    assert cue_of(word) == kind


@pytest.mark.parametrize(("word", "unit"), [
    ("km", "km"), ("KM", "km"), ("kilometres", "km"), ("bpm", "bpm"), ("BPM", "bpm"),
    ("kcal", "kcal"), ("calories", "kcal"), ("hours", "h"), ("h", "h"), ("days", "d"),
    ("nights", "d"), ("weeks", "wk"), ("percent", "%"), ("%", "%"), ("dollars", "USD"),
    ("mg/dL", "mg/dL"), ("°C", "°C"),
    # no unit: a currency sign is a prefix, not a unit word; other words
    ("£", None), ("fell", None), ("kmh_avg", None), ("", None), ("zone", None),
])
def test_unit_of(word: str, unit: str | None) -> None:
    assert unit_of(word) == unit


def test_every_cue_terminal_is_the_grammars() -> None:
    names = {t.name for t in get_parser().terminals}
    assert set(CUES) <= names
    assert {n for n in names if n.startswith("CUE_")} == set(CUES)  # and none is left out
    assert set(CUES.values()) == {"down", "up", "outflow", "inflow", "more", "fewer", "compare"}

"""The grammar's word lists, for text the parser never sees.

Data keys (``card_spend``), table headers (``| Change |``) and headings hold
words, not numbers, so they never reach the parser; they are read with the
grammar's own terminals instead, so the lexicon stays in one place: the
``.lark`` file. Each pattern is compiled once per process.
"""

from __future__ import annotations

import re
from functools import cache

from numground.tables.units import symbol_of_alias

__all__ = ["CUES", "cue_of", "unit_of"]

CUES = {"CUE_DOWN": "down", "CUE_UP": "up", "CUE_OUTFLOW": "outflow", "CUE_INFLOW": "inflow",
        "CUE_MORE": "more", "CUE_FEWER": "fewer", "CUE_COMPARE": "compare"}  # fmt: skip
"""The grammar's cue terminals, and the kind of word each is."""


def cue_of(word: str) -> str | None:
    """What kind of cue word ``word`` is (``down``, ``up``, ``outflow``,
    ``inflow``, ``more``, ``fewer``, ``compare``), read with the grammar's
    terminals; None for none."""
    for pattern, kind in _cues():
        if pattern.fullmatch(word):
            return kind
    return None


def unit_of(word: str) -> str | None:
    """The unit the grammar reads ``word`` as after a number, in any case."""
    for pattern, symbol in _units():
        if pattern.fullmatch(word):
            return symbol
    return None


@cache
def _terminals() -> dict[str, str]:
    from numground.lex.parser import get_parser

    return {t.name: t.pattern.to_regexp() for t in get_parser().terminals}


@cache
def _cues() -> tuple[tuple[re.Pattern[str], str], ...]:
    found = _terminals()
    return tuple((re.compile(found[name], re.IGNORECASE), kind) for name, kind in CUES.items())


@cache
def _units() -> tuple[tuple[re.Pattern[str], str], ...]:
    """The grammar's unit terminals, each with the symbol its alias names."""
    from numground.lex.parser import get_parser

    by_name = _terminals()
    found = []
    for rule in get_parser().rules:
        if rule.origin.name != "unit" or not rule.alias or len(rule.expansion) != 1:
            continue
        regex = by_name.get(rule.expansion[0].name)
        if regex is not None:
            found.append((re.compile(regex, re.IGNORECASE), symbol_of_alias(rule.alias)))
    return tuple(found)

"""The grammar's word lists, for text the parser never sees.

Data keys (``card_spend``), table headers (``| Change |``) and headings hold
words, not numbers, so they never reach the parser; they are read with the
grammar's own terminals instead, so the lexicon stays in one place: the
``.lark`` files. The terminals are read from the grammar's definitions
(``numground.lex.grammar``), not from a built parser: reading a key builds
no LALR table. Each pattern is compiled once per process.
"""

from __future__ import annotations

import re
from functools import cache

from numground.lex.grammar import definitions
from numground.tables.units import named

__all__ = ["CUES", "UNIT_RULES", "cue_of", "unit_of"]

CUES = {"CUE_DOWN": "down", "CUE_UP": "up", "CUE_OUTFLOW": "outflow", "CUE_INFLOW": "inflow",
        "CUE_MORE": "more", "CUE_FEWER": "fewer", "CUE_COMPARE": "compare",
        "CUE_PERIOD_OVER": "compare"}  # fmt: skip
"""The grammar's cue terminals (``grammar/cues.lark``), and the kind of word each is."""

UNIT_RULES = (("units", "unit"), ("windows", "period"))
"""The rules whose alternatives spell a unit after a number, by file, in the
order a word is tried (``m`` is metres before it is anything else)."""


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
def _cues() -> tuple[tuple[re.Pattern[str], str], ...]:
    found = definitions("cues").terminals
    return tuple((re.compile(found[name], re.IGNORECASE), kind) for name, kind in CUES.items())


@cache
def _units() -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each alternative of the unit rules, with the symbol its alias names."""
    found = []
    for file, rule in UNIT_RULES:
        grammar = definitions(file)
        for alt in grammar.alternatives(rule):
            (terminal,) = alt.expansion
            assert alt.alias is not None, (file, rule, terminal)
            regex = grammar.terminals[terminal]
            found.append((re.compile(regex, re.IGNORECASE), named(alt.alias[2:])))
    return tuple(found)

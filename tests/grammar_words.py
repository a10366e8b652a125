"""The grammar's word lists, read from its terminals: every spelling each matches.

For the tests that hold Python to the grammar (``tests/lex/test_grammar.py``:
no module spells them again). The terminals come from the grammar's
definitions (``numground.lex.grammar``), so the lists are the grammar files'
whatever their layout.
"""

from __future__ import annotations

from functools import cache

from regexes import language

from numground.lex import grammar

WORD_LISTS = {
    "month names": ("MONTH",),
    "window words": ("WINDOW_", "COUNT_", "SPAN_", "CELL_"),
    "cue words": ("CUE_",),
    "unit spellings": ("U_", "PER_", "PACE_"),
    "hedges": ("HEDGE",),
}
"""Each list, by the names of the terminals that hold it."""


@cache
def grammar_words() -> dict[str, dict[str, str]]:
    """Each word list: every spelling of two characters or more its terminals
    match (lower case where they ignore case) -> the terminal."""
    lists: dict[str, dict[str, str]] = {name: {} for name in WORD_LISTS}
    for imported, pattern in grammar.definitions().terminals.items():
        terminal = imported.rpartition("__")[2]  # units__U_KM: U_KM of units.lark
        for name, prefixes in WORD_LISTS.items():
            if not terminal.startswith(prefixes):
                continue
            found = language(pattern)
            assert found is not None, f"{terminal}: too many spellings to list"
            for spelling in found:
                spelling = spelling.strip("-/ ,.")
                if len(spelling) > 1:
                    lists[name][spelling] = terminal
    return lists

"""The grammar's word lists, read from its terminals: every spelling each matches.

For tests that hold Python to the grammar (``tests/lex/test_grammar.py``: no
module spells them again; ``tests/lex/test_dates.py``: every month the grammar
spells is read). The terminals come from the built parser, so the lists are
the grammar files' whatever their layout.
"""

from __future__ import annotations

from functools import cache

from numground.lex import parser as parser_module

try:  # the regex parser, to list what a terminal matches
    from re import _constants as sre_constants
    from re import _parser as sre_parse
except ImportError:  # Python 3.10
    import sre_constants  # type: ignore[no-redef]
    import sre_parse  # type: ignore[no-redef]

WORD_LISTS = {
    "month names": ("MONTH",),
    "window words": ("WINDOW_", "COUNT_", "SPAN_", "CELL_"),
    "cue words": ("CUE_",),
    "unit spellings": ("U_", "PER_", "PACE_"),
    "hedges": ("HEDGE",),
}

_FLAGS = sre_constants.SRE_FLAG_IGNORECASE
_LIMIT = 5000


def _language(items: list, fold: bool) -> set[str] | None:
    """Every string a parsed regex matches (lower case where it ignores case),
    or None when there are too many (an unbounded repetition, a wide class)."""
    out = {""}
    for op, arg in items:
        part = _node(op, arg, fold)
        if part is None or len(out) * len(part) > _LIMIT:
            return None
        out = {a + b for a in out for b in part}
    return out


def _node(op, arg, fold: bool) -> set[str] | None:  # noqa: C901 - one case per node
    c = sre_constants
    if op is c.LITERAL:
        return {chr(arg).lower() if fold else chr(arg)}
    if op is c.IN:
        chars: set[str] = set()
        for o, a in arg:
            if o is c.LITERAL:
                chars.add(chr(a))
            elif o is c.RANGE and a[1] - a[0] <= 30:
                chars.update(map(chr, range(a[0], a[1] + 1)))
            else:
                return None
        return {ch.lower() for ch in chars} if fold else chars
    if op is c.BRANCH:
        out: set[str] = set()
        for alternative in arg[1]:
            found = _language(alternative, fold)
            if found is None:
                return None
            out |= found
        return out
    if op is c.SUBPATTERN:
        _, add, remove, pattern = arg
        return _language(pattern, (fold or bool(add & _FLAGS)) and not remove & _FLAGS)
    if op in (c.MAX_REPEAT, c.MIN_REPEAT):
        low, high, pattern = arg
        base = _language(pattern, fold)
        if base is None or high > 3:
            return None
        out, run = set(), {""}
        for n in range(high + 1):
            if n >= low:
                out |= run
            run = {a + b for a in run for b in base}
        return out
    if op in (c.AT, c.ASSERT, c.ASSERT_NOT):  # look-arounds match no text
        return {""}
    return None


@cache
def grammar_words() -> dict[str, dict[str, str]]:
    """Each word list: every spelling of two characters or more its terminals
    match (lower case where they ignore case) -> the terminal."""
    lists: dict[str, dict[str, str]] = {name: {} for name in WORD_LISTS}
    for terminal in parser_module.get_parser().terminals:
        for name, prefixes in WORD_LISTS.items():
            if not terminal.name.startswith(prefixes):
                continue
            parsed = sre_parse.parse(terminal.pattern.to_regexp())
            flags = getattr(parsed, "state", None) or parsed.pattern  # 3.11, 3.10
            found = _language(list(parsed), bool(flags.flags & _FLAGS))
            assert found is not None, f"{terminal.name}: too many spellings to list"
            for spelling in found:
                spelling = spelling.strip("-/ ,.")
                if len(spelling) > 1:
                    lists[name][spelling] = terminal.name
    return lists



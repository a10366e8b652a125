"""Clauses: the stretch of prose a number is said in.

A clause ends at ``; ! ?``, a line break, a bracket, a ``.``, ``,`` or ``:``
that no digit follows (so ``2,485.00`` and ``10:42`` stay whole), and a dash
set off by spaces (``" – "``): the breaks ``judge.bind`` reads a claim's
words within. Kept here, apart from any judging, so that whatever else names
a clause (a baseline's fingerprint of a finding) names the same one.
"""

from __future__ import annotations

import re

__all__ = ["clause_span"]

_BREAK = re.compile(r"[;!?\n(){}]|[.,:](?![0-9])|\s[-–—]\s")


def clause_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The ``[lo, hi)`` span of the clause of ``text`` holding ``text[start:end]``:
    from the last break before ``start`` to the first break at or after ``end``
    (the breaks themselves left out)."""
    lo = 0
    line = text.rfind("\n", 0, start) + 1  # a clause never crosses a line
    for m in _BREAK.finditer(text, line, start):
        if m.end() <= start:
            lo = m.end()
    lo = max(lo, line)
    cut = _BREAK.search(text, end)
    hi = cut.start() if cut is not None else len(text)
    return lo, hi

"""Prose: the one splitter of a brief into sentences, clauses and words.

A number is said in a clause, of a sentence; its words are runs of letters.
Binding reads a claim's words within its clause, derivations from the prose
reach across its sentence, and a baseline names a finding by its clause:
all of them split here, so each names the same stretch.

- A sentence ends at ``. ! ?`` before a space, or at a line break.
- A clause ends at ``; ! ?``, a line break, a bracket, a ``.``, ``,`` or
  ``:`` that no digit follows (so ``2,485.00`` and ``10:42`` stay whole),
  and a dash set off by spaces (``" – "``).
- A word is a run of letters (no digits, no underscores).
- A number followed by an arrow (``$711.64 → $713.34``, ``->``) is where a
  change starts: the point of comparison, as after "from".
- The words just before a number reach back to a ``. ; ! ? ,`` that ends a
  phrase (before a space) or a line break, across brackets, colons and
  dashes: "the week before (£198.76)", "vs Monday (2.74%)" name what the
  number is compared with.
"""

from __future__ import annotations

import re

__all__ = ["arrow_after", "clause_end", "clause_span", "clause_start", "sentences", "words",
           "words_before"]

_BREAK = re.compile(r"[;!?\n(){}]|[.,:](?![0-9])|\s[-–—]\s")
_SENTENCE_END = re.compile(r"(?:[.!?](?=\s)|\n)\s*")
_WORD = re.compile(r"[^\W\d_]+")
_DIGIT = re.compile(r"\d")
_PHRASE_BREAK = re.compile(r"[.;!?,](?:\s|$)|\n")


def sentences(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each sentence, in order; the last runs to the end."""
    spans, start = [], 0
    for m in _SENTENCE_END.finditer(text):
        spans.append((start, m.end()))
        start = m.end()
    spans.append((start, len(text)))
    return spans


def clause_start(stretch: str) -> int:
    """Where the last clause of ``stretch`` begins (after its last break; 0 if none)."""
    last = 0
    for m in _BREAK.finditer(stretch):
        last = m.end()
    return last


def clause_end(stretch: str) -> int:
    """Where the first clause of ``stretch`` ends (its first break; its length if none)."""
    cut = _BREAK.search(stretch)
    return cut.start() if cut is not None else len(stretch)


def clause_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The ``[lo, hi)`` span of the clause of ``text`` holding ``text[start:end]``:
    from the last break before ``start`` to the first break at or after ``end``
    (the breaks themselves left out); a clause never crosses a line."""
    line = text.rfind("\n", 0, start) + 1
    lo = line + clause_start(text[line:start])
    return lo, end + clause_end(text[end:])


def words(text: str) -> list[str]:
    """The words of ``text``, as written."""
    return _WORD.findall(text)


def words_before(text: str, start: int, n: int = 3) -> list[str]:
    """The ``n`` words before ``start`` in its phrase, since the last number,
    lower case ("from €3,268.22 to €2,843.17": only "to" is before the second)."""
    window = _PHRASE_BREAK.split(text[max(0, start - 80) : start])[-1]
    window = _DIGIT.split(window)[-1]
    return [w.lower() for w in _WORD.findall(window)[-n:]]


_ARROW = re.compile(r"[ \t\u00a0*_]*(?:→|->|⟶)")


def arrow_after(text: str, end: int) -> bool:
    """Whether an arrow follows the number ending at ``end`` (``A → B``: ``A``
    is the point of comparison)."""
    return _ARROW.match(text, end) is not None

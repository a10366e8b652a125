"""The record a claim's place names: a neighbour's value there is a slip.

In "| AAPL | $18,146.65 | +2.6% |" the row is AAPL's, whatever binding's
scores say: the label is the record's own label string (``"symbol":
"AAPL"``). So a claim in a table cell whose row label names exactly one
element of a list is held to that element: grounded only by the same field
of *other* elements of its list, while its own element's field differs, it
is ``misattributed`` (a neighbour's value copied into the row).

Decided on the dev split of the natural briefs (bench/natural.py): signed
numbers, changes and whole numbers under 100 are left alone, as for stale
values (``stale.worth_checking``): a change column's numbers are computed,
and small numbers coincide with a neighbour's field too often.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from numground.data.paths import innermost_element
from numground.data.pool import Pool, PoolEntry
from numground.judge.bind import AFTER, label_words, text_words
from numground.judge.lookup import named
from numground.judge.stale import held_claims
from numground.tables.verdicts import Verdict

if TYPE_CHECKING:
    from numground.judge.state import CheckState

__all__ = ["neighbour_rows", "own_fields", "record_named"]

def neighbour_rows(state: CheckState) -> None:
    """A grounded claim binding named no field for, in a table row whose
    label names one record (or, in prose, whose own stretch of its clause
    names one: "Apple closed at $412.60"), grounded only by that record's
    neighbours: misattributed, held to the record's own field. The prose
    reading was measured on the dev split: swaps caught 74 -> 84 of 610, no
    flag (test 92 -> 96 of 586 for one flag; test3 99 -> 104, a slip more)."""
    for i, f, _before, _after in held_claims(state):
        place = state.layout.place(f.token.start)
        if place.cell is not None:
            record = record_named(state.pool, place.row)
        else:  # in prose, the record its own stretch of its clause names
            near = [w for w, x in state.contexts.get(i, {}).items() if x >= AFTER]
            record = record_named(state.pool, " ".join(near)) if near else None
        own = (own_fields(state.pool, record, f.sources) or []) if record is not None else []
        if own:
            bound = own[0].path
            state.decide(i, Verdict.MISATTRIBUTED, f.sources,
                         named(state.pool, f.token, bound), None, bound)


def _records(pool: Pool) -> dict[str, list[frozenset[str]]]:
    """Each list element's own label strings, as word sets; built once per pool."""
    return pool.index(_labels_by_record)


def _labels_by_record(pool: Pool) -> dict[str, list[frozenset[str]]]:
    found: dict[str, list[frozenset[str]]] = {}
    for path, value in pool.labels:
        element = innermost_element(path)
        if element is not None and "[" not in path[len(element):]:
            words = frozenset(label_words(value))
            if words:
                found.setdefault(element, []).append(words)
    return found


def record_named(pool: Pool, row_label: str) -> str | None:
    """The one list element whose label the row label holds whole, or None."""
    words = set(text_words(row_label))
    if not words:
        return None
    named = [element for element, labels in _records(pool).items()
             if any(label <= words for label in labels)]
    return named[0] if len(named) == 1 else None


def own_fields(pool: Pool, record: str, sources: Iterable[str]) -> list[PoolEntry] | None:
    """When every source is a field of another element of ``record``'s list
    (at any depth: ``results[0].sensors[0].avg24h`` for ``results[1]``),
    the entries of those fields in ``record`` itself; else None."""
    cut = record.rfind("[")
    lst, own = record[:cut], record[cut:]
    fields = set()
    for path in sources:
        found = re.match(re.escape(lst) + r"(\[[0-9]+\])(.*)$", path)
        if found is None or found.group(1) == own:
            return None
        fields.add(found.group(2))
    return [e for field in fields for e in pool.at(record + field)] or None

"""The judge's passes: a named, ordered, switchable table over one state.

In the manner of markdown-it-py's ``Ruler``: ``check`` builds a
``CheckState`` and runs each row of ``PASSES`` over it, in order. A pass
reads the state and rewrites findings through ``CheckState.decide``, which
records its name on each finding it decides (``Finding.decided_by``).
Nothing decides a verdict outside this table; a pass is switched off by
name (``check(..., skip={"stale"})``).

The order is the verdict order of SPEC §4: direct look-up first (an entry,
or an entry with the other sign, beats any computed coincidence), then the
explanations of computed numbers, then the checks that hold a grounded
claim to the field its place names.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from numground.judge.bind import bind_claims
from numground.judge.derive import against_the_data, explain_from_pool
from numground.judge.forms import LISTED_COUNT, SUM
from numground.judge.lookup import look_up
from numground.judge.prose import (
    after_a_flag,
    column_totals,
    explain_from_prose,
    listed_counts,
    stated_changes,
)
from numground.judge.rows import neighbour_rows
from numground.judge.scales import one_scale_per_field
from numground.judge.stale import stale_values
from numground.judge.state import CheckState, Options
from numground.judge.weekdays import weekday_dates

__all__ = ["PASSES", "Pass", "pass_names", "run"]


@dataclass(frozen=True, slots=True)
class Pass:
    """One row of the table."""

    name: str
    """How findings (``decided_by``) and options name it."""
    run: Callable[[CheckState], None]
    """What it does to the state."""
    what: str
    """What it decides, for a reader."""
    when: Callable[[Options], bool] = lambda _options: True
    """Whether the options call for it at all (binding off skips binding's passes)."""
    required: bool = False
    """It cannot be switched off (the look-up gives every token its first finding)."""


def _binding(o: Options) -> bool:
    return o.bind


def _deriving(o: Options) -> bool:
    return bool(o.rules)


def _summing(o: Options) -> bool:
    return SUM.name in o.rules


def _listing(o: Options) -> bool:
    return LISTED_COUNT.name in o.rules


PASSES: tuple[Pass, ...] = (
    Pass("bind", bind_claims, "the entry each claim's words name (no verdict)", _binding),
    Pass("look_up", look_up, "grounded, sign inversion, unit mismatch, misattributed, "
         "invented or vetoed, by direct look-up", required=True),
    Pass("weekdays", weekday_dates, "invented: a date written with a weekday that is "
         "not its own"),
    Pass("explain_pool", explain_from_pool, "derived from related pool entries, or "
         "unverified when values near it are reached as easily", _deriving),
    Pass("explain_prose", explain_from_prose, "derived from backed claims of the sentence",
         _deriving),
    Pass("listed_counts", listed_counts, "a count of the items its sentence lists", _listing),
    Pass("column_totals", column_totals, "a total row's claim, the sum of its column",
         _summing),
    Pass("after_a_flag", after_a_flag, "derived from a flagged claim written before it",
         _deriving),
    Pass("against_the_data", against_the_data, "a sign inversion a computation of the pool "
         "shows", _deriving),
    Pass("stated_changes", stated_changes, "invented, saying the change the prose's own "
         "numbers give", _deriving),
    Pass("stale", stale_values, "misattributed: an earlier period's value given as current",
         _binding),
    Pass("neighbour_rows", neighbour_rows, "misattributed: a neighbour record's value in a "
         "labelled table row", _binding),
    Pass("one_scale", one_scale_per_field, "unit mismatch: a field read in the brief's "
         "minority scale"),
)
"""Every pass, in the order they run."""

PASS: dict[str, Pass] = {p.name: p for p in PASSES}


def pass_names(skip: Collection[str]) -> frozenset[str]:
    """The passes ``skip`` switches off; an unknown name raises ``ValueError``
    naming the known ones."""
    names = frozenset([skip] if isinstance(skip, str) else skip)
    unknown = sorted(names - PASS.keys())
    if unknown:
        raise ValueError(f"unknown pass {unknown[0]!r}; passes: {', '.join(PASS)}")
    for name in sorted(names):
        if PASS[name].required:
            raise ValueError(f"the {name} pass cannot be skipped: {PASS[name].what}")
    return names


def run(state: CheckState, skip: Collection[str] = frozenset()) -> None:
    """Run every pass the options call for and ``skip`` does not name, in order."""
    for row in PASSES:
        if row.name in skip or not row.when(state.options):
            continue
        state.deciding = row.name
        row.run(state)
    state.deciding = ""

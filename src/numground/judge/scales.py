"""One field, one scale: a list field read in minor units by most of a brief
and as whole units once is a unit confusion.

An integer beside a currency may be in minor units or not (Stripe and Monzo
export pence, most reports pounds), so the pool keeps both readings and
either grounds a claim. But one field of a list is in one of them: when a
brief reads some of ``transactions[*].amount`` as pence ("£3.45" from 345)
and fewer as pounds ("£6,418" from 6418), those few are a unit mismatch.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from numground.data.paths import field_of
from numground.data.pool import Pool
from numground.report import Finding
from numground.tables.units import CURRENCIES
from numground.tables.verdicts import Verdict

if TYPE_CHECKING:
    from numground.judge.state import CheckState

__all__ = ["one_scale_per_field"]


def one_scale_per_field(state: CheckState) -> None:
    """The money claims grounded by a field in the brief's minority scale,
    where one scale is clearly the brief's convention for that field, are
    unit mismatches, saying how the rest read it."""
    scales: dict[str, dict[int, list[int]]] = {}  # field -> scale -> findings
    for i, f in enumerate(state.findings):
        if f.verdict is not Verdict.GROUNDED or f.token.unit not in CURRENCIES:
            continue
        read = _scales_read(f, state.pool)
        if len(read) == 1:
            field, scale = next(iter(read))
            scales.setdefault(field, {}).setdefault(scale, []).append(i)
    for field, by_scale in scales.items():
        if set(by_scale) != {0, -2}:
            continue
        minority = min(by_scale, key=lambda k: len(by_scale[k]))
        if len(by_scale[minority]) * 2 >= sum(len(v) for v in by_scale.values()):
            continue  # no clear convention
        others = len(by_scale[-2 - minority])
        way = ("in minor units (cents, pence)", "as whole units")
        how = (f"{field} read {way[1] if minority == 0 else way[0]}; the brief reads "
               f"{others} others {way[0] if minority == 0 else way[1]}")
        for i in by_scale[minority]:
            f = state.findings[i]
            state.decide(i, Verdict.UNIT_MISMATCH, f.sources, f.nearest, how, f.binding)


def _scales_read(f: Finding, pool: Pool) -> set[tuple[str, int]]:
    """The (field, scale) readings that ground a money claim, for sources
    read both in minor units and as written: the two are a hundredfold
    apart, so the one that grounds it is the one nearer its value."""
    found = set()
    value = abs(f.token.value or Decimal(0))
    for path in f.sources:
        entries = [e for e in pool.at(path) if e.unit == f.token.unit]
        if {e.scaled for e in entries} != {0, -2}:
            return set()
        nearest = min(entries, key=lambda e: abs(abs(e.value) - value))
        found.add((field_of(path), nearest.scaled))
    return found

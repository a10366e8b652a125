"""Derived numbers: what a model may compute from related entries of the pool.

Each derivation is a small named function over *related* entries only, so the
search cannot ground arbitrary numbers:

- ``difference`` and ``percent_change`` of two entries of one dimension that
  are siblings (one object) or cousins (the same key in sibling objects, such
  as ``this_week.km`` and ``last_week.km``, or two elements of one list); they
  ground only a claim the prose marks as a change or a comparison
  (``Token.compared``: up, down, than, vs, gap, change...);
- ``share``: one entry as a percent of a larger related entry of its unit, or
  of the sum of its siblings;
- ``sum`` and ``mean`` of one field over a list, and the sum of the numeric
  siblings of one unit in an object.

Conversions and reformatted durations need no derivation: the units layer
already grounds them. The pool's derivations are computed once per pool and
kept sorted, so a look-up bisects like the pool's own.
"""

from __future__ import annotations

import weakref
from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal, localcontext

from numground.pool import Pool, PoolEntry
from numground.units import compatible, convert, dimension

__all__ = ["Derivation", "DerivedIndex", "derivations"]

_GROUP_LIMIT = 40
"""Pairs are formed only within groups this small: a wide object is a table,
not a set of related numbers, and pairing it would ground almost anything."""


@dataclass(frozen=True, slots=True)
class Derivation:
    """A number computed from pool entries, and how."""

    value: Decimal
    """The computed value, in ``unit``."""
    unit: str | None
    """Its unit: the operands' for sums, means and differences; ``%`` for changes and shares."""
    how: str
    """difference, percent_change, share, sum or mean."""
    formula: str
    """Human-readable: ``resting_hr_bpm (51) − resting_hr_baseline_bpm (47)``."""
    sources: tuple[str, ...]
    """The pool paths it is computed from."""
    needs_comparison: bool
    """Grounds only a claim the prose marks as a change or comparison."""


class DerivedIndex:
    """Derivations of one pool, grouped by unit and sorted by value."""

    __slots__ = ("_groups", "__weakref__")

    def __init__(self, found: list[Derivation]) -> None:
        groups: dict[str | None, list[Derivation]] = defaultdict(list)
        for d in found:
            groups[d.unit].append(d)
        self._groups = {
            unit: ([d.value for d in ds], ds)
            for unit, ds in ((u, sorted(v, key=lambda d: d.value)) for u, v in groups.items())
        }

    def __len__(self) -> int:
        return sum(len(ds) for _, ds in self._groups.values())

    def near(self, unit: str | None, low: Decimal, high: Decimal) -> Iterator[Derivation]:
        """Derivations whose value, converted into ``unit``, lies in [low, high]."""
        for their_unit, (values, ds) in self._groups.items():
            if not compatible(unit, their_unit):
                continue
            lo, hi = low, high
            if unit is not None and their_unit is not None and unit != their_unit:
                try:
                    a, b = convert(low, unit, their_unit), convert(high, unit, their_unit)
                except (ValueError, KeyError, ArithmeticError):
                    continue
                lo, hi = min(a, b), max(a, b)
            yield from ds[bisect_left(values, lo) : bisect_right(values, hi)]


_cache: weakref.WeakKeyDictionary[Pool, DerivedIndex] = weakref.WeakKeyDictionary()


def derivations(pool: Pool) -> DerivedIndex:
    """The pool's derivations, computed on first use and kept with the pool."""
    found = _cache.get(pool)
    if found is not None:
        return found
    with localcontext() as ctx:
        ctx.prec = 40
        index = DerivedIndex(list(_derive(pool.entries)))
    _cache[pool] = index
    return index


# ------------------------------------------------------------------ relations
def _split(path: str) -> tuple[str, str]:
    """Parent path and last key (``workouts[2].km`` -> ``workouts[2]``, ``km``)."""
    cut = max(path.rfind("."), path.rfind("["))
    if cut < 0:
        return "", path
    return path[:cut], path[cut:].lstrip(".")


def _derive(entries: tuple[PoolEntry, ...]) -> Iterator[Derivation]:
    numbers = [e for e in entries if e.source != "length" and e.value.is_finite()]
    by_parent: dict[str, list[PoolEntry]] = defaultdict(list)
    by_key_in_family: dict[tuple[str, str], list[PoolEntry]] = defaultdict(list)
    for e in numbers:
        parent, key = _split(e.path)
        by_parent[parent].append(e)
        if key.startswith("["):  # an element of a list of numbers: the list is the family
            by_key_in_family[(parent, "[]")].append(e)
        else:  # cousins: the same key in sibling objects (or in the elements of a list)
            by_key_in_family[(_split(parent)[0], key)].append(e)

    pairs: set[tuple[str, str]] = set()
    for a, b in _related_pairs(by_parent, by_key_in_family):
        if (a.path, b.path) not in pairs:
            pairs.add((a.path, b.path))
            yield from _pair(a, b)

    for parent, group in by_parent.items():
        yield from _sibling_sums(parent, group)
    for (grand, key), group in by_key_in_family.items():
        yield from _list_aggregates(grand, key, group)


def _related_pairs(
    by_parent: dict[str, list[PoolEntry]], by_family: dict[tuple[str, str], list[PoolEntry]]
) -> Iterator[tuple[PoolEntry, PoolEntry]]:
    """Ordered pairs of related entries: siblings of one object, and cousins
    (the same field of sibling objects or of a list's elements, or the
    elements of one list of numbers). Groups wider than ``_GROUP_LIMIT`` are
    tables, not related numbers, and are not paired."""
    for group in list(by_parent.values()) + list(by_family.values()):
        if 2 <= len(group) <= _GROUP_LIMIT:
            for a in group:
                for b in group:
                    if a is not b:
                        yield a, b


def _pair(a: PoolEntry, b: PoolEntry) -> Iterator[Derivation]:
    if dimension(a.unit) != dimension(b.unit):
        return  # one dimension only: a unitless count is not combined with a distance
    try:
        bv = b.value if b.unit == a.unit else convert(b.value, b.unit, a.unit)
    except (ValueError, KeyError, ArithmeticError):
        return
    unit = a.unit
    sources = (a.path, b.path)
    yield Derivation(a.value - bv, unit, "difference",
                     f"{a.path} ({_fmt(a.value)}) − {b.path} ({_fmt(b.value)})", sources, True)
    if bv != 0:
        yield Derivation((a.value - bv) / abs(bv) * 100, "%", "percent_change",
                         f"({a.path} ({_fmt(a.value)}) − {b.path} ({_fmt(b.value)})) / "
                         f"{b.path} × 100", sources, True)
        if 0 <= a.value < bv and a.unit != "%":
            yield Derivation(a.value / bv * 100, "%", "share",
                             f"{a.path} ({_fmt(a.value)}) / {b.path} ({_fmt(b.value)}) × 100",
                             sources, False)


def _sibling_sums(parent: str, group: list[PoolEntry]) -> Iterator[Derivation]:
    by_unit: dict[str | None, list[PoolEntry]] = defaultdict(list)
    for e in group:
        by_unit[e.unit].append(e)
    for unit, same in by_unit.items():
        if not 2 <= len(same) <= _GROUP_LIMIT or unit == "%":
            continue
        total = sum((e.value for e in same), Decimal(0))
        names = " + ".join(_split(e.path)[1] for e in same)
        sources = tuple(e.path for e in same)
        yield Derivation(total, unit, "sum", f"{parent or 'top'}: {names} = {_fmt(total)}",
                         sources, False)
        if total > 0 and all(e.value >= 0 for e in same):
            for e in same:
                yield Derivation(e.value / total * 100, "%", "share",
                                 f"{e.path} ({_fmt(e.value)}) / ({names}) × 100", sources, False)


def _list_aggregates(grand: str, key: str, group: list[PoolEntry]) -> Iterator[Derivation]:
    """Sum and mean of one field over the elements of one list."""
    if len(group) < 2 or len({e.unit for e in group}) != 1:
        return
    if key != "[]" and len({_split(e.path)[0] for e in group}) != len(group):
        return  # not one value per element
    unit = group[0].unit
    total = sum((e.value for e in group), Decimal(0))
    where = f"{grand}[*].{key}" if key != "[]" else f"{grand}[*]"
    sources = tuple(e.path for e in group)
    yield Derivation(total, unit, "sum", f"sum of {where} ({len(group)} values) = {_fmt(total)}",
                     sources, False)
    mean = total / len(group)
    yield Derivation(mean, unit, "mean", f"mean of {where} ({len(group)} values) = {_fmt(mean)}",
                     sources, False)


def _fmt(value: Decimal) -> str:
    """A value for a formula: whole numbers as written, others to three decimals."""
    if value != value.to_integral():
        value = value.quantize(Decimal("0.001"))
    return format(value.normalize(), "f")

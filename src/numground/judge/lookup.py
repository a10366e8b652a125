"""The look-up pass: whether an entry of the pool backs each token, directly.

``judge`` gives one token its verdict by direct look-up, in the order SPEC
§4 gives: grounded > sign_inversion > unit_mismatch > invented;
non-claims are vetoed; a bound claim is held to its own entry first
(misattributed). An entry that matches with the other sign is a stronger
explanation than a computed coincidence, so the passes that explain
computed numbers (``judge.passes``) come after and only revisit claims
this pass flagged. When one value grounds one reading is
``judge.ground``'s rule.

Look-ups bisect the pool's per-unit sorted values over a window around each
reading (and around its negation, for decrease cues and sign inversions), so a
claim costs about (readings x units in the pool x log pool), never a scan.

Decided where SPEC §4 is silent:

- For a flagged claim, ``sources`` names the entries that explain the flag: those
  that ground the negated reading (sign_inversion) or that match in another
  dimension (unit_mismatch).
- ``miss`` in ``nearest`` is ``entry - reading`` in the claim's unit (raw when the
  units cannot convert), for the reading the entry comes closest to.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal, localcontext
from typing import TYPE_CHECKING

from numground.data.keys import names_a_record
from numground.data.paths import confusable
from numground.data.pool import LOOKUP_ONLY, Pool, PoolEntry
from numground.judge.bind import NAMED, Binding, named_entries
from numground.judge.ground import (
    DEFAULT_APPROX_TOLERANCE,
    Reading,
    context_for,
    flip,
    grounds,
    half_width,
    negated,
    readings,
)
from numground.lex.dates import clock_of, day_of
from numground.lex.tokens import Kind, Token
from numground.report import Nearest
from numground.tables.units import CURRENCIES, compatible, convert, shift
from numground.tables.verdicts import Verdict

if TYPE_CHECKING:
    from numground.judge.state import CheckState

__all__ = ["DEFAULT_APPROX_TOLERANCE", "Match", "Nearest", "judge", "look_up", "named",
           "nearest_of"]

NEAREST = 3
"""How many pool entries a flagged claim's ``nearest`` lists."""

MAX_SOURCES = 16
"""At most this many grounding paths are listed: in a pool of 20,000 entries a
common value can ground a claim hundreds of times over, and a look-up must
cost about log(pool), not the number of duplicates."""


@dataclass(frozen=True, slots=True)
class Match:
    """The matcher's answer for one token."""

    verdict: Verdict
    """Grounded, flagged (how), or vetoed."""
    sources: tuple[str, ...] = ()
    """Paths of the entries that ground it, or that explain its flag."""
    nearest: tuple[Nearest, ...] = ()
    """For a flagged claim, the closest entries and how much they miss."""
    binding: str | None = None
    """The path of the entry the claim's words name (``numground.judge.bind``), or None."""


def look_up(state: CheckState) -> None:
    """Every token's verdict by direct look-up: the first finding of each. A
    flagged claim lists the entries its words name first among its nearest;
    a money claim nothing backs that a field in minor units gives as whole
    units ("$31,240" from 31,240 cents) is said to be that scale slip."""
    pool = state.pool
    for i, token in enumerate(state.tokens):
        match = judge(token, pool, state.options.tolerance, state.bindings.get(i))
        how = None
        if match.verdict.is_invention and match.nearest and state.is_number(i):
            near = nearest_of(pool, token, match.binding, named_entries(state, i))
            match = Match(match.verdict, match.sources, near, match.binding)
        if match.verdict is Verdict.INVENTED and state.is_number(i):
            slip = scale_slip(pool, token)
            if slip is not None:
                entry, how = slip
                match = Match(Verdict.UNIT_MISMATCH, (entry.path,), match.nearest,
                              match.binding)
        state.decide(i, match.verdict, match.sources, match.nearest, how, match.binding)


def scale_slip(pool: Pool, token: Token) -> tuple[PoolEntry, str] | None:
    """A field in minor units (cents, pence: read at 10^-2) whose number as
    stored grounds a money claim written in whole units: the brief read the
    cents as dollars. The field, and how to say it."""
    if token.unit not in CURRENCIES or token.value is None:
        return None
    for reading in readings(token):
        if reading.unit != token.unit:
            continue
        half = half_width(reading, None)
        assert half is not None
        r = abs(reading.value) / 100
        for entry in pool.within(token.unit, r - half / 100, r + half / 100):
            if entry.scaled != -2 or not cites(entry, token):
                continue
            stored = shift(entry.value, 2)
            if grounds(stored, reading, token.sign, token.cue, None):
                how = (f"{entry.path} = {_grouped(stored)} in minor units = "
                       f"{_grouped(entry.value, 2)} {token.unit}; the brief wrote "
                       f"{token.text.strip()}: read as whole units?")
                return entry, how
    return None


def _grouped(value: Decimal, places: int | None = None) -> str:
    shown = value.quantize(Decimal(1).scaleb(-places)) if places is not None else value
    return f"{shown:,}"


def judge(
    token: Token,
    pool: Pool,
    tolerance: Decimal = DEFAULT_APPROX_TOLERANCE,
    binding: Binding | None = None,
) -> Match:
    """The verdict for one token by direct look-up, in the order SPEC §4 gives.

    A claim bound to an entry (``binding``, SPEC §8) is grounded only by it:
    grounded by others alone while its own entry's value differs, it is
    ``misattributed``."""
    if token.kind in (Kind.DATE, Kind.TIME):
        return _moment(token, pool, binding)
    if token.kind != Kind.CLAIM or token.value is None or not token.value.is_finite():
        return Match(Verdict.VETOED)
    tol = tolerance if token.approx else None
    with localcontext(context_for(token)):
        grounded: list[str] = []
        inverted: list[str] = []
        mismatched: list[str] = []
        for reading in readings(token):
            if len(grounded) >= MAX_SOURCES:
                break
            for entry, x, convertible in _candidates(pool, reading, tol):
                if not cites(entry, token):
                    continue
                # a hint may say a negative entry is an outflow: read as after a decrease cue
                cue = token.cue or ("down" if entry.outflow else None)
                if convertible:
                    if grounds(x, reading, token.sign, cue, tol):
                        grounded.append(entry.path)
                        if len(grounded) >= MAX_SOURCES:
                            break  # enough to ground it; a big pool may hold thousands
                    elif grounds(x, negated(reading), flip(token.sign), None, tol):
                        inverted.append(entry.path)
                elif grounds(x, reading, token.sign, cue, tol):
                    mismatched.append(entry.path)

        bound = binding.path if binding is not None else None
        if binding is not None and bound is not None:
            own = _own(token, pool, bound, tol)
            if own > 0:
                return Match(Verdict.GROUNDED, (bound,), binding=bound)
            if own < 0:  # the field its words name holds it with the other sign
                return Match(Verdict.SIGN_INVERSION, (bound,), _nearest(pool, token),
                             binding=bound)
            # a real number, from a field one could take for it, that the words
            # name clearly less than their own
            confused = [p for p in grounded if confusable(bound, p) and binding.prefers(p)]
            if confused and len(confused) == len(_unique(grounded)):
                return Match(Verdict.MISATTRIBUTED, _unique(confused),
                             named(pool, token, bound), binding=bound)
        if grounded:
            return Match(Verdict.GROUNDED, _unique(grounded), binding=bound)
        if inverted:  # an entry with the other sign beats a computed coincidence
            return Match(Verdict.SIGN_INVERSION, _unique(inverted), _nearest(pool, token),
                         binding=bound)
        near = nearest_of(pool, token, bound)
        if mismatched:
            return Match(Verdict.UNIT_MISMATCH, _unique(mismatched), near, binding=bound)
        return Match(Verdict.INVENTED, (), near, binding=bound)


def nearest_of(pool: Pool, token: Token, bound: str | None,
               scores: dict[str, float] | None = None) -> tuple[Nearest, ...]:
    """The entries a flagged claim's finding lists: the one its words name
    first, then those of the claim's dimension its words name, then the
    closest in value; never a code, an id or a description's number."""
    near = _nearest(pool, token, scores or {})
    if bound is not None:
        near = named(pool, token, bound) + tuple(n for n in near if n.path != bound)
    return near[:NEAREST]


def _moment(token: Token, pool: Pool, binding: Binding | None) -> Match:
    """A date or a clock time (SPEC §8): grounded when a pool date or time
    equals it; when its words name a pool date or time that differs, a slip
    (misattributed when another one the words name less equals it); any
    other stays vetoed, uncounted: briefs name days the data never held."""
    day = day_of(token.text) if token.kind is Kind.DATE else None
    clock = clock_of(token.text) if token.kind is Kind.TIME else None
    if day is None and clock is None:
        return Match(Verdict.VETOED)
    equal = _unique([path for path, d, c in pool.moments
                     if (day is not None and d is not None and _same_day(day, d))
                     or (clock is not None and c == clock)])
    if binding is None:
        return Match(Verdict.GROUNDED, equal) if equal else Match(Verdict.VETOED)
    bound = binding.path
    own = tuple(p for p in equal if binding.owns(p))
    if own:
        return Match(Verdict.GROUNDED, own, binding=bound)
    confused = [p for p in equal if binding.prefers(p)]
    if confused and len(confused) == len(equal):
        return Match(Verdict.MISATTRIBUTED, tuple(confused), binding=bound)
    if equal:
        return Match(Verdict.GROUNDED, equal, binding=bound)
    return Match(Verdict.INVENTED, binding=bound)


def _same_day(a: tuple[int, int, int | None], b: tuple[int, int, int | None]) -> bool:
    """One day: month and day equal, and the year where both write one."""
    return a[:2] == b[:2] and (a[2] is None or b[2] is None or a[2] == b[2])


def _own(token: Token, pool: Pool, binding: str, tol: Decimal | None) -> int:
    """1 when the bound entry grounds the claim, -1 when it would with the
    other sign, else 0."""
    inverted = False
    for entry in pool.at(binding):
        cue = token.cue or ("down" if entry.outflow else None)
        for reading in readings(token):
            if reading.bare and entry.unit is not None:
                continue
            if not compatible(entry.unit, reading.unit) or _as_percent(entry, reading):
                continue
            try:
                x = convert(entry.value, entry.unit, reading.unit)
            except (ValueError, KeyError, ArithmeticError):
                continue
            if grounds(x, reading, token.sign, cue, tol):
                return 1
            inverted = inverted or grounds(x, negated(reading), flip(token.sign), None, tol)
    return -1 if inverted else 0


def named(pool: Pool, token: Token, binding: str) -> tuple[Nearest, ...]:
    """The bound entry as a nearest entry: what the field the words name holds."""
    out = []
    for entry in pool.at(binding)[:1]:
        try:
            x = convert(entry.value, entry.unit, token.unit) if compatible(
                entry.unit, token.unit) else entry.value
        except (ValueError, KeyError, ArithmeticError):
            x = entry.value
        assert token.value is not None
        out.append(Nearest(entry.path, entry.value, entry.unit, x - token.value))
    return tuple(out)


def _candidates(
    pool: Pool, reading: Reading, tol: Decimal | None
) -> Iterator[tuple[PoolEntry, Decimal, bool]]:
    """Entries near ``±r``: ``(entry, value to compare, whether the units agree)``.

    The value is converted into the reading's unit when the units agree, raw
    otherwise (a raw match in another dimension is a unit mismatch).
    """
    half = half_width(reading, tol)
    r = abs(reading.value)
    for unit in pool.units:
        if reading.bare and unit is not None:
            continue  # a fraction is no claim about entries that carry a unit
        agree = compatible(unit, reading.unit)
        seen: set[int] = set()
        for centre in (r, -r) if r else (r,):
            if half is None:
                low, high = Decimal("-Infinity"), Decimal("Infinity")
            else:
                low, high = centre - half, centre + half
                if agree:
                    low, high = _window_in(unit, reading.unit, low, high)
            for entry in pool.within(unit, low, high):
                if id(entry) in seen:
                    continue
                seen.add(id(entry))
                x = convert(entry.value, entry.unit, reading.unit) if agree else entry.value
                yield entry, x, agree and not _as_percent(entry, reading)


def _as_percent(entry: PoolEntry, reading: Reading) -> bool:
    """A fraction read as a percent as written (0.4712 as "0.47%"): a scale
    slip, which only the v/100 reading of the claim may ground (SPEC §3)."""
    return entry.fraction and reading.unit == "%" and not reading.bare


def cites(entry: PoolEntry, token: Token) -> bool:
    """Whether an entry may back a claim at all: a record's id never does
    (``line_items[3].id`` is a name, not a measure), and a list's length
    only a count (a claim without a unit: "4 receipts", not "$4")."""
    if entry.source == "length":
        return token.unit is None
    return not names_a_record(entry.path)


def _window_in(
    unit: str | None, claim_unit: str | None, low: Decimal, high: Decimal
) -> tuple[Decimal, Decimal]:
    """A window in the claim's unit, expressed in an entry group's unit, a little wider.

    Conversions are monotone increasing; the margin absorbs factor rounding, and
    every candidate is checked exactly afterwards.
    """
    if unit is None or claim_unit is None or unit == claim_unit:
        return low, high
    low, high = convert(low, claim_unit, unit), convert(high, claim_unit, unit)
    margin = (abs(low) + abs(high)) * Decimal("1e-12") + Decimal("1e-12")
    return low - margin, high + margin


def _nearest(pool: Pool, token: Token, scores: dict[str, float] | None = None
             ) -> tuple[Nearest, ...]:
    """The ``NEAREST`` entries closest to any reading of a flagged claim,
    those the words name (``scores``) first within the claim's dimension."""
    scores = scores or {}
    best: dict[tuple[str, Decimal, str | None], Nearest] = {}
    for reading in readings(token):
        for unit in pool.units:
            if reading.bare and unit is not None:
                continue
            agree = compatible(unit, reading.unit)
            target = reading.value
            if agree and unit is not None and reading.unit is not None:
                target = convert(target, reading.unit, unit)
            for entry in pool.around(unit, target, 2 * NEAREST):
                if entry.source in LOOKUP_ONLY or not cites(entry, token):
                    continue
                x = convert(entry.value, entry.unit, reading.unit) if agree else entry.value
                near = Nearest(entry.path, entry.value, entry.unit, x - reading.value)
                key = (entry.path, entry.value, entry.unit)
                old = best.get(key)
                if old is None or abs(near.miss) < abs(old.miss):
                    best[key] = near
    ranked = sorted(best.values(), key=lambda n: (not _same_dimension(n.unit, token.unit),
                                                   scores.get(n.path, 0.0) < NAMED,
                                                   abs(n.miss), n.path))  # fmt: skip
    return tuple(ranked[:NEAREST])


def _same_dimension(entry_unit: str | None, claim_unit: str | None) -> bool:
    """Whether an entry speaks of what the claim measures: both without a unit,
    or both with units that convert. Such entries rank first among the nearest
    ("fouls = 13" is no explanation of a distance, however close its digits)."""
    if (entry_unit is None) != (claim_unit is None):
        return False
    return compatible(entry_unit, claim_unit)


def _unique(paths: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(paths))

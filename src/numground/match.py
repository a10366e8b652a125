"""Readings, grounding and the verdict order: whether the pool backs a claim.

``judge`` is the one place the verdict order lives (SPEC §4):
grounded > sign_inversion > derived (when derivations are on) > unit_mismatch
> invented; non-claims are vetoed. An entry that matches with the other sign
is a stronger explanation than a computed coincidence, so a sign inversion is
reported before a derivation is sought.
The rest are small pure helpers it calls.

Look-ups bisect the pool's per-unit sorted values over a window around each
reading (and around its negation, for decrease cues and sign inversions), so a
claim costs about (readings x units in the pool x log pool), never a scan.

Decided where SPEC §4 is silent:

- A reading of zero has no sign: ``0`` is grounded by ``-0.3`` (it rounds to 0).
- The ``v/100`` reading of a percentage compares only with unitless entries
  (``12%`` is grounded by a bare ``0.12``, not by ``0.12 kg`` nor ``share_pct: 0.12``).
- For a flagged claim, ``sources`` names the entries that explain the flag: those
  that ground the negated reading (sign_inversion) or that match in another
  dimension (unit_mismatch).
- ``miss`` in ``nearest`` is ``entry - reading`` in the claim's unit (raw when the
  units cannot convert), for the reading the entry comes closest to.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from decimal import MAX_EMAX, MIN_EMIN, Context, Decimal, localcontext
from enum import Enum
from typing import TYPE_CHECKING, NamedTuple

from numground.pool import Pool, PoolEntry
from numground.tokens import Kind, Token
from numground.units import compatible, convert

if TYPE_CHECKING:
    from numground.derive import Derivation

__all__ = [
    "DEFAULT_APPROX_TOLERANCE",
    "Match",
    "Nearest",
    "Reading",
    "Verdict",
    "judge",
    "readings",
]

DEFAULT_APPROX_TOLERANCE = Decimal("0.05")
"""How far a hedged claim may sit from its entry, relative to the entry (SPEC §4)."""

NEAREST = 3
"""How many pool entries a flagged claim's ``nearest`` lists."""

MAX_SOURCES = 16
"""At most this many grounding paths are listed: in a pool of 20,000 entries a
common value can ground a claim hundreds of times over, and a look-up must
cost about log(pool), not the number of duplicates."""

_CONTEXT = Context(prec=40, Emax=MAX_EMAX, Emin=MIN_EMIN)
"""Room for any value a token or entry can carry, so no comparison overflows."""


class Verdict(str, Enum):
    """What the pool says about one token. A ``str`` enum: it serialises as its name."""

    GROUNDED = "grounded"
    DERIVED = "derived"
    SIGN_INVERSION = "sign_inversion"
    UNIT_MISMATCH = "unit_mismatch"
    INVENTED = "invented"
    VETOED = "vetoed"

    def __str__(self) -> str:
        return self.value

    @property
    def is_invention(self) -> bool:
        """Whether it counts towards the invention rate."""
        return self in _INVENTIONS


_INVENTIONS = frozenset({Verdict.INVENTED, Verdict.SIGN_INVERSION, Verdict.UNIT_MISMATCH})


@dataclass(frozen=True, slots=True)
class Reading:
    """One way a claim may be read as a quantity (``12%`` reads as 12 % and as 0.12)."""

    value: Decimal
    """Signed value in ``unit``."""
    step: Decimal
    """The rounding the prose shows, in ``unit``: an entry within step/2 grounds it."""
    unit: str | None
    """Canonical unit, or None when unitless (compatible with any entry)."""
    bare: bool = False
    """Only unitless entries may ground it (the ``v/100`` reading of a percentage)."""


class Nearest(NamedTuple):
    """A pool entry close to a flagged claim, to explain the flag."""

    path: str
    """The entry's path in the data."""
    value: Decimal
    """The entry's value, in its own unit."""
    unit: str | None
    """The entry's unit."""
    miss: Decimal
    """Entry minus reading, in the claim's unit when they convert."""


@dataclass(frozen=True, slots=True)
class Match:
    """The matcher's answer for one token."""

    verdict: Verdict
    """Grounded, flagged (how), or vetoed."""
    sources: tuple[str, ...] = ()
    """Paths of the entries that ground it, or that explain its flag."""
    nearest: tuple[Nearest, ...] = ()
    """For a flagged claim, the closest entries and how much they miss."""
    how: str | None = None
    """For a derived claim, how it is computed (``4 = a (51) − b (47)``)."""


def judge(
    token: Token,
    pool: Pool,
    tolerance: Decimal = DEFAULT_APPROX_TOLERANCE,
    derive: bool = False,
) -> Match:
    """The verdict for one token, in the order SPEC §4 gives, with ``derived``
    (when ``derive``) right after ``grounded``."""
    if token.kind != Kind.CLAIM or token.value is None or not token.value.is_finite():
        return Match(Verdict.VETOED)
    tol = tolerance if token.approx else None
    with localcontext(_context_for(token)):
        grounded: list[str] = []
        inverted: list[str] = []
        mismatched: list[str] = []
        for reading in readings(token):
            if len(grounded) >= MAX_SOURCES:
                break
            for entry, x, convertible in _candidates(pool, reading, tol):
                if convertible:
                    if _grounds(x, reading, token.sign, token.cue, tol):
                        grounded.append(entry.path)
                        if len(grounded) >= MAX_SOURCES:
                            break  # enough to ground it; a big pool may hold thousands
                    elif _grounds(x, _negated(reading), _flip(token.sign), None, tol):
                        inverted.append(entry.path)
                elif _grounds(x, reading, token.sign, token.cue, tol):
                    mismatched.append(entry.path)

        if grounded:
            return Match(Verdict.GROUNDED, _unique(grounded))
        if inverted:  # an entry with the other sign beats a computed coincidence
            return Match(Verdict.SIGN_INVERSION, _unique(inverted), _nearest(pool, token))
        if derive:
            found = _derived(token, pool, None)  # a hedge widens no computed coincidence
            if found is not None:
                return Match(Verdict.DERIVED, found.sources, (),
                             f"{token.text.strip()} = {found.formula}")
        near = _nearest(pool, token)
        if mismatched:
            return Match(Verdict.UNIT_MISMATCH, _unique(mismatched), near)
        return Match(Verdict.INVENTED, (), near)


def _context_for(token: Token) -> Context:
    """Enough precision for every digit the claim shows (and 40 at least), so
    a 50-digit claim is still compared exactly against its own entry."""
    assert token.value is not None
    digits = len(token.value.as_tuple().digits)
    if digits <= 30:
        return _CONTEXT
    return Context(prec=digits + 10, Emax=MAX_EMAX, Emin=MIN_EMIN)


def readings(token: Token) -> tuple[Reading, ...]:
    """Every way the claim may be read (SPEC §4).

    Durations and paces arrive from the tokenizer already in seconds, so they
    need no reading of their own here.
    """
    value = token.value
    if value is None:
        return ()
    step = token.step if token.step is not None else _written_step(value)
    found = [Reading(value, step, token.unit)]
    if token.unit == "%":
        found.append(Reading(value / 100, step / 100, None, bare=True))
    if token.unit is None and token.scale in ("k", "K") and token.step == 1000 and value != 0:
        found.append(Reading(value / 1000, Decimal(1), "km"))  # "5K" may mean 5 km
    return tuple(found)


def _written_step(value: Decimal) -> Decimal:
    """The step a value's own digits show, for a token that carries none."""
    exponent = value.as_tuple().exponent
    return Decimal(1).scaleb(exponent) if isinstance(exponent, int) else Decimal(0)


def _close(x: Decimal, r: Decimal, step: Decimal, tol: Decimal | None) -> bool:
    """``r`` is ``x`` rounded to the digits shown, or (hedged) within ``tol`` of ``x``."""
    miss = abs(x - r)
    return miss <= step / 2 or (tol is not None and miss <= tol * abs(x))


def _grounds(
    x: Decimal, reading: Reading, sign: str | None, cue: str | None, tol: Decimal | None
) -> bool:
    """Whether entry value ``x`` (in the reading's unit) grounds ``reading``, signs included.

    An explicit sign must agree with ``x``; an unsigned claim is grounded by
    ``x >= 0``, and by ``x < 0`` (as ``|x|``) only after a decrease cue.
    """
    r = reading.value
    if r == 0 or x == 0:  # zero has no sign to disagree with
        return _close(x, r, reading.step, tol)
    if sign is not None:
        return (x < 0) == (sign == "-") and _close(x, r, reading.step, tol)
    if x > 0:
        return _close(x, r, reading.step, tol)
    return cue == "down" and _close(-x, r, reading.step, tol)


def _derived(token: Token, pool: Pool, tol: Decimal | None) -> Derivation | None:
    """A derivation of related entries that grounds the claim, if any.

    Differences and changes count only where the prose marks a comparison;
    an unsigned claim so marked may state a difference's size either way
    ("4 bpm lower"), as may one after a decrease cue.
    """
    from numground.derive import derivations  # lazy: only when derivations are on

    index = derivations(pool)
    loose = token.sign is None and (token.compared or token.cue == "down")
    for reading in readings(token):
        if reading.bare:
            continue
        half = _half_width(reading, tol)
        if half is None:
            continue
        centres = (reading.value, -reading.value) if loose and reading.value else (reading.value,)
        for centre in centres:
            for d in index.near(reading.unit, centre - half, centre + half):
                if d.needs_comparison and not token.compared:
                    continue
                if d.how == "share" and token.cue is not None:
                    continue  # "up 4.6%" states a change, not a share
                if d.strict_unit and reading.unit != d.unit:
                    continue
                x = d.value
                if reading.unit is not None and d.unit is not None and d.unit != reading.unit:
                    x = convert(x, d.unit, reading.unit)
                # the sign rules of an entry; a comparison reads either way, as a cue does
                if _grounds(x, reading, token.sign, "down" if loose else None, tol):
                    return d
    return None


def _negated(reading: Reading) -> Reading:
    return Reading(-reading.value, reading.step, reading.unit, reading.bare)


def _flip(sign: str | None) -> str:
    """The written sign of the negated reading: unsigned reads as positive, so becomes ``-``."""
    return "+" if sign == "-" else "-"


def _half_width(reading: Reading, tol: Decimal | None) -> Decimal | None:
    """How far from ``|r|`` an entry can be and still ground it; None for unbounded.

    ``|x - r| <= tol*|x|`` implies ``|x - r| <= tol*|r| / (1 - tol)``.
    """
    half = reading.step / 2
    if tol is None:
        return half
    if tol >= 1:
        return None
    return max(half, tol * abs(reading.value) / (1 - tol))


def _candidates(
    pool: Pool, reading: Reading, tol: Decimal | None
) -> Iterator[tuple[PoolEntry, Decimal, bool]]:
    """Entries near ``±r``: ``(entry, value to compare, whether the units agree)``.

    The value is converted into the reading's unit when the units agree, raw
    otherwise (a raw match in another dimension is a unit mismatch).
    """
    half = _half_width(reading, tol)
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
                yield entry, x, agree


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


def _nearest(pool: Pool, token: Token) -> tuple[Nearest, ...]:
    """The ``NEAREST`` entries closest to any reading of a flagged claim."""
    best: dict[tuple[str, Decimal, str | None], Nearest] = {}
    for reading in readings(token):
        for unit in pool.units:
            if reading.bare and unit is not None:
                continue
            agree = compatible(unit, reading.unit)
            target = reading.value
            if agree and unit is not None and reading.unit is not None:
                target = convert(target, reading.unit, unit)
            for entry in pool.around(unit, target, NEAREST):
                x = convert(entry.value, entry.unit, reading.unit) if agree else entry.value
                near = Nearest(entry.path, entry.value, entry.unit, x - reading.value)
                key = (entry.path, entry.value, entry.unit)
                old = best.get(key)
                if old is None or abs(near.miss) < abs(old.miss):
                    best[key] = near
    ranked = sorted(best.values(), key=lambda n: (abs(n.miss), n.path))
    return tuple(ranked[:NEAREST])


def _unique(paths: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(paths))

"""A claim's readings, and when one value grounds one reading (SPEC §4).

The rule every comparison in numground goes through: a direct match of a
pool entry (``match``), a number computed from entries (``derive``) and a
number computed from the brief's own backed claims all ask ``grounds``.

Decided where SPEC §4 is silent:

- A reading of zero has no sign: ``0`` is grounded by ``-0.3`` (it rounds to 0).
- The ``v/100`` reading of a percentage compares only with unitless entries
  (``12%`` is grounded by a bare ``0.12``, not by ``0.12 kg``).
- A unit counted in another (a cent, a basis point) also reads in that
  other (``12.5 cents`` as 0.125 USD); a rate per unit of time also reads
  as its amount (``9.8 GB/day`` as 9.8 GB), since keys and prose often leave
  the "per day" to their context.
- A unit whose bare symbol writes another too (``31 m``: metres or minutes,
  the unit table's ``also``) reads in both.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import MAX_EMAX, MIN_EMIN, Context, Decimal

from numground.lex.tokens import Token
from numground.tables.units import also_read, base_of, per_time

__all__ = [
    "DEFAULT_APPROX_TOLERANCE",
    "Reading",
    "context_for",
    "flip",
    "grounds",
    "half_width",
    "negated",
    "readings",
    "tolerance_of",
]

DEFAULT_APPROX_TOLERANCE = Decimal("0.05")
"""How far a hedged claim may sit from its entry, relative to the entry (SPEC §4)."""

_CONTEXT = Context(prec=40, Emax=MAX_EMAX, Emin=MIN_EMIN)
"""Room for any value a token or entry can carry, so no comparison overflows."""


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
    if token.unit is not None:
        base = base_of(token.unit)
        if base is not None:  # "12.5 cents" is $0.125, which a bare 0.125 may hold
            factor = Decimal(base[1].numerator) / Decimal(base[1].denominator)
            found.append(Reading(value * factor, step * factor, base[0]))
        amount = per_time(token.unit)
        if amount is not None:  # "9.8 GB/day" against a key that only says GB
            found.append(Reading(value, step, amount))
        other = also_read(token.unit, token.text)
        if other is not None:  # "31 m": metres or minutes, the pool decides
            found.append(Reading(value, step, other))
    return tuple(found)


def context_for(token: Token) -> Context:
    """Enough precision for every digit the claim shows (and 40 at least), so
    a 50-digit claim is still compared exactly against its own entry."""
    assert token.value is not None
    digits = len(token.value.as_tuple().digits)
    if digits <= 30:
        return _CONTEXT
    return Context(prec=digits + 10, Emax=MAX_EMAX, Emin=MIN_EMIN)


def _written_step(value: Decimal) -> Decimal:
    """The step a value's own digits show, for a token that carries none."""
    exponent = value.as_tuple().exponent
    return Decimal(1).scaleb(exponent) if isinstance(exponent, int) else Decimal(0)


def _close(x: Decimal, r: Decimal, step: Decimal, tol: Decimal | None) -> bool:
    """``r`` is ``x`` rounded to the digits shown, or (hedged) within ``tol`` of ``x``."""
    miss = abs(x - r)
    return miss <= step / 2 or (tol is not None and miss <= tol * abs(x))


def grounds(
    x: Decimal, reading: Reading, sign: str | None, cue: str | None, tol: Decimal | None
) -> bool:
    """Whether value ``x`` (in the reading's unit) grounds ``reading``, signs included.

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


def negated(reading: Reading) -> Reading:
    """The reading with the other sign (to find a sign inversion)."""
    return Reading(-reading.value, reading.step, reading.unit, reading.bare)


def flip(sign: str | None) -> str:
    """The written sign of the negated reading: unsigned reads as positive, so becomes ``-``."""
    return "+" if sign == "-" else "-"


def half_width(reading: Reading, tol: Decimal | None) -> Decimal | None:
    """How far from ``|r|`` a value can be and still ground it; None for unbounded.

    ``|x - r| <= tol*|x|`` implies ``|x - r| <= tol*|r| / (1 - tol)``.
    """
    half = reading.step / 2
    if tol is None:
        return half
    if tol >= 1:
        return None
    return max(half, tol * abs(reading.value) / (1 - tol))


def tolerance_of(value: object) -> Decimal:
    """``check``'s ``approx_tolerance`` as a Decimal; a bool, a non-number or a
    negative is refused."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal, str)):
        raise TypeError(f"approx_tolerance must be a number, not {type(value).__name__}")
    try:
        tolerance = Decimal(str(value))
    except ArithmeticError:
        raise ValueError(f"approx_tolerance must be a number, not {value!r}") from None
    if not tolerance.is_finite() or tolerance < 0:
        raise ValueError(f"approx_tolerance must be finite and >= 0, not {value!r}")
    return tolerance

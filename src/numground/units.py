"""Unit knowledge: canonical symbols, their dimensions, conversions, and key suffixes.

Knowledge is data: two tables a maintainer edits (``UNITS`` and ``KEY_SUFFIXES``)
and a few small functions that read them. Conversion factors come from Pint,
imported lazily: only when two *different* units of one dimension actually meet,
so ``import numground`` and tokenizing never pay for Pint. Each factor is
computed once per process.

Dimensions are named like Pint's dimensionality strings (``[length]``) so that a
symbol outside the table which Pint understands (``yd``) lands in the same
dimension as the table's own (``km``). Units Pint has no dimension for (heart
rate, money, percent) get a dimension of their own; currencies get one each,
since an exchange rate is not knowledge a checker may assume.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache
from typing import Any

__all__ = [
    "ADDITIVE",
    "KEY_SUFFIXES",
    "additive",
    "symbol_of_alias",
    "UNITS",
    "Unit",
    "compatible",
    "convert",
    "dimension",
    "unit_for_key",
]


@dataclass(frozen=True, slots=True)
class Unit:
    """One canonical unit symbol, as the tokenizer emits it in ``Token.unit``."""

    symbol: str
    """The canonical symbol (``km``, ``°C``, ``s/mi``)."""
    dimension: str
    """What it measures; two units convert into each other only if these are equal."""
    pint: str | None
    """Pint's name for it, or ``None`` when it converts into nothing but itself."""


# Pint's spelling of the dimensions we use (a test pins that they agree with Pint).
LENGTH = "[length]"
MASS = "[mass]"
TIME = "[time]"
ENERGY = "[mass] * [length] ** 2 / [time] ** 2"
POWER = "[mass] * [length] ** 2 / [time] ** 3"
TEMPERATURE = "[temperature]"
PACE = "[time] / [length]"
SPEED = "[length] / [time]"
PRESSURE = "[mass] / [length] / [time] ** 2"
VOLUME = "[length] ** 3"

_ROWS: tuple[Unit, ...] = (
    # Length. Distances of runs and rides, heights, elevation.
    Unit("km", LENGTH, "kilometer"),
    Unit("mi", LENGTH, "mile"),
    Unit("m", LENGTH, "meter"),
    Unit("ft", LENGTH, "foot"),
    Unit("cm", LENGTH, "centimeter"),
    Unit("mm", LENGTH, "millimeter"),
    # Mass. Body weight, loads, doses.
    Unit("kg", MASS, "kilogram"),
    Unit("lb", MASS, "pound"),
    Unit("g", MASS, "gram"),
    Unit("mg", MASS, "milligram"),
    # Time. Durations arrive in seconds ("1:02:33" -> 3753 s).
    Unit("s", TIME, "second"),
    Unit("min", TIME, "minute"),
    Unit("h", TIME, "hour"),
    Unit("ms", TIME, "millisecond"),
    # Energy and power. kcal is the food/thermochemical kilocalorie (4.184 kJ).
    Unit("kcal", ENERGY, "kilocalorie"),
    Unit("kJ", ENERGY, "kilojoule"),
    Unit("W", POWER, "watt"),
    # Temperature converts affinely (0 °C = 32 °F); Pint handles the offset.
    Unit("°C", TEMPERATURE, "degC"),
    Unit("°F", TEMPERATURE, "degF"),
    # Pace: time per distance, in seconds ("8:05/mi" -> 485 s/mi).
    Unit("s/km", PACE, "second / kilometer"),
    Unit("s/mi", PACE, "second / mile"),
    Unit("min/km", PACE, "minute / kilometer"),
    Unit("min/mi", PACE, "minute / mile"),
    # Speed.
    Unit("km/h", SPEED, "kilometer / hour"),
    Unit("mph", SPEED, "mile / hour"),
    # Blood pressure and volumes.
    Unit("mmHg", PRESSURE, "millimeter_Hg"),
    Unit("L", VOLUME, "liter"),
    Unit("mL", VOLUME, "milliliter"),
    # Data sizes, decimal (1 GB = 1000 MB). Pint calls bytes dimensionless,
    # so they get a dimension of their own here.
    Unit("GB", "[information]", "gigabyte"),
    Unit("MB", "[information]", "megabyte"),
    Unit("KB", "[information]", "kilobyte"),
    Unit("TB", "[information]", "terabyte"),
    # Rates Pint cannot tell apart from other 1/time: each is its own thing.
    Unit("bpm", "[heart rate]", None),
    Unit("rpm", "[rotation rate]", None),
    # Ratios. "%" is its own dimension; its v/100 reading lives in match.py.
    Unit("%", "[percent]", None),
    Unit("x", "[multiplier]", None),
    # Money. One dimension per currency: they never convert into each other.
    Unit("USD", "[currency USD]", None),
    Unit("EUR", "[currency EUR]", None),
    Unit("GBP", "[currency GBP]", None),
    Unit("JPY", "[currency JPY]", None),
    # Units the grammar knows whose symbol is not simply its alias's name.
    Unit("kW", POWER, "kilowatt"),
    Unit("kWh", ENERGY, "kilowatt_hour"),
    Unit("mg/dL", "[mass] / [length] ** 3", "milligram / deciliter"),
    Unit("Mbps", "[data rate]", None),
    Unit("yd", LENGTH, "yard"),
    Unit("in", LENGTH, "inch"),
    Unit("°", "[degree]", None),  # degrees of what (temperature, angle) is not written
    Unit("pp", "[percentage point]", None),
    Unit("spm", "[cadence]", None),
)

UNITS: dict[str, Unit] = {u.symbol: u for u in _ROWS}
"""Every canonical symbol numground knows, by symbol."""


def _alias_name(symbol: str) -> str:
    """How a grammar alias spells a symbol: lower case, ``/`` as ``_per_``,
    ``°`` as ``deg``, ``%`` as ``percent`` (``u_km_per_h`` is ``km/h``)."""
    return (symbol.lower().replace("/", "_per_").replace("°", "deg")
            .replace("%", "percent"))  # fmt: skip


_BY_ALIAS: dict[str, str] = {_alias_name(u.symbol): u.symbol for u in _ROWS}


def symbol_of_alias(alias: str) -> str:
    """The canonical symbol a grammar unit alias names (``u_percent`` -> ``%``);
    an alias the table does not know is its own symbol (``w_d`` -> ``d``)."""
    name = alias[2:]
    return _BY_ALIAS.get(name, name)

KEY_SUFFIXES: dict[str, str] = {
    # A data key ending in "_" + suffix (any case) gives its numbers this unit;
    # the longest suffix wins ("pace_s_per_km" is s/km, not km). Left out on
    # purpose: "_hr" and "_hrs" (heart rate as often as hours), "_g" (g-force),
    # "_c"/"_f" alone, "_l", "_mb" (millibar): each reads two ways.
    # Note "_min" is in the contract (SPEC §3) though "hr_min" may mean a minimum.
    "km": "km", "kilometers": "km", "kilometres": "km",
    "mi": "mi", "miles": "mi",
    "m": "m", "meters": "m", "metres": "m",
    "ft": "ft", "feet": "ft",
    "cm": "cm",
    "s": "s", "sec": "s", "secs": "s", "seconds": "s",
    "min": "min", "mins": "min", "minutes": "min",
    "h": "h", "hours": "h",
    "ms": "ms",
    "bpm": "bpm",
    "rpm": "rpm",
    "kg": "kg", "kgs": "kg",
    "lb": "lb", "lbs": "lb",
    "grams": "g",
    "mg": "mg",
    "pct": "%", "percent": "%",
    "kcal": "kcal",
    "kj": "kJ",
    "w": "W", "watts": "W",
    "celsius": "°C", "degc": "°C", "temp_c": "°C", "temperature_c": "°C",
    "fahrenheit": "°F", "degf": "°F", "temp_f": "°F", "temperature_f": "°F",
    "s_per_km": "s/km", "sec_per_km": "s/km", "min_per_km": "min/km",
    "s_per_mi": "s/mi", "sec_per_mi": "s/mi", "min_per_mi": "min/mi",
    "kmh": "km/h", "kph": "km/h", "mph": "mph",
    "mmhg": "mmHg",
    "ml": "mL",
    "gb": "GB", "tb": "TB",
    "usd": "USD", "eur": "EUR", "gbp": "GBP",
}  # fmt: skip
"""Key suffix (lower case, without its leading ``_``) -> canonical unit symbol."""

_SUFFIXES_LONGEST_FIRST = sorted(KEY_SUFFIXES, key=len, reverse=True)


@lru_cache(maxsize=4096)
def unit_for_key(key: str) -> str | None:
    """The unit a data key's suffix gives its numbers (``distance_km`` -> ``km``), or None.

    The suffix must follow an underscore (``"km"`` alone is not a unit key, nor
    is ``"attempt_c"`` a temperature); a suffix that itself holds an underscore
    (``temp_c``) may also be the whole key. Hyphens count as underscores.
    """
    k = key.lower().replace("-", "_")
    for suffix in _SUFFIXES_LONGEST_FIRST:
        if k.endswith("_" + suffix) or (k == suffix and "_" in suffix):
            return KEY_SUFFIXES[suffix]
    return None


def _info(symbol: str) -> Unit:
    known = UNITS.get(symbol)
    return known if known is not None else _foreign(symbol)


@lru_cache(maxsize=256)
def _foreign(symbol: str) -> Unit:
    """A symbol outside the table: Pint's dimension if Pint parses it, else its own."""
    try:
        quantity = _registry().Quantity(1, symbol)
        return Unit(symbol, str(quantity.dimensionality), symbol)
    except Exception:  # Pint raises many types on junk; all mean "unknown to Pint"
        return Unit(symbol, f"[{symbol}]", None)


def dimension(unit: str | None) -> str | None:
    """What ``unit`` measures, or None for a unitless value."""
    return None if unit is None else _info(unit).dimension


ADDITIVE = frozenset({LENGTH, MASS, TIME, ENERGY, VOLUME, "[information]"})
"""Dimensions whose values add up to a whole (distances, durations, money
below): a sum of them, and a part's share of it, mean something. Rates,
temperatures, paces and ratios do not add (a sum of heart rates is no number)."""


def additive(unit: str | None) -> bool:
    """Whether values in ``unit`` add up to a whole; unitless counts do."""
    if unit is None:
        return True
    dim = _info(unit).dimension
    return dim in ADDITIVE or dim.startswith("[currency ")


BARE_DEGREE = "°"
"""Degrees of a scale the prose does not name ("70 degrees"): compared with
any temperature as the number written, never converted."""


def compatible(a: str | None, b: str | None) -> bool:
    """Whether values in ``a`` and ``b`` can be compared: no unit fits any unit."""
    if a is None or b is None or a == b:
        return True
    if BARE_DEGREE in (a, b):
        return dimension(b if a == BARE_DEGREE else a) == TEMPERATURE
    return dimension(a) == dimension(b)


def convert(value: Decimal, src: str | None, dst: str | None) -> Decimal:
    """``value`` in ``src`` expressed in ``dst``; a missing unit means "as is".

    Raises ``ValueError`` for units of different dimensions (ask ``compatible`` first).
    """
    if src is None or dst is None or src == dst:
        return value
    if BARE_DEGREE in (src, dst) and compatible(src, dst):
        return value  # the scale is not written: the number as it stands
    a, b = _info(src), _info(dst)
    if a.dimension != b.dimension or a.pint is None or b.pint is None:
        raise ValueError(f"cannot convert {src!r} to {dst!r}")
    (a_num, a_den), (b_num, b_den) = _linear(a.pint, b.pint)
    # value * a + b in one division, so exact results stay exact (90 min -> 1.5 h).
    return (value * a_num * b_den + b_num * a_den) / (a_den * b_den)


@lru_cache(maxsize=1024)
def _linear(src: str, dst: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """``(scale, offset)`` as fractions, ``dst = src * scale + offset``, from Pint, once per pair.

    Read from the images of 0 and 1, which also covers affine units (°C -> °F).
    """
    registry = _registry()
    zero = _exact(registry.Quantity(0.0, src).to(dst).magnitude)
    scale = _exact(registry.Quantity(1.0, src).to(dst).magnitude) - zero
    return (scale.numerator, scale.denominator), (zero.numerator, zero.denominator)


def _exact(x: float) -> Fraction:
    """The ratio a float from Pint stands for: 1/60 or 5/9 if it is that close, else its
    15 significant digits (0.45359237). Keeps exact conversions exact (90 min -> 1.5 h).
    """
    simple = Fraction(x).limit_denominator(10**6)
    if abs(simple - Fraction(x)) <= abs(Fraction(x)) * Fraction(1, 10**14):
        return simple
    return Fraction(Decimal(f"{x:.15g}"))


@lru_cache(maxsize=1)
def _registry() -> Any:
    import pint  # lazy: only a real conversion (or an unknown symbol) pays for it

    return pint.UnitRegistry()

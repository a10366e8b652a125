"""Unit knowledge: one table, one row per unit, read by everything else.

A row says everything about a unit but how prose spells it (that is the
grammar's ``unit`` rule, whose alias names the row): its canonical symbol,
what it measures, how it converts (Pint's name for it, or a factor to another
row), whether its values add up to a whole, how a data key spells it
(``distance_km``), and the symbols that write it before a number (``$``).

Conversion factors come from Pint, imported lazily: only when two *different*
units of one dimension actually meet, so ``import numground`` and tokenizing
never pay for Pint. Each factor is computed once per process.

Dimensions are named like Pint's dimensionality strings (``[length]``) so that
a Pint-known symbol lands in the same dimension as the table's own. Units Pint
has no dimension for (heart rate, money, percent) get one of their own;
currencies get one each, since an exchange rate is not knowledge a checker may
assume. A rate written with a slash ("9.8 GB/day") is a unit per unit of time:
its dimension is built from its two rows' dimensions, so ``GB/d`` and ``%/d``
never compare.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache
from typing import Any

__all__ = [
    "BARE_DEGREE",
    "CURRENCIES",
    "KEY_SUFFIXES",
    "ROWS",
    "UNITS",
    "Unit",
    "additive",
    "compatible",
    "convert",
    "currency_of",
    "dimension",
    "symbol_of_alias",
    "unit_for_key",
]


@dataclass(frozen=True, slots=True)
class Unit:
    """One canonical unit: a row of the table (``Token.unit`` holds its symbol)."""

    symbol: str
    """The canonical symbol (``km``, ``°C``, ``s/mi``)."""
    dimension: str
    """What it measures; two units convert into each other only if these are equal."""
    pint: str | None = None
    """Pint's name for it, or ``None`` when it converts into nothing but itself."""
    additive: bool = False
    """Its values add up to a whole (distances, durations, money, data): a sum
    of them, and a part's share of it, mean something. Rates, temperatures,
    paces and ratios do not (a sum of heart rates is no number)."""
    keys: tuple[str, ...] = ()
    """How a data key ends when its numbers are in this unit (lower case,
    without the ``_``): ``distance_km``, ``temp_c``."""
    signs: tuple[str, ...] = ()
    """Symbols written before a number for it (currencies: ``$``, ``USD``)."""


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
CONCENTRATION = "[mass] / [length] ** 3"
INFORMATION = "[information]"

ROWS: tuple[Unit, ...] = (
    # Length. Distances of runs and rides, heights, elevation.
    Unit("km", LENGTH, "kilometer", True, ("km", "kilometers", "kilometres")),
    Unit("mi", LENGTH, "mile", True, ("mi", "miles")),
    Unit("m", LENGTH, "meter", True, ("m", "meters", "metres")),
    Unit("ft", LENGTH, "foot", True, ("ft", "feet")),
    Unit("yd", LENGTH, "yard", True),
    Unit("in", LENGTH, "inch", True),
    Unit("cm", LENGTH, "centimeter", True, ("cm",)),
    Unit("mm", LENGTH, "millimeter", True),
    # Mass. Body weight, loads, doses.
    Unit("kg", MASS, "kilogram", True, ("kg", "kgs")),
    Unit("lb", MASS, "pound", True, ("lb", "lbs")),
    Unit("g", MASS, "gram", True, ("grams",)),  # "_g" alone reads as g-force too
    Unit("mg", MASS, "milligram", True, ("mg",)),
    # Time. Durations arrive in seconds ("1:02:33" -> 3753 s); windows in d/wk/mo/yr.
    Unit("s", TIME, "second", True, ("s", "sec", "secs", "seconds")),
    Unit("min", TIME, "minute", True, ("min", "mins", "minutes")),  # "hr_min": a minimum?
    Unit("h", TIME, "hour", True, ("h", "hours")),  # "_hr(s)" reads as heart rate too
    Unit("ms", TIME, "millisecond", True, ("ms",)),
    Unit("d", TIME, "day", True),
    Unit("wk", TIME, "week", True),
    Unit("mo", TIME, "month", True),
    Unit("yr", TIME, "year", True),
    Unit("decade", TIME, "decayear", True),  # Pint's "decade" is a log-scale ratio
    # Energy and power. kcal is the food/thermochemical kilocalorie (4.184 kJ).
    Unit("kcal", ENERGY, "kilocalorie", True, ("kcal",)),
    Unit("kJ", ENERGY, "kilojoule", True, ("kj",)),
    Unit("kWh", ENERGY, "kilowatt_hour", True),
    Unit("W", POWER, "watt", False, ("w", "watts")),
    Unit("kW", POWER, "kilowatt"),
    # Temperature converts affinely (0 °C = 32 °F); Pint handles the offset.
    # "_c"/"_f" alone read two ways: only after a temperature word.
    Unit("°C", TEMPERATURE, "degC", False, ("celsius", "degc", "temp_c", "temperature_c")),
    Unit("°F", TEMPERATURE, "degF", False, ("fahrenheit", "degf", "temp_f", "temperature_f")),
    Unit("°", "[degree]"),  # degrees of what (temperature, angle) is not written
    # Pace: time per distance ("8:05/mi" -> 485 s/mi). Speed.
    Unit("s/km", PACE, "second / kilometer", False, ("s_per_km", "sec_per_km")),
    Unit("s/mi", PACE, "second / mile", False, ("s_per_mi", "sec_per_mi")),
    Unit("min/km", PACE, "minute / kilometer", False, ("min_per_km",)),
    Unit("min/mi", PACE, "minute / mile", False, ("min_per_mi",)),
    Unit("km/h", SPEED, "kilometer / hour", False, ("kmh", "kph")),
    Unit("mph", SPEED, "mile / hour", False, ("mph",)),
    # Clinical: blood pressure, volumes, concentrations.
    Unit("mmHg", PRESSURE, "millimeter_Hg", False, ("mmhg",)),
    Unit("L", VOLUME, "liter", True),  # "_l" reads as a level or a count too
    Unit("mL", VOLUME, "milliliter", True, ("ml",)),
    Unit("mg/dL", CONCENTRATION, "milligram / deciliter"),
    # Data sizes, decimal (1 GB = 1000 MB); Pint calls bytes dimensionless.
    Unit("TB", INFORMATION, "terabyte", True, ("tb",)),
    Unit("GB", INFORMATION, "gigabyte", True, ("gb",)),
    Unit("MB", INFORMATION, "megabyte", True),  # "_mb" reads as millibar too
    Unit("KB", INFORMATION, "kilobyte", True),
    Unit("Mbps", "[data rate]"),
    # Rates Pint cannot tell apart from other 1/time: each is its own thing.
    Unit("bpm", "[heart rate]", None, False, ("bpm",)),
    Unit("rpm", "[rotation rate]", None, False, ("rpm",)),
    Unit("spm", "[cadence]"),
    # Ratios. "%" is its own dimension; its v/100 reading lives in ground.py.
    Unit("%", "[percent]", None, False, ("pct", "percent")),
    Unit("pp", "[percentage point]"),
    Unit("x", "[multiplier]"),
    # Money. One dimension per currency: they never convert into each other.
    Unit("USD", "[currency USD]", None, True, ("usd",), ("$", "USD")),
    Unit("EUR", "[currency EUR]", None, True, ("eur",), ("€", "EUR")),
    Unit("GBP", "[currency GBP]", None, True, ("gbp",), ("£", "GBP")),
    Unit("JPY", "[currency JPY]", None, True, (), ("¥", "JPY")),
)  # fmt: skip
"""Every unit numground knows, one row each."""

UNITS: dict[str, Unit] = {u.symbol: u for u in ROWS}
"""The rows by symbol."""


def _alias_name(symbol: str) -> str:
    """How a grammar alias spells a symbol: lower case, ``/`` as ``_per_``,
    ``°`` as ``deg``, ``%`` as ``percent`` (``u_km_per_h`` is ``km/h``)."""
    return (symbol.lower().replace("/", "_per_").replace("°", "deg")
            .replace("%", "percent"))  # fmt: skip


_BY_ALIAS: dict[str, str] = {_alias_name(u.symbol): u.symbol for u in ROWS}


def symbol_of_alias(alias: str) -> str:
    """The symbol a grammar unit alias names (``u_percent`` -> ``%``, ``w_d``
    -> ``d``, ``r_min`` -> ``min``). ``KeyError`` for an alias with no row:
    a test walks every alias of the grammar, so a missing row fails there."""
    return _BY_ALIAS[alias[2:]]


_CURRENCY: dict[str, str] = {sign: u.symbol for u in ROWS for sign in u.signs}
CURRENCIES: frozenset[str] = frozenset(_CURRENCY.values())
"""The symbols of the currencies (rows written with a sign before the number)."""


def currency_of(sign: str) -> str:
    """The currency a symbol written before a number names (``$`` -> ``USD``)."""
    return _CURRENCY[sign]


KEY_SUFFIXES: dict[str, str] = {key: u.symbol for u in ROWS for key in u.keys}
"""Key suffix (lower case, without its leading ``_``) -> symbol, from the rows."""

_SUFFIXES_LONGEST_FIRST = sorted(KEY_SUFFIXES, key=len, reverse=True)


@lru_cache(maxsize=4096)
def unit_for_key(key: str) -> str | None:
    """The unit a data key's suffix gives its numbers (``distance_km`` -> ``km``), or None.

    The suffix must follow an underscore (``"km"`` alone is not a unit key, nor
    is ``"attempt_c"`` a temperature); a suffix that itself holds an underscore
    (``temp_c``) may also be the whole key; the longest suffix wins
    (``pace_s_per_km`` is s/km, not km). Hyphens count as underscores.
    """
    k = key.lower().replace("-", "_")
    for suffix in _SUFFIXES_LONGEST_FIRST:
        if k.endswith("_" + suffix) or (k == suffix and "_" in suffix):
            return KEY_SUFFIXES[suffix]
    return None


def _info(symbol: str) -> Unit:
    known = UNITS.get(symbol)
    return known if known is not None else _composite(symbol)


@lru_cache(maxsize=256)
def _composite(symbol: str) -> Unit:
    """A rate written with a slash (``GB/d``: a row per a row of time), its
    dimension built from the two rows'; anything else is a unit of its own."""
    top, slash, per = symbol.rpartition("/")
    if slash and top in UNITS and per in UNITS and UNITS[per].dimension == TIME:
        a, b = UNITS[top], UNITS[per]
        name = f"({a.pint}) / {b.pint}" if a.pint else None
        return Unit(symbol, f"({a.dimension}) / {TIME}", name)
    return Unit(symbol, f"[{symbol}]")


def dimension(unit: str | None) -> str | None:
    """What ``unit`` measures, or None for a unitless value."""
    return None if unit is None else _info(unit).dimension


def additive(unit: str | None) -> bool:
    """Whether values in ``unit`` add up to a whole; unitless counts do."""
    return unit is None or _info(unit).additive


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
    import pint  # lazy: only a real conversion pays for it

    return pint.UnitRegistry()

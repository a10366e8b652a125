"""Unit knowledge: one table, one row per unit, read by everything else.

A row says everything about a unit but how prose spells it (the grammar's
terminals do that, in ``grammar/units.lark``): its canonical symbol, what it
measures, how it converts (Pint's name for it, or a factor to another row),
whether its values add up to a whole, how a data key spells it
(``distance_km``), the symbols that write it before a number (``$``), and
its name in the grammar, which ties the grammar's spellings to the row.

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

import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache
from typing import Any

__all__ = [
    "BARE_DEGREE",
    "also_read",
    "CURRENCIES",
    "KEY_AMBIGUOUS",
    "KEY_SCALES",
    "KEY_SPELLINGS",
    "MONEY_WORDS",
    "TEMPERATURE_WORDS",
    "CENT_WORDS",
    "DURATION_WORDS",
    "EXTREME_WORDS",
    "LENGTH_WORDS",
    "NOT_A_SHARE_WORDS",
    "PROBABILITY_WORDS",
    "SHARE_WORDS",
    "ROWS",
    "UNITS",
    "Unit",
    "additive",
    "base_of",
    "compatible",
    "convert",
    "currency_of",
    "dimension",
    "named",
    "per_time",
    "price_of",
    "shift",
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
    per: tuple[str, Fraction] | None = None
    """For a unit Pint does not convert: another row and how many of it one
    of this is (a cent is ``("USD", 1/100)``)."""
    grammar: str | None = None
    """Its name in the grammar, when prose writes it after a number: the
    grammar's alternatives that spell it are aliased ``u_<name>`` (rule
    ``unit`` of ``grammar/units.lark``; ``period`` of ``windows.lark`` for a
    count of days), ``w_<name>`` (a window, rule ``period``) and ``r_<name>``
    (per it: rule ``per``). ``None``: prose writes it only as a pace
    (``s/km``) or as a unit per a unit (``µg/m³``). A test walks this mapping
    both ways."""
    also: str | None = None
    """Another row its bare symbol writes after a number: ``m`` is metres or
    minutes. A claim written with the symbol alone (``31 m``, ``3m``; not
    ``31 metres``) reads as both, and the pool decides (a compound duration,
    ``4 m 07 s``, is minutes in the grammar already)."""


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
AREA = "[length] ** 2"
SUBSTANCE = "[substance]"
CONCENTRATION = "[mass] / [length] ** 3"
INFORMATION = "[information]"

ROWS: tuple[Unit, ...] = (
    # Length and area. Distances of runs and rides, heights, rain, floor space.
    Unit("km", LENGTH, "kilometer", True, ("km", "kilometers", "kilometres"), grammar="km"),
    Unit("mi", LENGTH, "mile", True, ("mi", "miles"), grammar="mi"),
    Unit("m", LENGTH, "meter", True, ("m", "meters", "metres"), grammar="m", also="min"),
    Unit("ft", LENGTH, "foot", True, ("ft", "feet"), grammar="ft"),
    Unit("yd", LENGTH, "yard", True, ("yd", "yds", "yards"), grammar="yd"),
    Unit("in", LENGTH, "inch", True, ("inches",), grammar="in"),
    Unit("cm", LENGTH, "centimeter", True, ("cm",), grammar="cm"),
    Unit("mm", LENGTH, "millimeter", True, ("mm",), grammar="mm"),
    Unit("sq ft", AREA, "square_foot", True, ("sqft", "sq_ft"), grammar="sq_ft"),
    Unit("acre", AREA, "acre", True, ("acres",), grammar="acre"),
    # Mass. Body weight, loads, doses.
    Unit("kg", MASS, "kilogram", True, ("kg", "kgs"), grammar="kg"),
    Unit("lb", MASS, "pound", True, ("lb", "lbs"), grammar="lb"),
    Unit("oz", MASS, "ounce", True, ("oz",), grammar="oz"),
    Unit("g", MASS, "gram", True, ("grams",), grammar="g"),  # "_g" alone reads as g-force too
    Unit("mg", MASS, "milligram", True, ("mg",), grammar="mg"),
    Unit("µg", MASS, "microgram", True, ("mcg", "ug"), grammar="mcg"),
    Unit("ng", MASS, "nanogram", True, ("ng",), grammar="ng"),
    Unit("pg", MASS, "picogram", True, grammar="pg"),
    # Amount of substance and activity (lab panels). International units
    # convert only among themselves.
    Unit("mol", SUBSTANCE, "mole", True, grammar="mol"),
    Unit("mmol", SUBSTANCE, "millimole", True, grammar="mmol"),
    Unit("µmol", SUBSTANCE, "micromole", True, grammar="mcmol"),
    Unit("nmol", SUBSTANCE, "nanomole", True, grammar="nmol"),
    Unit("pmol", SUBSTANCE, "picomole", True, grammar="pmol"),
    Unit("mEq", "[equivalent]", None, True, ("meq",), grammar="meq"),
    Unit("IU", "[international unit]", None, True, ("iu",), grammar="iu"),
    Unit("mIU", "[international unit]", None, True, ("miu",), per=("IU", Fraction(1, 1000)),
         grammar="miu"),
    # Time. Durations arrive in seconds ("1:02:33" -> 3753 s); windows in d/wk/mo/yr.
    Unit("s", TIME, "second", True, ("s", "sec", "secs", "seconds"), grammar="s"),
    Unit("min", TIME, "minute", True, ("min", "mins", "minutes"),
         grammar="min"),  # "hr_min": a minimum?
    Unit("h", TIME, "hour", True, ("h", "hours"), grammar="h"),  # "_hr(s)" reads as heart rate too
    Unit("ms", TIME, "millisecond", True, ("ms",), grammar="ms"),
    Unit("d", TIME, "day", True, grammar="d"),
    Unit("wk", TIME, "week", True, grammar="wk"),
    Unit("mo", TIME, "month", True, grammar="mo"),
    Unit("yr", TIME, "year", True, grammar="yr"),
    # Pint's "decade" is a log-scale ratio: a decade of years is its "decayear".
    Unit("decade", TIME, "decayear", True, grammar="decade"),
    # Energy and power. kcal is the food/thermochemical kilocalorie (4.184 kJ).
    Unit("kcal", ENERGY, "kilocalorie", True, ("kcal",), grammar="kcal"),
    Unit("kJ", ENERGY, "kilojoule", True, ("kj",), grammar="kj"),
    Unit("Wh", ENERGY, "watt_hour", True, ("wh",), grammar="wh"),
    Unit("kWh", ENERGY, "kilowatt_hour", True, ("kwh",), grammar="kwh"),
    Unit("MWh", ENERGY, "megawatt_hour", True, ("mwh",), grammar="mwh"),
    Unit("W", POWER, "watt", False, ("w", "watts"), grammar="w"),
    Unit("kW", POWER, "kilowatt", False, ("kw",), grammar="kw"),
    # Temperature converts affinely (0 °C = 32 °F); Pint handles the offset.
    # "_c"/"_f" alone read two ways: only after a temperature word (TEMPERATURE_WORDS).
    Unit("°C", TEMPERATURE, "degC", False, ("celsius", "degc"), grammar="degc"),
    Unit("°F", TEMPERATURE, "degF", False, ("fahrenheit", "degf"), grammar="degf"),
    Unit("°", "[degree]", grammar="deg"),  # degrees of what (temperature, angle) is not written
    # Pace: time per distance ("8:05/mi" -> 485 s/mi). Speed.
    Unit("s/km", PACE, "second / kilometer", False, ("s_per_km", "sec_per_km")),
    Unit("s/mi", PACE, "second / mile", False, ("s_per_mi", "sec_per_mi")),
    Unit("min/km", PACE, "minute / kilometer", False, ("min_per_km",), grammar="min_per_km"),
    Unit("min/mi", PACE, "minute / mile", False, ("min_per_mi",), grammar="min_per_mi"),
    Unit("km/h", SPEED, "kilometer / hour", False, ("kmh", "kph"), grammar="km_per_h"),
    Unit("mph", SPEED, "mile / hour", False, ("mph",), grammar="mph"),
    Unit("kn", SPEED, "knot", False, ("kn", "kt", "kts", "knots"), grammar="kn"),
    # Pressure: blood pressure, weather.
    Unit("mmHg", PRESSURE, "millimeter_Hg", False, ("mmhg",), grammar="mmhg"),
    Unit("hPa", PRESSURE, "hectopascal", False, ("hpa", "mbar"), grammar="hpa"),
    # Volumes; concentrations are a row per a row of volume ("ng/mL", "mmol/L").
    Unit("L", VOLUME, "liter", True, grammar="l"),  # "_l" reads as a level or a count too
    Unit("dL", VOLUME, "deciliter", True, grammar="dl"),
    Unit("mL", VOLUME, "milliliter", True, ("ml",), grammar="ml"),
    Unit("µL", VOLUME, "microliter", True, grammar="mcl"),
    Unit("m³", VOLUME, "meter ** 3", True, ("m3",), grammar="m3"),
    Unit("mg/dL", CONCENTRATION, "milligram / deciliter", False, ("mg_dl", "mgdl"),
         grammar="mg_per_dl"),
    Unit("µg/m³", CONCENTRATION, "microgram / meter ** 3", False, ("ugm3", "ug_m3", "mcg_m3")),
    # Parts per million and billion (gases), an index (air quality).
    Unit("ppm", "[parts]", None, False, ("ppm",), per=("ppb", Fraction(1000)), grammar="ppm"),
    Unit("ppb", "[parts]", None, False, ("ppb",), grammar="ppb"),
    Unit("AQI", "[air quality index]", None, False, ("aqi",), grammar="aqi"),
    # Data sizes, decimal (1 GB = 1000 MB); Pint calls bytes dimensionless.
    Unit("TB", INFORMATION, "terabyte", True, ("tb",), grammar="tb"),
    Unit("GB", INFORMATION, "gigabyte", True, ("gb",), grammar="gb"),
    Unit("MB", INFORMATION, "megabyte", True, grammar="mb"),  # "_mb" reads as millibar too
    Unit("KB", INFORMATION, "kilobyte", True, grammar="kb"),
    Unit("Mbps", "[data rate]", None, False, ("mbps",), grammar="mbps"),
    Unit("Gbps", "[data rate]", None, False, ("gbps",), per=("Mbps", Fraction(1000)),
         grammar="gbps"),
    # Rates Pint cannot tell apart from other 1/time: each is its own thing.
    Unit("bpm", "[heart rate]", None, False, ("bpm",), grammar="bpm"),
    Unit("rpm", "[rotation rate]", None, False, ("rpm",), grammar="rpm"),
    Unit("spm", "[cadence]", grammar="spm"),
    # Ratios. "%" is its own dimension; its v/100 reading lives in ground.py.
    # A basis point is a hundredth of a percentage point.
    Unit("%", "[percent]", None, False, ("pct", "percent"), grammar="percent"),
    Unit("pp", "[percentage point]", None, False, ("pp",), grammar="pp"),
    Unit("bps", "[percentage point]", None, False, ("bps",), per=("pp", Fraction(1, 100)),
         grammar="bps"),
    Unit("x", "[multiplier]", grammar="x"),
    # Money. One dimension per currency: they never convert into each other.
    # A cent is a hundredth of a dollar. The dollars are one dimension and
    # compare as written: "$" is whichever dollar the data counts in (an
    # Australian brief writes "$" for AUD); no exchange rate is assumed.
    Unit("USD", "[currency $]", None, True, ("usd",), ("$", "USD"), grammar="usd"),
    Unit("¢", "[currency $]", None, True, (), per=("USD", Fraction(1, 100)), grammar="cent"),
    Unit("EUR", "[currency EUR]", None, True, ("eur",), ("€", "EUR"), grammar="eur"),
    Unit("GBP", "[currency GBP]", None, True, ("gbp",), ("£", "GBP"), grammar="gbp"),
    Unit("JPY", "[currency JPY]", None, True, ("jpy",), ("¥", "JPY"), grammar="jpy"),
    Unit("CHF", "[currency CHF]", None, True, ("chf",), ("CHF",), grammar="chf"),
    Unit("AUD", "[currency $]", None, True, ("aud",), ("A$", "AUD"), per=("USD", Fraction(1)),
         grammar="aud"),
    Unit("CAD", "[currency $]", None, True, ("cad",), ("C$", "CAD"), per=("USD", Fraction(1)),
         grammar="cad"),
    Unit("INR", "[currency INR]", None, True, ("inr",), ("₹", "INR"), grammar="inr"),
    Unit("CNY", "[currency CNY]", None, True, ("cny",), ("CNY",), grammar="cny"),
    Unit("SEK", "[currency SEK]", None, True, ("sek",), ("SEK",), grammar="sek"),
    Unit("PLN", "[currency PLN]", None, True, ("pln",), ("PLN",), grammar="pln"),
    # Crypto assets: each its own dimension, like a currency.
    Unit("BTC", "[currency BTC]", None, True, ("btc",), ("BTC",), grammar="btc"),
    Unit("ETH", "[currency ETH]", None, True, ("eth",), ("ETH",), grammar="eth"),
    Unit("SOL", "[currency SOL]", None, True, ("sol",), ("SOL",), grammar="sol"),
)  # fmt: skip
"""Every unit numground knows, one row each."""

UNITS: dict[str, Unit] = {u.symbol: u for u in ROWS}
"""The rows by symbol."""


def _exponents(dim: str) -> dict[str, int]:
    """A dimension string (``[mass] / [length] ** 3``) as base exponents."""
    out: dict[str, int] = {}
    sign = 1
    for m in _DIM_PART.finditer(dim):
        op, base, power = m.group(1), m.group(2), m.group(3)
        if op == "/":
            sign = -1
        elif op == "*":
            sign = 1
        out[base] = out.get(base, 0) + sign * int(power or 1)
    return {b: e for b, e in out.items() if e}


def _canonical(exponents: dict[str, int]) -> str:
    """One spelling per dimension: bases in order, numerator then denominator."""
    up = [b + (f" ** {e}" if e != 1 else "") for b, e in sorted(exponents.items()) if e > 0]
    down = [b + (f" ** {-e}" if e != -1 else "") for b, e in sorted(exponents.items()) if e < 0]
    text = " * ".join(up) or "1"
    return text + "".join(f" / {d}" for d in down)


_DIM_PART = re.compile(r"(?:\s*([*/])\s*)?(\[[^\]]+\])(?:\s*\*\*\s*([0-9]+))?")
_DIMENSION: dict[str, str] = {u.symbol: _canonical(_exponents(u.dimension)) for u in ROWS}
"""Each row's dimension, spelled canonically, so that a rate built from two
rows (``mg/L``) lands in the dimension of a row that is one (``mg/dL``)."""


_BY_GRAMMAR: dict[str, str] = {u.grammar: u.symbol for u in ROWS if u.grammar is not None}
assert len(_BY_GRAMMAR) == sum(u.grammar is not None for u in ROWS), "two rows share a name"


def named(name: str) -> str:
    """The symbol of the row the grammar names ``name`` (``percent`` -> ``%``,
    ``km_per_h`` -> ``km/h``; the alias ``u_km_per_h`` without its ``u_``).
    ``KeyError`` for a name no row declares: a test walks every alias of the
    grammar, so a missing row fails there."""
    return _BY_GRAMMAR[name]


_CURRENCY: dict[str, str] = {sign: u.symbol for u in ROWS for sign in u.signs}
CURRENCIES: frozenset[str] = frozenset(_CURRENCY.values())
"""The symbols of the currencies (rows written with a sign before the number)."""


def currency_of(sign: str) -> str:
    """The currency a symbol written before a number names (``$`` -> ``USD``)."""
    return _CURRENCY[sign]


KEY_SPELLINGS: dict[str, str] = {key: u.symbol for u in ROWS for key in u.keys}
"""How data keys spell units beyond the grammar's prose spellings (lower case;
several words joined by ``_``) -> symbol, from the rows."""

KEY_AMBIGUOUS = frozenset({"hr", "hrs", "g", "l", "mb", "p", "t", "y", "x"})
"""Short key words that read two ways and name no unit: ``hr`` (heart rate or
hours), ``g`` (grams or g-force), ``l`` (litres or a level), ``mb`` (megabytes
or millibars), ``p`` (pence or a percentile), ``t``, ``y``, ``x``."""

KEY_SCALES = {"k": 3, "thousand": 3, "thousands": 3, "000s": 3, "mn": 6, "million": 6,
              "millions": 6, "bn": 9, "billion": 9, "billions": 9, "cents": -2, "cent": -2,
              "pence": -2, "micros": -6}  # fmt: skip
"""Key words that give a scale, as a power of ten (``revenue_bn``, ``amount_cents``,
Google Ads' ``cost_micros``). ``m``/``mm``/``b`` are scales only beside a money word."""

MONEY_WORDS = frozenset({
    "revenue", "sales", "income", "profit", "earnings", "ebitda", "cost", "costs", "capex",
    "opex", "cash", "spend", "spent", "budget", "price", "value", "cap", "assets", "debt", "equity",
    "amount", "balance", "fee", "fees", "mrr", "arr", "gmv", "payroll", "salary", "pay",
    "net", "gross",
})  # fmt: skip
"""Key words that mark an amount of money: beside one, ``m`` is millions, not metres."""

TEMPERATURE_WORDS = frozenset({
    "temp", "temperature", "tmp", "atmp", "feels", "dew", "dewpoint", "chill", "heat",
    "setpoint", "thermostat", "fever", "body", "water", "air", "indoor", "outdoor", "ambient",
    "soil", "surface", "frost",
})  # fmt: skip
"""Key words beside which ``c`` and ``f`` are degrees Celsius and Fahrenheit."""

EXTREME_WORDS = frozenset({
    "high", "low", "max", "min", "mean", "avg", "average", "median", "peak", "daily",
    "overnight", "allowed", "limit", "threshold", "delta",
})  # fmt: skip
"""Key words that only say which reading of a quantity a key holds: ``c`` and
``f`` after nothing else are degrees too (``high_c``, ``max_allowed_c``)."""

CENT_WORDS = MONEY_WORDS | frozenset({
    "standing", "charge", "charges", "tariff", "rate", "fare", "tip", "tax", "supply",
})  # fmt: skip
"""Key words beside which ``c`` is cents (``standing_c_per_day``, ``price_c``)."""

SHARE_WORDS = frozenset({
    "rate", "ratio", "share", "fraction", "proportion", "ctr", "cvr", "margin", "utilization",
    "utilisation", "occupancy", "retention", "churn", "completion", "coverage", "accuracy",
    "precision", "recall",
})  # fmt: skip
"""Key words of a share: a number of at most 1 under one, with no unit, is a
fraction (``engagementRate: 0.4712`` is 47.12 %, never 0.47 %)."""

NOT_A_SHARE_WORDS = frozenset({
    "tax", "interest", "apr", "apy", "yield", "coupon", "fee", "commission", "inflation",
    "mortgage", "funding", "fx", "exchange", "currency", "heart", "respiratory", "resp",
    "pulse", "pay", "nightly", "hourly", "daily", "base", "discount", "growth", "change",
})  # fmt: skip
"""Key words of rates that data writes as percents as often as fractions
(``propertyTaxRate: 0.58`` is 0.58 %) or that are no shares (a heart rate, an
exchange rate, a nightly rate): both readings stay."""

CHANGE_WORDS = frozenset({"growth", "change"})
"""Key words of a change, which data writes as a fraction as often as an
amount: a currency the pool declares makes ``revenue_growth: 0.124`` an
amount of money and, where ``|x| ≤ 1``, a bare number as well (12.4 % grows
from it as from any fraction; SPEC §3 keeps both readings where the key
does not say percent)."""

PROBABILITY_WORDS = frozenset({"probability", "likelihood", "chance"})
"""Key words of a chance: a whole number or one above 1 under one is a percent
(Salesforce's ``Probability: 60``); a fraction below 1 stays a fraction."""

DURATION_WORDS = frozenset({
    "duration", "time", "elapsed", "wait", "delay", "downtime", "uptime", "outage", "resolve",
    "resolution", "response", "respond", "ack", "acknowledge", "triage", "detect", "mttr",
    "mtta", "mttd", "ttr", "tta", "ttd", "lead", "cycle", "handle", "hold", "talk", "queue",
    "session", "call", "meeting", "commute", "drive", "sleep", "nap", "active", "moving",
    "idle", "screen", "late", "overdue", "runtime",
})  # fmt: skip
"""Key words beside which ``m`` is minutes (``resolve_m``, ``wait_time_m``)."""

LENGTH_WORDS = frozenset({
    "elevation", "elev", "gain", "ascent", "descent", "climb", "altitude", "height", "depth",
    "distance", "dist", "length", "width", "visibility", "radius", "diameter", "swim",
})  # fmt: skip
"""Key words beside which ``m`` is metres even after a money word
(``net_elevation_gain_m``); with none of these, of ``DURATION_WORDS`` or of
``MONEY_WORDS``, ``m`` is metres too."""


def _info(symbol: str) -> Unit:
    known = UNITS.get(symbol)
    return known if known is not None else _composite(symbol)


@lru_cache(maxsize=256)
def _composite(symbol: str) -> Unit:
    """A unit per a unit written with a slash (``GB/d``, ``ng/mL``, ``¢/kWh``):
    its dimension built from the two rows'; anything else is a unit of its own."""
    top, slash, per = symbol.rpartition("/")
    if slash and top in UNITS and per in UNITS:
        a, b = _exponents(UNITS[top].dimension), _exponents(UNITS[per].dimension)
        for base, e in b.items():
            a[base] = a.get(base, 0) - e
        return Unit(symbol, _canonical({k: v for k, v in a.items() if v}))
    return Unit(symbol, f"[{symbol}]")


def dimension(unit: str | None) -> str | None:
    """What ``unit`` measures (canonically spelled), or None for a unitless value."""
    if unit is None:
        return None
    known = _DIMENSION.get(unit)
    return known if known is not None else _info(unit).dimension


def additive(unit: str | None) -> bool:
    """Whether values in ``unit`` add up to a whole; unitless counts do."""
    return unit is None or _info(unit).additive


def shift(value: Decimal, places: int) -> Decimal:
    """``value`` times 10**places, exactly (``scaleb`` would round to 28 digits)."""
    sign, digits, exponent = value.as_tuple()
    assert isinstance(exponent, int)
    return Decimal((sign, digits, exponent + places))


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
    (a_num, a_den), (b_num, b_den) = _affine(src, dst)
    # value * a + b in one division, so exact results stay exact (90 min -> 1.5 h).
    return (value * a_num * b_den + b_num * a_den) / (a_den * b_den)


@lru_cache(maxsize=1024)
def _affine(src: str, dst: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """``(scale, offset)``, ``dst = src * scale + offset``, for two units of one dimension."""
    if dimension(src) != dimension(dst):
        raise ValueError(f"cannot convert {src!r} to {dst!r}")
    if src not in UNITS or dst not in UNITS:  # a unit per a unit: part by part
        (top, per), (top2, per2) = src.rsplit("/", 1), dst.rsplit("/", 1)
        scale = _scale(top, top2) / _scale(per, per2)
        return (scale.numerator, scale.denominator), (0, 1)
    (root, f), (root2, f2) = _root(src), _root(dst)
    if root == root2:
        scale = f / f2
        return (scale.numerator, scale.denominator), (0, 1)
    a, b = UNITS[root].pint, UNITS[root2].pint
    if a is None or b is None:
        raise ValueError(f"cannot convert {src!r} to {dst!r}")
    (s_num, s_den), (o_num, o_den) = _linear(a, b)
    scale = Fraction(s_num, s_den) * f / f2
    offset = Fraction(o_num, o_den) / f2
    return (scale.numerator, scale.denominator), (offset.numerator, offset.denominator)


def _scale(src: str, dst: str) -> Fraction:
    (num, den), (off, _) = _affine(src, dst)
    if off:
        raise ValueError(f"cannot take {src!r} per something: its zero is arbitrary")
    return Fraction(num, den)


def base_of(symbol: str) -> tuple[str, Fraction] | None:
    """The row a unit is counted in when Pint does not convert it (a cent in
    dollars: ``("USD", 1/100)``), or None for a row of its own."""
    if symbol not in UNITS or UNITS[symbol].per is None:
        return None
    return _root(symbol)


def also_read(symbol: str, text: str) -> str | None:
    """The other unit a claim written ``text`` in ``symbol`` reads as, when
    the text ends in the row's bare symbol (``31 m`` -> ``min``), or None."""
    row = UNITS.get(symbol)
    if row is None or row.also is None or not text.rstrip().endswith(row.symbol):
        return None
    return row.also


def price_of(symbol: str) -> str | None:
    """The currency of a price per unit (``USD/kWh`` -> ``USD``, ``¢/kWh`` ->
    ``¢``), or None: prose writes "$0.21 per kWh" with the unit in words."""
    top, slash, per = symbol.rpartition("/")
    if slash and per in UNITS and top in UNITS and UNITS[top].dimension.startswith("[currency"):
        return top
    return None


def per_time(symbol: str) -> str | None:
    """The amount of a rate per unit of time (``GB/d`` -> ``GB``), or None."""
    top, slash, per = symbol.rpartition("/")
    if symbol not in UNITS and slash and top in UNITS and per in UNITS and (
        UNITS[per].dimension == TIME
    ):
        return top  # km/h and s/km are rows of their own, not rates of an amount
    return None


def _root(symbol: str) -> tuple[str, Fraction]:
    """The row a ``per`` chain ends at, and how many of it one ``symbol`` is."""
    factor = Fraction(1)
    row = UNITS[symbol]
    while row.per is not None:
        factor *= row.per[1]
        row = UNITS[row.per[0]]
    return row.symbol, factor


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

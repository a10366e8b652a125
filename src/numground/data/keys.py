"""What data keys and declarations say about numbers: their unit and scale.

A key names its numbers' unit the way prose does, so it is read with the
grammar's own unit lexicon (the terminals of its ``unit`` rule), wherever
the unit word stands in the key: ``distance_km``, ``gust_kph_max``,
``avgSpeedKmh``, ``import_usd_per_kwh``. The unit table adds the spellings
only keys use (``pct``, ``mcg``, ``ugm3``) and says which short words read
two ways (``KEY_AMBIGUOUS``). A key may also name a scale (``revenue_usd_m``:
US dollars in millions; ``amount_cents``: hundredths). A declaration is a
string value under a key such as ``units`` or ``currency`` naming a unit, a
currency or a scale for the numbers beside it (``"amounts_in": "USD
thousands"``).

Decided where SPEC §3 is silent:

- The unit word is the last word of the key that is one, but never the
  first word alone (``km`` or ``ms_count`` name no unit): ``temp_min_c`` is
  °C, ``hr_min`` is minutes (``hr`` reads two ways and is skipped).
- ``m`` and ``mm`` are millions after a currency or a money word
  (``revenue_usd_m``, ``capex_mm``) unless a length word is there too
  (``net_elevation_gain_m``); ``m`` is minutes beside a duration word
  (``resolve_m``), metres otherwise (``elevation_gain_m``, ``depth_m``).
- ``c`` and ``f`` are degrees beside a temperature word (``temp_c``,
  ``setpoint_c``) or after only words of which reading (``high_c``,
  ``max_allowed_c``); ``c`` is cents beside a word of money or charge
  (``price_c``, ``standing_c_per_day``: ¢ a day); else they name nothing.
- ``c`` and ``p`` right before a unit word, or before ``per`` one, are
  cents and pence of a price (``peak_c_kwh``: ¢/kWh; ``export_p_per_kwh``:
  GBP/kWh in hundredths); ``p`` beside a word of money is pence. The unit
  table has no row for a penny, so pence read as pounds scaled by -2; a
  cent is the dollar's (euro cents under ``_c`` read as dollar cents).
- A word after ``per`` is a denominator, never the key's unit alone:
  ``price_usd_per_kwh`` is USD/kWh, ``idle_fee_per_min`` and
  ``energy_price_per_kwh`` name no unit (a declared currency may give one).
- Single letters name a unit only through the unit table's key spellings.
- A calendar word names a unit only in the plural (``age_years``, ``lead_days``)
  or after ``per`` (``growth_gb_per_day``); ``revenue_prior_year`` names a period.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from numground.lex.lexicon import cue_of, unit_of
from numground.tables.units import (
    CENT_WORDS,
    CURRENCIES,
    DURATION_WORDS,
    EXTREME_WORDS,
    KEY_AMBIGUOUS,
    KEY_SCALES,
    KEY_SPELLINGS,
    LENGTH_WORDS,
    MONEY_WORDS,
    TEMPERATURE_WORDS,
    currency_of,
    dimension,
)
from numground.tables.words import reference_words

__all__ = ["DECLARATION_KEYS", "KeyReading", "names_a_day", "names_a_moment", "names_a_record",
           "names_reference", "only_reference_words", "period_core", "read_declaration",
           "read_key", "words"]

DECLARATION_KEYS = frozenset({
    "unit", "units", "scale", "amounts_in", "amounts", "denomination", "currency",
    "currency_code", "currencycode", "unit_of_measure", "uom", "reporting_currency",
    "currency_iso_code", "iso_currency_code", "currency_iso",
})  # fmt: skip
"""Keys (lower case, ``-``/camelCase as ``_``) whose string value declares the
unit, currency or scale of the numbers beside it."""


@dataclass(frozen=True, slots=True)
class KeyReading:
    """What a key (or a declaration) says about its numbers."""

    unit: str | None = None
    """Their unit, or None."""
    scale: int = 0
    """The power of ten they are written in: 3 thousands, 6 millions, -2 cents."""
    outflow: bool = False
    """The key names money paid out (``card_spend``, ``fees``, ``withholding_tax``):
    its negative numbers are outflows, which prose writes unsigned."""


_NOTHING = KeyReading()
_SPLIT = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+[a-z]*"
                    r"|[µμ³][a-z0-9³]*")


def words(key: str) -> list[str]:
    """A key's words, lower case: snake_case, kebab-case and camelCase split
    (``avgSpeedKmh`` -> avg, speed, kmh; ``pm25_ugm3`` -> pm25, ugm3)."""
    return list(_words(key))


@lru_cache(maxsize=65536)
def _words(key: str) -> tuple[str, ...]:
    """``words``, once per key: a pool's paths are read by every pass."""
    return tuple(w.lower() for w in _SPLIT.findall(key))


@lru_cache(maxsize=4096)
def read_key(key: str) -> KeyReading:
    """The unit and scale a data key gives its numbers (``revenue_usd_m`` ->
    USD, 6; ``gust_kph_max`` -> km/h, 0; ``tsb`` -> nothing)."""
    w = words(key)
    outflow = any(_outflow_word(x) for x in w)
    if len(w) < 2:
        return KeyReading(None, 0, outflow) if outflow else _NOTHING
    money = any(x in MONEY_WORDS or _currency(x) for x in w)
    if money and not LENGTH_WORDS.isdisjoint(w) and not any(_currency(x) for x in w):
        money = False  # net_elevation_gain_m: metres, whatever "net" says elsewhere
    scale = 0
    for j in range(len(w) - 1, 0, -1):
        minor = _minor_per(w, j, money)
        if minor is not None:  # peak_c_kwh, standing_charge_p_per_day
            return KeyReading(minor[0], minor[1], outflow)
        if w[j] == "p" and (money or not CENT_WORDS.isdisjoint(w)):
            return KeyReading("GBP", -2, outflow)  # price_p: pence
        if j >= 2 and w[j - 1] == "per":
            top = _unit_word(w[j - 2], w, money)
            per = _unit_word(w[j] + ("s" if _prose_unit(w[j]) in _PERIODS else ""), w, money)
            if top and per:
                return KeyReading(f"{top}/{per}", scale, outflow)
            if top is None and _spelled(w, j) is None:
                continue  # idle_fee_per_min, price_per_kwh: per minute, per kWh; no unit
        spelled = _spelled(w, j)
        if spelled is not None:
            return KeyReading(spelled, scale, outflow)
        if j >= 2 and w[j] in _VOLUMES:  # a concentration: mmol_l, ug_l, mg_dl
            top = _unit_word(w[j - 1], w, money)
            if top is not None:
                return KeyReading(f"{top}/{_VOLUMES[w[j]]}", scale, outflow)
        if not scale:
            found = _scale_word(w[j], money)
            if found:
                scale = found
                continue
        if w[j] == "min" and j == len(w) - 1 and _names_a_minimum(w[j - 1], w, money):
            continue  # temp_f_min, hr_bpm_min: the least of the unit before, not minutes
        unit = _unit_word(w[j], w, money)
        if unit is not None:
            return KeyReading(unit, scale, outflow)
    return KeyReading(None, scale, outflow)


def _names_a_minimum(before: str, w: list[str], money: bool) -> bool:
    """Whether a key's last word "min" follows a unit word other than a time
    (``temp_f_min``); after a time unit it stays ambiguous and reads as minutes."""
    unit = _unit_word(before, w, money)
    return unit is not None and dimension(unit) != "[time]"


def read_declaration(text: str) -> KeyReading:
    """The unit, currency and scale a declaration string names: ``"USD
    thousands"``, ``"millions, except per-share data"``, ``"$bn"``, ``"Wh"``."""
    unit, scale = None, 0
    for raw in re.findall(r"[A-Za-z$€£¥₹µμ³0-9/]+", text[:80]):
        lower = raw.lower()
        sign = raw[:1] if raw[:1] in "$€£¥₹" else None
        if sign:
            unit = unit or currency_of(sign)
            lower, raw = lower[1:], raw[1:]
            if not lower:
                continue
        found = _scale_word(lower, True) or _DECLARED_SCALES.get(lower, 0)
        if found and not scale:
            scale = found
        elif unit is None:
            unit = _currency(lower) or _prose_unit(raw) or _prose_unit(lower)
    return KeyReading(unit, scale)


_PERIODS = frozenset({"h", "d", "wk", "mo", "yr", "decade"})
"""Calendar units: in a key, a unit only in the plural (``age_years``); in the
singular a key word names a period (``revenue_prior_year``)."""

_VOLUMES = {"l": "L", "dl": "dL", "ml": "mL", "ul": "µL"}
"""Volume words that end a concentration key (``ferritin_ug_l``)."""

_DECLARED_SCALES = {"trillion": 12, "trillions": 12}
"""Scale words a declaration may write beyond the key words (``KEY_SCALES``
has thousands to billions): "USD trillions". Not read in keys."""


def _scale_word(word: str, money: bool) -> int:
    if word in KEY_SCALES:
        return KEY_SCALES[word]
    if money and word in ("m", "mm"):
        return 6
    if money and word == "b":
        return 9
    return 0


def _spelled(w: list[str], j: int) -> str | None:
    """A unit the table spells with several words ending at ``w[j]`` (``s_per_km``)."""
    for k in range(max(0, j - 2), j):
        found = KEY_SPELLINGS.get("_".join(w[k : j + 1]))
        if found is not None and k > 0:
            return found
    return None


def _unit_word(word: str, w: list[str], money: bool) -> str | None:
    if word in KEY_AMBIGUOUS:
        return None
    if word in ("c", "f"):
        return _c_or_f(word, w, money)
    if money and word in ("m", "mm", "b"):
        return None
    if word == "m" and not DURATION_WORDS.isdisjoint(w):
        return "min"  # resolve_m, wait_time_m
    found = KEY_SPELLINGS.get(word)
    if found is not None:
        return found
    found = _currency(word) or (_prose_unit(word) if len(word) > 1 else None)
    if found in _PERIODS and not word.endswith("s"):
        return None  # "prior_year", "last_month": which period, not the unit
    return found


def _minor_per(w: list[str], j: int, money: bool) -> tuple[str, int] | None:
    """A price in cents or pence per the unit ``w[j]`` names, written ``c`` or
    ``p`` right before it or before ``per`` it (``peak_c_kwh``,
    ``supply_c_day``, ``export_p_per_kwh``): ``("¢/kWh", 0)``, ``("GBP/d",
    -2)``; None otherwise. A temperature word keeps ``c`` a degree."""
    k = j - 2 if j >= 2 and w[j - 1] == "per" else j - 1
    if k < 1 or w[k] not in ("c", "p") or (w[k] == "c" and not TEMPERATURE_WORDS.isdisjoint(w)):
        return None  # c_km: a name; the first word is never the unit
    per = _unit_word(w[j] + ("s" if _prose_unit(w[j]) in _PERIODS else ""), w, money)
    if per is None or dimension(per) not in _PRICED:  # hba1c_pct: a word ending in c
        return None
    return (f"¢/{per}", 0) if w[k] == "c" else (f"GBP/{per}", -2)


_PRICED = frozenset(dimension(u) for u in ("kWh", "kW", "d", "km", "L", "kg", "GB"))
"""What a price in cents or pence is per: energy, power, time, distance,
volume, mass, data (not a percent: ``hba1c_pct`` splits as hba1, c, pct)."""


def _c_or_f(word: str, w: list[str], money: bool) -> str | None:
    """``c`` and ``f`` by the key's other words: degrees beside a temperature
    word or after only words of which reading (``high_c``, ``max_allowed_c``),
    ``c`` cents beside a word of money (``standing_c_per_day``), else nothing."""
    others = set(w) - {word}
    degrees = "°C" if word == "c" else "°F"
    if not TEMPERATURE_WORDS.isdisjoint(others):
        return degrees
    if word == "c" and (money or not CENT_WORDS.isdisjoint(others)):
        return "¢"
    others -= {"per"}
    return degrees if others and others <= EXTREME_WORDS else None


def _currency(word: str) -> str | None:
    upper = word.upper()
    return upper if upper in CURRENCIES else None


def _outflow_word(word: str) -> bool:
    """Whether the grammar reads ``word`` as a word of outflow (a key that
    says "spend" or "fees" holds money paid out; one that says "drop" only
    a fall)."""
    return cue_of(word) == "outflow"


def _prose_unit(word: str) -> str | None:
    """The unit a word names: one unit word, else what the grammar reads
    after a number (compound units such as ``g/dL`` or ``µg/m³`` are rules
    over several terminals, so only the grammar itself reads them)."""
    return unit_of(word) or (_grammar_unit(word) if "/" in word else None)


@lru_cache(maxsize=1 << 10)
def _grammar_unit(word: str) -> str | None:
    from numground.lex.tokenize import tokenize

    tokens = tokenize(f"1 {word}")
    whole = len(tokens) == 1 and tokens[0].end == len(word) + 2
    return tokens[0].unit if whole else None


# -------------------------------------------------- moments
_MOMENT_WORDS = frozenset({"at", "time", "timestamp", "ts", "date", "datetime", "dt", "created",
                           "updated", "modified", "epoch", "when", "start", "end", "begin",
                           "stop", "due", "expires", "expiry", "deadline", "since", "until"})
"""Key words that name a moment (``created``, ``paid_at``, ``period_start``)."""
_DAY_WORDS = frozenset({"date", "day", "dt"})
"""Key words that name a day (``business_date``)."""


@lru_cache(maxsize=4096)
def names_a_moment(key: str) -> bool:
    """Whether a key names a moment, so that an epoch under it is a date:
    one of its words is a moment's (``created``, ``*_at``, ``timestamp``,
    ``period_start``) and none a money word or a unit other than seconds
    (``cash_end``, ``time_in_zone_min`` hold quantities)."""
    found = words(key)
    if _MOMENT_WORDS.isdisjoint(found) or not MONEY_WORDS.isdisjoint(found):
        return False
    return read_key(key).unit in (None, "s", "ms")


def names_a_day(key: str) -> bool:
    """Whether a key names a day (``date``, ``startBusinessDate``)."""
    return not _DAY_WORDS.isdisjoint(words(key)) and names_a_moment(key)


# -------------------------------------------------- periods and points of comparison
_INDEX = re.compile(r"\[([0-9]+)\]")
_PERIOD = frozenset({"last", "this", "current", "same", "week", "weeks", "month", "months",
                     "day", "days", "year", "years", "quarter", "period", "wk", "mo", "yr",
                     "qtr", "mtd", "ytd", "wtd", "today", "now"})  # fmt: skip
"""Words that only say which period a key holds (``same_day_last_week``)."""
_GLUED_SPAN = re.compile(r"[0-9]+[a-z]{0,2}")
"""A window glued into a key (``28d``, ``30``): also only a period."""


def names_a_record(path: str) -> bool:
    """Whether a path's last key names a record rather than a quantity
    (``alert_id``, ``teams.home.id``): a number no brief cites as a measure."""
    last = path[max(path.rfind("."), path.rfind("]")) + 1 :]
    found = _words(last)
    return bool(found) and found[-1] in ("id", "ids")


def names_reference(path: str) -> bool:
    """Whether a path names a point of comparison (``prior_quarter.cash_end``,
    ``budgets[0].limit``): a word of ``grammar/words.txt``'s ``[reference]``."""
    return not reference_words().isdisjoint(words(_INDEX.sub(" ", path)))


@lru_cache(maxsize=4096)
def only_reference_words(key: str) -> bool:
    """Whether a key only names a point of comparison (``previous``,
    ``prior``, ``target``), nothing of what it compares."""
    found = words(key)
    return bool(found) and reference_words().issuperset(found)


def period_core(path: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """What a path holds whatever the period: its last key without period and
    reference words, and its list positions (``prior_quarter.cash_end`` and
    ``cash_end`` are both ``(("cash", "end"), ())``)."""
    last = _INDEX.sub("", path.rsplit(".", 1)[-1])
    refs = reference_words()
    core = tuple(w for w in words(last)
                 if w not in refs and w not in _PERIOD and not _GLUED_SPAN.fullmatch(w))
    return core, tuple(_INDEX.findall(path))

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
  (``revenue_usd_m``, ``capex_mm``), metres and millimetres otherwise;
  ``c`` and ``f`` are degrees only after a temperature word (``temp_c``).
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
    CURRENCIES,
    KEY_AMBIGUOUS,
    KEY_SCALES,
    KEY_SPELLINGS,
    MONEY_WORDS,
    TEMPERATURE_WORDS,
    currency_of,
    dimension,
)
from numground.tables.words import reference_words

__all__ = ["DECLARATION_KEYS", "KeyReading", "names_reference", "only_reference_words",
           "period_core", "read_declaration", "read_key", "words"]

DECLARATION_KEYS = frozenset({
    "unit", "units", "scale", "amounts_in", "amounts", "denomination", "currency",
    "currency_code", "currencycode", "unit_of_measure", "uom", "reporting_currency",
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
    return [w.lower() for w in _SPLIT.findall(key)]


@lru_cache(maxsize=4096)
def read_key(key: str) -> KeyReading:
    """The unit and scale a data key gives its numbers (``revenue_usd_m`` ->
    USD, 6; ``gust_kph_max`` -> km/h, 0; ``tsb`` -> nothing)."""
    w = words(key)
    outflow = any(_outflow_word(x) for x in w)
    if len(w) < 2:
        return KeyReading(None, 0, outflow) if outflow else _NOTHING
    money = any(x in MONEY_WORDS or _currency(x) for x in w)
    scale = 0
    for j in range(len(w) - 1, 0, -1):
        if j >= 2 and w[j - 1] == "per":
            top = _unit_word(w[j - 2], w, money)
            per = _unit_word(w[j] + ("s" if _prose_unit(w[j]) in _PERIODS else ""), w, money)
            if top and per:
                return KeyReading(f"{top}/{per}", scale, outflow)
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
        return ("°C" if word == "c" else "°F") if TEMPERATURE_WORDS & set(w) else None
    if money and word in ("m", "mm", "b"):
        return None
    found = KEY_SPELLINGS.get(word)
    if found is not None:
        return found
    found = _currency(word) or (_prose_unit(word) if len(word) > 1 else None)
    if found in _PERIODS and not word.endswith("s"):
        return None  # "prior_year", "last_month": which period, not the unit
    return found


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


# -------------------------------------------------- periods and points of comparison
_INDEX = re.compile(r"\[([0-9]+)\]")
_PERIOD = frozenset({"last", "this", "current", "same", "week", "weeks", "month", "months",
                     "day", "days", "year", "years", "quarter", "period", "wk", "mo", "yr",
                     "qtr", "mtd", "ytd", "wtd", "today", "now"})  # fmt: skip
"""Words that only say which period a key holds (``same_day_last_week``)."""
_GLUED_SPAN = re.compile(r"[0-9]+[a-z]{0,2}")
"""A window glued into a key (``28d``, ``30``): also only a period."""


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

"""The pool: every citable number of the data a model was given, indexed for look-up.

Walks any JSON-like value without recursion (10,000-deep nesting is data, not
an attack) and never raises on what it finds: whatever is not citable lands in
``Pool.skipped`` with the reason. Entries are grouped by unit and kept sorted by
value, so finding the entries near a claim is a bisection, not a scan.

Decided where SPEC §3 is silent:

- An ``int`` is citable at any size the arithmetic can hold (``10**400`` is);
  values beyond 1e1000 in magnitude are skipped. A JSON number like ``1e400``
  parses to ``inf`` and is skipped, as are NaN and ±Infinity.
- ``decimal.Decimal`` leaves (``json.loads(..., parse_float=Decimal)``) are taken as written.
- ``None`` (JSON ``null``) and other non-numeric leaves are skipped with a reason;
  strings are tokenized, and those without claims are simply not citable.
- A key's unit reaches the numbers under it at any depth: of lists, and of
  a nested object's keys that name no unit of their own (``totals_kwh:
  {"grid_import": 3.2}``); a key that names one speaks for itself.
- A container met again below itself (a cycle) is skipped, not walked forever.
"""

from __future__ import annotations

import json
import math
import os
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from json.decoder import scanstring
from typing import Any, Literal, TypeVar, cast

from numground.data.codes import is_metadata, text_role
from numground.data.epochs import moment_text
from numground.data.keys import (
    DECLARATION_KEYS,
    KeyReading,
    only_reference_words,
    read_declaration,
    read_key,
    words,
)
from numground.data.tabular import Record, TabularError, read_csv, records_of
from numground.errors import DEFAULT_MAX_BYTES, NumgroundError, too_large
from numground.lex.dates import Clock, Day, duration_of, moments_of, zone_of
from numground.lex.tokens import Kind
from numground.tables.units import (
    CHANGE_WORDS,
    CURRENCIES,
    MONEY_WORDS,
    NOT_A_SHARE_WORDS,
    PROBABILITY_WORDS,
    SHARE_WORDS,
    UNITS,
    dimension,
    per_time,
    price_of,
    shift,
)

__all__ = ["LOOKUP_ONLY", "Hint", "Pool", "PoolEntry", "PoolError", "Source", "load_data",
           "load_json",
           "read_hints", "read_text"]

Source = Literal["number", "string", "length", "code", "description"]
T = TypeVar("T")

LOOKUP_ONLY: frozenset[str] = frozenset({"code", "description"})
"""The sources whose numbers ground a claim only by direct look-up, never as
operands of a computation (``numground.data.codes``)."""

_MAX_ADJUSTED = 1000
"""Magnitudes above 1e1000 are skipped: beyond anything data cites, and costly to compare."""


class PoolError(NumgroundError):
    """The pool's file could not be read or is not JSON, or its hints are not hints."""


@dataclass(frozen=True, slots=True)
class Hint:
    """What the data's producer says about the numbers at some paths, for
    conventions a key cannot tell (``Pool.from_data(data, hints=...)``)."""

    unit: str | None = None
    """Their unit (a symbol of the unit table: ``USD``, ``km``, ``%``)."""
    scale: int | None = None
    """The power of ten they are written in (6: millions; -2: cents)."""
    percent: str | None = None
    """``fraction`` (0.0217 means 2.17%) or ``percent`` (2.17 means 2.17%)."""
    sign: str | None = None
    """``outflow``: a negative number is an amount paid out; prose writes it unsigned."""


_HINT_FIELDS = frozenset({"unit", "scale", "percent", "sign"})
_SCALE_NAMES = {"thousands": 3, "millions": 6, "billions": 9, "cents": -2}


def read_hints(raw: object, where: str = "hints") -> tuple[tuple[re.Pattern[str], Hint], ...]:
    """Hints from their JSON form: ``{"*.amount": {"sign": "outflow"}, "*_m":
    {"scale": 1e6}}``. A glob matches a whole path; ``*`` is any run of
    characters (``transactions[*].amount``), everything else is literal.
    ``PoolError`` (one line, naming the glob) for anything else."""
    if raw is None:
        return ()
    if not isinstance(raw, Mapping):
        raise PoolError(f"{where}: hints must be an object of path globs")
    out = []
    for glob, fields in raw.items():
        if not isinstance(glob, str) or not isinstance(fields, Mapping):
            raise PoolError(f"{where}: {glob!r}: a hint is an object (unit, scale, percent, sign)")
        unknown = sorted(set(fields) - _HINT_FIELDS)
        if unknown:
            raise PoolError(f"{where}: {glob!r}: unknown hint {unknown[0]!r}")
        unit, scale = fields.get("unit"), fields.get("scale")
        if unit is not None and unit not in UNITS:
            raise PoolError(f"{where}: {glob!r}: unknown unit {unit!r}")
        if scale is not None:
            scale = _scale_of(scale)
            if scale is None:
                raise PoolError(f"{where}: {glob!r}: scale must be a power of ten such as "
                                "1e6 or 0.01, or thousands, millions, billions, cents")
        percent, sign = fields.get("percent"), fields.get("sign")
        if percent not in (None, "fraction", "percent"):
            raise PoolError(f"{where}: {glob!r}: percent must be 'fraction' or 'percent'")
        if sign not in (None, "outflow", "as_written"):
            raise PoolError(f"{where}: {glob!r}: sign must be 'outflow' or 'as_written'")
        pattern = re.compile(".*".join(re.escape(part) for part in glob.split("*")))
        out.append((pattern, Hint(unit, scale, percent, None if sign == "as_written" else sign)))
    return tuple(out)


def _scale_of(value: object) -> int | None:
    if isinstance(value, str):
        return _SCALE_NAMES.get(value)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        return None
    exponent = Decimal(repr(value)).normalize().as_tuple()
    if exponent.digits != (1,) or not isinstance(exponent.exponent, int):
        return None
    return exponent.exponent


@dataclass(frozen=True, slots=True)
class PoolEntry:
    """One citable number of a pool: where it is, its value as written, its unit, and how
    it was read (a JSON number, a claim in a string, a list's length; scaled or not)."""

    path: str
    """Where it is: ``metrics.tsb``, ``workouts[2].distance_km``, ``workouts.length``."""
    value: Decimal
    """The value as written (``Decimal(repr(x))`` for a float)."""
    unit: str | None
    """Canonical unit symbol, from a string's unit or the key's suffix; None if unitless."""
    step: Decimal | None = None
    """For a number found in a string, the rounding it was written with; None for JSON numbers."""
    source: Source = "number"
    """``number`` (a JSON number), ``string`` (a claim inside a string), ``length``
    (a list's), ``code`` (a number inside an identifier, an id, a URL: ``"1742-6"``)
    or ``description`` (inside a name that describes a thing: ``"Pallet wrap 20 in"``).
    Codes and descriptions are look-up only (``operand``)."""
    scaled: int = 0
    """The power of ten this reading applied to the number as written: a
    declared or key scale (``revenue_usd_m``: 6), a percent key's fraction
    (2), minor units (-2). Both readings are entries; 0 is as written."""
    outflow: bool = False
    """A hint says this number is an outflow: negative, it grounds an unsigned claim."""
    fraction: bool = False
    """A share stored as a fraction (``engagementRate: 0.4712``, no percent in its
    key): a percent reads it times 100 (47.1 %), never as written (0.47 %)."""

    @property
    def operand(self) -> bool:
        """Whether a computation may use it: not a number of a code or a description."""
        return self.source not in LOOKUP_ONLY


class Pool:
    """The citable numbers of one JSON-like value, indexed by unit and value."""

    __slots__ = ("__weakref__", "_by_path", "_groups", "_indexes", "entries", "instants",
                 "labels", "moments", "skipped", "texts")

    entries: tuple[PoolEntry, ...]
    """Every citable number, in document order."""
    skipped: list[tuple[str, str]]
    """``(path, reason)`` for every leaf that is not citable (NaN, bool, null, junk...)."""
    instants: tuple[tuple[str, datetime], ...]
    """``(path, moment)`` for every string that is an ISO 8601 date and time
    (``"2025-08-19T13:58:00Z"``): not citable numbers, but the time between
    two of them is (``derive``)."""
    labels: tuple[tuple[str, str], ...]
    """``(path, text)`` for every short string that holds no number (a
    category, a status, a tag): how many list elements share one is a count
    a brief may cite (``derive``)."""
    texts: tuple[tuple[str, str], ...]
    """``(path, text)`` for every short string (a name, a ticker, a label, a
    date): the words a record is called by, which binding reads."""
    moments: tuple[tuple[str, Day | None, Clock | None], ...]
    """``(path, day, clock time)`` for every string that is a date, a date and
    time, or a clock time (``"2025-03-05T09:40:00+01:00"``, ``"09:40"``): what
    a brief's dates and times are compared with (SPEC §8)."""

    def __init__(
        self,
        entries: Iterable[PoolEntry],
        skipped: Iterable[tuple[str, str]] = (),
        instants: Iterable[tuple[str, datetime]] = (),
        labels: Iterable[tuple[str, str]] = (),
        texts: Iterable[tuple[str, str]] = (),
    ) -> None:
        self.entries = tuple(entries)
        self.skipped = list(skipped)
        self.instants = tuple(instants)
        self.labels = tuple(labels)
        self.texts = tuple(texts)
        # a time with an offset reads as written and, where the pool names
        # its time zone ("timezone": "Australia/Melbourne"), as its local time
        zone = next((z for _, text in self.texts if (z := zone_of(text)) is not None), None)
        self.moments = tuple(dict.fromkeys(
            (path, day, clock) for path, text in self.texts
            for day, clock in (moments_of(text), moments_of(text, zone))
            if day is not None or clock is not None
        ))
        self._by_path: dict[str, tuple[PoolEntry, ...]] | None = None
        self._indexes: dict[Callable[[Pool], object], object] = {}
        groups: dict[str | None, list[PoolEntry]] = {}
        for entry in self.entries:
            groups.setdefault(entry.unit, []).append(entry)
        self._groups: dict[str | None, tuple[list[Decimal], list[PoolEntry]]] = {}
        for unit, members in groups.items():
            members.sort(key=lambda e: e.value)
            self._groups[unit] = ([e.value for e in members], members)

    def __repr__(self) -> str:
        return f"Pool({len(self.entries)} entries, {len(self.skipped)} skipped)"

    def __len__(self) -> int:
        return len(self.entries)

    def index(self, build: Callable[[Pool], T]) -> T:
        """What ``build`` makes of this pool (a binder, its derivations, its
        records), built on first use and kept with the pool: the pool owns
        every index over it, so none lives in a module-level cache."""
        found = self._indexes.get(build)
        if found is None:
            found = self._indexes[build] = build(self)
        return cast(T, found)

    @property
    def units(self) -> tuple[str | None, ...]:
        """The distinct units of the entries (``None`` for unitless ones)."""
        return tuple(self._groups)

    def at(self, path: str) -> tuple[PoolEntry, ...]:
        """The entries at ``path`` (a string such as "3-4 mi" holds several);
        the index is built on first use, once per pool."""
        if self._by_path is None:
            by_path: dict[str, list[PoolEntry]] = {}
            for entry in self.entries:
                by_path.setdefault(entry.path, []).append(entry)
            self._by_path = {p: tuple(found) for p, found in by_path.items()}
        return self._by_path.get(path, ())

    def within(self, unit: str | None, low: Decimal, high: Decimal) -> Sequence[PoolEntry]:
        """The entries in ``unit`` whose value lies in ``[low, high]``, by bisection."""
        group = self._groups.get(unit)
        if group is None:
            return ()
        values, members = group
        return members[bisect_left(values, low) : bisect_right(values, high)]

    def around(self, unit: str | None, value: Decimal, k: int) -> Sequence[PoolEntry]:
        """Up to ``k`` entries in ``unit`` on each side of ``value``: the candidates for nearest."""
        group = self._groups.get(unit)
        if group is None:
            return ()
        values, members = group
        i = bisect_left(values, value)
        return members[max(0, i - k) : i + k]

    @classmethod
    def from_data(cls, data: object, hints: object = None) -> Pool:
        """The pool of any JSON-like value; never raises on what the value holds.

        ``hints`` map path globs to what a key cannot say (``Hint``; their
        JSON form, see ``read_hints``); ``PoolError`` if they are not hints."""
        entries, skipped, instants, labels, texts = _walk(data, read_hints(hints))
        return cls(_compared_like_sibling(entries), skipped, instants, labels, texts)

    @classmethod
    def from_json(
        cls,
        path: str | os.PathLike[str],
        hints: object = None,
        *,
        max_bytes: int | None = DEFAULT_MAX_BYTES,
    ) -> Pool:
        """The pool of a JSON file; ``PoolError`` (one line, with line and column) if it
        is not, if it is empty, or if it is larger than ``max_bytes`` (None: no limit)."""
        name = os.fspath(path)
        return cls.from_text(read_text(name, max_bytes), name=name, hints=hints)

    @classmethod
    def from_file(
        cls,
        path: str | os.PathLike[str],
        hints: object = None,
        *,
        max_bytes: int | None = DEFAULT_MAX_BYTES,
    ) -> Pool:
        """The pool of a JSON or CSV file (``load_data`` chooses by the name's
        extension, else by the content); ``PoolError`` (one line, naming the
        file, line and column) if it is neither, as ``from_json``."""
        name = os.fspath(path)
        return cls.from_data(load_data(read_text(name, max_bytes), name=name), hints)

    @classmethod
    def from_text(cls, text: str, *, name: str = "<pool>", hints: object = None) -> Pool:
        """The pool of JSON text (a dataset field, a test case's context); ``PoolError``
        naming ``name`` with line and column if it is not JSON."""
        return cls.from_data(load_json(text, name=name), hints)


# --- walking -----------------------------------------------------------------

_EXIT = object()
"""Stack marker: the container below has been walked (so it may appear again elsewhere)."""


def _child(path: str, key: object) -> str:
    name = str(key)
    return f"{path}.{name}" if path else name


def _names_a_window(key: object, reading: KeyReading) -> bool:
    """A key with a number and a time unit names a window (``last_14_days``):
    what is under it is counted or measured over those days, not in them."""
    return (isinstance(key, str) and reading.unit is not None
            and any(c.isdigit() for c in key) and dimension(reading.unit) == "[time]")


@dataclass(frozen=True, slots=True)
class _Context:
    """What the keys and declarations above a value say about its numbers."""

    unit: str | None = None
    """The unit the enclosing key gives (it reaches the numbers of lists under it)."""
    scale: int = 0
    """The scale the enclosing key gives."""
    declared: KeyReading | None = None
    """The nearest declaration above (``"amounts_in": "USD thousands"``)."""
    percent_key: bool = False
    """The enclosing key says percent."""
    outflow: bool = False
    """The enclosing key names money paid out."""


_TOP = _Context()


def _walk(
    data: object, hints: Sequence[tuple[re.Pattern[str], Hint]] = ()
) -> tuple[
    list[PoolEntry], list[tuple[str, str]], list[tuple[str, datetime]], list[tuple[str, str]],
    list[tuple[str, str]],
]:
    """Depth-first, iterative, in document order: entries, skipped leaves,
    instants, labels and texts."""
    entries: list[PoolEntry] = []
    skipped: list[tuple[str, str]] = []
    instants: list[tuple[str, datetime]] = []
    labels: list[tuple[str, str]] = []
    texts: list[tuple[str, str]] = []
    open_ids: set[int] = set()  # containers on the current path, to stop at cycles
    # (path, value, what the keys above say, the key) or (_EXIT, id, None, None)
    top = _Context(declared=_pool_currency(data))
    base = _base_currency(data)
    stack: list[tuple[Any, Any, Any, Any]] = [("", data, top, None)]
    while stack:
        path, value, context, key = stack.pop()
        if path is _EXIT:
            open_ids.discard(value)
            continue
        if _container(value):
            if id(value) in open_ids:
                skipped.append((path, "cycle"))
                continue
            open_ids.add(id(value))
            stack.append((_EXIT, id(value), None, None))
            table = records_of(value)  # a header and positional rows: read as records
            if table is not None:
                value = table
                open_ids.add(id(value))
                stack.append((_EXIT, id(value), None, None))
            if isinstance(value, Mapping):
                declared = _declared(value) or context.declared
                typed = value.units if isinstance(value, Record) else {}
                children = []
                for k, v in value.items():
                    if type(v) not in _SCALARS and isinstance(v, Mapping) and is_metadata(v):
                        skipped.append((_child(path, k), "metadata"))  # the API's, no data
                        continue
                    reading = read_key(k) if isinstance(k, str) else _NO_READING
                    unit = (reading.unit if reading.unit is not None
                            else typed.get(k, context.unit))
                    if _container(v) and _names_a_window(k, reading):
                        unit = context.unit  # last_14_days: {"runs": 9} counts, in days
                    child = _Context(unit, reading.scale, declared,
                                     unit == "%", reading.outflow or context.outflow)
                    children.append((_child(path, k), v, child, k))
            else:
                length_path = f"{path}.length" if path else "length"
                entries.append(PoolEntry(length_path, Decimal(len(value)), None, None, "length"))
                children = [(f"{path}[{i}]", v, context, key) for i, v in enumerate(value)]
            stack.extend(reversed(children))
            continue
        if not isinstance(value, str):
            number, reason = _number(value)
            if number is None:
                skipped.append((path, reason))
                continue
            when = moment_text(key, number)  # an epoch under a time-like key: a date
            if when is None:
                entries.extend(_readings(path, number, value, context, key, hints, base))
                continue
            value = when
        if isinstance(key, str) and _declaration_key(key):
            continue  # says what the numbers beside it are in; cites nothing itself
        if 0 < len(value) <= _LABEL_LENGTH:
            texts.append((path, value))
        moment = _instant(value)
        duration = None if moment is not None else duration_of(value)
        if moment is not None:
            instants.append((path, moment))
        elif duration is not None:  # "PT37M41.00S"
            entries.append(PoolEntry(path, duration[0], "s", duration[1], "string"))
        else:
            found = _string_entries(path, value, context.unit, key)
            entries.extend(found)
            if not found and 0 < len(value) <= _LABEL_LENGTH:
                labels.append((path, value))
    return entries, skipped, instants, labels, texts


_NO_READING = KeyReading()
_SCALARS = frozenset({str, int, float, bool, type(None)})
"""JSON's leaves: never a container (asked first: ``isinstance`` of the
abstract ``Mapping`` costs a call)."""


def _container(value: object) -> bool:
    return type(value) not in _SCALARS and isinstance(value, (Mapping, list, tuple))


def _declaration_key(key: str) -> bool:
    return "_".join(words(key)) in DECLARATION_KEYS


def _declared(obj: Mapping[Any, Any]) -> KeyReading | None:
    """What an object's declarations say: its own (``"currency": "GBP"``), or
    those of a child object that holds no number of its own (a header or
    metadata object, ``"report": {"amounts_in": "USD thousands", ...}``)."""
    own = _own_declaration(obj)
    if own is not None:
        return own
    for child in obj.values():
        if type(child) not in _SCALARS and isinstance(child, Mapping) and not any(
                _is_number(v) for v in child.values()):
            found = _own_declaration(child)
            if found is not None:
                return found
    return None


def _pool_currency(data: object) -> KeyReading | None:
    """The currency of a pool that declares exactly one, wherever it says it
    (Monzo and Stripe put ``"currency"`` on each transaction, not on the
    week's totals or the budgets beside them): the declaration of last
    resort for money keys that have none nearer. A pool that declares two
    currencies lends neither."""
    found: set[str] = set()
    stack, seen = [data], set()
    while stack and len(found) < 2:
        value = stack.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        if isinstance(value, Mapping):
            for k, v in value.items():
                if _container(v):
                    stack.append(v)
                elif isinstance(k, str) and isinstance(v, str) and _declaration_key(k):
                    unit = read_declaration(v).unit
                    if unit in CURRENCIES:
                        found.add(unit)
        elif isinstance(value, (list, tuple)):
            stack.extend(v for v in value if _container(v))
    return KeyReading(found.pop()) if len(found) == 1 else None


_BASE_KEYS = frozenset({"base_currency", "base_ccy", "account_currency"})


def _base_currency(data: object) -> str | None:
    """The account's base currency where the data names one (Interactive
    Brokers' ``"base_currency": "USD"``): the currency of amounts whose key
    says ``base`` (``net_amount_base``), whatever their record's own."""
    stack, seen = [data], 0
    while stack and seen < 10_000:
        value = stack.pop()
        seen += 1
        if isinstance(value, Mapping):
            for k, v in value.items():
                if _container(v):
                    stack.append(v)
                elif (isinstance(k, str) and isinstance(v, str)
                      and "_".join(words(k)) in _BASE_KEYS):
                    unit = read_declaration(v).unit
                    if unit in CURRENCIES:
                        return unit
        elif isinstance(value, (list, tuple)):
            stack.extend(v for v in value if _container(v))
    return None


def _own_declaration(obj: Mapping[Any, Any]) -> KeyReading | None:
    unit, scale = None, 0
    for k, v in obj.items():
        if isinstance(k, str) and isinstance(v, str) and _declaration_key(k):
            found = read_declaration(v)
            unit, scale = unit or found.unit, scale or found.scale
    return KeyReading(unit, scale) if unit or scale else None


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float, Decimal)) and not isinstance(value, bool)


def _readings(
    path: str, number: Decimal, raw: object, context: _Context, key: object,
    hints: Sequence[tuple[re.Pattern[str], Hint]], base: str | None = None,
) -> list[PoolEntry]:
    """The entries of one JSON number: as written, and as its key, a
    declaration or a hint says it is scaled (both ground claims: a writer may
    quote either)."""
    unit, scale, percent = context.unit, context.scale, context.percent_key
    declared = context.declared
    key_words = set(words(key)) if isinstance(key, str) else set()
    minor = lent_to_a_change = False
    counted = not _NO_AMOUNT.isdisjoint(key_words)  # fx_rate_to_base, quantity: no money
    if base is not None and unit is None and not counted and "base" in key_words and (
            not MONEY_WORDS.isdisjoint(key_words)):
        unit = base  # net_amount_base: the account's currency, not the record's
    if declared is not None and unit is None and not counted:
        if declared.unit in CURRENCIES:
            if not MONEY_WORDS.isdisjoint(words(path)):  # revenue, mrr.churn, amount
                unit = declared.unit
                minor = isinstance(raw, int) and not declared.scale  # Stripe, Monzo: cents
                # revenue_growth: 0.124 beside "currency": "USD" is 12.4 %, or $0.12
                lent_to_a_change = not CHANGE_WORDS.isdisjoint(key_words) and abs(number) <= 1
        else:
            unit = declared.unit
    if declared is not None and not scale and (unit is None or unit in CURRENCIES):
        scale = declared.scale
    if unit is None and not PROBABILITY_WORDS.isdisjoint(key_words) and 0 <= number <= 100 and (
            number > 1 or number == number.to_integral_value()):
        unit = "%"  # Salesforce's Probability: 60 is 60 %, no bare number beside an amount
    # money paid out: a key that says so (card_spend, fees), or the amount of a
    # list of money records (transactions[3].amount), negative by convention
    money = unit in CURRENCIES or bool(key_words & MONEY_WORDS)
    outflow = number < 0 and (context.outflow or (
        money and "amount" in key_words and path.endswith("]." + str(key))))
    hinted = None
    for pattern, hint in hints:
        if pattern.fullmatch(path):
            unit = hint.unit if hint.unit is not None else unit
            scale = hint.scale if hint.scale is not None else scale
            percent = percent if hint.percent is None else hint.percent == "fraction"
            hinted = hint.percent or hinted
            outflow = outflow or hint.sign == "outflow"
    # a share with no unit and at most 1 is a fraction: 47.1 % of it, not 0.47 %
    share = hinted == "fraction" or (hinted is None and not SHARE_WORDS.isdisjoint(key_words)
                                     and NOT_A_SHARE_WORDS.isdisjoint(key_words))
    fraction = share and unit is None and 0 < abs(number) <= 1
    # a scale of thousands or millions grounds the number as written too (a table
    # quotes "3,607.9" under "in millions"); a key that says cents never: nobody
    # writes £64.18 as £6,418, and reading it so would hide that very slip. An
    # integer beside a currency may be in minor units (Stripe, Monzo) or not
    # (most metrics exports): both readings
    found = [] if scale < 0 else [
        PoolEntry(path, number, unit, None, "number", 0, outflow, fraction)]
    if scale and (number or not found):  # zero scaled is the same zero
        found.append(PoolEntry(path, shift(number, scale), unit, None, "number", scale, outflow))
    elif minor and number:
        found.append(PoolEntry(path, shift(number, -2), unit, None, "number", -2, outflow))
    if percent and unit == "%" and number and abs(number) <= 1:
        found.append(PoolEntry(path, shift(number, 2), unit, None, "number", 2, outflow))
    if lent_to_a_change and number:
        found.append(PoolEntry(path, number, None, None, "number", 0, outflow))
    amount = (per_time(unit) or price_of(unit)) if unit is not None else None
    if amount is not None:  # "growth_gb_per_day": "14.1 GB a day" writes the rate as an
        # amount, as "price_usd_per_kwh": "$0.21 per kWh" writes the price (each reading)
        found += [PoolEntry(path, e.value, amount, None, "number", e.scaled, outflow)
                  for e in found if e.unit == unit]
    return found


_NO_AMOUNT = frozenset({"fx", "exchange", "quantity", "qty", "shares"})
"""Key words of numbers that are no amount of money, whatever money word an
enclosing key says (``cash_dividends[2].quantity``, ``fx_rate_to_base``):
a declared currency does not reach them."""


def _compared_like_sibling(entries: list[PoolEntry]) -> list[PoolEntry]:
    """A key that only names a point of comparison (``previous``, ``prior``,
    ``target``) holds the same quantity as the one sibling that has a unit:
    in ``{"name": "Transport", "amount": -149.0, "previous": -132.6}`` under
    a EUR account, ``previous`` is last month's euros, paid out. It takes
    that sibling's unit, scale readings and outflow; with no such sibling,
    or two, it stays unitless. A pool with no such key is returned as is."""
    lone = {i for i, e in enumerate(entries)
            if e.unit is None and e.source == "number" and e.scaled == 0
            and only_reference_words(e.path[_cut(e.path) :].lstrip("."))}
    if not lone:
        return entries
    parents = {entries[i].path[: _cut(entries[i].path)] for i in lone}
    with_unit: dict[str, dict[str, list[PoolEntry]]] = {}
    for e in entries:
        parent = e.path[: _cut(e.path)]
        if e.unit is not None and e.source == "number" and parent in parents:
            with_unit.setdefault(parent, {}).setdefault(e.path, []).append(e)
    out: list[PoolEntry] = []
    for i, e in enumerate(entries):
        siblings = with_unit.get(e.path[: _cut(e.path)], {}) if i in lone else {}
        if len(siblings) != 1:
            out.append(e)
            continue
        for s in next(iter(siblings.values())):
            out.append(PoolEntry(e.path, shift(e.value, s.scaled), s.unit, None,
                                 "number", s.scaled, e.value < 0 and s.outflow))
    return out


def _cut(path: str) -> int:
    """Where a path's last key begins (its parent is the path before)."""
    return max(path.rfind("."), path.rfind("["))


_LABEL_LENGTH = 64
"""A longer string is prose, not a category."""


def _instant(text: str) -> datetime | None:
    """A date and time of day in ISO 8601 (``2025-08-19T13:58:00Z``), else None.

    A date alone is a day, not an instant, and stays with the tokenizer
    (which finds no claim in it).
    """
    if not 16 <= len(text) <= 40 or text[10:11] not in ("T", " ") or text[13:14] != ":":
        return None
    try:
        moment = datetime.fromisoformat(text[:-1] + "+00:00" if text.endswith("Z") else text)
    except ValueError:
        return None
    return moment.replace(tzinfo=None) if moment.tzinfo is None else moment


def _number(value: object) -> tuple[Decimal | None, str]:
    """The citable value of a non-container leaf, or None and why not."""
    if isinstance(value, bool):
        return None, "bool"
    if value is None:
        return None, "null"
    if isinstance(value, int):
        try:
            number = Decimal(value)
        except (ValueError, OverflowError):
            return None, "integer too large"
    elif isinstance(value, float):
        if math.isnan(value):
            return None, "NaN"
        if math.isinf(value):
            return None, "infinite"
        number = Decimal(repr(float(value)))
    elif isinstance(value, Decimal):
        if not value.is_finite():
            return None, "NaN" if value.is_nan() else "infinite"
        number = value
    else:
        return None, f"not a number ({type(value).__name__})"
    if number and abs(number.adjusted()) > _MAX_ADJUSTED:
        return None, "magnitude beyond 1e1000"
    return number, ""


def _string_entries(path: str, text: str, key_unit: str | None, key: object) -> list[PoolEntry]:
    """The claims of a string value, through the one tokenizer; those of a
    code or a description are marked look-up only."""
    from numground.lex.tokenize import iter_tokens  # lazy: the pool works without strings

    claims = [t for t in iter_tokens(text) if t.kind == Kind.CLAIM and t.value is not None]
    if not claims:
        return []
    stripped = text.strip()
    whole = (len(claims) == 1 and text[claims[0].start : claims[0].end] == stripped)
    source: Source = text_role(key, text, whole) or "string"
    return [PoolEntry(path, t.value, t.unit if t.unit is not None else key_unit, t.step, source)
            for t in claims if t.value is not None]


# --- reading files -------------------------------------------------------------


def read_text(name: str, max_bytes: int | None = DEFAULT_MAX_BYTES) -> str:
    """A pool file's text; ``PoolError`` (one line, naming the file) if it
    cannot be read, is not UTF-8, or is larger than ``max_bytes``."""
    try:
        with open(name, "rb") as f:
            raw = f.read() if max_bytes is None else f.read(max_bytes + 1)
        if max_bytes is not None and len(raw) > max_bytes:
            raise PoolError(f"{name}: {too_large('pool', max_bytes)}")
        return raw.decode("utf-8-sig")  # a BOM is not an error
    except UnicodeDecodeError as e:
        raise PoolError(f"{name}: not UTF-8 text (byte {e.start})") from None
    except OSError as e:
        raise PoolError(f"{name}: cannot read: {e.strerror or e}") from None


def load_data(text: str, *, name: str = "<pool>") -> Any:
    """The data of a pool file's text: a CSV for a ``.csv`` or ``.tsv`` name,
    else JSON; text that is not JSON but reads as a header line and rows is
    a CSV too (a pool piped in on stdin). ``PoolError`` naming ``name`` with
    line and column for either."""
    lower = name.lower()
    if lower.endswith((".csv", ".tsv")):
        return _load_csv(text, name, tab=lower.endswith(".tsv"))
    try:
        return load_json(text, name=name)
    except PoolError:
        if not _looks_like_csv(text):
            raise
        return _load_csv(text, name, tab=False)


def _load_csv(text: str, name: str, *, tab: bool) -> Any:
    if not text.strip():
        raise PoolError(f"{name}: empty: a CSV pool is a header line, then one line a row")
    try:
        return read_csv(text, tab=tab)
    except TabularError as e:
        raise PoolError(f"{name}:{e}") from None


def _looks_like_csv(text: str) -> bool:
    """Text that no JSON value starts like, whose first line holds a delimiter."""
    body = text.lstrip()
    first = body.split("\n", 1)[0]
    return bool(body) and body[0] not in "{[" and any(d in first for d in ",;\t")


# --- reading JSON --------------------------------------------------------------


def load_json(text: str, *, name: str = "<pool>") -> Any:
    """The value of JSON text, read as pools read it (huge integers kept, any depth);
    ``PoolError`` naming ``name`` with line and column if it is not JSON, and
    saying so if it is empty."""
    if not text.strip():
        raise PoolError(f"{name}: empty: a pool is one JSON value, such as {{}} or an object "
                        "of the data")
    try:
        return _loads(text)
    except json.JSONDecodeError as e:
        raise PoolError(f"{name}:{e.lineno}:{e.colno}: invalid JSON: {e.msg}") from None


def _parse_int(text: str) -> int | Decimal:
    # Python refuses int() of more than 4300 digits; a Decimal holds it.
    return int(text) if len(text) < 4000 else Decimal(text)


def _loads(text: str) -> Any:
    """``json.loads``, falling back to an iterative parser for nesting beyond the C stack."""
    try:
        return json.loads(text, parse_int=_parse_int)
    except RecursionError:
        return _loads_deep(text)


_WS = re.compile(r"[ \t\n\r]*")
_NUMBER = re.compile(r"(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?([eE][-+]?[0-9]+)?")
_CONSTANTS = {"NaN": math.nan, "Infinity": math.inf, "-Infinity": -math.inf,
              "true": True, "false": False, "null": None}  # fmt: skip


def _loads_deep(s: str) -> Any:
    """A JSON parser with an explicit stack: any depth, same values and errors as ``json``."""
    stack: list[list[Any]] = []  # [container, pending key] per open container
    pos = _WS.match(s, 0).end()  # type: ignore[union-attr]
    while True:
        # Read one value at pos (opening containers pushes and reads their first value).
        ch = s[pos : pos + 1]
        if ch and ch in "{[":
            pos = _WS.match(s, pos + 1).end()  # type: ignore[union-attr]
            closer = "}" if ch == "{" else "]"
            if s[pos : pos + 1] == closer:
                value: Any = {} if ch == "{" else []
                pos += 1
            elif ch == "{":
                key, pos = _key(s, pos)
                stack.append([{}, key])
                continue
            else:
                stack.append([[], None])
                continue
        elif ch == '"':
            value, pos = scanstring(s, pos + 1)
        else:
            m = _NUMBER.match(s, pos)
            if m:
                integer, fraction, exponent = m.groups()
                value = (
                    float(integer + (fraction or "") + (exponent or ""))
                    if fraction or exponent
                    else _parse_int(integer)
                )
                pos = m.end()
            else:
                for word, constant in _CONSTANTS.items():
                    if s.startswith(word, pos):
                        value, pos = constant, pos + len(word)
                        break
                else:
                    raise json.JSONDecodeError("Expecting value", s, pos)
        # Attach the value, closing every container it completes.
        while True:
            pos = _WS.match(s, pos).end()  # type: ignore[union-attr]
            if not stack:
                if pos != len(s):
                    raise json.JSONDecodeError("Extra data", s, pos)
                return value
            frame = stack[-1]
            container = frame[0]
            if isinstance(container, list):
                container.append(value)
            else:
                container[frame[1]] = value
            ch = s[pos : pos + 1]
            if ch == ",":
                pos = _WS.match(s, pos + 1).end()  # type: ignore[union-attr]
                if isinstance(container, dict):
                    frame[1], pos = _key(s, pos)
                break
            if ch == ("]" if isinstance(container, list) else "}"):
                stack.pop()
                value, pos = container, pos + 1
                continue
            raise json.JSONDecodeError("Expecting ',' delimiter", s, pos)


def _key(s: str, pos: int) -> tuple[str, int]:
    """An object key and its colon at ``pos``; returns the key and where its value starts."""
    if s[pos : pos + 1] != '"':
        raise json.JSONDecodeError("Expecting property name enclosed in double quotes", s, pos)
    key, pos = scanstring(s, pos + 1)
    pos = _WS.match(s, pos).end()  # type: ignore[union-attr]
    if s[pos : pos + 1] != ":":
        raise json.JSONDecodeError("Expecting ':' delimiter", s, pos)
    return key, _WS.match(s, pos + 1).end()  # type: ignore[union-attr]

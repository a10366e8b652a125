"""Turn what the grammar matched into draft tokens, during the parse.

One method per rule alias of the grammar (``grammar/numground.lark`` and
the files it imports; the unit aliases share one). The grammar decides
what a mention is; this module only computes values (``Decimal``, signed,
scaled), steps, canonical units and flags. Offsets are relative to the
parsed chunk; ``tokenize`` shifts them and freezes the drafts into
``Token``s.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache, wraps
from operator import itemgetter
from typing import Any, TypeVar

from lark import Transformer
from lark.lexer import Token as LarkToken  # for typing; lark-cython's tokens duck-type it

from numground.lex.dates import weekday_word
from numground.lex.tokens import Kind
from numground.tables.units import CURRENCIES, currency_of, dimension, named, shift

__all__ = ["Draft", "Cue", "ToDrafts", "parse_numeral", "shift", "text_callback"]

_SCALE_EXPONENT = {"SCALE_HUNDRED": 2, "SCALE_K": 3, "SCALE_LAKH": 5, "SCALE_M": 6,
                   "SCALE_CRORE": 7, "SCALE_B": 9, "SCALE_T": 12, "SCALE_DOZEN": 0}
_DOZEN = Decimal(12)
_GROUP_MARKS = str.maketrans("", "", ", \u00a0\u2009\u202f")

@dataclass(slots=True)
class Draft:
    """A token under construction (mutable until ``tokenize`` freezes it)."""

    start: int
    end: int
    kind: Kind
    value: Decimal | None = None
    step: Decimal | None = None
    unit: str | None = None
    sign: str | None = None
    approx: bool = False
    range: str | None = None
    scale: str | None = None
    scale_exp: int = 0
    cue: str | None = None
    clock: bool = False
    """Written h:mm (a colon number that may be a clock time)."""
    row: bool = False
    """Opens a row of a list or table (a timeline, if its rows run in order)."""
    weekday: str | None = None
    """The weekday written with a date (``sun``)."""
    offset_lead: int | None = None
    """Where the "in" of a future offset starts ("in 35 days"): the window is
    a countdown unless it bounds the measurement right before it
    (``tokenize`` decides: "ran 14.2 km in 3 days")."""


@dataclass(slots=True)
class Cue:
    """A direction or comparison word; ``tokenize`` attaches it to the claims it governs."""

    start: int
    end: int
    direction: str | None
    """``down``, ``up``, or None for a word of comparison only."""
    compares: bool = True
    """It marks the claims near it as a change or a difference (not a word
    of outflow or inflow, which only gives a direction)."""
    change: bool = False
    """It says which way a change goes (up, down, more, less), before or
    after the number."""


@dataclass(slots=True)
class _Unit:
    symbol: str
    window: bool
    start: int
    end: int


_R = TypeVar("_R")


class _Per(_Unit):
    """The second unit of a rate (``/day`` of ``GB/day``, ``/kWh`` of ``$0.342/kWh``)."""


def _per(unit: str | None, per: _Per) -> str | None:
    """A unit per a unit ("2 L/min", "$0.342/kWh"). After money or no unit a
    period says how often, as data keys do ("daily_budget": 720 for
    "$720/day", "twenty dollars/day"; "1.6/day" sold, unitless)."""
    if unit is None or (unit in CURRENCIES and dimension(per.symbol) == "[time]"):
        return unit
    return f"{unit}/{per.symbol}"


_SHARED_TEXT = 24
"""Results for texts up to this long are computed once per process (a bounded
cache), so every token that writes "7.5" shares its Decimals (they are
immutable): a token-dense text would otherwise hold two new ones per number.
Longer texts are rare and would pin themselves in the cache."""


def _shared_when_short(fn: Callable[..., _R]) -> Callable[..., _R]:
    """``fn(text, ...)``, cached by its arguments when ``text`` is short.

    Keyed by the text, never by a Decimal: ``5.0`` equals ``5`` as a number
    but must stay ``-5.0``."""
    cached = lru_cache(maxsize=8192)(fn)

    @wraps(fn)
    def call(text: str, *rest: Any) -> _R:
        return cached(text, *rest) if len(text) <= _SHARED_TEXT else fn(text, *rest)

    call.cache_info = cached.cache_info  # type: ignore[attr-defined]
    return call


@_shared_when_short
def parse_numeral(text: str) -> tuple[Decimal, Decimal]:
    """Value and step of a numeral as the grammar's NUMBER matched it.

    Built from the digit string and an exponent, so no context precision
    rounds it: a 1 MB digit run keeps every digit.
    """
    body = text.translate(_GROUP_MARKS)
    exponent = 0
    cut = max(body.find("e"), body.find("E"))
    if cut >= 0:
        exponent = int(body[cut + 1 :])
        body = body[:cut]
    whole, _, fraction = body.partition(".")
    digits = (whole + fraction).lstrip("0") or "0"
    shift = exponent - len(fraction)
    return Decimal(f"{digits}E{shift}"), Decimal(f"1E{shift}")


# Number words: the grammar decides where words are a number (NUMBER_WORDS,
# SHARE_WORDS, TIMES_WORDS); these read the value, as parse_numeral reads digits.
_ONES = {w: i for i, w in enumerate((
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen"))}
_TENS = {w: 10 * i for i, w in enumerate(
    ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"), start=2)}
_WORD_SCALES = {"hundred": 2, "thousand": 3, "million": 6, "billion": 9, "trillion": 12}
_PARTS = {"half": 2, "halve": 2, "third": 3, "quarter": 4, "fifth": 5, "sixth": 6,
          "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}
_TIMES = {"twice": 2, "double": 2, "triple": 3, "quadruple": 4}


@_shared_when_short
def words_value(text: str) -> tuple[Decimal, Decimal]:
    """Value and step of number words as the grammar matched them.

    The step is that of the last group written ("two hundred" 100, "two
    hundred and forty" 1, "three million" 1,000,000); a half or a part of a
    share is written to a tenth of the part ("two and a half" 0.05, "a third"
    1/30); "a dozen" is a count (step 1), "three dozen" steps by twelve.
    """
    words = [w for w in text.lower().replace("-", " ").split() if w != "and"]
    if words[0] in _TIMES:
        return Decimal(_TIMES[words[0]]), Decimal(1)
    part = _PARTS.get(words[-1].removesuffix("s"))
    if part is not None and words[-2:] != ["a", "half"]:  # a share: "half", "a third", "two-thirds"
        count = Decimal(1) if len(words) == 1 or words[0] in ("a", "an") else words_value(
            " ".join(words[:-1]))[0]
        return count / part, 1 / Decimal(10 * part)
    total, group, step = Decimal(0), Decimal(0), Decimal(1)
    for i, word in enumerate(words):
        if word in _ONES:
            group, step = group + _ONES[word], Decimal(1)
        elif word in _TENS:
            group, step = group + _TENS[word], Decimal(1)
        elif word == "hundred":
            group, step = group * 100, Decimal(100)
        elif word in _WORD_SCALES:
            total, group = total + shift(group, _WORD_SCALES[word]), Decimal(0)
            step = shift(Decimal(1), _WORD_SCALES[word])
        elif word == "dozen":  # "a dozen" 12, "half a dozen" 6, "three dozen" 36
            counted = group > 0
            group = (group or Decimal(1)) * 12 * (Decimal("0.5") if words[0] == "half" else 1)
            step = Decimal(12) if counted else Decimal(1)
        elif word == "half" and i > 0:  # "two and a half"
            group, step = group + Decimal("0.5"), Decimal("0.05")
    return total + group, step


@_shared_when_short
def _amount_value(numeral: str, exponent: int, negative: bool) -> tuple[Decimal, Decimal]:
    """Value and step of a written amount: its numeral, scaled, signed (exactly)."""
    value, step = parse_numeral(numeral)
    if exponent:
        value, step = shift(value, exponent), shift(step, exponent)
    return (value.copy_negate() if negative else value), step


@_shared_when_short
def _seconds(clock: str) -> tuple[Decimal, Decimal]:
    """Seconds of ``h:mm:ss`` or ``m:ss`` (a fraction of a second allowed)."""
    parts = clock.split(":")
    last, step = parse_numeral(parts[-1])
    total = last
    for i, part in enumerate(reversed(parts[:-1]), start=1):
        total += Decimal(int(part)) * (60**i)
    return total, step


def _written_seconds(tok: LarkToken) -> tuple[Decimal, Decimal]:
    """Value and step of the seconds that end a compound duration (``07 s``, ``45.5s``)."""
    text = tok.value
    end = 0
    while end < len(text) and (text[end] in "0123456789."):
        end += 1
    return parse_numeral(text[:end])


def _day_end(tok: LarkToken, end: int) -> int:
    """Where a day of a range ends: after its digits and ordinal suffix ("18th")."""
    i = end - tok.start_pos
    text = tok.value
    if text[i : i + 2] in ("st", "nd", "rd", "th"):
        i += 2
    return tok.start_pos + i


def _year_at_end(tok: LarkToken) -> list[Draft]:
    """The year a day range's terminal ends with (", 2025", " 2025": a space
    before it), as a year token."""
    text = tok.value
    tail = text[-4:]
    if len(text) < 6 or not tail.isdigit() or not text[-5].isspace():
        return []
    end = tok.end_pos
    return [Draft(end - 4, end, Kind.YEAR, value=Decimal(tail), step=Decimal(1))]


def _span(children: list[Any]) -> tuple[int, int]:
    first, last = children[0], children[-1]
    return _start(first), _end(last)


def _is_lexeme(node: Any) -> bool:
    """A terminal from the lexer (lark's or lark-cython's Token class)."""
    return not isinstance(node, (list, Draft, _Unit, Cue))


def _start(node: Any) -> int:
    if isinstance(node, list):
        return node[0].start
    if isinstance(node, (Draft, _Unit)):
        return node.start
    return node.start_pos


def _end(node: Any) -> int:
    if isinstance(node, list):
        return node[-1].end
    if isinstance(node, (Draft, _Unit)):
        return node.end
    return node.end_pos


def _leading_digits(tok: LarkToken) -> tuple[int, int, str]:
    """Start, end and text of the first digit run of a terminal."""
    text = tok.value
    i = 0
    while i < len(text) and text[i] not in "0123456789":
        i += 1
    j = i
    while j < len(text) and text[j] in "0123456789":
        j += 1
    return tok.start_pos + i, tok.start_pos + j, text[i:j]


def _veto(tok: LarkToken, kind: Kind, value: Decimal | None = None) -> list[Draft]:
    return [Draft(tok.start_pos, tok.end_pos, kind, value=value)]


def text_callback(rule: Any) -> Any:
    """A lean callback for a rule of the text itself (``start`` and the
    repetition Lark expands it into), or None for any other rule.

    Such a rule only gathers what its items made, in order, skipping the
    plain words, marks and line breaks between them: one reduction per
    stretch of prose, so it must cost next to nothing (no tree, no
    transformer dispatch). The repetition is left-recursive: its first child,
    when it is the repetition itself, is the list gathered so far.
    """
    name = rule.origin.name
    if name != "start" and not name.startswith("__start_"):
        return None
    kinds = [
        "seen" if s.name.startswith("__start_") else "item" if not s.is_term else None
        for s in rule.expansion
    ]
    if not any(kinds):
        return _nothing
    if kinds[0] == "seen" and not any(kinds[1:]):
        return _first  # a plain stretch after what was gathered
    if kinds[0] == "seen" and kinds[1:].count("item") == 1 and len(kinds) == 2:
        return _gather_one
    picks = [(i, kind) for i, kind in enumerate(kinds) if kind]

    def gather(children: list[Any]) -> list[Any]:
        out: list[Any] = []
        for i, kind in picks:
            child = children[i]
            if kind == "seen" or isinstance(child, list):
                out.extend(child)
            else:
                out.append(child)
        return out

    return gather


_first = itemgetter(0)


def _nothing(children: list[Any]) -> list[Any]:
    return []


def _gather_one(children: list[Any]) -> list[Any]:
    seen, item = children
    if isinstance(item, list):
        seen.extend(item)
    else:
        seen.append(item)
    return seen


class ToDrafts(Transformer):
    """Rule callbacks: each mention becomes a list of ``Draft``s."""

    # ------------------------------------------------------------ the text
    def start(self, items: list[Any]) -> list[Draft | Cue]:
        out: list[Draft | Cue] = []
        for item in items:
            if isinstance(item, list):
                out.extend(item)
            else:
                out.append(item)
        return out

    # ------------------------------------------------------------- amounts
    def amount(self, children: list[Any]) -> list[Draft]:
        sign = unit = scale = None
        number: LarkToken | None = None
        exponent = 0
        window = False
        for child in children:
            if isinstance(child, _Per):
                unit, window = _per(unit, child), False
            elif isinstance(child, _Unit):
                unit, window = child.symbol, child.window
            elif child.type == "SIGN":
                sign = child.value
            elif child.type == "CURRENCY":
                unit = currency_of(child.value)
            elif child.type == "NUMBER":
                number = child
            else:  # a scale
                exponent = _SCALE_EXPONENT[child.type]
                scale = child.value
        assert number is not None
        value, step = _amount_value(number.value, exponent, sign == "-")
        if scale is not None and not exponent:  # "3 dozen": twelve each
            value, step = value * _DOZEN, step * _DOZEN
        start, end = _span(children)
        window = window and step >= 1  # "9.5 days": no window is 9.5 days long
        return [
            Draft(start, end, Kind.WINDOW if window else Kind.CLAIM, value=value, step=step,
                  unit=unit, sign=sign, scale=scale, scale_exp=exponent)
        ]

    def amount_per_count(self, children: list[Any]) -> list[Draft]:
        """``$3.85 per 1,000 litres``: the amount, its denominator in its text, no claim."""
        (draft,) = self.amount(children[:-1])
        draft.end = children[-1].end_pos
        return [draft]

    def power(self, children: list[Any]) -> list[Draft]:
        """``1.1^23``: the value exactly; the step keeps the base's significant digits."""
        sign = unit = None
        power = children[0]
        for child in children:
            if isinstance(child, _Unit):
                unit = child.symbol
            elif child.type == "SIGN":
                sign = child.value
            elif child.type == "CURRENCY":
                unit = currency_of(child.value)
            elif child.type == "POWER":
                power = child
        base_text, _, exponent_text = power.value.partition("^")
        base, _ = parse_numeral(base_text)
        exponent = int(exponent_text.replace("--", "-"))
        digits = len(base_text.replace(".", "").lstrip("0")) or 1
        try:
            value = base**exponent if base or exponent >= 0 else None
        except ArithmeticError:  # an overflow: too large to check
            value = None
        step = None
        if value is not None and value:
            step = Decimal(f"1E{value.adjusted() - digits + 1}")
            value = value.copy_negate() if sign == "-" else value
        start, end = _span(children)
        return [Draft(start, end, Kind.CLAIM, value=value, step=step, unit=unit, sign=sign)]

    def fraction(self, children: list[Any]) -> list[Draft]:
        """``3/4``, ``2 1/4``, ``-4/5``: the value to the default precision;
        the step is a tenth of one part (a quarter is written for 0.7375..0.7625)."""
        tok = children[0]
        text = tok.value
        if text.count("/") != 1 or "," in text:  # "08/07/2025 km": a date after all
            return [Draft(tok.start_pos, tok.end_pos, Kind.DATE)]
        sign = text[0] if text[0] in "-+" else None
        body = text.lstrip("-+").split()
        whole = Decimal(int(body[0])) if len(body) > 1 else Decimal(0)
        numerator, _, denominator = body[-1].partition("/")
        parts = Decimal(int(denominator))
        unit = children[-1].symbol if isinstance(children[-1], _Unit) else None
        if not parts:
            return [Draft(tok.start_pos, _end(children[-1]), Kind.CLAIM, unit=unit, sign=sign)]
        value = whole + Decimal(int(numerator)) / parts
        return [Draft(tok.start_pos, _end(children[-1]), Kind.CLAIM,
                      value=value.copy_negate() if sign == "-" else value,
                      step=1 / (10 * parts), unit=unit, sign=sign)]

    def word_amount(self, children: list[Any]) -> list[Draft]:
        """Number words, with a unit or window after them like digits."""
        words = children[0]
        value, step = words_value(words.value)
        unit, window = None, False
        for child in children[1:]:
            if isinstance(child, _Per):
                unit, window = _per(unit, child), False
            elif isinstance(child, _Unit):
                unit, window = child.symbol, child.window
        window = window and step >= 1  # "two and a half days": a count
        return [Draft(words.start_pos, _end(children[-1]), Kind.WINDOW if window else Kind.CLAIM,
                      value=value, step=step, unit=unit)]

    def share_words(self, children: list[LarkToken]) -> list[Draft]:
        (tok,) = children
        value, step = words_value(tok.value)
        return [Draft(tok.start_pos, tok.end_pos, Kind.CLAIM, value=value, step=step)]

    def times_words(self, children: list[LarkToken]) -> list[Draft]:
        (tok,) = children
        value, step = words_value(tok.value)
        return [Draft(tok.start_pos, tok.end_pos, Kind.CLAIM, value=value, step=step, unit="x")]

    def hours_minutes(self, children: list[LarkToken]) -> list[Draft]:
        """``1 h 21 min``, ``1 h 4 m 7 s``: one claim in seconds."""
        hours, _, minutes = children[:3]
        h, _ = parse_numeral(hours.value)
        _, _, m = _leading_digits(minutes)
        seconds, step = h * 3600 + Decimal(int(m)) * 60, Decimal(60)
        if len(children) > 3:
            s, step = _written_seconds(children[3])
            seconds += s
        return [Draft(hours.start_pos, children[-1].end_pos, Kind.CLAIM, value=seconds,
                      step=step, unit="s")]

    def minutes_seconds(self, children: list[LarkToken]) -> list[Draft]:
        """``3m 45s``, ``4 m 07 s``: one claim in seconds (the ``m`` is minutes)."""
        minutes, _, rest = children
        m, _ = parse_numeral(minutes.value)
        s, step = _written_seconds(rest)
        return [Draft(minutes.start_pos, rest.end_pos, Kind.CLAIM, value=m * 60 + s, step=step,
                      unit="s")]

    def duration(self, children: list[LarkToken]) -> list[Draft]:
        (tok,) = children
        seconds, step = _seconds(tok.value)
        clock = tok.value.count(":") == 1 and "." not in tok.value
        return [Draft(tok.start_pos, tok.end_pos, Kind.CLAIM, value=seconds, step=step, unit="s",
                      clock=clock)]

    def led_duration(self, children: list[LarkToken]) -> list[Draft]:
        return self.duration(children[1:])

    def _pace(self, children: list[LarkToken], unit: str) -> list[Draft]:
        clock, per = children
        seconds, step = _seconds(clock.value)
        return [Draft(clock.start_pos, per.end_pos, Kind.CLAIM, value=seconds, step=step,
                      unit=unit)]

    def pace_km(self, children: list[LarkToken]) -> list[Draft]:
        return self._pace(children, "s/km")

    def pace_mi(self, children: list[LarkToken]) -> list[Draft]:
        return self._pace(children, "s/mi")

    def __default__(self, data: str, children: list[Any], meta: Any) -> Any:
        # The aliases of the unit, period and per rules, which Lark prefixes
        # with their file's name (units__u_km): u_km a unit (km), w_d a
        # window in days, r_d per day. The name is the unit table's.
        role, _, name = data.rpartition("__")[2].partition("_")
        if role in _UNIT_ROLES:
            (tok,) = children
            kind = _Per if role == "r" else _Unit
            return kind(named(name), role == "w", tok.start_pos, tok.end_pos)
        return super().__default__(data, children, meta)

    # -------------------------------------------------------------- ranges
    def range(self, children: list[Any]) -> list[Draft]:
        ends = [c for c in children if isinstance(c, list) or c.type in _CLOCK_TERMINALS]
        last = ends[-1]
        if isinstance(last, list) and last[0].unit in _PACES:
            if any(_is_lexeme(e) and e.type == "TIME" for e in ends):
                # "10am - 5:10/km": a clock time and a pace, no range of either
                return [d for e in ends for d in (
                    [_as_time(e, "") if e.type == "TIME" else self.duration([e])[0]]
                    if _is_lexeme(e) else e)]
            return _pair([self.duration([e])[0] if _is_lexeme(e) else e[0] for e in ends])  # paces
        if any(not isinstance(end, list) for end in ends) or all(e[0].clock for e in ends):
            # a clock time at an end, or h:mm at every end ("9:00–11:30"): clock times
            times = [_as_time(end, "") for end in ends]
            times[0].range, times[-1].range = "low", "high"
            return times
        return _pair([end[0] for end in ends])

    def between(self, children: list[Any]) -> list[Draft]:
        low = self.amount(children[1:-2])[0]
        return _pair([low, children[-1][0]])

    def time_between(self, children: list[Any]) -> list[Draft]:
        ends = [c for c in children[1:] if not (_is_lexeme(c) and c.type == "RANGE_AND")]
        if len(ends) == 1:
            return _veto(ends[0], Kind.TIME)
        if _is_lexeme(ends[0]) and ends[0].type not in _CLOCK_TERMINALS:  # "5 and 6 pm"
            ends = [self.amount(ends[:-1]), ends[-1]]
        return _times(ends[0], ends[-1])

    def year_range(self, children: list[LarkToken]) -> list[Draft]:
        (tok,) = children
        base, text = tok.start_pos, tok.value
        low = int(text[:4])
        tail = text[5:] if text[5:].isdigit() else text[-2:]
        high = int(tail) if len(tail) == 4 else low // 100 * 100 + int(tail)
        return [
            Draft(base, base + 4, Kind.YEAR, value=Decimal(low), step=Decimal(1), range="low"),
            Draft(base + len(text) - len(tail), base + len(text), Kind.YEAR, value=Decimal(high),
                  step=Decimal(1), range="high"),
        ]

    def short_year(self, children: list[LarkToken]) -> list[Draft]:
        (tok,) = children
        two = int(tok.value[1:])
        year = 2000 + two if two <= 50 else 1900 + two  # '19 is 2019, '98 is 1998
        return [Draft(tok.start_pos, tok.end_pos, Kind.YEAR, value=Decimal(year),
                      step=Decimal(1))]

    def between_open(self, children: list[Any]) -> list[Draft]:
        return children[1]

    # ---------------------------------------------------- words before it
    def hedged(self, children: list[Any]) -> list[Draft]:
        hedge, drafts = children
        first = drafts[0]
        for d in drafts:
            d.approx = True
        if hedge.value in ("~", "≈") and hedge.end_pos == first.start:
            first.start = hedge.start_pos
        return drafts

    def hedged_below(self, children: list[Any]) -> list[Draft]:
        drafts = self.hedged(children)
        for d in drafts:
            d.cue = "down"
        return drafts

    def led_mention(self, children: list[Any]) -> list[Draft]:
        return children[1]

    def countdown(self, children: list[Any]) -> list[Draft]:
        """A future offset ("in 35 days"): the span after the lead is a count,
        which ``tokenize`` reads once it sees the words before the lead."""
        lead, drafts = children
        for d in drafts:
            if d.kind is Kind.WINDOW:
                d.offset_lead = lead.start_pos
        return drafts

    def window_hours(self, children: list[LarkToken]) -> list[Draft]:
        return self._lead_window(children, "h")

    def window_minutes(self, children: list[LarkToken]) -> list[Draft]:
        return self._lead_window(children, "min")

    def _lead_window(self, children: list[LarkToken], unit: str) -> list[Draft]:
        _, number, word = children
        value, step = parse_numeral(number.value)
        kind = Kind.WINDOW if step >= 1 else Kind.CLAIM  # "the last 1.5 hours": a count
        return [Draft(number.start_pos, word.end_pos, kind, value=value, step=step, unit=unit)]

    def row_clock(self, children: list[Any]) -> list[Draft]:
        first = children[1]
        if isinstance(first, list):  # a pace or a range
            drafts = first
        elif first.type == "DURATION":
            drafts = self.duration([first])
        else:
            drafts = _veto(first, Kind.TIME)
        drafts[0].row = True
        return drafts

    def cue_down(self, children: list[LarkToken]) -> Cue:
        (tok,) = children
        return Cue(tok.start_pos, tok.end_pos, "down", change=True)

    def cue_up(self, children: list[LarkToken]) -> Cue:
        (tok,) = children
        return Cue(tok.start_pos, tok.end_pos, "up", change=True)

    def cue_more(self, children: list[LarkToken]) -> Cue:
        (tok,) = children
        return Cue(tok.start_pos, tok.end_pos, "up", change=True)

    def cue_fewer(self, children: list[LarkToken]) -> Cue:
        (tok,) = children
        return Cue(tok.start_pos, tok.end_pos, "down", change=True)

    def cue_outflow(self, children: list[LarkToken]) -> Cue:
        (tok,) = children
        return Cue(tok.start_pos, tok.end_pos, "down", compares=False)

    def cue_inflow(self, children: list[LarkToken]) -> Cue:
        (tok,) = children
        return Cue(tok.start_pos, tok.end_pos, "up", compares=False)

    def cue_compare(self, children: list[LarkToken]) -> Cue:
        (tok,) = children
        return Cue(tok.start_pos, tok.end_pos, None)

    # ------------------------------------------------------- dates, years
    def date(self, children: list[LarkToken]) -> list[Draft]:
        out = []
        weekday = None
        for tok in children:
            if tok.type == "WEEKDAY_LEAD":  # "Sunday, June 9": the weekday before a comma
                weekday = weekday_word(tok.value.rstrip(","))
            elif tok.type == "DAY_RANGE_END":  # "–18" or "–18, 2025": a day, and a year
                start, end, _ = _leading_digits(tok)
                out.append(Draft(start, _day_end(tok, end), Kind.DATE))
                out.extend(_year_at_end(tok))
            elif tok.type == "DATE_DAY_RANGE_MONTH":  # "3–9 March 2025": two days, a year
                start, end, _ = _leading_digits(tok)
                out.append(Draft(start, _day_end(tok, end), Kind.DATE))
                year = _year_at_end(tok)
                body = tok.value
                second = end - tok.start_pos  # the second day: the next digit on
                while body[second] not in "0123456789":
                    second += 1
                if year:  # the month ends where the gap before the year starts
                    body = body[: year[0].start - tok.start_pos].rstrip().rstrip(",")
                out.append(Draft(tok.start_pos + second, tok.start_pos + len(body), Kind.DATE))
                out.extend(year)
            elif tok.type == "YEAR4":
                out.append(Draft(tok.start_pos, tok.end_pos, Kind.YEAR, value=Decimal(tok.value),
                                 step=Decimal(1)))
            else:
                out.append(Draft(tok.start_pos, tok.end_pos, Kind.DATE,
                                 weekday=weekday or weekday_word(tok.value.split()[0])))
        return out

    def month_word(self, children: list[LarkToken]) -> list[Draft]:
        return []

    def denominator(self, children: list[LarkToken]) -> list[Draft]:
        """``per 1,000 appointments`` after the counted thing's words: no claim."""
        return []

    def month_year(self, children: list[LarkToken]) -> list[Draft]:
        return self.date(children[1:])

    def year_after_prep(self, children: list[LarkToken]) -> list[Draft]:
        return self.date([c for c in children if c.type == "YEAR4"])  # "in 2007 and 2009"

    def year_onward(self, children: list[LarkToken]) -> list[Draft]:
        (tok,) = children  # "2018 or later": the year alone
        return [Draft(tok.start_pos, tok.end_pos, Kind.YEAR, value=Decimal(tok.value),
                      step=Decimal(1))]

    def decade(self, children: list[LarkToken]) -> list[Draft]:
        (tok,) = children
        _, _, digits = _leading_digits(tok)
        year = int(digits) if len(digits) == 4 else 1900 + int(digits)  # "the 70's"
        return [Draft(tok.start_pos, tok.end_pos, Kind.YEAR, value=Decimal(year),
                      step=Decimal(10))]

    def year_range_led(self, children: list[LarkToken]) -> list[Draft]:
        return self.year_range(children[1:])

    def year_span(self, children: list[LarkToken]) -> list[Draft]:
        low, high = self.date([c for c in children if c.type == "YEAR4"])
        low.range, high.range = "low", "high"
        return [low, high]

    # -------------------------------------------------------------- times
    def time(self, children: list[LarkToken]) -> list[Draft]:
        return _veto(children[-1], Kind.TIME)

    def time_after_prep(self, children: list[LarkToken]) -> list[Draft]:
        return _veto(children[-1], Kind.TIME)

    def pace_after_prep(self, children: list[Any]) -> list[Draft]:
        return children[-1]

    # ------------------------------------------------------- other vetoes
    def ordinal(self, children: list[LarkToken]) -> list[Draft]:
        (tok,) = children
        _, _, digits = _leading_digits(tok)
        return [Draft(tok.start_pos, tok.end_pos, Kind.ORDINAL, value=Decimal(digits),
                      step=Decimal(1))]

    def version(self, children: list[LarkToken]) -> list[Draft]:
        return _veto(children[0], Kind.VERSION)

    def identifier(self, children: list[LarkToken]) -> list[Draft]:
        return _veto(children[0], Kind.IDENTIFIER)

    def glued_identifier(self, children: list[LarkToken]) -> list[Draft]:
        return [Draft(children[0].start_pos, children[-1].end_pos, Kind.IDENTIFIER)]

    def race_suffixed(self, children: list[LarkToken]) -> list[Draft]:
        number, scale, _ = children
        return [Draft(number.start_pos, scale.end_pos, Kind.IDENTIFIER)]

    def race_named(self, children: list[LarkToken]) -> list[Draft]:
        _, number, scale = children[:3]
        return [Draft(number.start_pos, scale.end_pos, Kind.IDENTIFIER)]

    def labeled(self, children: list[LarkToken]) -> list[Draft]:
        out = [Draft(children[1].start_pos, children[1].end_pos, Kind.IDENTIFIER)]
        if len(children) > 2:
            start, end, _ = _leading_digits(children[2])
            out.append(Draft(start, children[2].end_pos, Kind.IDENTIFIER))
        return out

    def enumerator(self, children: list[LarkToken]) -> list[Draft]:
        (tok,) = children
        start, _, _ = _leading_digits(tok)
        return [Draft(start, tok.end_pos, Kind.ENUMERATOR)]

    def reference(self, children: list[LarkToken]) -> list[Draft]:
        return _veto(children[0], Kind.REFERENCE)

    def url(self, children: list[LarkToken]) -> list[Draft]:
        (tok,) = children
        out: list[Draft] = []
        text, base, i = tok.value, tok.start_pos, 0
        n = len(text)
        while i < n:
            if text[i] in "0123456789":
                j = i
                while j < n and text[j] in "0123456789":
                    j += 1
                out.append(Draft(base + i, base + j, Kind.URL))
                i = j
            else:
                i += 1
        return out


_UNIT_ROLES = frozenset({"u", "w", "r"})
_CLOCK_TERMINALS = frozenset({"TIME", "CLOCK"})
_PACES = frozenset({"s/km", "s/mi"})


def _times(low: Any, high: Any) -> list[Draft]:
    """A range with a clock time at one end is a span of clock times."""
    return [_as_time(low, "low"), _as_time(high, "high")]


def _as_time(end: Any, which: str) -> Draft:
    if _is_lexeme(end):
        return Draft(end.start_pos, end.end_pos, Kind.TIME, range=which or None)
    draft: Draft = end[0]
    return Draft(draft.start, draft.end, Kind.TIME, range=which or None)


def _pair(ends: list[Draft]) -> list[Draft]:
    """Mark the ends of a range; a unit or scale written once applies to all.

    A chain (``555-123-4567``, ``3-4-5``) has a low and a high end; what lies
    between is a plain claim.
    """
    low, high = ends[0], ends[-1]
    low.range, high.range = "low", "high"
    for end in ends[:-1]:
        # "5:10–5:20/km": a plain duration before a pace is a pace too
        is_pace = end.unit == "s" and (high.unit or "").startswith("s/")
        if (end.unit is None or is_pace) and high.unit is not None:
            # "2.5–3 days": a count with a fraction is never a window
            end.unit = high.unit
            end.kind = Kind.CLAIM if end.step is not None and end.step < 1 else high.kind
        if end.scale is None and high.scale is not None and end.value is not None and end.step:
            exp = high.scale_exp
            end.value, end.step = shift(end.value, exp), shift(end.step, exp)
            end.scale, end.scale_exp = high.scale, exp
    if high.unit is None and low.unit in CURRENCIES:
        for end in ends[1:]:
            if end.unit is None:
                end.unit = low.unit
    return ends

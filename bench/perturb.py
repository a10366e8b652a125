"""Wrong numbers written as the writer would have written them: the inputs of
the mutation and swap benches (issue 25, "How to measure").

    python bench/perturb.py               # are the committed files current?
    python bench/perturb.py --regenerate  # rewrite them (changes the figures' inputs)
    python bench/perturb.py --holdout     # and the held-out round's (natural4)

Two generators over the faithful natural briefs (``corpus/natural*.jsonl``,
cases with no ``planted`` slips):

- **mutations**: every number the writer listed as computed (``derived``) is
  changed by 4-30 % (seeded, either direction) in its own format: the same
  decimals, thousands separator, decimal mark, sign character, currency,
  scale and unit; a duration stays a duration in the same fields; a number
  word (two to twenty) stays a word. The new value never rounds to the old
  one at the written precision: when the drawn change is too small for that
  precision, the number moves by one unit of its last written place in the
  drawn direction (``step``).
- **swaps**: every number the writer copied (``copied``, with its ``path``)
  is replaced by a neighbour's value, written at the copied number's scale
  and precision: the same key in an adjacent list element or a sibling
  object, or a sibling key of the same kind in the same object.

Each record is drawn from its own generator seeded with ``SEED``, the case id
and the number's offset, so a record does not move when another case is
added. The records are committed (``bench/mutations/``, ``bench/swaps/``, one
file per corpus file) so that figures are comparable across commits; a file
that is missing is written on first use, and ``--regenerate`` rewrites them
all. Skipped numbers (dates, clock times, ranges, fractions, words outside
two to twenty, values with no neighbour) are counted, not written.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import re
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from pathlib import Path
from typing import Any

SEED = 25
"""The seed of every draw (issue 25)."""
LOW, HIGH = 0.04, 0.30
"""The bounds of a mutation's relative change."""

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
HELD_OUT = "natural4.jsonl"
"""The held-out round: read only with ``--holdout`` (bench/natural.py reads it
only with its own ``--holdout``)."""
OUT = {"mutations": ROOT / "bench" / "mutations", "swaps": ROOT / "bench" / "swaps"}

# ---------------------------------------------------------------- numerals

_NUMERAL = re.compile(
    r"(?<![\w.,])(?:"
    r"(?P<eu>\d{1,3}(?:\.\d{3})+,\d+)"  # 1.234,5
    r"|(?P<grouped>\d{1,3}(?P<sep>[,\u202f\u00a0\u2009'])\d{3}(?:(?P=sep)\d{3})*(?:\.\d+)?)"
    r"|(?P<comma>\d+,\d{1,2})"  # 7,5: a decimal comma
    r"|(?P<plain>\d+(?:\.\d+)?|\.\d+)"
    r")(?!\d)"
)


@dataclass(frozen=True, slots=True)
class Numeral:
    """One run of digits as written: where it is in its text and how it is
    written (the parts a rewrite keeps)."""

    start: int
    """Offset in the text it was read from."""
    end: int
    """Offset just past it."""
    integer: str
    """The integer digits, separators removed (``"1234"``; ``""`` for ``.5``)."""
    fraction: str
    """The digits after the decimal mark (``""`` for none)."""
    point: str
    """The decimal mark: ``.`` or ``,``."""
    group: str | None
    """The thousands separator written, or None."""

    @property
    def decimals(self) -> int:
        """How many digits follow the decimal mark."""
        return len(self.fraction)

    @property
    def value(self) -> Decimal:
        """The written magnitude."""
        return Decimal(f"{self.integer or '0'}.{self.fraction or '0'}")

    @property
    def quantum(self) -> Decimal:
        """One unit of the last written place."""
        return Decimal(1).scaleb(-self.decimals)

    def render(self, value: Decimal, group: str | None) -> str:
        """``value`` (a magnitude) written like this numeral: the same decimals
        and decimal mark, ``group`` between thousands, leading zeros kept."""
        q = value.quantize(self.quantum, rounding=ROUND_HALF_UP)
        whole, _, frac = f"{q:f}".partition(".")
        if len(self.integer) > 1 and self.integer.startswith("0"):
            whole = whole.zfill(len(self.integer))
        elif not self.integer and whole == "0":
            whole = ""
        if group:
            head = len(whole) % 3 or 3
            whole = group.join([whole[:head]] + [whole[i:i + 3]
                                                 for i in range(head, len(whole), 3)])
        return whole + (self.point + frac if self.decimals else "")


def numerals(text: str) -> list[Numeral]:
    """The numerals of ``text`` in order, each with how it is written."""
    found: list[Numeral] = []
    for m in _NUMERAL.finditer(text):
        raw = m.group()
        if m.group("eu"):
            point, group = ",", "."
        elif m.group("grouped"):
            point, group = ".", m.group("sep")
        elif m.group("comma"):
            point, group = ",", None
        else:
            point, group = ".", None
        whole, _, frac = raw.partition(point)
        integer = whole.replace(group, "") if group else whole
        found.append(Numeral(m.start(), m.end(), integer, frac, point, group))
    return found


def brief_group(brief: str, point: str = ".") -> str | None:
    """The thousands separator the brief uses, for a number that grows past
    999 and had no room to show one: the one it writes; else none when it
    writes long numbers without one (``12000``); else a comma (after a
    decimal point) or none (after a decimal comma)."""
    for m in re.finditer(r"\d([,\u202f\u00a0\u2009'.])\d{3}(?!\d)", brief):
        sep = m.group(1)
        if sep != point and (sep != "." or point == ","):
            return sep
    if re.search(r"(?<![\w\-./:])\d{5,}(?![\w\-/:])", brief):
        return None
    return "," if point == "." else None


def _group_for(n: Numeral, brief: str) -> str | None:
    if n.group or len(n.integer) >= 4:
        return n.group
    return brief_group(brief, n.point)


# ---------------------------------------------------------------- what is skipped

_MONTHS = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?![a-z])", re.I)
_CLOCK = re.compile(r"\b(?:[ap]\.?m\.?)(?![a-z])", re.I)
_FRACTIONS = "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞"


def _skip_reason(token: str) -> str | None:
    if _MONTHS.search(token):
        return "date"
    if _CLOCK.search(token):
        return "clock time"
    if any(c in _FRACTIONS for c in token):
        return "fraction"
    return None


def _counted(token: str) -> list[Numeral]:
    """The numerals a rewrite changes: not those of a unit (``L/100 km``)."""
    return [n for n in numerals(token) if not token[:n.start].rstrip().endswith("/")]


# ---------------------------------------------------------------- a wrong value

def wrong_value(value: Decimal, quantum: Decimal, rng: random.Random,
                lowest: Decimal = Decimal(0)) -> tuple[Decimal, float, bool] | None:
    """A magnitude 4-30 % away from ``value`` (direction and size drawn from
    ``rng``), rounded to ``quantum``, never equal to ``value`` and above
    ``lowest``: ``(new, factor, step)``, ``step`` when the drawn change rounded
    back and one quantum was taken instead. None when ``value`` is zero."""
    if value <= 0:
        return None
    direction = rng.choice((-1, 1))
    change = round(rng.uniform(LOW, HIGH), 4)
    for sign in (direction, -direction):
        factor = round(1 + sign * change, 4)
        new = (value * Decimal(str(factor))).quantize(quantum, rounding=ROUND_HALF_UP)
        step = new == value
        if step:
            new = value + sign * quantum
        if new > lowest:
            return new, factor, step
    return None


# ---------------------------------------------------------------- durations

_TIME_UNITS = {
    **dict.fromkeys(("w", "wk", "wks", "week", "weeks"), 604800),
    **dict.fromkeys(("d", "day", "days"), 86400),
    **dict.fromkeys(("h", "hr", "hrs", "hour", "hours"), 3600),
    **dict.fromkeys(("min", "mins", "minute", "minutes"), 60),
    **dict.fromkeys(("s", "sec", "secs", "second", "seconds"), 1),
}
_FIELD = re.compile(r"(\d+)\s*([a-z]+)\b", re.I)
_COLON = re.compile(r"(?<![\d:])(\d+)((?::\d{2}){1,2})(?![\d:])")


def _mutate_fields(token: str, rng: random.Random) -> tuple[str, float, bool] | None:
    """``1 h 46 min``, ``1 min 14 s``: the total in the smallest unit, changed,
    split back over the same units (the first one not zero)."""
    fields = list(_FIELD.finditer(token))
    units = [_TIME_UNITS.get(m.group(2).lower()) for m in fields]
    if len(fields) < 2 or None in units or units != sorted(units, reverse=True):
        return None
    if len(numerals(token)) != len(fields):
        return None
    sizes = [u for u in units if u is not None]
    smallest = sizes[-1]
    total = sum(int(m.group(1)) * u for m, u in zip(fields, sizes, strict=True)) // smallest
    lowest = sizes[0] // smallest - 1 if int(fields[0].group(1)) else 0
    drawn = wrong_value(Decimal(total), Decimal(1), rng, lowest=Decimal(lowest))
    if drawn is None:
        return None
    new, factor, step = drawn
    left, parts = int(new), []
    for u in sizes:
        k = u // smallest
        parts.append(left // k)
        left %= k
    out = token
    for m, part in reversed(list(zip(fields, parts, strict=True))):
        out = out[:m.start(1)] + str(part) + out[m.end(1):]
    return out, factor, step


def _mutate_colon(token: str, rng: random.Random) -> tuple[str, float, bool] | None:
    """``48:41``, ``1:30:32``, ``5:42 /km``: base 60, the same fields."""
    m = _COLON.search(token)
    if m is None or len(numerals(token[:m.start()] + token[m.end():])) > 0:
        return None
    parts = [m.group(1)] + m.group(2)[1:].split(":")
    total = 0
    for p in parts:
        total = total * 60 + int(p)
    # the first field stays above zero when it was
    lowest = Decimal(60 ** (len(parts) - 1) - 1 if int(parts[0]) else 0)
    drawn = wrong_value(Decimal(total), Decimal(1), rng, lowest=lowest)
    if drawn is None:
        return None
    new, factor, step = drawn
    left, fields = int(new), []
    for _ in parts[1:]:
        fields.append(f"{left % 60:02d}")
        left //= 60
    head = str(left).zfill(len(parts[0]))
    return token[:m.start()] + ":".join([head, *reversed(fields)]) + token[m.end():], factor, step


# ---------------------------------------------------------------- number words

def _words(text: str) -> tuple[str, ...]:
    """A word table written as prose: one space between words."""
    return tuple(text.split())


_WORDS = _words("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                "fourteen fifteen sixteen seventeen eighteen nineteen twenty")
_CARDINAL = re.compile(r"\b(" + "|".join(_WORDS) + r")\b", re.I)
_NOT_CARDINAL = re.compile(
    r"\b(?:half|halves|halved|third|thirds|quarter|quarters|fifths?|sixths?|tenths?|"
    r"twice|double|doubled|doubling|triple|tripled|percent|dozen)\b", re.I)


def _case_like(word: str, like: str) -> str:
    if like.isupper() and len(like) > 1:
        return word.upper()
    if like[:1].isupper():
        return word.capitalize()
    return word


def _mutate_word(token: str, rng: random.Random) -> tuple[str, float, bool] | None:
    """``three``, ``Four``, ``top five``: one word from two to twenty, changed
    to another such word (never ``one``: ``one cities`` is no sentence)."""
    found = list(_CARDINAL.finditer(token))
    if len(found) != 1 or _NOT_CARDINAL.search(token):
        return None
    m = found[0]
    value = _WORDS.index(m.group().lower())
    if value < 2:
        return None  # "one" is a pronoun or an article as often, and wants a singular
    drawn = wrong_value(Decimal(value), Decimal(1), rng, lowest=Decimal(1))
    if drawn is None or drawn[0] > len(_WORDS) - 1:
        return None
    new, factor, step = drawn
    word = _case_like(_WORDS[int(new)], m.group())
    return token[:m.start()] + word + token[m.end():], factor, step


# ---------------------------------------------------------------- one token

def mutate(token: str, brief: str, rng: random.Random) -> tuple[str, float, bool] | str:
    """``token`` (a number as written in ``brief``) with its value changed in
    its own format: ``(new text, factor drawn, step)``, or why it is skipped."""
    reason = _skip_reason(token)
    if reason:
        return reason
    for compound in (_mutate_colon, _mutate_fields):
        done = compound(token, rng)
        if done is not None:
            return done
    counted = _counted(token)
    if not counted:
        return _mutate_word(token, rng) or "number word"
    if len(counted) > 1:
        return "several numbers"
    n = counted[0]
    drawn = wrong_value(n.value, n.quantum, rng)
    if drawn is None:
        return "zero"
    new, factor, step = drawn
    return token[:n.start] + n.render(new, _group_for(n, brief)) + token[n.end:], factor, step


# ---------------------------------------------------------------- pool paths

_SEGMENT = re.compile(r"\[(\d+)\]|\[\"((?:[^\"\\]|\\.)*)\"\]|\.?([^.\[\]]+)")


def parse_path(path: str) -> list[str | int] | None:
    """``results[0].metrics.costMicros`` as ``["results", 0, "metrics",
    "costMicros"]``; None when it does not read."""
    out: list[str | int] = []
    at = 0
    while at < len(path):
        m = _SEGMENT.match(path, at)
        if m is None or m.end() == at:
            return None
        index, quoted, key = m.groups()
        out.append(int(index) if index is not None else quoted if quoted is not None else key)
        at = m.end()
    return out


def show_path(segments: list[str | int]) -> str:
    """The inverse of ``parse_path`` for plain keys."""
    out = ""
    for s in segments:
        out += f"[{s}]" if isinstance(s, int) else (f".{s}" if out else s)
    return out


_MISSING = object()


def resolve(data: Any, segments: list[str | int]) -> Any:
    """The value at ``segments`` in ``data``, or ``_MISSING``."""
    for s in segments:
        in_list = isinstance(s, int) and isinstance(data, list) and 0 <= s < len(data)
        in_dict = isinstance(s, str) and isinstance(data, dict) and s in data
        if not (in_list or in_dict):
            return _MISSING
        data = data[s]
    return data


def number_of(value: Any) -> tuple[Decimal, str] | None:
    """A pool value as a number, with its JSON kind (``number`` or ``string``
    for a numeric string such as ``"1683420000"``); None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        if isinstance(value, float) and not math.isfinite(value):
            return None
        return Decimal(str(value)), "number"
    if isinstance(value, str) and re.fullmatch(r"-?\d+(?:\.\d+)?", value.strip()):
        try:
            return Decimal(value.strip()), "string"
        except InvalidOperation:
            return None
    return None


# ---------------------------------------------------------------- neighbours

_UNIT_WORDS = frozenset(_words(
    "micros millis cents pence ms ns s sec secs seconds min mins minutes h hr hrs hours "
    "d days w weeks months years km m mi miles ft cm mm kg g mg lb lbs oz l ml kwh wh kw w mw "
    "bpm rpm pct percent pp bps usd eur gbp jpy cad aud chf c f k kcal kj mmhg pa kpa "
    "gb mb kb tb mph kph bph mbps kbps"))
_ID_WORDS = frozenset(_words("id ids code zip sku version index idx phone postcode epoch "
                             "timestamp ts year"))


def key_words(key: str) -> list[str]:
    """The words of a key: ``searchBudgetLostImpressionShare``, ``hrv_ms``."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", key)
    return [w.lower() for w in re.split(r"[\s_\-./]+", spaced) if w]


_HEADS = {
    "money": frozenset(_words(
        "amount price cost costs fee fees spend spent revenue sales pl pnl net gross balance "
        "cash paid due principal budget mrr arr income payment pay charge tax discount refund "
        "refunds subtotal tip deposit credit debit profit earnings salary wage rent bill "
        "expense expenses money currency")),
    "count": frozenset(_words(
        "qty quantity count vol volume units number num shares seats users visits sessions "
        "clicks impressions orders items")),
    "rate": frozenset(_words("rate ratio pct percent percentage share factor multiplier")),
}


def _unit_of(words: list[str]) -> str | None:
    """The unit a key's words end with: ``wh per km`` for
    ``efficiency_wh_per_km``, ``ms`` for ``hrv_ms``, None for ``clicks``."""
    if len(words) >= 3 and words[-2] == "per":
        return " ".join(words[-3:])
    return words[-1] if words[-1] in _UNIT_WORDS else None


def _head_class(words: list[str]) -> str | None:
    return next((k for k, heads in _HEADS.items() if words[-1] in heads), None)


def _same_kind(key: str, other: str) -> bool:
    """Two keys of one object hold the same kind of value: neither names an
    id or code, their units (the last words, when they are units) agree and
    their head words (the last word) are not of two different classes
    (money, count, rate)."""
    a, b = key_words(key), key_words(other)
    if not a or not b or _ID_WORDS & {*a, *b}:
        return False
    if _unit_of(a) != _unit_of(b):
        return False
    ca, cb = _head_class(a), _head_class(b)
    return ca is None or cb is None or ca == cb


def neighbours(pool: Any, segments: list[str | int]) -> Iterator[tuple[str, list[str | int]]]:
    """Paths next to ``segments`` with a value of the same kind, each with
    its relation: ``sibling field`` (another key of the same object),
    ``sibling record`` (the same key in the element before or after, at any
    list level), ``sibling object`` (the same key under a sibling key)."""
    for level in range(len(segments) - 1, -1, -1):
        parent = resolve(pool, segments[:level])
        here, rest = segments[level], segments[level + 1:]
        if isinstance(parent, list) and isinstance(here, int):
            for other in (here - 1, here + 1):
                if 0 <= other < len(parent):
                    yield "sibling record", [*segments[:level], other, *rest]
        elif isinstance(parent, dict) and isinstance(here, str):
            for other in parent:
                if other == here:
                    continue
                if not rest:
                    if _same_kind(here, other):
                        yield "sibling field", [*segments[:level], other]
                elif isinstance(parent[other], dict | list):
                    yield "sibling object", [*segments[:level], other, *rest]


def _scale(written: Decimal, value: Decimal, quantum: Decimal) -> int | None:
    """The power of ten the writer applied (``$1,683`` for ``costMicros
    1683420000`` is -6, ``14.8%`` for ``0.148`` is 2), or None when the written
    number is not a rounded, scaled reading of the value."""
    if value == 0:
        return 0 if written == 0 else None
    if written == 0:
        return None
    k = round(math.log10(float(written) / abs(float(value))))
    read = abs(value).scaleb(k)
    if abs(read - written) <= max(quantum, written * Decimal("0.02")):
        return k
    return None


def swap(token: str, brief: str, path: str, pool: Any,
         rng: random.Random) -> tuple[str, str, str] | str:
    """``token`` (a number copied from ``path``) with the value of a
    neighbouring field or record, written at the token's scale and precision:
    ``(new text, neighbour's path, relation)``, or why it is skipped."""
    reason = _skip_reason(token)
    if reason:
        return reason
    counted = _counted(token)
    if len(counted) != 1 or _COLON.search(token):
        return "not one number" if counted else "no numeral (a word or a code)"
    n = counted[0]
    segments = parse_path(path)
    if segments is None:
        return "path does not read"
    own = number_of(resolve(pool, segments))
    if own is None:
        return "not a number in the pool"
    value, kind = own
    k = _scale(n.value, value, n.quantum)
    if k is None:
        return "not a scaled reading"
    group = _group_for(n, brief)
    fits: dict[str, list[tuple[str, str]]] = {}
    for relation, where in neighbours(pool, segments):
        other = number_of(resolve(pool, where))
        if other is None or other[1] != kind:
            continue
        v = other[0]
        if (v > 0) != (value > 0) or (v < 0) != (value < 0):
            continue  # the written sign would lie
        low, high = (Decimal("0.1"), 10) if relation == "sibling field" else (Decimal("0.05"), 20)
        if value and not low <= abs(v / value) <= high:
            continue  # another order of magnitude: another kind of value
        if relation == "sibling field" and k == 2 and abs(value) <= 1 < abs(v):
            continue  # a share beside a count
        read = abs(v).scaleb(k).quantize(n.quantum, rounding=ROUND_HALF_UP)
        if read == n.value or read == 0:
            continue  # the same number as written, or a zero for a number
        new = token[:n.start] + n.render(read, group) + token[n.end:]
        fits.setdefault(relation, []).append((new, show_path(where)))
    if not fits:
        return "no neighbour"
    relation = rng.choice(sorted(fits))
    new, where = rng.choice(fits[relation])
    return new, where, relation


# ---------------------------------------------------------------- the files

def faithful(path: Path) -> list[dict]:
    """The faithful cases (no planted slip) of a natural corpus file."""
    cases = [json.loads(line) for line in path.open(encoding="utf-8") if line.strip()]
    return [c for c in cases if not c.get("planted")]


def _rng(kind: str, case_id: str, start: int) -> random.Random:
    return random.Random(f"{SEED}:{kind}:{case_id}:{start}")


def make_mutations(cases: list[dict]) -> tuple[list[dict], Counter[str]]:
    """One mutation per computed number that can be rewritten; the skips."""
    out, skipped = [], Counter[str]()
    for c in cases:
        for d in c.get("derived") or ():
            if c["text"][d["start"]:d["start"] + len(d["text"])] != d["text"]:
                skipped["not at its offset"] += 1
                continue
            done = mutate(d["text"], c["text"], _rng("mutation", c["id"], d["start"]))
            if isinstance(done, str):
                skipped[done] += 1
                continue
            new, factor, step = done
            out.append({"id": c["id"], "start": d["start"], "old": d["text"], "new": new,
                        "factor": factor, "step": step, "how": d["how"]})
    return out, skipped


def make_swaps(cases: list[dict]) -> tuple[list[dict], Counter[str]]:
    """One swap per copied number with a neighbour; the skips."""
    out, skipped = [], Counter[str]()
    for c in cases:
        for d in c.get("copied") or ():
            if c["text"][d["start"]:d["start"] + len(d["text"])] != d["text"]:
                skipped["not at its offset"] += 1
                continue
            done = swap(d["text"], c["text"], d["path"], c["pool"],
                        _rng("swap", c["id"], d["start"]))
            if isinstance(done, str):
                skipped[done] += 1
                continue
            new, where, relation = done
            out.append({"id": c["id"], "start": d["start"], "old": d["text"], "new": new,
                        "path": d["path"], "from": where, "relation": relation})
    return out, skipped


MAKERS = {"mutations": make_mutations, "swaps": make_swaps}


def write(kind: str, corpus_file: Path) -> tuple[Path, int, Counter[str]]:
    """(Re)generate the ``kind`` records of one corpus file."""
    records, skipped = MAKERS[kind](faithful(corpus_file))
    target = OUT[kind] / corpus_file.name
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return target, len(records), skipped


def load(kind: str, corpus_file: Path) -> list[dict]:
    """The committed ``kind`` records of one corpus file (written first when
    missing). A record whose number is no longer at its offset is an error:
    the corpus moved, regenerate."""
    target = OUT[kind] / corpus_file.name
    if not target.is_file():
        _, n, _ = write(kind, corpus_file)
        print(f"{target.relative_to(ROOT)}: written ({n} records)", file=sys.stderr)
    texts = {c["id"]: c["text"] for c in faithful(corpus_file)}
    records = []
    for line_no, line in enumerate(target.open(encoding="utf-8"), 1):
        r = json.loads(line)
        text = texts.get(r["id"])
        if text is None or text[r["start"]:r["start"] + len(r["old"])] != r["old"]:
            raise SystemExit(f"{target.relative_to(ROOT)}:{line_no}: {r['old']!r} is no longer "
                             f"at {r['start']} in {r['id']} (python bench/perturb.py --regenerate)")
        records.append(r)
    return records


def apply(text: str, record: dict) -> str:
    """The brief with the record's number rewritten."""
    return text[:record["start"]] + record["new"] + text[record["start"] + len(record["old"]):]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--regenerate", action="store_true",
                        help="rewrite bench/mutations/ and bench/swaps/ from the corpus")
    parser.add_argument("--holdout", action="store_true",
                        help=f"also read the held-out round ({HELD_OUT})")
    args = parser.parse_args(argv)
    stale = 0
    files = sorted(CORPUS.glob("natural*.jsonl"))
    if args.holdout:  # kept apart from the corpus until it is measured
        files += sorted((CORPUS / "holdout").glob("natural*.jsonl"))
    for corpus_file in files:
        if corpus_file.name == HELD_OUT and not args.holdout:
            continue
        for kind in MAKERS:
            target = OUT[kind] / corpus_file.name
            if args.regenerate:
                _, n, skipped = write(kind, corpus_file)
                skips = ", ".join(f"{k} {v}" for k, v in sorted(skipped.items()))
                print(f"{target.relative_to(ROOT)}: {n} records; skipped: {skips or 'none'}")
                continue
            if not target.is_file():
                print(f"{target.relative_to(ROOT)}: missing (written on first use)")
                continue
            records, _ = MAKERS[kind](faithful(corpus_file))
            current = [json.loads(line) for line in target.open(encoding="utf-8")]
            same = current == records
            stale += not same
            print(f"{target.relative_to(ROOT)}: {len(current)} records, "
                  f"{'current' if same else 'differs from the corpus (--regenerate)'}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())

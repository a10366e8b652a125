"""Binding: which entry of the pool a claim's words name (SPEC §8).

A value matcher cannot see a number copied from the wrong field: the value
is in the pool. So each claim is also read for what it is about. The words
around it (its clause, and in a table its row label and column header, its
line's label, its heading) are weighed against the words of each entry: the
words of its path (``holdings[3].weight`` -> holding, weight) and the labels
of its record (``"ticker": "AMZN"`` -> amzn). Abbreviations and synonyms are
one name (``grammar/words.txt``: hr = heart rate). A word many entries share
weighs little (inverse document frequency), and an entry's words that the
claim does not use count against it, so ``balance`` beats
``balance_prior_week`` for a claim that names no earlier week.

A claim is bound only when one entry clearly wins: its score reaches
``MIN_SCORE`` and beats the runner-up by ``MARGIN`` (both measured on the
dev split of the natural briefs; bench/binding.py). Only entries whose unit
can measure the claim compete.

The index of a pool's words is built once per pool and looked up through
an inverted index, so a claim costs the entries that share a word with it,
never a scan of the pool.
"""

from __future__ import annotations

import heapq
import math
import re
from bisect import bisect_left
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import islice
from typing import Any

from numground.data.keys import names_a_record
from numground.data.keys import words as key_words
from numground.data.paths import ancestors, parent, unindexed
from numground.data.pool import Pool
from numground.judge.state import MARGIN, Binding, CheckState
from numground.lex.dates import day_of, day_words, moments_of, month_of, month_word, weekday_word
from numground.lex.tokens import Kind, Token
from numground.tables.units import CURRENCIES, MONEY_WORDS, also_read, compatible, dimension
from numground.tables.words import comparison_words, reference_words, stop_words, synonym_groups
from numground.text.layout import Layout
from numground.text.prose import clause_end, clause_start

__all__ = ["CELL_MARGIN", "MARGIN", "MIN_SCORE", "Binder", "Binding", "bind_claims", "binder",
           "context_words", "normal"]

MIN_SCORE = 1.2
"""The least score a binding needs (see ``Binder.bind``)."""

MIN_SCORE_MOMENT = 0.7
"""The least score a date's or a clock time's binding needs: lower than a
number's, since a record holds few dates and times and its words name them
plainly ("called at 07:03"). Chosen on the dev split of the natural briefs
(0.9, 0.7, 0.5, 0.4 tried): the lowest with at most one false flag more than
1.2; wrong dates and times caught 2 -> 6 of 23."""

_COMMON = 32
"""A word more entries than this hold is common: ``Binder._top_two`` scores
the entries it reaches by shape, not one by one."""

CELL_MARGIN = 1.25
"""``MARGIN`` for a table cell: its row label and column header say plainly
which field it is, and a period column says whether it is the current value
or the point of comparison (``Place.earlier``). Chosen on the dev split of
the natural briefs (2.0, 1.75, 1.5, 1.25 tried): swaps caught 85 -> 129 of
610, false flags 86 -> 90 of 1220 claims."""

SAME_UNIT = 1.25
"""How much more an entry of the claim's own dimension counts than a bare number."""

_WORD = re.compile(r"[0-9]+[- ]?(?:hours?|hr|h|days?|d|weeks?|wk|w|months?|mo)(?![A-Za-z])"
                   r"|[A-Za-z]+[0-9]+(?:\.[0-9]+)?[A-Za-z0-9]*|[^\W\d_]+(?:['’]s)?")
_SPAN = re.compile(r"([0-9]+)[- ]?(h|d|w|mo)[a-z]*$")


_SCRIPT_DIGITS = str.maketrans("₀₁₂₃₄₅₆₇₈₉⁰¹²³⁴⁵⁶⁷⁸⁹", "01234567890123456789")


@lru_cache(maxsize=1 << 15)
def normal(word: str) -> str:
    """A word as binding compares it: lower case, no possessive, singular, a
    weekday as its three letters, sub- and superscript digits as digits
    (``PM2.5`` -> pm25, ``NO₂`` -> no2, ``Fridays`` -> fri)."""
    w = word.lower().replace(".", "").translate(_SCRIPT_DIGITS)
    span = _SPAN.match(w)  # "24-hour", "24h", "30-day": one word
    if span:
        return span.group(1) + {"wk": "w", "mo": "mo"}.get(span.group(2), span.group(2))
    if w.endswith(("'s", "’s")):
        w = w[:-2]
    day = weekday_word(w) or month_word(w)
    if day is not None:
        return day
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


@cache
def _phrases() -> dict[tuple[str, ...], str]:
    """Each name of each synonym group (as normal words) -> the group's id."""
    found: dict[tuple[str, ...], str] = {}
    for group in synonym_groups():
        name = "_".join(normal(w) for w in group[0].split())
        for phrase in group:
            found[tuple(normal(w) for w in re.split(r"[\s-]+", phrase))] = name
    return found


@cache
def _longest_phrase() -> int:
    return max((len(p) for p in _phrases()), default=1)


def canonical(words: Sequence[str]) -> list[str]:
    """``words`` (normal) with each synonym phrase replaced by its group's id,
    longest first ("resting heart rate" is one thing, not three)."""
    phrases, longest = _phrases(), _longest_phrase()
    out, i = [], 0
    while i < len(words):
        for n in range(min(longest, len(words) - i), 0, -1):
            found = phrases.get(tuple(words[i : i + n]))
            if found is not None:
                out.append(found)
                i += n
                break
        else:
            out.append(words[i])
            i += 1
    return out


@lru_cache(maxsize=1 << 12)
def text_words(text: str) -> tuple[str, ...]:
    """The canonical words of a stretch of prose, without the common ones.

    Cached by the text: a line, its label and its heading are read once for
    all the claims they hold, not once per claim."""
    stop = stop_words()
    return tuple(w for w in canonical([normal(w) for w in _WORD.findall(text)]) if w not in stop)


def label_words(text: str) -> list[str]:
    """The words a data string calls its record by; a date string by its day."""
    day, _ = moments_of(text)
    if day is not None:
        return day_words(day)
    month = month_of(text)
    return [month] if month is not None else list(text_words(text))


def _path_words(path: str) -> tuple[str, ...]:
    return _unindexed_words(unindexed(path))


@lru_cache(maxsize=1 << 14)
def _unindexed_words(path: str) -> tuple[str, ...]:
    """A path's canonical words, once per path shape (its list positions blanked)."""
    found: list[str] = []
    for w in key_words(path):
        glued = _GLUED_SPAN.fullmatch((found[-1] if found else "") + w)
        if glued and w in ("h", "d", "w", "mo"):  # "avg24h": average over 24 hours
            found[-1:] = list(glued.groups())
        else:
            found.append(w)
    return tuple(canonical([normal(w) for w in found if w]))


_GLUED_SPAN = re.compile(r"([a-z]+)([0-9]+(?:h|d|w|mo))")


@dataclass(frozen=True, slots=True)
class _Entry:
    path: str
    unit: str | None
    words: frozenset[str]
    norm: float  # the root of the summed weights of its words
    money: bool  # its key names money (price, revenue): a currency claim's kind
    kinds: frozenset[Kind]  # what mentions it can be named by: claims, dates, times


class Binder:
    """The words of one pool's entries, indexed for binding claims to them."""

    __slots__ = ("__weakref__", "_entries", "_idf", "_postings", "_shapes", "_shapes_of",
                 "_with_refs")

    def __init__(self, pool: Pool) -> None:
        labels: dict[str, list[str]] = defaultdict(list)  # object path -> label words
        for path, text in pool.texts:
            labels[parent(path)].extend(label_words(text))
        by_path: dict[str, tuple[str | None, set[str], frozenset[Kind]]] = {}
        named = [(e.path, e.unit, _NUMBER) for e in pool.entries if not names_a_record(e.path)]
        named += [(path, None, frozenset(
            ([Kind.DATE] if day is not None else []) + ([Kind.TIME] if clock is not None else [])
        )) for path, day, clock in pool.moments]
        for path, unit, kinds in named:
            if path in by_path:  # "12:40": a clock time and, read as m:ss, a number
                known = by_path[path]
                by_path[path] = (known[0], known[1], known[2] | kinds)
                continue
            found = set(_path_words(path))
            for ancestor in ancestors(path):
                found.update(labels.get(ancestor, ()))
            by_path[path] = (unit, found, kinds)
        count = len(by_path) or 1
        df: dict[str, int] = defaultdict(int)
        for _, found, _ in by_path.values():
            for w in found:
                df[w] += 1
        self._idf = {w: math.log(1 + count / n) for w, n in df.items()}
        self._entries: list[_Entry] = []
        self._postings: dict[str, list[int]] = defaultdict(list)
        for path, (unit, found, kinds) in by_path.items():
            norm = math.sqrt(math.fsum(self._idf[w] for w in found)) or 1.0
            money = not MONEY_WORDS.isdisjoint(key_words(path))
            self._entries.append(_Entry(path, unit, frozenset(found), norm, money, kinds))
            for w in found:
                self._postings[w].append(len(self._entries) - 1)
        # the entries that hold a word of comparison (the only ones it changes)
        every_ref = reference_words() | comparison_words() | {"prior"}
        self._with_refs = frozenset(
            i for i, e in enumerate(self._entries) if not e.words.isdisjoint(every_ref))
        # words many entries share, and the shapes of the entries that hold them
        # (see _top_two): an entry with a word of comparison is a shape alone
        common = {w for w, found in self._postings.items() if len(found) > _COMMON}
        shapes: dict[tuple[Any, ...], list[int]] = defaultdict(list)
        for i, e in enumerate(self._entries):
            held = e.words & common
            if held:
                key = (held, e.unit, e.money, e.norm, e.kinds,
                       i if i in self._with_refs else -1)
                shapes[key].append(i)
        self._shapes: list[list[int]] = []
        self._shapes_of: dict[str, list[int]] = defaultdict(list)
        for key, members in shapes.items():
            members.sort(key=lambda i: self._entries[i].path, reverse=True)
            for w in key[0]:
                self._shapes_of[w].append(len(self._shapes))
            self._shapes.append(members)
        self._shapes_of = dict(self._shapes_of)

    def bind(self, claim: Token, context: dict[str, float], margin: float = MARGIN
             ) -> Binding | None:
        """The entry ``context`` (word -> weight) clearly names, among those
        whose unit can measure ``claim``; None when none clearly wins.

        An entry scores the weight of each of its words the context holds,
        times how rare the word is, over the root of all its words' rarity:
        words the claim does not use count against it. A word of comparison
        (prior, target) the entry has and the context lacks counts once more
        against it: the claim speaks of the current value."""
        refs = reference_words() | {"prior"}
        if not claim.compared or claim.range is not None:
            # "from" and "vs" name a point of comparison only in a comparison:
            # not in "from 512 orders", nor in "ranged from 3.1 °C to 19.4 °C"
            refs = refs - comparison_words()
        # how plainly the claim speaks of a point of comparison (its weight there)
        said = max((weight for w, weight in context.items() if w in refs), default=0.0)
        # "31 m" measures a length or a time (the unit table's ``also``): both are its own
        other = also_read(claim.unit, claim.text) if claim.unit is not None else None
        measured = frozenset(d for d in (dimension(claim.unit), dimension(other)) if d is not None)
        fits: dict[str | None, tuple[bool, bool]] = {}  # entry unit -> (compatible, same kind)

        def score_of(i: int, total: float) -> float | None:
            entry = self._entries[i]
            if claim.kind not in entry.kinds:
                return None
            fit = fits.get(entry.unit)
            if fit is None:
                same = dimension(entry.unit) in measured
                fit = fits[entry.unit] = (compatible(entry.unit, claim.unit) or (
                    other is not None and compatible(entry.unit, other)), same)
            if not fit[0]:
                return None
            score = total
            if i in self._with_refs:
                # an entry's words of comparison (prior, target) count for it as
                # plainly as the claim says one, and against it as plainly as not
                # fsum: exact whatever the set's order, which follows the
                # hash seed, so a tie breaks alike in every process
                named = math.fsum(self._idf[w] for w in entry.words & refs)
                score = total + named * (2 * said - 1)
            score /= entry.norm
            if measured and (fit[1] or (
                    entry.unit is None and entry.money and claim.unit in CURRENCIES)):
                score *= SAME_UNIT  # a kWh claim: rather a kWh entry than a bare number
            return score

        common = [w for w in context if w in self._shapes_of]
        if common:
            top = self._top_two(context, common, score_of)
        else:
            top = heapq.nlargest(2, self._ranked(context, score_of))
        if not top:
            return None
        best, path = top[0]
        second = top[1][0] if len(top) > 1 else 0.0
        if best < (MIN_SCORE if claim.kind is Kind.CLAIM else MIN_SCORE_MOMENT):
            return None
        if best >= margin * max(second, 0.0):
            ranked = sorted(self._ranked(context, score_of), reverse=True)
            return Binding(path, best, second, {p: score for score, p in ranked[1:]}, None, margin)
        if claim.kind is Kind.CLAIM:
            return None
        # a date or time: the record may be clear where its field is not
        ranked = sorted(self._ranked(context, score_of), reverse=True)
        record = parent(path)
        outside = max((score for score, p in ranked if parent(p) != record), default=0.0)
        if best < MARGIN * max(outside, 0.0):
            return None
        rivals = {p: score for score, p in ranked[1:] if parent(p) != record}
        return Binding(path, best, outside, rivals, record)

    def named(self, context: dict[str, float]) -> dict[str, float]:
        """Every number entry the context's words name, with how strongly
        (bind's score before units: a share's operands are not in its unit).
        Words more than ``_COMMON`` entries share name nothing on their own."""
        scores: dict[int, float] = defaultdict(float)
        for word, weight in context.items():
            idf = self._idf.get(word)
            if idf is None or word in self._shapes_of:
                continue
            for i in self._postings[word]:
                scores[i] += weight * idf
        return {self._entries[i].path: total / self._entries[i].norm
                for i, total in scores.items() if Kind.CLAIM in self._entries[i].kinds}

    def _ranked(self, context: dict[str, float], score_of: Any) -> list[tuple[float, str]]:
        """(score, path) of every entry that shares a word with the context and
        whose unit fits, in no order."""
        scores: dict[int, float] = defaultdict(float)
        for word, weight in context.items():
            idf = self._idf.get(word)
            if idf is None:
                continue
            for i in self._postings[word]:
                scores[i] += weight * idf
        return self._scored(scores, score_of)

    def _scored(self, scores: dict[int, float], score_of: Any) -> list[tuple[float, str]]:
        """(score, path) of each summed entry whose unit fits."""
        ranked = []
        for i, total in scores.items():
            score = score_of(i, total)
            if score is not None:
                ranked.append((score, self._entries[i].path))
        return ranked

    def _top_two(
        self, context: dict[str, float], common: list[str], score_of: Any
    ) -> list[tuple[float, str]]:
        """The head of ``_ranked`` sorted (its first two), without scoring the
        many entries a common word ("metric" of 20,000 ``metrics.*``) reaches
        one by one: entries of one shape (the same common words, unit, money
        and norm, no word of comparison) that no rare word of the context
        reaches score alike, summed in the same order, so each shape is
        scored once and gives its two greatest paths."""
        touched: set[int] = set()  # entries a rare word reaches: scored one by one
        for word in context:
            if word in self._idf and word not in self._shapes_of:
                touched.update(self._postings[word])
        scores: dict[int, float] = defaultdict(float)
        shape_totals: dict[int, float] = defaultdict(float)
        for word, weight in context.items():
            idf = self._idf.get(word)
            if idf is None:
                continue
            if word in self._shapes_of:
                for k in self._shapes_of[word]:
                    shape_totals[k] += weight * idf
                for i in touched:
                    if word in self._entries[i].words:
                        scores[i] += weight * idf
            else:
                for i in self._postings[word]:
                    scores[i] += weight * idf
        ranked = self._scored(scores, score_of)
        for k, total in shape_totals.items():
            members = self._shapes[k]  # by path, greatest first
            picked = [i for i in islice((i for i in members if i not in touched), 2)]
            if not picked:
                continue
            score = score_of(picked[0], total)
            if score is not None:
                ranked.extend((score, self._entries[i].path) for i in picked)
        return heapq.nlargest(2, ranked)


_NUMBER = frozenset({Kind.CLAIM})


def binder(pool: Pool) -> Binder:
    """The pool's binder, built on first use and kept with the pool."""
    return pool.index(Binder)


NEAR, AFTER, SENTENCE, CELL, LABEL, HEADING = 1.0, 0.8, 0.15, 1.0, 0.8, 0.3
"""How much a word counts by where it stands: in the claim's own stretch of
its clause before it or after it, elsewhere in its sentence, in its table
cell's row or column, its line's label, its heading."""


def context_words(
    text: str, claim: Token, before: Token | None, after: Token | None, layout: Layout,
    days: Sequence[Token] = (),
) -> dict[str, float]:
    """The words around a claim, each with how much it counts: its own
    stretch of its clause (from the claim before it, or the clause's start,
    to the claim after it, or the clause's end), the rest of its sentence,
    and the words of its place in the markdown (``layout``), and the days the
    date mentions of its line name (``days``: the date tokens of the text, or
    only those of the claim's line, as ``check`` passes them: the others are
    skipped either way)."""
    out: dict[str, float] = {}

    def add(words: Iterable[str], weight: float) -> None:
        for w in words:
            if weight > out.get(w, 0.0):
                out[w] = weight

    if claim.range is not None:  # "normal 70–99": the low and the high end
        add([claim.range], NEAR)
    place = layout.place(claim.start)
    line_start = text.rfind("\n", 0, claim.start) + 1
    line_end = text.find("\n", claim.end)
    line_end = len(text) if line_end < 0 else line_end
    if place.cell is not None:  # a table cell: its row and column speak for it
        add(text_words(place.row), CELL)
        add(text_words(place.header), CELL)
        if place.earlier:  # "| March |" beside "| April |": the point of comparison
            add([_PRIOR], CELL)
        add(text_words(text[line_start:line_end]), CELL)  # the row's other named cells
        add(text_words(text[place.cell[0] : claim.start]), NEAR)
        add(text_words(text[claim.end : place.cell[1]]), AFTER)
    else:
        lo = max(line_start, before.end if before is not None else 0)
        hi = min(line_end, after.start if after is not None else len(text))
        head = text[lo : claim.start]
        add(text_words(head[clause_start(head):]), NEAR)
        tail = text[claim.end : hi]
        cut = clause_end(tail)
        after_words = text_words(tail[:cut])
        # words between two claims of one clause speak rather for the second
        # ("$6,240 and spent $5,112.37"); and after a number, "vs" makes it
        # the current value ("64.1% vs a 60% target")
        shared = cut == len(tail) and after is not None and after.start <= line_end
        after_words = [w for w in after_words if w not in comparison_words()]
        # the word right after a number is what it counts ("512 orders came from
        # new customers"); the rest of the stretch says less
        first = _WORD.match(tail.lstrip(" *_\u00a0"))
        counted = first is not None and text_words(first.group(0))[:1] == tuple(after_words[:1])
        add(after_words[:1] if counted else [], NEAR)
        add(after_words[1:] if counted else after_words, AFTER / 2 if shared else AFTER)
        add(text_words(text[line_start:line_end]), SENTENCE)
        add(text_words(place.label), LABEL)
    add(text_words(place.heading), HEADING)
    for mention in days:  # "Friday, Jul 11, at 23.0 kWh": the day of days[4]
        if line_start <= mention.start < line_end:
            day = day_of(mention.text)
            if day is not None:
                near = abs(mention.start - claim.start) < 40
                add(day_words(day)[:1], NEAR if near else SENTENCE)
    return out


_MOMENTS = frozenset({Kind.DATE, Kind.TIME})

_PRIOR = "prior"
"""The name binding reads a point of comparison by (words.txt: prior =
previous = prev = last): what an earlier period column's cell is."""


NAMED = 0.3
"""The least score (``Binder.named``) by which a claim's words name an entry
for it to count as a named operand. On the dev split 0.3 and 0.6 gave the
same figures but for one claim unverified; the looser is kept."""


def named_entries(state: CheckState, i: int) -> dict[str, float]:
    """The number entries token ``i``'s words name, with how strongly
    (``Binder.named``): the operands an explanation of it may use; empty
    without binding. Read once per claim and kept on the state."""
    found = state.named.get(i)
    if found is None:
        context = state.contexts.get(i)
        found = state.named[i] = binder(state.pool).named(context) if context else {}
    return found


def bind_claims(state: CheckState) -> None:
    """The entry each claim's (and each date's and time's) words name, by
    token index (``state.bindings``): the bind pass."""
    text, tokens, layout = state.text, state.tokens, state.layout
    b = binder(state.pool)
    claims = [i for i, t in enumerate(tokens)
              if (t.kind is Kind.CLAIM and t.value is not None) or t.kind in _MOMENTS]
    days = [t for t in tokens if t.kind is Kind.DATE]
    day_starts = [t.start for t in days]  # in order: the days of a line by bisection
    for k, i in enumerate(claims):
        before = tokens[claims[k - 1]] if k else None
        after = tokens[claims[k + 1]] if k + 1 < len(claims) else None
        claim = tokens[i]
        if claim.kind in _MOMENTS:
            # a date or time tells when the clause's event happened: the whole
            # clause speaks of it, not the stretch after the last number
            before = after = None
        line_start = text.rfind("\n", 0, claim.start) + 1
        line_end = text.find("\n", claim.end)
        on_line = days[bisect_left(day_starts, line_start):
                       bisect_left(day_starts, len(text) if line_end < 0 else line_end)]
        # another date beside a date is a rival, not what it is about
        near = on_line if claim.kind is Kind.CLAIM else ()
        context = context_words(text, claim, before, after, layout, near)
        state.contexts[i] = context
        cell = layout.place(claim.start).cell is not None
        found = b.bind(claim, context, CELL_MARGIN if cell else MARGIN)
        if found is not None:
            state.bindings[i] = found
    _parts_of_a_whole(state, claims)


def _parts_of_a_whole(state: CheckState, claims: list[int]) -> None:
    """"X of Y, leaving Z" (SPEC §4's difference and remainder): X is a part
    of the whole Y is ("$2,310 of your $3,000 budget is booked, leaving about
    $690"). Where the words bind X and Y to one entry, it is Y's: X is only a
    part of it, and so is a number after Y in the sentence that the prose
    marks as computed (what is left); neither is bound to the whole, and
    either is checked as any claim is (booked_usd grounds $2,310; the prose
    gives $3,000 − $2,310 = $690). Binding and explanation are one search
    (SPEC §8): no entry the words support is the whole's copy."""
    tokens, bindings = state.tokens, state.bindings
    for k in range(len(claims) - 1):
        x, y = claims[k], claims[k + 1]
        whole = bindings.get(y)
        if whole is None or bindings.get(x) is None or bindings[x].path != whole.path:
            continue
        if not _part_of_pattern().fullmatch(state.text, tokens[x].end, tokens[y].start):
            continue
        if not _holds(state.pool, whole.path, tokens[y]):
            continue  # Y is not the whole's value: the words name something else
        del bindings[x]
        for z in state.sentence_of(y):
            if (z > y and tokens[z].compared and z in bindings
                    and bindings[z].path == whole.path):
                del bindings[z]


def _holds(pool: Pool, path: str, token: Token) -> bool:
    """Whether the entry at ``path`` is the claim's value as written."""
    value, step = token.value, token.step
    if value is None or step is None:
        return False
    return any(abs(e.value - value) <= step / 2 for e in pool.at(path))


@cache
def _part_of_pattern() -> re.Pattern[str]:
    from numground.lex.grammar import definitions

    determiner = definitions("shared").terminals["_DETERMINER"]
    return re.compile(rf"\s+of\s+(?:{determiner}\s+)?", re.IGNORECASE)

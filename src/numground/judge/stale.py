"""Stale values: a number of the point of comparison given as the current one.

Exports hold a period and the one before it side by side (``cash_end`` and
``prior_quarter.cash_end``, ``fpts`` and ``fpts_last_week``, a lab result's
``value`` and ``prior.value``). A model that copies last quarter's cash as
this quarter's writes a number the pool holds, so a value matcher grounds it.
Binding often cannot tell (the words name cash either way); what tells is
that the prose does not place the number in the earlier period.

So a claim grounded *only* by entries whose path names a point of comparison
(a word of ``grammar/words.txt``'s ``[reference]``: prior, previous,
baseline, target...) is ``misattributed`` when

- the current counterpart of one of them exists and differs (the same key
  with the reference and period words taken out, at the same list
  positions: ``prior_quarter.cash_end`` -> ``cash_end``), and
- nothing near the claim places it in the earlier period or names it as a
  reference: no reference or comparison word (``from``, ``vs``, ``prior``,
  ``last``), month or weekday in its clause stretch, its table row and
  column, its line's label and heading, or the three words before it.

Decided on the dev split of the natural briefs (bench/natural.py): a whole
number under 100 and a change (``+1.6``, "up 3") are left alone: small
counts coincide with an earlier period's field too often to be called a
slip, and a change is compared by nature. Not read: a period named in a
clause of its own before the claim ("In March, cash was $15.40M" is called
stale); reading the whole sentence's lead lost a slip of the test split and
spared no flag on dev, so it was dropped.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from numground.data.keys import names_reference, period_core
from numground.data.pool import Pool, PoolEntry
from numground.judge.bind import SENTENCE, context_words
from numground.judge.lookup import named
from numground.lex.dates import month_word, weekday_word
from numground.lex.tokens import Token
from numground.report import Finding
from numground.tables.units import compatible
from numground.tables.verdicts import Verdict
from numground.tables.words import reference_words
from numground.text.prose import arrow_after, words_before

if TYPE_CHECKING:
    from numground.judge.state import CheckState

__all__ = ["counterparts", "held_claims", "placed_earlier", "stale_values", "worth_checking"]

_EARLIER = frozenset({"last", "ago", "earlier"})
"""Words that place a number in an earlier period, beside the reference words."""


def stale_values(state: CheckState) -> None:
    """A grounded claim binding named no field for, grounded only by points of
    comparison whose current counterpart differs, that nothing near places
    earlier: misattributed, held to the current field."""
    for i, f, before, after in held_claims(state):
        current = _current_field(state, f, before, after)
        if current:
            bound = current[0].path
            state.decide(i, Verdict.MISATTRIBUTED, f.sources,
                         named(state.pool, f.token, bound), None, bound)


def held_claims(state: CheckState) -> Iterator[tuple[int, Finding, Token | None, Token | None]]:
    """The claims worth holding to another field than the one that grounds
    them (``worth_checking``): grounded, by sources binding did not name;
    each with the claims before and after it."""
    claims = [i for i in range(len(state.findings)) if state.is_number(i)]
    for k, i in enumerate(claims):
        f = state.findings[i]
        if (f.verdict is not Verdict.GROUNDED or f.binding is not None or not f.sources
                or not worth_checking(f.token)):
            continue
        before = state.tokens[claims[k - 1]] if k else None
        after = state.tokens[claims[k + 1]] if k + 1 < len(claims) else None
        yield i, f, before, after


def _current_field(state: CheckState, f: Finding, before: Token | None,
                   after: Token | None) -> list[PoolEntry]:
    """For a claim only points of comparison ground, that nothing near it
    places earlier: the current entries they are the earlier values of."""
    if not all(map(names_reference, f.sources)):
        return []
    current = [e for path in f.sources for e in counterparts(state.pool, path, f.token.unit)]
    if not current:
        return []
    near = [w for w, weight in context_words(state.text, f.token, before, after,
                                             state.layout).items() if weight > SENTENCE]
    lead = f.token.start  # "from $5.45–$5.70": a range's high end reads from its low end
    if f.token.range == "high" and before is not None and before.range == "low":
        lead = before.start
    if arrow_after(state.text, f.token.end):  # "$711.64 → $713.34": where it started
        return []
    return [] if placed_earlier(near + words_before(state.text, lead)) else current


def counterparts(pool: Pool, path: str, unit: str | None) -> list[PoolEntry]:
    """The current entries that reference entry ``path`` is the earlier value of."""
    core = period_core(path)
    if not core[0]:
        return []
    return [e for e in _current(pool).get(core, ()) if compatible(e.unit, unit)]


def worth_checking(token: Token) -> bool:
    """Whether a grounded claim is worth holding to another field at all (a
    stale value, a neighbour's value in a row): not a change, and not a whole
    number under 100."""
    if token.value is None or token.compared or token.sign == "+":
        return False
    small = abs(token.value) < 100 and token.value == token.value.to_integral_value()
    return not small


def placed_earlier(words: Iterable[str]) -> bool:
    """Whether words near a claim place it in an earlier period or name it as
    a reference ("from", "vs", "prior", "last", a month or a weekday)."""
    refs = reference_words()
    return any(w in refs or w in _EARLIER or month_word(w) is not None
               or weekday_word(w) is not None for w in words)


Core = tuple[tuple[str, ...], tuple[str, ...]]


def _current(pool: Pool) -> dict[Core, list[PoolEntry]]:
    """The pool's entries that name no point of comparison, by core; built once per pool."""
    return pool.index(_current_by_core)


def _current_by_core(pool: Pool) -> dict[Core, list[PoolEntry]]:
    found: dict[Core, list[PoolEntry]] = defaultdict(list)
    for e in pool.entries:
        if e.source == "number" and not names_reference(e.path):
            found[period_core(e.path)].append(e)
    return found

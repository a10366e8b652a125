"""A weekday written with a date must be that date's weekday (SPEC §2).

"Sunday 9 June 2025" names two days when 9 June 2025 was a Monday: one of
them is wrong, and the brief cannot be trusted on either. The grammar reads
a weekday written with a day and a month into the date token
(``Token.weekday``, ``grammar/dates.lark``); this pass holds it to the
calendar, in the year written with the date, else in the years of the
pool's dates (a brief rarely repeats the year its data is about). A date
whose weekday fits none of them is ``invented``, and ``how`` says which
weekday the date was ("9 June 2025 was a Monday"). A date the pool cannot
place in a year (no year written, no date in the pool) is not checked.
"""

from __future__ import annotations

import calendar
from typing import TYPE_CHECKING

from numground.data.pool import Pool
from numground.lex.dates import day_of, weekday_of
from numground.lex.tokens import Kind
from numground.tables.verdicts import Verdict

if TYPE_CHECKING:
    from numground.judge.state import CheckState

__all__ = ["weekday_dates"]


def weekday_dates(state: CheckState) -> None:
    """Dates whose written weekday is not theirs: invented, saying the weekday."""
    years: tuple[int, ...] | None = None
    for i, token in enumerate(state.tokens):
        if token.kind is not Kind.DATE or token.weekday is None:
            continue
        day = day_of(token.text)
        if day is None:
            continue  # a weekday and a day alone ("Mon 7"): nothing to check
        month, number, year = day
        if year is None:
            years = _pool_years(state.pool) if years is None else years
        found = [(month, number, y) for y in ((year,) if year is not None else years or ())]
        if not found or any(weekday_of(d) == token.weekday for d in found):
            continue
        how = "; ".join(f"{n} {calendar.month_name[m]} {y} was a "
                        f"{_WEEKDAY_NAME[weekday_of((m, n, y))]}" for m, n, y in found)
        f = state.findings[i]
        if f.verdict.is_invention:
            continue  # already flagged: its own reason stands
        state.decide(i, Verdict.INVENTED, (), (), how, f.binding)


_WEEKDAY_NAME = {calendar.day_abbr[i].lower(): calendar.day_name[i] for i in range(7)}


def _pool_years(pool: Pool) -> tuple[int, ...]:
    """The years the pool's dates and date-times fall in, oldest first."""
    found = {d[2] for _, d, _ in pool.moments if d is not None and d[2] is not None}
    found.update(moment.year for _, moment in pool.instants)
    return tuple(sorted(found))

"""``check``: tokenize a text, run the judge's passes over it and a pool, report.

A pure function of (text, pool, options): no I/O, no state kept between calls.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from decimal import Decimal

from numground.data.pool import Pool
from numground.errors import DEFAULT_MAX_BYTES, InputTooLarge, exceeds, too_large
from numground.judge.derive import rule_names
from numground.judge.ground import DEFAULT_APPROX_TOLERANCE, tolerance_of
from numground.judge.passes import pass_names, run
from numground.judge.state import CheckState, Options
from numground.lex.tokenize import iter_tokens
from numground.report import Report
from numground.text.layout import in_context, layout_of

__all__ = ["DERIVE_BY_DEFAULT", "check", "judged", "options_of"]

DERIVE_BY_DEFAULT = True
"""Whether ``check`` looks for derivations unless told; decided by measurement
on the natural-brief corpus (README, "Derived numbers")."""


def check(
    text: str,
    pool_or_data: object,
    *,
    approx_tolerance: float | Decimal | str = DEFAULT_APPROX_TOLERANCE,
    derive: bool | Iterable[str] = DERIVE_BY_DEFAULT,
    bind: bool = True,
    max_bytes: int | None = DEFAULT_MAX_BYTES,
    skip: Collection[str] = (),
) -> Report:
    """One finding per numeric token of ``text``, judged against the pool.

    ``pool_or_data`` is a ``Pool`` or any JSON-like value to build one from.
    ``approx_tolerance`` is how far (relative to the entry) a hedged claim may
    sit from it; 0.05 by default. ``derive`` lets differences, changes,
    shares, sums and means of related entries explain a claim (verdict
    ``derived``): True for every rule of ``numground.judge.derive.RULES``,
    False for none, or the names of the rules to use. ``bind`` ties each
    claim to the entry its words name, so that a number copied from the
    wrong field is ``misattributed``. ``skip`` names passes of
    ``numground.judge.passes.PASSES`` to switch off. A ``text`` of more than
    ``max_bytes`` bytes of UTF-8 (default 10 MB; None: no limit) raises
    ``InputTooLarge``. Unknown options raise ``TypeError``; an unknown rule
    or pass name ``ValueError``.
    """
    if max_bytes is not None and isinstance(text, str) and exceeds(text, max_bytes):
        raise InputTooLarge(too_large("text", max_bytes))
    options = options_of(approx_tolerance, derive, bind)
    return Report.of(judged(text, pool_or_data, options, pass_names(skip)).findings)


def judged(text: str, pool_or_data: object, options: Options,
           skip: Collection[str] = ()) -> CheckState:
    """The state of a check once every pass has run (``check`` reports its
    findings; ``judge.trace`` reads the rest)."""
    pool = pool_or_data if isinstance(pool_or_data, Pool) else Pool.from_data(pool_or_data)
    layout = layout_of(text)
    tokens = [in_context(t, layout.place(t.start)) for t in iter_tokens(text)]
    state = CheckState(text, pool, options, layout, tokens)
    run(state, skip)
    return state


def options_of(approx_tolerance: float | Decimal | str = DEFAULT_APPROX_TOLERANCE,
               derive: bool | Iterable[str] = DERIVE_BY_DEFAULT, bind: bool = True) -> Options:
    """``check``'s options as the judge reads them (``judge.trace`` takes the same)."""
    return Options(tolerance_of(approx_tolerance), rule_names(derive), bind)


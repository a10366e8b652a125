"""``check``: tokenize a text, match every token against a pool, report.

A pure function of (text, pool, options): no I/O, no state kept between calls.
"""

from __future__ import annotations

from decimal import Decimal

from numground.match import DEFAULT_APPROX_TOLERANCE, judge
from numground.pool import Pool
from numground.report import Finding, Report

__all__ = ["DERIVE_BY_DEFAULT", "check"]

DERIVE_BY_DEFAULT = True
"""Whether ``check`` looks for derivations unless told; decided by measurement
on the natural-brief corpus (README, "Derived numbers")."""


def check(
    text: str,
    pool_or_data: object,
    *,
    approx_tolerance: float | Decimal | str = DEFAULT_APPROX_TOLERANCE,
    derive: bool = DERIVE_BY_DEFAULT,
) -> Report:
    """One finding per numeric token of ``text``, judged against the pool.

    ``pool_or_data`` is a ``Pool`` or any JSON-like value to build one from.
    ``approx_tolerance`` is how far (relative to the entry) a hedged claim may
    sit from it; 0.05 by default. ``derive`` lets differences, changes,
    shares, sums and means of related entries explain a claim (verdict
    ``derived``; see ``numground.derive``). Unknown options raise ``TypeError``.
    """
    tolerance = _tolerance(approx_tolerance)
    from numground.tokenize import tokenize  # lazy: tokenize lives on its own floor

    pool = pool_or_data if isinstance(pool_or_data, Pool) else Pool.from_data(pool_or_data)
    findings = []
    for token in tokenize(text):
        match = judge(token, pool, tolerance, derive=derive)
        findings.append(Finding(token, match.verdict, match.sources, match.nearest, match.how))
    return Report.of(findings)


def _tolerance(value: object) -> Decimal:
    """The tolerance as a Decimal; a bool, a non-number or a negative is refused."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal, str)):
        raise TypeError(f"approx_tolerance must be a number, not {type(value).__name__}")
    try:
        tolerance = Decimal(str(value))
    except ArithmeticError:
        raise ValueError(f"approx_tolerance must be a number, not {value!r}") from None
    if not tolerance.is_finite() or tolerance < 0:
        raise ValueError(f"approx_tolerance must be finite and >= 0, not {value!r}")
    return tolerance

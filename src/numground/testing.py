"""Assertions for tests, in the manner of ``numpy.testing``: plain functions.

    from numground.testing import assert_grounded

    def test_the_weekly_brief_invents_nothing():
        assert_grounded(write_brief(data), data)

A failing assertion's message is the text report of the flagged claims
(``line:col``, verdict, the nearest entries or the field the words name), so
pytest shows why without any plugin: pytest's own assertion rewriting is not
needed, and ``__tracebackhide__`` keeps this module out of the traceback.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from numground.data.pool import Pool
from numground.judge.check import check
from numground.render.text import render_report
from numground.report import Report

__all__ = ["assert_grounded"]


def assert_grounded(
    text: str,
    pool: Pool | Any,
    max_rate: float | Decimal | str = 0.0,
    *,
    name: str = "<text>",
    **options: Any,
) -> Report:
    """Check ``text`` against ``pool`` (a ``Pool`` or JSON-like data); raise
    ``AssertionError`` when the invention rate exceeds ``max_rate``.

    ``options`` go to :func:`numground.check` (``derive``, ``approx_tolerance``);
    ``name`` is what positions are called in the message (``<text>:3:14``).
    Returns the report, for further assertions, when the text passes.
    """
    __tracebackhide__ = True
    report = check(text, pool, **options)
    if report.passes(max_rate):
        return report
    flagged = len(report.flagged)
    message = render_report(report, text, name=name, max_rate=float(max_rate), color=False)
    raise AssertionError(
        f"{flagged} of {report.claims} claims not grounded "
        f"(invention rate {report.invention_rate:.3f} > {max_rate}):\n{message}"
    )

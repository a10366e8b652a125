"""What both adapters share: reading a pool from a framework's field, checking a rate.

A framework hands the data over as JSON text (a CSV column, a test case's
context string) or as an object already parsed; both land in one ``Pool``.
"""

from __future__ import annotations

from numground.data.pool import Pool

__all__ = ["check_rate", "pool_of"]


def pool_of(value: object, *, name: str) -> Pool:
    """The pool of ``value``: a ``Pool`` as is, a string as JSON text, anything else as data.

    A string is read as JSON (``PoolError`` naming ``name`` if it is not),
    never as one string leaf: a pool of a single string cites nothing useful.
    """
    if isinstance(value, Pool):
        return value
    if isinstance(value, str):
        return Pool.from_text(value, name=name)
    return Pool.from_data(value)


def check_rate(value: float, what: str) -> float:
    """``value`` if it is a rate in [0, 1]; a ``ValueError`` naming ``what`` otherwise."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
        raise ValueError(f"{what} must be a number in [0, 1], got {value!r}")
    return float(value)

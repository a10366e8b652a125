"""The one error base class, so callers can catch everything numground raises on bad input."""

from __future__ import annotations

__all__ = ["NumgroundError"]


class NumgroundError(Exception):
    """Base of every error numground raises on bad input (never on a bug).

    Messages are one line, fit to print after ``numground:`` on the command line.
    """

"""The one error base class, so callers can catch everything numground raises on bad input."""

from __future__ import annotations

__all__ = ["NumgroundError", "json_type"]


class NumgroundError(Exception):
    """Base of every error numground raises on bad input (never on a bug).

    Messages are one line, fit to print after ``numground:`` on the command line.
    """



def json_type(value: object) -> str:
    """What a JSON value is, in JSON's own words, for a message: ``null``,
    ``boolean``, ``number``, ``string``, ``array`` or ``object``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, str):
        return "string"
    if isinstance(value, (list, tuple)):
        return "array"
    if isinstance(value, dict):
        return "object"
    return "number"

"""The one error base class, so callers can catch everything numground raises on bad input."""

from __future__ import annotations

__all__ = ["DEFAULT_MAX_BYTES", "InputTooLarge", "NumgroundError", "exceeds", "json_type",
           "too_large"]

DEFAULT_MAX_BYTES = 10_000_000
"""The default limit on a brief, a pool file and an audit record: 10 MB of UTF-8 text."""


class NumgroundError(Exception):
    """Base of every error numground raises on bad input (never on a bug).

    Messages are one line, fit to print after ``numground:`` on the command line.
    """


class InputTooLarge(NumgroundError, ValueError):
    """A brief, pool or record is larger than the limit (``max_bytes``, ``--max-bytes``)."""


def too_large(what: str, limit: int) -> str:
    """The one-line reason: ``record larger than the limit of 10,000,000 bytes (--max-bytes)``."""
    return f"{what} larger than the limit of {limit:,} bytes (--max-bytes)"


def exceeds(text: str, limit: int) -> bool:
    """Whether ``text`` is more than ``limit`` bytes of UTF-8. A code point is
    1 to 4 bytes, so only a text between ``limit / 4`` and ``limit`` code
    points is encoded to tell."""
    if len(text) > limit:
        return True
    if 4 * len(text) <= limit:
        return False
    return len(text.encode("utf-8", "surrogatepass")) > limit


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

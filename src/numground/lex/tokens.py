"""The typed, frozen result of tokenizing: what every later floor consumes.

Kept free of parsing so that the pool, the matcher and the renderers can
depend on it without pulling in Lark.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import Enum

__all__ = ["Kind", "Token"]


class Kind(str, Enum):
    """Why a numeric mention is (or is not) a checkable claim.

    A ``str`` enum so that ``token.kind == "claim"`` holds and the kind
    serialises as its plain name.
    """

    CLAIM = "claim"
    DATE = "date"
    YEAR = "year"
    TIME = "time"
    WINDOW = "window"
    ORDINAL = "ordinal"
    VERSION = "version"
    IDENTIFIER = "identifier"
    ENUMERATOR = "enumerator"
    REFERENCE = "reference"
    URL = "url"

    def __str__(self) -> str:  # "claim", not "Kind.CLAIM"
        return self.value


@dataclass(frozen=True, slots=True)
class Token:
    """One numeric mention of a text."""

    text: str
    """The mention exactly as written: ``source[start:end] == text``."""
    start: int
    """Code-point offset of the first character in the original string."""
    end: int
    """Code-point offset one past the last character."""
    kind: Kind
    """Claim, or the veto that keeps it from being checked."""
    value: Decimal | None = None
    """Signed, scaled value (``12.3k`` -> 12300; durations and paces in
    seconds); ``None`` for kinds where a number means nothing (dates, times,
    versions, identifiers, references, URLs, enumerators)."""
    step: Decimal | None = None
    """Value of one unit in the last written digit (``7.5`` -> 0.1,
    ``12.3k`` -> 100, ``1 h 21 min`` -> 60): the rounding the prose shows."""
    unit: str | None = None
    """Canonical unit symbol (``km``, ``%``, ``USD``, ``s/km``) or ``None``."""
    sign: str | None = None
    """``"-"`` or ``"+"`` when a sign is written, else ``None``."""
    cue: str | None = None
    """``"down"``/``"up"`` when a cue word shortly before sets a direction."""
    approx: bool = False
    """Hedged (``about``, ``~``, ``at least``...): matched with a tolerance."""
    range: str | None = None
    """``"low"``/``"high"`` for the ends of a range, else ``None``."""
    scale: str | None = None
    """The scale as written (``k``, ``M``, ``million``), else ``None``; a
    unitless ``5K`` may also read as 5 km."""
    compared: bool = False
    """A comparison word (up, down, than, vs, gap, change...) stands within
    three words before or after it in its clause: the prose marks it as a
    change or a difference, which derivations may then explain."""
    direction: str | None = None
    """``"up"``/``"down"``: the way the prose says it changes, from a word of
    change before it or of more or less after it ("up 4 bpm", "$160.75
    over", "€331.45 less than"); a computed change must agree."""

    weekday: str | None = None
    """For a date, the weekday written with it (``sun`` for ``Sunday 9 June
    2025``, and for ``June 9, 2025`` after ``Sunday,``), which the judge
    holds to the calendar."""

    def __post_init__(self) -> None:
        if self.end - self.start != len(self.text):
            raise ValueError(f"token {self.text!r} does not span {self.start}..{self.end}")

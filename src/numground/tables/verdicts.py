"""What the checker can say about a number: one row per verdict, read by everything else.

A verdict's meaning, whether it counts as an invention, where it stands in
listings and how each renderer shows it are one row of ``ROWS``, in display
order (backed, then flagged, then unverified, then not checked). The matcher, the report, the
corpus evaluation and the renderers read the row; none of them lists verdicts
of its own, so a new verdict is one row here (and a test fails if a renderer
cannot show it).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

__all__ = ["BACKED", "DISPLAY_ORDER", "INVENTIONS", "ROWS", "Look", "Verdict", "VerdictRow", "row"]


class Verdict(str, Enum):
    """What the pool says about one token. A ``str`` enum: it serialises as its
    name. Member order is the order of ``Report.counts`` (and of its JSON);
    the order renderers list verdicts in is ``ROWS``'s."""

    GROUNDED = "grounded"
    DERIVED = "derived"
    MISATTRIBUTED = "misattributed"
    SIGN_INVERSION = "sign_inversion"
    UNIT_MISMATCH = "unit_mismatch"
    INVENTED = "invented"
    UNVERIFIED = "unverified"
    VETOED = "vetoed"

    def __str__(self) -> str:
        return self.value

    @property
    def is_invention(self) -> bool:
        """Whether it counts towards the invention rate."""
        return ROW[self].invention

    @property
    def label(self) -> str:
        """The name for a reader: ``sign inversion``."""
        return self.value.replace("_", " ")


@dataclass(frozen=True, slots=True)
class Look:
    """How the renderers show a verdict. Each look has a shape as well as a
    colour (Okabe-Ito, safe for the common colour-blind vision types), so it
    reads in greyscale too."""

    colour: str
    """CSS colour of the underline and the mark."""
    underline: str
    """CSS ``text-decoration-style``: solid, wavy, double, dashed, dotted."""
    thickness: str = "2px"
    """CSS underline thickness."""
    mark: str = ""
    """A symbol after the number in HTML (CSS content, so copying the brief
    copies what the model wrote); empty for none."""
    background: str = ""
    """CSS background of a flagged number; empty for none."""
    sgr: str = ""
    """ANSI SGR code of the number in the terminal's brief view (bold and
    underlined for flags, readable without colour); empty: shown dim."""


@dataclass(frozen=True, slots=True)
class VerdictRow:
    """Everything about one verdict."""

    verdict: Verdict
    """Which verdict."""
    invention: bool
    """Counts towards the invention rate (SPEC §4)."""
    meaning: str
    """One line for a reader of a report."""
    sources_are: str
    """How a finding's ``sources`` read for this verdict ("grounded by",
    "with the sign flipped:"); empty when a finding of it has none."""
    look: Look
    """How it is shown."""
    backed: bool = False
    """The pool backs it (it may be an operand of a derivation from the prose)."""
    derivable: bool = False
    """A derivation from the brief's own numbers may still explain it."""
    listed_when_zero: bool = True
    """Listed in summaries even when no finding has it."""
    cause: str = ""
    """What flags of this verdict share when one cause explains them all, so
    that reports show them as one group with many places: ``sign`` (written
    with the same sign and cue: one convention), ``unit`` (the same unit),
    ``value`` (the same number in the same unit), ``binding`` (the same named
    field); empty: never grouped (``report.cause_of`` reads it)."""


ROWS: tuple[VerdictRow, ...] = (
    VerdictRow(Verdict.GROUNDED, False, "a pool entry backs it", "grounded by",
               Look("#007a5a", "solid", "1px"), backed=True),
    VerdictRow(Verdict.DERIVED, False, "computed from pool entries", "computed from",
               Look("#0072b2", "solid", mark="∑"), backed=True, listed_when_zero=False),
    VerdictRow(Verdict.MISATTRIBUTED, True,
               "backed only by another field than the one its words name",
               "its value is in:",
               Look("#b3003c", "wavy", mark="⇄", background="#fbe0e8", sgr="1;4;91"),
               listed_when_zero=False, cause="binding"),
    VerdictRow(Verdict.INVENTED, True, "nothing in the pool backs it", "",
               Look("#c64600", "wavy", mark="×", background="#fde3d6", sgr="1;4;31"),
               derivable=True, cause="value"),
    VerdictRow(Verdict.SIGN_INVERSION, True, "backed only with the opposite sign",
               "with the sign flipped:",
               Look("#a3467f", "double", "3px", mark="±", background="#f6dcec", sgr="1;4;35"),
               derivable=True, cause="sign"),
    VerdictRow(Verdict.UNIT_MISMATCH, True, "backed only in another kind of unit",
               "only in another unit:",
               Look("#9a6700", "dashed", mark="≠", background="#fbedc8", sgr="1;4;33"),
               derivable=True, cause="unit"),
    VerdictRow(Verdict.UNVERIFIED, False,
               "reads as computed from entries its words name, but no listed form reaches it; "
               "neither backed nor refuted", "its words name:",
               Look("#1f6fb2", "dotted", mark="?", background="#e3eefa", sgr="4;34"),
               derivable=True, listed_when_zero=False),
    VerdictRow(Verdict.VETOED, False, "not a claim (a date, window, label…); not checked", "",
               Look("#8a8d93", "dotted")),
)  # fmt: skip
"""One row per verdict, in the order renderers list them."""

ROW: dict[Verdict, VerdictRow] = {r.verdict: r for r in ROWS}
DISPLAY_ORDER: tuple[Verdict, ...] = tuple(r.verdict for r in ROWS)
INVENTIONS: frozenset[Verdict] = frozenset(r.verdict for r in ROWS if r.invention)
"""The verdicts that count as inventions (and catch a planted slip)."""
BACKED: frozenset[Verdict] = frozenset(r.verdict for r in ROWS if r.backed)
DERIVABLE: frozenset[Verdict] = frozenset(r.verdict for r in ROWS if r.derivable)


def row(verdict: Verdict) -> VerdictRow:
    """The row of ``verdict``."""
    return ROW[verdict]


assert set(ROW) == set(Verdict), "every verdict has exactly one row"

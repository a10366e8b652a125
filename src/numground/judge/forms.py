"""The forms table: what a computed number may be, one row each.

A model computes: differences, changes, shares, sums, means, products,
counts, times between. Each kind is one row of ``RULES`` (a name, what it
computes, the gates a claim must pass before it may explain it, and its
computation over two numbers the brief writes, where it has one). Options
and findings name a row by its ``name``; nothing else lists them. What the
judge found is a ``Derivation`` (a value, its unit, its row, its formula and
the pool paths it reads), and whether it explains or contradicts a claim an
``Explained``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from typing import NamedTuple

from numground.lex.tokens import Token
from numground.tables.units import convert, dimension

__all__ = ["COUNT", "COUNTDOWN", "DIFFERENCE", "MEAN", "PACE", "PERCENT_CHANGE", "PER_COUNT",
           "PRODUCT", "PROSE_RULES", "RATIO", "RULE", "RULES", "SHARE", "SPEED", "SUM",
           "TIME_BETWEEN", "Derivation", "Explained", "Gate", "Operand", "Rule", "rule_names"]


class Gate(str, Enum):
    """A condition a claim must meet before a rule may explain it."""

    COMPARED = "compared"
    """The prose marks the claim as a change or comparison (``Token.compared``)."""
    UNCUED = "uncued"
    """No direction word governs the claim and it has no sign ("up 4.6%",
    "+4.6%" state a change, not a share)."""
    NOT_A_WORD_COUNT = "not_a_word_count"
    """The claim is not a whole number spelled in words with no unit: "four",
    "six" count things (holdings that rose, units shipped); no share, change,
    mean or rate is written so."""
    A_TIME = "a_time"
    """The claim is written in a unit of time no finer than the result's
    ("7 weeks" for days, "5 minutes" for seconds): a bare 49 is no
    countdown, and a count of days is no "24h"."""
    EXACT_UNIT = "exact_unit"
    """The claim is written in exactly the rule's unit: a count (no unit) only
    a unitless claim ("3 km" is no count), a multiple (``x``) only "2.0x"."""


@dataclass(frozen=True, slots=True)
class Rule:
    """One kind of derivation: a row of ``RULES``."""

    name: str
    """How findings and options name it."""
    what: str
    """What it computes, for a reader."""
    gates: frozenset[Gate] = frozenset()
    """What a claim must meet before this rule may explain it."""
    prose: Callable[[Decimal, Decimal], Decimal | None] | None = None
    """Its computation over two backed claims of the brief (``a``, ``b``), or
    None when it applies to the pool only."""
    prose_unit: str | None = None
    """The unit of the prose computation: None for the operands' own, ``%``, ``x``."""
    reach_back: bool = False
    """In the prose, one operand may come from the sentence before."""
    prose_gates: frozenset[Gate] | None = None
    """The gates of the prose computation, when not ``gates``."""
    formula: str = ""
    """How its prose computation reads, over the numbers as written (``{a} − {b}``);
    for a pool-only row that names its operands, how its pool computation reads."""
    change: bool = False
    """Its result is a change, which the prose gives a direction."""

    def admits(
        self, token: Token, unit: str | None, reading_unit: str | None, prose: bool = False
    ) -> bool:
        """Whether the claim passes this rule's gates for a result in ``unit``."""
        gates = self.prose_gates if prose and self.prose_gates is not None else self.gates
        if Gate.COMPARED in gates and not token.compared:
            return False
        if Gate.UNCUED in gates and (token.cue is not None or token.sign is not None):
            return False
        if _word_count(token) and (Gate.NOT_A_WORD_COUNT in gates or unit not in (None, "x")):
            return False  # "two" is no 2.4-point gap: a count comes from counts
        if Gate.A_TIME in gates and not _no_finer(reading_unit, unit):
            return False
        return Gate.EXACT_UNIT not in gates or reading_unit == unit


def _no_finer(claimed: str | None, unit: str | None) -> bool:
    """Whether ``claimed`` is a unit of time at least as long as ``unit``'s."""
    if claimed is None or unit is None or dimension(claimed) != dimension("s"):
        return False
    return convert(Decimal(1), claimed, unit) >= 1


def _word_count(token: Token) -> bool:
    return (token.unit is None and token.value is not None and token.value >= 1
            and token.value == token.value.to_integral_value()
            and not any(c.isdigit() for c in token.text))


def _percent_change(a: Decimal, b: Decimal) -> Decimal | None:
    return (a - b) / abs(b) * 100 if b != 0 else None


def _ratio(a: Decimal, b: Decimal) -> Decimal | None:
    return a / b if a > 0 and b > 0 else None


def _share(a: Decimal, b: Decimal) -> Decimal | None:
    return a / b * 100 if a >= 0 and b > 0 else None


def _sum(a: Decimal, b: Decimal) -> Decimal | None:
    return a + b if a > 0 and b > 0 else None


DIFFERENCE = Rule("difference", "a − b of two related entries of one dimension",
                  frozenset({Gate.COMPARED}), prose=lambda a, b: a - b, reach_back=True,
                  formula="{a} − {b}", change=True)
SUM = Rule("sum", "the sum of a list's field, or of an object's numbers of one unit "
           "(only quantities that add up)", prose=_sum, reach_back=True, formula="{a} + {b}")
RATIO = Rule("ratio", "a / b, a multiple written as 2.0x", frozenset({Gate.EXACT_UNIT}),
             prose=_ratio, prose_unit="x", formula="{a} / {b}")
PERCENT_CHANGE = Rule("percent_change", "(a − b) / |b| × 100 of two related entries",
                      frozenset({Gate.COMPARED, Gate.NOT_A_WORD_COUNT}),
                      prose=_percent_change, prose_unit="%", formula="({a} − {b}) / {b}",
                      change=True)
SHARE = Rule("share", "a part as a percent of a larger related entry, or of its group's sum",
             frozenset({Gate.UNCUED, Gate.NOT_A_WORD_COUNT}), prose=_share, prose_unit="%",
             # two written numbers the prose states as a change are a percent change
             # ("$108.83 more than August's $3,411.92, up about 3%")
             prose_gates=frozenset(), formula="{a} / {b}")
MEAN = Rule("mean", "the mean of a list's field", frozenset({Gate.NOT_A_WORD_COUNT}))
PER_COUNT = Rule("per_count", "an amount per counted sibling (revenue / orders)",
                 frozenset({Gate.NOT_A_WORD_COUNT}))
PACE = Rule("pace", "a pace from a time and a distance of one object")
SPEED = Rule("speed", "a speed from a distance and a time of one object")
TIME_BETWEEN = Rule("time_between", "the time between two related timestamps")
COUNTDOWN = Rule("countdown", "the time from the pool's reference date (as of, generated at; "
                 "a top-level date: grammar/words.txt) to another of its dates or times: "
                 "'7 weeks out', '46 days ago', 'due in 4 days'", frozenset({Gate.A_TIME}),
                 formula="|{event} − {reference}|")
COUNT = Rule("count", "how many list elements share a label or pass a threshold",
             frozenset({Gate.EXACT_UNIT}))
PRODUCT = Rule("product", "a product of two numbers the brief writes: a quantity times its "
               "rate (kWh × $/kWh), a count times a price, a power times a time, a percent "
               "of an amount", frozenset({Gate.NOT_A_WORD_COUNT}))

LISTED_COUNT = Rule("listed_count", "how many items the sentence itself lists after the count "
                   "(\"those four regions: North, South, East and West\")",
                   frozenset({Gate.EXACT_UNIT}))

RULES: tuple[Rule, ...] = (DIFFERENCE, SUM, RATIO, PERCENT_CHANGE, SHARE, MEAN, PER_COUNT, PACE,
                           SPEED, TIME_BETWEEN, COUNTDOWN, COUNT, PRODUCT, LISTED_COUNT)
"""Every row of the table, in the order they are tried; code names a row by
its constant, options and findings by its ``name``."""

RULE: dict[str, Rule] = {r.name: r for r in RULES}


def rule_names(chosen: bool | Iterable[str]) -> frozenset[str]:
    """The rules a ``derive`` option turns on: all (True), none (False), or
    those named; an unknown name raises ``ValueError`` naming the known ones."""
    if chosen is True:
        return frozenset(RULE)
    if chosen is False:
        return frozenset()
    names = frozenset([chosen] if isinstance(chosen, str) else chosen)
    unknown = sorted(names - RULE.keys())
    if unknown:
        raise ValueError(f"unknown derivation rule {unknown[0]!r}; rules: {', '.join(RULE)}")
    return names


@dataclass(frozen=True, slots=True, kw_only=True)
class Derivation:
    """A number computed from pool entries (or from the brief's numbers), and how."""

    value: Decimal
    """The computed value, in ``unit``."""
    unit: str | None
    """Its unit: the operands' for sums, means and differences; ``%`` for
    changes and shares; ``x`` for multiples."""
    rule: Rule
    """The rule that computed it."""
    formula: str
    """Human-readable: ``resting_hr_bpm (51) − resting_hr_baseline_bpm (47)``."""
    sources: tuple[str, ...] = ()
    """The pool paths it is computed from (none for one from the prose)."""
    order: int = 0
    """For a change (difference, percent change): 1 when it is the current
    value minus the point of comparison as the data's words say (``balance``
    minus ``balance_prior_week``), -1 the other way round, 0 when nothing
    says which is which."""
    labels: tuple[str, ...] = ()
    """The label strings that select its records (``category == 'food'``):
    a clause names them as it names an entry."""
    operands: tuple[str, ...] = ()
    """What a clause must name for the derivation to be named: paths, or a
    list's field (``tx[*].amount``, named by any of its elements); empty:
    its sources when they are two, else any one of them."""


class Explained(NamedTuple):
    """A computation that explains a claim, or that contradicts it."""

    derivation: Derivation
    """What was computed."""
    agrees: bool
    """True: it explains the claim; False: it has the claim's size in the
    data's order but goes the other way (a fall written as a rise)."""


PROSE_RULES = tuple(r for r in RULES if r.prose is not None)
"""The rows with a computation over two numbers the brief writes."""


Operand = tuple[Token, tuple[Decimal, ...], bool]
"""A backed claim of the prose, the values it may stand for (as written, and
the pool entries that ground it, in the claim's unit), and whether the
prose names it as the point of comparison ("vs Monday (2.74%)", "from
$6,894.75")."""

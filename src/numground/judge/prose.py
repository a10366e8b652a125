"""Numbers computed from the brief's own numbers: the passes that read the prose.

A model computes from numbers it has just written ("up 4.5 ms on July's
57.5 ms", "52% of the segment's $23,650"), and from a table's column
("| **Total** | **€1,065.16** |"). These passes give another look to claims
the look-up flagged: one that two backed claims of its sentence (or, for a
difference or a sum, of the sentence before) give by a rule of
``derive.RULES`` is derived (``derive.from_prose``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from decimal import Decimal
from typing import TYPE_CHECKING

from numground.judge.derive import (
    CHANCE,
    Explained,
    Operand,
    chance,
    change_named,
    explain,
    from_clocks,
    from_prose,
    from_sum,
    way_of,
)
from numground.judge.forms import TIME_BETWEEN
from numground.lex.dates import clock_of
from numground.lex.tokens import Kind, Token
from numground.report import Finding
from numground.tables.units import compatible, convert
from numground.tables.verdicts import BACKED, DERIVABLE, Verdict
from numground.tables.words import total_words
from numground.text.prose import words

if TYPE_CHECKING:
    from numground.judge.state import CheckState

__all__ = ["after_a_flag", "column_totals", "explain_from_prose", "listed_counts",
           "stated_changes"]

PROSE_ROUNDS = 3
"""How many times the look from the prose repeats: a claim derived in one
round may be an operand of the next ("a rate of 6.0%, up 0.9 points from 5.1%")."""


def explain_from_prose(state: CheckState) -> None:
    """A flagged claim that two backed claims of its own sentence (and, for a
    difference or sum, the sentence before) give is derived; one they give
    with its size but the other way is a sign inversion, when the claim
    was invented. Repeats until nothing changes, at most ``PROSE_ROUNDS``."""
    groups, rules = state.sentences, state.options.rules
    for _ in range(PROSE_ROUNDS):
        changed = False
        for k, group in enumerate(groups):
            if not group or not any(state.findings[j].verdict in DERIVABLE for j in group):
                continue
            near = _operands(state, group)
            far = _operands(state, groups[k - 1]) if k else []
            clocks = _clocks(state, groups[k - 1] + group if k else group)
            if len(near) + len(far) < 2 and len(clocks) < 2:
                continue
            for j in group:
                f = state.findings[j]
                if f.verdict not in DERIVABLE:
                    continue
                found = from_prose(f.token, near, far, rules)
                if (found is None or not found.agrees) and len(clocks) >= 2:
                    found = from_clocks(f.token, clocks) or found
                if found is not None and _takes(found, f, against=True):
                    odds = _chance(f.token, near, far, rules, clocks) if found.agrees else None
                    if odds is not None and odds > CHANCE and f.verdict is Verdict.UNVERIFIED:
                        continue  # no better than the explanation it has
                    explain(state, j, found, odds)
                    changed = True
        if not changed:
            break


def column_totals(state: CheckState) -> None:
    """A flagged claim in a table row labelled as a total ("| **Total** |
    **€1,065.16** |", ``grammar/words.txt``'s ``[total]``) that is the sum
    of the backed claims of its column above it is derived, exactly."""
    findings = list(state.findings)
    starts = [f.token.start for f in findings]
    for i, f in enumerate(findings):
        if f.verdict not in DERIVABLE or not state.is_number(i):
            continue
        place = state.layout.place(f.token.start)
        if place.cell is None or total_words().isdisjoint(
                w.lower() for w in words(place.row)):
            continue
        above = []
        for lo, hi in state.layout.column_above(f.token.start):
            for j in range(bisect_left(starts, lo), bisect_left(starts, hi)):
                g = findings[j]
                if state.is_number(j) and g.verdict in BACKED and compatible(g.token.unit,
                                                                             f.token.unit):
                    above.append(g.token)
        if len(above) < 2:
            continue
        total = sum((t.value for t in above if t.value is not None), Decimal(0))
        found = from_sum(f.token, total, [t.text.strip() for t in reversed(above)])
        if found is not None:
            explain(state, i, found)


def after_a_flag(state: CheckState) -> None:
    """A flagged claim written *after* another flagged claim of its sentence
    that it is computed from ("$12,300 in MRR, 52% of the segment's $23,650",
    the $12,300 invented) is judged by its arithmetic: derived, and the flag
    stays on the one it came from. Only backwards, and a claim so derived is
    no operand, so two inventions never vouch for each other."""
    settled = list(state.findings)  # what this look reads: none of its own results
    groups, rules = state.sentences, state.options.rules
    for k, group in enumerate(groups):
        flagged = [j for j in group if settled[j].verdict in DERIVABLE]
        if len(flagged) < 2 or len(group) < 2:
            continue
        backed = _operands(state, group, settled)
        far = _operands(state, groups[k - 1], settled) if k else []
        for j in flagged[1:]:
            before = [_operand(state, b, settled[b]) for b in flagged
                      if b < j and state.is_number(b)]
            found = from_prose(settled[j].token, backed + before, far, rules)
            if found is not None and _takes(found, settled[j], against=False):
                explain(state, j, found)
                state.no_operand.add(j)  # right given a flag: it vouches for nothing


def stated_changes(state: CheckState) -> None:
    """A compared claim still invented, in a sentence that writes both ends
    of its change and names which is the point of comparison ("up 7.4% from
    10,173" after "10,833"): the flag says what the prose's own numbers
    give ("the prose gives (10,833 − 10,173) / 10,173 = 6.49"). Only the
    explanation is added: the verdict stays."""
    for group in state.sentences:
        flagged = [j for j in group if state.findings[j].verdict is Verdict.INVENTED
                   and state.is_number(j) and state.findings[j].how is None]
        if not flagged:
            continue
        near = _operands(state, group)
        for j in flagged:
            d = change_named(state.tokens[j], near, state.options.rules)
            if d is not None:
                f = state.findings[j]
                state.decide(j, Verdict.INVENTED, f.sources, f.nearest,
                             f"the prose gives {d.formula} = {_shown(d.value)}", f.binding)


def _shown(value: Decimal) -> str:
    rounded = value.quantize(Decimal("0.01")) if value != value.to_integral() else value
    return format(rounded.normalize(), ",f").replace("-", "−")


def _chance(claim: Token, near: list[Operand], far: list[Operand], rules: frozenset[str],
            clocks: list[tuple]) -> float:
    """The share of the claim's decoys the same operands also explain."""
    def explains(decoy: Token) -> bool:
        found = from_prose(decoy, near, far, rules)
        if (found is None or not found.agrees) and len(clocks) >= 2:
            found = from_clocks(decoy, clocks)
        return found is not None and found.agrees

    return chance(claim, explains)


def _clocks(state: CheckState, group: list[int]) -> list[tuple]:
    """The backed clock times of a stretch, each with its seconds after midnight."""
    if TIME_BETWEEN.name not in state.options.rules:
        return []
    out = []
    for j in group:
        f = state.findings[j]
        if f.token.kind is Kind.TIME and f.verdict in BACKED:
            clock = clock_of(f.token.text)
            if clock is not None:
                out.append((f.token, clock[0] * 3600 + clock[1] * 60))
    return out


def _takes(found: Explained, f: Finding, against: bool) -> bool:
    """Whether a computation from the prose replaces a flag: one that
    explains the claim, or (``against``) one that contradicts an invented
    claim. Against an entry with the other sign it stands only when the
    prose gives the change's order ("| Yesterday |", "from") or the claim
    no direction: "+3.8%, driven by price/mix of +5.0%, while volumes grew
    1.2%" is no reason to excuse a fall of 1.2% written as growth."""
    if not (found.agrees or (against and f.verdict is Verdict.INVENTED)):
        return False
    return (f.verdict is not Verdict.SIGN_INVERSION or found.derivation.order != 0
            or way_of(f.token) is None)


def _operands(state: CheckState, group: list[int],
              findings: list[Finding] | None = None) -> list[Operand]:
    found = state.findings if findings is None else findings
    return [_operand(state, j, found[j]) for j in group
            if found[j].verdict in BACKED and state.is_number(j) and j not in state.no_operand]


def _operand(state: CheckState, j: int, finding: Finding) -> Operand:
    """A backed claim, what it may stand for (its written value and, when
    grounded, the values of its entries in its own unit), and whether the
    prose names it as the point of comparison."""
    token = finding.token
    assert token.value is not None
    values = [token.value]
    if finding.verdict is Verdict.GROUNDED:
        for entry in (e for path in finding.sources for e in state.pool.at(path)):
            if not compatible(entry.unit, token.unit):
                continue
            try:
                x = convert(entry.value, entry.unit, token.unit)
            except (ValueError, KeyError, ArithmeticError):
                continue
            if token.value < 0 <= x or x < 0 <= token.value:
                x = -x  # read through a decrease cue, as the claim was
            if x not in values:
                values.append(x)
    return token, tuple(values), state.named_as_reference(token.start, token.end)


# "those four regions: North, South, East and West", "three markets — A, B and C":
# a few words after the count, a colon or a dash, then the list to the clause's end
_LIST_LEAD = re.compile(r"[^\S\n]+[^\W\d_]+(?:[^\S\n]+[^\W\d_]+){0,2}[^\S\n]*(?::|[—–]|[^\S\n]-)"
                        r"[^\S\n]*")
_LIST = re.compile(r"[^.;:()\[\]\n0-9]{1,400}")
_LAST_TWO = re.compile(r"[^\S\n]*,?[^\S\n]+(?:and|or|&)[^\S\n]+", re.IGNORECASE)
_ITEM = re.compile(r"[^\W\d_][\w'’-]*(?:[^\S\n]+[\w'’-]+){0,3}")


def listed_counts(state: CheckState) -> None:
    """A flagged whole count that the items its sentence lists right after it
    number exactly is derived: "those four regions: North, South, East and
    West" (SPEC §4: the brief's own numbers already explained include a
    listed count). A count the list does not match keeps its flag."""
    text = state.text
    for i, f in enumerate(state.findings):
        t = f.token
        if (f.verdict not in DERIVABLE or not state.is_number(i) or t.unit is not None
                or t.value is None or t.value != t.value.to_integral_value()
                or not 2 <= t.value <= 20):
            continue
        items = _listed(text, t.end)
        if items is None or len(items) != t.value:
            continue
        state.decide(i, Verdict.DERIVED, (), (), f"{t.text.strip()} = the {len(items)} items "
                     f"the sentence lists ({', '.join(items)})", f.binding)


def _listed(text: str, end: int) -> list[str] | None:
    """The items of a list that follows a count's few words and a colon or a
    dash (``A, B, C and D``), or None where none does."""
    lead = _LIST_LEAD.match(text, end)
    if lead is None:
        return None
    found = _LIST.match(text, lead.end())
    if found is None:
        return None
    body = found.group().strip()
    parts = [p.strip() for p in body.split(",")]
    last = _LAST_TWO.split(body.rsplit(",", 1)[-1] if "," in body else body)
    if len(last) != 2:
        return None
    parts[-1:] = [p.strip() for p in last]
    if len(parts) < 2 or not all(_ITEM.fullmatch(p) for p in parts):
        return None
    return parts

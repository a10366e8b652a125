"""``check``: tokenize a text, match every token against a pool, report.

A pure function of (text, pool, options): no I/O, no state kept between calls.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable
from decimal import Decimal

from numground.data.keys import names_reference
from numground.data.pool import Pool, PoolEntry
from numground.errors import DEFAULT_MAX_BYTES, InputTooLarge, exceeds, too_large
from numground.judge.bind import SENTENCE, Binding, binder, context_words
from numground.judge.derive import (
    Explained,
    Operand,
    from_clocks,
    from_prose,
    from_sum,
    rule_names,
    sentences,
    way_of,
)
from numground.judge.ground import DEFAULT_APPROX_TOLERANCE
from numground.judge.match import explained, judge, named
from numground.judge.rows import own_fields, record_named
from numground.judge.stale import counterparts, placed_earlier, worth_checking
from numground.lex.dates import clock_of
from numground.lex.tokens import Kind, Token
from numground.report import Finding, Report
from numground.tables.units import CURRENCIES, compatible, convert
from numground.tables.verdicts import BACKED, DERIVABLE, Verdict
from numground.tables.words import reference_words, total_words
from numground.text.layout import Layout, in_context, layout_of

__all__ = ["DERIVE_BY_DEFAULT", "check"]

DERIVE_BY_DEFAULT = True
"""Whether ``check`` looks for derivations unless told; decided by measurement
on the natural-brief corpus (README, "Derived numbers")."""


def check(
    text: str,
    pool_or_data: object,
    *,
    approx_tolerance: float | Decimal | str = DEFAULT_APPROX_TOLERANCE,
    derive: bool | Iterable[str] = DERIVE_BY_DEFAULT,
    bind: bool = True,
    max_bytes: int | None = DEFAULT_MAX_BYTES,
) -> Report:
    """One finding per numeric token of ``text``, judged against the pool.

    ``pool_or_data`` is a ``Pool`` or any JSON-like value to build one from.
    ``approx_tolerance`` is how far (relative to the entry) a hedged claim may
    sit from it; 0.05 by default. ``derive`` lets differences, changes,
    shares, sums and means of related entries explain a claim (verdict
    ``derived``): True for every rule of ``numground.judge.derive.RULES``, False
    for none, or the names of the rules to use. ``bind`` ties each claim to
    the entry its words name (``numground.judge.bind``), so that a number copied
    from the wrong field is ``misattributed``. A ``text`` of more than
    ``max_bytes`` bytes of UTF-8 (default 10 MB; None: no limit) raises
    ``InputTooLarge``. Unknown options raise ``TypeError``; an unknown rule
    name ``ValueError``.
    """
    if max_bytes is not None and isinstance(text, str) and exceeds(text, max_bytes):
        raise InputTooLarge(too_large("text", max_bytes))
    tolerance = _tolerance(approx_tolerance)
    rules = rule_names(derive)
    from numground.lex.tokenize import iter_tokens  # lazy: tokenize lives on its own floor

    pool = pool_or_data if isinstance(pool_or_data, Pool) else Pool.from_data(pool_or_data)
    layout = layout_of(text)
    tokens = [in_context(t, layout.place(t.start)) for t in iter_tokens(text)]
    bindings = _bindings(text, tokens, pool, layout) if bind else {}
    findings = []
    against: dict[int, Explained] = {}  # a computation of the pool going the other way
    for i, token in enumerate(tokens):
        match = judge(token, pool, tolerance, rules, bindings.get(i))
        if match.against is not None:
            against[len(findings)] = match.against
        findings.append(Finding(token, match.verdict, match.sources, match.nearest, match.how,
                                match.binding))
    if rules and any(f.verdict in DERIVABLE for f in findings):
        findings = _derive_from_prose(text, findings, pool, rules)
    for i, found in against.items():  # nothing in the brief explains it either
        if findings[i].verdict in DERIVABLE:
            match = explained(findings[i].token, found)
            findings[i] = Finding(findings[i].token, match.verdict, match.sources,
                                  findings[i].nearest, match.how, findings[i].binding)
    if bind:
        findings = _other_fields(text, findings, pool, layout)
    findings = _one_scale_per_field(findings, pool)
    return Report.of(findings)


def _one_scale_per_field(findings: list[Finding], pool: Pool) -> list[Finding]:
    """An integer beside a currency may be in minor units or not (Stripe and
    Monzo export pence, most reports pounds), so both readings ground claims.
    But one field of a list is in one of them: when a brief reads some of
    ``transactions[*].amount`` as pence ("£3.45" from 345) and fewer as
    pounds ("£6,418" from 6418), those are a unit confusion."""
    scales: dict[str, dict[int, list[int]]] = {}  # field -> scale -> findings
    for i, f in enumerate(findings):
        if f.verdict is not Verdict.GROUNDED or f.token.unit not in CURRENCIES:
            continue
        read = _scales_read(f, pool)
        if len(read) == 1:
            field, scale = next(iter(read))
            scales.setdefault(field, {}).setdefault(scale, []).append(i)
    out = list(findings)
    for field, by_scale in scales.items():
        if set(by_scale) != {0, -2}:
            continue
        minority = min(by_scale, key=lambda k: len(by_scale[k]))
        if len(by_scale[minority]) * 2 >= sum(len(v) for v in by_scale.values()):
            continue  # no clear convention
        others = len(by_scale[-2 - minority])
        way = ("in minor units (cents, pence)", "as whole units")
        how = (f"{field} read {way[1] if minority == 0 else way[0]}; the brief reads "
               f"{others} others {way[0] if minority == 0 else way[1]}")
        for i in by_scale[minority]:
            f = out[i]
            out[i] = Finding(f.token, Verdict.UNIT_MISMATCH, f.sources, f.nearest, how,
                             f.binding)
    return out


def _scales_read(f: Finding, pool: Pool) -> set[tuple[str, int]]:
    """The (field, scale) readings that ground a money claim, for sources
    read both in minor units and as written: the two are a hundredfold
    apart, so the one that grounds it is the one nearer its value."""
    found = set()
    value = abs(f.token.value or Decimal(0))
    for path in f.sources:
        entries = [e for e in pool.at(path) if e.unit == f.token.unit]
        if {e.scaled for e in entries} != {0, -2}:
            return set()
        nearest = min(entries, key=lambda e: abs(abs(e.value) - value))
        found.add((_FIELD.sub("[*]", path), nearest.scaled))
    return found


_FIELD = re.compile(r"\[[0-9]+\]")


def _other_fields(text: str, findings: list[Finding], pool: Pool, layout: Layout
                  ) -> list[Finding]:
    """A grounded claim whose value is another field's than the one its
    place names, though binding named none: an earlier period's value given
    as current (``numground.judge.stale``), or a neighbour record's value in a
    table row labelled with its own record (``numground.judge.rows``). Either is
    misattributed, held to the field it should have been."""
    claims = [i for i, f in enumerate(findings) if _is_number(f)]
    out = list(findings)
    for k, i in enumerate(claims):
        f = findings[i]
        if (f.verdict is not Verdict.GROUNDED or f.binding is not None or not f.sources
                or not worth_checking(f.token)):
            continue
        before = findings[claims[k - 1]].token if k else None
        after = findings[claims[k + 1]].token if k + 1 < len(claims) else None
        own = (_current_field(text, f, pool, layout, before, after)
               or _row_field(f, pool, layout))
        if own:
            bound = own[0].path
            out[i] = Finding(f.token, Verdict.MISATTRIBUTED, f.sources,
                             named(pool, f.token, bound), None, bound)
    return out


def _current_field(text: str, f: Finding, pool: Pool, layout: Layout, before: Token | None,
                   after: Token | None) -> list[PoolEntry]:
    """For a claim only points of comparison ground, that nothing near it
    places earlier: the current entries they are the earlier values of."""
    if not all(map(names_reference, f.sources)):
        return []
    current = [e for path in f.sources for e in counterparts(pool, path, f.token.unit)]
    if not current:
        return []
    near = [w for w, weight in context_words(text, f.token, before, after, layout).items()
            if weight > SENTENCE]
    lead = f.token.start  # "from $5.45–$5.70": a range's high end reads from its low end
    if f.token.range == "high" and before is not None and before.range == "low":
        lead = before.start
    return [] if placed_earlier(near + _words_before(text, lead)) else current


def _row_field(f: Finding, pool: Pool, layout: Layout) -> list[PoolEntry]:
    """For a claim in a table row whose label names one record, grounded only
    by that record's neighbours: the record's own entries of that field."""
    place = layout.place(f.token.start)
    record = record_named(pool, place.row) if place.cell is not None else None
    return (own_fields(pool, record, f.sources) or []) if record is not None else []


_MOMENTS = frozenset({Kind.DATE, Kind.TIME})


def _bindings(
    text: str, tokens: list[Token], pool: Pool, layout: Layout
) -> dict[int, Binding]:
    """The entry each claim's words name, by the claim's index in ``tokens``."""
    b = binder(pool)
    claims = [i for i, t in enumerate(tokens)
              if (t.kind is Kind.CLAIM and t.value is not None) or t.kind in _MOMENTS]
    days = [t for t in tokens if t.kind is Kind.DATE]
    day_starts = [t.start for t in days]  # in order: the days of a line by bisection
    out = {}
    for k, i in enumerate(claims):
        before = tokens[claims[k - 1]] if k else None
        after = tokens[claims[k + 1]] if k + 1 < len(claims) else None
        claim = tokens[i]
        if claim.kind in _MOMENTS:
            # a date or time tells when the clause's event happened: the whole
            # clause speaks of it, not the stretch after the last number
            before = after = None
        line_start = text.rfind("\n", 0, claim.start) + 1
        line_end = text.find("\n", claim.end)
        on_line = days[bisect_left(day_starts, line_start):
                       bisect_left(day_starts, len(text) if line_end < 0 else line_end)]
        # another date beside a date is a rival, not what it is about
        near = on_line if claim.kind is Kind.CLAIM else ()
        found = b.bind(claim, context_words(text, claim, before, after, layout, near))
        if found is not None:
            out[i] = found
    return out


def _derive_from_prose(
    text: str, findings: list[Finding], pool: Pool, rules: frozenset[str]
) -> list[Finding]:
    """Another look at flagged claims: one computed from backed claims of its
    own sentence (and, for a difference or sum, the sentence before) is
    derived (``derive.from_prose``). A claim so derived may be an operand in
    turn ("a rate of 6.0%, up 0.9 points from 5.1%"), so the look repeats
    until nothing changes (at most ``_PROSE_ROUNDS`` times).

    Then one last look lets a flagged claim written *before* it in its
    sentence be an operand too ("$12,300 in MRR, 52% of the segment's
    $23,650", the $12,300 invented): a number right given the one it was
    computed from is judged by its arithmetic, and the flag stays on the one
    it came from. Only backwards, and a claim so derived is no operand, so
    two inventions never vouch for each other."""
    groups: list[list[int]] = []
    i = 0
    for lo, hi in sentences(text):
        group = []
        while i < len(findings) and findings[i].token.start < hi:
            if findings[i].token.start >= lo:
                group.append(i)
            i += 1
        groups.append(group)
    out = list(findings)
    for _ in range(_PROSE_ROUNDS):
        changed = False
        for k, group in enumerate(groups):
            if not group or not any(out[j].verdict in DERIVABLE for j in group):
                continue
            near = _operands(text, out, group, pool)
            far = _operands(text, out, groups[k - 1], pool) if k else []
            clocks = _clocks(out, groups[k - 1] + group if k else group, rules)
            if len(near) + len(far) < 2 and len(clocks) < 2:
                continue
            for j in group:
                f = out[j]
                if f.verdict not in DERIVABLE:
                    continue
                found = from_prose(f.token, near, far, rules)
                if (found is None or not found.agrees) and len(clocks) >= 2:
                    found = from_clocks(f.token, clocks) or found
                if _takes(found, f, against=True):
                    out[j] = _explained(f, found)
                    changed = True
        if not changed:
            break
    if "sum" in rules:
        out = _column_totals(text, out)
    settled = list(out)  # what the last look reads: none of its own results
    for k, group in enumerate(groups):
        flagged = [j for j in group if settled[j].verdict in DERIVABLE]
        if len(flagged) < 2 or len(group) < 2:
            continue
        backed = _operands(text, settled, group, pool)
        far = _operands(text, settled, groups[k - 1], pool) if k else []
        for j in flagged[1:]:
            before = [_operand(text, settled[b], pool) for b in flagged
                      if b < j and _is_number(settled[b])]
            found = from_prose(settled[j].token, backed + before, far, rules)
            if _takes(found, settled[j], against=False):
                out[j] = _explained(settled[j], found)
    return out


_PROSE_ROUNDS = 3


def _column_totals(text: str, findings: list[Finding]) -> list[Finding]:
    """A flagged claim in a table row labelled as a total ("| **Total** |
    **€1,065.16** |", ``grammar/words.txt``'s ``[total]``) that is the sum
    of the backed claims of its column above it is derived, exactly."""
    layout = layout_of(text)
    out = list(findings)
    starts = [f.token.start for f in findings]
    for i, f in enumerate(findings):
        if f.verdict not in DERIVABLE or not _is_number(f):
            continue
        place = layout.place(f.token.start)
        if place.cell is None or total_words().isdisjoint(
                w.lower() for w in _WORD.findall(place.row)):
            continue
        above = []
        for lo, hi in layout.column_above(f.token.start):
            for j in range(bisect_left(starts, lo), bisect_left(starts, hi)):
                g = findings[j]
                if _is_number(g) and g.verdict in BACKED and compatible(g.token.unit,
                                                                        f.token.unit):
                    above.append(g.token)
        if len(above) < 2:
            continue
        total = sum((t.value for t in above if t.value is not None), Decimal(0))
        found = from_sum(f.token, total, [t.text.strip() for t in reversed(above)])
        if found is not None:
            out[i] = _explained(f, found)
    return out


def _clocks(findings: list[Finding], group: list[int], rules: frozenset[str]) -> list:
    """The backed clock times of a stretch, each with its seconds after midnight."""
    if "time_between" not in rules:
        return []
    out = []
    for j in group:
        f = findings[j]
        if f.token.kind is Kind.TIME and f.verdict in BACKED:
            clock = clock_of(f.token.text)
            if clock is not None:
                out.append((f.token, clock[0] * 3600 + clock[1] * 60))
    return out


def _takes(found: Explained | None, f: Finding, against: bool) -> bool:
    """Whether a computation from the prose replaces a flag: one that
    explains the claim, or (``against``) one that contradicts an invented
    claim. Against an entry with the other sign it stands only when the
    prose gives the change's order ("| Yesterday |", "from") or the claim
    no direction: "+3.8%, driven by price/mix of +5.0%, while volumes grew
    1.2%" is no reason to excuse a fall of 1.2% written as growth."""
    if found is None or not (found.agrees or (against and f.verdict is Verdict.INVENTED)):
        return False
    return (f.verdict is not Verdict.SIGN_INVERSION or found.derivation.order != 0
            or way_of(f.token) is None)


def _explained(f: Finding, found: Explained) -> Finding:
    match = explained(f.token, found)
    return Finding(f.token, match.verdict, match.sources, () if found.agrees else f.nearest,
                   match.how, f.binding)


def _is_number(f: Finding) -> bool:
    return f.token.kind is Kind.CLAIM and f.token.value is not None


def _operands(text: str, findings: list[Finding], group: list[int], pool: Pool) -> list:
    return [_operand(text, findings[j], pool) for j in group
            if findings[j].verdict in BACKED and _is_number(findings[j])]


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


def _operand(text: str, finding: Finding, pool: Pool) -> Operand:
    """A backed claim, what it may stand for (its written value and, when
    grounded, the values of its entries in its own unit), and whether the
    prose names it as the point of comparison."""
    token = finding.token
    assert token.value is not None
    values = [token.value]
    if finding.verdict is Verdict.GROUNDED:
        for entry in (e for path in finding.sources for e in pool.at(path)):
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
    return token, tuple(values), _named_as_reference(text, token.start)


def _named_as_reference(text: str, start: int) -> bool:
    """Whether one of the three words before ``start``, in its clause, names a
    point of comparison ("vs Monday (2.74%)", "from $6,894.75", "the $250
    threshold" is not before it: "than the $250 threshold"), or its table
    column's header does ("| Yesterday |")."""
    header = layout_of(text).place(start).header
    words = _words_before(text, start) + [w.lower() for w in _WORD.findall(header)]
    return not reference_words().isdisjoint(words)


def _words_before(text: str, start: int) -> list[str]:
    """The three words before ``start`` in its clause, since the last number
    ("from €3,268.22 to €2,843.17": only "to" is before the second)."""
    window = _CLAUSE_BREAK.split(text[max(0, start - 80) : start])[-1]
    window = _DIGIT.split(window)[-1]
    return [w.lower() for w in _WORD.findall(window)[-3:]]


_CLAUSE_BREAK = re.compile(r"[.;!?,](?:\s|$)|\n")
_WORD = re.compile(r"[^\W\d_]+")
_DIGIT = re.compile(r"\d")

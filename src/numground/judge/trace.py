"""Why one claim got its verdict: the trace ``numground check --explain`` prints.

The judge is run once, whole (``check.judged``); the trace then reads its
state for one token: the words around it and their weights, the entry they
bind it to, the entries they name, the computations over named operands
that land near it (each with its form, operands and value), the decoys the
search also reaches, and the pass that decided. Nothing here decides a
verdict; it only says what the passes saw.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal, localcontext

from numground.judge.bind import named_entries
from numground.judge.check import judged, options_of
from numground.judge.derive import _derived, _named_by, _named_pairs, decoys, derivations
from numground.judge.ground import context_for, readings
from numground.lex.tokens import Kind
from numground.report import Finding

__all__ = ["Trace", "trace"]

SHOWN = 6
"""How many words, entries and computations a trace lists of each."""


@dataclass(frozen=True, slots=True)
class Trace:
    """What the judge saw of one token."""

    finding: Finding
    """The token's finding: verdict, sources, how, chance, the deciding pass."""
    words: tuple[tuple[str, float], ...]
    """The words around it, heaviest first, with their weights."""
    binding: str | None
    """The entry its words bind it to, with score and runner-up, or None."""
    named: tuple[tuple[str, float], ...]
    """The entries its words name, most strongly first, with their scores."""
    near: tuple[str, ...]
    """Computations over named operands near its value (form: formula = value)."""
    decoys: tuple[str, ...]
    """The decoy values tried, each with whether the search reached it."""

    def lines(self) -> list[str]:
        """The trace as a reader sees it."""
        f, t = self.finding, self.finding.token
        out = [f"{t.text.strip()} ({t.kind}, value {t.value}, unit {t.unit or '-'}, "
               f"at {t.start}): {f.verdict} (decided by {f.decided_by or '-'})"]
        if f.how:
            out.append(f"  how: {f.how}")
        if f.chance is not None:
            out.append(f"  chance: {f.chance:.2f} of the decoys are reached as easily")
        if f.sources:
            out.append(f"  sources: {', '.join(f.sources)}")
        out.append("  words: " + (", ".join(f"{w} {x:.2f}" for w, x in self.words) or "none"))
        out.append(f"  bound to: {self.binding or 'nothing (no entry clearly wins)'}")
        out.append("  names: " + (", ".join(f"{p} {s:.2f}" for p, s in self.named) or "nothing"))
        out.append("  named computations near it: " + ("; ".join(self.near) or "none"))
        if self.decoys:
            out.append("  decoys: " + ", ".join(self.decoys))
        return out


def trace(text: str, pool_or_data: object, offset: int, **options: object) -> Trace | None:
    """The trace of the token at ``offset`` (a code-point offset into ``text``),
    or None when no token covers it. ``options`` are ``check``'s."""
    state = judged(text, pool_or_data, options_of(**options))  # type: ignore[arg-type]
    at = [i for i, t in enumerate(state.tokens) if t.start <= offset < max(t.end, t.start + 1)]
    if not at:
        return None
    i = at[0]
    finding, token = state.findings[i], state.tokens[i]
    context = state.contexts.get(i, {})
    words = tuple(sorted(context.items(), key=lambda w: (-w[1], w[0]))[:SHOWN])
    bound = state.bindings.get(i)
    binding = (f"{bound.path} (score {bound.score:.2f}, runner-up {bound.runner_up:.2f})"
               if bound is not None else None)
    scores = named_entries(state, i) if token.kind is Kind.CLAIM else {}
    named = tuple(sorted(scores.items(), key=lambda w: (-w[1], w[0]))[:SHOWN])
    near: list[str] = []
    tried: list[str] = []
    if token.kind is Kind.CLAIM and token.value is not None and state.options.rules:
        admits = _named_by(scores, context)
        pairs = _named_pairs(state.pool, scores)
        with localcontext(context_for(token)):
            near = _near(token, state, admits, pairs)
            for d in decoys(token):
                found = _derived(d, state.pool, state.options.rules, finding.binding, admits)
                if (found is None or not found.agrees) and pairs is not None:
                    found = _derived(d, state.pool, state.options.rules, finding.binding, None,
                                     pairs)
                tried.append(f"{d.value}{' reached' if found and found.agrees else ''}")
    return Trace(finding, words, binding, named, tuple(near[:SHOWN]), tuple(tried))


def _near(token, state, admits, pairs) -> list[str]:  # type: ignore[no-untyped-def]
    """Named computations within 30% of the claim, nearest first."""
    found: list[tuple[Decimal, str]] = []
    for reading in readings(token):
        if reading.bare or not reading.value:
            continue
        width = abs(reading.value) * Decimal("0.3")
        indexes: Iterable = ((derivations(state.pool), admits),) + (
            ((pairs, None),) if pairs is not None else ())
        for index, ok in indexes:
            for centre in (reading.value, -reading.value):
                for d in index.near(reading.unit, centre - width, centre + width):
                    if d.rule.name not in state.options.rules or (ok is not None and not ok(d)):
                        continue
                    found.append((abs(abs(d.value) - abs(reading.value)),
                                  f"{d.rule.name}: {d.formula} = {d.value.normalize():f}"))
    found.sort()
    return list(dict.fromkeys(text for _, text in found))

"""What a check carries through its passes: one state object, one way to decide.

``check`` builds a ``CheckState`` once (the text, its tokens in their
markdown places, the pool, the options) and runs the pass table
(``judge.passes.PASSES``) over it. A pass reads the state and rewrites
findings; it writes a verdict only through ``CheckState.decide``, which
stamps the finding with the name of the pass that gave it, so every
verdict says where it was decided.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cached_property

from numground.data.paths import parent
from numground.data.pool import Pool
from numground.judge.forms import Explained
from numground.lex.tokens import Kind, Token
from numground.report import Finding, Nearest
from numground.tables.verdicts import Verdict
from numground.tables.words import reference_words
from numground.text.layout import Layout
from numground.text.prose import arrow_after, sentences, words, words_before

__all__ = ["MARGIN", "Binding", "CheckState", "Options"]

MARGIN = 2.0
"""How many times the runner-up's score the winner's must be. Chosen on the
dev split of the natural briefs, with MIN_SCORE, as the pair whose false
flags per claim rise least over binding off while slips caught do not
fall (bench/binding.py --grid, bench/natural.py)."""


@dataclass(frozen=True, slots=True)
class Binding:
    """The entry a claim's words name (``judge.bind``)."""

    path: str
    """The entry's path."""
    score: float
    """How strongly the words name it."""
    runner_up: float
    """The next entry's score."""
    rivals: dict[str, float]
    """The scores of the other entries the words name at all (by path): a
    claim whose value another field holds is misattributed only if its words
    name its own field clearly more than that one (``Binding.prefers``)."""
    record: str | None = None
    """For a date or a time: the record whose dates the words name, when
    they name the record clearly but not which of its dates ("the salary
    landed on 7 March": created or settled); then any of its dates is its own."""
    margin: float = MARGIN
    """How many times a rival's score its own must be (``Binder.bind``)."""

    def owns(self, path: str) -> bool:
        """Whether ``path`` is the bound entry, or a date of the bound record."""
        return path == self.path or (self.record is not None and parent(path) == self.record)

    def prefers(self, other: str) -> bool:
        """Whether the words name the bound entry clearly more than ``other``."""
        return self.score >= self.margin * max(self.rivals.get(other, 0.0), 0.0)


@dataclass(frozen=True, slots=True)
class Options:
    """What a caller chose, read by the passes."""

    tolerance: Decimal
    """How far (relative to the entry) a hedged claim may sit from it."""
    rules: frozenset[str]
    """The derivation rules switched on (``derive.RULES`` by name)."""
    bind: bool
    """Whether claims are bound to the entries their words name."""


@dataclass
class CheckState:
    """One check in progress. Built by ``check``; read and written by the passes."""

    text: str
    """The brief."""
    pool: Pool
    """The citable numbers of the data; it owns every index over itself."""
    options: Options
    """The caller's options."""
    layout: Layout
    """The brief's markdown structure, read once."""
    tokens: list[Token]
    """Every numeric mention, in text order, with its place's words read in."""
    findings: list[Finding] = field(default_factory=list)
    """One finding per token once the look-up has run, in token order."""
    bindings: dict[int, Binding] = field(default_factory=dict)
    """The entry each claim's words name, by token index (the bind pass)."""
    against: dict[int, Explained] = field(default_factory=dict)
    """A computation of the pool that has a flagged claim's size but goes
    the other way, by token index: a sign inversion unless the brief's own
    numbers explain the claim."""
    no_operand: set[int] = field(default_factory=set)
    """Claims derived from a flagged claim (``prose.after_a_flag``): right given
    a number nothing backs, they are operands of nothing after."""
    contexts: dict[int, dict[str, float]] = field(default_factory=dict)
    """The words around each claim, weighed by where they stand, by token
    index (the bind pass reads them once)."""
    deciding: str = ""
    """The name of the pass that is running (``decide`` stamps it)."""

    def decide(
        self, i: int, verdict: Verdict, sources: Iterable[str] = (),
        nearest: Iterable[Nearest] = (), how: str | None = None, binding: str | None = None,
        chance: float | None = None,
    ) -> None:
        """Give token ``i`` its verdict: the one way a verdict is written."""
        found = Finding(self.tokens[i], verdict, tuple(sources), tuple(nearest), how, binding,
                        chance, self.deciding)
        if i == len(self.findings):
            self.findings.append(found)
        else:
            self.findings[i] = found

    named: dict[int, dict[str, float]] = field(default_factory=dict, repr=False)
    """The number entries each claim's words name, with how strongly, by
    token index (``bind.named_entries`` reads them once)."""

    @cached_property
    def sentences(self) -> list[list[int]]:
        """The token indexes of each sentence, in order (empty lists included)."""
        groups: list[list[int]] = []
        i = 0
        for lo, hi in sentences(self.text):
            group = []
            while i < len(self.tokens) and self.tokens[i].start < hi:
                if self.tokens[i].start >= lo:
                    group.append(i)
                i += 1
            groups.append(group)
        return groups

    def named_as_reference(self, start: int, end: int) -> bool:
        """Whether the prose names the number at ``start:end`` as a point of
        comparison: one of the three words before it, in its clause ("vs
        Monday (2.74%)", "from $6,894.75"; "the $250 threshold" is not before
        it: "than the $250 threshold"), an arrow after it ("$711.64 →
        $713.34"), or its table column's header ("| Yesterday |")."""
        if arrow_after(self.text, end):
            return True
        header = self.layout.place(start).header
        near = words_before(self.text, start) + [w.lower() for w in words(header)]
        return not reference_words().isdisjoint(near)

    @cached_property
    def _sentence_by_token(self) -> dict[int, list[int]]:
        return {i: g for g in self.sentences for i in g}

    def sentence_of(self, i: int) -> list[int]:
        """The token indexes of token ``i``'s sentence."""
        return self._sentence_by_token.get(i, [i])

    def is_number(self, i: int) -> bool:
        """Whether token ``i`` is a claim with a value."""
        t = self.tokens[i]
        return t.kind is Kind.CLAIM and t.value is not None

"""Priority ties between terminals, proven in seconds (issue 24).

Lark's strict mode fails a grammar where two terminals of the same priority,
both tried in one state of the contextual lexer, can match the same text:
the lexer would choose between them by luck. Lark proves it with
``interegular``, over every pair of one lexer, each pattern turned into an
automaton over one alphabet for all terminals and one context length for
all look-arounds (the longest any terminal has). Since the number words'
look-behinds (seven characters) every automaton grew with it, and the
strict build took over 13 minutes.

``prove`` checks the same pairs for the same property, faster:

1. The pairs are Lark's own: the strict build runs (so a shift/reduce
   conflict still fails it), and the hook Lark calls for each lexer's
   collision scan records the lexer's terminals instead of scanning them.
2. Two terminals whose matches cannot begin with a common character cannot
   match the same text: most pairs end here (``regexes.first_chars``).
3. Two terminals that match few strings each (a unit's spellings), none in
   common once their look-arounds are dropped and case is folded, cannot
   match the same text either (``regexes.language``): dropping a look-around
   can only add strings.
4. Each pair left is compared as Lark compares it, with ``interegular``,
   but in batches of one context length (how far the look-arounds reach),
   each over the alphabet of its own patterns, which changes no answer (a
   larger context is only more characters that may be anything) and keeps
   each automaton small.

Where ``interegular`` cannot read a pattern (look-behinds, ``^``), Lark
assumes the pair disjoint and says nothing. Here such a pair is compared
once more without its look-arounds and anchors, which can only add
matches: disjoint then is disjoint indeed. What is still undecided is
returned, so that a test can pin it.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any
from unittest import mock

from regexes import first_chars, first_class, language, strip_lookarounds

__all__ = ["Proof", "lexer_groups", "prove"]


def lexer_groups(build: Any) -> list[dict[str, tuple[str, int]]]:
    """For each lexer the contextual lexer builds, the terminals Lark would
    scan for collisions: name -> (regex, priority).

    ``build()`` must build the parser in strict mode, in which Lark calls
    ``lark.lexer._check_regex_collisions`` once per lexer state."""
    import lark.lexer

    groups: list[dict[str, tuple[str, int]]] = []

    def record(terminal_to_regexp: dict, comparator: Any, strict_mode: bool, *rest: Any) -> None:
        if strict_mode:  # not Lark's own grammar of grammars, built on first use
            found = terminal_to_regexp.items()
            groups.append({t.name: (regexp, t.priority) for t, regexp in found})

    with mock.patch.object(lark.lexer, "_check_regex_collisions", record):
        build()
    assert groups, "the strict build scanned no lexer: did Lark rename its hook?"
    return groups


@dataclass
class Proof:
    pairs: int = 0
    """Same-priority pairs that some lexer tries."""
    by_first_char: int = 0
    """Proven disjoint by their first characters."""
    by_language: int = 0
    """Proven disjoint by the few strings each matches."""
    by_automaton: int = 0
    """Proven disjoint by comparing their automata."""
    without_lookarounds: int = 0
    """Proven disjoint only once their look-arounds were dropped."""
    collisions: list[tuple[str, str]] = field(default_factory=list)
    """Pairs that can match the same text: the failures."""
    undecided: list[tuple[str, str]] = field(default_factory=list)
    """Pairs no comparison could decide (Lark assumes these disjoint).

    Pairs are named without the prefix Lark gives what a file does not
    export (``windows__COUNT_DAYS`` is ``COUNT_DAYS``)."""


def prove(groups: list[dict[str, tuple[str, int]]]) -> Proof:
    """Check every same-priority pair of every lexer (see the module's doc)."""
    pairs: set[tuple[str, str]] = set()
    for group in groups:
        for a, b in itertools.combinations(sorted(group), 2):
            if group[a][1] == group[b][1]:
                pairs.add((a, b))
    proof = Proof(pairs=len(pairs))
    regexes = {name: regex for group in groups for name, (regex, _) in group.items()}
    first = _FirstChars(regexes)
    few: dict[str, set[str] | None] = {}
    left = []
    for a, b in sorted(pairs):
        if first.disjoint(a, b):
            proof.by_first_char += 1
            continue
        for name in (a, b):
            if name not in few:
                spelled = language(_loose(regexes[name]), limit=1000)
                few[name] = None if spelled is None else {s.casefold() for s in spelled}
        fa, fb = few[a], few[b]
        if fa is not None and fb is not None and not fa & fb:
            proof.by_language += 1
        else:
            left.append((a, b))
    exact = _compare(left, regexes)
    loose_pairs = [pair for pair in left if exact[pair] is None]
    loose = _compare(loose_pairs, {name: _loose(regexes[name]) for pair in loose_pairs
                                   for name in pair})
    for pair in left:
        if exact[pair] is True:
            proof.by_automaton += 1
        elif exact[pair] is False:
            proof.collisions.append(_plain(pair))
        elif loose[pair]:
            proof.without_lookarounds += 1
        else:
            proof.undecided.append(_plain(pair))
    return proof


def _plain(pair: tuple[str, str]) -> tuple[str, str]:
    a, b = (str(name).rpartition("__")[2] for name in pair)
    return (a, b) if a <= b else (b, a)


class _FirstChars:
    """Whether two terminals' matches can begin with a common character."""

    def __init__(self, regexes: dict[str, str]) -> None:
        self._regexes = regexes
        self._listed = {name: first_chars(regex) for name, regex in regexes.items()}
        self._classes: dict[str, re.Pattern[str] | None] = {}
        self._members: dict[str, str] = {}

    def _class(self, name: str) -> re.Pattern[str] | None:
        if name not in self._classes:
            self._classes[name] = first_class(self._regexes[name])
        return self._classes[name]

    def disjoint(self, a: str, b: str) -> bool:
        la, lb = self._listed[a], self._listed[b]
        if la is not None and lb is not None:
            return not la & lb
        if la is not None or lb is not None:  # one listed: try its characters on the other
            listed, other = (la, self._class(b)) if la is not None else (lb, self._class(a))
            return other is not None and not any(other.fullmatch(c) for c in listed)
        ca, cb = self._class(a), self._class(b)
        if ca is None or cb is None:
            return False
        if a not in self._members:  # every character a's class admits, in one string
            self._members[a] = "".join(ca.findall(_UNIVERSE()))
        return cb.search(self._members[a]) is None


@cache
def _UNIVERSE() -> str:
    """Every character (surrogates aside)."""
    return "".join(map(chr, itertools.chain(range(0xD800), range(0xE000, 0x110000))))


_ANCHOR = re.compile(r"(?<!\\)\^(?![^\[]*\])")


def _loose(regex: str) -> str:
    """``regex`` without look-arounds, line anchors and the flag they need:
    it matches more."""
    return _ANCHOR.sub("", strip_lookarounds(regex)).replace("(?m:", "(?:")


def _compare(
    pairs: list[tuple[str, str]], regexes: dict[str, str]
) -> dict[tuple[str, str], bool | None]:
    """For each pair, whether the two patterns can never match the same text
    (None: ``interegular`` cannot read one of them).

    Two automata compare only over one alphabet and one context length (how
    far their look-arounds reach), so the pairs are compared in batches of
    one context length, each over the alphabet of the patterns it holds, and
    each pattern's automaton is built once per batch."""
    import interegular

    flags = interegular.REFlags(0)
    patterns: dict[str, Any] = {}
    for name in {name for pair in pairs for name in pair}:
        try:
            patterns[name] = interegular.parse_pattern(regexes[name])
        except interegular.patterns.Unsupported:
            patterns[name] = None
    out: dict[tuple[str, str], bool | None] = {}
    batches: dict[tuple[int, int], list[tuple[str, str]]] = {}
    for a, b in pairs:
        pa, pb = patterns[a], patterns[b]
        if pa is None or pb is None:
            out[a, b] = None
            continue
        (a0, a1), (b0, b1) = pa.prefix_postfix, pb.prefix_postfix
        batches.setdefault((max(a0, b0), max(a1, b1)), []).append((a, b))
    for context, batch in batches.items():
        names = {name for pair in batch for name in pair}
        alphabets = (patterns[name].get_alphabet(flags) for name in names)
        alphabet = interegular.fsm.Alphabet.union(*alphabets)[0]
        automata = {}
        for name in names:
            try:
                automata[name] = patterns[name].to_fsm(alphabet, context)
            except interegular.patterns.Unsupported:
                automata[name] = None
        for a, b in batch:
            fa, fb = automata[a], automata[b]
            out[a, b] = None if fa is None or fb is None else bool(fa.isdisjoint(fb))
    return out

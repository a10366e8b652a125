"""The speed-ups of issue 6 change no token.

The grammar lexes a stretch of prose as one terminal (_PROSE, _PROSE_ON),
skips spaces before trying anything else (_SPACE.9), and the parser's text
rules get lean callbacks. The reference is the same grammar without those:
one _WORD or _PUNCT per word or mark, spaces tried last, trees built by the
transformer. Both must give the same tokens on the corpus and on text drawn
from the grammar's own words; and every terminal that can follow plain text must
stop a run (a cue, a number word) or need a digit near.
"""

from __future__ import annotations

import random
import re

import pytest
from corpus_texts import corpus_texts
from lark import Lark

from numground import tokenize
from numground.lex import parser as parser_module
from numground.lex.transform import ToDrafts

PLAIN = frozenset({"_WORD", "_PUNCT", "_NEWLINE", "_SPACE", "_INDENT", "_PROSE", "_PROSE_ON"})
ANYWHERE = frozenset({"CUE_DOWN", "CUE_UP", "CUE_OUTFLOW", "CUE_INFLOW", "CUE_MORE", "CUE_FEWER",
                      "CUE_COMPARE", "MONTH", "URL", "NUMBER_WORDS", "SHARE_WORDS",
                      "TIMES_WORDS"})


def _reference_grammar() -> str:
    text = parser_module.grammar_text()
    start = re.search(r"^start: .*$", text, re.M)
    assert start is not None
    text = text.replace(start.group(0), "start: (item | _WORD | _PUNCT | _NEWLINE)*")
    text = re.sub(r"^_SPACE\.\d+: .*$", r"_SPACE: /[^\\S\\n]+/", text, flags=re.M)
    text = text.replace("%ignore _INDENT", "")
    return text


@pytest.fixture(scope="module")
def reference() -> Lark:
    """Built once per module, without the regex collision scan (seconds each
    time; the strict build in test_grammar.py runs it once)."""
    with parser_module._without_collision_scan():
        return Lark(_reference_grammar(), parser="lalr", lexer="contextual",
                    maybe_placeholders=False, transformer=ToDrafts())


def _corpus_texts() -> list[str]:
    return list(corpus_texts())


def _drawn_texts(n: int) -> list[str]:
    """Text made of the grammar's own words, numbers, marks and spaces."""
    grammar = parser_module.grammar_text()
    words = sorted(set(re.findall(r"[A-Za-z]{2,}", grammar)))
    atoms = words + [w.capitalize() for w in words] + [
        "1", "7.5", "12,345", "2025", "8:05", "3", "5K", "v1.2.3", "Q3", "3rd", "1.", "2)",
        "-", "–", "—", "\u2212", "+", "~", "≈", "$", "€", "£", "¥", ".", ",", ";", ":", "(", ")",
        "[", "]", "#", "/", "'", "’", "|", "*", "%", "°", "×", "&", "@", "_", "!", "?",
        "over the last", "more than", "at least", "about", "between", "and", "to", "in", "at",
        "the", "a", "Zone", "Aug", "May", "USD", "https://x.io/a/42", "www.x.io", "a@b.co",
        "pg-prod-3", "12-of-20", "١٢", "CO₂", "über", "naïve",
    ]
    gaps = ["", " ", " ", " ", "  ", "\n", "\u00a0", "\u2009", "\t", "-"]
    rng = random.Random(20266)
    out = []
    for _ in range(n):
        parts = []
        for _ in range(rng.randint(1, 30)):
            parts.append(rng.choice(atoms))
            parts.append(rng.choice(gaps))
        out.append("".join(parts))
    return out


def test_prose_runs_change_no_token(reference: Lark, monkeypatch) -> None:
    fast = parser_module.get_parser()
    texts = _corpus_texts() + _drawn_texts(3000)
    texts.append("\u2212" * 500 + "5 and " + "a-" * 300 + "7 " + "x" * 100 + " 9")
    for text in texts:
        monkeypatch.setattr(parser_module, "get_parser", lambda: reference)
        expected = tokenize(text)
        monkeypatch.setattr(parser_module, "get_parser", lambda: fast)
        assert tokenize(text) == expected, text


# ------------------------------------------------ what the runs rely on


def _first_chars(pattern: str) -> set[str] | None:
    """The characters a match of ``pattern`` can begin with (None: any)."""
    try:
        import re._constants as sc
        import re._parser as sp
    except ImportError:  # Python 3.10
        import sre_constants as sc  # type: ignore[no-redef]
        import sre_parse as sp  # type: ignore[no-redef]

    def seq(items, flags):
        out: set[str] | None = set()
        for op, av in items:
            s, nullable = one(op, av, flags)
            if s is None:
                return None, False
            out |= s
            if not nullable:
                return out, False
        return out, True

    def chars(code: int, flags: int) -> set[str]:
        c = chr(code)
        return {c, c.lower(), c.upper()} if flags & re.IGNORECASE else {c}

    def one(op, av, flags):
        if op is sc.LITERAL:
            return chars(av, flags), False
        if op is sc.IN:
            out = set()
            for iop, iav in av:
                if iop is sc.LITERAL:
                    out |= chars(iav, flags)
                elif iop is sc.RANGE:
                    for code in range(iav[0], iav[1] + 1):
                        out |= chars(code, flags)
                else:
                    return None, False
            return out, False
        if op is sc.BRANCH:
            out, nullable = set(), False
            for alt in av[1]:
                s, n = seq(list(alt), flags)
                if s is None:
                    return None, False
                out |= s
                nullable |= n
            return out, nullable
        if op is sc.SUBPATTERN:
            _, add, remove, sub = av
            return seq(list(sub), (flags | add) & ~remove)
        if op in (sc.MAX_REPEAT, sc.MIN_REPEAT):
            low, _, sub = av
            s, n = seq(list(sub), flags)
            return s, low == 0 or n
        if op in (sc.AT, sc.ASSERT, sc.ASSERT_NOT):
            return set(), True
        return None, False

    parsed = sp.parse(pattern)
    return seq(list(parsed), parsed.state.flags)[0]


def test_free_marks_and_spaces_begin_no_other_terminal() -> None:
    built = parser_module.get_parser()
    by_name = {t.name: t.pattern.to_regexp() for t in built.terminals}
    free_mark = re.search(r"^_FREE_MARK: /(.*)/$", parser_module.grammar_text(), re.M)
    assert free_mark is not None
    free = re.compile(free_mark.group(1))
    priority = {t.name: t.priority for t in built.terminals}
    # a terminal tried before the runs and the spaces (a higher priority) is not shadowed by them
    first_tried = max(priority["_PROSE_ON"], priority["_PROSE"], priority["_SPACE"])
    for name, pattern in by_name.items():
        if name in PLAIN or priority[name] > first_tried:
            continue
        first = _first_chars(pattern)
        assert first is not None, name
        assert not [c for c in first if free.fullmatch(c)], (name, "can begin with a free mark")
        if name not in {"RANGE_DASH", "DAY_RANGE_END", "ENUMERATOR"}:
            assert not [c for c in first if c.isspace()], (name, "can begin with a space")


def _after_plain(reference: Lark) -> set[str]:
    """The terminals that can follow plain text: where a prose run may stop."""
    table = reference.parser.parser._parse_table
    after_plain = set()
    for actions in table.states.values():
        for plain in ("_WORD", "_PUNCT", "_NEWLINE"):
            if plain in actions and actions[plain][0].name == "Shift":
                after_plain |= {k for k in table.states[actions[plain][1]] if k.isupper()}
    return after_plain - PLAIN - {"$END"}


_DIGIT_NEAR = re.compile(re.search(r"^_DIGIT_NEAR: /(.*)/$", parser_module.grammar_text(),
                                   re.M).group(1))  # type: ignore[union-attr]


def test_every_terminal_after_plain_text_needs_a_digit_near_or_stops_runs(reference) -> None:
    """A prose run stops at a cue, a month, a number word's first word, a URL,
    or a digit within its blob and the next three; any other terminal that
    can follow plain text must need such a digit, or a run would swallow it.

    Checked on what each terminal really matches: strings drawn from its
    pattern without look-arounds (``tests/test_fuzz_properties.py``), kept
    when the terminal itself matches them (in a sentence's context), must
    have a digit near their start."""
    from hypothesis import strategies as st

    patterns = {t.name: t.pattern.to_regexp() for t in reference.terminals}
    tails = st.sampled_from(["", " ", " 5", " km", ".", " and more", "\n"])
    for name in sorted(_after_plain(reference) - ANYWHERE):
        _needs_a_digit(name, patterns[name], tails)


def _needs_a_digit(name: str, pattern: str, tails) -> None:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from tests.test_fuzz_properties import strip_lookarounds

    real = re.compile(pattern)

    @settings(max_examples=40, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(st.from_regex(strip_lookarounds(pattern), fullmatch=True), tails)
    def matches_need_a_digit(drawn: str, tail: str) -> None:
        text = "said " + drawn + tail
        found = real.match(text, 5)
        if found is None or found.end() == 5:
            return  # not what the terminal matches here
        assert _DIGIT_NEAR.match(text, 5), (name, text)

    matches_need_a_digit()


def test_spelled_out_space_is_every_horizontal_space() -> None:
    import sys

    spelled = re.search(r"^_HSPACE: /(.*)/$", parser_module.grammar_text(), re.M)
    assert spelled is not None
    ours, python = re.compile(spelled.group(1)), re.compile(r"[^\S\n]")
    for code in range(sys.maxunicode + 1):
        c = chr(code)
        assert bool(ours.match(c)) == bool(python.match(c)), hex(code)

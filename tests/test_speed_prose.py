"""The speed-ups of issue 6 change no token.

The grammar lexes a stretch of prose as one terminal (_PROSE, _PROSE_ON),
skips spaces before trying anything else (_SPACE.9), and the parser's text
rules get lean callbacks. The reference is the same grammar without those:
one _WORD or _PUNCT per word or mark, spaces tried last, trees built by the
transformer. Both must give the same tokens on the corpus and on text drawn
from the grammar's own words; and a run must stop before every terminal that
can follow plain text (at a cue, a number word, a digit near: prose.lark's
_RUN_STOP).
"""

from __future__ import annotations

import random
import re

import pytest
from corpus_texts import corpus_texts
from lark import Lark
from regexes import first_chars, strip_lookarounds

from numground import tokenize
from numground.lex import grammar
from numground.lex import parser as parser_module
from numground.lex.transform import ToDrafts

PLAIN = frozenset({"_WORD", "_PUNCT", "_NEWLINE", "_SPACE", "_INDENT", "_PROSE", "_PROSE_ON"})
PROSE = grammar.definitions("prose").terminals
"""grammar/prose.lark's terminals and pieces, by name."""


def _reference_grammar() -> str:
    text = parser_module.grammar_text()
    start = re.search(r"^start: .*$", text, re.M)
    assert start is not None
    text = text.replace(start.group(0), "start: (item | _WORD | _PUNCT | _NEWLINE)*")
    text = text.replace("%ignore _INDENT", "")
    return text + "\n%override _SPACE: /[^\\S\\n]+/\n"


@pytest.fixture(scope="module")
def reference() -> Lark:
    """Built once per module, without the regex collision scan (seconds each
    time; test_grammar.py proves the grammar free of ties)."""
    with parser_module._without_collision_scan():
        return Lark(_reference_grammar(), parser="lalr", lexer="contextual",
                    maybe_placeholders=False, transformer=ToDrafts(),
                    source_path=str(parser_module.grammar_path()))


def _corpus_texts() -> list[str]:
    return list(corpus_texts())


def _drawn_texts(n: int) -> list[str]:
    """Text made of the grammar's own words, numbers, marks and spaces."""
    every_file = "\n".join(p.read_text(encoding="utf-8") for p in grammar.files())
    words = sorted(set(re.findall(r"[A-Za-z]{2,}", every_file)))
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


def test_free_marks_and_spaces_begin_no_other_terminal() -> None:
    built = parser_module.get_parser()
    by_name = {t.name: t.pattern.to_regexp() for t in built.terminals}
    free = re.compile(PROSE["_FREE_MARK"])
    priority = {t.name: t.priority for t in built.terminals}
    # a terminal tried before the runs and the spaces (a higher priority) is not shadowed by them
    first_tried = max(priority["_PROSE_ON"], priority["_PROSE"], priority["_SPACE"])
    for name, pattern in by_name.items():
        if name in PLAIN or priority[name] > first_tried:
            continue
        first = first_chars(pattern)
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


_RUN_STOP = re.compile(PROSE["_RUN_STOP"])


def test_a_run_stops_before_every_terminal_that_can_follow_plain_text(reference) -> None:
    """A prose run stops where its stop piece (``_RUN_STOP``: a cue, a month,
    a number word's first word, a URL, or a digit within its blob and the
    next three) matches; a terminal that can follow plain text where it
    would not match could be swallowed by a run. So every such terminal, on
    whatever it really matches, must meet a run stop at its first character:
    no list of them is kept here, a new one is checked as it lands.

    Checked on strings drawn from each terminal's pattern without
    look-arounds, kept when the terminal itself matches them (in a
    sentence's context)."""
    from hypothesis import strategies as st

    patterns = {t.name: t.pattern.to_regexp() for t in reference.terminals}
    tails = st.sampled_from(["", " ", " 5", " km", ".", " and more", "\n"])
    after_plain = sorted(_after_plain(reference))
    assert {"CUE_DOWN", "MONTH", "NUMBER_WORDS", "URL", "HEDGE", "LABEL"} <= set(after_plain)
    for name in after_plain:
        _stops_a_run(name, patterns[name], tails)


def _stops_a_run(name: str, pattern: str, tails) -> None:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    real = re.compile(pattern)

    @settings(max_examples=40, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(st.from_regex(strip_lookarounds(pattern), fullmatch=True), tails)
    def a_run_stops_here(drawn: str, tail: str) -> None:
        text = "said " + drawn + tail
        found = real.match(text, 5)
        if found is None or found.end() == 5:
            return  # not what the terminal matches here
        assert _RUN_STOP.match(text, 5), (name, text)

    a_run_stops_here()


def test_the_run_stop_check_fails_on_a_cue_left_out() -> None:
    """The check above can fail: without CUE_DOWN in the stops, "down" after
    plain text would be read into a run."""
    without = PROSE["_RUN_STOP"].replace(grammar.definitions("cues").terminals["CUE_DOWN"], "(?!)")
    assert without != PROSE["_RUN_STOP"]
    assert re.compile(PROSE["_RUN_STOP"]).match("said down", 5)
    assert not re.compile(without).match("said down", 5)


def test_spelled_out_space_is_every_horizontal_space() -> None:
    import sys

    ours, python = re.compile(PROSE["_HSPACE"]), re.compile(r"[^\S\n]")
    for code in range(sys.maxunicode + 1):
        c = chr(code)
        assert bool(ours.match(c)) == bool(python.match(c)), hex(code)

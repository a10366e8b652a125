"""``iter_tokens`` (SPEC §1, issue 16 item 2): the tokens of ``tokenize``,
yielded chunk by chunk, never holding more than one chunk's parse and an
open timeline, and the same tokens however the text is cut."""

from __future__ import annotations

import importlib
import tracemalloc
import types

import pytest
from corpus_texts import corpus_texts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from numground import Kind, iter_tokens, tokenize

module = importlib.import_module("numground.lex.tokenize")  # the package exports the function



def _texts() -> list[str]:
    return list(corpus_texts())


TEXTS = _texts()
LINES = sorted({line for text in TEXTS for line in text.splitlines() if line.strip()})
ROWS = ["- 7:15 wake", "- 8:30 run 5 km", "| 9:45 | 52 bpm |", "- 6:00 coffee",
        "1. 10:05 standup", "- 11:10 bed"]  # fmt: skip


def _by_paragraph(text: str) -> list:
    """The reference: each blank-line-separated paragraph tokenized alone,
    offsets shifted. No rule reaches across a line without a digit."""
    out, pos = [], 0
    for part in text.split("\n\n"):
        out.extend(t.__class__(**{**_fields(t), "start": t.start + pos, "end": t.end + pos})
                   for t in tokenize(part))  # fmt: skip
        pos += len(part) + 2
    return out


def _fields(token) -> dict:
    return {name: getattr(token, name) for name in token.__slots__}


def test_it_is_a_generator_of_the_same_tokens_on_every_corpus_text() -> None:
    stream = iter_tokens(TEXTS[0])
    assert isinstance(stream, types.GeneratorType)
    for text in TEXTS:
        assert list(iter_tokens(text)) == tokenize(text), text


def test_the_whole_corpus_at_once_is_each_paragraph_alone() -> None:
    whole = "\n\n".join(TEXTS)
    streamed = list(iter_tokens(whole))
    assert streamed == _by_paragraph(whole)
    assert all(whole[t.start : t.end] == t.text for t in streamed)


def test_a_non_str_is_refused_at_once() -> None:
    with pytest.raises(TypeError, match="bytes"):
        iter_tokens(b"52 bpm")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="int"):
        tokenize(52)  # type: ignore[arg-type]


def test_it_parses_only_as_far_as_it_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[int, int]] = []
    parse = module._parse
    monkeypatch.setattr(module, "_parse", lambda text, lo, hi: calls.append((lo, hi))
                        or parse(text, lo, hi))  # fmt: skip
    monkeypatch.setattr(module, "_CHUNK_CHARS", 64)
    text = "HR 52 bpm, up 4 bpm.\n" * 1000
    stream = iter_tokens(text)
    assert next(stream).text == "52 bpm"
    assert len(calls) == 1 and calls[0][1] - calls[0][0] <= 64 + 21  # one chunk, not the text
    assert len(list(stream)) == 1999


text_parts = st.lists(st.one_of(st.sampled_from(LINES), st.sampled_from(ROWS), st.just("")),
                      min_size=1, max_size=30)  # fmt: skip


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(parts=text_parts, chunk=st.sampled_from([8, 64, 512]))
def test_generated_text_gives_the_same_tokens_however_it_is_cut(parts: list[str], chunk: int
                                                                ) -> None:
    text = "\n".join(parts)
    expected = tokenize(text)
    assert expected == _by_paragraph(text)
    original = module._CHUNK_CHARS
    module._CHUNK_CHARS = chunk
    try:
        assert list(iter_tokens(text)) == expected
    finally:
        module._CHUNK_CHARS = original


def test_a_timeline_cut_between_chunks_is_still_one(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "Plan:\n- 7:15 wake\n- 8:30 run 5 km\n- 9:45 eat\nTotal 12 km"
    whole = [(t.text, t.kind) for t in tokenize(text)]
    assert whole == [("7:15", Kind.TIME), ("8:30", Kind.TIME), ("5 km", Kind.CLAIM),
                     ("9:45", Kind.TIME), ("12 km", Kind.CLAIM)]  # fmt: skip
    monkeypatch.setattr(module, "_CHUNK_CHARS", 8)  # one line a chunk
    assert [(t.text, t.kind) for t in iter_tokens(text)] == whole


def test_a_timeline_that_goes_back_is_not_one() -> None:
    text = "- 7:15 wake\n- 8:30 run\n- 6:45 eat\n"
    assert Kind.TIME not in [t.kind for t in tokenize(text)]
    assert [t.kind for t in tokenize(text.replace("6:45", "9:45"))] == [Kind.TIME] * 3


def test_a_very_long_timeline_is_judged_in_pieces(monkeypatch: pytest.MonkeyPatch) -> None:
    # decided: what iter_tokens holds back stays bounded, so a run of rows is
    # judged over at most _TIMELINE_CHARS; a row going back far below cannot
    # undo the rows above it
    monkeypatch.setattr(module, "_TIMELINE_CHARS", 40)
    text = "- 7:15 a\n- 8:30 b\n- 9:45 c\n- 10:00 d\n- 10:30 e\n- 6:00 f\n"
    kinds = [t.kind for t in tokenize(text)]
    assert kinds[:3] == [Kind.TIME] * 3
    monkeypatch.setattr(module, "_TIMELINE_CHARS", 1 << 14)
    assert Kind.TIME not in [t.kind for t in tokenize(text)]  # one run: it goes back


def _peak(consume) -> int:
    tracemalloc.start()
    try:
        consume()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_streaming_holds_a_chunk_not_the_text(monkeypatch: pytest.MonkeyPatch) -> None:
    # chunks of 500 characters, and rows held back over as much, so a 12.6 kB
    # text is 25 chunks (the shipped sizes make the same point only on a text
    # thirty times as long)
    monkeypatch.setattr(module, "_CHUNK_CHARS", 500)
    monkeypatch.setattr(module, "_TIMELINE_CHARS", 500)
    lines = ("1-" * 50 + "\n") * 125
    list(iter_tokens(lines[:2_000]))  # the lexer states this text reaches, compiled
    text = "1-" * 5_000  # 10 kB, 5,000 tokens, one line: one chunk...
    # ...and the same cut into many chunks: lines
    kept = _peak(lambda: tokenize(lines))
    streamed = _peak(lambda: sum(1 for _ in iter_tokens(lines)))
    assert streamed * 5 < kept  # tokens are not kept...
    # ...and one chunk's parse is what is held (the densest text holds a draft
    # every two characters: bench/linearity.py measures it)
    assert streamed < 400 * module._CHUNK_CHARS
    assert sum(1 for _ in iter_tokens(text)) == 5_000

"""lark-cython is an optional accelerator: it must change nothing but speed."""

from __future__ import annotations

import pytest
from corpus_texts import corpus_texts

from numground import tokenize
from numground.lex import parser as parser_module
from numground.lex.transform import ToDrafts


def _texts() -> list[str]:
    return list(corpus_texts())


def test_accelerated_parser_gives_the_same_tokens(monkeypatch) -> None:
    pytest.importorskip("lark_cython")
    plain = parser_module.build_parser(transformer=ToDrafts())
    fast = parser_module.build_parser(transformer=ToDrafts(), plugins=parser_module.accelerator())
    texts = _texts()
    assert len(texts) > 250
    texts.append("HR 52 bpm and TSB −7.5; 7 USD and 8 EUR")  # exercises error recovery
    for text in texts:
        monkeypatch.setattr(parser_module, "get_parser", lambda: plain)
        expected = tokenize(text)
        monkeypatch.setattr(parser_module, "get_parser", lambda: fast)
        assert tokenize(text) == expected, text

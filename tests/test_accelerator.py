"""lark-cython is an optional accelerator: it must change nothing but speed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from numground import parser as parser_module
from numground import tokenize
from numground.transform import ToDrafts

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def _texts() -> list[str]:
    texts = []
    for path in sorted(CORPUS.glob("*.jsonl")):
        texts.extend(json.loads(line)["text"] for line in path.open(encoding="utf-8"))
    return texts


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

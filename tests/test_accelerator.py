"""lark-cython is an optional accelerator: it must change nothing but speed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from numground import parser as parser_module
from numground.tokenize import _freeze
from numground.transform import ToDrafts

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def _texts() -> list[str]:
    texts = []
    for path in sorted(CORPUS.glob("*.jsonl")):
        texts.extend(json.loads(line)["text"] for line in path.open(encoding="utf-8"))
    return texts


def _tokens(parser, text: str) -> list:
    items = parser.parse(text.replace("\u2212", "-"))
    return [(t.start, t.end, t.kind, t.value, t.unit, t.sign, t.cue, t.approx, t.range)
            for t in _freeze(text, text.replace("\u2212", "-"), items, 0)]


def test_accelerated_parser_gives_the_same_tokens() -> None:
    pytest.importorskip("lark_cython")
    plain = parser_module.build_parser(transformer=ToDrafts())
    fast = parser_module.build_parser(transformer=ToDrafts(), plugins=parser_module.accelerator())
    texts = _texts()
    assert len(texts) > 250
    for text in texts:
        assert _tokens(fast, text) == _tokens(plain, text), text

"""Loading the grammar and building the parser (``lex.parser``): once per
process, cached only where no one else can write, the same parse however built."""

from __future__ import annotations

import pytest
from lark import Tree

from numground import tokenize
from numground.lex import parser as parser_module
from numground.lex.transform import Cue, Draft, ToDrafts

TEXT = "HR 52 bpm, up 3 on Aug 7"


def _drafts(parsed: list) -> list[tuple]:
    return [(type(d).__name__, d.start, d.end, getattr(d, "kind", None), getattr(d, "value", None),
             getattr(d, "unit", None), getattr(d, "direction", None)) for d in parsed]


def test_parser_is_built_once_per_process() -> None:
    tokenize("warm up 1")
    first = parser_module.get_parser()
    tokenize("and 2 more")
    assert parser_module.get_parser() is first


def test_grammar_text_is_read_once() -> None:
    text = parser_module.grammar_text()
    assert parser_module.grammar_text() is text
    assert text == parser_module.grammar_path().read_text(encoding="utf-8")
    assert "\nstart:" in text and "%import .cues" in text  # the entry point imports the rest


def test_the_accelerator_is_switched_by_the_environment(monkeypatch) -> None:
    lark_cython = pytest.importorskip("lark_cython")
    monkeypatch.delenv("NUMGROUND_ACCELERATE", raising=False)
    assert parser_module.accelerator() is lark_cython.plugins
    monkeypatch.setenv("NUMGROUND_ACCELERATE", "0")
    assert parser_module.accelerator() is None
    monkeypatch.setenv("NUMGROUND_ACCELERATE", "1")
    assert parser_module.accelerator() is lark_cython.plugins


def test_without_a_transformer_the_parse_is_a_tree() -> None:
    tree = parser_module.build_parser().parse("HR 52 bpm")
    assert isinstance(tree, Tree) and tree.data == "start"
    (amount,) = tree.children
    assert amount.data == "amount"
    (unit,) = [c.data for c in amount.children if isinstance(c, Tree)]
    assert unit.rpartition("__")[2] == "u_bpm"  # units.lark's alias, imported


def test_a_parser_from_the_cache_parses_as_a_fresh_one(tmp_path) -> None:
    cache = tmp_path / "parser.pickle"
    written = parser_module.build_parser(transformer=ToDrafts(), cache_path=str(cache))
    assert cache.is_file()
    loaded = parser_module.build_parser(transformer=ToDrafts(), cache_path=str(cache))
    expected = _drafts(parser_module.get_parser().parse(TEXT))
    assert _drafts(written.parse(TEXT)) == _drafts(loaded.parse(TEXT)) == expected
    kinds = [d[0] for d in expected]
    assert kinds == ["Draft", "Cue", "Draft", "Draft"]  # 52 bpm, up, 3, Aug 7
    assert isinstance(loaded.parse(TEXT)[1], Cue) and isinstance(loaded.parse(TEXT)[0], Draft)

"""The grammar as an artefact: conflict-free, collision-free, loaded once."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from numground import tokenize
from numground.lex import parser as parser_module

SRC = Path(parser_module.__file__).resolve().parent


@pytest.mark.collisions
def test_strict_build_has_no_conflicts_or_collisions() -> None:
    pytest.importorskip("interegular")
    # strict=True turns shift/reduce conflicts and same-priority regex
    # collisions into errors: a grammar edit that adds one fails here.
    parser_module.build_parser(strict=True)


def test_parser_is_built_once_per_process() -> None:
    tokenize("warm up 1")
    first = parser_module.get_parser()
    tokenize("and 2 more")
    assert parser_module.get_parser() is first


def test_no_lexicon_in_python() -> None:
    # Month names, units and hedge words live in the .lark file only.
    words = ("August", "Sept", "bpm", "kcal", "roughly", "approximately", "Zone", "fell")
    for path in SRC.rglob("*.py"):
        if path.name in {"units.py", "pool.py"}:
            continue  # unit knowledge (dimensions, key suffixes) is data there
        code = "\n".join(
            line for line in path.read_text().splitlines() if not line.lstrip().startswith("#")
        )
        code = re.sub(r'"""[\s\S]*?"""', "", code)
        for word in words:
            assert not re.search(rf"['\"][^'\"]*\b{word}\b", code), (path.name, word)


def test_grammar_ships_in_the_package_or_checkout() -> None:
    assert parser_module.grammar_path().is_file()


def test_tokenize_does_not_import_pint() -> None:
    code = "import sys, numground; numground.tokenize('7.5 km'); print('pint' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_cache_directory_must_be_private(tmp_path, monkeypatch) -> None:
    shared = tmp_path / "shared"
    (shared / "numground").mkdir(parents=True)
    (shared / "numground").chmod(0o777)
    monkeypatch.setenv("XDG_CACHE_HOME", str(shared))
    assert parser_module._cache_dir() is None
    private = tmp_path / "private"
    monkeypatch.setenv("XDG_CACHE_HOME", str(private))
    made = parser_module._cache_dir()
    assert made is not None and (made.stat().st_mode & 0o077) == 0
    monkeypatch.setenv("NUMGROUND_NO_CACHE", "1")
    assert parser_module._cache_dir() is None

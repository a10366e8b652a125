"""Build the LALR parser from the grammar once per process.

The grammar is ``grammar/numground.lark`` and the topic files it imports
(``numground.lex.grammar`` finds them, in the wheel or in a checkout).

Building the parser costs tens of milliseconds, so the analysed parser is
cached, but never in the shared temp folder (another local user could plant
a pickle there, lark issue 1178): only in the per-user directory of
``grammar.cache_dir``, owned by the current user and not writable by anyone
else. ``NUMGROUND_NO_CACHE=1`` turns the cache off. Lark's cache records the
hash of every file the entry point imports, and rebuilds when one changes.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

from numground.lex import grammar

__all__ = ["grammar_path", "grammar_text", "get_parser", "build_parser"]

_lock = threading.Lock()


def grammar_path() -> Path:
    """The grammar's entry point, ``numground.lark`` (it imports the others)."""
    return grammar.path()


@cache
def grammar_text() -> str:
    """The entry point's text. Lark reads it with ``source_path=grammar_path()``,
    so that its ``%import .units`` finds the topic files beside it."""
    return grammar_path().read_text(encoding="utf-8")


@contextmanager
def _without_collision_scan() -> Iterator[None]:
    """Skip Lark's interegular scan at run time.

    When ``interegular`` happens to be installed, Lark compares every pair of
    terminals on each build (seconds). The grammar's collisions are checked
    where they belong, by the strict-mode test; users should not pay for it.
    """
    import lark.lexer

    saved = getattr(lark.lexer, "has_interegular", False)
    lark.lexer.has_interegular = False
    try:
        yield
    finally:
        lark.lexer.has_interegular = saved


def accelerator() -> Any:
    """lark-cython's plugins when installed (``pip install numground[fast]``)
    and not turned off with ``NUMGROUND_ACCELERATE=0``; else None.

    The same grammar and transformer run either way; the test suite checks
    that both give the same tokens on the whole corpus.
    """
    if os.environ.get("NUMGROUND_ACCELERATE", "1") == "0":
        return None
    try:
        import lark_cython
    except ImportError:
        return None
    return lark_cython.plugins


def build_parser(
    *,
    strict: bool = False,
    transformer: Any = None,
    cache_path: str | None = None,
    plugins: Any = None,
):
    """A fresh LALR parser over the grammar (tests use ``strict=True``)."""
    from lark import Lark

    options: dict[str, Any] = {
        "parser": "lalr",
        "lexer": "contextual",
        "strict": strict,
        "maybe_placeholders": False,
        "source_path": str(grammar_path()),
    }
    if plugins is not None:
        options["_plugins"] = plugins
    if transformer is not None:
        options["transformer"] = transformer
    if cache_path is not None:
        options["cache"] = cache_path
    if strict:
        built = Lark(grammar_text(), **options)
    else:
        with _without_collision_scan():
            built = Lark(grammar_text(), **options)
    if transformer is not None:
        _streamline_callbacks(built)
    return built


def _streamline_callbacks(built: Any) -> None:
    """Cheaper reductions for the parse with a transformer (same results).

    The rules of the text itself (``start`` and its repetition) get lean
    callbacks that build no tree (``transform.text_callback``), and the
    callback table is keyed by the very rule objects of the parse table, so
    that each reduction's look-up is an identity hit (a parser loaded from
    the cache holds equal, not identical, rules; equality is Python code).
    """
    from lark.parsers.lalr_analysis import Reduce

    from numground.lex.transform import text_callback

    callbacks = built._callbacks
    rules = {}
    for actions in built.parser.parser._parse_table.states.values():
        for action, arg in actions.values():
            if action is Reduce:
                rules.setdefault(id(arg), arg)
    lean = {rule: text_callback(rule) or callbacks[rule] for rule in rules.values()}
    callbacks.clear()
    callbacks.update(lean)


def get_parser():
    """The process-wide parser, with the token-building transformer applied
    during the parse (no tree is built)."""
    with _lock:
        return _get_parser()


@cache
def _get_parser():
    from numground.lex.transform import ToDrafts

    plugins = accelerator()
    directory = grammar.cache_dir()
    cache_path = None
    if directory is not None:
        import lark

        tag = f"lark-{lark.__version__}-py{sys.version_info[0]}{sys.version_info[1]}"
        if plugins is not None:
            tag += "-cython"
        cache_path = str(directory / f"parser-{tag}.pickle")
    try:
        return build_parser(transformer=ToDrafts(), cache_path=cache_path, plugins=plugins)
    except OSError:
        return build_parser(transformer=ToDrafts(), plugins=plugins)

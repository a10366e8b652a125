"""The grammar's files, and their definitions read without building a parser.

``grammar/numground.lark`` is the entry point: it holds the syntax and
imports the terminals it names from the topic files beside it (``units.lark``,
``dates.lark``, ...) with Lark's ``%import``. The folder ships inside the
wheel (``numground/grammar``); in a source checkout it is read from
``grammar/`` at the repository root.

Reading a word with the grammar's terminals (a data key, a table header)
needs their patterns, not a parser: ``definitions`` loads one file on its own,
with what it imports, the way Lark does before its LALR analysis, and stops
there. That still costs a process about a quarter of a second (Lark builds
its own grammar's parser first), so the definitions are kept, as JSON, in
the per-user cache directory the parser's cache uses, and read again while
no grammar file changed.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path

__all__ = ["ENTRY", "Definitions", "Rule", "cache_dir", "definitions", "files", "folder",
           "path"]

ENTRY = "numground"
"""The file the parser is built from (``numground.lark``)."""


def folder() -> Path:
    """The shipped grammar folder, or the checkout's when running from source."""
    packaged = Path(__file__).resolve().parents[1] / "grammar"
    if (packaged / f"{ENTRY}.lark").is_file():
        return packaged
    return Path(__file__).resolve().parents[3] / "grammar"


def path(name: str = ENTRY) -> Path:
    """One grammar file by name (``units`` is ``units.lark``)."""
    return folder() / f"{name}.lark"


def files() -> tuple[Path, ...]:
    """Every grammar file, the entry point first."""
    others = sorted(p for p in folder().glob("*.lark") if p.stem != ENTRY)
    return (path(), *others)


@dataclass(frozen=True, slots=True)
class Rule:
    """One alternative of a rule, as Lark compiles it."""

    origin: str
    alias: str | None
    expansion: tuple[str, ...]
    """The names of its symbols, in order."""


@dataclass(frozen=True, slots=True)
class Definitions:
    """What one grammar file defines, with what it imports."""

    terminals: dict[str, str]
    """Every terminal and piece by name, as a regular expression. Names the
    file imports keep their name; what they use gets Lark's prefix."""
    rules: tuple[Rule, ...]
    """Every alternative of every rule, in the order written."""

    def alternatives(self, rule: str) -> tuple[Rule, ...]:
        """The alternatives of one rule."""
        return tuple(r for r in self.rules if r.origin == rule)


def cache_dir() -> Path | None:
    """A per-user cache directory that only this user can write, or None
    (also when ``NUMGROUND_NO_CACHE`` is set)."""
    if os.environ.get("NUMGROUND_NO_CACHE"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    path = Path(base) / "numground"
    try:
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
        st = path.stat()
    except OSError:
        return None
    getuid = getattr(os, "getuid", None)
    if getuid is not None and st.st_uid != getuid():
        return None
    if st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return None
    return path


@cache
def definitions(name: str = ENTRY) -> Definitions:
    """The definitions of ``name``'s file, once per process: from the cache
    while no grammar file changed, else loaded (no LALR table is built)."""
    directory = cache_dir()
    stored = None if directory is None else directory / f"definitions-{name}.json"
    version = _version()
    if stored is not None:
        try:
            data = json.loads(stored.read_text(encoding="utf-8"))
            if data["version"] == version:
                rules = tuple(Rule(r["origin"], r["alias"], tuple(r["expansion"]))
                              for r in data["rules"])
                return Definitions(data["terminals"], rules)
        except (OSError, ValueError, KeyError, TypeError):
            pass
    found = _load(name)
    if stored is not None:
        data = {"version": version, **asdict(found)}
        spare = stored.with_name(f"{stored.name}.{os.getpid()}")
        try:
            spare.write_text(json.dumps(data), encoding="utf-8")
            spare.replace(stored)  # whole or not at all, for a reader alongside
        except OSError:
            pass
    return found


def _version() -> str:
    """What the definitions depend on: every grammar file and Lark's version."""
    import lark

    digest = hashlib.sha256(lark.__version__.encode())
    for source in files():
        digest.update(source.name.encode() + b"\0" + source.read_bytes() + b"\0")
    return digest.hexdigest()


def _load(name: str) -> Definitions:
    from lark.load_grammar import load_grammar

    source = path(name)
    grammar, _ = load_grammar(source.read_text(encoding="utf-8"), str(source), [], False)
    keep = [term for term, _ in grammar.term_defs]
    starts = [rule[0] for rule in grammar.rule_defs]
    terminals, rules, _ = grammar.compile(starts, keep)
    return Definitions(
        terminals={str(t.name): t.pattern.to_regexp() for t in terminals},
        rules=tuple(
            Rule(str(r.origin.name), r.alias and str(r.alias),
                 tuple(str(s.name) for s in r.expansion))
            for r in rules
        ),
    )

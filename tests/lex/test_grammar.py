"""The grammar as an artefact: conflict-free, collision-free, and the one home
of its word lists (no Python module spells them again)."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest
from grammar_words import grammar_words

import numground
from numground.lex import parser as parser_module
from numground.lex.lexicon import CUES
from numground.tables.units import ROWS, UNITS

SRC = Path(numground.__file__).resolve().parent
"""The whole package (this test once read ``lex/`` only)."""


@pytest.mark.collisions
def test_strict_build_has_no_conflicts_or_collisions() -> None:
    pytest.importorskip("interegular")
    # strict=True turns shift/reduce conflicts and same-priority regex
    # collisions into errors: a grammar edit that adds one fails here.
    parser_module.build_parser(strict=True)


# ---------------------------------------------------------- the lexicon's home
# The grammar's word lists (month names, window words, cue words, unit
# spellings, hedges) are read from its terminals, every spelling each can
# match; then every string literal of the package that reads text as words (a
# literal that is one such word, or a regular expression) must hold none.
# What may still hold one is listed below, each with why: nothing is exempt
# by file.

NAMES = frozenset(UNITS) | frozenset(CUES.values())
"""Names, not spellings: the canonical unit symbols the grammar's aliases name
(``u_km`` -> ``km``, the unit table's rows) and the kinds its cue terminals give
(``CUE_DOWN`` -> ``down``, ``Token.cue``)."""

PINT_NAMES = frozenset(w for u in ROWS if u.pint for w in re.findall(r"[a-z]+", u.pint))
"""Pint's names for the unit table's rows (``kilometer``): how the table asks
Pint, in ``tables/units.py`` only."""

ALLOWED: dict[tuple[str, str], str] = {
    # the same letters for another thing
    ("tables/units.py", "apr"): "a rate's key word (annual percentage rate), not April",
    ("tables/units.py", "capex"): "MONEY_WORDS: a key that names money (a cue says which way)",
    ("tables/units.py", "cost"): "MONEY_WORDS",
    ("tables/units.py", "costs"): "MONEY_WORDS",
    ("tables/units.py", "earnings"): "MONEY_WORDS",
    ("tables/units.py", "fee"): "MONEY_WORDS, NOT_A_SHARE_WORDS",
    ("tables/units.py", "fees"): "MONEY_WORDS",
    ("tables/units.py", "income"): "MONEY_WORDS",
    ("tables/units.py", "net"): "MONEY_WORDS",
    ("tables/units.py", "spend"): "MONEY_WORDS",
    ("tables/units.py", "spent"): "MONEY_WORDS",
    ("tables/units.py", "charge"): "CENT_WORDS: a key beside which c is cents",
    ("tables/units.py", "charges"): "CENT_WORDS",
    ("tables/units.py", "churn"): "SHARE_WORDS: a key of a share",
    ("tables/units.py", "margin"): "SHARE_WORDS",
    ("tables/units.py", "delta"): "EXTREME_WORDS: which reading of a quantity a key holds",
    ("tables/units.py", "change"): "NOT_A_SHARE_WORDS: a rate key that is no share",
    ("tables/units.py", "discount"): "NOT_A_SHARE_WORDS",
    ("tables/units.py", "gain"): "LENGTH_WORDS: a key beside which m is metres",
    ("tables/units.py", "percent"): "the alias spelling of % (u_percent), read by symbol_of_alias",
    ("tables/units.py", "cent"): "the alias spelling of ¢ (u_cent); KEY_SCALES: amount_cent",
    ("tables/units.py", "cents"): "KEY_SCALES: a key in cents (amount_cents)",
    ("data/pool.py", "percent"): "a value of the hints file's 'percent' field (--pool-hints)",
    ("data/pool.py", "cents"): "a value of the hints file's 'scale' field (--pool-hints)",
    ("data/keys.py", "per"): "a key's 'per' joins two unit words (price_per_kwh)",
    ("data/keys.py", "day"): "a key word that names a day (business_date, _DAY_WORDS)",
    ("lex/tokens.py", "year"): "Kind.YEAR's value, a name in reports",
    ("eval/scores.py", "higher"): "a metric's direction (HIGHER), a name in the baseline",
    ("eval/scores.py", "lower"): "a metric's direction (LOWER)",
    ("eval/evaluate.py", "extra"): "a token diff's name, in the evaluation's output",
    ("judge/derive.py", "compared"): "Gate.COMPARED, a rule's gate",
    ("judge/derive.py", "difference"): "a rule's name in RULES (--no-rule difference)",
    ("report.py", "approx"): "Token.approx's key in the JSON report",
    ("report.py", "compared"): "Token.compared's key in the JSON report",
    ("render/text.py", "approx"): "a flag's name in the token listing",
    ("render/text.py", "above"): "where a claim sits from its entry, in a report's words",
    ("render/text.py", "below"): "where a claim sits from its entry",
    ("render/text.py", "left"): "a run summary's words ('no record ... left')",
    ("batch/audit.py", "left"): "the progress line's words ('--:-- left')",
    ("render/markdown.py", "hr"): "markdown-it's token for a horizontal rule",
}
"""A grammar word in a literal that means something else there, and why."""

STILL_IN_PYTHON: dict[tuple[str, str], str] = {
    # data keys read with spellings of their own, where the grammar's would do
    **{("tables/units.py", w): "a key spelling the grammar reads (keys._unit_word falls back "
       "to lexicon.unit_of): the declared spelling<->unit mapping of issue 24 item 6"
       for w in ("acres", "celsius", "fahrenheit", "feet", "grams", "hours", "inches", "kgs",
                 "kilometers", "kilometres", "kmh", "knots", "kph", "kt", "kts", "lbs", "mbar",
                 "mcg", "meq", "meters", "metres", "miles", "mins", "minutes", "ml",
                 "mmhg", "pct", "sec", "seconds", "secs", "sqft", "ug", "watts", "yards", "yds")},
    ("tables/units.py", "m3"): "a key spelling of m³ (the grammar spells it only after '/')",
    ("tables/units.py", "hr"): "KEY_AMBIGUOUS: the grammar's hour spellings, again",
    ("tables/units.py", "hrs"): "KEY_AMBIGUOUS: the grammar's hour spellings, again",
    ("data/keys.py", "ml"): "_VOLUMES: the grammar's PER_ML (and PER_LITRE, PER_DL, PER_UL)",
    **{("data/keys.py", w): "_PERIOD: the grammar's window words, again, for keys"
       for w in ("last", "week", "weeks", "month", "months", "day", "days", "year", "years")},
    ("judge/stale.py", "last"): "_EARLIER: a word of the point of comparison (words.txt)",
    ("judge/bind.py", "prior"): "words.txt's [reference] and synonym group name, again",
    ("judge/bind.py", "hours"): "_WORD: a window glued to a number ('24-hour'), the grammar's",
    ("judge/bind.py", "hr"): "_WORD: the grammar's hour spellings",
    ("judge/bind.py", "days"): "_WORD: the grammar's window words",
    ("judge/bind.py", "weeks"): "_WORD: the grammar's window words",
    ("judge/bind.py", "months"): "_WORD: the grammar's window words",
    ("lex/dates.py", "sept"): "a month spelling the grammar has and calendar lacks",
}
"""Word lists that live in Python still (issue 24 items 3 and 6 move them):
where each belongs. A word removed from the code must leave this list too."""

_RE_CALLS = frozenset({"compile", "match", "search", "fullmatch", "findall", "finditer",
                       "split", "sub", "subn"})
_REGEX = re.compile(r"\(\?[:!=<iP]|\\[bsdwSDW]|[A-Za-z]\|[A-Za-z(]")
_LETTERS = re.compile(r"[^\W\d_]{2,}")


@cache
def _literals(path: Path) -> list[tuple[int, str, bool]]:
    """``_reading_literals`` of a source file, read once for both tests."""
    return _reading_literals(ast.parse(path.read_text("utf-8")))


def _reading_literals(tree: ast.AST) -> list[tuple[int, str, bool]]:
    """(line, text, is a regex) of each string literal that reads words: not a
    docstring, not a name in ``__all__``."""
    skip = {id(n.value) for n in ast.walk(tree)
            if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    regex: set[int] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__all__" for t in n.targets):
            skip.update(id(x) for x in ast.walk(n.value))
        if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                and isinstance(n.func.value, ast.Name) and n.func.value.id == "re"
                and n.func.attr in _RE_CALLS and n.args):
            regex.update(id(x) for x in ast.walk(n.args[0]))
    return [(n.lineno, n.value, id(n) in regex or bool(_REGEX.search(n.value)))
            for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skip]


@cache
def lexicon_in_python() -> dict[tuple[str, str], list[str]]:
    """(module, grammar word) -> where a literal of the module reads it."""
    spellings: dict[str, str] = {}
    for words in grammar_words().values():
        spellings.update(words)
    found: dict[tuple[str, str], list[str]] = defaultdict(list)
    for path in sorted(SRC.rglob("*.py")):
        module = path.relative_to(SRC).as_posix()
        for line, text, is_regex in _literals(path):
            for word in set(_LETTERS.findall(text)) if is_regex else {text.strip()}:
                hit = word if word in spellings else word.lower()
                if hit not in spellings or hit in NAMES:
                    continue
                if module == "tables/units.py" and hit in PINT_NAMES:
                    continue
                found[(module, hit)].append(f"{module}:{line} {text[:50]!r}")
    return dict(found)


def test_the_grammar_word_lists_are_read() -> None:
    lists = grammar_words()
    assert {"august", "sept", "May", "March"} <= lists["month names"].keys()
    assert {"days", "weeks", "nights", "hours", "last", "every"} <= lists["window words"].keys()
    assert {"fell", "dropped", "rose", "spent", "than", "short"} <= lists["cue words"].keys()
    assert {"kilometres", "bpm", "kcal", "°C", "min/km", "kWh"} <= lists["unit spellings"].keys()
    assert {"roughly", "approximately", "at least"} <= lists["hedges"].keys()
    assert "may" not in lists["month names"]  # "May" needs its capital
    # the twin: no other terminal's words join a list
    assert not {"zone", "between", "race"} & {w for ws in lists.values() for w in ws}


def test_no_lexicon_in_python() -> None:
    found = lexicon_in_python()
    new = {key: where for key, where in found.items()
           if key not in ALLOWED and key not in STILL_IN_PYTHON}
    assert not new, ("grammar words spelt in Python (read them with lex.lexicon, or "
                     "list why in ALLOWED): " + "; ".join(w[0] for w in new.values()))


@pytest.mark.parametrize("listed", [ALLOWED, STILL_IN_PYTHON], ids=["allowed", "still"])
def test_every_listed_exception_still_occurs(listed: dict[tuple[str, str], str]) -> None:
    gone = sorted(set(listed) - lexicon_in_python().keys())
    assert not gone, f"no longer in the code, remove from the list: {gone}"


def test_a_word_list_in_python_is_found(tmp_path, monkeypatch) -> None:
    # the twin of the above: the check sees a list, a regex and a lone word
    # in a new module, and skips docstrings, messages and __all__
    pkg = tmp_path / "numground"
    (pkg / "lex").mkdir(parents=True)
    (pkg / "lex" / "spy.py").write_text(
        '"""A docstring may say fell, roughly, August."""\n'
        '__all__ = ["fell"]\n'
        'import re\n'
        'MONTHS = {"august": 8, "sept": 9}\n'
        'CUE = re.compile(r"(?:plunged|fell)\\s")\n'
        'HEDGE = "roughly"\n'
        'MESSAGE = "the value fell by roughly half in August"\n', "utf-8")
    monkeypatch.setattr(sys.modules[__name__], "SRC", pkg)
    lexicon_in_python.cache_clear()
    try:
        assert set(lexicon_in_python()) == {("lex/spy.py", "august"), ("lex/spy.py", "sept"),
                                            ("lex/spy.py", "fell"), ("lex/spy.py", "roughly")}
    finally:
        lexicon_in_python.cache_clear()


def test_no_lexicon_word_in_any_literal() -> None:
    # the first version of this test, over every module: these words appear in
    # no string of the package at all, messages included (a unit's symbol aside)
    words = ("August", "Sept", "bpm", "kcal", "roughly", "approximately", "Zone", "fell")
    for path in SRC.rglob("*.py"):
        for _, text, _ in _literals(path):
            if text in NAMES:
                continue
            for word in words:
                assert not re.search(rf"\b{word}\b", text), (path.name, word, text)

def test_tokenize_does_not_import_pint() -> None:
    code = "import sys, numground; numground.tokenize('7.5 km'); print('pint' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"

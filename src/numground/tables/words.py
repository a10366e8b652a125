"""The data file of words about data (``grammar/words.txt``), read once.

Knowledge a maintainer edits, like the grammar: which words name a point of
comparison, which words and abbreviations mean one thing. Nothing in Python
lists such words; this module only reads the file.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

__all__ = ["WordsError", "as_of_keys", "comparison_words", "period_words", "reference_words",
           "stop_words", "synonym_groups", "total_words", "words_path"]

_NAME = "words.txt"


class WordsError(ValueError):
    """The words file breaks its format (a programming error in a release)."""


def words_path() -> Path:
    """The shipped file, or the checkout's when running from source."""
    packaged = Path(__file__).resolve().parents[1] / "grammar" / _NAME
    if packaged.is_file():
        return packaged
    return Path(__file__).resolve().parents[3] / "grammar" / _NAME


@cache
def _sections() -> dict[str, list[tuple[int, str]]]:
    sections: dict[str, list[tuple[int, str]]] = {}
    current: list[tuple[int, str]] | None = None
    for number, raw in enumerate(words_path().read_text(encoding="utf-8").splitlines(), 1):
        line = raw.split("#", 1)[0].strip().lower()
        if not line:
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1].strip(), [])
        elif current is None:
            raise WordsError(f"{_NAME}:{number}: a line before any [section]")
        else:
            current.append((number, line))
    return sections


@cache
def reference_words() -> frozenset[str]:
    """Words that name a point of comparison: a thing (``prior``, ``target``)
    or a word before one (``vs``, ``from``)."""
    return _words_of("reference") | comparison_words()


@cache
def comparison_words() -> frozenset[str]:
    """Words that put the number after them as the point of comparison (``vs``, ``from``)."""
    return _words_of("comparison")


@cache
def as_of_keys(top_level: bool = False) -> frozenset[tuple[str, ...]]:
    """The key names of a reference date, as word tuples (``("as", "of")``):
    the day the data was taken, which countdowns are counted from; with
    ``top_level``, those that are one only at the data's top level (``date``)."""
    section = "as of, top level" if top_level else "as of"
    return frozenset(tuple(line.split()) for _, line in _sections().get(section, ()))


@cache
def total_words() -> frozenset[str]:
    """Words that label a table row as the sum of the column above (``total``)."""
    return _words_of("total")


@cache
def period_words() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The words of a table column's header that make it a period (``Last
    week``, ``This week``): those of an earlier period, of the current one,
    and the spans of time beside them."""
    return (_words_of("earlier period"), _words_of("current period"),
            _words_of("period span"))


@cache
def stop_words() -> frozenset[str]:
    """Words too common to say what a number is about (``the``, ``of``)."""
    return _words_of("stop")


def _words_of(section: str) -> frozenset[str]:
    return frozenset(w for _, line in _sections().get(section, ()) for w in line.split())


@cache
def synonym_groups() -> tuple[tuple[str, ...], ...]:
    """Each group of names for one thing, its first name first (``("heart
    rate", "hr", "pulse")``)."""
    groups = []
    for number, line in _sections().get("synonyms", ()):
        names = tuple(" ".join(part.split()) for part in line.split("="))
        if len(names) < 2 or not all(names):
            raise WordsError(f"{_NAME}:{number}: a group is 'name = other [= other...]'")
        groups.append(names)
    return tuple(groups)

"""The words file beside the grammar: every entry well formed and used (a
synonym binds the entry another name of its group names)."""

from __future__ import annotations

import re

import pytest

from numground import check
from numground.data.keys import names_a_record
from numground.tables import words


def test_reference_words_are_single_lower_case_words() -> None:
    found = words.reference_words()
    assert {"prior", "target", "vs", "from"} <= found
    assert "last" not in found  # a stock's last price is its latest
    assert all(re.fullmatch(r"[a-z]+", w) for w in found), sorted(found)


def test_every_line_is_in_a_section(tmp_path, monkeypatch) -> None:
    bad = tmp_path / "words.txt"
    bad.write_text("prior previous\n[reference]\nx\n", encoding="utf-8")
    monkeypatch.setattr(words, "words_path", lambda: bad)
    words._sections.cache_clear()
    try:
        with pytest.raises(words.WordsError, match="words.txt:1: a line before any"):
            words._sections()
    finally:
        words._sections.cache_clear()


# ------------------------------------------------------------------ synonyms
# Entries whose words are all uncommon, so a claim that names one word of its
# entry names it clearly (binding's idf: a word of one entry in nine).
_DECOYS = {w: 100 + i for i, w in enumerate(
    ("zulu", "yankee", "xray", "whiskey", "victor", "uniform", "tango", "sierra"))}


def _bound(name: str, key: str) -> str | None:
    """The entry a claim written after ``name`` binds, in a pool where ``key``
    holds its value among the decoys."""
    report = check(f"The {name} was 7 today.", {key: 7, **_DECOYS})
    (seven,) = [f for f in report.findings if f.token.text == "7"]
    return seven.binding


def _key(name: str) -> str:
    """A data key spelling a name (``heart rate`` -> ``heart_rate``)."""
    return "_".join(re.split(r"[\s-]+", name))


@pytest.mark.parametrize("group", words.synonym_groups(), ids=lambda g: g[0])
def test_each_synonym_binds_the_entry_another_names(group: tuple[str, ...]) -> None:
    # a claim that uses one name of a group binds the entry keyed by any other
    for keyed in group:
        if names_a_record(_key(keyed)):
            continue  # "id": a record's name, never an entry a claim binds (data/keys.py)
        for written in group:
            if written != keyed:
                assert _bound(written, _key(keyed)) == _key(keyed), (written, keyed)


@pytest.mark.parametrize("group", words.synonym_groups(), ids=lambda g: g[0])
def test_a_name_of_another_group_binds_nothing(group: tuple[str, ...]) -> None:
    # the twin: the next group's names are other things, and bind no entry here
    groups = words.synonym_groups()
    other = groups[(groups.index(group) + 1) % len(groups)]
    for keyed in group:
        for written in other:
            assert _bound(written, _key(keyed)) is None, (written, keyed)


def test_every_synonym_group_is_checked() -> None:
    groups = words.synonym_groups()
    assert len(groups) == len(set(groups)) > 40  # one test each, above
    assert ("heart rate", "hr", "heartrate", "pulse") in groups
    assert all(len(g) == len(set(g)) >= 2 for g in groups), groups

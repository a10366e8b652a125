"""The corpus format (``eval.corpus``): a case a line, every field checked as it
is read, one line of error naming the file and place. (``test_evaluate.py``
loads corpora through the evaluation; these read the format itself.)"""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from numground.errors import NumgroundError
from numground.eval.corpus import (
    CATEGORIES,
    SPLITS,
    Case,
    Copied,
    CorpusError,
    Planted,
    corpus_files,
    load_cases,
)
from numground.tables.verdicts import Verdict

TEXT = "HR was 52 bpm."
CASE: dict[str, Any] = {"id": "hr", "text": TEXT, "pool": {"hr_bpm": 52}, "expect": [
    {"text": "52 bpm", "start": 7, "kind": "claim", "value": "52", "unit": "bpm"}]}


def _write(path: Path, *lines: object) -> Path:
    path.write_text("".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines),
                    encoding="utf-8")
    return path


def _load(tmp_path: Path, **change: Any) -> Case:
    (case,) = load_cases([_write(tmp_path / "c.jsonl", {**CASE, **change})])
    return case


@pytest.mark.parametrize(("fields", "category"), [
    ({}, "clean"),
    ({"pool": None}, "no-pool"),  # null is no pool
    ({"planted": [{"text": "52 bpm", "start": 7, "verdict": "invented"}]}, "planted"),
    ({"derived": []}, "natural"),
    ({"derived": [], "pool": None}, "no-pool"),  # natural needs a pool
    ({"residue": True, "derived": []}, "residue"),  # residue first
])
def test_category(tmp_path: Path, fields: dict, category: str) -> None:
    case = _load(tmp_path, **fields)
    assert case.category == category and category in CATEGORIES


def test_a_case_keeps_where_it_came_from_and_every_field(tmp_path: Path) -> None:
    case = _load(tmp_path, split="dev", domain="health", note="why", copied=[
        {"text": "52 bpm", "start": 7, "path": "hr_bpm"}], planted=[
        {"text": "52 bpm", "start": 7, "verdict": "misattributed", "why": "w", "slip": "s",
         "from_path": "hrv"}])
    assert (case.file, case.line, case.split, case.domain, case.note) == (
        str(tmp_path / "c.jsonl"), 1, "dev", "health", "why")
    assert case.copied == (Copied("52 bpm", 7, "hr_bpm"),)
    assert case.planted == (Planted("52 bpm", 7, Verdict.MISATTRIBUTED, "w", "s", "hrv"),)
    (e,) = case.expect
    assert (e.kind, e.value, e.unit, e.verdict) == ("claim", Decimal(52), "bpm", None)
    assert SPLITS == ("dev", "test", "holdout")


@pytest.mark.parametrize(("change", "message"), [
    ({"split": "train"}, "'split' must be one of dev, test, holdout"),
    ({"note": 3}, "'note' must be a string"),
    ({"id": ""}, "'id' must be a non-empty string"),
    ({"text": None}, "'text' must be a string"),
    ({"expect": {}}, "'expect' must be a list"),
    ({"copied": [{"text": "52 bpm", "start": 7}]}, r"copied\[0\]: 'path' must be"),
    ({"derived": [{"text": "52 bpm", "start": 7}]}, r"derived\[0\]: missing field 'how'"),
    ({"derived": [{"text": "52 bpm", "start": 7, "how": 1}]}, "'how' must be a string"),
    ({"planted": [{"text": "52 bpm", "start": 7}]}, "missing field 'verdict'"),
    ({"planted": [{"text": "52 bpm", "start": 7, "verdict": "invented", "why": 1}]},
     "'why' must be a string"),
    ({"expect": [{**CASE["expect"][0], "start": True}]}, "'start' must be an integer >= 0"),
    ({"expect": [{**CASE["expect"][0], "start": -1}]}, "'start' must be an integer >= 0"),
    ({"expect": [{**CASE["expect"][0], "text": ""}]}, "'text' must be a non-empty string"),
    ({"expect": [{**CASE["expect"][0], "value": "Infinity"}]}, "is not a finite number"),
    ({"expect": [{**CASE["expect"][0], "unit": 5}]}, "'unit' must be a string or null"),
    ({"expect": ["52 bpm"]}, r"expect\[0\] must be an object \(string\)"),
])
def test_a_broken_field_names_its_line(tmp_path: Path, change: dict, message: str) -> None:
    path = _write(tmp_path / "c.jsonl", {**CASE, "id": "first"}, {**CASE, **change})
    with pytest.raises(CorpusError, match=rf"^{path}:2:1: .*{message}") as caught:
        load_cases([path])
    assert "\n" not in str(caught.value) and isinstance(caught.value, NumgroundError)


def test_text_that_is_not_utf8_names_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "c.jsonl"
    path.write_bytes(json.dumps(CASE).encode() + b'\n{"id": "b\xff"}\n')
    with pytest.raises(CorpusError) as caught:
        load_cases([path])
    assert str(caught.value) == f"{path}:2:10: not UTF-8 text"


def test_a_byte_order_mark_and_blank_lines_are_read(tmp_path: Path) -> None:
    path = tmp_path / "c.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(CASE).encode() + b"\n\n   \n"
                     + json.dumps({**CASE, "id": "hr2"}).encode())
    assert [(c.id, c.line) for c in load_cases([path])] == [("hr", 1), ("hr2", 4)]


def test_an_empty_corpus_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="no cases"):
        load_cases([_write(tmp_path / "empty.jsonl", "")])
    with pytest.raises(CorpusError, match=r"^\(no paths\): no cases"):
        load_cases([])


def test_corpus_files(tmp_path: Path) -> None:
    folder = tmp_path / "corpus"
    (folder / "sub").mkdir(parents=True)
    for name in ("b.jsonl", "a.jsonl", "sub/c.jsonl", "notes.md"):
        (folder / name).write_text("", encoding="utf-8")
    single = _write(tmp_path / "one.jsonl", CASE)
    assert corpus_files([folder, single]) == [folder / "a.jsonl", folder / "b.jsonl", single]
    with pytest.raises(CorpusError, match="no such file or directory"):
        corpus_files([tmp_path / "nope"])
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "cases.json").write_text("", encoding="utf-8")
    with pytest.raises(CorpusError, match=r"empty: no \*\.jsonl files in this directory"):
        corpus_files([tmp_path / "empty"])

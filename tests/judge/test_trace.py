"""``numground check --explain LINE:COL``: why one number got its verdict."""

from __future__ import annotations

import json
from pathlib import Path

from inprocess import run_main

import numground
from numground.judge.trace import trace

BRIEF = "Orders\n\nTotal orders were 10,833, up 6.5% from 10,173 last month.\n"
POOL = {"totals": {"orders": 10833, "orders_prior": 10173}}


def _files(tmp_path: Path, brief: str = BRIEF) -> tuple[str, str]:
    (tmp_path / "b.md").write_text(brief, encoding="utf-8")
    (tmp_path / "p.json").write_text(json.dumps(POOL), encoding="utf-8")
    return str(tmp_path / "b.md"), str(tmp_path / "p.json")


def test_the_trace_names_the_verdict_the_pass_the_words_and_the_decoys(tmp_path: Path) -> None:
    brief, pool = _files(tmp_path)
    col = BRIEF.splitlines()[2].index("6.5%") + 1
    done = run_main(["check", brief, "--pool", pool, "--explain", f"3:{col}"])
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith(f"{brief}:3:{col}\n6.5% (claim")
    assert "derived (decided by explain_" in out
    assert "how: 6.5% = " in out and "chance:" in out
    assert "words: " in out and "decoys: " in out
    report = numground.check(BRIEF, POOL)  # the trace says what check says
    (f,) = [f for f in report.findings if f.token.text == "6.5%"]
    assert str(f.verdict) in out and f.decided_by in out


def test_a_flag_traced_says_what_its_words_name(tmp_path: Path) -> None:
    found = trace(BRIEF.replace("6.5%", "7.4%"), POOL, BRIEF.index("6.5%"))
    assert found is not None
    lines = "\n".join(found.lines())
    assert "invented" in lines and "names: totals.orders" in lines
    assert found.decoys and all(d for d in found.decoys)


def test_no_number_or_a_bad_place_is_one_line(tmp_path: Path) -> None:
    brief, pool = _files(tmp_path)
    none = run_main(["check", brief, "--pool", pool, "--explain", "1:2"])
    assert none.returncode == 2 and none.stderr.strip().endswith("no number there (--explain)")
    assert len(none.stderr.strip().splitlines()) == 1
    bad = run_main(["check", brief, "--pool", pool, "--explain", "three"])
    assert bad.returncode == 2 and "is not LINE:COL" in bad.stderr
    far = run_main(["check", brief, "--pool", pool, "--explain", "40:1"])
    assert far.returncode == 2 and "the brief has" in far.stderr

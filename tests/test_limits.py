"""Issue 16, items 3, 5 and 6: input limits, the conventions of a CI tool, and
a baseline of accepted findings. Each "done when" of the issue has a test here;
each runs both ways (what must be refused is, what must pass does)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import numground
from numground.batch import audit
from numground.batch.accepted import Accepted, BaselineError
from numground.cli import main
from numground.data.pool import Pool, PoolError
from numground.errors import DEFAULT_MAX_BYTES, InputTooLarge

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "training"
BRIEF = EXAMPLE / "brief.md"
FLAWED = EXAMPLE / "brief-flawed.md"
POOL = EXAMPLE / "pool.json"


def cli(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str, *parts: str) -> None:
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith("numground") and "Traceback" not in err
    for part in parts:
        assert part in err, (part, err)


# --- the gate fails by default ------------------------------------------------------


def test_a_flagged_brief_exits_1_without_max_rate(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "check", FLAWED, "--pool", POOL, "--color", "never")
    assert code == 1 and "FAIL (max 0)" in out
    assert cli(capsys, "check", BRIEF, "--pool", POOL)[0] == 0  # a clean brief passes
    assert cli(capsys, "check", FLAWED, "--pool", POOL, "--max-rate", "0.1")[0] == 0  # loosened
    code, out, _ = cli(capsys, "check", FLAWED, "--pool", POOL, "--format", "json")
    assert code == 1
    assert json.loads(out)["gate"] == {"max_rate": 0.0, "max_unverified": None, "passed": False}


def _records(folder: Path, rows: list[object]) -> Path:
    path = folder / "records.jsonl"
    path.write_text("".join(r if isinstance(r, str) else json.dumps(r) + "\n" for r in rows),
                    encoding="utf-8")  # fmt: skip
    return path


def test_an_audit_with_an_unreadable_record_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = {"id": "a", "text": "HR 52 bpm", "pool": {"hr": 52}}
    ok = _records(tmp_path, [good, good])
    assert cli(capsys, "audit", ok, "-o", tmp_path / "ok.out")[0] == 0
    bad = _records(tmp_path, [good, "{not json\n", good])
    code, out, _ = cli(capsys, "audit", bad, "-o", tmp_path / "bad.out")
    assert code == 1 and "gate: FAIL" in out and "could not be checked" in out
    assert cli(capsys, "audit", bad, "-o", tmp_path / "b.out", "--max-rate", "1")[0] == 1
    flagged = _records(tmp_path, [good, {"id": "b", "text": "HR 60 bpm", "pool": {"hr": 52}}])
    assert cli(capsys, "audit", flagged, "-o", tmp_path / "f.out")[0] == 1  # any invention
    assert cli(capsys, "audit", flagged, "-o", tmp_path / "f.out", "--max-rate", "0.5")[0] == 0


# --- input limits -------------------------------------------------------------------


def test_an_11_mb_brief_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.md"
    big.write_bytes(b"HR 52 bpm. " * 1_000_000)  # 11 MB
    code, out, err = cli(capsys, "check", big, "--pool", POOL)
    assert code == 2 and out == ""
    one_line(err, str(big), "brief larger than the limit of 10,000,000 bytes", "--max-bytes")
    small, pool = tmp_path / "small.md", tmp_path / "pool.json"
    small.write_bytes(b"HR 52 bpm. " * 10)  # 110 bytes
    pool.write_text('{"hr": 52}', encoding="utf-8")
    assert cli(capsys, "check", small, "--pool", pool, "--max-bytes", "110")[0] == 0
    code, _, err = cli(capsys, "check", small, "--pool", pool, "--max-bytes", "109")
    assert code == 2
    one_line(err, "small.md", "brief larger than the limit of 109 bytes")
    code, _, err = cli(capsys, "check", small, "--pool", POOL, "--max-bytes", "0.2kB")
    assert code == 2  # the pool is over the limit now
    one_line(err, "pool.json", "pool larger than the limit of 200 bytes")


def test_the_limit_is_a_library_option_too(tmp_path: Path) -> None:
    assert DEFAULT_MAX_BYTES == 10_000_000
    with pytest.raises(InputTooLarge, match="larger than the limit of 20 bytes"):
        numground.check("HR 52 bpm, up 4 bpm since Monday", {"hr": 52}, max_bytes=20)
    assert numground.check("HR 52 bpm", {"hr": 52}, max_bytes=9).claims == 1  # exactly 9 bytes
    assert numground.check("é" * 6, {}, max_bytes=12).claims == 0  # bytes, not code points
    with pytest.raises(InputTooLarge):
        numground.check("é" * 7, {}, max_bytes=12)
    pool = tmp_path / "pool.json"
    pool.write_text('{"hr": 52, "note": "' + "x" * 100 + '"}', encoding="utf-8")
    with pytest.raises(PoolError, match=r"pool\.json: pool larger than the limit of 50 bytes"):
        Pool.from_json(pool, max_bytes=50)
    assert len(Pool.from_json(pool, max_bytes=None)) == 1


def test_an_11_mb_record_among_ten_is_one_error_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows: list[object] = [{"id": f"r{i}", "text": "HR 52 bpm", "pool": {"hr": 52}}
                          for i in range(9)]  # fmt: skip
    rows.insert(4, {"id": "big", "text": "HR 52 bpm. " * 1_000_000, "pool": {"hr": 52}})
    records = _records(tmp_path, rows)
    out = tmp_path / "out.jsonl"
    code, summary, _ = cli(capsys, "audit", records, "-o", out)
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(lines) == 10 and code == 1
    assert [line["line"] for line in lines] == list(range(1, 11))
    (error,) = [line for line in lines if "error" in line]
    assert error["line"] == 5
    assert error["error"] == ("line 5: record larger than the limit of 10,000,000 bytes "
                              "(--max-bytes)")  # fmt: skip
    assert "errors 1" in summary
    # the limit is an option: a record that fits it is checked
    small = _records(tmp_path, rows[:4] + [{"id": "s", "text": "HR 52 bpm. " * 10,
                                            "pool": {"hr": 52}}])  # fmt: skip
    size = len(small.read_bytes().splitlines()[-1])
    assert cli(capsys, "audit", small, "-o", out, "--max-bytes", str(size))[0] == 0
    assert cli(capsys, "audit", small, "-o", out, "--max-bytes", str(size - 1))[0] == 1


# --- pools: stdin, empty, outside the records folder ---------------------------------


def test_pool_from_stdin(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
                         ) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(POOL.read_bytes())))
    code, out, _ = cli(capsys, "check", BRIEF, "--pool", "-", "--format", "json")
    assert code == 0 and json.loads(out)["pool"] == "<stdin>"
    code, _, err = cli(capsys, "check", "-", "--pool", "-")
    assert code == 2
    one_line(err, "cannot both be '-'")


def test_an_empty_pool_file_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.json"
    empty.write_text("  \n", encoding="utf-8")
    code, _, err = cli(capsys, "check", BRIEF, "--pool", empty)
    assert code == 2
    one_line(err, "empty.json: empty")
    empty.write_text("{}", encoding="utf-8")  # an empty object is a pool: no entries
    assert cli(capsys, "check", BRIEF, "--pool", empty)[0] == 1


def test_a_pool_ref_may_not_leave_the_records_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "secret.json").write_text('{"hr": 52}', encoding="utf-8")
    folder = tmp_path / "batch"
    (folder / "pools").mkdir(parents=True)
    (folder / "pools" / "a.json").write_text('{"hr": 52}', encoding="utf-8")
    (folder / "link.json").symlink_to(tmp_path / "secret.json")
    records = _records(folder, [
        {"id": "in", "text": "HR 52", "pool_ref": "pools/a.json"},
        {"id": "up", "text": "HR 52", "pool_ref": "../secret.json"},
        {"id": "abs", "text": "HR 52", "pool_ref": str(tmp_path / "secret.json")},
        {"id": "link", "text": "HR 52", "pool_ref": "link.json"},
        {"id": "dots", "text": "HR 52", "pool_ref": "pools/../pools/a.json"},
    ])  # fmt: skip
    out = tmp_path / "out.jsonl"
    assert cli(capsys, "audit", records, "-o", out)[0] == 1
    lines = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert "error" not in lines["in"] and "error" not in lines["dots"]
    for rid, ref in (("up", "../secret.json"), ("link", "link.json")):
        assert lines[rid]["error"].startswith(f"line {lines[rid]['line']}: pool_ref {ref}: "
                                              "outside the records file's folder")  # fmt: skip
    assert "outside" in lines["abs"]["error"]
    # a root named on the command line lets them in
    assert cli(capsys, "audit", records, "-o", out, "--pool-root", tmp_path)[0] == 0
    assert not any("error" in json.loads(x) for x in out.read_text(encoding="utf-8").splitlines())


# --- resume, Ctrl-C, dask ---------------------------------------------------------------


def test_resume_refuses_a_changed_records_file(tmp_path: Path) -> None:
    records = _records(tmp_path, [{"id": f"r{i}", "text": f"HR {50 + i} bpm", "pool": {"hr": 52}}
                                  for i in range(4)])  # fmt: skip
    out = tmp_path / "out.jsonl"
    env = {**os.environ, audit.KILL_AFTER_ENV: "2"}
    argv = [sys.executable, "-m", "numground", "audit", str(records), "-o", str(out)]
    assert subprocess.run(argv, env=env, capture_output=True, timeout=120).returncode == 75
    partial = Path(str(out) + ".partial")
    kept = partial.read_bytes()
    records.write_text(records.read_text().replace("HR 51 bpm", "HR 61 bpm"), encoding="utf-8")
    done = subprocess.run([*argv, "--resume"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "cannot resume" in done.stderr and "records file changed" in done.stderr
    # the same file as before resumes
    records.write_text(records.read_text().replace("HR 61 bpm", "HR 51 bpm"), encoding="utf-8")
    partial.write_bytes(kept)
    done = subprocess.run([*argv, "--resume"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, done.stderr  # three of four records invent
    assert len(out.read_text().splitlines()) == 4


def test_every_result_line_stores_its_records_hash(tmp_path: Path) -> None:
    pools = audit.PoolCache(tmp_path)
    raw = b'{"id": 1, "text": "HR 52", "pool": {"hr": 52}}'
    assert audit.audit_record(1, raw, pools)["record_hash"] == audit.record_hash(raw)
    assert audit.audit_record(1, b"{oops", pools)["record_hash"] == audit.record_hash(b"{oops")
    assert audit.record_hash(raw) != audit.record_hash(raw.replace(b"52", b"53"))


def test_ctrl_c_says_how_to_resume(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    records = _records(tmp_path, [{"id": i, "text": "HR 52", "pool": {"hr": 52}} for i in range(3)])
    real = audit.results

    def interrupted(*args, **kwargs):
        for n, item in enumerate(real(*args, **kwargs)):
            if n == 1:
                raise KeyboardInterrupt
            yield item

    monkeypatch.setattr(audit, "results", interrupted)
    out = tmp_path / "out.jsonl"
    code, _, err = cli(capsys, "audit", records, "-o", out)
    assert code == 130
    one_line(err, "interrupted after 1 records", "out.jsonl.partial", "--resume")
    assert len(Path(str(out) + ".partial").read_text().splitlines()) == 1
    code, _, err = cli(capsys, "audit", records)  # to stdout: nothing to resume
    assert code == 130
    one_line(err, "stdout cannot be resumed", "-o RESULTS.jsonl")


def test_dask_missing_names_the_extra(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    records = _records(tmp_path, [{"id": 1, "text": "HR 52", "pool": {"hr": 52}}])
    monkeypatch.setitem(sys.modules, "dask.distributed", None)  # import fails as if absent
    code, _, err = cli(capsys, "audit", records, "--engine", "dask")
    assert code == 2
    one_line(err, "--engine dask needs the dask extra", "pip install 'numground[dask]'")
    assert "internal error" not in err


# --- a bounded result line ---------------------------------------------------------------


def test_a_result_line_is_bounded_and_says_so(tmp_path: Path) -> None:
    text = "Ran 5 km, 6 km and 7 km. HR 52 bpm, then 99 bpm. " * 50
    raw = json.dumps({"id": "x", "text": text, "pool": {"hr": 52, "km": [5, 6, 7]}}).encode()
    every = audit.Options(findings="all")
    whole = audit.audit_record(1, raw, audit.PoolCache(tmp_path), every)
    assert "findings_omitted" not in whole and len(whole["findings"]) == 250
    cut = audit.audit_record(1, raw, audit.PoolCache(tmp_path), every, max_findings=60)
    assert len(cut["findings"]) == 60 and cut["findings_omitted"] == 190
    # the flagged ones first (all 50 of them), the rest in text order
    assert sum(f["verdict"] == "invented" for f in cut["findings"]) == 50
    starts = [f["start"] for f in cut["findings"]]
    assert starts == sorted(starts)
    assert cut["inventions"] == whole["inventions"] == 50  # counts are of every finding
    assert audit.MAX_FINDINGS == 1000


# --- accepted findings (a baseline) ---------------------------------------------------------


def test_write_then_gate_on_new_findings_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    accepted = tmp_path / "accepted.json"
    brief = tmp_path / "brief.md"
    brief.write_text(FLAWED.read_text(encoding="utf-8"), encoding="utf-8")
    code, _, _ = cli(capsys, "check", brief, "--pool", POOL, "--write-baseline", accepted)
    assert code == 0
    data = json.loads(accepted.read_text(encoding="utf-8"))
    assert data["schema_version"] == 2
    assert {(r["text"], r["verdict"]) for r in data["accepted"]} == {
        ("+7.5", "sign_inversion"), ("64 ms", "invented")}
    assert all(set(r) == {"brief", "verdict", "kind", "field", "clause", "text", "count"}
               for r in data["accepted"])  # fmt: skip
    code, out, _ = cli(capsys, "check", brief, "--pool", POOL, "--baseline", accepted,
                       "--color", "never")  # fmt: skip
    assert code == 0 and "0 new, 2 accepted by the baseline" in out
    # lines moved: still accepted (no line numbers in a baseline)
    brief.write_text("# A new heading\n\n" + brief.read_text(encoding="utf-8"), encoding="utf-8")
    assert cli(capsys, "check", brief, "--pool", POOL, "--baseline", accepted)[0] == 0
    # a new invention fails, and so does a second copy of an accepted one
    brief.write_text(brief.read_text(encoding="utf-8") + "\nAlso 64 ms.\n", encoding="utf-8")
    code, out, _ = cli(capsys, "check", brief, "--pool", POOL, "--baseline", accepted,
                       "--format", "json")  # fmt: skip
    assert code == 1 and json.loads(out)["accepted"] == 2
    # another brief's findings are not accepted
    other = tmp_path / "other.md"
    other.write_text(FLAWED.read_text(encoding="utf-8"), encoding="utf-8")
    assert cli(capsys, "check", other, "--pool", POOL, "--baseline", accepted)[0] == 1


def test_a_schema_1_baseline_is_still_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 27: the old file (brief, text, verdict, count) matches by text, as it did."""
    old = tmp_path / "old.json"
    brief = tmp_path / "brief.md"
    brief.write_text(FLAWED.read_text(encoding="utf-8"), encoding="utf-8")
    rows = [{"brief": str(brief), "text": "+7.5", "verdict": "sign_inversion", "count": 1},
            {"brief": str(brief), "text": "64 ms", "verdict": "invented"}]  # fmt: skip
    old.write_text(json.dumps({"schema_version": 1, "accepted": rows}), encoding="utf-8")
    assert cli(capsys, "check", brief, "--pool", POOL, "--baseline", old)[0] == 0
    rows[1]["text"] = "65 ms"  # by text: another number is another finding
    old.write_text(json.dumps({"schema_version": 1, "accepted": rows}), encoding="utf-8")
    assert cli(capsys, "check", brief, "--pool", POOL, "--baseline", old)[0] == 1
    future = tmp_path / "future.json"
    future.write_text(json.dumps({"schema_version": 9, "accepted": []}), encoding="utf-8")
    code, _, err = cli(capsys, "check", brief, "--pool", POOL, "--baseline", future)
    assert code == 2
    one_line(err, "future.json: baseline schema_version 9 is not one this numground reads")


def test_a_bad_baseline_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "b.json"
    bad.write_text('{"figures": {}}', encoding="utf-8")
    code, _, err = cli(capsys, "check", BRIEF, "--pool", POOL, "--baseline", bad)
    assert code == 2
    one_line(err, "b.json: not a baseline of accepted findings")
    with pytest.raises(BaselineError, match=r"accepted\[0\]: count"):
        Accepted.from_dict({"accepted": [{"brief": "x", "text": "1", "verdict": "invented",
                                          "count": 0}]})  # fmt: skip


def test_an_audit_baseline(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [{"id": "a", "text": "HR 60 bpm, then 61 bpm", "pool": {"hr": 52}},
            {"id": "b", "text": "HR 52 bpm", "pool": {"hr": 52}}]  # fmt: skip
    records = _records(tmp_path, rows)
    accepted, out = tmp_path / "accepted.json", tmp_path / "out.jsonl"
    assert cli(capsys, "audit", records, "-o", out)[0] == 1
    assert cli(capsys, "audit", records, "-o", out, "--write-baseline", accepted)[0] == 0
    written = Accepted.read(str(accepted))
    assert sorted((r.brief, r.text, r.verdict, r.kind) for r in written.counts) == [
        ("a", "60 bpm", "invented", "claim"), ("a", "61 bpm", "invented", "claim")]
    code, summary, _ = cli(capsys, "audit", records, "-o", out, "--baseline", accepted)
    assert code == 0 and "flagged 0" in summary and "less 2 accepted by the baseline" in summary
    first = json.loads(out.read_text(encoding="utf-8").splitlines()[0])
    assert first["accepted"] == 2 and first["inventions"] == 0
    rows[1]["text"] = "HR 53 bpm"  # a new invention in another record
    records = _records(tmp_path, rows)
    assert cli(capsys, "audit", records, "-o", out, "--baseline", accepted)[0] == 1

"""Batch audits (issue #8): one result line per record, in order, whatever the engine or the input.

The CLI tests run ``numground audit`` through ``cli.main`` in this process
(``tests/inprocess.py``), and in a subprocess where only a process shows it:
a kill part-way through, an environment, a terminal; the API tests call
``numground.batch.audit`` directly.
"""

from __future__ import annotations

import json
import os
import pty
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from inprocess import run_main

import numground
from numground.batch import audit
from numground.batch.audit import PoolCache, audit_record
from numground.report import finding_from_dict
from numground.tables.verdicts import INVENTIONS, Verdict

ROOT = Path(__file__).resolve().parents[2]
POOL = ROOT / "examples" / "training" / "pool.json"
BRIEF = ROOT / "examples" / "training" / "brief.md"


# --- records to audit ---------------------------------------------------------------


def make_records(n: int, seed: int = 8) -> list[bytes]:
    """``n`` small records: inline pools, shared pools (``pool_ref``), some inventions."""
    r = random.Random(seed)
    out = []
    for i in range(n):
        hr, km, tsb = r.randint(40, 70), round(r.uniform(5, 40), 1), round(r.uniform(-20, 9), 1)
        text = f"Resting HR {hr} bpm; the long run was {km} km and TSB is {tsb}."
        if i % 7 == 3:
            text += f" You gained {r.randint(100, 999)} points."  # invented
        record: dict[str, object] = {"id": f"r{i}", "text": text}
        if i % 5 == 2:
            record["pool_ref"] = "pools/training.json"
            record["text"] = "TSB is −7.5 and resting HR 52 bpm." + (" 99 kg." if i % 2 else "")
        else:
            record["pool"] = {"hr_bpm": hr, "run": {"distance_km": km}, "tsb": tsb}
        out.append(json.dumps(record, ensure_ascii=False).encode())
    return out


BAD_LINES = {
    "bad json": b'{"id": "x1", "text": "5 km" "pool": {}}',
    "missing text": b'{"id": "x2", "pool": {"km": 5}}',
    "pool not object": b'{"id": "x3", "text": "5 km", "pool": [5]}',
    "not utf-8": b'{"id": "x4", "text": "caf\xe9 5 km", "pool": {"km": 5}}',
}


def write_records(folder: Path, lines: list[bytes], name: str = "records.jsonl") -> Path:
    (folder / "pools").mkdir(exist_ok=True)
    (folder / "pools" / "training.json").write_bytes(POOL.read_bytes())
    path = folder / name
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


LOOSE = ("--max-rate", "1")
"""These tests are about results, resuming and engines, not the gate: it is
loosened to 1 unless a test sets it (the default gate of 0 is tests/test_limits.py's)."""


def run(*args: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``numground audit ARGS``: in this process, or in a subprocess given ``env``."""
    gate = () if "--max-rate" in args else LOOSE
    if env is None:
        return run_main(["audit", *map(str, args), *gate])
    done = subprocess.run(
        [sys.executable, "-m", "numground.cli", "audit", *map(str, args), *gate],
        capture_output=True,
        cwd=ROOT,
        timeout=300,
        env={**os.environ, **(env or {})},
    )
    return subprocess.CompletedProcess(
        done.args, done.returncode, done.stdout.decode(), done.stderr.decode()
    )


def results_of(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_bytes().splitlines()]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, bytes]:
    """300 records and the results of an uninterrupted single-process run (the reference)."""
    folder = tmp_path_factory.mktemp("corpus")
    records = write_records(folder, make_records(300))
    out = folder / "reference.jsonl"
    done = run(records, "-o", out)
    assert done.returncode == 0, done.stderr
    return records, out.read_bytes()


# --- one record ---------------------------------------------------------------------


def test_a_record_gives_the_report_of_check() -> None:
    pool = json.loads(POOL.read_text())
    text = BRIEF.read_text()
    raw = json.dumps({"id": "b", "text": text, "pool": pool}).encode()
    result = audit_record(5, raw, PoolCache(), audit.Options(findings="all"))
    report = numground.check(text, pool).to_dict()
    assert result["line"] == 5 and result["id"] == "b"
    for key in ("claims", "invention_rate", "unverified_rate", "counts", "schema_version"):
        assert result[key] == report[key]
    assert result["findings"] == report["findings"]  # every finding, as check writes it
    assert "findings_omitted" not in result
    assert result["inventions"] == sum(report["counts"][v] for v in INVENTION_NAMES)


INVENTION_NAMES = {str(v) for v in INVENTIONS}


def compact(finding: dict[str, object]) -> dict[str, object]:
    """A finding as a default result line writes it: no null, false or empty
    field, and no nearest entries."""
    return {k: v for k, v in finding.items()
            if v is not None and v is not False and v != [] and k != "nearest"}  # fmt: skip


def test_a_result_holds_the_flagged_and_unverified_findings_by_default() -> None:
    pool = json.loads(POOL.read_text())
    text = (ROOT / "examples" / "training" / "brief-flawed.md").read_text()
    raw = json.dumps({"id": "f", "text": text, "pool": pool}).encode()
    whole = audit_record(1, raw, PoolCache(), audit.Options(findings="all"))
    result = audit_record(1, raw, PoolCache())
    kept = [f for f in whole["findings"] if f["verdict"] in INVENTION_NAMES | {"unverified"}]
    assert result["findings"] == [compact(f) for f in kept] and kept  # the flags, in order
    assert [finding_from_dict(f).token for f in result["findings"]] == [
        finding_from_dict(f).token for f in kept]  # the compact form reads back whole
    assert result["findings_omitted"] == len(whole["findings"]) - len(kept) > 0
    for key in ("claims", "inventions", "invention_rate", "counts"):  # the totals unchanged
        assert result[key] == whole[key]
    # writing a baseline: each flag carries its masked clause (its fingerprint) besides
    collecting = audit_record(1, raw, PoolCache(), audit.Options(collect_flagged=True))
    assert all(("clause" in f) == (f["verdict"] in INVENTION_NAMES)
               for f in collecting["findings"])  # fmt: skip
    assert not any("clause" in f for f in result["findings"])


@pytest.mark.parametrize(
    ("raw", "rid", "reason"),
    [
        (BAD_LINES["bad json"], None, "line 9: invalid JSON: Expecting ',' delimiter (col 29)"),
        (BAD_LINES["missing text"], "x2", 'line 9: missing "text"'),
        (BAD_LINES["pool not object"], "x3", 'line 9: "pool" is not an object (array)'),
        (BAD_LINES["not utf-8"], None, "line 9: not UTF-8 (byte 25)"),
        (b"[1, 2]", None, "line 9: not a JSON object (array)"),
        (b'{"id": [1], "text": "5", "pool": {}}', None, '"id" is not a string or an integer'),
        (b'{"id": 7, "text": 5, "pool": {}}', 7, '"text" is not a string (number)'),
        (b'{"id": "n", "text": "5"}', "n", 'needs "pool" or "pool_ref"'),
        (b'{"text": "5", "pool": {}, "pool_ref": "a.json"}', None, 'both "pool" and "pool_ref"'),
        (b'{"text": "5", "pool_ref": 3}', None, '"pool_ref" is not a string (number)'),
        (b'{"text": "5", "pool_ref": "nope.json"}', None, "pool_ref nope.json: cannot read: "),
        (b'{"text": "5", "pool_ref": "broken.json"}', None, "pool_ref broken.json:1:9: invalid"),
        (b'{"text": "5", "pool": {"a": 1}} trailing', None, "invalid JSON: Extra data (col 33)"),
    ],
)
def test_a_malformed_record_gives_an_error_line(
    tmp_path: Path, raw: bytes, rid: object, reason: str
) -> None:
    (tmp_path / "broken.json").write_text('{"a": 1,', encoding="utf-8")
    result = audit_record(9, raw, PoolCache(tmp_path))
    assert set(result) == {"line", "id", "error", "record_hash"}
    assert result["line"] == 9 and result["id"] == rid
    assert result["error"].startswith("line 9: ")
    assert reason in result["error"], result["error"]


def test_each_shared_pool_is_read_once_per_process(tmp_path: Path, monkeypatch) -> None:
    write_records(tmp_path, [])
    reads: list[str] = []
    real = numground.Pool.from_file.__func__  # type: ignore[attr-defined]

    def counting(cls, path, *args, **options):  # type: ignore[no-untyped-def]
        reads.append(os.fspath(path))
        return real(cls, path, *args, **options)

    monkeypatch.setattr(numground.Pool, "from_file", classmethod(counting))
    chunk = [(i, b'{"text": "TSB is -7.5", "pool_ref": "pools/training.json"}') for i in range(50)]
    chunk += [(99, b'{"text": "1", "pool_ref": "missing.json"}')] * 3
    base = os.fspath(tmp_path)
    first = audit.audit_chunk(chunk, base)
    second = audit.audit_chunk(chunk, base)  # the same process's cache, not a second read
    assert first == second
    assert len(reads) == 2  # the shared pool and the missing one, once each
    assert all(not o.error for _, o in first[:50]) and all(o.error for _, o in first[50:])


def test_the_grammar_is_built_once_per_process() -> None:
    from numground.lex.parser import _get_parser

    chunk = [(i, line) for i, line in enumerate(make_records(40), 1) if b"pool_ref" not in line]
    audit.audit_chunk(chunk, ".")
    before = _get_parser.cache_info().misses
    audit.audit_chunk(chunk, ".")
    assert _get_parser.cache_info().misses == before <= 1


# --- the command line -------------------------------------------------------------------


def test_malformed_lines_give_one_error_line_each(tmp_path: Path) -> None:
    good = make_records(30)
    lines = list(good)
    for k, bad in enumerate(BAD_LINES.values()):
        lines.insert(3 + 7 * k, bad)
    lines.insert(10, b"   ")  # a blank line is not a record
    records = write_records(tmp_path, lines)
    done = run(records, "-o", tmp_path / "out.jsonl")
    assert done.returncode == 1, done.stderr  # a record that could not be checked fails the run
    assert done.stderr == ""
    assert "records 34 · errors 4 ·" in done.stdout
    results = results_of(tmp_path / "out.jsonl")
    assert len(results) == 34
    physical = [n for n, line in enumerate(lines, 1) if line.strip()]
    assert [r["line"] for r in results] == physical
    errors = [r for r in results if "error" in r]
    assert [e["error"].split(": ", 1)[1].split(" ")[0:2] for e in errors] == [
        ["invalid", "JSON:"], ['missing', '"text"'], ['"pool"', "is"], ["not", "UTF-8"]
    ]  # fmt: skip
    assert [e["id"] for e in errors] == [None, "x2", "x3", None]
    # every good record's result is what check says of it
    checked = [r for r in results if "error" not in r]
    assert len(checked) == 30
    for result, raw in zip(checked, good, strict=True):
        record = json.loads(raw)
        pool = record.get("pool") or json.loads(POOL.read_text())
        assert result["id"] == record["id"]
        report = numground.check(record["text"], pool)
        flags = [f.to_dict() for f in report.findings
                 if f.flagged or f.verdict is Verdict.UNVERIFIED]  # fmt: skip
        assert result["findings"] == [compact(f) for f in flags]
        assert result["counts"] == report.counts
    # whatever the gate, records that could not be checked fail it
    gated = run(records, "-o", tmp_path / "gated.jsonl", "--max-rate", "1")
    assert gated.returncode == 1
    assert "gate: FAIL" in gated.stdout


def test_jobs_2_gives_the_same_results(corpus: tuple[Path, bytes], tmp_path: Path) -> None:
    records, reference = corpus
    done = run(records, "-o", tmp_path / "out.jsonl", "--jobs", "2")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out.jsonl").read_bytes() == reference
    assert not (tmp_path / "out.jsonl.partial").exists()


def test_stdout_holds_the_results_and_stderr_the_summary(corpus: tuple[Path, bytes]) -> None:
    records, reference = corpus
    done = run(records)
    assert done.returncode == 0
    assert done.stdout.encode() == reference
    assert done.stderr.startswith("records 300 · errors 0 · claims ")
    assert "worst 10 records:" in done.stderr
    assert "\r" not in done.stderr  # no progress line off a terminal


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_killed_audit_resumes_with_every_record_once(
    corpus: tuple[Path, bytes], tmp_path: Path, jobs: str
) -> None:
    records, reference = corpus
    out = tmp_path / "out.jsonl"
    partial = tmp_path / "out.jsonl.partial"
    killed = run(records, "-o", out, "--jobs", jobs, env={audit.KILL_AFTER_ENV: "120"})
    assert killed.returncode == 75
    assert not out.exists()  # no half output under the real name
    torn = partial.read_bytes()
    assert torn.count(b"\n") == 120 and not torn.endswith(b"\n")  # a line cut mid-write
    assert reference.startswith(torn[: torn.rindex(b"\n") + 1])

    resumed = run(records, "-o", out, "--resume", "--jobs", jobs)
    assert resumed.returncode == 0, resumed.stderr
    assert out.read_bytes() == reference
    lines = [r["line"] for r in results_of(out)]
    assert lines == sorted(set(lines)) and len(lines) == 300  # every record exactly once
    assert not partial.exists()
    assert "records 300 · errors 0" in resumed.stdout  # the summary covers both runs


def test_sigkill_midway_then_resume(tmp_path: Path) -> None:
    records = write_records(tmp_path, make_records(1200, seed=3))
    out = tmp_path / "out.jsonl"
    partial = tmp_path / "out.jsonl.partial"
    proc = subprocess.Popen(
        [sys.executable, "-m", "numground.cli", "audit", str(records), "-o", str(out), *LOOSE],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None:
        if partial.exists() and partial.stat().st_size > 20_000:
            break
        time.sleep(0.01)
    interrupted = proc.poll() is None
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    if interrupted:
        assert not out.exists() and partial.exists()
    resumed = run(records, "-o", out, "--resume")
    assert resumed.returncode == 0, resumed.stderr
    assert run(records, "-o", tmp_path / "whole.jsonl").returncode == 0
    assert out.read_bytes() == (tmp_path / "whole.jsonl").read_bytes()
    assert len(results_of(out)) == 1200


def test_resume_refuses_a_partial_file_of_other_records(
    corpus: tuple[Path, bytes], tmp_path: Path
) -> None:
    records, reference = corpus
    other = write_records(tmp_path, [b"\n"] + make_records(5), name="other.jsonl")
    partial = tmp_path / "out.jsonl.partial"
    partial.write_bytes(reference[: reference.index(b"\n") + 1])  # answers line 1
    done = run(other, "-o", tmp_path / "out.jsonl", "--resume")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "cannot resume" in done.stderr
    assert "Traceback" not in done.stderr
    assert partial.exists()  # kept: the user decides


def test_resume_without_a_partial_file_starts_afresh(
    corpus: tuple[Path, bytes], tmp_path: Path
) -> None:
    records, reference = corpus
    done = run(records, "-o", tmp_path / "out.jsonl", "--resume")
    assert done.returncode == 0
    assert (tmp_path / "out.jsonl").read_bytes() == reference


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.jsonl"], "missing.jsonl: cannot read: No such file or directory"),
        (["{records}", "--resume"], "--resume needs -o"),
        (["{records}", "-o", "{records}"], "would overwrite the records file"),
        (["{records}", "--jobs", "0"], "not a whole number >= 1"),
        (["{records}", "--scheduler", "tcp://127.0.0.1:1"], "--scheduler needs --engine dask"),
        (["{records}", "--max-rate", "2"], "not a number in [0, 1]"),
    ],
)
def test_bad_usage_is_one_line_and_exit_2(
    corpus: tuple[Path, bytes], args: list[str], message: str
) -> None:
    records, _ = corpus
    done = run(*(a.format(records=records) for a in args))
    assert done.returncode == 2, done
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("numground")
    assert message in done.stderr


def test_the_gate_applies_to_the_aggregate_rate(corpus: tuple[Path, bytes], tmp_path: Path) -> None:
    records, reference = corpus
    results = [json.loads(line) for line in reference.splitlines()]
    inventions = sum(r["inventions"] for r in results)
    claims = sum(r["claims"] for r in results)
    assert 0 < inventions < claims
    rate = inventions / claims
    low, high = f"{rate - 1e-6:.7f}", f"{rate + 1e-6:.7f}"
    assert run(records, "-o", tmp_path / "a.jsonl", "--max-rate", high).returncode == 0
    failed = run(records, "-o", tmp_path / "b.jsonl", "--max-rate", low)
    assert failed.returncode == 1
    assert f"invention rate {rate:.4f}" in failed.stdout and "gate: FAIL" in failed.stdout


def test_progress_on_a_terminal(corpus: tuple[Path, bytes], tmp_path: Path) -> None:
    records, reference = corpus
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "numground.cli", "audit", str(records), "-o", str(tmp_path / "o"),
         *LOOSE],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=slave,
    )
    os.close(slave)
    seen = b""
    while True:
        try:
            block = os.read(master, 4096)
        except OSError:  # the terminal closed
            break
        if not block:
            break
        seen += block
    os.close(master)
    assert proc.wait(timeout=120) == 0
    assert b"/300 records" in seen and b"/s" in seen and b" left" in seen
    assert (tmp_path / "o").read_bytes() == reference


# --- the switches check and audit share (issue 27) -----------------------------------------

import switches  # noqa: E402 - the shared table of cases, beside this file


@pytest.mark.parametrize("name", list(switches.CASES))
def test_each_shared_switch_on_audit(tmp_path: Path, name: str) -> None:
    case = switches.CASES[name]
    _, _, records, switch = switches.files(tmp_path, case)
    out = tmp_path / "out.jsonl"
    assert run_main(["audit", str(records), "-o", str(out)]).returncode == case.without
    done = run_main(["audit", str(records), "-o", str(out), *switch])
    assert done.returncode == case.audit, (name, done.stdout, done.stderr)
    if name == "--max-bytes":
        assert "record larger than the limit of 40 bytes" in out.read_text(encoding="utf-8")


def test_max_unverified_on_audit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(audit, "check", switches.unverified_instead(audit.check))
    _, _, records, _ = switches.files(tmp_path, switches.CASES["--pool-hints"])
    argv = ["audit", str(records), "-o", str(tmp_path / "out.jsonl")]
    done = run_main(argv)
    assert done.returncode == 0 and "unverified 1" in done.stdout
    done = run_main([*argv, "--max-unverified", "0.5"])
    assert done.returncode == 1 and "gate: FAIL (max 0, unverified max 0.5)" in done.stdout
    assert run_main([*argv, "--max-unverified", "1"]).returncode == 0


def test_findings_all_keeps_every_finding(tmp_path: Path) -> None:
    _, _, records, _ = switches.files(tmp_path, switches.CASES["--no-derive"])
    out = tmp_path / "out.jsonl"
    run_main(["audit", str(records), "-o", str(out)])
    default = json.loads(out.read_text(encoding="utf-8"))
    assert default["findings"] == [] and default["findings_omitted"] == 3  # nothing flagged
    run_main(["audit", str(records), "-o", str(out), "--findings", "all"])
    every = json.loads(out.read_text(encoding="utf-8"))
    assert [f["verdict"] for f in every["findings"]] == ["grounded", "grounded", "derived"]
    assert "findings_omitted" not in every
    assert {k: v for k, v in every.items() if k != "findings"} == {
        k: v for k, v in default.items() if k not in ("findings", "findings_omitted")}


def test_the_library_takes_the_same_switches(tmp_path: Path) -> None:
    """``audit.Options`` carries check's switches; a record's result is check's with them."""
    case = switches.CASES["--no-derive"]
    _, _, records, _ = switches.files(tmp_path, case)
    options = audit.Options(derive=False, approx_tolerance="0.01", hints=switches.HINTS,
                            findings="all")  # fmt: skip
    summary = audit.run(records, tmp_path / "out.jsonl", options=options)
    assert summary.inventions == 1
    result = json.loads((tmp_path / "out.jsonl").read_text(encoding="utf-8"))
    pool = numground.Pool.from_data(case.pool, hints=switches.HINTS)
    report = numground.check(case.text, pool, derive=False, approx_tolerance="0.01")
    assert [f["verdict"] for f in result["findings"]] == [str(f.verdict) for f in report.findings]

"""Audit throughput: records/s for ``--jobs 1``, ``--jobs 2`` and Dask with 2 workers, in one run.

    python bench/audit_bench.py [--n 100000] [--dir artifacts/audit-bench] [--keep]
    python bench/audit_bench.py --natural [--n 1000] [--no-dask]

Generates the records (``bench/audit_records.py``, with a few malformed lines),
or with ``--natural`` takes them from the natural briefs
(``corpus/natural.jsonl``, ``natural2.jsonl``, ``natural3.jsonl``, never the
held-out round: each brief with its own pool, repeated in order up to
``--n``), then times ``numground audit`` end to end (process start, cluster
start and the atomic rename included) for each engine, and checks that every
run wrote the same bytes. Only figures measured in the same run compare: these
machines are noisy. ``cpu s`` is the CPU time the run's processes used,
``load`` the 1-minute load average when it started (a parallel run cannot
beat one process on a machine whose cores are already busy), and ``parent
MB`` the peak resident memory of the ``numground audit`` process itself
(not its workers').
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, help="records (100,000; --natural: 1,000)")
    parser.add_argument("--dir", type=Path, default=ROOT / "artifacts" / "audit-bench")
    parser.add_argument("--keep", action="store_true", help="keep the generated files")
    parser.add_argument("--natural", action="store_true",
                        help="the natural briefs with their pools, repeated up to --n")
    parser.add_argument("--no-dask", action="store_true", help="skip the Dask run")
    args = parser.parse_args()

    args.dir.mkdir(parents=True, exist_ok=True)
    records = args.dir / "records.jsonl"
    if args.n is None:
        args.n = 1_000 if args.natural else 100_000
    if args.natural:
        _natural_records(records, args.n)
    else:
        subprocess.run(
            [sys.executable, str(ROOT / "bench" / "audit_records.py"), str(records),
             "--n", str(args.n), "--bad", "40"],
            check=True,
        )  # fmt: skip
    total = sum(1 for line in records.read_bytes().splitlines() if line.strip())
    jobs = os.cpu_count() or 2
    runs = [("--jobs 1", ["--jobs", "1"]), (f"--jobs {jobs}", ["--jobs", str(jobs)])]
    if not args.no_dask:
        runs.append((f"dask, {jobs} workers", ["--engine", "dask", "--jobs", str(jobs)]))

    print(f"python {sys.version.split()[0]} · {os.cpu_count()} cores · {total:,} records"
          + (" (natural briefs)" if args.natural else ""))
    print(f"{'engine':<18}{'seconds':>9}{'records/s':>12}{'cpu s':>8}{'load':>6}"
          f"{'parent MB':>10}  output sha256")
    digests = {}
    for name, extra in runs:
        out = args.dir / f"results-{name.split(',')[0].replace(' ', '').strip('-')}.jsonl"
        peak = args.dir / "parent-peak.txt"
        load = os.getloadavg()[0]
        cpu = _children_cpu()
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-c", _MEASURED, str(peak), "audit", str(records), "-o", str(out),
             "--max-rate", "1", *extra],  # flags found are the bench's, not a failure
            capture_output=True,
            text=True,
        )
        seconds = time.perf_counter() - start
        cpu = _children_cpu() - cpu
        if done.returncode != 0:
            print(f"{name}: exit {done.returncode}\n{done.stderr}", file=sys.stderr)
            return 1
        digest = hashlib.sha256(out.read_bytes()).hexdigest()
        digests[name] = digest
        parent_mb = int(peak.read_text()) / 1024
        print(
            f"{name:<18}{seconds:>9.1f}{total / seconds:>12,.0f}{cpu:>8.1f}{load:>6.1f}"
            f"{parent_mb:>10.0f}  {digest[:16]}"
        )
    summary = done.stdout.splitlines()[0]
    print(f"summary: {summary}")
    same = len(set(digests.values())) == 1
    print("outputs identical: " + ("yes" if same else "NO"))
    if not args.keep:
        shutil.rmtree(args.dir)
    return 0 if same else 1


_MEASURED = """
import resource, sys
from numground.cli import main
try:
    code = main(sys.argv[2:])
finally:
    with open(sys.argv[1], "w") as f:
        f.write(str(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))
sys.exit(code)
"""
"""``numground audit`` as the command line runs it, writing the process's own
peak resident memory (KB) to the file named first."""


def _natural_records(out: Path, n: int) -> None:
    """``n`` audit records from the natural briefs and their pools, in order, repeated."""
    cases = []
    for name in ("natural.jsonl", "natural2.jsonl", "natural3.jsonl"):
        for line in (ROOT / "corpus" / name).open(encoding="utf-8"):
            if line.strip():
                case = json.loads(line)
                cases.append({"text": case["text"], "pool": case.get("pool") or {}})
    with out.open("w", encoding="utf-8") as f:
        for i in range(n):
            record = {"id": f"nat-{i}", **cases[i % len(cases)]}
            f.write(json.dumps(record, ensure_ascii=False) + "\n")


def _children_cpu() -> float:
    """User + system seconds of the finished child processes (and theirs)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    sys.exit(main())

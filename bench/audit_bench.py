"""Audit throughput: records/s for ``--jobs 1``, ``--jobs 2`` and Dask with 2 workers, in one run.

    python bench/audit_bench.py [--n 100000] [--dir artifacts/audit-bench] [--keep]

Generates the records (``bench/audit_records.py``, with a few malformed lines),
then times ``numground audit`` end to end (process start, cluster start and
the atomic rename included) for each engine, and checks that every run wrote
the same bytes. Only figures measured in the same run compare: these machines
are noisy. ``cpu s`` is the CPU time the run's processes used and ``load``
the 1-minute load average when it started: a parallel run cannot beat one
process on a machine whose cores are already busy.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

RUNS = (
    ("--jobs 1", ["--jobs", "1"]),
    ("--jobs 2", ["--jobs", "2"]),
    ("dask, 2 workers", ["--engine", "dask", "--jobs", "2"]),
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--dir", type=Path, default=ROOT / "artifacts" / "audit-bench")
    parser.add_argument("--keep", action="store_true", help="keep the generated files")
    args = parser.parse_args()

    args.dir.mkdir(parents=True, exist_ok=True)
    records = args.dir / "records.jsonl"
    subprocess.run(
        [sys.executable, str(ROOT / "bench" / "audit_records.py"), str(records),
         "--n", str(args.n), "--bad", "40"],
        check=True,
    )  # fmt: skip
    total = sum(1 for line in records.read_bytes().splitlines() if line.strip())

    print(f"python {sys.version.split()[0]} · {os.cpu_count()} cores · {total:,} records")
    print(f"{'engine':<18}{'seconds':>9}{'records/s':>12}{'cpu s':>8}{'load':>6}  output sha256")
    digests = {}
    for name, extra in RUNS:
        out = args.dir / f"results-{name.split(',')[0].replace(' ', '').strip('-')}.jsonl"
        load = os.getloadavg()[0]
        cpu = _children_cpu()
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "numground.cli", "audit", str(records), "-o", str(out), *extra],
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
        print(
            f"{name:<18}{seconds:>9.1f}{total / seconds:>12,.0f}{cpu:>8.1f}{load:>6.1f}"
            f"  {digest[:16]}"
        )
    summary = done.stdout.splitlines()[0]
    print(f"summary: {summary}")
    same = len(set(digests.values())) == 1
    print("outputs identical: " + ("yes" if same else "NO"))
    if not args.keep:
        shutil.rmtree(args.dir)
    return 0 if same else 1


def _children_cpu() -> float:
    """User + system seconds of the finished child processes (and theirs)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    sys.exit(main())

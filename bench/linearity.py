"""Is tokenize linear on adversarial input? (SPEC §6, issue #5)

    python bench/linearity.py                 # 1 MB and 10 MB, every case
    python bench/linearity.py --sizes 0.2 1   # other sizes, in MB
    python bench/linearity.py --case 1-1-1    # one case

Each case is run in a fresh process (so one case's heap does not pollute the
next): once untraced for the time, once under ``tracemalloc`` for the peak of
Python allocations. Sizes are in characters (= bytes for the ASCII cases).

Bounds: the time ratio between the largest and the smallest size must stay
under 15 for a 10x larger input (linear, with slack), and the traced peak
under 20 times the input. A row that breaks a bound is marked ``!``; the exit
status is 1 if any does.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
import tracemalloc

MB = 1_000_000
TIME_RATIO_BOUND = 15.0
MEMORY_BOUND = 20.0


def make(case: str, n: int) -> str:
    """``n`` characters of the named adversarial input."""
    if case == "1-1-1":
        return ("1-" * (n // 2 + 1))[:n]
    if case == "minus":
        return "\u2212" * n
    if case == "1,1,1":
        return ("1," * (n // 2 + 1))[:n]
    if case == "Aug Aug 7 7":
        half = n // 2
        return ("Aug " * (half // 4 + 1))[:half] + ("7 " * (n // 4 + 1))[: n - half]
    if case == "Aug 7 repeated":
        return ("Aug Aug 7 7 " * (n // 12 + 1))[:n]
    if case == "digit run":
        return "7" * n
    if case == "brackets":
        depth = (n - 1) // 2
        return "[" * depth + "1" + "]" * (n - 1 - depth)
    if case == "prose":  # a realistic brief, repeated: the baseline
        line = "TSB is \u22127.5 after the Aug 7 long run; 3\u20134 mi at 8:05/mi, HR 52 bpm.\n"
        return (line * (n // len(line) + 1))[:n]
    raise SystemExit(f"unknown case {case!r}")


CASES = ["1-1-1", "minus", "1,1,1", "Aug Aug 7 7", "Aug 7 repeated", "digit run", "brackets",
         "prose"]  # fmt: skip


def measure(case: str, n: int, traced: bool) -> dict[str, float]:
    """Run in this process: seconds, or the tracemalloc peak in bytes."""
    from numground import tokenize

    tokenize("warm 1")  # build (or load) the parser outside the measurement
    text = make(case, n)
    if traced:
        tracemalloc.start()
        tokens = tokenize(text)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        return {"peak": peak, "tokens": len(tokens)}
    start = time.perf_counter()
    tokens = tokenize(text)
    return {"seconds": time.perf_counter() - start, "tokens": len(tokens)}


def run(case: str, n: int, traced: bool) -> dict[str, float]:
    cmd = [sys.executable, __file__, "--child", case, str(n), "1" if traced else "0"]
    out = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        return {"error": out.stderr.strip().splitlines()[-1] if out.stderr else "failed"}
    return json.loads(out.stdout)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--sizes", type=float, nargs="+", default=[1, 10], help="sizes in MB")
    ap.add_argument("--case", action="append", choices=CASES, help="run only these cases")
    ap.add_argument("--no-memory", action="store_true", help="skip the tracemalloc runs")
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        case, n, traced = args.child
        print(json.dumps(measure(case, int(n), traced == "1")))
        return 0

    sizes = [int(s * MB) for s in args.sizes]
    bad = False
    head = f"{'input':<16}{'size':>12}{'tokens':>10}{'seconds':>10}{'ratio':>8}{'peak/input':>12}"
    print(head)
    print("-" * len(head))
    for case in args.case or CASES:
        first: float | None = None
        for n in sizes:
            timed = run(case, n, traced=False)
            if "error" in timed:
                print(f"{case:<16}{n:>12,}  error: {timed['error']}")
                bad = True
                continue
            seconds = timed["seconds"]
            ratio = "" if first is None else f"{seconds / max(first, 1e-9):.1f}"
            mark = ""
            if first is not None and seconds / max(first, 1e-9) > TIME_RATIO_BOUND * (
                n / sizes[0] / 10
            ):
                mark = "!"
            if first is None:
                first = seconds
            memory = ""
            if not args.no_memory:
                traced = run(case, n, traced=True)
                if "error" in traced:
                    memory = "error"
                else:
                    per = traced["peak"] / n
                    memory = f"{per:.1f}x"
                    if per > MEMORY_BOUND:
                        mark += "!"
            bad = bad or bool(mark)
            print(f"{case:<16}{n:>12,}{int(timed['tokens']):>10,}{seconds:>10.3f}"
                  f"{ratio:>8}{memory:>12} {mark}", flush=True)  # fmt: skip
    print(f"\nbounds: time ratio < {TIME_RATIO_BOUND:g} per 10x input; "
          f"tracemalloc peak < {MEMORY_BOUND:g}x input ('!' marks a breach)")  # fmt: skip
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())

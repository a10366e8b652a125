"""Is tokenize linear and bounded on adversarial input? (SPEC §6, issues 5 and 16)

    python bench/linearity.py                       # 1 MB and 10 MB, every case, every mode
    python bench/linearity.py --sizes 0.2 1         # other sizes, in MB
    python bench/linearity.py --case 1-1-1          # one case
    python bench/linearity.py --mode iter --mode audit   # some measurements only

Each case is run in a fresh process (so one case's heap does not pollute the
next). The modes:

- ``tokenize``: once untraced for the time, once under ``tracemalloc`` for the
  peak of Python allocations while the token list is built and kept.
  Bound: peak < 20x the input + 250 bytes a returned token.
- ``iter``: ``iter_tokens`` consumed without keeping a token, under
  ``tracemalloc``, after a warm-up on the text's first 64K characters (the
  process's caches are not the stream's). Bound: peak < 20x the largest
  chunk (in characters).
- ``audit``: ``numground audit`` of one record holding the text (the record
  at most the size, so under the default 10 MB limit), in this process: the
  peak resident set of the process (``ru_maxrss``). Bound: < 1 GB.

Sizes are in characters (= bytes for the ASCII cases). The time ratio between
the largest and the smallest size must stay under 15 for a 10x larger input
(linear, with slack). A row that breaks a bound is marked ``!``; the exit
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
"""tokenize: peak < MEMORY_BOUND x input + TOKEN_BYTES a token; iter: < MEMORY_BOUND x chunk."""
TOKEN_BYTES = 250
AUDIT_BOUND = 1 << 30
"""Peak RSS of a process auditing one record of the size."""
MODES = ["tokenize", "iter", "audit"]
WARM_CHARS = 1 << 16
"""iter: the first this many characters are tokenized once before the trace, so
that caches a process keeps whatever it reads (the grammar's, short numerals'
Decimals) are not counted as what the stream holds."""


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


def measure(case: str, n: int, mode: str) -> dict[str, float]:
    """Run in this process: seconds, a tracemalloc peak in bytes, or a peak RSS."""
    import importlib

    from numground import iter_tokens, tokenize
    tokenize("warm 1")  # build (or load) the parser outside the measurement
    text = make(case, n)
    if mode == "timed":
        start = time.perf_counter()
        tokens = tokenize(text)
        return {"seconds": time.perf_counter() - start, "tokens": len(tokens)}
    if mode == "tokenize":
        tracemalloc.start()
        tokens = tokenize(text)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        return {"peak": peak, "tokens": len(tokens)}
    if mode == "iter":
        module = importlib.import_module("numground.lex.tokenize")
        first = module._DIGIT.search(text)
        chunk = max((hi - lo for lo, hi in module._chunks(text, first.start())), default=0) if (
            first) else 0
        sum(1 for _ in iter_tokens(text[:WARM_CHARS]))  # process-wide caches, not the stream
        tracemalloc.start()
        count = sum(1 for _ in iter_tokens(text))
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        return {"peak": peak, "tokens": count, "chunk": chunk}
    if mode == "audit":
        import os
        import resource
        import tempfile

        from numground.batch import audit
        with tempfile.TemporaryDirectory() as folder:
            records = os.path.join(folder, "records.jsonl")
            head = '{"id": "big", "pool": {"tsb": -7.5, "hr_bpm": 52, "km": 3}, "text": '
            cut = max(0, n - len(head) - 8)
            while True:  # at most n bytes of UTF-8, so under a limit of n
                line = (head + json.dumps(text[:cut], ensure_ascii=False) + "}").encode()
                if len(line) <= n:
                    break
                cut -= len(line) - n
            with open(records, "wb") as f:
                f.write(line + b"\n")
            size = os.path.getsize(records)
            del text, line
            start = time.perf_counter()
            summary = audit.run(records, os.path.join(folder, "out.jsonl"))
            seconds = time.perf_counter() - start
            line = os.path.getsize(os.path.join(folder, "out.jsonl"))
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KB on Linux
        return {"rss": rss, "record": size, "errors": summary.errors, "claims": summary.claims,
                "seconds": seconds, "line": line}
    raise SystemExit(f"unknown mode {mode!r}")


def run(case: str, n: int, mode: str) -> dict[str, float]:
    cmd = [sys.executable, __file__, "--child", case, str(n), mode]
    out = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        return {"error": out.stderr.strip().splitlines()[-1] if out.stderr else "failed"}
    return json.loads(out.stdout)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--sizes", type=float, nargs="+", default=[1, 10], help="sizes in MB")
    ap.add_argument("--case", action="append", choices=CASES, help="run only these cases")
    ap.add_argument("--mode", action="append", choices=MODES, help="run only these measurements")
    ap.add_argument("--no-memory", action="store_true", help="time only (tokenize)")
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        case, n, mode = args.child
        print(json.dumps(measure(case, int(n), mode)))
        return 0

    modes = ["tokenize"] if args.no_memory else (args.mode or MODES)
    sizes = [int(s * MB) for s in args.sizes]
    bad = False
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, python {sys.version.split()[0]}")
    head = (f"{'input':<16}{'size':>12}{'tokens':>10}{'seconds':>9}{'ratio':>7}"
            f"{'tokenize peak':>15}{'iter peak':>12}{'chunk':>11}{'audit RSS':>11}")
    print(head)
    print("-" * len(head))
    for case in args.case or CASES:
        first: float | None = None
        for n in sizes:
            cells, mark = [], ""
            timed = run(case, n, "timed") if "tokenize" in modes else {}
            if "error" in timed:
                print(f"{case:<16}{n:>12,}  error: {timed['error']}")
                bad = True
                continue
            tokens = timed.get("tokens")
            seconds = timed.get("seconds")
            ratio = ""
            if seconds is not None:
                if first is not None:
                    r = seconds / max(first, 1e-9)
                    ratio = f"{r:.1f}"
                    if r > TIME_RATIO_BOUND * (n / sizes[0] / 10):
                        mark += "t"
                else:
                    first = seconds
            tok = ""
            if "tokenize" in modes and not args.no_memory:
                traced = run(case, n, "tokenize")
                if "error" in traced:
                    tok = "error"
                else:
                    allowed = MEMORY_BOUND * n + TOKEN_BYTES * traced["tokens"]
                    tok = f"{traced['peak'] / n:.1f}x"
                    if traced["peak"] > allowed:
                        mark += "m"
                        tok += "!"
            it = chunk = ""
            if "iter" in modes:
                traced = run(case, n, "iter")
                if "error" in traced:
                    it = "error"
                else:
                    tokens = tokens if tokens is not None else traced["tokens"]
                    c = traced["chunk"]
                    it = f"{traced['peak'] / c:.1f}x" if c else f"{traced['peak']:,} B"
                    chunk = f"{c:,}"
                    if c and traced["peak"] > MEMORY_BOUND * c:
                        mark += "i"
                        it += "!"
            rss = ""
            if "audit" in modes:
                done = run(case, n, "audit")
                if "error" in done:
                    rss = "error"
                    mark += "a"
                else:
                    rss = f"{done['rss'] / MB:,.0f} MB"
                    if done["rss"] >= AUDIT_BOUND or done["errors"]:
                        mark += "a"
                        rss += "!"
            bad = bad or bool(mark)
            cells = [f"{case:<16}{n:>12,}", f"{tokens if tokens is not None else '':>10,}"
                     if tokens is not None else f"{'':>10}",
                     f"{seconds:>9.2f}" if seconds is not None else f"{'':>9}",
                     f"{ratio:>7}{tok:>15}{it:>12}{chunk:>11}{rss:>11}"]  # fmt: skip
            print("".join(cells) + (f"  {mark}" if mark else ""), flush=True)
    print(f"\nbounds: time ratio < {TIME_RATIO_BOUND:g} per 10x input (t); tokenize peak < "
          f"{MEMORY_BOUND:g}x input + {TOKEN_BYTES} B a token (m); iter_tokens peak, tokens not "
          f"kept, < {MEMORY_BOUND:g}x the largest chunk (i); audit of one record peak RSS "
          f"< 1 GB (a). Peaks are tracemalloc's; sizes in characters.")  # fmt: skip
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""numground benchmark: throughput as ratios to a baseline measured in the same run.

    python bench/run.py [--mb 1.0] [--repeat 5] [--quick]

Workloads are built from the corpus briefs (``corpus/briefs.jsonl``) at three
densities: sparse prose, typical briefs, and a number-dense table. The
baseline is the seed's naive tokenizer (one regex, U+2212 normalised, a month
look-back veto): fast and wrong. Every figure is printed beside its ratio to
that baseline, because these machines are noisy and only ratios measured in
one run compare.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# ------------------------------------------------------------------ baseline
_SEED = re.compile(r"[-+]?\d[\d,]*(?:\.\d+)?\s*[kK%]?")
_MONTH_BEFORE = re.compile(
    r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s*$"
)


def seed_tokens(text: str) -> list[str]:
    """The seed problem's tokenizer, as written there."""
    text = text.replace("\u2212", "-")
    out = []
    for m in _SEED.finditer(text):
        if _MONTH_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue
        out.append(m.group().strip())
    return out


# ----------------------------------------------------------------- workloads
_FILLER = (
    "Recovery is a skill as much as training is. Keep the easy days easy, sleep well, "
    "and let the hard sessions do their work. Consistency beats heroics over a season, "
    "and the body adapts to what it is asked to repeat.\n\n"
)


def _briefs() -> list[dict]:
    path = ROOT / "corpus" / "briefs.jsonl"
    return [json.loads(line) for line in path.open(encoding="utf-8")]


def workloads(size: int) -> dict[str, str]:
    briefs = [c["text"] for c in _briefs() if not c.get("planted")]
    rng = random.Random(7)

    def fill(make: Callable[[], str]) -> str:
        parts, n = [], 0
        while n < size:
            p = make()
            parts.append(p)
            n += len(p) + 2
        return "\n\n".join(parts)

    typical = fill(lambda: rng.choice(briefs))
    sparse = fill(lambda: rng.choice(briefs) + "\n\n" + _FILLER * 6)

    def row() -> str:
        return (f"| Aug {rng.randint(1, 28)} | {rng.uniform(3, 30):.1f} km | "
                f"{rng.randint(4, 6)}:{rng.randint(0, 59):02d}/km | {rng.randint(120, 175)} bpm | "
                f"−{rng.uniform(0, 20):.1f} | {rng.randint(1000, 30000):,} | "
                f"{rng.randint(1, 99)}% |")

    dense = fill(lambda: "\n".join(row() for _ in range(20)))
    return {"sparse": sparse, "typical": typical, "dense": dense}


def pools() -> dict[int, dict]:
    """Pools of 20, 200 and 20,000 entries, drawn from the corpus pools."""
    from numground import Pool

    values: list[float] = []
    for case in _briefs():
        for entry in Pool.from_data(case["pool"]).entries:
            values.append(float(entry.value))
    rng = random.Random(11)
    out = {}
    for n in (20, 200, 20000):
        data = {"metrics": {f"m{i}_bpm" if i % 7 == 0 else f"m{i}":
                            rng.choice(values) * rng.choice((1, 1, 1.01, 0.5)) for i in range(n)}}
        out[n] = data
    return out


# ------------------------------------------------------------------- timing
def best_of(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def peak_memory(fn: Callable[[], object]) -> int:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def cold_start(repeat: int) -> tuple[float, float]:
    """Seconds for ``numground tokens "x"`` and for ``python -c "import lark"``."""
    exe = Path(sys.executable).with_name("numground")
    cmd = [str(exe), "tokens", "x"] if exe.exists() else [
        sys.executable, "-m", "numground", "tokens", "x"]

    def run(argv: list[str]) -> float:
        t0 = time.perf_counter()
        subprocess.run(argv, check=True, capture_output=True)
        return time.perf_counter() - t0

    ours = min(run(cmd) for _ in range(repeat))
    lark = min(run([sys.executable, "-c", "import lark"]) for _ in range(repeat))
    return ours, lark


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mb", type=float, default=1.0, help="workload size per density (MB)")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--quick", action="store_true", help="0.2 MB, 3 repeats, no cold start")
    a = ap.parse_args(argv)
    if a.quick:
        a.mb, a.repeat = 0.2, 3

    import numground

    size = int(a.mb * 1_000_000)
    loads = workloads(size)
    numground.tokenize("warm 1 up")  # build the parser outside the timings
    pool_data = pools()
    built = {n: numground.Pool.from_data(d) for n, d in pool_data.items()}

    rows = []
    for name, text in loads.items():
        mb = len(text.encode("utf-8")) / 1e6
        base = best_of(lambda t=text: seed_tokens(t), a.repeat)
        tok = best_of(lambda t=text: numground.tokenize(t), a.repeat)
        claims = sum(1 for t in numground.tokenize(text) if t.kind == "claim")
        rows.append((name, "seed regex (baseline)", mb, base, None, base))
        rows.append((name, "tokenize", mb, tok, claims, base))
        if name == "typical":
            for n, pool in built.items():
                chk = best_of(lambda t=text, p=pool: numground.check(t, p), a.repeat)
                rows.append((name, f"check, pool {n:,}", mb, chk, claims, base))

    print(f"numground bench  python {sys.version.split()[0]}  {os.cpu_count()} cpu  "
          f"{time.strftime('%Y-%m-%d')}")
    print(f"{'workload':<9} {'what':<22} {'MB':>5} {'s':>8} {'MB/s':>7} {'claims/s':>10} "
          f"{'x baseline':>11}")
    for name, what, mb, sec, claims, base in rows:
        cps = f"{claims / sec:,.0f}" if claims else ""
        print(f"{name:<9} {what:<22} {mb:>5.2f} {sec:>8.4f} {mb / sec:>7.2f} {cps:>10} "
              f"{base / sec:>10.3f}x")

    typical = loads["typical"]
    mem = peak_memory(lambda: numground.tokenize(typical))
    print(f"peak memory of tokenize on typical: {mem / 1e6:.1f} MB "
          f"({mem / len(typical.encode('utf-8')):.1f}x the input)")
    t200 = next(r[3] for r in rows if r[1] == "check, pool 200")
    t20k = next(r[3] for r in rows if r[1] == "check, pool 20,000")
    print(f"check pool 20,000 / pool 200 time: {t20k / t200:.2f}")

    try:
        import quantulum3.parser as q  # optional: pip install quantulum3

        sample = typical[:20_000]
        qt = best_of(lambda: q.parse(sample), 1)
        bt = best_of(lambda: seed_tokens(sample), a.repeat)
        print(f"quantulum3 on 20 KB: {qt:.3f} s ({bt / qt:.5f}x baseline)")
    except ImportError:
        print("quantulum3: not installed (pip install quantulum3 to compare)")

    if not a.quick:
        ours, lark = cold_start(max(3, a.repeat))
        print(f"cold start: numground tokens \"x\" {ours * 1000:.0f} ms, python -c \"import lark\" "
              f"{lark * 1000:.0f} ms, ratio {ours / lark:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

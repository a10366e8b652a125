"""Speed on natural briefs and on template briefs, as ratios to the seed regex
measured in the same run (issue 28).

    python bench/natural_speed.py [--rounds 5] [--mb 0.2] [--sets natural,natural2,natural3]

Natural: every brief of ``corpus/natural.jsonl``, ``natural2.jsonl`` and
``natural3.jsonl`` (never ``corpus/holdout/``), one call per brief, as an
audit makes them: the seed regex (``bench/run.py``'s baseline), ``tokenize``,
and ``check(text, pool)`` with the brief's own pool as JSON data (so building
the ``Pool`` is part of the cost). Templates: ``bench/run.py``'s typical
workload (``--mb`` of corpus briefs) as one text, ``check`` against its pool
of 200 entries.

This machine is shared: each round times every measure once, in an order
that alternates between rounds, and the best of the rounds is kept. The
spread (worst / best) of each measure is printed, as the noise seen.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from run import pools, seed_tokens, workloads  # noqa: E402  (bench/ is not a package)

SETS = ("natural", "natural2", "natural3")


def natural_briefs(sets: tuple[str, ...]) -> list[tuple[str, object]]:
    out = []
    for name in sets:
        path = ROOT / "corpus" / f"{name}.jsonl"
        for line in path.open(encoding="utf-8"):
            if line.strip():
                case = json.loads(line)
                out.append((case["text"], case.get("pool") or {}))
    return out


def _timed(fn: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--mb", type=float, default=0.2, help="template workload size (MB)")
    ap.add_argument("--sets", default=",".join(SETS))
    a = ap.parse_args(argv)
    sets = tuple(s for s in a.sets.split(",") if s)
    if any("holdout" in s or "natural4" in s for s in sets):
        raise SystemExit("the held-out round is not measured here")

    import numground

    briefs = natural_briefs(sets)
    texts = [t for t, _ in briefs]
    typical = workloads(int(a.mb * 1_000_000))["typical"]
    pool200 = numground.Pool.from_data(pools()[200])
    numground.tokenize("warm 1 up")
    for text, pool in briefs[:5]:
        numground.check(text, pool)

    def seed_natural() -> None:
        for t in texts:
            seed_tokens(t)

    def tok_natural() -> None:
        for t in texts:
            numground.tokenize(t)

    def check_natural() -> None:
        for t, p in briefs:
            numground.check(t, p)

    measures: dict[str, tuple[str, Callable[[], object]]] = {
        "natural seed": ("natural", seed_natural),
        "natural tokenize": ("natural", tok_natural),
        "natural check": ("natural", check_natural),
        "templates seed": ("templates", lambda: seed_tokens(typical)),
        "templates tokenize": ("templates", lambda: numground.tokenize(typical)),
        "templates check": ("templates", lambda: numground.check(typical, pool200)),
    }
    mb = {"natural": sum(len(t.encode("utf-8")) for t in texts) / 1e6,
          "templates": len(typical.encode("utf-8")) / 1e6}
    times: dict[str, list[float]] = {k: [] for k in measures}
    names = list(measures)
    for r in range(a.rounds):
        order = names if r % 2 == 0 else names[::-1]
        for name in order:
            times[name].append(_timed(measures[name][1]))

    best = {k: min(v) for k, v in times.items()}
    print(f"numground natural speed  python {sys.version.split()[0]}  {os.cpu_count()} cpu  "
          f"load {os.getloadavg()[0]:.1f}  {time.strftime('%Y-%m-%d %H:%M')}  "
          f"{len(briefs)} natural briefs ({mb['natural']:.3f} MB), "
          f"templates {mb['templates']:.3f} MB, "
          f"best of {a.rounds}")
    print(f"{'bench':<10} {'what':<9} {'best s':>8} {'MB/s':>7} {'ms/brief':>9} "
          f"{'x seed':>8} {'worst/best':>11}")
    for name, (bench, _) in measures.items():
        what = name.split()[1]
        sec = best[name]
        per = f"{sec / len(briefs) * 1000:.2f}" if bench == "natural" else ""
        ratio = best[f"{bench} seed"] / sec
        spread = max(times[name]) / sec
        print(f"{bench:<10} {what:<9} {sec:>8.4f} {mb[bench] / sec:>7.2f} {per:>9} "
              f"{ratio:>8.4f} {spread:>11.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

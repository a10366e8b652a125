"""Generate a JSONL file of audit records: briefs from a few templates, their pools, some flaws.

    python bench/audit_records.py OUT.jsonl [--n 100000] [--seed 8] [--bad 0]

Each record is ``{"id", "text", "pool"}``; about one in five names a shared
pool file instead (``"pool_ref": "pools/shared-K.json"``, written beside OUT).
About one brief in eight invents a number and one in thirty flips a sign, so
the audit has something to find. ``--bad N`` mixes in N malformed lines (bad
JSON, missing text, a pool that is not an object, bytes that are not UTF-8).
Same seed, same file.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

SHARED = 8
"""How many shared pool files the pool_ref records draw from."""


def _training(r: random.Random) -> tuple[dict, list[str]]:
    tsb = round(r.uniform(-25, 15), 1)
    hr = r.randint(42, 65)
    km = round(r.uniform(20, 120), 1)
    runs = r.randint(3, 12)
    hrv = r.randint(35, 95)
    pool = {
        "metrics": {"tsb": tsb, "ctl": round(r.uniform(30, 80), 1)},
        "resting_hr_bpm": hr,
        "hrv_ms": hrv,
        "last_14_days": {"runs": runs, "distance_km": km},
        "workouts": [{"distance_km": round(r.uniform(5, 30), 1)} for _ in range(r.randint(1, 4))],
    }
    words = [
        f"Your TSB is {'−' if tsb < 0 else ''}{abs(tsb)} this morning.",
        f"Resting HR is {hr} bpm and HRV averaged {hrv} ms over the last 7 days.",
        f"You ran {runs} times for {km} km in the past 2 weeks.",
        f"The longest run on Aug {r.randint(1, 28)} was {pool['workouts'][0]['distance_km']} km.",
    ]
    return pool, words


def _sales(r: random.Random) -> tuple[dict, list[str]]:
    revenue = r.randint(200, 9000) * 1000
    growth = round(r.uniform(-20, 40), 1)
    deals = r.randint(10, 400)
    pool = {
        "quarter": "Q3",
        "revenue_usd": revenue,
        "growth_pct": growth,
        "deals": deals,
        "regions": [{"name": n, "share_pct": r.randint(5, 60)} for n in ("EMEA", "APAC")],
    }
    words = [
        f"Q3 revenue reached ${revenue / 1e6:.1f}M.",
        f"Growth was {'up' if growth >= 0 else 'down'} {abs(growth)}% on the quarter.",
        f"The team closed {deals:,} deals; EMEA took {pool['regions'][0]['share_pct']}%.",
    ]
    return pool, words


def _infra(r: random.Random) -> tuple[dict, list[str]]:
    p95 = r.randint(80, 900)
    errors = round(r.uniform(0, 5), 2)
    nodes = r.randint(3, 64)
    pool = {"latency_p95_ms": p95, "error_rate_pct": errors, "nodes": nodes, "version": "0.60.2"}
    words = [
        f"p95 latency was {p95} ms after the v0.60.2 rollout.",
        f"The error rate held at {errors}% across {nodes} nodes.",
        f"See incident #{r.randint(100, 999)} for the timeline since 2025.",
    ]
    return pool, words


TEMPLATES = (_training, _sales, _infra)


def _flaw(r: random.Random, words: list[str]) -> list[str]:
    """Maybe invent a number or flip a sign in one sentence."""
    roll = r.random()
    if roll < 1 / 8:
        i = r.randrange(len(words))
        words[i] = words[i] + f" That is {r.randint(1000, 9999)} more than planned."
    elif roll < 1 / 8 + 1 / 30:
        words[0] = words[0].replace("−", "", 1) if "−" in words[0] else words[0]
    return words


def records(n: int, seed: int, shared: list[tuple[dict, list[str]]]) -> list[bytes]:
    r = random.Random(seed)
    out = []
    for i in range(n):
        record: dict = {"id": f"brief-{i:06d}"}
        if r.random() < 0.2:
            k = r.randrange(len(shared))
            pool, words = shared[k]
            record["pool_ref"] = f"pools/shared-{k}.json"
            words = list(words)
        else:
            pool, words = r.choice(TEMPLATES)(r)
            record["pool"] = pool
        r.shuffle(words)
        record["text"] = " ".join(_flaw(r, words[: r.randint(2, len(words))]))
        out.append(json.dumps(record, ensure_ascii=False).encode("utf-8"))
    return out


BAD = (
    b'{"id": "bad-json", "text": "5 km" "pool": {}}',
    b'{"id": "no-text", "pool": {"km": 5}}',
    b'{"id": "pool-list", "text": "5 km", "pool": [5]}',
    b'{"id": "not-utf8", "text": "caf\xe9 5 km", "pool": {"km": 5}}',
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--bad", type=int, default=0, help="malformed lines to mix in")
    args = parser.parse_args()

    r = random.Random(args.seed + 1)
    shared = [r.choice(TEMPLATES)(r) for _ in range(SHARED)]
    pools = args.out.parent / "pools"
    pools.mkdir(parents=True, exist_ok=True)
    for k, (pool, _) in enumerate(shared):
        (pools / f"shared-{k}.json").write_text(json.dumps(pool, indent=1), encoding="utf-8")

    lines = records(args.n, args.seed, shared)
    for j in range(args.bad):
        lines.insert(r.randrange(len(lines) + 1), BAD[j % len(BAD)])
    args.out.write_bytes(b"\n".join(lines) + b"\n")
    print(f"wrote {len(lines):,} records to {args.out} ({args.out.stat().st_size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()

"""Do two versions of numground give the same tokens and findings? (issue 19)

    python bench/equivalence.py --out now.json [--n 30000]     # record
    python bench/equivalence.py --out now.json --against before.json

Texts: every ``text`` of ``corpus/*.jsonl`` (checked against its own pool
when it has one), the peers' texts (``/work/shared/peers/*.jsonl``, read in
place, or ``--peers DIR``), and ``--n`` generated texts drawn with
hypothesis in seeded batches, so that every run draws the same ones (or read
from ``--texts``, written by the first run): a third
from the grammar's own rules (``from_lark``), a third one alternative of the
grammar at a time, a third composed prose (mentions in filler), the
strategies of ``tests/test_fuzz_properties.py``. Generated texts are checked
against a fixed pool of the corpus.

For each text the record holds a hash of its tokens (every field) and of its
report (verdict, sources, nearest, how and binding of every finding). Run it
once under the old code (``PYTHONPATH`` pointing at it) and once under the
new; ``--against`` prints the counts and the first texts that differ.
"""

# ruff: noqa: B023  (draw() runs within its own loop turn)
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PEERS = Path("/work/shared/peers")


def corpus_cases() -> list[tuple[str, str, object]]:
    out = []
    for path in sorted((ROOT / "corpus").glob("*.jsonl")):
        for i, line in enumerate(path.open(encoding="utf-8")):
            case = json.loads(line)
            if isinstance(case.get("text"), str):
                out.append((f"{path.name}:{i}", case["text"], case.get("pool")))
    return out


def peer_cases(folder: Path) -> list[tuple[str, str, object]]:
    out = []
    for path in sorted(folder.glob("*.jsonl")):
        for i, line in enumerate(path.open(encoding="utf-8")):
            case = json.loads(line)
            if isinstance(case.get("text"), str):
                out.append((f"peers/{path.name}:{i}", case["text"], None))
    return out


def generated(n: int, budget: float = float("inf")) -> list[str]:
    """Up to ``n`` texts drawn by the fuzz tests' strategies, in seeded batches
    of 500 taken from each strategy in turn (the same texts on every run),
    until ``n`` or ``budget`` seconds."""
    from hypothesis import HealthCheck, given, seed, settings

    sys.path.insert(0, str(ROOT / "tests"))
    import test_fuzz_properties as fz

    t0 = time.perf_counter()
    composed = fz.prose().map(lambda parts: "".join(p.text for p in parts))
    strategies = (fz.grammar_items(), fz.grammar_alternatives(), composed)
    texts: list[str] = []
    batch = 0
    while len(texts) < n and time.perf_counter() - t0 < budget:
        strategy = strategies[batch % len(strategies)]
        drawn: list[str] = []

        @seed(batch)
        @settings(max_examples=min(500, n - len(texts)), database=None, deadline=None,
                  suppress_health_check=list(HealthCheck))
        @given(strategy)
        def draw(text: str) -> None:
            drawn.append(text)

        draw()
        texts.extend(drawn)
        batch += 1
    return texts


def _digest(value: object) -> str:
    return hashlib.sha256(repr(value).encode("utf-8")).hexdigest()[:16]


def fingerprint(text: str, pool: object) -> tuple[str, str]:
    from numground import check, tokenize
    tokens = tokenize(text)
    report = check(text, pool)
    findings = [(f.token, f.verdict, f.sources, f.nearest, f.how, f.binding)
                for f in report.findings]
    return _digest(tokens), _digest(findings)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--against")
    ap.add_argument("--n", type=int, default=30000)
    ap.add_argument("--peers", type=Path, default=PEERS)
    ap.add_argument("--texts", type=Path, help="generated texts: read if it exists, else written")
    ap.add_argument("--budget", type=float, default=float("inf"),
                    help="seconds to spend drawing texts at most")
    a = ap.parse_args(argv)

    sys.path.insert(0, str(ROOT / "bench"))
    from run import pools

    fixed_pool = pools()[200]
    cases = corpus_cases() + peer_cases(a.peers)
    if a.texts is not None and a.texts.exists():
        drawn = json.loads(a.texts.read_text(encoding="utf-8"))
    else:
        drawn = generated(a.n, a.budget)
        if a.texts is not None:
            a.texts.write_text(json.dumps(drawn), encoding="utf-8")
    cases += [(f"generated:{i}", t, fixed_pool) for i, t in enumerate(drawn)]
    t0 = time.perf_counter()
    record = {}
    for name, text, pool in cases:
        tokens, findings = fingerprint(text, pool if pool is not None else {})
        record[name] = {"text": _digest(text), "tokens": tokens, "findings": findings}
    Path(a.out).write_text(json.dumps(record, indent=0), encoding="utf-8")
    kinds = {"corpus": 0, "peers": 0, "generated": 0}
    for name in record:
        kinds["peers" if name.startswith("peers/") else
              "generated" if name.startswith("generated:") else "corpus"] += 1
    print(f"{len(record)} texts ({kinds}) in {time.perf_counter() - t0:.0f} s -> {a.out}")
    if a.against:
        old = json.loads(Path(a.against).read_text(encoding="utf-8"))
        same_text = [k for k in record if k in old and old[k]["text"] == record[k]["text"]]
        tok = [k for k in same_text if old[k]["tokens"] != record[k]["tokens"]]
        fin = [k for k in same_text if old[k]["findings"] != record[k]["findings"]]
        print(f"compared {len(same_text)} texts drawn alike: tokens differ in {len(tok)}, "
              f"findings differ in {len(fin)}")
        for k in (tok + fin)[:10]:
            print("  differs:", k)
        return 1 if tok or fin else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())

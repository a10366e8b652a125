"""Held-out probes (corpus/holdout/probes26.jsonl): one text, one pool, one
marked number each, written blind from the contract (corpus/holdout/PROBES26.md).

    python bench/probes.py            # read right, overall and by category
    python bench/probes.py --show     # and every probe read otherwise

A probe is read right when the token at its mark has the expected kind and,
where one is expected, the expected verdict; a mark that should be no token
(``kind`` ``none``) is read right when no token overlaps it. Run once, at the
end of a round: the probes measure, they never tune.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from numground import check

ROOT = Path(__file__).resolve().parents[1]
PROBES = ROOT / "corpus" / "holdout" / "probes26.jsonl"


def read(probe: dict) -> tuple[str, str | None]:
    """The kind and verdict numground gives the marked number (``none`` when no
    token overlaps it)."""
    report = check(probe["text"], probe.get("pool") or {})
    start = probe["mark"]["start"]
    end = start + len(probe["mark"]["text"])
    for f in report.findings:
        if f.token.start == start and f.token.text == probe["mark"]["text"]:
            return str(f.token.kind.value), str(f.verdict)
    for f in report.findings:
        if f.token.start < end and start < f.token.end:
            return f"other: {f.token.text!r} {f.token.kind.value}", str(f.verdict)
    return "none", None


def right(probe: dict, kind: str, verdict: str | None) -> bool:
    want = probe["expect"]
    if want["kind"] == "none":
        return kind == "none"
    return kind == want["kind"] and ("verdict" not in want or verdict == want["verdict"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="print every probe read otherwise")
    args = parser.parse_args(argv)
    probes = [json.loads(line) for line in PROBES.open(encoding="utf-8") if line.strip()]
    total, ok = Counter(), Counter()
    misses = []
    for p in probes:
        kind, verdict = read(p)
        total[p["category"]] += 1
        if right(p, kind, verdict):
            ok[p["category"]] += 1
        else:
            misses.append((p, kind, verdict))
    n, k = sum(total.values()), sum(ok.values())
    print(f"probes read right  {k}/{n} ({k / n:.3f})")
    for c in sorted(total):
        print(f"  category {c:>2}      {ok[c]}/{total[c]}")
    if args.show:
        for p, kind, verdict in misses:
            want = p["expect"]
            print(f"{p['id']}: {p['mark']['text']!r} want {want.get('kind')} "
                  f"{want.get('verdict', '')}, got {kind} {verdict or ''}\n    {p['text']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Held-out probes (corpus/holdout/probes26.jsonl, probes27.jsonl): one text,
one pool, one marked number each, written blind from the contract
(corpus/holdout/PROBES26.md, PROBES27.md).

    python bench/probes.py            # read right, overall and by category
    python bench/probes.py --show     # and every probe read otherwise
    python bench/probes.py --round 27 # another round's probes

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
HOLDOUT = ROOT / "corpus" / "holdout"


def read(probe: dict) -> tuple[str, str | None]:
    """The kind and verdict numground gives the marked number.

    The contract does not say how much of a phrase is the token ("6 in the
    morning", "$4.21 per 1,000 gallons"), so a token that starts at the mark
    and covers it reads the mark. A mark inside a claim that starts before it
    (a rate's denominator) is ``inside``: no token of its own. ``none`` when
    no token overlaps it."""
    report = check(probe["text"], probe.get("pool") or {})
    start = probe["mark"]["start"]
    end = start + len(probe["mark"]["text"])
    for f in report.findings:
        if f.token.start == start and f.token.end >= end:
            return str(f.token.kind.value), str(f.verdict)
    for f in report.findings:
        if f.token.start < start and f.token.end >= end and f.token.kind.value == "claim":
            return f"inside: {f.token.text!r}", str(f.verdict)
    for f in report.findings:
        if f.token.start < end and start < f.token.end:
            return f"other: {f.token.text!r} {f.token.kind.value}", str(f.verdict)
    return "none", None


def right(probe: dict, kind: str, verdict: str | None) -> bool:
    """Read right: the expected kind and verdict; a mark that should be no
    token is right when none overlaps it or it is inside a claim's phrase."""
    want = probe["expect"]
    if want["kind"] == "none":
        return kind == "none" or kind.startswith("inside:")
    return kind == want["kind"] and ("verdict" not in want or verdict == want["verdict"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="print every probe read otherwise")
    parser.add_argument("--round", default="26", help="which round's probes (26, 27)")
    args = parser.parse_args(argv)
    path = HOLDOUT / f"probes{args.round}.jsonl"
    probes = [json.loads(line) for line in path.open(encoding="utf-8") if line.strip()]
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

"""Propose ``expect`` lists for corpus drafts, for a person to review.

    python corpus/src/draft_expect.py corpus/drafts/briefs.jsonl > /tmp/review.txt

Prints each case's tokens as the checker sees them today, and writes
``<name>.proposed.jsonl`` beside the input. A proposal is NOT a corpus case:
read every token against the SPEC, correct what is wrong (a wrong token is a
bug to fix first), and only then move the case into ``corpus/``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numground


def propose(case: dict) -> dict:
    report = numground.check(case["text"], case["pool"])
    case = dict(case)
    case["expect"] = [
        {
            "text": f.token.text,
            "start": f.token.start,
            "kind": str(f.token.kind),
            "value": None if f.token.value is None else str(f.token.value),
            "unit": f.token.unit,
            "verdict": str(f.verdict),
        }
        for f in report.findings
    ]
    return case


def main(path: str) -> None:
    src = Path(path)
    out = src.with_suffix(".proposed.jsonl")
    with src.open(encoding="utf-8") as f, out.open("w", encoding="utf-8") as w:
        for line in f:
            case = propose(json.loads(line))
            w.write(json.dumps(case, ensure_ascii=False) + "\n")
            planted = {p["start"]: p for p in case.get("planted", [])}
            print(f"== {case['id']}")
            for e in case["expect"]:
                hit = planted.get(e["start"])
                mark = f" <== PLANTED {hit['verdict']}" if hit else ""
                print(f"  {e['start']:>5} {e['text']!r:28} {e['kind']:10} {e['value']!s:>12} "
                      f"{e['unit']!s:6} {e['verdict']}{mark}")


if __name__ == "__main__":
    main(sys.argv[1])

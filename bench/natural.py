"""The natural briefs, measured: faithful briefs flagged, false flags per claim, slips caught.

    python bench/natural.py                      # figures, dev and test side by side
    python bench/natural.py --show flags         # every false flag of the dev split
    python bench/natural.py --show missed        # every slip the dev split misses
    python bench/natural.py --show lost          # slips derivations let through
    python bench/natural.py --options '{"derive": false}'
    python bench/natural.py --holdout            # and the held-out third round

Rules and bounds are decided on the dev split only. The test split's cases
are listed only with ``--split test``, which is for reading failures after
the final figures are in. The held-out round (``corpus/natural3.jsonl``,
written after the test split was read) is measured once, at the end.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

import numground
from numground.render.text import quote
from numground.tables.verdicts import BACKED

_CORPUS = Path(__file__).resolve().parents[1] / "corpus"
SPLITS = {"dev": "natural2.jsonl", "test": "natural2.jsonl", "holdout": "natural3.jsonl"}


def _cases(split: str) -> list[dict]:
    path = _CORPUS / SPLITS[split]
    if not path.is_file():
        raise SystemExit(f"{path}: not built (python corpus/src/natural2.py)")
    cases = [json.loads(line) for line in path.open(encoding="utf-8")]
    return [c for c in cases if c["split"] == split]


def _overlaps(p: dict, t: numground.Token) -> bool:
    return t.start < p["start"] + len(p["text"]) and p["start"] < t.end


def figures(split: str, options: dict) -> dict[str, float | int]:
    n: Counter[str] = Counter()
    for c in _cases(split):
        report = numground.check(c["text"], c["pool"], **options)
        if c.get("planted"):
            flagged = [f.token for f in report.flagged]
            for p in c["planted"]:
                hit = any(_overlaps(p, t) for t in flagged)
                n["planted"] += 1
                n["caught"] += hit
                n[f"slip {p['slip']}"] += 1
                n[f"caught {p['slip']}"] += hit
            continue
        n["faithful"] += 1
        n["claims"] += report.claims
        n["flags"] += len(report.flagged)
        n["flagged briefs"] += bool(report.flagged)
        verdicts = {f.token.start: f.verdict for f in report.findings}
        for d in c["derived"]:
            n["computed"] += 1
            n["computed backed"] += verdicts.get(d["start"]) in BACKED
    return n


def _line(split: str, n: Counter[str]) -> str:
    def r(a: str, b: str) -> str:
        return f"{n[a]}/{n[b]} ({n[a] / n[b]:.3f})" if n[b] else "n/a"

    slips = ", ".join(f"{k[5:]} {n['caught ' + k[5:]]}/{n[k]}" for k in sorted(n)
                      if k.startswith("slip "))
    return (f"{split:<5} faithful flagged {r('flagged briefs', 'faithful')}  "
            f"flags/claim {r('flags', 'claims')}  slips caught {r('caught', 'planted')}  "
            f"computed backed {r('computed backed', 'computed')}\n      by slip: {slips}")


def _lost(split: str, options: dict) -> None:
    """Slips caught with derivations off and missed with them on, with the
    derivation that let each through (issue 14 asks for this list)."""
    for c in _cases(split):
        if not c.get("planted"):
            continue
        on = numground.check(c["text"], c["pool"], **options)
        off = numground.check(c["text"], c["pool"], **{**options, "derive": False})
        for p in c["planted"]:
            if any(_overlaps(p, f.token) for f in off.flagged) and not any(
                    _overlaps(p, f.token) for f in on.flagged):
                how = "; ".join(f"{f.verdict} {f.how or ''}" for f in on.findings
                                if _overlaps(p, f.token))
                print(f"{c['id']} [{p['slip']}] {p['text']!r}: {how}\n    {p['why']}")


def show(split: str, what: str, options: dict) -> None:
    if what == "lost":
        _lost(split, options)
        return
    for c in _cases(split):
        report = numground.check(c["text"], c["pool"], **options)
        if what == "missed" and c.get("planted"):
            for p in c["planted"]:
                found = [f for f in report.findings if _overlaps(p, f.token)]
                if any(f.flagged for f in found):
                    continue
                seen = "; ".join(f"{f.token.text!r} {f.token.kind} {f.verdict} {f.how or ''}"
                                 for f in found) or "no token"
                print(f"{c['id']} [{p['slip']}] {p['text']!r}: {seen}\n    {p['why']}")
        elif what == "flags" and not c.get("planted"):
            computed = {d["start"]: d["how"] for d in c["derived"]}
            copied = {d["start"]: d["path"] for d in c["copied"]}
            for f in report.flagged:
                s = f.token.start
                tag = (f"computed {computed[s]}" if s in computed
                       else f"copied {copied[s]}" if s in copied else "not annotated")
                print(f"{c['id']}: {f.verdict} [{tag}] {quote(c['text'], f.token)[:240]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--options", default="{}", help="check options as JSON")
    parser.add_argument("--show", choices=("flags", "missed", "lost"))
    parser.add_argument("--split", default="dev", choices=tuple(SPLITS))
    parser.add_argument("--holdout", action="store_true",
                        help="also the held-out round (once, when the figures are final)")
    args = parser.parse_args(argv)
    options = json.loads(args.options)
    if args.show:
        show(args.split, args.show, options)
        return 0
    for split in ("dev", "test", "holdout") if args.holdout else ("dev", "test"):
        print(_line(split, figures(split, options)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

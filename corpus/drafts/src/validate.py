"""Validate corpus/drafts/briefs.jsonl and print numbers that no pool value grounds.

A rough, unit-blind stand-in for SPEC §4 until the real tokenizer exists: it
lists every digit run with context and marks the ones it cannot ground, so a
human can confirm each unmatched one is a date/time/window/identifier/etc.
"""

from __future__ import annotations

import json
import re
import sys
from decimal import Decimal
from pathlib import Path

PATH = Path(__file__).resolve().parent.parent / "briefs.jsonl"
NUM = re.compile(r"[0-9]+(?:,[0-9]{3})*(?:\.[0-9]+)?(?::[0-9]{2}){0,2}")
HEDGES = ("about", "around", "~", "roughly", "approximately", "nearly", "almost", "over",
          "under", "more than", "less than", "at least", "at most", "up to", "above", "below", "≈")
REQUIRED = {"id", "domain", "text", "pool", "planted", "note"}


SUFFIX = {"km": "km", "mi": "mi", "kg": "kg", "s": "s", "sec": "s", "min": "min",
          "ms": "ms", "m": "m"}
# unit -> list of factors giving the value in some other unit of the same dimension
FACTORS = {"km": [Decimal("0.621371")], "mi": [Decimal("1.609344")], "kg": [Decimal("2.20462")],
           "s": [Decimal(1) / 60, Decimal(1) / 3600, Decimal(1000)],
           "min": [Decimal(1) / 60, Decimal(60)], "ms": [Decimal("0.001")],
           "m": [Decimal("3.28084")]}


def pool_values(obj, out, unit=None):
    if isinstance(obj, bool):
        return
    if isinstance(obj, (int, float)):
        x = Decimal(repr(obj))
        out.append(x)
        out.extend(x * f for f in FACTORS.get(unit, []))
    elif isinstance(obj, str):
        for m in NUM.finditer(obj):
            for x in readings(m.group(0), ""):
                out.append(x)
                if "°C" in obj[m.end():m.end() + 3]:
                    out.append(x * Decimal("1.8") + 32)
    elif isinstance(obj, list):
        out.append(Decimal(len(obj)))
        for x in obj:
            pool_values(x, out, unit)
    elif isinstance(obj, dict):
        for k, x in obj.items():
            suf = k.rsplit("_", 1)[-1] if "_" in k else None
            pool_values(x, out, SUFFIX.get(suf))


def readings(tok: str, after: str):
    if ":" in tok:
        parts = [int(p) for p in tok.split(":")]
        s = 0
        for p in parts:
            s = s * 60 + p
        return [Decimal(s)]
    v = Decimal(tok.replace(",", ""))
    return [v]


def step_of(tok: str, scale: Decimal) -> Decimal:
    if ":" in tok:
        return Decimal(1)
    t = tok.replace(",", "")
    d = len(t.split(".")[1]) if "." in t else 0
    return Decimal(1).scaleb(-d) * scale


def grounded(tok, after, before, pool):
    approx = before.rstrip(" $€£*−+-").lower().endswith(HEDGES)
    scale = Decimal(1)
    m = re.match(r"\s?(k|K|M|million|B|bn|billion)\b", after)
    if m:
        scale = {"k": 1000, "K": 1000, "M": 10**6, "million": 10**6, "B": 10**9,
                 "bn": 10**9, "billion": 10**9}[m.group(1)]
        scale = Decimal(scale)
    vals = [r * scale for r in readings(tok, after)]
    st = step_of(tok, scale)
    if after.startswith("%") or after.lstrip().startswith("percent"):
        vals += [v / 100 for v in vals]
        st_pct = st / 100
        return any(abs(abs(x) - vals[1]) <= st_pct / 2 + Decimal("1e-12")
                   or (approx and abs(abs(x) - vals[1]) <= Decimal("0.05") * abs(x))
                   for x in pool) or _plain(vals[0], st, approx, pool)
    return any(_plain(v, st, approx, pool) for v in vals)


def _plain(v, st, approx, pool):
    for x in pool:
        y = abs(x)
        if abs(y - v) <= st / 2 + Decimal("1e-9"):
            return True
        if approx and abs(y - v) <= Decimal("0.05") * y:
            return True
    return False


def main() -> int:
    ok = True
    ids = set()
    counts = {}
    for n, line in enumerate(PATH.read_text(encoding="utf-8").splitlines(), 1):
        case = json.loads(line)
        assert set(case) == REQUIRED, (n, set(case) ^ REQUIRED)
        assert case["id"] not in ids, case["id"]
        ids.add(case["id"])
        text = case["text"]
        words = len(text.split())
        kind = "planted" if case["planted"] else "clean"
        counts.setdefault(case["domain"], {"clean": 0, "planted": 0})[kind] += 1
        if not 80 <= words <= 300:
            print(f"!! {case['id']}: {words} words")
            ok = False
        for p in case["planted"]:
            if text[p["start"]:p["start"] + len(p["text"])] != p["text"]:
                print(f"!! {case['id']}: bad offset for {p['text']!r}")
                ok = False
        pool = []
        pool_values(case["pool"], pool)
        spans = [(p["start"], p["start"] + len(p["text"])) for p in case["planted"]]
        print(f"== {case['id']} ({words} words)")
        for m in NUM.finditer(text):
            before, after = text[max(0, m.start() - 25):m.start()], text[m.end():m.end() + 12]
            g = grounded(m.group(0), after, before, pool)
            is_planted = any(a <= m.start() < b for a, b in spans)
            if is_planted and g:
                flag = "PLANTED-BUT-MATCHES(unit?)"
            elif is_planted:
                flag = "planted"
            elif g:
                continue
            else:
                flag = "unmatched"
            ctx = (before + "[" + m.group(0) + "]" + after).replace("\n", "⏎")
            print(f"   {flag:>26}: {ctx}")
    print(json.dumps(counts, indent=1), "total", len(ids))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

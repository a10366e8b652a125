"""Validate corpus/drafts/natural/natural.jsonl.

    python corpus/drafts/natural/src/validate.py           # shape, offsets, counts
    python corpus/drafts/natural/src/validate.py --check   # also run today's checker

The shape check needs nothing but the standard library: JSON validity, unique
ids, required fields, offsets of every derived and planted number, word counts,
and the corpus minimums (>= 40 base briefs, >= 20 flawed copies, >= 8 domains).

``--check`` runs ``numground.check`` on every case and reports

- copied numbers (neither derived nor planted) that the checker flags: a
  brief bug or a checker bug, to be looked at one by one;
- planted numbers the checker does not flag (an invisible slip);
- planted numbers that some simple derivation from related pool entries would
  reproduce (a slip that a derivation engine would excuse);
- derived numbers by today's verdict (derivations are off today, so most are
  flagged; conversions and reformatted durations are grounded already);
- derived spans that are not the text of a claim token.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from decimal import Decimal
from itertools import combinations
from pathlib import Path

PATH = Path(__file__).resolve().parent.parent / "natural.jsonl"
REQUIRED = {"id", "domain", "text", "pool", "derived", "planted", "note"}
HOWS = {"difference", "percent_change", "share", "sum", "mean", "count", "conversion",
        "duration_format", "time_between"}
SLIPS = {"wrong value", "near-miss rounding", "sign flip", "unit confusion", "wrong field",
         "transposed digits", "stale value"}
VERDICTS = {"invented", "sign_inversion", "unit_mismatch"}


def load() -> list[dict]:
    cases = []
    for n, line in enumerate(PATH.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            cases.append(json.loads(line))
    return cases


def shape(cases: list[dict]) -> bool:
    ok = True
    ids: set[str] = set()

    def bad(msg: str) -> None:
        nonlocal ok
        ok = False
        print("!!", msg)

    for c in cases:
        if set(c) != REQUIRED:
            bad(f"{c.get('id')}: fields {sorted(set(c) ^ REQUIRED)}")
        if c["id"] in ids:
            bad(f"duplicate id {c['id']}")
        ids.add(c["id"])
        text = c["text"]
        words = len(text.split())
        if not 100 <= words <= 250:
            bad(f"{c['id']}: {words} words")
        if c["id"].endswith("-flawed") != bool(c["planted"]):
            bad(f"{c['id']}: planted list does not match the id")
        if c["id"].endswith("-flawed") and c["id"][:-7] not in ids:
            bad(f"{c['id']}: no base brief before it")
        if c["planted"] and not 1 <= len(c["planted"]) <= 2:
            bad(f"{c['id']}: {len(c['planted'])} slips")
        spans = []
        for d in c["derived"]:
            if d["how"] not in HOWS or not d["formula"]:
                bad(f"{c['id']}: derived {d}")
            spans.append((d["start"], d["start"] + len(d["text"]), d["text"]))
        for p in c["planted"]:
            if p["verdict"] not in VERDICTS or p["slip"] not in SLIPS or not p["why"]:
                bad(f"{c['id']}: planted {p}")
            spans.append((p["start"], p["start"] + len(p["text"]), p["text"]))
        for s, e, t in spans:
            if text[s:e] != t:
                bad(f"{c['id']}: {t!r} not at {s}")
        spans.sort()
        for a, b in zip(spans, spans[1:]):
            if b[0] < a[1]:
                bad(f"{c['id']}: overlapping spans {a} {b}")
    base = [c for c in cases if not c["planted"]]
    flawed = [c for c in cases if c["planted"]]
    by_domain = Counter(c["domain"] for c in base)
    if len(base) < 40:
        bad(f"only {len(base)} base briefs")
    if len(flawed) < 20:
        bad(f"only {len(flawed)} flawed copies")
    if len(by_domain) < 8 or min(by_domain.values()) < 5:
        bad(f"domains: {dict(by_domain)}")
    return ok


def report_counts(cases: list[dict]) -> None:
    base = [c for c in cases if not c["planted"]]
    flawed = [c for c in cases if c["planted"]]
    print(f"cases {len(cases)}: base {len(base)}, flawed {len(flawed)}")
    print("by domain (base/flawed):")
    for dom in sorted({c["domain"] for c in cases}):
        nb = sum(c["domain"] == dom for c in base)
        nf = sum(c["domain"] == dom for c in flawed)
        print(f"  {dom:<10} {nb}/{nf}")
    hows = Counter(d["how"] for c in base for d in c["derived"])
    print(f"derived in base briefs: {sum(hows.values())}", dict(hows.most_common()))
    slips = Counter(p["slip"] for c in flawed for p in c["planted"])
    print(f"slips: {sum(slips.values())}", dict(slips.most_common()))
    verdicts = Counter(p["verdict"] for c in flawed for p in c["planted"])
    print("planted verdicts:", dict(verdicts))


# --- today's checker -------------------------------------------------------

def _related(entries):
    """Pairs and groups of related entries: siblings in one object, one field over a list."""
    by_parent = defaultdict(list)
    by_field = defaultdict(list)
    for e in entries:
        parent = re.sub(r"(\.[^.\[\]]+|\[\d+\]|\.length)$", "", e.path)
        by_parent[parent].append(e)
        by_field[re.sub(r"\[\d+\]", "[*]", e.path)].append(e)
    pairs = [g for g in list(by_parent.values()) + list(by_field.values()) if len(g) > 1]
    lists = [g for g in by_field.values() if len(g) > 1]
    return pairs, lists


def derivations(pool, unit):
    """(value, formula) for simple derivations from related entries, in the claim's unit."""
    from numground.units import compatible

    out = []
    pairs, lists = _related(pool.entries)
    for g in pairs:
        for a, b in combinations(g, 2):
            if not compatible(a.unit, b.unit):
                continue
            same = unit == "%" or compatible(unit, a.unit if a.unit else b.unit)
            if same:
                out.append((abs(a.value - b.value), f"|{a.path} − {b.path}|"))
            if unit not in (None, "%"):
                continue
            if b.value:
                out.append((abs(a.value - b.value) / abs(b.value) * 100, f"%chg {a.path} vs {b.path}"))
                out.append((a.value / b.value * 100, f"{a.path} / {b.path}"))
            if a.value:
                out.append((abs(a.value - b.value) / abs(a.value) * 100, f"%chg {b.path} vs {a.path}"))
                out.append((b.value / a.value * 100, f"{b.path} / {a.path}"))
    for g in lists:
        vals = [e.value for e in g if compatible(unit, e.unit)]
        if len(vals) > 1:
            out.append((sum(vals), f"sum {g[0].path}…"))
            out.append((sum(vals) / len(vals), f"mean {g[0].path}…"))
    return out


def run_checker(cases: list[dict]) -> None:
    from numground import Pool, check

    verdicts_by_how: dict[str, Counter] = defaultdict(Counter)
    wrong_copied = []
    for c in cases:
        pool = Pool.from_data(c["pool"])
        report = check(c["text"], pool)
        derived = {d["start"]: d for d in c["derived"]}
        planted = {p["start"]: p for p in c["planted"]}
        claim_starts = set()
        for f in report.findings:
            t = f.token
            if t.kind != "claim":
                if t.start in derived or t.start in planted:
                    print(f"?? {c['id']}: {t.text!r}@{t.start} is a {t.kind}, listed as derived/planted")
                continue
            claim_starts.add(t.start)
            if t.start in derived:
                d = derived[t.start]
                if d["text"] != t.text:
                    print(f"?? {c['id']}: derived {d['text']!r} but token is {t.text!r}")
                verdicts_by_how[d["how"]][str(f.verdict)] += 1
                if c["planted"] == [] and not f.flagged and d["how"] not in ("conversion", "duration_format"):
                    print(f"   {c['id']}: derived {t.text!r} ({d['how']}) already grounded by {list(f.sources)}")
            elif t.start in planted:
                p = planted[t.start]
                if p["text"] != t.text:
                    print(f"?? {c['id']}: planted {p['text']!r} but token is {t.text!r}")
                if not f.flagged:
                    print(f"!! {c['id']}: planted {t.text!r} NOT flagged ({f.verdict}, {list(f.sources)})")
                elif str(f.verdict) != p["verdict"]:
                    print(f"~~ {c['id']}: planted {t.text!r} is {f.verdict}, listed {p['verdict']}")
                vals = [t.value] + ([t.value / 100] if t.unit == "%" else [])
                half = (t.step or Decimal(1)) / 2
                for v, how in derivations(pool, t.unit):
                    if any(abs(abs(v) - abs(r)) <= half for r in [t.value]):
                        print(f"~~ {c['id']}: planted {t.text!r} ≈ {v:.4g} = {how}")
            elif f.flagged:
                wrong_copied.append((c["id"], t.text, t.start, str(f.verdict)))
        for s in derived:
            if s not in claim_starts:
                print(f"?? {c['id']}: derived {derived[s]['text']!r}@{s} is not a claim token")
        for s in planted:
            if s not in claim_starts:
                print(f"?? {c['id']}: planted {planted[s]['text']!r}@{s} is not a claim token")
    print("derived numbers by today's verdict:")
    for how, cnt in sorted(verdicts_by_how.items()):
        print(f"  {how:<16} {dict(cnt)}")
    print(f"copied numbers flagged today: {len(wrong_copied)}")
    for row in wrong_copied:
        print("  ", row)


def main() -> int:
    cases = load()
    ok = shape(cases)
    report_counts(cases)
    if "--check" in sys.argv:
        run_checker(cases)
    print("OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

"""Check the natural-brief modules and write ``natural2.jsonl``.

    python corpus/drafts/natural2/src/build.py [--check]

Offsets are computed here, never typed. A derived or copied number of a base
brief is carried into its flawed copy at its shifted offset, unless a slip
overwrote it (then it is planted, not carried). Nothing here reads numground:
the drafts are data written without it.
"""

from __future__ import annotations

import importlib
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "natural2.jsonl"
SLIPS = {"wrong value", "transposed digits", "direction flip", "unit confusion",
         "near-miss rounding", "stale value", "neighbour value", "wrong date", "wrong time"}
HOWS = {"difference", "percent_change", "share", "sum", "mean", "count", "ratio",
        "conversion", "duration_format", "time_between", "other"}
_STEP = re.compile(r"\.?([^.\[\]]+)|\[([0-9]+)\]")


def occurrences(text: str, ctx: str) -> list[int]:
    """Where ``ctx`` occurs in ``text`` as a whole: no digit or letter glued
    to a number at either edge."""
    out, i = [], text.find(ctx)
    while i >= 0:
        before = text[i - 1] if i else " "
        j = i + len(ctx)
        after = text[j] if j < len(text) else " "
        glued_before = ctx[0].isdigit() and (before.isdigit() or
                                             (before in ".," and text[i - 2:i - 1].isdigit()))
        glued_after = ctx[-1].isdigit() and (after.isdigit() or
                                             (after in ".," and text[j + 1:j + 2].isdigit()))
        if not (glued_before or glued_after):
            out.append(i)
        i = text.find(ctx, i + 1)
    return out


def locate(text: str, tok: str, ctx: str | None, where: str) -> int:
    ctx = ctx or tok
    found = occurrences(text, ctx)
    if len(found) != 1:
        raise SystemExit(f"{where}: context {ctx!r} occurs {len(found)} times (must be once)")
    if tok not in ctx:
        raise SystemExit(f"{where}: token {tok!r} is not in its context {ctx!r}")
    return found[0] + ctx.index(tok)


def resolve(pool: object, path: str, where: str) -> object:
    """The value at ``path`` (``a.b[2].c``); exits with a message if there is none."""
    node, pos = pool, 0
    for m in _STEP.finditer(path):
        if m.start() != pos:
            break
        pos = m.end()
        key, index = m.group(1), m.group(2)
        if index is not None:
            if not isinstance(node, list) or int(index) >= len(node):
                raise SystemExit(f"{where}: path {path!r}: no element [{index}]")
            node = node[int(index)]
        else:
            if not isinstance(node, dict) or key not in node:
                raise SystemExit(f"{where}: path {path!r}: no key {key!r}")
            node = node[key]
    if pos != len(path) or not path:
        raise SystemExit(f"{where}: path {path!r} is not of the form a.b[2].c")
    return node


def base_case(mod, case: dict) -> dict:
    cid, text, pool = case["id"], case["text"], case["pool"]
    json.dumps(pool)  # JSON-serialisable
    copied, derived = [], []
    for i, (tok, ctx, path) in enumerate(case.get("copied", [])):
        where = f"{cid} copied[{i}]"
        resolve(pool, path, where)
        copied.append({"text": tok, "start": locate(text, tok, ctx, where), "path": path})
    for i, (tok, ctx, how, formula) in enumerate(case.get("derived", [])):
        where = f"{cid} derived[{i}]"
        if how not in HOWS:
            raise SystemExit(f"{where}: how {how!r} is not one of {sorted(HOWS)}")
        derived.append({"text": tok, "start": locate(text, tok, ctx, where), "how": how,
                        "formula": formula})
    for name, rows in (("copied", copied), ("derived", derived)):
        rows.sort(key=lambda r: r["start"])
    starts = [r["start"] for r in copied + derived]
    if len(set(starts)) != len(starts):
        raise SystemExit(f"{cid}: a number is annotated twice (copied/derived)")
    return {"id": cid, "domain": mod.DOMAIN, "split": mod.SPLIT, "text": text, "pool": pool,
            "copied": copied, "derived": derived, "planted": [], "note": case.get("note", "")}


def _carry(rows: list[dict], p: int, old: str, new: str, tok_rel: int, tok: str):
    keep, dropped = [], []
    delta = len(new) - len(old)
    for r in rows:
        s, e = r["start"], r["start"] + len(r["text"])
        if e <= p:
            keep.append(r)
        elif s >= p + len(old):
            keep.append({**r, "start": s + delta})
        else:
            rel = s - p
            same = (old[rel:rel + len(r["text"])] == r["text"] == new[rel:rel + len(r["text"])]
                    and not (rel < tok_rel + len(tok) and tok_rel < rel + len(r["text"])))
            (keep if same else dropped).append(r)
    return keep, dropped


def flawed_case(base: dict, flaws: list) -> dict:
    text, pool = base["text"], base["pool"]
    copied, derived = [dict(r) for r in base["copied"]], [dict(r) for r in base["derived"]]
    for k, flaw in enumerate(flaws):
        where = f"{base['id']} flaw[{k}]"
        if len(flaw) not in (5, 6):
            raise SystemExit(f"{where}: a flaw is (old, new, token, slip, why[, from_path])")
        old, new, tok, slip, _why = flaw[:5]
        if slip not in SLIPS:
            raise SystemExit(f"{where}: slip {slip!r} is not one of {sorted(SLIPS)}")
        if slip in ("stale value", "neighbour value"):
            if len(flaw) != 6:
                raise SystemExit(f"{where}: a {slip} names the path its value came from")
            resolve(pool, flaw[5], where)
        if text.count(old) != 1:
            raise SystemExit(f"{where}: {old!r} occurs {text.count(old)} times (must be once)")
        if tok not in new:
            raise SystemExit(f"{where}: token {tok!r} is not in {new!r}")
        p = text.index(old)
        tok_rel = new.index(tok)
        copied, _ = _carry(copied, p, old, new, tok_rel, tok)
        derived, _ = _carry(derived, p, old, new, tok_rel, tok)
        text = text[:p] + new + text[p + len(old):]
    planted = []
    for flaw in flaws:
        old, new, tok, slip, why = flaw[:5]
        if text.count(new) != 1:
            raise SystemExit(f"{base['id']}: {new!r} occurs {text.count(new)} times in the copy")
        start = text.index(new) + new.index(tok)
        row = {"text": tok, "start": start, "slip": slip, "why": why}
        if len(flaw) == 6:
            row["from_path"] = flaw[5]
        planted.append(row)
    planted.sort(key=lambda r: r["start"])
    for r in copied + derived:
        assert text[r["start"]:r["start"] + len(r["text"])] == r["text"], (base["id"], r)
    return {**base, "id": base["id"] + "-flawed", "text": text, "copied": copied,
            "derived": derived, "planted": planted,
            "note": f"flawed copy of {base['id']}: "
                    + "; ".join(f"{p['slip']}: {p['why']}" for p in planted)}


def build(here: Path = HERE) -> list[dict]:
    """Every case of the domain modules in ``here`` (each round of natural
    briefs keeps its modules in its own ``src/``)."""
    sys.path.insert(0, str(here))
    cases: list[dict] = []
    seen: set[str] = set()
    for file in sorted(here.glob("*.py")):
        if file.stem in ("build",):
            continue
        mod = importlib.import_module(file.stem)
        ids = {c["id"] for c in mod.CASES}
        unknown = set(mod.FLAWS) - ids
        if unknown:
            raise SystemExit(f"{file.name}: FLAWS for unknown ids {sorted(unknown)}")
        for c in mod.CASES:
            if c["id"] in seen:
                raise SystemExit(f"{file.name}: duplicate id {c['id']}")
            seen.add(c["id"])
            base = base_case(mod, c)
            cases.append(base)
            if c["id"] in mod.FLAWS:
                cases.append(flawed_case(base, mod.FLAWS[c["id"]]))
    return cases


def main(here: Path = HERE, out: Path = OUT) -> None:
    cases = build(here)
    if "--check" in sys.argv[1:]:
        print(f"{len(cases)} cases: OK")
        return
    with out.open("w", encoding="utf-8") as fh:
        for case in cases:
            fh.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()

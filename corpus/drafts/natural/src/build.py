"""Build corpus/drafts/natural/natural.jsonl from the per-domain modules.

Run from the repo root:  python corpus/drafts/natural/src/build.py

Each module `src/<domain>.py` defines

- ``CASES``: a list of dicts ``id, pool, text, derived, note``. ``derived`` is a
  list of ``(token, context, how, formula)``: ``context`` occurs exactly once in
  ``text`` and contains ``token`` (its first occurrence in ``context`` is the
  one meant); ``None`` for context means the token itself occurs once.
- ``FLAWS``: base id -> list of ``(old, new, token, verdict, slip, why)``; each
  ``old`` occurs exactly once in the text (after the previous replacements),
  ``new`` replaces it and contains the planted ``token``.

Offsets are computed here, never typed: a derived number of the base brief is
carried into the flawed copy at its shifted offset, unless a slip overwrote it,
in which case it is planted, not derived.
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "natural.jsonl"
DOMAINS = ["training", "sleep", "finance", "earnings", "weather", "sales", "clinical",
           "infra", "energy", "education"]
VERDICTS = {"invented", "sign_inversion", "unit_mismatch"}
SLIPS = {"wrong value", "near-miss rounding", "sign flip", "unit confusion", "wrong field",
         "transposed digits", "stale value"}
HOWS = {"difference", "percent_change", "share", "sum", "mean", "count", "conversion",
        "duration_format", "time_between"}


def _occurrences(text: str, ctx: str) -> list[int]:
    """Where ``ctx`` occurs in ``text`` as a whole number: no digit glued on either side."""
    out, i = [], text.find(ctx)
    while i >= 0:
        before = text[i - 1] if i else " "
        after = text[i + len(ctx)] if i + len(ctx) < len(text) else " "
        if not (ctx[0].isdigit() and (before.isdigit() or before in ".,")) and \
                not (ctx[-1].isdigit() and (after.isdigit() or (after in ".," and
                     text[i + len(ctx) + 1:i + len(ctx) + 2].isdigit()))):
            out.append(i)
        i = text.find(ctx, i + 1)
    return out


def _locate(text: str, tok: str, ctx: str | None, where: str) -> int:
    ctx = ctx or tok
    found = _occurrences(text, ctx)
    assert len(found) == 1, f"{where}: context {ctx!r} occurs {len(found)} times"
    assert tok in ctx, f"{where}: {tok!r} not in context {ctx!r}"
    start = found[0] + ctx.index(tok)
    assert text[start:start + len(tok)] == tok
    return start


def _base(case: dict, domain: str) -> dict:
    text = case["text"]
    derived = []
    for tok, ctx, how, formula in case["derived"]:
        assert how in HOWS, (case["id"], how)
        start = _locate(text, tok, ctx, case["id"])
        derived.append({"text": tok, "start": start, "how": how, "formula": formula})
    derived.sort(key=lambda d: d["start"])
    starts = [d["start"] for d in derived]
    assert len(set(starts)) == len(starts), (case["id"], "duplicate derived offsets")
    return {"id": case["id"], "domain": domain, "text": text, "pool": case["pool"],
            "derived": derived, "planted": [], "note": case["note"]}


def _flawed(base: dict, flaws: list) -> dict:
    text = base["text"]
    derived = [dict(d) for d in base["derived"]]
    dropped: list[dict] = []
    for old, new, tok, verdict, slip, why in flaws:
        assert verdict in VERDICTS, (base["id"], verdict)
        assert slip in SLIPS, (base["id"], slip)
        assert text.count(old) == 1, (base["id"], old, text.count(old))
        assert tok in new, (base["id"], tok, new)
        p = text.index(old)
        delta = len(new) - len(old)
        tok_rel = new.index(tok)
        keep = []
        for d in derived:
            s, e = d["start"], d["start"] + len(d["text"])
            if e <= p:
                keep.append(d)
            elif s >= p + len(old):
                d["start"] = s + delta
                keep.append(d)
            else:
                rel = s - p
                unchanged = (old[rel:rel + len(d["text"])] == d["text"]
                             and new[rel:rel + len(d["text"])] == d["text"]
                             and not (rel < tok_rel + len(tok) and tok_rel < rel + len(d["text"])))
                if unchanged:
                    keep.append(d)
                else:
                    dropped.append(d)
        derived = keep
        text = text[:p] + new + text[p + len(old):]
    planted = []
    for _old, new, tok, verdict, slip, why in flaws:
        assert text.count(new) == 1, (base["id"], new)
        start = text.index(new) + new.index(tok)
        assert text[start:start + len(tok)] == tok
        planted.append({"text": tok, "start": start, "verdict": verdict, "slip": slip,
                        "why": why})
    planted.sort(key=lambda q: q["start"])
    for d in derived:
        assert text[d["start"]:d["start"] + len(d["text"])] == d["text"], (base["id"], d)
    for d in dropped:  # a dropped derivation must have been replaced by a planted token
        assert planted, (base["id"], d)
    slips = ", ".join(q["slip"] for q in planted)
    was = "; ".join(f"{d['text']!r} was a {d['how']}" for d in dropped)
    note = f"flawed copy of {base['id']} ({slips}); every other number is as in the base brief"
    if was:
        note += f"; slipped derivations: {was}"
    return {"id": base["id"] + "-flawed", "domain": base["domain"], "text": text,
            "pool": base["pool"], "derived": derived, "planted": planted, "note": note}


def build() -> list[dict]:
    sys.path.insert(0, str(HERE))
    cases: list[dict] = []
    for name in DOMAINS:
        try:
            mod = importlib.import_module(name)
        except ModuleNotFoundError:
            continue
        ids = {c["id"] for c in mod.CASES}
        assert set(mod.FLAWS) <= ids, set(mod.FLAWS) - ids
        for c in mod.CASES:
            base = _base(c, name)
            cases.append(base)
            if c["id"] in mod.FLAWS:
                cases.append(_flawed(base, mod.FLAWS[c["id"]]))
    return cases


def main() -> None:
    cases = build()
    with OUT.open("w", encoding="utf-8") as fh:
        for case in cases:
            fh.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(f"wrote {len(cases)} cases to {OUT}")


if __name__ == "__main__":
    main()

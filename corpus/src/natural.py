"""Build ``corpus/natural.jsonl`` from the reviewed natural-brief drafts (issue 9).

    python corpus/src/natural.py

Each draft of ``corpus/drafts/natural/natural.jsonl`` becomes a corpus case
with an ``expect`` list: every token's kind, value and unit as reviewed
(``corpus/drafts/natural/REVIEW.md``), and a verdict wherever the truth is
known without the checker's help:

- a non-claim is ``vetoed``, except a date or a clock time: those are
  grounded when the pool holds them and checked when their words name a pool
  date (issue 15), so they carry no verdict and a false flag on one counts in
  the natural figures as any other;
- a planted slip has its planted verdict;
- a copied claim (not listed in ``derived``) is ``grounded``;
- a computed claim (listed in ``derived``) has no verdict: grounded and
  derived are both right, and a false flag on it is what the natural figures
  of ``numground eval`` count (faithful briefs flagged, false flags per claim).

A slip the checker misses is listed in ``MISSED`` with why; its verdict is left
out so the case passes, and the catch rate counts it as missed.
"""

from __future__ import annotations

import json
from pathlib import Path

import numground

ROOT = Path(__file__).resolve().parents[2]
DRAFTS = ROOT / "corpus" / "drafts" / "natural" / "natural.jsonl"
OUT = ROOT / "corpus" / "natural.jsonl"

DOMAINS = {"clinical": "clinical vitals", "earnings": "quarterly earnings",
           "finance": "personal finance", "infra": "infrastructure monitoring"}
"""The older corpus's names for the same domains."""

MISBOUND = {
    ("nat-sales-01", "512"): (
        "'187 of the 512 orders came from new customers': the words after 512 are a relative "
        "clause about the 187, which binding (a bag of weighted words) reads as 512's; it "
        "binds new_customer_orders and flags the orders count misattributed "
        "(residue-binding-relative-clause)"
    ),
}
"""Copied claims whose binding is known wrong: their verdict is left out, with why."""

MISSED = {
    ("nat-infra-01-flawed", "54 minutes"): (
        "45 → 54 (transposed) is also mitigated_at − started_at, the time between two "
        "timestamps of the pool: a derivation the prose cannot tell apart"
    ),
}


def build(draft: dict) -> dict:
    text, pool = draft["text"], draft["pool"]
    computed = {(d["start"], d["text"]) for d in draft["derived"]}
    planted = {p["start"]: p for p in draft["planted"]}
    notes = [draft["note"]] if draft.get("note") else []
    expect = []
    for token in numground.tokenize(text):
        row = {"text": token.text, "start": token.start, "kind": str(token.kind),
               "value": None if token.value is None else str(token.value), "unit": token.unit}
        slip = planted.get(token.start)
        if token.kind in ("date", "time"):
            pass
        elif token.kind != "claim":
            row["verdict"] = "vetoed"
        elif slip is not None:
            why = MISSED.get((draft["id"], token.text))
            if why is None:
                row["verdict"] = slip["verdict"]
            else:
                notes.append(f"missed slip {token.text!r}: {why}")
        elif not any(c in "0123456789" for c in token.text):
            # number words (issue 17): the drafts list computed numbers in
            # digits only, so a verdict for words is measured, not pinned
            pass
        elif not any(start <= token.start < start + len(t) for start, t in computed):
            why = MISBOUND.get((draft["id"].removesuffix("-flawed"), token.text))
            if why is None:
                row["verdict"] = "grounded"
            elif not draft["id"].endswith("-flawed"):
                notes.append(f"misbound {token.text!r}: {why}")
        expect.append(row)
    domain = DOMAINS.get(draft["domain"], draft["domain"])
    case = {"id": draft["id"], "domain": domain, "text": text, "pool": pool,
            "expect": expect, "derived": draft["derived"]}
    if draft["planted"]:
        case["planted"] = [{k: p[k] for k in ("text", "start", "verdict")}
                           | {"why": f"{p['slip']}: {p['why']}"} for p in draft["planted"]]
    if notes:
        case["note"] = " ".join(notes)
    return case


def main() -> None:
    drafts = [json.loads(line) for line in DRAFTS.open(encoding="utf-8") if line.strip()]
    with OUT.open("w", encoding="utf-8") as f:
        for draft in drafts:
            f.write(json.dumps(build(draft), ensure_ascii=False) + "\n")
    print(f"wrote {len(drafts)} cases to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()

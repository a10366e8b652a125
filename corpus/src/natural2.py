"""Build ``corpus/natural2.jsonl`` and ``corpus/natural3.jsonl`` from the
second and third rounds of natural briefs.

    python corpus/src/natural2.py

The drafts (``corpus/drafts/natural2/`` and ``natural3/``, each built by its
``src/build.py``) were
written by people told nothing of numground's rules. Each becomes a corpus
case whose ``expect`` is every token as the tokenizer gives it today (kind,
value, unit; no verdict): natural briefs are a measurement, and what they
measure (faithful briefs flagged, false flags per claim, slips caught) is
pinned by the baseline, not case by case. Rebuild after a grammar change and
read the token diff (``git diff corpus/natural2.jsonl``) for the dev split.

A planted slip's verdict is the flag a reader would give it: a direction
flip is a sign inversion, a unit confusion a unit mismatch, and the rest are
inventions (any flag catches a slip).
"""

from __future__ import annotations

import json
from pathlib import Path

import numground

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = {"natural2": None, "natural3": "holdout"}
"""Each round, and the split all its cases get (None: as drafted). The third
round is held out: written after the second round's test split was read, by
new writers, in new domains (its README), and read only once the figures
are final."""

VERDICT_OF_SLIP = {"direction flip": "sign_inversion", "unit confusion": "unit_mismatch"}


def build(draft: dict, split: str | None = None) -> dict:
    text = draft["text"]
    expect = [{"text": t.text, "start": t.start, "kind": str(t.kind),
               "value": None if t.value is None else str(t.value), "unit": t.unit}
              for t in numground.tokenize(text)]
    case = {"id": draft["id"], "domain": draft["domain"], "split": split or draft["split"],
            "text": text, "pool": draft["pool"], "expect": expect,
            "derived": draft["derived"], "copied": draft["copied"]}
    if draft["planted"]:
        case["planted"] = [
            {"text": p["text"], "start": p["start"],
             "verdict": VERDICT_OF_SLIP.get(p["slip"], "invented"), "why": p["why"],
             "slip": p["slip"], **({"from_path": p["from_path"]} if "from_path" in p else {})}
            for p in draft["planted"]]
    if draft.get("note"):
        case["note"] = draft["note"]
    return case


def main() -> None:
    for name, split in ROUNDS.items():
        drafts_file = ROOT / "corpus" / "drafts" / name / f"{name}.jsonl"
        out = ROOT / "corpus" / f"{name}.jsonl"
        drafts = [json.loads(line) for line in drafts_file.open(encoding="utf-8")
                  if line.strip()]
        with out.open("w", encoding="utf-8") as f:
            for draft in drafts:
                f.write(json.dumps(build(draft, split), ensure_ascii=False) + "\n")
        print(f"wrote {len(drafts)} cases to {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()

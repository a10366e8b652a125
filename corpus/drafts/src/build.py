"""Build corpus/drafts/briefs.jsonl from the per-domain draft modules.

Run from the repo root:  python corpus/drafts/src/build.py
Each module defines CLEAN (list of cases) and PLANTS (clean id -> list of
(old context, new context, planted token text, verdict, why)). A planted copy
is the clean text with each old context replaced (it must occur exactly once)
by its new context; `start` is computed, never typed by hand.
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "briefs.jsonl"
DOMAINS = ["training", "finance", "earnings", "weather", "sales", "clinical", "infra"]
VERDICTS = {"invented", "sign_inversion", "unit_mismatch"}


def build() -> list[dict]:
    sys.path.insert(0, str(HERE))
    cases: list[dict] = []
    for name in DOMAINS:
        try:
            mod = importlib.import_module(name)
        except ModuleNotFoundError:
            continue
        by_id = {c["id"]: c for c in mod.CLEAN}
        for c in mod.CLEAN:
            cases.append({"id": c["id"], "domain": c["domain"], "text": c["text"],
                          "pool": c["pool"], "planted": [], "note": c["note"]})
            plants = mod.PLANTS.get(c["id"])
            if not plants:
                continue
            text = by_id[c["id"]]["text"]
            for old, new, _tok, _v, _why in plants:
                assert text.count(old) == 1, (c["id"], old, text.count(old))
                text = text.replace(old, new)
            planted = []
            for _old, new, tok, verdict, why in plants:
                assert verdict in VERDICTS, verdict
                assert text.count(new) == 1, (c["id"], new)
                start = text.index(new) + new.index(tok)
                assert text[start:start + len(tok)] == tok
                planted.append({"text": tok, "start": start, "verdict": verdict, "why": why})
            planted.sort(key=lambda p: p["start"])
            pid = c["id"].replace("-clean", "-planted")
            cases.append({"id": pid, "domain": c["domain"], "text": text, "pool": c["pool"],
                          "planted": planted,
                          "note": f"planted copy of {c['id']}; every other number is as in the clean brief"})
    return cases


def main() -> None:
    cases = build()
    with OUT.open("w", encoding="utf-8") as fh:
        for case in cases:
            fh.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(f"wrote {len(cases)} cases to {OUT}")


if __name__ == "__main__":
    main()

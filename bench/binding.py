"""Binding accuracy on the natural briefs: how many claims are bound, and how
many of the bindings name the field the writer copied the number from.

    python bench/binding.py                 # dev and test side by side
    python bench/binding.py --show wrong    # the dev split's wrong bindings
    python bench/binding.py --grid          # MIN_SCORE x MARGIN on dev

The writers of the natural briefs listed, for each number they copied, the
field it came from (``copied``): that is the gold binding. Bounds are
decided on the dev split only.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numground
from numground.data.pool import Pool
from numground.judge import bind
from numground.text.layout import layout_of

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "natural2.jsonl"


def _cases(split: str) -> list[dict]:
    cases = [json.loads(line) for line in CORPUS.open(encoding="utf-8")]
    return [c for c in cases if c["split"] == split and not c.get("planted")]


def measure(split: str, show: str | None = None) -> tuple[int, int, int]:
    """(claims with a gold binding, bound, bound right)."""
    total = bound = right = 0
    for c in _cases(split):
        pool = Pool.from_data(c["pool"])
        b = bind.binder(pool)
        layout = layout_of(c["text"])
        every = numground.tokenize(c["text"])
        tokens = [t for t in every if t.kind == "claim"]
        days = [t for t in every if t.kind == "date"]
        gold = {d["start"]: d["path"] for d in c["copied"]}
        for i, t in enumerate(tokens):
            if t.start not in gold or not pool.at(gold[t.start]):
                continue
            total += 1
            before = tokens[i - 1] if i else None
            after = tokens[i + 1] if i + 1 < len(tokens) else None
            found = b.bind(t, bind.context_words(c["text"], t, before, after, layout, days))
            if found is None:
                continue
            bound += 1
            ok = found.path == gold[t.start]
            right += ok
            if show == "wrong" and not ok:
                print(f"{c['id']} {t.text!r}: bound {found.path} ({found.score:.2f} vs "
                      f"{found.runner_up:.2f}), copied from {gold[t.start]}")
    return total, bound, right


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", choices=("wrong",))
    parser.add_argument("--grid", action="store_true")
    args = parser.parse_args(argv)
    if args.show:
        measure("dev", args.show)
        return 0
    if args.grid:
        for score in (0.4, 0.6, 0.8, 1.0, 1.2):
            for margin in (1.1, 1.2, 1.35, 1.5, 2.0):
                bind.MIN_SCORE, bind.MARGIN = score, margin
                total, bound, right = measure("dev")
                print(f"min {score:.1f} margin {margin:.2f}: bound {bound}/{total} "
                      f"({bound / total:.3f}), precision {right}/{bound} ({right / bound:.3f})")
        return 0
    for split in ("dev", "test"):
        total, bound, right = measure(split)
        print(f"{split:<5} bound {bound}/{total} ({bound / total:.3f})  "
              f"precision {right}/{bound} ({right / max(bound, 1):.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Every text of the corpus (``corpus/*.jsonl``), for tests that run over all of them."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


@cache
def corpus_texts() -> tuple[str, ...]:
    """The ``text`` of every case, file by file in name order, but one text
    once: a flawed copy of a natural brief is its brief with a few numbers
    changed, so it is read only where the changed numbers stand (the
    stretch around each planted slip, as a text of its own)."""
    texts = []
    for path in sorted(CORPUS.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            case = json.loads(line)
            text = case["text"]
            if str(case.get("id", "")).endswith("-flawed") and case.get("planted"):
                for slip in case["planted"]:
                    start = text.rfind("\n", 0, slip["start"]) + 1
                    end = text.find("\n", slip["start"])
                    texts.append(text[start : len(text) if end < 0 else end])
            else:
                texts.append(text)
    return tuple(texts)

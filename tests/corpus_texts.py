"""Every text of the corpus (``corpus/*.jsonl``), for tests that run over all of them."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


@cache
def corpus_texts() -> tuple[str, ...]:
    """The ``text`` of every case, file by file in name order."""
    texts = []
    for path in sorted(CORPUS.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                texts.append(json.loads(line)["text"])
    return tuple(texts)

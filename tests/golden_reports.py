"""The golden reports: ``check``'s JSON report for every corpus case.

    python tests/golden_reports.py            # rewrite tests/golden/*.jsonl
    python tests/golden_reports.py --diff     # say which cases differ, and how many

Every case of every ``corpus/*.jsonl`` file (natural briefs of all rounds and
splits included) is checked against its pool (``{}`` where it has none) with
the default options, and its ``Report.to_dict()`` is kept, one line a case, in
``tests/golden/<file>.jsonl``. ``tests/test_golden.py`` compares. A change that
moves a report rewrites the file in the same commit and says why.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
GOLDEN = Path(__file__).resolve().parent / "golden"


def corpus_files() -> list[Path]:
    return sorted(CORPUS.glob("*.jsonl"))


def reports(corpus_file: Path) -> list[str]:
    """One JSON line per case of ``corpus_file``: its id and its report."""
    import numground

    out = []
    for line in corpus_file.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        case = json.loads(line)
        pool = case.get("pool")
        report = numground.check(case["text"], {} if pool is None else pool)
        out.append(json.dumps({"id": case["id"], "report": report.to_dict()},
                              ensure_ascii=False, sort_keys=True))
    return out


def golden_file(corpus_file: Path) -> Path:
    return GOLDEN / corpus_file.name


def main(argv: list[str]) -> int:
    GOLDEN.mkdir(exist_ok=True)
    differ = 0
    for path in corpus_files():
        lines = reports(path)
        target = golden_file(path)
        if "--diff" in argv:
            old = target.read_text(encoding="utf-8").splitlines() if target.exists() else []
            changed = [json.loads(a)["id"] for a, b in zip(lines, old, strict=False) if a != b]
            changed += ["(added)"] * max(0, len(lines) - len(old))
            differ += len(changed)
            print(f"{path.name}: {len(changed)} of {len(lines)} differ"
                  + (f": {', '.join(changed[:12])}" if changed else ""))
        else:
            target.write_text("\n".join(lines) + "\n", encoding="utf-8")
            print(f"wrote {target.relative_to(ROOT)} ({len(lines)} reports)")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

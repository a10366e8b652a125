"""Derivations off vs on, measured on the natural-brief drafts (issue 9).

    python bench/derivations.py [--show]

For the faithful briefs: how many carry at least one false flag, and false
flags per claim; for the flawed copies: the share of planted slips caught.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numground

CASES = Path(__file__).resolve().parents[1] / "corpus" / "drafts" / "natural" / "natural.jsonl"


def measure(cases: list[dict], derive: bool) -> tuple[list, int, int, int, int, int]:
    false_flags, flagged_briefs, faithful, claims, planted, caught = [], 0, 0, 0, 0, 0
    for case in cases:
        report = numground.check(case["text"], case["pool"], derive=derive)
        flags = {f.token.start for f in report.findings if f.flagged}
        if case.get("planted"):
            starts = {p["start"] for p in case["planted"]}
            planted += len(starts)
            caught += len(starts & flags)
        else:
            faithful += 1
            claims += report.claims
            wrong = [(case["id"], f.token.text) for f in report.findings if f.flagged]
            false_flags.extend(wrong)
            flagged_briefs += bool(wrong)
    return false_flags, flagged_briefs, faithful, claims, planted, caught


def main(argv: list[str]) -> int:
    cases = [json.loads(line) for line in CASES.open(encoding="utf-8")]
    print("derivations  faithful flagged   false flags/claim   slips caught")
    for derive in (False, True):
        wrong, briefs, faithful, claims, planted, caught = measure(cases, derive)
        print(f"{'on ' if derive else 'off'}          {briefs:>3}/{faithful} "
              f"({briefs / faithful:.3f})   {len(wrong):>4}/{claims} ({len(wrong) / claims:.3f})"
              f"   {caught}/{planted} ({caught / planted:.3f})")
        if derive and "--show" in argv:
            for case_id, text in wrong:
                print(f"  false flag: {case_id}: {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

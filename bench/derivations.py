"""Derivations off vs on, measured on the natural briefs (issue 9).

``numground eval corpus/`` prints the same off/on table; this adds how blind
each setting is (near misses below) and lists every false flag.

    python bench/derivations.py [--show] [--quick]

For the faithful briefs: how many carry at least one false flag, and false
flags per claim; for the flawed copies: the share of planted slips caught; and
(not with --quick) how blind derivations make the checker: every claim of a
faithful brief is moved by 3 in its last digit, one at a time, and the share
of these near misses still flagged is counted.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numground

CASES = Path(__file__).resolve().parents[1] / "corpus" / "natural.jsonl"


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


def near_misses(cases: list[dict], derive: bool) -> tuple[int, int]:
    """Blindness: each claim of a faithful brief moved by 3 in its last digit
    (one claim at a time); how many of these near misses are still flagged."""
    tried = caught = 0
    for case in cases:
        if case.get("planted"):
            continue
        text = case["text"]
        for token in numground.tokenize(text):
            if token.kind != "claim":
                continue
            digits = [i for i, c in enumerate(token.text) if c.isdigit()]
            if not digits:
                continue
            at = token.start + digits[-1]
            moved = text[:at] + str((int(text[at]) + 3) % 10) + text[at + 1:]
            report = numground.check(moved, case["pool"], derive=derive)
            tried += 1
            caught += any(f.flagged for f in report.findings if f.token.start == token.start)
    return tried, caught


def main(argv: list[str]) -> int:
    cases = [json.loads(line) for line in CASES.open(encoding="utf-8")]
    print("derivations  faithful flagged   false flags/claim   slips caught"
          "      near misses caught")
    for derive in (False, True):
        wrong, briefs, faithful, claims, planted, caught = measure(cases, derive)
        print(f"{'on ' if derive else 'off'}          {briefs:>3}/{faithful} "
              f"({briefs / faithful:.3f})   {len(wrong):>4}/{claims} ({len(wrong) / claims:.3f})"
              f"   {caught}/{planted} ({caught / planted:.3f})", end="")
        if "--quick" in argv:
            print()
        else:
            tried, missed_caught = near_misses(cases, derive)
            print(f"    {missed_caught}/{tried} ({missed_caught / tried:.3f})")
        if derive and "--show" in argv:
            for case_id, text in wrong:
                print(f"  false flag: {case_id}: {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

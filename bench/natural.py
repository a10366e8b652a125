"""The natural briefs, measured: false flags on faithful briefs, and how many
wrong numbers are caught (planted slips, computed numbers changed, copied
numbers swapped for a neighbour's), per split side by side.

    python bench/natural.py                      # dev, test and test3 side by side
    python bench/natural.py --options '{"derive": false}'
    python bench/natural.py --skip mutations,swaps   # the faithful and slip figures only
    python bench/natural.py --splits dev         # one split (round1: corpus/natural.jsonl)
    python bench/natural.py --show flags         # every false flag of the dev split
    python bench/natural.py --show missed        # every slip the dev split misses
    python bench/natural.py --show lost          # slips derivations let through
    python bench/natural.py --show mutations     # every changed computed number that passes
    python bench/natural.py --show swaps         # every swapped neighbour that passes
    python bench/natural.py --holdout            # and the held-out round (natural4)

The splits: ``dev`` and ``test`` (``corpus/natural2.jsonl``), ``test3``
(``corpus/natural3.jsonl``, which was the held-out round before the fourth
was written), ``holdout`` (``corpus/holdout/natural4.jsonl``, the held-out round:
read and printed only with ``--holdout``), and ``round1``
(``corpus/natural.jsonl``, which has faithful briefs, slips and computed
numbers but no ``copied`` list, so no swaps).

Rules and bounds are decided on the dev split only; the other splits' cases
are listed only with ``--split``, which is for reading failures after the
final figures are in. The held-out round is measured once, at the end.

The mutations and swaps are the committed records of ``bench/perturb.py``
(``bench/mutations/``, ``bench/swaps/``). Only numground's public API is used:
``check``, ``Report.findings``, ``Report.flagged``, ``Finding.verdict``,
``Finding.flagged``, ``Verdict``; ``Verdict.UNVERIFIED`` and
``Finding.chance`` are read when they exist (``n/a`` otherwise).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import numground

sys.path.insert(0, str(Path(__file__).resolve().parent))
import perturb  # noqa: E402  (bench/ is not a package)

_CORPUS = Path(__file__).resolve().parents[1] / "corpus"
SPLITS: dict[str, tuple[str, str | None]] = {
    "dev": ("natural2.jsonl", "dev"),
    "test": ("natural2.jsonl", "test"),
    "test3": ("natural3.jsonl", None),
    "holdout": ("holdout/natural4.jsonl", None),
    "round1": ("natural.jsonl", None),
}
"""Each split: its corpus file, and the value of the cases' ``split`` field
(None: every case of the file)."""
DEFAULT_SPLITS = ("dev", "test", "test3")
BENCHES = ("slips", "mutations", "swaps")
UNVERIFIED = getattr(numground.Verdict, "UNVERIFIED", None)
"""The verdict of a computed claim no form reaches (issue 25), once it exists."""
BACKED = {numground.Verdict.GROUNDED, numground.Verdict.DERIVED}


def _cases(split: str) -> list[dict]:
    name, field = SPLITS[split]
    path = _CORPUS / name
    if not path.is_file():
        raise SystemExit(f"{path}: not built (see corpus/README.md)")
    cases = [json.loads(line) for line in path.open(encoding="utf-8") if line.strip()]
    return [c for c in cases if field is None or c.get("split") == field]


def _records(kind: str, split: str, cases: list[dict]) -> list[dict]:
    ids = {c["id"] for c in cases if not c.get("planted")}
    name, _ = SPLITS[split]
    return [r for r in perturb.load(kind, _CORPUS / name) if r["id"] in ids]


def _slip(planted: dict) -> str:
    """A slip's kind; round 1 names only the verdict it should get."""
    return str(planted.get("slip") or planted["verdict"])


def _overlaps(start: int, end: int, t: numground.Token) -> bool:
    return t.start < end and start < t.end


# ---------------------------------------------------------------- one check

def _judge(task: tuple[str, str, Any, dict, list[tuple[int, int]]]) -> Any:
    """One check, summarised for the parent process: for a faithful brief its
    counts; for the other kinds, per span, the overlapping findings'
    ``(verdict, flagged)``."""
    kind, text, pool, options, spans = task
    report = numground.check(text, pool, **options)
    if kind == "faithful":
        n: Counter[str] = Counter()
        n["claims"] = report.claims
        n["flags"] = len(report.flagged)
        n["flagged briefs"] = bool(report.flagged)
        if UNVERIFIED is not None:
            n["unverified"] = sum(f.verdict == UNVERIFIED for f in report.findings)
        chances = [getattr(f, "chance", None) for f in report.findings
                   if f.verdict == numground.Verdict.DERIVED]
        chances = [c for c in chances if c is not None]
        n["derived"] = len(chances)
        backed = {f.token.start for f in report.findings if f.verdict in BACKED}
        n["computed backed"] = sum(start in backed for start, _ in spans)
        return n, sum(chances)
    return [[(str(f.verdict), f.flagged) for f in report.findings
             if _overlaps(start, end, f.token)] for start, end in spans]


def _outcome(found: list[tuple[str, bool]]) -> str:
    """What the check called a wrong number: ``flagged`` when any finding on
    it is an invention, else the verdict of its first finding."""
    if any(flagged for _, flagged in found):
        return "flagged"
    return found[0][0] if found else "no token"


def _run(tasks: list[tuple], jobs: int) -> list[Any]:
    if jobs <= 1:
        return [_judge(t) for t in tasks]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(_judge, tasks, chunksize=8))


# ---------------------------------------------------------------- figures

def figures(split: str, options: dict, benches: Iterable[str] = BENCHES,
            jobs: int = 1) -> Counter[str]:
    """Every figure of one split, as counts (``x`` and ``x n`` pairs)."""
    cases = _cases(split)
    tasks: list[tuple] = []
    keys: list[tuple[str, Any]] = []
    for c in cases:
        if not c.get("planted"):
            spans = [(d["start"], d["start"] + len(d["text"])) for d in c.get("derived") or ()]
            tasks.append(("faithful", c["text"], c["pool"], options, spans))
            keys.append(("faithful", len(spans)))
        elif "slips" in benches:
            spans = [(p["start"], p["start"] + len(p["text"])) for p in c["planted"]]
            tasks.append(("planted", c["text"], c["pool"], options, spans))
            keys.append(("slips", c["planted"]))
    by_id = {c["id"]: c for c in cases}
    for bench in ("mutations", "swaps"):
        if bench not in benches:
            continue
        for r in _records(bench, split, cases):
            c = by_id[r["id"]]
            span = [(r["start"], r["start"] + len(r["new"]))]
            tasks.append((bench, perturb.apply(c["text"], r), c["pool"], options, span))
            keys.append((bench, r))
    n: Counter[str] = Counter()
    chance = 0.0
    for (what, key), result in zip(keys, _run(tasks, jobs), strict=True):
        if what == "faithful":
            counts, sum_chance = result
            n.update(counts)
            n["faithful"] += 1
            n["computed"] += key
            chance += sum_chance
        elif what == "slips":
            for p, found in zip(key, result, strict=True):
                hit = _outcome(found) == "flagged"
                n["planted"] += 1
                n["caught"] += hit
                n[f"slip {_slip(p)} n"] += 1
                n[f"slip {_slip(p)}"] += hit
        else:
            got = _outcome(result[0])
            group = key["how"] if what == "mutations" else key["relation"]
            n[f"{what} n"] += 1
            n[f"{what} {got}"] += 1
            n[f"{what} by {group} n"] += 1
            n[f"{what} by {group}"] += got == "flagged"
            if UNVERIFIED is not None:
                n[f"{what} flagged or unverified"] += got in ("flagged", str(UNVERIFIED))
    n["chance x1000"] = round(chance * 1000)
    return n


def _ratio(n: Counter[str], a: str, b: str) -> str:
    return f"{n[a]}/{n[b]} ({n[a] / n[b]:.3f})" if n[b] else "n/a"


def _rows(benches: Iterable[str], all_n: list[Counter[str]]) -> list[tuple[str, list[str]]]:
    """The table: a label and one cell per split."""
    rows: list[tuple[str, list[str]]] = []

    def row(label: str, cell: Any) -> None:
        rows.append((label, [cell(n) for n in all_n]))

    def mean_chance(n: Counter[str]) -> str:
        if not n["derived"]:
            return "n/a"
        return f"{n['chance x1000'] / 1000 / n['derived']:.3f} (of {n['derived']})"

    has_chance = any(n["derived"] for n in all_n)
    row("faithful briefs", lambda n: str(n["faithful"]))
    row("flags per claim", lambda n: _ratio(n, "flags", "claims"))
    row("unverified per claim",
        lambda n: _ratio(n, "unverified", "claims") if UNVERIFIED is not None else "n/a")
    row("briefs with any flag", lambda n: _ratio(n, "flagged briefs", "faithful"))
    row("mean chance, derived", mean_chance if has_chance else lambda n: "n/a")
    row("computed backed", lambda n: _ratio(n, "computed backed", "computed"))
    if "slips" in benches:
        row("slips caught", lambda n: _ratio(n, "caught", "planted"))
    for bench in ("mutations", "swaps"):
        if bench not in benches:
            continue
        row(f"{bench} caught", lambda n, b=bench: _ratio(n, f"{b} flagged", f"{b} n"))
        if UNVERIFIED is not None:
            row("  flagged or unverified",
                lambda n, b=bench: _ratio(n, f"{b} flagged or unverified", f"{b} n"))
        outcomes = sorted({k[len(bench) + 1:] for n in all_n for k in n
                           if k.startswith(bench + " ") and not k.startswith(bench + " by ")
                           and not k.endswith(" n") and "flagged" not in k})
        for got in outcomes:
            row(f"  called {got}", lambda n, b=bench, g=got: _ratio(n, f"{b} {g}", f"{b} n"))
    for bench, title, prefix in (("slips", "slips caught by kind", "slip "),
                                 ("mutations", "mutations caught by how", "mutations by "),
                                 ("swaps", "swaps caught by relation", "swaps by ")):
        groups = sorted({k[len(prefix):-2] for n in all_n for k in n
                         if k.startswith(prefix) and k.endswith(" n")})
        if bench not in benches or not groups:
            continue
        rows.append((title, []))
        for g in groups:
            row(f"  {g}", lambda n, p=prefix + g: _ratio(n, p, p + " n"))
    return rows


def table(splits: list[str], options: dict, benches: Iterable[str], jobs: int) -> str:
    """The figures of ``splits`` side by side."""
    benches = tuple(benches)
    all_n = [figures(s, options, benches, jobs) for s in splits]
    rows = _rows(benches, all_n)
    width = max(len(label) for label, _ in rows) + 2
    cell = max([len(c) for _, cells in rows for c in cells] + [len(s) for s in splits]) + 2
    out = [f"options {json.dumps(options)}".ljust(width) + "".join(s.ljust(cell) for s in splits)]
    for label, cells in rows:
        out.append((label.ljust(width) + "".join(c.ljust(cell) for c in cells)).rstrip())
    return "\n".join(out)


# ---------------------------------------------------------------- listings

def _excerpt(text: str, start: int, end: int, room: int = 90) -> str:
    """The claim in its surroundings, marked ``»like this«`` on one line."""
    before = " ".join(text[max(0, start - room):start].split())
    after = " ".join(text[end:end + room].split())
    return f"…{before[-room:]} »{text[start:end]}« {after[:room]}…"


def _lost(split: str, options: dict) -> None:
    """Slips caught with derivations off and missed with them on, with the
    derivation that let each through (issue 14 asks for this list)."""
    for c in _cases(split):
        if not c.get("planted"):
            continue
        on = numground.check(c["text"], c["pool"], **options)
        off = numground.check(c["text"], c["pool"], **{**options, "derive": False})
        for p in c["planted"]:
            end = p["start"] + len(p["text"])
            if any(_overlaps(p["start"], end, f.token) for f in off.flagged) and not any(
                    _overlaps(p["start"], end, f.token) for f in on.flagged):
                how = "; ".join(f"{f.verdict} {f.how or ''}" for f in on.findings
                                if _overlaps(p["start"], end, f.token))
                print(f"{c['id']} [{_slip(p)}] {p['text']!r}: {how}\n    {p['why']}")


def _passed(bench: str, split: str, options: dict) -> None:
    """Every mutation or swap the check does not flag, with what it said."""
    cases = _cases(split)
    by_id = {c["id"]: c for c in cases}
    for r in _records(bench, split, cases):
        c = by_id[r["id"]]
        text = perturb.apply(c["text"], r)
        report = numground.check(text, c["pool"], **options)
        end = r["start"] + len(r["new"])
        found = [f for f in report.findings if _overlaps(r["start"], end, f.token)]
        if any(f.flagged for f in found):
            continue
        said = "; ".join(f"{f.verdict} {f.how or ''}".strip() for f in found) or "no token"
        what = (f"{r['how']} x{r['factor']}" if bench == "mutations"
                else f"{r['relation']} {r['from']} for {r['path']}")
        print(f"{c['id']}: {r['old']!r} -> {r['new']!r} [{what}]: {said}\n"
              f"    {_excerpt(text, r['start'], end)}")


def show(split: str, what: str, options: dict) -> None:
    if what == "lost":
        _lost(split, options)
        return
    if what in ("mutations", "swaps"):
        _passed(what, split, options)
        return
    for c in _cases(split):
        report = numground.check(c["text"], c["pool"], **options)
        if what == "missed" and c.get("planted"):
            for p in c["planted"]:
                end = p["start"] + len(p["text"])
                found = [f for f in report.findings if _overlaps(p["start"], end, f.token)]
                if any(f.flagged for f in found):
                    continue
                seen = "; ".join(f"{f.token.text!r} {f.token.kind} {f.verdict} {f.how or ''}"
                                 for f in found) or "no token"
                print(f"{c['id']} [{_slip(p)}] {p['text']!r}: {seen}\n    {p['why']}")
        elif what == "flags" and not c.get("planted"):
            computed = {d["start"]: d["how"] for d in c.get("derived") or ()}
            copied = {d["start"]: d["path"] for d in c.get("copied") or ()}
            for f in report.flagged:
                s = f.token.start
                tag = (f"computed {computed[s]}" if s in computed
                       else f"copied {copied[s]}" if s in copied else "not annotated")
                print(f"{c['id']}: {f.verdict} [{tag}] "
                      f"{_excerpt(c['text'], f.token.start, f.token.end)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--options", default="{}", help="check options as JSON")
    parser.add_argument("--show", choices=("flags", "missed", "lost", "mutations", "swaps"))
    parser.add_argument("--split", default="dev", choices=tuple(SPLITS),
                        help="the split --show lists (dev unless the figures are final)")
    parser.add_argument("--splits", default=",".join(DEFAULT_SPLITS),
                        help="the splits to measure, comma-separated")
    parser.add_argument("--skip", default="", help=f"benches to leave out: {','.join(BENCHES)}")
    parser.add_argument("--holdout", action="store_true",
                        help="also the held-out round (once, when the figures are final)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="processes for the checks (default: one per core)")
    args = parser.parse_args(argv)
    options = json.loads(args.options)
    splits = [s for s in args.splits.split(",") if s]
    skip = {b for b in args.skip.split(",") if b}
    for name in splits:
        if name not in SPLITS:
            parser.error(f"--splits: unknown split {name!r} (one of {', '.join(SPLITS)})")
    if skip - set(BENCHES):
        parser.error(f"--skip: unknown bench {sorted(skip - set(BENCHES))[0]!r}")
    if args.holdout:
        splits = [s for s in splits if s != "holdout"] + ["holdout"]
    elif "holdout" in splits or (args.show and args.split == "holdout"):
        parser.error("the held-out round is read only with --holdout")
    if args.show:
        show(args.split, args.show, options)
        return 0
    print(table(splits, options, [b for b in BENCHES if b not in skip], args.jobs))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The ``numground`` command: arguments, files, exit codes and error lines.

    numground tokens [TEXT|-] [--json | --tree]
    numground check BRIEF --pool DATA.json|DATA.csv [--format text|json|html] [-o FILE]
                    [--color auto|always|never] SHARED...
    numground eval CORPUS... [--json] [--baseline PATH] [--update-baseline]
    numground audit RECORDS.jsonl [-o RESULTS.jsonl] [--resume] [--jobs N]
                    [--engine local|dask] [--scheduler ADDRESS] [--pool-root DIR]
                    [--findings flagged|all] [--html FILE] [--html-dir DIR] SHARED...

SHARED, the switches ``check`` and ``audit`` take alike (``_shared_options``,
turned into ``check()``'s options by ``_check_options``): ``--pool-hints FILE``
``--tolerance T`` ``--no-derive`` ``--no-rule RULE`` ``--max-bytes N``
``--max-rate R`` ``--max-unverified R`` ``--baseline FILE``
``--baseline-match fingerprint|text`` ``--write-baseline FILE``.

Exit status: 0 passed; 1 the gate failed (``numground.report.gate``: the
invention rate above ``--max-rate``, 0 unless given, so any flagged claim fails,
or the unverified rate above ``--max-unverified``; an audit record that could
not be checked fails too; findings accepted by ``--baseline`` do not count) or corpus
expectations / the baseline were missed; 2 bad usage or input, with one line
on stderr that names the file (and, for JSON, the line and column); 130
interrupted. Never a traceback: anything unexpected is one ``internal error``
line, exit 2.

Nothing imports this module. Everything heavier than the standard library is
imported inside the command that needs it, so ``numground tokens`` never loads
Pint, ``numground eval`` is the only command that needs ``numground.eval.evaluate``
(and renders its evaluation here: evaluating never renders), and only
``--engine dask`` imports ``numground.batch.dask`` (which registers the engine).

Decided here:

- A brief is read as bytes and decoded as strict UTF-8 (a leading BOM is
  dropped, as for pools); stdin (``-``) is named ``<stdin>`` in messages and JSON.
- Without ``--max-rate`` the gate is 0, as linters do: any flagged claim
  (not accepted by ``--baseline``) exits 1. ``--max-rate`` loosens it.
- A brief, pool or audit record of more than ``--max-bytes`` bytes (default
  10 MB) is refused: one line for a brief or pool (exit 2), an error result
  line for an audit record (the run goes on). ``--pool -`` reads the pool
  from stdin; BRIEF and ``--pool`` cannot both be ``-``. A pool file is
  read as CSV when its name ends ``.csv`` or ``.tsv``, else as JSON (text
  that is not JSON but reads as a header line and rows is CSV too).
- ``--write-baseline FILE`` writes every flagged finding of this run as
  accepted (``numground.batch.accepted``); the run is then gated against it, so
  it passes unless a record could not be checked (or ``--max-unverified`` fails).
- ``--pool-hints FILE`` is a JSON object of hints (``Pool.from_data(data,
  hints=...)``), read and checked before any brief: a bad hint is one line
  naming the file and the glob.
- ``--max-rate`` and ``--tolerance`` are taken as written, so the gate compares
  the exact rate ``flagged/claims`` with the exact decimal (``1/5 <= 0.2``).
- A broken output pipe (``| head``) ends the command quietly with status 141.
- ``check --color auto`` colours the text report only on a terminal and only
  without ``NO_COLOR`` (any non-empty value); ``always``/``never`` override both.
  Written to a file (``-o``), the report is plain unless ``--color always``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Sequence
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any, NoReturn

__all__ = ["main"]

PROG = "numground"
STDIN = "<stdin>"

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_PIPE = 141
EXIT_INTERRUPTED = 130


class UsageError(Exception):
    """Bad usage or input: printed as one line after ``numground:``, exit 2."""


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors (argparse's own print the usage block first)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message} (see {self.prog} --help)")


# --- entry point -------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (never raises, never prints a traceback)."""
    _tolerant_streams()
    try:
        args = _parser().parse_args(argv)
        return int(args.run(args))
    except UsageError as e:
        _error(str(e))
        return EXIT_USAGE
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_PIPE
    except SystemExit as e:  # --help and --version exit through argparse
        return e.code if isinstance(e.code, int) else EXIT_USAGE
    except Exception as e:
        from numground.errors import NumgroundError

        if isinstance(e, NumgroundError):
            _error(str(e))
        else:
            _error(f"internal error: {type(e).__name__}: {e}")
        return EXIT_USAGE


def _parser() -> argparse.ArgumentParser:
    from numground import __version__

    parser = _Parser(
        prog=PROG,
        description="Check the numbers in model-written prose against the data it was given.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    commands = parser.add_subparsers(title="commands", metavar="COMMAND", required=True)

    tokens = commands.add_parser(
        "tokens",
        help="show the numeric tokens of a text",
        description="Show every numeric token of TEXT (or stdin) with its kind, value and unit.",
    )
    tokens.add_argument("text", nargs="?", default="-", metavar="TEXT",
                        help="the text itself; '-' or nothing reads stdin")  # fmt: skip
    shape = tokens.add_mutually_exclusive_group()
    shape.add_argument("--json", action="store_true",
                       help="a JSON list of token objects (values as strings)")  # fmt: skip
    shape.add_argument("--tree", action="store_true",
                       help="the grammar's parse tree, for grammar maintainers")  # fmt: skip
    tokens.set_defaults(run=_cmd_tokens)

    check = commands.add_parser(
        "check",
        help="check a brief's numbers against its data",
        description="Check every number of BRIEF against the citable numbers of the pool.",
    )
    check.add_argument("brief", metavar="BRIEF", help="the text to check; '-' reads stdin")
    check.add_argument("--pool", required=True, metavar="DATA.json",
                       help="the data the text was written from (JSON, or CSV: a header "
                            "line, then one line a row); '-' reads stdin")  # fmt: skip
    check.add_argument("--format", choices=("text", "json", "html"), default="text",
                       help="text (default), json, or html (one self-contained page)")  # fmt: skip
    check.add_argument("--explain", metavar="LINE:COL", type=_line_col,
                       help="print why the number at LINE:COL (1-based) got its verdict: the "
                            "words around it, what they bind and name, the computations "
                            "near it, the decoys, the deciding pass")  # fmt: skip
    check.add_argument("-o", "--output", metavar="FILE",
                       help="write the report to FILE instead of stdout")  # fmt: skip
    check.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                       help="colour the text report: auto (default) on a terminal "
                            "without NO_COLOR, always, or never")  # fmt: skip
    _shared_options(check)
    check.set_defaults(run=_cmd_check)

    evaluate = commands.add_parser(
        "eval",
        help="score the checker on corpus files",
        description="Run every case of the corpus files (directories: their *.jsonl files).",
    )
    evaluate.add_argument("corpus", nargs="+", metavar="CORPUS",
                          help="a .jsonl corpus file or a directory of them")  # fmt: skip
    evaluate.add_argument("--json", action="store_true", help="the evaluation as JSON")
    evaluate.add_argument("--baseline", metavar="PATH",
                          help="baseline to compare with (default: CORPUS/baseline.json "
                               "when the first CORPUS is a directory)")  # fmt: skip
    evaluate.add_argument("--update-baseline", action="store_true",
                          help="write this run's scores as the baseline")  # fmt: skip
    evaluate.set_defaults(run=_cmd_eval)

    audit = commands.add_parser(
        "audit",
        help="check every record of a JSONL file (batch, resumable, parallel)",
        description="Check each record {id, text, pool | pool_ref} of RECORDS.jsonl: one "
        "result line per record, in input order, then a summary (numground.batch.audit).",
    )
    audit.add_argument("records", metavar="RECORDS.jsonl", help="one JSON record a line")
    audit.add_argument("-o", "--output", metavar="RESULTS.jsonl",
                       help="write results here, atomically (default: stdout)")  # fmt: skip
    audit.add_argument("--resume", action="store_true",
                       help="continue an interrupted run of the same -o")  # fmt: skip
    audit.add_argument("--jobs", type=_jobs, metavar="N",
                       help="worker processes (default 1; with --engine dask, 2)")  # fmt: skip
    audit.add_argument("--engine", choices=("local", "dask"), default="local",
                       help="local processes (default) or a dask.distributed cluster")  # fmt: skip
    audit.add_argument("--scheduler", metavar="ADDRESS",
                       help="dask scheduler to use (default: a local cluster)")  # fmt: skip
    audit.add_argument("--pool-root", metavar="DIR",
                       help="let pool_ref name files under DIR (default: only under the "
                            "records file's folder)")  # fmt: skip
    audit.add_argument("--findings", choices=FINDINGS_CHOICES, default="flagged",
                       help="what a result line holds: the flagged and unverified findings "
                            "(default), or all of them")  # fmt: skip
    _shared_options(audit)
    audit.add_argument("--html", metavar="SUMMARY.html",
                       help="also write the run on one self-contained page")  # fmt: skip
    audit.add_argument("--html-dir", metavar="DIR",
                       help="also write one HTML report per flagged record, DIR/line-N.html, "
                            "linked from the page (alone: the page is DIR/index.html)")  # fmt: skip
    audit.set_defaults(run=_cmd_audit)
    return parser


# --- the options check and audit share ------------------------------------------------

FINDINGS_CHOICES = ("flagged", "all")  # numground.batch.audit.FINDINGS, without importing it
MATCH_CHOICES = ("fingerprint", "text")  # numground.batch.accepted.MATCH_BY, likewise


def _shared_options(command: argparse.ArgumentParser) -> None:
    """The switches ``check`` and ``audit`` share, defined once (docs/reference.md's
    "Options" lists them once too); ``_check_options`` turns them into ``check()``'s."""
    what = command.add_argument_group("checking (check and audit alike)")
    what.add_argument("--pool-hints", metavar="FILE",
                      help="a JSON object of pool hints: path globs to unit, scale, "
                           "percent, sign")  # fmt: skip
    what.add_argument("--tolerance", type=_tolerance, metavar="T",
                      help="relative tolerance of hedged claims (default 0.05)")  # fmt: skip
    what.add_argument("--no-derive", dest="derive", action="store_false",
                      help="do not let computed numbers (differences, shares, sums) "
                           "explain a claim")  # fmt: skip
    what.add_argument("--no-rule", dest="no_rules", action="append", default=[],
                      metavar="RULE", choices=_rule_names(),
                      help="turn one derivation rule off (repeatable): "
                           + ", ".join(_rule_names()))  # fmt: skip
    what.add_argument("--max-bytes", type=_size, default=None, metavar="N",
                      help="refuse a brief, pool or record larger than N bytes "
                           "(default 10MB; suffixes kB, MB, GB)")  # fmt: skip
    gate = command.add_argument_group("the gate (check and audit alike)")
    gate.add_argument("--max-rate", type=_rate, metavar="R",
                      help="exit 1 when the invention rate of new flags exceeds R, in [0, 1] "
                           "(default 0: any new flagged claim fails)")  # fmt: skip
    gate.add_argument("--max-unverified", type=_rate, metavar="R",
                      help="also exit 1 when the unverified rate exceeds R, in [0, 1] "
                           "(default: not gated)")  # fmt: skip
    gate.add_argument("--baseline", dest="accepted", metavar="FILE",
                      help="findings accepted earlier (--write-baseline): "
                           "they do not count against the gate")  # fmt: skip
    gate.add_argument("--baseline-match", choices=MATCH_CHOICES, default="fingerprint",
                      help="match accepted findings by fingerprint (default: the field or "
                           "the clause with its numbers masked, the verdict and the kind) "
                           "or by text (the brief, the number as written, "
                           "the verdict)")  # fmt: skip
    gate.add_argument("--write-baseline", metavar="FILE",
                      help="write this run's flagged findings to FILE as accepted")  # fmt: skip


def _check_options(args: argparse.Namespace) -> dict[str, Any]:
    """``check()``'s keyword options for the shared switches (``_shared_options``)."""
    options: dict[str, Any] = {}
    if not args.derive:
        options["derive"] = False
    elif args.no_rules:
        options["derive"] = tuple(n for n in _rule_names() if n not in args.no_rules)
    if args.tolerance is not None:
        options["approx_tolerance"] = str(args.tolerance)
    return options


def _line_col(value: str) -> tuple[int, int]:
    """``LINE:COL``, both 1-based."""
    line, _, col = value.partition(":")
    if not (line.isdigit() and col.isdigit()) or int(line) < 1 or int(col) < 1:
        raise argparse.ArgumentTypeError(f"{value!r} is not LINE:COL (1-based, e.g. 3:23)")
    return int(line), int(col)


def _explain(text: str, name: str, pool: Any, args: argparse.Namespace) -> int:
    """``check --explain LINE:COL``: the judge's trace of one number (``judge.trace``)."""
    from numground.judge.trace import trace

    line, col = args.explain
    starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    if line > len(starts):
        raise UsageError(f"{name}: --explain {line}:{col}: the brief has {len(starts)} lines")
    offset = starts[line - 1] + col - 1
    found = trace(text, pool, offset, **_check_options(args))
    if found is None:
        raise UsageError(f"{name}:{line}:{col}: no number there (--explain)")
    shown = "\n".join([f"{name}:{line}:{col}", *found.lines()]) + "\n"
    if args.output:
        _write(args.output, shown)
    else:
        _out(shown)
    return EXIT_OK


def _read_hints(path: str | None) -> Any:
    """The ``--pool-hints`` file's JSON object, checked as hints (one-line error naming it)."""
    if path is None:
        return None
    from numground.data.pool import load_json, read_hints

    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise UsageError(f"{path}: cannot read: {e.strerror or e}") from None
    hints = load_json(_decode(raw, path), name=path)  # PoolError: one line, line:col
    read_hints(hints, path)  # PoolError naming the file and the glob
    return hints


def _max_rate(args: argparse.Namespace) -> Decimal:
    return args.max_rate if args.max_rate is not None else Decimal(0)


def _size(text: str) -> int:
    from numground.errors import DEFAULT_MAX_BYTES

    raw = text.strip()
    factor = 1
    for suffix, times in (("GB", 10**9), ("MB", 10**6), ("KB", 10**3), ("B", 1)):
        if raw.upper().endswith(suffix):
            raw, factor = raw[: -len(suffix)].strip(), times
            break
    value = _decimal(raw)
    if value is not None:
        value *= factor
    if value is None or value < 1:
        raise argparse.ArgumentTypeError(f"not a size in bytes such as {DEFAULT_MAX_BYTES} "
                                         f"or 10MB: {text!r}")  # fmt: skip
    return int(value)


def _max_bytes(args: argparse.Namespace) -> int:
    """``--max-bytes``, or the default limit."""
    from numground.errors import DEFAULT_MAX_BYTES

    return args.max_bytes if args.max_bytes is not None else DEFAULT_MAX_BYTES


def _rule_names() -> list[str]:
    from numground.judge.forms import RULES

    return [rule.name for rule in RULES]


def _jobs(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"not a whole number >= 1: {text!r}")
    return value


def _rate(text: str) -> Decimal:
    value = _decimal(text)
    if value is None or not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"not a number in [0, 1]: {text!r}")
    return value


def _tolerance(text: str) -> Decimal:
    value = _decimal(text)
    if value is None or value < 0:
        raise argparse.ArgumentTypeError(f"not a number >= 0: {text!r}")
    return value


def _decimal(text: str) -> Decimal | None:
    try:
        value = Decimal(text.strip())
    except (InvalidOperation, ValueError):
        return None
    return value if value.is_finite() else None


# --- tokens ------------------------------------------------------------------


def _cmd_tokens(args: argparse.Namespace) -> int:
    if args.text == "-":
        name, text = STDIN, _decode(sys.stdin.buffer.read(), STDIN)
    else:
        name, text = "TEXT", args.text
    if args.tree:
        _out(_tree(text, name))
        return EXIT_OK
    from numground.lex.tokenize import tokenize

    tokens = tokenize(text)
    if args.json:
        from numground.report import token_to_dict

        _out(json.dumps([token_to_dict(t) for t in tokens], ensure_ascii=False, indent=2) + "\n")
    else:
        from numground.render.text import render_tokens

        _out(render_tokens(tokens))
    return EXIT_OK


def _tree(text: str, name: str) -> str:
    """The raw parse tree of the whole text (no transformer, no chunking)."""
    from lark.exceptions import UnexpectedInput

    from numground.lex.parser import build_parser

    normal = text.replace("\u2212", "-")  # as tokenize reads it; one for one
    try:
        tree = build_parser().parse(normal)
    except UnexpectedInput as e:
        detail = next((line.strip() for line in str(e).splitlines() if line.strip()), "")
        raise UsageError(f"{name}:{e.line}:{e.column}: does not parse: {detail}") from None
    return tree.pretty()


# --- check -------------------------------------------------------------------


def _cmd_check(args: argparse.Namespace) -> int:
    from numground.data.pool import Pool, PoolError, load_data
    from numground.errors import too_large
    from numground.judge.check import check
    from numground.report import gate

    limit = _max_bytes(args)
    if args.brief == "-" and args.pool == "-":
        raise UsageError(f"{PROG} check: BRIEF and --pool cannot both be '-' (stdin)")
    accepted = _read_accepted(args.accepted)
    hints = _read_hints(args.pool_hints)
    name, text = _read_brief(args.brief, limit)
    if args.pool == "-":
        raw = sys.stdin.buffer.read(limit + 1)
        if len(raw) > limit:
            raise PoolError(f"{STDIN}: {too_large('pool', limit)}")
        pool = Pool.from_data(load_data(_decode(raw, STDIN), name=STDIN), hints)
        pool_name = STDIN
    else:
        pool = Pool.from_file(args.pool, hints, max_bytes=limit)  # PoolError: one line
        pool_name = args.pool
    if args.explain is not None:
        return _explain(text, name, pool, args)
    report = check(text, pool, **_check_options(args), max_bytes=None)
    if args.write_baseline is not None:
        from numground.batch.accepted import Accepted

        accepted = Accepted.of_report(name, report, text)
        _write(args.write_baseline, accepted.dumps())
    matched = accepted.match(name, report, text, by=args.baseline_match) if accepted else None
    marks = matched.marks if matched is not None else None
    new = len(matched.new) if matched is not None else len(report.flagged)
    max_rate = _max_rate(args)
    passed = gate(new, len(report.unverified), report.claims, max_rate, args.max_unverified)

    if args.format == "json":
        data = report.to_dict()
        data["brief"] = name
        data["pool"] = pool_name
        if matched is not None:
            data["accepted"] = matched.accepted
            data["new"] = new
            for i, item in enumerate(data["findings"]):
                if not report.findings[i].flagged:
                    continue
                mark = marks.get(i) if marks is not None else None
                item["baseline"] = "new" if mark is None else "accepted"
                if mark is not None:
                    item["accepted_because"] = mark.why
                    if mark.was is not None:
                        item["was"] = mark.was
        data["gate"] = {"max_rate": float(max_rate),
                        "max_unverified": None if args.max_unverified is None
                        else float(args.max_unverified), "passed": passed}  # fmt: skip
        output = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    elif args.format == "html":
        from numground.render.html import render_html

        output = render_html(report, text, name=name, pool_entries=len(pool),
                             pool_skipped=pool.skipped, max_rate=max_rate, accepted=marks,
                             max_unverified=args.max_unverified)  # fmt: skip
    else:
        from numground.render.text import render_report

        color = _use_color(args.color) if args.output is None else args.color == "always"
        output = render_report(report, text, name=name, max_rate=max_rate, color=color,
                               accepted=marks, max_unverified=args.max_unverified)  # fmt: skip
    if args.output is None:
        _out(output)
    else:
        _write(args.output, output)
    return EXIT_OK if passed else EXIT_FAILED


def _read_accepted(path: str | None) -> Any:
    if path is None:
        return None
    from numground.batch.accepted import Accepted

    return Accepted.read(path)


def _use_color(choice: str) -> bool:
    """``--color``: auto is on when stdout is a terminal, ``NO_COLOR`` unset and TERM not dumb."""
    if choice != "auto":
        return choice == "always"
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    isatty = getattr(sys.stdout, "isatty", None)
    return bool(isatty and isatty())


def _write(path: str, text: str) -> None:
    """Write an output file (UTF-8); ``UsageError`` naming it when that fails."""
    try:
        with open(path, "w", encoding="utf-8", errors="backslashreplace", newline="") as f:
            f.write(text)
    except OSError as e:
        raise UsageError(f"{path}: cannot write: {e.strerror or e}") from None


def _read_brief(path: str, limit: int) -> tuple[str, str]:
    """The brief's name for messages and its text; ``UsageError`` when it cannot be
    read or is larger than ``limit`` bytes (never read past the limit)."""
    from numground.errors import too_large

    if path == "-":
        name, raw = STDIN, sys.stdin.buffer.read(limit + 1)
    else:
        name = path
        try:
            with open(path, "rb") as f:
                raw = f.read(limit + 1)
        except OSError as e:
            raise UsageError(f"{path}: cannot read: {e.strerror or e}") from None
    if len(raw) > limit:
        raise UsageError(f"{name}: {too_large('brief', limit)}")
    return name, _decode(raw, name)


def _decode(raw: bytes, name: str) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise UsageError(f"{name}: not UTF-8 text (byte {e.start})") from None


# --- eval --------------------------------------------------------------------


def _cmd_eval(args: argparse.Namespace) -> int:
    try:
        import numground.eval.evaluate as ev  # lazy: lands separately from the CLI
    except ModuleNotFoundError as e:
        if e.name != "numground.eval.evaluate":
            raise
        raise UsageError(f"{PROG} eval: this build has no numground.eval.evaluate") from None

    evaluation = ev.evaluate(args.corpus)  # CorpusError: one line, file:line:col
    baseline_path = _baseline_path(args)
    regressions: list[str] = []
    if args.update_baseline:
        if baseline_path is None:
            raise UsageError(
                f"{PROG} eval: --update-baseline needs --baseline PATH "
                "(or a directory as the first CORPUS)"
            )
        text = json.dumps(ev.baseline_of(evaluation), indent=2, sort_keys=True) + "\n"
        try:
            baseline_path.write_text(text, encoding="utf-8")
        except OSError as e:
            raise UsageError(f"{baseline_path}: cannot write: {e.strerror or e}") from None
    elif baseline_path is not None and (args.baseline is not None or baseline_path.exists()):
        regressions = ev.compare_to_baseline(evaluation, _read_json(baseline_path))

    if args.json:
        data = evaluation.to_dict()
        data["baseline"] = str(baseline_path) if baseline_path is not None else None
        data["regressions"] = regressions
        _out(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        from numground.render.evaluation import render_evaluation

        out = render_evaluation(evaluation).rstrip("\n") + "\n"
        out += "".join(f"regression: {r}\n" for r in regressions)
        _out(out)
    if args.update_baseline:
        _error(f"wrote baseline {baseline_path}")
    return EXIT_OK if evaluation.passed and not regressions else EXIT_FAILED


def _baseline_path(args: argparse.Namespace) -> Path | None:
    if args.baseline is not None:
        return Path(args.baseline)
    first = Path(args.corpus[0])
    return first / "baseline.json" if first.is_dir() else None


def _read_json(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as e:
        raise UsageError(f"{path}: not UTF-8 text (byte {e.start})") from None
    except OSError as e:
        raise UsageError(f"{path}: cannot read: {e.strerror or e}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise UsageError(f"{path}:{e.lineno}:{e.colno}: invalid JSON: {e.msg}") from None


# --- audit -------------------------------------------------------------------


def _cmd_audit(args: argparse.Namespace) -> int:
    from numground import audit  # the logic lives there (and in numground.batch.dask)
    from numground.render.text import render_run

    accepted = _read_accepted(args.accepted)
    if args.pool_root is not None and not Path(args.pool_root).is_dir():
        raise UsageError(f"{args.pool_root}: --pool-root is not a folder")
    check_options = _check_options(args)
    options = audit.Options(
        max_bytes=_max_bytes(args),
        pool_root=os.fspath(Path(args.pool_root).resolve()) if args.pool_root else None,
        accepted=accepted,
        collect_flagged=args.write_baseline is not None,
        match_by=args.baseline_match,
        derive=check_options.get("derive", True),
        approx_tolerance=check_options.get("approx_tolerance"),
        hints=_read_hints(args.pool_hints),
        findings=args.findings,
    )
    if args.engine == "dask":
        try:
            import dask.distributed  # noqa: F401 - the engine's own import, made here to say so

            import numground.batch.dask  # noqa: F401 - registers the engine
        except ImportError as e:
            raise UsageError(f"--engine dask needs the dask extra: pip install "
                             f"'numground[dask]' ({e})") from None  # fmt: skip
    progress = sys.stderr if sys.stderr.isatty() else None
    pages = args.html is not None or args.html_dir is not None
    with audit.Summary(spool=pages) as summary:
        try:
            with audit.engine(args.engine, jobs=args.jobs, scheduler=args.scheduler) as engine:
                audit.run(args.records, args.output, resume=args.resume, engine=engine,
                          progress=progress, options=options, summary=summary)  # fmt: skip
        except audit.Interrupted as e:
            _error(str(e))
            return EXIT_INTERRUPTED
        if args.write_baseline is not None:
            from numground.batch.accepted import Accepted

            _write(args.write_baseline, Accepted.of(summary.flagged.items()).dumps())
            summary.accepted += summary.inventions  # every flagged finding is now accepted
            summary.inventions = 0
        if pages:
            _write_pages(summary, args, options)
        text = render_run(summary, args.max_rate, args.max_unverified)
        passed = summary.passes(args.max_rate, args.max_unverified)
    if args.output is None:  # stdout holds the results
        sys.stderr.write(text)
        sys.stderr.flush()
    else:
        _out(text)
    return EXIT_OK if passed else EXIT_FAILED


def _write_pages(summary: Any, args: argparse.Namespace, options: Any) -> None:
    """The audit's HTML page (and per-record pages): the records shown are read
    back from the records file and checked again whole (a result line holds
    only the flags, compact)."""
    from numground import audit
    from numground.render.audit_html import embedded_lines, write_pages

    shown = audit.recheck(summary, args.records, options, lines=embedded_lines(summary))
    embedded = {record.line: record for record in shown}
    records = audit.recheck(summary, args.records, options) if args.html_dir else ()
    try:
        write_pages(summary, os.path.basename(args.records), embedded=embedded, records=records,
                    html=args.html, html_dir=args.html_dir, max_rate=args.max_rate,
                    max_unverified=args.max_unverified)  # fmt: skip
    except OSError as e:
        where = e.filename or args.html or args.html_dir
        raise UsageError(f"{where}: cannot write: {e.strerror or e}") from None


# --- output ------------------------------------------------------------------


def _out(text: str) -> None:
    sys.stdout.write(text)
    sys.stdout.flush()


def _error(message: str) -> None:
    """One line on stderr, whatever the message holds."""
    line = " ".join(message.split()) or "error"
    if not line.startswith(f"{PROG}:") and not line.startswith(f"{PROG} "):
        line = f"{PROG}: {line}"
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


def _tolerant_streams() -> None:
    """Never fail on a character the terminal's encoding lacks: escape it instead."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors="backslashreplace")


def _silence_stdout() -> None:
    """After a broken pipe, point stdout at devnull so the interpreter's flush stays quiet."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    sys.exit(main())

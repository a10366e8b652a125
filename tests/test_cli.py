"""The command line, through ``cli.main`` with streams of its own.

``run`` calls ``main`` in this process, its stdin, stdout and stderr swapped
for UTF-8 byte buffers (a subprocess costs ~2 s of parser start-up, and this
file has 40 runs). What only a process shows is run as users run it, in a
subprocess: both entry points (``python -m numground`` and ``-m
numground.cli``), an ASCII terminal, the imports a command pays for, and the
stubbed crashes.

Every error case checks the same contract (SPEC §5): exit 2, exactly one line
on stderr that names the file (and, for JSON, its line and column), nothing on
stdout, never a traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest
from inprocess import run_main

from numground import tokenize
from numground.lex.tokens import Kind, Token

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "training"
BRIEF = EXAMPLE / "brief.md"
FLAWED = EXAMPLE / "brief-flawed.md"
POOL = EXAMPLE / "pool.json"


def run(
    *args: str | Path, stdin: bytes | None = None, module: str | None = None
) -> subprocess.CompletedProcess[str]:
    """``numground ARGS``: in this process, or with ``module`` as ``python -m module``."""
    argv = [str(a) for a in args]
    if module is not None:
        return _run([sys.executable, "-m", module, *argv], stdin)
    return run_main(argv, stdin)


def run_code(code: str, *args: str | Path) -> subprocess.CompletedProcess[str]:
    """Run a small wrapper script (to patch or stub a module before ``main``)."""
    return _run([sys.executable, "-c", code, *map(str, args)], None)


def _run(argv: list[str], stdin: bytes | None) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(argv, input=stdin or b"", capture_output=True, cwd=ROOT, timeout=120)
    return subprocess.CompletedProcess(
        done.args,
        done.returncode,
        done.stdout.decode("utf-8", "replace"),
        done.stderr.decode("utf-8", "replace"),
    )


def assert_one_line_error(done: subprocess.CompletedProcess[str], *parts: str) -> str:
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    assert done.stderr.endswith("\n")
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    line = lines[0]
    assert line.startswith("numground")
    for part in parts:
        assert part in line, (part, line)
    return line


# --- check: the bundled example ------------------------------------------------


def test_example_is_fully_grounded() -> None:
    done = run("check", BRIEF, "--pool", POOL, "--max-rate", "0")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stderr == ""
    summary = done.stdout.strip()
    assert summary.startswith("claims ")
    assert "invented 0 · sign_inversion 0 · unit_mismatch 0" in summary
    assert "invention rate 0.000 · PASS (max 0)" in summary
    assert "»" not in done.stdout  # nothing flagged, nothing quoted


def test_example_json_scores_zero() -> None:
    done = run("check", BRIEF, "--pool", POOL, "--format", "json")
    assert done.returncode == 0
    data = json.loads(done.stdout)
    assert data["schema_version"] == 1
    assert data["invention_rate"] == 0.0
    assert data["claims"] >= 15
    assert data["counts"]["grounded"] == data["claims"]
    assert data["brief"] == str(BRIEF)
    assert data["pool"] == str(POOL)
    # the gate is 0 unless given
    assert data["gate"] == {"max_rate": 0.0, "max_unverified": None, "passed": True}
    kinds = {f["kind"] for f in data["findings"]}
    assert {"claim", "date", "window", "identifier"} <= kinds


def test_flawed_example_fails_the_gate() -> None:
    done = run("check", FLAWED, "--pool", POOL, "--max-rate", "0")
    assert done.returncode == 1, done.stdout + done.stderr
    out = done.stdout
    assert f"{FLAWED}:3:23: sign_inversion: +7.5" in out
    assert "Your TSB is »+7.5« this morning." in out
    assert "with the sign flipped: metrics.tsb" in out
    assert "invented: 64 ms" in out
    assert "HRV averaged »64 ms« over the last 7 days" in out
    assert "hrv_ms = 61 ms (3 ms below)" in out
    summary = out.strip().splitlines()[-1]
    assert "invented 1 · sign_inversion 1 · unit_mismatch 0" in summary
    assert summary.endswith("FAIL (max 0)")


def test_flawed_example_json_gate() -> None:
    done = run("check", FLAWED, "--pool", POOL, "--max-rate", "0", "--format", "json")
    assert done.returncode == 1
    data = json.loads(done.stdout)
    assert data["gate"] == {"max_rate": 0.0, "max_unverified": None, "passed": False}
    flagged = [(f["text"], f["verdict"]) for f in data["findings"] if f["verdict"] != "grounded"]
    assert ("+7.5", "sign_inversion") in flagged
    assert ("64 ms", "invented") in flagged


def test_gate_passes_when_rate_is_at_most_max() -> None:
    done = run("check", FLAWED, "--pool", POOL, "--max-rate", "0.1")  # 2/24 = 0.083
    assert done.returncode == 0
    assert done.stdout.strip().endswith("PASS (max 0.1)")


def test_gate_compares_exactly_at_the_edge(tmp_path: Path) -> None:
    brief = tmp_path / "b.md"
    brief.write_text("We saw 1 then 2 then 3 then 4 then 99.\n", encoding="utf-8")
    pool = tmp_path / "p.json"
    pool.write_text('{"a": [1, 2, 3, 4]}', encoding="utf-8")
    assert run("check", brief, "--pool", pool, "--max-rate", "0.2").returncode == 0  # 1/5
    assert run("check", brief, "--pool", pool, "--max-rate", "0.19").returncode == 1


def test_no_max_rate_means_a_gate_of_zero() -> None:
    # issue 16: a gate fails by default, as linters do (it exited 0 before)
    done = run("check", FLAWED, "--pool", POOL)
    assert done.returncode == 1
    assert "FAIL (max 0)" in done.stdout
    done = run("check", BRIEF, "--pool", POOL)
    assert done.returncode == 0 and "PASS (max 0)" in done.stdout


def test_tolerance_option(tmp_path: Path) -> None:
    brief = tmp_path / "b.md"
    brief.write_text("HRV was about 58 ms.", encoding="utf-8")
    pool = tmp_path / "p.json"
    pool.write_text('{"hrv_ms": 61}', encoding="utf-8")
    assert run("check", brief, "--pool", pool, "--max-rate", "0").returncode == 0
    tight = run("check", brief, "--pool", pool, "--max-rate", "0", "--tolerance", "0.01")
    assert tight.returncode == 1
    assert "invented: 58 ms" in tight.stdout


# --- check: stdin, empty, odd input ------------------------------------------------


def test_brief_from_stdin() -> None:
    done = run(
        "check", "-", "--pool", POOL, "--format", "json", stdin="TSB is −7.5 today.".encode()
    )
    assert done.returncode == 0
    data = json.loads(done.stdout)
    assert data["brief"] == "<stdin>"
    assert data["claims"] == 1
    assert data["findings"][0]["sources"] == ["metrics.tsb"]


def test_empty_brief_is_a_defined_result(tmp_path: Path) -> None:
    empty = tmp_path / "empty.md"
    empty.write_bytes(b"")
    done = run("check", empty, "--pool", POOL, "--max-rate", "0", "--format", "json")
    assert done.returncode == 0
    data = json.loads(done.stdout)
    assert data["claims"] == 0
    assert data["invention_rate"] == 0.0
    assert data["findings"] == []
    assert data["gate"]["passed"] is True
    text = run("check", empty, "--pool", POOL)
    assert text.returncode == 0
    assert "claims 0" in text.stdout and "invention rate 0.000" in text.stdout


def test_brief_with_bom_is_read(tmp_path: Path) -> None:
    brief = tmp_path / "bom.md"
    brief.write_bytes("\ufeffTSB is −7.5 today.".encode())
    done = run("check", brief, "--pool", POOL, "--max-rate", "0", "--format", "json")
    assert done.returncode == 0
    assert json.loads(done.stdout)["findings"][0]["start"] == 7


def test_printing_survives_an_ascii_terminal() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "numground.cli", "check", str(FLAWED), "--pool", str(POOL)],
        capture_output=True,
        cwd=ROOT,
        env={**_env(), "PYTHONIOENCODING": "ascii"},
        timeout=120,
    )
    assert done.returncode == 1, done.stderr  # flagged: the gate of 0 fails, without a crash
    assert b"\\xbb+7.5\\xab" in done.stdout  # »+7.5« escaped, not a crash


def _env() -> dict[str, str]:
    import os

    return dict(os.environ)


# --- check: bad input, one line each --------------------------------------------


def test_missing_brief(tmp_path: Path) -> None:
    missing = tmp_path / "nope.md"
    assert_one_line_error(run("check", missing, "--pool", POOL), str(missing), "cannot read")


def test_brief_is_a_directory(tmp_path: Path) -> None:
    assert_one_line_error(run("check", tmp_path, "--pool", POOL), str(tmp_path), "cannot read")


def test_missing_pool(tmp_path: Path) -> None:
    missing = tmp_path / "nope.json"
    assert_one_line_error(run("check", BRIEF, "--pool", missing), str(missing), "cannot read")


def test_pool_invalid_json_names_line_and_column(tmp_path: Path) -> None:
    pool = tmp_path / "bad.json"
    pool.write_text('{\n  "a": [1,\n  2,, 3]}\n', encoding="utf-8")
    assert_one_line_error(run("check", BRIEF, "--pool", pool), f"{pool}:3:5:", "invalid JSON")


def test_pool_not_utf8(tmp_path: Path) -> None:
    pool = tmp_path / "latin1.json"
    pool.write_bytes(b'{"caf\xe9": 1}')
    assert_one_line_error(run("check", BRIEF, "--pool", pool), str(pool), "byte 5")


def test_brief_not_utf8_names_the_byte(tmp_path: Path) -> None:
    brief = tmp_path / "latin1.md"
    brief.write_bytes(b"TSB \xe9tait 7.5\n")
    assert_one_line_error(run("check", brief, "--pool", POOL), str(brief), "not UTF-8", "byte 4")


def test_stdin_not_utf8() -> None:
    done = run("check", "-", "--pool", POOL, stdin=b"ok \xff 3")
    assert_one_line_error(done, "<stdin>", "byte 3")


@pytest.mark.parametrize("rate", ["abc", "1.5", "-0.1", "nan", "inf", ""])
def test_max_rate_must_be_in_unit_interval(rate: str) -> None:
    line = assert_one_line_error(run("check", BRIEF, "--pool", POOL, "--max-rate", rate))
    assert "--max-rate" in line and "[0, 1]" in line


@pytest.mark.parametrize("tolerance", ["x", "-1", "nan"])
def test_tolerance_must_be_a_non_negative_number(tolerance: str) -> None:
    line = assert_one_line_error(run("check", BRIEF, "--pool", POOL, "--tolerance", tolerance))
    assert "--tolerance" in line


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["frobnicate"],
        ["check"],
        ["check", "brief.md"],
        ["check", "brief.md", "--pool", "p.json", "--format", "xml"],
        ["check", "brief.md", "--pool", "p.json", "--color", "sometimes"],
        ["check", "brief.md", "--pool", "p.json", "--bogus"],
        ["tokens", "--json", "--tree", "3 km"],
    ],
)
def test_bad_usage_is_one_line(argv: list[str]) -> None:
    assert_one_line_error(run(*argv), "see numground")


def test_unexpected_errors_are_one_line_not_a_traceback() -> None:
    code = (
        "import sys, numground.cli, numground.judge.check\n"
        "def boom(*a, **k):\n"
        "    raise RuntimeError('boom\\nsecond line')\n"
        "sys.modules['numground.judge.check'].check = boom\n"
        "sys.exit(numground.cli.main(sys.argv[1:]))\n"
    )
    done = run_code(code, "check", BRIEF, "--pool", POOL)
    line = assert_one_line_error(done)
    assert line == "numground: internal error: RuntimeError: boom second line"


def test_help_exits_zero() -> None:
    done = run("--help")
    assert done.returncode == 0
    assert "check" in done.stdout and "tokens" in done.stdout and "eval" in done.stdout
    assert run("check", "--help").returncode == 0


def test_python_dash_m_numground() -> None:
    done = run("check", BRIEF, "--pool", POOL, "--max-rate", "0", module="numground")
    assert done.returncode == 0
    assert "invention rate 0.000" in done.stdout


# --- tokens -------------------------------------------------------------------

TEXT = "TSB is −7.5 today; about 3–4 km at 5:42/km on Aug 7 in Zone 2, 12.3k steps."


def test_tokens_table() -> None:
    done = run("tokens", TEXT)
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert lines[0].split() == ["offset", "text", "kind", "value", "unit", "flags"]
    assert len(lines) == 1 + len(tokenize(TEXT))
    row = lines[1].split()
    assert row[:4] == ["7-11", "−7.5", "claim", "-7.5"]
    assert "sign=-" in lines[1]
    assert any("range=low" in line and "approx" in line for line in lines)
    assert any("12300" in line and "scale=k" in line for line in lines)


def test_tokens_reads_stdin() -> None:
    for argv in (["tokens"], ["tokens", "-"]):
        done = run(*argv, stdin=TEXT.encode())
        assert done.returncode == 0
        assert done.stdout == run("tokens", TEXT).stdout


def test_tokens_json_round_trip() -> None:
    done = run("tokens", "--json", TEXT)
    assert done.returncode == 0
    rows = json.loads(done.stdout)
    rebuilt = []
    for row in rows:
        assert TEXT[row["start"] : row["end"]] == row["text"]
        fields = dict(row, kind=Kind(row["kind"]))
        for key in ("value", "step"):
            if fields[key] is not None:
                assert isinstance(fields[key], str)
                fields[key] = Decimal(fields[key])
        rebuilt.append(Token(**fields))
    assert rebuilt == tokenize(TEXT)


def test_tokens_of_text_without_numbers() -> None:
    assert json.loads(run("tokens", "--json", "no numbers here").stdout) == []
    assert run("tokens", "").stdout.splitlines() == ["offset  text  kind  value  unit  flags"]


def test_tokens_tree() -> None:
    done = run("tokens", "--tree", "ran 3–4 km at 5:42/km")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("start")
    assert "5:42" in done.stdout


def test_tokens_never_imports_pint() -> None:
    text = "21.4 km (13.3 miles) at 5:42/km, 52 bpm, 12 °C / 54 °F"
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "numground.cli", "tokens", text],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    assert "numground.lex.tokenize" in imported  # the probe works
    assert not any(name == "pint" or name.startswith("pint.") for name in imported)


def test_check_does_load_pint_for_a_conversion() -> None:
    """The probe above would notice pint: check converts km to miles with it."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "numground.cli", "check", str(BRIEF),
         "--pool", str(POOL)],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0
    assert any(line.rsplit("|", 1)[-1].strip() == "pint" for line in done.stderr.splitlines())


# --- eval: the wiring, against a stub evaluate module ----------------------------

STUB = r"""
import json, sys, types
from pathlib import Path
import numground
from numground.errors import NumgroundError

ev = types.ModuleType("numground.eval.evaluate")

class CorpusError(NumgroundError):
    pass

class Evaluation:
    def __init__(self, cases, failed):
        self.cases, self.failed = cases, failed
        self.passed = not failed
    def to_dict(self):
        return {"cases": self.cases, "failed": self.failed}
    def render(self):
        return f"cases {self.cases}, failed {self.failed}\n"

def evaluate(paths):
    files = []
    for p in map(Path, paths):
        files.extend(sorted(p.glob("*.jsonl")) if p.is_dir() else [p])
    cases = failed = 0
    for f in files:
        for i, line in enumerate(f.read_text().splitlines(), 1):
            if line == "bad":
                raise CorpusError(f"{f}:{i}:1: not a JSON object")
            cases += 1
            failed += line == "fail"
    return Evaluation(cases, failed)

def baseline_of(e):
    return {"failed": e.failed, "cases": e.cases}

def compare_to_baseline(e, baseline):
    if e.cases < baseline["cases"]:
        return [f"cases fell from {baseline['cases']} to {e.cases}"]
    return []

ev.CorpusError, ev.Evaluation, ev.evaluate = CorpusError, Evaluation, evaluate
ev.baseline_of, ev.compare_to_baseline = baseline_of, compare_to_baseline

rv = types.ModuleType("numground.render.evaluation")  # the CLI renders; the stub's own way
rv.render_evaluation = lambda e: e.render()
"""


def eval_stub(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """``numground eval ARGS`` in this process, with the stub in place of
    ``numground.eval.evaluate`` (and of its renderer) for the run."""
    import numground.eval as package
    import numground.render as renderers

    stub: dict[str, object] = {}
    exec(STUB, stub)  # noqa: S102  (the stub above, defined in this file)
    saved = sys.modules.get("numground.eval.evaluate"), getattr(package, "evaluate", None)
    sys.modules["numground.eval.evaluate"] = package.evaluate = stub["ev"]  # type: ignore[attr-defined]
    saved_render = sys.modules.get("numground.render.evaluation")
    had_render = hasattr(renderers, "evaluation")
    saved_attr = getattr(renderers, "evaluation", None)
    sys.modules["numground.render.evaluation"] = stub["rv"]  # type: ignore[assignment]
    renderers.evaluation = stub["rv"]  # type: ignore[attr-defined]
    try:
        return run_main(["eval", *map(str, args)])
    finally:
        if saved_render is None:
            sys.modules.pop("numground.render.evaluation", None)
        else:
            sys.modules["numground.render.evaluation"] = saved_render
        if had_render:
            renderers.evaluation = saved_attr  # type: ignore[attr-defined]
        else:
            delattr(renderers, "evaluation")
        if saved[0] is None:
            sys.modules.pop("numground.eval.evaluate", None)
        else:
            sys.modules["numground.eval.evaluate"] = saved[0]
        if saved[1] is None:
            delattr(package, "evaluate")
        else:
            package.evaluate = saved[1]  # type: ignore[attr-defined]


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    directory = tmp_path / "corpus"
    directory.mkdir()
    (directory / "a.jsonl").write_text("ok\nok\n", encoding="utf-8")
    return directory


def test_eval_passes_without_baseline(corpus: Path) -> None:
    done = eval_stub(corpus)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "cases 2, failed 0\n"


def test_eval_fails_when_cases_fail(corpus: Path) -> None:
    (corpus / "b.jsonl").write_text("fail\n", encoding="utf-8")
    assert eval_stub(corpus).returncode == 1


def test_eval_default_baseline_beside_the_directory(corpus: Path) -> None:
    (corpus / "baseline.json").write_text('{"cases": 3, "failed": 0}', encoding="utf-8")
    done = eval_stub(corpus)
    assert done.returncode == 1
    assert "regression: cases fell from 3 to 2" in done.stdout
    data = json.loads(eval_stub(corpus, "--json").stdout)
    assert data["regressions"] == ["cases fell from 3 to 2"]
    assert data["baseline"] == str(corpus / "baseline.json")


def test_eval_update_baseline_writes_sorted_json(corpus: Path) -> None:
    baseline = corpus / "baseline.json"
    baseline.write_text('{"cases": 3, "failed": 0}', encoding="utf-8")
    done = eval_stub(corpus, "--update-baseline")
    assert done.returncode == 0, done.stderr
    assert baseline.read_text(encoding="utf-8") == '{\n  "cases": 2,\n  "failed": 0\n}\n'
    assert f"wrote baseline {baseline}" in done.stderr
    assert eval_stub(corpus).returncode == 0  # no regression against the new baseline


def test_eval_never_writes_a_baseline_unasked(corpus: Path) -> None:
    assert eval_stub(corpus).returncode == 0
    assert not (corpus / "baseline.json").exists()


def test_eval_file_corpus_has_no_default_baseline(corpus: Path, tmp_path: Path) -> None:
    (corpus / "baseline.json").write_text('{"cases": 9, "failed": 0}', encoding="utf-8")
    assert eval_stub(corpus / "a.jsonl").returncode == 0
    assert_one_line_error(eval_stub(corpus / "a.jsonl", "--update-baseline"), "--baseline")
    explicit = tmp_path / "elsewhere.json"
    assert (
        eval_stub(corpus / "a.jsonl", "--update-baseline", "--baseline", explicit).returncode == 0
    )
    assert json.loads(explicit.read_text(encoding="utf-8")) == {"cases": 2, "failed": 0}


def test_eval_explicit_baseline_must_exist(corpus: Path, tmp_path: Path) -> None:
    missing = tmp_path / "missing.json"
    assert_one_line_error(eval_stub(corpus, "--baseline", missing), str(missing), "cannot read")


def test_eval_bad_baseline_names_line_and_column(corpus: Path) -> None:
    (corpus / "baseline.json").write_text('{\n  "cases": }', encoding="utf-8")
    assert_one_line_error(eval_stub(corpus), f"{corpus / 'baseline.json'}:2:12:")


def test_eval_corpus_error_is_one_line(corpus: Path) -> None:
    (corpus / "b.jsonl").write_text("ok\nbad\n", encoding="utf-8")
    assert_one_line_error(eval_stub(corpus), f"{corpus / 'b.jsonl'}:2:1:")


# --- eval: the real module ------------------------------------------------------


def test_eval_real_corpus() -> None:
    # the plumbing, on one real file (test_corpus.py runs the whole corpus)
    done = run("eval", ROOT / "corpus" / "seed.jsonl", "--json")
    assert done.returncode in (0, 1), done.stderr
    assert isinstance(json.loads(done.stdout), dict)


# --- the switches check and audit share (issue 27) -----------------------------------------

import switches  # noqa: E402 - the shared table of cases, beside this file


@pytest.mark.parametrize("name", list(switches.CASES))
def test_each_shared_switch_on_check(tmp_path: Path, name: str) -> None:
    case = switches.CASES[name]
    brief, pool, _, switch = switches.files(tmp_path, case)
    assert run_main(["check", str(brief), "--pool", str(pool)]).returncode == case.without
    done = run_main(["check", str(brief), "--pool", str(pool), *switch])
    assert done.returncode == case.check, (name, done.stdout, done.stderr)


def test_max_unverified_on_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import numground.judge.check as judged

    monkeypatch.setattr(judged, "check", switches.unverified_instead(judged.check))
    brief, pool, _, _ = switches.files(tmp_path, switches.CASES["--pool-hints"])
    argv = ["check", str(brief), "--pool", str(pool), "--format", "json"]
    done = run_main(argv)  # one claim, unverified: not a flag
    assert done.returncode == 0 and json.loads(done.stdout)["unverified_rate"] == 1.0
    done = run_main([*argv, "--max-unverified", "0.5"])
    assert done.returncode == 1
    assert json.loads(done.stdout)["gate"] == {"max_rate": 0.0, "max_unverified": 0.5,
                                               "passed": False}  # fmt: skip
    assert run_main([*argv, "--max-unverified", "1"]).returncode == 0


def test_a_bad_hints_file_is_one_line(tmp_path: Path) -> None:
    brief, pool, _, _ = switches.files(tmp_path, switches.CASES["--pool-hints"])
    hints = tmp_path / "bad.json"
    hints.write_text('{"fee": {"scale": "dozens"}}', encoding="utf-8")
    for command in (["check", str(brief), "--pool", str(pool)], ["audit", str(brief)]):
        done = run_main([*command, "--pool-hints", str(hints)])
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
        assert "bad.json: 'fee': scale must be a power of ten" in done.stderr
    hints.write_text("{oops", encoding="utf-8")
    done = run_main(["check", str(brief), "--pool", str(pool), "--pool-hints", str(hints)])
    assert done.returncode == 2 and "bad.json:1:2: invalid JSON" in done.stderr


def test_check_and_audit_define_the_same_switches() -> None:
    """One definition (``cli._shared_options``): the two commands' help lists them alike."""
    from numground.cli import _parser

    parser = _parser()
    commands = parser._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    shared = {"--pool-hints", "--tolerance", "--no-derive", "--no-rule", "--max-bytes",
              "--max-rate", "--max-unverified", "--baseline", "--baseline-match",
              "--write-baseline"}  # fmt: skip
    for name in ("check", "audit"):
        options = {s for a in commands[name]._actions for s in a.option_strings}
        assert shared <= options, (name, shared - options)


def test_the_cli_choices_are_the_libraries() -> None:
    """The command line names them without importing the batch floor at start-up."""
    from numground import cli
    from numground.batch import accepted, audit

    assert cli.FINDINGS_CHOICES == audit.FINDINGS
    assert cli.MATCH_CHOICES == accepted.MATCH_BY

"""The terminal view of ``check``: colour on a terminal, plain when piped or with NO_COLOR.

The terminal is first a real pseudo-terminal (``os.openpty``) given to a
subprocess as its stdout, so ``isatty`` is what the operating system says,
not a stub; the variations (NO_COLOR, TERM, ``--color``, ``-o``) then run
in this process with a stdout that says it is a terminal
(``tests/inprocess.py``), since each subprocess costs ~2 s of start-up.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest
from inprocess import run_main

from numground import check
from numground.render.text import render_brief, render_report

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "training"
ARGV = [sys.executable, "-m", "numground", "check", str(EXAMPLE / "brief-flawed.md"),
        "--pool", str(EXAMPLE / "pool.json")]  # fmt: skip
ESC = "\x1b["

pytestmark = pytest.mark.skipif(not hasattr(os, "openpty"), reason="no pseudo-terminals here")


def _env(**changes: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TERM")}
    env["TERM"] = "xterm-256color"
    for key, value in changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def on_terminal(*extra: str, **env: str | None) -> str:
    """stdout of ``check`` run with a pseudo-terminal as its stdout."""
    leader, follower = os.openpty()
    try:
        proc = subprocess.Popen(
            ARGV + list(extra), stdout=follower, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
            cwd=ROOT, env=_env(**env),
        )  # fmt: skip
    finally:
        os.close(follower)
    chunks = []
    try:
        while True:  # drain while it runs, or a full terminal buffer blocks it
            try:
                chunk = os.read(leader, 65536)
            except OSError as e:  # EIO: the other end closed
                if e.errno != errno.EIO:
                    raise
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(leader)
    assert proc.stderr is not None
    stderr = proc.stderr.read()
    assert proc.wait(timeout=120) == 1, stderr  # the flawed brief fails the default gate
    return b"".join(chunks).decode("utf-8").replace("\r\n", "\n")


def piped(*extra: str, **env: str | None) -> str:
    done = run_main(ARGV[3:] + list(extra), env=_changes(**env))
    assert done.returncode == 1, done.stderr  # the flawed brief fails the default gate
    return done.stdout


def here_on_terminal(*extra: str, **env: str | None) -> str:
    """``on_terminal``, in this process, with a stdout that says it is a terminal."""
    done = run_main(ARGV[3:] + list(extra), tty=True, env=_changes(**env))
    assert done.returncode == 1, done.stderr  # the flawed brief fails the default gate
    return done.stdout


def _changes(**env: str | None) -> dict[str, str | None]:
    return {"NO_COLOR": None, "TERM": "xterm-256color", **env}


def test_colour_on_a_terminal() -> None:
    out = on_terminal()
    assert "\x1b[1;4;31m64 ms\x1b[0m" in out  # invented: bold, underlined, red
    assert "\x1b[1;4;35m+7.5\x1b[0m" in out  # sign_inversion: magenta
    assert "\x1b[2m# Training brief" in out  # the rest of the brief dim
    last = out.rstrip().splitlines()[-1]
    assert "invention rate 0.083" in last and last.endswith("\x1b[1;31mFAIL (max 0)\x1b[0m")
    # the stand-in terminal the tests below use shows what this real one shows
    assert here_on_terminal() == out


def test_plain_when_piped() -> None:
    out = piped()
    assert ESC not in out
    assert "invented: 64 ms" in out
    assert "# Training brief" not in out  # the plain report is the findings list, as before


def test_no_color_on_a_real_terminal() -> None:
    assert ESC not in on_terminal(NO_COLOR="1")


@pytest.mark.parametrize("value", ["1", "true", "anything"])
def test_no_color_on_a_terminal(value: str) -> None:
    assert ESC not in here_on_terminal(NO_COLOR=value)


def test_empty_no_color_does_not_count() -> None:
    assert ESC in here_on_terminal(NO_COLOR="")  # no-color.org: present *and* not empty


def test_dumb_terminal_is_plain() -> None:
    assert ESC not in here_on_terminal(TERM="dumb")


def test_color_option_overrides() -> None:
    assert ESC in piped("--color", "always")
    assert ESC in piped("--color", "always", NO_COLOR="1")
    assert ESC not in here_on_terminal("--color", "never")


def test_output_file_is_plain_unless_asked(tmp_path: Path) -> None:
    out = tmp_path / "report.txt"
    assert here_on_terminal("-o", str(out)) == ""
    assert ESC not in out.read_text(encoding="utf-8")
    here_on_terminal("-o", str(out), "--color", "always")
    assert ESC in out.read_text(encoding="utf-8")


def test_brief_view_never_sends_the_brief_s_control_characters() -> None:
    text = "TSB is 7.5\x1b]0;title\x07 and \x1b[2J 99 km\u202e.\r\nnext\tline 3 km"
    report = check(text, {"tsb": -7.5, "d_km": 3})
    view = render_brief(report, text, color=True)
    assert "\x1b]" not in view and "\x07" not in view and "\x1b[2J" not in view
    assert "\\x1b]" in view and ";title\\x07" in view and "\\u202e" in view and "\r" not in view
    assert "\t" in view  # a tab is layout
    for line in view.splitlines():  # styles never run across a line break
        assert not line or line.endswith("\x1b[0m")
    plain = render_brief(report, text, color=False)
    assert ESC not in plain and "»7.5«" in plain and "»99 km«" in plain and "»3 km«" not in plain
    assert render_report(report, text, color=True).startswith(view)

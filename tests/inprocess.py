"""Run the command line in this process, as a subprocess would, without its start-up.

A ``numground`` subprocess pays ~2 s before its first line (Python, the
grammar's lexer regexes, pint); the suite runs the command line about a
hundred times. ``run_main`` calls ``cli.main`` with stdin, stdout and stderr
swapped for UTF-8 byte buffers and gives back what ``subprocess.run`` would.
Tests of what only a process shows (entry points, signals, a terminal, an
environment, imports) still start one.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Mapping

from numground.cli import main


class _Terminal(io.TextIOWrapper):
    """A stdout that says it is a terminal (the colour tests run one real
    pseudo-terminal too)."""

    def isatty(self) -> bool:
        return True


def run_main(
    argv: list[str], stdin: bytes | None = None, *, tty: bool = False,
    env: Mapping[str, str | None] | None = None,
) -> subprocess.CompletedProcess[str]:
    """``numground ARGV`` in this process: exit status, stdout, stderr. ``tty``
    makes stdout say it is a terminal; ``env`` sets (or, with None, removes)
    environment variables for the run."""
    streams = (sys.stdin, sys.stdout, sys.stderr)
    saved = {k: os.environ.get(k) for k in env or {}}
    _setenv(env or {})
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin or b""), encoding="utf-8")
    sys.stdout = (_Terminal if tty else io.TextIOWrapper)(io.BytesIO(), encoding="utf-8")
    sys.stderr = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    try:
        code = main(argv)
        out, err = (_drained(stream) for stream in (sys.stdout, sys.stderr))
    finally:
        sys.stdin, sys.stdout, sys.stderr = streams
        _setenv(saved)
    return subprocess.CompletedProcess(["numground", *argv], code, out, err)


def _setenv(env: Mapping[str, str | None]) -> None:
    for key, value in env.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


def _drained(stream: io.TextIOWrapper) -> str:
    stream.flush()
    raw = stream.buffer
    assert isinstance(raw, io.BytesIO)
    return raw.getvalue().decode("utf-8", "replace")

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
import subprocess
import sys

from numground.cli import main


def run_main(argv: list[str], stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    """``numground ARGV`` in this process: exit status, stdout, stderr."""
    streams = (sys.stdin, sys.stdout, sys.stderr)
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin or b""), encoding="utf-8")
    sys.stdout, sys.stderr = (io.TextIOWrapper(io.BytesIO(), encoding="utf-8") for _ in "12")
    try:
        code = main(argv)
        out, err = (_drained(stream) for stream in (sys.stdout, sys.stderr))
    finally:
        sys.stdin, sys.stdout, sys.stderr = streams
    return subprocess.CompletedProcess(["numground", *argv], code, out, err)


def _drained(stream: io.TextIOWrapper) -> str:
    stream.flush()
    raw = stream.buffer
    assert isinstance(raw, io.BytesIO)
    return raw.getvalue().decode("utf-8", "replace")

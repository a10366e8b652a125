"""The documents in the repository: their links resolve, they name nothing
outside the repository, and the README's tour runs.

Links are checked as a code host renders them: a relative link names a file
of the repository, and a ``#fragment`` one of its headings, slugged as
GitHub does (lower case, punctuation dropped, spaces as hyphens, a repeated
heading numbered ``-1``, ``-2``...). Each command of a fenced ``sh`` block in
the README's "Tour" section runs (in this process, through ``cli.main``)
in a scratch folder that sees the bundled examples, and exits 0 or 1.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from inprocess import run_main

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "corpus" / "README.md"]
TOUR = "Tour"

_FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>```+|~~~+)(?P<info>[^\n`]*)$")
_LINK = re.compile(
    r"(?<!!)\[(?:[^\[\]]|\[[^\]]*\])*\]\((?P<target><[^>]*>|[^)\s]+)(?:\s+\"[^\"]*\")?\)"
)
_IMAGE = re.compile(r"!\[[^\]]*\]\((?P<target>[^)\s]+)\)")
_REFERENCE_DEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s+(?P<target>\S+)", re.MULTILINE)
_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(?P<text>.*?)\s*#*\s*$")
_INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")
_OUTSIDE = re.compile(r"\.\./shared|/work/|SPEC\.md|SPEC §")


def _blocks(text: str) -> list[tuple[str, list[str], int]]:
    """The fenced code blocks of a markdown text: (info, lines, first line number)."""
    out: list[tuple[str, list[str], int]] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        found = _FENCE.match(lines[i])
        if found is None:
            i += 1
            continue
        fence, info, start = found.group("fence"), found.group("info").strip(), i + 1
        body: list[str] = []
        i += 1
        while i < len(lines) and not lines[i].strip().startswith(fence[0] * len(fence)):
            body.append(lines[i])
            i += 1
        out.append((info, body, start))
        i += 1
    return out


def _prose(text: str, *, inline_code: bool = False) -> str:
    """The text without its fenced code blocks, and without its inline code
    unless ``inline_code`` (links in code are code; headings keep theirs)."""
    kept: list[str] = []
    fence: str | None = None
    for line in text.split("\n"):
        found = _FENCE.match(line)
        if fence is None and found is not None:
            fence = found.group("fence")
            kept.append("")
        elif fence is not None:
            if line.strip().startswith(fence[0] * len(fence)) and not line.strip().strip(fence[0]):
                fence = None
            kept.append("")
        else:
            kept.append(
                line if inline_code else _INLINE_CODE.sub(lambda m: " " * len(m.group(0)), line)
            )
    return "\n".join(kept)


def slug(heading: str) -> str:
    """GitHub's anchor for a heading's text."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link: its text
    text = text.replace("`", "").lower().strip()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every anchor a code host gives the headings of a markdown file."""
    seen: dict[str, int] = {}
    found: set[str] = set()
    for line in _prose(path.read_text(encoding="utf-8"), inline_code=True).split("\n"):
        heading = _HEADING.match(line)
        if heading is None:
            continue
        base = slug(heading.group("text"))
        n = seen.get(base, 0)
        seen[base] = n + 1
        found.add(base if n == 0 else f"{base}-{n}")
    return found


def links(path: Path) -> list[str]:
    """The link targets of a markdown file's prose."""
    prose = _prose(path.read_text(encoding="utf-8"))
    targets = [m.group("target").strip("<>") for m in _LINK.finditer(prose)]
    targets += [m.group("target") for m in _IMAGE.finditer(prose)]
    targets += [m.group("target") for m in _REFERENCE_DEF.finditer(prose)]
    return targets


def _relative(target: str) -> bool:
    return not re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE)


def test_there_are_documents() -> None:
    names = {p.relative_to(ROOT).as_posix() for p in DOCS}
    assert {
        "README.md",
        "docs/reference.md",
        "docs/maintainers.md",
        "docs/design.md",
        "docs/performance.md",
    } <= names


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_resolves(doc: Path) -> None:
    broken = []
    for target in links(doc):
        if not _relative(target):
            continue
        where, _, fragment = target.partition("#")
        file = (doc.parent / where).resolve() if where else doc
        if not file.is_relative_to(ROOT):
            broken.append(f"{target}: outside the repository")
        elif not file.exists():
            broken.append(f"{target}: no such file")
        elif fragment and file.suffix == ".md" and fragment not in anchors(file):
            broken.append(f"{target}: no heading #{fragment} in {file.relative_to(ROOT)}")
        elif fragment and file.suffix != ".md":
            broken.append(f"{target}: a fragment of a file that is not markdown")
    assert not broken, f"{doc.relative_to(ROOT)}: " + "; ".join(broken)


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_document_names_anything_outside_the_repository(doc: Path) -> None:
    text = doc.read_text(encoding="utf-8")
    found = [(text.count("\n", 0, m.start()) + 1, m.group(0)) for m in _OUTSIDE.finditer(text)]
    assert not found, f"{doc.relative_to(ROOT)}: refers outside the repository at {found}"


def test_slugs_are_githubs() -> None:
    assert slug("Binding: which field a number talks about") == (
        "binding-which-field-a-number-talks-about"
    )
    assert slug("The report (`--format json`, `Report.to_dict()`)") == (
        "the-report---format-json-reportto_dict"
    )
    assert slug("The loop: case first, then the table, then the corpus") == (
        "the-loop-case-first-then-the-table-then-the-corpus"
    )


def tour_commands() -> list[str]:
    """The commands of the fenced ``sh`` blocks of the README's tour."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(rf"^## {TOUR}\n(?P<body>.*?)(?=^## |\Z)", text, re.MULTILINE | re.DOTALL)
    assert found is not None, f"the README has no '## {TOUR}' section"
    commands = []
    for info, body, _ in _blocks(found.group("body")):
        if info.split()[:1] != ["sh"]:
            continue
        for line in body:
            line = line.strip()
            if line and not line.startswith("#"):
                commands.append(line)
    return commands


def _run(command: str) -> tuple[str, int, str]:
    """A tour command, in this process (``tests/inprocess.py``), in the current folder."""
    argv = shlex.split(command, comments=True)
    assert argv[0] == "numground", f"a tour command runs numground: {command}"
    done = run_main(argv[1:], env={"NUMGROUND_DEBUG": None})
    return command, done.returncode, done.stderr


def test_the_tour_has_commands() -> None:
    commands = tour_commands()
    assert len(commands) >= 3
    assert any(c.startswith("numground check") for c in commands)


def test_every_tour_command_runs_on_the_bundled_examples(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "examples").symlink_to(ROOT / "examples", target_is_directory=True)
    commands = tour_commands()
    monkeypatch.chdir(tmp_path)  # what a command writes lands here
    results = [_run(c) for c in commands]
    failed = [
        f"{c!r} exited {rc}: {err.strip()[-300:]}" for c, rc, err in results if rc not in (0, 1)
    ]
    assert not failed, "\n".join(failed)

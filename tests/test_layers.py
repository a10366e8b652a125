"""Imports between the floors (ARCHITECTURE.md): no module imports one that imports it back.

Issue 27 broke two cycles: ``batch.audit`` and ``batch.dask`` (Dask registers
its engine in ``audit.ENGINES``; the command line imports it when asked), and
``eval.evaluate`` and ``render.evaluation`` (evaluating never renders; the
command line calls the renderer). The imports are read from the source, at
any depth (a function's lazy import is still a dependency).
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = SRC / "numground"
ALIASES = {"numground.audit", "numground.dask", "numground.accepted", "numground.verdicts"}
"""Documented names that stand for a module elsewhere (they import it, nothing else)."""


def _module(path: Path) -> str:
    parts = path.relative_to(SRC).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    """The numground modules ``path`` imports, anywhere in it (``from x import y``
    counts ``x.y`` when that is a module)."""
    here = _module(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)
    modules = {_module(p) for p in PACKAGE.rglob("*.py")}
    return {m for m in found if m in modules and m != here}


GRAPH = {_module(p): _imports(p) for p in PACKAGE.rglob("*.py")}


def _reaches(start: str, goal: str) -> bool:
    seen, todo = set(), [start]
    while todo:
        m = todo.pop()
        for n in GRAPH.get(m, ()):
            if n == goal:
                return True
            if n not in seen and n not in ALIASES:
                seen.add(n)
                todo.append(n)
    return False


def test_audit_never_imports_dask_and_dask_registers_itself() -> None:
    assert "numground.batch.dask" not in GRAPH["numground.batch.audit"]
    assert not _reaches("numground.batch.audit", "numground.batch.dask")
    assert "numground.batch.audit" in GRAPH["numground.batch.dask"]


def test_evaluating_never_renders() -> None:
    for module in GRAPH:
        if module.startswith("numground.eval"):
            assert not _reaches(module, "numground.render.evaluation"), module


def test_renderers_import_no_batch_and_no_judge() -> None:
    for module, imports in GRAPH.items():
        if module.startswith("numground.render"):
            below = {m for m in imports if m.startswith(("numground.batch", "numground.judge"))}
            assert not below, (module, below)


def _floor(module: str) -> str:
    return ".".join(module.split(".")[:2])


def test_no_two_modules_of_two_floors_import_each_other() -> None:
    """Across floors a cycle is a layering bug; within one (the judge's passes and
    its state) a lazy import back is the floor's own business."""
    pairs = sorted((a, b) for a, deps in GRAPH.items() for b in deps
                   if a < b and a in GRAPH.get(b, ()) and not {a, b} & ALIASES
                   and _floor(a) != _floor(b))  # fmt: skip
    assert pairs == []


def test_the_report_loads_no_engine_and_check_stays_an_orchestrator() -> None:
    """Issue 24's bounds: the report type imports nothing of the judge, ``check``'s
    module only builds the state and runs the pass table (at most 80 lines), and
    no per-pool state lives in a module-level cache (the pool owns its indexes)."""
    assert not {m for m in GRAPH["numground.report"] if m.startswith("numground.judge")}
    assert len((PACKAGE / "judge" / "check.py").read_text(encoding="utf-8").splitlines()) <= 80
    for path in PACKAGE.rglob("*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                assert "WeakKeyDictionary" not in ast.unparse(node.value), path

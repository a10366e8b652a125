"""Release hygiene (issue 16 item 7): the version, the public API a ``help()``
user reads, ``py.typed``, and a wheel and sdist that install and work in a
fresh virtual environment.

The build test needs ``build`` and ``hatchling`` (the test extra has them);
it builds without isolation and installs without an index, so it runs
offline in about 20 s, and it is marked ``release`` (``-m release`` runs it
alone). Where ``build`` is missing it skips and says why.
"""

from __future__ import annotations

import inspect
import os
import re
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

import numground

ROOT = Path(__file__).resolve().parents[1]


def test_version_is_the_projects(capsys: pytest.CaptureFixture[str]) -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (version,) = re.findall(r'^version = "([^"]+)"$', pyproject, re.M)
    assert numground.__version__ == version
    from numground.cli import main

    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"numground {version}\n"


def test_every_public_name_is_documented() -> None:
    assert sorted(numground.__all__) == numground.__all__
    for name in numground.__all__:
        obj = getattr(numground, name)
        doc = inspect.getdoc(obj)
        assert doc and len(doc) > 20, f"numground.{name} has no docstring a help() user can read"
    assert "iter_tokens" in numground.__all__ and "InputTooLarge" in numground.__all__
    assert inspect.getdoc(numground).startswith("numground: check the numbers")


def test_py_typed_ships() -> None:
    assert (ROOT / "src" / "numground" / "py.typed").is_file()


def test_changelog_names_this_version() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert re.search(rf"^## {re.escape(numground.__version__)}\b", text, re.M)


@pytest.mark.release
def test_wheel_and_sdist_install_in_a_fresh_venv(tmp_path: Path) -> None:
    pytest.importorskip("build", reason="python -m build needs the 'build' package (test extra)")
    pytest.importorskip("hatchling", reason="building offline needs hatchling (test extra)")
    dist = tmp_path / "dist"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    subprocess.run([sys.executable, "-m", "build", "--no-isolation", "--wheel", "--sdist",
                    "--outdir", str(dist), str(ROOT)], check=True, capture_output=True,
                   env=env, timeout=120)  # fmt: skip
    (wheel,) = dist.glob("numground-*.whl")
    (sdist,) = dist.glob("numground-*.tar.gz")
    names = zipfile.ZipFile(wheel).namelist()
    grammar = [f"numground/grammar/{p.name}" for p in (ROOT / "grammar").iterdir()]
    assert len(grammar) > 10  # the entry point, every file it imports, words.txt
    for shipped in ("numground/py.typed", "numground/__init__.py", *grammar):
        assert shipped in names, shipped

    for artifact in (wheel, sdist):
        home = tmp_path / f"venv-{artifact.suffix.strip('.')}"
        venv.EnvBuilder(with_pip=False).create(home)
        python = home / "bin" / "python"
        site = Path(subprocess.run([str(python), "-c", "import sysconfig; "
                                    "print(sysconfig.get_paths()['purelib'])"],
                                   check=True, capture_output=True, text=True).stdout.strip())
        # the dependencies come from this environment (no index needed); numground does not
        here = [p for p in sys.path if p.endswith("site-packages")]
        (site / "deps.pth").write_text("\n".join(here) + "\n", encoding="utf-8")
        subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                        "--no-deps", "--no-build-isolation", "--no-index", str(artifact)],
                       check=True, capture_output=True, env=env, timeout=180)  # fmt: skip
        smoke = (
            "import numground, sys; from pathlib import Path\n"
            f"assert Path(numground.__file__).is_relative_to({str(home)!r}), numground.__file__\n"
            "r = numground.check('TSB is \\u22127.5 after the Aug 7 run', {'tsb': -7.46})\n"
            "assert r.invention_rate == 0.0 and r.claims == 1\n"
            "assert [t.text for t in numground.iter_tokens('52 bpm')] == ['52 bpm']\n"
            "from numground.lex import grammar\n"  # the shipped folder, not the checkout's
            f"assert grammar.folder().is_relative_to({str(home)!r}), grammar.folder()\n"
            "assert numground.tokenize('3 days away, 2 L/min')[1].unit == 'L/min'\n"
        )
        subprocess.run([str(python), "-c", smoke], check=True, cwd=tmp_path, env=env, timeout=120)
        done = subprocess.run([str(home / "bin" / "numground"), "--version"], capture_output=True,
                              text=True, cwd=tmp_path, env=env, timeout=60)  # fmt: skip
        assert done.returncode == 0 and done.stdout.strip() == f"numground {numground.__version__}"
        brief = tmp_path / "b.md"
        brief.write_text("HR 52 bpm, then 60 bpm.", encoding="utf-8")
        (tmp_path / "p.json").write_text('{"hr": 52}', encoding="utf-8")
        done = subprocess.run([str(home / "bin" / "numground"), "check", "b.md", "--pool",
                               "p.json"], capture_output=True, text=True, cwd=tmp_path, env=env,
                              timeout=60)  # fmt: skip
        assert done.returncode == 1 and "invented" in done.stdout, done.stderr

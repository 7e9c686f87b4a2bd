"""``pip install .`` builds a wheel with the package data and nothing else."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest

import vanuatu

#: Each test builds a wheel or an sdist: left out of the quick loop.
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))

#: Messages of pip when it cannot reach an index to fetch the build backend.
OFFLINE = re.compile(
    r"No matching distribution|Could not find a version|NewConnectionError|"
    r"Failed to establish a new connection|Temporary failure in name resolution",
)


def _has_setuptools() -> bool:
    try:
        import setuptools
    except ImportError:
        return False
    major = int(setuptools.__version__.split(".")[0])
    return major >= 68


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    # Build from a copy, so that no build directory is left in the source tree
    # and none left there earlier can slip stale files into the wheel.
    source = tmp_path_factory.mktemp("source") / "vanuatu"
    shutil.copytree(
        ROOT,
        source,
        ignore=shutil.ignore_patterns(
            ".git", "build", "dist", "out", "*.egg-info", "__pycache__", ".*_cache",
            ".hypothesis", ".venv", "venv",
        ),
    )
    out = tmp_path_factory.mktemp("wheel")
    command = [sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-q", "-w", str(out)]
    if _has_setuptools():
        command.append("--no-build-isolation")  # no download needed
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        if OFFLINE.search(done.stdout + done.stderr):
            pytest.skip("pip cannot build the wheel offline (the build backend is not installed)")
        pytest.fail(f"pip wheel failed:\n{done.stdout}\n{done.stderr}")
    wheels = list(out.glob("vanuatu-*.whl"))
    assert len(wheels) == 1, wheels
    return zipfile.ZipFile(wheels[0])


def _metadata(wheel: zipfile.ZipFile) -> tuple[str, str]:
    names = wheel.namelist()
    (meta,) = [n for n in names if n.endswith(".dist-info/METADATA")]
    (entry,) = [n for n in names if n.endswith(".dist-info/entry_points.txt")]
    return wheel.read(meta).decode(), wheel.read(entry).decode()


def test_wheel_has_the_package_and_its_data(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    assert "vanuatu/__init__.py" in names
    assert "vanuatu/py.typed" in names
    assert "vanuatu/rules/engine.py" in names
    assert "vanuatu/records/record.schema.json" in names


def test_wheel_ships_no_tests_docs_or_examples(wheel: zipfile.ZipFile) -> None:
    tops = {name.split("/")[0] for name in wheel.namelist()}
    # the distribution holds two games, vanuatu and vapor_willie (with its component
    # data), and tabletop, the layer they share
    assert all(top in ("vanuatu", "vapor_willie", "tabletop") or top.endswith(".dist-info")
               for top in tops), tops
    assert {"vapor_willie/components.json", "vapor_willie/components.schema.json",
            "vapor_willie/py.typed"} <= set(wheel.namelist())
    assert not [n for n in wheel.namelist() if "/tests/" in n or n.startswith("tests/")]


def test_wheel_has_every_style_sheet_and_script_of_the_web_pages(
    wheel: zipfile.ZipFile,
) -> None:
    files = sorted(p.relative_to(ROOT).as_posix()
                   for top in ("tabletop", "vanuatu", "vapor_willie")
                   for p in (ROOT / top / "web" / "static").iterdir()
                   if p.suffix in (".js", ".css", ".svg"))
    assert {"tabletop/web/static/game.js", "tabletop/web/static/serve.css",
            "tabletop/web/static/viewer.js", "vanuatu/web/static/panels.js",
            "vapor_willie/web/static/game.js", "vapor_willie/web/static/game.css",
            "vapor_willie/web/static/favicon.svg"} <= set(files)
    names = set(wheel.namelist())
    assert [f for f in files if f not in names] == []
    for name in files:  # the same bytes as in the source tree
        assert wheel.read(name) == (ROOT / name).read_bytes(), name


def test_wheel_metadata(wheel: zipfile.ZipFile) -> None:
    meta_text, entry_points = _metadata(wheel)
    meta = Parser().parsestr(meta_text)
    assert meta["Name"] == "vanuatu"
    assert meta["Version"] == vanuatu.__version__
    assert meta["Requires-Python"] == ">=3.11"
    runtime = [r for r in meta.get_all("Requires-Dist") or [] if "extra ==" not in r]
    assert sorted(re.split(r"[<>=!~ ;\[]", r)[0] for r in runtime) == ["attrs", "cattrs"]
    assert {"test", "lint", "docs"} <= set(meta.get_all("Provides-Extra") or [])
    assert re.search(r"^vanuatu = vanuatu\.cli:main$", entry_points, re.MULTILINE)


def test_version_is_in_one_place() -> None:
    assert PYPROJECT["project"]["dynamic"] == ["version"]
    assert "version" not in PYPROJECT["project"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {
        "attr": "vanuatu.version.__version__"
    }
    assert re.fullmatch(r"\d+\.\d+\.\d+([ab]|rc)?\d*", vanuatu.__version__)


def test_extras_hold_the_tools() -> None:
    extras = PYPROJECT["project"]["optional-dependencies"]
    names = {k: {re.split(r"[<>=!~ \[]", r)[0] for r in v} for k, v in extras.items()}
    assert {"pytest", "hypothesis"} <= names["test"]
    assert {"mypy", "ruff"} <= names["lint"]
    assert {"sphinx"} <= names["docs"]


def test_plain_build_is_pure_python(wheel: zipfile.ZipFile) -> None:
    compiled = [n for n in wheel.namelist() if n.endswith((".so", ".pyd", ".c"))]
    assert compiled == []
    assert "vanuatu/rules/feasibility.py" in wheel.namelist()


def _backend() -> object:
    spec = importlib.util.spec_from_file_location(
        "vanuatu_build", ROOT / "_build" / "vanuatu_build.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not _has_setuptools(), reason="setuptools>=68 is not installed")
@pytest.mark.filterwarnings("ignore")  # setuptools deprecation notices about pyproject.toml
def test_build_requires_mypy_only_for_the_compiled_build(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    backend = _backend()
    source = tmp_path / "vanuatu"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"
    ))
    monkeypatch.chdir(source)
    monkeypatch.delenv("VANUATU_COMPILE", raising=False)
    plain = backend.get_requires_for_build_wheel()  # type: ignore[attr-defined]
    assert not [r for r in plain if r.startswith("mypy")]
    monkeypatch.setenv("VANUATU_COMPILE", "1")
    compiled = backend.get_requires_for_build_wheel()  # type: ignore[attr-defined]
    assert [r for r in compiled if r.startswith("mypy")]
    assert "VANUATU_BUILD_REQUIREMENTS_QUERY" not in os.environ

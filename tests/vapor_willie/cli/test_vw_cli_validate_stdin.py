"""``vapor-willie validate -`` reads the records from standard input, and ``--dask``
takes the address of a Dask scheduler, as ``vanuatu validate`` does: a bad address is
one line with exit status 2, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from vapor_willie.cli import main

ROOT = Path(__file__).resolve().parents[3]


def _run(*args: str, stdin: str = "", cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "vapor_willie", *args], input=stdin,
                          capture_output=True, text=True, env=env, cwd=cwd, timeout=300,
                          check=False)


@pytest.fixture
def record(tmp_path: Path) -> str:
    path = tmp_path / "g.vwr"
    assert main(["play", "--players", "2", "--seed", "4", "--bots", "heuristic",
                 "--out", str(path)]) == 0
    return path.read_text()


def test_validate_reads_standard_input(record: str, tmp_path: Path) -> None:
    one = _run("validate", "-", stdin=record, cwd=tmp_path)
    assert one.returncode == 0, one.stderr
    assert one.stdout.startswith("-: ") and ": ok (" in one.stdout
    two = _run("validate", "-", "--jobs", "1", stdin=record + record, cwd=tmp_path)
    assert two.returncode == 0, two.stderr
    assert two.stdout.splitlines()[0] == "- record 1 (line 1): ok (188 moves, complete)"
    bad = _run("validate", "-", stdin="Players: 9\nP0 end\n", cwd=tmp_path)
    assert bad.returncode == 2 and bad.stdout.startswith("-: cannot read: line 1")


@pytest.mark.parametrize("address", ["nonsense", "tcp://host:x", "ftp://host:1", ""])
def test_a_bad_dask_address_is_one_line_with_status_2(address: str, tmp_path: Path) -> None:
    done = _run("validate", "--dask", address, "-", cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("vapor-willie: error: --dask: ")
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1


@pytest.mark.slow
def test_validate_on_a_local_dask_cluster(record: str, tmp_path: Path) -> None:
    pytest.importorskip("distributed")
    (tmp_path / "g.vwr").write_text(record)
    done = _run("validate", "--dask", "local", "--jobs", "1", "g.vwr", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == _run("validate", "g.vwr", cwd=tmp_path).stdout

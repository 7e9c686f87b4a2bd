"""benchmarks/golden.py and benchmarks/vapor_willie_golden.py: a digest file that
cannot be checked or written is one line on standard error with status 2, said before
any game is played; with one, ``--check`` compares."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
#: Each script, and its options for a digest of few games.
SCRIPTS = {
    "golden.py": ["--games", "1"],
    "vapor_willie_golden.py": ["--games", "1", "--bot-games", "0"],
}


def _run(script: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(BENCHMARKS / script), *args],
                          capture_output=True, text=True, timeout=timeout, check=False)


def _one_line_error(done: subprocess.CompletedProcess[str], script: str) -> str:
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"{script}: error: ")
    return done.stderr.removesuffix("\n")


@pytest.mark.parametrize("script", SCRIPTS)
def test_checking_a_digest_not_yet_written_says_how_to_write_it(
        tmp_path: Path, script: str) -> None:
    missing = tmp_path / "none.txt"
    # as many games as would take far longer than the timeout: none is played
    done = _run(script, "--check", "--games", "100000", "--out", str(missing), timeout=30)
    assert _one_line_error(done, script) == (
        f"{script}: error: no digest file {missing} to check against: write it first with "
        f"python benchmarks/{script} --games 100000 --out {missing}")
    assert not missing.exists()


@pytest.mark.parametrize(("script", "default"), [
    ("golden.py", "vanuatu-golden.txt"), ("vapor_willie_golden.py", "vapor-willie-golden.txt")])
def test_the_default_digest_file_is_named_too(tmp_path: Path, script: str,
                                              default: str) -> None:
    done = subprocess.run([sys.executable, str(BENCHMARKS / script), "--check"],
                          capture_output=True, text=True, timeout=30, check=False,
                          env={**os.environ, "TMPDIR": str(tmp_path)})
    assert _one_line_error(done, script) == (
        f"{script}: error: no digest file {tmp_path / default} to check against: write it "
        f"first with python benchmarks/{script}")


@pytest.mark.parametrize("script", SCRIPTS)
def test_a_folder_or_a_missing_folder_is_refused_before_any_game(
        tmp_path: Path, script: str) -> None:
    done = _run(script, "--check", "--games", "100000", "--out", str(tmp_path), timeout=30)
    assert _one_line_error(done, script) == \
        f"{script}: error: {tmp_path} is a folder, not a digest file"
    done = _run(script, "--games", "100000", "--out", str(tmp_path), timeout=30)
    assert _one_line_error(done, script) == \
        f"{script}: error: {tmp_path} is a folder, not a digest file"
    target = tmp_path / "no" / "g.txt"
    done = _run(script, "--games", "100000", "--out", str(target), timeout=30)
    assert _one_line_error(done, script) == \
        f"{script}: error: cannot write {target}: the folder {tmp_path / 'no'} does not exist"


@pytest.mark.parametrize("script", SCRIPTS)
def test_a_digest_written_then_checked_is_identical_and_a_changed_one_differs(
        tmp_path: Path, script: str) -> None:
    out = tmp_path / "g.txt"
    done = _run(script, *SCRIPTS[script], "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"wrote {out} (")
    done = _run(script, *SCRIPTS[script], "--out", str(out), "--check")
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("golden digest: identical (")
    out.write_text(out.read_text().replace(" ", "  ", 1))
    done = _run(script, *SCRIPTS[script], "--out", str(out), "--check")
    assert done.returncode == 1
    assert "golden digest: CHANGED (1 of " in done.stdout


@pytest.mark.parametrize("script", SCRIPTS)
def test_a_digest_file_that_cannot_be_read_is_one_line(tmp_path: Path, script: str) -> None:
    out = tmp_path / "g.txt"
    out.write_bytes(b"\xff\xfe not text")
    done = _run(script, *SCRIPTS[script], "--out", str(out), "--check")
    assert _one_line_error(done, script).startswith(f"{script}: error: cannot read {out}: ")


@pytest.mark.parametrize("script", SCRIPTS)
@pytest.mark.parametrize("games", ["-1", "x", "1_0"])
def test_a_number_of_games_that_is_not_a_whole_number_from_0_is_refused(
        tmp_path: Path, script: str, games: str) -> None:
    done = _run(script, "--games", games, "--out", str(tmp_path / "d.txt"))
    assert done.returncode == 2 and "argument --games: expected" in done.stderr
    assert "Traceback" not in done.stderr and not (tmp_path / "d.txt").exists()

"""The README and the documentation say what the library does.

The ``>>>`` examples of ``docs/*.rst`` run as doctests through pytest's
``--doctest-glob`` (see ``pyproject.toml``); the strict Sphinx build runs in
``.ci/run``. These tests keep the README, the CI script and the rules
reference in step with the code.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import attrs
import pytest

import vanuatu
from vanuatu.cli import main

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
DOCS = ROOT / "docs"

MAIN_JOB = (
    "pip install . && vanuatu play --players 4 --seed 7 --out game.vnt "
    "&& vanuatu validate game.vnt"
)
TEST_COMMAND = "python -m pytest"

#: Every rule id of the rules reference.
RULE_IDS = (
    [f"R1.{i}" for i in range(1, 10)]
    + ["R2"]
    + [f"R3.{i}" for i in range(1, 10)]
    + [f"R4.{i}" for i in range(1, 4)]
    + [f"R5.{i}" for i in range(1, 10)]
    + [f"R6.{i}" for i in range(1, 10)]
    + ["R7.1", "R7.2", "R8", "R9", "R10.1", "R10.2", "R10.3", "R11"]
)


def _python_blocks(text: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", text, re.DOTALL)


def test_readme_gives_the_two_commands_of_a_newcomer() -> None:
    assert MAIN_JOB in README
    assert f"pip install -e '.[test]' && {TEST_COMMAND}" in README


@pytest.mark.parametrize("command", ["play", "arena", "validate", "replay", "convert", "view",
                                     "serve", "analyse"])
def test_readme_lists_every_command_with_its_options(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([command, "--help"]) == 0
    usage = capsys.readouterr().out.split("\n\n")[0]
    block = re.search(r"## Command line\n\n```sh\n(.*?)```", README, re.DOTALL)
    assert block is not None
    entry = re.search(rf"^vanuatu {command} .*?(?=^vanuatu |\Z)", block.group(1),
                      re.DOTALL | re.MULTILINE)
    assert entry is not None, f"README: no 'vanuatu {command}' in the Command line section"
    missing = [o for o in re.findall(r"--[a-z][a-z-]*", usage)
               if o != "--help" and o not in entry.group(0)]
    assert not missing, f"README: 'vanuatu {command}' does not list {missing}"


def test_ci_runs_the_readme_test_command() -> None:
    commands = [line.strip() for line in CI.splitlines()]
    assert TEST_COMMAND in commands
    assert "set -euo pipefail" in commands
    assert "mypy --strict vanuatu" in commands
    assert any(c.startswith("sphinx-build -W") for c in commands)
    assert any("pip install" in c and ".[test,lint,docs]" in c for c in commands)


def test_readme_python_example_runs() -> None:
    (example,) = _python_blocks(README)
    assert len(example.strip().splitlines()) <= 12
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    done = subprocess.run(
        [sys.executable, "-c", example], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr
    ranking, totals = done.stdout.strip().split(") [")
    assert ranking.startswith("((")
    assert len(totals.rstrip("]").split(",")) == 4


def test_rules_page_covers_every_rule_id() -> None:
    text = (DOCS / "rules.rst").read_text(encoding="utf-8")
    missing = [rule for rule in RULE_IDS if not re.search(rf"\b{re.escape(rule)}\b", text)]
    assert not missing, f"docs/rules.rst does not describe {missing}"


def test_rules_page_names_every_ruling_flag() -> None:
    text = (DOCS / "rules.rst").read_text(encoding="utf-8")
    variants = {"players", "characters", "rising_waters"}
    flags = [f.name for f in attrs.fields(vanuatu.Options) if f.name not in variants]
    missing = [flag for flag in flags if f"``{flag}``" not in text]
    assert not missing, f"docs/rules.rst does not name the Options flags {missing}"


def test_every_page_is_in_the_table_of_contents() -> None:
    index = (DOCS / "index.rst").read_text(encoding="utf-8")
    pages = {p.stem for p in DOCS.glob("*.rst")} - {"index"}
    assert pages <= set(re.findall(r"^   (\w+)$", index, re.MULTILINE))


def test_api_reference_documents_the_public_modules() -> None:
    api = (DOCS / "api.rst").read_text(encoding="utf-8")
    documented = set(re.findall(r"^\.\. automodule:: ([\w.]+)$", api, re.MULTILINE))
    public = {
        "vanuatu",
        "vanuatu.state",
        "vanuatu.moves",
        "vanuatu.components",
        "vanuatu.options",
        "vanuatu.notation",
        "vanuatu.rules.engine",
        "vanuatu.rules.scoring",
        "vanuatu.observe",
        "vanuatu.game",
        "vanuatu.errors",
    }
    assert public <= documented


def test_changelog_has_an_unreleased_section() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert changelog.startswith("# Changelog")
    assert "## [Unreleased]" in changelog
    assert "### Added" in changelog


@pytest.mark.slow
def test_readme_main_job_plays_and_validates_a_record(tmp_path: Path) -> None:
    """The commands of the README's main job, through ``python -m vanuatu``."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))

    def vanuatu_command(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "vanuatu", *args],
            capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300,
        )

    play = vanuatu_command("play", "--players", "4", "--seed", "7", "--out", "game.vnt")
    assert play.returncode == 0, play.stderr
    assert (tmp_path / "game.vnt").exists()
    check = vanuatu_command("validate", "game.vnt")
    assert check.returncode == 0, check.stderr
    assert check.stdout.startswith("game.vnt: ok (")
    assert "complete" in check.stdout


def test_readme_lists_every_command_of_the_cli(capsys: pytest.CaptureFixture[str]) -> None:
    from vanuatu.cli import main

    listed = set(re.findall(r"^vanuatu (\w+) ", README, re.MULTILINE))
    assert listed == {"play", "arena", "validate", "replay", "convert", "view", "serve",
                      "import", "analyse"}
    assert main(["--help"]) == 0
    usage = capsys.readouterr().out
    for command in listed:
        assert command in usage
        assert main([command, "--help"]) == 0

"""The rules reference, the engine and the tests cite the same rule ids."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULES = (ROOT / "docs" / "vapor_willie" / "rules.rst").read_text(encoding="utf-8")
#: Rule ids defined in the reference: a definition line (``VW4.3 Dock``) or a section title.
DEFINED = set(re.findall(r"^(VW\d+(?:\.\d+)?)[ .]", RULES, re.MULTILINE))


def test_the_reference_defines_every_rule_in_order() -> None:
    assert {"VW1.1", "VW4.3", "VW8.3", "VW11.6", "VW12"} <= DEFINED
    assert len(DEFINED) > 60


def test_every_rule_id_of_the_engine_is_in_the_reference() -> None:
    cited: set[str] = set()
    for path in (ROOT / "vapor_willie").rglob("*.py"):
        cited |= set(re.findall(r"\"(VW\d+(?:\.\d+)?)\"", path.read_text(encoding="utf-8")))
    assert cited and cited <= DEFINED, sorted(cited - DEFINED)


def test_every_rule_has_an_example_test() -> None:
    names = set()
    paths = sorted(Path(__file__).parent.rglob("test_vw_*.py"))
    assert len(paths) > 20  # the folders below are searched too
    for path in paths:
        names |= set(re.findall(r"def test_(VW\d+(?:_\d+)?)_", path.read_text(encoding="utf-8")))
    rules = {r for r in DEFINED if "." in r or r == "VW12"}
    assert {r.replace(".", "_") for r in rules} <= names, sorted(
        rules - {n.replace("_", ".") for n in names})


def test_every_ruling_names_its_alternative_or_reason() -> None:
    rulings = RULES.count("**Ruling:**")
    assert rulings >= 25

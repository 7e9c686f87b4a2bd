"""Every import path the documentation names keeps working, whichever package
its code lives in: the dotted names of README.md, docs/ and examples/, and the
names each documented module is used for."""

from __future__ import annotations

import importlib
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.rst")),
             *sorted((ROOT / "examples").rglob("*.py")), ROOT / "examples" / "README.md"]
DOTTED = re.compile(r"\bvanuatu(?:\.[A-Za-z_]\w*)+")
FRAMEWORKS = {"vanuatu.openspiel": "pyspiel", "vanuatu.adapters.openspiel": "pyspiel",
              "vanuatu.pettingzoo": "pettingzoo", "vanuatu.adapters.pettingzoo": "pettingzoo"}

#: The documented modules and the names the documentation uses from each.
NAMES: dict[str, tuple[str, ...]] = {
    "vanuatu.svg": ("board", "board_fragments", "SvgDocument"),
    "vanuatu.narration": ("narrate", "events", "apply_with_events"),
    "vanuatu.narration.player_events": ("Event", "Played", "Converted"),
    "vanuatu.narration.table_events": ("FishPriceChanged", "RoundStarted"),
    "vanuatu.records": ("Record", "Headers", "ValidationReport", "read_records", "validate",
                        "validate_text", "printable"),
    "vanuatu.records.archive": (),
    "vanuatu.records.validation": ("applicable",),
    "vanuatu.action_ids": ("ActionTable", "action_table", "encode", "decode",
                           "legal_action_ids", "legal_action_mask", "num_distinct_actions"),
    "vanuatu.features": ("features", "feature_size", "feature_names"),
    "vanuatu.infostate": ("History", "Entry"),
    "vanuatu.openspiel": ("resampler", "VanuatuGame", "VanuatuState", "GAME_TYPE"),
    "vanuatu.pettingzoo": ("env", "raw_env", "RawEnv"),
    "vanuatu.position": ("from_position", "to_position", "FIELDS", "VERSION"),
    "vanuatu.components": ("DEFAULT_COMPONENTS", "Components", "TileSpec", "Character",
                           "EndScoring", "ACTIONS", "GOODS"),
    "vanuatu.components.kinds": ("Action", "TileSpec"),
    "vanuatu.components.checks": ("problems", "MAX_SAIL_STEPS"),
    "vanuatu.text.display": ("describe_state", "describe_scores", "who_acts"),
    "vanuatu.text.board": ("board_map",),
    "vanuatu.viewer.html": ("page", "position_data"),
    "vanuatu.moves": ("Move", "ChanceMove", "CHANCE", "Sail", "Sell"),
    "vanuatu.moves.phases": ("Plan", "PlaceTile", "Govern"),
    "vanuatu.notation": ("parse_move",),
    "vanuatu.rules.engine": ("apply_with_forced",),
    "vanuatu.rules.turns": ("majority_holder",),
    "vanuatu.bots": ("BOTS", "make_bot"),
    "vanuatu.bots.arena": ("run_arena", "play_game"),
    "vanuatu.bots.evaluate": ("evaluate",),
    "vanuatu.batch": ("validate_many",),
    "vanuatu.cli": ("main",),
}


def documented_paths() -> list[str]:
    found: set[str] = set()
    for path in DOCUMENTS:
        if path.exists():
            found.update(DOTTED.findall(path.read_text(encoding="utf-8")))
    return sorted(found)


def needs_missing_framework(name: str) -> bool:
    module = next((m for prefix, m in FRAMEWORKS.items()
                   if name == prefix or name.startswith(prefix + ".")), None)
    return module is not None and importlib.util.find_spec(module) is None


def resolve(dotted: str) -> object:
    """The module or the attribute that ``dotted`` names."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            value: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError as error:
            name = ".".join(parts[:cut])
            if error.name is None or not (name + ".").startswith(error.name + "."):
                raise
            continue
        for attr in parts[cut:]:
            value = getattr(value, attr)
        return value
    raise ImportError(dotted)


def test_the_documents_name_the_adapters() -> None:
    paths = documented_paths()
    for name in ("vanuatu.svg.board", "vanuatu.action_ids", "vanuatu.openspiel",
                 "vanuatu.pettingzoo", "vanuatu.features.features", "vanuatu.position"):
        assert name in paths


@pytest.mark.parametrize("dotted", documented_paths())
def test_a_documented_path_resolves(dotted: str) -> None:
    if needs_missing_framework(dotted):
        pytest.skip("the framework of this adapter is not installed")
    assert resolve(dotted) is not None


@pytest.mark.parametrize("module", sorted(NAMES))
def test_a_documented_module_has_its_names(module: str) -> None:
    if needs_missing_framework(module):
        pytest.skip("the framework of this adapter is not installed")
    imported = importlib.import_module(module)
    missing = [name for name in NAMES[module] if not hasattr(imported, name)]
    assert missing == []


@pytest.mark.parametrize("short", ["action_ids", "features", "infostate", "openspiel",
                                   "pettingzoo"])
def test_a_short_adapter_path_is_the_adapter(short: str) -> None:
    if needs_missing_framework(f"vanuatu.{short}"):
        pytest.skip("the framework of this adapter is not installed")
    public = importlib.import_module(f"vanuatu.{short}")
    inner = importlib.import_module(f"vanuatu.adapters.{short}")
    assert public.__all__ == inner.__all__
    assert all(getattr(public, name) is getattr(inner, name) for name in inner.__all__)


def test_the_core_imports_no_framework() -> None:
    code = ("import sys, vanuatu, vanuatu.action_ids, vanuatu.features, vanuatu.infostate, "
            "vanuatu.adapters; "
            "print(sorted({'pyspiel', 'pettingzoo', 'gymnasium', 'numpy'} & set(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"


#: Rule modules of release 0.2.0 that were renamed: each old module still imports,
#: warns, and gives the very objects of the new one (old name -> new module, new name).
RENAMED_MODULES: dict[str, dict[str, tuple[str, str]]] = {
    "vanuatu.rules.facts": {
        "info": ("vanuatu.rules.board", "adjacency"),
        "island_room": ("vanuatu.rules.board", "island_room"),
        "name": ("vanuatu.rules.board", "space_name"),
        "order": ("vanuatu.rules.turn_order", "order"),
        "in_turn": ("vanuatu.rules.turn_order", "in_turn"),
        "next_seat": ("vanuatu.rules.turn_order", "next_seat"),
        "seat": ("vanuatu.rules.turn_order", "seat"),
        "cube_supply": ("vanuatu.rules.supply", "cube_supply"),
    },
    "vanuatu.rules.hypothetical": {
        name: ("vanuatu.rules.planning_positions", name)
        for name in ("Hypo", "Position", "STEPPING_STONES", "UNREACHABLE", "initial", "SELL")
    },
    "vanuatu.rules.surroundings": {
        name: ("vanuatu.rules.planning_table", name)
        for name in ("BoardSpot", "Surroundings", "clear_surroundings", "surroundings")
    },
    "vanuatu.rules.contexts": {
        name: ("vanuatu.rules.planning_player", name)
        for name in ("MAX_NODES", "Context", "Node", "Spot")
    },
}


@pytest.mark.parametrize("old", sorted(RENAMED_MODULES))
def test_a_renamed_rule_module_warns_and_gives_the_new_objects(old: str) -> None:
    import warnings

    sys.modules.pop(old, None)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        module = importlib.import_module(old)
    assert any(issubclass(w.category, DeprecationWarning) and old in str(w.message)
               for w in caught)
    for name, (new, new_name) in RENAMED_MODULES[old].items():
        assert getattr(module, name) is getattr(importlib.import_module(new), new_name)


def test_grounds_is_impossibility_with_a_warning() -> None:
    from vanuatu.rules import violation

    with pytest.warns(DeprecationWarning, match="Impossibility"):
        from vanuatu.rules.violation import Grounds  # the 0.2.0 name
    assert Grounds is violation.Impossibility
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        _ = violation.Nothing  # type: ignore[attr-defined]

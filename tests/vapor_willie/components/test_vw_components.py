"""The component data: the shipped set holds the rule sheet's facts, and data that
cannot make a game is refused with an error naming the field."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import vapor_willie as vw
from vapor_willie.components import DATA_PATH, SCHEMA_PATH


def _raw() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(DATA_PATH.read_text())
    return data


def test_the_rule_sheets_facts() -> None:
    c = vw.DEFAULT_COMPONENTS
    assert [(t.id, t.count, t.silvos) for t in c.cubes] == [
        ("hay", 8, 1), ("barrel", 4, 1), ("fruit", 4, 1), ("duck", 2, 2), ("goat", 1, 4),
        ("cow", 1, 4)]
    assert (c.track_min, c.track_max, c.track_start) == (0, 10, 3)
    assert c.bands == ((0, 0, 0), (1, 3, 1), (4, 7, 2), (8, 10, 3))
    assert dict(c.objectives_in_play) == {2: 4, 3: 6, 4: 8}
    assert len(c.extension_boards) == 4 and len(c.objective_cards) == 8
    assert len(c.port_cards) == 8 and sorted(c.characters) == sorted(vw.CHARACTERS)


def test_invented_parts_are_labelled() -> None:
    raw = _raw()
    for key in ("river_faces", "extension_boards", "objective_cards", "port_cards"):
        assert all(item["origin"] == "invented" for item in raw[key]), key


def test_the_data_matches_its_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.validate(_raw(), json.loads(SCHEMA_PATH.read_text()))


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(raw: dict[str, Any]) -> None:
        *head, last = path.split(".")
        obj: Any = raw
        for key in head:
            obj = obj[key] if isinstance(obj, dict) else obj[int(key)]
        obj[last if isinstance(obj, dict) else int(last)] = value
    return change


BAD = [
    (_set("cubes.0.count", -1), "cubes[0].count: must be a whole number >= 0"),
    (_set("river_faces.0.points.15.kind", "plain"), "no path from the start"),
    (_set("objective_cards.0.items", {"gold": 1}), "objective_cards[0].items: unknown cube"),
    (_set("river_faces.0.points.3.kind", "volcano"), "river_faces[0].points[3].kind"),
    (_set("river_faces.0.links.0", ["S", "99"]), "river_faces[0].links[0]: unknown point"),
    (_set("port_cards.0.player", ["fly"]), "port_cards[0].player: unknown icon"),
    (_set("silvo_track.start", 11), "silvo_track.start"),
    (_set("characters", ["rato"]), "characters:"),
    (_set("objectives_in_play.4", 9), "objectives_in_play.4"),
    (_set("boat_faces.0.holds", [3]), "boat_faces[0].holds[0]"),
    (_set("extension_boards", []), "extension_boards: 0 boards"),
    (_set("players.max", 1), "players.max"),
    (_set("river_faces.0.mouths.1", "2"),
     "river_faces[0].mouths: the mouth '2' is listed twice (one board per mouth, VW4.4)"),
    (_set("boat_faces.1.holds", []), "boat_faces[1].holds: a boat face has at least one hold"),
    (_set("objective_cards.0.items", {"cow": 2}),
     "objective_cards[0].items: 2 cow cannot be discarded, the game has 1 (VW9.1)"),
]


@pytest.mark.parametrize(("change", "field"), BAD)
def test_data_that_cannot_make_a_game_is_refused(change: Callable[[dict[str, Any]], None],
                                                 field: str) -> None:
    raw = _raw()
    change(raw)
    with pytest.raises(vw.DataError) as e:
        vw.components_from_dict(raw)
    assert field in str(e.value)


def test_a_users_data_file(tmp_path: Path) -> None:
    raw = _raw()
    raw["boat_faces"][0]["holds"] = [2, 2, 2]
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(raw))
    comps = vw.load_components(path)
    game = vw.Game(options=vw.Options(players=2, boat="A", components=comps), seed=1)
    assert game.options.components.boat("A").holds == (2, 2, 2)
    path.write_text("{")
    with pytest.raises(vw.DataError, match="not JSON"):
        vw.load_components(path)
    with pytest.raises(vw.DataError, match="cannot read"):
        vw.load_components(tmp_path / "none.json")


def test_the_schema_refuses_what_the_loader_refuses_where_a_schema_can_say_it() -> None:
    """A mouth listed twice (VW4.4) and a boat face without holds (VW1.5) are refused
    by the editors' schema too."""
    jsonschema_rs = pytest.importorskip("jsonschema_rs")
    validator = jsonschema_rs.validator_for(json.loads(SCHEMA_PATH.read_text()))
    assert validator.is_valid(_raw())
    for change in (_set("river_faces.0.mouths.1", "2"), _set("boat_faces.1.holds", [])):
        raw = _raw()
        change(raw)
        assert not validator.is_valid(raw)

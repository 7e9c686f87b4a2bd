"""Game records: the JSON form, round trips between the forms, replay, and
refusal of malformed input with a :class:`vanuatu.RecordError` naming the place."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import attrs
import pytest

import vanuatu
from vanuatu import Headers, Options, Record, RecordError
from vanuatu.components import DEFAULT_COMPONENTS, TileSpec
from vanuatu.moves import ChanceMove
from vanuatu.records import MAX_RECORD_BYTES, RULINGS, VARIANTS

# random_game(players, seed): a fixture of conftest.py
RandomGame = Callable[..., vanuatu.Game]


GAMES = [(3, 1), (3, 2), (4, 3), (4, 4), (5, 5)]


# -- round trips ----------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_random_game_record_survives_json_text_json(
    players: int, seed: int, random_game: RandomGame
) -> None:
    record = random_game(players, seed).record
    first = record.to_json()
    text = Record.from_json(first).to_text()
    assert Record.from_text(text).to_json() == first
    assert Record.from_text(text) == record == Record.from_json(first)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_replaying_a_record_reproduces_the_final_state_and_scores(
    players: int, seed: int, random_game: RandomGame
) -> None:
    game = random_game(players, seed)
    record = Record.from_text(game.record.to_text())
    replayed = vanuatu.Game.from_record(record)
    assert replayed.state == game.state
    assert replayed.is_over()
    assert vanuatu.final_scores(replayed.state) == vanuatu.final_scores(game.state)
    assert replayed.moves == game.moves
    assert not replayed.auto_chance


def test_states_are_every_state_of_the_game(random_game: RandomGame) -> None:
    game = random_game(3, 1)
    assert tuple(game.record.states()) == game.states
    assert len(list(game.record.states(to=10))) == 11


def test_replay_to_a_move_count(random_game: RandomGame) -> None:
    game = random_game(4, 3)
    record = game.record
    assert vanuatu.Game.from_record(record, to=0).state == game.states[0]
    assert vanuatu.Game.from_record(record, to=25).state == game.states[25]
    assert vanuatu.Game.from_record(record, to=25).moves == game.moves[:25]
    for bad in (-1, len(record.moves) + 1):
        with pytest.raises(RecordError, match=r"to: expected a move count from 0 to"):
            vanuatu.Game.from_record(record, to=bad)


def test_replay_raises_illegal_move_at_the_first_illegal_move(random_game: RandomGame) -> None:
    record = random_game(3, 1).record
    moves = list(record.moves)
    moves[8] = vanuatu.parse_move("P0 plan sell sell")
    with pytest.raises(vanuatu.IllegalMove) as err:
        vanuatu.Game.from_record(attrs.evolve(record, moves=tuple(moves)))
    assert err.value.rule is not None


def test_variant_options_and_rulings_survive_both_forms() -> None:
    options = Options(players=4, characters=False, rising_waters=True, sail_revisit=False,
                      fishing_lowers_price=True)
    game = vanuatu.Game(options=options, seed=3)
    for _ in range(12):
        game.play(game.legal_moves()[0])
    record = attrs.evolve(game.record, headers=Headers(event="Variant night"))
    data = json.loads(record.to_json())
    assert data["options"] == {"players": 4, "characters": False, "rising_waters": True,
                               "sail_revisit": False, "fishing_lowers_price": True}
    text = record.to_text()
    assert "Variant: no-characters rising-waters" in text
    assert "Rulings: sail-revisit=no fishing-lowers-price=yes" in text
    assert Record.from_text(text) == record == Record.from_json(record.to_json())
    assert vanuatu.Game.from_record(Record.from_text(text)).state == game.state


def test_two_player_records_round_trip(random_game: RandomGame) -> None:
    game = random_game(2, 6)
    record = game.record
    assert Record.from_text(record.to_text()) == record == Record.from_json(record.to_json())
    assert vanuatu.Game.from_record(record).state == game.state


def test_a_component_set_other_than_the_default_is_written_and_read() -> None:
    components = DEFAULT_COMPONENTS.replace_tile(TileSpec("F1", "ocean", "F", fish=3, treasure=1))
    options = Options(players=3, components=components)
    record = Record(options, moves=tuple(vanuatu.Game(options=options, seed=2).moves))
    data = json.loads(record.to_json())
    assert data["options"]["components"]["tiles"][14] == {
        "id": "F1", "kind": "ocean", "letter": "F", "fish": 3, "treasure": 1,
        "huts": 0, "drawings": 0, "tourists": 0, "goods": []}
    assert Record.from_json(record.to_json()) == record
    assert Record.from_text(record.to_text()) == record
    assert "components" not in json.loads(Record(Options(players=3)).to_json())["options"]


def test_default_options_are_written_without_rulings() -> None:
    data = json.loads(Record(Options(players=3)).to_json())
    assert data == {
        "format": "vanuatu-record",
        "version": 1,
        "options": {"players": 3, "characters": True, "rising_waters": False},
        "moves": [],
    }


def test_json_layout_has_one_move_per_line_with_its_actor(random_game: RandomGame) -> None:
    text = random_game(3, 1).record.to_json()
    lines = text.splitlines()
    assert '    {"actor": "chance", "move": "reveal start ' in "\n".join(lines)
    moves = [json.loads(line.strip().rstrip(",")) for line in lines if '"actor"' in line]
    assert len(moves) == len(random_game(3, 1).moves)
    for entry in moves:
        word = entry["move"].split()[0]
        assert entry["actor"] == ("chance" if word in ("reveal", "roll") else word)


# -- headers and Game.record ----------------------------------------------------


def test_game_keeps_its_headers_in_its_record() -> None:
    headers = Headers(event="Club night", date="2026-11-28", names=("Ana", "Ben", "Caro"),
                      tags={"Table": "2"})
    game = vanuatu.Game(players=3, seed=4, headers=headers)
    game.play("P" + str(game.state.to_act) + " take vendor")
    record = game.record
    assert record.headers == headers
    assert record.options == game.options
    assert record.moves == tuple(game.moves)
    text = record.to_text()
    for line in ("Event: Club night", "Date: 2026-11-28", "P0: Ana", "P2: Caro", "Table: 2"):
        assert line in text.splitlines()
    assert Record.from_text(text).headers == headers
    assert json.loads(record.to_json())["headers"] == {
        "event": "Club night", "date": "2026-11-28", "names": ["Ana", "Ben", "Caro"],
        "tags": {"Table": "2"}}


def test_a_game_without_headers_has_empty_headers() -> None:
    assert vanuatu.Game(players=3, seed=1).record.headers == Headers()


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"event": "a\nb"}, "headers.event: may not contain line breaks"),
        ({"date": " 2026"}, "headers.date: may not start or end with blanks"),
        ({"names": ("Ana", "B#n", "Caro")}, r"headers.names\[1\]: may not contain '#'"),
        ({"tags": (("Players", "4"),)}, "'Players' is a reserved header"),
        ({"tags": (("P2", "x"),)}, "'P2' is a reserved header"),
        ({"tags": (("9lives", "x"),)}, "is not a tag key"),
        ({"tags": (("Site", "a"), ("site", "b"))}, "'site' is given twice"),
        ({"event": "x" * 201}, "headers.event: at most 200 characters, not 201"),
        ({"event": "a\u2028Players: 4"}, "headers.event: may not contain line breaks"),
        ({"names": ("Ana", "x\x9b2J", "Caro")},
         r"headers.names\[1\]: may not contain line breaks or control characters"),
    ],
)
def test_bad_headers_are_refused(fields: dict[str, object], message: str) -> None:
    with pytest.raises(RecordError, match=message):
        Headers(**fields)  # type: ignore[arg-type]


def test_names_must_match_the_player_count() -> None:
    with pytest.raises(RecordError, match=r"headers\.names: 2 names for a 3-player game"):
        Record(Options(players=3), Headers(names=("Ana", "Ben")))
    assert Headers(names=("", "", "")).names == ()
    assert Headers(names=("", "Ben")).name(0) == "P0"
    assert Headers(names=("", "Ben")).name(1) == "Ben"


def test_a_record_checks_its_fields_when_it_is_made() -> None:
    options = Options(players=3)
    with pytest.raises(TypeError, match=r"^options: expected vanuatu.Options, not int"):
        Record(3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^headers: expected vanuatu.Headers, not dict"):
        Record(options, {})  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^moves: expected a tuple of moves, not str"):
        Record(options, moves="P0 fish")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^moves\[1\]: expected a move, not int"):
        Record(options, moves=(ChanceMove("tile", "A2"), 4))  # type: ignore[arg-type]
    with pytest.raises(RecordError, match=r"^headers\.names: 5 names for a 3-player game"):
        Record(options, Headers(names=("a",) * 5))
    assert Record(options, None).headers == Headers()  # type: ignore[arg-type]
    assert Record(options, moves=[ChanceMove("tile", "A2")]).moves == (ChanceMove("tile", "A2"),)


def test_check_headers_is_the_check_of_records() -> None:
    from vanuatu.records import check_headers

    check_headers(Headers(names=("a", "b", "c")), Options(players=3))
    with pytest.raises(RecordError, match=r"^headers\.names: 5 names for a 3-player game"):
        check_headers(Headers(names=("a",) * 5), Options(players=3))
    with pytest.raises(TypeError, match=r"^headers: expected vanuatu.Headers"):
        check_headers(("a",), Options(players=3))


# -- files ----------------------------------------------------------------------


@pytest.mark.parametrize("suffix", [".json", ".vnt", ".txt"])
def test_dump_and_load_by_file_extension(
    tmp_path: Path, suffix: str, random_game: RandomGame
) -> None:
    record = random_game(3, 2).record
    path = tmp_path / f"game{suffix}"
    record.dump(path)
    written = path.read_text(encoding="utf-8")
    assert written.startswith("{") == (suffix == ".json")
    assert Record.load(path) == record == Record.load(str(path))
    record.dump(path, "text")
    assert path.read_text(encoding="utf-8") == record.to_text()


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.vnt"
    with open(path, "wb") as f:
        f.truncate(50 * 1024 * 1024)  # a sparse 50 MB file
    with pytest.raises(RecordError, match=f"more than the limit of {MAX_RECORD_BYTES} bytes"):
        Record.load(path)
    with pytest.raises(RecordError, match=r"more than the limit"):
        vanuatu.validate(path)
    with pytest.raises(RecordError, match=r"more than the limit"):
        Record.parse("x" * (MAX_RECORD_BYTES + 1))


def test_binary_junk_is_refused_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "junk.vnt"
    path.write_bytes(b"Players: 3\nreveal tile A2\n\xff\xfe\x00junk")
    with pytest.raises(RecordError, match=r"junk.vnt: line 3: not UTF-8 text \(byte 26 is 0xff\)"):
        Record.load(path)
    with pytest.raises(RecordError, match=r"line 2: control character U\+0000"):
        Record.parse(b"Players: 3\n\x00\x01")


def test_a_missing_file_is_a_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=r"cannot read the file"):
        Record.load(tmp_path / "nothing.vnt")


# -- malformed JSON -------------------------------------------------------------


def _json(**changes: object) -> str:
    data: dict[str, object] = {
        "format": "vanuatu-record",
        "version": 1,
        "options": {"players": 3},
        "moves": [{"actor": "chance", "move": "reveal start start-blank start-fish start-wreck"}],
    }
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "line 1 column 2: not valid JSON"),
        ('{"format": "vanuatu-record",\n "version": 1,,}', "line 2 column 15: not valid JSON"),
        ("[1, 2]", r"^expected a JSON object \(a vanuatu record\), not a list$"),
        ("null", r"^expected a JSON object \(a vanuatu record\), not null$"),
        ("42", r"^expected a JSON object \(a vanuatu record\), not a number$"),
        (_json(options=[4]), "^options: expected an object, not a list$"),
        (_json(extra=1), r"^record: unknown field 'extra' \(the fields are format, version"),
        (_json()[:60], r"^line 1 column \d+: not valid JSON: unterminated string \(the text ends "
                       r"before the JSON does: is the file cut short\?\)$"),
        (_json(format="pgn"), "format: expected 'vanuatu-record', not 'pgn'"),
        (_json(version=2), r"version: unknown version 2 \(this library reads version 1\)"),
        (_json(version="1"), "version: expected an integer, not '1'"),
        (_json(options={}), "options.players: required field missing"),
        (_json(options={"players": 7}), "options: players: R1.1 the base game is for 3 to 5"),
        (_json(options={"players": 3.0}), "options.players: expected an integer, not a number"),
        (_json(options={"players": True}), "options.players: expected an integer, not a boolean"),
        (_json(options={"players": 3, "characters": "no"}),
         "options.characters: expected a boolean, not a string"),
        (_json(options={"players": 3, "speed": 1}), "options: unknown field 'speed'"),
        (_json(moves=[{"actor": "P1"}]), r"moves\[0\].move: required field missing"),
        (_json(moves=[{"actor": "P1", "move": "P1 fly"}]),
         r"moves\[0\]: 'P1 fly': unknown move word 'fly'"),
        (_json(moves=[{"actor": "chance", "move": "P2 plan fish sell"}]),
         r"moves\[0\]: actor 'chance' does not match the move 'P2 plan fish sell', made by P2"),
        (_json(moves=[{"actor": "P1", "move": "reveal tile A2"}]),
         r"moves\[0\]: actor 'P1' does not match the move 'reveal tile A2', made by chance"),
        (_json(moves=[{"actor": "player one", "move": "P1 fish"}]),
         r"moves\[0\]: actor 'player one' is not an actor"),
        (_json(moves="P1 fish"), "moves: expected a list, not a string"),
        (_json(moves=[{"actor": "P1", "move": "P1 fish", "note": "x"}]),
         r"moves\[0\]: unknown field 'note'"),
        (_json(headers={"names": ["A", 2, "C"]}), r"headers.names\[1\]: expected a string"),
        (_json(headers={"names": ["A", "B"]}), "headers.names: 2 names for a 3-player game"),
        (_json(headers={"tags": {"Event": "x"}}), "'Event' is a reserved header"),
        (_json(headers={"tags": ["x"]}), "headers.tags: expected an object"),
        (_json(options={"players": 3, "components": {"spaces": ["0,0"]}}),
         "options.components.start_island_space: required field missing"),
        ('{"format": "vanuatu-record", "format": "x"}', "key 'format' is given twice"),
        ('{"format": NaN}', "NaN is not a JSON number"),
        ("[" * 100_000, "nested too deeply"),
    ],
)
def test_malformed_json_names_the_place(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        Record.from_json(text)


@pytest.mark.parametrize(("text", "kind"), [("[]", "a list"), ("null", "null"), ("42", "a number"),
                                            (' "x"', "a string"), ("true\n", "a boolean")])
def test_any_json_value_is_read_as_json(text: str, kind: str) -> None:
    with pytest.raises(RecordError, match=f"^expected a JSON object .*, not {kind}$"):
        Record.parse(text)


def test_json_given_as_text_is_recognised() -> None:
    with pytest.raises(RecordError, match=r"line 1: this looks like a JSON record.*Record.parse"):
        Record.from_text(_json())
    with pytest.raises(RecordError, match=r"^line 1 column 1: .*looks like a text record"):
        Record.from_json("# a comment\nPlayers: 3\n")
    with pytest.raises(RecordError, match=r"^empty record"):
        Record.from_json(" \n")
    with pytest.raises(RecordError, match=r"^empty record"):
        Record.parse(b"")


@pytest.mark.parametrize(
    ("where", "reason"),
    [("missing/game.vnt", "No such file or directory"), (".", "Is a directory")],
)
def test_dump_names_the_path_it_cannot_write(tmp_path: Path, where: str, reason: str) -> None:
    path = tmp_path / where
    with pytest.raises(RecordError, match=f"^{path}: cannot write the file: {reason}$"):
        Record(Options(players=3)).dump(path)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_dump_to_a_full_disk_is_a_record_error() -> None:
    with pytest.raises(RecordError, match=r"^/dev/full: cannot write the file: No space left"):
        Record(Options(players=3)).dump("/dev/full")


def test_a_component_set_that_cannot_set_up_a_game_is_refused() -> None:
    data = json.loads(Record(Options(players=3)).to_json())
    from vanuatu.records.strict import JSON_CONVERTER

    components = JSON_CONVERTER.unstructure(DEFAULT_COMPONENTS)
    components["start_island_space"] = "9,9"
    data["options"]["components"] = components
    with pytest.raises(RecordError, match=r"components: start space '9,9' is not a board space"):
        Record.from_json(json.dumps(data))


def test_both_forms_refuse_a_component_set_that_cannot_set_up_a_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from vanuatu.records import RecordSource

    tile = TileSpec("D1", "island", "D", huts=2, drawings=3, tourists=3, goods=("kava", "beef"))
    record = Record(Options(players=3, components=DEFAULT_COMPONENTS.replace_tile(tile)))
    json_text, text = record.to_json(), record.to_text()

    def broken(options: Options) -> None:
        raise RuntimeError("no setup")

    monkeypatch.setattr("vanuatu.records.source.new_game", broken)
    message = r"options.components: cannot set up a game .*\(RuntimeError: no setup\)"
    for read in (lambda: Record.from_json(json_text), lambda: Record.from_text(text),
                 lambda: RecordSource(record.options, Headers())):
        with pytest.raises(RecordError, match=message):
            read()
    # the default component set is the library's own: it is not checked again
    RecordSource(Options(players=3), Headers())


def test_the_variants_and_rulings_are_written_alike_in_both_forms() -> None:
    options = Options(players=3, characters=False, rising_waters=True, sail_revisit=False)
    record = Record(options)
    written = json.loads(record.to_json())["options"]
    assert written == {"players": 3, "characters": False, "rising_waters": True,
                       "sail_revisit": False}
    text = record.to_text()
    assert "Variant: no-characters rising-waters\n" in text
    assert "Rulings: sail-revisit=no\n" in text
    assert Record.from_text(text) == Record.from_json(record.to_json()) == record


def test_reading_never_executes_or_unpickles() -> None:
    # A record is data: a move that looks like code is just a move that does not parse.
    text = _json(moves=[{"actor": "P1", "move": "__import__('os').system('false')"}])
    with pytest.raises(RecordError, match=r"moves\[0\]: .* cannot be part of a move"):
        Record.from_json(text)


# -- the schema -----------------------------------------------------------------


def _schema() -> dict[str, object]:
    text = resources.files("vanuatu.records").joinpath("record.schema.json").read_text("utf-8")
    schema: dict[str, object] = json.loads(text)
    return schema


def test_the_schema_describes_every_field_written() -> None:
    schema = _schema()
    props = schema["properties"]
    assert isinstance(props, dict)
    assert set(schema["required"]) == {"format", "version", "options", "moves"}  # type: ignore[arg-type]
    assert props["format"] == {"const": "vanuatu-record"}
    assert props["version"] == {"const": 1}
    option_fields = {f.name for f in attrs.fields(Options)}
    assert set(props["options"]["properties"]) == option_fields
    assert set(RULINGS.values()) < option_fields
    # every flag of Options is a variant or a ruling, and none is both
    assert set(RULINGS.values()) | set(VARIANTS) | {"players", "components"} == option_fields
    assert not set(RULINGS.values()) & set(VARIANTS)
    assert set(props["headers"]["properties"]) == {f.name for f in attrs.fields(Headers)}
    assert set(props["moves"]["items"]["properties"]) == {"actor", "move"}


def _conforms(value: object, schema: dict[str, object], root: dict[str, object]) -> None:
    """A small checker for the subset of JSON Schema the record schema uses."""
    import re

    if "$ref" in schema:
        ref = str(schema["$ref"]).split("/")[-1]
        schema = root["$defs"][ref]  # type: ignore[index]
    if "const" in schema:
        assert value == schema["const"]
    kind = schema.get("type")
    if kind == "object":
        assert isinstance(value, dict)
        for key in schema.get("required", ()):  # type: ignore[attr-defined]
            assert key in value
        props = schema.get("properties", {})
        for key, item in value.items():
            if key in props:  # type: ignore[operator]
                _conforms(item, props[key], root)  # type: ignore[index]
            elif schema.get("additionalProperties") is False:
                raise AssertionError(f"unexpected field {key}")
            elif isinstance(schema.get("additionalProperties"), dict):
                _conforms(item, schema["additionalProperties"], root)  # type: ignore[arg-type]
    elif kind == "array":
        assert isinstance(value, list)
        for item in value:
            _conforms(item, schema["items"], root)  # type: ignore[arg-type]
    elif kind == "string":
        assert isinstance(value, str)
        if "pattern" in schema:
            assert re.search(str(schema["pattern"]), value), (value, schema["pattern"])
    elif kind == "integer":
        assert type(value) is int
    elif kind == "boolean":
        assert type(value) is bool


def test_written_records_conform_to_the_schema(random_game: RandomGame) -> None:
    schema = _schema()
    game = random_game(4, 3)
    record = attrs.evolve(game.record, headers=Headers(event="Club", names=("A", "", "C", "D"),
                                                       tags={"Table": "2"}))
    _conforms(json.loads(record.to_json()), schema, schema)
    options = Options(players=3, rising_waters=True, governor_onto_resolved=False)
    _conforms(json.loads(Record(options).to_json()), schema, schema)


def test_a_record_of_random_moves_is_still_a_record(random_game: RandomGame) -> None:
    # Records hold any well-formed moves; legality is for replay and validate.
    rng = random.Random(5)
    game = random_game(3, 1)
    moves = list(game.moves)
    rng.shuffle(moves)
    record = Record(game.options, moves=tuple(moves))
    assert Record.from_text(record.to_text()) == record
    assert not vanuatu.validate(record).valid

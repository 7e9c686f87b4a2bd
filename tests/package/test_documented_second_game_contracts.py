"""The API names both games share, called as the docs name them
(``Record.load``/``parse``, ``legal_moves(state, player)``,
``Game.from_record``, ``Game.states``, ``validate``, the ``convert`` command),
the component set named where a user meets it, and numbers of thousands of
digits refused with a short message in either game."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest

import vanuatu
import vapor_willie as vw
from vapor_willie.cli import main as vw_main

DATA = Path(vw.__file__).resolve().parent / "components.json"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = vw_main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def record_path(tmp_path: Path) -> Path:
    path = tmp_path / "g.vwr"
    game = vw.Game(players=2, seed=3)
    rng = random.Random(3)
    for _ in range(5000):  # a whole game of random moves (about 200)
        if game.state.ended:
            break
        game.play(rng.choice(vw.legal_moves(game.state)))
    assert game.state.ended
    game.record.dump(path)
    return path


@pytest.mark.parametrize("game", [vanuatu, vw], ids=["vanuatu", "vapor_willie"])
def test_both_games_have_the_same_api_names(game: object) -> None:
    for name in ("Record", "Game", "legal_moves", "validate", "apply", "explain",
                 "parse_move", "new_game"):
        assert hasattr(game, name), name
    record_class = game.Record  # type: ignore[attr-defined]
    for name in ("load", "parse", "dump", "to_text", "to_json"):
        assert hasattr(record_class, name), name
    game_class = game.Game  # type: ignore[attr-defined]
    assert hasattr(game_class, "from_record") and hasattr(game_class, "states")


def test_vapor_willie_record_load_parse_and_from_record_agree(record_path: Path) -> None:
    record = vw.Record.load(record_path)
    assert vw.Record.parse(record_path.read_text(encoding="utf-8")) == record
    game = vw.Game.from_record(record)
    assert len(game.states) == len(record.moves) + 1
    report = vw.validate(record_path)
    assert report.valid and report.complete and report.total_moves == len(record.moves)


@pytest.mark.parametrize("game", [vanuatu, vw], ids=["vanuatu", "vapor_willie"])
def test_from_record_of_a_file_name_is_a_type_error(game: object, tmp_path: Path) -> None:
    with pytest.raises(TypeError, match="needs a Record"):
        game.Game.from_record(str(tmp_path / "g.vnt"))  # type: ignore[attr-defined]


def test_legal_moves_of_a_player_number_of_thousands_of_digits() -> None:
    for state in (vanuatu.Game(players=3, seed=1).state, vw.Game(players=2, seed=1).state):
        with pytest.raises(ValueError, match="no player") as info:
            state_module = vanuatu if isinstance(state, vanuatu.GameState) else vw
            state_module.legal_moves(state, 10**5000)  # type: ignore[attr-defined]
        assert "set_int_max_str_digits" not in str(info.value)
    with pytest.raises(TypeError):
        vw.legal_moves(vw.Game(players=2, seed=1).state, True)


def test_convert_round_trips_text_and_json(
    capsys: pytest.CaptureFixture[str], record_path: Path, tmp_path: Path
) -> None:
    as_json, back = tmp_path / "g.json", tmp_path / "back.vwr"
    assert run(capsys, "convert", str(record_path), "--to", "json", "--out", str(as_json))[0] == 0
    assert json.loads(as_json.read_text())["format"] == "vapor-willie-record"
    assert run(capsys, "convert", str(as_json), "--to", "text", "--out", str(back))[0] == 0
    assert back.read_text() == record_path.read_text()


def test_play_and_records_name_the_component_set(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "g.vwr"
    status, said, _ = run(capsys, "play", "--players", "2", "--seed", "1", "--out", str(out))
    assert status == 0 and "Components: invented-1" in said
    assert "Components: invented-1" in out.read_text()
    data = json.loads(DATA.read_text(encoding="utf-8"))
    data["name"], data["cubes"][0]["count"] = "my-copy", data["cubes"][0]["count"] + 1
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps(data), encoding="utf-8")
    status, said, _ = run(capsys, "play", "--players", "2", "--seed", "1", "--data", str(mine),
                          "--out", str(out))
    assert status == 0 and "my-copy" in said and "mine.json" in said
    assert '"name":"my-copy"' in out.read_text().replace(" ", "")
    assert run(capsys, "validate", str(out))[0] == 0


@pytest.mark.parametrize("where", ["data", "record"])
def test_a_number_of_thousands_of_digits_names_its_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, record_path: Path, where: str
) -> None:
    if where == "data":
        text = DATA.read_text(encoding="utf-8").replace('"start": 3', '"start": ' + "9" * 5000)
        path = tmp_path / "big.json"
        path.write_text(text, encoding="utf-8")
        status, out, err = run(capsys, "play", "--players", "2", "--data", str(path))
    else:
        data = json.loads(vw.Record.load(record_path).to_json())
        text = json.dumps(data, indent=1).replace('"players": 2', '"players": ' + "9" * 5000)
        path = tmp_path / "big.json"
        path.write_text(text, encoding="utf-8")
        status, out, err = run(capsys, "validate", str(path))
    assert status == 2
    assert "a number of 5000 digits" in out + err and "line " in out + err
    assert "set_int_max_str_digits" not in out + err and "Exceeds" not in out + err
    assert len(out + err) < 400


@pytest.mark.parametrize("spec", ["random:seed=1", "ismcts:seconds=1e308",
                                  "ismcts:iterations=10^23", "ismcts:seconds=3601"])
def test_a_bot_spec_outside_its_parameters_is_refused_by_name(
    capsys: pytest.CaptureFixture[str], spec: str
) -> None:
    for command in (["arena", "--players", "2", "--games", "1"],
                    ["play", "--players", "2", "--seed", "1"]):
        status, out, err = run(capsys, *command, "--bots", spec)
        assert status == 2, (command, out, err)
        assert "bot " in err and "Traceback" not in out + err and "TypeError" not in out + err


def test_arena_games_beyond_the_limit_is_a_usage_error(
    capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = run(capsys, "arena", "--players", "2", "--bots", "random",
                         "--games", "30000000")
    assert status == 2 and "--games" in err


def test_arena_game_specs_are_made_when_asked_for() -> None:
    from vapor_willie.bots.arena import MAX_GAMES, game_specs

    specs = game_specs(["random", "heuristic"], MAX_GAMES, 1, vw.Options(players=2))
    assert len(specs) == MAX_GAMES
    assert specs[-1].index == MAX_GAMES - 1 and specs[1].seats == ("heuristic", "random")
    assert [s.index for s in specs[:3]] == [0, 1, 2]
    with pytest.raises(vw.bots.BotError):
        game_specs(["random", "random"], MAX_GAMES + 1, 1, vw.Options(players=2))


def test_arena_jobs_never_exceed_the_games(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import tabletop.arena as tabletop_arena

    asked: list[int] = []
    real = tabletop_arena.process_map

    def counting(jobs: int) -> object:
        asked.append(jobs)
        return real(jobs)

    monkeypatch.setattr(tabletop_arena, "process_map", counting)
    status, out, _ = run(capsys, "arena", "--players", "2", "--bots", "random",
                         "--games", "3", "--jobs", "400")
    assert status == 0 and "random" in out
    assert asked and asked[0] <= 3


def test_the_human_loop_reads_any_answer_and_echoes_it_printable(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    answers = ["²", "9" * 5000, "\x1b[31mred", "why \x1b]0;x\x07", "quit"]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(answers) + "\n"))
    out = tmp_path / "h.vwr"
    status, said, err = run(capsys, "play", "--players", "2", "--seed", "1", "--human", "P0",
                            "--out", str(out))
    assert status == 0, err
    assert "\x1b" not in said + err and "Traceback" not in said + err
    assert "P0> \\x1b[31mred" in said
    assert out.exists() and vw.validate(out).valid


def test_validate_numbers_the_illegal_move_from_1_everywhere(
    capsys: pytest.CaptureFixture[str], record_path: Path
) -> None:
    lines = record_path.read_text(encoding="utf-8").splitlines()
    first = lines.index("")  + 1  # the moves follow the blank line after the headers
    lines.insert(first + 3, "P0 move 99")  # the fourth move
    record_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    status, out, _ = run(capsys, "validate", str(record_path))
    assert status == 1 and "illegal at move 4 (line " in out and "P0 move 99" in out
    status, out, _ = run(capsys, "validate", "--json", str(record_path))
    assert json.loads(out)[0]["illegal"]["move_number"] == 4
    assert "illegal at move 4 " in vw.validate(record_path).summary()

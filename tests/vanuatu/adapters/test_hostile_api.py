"""Wrong argument types and hostile values at the library's edges: action
ids, internal sentinels in messages, broken JSON records."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

import vanuatu
from vanuatu import action_ids


@pytest.fixture(scope="module")
def game() -> vanuatu.Game:
    return vanuatu.Game(players=3, seed=1)


@pytest.mark.parametrize("call", [
    lambda s: action_ids.encode(5, s.options),  # type: ignore[arg-type]
    lambda s: action_ids.encode("P0 fish", s.options),  # type: ignore[arg-type]
    lambda s: action_ids.encode(vanuatu.legal_moves(s)[0], None),  # type: ignore[arg-type]
    lambda s: action_ids.encode_chance(5, s.options),  # type: ignore[arg-type]
    lambda s: action_ids.legal_action_mask(None),  # type: ignore[arg-type]
    lambda s: action_ids.legal_action_ids("state"),  # type: ignore[arg-type]
    lambda s: action_ids.legal_action_ids(s, "P0"),  # type: ignore[arg-type]
    lambda s: action_ids.decode(0, s, player=True, check=False),
    lambda s: action_ids.decode(0, None),  # type: ignore[arg-type]
    lambda s: action_ids.decode_chance(0, None),  # type: ignore[arg-type]
    lambda s: action_ids.chance_outcome_ids(None),  # type: ignore[arg-type]
    lambda s: action_ids.num_distinct_actions(3),  # type: ignore[arg-type]
    lambda s: action_ids.num_chance_outcomes(None),  # type: ignore[arg-type]
    lambda s: action_ids.decode("0", s),  # type: ignore[arg-type]
])
def test_action_ids_raise_type_error_for_wrong_types(game: vanuatu.Game, call: object) -> None:
    with pytest.raises(TypeError):
        call(game.state)  # type: ignore[operator]


def test_decode_refuses_a_player_out_of_range(game: vanuatu.Game) -> None:
    with pytest.raises(ValueError, match="no player P7"):
        action_ids.decode(0, game.state, player=7, check=False)


def test_r3_messages_never_show_the_nobody_sentinel(game: vanuatu.Game) -> None:
    state = game.state
    nobody = attrs.evolve(state, to_act=vanuatu.NOBODY)
    assert vanuatu.legal_moves(nobody) == []
    move = vanuatu.legal_moves(state)[0]
    violation = vanuatu.explain(nobody, move)
    assert violation is not None and violation.rule == "R3"
    assert "P-2" not in violation.reason and "nobody" in violation.reason
    odd = attrs.evolve(move, player=vanuatu.NOBODY)
    violation = vanuatu.explain(state, odd)
    assert violation is not None and violation.rule == "R1.1"
    assert "P-2" not in violation.reason and "nobody" in violation.reason


def _line(game: vanuatu.Game) -> str:
    return json.dumps(json.loads(game.record.to_json()), separators=(",", ":"))


def test_a_cut_short_json_lines_record_is_reported_at_its_line(
    game: vanuatu.Game, tmp_path: Path
) -> None:
    line = _line(game)
    path = tmp_path / "club.jsonl"
    path.write_text(line + "\n" + line[: len(line) // 2] + "\n" + line + "\n")
    first, cut, last = vanuatu.read_records(path)
    assert first.error is None and last.error is None
    assert cut.line == 2 and cut.error is not None
    assert cut.error.startswith("line 2 column "), cut.error
    assert "cut short" in cut.error


def test_thousands_of_digits_give_a_clear_error(game: vanuatu.Game, tmp_path: Path) -> None:
    big = _line(game).replace('"players":3', '"players":' + "9" * 5000)
    for name in ("big.json", "big.jsonl"):
        path = tmp_path / name
        path.write_text(big + "\n")
        with pytest.raises(vanuatu.RecordError, match="5000 digits") as info:
            vanuatu.Record.load(path)
        assert "set_int_max_str_digits" not in str(info.value)
    (item,) = vanuatu.read_records(tmp_path / "big.jsonl")
    assert item.error is not None and "5000 digits" in item.error
    assert "set_int_max_str_digits" not in item.error


def test_every_legal_move_still_encodes(game: vanuatu.Game) -> None:
    """The type checks let every kind of move through (actions and chance too)."""
    for seed in range(3):
        g = vanuatu.Game(players=4, seed=seed, rising_waters=True)
        while not g.is_over() and len(g.moves) < 300:
            state = g.state
            for move in vanuatu.legal_moves(state):
                if state.is_chance:
                    action_ids.encode_chance(move, state.options)  # type: ignore[arg-type]
                else:
                    i = action_ids.encode(move, state.options)
                    assert action_ids.decode(i, state, player=move.player) == move
            g.play(g.legal_moves()[0] if not state.is_chance else g.legal_moves()[-1])

"""Every game record of the project and the games of the boardgamers.space
engine replayed on the native core: from the first position, each recorded move
applied natively by its id (a free action made out of turn, R7, as that
player's), the core's state after it equal to the Python rules'
state, and the final totals (R8) the same. A game that departs from these rules
(a deviation of the importer) is replayed up to its first deviation."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from native_check import require_native

import vanuatu
from vanuatu import action_ids, native
from vanuatu.interop.boardgamers import read_game
from vanuatu.moves import ChanceMove
from vanuatu.records.record import Record

require_native()

ROOT = Path(__file__).resolve().parent.parent.parent
EXAMPLES = sorted((ROOT / "examples" / "records").glob("*.vnt"))
FIXTURES = ROOT / "tests" / "vanuatu" / "interop" / "boardgamers" / "fixtures"
FOREIGN = sorted(FIXTURES.glob("*.json"))
CORPUS = FIXTURES / "corpus.jsonl.gz"


def replay(record: Record, upto: int | None = None) -> int:
    """Replay ``record``'s first ``upto`` moves (all by default) on the core next to
    the Python rules; the number of moves replayed."""
    states = list(record.states(upto))
    moves = record.moves[: len(states) - 1]
    core = native.NativeState.from_state(states[0])
    for i, move in enumerate(moves):
        if states[i + 1] is states[i]:
            continue  # a reveal restating an outcome already applied (vanuatu.records.restate)
        if isinstance(move, ChanceMove):
            core = core.apply(action_ids.encode_chance(move, record.options))
        else:  # a free action (R7) may be made out of turn
            core = core.apply(action_ids.encode(move, record.options), move.player)
        assert core.to_state() == states[i + 1], f"after move {i + 1} ({move})"
    last = states[len(moves)]
    assert core.is_over() == last.is_over
    assert core.final_totals() == vanuatu.final_scores(last).totals
    return len(moves)


def foreign(data: object) -> int:
    """Replay an imported game up to its first deviation; the moves replayed."""
    game = read_game(data)  # type: ignore[arg-type]
    upto = min((d.record_index for d in game.deviations), default=None)
    return replay(game.record, upto)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_the_example_records_replay_on_the_core(path: Path) -> None:
    assert replay(Record.load(path)) > 0


@pytest.mark.parametrize("path", FOREIGN, ids=lambda p: p.name)
def test_the_other_engines_games_replay_on_the_core(path: Path) -> None:
    assert foreign(path) > 0


def _corpus() -> Iterator[dict[str, object]]:
    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        for line in f:
            yield json.loads(line)


def test_the_first_games_of_the_other_engines_corpus_replay_on_the_core() -> None:
    for number, data in enumerate(_corpus()):
        if number == 10:
            break
        foreign(data)


@pytest.mark.slow
def test_every_game_of_the_other_engines_corpus_replays_on_the_core() -> None:
    replayed = sum(1 for data in _corpus() if foreign(data) >= 0)
    assert replayed >= 300

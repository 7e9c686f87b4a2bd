"""The whole corpus of games played by the boardgamers.space engine (slow).

``fixtures/corpus.jsonl.gz`` holds every game of the corpus the engine played by
random legal moves (2 to 5 players, with and without Rising Waters and
characters, on both board layouts), one JSON object a line, with the fields the
import reads (``_setup``, ``_history``, ``boardLayout``, the players' names,
scores and boats, the final board's tiles, ``_rng``). Nothing is regenerated:
the test reads the committed file only.
"""

from __future__ import annotations

import gzip
import json
from collections import Counter
from pathlib import Path

import pytest

import vanuatu
from vanuatu.interop.boardgamers import RULINGS, read_game

CORPUS = Path(__file__).resolve().parent / "fixtures" / "corpus.jsonl.gz"


@pytest.mark.slow
def test_every_game_of_the_corpus_imports_and_validates() -> None:
    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        games = [json.loads(line) for line in f]
    assert len(games) >= 300
    seen: Counter[str] = Counter()
    for number, data in enumerate(games):
        game = read_game(data)
        where = f"game {number} (seed {data['_setup']['seed']})"
        assert game.scores == game.engine_scores, where
        if game.deviations:
            seen["deviating"] += 1
            assert {d.rule for d in game.deviations} <= set(RULINGS), where
            report = vanuatu.validate(game.record, keep_going=True)
            assert [r.index for r in report.refusals] == \
                [d.record_index for d in game.deviations], where
            assert all(r.applied for r in report.refusals), where
        else:
            seen["clean"] += 1
            report = vanuatu.validate(game.record)
            assert report.valid and report.complete, where
            assert report.final_scores is not None
            if not game.state.defeat:
                assert report.final_scores.totals == game.engine_scores, where
        seen.update(d.rule for d in game.deviations)
    assert seen["clean"] > seen["deviating"] > 0
    assert all(seen[rule] for rule in RULINGS)

"""Checking records a hostile user has mutated (one token changed or dropped, the
players swapped, two moves swapped): ``validate(..., keep_going=True)`` and
``vapor-willie validate --all`` report each refused move with its line and rule and
never apply it (VW12: only a legal move changes the position), so that the check never
ends in a traceback; and ``legal_moves``, ``apply`` and ``explain`` agree on every move
met on the way."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import vapor_willie as vw
from vapor_willie.cli import main
from vapor_willie.moves import Counter, Offer
from vapor_willie.records.record import entries_of, parse_entry


@cache
def _record(seed: int, players: int) -> str:
    game = vw.Game(players=players, seed=seed)
    bot = vw.RandomBot(seed)
    while not game.is_over():
        game.play(bot.choose(game.state))
    return game.record.to_text()


def _changed(seed: int, players: int, line: int, was: str, now: str) -> str:
    lines = _record(seed, players).split("\n")
    assert lines[line] == was
    lines[line] = now
    return "\n".join(lines)


def _mutation(seed: int, players: int, pattern: str, replacement: str,
              name: str) -> object:
    """The first move line of the seeded game matching ``pattern``, and that line
    rewritten with ``replacement`` (``re.sub``), as a test case."""
    for line, was in enumerate(_record(seed, players).split("\n")):
        if re.fullmatch(pattern, was):
            return pytest.param(seed, players, line, was, re.sub(pattern, replacement, was),
                                id=name)
    raise AssertionError(f"no line matches {pattern!r} in game {seed} of {players} players")


#: Records with one move line changed, each of which a check that applied the refused
#: move "as if legal" turned into a position the rules cannot go on from.
MUTATIONS = [
    _mutation(1, 2, r"(P\d) take rato", r"\1 rato", "a-token-dropped-then-scored"),
    _mutation(5, 3, r"(P\d) drift \w+ (\d+ silvos)", r"\1 drift \2",
              "the-cube-dropped-from-a-drift"),
    _mutation(3, 2, r"(P\d) drift \w+ (\d+ moves)", r"\1 drift \2",
              "the-cube-dropped-from-a-drift-2p"),
]


def _accepted_only(text: str) -> tuple[vw.GameState, list[int]]:
    """The state after the moves of ``text`` that the rules accept, each from the
    state before it (refused ones skipped), and the lines of the refused moves."""
    head, entries = entries_of(text)
    state = vw.new_game(head.options)
    refused: list[int] = []
    for no, content, field in entries:
        move = parse_entry(no, content, field)
        if vw.explain(state, move) is None:
            state = vw.apply(state, move)
        else:
            refused.append(no)
    return state, refused


@pytest.mark.parametrize(("seed", "players", "line", "was", "now"), MUTATIONS)
def test_VW12_a_refused_move_is_reported_and_never_applied(
    seed: int, players: int, line: int, was: str, now: str
) -> None:
    text = _changed(seed, players, line, was, now)
    report = vw.validate_text(text, keep_going=True)
    assert not report.valid and report.refusals
    first = report.refusals[0]
    assert first.line == line + 1 and first.text == now and first.rule
    assert not any(r.applied for r in report.refusals)
    assert all(d.endswith("(not applied)") for d in report.details())
    state, refused = _accepted_only(text)
    assert report.state == state
    assert [r.line for r in report.refusals] == refused
    # the check that stops at the first refusal says the same of it
    stop = vw.validate_text(text)
    assert (stop.index, stop.line, stop.rule) == (first.index, first.line, first.rule)


@pytest.mark.parametrize(("seed", "players", "line", "was", "now"), MUTATIONS)
def test_VW12_validate_all_reports_a_refused_move_with_its_line_and_exits_1(
    seed: int, players: int, line: int, was: str, now: str, tmp_path: Path,
    capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.vwr"
    path.write_text(_changed(seed, players, line, was, now), encoding="utf-8")
    assert main(["validate", "--all", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"line {line + 1}" in out and now in out and "Traceback" not in out
    assert "applied as if legal" not in out


def test_VW12_validate_all_in_a_fresh_process_exits_1_without_a_traceback(
    tmp_path: Path,
) -> None:
    path = tmp_path / "g.vwr"
    case = MUTATIONS[0].values  # type: ignore[attr-defined]
    path.write_text(_changed(*case), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "vapor_willie", "validate", "--all",
                           "--json", str(path)], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 1, done.stderr
    assert done.stderr == "" and '"line":20' in done.stdout


def _mutate(text: str, rng: random.Random) -> str:
    """One hostile change to one move line: a token changed or dropped, the player
    swapped, or two move lines swapped."""
    lines = text.split("\n")
    moves = [i for i, line in enumerate(lines)
             if line[:1] == "P" and ":" not in line.split(" ")[0]]
    players = sorted({lines[i].split(" ")[0] for i in moves})
    words = sorted({w for i in moves for w in lines[i].split(" ")})
    i = rng.choice(moves)
    tokens = lines[i].split(" ")
    kind = rng.randrange(4)
    if kind == 0:
        tokens[rng.randrange(len(tokens))] = rng.choice(words)
    elif kind == 1 and len(tokens) > 1:
        del tokens[rng.randrange(1, len(tokens))]
    elif kind == 2:
        tokens[0] = rng.choice(players)
    else:
        j = rng.choice(moves)
        lines[i], lines[j] = lines[j], lines[i]
        return "\n".join(lines)
    lines[i] = " ".join(tokens)
    return "\n".join(lines)


def _agree(state: vw.GameState, move: vw.moves.Move) -> None:
    """``explain``, ``apply`` and ``legal_moves`` say the same of ``move``."""
    why = vw.explain(state, move)
    listed = move in vw.legal_moves(state)
    if why is None:
        after = vw.apply(state, move)
        vw.legal_moves(after)
        # legal_moves lists a bounded family of offers (VW8.3 ruling), every other move
        assert listed or isinstance(move, Offer | Counter), move
    else:
        assert not listed, move
        with pytest.raises(vw.IllegalMove):
            vw.apply(state, move)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 5), st.sampled_from([2, 3, 4]), st.integers(0, 2**32 - 1),
       st.integers(1, 3))
def test_VW12_mutated_records_are_checked_to_the_end_without_a_traceback(
    seed: int, players: int, mutation: int, changes: int
) -> None:
    rng = random.Random(mutation)
    text = _record(seed, players)
    for _ in range(changes):
        text = _mutate(text, rng)
    try:
        report = vw.validate_text(text, keep_going=True)
    except vw.RecordError as e:  # a move that does not parse: refused with its line
        assert str(e).startswith("line ")
        return
    assert not any(r.applied for r in report.refusals)
    assert all(r.line for r in report.refusals)
    assert report.valid == (not report.refusals)
    head, entries = entries_of(text)
    state = vw.new_game(head.options)
    for no, content, field in entries:
        move = parse_entry(no, content, field)
        _agree(state, move)
        if vw.explain(state, move) is None:
            state = vw.apply(state, move)
    assert report.state == state

"""Fuzzing the Vapor Willie record readers and data loader with mutated records and
data files (the mutation families of ``benchmarks/fuzz_records.py``, adapted): every
input is either read or refused with a :class:`~vapor_willie.RecordError` naming a
line, and a record read validates to a report."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import vapor_willie as vw
from vapor_willie.components import DATA_PATH

WORDS = tuple(("P0 P1 P2 P4 P9 p1 reveal cube objective port first move anchor dock extend "
         "objective end cash fulfil rato rata drift keep return take pass choose exchange "
         "offer for accept decline counter nothing hay duck cow goat barrel fruit 2s 0s 99s "
         "+parrot +captain silvos moves I1 PA S E 5 O3 C2 , ,, -1 999").split())
HEADERS = ("Players", "River", "Boat", "MaxRounds", "Components", "Format", "P0", "P9",
           "Colour", "players")
ODD = ("\x00", "\x1b[2J", "\x7f", "\x85", "\u2028", "\u202e", "\ufeff", "#", "{", "}", "[",
       '"', "\\", ":", "\t", "\r", " ", "é", "💥", "\u00a0", "\u00b2", ",")


def _record(seed: int) -> str:
    game = vw.Game(players=2 + seed % 3, seed=seed)
    bot = vw.RandomBot(seed)
    for _ in range(40):
        if game.is_over():
            break
        game.play(bot.choose(game.state))
    return game.record.to_text()


TEXTS = [_record(s) for s in range(3)]
DATAS = [json.loads(vw.Record.parse(t).to_json()) for t in TEXTS]
COMPONENTS = json.loads(DATA_PATH.read_text(encoding="utf-8"))


def _mutate_text(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    kind = rng.randrange(10)
    if kind == 0 and lines:
        i = rng.randrange(len(lines))
        lines.insert(rng.randrange(len(lines) + 1), lines[i])
    elif kind == 1 and len(lines) > 1:
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == 2 and lines:
        del lines[rng.randrange(len(lines))]
    elif kind == 3:
        words = [rng.choice(WORDS) for _ in range(rng.randrange(1, 7))]
        lines.insert(rng.randrange(len(lines) + 1), " ".join(words))
    elif kind == 4:
        value = rng.choice(["3", "2", "9", "", "x" * 300, "{}", "[1]", "\u00b2", "9" * 5000,
                            json.dumps(COMPONENTS)[: rng.randrange(2000)]])
        lines.insert(rng.randrange(len(lines) + 1), f"{rng.choice(HEADERS)}: {value}")
    elif kind == 5:
        i = rng.randrange(len(text) + 1)
        return text[:i] + rng.choice(ODD) + text[i:]
    elif kind == 6:
        return text[: rng.randrange(len(text) + 1)]
    elif kind == 7 and lines:
        i = rng.randrange(len(lines))
        words = lines[i].split(" ")
        words[rng.randrange(len(words))] = rng.choice(WORDS + ODD)
        lines[i] = " ".join(words)
    elif kind == 8 and text:
        i = rng.randrange(len(text))
        return text[:i] + chr(rng.randrange(0x20, 0x250)) + text[i + 1:]
    else:
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(["", "   ", "# note", "\t#"]))
    return "\n".join(lines)


def _random_json(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.choice([0, 1, -1, 3, 2**40, 10**30, 1.5, 1e308])
    if kind in (3, 4, 5):
        return rng.choice(WORDS + ODD + ("", "P0 end"))
    if kind in (6, 7):
        return [_random_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["id", "points", "min", "max", "moves", "x"]): _random_json(rng, depth + 1)
            for _ in range(rng.randrange(4))}


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*path, i))
    return out


def _mutate_json(data: Any, rng: random.Random) -> Any:
    data = json.loads(json.dumps(data))
    paths = [p for p in _paths(data) if p]
    for _ in range(rng.randrange(1, 3)):
        path = rng.choice(paths)
        target = data
        try:
            for key in path[:-1]:
                target = target[key]
            if rng.random() < 0.2 and isinstance(target, dict):
                del target[path[-1]]
            elif rng.random() < 0.3 and isinstance(target, dict):
                target[path[-1] + rng.choice(["x", "_", "s"])] = target.pop(path[-1])
            else:
                target[path[-1]] = _random_json(rng)
        except (KeyError, IndexError, TypeError):
            pass
    return data


def _check_record(text: str) -> None:
    try:
        record = vw.Record.parse(text)
    except vw.RecordError as e:
        message = str(e)
        assert message.startswith("line ") and len(message) < 600, message[:600]
        return
    report = vw.validate(record)
    assert len(str(report)) < 600


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 2**32 - 1))
def test_mutated_records_are_read_or_refused_with_a_line(seed: int) -> None:
    rng = random.Random(seed)
    pick = rng.random()
    if pick < 0.5:
        text = rng.choice(TEXTS)
        for _ in range(rng.randrange(1, 4)):
            text = _mutate_text(text, rng)
    elif pick < 0.85:
        text = json.dumps(_mutate_json(rng.choice(DATAS), rng), ensure_ascii=rng.random() < .5)
    else:
        text = _mutate_text(vw.Record.parse(rng.choice(TEXTS)).to_json(), rng)
    _check_record(text)


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 2**32 - 1))
def test_mutated_data_files_load_or_are_refused_naming_the_field(seed: int) -> None:
    rng = random.Random(seed)
    raw = _mutate_json(COMPONENTS, rng)
    try:
        comps = vw.components_from_dict(raw)
    except vw.DataError as e:
        assert len(str(e)) < 400
        return
    try:
        options = vw.Options(players=2, components=comps)
    except vw.OptionsError:
        return
    game = vw.Game(options=options, seed=seed)
    bot = vw.RandomBot(seed)
    for _ in range(60):
        if game.is_over():
            break
        game.play(bot.choose(game.state))


@pytest.mark.parametrize("text", ["", "\ufeff", "{}", "[]", "null", "1", '"x"', "Players:",
                                  "Players: 2\nreveal", "\x00" * 10])
def test_tiny_inputs(text: str) -> None:
    _check_record(text)

"""What the commands share: the usage error, printing, and describing states and
scores."""

from __future__ import annotations

import argparse
import hashlib
import sys
from typing import NoReturn

from ..components import DEFAULT_COMPONENTS, DEFAULT_NAME, Components
from ..errors import OptionsError
from ..moves import CHANCE
from ..options import parse_ruling, parse_rulings, rulings_help
from ..rules.scoring import FinalScores
from ..state import GameState

__all__ = [
    "MAX_MOVES",
    "Usage",
    "UsageParser",
    "add_ruling_argument",
    "components_line",
    "derive_seed",
    "describe_scores",
    "describe_state",
    "out",
    "ruling_fields",
]


class Usage(Exception):
    """A wrong command line, reported in one line (exit status 2)."""


class UsageParser(argparse.ArgumentParser):
    """An argument parser whose errors are :class:`Usage`."""

    def error(self, message: str) -> NoReturn:
        """Raise :class:`Usage` with ``message`` and where to find help."""
        raise Usage(f"{message} (see '{self.prog} --help')")


def out(text: str) -> None:
    """Print ``text`` on standard output."""
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def describe_state(state: GameState) -> str:
    """A few lines describing a position."""
    c = state.options.components
    ids = c.cube_ids
    lines = [f"Round {state.round}; boat at {state.boat}; "
             + (f"over ({state.ended})" if state.ended else f"to act: {_actor(state.to_act)}")]
    lines.append("Bag: " + ", ".join(f"{n} {t}" for t, n in zip(ids, state.bag, strict=True)))
    lines.append("Islands: " + ", ".join(
        f"{i.id}={cube or '-'}" for i, cube in zip(c.river(state.river).islands,
                                                   state.islands, strict=True)))
    if state.drifting:
        lines.append("Adrift: " + ", ".join(f"{cube}@{pt}" for pt, cube in state.drifting))
    for i, p in enumerate(state.players):
        cubes = ", ".join(f"{n} {t}" for t, n in zip(ids, p.cubes, strict=True) if n) or "-"
        lines.append(f"P{i}: {p.silvos} silvos; cubes {cubes}; character "
                     f"{p.character or '-'}; fulfilled {', '.join(p.fulfilled) or '-'}")
    return "\n".join(lines)


def components_line(components: Components, path: str | None = None) -> str:
    """The line naming the component set a game is played with (VW1): the shipped set
    says that its boards and cards are invented."""
    if path is None and components == DEFAULT_COMPONENTS:
        return (f"Components: {DEFAULT_NAME} (invented boards and cards, not the printed "
                "game's; see the docs to enter the real ones)")
    name = components.name or "unnamed"
    return f"Components: {name}" + (f" (from {path})" if path else "")


def _actor(who: int) -> str:
    return "chance" if who == CHANCE else f"P{who}"


def describe_scores(scores: FinalScores) -> str:
    """The score lines, one per player."""
    return "\n".join(
        f"P{line.player}: {line.total} ("
        + ", ".join(f"{item} {points:+d}" for item, points in line.items) + ")"
        for line in scores.lines)


#: A safety net for a game that never ends.
MAX_MOVES = 50_000


def derive_seed(seed: int, purpose: str) -> int:
    """A seed for one purpose (``"chance"``, ``"bot 0"``) derived from ``--seed``.

    >>> derive_seed(1, "chance") == derive_seed(1, "chance") != derive_seed(1, "bot 0")
    True
    """
    digest = hashlib.sha256(f"vapor-willie/{seed}/{purpose}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def _ruling(text: str) -> str:
    try:
        parse_ruling(text)
    except OptionsError as e:
        raise argparse.ArgumentTypeError(str(e)) from None
    return text


def add_ruling_argument(parser: argparse.ArgumentParser) -> None:
    """Add ``--ruling NAME=VALUE`` (repeatable) to ``parser``: the readings of the rule
    sheet chosen away from the default (:func:`vapor_willie.options.parse_ruling`)."""
    parser.add_argument("--ruling", action="append", type=_ruling, default=[],
                        metavar="NAME=VALUE",
                        help="a reading of the rules (repeatable): " + rulings_help()
                        .replace("%", "%%"))


def ruling_fields(args: argparse.Namespace) -> dict[str, str]:
    """The :class:`~vapor_willie.Options` fields of the ``--ruling`` arguments."""
    try:
        return parse_rulings(getattr(args, "ruling", None) or [])
    except OptionsError as e:
        raise Usage(f"--ruling: {e}") from None

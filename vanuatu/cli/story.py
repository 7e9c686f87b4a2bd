"""``vanuatu replay FILE --narrate``: a record told as a story, move by move."""

from __future__ import annotations

import sys
from collections.abc import Iterator

from .. import IllegalMove, Record, new_game
from ..narration import narrate
from ..narration_events import Played
from ..narration_game import RoundStarted
from .common import out

__all__ = ["story_lines", "tell"]


def story_lines(record: Record, to: int | None = None) -> Iterator[str]:
    """The lines of the story of the first ``to`` moves of ``record`` (all by
    default); raises :class:`~vanuatu.IllegalMove` at an illegal move, after
    the lines of the moves before it."""
    moves = record.moves if to is None else record.moves[:to]
    yield "Round 1"
    for i, move, _, said in narrate(moves, new_game(record.options)):
        played = [e for e in said if isinstance(e, Played)]
        yield f"{i + 1:>5}. {played[0].move if played else move}"
        for event in said:
            if isinstance(event, RoundStarted):
                yield f"Round {event.round}"
            else:
                yield f"         {event.sentence}"


def tell(path: str, record: Record, to: int | None = None) -> int:
    """Print the story of ``record`` (read from ``path``); return the exit
    status: 1 when an illegal move stops the story (the refusal goes to
    standard error)."""
    names = ", ".join(f"P{p} {n}" for p, n in enumerate(record.headers.names) if n)
    variants = ", ".join(record.options.variant_words)
    out(f"{path}: {record.options.players} players" + (f" ({names})" if names else "")
        + (f" · {variants}" if variants else ""))
    told = 0
    try:
        for line in story_lines(record, to):
            out(line)
            told += line[:6].strip().endswith(".")
    except IllegalMove as e:
        print(f"{path}: the story stops at move {told + 1}, an illegal move: {e}",
              file=sys.stderr)
        return 1
    return 0

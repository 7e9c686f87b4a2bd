"""A game record as one offline web page (``vapor-willie view``): the board of every
position (:func:`vapor_willie.svg.board`), the move list, the narration of each move
(:mod:`vapor_willie.narration`) under the heading of its round, and the score at the
last position, in the game-independent page of :mod:`tabletop.page` (buttons,
slider, arrow keys, ``#move=N``), the same page as ``vanuatu view``'s.

A record with an illegal move is shown up to its last legal move, with the refusal.

>>> import vapor_willie as vw
>>> game = vw.Game(players=2, seed=1)
>>> html = page(game.record)
>>> html.startswith("<!DOCTYPE html>") and " src=" not in html
True
"""

from __future__ import annotations

import html

from tabletop.page import Frame
from tabletop.page import page as page_shell

from .narration import narrate
from .rules.engine import apply_unchecked, explain, new_game
from .rules.scoring import final_scores
from .state import GameState

__all__ = ["page"]


def _scores(state: GameState, names: tuple[str, ...]) -> str:
    scores = final_scores(state)
    items = [k for k, _ in scores.lines[0].items] if scores.lines else []
    head = "".join(f"<th>{html.escape(k)}</th>" for k in items)
    rows = []
    for line in scores.lines:
        name = names[line.player] if line.player < len(names) and names[line.player] else ""
        who = f"P{line.player}" + (f" ({html.escape(name)})" if name else "")
        star = " &#9733;" if line.player in scores.winners else ""
        cells = "".join(f"<td>{v:+d}</td>" for _, v in line.items)
        rows.append(f"<tr><td>{who}{star}</td>{cells}<td><b>{line.total}</b></td></tr>")
    return (f'<table id="scores"><tr><th>player</th>{head}'
            f'<th>total</th></tr>{"".join(rows)}</table>')


def page(record: object, player: int | None = None, title: str = "Vapor Willie") -> str:
    """The HTML page of ``record`` (a :class:`vapor_willie.Record`): every card face up,
    or, with ``player``, the game as that player saw it (VW12)."""
    options = record.options  # type: ignore[attr-defined]
    moves = record.moves  # type: ignore[attr-defined]
    names: tuple[str, ...] = tuple(getattr(record, "names", ()))
    if player is not None and not 0 <= player < options.players:
        shown = f"P{player}" if -(10**6) < player < 10**6 else "of a number that large"
        raise ValueError(f"page(): no player {shown} in a {options.players}-player game")
    from .svg import board

    state = new_game(options)
    frames = [Frame(board(state, player), "", ["The setup begins (VW2)."])]
    refused = ""
    for k, move in enumerate(moves, 1):
        why = explain(state, move)
        if why is not None:
            refused = f"Move {k} ({str(move)[:80]}) is illegal: {why.rule} {why.reason}"
            break
        after = apply_unchecked(state, move)
        group = "Setup" if state.current < 0 else f"Round {state.round}"
        frames.append(Frame(board(after, player), str(move),
                            narrate(state, move, after, player), group=group,
                            kind="chance" if move.player < 0 else ""))
        state = after
    seen = "every card face up" if player is None else f"as P{player} saw it"
    who = ", ".join(f"P{i} {n}" for i, n in enumerate(names) if n)
    subtitle = (f"{options.players} players, river {options.river}, boat {options.boat}; "
                f"{len(frames) - 1} moves; {seen}" + (f"; {who}" if who else ""))
    banner = f'<p id="refusal" role="alert">{html.escape(refused)}</p>' if refused else ""
    closing = (f"Final score ({state.ended})" if state.is_over
               else "Score if the game ended here")
    return page_shell(title, frames, subtitle=subtitle, banner=banner,
                      closing=_scores(state, names), closing_title=closing)

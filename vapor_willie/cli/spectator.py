"""The game as a spectator sees it (``vapor-willie view --public``) and the page of
``vapor-willie view``: every card face up, as one player saw it, or as the table sees
it, with every objective card not yet fulfilled face down (VW12).

A spectator sees no player's unfulfilled objective cards, no objective cards drawn and
not yet kept, nor the objective pile; the move list names neither the card a player
draws (``reveal objective``) nor the card kept (``keep``).

>>> import vapor_willie as vw
>>> game = vw.Game(players=2, seed=1)
>>> while game.state.current < 0:  # setup: keep the first card, take the first character
...     game.play(game.legal_moves()[0])
>>> seen = public_state(game.state)
>>> {card for p in seen.players for card in p.objectives}
{'hidden'}
>>> [public_label(m, None) for m in game.moves[5:8]]
['reveal objective', 'reveal objective', 'P0 keep']
>>> public_label(game.moves[7], 0)
'P0 keep O7'
"""

from __future__ import annotations

import html

import attrs

from tabletop.page import Frame
from tabletop.page import page as page_shell

from ..moves import ChanceMove, Keep, Move
from ..narration import narrate
from ..observe import HIDDEN
from ..rules.engine import apply_unchecked, explain, new_game
from ..rules.scoring import final_scores
from ..state import GameState
from ..svg import board

__all__ = ["public_label", "public_state", "score_table", "view_page"]


def score_table(state: GameState, names: tuple[str, ...]) -> str:
    """The HTML table of the VW11 score of ``state``, the winners starred."""
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


def _hide(cards: tuple[str, ...]) -> tuple[str, ...]:
    return (HIDDEN,) * len(cards)


def public_state(state: GameState) -> GameState:
    """``state`` as a spectator sees it: every player's unfulfilled objective cards and
    drawn cards (not the Rato's cubes), the objective pile and the undealt cards replaced
    by :data:`~vapor_willie.observe.HIDDEN` (VW12)."""
    players = tuple(attrs.evolve(p, objectives=_hide(p.objectives),
                                 hand=p.hand if state.hand_is_cubes(p) else _hide(p.hand))
                    for p in state.players)
    return attrs.evolve(state, players=players, objective_pile=_hide(state.objective_pile),
                        undealt=_hide(state.undealt))


def public_label(move: Move, viewer: int | None) -> str:
    """The notation of ``move`` in the move list of a page seen by ``viewer`` (``None``:
    a spectator): an objective card drawn or kept by another player is not named."""
    if isinstance(move, ChanceMove) and move.event == "objective":
        return "reveal objective"  # the card goes to a hand, face down (VW12)
    if isinstance(move, Keep) and viewer != move.player:
        return f"P{move.player} keep"
    return str(move)


def view_page(record: object, *, player: int | None = None, public: bool = False,
              title: str | None = None) -> str:
    """The HTML page of ``record`` (a :class:`vapor_willie.Record`): every card face up,
    the game as ``player`` saw it, or with ``public`` as a spectator saw it (VW12).
    ``title`` is the page's title (default ``"Vapor Willie"``)."""
    if public and player is not None:
        raise ValueError("view_page(): give public=True or player=, not both")
    options = record.options  # type: ignore[attr-defined]
    moves = record.moves  # type: ignore[attr-defined]
    names: tuple[str, ...] = tuple(getattr(record, "names", ()))
    seat = options.players if public else player  # a seat nobody holds sees no card

    def picture(state: GameState) -> str:
        return board(public_state(state)) if public else board(state, player)

    def label(move: Move) -> str:
        return str(move) if seat is None else public_label(move, seat)

    state = new_game(options)
    frames = [Frame(picture(state), "", ["The setup begins (VW2)."])]
    refused = ""
    for k, move in enumerate(moves, 1):
        why = explain(state, move)
        if why is not None:
            refused = f"Move {k} ({label(move)[:80]}) is illegal: {why.rule} {why.reason}"
            break
        after = apply_unchecked(state, move)
        group = "Setup" if state.current < 0 else f"Round {state.round}"
        frames.append(Frame(picture(after), label(move), narrate(state, move, after, seat),
                            group=group, kind="chance" if move.player < 0 else ""))
        state = after
    seen = ("as a spectator saw it" if public else
            "every card face up" if player is None else f"as P{player} saw it")
    who = ", ".join(f"P{i} {n}" for i, n in enumerate(names) if n)
    subtitle = (f"{options.players} players, river {options.river}, boat {options.boat}; "
                f"{len(frames) - 1} moves; {seen}" + (f"; {who}" if who else ""))
    banner = f'<p id="refusal" role="alert">{html.escape(refused)}</p>' if refused else ""
    closing = (f"Final score ({state.ended})" if state.is_over
               else "Score if the game ended here")
    return page_shell(title or "Vapor Willie", frames, subtitle=subtitle, banner=banner,
                      closing=score_table(state, names), closing_title=closing)

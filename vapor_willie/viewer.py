"""A game record as one offline web page (``vapor-willie view``): the board of every
position (:func:`vapor_willie.svg.board`), the move list, the narration of each move
(:mod:`vapor_willie.narration`) under the heading of its round, and the score at the
last position, in the game-independent page of :mod:`tabletop.page` (buttons,
slider, arrow keys, ``#move=N``), the same page as ``vanuatu view``'s.

The page shows every card face up, the game as one player saw it, or (``public``) as
the table saw it: every objective card not yet fulfilled face down, and the move list
naming neither the card a player draws (``reveal objective``) nor the card kept
(``keep``) (VW12). A record with an illegal move is shown up to its last legal move,
with the refusal.

At phone width (700 CSS pixels or less) the picture is shown as panels one above the
other, as ``vanuatu view`` shows its own: the river, the table (bag, characters, port
card) and each player; each is drawn with its smallest text at 12 CSS pixels at least,
and the river, wider than a phone, scrolls sideways with the boat in view
(``vapor_willie/static/viewer.js``).

>>> import vapor_willie as vw
>>> game = vw.Game(players=2, seed=1)
>>> html = page(game.record)
>>> html.startswith("<!DOCTYPE html>") and " src=" not in html
True
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
from tabletop.translation import check_language
from tabletop.web.assets import static_text

from .moves import ChanceMove, Keep, Move
from .names import name as piece_name
from .narration import narrate
from .observe import HIDDEN
from .rules.engine import apply_unchecked, explain, new_game
from .rules.scoring import final_scores
from .state import GameState
from .translation import N_, translate

__all__ = ["DEFAULT_TITLE", "PHONE_SCRIPT", "page", "public_label", "public_state",
           "score_table"]

_ = translate

#: The title of a page when none is given.
DEFAULT_TITLE = N_("Vapor Willie")

#: The script of the phone layout (``vapor_willie/static/viewer.js``; its function
#: ``vwStack`` builds the panels).
PHONE_SCRIPT = static_text("vapor_willie", "viewer.js")


def score_table(state: GameState, names: tuple[str, ...], lang: str = "en") -> str:
    """The HTML table of the VW11 score of ``state``, the winners starred, its headings
    in ``lang``."""
    scores = final_scores(state)
    items = [k for k, _points in scores.lines[0].items] if scores.lines else []
    head = "".join(f"<th>{html.escape(piece_name('score', k, lang))}</th>" for k in items)
    rows = []
    for line in scores.lines:
        name = names[line.player] if line.player < len(names) and names[line.player] else ""
        who = f"P{line.player}" + (f" ({html.escape(name)})" if name else "")
        star = " &#9733;" if line.player in scores.winners else ""
        cells = "".join(f"<td>{v:+d}</td>" for _item, v in line.items)
        rows.append(f"<tr><td>{who}{star}</td>{cells}<td><b>{line.total}</b></td></tr>")
    player, total = html.escape(_("Player", lang)), html.escape(_("Total", lang))
    return (f'<table id="scores"><tr><th>{player}</th>{head}'
            f'<th>{total}</th></tr>{"".join(rows)}</table>')


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


def page(record: object, player: int | None = None, title: str | None = None, *,
         public: bool = False, lang: str = "en") -> str:
    """The HTML page of ``record`` (a :class:`vapor_willie.Record`): every card face up,
    the game as ``player`` saw it, or with ``public`` as a spectator saw it (VW12).
    ``title`` is the page's title (default :data:`DEFAULT_TITLE`). The page's words and
    pictures are in ``lang`` (``"en"``, ``"pt"`` or ``"ja"``; the notation of the moves
    stays as it is)."""
    lang = check_language(lang)
    if public and player is not None:
        raise ValueError("page(): give public=True or player=, not both")
    options = record.options  # type: ignore[attr-defined]
    moves = record.moves  # type: ignore[attr-defined]
    names: tuple[str, ...] = tuple(getattr(record, "names", ()))
    if player is not None and not 0 <= player < options.players:
        shown = f"P{player}" if -(10**6) < player < 10**6 else "of a number that large"
        raise ValueError(f"page(): no player {shown} in a {options.players}-player game")
    from .svg import board

    seat = options.players if public else player  # a seat nobody holds sees no card

    def picture(state: GameState) -> str:
        return (board(public_state(state), lang=lang) if public
                else board(state, player, lang))

    def label(move: Move) -> str:
        return str(move) if seat is None else public_label(move, seat)

    state = new_game(options)
    frames = [Frame(picture(state), "", [_("The setup begins (VW2).", lang)])]
    refused = ""
    for k, move in enumerate(moves, 1):
        why = explain(state, move)
        if why is not None:
            refused = _("Move {n} ({move}) is illegal: {rule} {reason}", lang).format(
                n=k, move=label(move)[:80], rule=why.rule, reason=why.reason)
            break
        after = apply_unchecked(state, move)
        group = (_("Setup", lang) if state.current < 0
                 else _("Round {n}", lang).format(n=state.round))
        frames.append(Frame(picture(after), label(move), narrate(state, move, after, seat),
                            group=group, kind="chance" if move.player < 0 else ""))
        state = after
    seen = (_("as a spectator saw it", lang) if public else
            _("every card face up", lang) if player is None
            else _("as P{n} saw it", lang).format(n=player))
    who = ", ".join(f"P{i} {n}" for i, n in enumerate(names) if n)
    subtitle = _("{players} players, river {river}, boat {boat}; {count} moves; {seen}",
                 lang).format(players=options.players, river=options.river,
                              boat=options.boat, count=len(frames) - 1, seen=seen) + (
        f"; {who}" if who else "")
    banner = f'<p id="refusal" role="alert">{html.escape(refused)}</p>' if refused else ""
    closing = (_("Final score ({how})", lang).format(how=piece_name("ended", state.ended, lang))
               if state.is_over else _("Score if the game ended here", lang))
    return page_shell(title or _(DEFAULT_TITLE, lang), frames, subtitle=subtitle,
                      banner=banner, closing=score_table(state, names, lang),
                      closing_title=closing, script=PHONE_SCRIPT, stack="vwStack", lang=lang)

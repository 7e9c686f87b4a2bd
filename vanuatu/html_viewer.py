"""A game record as one self-contained web page (``vanuatu view``).

:func:`page` builds an HTML document that needs nothing but a browser: no
network, no scripts or styles from elsewhere. It holds the board of every
position (:func:`vanuatu.svg.board_fragments`, each piece stored once), the
move list, the narration of each move (:mod:`vanuatu.narration`) and the
final score table. Buttons, a slider and the arrow keys step through the
game; ``game.html#move=30`` opens the page at the position after move 30.

A record with an illegal move is shown up to its last legal move, with the
refusal above the board.

>>> import vanuatu
>>> game = vanuatu.Game(players=3, seed=1)
>>> html = page(game.record)
>>> html.startswith("<!DOCTYPE html>")
True
>>> " src=" in html or "<link" in html  # nothing is fetched from elsewhere
False
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence

from . import Record, ValidationReport, final_scores, new_game, validate
from .display import describe_scores
from .html_assets import SCRIPT, STYLE
from .narration import narrate
from .narration_events import Played, RoundStarted
from .narration_words import shown_notation
from .state import GameState
from .svg import board_fragments

__all__ = ["page", "position_data"]


def position_data(
    record: Record, *, public: bool = False, report: ValidationReport | None = None
) -> dict[str, object]:
    """The data of the page: the pieces of every board, and per position the
    pieces it is made of, the move that led to it and its sentences.

    ``public`` draws the public view (R9: rest tokens face down until Phase V)
    instead of showing every rest token the record names.
    """
    report = report if report is not None else validate(record)
    names: Sequence[str] = record.headers.names
    viewer = -1 if public else None
    pieces: dict[str, int] = {}
    positions: list[list[int]] = []
    moves: list[dict[str, object]] = []

    def picture(state: GameState, last: object) -> None:
        frags = board_fragments(state, last_move=last,  # type: ignore[arg-type]
                                names=names, reveal=not public)
        positions.append([pieces.setdefault(f, len(pieces)) for f in frags])

    state = new_game(record.options)
    picture(state, None)
    round_no = 1
    for i, move, after, said in narrate(record.moves[: report.moves_applied], state,
                                        player=viewer):
        played = [e for e in said if isinstance(e, Played)]
        moves.append({
            "n": i + 1,
            "text": played[0].move if played else shown_notation(move, viewer),
            "actor": "chance" if move.player < 0 else f"P{move.player}",
            "round": round_no,
            "said": [e.sentence for e in said],
        })
        round_no = next((e.round for e in said if isinstance(e, RoundStarted)), round_no)
        picture(after, move)
        state = after
    scores = ""
    if state.is_over:
        scores = describe_scores(final_scores(state), names, record.options.rising_waters)
    refusal = None if report.valid else report.summary()
    return {
        "pieces": list(pieces),
        "positions": positions,
        "moves": moves,
        "scores": scores,
        "refusal": refusal,
        "total": report.total_moves,
    }


def page(record: Record, *, title: str | None = None, public: bool = False,
         report: ValidationReport | None = None) -> str:
    """The HTML page of ``record`` (see the module's description)."""
    data = position_data(record, public=public, report=report)
    h = record.headers
    heading = title or (h.event if getattr(h, "event", None) else "Vanuatu game")
    players = ", ".join(
        f"P{p}" + (f" {n}" if n else "") for p, n in enumerate(
            list(h.names) + [""] * (record.options.players - len(h.names))))
    variants = ", ".join(record.options.variant_words) or "base game"
    blob = json.dumps(data, separators=(",", ":")).replace("</", "<\\/")
    refusal = data["refusal"]
    banner = (f'<p id="refusal" role="alert">This record stops at an illegal move; it is shown '
              f'up to its last legal move. {html.escape(str(refusal))}</p>' if refusal else "")
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(heading)}</title>
<style>{STYLE}</style></head>
<body>
<header><h1>{html.escape(heading)}</h1>
<p class="meta">{record.options.players} players: {html.escape(players)} · {variants}</p>
{banner}</header>
<main>
<section id="board-area"><div id="board" aria-live="polite"></div></section>
<aside>
<div id="controls">
<button id="first" title="first position (Home)">|◀</button>
<button id="prev" title="previous move (←)">◀</button>
<span id="counter">0</span>
<button id="next" title="next move (→)">▶</button>
<button id="last" title="last position (End)">▶|</button>
<input id="slider" type="range" min="0" value="0" aria-label="position">
</div>
<div id="current"><h2 id="move-title">Start</h2><ul id="said"></ul></div>
<ol id="moves"></ol>
<div id="scores-box"><h2>Final scores</h2><pre id="scores"></pre></div>
</aside>
</main>
<script id="game-data" type="application/json">{blob}</script>
<script>{SCRIPT}</script>
</body></html>
"""

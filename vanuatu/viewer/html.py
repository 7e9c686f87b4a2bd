"""A game record as one self-contained web page (``vanuatu view``).

:func:`page` builds an HTML document that needs nothing but a browser: no
network, no scripts or styles from elsewhere. It holds the board of every
position (:func:`vanuatu.svg.board_fragments`, each piece stored once), the
move list, the narration of each move (:mod:`vanuatu.narration`) and the
final score table. Buttons, a slider and the arrow keys step through the
game; ``game.html#move=30`` opens the page at the position after move 30.
The page itself (its markup, style sheet and script) is the game-independent
one of :mod:`tabletop.page`, which ``vapor-willie view`` uses too. At
phone width the picture becomes panels one above the other, each readable at
390 CSS px (:mod:`vanuatu.viewer.assets`, as on the pages of ``vanuatu
serve``): the header, the action board, the characters, the demand tiles, the
general supply and the player table as HTML, the archipelago as a map that
scrolls sideways; at other widths the picture's words are 12 CSS px at least.

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
from collections.abc import Sequence

import attrs

from tabletop.page import Frame, page_data
from tabletop.page import page as page_shell
from tabletop.web.seats import shown_names

from ..moves import Move, Rest
from ..narration import narrate
from ..narration.player_events import Played
from ..narration.table_events import RoundStarted
from ..narration.words import shown_notation
from ..records import Record, ValidationReport, validate
from ..rules.scoring import final_scores
from ..state import GameState
from ..svg import board_fragments
from ..text.display import describe_scores
from ..translation import N_, check_lang, translate
from ..web.words import script_words
from .assets import PANELS_SCRIPT, PANELS_STYLE

__all__ = ["page", "position_data"]

#: The variants (R10) by their short names, as the page's heading lists them.
_VARIANTS = {"two-player": N_("two-player"), "no-characters": N_("no-characters"),
             "rising-waters": N_("rising-waters")}


def position_data(
    record: Record, *, public: bool = False, report: ValidationReport | None = None,
    player: int | None = None, lang: str = "en",
) -> dict[str, object]:
    """The data of the page: the pieces of every board, and per position the
    pieces it is made of, the move that led to it and its sentences.

    ``public`` draws the public view (R9: rest tokens face down until Phase V)
    instead of showing every rest token the record names; ``player`` draws
    and tells the game as that player saw it; ``lang`` is the language of the
    headings of the move list and of the sentences of each move.
    """
    round_word = translate(N_("Round {number}"), lang)
    if public and player is not None:
        raise ValueError("position_data(): give public=True or player=, not both")
    report = report if report is not None else validate(record)
    names: Sequence[str] = shown_names(record.headers.names, lang)
    viewer = -1 if public else player
    frames: list[Frame] = []
    extra: list[tuple[str, int]] = []  # each move's actor and round

    def picture(state: GameState, last: object) -> tuple[str, ...]:
        return tuple(board_fragments(state, last_move=last,  # type: ignore[arg-type]
                                     names=names, reveal=not public and player is None,
                                     player=player, lang=lang))

    state = next(record.states(0))  # setup, or the record's Position header
    frames.append(Frame(picture(state, None), ""))
    round_no = max(state.round, 1)
    for _, move, after, said in narrate(record.moves[: report.moves_applied], state,
                                        player=viewer):
        played = [e for e in said if isinstance(e, Played)]
        actor = "chance" if move.player < 0 else f"P{move.player}"
        frames.append(Frame(picture(after, move),
                            _move_text(move, played, viewer, lang),
                            [e.say(lang) for e in said],
                            group=round_word.format(number=round_no),
                            kind="chance" if move.player < 0 else ""))
        extra.append((actor, round_no))
        round_no = next((e.round for e in said if isinstance(e, RoundStarted)), round_no)
        state = after
    data = page_data(frames)
    moves = data["moves"]
    assert isinstance(moves, list)
    for m, (actor, round_at) in zip(moves, extra, strict=True):
        m["actor"], m["round"] = actor, round_at
    scores, lines, defeat = "", [], False
    if state.is_over:
        final = final_scores(state)
        scores = describe_scores(final, names, record.options.rising_waters, lang)
        lines, defeat = [attrs.asdict(line) for line in final.lines], final.defeat
    refusal = None if report.valid else report.summary(lang)
    return {
        **data,
        "scores": scores,
        "score_lines": lines,
        "defeat": defeat,
        "refusal": refusal,
        "total": report.total_moves,
    }


def _move_text(move: Move, played: Sequence[Played], viewer: int | None, lang: str) -> str:
    """The line of ``move`` in the move list: its notation as ``viewer`` may see it,
    another player's rest token said face down in ``lang`` (R9)."""
    if isinstance(move, Rest) and viewer is not None and viewer != move.player:
        return translate(N_("P{player} rest (token face down)"), lang).format(
            player=move.player)
    return played[0].move if played else shown_notation(move, viewer)


_HEADS = ((N_("Player"), "player"), (N_("In play"), "pp_in_play"), (N_("Fish (R8.1)"), "fish"),
          (N_("First (R8.2)"), "first_player"), (N_("Vatus (R8.3)"), "vatus"),
          (N_("Treasures (R8.4)"), "treasures"), (N_("Huts (R8.5)"), "huts"),
          (N_("Water (R10.3)"), "water"), (N_("Total"), "total"), (N_("Rank"), "rank"))


def score_table(record: Record, data: dict[str, object], lang: str = "en") -> str:
    """The final scores (R8) as an HTML table in ``lang``, empty before the end."""
    lines = data["score_lines"]
    if not isinstance(lines, list) or not lines:
        return ""
    defeat = bool(data["defeat"])
    heads = [h for h in _HEADS if (h[1] != "water" or record.options.rising_waters)
             and (h[1] != "rank" or not defeat)]
    names = shown_names(record.headers.names, lang)
    rows = []
    for line in lines:
        cells = []
        for _, field in heads:
            value = line[field]
            if field == "player":
                who = f"P{value}" + (f" {names[value]}" if value < len(names) and names[value]
                                     else "")
                cells.append(f"<th>{html.escape(who)}</th>")
            else:
                cells.append(f"<td>{value}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    head = "".join(f"<th>{html.escape(translate(h, lang))}</th>" for h, _ in heads)
    note = translate(N_("Every player loses: three islands are submerged (R10.3).") if defeat
                     else N_("Total = In play + every R8 column. Fish: the fish tokens left "
                             "are sold at 1 Vatu per value, every full 10 Vatus make 5 PP "
                             "(R1.1c)."), lang)
    return (f'<table id="scores"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}'
            f'</tbody></table><p class="note">{html.escape(note)}</p>')


def page(record: Record, *, title: str | None = None, public: bool = False,
         report: ValidationReport | None = None, player: int | None = None,
         lang: str = "en") -> str:
    """The HTML page of ``record`` (see the module's description), its own words in
    ``lang``."""
    lang = check_lang(lang)
    data = position_data(record, public=public, report=report, player=player, lang=lang)
    h = record.headers
    heading = title or (h.event if getattr(h, "event", None) else
                        translate(N_("Vanuatu game"), lang))
    players = ", ".join(
        f"P{p}" + (f" {n}" if n else "") for p, n in enumerate(
            list(shown_names(h.names, lang)) + [""] * (record.options.players - len(h.names))))
    variants = ", ".join(translate(_VARIANTS.get(v, v), lang)
                         for v in record.options.variant_words) or translate(N_("base game"),
                                                                             lang)
    if player is not None:
        variants += " · " + translate(N_("as {player} saw it (R9)"), lang).format(
            player=f"P{player}")
    elif public:
        variants += " · " + translate(N_("public view (R9)"), lang)
    refusal = data["refusal"]
    stops = translate(N_("This record stops at an illegal move; it is shown up to its last "
                         "legal move."), lang)
    banner = (f'<p id="refusal" role="alert">{html.escape(stops)} '
              f'{html.escape(str(refusal))}</p>' if refusal else "")
    subtitle = translate(N_("{count} players: {players} · {variants}"), lang).format(
        count=record.options.players, players=players, variants=variants)
    return page_shell(heading, data, subtitle=subtitle, banner=banner,
                      closing=score_table(record, data, lang),
                      closing_title=translate(N_("Final scores (R8)"), lang),
                      style=PANELS_STYLE, script=PANELS_SCRIPT, stack="vanuatuPanels",
                      fit="vanuatuLegible", lang=lang, words=script_words(lang))

"""What ``GET /api/games/{id}`` answers a seat: :func:`state_json`, the fields of every
game with the game's own."""

from __future__ import annotations

from typing import Any

__all__ = ["state_json"]


def state_json(served: Any, player: int, lang: str = "en") -> dict[str, Any]:
    """The response of ``GET /api/games/{id}`` for ``player``'s seat: the fields of
    every game, the game's own (:meth:`~tabletop.web.game.WebGame.state`), the seat's
    ``view``, its ``legal_moves`` when it has any, and the ``scores`` after the end
    (``served`` is a :class:`~tabletop.web.store.ServedGame`), the seats' ``names`` as
    given and as a reader of ``lang`` sees them (``shown_names``:
    :func:`~tabletop.web.seats.shown_names`); the words of the game's
    methods that take a ``lang`` (move descriptions, ...) in ``lang``."""
    from .language import with_lang
    from .seats import shown_names

    rules, game = served.rules, served.game
    body: dict[str, Any] = {
        "id": served.id,
        "player": player,
        "players": len(served.seats),
        "seats": [{"player": s.player, "kind": s.kind} for s in served.seats],
        "names": list(rules.names(game)),
        "shown_names": list(shown_names(rules.names(game), lang)),
        "moves_played": served.moves_played,
        "version": served.version,
        "to_act": rules.to_act(game),
        "over": served.over,
    }
    body.update(rules.state(game, player))
    body["view"] = rules.observation(game, player)
    moves = with_lang(rules.legal_moves, lang)(game, player)
    if moves:
        body["legal_moves"] = moves
    if served.over:
        body["scores"] = rules.final_scores(game)
    return body

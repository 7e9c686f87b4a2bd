"""A game played on a seat's page of ``vanuatu serve`` in a browser (Playwright), the
way the browser tests of a newcomer share it: a game made through the API, a seat's
state read, waiting for the seat's turn, and a whole game clicked move by move by the
words the page shows (each move's :func:`vanuatu.describe_move` in the page's
language), with a look at the page at every move."""

from __future__ import annotations

import json
import random
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from served_browser import moves, new_game, wait_turn

__all__ = ["MOVE_BUTTONS", "moves", "new_game", "play_whole_game", "seat_state", "shot",
           "wait_turn"]

#: The moves a seat's page offers (the free actions aside).
MOVE_BUTTONS = ".group:not([data-group^='free']) button.move"


def seat_state(base: str, url: str) -> dict[str, Any]:
    """The state of the seat whose link is ``url``."""
    url = url if url.startswith("http") else base + url
    with urllib.request.urlopen(url.replace("/play/", "/api/games/")) as r:
        result: dict[str, Any] = json.load(r)
        return result


def shot(page: Any, folder: str | Path | None, name: str,
         selector: str | None = None) -> None:
    """A screenshot ``folder/name.png`` (none without a folder), ``selector`` scrolled
    into view first."""
    if folder:
        if selector:
            page.locator(selector).scroll_into_view_if_needed()
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


def play_whole_game(page: Any, seed: int, *, limit: int = 400,
                    look: Callable[[Any], None] | None = None) -> int:
    """Play the page's seat to the end, each move chosen at random (from ``seed``)
    among the words the page shows and clicked by them; ``look(page)`` at each turn
    of the seat and at the end. The number of moves played; every move has its own words,
    apart from its notation."""
    rng = random.Random(seed)
    played = 0
    buttons = page.locator(MOVE_BUTTONS)
    for _ in range(limit):
        turn = wait_turn(page)
        if look is not None:
            look(page)
        if turn == "over":
            break
        words = buttons.locator(".words").all_inner_texts()
        notations = buttons.locator(".notation").all_inner_texts()
        assert len(words) == len(notations) > 0  # every move has its words
        assert len(set(words)) == len(words)  # and no two moves the same words
        assert not set(words) & set(notations)
        choice = rng.choice(words)
        before = moves(page)
        buttons.nth(words.index(choice)).click()
        page.wait_for_function(f"Number(document.body.dataset.moves) > {before}",
                               timeout=60_000)
        played += 1
    return played

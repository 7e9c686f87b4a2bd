"""The action board and the phases for players: an entry per action space
(:func:`action_text`) and per phase of the game (:func:`phase_text`), keyed by
the action's or the phase's name, with the rule ids each rests on.

>>> from vanuatu import Action, Phase
>>> action_text(Action.FISH).title, action_text("fish").anchor
('Fish', 'action-fish')
>>> phase_text(Phase.PLANNING).see
('R4.1', 'R4.2', 'R4.3')
>>> phase_text(Phase.OVER).id
'scoring'
"""

from __future__ import annotations

from tabletop.one_line import shown

from ..components import Action
from ..state import Phase
from .texts import Passage, RuleText, UnknownEntryError, anchor
from .translation import N_, translate

__all__ = ["ACTION_TEXTS", "PHASE_IDS", "PHASE_TEXTS", "action_text", "phase_text"]

#: The action spaces for players, in board order (R4.1).
ACTION_TEXTS: dict[str, Passage] = {p.key: p for p in (
    Passage("sail", N_("Sail"), N_(
        "Move your boat over the sea, one step per Vatu, up to three steps. Where your boat "
        "stands decides everything else: on a tile to fish or explore, next to an island to "
        "use it. The Navigator sails for free."), ("R6.1",)),
    Passage("build", N_("Build"), N_(
        "Put a hut on an island next to your boat for 3 Vatus (1 for the Builder). A hut is "
        "where you sell your fish, earns you money whenever a tourist comes to its island, "
        "and scores 2 PP per tourist there at the end."), ("R6.2",)),
    Passage("explore", N_("Explore"), N_(
        "Dive into the wreck under your boat for a treasure token; the first dives into a "
        "wreck bring the best treasure. Keep it for 2 PP per point at the end or sell it for "
        "Vatus whenever money is short. The Diver also gains its value in Vatus."),
        ("R6.3", "R7.1")),
    Passage("fish", N_("Fish"), N_(
        "Catch a fish token on the ocean tile under your boat; the first catches on a tile "
        "are worth the most. A fish becomes money only when you sell it. The Fisherman also "
        "scores its value in PP."), ("R6.4",)),
    Passage("sell", N_("Sell"), N_(
        "Sell your fish next to an island where you have a hut, for their value times the "
        "fish price. Each sale lowers the price for the rest of the round, so selling early "
        "pays. The Vendor needs no hut."), ("R6.5",)),
    Passage("buy", N_("Buy"), N_(
        "Buy one goods cube from an island next to your boat and ship it to the highest ship "
        "that wants it, for points; a cube no ship wants is lost. The Buyer ships a second "
        "one for free."), ("R6.6",)),
    Passage("draw", N_("Draw"), N_(
        "Make a sand drawing on an island next to your boat for 3 PP at once (5 for the "
        "Artist). Drawings also make the island pay the Guide."), ("R6.7",)),
    Passage("transport", N_("Transport"), N_(
        "Bring a waiting tourist to an island next to your boat and take 1 Vatu per hut "
        "there, yours or not. The tourist stays, and at the end every hut on that island "
        "scores for it. The Guide also scores 2 PP per drawing there."), ("R6.8",)),
    Passage("rest", N_("Rest"), N_(
        "Pick one of the face-down rest tokens still available and keep it secret; it pays at "
        "the end of the round, and one of them makes you First Player. One per round."),
        ("R6.9", "R5.9", "R12.1")),
)}

#: The phases for players, in the order of play, then Rising Waters.
PHASE_TEXTS: dict[str, Passage] = {p.key: p for p in (
    Passage("setup", N_("Setting up"), N_(
        "Lay the start tiles around the start island, stack the other tiles, turn up three "
        "ships and a tourist tile, give everyone 3 Vatus and put every boat on the empty "
        "start tile. A random player becomes First Player."), ("R2",)),
    Passage("preparation", N_("Phase I: preparing the round"), N_(
        "From round 2 on, a round begins with upkeep: new tourists arrive, full ships leave "
        "and new ones come, empty islands grow goods again and the fish price goes back to 3. "
        "Then, in rounds 2 to 7, the First Player places the two tiles from the volcano and "
        "two more are turned up."),
        ("R3.1", "R3.2", "R3.3", "R3.4", "R3.5", "R3.6", "R3.7")),
    Passage("neutral", N_("Two players: neutral markers"), N_(
        "With two players, before the characters are chosen, the First Player places 2 "
        "neutral markers on the action board and the other player 3. They stay all round "
        "and make every space harder to win."), ("R10.1",)),
    Passage("characters", N_("Phase II: choosing characters"), N_(
        "In turn order everyone takes a character and hands back last round's; nobody keeps "
        "the same one two rounds running. Its bonus is yours for this round only."),
        ("R3.8", "R3.9", "R1.8")),
    Passage("planning", N_("Phase III: planning"), N_(
        "Place your five markers on the action board in three passes: two, two, then one. "
        "Plan only what you could really do this round, and remember that on each space "
        "only the player with the most markers gets to act."), ("R4.1", "R4.2", "R4.3")),
    Passage("actions", N_("Phase IV: performing actions"), N_(
        "In turn order each player resolves one space where they hold the majority, "
        "performing its action if they can and taking the markers back. Without any "
        "majority you just take back one stack. Play goes round until every marker is back."),
        ("R5.1", "R5.2", "R5.3", "R5.4", "R5.7", "R5.8")),
    Passage("rest", N_("Phase V: rest bonuses"), N_(
        "Players who took a rest token show it and collect its bonus. Whoever took the First "
        "Player token starts every phase from the next round on."), ("R5.9",)),
    Passage("scoring", N_("End of the game and scoring"), N_(
        "After eight rounds, sell your last fish at 1 Vatu per point, then score 3 PP as "
        "First Player, 1 PP per 3 Vatus left, 2 PP per point of treasure kept and, for each "
        "of your huts, 2 PP per tourist on its island. The most points wins."),
        ("R8", "R8.1", "R8.2", "R8.3", "R8.4", "R8.5")),
    Passage("rising-waters", N_("Rising Waters"), N_(
        "In this mini-expansion the sea rises in rounds 2, 4, 6 and 8 after a number of "
        "actions that a die decides, and each island takes water on every side left open to "
        "the ocean. Build dikes to close them: an island with 5 water sinks with its huts, "
        "three sunken islands mean that everyone loses, and wet huts cost points at the "
        "end."), ("R10.3", "R12.7", "R12.13")),
)}

#: The phase keys, in the order of :data:`PHASE_TEXTS`.
PHASE_IDS: tuple[str, ...] = tuple(PHASE_TEXTS)

#: The entry of each :class:`~vanuatu.Phase` of a game state.
_OF_PHASE: dict[Phase, str] = {
    Phase.SETUP: "setup", Phase.PREPARATION: "preparation", Phase.NEUTRAL: "neutral",
    Phase.CHARACTERS: "characters", Phase.PLANNING: "planning", Phase.ACTIONS: "actions",
    Phase.REST: "rest", Phase.OVER: "scoring",
}


def _entry(found: Passage, kind: str, lang: str) -> RuleText:
    return RuleText(
        found.key, translate(found.title, lang), translate(found.text, lang),
        anchor(found.key, kind), found.see,
    )


def action_text(action: Action | str, lang: str = "en") -> RuleText:
    """The action space ``action`` (an :class:`~vanuatu.Action` or its name,
    ``"sail"``) for a player, in ``lang``."""
    key = action.word if isinstance(action, Action) else action
    found = ACTION_TEXTS.get(key) if isinstance(key, str) else None
    if found is None:
        raise UnknownEntryError(
            f"no action {shown(action)} on the action board (actions: "
            f"{', '.join(ACTION_TEXTS)})"
        )
    return _entry(found, "action", lang)


def phase_text(phase: Phase | str, lang: str = "en") -> RuleText:
    """The phase ``phase`` (a :class:`~vanuatu.Phase` of a game state, or one of
    :data:`PHASE_IDS`: ``"planning"``, ``"rising-waters"``...) for a player, in
    ``lang``; ``Phase.OVER`` reads the scoring."""
    key = _OF_PHASE[phase] if isinstance(phase, Phase) else phase
    found = PHASE_TEXTS.get(key) if isinstance(key, str) else None
    if found is None:
        raise UnknownEntryError(f"no phase {shown(phase)} (phases: {', '.join(PHASE_IDS)})")
    return _entry(found, "phase", lang)

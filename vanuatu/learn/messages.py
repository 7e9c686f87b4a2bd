"""The words of the lesson: whole English source messages, marked with ``N_`` for
extraction and translated by :func:`vanuatu.translation.translate` when a step is
shown; their ``{names}`` are filled after translation."""

from __future__ import annotations

from ..translation import N_

__all__ = [
    "DO", "DONE", "ILLEGAL", "INTRO_ROUND", "INTRO_SETUP", "MESSAGES", "NOT_FREE", "NOT_THIS",
    "NOT_YOURS", "OFF_LESSON", "SCORE_LINE", "WHY",
]

#: The first step's introduction: the setup (R2) and how the lesson works.
INTRO_SETUP = N_(
    "This is a real three-player game from a fixed setup (R2): you are P0, the two "
    "others are bots. A game has eight rounds of five phases (R3): preparation, "
    "characters, planning, actions and rest bonuses. Each step tells you what to do "
    "and why; the buttons list every move you may make, and the lesson explains any "
    "other choice.")
#: The introduction of a step that opens a new round (R5.9, R3.1-R3.7).
INTRO_ROUND = N_(
    "Round {round} begins. At the end of the last round each player who rested "
    "revealed their token and gained its bonus (R5.9); then the round was prepared "
    "(R3.1-R3.7): new tourists wait, filled demand tiles left, empty islands were "
    "refilled and the fish price went back to 3.")

#: What to do, by the kind of step.
DO = {
    "character": N_("Take the {character}."),
    "plan": N_("Plan {actions}."),
    "perform": N_("Perform {action}: {move}."),
    "retrieve": N_("Take back your markers from {action}: {move}."),
    "place": N_("Place the tile: {move}."),
    "scoring": N_("The game is over: read the final scores."),
}

#: Why, by the kind of step.
WHY = {
    "character": N_(
        "Phase II (R3.8): in turn order each player takes one character, and may not "
        "take the one they held last round. Its bonus works once, this round (R3.9). "
        "The {character}: {bonus}"),
    "plan": N_(
        "Phase III (R4.2): in three passes you put 2, then 2, then 1 marker on the nine "
        "action spaces (R4.1). You may plan only an action you could perform this round "
        "(R4.3), so only plannable plans are offered. The lesson plans {actions} "
        "because it performs them this round: {reasons}"),
    "perform": N_(
        "Phase IV (R5.3): on your turn you choose a space where you hold the majority "
        "(R5.1), perform its action and take your markers back. {action}: {rule}"),
    "retrieve": N_(
        "Phase IV: with no majority you take back one stack without effect (R5.4), and a "
        "majority whose action is impossible now is taken back without effect too "
        "(R5.3). A player with markers can never pass (R5.2)."),
    "place": N_(
        "Round preparation (R3.6): the First Player places the two upcoming tiles, one "
        "at a time, on an empty space next to at least two placed tiles; an island may "
        "not touch another island, and an ocean tile must touch an island. You are "
        "First Player because you took the 'first' rest token (R5.9)."),
    "scoring": N_(
        "You played rounds 1 to {rounds} and performed all nine actions; the bots "
        "played the rest of the game. At the end (R8) each fish token is sold for 1 Vatu "
        "per value, the First Player scores 3 PP, every 3 Vatus left score 1 PP, each "
        "treasure point 2 PP and each hut 2 PP per tourist on its island. {lines}"),
}

#: One player's final score line (R8).
SCORE_LINE = N_(
    "{name}: {total} PP, place {rank} ({pp} PP in play, {first} for First Player, "
    "{vatus} for Vatus, {treasures} for treasures, {huts} for huts).")

#: Why another legal move is not the lesson's, by the kind of step.
NOT_THIS = {
    "character": N_(
        "You may take that character, but this lesson takes the {character}: its bonus "
        "is used later this round."),
    "plan": N_(
        "That plan is allowed (R4.3), but this lesson plans {actions}: the steps that "
        "follow perform them."),
    "perform": N_(
        "You may do that now, but this lesson performs {action} here; your other stacks "
        "come later."),
    "retrieve": N_(
        "You may do that, but this lesson takes back its markers from {action} now."),
    "place": N_(
        "That placement is allowed (R3.6), but this lesson places the tile as it says, "
        "so that the game goes on as the lesson expects."),
    "scoring": N_("The game is over: there is no move left to make."),
}

#: A free action (R7) the lesson does not use.
NOT_FREE = N_("A free action (R7) is allowed at any time, but this lesson does not use one "
              "now.")
#: A move that is not the learner's.
NOT_YOURS = N_("In this lesson you play P0 only.")
#: A move refused by the rules (its reason from :func:`vanuatu.explain`).
ILLEGAL = N_("That move is not allowed: {reason} ({rule}: {title}).")
#: A position that is not a step of the lesson.
OFF_LESSON = N_("This position is not a step of the lesson.")
#: The last step's heading.
DONE = N_("You have finished the lesson.")

#: Every message of the lesson.
MESSAGES: tuple[str, ...] = (
    INTRO_SETUP, INTRO_ROUND, *DO.values(), *WHY.values(), SCORE_LINE, *NOT_THIS.values(),
    NOT_FREE, NOT_YOURS, ILLEGAL, OFF_LESSON, DONE,
)

"""The English patterns of the reasons the rules give (:mod:`vapor_willie.rules`), each
with the source message that says it again in a player's language
(:func:`vapor_willie.narration.refusals.refusal_reason`).

Each entry is the reason as a regular expression, its variable parts named groups,
and the message (marked for the catalogs) whose placeholders are those groups. A group
named ``why`` is another reason of this table, one named ``step`` the kind of a pending
step (:data:`STEPS`); any other group is kept as it is
(points, islands, ports, cards, cubes, players, numbers, the notation expected).
"""

from __future__ import annotations

from ..translation import N_

__all__ = ["PATTERNS", "STEPS"]

_P = r"(?P<player>P\d+)"
_Q = r"(?P<other>P\d+)"
_X = r"(?P<thing>'[^']*'|\"[^\"]*\")"

#: The kinds of the steps a move may leave pending (:mod:`vapor_willie.rules.steps`).
STEPS: dict[str, str] = {
    "keep": N_("keep a card"), "character": N_("take a character"),
    "overflow": N_("cube overflow"), "face": N_("face point"), "return": N_("return a cube"),
    "choice": N_("port choice"), "drift": N_("drift icon"),
    "port-character": N_("port character"), "moves": N_("extra moves"),
    "offer": N_("offer"), "answer": N_("answer"),
}

PATTERNS: tuple[tuple[str, str], ...] = (
    # -- whose move it is (VW1, VW3, VW10, VW12)
    (r"the game is over", N_("the game is over")),
    (rf"no draw is pending; {_P} is to act", N_("no draw is pending; {player} is to act")),
    (r"no player (?P<shown>\S+) in a (?P<n>\d+)-player game",
     N_("no player {shown} in a {n}-player game")),
    (r"a draw is pending", N_("a draw is pending")),
    (rf"{_P} must first resolve the pending (?P<step>\S+) step",
     N_("{player} must first resolve the pending {step} step")),
    (rf"it is {_P}'s turn, not {_Q}'s", N_("it is {player}'s turn, not {other}'s")),
    (r"the pending draw is a (?P<event>\S+) draw \((?P<kind>\S+)\), not a (?P<other>\S+)",
     N_("the pending draw is a {event} draw ({kind}), not a {other}")),
    (rf"{_X} is not in the bag", N_("{thing} is not in the bag")),
    (rf"{_X} is not in the pile", N_("{thing} is not in the pile")),
    (rf"{_X} is not unseen", N_("{thing} is not among the unseen cards")),
    (rf"{_X} is not in the game", N_("{thing} is not in the game")),
    # -- pending steps (VW2, VW3.5, VW5, VW7, VW8)
    (r"a (?P<step>\S+) step is pending \((?P<rule>VW[\d.]+)\): expected (?P<usage>.+)",
     N_("a {step} step is pending ({rule}): expected {usage}")),
    (rf"{_X} is not among the cards drawn \((?P<cards>[^)]*)\)",
     N_("{thing} is not among the cards drawn ({cards})")),
    (rf"no character {_X}", N_("no character {thing}")),
    (rf"{_P} already holds the (?P<character>\S+)",
     N_("{player} already holds the {character}")),
    (r"the (?P<character>\S+) is not on the table", N_("the {character} is not on the table")),
    (r"the drift icon needs 'silvos' or 'moves'", N_("the drift icon needs 'silvos' or 'moves'")),
    (r"a cube that does not fit gains nothing", N_("a cube that does not fit gains nothing")),
    (rf"unknown gain {_X}", N_("unknown gain {thing}")),
    (rf"{_P} holds no {_X} cube", N_("{player} holds no {thing} cube")),
    (rf"point {_X} is not linked to the boat's point (?P<boat>\S+)",
     N_("point {thing} is not linked to the boat's point {boat}")),
    (rf"{_X} is neither among the cubes drawn \((?P<cubes>[^)]*)\) nor on {_P}'s boat card",
     N_("{thing} is neither among the cubes drawn ({cubes}) nor on {player}'s boat card")),
    (rf"{_X} is not among the cubes drawn \((?P<cubes>[^)]*)\)",
     N_("{thing} is not among the cubes drawn ({cubes})")),
    (rf"unknown option {_X} \(move, silvos\)", N_("unknown option {thing} (move, silvos)")),
    (rf"{_P} is not another player of the game", N_("{player} is not another player of the game")),
    (r"a forced exchange is one cube for one cube",
     N_("a forced exchange is one cube for one cube")),
    (rf"{_P} does not hold {_X}", N_("{player} does not hold {thing}")),
    (r"an extra move is not an ability", N_("an extra move is not an ability")),
    # -- negotiation (VW8.3)
    (r"an offer of nothing for nothing exchanges nothing",
     N_("an offer of nothing for nothing exchanges nothing")),
    (r"the offer cannot be honoured: (?P<why>.+)", N_("the offer cannot be honoured: {why}")),
    (rf"{_P} has (?P<held>\d+) silvos, not (?P<need>\d+)",
     N_("{player} has {held} silvos, not {need}")),
    (rf"no cube type {_X}", N_("no cube type {thing}")),
    (rf"{_P} holds (?P<held>\d+) (?P<cube>\S+), not (?P<need>\d+)",
     N_("{player} holds {held} {cube}, not {need}")),
    (rf"{_P} would have (?P<after>\d+) silvos, past the top of the track \((?P<top>\d+)\), "
     rf"and silvos past it are lost \(VW6\.1\): {_Q} has room for (?P<room>\d+) more",
     N_("{player} would have {after} silvos, past the top of the track ({top}), and silvos "
        "past it are lost (VW6.1): {other} has room for {room} more")),
    (rf"{_P} has made the (?P<n>\d+) offers a player may make while a port card is open "
     r"\('pass', or answer 'accept' or 'decline'\)",
     N_("{player} has made the {n} offers a player may make while a port card is open "
        "('pass', or answer 'accept' or 'decline')")),
    # -- abilities and the actions of a turn (VW3, VW4, VW6, VW7, VW9)
    (rf"unknown ability {_X}", N_("unknown ability {thing}")),
    (rf"{_P} does not hold the (?P<character>\S+)", N_("{player} does not hold the {character}")),
    (r"the parrot repeats the last action of the turn \((?P<last>[^)]*)\), not (?P<kind>\S+)",
     N_("the parrot repeats the last action of the turn ({last}), not {kind}")),
    (r"the captain takes objective cards or docks, not (?P<kind>\S+)",
     N_("the captain takes objective cards or docks, not {kind}")),
    (r"two actions were already taken this turn", N_("two actions were already taken this turn")),
    (r"the two actions of a turn must be different \((?P<kind>\S+) was taken\)",
     N_("the two actions of a turn must be different ({kind} was taken)")),
    (rf"a second move costs a silvo and {_P} has none",
     N_("a second move costs a silvo and {player} has none")),
    (r"the second move may not go back to (?P<point>\S+), where the first move began",
     N_("the second move may not go back to {point}, where the first move began")),
    (rf"no island {_X}", N_("no island {thing}")),
    (r"island (?P<island>\S+) is not linked to the boat's point (?P<boat>\S+)",
     N_("island {island} is not linked to the boat's point {boat}")),
    (r"island (?P<island>\S+) has no cube", N_("island {island} has no cube")),
    (rf"no port {_X}", N_("no port {thing}")),
    (r"port (?P<port>\S+) is not linked to the boat's point (?P<boat>\S+)",
     N_("port {port} is not linked to the boat's point {boat}")),
    (rf"docking costs a silvo and {_P} has none",
     N_("docking costs a silvo and {player} has none")),
    (rf"{_P} has already placed their extension board",
     N_("{player} has already placed their extension board")),
    (rf"{_X} is not a mouth of the river board", N_("{thing} is not a mouth of the river board")),
    (r"mouth (?P<mouth>\S+) already has an extension board",
     N_("mouth {mouth} already has an extension board")),
    (r"the objective pile is empty", N_("the objective pile is empty")),
    (rf"{_P} has not fulfilled their objective \((?P<cards>[^)]*)\)",
     N_("{player} has not fulfilled their objective ({cards})")),
    (rf"{_P} holds no unfulfilled objective card {_X}",
     N_("{player} holds no unfulfilled objective card {thing}")),
    (rf"objective (?P<card>\S+) needs (?P<n>\d+) (?P<cube>\S+) and {_P} has (?P<held>\d+)",
     N_("objective {card} needs {n} {cube} and {player} has {held}")),
    (r"the bag is empty", N_("the bag is empty")),
    (rf"{_X} is not another point of the river in play",
     N_("{thing} is not another point of the river in play")),
    (r"nothing is pending: a (?P<kind>\S+) move is not possible",
     N_("nothing is pending: a {kind} move is not possible")),
)

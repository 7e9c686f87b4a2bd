"""The English patterns of the reasons the rules give (:mod:`vanuatu.rules`), each
with the source message that says it again in a player's language
(:func:`vanuatu.describe.refusals.refusal_reason`).

Each entry is the reason as a regular expression, its variable parts named groups,
and the message (marked for the catalogs) whose placeholders are those groups. A
group is said in the player's language by its name: ``action`` (and ``source``,
``target``) an action space's id (``fish``), ``actions`` a list of them, ``character``
a character's id, ``good`` a good, ``phase`` a phase of the round, ``why`` another
reason of this table; any other group is kept as it is (spaces, tiles, numbers,
players).
"""

from __future__ import annotations

from ..translation import N_

__all__ = ["PATTERNS", "PHASES"]

_P = r"(?P<player>P\d+)"
_CHARACTER = r"(?P<character>[a-z]+|no character|without character)"

#: The phases of a round as the reasons name them (:attr:`vanuatu.Phase.word`).
PHASES = {
    "setup": N_("setup"), "preparation": N_("preparation"), "neutral": N_("neutral markers"),
    "characters": N_("characters"), "planning": N_("planning"), "actions": N_("actions"),
    "rest": N_("rest bonuses"), "over": N_("end of the game"),
}

PATTERNS: tuple[tuple[str, str], ...] = (
    # -- the actions (R6) and where they are performed
    (r"no hut left", N_("no hut left")),
    (r"a hut costs (?P<cost>\d+) Vatus, only (?P<held>\d+) held",
     N_("a hut costs {cost} Vatus, only {held} held")),
    (r"no island with a free hut slot next to the boat",
     N_("no island with a free hut slot next to the boat")),
    (r"dikes are built only with Rising Waters", N_("dikes are built only with Rising Waters")),
    (r"no side (?P<island>\S+) (?P<side>\S+) on the board",
     N_("no side {island} {side} on the board")),
    (r"all (?P<count>\d+) dikes are built", N_("all {count} dikes are built")),
    (r"(?P<island>\S+) is submerged and can no longer be used",
     N_("{island} is submerged and can no longer be used")),
    (r"a dike goes on an island next to the boat; (?P<island>\S+) is not",
     N_("a dike goes on an island next to the boat; {island} is not")),
    (r"the side of (?P<island>\S+) towards (?P<side>\S+) touches no ocean tile or has a dike",
     N_("the side of {island} towards {side} touches no ocean tile or has a dike")),
    (r"a dike costs (?P<cost>\d+) Vatu, only (?P<held>\d+) held",
     N_("a dike costs {cost} Vatu, only {held} held")),
    (r"not a way to perform (?P<action>\w+) now", N_("not a way to perform {action} now")),
    (r"no free hut slot on (?P<island>\S+)", N_("no free hut slot on {island}")),
    (r"no cube next to the boat costs (?P<held>\d+) Vatus or less",
     N_("no cube next to the boat costs {held} Vatus or less")),
    (r"(?P<good>kava|copra|beef) costs (?P<cost>\d+) Vatus, only (?P<held>\d+) held",
     N_("{good} costs {cost} Vatus, only {held} held")),
    (r"no goods cube on an island next to the boat",
     N_("no goods cube on an island next to the boat")),
    (r"no good (?P<name>.+)", N_("no good {name}")),
    (r"no (?P<good>kava|copra|beef) cube on (?P<island>\S+)",
     N_("no {good} cube on {island}")),
    (r"no island with a free drawing slot next to the boat",
     N_("no island with a free drawing slot next to the boat")),
    (r"no free drawing slot on (?P<island>\S+)", N_("no free drawing slot on {island}")),
    (r"no treasure marker where the boat is", N_("no treasure marker where the boat is")),
    (r"no fish marker where the boat is", N_("no fish marker where the boat is")),
    (r"no space (?P<space>.+) on the board", N_("no space {space} on the board")),
    (r"(?P<island>\S+) is not an island", N_("{island} is not an island")),
    (r"island actions need the boat adjacent to the island; (?P<island>\S+) is not",
     N_("island actions need the boat adjacent to the island; {island} is not")),
    (r"no rest token is available", N_("no rest token is available")),
    (r"the rest token (?P<token>.+) is not available",
     N_("the rest token {token} is not available")),
    (_P + r" already keeps a rest token this round",
     N_("{player} already keeps a rest token this round")),
    (r"no ocean tile to sail to", N_("no ocean tile to sail to")),
    (r"(?P<space>\S+) cannot be reached in exactly (?P<steps>\d+) steps over ocean tiles",
     N_("{space} cannot be reached in exactly {steps} steps over ocean tiles")),
    (r"no Vatu to pay for one step", N_("no Vatu to pay for one step")),
    (r"a sail is 1 to (?P<most>\d+) steps, not (?P<steps>-?\d+)",
     N_("a sail is 1 to {most} steps, not {steps}")),
    (r"cannot pay (?P<cost>\d+) Vatus with (?P<held>\d+)",
     N_("cannot pay {cost} Vatus with {held}")),
    (r"a boat may not end a sail on the other boat's tile",
     N_("a boat may not end a sail on the other boat's tile")),
    (r"no island with one of the player's huts next to the boat",
     N_("no island with one of the player's huts next to the boat")),
    (r"no fish token to sell", N_("no fish token to sell")),
    (r"choose at least one fish token", N_("choose at least one fish token")),
    (_P + r" holds no \(further\) fish token of value (?P<value>-?\d+)",
     N_("{player} holds no (further) fish token of value {value}")),
    (r"no island with room for a tourist next to the boat",
     N_("no island with room for a tourist next to the boat")),
    (r"no room for a tourist on (?P<island>\S+)", N_("no room for a tourist on {island}")),
    (r"no tourist waits this round", N_("no tourist waits this round")),
    # -- bonuses (R1.8, R12.2)
    (_P + r" \(" + _CHARACTER + r"\) has no unused bonus for (?P<action>\w+)",
     N_("{player} ({character}) has no unused bonus for {action}")),
    (r"the (?P<character>[a-z]+)'s bonus would change nothing in this (?P<action>\w+) "
     r"\((?P<rule>R[\d.]+)\): a bonus is declared only where it changes the action "
     r"\(R12\.2\); play (?P<move>.+)",
     N_("the {character}'s bonus would change nothing in this {action} ({rule}): a bonus "
        "is declared only where it changes the action (R12.2); play {move}")),
    # -- chance (R2, R3)
    (r"no chance event is pending", N_("no chance event is pending")),
    (r"(?P<event>\w+) (?P<outcome>.+?) is not a possible outcome \(possible now: (?P<shown>.*)\)",
     N_("{event} {outcome} is not a possible outcome (possible now: {shown})")),
    (r"(?P<event>\w+) (?P<outcome>.+?) was already revealed \(possible now: (?P<shown>.*)\)",
     N_("{event} {outcome} was already revealed (possible now: {shown})")),
    (r"the pending chance event is (?P<pending>.+), not (?P<event>.+)",
     N_("the pending chance event is {pending}, not {event}")),
    # -- characters (R3.8)
    (r"no character (?P<name>.+)", N_("no character {name}")),
    (r"(?P<character>[a-z]+) was held last round and cannot be taken again",
     N_("{character} was held last round and cannot be taken again")),
    (r"(?P<character>[a-z]+) is not among the characters offered this round",
     N_("{character} is not among the characters offered this round")),
    (r"(?P<character>[a-z]+) is held by another player",
     N_("{character} is held by another player")),
    # -- turns and phases (R3, R5)
    (r"a (?P<kind>\w+) move is not possible in the (?P<phase>\w+) phase",
     N_("a {kind} move is not possible in the {phase} phase")),
    (r"the game is over", N_("the game is over")),
    (r"no player (?P<who>\S+) in a (?P<count>\d+)-player game",
     N_("no player {who} in a {count}-player game")),
    (r"a chance event is pending", N_("a chance event is pending")),
    (r"it is (?P<to_act>P\d+)'s turn, not (?P<player>P\d+)'s",
     N_("it is {to_act}'s turn, not {player}'s")),
    (r"no chance event is pending; a player is to act",
     N_("no chance event is pending; a player is to act")),
    (r"a move of (?P<who>\S+): the players are P0 to (?P<last>P\d+)",
     N_("a move of {who}: the players are P0 to {last}")),
    (r"nobody is to act, not (?P<player>P\d+)", N_("nobody is to act, not {player}")),
    # -- free actions (R7)
    (r"only the Beggar may beg; (?P<player>P\d+) is " + _CHARACTER,
     N_("only the Beggar may beg; {player} is {character}")),
    (r"the Beggar's bonus was already used this round",
     N_("the Beggar's bonus was already used this round")),
    (r"the Beggar exchanges 1 to (?P<most>\d+) PP, not (?P<amount>-?\d+)",
     N_("the Beggar exchanges 1 to {most} PP, not {amount}")),
    (r"cannot exchange (?P<amount>-?\d+) PP with (?P<held>\d+) held",
     N_("cannot exchange {amount} PP with {held} held")),
    (r"name at least one treasure token to sell", N_("name at least one treasure token to sell")),
    (_P + r" holds no(?: further)? treasure token of value (?P<value>-?\d+)",
     N_("{player} holds no treasure token of value {value}")),
    # -- planning (R4)
    (r"this player places (?P<count>\d+) neutral markers, not (?P<given>\d+)",
     N_("this player places {count} neutral markers, not {given}")),
    (r"(?P<action>\w+) cannot be planned — (?P<why>.+) \((?P<rule>R[\d.]+)\), and performing "
     r"(?P<actions>.+) first does not make it possible",
     N_("{action} cannot be planned — {why} ({rule}), and performing {actions} first does "
        "not make it possible")),
    (r"this pass places (?P<count>\d+) markers?, not (?P<given>\d+)",
     N_("this pass places {count} markers, not {given}")),
    (r"neither order of the pair can be planned", N_("neither order of the pair can be planned")),
    (r"(?P<action>\w+) cannot be planned — (?P<why>.+) \((?P<rule>R[\d.]+)\), and no other "
     r"action is planned",
     N_("{action} cannot be planned — {why} ({rule}), and no other action is planned")),
    # -- placing tiles (R3.6)
    (r"tile (?P<tile>\S+) is not on the Volcano \(upcoming: (?P<shown>.*)\)",
     N_("tile {tile} is not on the Volcano (upcoming: {shown})")),
    (r"space (?P<space>\S+) already holds tile (?P<tile>\S+)",
     N_("space {space} already holds tile {tile}")),
    (r"the other tile can be placed by the rules and must be placed first",
     N_("the other tile can be placed by the rules and must be placed first")),
    (r"ocean tile (?P<tile>\S+) must touch an island, (?P<space>\S+) does not",
     N_("ocean tile {tile} must touch an island, {space} does not")),
    (r"space (?P<space>\S+) is not adjacent to at least two placed tiles",
     N_("space {space} is not adjacent to at least two placed tiles")),
    (r"island (?P<tile>\S+) may not touch another island at (?P<space>\S+)",
     N_("island {tile} may not touch another island at {space}")),
    # -- resolving stacks (R5)
    (_P + r" does not hold the majority on (?P<action>\w+) \((?P<who>.+) does\)",
     N_("{player} does not hold the majority on {action} ({who} does)")),
    (r"no marker of " + _P + r" on (?P<action>\w+)", N_("no marker of {player} on {action}")),
    (_P + r"'s (?P<count>\d+) markers? on (?P<action>\w+) do not beat the neutral stack of "
     r"(?P<neutral>\d+)",
     N_("{player}'s {count} markers on {action} do not beat the neutral stack of {neutral}")),
    (r"only the Governor may move a stack", N_("only the Governor may move a stack")),
    (r"the Governor's bonus was already used this round",
     N_("the Governor's bonus was already used this round")),
    (r"the stack must move to another space", N_("the stack must move to another space")),
    (r"(?P<action>\w+) was already resolved this round",
     N_("{action} was already resolved this round")),
    (r"the Preacher's bonus was already used this round",
     N_("the Preacher's bonus was already used this round")),
    (r"a Preacher holding any majority may not use the power",
     N_("a Preacher holding any majority may not use the power")),
    (_P + r" holds no majority on (?P<action>\w+); the Preacher must use the bonus \(\+bonus\)",
     N_("{player} holds no majority on {action}; the Preacher must use the bonus (+bonus)")),
    (_P + r" holds a majority \((?P<actions>.+)\) and must resolve one of those spaces",
     N_("{player} holds a majority ({actions}) and must resolve one of those spaces")),
    (r"(?P<action>\w+) is possible for " + _P + r" and must be performed",
     N_("{action} is possible for {player} and must be performed")),
    # -- the notation of a move, as :func:`vanuatu.parse_move` refuses it
    (r"empty move", N_("empty move")),
    (r"(?P<line>'.*'): unknown move word (?P<word>'.*')",
     N_("{line}: unknown move word {word}")),
    (r"(?P<line>'.*'): a move word must follow the player",
     N_("{line}: a move word must follow the player")),
    (r"(?P<line>'.*'): \+bonus is only for action moves",
     N_("{line}: +bonus is only for action moves")),
    (r"(?P<line>'.*'): unknown action (?P<text>'.*') \(one of (?P<words>.*)\)",
     N_("{line}: unknown action {text} (one of {words})")),
    (r"(?P<line>'.*'): unknown chance event (?P<word>'.*')",
     N_("{line}: unknown chance event {word}")),
    (r"(?P<line>'.*'): (?P<text>'.*') is not a player \(P0 to P4\)",
     N_("{line}: {text} is not a player (P0 to P4)")),
    (r"(?P<line>'.*'): expected (?P<usage>'.*')", N_("{line}: expected {usage}")),
    (r"(?P<line>'.*'): (?P<text>'.*') is not a space \((?P<example>.*)\)",
     N_("{line}: {text} is not a space ({example})")),
    # -- reading a record (the messages of :class:`vanuatu.RecordError` met most)
    (r"line (?P<line>\d+) column (?P<column>\d+): (?P<why>.+)",
     N_("line {line} column {column}: {why}")),
    (r"line (?P<line>\d+): (?P<why>.+)", N_("line {line}: {why}")),
    (r"cannot read the file: (?P<system>.+)", N_("cannot read the file: {system}")),
    (r"empty record: no headers and no moves \(a record starts with 'Players: N', R1\.1\)",
     N_("empty record: no headers and no moves (a record starts with 'Players: N', R1.1)")),
    (r"unknown header (?P<key>'.*') — did you mean (?P<meant>'.*')\?",
     N_("unknown header {key} — did you mean {meant}?")),
    (r"(?P<content>'[^']*'|\"[^\"]*\") is neither a header \('Key: value'\) nor a move",
     N_("{content} is neither a header ('Key: value') nor a move")),
    (r"the header 'Players: N' is missing \(R1\.1: 3 to 5 players, 2 with the two-player "
     r"rules\)",
     N_("the header 'Players: N' is missing (R1.1: 3 to 5 players, 2 with the two-player "
        "rules)")),
    # -- the options of a game (the messages of :class:`vanuatu.OptionsError` met most)
    (r"players: (?P<rule>R1\.1) the base game is for 3 to 5 players \(2 with the two-player "
     r"rules\), not (?P<players>.+)",
     N_("players: {rule} the base game is for 3 to 5 players (2 with the two-player rules), "
        "not {players}")),
    (r"characters: R10\.2 play without characters is for 3 to 5 players; the two-player "
     r"rules \(R10\.1\) need the characters",
     N_("characters: R10.2 play without characters is for 3 to 5 players; the two-player "
        "rules (R10.1) need the characters")),
    # -- the specs of bots (the messages of :class:`vanuatu.BotError` met most)
    (r"unknown bot (?P<name>'[^']*') \(bots: (?P<bots>.*)\)",
     N_("unknown bot {name} (bots: {bots})")),
    (r"bot (?P<name>'[^']*'): (?P<why>.+) \(parameters: (?P<params>.*)\)",
     N_("bot {name}: {why} (parameters: {params})")),
    (r"(?P<param>\w+) must be a whole number from (?P<least>\d+), not (?P<value>.+)",
     N_("{param} must be a whole number from {least}, not {value}")),
)

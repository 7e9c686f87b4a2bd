"""The English patterns of the refusals of a game of the boardgamers.space engine
(:class:`vanuatu.interop.boardgamers.ForeignGameError`), each with the source message
that says it again in a player's language
(:func:`vanuatu.describe.refusals.refusal_reason`), read after those of
:mod:`vanuatu.describe.record_patterns`.

The place before a colon (``_history[4]: ``, ``_setup.count: ``) is the stored
game's own field and is kept as it is; a move's notation and a tile's name stay as
they are too.
"""

from __future__ import annotations

from ..translation import N_

__all__ = ["FOREIGN_PATTERNS", "FOREIGN_WORDS"]

_Q = r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\""
_MOVE = r"(?P<move>(?:P\d|chance) [^:()]+?)"
_KIND = r"(?P<kind>a boolean|an integer|a number|a string|a list|null)"
_SEED = r"the seed does not reproduce the game: "

#: The words of these refusals that stand for a value (``no tile``).
FOREIGN_WORDS = {"no tile": N_("no tile")}

FOREIGN_PATTERNS: tuple[tuple[str, str], ...] = (
    # -- the shape of the stored game
    (r"not a boardgamers\.space game: expected a JSON object, not " + _KIND,
     N_("not a boardgamers.space game: expected a JSON object, not {kind}")),
    (r"not a boardgamers\.space game: no '_setup' object",
     N_("not a boardgamers.space game: no '_setup' object")),
    (r"not a boardgamers\.space game: no '_history' list",
     N_("not a boardgamers.space game: no '_history' list")),
    (r"not a boardgamers\.space game: the JSON is nested too deeply",
     N_("not a boardgamers.space game: the JSON is nested too deeply")),
    (r"not a boardgamers\.space game: (?P<why>.+)", N_("not a boardgamers.space game: {why}")),
    (r"not JSON: (?P<json>[^:]+): line (?P<line>\d+) column (?P<column>\d+) \(char \d+\)"
     r" \(nor the name of a file: (?P<name>.+)\)",
     N_("not JSON: {json} at line {line}, column {column} (nor the name of a file: {name})")),
    (r"not JSON: (?P<json>[^:]+): line (?P<line>\d+) column (?P<column>\d+) \(char \d+\)",
     N_("not JSON: {json} at line {line}, column {column}")),
    (r"not JSON: (?P<json>.+?) \(nor the name of a file: (?P<name>.+)\)",
     N_("not JSON: {json} (nor the name of a file: {name})")),
    (r"not JSON: (?P<json>.+)", N_("not JSON: {json}")),
    (r"character (?P<at>\d+) is a lone surrogate \((?P<char>.+)\), not text the engine could "
     r"have hashed",
     N_("character {at} is a lone surrogate ({char}), not text the engine could have hashed")),
    (r"expected 2 to 5 players, not (?P<value>.+)", N_("expected 2 to 5 players, not {value}")),
    (r"only 'rising-waters' is known, not (?P<value>.+)",
     N_("only 'rising-waters' is known, not {value}")),
    (r"expected 1 or 2, not (?P<value>.+)", N_("expected 1 or 2, not {value}")),
    (r"(?P<count>\d+) moves is more than the limit of (?P<most>\d+)",
     N_("{count} moves is more than the limit of {most}")),
    (r"expected an object \{p, move\}", N_("expected an object with 'p' and 'move'")),
    (r"no player (?P<value>.+) in a (?P<players>\d+)-player game",
     N_("no player {value} in a {players}-player game")),
    (r"expected a list of (?P<count>\d+) players", N_("expected a list of {count} players")),
    (r"expected an object with a whole 'score'", N_("expected an object with a whole 'score'")),
    # -- a stored move
    (r"a (?P<kind>" + _Q + r"|None) move without its (?P<key>" + _Q + r")",
     N_("a {kind} move without its {key}")),
    (r"unknown rest token (?P<value>.+)", N_("unknown rest token {value}")),
    (r"unknown move type (?P<value>.+)", N_("unknown move type {value}")),
    (r"unknown (?P<value>" + _Q + r"|-?\d+|None|True|False|\[.*\]|\{.*\})",
     N_("unknown {value}")),
    (r"expected a list of whole numbers", N_("expected a list of whole numbers")),
    (r"not a space (?P<value>.+)", N_("not a space {value}")),
    (r"not a move of the engine: (?P<why>.+)", N_("not a move of the engine: {why}")),
    (r"expected a list of 1 to 3 actions", N_("expected a list of 1 to 3 actions")),
    (r"expected a whole number", N_("expected a whole number")),
    (r"a rest token chosen without a Rest action before it",
     N_("a rest token chosen without a Rest action before it")),
    (r"expected 1 to 3 spaces", N_("expected 1 to 3 spaces")),
    (r"expected a space", N_("expected a space")),
    (r"a build with neither a hut nor a dike", N_("a build with neither a hut nor a dike")),
    (r"a Rest whose token is not known", N_("a Rest whose token is not known")),
    (r"a Rest with (?P<count>\d+) tokens available and no token chosen",
     N_("a Rest with {count} tokens available and no token chosen")),
    # -- the replay of the stored game
    (r"the engine could not have made this move \(" + _MOVE + r"\): (?P<rule>\S+) (?P<why>.+)",
     N_("the engine could not have made this move ({move}): {rule} {why}")),
    (_MOVE + r": cannot be applied \((?P<why>.+)\)", N_("{move}: cannot be applied ({why})")),
    (_MOVE + r": the game is already over", N_("{move}: the game is already over")),
    (_MOVE + r": it is (?P<seat>P\d)'s turn, not (?P<player>P\d)'s",
     N_("{move}: it is {seat}'s turn, not {player}'s")),
    (_SEED + r"the (?P<event>\S+) revealed by itself is (?P<outcome>.+), the seed draws "
     r"(?P<expected>.+)",
     N_("the seed does not reproduce the game: the {event} revealed by itself is {outcome}, "
        "the seed draws {expected}")),
    (_SEED + r"it draws '(?P<move>.+)', which this game cannot reveal here",
     N_("the seed does not reproduce the game: it draws '{move}', which this game cannot "
        "reveal here")),
    (_SEED + r"the engine drew (?P<count>\d+) times, the replay (?P<replayed>\d+)",
     N_("the seed does not reproduce the game: the engine drew {count} times, the replay "
        "{replayed}")),
    (_SEED + r"the seed's draws hold no further '(?P<event>.+)' outcome",
     N_("the seed does not reproduce the game: the seed's draws hold no further '{event}' "
        "outcome")),
    (_SEED + r"(?P<why>.+)", N_("the seed does not reproduce the game: {why}")),
    (r"the seed does not reproduce the stored facts: the game has (?P<tile>\S+) on "
     r"(?P<space>\S+), the seed draws (?P<ours>\S+)",
     N_("the seed does not reproduce the stored facts: the game has {tile} on {space}, the "
        "seed draws {ours}")),
    (r"the seed does not reproduce the stored facts: it draws (?P<seat>P\d) as First Player "
     r"\(R2\.8\), but the first move is (?P<player>P\d)'s",
     N_("the seed does not reproduce the stored facts: it draws {seat} as First Player "
        "(R2.8), but the first move is {player}'s")),
    (r"the seed does not reproduce the stored board: on (?P<cell>\S+) the game stored "
     r"(?P<foreign>no tile|\S+), the replay has (?P<replayed>no tile|\S+)",
     N_("the seed does not reproduce the stored board: on {cell} the game stored {foreign}, "
        "the replay has {replayed}")),
    (r"the replay does not reproduce the stored boats: (?P<stored>.+) stored, "
     r"(?P<replayed>.+) replayed",
     N_("the replay does not reproduce the stored boats: {stored} stored, {replayed} "
        "replayed")),
)

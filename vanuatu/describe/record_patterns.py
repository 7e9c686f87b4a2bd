"""The English patterns of the rarer refusals of a record, a move's notation and a
bot's spec (:class:`vanuatu.RecordError`, :class:`vanuatu.NotationError`,
:class:`vanuatu.BotError`), each with the source message that says it again in a
player's language (:func:`vanuatu.describe.refusals.refusal_reason`), read after
those of :mod:`vanuatu.describe.refusal_patterns`.

Besides the groups read there, ``json`` is a message of Python's JSON decoder
(:data:`JSON_MESSAGES`) and ``kind`` a kind of JSON value (:data:`JSON_KINDS`); a
place before a colon (``headers.event: ...``, ``line 4: Players: ...``) is kept as
it is and the rest said again.
"""

from __future__ import annotations

from ..translation import N_

__all__ = ["JSON_KINDS", "JSON_MESSAGES", "RECORD_PATTERNS"]

_Q = r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\""
_KIND = r"(?P<kind>a boolean|an integer|a number|a string|a list|an object|null)"

#: The kinds of JSON values as the messages name them.
JSON_KINDS = {
    "a boolean": N_("a boolean"), "an integer": N_("an integer"), "a number": N_("a number"),
    "a string": N_("a string"), "a list": N_("a list"), "an object": N_("an object"),
    "null": N_("null"),
}

#: The messages of Python's JSON decoder (:class:`json.JSONDecodeError`'s ``msg``,
#: without its " at" or " starting at"), in lower case as a record's refusal writes
#: them.
JSON_MESSAGES = {
    "expecting value": N_("expecting a value"),
    "expecting property name enclosed in double quotes":
        N_("expecting a property name in double quotes"),
    "expecting ':' delimiter": N_("expecting ':'"),
    "expecting ',' delimiter": N_("expecting ','"),
    "unterminated string": N_("unterminated string"),
    "invalid control character": N_("invalid control character"),
    "invalid \\escape": N_("invalid escape with \\"),
    "invalid \\uxxxx escape": N_("invalid \\uXXXX escape"),
    "extra data": N_("extra data after the JSON"),
}

RECORD_PATTERNS: tuple[tuple[str, str], ...] = (
    # -- a record's JSON
    (r"not valid JSON: (?P<json>.+) \(this looks like a text record: read it with "
     r"Record\.parse or Record\.from_text\)",
     N_("not valid JSON: {json} (this looks like a text record: read it with Record.parse "
        "or Record.from_text)")),
    (r"not valid JSON: (?P<json>.+) \(the text ends before the JSON does: is the file cut "
     r"short\?\)",
     N_("not valid JSON: {json} (the text ends before the JSON does: is the file cut "
        "short?)")),
    (r"not valid JSON: (?P<json>.+)", N_("not valid JSON: {json}")),
    (r"empty record: no JSON at all", N_("empty record: no JSON at all")),
    (r"not a valid record: the JSON is nested too deeply",
     N_("not a valid record: the JSON is nested too deeply")),
    (r"not a valid record: (?P<why>.+)", N_("not a valid record: {why}")),
    (r"(?P<name>\S+) is not a JSON number", N_("{name} is not a JSON number")),
    (r"key (?P<key>" + _Q + r") is given twice", N_("key {key} is given twice")),
    (r"expected a JSON object \(a vanuatu record\), not " + _KIND,
     N_("expected a JSON object (a vanuatu record), not {kind}")),
    (r"expected an object, not " + _KIND, N_("expected an object, not {kind}")),
    (r"expected a string, not " + _KIND, N_("expected a string, not {kind}")),
    (r"expected a list, not " + _KIND, N_("expected a list, not {kind}")),
    (r"expected a boolean, not " + _KIND, N_("expected a boolean, not {kind}")),
    (r"expected an integer, not " + _KIND, N_("expected an integer, not {kind}")),
    (r"expected a number, not " + _KIND, N_("expected a number, not {kind}")),
    (r"expected a list of (?P<count>\d+) items, not " + _KIND,
     N_("expected a list of {count} items, not {kind}")),
    (r"expected an integer, not (?P<value>.+)", N_("expected an integer, not {value}")),
    (r"required field missing", N_("required field missing")),
    (r"expected " + _KIND, N_("expected {kind}")),
    (r"not a valid value", N_("not a valid value")),
    (r"unknown field (?P<field>.+) \(the fields are (?P<fields>.+)\)",
     N_("unknown field {field} (the fields are {fields})")),
    (r"unknown version (?P<version>.+) \(this library reads version (?P<known>\d+)\)",
     N_("unknown version {version} (this library reads version {known})")),
    (r"expected (?P<expected>'[^']*'), not (?P<value>.+)",
     N_("expected {expected}, not {value}")),
    # -- a record's size and its text
    (r"(?P<size>\d+) bytes is more than the limit of (?P<limit>\d+) bytes for a record",
     N_("{size} bytes is more than the limit of {limit} bytes for a record")),
    (r"a number of (?P<digits>\d+) digits \(at most (?P<most>\d+)\): (?P<text>.*)",
     N_("a number of {digits} digits (at most {most}): {text}")),
    (r"not UTF-8 text \(byte (?P<at>\d+) is (?P<value>\d+)\)",
     N_("not UTF-8 text (byte {at} is {value})")),
    (r"control character U\+(?P<code>\w+) in a text record",
     N_("control character U+{code} in a text record")),
    (r"a record is text, not (?P<type>\w+)", N_("a record is text, not {type}")),
    (r"not a file name: (?P<why>.+)", N_("not a file name: {why}")),
    (r"cannot write the file: (?P<system>.+)", N_("cannot write the file: {system}")),
    (r"a record holds at most (?P<most>\d+) moves", N_("a record holds at most {most} moves")),
    (r"this looks like a JSON record, not a text record \(read it with Record\.parse or "
     r"Record\.from_json\)",
     N_("this looks like a JSON record, not a text record (read it with Record.parse or "
        "Record.from_json)")),
    # -- the headers
    (r"must be a string, not (?P<type>\w+)", N_("must be a string, not {type}")),
    (r"at most (?P<most>\d+) characters, not (?P<count>\d+)",
     N_("at most {most} characters, not {count}")),
    (r"at most (?P<most>\d+) characters", N_("at most {most} characters")),
    (r"may not contain '#' \(it starts a comment in the text form\)",
     N_("may not contain '#' (it starts a comment in the text form)")),
    (r"may not contain line breaks or control characters",
     N_("may not contain line breaks or control characters")),
    (r"not valid Unicode text \(it holds a lone surrogate\)",
     N_("not valid Unicode text (it holds a lone surrogate)")),
    (r"may not start or end with blanks", N_("may not start or end with blanks")),
    (r"(?P<count>\d+) names for a (?P<players>\d+)-player game",
     N_("{count} names for a {players}-player game")),
    (r"must be one line of printable ASCII without '#' \(see vanuatu\.to_position\)",
     N_("must be one line of printable ASCII without '#' (see vanuatu.to_position)")),
    (r"must be a tuple of strings", N_("must be a tuple of strings")),
    (r"must be a tuple of \(key, value\) pairs", N_("must be a tuple of (key, value) pairs")),
    (r"at most (?P<most>\d+) free tags, not (?P<count>\d+)",
     N_("at most {most} free tags, not {count}")),
    (r"(?P<key>" + _Q + r") is not a tag key \(a letter, then up to 39 letters, digits, '-' "
     r"or '_'\)",
     N_("{key} is not a tag key (a letter, then up to 39 letters, digits, '-' or '_')")),
    (r"(?P<key>" + _Q + r") is a reserved header, not a free tag",
     N_("{key} is a reserved header, not a free tag")),
    (r"(?P<key>" + _Q + r") is too close to the header (?P<meant>" + _Q + r") to be a free tag",
     N_("{key} is too close to the header {meant} to be a free tag")),
    (r"(?P<key>" + _Q + r") is given twice", N_("{key} is given twice")),
    (r"given twice \(first on line (?P<line>\d+)\)",
     N_("given twice (first on line {line})")),
    (r"expected a number of players, not (?P<value>.+)",
     N_("expected a number of players, not {value}")),
    (r"a header key has at most 40 characters", N_("a header key has at most 40 characters")),
    (r"a record has at most (?P<most>\d+) free tags", N_("a record has at most {most} free tags")),
    (r"the header (?P<key>" + _Q + r") comes after the first move \(headers come first\)",
     N_("the header {key} comes after the first move (headers come first)")),
    (r"Variant: two-player needs 'Players: 2' \(R10\.1\)",
     N_("Variant: two-player needs 'Players: 2' (R10.1)")),
    (r"unknown variant (?P<word>" + _Q + r") \(one of (?P<known>.+)\)",
     N_("unknown variant {word} (one of {known})")),
    (r"unknown ruling (?P<name>" + _Q + r") \(one of (?P<known>.+)\)",
     N_("unknown ruling {name} (one of {known})")),
    (r"write (?P<name>[\w-]+)=yes or (?P=name)=no", N_("write {name}=yes or {name}=no")),
    (r"ruling (?P<name>" + _Q + r") given twice", N_("ruling {name} given twice")),
    (r"not a component set: (?P<why>.+)", N_("not a component set: {why}")),
    (r"(?P<seat>P\d+): no such seat in a (?P<players>\d+)-player game",
     N_("{seat}: no such seat in a {players}-player game")),
    # -- the moves of a record
    (r"(?P<text>" + _Q + r") is text, not a move \(see vanuatu\.parse_move\)",
     N_("{text} is text, not a move (see vanuatu.parse_move)")),
    (r"actor (?P<actor>" + _Q + r") is not an actor \(P0 to P4, or chance\)",
     N_("actor {actor} is not an actor (P0 to P4, or chance)")),
    (r"actor (?P<actor>" + _Q + r") does not match the move (?P<move>" + _Q + r"), made by "
     r"(?P<expected>\S+)",
     N_("actor {actor} does not match the move {move}, made by {expected}")),
    (r"expected a move count from 0 to (?P<count>\d+), not (?P<value>.+)",
     N_("expected a move count from 0 to {count}, not {value}")),
    (r"cannot set up a game with this component set \((?P<detail>.+)\)",
     N_("cannot set up a game with this component set ({detail})")),
    (r"the rules cannot be applied with the record's component set \((?P<detail>.+)\)",
     N_("the rules cannot be applied with the record's component set ({detail})")),
    # -- a position (:func:`vanuatu.from_position`)
    (r"a position is at most (?P<most>\d+) characters, not (?P<count>\d+)",
     N_("a position is at most {most} characters, not {count}")),
    (r"position field 1 \(version\): expected (?P<expected>" + _Q + r"), not (?P<value>.+)",
     N_("position field 1 (version): expected {expected}, not {value}")),
    (r"a position has (?P<count>\d+) fields separated by single spaces, not (?P<given>\d+)",
     N_("a position has {count} fields separated by single spaces, not {given}")),
    (r"a position is one line of printable ASCII", N_("a position is one line of printable ASCII")),
    (r"position field 8 \(upcoming\): (?P<tile>\S+) is already on the board",
     N_("position field 8 (upcoming): {tile} is already on the board")),
    (r"position field (?P<number>\d+) \((?P<name>[\w-]+)\): (?P<why>.+)",
     N_("position field {number} ({name}): {why}")),
    (r"a public position \(rest tokens written '\?', R9\) is what one player sees and cannot "
     r"be played",
     N_("a public position (rest tokens written '?', R9) is what one player sees and cannot "
        "be played")),
    # -- the options of a game
    (r"must be True or False, not (?P<value>.+)", N_("must be True or False, not {value}")),
    (r"must be an integer, not (?P<value>.+)", N_("must be an integer, not {value}")),
    (r"R1\.6 needs (?P<count>\d+) tourist tiles in play, only (?P<given>\d+)",
     N_("R1.6 needs {count} tourist tiles in play, only {given}")),
    (r"(?P<players>\d+) players need at least (?P<need>\d+) characters, not (?P<count>\d+)",
     N_("{players} players need at least {need} characters, not {count}")),
    # -- the notation of a move
    (r"(?P<line>" + _Q + r")(?P<more>\.\.\.)?: (?P<bad>" + _Q + r") cannot be part of a move "
     r"\(words are ASCII letters, digits, ',', '\+' and '-', separated by spaces\)",
     N_("{line}{more}: {bad} cannot be part of a move (words are ASCII letters, digits, ',', "
        "'+' and '-', separated by spaces)")),
    (r"(?P<line>" + _Q + r")\.\.\.: a move is at most (?P<most>\d+) characters",
     N_("{line}...: a move is at most {most} characters")),
    # -- the specs of bots
    (r"unknown parameter (?P<key>" + _Q + r")", N_("unknown parameter {key}")),
    (r"bot (?P<name>" + _Q + r"): unknown parameter (?P<key>" + _Q + r") \((?P<bot>\S+) takes "
     r"no parameters\)",
     N_("bot {name}: unknown parameter {key} ({bot} takes no parameters)")),
    (r"bot spec (?P<spec>" + _Q + r"): no bot name(?P<known>.*)",
     N_("bot spec {spec}: no bot name{known}")),
    (r"bot (?P<name>" + _Q + r"): parameter (?P<item>" + _Q + r") is not key=value",
     N_("bot {name}: parameter {item} is not key=value")),
    (r"bot (?P<name>" + _Q + r"): parameter (?P<key>" + _Q + r") given twice",
     N_("bot {name}: parameter {key} given twice")),
    (r"(?P<param>\w+) must be a whole number, not (?P<value>.+)",
     N_("{param} must be a whole number, not {value}")),
    (r"(?P<param>\w+) must be a number, not (?P<value>.+)",
     N_("{param} must be a number, not {value}")),
    (r"(?P<param>\w+) must be at most (?P<most>\S+), not (?P<value>.+)",
     N_("{param} must be at most {most}, not {value}")),
    (r"(?P<param>\w+) must be a number from (?P<least>\S+), not (?P<value>.+)",
     N_("{param} must be a number from {least}, not {value}")),
    (r"(?P<param>\w+) must be a number above (?P<least>\S+), not (?P<value>.+)",
     N_("{param} must be a number above {least}, not {value}")),
    (r"(?P<param>\w+) must be a whole number above (?P<least>\S+), not (?P<value>.+)",
     N_("{param} must be a whole number above {least}, not {value}")),
    (r"bot (?P<name>" + _Q + r") gives no analysis \(the heuristic and ismcts bots do\)",
     N_("bot {name} gives no analysis (the heuristic and ismcts bots do)")),
    (r"IsmctsBot: core=native needs the native core, which is not loaded \(pip install "
     r"\./native\); core=python runs without it",
     N_("IsmctsBot: core=native needs the native core, which is not loaded (pip install "
        "./native); core=python runs without it")),
    (r"(?P<bot>IsmctsBot|Budget): (?P<why>.+)", N_("{bot}: {why}")),
    (r"iterations must be a whole number from 1 to (?P<most>\d+) or None, not (?P<value>.+)",
     N_("iterations must be a whole number from 1 to {most} or None, not {value}")),
    (r"seconds must be a number above 0 and at most (?P<most>\S+) or None, not (?P<value>.+)",
     N_("seconds must be a number above 0 and at most {most} or None, not {value}")),
    (r"bot (?P<name>'openspiel-\w+') needs OpenSpiel: pip install (?P<extra>.+)",
     N_("bot {name} needs OpenSpiel: pip install {extra}")),
    (r"bot (?P<name>" + _Q + r") returned an illegal move (?P<move>.+?): (?P<rule>R[\d.]+) "
     r"(?P<why>.+)",
     N_("bot {name} returned an illegal move {move}: {rule} {why}")),
    (r"bot (?P<name>" + _Q + r") gave no candidate move for (?P<seat>P\d)",
     N_("bot {name} gave no candidate move for {seat}")),
    (r"(?P<count>\d+) bots: a pool holds at most (?P<most>\d+)",
     N_("{count} bots: a pool holds at most {most}")),
)

"""The plain-text record form: headers, comments, moves, and clear refusals."""

from __future__ import annotations

import pytest

import vanuatu
from vanuatu import Headers, Options, Record, RecordError
from vanuatu.moves import ChanceMove, Plan, TakeCharacter
from vanuatu.records import read_text

OPENING = """\
# a comment line
Event: Club night     # comments end any line
Date: 2026-11-28
Players: 3
P0: Ana
p2: Caro
Table: 2

reveal start start-blank start-fish start-wreck
reveal tile A2

reveal tile B2   # blank lines and comments are skipped
"""


def test_headers_moves_and_comments_are_read() -> None:
    record = Record.from_text(OPENING)
    assert record.options == Options(players=3)
    assert record.headers == Headers(event="Club night", date="2026-11-28",
                                     names=("Ana", "", "Caro"), tags=(("Table", "2"),))
    assert record.moves == (
        ChanceMove("start", ("start-blank", "start-fish", "start-wreck")),
        ChanceMove("tile", "A2"),
        ChanceMove("tile", "B2"),
    )


def test_move_entries_keep_their_line_numbers() -> None:
    source = read_text(OPENING)
    assert [e.line for e in source.entries] == [9, 10, 12]
    assert [e.index for e in source.entries] == [0, 1, 2]
    assert all(e.actor is None for e in source.entries)


def test_written_text_is_read_back_unchanged() -> None:
    record = Record.from_text(OPENING)
    text = record.to_text()
    assert text.splitlines()[:9] == [
        "# Vanuatu (Second Edition) game record",
        "Format: vanuatu-record 1",
        "Event: Club night",
        "Date: 2026-11-28",
        "Players: 3",
        "P0: Ana",
        "P2: Caro",
        "Table: 2",
        "",
    ]
    assert Record.from_text(text) == record
    assert Record.from_text(text).to_text() == text


def test_windows_line_ends_a_byte_order_mark_and_tabs_are_accepted() -> None:
    text = "\ufeffPlayers:\t4\r\nVariant: no-characters, rising-waters\r\n\r\nreveal tile A2\r\n"
    record = Record.from_text(text)
    assert record.options == Options(players=4, characters=False, rising_waters=True)
    assert Record.from_text(text.encode("utf-8")) == record
    assert len(record.moves) == 1


def test_keys_are_case_insensitive_and_variants_and_rulings_are_read() -> None:
    record = Record.from_text(
        "players: 2\nVARIANT: two-player\nrulings: sail-revisit=off, governor-onto-resolved=no\n"
        "P1 take navigator\n"
    )
    assert record.options == Options(players=2, sail_revisit=False, governor_onto_resolved=False)
    assert record.moves == (TakeCharacter(1, "navigator"),)
    assert Record.from_text("Players: 3\nVariant: standard\n").options == Options(players=3)


def test_player_moves_need_no_actor_column() -> None:
    record = Record.from_text("Players: 3\nP2 plan sell fish\n")
    assert record.moves == (Plan(2, (vanuatu.Action.FISH, vanuatu.Action.SELL)),)
    assert record.to_text().endswith("\nP2 plan fish sell\n")


def test_header_values_with_a_hash_cannot_be_written() -> None:
    with pytest.raises(RecordError, match="may not contain '#'"):
        Headers(event="Club #3")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "^empty record"),
        ("# only a comment\n\n", "^empty record"),
        ("Players: 3\nVariants: rising-waters\n",
         "^line 2: unknown header 'Variants' — did you mean 'Variant'\\?$"),
        ("Players: 3\nRuling: sail-revisit=no\n",
         "^line 2: unknown header 'Ruling' — did you mean 'Rulings'\\?$"),
        ("Players: 3\nEvnet: x\n", "^line 2: unknown header 'Evnet' — did you mean 'Event'\\?$"),
        ("Players: 3\nplayer: 4\n", "^line 2: unknown header 'player' — did you mean 'Players'"),
        ("Players: 3\nEvent: x\nSeed 7\nTable: 2\n",
         "^line 3: 'Seed 7' is neither a header \\('Key: value'\\) nor a move$"),
        ("Players: 3\nRulings: sail-revisit=yes sail-revisit=no\n",
         "^line 2: Rulings: ruling 'sail-revisit' given twice$"),
        ("# only a comment\nreveal tile A2\n", "the header 'Players: N' is missing"),
        ("Players: three\n", "line 1: Players: expected a number of players, not 'three'"),
        ("Players: 7\n", "line 1: Players: players: R1.1 the base game is for 3 to 5 players"),
        ("Players: 1\n", "line 1: Players: players: R1.1"),
        ("Players: 3\nPlayers: 4\n", r"line 2: Players: given twice \(first on line 1\)"),
        ("Players: 3\nEvent: a\nevent: b\n", "line 3: event: given twice"),
        ("Players: 3\nreveal tile A2\nDate: today\n",
         "line 3: the header 'Date' comes after the first move"),
        ("Players: 3\nVariant: no-dice\n", "line 2: Variant: unknown variant 'no-dice'"),
        ("Players: 3\nVariant: two-player\n", "line 2: Variant: two-player needs 'Players: 2'"),
        ("Players: 3\nRulings: sail-twice=yes\n", "line 2: Rulings: unknown ruling 'sail-twice'"),
        ("Players: 3\nRulings: sail-revisit\n", "line 2: Rulings: write sail-revisit=yes or"),
        ("Players: 3\nFormat: vanuatu-record 2\n", "line 2: Format: unknown version '2'"),
        ("Players: 3\nFormat: pgn\n", "line 2: Format: expected 'vanuatu-record 1'"),
        ("Players: 3\nComponents: {\n", "line 2: Components: not a component set"),
        ("Players: 3\nComponents: []\n", "line 2: Components: not a component set"),
        ("Players: 3\nP3: Dev\n", "line 2: P3: no such seat in a 3-player game"),
        ("Players: 3\n" + "K" * 41 + ": v\n", "a header key has at most 40 characters"),
        ("Players: 3\nSite: " + "x" * 201 + "\n", "line 2: Site: at most 200 characters"),
        ("Players: 3\n\nP1 fly\n", "line 3: 'P1 fly': unknown move word 'fly'"),
        ("Players: 3\nP1\n", "line 2: 'P1': a move word must follow the player"),
        ("Players: 3\nreveal tile\n", "line 2: 'reveal tile': expected 'reveal EVENT OUTCOME'"),
        ("Players: 3\nP2 plan fish\x07\n", r"line 2: control character U\+0007"),
        ("Players: 3\n" + "P1 sell" + " 1" * 200 + "\n", "line 2: .* a move is at most 200"),
    ],
)
def test_malformed_text_names_the_line(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        Record.from_text(text)


def test_free_tags_that_are_not_near_misses_are_kept() -> None:
    text = "Players: 3\nTable: 2\nSite: Port Vila\nSeed: 7\nRound: final\nTime: 20:00\n"
    assert [k for k, _ in Record.from_text(text).headers.tags] == [
        "Table", "Site", "Seed", "Round", "Time"
    ]


def test_a_near_miss_is_not_a_free_tag_of_headers_either() -> None:
    with pytest.raises(RecordError, match="'Variants' is too close to the header 'Variant'"):
        Headers(tags=(("Variants", "rising-waters"),))


def test_a_first_move_with_a_typo_is_still_a_move() -> None:
    source = read_text("Players: 3\nP1 fly\n")
    assert [e.text for e in source.entries] == ["P1 fly"]
    assert [e.text for e in read_text("Players: 3\nroll 3\n").entries] == ["roll 3"]
    assert [e.text for e in read_text("Players: 3\nreveal tiel A2\n").entries] == [
        "reveal tiel A2"
    ]


def test_parse_tells_the_forms_apart() -> None:
    record = Record.from_text(OPENING)
    assert Record.parse(record.to_json()) == record
    assert Record.parse("  \n" + record.to_json()) == record
    assert Record.parse(record.to_text()) == record


def test_a_text_record_with_a_foreign_component_set_round_trips() -> None:
    from vanuatu.components import DEFAULT_COMPONENTS, TileSpec

    tile = TileSpec("D1", "island", "D", huts=2, drawings=3, tourists=3, goods=("kava", "beef"))
    options = Options(players=3, components=DEFAULT_COMPONENTS.replace_tile(tile))
    record = Record(options, Headers(event="House rules"))
    text = record.to_text()
    (line,) = [ln for ln in text.splitlines() if ln.startswith("Components: ")]
    assert "#" not in line
    assert Record.from_text(text) == record

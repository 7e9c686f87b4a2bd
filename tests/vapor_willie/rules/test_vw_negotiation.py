"""VW8.3 free negotiation: bundles of cubes and silvos for bundles (or nothing),
answered by accept, decline or a counter-offer, in rounds of offers until every player
passes in a row; ``legal_moves`` lists a bounded family, ``apply``/``explain`` take any
offer the players can honour within the offer limit (VW8.3 e) and the top of the track
(VW8.3 f)."""

from __future__ import annotations

import attrs
import pytest
from vapor_willie_play import base, counts, play, player

import vapor_willie as vw
from vapor_willie.moves import Bundle, Counter, Offer
from vapor_willie.rules.steps import FAMILY_ITEMS, FAMILY_OFFERS, OFFER_LIMIT
from vapor_willie.state import GameState, Step


def _open(players: int = 3) -> GameState:
    """P0 docked at PA with a trade card open: P0 has 4 silvos and 2 hay, P1 a duck and
    a goat, P2 nothing."""
    state = attrs.evolve(base(players), boat="3")
    state = player(state, 0, cubes=counts(hay=2))
    state = player(state, 1, cubes=counts(duck=1, goat=1))
    state = play(state, "P0 dock PA", "reveal port C2")
    assert state.step == Step("offer", 0) and state.players[0].silvos == 4
    return state


def _why(state: GameState, move: str) -> str | None:
    v = vw.explain(state, vw.parse_move(move))
    return None if v is None else v.rule


def test_VW8_3_a_bundle_for_a_bundle() -> None:
    state = play(_open(), "P0 offer P1 hay,hay,2s for duck")
    assert state.step == Step("answer", 1, items=("0", "hay,hay,2s", "duck"))
    state = play(state, "P1 accept")
    assert state.players[0].cubes == counts(duck=1) and state.players[0].silvos == 2
    assert state.players[1].cubes == counts(hay=2, goat=1) and state.players[1].silvos == 5


def test_VW8_3_a_gift_and_a_request() -> None:
    state = play(_open(), "P0 offer P2 hay for nothing", "P2 accept")
    assert state.players[2].cubes == counts(hay=1)
    state = play(state, "P1 offer P0 nothing for 1s", "P0 accept")
    assert state.players[1].silvos == 4 and state.players[0].silvos == 3


def test_VW8_3_counter_offers_go_back_and_forth() -> None:
    state = play(_open(), "P0 offer P1 2s for duck", "P1 counter duck for 3s")
    assert state.step == Step("answer", 0, items=("1", "duck", "3s"))
    state = play(state, "P0 counter 3s for duck,goat", "P1 decline")
    assert state.players[0].silvos == 4 and state.players[1].cubes == counts(duck=1, goat=1)
    assert state.step == Step("offer", 1)  # after the one who offered, not who countered
    state = play(state, "P1 offer P0 goat for 3s", "P0 accept")
    assert state.players[0].cubes == counts(hay=2, goat=1) and state.players[0].silvos == 1


def test_VW8_3_c_the_floor_goes_on_from_the_offer_not_the_counter_offer() -> None:
    state = play(_open(), "P0 offer P2 hay for nothing", "P2 counter nothing for hay",
                 "P0 decline")
    assert state.step == Step("offer", 1)  # after P0, who offered; not P0 after P2
    state = play(_open(), "P0 offer P1 2s for duck", "P1 counter duck for 3s", "P0 accept")
    assert state.step == Step("offer", 1) and state.players[1].silvos == 6


def test_VW8_3_rounds_of_offers_end_when_every_player_passes_in_a_row() -> None:
    state = play(_open(), "P0 pass", "P1 pass", "P2 offer P0 nothing for hay", "P0 decline")
    assert state.step == Step("offer", 0)
    state = play(state, "P0 pass", "P1 pass", "P2 pass")
    assert state.step is None and state.open_port is None and state.offers == ()


@pytest.mark.parametrize("move", [
    "P0 offer P1 5s for duck",          # P0 has 4 silvos
    "P0 offer P1 hay,hay,hay for duck",  # P0 has 2 hay
    "P0 offer P1 hay for cow",          # P1 has no cow
    "P0 offer P1 nothing for nothing",
    "P0 offer P0 hay for 1s",
    "P0 offer P1 gold for duck",
])
def test_VW8_3_offers_that_cannot_be_honoured_are_refused(move: str) -> None:
    assert _why(_open(), move) == "VW8.3"


def test_VW8_3_the_wrong_answer_is_refused_with_the_pending_step() -> None:
    state = play(_open(), "P0 offer P1 2s for duck")
    assert _why(state, "P1 pass") == "VW3.5"
    assert _why(state, "P0 accept") == "VW3.5"
    assert _why(state, "P1 counter duck,duck for 1s") == "VW8.3"


def test_VW8_3_any_offer_is_accepted_but_legal_moves_lists_a_bounded_family() -> None:
    state = _open()
    big = vw.parse_move("P0 offer P1 hay,hay,4s for duck,goat")  # 6 items a side
    assert Bundle.parse("hay,hay,4s").size > FAMILY_ITEMS
    assert vw.explain(state, big) is None and big not in vw.legal_moves(state)
    listed = [m for m in vw.legal_moves(state) if isinstance(m, Offer)]
    assert listed and all(m.give.size <= FAMILY_ITEMS and m.get.size <= FAMILY_ITEMS
                          for m in listed)
    assert all(vw.explain(state, m) is None for m in vw.legal_moves(state))
    assert vw.parse_move("P0 offer P1 hay,2s for duck") in listed


def test_VW8_3_the_family_stops_after_a_players_offers_at_one_port() -> None:
    state = _open()
    for _ in range(FAMILY_OFFERS):
        state = play(state, "P0 offer P1 1s for duck", "P1 decline", "P1 pass", "P2 pass")
    assert state.step == Step("offer", 0, 2)
    assert not [m for m in vw.legal_moves(state) if isinstance(m, Offer)]
    assert _why(state, "P0 offer P1 1s for duck") is None  # still a legal move
    answer = play(state, "P0 offer P1 1s for duck")
    assert [m for m in vw.legal_moves(answer) if isinstance(m, Counter)]


def test_VW8_3_a_game_with_negotiations_is_recorded_and_replayed() -> None:
    state = play(_open(), "P0 offer P1 hay, hay, 2s for duck", "P1 counter duck for 3s",
                 "P0 accept", "P1 pass", "P2 pass", "P0 pass")
    assert state.step is None
    game = vw.Game(players=3, seed=11)
    bot = vw.RandomBot(11)
    while not game.is_over():
        game.play(bot.choose(game.state))
    text = game.record.to_text()
    record = vw.Record.parse(text)
    assert record == game.record == vw.Record.parse(game.record.to_json())
    assert vw.validate(record).valid


def test_bundles_are_written_in_one_way() -> None:
    assert str(Bundle.parse("1s, hay ,1s,duck")) == "duck,hay,2s"
    assert str(Offer(0, 1, "nothing", "cow")) == "P0 offer P1 nothing for cow"
    for bad in ("P0 offer P1 hay", "P0 offer P1 hay for", "P0 offer P1 hay for duck for 1s",
                "P0 offer P1 hay,,duck for 1s", "P1 counter 1000s for hay"):
        with pytest.raises(vw.NotationError):
            vw.parse_move(bad)


def test_VW8_3_every_pair_of_players_can_deal_while_the_card_is_open() -> None:
    state = play(_open(), "P0 pass", "P1 offer P2 goat for nothing", "P2 accept")
    assert state.players[2].cubes == counts(goat=1) and state.players[1].cubes == counts(duck=1)
    state = play(state, "P2 offer P1 goat for duck", "P1 accept", "P0 offer P2 hay for duck",
                 "P2 accept")
    assert state.players[0].cubes == counts(hay=1, duck=1)
    assert state.players[2].cubes == counts(hay=1)


def test_VW8_3_e_a_player_makes_at_most_three_offers_per_port_card() -> None:
    state = _open()
    for i in range(OFFER_LIMIT):
        assert _why(state, "P0 offer P1 1s for duck") is None
        state = play(state, "P0 offer P1 1s for duck", "P1 decline")
        if i < OFFER_LIMIT - 1:
            state = play(state, "P1 pass", "P2 pass")
    state = play(state, "P1 offer P0 duck for 1s")
    assert _why(state, "P0 counter 1s for goat") == "VW8.3"  # a counter is an offer too
    assert _why(state, "P0 accept") is None and _why(state, "P0 decline") is None
    state = play(state, "P0 decline", "P2 pass")
    violation = vw.explain(state, vw.parse_move("P0 offer P1 1s for duck"))
    assert violation is not None and violation.rule == "VW8.3"
    assert "3 offers" in violation.reason
    assert not [m for m in vw.legal_moves(state) if isinstance(m, Offer)]
    assert _why(state, "P0 pass") is None


def test_VW8_3_e_option_open_sets_no_offer_limit() -> None:
    state = _open()
    state = attrs.evolve(state, options=attrs.evolve(state.options, negotiation="open"))
    for _ in range(OFFER_LIMIT + 2):
        state = play(state, "P0 offer P1 1s for duck", "P1 decline", "P1 pass", "P2 pass")
    assert _why(state, "P0 offer P1 1s for duck") is None


def _rich(**options: str) -> GameState:
    state = _open()
    state = attrs.evolve(state, options=attrs.evolve(state.options, **options))
    return player(state, 1, silvos=8)


def test_VW8_3_f_a_gift_past_the_top_of_the_track_is_refused_with_the_room_left() -> None:
    state = _rich()
    violation = vw.explain(state, vw.parse_move("P0 offer P1 3s for nothing"))
    assert violation is not None and violation.rule == "VW8.3"
    assert "P1 would have 11 silvos" in violation.reason and "room for 2" in violation.reason
    assert vw.parse_move("P0 offer P1 3s for nothing") not in vw.legal_moves(state)
    state = play(state, "P0 offer P1 2s for nothing", "P1 accept")
    assert state.players[1].silvos == 10 and state.players[0].silvos == 2


def test_VW8_3_f_asking_for_silvos_past_the_top_is_refused_too() -> None:
    state = player(_rich(), 0, silvos=9)
    assert _why(state, "P0 offer P1 hay for 2s") == "VW8.3"
    assert _why(state, "P0 offer P1 hay for 1s") is None
    state = play(state, "P0 offer P1 hay for 1s", "P1 counter 1s for hay,hay")
    assert state.players[0].silvos == 9
    assert _why(state, "P0 accept") is None


def test_VW8_3_f_option_open_loses_the_silvos_past_the_top_as_in_0_2_0() -> None:
    state = play(_rich(negotiation="open"), "P0 offer P1 3s for nothing", "P1 accept")
    assert state.players[1].silvos == 10 and state.players[0].silvos == 1


def test_VW8_3_e_every_negotiation_ends() -> None:
    for seed in range(6):
        game = vw.Game(players=4, seed=seed)
        bot = vw.RandomBot(seed)
        run = 0
        while not game.is_over():
            step = game.state.step
            run = run + 1 if step is not None and step.kind in ("offer", "answer") else 0
            assert run <= 3 * 4 * 4 + 4 * 4  # 3n offers, their answers, passes between
            game.play(bot.choose(game.state))

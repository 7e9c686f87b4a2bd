//! Unit tests of Phases IV and V on the hand-made table of [`crate::tests`].

use crate::actions::{action_options, BUILD, SAIL};
use crate::perform::lower_price;
use crate::rest::rest_bonuses;
use crate::state::{phase, State};
use crate::tables::{Family, Tables};
use crate::tests::{start, tables};
use crate::turns::{majority_holder, turn_moves};
use crate::waters::flood;

/// The start island on space 0, the three start oceans on spaces 1 to 3,
/// every boat on space 1, Phase IV with P0 First Player.
fn on_the_board(t: &Tables) -> State {
    let mut s = start(t);
    s.board = vec![0, 1, 2, 3];
    s.phase = phase::ACTIONS;
    s.first_player = 0;
    s.to_act = 0;
    for p in &mut s.players {
        p.boat = 1;
    }
    s
}

#[test]
fn r5_1_a_tie_goes_to_the_player_earlier_in_turn_order() {
    let t = tables();
    let mut s = on_the_board(&t);
    s.first_player = 1;
    s.players[0].markers[SAIL] = 2;
    s.players[2].markers[SAIL] = 2;
    // turn order 1, 2, 0: P2 comes before P0
    assert_eq!(majority_holder(&s, &t, SAIL), Some(2));
    s.players[0].markers[SAIL] = 3;
    assert_eq!(majority_holder(&s, &t, SAIL), Some(0));
    assert_eq!(majority_holder(&s, &t, BUILD), None);
}

#[test]
fn r5_3_an_impossible_action_held_in_majority_is_retrieved() {
    let t = tables();
    let mut s = on_the_board(&t);
    s.players[0].vatus = 0;
    s.players[0].markers[SAIL] = 1;
    assert!(action_options(&s, &t, 0, SAIL).is_empty());
    assert_eq!(
        turn_moves(&s, &t),
        vec![(Family::Retrieve, vec![SAIL as i32])]
    );
}

#[test]
fn r6_1_a_sail_ends_exactly_its_steps_away_over_ocean_tiles() {
    let t = tables();
    let s = on_the_board(&t);
    let opts = action_options(&s, &t, 0, SAIL);
    // from space 1: one step to 2, two steps to 1 or 3, three steps to 2
    assert_eq!(
        opts,
        vec![
            (Family::Sail, vec![2, 1, 0]),
            (Family::Sail, vec![1, 2, 0]),
            (Family::Sail, vec![3, 2, 0]),
            (Family::Sail, vec![2, 3, 0]),
        ]
    );
}

#[test]
fn r6_5_the_fish_price_drops_one_step_and_stops_at_the_last() {
    let t = tables();
    let mut s = on_the_board(&t);
    assert_eq!(lower_price(&s, &t), 2);
    s.fish_price = 1;
    assert_eq!(lower_price(&s, &t), 1);
}

#[test]
fn r10_3_a_flood_raises_the_water_of_each_side_without_a_dike() {
    let t = tables();
    let mut s = on_the_board(&t);
    flood(&mut s, &t);
    assert_eq!(s.spaces[0].water, 1);
    s.spaces[0].dikes = vec![1];
    flood(&mut s, &t);
    assert_eq!(s.spaces[0].water, 1);
    assert_eq!(s.phase, phase::ACTIONS);
}

#[test]
fn r5_9_rest_tokens_pay_in_turn_order_and_the_first_token_moves_the_first_player() {
    let t = tables();
    let mut s = on_the_board(&t);
    s.players[1].rest_token = 0; // first
    s.players[2].rest_token = 3; // both
    s.players[0].bonus_ready = true;
    rest_bonuses(&mut s, &t);
    assert_eq!(s.first_player, 1);
    assert_eq!((s.players[2].vatus, s.players[2].pp), (4, 1));
    assert!(s
        .players
        .iter()
        .all(|p| p.rest_token == -1 && !p.bonus_ready));
    assert_eq!(s.rest_available, vec![0, 1, 2, 3]);
}

//! Unit tests of the core on a small hand-made table (the checks against the
//! Python rules are in tests/native/).

use crate::game::{apply, chance_outcome_ids, legal_action_ids, random_walk, Rng};
use crate::phases::selections;
use crate::state::{phase, Player, Space, State, CHANCE};
use crate::tables::Tables;
use crate::wire::Writer;

/// Three players, four spaces, two stack letters of two tiles each.
pub fn tables() -> Tables {
    let mut w = Writer::default();
    for v in [3, 1, 0, 4, 9] {
        w.int(v); // players, characters, rising waters, spaces, action spaces
    }
    // tiles: start island, three start oceans, then A1 A2 B1 B2
    let tiles = [
        (-1, 0, 0, 1),
        (-1, 2, 0, 0),
        (-1, 1, 2, 0),
        (-1, 0, 0, 0),
        (0, 0, 0, 1),
        (0, 0, 0, 1),
        (1, 1, 3, 0),
        (1, 3, 0, 0),
    ];
    w.int(tiles.len() as i64);
    for (l, f, t, island) in tiles {
        for v in [l, f, t, island, island, island, 0] {
            w.int(v);
        }
    }
    w.list(&[1i32, 2, 3]); // start spaces
    w.int(3); // boat start tile
    w.list(&[0i32, 1]); // letters
    for v in [4, 3, 10, 9, 3, 4, 5, 3, 8, 10, 5, 1, 3, 3, 2, 2] {
        w.int(v);
    }
    // neighbours: a path 0-1-2-3; demand tiles 1 and 2 of three goods
    for nbs in [vec![1i32], vec![0, 2], vec![1, 3], vec![2]] {
        w.list(&nbs);
    }
    for v in [2, 1, 3, 2, 3, 3, 0, 5] {
        w.int(v); // two demand tiles, fish price 3, no die round, submerged at 5
    }
    for _ in 0..8 {
        for v in [3, 2, 4] {
            w.int(v); // room on each tile
        }
    }
    for c in 0..10 {
        w.int(if c < 8 { c } else { -1 }); // linked actions
    }
    for v in [3, 3, 1, 1, 20, 1, 2, 3, 1, 3, 5, 2, 3, 5, 2] {
        w.int(v);
    }
    w.list(&[2i32, 2, 1]);
    w.list(&[0i32, 1, 2]);
    w.list(&[0i32, 0, 1]);
    // chance: one start order, four tiles, two demand tiles, tourists 0 1 2, first 0 1 2
    let mut chance: Vec<(i64, Vec<i32>)> = vec![(0, vec![1, 2, 3]), (0, vec![2, 1, 3])];
    chance.extend((4..8).map(|t| (1, vec![t])));
    chance.extend([(2, vec![1]), (2, vec![2])]);
    chance.extend((0..3).map(|v| (3, vec![v])));
    chance.extend((0..3).map(|p| (4, vec![p])));
    w.int(chance.len() as i64);
    for (e, args) in chance {
        w.int(e);
        w.list(&args);
    }
    // moves: ten characters, then treasure sales of 1, 2, 1+2, then beg 1..3
    let mut moves: Vec<(i64, Vec<i32>)> = (0..10).map(|c| (2, vec![c])).collect();
    moves.extend([(15, vec![1]), (15, vec![2]), (15, vec![1, 2])]);
    moves.extend((1..4).map(|k| (16, vec![k])));
    w.int(moves.len() as i64);
    for (f, args) in moves {
        w.int(f);
        w.list(&args);
    }
    turn_wire(&mut w);
    Tables::from_wire(&w.data).expect("tables")
}

/// The Governor (character 8), no Preacher, the rest tokens first, vatu, point
/// and both, the fish price track, the cube supply, the defeat at three
/// submerged islands and the default rulings.
pub fn turn_wire(w: &mut Writer) {
    w.int(8);
    w.int(-1);
    for v in [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1] {
        w.int(v);
    }
    w.list(&[3i32, 2, 1]);
    for v in [10, 8, 6, 3, 1, 1, 1, 0, 1] {
        w.int(v);
    }
}

pub fn start(t: &Tables) -> State {
    let player = Player {
        vatus: 3,
        pp: 0,
        boat: -1,
        fish: vec![],
        treasures: vec![],
        huts_left: 8,
        character: -1,
        bonus_ready: false,
        markers: vec![0; 9],
        in_hand: 0,
        rest_token: -1,
    };
    let mut board = vec![-1; t.spaces];
    board[0] = 0;
    State {
        round: 1,
        phase: phase::SETUP,
        step: 0,
        to_act: CHANCE,
        first_player: -1,
        players: vec![player; 3],
        board,
        spaces: vec![Space::default(); t.spaces],
        upcoming: vec![],
        tiles_revealed: 0,
        demand_display: vec![],
        demand_pile: vec![1, 2],
        demand_discards: vec![],
        tourist_pile: vec![0, 1, 1, 2],
        tourist_tile: None,
        tourists_waiting: 0,
        fish_price: 3,
        rest_available: vec![0, 1, 2, 3],
        neutral: vec![0; 9],
        resolved: 0,
        offered: vec![],
        offered_before: vec![],
        flood_in: None,
        governed: vec![-1; 3],
        defeat: false,
    }
}

#[test]
fn the_wire_form_round_trips() {
    let t = tables();
    let s = start(&t);
    assert_eq!(State::from_wire(&s.to_wire(), &t).unwrap(), s);
}

#[test]
fn a_truncated_wire_form_is_an_error() {
    let t = tables();
    let w = start(&t).to_wire();
    for cut in [0, 1, 7, w.len() - 1] {
        assert!(State::from_wire(&w[..cut], &t).is_err());
    }
}

#[test]
fn r2_1_the_start_tiles_are_a_chance_event_with_every_order() {
    let t = tables();
    let s = start(&t);
    let found = chance_outcome_ids(&s, &t).unwrap();
    assert_eq!(found, vec![(0, 0.5), (1, 0.5)]);
    let next = apply(&s, &t, 1).unwrap();
    assert_eq!(next.board[1], 2);
    assert_eq!(next.players[0].boat, 3);
    assert_eq!(next.spaces[2].fish, 2);
}

#[test]
fn r2_8_setup_ends_in_the_characters_phase_with_the_first_player_to_act() {
    let t = tables();
    let (s, made) = random_walk(&start(&t), &t, 10_000, 7);
    assert!(made > 0);
    assert_eq!(s.phase, phase::PLANNING);
    assert!(s.players.iter().all(|p| p.character >= 0 && p.bonus_ready));
}

#[test]
fn r3_8_a_character_held_by_another_player_is_refused() {
    let t = tables();
    let (s, _) = random_walk(&start(&t), &t, 0, 1);
    let mut s = s;
    s.phase = phase::CHARACTERS;
    s.first_player = 0;
    s.to_act = 0;
    s.players[1].character = 4;
    let legal = legal_action_ids(&s, &t).unwrap();
    assert!(!legal.contains(&4) && legal.contains(&5));
    assert!(apply(&s, &t, 4).is_err());
}

#[test]
fn r7_1_treasure_sales_list_every_distinct_selection() {
    let found: Vec<Vec<i32>> = selections(&[1, 1, 2]).into_iter().collect();
    assert_eq!(
        found,
        vec![vec![1], vec![1, 1], vec![1, 1, 2], vec![1, 2], vec![2]]
    );
}

#[test]
fn ids_out_of_range_are_errors() {
    let t = tables();
    let s = start(&t);
    assert!(apply(&s, &t, -1).is_err());
    assert!(apply(&s, &t, 10_000).is_err());
}

#[test]
fn the_generator_is_uniform_enough_and_seeded() {
    let mut a = Rng::new(3);
    let mut b = Rng::new(3);
    assert_eq!(a.next_u64(), b.next_u64());
    let mut seen = [0; 4];
    for _ in 0..4000 {
        seen[a.below(4)] += 1;
    }
    assert!(seen.iter().all(|&k| k > 800));
}

/// A planning position: start island on space 0, the fish tile on 1, the wreck
/// (fish 1, treasure 2) on 2 and the blank tile with every boat on 3.
fn planning(t: &Tables) -> State {
    let mut s = start(t);
    s.board = vec![0, 1, 2, 3];
    s.spaces[1].fish = 2;
    s.spaces[2] = Space {
        fish: 1,
        treasure: 2,
        ..Space::default()
    };
    s.phase = phase::PLANNING;
    s.first_player = 0;
    s.to_act = 0;
    for p in &mut s.players {
        p.boat = 3;
        p.in_hand = 5;
    }
    s
}

#[test]
fn r4_3_an_action_is_plannable_only_after_what_makes_it_possible() {
    use crate::feasibility::Context;
    let t = tables();
    let s = planning(&t);
    let mut ctx = Context::new(&s, &t, 0);
    let (sail, explore, fish) = (1u32, 1u32 << 2, 1u32 << 3);
    // from the blank tile only a sail is possible; exploring needs the sail first
    assert_eq!(ctx.plannable_mask(0, sail | explore | fish), sail);
    assert_eq!(ctx.plannable_mask(sail | explore, explore), explore);
    assert_eq!(ctx.plannable_mask(sail | fish, fish), fish);
    let (alone, with_one) = ctx.with_one_more(0);
    assert_eq!(alone & (sail | explore), sail);
    assert_eq!(with_one[0] & explore, explore);
}

#[test]
fn r4_2_the_first_pass_lists_pairs_that_rely_on_each_other() {
    let t = tables();
    let s = planning(&t);
    let passes = crate::planning::plan_passes(&s, &t);
    assert!(passes.contains(&vec![0, 2])); // sail, then explore
    assert!(passes.contains(&vec![0, 0])); // two markers on sail
    assert!(!passes.contains(&vec![2, 2])); // explore alone is impossible
}

#[test]
fn a_random_game_played_in_place_makes_the_moves_of_the_copying_one() {
    use crate::game::{random_step, random_step_in_place};
    let t = tables();
    for seed in 0..12 {
        let (mut copied, mut in_place) = (start(&t), start(&t));
        let (mut r1, mut r2) = (Rng::new(seed), Rng::new(seed));
        for _ in 0..400 {
            match (
                random_step(&copied, &t, &mut r1),
                random_step_in_place(&mut in_place, &t, &mut r2),
            ) {
                (Ok(next), Ok(())) => {
                    copied = next;
                    assert_eq!(copied, in_place);
                }
                (Err(a), Err(b)) => {
                    assert_eq!(a.to_string(), b.to_string());
                    break;
                }
                (a, b) => panic!("seed {seed}: {:?} against {:?}", a.err(), b.err()),
            }
            if copied.phase == phase::OVER {
                break;
            }
        }
    }
}

#[test]
fn r6_1_the_walks_of_a_board_are_the_sail_ends_of_each_space() {
    use crate::board::{sail_ends, sail_walks};
    let t = tables();
    let s = planning(&t);
    for revisit in [false, true] {
        let walks = sail_walks(&s, &t, revisit);
        for (k, at_k) in walks.iter().enumerate() {
            for (from, ends) in at_k.iter().enumerate() {
                assert_eq!(*ends, sail_ends(&s, &t, from, k + 1, revisit));
            }
        }
    }
}

#[test]
fn r4_3_a_context_kept_between_searches_answers_as_a_new_one() {
    use crate::feasibility::Context;
    let t = tables();
    let s = planning(&t);
    let mut kept = Context::new(&s, &t, 0);
    kept.with_one_more(0);
    for planned in [0u32, 1, 1 | 1 << 2, 1 | 1 << 3, 1 << 2] {
        let asked = crate::feasibility::ALL;
        let fresh = Context::new(&s, &t, 0).plannable_mask(planned, asked);
        assert_eq!(kept.plannable_mask(planned, asked), fresh);
        assert_eq!(
            kept.with_one_more(planned),
            Context::new(&s, &t, 0).with_one_more(planned)
        );
    }
}

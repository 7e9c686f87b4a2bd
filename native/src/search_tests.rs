//! Unit tests of the evaluation, the policy and the playouts on the small
//! hand-made table of [`crate::tests`] (the checks against the Python bots
//! are in tests/native/).

use crate::evaluate::evaluate_all;
use crate::game::{random_walk, Rng};
use crate::outlook::Weights;
use crate::playout::{margin_rewards, outcome, play_out, Horizon, Settings};
use crate::state::phase;
use crate::tests::{start, tables};

fn weights(t: &crate::tables::Tables) -> Weights {
    let mut wire = vec![0.5; 19];
    wire.push(8.0); // huts per player
    wire.push(-1.0); // no Navigator
    wire.extend(std::iter::repeat_n(1.0, t.character_count + t.rest_tokens));
    Weights::from_wire(&wire, t).expect("a wire form of weights")
}

#[test]
fn margin_rewards_are_a_logistic_of_the_margin_over_the_best_other() {
    let r = margin_rewards(&[10.0, 7.0], 3.0);
    assert!((r[0] - 0.731_058_578_6).abs() < 1e-9);
    assert!((r[0] + r[1] - 1.0).abs() < 1e-12);
}

#[test]
fn a_horizon_counts_changes_of_phase() {
    let t = tables();
    let mut s = start(&t);
    let mut h = Horizon {
        phase: s.phase,
        changes: 0,
        budget: 2,
    };
    assert!(!h.reached(&s));
    s.phase = phase::PREPARATION;
    assert!(!h.reached(&s));
    s.phase = phase::CHARACTERS;
    assert!(h.reached(&s));
}

#[test]
fn weights_of_the_wrong_length_are_refused() {
    let t = tables();
    assert!(Weights::from_wire(&[0.5; 3], &t).is_err());
    let mut wire = vec![f64::NAN; 19];
    wire.extend([8.0, -1.0]);
    wire.extend(std::iter::repeat_n(1.0, t.character_count + t.rest_tokens));
    assert!(Weights::from_wire(&wire, &t).is_err());
}

#[test]
fn playouts_stop_at_their_horizon_and_give_a_reward_to_everyone() {
    let t = tables();
    let w = weights(&t);
    let settings = Settings {
        scale: 5.0,
        defeat_gap: 0.25,
        noise: 0.5,
    };
    let mut played_out = 0;
    for seed in 0..8 {
        let (s, _) = random_walk(&start(&t), &t, seed as usize, seed);
        let mut h = Horizon {
            phase: s.phase,
            changes: 0,
            budget: 1,
        };
        let played = play_out(&s, &t, &w, &mut h, &settings, &mut Rng::new(seed), true);
        let played = match played {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                continue;
            }
        };
        played_out += 1;
        assert!(played.state.phase != s.phase || played.state.phase == phase::OVER);
        let (rewards, values) = outcome(&played.state, &t, &w, &settings);
        assert_eq!(rewards.len(), 3);
        assert!(rewards.iter().all(|r| (0.0..=1.0).contains(r)));
        assert_eq!(values, evaluate_all(&played.state, &t, &w));
    }
    assert!(played_out > 0);
}

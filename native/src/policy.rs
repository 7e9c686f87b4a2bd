//! The fast playout policy of search (`vanuatu.bots.policy.playout_move`):
//! the heuristic's taste at a fraction of its cost. Planning scores each pass
//! by the planned-action terms of the evaluation (with seeded noise) and takes
//! the best legal one (R4.2, R4.3); performing actions takes the move after
//! which the player's own evaluation is best; character selection the
//! character whose bonus is worth most; anything else a random legal move.
//! Free actions (R7) are never chosen.

use crate::error::{not_covered, Result};
use crate::evaluate::Context;
use crate::feasibility::ACTIONS;
use crate::game::{play_unchecked, Rng};
use crate::outlook::Weights;
use crate::phases::{is_free, legal_ids_in_move_order};
use crate::planning::plan_passes;
use crate::state::{phase, State};
use crate::tables::{Family, Tables};
use crate::turns::turn_moves;

/// `player_moves`: the legal ids of the player to act without free actions
/// (all of them where that would leave none), in the order of `legal_moves`.
pub fn player_ids(s: &State, t: &Tables) -> Result<Vec<usize>> {
    let all = legal_ids_in_move_order(s, t)?;
    let kept: Vec<usize> = all.iter().copied().filter(|&id| !is_free(t, id)).collect();
    Ok(if kept.is_empty() { all } else { kept })
}

/// The policy's move (an action id) for the player to act in `s`.
pub fn playout_move(
    s: &State,
    t: &Tables,
    w: &Weights,
    noise: f64,
    rng: &mut Rng,
) -> Result<usize> {
    match s.phase {
        phase::PLANNING => {
            if let Some(id) = plan(s, t, w, noise, rng) {
                return Ok(id);
            }
        }
        phase::ACTIONS => return best_turn(s, t, w, noise, rng),
        phase::CHARACTERS => {
            let mut best: Option<(usize, f64)> = None;
            for id in legal_ids_in_move_order(s, t)? {
                let entry = &t.moves[id];
                if entry.kind != Family::TakeCharacter {
                    continue;
                }
                let v = w.character_pp[entry.args[0] as usize] + noise * rng.unit();
                if best.is_none_or(|(_, b)| v > b) {
                    best = Some((id, v));
                }
            }
            if let Some((id, _)) = best {
                return Ok(id);
            }
        }
        _ => {}
    }
    let moves = player_ids(s, t)?;
    if moves.is_empty() {
        return Err(not_covered("a player to act without a legal move"));
    }
    Ok(moves[rng.below(moves.len())])
}

/// Phase IV: the move after which the player's own evaluation is best.
fn best_turn(s: &State, t: &Tables, w: &Weights, noise: f64, rng: &mut Rng) -> Result<usize> {
    let mut ids = Vec::new();
    for key in turn_moves(s, t) {
        match t.action_move.get(&key) {
            Some(&id) => ids.push(id),
            None => return Err(not_covered("a Phase IV move no action id stands for")),
        }
    }
    if ids.len() == 1 {
        return Ok(ids[0]);
    }
    let p = s.to_act as usize;
    let mut best: Option<(usize, f64)> = None;
    for id in ids {
        let after = play_unchecked(s, t, id)?;
        let v = Context::new(&after, t, w).value(p) + noise * rng.unit();
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((id, v));
        }
    }
    best.map(|(id, _)| id)
        .ok_or_else(|| not_covered("a player to act in Phase IV without a move"))
}

/// Phase III: the best-scored legal pass (of one or two markers, R4.2), or
/// `None` when no pass is legal.
fn plan(s: &State, t: &Tables, w: &Weights, noise: f64, rng: &mut Rng) -> Option<usize> {
    let p = s.to_act as usize;
    let k = t
        .pass_sizes
        .get(s.step as usize / s.players.len())
        .copied()
        .unwrap_or(0);
    if k == 0 || k > 2 {
        return None;
    }
    let mut ctx = Context::new(s, t, w);
    let mut one = [0.0; ACTIONS];
    for (a, v) in one.iter_mut().enumerate() {
        *v = ctx.plan_gain(p, &[a]);
    }
    let mut two = one;
    if k == 2 {
        for (a, v) in two.iter_mut().enumerate() {
            *v = ctx.plan_gain(p, &[a, a]);
        }
    }
    // the legal passes, by their sorted pair of action spaces (a single one twice)
    let mut legal = [false; ACTIONS * ACTIONS];
    for pass in plan_passes(s, t) {
        let (x, y) = (pass[0] as usize, pass[pass.len() - 1] as usize);
        legal[x * ACTIONS + y] = true;
    }
    let mut best: Option<(usize, usize, f64)> = None;
    for x in 0..ACTIONS {
        let ys = if k == 1 { x..x + 1 } else { x..ACTIONS };
        for y in ys {
            let v = if k == 1 {
                one[x]
            } else if x == y {
                two[x]
            } else {
                one[x] + one[y]
            };
            let v = v + noise * rng.unit();
            if legal[x * ACTIONS + y] && best.is_none_or(|(_, _, b)| v > b) {
                best = Some((x, y, v));
            }
        }
    }
    let (x, y, _) = best?;
    let wire = if k == 1 {
        vec![x as i32]
    } else {
        vec![x as i32, y as i32]
    };
    t.plan_move.get(&wire).copied()
}

//! Phase IV, performing actions (R5.1-R5.8, `vanuatu.rules.turns`): majority,
//! mandatory performance, retrieval, the Preacher and the Governor, and the
//! passing of the turn.

use crate::actions::{action_options, Option_};
use crate::error::{CoreError, Result};
use crate::feasibility::ACTIONS;
use crate::perform::{bonus_at, perform};
use crate::state::{phase, State};
use crate::tables::{Family, Tables};
use crate::waters::after_performed_action;

/// Turn order: the First Player, then ascending indices, wrapping (R3).
fn order(s: &State) -> impl Iterator<Item = usize> + '_ {
    (0..s.players.len() as i32).map(|k| s.in_turn(k) as usize)
}

/// The player holding the majority on action `a` (R5.1, R10.1), or `None`.
pub fn majority_holder(s: &State, t: &Tables, a: usize) -> Option<usize> {
    let (mut best, mut best_n) = (None, 0);
    for p in order(s) {
        let k = s.players[p].markers[a];
        if k > best_n {
            (best, best_n) = (Some(p), k);
        }
    }
    let p = best?;
    if t.two_player() {
        let neutral = s.neutral[a];
        if best_n < neutral {
            return None;
        }
        let ch = s.players[p].character;
        let privilege = (ch >= 0 && t.linked[ch as usize] == a as i32)
            || s.governed.get(p) == Some(&(a as i32));
        if best_n == neutral && neutral > 0 && !privilege {
            return None;
        }
    }
    Some(p)
}

fn ready(s: &State, p: usize, character: i32) -> bool {
    let pl = &s.players[p];
    character >= 0 && pl.character == character && pl.bonus_ready
}

/// Every legal Phase IV move of the player to act (free actions aside), as
/// family and wire arguments.
pub fn turn_moves(s: &State, t: &Tables) -> Vec<Option_> {
    let p = s.to_act as usize;
    let markers = &s.players[p].markers;
    let held: Vec<usize> = (0..ACTIONS)
        .filter(|&a| markers[a] != 0 && majority_holder(s, t, a) == Some(p))
        .collect();
    let mut out = Vec::new();
    if !held.is_empty() {
        for &a in &held {
            let opts = action_options(s, t, p, a);
            let optional = opts.iter().all(|(f, args)| args[bonus_at(*f)] == 1);
            out.extend(opts);
            if optional {
                out.push((Family::Retrieve, vec![a as i32]));
            }
        }
    } else {
        let stacks: Vec<usize> = (0..ACTIONS).filter(|&a| markers[a] != 0).collect();
        out.extend(stacks.iter().map(|&a| (Family::Retrieve, vec![a as i32])));
        if ready(s, p, t.turn.preacher) {
            for &a in &stacks {
                for (f, mut args) in action_options(s, t, p, a) {
                    args[bonus_at(f)] = 1;
                    out.push((f, args));
                }
            }
        }
    }
    if ready(s, p, t.turn.governor) {
        for a in (0..ACTIONS).filter(|&a| markers[a] != 0) {
            for b in 0..ACTIONS {
                let open = t.turn.rulings.governor_onto_resolved || s.resolved >> b & 1 == 0;
                if b != a && open {
                    out.push((Family::Govern, vec![a as i32, b as i32]));
                }
            }
        }
    }
    out
}

/// The ids of [`turn_moves`].
pub fn turn_ids(s: &State, t: &Tables, out: &mut Vec<usize>) -> Result<()> {
    for key in turn_moves(s, t) {
        match t.action_move.get(&key) {
            Some(&id) => out.push(id),
            None => {
                return Err(CoreError::BadId(format!(
                    "a {:?} move {:?}: legal, but no action id stands for it",
                    key.0, key.1
                )))
            }
        }
    }
    Ok(())
}

/// Apply a legal Phase IV move of the player to act: perform the action (then
/// the count down to the flood, R10.3), take the markers back and pass the
/// turn (R5.2-R5.6).
pub fn apply_turn(s: &mut State, t: &Tables, family: Family, args: &[i32]) {
    let p = s.to_act as usize;
    if family == Family::Govern {
        let (a, b) = (args[0] as usize, args[1] as usize);
        let pl = &mut s.players[p];
        pl.markers[b] += pl.markers[a];
        pl.markers[a] = 0;
        pl.bonus_ready = false;
        if let Some(g) = s.governed.get_mut(p) {
            *g = b as i32;
        }
        s.to_act = next_turn(s);
        return;
    }
    let space = if family == Family::Retrieve {
        args[0] as usize
    } else {
        perform(s, t, p, family, args);
        after_performed_action(s, t);
        if s.phase == phase::OVER {
            return;
        }
        crate::perform::action_of(family) as usize
    };
    s.players[p].markers[space] = 0;
    s.resolved |= 1 << space;
    s.to_act = next_turn(s);
}

/// The next player after the one to act in turn order who still has markers
/// on the board (R5.2); the one to act if nobody has any.
fn next_turn(s: &State) -> i32 {
    let n = s.players.len() as i32;
    let seat = (s.to_act - s.first_player).rem_euclid(n);
    for k in 1..=n {
        let q = s.in_turn(seat + k);
        if s.players[q as usize].markers.iter().any(|&m| m != 0) {
            return q;
        }
    }
    s.to_act
}

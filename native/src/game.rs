//! The verbs of the core over a state: legal ids, chance outcome ids, apply,
//! and seeded random games played without leaving the core.

use crate::chance::{at_step, outcomes, perform, waiting};
use crate::error::{not_covered, CoreError, Result};
use crate::flow::advance;
use crate::phases::{
    apply_free, apply_move, free_action_ids, is_free, legal_ids, legal_ids_in_move_order,
};
use crate::scoring::final_totals;
use crate::state::{phase, State, CHANCE};
use crate::tables::{Event, Tables};

/// The pending chance event, if chance is to act and the game waits for it.
fn pending(s: &State, t: &Tables) -> Result<Option<Event>> {
    if s.to_act != CHANCE || s.phase == phase::OVER {
        return Ok(None);
    }
    match at_step(s, t)? {
        Some(e) if waiting(e, s, t)? => Ok(Some(e)),
        _ => Ok(None),
    }
}

/// `(outcome id, probability)` of every outcome of the pending chance event,
/// ascending by id; empty when a player is to act.
pub fn chance_outcome_ids(s: &State, t: &Tables) -> Result<Vec<(usize, f64)>> {
    match pending(s, t)? {
        Some(e) => outcomes(e, s, t),
        None => Ok(Vec::new()),
    }
}

/// The ids of the legal moves of the player to act, ascending.
pub fn legal_action_ids(s: &State, t: &Tables) -> Result<Vec<usize>> {
    if s.to_act == CHANCE {
        return Ok(Vec::new());
    }
    legal_ids(s, t)
}

/// The ids of [`legal_action_ids`] in the order of `vanuatu.legal_moves`.
pub fn legal_action_ids_in_move_order(s: &State, t: &Tables) -> Result<Vec<usize>> {
    if s.to_act == CHANCE {
        return Ok(Vec::new());
    }
    legal_ids_in_move_order(s, t)
}

/// The state after `id`: a chance outcome id at a chance event, else an action
/// id of the player to act. Refused unless legal now.
pub fn apply(s: &State, t: &Tables, id: i64) -> Result<State> {
    play(s, t, id, true)
}

/// [`apply`], checking the legality of a player move only when `check` (the
/// random games play ids taken from the legal list just made).
fn play(s: &State, t: &Tables, id: i64, check: bool) -> Result<State> {
    if s.phase == phase::OVER {
        return Err(CoreError::Illegal("R8 the game is over".into()));
    }
    let mut next = s.clone();
    if s.to_act == CHANCE {
        let size = t.chance.len();
        let i = check_id(id, size, "chance outcome id")?;
        let e = match pending(s, t)? {
            Some(e) => e,
            None => return Err(not_covered("a chance event of this step")),
        };
        if t.chance[i].kind != e || !outcomes(e, s, t)?.iter().any(|&(j, _)| j == i) {
            return Err(CoreError::Illegal(format!(
                "chance outcome id {i} is not a possible outcome of the pending {e:?} event"
            )));
        }
        perform(e, i, &mut next, t)?;
        advance(&mut next, t)?;
        return Ok(next);
    }
    let i = check_id(id, t.moves.len(), "action id")?;
    if check && !legal_ids(s, t)?.contains(&i) {
        return Err(CoreError::Illegal(format!(
            "action id {i} is not a legal move of P{} now",
            s.to_act
        )));
    }
    apply_move(&mut next, t, i)?;
    if !is_free(t, i) {
        advance(&mut next, t)?;
    }
    Ok(next)
}

/// The ids of the free actions (R7) of player `p`, who need not be the player to
/// act; an error when `p` is not a player of the game.
pub fn free_ids_of(s: &State, t: &Tables, p: i64) -> Result<Vec<usize>> {
    let p = check_player(s, p)?;
    free_action_ids(s, t, p)
}

/// The state after the free action `id` (R7) of player `p`, made whoever is to
/// act (a chance event pending too); no automatic step follows it.
pub fn apply_free_of(s: &State, t: &Tables, id: i64, p: i64) -> Result<State> {
    let p = check_player(s, p)?;
    if s.phase == phase::OVER {
        return Err(CoreError::Illegal("R8 the game is over".into()));
    }
    let i = check_id(id, t.moves.len(), "action id")?;
    if !free_action_ids(s, t, p)?.contains(&i) {
        return Err(CoreError::Illegal(format!(
            "action id {i} is not a free action (R7) P{p} may make now"
        )));
    }
    let mut next = s.clone();
    apply_free(&mut next, t, i, p);
    Ok(next)
}

fn check_player(s: &State, p: i64) -> Result<usize> {
    if p < 0 || p as u64 >= s.players.len() as u64 {
        return Err(CoreError::BadId(format!(
            "player {p} is not a player of this game: it has P0 to P{}",
            s.players.len() - 1
        )));
    }
    Ok(p as usize)
}

/// The state after the player move `id`, taken from the legal list just made
/// (its legality is not checked again).
pub fn play_unchecked(s: &State, t: &Tables, id: usize) -> Result<State> {
    play(s, t, id as i64, false)
}

fn check_id(id: i64, size: usize, what: &str) -> Result<usize> {
    if id < 0 || id as u64 >= size as u64 {
        return Err(CoreError::BadId(format!(
            "{what} {id} is out of range: this game has ids 0 to {}",
            size as i64 - 1
        )));
    }
    Ok(id as usize)
}

/// A small fast generator (SplitMix64): the core's own, so a seed gives the
/// same games on every machine.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// An index below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }
}

/// One random move: a chance outcome drawn by its probability, or a legal
/// move of the player to act drawn uniformly.
pub fn random_step(s: &State, t: &Tables, rng: &mut Rng) -> Result<State> {
    let mut g = s.clone();
    random_step_in_place(&mut g, t, rng)?;
    Ok(g)
}

/// The final totals of `count` random games played from `s` with `seed`.
pub fn random_games(s: &State, t: &Tables, count: usize, seed: u64) -> Result<Vec<Vec<i64>>> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let mut g = s.clone();
        while g.phase != phase::OVER {
            random_step_in_place(&mut g, t, &mut rng)?;
        }
        out.push(final_totals(&g, t));
    }
    Ok(out)
}

/// [`random_step`] made on `g` itself (no copy of the state per move; the
/// outcome and the move are those of the lists just made, so they are not
/// checked again). On an error `g` is left part way.
pub(crate) fn random_step_in_place(g: &mut State, t: &Tables, rng: &mut Rng) -> Result<()> {
    if g.to_act == CHANCE {
        let e = match pending(g, t)? {
            Some(e) => e,
            None => return Err(not_covered("a chance event with no outcome")),
        };
        let found = outcomes(e, g, t)?;
        if found.is_empty() {
            return Err(not_covered("a chance event with no outcome"));
        }
        let pick = pick_outcome(&found, rng);
        perform(e, pick, g, t)?;
        return advance(g, t);
    }
    let legal = legal_action_ids(g, t)?;
    if legal.is_empty() {
        return Err(CoreError::Illegal(format!(
            "P{} has no legal move",
            g.to_act
        )));
    }
    let i = legal[rng.below(legal.len())];
    apply_move(g, t, i)?;
    if !is_free(t, i) {
        advance(g, t)?;
    }
    Ok(())
}

/// The outcome id drawn by its probability (the last one if rounding leaves
/// `rng`'s draw beyond them all).
fn pick_outcome(found: &[(usize, f64)], rng: &mut Rng) -> usize {
    let mut x = rng.unit();
    for &(id, p) in found {
        if x < p {
            return id;
        }
        x -= p;
    }
    found[found.len() - 1].0
}

/// Random moves from `s` until the game ends, `moves` were made, or a position
/// the core does not cover is met: the state reached and the moves made.
pub fn random_walk(s: &State, t: &Tables, moves: usize, seed: u64) -> (State, usize) {
    let mut rng = Rng::new(seed);
    let mut g = s.clone();
    for made in 0..moves {
        if g.phase == phase::OVER {
            return (g, made);
        }
        match random_step(&g, t, &mut rng) {
            Ok(next) => g = next,
            Err(_) => return (g, made),
        }
    }
    (g, moves)
}

/// `count` random walks from `s` (as [`random_walk`], at most `moves` moves
/// each, seeded from `seed`): the total of the moves made.
pub fn random_walks(s: &State, t: &Tables, count: usize, moves: usize, seed: u64) -> usize {
    (0..count as u64)
        .map(|k| random_walk(s, t, moves, seed.wrapping_add(k.wrapping_mul(0x9E37_79B9))).1)
        .sum()
}

//! The playouts of the ISMCTS bot (`vanuatu.bots.ismcts`): from a
//! determinized state, the playout policy plays to the horizon (a number of
//! changes of phase, `_Horizon`), and every player's reward and value are
//! read there (`VanuatuSearch.outcome`: `margin_rewards` with the Rising
//! Waters factor of R10.3).

use crate::error::Result;
use crate::evaluate::{defeat_risk, evaluate_all};
use crate::game::{play_unchecked, random_step, Rng};
use crate::outlook::Weights;
use crate::policy::playout_move;
use crate::state::{phase, State, CHANCE};
use crate::tables::Tables;

/// Where one iteration stops: after `budget` changes of phase (`_Horizon`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Horizon {
    pub phase: i32,
    pub changes: i32,
    pub budget: i32,
}

impl Horizon {
    /// Count a change of phase at `s`; whether the budget is spent.
    pub fn reached(&mut self, s: &State) -> bool {
        if s.phase == self.phase {
            return false;
        }
        self.phase = s.phase;
        self.changes += 1;
        self.changes >= self.budget
    }
}

/// The settings of the rewards and of the policy.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Settings {
    /// The value margin of a reward of 0.73.
    pub scale: f64,
    /// With Rising Waters, the reward of the worst place afloat (R10.3).
    pub defeat_gap: f64,
    /// The policy's noise.
    pub noise: f64,
}

/// `margin_rewards`: a logistic of each value's margin over the best other one.
pub fn margin_rewards(values: &[f64], scale: f64) -> Vec<f64> {
    (0..values.len())
        .map(|q| {
            let other = values
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != q)
                .map(|(_, &v)| v)
                .fold(None, |m: Option<f64>, v| {
                    Some(m.map_or(v, |m| if v > m { v } else { m }))
                })
                .unwrap_or(0.0);
            let margin = (values[q] - other) / scale;
            1.0 / (1.0 + (-margin.clamp(-30.0, 30.0)).exp())
        })
        .collect()
}

/// `VanuatuSearch.outcome`: every player's reward and value at `s`.
pub fn outcome(s: &State, t: &Tables, w: &Weights, settings: &Settings) -> (Vec<f64>, Vec<f64>) {
    let values = evaluate_all(s, t, w);
    let mut rewards = margin_rewards(&values, settings.scale);
    if t.rising_waters {
        let afloat = 1.0 - defeat_risk(s, t, w);
        let gap = settings.defeat_gap;
        for r in rewards.iter_mut() {
            *r = afloat * (gap + (1.0 - gap) * *r);
        }
    }
    (rewards, values)
}

/// What one playout did: the state it stopped at and the ids it played
/// (chance outcome ids at chance events), if they were asked for.
pub struct Played {
    pub state: State,
    pub moves: Vec<usize>,
}

/// Play from `s` with the policy until the game ends or `horizon` is reached.
pub fn play_out(
    s: &State,
    t: &Tables,
    w: &Weights,
    horizon: &mut Horizon,
    settings: &Settings,
    rng: &mut Rng,
    record: bool,
) -> Result<Played> {
    let mut g = s.clone();
    let mut moves = Vec::new();
    // a spent budget stops at once (the outcome of the state itself)
    let spent = horizon.changes >= horizon.budget;
    loop {
        if spent || g.phase == phase::OVER || g.to_act < CHANCE || horizon.reached(&g) {
            break;
        }
        if g.to_act == CHANCE {
            let next = random_step(&g, t, rng)?;
            if record {
                moves.push(chance_id(&g, &next, t)?);
            }
            g = next;
            continue;
        }
        let id = playout_move(&g, t, w, settings.noise, rng)?;
        if record {
            moves.push(id);
        }
        g = play_unchecked(&g, t, id)?;
    }
    Ok(Played { state: g, moves })
}

/// The outcome id that leads from `before` to `after` (for the record).
fn chance_id(before: &State, after: &State, t: &Tables) -> Result<usize> {
    for (id, _) in crate::game::chance_outcome_ids(before, t)? {
        if crate::game::apply(before, t, id as i64)? == *after {
            return Ok(id);
        }
    }
    Err(crate::error::not_covered(
        "a chance draw no outcome id stands for",
    ))
}

/// One playout from `s` seeded by `seed`: the rewards and values where it stops.
pub fn playout(
    s: &State,
    t: &Tables,
    w: &Weights,
    mut horizon: Horizon,
    settings: &Settings,
    seed: u64,
) -> Result<(Vec<f64>, Vec<f64>)> {
    let mut rng = Rng::new(seed);
    let played = play_out(s, t, w, &mut horizon, settings, &mut rng, false)?;
    Ok(outcome(&played.state, t, w, settings))
}

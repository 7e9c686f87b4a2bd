//! The automatic steps between decisions (`vanuatu.rules.flow`): setup's
//! progress, the start of each phase and the passing of a phase played in turn
//! order. Ported: all of them,
//! Phase V and the end of the game (R5.9, R8) in [`crate::rest`].

use crate::chance::{at_step, outcomes, perform, waiting};
use crate::error::{not_covered, Result};
use crate::preparation::replenish;
use crate::rest::rest_phase;
use crate::state::{phase, State, CHANCE};
use crate::tables::Tables;

/// Neutral markers placed by each player in turn with two players (R10.1).
const NEUTRAL_PASSES: i32 = 2;

/// Markers to hand, rest tokens available, nothing resolved yet (R3, R10.1, R10.3).
pub fn begin_round(s: &mut State, t: &Tables) {
    for p in &mut s.players {
        p.in_hand = t.markers_per_player;
        p.markers = vec![0; t.actions];
        p.rest_token = -1;
    }
    s.rest_available = (0..t.rest_tokens as i32).collect();
    s.resolved = 0;
    s.governed = vec![-1; s.players.len()];
    s.neutral = vec![0; t.actions];
    s.offered_before = std::mem::take(&mut s.offered);
    s.flood_in = None;
}

fn start_characters(s: &mut State, t: &Tables) {
    s.phase = if t.two_player() {
        phase::NEUTRAL
    } else if !t.characters {
        phase::PLANNING
    } else {
        phase::CHARACTERS
    };
    s.step = 0;
    s.to_act = s.first_player;
}

/// One automatic step; `false` when a player has a real choice.
fn step(s: &mut State, t: &Tables) -> Result<bool> {
    match s.phase {
        phase::SETUP => {
            if s.step == 4 {
                begin_round(s, t);
                start_characters(s, t);
            } else {
                s.step += 1;
            }
            Ok(true)
        }
        phase::NEUTRAL => {
            if s.step >= NEUTRAL_PASSES {
                s.phase = phase::CHARACTERS;
                s.step = 0;
                return Ok(true);
            }
            Ok(turn_step(s))
        }
        phase::CHARACTERS => {
            if s.step >= s.players.len() as i32 {
                s.phase = phase::PLANNING;
                s.step = 0;
                s.to_act = s.first_player;
                return Ok(true);
            }
            Ok(turn_step(s))
        }
        phase::PLANNING => {
            if s.step >= (t.plan_passes * s.players.len()) as i32 {
                s.phase = phase::ACTIONS;
                s.step = 0;
                s.to_act = s.first_player;
                return Ok(true);
            }
            Ok(turn_step(s))
        }
        phase::OVER => Ok(false),
        phase::PREPARATION => Ok(preparation_step(s, t)),
        phase::ACTIONS => {
            if s.players.iter().all(|p| p.markers.iter().all(|&k| k == 0)) {
                s.phase = phase::REST;
                s.step = 0;
                return Ok(true);
            }
            Ok(false)
        }
        phase::REST => {
            rest_phase(s, t);
            Ok(true)
        }
        _ => Err(not_covered("a phase of this number")),
    }
}

/// Phase I step by step: the die (R10.3), the tourists (R3.2), the demand
/// draws (R3.3) then R3.4-R3.5, the tile placement (R3.6), the reveal (R3.7).
fn preparation_step(s: &mut State, t: &Tables) -> bool {
    match s.step {
        3 => {
            if s.upcoming.is_empty() {
                s.step = 4;
            } else if s.to_act != s.first_player {
                s.to_act = s.first_player;
            } else {
                return false;
            }
        }
        2 => {
            if s.demand_pile.is_empty()
                && !s.demand_discards.is_empty()
                && s.demand_display.len() < t.demand_display_size
            {
                let mut pile = std::mem::take(&mut s.demand_discards);
                pile.sort_unstable();
                s.demand_pile = pile;
            } else {
                replenish(s, t);
                s.step = 3;
            }
        }
        4 => start_characters(s, t),
        _ => s.step += 1,
    }
    true
}

fn turn_step(s: &mut State) -> bool {
    let who = s.in_turn(s.step);
    if s.to_act == who {
        return false;
    }
    s.to_act = who;
    true
}

/// Run the automatic steps until a player or chance has a real choice; a
/// chance event with one possible outcome is applied on the way.
pub fn advance(s: &mut State, t: &Tables) -> Result<()> {
    loop {
        if let Some(e) = at_step(s, t)? {
            if waiting(e, s, t)? {
                let found = outcomes(e, s, t)?;
                if found.len() != 1 {
                    s.to_act = CHANCE;
                    return Ok(());
                }
                perform(e, found[0].0, s, t)?;
                continue;
            }
        }
        if !step(s, t)? {
            return Ok(());
        }
    }
}

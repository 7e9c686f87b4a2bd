//! Rising Waters (R10.3, `vanuatu.rules.waters`): the count down to the flood
//! after each performed action, the flood itself, and the defeat.

use crate::board::{is_island, is_ocean, submerged};
use crate::state::{phase, Space, State, NOBODY};
use crate::tables::Tables;

/// Count down to the flood after a performed action; flood when it reaches 0.
pub fn after_performed_action(s: &mut State, t: &Tables) {
    let Some(left) = s.flood_in else {
        return;
    };
    if left - 1 > 0 {
        s.flood_in = Some(left - 1);
        return;
    }
    s.flood_in = None;
    flood(s, t);
}

/// The water rises: each island not yet submerged gets one water marker per
/// side touching an ocean tile without a dike (at most the submerged level);
/// a submerged island loses everything but its water and dikes; at
/// `defeat_at` submerged islands the game ends in everyone's defeat.
pub fn flood(s: &mut State, t: &Tables) {
    let islands: Vec<usize> = (0..s.board.len()).filter(|&i| is_island(s, t, i)).collect();
    for i in islands {
        let rise = t.neighbours[i]
            .iter()
            .filter(|&&j| is_ocean(s, t, j) && !s.spaces[i].dikes.contains(&(j as i32)))
            .count() as i32;
        let sp = &mut s.spaces[i];
        let water = t.submerged_at.min(sp.water + rise);
        if water >= t.submerged_at {
            *sp = Space {
                water,
                dikes: std::mem::take(&mut sp.dikes),
                ..Space::default()
            };
        } else {
            sp.water = water;
        }
    }
    let under = (0..s.spaces.len()).filter(|&i| submerged(s, t, i)).count() as i32;
    if under >= t.turn.defeat_at {
        s.defeat = true;
        s.phase = phase::OVER;
        s.to_act = NOBODY;
    }
}

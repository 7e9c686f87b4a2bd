//! What an action does (R6, the `perform` of each `vanuatu.rules.actions`
//! module); markers and turns are [`crate::turns`]'s.

use crate::board::cube_supply;
use crate::phases::gain;
use crate::state::State;
use crate::tables::{Family, Tables};

/// The demand display: `(tile id, goods filled)` top to bottom.
pub type Display = Vec<(i32, Vec<i32>)>;

/// Put a cube of `good` on the topmost demand tile needing it (R6.6): the new
/// display and the PP scored, or `None` when no tile needs it.
pub fn export(t: &Tables, display: &[(i32, Vec<i32>)], good: i32) -> Option<(Display, i32)> {
    for (pos, (tile, filled)) in display.iter().enumerate() {
        let wanted = t.demand_goods.get(tile).map(Vec::as_slice).unwrap_or(&[]);
        let mut needed = wanted.to_vec();
        for g in filled {
            if let Some(k) = needed.iter().position(|x| x == g) {
                needed.remove(k);
            }
        }
        if needed.contains(&good) {
            let mut new_filled = filled.clone();
            new_filled.push(good);
            new_filled.sort_unstable();
            let mut pp = t.goods_export[good as usize];
            if new_filled.len() == wanted.len() {
                pp += t.export_completion_bonus;
            }
            let mut out = display.to_vec();
            out[pos] = (*tile, new_filled);
            return Some((out, pp));
        }
    }
    None
}

/// The fish price one step down the track, never below its last space (R6.5).
pub fn lower_price(s: &State, t: &Tables) -> i32 {
    let track = &t.turn.fish_price_track;
    let last = track.len() - 1;
    let i = track
        .iter()
        .position(|&v| v == s.fish_price)
        .unwrap_or(last);
    track[(i + 1).min(last)]
}

/// The bonus flag's position in the arguments of an action family.
pub fn bonus_at(family: Family) -> usize {
    match family {
        Family::Sail | Family::Buy => 2,
        Family::Build | Family::Draw | Family::Transport | Family::Rest => 1,
        _ => 0,
    }
}

/// Export a cube of `good` for player `p`'s account: the PP scored (R6.6).
fn export_one(s: &mut State, t: &Tables, good: i32) -> i32 {
    match export(t, &s.demand_display, good) {
        Some((display, pp)) => {
            s.demand_display = display;
            pp
        }
        None => 0,
    }
}

/// The effect of performing an action move of player `p` (R6): `action` is its
/// space, `args` its wire arguments. A `+bonus` move of a character whose
/// bonus is not that action's (the Preacher, R5.5) performs the plain action.
pub fn perform(s: &mut State, t: &Tables, p: usize, family: Family, args: &[i32]) {
    let flagged = args.get(bonus_at(family)).copied() == Some(1);
    let action = action_of(family);
    let ch = s.players[p].character;
    let used = flagged && ch >= 0 && t.linked[ch as usize] == action;
    if flagged {
        s.players[p].bonus_ready = false;
    }
    match family {
        Family::Sail => {
            let pl = &mut s.players[p];
            if !used {
                pl.vatus -= args[1];
            }
            pl.boat = args[0];
        }
        Family::Build => {
            if args[2] >= 0 {
                s.spaces[args[2] as usize].dikes.push(args[3]);
                s.players[p].vatus -= t.dike_cost;
            }
            if args[0] >= 0 {
                let pl = &mut s.players[p];
                pl.vatus -= if used { t.builder_cost } else { t.build_cost };
                pl.huts_left -= 1;
                s.spaces[args[0] as usize].huts.push(p as i32);
            }
        }
        Family::Explore | Family::Fish => {
            let i = s.players[p].boat as usize;
            let explore = family == Family::Explore;
            let sp = &mut s.spaces[i];
            let n = if explore { sp.treasure } else { sp.fish };
            if explore {
                sp.treasure -= 1;
            } else {
                sp.fish -= 1;
            }
            let pl = &mut s.players[p];
            let tokens = if explore {
                &mut pl.treasures
            } else {
                &mut pl.fish
            };
            tokens.push(n);
            tokens.sort_unstable();
            if used {
                if explore {
                    gain(pl, t, n, 0);
                } else {
                    gain(pl, t, 0, n);
                }
            }
            if !explore && t.turn.rulings.fishing_lowers_price {
                s.fish_price = lower_price(s, t);
            }
        }
        Family::Sell => {
            let price = s.fish_price;
            let pl = &mut s.players[p];
            for v in &args[1..] {
                if let Some(k) = pl.fish.iter().position(|w| w == v) {
                    pl.fish.remove(k);
                }
            }
            gain(pl, t, args[1..].iter().sum::<i32>() * price, 0);
            s.fish_price = lower_price(s, t);
        }
        Family::Buy => {
            let (i, g) = (args[0] as usize, args[1]);
            s.spaces[i].cubes[g as usize] -= 1;
            s.players[p].vatus -= t.goods_price[g as usize];
            let mut pp = export_one(s, t, g);
            if used && cube_supply(s, t)[g as usize] > 0 {
                pp += export_one(s, t, g);
            }
            gain(&mut s.players[p], t, 0, pp);
        }
        Family::Draw => {
            s.spaces[args[0] as usize].drawings += 1;
            let pp = if used { t.artist_pp } else { t.draw_pp };
            gain(&mut s.players[p], t, 0, pp);
        }
        Family::Transport => {
            let sp = &mut s.spaces[args[0] as usize];
            let vatus = sp.huts.len() as i32;
            let pp = if used {
                t.guide_pp_per_drawing * sp.drawings
            } else {
                0
            };
            sp.tourists += 1;
            s.tourists_waiting -= 1;
            gain(&mut s.players[p], t, vatus, pp);
        }
        Family::Rest => {
            if let Some(k) = s.rest_available.iter().position(|&v| v == args[0]) {
                s.rest_available.remove(k);
            }
            s.players[p].rest_token = args[0];
        }
        _ => {}
    }
}

/// The action space of an action family (-1 for the other families).
pub fn action_of(family: Family) -> i32 {
    match family {
        Family::Sail => 0,
        Family::Build => 1,
        Family::Explore => 2,
        Family::Fish => 3,
        Family::Sell => 4,
        Family::Buy => 5,
        Family::Draw => 6,
        Family::Transport => 7,
        Family::Rest => 8,
        _ => -1,
    }
}

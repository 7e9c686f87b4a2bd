//! The ways to perform each of the nine actions now (R6, `vanuatu.rules.actions`):
//! every option as its family and wire arguments, `+bonus` variants only where
//! the bonus changes the action (R1.8, R12.2).

use crate::board::{cube_supply, island_nb, ocean_nb, room, sail_ends, submerged};
use crate::feasibility::ACTIONS;
use crate::phases::selections;
use crate::state::State;
use crate::tables::{Family, Tables};

/// One way to perform an action: its family and wire arguments (those of the
/// id table, with the bonus flag where the family has one).
pub type Option_ = (Family, Vec<i32>);

/// The action spaces, in board order (`vanuatu.components.Action`).
pub const SAIL: usize = 0;
pub const BUILD: usize = 1;
pub const EXPLORE: usize = 2;
pub const FISH: usize = 3;
pub const SELL: usize = 4;
pub const BUY: usize = 5;
pub const DRAW: usize = 6;
pub const TRANSPORT: usize = 7;
pub const REST: usize = 8;

/// Whether `p`'s character bonus for action `a` can be used now (R1.8, R3.9).
pub fn bonus_ready(s: &State, t: &Tables, p: usize, a: usize) -> bool {
    let pl = &s.players[p];
    pl.bonus_ready && pl.character >= 0 && t.linked[pl.character as usize] == a as i32
}

/// Every way `p` can perform action `a` now, bonus variants included
/// (`action_options`); empty when the action is impossible.
pub fn action_options(s: &State, t: &Tables, p: usize, a: usize) -> Vec<Option_> {
    debug_assert!(a < ACTIONS);
    let bonus = bonus_ready(s, t, p, a);
    let mut out = Vec::new();
    match a {
        SAIL => sail(s, t, p, bonus, &mut out),
        BUILD => build(s, t, p, bonus, &mut out),
        EXPLORE | FISH => {
            let sp = &s.spaces[s.players[p].boat as usize];
            let n = if a == EXPLORE { sp.treasure } else { sp.fish };
            let family = if a == EXPLORE {
                Family::Explore
            } else {
                Family::Fish
            };
            if n > 0 {
                out.push((family, vec![0]));
                if bonus {
                    out.push((family, vec![1]));
                }
            }
        }
        SELL => sell(s, t, p, bonus, &mut out),
        BUY => buy(s, t, p, bonus, &mut out),
        DRAW | TRANSPORT => island_visit(s, t, p, a, bonus, &mut out),
        _ => {
            if s.players[p].rest_token < 0 {
                out.extend(s.rest_available.iter().map(|&k| (Family::Rest, vec![k, 0])));
            }
        }
    }
    out
}

/// R6.1: each destination and step count, paid or (the Navigator) free; with
/// two players not onto the other boat (R10.1).
fn sail(s: &State, t: &Tables, p: usize, bonus: bool, out: &mut Vec<Option_>) {
    let pl = &s.players[p];
    let other = if t.two_player() {
        s.players[1 - p].boat
    } else {
        -1
    };
    for k in 1..=t.sail_max_steps as i32 {
        if pl.vatus < k && !bonus {
            break;
        }
        let ends = sail_ends(
            s,
            t,
            pl.boat as usize,
            k as usize,
            t.turn.rulings.sail_revisit,
        );
        for d in ends.into_iter().map(|d| d as i32).filter(|&d| d != other) {
            if pl.vatus >= k {
                out.push((Family::Sail, vec![d, k, 0]));
            }
            if bonus {
                out.push((Family::Sail, vec![d, k, 1]));
            }
        }
    }
}

/// R6.2, R10.3: a hut on each island with room, each dike side, with and
/// without the Builder's bonus (which changes only the price of a hut).
fn build(s: &State, t: &Tables, p: usize, bonus: bool, out: &mut Vec<Option_>) {
    let pl = &s.players[p];
    let pos = pl.boat as usize;
    let mut huts: Vec<i32> = Vec::new();
    if pl.huts_left > 0 {
        huts = island_nb(s, t, pos)
            .filter(|&i| room(s, t, i)[0])
            .map(|i| i as i32)
            .collect();
    }
    let mut dikes: Vec<(i32, i32)> = vec![(-1, -1)];
    let used: usize = s.spaces.iter().map(|sp| sp.dikes.len()).sum();
    if t.rising_waters && t.dikes > used {
        for i in island_nb(s, t, pos) {
            if submerged(s, t, i) {
                continue;
            }
            for j in ocean_nb(s, t, i) {
                if !s.spaces[i].dikes.contains(&(j as i32)) {
                    dikes.push((i as i32, j as i32));
                }
            }
        }
        huts.push(-1);
    }
    let changes = t.builder_cost != t.build_cost;
    for (di, dj) in dikes {
        let extra = if di < 0 { 0 } else { t.dike_cost };
        for &isl in &huts {
            if isl < 0 {
                if di >= 0 && pl.vatus >= extra {
                    out.push((Family::Build, vec![-1, 0, di, dj]));
                }
                continue;
            }
            if pl.vatus >= t.build_cost + extra {
                out.push((Family::Build, vec![isl, 0, di, dj]));
            }
            if bonus && changes && pl.vatus >= t.builder_cost + extra {
                out.push((Family::Build, vec![isl, 1, di, dj]));
            }
        }
    }
}

/// Whether one of `p`'s huts is on an island next to `pos` (R6.5).
pub fn own_hut_adjacent(s: &State, t: &Tables, p: usize, pos: usize) -> bool {
    island_nb(s, t, pos).any(|i| s.spaces[i].huts.contains(&(p as i32)))
}

/// R6.5: each distinct choice of fish tokens next to an own hut; the Vendor
/// anywhere (a bonus variant only where no own hut is next to the boat).
fn sell(s: &State, t: &Tables, p: usize, bonus: bool, out: &mut Vec<Option_>) {
    let pl = &s.players[p];
    if pl.fish.is_empty() {
        return;
    }
    let near = own_hut_adjacent(s, t, p, pl.boat as usize);
    for flag in [0, 1] {
        if (flag == 0 && near) || (flag == 1 && bonus && !near) {
            for choice in selections(&pl.fish) {
                let mut args = vec![flag];
                args.extend(choice);
                out.push((Family::Sell, args));
            }
        }
    }
}

/// R6.6: each good with a cube on an island next to the boat that `p` can pay
/// for; the Buyer's variant only when the supply holds the second cube.
fn buy(s: &State, t: &Tables, p: usize, bonus: bool, out: &mut Vec<Option_>) {
    let pl = &s.players[p];
    let supply = cube_supply(s, t);
    for i in island_nb(s, t, pl.boat as usize) {
        let cubes = s.spaces[i].cubes;
        for g in 0..3 {
            if cubes[g] > 0 && t.goods_price[g] <= pl.vatus {
                out.push((Family::Buy, vec![i as i32, g as i32, 0]));
                let second = supply[g] > 0
                    || crate::perform::export(t, &s.demand_display, g as i32).is_none();
                if bonus && second {
                    out.push((Family::Buy, vec![i as i32, g as i32, 1]));
                }
            }
        }
    }
}

/// R6.7, R6.8: each island next to the boat with room for a drawing (or,
/// while a tourist waits, for a tourist).
fn island_visit(s: &State, t: &Tables, p: usize, a: usize, bonus: bool, out: &mut Vec<Option_>) {
    let (family, slot) = if a == DRAW {
        (Family::Draw, 1)
    } else {
        if s.tourists_waiting <= 0 {
            return;
        }
        (Family::Transport, 2)
    };
    for i in island_nb(s, t, s.players[p].boat as usize) {
        if !room(s, t, i)[slot] {
            continue;
        }
        out.push((family, vec![i as i32, 0]));
        let changes = if a == DRAW {
            t.artist_pp != t.draw_pp
        } else {
            t.guide_pp_per_drawing * s.spaces[i].drawings != 0
        };
        if bonus && changes {
            out.push((family, vec![i as i32, 1]));
        }
    }
}

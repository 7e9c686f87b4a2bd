//! Phase I, round preparation (`vanuatu.rules.preparation`): the discard of
//! filled demand tiles (R3.3), the replenishment of islands (R3.4, R3.5) and
//! the placement of the tiles on the Volcano (R3.6).

use crate::state::{Space, State};
use crate::tables::Tables;

/// R3.3: discard every completely filled demand tile; the rest move up.
pub fn discard_filled_demand(s: &mut State, t: &Tables) {
    let shown = std::mem::take(&mut s.demand_display);
    for (tile, filled) in shown {
        if t.demand_size.get(&tile) == Some(&filled.len()) {
            s.demand_discards.push(tile);
        } else {
            s.demand_display.push((tile, filled));
        }
    }
}

/// R3.4: refill every island holding no cube with its printed goods (not a
/// submerged one, R10.3; the supply is ignored by the default ruling of R1.4);
/// R3.5: the fish price back to its start.
pub fn replenish(s: &mut State, t: &Tables) {
    let mut supply = crate::board::cube_supply(s, t);
    let ignores = t.turn.rulings.replenish_ignores_supply;
    for (i, &tile) in s.board.iter().enumerate() {
        if tile < 0 {
            continue;
        }
        let spec = t.tiles[tile as usize];
        let sp = &mut s.spaces[i];
        if spec.island && sp.cubes.iter().sum::<i32>() == 0 && sp.water < t.submerged_at {
            let mut want = spec.goods;
            if !ignores {
                for g in 0..3 {
                    want[g] = want[g].min(supply[g]);
                    supply[g] -= want[g];
                }
            }
            sp.cubes = want;
        }
    }
    s.fish_price = t.fish_price_start;
}

fn placed_neighbours(s: &State, t: &Tables, i: usize) -> usize {
    t.neighbours[i].iter().filter(|&&j| s.board[j] >= 0).count()
}

fn strict_ok(s: &State, t: &Tables, tile: i32, i: usize) -> bool {
    if placed_neighbours(s, t, i) < 2 {
        return false;
    }
    let touches_island = t.neighbours[i]
        .iter()
        .any(|&j| s.board[j] >= 0 && t.tiles[s.board[j] as usize].island);
    if t.tiles[tile as usize].island {
        !touches_island
    } else {
        touches_island
    }
}

fn relaxed_spaces(s: &State, t: &Tables) -> Vec<usize> {
    let empty: Vec<usize> = (0..s.board.len()).filter(|&i| s.board[i] < 0).collect();
    for need in [2, 1, 0] {
        let found: Vec<usize> = empty
            .iter()
            .copied()
            .filter(|&i| placed_neighbours(s, t, i) >= need)
            .collect();
        if !found.is_empty() {
            return found;
        }
    }
    Vec::new()
}

/// Spaces where `tile` may go now and whether the strict rule applies (R3.6).
fn placement_spaces(s: &State, t: &Tables, tile: i32) -> (Vec<usize>, bool) {
    let strict: Vec<usize> = (0..s.board.len())
        .filter(|&i| s.board[i] < 0 && strict_ok(s, t, tile, i))
        .collect();
    if !strict.is_empty() {
        return (strict, true);
    }
    (relaxed_spaces(s, t), false)
}

/// The `(tile, space)` of every legal placement (R3.6).
pub fn placements(s: &State, t: &Tables) -> Vec<(i32, usize)> {
    let mut tiles: Vec<i32> = Vec::new();
    for &tile in &s.upcoming {
        if !tiles.contains(&tile) {
            tiles.push(tile);
        }
    }
    let found: Vec<(i32, (Vec<usize>, bool))> = tiles
        .iter()
        .map(|&tile| (tile, placement_spaces(s, t, tile)))
        .collect();
    let any_strict = found.iter().any(|(_, (_, strict))| *strict);
    let only_strict = any_strict && found.len() > 1;
    found
        .into_iter()
        .filter(|(_, (_, strict))| !only_strict || *strict)
        .flat_map(|(tile, (spaces, _))| spaces.into_iter().map(move |i| (tile, i)))
        .collect()
}

/// Place `tile` on space `i` with its markers and goods (R3.6, R1.3).
pub fn apply_placement(s: &mut State, t: &Tables, tile: i32, i: usize) {
    let spec = t.tiles[tile as usize];
    s.board[i] = tile;
    s.spaces[i] = Space {
        fish: spec.fish,
        treasure: spec.treasure,
        cubes: spec.goods,
        ..Space::default()
    };
    if let Some(k) = s.upcoming.iter().position(|&u| u == tile) {
        s.upcoming.remove(k);
    }
}

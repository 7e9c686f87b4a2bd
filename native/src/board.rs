//! The board of a position (`vanuatu.rules.board`): ocean and island
//! neighbours without the islands Rising Waters submerged (R1.2, R10.3), room
//! on an island (R6.2, R6.7, R6.8) and where a sail can end (R6.1).

use crate::state::State;
use crate::tables::Tables;

/// Whether space `i` holds an ocean tile.
pub fn is_ocean(s: &State, t: &Tables, i: usize) -> bool {
    let tile = s.board[i];
    tile >= 0 && !t.tiles[tile as usize].island
}

/// Whether the water has submerged space `i` (R10.3).
pub fn submerged(s: &State, t: &Tables, i: usize) -> bool {
    s.spaces[i].water >= t.submerged_at
}

/// Whether space `i` holds an island the game can still use (R10.3).
pub fn is_island(s: &State, t: &Tables, i: usize) -> bool {
    let tile = s.board[i];
    tile >= 0 && t.tiles[tile as usize].island && !(t.rising_waters && submerged(s, t, i))
}

/// The ocean neighbours of space `i`.
pub fn ocean_nb<'a>(s: &'a State, t: &'a Tables, i: usize) -> impl Iterator<Item = usize> + 'a {
    t.neighbours[i]
        .iter()
        .copied()
        .filter(move |&j| is_ocean(s, t, j))
}

/// The usable islands next to space `i`.
pub fn island_nb<'a>(s: &'a State, t: &'a Tables, i: usize) -> impl Iterator<Item = usize> + 'a {
    t.neighbours[i]
        .iter()
        .copied()
        .filter(move |&j| is_island(s, t, j))
}

/// Room for a hut, a drawing and a tourist on the island of space `i`.
pub fn room(s: &State, t: &Tables, i: usize) -> [bool; 3] {
    let tile = s.board[i];
    if tile < 0 || !t.tiles[tile as usize].island {
        return [false; 3];
    }
    let r = t.tiles[tile as usize].room;
    let sp = &s.spaces[i];
    [
        (sp.huts.len() as i32) < r[0],
        sp.drawings < r[1],
        sp.tourists < r[2],
    ]
}

/// The spaces a sail of exactly `steps` steps from `from` can end on, over
/// ocean tiles, ascending (R6.1); `revisit`: a walk may pass a tile twice.
pub fn sail_ends(s: &State, t: &Tables, from: usize, steps: usize, revisit: bool) -> Vec<usize> {
    let n = s.board.len();
    let mut ends = vec![false; n];
    if revisit {
        let mut frontier = vec![false; n];
        frontier[from] = true;
        for _ in 0..steps {
            let mut next = vec![false; n];
            for i in (0..n).filter(|&i| frontier[i]) {
                for j in ocean_nb(s, t, i) {
                    next[j] = true;
                }
            }
            frontier = next;
        }
        ends = frontier;
    } else {
        let mut path = vec![from];
        simple_walks(s, t, steps, &mut path, &mut ends);
    }
    (0..n).filter(|&i| ends[i]).collect()
}

fn simple_walks(s: &State, t: &Tables, left: usize, path: &mut Vec<usize>, ends: &mut [bool]) {
    let last = path[path.len() - 1];
    if left == 0 {
        ends[last] = true;
        return;
    }
    let next: Vec<usize> = ocean_nb(s, t, last).filter(|j| !path.contains(j)).collect();
    for j in next {
        path.push(j);
        simple_walks(s, t, left - 1, path, ends);
        path.pop();
    }
}

/// `[k - 1][space]`: the ends of every k-step sail from each space.
pub type Walks = Vec<Vec<Vec<usize>>>;

type WalksKey = (u64, Vec<i32>, bool);

thread_local! {
    /// The walks of the boards met last (a board changes only with a placement).
    static WALKS: std::cell::RefCell<crate::fx::HashMap<WalksKey, std::rc::Rc<Walks>>> =
        std::cell::RefCell::new(crate::fx::HashMap::default());
}

/// How many boards keep their walks (emptied when full).
const MAX_BOARDS: usize = 64;

/// [`sail_ends`] of every space and step count of the board of `s`, under the
/// ruling in force, computed once per board.
pub fn all_sail_ends(s: &State, t: &Tables) -> std::rc::Rc<Walks> {
    sail_walks(s, t, t.turn.rulings.sail_revisit)
}

/// [`all_sail_ends`] with walks that may pass a tile twice (`revisit`) or not,
/// whatever the ruling (the evaluation reads `BoardInfo.walks`, which may).
pub fn sail_walks(s: &State, t: &Tables, revisit: bool) -> std::rc::Rc<Walks> {
    let key = (t.id, s.board.clone(), revisit);
    if let Some(found) = WALKS.with(|w| w.borrow().get(&key).cloned()) {
        return found;
    }
    let walks = walks_of(s, t, revisit);
    let walks = std::rc::Rc::new(walks);
    WALKS.with(|w| {
        let mut w = w.borrow_mut();
        if w.len() >= MAX_BOARDS {
            w.clear();
        }
        w.insert(key, std::rc::Rc::clone(&walks));
    });
    walks
}

/// [`sail_ends`] of every space and step count, from the ocean neighbours of
/// each space found once (the same ends in the same order).
fn walks_of(s: &State, t: &Tables, revisit: bool) -> Walks {
    let n = s.board.len();
    let ocean: Vec<Vec<usize>> = (0..n).map(|i| ocean_nb(s, t, i).collect()).collect();
    let mut walks: Walks = vec![Vec::with_capacity(n); t.sail_max_steps];
    let mut ends = vec![false; n];
    let mut path = Vec::with_capacity(t.sail_max_steps + 1);
    for from in 0..n {
        if revisit {
            // the spaces reached after k steps, k = 1, 2, ... (walks may pass a tile twice)
            let mut frontier = vec![false; n];
            frontier[from] = true;
            for at_k in walks.iter_mut() {
                ends.iter_mut().for_each(|e| *e = false);
                for i in (0..n).filter(|&i| frontier[i]) {
                    for &j in &ocean[i] {
                        ends[j] = true;
                    }
                }
                frontier.copy_from_slice(&ends);
                at_k.push((0..n).filter(|&i| ends[i]).collect());
            }
        } else {
            for (k, at_k) in walks.iter_mut().enumerate() {
                ends.iter_mut().for_each(|e| *e = false);
                path.clear();
                path.push(from);
                simple_ends(&ocean, k + 1, &mut path, &mut ends);
                at_k.push((0..n).filter(|&i| ends[i]).collect());
            }
        }
    }
    walks
}

/// The ends of the simple walks of `left` more steps from the end of `path`.
fn simple_ends(ocean: &[Vec<usize>], left: usize, path: &mut Vec<usize>, ends: &mut [bool]) {
    let last = path[path.len() - 1];
    if left == 0 {
        ends[last] = true;
        return;
    }
    for &j in &ocean[last] {
        if !path.contains(&j) {
            path.push(j);
            simple_ends(ocean, left - 1, path, ends);
            path.pop();
        }
    }
}

/// Cubes left in the general supply (R1.4): the total less those on islands
/// and on the displayed demand tiles.
pub fn cube_supply(s: &State, t: &Tables) -> [i32; 3] {
    let mut on = [0; 3];
    for sp in &s.spaces {
        for (k, c) in on.iter_mut().zip(sp.cubes) {
            *k += c;
        }
    }
    for (_, filled) in &s.demand_display {
        for &g in filled {
            if (0..3).contains(&g) {
                on[g as usize] += 1;
            }
        }
    }
    let total = t.turn.cube_supply;
    [0, 1, 2].map(|g| (total[g] - on[g]).max(0))
}

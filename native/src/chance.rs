//! Chance events (R2, R3.2, R3.3, R3.7): when the game waits for each, its
//! outcomes with their probabilities, and what an outcome does
//! (`vanuatu.rules.chance`). Ported: the events of setup (R2.1-R2.4, R2.8).

use crate::error::Result;
use crate::state::{phase, Space, State};
use crate::tables::{Event, Tables};

/// Tiles waiting on the Volcano at most (R2.2, R3.7).
pub const VOLCANO: usize = 2;
/// Faces of the Rising Waters die (R10.3).
const DIE_FACES: i32 = 6;

/// The event the phase and step of `s` reveal, or `None`.
pub fn at_step(s: &State, t: &Tables) -> Result<Option<Event>> {
    match s.phase {
        phase::SETUP => Ok(match s.step {
            0 => Some(Event::Start),
            1 => Some(Event::Tile),
            2 => Some(Event::Demand),
            3 => Some(Event::Tourist),
            4 => Some(Event::First),
            _ => None,
        }),
        phase::PREPARATION => Ok(match s.step {
            0 => Some(Event::Die),
            1 => Some(Event::Tourist),
            2 => Some(Event::Demand),
            4 => Some(Event::Tile),
            _ => None,
        }),
        phase::CHARACTERS if t.two_player() && s.offered.is_empty() => Ok(Some(Event::Characters)),
        _ => Ok(None),
    }
}

/// The tiles the next reveal of the stack may show (R2.2).
pub fn next_stack_tiles(s: &State, t: &Tables) -> Vec<i32> {
    if s.tiles_revealed as usize >= t.stack_size || t.letters.is_empty() {
        return Vec::new();
    }
    let letter = t.letters[s.tiles_revealed as usize % t.letters.len()];
    (0..t.tiles.len() as i32)
        .filter(|&i| {
            t.tiles[i as usize].letter == letter
                && !s.board.contains(&i)
                && !s.upcoming.contains(&i)
        })
        .collect()
}

/// Whether the game still waits for `e` at the step that reveals it.
pub fn waiting(e: Event, s: &State, t: &Tables) -> Result<bool> {
    Ok(match e {
        Event::Start => t.start_spaces.first().is_some_and(|&i| s.board[i] == -1),
        Event::Tile => s.upcoming.len() < VOLCANO && !next_stack_tiles(s, t).is_empty(),
        Event::Demand => {
            s.demand_display.len() < t.demand_display_size && !s.demand_pile.is_empty()
        }
        Event::Tourist => s.tourist_tile.is_none(),
        Event::First => s.first_player < 0,
        Event::Characters => s.offered.is_empty(),
        Event::Die => s.flood_in.is_none() && t.rising_waters && t.die_rounds.contains(&s.round),
    })
}

/// Every outcome of `e` as `(outcome id, probability)`, ascending by id.
pub fn outcomes(e: Event, s: &State, t: &Tables) -> Result<Vec<(usize, f64)>> {
    let mut out: Vec<(usize, f64)> = match e {
        Event::Start => {
            let n = t.start_outcomes.len() as f64;
            t.start_outcomes.iter().map(|&i| (i, 1.0 / n)).collect()
        }
        Event::Tile => {
            let tiles = next_stack_tiles(s, t);
            let n = tiles.len() as f64;
            tiles
                .iter()
                .map(|v| (lookup(&t.tile_outcome, *v, "tile"), 1.0 / n))
                .collect()
        }
        Event::Demand => {
            let n = s.demand_pile.len() as f64;
            s.demand_pile
                .iter()
                .map(|v| (lookup(&t.demand_outcome, *v, "demand"), 1.0 / n))
                .collect()
        }
        Event::Tourist => {
            let pile = &s.tourist_pile;
            let mut values = pile.clone();
            values.sort_unstable();
            values.dedup();
            values
                .iter()
                .map(|v| {
                    let k = pile.iter().filter(|w| *w == v).count() as f64;
                    (
                        lookup(&t.tourist_outcome, *v, "tourist"),
                        k / pile.len() as f64,
                    )
                })
                .collect()
        }
        Event::First => {
            let n = s.players.len();
            (0..n as i32)
                .map(|p| (lookup(&t.first_outcome, p, "first"), 1.0 / n as f64))
                .collect()
        }
        Event::Die => (1..=DIE_FACES)
            .map(|v| (lookup(&t.die_outcome, v, "die"), 1.0 / 6.0))
            .collect(),
        Event::Characters => {
            let eligible: Vec<i32> = (0..t.character_count as i32)
                .filter(|c| !s.offered_before.contains(c))
                .collect();
            let offers = combinations(&eligible, OFFERED.min(eligible.len()));
            let n = offers.len() as f64;
            offers
                .iter()
                .map(|k| (offer_lookup(t, k), 1.0 / n))
                .collect()
        }
    };
    out.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
    Ok(out)
}

/// The outcome id of a value, or an id past every table (never legal) when the
/// tables name none: `from_state` of a position whose pile holds a value no
/// outcome stands for then refuses every outcome instead of a wrong answer.
fn lookup(map: &crate::fx::HashMap<i32, usize>, v: i32, _what: &str) -> usize {
    map.get(&v).copied().unwrap_or(usize::MAX)
}

/// Characters offered each round with two players (R10.1).
const OFFERED: usize = 5;

fn offer_lookup(t: &Tables, offer: &[i32]) -> usize {
    t.offer_outcome.get(offer).copied().unwrap_or(usize::MAX)
}

/// Every `k`-combination of `items`, in lexicographic order of positions.
pub fn combinations(items: &[i32], k: usize) -> Vec<Vec<i32>> {
    let n = items.len();
    let mut out = Vec::new();
    if k > n {
        return out;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        out.push(idx.iter().map(|&i| items[i]).collect());
        let Some(i) = (0..k).rev().find(|&i| idx[i] != i + n - k) else {
            return out;
        };
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// The effect of outcome `id` (one of [`outcomes`]).
pub fn perform(e: Event, id: usize, s: &mut State, t: &Tables) -> Result<()> {
    let args = match t.chance.get(id) {
        Some(entry) => &entry.args,
        None => return Err(crate::error::CoreError::Illegal(format!("no outcome {id}"))),
    };
    match e {
        Event::Start => {
            let mut blank = -1;
            for (&i, &tile) in t.start_spaces.iter().zip(args.iter()) {
                let spec = t.tiles[tile as usize];
                s.board[i] = tile;
                s.spaces[i] = Space {
                    fish: spec.fish,
                    treasure: spec.treasure,
                    ..Space::default()
                };
                if tile == t.boat_start_tile {
                    blank = i as i32;
                }
            }
            for p in &mut s.players {
                p.boat = blank;
            }
        }
        Event::Tile => {
            s.upcoming.push(args[0]);
            s.tiles_revealed += 1;
        }
        Event::Demand => {
            if let Some(k) = s.demand_pile.iter().position(|&v| v == args[0]) {
                s.demand_pile.remove(k);
            }
            s.demand_display.push((args[0], Vec::new()));
        }
        Event::Tourist => {
            if let Some(k) = s.tourist_pile.iter().position(|&v| v == args[0]) {
                s.tourist_pile.remove(k);
            }
            s.tourist_tile = Some(args[0]);
            s.tourists_waiting = args[0];
        }
        Event::First => s.first_player = args[0],
        Event::Die => s.flood_in = Some(args[0]),
        Event::Characters => s.offered = args.clone(),
    }
    Ok(())
}

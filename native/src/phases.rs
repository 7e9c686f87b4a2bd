//! The phases where players decide, and the free actions (R7). Ported: every phase
//! (R3.6, R3.8, R3.9, R4, R5, R10.1) and the free actions of R7.1 and R7.2.

use std::collections::BTreeSet;

use crate::error::{not_covered, CoreError, Result};
use crate::planning::{apply_plan, plan_passes};
use crate::preparation::{apply_placement, placements};
use crate::state::{phase, Player, State};
use crate::tables::{Family, Tables};
use crate::turns::{apply_turn, turn_ids};

/// Neutral markers placed by the First Player, then the other player (R10.1).
const NEUTRAL_COUNTS: [usize; 2] = [2, 3];

/// `(vatus left, PP gained)` after the R1.1c conversion of a Vatu total.
pub fn converted(vatus: i32, t: &Tables) -> (i32, i32) {
    if vatus >= t.conversion_vatus {
        (
            vatus % t.conversion_vatus,
            (vatus / t.conversion_vatus) * t.conversion_pp,
        )
    } else {
        (vatus, 0)
    }
}

/// `p` after gaining Vatus and PP, with the conversion of R1.1c.
pub fn gain(p: &mut Player, t: &Tables, vatus: i32, pp: i32) {
    let (v, extra) = converted(p.vatus + vatus, t);
    p.vatus = v;
    p.pp += pp + extra;
}

/// Characters in the pool: those no player holds (R3.8).
fn available(s: &State, t: &Tables) -> Vec<i32> {
    let pool: Vec<i32> = if t.two_player() {
        s.offered.clone()
    } else {
        (0..t.character_count as i32).collect()
    };
    pool.into_iter()
        .filter(|c| !s.players.iter().any(|p| p.character == *c))
        .collect()
}

/// Distinct non-empty selections of `tokens` as sorted value lists.
pub fn selections(tokens: &[i32]) -> BTreeSet<Vec<i32>> {
    let mut values: Vec<(i32, usize)> = Vec::new();
    let mut sorted = tokens.to_vec();
    sorted.sort_unstable();
    for v in sorted {
        match values.last_mut() {
            Some((w, k)) if *w == v => *k += 1,
            _ => values.push((v, 1)),
        }
    }
    let mut out = BTreeSet::new();
    let mut counts = vec![0usize; values.len()];
    loop {
        let mut i = 0;
        while i < counts.len() && counts[i] == values[i].1 {
            counts[i] = 0;
            i += 1;
        }
        if i == counts.len() {
            break;
        }
        counts[i] += 1;
        let pick: Vec<i32> = values
            .iter()
            .zip(&counts)
            .flat_map(|(&(v, _), &k)| std::iter::repeat_n(v, k))
            .collect();
        out.insert(pick);
    }
    out
}

/// The ids of the free actions of player `p` (R7.1, R7.2), in the order of
/// `free_moves`: sales of one token, of several, then the Beggar's.
fn free_ids(s: &State, t: &Tables, p: usize, out: &mut Vec<usize>) -> Result<()> {
    let pl = &s.players[p];
    let sales = selections(&pl.treasures);
    let singles = sales.iter().filter(|v| v.len() == 1);
    for sale in singles.chain(sales.iter().filter(|v| v.len() > 1)) {
        match t.treasure_sale.get(sale) {
            Some(&id) => out.push(id),
            None => {
                return Err(CoreError::BadId(format!(
                    "a sale of treasure tokens {sale:?}: legal, but no action id stands for it"
                )))
            }
        }
    }
    if t.beggar >= 0 && pl.character == t.beggar && pl.bonus_ready {
        for k in 1..=t.beggar_max.min(pl.pp) {
            if let Some(&id) = t.beg_move.get(&k) {
                out.push(id);
            }
        }
    }
    Ok(())
}

/// The ids of the legal moves of the player to act, with their free actions,
/// ascending (empty at a chance event and at the end).
pub fn legal_ids(s: &State, t: &Tables) -> Result<Vec<usize>> {
    let mut out = legal_ids_in_move_order(s, t)?;
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// The ids of [`legal_ids`] in the order of `vanuatu.legal_moves` (its
/// moves, then the free actions).
pub fn legal_ids_in_move_order(s: &State, t: &Tables) -> Result<Vec<usize>> {
    if s.phase == phase::OVER || s.to_act < 0 {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    match s.phase {
        phase::CHARACTERS => {
            for c in available(s, t) {
                if let Some(&id) = t.character_move.get(&c) {
                    out.push(id);
                }
            }
        }
        phase::PREPARATION => {
            for (tile, i) in placements(s, t) {
                match t.place_move.get(&(tile, i as i32)) {
                    Some(&id) => out.push(id),
                    None => return Err(not_covered("a placement no action id stands for")),
                }
            }
        }
        phase::NEUTRAL => {
            let k = NEUTRAL_COUNTS.get(s.step as usize).copied().unwrap_or(0);
            let start = out.len();
            out.extend(
                t.neutral_move
                    .iter()
                    .filter(|(key, _)| key.len() == k)
                    .map(|(_, &id)| id),
            );
            out[start..].sort_unstable();
        }
        phase::PLANNING => {
            for pass in plan_passes(s, t) {
                match t.plan_move.get(&pass) {
                    Some(&id) => out.push(id),
                    None => return Err(not_covered("a pass no action id stands for")),
                }
            }
        }
        phase::ACTIONS => {
            if s.players[s.to_act as usize].boat < 0 {
                return Err(CoreError::Malformed(
                    "a player to act in the actions phase without a boat on the board".into(),
                ));
            }
            turn_ids(s, t, &mut out)?
        }
        _ => return Err(not_covered("a player to act in this phase")),
    }
    free_ids(s, t, s.to_act as usize, &mut out)?;
    Ok(out)
}

/// Whether action `id` is a free action (no automatic step follows it).
pub fn is_free(t: &Tables, id: usize) -> bool {
    matches!(t.moves[id].kind, Family::SellTreasure | Family::Beg)
}

/// Apply the legal player move `id` of the player to act (no automatic steps).
pub fn apply_move(s: &mut State, t: &Tables, id: usize) -> Result<()> {
    let entry = &t.moves[id];
    let p = s.to_act as usize;
    match entry.kind {
        Family::TakeCharacter => {
            let pl = &mut s.players[p];
            pl.character = entry.args[0];
            pl.bonus_ready = true;
            s.step += 1;
            if s.step < s.players.len() as i32 {
                s.to_act = s.in_turn(s.step);
            }
        }
        Family::Plan => apply_plan(s, t, &entry.args),
        Family::PlaceNeutral => {
            for &a in &entry.args {
                s.neutral[a as usize] += 1;
            }
            s.step += 1;
        }
        Family::PlaceTile => {
            apply_placement(s, t, entry.args[0], entry.args[1] as usize);
        }
        Family::SellTreasure | Family::Beg => apply_free(s, t, id, p),
        kind => apply_turn(s, t, kind, &entry.args),
    }
    Ok(())
}

/// The ids of the free actions (R7) player `p` may make now, ascending: on their
/// turn or not, at any moment before the end of the game.
pub fn free_action_ids(s: &State, t: &Tables, p: usize) -> Result<Vec<usize>> {
    let mut out = Vec::new();
    if s.phase != phase::OVER {
        free_ids(s, t, p, &mut out)?;
    }
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// Apply the free action `id` (a sale of treasure tokens, R7.1, or the Beggar's
/// begging, R7.2) of player `p`, whoever is to act (no automatic steps).
pub fn apply_free(s: &mut State, t: &Tables, id: usize, p: usize) {
    let entry = &t.moves[id];
    let pl = &mut s.players[p];
    match entry.kind {
        Family::SellTreasure => {
            for v in &entry.args {
                if let Some(k) = pl.treasures.iter().position(|w| w == v) {
                    pl.treasures.remove(k);
                }
            }
            gain(pl, t, entry.args.iter().sum(), 0);
        }
        Family::Beg => {
            pl.bonus_ready = false;
            gain(pl, t, entry.args[0], -entry.args[0]);
        }
        _ => {}
    }
}

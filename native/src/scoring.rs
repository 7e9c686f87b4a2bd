//! Final scoring (R8), as `vanuatu.rules.scoring.final_scores`: on any state,
//! what each player would score if the game ended now.

use crate::state::State;
use crate::tables::Tables;

/// Each player's R8 total, and the tie-breaks: huts on the board and Vatus left.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub total: i64,
    pub huts_on_board: i64,
    pub vatus_left: i64,
    /// Place: 1 for the winner(s), tied players equal, the next place skipping.
    pub rank: i64,
}

/// The R8 lines of every player, ranked with the tie-breaks of R8.
pub fn final_lines(s: &State, t: &Tables) -> Vec<Line> {
    let [fish_vatus, first_pp, vatus_per_pp, treasure_pp, hut_pp] = t.end_scoring.map(i64::from);
    let mut lines = Vec::with_capacity(s.players.len());
    for (p, pl) in s.players.iter().enumerate() {
        let fish: i64 = pl.fish.iter().map(|&v| i64::from(v)).sum();
        let sold = i64::from(pl.vatus) + fish * fish_vatus;
        let (v, fish_pp) = converted_wide(sold, t);
        let first = if p as i32 == s.first_player {
            first_pp
        } else {
            0
        };
        let vat = v.div_euclid(vatus_per_pp.max(1));
        let tre: i64 = pl.treasures.iter().map(|&v| i64::from(v)).sum::<i64>() * treasure_pp;
        let (mut huts, mut water, mut on_board) = (0i64, 0i64, 0i64);
        for sp in &s.spaces {
            let k = sp.huts.iter().filter(|&&h| h as usize == p).count() as i64;
            if k > 0 {
                on_board += k;
                huts += k * i64::from(sp.tourists) * hut_pp;
                if t.rising_waters && sp.water != 0 {
                    water -= k * (2 * i64::from(sp.water) - 1);
                }
            }
        }
        let total = i64::from(pl.pp) + fish_pp + first + vat + tre + huts + water;
        lines.push(Line {
            total,
            huts_on_board: on_board,
            vatus_left: v,
            rank: 0,
        });
    }
    let keys: Vec<(i64, i64, i64)> = lines
        .iter()
        .map(|l| (l.total, l.huts_on_board, l.vatus_left))
        .collect();
    for (i, line) in lines.iter_mut().enumerate() {
        line.rank = 1 + keys.iter().filter(|k| **k > keys[i]).count() as i64;
    }
    lines
}

fn converted_wide(vatus: i64, t: &Tables) -> (i64, i64) {
    let cv = i64::from(t.conversion_vatus);
    if vatus >= cv {
        (vatus % cv, (vatus / cv) * i64::from(t.conversion_pp))
    } else {
        (vatus, 0)
    }
}

/// Each player's R8 total.
pub fn final_totals(s: &State, t: &Tables) -> Vec<i64> {
    final_lines(s, t).into_iter().map(|l| l.total).collect()
}

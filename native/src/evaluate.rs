//! What a position is worth to each player, in expected final PP, as
//! `vanuatu.bots.evaluate` (`Context.value`, `evaluate_all`, `defeat_risk`)
//! and `vanuatu.bots.action_value`: the same terms in the same order, so that
//! the two agree to the last bits but the order of a few sums.

use crate::feasibility::ACTIONS;
use crate::outlook::{Outlook, Weights};
use crate::phases::converted;
use crate::planning_context::{BUILD, FISH, SAIL};
use crate::scoring::final_lines;
use crate::state::{phase, State};
use crate::tables::Tables;

/// One player's markers on each action space.
type Row = [i32; ACTIONS];

fn row_of(markers: &[i32]) -> Row {
    let mut row = [0; ACTIONS];
    for (r, &m) in row.iter_mut().zip(markers) {
        *r = m;
    }
    row
}

/// The facts shared by every player's evaluation of one state (`Context`).
pub struct Context<'a> {
    pub o: Outlook<'a>,
    /// Every player's markers on the board.
    rows: Vec<Row>,
    order: Vec<usize>,
    cache: Vec<Option<f64>>,
    /// `BoardInfo.walks`: `[k - 1][space]`, the ends of k-step sails.
    pub(crate) walks: Option<std::rc::Rc<crate::board::Walks>>,
}

impl<'a> Context<'a> {
    pub fn new(s: &'a State, t: &'a Tables, w: &'a Weights) -> Context<'a> {
        let n = s.players.len();
        Context {
            o: Outlook::new(s, t, w),
            rows: s.players.iter().map(|p| row_of(&p.markers)).collect(),
            order: (0..n as i32).map(|k| s.in_turn(k) as usize).collect(),
            cache: vec![None; n * ACTIONS * 4],
            walks: None,
        }
    }

    /// `Context.value`: the expected final PP of `p`.
    pub fn value(&mut self, p: usize) -> f64 {
        let (s, t, w) = (self.o.s, self.o.t, self.o.w);
        let pl = &s.players[p];
        let [fish_vatus, first_pp, vatus_per_pp, treasure_pp, _] = t.end_scoring;
        let fish: i32 = pl.fish.iter().sum();
        let mut v = f64::from(pl.pp);
        if self.o.last_round {
            let (left, pp) = converted(pl.vatus + fish * fish_vatus, t);
            v += f64::from(pp) + f64::from(left) / f64::from(vatus_per_pp);
        } else {
            v += f64::from(pl.vatus) * w.vatu_pp + f64::from(fish) * self.o.fish_pp;
        }
        v += f64::from(pl.treasures.iter().sum::<i32>() * treasure_pp);
        v += w.tie_hut * f64::from(w.huts_per_player - pl.huts_left)
            + w.tie_vatu * f64::from(pl.vatus);
        for k in 0..self.o.islands.len() {
            let i = self.o.islands[k];
            let huts = s.spaces[i].huts.iter().filter(|&&h| h == p as i32).count();
            if huts > 0 {
                v += huts as f64 * self.o.hut_value(i);
            }
        }
        if t.rising_waters {
            v -= self.o.doom();
            let needed = self.o.flood().needed;
            if needed > 0.0 && pl.vatus != 0 && w.dike_vatu_pp != 0.0 {
                let share = (needed / s.players.len() as f64).ceil();
                v += w.dike_vatu_pp * f64::from(pl.vatus).min(share).min(2.0);
            }
        }
        if self.o.next_first == p as i32 {
            v += f64::from(first_pp) * self.o.first_weight;
        }
        let tok = pl.rest_token;
        if tok >= 0 && !t.turn.rest[tok as usize].first {
            v += w.rest_pp[tok as usize];
        }
        if pl.bonus_ready && pl.character >= 0 && s.phase < phase::ACTIONS {
            v += w.character_pp[pl.character as usize];
        }
        if (s.phase == phase::PLANNING || s.phase == phase::ACTIONS)
            && pl.markers.iter().any(|&m| m != 0)
        {
            let mine = self.rows[p];
            v += self.planned(p, &mine);
        }
        v
    }

    /// The majority holder on `a` when `p` has the markers `mine` (R5.1, R10.1).
    fn holder(&self, p: usize, mine: &Row, a: usize) -> i32 {
        let (mut best, mut best_n) = (-1i32, 0);
        for &q in &self.order {
            let k = if q == p { mine[a] } else { self.rows[q][a] };
            if k > best_n {
                (best, best_n) = (q as i32, k);
            }
        }
        let (s, t) = (self.o.s, self.o.t);
        if best >= 0 && t.two_player() {
            let neutral = s.neutral[a];
            if best_n < neutral {
                return -1;
            }
            if best_n == neutral && neutral > 0 {
                let ch = s.players[best as usize].character;
                let linked = ch >= 0 && t.linked[ch as usize] == a as i32;
                if !linked && s.governed.get(best as usize) != Some(&(a as i32)) {
                    return -1;
                }
            }
        }
        best
    }

    /// Whether another player still has markers to place (R4.2).
    fn contested(&self, p: usize) -> bool {
        let s = self.o.s;
        s.phase == phase::PLANNING
            && s.players
                .iter()
                .enumerate()
                .any(|(i, q)| i != p && q.in_hand != 0)
    }

    fn term(
        &mut self,
        p: usize,
        mine: &Row,
        a: usize,
        flags: (bool, bool),
        contested: bool,
    ) -> f64 {
        if mine[a] == 0 || self.holder(p, mine, a) != p as i32 {
            return 0.0;
        }
        let key = ((p * ACTIONS + a) * 2 + flags.0 as usize) * 2 + flags.1 as usize;
        let mut value = match self.cache[key] {
            Some(v) => v,
            None => {
                let v = self.action_value(p, a, flags.0, flags.1);
                self.cache[key] = Some(v);
                v
            }
        };
        if contested && value != 0.0 {
            let others = self
                .rows
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != p)
                .map(|(_, r)| r[a])
                .max()
                .unwrap_or(0);
            let lead = f64::from(mine[a] - others);
            let w = self.o.w;
            if a as i32 == BUILD && self.o.t.rising_waters && self.o.doom() > 0.0 {
                value *= (w.dike_contested + w.dike_lead_bonus * lead).min(1.0);
            } else {
                value *= (w.contested + w.lead_bonus * lead).min(1.0);
            }
        }
        value
    }

    /// The worth of the actions `p` holds the majority on with the markers `mine`.
    fn planned(&mut self, p: usize, mine: &Row) -> f64 {
        let mut held = [false; ACTIONS];
        for (a, h) in held.iter_mut().enumerate() {
            *h = mine[a] != 0 && self.holder(p, mine, a) == p as i32;
        }
        if !held.contains(&true) {
            return 0.0;
        }
        let contested = self.contested(p);
        let flags = (held[SAIL as usize], held[FISH as usize]);
        let mut total = 0.0;
        for a in (0..ACTIONS).filter(|&a| held[a]) {
            total += self.term(p, mine, a, flags, contested);
        }
        total
    }

    /// `Context.plan_gain`: how much the planned actions of `p` grow with
    /// markers added on `added` (sorted action spaces).
    pub fn plan_gain(&mut self, p: usize, added: &[usize]) -> f64 {
        let now = self.rows[p];
        let mut mine = now;
        for &a in added {
            mine[a] += 1;
        }
        if added.contains(&(SAIL as usize)) || added.contains(&(FISH as usize)) {
            return self.planned(p, &mine) - self.planned(p, &now);
        }
        let held =
            |c: &Self, a: i32| now[a as usize] != 0 && c.holder(p, &now, a as usize) == p as i32;
        let flags = (held(self, SAIL), held(self, FISH));
        let contested = self.contested(p);
        let mut total = 0.0;
        for (k, &a) in added.iter().enumerate() {
            if k > 0 && added[k - 1] == a {
                continue; // each action space once (`set(added)`)
            }
            total +=
                self.term(p, &mine, a, flags, contested) - self.term(p, &now, a, flags, contested);
        }
        total
    }
}

/// `evaluate_all`: every player's expected final PP (a finished game: its
/// score with the tie-breakers; a defeat: `defeat_pp` for everyone).
pub fn evaluate_all(s: &State, t: &Tables, w: &Weights) -> Vec<f64> {
    if s.phase == phase::OVER {
        if s.defeat {
            return vec![w.defeat_pp; s.players.len()];
        }
        return final_lines(s, t)
            .iter()
            .map(|l| {
                l.total as f64
                    + w.tie_hut * l.huts_on_board as f64
                    + w.tie_vatu * l.vatus_left as f64
            })
            .collect();
    }
    let mut ctx = Context::new(s, t, w);
    (0..s.players.len()).map(|p| ctx.value(p)).collect()
}

/// `defeat_risk`: the chance that the flood defeats every player (R10.3).
pub fn defeat_risk(s: &State, t: &Tables, w: &Weights) -> f64 {
    if !t.rising_waters {
        return 0.0;
    }
    if s.phase == phase::OVER {
        return if s.defeat { 1.0 } else { 0.0 };
    }
    let o = Outlook::new(s, t, w);
    let islands = o.islands.clone();
    let needed = crate::outlook::flood_outlook(s, t, &islands, w).needed;
    1.0 - (1.0 - w.defeat_risk_per_dike.min(1.0)).powf(needed)
}

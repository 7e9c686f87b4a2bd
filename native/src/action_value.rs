//! What one action is worth to a player in a position
//! (`vanuatu.bots.action_value`): the PP it is expected to bring, from where
//! the boat is or can sail to (R6); with Rising Waters (R10.3) the Vatus of a
//! sale also count for the dikes the table still needs.

use crate::board::{cube_supply, island_nb, room, sail_walks};
use crate::evaluate::Context;
use crate::perform::export;
use crate::planning_context::{BUILD, BUY, DRAW, EXPLORE, FISH, REST, SAIL, SELL, TRANSPORT};

impl Context<'_> {
    /// Where the boat is, or can end a planned Sail (R6.1): the ends of the
    /// walks that may pass a tile twice, as `BoardInfo.walks`.
    fn reach(&mut self, p: usize, sailing: bool) -> Vec<usize> {
        let (s, t, w) = (self.o.s, self.o.t, self.o.w);
        let pl = &s.players[p];
        let boat = pl.boat.max(0) as usize;
        if !sailing {
            return vec![boat];
        }
        let steps = t.sail_max_steps;
        let free = w.navigator >= 0 && pl.character == w.navigator && pl.bonus_ready;
        let k = if free {
            steps
        } else {
            steps.min(pl.vatus.max(0) as usize)
        };
        let walks = self.walks.get_or_insert_with(|| sail_walks(s, t, true));
        let mut ends = vec![boat];
        for walk in walks.iter().take(k) {
            ends.extend(walk[boat].iter().copied());
        }
        ends.sort_unstable();
        ends.dedup();
        ends
    }

    /// `action_value`: the worth of `p` performing action `a` once.
    pub(crate) fn action_value(&mut self, p: usize, a: usize, sailing: bool, fishing: bool) -> f64 {
        let (s, t, w) = (self.o.s, self.o.t, self.o.w);
        let pl = &s.players[p];
        let reach = self.reach(p, sailing);
        let fish_gain = if fishing {
            reach.iter().map(|&i| s.spaces[i].fish).max().unwrap_or(0)
        } else {
            0
        };
        let mut vatus = pl.vatus;
        let bonus =
            pl.bonus_ready && pl.character >= 0 && t.linked[pl.character as usize] == a as i32;
        let a = a as i32;
        let [_, first_pp, _, treasure_pp, _] = t.end_scoring;
        if a == SAIL {
            return w.sail_pp;
        }
        if a == FISH {
            return f64::from(fish_gain) * (self.o.fish_pp + if bonus { 1.0 } else { 0.0 });
        }
        if a == EXPLORE {
            let n = reach
                .iter()
                .map(|&i| s.spaces[i].treasure)
                .max()
                .unwrap_or(0);
            return f64::from(n) * (f64::from(treasure_pp) + if bonus { w.vatu_pp } else { 0.0 });
        }
        if a == REST {
            if pl.rest_token >= 0 || s.rest_available.is_empty() {
                return 0.0;
            }
            let mut best: f64 = 0.0;
            for &tok in &s.rest_available {
                let gain = if t.turn.rest[tok as usize].first {
                    if self.o.next_first == p as i32 {
                        0.0
                    } else {
                        f64::from(first_pp) * self.o.first_weight_in(s.round + 1)
                    }
                } else {
                    w.rest_pp[tok as usize]
                };
                best = best.max(gain);
            }
            return best;
        }
        let mut islands: Vec<usize> = reach.iter().flat_map(|&i| island_nb(s, t, i)).collect();
        islands.sort_unstable();
        islands.dedup();
        if islands.is_empty() {
            return 0.0;
        }
        if a == SELL {
            let fish = pl.fish.iter().sum::<i32>() + fish_gain;
            if fish == 0 {
                return 0.0;
            }
            if !bonus
                && !islands
                    .iter()
                    .any(|&j| s.spaces[j].huts.contains(&(p as i32)))
            {
                return 0.0;
            }
            let gain = f64::from(fish) * (f64::from(s.fish_price) * w.vatu_pp - self.o.fish_pp);
            return (gain + self.dike_vatus(vatus, fish * s.fish_price)).max(0.0);
        }
        if a == DRAW {
            if islands.iter().any(|&j| room(s, t, j)[1]) {
                return f64::from(if bonus { t.artist_pp } else { t.draw_pp });
            }
            return 0.0;
        }
        if a == BUILD {
            let cost = if bonus { t.builder_cost } else { t.build_cost };
            let mut dike = 0.0;
            if t.rising_waters && vatus >= t.dike_cost && self.o.doom() > 0.0 {
                // one Build may place a hut and a dike (R10.3)
                dike = (self.o.dike_gain(&islands) - f64::from(t.dike_cost) * w.vatu_pp).max(0.0);
                vatus -= t.dike_cost;
            }
            if pl.huts_left <= 0 || vatus < cost {
                return dike;
            }
            let mut huts: Option<f64> = None;
            for &j in &islands {
                if room(s, t, j)[0] {
                    let h = self.o.hut_value(j);
                    huts = Some(huts.map_or(h, |b: f64| b.max(h)));
                }
            }
            return match huts {
                Some(best) => dike + (best - f64::from(cost) * w.vatu_pp).max(0.0),
                None => dike,
            };
        }
        if a == TRANSPORT {
            if s.tourists_waiting <= 0 {
                return 0.0;
            }
            let mut best: f64 = 0.0;
            for &j in &islands {
                if room(s, t, j)[2] {
                    let sp = &s.spaces[j];
                    let own = sp.huts.iter().filter(|&&h| h == p as i32).count();
                    let mut gain =
                        sp.huts.len() as f64 * w.vatu_pp + own as f64 * w.tourist_now_per_own_hut;
                    if bonus {
                        gain += f64::from(t.guide_pp_per_drawing * sp.drawings);
                    }
                    best = best.max(gain);
                }
            }
            return best;
        }
        if a == BUY {
            let mut best: f64 = 0.0;
            let mut supply: Option<[i32; 3]> = None;
            for &j in &islands {
                let cubes = s.spaces[j].cubes;
                for g in 0..3 {
                    let price = t.goods_price[g];
                    if cubes[g] == 0 || price > vatus {
                        continue;
                    }
                    let mut gain = -f64::from(price) * w.vatu_pp;
                    if let Some((after, pp)) = export(t, &s.demand_display, g as i32) {
                        gain += f64::from(pp);
                        if bonus {
                            let left = *supply.get_or_insert_with(|| cube_supply(s, t));
                            if let Some((_, again)) = export(t, &after, g as i32) {
                                if left[g] > 0 {
                                    gain += f64::from(again);
                                }
                            }
                        }
                    }
                    best = best.max(gain);
                }
            }
            return best;
        }
        0.0
    }

    /// `dike_vatus`: what `more` Vatus add to those kept for the dikes (R10.3).
    fn dike_vatus(&mut self, vatus: i32, more: i32) -> f64 {
        let (s, t, w) = (self.o.s, self.o.t, self.o.w);
        if !t.rising_waters || w.dike_vatu_pp == 0.0 || more <= 0 {
            return 0.0;
        }
        let needed = self.o.flood().needed;
        if needed <= 0.0 {
            return 0.0;
        }
        let share = ((needed / s.players.len() as f64).ceil() as i64).min(2);
        let v = i64::from(vatus);
        w.dike_vatu_pp * ((v + i64::from(more)).min(share) - v.min(share)) as f64
    }
}

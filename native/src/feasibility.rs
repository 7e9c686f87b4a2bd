//! The exact search of R4.3, as `vanuatu.rules.feasibility` and
//! `vanuatu.rules.planning_player`: a marker may be placed on an
//! action space only if the player could perform that action this round, alone
//! or after performing (in some order) the actions already planned, in every
//! way each of them may be performed, with free actions (R7) between them. The
//! search ignores the other players. Its answers are those of the Python search
//! (the pruning of `feasibility.dominated` loses nothing); answers are kept
//! under their context key, as `feasibility.context_key` keeps them.

pub use crate::planning_context::{Context, Display, ACTIONS, ALL};
use crate::planning_context::{
    Hypo, Node, BUILD, BUY, DRAW, EXPLORE, FISH, SAIL, SELL, STEPPING_STONES, TRANSPORT,
};
use crate::tokens::Tokens;
use std::collections::hash_map::Entry;

/// The most positions a context keeps between two searches.
const MAX_NODES: usize = 4096;

/// A position to search from: the actions done to reach it, the position and
/// the actions possible there.
type Step = (u32, Hypo, u32);

impl Context {
    /// The positions after performing action `a` once from `h` (none when
    /// impossible), added to `out`.
    fn after(&self, h: &Hypo, a: i32, out: &mut Vec<Hypo>) {
        let t = &self.t;
        let nb = &self.island_nb[h.boat];
        match a {
            SAIL => {
                for k in 1..=t.sail_max_steps {
                    let paid = h.v >= k as i32;
                    if !paid && self.bonus != SAIL {
                        break;
                    }
                    for &d in &self.walks[k - 1][h.boat] {
                        if paid {
                            out.push(Hypo {
                                boat: d,
                                v: h.v - k as i32,
                                ..h.clone()
                            });
                        }
                        if self.bonus == SAIL {
                            out.push(Hypo {
                                boat: d,
                                ..h.clone()
                            });
                        }
                    }
                }
            }
            BUILD => {
                let dike = self.dike_from[h.boat];
                let extras: &[i32] = if dike { &[0, t.dike_cost] } else { &[0] };
                if self.huts_left > 0 {
                    for &i in nb {
                        if self.hut_room[i] {
                            for &extra in extras {
                                if h.v >= t.build_cost + extra {
                                    let v = h.v - t.build_cost - extra;
                                    out.push(Hypo {
                                        v,
                                        built: i as i32,
                                        ..h.clone()
                                    });
                                }
                                if self.bonus == BUILD && h.v >= t.builder_cost + extra {
                                    let v = h.v - t.builder_cost - extra;
                                    out.push(Hypo {
                                        v,
                                        built: i as i32,
                                        ..h.clone()
                                    });
                                }
                            }
                        }
                    }
                }
                if dike && h.v >= t.dike_cost {
                    out.push(Hypo {
                        v: h.v - t.dike_cost,
                        ..h.clone()
                    });
                }
            }
            EXPLORE => {
                let n = self.treasure_at[h.boat];
                if n > 0 {
                    let h2 = Hypo {
                        tr: h.tr.with(n),
                        ..h.clone()
                    };
                    if self.bonus == EXPLORE {
                        out.push(self.gain(h2.clone(), n, 0));
                    }
                    out.push(h2);
                }
            }
            FISH => {
                let n = self.fish_at[h.boat];
                if n > 0 {
                    let h2 = Hypo {
                        fish: h.fish.with(n),
                        ..h.clone()
                    };
                    out.push(if self.bonus == FISH {
                        self.gain(h2, 0, n)
                    } else {
                        h2
                    });
                }
            }
            SELL => {
                let near = self.bonus == SELL
                    || nb.iter().any(|&i| self.own_huts[i] || i as i32 == h.built);
                if !h.fish.is_empty() && near {
                    let price = if h.fish.len() > self.fish_held {
                        self.price_after_fish
                    } else {
                        self.price
                    };
                    let mut sums = vec![0];
                    for f in h.fish.iter() {
                        let more: Vec<i32> = sums.iter().map(|s| s + f).collect();
                        for m in more {
                            if !sums.contains(&m) {
                                sums.push(m);
                            }
                        }
                    }
                    let sold = Hypo {
                        fish: Tokens::default(),
                        ..h.clone()
                    };
                    for total in sums.into_iter().filter(|&s| s != 0) {
                        out.push(self.gain(sold.clone(), total * price, 0));
                    }
                }
            }
            BUY => {
                let mut bought = [false; 3];
                for &i in nb {
                    for (g, done) in bought.iter_mut().enumerate() {
                        let price = t.goods_price[g];
                        if self.cubes[i][g] != 0 && price <= h.v && !*done {
                            *done = true;
                            let h2 = Hypo {
                                v: h.v - price,
                                ..h.clone()
                            };
                            out.push(self.gain(h2, 0, self.export_pp[g]));
                        }
                    }
                }
            }
            DRAW => {
                if nb.iter().any(|&i| self.draw_room[i]) {
                    let pp = if self.bonus == DRAW {
                        t.artist_pp
                    } else {
                        t.draw_pp
                    };
                    out.push(self.gain(h.clone(), 0, pp));
                }
            }
            TRANSPORT => {
                if self.tourists {
                    let per = if self.bonus == TRANSPORT {
                        t.guide_pp_per_drawing
                    } else {
                        0
                    };
                    for &i in nb {
                        if self.tourist_room[i] {
                            let vat = self.hut_count[i] + i32::from(h.built == i as i32);
                            out.push(self.gain(h.clone(), vat, per * self.drawings[i]));
                        }
                    }
                }
            }
            _ => {
                if self.rest {
                    out.push(h.clone());
                }
            }
        }
    }

    /// `feasibility.dominated`: whether the node of `h` with `done` performed
    /// can be skipped in search `search` (`None`), else it is recorded and its
    /// possible actions are given (one look-up of the node, made when new).
    fn dominated(&mut self, h: &Hypo, search: u32, done: u32) -> Option<u32> {
        // the map is taken out while a new node's actions are found from `self`
        let mut nodes = std::mem::take(&mut self.nodes);
        let found = match nodes.entry(h.clone()) {
            Entry::Vacant(room) => {
                let possible = self.possible(h);
                room.insert(Node {
                    possible,
                    search,
                    seen: done,
                    more_seen: Vec::new(),
                });
                Some(possible)
            }
            Entry::Occupied(node) => {
                let node = node.into_mut();
                if node.search != search {
                    node.search = search;
                    node.seen = done;
                    node.more_seen.clear();
                    Some(node.possible)
                } else if node.seen & !done == 0 || node.more_seen.iter().any(|&d| d & !done == 0) {
                    None
                } else {
                    node.more_seen.push(done);
                    Some(node.possible)
                }
            }
        };
        self.nodes = nodes;
        found
    }

    /// Push the positions not dominated, each with its done set and its
    /// possible actions.
    fn push(&mut self, search: u32, done: u32, positions: &mut Vec<Hypo>, into: &mut Vec<Step>) {
        for h in positions.drain(..) {
            if let Some(possible) = self.dominated(&h, search, done) {
                into.push((done, h, possible));
            }
        }
    }

    fn new_search(&mut self) -> u32 {
        // bounded between searches, never during one (`planning_player.MAX_NODES`)
        if self.nodes.len() > MAX_NODES {
            self.nodes.clear();
        }
        self.searches += 1;
        self.searches
    }

    /// The bit set of the `targets` actions plannable when the actions of
    /// `planned` (targets included) are on the board (`search_mask`).
    pub fn plannable_mask(&mut self, planned: u32, targets: u32) -> u32 {
        let search = self.new_search();
        let planned_steps = planned & STEPPING_STONES;
        let mut found = 0;
        let start = self.start.clone();
        let mut stack = Vec::new();
        let mut positions = vec![start];
        self.push(search, 0, &mut positions, &mut stack);
        while let Some((done, h, possible)) = stack.pop() {
            found |= possible & targets & !done;
            if found == targets {
                return found;
            }
            self.free(&h, &mut positions);
            self.push(search, done, &mut positions, &mut stack);
            let mut follow = possible & planned_steps & !done;
            while follow != 0 {
                let bit = follow & follow.wrapping_neg();
                follow ^= bit;
                self.after(&h, bit.trailing_zeros() as i32, &mut positions);
                self.push(search, done | bit, &mut positions, &mut stack);
            }
        }
        found
    }

    /// `(alone, with_one)` of `plannable_with_one_more`.
    pub fn with_one_more(&mut self, planned: u32) -> (u32, [u32; ACTIONS]) {
        let search = self.new_search();
        let mut alone = 0u32;
        let mut extra_found = [0u32; ACTIONS];
        let start = self.start.clone();
        let planned_steps = planned & STEPPING_STONES;
        let mut stack = Vec::new();
        let mut positions = vec![start];
        self.push(search, 0, &mut positions, &mut stack);
        let mut extra_stack: Vec<Step> = Vec::new();
        while let Some((done, h, possible)) = stack.pop().or_else(|| extra_stack.pop()) {
            let extra = done & !planned;
            let follow;
            let to_extra;
            if extra != 0 {
                let y = (31 - extra.leading_zeros()) as usize;
                if (alone | extra_found[y] | done) == ALL {
                    continue;
                }
                let possible = possible & !done;
                extra_found[y] |= possible;
                follow = possible & planned_steps;
                to_extra = true;
            } else {
                if (alone | done) == ALL {
                    continue;
                }
                let possible = possible & !done;
                alone |= possible;
                follow = possible & STEPPING_STONES;
                to_extra = false;
            }
            self.free(&h, &mut positions);
            if to_extra {
                self.push(search, done, &mut positions, &mut extra_stack);
            } else {
                self.push(search, done, &mut positions, &mut stack);
            }
            let mut rest = follow;
            while rest != 0 {
                let bit = rest & rest.wrapping_neg();
                rest ^= bit;
                let d2 = done | bit;
                self.after(&h, bit.trailing_zeros() as i32, &mut positions);
                if d2 & !planned != 0 {
                    self.push(search, d2, &mut positions, &mut extra_stack);
                } else {
                    self.push(search, d2, &mut positions, &mut stack);
                }
            }
        }
        let mut with_one = [0u32; ACTIONS];
        for (y, w) in with_one.iter_mut().enumerate() {
            *w = alone | extra_found[y];
        }
        (alone, with_one)
    }
}

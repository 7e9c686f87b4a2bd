//! The fixed part of the R4.3 questions about one player
//! (`planning_player.Context` with its `planning_table.Surroundings`): the
//! board around them, their hypothetical positions, which actions each allows
//! and the free actions between them. The search is [`crate::feasibility`]'s.

use std::hash::{Hash, Hasher};

use crate::fx::HashMap;

use crate::perform::export;
use crate::state::State;
use crate::tables::Tables;
use crate::tokens::Tokens;

pub(crate) const SAIL: i32 = 0;
pub(crate) const BUILD: i32 = 1;
pub(crate) const EXPLORE: i32 = 2;
pub(crate) const FISH: i32 = 3;
pub(crate) const SELL: i32 = 4;
pub(crate) const BUY: i32 = 5;
pub(crate) const DRAW: i32 = 6;
pub(crate) const TRANSPORT: i32 = 7;
pub(crate) const REST: i32 = 8;
pub const ACTIONS: usize = 9;
pub const ALL: u32 = (1 << ACTIONS) - 1;
/// Every action but Rest, which changes nothing (never worth performing first).
pub(crate) const STEPPING_STONES: u32 = ALL & !(1 << REST);
/// A price no money reaches.
pub(crate) const UNREACHABLE: i64 = 1 << 62;

/// A hypothetical position of the player: boat, Vatus, PP that count (a Beggar's,
/// up to 3), fish and treasure tokens (sorted), Beggar ready, island built on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Hypo {
    pub(crate) boat: usize,
    pub(crate) v: i32,
    pub(crate) ppe: i32,
    pub(crate) fish: Tokens,
    pub(crate) tr: Tokens,
    pub(crate) beg: bool,
    pub(crate) built: i32,
}

/// The hash of a position: its numbers packed into two words, then its tokens
/// (equal positions have equal fields, so they hash alike).
impl Hash for Hypo {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.boat as u64 | u64::from(self.v as u32) << 32);
        let flags = u64::from(self.ppe as u32) << 1 | u64::from(self.beg);
        state.write_u64(flags | u64::from(self.built as u32) << 32);
        self.fish.hash(state);
        self.tr.hash(state);
    }
}

/// What one search learned about a position: its possible actions and the
/// done sets it was met with (`feasibility.dominated`).
pub(crate) struct Node {
    pub(crate) possible: u32,
    pub(crate) search: u32,
    pub(crate) seen: u32,
    pub(crate) more_seen: Vec<u32>,
}

/// The numbers of the tables the search reads (a copy, so that a context
/// outlives the borrow of its tables and is kept under its key).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Costs {
    pub(crate) sail_max_steps: usize,
    pub(crate) build_cost: i32,
    pub(crate) builder_cost: i32,
    pub(crate) dike_cost: i32,
    pub(crate) goods_price: [i32; 3],
    pub(crate) draw_pp: i32,
    pub(crate) artist_pp: i32,
    pub(crate) guide_pp_per_drawing: i32,
    pub(crate) conversion_vatus: i32,
    pub(crate) conversion_pp: i32,
}

impl Costs {
    fn of(t: &Tables) -> Costs {
        Costs {
            sail_max_steps: t.sail_max_steps,
            build_cost: t.build_cost,
            builder_cost: t.builder_cost,
            dike_cost: t.dike_cost,
            goods_price: t.goods_price,
            draw_pp: t.draw_pp,
            artist_pp: t.artist_pp,
            guide_pp_per_drawing: t.guide_pp_per_drawing,
            conversion_vatus: t.conversion_vatus,
            conversion_pp: t.conversion_pp,
        }
    }

    /// `phases::converted` (R1.1c): Vatus beyond the conversion amount become PP.
    fn converted(&self, vatus: i32) -> (i32, i32) {
        if vatus >= self.conversion_vatus {
            (
                vatus % self.conversion_vatus,
                (vatus / self.conversion_vatus) * self.conversion_pp,
            )
        } else {
            (vatus, 0)
        }
    }
}

/// The fixed part of the questions about one player (`planning_player.Context`
/// with its `planning_table.Surroundings`), with the positions its searches
/// met (kept between searches, as `planning_player.Context.nodes`).
pub struct Context {
    pub(crate) t: Costs,
    pub(crate) start: Hypo,
    pub(crate) bonus: i32,
    pub(crate) huts_left: i32,
    pub(crate) build_min: i32,
    pub(crate) own_huts: Vec<bool>,
    pub(crate) rest: bool,
    pub(crate) export_pp: [i32; 3],
    pub(crate) island_nb: Vec<Vec<usize>>,
    pub(crate) walks: std::rc::Rc<crate::board::Walks>,
    pub(crate) hut_room: Vec<bool>,
    pub(crate) draw_room: Vec<bool>,
    pub(crate) tourist_room: Vec<bool>,
    pub(crate) hut_count: Vec<i32>,
    pub(crate) drawings: Vec<i32>,
    pub(crate) fish_at: Vec<i32>,
    pub(crate) treasure_at: Vec<i32>,
    pub(crate) cubes: Vec<[i32; 3]>,
    pub(crate) price: i32,
    /// The price once the player fished (`fishing_lowers_price`), and the
    /// fish tokens held at the start: more means the player fished first.
    pub(crate) price_after_fish: i32,
    pub(crate) fish_held: usize,
    pub(crate) tourists: bool,
    pub(crate) dike_from: Vec<bool>,
    pub(crate) nodes: HashMap<Hypo, Node>,
    pub(crate) searches: u32,
}

pub use crate::perform::Display;

impl Context {
    /// The context of player `p` in `s`.
    pub fn new(s: &State, t: &Tables, p: usize) -> Context {
        let n = s.board.len();
        let submerged = |i: usize| t.rising_waters && s.spaces[i].water >= t.submerged_at;
        let ocean: Vec<bool> = s
            .board
            .iter()
            .map(|&b| b >= 0 && !t.tiles[b as usize].island)
            .collect();
        let island: Vec<bool> = (0..n)
            .map(|i| s.board[i] >= 0 && t.tiles[s.board[i] as usize].island && !submerged(i))
            .collect();
        let ocean_nb: Vec<Vec<usize>> = (0..n)
            .map(|i| {
                t.neighbours[i]
                    .iter()
                    .copied()
                    .filter(|&j| ocean[j])
                    .collect()
            })
            .collect();
        let island_nb: Vec<Vec<usize>> = (0..n)
            .map(|i| {
                t.neighbours[i]
                    .iter()
                    .copied()
                    .filter(|&j| island[j])
                    .collect()
            })
            .collect();
        let walks = crate::board::all_sail_ends(s, t);
        let mut hut_room = vec![false; n];
        let mut draw_room = vec![false; n];
        let mut tourist_room = vec![false; n];
        for i in (0..n).filter(|&i| island[i]) {
            let room = t.tiles[s.board[i] as usize].room;
            let sp = &s.spaces[i];
            hut_room[i] = (sp.huts.len() as i32) < room[0];
            draw_room[i] = sp.drawings < room[1];
            tourist_room[i] = sp.tourists < room[2];
        }
        let dikes_used: usize = s.spaces.iter().map(|sp| sp.dikes.len()).sum();
        let dike_from: Vec<bool> = if t.rising_waters && t.dikes > dikes_used {
            let sides: Vec<bool> = (0..n)
                .map(|i| {
                    island[i]
                        && !submerged(i)
                        && ocean_nb[i]
                            .iter()
                            .any(|&j| !s.spaces[i].dikes.contains(&(j as i32)))
                })
                .collect();
            (0..n)
                .map(|pos| island_nb[pos].iter().any(|&i| sides[i]))
                .collect()
        } else {
            vec![false; n]
        };
        let pl = &s.players[p];
        let ch = pl.character;
        let bonus = if ch >= 0 && pl.bonus_ready {
            t.linked[ch as usize]
        } else {
            -1
        };
        let export_pp = std::array::from_fn(|g| {
            let g = g as i32;
            match export(t, &s.demand_display, g) {
                None => 0,
                Some((after, pp)) if bonus == BUY => {
                    pp + export(t, &after, g).map_or(0, |(_, more)| more)
                }
                Some((_, pp)) => pp,
            }
        });
        let beg = pl.bonus_ready && ch >= 0 && ch == t.beggar;
        Context {
            t: Costs::of(t),
            start: Hypo {
                boat: pl.boat.max(0) as usize,
                v: pl.vatus,
                ppe: if beg { pl.pp.min(3) } else { 0 },
                fish: Tokens::from_values(&pl.fish),
                tr: Tokens::from_values(&pl.treasures),
                beg,
                built: -1,
            },
            bonus,
            huts_left: pl.huts_left,
            build_min: if bonus == BUILD {
                t.build_cost.min(t.builder_cost)
            } else {
                t.build_cost
            },
            own_huts: (0..n)
                .map(|i| island[i] && s.spaces[i].huts.contains(&(p as i32)))
                .collect(),
            rest: !s.rest_available.is_empty() && pl.rest_token < 0,
            export_pp,
            island_nb,
            walks,
            hut_room,
            draw_room,
            tourist_room,
            hut_count: s.spaces.iter().map(|sp| sp.huts.len() as i32).collect(),
            drawings: s.spaces.iter().map(|sp| sp.drawings).collect(),
            fish_at: s.spaces.iter().map(|sp| sp.fish).collect(),
            treasure_at: s.spaces.iter().map(|sp| sp.treasure).collect(),
            cubes: s.spaces.iter().map(|sp| sp.cubes).collect(),
            price: s.fish_price,
            price_after_fish: if t.turn.rulings.fishing_lowers_price {
                crate::perform::lower_price(s, t)
            } else {
                s.fish_price
            },
            fish_held: s.players[p].fish.len(),
            tourists: s.tourists_waiting > 0,
            dike_from,
            nodes: HashMap::default(),
            searches: 0,
        }
    }

    pub(crate) fn gain(&self, mut h: Hypo, vatus: i32, pp: i32) -> Hypo {
        if h.beg {
            let (v, conv) = self.t.converted(h.v + vatus);
            h.v = v;
            h.ppe = 3.min(h.ppe + pp + conv);
        } else {
            h.v += vatus;
            if h.v >= self.t.conversion_vatus {
                h.v %= self.t.conversion_vatus;
            }
        }
        h
    }

    pub(crate) fn possible(&self, h: &Hypo) -> u32 {
        let t = &self.t;
        let nb = &self.island_nb[h.boat];
        let mut base = 0u32;
        if self.treasure_at[h.boat] > 0 {
            base |= 1 << EXPLORE;
        }
        if self.fish_at[h.boat] > 0 {
            base |= 1 << FISH;
        }
        if nb.iter().any(|&i| self.draw_room[i]) {
            base |= 1 << DRAW;
        }
        if self.tourists && nb.iter().any(|&i| self.tourist_room[i]) {
            base |= 1 << TRANSPORT;
        }
        if self.rest {
            base |= 1 << REST;
        }
        let sail_steps = (1..=t.sail_max_steps)
            .find(|&k| !self.walks[k - 1][h.boat].is_empty())
            .map_or(UNREACHABLE, |k| k as i64);
        let hut_room = nb.iter().any(|&i| self.hut_room[i]) && self.huts_left > 0;
        let dike = if self.dike_from[h.boat] {
            i64::from(t.dike_cost)
        } else {
            UNREACHABLE
        };
        let mut buy_min = UNREACHABLE;
        for g in 0..3 {
            let price = i64::from(t.goods_price[g]);
            if price < buy_min && nb.iter().any(|&i| self.cubes[i][g] != 0) {
                buy_min = price;
            }
        }
        let sell_hut = self.bonus == SELL || nb.iter().any(|&i| self.own_huts[i]);
        let v = i64::from(h.v);
        let mut possible = base;
        if v >= sail_steps || (self.bonus == SAIL && sail_steps != UNREACHABLE) {
            possible |= 1 << SAIL;
        }
        if (hut_room && v >= i64::from(self.build_min)) || v >= dike {
            possible |= 1 << BUILD;
        }
        let built_near = h.built >= 0 && nb.contains(&(h.built as usize));
        if h.fish.last().is_some_and(|f| f > 0) && (sell_hut || built_near) {
            possible |= 1 << SELL;
        }
        if v >= buy_min {
            possible |= 1 << BUY;
        }
        possible
    }

    /// Positions after one free action (R7), a treasure sale or the Beggar, added to `out`.
    pub(crate) fn free(&self, h: &Hypo, out: &mut Vec<Hypo>) {
        let mut last = None;
        for val in h.tr.iter() {
            if last == Some(val) {
                continue;
            }
            last = Some(val);
            let tr = h.tr.without(val);
            out.push(self.gain(Hypo { tr, ..h.clone() }, val, 0));
        }
        if h.beg {
            for k in 1..=h.ppe {
                out.push(self.gain(
                    Hypo {
                        ppe: 0,
                        beg: false,
                        ..h.clone()
                    },
                    k,
                    0,
                ));
            }
        }
    }
}

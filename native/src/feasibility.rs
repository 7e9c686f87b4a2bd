//! The exact search of R4.3, as `vanuatu.rules.feasibility` and
//! `vanuatu.rules.planning_player`: a marker may be placed on an
//! action space only if the player could perform that action this round, alone
//! or after performing (in some order) the actions already planned, in every
//! way each of them may be performed, with free actions (R7) between them. The
//! search ignores the other players. Its answers are those of the Python search
//! (the pruning of `feasibility.dominated` loses nothing); answers are kept
//! under their context key, as `feasibility.context_key` keeps them.

use crate::fx::HashMap;

use crate::phases::converted;
use crate::state::State;
use crate::tables::Tables;

const SAIL: i32 = 0;
const BUILD: i32 = 1;
const EXPLORE: i32 = 2;
const FISH: i32 = 3;
const SELL: i32 = 4;
const BUY: i32 = 5;
const DRAW: i32 = 6;
const TRANSPORT: i32 = 7;
const REST: i32 = 8;
pub const ACTIONS: usize = 9;
pub const ALL: u32 = (1 << ACTIONS) - 1;
/// Every action but Rest, which changes nothing (never worth performing first).
const STEPPING_STONES: u32 = ALL & !(1 << REST);
/// A price no money reaches.
const UNREACHABLE: i64 = 1 << 62;

/// A hypothetical position of the player: boat, Vatus, PP that count (a Beggar's,
/// up to 3), fish and treasure tokens (sorted), Beggar ready, island built on.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Hypo {
    boat: usize,
    v: i32,
    ppe: i32,
    fish: Vec<i32>,
    tr: Vec<i32>,
    beg: bool,
    built: i32,
}

/// What one search learned about a position: its possible actions and the
/// done sets it was met with (`feasibility.dominated`).
struct Node {
    possible: u32,
    search: u32,
    seen: u32,
    more_seen: Vec<u32>,
}

/// The fixed part of the questions about one player (`planning_player.Context`
/// with its `planning_table.Surroundings`).
pub struct Context<'a> {
    t: &'a Tables,
    start: Hypo,
    bonus: i32,
    huts_left: i32,
    build_min: i32,
    own_huts: Vec<bool>,
    rest: bool,
    export_pp: [i32; 3],
    island_nb: Vec<Vec<usize>>,
    walks: std::rc::Rc<crate::board::Walks>,
    hut_room: Vec<bool>,
    draw_room: Vec<bool>,
    tourist_room: Vec<bool>,
    hut_count: Vec<i32>,
    drawings: Vec<i32>,
    fish_at: Vec<i32>,
    treasure_at: Vec<i32>,
    cubes: Vec<[i32; 3]>,
    price: i32,
    /// The price once the player fished (`fishing_lowers_price`), and the
    /// fish tokens held at the start: more means the player fished first.
    price_after_fish: i32,
    fish_held: usize,
    tourists: bool,
    dike_from: Vec<bool>,
    nodes: HashMap<Hypo, Node>,
    searches: u32,
}

/// The demand display: `(tile id, goods filled)` top to bottom.
pub type Display = Vec<(i32, Vec<i32>)>;

/// Put a cube of `good` on the topmost demand tile needing it (R6.6): the new
/// display and the PP scored, or `None`.
fn export_to_display(t: &Tables, display: &[(i32, Vec<i32>)], good: i32) -> Option<(Display, i32)> {
    for (pos, (tile, filled)) in display.iter().enumerate() {
        let mut needed = t.demand_goods.get(tile).cloned().unwrap_or_default();
        for g in filled {
            if let Some(k) = needed.iter().position(|x| x == g) {
                needed.remove(k);
            }
        }
        if needed.contains(&good) {
            let mut new_filled = filled.clone();
            new_filled.push(good);
            new_filled.sort_unstable();
            let mut pp = t.goods_export[good as usize];
            if Some(new_filled.len()) == t.demand_goods.get(tile).map(Vec::len) {
                pp += t.export_completion_bonus;
            }
            let mut out = display.to_vec();
            out[pos] = (*tile, new_filled);
            return Some((out, pp));
        }
    }
    None
}

impl<'a> Context<'a> {
    /// The context of player `p` in `s`.
    pub fn new(s: &State, t: &'a Tables, p: usize) -> Context<'a> {
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
            match export_to_display(t, &s.demand_display, g) {
                None => 0,
                Some((after, pp)) if bonus == BUY => {
                    pp + export_to_display(t, &after, g).map_or(0, |(_, more)| more)
                }
                Some((_, pp)) => pp,
            }
        });
        let beg = pl.bonus_ready && ch >= 0 && ch == t.beggar;
        Context {
            t,
            start: Hypo {
                boat: pl.boat.max(0) as usize,
                v: pl.vatus,
                ppe: if beg { pl.pp.min(3) } else { 0 },
                fish: pl.fish.clone(),
                tr: pl.treasures.clone(),
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

    fn gain(&self, mut h: Hypo, vatus: i32, pp: i32) -> Hypo {
        if h.beg {
            let (v, conv) = converted(h.v + vatus, self.t);
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

    fn possible(&self, h: &Hypo) -> u32 {
        let t = self.t;
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
        if h.fish.last().is_some_and(|&f| f > 0) && (sell_hut || built_near) {
            possible |= 1 << SELL;
        }
        if v >= buy_min {
            possible |= 1 << BUY;
        }
        possible
    }

    /// The positions after performing action `a` once from `h` (none when impossible).
    fn after(&self, h: &Hypo, a: i32) -> Vec<Hypo> {
        let t = self.t;
        let nb = &self.island_nb[h.boat];
        let mut out = Vec::new();
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
                    let mut tr = h.tr.clone();
                    tr.push(n);
                    tr.sort_unstable();
                    let h2 = Hypo { tr, ..h.clone() };
                    if self.bonus == EXPLORE {
                        out.push(self.gain(h2.clone(), n, 0));
                    }
                    out.push(h2);
                }
            }
            FISH => {
                let n = self.fish_at[h.boat];
                if n > 0 {
                    let mut fish = h.fish.clone();
                    fish.push(n);
                    fish.sort_unstable();
                    let h2 = Hypo { fish, ..h.clone() };
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
                    for &f in &h.fish {
                        let more: Vec<i32> = sums.iter().map(|s| s + f).collect();
                        for m in more {
                            if !sums.contains(&m) {
                                sums.push(m);
                            }
                        }
                    }
                    let sold = Hypo {
                        fish: Vec::new(),
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
        out
    }

    /// Positions after one free action (R7): a treasure sale or the Beggar.
    fn free(&self, h: &Hypo) -> Vec<Hypo> {
        let mut out = Vec::new();
        let mut values = h.tr.clone();
        values.dedup();
        for val in values {
            let mut tr = h.tr.clone();
            if let Some(k) = tr.iter().position(|&x| x == val) {
                tr.remove(k);
            }
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
        out
    }

    fn possible_of(&mut self, h: &Hypo) -> u32 {
        if let Some(node) = self.nodes.get(h) {
            return node.possible;
        }
        let possible = self.possible(h);
        self.nodes.insert(
            h.clone(),
            Node {
                possible,
                search: 0,
                seen: 0,
                more_seen: Vec::new(),
            },
        );
        possible
    }

    /// `feasibility.dominated`: whether the node of `h` with `done` performed
    /// can be skipped in search `search` (else it is recorded).
    fn dominated(&mut self, h: &Hypo, search: u32, done: u32) -> bool {
        self.possible_of(h);
        let node = self.nodes.get_mut(h).expect("the node was just made");
        if node.search != search {
            node.search = search;
            node.seen = done;
            node.more_seen.clear();
            return false;
        }
        if node.seen & !done == 0 {
            return true;
        }
        if node.more_seen.iter().any(|&d| d & !done == 0) {
            return true;
        }
        node.more_seen.push(done);
        false
    }

    fn push(&mut self, search: u32, done: u32, positions: Vec<Hypo>, into: &mut Vec<(u32, Hypo)>) {
        for h in positions {
            if !self.dominated(&h, search, done) {
                into.push((done, h));
            }
        }
    }

    fn new_search(&mut self) -> u32 {
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
        self.dominated(&start, search, 0);
        let mut stack = vec![(0u32, start)];
        while let Some((done, h)) = stack.pop() {
            let possible = self.possible_of(&h);
            found |= possible & targets & !done;
            if found == targets {
                return found;
            }
            let free = self.free(&h);
            self.push(search, done, free, &mut stack);
            let mut follow = possible & planned_steps & !done;
            while follow != 0 {
                let bit = follow & follow.wrapping_neg();
                follow ^= bit;
                let positions = self.after(&h, bit.trailing_zeros() as i32);
                self.push(search, done | bit, positions, &mut stack);
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
        self.dominated(&start, search, 0);
        let planned_steps = planned & STEPPING_STONES;
        let mut stack = vec![(0u32, start)];
        let mut extra_stack: Vec<(u32, Hypo)> = Vec::new();
        while let Some((done, h)) = stack.pop().or_else(|| extra_stack.pop()) {
            let extra = done & !planned;
            let follow;
            let to_extra;
            if extra != 0 {
                let y = (31 - extra.leading_zeros()) as usize;
                if (alone | extra_found[y] | done) == ALL {
                    continue;
                }
                let possible = self.possible_of(&h) & !done;
                extra_found[y] |= possible;
                follow = possible & planned_steps;
                to_extra = true;
            } else {
                if (alone | done) == ALL {
                    continue;
                }
                let possible = self.possible_of(&h) & !done;
                alone |= possible;
                follow = possible & STEPPING_STONES;
                to_extra = false;
            }
            let free = self.free(&h);
            if to_extra {
                self.push(search, done, free, &mut extra_stack);
            } else {
                self.push(search, done, free, &mut stack);
            }
            let mut rest = follow;
            while rest != 0 {
                let bit = rest & rest.wrapping_neg();
                rest ^= bit;
                let d2 = done | bit;
                let positions = self.after(&h, bit.trailing_zeros() as i32);
                if d2 & !planned != 0 {
                    self.push(search, d2, positions, &mut extra_stack);
                } else {
                    self.push(search, d2, positions, &mut stack);
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

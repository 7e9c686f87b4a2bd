//! The weights of the evaluation and what a position promises at the end of
//! the game, as `vanuatu.bots.weights`, `vanuatu.bots.outlook` and
//! `vanuatu.bots.flood`: the tourists and water expected on each island, the
//! dikes the table still needs (R10.3), the next First Player (R5.9).

use crate::board::{is_island, ocean_nb};
use crate::error::{CoreError, Result};
use crate::state::{phase, State};
use crate::tables::Tables;

/// The constants of the evaluation (`vanuatu.bots.weights.Weights`), with the
/// character and rest token tables by catalog index.
#[derive(Debug, Clone, PartialEq)]
pub struct Weights {
    pub vatu_pp: f64,
    pub fish_pp_per_value: f64,
    pub fish_pp_last_round: f64,
    pub tourist_share: f64,
    pub tourist_now_per_own_hut: f64,
    pub contested: f64,
    pub lead_bonus: f64,
    pub sail_pp: f64,
    pub flood_chance: f64,
    pub flood_pp: f64,
    pub dike_need_pp: f64,
    pub future_ocean: f64,
    pub defeat_risk_per_dike: f64,
    pub dike_vatu_pp: f64,
    pub dike_contested: f64,
    pub dike_lead_bonus: f64,
    pub defeat_pp: f64,
    pub tie_hut: f64,
    pub tie_vatu: f64,
    /// Huts each player starts with (the tie-breaker counts those on the board).
    pub huts_per_player: i32,
    /// The Navigator's character index, or -1.
    pub navigator: i32,
    /// The worth of each character's bonus not yet used, by index.
    pub character_pp: Vec<f64>,
    /// The worth of each rest token (0 for `first`), by index.
    pub rest_pp: Vec<f64>,
}

/// The plain numbers at the head of the wire form of [`Weights`].
const SCALARS: usize = 19;

impl Weights {
    /// The weights from their wire form (`vanuatu.native_search.weights_wire`):
    /// the 19 numbers in the order of the fields, the huts per player, the
    /// Navigator's index, then the characters' and the rest tokens' worths.
    pub fn from_wire(data: &[f64], t: &Tables) -> Result<Weights> {
        let expected = SCALARS + 2 + t.character_count + t.rest_tokens;
        if data.len() != expected {
            return Err(CoreError::Malformed(format!(
                "weights: {} numbers, expected {expected}",
                data.len()
            )));
        }
        if let Some(bad) = data.iter().find(|v| !v.is_finite() || v.abs() > 1e12) {
            return Err(CoreError::Malformed(format!(
                "weights: {bad} is not a finite weight"
            )));
        }
        let int = |v: f64, lo: f64, hi: f64, name: &str| -> Result<i32> {
            if v.fract() != 0.0 || v < lo || v > hi {
                return Err(CoreError::Malformed(format!(
                    "weights: {name} {v} out of range"
                )));
            }
            Ok(v as i32)
        };
        let huts_per_player = int(data[SCALARS], 0.0, 999.0, "huts per player")?;
        let navigator = int(
            data[SCALARS + 1],
            -1.0,
            t.character_count as f64 - 1.0,
            "navigator",
        )?;
        let chars_at = SCALARS + 2;
        let rest_at = chars_at + t.character_count;
        let d = data;
        Ok(Weights {
            vatu_pp: d[0],
            fish_pp_per_value: d[1],
            fish_pp_last_round: d[2],
            tourist_share: d[3],
            tourist_now_per_own_hut: d[4],
            contested: d[5],
            lead_bonus: d[6],
            sail_pp: d[7],
            flood_chance: d[8],
            flood_pp: d[9],
            dike_need_pp: d[10],
            future_ocean: d[11],
            defeat_risk_per_dike: d[12],
            dike_vatu_pp: d[13],
            dike_contested: d[14],
            dike_lead_bonus: d[15],
            defeat_pp: d[16],
            tie_hut: d[17],
            tie_vatu: d[18],
            huts_per_player,
            navigator,
            character_pp: d[chars_at..rest_at].to_vec(),
            rest_pp: d[rest_at..].to_vec(),
        })
    }
}

/// The flood still to come (`vanuatu.bots.flood.Outlook`), by space index.
#[derive(Debug, Clone, Default)]
pub struct Flood {
    /// The dikes that would keep each island afloat (`inf`: beyond saving).
    pub need: Vec<f64>,
    /// The islands worth saving.
    pub saved: Vec<bool>,
    /// The sum of the needs of the islands worth saving.
    pub needed: f64,
}

/// Die rounds still to come after this one.
fn rounds_to_come(s: &State, t: &Tables) -> usize {
    t.die_rounds.iter().filter(|&&r| r > s.round).count()
}

/// Open sides of island `i`: its ocean neighbours without a dike.
fn open_sides(s: &State, t: &Tables, i: usize) -> usize {
    ocean_nb(s, t, i)
        .filter(|&j| !s.spaces[i].dikes.contains(&(j as i32)))
        .count()
}

/// `vanuatu.bots.flood.outlook`: the dikes the table still needs (R10.3).
pub fn flood_outlook(s: &State, t: &Tables, islands: &[usize], w: &Weights) -> Flood {
    let n = s.board.len();
    let mut floods = w.flood_chance * rounds_to_come(s, t) as f64;
    let coming = floods > 0.0 || s.flood_in.is_some();
    if s.flood_in.is_some() {
        floods += 1.0;
    }
    let sub = t.submerged_at;
    let under = s.spaces.iter().filter(|sp| sp.water >= sub).count() as i32;
    let limit = f64::from(sub) - 0.5;
    let mut water = vec![0.0; n];
    let mut need = vec![0.0; n];
    for &i in islands {
        let sp = &s.spaces[i];
        let open = open_sides(s, t, i);
        let empty = t.neighbours[i].iter().filter(|&&j| s.board[j] < 0).count();
        let rise = open as f64 + w.future_ocean * empty as f64;
        water[i] = f64::from(sp.water) + floods * rise;
        need[i] = if water[i] <= limit || floods <= 0.0 {
            0.0
        } else {
            let dikes = (water[i] - limit) / floods;
            if dikes <= open as f64 {
                dikes
            } else {
                f64::INFINITY
            }
        };
        if coming {
            let now = sp.water + open as i32 - (sub - 1);
            if now > 0 {
                let whole = if now <= open as i32 {
                    f64::from(now)
                } else {
                    f64::INFINITY
                };
                need[i] = need[i].max(whole);
            }
        }
    }
    let allowed = (t.turn.defeat_at - 1 - under).max(0) as usize;
    let mut lost: Vec<usize> = islands
        .iter()
        .copied()
        .filter(|&i| need[i].is_infinite())
        .collect();
    lost.sort_by(|&a, &b| water[b].total_cmp(&water[a]));
    let mut saved = vec![false; n];
    for &i in islands {
        saved[i] = true;
    }
    for &i in lost.iter().take(allowed) {
        saved[i] = false;
    }
    let mut needed = 0.0;
    for &i in islands.iter().filter(|&&i| saved[i]) {
        let sides = ocean_nb(s, t, i).count() + 1;
        needed += need[i].min(sides as f64);
    }
    Flood {
        need,
        saved,
        needed,
    }
}

/// What a position promises at the end (`vanuatu.bots.outlook.Outlook`).
pub struct Outlook<'a> {
    pub s: &'a State,
    pub t: &'a Tables,
    pub w: &'a Weights,
    /// The usable islands, ascending.
    pub islands: Vec<usize>,
    pub last_round: bool,
    pub next_first: i32,
    pub first_weight: f64,
    pub fish_pp: f64,
    tourists: Option<Vec<f64>>,
    doom: Option<f64>,
    flood: Option<Flood>,
}

impl<'a> Outlook<'a> {
    pub fn new(s: &'a State, t: &'a Tables, w: &'a Weights) -> Outlook<'a> {
        let islands = (0..s.board.len()).filter(|&i| is_island(s, t, i)).collect();
        let mut next_first = s.first_player;
        for (q, pl) in s.players.iter().enumerate() {
            if pl.rest_token >= 0 && t.turn.rest[pl.rest_token as usize].first {
                next_first = q as i32;
            }
        }
        let last_round = s.round >= t.rounds;
        let mut out = Outlook {
            s,
            t,
            w,
            islands,
            last_round,
            next_first,
            first_weight: 0.0,
            fish_pp: if last_round {
                w.fish_pp_last_round
            } else {
                w.fish_pp_per_value
            },
            tourists: None,
            doom: None,
            flood: None,
        };
        out.first_weight = out.first_weight_in(s.round);
        out
    }

    /// How much the First Player bonus (R8.2) counts when held from `round`.
    pub fn first_weight_in(&self, round: i32) -> f64 {
        if round >= self.t.rounds {
            1.0
        } else {
            0.2 + 0.6 * f64::from(round) / f64::from(self.t.rounds)
        }
    }

    /// Expected tourists at the end on each usable island (R8.5), by space.
    pub fn tourists(&mut self) -> &[f64] {
        if self.tourists.is_none() {
            self.tourists = Some(self.expected_tourists());
        }
        self.tourists.as_deref().unwrap_or(&[])
    }

    fn expected_tourists(&self) -> Vec<f64> {
        let s = self.s;
        let mut future = f64::from(s.tourist_pile.iter().sum::<i32>());
        if s.phase <= phase::ACTIONS {
            future += f64::from(s.tourists_waiting);
        }
        future *= self.w.tourist_share;
        let mut out = vec![0.0; s.board.len()];
        let mut rooms: Vec<(usize, i32, f64)> = Vec::new();
        for &i in &self.islands {
            let sp = &s.spaces[i];
            let room = self.t.tiles[s.board[i] as usize].room[2] - sp.tourists;
            out[i] = f64::from(sp.tourists);
            if room > 0 {
                rooms.push((i, room, sp.huts.len() as f64 + 0.5));
            }
        }
        let total: f64 = rooms.iter().map(|r| r.2).sum();
        for (i, room, weight) in rooms {
            out[i] += f64::from(room).min(future * weight / total);
        }
        out
    }

    /// R10.3: the water expected on island `i` at the end.
    fn projected_water(&self, i: usize) -> f64 {
        let s = self.s;
        let mut floods = rounds_to_come(s, self.t);
        if s.flood_in.is_some() {
            floods += 1;
        }
        let rise = open_sides(s, self.t, i);
        let sub = f64::from(self.t.submerged_at);
        sub.min(f64::from(s.spaces[i].water) + self.w.flood_chance * floods as f64 * rise as f64)
    }

    /// R10.3: the penalty of one hut on island `i` at the water expected at the end.
    fn water_penalty(&mut self, i: usize) -> f64 {
        let water = self.projected_water(i);
        let sub = self.t.submerged_at;
        if water >= f64::from(sub) {
            return 2.0 * self.tourists()[i] + f64::from(2 * sub - 1);
        }
        if water >= 1.0 {
            2.0 * water - 1.0
        } else {
            0.0
        }
    }

    /// R10.3: everyone's share of the risk that too many islands go under.
    pub fn doom(&mut self) -> f64 {
        if let Some(d) = self.doom {
            return d;
        }
        let t = self.t;
        let sub = t.submerged_at;
        let under = self.s.spaces.iter().filter(|sp| sp.water >= sub).count() as f64;
        let mut partly = 0.0;
        for k in 0..self.islands.len() {
            let i = self.islands[k];
            partly += ((self.projected_water(i) - f64::from(sub - 2)).max(0.0) / 2.0).min(1.0);
        }
        let soft = under + partly;
        let mut d = self.w.flood_pp * (soft - (f64::from(t.turn.defeat_at) - 1.5)).max(0.0);
        d += self.w.dike_need_pp * self.flood().needed;
        self.doom = Some(d);
        d
    }

    /// R10.3: the dikes the table still needs.
    pub fn flood(&mut self) -> &Flood {
        if self.flood.is_none() {
            self.flood = Some(flood_outlook(self.s, self.t, &self.islands, self.w));
        }
        self.flood.as_ref().expect("set above")
    }

    /// R10.3: what one dike on the best of `islands` takes off everyone's doom.
    pub fn dike_gain(&mut self, islands: &[usize]) -> f64 {
        let out = self.flood();
        let mut best: f64 = 0.0;
        for &i in islands {
            if out.saved[i] {
                best = best.max(out.need[i].min(1.0));
            }
        }
        self.w.dike_need_pp * best
    }

    /// What one hut on island `i` scores at the end, expected (R8.5, R10.3).
    pub fn hut_value(&mut self, i: usize) -> f64 {
        let mut v = f64::from(self.t.end_scoring[4]) * self.tourists()[i];
        if self.t.rising_waters {
            v -= self.water_penalty(i);
        }
        v
    }
}

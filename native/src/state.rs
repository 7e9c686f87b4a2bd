//! The native game state: the same fields as `vanuatu.GameState`, as integers
//! (tiles, characters, rest tokens and goods by their catalog index).

use crate::error::Result;
use crate::tables::Tables;
use crate::wire::{Reader, Writer};

/// `to_act` at a chance event and when the game is over.
pub const CHANCE: i32 = -1;
pub const NOBODY: i32 = -2;

/// Phases, as `vanuatu.state.Phase`.
pub mod phase {
    pub const SETUP: i32 = 0;
    pub const PREPARATION: i32 = 1;
    pub const NEUTRAL: i32 = 2;
    pub const CHARACTERS: i32 = 3;
    pub const PLANNING: i32 = 4;
    pub const ACTIONS: i32 = 5;
    pub const REST: i32 = 6;
    pub const OVER: i32 = 7;
}

/// One player's pieces and holdings (R1.1, R1.9).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Player {
    pub vatus: i32,
    pub pp: i32,
    pub boat: i32,
    pub fish: Vec<i32>,
    pub treasures: Vec<i32>,
    pub huts_left: i32,
    /// Character index, or -1.
    pub character: i32,
    pub bonus_ready: bool,
    pub markers: Vec<i32>,
    pub in_hand: i32,
    /// Rest token index, or -1.
    pub rest_token: i32,
}

/// What lies on one board space (R1.3).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Space {
    pub fish: i32,
    pub treasure: i32,
    pub cubes: [i32; 3],
    pub huts: Vec<i32>,
    pub drawings: i32,
    pub tourists: i32,
    pub water: i32,
    pub dikes: Vec<i32>,
}

/// The whole position between two moves.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct State {
    pub round: i32,
    pub phase: i32,
    pub step: i32,
    pub to_act: i32,
    pub first_player: i32,
    pub players: Vec<Player>,
    /// Tile index on each space, or -1.
    pub board: Vec<i32>,
    pub spaces: Vec<Space>,
    pub upcoming: Vec<i32>,
    pub tiles_revealed: i32,
    /// `(demand tile id, goods filled)`.
    pub demand_display: Vec<(i32, Vec<i32>)>,
    pub demand_pile: Vec<i32>,
    pub demand_discards: Vec<i32>,
    pub tourist_pile: Vec<i32>,
    pub tourist_tile: Option<i32>,
    pub tourists_waiting: i32,
    pub fish_price: i32,
    pub rest_available: Vec<i32>,
    pub neutral: Vec<i32>,
    pub resolved: i64,
    pub offered: Vec<i32>,
    pub offered_before: Vec<i32>,
    pub flood_in: Option<i32>,
    pub governed: Vec<i32>,
    pub defeat: bool,
}

/// The largest magnitude of a count or amount (so that no sum overflows).
const BIG: i32 = 1 << 24;
/// The largest value of a fish or treasure token, and the most tokens held.
const TOKEN: i32 = 999;
const TOKENS: usize = 256;
const MANY: usize = 4096;

fn optional(r: &mut Reader<'_>, name: &str) -> Result<Option<i32>> {
    Ok(if r.flag(name)? {
        Some(r.i32_in(-BIG, BIG, name)?)
    } else {
        None
    })
}

fn write_optional(w: &mut Writer, v: Option<i32>) {
    match v {
        Some(v) => {
            w.int(1);
            w.int(v);
        }
        None => w.int(0),
    }
}

impl State {
    /// The state read from its wire form, checked against `tables`.
    pub fn from_wire(data: &[i64], t: &Tables) -> Result<State> {
        let mut r = Reader::new(data, "state");
        let n_tiles = t.tiles.len() as i32;
        let round = r.i32_in(0, BIG, "round")?;
        let phase = r.i32_in(0, phase::OVER, "phase")?;
        let step = r.i32_in(0, BIG, "step")?;
        let to_act = r.i32_in(NOBODY, t.players as i32 - 1, "to_act")?;
        let first_player = r.i32_in(-1, t.players as i32 - 1, "first_player")?;
        let n = r.within(t.players as i64, t.players as i64, "players")? as usize;
        let mut players = Vec::with_capacity(n);
        for _ in 0..n {
            players.push(Player {
                vatus: r.i32_in(-BIG, BIG, "vatus")?,
                pp: r.i32_in(-BIG, BIG, "pp")?,
                boat: r.i32_in(-1, t.spaces as i32 - 1, "boat")?,
                fish: r.list(TOKENS, -TOKEN, TOKEN, "fish")?,
                treasures: r.list(TOKENS, -TOKEN, TOKEN, "treasures")?,
                huts_left: r.i32_in(-BIG, BIG, "huts_left")?,
                character: r.i32_in(-1, t.character_count as i32 - 1, "character")?,
                bonus_ready: r.flag("bonus_ready")?,
                markers: {
                    let m = r.list(t.actions, -BIG, BIG, "markers")?;
                    if m.len() != t.actions {
                        r.within(0, -1, "markers")?;
                    }
                    m
                },
                in_hand: r.i32_in(-BIG, BIG, "in_hand")?,
                rest_token: r.i32_in(-1, t.rest_tokens as i32 - 1, "rest_token")?,
            });
        }
        r.within(t.spaces as i64, t.spaces as i64, "board")?;
        let board = (0..t.spaces)
            .map(|_| r.i32_in(-1, n_tiles - 1, "board"))
            .collect::<Result<Vec<_>>>()?;
        let mut spaces = Vec::with_capacity(t.spaces);
        for _ in 0..t.spaces {
            spaces.push(Space {
                fish: r.i32_in(-BIG, BIG, "space fish")?,
                treasure: r.i32_in(-BIG, BIG, "space treasure")?,
                cubes: [
                    r.i32_in(-BIG, BIG, "cubes")?,
                    r.i32_in(-BIG, BIG, "cubes")?,
                    r.i32_in(-BIG, BIG, "cubes")?,
                ],
                huts: r.list(MANY, 0, t.players as i32 - 1, "huts")?,
                drawings: r.i32_in(-BIG, BIG, "drawings")?,
                tourists: r.i32_in(-BIG, BIG, "tourists")?,
                water: r.i32_in(-BIG, BIG, "water")?,
                dikes: r.list(MANY, 0, t.spaces as i32 - 1, "dikes")?,
            });
        }
        let upcoming = r.list(MANY, 0, n_tiles - 1, "upcoming")?;
        let tiles_revealed = r.i32_in(0, BIG, "tiles_revealed")?;
        let shown = r.len(MANY, "demand display")?;
        let mut demand_display = Vec::with_capacity(shown);
        for _ in 0..shown {
            let id = r.i32_in(-BIG, BIG, "demand tile")?;
            demand_display.push((id, r.list(MANY, 0, 2, "demand goods")?));
        }
        let s = State {
            round,
            phase,
            step,
            to_act,
            first_player,
            players,
            board,
            spaces,
            upcoming,
            tiles_revealed,
            demand_display,
            demand_pile: r.list(MANY, -BIG, BIG, "demand pile")?,
            demand_discards: r.list(MANY, -BIG, BIG, "demand discards")?,
            tourist_pile: r.list(MANY, -BIG, BIG, "tourist pile")?,
            tourist_tile: optional(&mut r, "tourist tile")?,
            tourists_waiting: r.i32_in(-BIG, BIG, "tourists waiting")?,
            fish_price: r.i32_in(-BIG, BIG, "fish price")?,
            rest_available: r.list(MANY, 0, t.rest_tokens as i32 - 1, "rest available")?,
            neutral: {
                let m = r.list(t.actions, -BIG, BIG, "neutral")?;
                if m.len() != t.actions {
                    r.within(0, -1, "neutral")?;
                }
                m
            },
            resolved: r.within(0, i64::MAX, "resolved")?,
            offered: r.list(MANY, 0, t.character_count as i32 - 1, "offered")?,
            offered_before: r.list(MANY, 0, t.character_count as i32 - 1, "offered before")?,
            flood_in: optional(&mut r, "flood in")?,
            governed: r.list(MANY, -BIG, BIG, "governed")?,
            defeat: r.flag("defeat")?,
        };
        r.finish()?;
        Ok(s)
    }

    /// The wire form (the inverse of [`State::from_wire`]).
    pub fn to_wire(&self) -> Vec<i64> {
        let mut w = Writer::default();
        w.int(self.round);
        w.int(self.phase);
        w.int(self.step);
        w.int(self.to_act);
        w.int(self.first_player);
        w.int(self.players.len() as i64);
        for p in &self.players {
            w.int(p.vatus);
            w.int(p.pp);
            w.int(p.boat);
            w.list(&p.fish);
            w.list(&p.treasures);
            w.int(p.huts_left);
            w.int(p.character);
            w.int(i64::from(p.bonus_ready));
            w.list(&p.markers);
            w.int(p.in_hand);
            w.int(p.rest_token);
        }
        w.list(&self.board);
        for s in &self.spaces {
            w.int(s.fish);
            w.int(s.treasure);
            for &c in &s.cubes {
                w.int(c);
            }
            w.list(&s.huts);
            w.int(s.drawings);
            w.int(s.tourists);
            w.int(s.water);
            w.list(&s.dikes);
        }
        w.list(&self.upcoming);
        w.int(self.tiles_revealed);
        w.int(self.demand_display.len() as i64);
        for (id, goods) in &self.demand_display {
            w.int(*id);
            w.list(goods);
        }
        w.list(&self.demand_pile);
        w.list(&self.demand_discards);
        w.list(&self.tourist_pile);
        write_optional(&mut w, self.tourist_tile);
        w.int(self.tourists_waiting);
        w.int(self.fish_price);
        w.list(&self.rest_available);
        w.list(&self.neutral);
        w.int(self.resolved);
        w.list(&self.offered);
        w.list(&self.offered_before);
        write_optional(&mut w, self.flood_in);
        w.list(&self.governed);
        w.int(i64::from(self.defeat));
        w.data
    }

    /// The bytes this state holds: the struct and every vector's buffer.
    pub fn size_in_bytes(&self) -> usize {
        fn v<T>(items: &Vec<T>) -> usize {
            items.capacity() * std::mem::size_of::<T>()
        }
        let players: usize = self
            .players
            .iter()
            .map(|p| v(&p.fish) + v(&p.treasures) + v(&p.markers))
            .sum();
        let spaces: usize = self
            .spaces
            .iter()
            .map(|sp| v(&sp.huts) + v(&sp.dikes))
            .sum();
        let display: usize = self.demand_display.iter().map(|(_, g)| v(g)).sum();
        std::mem::size_of::<State>()
            + v(&self.players)
            + players
            + v(&self.board)
            + v(&self.spaces)
            + spaces
            + v(&self.upcoming)
            + v(&self.demand_display)
            + display
            + v(&self.demand_pile)
            + v(&self.demand_discards)
            + v(&self.tourist_pile)
            + v(&self.rest_available)
            + v(&self.neutral)
            + v(&self.offered)
            + v(&self.offered_before)
            + v(&self.governed)
    }

    /// The player at seat `step` (modulo the players) of a phase played in turn
    /// order (R3).
    pub fn in_turn(&self, step: i32) -> i32 {
        let n = self.players.len() as i32;
        (self.first_player.max(0) + step.rem_euclid(n)) % n
    }
}

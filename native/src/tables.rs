//! The data of one set of options: the components the rules read and the id
//! tables of `vanuatu.adapters.action_ids`, sent once by the Python face.

use crate::fx::HashMap;

use crate::error::{CoreError, Result};
use crate::turn_tables::TurnTables;
use crate::wire::Reader;

pub use crate::codes::{Event, Family};

/// One entry of an id table: what the id stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry<K> {
    pub kind: K,
    pub args: Vec<i32>,
}

/// A tile of the catalog, as far as the ported rules read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tile {
    /// Index into [`Tables::letters`], or -1 (start tiles).
    pub letter: i32,
    pub fish: i32,
    pub treasure: i32,
    pub island: bool,
    /// Printed goods as `(kava, copra, beef)` counts.
    pub goods: [i32; 3],
    /// Room for huts, drawings and tourists on an island (R1.3).
    pub room: [i32; 3],
}

/// Everything the native rules know about a game's options.
#[derive(Debug, Clone)]
pub struct Tables {
    /// A number no other tables of this process share (the key of caches).
    pub id: u64,
    pub players: usize,
    pub characters: bool,
    pub rising_waters: bool,
    pub spaces: usize,
    pub actions: usize,
    pub tiles: Vec<Tile>,
    pub start_spaces: Vec<usize>,
    pub boat_start_tile: i32,
    /// The stack letters, top first, as letter codes.
    pub letters: Vec<i32>,
    pub stack_size: usize,
    pub demand_display_size: usize,
    pub character_count: usize,
    /// The Beggar's character index, or -1.
    pub beggar: i32,
    pub beggar_max: i32,
    pub rest_tokens: usize,
    pub markers_per_player: i32,
    pub plan_passes: usize,
    pub rounds: i32,
    pub conversion_vatus: i32,
    pub conversion_pp: i32,
    /// R8: fish Vatus per value, First Player PP, Vatus per PP, treasure PP per
    /// value, hut PP per tourist.
    pub end_scoring: [i32; 5],
    /// Adjacent space indices of each space (R1.2).
    pub neighbours: Vec<Vec<usize>>,
    /// How many goods each demand tile asks for, by tile id (R1.5).
    pub demand_size: HashMap<i32, usize>,
    pub fish_price_start: i32,
    pub die_rounds: Vec<i32>,
    pub submerged_at: i32,
    /// The action linked to each character's bonus (R3.9), or -1.
    pub linked: Vec<i32>,
    pub sail_max_steps: usize,
    pub build_cost: i32,
    pub builder_cost: i32,
    pub dike_cost: i32,
    pub dikes: usize,
    pub goods_price: [i32; 3],
    pub goods_export: [i32; 3],
    pub export_completion_bonus: i32,
    pub draw_pp: i32,
    pub artist_pp: i32,
    pub guide_pp_per_drawing: i32,
    /// Markers placed in each planning pass (R4.2).
    pub pass_sizes: Vec<usize>,
    /// The goods each demand tile asks for, sorted, by tile id (R1.5).
    pub demand_goods: HashMap<i32, Vec<i32>>,
    pub chance: Vec<Entry<Event>>,
    pub moves: Vec<Entry<Family>>,
    /// Derived look-ups.
    pub tile_outcome: HashMap<i32, usize>,
    pub demand_outcome: HashMap<i32, usize>,
    pub tourist_outcome: HashMap<i32, usize>,
    pub first_outcome: HashMap<i32, usize>,
    pub start_outcomes: Vec<usize>,
    pub character_move: HashMap<i32, usize>,
    pub treasure_sale: HashMap<Vec<i32>, usize>,
    pub beg_move: HashMap<i32, usize>,
    /// `(tile, space)` -> the PlaceTile id.
    pub place_move: HashMap<(i32, i32), usize>,
    pub die_outcome: HashMap<i32, usize>,
    /// Sorted character indices -> the offer's outcome id (R10.1).
    pub offer_outcome: HashMap<Vec<i32>, usize>,
    /// Sorted action spaces -> the PlaceNeutral id, and the Plan id.
    pub neutral_move: HashMap<Vec<i32>, usize>,
    pub plan_move: HashMap<Vec<i32>, usize>,
    /// `(family, arguments)` of a Phase IV move -> its id.
    pub action_move: HashMap<(Family, Vec<i32>), usize>,
    /// What Phases IV and V read besides the ids.
    pub turn: TurnTables,
}

impl Tables {
    /// The tables read from their wire form.
    pub fn from_wire(data: &[i64]) -> Result<Tables> {
        const MAX: usize = 1 << 16;
        let mut r = Reader::new(data, "tables");
        let players = r.len(6, "players")?;
        let characters = r.flag("characters")?;
        let rising_waters = r.flag("rising_waters")?;
        let spaces = r.len(256, "spaces")?;
        let actions = r.len(64, "action spaces")?;
        let n_tiles = r.len(256, "tiles")?;
        let mut tiles = Vec::with_capacity(n_tiles);
        for _ in 0..n_tiles {
            let letter = r.i32_in(-1, 255, "tile letter")?;
            let fish = r.i32_in(0, 99, "tile fish")?;
            let treasure = r.i32_in(0, 99, "tile treasure")?;
            let island = r.flag("tile kind")?;
            let mut goods = [0; 3];
            for g in goods.iter_mut() {
                *g = r.i32_in(0, 99, "tile goods")?;
            }
            tiles.push(Tile {
                letter,
                fish,
                treasure,
                island,
                goods,
                room: [0; 3],
            });
        }
        let tile_max = n_tiles as i32 - 1;
        let start_spaces = r
            .list(spaces, 0, spaces as i32 - 1, "start space")?
            .into_iter()
            .map(|v| v as usize)
            .collect();
        let boat_start_tile = r.i32_in(-1, tile_max, "boat start tile")?;
        let letters = r.list(256, 0, 255, "stack letter")?;
        let stack_size = r.len(MAX, "stack size")?;
        let demand_display_size = r.len(64, "demand display size")?;
        let character_count = r.len(64, "characters")?;
        let beggar = r.i32_in(-1, 63, "beggar")?;
        let beggar_max = r.i32_in(0, 99, "beggar max")?;
        let rest_tokens = r.len(64, "rest tokens")?;
        let markers_per_player = r.i32_in(0, 99, "markers per player")?;
        let plan_passes = r.len(64, "plan passes")?;
        let rounds = r.i32_in(1, 99, "rounds")?;
        let conversion_vatus = r.i32_in(1, 999, "conversion vatus")?;
        let conversion_pp = r.i32_in(0, 999, "conversion pp")?;
        let mut end_scoring = [0; 5];
        for v in end_scoring.iter_mut() {
            *v = r.i32_in(0, 999, "end scoring")?;
        }
        let mut neighbours = Vec::with_capacity(spaces);
        for _ in 0..spaces {
            let nbs = r.list(spaces, 0, spaces as i32 - 1, "neighbour")?;
            neighbours.push(nbs.into_iter().map(|v| v as usize).collect());
        }
        let n_demand = r.len(MAX, "demand tiles")?;
        let mut demand_size = HashMap::default();
        let mut demand_ids = Vec::with_capacity(n_demand);
        for _ in 0..n_demand {
            let id = r.i32_in(i32::MIN, i32::MAX, "demand tile")?;
            demand_size.insert(id, r.len(64, "demand goods")?);
            demand_ids.push(id);
        }
        let fish_price_start = r.i32_in(0, 99, "fish price")?;
        let die_rounds = r.list(64, 0, 99, "die round")?;
        let submerged_at = r.i32_in(0, 99, "submerged at")?;
        for tile in tiles.iter_mut() {
            for v in tile.room.iter_mut() {
                *v = r.i32_in(0, 99, "tile room")?;
            }
        }
        let linked = (0..character_count)
            .map(|_| r.i32_in(-1, actions as i32 - 1, "linked action"))
            .collect::<Result<Vec<_>>>()?;
        let sail_max_steps = r.len(64, "sail steps")?;
        let build_cost = r.i32_in(0, 999, "build cost")?;
        let builder_cost = r.i32_in(0, 999, "builder cost")?;
        let dike_cost = r.i32_in(0, 999, "dike cost")?;
        let dikes = r.len(9999, "dikes")?;
        let mut goods_price = [0; 3];
        for v in goods_price.iter_mut() {
            *v = r.i32_in(0, 999, "goods price")?;
        }
        let mut goods_export = [0; 3];
        for v in goods_export.iter_mut() {
            *v = r.i32_in(0, 999, "goods export")?;
        }
        let export_completion_bonus = r.i32_in(0, 999, "export bonus")?;
        let draw_pp = r.i32_in(0, 999, "draw pp")?;
        let artist_pp = r.i32_in(0, 999, "artist pp")?;
        let guide_pp_per_drawing = r.i32_in(0, 999, "guide pp")?;
        let pass_sizes = r
            .list(64, 0, 64, "plan pass")?
            .into_iter()
            .map(|v| v as usize)
            .collect();
        let mut demand_goods = HashMap::default();
        for id in demand_ids {
            demand_goods.insert(id, r.list(64, 0, 2, "demand goods")?);
        }
        let n_chance = r.len(MAX, "chance outcomes")?;
        let mut chance = Vec::with_capacity(n_chance);
        for _ in 0..n_chance {
            let code = r.int()?;
            let kind = Event::from_code(code)
                .ok_or_else(|| CoreError::Malformed(format!("malformed tables: event {code}")))?;
            let args = r.list(64, -1, i32::MAX, "outcome")?;
            chance.push(Entry { kind, args });
        }
        let n_moves = r.len(MAX, "action ids")?;
        let mut moves = Vec::with_capacity(n_moves);
        for _ in 0..n_moves {
            let code = r.int()?;
            let kind = Family::from_code(code)
                .ok_or_else(|| CoreError::Malformed(format!("malformed tables: family {code}")))?;
            let args = r.list(64, -1, i32::MAX, "move")?;
            moves.push(Entry { kind, args });
        }
        let turn = TurnTables::read(&mut r, character_count, rest_tokens)?;
        r.finish()?;
        static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let mut t = Tables {
            id: NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            players,
            characters,
            rising_waters,
            spaces,
            actions,
            tiles,
            start_spaces,
            boat_start_tile,
            letters,
            stack_size,
            demand_display_size,
            character_count,
            beggar,
            beggar_max,
            rest_tokens,
            markers_per_player,
            plan_passes,
            rounds,
            conversion_vatus,
            conversion_pp,
            end_scoring,
            neighbours,
            demand_size,
            fish_price_start,
            die_rounds,
            submerged_at,
            linked,
            sail_max_steps,
            build_cost,
            builder_cost,
            dike_cost,
            dikes,
            goods_price,
            goods_export,
            export_completion_bonus,
            draw_pp,
            artist_pp,
            guide_pp_per_drawing,
            pass_sizes,
            demand_goods,
            chance,
            moves,
            tile_outcome: HashMap::default(),
            demand_outcome: HashMap::default(),
            tourist_outcome: HashMap::default(),
            first_outcome: HashMap::default(),
            start_outcomes: Vec::new(),
            character_move: HashMap::default(),
            treasure_sale: HashMap::default(),
            beg_move: HashMap::default(),
            place_move: HashMap::default(),
            die_outcome: HashMap::default(),
            offer_outcome: HashMap::default(),
            neutral_move: HashMap::default(),
            plan_move: HashMap::default(),
            action_move: HashMap::default(),
            turn,
        };
        t.derive()?;
        Ok(t)
    }

    fn derive(&mut self) -> Result<()> {
        for (i, e) in self.chance.iter().enumerate() {
            let first = e.args.first().copied();
            match (e.kind, first) {
                (Event::Start, _) => {
                    if e.args.len() != self.start_spaces.len()
                        || e.args
                            .iter()
                            .any(|&t| t < 0 || t as usize >= self.tiles.len())
                    {
                        return Err(CoreError::Malformed(
                            "malformed tables: a start outcome".into(),
                        ));
                    }
                    self.start_outcomes.push(i);
                }
                (Event::Tile, Some(v)) => {
                    if v < 0 || v as usize >= self.tiles.len() {
                        return Err(CoreError::Malformed("malformed tables: a tile".into()));
                    }
                    self.tile_outcome.insert(v, i);
                }
                (Event::Demand, Some(v)) => {
                    self.demand_outcome.insert(v, i);
                }
                (Event::Tourist, Some(v)) => {
                    self.tourist_outcome.insert(v, i);
                }
                (Event::First, Some(v)) => {
                    self.first_outcome.insert(v, i);
                }
                (Event::Characters, _) => {
                    let mut key = e.args.clone();
                    key.sort_unstable();
                    self.offer_outcome.insert(key, i);
                }
                (Event::Die, Some(v)) => {
                    self.die_outcome.insert(v, i);
                }
                _ => {}
            }
        }
        for (i, e) in self.moves.iter().enumerate() {
            match e.kind {
                Family::TakeCharacter => {
                    self.character_move
                        .insert(*e.args.first().unwrap_or(&-1), i);
                }
                Family::SellTreasure => {
                    self.treasure_sale.insert(e.args.clone(), i);
                }
                Family::PlaceNeutral | Family::Plan => {
                    let mut key = e.args.clone();
                    key.sort_unstable();
                    if e.kind == Family::Plan {
                        self.plan_move.insert(key, i);
                    } else {
                        self.neutral_move.insert(key, i);
                    }
                }
                Family::PlaceTile => {
                    if let [tile, space] = e.args[..] {
                        self.place_move.insert((tile, space), i);
                    }
                }
                Family::Beg => {
                    self.beg_move.insert(*e.args.first().unwrap_or(&-1), i);
                }
                kind => {
                    self.action_move.insert((kind, e.args.clone()), i);
                }
            }
        }
        Ok(())
    }

    /// Whether the official two-player rules are in force (R10.1).
    pub fn two_player(&self) -> bool {
        self.players == 2
    }
}

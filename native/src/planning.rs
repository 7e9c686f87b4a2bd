//! Phase III, planning (R4.2, R4.3), as `vanuatu.rules.planning`: the passes
//! of the player to act, from the answers of the search of
//! [`crate::feasibility`] kept under their context key.

use crate::fx::HashMap;

use crate::feasibility::{Context, ACTIONS, ALL};
use crate::state::State;
use crate::tables::Tables;

/// Every fact a context's answers depend on (`feasibility.context_key`): two
/// positions with equal keys get the same answer to every R4.3 question.
#[derive(Clone, PartialEq, Eq, Hash)]
struct ContextKey {
    tables: u64,
    /// The board, the spaces and the demand display, flat (one comparison).
    position: Vec<i32>,
    fish_price: i32,
    tourists: bool,
    rest_available: bool,
    player: usize,
    boat: i32,
    vatus: i32,
    ppe: i32,
    fish: Vec<i32>,
    treasures: Vec<i32>,
    huts_left: i32,
    character: i32,
    bonus_ready: bool,
    no_rest_token: bool,
}

/// The board, every space and the demand display as one list of numbers (the
/// lists with their lengths, so that two positions give equal lists only if equal).
fn flat_position(s: &State) -> Vec<i32> {
    let mut out = Vec::with_capacity(s.board.len() * 12 + 16);
    out.extend_from_slice(&s.board);
    for sp in &s.spaces {
        out.extend([sp.fish, sp.treasure, sp.cubes[0], sp.cubes[1], sp.cubes[2]]);
        out.extend([sp.drawings, sp.tourists, sp.water, sp.huts.len() as i32]);
        out.extend_from_slice(&sp.huts);
        out.push(sp.dikes.len() as i32);
        out.extend_from_slice(&sp.dikes);
    }
    for (tile, filled) in &s.demand_display {
        out.extend([*tile, filled.len() as i32]);
        out.extend_from_slice(filled);
    }
    out
}

fn context_key(s: &State, t: &Tables, p: usize) -> ContextKey {
    let pl = &s.players[p];
    let beg = pl.bonus_ready && pl.character >= 0 && pl.character == t.beggar;
    ContextKey {
        tables: t.id,
        position: flat_position(s),
        fish_price: s.fish_price,
        tourists: s.tourists_waiting > 0,
        rest_available: !s.rest_available.is_empty(),
        player: p,
        boat: pl.boat,
        vatus: pl.vatus,
        ppe: if beg { pl.pp.min(3) } else { 0 },
        fish: pl.fish.clone(),
        treasures: pl.treasures.clone(),
        huts_left: pl.huts_left,
        character: pl.character,
        bonus_ready: pl.bonus_ready,
        no_rest_token: pl.rest_token < 0,
    }
}

/// The answers found for one context key, and its context once a question
/// needed the search (its positions serve the next searches too).
#[derive(Default)]
struct Answers {
    masks: HashMap<(u32, u32), u32>,
    with_one: HashMap<u32, (u32, [u32; ACTIONS])>,
    ctx: Option<Context>,
}

/// How many context keys keep their answers (emptied when full).
const MAX_CONTEXTS: usize = 256;

thread_local! {
    static ANSWERS: std::cell::RefCell<HashMap<ContextKey, Answers>> =
        std::cell::RefCell::new(HashMap::default());
}

/// The planning questions of one player, answered from the answers already
/// found under the same context key, else by the search (and remembered).
struct Questions<'a> {
    /// Taken back by `drop`, which keeps the answers under it.
    key: Option<ContextKey>,
    answers: Answers,
    s: &'a State,
    t: &'a Tables,
    p: usize,
}

impl<'a> Questions<'a> {
    fn new(s: &'a State, t: &'a Tables, p: usize) -> Questions<'a> {
        let key = context_key(s, t, p);
        let answers = ANSWERS
            .with(|a| a.borrow_mut().remove(&key))
            .unwrap_or_default();
        Questions {
            key: Some(key),
            answers,
            s,
            t,
            p,
        }
    }

    fn ctx(&mut self) -> &mut Context {
        let (s, t, p) = (self.s, self.t, self.p);
        self.answers
            .ctx
            .get_or_insert_with(|| Context::new(s, t, p))
    }

    fn plannable_mask(&mut self, planned: u32, targets: u32) -> u32 {
        if let Some(&found) = self.answers.masks.get(&(planned, targets)) {
            return found;
        }
        let found = self.ctx().plannable_mask(planned, targets);
        self.answers.masks.insert((planned, targets), found);
        found
    }

    fn with_one_more(&mut self, planned: u32) -> (u32, [u32; ACTIONS]) {
        if let Some(&found) = self.answers.with_one.get(&planned) {
            return found;
        }
        let found = self.ctx().with_one_more(planned);
        self.answers.with_one.insert(planned, found);
        found
    }
}

impl Drop for Questions<'_> {
    fn drop(&mut self) {
        let Some(key) = self.key.take() else {
            return;
        };
        let answers = std::mem::take(&mut self.answers);
        ANSWERS.with(|a| {
            let mut a = a.borrow_mut();
            if a.len() >= MAX_CONTEXTS && !a.contains_key(&key) {
                a.clear();
            }
            a.insert(key, answers);
        });
    }
}

/// The bit set of the action spaces holding markers of `p`.
fn planned_mask(s: &State, p: usize) -> u32 {
    s.players[p]
        .markers
        .iter()
        .enumerate()
        .filter(|(_, &k)| k != 0)
        .fold(0, |m, (a, _)| m | 1 << a)
}

/// Every multiset of `k` actions, sorted, in the order of
/// `itertools.combinations_with_replacement`.
fn multisets(k: usize, from: i32, out: &mut Vec<Vec<i32>>, prefix: &mut Vec<i32>) {
    if prefix.len() == k {
        out.push(prefix.clone());
        return;
    }
    for a in from..ACTIONS as i32 {
        prefix.push(a);
        multisets(k, a, out, prefix);
        prefix.pop();
    }
}

/// The actions of every legal pass of the player to act (R4.2, R4.3).
pub fn plan_passes(s: &State, t: &Tables) -> Vec<Vec<i32>> {
    let p = s.to_act as usize;
    let n = s.players.len();
    let k = t.pass_sizes.get(s.step as usize / n).copied().unwrap_or(0);
    let before = planned_mask(s, p);
    let mut ctx = Questions::new(s, t, p);
    let together = t.turn.rulings.paired_planning_together;
    let mut out = Vec::new();
    if k == 1 {
        let alone = ctx.plannable_mask(before, ALL);
        out.extend(
            (0..ACTIONS as i32)
                .filter(|&a| alone >> a & 1 == 1)
                .map(|a| vec![a]),
        );
    } else if k == 2 {
        let (alone, with_one) = ctx.with_one_more(before);
        let pairs = (0..ACTIONS as i32).flat_map(|x| (x..ACTIONS as i32).map(move |y| (x, y)));
        for (x, y) in pairs {
            let ok = if x == y {
                alone >> x & 1 == 1
            } else if together {
                with_one[y as usize] >> x & 1 == 1 && with_one[x as usize] >> y & 1 == 1
            } else {
                // the ruling's alternative: the pair is ordered, only the second
                // marker may rely on the first
                (alone >> x & 1 == 1 && with_one[x as usize] >> y & 1 == 1)
                    || (alone >> y & 1 == 1 && with_one[y as usize] >> x & 1 == 1)
            };
            if ok {
                out.push(vec![x, y]);
            }
        }
    } else {
        let mut all = Vec::new();
        multisets(k, 0, &mut all, &mut Vec::new());
        for combo in all {
            let new = combo.iter().fold(0u32, |m, &a| m | 1 << a);
            let ok = if together || new.count_ones() < 2 {
                ctx.plannable_mask(before | new, new) == new
            } else {
                ordered_pair_ok(&mut ctx, before, combo[0], combo[1])
            };
            if ok {
                out.push(combo);
            }
        }
    }
    out
}

/// The ruling's alternative for a pass of more markers (`planning._pass_ok`):
/// its first two actions in one order or the other, the second relying on the first.
fn ordered_pair_ok(ctx: &mut Questions<'_>, before: u32, x: i32, y: i32) -> bool {
    [(x, y), (y, x)].into_iter().any(|(first, second)| {
        let m1 = before | 1 << first;
        ctx.plannable_mask(m1, 1 << first) != 0
            && ctx.plannable_mask(m1 | 1 << second, 1 << second) != 0
    })
}

/// Place the pass's markers (R4.2) and pass the turn on.
pub fn apply_plan(s: &mut State, t: &Tables, actions: &[i32]) {
    let p = s.to_act as usize;
    let pl = &mut s.players[p];
    for &a in actions {
        pl.markers[a as usize] += 1;
    }
    pl.in_hand -= actions.len() as i32;
    let seats = (t.pass_sizes.len() * s.players.len()) as i32;
    s.step += 1;
    if s.step < seats {
        s.to_act = s.in_turn(s.step);
    }
}

//! The Python bindings (PyO3): the module `vanuatu_native`, used through the
//! Python face `vanuatu.native`.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;

use crate::error::CoreError;
use crate::outlook::Weights;
use crate::playout::{Horizon, Settings};
use crate::state::{phase, State};
use crate::tables::Tables;
use crate::{evaluate, game, playout, policy, scoring};

create_exception!(
    vanuatu_native,
    NotCovered,
    PyException,
    "A position the native core does not cover yet."
);
create_exception!(
    vanuatu_native,
    Illegal,
    PyException,
    "A move or outcome that is not legal now."
);
create_exception!(vanuatu_native, BadId, PyException, "An id out of range.");
create_exception!(
    vanuatu_native,
    Malformed,
    PyException,
    "Input that is not a wire form."
);

fn to_py(e: CoreError) -> PyErr {
    match e {
        CoreError::NotCovered(s) => NotCovered::new_err(s),
        CoreError::Illegal(s) => Illegal::new_err(s),
        CoreError::BadId(s) => BadId::new_err(s),
        CoreError::Malformed(s) => Malformed::new_err(s),
    }
}

/// The tables of one set of options (components and id tables).
#[pyclass(frozen, module = "vanuatu_native")]
pub struct CoreTables {
    inner: Arc<Tables>,
}

#[pymethods]
impl CoreTables {
    #[new]
    fn new(wire: Vec<i64>) -> PyResult<Self> {
        Ok(CoreTables {
            inner: Arc::new(Tables::from_wire(&wire).map_err(to_py)?),
        })
    }

    /// How many player action ids and chance outcome ids the tables hold.
    fn sizes(&self) -> (usize, usize) {
        (self.inner.moves.len(), self.inner.chance.len())
    }
}

/// The weights of the evaluation for the states of one set of tables.
#[pyclass(frozen, module = "vanuatu_native")]
pub struct CoreWeights {
    tables: Arc<Tables>,
    inner: Weights,
}

#[pymethods]
impl CoreWeights {
    #[new]
    fn new(tables: &CoreTables, wire: Vec<f64>) -> PyResult<Self> {
        Ok(CoreWeights {
            tables: Arc::clone(&tables.inner),
            inner: Weights::from_wire(&wire, &tables.inner).map_err(to_py)?,
        })
    }
}

/// A native game state with its tables.
#[pyclass(frozen, module = "vanuatu_native")]
pub struct Core {
    tables: Arc<Tables>,
    state: State,
}

impl Core {
    fn with(&self, state: State) -> Core {
        Core {
            tables: Arc::clone(&self.tables),
            state,
        }
    }
}

impl Core {
    fn weights<'w>(&self, weights: &'w CoreWeights) -> PyResult<&'w Weights> {
        if !Arc::ptr_eq(&self.tables, &weights.tables) {
            return Err(to_py(CoreError::Malformed(
                "weights made for the tables of other options".into(),
            )));
        }
        Ok(&weights.inner)
    }

    fn player_to_act(&self) -> PyResult<()> {
        if self.state.to_act < 0 || self.state.phase == crate::state::phase::OVER {
            return Err(to_py(CoreError::Illegal(
                "no player is to act in this state".into(),
            )));
        }
        Ok(())
    }
}

fn check_noise(noise: f64) -> PyResult<f64> {
    if noise.is_finite() && (0.0..=1e6).contains(&noise) {
        Ok(noise)
    } else {
        Err(to_py(CoreError::Malformed(format!(
            "a noise of {noise} is not 0 or more"
        ))))
    }
}

#[pymethods]
impl Core {
    #[new]
    fn new(tables: &CoreTables, wire: Vec<i64>) -> PyResult<Self> {
        let state = State::from_wire(&wire, &tables.inner).map_err(to_py)?;
        Ok(Core {
            tables: Arc::clone(&tables.inner),
            state,
        })
    }

    fn to_wire(&self) -> Vec<i64> {
        self.state.to_wire()
    }

    fn legal_action_ids(&self) -> PyResult<Vec<usize>> {
        game::legal_action_ids(&self.state, &self.tables).map_err(to_py)
    }

    fn legal_action_ids_in_move_order(&self) -> PyResult<Vec<usize>> {
        game::legal_action_ids_in_move_order(&self.state, &self.tables).map_err(to_py)
    }

    fn chance_outcome_ids(&self) -> PyResult<Vec<(usize, f64)>> {
        game::chance_outcome_ids(&self.state, &self.tables).map_err(to_py)
    }

    fn apply(&self, id: i64) -> PyResult<Core> {
        Ok(self.with(game::apply(&self.state, &self.tables, id).map_err(to_py)?))
    }

    fn free_action_ids(&self, player: i64) -> PyResult<Vec<usize>> {
        game::free_ids_of(&self.state, &self.tables, player).map_err(to_py)
    }

    fn apply_free(&self, id: i64, player: i64) -> PyResult<Core> {
        Ok(self.with(game::apply_free_of(&self.state, &self.tables, id, player).map_err(to_py)?))
    }

    /// The bytes the native state holds (its struct and buffers).
    fn size_in_bytes(&self) -> usize {
        std::mem::size_of::<Core>() + self.state.size_in_bytes()
    }

    fn is_over(&self) -> bool {
        self.state.phase == phase::OVER
    }

    fn is_chance(&self) -> bool {
        self.state.to_act == crate::state::CHANCE
    }

    fn final_totals(&self) -> Vec<i64> {
        scoring::final_totals(&self.state, &self.tables)
    }

    fn random_games(&self, count: usize, seed: u64) -> PyResult<Vec<Vec<i64>>> {
        game::random_games(&self.state, &self.tables, count, seed).map_err(to_py)
    }

    fn random_walk(&self, moves: usize, seed: u64) -> (Core, usize) {
        let (s, made) = game::random_walk(&self.state, &self.tables, moves, seed);
        (self.with(s), made)
    }

    fn random_walks(&self, count: usize, moves: usize, seed: u64) -> usize {
        game::random_walks(&self.state, &self.tables, count, moves, seed)
    }

    /// The player to act, -1 at a chance event, -2 once the game is over.
    fn to_act(&self) -> i32 {
        if self.state.phase == crate::state::phase::OVER {
            return crate::state::NOBODY;
        }
        self.state.to_act
    }

    /// The phase, as `vanuatu.Phase`.
    fn phase(&self) -> i32 {
        self.state.phase
    }

    /// The ids of `vanuatu.bots.policy.player_moves`: the legal moves of the
    /// player to act without free actions (all where that leaves none), in the
    /// order of `vanuatu.legal_moves`.
    fn player_ids(&self) -> PyResult<Vec<usize>> {
        if self.state.to_act < 0 {
            return Ok(Vec::new());
        }
        policy::player_ids(&self.state, &self.tables).map_err(to_py)
    }

    /// The state after the player move `id` without checking that it is legal
    /// (as `vanuatu.apply_unchecked`: for ids just listed by `player_ids`).
    fn play(&self, id: i64) -> PyResult<Core> {
        self.player_to_act()?;
        if id < 0 || id as u64 >= self.tables.moves.len() as u64 {
            return Err(to_py(CoreError::BadId(format!(
                "action id {id} is out of range"
            ))));
        }
        let next = game::play_unchecked(&self.state, &self.tables, id as usize).map_err(to_py)?;
        Ok(self.with(next))
    }

    /// The state after the pending chance event, drawn with its probability.
    fn chance_step(&self, seed: u64) -> PyResult<Core> {
        if self.state.to_act != crate::state::CHANCE
            || self.state.phase == crate::state::phase::OVER
        {
            return Err(to_py(CoreError::Illegal(
                "no chance event is pending".into(),
            )));
        }
        let mut rng = game::Rng::new(seed);
        let next = game::random_step(&self.state, &self.tables, &mut rng).map_err(to_py)?;
        Ok(self.with(next))
    }

    /// Every player's evaluation (`vanuatu.bots.evaluate.evaluate_all`).
    fn evaluate_all(&self, weights: &CoreWeights) -> PyResult<Vec<f64>> {
        let w = self.weights(weights)?;
        Ok(evaluate::evaluate_all(&self.state, &self.tables, w))
    }

    /// The chance that the flood defeats everyone (`defeat_risk`, R10.3).
    fn defeat_risk(&self, weights: &CoreWeights) -> PyResult<f64> {
        let w = self.weights(weights)?;
        Ok(evaluate::defeat_risk(&self.state, &self.tables, w))
    }

    /// The playout policy's move (an action id) with `noise`, seeded.
    fn playout_move(&self, weights: &CoreWeights, noise: f64, seed: u64) -> PyResult<usize> {
        let w = self.weights(weights)?;
        self.player_to_act()?;
        let mut rng = game::Rng::new(seed);
        policy::playout_move(&self.state, &self.tables, w, check_noise(noise)?, &mut rng)
            .map_err(to_py)
    }

    /// One playout to the horizon `(phase, changes, budget)`: the rewards and
    /// values where it stops, and with `record` the ids it played.
    #[allow(clippy::too_many_arguments)]
    #[pyo3(signature = (weights, horizon, scale, defeat_gap, noise, seed, record=false))]
    fn playout(
        &self,
        weights: &CoreWeights,
        horizon: (i32, i32, i32),
        scale: f64,
        defeat_gap: f64,
        noise: f64,
        seed: u64,
        record: bool,
    ) -> PyResult<(Vec<f64>, Vec<f64>, Vec<usize>)> {
        let w = self.weights(weights)?;
        if !(scale.is_finite() && scale > 0.0 && (0.0..=1.0).contains(&defeat_gap)) {
            return Err(to_py(CoreError::Malformed(format!(
                "a playout needs a scale above 0 and a defeat gap in [0, 1], not {scale} and {defeat_gap}"
            ))));
        }
        let settings = Settings {
            scale,
            defeat_gap,
            noise: check_noise(noise)?,
        };
        let mut h = Horizon {
            phase: horizon.0,
            changes: horizon.1,
            budget: horizon.2,
        };
        let mut rng = game::Rng::new(seed);
        let played = playout::play_out(
            &self.state,
            &self.tables,
            w,
            &mut h,
            &settings,
            &mut rng,
            record,
        )
        .map_err(to_py)?;
        let (rewards, values) = playout::outcome(&played.state, &self.tables, w, &settings);
        Ok((rewards, values, played.moves))
    }

    fn __eq__(&self, other: &Core) -> bool {
        Arc::ptr_eq(&self.tables, &other.tables) && self.state == other.state
    }

    fn __hash__(&self) -> u64 {
        let mut h = DefaultHasher::new();
        self.state.hash(&mut h);
        h.finish()
    }
}

#[pymodule]
fn vanuatu_native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<CoreTables>()?;
    m.add_class::<Core>()?;
    m.add_class::<CoreWeights>()?;
    m.add("NotCovered", m.py().get_type::<NotCovered>())?;
    m.add("Illegal", m.py().get_type::<Illegal>())?;
    m.add("BadId", m.py().get_type::<BadId>())?;
    m.add("Malformed", m.py().get_type::<Malformed>())?;
    m.add("WIRE_VERSION", 2)?;
    Ok(())
}

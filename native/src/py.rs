//! The Python bindings (PyO3): the module `vanuatu_native`, used through the
//! Python face `vanuatu.native`.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;

use crate::error::CoreError;
use crate::state::{phase, State};
use crate::tables::Tables;
use crate::{game, scoring};

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
    m.add("NotCovered", m.py().get_type::<NotCovered>())?;
    m.add("Illegal", m.py().get_type::<Illegal>())?;
    m.add("BadId", m.py().get_type::<BadId>())?;
    m.add("Malformed", m.py().get_type::<Malformed>())?;
    m.add("WIRE_VERSION", 2)?;
    Ok(())
}

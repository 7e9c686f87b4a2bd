//! The three ways a call into the core can be refused.

use std::fmt;

/// Why the core refuses a call. None of them is a crash: the bindings turn each
/// into a Python exception.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CoreError {
    /// A rule, phase or variant the native core does not implement yet.
    NotCovered(String),
    /// A move or outcome that is not legal now (with the rule it breaks).
    Illegal(String),
    /// An id out of range.
    BadId(String),
    /// Input that is not the wire form of a state or of its tables.
    Malformed(String),
}

impl fmt::Display for CoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoreError::NotCovered(s)
            | CoreError::Illegal(s)
            | CoreError::BadId(s)
            | CoreError::Malformed(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for CoreError {}

/// The result of every fallible call of the core.
pub type Result<T> = std::result::Result<T, CoreError>;

/// A [`CoreError::NotCovered`] naming what is not covered.
pub fn not_covered(what: &str) -> CoreError {
    CoreError::NotCovered(format!("the native core does not cover {what} yet"))
}

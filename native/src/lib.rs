//! The native core of `vanuatu`: a second implementation of the rules' hot
//! loop, checked move by move against the Python rules (the reference).
//!
//! States cross the boundary in a flat integer wire form written and read by
//! the Python face `vanuatu.native`; moves as the integer action ids of
//! `vanuatu.adapters.action_ids`, chance outcomes as its outcome ids. A
//! position the core does not cover yet is refused
//! ([`error::CoreError::NotCovered`]), never answered wrongly.

pub mod action_value;
pub mod actions;
pub mod board;
pub mod chance;
pub mod codes;
pub mod error;
pub mod evaluate;
pub mod feasibility;
pub mod flow;
pub mod fx;
pub mod game;
pub mod outlook;
pub mod perform;
pub mod phases;
pub mod planning;
pub mod planning_context;
pub mod playout;
pub mod policy;
pub mod preparation;
pub mod rest;
pub mod scoring;
pub mod state;
pub mod tables;
pub mod tokens;
pub mod turn_tables;
pub mod turns;
pub mod waters;
pub mod wire;

#[cfg(feature = "python")]
mod py;

#[cfg(test)]
mod search_tests;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod turn_tests;

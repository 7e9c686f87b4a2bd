//! What Phases IV and V read besides the id tables (sent after them): the
//! Governor and the Preacher (R5.5, R5.6), the rest tokens' bonuses (R1.7,
//! R5.9), the fish price track (R6.5), the cube supply (R1.4), the defeat of
//! Rising Waters (R10.3) and the rulings in force.

use crate::error::Result;
use crate::wire::Reader;

/// What a rest token gives in Phase V (R1.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RestToken {
    /// The token that makes its taker First Player.
    pub first: bool,
    pub vatus: i32,
    pub pp: i32,
}

/// The rulings of `vanuatu.Options`, in the order of `_RULINGS` of the Python face.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rulings {
    pub paired_planning_together: bool,
    pub governor_onto_resolved: bool,
    pub sail_revisit: bool,
    pub fishing_lowers_price: bool,
    pub replenish_ignores_supply: bool,
}

/// The components and rulings of Phases IV and V.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnTables {
    /// The Governor's and the Preacher's character index, or -1.
    pub governor: i32,
    pub preacher: i32,
    pub rest: Vec<RestToken>,
    pub fish_price_track: Vec<i32>,
    pub cube_supply: [i32; 3],
    pub defeat_at: i32,
    pub rulings: Rulings,
}

impl TurnTables {
    /// Read from the wire, after the id tables (`rest_tokens` tokens).
    pub fn read(r: &mut Reader<'_>, characters: usize, rest_tokens: usize) -> Result<TurnTables> {
        let top = characters as i32 - 1;
        let governor = r.i32_in(-1, top, "governor")?;
        let preacher = r.i32_in(-1, top, "preacher")?;
        let mut rest = Vec::with_capacity(rest_tokens);
        for _ in 0..rest_tokens {
            rest.push(RestToken {
                first: r.flag("first token")?,
                vatus: r.i32_in(0, 999, "rest vatus")?,
                pp: r.i32_in(0, 999, "rest pp")?,
            });
        }
        let fish_price_track = r.list(64, 0, 999, "fish price track")?;
        if fish_price_track.is_empty() {
            r.within(0, -1, "fish price track length")?;
        }
        let mut cube_supply = [0; 3];
        for v in cube_supply.iter_mut() {
            *v = r.i32_in(0, 9999, "cube supply")?;
        }
        let defeat_at = r.i32_in(0, 999, "defeat at")?;
        let rulings = Rulings {
            paired_planning_together: r.flag("paired_planning_together")?,
            governor_onto_resolved: r.flag("governor_onto_resolved")?,
            sail_revisit: r.flag("sail_revisit")?,
            fishing_lowers_price: r.flag("fishing_lowers_price")?,
            replenish_ignores_supply: r.flag("replenish_ignores_supply")?,
        };
        Ok(TurnTables {
            governor,
            preacher,
            rest,
            fish_price_track,
            cube_supply,
            defeat_at,
            rulings,
        })
    }
}

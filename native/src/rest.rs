//! Phase V, rest bonuses (R5.9, `vanuatu.rules.rest_phase`), then the end of
//! the game (R8) or Phase I of the next round (R3.1-R3.3).

use crate::flow::begin_round;
use crate::phases::gain;
use crate::preparation::discard_filled_demand;
use crate::state::{phase, State, NOBODY};
use crate::tables::Tables;

/// Reveal the rest tokens in turn order and gain their bonus (the First Player
/// token: First Player from the next round); every character bonus expires
/// (R3.9; with two players the characters go, R10.1).
pub fn rest_bonuses(s: &mut State, t: &Tables) {
    let mut first = s.first_player;
    let n = s.players.len() as i32;
    for k in 0..n {
        let p = s.in_turn(k) as usize;
        let pl = &mut s.players[p];
        if pl.rest_token >= 0 {
            let token = t.turn.rest[pl.rest_token as usize];
            if token.first {
                first = p as i32;
            } else {
                gain(pl, t, token.vatus, token.pp);
            }
        }
        pl.rest_token = -1;
        pl.bonus_ready = false;
        if t.two_player() {
            pl.character = -1;
        }
    }
    s.first_player = first;
    s.rest_available = (0..t.rest_tokens as i32).collect();
}

/// Phase V, then the end of the game after the last round, else Phase I of the
/// next round: markers back, the tourists leave, filled demand tiles go.
pub fn rest_phase(s: &mut State, t: &Tables) {
    rest_bonuses(s, t);
    if s.round >= t.rounds {
        s.phase = phase::OVER;
        s.step = 0;
        s.to_act = NOBODY;
        return;
    }
    begin_round(s, t);
    discard_filled_demand(s, t);
    s.round += 1;
    s.phase = phase::PREPARATION;
    s.step = 0;
    s.tourist_tile = None;
    s.tourists_waiting = 0;
}

//! The codes of chance events and of move families in the wire form of the tables.

/// Chance events, in the order of `vanuatu.moves.ChanceEvent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Event {
    Start,
    Tile,
    Demand,
    Tourist,
    First,
    Characters,
    Die,
}

impl Event {
    pub fn from_code(code: i64) -> Option<Event> {
        Some(match code {
            0 => Event::Start,
            1 => Event::Tile,
            2 => Event::Demand,
            3 => Event::Tourist,
            4 => Event::First,
            5 => Event::Characters,
            6 => Event::Die,
            _ => return None,
        })
    }
}

/// The families of player moves (the codes of the Python face's wire form).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    PlaceTile,
    PlaceNeutral,
    TakeCharacter,
    Plan,
    Sail,
    Build,
    Explore,
    Fish,
    Sell,
    Buy,
    Draw,
    Transport,
    Rest,
    Retrieve,
    Govern,
    SellTreasure,
    Beg,
}

impl Family {
    pub fn from_code(code: i64) -> Option<Family> {
        use Family::*;
        const ALL: [Family; 17] = [
            PlaceTile,
            PlaceNeutral,
            TakeCharacter,
            Plan,
            Sail,
            Build,
            Explore,
            Fish,
            Sell,
            Buy,
            Draw,
            Transport,
            Rest,
            Retrieve,
            Govern,
            SellTreasure,
            Beg,
        ];
        usize::try_from(code).ok().and_then(|i| ALL.get(i).copied())
    }
}

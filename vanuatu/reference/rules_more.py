"""Player texts of the rules R10 to R12: the variants, the worked examples and
the rulings on cases the printed rules leave open.

>>> [p.key for p in MORE_RULES[:2]]
['R10', 'R10.1']
"""

from __future__ import annotations

from .texts import Passage
from .translation import N_

__all__ = ["MORE_RULES"]

MORE_RULES: tuple[Passage, ...] = (
    Passage("R10", N_("Variants"), N_(
        "The game can also be played by two, without characters, or with the Rising Waters "
        "mini-expansion.")),
    Passage("R10.1", N_("Two players"), N_(
        "Each round, before the characters, the First Player puts 2 neutral markers on the "
        "action board and the other player 3. To act on a space you need more markers than "
        "the neutral stack there, or as many on your character's space or on the space your "
        "Governor moved markers to. Five characters are offered each round from those not "
        "offered the round before, a boat may not end its sail on the other boat's tile, and "
        "the 4-value tourist tile is left out."), ("R12.4", "R12.8", "R12.14")),
    Passage("R10.2", N_("Without characters"), N_(
        "With three to five players the characters may be left out: the character phase is "
        "skipped and nobody has a bonus."), ("R12.9",)),
    Passage("R10.3", N_("Rising Waters"), N_(
        "In rounds 2, 4, 6 and 8 a die says after how many performed actions the sea rises: "
        "each island then takes a water marker for every side that touches an ocean tile "
        "without a dike, and at 5 water it sinks with everything on it. Build may also place "
        "a dike for 1 Vatu on an open side. If three islands sink everyone loses, and at the "
        "end each hut loses 1, 3, 5 or 7 PP for 1 to 4 water on its island."), ("R12.7",)),
    Passage("R11", N_("Worked examples"), N_(
        "The examples below show the rules that most often surprise new players, with "
        "numbers.")),
    Passage("R11.1", N_("Example: a sale past 10 Vatus"), N_(
        "With 3 Vatus you sell fish worth 1 and 2 at price 3: the 9 Vatus bring you to 12, "
        "so 10 of them become 5 PP and you keep 2. Then the price falls to 2."),
        ("R1.1c", "R6.5")),
    Passage("R11.2", N_("Example: a sale that leaves too little"), N_(
        "You hold 1 Vatu and a fish worth 3, with your hut and a beef cube on the island "
        "next to you and the price at 3. The sale would bring you to 10 Vatus, which become "
        "5 PP and leave 0, so planning Sell with Buy is refused for Buy. With a marker "
        "already on Sail it is allowed: a one-step sail spends the Vatu first, and the sale "
        "then leaves 9."), ("R4.3",)),
    Passage("R11.3", N_("Example: plan Fish with Sell"), N_(
        "With no fish you may not plan Sell alone. You may plan Fish and Sell in one pass, in "
        "either order, if your planned actions can take your boat to fish and then next to "
        "one of your huts."), ("R4.3",)),
    Passage("R11.4", N_("Example: who holds the majority"), N_(
        "P2 is First Player, so the order is P2, P0, P1. With 2 markers each on Fish, P2 "
        "holds the majority; with 3, P0 would. P1, with a single marker there, never does."),
        ("R5.1",)),
    Passage("R11.5", N_("Example: which stack comes back"), N_(
        "P0 holds majorities on Build, which is impossible with no Vatus, and on Fish, which "
        "is possible. P0 may fish and keep Build for later, or take back the Build stack, "
        "but may not take back the Fish stack without fishing."), ("R5.3", "R5.4")),
    Passage("R11.6", N_("Example: the Buyer"), N_(
        "The top ship needs two kava. The Buyer pays 1 Vatu for a kava and scores 1 PP, then "
        "exports a second kava for free, which completes the ship: 1 PP and 2 more. That is "
        "4 PP for 1 Vatu."), ("R6.6",)),
    Passage("R11.7", N_("Example: the Preacher"), N_(
        "A Preacher whose markers all stand where others hold the majority may still perform "
        "one of those actions. A Preacher holding any majority may not use the power."),
        ("R5.5",)),
    Passage("R11.8", N_("Example: the Governor"), N_(
        "A Governor with 2 markers on Fish moves them to Explore: they now stand on Explore, "
        "none are left on Fish, the bonus is spent and the next player acts."), ("R5.6",)),
    Passage("R11.9", N_("Example: treasure sold out of turn"), N_(
        "While P0 is to act, P2 sells a treasure worth 2 and gains 2 Vatus; it is still P0's "
        "turn."), ("R7.1",)),
    Passage("R11.10", N_("Example: the final count"), N_(
        "You end with 8 Vatus and fish worth 5: the fish bring you to 13, so you gain 5 PP "
        "and keep 3 Vatus, which give 1 PP more. A kept treasure of 3 adds 6 PP, and two huts "
        "on an island with 4 tourists add 16 PP."), ("R8",)),
    Passage("R12", N_("Rulings"), N_(
        "Where the printed rules leave a case open, the game follows the rulings below.")),
    Passage("R12.1", N_("One rest token a round"), N_(
        "You keep at most one rest token a round. If the Governor brings you to Rest a second "
        "time, that stack is taken back without effect."), ("R6.9", "R5.6")),
    Passage("R12.2", N_("A bonus only where it helps"), N_(
        "You may declare a bonus only where it changes the action: not the Vendor selling "
        "beside your own hut, not the Guide on an island with no drawing, not the Buyer when "
        "no second cube is left, not the Builder building only a dike. So a bonus is never "
        "spent for nothing."), ("R1.8",)),
    Passage("R12.3", N_("A bonus is never required"), N_(
        "When only your bonus makes an action possible, such as the Navigator sailing with no "
        "money, you may take that stack back without acting. For planning the bonus still "
        "counts."), ("R1.8", "R5.3")),
    Passage("R12.4", N_("Planning with two players"), N_(
        "When judging what you can plan, the other boat is ignored as well, so you may plan a "
        "sail towards it; the two-player limit on sailing applies when you actually sail."),
        ("R4.3", "R10.1")),
    Passage("R12.5", N_("Begging counts as a gain"), N_(
        "Vatus from the Beggar's exchange turn into points at 10, like any other Vatus."),
        ("R1.1c", "R7.2")),
    Passage("R12.6", N_("When no space fits a tile"), N_(
        "If no empty space touches two placed tiles, a new tile goes on a space touching one, "
        "and failing that on any empty space."), ("R3.6",)),
    Passage("R12.7", N_("Details of Rising Waters"), N_(
        "A sunken island still counts as a tile and as an island when new tiles are placed, "
        "but it is never refilled. Planning ignores floods that may come later in the round, "
        "and one Build may put its hut and its dike on two different islands."), ("R10.3",)),
    Passage("R12.8", N_("The two-player character offer"), N_(
        "With two players the five characters of the round are shown once both players have "
        "placed their neutral markers; the order in which they are listed means nothing."),
        ("R10.1",)),
    Passage("R12.9", N_("Two players need the characters"), N_(
        "The two-player game cannot be played without characters, because its tie rule on "
        "the action board depends on them."), ("R10.2",)),
    Passage("R12.10", N_("Vatus for the tie-break"), N_(
        "For the tie-break, your Vatus are counted after your last fish are sold; the points "
        "for money left over do not spend them."), ("R8",)),
    Passage("R12.11", N_("When the ships run out"), N_(
        "If the pile of ships is empty, the ships sent off in that same preparation are "
        "shuffled into the new pile and may come straight back."), ("R3.3",)),
    Passage("R12.12", N_("Several treasures at once"), N_(
        "You may sell several treasure tokens in one go; it comes to the same as selling them "
        "one by one."), ("R7.1",)),
    Passage("R12.13", N_("A defeat ends the game at once"), N_(
        "If the third island sinks during the actions, the game stops there and everyone "
        "loses; rest tokens already taken stay with their takers."), ("R10.3",)),
    Passage("R12.14", N_("Two boats share only the start tile"), N_(
        "With two players the two boats may stand on the same tile only on the start tile."),
        ("R10.1", "R6.1")),
    Passage("R12.15", N_("Several reasons for one refusal"), N_(
        "When a move breaks several rules, the refusal names the first in a fixed order, for "
        "instance a sunken island before the distance to it. Every reason it gives is true "
        "of the move.")),
    Passage("R12.16", N_("The piles are fixed at the start"), N_(
        "When a game is set up, the order of every face-down pile is fixed, as if shuffled "
        "at the table. Taking back a move and trying another never changes what comes "
        "next."), ("R2", "R9")),
)

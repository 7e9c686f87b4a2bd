"""Player texts of the rules R6 to R9: the nine actions, the free actions, the
end of the game and what is hidden.

>>> [p.key for p in PLAY_RULES[:2]]
['R6', 'R6.1']
"""

from __future__ import annotations

from .texts import Passage
from .translation import N_

__all__ = ["PLAY_RULES"]

PLAY_RULES: tuple[Passage, ...] = (
    Passage("R6", N_("Acting at sea and on islands"), N_(
        "Your boat is always on an ocean tile. Sail, Explore and Fish use the ocean tile the "
        "boat is on; Build, Sell, Buy, Draw and Transport use an island next to the boat, and "
        "when several islands are next to it you pick one.")),
    Passage("R6.1", N_("Sail"), N_(
        "Pay 1, 2 or 3 Vatus and move your boat that many steps, each step to a neighbouring "
        "ocean tile: boats never enter islands or empty spaces, and a route may cross a tile "
        "twice. If you resolve Sail and can pay for one step, you must move."),
        ("R10.1", "R12.14")),
    Passage("R6.2", N_("Build"), N_(
        "With your boat next to an island that has a free hut place, pay 3 Vatus and put one "
        "of your huts there; several of your huts may share an island. A hut lets you sell "
        "fish from that island and scores at the end for the tourists on it."),
        ("R6.5", "R8.5", "R10.3")),
    Passage("R6.3", N_("Explore"), N_(
        "With your boat on an ocean tile that still has treasure, take a treasure token worth "
        "as much as the number of treasure markers left there, then remove one marker. Keep "
        "it for points at the end, or sell it for Vatus at any time."), ("R7.1", "R8.4")),
    Passage("R6.4", N_("Fish"), N_(
        "With your boat on an ocean tile that still has fish, take a fish token worth as much "
        "as the number of fish markers left there, then remove one marker. Fishing does not "
        "change the fish price."), ("R6.5",)),
    Passage("R6.5", N_("Sell"), N_(
        "With your boat next to an island where you have a hut, sell one or more of your fish "
        "tokens for their total value times the fish price, in Vatus. Afterwards the price "
        "drops one step, never below 1, once per Sell however many fish were sold."),
        ("R1.1c", "R11.1")),
    Passage("R6.6", N_("Buy and export"), N_(
        "With your boat next to an island that has goods, take one cube and pay its price. It "
        "goes at once to the highest ship still needing that good: you score its export "
        "value, and 2 PP more if it was the last good that ship needed. If no ship wants it "
        "the cube is lost and scores nothing, but buying it is still allowed."),
        ("R1.4", "R1.5", "R11.6")),
    Passage("R6.7", N_("Draw"), N_(
        "With your boat next to an island that has a free drawing place, make a sand drawing "
        "there and score 3 PP.")),
    Passage("R6.8", N_("Transport"), N_(
        "While tourists are still waiting this round, bring one to an island next to your "
        "boat that has room for tourists. You gain 1 Vatu for each hut on that island, "
        "whoever owns it."), ("R8.5",)),
    Passage("R6.9", N_("Rest"), N_(
        "While a rest token is left, look at those left and keep one face down; the others "
        "do not see which. It pays at the end of the round."), ("R5.9", "R12.1")),
    Passage("R7", N_("Free actions"), N_(
        "Two things need no marker: selling treasure and the Beggar's exchange. You may do "
        "them whenever the game is not over, even during someone else's turn, and they do "
        "not change whose turn it is.")),
    Passage("R7.1", N_("Selling treasure"), N_(
        "At any time you may sell treasure tokens for as many Vatus as they are worth. You "
        "never have to, and a treasure kept to the end is worth twice its value in PP."),
        ("R8.4", "R12.12")),
    Passage("R7.2", N_("The Beggar's exchange"), N_(
        "Once in the round you hold the Beggar, at any moment, you may give up 1, 2 or 3 PP "
        "(never more than you have) for as many Vatus. Only the Beggar may do this."),
        ("R12.5",)),
    Passage("R8", N_("The end of the game"), N_(
        "The game ends after the rest bonuses of round 8, and everyone adds up their last "
        "points in a fixed order. The most PP wins; a tie goes to more huts on the board, "
        "then to more Vatus left, and players still tied share the place."),
        ("R12.10", "R11.10")),
    Passage("R8.1", N_("The last fish"), N_(
        "Fish tokens still in your hands are sold for 1 Vatu per point of value, and the "
        "10-Vatu exchange applies.")),
    Passage("R8.2", N_("The First Player's bonus"), N_(
        "Whoever is First Player at the end scores 3 PP.")),
    Passage("R8.3", N_("Money left over"), N_(
        "Every 3 Vatus you have left score 1 PP; what remains scores nothing.")),
    Passage("R8.4", N_("Treasure kept"), N_(
        "Each treasure token you kept scores 2 PP for every point of its value.")),
    Passage("R8.5", N_("Huts and tourists"), N_(
        "Each of your huts scores 2 PP for every tourist on its island.")),
    Passage("R9", N_("What is hidden"), N_(
        "Only a few things are secret: the rest token a player took, until it is shown; the "
        "rest tokens still available, seen only by the player choosing one; and the order of "
        "the face-down piles of tiles, ships and tourists. Everything else, money and points "
        "included, is open to all.")),
)

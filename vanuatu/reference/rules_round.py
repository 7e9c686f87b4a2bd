"""Player texts of the rules R1 to R5: the pieces, setup and the round
(preparation, characters, planning, actions, rest bonuses).

>>> [p.key for p in ROUND_RULES[:3]]
['R1', 'R1.1', 'R1.1c']
"""

from __future__ import annotations

from .texts import Passage
from .translation import N_

__all__ = ["ROUND_RULES"]

ROUND_RULES: tuple[Passage, ...] = (
    Passage("R1", N_("The pieces and their names"), N_(
        "This part names what the game is made of: the board, the tiles, the goods, the "
        "tokens, the characters and your own pieces. The other rules use these names.")),
    Passage("R1.1", N_("Players, Vatus and points"), N_(
        "Three to five people play, or two with the two-player rules. You begin with 3 Vatus, "
        "the island money, and no Prosperity Points (PP); whoever has the most PP at the end "
        "wins. You can never spend more Vatus than you hold: there is no borrowing."),
        ("R1.1c", "R10.1")),
    Passage("R1.1c", N_("Ten Vatus become five points"), N_(
        "Whenever you gain Vatus and reach 10 or more, each full 10 is changed at once into "
        "5 PP. So between moves you never hold more than 9 Vatus, whatever the gain came "
        "from: fish, tourists, treasure, a rest token or a bonus.")),
    Passage("R1.2", N_("The board"), N_(
        "The board has 16 hexagonal spaces, each named by two numbers such as 0,1. The start "
        "island is printed on space 0,0 and the other spaces fill with tiles as the game goes "
        "on. A space with no tile yet cannot be entered or used.")),
    Passage("R1.3", N_("Islands and ocean tiles"), N_(
        "Each tile is an island or an ocean tile. Islands have room for huts, sand drawings "
        "and tourists and show the goods that grow there; ocean tiles hold fish and sunken "
        "treasure. The more markers an ocean tile still has, the more the next token taken "
        "from it is worth.")),
    Passage("R1.4", N_("Goods"), N_(
        "Three goods are bought on the islands and shipped abroad: kava costs 1 Vatu and "
        "exports for 1 PP, copra costs 2 Vatus and exports for 3 PP, beef costs 3 Vatus and "
        "exports for 5 PP."), ("R6.6",)),
    Passage("R1.5", N_("Ships and their demand"), N_(
        "The demand tiles are ships waiting for cargo: each asks for three goods. Three of "
        "them are on show at a time, one above the other, and the top one is served first."),
        ("R6.6",)),
    Passage("R1.6", N_("Tourist tiles"), N_(
        "Each round a tourist tile says how many tourists arrive, from 0 to 4. One tile goes "
        "back to the box before play, chosen by the number of players, and the other eight "
        "serve one per round.")),
    Passage("R1.7", N_("Rest tokens"), N_(
        "The four rest tokens are kept face down: one makes you First Player, one gives "
        "1 Vatu, one gives 1 PP and one gives both. You take one with the Rest action and "
        "collect it at the end of the round."), ("R6.9", "R5.9")),
    Passage("R1.8", N_("Characters"), N_(
        "Each of the eleven characters gives a bonus for the round you hold it. Eight of them "
        "improve one action when you perform it; the Beggar, the Preacher and the Governor "
        "have powers of their own. A bonus is never compulsory and works once at most."),
        ("R3.8", "R3.9", "R12.2")),
    Passage("R1.9", N_("Your pieces"), N_(
        "You have one sailboat, 8 huts and 5 action markers. The game lasts 8 rounds, and the "
        "fish price moves between 3, 2 and 1 Vatus.")),
    Passage("R2", N_("Setting up"), N_(
        "Before the first round the start ocean tiles are laid around the start island, the "
        "tile stack is built, three ships and a tourist tile are turned up, and a First "
        "Player is picked at random. Everyone starts with 3 Vatus, no PP and their boat on "
        "the empty start tile.")),
    Passage("R2.1", N_("The start tiles"), N_(
        "The three start ocean tiles (one with fish, one with a wreck, one empty) go at random "
        "on the three spaces next to the start island, each with its fish and treasure "
        "markers.")),
    Passage("R2.2", N_("The tile stack and the volcano"), N_(
        "The twelve other tiles are stacked by letter, A to F and then A to F again; chance "
        "only decides which tile of each letter comes first. The top two are turned up on "
        "the volcano: they are placed next round."), ("R3.6", "R3.7")),
    Passage("R2.3", N_("The first ships"), N_(
        "The ten demand tiles are shuffled and three are turned up, in the top, middle and "
        "bottom places.")),
    Passage("R2.4", N_("The first tourists"), N_(
        "One tourist tile is set aside for the number of players, the others are shuffled "
        "and the top one is turned up: that many tourists wait in round 1."), ("R1.6",)),
    Passage("R2.5", N_("Everything available"), N_(
        "At the start all four rest tokens and all eleven characters are free to take.")),
    Passage("R2.6", N_("Fish price, round and the first goods"), N_(
        "The fish price starts at 3 and the round marker at 1. The start island holds one "
        "cube each of kava, copra and beef.")),
    Passage("R2.7", N_("Your starting position"), N_(
        "You start with 3 Vatus, 0 PP, 8 huts and 5 markers. Every boat starts on the start "
        "tile that has neither fish nor treasure.")),
    Passage("R2.8", N_("The First Player"), N_(
        "A random player becomes First Player. Every phase starts with them and goes on "
        "clockwise; only the First Player rest token changes who starts."), ("R5.9",)),
    Passage("R3", N_("A round in five phases"), N_(
        "The game is eight rounds, each of five phases: preparation, characters, planning, "
        "actions and rest bonuses. In every phase the players act in turn order, beginning "
        "with the First Player and going clockwise. Playing out of turn is refused.")),
    Passage("R3.1", N_("The next round"), N_(
        "Each round after the first begins by moving the round marker on.")),
    Passage("R3.2", N_("New tourists"), N_(
        "Tourists that nobody brought to an island leave, and a new tourist tile shows how "
        "many arrive for this round.")),
    Passage("R3.3", N_("Ships come and go"), N_(
        "Ships whose three goods were all delivered sail off, and their cubes go back to the "
        "supply. The other ships move up in order and new ones fill the places at the bottom; "
        "when the pile runs out, the ships sent off are shuffled into a new one."),
        ("R12.11",)),
    Passage("R3.4", N_("Islands grow new goods"), N_(
        "An island with no goods cube left gets its printed goods again. An island that still "
        "has a cube gets nothing more.")),
    Passage("R3.5", N_("The fish price recovers"), N_(
        "However low it fell, the fish price goes back to 3 Vatus at the start of each "
        "round.")),
    Passage("R3.6", N_("Placing the new tiles"), N_(
        "In rounds 2 to 7 the First Player places the two tiles from the volcano, one after "
        "the other. A new tile must touch at least two tiles already placed, two islands may "
        "never touch, and every ocean tile must border an island. If a tile has no such "
        "space the other goes first, and if it still has none it may go on any free space "
        "touching two tiles."), ("R12.6",)),
    Passage("R3.7", N_("The next tiles on the volcano"), N_(
        "Once both tiles are placed, the next two of the stack go up on the volcano. After "
        "round 7 the stack is empty, so round 8 adds no tiles.")),
    Passage("R3.8", N_("Choosing a character"), N_(
        "In turn order each player takes one free character and then hands back the one they "
        "had. You may not take the character you had last round, nor one another player "
        "holds; one handed back earlier in this phase may be taken by a later player."),
        ("R1.8", "R3.9")),
    Passage("R3.9", N_("A bonus lasts one round"), N_(
        "You may use your character's bonus once, at any moment from taking the character "
        "until the rest bonuses at the end of that round. An unused bonus is not carried "
        "over."), ("R1.8",)),
    Passage("R4", N_("Planning"), N_(
        "In the planning phase you put your five action markers on the action board. What you "
        "plan is what you may do in the action phase, and the number of markers decides who "
        "acts on each space.")),
    Passage("R4.1", N_("The nine action spaces"), N_(
        "The action board has nine spaces: Sail, Build, Explore, Fish, Sell, Buy, Draw, "
        "Transport and Rest.")),
    Passage("R4.2", N_("Three passes of markers"), N_(
        "Markers go down in three passes in turn order: two, then two more, then the last "
        "one. The two markers of a pass may go on one space or on two, and you may add to a "
        "space where you already have markers.")),
    Passage("R4.3", N_("Plan only what you could do"), N_(
        "You may not put a marker on an action that you could not perform this round, "
        "thinking only of yourself and not of the others. It counts if you could do it now or "
        "after some of your other planned actions (each once, in any order, your bonus "
        "included), selling treasure or begging whenever it helps, and with the 10-Vatu "
        "exchange applied. For example, with no fish you may plan Sell only together with "
        "Fish; the two markers of one pass are judged together."), ("R11.2", "R11.3")),
    Passage("R5", N_("Performing actions"), N_(
        "In the action phase the players take turns in order, each time resolving one stack "
        "of their markers, until every marker is back. You perform an action only where you "
        "hold the majority.")),
    Passage("R5.1", N_("The majority"), N_(
        "You hold the majority on a space when you have markers there and nobody has more. "
        "When another player has as many, whoever comes first in turn order holds it."),
        ("R11.4", "R10.1")),
    Passage("R5.2", N_("Taking turns"), N_(
        "Turns go round the table until no markers are left on the board. A player with no "
        "markers left is skipped, but a player who still has markers must take a turn: there "
        "is no passing.")),
    Passage("R5.3", N_("Resolving a stack"), N_(
        "On your turn choose a space where you hold the majority. If you can perform its "
        "action you must, and then you take your markers back; if you cannot, you take them "
        "back without effect. You may also leave such a stack for later and resolve another "
        "majority first."), ("R11.5", "R12.3")),
    Passage("R5.4", N_("No majority anywhere"), N_(
        "If you hold no majority on your turn, take back all your markers from one space of "
        "your choice, without performing its action. While you hold a majority you may not "
        "do this with another stack.")),
    Passage("R5.5", N_("The Preacher's power"), N_(
        "Holding the Preacher and no majority on your turn, you may perform the action of one "
        "of your stacks anyway, then take it back. This uses your bonus."), ("R11.7",)),
    Passage("R5.6", N_("The Governor's power"), N_(
        "Holding the Governor, on any of your turns in the action phase you may move all your "
        "markers from one space to another instead of acting; this uses your bonus and ends "
        "your turn. The new space may even be one already resolved this round."),
        ("R11.8",)),
    Passage("R5.7", N_("Possible means possible now"), N_(
        "Whether an action can be performed is judged in the position at that moment. You "
        "never have to sell treasure or beg to make an action possible, but you may do so "
        "before acting.")),
    Passage("R5.8", N_("The end of the actions"), N_(
        "When every player's markers are back in their hands, the round goes on to the rest "
        "bonuses.")),
    Passage("R5.9", N_("Rest bonuses"), N_(
        "In turn order, whoever took a rest token this round shows it and collects it: "
        "1 Vatu, 1 PP, both, or the First Player's place from the next round on (in round 8, "
        "for the final count). Then all four tokens are available again."), ("R1.7",)),
)

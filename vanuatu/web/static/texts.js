// Made by vanuatu.web.pages.texts_script (python -m vanuatu.web.pages): the
// rules' and characters' texts of vanuatu.reference, for the game page.
window.vanuatuTexts = {
"action_order": [
"sail",
"build",
"explore",
"fish",
"sell",
"buy",
"draw",
"transport",
"rest"
],
"actions": {
"build": {
"see": [
"R6.2"
],
"text": "Put a hut on an island next to your boat for 3 Vatus (1 for the Builder). A hut is where you sell your fish, earns you money whenever a tourist comes to its island, and scores 2 PP per tourist there at the end.",
"title": "Build",
"url": "/static/vanuatu/rules.html#action-build"
},
"buy": {
"see": [
"R6.6"
],
"text": "Buy one goods cube from an island next to your boat and ship it to the highest ship that wants it, for points; a cube no ship wants is lost. The Buyer ships a second one for free.",
"title": "Buy",
"url": "/static/vanuatu/rules.html#action-buy"
},
"draw": {
"see": [
"R6.7"
],
"text": "Make a sand drawing on an island next to your boat for 3 PP at once (5 for the Artist). Drawings also make the island pay the Guide.",
"title": "Draw",
"url": "/static/vanuatu/rules.html#action-draw"
},
"explore": {
"see": [
"R6.3",
"R7.1"
],
"text": "Dive into the wreck under your boat for a treasure token; the first dives into a wreck bring the best treasure. Keep it for 2 PP per point at the end or sell it for Vatus whenever money is short. The Diver also gains its value in Vatus.",
"title": "Explore",
"url": "/static/vanuatu/rules.html#action-explore"
},
"fish": {
"see": [
"R6.4"
],
"text": "Catch a fish token on the ocean tile under your boat; the first catches on a tile are worth the most. A fish becomes money only when you sell it. The Fisherman also scores its value in PP.",
"title": "Fish",
"url": "/static/vanuatu/rules.html#action-fish"
},
"rest": {
"see": [
"R6.9",
"R5.9",
"R12.1"
],
"text": "Pick one of the face-down rest tokens still available and keep it secret; it pays at the end of the round, and one of them makes you First Player. One per round.",
"title": "Rest",
"url": "/static/vanuatu/rules.html#action-rest"
},
"sail": {
"see": [
"R6.1"
],
"text": "Move your boat over the sea, one step per Vatu, up to three steps. Where your boat stands decides everything else: on a tile to fish or explore, next to an island to use it. The Navigator sails for free.",
"title": "Sail",
"url": "/static/vanuatu/rules.html#action-sail"
},
"sell": {
"see": [
"R6.5"
],
"text": "Sell your fish next to an island where you have a hut, for their value times the fish price. Each sale lowers the price for the rest of the round, so selling early pays. The Vendor needs no hut.",
"title": "Sell",
"url": "/static/vanuatu/rules.html#action-sell"
},
"transport": {
"see": [
"R6.8"
],
"text": "Bring a waiting tourist to an island next to your boat and take 1 Vatu per hut there, yours or not. The tourist stays, and at the end every hut on that island scores for it. The Guide also scores 2 PP per drawing there.",
"title": "Transport",
"url": "/static/vanuatu/rules.html#action-transport"
}
},
"characters": {
"artist": {
"text": "Your sand drawing scores 5 PP instead of 3.",
"title": "Artist",
"when": "Phase IV, when you perform Draw."
},
"beggar": {
"text": "Once, give up 1, 2 or 3 PP (never more than you have) for as many Vatus, which turn into points at 10 like any others.",
"title": "Beggar",
"when": "At any moment of the round you hold it, even on another player's turn; no marker is needed."
},
"builder": {
"text": "Your hut costs 1 Vatu instead of 3.",
"title": "Builder",
"when": "Phase IV, when you perform Build."
},
"buyer": {
"text": "After your export, take a second cube of the same good from the supply for free, if one is left there, and export it too. It scores like any export, completing bonus included, and is lost if no ship needs it.",
"title": "Buyer",
"when": "Phase IV, when you perform Buy."
},
"diver": {
"text": "Besides the treasure token, gain as many Vatus as the token is worth.",
"title": "Diver",
"when": "Phase IV, when you perform Explore."
},
"fisherman": {
"text": "Besides the fish token, score as many PP as the token is worth.",
"title": "Fisherman",
"when": "Phase IV, when you perform Fish."
},
"governor": {
"text": "Move all your markers from one action space to another, where they join any already there; your turn ends with the move.",
"title": "Governor",
"when": "Phase IV, on any of your turns, instead of acting."
},
"guide": {
"text": "Also score 2 PP for each sand drawing already on the island you bring the tourist to.",
"title": "Guide",
"when": "Phase IV, when you perform Transport."
},
"navigator": {
"text": "Sail 1 to 3 steps without paying anything.",
"title": "Navigator",
"when": "Phase IV, when you perform Sail."
},
"preacher": {
"text": "Instead of only taking a stack back, perform the action of one of your own stacks anyway, if it is possible, then take it back.",
"title": "Preacher",
"when": "Phase IV, on a turn where you hold no majority anywhere."
},
"vendor": {
"text": "Sell your fish without a hut of yours next to the boat; you need no island next to it at all.",
"title": "Vendor",
"when": "Phase IV, when you perform Sell."
}
},
"docs": "",
"phases": {
"actions": {
"see": [
"R5.1",
"R5.2",
"R5.3",
"R5.4",
"R5.7",
"R5.8"
],
"text": "In turn order each player resolves one space where they hold the majority, performing its action if they can and taking the markers back. Without any majority you just take back one stack. Play goes round until every marker is back.",
"title": "Phase IV: performing actions",
"url": "/static/vanuatu/rules.html#phase-actions"
},
"characters": {
"see": [
"R3.8",
"R3.9",
"R1.8"
],
"text": "In turn order everyone takes a character and hands back last round's; nobody keeps the same one two rounds running. Its bonus is yours for this round only.",
"title": "Phase II: choosing characters",
"url": "/static/vanuatu/rules.html#phase-characters"
},
"neutral": {
"see": [
"R10.1"
],
"text": "With two players, before the characters are chosen, the First Player places 2 neutral markers on the action board and the other player 3. They stay all round and make every space harder to win.",
"title": "Two players: neutral markers",
"url": "/static/vanuatu/rules.html#phase-neutral"
},
"planning": {
"see": [
"R4.1",
"R4.2",
"R4.3"
],
"text": "Place your five markers on the action board in three passes: two, two, then one. Plan only what you could really do this round, and remember that on each space only the player with the most markers gets to act.",
"title": "Phase III: planning",
"url": "/static/vanuatu/rules.html#phase-planning"
},
"preparation": {
"see": [
"R3.1",
"R3.2",
"R3.3",
"R3.4",
"R3.5",
"R3.6",
"R3.7"
],
"text": "From round 2 on, a round begins with upkeep: new tourists arrive, full ships leave and new ones come, empty islands grow goods again and the fish price goes back to 3. Then, in rounds 2 to 7, the First Player places the two tiles from the volcano and two more are turned up.",
"title": "Phase I: preparing the round",
"url": "/static/vanuatu/rules.html#phase-preparation"
},
"rest": {
"see": [
"R5.9"
],
"text": "Players who took a rest token show it and collect its bonus. Whoever took the First Player token starts every phase from the next round on.",
"title": "Phase V: rest bonuses",
"url": "/static/vanuatu/rules.html#phase-rest"
},
"rising-waters": {
"see": [
"R10.3",
"R12.7",
"R12.13"
],
"text": "In this mini-expansion the sea rises in rounds 2, 4, 6 and 8 after a number of actions that a die decides, and each island takes water on every side left open to the ocean. Build dikes to close them: an island with 5 water sinks with its huts, three sunken islands mean that everyone loses, and wet huts cost points at the end.",
"title": "Rising Waters",
"url": "/static/vanuatu/rules.html#phase-rising-waters"
},
"scoring": {
"see": [
"R8",
"R8.1",
"R8.2",
"R8.3",
"R8.4",
"R8.5"
],
"text": "After eight rounds, sell your last fish at 1 Vatu per point, then score 3 PP as First Player, 1 PP per 3 Vatus left, 2 PP per point of treasure kept and, for each of your huts, 2 PP per tourist on its island. The most points wins.",
"title": "End of the game and scoring",
"url": "/static/vanuatu/rules.html#phase-scoring"
},
"setup": {
"see": [
"R2"
],
"text": "Lay the start tiles around the start island, stack the other tiles, turn up three ships and a tourist tile, give everyone 3 Vatus and put every boat on the empty start tile. A random player becomes First Player.",
"title": "Setting up",
"url": "/static/vanuatu/rules.html#phase-setup"
}
},
"rules": {
"R1": {
"text": "This part names what the game is made of: the board, the tiles, the goods, the tokens, the characters and your own pieces. The other rules use these names.",
"title": "The pieces and their names",
"url": "/static/vanuatu/rules.html#rule-r1"
},
"R1.1": {
"text": "Three to five people play, or two with the two-player rules. You begin with 3 Vatus, the island money, and no Prosperity Points (PP); whoever has the most PP at the end wins. You can never spend more Vatus than you hold: there is no borrowing.",
"title": "Players, Vatus and points",
"url": "/static/vanuatu/rules.html#rule-r1-1"
},
"R1.1c": {
"text": "Whenever you gain Vatus and reach 10 or more, each full 10 is changed at once into 5 PP. So between moves you never hold more than 9 Vatus, whatever the gain came from: fish, tourists, treasure, a rest token or a bonus.",
"title": "Ten Vatus become five points",
"url": "/static/vanuatu/rules.html#rule-r1-1c"
},
"R1.2": {
"text": "The board has 16 hexagonal spaces, each named by two numbers such as 0,1. The start island is printed on space 0,0 and the other spaces fill with tiles as the game goes on. A space with no tile yet cannot be entered or used.",
"title": "The board",
"url": "/static/vanuatu/rules.html#rule-r1-2"
},
"R1.3": {
"text": "Each tile is an island or an ocean tile. Islands have room for huts, sand drawings and tourists and show the goods that grow there; ocean tiles hold fish and sunken treasure. The more markers an ocean tile still has, the more the next token taken from it is worth.",
"title": "Islands and ocean tiles",
"url": "/static/vanuatu/rules.html#rule-r1-3"
},
"R1.4": {
"text": "Three goods are bought on the islands and shipped abroad: kava costs 1 Vatu and exports for 1 PP, copra costs 2 Vatus and exports for 3 PP, beef costs 3 Vatus and exports for 5 PP.",
"title": "Goods",
"url": "/static/vanuatu/rules.html#rule-r1-4"
},
"R1.5": {
"text": "The demand tiles are ships waiting for cargo: each asks for three goods. Three of them are on show at a time, one above the other, and the top one is served first.",
"title": "Ships and their demand",
"url": "/static/vanuatu/rules.html#rule-r1-5"
},
"R1.6": {
"text": "Each round a tourist tile says how many tourists arrive, from 0 to 4. One tile goes back to the box before play, chosen by the number of players, and the other eight serve one per round.",
"title": "Tourist tiles",
"url": "/static/vanuatu/rules.html#rule-r1-6"
},
"R1.7": {
"text": "The four rest tokens are kept face down: one makes you First Player, one gives 1 Vatu, one gives 1 PP and one gives both. You take one with the Rest action and collect it at the end of the round.",
"title": "Rest tokens",
"url": "/static/vanuatu/rules.html#rule-r1-7"
},
"R1.8": {
"text": "Each of the eleven characters gives a bonus for the round you hold it. Eight of them improve one action when you perform it; the Beggar, the Preacher and the Governor have powers of their own. A bonus is never compulsory and works once at most.",
"title": "Characters",
"url": "/static/vanuatu/rules.html#rule-r1-8"
},
"R1.9": {
"text": "You have one sailboat, 8 huts and 5 action markers. The game lasts 8 rounds, and the fish price moves between 3, 2 and 1 Vatus.",
"title": "Your pieces",
"url": "/static/vanuatu/rules.html#rule-r1-9"
},
"R10": {
"text": "The game can also be played by two, without characters, or with the Rising Waters mini-expansion.",
"title": "Variants",
"url": "/static/vanuatu/rules.html#rule-r10"
},
"R10.1": {
"text": "Each round, before the characters, the First Player puts 2 neutral markers on the action board and the other player 3. To act on a space you need more markers than the neutral stack there, or as many on your character's space or on the space your Governor moved markers to. Five characters are offered each round from those not offered the round before, a boat may not end its sail on the other boat's tile, and the 4-value tourist tile is left out.",
"title": "Two players",
"url": "/static/vanuatu/rules.html#rule-r10-1"
},
"R10.2": {
"text": "With three to five players the characters may be left out: the character phase is skipped and nobody has a bonus.",
"title": "Without characters",
"url": "/static/vanuatu/rules.html#rule-r10-2"
},
"R10.3": {
"text": "In rounds 2, 4, 6 and 8 a die says after how many performed actions the sea rises: each island then takes a water marker for every side that touches an ocean tile without a dike, and at 5 water it sinks with everything on it. Build may also place a dike for 1 Vatu on an open side. If three islands sink everyone loses, and at the end each hut loses 1, 3, 5 or 7 PP for 1 to 4 water on its island.",
"title": "Rising Waters",
"url": "/static/vanuatu/rules.html#rule-r10-3"
},
"R11": {
"text": "The examples below show the rules that most often surprise new players, with numbers.",
"title": "Worked examples",
"url": "/static/vanuatu/rules.html#rule-r11"
},
"R11.1": {
"text": "With 3 Vatus you sell fish worth 1 and 2 at price 3: the 9 Vatus bring you to 12, so 10 of them become 5 PP and you keep 2. Then the price falls to 2.",
"title": "Example: a sale past 10 Vatus",
"url": "/static/vanuatu/rules.html#rule-r11-1"
},
"R11.10": {
"text": "You end with 8 Vatus and fish worth 5: the fish bring you to 13, so you gain 5 PP and keep 3 Vatus, which give 1 PP more. A kept treasure of 3 adds 6 PP, and two huts on an island with 4 tourists add 16 PP.",
"title": "Example: the final count",
"url": "/static/vanuatu/rules.html#rule-r11-10"
},
"R11.2": {
"text": "You hold 1 Vatu and a fish worth 3, with your hut and a beef cube on the island next to you and the price at 3. The sale would bring you to 10 Vatus, which become 5 PP and leave 0, so planning Sell with Buy is refused for Buy. With a marker already on Sail it is allowed: a one-step sail spends the Vatu first, and the sale then leaves 9.",
"title": "Example: a sale that leaves too little",
"url": "/static/vanuatu/rules.html#rule-r11-2"
},
"R11.3": {
"text": "With no fish you may not plan Sell alone. You may plan Fish and Sell in one pass, in either order, if your planned actions can take your boat to fish and then next to one of your huts.",
"title": "Example: plan Fish with Sell",
"url": "/static/vanuatu/rules.html#rule-r11-3"
},
"R11.4": {
"text": "P2 is First Player, so the order is P2, P0, P1. With 2 markers each on Fish, P2 holds the majority; with 3, P0 would. P1, with a single marker there, never does.",
"title": "Example: who holds the majority",
"url": "/static/vanuatu/rules.html#rule-r11-4"
},
"R11.5": {
"text": "P0 holds majorities on Build, which is impossible with no Vatus, and on Fish, which is possible. P0 may fish and keep Build for later, or take back the Build stack, but may not take back the Fish stack without fishing.",
"title": "Example: which stack comes back",
"url": "/static/vanuatu/rules.html#rule-r11-5"
},
"R11.6": {
"text": "The top ship needs two kava. The Buyer pays 1 Vatu for a kava and scores 1 PP, then exports a second kava for free, which completes the ship: 1 PP and 2 more. That is 4 PP for 1 Vatu.",
"title": "Example: the Buyer",
"url": "/static/vanuatu/rules.html#rule-r11-6"
},
"R11.7": {
"text": "A Preacher whose markers all stand where others hold the majority may still perform one of those actions. A Preacher holding any majority may not use the power.",
"title": "Example: the Preacher",
"url": "/static/vanuatu/rules.html#rule-r11-7"
},
"R11.8": {
"text": "A Governor with 2 markers on Fish moves them to Explore: they now stand on Explore, none are left on Fish, the bonus is spent and the next player acts.",
"title": "Example: the Governor",
"url": "/static/vanuatu/rules.html#rule-r11-8"
},
"R11.9": {
"text": "While P0 is to act, P2 sells a treasure worth 2 and gains 2 Vatus; it is still P0's turn.",
"title": "Example: treasure sold out of turn",
"url": "/static/vanuatu/rules.html#rule-r11-9"
},
"R12": {
"text": "Where the printed rules leave a case open, the game follows the rulings below.",
"title": "Rulings",
"url": "/static/vanuatu/rules.html#rule-r12"
},
"R12.1": {
"text": "You keep at most one rest token a round. If the Governor brings you to Rest a second time, that stack is taken back without effect.",
"title": "One rest token a round",
"url": "/static/vanuatu/rules.html#rule-r12-1"
},
"R12.10": {
"text": "For the tie-break, your Vatus are counted after your last fish are sold; the points for money left over do not spend them.",
"title": "Vatus for the tie-break",
"url": "/static/vanuatu/rules.html#rule-r12-10"
},
"R12.11": {
"text": "If the pile of ships is empty, the ships sent off in that same preparation are shuffled into the new pile and may come straight back.",
"title": "When the ships run out",
"url": "/static/vanuatu/rules.html#rule-r12-11"
},
"R12.12": {
"text": "You may sell several treasure tokens in one go; it comes to the same as selling them one by one.",
"title": "Several treasures at once",
"url": "/static/vanuatu/rules.html#rule-r12-12"
},
"R12.13": {
"text": "If the third island sinks during the actions, the game stops there and everyone loses; rest tokens already taken stay with their takers.",
"title": "A defeat ends the game at once",
"url": "/static/vanuatu/rules.html#rule-r12-13"
},
"R12.14": {
"text": "With two players the two boats may stand on the same tile only on the start tile.",
"title": "Two boats share only the start tile",
"url": "/static/vanuatu/rules.html#rule-r12-14"
},
"R12.15": {
"text": "When a move breaks several rules, the refusal names the first in a fixed order, for instance a sunken island before the distance to it. Every reason it gives is true of the move.",
"title": "Several reasons for one refusal",
"url": "/static/vanuatu/rules.html#rule-r12-15"
},
"R12.16": {
"text": "When a game is set up, the order of every face-down pile is fixed, as if shuffled at the table. Taking back a move and trying another never changes what comes next.",
"title": "The piles are fixed at the start",
"url": "/static/vanuatu/rules.html#rule-r12-16"
},
"R12.2": {
"text": "You may declare a bonus only where it changes the action: not the Vendor selling beside your own hut, not the Guide on an island with no drawing, not the Buyer when no second cube is left, not the Builder building only a dike. So a bonus is never spent for nothing.",
"title": "A bonus only where it helps",
"url": "/static/vanuatu/rules.html#rule-r12-2"
},
"R12.3": {
"text": "When only your bonus makes an action possible, such as the Navigator sailing with no money, you may take that stack back without acting. For planning the bonus still counts.",
"title": "A bonus is never required",
"url": "/static/vanuatu/rules.html#rule-r12-3"
},
"R12.4": {
"text": "When judging what you can plan, the other boat is ignored as well, so you may plan a sail towards it; the two-player limit on sailing applies when you actually sail.",
"title": "Planning with two players",
"url": "/static/vanuatu/rules.html#rule-r12-4"
},
"R12.5": {
"text": "Vatus from the Beggar's exchange turn into points at 10, like any other Vatus.",
"title": "Begging counts as a gain",
"url": "/static/vanuatu/rules.html#rule-r12-5"
},
"R12.6": {
"text": "If no empty space touches two placed tiles, a new tile goes on a space touching one, and failing that on any empty space.",
"title": "When no space fits a tile",
"url": "/static/vanuatu/rules.html#rule-r12-6"
},
"R12.7": {
"text": "A sunken island still counts as a tile and as an island when new tiles are placed, but it is never refilled. Planning ignores floods that may come later in the round, and one Build may put its hut and its dike on two different islands.",
"title": "Details of Rising Waters",
"url": "/static/vanuatu/rules.html#rule-r12-7"
},
"R12.8": {
"text": "With two players the five characters of the round are shown once both players have placed their neutral markers; the order in which they are listed means nothing.",
"title": "The two-player character offer",
"url": "/static/vanuatu/rules.html#rule-r12-8"
},
"R12.9": {
"text": "The two-player game cannot be played without characters, because its tie rule on the action board depends on them.",
"title": "Two players need the characters",
"url": "/static/vanuatu/rules.html#rule-r12-9"
},
"R2": {
"text": "Before the first round the start ocean tiles are laid around the start island, the tile stack is built, three ships and a tourist tile are turned up, and a First Player is picked at random. Everyone starts with 3 Vatus, no PP and their boat on the empty start tile.",
"title": "Setting up",
"url": "/static/vanuatu/rules.html#rule-r2"
},
"R2.1": {
"text": "The three start ocean tiles (one with fish, one with a wreck, one empty) go at random on the three spaces next to the start island, each with its fish and treasure markers.",
"title": "The start tiles",
"url": "/static/vanuatu/rules.html#rule-r2-1"
},
"R2.2": {
"text": "The twelve other tiles are stacked by letter, A to F and then A to F again; chance only decides which tile of each letter comes first. The top two are turned up on the volcano: they are placed next round.",
"title": "The tile stack and the volcano",
"url": "/static/vanuatu/rules.html#rule-r2-2"
},
"R2.3": {
"text": "The ten demand tiles are shuffled and three are turned up, in the top, middle and bottom places.",
"title": "The first ships",
"url": "/static/vanuatu/rules.html#rule-r2-3"
},
"R2.4": {
"text": "One tourist tile is set aside for the number of players, the others are shuffled and the top one is turned up: that many tourists wait in round 1.",
"title": "The first tourists",
"url": "/static/vanuatu/rules.html#rule-r2-4"
},
"R2.5": {
"text": "At the start all four rest tokens and all eleven characters are free to take.",
"title": "Everything available",
"url": "/static/vanuatu/rules.html#rule-r2-5"
},
"R2.6": {
"text": "The fish price starts at 3 and the round marker at 1. The start island holds one cube each of kava, copra and beef.",
"title": "Fish price, round and the first goods",
"url": "/static/vanuatu/rules.html#rule-r2-6"
},
"R2.7": {
"text": "You start with 3 Vatus, 0 PP, 8 huts and 5 markers. Every boat starts on the start tile that has neither fish nor treasure.",
"title": "Your starting position",
"url": "/static/vanuatu/rules.html#rule-r2-7"
},
"R2.8": {
"text": "A random player becomes First Player. Every phase starts with them and goes on clockwise; only the First Player rest token changes who starts.",
"title": "The First Player",
"url": "/static/vanuatu/rules.html#rule-r2-8"
},
"R3": {
"text": "The game is eight rounds, each of five phases: preparation, characters, planning, actions and rest bonuses. In every phase the players act in turn order, beginning with the First Player and going clockwise. Playing out of turn is refused.",
"title": "A round in five phases",
"url": "/static/vanuatu/rules.html#rule-r3"
},
"R3.1": {
"text": "Each round after the first begins by moving the round marker on.",
"title": "The next round",
"url": "/static/vanuatu/rules.html#rule-r3-1"
},
"R3.2": {
"text": "Tourists that nobody brought to an island leave, and a new tourist tile shows how many arrive for this round.",
"title": "New tourists",
"url": "/static/vanuatu/rules.html#rule-r3-2"
},
"R3.3": {
"text": "Ships whose three goods were all delivered sail off, and their cubes go back to the supply. The other ships move up in order and new ones fill the places at the bottom; when the pile runs out, the ships sent off are shuffled into a new one.",
"title": "Ships come and go",
"url": "/static/vanuatu/rules.html#rule-r3-3"
},
"R3.4": {
"text": "An island with no goods cube left gets its printed goods again. An island that still has a cube gets nothing more.",
"title": "Islands grow new goods",
"url": "/static/vanuatu/rules.html#rule-r3-4"
},
"R3.5": {
"text": "However low it fell, the fish price goes back to 3 Vatus at the start of each round.",
"title": "The fish price recovers",
"url": "/static/vanuatu/rules.html#rule-r3-5"
},
"R3.6": {
"text": "In rounds 2 to 7 the First Player places the two tiles from the volcano, one after the other. A new tile must touch at least two tiles already placed, two islands may never touch, and every ocean tile must border an island. If a tile has no such space the other goes first, and if it still has none it may go on any free space touching two tiles.",
"title": "Placing the new tiles",
"url": "/static/vanuatu/rules.html#rule-r3-6"
},
"R3.7": {
"text": "Once both tiles are placed, the next two of the stack go up on the volcano. After round 7 the stack is empty, so round 8 adds no tiles.",
"title": "The next tiles on the volcano",
"url": "/static/vanuatu/rules.html#rule-r3-7"
},
"R3.8": {
"text": "In turn order each player takes one free character and then hands back the one they had. You may not take the character you had last round, nor one another player holds; one handed back earlier in this phase may be taken by a later player.",
"title": "Choosing a character",
"url": "/static/vanuatu/rules.html#rule-r3-8"
},
"R3.9": {
"text": "You may use your character's bonus once, at any moment from taking the character until the rest bonuses at the end of that round. An unused bonus is not carried over.",
"title": "A bonus lasts one round",
"url": "/static/vanuatu/rules.html#rule-r3-9"
},
"R4": {
"text": "In the planning phase you put your five action markers on the action board. What you plan is what you may do in the action phase, and the number of markers decides who acts on each space.",
"title": "Planning",
"url": "/static/vanuatu/rules.html#rule-r4"
},
"R4.1": {
"text": "The action board has nine spaces: Sail, Build, Explore, Fish, Sell, Buy, Draw, Transport and Rest.",
"title": "The nine action spaces",
"url": "/static/vanuatu/rules.html#rule-r4-1"
},
"R4.2": {
"text": "Markers go down in three passes in turn order: two, then two more, then the last one. The two markers of a pass may go on one space or on two, and you may add to a space where you already have markers.",
"title": "Three passes of markers",
"url": "/static/vanuatu/rules.html#rule-r4-2"
},
"R4.3": {
"text": "You may not put a marker on an action that you could not perform this round, thinking only of yourself and not of the others. It counts if you could do it now or after some of your other planned actions (each once, in any order, your bonus included), selling treasure or begging whenever it helps, and with the 10-Vatu exchange applied. For example, with no fish you may plan Sell only together with Fish; the two markers of one pass are judged together.",
"title": "Plan only what you could do",
"url": "/static/vanuatu/rules.html#rule-r4-3"
},
"R5": {
"text": "In the action phase the players take turns in order, each time resolving one stack of their markers, until every marker is back. You perform an action only where you hold the majority.",
"title": "Performing actions",
"url": "/static/vanuatu/rules.html#rule-r5"
},
"R5.1": {
"text": "You hold the majority on a space when you have markers there and nobody has more. When another player has as many, whoever comes first in turn order holds it.",
"title": "The majority",
"url": "/static/vanuatu/rules.html#rule-r5-1"
},
"R5.2": {
"text": "Turns go round the table until no markers are left on the board. A player with no markers left is skipped, but a player who still has markers must take a turn: there is no passing.",
"title": "Taking turns",
"url": "/static/vanuatu/rules.html#rule-r5-2"
},
"R5.3": {
"text": "On your turn choose a space where you hold the majority. If you can perform its action you must, and then you take your markers back; if you cannot, you take them back without effect. You may also leave such a stack for later and resolve another majority first.",
"title": "Resolving a stack",
"url": "/static/vanuatu/rules.html#rule-r5-3"
},
"R5.4": {
"text": "If you hold no majority on your turn, take back all your markers from one space of your choice, without performing its action. While you hold a majority you may not do this with another stack.",
"title": "No majority anywhere",
"url": "/static/vanuatu/rules.html#rule-r5-4"
},
"R5.5": {
"text": "Holding the Preacher and no majority on your turn, you may perform the action of one of your stacks anyway, then take it back. This uses your bonus.",
"title": "The Preacher's power",
"url": "/static/vanuatu/rules.html#rule-r5-5"
},
"R5.6": {
"text": "Holding the Governor, on any of your turns in the action phase you may move all your markers from one space to another instead of acting; this uses your bonus and ends your turn. The new space may even be one already resolved this round.",
"title": "The Governor's power",
"url": "/static/vanuatu/rules.html#rule-r5-6"
},
"R5.7": {
"text": "Whether an action can be performed is judged in the position at that moment. You never have to sell treasure or beg to make an action possible, but you may do so before acting.",
"title": "Possible means possible now",
"url": "/static/vanuatu/rules.html#rule-r5-7"
},
"R5.8": {
"text": "When every player's markers are back in their hands, the round goes on to the rest bonuses.",
"title": "The end of the actions",
"url": "/static/vanuatu/rules.html#rule-r5-8"
},
"R5.9": {
"text": "In turn order, whoever took a rest token this round shows it and collects it: 1 Vatu, 1 PP, both, or the First Player's place from the next round on (in round 8, for the final count). Then all four tokens are available again.",
"title": "Rest bonuses",
"url": "/static/vanuatu/rules.html#rule-r5-9"
},
"R6": {
"text": "Your boat is always on an ocean tile. Sail, Explore and Fish use the ocean tile the boat is on; Build, Sell, Buy, Draw and Transport use an island next to the boat, and when several islands are next to it you pick one.",
"title": "Acting at sea and on islands",
"url": "/static/vanuatu/rules.html#rule-r6"
},
"R6.1": {
"text": "Pay 1, 2 or 3 Vatus and move your boat that many steps, each step to a neighbouring ocean tile: boats never enter islands or empty spaces, and a route may cross a tile twice. If you resolve Sail and can pay for one step, you must move.",
"title": "Sail",
"url": "/static/vanuatu/rules.html#rule-r6-1"
},
"R6.2": {
"text": "With your boat next to an island that has a free hut place, pay 3 Vatus and put one of your huts there; several of your huts may share an island. A hut lets you sell fish from that island and scores at the end for the tourists on it.",
"title": "Build",
"url": "/static/vanuatu/rules.html#rule-r6-2"
},
"R6.3": {
"text": "With your boat on an ocean tile that still has treasure, take a treasure token worth as much as the number of treasure markers left there, then remove one marker. Keep it for points at the end, or sell it for Vatus at any time.",
"title": "Explore",
"url": "/static/vanuatu/rules.html#rule-r6-3"
},
"R6.4": {
"text": "With your boat on an ocean tile that still has fish, take a fish token worth as much as the number of fish markers left there, then remove one marker. Fishing does not change the fish price.",
"title": "Fish",
"url": "/static/vanuatu/rules.html#rule-r6-4"
},
"R6.5": {
"text": "With your boat next to an island where you have a hut, sell one or more of your fish tokens for their total value times the fish price, in Vatus. Afterwards the price drops one step, never below 1, once per Sell however many fish were sold.",
"title": "Sell",
"url": "/static/vanuatu/rules.html#rule-r6-5"
},
"R6.6": {
"text": "With your boat next to an island that has goods, take one cube and pay its price. It goes at once to the highest ship still needing that good: you score its export value, and 2 PP more if it was the last good that ship needed. If no ship wants it the cube is lost and scores nothing, but buying it is still allowed.",
"title": "Buy and export",
"url": "/static/vanuatu/rules.html#rule-r6-6"
},
"R6.7": {
"text": "With your boat next to an island that has a free drawing place, make a sand drawing there and score 3 PP.",
"title": "Draw",
"url": "/static/vanuatu/rules.html#rule-r6-7"
},
"R6.8": {
"text": "While tourists are still waiting this round, bring one to an island next to your boat that has room for tourists. You gain 1 Vatu for each hut on that island, whoever owns it.",
"title": "Transport",
"url": "/static/vanuatu/rules.html#rule-r6-8"
},
"R6.9": {
"text": "While a rest token is left, look at those left and keep one face down; the others do not see which. It pays at the end of the round.",
"title": "Rest",
"url": "/static/vanuatu/rules.html#rule-r6-9"
},
"R7": {
"text": "Two things need no marker: selling treasure and the Beggar's exchange. You may do them whenever the game is not over, even during someone else's turn, and they do not change whose turn it is.",
"title": "Free actions",
"url": "/static/vanuatu/rules.html#rule-r7"
},
"R7.1": {
"text": "At any time you may sell treasure tokens for as many Vatus as they are worth. You never have to, and a treasure kept to the end is worth twice its value in PP.",
"title": "Selling treasure",
"url": "/static/vanuatu/rules.html#rule-r7-1"
},
"R7.2": {
"text": "Once in the round you hold the Beggar, at any moment, you may give up 1, 2 or 3 PP (never more than you have) for as many Vatus. Only the Beggar may do this.",
"title": "The Beggar's exchange",
"url": "/static/vanuatu/rules.html#rule-r7-2"
},
"R8": {
"text": "The game ends after the rest bonuses of round 8, and everyone adds up their last points in a fixed order. The most PP wins; a tie goes to more huts on the board, then to more Vatus left, and players still tied share the place.",
"title": "The end of the game",
"url": "/static/vanuatu/rules.html#rule-r8"
},
"R8.1": {
"text": "Fish tokens still in your hands are sold for 1 Vatu per point of value, and the 10-Vatu exchange applies.",
"title": "The last fish",
"url": "/static/vanuatu/rules.html#rule-r8-1"
},
"R8.2": {
"text": "Whoever is First Player at the end scores 3 PP.",
"title": "The First Player's bonus",
"url": "/static/vanuatu/rules.html#rule-r8-2"
},
"R8.3": {
"text": "Every 3 Vatus you have left score 1 PP; what remains scores nothing.",
"title": "Money left over",
"url": "/static/vanuatu/rules.html#rule-r8-3"
},
"R8.4": {
"text": "Each treasure token you kept scores 2 PP for every point of its value.",
"title": "Treasure kept",
"url": "/static/vanuatu/rules.html#rule-r8-4"
},
"R8.5": {
"text": "Each of your huts scores 2 PP for every tourist on its island.",
"title": "Huts and tourists",
"url": "/static/vanuatu/rules.html#rule-r8-5"
},
"R9": {
"text": "Only a few things are secret: the rest token a player took, until it is shown; the rest tokens still available, seen only by the player choosing one; and the order of the face-down piles of tiles, ships and tourists. Everything else, money and points included, is open to all.",
"title": "What is hidden",
"url": "/static/vanuatu/rules.html#rule-r9"
}
},
"words": {
"board": "The action board, row by row",
"board_about": "Each row of the board is an action. In Phase III everyone puts markers on the rows; in Phase IV whoever has the most markers on a row performs its action.",
"now": "Now: {phase}",
"rising": "This game plays with Rising Waters:",
"rules": "Rules:"
}
};

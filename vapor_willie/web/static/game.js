window.tabletopGame = {};

// Vanuatu on the game page of vanuatu serve (the shared page, tabletop/web/static/
// game.js, calls these): where a legal move is played on the picture, the phone
// panels of panels.js, the player table, the score pad (R8) and the outcome; the
// rules' and characters' texts of texts.js (window.vanuatuTexts) where the page
// names a rule id or a character, and beside the board the phase being played
// and the action board explained.
window.tabletopGame = (function () {
  "use strict";
  // every word shown is the page's (#page-words, in the page's language)
  var WORDS = JSON.parse(document.getElementById("page-words").textContent).words;
  function t(key, vars) {
    return (WORDS[key] || key).replace(/\{(\w+)\}/g, function (all, k) {
      return vars && k in vars ? vars[k] : all;
    });
  }
  var TEXTS = window.vanuatuTexts || {rules: {}, characters: {}, docs: ""};
  function places(s) {
    var bySpace = {}, byAction = {};
    // a move once per place, even when it names the place twice (plan sail sail)
    function add(map, key, m) {
      var list = map[key] = map[key] || [];
      if (list.indexOf(m) < 0) { list.push(m); }
    }
    (s.legal_moves || []).forEach(function (m) {
      if (m.free) { return; }
      m.spaces.forEach(function (x) { add(bySpace, x, m); });
      if (!m.spaces.length) {
        m.actions.forEach(function (a) { add(byAction, a, m); });
      }
    });
    return [bySpace, byAction];
  }
  function targets(root, s, hook) {
    var found = places(s), bySpace = found[0], byAction = found[1];
    root.querySelectorAll("g.space[data-space]").forEach(function (g) {
      var here = bySpace[g.getAttribute("data-space")];
      if (here) { hook(g, here, t("space", {space: g.getAttribute("data-space")})); }
    });
    root.querySelectorAll("[data-action]").forEach(function (r) {
      var here = byAction[r.getAttribute("data-action")];
      var action = r.getAttribute("data-action");
      if (here) { hook(r, here, WORDS["group:" + action] || action); }
    });
    // a character offered (R3.8) and a good wanted by a demand tile (R6.6)
    [["data-character", "characters"], ["data-good", "goods"]].forEach(function (k) {
      root.querySelectorAll("[" + k[0] + "]").forEach(function (n) {
        var name = n.getAttribute(k[0]);
        var here = (s.legal_moves || []).filter(function (m) {
          return !m.free && (m[k[1]] || []).indexOf(name) >= 0;
        });
        if (here.length) { hook(n, here, k[0] === "data-character" ? ability(name) : name); }
      });
    });
  }

  // at phone width: the picture cut into panels that stack, each readable at
  // 390 CSS px (vanuatuPanels); the map scrolls to the seat's boat
  var panelMine = false;
  var panelMapScroll = null;
  function draw(s, picture) {
    var box = picture.panels;
    var old = document.getElementById("panel-archipelago");
    panelMapScroll = old ? old.scrollLeft : null;
    box.innerHTML = "";
    var full = picture.board;
    explain(s, picture.panels);
    if (!full) { return; }
    if (picture.phone) {
      var me = s.view.players[s.player];
      var mine = !s.over && s.to_act === s.player;
      // the map opens on the seat's boat when its turn comes; between turns
      // it stays where the player scrolled it
      var keep = panelMapScroll !== null && !(mine && !panelMine) ? panelMapScroll : null;
      vanuatuPanels(full, box, {players: false, focus: me ? me.boat : null});
      var map = document.getElementById("panel-archipelago");
      if (map && keep !== null) { map.scrollLeft = keep; }
      panelMine = mine;
      targets(box, s, picture.mark);
    } else {
      vanuatuLegible(full);
    }
    titleRows(full);
    targets(full, s, picture.mark);
  }

  // each action row of the picture says what its action does (a hover title)
  function titleRows(root) {
    root.querySelectorAll("rect[data-action]").forEach(function (r) {
      var a = TEXTS.actions && TEXTS.actions[r.getAttribute("data-action")];
      if (!a || r.querySelector("title")) { return; }
      var t = document.createElementNS("http://www.w3.org/2000/svg", "title");
      t.textContent = a.title + ": " + a.text;
      r.appendChild(t);
    });
  }

  // beside the board: the phase being played and what a player does in it, and
  // the action board row by row, from the texts of vanuatu.reference; the rule
  // ids they name become rules to open (the shared page links them)
  var HELP = TEXTS.words || {};  // the words of these explanations (texts.js)
  function para(parent, tag, text, cls) {
    var n = document.createElement(tag);
    if (cls) { n.className = cls; }
    n.textContent = text;
    parent.appendChild(n);
    return n;
  }
  function seeAlso(parent, entry) {
    var p = para(parent, "p", (HELP.rules || "") + " " + entry.see.join(" "), "see");
    p.appendChild(document.createTextNode(" "));
    var a = document.createElement("a");
    a.href = TEXTS.docs + entry.url;
    a.target = "_blank";
    a.rel = "noopener";
    a.textContent = entry.title;
    p.appendChild(a);
  }
  function boardHelp() {
    var d = document.createElement("details");
    d.id = "board-help";
    para(d, "summary", HELP.board || "");
    para(d, "p", HELP.board_about || "");
    var list = document.createElement("dl");
    (TEXTS.action_order || []).forEach(function (key) {
      var a = TEXTS.actions[key];
      var dt = para(list, "dt", a.title);
      dt.dataset.action = key;
      var dd = document.createElement("dd");
      dd.dataset.action = key;
      para(dd, "p", a.text);
      seeAlso(dd, a);
      list.appendChild(dd);
    });
    d.appendChild(list);
    return d;
  }
  var PHASE_KEYS = {over: "scoring"};
  function explain(s, after) {
    if (!TEXTS.phases) { return; }
    var box = document.getElementById("phase-help");
    if (!box) {
      box = document.createElement("section");
      box.id = "phase-help";
      box.setAttribute("aria-labelledby", "phase-title");
      var now = document.createElement("div");
      now.id = "phase-now";
      box.appendChild(now);
      box.appendChild(boardHelp());
      after.parentNode.insertBefore(box, after.nextSibling);
    }
    var key = PHASE_KEYS[s.phase] || s.phase;
    var rising = s.variants.indexOf("rising-waters") >= 0;
    var shown = key + (rising ? "+rising" : "");
    box.dataset.phase = key;
    var now = document.getElementById("phase-now");
    if (now.dataset.shown === shown) { return; }
    now.dataset.shown = shown;
    now.innerHTML = "";
    var phase = TEXTS.phases[key];
    if (!phase) { return; }
    var title = para(now, "h2", (HELP.now || "{phase}").replace("{phase}", phase.title));
    title.id = "phase-title";
    para(now, "p", phase.text, "phase-text");
    seeAlso(now, phase);
    var flood = TEXTS.phases["rising-waters"];
    if (rising && flood && key !== "scoring") {
      var p = para(now, "p", (HELP.rising || "") + " " + flood.text, "rising");
      p.dataset.phase = "rising-waters";
    }
  }

  // a character with what its ability does (vanuatu.character_card)
  function ability(character) {
    var c = TEXTS.characters[character];
    return c ? c.title + " (" + c.when + " " + c.text + ")" : character;
  }
  function rule(id) {
    var r = TEXTS.rules[id];
    return r ? {title: r.title, text: r.text, href: TEXTS.docs + r.url} : null;
  }

  function players(s, name, esc) {
    var rows = ["<caption>" + esc(t("playersCaption")) + "</caption><tr><th>" +
                esc(t("player")) + "</th><th>" + esc(t("vatus")) + "</th><th>" + esc(t("pp")) +
                "</th><th>" + esc(t("holds")) + "</th></tr>"];
    s.view.players.forEach(function (p) {
      var holds = [];
      var card = p.character && TEXTS.characters[p.character];
      if (p.fish.length) { holds.push(t("fishHeld", {values: p.fish.join(",")})); }
      if (p.treasures.length) {
        holds.push(t("treasuresHeld", {values: p.treasures.join(",")}));
      }
      holds.push(t("hutsLeft", {count: p.huts_left}));
      if (p.rest_held) {
        holds.push(p.rest_token ? t("restHeld", {token: p.rest_token}) : t("restFaceDown"));
      }
      var m = Object.keys(p.markers).map(function (a) {
        return (WORDS["group:" + a] || a) + "×" + p.markers[a];
      });
      if (m.length) { holds.push(t("markers", {list: m.join(" ")})); }
      if (p.in_hand) { holds.push(t("inHand", {count: p.in_hand})); }
      var held = esc(holds.join(" · "));
      if (p.character) {
        var words = esc(t(p.bonus_ready ? "bonusReady" : "bonusUsed",
                          {character: card ? card.title : p.character}));
        held = (card ? "<details class=\"card\"><summary>" + words + "</summary>" +
                esc(card.when + " " + card.text) + "</details>" : words) +
               (held ? " · " + held : "");
      }
      rows.push("<tr><th>" + esc(name(p.player)) + "</th><td>" + p.vatus + "</td><td>" + p.pp +
        "</td><td>" + held + "</td></tr>");
    });
    return rows.join("");
  }

  // the score pad: one column per player, one row per item of R8 (short
  // enough for a phone: five players fit in 390 CSS px)
  var SCORE_ROWS = ["pp_in_play", "fish", "first_player", "vatus", "treasures", "huts",
                    "water", "total", "rank"].map(function (k) { return [k, t("score:" + k)]; });
  function scores(s, name, esc) {
    var lines = s.scores.lines;
    var rising = s.variants.indexOf("rising-waters") >= 0;
    var rows = ["<tr><th></th>" + lines.map(function (l) {
      return "<th scope=\"col\" title=\"" + esc(name(l.player)) + "\">P" + l.player +
        "</th>";
    }).join("") + "</tr>"];
    SCORE_ROWS.forEach(function (r) {
      if (r[0] === "water" && !rising) { return; }
      var strong = r[0] === "total" || r[0] === "rank";
      rows.push("<tr" + (strong ? " class=\"sum\"" : "") + "><th scope=\"row\">" + r[1] +
        "</th>" + lines.map(function (l) {
          var won = r[0] === "rank" && s.scores.winners.indexOf(l.player) >= 0;
          return "<td" + (won ? " class=\"won\"" : "") + ">" +
            (l[r[0]] === undefined ? "" : l[r[0]]) + "</td>";
        }).join("") + "</tr>");
    });
    return rows.join("");
  }
  function outcome(s, name) {
    if (!s.scores) { return t("over"); }
    if (s.scores.defeat) { return t("defeat"); }
    var w = s.scores.winners.map(name);
    if (w.length < 2) { return t("wins", {name: w[0]}); }
    var names = w.reduce(function (a, b) { return t("and", {first: a, second: b}); });
    return t("winTied", {names: names});
  }
  function when(s) {
    return t("when", {round: s.round, phase: WORDS["phase:" + s.phase] || s.phase});
  }

  return {draw: draw, players: players, scores: scores, outcome: outcome, when: when,
          rule: rule};
})();

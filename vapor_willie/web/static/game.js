// Vapor Willie on the game page of vapor-willie serve (the shared page,
// tabletop/web/static/game.js, calls these): where a legal move is played on the
// picture (the river's points, the islands, the ports), the negotiation's form (an
// offer made and answered, VW8.3), the phone panels (the river map scrolled to the
// boat, then the players and the table), the player table, the score (VW11) and the
// outcome.
window.tabletopGame = (function () {
  "use strict";
  var CUBES = [];  // the cube kinds of the game's components, from the state
  // every word shown is the page's language's (texts.js, texts.pt.js...: made by
  // vapor_willie.web.pages.texts_script); a piece of the game by KIND:WORD
  var TEXTS = window.vaporWillieTexts || {words: {}, rules: ""};
  function w(key, vars) {
    var text = TEXTS.words[key];
    if (text === undefined) { text = key; }
    return text.replace(/\{(\w+)\}/g, function (all, k) {
      return vars && k in vars ? String(vars[k]) : all;
    });
  }
  function named(kind, word) {
    var text = TEXTS.words[kind + ":" + word];
    return text === undefined ? word : text;
  }
  function list(items) { return items.length ? items.join(", ") : w("none"); }
  function cards(ids) {
    return list(ids.map(function (c) { return named("card", c); }));
  }

  function byPlace(s) {
    var points = {}, islands = {}, ports = {};
    function add(map, key, m) {
      var list = map[key] = map[key] || [];
      if (list.indexOf(m) < 0) { list.push(m); }
    }
    (s.legal_moves || []).forEach(function (m) {
      (m.points || []).forEach(function (x) { add(points, x, m); });
      (m.islands || []).forEach(function (x) { add(islands, x, m); });
      (m.ports || []).forEach(function (x) { add(ports, x, m); });
    });
    return {points: points, islands: islands, ports: ports};
  }
  function targets(root, s, hook) {
    var found = byPlace(s);
    root.querySelectorAll("g.point[data-point]").forEach(function (g) {
      var id = g.getAttribute("data-point");
      if (found.points[id]) {
        var t = g.querySelector("title");
        hook(g, found.points[id], t ? t.textContent : id);
      }
    });
    // the place's name in the page's words: the title the picture gives it
    function title(node) {
      var t = node.querySelector("title");
      return t ? t.textContent : "";
    }
    root.querySelectorAll("ellipse.island[data-island]").forEach(function (e) {
      var id = e.getAttribute("data-island");
      if (found.islands[id]) { hook(e, found.islands[id], title(e) || id); }
    });
    root.querySelectorAll("rect.port[data-port]").forEach(function (r) {
      var id = r.getAttribute("data-port");
      if (found.ports[id]) { hook(r, found.ports[id], title(r) || id); }
    });
  }

  // the picture is a drawing whose parts are buttons: no "img" role above them
  function asGroup(svg) {
    svg.setAttribute("role", "group");
    svg.setAttribute("aria-label", w("picture"));
  }

  // -- the phone panels ----------------------------------------------------------
  var RIVER_BOX = [10, 30, 640, 460];  // the river and the extension boards
  var SCALE = 1.6;                     // the smallest label (9 px) reads at 14 px
  var lastScroll = null, wasMine = false;
  function riverPanel(full, box) {
    var panel = document.createElement("section");
    panel.className = "panel river";
    panel.setAttribute("aria-label", w("riverMap"));
    var h = document.createElement("h2");
    h.textContent = w("riverTitle");
    panel.appendChild(h);
    var scroller = document.createElement("div");
    scroller.id = "panel-river";
    scroller.className = "scroller";
    scroller.tabIndex = 0;
    scroller.setAttribute("role", "region");
    scroller.setAttribute("aria-label", w("riverScrolled"));
    var svg = full.cloneNode(true);
    svg.setAttribute("viewBox", RIVER_BOX.join(" "));
    svg.setAttribute("width", String(Math.round(RIVER_BOX[2] * SCALE)));
    svg.setAttribute("height", String(Math.round(RIVER_BOX[3] * SCALE)));
    asGroup(svg);
    svg.setAttribute("aria-label", w("riverMap"));
    scroller.appendChild(svg);
    panel.appendChild(scroller);
    box.appendChild(panel);
    return scroller;
  }
  function boatInView(scroller) {
    var boat = scroller.querySelector("g.boat");
    if (!boat) { return true; }
    var b = boat.getBoundingClientRect(), c = scroller.getBoundingClientRect();
    return b.left >= c.left && b.right <= c.right;
  }
  function showBoat(scroller) {
    var boat = scroller.querySelector("g.boat");
    if (!boat) { return; }
    var b = boat.getBoundingClientRect(), c = scroller.getBoundingClientRect();
    scroller.scrollLeft += (b.left + b.width / 2) - (c.left + c.width / 2);
  }
  function row(parent, words, cls) {
    var p = document.createElement("p");
    p.className = "row" + (cls ? " " + cls : "");
    p.textContent = words;
    parent.appendChild(p);
    return p;
  }
  function cubes(map) {
    var keys = Object.keys(map || {});
    return list(keys.map(function (k) {
      return w("count", {count: map[k], cube: named("cube", k)});
    }));
  }
  function htmlPanel(box, title) {
    var panel = document.createElement("section");
    panel.className = "panel html";
    var h = document.createElement("h2");
    h.textContent = title;
    panel.appendChild(h);
    box.appendChild(panel);
    return panel;
  }
  function playersPanel(s, box, name) {
    var panel = htmlPanel(box, w("playersTitle"));
    s.view.players.forEach(function (p) {
      var parts = [w("playerRow", {name: name(p.player), silvos: p.silvos,
                                   cubes: cubes(p.cubes)})];
      if (p.character) { parts.push(named("character", p.character)); }
      parts.push(w("objectivesRow", {cards: cards(p.objectives)}));
      if (p.fulfilled.length) { parts.push(w("fulfilledRow", {cards: cards(p.fulfilled)})); }
      var r = row(panel, parts.join(" · "), s.view.to_act === p.player ? "to-act" : "");
      r.dataset.player = String(p.player);
    });
  }
  function tablePanel(s, box) {
    var v = s.view;
    var panel = htmlPanel(box, w("tableTitle"));
    row(panel, w("tableRow", {round: s.round, boat: v.boat, river: v.river}));
    row(panel, w("bagRow", {cubes: cubes(v.bag)}));
    row(panel, w("islandsRow", {islands: v.islands.map(function (c, i) {
      return "I" + (i + 1) + " " + (c ? named("cube", c) : w("empty"));
    }).join(", ")}));
    if (v.drifting.length) {
      row(panel, w("adriftRow", {cubes: v.drifting.map(function (d) {
        return w("adriftAt", {cube: named("cube", d.cube), point: d.point});
      }).join(", ")}));
    }
    row(panel, w("charactersRow", {names: list(v.table.map(function (c) {
      return named("character", c);
    }))}));
    row(panel, w("portRow", {port: v.open_port || w("none"), count: v.objective_pile}));
  }

  // -- the negotiation (VW8.3): an offer made, a counter-offer, in a form -----------
  // a bundle in the notation (inWords false) or in the page's words
  function bundle(parts, inWords) {
    var words = [];
    CUBES.forEach(function (c) {
      for (var i = 0; i < (parts[c] || 0); i++) {
        words.push(inWords ? named("cube", c) : c);
      }
    });
    if (parts.silvos) {
      words.push(inWords ? w("silvosShort", {count: parts.silvos}) : parts.silvos + "s");
    }
    return words.length ? words.join(",") : inWords ? w("nothing") : "nothing";
  }
  // a bundle of the notation (an offer's "hay,2s") in the page's words
  function spoken(text) {
    if (text === "nothing") { return w("nothing"); }
    var parts = {};
    text.split(",").forEach(function (x) {
      var m = /^(\d+)s$/.exec(x);
      if (m) { parts.silvos = (parts.silvos || 0) + Number(m[1]); } else {
        parts[x] = (parts[x] || 0) + 1;
      }
    });
    var cubes = Object.keys(parts).filter(function (k) { return k !== "silvos"; });
    var words = [];
    cubes.forEach(function (c) {
      for (var i = 0; i < parts[c]; i++) { words.push(named("cube", c)); }
    });
    if (parts.silvos) { words.push(w("silvosShort", {count: parts.silvos})); }
    return words.join(",");
  }
  function side(form, legend, key, most) {
    var fs = document.createElement("fieldset");
    var lg = document.createElement("legend");
    lg.textContent = legend;
    fs.appendChild(lg);
    CUBES.concat(["silvos"]).forEach(function (c) {
      if (most && most[c] === 0) { return; }
      var label = document.createElement("label");
      label.className = "amount";
      label.appendChild(document.createTextNode(
        (c === "silvos" ? w("silvos") : named("cube", c)) + " "));
      var input = document.createElement("input");
      input.type = "number";
      input.min = "0";
      input.max = String(most ? most[c] : 9);
      input.value = "0";
      input.dataset.side = key;
      input.dataset.cube = c;
      label.appendChild(input);
      fs.appendChild(label);
    });
    form.appendChild(fs);
  }
  function readSide(form, key, inWords) {
    var parts = {};
    form.querySelectorAll("input[data-side=" + key + "]").forEach(function (i) {
      var n = Math.max(0, Math.min(parseInt(i.value, 10) || 0, parseInt(i.max, 10)));
      parts[i.dataset.cube] = n;
    });
    return bundle(parts, inWords);
  }
  function dealForm(s, hook, name) {
    var old = document.getElementById("deal-form");
    if (old) { old.remove(); }
    var mine = !s.over && s.to_act === s.player;
    if (!mine || (s.phase !== "offer" && s.phase !== "answer")) { return; }
    var me = s.view.players[s.player];
    var answer = s.phase === "answer" && s.offer;
    var form = document.createElement("form");
    form.id = "deal-form";
    form.setAttribute("aria-label", answer ? w("counterLabel") : w("offerLabel"));
    var h = document.createElement("h3");
    h.textContent = answer ? w("counterTitle", {name: name(s.offer.from)}) :
      w("offerTitle");
    form.appendChild(h);
    if (answer) {
      var said = document.createElement("p");
      said.id = "offer-made";
      said.textContent = w("offerMade", {name: name(s.offer.from),
                                         give: spoken(s.offer.give), get: spoken(s.offer.get)});
      form.appendChild(said);
    }
    var to = null;
    if (!answer) {
      var label = document.createElement("label");
      label.textContent = w("to") + " ";
      to = document.createElement("select");
      to.id = "deal-to";
      s.view.players.forEach(function (p) {
        if (p.player === s.player) { return; }
        var o = document.createElement("option");
        o.value = String(p.player);
        o.textContent = name(p.player);
        to.appendChild(o);
      });
      label.appendChild(to);
      form.appendChild(label);
    }
    var most = {silvos: me.silvos};
    CUBES.forEach(function (c) { most[c] = me.cubes[c] || 0; });
    side(form, w("youGive"), "give", most);
    side(form, w("youGet"), "get", null);
    var move = {text: ""};
    var send = document.createElement("button");
    send.type = "button";
    send.id = "deal-send";
    send.className = "move";
    function update() {
      var give = readSide(form, "give"), get = readSide(form, "get");
      move.text = answer ? "P" + s.player + " counter " + give + " for " + get :
        "P" + s.player + " offer P" + to.value + " " + give + " for " + get;
      send.textContent = w(answer ? "counterButton" : "offerButton",
                           {give: readSide(form, "give", true),
                            get: readSide(form, "get", true)});
      send.dataset.move = move.text;
      send.disabled = give === "nothing" && get === "nothing";
    }
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    form.addEventListener("submit", function (e) { e.preventDefault(); send.click(); });
    update();
    form.appendChild(send);
    hook(send, [move], answer ? w("counterLabel") : w("offerLabel"));
    send.removeAttribute("role");  // a button already
    send.removeAttribute("tabindex");
    var box = document.getElementById("moves-box");
    var groups = document.getElementById("move-groups");
    box.insertBefore(form, groups);
  }

  // the rules and rulings of the page's language, beside the record's links
  function rulesLink() {
    var box = document.getElementById("links-box");
    if (!box || !TEXTS.rules || document.getElementById("rules-link")) { return; }
    var a = document.createElement("a");
    a.id = "rules-link";
    a.className = "button";
    a.href = TEXTS.rules;
    a.target = "_blank";
    a.rel = "noopener";
    a.textContent = w("rulesLink");
    box.appendChild(a);
  }
  function draw(s, picture) {
    CUBES = s.view.cube_kinds || [];
    rulesLink();
    var box = picture.panels;
    var oldScroller = document.getElementById("panel-river");
    lastScroll = oldScroller ? oldScroller.scrollLeft : null;
    box.innerHTML = "";
    var full = picture.board;
    if (!full) { return; }
    asGroup(full);
    var mine = !s.over && s.to_act === s.player;
    if (picture.phone) {
      var scroller = riverPanel(full, box);
      playersPanel(s, box, nameOf(s));
      tablePanel(s, box);
      // the map shows the boat when the seat's turn comes, and between turns stays
      // where the player scrolled it while the boat is in view
      if (lastScroll !== null && !(mine && !wasMine)) {
        scroller.scrollLeft = lastScroll;
        if (!boatInView(scroller)) { showBoat(scroller); }
      } else {
        showBoat(scroller);
      }
      targets(box, s, picture.mark);
    }
    wasMine = mine;
    targets(full, s, picture.mark);
    dealForm(s, picture.mark, nameOf(s));
  }
  function nameOf(s) {
    return function (p) {
      var n = s.names && s.names[p];
      return "P" + p + (n ? " (" + n + ")" : "");
    };
  }

  function players(s, name, esc) {
    var rows = ["<caption>" + esc(w("playersCaption")) + "</caption><tr>" +
                ["player", "silvosHead", "holds", "character", "objectives"].map(function (k) {
                  return "<th>" + esc(w(k)) + "</th>";
                }).join("") + "</tr>"];
    s.view.players.forEach(function (p) {
      var objectives = cards(p.objectives);
      if (p.fulfilled.length) {
        objectives += " · " + w("fulfilledRow", {cards: cards(p.fulfilled)});
      }
      rows.push("<tr><th>" + esc(name(p.player)) + "</th><td>" + p.silvos + "</td><td>" +
        esc(cubes(p.cubes)) + "</td><td>" +
        esc(p.character ? named("character", p.character) : w("none")) + "</td><td>" +
        esc(objectives) + "</td></tr>");
    });
    return rows.join("");
  }
  function scores(s, name, esc) {
    var lines = s.scores.lines;
    var items = lines.length ? Object.keys(lines[0].items) : [];
    var rows = ["<tr><th></th>" + lines.map(function (l) {
      return "<th scope=\"col\" title=\"" + esc(name(l.player)) + "\">P" + l.player + "</th>";
    }).join("") + "</tr>"];
    items.forEach(function (k) {
      rows.push("<tr><th scope=\"row\">" + esc(named("score", k)) + "</th>" +
                lines.map(function (l) {
        return "<td>" + l.items[k] + "</td>";
      }).join("") + "</tr>");
    });
    rows.push("<tr class=\"sum\"><th scope=\"row\">" + esc(w("total")) + "</th>" +
              lines.map(function (l) {
      var won = s.scores.winners.indexOf(l.player) >= 0;
      return "<td" + (won ? " class=\"won\"" : "") + ">" + l.total + "</td>";
    }).join("") + "</tr>");
    return rows.join("");
  }
  function outcome(s, name) {
    if (!s.scores) { return w("over"); }
    var won = s.scores.winners.map(name);
    if (won.length < 2) { return w("wins", {name: won[0]}); }
    var last = won.pop();
    return w("winTied", {names: w("and", {first: won.join(", "), second: last})});
  }
  function when(s) {
    return w("when", {round: s.round, phase: named("phase", s.phase)});
  }

  return {draw: draw, players: players, scores: scores, outcome: outcome, when: when};
})();

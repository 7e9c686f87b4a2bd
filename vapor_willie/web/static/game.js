// Vapor Willie on the game page of vapor-willie serve (the shared page,
// tabletop/web/static/game.js, calls these): where a legal move is played on the
// picture (the river's points, the islands, the ports), the negotiation's form (an
// offer made and answered, VW8.3), the phone panels (the river map scrolled to the
// boat, then the players and the table), the player table, the score (VW11) and the
// outcome.
window.tabletopGame = (function () {
  "use strict";
  var CUBES = [];  // the cube kinds of the game's components, from the state

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
  function titled(node, word) {
    var t = node.querySelector("title");
    var text = t ? t.textContent : "";
    return text.indexOf(word + " ") === 0 ? text.slice(word.length + 1) : null;
  }
  function targets(root, s, hook) {
    var found = byPlace(s);
    root.querySelectorAll("g.point[data-point]").forEach(function (g) {
      var id = g.getAttribute("data-point");
      if (found.points[id]) { hook(g, found.points[id], "point " + id); }
    });
    root.querySelectorAll("ellipse.island").forEach(function (e) {
      var id = titled(e, "island");
      if (id && found.islands[id]) { hook(e, found.islands[id], "island " + id); }
    });
    root.querySelectorAll("rect.port").forEach(function (r) {
      var id = titled(r, "port");
      if (id && found.ports[id]) { hook(r, found.ports[id], "port " + id); }
    });
  }

  // the picture is a drawing whose parts are buttons: no "img" role above them
  function asGroup(svg) {
    svg.setAttribute("role", "group");
    svg.setAttribute("aria-label", "The river, the players and the table");
  }

  // -- the phone panels ----------------------------------------------------------
  var RIVER_BOX = [10, 30, 640, 460];  // the river and the extension boards
  var SCALE = 1.6;                     // the smallest label (9 px) reads at 14 px
  var lastScroll = null, wasMine = false;
  function riverPanel(full, box) {
    var panel = document.createElement("section");
    panel.className = "panel river";
    panel.setAttribute("aria-label", "The river map");
    var h = document.createElement("h2");
    h.textContent = "The river (scrolls sideways)";
    panel.appendChild(h);
    var scroller = document.createElement("div");
    scroller.id = "panel-river";
    scroller.className = "scroller";
    scroller.tabIndex = 0;
    scroller.setAttribute("role", "region");
    scroller.setAttribute("aria-label", "The river map, scrolled to the boat");
    var svg = full.cloneNode(true);
    svg.setAttribute("viewBox", RIVER_BOX.join(" "));
    svg.setAttribute("width", String(Math.round(RIVER_BOX[2] * SCALE)));
    svg.setAttribute("height", String(Math.round(RIVER_BOX[3] * SCALE)));
    asGroup(svg);
    svg.setAttribute("aria-label", "The river map");
    scroller.appendChild(svg);
    panel.appendChild(scroller);
    box.appendChild(panel);
    return scroller;
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
    return keys.length ? keys.map(function (k) { return map[k] + " " + k; }).join(", ") :
      "none";
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
    var panel = htmlPanel(box, "The players");
    s.view.players.forEach(function (p) {
      var r = row(panel, name(p.player) + ": " + p.silvos + " silvos · holds " + cubes(p.cubes) +
        (p.character ? " · " + p.character : "") + " · objectives " +
        (p.objectives.length ? p.objectives.join(", ") : "none") +
        (p.fulfilled.length ? " · fulfilled " + p.fulfilled.join(", ") : ""),
        s.view.to_act === p.player ? "to-act" : "");
      r.dataset.player = String(p.player);
    });
  }
  function tablePanel(s, box) {
    var v = s.view;
    var panel = htmlPanel(box, "The table");
    row(panel, "Round " + s.round + " · the boat at point " + v.boat + " · river face " +
        v.river);
    row(panel, "Bag: " + cubes(v.bag));
    row(panel, "Islands: " + v.islands.map(function (c, i) {
      return "I" + (i + 1) + " " + (c || "empty");
    }).join(", "));
    if (v.drifting.length) {
      row(panel, "Adrift: " + v.drifting.map(function (d) {
        return d.cube + " at " + d.point;
      }).join(", "));
    }
    row(panel, "Characters on the table: " + (v.table.join(", ") || "none"));
    row(panel, "Port card open: " + (v.open_port || "none") + " · objective pile " +
        v.objective_pile);
  }

  // -- the negotiation (VW8.3): an offer made, a counter-offer, in a form -----------
  function bundle(parts) {
    var words = [];
    CUBES.forEach(function (c) {
      for (var i = 0; i < (parts[c] || 0); i++) { words.push(c); }
    });
    if (parts.silvos) { words.push(parts.silvos + "s"); }
    return words.length ? words.join(",") : "nothing";
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
      label.appendChild(document.createTextNode(c + " "));
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
  function readSide(form, key) {
    var parts = {};
    form.querySelectorAll("input[data-side=" + key + "]").forEach(function (i) {
      var n = Math.max(0, Math.min(parseInt(i.value, 10) || 0, parseInt(i.max, 10)));
      parts[i.dataset.cube] = n;
    });
    return bundle(parts);
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
    form.setAttribute("aria-label", answer ? "Counter the offer" : "Make an offer");
    var h = document.createElement("h3");
    h.textContent = answer ? "Counter " + name(s.offer.from) + "'s offer (VW8.3)" :
      "Make an offer while the port card is open (VW8.3)";
    form.appendChild(h);
    if (answer) {
      var said = document.createElement("p");
      said.id = "offer-made";
      said.textContent = name(s.offer.from) + " offers " + s.offer.give + " for " +
        s.offer.get + ".";
      form.appendChild(said);
    }
    var to = null;
    if (!answer) {
      var label = document.createElement("label");
      label.textContent = "To ";
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
    side(form, "You give", "give", most);
    side(form, "You get", "get", null);
    var move = {text: ""};
    var send = document.createElement("button");
    send.type = "button";
    send.id = "deal-send";
    send.className = "move";
    function update() {
      var give = readSide(form, "give"), get = readSide(form, "get");
      move.text = answer ? "P" + s.player + " counter " + give + " for " + get :
        "P" + s.player + " offer P" + to.value + " " + give + " for " + get;
      send.textContent = (answer ? "Counter: " : "Offer: ") + move.text.replace(/^P\d+ /, "");
      send.disabled = give === "nothing" && get === "nothing";
    }
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    form.addEventListener("submit", function (e) { e.preventDefault(); send.click(); });
    update();
    form.appendChild(send);
    hook(send, [move], answer ? "counter-offer" : "offer");
    send.removeAttribute("role");  // a button already
    send.removeAttribute("tabindex");
    var box = document.getElementById("moves-box");
    var groups = document.getElementById("move-groups");
    box.insertBefore(form, groups);
  }

  function draw(s, picture) {
    CUBES = s.view.cube_kinds || [];
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
      // where the player scrolled it
      if (lastScroll !== null && !(mine && !wasMine)) {
        scroller.scrollLeft = lastScroll;
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
    var rows = ["<caption>The players in words</caption><tr><th>Player</th><th>Silvos</th>" +
                "<th>Holds</th><th>Character</th><th>Objectives</th></tr>"];
    s.view.players.forEach(function (p) {
      var objectives = p.objectives.join(", ") || "none";
      if (p.fulfilled.length) { objectives += " · fulfilled " + p.fulfilled.join(", "); }
      rows.push("<tr><th>" + esc(name(p.player)) + "</th><td>" + p.silvos + "</td><td>" +
        esc(cubes(p.cubes)) + "</td><td>" + esc(p.character || "none") + "</td><td>" +
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
      rows.push("<tr><th scope=\"row\">" + esc(k) + "</th>" + lines.map(function (l) {
        return "<td>" + l.items[k] + "</td>";
      }).join("") + "</tr>");
    });
    rows.push("<tr class=\"sum\"><th scope=\"row\">Total</th>" + lines.map(function (l) {
      var won = s.scores.winners.indexOf(l.player) >= 0;
      return "<td" + (won ? " class=\"won\"" : "") + ">" + l.total + "</td>";
    }).join("") + "</tr>");
    return rows.join("");
  }
  function outcome(s, name) {
    if (!s.scores) { return "Game over."; }
    var w = s.scores.winners.map(name);
    return "Game over: " + (w.length > 1 ? w.join(" and ") + " win (tied)." : w[0] + " wins.");
  }
  var PHASES = {setup: "setup", turn: "a turn", keep: "keeping an objective card",
                character: "choosing a character", offer: "negotiation: offers",
                answer: "negotiation: an answer", overflow: "a cube adrift",
                drift: "a cube adrift", choice: "a port card's choice",
                moves: "the port card's moves", face: "a character",
                "port-character": "a character", "return": "the Rato's cube"};
  function when(s) {
    return "round " + s.round + " · " + (PHASES[s.phase] || s.phase);
  }

  return {draw: draw, players: players, scores: scores, outcome: outcome, when: when};
})();

"""The style sheet and scripts of the pages of ``vanuatu serve``, served by
the package itself (no build step, nothing from elsewhere)."""

from __future__ import annotations

__all__ = ["GAME_SCRIPT", "NEW_SCRIPT", "STYLE"]

STYLE = """
* { box-sizing: border-box; }
body { margin: 0; font-family: "DejaVu Sans", Verdana, Arial, sans-serif; color: #1a1a1a;
       background: #f6f6f3; font-size: 15px; }
h1 { font-size: 20px; margin: 0; }
h2 { font-size: 16px; margin: 0 0 6px; }
button, .button, select, input { font: inherit; font-size: 15px; min-height: 40px; }
select { min-width: 64px; }
button, .button { display: inline-flex; align-items: center; justify-content: center;
  padding: 6px 12px; border: 1px solid #5b6b78; border-radius: 6px; background: #fff;
  color: #1a1a1a; cursor: pointer; text-decoration: none; min-width: 40px; }
button:hover, .button:hover { background: #eef4f8; }
button.primary, #start, #pass-ready { background: #0b4f8a; color: #fff; border-color: #0b4f8a; }
button.quiet { border-color: #bbb; }
button:disabled { opacity: 0.5; cursor: default; }
main.narrow { max-width: 640px; margin: 0 auto; padding: 12px; }
fieldset { border: 1px solid #ccc; border-radius: 6px; margin: 0 0 12px; padding: 8px 12px; }
fieldset label { display: flex; align-items: center; gap: 8px; margin: 6px 0;
  min-height: 40px; }
fieldset input[type=checkbox] { width: 24px; height: 24px; }
.seat { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin: 6px 0; }
.seat label { margin: 0; }
.seat span { min-width: 3em; font-weight: bold; }
.seat-name { flex: 1 1 140px; min-width: 0; padding: 4px 8px; }
#seat-links li { margin: 6px 0; word-break: break-all; }
[role=alert] { color: #9b1c12; font-weight: bold; }
[role=alert]:empty { display: none; }

body.game header#top { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px;
  padding: 6px 12px; background: #fff; border-bottom: 1px solid #ccc; }
#status { margin: 0; font-weight: bold; }
#status.yours { color: #0b6e2e; }
#game-main { display: grid; grid-template-columns: minmax(0, 1fr) 360px; gap: 10px;
  padding: 8px 10px; }
#board-area { min-width: 0; }
#board svg { width: 100%; height: auto; display: block; background: #fff;
  border: 1px solid #ccc; border-radius: 4px; }
#panels { display: none; }
#side { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
#side section { background: #fff; border: 1px solid #ccc; border-radius: 6px; padding: 8px; }
.group { margin: 0 0 8px; }
.group h3 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: #555;
  margin: 0 0 4px; }
.group .move, #choice-list .move { margin: 2px 2px 2px 0; font-family: "DejaVu Sans Mono",
  Consolas, monospace; font-size: 14px; }
#move-groups { max-height: 46vh; overflow-y: auto; }
#tools { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
#why-form { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; width: 100%; }
#why-form input { flex: 1 1 120px; min-width: 0; padding: 4px 8px; }
#tool-answer { margin: 0; width: 100%; }
#log { max-height: 34vh; overflow-y: auto; margin: 0; padding-left: 28px; font-size: 14px; }
#log li { margin: 2px 0; }
#log li.mine { color: #555; }
#links-box { display: flex; flex-wrap: wrap; gap: 6px; }
#links-box h2 { width: 100%; }
#choices { position: sticky; bottom: 0; background: #fffbe6; border: 2px solid #c9a800;
  border-radius: 6px; padding: 8px; margin-top: 8px; }
svg .target { cursor: pointer; }
#board svg text, #panels svg text, #board svg rect:not([data-action]),
#panels svg rect:not([data-action]) { pointer-events: none; }
svg g.space.target > polygon:first-of-type { stroke: #0b6e2e; stroke-width: 5; }
svg rect.target { stroke: #0b6e2e; stroke-width: 3; }
#board svg .target, #panels svg .target, #board svg rect.target,
#panels svg rect.target { pointer-events: all; }
svg tspan.target { fill: #0b6e2e; font-weight: bold; text-decoration: underline; }
svg .target:hover > polygon:first-of-type, svg rect.target:hover { fill: #d6f5dc; }
#player-table { display: none; border-collapse: collapse; background: #fff; width: 100%;
  margin-top: 8px; font-size: 14px; }
#player-table th, #player-table td { border-bottom: 1px solid #ddd; padding: 4px 6px;
  text-align: left; vertical-align: top; }
#scores-box { background: #fff; border: 1px solid #ccc; border-radius: 6px; padding: 8px;
  margin-top: 8px; overflow-x: auto; }
#scores { border-collapse: collapse; font-size: 14px; }
#scores th, #scores td { padding: 4px 8px; border-bottom: 1px solid #ddd; text-align: right; }
#scores th[scope=row] { text-align: left; font-weight: normal; }
#scores tr.sum th, #scores tr.sum td { font-weight: bold; }
#scores td.won { background: #fff3b0; }
#pass { position: fixed; inset: 0; background: #1d2b36; z-index: 10; display: flex;
  align-items: center; justify-content: center; color: #fff; }
#pass[hidden] { display: none; }
.pass-box { max-width: 360px; padding: 20px; text-align: center; }
.pass-box h2 { font-size: 22px; }
.panel { background: #fff; border: 1px solid #ccc; border-radius: 4px; margin: 0 0 8px;
  overflow-x: auto; }
.panel h2 { font-size: 14px; margin: 4px 8px; }
.panel svg { display: block; height: auto; }
.panel.html .target { cursor: pointer; outline: 2px solid #0b6e2e; outline-offset: -2px; }
.panel .row.target { min-height: 44px; background: #e9f7ec !important; }
.panel .chip.target, .panel .word.target { min-height: 40px; min-width: 40px;
  display: inline-flex; align-items: center; justify-content: center; padding: 0 8px;
  border-radius: 6px; color: #0b6e2e; text-decoration: underline; }

@media (max-width: 900px) {
  #game-main { grid-template-columns: 1fr; }
  #move-groups { max-height: none; }
  #log { max-height: 50vh; }
  body.game header#top { position: sticky; top: 0; z-index: 5; }
}
#to-moves { display: none; }
#moves-box { scroll-margin-top: 96px; }
@media (max-width: 700px) {
  body { font-size: 16px; }
  body.game header#top { align-items: center; }
  #to-moves { display: inline-flex; margin-left: auto; order: 1; }
  #status { order: 2; flex-basis: 100%; }
  body[data-turn=yours] #to-moves { background: #0b6e2e; color: #fff; border-color: #0b6e2e; }
  #board { position: absolute; left: -10000px; top: 0; width: 1180px;
    visibility: hidden; }
  #panels { display: block; }
  #player-table { display: table; }
  #game-main { padding: 6px; }
}
"""

NEW_SCRIPT = r"""
(function () {
  "use strict";
  var players = document.getElementById("players");
  var seats = document.getElementById("seats");
  var template = document.getElementById("seat-template");
  function drawSeats() {
    var n = parseInt(players.value, 10);
    var old = Array.prototype.map.call(seats.querySelectorAll("select"),
                                       function (s) { return s.value; });
    var oldNames = Array.prototype.map.call(seats.querySelectorAll("input"),
                                            function (s) { return s.value; });
    seats.innerHTML = "";
    for (var i = 0; i < n; i++) {
      var node = template.content.cloneNode(true);
      node.querySelector("span").textContent = "P" + i;
      var select = node.querySelector("select");
      select.id = "seat-" + i;
      select.value = old[i] || (i === 0 ? "human" : "heuristic");
      var input = node.querySelector("input");
      input.id = "name-" + i;
      input.setAttribute("aria-label", "name of P" + i);
      input.value = oldNames[i] || "";
      seats.appendChild(node);
    }
  }
  players.addEventListener("change", drawSeats);
  drawSeats();
  document.getElementById("new-game").addEventListener("submit", function (e) {
    e.preventDefault();
    var body = {
      players: parseInt(players.value, 10),
      seats: Array.prototype.map.call(seats.querySelectorAll("select"),
                                      function (s) { return s.value; }),
      variants: Array.prototype.filter.call(
        document.querySelectorAll("input[name=variant]"),
        function (c) { return c.checked; }).map(function (c) { return c.value; })
    };
    var typed = Array.prototype.map.call(seats.querySelectorAll("input"),
                                         function (s) { return s.value.trim(); });
    if (typed.some(function (n) { return n; })) {
      var humans = body.seats.filter(function (k) { return k === "human"; }).length;
      body.names = typed.map(function (n, i) {
        var k = body.seats[i];
        return n || (k !== "human" ? k + " bot" : humans > 1 ? "person" : "you");
      });
    }
    var seed = document.getElementById("seed").value;
    if (seed !== "") { body.seed = parseInt(seed, 10); }
    var error = document.getElementById("new-error");
    error.textContent = "";
    fetch("/api/games", {method: "POST", headers: {"Content-Type": "application/json"},
                         body: JSON.stringify(body)})
      .then(function (r) { return r.json().then(function (j) { return [r, j]; }); })
      .then(function (rj) {
        var r = rj[0], j = rj[1];
        if (r.status !== 201) { error.textContent = j.error || ("error " + r.status); return; }
        var list = document.getElementById("seat-links");
        list.innerHTML = "";
        j.seats.forEach(function (s) {
          var li = document.createElement("li");
          var a = document.createElement("a");
          a.href = s.url; a.textContent = "P" + s.player + ": " + s.url;
          li.appendChild(a); list.appendChild(li);
        });
        var here = document.getElementById("play-here");
        if (j.seats.length) {
          here.href = j.seats[0].url + "#seats=" +
            j.seats.map(function (s) { return s.token; }).join(",");
          here.hidden = false;
        } else {
          here.hidden = true;
        }
        document.getElementById("links").hidden = false;
        here.focus();
      })
      .catch(function (err) { error.textContent = String(err); });
  });
})();
"""

GAME_SCRIPT = r"""
(function () {
  "use strict";
  var seatData = JSON.parse(document.getElementById("seat-data").textContent);
  var GAME = seatData.game;
  var params = new URLSearchParams(location.search);
  var key = "vanuatu-seats-" + GAME;
  var held = {};
  try { held = JSON.parse(sessionStorage.getItem(key) || "{}"); } catch (e) { held = {}; }
  var token = params.get("token");
  held[seatData.player] = token;
  var current = seatData.player;
  var hashSeats = /seats=([^&]+)/.exec(location.hash);
  var pending = hashSeats ? hashSeats[1].split(",") : [];
  var state = null, source = null, logged = 0, passing = false;
  var el = function (id) { return document.getElementById(id); };

  function save() {
    try { sessionStorage.setItem(key, JSON.stringify(held)); } catch (e) { /* private mode */ }
  }
  function api(path, options) {
    return fetch("/api/games/" + GAME + path, options).then(function (r) {
      return r.json().then(function (j) { j._status = r.status; return j; });
    });
  }
  function q(extra) { return "?token=" + encodeURIComponent(held[current]) + (extra || ""); }
  function post(path, body) {
    body.token = held[current];
    return api(path, {method: "POST", headers: {"Content-Type": "application/json"},
                      body: JSON.stringify(body)});
  }
  function learnSeats() {
    // tokens given in the link's #seats=... : ask the server which seat each one is
    var jobs = pending.map(function (t) {
      return fetch("/api/games/" + GAME + "?token=" + encodeURIComponent(t))
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (j) { if (j) { held[j.player] = t; } });
    });
    return Promise.all(jobs).then(function () {
      save();
      if (pending.length && history.replaceState) {
        history.replaceState(null, "", location.pathname + location.search);
      }
    });
  }
  function name(p) {
    var n = state && state.names[p];
    return "P" + p + (n ? " (" + n + ")" : "");
  }
  function seatsHeld() { return Object.keys(held).map(Number); }

  function connect() {
    if (source) { source.close(); }
    source = new EventSource("/api/games/" + GAME + "/events" + q());
    source.addEventListener("state", function (e) {
      var s = JSON.parse(e.data);
      if (s.player === current) { render(s); }
    });
  }
  function load() {
    return api(q("&svg=1")).then(function (s) { if (s._status === 200) { render(s); } });
  }
  function switchTo(p) {
    current = p;
    el("panels").innerHTML = "";  // the next seat's map opens on its own boat
    el("pass").hidden = true;
    passing = false;
    state = null;
    logged = 0;
    el("log").innerHTML = "";
    load().then(connect);
  }

  function showPass(p) {
    passing = true;
    el("pass-title").textContent = "Pass the device to " + name(p);
    el("pass-text").textContent = "It is " + name(p) + "'s turn. Only " + name(p) +
      " should look at the next screen (R9: it shows their rest token).";
    el("pass").hidden = false;
    el("pass-ready").onclick = function () { switchTo(p); };
    el("pass-ready").focus();
  }

  function render(s) {
    if (state && s.player === state.player && s.version <= state.version) {
      return;  // what is shown already, or older (an event came before an answer)
    }
    state = s;
    document.body.dataset.moves = String(s.moves_played);
    document.body.dataset.seat = String(s.player);
    document.body.dataset.turn = s.over ? "over" : (s.to_act === s.player ? "yours" : "wait");
    el("seat-name").textContent = name(s.player);
    document.title = "Vanuatu · " + name(s.player);
    var status = el("status");
    var mine = !s.over && s.to_act === s.player;
    status.className = mine ? "yours" : "";
    if (s.over) {
      status.textContent = outcome(s);
    } else if (mine) {
      status.textContent = "Your turn · round " + s.round + " · " + s.phase + " phase";
    } else if (s.to_act >= 0) {
      status.textContent = "Waiting for " + name(s.to_act) + " · round " + s.round + " · " +
        s.phase + " phase";
    } else {
      status.textContent = "Round " + s.round + " · " + s.phase + " phase";
    }
    el("board").innerHTML = s.svg || "";
    drawPanels(s);
    drawPlayers(s);
    drawMoves(s);
    drawScores(s);
    el("choices").hidden = true;
    el("undo").disabled = s.over;
    el("hint").disabled = !mine;
    var base = "/api/games/" + GAME + "/record" + q();
    el("dl-text").href = base + "&download=1";
    el("dl-json").href = base + "&format=json&download=1";
    el("replay").href = "/games/" + GAME + "/replay" + q() + "#move=" + s.moves_played;
    updateLog();
    var others = seatsHeld().filter(function (p) { return p !== s.player; });
    if (!s.over && s.to_act !== s.player && others.indexOf(s.to_act) >= 0 && !passing) {
      showPass(s.to_act);
    }
  }

  function places(s) {
    var bySpace = {}, byAction = {};
    (s.legal_moves || []).forEach(function (m) {
      if (m.free) { return; }
      m.spaces.forEach(function (x) { (bySpace[x] = bySpace[x] || []).push(m); });
      if (!m.spaces.length) {
        m.actions.forEach(function (a) { (byAction[a] = byAction[a] || []).push(m); });
      }
    });
    return [bySpace, byAction];
  }
  function targets(root, s) {
    var found = places(s), bySpace = found[0], byAction = found[1];
    root.querySelectorAll("g.space[data-space]").forEach(function (g) {
      var here = bySpace[g.getAttribute("data-space")];
      if (here) { hook(g, here, "space " + g.getAttribute("data-space")); }
    });
    root.querySelectorAll("[data-action]").forEach(function (r) {
      var here = byAction[r.getAttribute("data-action")];
      if (here) { hook(r, here, r.getAttribute("data-action")); }
    });
    // a character offered (R3.8) and a good wanted by a demand tile (R6.6)
    [["data-character", "characters"], ["data-good", "goods"]].forEach(function (k) {
      root.querySelectorAll("[" + k[0] + "]").forEach(function (n) {
        var name = n.getAttribute(k[0]);
        var here = (s.legal_moves || []).filter(function (m) {
          return !m.free && (m[k[1]] || []).indexOf(name) >= 0;
        });
        if (here.length) { hook(n, here, name); }
      });
    });
  }
  function hook(node, moves, where) {
    node.classList.add("target");
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
    node.setAttribute("aria-label", where + ": " + moves.length + " move(s)");
    var go = function () { choose(moves, where); };
    node.addEventListener("click", go);
    node.addEventListener("keydown", function (e) {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); go(); }
    });
  }
  function choose(moves, where) {
    if (moves.length === 1) { play(moves[0].text); return; }
    var list = el("choice-list");
    list.innerHTML = "";
    el("choices-title").textContent = "Moves at " + where;
    moves.forEach(function (m) { list.appendChild(moveButton(m)); });
    el("choices").hidden = false;
    el("choices").scrollIntoView({block: "nearest"});
  }
  function moveButton(m) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "move";
    b.textContent = m.text.replace(/^P\d+ /, "");
    b.dataset.move = m.text;
    b.title = m.text + (m.id === null ? "" : " (action id " + m.id + ")");
    b.addEventListener("click", function () { play(m.text); });
    return b;
  }

  // at phone width: the picture cut into panels that stack, each readable at
  // 390 CSS px (vanuatuPanels); the map scrolls to the seat's boat
  var phone = window.matchMedia("(max-width: 700px)");
  var panelMine = false;
  var panelMapScroll = null;
  function drawPanels(s) {
    var box = el("panels");
    var old = el("panel-archipelago");
    panelMapScroll = old ? old.scrollLeft : null;
    box.innerHTML = "";
    var full = el("board").querySelector("svg");
    if (!full) { return; }
    if (phone.matches) {
      var me = s.view.players[s.player];
      var mine = !s.over && s.to_act === s.player;
      // the map opens on the seat's boat when its turn comes; between turns
      // it stays where the player scrolled it
      var keep = panelMapScroll !== null && !(mine && !panelMine) ? panelMapScroll : null;
      vanuatuPanels(full, box, {players: false, focus: me ? me.boat : null});
      var map = el("panel-archipelago");
      if (map && keep !== null) { map.scrollLeft = keep; }
      panelMine = mine;
      targets(box, s);
    } else {
      vanuatuLegible(full);
    }
    targets(full, s);
  }

  function drawPlayers(s) {
    var t = el("player-table");
    var rows = ["<tr><th>Player</th><th>Vatus</th><th>PP</th><th>Holds</th></tr>"];
    s.view.players.forEach(function (p) {
      var holds = [];
      if (p.character) { holds.push(p.character + (p.bonus_ready ? " (bonus ready)" : "")); }
      if (p.fish.length) { holds.push("fish " + p.fish.join(",")); }
      if (p.treasures.length) { holds.push("treasures " + p.treasures.join(",")); }
      holds.push(p.huts_left + " huts left");
      if (p.rest_held) { holds.push(p.rest_token ? "rest " + p.rest_token : "rest (face down)"); }
      var m = Object.keys(p.markers).map(function (a) { return a + "×" + p.markers[a]; });
      if (m.length) { holds.push("markers " + m.join(" ")); }
      if (p.in_hand) { holds.push(p.in_hand + " in hand"); }
      rows.push("<tr><th>" + esc(name(p.player)) + "</th><td>" + p.vatus + "</td><td>" + p.pp +
        "</td><td>" + esc(holds.join(" · ")) + "</td></tr>");
    });
    t.innerHTML = rows.join("");
  }
  function esc(text) {
    return String(text).replace(/[&<>"]/g, function (c) {
      return {"&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"}[c];
    });
  }

  function drawMoves(s) {
    var box = el("move-groups");
    box.innerHTML = "";
    var groups = {}, order = [];
    (s.legal_moves || []).forEach(function (m) {
      var g = m.free ? "free actions (R7)" : m.group;
      if (!groups[g]) { groups[g] = []; order.push(g); }
      groups[g].push(m);
    });
    if (!order.length) {
      var p = document.createElement("p");
      p.textContent = s.over ? "The game is over." : "Nothing to play now.";
      box.appendChild(p);
    }
    order.forEach(function (g) {
      var div = document.createElement("div");
      div.className = "group";
      div.dataset.group = g;
      var h = document.createElement("h3");
      h.textContent = g;
      div.appendChild(h);
      groups[g].forEach(function (m) { div.appendChild(moveButton(m)); });
      box.appendChild(div);
    });
  }
  // the score pad: one column per player, one row per item of R8 (short
  // enough for a phone: five players fit in 390 CSS px)
  var SCORE_ROWS = [["pp_in_play", "PP in play"], ["fish", "Fish sold (R8.1)"],
                    ["first_player", "First Player (R8.2)"], ["vatus", "Vatus (R8.3)"],
                    ["treasures", "Treasures (R8.4)"], ["huts", "Huts (R8.5)"],
                    ["water", "Water (R10.3)"], ["total", "Total"], ["rank", "Place"]];
  function drawScores(s) {
    var box = el("scores-box");
    if (!s.over || !s.scores) { box.hidden = true; return; }
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
    el("scores").innerHTML = rows.join("");
    box.hidden = false;
  }
  function outcome(s) {
    if (!s.scores) { return "Game over."; }
    if (s.scores.defeat) { return "Game over: defeat, three islands submerged (R10.3)."; }
    var w = s.scores.winners.map(name);
    return "Game over: " + (w.length > 1 ? w.join(" and ") + " win (tied)." : w[0] + " wins.");
  }
  function updateLog() {
    var seat = current;
    if (!state || state.moves_played < logged) {
      logged = 0; el("log").innerHTML = "";
    }
    api("/log" + q("&since=" + logged)).then(function (j) {
      if (seat !== current || !j.moves) { return; }
      var log = el("log");
      j.moves.forEach(function (m) {
        if (m.n <= logged) { return; }
        var li = document.createElement("li");
        li.value = m.n;
        li.textContent = m.said.length ? m.said.join(" ") : m.text;
        if (m.actor === "P" + current) { li.className = "mine"; }
        log.appendChild(li);
        logged = m.n;
      });
      log.scrollTop = log.scrollHeight;
    });
  }

  function play(text) {
    el("move-error").textContent = "";
    post("/moves", {move: text, expect: state.moves_played, svg: true}).then(function (j) {
      if (j._status === 200) { render(j); return; }
      el("move-error").textContent = (j.rule ? j.rule + ": " : "") + (j.error || j._status);
      if (j._status === 409) { load(); }
    });
  }
  el("choices-close").addEventListener("click", function () { el("choices").hidden = true; });
  el("hint").addEventListener("click", function () {
    api("/hint" + q()).then(function (j) {
      el("tool-answer").textContent = j._status === 200 ?
        "The heuristic bot would play: " + j.move : (j.error || "no hint");
    });
  });
  el("undo").addEventListener("click", function () {
    post("/undo", {svg: true}).then(function (j) {
      if (j._status === 200) {
        el("tool-answer").textContent = "Taken back: " + j.undone + " move(s).";
        render(j);
      } else {
        el("tool-answer").textContent = j.error || ("error " + j._status);
      }
    });
  });
  el("why-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var text = el("why-move").value.trim();
    if (!text) { return; }
    post("/why", {move: text}).then(function (j) {
      if (j._status !== 200) { el("tool-answer").textContent = j.error; return; }
      el("tool-answer").textContent = j.legal ? j.move + " is legal now." :
        (j.move || text) + ": " + (j.rule ? j.rule + " " : "") + j.reason;
    });
  });
  var resized = null;
  window.addEventListener("resize", function () {
    clearTimeout(resized);
    resized = setTimeout(function () { if (state) { drawPanels(state); } }, 150);
  });
  learnSeats().then(function () { save(); return load(); }).then(connect);
})();
"""

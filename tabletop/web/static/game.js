// The game page of a seat (tabletop.web): the seats this device holds, the state
// from the server-sent events, the moves grouped by kind, hint, undo, why not, the
// story of the game and the pass-the-device screen. The game's own script, loaded
// first, draws what is the game's (window.tabletopGame).
(function () {
  "use strict";
  var seatData = JSON.parse(document.getElementById("seat-data").textContent);
  var GAME = seatData.game;
  // what the game's own script gives (see tabletop.web.game.GamePage): draw(s,
  // picture), players(s, name, esc), scores(s, name, esc), outcome(s, name), when(s)
  var rules = window.tabletopGame || {};
  var params = new URLSearchParams(location.search);
  var key = seatData.slug + "-seats-" + GAME;
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
    el("panels").innerHTML = "";  // the next seat's picture is drawn for it alone
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
      " should look at the next screen" + (seatData.passNote ? " (" + seatData.passNote +
      ")" : "") + ".";
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
    document.title = seatData.title + " · " + name(s.player);
    var status = el("status");
    var mine = !s.over && s.to_act === s.player;
    status.className = mine ? "yours" : "";
    var when = rules.when ? rules.when(s) : "";
    if (s.over) {
      status.textContent = outcome(s);
    } else if (mine) {
      status.textContent = "Your turn" + (when ? " · " + when : "");
    } else if (s.to_act >= 0) {
      status.textContent = "Waiting for " + name(s.to_act) + (when ? " · " + when : "");
    } else {
      status.textContent = when ? when.charAt(0).toUpperCase() + when.slice(1) : "";
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

  // the game's script marks where its legal moves are played on the picture
  // (mark(node, moves, where)) and, at phone width, builds its panels
  var phone = window.matchMedia("(max-width: 700px)");
  function drawPanels(s) {
    if (!rules.draw) { return; }
    rules.draw(s, {board: el("board").querySelector("svg"), panels: el("panels"),
                   phone: phone.matches, mark: hook});
  }
  function drawPlayers(s) {
    el("player-table").innerHTML = rules.players ? rules.players(s, name, esc) : "";
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
      var g = m.free ? seatData.free : m.group;
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
  function drawScores(s) {
    var box = el("scores-box");
    if (!s.over || !s.scores || !rules.scores) { box.hidden = true; return; }
    el("scores").innerHTML = rules.scores(s, name, esc);
    box.hidden = false;
  }
  function outcome(s) {
    return rules.outcome ? rules.outcome(s, name) : "Game over.";
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
        "The " + j.bot + " bot would play: " + j.move : (j.error || "no hint");
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

// The game page of a seat (tabletop.web): the seats this device holds, the state
// from the server-sent events, the moves grouped by kind, hint, undo, why not, the
// story of the game and the pass-the-device screen. The game's own script, loaded
// first, draws what is the game's (window.tabletopGame). The event stream comes back
// by itself after a restart of the server or a lost connection (with a growing wait,
// and a line that says so), and a move that could not be sent says why.
(function () {
  "use strict";
  var seatData = JSON.parse(document.getElementById("seat-data").textContent);
  // every word shown is the page's (#page-words, in the page's language)
  var WORDS = JSON.parse(document.getElementById("page-words").textContent).words;
  function t(key, vars) {
    return (WORDS[key] || key).replace(/\{(\w+)\}/g, function (all, k) {
      return vars && k in vars ? vars[k] : all;
    });
  }
  function counted(key, count, vars) {
    vars = vars || {};
    vars.count = count;
    return t(key + (count === 1 ? "_one" : "_other"), vars);
  }
  var GAME = seatData.game;
  // what the game's own script gives (see tabletop.web.game.GamePage): draw(s,
  // picture), players(s, name, esc), scores(s, name, esc), outcome(s, name), when(s),
  // rule(id) (the title, text and url of a rule id, to show where one is named)
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
  var state = null, source = null, logged = 0, passing = false, focusMoves = false;
  var retry = null, backoff = 1000;
  var el = function (id) { return document.getElementById(id); };

  function save() {
    try { sessionStorage.setItem(key, JSON.stringify(held)); } catch (e) { /* private mode */ }
  }
  // every answer as an object with _status: 0 and an error in words when the
  // server could not be reached, its status when it answered something else than JSON
  function api(path, options) {
    return fetch("/api/games/" + GAME + path, options).then(function (r) {
      return r.json().then(function (j) { j._status = r.status; return j; }, function () {
        return {_status: r.status, error: t("serverAnswered", {status: r.status,
                text: r.statusText || t("noJson")})};
      });
    }, function () {
      return {_status: 0, error: t("unreachable")};
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
    var n = state && (state.shown_names || state.names)[p];
    return "P" + p + (n ? " (" + n + ")" : "");
  }
  function seatsHeld() { return Object.keys(held).map(Number); }

  // the event stream: when it breaks (a restart of the server, a lost network),
  // it is opened again after 1 s, 2 s, 4 s... (at most 30 s), and the state is read
  // again once it is back
  function connection(words) {
    var line = el("connection");
    line.textContent = words;
    line.hidden = !words;
  }
  function connect() {
    clearTimeout(retry);
    if (source) { source.close(); }
    var seat = current;
    var mine = new EventSource("/api/games/" + GAME + "/events" + q());
    source = mine;
    mine.addEventListener("open", function () {
      if (backoff > 1000) { load(); }
      backoff = 1000;
      connection("");
    });
    mine.addEventListener("state", function (e) {
      var s = JSON.parse(e.data);
      if (s.player === current) { render(s); }
    });
    mine.addEventListener("error", function () {
      if (source !== mine || seat !== current) { return; }
      mine.close();
      connection(t("reconnecting", {seconds: Math.round(backoff / 1000)}));
      retry = setTimeout(connect, backoff);
      backoff = Math.min(backoff * 2, 30000);
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
    el("pass-title").textContent = t("passTo", {name: name(p)});
    el("pass-text").textContent = seatData.passNote ?
      t("passTextNote", {name: name(p), note: seatData.passNote}) : t("passText", {name: name(p)});
    el("pass").hidden = false;
    el("pass-ready").onclick = function () { focusMoves = true; switchTo(p); };
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
    if (mine) { el("move-error").textContent = ""; }
    var when = rules.when ? rules.when(s) : "";
    if (s.over) {
      status.textContent = outcome(s);
    } else if (mine) {
      status.textContent = t("yourTurn") + (when ? " · " + when : "");
    } else if (s.to_act >= 0) {
      status.textContent = t("waitingFor", {name: name(s.to_act)}) + (when ? " · " + when : "");
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
    linkRules(el("board-area"));
    if (focusMoves) { focusChoices(); }
    var others = seatsHeld().filter(function (p) { return p !== s.player; });
    if (!s.over && s.to_act !== s.player && others.indexOf(s.to_act) >= 0 && !passing) {
      showPass(s.to_act);
    }
  }

  // a place of the picture where moves are played: one click handler and one key
  // handler whatever the number of times it is marked (each resize marks it again)
  function hook(node, moves, where) {
    node.classList.add("target");
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
    node.setAttribute("aria-label", counted("movesAt", moves.length, {where: where}));
    var go = function () { choose(moves, where); };
    node.onclick = go;
    node.onkeydown = function (e) {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); go(); }
    };
  }
  function focusChoices() {
    // only when the focus is not elsewhere (a text typed, a link)
    var a = document.activeElement;
    var free = !a || a === document.body || a === el("status") || a === el("pass-ready") ||
      ["move-groups", "choices", "board", "panels"].some(function (id) {
        return el(id).contains(a);
      });
    if (!free) { focusMoves = false; return; }
    var first = document.querySelector("#choices:not([hidden]) button.move") ||
      el("move-groups").querySelector("button.move");
    if (first) { first.focus(); focusMoves = false; } else { el("status").focus(); }
  }
  function choose(moves, where) {
    if (moves.length === 1) { play(moves[0].text); return; }
    var list = el("choice-list");
    list.innerHTML = "";
    el("choices-title").textContent = t("movesHere", {where: where});
    moves.forEach(function (m) { list.appendChild(moveButton(m)); });
    el("choices").hidden = false;
    el("choices").scrollIntoView({block: "nearest"});
    list.querySelector("button.move").focus();
  }
  function moveButton(m) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "move";
    var notation = m.text.replace(/^P\d+ /, "");
    var words = document.createElement("span");
    words.className = "words";
    words.textContent = m.description || notation;
    b.appendChild(words);
    if (m.description) {
      var small = document.createElement("small");
      small.className = "notation";
      small.textContent = notation;
      b.appendChild(small);
    }
    b.dataset.move = m.text;
    b.title = m.text + (m.id === null ? "" : " (" + t("actionId", {id: m.id}) + ")");
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
      p.textContent = s.over ? t("over") : t("nothing");
      box.appendChild(p);
    }
    order.forEach(function (g) {
      var div = document.createElement("div");
      div.className = "group";
      div.dataset.group = g;
      var h = document.createElement("h3");
      h.textContent = WORDS["group:" + g] || g;  // the game's heading of a verb
      linkRules(h);
      div.appendChild(h);
      groups[g].forEach(function (m) { div.appendChild(moveButton(m)); });
      box.appendChild(div);
    });
  }
  function drawScores(s) {
    var box = el("scores-box");
    if (!s.over || !s.scores || !rules.scores) { box.hidden = true; return; }
    el("scores").innerHTML = rules.scores(s, name, esc);
    linkRules(box);
    box.hidden = false;
  }
  function outcome(s) {
    return rules.outcome ? rules.outcome(s, name) : t("gameOver");
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
        var n = document.createElement("span");
        n.className = "n";
        n.textContent = m.n + ".";
        li.appendChild(n);
        li.appendChild(document.createTextNode(" " + (m.said.length ? m.said.join(" ") :
                                                          m.text)));
        if (m.actor === "P" + current) { li.className = "mine"; }
        log.appendChild(li);
        logged = m.n;
      });
      log.scrollTop = log.scrollHeight;
    });
  }

  // a rule id named in a text (R3.8) as a rule the player can open: its title and
  // text in the page, and a link to the rules reference
  var RULE = /\bR\d+(?:\.\d+)*\b/g;
  function linkRules(root) {
    if (!rules.rule) { return; }
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {acceptNode:
      function (t) {
        return t.parentNode.closest("details.rule, svg, script, button, summary") ?
          NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
      }});
    var found = [];
    while (walker.nextNode()) {
      RULE.lastIndex = 0;
      if (RULE.test(walker.currentNode.textContent)) { found.push(walker.currentNode); }
    }
    found.forEach(function (t) {
      var words = t.textContent, at = 0, frag = document.createDocumentFragment(), m;
      RULE.lastIndex = 0;
      while ((m = RULE.exec(words)) !== null) {
        var r = rules.rule(m[0]);
        if (!r) { continue; }
        frag.appendChild(document.createTextNode(words.slice(at, m.index)));
        frag.appendChild(ruleNode(m[0], r));
        at = m.index + m[0].length;
      }
      if (!at) { return; }
      frag.appendChild(document.createTextNode(words.slice(at)));
      t.parentNode.replaceChild(frag, t);
    });
  }
  function ruleNode(id, r) {
    var d = document.createElement("details");
    d.className = "rule";
    d.dataset.rule = id;
    var summary = document.createElement("summary");
    summary.textContent = id;
    summary.title = r.title;
    d.appendChild(summary);
    var body = document.createElement("span");
    body.className = "rule-text";
    var b = document.createElement("b");
    b.textContent = id + " " + r.title + ". ";
    body.appendChild(b);
    body.appendChild(document.createTextNode(r.text + " "));
    var a = document.createElement("a");
    a.href = r.href;
    a.target = "_blank";
    a.rel = "noopener";
    a.textContent = t("inRules");
    body.appendChild(a);
    d.appendChild(body);
    return d;
  }
  function say(node, words) {
    node.textContent = words;
    linkRules(node);
  }

  // a refusal is shown where the move was made from: the form may be far below it
  function refuse(words) {
    var node = el("move-error");
    say(node, words);
    if (node.scrollIntoView) { node.scrollIntoView({block: "nearest"}); }
  }

  function play(text) {
    el("move-error").textContent = "";
    focusMoves = true;
    post("/moves", {move: text, expect: state.moves_played, svg: true}).then(function (j) {
      if (j._status === 200) { render(j); return; }
      focusMoves = false;
      if (j._status === 0) {
        refuse(t("notSent", {error: j.error}));
        return;
      }
      refuse((j.rule ? j.rule + ": " : "") + (j.error || j._status));
      if (j._status === 409) { load(); }
    });
  }
  el("choices-close").addEventListener("click", function () { el("choices").hidden = true; });
  el("hint").addEventListener("click", function () {
    api("/hint" + q()).then(function (j) {
      el("tool-answer").textContent = j._status === 200 ?
        t("botWouldPlay", {bot: j.bot, move: j.move}) : (j.error || t("noHint"));
      linkRules(el("tool-answer"));
    });
  });
  el("undo").addEventListener("click", function () {
    post("/undo", {svg: true}).then(function (j) {
      if (j._status === 200) {
        el("tool-answer").textContent = counted("takenBack", j.undone);
        render(j);
      } else {
        say(el("tool-answer"), j.error || t("error", {status: j._status}));
      }
    });
  });
  el("why-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var text = el("why-move").value.trim();
    if (!text) { return; }
    post("/why", {move: text}).then(function (j) {
      if (j._status !== 200) { say(el("tool-answer"), j.error); return; }
      say(el("tool-answer"), j.legal ? t("legalNow", {move: j.move}) :
        (j.move || text) + ": " + (j.rule ? j.rule + " " : "") + j.reason);
    });
  });
  var resized = null;
  window.addEventListener("resize", function () {
    clearTimeout(resized);
    resized = setTimeout(function () { if (state) { drawPanels(state); } }, 150);
  });
  learnSeats().then(function () { save(); return load(); }).then(connect);
})();

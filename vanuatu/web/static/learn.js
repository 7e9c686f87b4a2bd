// "Learn to play": shows a step of the guided first game, its board and its moves,
// sends the move the learner picks to /api/learn/{step}/moves and shows the verdict.
(function () {
  "use strict";
  // the page's language and words (#page-words)
  var pageWords = JSON.parse(document.getElementById("page-words").textContent);
  var lang = pageWords.lang, WORDS = pageWords.words;
  function t(key, vars) {
    return (WORDS[key] || key).replace(/\{(\w+)\}/g, function (all, k) {
      return vars && k in vars ? vars[k] : all;
    });
  }
  var current = null;
  var $ = function (id) { return document.getElementById(id); };

  function api(method, path, body) {
    var init = {method: method, headers: {"Content-Type": "application/json"}};
    if (body !== undefined) { init.body = JSON.stringify(body); }
    return fetch(path + "?lang=" + encodeURIComponent(lang), init).then(function (r) {
      return r.json().then(function (data) {
        if (!r.ok) { throw new Error(data.error || r.statusText); }
        return data;
      });
    });
  }

  function text(id, words) {
    var el = $(id);
    el.textContent = words || "";
    el.hidden = !words;
  }

  function moveButton(move) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = move.lesson ? "lesson-move primary" : "other-move";
    b.dataset.move = move.text;
    var said = document.createElement("span");
    said.textContent = move.said;
    var code = document.createElement("code");
    code.textContent = move.text.replace(/^P\d+ /, "");
    b.appendChild(said);
    b.appendChild(code);
    b.addEventListener("click", function () { tryMove(move.text); });
    return b;
  }

  function show(step, focus) {
    current = step;
    document.body.dataset.step = String(step.step);
    document.body.dataset.kind = step.kind;
    $("step-title").textContent = t("stepOf", {step: step.step + 1, count: step.count,
                                               round: step.round});
    text("step-intro", step.intro);
    text("step-do", step.do);
    text("step-why", step.why);
    var rules = $("step-rules");
    rules.textContent = "";
    step.rules.forEach(function (r) {
      var li = document.createElement("li");
      var b = document.createElement("strong");
      var a = document.createElement("a");
      a.href = r.url;  // its section of the rules for players
      a.target = "_blank";
      a.rel = "noopener";
      a.textContent = r.id + " " + r.title;
      b.appendChild(a);
      b.appendChild(document.createTextNode(": "));
      li.appendChild(b);
      li.appendChild(document.createTextNode(r.text));
      rules.appendChild(li);
    });
    text("verdict", "");
    var box = $("lesson-moves");
    box.textContent = "";
    var mine = step.moves.filter(function (m) { return m.lesson; });
    var others = step.moves.filter(function (m) { return !m.lesson; });
    mine.forEach(function (m) { box.appendChild(moveButton(m)); });
    if (others.length) {
      var more = document.createElement("details");
      more.id = "other-moves";
      var summary = document.createElement("summary");
      summary.textContent = t("otherMoves", {count: others.length});
      more.appendChild(summary);
      others.forEach(function (m) { more.appendChild(moveButton(m)); });
      box.appendChild(more);
    }
    var table = $("learn-scores");
    var rows = table.querySelector("tbody");
    rows.textContent = "";
    step.scores.forEach(function (line) {
      var tr = document.createElement("tr");
      [line.name, line.rank, line.total, line.pp, line.first, line.vatus, line.treasures,
       line.huts].forEach(function (value) {
        var td = document.createElement("td");
        td.textContent = String(value);
        tr.appendChild(td);
      });
      rows.appendChild(tr);
    });
    table.hidden = !step.scores.length;
    $("try-move").value = "";
    $("try-form").hidden = step.over;
    $("done").hidden = !step.over;
    $("learn-board").innerHTML = step.svg;
    drawPanels();
    if (focus) { $("step-title").focus(); }
  }

  // at phone width the board is cut into the panels that stack on the game's pages
  // (panels.js), each readable at 390 CSS px; the whole picture is kept off screen
  var phone = window.matchMedia("(max-width: 700px)");
  function drawPanels() {
    var box = $("learn-panels"), full = $("learn-board").querySelector("svg");
    box.innerHTML = "";
    if (phone.matches && full && window.vanuatuPanels) { window.vanuatuPanels(full, box, {}); }
  }
  if (phone.addEventListener) { phone.addEventListener("change", drawPanels); }

  function tryMove(move) {
    if (!current) { return; }
    api("POST", "/api/learn/" + current.step + "/moves", {move: move}).then(function (v) {
      if (v.accepted) {
        show(v.next, true);
      } else {
        text("verdict", v.explanation);
        $("verdict").focus();
      }
    }).catch(function (e) { text("verdict", e.message); });
  }

  function start() {
    api("POST", "/api/learn").then(function (s) { show(s, false); })
      .catch(function (e) { text("verdict", e.message); });
  }

  $("try-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var move = $("try-move").value.trim();
    if (move) { tryMove(move); }
  });
  $("restart").addEventListener("click", start);
  $("verdict").tabIndex = -1;
  start();
}());

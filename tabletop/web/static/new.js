// The new-game page (tabletop.web): a seat per player, a person or a bot, the
// game's own options, a seed; then a private link per person.
(function () {
  "use strict";
  // every word shown is the page's (#page-words, in the page's language)
  var WORDS = JSON.parse(document.getElementById("page-words").textContent).words;
  function t(key, vars) {
    return (WORDS[key] || key).replace(/\{(\w+)\}/g, function (all, k) {
      return vars && k in vars ? vars[k] : all;
    });
  }
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
      select.value = old[i] || (i === 0 || select.options.length < 2 ? "human" :
                                select.options[1].value);
      var input = node.querySelector("input");
      input.id = "name-" + i;
      input.setAttribute("aria-label", t("nameOf", {player: "P" + i}));
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
                                      function (s) { return s.value; })
    };
    // the game's own check boxes: each adds its value to the list its data-list names
    document.querySelectorAll("input[type=checkbox][data-list]").forEach(function (c) {
      var list = body[c.dataset.list] = body[c.dataset.list] || [];
      if (c.checked) { list.push(c.value); }
    });
    var typed = Array.prototype.map.call(seats.querySelectorAll("input"),
                                         function (s) { return s.value.trim(); });
    if (typed.some(function (n) { return n; })) {
      var humans = body.seats.filter(function (k) { return k === "human"; }).length;
      body.names = typed.map(function (n, i) {
        var k = body.seats[i];
        return n || (k !== "human" ? t("botName", {bot: k}) : humans > 1 ? t("person") : t("you"));
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
        if (r.status !== 201) { error.textContent = j.error || t("error", {status: r.status}); return; }
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

(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("game-data").textContent);
  // every word shown is the page's (its data's words, in the page's language)
  var WORDS = data.words || {};
  function t(key, vars) {
    return (WORDS[key] || key).replace(/\{(\w+)\}/g, function (all, k) {
      return vars && k in vars ? vars[k] : all;
    });
  }
  var last = data.positions.length - 1;
  var board = document.getElementById("board");
  var slider = document.getElementById("slider");
  var counter = document.getElementById("counter");
  var title = document.getElementById("move-title");
  var said = document.getElementById("said");
  var list = document.getElementById("moves");
  var items = [];
  var group = "";
  slider.max = String(last);
  data.moves.forEach(function (m) {
    if (m.group && m.group !== group) {
      group = m.group;
      var head = document.createElement("li");
      head.className = "round";
      head.textContent = group;
      list.appendChild(head);
    }
    var li = document.createElement("li");
    li.value = m.n;
    li.textContent = m.text;
    li.className = m.kind || "";
    li.dataset.move = String(m.n);
    li.addEventListener("click", function () { go(m.n); });
    list.appendChild(li);
    items[m.n] = li;
  });
  var here = -1;
  function go(k) {
    k = Math.max(0, Math.min(last, k | 0));
    if (items[here]) { items[here].classList.remove("here"); }
    here = k;
    board.innerHTML = data.positions[k].map(function (i) { return data.pieces[i]; }).join("");
    stack();
    board.dataset.move = String(k);
    slider.value = String(k);
    counter.textContent = k + " / " + last;
    said.innerHTML = "";
    if (k === 0) {
      title.textContent = t("beforeFirst");
    } else {
      var m = data.moves[k - 1];
      title.textContent = t("moveTitle", {n: k, text: m.text});
      m.said.forEach(function (s) {
        var li = document.createElement("li");
        li.textContent = s;
        said.appendChild(li);
      });
    }
    if (items[k]) {
      items[k].classList.add("here");
      var top = items[k].offsetTop - list.offsetTop;
      if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - 20) {
        list.scrollTop = top - list.clientHeight / 2;
      }
    }
    document.getElementById("scores-box").classList.toggle(
      "shown", Boolean(data.closing) && k === last);
    var hash = "#move=" + k;
    if (location.hash !== hash && history.replaceState) {
      try { history.replaceState(null, "", hash); } catch (e) { /* file: URLs */ }
    }
  }
  // at phone width the picture is shown as panels, one above the other, each
  // wide enough that its text stays readable (the wider ones scroll sideways),
  // or as the game's own script builds them (data.stack)
  var PANELS = data.panels || [];
  var STACK = data.stack ? window[data.stack] : null;
  var FIT = data.fit ? window[data.fit] : null;
  var panels = document.getElementById("panels");
  function stack() {
    var full = board.querySelector("svg");
    if (!panels || !(PANELS.length || STACK) ||
        !window.matchMedia("(max-width: 700px)").matches) {
      if (full && FIT) { FIT(full); }
      return;
    }
    panels.innerHTML = "";
    if (!full) { return; }
    if (STACK) { STACK(full, panels, {}); return; }
    PANELS.forEach(function (p) {
      var group = full.querySelector("#" + p[0]);
      var b = group && group.getBBox();
      if (!b || !b.width) { return; }
      var div = document.createElement("div");
      div.className = "panel";
      div.id = "panel-" + p[0];
      var copy = full.cloneNode(true);
      Array.prototype.slice.call(copy.children).forEach(function (n) {
        if (n.tagName === "g" && n.id !== p[0]) { copy.removeChild(n); }
      });
      copy.querySelectorAll("[id]").forEach(function (n) { n.removeAttribute("id"); });
      copy.setAttribute("viewBox", [b.x - 6, b.y - 6, b.width + 12, b.height + 12].join(" "));
      copy.removeAttribute("width");
      copy.removeAttribute("height");
      copy.style.width = "max(100%, " + p[1] + "px)";
      div.appendChild(copy);
      panels.appendChild(div);
      if (p[0] === "archipelago") {  // the middle of the islands first
        div.scrollLeft = (div.scrollWidth - div.clientWidth) / 2;
      }
    });
  }
  window.addEventListener("resize", stack);
  function fromHash() {
    var m = /move=(\d+)/.exec(location.hash);
    return m ? parseInt(m[1], 10) : 0;
  }
  document.getElementById("first").addEventListener("click", function () { go(0); });
  document.getElementById("prev").addEventListener("click", function () { go(here - 1); });
  document.getElementById("next").addEventListener("click", function () { go(here + 1); });
  document.getElementById("last").addEventListener("click", function () { go(last); });
  slider.addEventListener("input", function () { go(parseInt(slider.value, 10)); });
  document.addEventListener("keydown", function (e) {
    if (e.target === slider) { return; }
    if (e.key === "ArrowRight") { go(here + 1); e.preventDefault(); }
    else if (e.key === "ArrowLeft") { go(here - 1); e.preventDefault(); }
    else if (e.key === "Home") { go(0); e.preventDefault(); }
    else if (e.key === "End") { go(last); e.preventDefault(); }
  });
  window.addEventListener("hashchange", function () {
    if (fromHash() !== here) { go(fromHash()); }
  });
  go(fromHash());
})();

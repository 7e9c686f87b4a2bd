function vanuatuPanels(full, box, options) {
  "use strict";
  options = options || {};
  var SVGNS = "http://www.w3.org/2000/svg";
  // the words of the page, in its language: #page-words on the pages of vanuatu serve,
  // the words of #game-data on those of vanuatu view
  var pageWords = document.getElementById("page-words") || document.getElementById("game-data");
  var WORDS = pageWords ? JSON.parse(pageWords.textContent).words || {} : {};
  function word(key) { return WORDS[key] || key; }
  function own(n) {  // the words of a node without those of its <title>
    var out = "";
    n.childNodes.forEach(function (c) {
      if (c.nodeType === 3) { out += c.textContent; }
      else if (c.tagName !== "title") { out += own(c); }
    });
    return out;
  }
  function titleOf(n) {
    var t = null;
    n.childNodes.forEach(function (c) { if (c.tagName === "title") { t = c.textContent; } });
    return t;
  }
  function items(group) {
    var found = [];
    function walk(parent, rowBg) {
      Array.prototype.forEach.call(parent.children, function (n) {
        var tag = n.tagName, title = titleOf(n), b;
        if (tag === "title") { return; }
        if (tag === "g" && !title) { walk(n); return; }
        try { b = n.getBBox(); } catch (e) { return; }
        var item = {node: n, title: title, x: b.x, y: b.y, w: b.width, h: b.height,
                    cx: b.x + b.width / 2, cy: b.y + b.height / 2};
        if (tag === "text") {
          item.kind = "text";
        } else if (b.width > 200 && tag === "rect") {
          item.kind = "background";
        } else if (title || n.hasAttribute("data-good")) {
          item.kind = "shape";
          var r = tag === "g" ? n.querySelector("rect, polygon, path, circle") : n;
          item.fill = r ? r.getAttribute("fill") : null;
          var t = tag === "g" ? n.querySelector("text") : null;
          if (t) { item.label = own(t); item.ink = t.getAttribute("fill"); }
        } else {
          return;
        }
        found.push(item);
      });
    }
    walk(group);
    // a word drawn on a shape is the shape's label (a marker stack, a token)
    var shapes = found.filter(function (i) { return i.kind === "shape"; });
    found = found.filter(function (i) {
      if (i.kind !== "text") { return true; }
      var on = shapes.filter(function (s) {
        return i.cx >= s.x && i.cx <= s.x + s.w && i.cy >= s.y && i.cy <= s.y + s.h;
      })[0];
      if (on && on.label === undefined) {
        on.label = own(i.node); on.ink = i.node.getAttribute("fill"); return false;
      }
      return true;
    });
    return found;
  }
  function rows(list) {  // the items in lines, top to bottom, each line left to right
    var sorted = list.slice().sort(function (a, b) { return a.cy - b.cy; });
    var out = [];
    sorted.forEach(function (i) {
      var last = out[out.length - 1];
      if (last && Math.abs(i.cy - last.cy) <= 10) { last.items.push(i); }
      else { out.push({cy: i.cy, items: [i]}); }
    });
    out.forEach(function (r) { r.items.sort(function (a, b) { return a.x - b.x; }); });
    return out;
  }
  function copyData(from, to) {
    Array.prototype.forEach.call(from.attributes, function (a) {
      if (a.name.indexOf("data-") === 0) { to.setAttribute(a.name, a.value); }
    });
  }
  function render(i) {
    var span = document.createElement("span");
    if (i.kind === "shape") {
      span.className = "chip";
      var fill = i.fill && i.fill !== "none" ? i.fill : null;
      if (fill) { span.style.background = fill; } else { span.classList.add("empty"); }
      if (i.ink) { span.style.color = i.ink; }
      span.textContent = i.label || "";
      if (i.title) { span.title = i.title; span.setAttribute("aria-label", i.title); }
      copyData(i.node, span);
      if (!span.textContent && i.title) { span.textContent = i.title; }
      return span;
    }
    var n = i.node;
    if (n.getAttribute("font-weight") === "bold") { span.className = "strong"; }
    var fillText = n.getAttribute("fill");
    if (fillText && fillText !== "#1a1a1a" && fillText !== "#000000") {
      span.style.color = fillText;
    }
    n.childNodes.forEach(function (c) {
      if (c.nodeType === 3) { span.appendChild(document.createTextNode(c.textContent)); }
      else if (c.tagName === "tspan") {
        var w = document.createElement("span");
        w.className = "word";
        w.textContent = c.textContent;
        copyData(c, w);
        span.appendChild(w);
      }
    });
    var t = i.title;
    if (t) { span.title = t; }
    return span;
  }
  function linesPanel(id, heading, list, wideRows) {
    var div = document.createElement("div");
    div.className = "panel html";
    div.id = "panel-" + id;
    div.setAttribute("aria-label", heading);
    var lines = rows(list);
    lines.forEach(function (line, k) {
      var bg = line.items.filter(function (i) { return i.kind === "background"; })[0];
      var shown = line.items.filter(function (i) { return i.kind !== "background"; });
      if (!shown.length) { return; }
      if (k === 0 && heading && shown.length === 1 && shown[0].kind === "text" &&
          own(shown[0].node) === heading) {
        var h = document.createElement("h2");
        h.textContent = heading;
        div.appendChild(h);
        return;
      }
      var row = document.createElement("div");
      row.className = "row" + (bg && wideRows ? " wide" : "");
      if (bg) {
        var f = bg.node.getAttribute("fill");
        if (f && f !== "none" && f !== "#ffffff") { row.style.background = f; }
        copyData(bg.node, row);
        if (bg.title) { row.title = bg.title; }
      }
      shown.forEach(function (i) { row.appendChild(render(i)); });
      div.appendChild(row);
    });
    return div;
  }
  function playersPanel(group) {
    var list = items(group);
    var lines = rows(list);
    if (!lines.length) { return null; }
    var heads = lines[0].items.filter(function (i) { return i.kind === "text"; });
    // the first three columns (player, Vatus, PP) as they are; the others
    // (holdings) in one cell, each with its heading, as at a phone's width
    // nine columns do not fit
    var KEEP = 3;
    var table = document.createElement("table");
    table.className = "players";
    var tr = document.createElement("tr");
    heads.slice(0, KEEP).concat(heads.length > KEEP ? [null] : []).forEach(function (h) {
      var th = document.createElement("th");
      th.textContent = h ? own(h.node) : word("holds");
      tr.appendChild(th);
    });
    table.appendChild(tr);
    lines.slice(1).forEach(function (line) {
      var row = document.createElement("tr");
      var cells = heads.map(function () { return document.createElement("span"); });
      line.items.forEach(function (i) {
        if (i.kind === "background") {
          if (i.title === word("toAct")) { row.className = "to-act"; }
          return;
        }
        var k = 0;
        heads.forEach(function (h, j) { if (i.x >= h.x - 4) { k = j; } });
        if (k === 0 && i.kind === "shape") {
          var badge = document.createElement("span");
          badge.className = "badge";
          badge.style.background = i.fill;
          if (i.ink) { badge.style.color = i.ink; }
          badge.textContent = i.label || "";
          cells[0].appendChild(badge);
          return;
        }
        if (cells[k].childNodes.length) { cells[k].appendChild(document.createTextNode(" ")); }
        cells[k].appendChild(render(i));
      });
      cells.slice(0, KEEP).forEach(function (c, k) {
        var td = document.createElement(k === 0 ? "th" : "td");
        td.appendChild(c);
        row.appendChild(td);
      });
      if (heads.length > KEEP) {
        var holds = document.createElement("td");
        cells.slice(KEEP).forEach(function (c, j) {
          var words = c.textContent.trim();
          if (!words || words === "–") { return; }
          var item = document.createElement("span");
          item.className = "hold";
          item.appendChild(document.createTextNode(own(heads[KEEP + j].node) + ": "));
          item.appendChild(c);
          if (holds.childNodes.length) { holds.appendChild(document.createTextNode(" · ")); }
          holds.appendChild(item);
        });
        row.appendChild(holds);
      }
      table.appendChild(row);
    });
    var div = document.createElement("div");
    div.className = "panel html";
    div.id = "panel-players";
    div.setAttribute("aria-label", word("panelPlayers"));
    div.appendChild(table);
    return div;
  }
  function mapPanel(group) {
    var b = group.getBBox();
    if (!b.width) { return null; }
    var smallest = 16;
    group.querySelectorAll("text").forEach(function (t) {
      var s = parseFloat(t.getAttribute("font-size") || "16");
      if (s < smallest) { smallest = s; }
    });
    var div = document.createElement("div");
    div.className = "panel";
    div.id = "panel-archipelago";
    // a region that scrolls sideways: reachable and scrollable from the keyboard
    div.setAttribute("role", "region");
    div.setAttribute("tabindex", "0");
    div.setAttribute("aria-label", word("panelArchipelago"));
    var copy = full.cloneNode(false);
    copy.appendChild(group.cloneNode(true));
    copy.querySelectorAll("[id]").forEach(function (n) { n.removeAttribute("id"); });
    var pad = 6;
    copy.setAttribute("viewBox", [b.x - pad, b.y - pad, b.width + 2 * pad,
                                  b.height + 2 * pad].join(" "));
    copy.removeAttribute("width"); copy.removeAttribute("height");
    // wide enough that its smallest text is 12 CSS px
    var need = Math.ceil((b.width + 2 * pad) * 12.2 / smallest);
    copy.style.width = "max(100%, " + need + "px)";
    div.appendChild(copy);
    return div;
  }
  box.innerHTML = "";
  var made = [];
  function add(div) { if (div) { box.appendChild(div); made.push(div); } }
  var header = full.querySelector("#header");
  if (header) { add(linesPanel("header", null, items(header), false)); }
  var map = full.querySelector("#archipelago");
  if (map) { add(mapPanel(map)); }
  var actions = full.querySelector("#action-board");
  if (actions) { add(linesPanel("action-board", word("panelActions"), items(actions), true)); }
  var characters = full.querySelector("#characters");
  if (characters) {
    add(linesPanel("characters", word("panelCharacters"), items(characters), false));
  }
  var demand = full.querySelector("#demand");
  if (demand) {
    var all = items(demand);
    var left = Math.min.apply(null, all.map(function (i) { return i.x; }));
    var tiles = all.filter(function (i) { return i.x < left + 256; });
    var general = all.filter(function (i) { return i.x >= left + 256; });
    add(linesPanel("demand", word("panelDemand"), tiles, true));
    add(linesPanel("general", word("panelGeneral"), general, false));
  }
  if (options.players !== false) {
    var players = full.querySelector("#players");
    if (players) { add(playersPanel(players)); }
  }
  var mapDiv = box.querySelector("#panel-archipelago");
  if (mapDiv) {
    var focus = options.focus ? mapDiv.querySelector(
      "g.space[data-space='" + options.focus + "']") : null;
    var svg = mapDiv.querySelector("svg");
    if (focus && svg) {
      var r = focus.getBoundingClientRect(), s = svg.getBoundingClientRect();
      mapDiv.scrollLeft = r.left - s.left + r.width / 2 - mapDiv.clientWidth / 2;
    } else {
      mapDiv.scrollLeft = (mapDiv.scrollWidth - mapDiv.clientWidth) / 2;
    }
  }
  return made;
}

// the whole picture drawn smaller than its own size (beside a list of moves):
// its words, not the letters on pieces, grow to 12 CSS px at least, and a word
// on a hexagon stays inside it (a hexagon is 110 units wide)
function vanuatuLegible(svg) {
  "use strict";
  var m = svg.getScreenCTM();
  if (!m || !m.a || m.a >= 1) { return; }
  var floor = 12 / m.a;
  svg.querySelectorAll("text").forEach(function (t) {
    var g = t.parentNode;
    if (g && g.tagName === "g" && g.querySelector(":scope > title")) { return; }
    var size = parseFloat(t.getAttribute("font-size") || "16");
    if (size >= floor) { return; }
    t.style.fontSize = floor.toFixed(1) + "px";
    var wide = t.closest("g.space") ? t.getComputedTextLength() : 0;
    if (wide > 100) { t.style.fontSize = (floor * 100 / wide).toFixed(1) + "px"; }
  });
}

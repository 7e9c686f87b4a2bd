// The phone layout of Vapor Willie's view page: the picture of a position shown as
// panels one above the other (the river, the table, each player), each drawn at a
// scale that keeps its smallest text at 12 CSS pixels or more; the river, wider than a
// phone, scrolls sideways, with the boat in view.
var VW_SCALE = 12 / 9;  // the smallest text of the picture is 9 units high
function vwPanel(full, box, keep, name) {
  var b = keep.getBBox();
  if (!b || !b.width) { return null; }
  var div = document.createElement("div");
  div.className = "panel";
  div.id = "panel-" + name;
  var copy = full.cloneNode(false);
  Array.prototype.slice.call(full.children).forEach(function (n) {
    if (n.tagName === "style") { copy.appendChild(n.cloneNode(true)); }
  });
  copy.appendChild(keep.cloneNode(true));
  copy.querySelectorAll("[id]").forEach(function (n) { n.removeAttribute("id"); });
  copy.setAttribute("viewBox", [b.x - 6, b.y - 6, b.width + 12, b.height + 12].join(" "));
  copy.removeAttribute("width");
  copy.removeAttribute("height");
  copy.style.width = Math.round((b.width + 12) * VW_SCALE) + "px";
  div.appendChild(copy);
  box.appendChild(div);
  return {div: div, box: b};
}
function vwStack(full, box) {
  var river = full.querySelector("#vw-river");
  var shown = river && vwPanel(full, box, river, "river");
  var boat = river && river.querySelector(".boat");
  if (shown && boat) {  // the boat in the middle of the panel, as far as it can be
    var at = boat.getBBox();
    var x = (at.x + at.width / 2 - shown.box.x + 6) * VW_SCALE;
    shown.div.scrollLeft = Math.max(0, x - shown.div.clientWidth / 2);
  }
  var table = full.querySelector("#vw-table");
  if (table) { vwPanel(full, box, table, "table"); }
  full.querySelectorAll("#vw-players > g.player").forEach(function (g, i) {
    vwPanel(full, box, g, "player-" + i);
  });
}

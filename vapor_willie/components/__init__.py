"""The components of the game as data (VW1), loaded from a JSON data file.

The default data set ``components.json`` ships with the package, next to its JSON
Schema ``components.schema.json``. It holds every fact of the rule sheet (cube
counts, silvo values, the silvo track and its bands, component counts) and, marked
``"origin": "invented"``, the parts the rule sheet does not print (river board,
extension boards, boat card faces, objective and port cards, help card values).

>>> c = DEFAULT_COMPONENTS
>>> [(t.id, t.count) for t in c.cubes]
[('hay', 8), ('barrel', 4), ('fruit', 4), ('duck', 2), ('goat', 1), ('cow', 1)]
>>> c.river("A").start, len(c.objective_cards), len(c.port_cards)
('S', 8, 8)

A data file that cannot make a game is refused with a :class:`DataError` naming the
field:

>>> import json
>>> raw = json.loads(DATA_PATH.read_text())
>>> raw["cubes"][0]["count"] = -1
>>> components_from_dict(raw)
Traceback (most recent call last):
...
vapor_willie.errors.DataError: cubes[0].count: must be a whole number >= 0, not -1
"""

from __future__ import annotations

import json
import re
from collections import deque
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..errors import DataError
from ..limits import MAX_BYTES, JsonProblem, line_of_path, load_json
from .kinds import (
    CHARACTERS,
    EVERYONE_ICONS,
    ICONS,
    POINT_KINDS,
    BoatFace,
    Components,
    CubeType,
    ExtensionBoard,
    ObjectiveCard,
    Place,
    Point,
    PortCard,
    RiverFace,
)
from .schema import check_shape

__all__ = [
    "CHARACTERS",
    "DATA_PATH",
    "DEFAULT_COMPONENTS",
    "DEFAULT_NAME",
    "EVERYONE_ICONS",
    "ICONS",
    "POINT_KINDS",
    "SCHEMA_PATH",
    "BoatFace",
    "Components",
    "CubeType",
    "ExtensionBoard",
    "ObjectiveCard",
    "Place",
    "Point",
    "PortCard",
    "RiverFace",
    "components_from_dict",
    "load_components",
]

DATA_PATH = Path(__file__).parent.parent / "components.json"
SCHEMA_PATH = Path(__file__).parent.parent / "components.schema.json"

# -- reading -------------------------------------------------------------------


def _get(obj: Any, key: str, where: str) -> Any:
    if not isinstance(obj, Mapping):
        raise DataError(f"{where or 'the data'}: must be an object, not {type(obj).__name__}")
    if key not in obj:
        raise DataError(f"{where + '.' if where else ''}{key}: missing")
    return obj[key]


def _int(obj: Any, key: str, where: str, low: int = 0) -> int:
    v = _get(obj, key, where)
    if isinstance(v, bool) or not isinstance(v, int) or v < low:
        raise DataError(f"{where + '.' if where else ''}{key}: must be a whole number >= {low}, "
                        f"not {v!r}")
    return v


_NAME = re.compile(r"[A-Za-z0-9_-]+")


def _str(obj: Any, key: str, where: str) -> str:
    v = _get(obj, key, where)
    if not isinstance(v, str) or not _NAME.fullmatch(v):
        raise DataError(f"{where + '.' if where else ''}{key}: must be a name of letters, "
                        f"digits, '_' and '-' (it is written in records), not {v!r}")
    return v


def _list(obj: Any, key: str, where: str) -> list[Any]:
    v = _get(obj, key, where)
    if not isinstance(v, list):
        raise DataError(f"{where + '.' if where else ''}{key}: must be a list")
    return v


def _ids(items: list[Any], key: str, where: str, word: str) -> list[str]:
    out = [_str(item, "id", f"{where}[{i}]") for i, item in enumerate(items)]
    for i, ident in enumerate(out):
        if ident in out[:i]:
            raise DataError(f"{where}[{i}].id: {word} {ident!r} appears twice")
    return out


def _points(board: Any, where: str) -> tuple[Point, ...]:
    items = _list(board, "points", where)
    ids = _ids(items, "id", f"{where}.points", "point")
    out = []
    for i, (item, ident) in enumerate(zip(items, ids, strict=True)):
        kind = _str(item, "kind", f"{where}.points[{i}]")
        if kind not in POINT_KINDS:
            raise DataError(f"{where}.points[{i}].kind: unknown point kind {kind!r} (one of "
                            f"{', '.join(POINT_KINDS)})")
        out.append(Point(ident, kind))
    return tuple(out)


def _links(board: Any, where: str, known: set[str]) -> tuple[tuple[str, str], ...]:
    out = []
    for i, link in enumerate(_list(board, "links", where)):
        w = f"{where}.links[{i}]"
        if not (isinstance(link, list) and len(link) == 2):
            raise DataError(f"{w}: must be a pair of point ids")
        a, b = link
        for end in (a, b):
            if end not in known:
                raise DataError(f"{w}: unknown point {end!r}")
        if a == b:
            raise DataError(f"{w}: a link joins two different points")
        out.append((str(a), str(b)))
    return tuple(out)


def _places(board: Any, key: str, where: str, known: set[str]) -> tuple[Place, ...]:
    items = _list(board, key, where)
    ids = _ids(items, "id", f"{where}.{key}", key[:-1])
    out = []
    for i, (item, ident) in enumerate(zip(items, ids, strict=True)):
        pts = _list(item, "points", f"{where}.{key}[{i}]")
        if not pts:
            raise DataError(f"{where}.{key}[{i}].points: must name at least one point")
        for p in pts:
            if p not in known:
                raise DataError(f"{where}.{key}[{i}].points: unknown point {p!r}")
        out.append(Place(ident, tuple(pts)))
    return tuple(out)


def _reaches_end(points: tuple[Point, ...], links: tuple[tuple[str, str], ...],
                 start: str) -> bool:
    ends = {p.id for p in points if p.kind == "end"}
    nbrs: dict[str, set[str]] = {p.id: set() for p in points}
    for a, b in links:
        nbrs[a].add(b)
        nbrs[b].add(a)
    seen, todo = {start}, deque([start])
    while todo:
        p = todo.popleft()
        if p in ends:
            return True
        for q in nbrs[p] - seen:
            seen.add(q)
            todo.append(q)
    return False


def _check_linked(points: tuple[Point, ...], links: tuple[tuple[str, str], ...], where: str,
                  entry: str | None) -> None:
    linked = {a for a, _ in links} | {b for _, b in links}
    for i, p in enumerate(points):
        if p.id not in linked and p.id != entry:
            raise DataError(f"{where}.points[{i}]: point {p.id!r} has no link")


def _river(item: Any, where: str) -> RiverFace:
    points = _points(item, where)
    known = {p.id for p in points}
    start = _str(item, "start", where)
    if start not in known:
        raise DataError(f"{where}.start: unknown point {start!r}")
    links = _links(item, where, known)
    _check_linked(points, links, where, None)
    if not _reaches_end(points, links, start):
        raise DataError(f"{where}.links: no path from the start {start!r} to a point of kind "
                        f"'end' (The End)")
    mouths = _list(item, "mouths", where)
    for j, m in enumerate(mouths):
        if m not in known:
            raise DataError(f"{where}.mouths: unknown point {m!r}")
        if m in mouths[:j]:
            raise DataError(f"{where}.mouths: the mouth {m!r} is listed twice (one board "
                            "per mouth, VW4.4)")
    return RiverFace(
        _str(item, "id", where), start, points, links,
        _places(item, "islands", where, known), _places(item, "ports", where, known),
        tuple(mouths),
    )


def components_from_dict(raw: Any) -> Components:
    """The :class:`Components` of a data set already parsed from JSON; raises
    :class:`DataError` naming the first field that cannot make a game."""
    check_shape(raw)
    players = _get(raw, "players", "")
    lo, hi = _int(players, "min", "players", 2), _int(players, "max", "players", 1)
    if hi < lo:
        raise DataError(f"players.max: {hi} is below players.min {lo}")
    if hi > len(CHARACTERS):
        raise DataError(f"players.max: {hi} players cannot each choose one of the "
                        f"{len(CHARACTERS)} characters (VW1.1, VW2.6)")
    cube_items = _list(raw, "cubes", "")
    ids = _ids(cube_items, "id", "cubes", "cube type")
    for i, ident in enumerate(ids):
        if re.fullmatch(r"[0-9]+[sS]|nothing|for", ident, re.IGNORECASE):
            raise DataError(f"cubes[{i}].id: {ident!r} reads as a word of an offer "
                            "(VW8.3), not as a cube type")
    cubes = tuple(
        CubeType(ident, _int(c, "count", f"cubes[{i}]"), _int(c, "silvos", f"cubes[{i}]"),
                 _int(c, "points", f"cubes[{i}]"), _int(c, "per", f"cubes[{i}]", 1))
        for i, (c, ident) in enumerate(zip(cube_items, ids, strict=True))
    )
    if not cubes:
        raise DataError("cubes: at least one cube type is needed")
    track = _get(raw, "silvo_track", "")
    tmin, tmax = _int(track, "min", "silvo_track"), _int(track, "max", "silvo_track")
    start = _int(track, "start", "silvo_track")
    if not tmin <= start <= tmax:
        raise DataError(f"silvo_track.start: {start} is not between min {tmin} and max {tmax}")
    bands = []
    for i, b in enumerate(_list(track, "bands", "silvo_track")):
        w = f"silvo_track.bands[{i}]"
        bands.append((_int(b, "from", w), _int(b, "to", w), _int(b, "points", w)))
    for v in range(tmin, tmax + 1):
        if sum(1 for f, t, _ in bands if f <= v <= t) != 1:
            raise DataError(f"silvo_track.bands: the value {v} must be in exactly one band")
    chars = _list(raw, "characters", "")
    if sorted(chars) != sorted(CHARACTERS):
        raise DataError(f"characters: must be the four characters {', '.join(CHARACTERS)}, "
                        f"not {chars!r}")
    rivers_raw = _list(raw, "river_faces", "")
    _ids(rivers_raw, "id", "river_faces", "river face")
    rivers = tuple(_river(r, f"river_faces[{i}]") for i, r in enumerate(rivers_raw))
    if not rivers:
        raise DataError("river_faces: at least one face is needed")
    ext_raw = _list(raw, "extension_boards", "")
    _ids(ext_raw, "id", "extension_boards", "extension board")
    exts = []
    all_points = {p.id for r in rivers for p in r.points}
    for i, e in enumerate(ext_raw):
        w = f"extension_boards[{i}]"
        pts = _points(e, w)
        known = {p.id for p in pts}
        clash = known & all_points
        if clash:
            raise DataError(f"{w}.points: the point id {sorted(clash)[0]!r} is used twice")
        all_points |= known
        entry = _str(e, "entry", w)
        if entry not in known:
            raise DataError(f"{w}.entry: unknown point {entry!r}")
        links = _links(e, w, known)
        _check_linked(pts, links, w, entry)
        exts.append(ExtensionBoard(_str(e, "id", w), entry, pts, links))
    if len(exts) < hi:
        raise DataError(f"extension_boards: {len(exts)} boards for up to {hi} players "
                        f"(one each, VW2.3)")
    boats_raw = _list(raw, "boat_faces", "")
    _ids(boats_raw, "id", "boat_faces", "boat face")
    boats = []
    for i, b in enumerate(boats_raw):
        holds = _list(b, "holds", f"boat_faces[{i}]")
        if not holds:
            raise DataError(f"boat_faces[{i}].holds: a boat face has at least one hold "
                            "(VW1.5)")
        for j, h in enumerate(holds):
            if isinstance(h, bool) or h not in (1, 2):
                raise DataError(f"boat_faces[{i}].holds[{j}]: a hold has size 1 or 2, not {h!r}")
        boats.append(BoatFace(_str(b, "id", f"boat_faces[{i}]"), tuple(holds)))
    if not boats:
        raise DataError("boat_faces: at least one face is needed")
    obj_raw = _list(raw, "objective_cards", "")
    obj_ids = _ids(obj_raw, "id", "objective_cards", "objective card")
    for i, ident in enumerate(obj_ids):
        if ident in ids:
            raise DataError(f"objective_cards[{i}].id: {ident!r} is also a cube type")
    objectives = []
    for i, (o, ident) in enumerate(zip(obj_raw, obj_ids, strict=True)):
        w = f"objective_cards[{i}]"
        items = _get(o, "items", w)
        if not isinstance(items, Mapping) or not items:
            raise DataError(f"{w}.items: must be an object of cube type -> count")
        for cube in items:
            if cube not in ids:
                raise DataError(f"{w}.items: unknown cube type {cube!r}")
            need, made = _int(items, cube, f"{w}.items", 1), cubes[ids.index(cube)].count
            if need > made:
                raise DataError(f"{w}.items: {need} {cube} cannot be discarded, the game has "
                                f"{made} (VW9.1)")
        objectives.append(ObjectiveCard(ident, tuple(sorted(items.items(), key=lambda kv:
                                                             ids.index(kv[0]))),
                                        _int(o, "stars", w)))
    in_play_raw = _get(raw, "objectives_in_play", "")
    in_play = []
    for n in range(lo, hi + 1):
        k = _int(in_play_raw, str(n), "objectives_in_play")
        if k != 2 * n or k > len(objectives):
            raise DataError(f"objectives_in_play.{n}: {k} cards cannot be dealt 2 to each of "
                            f"{n} players from {len(objectives)} cards (VW2.4)")
        in_play.append((n, k))
    port_raw = _list(raw, "port_cards", "")
    port_ids = _ids(port_raw, "id", "port_cards", "port card")
    ports = []
    for i, (p, ident) in enumerate(zip(port_raw, port_ids, strict=True)):
        w = f"port_cards[{i}]"
        sides = []
        for side in ("player", "everyone"):
            icons = _list(p, side, w)
            for icon in icons:
                if icon not in ICONS:
                    raise DataError(f"{w}.{side}: unknown icon {icon!r} (one of "
                                    f"{', '.join(ICONS)})")
                if side == "everyone" and icon not in EVERYONE_ICONS:
                    raise DataError(
                        f"{w}.everyone: port card {ident!r} has the icon {icon!r} below the "
                        f"dash, where only {', '.join(EVERYONE_ICONS)} can be (what all the "
                        "others may do is the negotiation, VW1.7, VW8.2)")
            sides.append(tuple(icons))
        ports.append(PortCard(ident, sides[0], sides[1]))
    if not ports:
        raise DataError("port_cards: at least one card is needed")
    for i, r in enumerate(rivers):
        if sum(t.count for t in cubes) < len(r.islands):
            raise DataError(f"cubes: fewer cubes than the {len(r.islands)} islands of "
                            f"river_faces[{i}] (VW2.2)")
    return Components(lo, hi, cubes, tmin, tmax, start, tuple(bands), tuple(chars),
                      tuple(in_play), rivers, tuple(exts), tuple(boats), tuple(objectives),
                      tuple(ports), json.dumps(raw, separators=(",", ":")),
                      raw.get("name", "") if isinstance(raw.get("name"), str) else "")


def load_components(path: str | Path) -> Components:
    """The :class:`Components` of a JSON data file; raises :class:`DataError` when the
    file cannot be read or cannot make a game."""
    try:
        with Path(path).open("rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as e:
        raise DataError(f"{path}: cannot read the data file: {e.strerror or e}") from None
    if len(data) > MAX_BYTES:
        raise DataError(f"{path}: line 1: the data file is larger than {MAX_BYTES} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise DataError(f"{path}: line {line}: not UTF-8 text") from None
    try:
        raw = load_json(text)
    except JsonProblem as e:
        raise DataError(f"{path}: {e}") from None
    try:
        return components_from_dict(raw)
    except DataError as e:
        raise DataError(f"{path}: {with_line(text, str(e))}") from None


def with_line(text: str, message: str) -> str:
    """A :class:`DataError` message about the JSON ``text`` with the line of the
    field it names in front (``line 12: cubes[0].cuont: unknown key ...``)."""
    line = line_of_path(text, message.split(": ", 1)[0]) or 1
    return f"line {line}: {message}"


#: The name of the shipped component set, written ``Components: invented-1`` in records:
#: its boards and cards are invented, not from the printed game.
DEFAULT_NAME = "invented-1"

#: The components of the default data set (``components.json``).
DEFAULT_COMPONENTS = load_components(DATA_PATH)

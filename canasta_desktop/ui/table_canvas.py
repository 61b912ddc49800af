"""The table's items and the parts that draw them.

`TableCanvas` holds every item on the felt (cards by key, labels and drop
zones by name) and the places the parts asked for.  A `TablePart` draws one
slice of the view (the player's hand, one other seat, the stock and pile, one
team's melds...): it names the slice it draws (`slice()`), and is drawn again
only when that slice differs from the one it drew last (ARCHITECTURE §6,
"screens redraw what changed"), so the items of the rest of the table are
left as they are.  A card keeps its item when it goes from one part to
another (the hand to a meld), so it slides there.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Hashable, cast

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from ..model.cards import CardTables
from ..model.facts import TableFacts
from ..model.view import PlayerView
from .card_faces import CardFaces
from .card_item import CardItem
from .table_items import LabelItem, ZoneItem
from .table_layout import TableLayout

if TYPE_CHECKING:
    from ..session.controller import GameController


@dataclass
class Placement:
    code: str | None
    pos: QPointF
    height: int
    z: float
    role: str
    selected: bool = False
    focused: bool = False
    crosswise: bool = False
    hinted: bool = False
    fresh: bool = False
    shown_width: float = 0.0  # how much of it the next card leaves in sight (0: all of it)


@dataclass(frozen=True)
class Sight:
    """What every part draws from: the view shown and how the table is laid out."""
    view: PlayerView
    facts: TableFacts
    layout: TableLayout
    generation: int  # grows whenever the layout or the language changes
    team_order: tuple[int, ...]  # teams with someone in them: ours first, then clockwise
    names: tuple[str, ...]
    spectating: bool
    tables: CardTables
    sides: tuple[str, ...] = ()  # each side's name by team (words.side_name)
    watching: bool = False  # a bot plays the view's seat: the person only watches it
    levels: tuple[str | None, ...] = ()  # the bot level playing each seat (None: the person)
    drawing_seats: bool = False  # the seating draw is shown: nobody plays, nor chooses, yet


def team_order(view: PlayerView) -> tuple[int, ...]:
    """Teams with someone in them: ours first, then clockwise."""
    n = len(view.team_of)
    order: list[int] = []
    for k in range(n):
        team = view.team_of[(view.seat + k) % n]
        if team not in order:
            order.append(team)
    return tuple(order)


class TableCanvas:
    """Every item on the table, by key; parts add, move and remove them."""

    def __init__(self, scene: QGraphicsScene, faces: CardFaces) -> None:
        # Held weakly: no reference cycle through the scene, so it is freed
        # on the GUI thread when its window goes, never by a garbage
        # collection that happens to run on a worker thread.
        self.scene = cast(QGraphicsScene, weakref.proxy(scene))
        self.faces = faces
        self.items: dict[object, CardItem] = {}
        self.roles: dict[object, str] = {}
        self.labels: dict[str, LabelItem] = {}
        self.zones: dict[str, ZoneItem] = {}
        self.fixed_zones: set[str] = set()  # always there; the others belong to a part
        self.seat_areas: dict[int, QRectF] = {}  # where each seat's cards are
        self._used_labels: set[str] = set()
        self._used_zones: set[str] = set()
        # Who drew each label and zone last: a name can go from one part to
        # another (a team's title when the seat shown changes sides).
        self._owner: dict[str, object] = {}
        self._drawing: object = None

    # -- labels and zones, counted for the part being drawn
    def set_label(self, name: str, text: str, at: QPointF, size: int, anchor: str,
                  plate: bool = True, max_width: float | None = None,
                  wrap: bool = False, tail: str = "", shrink: float = 1.0) -> LabelItem:
        self._used_labels.add(name)
        self._owner["label:" + name] = self._drawing
        label = self.labels.get(name)
        if label is None:
            label = LabelItem(text, max(8, size), plate=plate)
            self.labels[name] = label
            self.scene.addItem(label)
        label.set_text(text, max(8, size), max_width=max_width, wrap=wrap, tail=tail,
                       shrink=shrink)
        rect = label.size()
        if anchor == "top":
            label.setPos(at.x() - rect.width() / 2, at.y())
        else:
            label.setPos(at)
        return label

    def drop_label(self, name: str) -> None:
        """A label set in this drawing that is not wanted after all."""
        self._used_labels.discard(name)
        self._owner.pop("label:" + name, None)
        label = self.labels.pop(name, None)
        if label is not None:
            self.scene.removeItem(label)

    def zone(self, target: str, caption: str = "", framed: bool = False) -> ZoneItem:
        if target not in self.fixed_zones:
            self._used_zones.add(target)
            self._owner["zone:" + target] = self._drawing
        zone = self.zones.get(target)
        if zone is None:
            zone = ZoneItem(target, caption, framed)
            self.zones[target] = zone
            self.scene.addItem(zone)
        return zone

    def begin(self, part: object) -> None:
        self._drawing = part
        self._used_labels = set()
        self._used_zones = set()

    def end(self, labels: set[str], zones: set[str]) -> tuple[set[str], set[str]]:
        """Remove what the part had drawn and no longer does (unless another
        part has drawn it since); returns what it uses now."""
        part = self._drawing
        for name in labels - self._used_labels:
            if self._owner.get("label:" + name) is part:
                del self._owner["label:" + name]
                self.scene.removeItem(self.labels.pop(name))
        for target in zones - self._used_zones:
            if self._owner.get("zone:" + target) is part:
                del self._owner["zone:" + target]
                self.scene.removeItem(self.zones.pop(target))
        self._drawing = None
        return set(self._used_labels), set(self._used_zones)

    # -- cards
    def apply(self, placements: dict[object, Placement], kept: set[object],
              origins: dict[int, QPointF], duration: int) -> None:
        """Put the cards of the parts drawn at their places; the items of the
        parts left alone (`kept`) stay untouched, the rest go."""
        for key in [k for k in self.items if k not in placements and k not in kept]:
            gone = self.items.pop(key)
            self.roles.pop(key, None)
            self.scene.removeItem(gone)
        for key, p in placements.items():
            item = self.items.get(key)
            if item is None:
                item = CardItem(self.faces, key, p.code, p.height)
                self.items[key] = item
                self.scene.addItem(item)
                start = origins.get(key) if isinstance(key, int) else None
                item.setPos(start if start is not None else p.pos)
            self.roles[key] = p.role
            item.set_look(p.code, p.height, p.selected, p.focused, p.crosswise,
                          hinted=p.hinted, fresh=p.fresh, shown_width=p.shown_width)
            item.setZValue(p.z)
            item.move_to(p.pos, duration)


class TablePart:
    """One slice of the table, drawn again only when that slice changed."""

    def __init__(self, canvas: TableCanvas, controller: GameController) -> None:
        self.canvas = canvas
        self.controller = controller
        self.placements: dict[object, Placement] = {}
        self._drawn: Hashable = None
        self._labels: set[str] = set()
        self._zones: set[str] = set()

    def slice(self, sight: Sight) -> Hashable:
        """Everything this part's drawing depends on (compared with the last one)."""
        raise NotImplementedError

    def draw(self, sight: Sight, out: dict[object, Placement]) -> None:
        raise NotImplementedError

    def update(self, sight: Sight, force: bool = False) -> bool:
        """Draw the part if its slice changed (or `force`); True when drawn."""
        drawn = self.slice(sight)
        if not force and drawn == self._drawn:
            return False
        self._drawn = drawn
        self.canvas.begin(self)
        out: dict[object, Placement] = {}
        self.draw(sight, out)
        self._labels, self._zones = self.canvas.end(self._labels, self._zones)
        self.placements = out
        return True

    def retire(self) -> None:
        """The part is no longer on the table (fewer seats, teams)."""
        self.canvas.begin(self)
        self.canvas.end(self._labels, self._zones)
        self._labels, self._zones = set(), set()
        self.placements = {}
        self._drawn = None

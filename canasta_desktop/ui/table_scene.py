"""The card table: a QGraphicsScene drawn from the player's view.

The scene never knows a rule (KPatience's KCardScene asks the game
`allowedToAdd`; we ask the controller): it shows `controller.view()` and
lays it out in card units (`table_layout`); cards keep their item from one
state to the next, so a card that moved slides to its new place.  Mouse and
keyboard handling is in `table_input`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ..model.cards import CardTables
from ..model.view import PlayerView
from ..session import gestures
from ..session.controller import GameController
from .card_faces import CardFaces
from .card_item import CardItem
from .card_order import canasta_top, hand_order, is_pure, meld_order, meld_rank_order
from .table_input import HAND, TableInput
from .table_items import TEXT_COLOR, LabelItem, PanelItem, ZoneItem
from .table_layout import (LIFT, MAX_CASCADE_CARDS, NORTH, SEAT_PLACES, TableLayout,
                           column_pitch, compute_layout, fan_positions)

FELT_CENTRE = QColor("#2e7d4f")
FELT_EDGE = QColor("#164a2c")
US_PANEL = QColor(0, 0, 0, 45)
THEM_PANEL = QColor(0, 0, 0, 28)
MAX_BACKS_SHOWN = 7
IDLE_PLATE = QColor(0, 0, 0, 120)
ACTING_PLATE = QColor(255, 214, 90, 235)
ACTING_TEXT = QColor("#1b1b1b")


@dataclass
class _Placement:
    code: str | None
    pos: QPointF
    height: int
    z: float
    role: str
    selected: bool = False
    focused: bool = False
    crosswise: bool = False


class TableScene(TableInput, QGraphicsScene):
    def __init__(self, controller: GameController, faces: CardFaces | None = None,
                 animation_ms: int = 220) -> None:
        super().__init__()
        self.controller = controller
        self.faces = faces or CardFaces()
        self.animation_ms = animation_ms
        self.layout_: TableLayout = compute_layout(1280, 720)
        self.setSceneRect(0, 0, 1280, 720)
        self.selection: set[int] = set()
        self.focus_index = 0
        self.hand_cards: list[int] = []  # the player's hand, in display order
        self._items: dict[object, CardItem] = {}
        self._roles: dict[object, str] = {}
        self._origins: dict[int, QPointF] = {}
        self._init_input()
        self.zones: dict[str, ZoneItem] = {}
        self._labels: dict[str, LabelItem] = {}
        self._panels = (PanelItem(US_PANEL), PanelItem(THEM_PANEL))
        for panel in self._panels:
            self.addItem(panel)
        self._new_meld = self._zone(gestures.NEW_MELD, "+\nnew meld", framed=True)
        for target in (gestures.PILE, gestures.DRAW, HAND):
            self._zone(target)
        controller.state_changed.connect(self.refresh)
        controller.events_applied.connect(self._note_events)

    # ================================================================ queries
    @property
    def tables(self) -> CardTables:
        return self.controller.tables

    def card_item(self, card: int) -> CardItem | None:
        return self._items.get(card)

    def items_in_role(self, role: str) -> list[CardItem]:
        return [item for key, item in self._items.items() if self._roles.get(key) == role]

    def label(self, name: str) -> LabelItem | None:
        return self._labels.get(name)

    def hand_point(self, card: int) -> QPointF:
        """A point on the visible part of a hand card (where a person clicks)."""
        item = self._items[card]
        index = self.hand_cards.index(card)
        width = item.width
        if index + 1 < len(self.hand_cards):
            nxt = self._items[self.hand_cards[index + 1]]
            width = min(width, nxt.pos().x() - item.pos().x())
        return item.pos() + QPointF(max(2.0, width / 2), item.height * 0.35)

    def stock_point(self) -> QPointF:
        return self.zones[gestures.DRAW].rect().center()

    def pile_point(self) -> QPointF:
        return self.zones[gestures.PILE].rect().center()

    def zone_point(self, target: str) -> QPointF:
        return self.zones[target].rect().center()

    # ================================================================ layout
    def set_size(self, width: float, height: float) -> None:
        width, height = max(width, 320.0), max(height, 240.0)
        self.setSceneRect(0, 0, width, height)
        self.layout_ = compute_layout(width, height)
        self.refresh(animate=False)

    def refresh(self, animate: bool = True) -> None:
        """Show the controller's view; cards that moved slide to their place."""
        if self.controller.deal is None:
            return
        self._cancel_drag()
        view = self.controller.view()
        self._used_labels: set[str] = set()
        placements: dict[object, _Placement] = {}
        self._place_hand(view, placements)
        self._place_other_hands(view, placements)
        self._place_stock_and_pile(view, placements)
        self._place_melds(view, placements)
        self._place_red_threes(view, placements)
        self._apply(placements, self.animation_ms if animate else 0)
        for name in [n for n in self._labels if n not in self._used_labels]:
            self.removeItem(self._labels.pop(name))
        for seat in range(len(view.hand_sizes)):
            label = self._labels.get(f"seat{seat}")
            if label is not None:
                label.plate_color = ACTING_PLATE if seat == view.to_act else IDLE_PLATE
                label.color = ACTING_TEXT if seat == view.to_act else TEXT_COLOR
                label.update()
        self._origins.clear()

    def _apply(self, placements: dict[object, _Placement], duration: int) -> None:
        for key in [k for k in self._items if k not in placements]:
            item = self._items.pop(key)
            self._roles.pop(key, None)
            self.removeItem(item)
        for key, p in placements.items():
            item = self._items.get(key)
            start: QPointF | None = None
            if item is None:
                item = CardItem(self.faces, key, p.code, p.height)
                self._items[key] = item
                self.addItem(item)
                start = self._origins.get(key) if isinstance(key, int) else None
                item.setPos(start if start is not None else p.pos)
            self._roles[key] = p.role
            item.set_look(p.code, p.height, p.selected, p.focused, p.crosswise)
            item.setZValue(p.z)
            item.move_to(p.pos, duration)

    # -- the player's hand
    def _place_hand(self, view: PlayerView, out: dict[object, _Placement]) -> None:
        lay = self.layout_
        t = self.tables
        self.hand_cards = hand_order(view.hand, t)
        self.selection &= set(self.hand_cards)
        if self.hand_cards:
            self.focus_index = min(max(self.focus_index, 0), len(self.hand_cards) - 1)
        width = lay.width_of(lay.unit)
        xs = fan_positions(len(self.hand_cards), width, lay.hand, max_step=width * 0.62)
        base_y = lay.hand.bottom() - lay.unit
        keyboard = self.keyboard_used and bool(self.views()) and self.views()[0].hasFocus()
        for i, (card, x) in enumerate(zip(self.hand_cards, xs)):
            selected = card in self.selection
            y = base_y - LIFT * lay.unit if selected else base_y
            out[card] = _Placement(t.code[card], QPointF(x, y), lay.unit, 100 + i, "hand",
                                   selected=selected,
                                   focused=bool(keyboard) and i == self.focus_index)
        self.zones[HAND].set_rect(lay.hand)
        name = self.controller.names[0]
        count = len(view.hand)
        self._set_label("seat0", f"{name}\n{count} card{'s' if count != 1 else ''}",
                        lay.south_label,
                        size=round(lay.unit * 0.12), anchor="left")

    # -- the other players' hands: backs and a count
    def _place_other_hands(self, view: PlayerView, out: dict[object, _Placement]) -> None:
        lay = self.layout_
        h = lay.small
        w = lay.width_of(h)
        names = self.controller.names
        for seat in range(1, len(view.hand_sizes)):
            place = SEAT_PLACES.get(seat, NORTH)
            area = lay.hands[place]
            count = view.hand_sizes[seat]
            shown = min(count, MAX_BACKS_SHOWN)
            text = f"{names[seat]}\n{count} card{'s' if count != 1 else ''}"
            if place == NORTH:
                xs = fan_positions(shown, w, area, max_step=w * 0.3)
                for i, x in enumerate(xs):
                    out[("hand", seat, i)] = _Placement(None, QPointF(x, area.top()), h, 60 + i,
                                                        "back")
                self._set_label(f"seat{seat}", text.replace("\n", " \u00b7 "),
                                QPointF(area.center().x(), area.top() + h + 0.04 * lay.unit),
                                size=round(lay.unit * 0.12), anchor="top")
            else:
                step = min(h * 0.16, (area.height() * 0.55 - h) / max(1, shown - 1))
                total = h + step * max(0, shown - 1)
                top = area.top() + area.height() * 0.30 - total / 2
                x = area.center().x() - w / 2
                for i in range(shown):
                    out[("hand", seat, i)] = _Placement(None, QPointF(x, top + i * step), h,
                                                        60 + i, "back")
                self._set_label(f"seat{seat}", text,
                                QPointF(area.center().x(), top + total + 0.06 * lay.unit),
                                size=round(lay.unit * 0.12), anchor="top")

    # -- stock and discard pile
    def _place_stock_and_pile(self, view: PlayerView, out: dict[object, _Placement]) -> None:
        lay = self.layout_
        t = self.tables
        h = lay.pile_h
        w = lay.width_of(h)
        thickness = min(4, (view.stock_size + 14) // 15)
        for i in range(thickness):
            out[("stock", i)] = _Placement(None, lay.stock + QPointF(-i * 1.5, -i * 1.5), h,
                                           20 + i, "stock")
        self.zones[gestures.DRAW].set_rect(QRectF(lay.stock, QPointF(lay.stock.x() + w,
                                                                    lay.stock.y() + h)))
        pile_rect = QRectF(lay.pile.x() - (h - w) / 2, lay.pile.y(), h, h)
        self.zones[gestures.PILE].set_rect(pile_rect.adjusted(-4, -4, 4, 4))
        pile = view.pile
        if pile:
            crosswise = self._freezing_card(view)
            if crosswise is not None and crosswise != pile[-1]:
                out[crosswise] = _Placement(t.code[crosswise], lay.pile, h, 20, "pile_under",
                                            crosswise=True)
            top = pile[-1]
            out[top] = _Placement(t.code[top], lay.pile, h, 22, "pile",
                                  crosswise=(top == crosswise))
        size = round(lay.unit * 0.115)
        stock_text = f"Stock\n{view.stock_size}"
        frozen = " \u2744" if view.pile_frozen else ""
        pile_text = f"Pile{frozen}\n{len(pile)}"
        y = lay.stock.y() + h + 0.05 * lay.unit
        self._set_label("stock", stock_text, QPointF(lay.stock.x() + w / 2, y), size, "top")
        self._set_label("pile", pile_text, QPointF(lay.pile.x() + w / 2, y), size, "top")

    def _freezing_card(self, view: PlayerView) -> int | None:
        """The wild card (or red three) that froze the pile, shown crosswise."""
        if not view.pile_frozen:
            return None
        t = self.tables
        for card in view.pile:
            if t.is_wild[card] or t.is_red_three[card]:
                return card
        return None

    # -- melds of both teams
    def _place_melds(self, view: PlayerView, out: dict[object, _Placement]) -> None:
        lay = self.layout_
        t = self.tables
        h = lay.meld_h
        w = lay.width_of(h)
        step = lay.meld_step()
        names = self.controller.names
        own_team = view.team
        live_targets: set[str] = set()
        for team, zone in enumerate(lay.melds):
            self._panels[team].set_rect(zone)
            seats = [s for s, tm in enumerate(view.team_of) if tm == team]
            who = " & ".join(names[s] for s in seats)
            title = "Us" if team == own_team else "Them"
            opened = ("opened" if view.opened[team]
                      else f"needs {view.opening_minimums[team]} to open")
            melds = view.melds[team]
            canastas = sum(1 for m in melds.values() if len(m) >= 7)
            extra = f" \u00b7 {canastas} canasta{'s' if canastas != 1 else ''}" if canastas else ""
            title_size = round(lay.unit * 0.115)
            self._set_label(f"team{team}", f"{title}: {who} \u00b7 {opened}{extra}",
                            QPointF(zone.left() + 0.06 * lay.unit, zone.top() + 0.03 * lay.unit),
                            title_size, "left", plate=False)
            pad = 0.08 * lay.unit
            top = zone.top() + 0.22 * lay.unit
            ranks = meld_rank_order(list(melds))
            columns = len(ranks) + (1 if team == own_team else 0)
            pitch = column_pitch(columns, w, zone, pad)
            x = zone.left() + pad
            for rank in ranks:
                cards = melds[rank]
                column = QRectF(x, top, w, h + step * (MAX_CASCADE_CARDS - 1))
                if len(cards) >= 7:
                    self._place_canasta(cards, x, top, h, team, rank, out)
                else:
                    for i, card in enumerate(meld_order(cards, t)):
                        out[card] = _Placement(t.code[card], QPointF(x, top + i * step), h,
                                               10 + i, "meld")
                if team == own_team:
                    target = gestures.meld_target(rank)
                    live_targets.add(target)
                    self._zone(target).set_rect(column.adjusted(-3, -3, 3, 3))
                x += pitch
            if team == own_team:
                frame = QRectF(x, top, w, min(h * 1.25, zone.bottom() - top - pad))
                free = QRectF(x - pad / 2, top - pad / 2,
                              max(w + pad, zone.right() - x), zone.bottom() - top)
                self._new_meld.set_rect(free, frame)
        for target in [t for t in self.zones if t.startswith(gestures.MELD_PREFIX)]:
            if target not in live_targets:
                self.removeItem(self.zones.pop(target))

    def _place_canasta(self, cards: list[int] | tuple[int, ...], x: float, top: float,
                       h: int, team: int, rank: int, out: dict[object, _Placement]) -> None:
        """A canasta squared up: a short stack, red card on top if pure."""
        t = self.tables
        top_card = canasta_top(cards, t)
        under = [c for c in meld_order(cards, t) if c != top_card][-3:]
        for i, card in enumerate(under):
            out[card] = _Placement(t.code[card], QPointF(x + (3 - i) * 1.8, top + (3 - i) * 1.8),
                                   h, 10 + i, "meld")
        out[top_card] = _Placement(t.code[top_card], QPointF(x, top), h, 14, "meld")
        pure = is_pure(cards, t)
        label = self._set_label(f"canasta{team}:{rank}",
                                f"{len(cards)} cards\n{'pure' if pure else 'mixed'}",
                                QPointF(x + self.layout_.width_of(h) / 2, top + h + 8),
                                round(self.layout_.unit * 0.085), "top")
        label.plate_color = QColor(170, 20, 20, 220) if pure else QColor(15, 15, 15, 220)
        label.update()

    # -- red threes in front of their owner
    def _place_red_threes(self, view: PlayerView, out: dict[object, _Placement]) -> None:
        lay = self.layout_
        t = self.tables
        h = lay.small
        w = lay.width_of(h)
        for seat, threes in enumerate(view.red_threes):
            place = SEAT_PLACES.get(seat, NORTH)
            if seat == 0:
                origin = QPointF(lay.south_label.x(), lay.hand.top() + 0.05 * lay.unit)
            elif place == NORTH:
                area = lay.hands[NORTH]
                origin = QPointF(area.center().x() + 2.2 * w, area.top())
            else:
                area = lay.hands[place]
                origin = QPointF(area.center().x() - w / 2 - 0.1 * lay.unit,
                                 area.top() + area.height() * 0.64)
            for i, card in enumerate(threes):
                out[card] = _Placement(t.code[card], origin + QPointF(i * w * 0.3, 0), h,
                                       30 + i, "red_three")

    # -- helpers
    def _zone(self, target: str, caption: str = "", framed: bool = False) -> ZoneItem:
        zone = self.zones.get(target)
        if zone is None:
            zone = ZoneItem(target, caption, framed)
            self.zones[target] = zone
            self.addItem(zone)
        return zone

    def _set_label(self, name: str, text: str, at: QPointF, size: int, anchor: str,
                   plate: bool = True) -> LabelItem:
        self._used_labels.add(name)
        label = self._labels.get(name)
        if label is None:
            label = LabelItem(text, max(8, size), plate=plate)
            self._labels[name] = label
            self.addItem(label)
        label.set_text(text, max(8, size))
        rect = label.size()
        if anchor == "top":
            label.setPos(at.x() - rect.width() / 2, at.y())
        else:
            label.setPos(at)
        return label

    def _seat_anchor(self, seat: int) -> QPointF:
        lay = self.layout_
        if seat == 0:
            return lay.hand.center()
        return lay.hands[SEAT_PLACES.get(seat, NORTH)].center()

    def _note_events(self, events: list) -> None:
        """Remember where newly shown cards come from, to slide them in."""
        lay = self.layout_
        for event in events:
            kind, seat = event.kind, event.seat
            if kind == "draw" or (kind == "red_three" and event.data.get("from") == "stock"):
                for card in event.cards:
                    self._origins[card] = QPointF(lay.stock)
            elif kind == "take_pile":
                for card in event.cards:
                    self._origins.setdefault(card, QPointF(lay.pile))
            elif kind in ("meld", "lay_off", "discard", "red_three"):
                for card in event.cards:
                    self._origins.setdefault(card, self._seat_anchor(seat))

    # ================================================================ felt
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        scene = self.sceneRect()
        gradient = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.7)
        gradient.setColorAt(0.0, FELT_CENTRE)
        gradient.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(rect, gradient)


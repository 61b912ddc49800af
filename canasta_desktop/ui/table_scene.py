"""The card table: a QGraphicsScene drawn from the player's view.

The scene never knows a rule (KPatience's KCardScene asks the game
`allowedToAdd`; we ask the controller): it shows `controller.view()` and
lays it out in card units (`table_layout`); cards keep their item from one
state to the next, so a card that moved slides to its new place.  Mouse and
keyboard handling is in `table_input`.

Any variant fits: two to six seats around the table (the player at the
bottom), one meld zone per team (ours at the bottom), the two packets to
choose from and the feet of Tête et Queue, Origen's tiles in their team's
zone, the isolated hand of three-handed play, and who sits a deal out.

A hint (Edit → Hint) is shown on the table: the hand cards it plays get a
glowing outline, and the places it goes to (stock, pile, a meld, "new
meld") a glowing frame, until the window clears it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from PySide6.QtCore import QPointF, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ..model.cards import CardTables, rank_code
from ..model.events import (Discarded, Drew, FootPickedUp, LaidOff, Melded, PileTaken, RedThreeLaid,
                            RedThreeSource)
from ..model.facts import TableFacts, table_facts
from ..model.phases import CHOOSE
from ..model.view import PlayerView
from ..session import gestures
from ..session.controller import GameController
from ..session.event_text import rank_label
from .card_art import ORIGEN_NAMES
from .card_faces import CardFaces
from .card_item import CardItem
from .card_order import SORT_MODES, canasta_top, hand_order, meld_order, meld_rank_order
from .table_input import HAND, TableInput
from .table_items import TEXT_COLOR, HintFrame, LabelItem, PanelItem, ZoneItem
from .table_layout import (LABEL, LIFT, MAX_CASCADE_CARDS, SIDE_PLACES, SOUTH, TOP_PLACES,
                           TableLayout, compute_layout, fan_positions, meld_fit, place_of)

FELT_CENTRE = QColor("#2e7d4f")
FELT_EDGE = QColor("#164a2c")
US_PANEL = QColor(0, 0, 0, 45)
THEM_PANEL = QColor(0, 0, 0, 28)
MAX_BACKS_SHOWN = 7
IDLE_PLATE = QColor(0, 0, 0, 120)
ACTING_PLATE = QColor(255, 214, 90, 235)
ACTING_TEXT = QColor("#1b1b1b")
TILE_PLATE = QColor(222, 200, 140, 240)
TILE_TEXT = QColor("#3b2a10")
SITTING_OUT_PLATE = QColor(60, 60, 80, 170)
FRESH_MS = 1800  # how long a card just drawn stays outlined in the hand
PACKETS = (0, 1)


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
    hinted: bool = False
    fresh: bool = False


class TableScene(TableInput, QGraphicsScene):
    sort_changed = Signal(str)  # the hand's sort mode changed (a drag makes it manual)
    player_acts = Signal()  # a mouse press or a key on the table, before it is handled
    facts: TableFacts  # the model's facts of the view shown, set by refresh()

    def __init__(self, controller: GameController, faces: CardFaces | None = None,
                 animation_ms: int = 220) -> None:
        super().__init__()
        self.controller = controller
        self.faces = faces or CardFaces()
        self.animation_ms = animation_ms
        self._size = (1280.0, 720.0)
        self._layout_key = (4, 2)
        self.layout_: TableLayout = compute_layout(*self._size)
        self.setSceneRect(0, 0, *self._size)
        self.selection: set[int] = set()
        self.focus_index = 0
        self.hand_cards: list[int] = []  # the player's hand, in display order
        self.sort_mode = "rank"
        self._manual: list[int] = []  # the player's own order (sort mode "manual")
        self._items: dict[object, CardItem] = {}
        self._roles: dict[object, str] = {}
        self._origins: dict[int, QPointF] = {}
        self._seat_areas: dict[int, QRectF] = {}
        self._init_input()
        self.zones: dict[str, ZoneItem] = {}
        self._labels: dict[str, LabelItem] = {}
        self._panels: list[PanelItem] = []
        self._hint_cards: frozenset[int] = frozenset()
        # The cards the player just drew, outlined for a moment (FRESH_MS).
        self._fresh_cards: frozenset[int] = frozenset()
        self._fresh_timer = QTimer(self)
        self._fresh_timer.setSingleShot(True)
        self._fresh_timer.timeout.connect(self._fade_fresh)
        self._hint_places: frozenset[str] = frozenset()
        self._hint_frames: dict[str, HintFrame] = {}
        self._felt: tuple[tuple[int, int, float], QPixmap] | None = None  # the cached felt
        self._new_meld = self._zone(gestures.NEW_MELD, self.tr("+\nnew\nmeld"), framed=True)
        for target in (gestures.PILE, gestures.DRAW, HAND):
            self._zone(target)
        controller.state_changed.connect(self.refresh)
        controller.events_applied.connect(self._note_events)
        controller.game_started.connect(self._new_game)

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

    def labels(self) -> dict[str, LabelItem]:
        return dict(self._labels)

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

    def packet_point(self, packet: int) -> QPointF:
        """The middle of a packet's bottom card (Tête et Queue, choosing)."""
        return self.zones[gestures.packet_target(packet)].rect().center()

    def hinted_cards(self) -> set[int]:
        """The cards drawn with the hint's outline."""
        return {item.card for item in self._items.values()
                if item.hinted and item.card is not None}

    def hinted_places(self) -> set[str]:
        """The places (drop targets) framed by the hint."""
        return {target for target, frame in self._hint_frames.items() if frame.isVisible()}

    def hint_frame(self, target: str) -> QRectF:
        frame = self._hint_frames.get(target)
        return frame.rect() if frame is not None else QRectF()

    # ================================================================ hints
    def show_hint(self, cards: Iterable[int], places: Iterable[str]) -> None:
        """Light up the hand cards a hint plays and the places it goes to."""
        self._hint_cards = frozenset(cards)
        self._hint_places = frozenset(places)
        self.refresh()

    def clear_hint(self) -> None:
        if self._hint_cards or self._hint_places:
            self.show_hint((), ())

    def _place_hint_frames(self) -> None:
        for target in set(self._hint_frames) | self._hint_places:
            zone = self.zones.get(target)
            frame = self._hint_frames.get(target)
            if target not in self._hint_places or zone is None:
                if frame is not None:
                    self.removeItem(self._hint_frames.pop(target))
                continue
            if frame is None:
                frame = self._hint_frames[target] = HintFrame()
                self.addItem(frame)
            rect = zone.frame() if zone.framed else zone.rect()
            frame.set_rect(rect.adjusted(-5, -5, 5, 5))

    # ================================================================ settings
    def set_faces(self, faces: CardFaces) -> None:
        """Show the cards with another deck's art."""
        self.faces = faces
        for item in self._items.values():
            item.faces = faces
            item.update()
        self.update()

    def set_sort_mode(self, mode: str) -> None:
        if mode not in SORT_MODES or mode == self.sort_mode:
            return
        if mode == "manual":
            self._manual = list(self.hand_cards)
        self.sort_mode = mode
        self.sort_changed.emit(mode)
        self.refresh()

    def manual_order(self) -> list[int]:
        """The hand in the order the player gave it."""
        return list(self._manual)

    def restore_manual_order(self, order: list[int]) -> None:
        """Order the hand as the player had it (cards no longer held are skipped)."""
        self._manual = list(order)
        if self.sort_mode != "manual":
            self.sort_mode = "manual"
            self.sort_changed.emit("manual")
        self.refresh(animate=False)

    def move_in_hand(self, cards: list[int], index: int) -> None:
        """Put `cards` at `index` of the hand (the player orders it himself)."""
        rest = [c for c in self.hand_cards if c not in cards]
        index = max(0, min(index, len(rest)))
        order = rest[:index] + [c for c in self.hand_cards if c in cards] + rest[index:]
        self._manual = order
        if self.sort_mode != "manual":
            self.sort_mode = "manual"
            self.sort_changed.emit("manual")
        self.refresh()

    # ================================================================ layout
    def set_size(self, width: float, height: float) -> None:
        width, height = max(width, 320.0), max(height, 240.0)
        self._size = (width, height)
        self.setSceneRect(0, 0, width, height)
        self.layout_ = compute_layout(width, height, *self._layout_key)
        self.refresh(animate=False)

    def fresh_cards(self) -> set[int]:
        """The hand cards outlined as just drawn."""
        return {item.card for item in self._items.values()
                if item.fresh and item.card is not None}

    def _fade_fresh(self) -> None:
        self._fresh_cards = frozenset()
        for item in self._items.values():
            if item.fresh:
                item.fresh = False
                item.update()

    def _new_game(self) -> None:
        self.selection.clear()
        self._manual = []

    def refresh(self, animate: bool = True) -> None:
        """Show the controller's view; cards that moved slide to their place."""
        if self.controller.deal is None:
            return
        self._cancel_drag()
        view = self.controller.view()
        self.facts = table_facts(view)
        team_order = self._team_order(view)
        key = (len(view.hand_sizes), len(team_order))
        if key != self._layout_key:
            self._layout_key = key
            self.layout_ = compute_layout(*self._size, *key)
        self._used_labels: set[str] = set()
        self._used_zones: set[str] = set()
        placements: dict[object, _Placement] = {}
        self._place_hand(view, placements)
        self._place_other_hands(view, placements)
        self._place_stock_and_pile(view, placements)
        self._place_melds(view, team_order, placements)
        self._place_sitting_out()
        for card in self._hint_cards & set(self.hand_cards):
            placements[card].hinted = True
        for card in self._fresh_cards & set(self.hand_cards):
            placements[card].fresh = True
        self._apply(placements, self.animation_ms if animate else 0)
        for name in [n for n in self._labels if n not in self._used_labels]:
            self.removeItem(self._labels.pop(name))
        for target in [t for t in self.zones if t.startswith((gestures.MELD_PREFIX,
                                                             gestures.PACKET_PREFIX,
                                                             gestures.TILE))]:
            if target not in self._used_zones:
                self.removeItem(self.zones.pop(target))
        acting = view.to_act if view.phase != "over" else None
        for seat in range(len(view.hand_sizes)):
            label = self._labels.get(f"seat{seat}")
            if label is not None:
                label.plate_color = ACTING_PLATE if seat == acting else IDLE_PLATE
                label.color = ACTING_TEXT if seat == acting else TEXT_COLOR
                label.update()
        self._place_hint_frames()
        self._origins.clear()

    def _team_order(self, view: PlayerView) -> list[int]:
        """Teams with someone in them: ours first, then clockwise."""
        n = len(view.team_of)
        order: list[int] = []
        for k in range(n):
            team = view.team_of[(view.seat + k) % n]
            if team not in order:
                order.append(team)
        return order

    def _apply(self, placements: dict[object, _Placement], duration: int) -> None:
        for key in [k for k in self._items if k not in placements]:
            gone = self._items.pop(key)
            self._roles.pop(key, None)
            self.removeItem(gone)
        for key, p in placements.items():
            item = self._items.get(key)
            if item is None:
                item = CardItem(self.faces, key, p.code, p.height)
                self._items[key] = item
                self.addItem(item)
                start = self._origins.get(key) if isinstance(key, int) else None
                item.setPos(start if start is not None else p.pos)
            self._roles[key] = p.role
            item.set_look(p.code, p.height, p.selected, p.focused, p.crosswise,
                          hinted=p.hinted, fresh=p.fresh)
            item.setZValue(p.z)
            item.move_to(p.pos, duration)

    # -- the player's hand (or his two packets, or the hand he watches)
    def _place_hand(self, view: PlayerView, out: dict[object, _Placement]) -> None:
        lay = self.layout_
        seat = view.seat
        self._seat_areas[seat] = QRectF(lay.hand)
        self.zones[HAND].set_rect(lay.hand)
        name = self.controller.names[seat]
        if self.controller.spectating:
            self.hand_cards = []
            self.selection.clear()
            count = view.hand_sizes[seat]
            self._place_backs_fan(seat, count, lay.hand, lay.unit, out, role="back")
            text = self.tr("{name}\n%n card(s)", "", count).format(name=name)
            self._set_label(f"seat{seat}", text, lay.south_label, round(lay.unit * 0.12), "left")
            self._place_feet_and_threes(view, seat, SOUTH, lay.hand, out)
            return
        if view.phase == CHOOSE and view.packet_bottoms:
            self.hand_cards = []
            self.selection.clear()
            self._place_packets(view, out)
            self._set_label(f"seat{seat}", self.tr("{name}\nchoose your hand").format(name=name),
                            lay.south_label, round(lay.unit * 0.12), "left")
            return
        t = self.tables
        self.hand_cards = self._ordered_hand(view)
        self.selection &= set(self.hand_cards)
        if self.hand_cards:
            self.focus_index = min(max(self.focus_index, 0), len(self.hand_cards) - 1)
        width = lay.width_of(lay.unit)
        xs = fan_positions(len(self.hand_cards), width, lay.hand, max_step=width * 0.62)
        base_y = lay.hand.bottom() - lay.unit
        views = self.views()
        keyboard = self.keyboard_used and bool(views) and views[0].hasFocus()
        for i, (card, x) in enumerate(zip(self.hand_cards, xs)):
            selected = card in self.selection
            y = base_y - LIFT * lay.unit if selected else base_y
            out[card] = _Placement(t.code[card], QPointF(x, y), lay.unit, 100 + i, "hand",
                                   selected=selected,
                                   focused=bool(keyboard) and i == self.focus_index)
        count = len(view.hand)
        text = self.tr("{name}\n%n card(s)", "", count).format(name=name)
        if view.isolated == seat:
            text += "\n" + self.tr("isolated hand")
        self._set_label(f"seat{seat}", text, lay.south_label, round(lay.unit * 0.12), "left")
        self._place_feet_and_threes(view, seat, SOUTH, lay.hand, out)

    def _ordered_hand(self, view: PlayerView) -> list[int]:
        hand = list(view.hand)
        if self.sort_mode != "manual":
            return hand_order(hand, self.tables, self.sort_mode)
        present = set(hand)
        kept = [c for c in self._manual if c in present]
        known = set(kept)
        order = kept + [c for c in hand if c not in known]
        self._manual = order
        return order

    def _place_packets(self, view: PlayerView, out: dict[object, _Placement]) -> None:
        """Tête et Queue: two face-down packets, each showing its bottom card;
        a click picks the one played first as the hand."""
        lay = self.layout_
        t = self.tables
        h = lay.unit
        w = lay.width_of(h)
        gap = 1.2 * w
        centre = lay.hand.center().x()
        y = lay.hand.bottom() - h
        size = self.rules_foot_size(view)
        for packet, card in zip(PACKETS, view.packet_bottoms):
            x = centre - gap / 2 - w if packet == 0 else centre + gap / 2
            role = f"packet{packet}"
            for i in range(3):
                out[("packet", packet, i)] = _Placement(
                    None, QPointF(x + (3 - i) * 2.5, y - (3 - i) * 2.5), h, 90 + i, role)
            out[card] = _Placement(t.code[card], QPointF(x, y), h, 95, role)
            target = gestures.packet_target(packet)
            self._used_zones.add(target)
            rect = QRectF(x - 4, y - 12, w + 16, h + 16)
            self._zone(target).set_rect(rect)
            self._set_label(f"packet{packet}",
                            self.tr("Packet {n} · %n card(s)", "", size).format(n=packet + 1),
                            QPointF(x + w / 2, y - 0.02 * h - LABEL * lay.unit),
                            round(lay.unit * 0.1), "top")
        hint = self._set_label("packet_hint", self.tr("Click the packet to play first:\n"
                                                      "the other one is your foot"),
                               QPointF(centre + gap / 2 + w + 0.35 * lay.unit, y + 0.3 * h),
                               round(lay.unit * 0.1), "left")
        hint.setZValue(120)

    @staticmethod
    def rules_foot_size(view: PlayerView) -> int:
        return view.rules.foot_size or view.rules.hand_size

    # -- the other players: backs, a count, their foot and red threes
    def _place_other_hands(self, view: PlayerView, out: dict[object, _Placement]) -> None:
        lay = self.layout_
        n = len(view.hand_sizes)
        names = self.controller.names
        for seat in range(n):
            if seat == view.seat:
                continue
            place = place_of(seat, view.seat, n)
            area = lay.hands[place]
            self._seat_areas[seat] = QRectF(area)
            count = view.hand_sizes[seat]
            lines = [names[seat]]
            choosing = view.phase == CHOOSE and count == 0 and not (
                view.foot_sizes and view.foot_sizes[seat])
            if choosing:
                lines.append(self.tr("choosing\u2026"))
                count = 2
            else:
                lines.append(self.tr("%n card(s)", "", count))
            if view.isolated == seat:
                lines.append(self.tr("isolated hand"))
            shown = min(count, MAX_BACKS_SHOWN)
            h = lay.small
            w = lay.width_of(h)
            size = round(lay.unit * 0.115)
            if place in TOP_PLACES:
                fan_area = QRectF(area.left(), area.top(), area.width() * 0.6, h)
                if len([p for p in TOP_PLACES if p in lay.hands]) == 1:
                    fan_area = QRectF(area.center().x() - area.width() * 0.25, area.top(),
                                      area.width() * 0.5, h)
                xs = fan_positions(shown, w, fan_area, max_step=w * 0.3)
                for i, x in enumerate(xs):
                    out[("hand", seat, i)] = _Placement(None, QPointF(x, area.top()), h, 60 + i,
                                                        "back")
                self._set_label(f"seat{seat}", " \u00b7 ".join(lines),
                                QPointF(fan_area.center().x(), area.top() + h + 0.04 * lay.unit),
                                size, "top", max_width=area.width() - 4)
                right = (xs[-1] + w) if xs else fan_area.center().x()
                self._place_feet_and_threes(view, seat, place,
                                            QRectF(right + 0.12 * lay.unit, area.top(),
                                                   max(w, area.right() - right), h), out)
            else:
                step = min(h * 0.16, (area.height() * 0.40 - h) / max(1, shown - 1))
                step = max(step, 1.0)
                total = h + step * max(0, shown - 1)
                top = area.top() + 0.05 * lay.unit
                x = area.center().x() - w / 2
                for i in range(shown):
                    out[("hand", seat, i)] = _Placement(None, QPointF(x, top + i * step), h,
                                                        60 + i, "back")
                label = self._set_label(f"seat{seat}", "\n".join(lines),
                                        QPointF(area.center().x(), top + total + 0.05 * lay.unit),
                                        size, "top", max_width=area.width() + 0.1 * lay.unit,
                                        wrap=True)
                below = label.pos().y() + label.size().height() + 0.08 * lay.unit
                self._place_feet_and_threes(view, seat, place,
                                            QRectF(area.left(), below, area.width(),
                                                   area.bottom() - below), out)

    def _place_feet_and_threes(self, view: PlayerView, seat: int, place: str, room: QRectF,
                               out: dict[object, _Placement]) -> None:
        """A seat's foot (a face-down packet and its count) and its red threes
        (or Sol), laid in front of it."""
        lay = self.layout_
        t = self.tables
        h = lay.small
        w = lay.width_of(h)
        foot = view.foot_sizes[seat] if view.foot_sizes else 0
        size = round(lay.unit * 0.1)
        threes = view.red_threes[seat] if seat < len(view.red_threes) else ()
        if place == SOUTH:
            foot_at = QPointF(lay.foot)
            threes_at = QPointF(lay.south_label.x(), lay.hand.top() + 0.05 * lay.unit)
        elif place in SIDE_PLACES:
            foot_at = QPointF(room.center().x() - w / 2, room.top())
            threes_at = QPointF(room.left() + 0.05 * lay.unit,
                                room.top() + (h + LABEL * lay.unit + 0.05 * lay.unit
                                              if foot else 0))
        else:
            foot_at = QPointF(room.left(), room.top())
            threes_at = QPointF(room.left() + (w + 0.5 * lay.unit if foot else 0), room.top())
        if foot:
            for i in range(2):
                out[("foot", seat, i)] = _Placement(None, foot_at + QPointF(i * 2.0, -i * 2.0),
                                                    h, 40 + i, "foot")
            label = self._set_label(f"foot{seat}", self.tr("foot\n{n}").format(n=foot),
                                    QPointF(foot_at.x() + w / 2, foot_at.y() + h * 0.3),
                                    size, "top")
            label.setZValue(60)
        for i, card in enumerate(threes):
            out[card] = _Placement(t.code[card], threes_at + QPointF(i * w * 0.3, 0), h,
                                   30 + i, "red_three")

    def _place_backs_fan(self, seat: int, count: int, area: QRectF, h: int,
                         out: dict[object, _Placement], role: str) -> None:
        lay = self.layout_
        w = lay.width_of(h)
        xs = fan_positions(count, w, area, max_step=w * 0.35)
        for i, x in enumerate(xs):
            out[("hand", seat, i)] = _Placement(None, QPointF(x, area.bottom() - h), h,
                                                100 + i, role)

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
            crosswise = self.facts.freezing_card
            if crosswise is not None and crosswise != pile[-1]:
                out[crosswise] = _Placement(t.code[crosswise], lay.pile, h, 20, "pile_under",
                                            crosswise=True)
            top = pile[-1]
            out[top] = _Placement(t.code[top], lay.pile, h, 22, "pile",
                                  crosswise=(top == crosswise))
        size = round(lay.unit * 0.115)
        stock_text = self.tr("Stock\n{n}").format(n=view.stock_size)
        frozen = " \u2744" if self.facts.frozen_for_everybody is not None else ""
        pile_text = self.tr("Pile{frozen}\n{n}").format(frozen=frozen, n=len(pile))
        y = lay.stock.y() + h + 0.05 * lay.unit
        self._set_label("stock", stock_text, QPointF(lay.stock.x() + w / 2, y), size, "top")
        self._set_label("pile", pile_text, QPointF(lay.pile.x() + w / 2, y), size, "top")

    # -- melds of every team, ours at the bottom
    def _zone_title(self, view: PlayerView, team: int, own: bool) -> str:
        names = self.controller.names
        n = len(view.team_of)
        seats = sorted((s for s, tm in enumerate(view.team_of) if tm == team),
                       key=lambda s: (s - view.seat) % n)
        who = " & ".join(names[s] for s in seats)
        partners = len(seats) > 1
        if own and partners and not self.controller.spectating:
            title = self.tr("Us: {names}").format(names=who)
        else:
            title = who
        side = self.facts.side(team)
        parts = [title, self.tr("opened") if side.opened
                 else self.tr("needs {n} to open").format(n=side.opening_minimum)]
        canastas = side.canastas
        if canastas:
            parts.append(self.tr("%n canasta(s)", "", canastas))
        return " \u00b7 ".join(parts)

    def _place_melds(self, view: PlayerView, team_order: list[int],
                     out: dict[object, _Placement]) -> None:
        lay = self.layout_
        t = self.tables
        own_team = view.team
        playing = not self.controller.spectating
        while len(self._panels) < len(lay.melds):
            panel = PanelItem(THEM_PANEL)
            self._panels.append(panel)
            self.addItem(panel)
        for i, panel in enumerate(self._panels):
            panel.setVisible(i < len(lay.melds) and i < len(team_order))
        tiles_played = view.rules.tiles  # Origen's tiles have a zone of their own
        for index, team in enumerate(team_order[:len(lay.melds)]):
            zone = lay.melds[index]
            h = lay.meld_heights[index]
            w = lay.width_of(h)
            own = team == own_team
            panel = self._panels[index]
            panel.color = US_PANEL if own else THEM_PANEL
            panel.set_rect(zone)
            title_size = round(lay.unit * (0.115 if zone.width() > 4 * lay.unit else 0.1))
            tiles = view.tiles[team] if tiles_played and team < len(view.tiles) else ()
            tile_room = self._place_tiles(team, tiles, zone, title_size)
            title = self._zone_title(view, team, own)
            room = zone.width() - 0.12 * lay.unit - tile_room
            if LabelItem.text_width(title, title_size) > room:
                title_size = max(8, round(lay.unit * 0.085))
            if LabelItem.text_width(title, title_size) > room and " \u00b7 " in title:
                # Still too wide: the names on one line, the state under them.
                title = title.replace(" \u00b7 ", "\n", 1)
            title_label = self._set_label(
                f"team{team}", title,
                QPointF(zone.left() + 0.06 * lay.unit, zone.top() + 0.03 * lay.unit),
                title_size, "left", plate=False, max_width=room)
            pad = 0.08 * lay.unit
            # Below the title, also when it takes two lines (the cards' indices stay clear).
            top = max(zone.top() + 0.22 * lay.unit, title_label.sceneBoundingRect().bottom() + 1)
            melds = view.melds[team]
            ranks = meld_rank_order(list(melds))
            extra = (1 if own and playing else 0)
            columns = len(ranks) + extra
            side = self.facts.side(team)
            rows = max((1 if rank in side.canasta_ranks else len(cards)
                        for rank, cards in melds.items()), default=1)
            fit = meld_fit(zone, top, pad, columns, h, self.faces.deck, rows)
            h, step, pitch = fit.height, fit.step, fit.pitch
            w = lay.width_of(h)
            x = zone.left() + pad
            for col, rank in enumerate(ranks):
                cards = melds[rank]
                column = QRectF(x, top, w, h + step * (MAX_CASCADE_CARDS - 1))
                # Overlapping columns: each lies over the one on its left, row
                # by row (a canasta as its first row), so no index is covered.
                over_left = col / 100
                if rank in side.canasta_ranks:
                    self._place_canasta(cards, x, top, h, team, rank, out,
                                        compact=pitch < w * 1.05, z=10 + over_left)
                else:
                    for i, card in enumerate(meld_order(cards, t)):
                        out[card] = _Placement(t.code[card], QPointF(x, top + i * step), h,
                                               10 + i + over_left, "meld")
                if own and playing:
                    target = gestures.meld_target(rank)
                    self._used_zones.add(target)
                    self._zone(target).set_rect(column.adjusted(-3, -3, 3, 3))
                x += pitch
            if own and playing:
                bottom = zone.bottom() - pad
                frame_h = min(h * 1.25, bottom - top)
                if tiles_played:
                    frame_h = min(frame_h, (bottom - top) * 0.62)
                frame = QRectF(x, top, w, frame_h)
                free = QRectF(x - pad / 2, top - pad / 2, max(w + pad, zone.right() - x),
                              (frame_h + pad) if tiles_played else zone.bottom() - top)
                self._new_meld.set_rect(free, frame)
                self._new_meld.setVisible(True)
                if tiles_played:
                    tile_top = top + frame_h + pad
                    tile_frame = QRectF(x, tile_top, w, max(12.0, bottom - tile_top))
                    self._used_zones.add(gestures.TILE)
                    tile = self._zone(gestures.TILE, self.tr("+ tile"), framed=True)
                    tile.set_rect(QRectF(x - pad / 2, tile_top - pad / 4,
                                         max(w + pad, zone.right() - x),
                                         zone.bottom() - tile_top), tile_frame)
        if not playing:
            self._new_meld.setVisible(False)
            self._new_meld.set_rect(QRectF())

    def _place_tiles(self, team: int, tiles: tuple[int, ...], zone: QRectF,
                     size: int) -> float:
        """Origen: the tiles a team placed, small plates in its zone's top
        right corner named like the cards' corners (one plate counting them
        when they would not fit); returns the width they take."""
        lay = self.layout_
        if not tiles:
            return 0.0
        right = zone.right() - 0.06 * lay.unit
        y = zone.top() + 0.03 * lay.unit
        names = [ORIGEN_NAMES.get(rank_code(r), None) for r in sorted(tiles, reverse=True)]
        design = self.controller.view().rules.design
        texts = ["\u25a3 " + (n.short if n else rank_label(r, design))
                 for n, r in zip(names, sorted(tiles, reverse=True))]
        full = ", ".join(rank_label(r, design) for r in sorted(tiles, reverse=True))
        plates = []
        for rank, text in zip(sorted(tiles, reverse=True), texts):
            label = self._set_label(f"tile{team}:{rank}", text, QPointF(0, y), size, "left")
            plates.append(label)
        total = sum(p.size().width() for p in plates) + 0.04 * lay.unit * len(plates)
        if total > zone.width() * 0.55:
            for rank in tiles:
                self._used_labels.discard(f"tile{team}:{rank}")
            plates = [self._set_label(f"tile{team}:all",
                                      "\u25a3 " + self.tr("%n tile(s)", "", len(tiles)),
                                      QPointF(0, y), size, "left")]
        x = right
        for label in plates:
            label.plate_color = QColor(TILE_PLATE)
            label.color = QColor(TILE_TEXT)
            x -= label.size().width()
            label.setPos(x, y)
            x -= 0.04 * lay.unit
            label.setToolTip(self.tr("Tiles placed: {ranks}").format(ranks=full))
            label.update()
        return right - x

    def _place_canasta(self, cards: list[int] | tuple[int, ...], x: float, top: float,
                       h: int, team: int, rank: int, out: dict[object, _Placement],
                       compact: bool = False, z: float = 14) -> None:
        """A canasta squared up: a short stack, red card on top if pure, and
        a plate with its size (red: pure, black: mixed); only the number when
        the columns are packed tight."""
        t = self.tables
        pure = rank in self.facts.side(team).pure_ranks
        top_card = canasta_top(cards, t, pure)
        under = [c for c in meld_order(cards, t) if c != top_card][-3:]
        for i, card in enumerate(under):
            out[card] = _Placement(t.code[card], QPointF(x + (3 - i) * 1.8, top + (3 - i) * 1.8),
                                   h, z - 1 + i / 10, "meld")
        out[top_card] = _Placement(t.code[top_card], QPointF(x, top), h, z, "meld")
        kind = self.tr("pure") if pure else self.tr("mixed")
        text = (str(len(cards)) if compact
                else self.tr("%n cards", "", len(cards)) + "\n" + kind)
        label = self._set_label(f"canasta{team}:{rank}", text,
                                QPointF(x + self.layout_.width_of(h) / 2, top + h + 8),
                                max(8, round(min(self.layout_.unit * 0.085, h * 0.13))), "top")
        label.plate_color = QColor(170, 20, 20, 220) if pure else QColor(15, 15, 15, 220)
        label.setToolTip(self.tr("%n cards", "", len(cards)) + " \u00b7 " + kind)
        label.update()

    # -- who sits this deal out (five, six-rotating)
    def _place_sitting_out(self) -> None:
        lay = self.layout_
        controller = self.controller
        people = controller.sitting_out()
        size = round(lay.unit * 0.1)
        for i, person in enumerate(people[:2]):
            corner = lay.corners[i]
            if person == controller.me:
                text = self.tr("You\nsit this deal out")
            else:
                text = self.tr("{name}\nsits this deal out").format(
                    name=controller.person_names[person])
            label = self._set_label(f"out{i}", text,
                                    QPointF(corner.center().x(), corner.top()), size, "top",
                                    max_width=corner.width() + 0.1 * lay.unit, wrap=True)
            label.plate_color = QColor(SITTING_OUT_PLATE)
            label.update()

    # -- helpers
    def _zone(self, target: str, caption: str = "", framed: bool = False) -> ZoneItem:
        zone = self.zones.get(target)
        if zone is None:
            zone = ZoneItem(target, caption, framed)
            self.zones[target] = zone
            self.addItem(zone)
        return zone

    def retranslate(self) -> None:
        self._new_meld.caption = self.tr("+\nnew\nmeld")
        self._new_meld.update()
        tile = self.zones.get(gestures.TILE)
        if tile is not None:
            tile.caption = self.tr("+ tile")
            tile.update()
        self.refresh(animate=False)

    def _set_label(self, name: str, text: str, at: QPointF, size: int, anchor: str,
                   plate: bool = True, max_width: float | None = None,
                   wrap: bool = False) -> LabelItem:
        self._used_labels.add(name)
        label = self._labels.get(name)
        if label is None:
            label = LabelItem(text, max(8, size), plate=plate)
            self._labels[name] = label
            self.addItem(label)
        label.set_text(text, max(8, size), max_width=max_width, wrap=wrap)
        rect = label.size()
        if anchor == "top":
            label.setPos(at.x() - rect.width() / 2, at.y())
        else:
            label.setPos(at)
        return label

    def _seat_anchor(self, seat: int) -> QPointF:
        area = self._seat_areas.get(seat)
        return area.center() if area is not None else self.layout_.hand.center()

    def _note_events(self, events: list) -> None:
        """Remember where newly shown cards come from, to slide them in; the
        cards the player draws are outlined for a moment."""
        lay = self.layout_
        me = self.controller.human_seat
        drawn = [card for event in events if isinstance(event, Drew) and event.seat == me
                 for card in event.cards]
        if drawn:
            self._fresh_cards = frozenset(drawn)
            self._fresh_timer.start(FRESH_MS)
        for event in events:
            if isinstance(event, Drew):
                for card in event.cards:
                    self._origins[card] = QPointF(lay.stock)
            elif isinstance(event, RedThreeLaid) and event.source is RedThreeSource.STOCK:
                self._origins[event.card] = QPointF(lay.stock)
            elif isinstance(event, PileTaken):
                for card in event.cards:
                    self._origins.setdefault(card, QPointF(lay.pile))
            elif isinstance(event, FootPickedUp):
                for card in event.cards:
                    self._origins.setdefault(card, QPointF(lay.foot))
            elif isinstance(event, (Melded, LaidOff)):
                for card in event.cards:
                    self._origins.setdefault(card, self._seat_anchor(event.seat))
            elif isinstance(event, (Discarded, RedThreeLaid)):
                self._origins.setdefault(event.card, self._seat_anchor(event.seat))

    # ================================================================ felt
    def drawBackground(self, painter: QPainter, exposed: QRectF | QRect) -> None:
        rect = QRectF(exposed)
        # A radial gradient costs a few milliseconds per frame at 1920×1080;
        # the felt is drawn once per size (and pixel ratio) and then copied.
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        scene = self.sceneRect()
        if not scene.contains(rect):
            painter.fillRect(rect, FELT_EDGE)  # beyond the table's edge
        shown = rect.intersected(scene)
        felt = self._felt_pixmap(dpr)
        at = shown.translated(-scene.topLeft())
        source = QRectF(at.topLeft() * dpr, at.size() * dpr)
        painter.drawPixmap(shown, felt, source)

    def _felt_pixmap(self, dpr: float) -> QPixmap:
        scene = self.sceneRect()
        key = (round(scene.width()), round(scene.height()), dpr)
        if self._felt is None or self._felt[0] != key:
            pixmap = QPixmap(max(1, round(scene.width() * dpr)),
                             max(1, round(scene.height() * dpr)))
            pixmap.setDevicePixelRatio(dpr)
            gradient = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.7)
            gradient.setColorAt(0.0, FELT_CENTRE)
            gradient.setColorAt(1.0, FELT_EDGE)
            felt_painter = QPainter(pixmap)
            felt_painter.fillRect(QRectF(0, 0, scene.width(), scene.height()), gradient)
            felt_painter.end()
            self._felt = (key, pixmap)
        return self._felt[1]

"""The player's own place at the bottom: his hand fanned face up (or, in
Tête et Queue, the two packets to choose from; or the backs of the hand he
watches while he sits out), his name, foot and red threes."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Hashable, cast

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from ..model.phases import CHOOSE
from ..model.view import PlayerView
from ..session import gestures
from .card_order import hand_order
from .seat_plates import place_level_plate
from .table_canvas import Placement, Sight, TableCanvas, TablePart
from .table_input import HAND
from .table_items import HINT_GAP, HINT_GLOW, LabelItem
from .hand_fan import FAN_STEP, hand_fan
from .table_layout import FOCUS_LIFT, LABEL, LIFT, SOUTH, fan_positions
from .table_seats import TOP_NAME_SHRINK, place_feet_and_threes, seat_level, seat_slice

if TYPE_CHECKING:
    from .table_scene import TableScene

PACKETS = (0, 1)
OWN_NAME_SHRINK = TOP_NAME_SHRINK  # the player's own name, as the others'

translate = QCoreApplication.translate


def fan_area(sight: Sight, count: int) -> QRectF:
    """Where the player's fan lies: its place, centred under the table; a
    hand too big for it at the usual overlap also takes the bottom-right
    corner (play-test: with 32 cards in a narrow window the tens read "1("
    while that corner stayed empty)."""
    lay = sight.layout
    area = lay.hand
    width = lay.width_of(lay.unit)
    if count < 2 or (area.width() - width) / (count - 1) >= width * FAN_STEP:
        return area
    right = lay.width - lay.south_label.x()  # the table's right margin
    return QRectF(area.left(), area.top(), right - area.left(), area.height())


def own_plate(canvas: TableCanvas, sight: Sight, text: str, size: int,
              room: float | None = None) -> LabelItem:
    """The player's own name plate, `text` ("name" over the rest) at its
    place left of the hand: when a bot plays his seat
    ("a bot plays for you"), its level goes under the name, before the count
    where it fits, and what it plays like in the tooltip, as on the other
    seats' plates (s33: his own plate alone said no level).  With `room`,
    the plate keeps within that width, smaller, then on more lines."""
    seat = sight.view.seat
    name, *rest = text.split("\n")
    return place_level_plate(canvas, f"seat{seat}", name, seat_level(sight, seat), rest,
                             sight.layout.south_label, size, "left", room,
                             1.0 if room is None else OWN_NAME_SHRINK)


def foot_size(view: PlayerView) -> int:
    return view.rules.foot_size or view.rules.hand_size


class HandArea(TablePart):
    """The bottom seat.  The hand's order, selection and focus are the
    scene's (the mouse and keys change them); this part draws them."""

    def __init__(self, canvas: TableCanvas, scene: TableScene) -> None:
        super().__init__(canvas, scene.controller)
        self.scene = cast("TableScene", weakref.proxy(scene))  # no cycle (see TableCanvas)

    def ordered_hand(self, view: PlayerView) -> list[int]:
        scene = self.scene
        hand = list(view.hand)
        if scene.sort_mode != "manual":
            return hand_order(hand, scene.controller.tables, scene.sort_mode)
        present = set(hand)
        kept = [c for c in scene._manual if c in present]
        known = set(kept)
        order = kept + [c for c in hand if c not in known]
        scene._manual = order
        return order

    def slice(self, sight: Sight) -> Hashable:
        scene, view = self.scene, sight.view
        views = scene.views()
        keyboard = scene.keyboard_used and bool(views) and views[0].hasFocus()
        hand = tuple(self.ordered_hand(view))
        # Whose turn it is to choose a packet (Tête et Queue): the captions
        # say it (play-test: "Bruno is choosing" stayed once he had chosen).
        chooser = view.to_act if view.phase == CHOOSE and not sight.drawing_seats else None
        return (sight.generation, view.seat, sight.names[view.seat], sight.spectating,
                sight.watching, seat_level(sight, view.seat), chooser,
                seat_slice(sight, view.seat), hand, view.packet_bottoms,
                frozenset(scene.selection), scene.focus_index, keyboard,
                scene.hints.cards, scene.arrivals.fresh)

    def draw(self, sight: Sight, out: dict[object, Placement]) -> None:
        scene, view, lay = self.scene, sight.view, sight.layout
        seat = view.seat
        self.canvas.seat_areas[seat] = QRectF(lay.hand)
        self.canvas.zones[HAND].set_rect(lay.hand)
        name = sight.names[seat]
        size = round(lay.unit * 0.12)
        if sight.spectating:
            scene.hand_cards = []
            scene.selection.clear()
            count = view.hand_sizes[seat]
            self._place_backs_fan(sight, seat, count, out)
            text = translate("TableScene", "{name}\n%n card(s)", "", count).format(name=name)
            own_plate(self.canvas, sight, text, size)
            place_feet_and_threes(self.canvas, sight, seat, SOUTH, lay.hand, out)
            return
        if view.phase == CHOOSE and view.packet_bottoms:
            scene.hand_cards = []
            scene.selection.clear()
            # His packets are his to look at; the click is his only at his turn,
            # and never while a bot plays his seat (play-test: "choose your
            # hand" while the bot chose).
            mine = view.to_act == seat and not sight.watching
            self._place_packets(sight, out, mine)
            text = (translate("TableScene", "{name}\nchoose your hand") if mine
                    else translate("TableScene", "{name}\nthe two packets") if sight.watching
                    else translate("TableScene", "{name}\nyour two packets")).format(name=name)
            own_plate(self.canvas, sight, text, size)
            return
        t = sight.tables
        before = scene.hand_cards
        focused = before[scene.focus_index] if 0 <= scene.focus_index < len(before) else None
        scene.hand_cards = self.ordered_hand(view)
        scene.selection &= set(scene.hand_cards)
        if focused in scene.hand_cards:
            # The focus stays on its card when a new one is sorted in before it:
            # X or Enter then discards the card the player pointed at.
            scene.focus_index = scene.hand_cards.index(focused)
        elif scene.hand_cards:
            scene.focus_index = min(max(scene.focus_index, 0), len(scene.hand_cards) - 1)
        area = fan_area(sight, len(scene.hand_cards))
        if area != lay.hand:
            self.canvas.seat_areas[seat] = QRectF(area)
            self.canvas.zones[HAND].set_rect(area)
        fan = scene.hand_fan = hand_fan(len(scene.hand_cards), lay.unit, lay.width_of, area,
                                        self.canvas.faces.deck)
        views = scene.views()
        keyboard = scene.keyboard_used and bool(views) and views[0].hasFocus()
        hinted, fresh = scene.hints.cards, scene.arrivals.fresh
        for i, card in enumerate(scene.hand_cards):
            selected = card in scene.selection
            focused = bool(keyboard) and i == scene.focus_index
            # The focused card rises a little, so that its frame shows above
            # the cards that cover its right side (a selected one rises more).
            rise = (LIFT if selected else FOCUS_LIFT if focused else 0) if fan.may_rise(i) else 0
            y = fan.tops[i] - rise * lay.unit
            out[card] = Placement(t.code[card], QPointF(fan.xs[i], y), fan.height, 100 + i,
                                  "hand", selected=selected,
                                  focused=focused,
                                  hinted=card in hinted, fresh=card in fresh,
                                  shown_width=fan.shown_width(i))
        count = len(view.hand)
        text = translate("TableScene", "{name}\n%n card(s)", "", count).format(name=name)
        if view.isolated == seat:
            text += "\n" + translate("TableScene", "isolated hand")
        # The name stays left of the fan: smaller, then on two lines as the
        # other seats' (play-test: a long name ran under the hand's first
        # cards at 1280×720; then it alone was shortened, "Marie-Christine
        # de La…").  A line more grows the plate upward, clear of the bottom edge.
        room = min(fan.xs, default=lay.hand.left()) - lay.south_label.x() - 0.1 * lay.unit
        room = max(room, lay.unit)
        label = own_plate(self.canvas, sight, text, size, room)
        extra = label.shown_text().count("\n") - text.count("\n")  # the level's line too
        if extra > 0:
            label.setY(lay.south_label.y() - extra * label.line_height())
        place_feet_and_threes(self.canvas, sight, seat, SOUTH, lay.hand, out,
                              plate_top=label.sceneBoundingRect().top())

    def _place_packets(self, sight: Sight, out: dict[object, Placement], mine: bool) -> None:
        """Tête et Queue: two face-down packets, each showing its bottom card;
        a click picks the one played first as the hand (`mine`: the player
        chooses now; else the caption says who does, and, unless a bot plays
        his seat, that he will choose in his turn)."""
        view, lay, t = sight.view, sight.layout, sight.tables
        h = round(lay.unit * 0.92)  # a little under a hand card: their captions and the hint's frame fit
        w = lay.width_of(h)
        gap = 1.2 * w
        centre = lay.hand.center().x()
        y = lay.hand.bottom() - h
        size = foot_size(view)
        for packet, card in zip(PACKETS, view.packet_bottoms):
            x = centre - gap / 2 - w if packet == 0 else centre + gap / 2
            role = f"packet{packet}"
            for i in range(3):
                out[("packet", packet, i)] = Placement(
                    None, QPointF(x + (3 - i) * 2.5, y - (3 - i) * 2.5), h, 90 + i, role)
            out[card] = Placement(t.code[card], QPointF(x, y), h, 95, role)
            rect = QRectF(x - 4, y - 10, w + 16, h + 14)  # the packet and the backs under it
            self.canvas.zone(gestures.packet_target(packet)).set_rect(rect)
            text = translate("TableScene", "Packet {n} · %n card(s)", "", size)
            label = self.canvas.set_label(f"packet{packet}", text.format(n=packet + 1),
                                          QPointF(x + w / 2, y - 0.02 * h - LABEL * lay.unit),
                                          round(lay.unit * 0.1), "top")
            # Clear of the hint's glowing frame round the packet.
            clear = rect.top() - HINT_GAP - HINT_GLOW / 2 - 1
            label.setY(min(label.y(), clear - label.size().height()))
        chooser = sight.names[view.to_act]
        # Under the seating draw nobody chooses yet (play-test s40: "Ana is
        # choosing a packet" while the cards drawn for the seats were shown).
        caption = (translate("TableScene", "Click the packet to play first:\n"
                             "the other one is your foot") if mine
                   else translate("TableScene", "Each player chooses a packet in turn,\n"
                                  "once play begins") if sight.drawing_seats
                   else translate("TableScene", "{name} is choosing a packet").format(
                       name=chooser) if sight.watching
                   else translate("TableScene", "{name} is choosing a packet:\n"
                                  "you choose in your turn").format(name=chooser))
        hint = self.canvas.set_label("packet_hint", caption,
                                     QPointF(centre + gap / 2 + w + 0.35 * lay.unit, y + 0.3 * h),
                                     round(lay.unit * 0.1), "left")
        hint.setZValue(120)

    def _place_backs_fan(self, sight: Sight, seat: int, count: int,
                         out: dict[object, Placement]) -> None:
        lay = sight.layout
        area, h = lay.hand, lay.unit
        w = lay.width_of(h)
        xs = fan_positions(count, w, area, max_step=w * 0.35)
        for i, x in enumerate(xs):
            out[("hand", seat, i)] = Placement(None, QPointF(x, area.bottom() - h), h,
                                               100 + i, "back")

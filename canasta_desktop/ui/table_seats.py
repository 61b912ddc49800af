"""The other seats around the table: their backs, a count, their foot and
red threes; who sits the deal out; whose turn it is."""

from __future__ import annotations

from typing import Hashable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor

from ..model.phases import CHOOSE, OVER
from ..model.view import PlayerView
from .seat_plates import TOP_NAME_SHRINK, place_level_plate, place_top_plate
from .table_canvas import Placement, Sight, TableCanvas, TablePart
from .table_items import TEXT_COLOR
from .team_colours import team_colour
from .table_layout import LABEL, SIDE_PLACES, SOUTH, TOP_PLACES, fan_positions, place_of

MAX_BACKS_SHOWN = 7
# A side seat's name may get as much smaller as a top seat's (seat_plates),
# to stay on one line; past that it is broken after a hyphen or between
# words, on as few lines as may be, and only a word too long for the plate
# even so is shortened (LabelItem.set_text).
SIDE_NAME_SHRINK = TOP_NAME_SHRINK
# A side seat's plate may reach this far (in units) past its column on either
# side: still clear of the window's edge, the stock and the melds (table_layout).
SIDE_PLATE_OVERHANG = 0.08
IDLE_PLATE = QColor(0, 0, 0, 120)
ACTING_PLATE = QColor(255, 214, 90, 235)
ACTING_TEXT = QColor("#1b1b1b")
SITTING_OUT_PLATE = QColor(60, 60, 80, 170)

translate = QCoreApplication.translate


def is_name_plate(label_name: str) -> bool:
    """A seat's name plate ("seat2") or one saying who sits this deal out
    ("out0"): what the boxes over the table leave in sight."""
    return label_name.startswith(("seat", "out"))


def seat_slice(sight: Sight, seat: int) -> tuple:
    """What is shown in front of a seat: its cards' count, foot and red threes."""
    view = sight.view
    return (view.hand_sizes[seat], view.phase == CHOOSE,
            view.foot_sizes[seat] if view.foot_sizes else 0,
            red_threes_shown(sight, seat), view.isolated == seat)


def red_threes_shown(sight: Sight, seat: int) -> tuple[int, ...]:
    """The red threes laid in front of a seat, none while the seating draw is
    shown: laid as the deal starts, they are laid on the table once play
    begins (play-test s40: there before the draw was over), as the log tells
    them then."""
    view = sight.view
    if sight.drawing_seats or seat >= len(view.red_threes):
        return ()
    return tuple(view.red_threes[seat])


def seat_level(sight: Sight, seat: int) -> str | None:
    """The level of the bot playing `seat` (None: a person), as the session has it."""
    return sight.levels[seat] if seat < len(sight.levels) else None


def place_feet_and_threes(canvas: TableCanvas, sight: Sight, seat: int, place: str,
                          room: QRectF, out: dict[object, Placement],
                          plate_top: float | None = None) -> None:
    """A seat's foot (a face-down packet and its count) and its red threes
    (or Sol), laid in front of it; the player's own threes stay above his
    name plate (`plate_top`), which grows upward when his name wraps."""
    view, lay, t = sight.view, sight.layout, sight.tables
    h = lay.small
    w = lay.width_of(h)
    foot = view.foot_sizes[seat] if view.foot_sizes else 0
    size = round(lay.unit * 0.1)
    threes = red_threes_shown(sight, seat)
    if place == SOUTH:
        foot_at = QPointF(lay.foot)
        if plate_top is not None:
            foot_at.setY(min(foot_at.y(), plate_top - 0.05 * lay.unit - h))
        threes_at = foot_at + QPointF(w + 0.5 * lay.unit if foot else 0.0, 0.0)
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
            out[("foot", seat, i)] = Placement(None, foot_at + QPointF(i * 2.0, -i * 2.0),
                                               h, 40 + i, "foot")
        label = canvas.set_label(
            f"foot{seat}", translate("TableScene", "foot\n{n}").format(n=foot),
            QPointF(foot_at.x() + w / 2, foot_at.y() + h * 0.3), size, "top")
        label.setZValue(60)
    for i, card in enumerate(threes):
        out[card] = Placement(t.code[card], threes_at + QPointF(i * w * 0.3, 0), h,
                              30 + i, "red_three")


class OtherSeat(TablePart):
    """Another player's place: backs fanned (or stacked at the sides), his
    name and count, his foot and red threes."""

    def __init__(self, canvas: TableCanvas, controller, seat: int) -> None:
        super().__init__(canvas, controller)
        self.seat = seat

    def slice(self, sight: Sight) -> Hashable:
        view = sight.view
        return (sight.generation, view.seat, len(view.hand_sizes), sight.names[self.seat],
                seat_level(sight, self.seat), seat_slice(sight, self.seat))

    def draw(self, sight: Sight, out: dict[object, Placement]) -> None:
        view, lay, seat = sight.view, sight.layout, self.seat
        place = place_of(seat, view.seat, len(view.hand_sizes))
        area = lay.hands[place]
        self.canvas.seat_areas[seat] = QRectF(area)
        count = view.hand_sizes[seat]
        level = seat_level(sight, seat)
        lines = [sight.names[seat]]
        choosing = view.phase == CHOOSE and count == 0 and not (
            view.foot_sizes and view.foot_sizes[seat])
        if choosing:
            lines.append(translate("TableScene", "choosing\u2026"))
            count = 2
        else:
            lines.append(translate("TableScene", "%n card(s)", "", count))
        if view.isolated == seat:
            lines.append(translate("TableScene", "isolated hand"))
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
                out[("hand", seat, i)] = Placement(None, QPointF(x, area.top()), h, 60 + i,
                                                   "back")
            # A long name goes over the count, gets a little smaller, then
            # shortened; never the count.  The plate may reach down to a few
            # pixels above the band (TableLayout.top_plate_floor).
            top = area.top() + h + 0.04 * lay.unit
            label = place_top_plate(self.canvas, f"seat{seat}", lines[0], level, lines[1:],
                                    QPointF(fan_area.center().x(), top), size,
                                    area.width() - 4,
                                    lay.top_plate_floor - top)
            width = label.size().width()
            label.setX(max(area.left() + 2, min(label.x(), area.right() - 2 - width)))
            right = (xs[-1] + w) if xs else fan_area.center().x()
            place_feet_and_threes(self.canvas, sight, seat, place,
                                  QRectF(right + 0.12 * lay.unit, area.top(),
                                         max(w, area.right() - right), h), out)
        else:
            step = min(h * 0.16, (area.height() * 0.40 - h) / max(1, shown - 1))
            step = max(step, 1.0)
            total = h + step * max(0, shown - 1)
            top = area.top() + 0.05 * lay.unit
            x = area.center().x() - w / 2
            for i in range(shown):
                out[("hand", seat, i)] = Placement(None, QPointF(x, top + i * step), h,
                                                   60 + i, "back")
            label = place_level_plate(self.canvas, f"seat{seat}", lines[0], level, lines[1:],
                                      QPointF(area.center().x(),
                                              top + total + 0.05 * lay.unit),
                                      size, "top",
                                      area.width() + 2 * SIDE_PLATE_OVERHANG * lay.unit,
                                      SIDE_NAME_SHRINK)
            below = label.pos().y() + label.size().height() + 0.08 * lay.unit
            place_feet_and_threes(self.canvas, sight, seat, place,
                                  QRectF(area.left(), below, area.width(),
                                         area.bottom() - below), out)


class SittingOut(TablePart):
    """Who sits this deal out (five, six-rotating), in the top corners."""

    def slice(self, sight: Sight) -> Hashable:
        c = self.controller
        return (sight.generation, c.sitting_out(), c.person_names, c.me)

    def draw(self, sight: Sight, out: dict[object, Placement]) -> None:
        lay = sight.layout
        controller = self.controller
        size = round(lay.unit * 0.1)
        for i, person in enumerate(controller.sitting_out()[:2]):
            corner = lay.corners[i]
            if person == controller.me:
                text = translate("TableScene", "You\nsit this deal out")
            else:
                text = translate("TableScene", "{name}\nsits this deal out").format(
                    name=controller.person_names[person])
            label = self.canvas.set_label(f"out{i}", text,
                                          QPointF(corner.center().x(), corner.top()), size, "top",
                                          max_width=corner.width() + 0.1 * lay.unit, wrap=True)
            label.plate_color = QColor(SITTING_OUT_PLATE)
            label.update()


def mark_turn(canvas: TableCanvas, view: PlayerView, nobody: bool = False) -> None:
    """The name plate of the seat that must act is lit; none when `nobody`
    acts yet (the seating draw is shown) or the deal is over.  Every plate
    is edged in its side's colour (team_colours)."""
    acting = view.to_act if view.phase != OVER and not nobody else None
    for seat in range(len(view.hand_sizes)):
        label = canvas.labels.get(f"seat{seat}")
        if label is None:
            continue
        plate = ACTING_PLATE if seat == acting else IDLE_PLATE
        color = ACTING_TEXT if seat == acting else TEXT_COLOR
        accent = team_colour(view, view.team_of[seat])
        if label.plate_color != plate or label.color != color or label.accent != accent:
            label.plate_color = QColor(plate)
            label.color = QColor(color)
            label.accent = accent
            label.update()

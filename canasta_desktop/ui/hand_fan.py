"""Where each card of the player's hand lies: one fanned row, or, for a big
hand, two overlapping rows.

Play-test s40: after taking a 30-card pile, 34 cards at 1280×720 showed
about 20 pixels each, the ranks hard to read.  Where one row would show
each card narrower than its index and a little more, the hand lies in two
rows of smaller cards, the back row raised by its index's height, read as
a text is: the back row left to right, then the front row.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF

from .card_index import index_rect
from .table_layout import LIFT, fan_positions

if TYPE_CHECKING:
    from .card_item import CardItem

FAN_STEP = 0.62  # a card shows at most this much of its width in a fan
READABLE_MORE = 0.1  # a card shows its index and this much of its width more to read well
# Two rows' cards, in units of a hand card's height: the front row, the back
# row's index above it and a selected card lifted still fit the hand's place.
ROWS_HEIGHT = 0.76
ROW_GAP = 0.06  # the back row shows its index and this much of its height more
# A card let go over this much of another's part in sight goes before it.
DROPPED_BEFORE = 0.6


@dataclass(frozen=True)
class HandFan:
    """The hand's cards, in the hand's order: their size and, unlifted,
    their top-left corners."""

    height: int
    width: float
    xs: tuple[float, ...]
    tops: tuple[float, ...]
    back: int  # the cards of the back row, first in the order (0: one row)
    front_top: float  # the top of the front row (of the one row)

    @property
    def rows(self) -> int:
        return 2 if self.back else 1

    def row_of(self, index: int) -> int:
        """0 for the back row (or the one row), 1 for the front row."""
        return 1 if self.back and index >= self.back else 0

    def row_at(self, y: float) -> int:
        """The row a point at height `y` is over."""
        return 1 if self.back and y >= self.front_top else 0

    def may_rise(self, index: int) -> bool:
        """Whether the card rises when chosen or focused: a front row's card
        stays down, its ring alone saying so (risen, it hid the index of the
        card behind it, which then could not be clicked)."""
        return self.row_of(index) == 0

    def shown_width(self, index: int) -> float:
        """How much of the card's width the next card of its row leaves in
        sight (0: all of it, the row's last card)."""
        following = index + 1
        if following >= len(self.xs) or self.row_of(following) != self.row_of(index):
            return 0.0
        return self.xs[following] - self.xs[index]

    def in_sight(self, index: int) -> QRectF:
        """The part of the card, unlifted, that no other card covers, from
        its top-left corner."""
        width = self.shown_width(index) or self.width
        height = (self.front_top - self.tops[index] if self.row_of(index) == 0 and self.back
                  else self.height)
        return QRectF(0.0, 0.0, width, height)

    def index_at(self, point: QPointF, cards: Sequence[int],
                 items: Mapping[object, CardItem], moving: Sequence[int]) -> int:
        """Where cards dropped at `point` go among the hand's other cards:
        after those of the rows above its row and those of its row it is
        past most of the part in sight of (dropped on a card, before it)."""
        row = self.row_at(point.y())
        index = 0
        for position, card in enumerate(cards):
            item = items.get(card)
            if card in moving or item is None:
                continue
            card_row = self.row_of(position)
            seen = self.shown_width(position) or self.width
            if card_row < row or (card_row == row
                                  and item.pos().x() + seen * DROPPED_BEFORE < point.x()):
                index += 1
        return index


def hand_fan(count: int, unit: int, width_of: Callable[[float], float], area: QRectF,
             deck: str) -> HandFan:
    """The fan of `count` cards `unit` tall along the bottom of `area`, in
    one row while each card shows its index whole and READABLE_MORE of its
    width more; else in two rows of smaller cards."""
    width = width_of(unit)
    xs = fan_positions(count, width, area, max_step=width * FAN_STEP)
    top = area.bottom() - unit
    readable = index_rect(unit, width, deck).right() + READABLE_MORE * width
    if count < 2 or xs[1] - xs[0] >= readable:
        return HandFan(unit, width, tuple(xs), (top,) * count, 0, top)
    height = round(unit * ROWS_HEIGHT)
    width = width_of(height)
    back = math.ceil(count / 2)
    front_top = area.bottom() - height
    # The back row stays within the hand's place, a card lifted too.
    raised = min(index_rect(height, width, deck).bottom() + ROW_GAP * height,
                 front_top - area.top() - LIFT * unit)
    back_xs = fan_positions(back, width, area, max_step=width * FAN_STEP)
    front_xs = fan_positions(count - back, width, area, max_step=width * FAN_STEP)
    return HandFan(height, width, tuple(back_xs + front_xs),
                   (front_top - raised,) * back + (front_top,) * (count - back), back, front_top)

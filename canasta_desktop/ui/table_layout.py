"""Where things go on the table, in card units (ARCHITECTURE §8).

Everything is measured from `unit`, the height of a card in the player's
hand, chosen so that the whole table fits the view; the table is laid out
again whenever the view is resized, so cards stay readable on a small laptop
and on a 4K screen.

    +-------------------------------------------------------------+
    |                  [North: backs + count]  [red 3s]           |
    | [West ] [stock][pile] | Them: melds by rank           |[East]|
    | [backs]               |-------------------------------|[backs]
    | [count]  pile info    | Us: melds by rank  [+ new meld]|[count]
    | [You, red 3s]   [ the player's hand, fanned, face up ]      |
    +-------------------------------------------------------------+

Seats: 0 south (the player), 1 west, 2 north (partner), 3 east; play goes
clockwise, so west plays after the player.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from .card_faces import CARD_ASPECT

# Proportions, in units of the hand card height.
MARGIN = 0.10
SMALL = 0.52  # other players' backs and red threes
PILE = 0.78  # stock and discard pile
LIFT = 0.20  # a selected card rises this much
LABEL = 0.22  # room for a label line
TABLE_HEIGHT_UNITS = 5.25
TABLE_WIDTH_UNITS = 7.6
MAX_MELD = 0.74  # meld cards are at most this tall
MELD_CASCADE = 0.22  # a meld card shows this fraction of its height above the next
MAX_CASCADE_CARDS = 6  # a seventh card makes a canasta, shown squared up
NORTH, WEST, SOUTH, EAST = "north", "west", "south", "east"
# Where each seat sits, seen by the player in seat 0 (4 players).
SEAT_PLACES = {0: SOUTH, 1: WEST, 2: NORTH, 3: EAST}


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    unit: int  # hand card height
    small: int  # other hands' backs, red threes
    pile_h: int  # stock and discard pile cards
    meld_h: int  # meld cards
    hand: QRectF  # the player's fan: cards are unit tall, centred in it
    hands: dict[str, QRectF]  # other seats' areas by place (north, west, east)
    stock: QPointF  # top-left of the stock card
    pile: QPointF  # top-left of the pile's top card
    info: QPointF  # below the stock and pile: their counts
    melds: tuple[QRectF, QRectF]  # team 0 (us), team 1 (them)
    south_label: QPointF

    def width_of(self, height: float) -> float:
        return height * CARD_ASPECT

    def meld_step(self) -> float:
        """Vertical offset between the cards of a meld column."""
        return self.meld_h * MELD_CASCADE


def compute_layout(width: float, height: float) -> TableLayout:
    unit = max(40.0, min(height / TABLE_HEIGHT_UNITS, width / TABLE_WIDTH_UNITS))
    u = unit
    margin = MARGIN * u
    small = round(SMALL * u)
    pile_h = round(PILE * u)
    side_w = max(small * CARD_ASPECT + 4 * 0.1 * u, 0.95 * u)

    # The player's hand along the bottom, with room to lift selected cards.
    hand_top = height - margin - u * (1 + LIFT)
    hand = QRectF(margin + side_w + 0.15 * u, hand_top,
                  width - 2 * (margin + side_w + 0.15 * u), u * (1 + LIFT))
    south_label = QPointF(margin, height - margin - u * 0.55)

    # North across the top.
    north_h = small + LABEL * u
    north = QRectF(margin + side_w, margin, width - 2 * (margin + side_w), north_h)

    # The middle band: west | stock, pile | melds (them above, us below) | east.
    band_top = margin + north_h + 0.08 * u
    band_bottom = hand_top - 0.06 * u
    band_h = max(band_bottom - band_top, 2.0 * u)
    west = QRectF(margin, band_top, side_w, band_h)
    east = QRectF(width - margin - side_w, band_top, side_w, band_h)

    pile_w = pile_h * CARD_ASPECT
    stock_x = margin + side_w + 0.2 * u
    centre_y = band_top + band_h / 2
    stock = QPointF(stock_x, centre_y - pile_h * 0.62)
    pile = QPointF(stock_x + pile_w + 0.32 * u, stock.y())
    info = QPointF(stock_x, stock.y() + pile_h + 0.06 * u)

    melds_left = pile.x() + pile_w + 0.35 * u
    melds_right = east.left() - 0.15 * u
    gap = 0.08 * u
    zone_h = (band_h - gap) / 2
    them = QRectF(melds_left, band_top, melds_right - melds_left, zone_h)
    us = QRectF(melds_left, band_top + zone_h + gap, melds_right - melds_left, zone_h)
    # Meld cards: a full cascade of six cards fits a zone under its title.
    title = LABEL * u
    meld_h = (zone_h - title - 0.12 * u) / (1 + (MAX_CASCADE_CARDS - 1) * MELD_CASCADE)
    meld_h = round(min(meld_h, MAX_MELD * u))
    return TableLayout(width, height, round(u), small, pile_h, meld_h, hand,
                       {NORTH: north, WEST: west, EAST: east}, stock, pile, info,
                       (us, them), south_label)


def fan_positions(count: int, card_w: float, area: QRectF, max_step: float) -> list[float]:
    """x of each card of a fan centred in `area`, overlapping as needed."""
    if count <= 0:
        return []
    if count == 1:
        return [area.center().x() - card_w / 2]
    step = min(max_step, (area.width() - card_w) / (count - 1))
    step = max(step, 2.0)
    total = card_w + step * (count - 1)
    left = area.center().x() - total / 2
    return [left + i * step for i in range(count)]


def column_pitch(columns: int, card_w: float, zone: QRectF, pad: float) -> float:
    """Distance between meld columns: a little gap, less when many."""
    comfortable = card_w * 1.12
    if columns <= 1:
        return comfortable
    room = zone.width() - 2 * pad - card_w
    return max(card_w * 0.35, min(comfortable, room / (columns - 1)))

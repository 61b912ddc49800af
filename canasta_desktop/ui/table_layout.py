"""Where things go on the table, in card units (ARCHITECTURE §8).

Everything is measured from `unit`, the height of a card in the player's
hand, chosen so that the whole table fits the view; the table is laid out
again whenever the view is resized, so cards stay readable on a small laptop
and on a 4K screen.

    +-------------------------------------------------------------+
    |[sits out]  [NW: backs]   [N: backs]   [NE: backs] [sits out]|
    | [West ] [stock][pile] | other teams' melds, side by side |[East]|
    | [backs]               |-----------------------------------|[backs]
    | [count]  pile info    | our melds          [+ new meld]   |[count]
    | [You, red 3s]   [ the player's hand, fanned, face up ]  [foot]|
    +-------------------------------------------------------------+

The player is always at the bottom ("south"); the other seats of the deal
sit around clockwise (play goes clockwise, so the next player is on the
left): two players face each other, three sit west and east, four take
west, north and east, five and six share the top row between two or three
places.  The meld area holds one zone per team: ours along the bottom, the
others side by side above it (in two rows when there are more than three).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from .card_faces import CARD_ASPECT
from .card_index import index_rect, plate_fits

# Proportions, in units of the hand card height.
MARGIN = 0.10
SMALL = 0.52  # other players' backs and red threes
PILE = 0.78  # stock and discard pile
LIFT = 0.20  # a selected card rises this much
LABEL = 0.22  # room for a label line
TABLE_HEIGHT_UNITS = 5.25
TABLE_WIDTH_UNITS = 7.6
MAX_MELD = 0.74  # meld cards are at most this tall
MIN_MELD = 0.30  # ... and at least this tall (the cascade tightens instead)
MELD_CASCADE = 0.22  # a meld card shows this fraction of its height above the next
MAX_CASCADE_CARDS = 6  # a seventh card makes a canasta, shown squared up
SMALLEST_MELD_PX = 30  # meld cards shrink this far to keep every index in view
SOUTH, WEST, NORTH, EAST = "south", "west", "north", "east"
NORTHWEST, NORTHEAST = "northwest", "northeast"
SIDE_PLACES = (WEST, EAST)
TOP_PLACES = (NORTHWEST, NORTH, NORTHEAST)
# Where the other seats sit, clockwise from the player's left, by seat count.
PLACES = {
    1: (),
    2: (NORTH,),
    3: (WEST, EAST),
    4: (WEST, NORTH, EAST),
    5: (WEST, NORTHWEST, NORTHEAST, EAST),
    6: (WEST, NORTHWEST, NORTH, NORTHEAST, EAST),
}


def places_for(seats: int) -> tuple[str, ...]:
    """The places of the seats after the player's, clockwise."""
    return PLACES.get(seats, PLACES[6])


def place_of(seat: int, bottom: int, seats: int) -> str:
    """Where `seat` sits when `bottom` is the player's seat."""
    rel = (seat - bottom) % seats
    if rel == 0:
        return SOUTH
    return places_for(seats)[rel - 1]


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    unit: int  # hand card height
    small: int  # other hands' backs, red threes, feet
    pile_h: int  # stock and discard pile cards
    meld_h: int  # meld cards of the player's team (the biggest zone)
    hand: QRectF  # the player's fan: cards are unit tall, centred in it
    hands: dict[str, QRectF]  # other seats' areas by place
    stock: QPointF  # top-left of the stock card
    pile: QPointF  # top-left of the pile's top card
    info: QPointF  # below the stock and pile: their counts
    melds: tuple[QRectF, ...]  # [0] the player's team, then the others
    meld_heights: tuple[int, ...]  # card height in each meld zone
    south_label: QPointF
    foot: QPointF  # top-left of the player's own foot (Tête et Queue)
    corners: tuple[QRectF, QRectF]  # top-left, top-right: who sits out

    def width_of(self, height: float) -> float:
        return height * CARD_ASPECT


def _meld_height(zone: QRectF, unit: float) -> int:
    title = LABEL * unit
    h = (zone.height() - title - 0.12 * unit) / (1 + (MAX_CASCADE_CARDS - 1) * MELD_CASCADE)
    return round(max(MIN_MELD * unit, min(h, MAX_MELD * unit)))


def meld_zones(area: QRectF, teams: int, gap: float) -> list[QRectF]:
    """One zone per team: ours along the bottom, the others above it."""
    if teams <= 1:
        return [QRectF(area)]
    others = teams - 1
    rows = 1 if others <= 3 else 2
    cols = math.ceil(others / rows)
    own_share = 0.5 if rows == 1 else 0.4
    own_h = (area.height() - gap) * own_share
    own = QRectF(area.left(), area.bottom() - own_h, area.width(), own_h)
    top_h = area.height() - own_h - gap
    row_h = (top_h - gap * (rows - 1)) / rows
    col_w = (area.width() - gap * (cols - 1)) / cols
    zones = [own]
    for i in range(others):
        row, col = divmod(i, cols)
        zones.append(QRectF(area.left() + col * (col_w + gap), area.top() + row * (row_h + gap),
                            col_w, row_h))
    return zones


def compute_layout(width: float, height: float, seats: int = 4,
                   teams: int = 2) -> TableLayout:
    unit = max(40.0, min(height / TABLE_HEIGHT_UNITS, width / TABLE_WIDTH_UNITS))
    u = unit
    margin = MARGIN * u
    small = round(SMALL * u)
    pile_h = round(PILE * u)
    side_w = max(small * CARD_ASPECT + 4 * 0.1 * u, 0.95 * u)
    places = places_for(seats)
    tops = [p for p in TOP_PLACES if p in places]

    # The player's hand along the bottom, with room to lift selected cards.
    hand_top = height - margin - u * (1 + LIFT)
    hand = QRectF(margin + side_w + 0.15 * u, hand_top,
                  width - 2 * (margin + side_w + 0.15 * u), u * (1 + LIFT))
    south_label = QPointF(margin, height - margin - u * 0.55)
    foot = QPointF(width - margin - side_w / 2 - small * CARD_ASPECT / 2,
                   height - margin - small - LABEL * u)

    # The top row, shared by the places there.
    north_h = small + LABEL * u if tops else 0.0
    row_left, row_right = margin + side_w, width - margin - side_w
    hands: dict[str, QRectF] = {}
    if tops:
        slot_w = (row_right - row_left) / len(tops)
        for i, place in enumerate(tops):
            hands[place] = QRectF(row_left + i * slot_w, margin, slot_w, north_h)
    corners = (QRectF(margin, margin, side_w, max(north_h, 0.6 * u)),
               QRectF(width - margin - side_w, margin, side_w, max(north_h, 0.6 * u)))

    # The middle band: west | stock, pile | melds | east.
    band_top = margin + north_h + (0.08 * u if tops else 0.0)
    band_bottom = hand_top - 0.06 * u
    band_h = max(band_bottom - band_top, 2.0 * u)
    west = QRectF(margin, band_top, side_w, band_h)
    east = QRectF(width - margin - side_w, band_top, side_w, band_h)
    hands[WEST] = west
    hands[EAST] = east

    pile_w = pile_h * CARD_ASPECT
    stock_x = margin + side_w + 0.2 * u
    centre_y = band_top + band_h / 2
    stock = QPointF(stock_x, centre_y - pile_h * 0.62)
    pile = QPointF(stock_x + pile_w + 0.32 * u, stock.y())
    info = QPointF(stock_x, stock.y() + pile_h + 0.06 * u)

    melds_left = pile.x() + pile_w + 0.35 * u
    melds_right = east.left() - 0.15 * u
    gap = 0.08 * u
    area = QRectF(melds_left, band_top, melds_right - melds_left, band_h)
    zones = meld_zones(area, max(1, teams), gap)
    heights = tuple(_meld_height(z, u) for z in zones)
    return TableLayout(width, height, round(u), small, pile_h, heights[0], hand, hands,
                       stock, pile, info, tuple(zones), heights, south_label, foot, corners)


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


@dataclass(frozen=True)
class MeldFit:
    """How one team's meld columns are drawn: card height, the offset
    between the cards of a column and the distance between columns."""

    height: int
    step: float
    pitch: float


def meld_fit(zone: QRectF, top: float, pad: float, columns: int, largest: int,
             deck: str, rows: int = MAX_CASCADE_CARDS) -> MeldFit:
    """The largest meld cards (at most `largest` tall) whose indices all
    read whole and stay uncovered: each card's index (`card_index.index_rect`)
    whole on its plate (`card_index.plate_fits`), above the next card of its
    column and left of the next column, the longest column (`rows` cards)
    inside the zone.  Crowded zones get smaller cards, never hidden ranks.  When no height
    keeps every index clear, the smallest cards whose indices are still
    whole are packed as tight as needed: smaller ones would cut every index,
    larger ones would be covered further."""
    room_h = zone.bottom() - top - pad
    height = max(1, int(largest))
    packed, packed_whole = MeldFit(height, 2.0, 0.0), False  # smallest whole-index cards
    while True:
        width = height * CARD_ASPECT
        index = index_rect(height, width, deck)
        cascade = max(2.0, (room_h - height) / max(1, min(rows, MAX_CASCADE_CARDS) - 1))
        step = max(index.bottom() + 1, min(height * MELD_CASCADE, cascade))
        pitch = column_pitch(columns, width, zone, pad)
        whole = plate_fits(height, width, deck)
        if whole and step <= cascade and (columns <= 1 or pitch >= index.right() + 1):
            return MeldFit(height, step, pitch)
        if whole or not packed_whole:
            packed, packed_whole = MeldFit(height, min(step, cascade), pitch), whole
        if height <= SMALLEST_MELD_PX:
            return packed
        height -= 1

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
    | [foot, red 3s]                                              |
    | [You]           [ the player's hand, fanned, face up ]       |
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
from typing import Callable

from PySide6.QtCore import QPointF, QRectF

from .card_faces import CARD_ASPECT
from .card_index import index_rect, plate_fits

# Proportions, in units of the hand card height.
MARGIN = 0.10
SMALL = 0.52  # other players' backs and red threes
PILE = 0.78  # stock and discard pile
LIFT = 0.20  # a selected card rises this much
FOCUS_LIFT = 0.08  # ... and the keyboard's focused card this much
LABEL = 0.22  # room for a label line
# Pixels kept clear between a top seat's plate at its lowest (its name over
# "Hard · 11 cards") and the middle band under it: it touched the melds' edge.
TOP_PLATE_GAP = 4.0
TABLE_HEIGHT_UNITS = 5.25
TABLE_WIDTH_UNITS = 7.6
MAX_MELD = 0.74  # meld cards are at most this tall (`tallest_meld`)
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
    meld_cap: int = 0  # the tallest a meld card gets (`tallest_meld`)
    top_plate_floor: float = 0.0  # the lowest a top seat's plate reaches

    def width_of(self, height: float) -> float:
        return height * CARD_ASPECT


def tallest_meld(width: float, height: float, unit: float) -> float:
    """The tallest meld cards: MAX_MELD of the unit the window's height
    allows, never taller than a card in the hand.  A window narrower than the
    table's proportions (`unit` set by the width) keeps its height for the
    melds rather than leaving their zones empty (play-test at 900×1000)."""
    return min(unit, MAX_MELD * max(unit, height / TABLE_HEIGHT_UNITS))


def _meld_height(zone: QRectF, unit: float, tallest: float) -> int:
    title = LABEL * unit
    h = (zone.height() - title - 0.12 * unit) / (1 + (MAX_CASCADE_CARDS - 1) * MELD_CASCADE)
    return round(max(MIN_MELD * unit, min(h, tallest)))


# A zone's columns of meld cards, in card widths: the first card, then a
# comfortable pitch for each further column (`column_pitch`).
COLUMN_PITCH = 1.12
COLUMN_CHROME = 0.16  # the zone's side pads, in units, next to its columns
ROW_CHROME = LABEL + 0.12  # a zone's title and bottom pad, in units
COLUMN_HEIGHT = 1 + (MAX_CASCADE_CARDS - 1) * MELD_CASCADE  # a full column, in card heights
MIN_ZONE_COLUMNS = 2  # a zone is at least this many meld columns wide, room allowing
TITLE_UNITS = 0.6  # a zone's title, in units, for each name and for its state


def _columns_width(columns: int) -> float:
    """Width of `columns` meld columns side by side, in card widths."""
    return 1 + COLUMN_PITCH * (max(1, columns) - 1)


def _row_card_height(row: list[int], width: float, gap: float, unit: float) -> float:
    """The tallest meld cards that lay every column of the row's zones side by side."""
    free = width - gap * (len(row) - 1) - COLUMN_CHROME * unit * len(row)
    return max(1.0, free) / (CARD_ASPECT * sum(_columns_width(n) for n in row))


def _split_rows(others: list[int], rows: int) -> list[list[int]]:
    """The other zones (clockwise from the player's left) in `rows` rows,
    from the bottom up, each row left to right.  A lower row takes the
    outermost zones, the top row the middle ones: the seats at the sides sit
    nearer the player than those across, so every zone stays on its seat's
    side of the table whatever the packing (play-test: in rami's six alone,
    a re-pack put the right-hand seats' zones at the top left)."""
    left, right = 0, len(others)
    out = []
    for rows_left in range(rows, 0, -1):
        remaining = right - left
        size = remaining
        if rows_left > 1:
            # A pair, one from each side, where the row's share allows it.
            size = 2 * round(remaining / rows_left / 2)
            if size < 1 or remaining - size < rows_left - 1:
                size = 1
        from_left = math.ceil(size / 2)
        row = others[left:left + from_left] + others[right - (size - from_left):right]
        left += from_left
        right -= size - from_left
        out.append(row)
    return [row for row in out if row]


def _with_floor(widths: list[float], floor: float) -> list[float]:
    """The zones' widths, none below `floor` where the row's wider zones can
    spare the room: a zone of one meld keeps room for its title (play-test,
    "Chloé ope…" beside a zone of seven melds)."""
    lifted = sum(max(0.0, floor - w) for w in widths)
    excess = sum(max(0.0, w - floor) for w in widths)
    if not lifted or excess < lifted:
        return widths
    return [floor if w <= floor else w - (w - floor) * lifted / excess for w in widths]


def _row_heights(rows: int, height: float, gap: float) -> list[float]:
    """The rows share the height evenly: a row of few melds keeps room for
    long columns and a title on two lines (long names, Origen's tiles)."""
    return [(height - gap * (rows - 1)) / rows] * rows


def _title_width(unit: float, players: int) -> float:
    """About the width of a zone's title on one line: a name for each of its
    side's `players`, and whether it opened (longer names break over lines)."""
    return TITLE_UNITS * (1 + players) * unit


def _zone_fit(zone: QRectF, count: int, unit: float, tallest: float, deck: str,
              players: int) -> tuple[bool, bool, int]:
    """Whether the zone has room for its title, whether it also lays its
    columns apart (`meld_fit`, full columns), and how tall its cards are."""
    fit = meld_fit(zone, zone.top() + LABEL * unit, 0.08 * unit, count, round(tallest), deck,
                   readable=round(MIN_MELD * unit))
    titled = zone.width() >= _title_width(unit, players)
    return titled, titled and fit.apart, fit.height


def _place_rows(area: QRectF, plan: list[list[int]], heights: list[float], counts: list[int],
                gap: float, unit: float, even_widths: bool) -> list[QRectF]:
    """The zones of `plan`'s rows, from the bottom of `area` up."""
    zones: list[QRectF] = [QRectF()] * len(counts)
    bottom = area.bottom()
    for row, row_h in zip(plan, heights):
        top = bottom - row_h
        card_w = CARD_ASPECT * min(MAX_MELD * unit, (row_h - ROW_CHROME * unit) / COLUMN_HEIGHT)
        need = [_columns_width(counts[z]) for z in row]
        base = [COLUMN_CHROME * unit + card_w * n for n in need]
        spare = area.width() - gap * (len(row) - 1) - sum(base)
        even = (area.width() - gap * (len(row) - 1)) / len(row)
        # Each zone its columns side by side, and the spare room (or the
        # want of it) shared in proportion to them.
        widths = ([even] * len(row) if even_widths
                  else _with_floor([b + spare * n / sum(need) for n, b in zip(need, base)],
                                   COLUMN_CHROME * unit + card_w * _columns_width(MIN_ZONE_COLUMNS)))
        x = area.left()
        for z, w in zip(row, widths):
            zones[z] = QRectF(x, top, w, row_h)
            x += w + gap
        bottom = top - gap
    return zones


def meld_zones(area: QRectF, teams: int, gap: float, unit: float = 0.0,
               columns: tuple[int, ...] = (), even_widths: bool = False,
               tallest: float = 0.0, deck: str = "standard", players: int = 1) -> list[QRectF]:
    """One zone per team: ours along the bottom, the others above it, in
    one to three rows, whichever lets the fullest zones have the largest cards
    (at most `tallest`).  A window tall enough for meld cards as tall as the
    hand's (`tallest` is `unit`) has height to spare, and there the zones'
    own fits decide (`_zone_fit`): the most zones with room for their title
    (its side's `players` named), then the most of them with their columns
    apart, then the largest cards, smallest first; so it
    takes another row rather than squeeze a row's zones under empty felt
    (play-test at 1000×1200, rami's six alone: "Chloé / opened" in a zone
    one card wide, the felt below the melds empty).
    The zones share the room by what they show: each gets the width of its
    meld columns (`columns`, by zone, ours first) and the spare room in
    proportion, so a team with many melds gets a wider zone.  Without
    `columns` every zone counts alike; with `even_widths` the zones of a row
    are as wide as each other (cards whose index plates are wide, Origen's
    names and values, overlap better in even zones than shrink in narrow ones)."""
    if teams <= 1:
        return [QRectF(area)]
    unit = unit or area.height() / 3
    tallest = tallest or MAX_MELD * unit
    by_zone = tallest >= unit
    # A zone of one meld still counts two columns: room for its title (play-test,
    # rami six alone at 1920×1080: "Je… Ba… Le… op…" over one column).
    counts = [max(1 if z == 0 else MIN_ZONE_COLUMNS, n)
              for z, n in enumerate((list(columns) + [1] * teams)[:teams])]
    others = list(range(1, teams))
    plans: list[tuple[tuple[float, ...], int, list[QRectF]]] = []
    for rows in range(1, min(len(others), 3) + 1):
        split = _split_rows(others, rows)
        if len(split) != rows:
            continue
        plan = [[0]] + split  # the rows from the bottom up: ours first
        heights = _row_heights(len(plan), area.height(), gap)
        zones = _place_rows(area, plan, heights, counts, gap, unit, even_widths)
        if by_zone:
            fits = [_zone_fit(zone, count, unit, tallest, deck, players)
                    for zone, count in zip(zones, counts)]
            cards: tuple[float, ...] = (sum(titled for titled, _, _ in fits),
                                        sum(apart for _, apart, _ in fits),
                                        *sorted(height for _, _, height in fits))
        else:
            caps = [min(tallest, _row_card_height([counts[z] for z in row],
                                                  area.width(), gap, unit))
                    for row in plan]
            cards = (round(min(min(cap, (h - ROW_CHROME * unit) / COLUMN_HEIGHT)
                               for cap, h in zip(caps, heights)), 1),)
        plans.append((cards, -rows, zones))
    return max(plans, key=lambda p: (p[0], p[1]))[2]


def compute_layout(width: float, height: float, seats: int = 4,
                   teams: int = 2, columns: tuple[int, ...] = (),
                   even_widths: bool = False, deck: str = "standard") -> TableLayout:
    """The table for `seats` seats in `teams` teams; `columns`: the meld
    columns each team's zone shows (ours first, its "new meld" slot
    included), so that the zones share the felt by what they hold
    (`meld_zones`); `deck`: the cards' design, whose indices tell how
    small a meld card still reads."""
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
    # His foot lies in front of him, above his name (play-test: at the
    # bottom right it read as the east player's, under that one's foot).
    foot = QPointF(margin, hand_top + 0.05 * u)

    # The top row, shared by the places there.
    north_h = small + LABEL * u if tops else 0.0
    row_left, row_right = margin + side_w, width - margin - side_w
    # The row sits a few pixels into the margin above it, and its plates stop
    # as many above the middle band: clear of the melds' edge, their room kept
    # (at 1280×720 six players' melds need all of it).
    lift = min(TOP_PLATE_GAP, margin / 2)
    hands: dict[str, QRectF] = {}
    if tops:
        slot_w = (row_right - row_left) / len(tops)
        for i, place in enumerate(tops):
            hands[place] = QRectF(row_left + i * slot_w, margin - lift, slot_w, north_h)
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
    tallest = tallest_meld(width, height, u)
    zones = meld_zones(area, max(1, teams), gap, u, columns, even_widths, tallest, deck,
                       math.ceil(seats / max(1, teams)))
    # As tall as each zone allows: `meld_fit` shrinks them to lay the columns apart.
    heights = tuple(_meld_height(z, u, tallest) for z in zones)
    return TableLayout(width, height, round(u), small, pile_h, heights[0], hand, hands,
                       stock, pile, info, tuple(zones), heights, south_label, foot, corners,
                       round(tallest), top_plate_floor=band_top - lift if tops else 0.0)


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


def column_pitch(columns: int, card_w: float, zone: QRectF, pad: float,
                 reserved: float = 0.0, comfortable: float = 0.0) -> float:
    """Distance between meld columns: a little gap (`comfortable`: wider than
    a canasta's squared-up stack), less when many; `reserved` is the width
    kept free at the right of the last column (our "new meld" slot)."""
    comfortable = max(comfortable, apart_pitch(card_w))
    if columns <= 1:
        return comfortable
    room = zone.width() - 2 * pad - card_w - reserved
    return max(card_w * 0.35, min(comfortable, room / (columns - 1)))


def apart_pitch(card_w: float) -> float:
    """The pitch of columns that do not overlap: a canasta's stack juts out
    CANASTA_JUT right of its top card."""
    return max(card_w * COLUMN_PITCH, card_w + CANASTA_JUT + 1.5)


CANASTA_JUT = 5.4  # the cards under a canasta's top card, offset to the right


@dataclass(frozen=True)
class MeldFit:
    """How one team's meld columns are drawn: card height, the offset
    between the cards of a column and the distance between columns."""

    height: int
    step: float
    pitch: float
    apart: bool = True  # no column lies over another
    per_band: int = 0  # columns (the new-meld slot counted) in each band; 0: one band
    band_step: float = 0.0  # from a band's top to the next one's


BAND_GAP = 6.0  # px between two bands of meld columns


def meld_fit(zone: QRectF, top: float, pad: float, columns: int, largest: int,
             deck: str, rows: int = MAX_CASCADE_CARDS, new_slot: bool = False,
             readable: int = 0, badge: Callable[[int], float] | None = None) -> MeldFit:
    """The meld columns of a zone in one band (`band_fit`), or in two or
    three bands one under the other when that lays them apart with larger
    cards: a zone wider than its few melds need keeps one band, a narrow,
    tall one (many melds, a big window) takes its room in height."""
    best = band_fit(zone, top, pad, columns, largest, deck, rows, new_slot, readable, badge)
    slots = columns + (1 if new_slot else 0)
    room = zone.bottom() - top - pad
    for bands in (2, 3):
        per = math.ceil(slots / bands)
        if per < 2 or per * (bands - 1) >= slots:
            continue
        band_room = (room - BAND_GAP * (bands - 1)) / bands
        band = QRectF(zone.left(), zone.top(), zone.width(), top - zone.top() + band_room + pad)
        fit = band_fit(band, top, pad, per, largest, deck, rows, False, readable, badge)
        if fit.apart and fit.height >= min(readable, best.height) and (
                not best.apart or fit.height > best.height):
            best = MeldFit(fit.height, fit.step, fit.pitch, True, per, band_room + BAND_GAP)
    return best


def band_fit(zone: QRectF, top: float, pad: float, columns: int, largest: int,
             deck: str, rows: int = MAX_CASCADE_CARDS, new_slot: bool = False,
             readable: int = 0, badge: Callable[[int], float] | None = None) -> MeldFit:
    """The largest meld cards (at most `largest` tall) that lay the columns
    apart, each card's index (`card_index.index_rect`) whole on its plate
    (`card_index.plate_fits`) and above the next card of its column, the
    longest column (`rows` cards) inside the zone, with `new_slot` a
    free slot right of them for a new meld, and room under each canasta for
    its badge (`badge`: its width for a card height).  Cards shrink for that down to
    `readable` px; below, the columns overlap instead, in a controlled way:
    the cards `readable` tall (or smaller), each column lying over the one on
    its left no further than that one's index.  When no height keeps every
    index clear, the smallest cards whose indices are still whole are packed
    as tight as needed: smaller ones would cut every index, larger ones
    would be covered further."""
    room_h = zone.bottom() - top - pad
    floor = max(SMALLEST_MELD_PX, min(int(largest), readable))

    def fit(height: int) -> tuple[MeldFit, bool, bool, bool]:
        width = height * CARD_ASPECT
        index = index_rect(height, width, deck)
        cascade = max(2.0, (room_h - height) / max(1, rows - 1))  # every card, seven or more too
        step = max(index.bottom() + 1, min(height * MELD_CASCADE, cascade))
        comfortable = max(apart_pitch(width), badge(height) + 1 if badge else 0)
        reserved = apart_pitch(width) if new_slot else 0.0
        pitch = column_pitch(columns, width, zone, pad, reserved, comfortable)
        whole = plate_fits(height, width, deck)
        clear = step <= cascade and (columns <= 1 or pitch >= index.right() + 1)
        # The last column and the new-meld slot inside the zone.
        used = max(0, columns - 1) * pitch + (reserved if columns else 0.0) + width
        clear = clear and (not new_slot or used <= zone.width() - 2 * pad + 0.5)
        apart = columns <= 1 or pitch >= comfortable
        shown = MeldFit(height, min(step, cascade), pitch, apart and whole and clear)
        return shown, whole, clear, apart

    for height in range(max(1, int(largest)), floor - 1, -1):
        shown, whole, clear, apart = fit(height)
        if whole and clear and apart:
            return shown
    # The columns overlap: the readable size or below, else the smallest
    # above it whose indices read whole and clear (an Origen plate needs room).
    heights = [*range(floor, SMALLEST_MELD_PX - 1, -1),
               *range(floor + 1, max(1, int(largest)) + 1)]
    whole_ones = []  # packed as tight as needed, the smallest whole-index cards
    for height in heights:
        shown, whole, clear, _ = fit(height)
        if whole and clear:
            return shown
        if whole:
            whole_ones.append(shown)
    if whole_ones:
        return min(whole_ones, key=lambda shown: shown.height)
    return fit(SMALLEST_MELD_PX)[0]

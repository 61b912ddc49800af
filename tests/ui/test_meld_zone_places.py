"""Where the meld zones go (play-test, rami's six alone: "by the deal's end
the zones are re-packed into two rows, Diego and Bruno on top with Ana,
Chloé and Elsa below, so Diego's zone is at the top left although Diego sits
top right"; and "Chloé ope…", a zone of one meld too narrow for its title
beside a zone of seven).  Every packing keeps a seat's zone on its side of
the table, and a zone of one meld keeps room for its title."""

from __future__ import annotations

import random

import pytest
from canasta_desktop.ui.table_layout import EAST, WEST, compute_layout, place_of

SCREENS = ((1280, 720), (1920, 1080))


def _column_sets(seats: int, count: int = 60) -> list[tuple[int, ...]]:
    """Meld columns per zone as a deal goes on: even, lopsided, and the
    fullest tables (ours with its "new meld" slot)."""
    rng = random.Random(seats)
    sets = [(1,) * seats, (12,) + (1,) * (seats - 1), (2, 8, 1, 3, 1, 2)[:seats]]
    for _ in range(count):
        sets.append(tuple(rng.randint(1, 11) for _ in range(seats)))
    return sets


@pytest.mark.parametrize("size", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", (3, 4, 5, 6))
def test_every_seat_s_meld_zone_stays_on_its_side_of_the_table(seats, size):
    """Rami alone: one zone per seat, ours at the bottom, the others in one to
    three rows.  However the zones are packed as the melds grow, a seat
    further round the table from the player's left never has its zone wholly
    to the left of an earlier seat's (Diego, top right, above Elsa, top
    middle), and the seats at the sides (west, east) sit in the lowest row
    (at three, both seats are at the sides)."""
    rows_seen = set()
    for columns in _column_sets(seats):
        lay = compute_layout(size[0], size[1], seats, seats, columns)
        zones = lay.melds[1:]  # clockwise from the player's left
        tops = sorted({round(z.top()) for z in zones})
        rows_seen.add(len(tops))
        for earlier in range(len(zones)):
            for later in range(earlier + 1, len(zones)):
                assert zones[later].right() > zones[earlier].left(), (
                    columns, place_of(earlier + 1, 0, seats), place_of(later + 1, 0, seats))
        for index, zone in enumerate(zones):
            if seats > 3 and place_of(index + 1, 0, seats) in (WEST, EAST):
                assert round(zone.top()) == tops[-1], (columns, place_of(index + 1, 0, seats))
    if seats >= 5:
        assert len(rows_seen) > 1, "the columns should have tried more than one packing"


@pytest.mark.parametrize("size", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_zone_of_one_meld_beside_a_zone_of_seven_keeps_room_for_its_title(size):
    """The deal's end of the play-test: Ana seven melds, Chloé one, Elsa two.
    Chloé's zone is as wide as two meld columns, as Elsa's (whose title
    read whole), rather than one."""
    seats = 6
    columns = (3, 7, 1, 2, 2, 2)  # ours, then Ana, Chloé, Elsa, Diego, Bruno
    lay = compute_layout(size[0], size[1], seats, seats, columns)
    for zone, count, height in zip(lay.melds, columns, lay.meld_heights):
        card_w = lay.width_of(height)
        if count == 1:
            assert zone.width() >= 2 * card_w, (zone, card_w)


TALL_VIEWS = ((480, 959), (664, 959), (764, 1159))  # the table of tall, narrow windows
TABLES = ((2, 2), (3, 3), (4, 2), (4, 4), (5, 5), (6, 2), (6, 3), (6, 6))  # seats, sides
TITLE_ROOM = 0.6  # a title on one line, in units: for each name, and for the side's state


@pytest.mark.parametrize("size", TALL_VIEWS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats,sides", TABLES)
def test_a_tall_narrow_table_gives_every_zone_room_for_its_title(seats, sides, size):
    """Play-test at 1000×1200, rami's six alone: Chloé's and Diego's zones
    one card wide, "Chloé / opened", under felt left bare.  With the
    height to spare, every zone keeps room for its title on one line (a name
    for each player of its side and its state), inside the meld area, none
    over another, each seat's on its side of the table."""
    players = -(-seats // sides)
    for columns in _column_sets(sides):
        lay = compute_layout(size[0], size[1], seats, sides, columns)
        for zone in lay.melds:
            assert zone.width() >= TITLE_ROOM * (1 + players) * lay.unit - 0.5, (columns, zone)
        for a, zone in enumerate(lay.melds):
            assert zone.top() >= lay.hands[WEST].top() - 0.5 and zone.bottom() <= lay.hand.top()
            for other in lay.melds[a + 1:]:
                common = zone.intersected(other)
                assert common.width() <= 0.5 or common.height() <= 0.5, (columns, zone, other)
        if sides == seats:
            zones = lay.melds[1:]
            for earlier in range(len(zones)):
                for later in range(earlier + 1, len(zones)):
                    assert zones[later].right() > zones[earlier].left(), columns

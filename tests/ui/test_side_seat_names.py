"""Long hyphenated names at the table's sides (fourth play-test):
"Chloé-Marguerite" (16 of the 24 letters a name may have) read
"Chloé-Margue…" on the left and right seats even at 1920×1080, with green
felt to spare around it.  Such a name now gets a little smaller, as at the
top seats, and its plate may reach a little past the seat's column; a longer
one breaks after its hyphen or between words; none is shortened."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF

from canasta_desktop.model.rules import get_rules
from canasta_desktop.ui import screen_fit
from canasta_desktop.ui.table_layout import EAST, WEST, place_of
from canasta_desktop.ui.table_seats import SIDE_NAME_SHRINK

from .deals import late_deal

SCREENS = {"1280x720": (1280, 720), "1920x1080": (1920, 1080)}
# Whoever sits at the sides (with five, one player sits each deal out).
FIVE = ("You", "Chloé-Marguerite", "Pierre-Alexandre", "Marie-Antoinette", "Jean-Christophe")
SIX = ("You", "Chloé-Marguerite", "Louis-Ferdinand", "Jean-Christophe", "Marie-Antoinette",
       "Pierre-Alexandre")
# The longest a name may be (24 letters): it may break, but is never shortened.
LONGEST = ("You", "Marie-Christine Duvernay", "Pierre-Alexandre Favreau",
           "Marie-Antoinette Lacroix", "Louis-Ferdinand Lapointe")


@pytest.fixture(params=list(SCREENS))
def screen(request, monkeypatch, window):
    width, height = SCREENS[request.param]
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    return request.param


def side_plates(window):
    """The side seats' name plates, by seat."""
    view = window.controller.view()
    seats = len(view.hand_sizes)
    return {seat: window.scene.label(f"seat{seat}") for seat in range(seats)
            if place_of(seat, view.seat, seats) in (WEST, EAST)}


def obstacles(window) -> dict[str, QRectF]:
    """What a side seat's plate must leave in view: the stock, the pile and
    their counts, and each team's meld zone."""
    scene = window.scene
    found = {f"{role} card": item.sceneBoundingRect()
             for role in ("stock", "pile", "pile_under")
             for item in scene.items_in_role(role) if item.isVisible()}
    for name in ("stock", "pile"):
        label = scene.label(name)
        if label is not None and label.isVisible():
            found[f"{name} count"] = label.sceneBoundingRect()
    for i, zone in enumerate(scene.layout_.melds):
        found[f"meld zone {i}"] = QRectF(zone)
    for item in scene.items_in_role("meld"):
        if item.isVisible():
            found["a meld card"] = found.get("a meld card", QRectF()).united(
                item.sceneBoundingRect())
    return found


@pytest.mark.parametrize("variant, names", [("five", FIVE), ("six-2x3", SIX)])
def test_a_side_seat_shows_a_long_hyphenated_name_whole(window, qtbot, screen, variant, names):
    late_deal(window.controller, qtbot, get_rules(variant), seed=6, moves=40, names=names)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    plates = side_plates(window)
    assert len(plates) == 2 and "Chloé-Marguerite" in [
        plate.text().split("\n")[0] for plate in plates.values()]
    table = QRectF(window.view.viewport().rect())
    in_the_way = obstacles(window)
    assert "stock card" in in_the_way and "meld zone 0" in in_the_way
    tops = [label.pixel_size() for key, label in window.scene.labels().items()
            if key.startswith("seat") and label.isVisible()]
    for plate in plates.values():
        name = plate.text().split("\n")[0]
        assert len(name) >= 15 and "-" in name
        shown = plate.shown_text().split("\n")
        assert shown[0] == name, f"{name!r} reads {shown[0]!r} on {screen}"
        assert "\u2026" not in plate.shown_text()
        # A little smaller than the other plates at most, as at the top seats.
        assert plate.pixel_size() >= max(tops) * SIDE_NAME_SHRINK - 1, (plate.pixel_size(), tops)
        where = plate.sceneBoundingRect()
        assert table.contains(where), f"{name}'s plate leaves the table on {screen}"
        for what, rect in in_the_way.items():
            assert not where.intersects(rect), f"{name}'s plate covers the {what} on {screen}"


def test_the_longest_names_break_at_the_sides_rather_than_lose_their_end(window, qtbot, screen):
    """A name too long for one line even a little smaller keeps its full
    size and is broken after a hyphen or between words; nothing is cut."""
    late_deal(window.controller, qtbot, get_rules("five"), seed=6, moves=40, names=LONGEST)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    in_the_way = obstacles(window)
    plates = side_plates(window).values()
    assert len(plates) == 2
    for plate in plates:
        name = plate.text().split("\n")[0]
        assert len(name) == 24, name
        lines = plate.shown_text().split("\n")
        assert "\u2026" not in plate.shown_text(), f"{name!r} reads {lines} on {screen}"
        assert len(lines) > 2, f"{name!r} fits one line: no test of the break"
        assert lines[0] == name.split(" ")[0], f"{lines} on {screen}: broken at its hyphen"
        # The name's lines, put back together, are the name.
        count = len(lines) - 1
        joined = lines[0]
        for line in lines[1:count]:
            joined += ("" if joined.endswith("-") else " ") + line
        assert joined == name, lines
        where = plate.sceneBoundingRect()
        for what, rect in in_the_way.items():
            assert not where.intersects(rect), f"{name}'s plate covers the {what} on {screen}"


def test_the_player_s_own_long_name_breaks_rather_than_lose_its_end(window, qtbot, screen):
    """Play-test: "Marie-Christine de La Ro" (24 letters) read "Marie-Christine
    de La…" on the player's own plate, at 1280×720 and 1920×1080, while the
    bots' long names broke onto two lines.  It breaks too, and its plate
    grows upward: it stays in the window, left of the hand."""
    me = "Marie-Christine de La Ro"
    late_deal(window.controller, qtbot, get_rules("classic"), seed=6, moves=1,
              names=(me,) + SIX[1:4])  # a full hand: little room left of it
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    view = window.controller.view()
    plate = window.scene.label(f"seat{view.seat}")
    lines = plate.shown_text().split("\n")
    assert "\u2026" not in plate.shown_text(), f"{lines} on {screen}"
    assert " ".join(lines[:-1]) == me, lines
    where = plate.sceneBoundingRect()
    assert QRectF(window.view.viewport().rect()).contains(where), (where, screen)
    hand = [item.sceneBoundingRect() for item in window.scene.items_in_role("hand")
            if item.isVisible()]
    assert hand and all(not where.intersects(card) for card in hand), screen

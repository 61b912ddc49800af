"""Long names on the top seats' plates (play-test s32: "Marie-Christine
Dubois… · 11 cards" at 1920×1080, six players, with felt to spare under the
plate).  A top plate uses its seat's width and the felt below it: a name
too long for one line with the count goes on a line of its own, and is
shortened only where even that leaves no room, the whole name then in the
plate's tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF

from canasta_desktop.model.rules import get_rules
from canasta_desktop.ui import screen_fit
from canasta_desktop.ui.table_layout import SIDE_PLACES, TOP_PLACES, place_of

LONG = "Marie-Christine Dubois-Lefèvre"
NAMES = ("You", "Pierre-Alexandre Moreau", LONG, "Jean-Baptiste Rousseau", "Anne-Sophie Martin",
         "Diego Alvarez")


def six_at(window, qtbot, monkeypatch, width: int, height: int, names=NAMES):
    """A fresh six-player deal, the bots waiting, in a window that fills a
    `width`×`height` screen; the long name sits at the top left."""
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    window.controller.new_game(get_rules("six-2x3"), seed=5, names=names,
                               bot_names=[None] + ["greedy"] * 5, paused=True)
    # The side panel takes its share of the window's width, as on a real screen.
    qtbot.waitUntil(lambda: window.window.dock.width() == window.window.side_panel_width())
    qtbot.waitUntil(lambda: window.scene.width() == window.view.viewport().width())
    window.scene.refresh(animate=False)
    view = window.controller.view()
    seat = window.controller.names.index(LONG)
    assert place_of(seat, view.seat, len(view.hand_sizes)) in TOP_PLACES
    return window.scene.label(f"seat{seat}")


def test_a_long_name_shows_whole_on_a_top_plate_at_1920x1080(window, qtbot, monkeypatch):
    plate = six_at(window, qtbot, monkeypatch, 1920, 1080)
    shown = plate.shown_text()
    assert "\u2026" not in shown, shown
    assert shown.split("\n")[0].split(" \u00b7 ")[0] == LONG, f"{shown!r}: the name is cut"
    assert shown.endswith("11 cards"), shown
    # Clear of the middle band: the meld zones and the side seats' cards.
    scene = window.scene
    where = plate.sceneBoundingRect()
    for zone in scene.layout_.melds:
        assert where.bottom() <= zone.top() + 0.5 or not where.intersects(zone), shown
    view = window.controller.view()
    for seat in range(len(view.hand_sizes)):
        if place_of(seat, view.seat, len(view.hand_sizes)) in SIDE_PLACES:
            for item in scene.items_in_role("back"):
                if item.isVisible():
                    assert not where.intersects(item.sceneBoundingRect()), "a side's card"
    slot = QRectF(scene.layout_.hands[place_of(window.controller.names.index(LONG), view.seat,
                                               len(view.hand_sizes))])
    assert slot.left() <= where.left() and where.right() <= slot.right()


def test_a_name_with_no_room_is_shortened_and_whole_in_the_tooltip(window, qtbot, monkeypatch):
    plate = six_at(window, qtbot, monkeypatch, 800, 560)
    shown = plate.shown_text()
    assert "\u2026" in shown, f"{shown!r}: the window leaves no room for the whole name"
    assert shown.endswith("11 cards"), "the count is never cut"
    assert LONG in plate.toolTip()



@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("width, height", [(1280, 720), (1366, 768), (1600, 900), (1920, 1080)])
def test_the_top_plates_keep_a_few_pixels_clear_of_the_melds_under_them(
        window, qtbot, qapp, monkeypatch, width, height, lang):
    """s33: a two-line top plate (the name over "Hard · 11 cards") touched
    the top edge of the meld zone below it, six players.  The middle band
    starts a few pixels below the plates' lowest reach; no more than that is
    taken from the melds' room."""
    from canasta_desktop import i18n
    i18n.set_language(qapp, lang)
    names = ("You", "Pierre-Alexandre Moreau", "Jean-Baptiste de La Rochefoucauld", LONG,
             "Anne-Sophie Delacroix-Martin", "Diego Alvarez")
    six_at(window, qtbot, monkeypatch, width, height, names)
    view = window.controller.view()
    tops = [window.scene.label(f"seat{seat}") for seat in range(6)
            if place_of(seat, view.seat, 6) in TOP_PLACES]
    over_melds = 0
    for plate in tops:
        where = plate.sceneBoundingRect()
        zones = [zone for zone in window.scene.layout_.melds
                 if zone.left() < where.right() and where.left() < zone.right()]
        if not zones:
            continue
        over_melds += 1
        gap = min(zone.top() for zone in zones) - where.bottom()
        assert gap >= 3, (plate.shown_text(), gap)
        if "\n" in plate.shown_text():  # at its lowest: only the clearance under it
            assert gap <= 10, (plate.shown_text(), gap)
    assert over_melds >= 2, "the plates over the melds are looked at"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("width, height", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("name", ["Marie-Antoinette Lacroix", "MARIE-CHRISTINE DUVERNAY",
                                  "Wilhelmina Montgomery-Wu"])
def test_a_24_letter_name_shows_whole_on_the_top_middle_plate_of_three_teams(
        window, qtbot, qapp, monkeypatch, width, height, name, lang):
    """Six players in three teams of two (§2), the fullest table: a name of
    24 letters, wide ones too, on the top middle seat's plate, with a hard
    bot's level, is never shortened at 1280×720 nor at 1920×1080 (play-test
    s39 at 1920×1080)."""
    from canasta_desktop import i18n

    i18n.set_language(qapp, lang)
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    names = ("You", "Pierre-Alexandre Favreau", "Louis-Ferdinand Lapointe", name,
             "Jean-Christophe Beaumont", "Marie-Christine Duvernay")
    window.controller.new_game(get_rules("six-3x2"), seed=5, names=names,
                               bot_names=[None] + ["hard"] * 5, paused=True)
    qtbot.waitUntil(lambda: window.window.dock.width() == window.window.side_panel_width())
    qtbot.waitUntil(lambda: window.scene.width() == window.view.viewport().width())
    window.scene.refresh(animate=False)
    assert place_of(3, window.controller.view().seat, 6) == "north"
    shown = window.scene.label("seat3").shown_text()
    assert "\u2026" not in shown and shown.split("\n")[0] == name, shown

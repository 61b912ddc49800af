"""Each bot's plate says its level (play-test: "which opponent is the hard
bot?"): the level the game's settings gave that seat, in the words of the
settings dialog ("Hard", « Difficile »), and what it plays like in the
plate's tooltip; where a long name leaves no room, the tooltip still says it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from canasta_desktop import i18n
from canasta_desktop.model.rules import get_rules
from canasta_desktop.ui import screen_fit
from canasta_desktop.ui.table_layout import SIDE_PLACES, TOP_PLACES, place_of

NAMES = ("You", "Eve", "Hal", "Rex", "Ada", "Max")
LEVELS = (None, "easy", "hard", "medium", "hard", "easy")
WORDS = {"en": {"easy": "Easy", "medium": "Medium", "hard": "Hard"},
         "fr": {"easy": "Facile", "medium": "Moyen", "hard": "Difficile"}}
HELP = {"en": "Hard: tries its moves", "fr": "Difficile\u00a0: essaie ses coups"}


def six_at(window, qtbot, monkeypatch, width: int, height: int, names=NAMES):
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    window.controller.new_game(get_rules("six-2x3"), seed=5, names=names, bot_names=LEVELS,
                               paused=True)
    qtbot.waitUntil(lambda: window.window.dock.width() == window.window.side_panel_width())
    qtbot.waitUntil(lambda: window.scene.width() == window.view.viewport().width())
    window.scene.refresh(animate=False)


def plates(window):
    view = window.controller.view()
    n = len(view.hand_sizes)
    return {seat: window.scene.label(f"seat{seat}") for seat in range(n) if seat != view.seat}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("screen", [(1280, 720), (1920, 1080)])
def test_each_bot_s_plate_says_its_level(window, qtbot, qapp, monkeypatch, language, screen):
    i18n.set_language(qapp, language)
    six_at(window, qtbot, monkeypatch, *screen)
    view = window.controller.view()
    places = set()
    for seat, plate in plates(window).items():
        level = LEVELS[window.controller.seat_people[seat]]
        shown = plate.shown_text()
        assert WORDS[language][level] in shown, f"{NAMES[seat]}: {shown!r}"
        assert shown.split("\n")[0].startswith(NAMES[seat]), "the name first"
        assert "\u2026" not in shown
        places.add(place_of(seat, view.seat, len(view.hand_sizes)))
        if level == "hard":
            assert HELP[language] in plate.toolTip(), plate.toolTip()
    assert set(TOP_PLACES) <= places and set(SIDE_PLACES) <= places


def test_the_plate_follows_the_level_playing_the_seat(window, qtbot, monkeypatch):
    """The level is the session's: a seat given to another bot says so."""
    six_at(window, qtbot, monkeypatch, 1920, 1080)
    seat = NAMES.index("Eve")
    assert "Easy" in window.scene.label(f"seat{seat}").shown_text()
    window.controller.set_seat_bot(seat, "hard")
    window.controller.pause()
    window.scene.refresh(animate=False)
    shown = window.scene.label(f"seat{seat}").shown_text()
    assert "Hard" in shown and "Easy" not in shown, shown


def test_with_no_room_the_level_stays_in_the_tooltip(window, qtbot, monkeypatch):
    long_names = ("You", "Eve", "Marie-Christine Dubois-Lefèvre", "Rex", "Ada", "Max")
    six_at(window, qtbot, monkeypatch, 800, 560, long_names)
    plate = window.scene.label("seat2")
    assert "Hard" not in plate.shown_text() and "\u2026" in plate.shown_text()
    assert plate.shown_text().endswith("11 cards"), "the count is never cut"
    tip = plate.toolTip()
    assert "Marie-Christine Dubois-Lefèvre" in tip and HELP["en"] in tip, tip


def test_the_levels_follow_the_people_round_the_table(qtbot):
    """The session gives each seat of the deal the level of the person in it:
    after the seating draw, and with one side sitting out in turn."""
    from canasta_desktop.session.controller import GameController

    controller = GameController(bot_delay_ms=0)
    try:
        for variant in ("six-rotating", "five"):
            players = get_rules(variant).players
            controller.new_game(get_rules(variant), seed=7, names=NAMES[:players],
                                bot_names=LEVELS[:players], draw_seats=True, paused=True)
            seats = len(controller.view().hand_sizes)
            assert len(controller.seat_people) == seats < len(controller.person_bots)
            given = dict(zip(NAMES, LEVELS))  # each person's level, as set up
            assert controller.seat_levels == tuple(given[name] for name in controller.names)
    finally:
        controller.shutdown()


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("screen", [(1280, 720), (1920, 1080)])
def test_a_bot_playing_the_person_s_seat_says_its_level_on_his_plate(
        window, qtbot, qapp, monkeypatch, language, screen):
    """s33: New game → "a bot plays for you" at Hard: every plate said its
    bot's level but his own.  It says it as theirs do, under his name, and
    what the level plays like in its tooltip; given his seat back, he plays
    it and the plate says no level."""
    i18n.set_language(qapp, language)
    area = QRect(0, 0, *screen)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    c = window.controller
    c.new_game(get_rules("six-2x3"), seed=5, names=("Ana",) + NAMES[1:],
               bot_names=("hard",) + LEVELS[1:], paused=True)
    qtbot.waitUntil(lambda: window.scene.width() == window.view.viewport().width())
    window.scene.refresh(animate=False)
    seat = c.view().seat
    plate = window.scene.label(f"seat{seat}")
    shown = plate.shown_text()
    lines = shown.split("\n")
    assert lines[0] == "Ana" and WORDS[language]["hard"] in lines[1], shown
    assert lines[-1].endswith({"en": "11 cards", "fr": "11 cartes"}[language]), shown
    assert HELP[language] in plate.toolTip(), plate.toolTip()
    # Its bottom stays in the window, as the plate's lines grow upward.
    assert plate.sceneBoundingRect().bottom() <= window.scene.height()

    c.set_seat_bot(seat, None)  # he plays his seat again
    c.pause()
    window.scene.refresh(animate=False)
    shown = window.scene.label(f"seat{seat}").shown_text()
    assert WORDS[language]["hard"] not in shown and shown.startswith("Ana\n"), shown
    assert HELP[language] not in window.scene.label(f"seat{seat}").toolTip()

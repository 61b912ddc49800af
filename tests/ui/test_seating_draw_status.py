"""The status bar under the seating draw (§1 Seating and teams).  Play-test
s39: while the cards drawn for the seats were shown, it already said "Ana
is playing…"; nobody plays until the draw is closed.  It says what is
happening, in both languages, and whose turn it is once play begins; the
side panel's line on who is doing what says it too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from canasta_desktop import i18n
from canasta_desktop.session.settings import GameSettings
from canasta_desktop.ui.table_seats import ACTING_PLATE

from .mouse import click

DRAWING = {"en": "Seating draw: the cards drawn choose the seats and the dealer \u00b7 "
                 "Play begins the game",
           "fr": "Tirage des places\u00a0: les cartes tirées désignent les places et le donneur "
                 "\u00b7 Jouer commence la partie"}
GREEDY = ["", "greedy", "greedy", "greedy"]


def _drawn(window, seed: int, language: str = "en"):
    settings = GameSettings(variant="classic", seating_draw=True, bots=GREEDY,
                            language=language).checked()
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=seed)
    dialog = window.games.seating_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_status_bar_tells_the_seating_draw_until_play_begins(window, qapp, language):
    i18n.set_language(qapp, language)
    c = window.controller
    dialog = _drawn(window, seed=12, language=language)
    hint = window.status.hint
    assert hint.text() == DRAWING[language]
    assert window.side_panel.talk.doing == DRAWING[language], "the panel too"
    assert not c.deal.history, "nobody has played"
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert hint.text() != DRAWING[language] and hint.text(), hint.text()
    assert window.side_panel.talk.doing != DRAWING[language]
    name = c.names[c.deal.current_seat]
    assert c.is_human_turn() or name in hint.text(), hint.text()


def test_a_press_on_the_table_under_the_draw_begins_play_and_says_whose_turn(window):
    dialog = _drawn(window, seed=12)
    hint = window.status.hint
    click(window.view, window.scene.stock_point())  # "Play", as the draw's button
    assert not dialog.isVisible() and hint.text() != DRAWING["en"], hint.text()


def _lit_plates(window) -> list[str]:
    """The name plates lit as the seat that must act."""
    return [key for key, label in window.scene.canvas.labels.items()
            if key.startswith("seat") and label.plate_color == QColor(ACTING_PLATE)]


def test_no_plate_is_lit_under_the_draw_and_the_first_player_s_once_play_begins(window):
    """Play-test s40: under the draw, the first player's plate was already
    lit as the one to play."""
    c = window.controller
    dialog = _drawn(window, seed=12)
    assert _lit_plates(window) == []
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert _lit_plates(window) == [f"seat{c.deal.current_seat}"]

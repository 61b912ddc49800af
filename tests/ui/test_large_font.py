"""The windows read whole at a large system font (many who play at the
kitchen table set 12 to 16 points): nothing behind a sideways scroll bar,
nothing cut, on a 1280×720 screen, with six players' long names."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont

from canasta_desktop import i18n
from canasta_desktop.model.rules import get_rules
from canasta_desktop.ui import deal_end_dialog, screen_fit

SCREEN = QRect(0, 0, 1280, 720)
NAMES = ("Marie-Christine Dupont-Lefebvre", "Jean-Baptiste Lamoureux", "Anne-Sophie Bellecourt",
         "Pierre-Alexandre Moreau", "Bernadette Montgolfier", "Maximilien Desrochers")


@pytest.fixture
def large_font(qapp):
    """The application's font at 16 points, as a large system font sets it."""
    before = qapp.font()
    font = QFont(before)
    font.setPointSize(16)
    qapp.setFont(font)
    yield font
    qapp.setFont(before)


@pytest.fixture
def small_screen(monkeypatch):
    for module in (screen_fit, deal_end_dialog):
        monkeypatch.setattr(module, "available_area", lambda widget: SCREEN)
    return SCREEN


def test_the_deal_end_of_rami_for_six_shows_every_column_at_a_large_font(
        large_font, small_screen, window, qtbot, qapp):
    """Play-test at 12 and 16 points: the six columns of rami's deal end ran
    past the box, the last three behind a scroll bar; they wrap their
    names instead, and the box is read by scrolling down alone."""
    i18n.set_language(qapp, "fr")
    window.window.resize(SCREEN.size() - screen_fit.FRAME_ALLOWANCE)
    with qtbot.waitSignal(window.controller.deal_ended, timeout=120_000):
        window.controller.new_game(get_rules("rami", 6), seed=3, names=NAMES,
                                   bot_names=["greedy"] * 6)
    dialog = window.deal_end
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.font().pointSize() == 16
    room = SCREEN.size() - screen_fit.FRAME_ALLOWANCE
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    qtbot.wait(50)  # the scroll area lays out its content
    summary = dialog.summary
    viewport = dialog.scroll_area.viewport()
    assert not dialog.scroll_area.horizontalScrollBar().isVisible()
    assert summary.width() <= viewport.width()
    assert "Desrochers" in summary.text()  # the last column, whole in the box

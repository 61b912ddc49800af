"""Fixtures for the table tests: a real main window, bots that move at once,
cards that jump instead of sliding, and a chosen deal."""

from __future__ import annotations

import pytest

from canasta_desktop.session.controller import GameController
from canasta_desktop.ui.main_window import MainWindow

from .deals import stacked_deal

# Seat 0's hand: three aces to open with (60 >= 50), two kings, odd cards.
HAND = "AS AH AD KS KH 7C 8D 9S TD JC QH"
UPCARD = "6C"
FIRST_DRAW = "5S"


@pytest.fixture
def window(qtbot):
    controller = GameController(bot_delay_ms=0)
    win = MainWindow(controller)
    win.set_speed("Instant")
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    controller.new_game(seed=3)
    yield win
    controller.shutdown()


@pytest.fixture
def table(window):
    """The window with a chosen deal loaded: seat 0 plays first."""
    deal = stacked_deal({0: HAND}, UPCARD, FIRST_DRAW)
    window.controller.load_deal(deal)
    return window

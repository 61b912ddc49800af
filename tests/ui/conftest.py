"""Fixtures for the table tests: a real main window, bots that move at once,
cards that jump instead of sliding, and a chosen deal.

Every test runs in English with its settings redirected under `tmp_path`
(QSettings' user paths and the `store` fixture) and its saved games and
score sheets too (CANASTA_DATA_DIR): the real user's settings and saves are
never read or written.
"""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings

from canasta_desktop import i18n
from canasta_desktop.persistence.paths import ENV_DATA_DIR
from canasta_desktop.session.controller import GameController
from canasta_desktop.app import Desktop

from .deals import stacked_deal

# Seat 0's hand: three aces to open with (60 >= 50), two kings, odd cards.
HAND = "AS AH AD KS KH 7C 8D 9S TD JC QH"
UPCARD = "6C"
FIRST_DRAW = "5S"
GREEDY_TABLE = (None, "greedy", "greedy", "greedy")  # the player, then bots


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp, monkeypatch):
    """QSettings and the saves go under tmp_path; the window speaks English."""
    monkeypatch.setenv(ENV_DATA_DIR, str(tmp_path / "data"))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "user-settings"))
        QSettings.setPath(fmt, QSettings.Scope.SystemScope, str(tmp_path / "system-settings"))
    i18n.set_language(qapp, "en")
    yield
    i18n.set_language(qapp, "en")


@pytest.fixture
def store(tmp_path):
    """A settings store of the test's own."""
    return QSettings(str(tmp_path / "canasta.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot):
    # The last test's windows are collected here, so that their timers do not
    # live on into this test.  (Collections never run on a bot's worker
    # thread any more: session/worker_gc.py, tests/ui/test_worker_gc.py.)
    gc.collect()
    controller = GameController(bot_delay_ms=0)
    win = Desktop(controller)
    win.preferences.set_speed("Instant")
    qtbot.addWidget(win.window)
    win.window.resize(1280, 720)
    win.window.show()
    qtbot.waitExposed(win.window)
    # Greedy bots: the tests count on their simple, fast moves (a partner
    # that asks "may I go out?" at once); new games default to medium.
    controller.new_game(seed=3, bot_names=GREEDY_TABLE)
    yield win
    controller.shutdown()


@pytest.fixture
def table(window):
    """The window with a chosen deal loaded: seat 0 plays first."""
    deal = stacked_deal({0: HAND}, UPCARD, FIRST_DRAW)
    window.controller.load_deal(deal)
    return window


@pytest.fixture
def window_runs(qtbot):
    """Start windows one after the other, like runs of the application
    (`store`: a settings store they share)."""
    made: list[Desktop] = []

    def start(store: QSettings | None = None) -> Desktop:
        window = Desktop(GameController(bot_delay_ms=0), store=store)
        window.preferences.set_speed("Instant")
        qtbot.addWidget(window.window)
        window.window.resize(1280, 720)
        window.window.show()
        qtbot.waitExposed(window.window)
        made.append(window)
        return window

    yield start
    for window in made:
        window.controller.shutdown()

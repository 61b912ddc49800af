"""Autosaves are written off the UI thread, and the last move reaches the
disk even when the window is closed right after it (issue 15)."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.model.actions import Discard
from canasta_desktop.model.phases import DRAW, PLAY
from canasta_desktop.persistence.saves import read_save

from .conftest import GREEDY_TABLE
from .mouse import at, click


def test_the_last_move_is_on_disk_after_quitting_and_was_written_off_the_ui_thread(window,
                                                                                      qtbot):
    controller, store = window.controller, window.autosaver.store
    writers: list[str] = []
    write = store.write_autosave

    def noting_thread(save):
        writers.append(threading.current_thread().name)
        return write(save)

    store.write_autosave = noting_thread
    controller.new_game(seed=3, bot_names=GREEDY_TABLE)
    qtbot.waitUntil(lambda: controller.is_human_turn() and controller.deal.phase == DRAW)
    game_id = window.autosaver.game_id

    click(window.view, window.scene.stock_point())
    assert controller.deal.phase == PLAY
    card = window.scene.hand_cards[0]
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, at(window.view, window.scene.hand_point(card)))
    window.discard_guard.shown.go_button.click()  # "Discard?": yes
    seat, last = controller.deal.history[-1]
    assert isinstance(last, Discard) and last.card == card
    moves = len(controller.deal.history)
    window.window.close()  # at once, before any bot moves

    saved = read_save(store.autosave_path(game_id))
    assert len(saved.deals[-1].actions) == moves
    assert writers and threading.main_thread().name not in writers

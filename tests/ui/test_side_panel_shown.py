"""Game → Show the side panel (F9) hides the panel at the table's right:
the table is laid out again over the freed width, and the choice is kept in
the settings like the table's other choices (a restart, a new game chosen
in Game → New game… keep it)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import GREEDY_TABLE


def started(window_runs, store, qtbot):
    window = window_runs(store)
    window.controller.new_game(seed=3, bot_names=GREEDY_TABLE, paused=True)
    win = window.window
    if not win.dock.isHidden():
        qtbot.waitUntil(lambda: win.dock.width() == win.side_panel_width())
    qtbot.waitUntil(lambda: window.scene.width() == window.view.viewport().width())
    return window


def test_f9_hides_the_side_panel_and_the_table_widens(window_runs, store, qtbot):
    first = started(window_runs, store, qtbot)
    win, view, scene = first.window, first.view, first.scene
    assert win.dock.isVisible() and first.menus.side_panel_action.isChecked()
    assert "F9" in [keys for keys, _ in first.menus.shortcuts()]
    narrow, hand = view.viewport().width(), scene.layout_.hand.width()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: win.dock.isHidden())
    assert not first.menus.side_panel_action.isChecked()
    # The table takes the panel's width, and is laid out again over it.
    qtbot.waitUntil(lambda: view.viewport().width() >= narrow + 200)
    qtbot.waitUntil(lambda: scene.width() == view.viewport().width())
    assert scene.layout_.width == view.viewport().width()
    assert scene.layout_.hand.width() > hand + 150, "the hand spreads over the freed width"
    win.close()

    # A restart keeps it hidden, and so does a new game chosen in the dialog.
    second = started(window_runs, store, qtbot)
    assert second.window.dock.isHidden() and not second.menus.side_panel_action.isChecked()
    assert second.view.viewport().width() >= narrow + 200
    dialog = second.games.new_game()
    dialog.choose_variant("two")
    dialog.accept()
    qtbot.waitUntil(lambda: second.controller.rules.id == "two")
    assert second.window.dock.isHidden()
    # The menu shows it again, for the next start too.
    second.menus.side_panel_action.trigger()
    assert second.window.dock.isVisible() and second.menus.side_panel_action.isChecked()
    qtbot.waitUntil(lambda: second.view.viewport().width() < narrow + 50)
    second.window.close()
    third = started(window_runs, store, qtbot)
    assert third.window.dock.isVisible() and third.menus.side_panel_action.isChecked()

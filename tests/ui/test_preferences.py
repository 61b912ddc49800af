"""Edit → Preferences… changes the table's own choices (the
speed, the language, Undo after one's turn, the double-click question) for
the game on the table, without dealing a new one; and the New game dialog,
opened while a game is played, says that Deal starts another (play-test: the
table's choices lived only in New game, whose OK dealt anew without a word).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox

from canasta_desktop import words
from canasta_desktop.model.actions import Draw
from canasta_desktop.session.settings import GameSettings, load_settings

from .deals import stacked_deal
from .mouse import LEFT, drag

HAND = "AS AH AD KS KH 7C 8D 9S TD JC QH"


def _played_a_move(window) -> None:
    """The player's first move of a chosen deal: a game is being played."""
    window.controller.load_deal(stacked_deal({0: HAND}, "6C", "5S"))
    assert window.controller.try_action(Draw())


def _ok(dialog) -> None:
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), LEFT)


def _pick(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_preferences_change_the_table_and_keep_the_game_in_play(window, store, qtbot):
    window.games.store = store
    _played_a_move(window)
    c = window.controller
    match, history = c.match, list(c.deal.history)
    window.menus.preferences_action.trigger()
    dialog = window.games.preferences_dialog
    assert dialog is not None and dialog.isVisible(), "opened, not exec()-ed"
    _pick(dialog.table.speed_combo, "Slow")
    QTest.mouseClick(dialog.table.undo_round_check, LEFT)
    QTest.mouseClick(dialog.table.ask_double_click_check, LEFT)
    _ok(dialog)
    assert not dialog.isVisible()
    assert c.match is match and c.deal.history == history, "the same game, the same deal"
    assert c.allow_round_undo and window.menus.speed_actions["Slow"].isChecked()
    kept = load_settings(store)
    assert (kept.speed, kept.undo_round, kept.ask_double_click) == ("Slow", True, False)
    assert kept.variant == "classic" and kept.names == window.games.settings.names


def test_cancel_in_the_preferences_changes_nothing(window, store, qtbot):
    window.games.store = store
    before = load_settings(store)
    window.menus.preferences_action.trigger()
    dialog = window.games.preferences_dialog
    _pick(dialog.table.speed_combo, "Slow")
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), LEFT)
    assert not window.menus.speed_actions["Slow"].isChecked()
    assert load_settings(store) == before


def test_s4_origen_is_played_with_its_own_cards_and_every_other_variant_with_the_standard(
        window, store, qtbot):
    """RULES.md §4: "The themed card art belongs to this variant."  No choice
    of art is offered (with Origen's cards in classic, the log and the hints
    named "Q♥" beside a Diligencia), and Preferences keep the game's cards."""
    window.games.store = store
    window.games.apply_settings(GameSettings(variant="origen", seating_draw=False,
                                             speed="Instant").checked())
    assert window.scene.faces.deck == "origen"
    window.menus.preferences_action.trigger()
    dialog = window.games.preferences_dialog
    assert dialog.findChild(QComboBox, "deck") is None, "no choice of card art"
    _ok(dialog)
    assert window.scene.faces.deck == "origen"
    window.games.apply_settings(GameSettings(variant="classic", seating_draw=False,
                                             speed="Instant").checked())
    assert window.scene.faces.deck == "standard"


def test_a_language_tried_in_the_preferences_is_spoken_at_once_and_cancel_gives_it_back(
        window, qtbot):
    window.menus.preferences_action.trigger()
    dialog = window.games.preferences_dialog
    _pick(dialog.table.language_combo, "fr")
    assert words.current_language() == "fr"
    assert dialog.windowTitle() == "Préférences"
    assert window.menus.preferences_action.text() == "&Préférences…"
    dialog.reject()
    assert words.current_language() == "en"
    assert window.menus.preferences_action.text() == "&Preferences…"


def test_ctrl_comma_opens_the_preferences(window, qtbot):
    window.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window.window)
    QTest.keyClick(window.view, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = window.games.preferences_dialog
    assert dialog is not None and dialog.isVisible()


def test_new_game_during_a_game_says_that_deal_starts_another_and_cancel_keeps_it(
        window, qtbot):
    _played_a_move(window)
    c = window.controller
    match = c.match
    window.menus.new_game_action.trigger()
    dialog = window.games.settings_dialog
    assert dialog.windowTitle() == "New game"
    assert dialog.welcome_label.isVisible()
    assert "Deal starts a new game" in dialog.welcome_label.text()
    assert "Edit → Preferences…" in dialog.welcome_label.text()
    assert dialog.deal_button is not None and dialog.deal_button.text() == "Deal"
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), LEFT)
    assert c.match is match, "Cancel keeps the game on the table"
    window.menus.new_game_action.trigger()
    dialog = window.games.settings_dialog
    QTest.mouseClick(dialog.deal_button, LEFT)
    assert c.match is not match, "Deal starts a new game"


def test_new_game_before_any_move_needs_no_word_of_leaving(window, qtbot):
    """The game on the table was dealt and not played: leaving it loses
    nothing, so the dialog has its plain OK."""
    window.menus.new_game_action.trigger()
    dialog = window.games.settings_dialog
    assert not dialog.welcome_label.isVisible() and dialog.deal_button is None
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok) is not None


def test_preferences_keep_the_order_the_player_gave_his_hand(window, qtbot):
    """Review: OK re-sorted a hand ordered by hand for this deal, when only
    the speed had changed."""
    _played_a_move(window)
    scene = window.scene
    hand = list(scene.hand_cards)
    drag(window.view, scene.hand_point(hand[-1]), scene.hand_point(hand[0]))
    order = list(scene.hand_cards)
    assert scene.sort_mode == "manual" and order != hand
    window.menus.preferences_action.trigger()
    dialog = window.games.preferences_dialog
    _pick(dialog.table.speed_combo, "Fast")
    _ok(dialog)
    assert scene.hand_cards == order and scene.sort_mode == "manual"


def test_new_game_in_a_read_only_window_does_not_say_the_game_is_kept(qtbot):
    """Review F9: in a read-only window (another window writes the saves
    folder) nothing is saved, yet New game said the game on the table "is
    kept: Game → Open a saved game… lists it", and Deal that it was kept."""
    from canasta_desktop.app import Desktop
    from canasta_desktop.session.controller import GameController

    from .test_window_saves import GREEDY, play_turns

    window = Desktop(GameController(bot_delay_ms=0), read_only=True)
    qtbot.addWidget(window.window)
    window.window.resize(1280, 720)
    window.window.show()
    qtbot.waitExposed(window.window)
    try:
        window.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY,
                                                 speed="Instant"))
        play_turns(qtbot, window, 1)
        window.menus.new_game_action.trigger()
        dialog = window.games.settings_dialog
        said = dialog.welcome_label.text()
        assert dialog.welcome_label.isVisible() and "Deal starts a new game" in said
        assert "kept" not in said and "Open a saved game" not in said
        assert "not saved" in said
        QTest.mouseClick(dialog.deal_button, LEFT)
        status = window.window.statusBar().currentMessage()
        assert "A new game begins" in status and "kept" not in status
    finally:
        window.controller.shutdown()


def test_new_game_says_kept_where_the_game_is_saved(window_runs, qtbot):
    """The same, in a window that saves: the game left is kept."""
    from .test_window_saves import GREEDY, play_turns

    window = window_runs()
    window.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY, speed="Instant"))
    play_turns(qtbot, window, 1)
    assert window.autosaver.keeps_the_game()
    window.menus.new_game_action.trigger()
    assert "the game on the table is kept" in window.games.settings_dialog.welcome_label.text()

"""Enter in a dialog presses the button the dialog is for — Open in the
Open dialog, Start in Keep score — with real key presses (play-test s32 F6:
Enter closed the Open dialog without opening the game chosen: its Cancel
was the default; the Open button was made default before it was inside the
dialog, so Qt chose the first button of the focus chain when it showed)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QPushButton, QWidget

from .test_window_saves import play_turns
from .test_windows_fit import seating_of_six


def defaults(dialog) -> list[str]:
    return [b.text() for b in dialog.findChildren(QPushButton) if b.isVisible() and b.isDefault()]


def new_game_played(window, qtbot, variant: str, seed: int) -> str:
    """A game of `variant` dealt and one turn of it played: the id of its autosave."""
    window.games.settings.variant = variant
    window.games.settings = window.games.settings.checked()
    window.games.start_game(seed=seed, show_seating=False)
    play_turns(qtbot, window, 1)
    window.autosaver.flush()
    return window.autosaver.game_id


def test_down_then_enter_in_the_open_list_opens_the_game_chosen(window_runs, qtbot):
    window = window_runs()
    classic = new_game_played(window, qtbot, "classic", 8)
    two = new_game_played(window, qtbot, "two", 9)
    table = new_game_played(window, qtbot, "head-and-foot", 10)
    dialog = window.files.open_game()
    qtbot.waitExposed(dialog)
    assert defaults(dialog) == ["&Open"]
    dialog.activateWindow()
    qtbot.waitUntil(dialog.table.hasFocus)  # the list has the keyboard at once
    # The row above the classic game chosen (saved in the same second, the
    # three games' order is that of their ids), then Down to the classic game.
    ids = [e.save.game_id for e in dialog.model.entries]
    assert sorted(ids) == sorted([classic, two, table])
    row = ids.index(classic)
    if row == 0:  # nothing above it: the list read upwards from the row below
        dialog.table.selectRow(1)
        qtbot.keyClick(dialog.table, Qt.Key.Key_Up)
    else:
        dialog.table.selectRow(row - 1)
        qtbot.keyClick(dialog.table, Qt.Key.Key_Down)
    assert dialog.selected_entry().save.game_id == classic
    model = dialog.model
    row_name = model.data(model.index(ids.index(classic), model.NAME))
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.controller.rules.id == "classic"
    assert window.autosaver.game_id == classic
    # Said as its row named it (6aed8be: the status bar and the row read alike).
    assert window.window.statusBar().currentMessage().startswith(f"“{row_name}” goes on")


def a_deal_end(window):
    window.controller.new_game(seed=4, bot_names=["greedy"] * 4)
    return window.deal_end


# Each dialog whose code names a default button, and that button's words.
DEFAULT_BUTTONS = {"open": (lambda w: w.files.open_game(), "&Open"),
                   "seating": (seating_of_six, "Play"),
                   "deal-end": (a_deal_end, "Next deal"),
                   "keep-score": (lambda w: w.files.keep_score(), "&Open the score sheet")}


def test_each_dialog_s_default_is_the_button_it_is_for(window, qtbot):
    """Checked for every dialog that names one (play-test: the Open dialog's
    was Cancel); the others' work by the order of their buttons."""
    window.controller.new_game(seed=3, bot_names=[None, "greedy", "greedy", "greedy"])
    for kind, (open_dialog, default) in DEFAULT_BUTTONS.items():
        dialog = open_dialog(window)
        qtbot.waitUntil(dialog.isVisible, timeout=60_000)
        assert defaults(dialog) == [default], kind
        dialog.hide()


def test_enter_adds_a_kept_deal_after_the_keyboard_was_on_add(qtbot, window):
    """Play-test s32 F17: deal 1 added with Space on "Add the deal", the
    focus back on the first box, deal 2 typed, Enter: nothing happened. The
    Add button had been made default before it was in the window: once it
    had the focus and lost it, the window had no default left."""
    from .test_score_keeper_window import ENTER, SPACE, column, open_keeper, press

    keeper = open_keeper(qtbot, window)
    press(qtbot, keeper, *column("120", "0", "0", "0", "0"), *column("90", "0", "0", "0", "0"))
    assert keeper.focusWidget() is keeper.form.add_button, "Tab ran down to Add the deal"
    press(qtbot, keeper, SPACE)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    assert keeper.focusWidget() is keeper.form.fields[0].boxes["melded_points"]
    press(qtbot, keeper, "200", ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 2)
    assert keeper.sheet.status.text() == "Deal 2 added and saved."


def test_each_default_stays_after_the_focus_has_been_on_it(window, qtbot):
    """Focus on the default button, then away: the default comes back to it
    (the F17 cause, looked for in every dialog that names a default)."""
    window.controller.new_game(seed=3, bot_names=[None, "greedy", "greedy", "greedy"])
    for kind, (open_dialog, default) in DEFAULT_BUTTONS.items():
        dialog = open_dialog(window)
        qtbot.waitUntil(dialog.isVisible, timeout=60_000)
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        button = next(b for b in dialog.findChildren(QPushButton) if b.text() == default)
        button.setFocus()
        qtbot.waitUntil(button.hasFocus)
        # Away to a field, a list or the breakdown: no other button.
        other = next(w for w in dialog.findChildren(QWidget)
                     if w.isVisible() and not isinstance(w, QAbstractButton)
                     and w.focusPolicy() & Qt.FocusPolicy.TabFocus)
        other.setFocus()
        qtbot.waitUntil(other.hasFocus)
        assert defaults(dialog) == [default], kind
        dialog.hide()


def test_enter_on_the_focused_score_sheet_button_opens_the_sheet_not_the_next_deal(window,
                                                                                   qtbot):
    """Play-test s33 F5: at the deal's end, Tab to "Score sheet…" and Enter
    dealt the next deal (the box gone, no sheet): the button was not one
    that Enter presses when it has the focus.  Next deal stays the default
    once the focus leaves it."""
    box = a_deal_end(window)
    qtbot.waitUntil(box.isVisible, timeout=60_000)
    box.activateWindow()
    qtbot.waitUntil(box.isActiveWindow)
    qtbot.waitUntil(box.next_button.hasFocus)
    deal = window.controller.deal_number
    for _ in range(6):  # the box's few stops: a bounded walk, never a hang
        if box.sheet_button.hasFocus():
            break
        qtbot.keyClick(box.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClick(box.sheet_button, Qt.Key.Key_Return)
    sheet = window.files.sheet_window
    assert sheet is not None and sheet.isVisible()
    assert box.isVisible() and window.controller.deal_number == deal, "no deal dealt"
    box.activateWindow()
    qtbot.waitUntil(box.isActiveWindow)
    box.scroll_area.setFocus()
    qtbot.waitUntil(box.scroll_area.hasFocus)
    assert defaults(box) == ["Next deal"]
    qtbot.keyClick(box.scroll_area, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.deal_number == deal + 1)

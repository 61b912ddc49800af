"""Saved games, score sheets and printing in the window: every move is
autosaved, a new window continues where the last one stopped (also in five
and six-rotating, where someone sits each deal out), named saves in the Open
dialog, the score sheet kept up to date, printing, past games, blank pads.

The data directory is the test's own (`CANASTA_DATA_DIR`, set by the
conftest for every UI test); no dialog is ever exec()'d.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from canasta_desktop.model.actions import AnswerGoOut, ChoosePacket, Discard, Draw, Meld
from canasta_desktop.model.phases import ANSWER, CHOOSE, DRAW, PLAY
from canasta_desktop.model.state import DealState
from canasta_desktop.persistence.paths import ENV_DATA_DIR
from canasta_desktop.persistence.saves import read_save
from canasta_desktop.printing.sheet_html import format_points
from canasta_desktop.session.settings import GameSettings
from canasta_desktop.app import Desktop
from canasta_desktop.ui.file_actions import sheet_language
from canasta_desktop.ui.score_sheet_window import ScoreSheetWindow

from tests.persistence.helpers import assert_same_table

from .mouse import click

WAIT_MS = 60000
GREEDY = ["", "greedy", "greedy", "greedy", "greedy", "greedy"]  # the player, then bots


@pytest.fixture
def windows(window_runs):
    """Start windows one after the other, like runs of the application."""
    return window_runs


def data_dir() -> Path:
    return Path(os.environ[ENV_DATA_DIR])


def play_turns(qtbot, window: Desktop, turns: int) -> None:
    """Play `turns` whole turns of the player (draw, then discard), the bots
    playing theirs, and stop mid turn: the player has just drawn."""
    c = window.controller

    def players_turn() -> bool:
        if c.deal.is_over:
            window.deal_end.hide()
            c.next_deal()
        return c.is_human_turn()

    played = 0
    while True:
        qtbot.waitUntil(players_turn, timeout=WAIT_MS)
        phase = c.deal.phase
        legal = c.legal_actions()
        if phase == ANSWER:
            assert c.try_action(AnswerGoOut(False))
        elif phase == CHOOSE:
            assert c.try_action(ChoosePacket(0))
        elif phase == DRAW:
            if played == turns:
                assert c.try_action(Draw() if Draw() in legal else legal[0])
                if c.is_human_turn() and c.deal.phase == PLAY:
                    return
            else:
                assert c.try_action(Draw() if Draw() in legal else legal[0])
        elif phase == PLAY:
            discards = [a for a in legal if isinstance(a, Discard)]
            assert c.try_action(discards[0] if discards else legal[0])
            played += 1
        else:
            assert c.try_action(legal[0])


def start_from_settings(window: Desktop, variant: str, players: int, seed: int) -> None:
    settings = GameSettings(variant=variant, players=players, seating_draw=True, bots=GREEDY)
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=seed, show_seating=False)


# ---------------------------------------------------------------- Continue
def test_the_game_is_autosaved_and_continues_in_a_new_window(windows, qtbot):
    first = windows()
    assert first.autosaver.store.paths.root == data_dir()
    first.games.update_continue_action()
    assert not first.menus.continue_action.isEnabled()  # nothing saved yet
    first.controller.new_game(seed=3)
    play_turns(qtbot, first, 3)
    c = first.controller
    saved = c.deal.clone()
    saved_seat, saved_hand = c.deal.current_seat, list(c.deal.hands[c.human_seat])
    game_id = first.autosaver.game_id
    assert read_save(first.autosaver.last_path).summary.to_act == saved_seat
    first.window.close()

    second = windows()
    second.games.update_continue_action()
    assert second.menus.continue_action.isEnabled()
    restored = second.games.continue_game()
    assert restored is not None and restored.save.game_id == game_id
    c2 = second.controller
    assert_same_table(c2.deal, saved, c2.human_seat)
    assert c2.deal.current_seat == saved_seat and c2.is_human_turn()
    assert list(c2.deal.hands[c2.human_seat]) == saved_hand
    assert sorted(second.scene.hand_cards) == sorted(saved_hand)  # the table shows it
    assert second.autosaver.game_id == game_id
    # the resumed game goes on in the same autosave
    discard = next(a for a in c2.legal_actions() if isinstance(a, Discard))
    assert c2.try_action(discard)
    assert len(read_save(second.autosaver.last_path).deals[-1].actions) == \
        len(saved.history) + 1


def drawn_from_the_stock(window: Desktop, qtbot, seed: int) -> Desktop:
    """A new game against greedy bots, its seats in the settings' order:
    the player's first turn, drawn from the stock with a click."""
    window.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY), start=False)
    window.games.start_up(seed=seed)
    c = window.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and c.deal.phase == DRAW, timeout=WAIT_MS)
    click(window.view, window.scene.stock_point())
    assert c.deal.phase == PLAY
    return window


def test_undo_says_the_same_after_a_restart_in_the_middle_of_a_turn(windows, qtbot):
    """Drawn from the stock, then the window closed and opened again: Undo's
    tooltip said "you have not moved yet in this turn", as if the turn had
    begun at the moment of loading."""
    first = drawn_from_the_stock(windows(), qtbot, seed=5)
    said = first.menus.undo_action.toolTip()
    assert "you have seen what you drew" in said
    first.window.close()

    second = windows()
    assert second.games.start_up() is not None
    assert second.controller.deal.phase == PLAY
    assert not second.menus.undo_action.isEnabled()
    assert second.menus.undo_action.toolTip() == said


def test_undo_takes_back_a_meld_made_before_a_restart(windows, qtbot):
    """Drawn, melded, the window closed and opened again in the same turn:
    the meld is still the player's to take back (no card was shown since
    the draw), and the Edit menu offers it at once; Undo was greyed out,
    its tooltip blaming a bot for a card shown, until the next move."""
    first = drawn_from_the_stock(windows(), qtbot, seed=2)
    c = first.controller
    meld = next(a for a in c.legal_actions() if isinstance(a, Meld))
    assert c.try_action(meld)
    assert first.menus.undo_action.isEnabled()
    hand = list(c.deal.hands[c.human_seat])
    first.window.close()

    second = windows()
    assert second.games.start_up() is not None
    c2 = second.controller
    assert list(c2.deal.hands[c2.human_seat]) == hand
    undo = second.menus.undo_action
    assert undo.isEnabled(), undo.toolTip()
    undo.trigger()
    assert len(c2.deal.hands[c2.human_seat]) == len(hand) + sum(len(p.cards) for p in meld.parts)
    assert c2.deal.phase == PLAY


def test_a_new_game_started_over_one_in_play_says_the_old_one_is_kept(windows, qtbot):
    """Play-test: New game (F2) then OK in the middle of a game replaced it
    without a word; the game left is kept, and the Open dialog lists it."""
    first = windows()
    first.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY), start=False)
    first.games.start_up(seed=5)
    play_turns(qtbot, first, 1)
    left = first.autosaver.game_id
    dialog = first.games.new_game()
    dialog.accept()
    said = first.window.statusBar().currentMessage()
    assert "The game you were playing is kept" in said and "Open a saved game" in said
    assert first.autosaver.game_id != left
    assert any(e.save.game_id == left for e in first.autosaver.store.list().entries)
    # a game with nothing played yet is replaced without that word
    first.window.statusBar().clearMessage()
    first.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY))
    assert "kept" not in first.window.statusBar().currentMessage()


def test_a_game_left_before_the_person_played_in_it_is_not_kept(windows, qtbot):
    """Play-test: a game started, then replaced by New game before the
    person's first move, stayed among the saved games: Open listed it as
    "Autosave" beside the game played, the same players at 0–0."""
    first = windows()
    first.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY), start=False)
    first.games.start_up(seed=5)
    store = first.autosaver.store
    untouched = first.autosaver.game_id
    first.autosaver.flush()
    assert any(e.save.game_id == untouched for e in store.list().entries)
    dialog = first.games.new_game()
    dialog.accept()
    played = first.autosaver.game_id
    assert played != untouched
    play_turns(qtbot, first, 1)
    first.autosaver.flush()
    kept = {e.save.game_id for e in store.list().entries}
    assert untouched not in kept and played in kept
    assert "kept" not in first.window.statusBar().currentMessage()


@pytest.mark.parametrize("way", ["open", "continue"])
def test_a_game_left_untouched_for_a_saved_one_is_not_kept(windows, qtbot, way):
    """Play-test: the rule above held for New game only; a game dealt and
    then left for Game → Open… (or Continue) before the person's first move
    stayed listed as "Autosave · 0–0" beside the real games."""
    first = windows()
    first.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY), start=False)
    first.games.start_up(seed=5)
    play_turns(qtbot, first, 1)
    played = first.autosaver.game_id
    first.window.close()
    second = windows()
    second.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY))  # dealt, untouched
    untouched = second.autosaver.game_id
    second.autosaver.flush()
    store = second.autosaver.store
    assert untouched != played and untouched in {e.save.game_id for e in store.list().entries}
    if way == "open":
        dialog = second.files.open_game()
        dialog.select_entry(next(e for e in dialog.model.entries if e.save.game_id == played))
        assert dialog.open_selected() is not None
    else:
        assert second.games.continue_game() is not None
    assert second.autosaver.game_id == played
    second.autosaver.flush()
    kept = {e.save.game_id for e in store.list().entries}
    assert untouched not in kept and played in kept


def test_a_game_resumed_is_kept_even_if_the_person_has_not_played_in_it(windows, qtbot):
    """Review: the rule above must not delete a game continued at start-up
    (its only autosave) because he had not moved in it yet."""
    first = windows()
    first.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY), start=False)
    first.games.start_up(seed=5)
    dealt = first.autosaver.game_id
    first.window.close()
    second = windows()
    assert second.games.start_up() is not None, "the game is continued"
    assert second.autosaver.game_id == dealt
    second.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY))
    second.autosaver.flush()
    assert dealt in {e.save.game_id for e in second.autosaver.store.list().entries}


def test_start_up_continues_the_last_game_else_starts_one(windows, qtbot):
    first = windows()
    first.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY), start=False)
    assert first.games.start_up(seed=5) is None  # nothing to continue: a new game
    assert first.controller.deal is not None
    play_turns(qtbot, first, 1)
    saved = first.controller.deal.clone()
    first.window.close()

    second = windows()
    restored = second.games.start_up()
    assert restored is not None
    assert_same_table(second.controller.deal, saved, second.controller.human_seat)
    assert "goes on" in second.window.statusBar().currentMessage()


def test_a_damaged_autosave_is_reported_and_a_new_game_starts(windows):
    folder = data_dir() / "saves" / "autosave"
    folder.mkdir(parents=True)
    (folder / "20240101-120000-abcdef.json").write_text("{ not json", encoding="utf-8")
    window = windows()
    assert window.games.start_up(seed=2) is None
    assert window.controller.deal is not None
    box = window.status.problem_box
    assert box is not None and box.isVisible() and not box.isModal()
    assert "20240101-120000-abcdef.json" in box.informativeText()
    assert "20240101-120000-abcdef.json" in window.window.statusBar().currentMessage()
    # The game behind the box is a new one, and the box says where the saves
    # that could be read are (play-test: dealt without a word).
    assert box.informativeText().endswith(
        "A new game is dealt. Game → Open a saved game… lists the games that could be read.")


def test_a_damaged_autosave_beside_a_game_to_continue_says_no_new_game(windows, qtbot):
    """The box says "a new game is dealt" only when one is: here an older
    game is continued."""
    first = windows()
    first.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY), start=False)
    first.games.start_up(seed=5)
    play_turns(qtbot, first, 1)
    first.window.close()
    folder = data_dir() / "saves" / "autosave"
    (folder / "29990101-120000-abcdef.json").write_text("{ not json", encoding="utf-8")
    second = windows()
    assert second.games.start_up() is not None
    box = second.status.problem_box
    assert box is not None and "29990101-120000-abcdef.json" in box.informativeText()
    assert "new game" not in box.informativeText()


def test_the_seating_draw_waits_for_the_damaged_save_box_to_be_closed(windows, qtbot):
    """Play-test: a damaged autosave's box opened over the seating draw of
    the new game, two dialogs to dismiss at once, and the status bar ran the
    box's whole text past the window's edge.  The draw now shows once the
    box is closed, the bots waiting; the status bar names the file and what
    is wrong, the box says where it was set aside."""
    from PySide6.QtCore import Qt

    folder = data_dir() / "saves" / "autosave"
    folder.mkdir(parents=True)
    (folder / "20240101-120000-abcdef.json").write_text("{ not json", encoding="utf-8")
    window = windows()
    window.games.apply_settings(GameSettings(seating_draw=True, bots=GREEDY), start=False)
    window.games.start_up(seed=12)
    box = window.status.problem_box
    assert box is not None and box.isVisible()
    c = window.controller
    assert c.deal is not None and c.paused
    assert window.games.seating_dialog is None, "the draw waits under the box"
    said = window.window.statusBar().currentMessage()
    assert "20240101-120000-abcdef.json" in said and "moved aside" not in said
    assert "moved aside" in box.informativeText()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    dialog = window.games.seating_dialog
    assert dialog is not None and dialog.isVisible() and c.paused and c.deal.history == []


def test_the_damaged_settings_box_and_the_damaged_saves_box_open_one_after_the_other(
        windows, qtbot, tmp_path):
    """Play-test s37: at start the damaged saves' box and the damaged
    settings' box opened together, one over the other.  One box shows at a
    time, the next once it is closed, and the seating draw after both."""
    from PySide6.QtCore import QSettings, Qt

    folder = data_dir() / "saves" / "autosave"
    folder.mkdir(parents=True)
    (folder / "20240101-120000-abcdef.json").write_text("{ not json", encoding="utf-8")
    path = tmp_path / "garbled.ini"
    path.write_bytes(bytes(range(256)) * 2)
    window = windows(store=QSettings(str(path), QSettings.Format.IniFormat))
    window.games.apply_settings(GameSettings(seating_draw=True, bots=GREEDY), start=False)
    window.games.start_up(seed=12)

    def shown() -> list[QMessageBox]:
        return [box for box in window.window.findChildren(QMessageBox) if box.isVisible()]

    first = shown()
    assert len(first) == 1, [box.text() for box in first]
    assert "garbled.ini" in first[0].text()
    assert window.games.seating_dialog is None, "the draw waits under the boxes"
    qtbot.mouseClick(first[0].button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    second = shown()
    assert len(second) == 1 and second[0] is window.status.problem_box
    assert "20240101-120000-abcdef.json" in second[0].informativeText()
    assert window.games.seating_dialog is None
    qtbot.mouseClick(second[0].button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert shown() == []
    dialog = window.games.seating_dialog
    assert dialog is not None and dialog.isVisible()


def test_many_damaged_saves_make_a_box_that_fits_the_screen(windows):
    """Play-test: 200 damaged autosaves made a box 8,470 pixels tall, its
    OK button off the screen; the rest are now under its details."""
    folder = data_dir() / "saves" / "autosave"
    folder.mkdir(parents=True)
    for n in range(40):
        (folder / f"20240101-1200{n:02d}-abcdef.json").write_text("{", encoding="utf-8")
    window = windows()
    window.games.start_up(seed=2)
    box = window.status.problem_box
    shown = box.informativeText()
    assert shown.count(".json\u201d is") == 8 and "and 32 more" in shown
    assert box.detailedText().count(".json\u201d is") == 40
    assert box.sizeHint().height() < 720


def test_an_older_game_resumed_after_a_damaged_one_is_named_by_its_date(windows, qtbot):
    """The newest save is damaged: it is set aside and reported, and the
    status says which game goes on instead (its date), not "the last game"."""
    from canasta_desktop.persistence.saves import parse_iso

    first = windows()
    first.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY), start=False)
    first.games.start_up(seed=5)
    play_turns(qtbot, first, 1)
    first.window.close()
    older = read_save(first.autosaver.last_path)
    folder = first.autosaver.last_path.parent
    (folder / "29991231-235959-abcdef.json").write_text("{ not json", encoding="utf-8")

    second = windows()
    assert second.games.start_up() is not None
    assert "29991231-235959-abcdef.json" in second.status.problem_box.informativeText()
    when = parse_iso(older.updated)
    day = f"{when.day} {when:%B} {when.year}"  # in words, as the sheet dates a game
    assert second.window.statusBar().currentMessage() == \
        f"The game saved on {day} at {when:%H:%M} goes on where it stopped"


# ---------------------------------------------------------------- Save as / Open
def test_a_named_save_is_listed_by_open_and_opens(windows, qtbot):
    first = windows()
    first.controller.new_game(seed=8)
    play_turns(qtbot, first, 2)
    saved = first.controller.deal.clone()
    path = first.files.save_game_as("Before lunch")
    assert path is not None and path.exists()
    assert "Before lunch" in first.window.statusBar().currentMessage()
    # the same name again: a box asks before replacing it
    assert first.files.save_game_as("Before lunch") is None
    box = first.files.overwrite_box
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert read_save(path).name == "Before lunch"
    first.window.close()

    second = windows()
    second.controller.new_game(seed=1)
    dialog = second.files.open_game()
    assert dialog.isVisible()
    titles = [dialog.model.cell_text(row, dialog.model.NAME)
              for row in range(dialog.model.rowCount())]
    assert "Before lunch" in titles
    named = next(e for e in dialog.model.entries if not e.autosave)
    dialog.select_entry(named)
    assert dialog.open_selected() is not None
    assert not dialog.isVisible()
    assert_same_table(second.controller.deal, saved, second.controller.human_seat)
    assert second.controller.is_human_turn()


def test_opening_a_finished_game_says_it_is_over(windows, qtbot):
    """Play-test: a finished game opened from the list showed the game's end
    while the status bar said it "goes on where it was saved"."""
    from tests.printing.conftest import play_whole_game

    window = windows()
    window.controller.new_game(seed=1)
    _, finished = play_whole_game("two", 4, ["Ann", "Bob"])
    window.autosaver.store.save_as(finished, "Last Sunday")
    dialog = window.files.open_game()
    dialog.select_entry(next(e for e in dialog.model.entries if e.title == "Last Sunday"))
    assert dialog.open_selected() is not None
    assert window.controller.match.is_over
    said = window.window.statusBar().currentMessage()
    assert said == "“Last Sunday” is over: here is how it ended"


def log_lines(window: Desktop) -> list[str]:
    log = window.side_panel.log
    return [log.item(i).text() for i in range(log.count())]


def test_a_save_made_before_the_first_move_keeps_its_red_threes_in_the_log(windows):
    """Opened, a save of a deal's start showed only '— Deal 1 —', while the
    side panel counted the red threes laid."""
    first = windows()
    first.controller.new_game(seed=5, bot_names=[None, "greedy", "greedy", "greedy"],
                              paused=True)  # no move made
    assert not first.controller.deal.history
    fresh = log_lines(first)
    assert sum("red three" in line for line in fresh) == 2
    assert first.files.save_game_as("Dealt") is not None
    first.window.close()

    second = windows()
    second.controller.new_game(seed=1)
    dialog = second.files.open_game()
    dialog.select_entry(next(e for e in dialog.model.entries if e.save.name == "Dealt"))
    assert dialog.open_selected() is not None
    assert log_lines(second) == fresh


def test_names_that_make_one_file_name_are_kept_apart_and_a_blank_one_is_refused(windows,
                                                                                 qtbot):
    """Sixth play-test: "a/b" then "a b" asked to replace "a b" (a save the
    list did not have) and kept one file; "   " saved nothing, silently."""
    window = windows()
    window.controller.new_game(seed=8)
    play_turns(qtbot, window, 1)
    files = window.files
    first = files.save_game_as("a/b")
    second = files.save_game_as("a b")
    assert first is not None and second is not None and first != second
    assert files.overwrite_box is None, "nothing of that name to replace"
    assert (read_save(first).name, read_save(second).name) == ("a/b", "a b")
    assert second.name == "a b (2).json"
    # Each name again: the box asks about that very save.
    assert files.save_game_as("a b") is None
    assert "\u201ca b\u201d" in files.overwrite_box.text()
    files.overwrite_box.button(QMessageBox.StandardButton.Yes).click()
    assert read_save(second).name == "a b" and read_save(first).name == "a/b"
    assert files.save_game_as("   ") is None
    assert window.window.statusBar().currentMessage() == "Give the game a name to save it"


def test_a_name_of_many_wide_characters_is_saved_and_a_turned_around_one_refused(windows,
                                                                                 qtbot):
    """Play-test: 70 emoji (280 bytes, more than a file name may hold) gave a
    traceback and no save, with nothing said; "\u202eevil" was listed as
    "live"."""
    window = windows()
    window.controller.new_game(seed=8)
    play_turns(qtbot, window, 1)
    party = "\U0001F389" * 70
    path = window.files.save_game_as(party)
    assert path is not None and read_save(path).name == party
    assert len(path.name.encode("utf-8")) <= 255
    assert window.files.save_game_as(party) is None, "the same name asks to replace it"
    assert window.files.overwrite_box is not None
    assert window.files.save_game_as("\u202eevil") is None
    assert "control characters" in window.window.statusBar().currentMessage()


def test_a_long_save_name_is_cut_in_the_open_list_and_whole_in_its_tooltip(windows, qtbot):
    """Sixth play-test: an 80-character name pushed the scores and players
    out of the Open dialog's sight."""
    from PySide6.QtCore import Qt

    window = windows()
    window.controller.new_game(seed=8)
    play_turns(qtbot, window, 1)
    long_name = "Soirée chez Marguerite et Jean-Christophe, " * 2
    assert window.files.save_game_as(long_name[:80]) is not None
    dialog = window.files.open_game()
    table, model = dialog.table, dialog.model
    row = next(r for r in range(model.rowCount()) if not model.entries[r].autosave)
    assert table.columnWidth(model.NAME) <= table.fontMetrics().averageCharWidth() * 32
    tip = model.data(model.index(row, model.NAME), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith(long_name[:80].strip())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_name_the_open_list_has_room_for_is_shown_on_one_line(windows, qtbot, qapp, lang,
                                                               monkeypatch, tmp_path):
    """Play-test s37: « Sauvegarde automatique — sur la table » wrapped on
    two lines in the name column while the Players column beside it stood
    half empty; a name the list has room for now shows whole, on one line."""
    from canasta_desktop import i18n

    from .screen_1280 import on_1280x720

    window = windows()
    window.controller.new_game(seed=8)
    play_turns(qtbot, window, 1)
    name = "Soirée chez Marguerite et Jean-Christophe"  # 41 characters, more than 32
    assert window.files.save_game_as(name) is not None
    on_1280x720(window, qapp, monkeypatch, lang, tmp_path)
    try:
        dialog = window.files.open_game()
        table, model = dialog.table, dialog.model
        qtbot.waitUntil(dialog.isVisible)
        assert name in [model.cell_text(r, model.NAME) for r in range(model.rowCount())]
        margin = 2 * table.style().pixelMetric(table.style().PixelMetric.PM_FocusFrameHMargin)
        assert table.columnWidth(model.NAME) >= (
            table.fontMetrics().horizontalAdvance(name) + margin), "whole, not wrapped"
        header = table.horizontalHeader()
        assert header.length() <= table.viewport().width(), "no sideways scrolling"
        for column in range(model.columnCount()):
            assert table.columnWidth(column) >= table.sizeHintForColumn(column), column
        dialog.reject()
    finally:
        i18n.set_language(qapp, "en")


def test_a_game_saved_at_a_deal_s_end_is_listed_with_its_deal_over(windows, qtbot, qapp):
    """Play-test s36: a game saved at the deal's-end box was listed "Deal 1
    (66 moves)" beside its scores after that deal, as if deal 1 were still
    being played; the row says the deal is over."""
    from canasta_desktop import i18n
    from canasta_desktop.model.variants import rules_for

    window = windows()
    window.controller.new_game(rules_for("classic"), seed=4, bot_names=("greedy",) * 4)
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=WAIT_MS)
    assert window.files.save_game_as("After deal one") is not None
    dialog = window.files.open_game()
    model = dialog.model
    row = next(r for r in range(model.rowCount())
               if model.cell_text(r, model.NAME) == "After deal one")
    assert model.cell_text(row, model.DEAL) == "1 (over)"
    dialog.reject()
    i18n.set_language(qapp, "fr")
    dialog = window.files.open_game()
    # Not "1 (finie)" beside "3 (terminée)", a finished game's row (play-test s37 fr).
    assert dialog.model.cell_text(row, model.DEAL) == "1 (donne finie)"
    dialog.reject()


def test_save_as_asks_for_a_name_without_blocking(windows):
    window = windows()
    window.controller.new_game(seed=4)
    dialog = window.files.ask_save_as()
    assert dialog is not None and dialog.isVisible()
    assert dialog.textValue()  # a name is proposed
    dialog.setTextValue("Evening game")
    dialog.accept()
    assert window.autosaver.store.named_path("Evening game").exists()


def test_the_proposed_name_is_shown_whole(windows, qtbot, qapp):
    """Play-test s36: the box was 200 pixels wide; in French at a table of
    six the proposed name, "Canasta à six : deux équipes de trois, à tour
    de rôle, donne 1", showed only "trois, à tour de rôle, donne 1"."""
    from PySide6.QtWidgets import QLineEdit

    from canasta_desktop import i18n
    from canasta_desktop.model.variants import rules_for

    window = windows()
    i18n.set_language(qapp, "fr")
    rules = rules_for("six-rotating")
    window.controller.new_game(rules, seed=4, bot_names=(None,) + ("greedy",) * (rules.players - 1))
    window.menus.save_as_action.trigger()  # Partie → Enregistrer sous…
    dialog = window.files.save_as_dialog
    assert dialog is not None and dialog.isVisible()
    name = dialog.textValue()
    assert name.startswith("Canasta à six") and name.endswith("donne 1")
    field = dialog.findChild(QLineEdit)
    margins = field.textMargins()
    room = field.contentsRect().width() - margins.left() - margins.right() - 8  # the frame's padding
    assert field.fontMetrics().horizontalAdvance(name) <= room, "the whole name is seen"
    assert dialog.frameGeometry().width() <= window.window.width(), "within the window"


def test_a_refused_name_comes_back_to_be_mended_and_the_field_holds_no_more_than_allowed(
        windows):
    """Play-test: a name with a tab was refused after the dialog had closed,
    and Save as then offered the default name again; the field took 300
    characters to refuse them afterwards."""
    from PySide6.QtWidgets import QLineEdit

    window = windows()
    window.controller.new_game(seed=4)
    dialog = window.files.ask_save_as()
    field = dialog.findChild(QLineEdit)
    field.setText("\U0001F600" * 70)
    assert field.text() == "\U0001F600" * 70, "70 characters fit the 80 allowed"
    assert field.maxLength() == 160
    dialog.setTextValue("Evening\tgame")
    dialog.accept()
    again = window.files.save_as_dialog
    assert again is not dialog and again.isVisible()
    assert again.textValue() == "Evening\tgame"
    assert "control characters" in window.window.statusBar().currentMessage()
    # Why, in the dialog itself: no warning box over it (play-test: two windows).
    assert "control characters" in again.labelText()
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)
                and w.isVisible() and w.parentWidget() is window.window]
    again.setTextValue("Evening game")
    again.accept()
    assert window.autosaver.store.named_path("Evening game").exists()


# ---------------------------------------------------------------- score sheet
def test_the_score_sheet_follows_the_game(windows, qtbot):
    window = windows()
    window.controller.new_game(seed=4, bot_names=["greedy"] * 4)
    sheet = window.files.show_score_sheet()
    assert isinstance(sheet, ScoreSheetWindow) and sheet.isVisible() and not sheet.isModal()
    ended: list = []
    window.controller.deal_ended.connect(ended.append)
    qtbot.waitUntil(lambda: bool(ended), timeout=WAIT_MS)
    result = ended[0]
    html = sheet.html()
    for total in result.totals:
        assert format_points(total, "en") in html
    assert window.files.show_score_sheet() is sheet  # one window, brought to the front

    # printing: the preview opens over the sheet, without blocking
    preview = window.files.print_score_sheet()
    assert preview is not None and preview.isVisible()
    preview.close()

    # past games and statistics: the game's sheet was archived
    history = window.files.show_history()
    assert history.isVisible()
    assert [s.game_id for s in history.history.sheets] == [window.autosaver.game_id]
    assert history.statistics.rowCount() >= 1


def test_the_blank_score_pad_opens_in_a_window(windows):
    window = windows()
    window.games.apply_settings(GameSettings(variant="head-and-foot", seating_draw=False),
                          start=False)
    pad = window.files.show_blank_pad()
    assert isinstance(pad, ScoreSheetWindow) and pad.isVisible()
    assert "head" in pad.windowTitle().lower() or "pied" in pad.windowTitle().lower()
    assert pad.html()


def test_the_game_menu_offers_saves_and_sheets(windows):
    window = windows()
    texts = [a.text() for a in window.menus.game_menu.actions() if not a.isSeparator()]
    menus = window.menus
    for action in (menus.continue_action, menus.open_action, menus.save_as_action,
                   menus.sheet_action, menus.print_sheet_action, menus.blank_pad_action,
                   menus.history_action):
        assert action.text() in texts


# ---------------------------------------------------------------- five and six
@pytest.mark.parametrize("variant, players", [("five", 5), ("six-rotating", 6)])
def test_five_and_six_rotating_save_every_person_and_resume(windows, qtbot, variant,
                                                           players):
    first = windows()
    # seed 1: the draw seats the player elsewhere than first
    start_from_settings(first, variant, players, 1)
    c = first.controller
    assert c.me != 0
    assert c.match.rules.players == players and c.match.rules.seats < players
    me = c.me
    person_bots = list(c.person_bots)
    assert person_bots[me] is None and person_bots.count(None) == 1
    play_turns(qtbot, first, 2)
    saved = c.deal.clone()
    seat_people = c.seat_people
    save = read_save(first.autosaver.last_path)
    assert list(save.bots) == person_bots and len(save.bots) == players
    assert save.names == c.match.names
    named = first.files.save_game_as("Rotating")
    first.window.close()

    second = windows()
    assert second.games.continue_game() is not None
    c2 = second.controller
    assert c2.me == me and c2.person_bots == person_bots
    assert c2.seat_people == seat_people and c2.human_seat == c.human_seat
    assert_same_table(c2.deal, saved, c2.human_seat)
    assert c2.is_human_turn()
    second.window.close()

    # the named save, through the Open dialog: the player keeps his place
    third = windows()
    dialog = third.files.open_game()
    dialog.select_entry(next(e for e in dialog.model.entries if e.path == named))
    assert dialog.open_selected() is not None
    c3 = third.controller
    assert c3.me == me and c3.person_bots == person_bots
    assert_same_table(c3.deal, saved, c3.human_seat)
    # and play goes on: the rest of the deal, then the next one
    ended: list = []
    c3.deal_ended.connect(ended.append)
    c3.set_seat_bot(c3.human_seat, "greedy")
    qtbot.waitUntil(lambda: bool(ended), timeout=WAIT_MS)
    third.deal_end.hide()
    assert c3.next_deal()
    assert c3.seat_people == c3.match.players_in_deal(c3.deal_number)
    data = json.loads(third.autosaver.last_path.read_text(encoding="utf-8"))
    assert len(data["bots"]) == players


def test_the_new_entries_speak_french(windows, qapp):
    from canasta_desktop import i18n

    window = windows()
    window.controller.new_game(seed=4)
    i18n.set_language(qapp, "fr")
    assert window.menus.continue_action.text() == "&Continuer la dernière partie"
    assert window.menus.sheet_action.text() == "F&euille de marque"
    assert sheet_language() == "fr"
    sheet = window.files.show_score_sheet()
    assert sheet.lang == "fr" and "Feuille de marque" in sheet.windowTitle()
    i18n.set_language(qapp, "en")
    assert sheet.lang == "en"  # the open sheet follows the language


def test_built_windows_never_use_the_users_saves(qapp, monkeypatch):
    """The smoke test's and the screenshot's window saves into a temporary folder."""
    from canasta_desktop.app import build_desktop

    monkeypatch.delenv(ENV_DATA_DIR)
    window = build_desktop(seed=1)
    root = window.autosaver.store.paths.root
    assert root != data_dir_default() and root.name.startswith("canasta-desktop-")
    window.autosaver.flush()  # autosaves are written by a thread of their own
    assert any(root.rglob("*.json"))  # the game is autosaved there
    window.controller.shutdown()
    window.window.close()


def data_dir_default() -> Path:
    from canasta_desktop.persistence.paths import data_dir as resolve

    return resolve()


def test_a_game_left_during_its_seating_draw_shows_the_draw_again(windows, qtbot):
    """Play-test: quit while the seating draw was shown, and the next start
    played on at once: the player never saw who sat where.  The draw shows
    again, the bots waiting for Play; once a move is made it does not."""
    first = windows()
    first.games.apply_settings(GameSettings(variant="classic", seating_draw=True).checked(),
                               start=False)
    first.games.start_game(seed=12)
    assert first.games.seating_dialog.isVisible() and first.controller.paused
    first.controller.shutdown()
    first.window.close()
    second = windows()
    second.games.start_up()
    c = second.controller
    dialog = second.games.seating_dialog
    assert dialog is not None and dialog.isVisible() and c.paused and c.deal.history == []
    assert c.bots[c.deal.turn] is not None, "seed 12: a bot plays first, and waits"
    dialog.start()
    qtbot.waitUntil(lambda: bool(c.deal.history), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: c.is_human_turn() or c.deal.is_over, timeout=WAIT_MS)
    second.controller.shutdown()
    second.window.close()
    third = windows()
    third.games.start_up()
    assert third.games.seating_dialog is None and not third.controller.paused


def _a_position_set_up_by_hand(window) -> list[str]:
    """A new game, then a position no replay of its setup reaches: the
    autosave's failures (said through `save_failed`) as they come."""
    c = window.controller
    c.new_game(seed=6, bot_names=["greedy"] * 4)
    failures: list[str] = []
    window.autosaver.save_failed.connect(failures.append)
    deal = DealState(c.deal.setup)
    deal.turn = (deal.turn + 1) % 4  # not where the setup's replay would be
    c.load_deal(deal)
    return failures


def test_a_position_set_up_by_hand_is_not_saved_and_play_goes_on(windows, qtbot):
    window = windows()
    c = window.controller
    failures = _a_position_set_up_by_hand(window)
    qtbot.waitUntil(lambda: len(c.deal.history) >= 12 or c.deal.is_over, timeout=WAIT_MS)
    assert len(failures) == 1  # said once, not at every move
    assert "could not be saved" in window.window.statusBar().currentMessage()


def game_whose_disk_refuses(windows, monkeypatch, keeper: str, writer: str):
    """A window whose autosaver's `keeper` (store, archive) refuses `writer`
    with "permission denied", and a game of bots started in it."""
    window = windows()

    def refused(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(getattr(window.autosaver, keeper), writer, refused)
    c = window.controller
    c.new_game(seed=6, bot_names=["greedy"] * 4)
    return window, c


def test_a_folder_that_refuses_the_autosave_is_named_with_what_it_costs(windows, qtbot,
                                                                          monkeypatch):
    """Play-test, a read-only data folder: "The game could not be saved:
    permission is denied", no folder named, and nothing said of the moves
    lost on closing.  Play goes on."""
    window, c = game_whose_disk_refuses(windows, monkeypatch, "store", "write_autosave")
    folder = window.autosaver.store.paths.autosave_dir
    said = (f"The game could not be saved in the folder {folder}: permission is denied. Play "
            f"goes on, but the moves made from now on are lost when the game is closed, unless "
            f"that folder can be written again.")
    qtbot.waitUntil(lambda: window.window.statusBar().currentMessage() == said, timeout=WAIT_MS)
    assert [box.text() for box in window.window.findChildren(QMessageBox)
            if box.isVisible()] == [said]
    qtbot.waitUntil(lambda: len(c.deal.history) >= 8 or c.deal.is_over, timeout=WAIT_MS)


def test_a_score_sheet_the_disk_refuses_is_not_told_as_a_lost_game(windows, qtbot,
                                                                    monkeypatch):
    """Review: a refused score sheet at a deal's end was told as a failed
    autosave, in the autosaves' folder, with moves "lost"; the game was
    saved all along."""
    window, c = game_whose_disk_refuses(windows, monkeypatch, "archive", "record")
    qtbot.waitUntil(lambda: c.deal.is_over, timeout=WAIT_MS)
    folder = window.autosaver.archive.paths.sheets_dir
    said = (f"The score sheet of this game could not be kept in the folder {folder}: "
            f"permission is denied. The game itself is saved.")
    qtbot.waitUntil(lambda: window.window.statusBar().currentMessage() == said, timeout=WAIT_MS)
    assert window.autosaver.last_save is not None


def test_a_damaged_save_found_when_the_menu_opens_is_reported(windows):
    window = windows()
    window.controller.new_game(seed=2)
    folder = data_dir() / "saves"
    (folder / "Broken.json").write_text("", encoding="utf-8")
    window.menus.game_menu.aboutToShow.emit()
    assert not window.menus.continue_action.isEnabled()
    assert "Broken.json" in window.status.problem_box.informativeText()
    assert not (folder / "Broken.json").exists()  # moved aside, reported once


def newer_save(name: str = "Newer.json") -> Path:
    """A save a newer Canasta Desktop wrote: it stays in place, unread."""
    folder = data_dir() / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps({"format": "canasta-desktop-save", "version": 99}),
                    encoding="utf-8")
    return path


def test_a_save_left_in_place_is_reported_once_not_at_every_menu(windows):
    """A newer save was told at start-up twice, then again every time the
    Game menu opened (box and status bar)."""
    newer_save()
    window = windows()
    window.games.start_up(seed=2)
    box = window.status.problem_box
    assert box is not None and box.isVisible()
    assert box.informativeText().count("Newer.json") == 1
    box.button(QMessageBox.StandardButton.Ok).click()
    window.window.statusBar().clearMessage()
    for _ in range(2):
        window.menus.game_menu.aboutToShow.emit()
        assert not window.status.problem_box.isVisible()
        assert "Newer.json" not in window.window.statusBar().currentMessage()


def test_continue_says_there_is_no_game_though_a_save_was_told_unreadable(windows):
    """With the newer save told of already, Continue said nothing at all."""
    newer_save()
    window = windows()
    window.controller.new_game(seed=2, paused=True)  # no move made: not a game going on
    window.games.update_continue_action()
    assert "Newer.json" in window.status.problem_box.informativeText()
    assert window.games.continue_game() is None
    assert window.window.statusBar().currentMessage() == \
        "There is no other unfinished game to continue"


def test_the_open_dialog_tells_each_unreadable_save_once(windows, qtbot):
    """After two failed opens the Open dialog said the newer save's
    sentence three times."""
    first = windows()
    first.controller.new_game(seed=8)
    play_turns(qtbot, first, 1)
    good = first.files.save_game_as("Good")
    first.window.close()
    data = json.loads(good.read_text(encoding="utf-8"))
    data["deals"][0]["actions"][3] = "1 discard JK"  # does not replay
    for name in ("Bad one", "Bad two"):
        data["name"] = name
        (good.parent / f"{name}.json").write_text(json.dumps(data), encoding="utf-8")
    newer_save()

    second = windows()
    second.controller.new_game(seed=1)
    dialog = second.files.open_game()
    for name in ("Bad one", "Bad two"):
        bad = next(e for e in dialog.model.entries if e.save.name == name)
        dialog.select_entry(bad)
        assert dialog.open_selected() is None
    said = dialog.problem_label.text()
    assert said.count("“Newer.json”") == 1
    assert said.count("“Bad one.json”") == 1 and said.count("“Bad two.json”") == 1


def test_a_game_that_cannot_be_saved_says_why_in_french_too(windows, qtbot, qapp):
    """Fourth play-test: « La partie n'a pas pu être enregistrée : it is not
    this player's turn » — the reason stayed English."""
    from canasta_desktop import i18n

    window = windows()
    i18n.set_language(qapp, "fr")
    c = window.controller
    c.new_game(seed=6, bot_names=["greedy"] * 4)
    failures: list[str] = []
    window.autosaver.save_failed.connect(failures.append)
    deal = DealState(c.deal.setup)
    deal.turn = (deal.turn + 1) % 4
    c.load_deal(deal)
    qtbot.waitUntil(lambda: bool(failures), timeout=WAIT_MS)
    said = window.window.statusBar().currentMessage()
    assert said.startswith("La partie n'a pas pu être enregistrée") and "player" not in said
    assert failures[0] in said


def test_a_refused_save_name_is_told_the_rule_it_broke(windows, qapp):
    """Play-test: an 85-character name was refused with "at most 80
    characters and no control characters"; the length alone was wrong.
    Each refusal now names only its own rule, in English and French."""
    from canasta_desktop import i18n

    window = windows()
    window.controller.new_game(seed=4)
    assert window.files.save_game_as("x" * 85) is None
    said = window.window.statusBar().currentMessage()
    assert "at most 80 characters; this one has 85" in said and "control" not in said, said
    assert window.files.save_game_as("Evening\tgame") is None
    said = window.window.statusBar().currentMessage()
    assert "control characters" in said and "80" not in said, said
    i18n.set_language(qapp, "fr")
    try:
        assert window.files.save_game_as("x" * 85) is None
        said = window.window.statusBar().currentMessage().replace("\u00a0", " ")
        assert "au plus 80 caractères ; celui-ci en a 85" in said, said
    finally:
        i18n.set_language(qapp, "en")


@pytest.mark.parametrize("language, continued", [
    ("en", "Tuesday with Granny (continued)"), ("fr", "Tuesday with Granny (suite)")])
def test_a_named_save_played_on_is_listed_as_its_continuation(windows, qtbot, qapp, language,
                                                                continued):
    """Play-test: the named save stays as it was and the play after it went
    to an autosave row "Game of 8:38", with the same variant and players: two
    rows alike.  The autosave row says which named save it continues, also
    once that game is resumed from its autosave (Continue) and played on."""
    from canasta_desktop import i18n

    first = windows()
    first.controller.new_game(seed=8)
    play_turns(qtbot, first, 1)
    assert first.files.save_game_as("Tuesday with Granny") is not None
    first.window.close()

    second = windows()
    second.controller.new_game(seed=1)
    dialog = second.files.open_game()
    dialog.select_entry(next(e for e in dialog.model.entries if not e.autosave))
    assert dialog.open_selected() is not None
    play_turns(qtbot, second, 1)  # played on beyond the named save
    second.window.close()

    third = windows()
    assert third.games.continue_game() is not None  # from the autosave
    play_turns(qtbot, third, 1)
    i18n.set_language(qapp, language)
    dialog = third.files.open_game()
    titles = sorted(dialog.model.cell_text(row, dialog.model.NAME)
                    for row in range(dialog.model.rowCount()))
    # Its row may also say it is the game on the table ("— on the table"):
    # Continue resumed the newest unfinished game, this one or the game dealt
    # at seed 1, saved within the same second.
    assert "Tuesday with Granny" in titles, titles
    assert any(title.split(" \u2014 ")[0] == continued for title in titles), titles


def granny_played_on(window: Desktop, qtbot) -> Desktop:
    """A game saved as "Tuesday with Granny" and played on by a turn."""
    window.controller.new_game(seed=8)
    play_turns(qtbot, window, 1)
    assert window.files.save_game_as("Tuesday with Granny") is not None
    play_turns(qtbot, window, 1)
    return window


def test_the_game_played_on_after_save_as_is_listed_as_its_continuation(windows, qtbot):
    """Save as "Tuesday with Granny", then play on: the Open dialog lists the
    named save and "Tuesday with Granny (continued)" for the game's
    autosave, not a second game "Game of 8:38" with the same players."""
    first = granny_played_on(windows(), qtbot)
    first.window.close()

    second = windows()
    second.controller.new_game(seed=1)
    dialog = second.files.open_game()
    rows = {dialog.model.cell_text(row, dialog.model.NAME): row
            for row in range(dialog.model.rowCount())}
    assert "Tuesday with Granny" in rows, sorted(rows)
    assert "Tuesday with Granny (continued)" in rows, sorted(rows)
    # Opened, the status names it as its row does (play-test: "“Classic
    # Canasta” goes on where it was saved").  Chosen by its row: the new
    # game's own autosave may be listed too, once the autosave thread wrote it.
    dialog.select_entry(dialog.model.entries[rows["Tuesday with Granny (continued)"]])
    assert dialog.open_selected() is not None
    assert second.window.statusBar().currentMessage() == \
        "“Tuesday with Granny (continued)” goes on where it was saved"


@pytest.mark.parametrize("lang, row_start, said", [
    ("en", "Game of ", "“{title}” goes on where it was saved"),
    ("fr", "Partie de ", "«\u00a0{title}\u00a0» reprend là où elle a été enregistrée")])
def test_a_game_opened_is_named_as_its_row_in_open_names_it(windows, qtbot, qapp, lang,
                                                           row_start, said):
    """Play-test s41: an autosave listed as "Partie de 5 h 09" in Open was
    said, once opened, to be « Canasta Origen » reprend…: the status bar
    names it as its row did."""
    from canasta_desktop import i18n
    from canasta_desktop.model.variants import rules_for

    first = windows()
    first.controller.new_game(rules_for("origen", 4), seed=8)
    # Saved a second after it started: its row says when it started
    # ("Autosave" names a game saved in the second it was dealt).
    qtbot.wait(1100)
    play_turns(qtbot, first, 2)
    first.window.close()

    second = windows()
    second.controller.new_game(seed=1)
    i18n.set_language(qapp, lang)
    try:
        dialog = second.files.open_game()
        rows = {dialog.model.cell_text(row, dialog.model.NAME): row
                for row in range(dialog.model.rowCount())}
        origen = [title for title, row in rows.items()
                  if dialog.model.entries[row].save.variant == "origen"]
        assert len(origen) == 1 and origen[0].startswith(row_start), sorted(rows)
        dialog.select_entry(dialog.model.entries[rows[origen[0]]])
        assert dialog.open_selected() is not None
        assert second.window.statusBar().currentMessage() == said.format(title=origen[0])
    finally:
        i18n.set_language(qapp, "en")


@pytest.mark.parametrize("language, first, second", [
    ("en", "Tuesday with Granny (continued)", "Tuesday with Granny (continued at "),
    ("fr", "Tuesday with Granny (suite)", "Tuesday with Granny (suite reprise à ")])
def test_a_named_save_opened_again_and_played_on_is_told_by_when_it_went_on(
        windows, qtbot, qapp, monkeypatch, language, first, second):
    """Play-test s41: a named save played on, then opened again and played
    on, left two rows "… (continued)" told apart only by their moves.  The
    second line of play says when it went on from the save, the time the
    player opened it (here 3 minutes after the game began)."""
    from datetime import datetime, timedelta

    from canasta_desktop import i18n
    from canasta_desktop.persistence.dates import new_game_id
    from canasta_desktop.session import autosave

    window = granny_played_on(windows(), qtbot)
    reopened = datetime.now() + timedelta(minutes=3)
    monkeypatch.setattr(autosave, "new_game_id", lambda: new_game_id(reopened))
    dialog = window.files.open_game()
    dialog.select_entry(next(e for e in dialog.model.entries if not e.autosave))
    assert dialog.open_selected() is not None
    play_turns(qtbot, window, 1)
    window.autosaver.flush()
    i18n.set_language(qapp, language)
    try:
        dialog = window.files.open_game()
        model = dialog.model
        names = sorted(model.cell_text(row, model.NAME).split(" \u2014 ")[0]
                       for row in range(model.rowCount()))
        at = f"{reopened:%H:%M}" if language == "en" else \
            f"{reopened.hour}\u00a0h\u00a0{reopened:%M}"
        assert names == sorted(["Tuesday with Granny", first, f"{second}{at})"]), names
    finally:
        i18n.set_language(qapp, "en")


def test_a_named_save_opened_again_and_left_unplayed_makes_no_copy(windows, qtbot):
    """Play-test s41: a named save whose game was played on, opened again
    and left without a move, was listed a third time, "… (continued)" with
    the named save's own moves.  Nothing was played: no copy is made (the
    game on the table is written at its first move beyond the save)."""
    first = granny_played_on(windows(), qtbot)
    dialog = first.files.open_game()
    dialog.select_entry(next(e for e in dialog.model.entries if not e.autosave))
    assert dialog.open_selected() is not None
    first.autosaver.flush()
    first.window.close()

    second = windows()
    dialog = second.files.open_game()
    model = dialog.model
    rows = sorted(model.cell_text(row, model.NAME) for row in range(model.rowCount()))
    assert rows == ["Tuesday with Granny", "Tuesday with Granny (continued)"], rows


def test_the_open_dialog_marks_the_game_on_the_table_and_chooses_another(windows, qtbot):
    """Play-test: the game being played was the first row, chosen, and
    nothing said so: beside its named save the two rows read alike."""
    first = granny_played_on(windows(), qtbot)
    first.autosaver.flush()
    dialog = first.files.open_game()
    model = dialog.model
    titles = [model.cell_text(row, model.NAME) for row in range(model.rowCount())]
    assert "Tuesday with Granny (continued) \u2014 on the table" in titles, titles
    assert "Tuesday with Granny" in titles
    chosen = dialog.selected_entry()
    assert chosen is not None and not chosen.autosave and chosen.save.name == "Tuesday with Granny"


def test_the_game_on_the_table_is_not_offered_for_deletion(windows, qtbot):
    """Play-test s33 F7: Delete on the row "… — on the table" asked "This
    cannot be undone", and the game, saved again at its next move, was
    listed again.  Its Delete is greyed and says why; the other row's is not."""
    first = granny_played_on(windows(), qtbot)
    first.autosaver.flush()
    dialog = first.files.open_game()
    model = dialog.model
    rows = {model.cell_text(row, model.NAME): row for row in range(model.rowCount())}
    dialog.select_entry(model.entries[rows["Tuesday with Granny (continued) \u2014 on the table"]])
    assert not dialog.delete_button.isEnabled()
    assert dialog.delete_button.toolTip() == (
        "The game on the table is saved after each move: start another game to delete this one")
    assert not dialog.delete_selected() and model.rowCount() == len(rows)
    dialog.select_entry(model.entries[rows["Tuesday with Granny"]])
    assert dialog.delete_button.isEnabled() and dialog.delete_button.toolTip() == ""


def test_a_move_taken_back_is_told_again_when_the_game_is_reopened(windows, qtbot, qapp):
    """After an Undo, the reopened save's log lacked the move taken back and
    the line saying so: the table had told 'You meld eights: …', 'You take
    back your last move', 'You discard 8♣'; reopened, only the discard."""
    from canasta_desktop import i18n

    from .mouse import drag

    first = drawn_from_the_stock(windows(), qtbot, seed=2)
    c = first.controller
    meld = next(a for a in c.legal_actions() if isinstance(a, Meld))
    assert c.try_action(meld)
    assert first.menus.undo_action.isEnabled()
    first.menus.undo_action.trigger()  # Edit → Undo
    assert not any(c.deal.melds), "the meld is taken back"
    card = meld.parts[0].cards[-1]
    drag(first.view, first.scene.hand_point(card), first.scene.pile_point())
    assert c.deal.pile[-1] == card
    qtbot.waitUntil(lambda: c.is_human_turn() and c.deal.phase == DRAW, timeout=WAIT_MS)
    told = log_lines(first)
    taken_back = told.index("You take back your last move")
    assert told[taken_back - 1].startswith("You meld ")
    first.window.close()

    second = windows()
    assert second.games.start_up() is not None  # Continue
    assert log_lines(second) == told
    i18n.set_language(qapp, "fr")  # said again in the language of the moment
    assert "Vous reprenez votre dernier coup" in log_lines(second)


@pytest.mark.parametrize("lang, said, never", [
    ("en", "The game could not be saved: this game cannot be replayed from its deal and its "
           "moves, as a save must be (", "no game to save"),
    ("fr", "La partie n'a pas pu être enregistrée : cette partie ne peut pas être rejouée à "
           "partir de sa donne et de ses coups, comme doit l'être une partie enregistrée (",
     "pas de partie à enregistrer")])
def test_save_as_of_a_game_that_cannot_be_saved_says_why(windows, qtbot, qapp, lang, said,
                                                          never):
    """Play-test: Game → Save as of a game on the table that cannot be saved
    (a position set up by hand) said "there is no game to save"; it says
    why, the reason the autosave gave, in the player's language."""
    from canasta_desktop import i18n

    window = windows()
    i18n.set_language(qapp, lang)
    failures = _a_position_set_up_by_hand(window)
    qtbot.waitUntil(lambda: bool(failures), timeout=WAIT_MS)
    assert window.files.save_game_as("Mine") is None
    told = window.window.statusBar().currentMessage().replace("\u00a0", " ")
    assert told.startswith(said) and told.endswith(f"({failures[0]})"), told
    assert never not in told
    assert not window.autosaver.store.named_path("Mine").exists()


@pytest.mark.parametrize("lang, played, fresh", [("en", "1 (%d moves)", "1 (no move yet)"),
                                                 ("fr", "1 (%d coups)", "1 (aucun coup joué)")])
def test_the_open_list_tells_a_game_played_from_one_just_dealt(windows, qtbot, qapp, lang,
                                                              played, fresh):
    """Play-test s32 F2: a classic game played a while, then New game; Open
    listed both as "Classic Canasta | 04:48 | 1 | We 0 – They 0": same
    variant, minute, deal and score.  The deal's column says how many moves
    were played in it."""
    from canasta_desktop import i18n

    window = windows()
    window.controller.new_game(seed=8, bot_names=[None, "greedy", "greedy", "greedy"])
    play_turns(qtbot, window, 2)
    window.autosaver.flush()
    moves = len(window.controller.deal.history)
    assert moves >= 8
    dialog = window.games.new_game()
    dialog.accept()  # Deal: a new game, its seats drawn: nobody plays before Play
    assert window.controller.paused and not window.controller.deal.history
    window.autosaver.flush()
    i18n.set_language(qapp, lang)
    opened = window.files.open_game()
    model = opened.model
    deals = sorted(model.cell_text(row, model.DEAL) for row in range(model.rowCount()))
    assert deals == sorted([played % moves, fresh]), deals
    opened.hide()


@pytest.mark.parametrize("lang, said, listed", [
    ("en", "Classic Canasta, house rules", "At most 3 wild cards per meld"),
    ("fr", "Canasta classique, règles maison", "Au plus 3 passe-partout par combinaison")])
def test_a_game_with_house_rules_is_told_apart_in_the_open_list(windows, qtbot, qapp, lang,
                                                               said, listed):
    """§6.  Play-test s37: a classic game with house rules and one without,
    both of the same evening, read alike in Game → Open ("Game of 17:37 |
    Classic Canasta | … | We 0 – They 0"): the player could not tell which
    game kept her house rules.  The variant's cell says so, its tooltip
    lists them."""
    from canasta_desktop import i18n
    from canasta_desktop.model.rules import get_rules

    window = windows()
    window.controller.new_game(rules=get_rules("classic").with_options(at_most_three_wilds=True),
                               seed=8, bot_names=[None, "greedy", "greedy", "greedy"])
    play_turns(qtbot, window, 1)
    window.autosaver.flush()
    dialog = window.games.new_game()
    dialog.set_option("at_most_three_wilds", False)
    dialog.accept()
    window.autosaver.flush()
    i18n.set_language(qapp, lang)
    opened = window.files.open_game()
    model = opened.model
    variants = sorted(model.cell_text(row, model.VARIANT) for row in range(model.rowCount()))
    plain = words_label = variants[0]
    assert variants == [plain, said], variants
    assert words_label == ("Classic Canasta" if lang == "en" else "Canasta classique")
    row = next(r for r in range(model.rowCount()) if model.cell_text(r, model.VARIANT) == said)
    from PySide6.QtCore import Qt

    tip = model.data(model.index(row, model.VARIANT), Qt.ItemDataRole.ToolTipRole)
    assert listed in tip
    opened.hide()


def test_a_copy_of_the_autosave_dropped_in_the_folder_is_not_the_game_on_the_table(windows,
                                                                                 qtbot):
    """Play-test s37: a copy of the game's autosave put in the saves folder by
    hand (a backup) was listed as a second "Game of … — on the table", and its
    Delete was greyed ("the game on the table is saved after each move"): the
    copy could not be taken out of the list.  Only the file the game is saved
    to is the game on the table."""
    import shutil

    window = windows()
    window.controller.new_game(seed=8, bot_names=[None, "greedy", "greedy", "greedy"])
    play_turns(qtbot, window, 1)
    window.autosaver.flush()
    own = window.autosaver.last_path
    assert own is not None
    shutil.copy(own, own.with_name("backup-of-tonight.json"))
    dialog = window.files.open_game()
    model = dialog.model
    on_table = [e for e in model.entries if model.is_on_table(e)]
    assert [e.path for e in on_table] == [own]
    copy = next(e for e in model.entries if e.path.name == "backup-of-tonight.json")
    assert not model.cell_text(model.entries.index(copy), model.NAME).endswith("on the table")
    dialog.select_entry(copy)
    assert dialog.delete_button.isEnabled()
    dialog.hide()

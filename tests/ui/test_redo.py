"""Edit → Redo (Ctrl+Shift+Z, Ctrl+Y): after Undo, the player's own moves of
this turn are played again, one per Redo, in the order he played them, by
the engine as any move; nothing to redo once he plays another move, after a
new deal or an opened save, nor over a round taken back (session/redo.py).
The deal's record of Undos stays true: a game reopened tells the move, its
take-back and the move played again, as the table did, with nothing to
redo (the list is not saved)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop import i18n
from canasta_desktop.model.actions import Discard, Draw, Meld, MeldPart
from canasta_desktop.model.phases import DRAW, PLAY
from canasta_desktop.model.taken_back import TakenBack
from canasta_desktop.session import gestures
from canasta_desktop.session.controller import GameController
from canasta_desktop.session.settings import GameSettings

from .deals import ids, stacked_deal
from .held_bot import HeldBot
from .mouse import click, drag
from .test_round_undo import draw_and_meld_aces

HAND = "AS AH AD KS KH KD 7C 8D 9S TD JC"
ACE, KING = 14, 13
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


# ------------------------------------------------------------ the controller
@pytest.fixture
def controller(qtbot):
    c = GameController(bot_delay_ms=0)
    c.new_game(seed=3, bot_names=(None, "greedy", "greedy", "greedy"))
    c.load_deal(stacked_deal({0: HAND}, "6C", "5S"))
    yield c
    c.shutdown()


def meld(c: GameController, rank: int, codes: str) -> Meld:
    return Meld((MeldPart(rank, tuple(ids(c.deal, codes))),))


def drawn_and_melded_twice(c: GameController) -> tuple[Meld, Meld]:
    assert c.try_action(Draw())
    aces = meld(c, ACE, "AS AH AD")
    assert c.try_action(aces)
    kings = meld(c, KING, "KS KH KD")
    assert c.try_action(kings)
    return aces, kings


def test_redo_plays_the_moves_taken_back_again_one_by_one_in_order(controller):
    c = controller
    aces, kings = drawn_and_melded_twice(c)
    played = list(c.deal.history)
    assert not c.can_redo() and not c.redo(), "nothing taken back yet"
    assert c.undo() and c.undo()
    assert c.deal.history == played[:1] and c.can_redo()
    assert c.redo_move() == aces
    assert c.redo() and c.deal.history == played[:2]
    assert c.redo_move() == kings
    assert c.redo() and c.deal.history == played
    assert not c.can_redo() and not c.redo()
    assert c.can_undo(), "a move played again may be taken back again"


def test_another_move_a_new_deal_or_a_new_game_leave_nothing_to_redo(controller):
    c = controller
    drawn_and_melded_twice(c)
    assert c.undo() and c.can_redo()
    assert c.try_action(Discard(ids(c.deal, "7C")[0]))  # his own new move
    assert not c.can_redo()

    c.load_deal(stacked_deal({0: HAND}, "6C", "5S"))  # as Open does
    drawn_and_melded_twice(c)
    assert c.undo() and c.undo() and c.can_redo()
    c.load_deal(stacked_deal({0: HAND}, "6C", "5S"))
    assert not c.can_redo(), "nothing of this deal was taken back"

    drawn_and_melded_twice(c)
    assert c.undo() and c.can_redo()
    c.new_game(seed=4, bot_names=(None, "greedy", "greedy", "greedy"), paused=True)
    assert not c.can_redo()


def test_a_refused_redo_is_said_as_usual_and_leaves_nothing_to_redo(controller, qtbot):
    """The engine judges a move played again: refused (here a move the list
    was given by hand, as no real Undo leaves one), it is said as any
    refusal, the position stays, and Redo has nothing left."""
    c = controller
    assert c.try_action(Draw())
    deal = c.deal
    two_kings = Meld((MeldPart(KING, tuple(ids(deal, "KS KH"))),))
    c.redo_list.taken_back(TakenBack(len(deal.history), ((0, two_kings),)), 0, deal.setup,
                           deal.history)
    assert c.redo_move() == two_kings
    history = list(deal.history)
    with qtbot.waitSignal(c.refused) as refused:
        assert not c.redo()
    refusal, = refused.args
    assert refusal.code and refusal.message
    assert c.deal.history == history and not c.can_redo()


PILE_HAND = "6C 6D AS AH KS KH 7C 8D 9S TD JC"  # the pile (6S up) taken with the sixes


def test_a_round_taken_back_offers_nothing_to_redo(controller, qtbot):
    """A round Undo goes back over the bots' moves: those are never played
    again from the old line, and his discard taken back with them is played
    by hand."""
    c = controller
    c.load_deal(stacked_deal({0: PILE_HAND}, "6S", "5S", opening_minimums=(15, 15)))
    c.allow_round_undo = True
    west = HeldBot(wait_s=10)
    c.bots[1] = west
    try:
        assert c.drop(ids(c.deal, "6C 6D"), gestures.PILE)  # takes the pile
        assert c.undo() and c.can_redo(), "his own move, this turn"
        assert c.redo() and c.deal.melds[0]
        assert c.try_action(Discard(ids(c.deal, "7C")[0]))
        assert west.asked.wait(10)
        assert c.undo_takes_back_round() and c.undo()
        assert len(c.deal.history) == 1 and c.deal.melds[0] and c.is_human_turn()
        assert not c.can_redo() and not c.redo()
    finally:
        west.answer.set()


def test_redo_keeps_the_record_of_undos_true(controller):
    c = controller
    aces, kings = drawn_and_melded_twice(c)
    assert c.undo() and c.redo()
    assert c.taken_back == [TakenBack(2, ((0, kings),))], \
        "the Undo happened: the log told it, and the kings were played again after it"
    assert c.deal.history == [(0, Draw()), (0, aces), (0, kings)]


# ------------------------------------------------------------ at the table
def log_lines(window) -> list[str]:
    log = window.side_panel.log
    return [log.item(i).text() for i in range(log.count())]


def shown_in_melds(window) -> set[int]:
    return {item.card for item in window.scene.items_in_role("meld") if item.isVisible()}


def press(window, modifiers, key=Qt.Key.Key_Z) -> None:
    window.window.activateWindow()
    QTest.keyClick(window.view.viewport(), key, modifiers)


def meld_aces_with_the_mouse(window) -> list[int]:
    deal = window.controller.deal
    aces = draw_and_meld_aces(window)
    assert deal.melds[0] and shown_in_melds(window) == set(aces)
    return aces


@pytest.mark.parametrize("redo_key", [(CTRL_SHIFT, Qt.Key.Key_Z), (CTRL, Qt.Key.Key_Y)],
                         ids=["ctrl-shift-z", "ctrl-y"])
def test_ctrl_z_then_redo_keys_lay_the_meld_on_the_table_again(table, redo_key):
    c, redo = table.controller, table.menus.redo_action
    assert not redo.isEnabled()
    aces = meld_aces_with_the_mouse(table)
    assert not redo.isEnabled(), "nothing taken back yet"
    press(table, CTRL)
    assert not table.controller.deal.melds[0] and not shown_in_melds(table)
    assert set(aces) <= set(table.scene.hand_cards)
    assert redo.isEnabled() and redo.text() == "&Redo"
    press(table, *redo_key)
    assert shown_in_melds(table) == set(aces), "the table shows the meld again"
    assert not set(aces) & set(table.scene.hand_cards)
    assert c.deal.phase == PLAY and c.is_human_turn()
    assert not redo.isEnabled() and table.menus.undo_action.isEnabled()
    told = log_lines(table)
    back = told.index("You take back your last move")
    assert told[back - 1].startswith("You meld ") and told[-1] == told[back - 1], \
        "the log tells the meld, its take-back, and the meld again"


def test_redo_is_greyed_after_another_move_and_its_keys_say_why(table):
    redo = table.menus.redo_action
    meld_aces_with_the_mouse(table)
    table.menus.undo_action.trigger()
    assert redo.isEnabled()
    seven = ids(table.controller.deal, "7C")[0]
    drag(table.view, table.scene.hand_point(seven), table.scene.pile_point())  # a new move
    assert not redo.isEnabled()
    why = ("Nothing to redo: Redo plays again the moves of this turn that you took back "
           "with Undo, until you make another move.")
    assert redo.toolTip() == why
    history = list(table.controller.deal.history)
    press(table, CTRL, Qt.Key.Key_Y)
    assert table.window.statusBar().currentMessage() == why
    assert table.controller.deal.history[:len(history)] == history


def test_the_edit_menu_lists_redo_with_its_keys_in_both_languages(table, qapp):
    keys = dict((what, keys) for keys, what in table.menus.shortcuts())
    assert keys["Redo"] == "Ctrl+Shift+Z, Ctrl+Y"
    edit = [a.text() for a in table.menus.edit_menu.actions()]
    assert edit.index("&Redo") == edit.index("&Undo") + 1
    i18n.set_language(qapp, "fr")
    assert table.menus.redo_action.text() == "&Rétablir"
    assert table.menus.redo_action.toolTip().startswith("Rien à rétablir\u00a0: Rétablir rejoue")


def test_a_game_reopened_after_a_redo_tells_the_same_log_with_nothing_to_redo(window_runs,
                                                                               qtbot):
    first = window_runs()
    first.games.apply_settings(GameSettings(seating_draw=False,
                                            bots=["", "greedy", "greedy", "greedy"]),
                               start=False)
    first.games.start_up(seed=2)
    c = first.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and c.deal.phase == DRAW, timeout=60_000)
    click(first.view, first.scene.stock_point())
    move = next(a for a in c.legal_actions() if isinstance(a, Meld))
    assert c.try_action(move)
    first.menus.undo_action.trigger()
    first.menus.redo_action.trigger()
    assert c.deal.history[-1][1] == move and len(c.taken_back) == 1
    told = log_lines(first)
    assert "You take back your last move" in told
    first.window.close()

    second = window_runs()
    assert second.games.start_up() is not None  # Continue
    assert log_lines(second) == told
    assert second.controller.taken_back == c.taken_back
    assert second.controller.deal.history == c.deal.history
    assert not second.menus.redo_action.isEnabled(), "the redo list is not saved"
    assert second.menus.undo_action.isEnabled()

"""Taking back a whole round against bots (a setting, off by default): Undo
goes back to the start of the player's previous turn, the bots' moves since
included, rebuilt by replay; never past the deal's start, and never across
the bots' moves when the setting is off."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.model.actions import AnswerGoOut, AskGoOut, ChoosePacket, Discard, Draw
from canasta_desktop.model.phases import DRAW
from canasta_desktop.session import gestures, undo
from canasta_desktop.session.settings import GameSettings, load_settings, save_settings
from canasta_desktop.ui.settings_dialog import SettingsDialog

from .deals import ids
from .mouse import click, drag


def allow_round_undo(window, allowed: bool = True) -> None:
    """The player ticks the setting (the window applies it at once)."""
    settings = GameSettings(speed="Instant", language="en", undo_round=allowed)
    window.apply_settings(settings, start=False)


def snapshot(window) -> dict:
    """What the player sees of the position."""
    c = window.controller
    deal = c.deal
    return {"hand": sorted(deal.hands[0]), "melds": [dict(m) for m in deal.melds],
            "pile": list(deal.pile), "panel": window.side_panel.text(),
            "phase": deal.phase, "human": c.is_human_turn()}


def open_with_aces_and_discard(window) -> None:
    """A turn with the mouse: draw, meld three aces (opening), discard 7♣."""
    deal = window.controller.deal
    click(window.view, window.scene.stock_point())
    aces = ids(deal, "AS AH AD")
    for card in aces:
        click(window.view, window.scene.hand_point(card))
    drag(window.view, window.scene.hand_point(aces[0]), window.scene.zone_point(gestures.NEW_MELD))
    seven = ids(deal, "7C")[0]
    drag(window.view, window.scene.hand_point(seven), window.scene.pile_point())
    assert deal.pile[-1] == seven and not window.controller.is_human_turn()


def until_my_turn(window, qtbot) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and c.deal.phase == DRAW, timeout=20_000)


def test_the_setting_is_off_by_default_and_kept(store, qtbot):
    assert GameSettings().undo_round is False
    dialog = SettingsDialog(GameSettings())
    qtbot.addWidget(dialog)
    assert not dialog.undo_round_check.isChecked()
    assert "taking back a whole round" in dialog.undo_round_row.label.text()
    dialog.undo_round_check.setChecked(True)
    save_settings(store, dialog.settings())
    assert load_settings(store).undo_round is True


def test_the_settings_dialog_applies_it_to_the_game(window, qtbot):
    assert window.controller.allow_round_undo is False
    dialog = window.new_game()
    dialog.undo_round_check.setChecked(True)
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("Instant"))
    dialog.seating_check.setChecked(False)
    dialog.accept()
    assert window.controller.allow_round_undo is True


def test_with_the_setting_off_undo_never_crosses_the_bots_moves(table, qtbot):
    c = table.controller
    open_with_aces_and_discard(table)
    assert not table.undo_action.isEnabled(), "bots are playing: nothing of his to undo"
    until_my_turn(table, qtbot)
    history = list(c.deal.history)
    assert not c.can_undo() and not table.undo_action.isEnabled()
    table.undo_action.trigger()
    assert c.deal.history == history


def test_taking_back_a_round_restores_the_previous_turns_start(table, qtbot):
    allow_round_undo(table)
    c = table.controller
    assert not table.undo_action.isEnabled(), "no earlier turn in this deal"
    before = snapshot(table)
    open_with_aces_and_discard(table)
    until_my_turn(table, qtbot)
    assert {1, 2, 3} <= {seat for seat, _ in c.deal.history}, "the bots played"
    assert snapshot(table)["melds"][0], "the aces are on the table"

    assert table.undo_action.isEnabled()
    assert table.undo_action.text() == "&Undo: take back the round"
    table.activateWindow()
    QTest.keyClick(table.view.viewport(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    assert c.deal.history == []
    assert snapshot(table) == before, "hand, melds, pile and the panel's scores as they were"
    assert table.scene.hand_cards and sorted(table.scene.hand_cards) == before["hand"]
    log = table.side_panel.log
    assert log.item(log.count() - 1).text() == "You take back the round: your turn starts again"
    assert not c.can_undo() and not table.undo_action.isEnabled(), "never past the deal's start"


def test_own_moves_are_taken_back_first_then_the_round(table, qtbot):
    allow_round_undo(table)
    c = table.controller
    open_with_aces_and_discard(table)
    until_my_turn(table, qtbot)
    turn_start = snapshot(table)
    click(table.view, table.scene.stock_point())
    assert table.undo_action.text() == "&Undo", "first his own draw"
    table.undo_action.trigger()
    assert snapshot(table) == turn_start
    assert table.undo_action.text() == "&Undo: take back the round"
    table.undo_action.trigger()
    assert c.deal.history == [] and c.is_human_turn()


class GateBot:
    """West thinks until the test lets him answer."""

    name = "gate"

    def __init__(self) -> None:
        self.thinking = threading.Event()
        self.go = threading.Event()

    def choose(self, view, legal, rng):
        self.thinking.set()
        self.go.wait(10)
        return legal[0]


def test_a_round_is_taken_back_while_a_bot_thinks(table, qtbot):
    allow_round_undo(table)
    c = table.controller
    west = GateBot()
    c.bots[1] = west
    before = snapshot(table)
    try:
        open_with_aces_and_discard(table)
        assert west.thinking.wait(10)
        assert table.undo_action.isEnabled() and c.undo_takes_back_round()
        table.undo_action.trigger()
        assert c.deal.history == [] and snapshot(table) == before
        with qtbot.waitSignal(c._runner.decided, timeout=10_000):
            west.go.set()
    finally:
        west.go.set()
    assert c.deal.history == [], "West's late answer is for a position gone"
    assert c.is_human_turn()


# ------------------------------------------------------------ the rule itself
def test_turn_owners_floor_and_round_start():
    history = [(0, Draw()), (0, AskGoOut()), (2, AnswerGoOut(False)), (0, Discard(1)),
               (1, Draw()), (1, Discard(2)), (2, Draw()), (2, Discard(3)), (3, Draw()),
               (3, Discard(4)), (0, Draw())]
    assert undo.turn_owners(history)[:4] == [0, 0, 0, 0], "the answer is in the asker's turn"
    assert undo.turn_starts(history, 0) == [0, 10]
    assert undo.round_start(history, 0, before=10) == 0
    assert undo.round_start(history, 0, before=len(history)) == 10
    assert undo.round_start(history, 0, before=0) is None
    assert undo.own_action(history, 0, 10) == 10
    packets = [(0, ChoosePacket(1)), (1, ChoosePacket(0))] + history
    assert undo.floor(packets) == 2
    assert undo.round_start(packets, 0, before=12) == 2
    assert undo.round_start(packets, 0, before=2) is None, "never before the packets"


class _AlwaysAsks:
    """A partner that asks "may I go out?" whenever he may (greedy otherwise)."""

    name = "asker"

    def __init__(self) -> None:
        from canasta_desktop.bots import make_bot

        self.greedy = make_bot("greedy")

    def choose(self, view, legal, rng):
        asks = [a for a in legal if isinstance(a, AskGoOut)]
        return asks[0] if asks else self.greedy.choose(view, legal, rng)


def test_s1_the_partners_question_goes_away_when_the_round_is_taken_back(window, qtbot):
    from canasta_desktop.model.phases import ANSWER

    c = window.controller
    allow_round_undo(window)
    c.bots[2] = _AlwaysAsks()
    refusals = []
    c.refused.connect(lambda *args: refusals.append(args))

    def asked() -> bool:
        if c.deal.phase == ANSWER and c.is_human_turn():
            return True
        if c.is_human_turn():  # play plainly: draw, then discard
            legal = c.legal_actions()
            draw = [a for a in legal if isinstance(a, Draw)]
            c.try_action(draw[0] if draw else [a for a in legal if isinstance(a, Discard)][0])
        return False

    qtbot.waitUntil(asked, timeout=20_000)
    box = window.go_out.box
    assert box is not None and box.isVisible()
    assert c.undo()
    assert c.deal.phase != ANSWER
    assert window.go_out.box is None and not box.isVisible(), \
        "the question no longer stands: its box must go"
    assert refusals == []

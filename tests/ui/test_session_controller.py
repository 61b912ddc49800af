"""The game controller without the table: refusals, undo by replay, the
bots' answers coming back by a queued signal, the deal's end."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from canasta_desktop.model.actions import Discard, Draw, Meld, MeldPart
from canasta_desktop.model.phases import DRAW
from canasta_desktop.session import gestures
from canasta_desktop.session.controller import GameController, replay_history

from .deals import ids, stacked_deal
from .held_bot import HeldBot


@pytest.fixture
def controller(qtbot):
    c = GameController(bot_delay_ms=0)
    c.new_game(seed=3)
    c.load_deal(stacked_deal({0: "AS AH AD KS KH 7C 8D 9S TD JC QH"}, "6C", "5S"))
    yield c
    c.shutdown()


def test_an_illegal_action_is_refused_with_a_signal(controller, qtbot):
    with qtbot.waitSignal(controller.refused) as blocker:
        assert controller.try_action(Discard(ids(controller.deal, "7C")[0])) is False
    refusal, = blocker.args
    assert refusal.code == "draw_first" and refusal.section == "§1 Turn"
    assert refusal.message == "first draw from the stock or take the discard pile"


def test_the_human_may_not_act_for_a_bot(controller, qtbot):
    controller.try_action(Draw())
    controller.try_action(Discard(ids(controller.deal, "7C")[0]))
    assert controller.deal.current_seat == 1  # West's answer waits for the event loop
    with qtbot.waitSignal(controller.refused) as blocker:
        assert controller.drop([], gestures.DRAW) is False
    refusal, = blocker.args
    assert refusal.code == "waiting_for" and refusal.params == {"name": "West"}
    assert refusal.message == "it is not your turn: West is playing"


@pytest.mark.parametrize("level", ["", "oracle", "Hard"])
def test_a_game_with_an_unknown_bot_level_is_refused_before_it_starts(controller, level):
    """An empty or developer-only level failed only at the bot's first turn,
    or left a save that could not be opened; the game in play goes on."""
    deal = controller.deal
    with pytest.raises(ValueError, match="unknown bot level"):
        controller.new_game(seed=4, bot_names=[None, level, "easy", "easy"])
    assert controller.deal is deal


def test_undo_replays_the_history_minus_the_last_human_action(controller):
    controller.try_action(Draw())
    aces = ids(controller.deal, "AS AH AD")
    assert controller.try_action(Meld((MeldPart(14, tuple(aces)),)))
    history = list(controller.deal.history)
    assert controller.undo()
    assert controller.deal.history == history[:-1]
    rebuilt = replay_history(controller.deal.setup, history[:-1])
    assert rebuilt.hands == controller.deal.hands
    assert controller.try_action(Meld((MeldPart(14, tuple(aces)),)))
    assert controller.undo_turn()
    assert controller.deal.history == history[:1], "back to just after the draw, never before"
    assert not controller.undo_turn() and not controller.undo()


def test_a_bot_answer_for_an_old_position_is_dropped(controller, qtbot):
    west = controller.bots[1] = HeldBot()
    try:
        controller.try_action(Draw())
        controller.try_action(Discard(ids(controller.deal, "7C")[0]))
        qtbot.waitUntil(west.asked.is_set, timeout=10_000)
        # While West thinks, another position is loaded (as Open does): the
        # player is to draw, where West's answer (its first legal action, a
        # draw) would be a legal move.
        controller.load_deal(stacked_deal({0: "AS AH AD KS KH 7C 8D 9S TD JC QH"}, "6C", "5S"))
        assert controller.deal.history == [] and controller.is_human_turn()
        with qtbot.waitSignal(controller.bot_turns.runner.decided, timeout=10_000):
            west.answer.set()
        # Give the answer every chance to be applied (the apply timer is a
        # zero timer started before this one), then check it was not.
        settled = []
        QTimer.singleShot(0, lambda: settled.append(True))
        qtbot.waitUntil(lambda: settled == [True], timeout=5_000)
        assert controller.deal.history == []
        assert controller.deal.phase == DRAW and controller.is_human_turn()
    finally:
        west.answer.set()


def test_turn_changed_follows_the_bots(controller, qtbot):
    seats = []
    controller.turn_changed.connect(seats.append)
    controller.try_action(Draw())
    controller.try_action(Discard(ids(controller.deal, "7C")[0]))
    qtbot.waitUntil(controller.is_human_turn, timeout=20_000)
    assert seats[:3] == [1, 2, 3] and seats[-1] == 0


def test_all_bots_play_a_whole_deal_and_it_is_scored(qtbot):
    c = GameController(bot_delay_ms=0)
    try:
        with qtbot.waitSignal(c.deal_ended, timeout=60_000) as blocker:
            c.new_game(seed=9, bot_names=["random", "greedy", "greedy", "greedy"])
        result = blocker.args[0]
        assert result.number == 1 and c.match.results == [result]
        assert c.deal.is_over and c.next_deal() and c.deal.setup.deal_number == 2
    finally:
        c.shutdown()

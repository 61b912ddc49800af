"""Undo never reveals (issue 15, problem 2): whatever the player does with
Undo and replay, a card he has seen never goes back where it is hidden
from him (the stock, a bot's hand), so he can never look at the next
stock card, nor at a bot's cards, and play his turn again knowing them."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.model.actions import AnswerGoOut, Draw, Meld, MeldPart
from canasta_desktop.model.rules import get_rules
from canasta_desktop.session.controller import GameController

from .deals import ids, stacked_deal
from .mouse import click


def ctrl_z(window) -> None:
    window.window.activateWindow()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_undo_after_a_stock_draw_never_shows_the_next_card(table):
    """The old peek: draw, Undo, draw again, and the same card comes."""
    c = table.controller
    stock_top = c.deal.stock[-1]
    click(table.view, table.scene.stock_point())
    assert stock_top in c.deal.hands[0]
    next_card = c.deal.stock[-1]
    for _ in range(3):
        ctrl_z(table)
    assert stock_top in c.deal.hands[0], "the card drawn stays drawn"
    assert c.deal.stock[-1] == next_card and next_card not in c.deal.hands[0]
    assert not table.menus.undo_action.isEnabled()


def shown_to(deal, seat: int) -> set[int]:
    """The cards the table shows this seat: his hand, the pile, the melds,
    the red threes."""
    shown = set(deal.hands[seat]) | set(deal.pile)
    for team in deal.melds:
        for cards in team.values():
            shown.update(cards)
    for threes in deal.red_threes:
        shown.update(threes)
    return shown


def hidden_from(deal, seat: int) -> set[int]:
    """The cards this seat cannot see: the stock and the other hands
    (except the cards known there, picked up with the pile)."""
    hidden = set(deal.stock)
    for other, hand in enumerate(deal.hands):
        if other != seat:
            hidden.update(set(hand) - set(deal.known[other]))
    return hidden


@pytest.mark.parametrize("variant, players, seed", [
    ("classic", 4, 11), ("classic", 4, 12), ("two", 2, 13), ("six-3x2", 6, 14)])
def test_no_sequence_of_undo_and_replay_shows_a_hidden_card(qtbot, variant, players, seed):
    rules = get_rules(variant, players)
    c = GameController(bot_delay_ms=0)
    c.allow_round_undo = True  # the widest undo there is
    c.new_game(rules=rules, seed=seed,
               bot_names=(None,) + ("greedy",) * (rules.players - 1))
    rng = random.Random(seed)
    seen: set[int] = set()
    undos = 0
    try:
        for _ in range(40):
            qtbot.waitUntil(lambda: c.is_human_turn() or c.deal.is_over, timeout=20_000)
            if c.deal.is_over:
                break
            seat = c.human_seat
            seen |= shown_to(c.deal, seat)
            if rng.random() < 0.5:
                for _ in range(rng.randint(1, 3)):
                    undos += c.undo()
                    leaked = seen & hidden_from(c.deal, seat)
                    assert not leaked, f"undo hid again cards he had seen: {sorted(leaked)}"
                if not c.is_human_turn():
                    continue
            legal = c.legal_actions()
            draws = [a for a in legal if isinstance(a, Draw)]
            action = draws[0] if draws and rng.random() < 0.7 else rng.choice(legal)
            assert c.try_action(action)
            if not c.deal.is_over:
                seen |= shown_to(c.deal, seat)
    finally:
        c.shutdown()
    assert undos > 0, "the walk did take moves back"


def test_undo_never_takes_back_the_partners_answer(window, qtbot):
    """§1 Going out: the asker obeys the answer.  Play-test: Undo took back
    the question and North's answer, so the player could ask again and
    shop for a "yes".  Now Undo stops just after the answer, and says why."""
    c = window.controller
    c.load_deal(stacked_deal({0: "AS AH AD KS KH KD 7C 8D 9S TD JC"}, "6C", "5S"))
    click(window.view, window.scene.stock_point())
    assert c.ask_partner()
    qtbot.waitUntil(lambda: any(isinstance(a, AnswerGoOut) for _, a in c.deal.history),
                    timeout=10_000)
    with_answer = list(c.deal.history)
    assert c.try_action(Meld((MeldPart(14, tuple(ids(c.deal, "AS AH AD"))),)))
    window.menus.undo_action.trigger()
    assert c.deal.history == with_answer, "the meld is taken back"
    assert not window.menus.undo_action.isEnabled()
    ctrl_z(window)
    assert c.deal.history == with_answer, "the question and its answer stay"
    blocked = c.undo_blocked()
    assert blocked is not None and blocked.code == "answer_given"
    assert window.menus.undo_action.toolTip() == (
        "Undo is not available: North has answered \u201cmay I go out?\u201d, and the answer "
        "stands (\u00a71 Going out).")

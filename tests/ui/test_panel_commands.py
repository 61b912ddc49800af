"""The side panel's Undo and Hint buttons: the Edit menu's commands where a
player looks for them at the table, clicked with the mouse.  Each is its
menu action, so it is greyed out and explained when the menu item is, and
speaks the window's language."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton

from canasta_desktop import i18n
from canasta_desktop.model.actions import Discard, Draw
from canasta_desktop.model.phases import DRAW

from .deals import ids
from .held_bot import west_held
from .mouse import click, drag
from .test_hint import QUICK_S, assert_shown
from .test_round_undo import draw_and_meld_aces, open_with_aces_and_discard


def button(window, name: str) -> QToolButton:
    found = window.side_panel.findChild(QToolButton, name)
    assert found is not None and found.isVisible()
    return found


def press(found: QToolButton) -> None:
    QTest.mouseClick(found, Qt.MouseButton.LeftButton)


def test_the_undo_button_takes_back_the_meld_just_made(table):
    undo = button(table, "undoButton")
    assert not undo.isEnabled(), "nothing to take back before the first move"
    aces = draw_and_meld_aces(table)
    assert table.controller.deal.melds[0] and undo.isEnabled()
    press(undo)
    assert not table.controller.deal.melds[0], "the meld is taken back"
    assert set(aces) <= set(table.scene.hand_cards)
    assert undo.text() == "Undo" and undo.toolTip() == table.menus.undo_action.toolTip()


def test_the_hint_button_says_the_hint_as_edit_hint_does(table, qtbot):
    hint_button = button(table, "hintButton")
    assert table.controller.deal.phase == DRAW and hint_button.isEnabled()
    table.hinter.budget_s = QUICK_S
    press(hint_button)
    qtbot.waitUntil(lambda: table.hinter.current is not None, timeout=20_000)
    hint = table.hinter.current
    assert hint.action in table.controller.deal.legal_actions()
    assert_shown(table, hint)


def test_the_hint_button_is_greyed_out_with_the_reason_while_a_bot_plays(table, qtbot):
    c = table.controller
    hint_button = button(table, "hintButton")
    with west_held(c) as west:
        assert c.try_action(Draw())
        assert c.try_action(Discard(ids(c.deal, "7C")[0]))
        assert west.asked.wait(10)
        assert not hint_button.isEnabled()
        assert hint_button.toolTip() == "A hint is for your own turn. West is playing\u2026"
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20_000)
    assert hint_button.isEnabled()


def test_the_buttons_speak_french(table, qapp):
    i18n.set_language(qapp, "fr")
    assert button(table, "undoButton").text() == "Annuler"
    assert button(table, "hintButton").text() == "Conseil"


def test_the_greyed_ask_button_says_whose_turn_it_is(table):
    """Play-test s36: off his turn, the greyed "Partner, may I go out?" said
    "Not allowed: it is not this player's turn" to the one person at the
    table; it says who is playing, as his gestures off turn are answered."""
    c = table.controller
    ask = table.side_panel.ask_button
    with west_held(c) as west:
        click(table.view, table.scene.stock_point())
        drag(table.view, table.scene.hand_point(ids(c.deal, "7C")[0]), table.scene.pile_point())
        assert west.asked.wait(10)
        assert not ask.isEnabled()
        assert ask.toolTip() == "Not allowed: it is not your turn: West is playing (\u00a71 Turn)"


def test_the_buttons_stay_put_while_the_talk_above_grows_and_shrinks(table, qtbot):
    """Play-test s36: under the talk, Undo and Hint went up and down by 40
    pixels within a turn, as its lines came and went: a button moves away
    from the pointer about to click it.  At the panel's foot they stay."""
    panel = table.side_panel
    buttons = [button(table, "undoButton"), button(table, "hintButton"), panel.ask_button]
    before = [b.mapTo(panel, b.rect().topLeft()) for b in buttons]
    talk_before = panel.talk_scroll.height()
    open_with_aces_and_discard(table)
    qtbot.waitUntil(lambda: table.controller.is_human_turn(), timeout=20_000)
    qtbot.waitUntil(lambda: panel.talk_scroll.height() != talk_before, timeout=5_000)
    assert [b.mapTo(panel, b.rect().topLeft()) for b in buttons] == before


def test_s2_three_players_g_before_anyone_took_the_pile_says_nobody_is_a_partner_yet(window,
                                                                                     qapp):
    """Play-test s37: at three players, before anyone had taken the pile, G
    (ask partner) did nothing at all: the item is hidden while nobody has a
    partner, and the key stayed silent as in games without partners."""
    from canasta_desktop.model.rules import get_rules
    from tests.model.builders import position
    from .mouse import click, key

    three = get_rules("three")
    window.controller.new_game(rules=three, seed=3, bot_names=(None, "greedy", "greedy"))
    window.controller.load_deal(position(rules=three, hands={0: "7S 7H 4C 5C 6C"},
                                         pile="TD", phase="draw"))
    click(window.view, window.scene.stock_point())
    key(window.view, Qt.Key.Key_G)
    banner = window.refusal_banner
    assert banner.isVisible()
    assert banner.text() == ("Not allowed: nobody is your partner until a player first takes "
                             "the pile (\u00a72 Three players, isolated hand)")

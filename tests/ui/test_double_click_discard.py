"""A double-click on a hand card discards it, after asking (play-test: two
quick clicks to select a card and put it back lost a king, as the turn
ended with nothing to take it back)."""

from __future__ import annotations

from canasta_desktop.model.actions import Discard
from canasta_desktop.model.phases import DRAW, PLAY

from .deals import ids
from .mouse import click, double_click as double_click_at


def double_click(window, card: int) -> None:
    double_click_at(window.view, window.scene.hand_point(card))


def test_a_double_click_asks_and_keep_it_loses_nothing(table):
    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    king = ids(deal, "KS")[0]
    hand = list(deal.hands[0])

    double_click(table, king)

    asked = table.discard_guard.shown
    assert asked is not None and asked.box.isVisible()
    assert asked.box.informativeText() == "Discard the K\u2660?"
    asked.stay_button.click()  # "Keep it"
    assert deal.phase == PLAY and deal.turn == 0 and deal.hands[0] == hand
    assert table.scene.selection == set(), "the selection is as before the double-click"


def test_discard_and_do_not_ask_again(table):
    deal = table.controller.deal
    table.controller.bot_delay_ms = 10_000  # West waits: the discard is the last move
    click(table.view, table.scene.stock_point())
    seven = ids(deal, "7C")[0]

    double_click(table, seven)
    asked = table.discard_guard.shown
    asked.box.checkBox().setChecked(True)
    asked.go_button.click()

    assert deal.history[-1] == (0, Discard(seven)) and deal.turn == 1
    assert table.games.settings.ask_double_click is False
    assert table.discard_guard.shown is None


def test_a_double_click_the_engine_refuses_says_why_without_asking(table):
    deal = table.controller.deal
    assert deal.phase == DRAW  # not drawn yet
    double_click(table, ids(deal, "KS")[0])
    assert table.discard_guard.shown is None
    assert deal.phase == DRAW and deal.turn == 0
    assert "draw" in table.window.statusBar().currentMessage().lower()


def test_without_asking_a_double_click_discards_at_once(table):
    deal = table.controller.deal
    table.controller.bot_delay_ms = 10_000
    table.games.settings.ask_double_click = False
    click(table.view, table.scene.stock_point())
    seven = ids(deal, "7C")[0]
    double_click(table, seven)
    assert table.discard_guard.shown is None
    assert deal.history[-1] == (0, Discard(seven))


def test_the_setting_is_on_by_default_kept_and_in_the_settings_dialog(store, qtbot):
    from canasta_desktop.session.settings import GameSettings, load_settings, save_settings
    from canasta_desktop.ui.settings_dialog import SettingsDialog

    assert GameSettings().ask_double_click is True
    dialog = SettingsDialog(GameSettings())
    qtbot.addWidget(dialog)
    check = dialog.table.ask_double_click_check
    assert check.isChecked()
    assert "double-click" in dialog.table.ask_double_click_row.label.text()
    check.setChecked(False)
    save_settings(store, dialog.settings())
    assert load_settings(store).ask_double_click is False
    assert not SettingsDialog(load_settings(store)).table.ask_double_click_check.isChecked()


def test_the_card_double_clicked_low_is_the_one_asked_about(table):
    """Review: the first click lifts the card, so the second, low on it,
    landed on the card beneath: the box asked about the wrong card and a
    "Keep it" left two cards selected."""
    from PySide6.QtCore import QPointF

    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    king = ids(deal, "KS")[0]
    item = table.scene.card_item(king)
    low = table.scene.hand_point(king) + QPointF(0, item.height * 0.6)  # 5 % above its bottom
    double_click_at(table.view, low)
    asked = table.discard_guard.shown
    assert asked is not None and "K\u2660" in asked.box.informativeText()
    asked.stay_button.click()
    assert table.scene.selection == set()


def test_the_box_says_when_the_discard_goes_out(window):
    """Play-test: on the last card, after a "yes", the box said "your turn
    ends" though the discard went out and ended the deal."""
    from canasta_desktop.model.actions import AnswerGoOut, AskGoOut
    from tests.model.builders import position

    state = position(hands={0: "9C"}, melds={0: {"K": "KS KH KD KC KS KH KD"}})
    state.apply(AskGoOut())
    state.apply(AnswerGoOut(True), seat=2)
    window.controller.load_deal(state)
    nine = window.scene.hand_cards[0]
    double_click_at(window.view, window.scene.hand_point(nine))
    asked = window.discard_guard.shown
    assert asked is not None
    assert "you go out and the deal ends" in asked.box.text()
    asked.go_button.click()
    assert window.controller.deal.is_over and window.controller.deal.out_seat == 0


def test_the_question_names_the_card_with_its_article_in_french(table, qapp):
    """Play-test: « Défausser 4♠ ? », where the hints say « le 4♠ »."""
    from canasta_desktop import i18n

    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    i18n.set_language(qapp, "fr")
    double_click(table, ids(deal, "KS")[0])
    asked = table.discard_guard.shown
    assert asked.box.informativeText() == "Défausser le R\u2660\u00a0?"
    assert asked.box.text().startswith("Un double-clic défausse\u00a0: le R\u2660 va sur la pile")
    asked.stay_button.click()

"""The status bar under the seating draw (§1 Seating and teams).  Play-test
s39: while the cards drawn for the seats were shown, it already said "Ana
is playing…"; nobody plays until the draw is closed.  It says what is
happening, in both languages, and whose turn it is once play begins; the
side panel's line on who is doing what says it too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from canasta_desktop import i18n
from canasta_desktop.session.settings import GameSettings
from canasta_desktop.ui.table_seats import ACTING_PLATE

from .mouse import click

DRAWING = {"en": "Seating draw: the cards drawn choose the seats and the dealer \u00b7 "
                 "Play begins the game",
           "fr": "Tirage des places\u00a0: les cartes tirées désignent les places et le donneur "
                 "\u00b7 Jouer commence la partie"}
GREEDY = ["", "greedy", "greedy", "greedy"]


def _drawn(window, seed: int, language: str = "en"):
    settings = GameSettings(variant="classic", seating_draw=True, bots=GREEDY,
                            language=language).checked()
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=seed)
    dialog = window.games.seating_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_status_bar_tells_the_seating_draw_until_play_begins(window, qapp, language):
    i18n.set_language(qapp, language)
    c = window.controller
    dialog = _drawn(window, seed=12, language=language)
    hint = window.status.hint
    assert hint.text() == DRAWING[language]
    assert window.side_panel.talk.doing == DRAWING[language], "the panel too"
    assert not c.deal.history, "nobody has played"
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert hint.text() != DRAWING[language] and hint.text(), hint.text()
    assert window.side_panel.talk.doing != DRAWING[language]
    name = c.names[c.deal.current_seat]
    assert c.is_human_turn() or name in hint.text(), hint.text()


def test_a_press_on_the_table_under_the_draw_begins_play_and_says_whose_turn(window):
    dialog = _drawn(window, seed=12)
    hint = window.status.hint
    click(window.view, window.scene.stock_point())  # "Play", as the draw's button
    assert not dialog.isVisible() and hint.text() != DRAWING["en"], hint.text()


def _lit_plates(window) -> list[str]:
    """The name plates lit as the seat that must act."""
    return [key for key, label in window.scene.canvas.labels.items()
            if key.startswith("seat") and label.plate_color == QColor(ACTING_PLATE)]


def test_no_plate_is_lit_under_the_draw_and_the_first_player_s_once_play_begins(window):
    """Play-test s40: under the draw, the first player's plate was already
    lit as the one to play."""
    c = window.controller
    dialog = _drawn(window, seed=12)
    assert _lit_plates(window) == []
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert _lit_plates(window) == [f"seat{c.deal.current_seat}"]


HINT_UNDER_THE_DRAW = {"en": "A hint waits for play to begin. " + DRAWING["en"],
                       "fr": "Un conseil attend que la partie commence. " + DRAWING["fr"]}


def _hand_rects(window):
    """The hand's cards, in the view's pixels."""
    to_view = window.view.viewportTransform()
    scene = window.scene
    return [to_view.mapRect(scene.card_item(card).sceneBoundingRect()).toAlignedRect()
            for card in scene.hand_cards]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_h_under_the_draw_says_play_begins_the_game_off_the_hand(window, qapp, language, size):
    """Play-test s40: H under the draw said "A hint is for your own turn.
    Bruno is playing…" beside the status bar's "nobody plays yet", and its
    banner, kept clear of the draw's box, lay on the hand's corner indices."""
    i18n.set_language(qapp, language)
    window.window.resize(*size)
    dialog = _drawn(window, seed=12, language=language)
    window.window.activateWindow()  # the keys go to the table's window, the draw's box open
    qapp.processEvents()
    assert dialog.isVisible()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_H)
    banner = window.refusal_banner
    assert banner.isVisible() and banner.text() == HINT_UNDER_THE_DRAW[language]
    assert window.window.statusBar().currentMessage() == HINT_UNDER_THE_DRAW[language]
    assert window.menus.hint_action.toolTip() == HINT_UNDER_THE_DRAW[language]
    assert dialog.isVisible(), "H shows the draw's words; it does not begin play"
    covered = [rect for rect in _hand_rects(window) if rect.intersects(banner.geometry())]
    assert not covered, (banner.geometry(), covered)


def test_hint_is_greyed_under_the_draw_even_for_the_first_player(window, qapp):
    """He drew the best card: play has not begun, no hint yet (it would be
    asked while the bots wait for Play); at Play, the hint is his."""
    for seed in range(1, 60):
        dialog = _drawn(window, seed=seed)
        if window.controller.is_human_turn():
            break
    assert window.controller.is_human_turn(), "a draw where he plays first"
    hint = window.menus.hint_action
    assert not hint.isEnabled() and hint.toolTip() == HINT_UNDER_THE_DRAW["en"]
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert hint.isEnabled()


@pytest.mark.parametrize("language, caption", [
    ("en", "Each player chooses a packet in turn,\nonce play begins"),
    ("fr", "Chacun choisit son tas à son tour,\nune fois la partie commencée")])
def test_the_packets_note_names_no_chooser_under_the_draw(window, qapp, language, caption):
    """§3 Tête et Queue, play-test s40: under the draw the note by his
    packets said "Ana is choosing a packet: you choose in your turn"."""
    i18n.set_language(qapp, language)
    c = window.controller
    settings = GameSettings(variant="head-and-foot", seating_draw=True, bots=GREEDY,
                            language=language).checked()
    window.games.apply_settings(settings, start=False)
    for seed in range(1, 60):
        window.games.start_game(seed=seed)
        if not c.is_human_turn():
            break
    chooser = c.names[c.deal.current_seat]
    assert not c.is_human_turn(), "a bot chooses first"
    note = window.scene.label("packet_hint").text()
    assert note == caption and chooser not in note
    window.window.activateWindow()
    qapp.processEvents()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_H)  # its refusal keeps off his packets
    canvas, to_view = window.scene.canvas, window.view.viewportTransform()
    packets = [to_view.mapRect(item.sceneBoundingRect()).toAlignedRect()
               for key, item in canvas.items.items() if canvas.roles[key].startswith("packet")]
    assert len(packets) == 8 and window.refusal_banner.isVisible()
    assert not any(rect.intersects(window.refusal_banner.geometry()) for rect in packets)
    QTest.mouseClick(window.games.seating_dialog.start_button, Qt.MouseButton.LeftButton)
    c.bot_delay_ms = 60_000
    assert chooser in window.scene.label("packet_hint").text(), "once play begins, who chooses"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_h_in_the_draws_box_says_play_begins_the_game_beside_it(window, qapp, language):
    """The draw's box has the keyboard as it opens: H there said nothing.
    It says what H on the table says, beside the box, and play waits."""
    from PySide6.QtWidgets import QApplication

    i18n.set_language(qapp, language)
    dialog = _drawn(window, seed=12, language=language)
    qapp.processEvents()
    assert QApplication.activeWindow() is dialog
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_H)
    banner = window.refusal_banner
    assert banner.isVisible() and banner.text() == HINT_UNDER_THE_DRAW[language]
    assert dialog.isVisible() and not window.controller.deal.history
    box = dialog.frameGeometry()
    box.moveTopLeft(window.view.viewport().mapFromGlobal(box.topLeft()))
    assert not box.intersects(banner.geometry()), "beside the box, not under it"

"""Edit → Hint: the hard bot's suggestion for the player's own decision, lit
up on the table and said in the status bar; gone once the position changes,
never shown for a position gone, and only offered when it is his decision."""

from __future__ import annotations

import threading

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox

from canasta_desktop import i18n, words
from canasta_desktop.model.actions import (AnswerGoOut, AskGoOut, Discard, Draw, Meld, MeldPart,
                                           TakePile)
from canasta_desktop.model.errors import IllegalAction
from canasta_desktop.model.phases import ANSWER, DRAW, PLAY
from canasta_desktop.session import gestures
from canasta_desktop.bots.reasons import Reason
from canasta_desktop.session.hint_text import reason_text
from canasta_desktop.session.hints import hint_for
from canasta_desktop.ui.table_items import HINT_COLOR

from .deals import ids, stacked_deal
from .mouse import click, key
from .test_table_flow import partner_about_to_ask

QUICK_S = 0.05  # the hard bot's search budget in tests (the window's is about 1 s)


def ask_hint(window, qtbot, where=None):
    """Press H as a person does (on the table, or in the box that has the
    focus); the hint arrives from the worker thread."""
    window.hinter.budget_s = QUICK_S
    if where is None:
        window.window.activateWindow()
        window.view.setFocus()
        key(window.view, Qt.Key.Key_H)
    else:
        QTest.keyClick(where, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.hinter.current is not None, timeout=20_000)
    return window.hinter.current


def assert_shown(window, hint):
    """What the player sees is exactly the suggested action."""
    scene = window.scene
    assert scene.hints.hinted_cards() == set(hint.cards)
    assert scene.hints.hinted_places() == set(hint.places)
    said = f"Hint: {hint.text} \u2014 {hint.reason}" if hint.reason else f"Hint: {hint.text}"
    assert window.window.statusBar().currentMessage() == said


def test_a_hint_for_the_draw_lights_up_the_stock_or_the_pile(table, qtbot):
    deal = table.controller.deal
    assert deal.phase == DRAW and table.menus.hint_action.isEnabled()
    hint = ask_hint(table, qtbot)

    assert hint.action in deal.legal_actions()
    assert_shown(table, hint)
    if isinstance(hint.action, Draw):
        assert table.scene.hints.hinted_places() == {gestures.DRAW}
        frame = table.scene.hints.frame(gestures.DRAW)
        assert frame.contains(table.scene.stock_point())
        assert table.window.statusBar().currentMessage() == (
            "Hint: draw from the stock \u2014 taking the pile needs a natural pair of sixes, "
            "which you do not hold")
    else:
        assert isinstance(hint.action, TakePile) and gestures.PILE in hint.places


def test_a_hint_while_melding_lights_up_exactly_the_cards_it_plays(table, qtbot):
    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    assert deal.phase == PLAY
    hint = ask_hint(table, qtbot)

    assert hint.action in deal.legal_actions()
    assert_shown(table, hint)
    assert set(hint.cards) <= set(deal.hands[0]), "only the player's own cards"
    if isinstance(hint.action, (Meld, Discard)):
        assert hint.cards, "the cards to play are outlined"
        outlined = [table.scene.card_item(c) for c in table.scene.hand_cards
                    if table.scene.card_item(c).hinted]
        assert {item.card for item in outlined} == set(hint.cards)


def test_the_hint_goes_away_when_the_player_acts(table, qtbot):
    ask_hint(table, qtbot)
    assert table.scene.hints.hinted_places()

    click(table.view, table.scene.stock_point())  # he draws

    assert table.hinter.current is None
    assert table.scene.hints.hinted_cards() == set() and table.scene.hints.hinted_places() == set()
    assert not table.window.statusBar().currentMessage().startswith("Hint")


class Gate:
    """A suggestion that waits for the test to let it answer."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.go = threading.Event()

    def __call__(self, view, legal, budget_s):
        self.started.set()
        self.go.wait(10)
        return legal[0]


def test_a_hint_that_arrives_after_the_position_changed_is_dropped(table, qtbot):
    gate = Gate()
    table.hinter.suggest = gate
    table.menus.hint_action.trigger()
    assert table.window.statusBar().currentMessage() == "Looking for a hint\u2026"
    assert not table.menus.hint_action.isEnabled(), "one hint at a time"
    assert gate.started.wait(10)

    click(table.view, table.scene.stock_point())  # the position changes meanwhile
    with qtbot.waitSignal(table.hinter._runner.decided, timeout=10_000):
        gate.go.set()

    assert table.hinter.current is None
    assert table.scene.hints.hinted_places() == set() and table.scene.hints.hinted_cards() == set()
    assert not table.window.statusBar().currentMessage().startswith(("Hint", "Looking"))


def test_a_hint_that_fails_says_so_and_leaves_the_table_as_it_was(table, qtbot, caplog):
    def broken(view, legal, budget_s):
        raise RuntimeError("the bot broke")

    table.hinter.suggest = broken
    before = table.controller.deal.history[:]
    with qtbot.waitSignal(table.hinter.failed, timeout=10_000):
        table.menus.hint_action.trigger()
    assert table.window.statusBar().currentMessage() == "No hint is available for this position."
    assert table.scene.hints.hinted_cards() == set() and table.scene.hints.hinted_places() == set()
    assert table.controller.deal.history == before and table.menus.hint_action.isEnabled()
    assert "the bot broke" in caplog.text, "the failure is logged for a bug report"
    assert table.status.hint.isVisible(), "the turn hint stays: no hint took its room"


def test_no_hint_when_it_is_not_the_players_decision(table, qtbot):
    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    seven = ids(deal, "7C")[0]
    assert table.controller.drop([seven], gestures.DISCARD)  # West's turn now
    assert not table.menus.hint_action.isEnabled()
    assert table.hinter.request() is False
    qtbot.waitUntil(lambda: table.controller.is_human_turn() or deal.is_over, timeout=20_000)
    assert table.menus.hint_action.isEnabled() or deal.is_over


def test_a_hint_answers_the_partners_question(window, qtbot):
    controller = window.controller
    controller.load_deal(partner_about_to_ask())
    qtbot.waitUntil(lambda: window.go_out.box is not None, timeout=10_000)
    assert controller.deal.phase == ANSWER and window.menus.hint_action.isEnabled()

    hint = ask_hint(window, qtbot, where=window.go_out.box)

    assert isinstance(hint.action, AnswerGoOut)
    word = "yes" if hint.action.yes else "no"
    assert window.window.statusBar().currentMessage().startswith(f"Hint: answer {word}: North")
    button = QMessageBox.StandardButton.Yes if hint.action.yes else QMessageBox.StandardButton.No
    box = window.go_out.box
    assert box.defaultButton() is box.button(button), "Enter gives the suggested answer"


def test_the_hint_is_said_in_french(table, qtbot, qapp):
    i18n.set_language(qapp, "fr")
    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    seven = ids(deal, "7C")[0]
    table.hinter.suggest = lambda view, legal, budget: Discard(seven)
    table.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: table.hinter.current is not None, timeout=10_000)
    assert table.window.statusBar().currentMessage() == (
        "Conseil\u00a0: défaussez le 7\u2663 \u2014 le 7\u2663 est une carte isolée qui ne "
        "construit rien")
    assert table.scene.hints.hinted_cards() == {seven}
    assert table.scene.hints.hinted_places() == {gestures.PILE}
    assert table.menus.hint_action.text() == "&Conseil"


def test_what_each_kind_of_action_lights_up(table):
    deal = table.controller.deal
    names = table.controller.names
    view = deal.view_for(0)
    aces = tuple(ids(deal, "AS AH AD"))
    assert hint_for(Draw(), view, names).places == {gestures.DRAW}
    meld = hint_for(Meld((MeldPart(14, aces),)), view, names)
    assert meld.cards == set(aces) and meld.places == {gestures.NEW_MELD}
    assert meld.text == "meld aces: A\u2660 A\u2665 A\u2666"
    view = view._replace(melds=({14: ()},) + view.melds[1:])  # aces on the table now
    lay_off = hint_for(Meld((MeldPart(14, aces[:1]),)), view, names)
    assert lay_off.places == {gestures.meld_target(14)}
    assert lay_off.text == "add the A\u2660 to your aces"
    two = hint_for(Meld((MeldPart(14, aces[1:]),)), view, names)
    assert two.text == "add A\u2665 A\u2666 to your aces"
    take = hint_for(TakePile(aces[:2]), view, names)
    assert take.cards == set(aces[:2]) and take.places == {gestures.PILE}


def test_a_lone_card_to_add_is_named_with_its_article_in_french(table, qapp):
    """Play-test: "ajoutez Fou à vos 7" lacked its article; so did English."""
    deal = table.controller.deal
    view = deal.view_for(0)
    view = view._replace(melds=({14: (), 7: ()},) + view.melds[1:])
    ace = tuple(ids(deal, "AS"))
    joker = (deal.tables.code.index("JK"),)
    names = table.controller.names
    assert hint_for(Meld((MeldPart(7, joker),)), view, names).text == "add the joker to your sevens"
    i18n.set_language(qapp, "fr")
    assert hint_for(Meld((MeldPart(7, joker),)), view, names).text == "ajoutez le Fou à vos 7"
    assert hint_for(Meld((MeldPart(14, ace),)), view, names).text == "ajoutez l'A\u2660 à vos as"


@pytest.mark.parametrize("opponents", [1, 2])
def test_every_reason_is_said_in_english_and_in_french(table, qapp, opponents):
    view = table.controller.deal.view_for(0)
    king = ids(table.controller.deal, "KS")[0]
    queen = ids(table.controller.deal, "QH")[0]
    figures = (("bonus", 100), ("card", king), ("cards", 11), ("count", 3), ("draws", 1), ("fit", 4),
               ("minimum", 90), ("missing", 2), ("opponents", opponents), ("other", queen),
               ("ours", 80), ("penalty", 20), ("percent", 5), ("points", 120), ("rank", 13),
               ("wilds", 1))
    codes = words.catalogue("en")["reason"]
    because = IllegalAction("one_card_pile", "1")  # a refusal, for the reasons that quote one

    def said(code):
        return reason_text(Reason(code, figures, because=because), view)

    english = {code: said(code) for code in codes}
    assert all(english.values()) and not any("{" in text for text in english.values())
    i18n.set_language(qapp, "fr")
    french = {code: said(code) for code in codes}
    same = sorted(code for code in codes if french[code] == english[code])
    assert not same, f"reasons without a French sentence: {same}"
    assert not any("{" in text for text in french.values())
    assert french["meld_canasta"] == "cela complète une canasta de rois"
    assert english["meld_canasta"] == "it completes a canasta of kings"
    assert reason_text(Reason("a_code_from_a_newer_bot"), view) == "", "never a raw code"


def test_a_hint_with_its_reason_in_both_languages(table, qtbot, qapp):
    """A lay-off hint after opening: the reason counts what the meld still lacks."""
    deal = table.controller.deal
    aces = tuple(ids(deal, "AS AH AD"))
    click(table.view, table.scene.stock_point())
    table.hinter.suggest = lambda view, legal, budget: Meld((MeldPart(14, aces),))
    hint = ask_hint(table, qtbot)
    assert hint.why == Reason("meld_open", (("minimum", 50), ("points", 60)))
    assert table.window.statusBar().currentMessage() == (
        "Hint: meld aces: A\u2660 A\u2665 A\u2666 \u2014 60 points open your team (minimum 50)")
    table.hinter.clear()
    i18n.set_language(qapp, "fr")
    ask_hint(table, qtbot)
    assert table.window.statusBar().currentMessage() == (
        "Conseil\u00a0: étalez des as\u00a0: A\u2660 A\u2665 A\u2666 \u2014 60 points ouvrent pour votre "
        "équipe (minimum 50)")


def test_reasons_count_one_card_as_one_and_elide_de_in_french(table, qapp):
    """"1 card", not "1 cards"; "d'as", not "de as"."""
    view = table.controller.deal.view_for(0)
    one = Reason("take_opens", (("cards", 1), ("fit", 1)))
    assert reason_text(one, view) == "1 card, which goes straight to a meld, and your team opens"
    wild = Reason("take_costs_wilds", (("cards", 2), ("wilds", 1)))
    assert reason_text(wild, view) == "the pile (2 cards) is not worth the wild card it takes"
    i18n.set_language(qapp, "fr")
    assert reason_text(one, view) == ("1 carte, qui va aussitôt dans une combinaison, et votre "
                                      "équipe ouvre")
    aces = Reason("meld_canasta", (("rank", 14),))
    assert reason_text(aces, view) == "cela complète une canasta d'as"
    assert reason_text(Reason("meld_new", (("rank", 13), ("cards", 3))), view) == (
        "une combinaison de rois marque tout de suite et commence une canasta")
    deal = table.controller.deal
    two_melds = Meld((MeldPart(14, tuple(ids(deal, "AS AH AD"))),
                      MeldPart(13, tuple(ids(deal, "KS KH")))))
    assert "\u00a0; " in hint_for(two_melds, view, table.controller.names).text


def test_reasons_count_one_opponent_as_one_and_name_a_lone_card(table, qapp):
    """Two players, or a pair against the isolated hand, face one opponent;
    a single ace to keep is that card, not "your aces"; English puts "the"
    before a card, so a joker reads as one."""
    view = table.controller.deal.view_for(0)
    deal = table.controller.deal
    ace = ids(deal, "AS")[0]
    joker, four = (deal.tables.code.index(code) for code in ("JK", "4D"))  # named, not held
    one = Reason("go_out_pays", (("bonus", 100), ("opponents", 1), ("points", 45)))
    two = Reason("go_out_pays", (("bonus", 100), ("opponents", 2), ("points", 45)))
    keep = Reason("discard_keep_one", (("card", four), ("other", ace), ("percent", 40),
                                       ("rank", 14)))
    least = Reason("discard_least_useful", (("card", joker),))
    packet = Reason("packet_worth_more", (("card", ace), ("other", four)))
    assert reason_text(one, view) == "going out earns 100 and your opponent holds about 45 points"
    assert reason_text(two, view) == "going out earns 100 and the opponents hold about 45 points"
    assert reason_text(keep, view) == ("the safer discard: the 4\u2666 gives the next player "
                                       "a 40% chance to take the pile, where discarding your "
                                       "A\u2660 would surely give it to that player, whose "
                                       "team has melded aces")
    assert reason_text(least, view) == "the joker is the card your hand needs least"
    assert reason_text(packet, view) == ("its bottom card, the A\u2660, is worth more than the "
                                         "other packet's 4\u2666")
    i18n.set_language(qapp, "fr")
    assert reason_text(one, view) == "sortir rapporte 100 et l'adversaire a environ 45 points en main"
    assert reason_text(two, view) == ("sortir rapporte 100 et les adversaires ont environ 45 "
                                      "points en main")
    assert reason_text(keep, view) == ("la défausse la plus sûre\u00a0: avec le 4\u2666, le "
                                       "joueur suivant a 40\u00a0% de chances de prendre la "
                                       "pile, alors qu'en défaussant votre A\u2660, vous la "
                                       "lui donneriez sûrement\u00a0: son équipe a posé des as")
    # French puts the article too: "le Fou", "l'A♠", "le 4♦", and before
    # Origen's named cards, "la Diva" (play-test s41: « défaussez Retener »).
    diva = words.template("reason", "discard_single", "fr", {"card": "Diva"})
    assert diva.format(card="Diva") == "la Diva est une carte isolée qui ne construit rien"
    assert reason_text(least, view) == "le Fou est la carte dont votre main a le moins besoin"
    assert reason_text(packet, view) == ("sa carte du dessous, l'A\u2660, vaut plus que celle "
                                         "de l'autre tas, le 4\u2666")


def test_a_long_hint_is_read_whole_the_turn_hint_makes_room(table, qtbot, qapp):
    """French, 1280 pixels wide: the turn hint at the status bar's right
    steps aside while the hint is shown, and comes back once it goes."""
    i18n.set_language(qapp, "fr")
    turn_hint = table.status.hint
    assert turn_hint.isVisible()
    click(table.view, table.scene.stock_point())
    seven = ids(table.controller.deal, "7C")[0]
    table.hinter.suggest = lambda view, legal, budget: Discard(seven)
    table.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: table.hinter.current is not None, timeout=10_000)
    said = table.window.statusBar().currentMessage()
    assert said.startswith("Conseil") and not turn_hint.isVisible()
    assert table.window.statusBar().toolTip() == said
    table.hinter.clear()
    assert turn_hint.isVisible() and table.window.statusBar().toolTip() == ""
    # A refusal that replaces the hint gives the turn hint back too.
    table.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: table.hinter.current is not None, timeout=10_000)
    assert not turn_hint.isVisible()
    table.status.say("Partie enregistrée")
    assert turn_hint.isVisible()


def test_a_hint_on_the_table_is_said_again_in_the_language_chosen(table, qtbot, qapp):
    """Play-test: after Game → Language → Français, "Hint: discard…" stayed
    English beside the French turn hint, until another message came."""
    click(table.view, table.scene.stock_point())
    seven = ids(table.controller.deal, "7C")[0]
    table.hinter.suggest = lambda view, legal, budget: Discard(seven)
    table.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: table.hinter.current is not None, timeout=10_000)
    bar = table.window.statusBar()
    assert bar.currentMessage().startswith("Hint: discard the 7\u2663")
    i18n.set_language(qapp, "fr")
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Conseil"), timeout=5_000)
    assert "7\u2663" in bar.currentMessage() and bar.toolTip() == bar.currentMessage()
    assert table.scene.hints.cards == {seven}, "the same card stays lit"
    assert not table.status.hint.isVisible(), "the long hint keeps its room"
    i18n.set_language(qapp, "en")
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Hint: discard"), timeout=5_000)


def test_a_refused_pile_is_explained_in_the_tables_words(table, qapp):
    """The reason quotes the engine's refusal, worded as the table words it."""
    view = table.controller.deal.view_for(0)
    refusal = IllegalAction("one_card_pile", "1")
    why = Reason("pile_refused", (("card", ids(table.controller.deal, "KS")[0]),),
                 because=refusal)
    assert reason_text(why, view) == ("taking the pile is not allowed now: with one card in "
                                      "hand you may not take a one-card pile")
    i18n.set_language(qapp, "fr")
    assert reason_text(why, view).startswith("prendre la pile n'est pas permis maintenant\u00a0: ")


def test_a_long_refusal_is_read_whole_and_a_hint_clears_the_old_banner(window, qtbot, qapp):
    """Fourth play-test, French at 1280 pixels: a refusal ran on into the
    turn hint ("…(elles en font Pour ouvrir, glissez…"), and after a
    refused Undo the old red banner stayed over the place a new hint lit."""
    i18n.set_language(qapp, "fr")
    window.controller.load_deal(stacked_deal({0: "KS KH KD 7C 8D 9S TD JC QH 4S 5H"}, "6C", "5S"))
    turn_hint = window.status.hint
    click(window.view, window.scene.stock_point())
    for king in ids(window.controller.deal, "KS KH KD"):  # 30 points, 50 to open
        click(window.view, window.scene.hand_point(king))
    click(window.view, window.scene.zone_point(gestures.NEW_MELD))
    said = window.window.statusBar().currentMessage()
    assert said.startswith("Interdit") and window.refusal_banner.isVisible()
    assert not turn_hint.isVisible(), "the refusal has the whole bar"
    seven = ids(window.controller.deal, "7C")[0]
    window.hinter.suggest = lambda view, legal, budget: Discard(seven)
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: window.hinter.current is not None, timeout=10_000)
    assert not window.refusal_banner.isVisible(), "the hint's places are in sight"
    window.status.say("Partie enregistrée")
    assert turn_hint.isVisible(), "a short message leaves the turn hint its place"


def test_a_hint_to_ask_the_partner_lights_the_ask_button(window, qtbot):
    """Fourth play-test: "ask your partner" lit nothing; the question has
    no place on the table, so its button in the side panel glows."""
    c = window.controller
    c.load_deal(stacked_deal({0: "AS AH AD AC AS AH AD KS KH KD KC"}, "6C", "5S"))
    assert c.try_action(Draw())
    window.hinter.suggest = lambda view, legal, budget: AskGoOut()
    button = window.side_panel.ask_button
    assert button.styleSheet() == ""
    hint = ask_hint(window, qtbot)
    assert isinstance(hint.action, AskGoOut)
    assert HINT_COLOR.name() in button.styleSheet()
    window.hinter.clear()
    assert button.styleSheet() == ""


def painted_card(window, **look):
    """A card of the table painted alone on the felt with `look` (hinted,
    fresh, selected, focused), its outlines' margin around it."""
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from canasta_desktop.model.cards import card_tables
    from canasta_desktop.model.rules import get_rules
    from canasta_desktop.ui.card_item import MARGIN, CardItem

    code = card_tables(get_rules("classic").deck).code[0]
    item = CardItem(window.scene.faces, 0, code, 120)
    item.set_look(code, 120, **look)
    image = QImage(int(item.width + 2 * MARGIN), 120 + int(2 * MARGIN),
                   QImage.Format.Format_ARGB32)
    image.fill(QColor("#1b6b3a"))  # the felt
    painter = QPainter(image)
    painter.translate(MARGIN, MARGIN)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def test_a_hinted_card_just_drawn_shows_the_hint_s_colour(window):
    """Play-test: "discard the 6♦", the card just drawn, showed only the
    orange outline of a card just drawn: the hint's was painted under it."""
    from PySide6.QtGui import QColor

    from canasta_desktop.ui.card_item import FRESH_COLOR, MARGIN
    from canasta_desktop.ui.table_items import HINT_COLOR

    def left_edge(hinted: bool, fresh: bool) -> QColor:
        image = painted_card(window, hinted=hinted, fresh=fresh)
        return image.pixelColor(int(MARGIN) - 2, int(MARGIN) + 60)

    def near(a: QColor, b: QColor) -> bool:
        return max(abs(a.red() - b.red()), abs(a.green() - b.green()),
                   abs(a.blue() - b.blue())) < 60

    assert near(left_edge(hinted=False, fresh=True), FRESH_COLOR)
    assert near(left_edge(hinted=True, fresh=False), HINT_COLOR)
    assert near(left_edge(hinted=True, fresh=True), HINT_COLOR)


def test_a_selected_card_under_the_keyboard_frame_still_shows_it_is_selected(window):
    """Play-test: the keyboard's frame was drawn over the yellow selection
    ring, so a focused card looked the same selected or not."""
    from canasta_desktop.ui.card_item import SELECTED_COLOR

    def yellow_pixels(selected: bool, focused: bool) -> int:
        image = painted_card(window, selected=selected, focused=focused)
        return sum(1 for x in range(image.width()) for y in range(image.height())
                   if max(abs(image.pixelColor(x, y).red() - SELECTED_COLOR.red()),
                          abs(image.pixelColor(x, y).green() - SELECTED_COLOR.green()),
                          abs(image.pixelColor(x, y).blue() - SELECTED_COLOR.blue())) < 40)

    alone = yellow_pixels(selected=True, focused=False)
    assert alone > 300, "a selected card is ringed in yellow"
    assert yellow_pixels(selected=True, focused=True) > alone // 2
    assert yellow_pixels(selected=False, focused=True) < 30


def test_a_hinted_card_in_the_fan_is_outlined_round_its_part_in_sight(table, qtbot):
    """Play-test: "meld 4♥ 4♣ joker" outlined the 4♣ round its whole width,
    so the frame ran on above and below the 3♠ lying over it, which looked
    lit too.  The frame closes where the next card begins."""
    from PySide6.QtGui import QColor

    click(table.view, table.scene.stock_point())
    scene, deal = table.scene, table.controller.deal
    eight = ids(deal, "8D")[0]
    table.hinter.suggest = lambda view, legal, budget: Discard(eight)
    table.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: table.hinter.current is not None, timeout=10_000)
    order = scene.hand_cards
    hinted = scene.card_item(eight)
    after = scene.card_item(order[order.index(eight) + 1])
    assert hinted.hinted and not after.hinted
    mine, next_one = hinted.card_rect(), after.card_rect()
    assert next_one.left() < mine.right(), "the next card lies over part of it"
    image = table.view.grab().toImage()

    def colour_at(x: float, y: float) -> QColor:
        point = table.view.mapFromScene(x, y)
        return image.pixelColor(point.x(), point.y())

    def lit(colour: QColor) -> bool:
        return max(abs(colour.red() - HINT_COLOR.red()), abs(colour.green() - HINT_COLOR.green()),
                   abs(colour.blue() - HINT_COLOR.blue())) < 60

    assert lit(colour_at(mine.left() + 6, mine.top() - 2)), "its own part is outlined"
    over_the_next = [colour_at(x, y) for x in (next_one.left() + 4, mine.right() - 4)
                     for y in (mine.top() - 2, mine.bottom() + 2)]
    assert not any(lit(c) for c in over_the_next), [c.name() for c in over_the_next]


def shown_whole(bar, said):
    """Whether the player reads `said` whole in the status bar, no hovering:
    painted on its one line with room for it, or in a wrapped label over it
    whose lines all fit."""
    covers = [label for label in bar.findChildren(QLabel)
              if label.isVisible() and label.text() == said and label.wordWrap()]
    if covers:
        label = covers[0]
        return (label.heightForWidth(label.width()) <= label.height()
                and bar.rect().contains(label.geometry()))
    room = bar.width() - sum(w.width() for w in bar.findChildren(QLabel) if w.isVisible())
    return bar.currentMessage() == said and bar.fontMetrics().horizontalAdvance(said) + 18 <= room


def test_a_hint_longer_than_the_status_bar_is_read_whole(table, qtbot, qapp, monkeypatch):
    """Play-test: rami for six in French at 1280×720, the hint's sentence ran
    past the status bar's right end, its end only in the tooltip.  It wraps
    over the bar, which grows by a line; the table keeps its width and comes
    back to its height once the hint goes."""
    from canasta_desktop.session import hints

    i18n.set_language(qapp, "fr")
    table.controller.load_deal(stacked_deal({0: "AS AH AD KS KH KD QS QH QD 7C 8D"}, "6C", "5S"))
    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    melds = Meld(tuple(MeldPart(rank, tuple(ids(deal, cards)))
                       for rank, cards in ((14, "AS AH AD"), (13, "KS KH KD"), (12, "QS QH QD"))))
    table.hinter.suggest = lambda view, legal, budget: melds
    monkeypatch.setattr(hints, "_explain", lambda view, action, legal: Reason(
        "rami_meld_toward_canasta", (("rank", 14),)))
    bar = table.window.statusBar()
    view_size = table.view.size()
    ask_hint(table, qtbot)
    said = bar.currentMessage()
    assert said.startswith("Conseil") and said.endswith("comme les cartes en main"), said
    assert bar.fontMetrics().horizontalAdvance(said) > bar.width(), "longer than one line"
    qtbot.waitUntil(lambda: shown_whole(bar, said), timeout=5_000)
    assert table.view.width() == view_size.width()
    table.hinter.clear()
    qtbot.waitUntil(lambda: table.view.size() == view_size, timeout=5_000)


@pytest.mark.parametrize("lang, said", [
    ("en", "A hint is for your own turn. West is playing…"),
    ("fr", "Un conseil ne se demande qu'à votre tour. Ouest joue…")])
def test_h_while_a_bot_plays_says_a_hint_is_for_your_turn(table, qtbot, qapp, lang, said):
    """Play-test s32 F11: after his discard, while West played, H did
    nothing and said nothing, and Edit → Hint, greyed out, said only "Hint".
    It says why, as Undo's keys do when Undo is greyed out."""
    from canasta_desktop.model.actions import Discard as DiscardAction

    from .held_bot import west_held

    i18n.set_language(qapp, lang)
    c = table.controller
    with west_held(c) as west:
        assert c.try_action(Draw())
        assert c.try_action(DiscardAction(ids(c.deal, "7C")[0]))
        assert west.asked.wait(10)
        assert not table.menus.hint_action.isEnabled()
        assert table.menus.hint_action.toolTip() == said
        table.window.activateWindow()
        qtbot.waitUntil(table.window.isActiveWindow)
        key(table.view, Qt.Key.Key_H)
        assert table.refusal_banner.isVisible() and table.refusal_banner.text() == said
        assert table.window.statusBar().currentMessage() == said
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20_000)
    assert table.menus.hint_action.isEnabled() and table.menus.hint_action.toolTip() != said

"""The stock or the pile dragged where it goes nowhere (the opponents'
melds, the other of the two, the bare table) goes back with a reason, as
a hand card let go on the stock does: where it goes, before drawing
(RULES.md §1 Turn); the engine's reason in another phase or another
player's turn.  Play-test: it went back without a word."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from canasta_desktop import i18n
from canasta_desktop.model.phases import DRAW, PLAY
from canasta_desktop.session import gestures

from .mouse import click, drag
from .test_drop_on_opponents_melds import opponents_melded_aces
from .test_refusal_banner import shown_whole

STOCK_TO_HAND = {
    "en": "Not allowed: the stock goes to your hand: drag it onto your hand (or click it) to "
          "draw (§1 Turn)",
    "fr": "Interdit\u00a0: le talon va dans votre main\u00a0: glissez-le sur votre main (ou "
          "cliquez dessus) pour piocher (§1 Tour de jeu)",
}
PILE_TO_HAND = {
    "en": "Not allowed: the discard pile goes to your hand: drag it onto your hand or your "
          "melds to take it (§1 Turn)",
    "fr": "Interdit\u00a0: la pile de défausse va dans votre main\u00a0: glissez-la sur votre "
          "main ou sur vos combinaisons pour la prendre (§1 Tour de jeu)",
}


def bare_table_point(window) -> QPointF:
    """A point of the table under no zone and no card."""
    scene = window.scene
    rect = scene.sceneRect()
    for i in range(1, 20):
        for j in range(1, 20):
            point = QPointF(rect.left() + rect.width() * i / 20,
                            rect.top() + rect.height() * j / 20)
            if not scene.items(point) and not any(
                    zone.rect().contains(point) for zone in scene.zones.values()):
                return point
    raise AssertionError("no bare spot on the table")


def said(window) -> str:
    return window.window.statusBar().currentMessage()


def pile_to_take(table):
    """The player's turn to draw, with a pile his pair of kings takes."""
    from tests.model.builders import position

    table.controller.load_deal(position(hands={0: "KS KH 7C 8D 9S"}, pile="6C 4D KD", turn=0,
                                        phase="draw", melds={0: {"A": "AS AH AD"}}))
    return table.controller.deal


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_stock_let_go_on_the_bare_table_says_to_drag_it_onto_the_hand(table, qapp,
                                                                            language):
    deal = table.controller.deal
    i18n.set_language(qapp, language)
    hand, stock = list(deal.hands[0]), len(deal.stock)

    drag(table.view, table.scene.stock_point(), bare_table_point(table))

    assert said(table) == STOCK_TO_HAND[language]
    assert shown_whole(table) == STOCK_TO_HAND[language]
    assert deal.hands[0] == hand and len(deal.stock) == stock and deal.phase == DRAW


def test_the_stock_let_go_on_the_pile_says_so_too_and_a_click_still_draws(table):
    deal = table.controller.deal
    pile = list(deal.pile)

    drag(table.view, table.scene.stock_point(), table.scene.pile_point())

    assert said(table) == STOCK_TO_HAND["en"]
    assert deal.pile == pile and deal.phase == DRAW
    click(table.view, table.scene.stock_point())
    assert deal.phase == PLAY and len(deal.hands[0]) == 12


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_pile_let_go_on_the_bare_table_says_where_it_goes(table, qapp, language):
    deal = pile_to_take(table)
    i18n.set_language(qapp, language)
    pile = list(deal.pile)

    drag(table.view, table.scene.pile_point(), bare_table_point(table))

    assert said(table) == PILE_TO_HAND[language]
    assert shown_whole(table) == PILE_TO_HAND[language]
    assert deal.pile == pile and deal.phase == DRAW


def test_the_pile_let_go_on_the_stock_says_where_it_goes_but_not_back_home(table):
    """A drag that changed its mind, back on its own place, says nothing."""
    deal = pile_to_take(table)
    table.window.statusBar().clearMessage()
    for start in (table.scene.stock_point(), table.scene.pile_point()):
        drag(table.view, start, start + QPointF(12, 8))
    assert said(table) == "" and not table.refusal_banner.isVisible()

    drag(table.view, table.scene.pile_point(), table.scene.stock_point())

    assert said(table) == PILE_TO_HAND["en"]
    assert deal.phase == DRAW and len(deal.pile) == 3


def test_the_stock_and_the_pile_on_the_opponents_melds_after_drawing_say_he_drew(window):
    """After drawing, neither goes anywhere: the engine says why."""
    deal = opponents_melded_aces()
    window.controller.load_deal(deal)
    assert deal.phase == PLAY
    their_melds = window.scene.zone_point(gestures.side_target(1))
    hand, stock = list(deal.hands[0]), len(deal.stock)

    for start in (window.scene.stock_point(), window.scene.pile_point()):
        window.window.statusBar().clearMessage()
        drag(window.view, start, their_melds)
        assert said(window) == "Not allowed: you have already drawn this turn (§1 Turn)"

    assert deal.hands[0] == hand and len(deal.stock) == stock and deal.phase == PLAY


def test_in_another_players_turn_the_stock_and_the_pile_say_it_is_not_his_turn(window):
    """West to play (his bot held back): the reason is whose turn it is."""
    from tests.model.builders import position

    controller = window.controller
    controller.pause()
    controller.load_deal(position(hands={0: "KS KH 7C 8D 9S"}, pile="6C 4D", turn=1,
                                  phase="draw"))
    deal = controller.deal
    assert deal.current_seat == 1
    for start in (window.scene.stock_point(), window.scene.pile_point()):
        window.window.statusBar().clearMessage()
        drag(window.view, start, bare_table_point(window))
        assert said(window) == (
            f"Not allowed: it is not your turn: {controller.names[1]} is playing (§1 Turn)")
    assert deal.current_seat == 1 and deal.phase == DRAW and len(deal.hands[0]) == 5


def test_the_pile_let_go_on_another_players_hand_says_where_it_goes(table):
    deal = pile_to_take(table)
    north = next(item for item in table.scene.items_in_role("back")
                 if isinstance(item.key, tuple) and item.key[:2] == ("hand", 2))

    drag(table.view, table.scene.pile_point(), north.sceneBoundingRect().center())

    assert said(table) == PILE_TO_HAND["en"]
    assert deal.phase == DRAW and len(deal.pile) == 3


def test_a_pile_that_cannot_be_taken_let_go_astray_says_why_not_where_it_goes(window):
    """§1 Frozen pile: with no natural pair of its top card the pile goes
    nowhere; "drag it onto your hand to take it" would then be refused
    there too (review): the astray drop gives the hand's own reason."""
    from tests.model.builders import position

    window.controller.load_deal(position(hands={0: "KS QH 7C 8D 9S"}, pile="6C 2D 4D", turn=0,
                                         phase="draw", melds={0: {"A": "AS AH AD"}}))
    assert window.controller.deal.pile_frozen
    drag(window.view, window.scene.pile_point(), bare_table_point(window))
    astray = said(window)
    window.window.statusBar().clearMessage()
    drag(window.view, window.scene.pile_point(),
         window.scene.hand_point(window.scene.hand_cards[1]))
    assert astray == said(window)
    assert "natural pair" in astray and "onto your hand" not in astray, astray

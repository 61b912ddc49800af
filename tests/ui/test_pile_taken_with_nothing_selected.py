"""The pile taken with nothing selected (the key T, a click on the pile, the
pile dragged onto the hand) never spends a wild card when a take without
one is legal; when every way spends one, or several ways are as good, a
menu of the engine's legal ways lets the player pick (RULES.md §1 Taking
the discard pile, §1 Opening).  Play-test: T spent the joker to open where
the pair and a meld of aces, the hint's way, kept it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from canasta_desktop import i18n
from canasta_desktop.model.cards import ACE
from canasta_desktop.model.phases import DRAW, PLAY
from canasta_desktop.ui.table_input import take_key

from .deals import ids, stacked_deal
from .mouse import click, drag, key

KING, QUEEN = 13, 12

# The pair of kings and the top king make 30 of the 50 needed to open: the
# joker would bring them to 80 alone, the aces (60) without it.
JOKER_OR_ACES = "KS KH JK AS AH AD 7C 8D 9S TD 4C"


def take_by(window, gesture: str) -> None:
    scene = window.scene
    if gesture == "key":
        key(window.view, take_key())
    elif gesture == "click":
        click(window.view, scene.pile_point())
    else:
        drag(window.view, scene.pile_point(), scene.hand_point(scene.hand_cards[3]))


@pytest.mark.parametrize("gesture", ["key", "click", "drag"])
def test_nothing_selected_the_pile_is_taken_with_the_aces_and_the_joker_kept(window,
                                                                               gesture):
    deal = stacked_deal({0: JOKER_OR_ACES}, "KD", "5S")
    window.controller.load_deal(deal)
    joker = ids(deal, "JK")[0]

    take_by(window, gesture)

    assert deal.phase == PLAY and not deal.pile, "the pile is in the hand"
    assert sorted(deal.melds[0]) == [KING, ACE]
    assert joker in deal.hands[0], "the joker is kept"
    assert window.scene.take_menu is None, "one way plainly best: no question"


def test_when_every_way_spends_a_wild_t_asks_which_and_takes_the_one_picked(window, qtbot):
    deal = stacked_deal({0: "KS KH JK 2C 7C 8D 9S TD 4C 5H 6D"}, "KD", "5S")
    window.controller.load_deal(deal)
    joker, two = ids(deal, "JK 2C")

    key(window.view, take_key())

    menu = window.scene.take_menu
    assert menu is not None and menu.isVisible()
    assert deal.phase == DRAW and deal.pile, "nothing taken before he picks"
    assert not window.refusal_banner.isVisible(), "a choice to make, nothing refused"
    assert [a.text() for a in menu.actions()] == [
        "Take the pile with K♠ K♥ joker", "Take the pile with K♠ K♥ 2♣",
        "Take the pile with K♠ K♥ 2♣ joker"]
    qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: deal.phase == PLAY)
    assert two in deal.melds[0][KING] and joker in deal.hands[0], "the two went, as picked"


def test_ways_as_good_are_offered_in_french_and_a_click_opens_the_menu_too(window, qapp,
                                                                           qtbot):
    deal = stacked_deal({0: "KS KH AS AH AD QS QH QD 9S TD 4C"}, "KD", "5S")
    window.controller.load_deal(deal)
    i18n.set_language(qapp, "fr")

    click(window.view, window.scene.pile_point())

    menu = window.scene.take_menu
    assert menu is not None and menu.isVisible() and deal.phase == DRAW
    texts = [a.text() for a in menu.actions()]
    assert sorted(texts) == [
        "Prendre la pile avec R♠ R♥\u00a0; étaler des as\u00a0: A♠ A♥ A♦",
        "Prendre la pile avec R♠ R♥\u00a0; étaler des dames\u00a0: D♠ D♥ D♦"]
    menu.actions()[[i for i, t in enumerate(texts) if "dames" in t][0]].trigger()
    assert sorted(deal.melds[0]) == [QUEEN, KING] and deal.phase == PLAY


def test_a_refusal_does_not_stay_under_the_menu_of_ways_to_take_the_pile(window):
    """The menu of ways is a new question: the status bar no longer says the
    refusal of the gesture before it (play-test: read as the menu's reason)."""
    deal = stacked_deal({0: "KS KH JK 2C 7C 8D 9S TD 4C 5H 6D"}, "KD", "5S")
    window.controller.load_deal(deal)
    seven = ids(deal, "7C")[0]
    click(window.view, window.scene.hand_point(seven))
    click(window.view, window.scene.pile_point())  # the pile with a seven: refused
    bar = window.window.statusBar()
    refusal = bar.currentMessage()
    assert refusal.startswith("Not allowed") and deal.phase == DRAW
    click(window.view, window.scene.hand_point(seven))  # nothing selected again
    assert bar.currentMessage() == refusal, "picking cards is no move"

    key(window.view, take_key())

    assert window.scene.take_menu is not None and window.scene.take_menu.isVisible()
    assert bar.currentMessage() != refusal
    window.scene.take_menu.close()

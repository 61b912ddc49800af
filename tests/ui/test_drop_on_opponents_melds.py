"""A card dropped on the opponents' melds is refused with the engine's
reason and rule, in English and in French, and goes back to the hand
(RULES.md §1 Melds: "cards go only to one's own team's melds")."""

from __future__ import annotations

import pytest

from canasta_desktop import i18n
from canasta_desktop.model.actions import Discard, Draw, Meld, MeldPart
from canasta_desktop.model.cards import ACE
from canasta_desktop.model.phases import PLAY
from canasta_desktop.session import gestures

from .deals import ids, stacked_deal
from .mouse import click, double_click, drag
from .test_refusal_banner import shown_whole

NOT_OWN_MELDS = {
    "en": "Not allowed: cards go only to your team's melds, never to the opponents' (§1 Melds)",
    "fr": ("Interdit\u00a0: les cartes ne vont que sur les combinaisons de votre équipe, jamais sur "
           "celles des adversaires (§1 Combinaisons)"),
}


def opponents_melded_aces():
    """Seat 0 to play (drawn already): West (seat 1, the other team) has
    opened with aces; seat 0 holds an ace it cannot put there."""
    deal = stacked_deal({0: "AS KS KH 7C 8D 9S TD JC QH 5C 6D", 1: "AH AD AC 4C",
                         2: "4D", 3: "4H"}, "6C", "5S 9H 9D 9C 8S")
    deal.apply(Draw())
    deal.apply(Discard(ids(deal, "5C")[0]))
    deal.apply(Draw())
    deal.apply(Meld((MeldPart(ACE, tuple(ids(deal, "AH AD AC", 1))),)))
    deal.apply(Discard(ids(deal, "4C", 1)[0]))
    for seat, card in ((2, "4D"), (3, "4H")):
        deal.apply(Draw())
        deal.apply(Discard(ids(deal, card, seat)[0]))
    deal.apply(Draw())
    assert deal.current_seat == 0 and deal.phase == PLAY and ACE in deal.melds[1]
    return deal


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_card_dropped_on_the_opponents_meld_is_refused_with_the_rule(window, qapp, language):
    deal = opponents_melded_aces()
    window.controller.load_deal(deal)
    i18n.set_language(qapp, language)
    ace = ids(deal, "AS")[0]
    hand = list(deal.hands[0])
    their_aces = window.scene.card_item(deal.melds[1][ACE][0])
    assert their_aces is not None

    in_hand = window.scene.hand_point(ace)

    drag(window.view, in_hand, their_aces.sceneBoundingRect().center())

    assert window.window.statusBar().currentMessage() == NOT_OWN_MELDS[language]
    assert shown_whole(window) == NOT_OWN_MELDS[language]
    assert deal.hands[0] == hand and len(deal.melds[1][ACE]) == 3 and deal.phase == PLAY
    assert window.scene.hand_point(ace) == in_hand, "the card is back in its place"


def test_selected_cards_clicked_onto_the_opponents_melds_are_refused_too(window):
    deal = opponents_melded_aces()
    window.controller.load_deal(deal)
    ace = ids(deal, "AS")[0]
    click(window.view, window.scene.hand_point(ace))

    click(window.view, window.scene.zone_point(gestures.side_target(1)))

    assert window.window.statusBar().currentMessage() == NOT_OWN_MELDS["en"]
    assert ace in deal.hands[0] and len(deal.melds[1][ACE]) == 3



def test_a_refusal_stays_while_cards_are_picked_and_goes_under_a_new_question(window):
    """The refusal stays in the status bar while the player picks cards (he
    may read it again), but not under the "Discard?" question a double-click
    asks next (play-test: it was read as that question's reason)."""
    deal = opponents_melded_aces()
    window.controller.load_deal(deal)
    ace = ids(deal, "AS")[0]
    drag(window.view, window.scene.hand_point(ace),
         window.scene.card_item(deal.melds[1][ACE][0]).sceneBoundingRect().center())
    bar = window.window.statusBar()
    assert bar.currentMessage() == NOT_OWN_MELDS["en"]

    click(window.view, window.scene.hand_point(ids(deal, "KS")[0]))  # he picks a king
    assert bar.currentMessage() == NOT_OWN_MELDS["en"], "picking a card is no move"
    assert not window.refusal_banner.isVisible()

    double_click(window.view, window.scene.hand_point(ids(deal, "6D")[0]))
    asked = window.discard_guard.shown
    assert asked is not None and asked.box.isVisible()
    assert bar.currentMessage() != NOT_OWN_MELDS["en"]
    asked.stay_button.click()
    assert deal.phase == PLAY

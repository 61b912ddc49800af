"""The table explains a refused move with the engine's own reason, in French
and in English (RULES.md §1 Turn, §1 Frozen pile, §1 Opening), with the house option
"a discarded wild freezes the pile until taken" turned off (§6): real mouse
drags on the table, the reason read in the status bar and the side panel."""

from __future__ import annotations

import pytest

from canasta_desktop import i18n
from canasta_desktop.model.actions import Discard, Draw, Meld, MeldPart
from canasta_desktop.model.cards import ACE
from canasta_desktop.model.phases import DRAW
from canasta_desktop.model.rules import CLASSIC

from .conftest import GREEDY_TABLE
from .deals import ids, stacked_deal
from .mouse import click, drag
from .test_refusal_banner import shown_whole

NO_WILD_FREEZE = CLASSIC.with_options(wild_freezes_until_taken=False)

DRAW_FIRST = {
    "en": "Not allowed: first draw from the stock or take the discard pile (§1 Turn)",
    "fr": "Interdit\u00a0: piochez d'abord au talon ou prenez la pile de défausse (§1 Tour de jeu)",
}


@pytest.fixture
def house_table(window):
    window.controller.new_game(rules=NO_WILD_FREEZE, seed=5, bot_names=GREEDY_TABLE)
    return window


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_card_dropped_on_the_pile_before_drawing_is_told_to_draw_first(
        house_table, qapp, language):
    deal = stacked_deal({0: "AS AH AD KS KH 7C 8D 9S TD JC QH"}, "6C", "5S",
                        rules=NO_WILD_FREEZE)
    house_table.controller.load_deal(deal)
    i18n.set_language(qapp, language)
    seven = ids(deal, "7C")[0]

    drag(house_table.view, house_table.scene.hand_point(seven), house_table.scene.pile_point())

    assert house_table.window.statusBar().currentMessage() == DRAW_FIRST[language]
    assert deal.phase == DRAW and seven in deal.hands[0]


def red_three_then_a_wild_discarded():
    """Seat 0 to play, opened: a red three turned up froze the pile for
    everybody; seat 0 then discarded a two, which (option off) adds no freeze."""
    deal = stacked_deal({0: "AS AH AD 9S JK 2C 7C 8D TD JC QH", 1: "4C", 2: "4D", 3: "9D"},
                        "3H 6C", "5S", rules=NO_WILD_FREEZE)
    deal.apply(Draw())
    deal.apply(Meld((MeldPart(ACE, tuple(ids(deal, "AS AH AD"))),)))
    deal.apply(Discard(ids(deal, "2C")[0]))
    for seat, card in ((1, "4C"), (2, "4D"), (3, "9D")):
        deal.apply(Draw())
        deal.apply(Discard(ids(deal, card, seat)[0]))
    assert deal.current_seat == 0 and deal.phase == DRAW and deal.pile_frozen
    return deal


FROZEN_BY_RED_THREE = {
    "en": ("Not allowed: a red three turned up froze the pile, so take it only with a natural "
           "pair of the top card's rank from your hand (§1 Frozen pile)",
           "a red three was turned up: frozen for everybody"),
    "fr": ("Interdit\u00a0: un 3 rouge retourné a gelé la pile\u00a0; prenez la pile seulement avec une paire "
           "naturelle de la hauteur de la carte du dessus (§1 Pile gelée)",
           "un 3 rouge a été retourné\u00a0: gelée pour tous"),
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_refused_take_of_a_frozen_pile_names_what_froze_it(house_table, qapp, language):
    deal = red_three_then_a_wild_discarded()
    house_table.controller.load_deal(deal)
    i18n.set_language(qapp, language)
    nine, joker = ids(deal, "9S JK")
    for card in (nine, joker):
        click(house_table.view, house_table.scene.hand_point(card))

    drag(house_table.view, house_table.scene.hand_point(nine), house_table.scene.pile_point())

    refusal, reason = FROZEN_BY_RED_THREE[language]
    assert house_table.window.statusBar().currentMessage() == refusal
    talk = house_table.side_panel.text()
    assert reason in talk.replace("&#x27;", "'")
    assert talk.count("\u2022") == 1, "one reason only: the discarded two froze nothing"
    assert nine in deal.hands[0] and deal.phase == DRAW


# Seat 0 holds the kings' pair, not the 50 to open with it alone (§1 Opening).
PAIR_SHORT_HAND = "KS KH 5C 5D 6S 7H 8C 9D TS JH QC"

PAIR_SHORT = {
    "en": ("Not allowed: your pair and the top card make only 30 of the 50 points needed to "
           "open: select more cards to meld along with them (§1 Opening)"),
    "fr": ("Interdit\u00a0: votre paire et la carte du dessus ne font que 30 des 50 points qu'il "
           "faut pour ouvrir\u00a0: choisissez d'autres cartes à étaler avec elles (§1 Ouverture)"),
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_click_on_the_pile_with_the_pair_short_of_the_minimum_says_more_cards_are_needed(
        window, qapp, language):
    """RULES.md §1 Opening: the player holds the natural pair (so the frozen
    pile's reason would be wrong); what is missing is the minimum, and the
    table says what the pair makes and that more cards must go with it."""
    deal = stacked_deal({0: PAIR_SHORT_HAND}, "KD", "4C", opening_minimums=(50, 50))
    window.controller.load_deal(deal)
    i18n.set_language(qapp, language)
    hand = list(deal.hands[0])

    click(window.view, window.scene.pile_point())

    assert window.window.statusBar().currentMessage() == PAIR_SHORT[language]
    assert shown_whole(window) == PAIR_SHORT[language]
    assert deal.hands[0] == hand and deal.phase == DRAW and len(deal.pile) == 1


def test_a_click_on_the_pile_without_the_pair_still_names_the_frozen_pile(window):
    """RULES.md §1 Frozen pile: no pair of kings, so that is the reason."""
    deal = stacked_deal({0: "KS QH 5C 5D 6S 7H 8C 9D TS JH QC"}, "KD", "4C")
    window.controller.load_deal(deal)

    click(window.view, window.scene.pile_point())

    assert window.window.statusBar().currentMessage() == (
        "Not allowed: your team has not opened yet, so take it only with a natural pair of the "
        "top card's rank from your hand (§1 Frozen pile)")


def test_the_pair_with_more_cards_selected_opens_by_taking_the_pile(window):
    """RULES.md §1 Opening: what the refusal asks for works: the pair and a
    meld of eights (30 + 30 = 60) take the pile and open."""
    deal = stacked_deal({0: "KS KH 8C 8D 8S 7H 5C 9D TS JH QC"}, "KD", "4C")
    window.controller.load_deal(deal)
    for card in ids(deal, "KS KH 8C 8D 8S"):
        click(window.view, window.scene.hand_point(card))

    click(window.view, window.scene.pile_point())

    assert deal.opened[0] and sorted(deal.melds[0]) == [8, 13]


def test_the_pile_dragged_onto_new_meld_with_a_pair_selected_is_taken(window):
    """Fourth play-test: dragging the pile onto "+ new meld" (or the meld
    of its rank) did nothing and said nothing; only the hand took it."""
    deal = stacked_deal({0: "AS AH KS KH 7C 8D 9S TD JC QH 4D"}, "AC", "5S")
    window.controller.load_deal(deal)
    for ace in ids(deal, "AS AH"):
        click(window.view, window.scene.hand_point(ace))
    drag(window.view, window.scene.pile_point(), window.scene.zone_point("new_meld"))
    assert sorted(deal.melds[0]) == [ACE], "the aces opened, the pile in hand"
    assert not deal.pile


def test_the_pile_dragged_where_it_cannot_be_taken_says_why(window):
    deal = stacked_deal({0: "AS AH KS KH 7C 8D 9S TD JC QH 4D"}, "AC", "5S")
    window.controller.load_deal(deal)
    for king in ids(deal, "KS KH"):
        click(window.view, window.scene.hand_point(king))
    drag(window.view, window.scene.pile_point(), window.scene.zone_point("new_meld"))
    said = window.window.statusBar().currentMessage()
    assert said.startswith("Not allowed: your team has not opened yet") and len(deal.pile) == 1


CLICK_ONE_CARD = {
    "en": "Not allowed: first draw from the stock or take the discard pile; taking it with the "
          "card you chose fails: your team has not opened yet, so take it only with a natural "
          "pair of the top card's rank from your hand (§1 Frozen pile)",
    "fr": "Interdit\u00a0: piochez d'abord au talon ou prenez la pile de défausse\u00a0; la "
          "prendre avec la carte choisie ne va pas\u00a0: votre équipe n'a pas encore ouvert\u00a0; "
          "prenez la pile seulement avec une paire naturelle de la hauteur de la carte du dessus "
          "(§1 Pile gelée)",
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_one_card_selected_and_the_pile_clicked_before_drawing_says_both_reasons(
        house_table, qapp, language):
    """Play-test (Origen): the status bar says "select cards and click the
    pile" to take it; one card selected and the pile clicked was told only
    "first draw...", the reading of a discard.  A click says why neither the
    discard nor the take may be made; a drag onto the pile is a discard and
    keeps its one reason (above)."""
    deal = stacked_deal({0: "AS AH AD KS KH 7C 8D 9S TD JC QH"}, "6C", "5S",
                        rules=NO_WILD_FREEZE)
    house_table.controller.load_deal(deal)
    i18n.set_language(qapp, language)
    seven = ids(deal, "7C")[0]

    click(house_table.view, house_table.scene.hand_point(seven))
    click(house_table.view, house_table.scene.pile_point())

    message = house_table.window.statusBar().currentMessage()
    assert message == CLICK_ONE_CARD[language]
    assert shown_whole(house_table) == message, "the banner on the table says it whole"
    assert deal.phase == DRAW and seven in deal.hands[0]

"""Playing with the mouse: real press/move/release events on the view's
viewport, at the scene positions of the cards, checked against the engine."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from canasta_desktop.model.phases import DRAW, PLAY
from canasta_desktop.session import gestures

from .deals import codes, ids, stacked_deal
from .mouse import click, drag, press_and_move, release


def draw_by_click(window):
    click(window.view, window.scene.stock_point())
    assert window.controller.deal.phase == PLAY


def select(window, *cards):
    for card in cards:
        click(window.view, window.scene.hand_point(card))



def drop_on_new_meld(window, cards) -> str:
    """The chosen cards dragged onto "new meld" by the first of them: what
    the status bar then says."""
    drag(window.view, window.scene.hand_point(cards[0]), window.scene.zone_point(gestures.NEW_MELD))
    return window.window.statusBar().currentMessage()

def test_clicking_the_stock_draws(table):
    deal = table.controller.deal
    stock_before = len(deal.stock)
    assert deal.phase == DRAW and deal.current_seat == 0

    click(table.view, table.scene.stock_point())

    assert deal.phase == PLAY
    assert len(deal.hands[0]) == 12 and len(deal.stock) == stock_before - 1
    assert "5S" in codes(deal, deal.hands[0])
    drawn = [c for c in deal.hands[0] if deal.tables.code[c] == "5S"][0]
    assert table.scene.card_item(drawn) is not None, "the drawn card is shown in the hand"


def test_clicking_a_card_selects_it_and_lifts_it(table):
    card = ids(table.controller.deal, "AS")[0]
    y_before = table.scene.card_item(card).pos().y()
    select(table, card)
    assert table.scene.selection == {card}
    assert table.scene.card_item(card).pos().y() < y_before
    select(table, card)
    assert table.scene.selection == set()


def test_dragging_a_selection_to_new_meld_melds_it(table):
    deal = table.controller.deal
    draw_by_click(table)
    aces = ids(deal, "AS AH AD")
    select(table, *aces)
    assert table.scene.selection == set(aces)

    drag(table.view, table.scene.hand_point(aces[1]), table.scene.zone_point(gestures.NEW_MELD))

    assert codes(deal, deal.melds[0][14]) == ["AD", "AH", "AS"]
    assert not set(aces) & set(deal.hands[0])
    assert deal.opened[0]
    assert table.scene.selection == set()
    shown = {item.card for item in table.scene.items_in_role("meld")}
    assert set(aces) <= shown, "the new meld is on the table"


def test_dragging_a_card_onto_the_pile_discards_it(table):
    deal = table.controller.deal
    table.controller.set_seat_bot(1, "greedy")
    table.controller.bot_delay_ms = 10_000  # keep West from answering at once
    draw_by_click(table)
    seven = ids(deal, "7C")[0]

    drag(table.view, table.scene.hand_point(seven), table.scene.pile_point())

    assert deal.pile[-1] == seven
    assert seven not in deal.hands[0]
    assert deal.turn == 1, "the discard ends the turn"


def test_a_hand_card_let_go_on_the_stock_goes_back_and_is_not_discarded(table):
    """Play-test: a king grabbed on its strip of the fanned hand and let go on
    the stock overlapped the pile beside it, and was discarded: the turn
    ended, with no way back."""
    deal = table.controller.deal
    draw_by_click(table)
    king = ids(deal, "KS")[0]
    hand_before = list(deal.hands[0])

    drag(table.view, table.scene.hand_point(king), table.scene.stock_point())

    assert deal.phase == PLAY and deal.turn == 0, "still his turn"
    assert deal.hands[0] == hand_before and king not in deal.pile
    assert table.scene.card_item(king) in table.scene.items_in_role("hand"), "back in the hand"


ON_THE_STOCK = {
    ("en", True): "Not allowed: cards from your hand never go on the stock: you have drawn "
                  "already; meld, or discard a card on the discard pile (§1 Turn)",
    ("fr", True): "Interdit\u00a0: les cartes de votre main ne vont jamais sur le talon\u00a0: "
                  "vous avez déjà pioché\u00a0; étalez, ou défaussez une carte sur la pile "
                  "(§1 Tour de jeu)",
    ("en", False): "Not allowed: cards from your hand never go on the stock: click the stock "
                   "to draw, or take the discard pile (§1 Turn)",
    ("fr", False): "Interdit\u00a0: les cartes de votre main ne vont jamais sur le talon\u00a0: "
                   "cliquez sur le talon pour piocher, ou prenez la pile de défausse "
                   "(§1 Tour de jeu)",
}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("drawn", [True, False], ids=["after drawing", "before drawing"])
def test_a_hand_card_let_go_on_the_stock_is_refused_with_a_reason(table, qapp, language,
                                                                   drawn):
    """Play-test: a card dropped on the stock after drawing went back to
    the hand, and nothing said why.  The stock takes no card in any phase:
    the drop is refused as other bad drops are, in the status bar and the
    banner, with what the turn wants instead; before drawing, it draws
    nothing either."""
    from canasta_desktop import i18n

    from .test_refusal_banner import shown_whole

    deal = table.controller.deal
    if drawn:
        draw_by_click(table)
    i18n.set_language(qapp, language)
    king = ids(deal, "KS")[0]
    hand_before, stock_before, phase = list(deal.hands[0]), len(deal.stock), deal.phase
    in_hand = table.scene.hand_point(king)

    drag(table.view, in_hand, table.scene.stock_point())

    said = ON_THE_STOCK[(language, drawn)]
    assert table.window.statusBar().currentMessage() == said
    assert shown_whole(table) == said
    assert deal.hands[0] == hand_before and len(deal.stock) == stock_before
    assert deal.phase == phase and deal.turn == 0 and king not in deal.pile
    assert table.scene.hand_point(king) == in_hand, "the card is back in its place"


def test_only_legal_targets_light_up_while_dragging(table):
    draw_by_click(table)
    deal = table.controller.deal
    seven = ids(deal, "7C")[0]
    start = table.scene.hand_point(seven)
    press_and_move(table.view, start, table.scene.zone_point(gestures.NEW_MELD))
    assert table.scene.is_dragging()
    lit = table.scene.lit_targets()
    assert gestures.PILE in lit, "a single card may be discarded"
    assert gestures.NEW_MELD not in lit, "one seven is no meld"
    release(table.view, table.scene.zone_point(gestures.NEW_MELD))
    assert not table.scene.lit_targets()


def test_an_illegal_drop_is_refused_and_explained(table):
    deal = table.controller.deal
    draw_by_click(table)
    seven = ids(deal, "7C")[0]
    home = table.scene.card_item(seven).pos()
    hand_before = list(deal.hands[0])

    drag(table.view, table.scene.hand_point(seven), table.scene.zone_point(gestures.NEW_MELD))

    assert deal.hands[0] == hand_before and not deal.melds[0]
    message = table.window.statusBar().currentMessage()
    assert "a meld needs at least three cards" in message
    assert "§1 Melds" in message
    assert table.scene.card_item(seven).pos() == home, "the card went back to the hand"


@pytest.mark.parametrize("chosen", ["7C 8D 9S", "KS KH 7C"])
def test_cards_of_several_ranks_on_the_new_meld_are_refused_for_their_ranks(table, chosen):
    """§1 Melds: three cards of three ranks were refused for "needing at least
    three cards"; the reason is that a meld is of one rank."""
    deal = table.controller.deal
    draw_by_click(table)
    cards = ids(deal, chosen)
    select(table, *cards)
    message = drop_on_new_meld(table, cards)
    assert message == ("Not allowed: a meld holds cards of a single rank, plus wild cards "
                       "(§1 Melds)"), message
    assert not deal.melds[0]


@pytest.mark.parametrize("chosen, said", [
    ("AS AH AD 7C", "one of these cards makes no meld"),
    ("AS AH AD KS KH", "2 of these cards make no meld")])
def test_a_meld_dropped_with_stray_cards_says_how_many_make_none(table, qapp, chosen, said):
    """Help says to drop several melds together on "new meld"; three aces
    and a lone seven were refused because "a meld holds cards of a single
    rank" (play-test s38, a beginner: then several melds cannot go together?).
    The refusal says how many of the cards make no meld, and that melds may
    go together, each of three cards at least; in French too."""
    from canasta_desktop import i18n

    deal = table.controller.deal
    draw_by_click(table)
    cards = ids(deal, chosen)
    select(table, *cards)
    message = drop_on_new_meld(table, cards)
    assert message == (f"Not allowed: {said}: melds may be laid together, but each needs at "
                       "least three cards (§1 Melds)"), message
    assert table.refusal_banner.text() == message
    assert not deal.melds[0]
    i18n.set_language(qapp, "fr")
    try:
        french = drop_on_new_meld(table, cards)  # still selected
        assert "ne form" in french and "chacune demande au moins trois cartes" in french, french
    finally:
        i18n.set_language(qapp, "en")


def test_opening_below_the_minimum_is_refused_with_its_rule(table):
    deal = table.controller.deal
    draw_by_click(table)
    kings_and_wild = ids(deal, "KS KH")
    select(table, *kings_and_wild)
    drag(table.view, table.scene.hand_point(kings_and_wild[0]),
         table.scene.zone_point(gestures.NEW_MELD))
    message = table.window.statusBar().currentMessage()
    assert "Not allowed" in message and "§1" in message
    assert not deal.melds[0]


def test_discarding_before_drawing_is_refused(table):
    deal = table.controller.deal
    seven = ids(deal, "7C")[0]
    drag(table.view, table.scene.hand_point(seven), table.scene.pile_point())
    assert deal.phase == DRAW and seven in deal.hands[0]
    assert "§1" in table.window.statusBar().currentMessage()


def pile_deal(window):
    """Kings on the pile; the player holds a natural pair of kings (opening 15)."""
    deal = stacked_deal({0: "KS KH 4C 5D 6S 7H 8C 9D TS JH QC"}, "KD",
                        opening_minimums=(15, 15))
    window.controller.load_deal(deal)
    return deal


def test_clicking_the_pile_with_a_pair_selected_takes_it(window):
    deal = pile_deal(window)
    assert not window.scene.zones[gestures.PILE].framed, "the top card shows the pile"
    kings = ids(deal, "KS KH")
    select(window, *kings)

    click(window.view, window.scene.pile_point())

    assert codes(deal, deal.melds[0][13]) == ["KD", "KH", "KS"]
    assert deal.phase == PLAY and not deal.pile
    # Play-test: an empty pile showed only its "Pile 0" caption; its place
    # is outlined now, where the discard goes.
    assert window.scene.zones[gestures.PILE].framed


def test_dragging_the_pile_top_onto_the_hand_takes_it(window):
    deal = pile_deal(window)
    kings = ids(deal, "KS KH")
    select(window, *kings)
    hand_spot = window.scene.hand_point(ids(deal, "7H")[0])

    drag(window.view, window.scene.pile_point(), hand_spot)

    assert codes(deal, deal.melds[0][13]) == ["KD", "KH", "KS"]
    assert deal.phase == PLAY


def test_taking_the_pile_without_the_pair_is_refused(window):
    deal = pile_deal(window)
    select(window, ids(deal, "7H")[0])
    click(window.view, window.scene.pile_point())
    assert deal.phase == DRAW and deal.pile
    assert "§1" in window.window.statusBar().currentMessage()


def test_dragging_the_stock_onto_the_hand_draws(table):
    deal = table.controller.deal
    hand_spot = table.scene.hand_point(ids(deal, "7C")[0])
    drag(table.view, table.scene.stock_point(), hand_spot)
    assert deal.phase == PLAY and len(deal.hands[0]) == 12


def test_a_big_hand_spreads_into_the_free_corner_and_every_card_can_be_picked(window, qtbot):
    """Play-test: 32 cards in a narrow window were squeezed between the
    seats' columns (the tens read "1(") while the bottom-right corner,
    where only a Tête et Queue foot goes, stayed empty."""
    big = ("AS AH AD AC KS KH KD KC QS QH QD QC JS JH JD JC TS TH TD TC "
           "9S 9H 9D 9C 8S 8H 8D 8C 7S 7H 7D 7C")
    window.window.resize(1000, 800)
    from tests.model.builders import position

    window.controller.load_deal(position(hands={0: big}, pile="6C 4D", phase="play"))
    qtbot.waitUntil(lambda: len(window.scene.hand_cards) == 32)
    lay = window.scene.layout_
    items = [window.scene.card_item(c) for c in window.scene.hand_cards]
    right = max(item.sceneBoundingRect().right() for item in items)
    assert right > lay.hand.right() + 0.5 * lay.width_of(lay.unit), "into the corner"
    assert right <= window.view.viewport().width()
    step = items[1].pos().x() - items[0].pos().x()
    before = (lay.hand.width() - lay.width_of(lay.unit)) / 31
    assert step > before * 1.1
    last = window.scene.hand_cards[-1]
    drag(window.view, window.scene.hand_point(last), window.scene.hand_point(window.scene.hand_cards[0]))
    assert window.scene.hand_cards[0] == last, "a card from the corner is ordered like the others"


def test_the_keys_put_a_lone_joker_on_the_meld_the_player_picks(window, qtbot):
    """Play-test: "add the joker to your aces" could not be followed by the
    keyboard (M refused, as several melds take it); M now lists those melds,
    and the arrows and Enter pick one."""
    from tests.model.builders import position

    from .mouse import key

    window.controller.load_deal(position(hands={0: "JK 5C 6D 7H 8S"},
                                         melds={0: {"A": "AS AH AD", "K": "KS KH KD"}}))
    deal = window.controller.deal
    joker = ids(deal, "JK")[0]
    select(window, joker)
    key(window.view, Qt.Key.Key_M)
    menu = window.scene.wilds_menu
    assert menu is not None and menu.isVisible()
    assert not window.refusal_banner.isVisible(), "a choice to make, nothing refused"
    assert [a.text() for a in menu.actions()] == ["Add to your kings", "Add to your aces"]
    qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: joker not in deal.hands[0])
    assert joker in deal.melds[0][14], "on the aces, the second in the list"


def _hinted(window, action):
    """The hint for `action` shown on the table, as Edit → Hint shows it."""
    from canasta_desktop.session.hints import hint_for

    c = window.controller
    hint = hint_for(action, c.deal.view_for(0), c.names)
    window.scene.show_hint(hint.cards, hint.places)
    return hint


def test_m_after_a_meld_hint_plays_the_cards_it_lit(table):
    """Play-test: "Hint: meld aces: A♥ A♠ A♣" lit the aces and the new
    meld, and M said "select the cards to meld first": the keyboard player
    had to walk to each lit card.  With nothing selected, M now plays them."""
    from canasta_desktop.model.actions import Meld, MeldPart

    from .mouse import key

    deal = table.controller.deal
    draw_by_click(table)
    aces = ids(deal, "AS AH AD")
    _hinted(table, Meld((MeldPart(14, tuple(aces)),)))
    key(table.view, Qt.Key.Key_M)
    assert sorted(deal.melds[0][14]) == sorted(aces)


def test_a_click_where_a_meld_hint_lit_plays_its_cards_and_elsewhere_says_why_not(table):
    """A click on "new meld" with nothing chosen does what M does (play-test
    s39): under a hint that melds there, the cards it lit.  A click on
    another of the side's melds does not follow that hint: the engine says
    why nothing goes there."""
    from canasta_desktop.model.actions import Meld, MeldPart

    deal = table.controller.deal
    draw_by_click(table)
    aces = ids(deal, "AS AH AD")
    _hinted(table, Meld((MeldPart(14, tuple(aces)),)))
    click(table.view, table.scene.zone_point(gestures.NEW_MELD))
    assert sorted(deal.melds[0][14]) == sorted(aces)

    kings = ids(deal, "KS KH")
    _hinted(table, Meld((MeldPart(13, tuple(kings)),)))  # lights "new meld"
    click(table.view, table.scene.zone_point(gestures.meld_target(14)))
    assert "lay off" in table.refusal_banner.text(), table.refusal_banner.text()
    assert set(kings) <= set(deal.hands[0]) and sorted(deal.melds[0][14]) == sorted(aces)


def test_m_after_a_discard_hint_does_not_discard(table):
    from canasta_desktop.model.actions import Discard

    from .mouse import key

    deal = table.controller.deal
    draw_by_click(table)
    hand = list(deal.hands[0])
    _hinted(table, Discard(ids(deal, "7C")[0]))
    key(table.view, Qt.Key.Key_M)
    assert deal.hands[0] == hand and deal.phase == PLAY, "M melds; a discard is not its move"


def test_m_with_cards_selected_plays_the_selection_not_the_hint(table):
    from canasta_desktop.model.actions import Meld, MeldPart

    from .mouse import key

    deal = table.controller.deal
    draw_by_click(table)
    _hinted(table, Meld((MeldPart(14, tuple(ids(deal, "AS AH AD"))),)))
    select(table, *ids(deal, "KS KH"))
    key(table.view, Qt.Key.Key_M)
    assert not deal.melds[0], "two kings alone are refused; the aces stay in hand"
    assert set(ids(deal, "AS AH AD")) <= set(deal.hands[0])


def test_g_when_the_partner_may_not_be_asked_says_why(table):
    """Play-test: after melding, G (ask partner) did nothing at all; the
    menu item is greyed, and the key now gives the engine's reason."""
    from .mouse import key

    deal = table.controller.deal
    draw_by_click(table)
    aces = ids(deal, "AS AH AD")
    select(table, *aces)
    key(table.view, Qt.Key.Key_M)
    assert deal.melds[0], "opened with the aces"
    assert not table.menus.ask_action.isEnabled()
    key(table.view, Qt.Key.Key_G)
    message = table.window.statusBar().currentMessage()
    assert message.startswith("Not allowed: ") and "§1 Going out" in message, message


@pytest.mark.parametrize("modifier", [Qt.KeyboardModifier.ControlModifier,
                                      Qt.KeyboardModifier.ShiftModifier])
def test_g_with_a_modifier_never_asks_without_the_warning(table, qtbot, modifier):
    """Review: Ctrl+G reached the table while asking was allowed and put the
    question without the "you cannot go out this turn" warning."""
    from PySide6.QtTest import QTest

    controller = table.controller
    draw_by_click(table)  # twelve cards, no canasta: a "yes" would cost 100
    QTest.keyClick(table.view.viewport(), Qt.Key.Key_G, modifier)
    assert controller.deal.phase == PLAY, "no question went to the partner"
    box = table.ask_guard.box
    assert (box is not None) == (modifier == Qt.KeyboardModifier.ShiftModifier), \
        "Shift+G is G: the warning first; Ctrl+G is no key of the table's"


@pytest.mark.parametrize("melded, lit_meld", [("T 7", gestures.NEW_MELD), ("T Q", "meld:12")])
def test_the_pile_dragged_lights_the_hand_and_where_its_top_card_goes(window, melded, lit_meld):
    """Play-test: with a queen on top, dragging the pile lit the tens, the
    sevens and the new meld, as if the queen could go onto the tens.  Lit
    now: the hand and where the top card goes (§1 Taking the discard pile),
    its rank's meld or a new one; let go on another meld, the pile is taken
    all the same."""
    from tests.model.builders import position

    melds = {"T": "TS TH TD", "7": "7S 7H 7D", "Q": "QS QH QC"}
    deal = position(hands={0: "QD QD 5C 6H 9S"}, pile="4C QH", phase="draw",
                    melds={0: {rank: melds[rank] for rank in melded.split()}})
    window.controller.load_deal(deal)
    scene, view = window.scene, window.view
    press_and_move(view, scene.pile_point(), scene.zone_point("meld:10"))
    assert scene.is_dragging()
    assert scene.lit_targets() == {"hand", lit_meld}
    release(view, scene.zone_point("meld:10"))
    assert not scene.lit_targets()
    assert deal.phase == "play" and len(deal.pile) == 0, "the pile was taken"


def test_several_melds_with_a_wild_card_dropped_on_new_meld_ask_which_meld_takes_it(window,
                                                                                      qtbot):
    """Play-test s37: opening with A♠ A♥ A♦, 7♠ 7♥ 7♦ and a joker (90 to
    open: the joker is needed) by one drop on "new meld", the table gave the
    joker to the aces; a player keeping his aces pure for a red canasta
    could not put it with the sevens.  Now the ways are offered, the
    table's own pick first, and the one picked is played."""
    deal = stacked_deal({0: "AS AH AD 7S 7H 7D JK 9S TD 4C QH"}, "6C", "5S",
                        opening_minimums=(90, 90))
    window.controller.load_deal(deal)
    draw_by_click(window)
    cards = ids(deal, "AS AH AD 7S 7H 7D JK")
    select(window, *cards)
    drag(window.view, window.scene.hand_point(cards[0]),
         window.scene.zone_point(gestures.NEW_MELD))
    menu = window.scene.meld_menu
    assert menu is not None and menu.isVisible()
    assert not deal.melds[0], "nothing laid before he picks"
    assert [a.text() for a in menu.actions()] == [
        "Meld aces: A♠ A♥ A♦ joker; meld sevens: 7♠ 7♥ 7♦",
        "Meld aces: A♠ A♥ A♦; meld sevens: 7♠ 7♥ 7♦ joker"]
    qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(deal.melds[0]))
    assert codes(deal, deal.melds[0][14]) == ["AD", "AH", "AS"], "the aces kept pure"
    assert codes(deal, deal.melds[0][7]) == ["7D", "7H", "7S", "JK"]
    assert window.scene.selection == set()


def test_a_click_on_the_pile_after_drawing_with_nothing_chosen_says_how_to_discard(table, qapp):
    """Play-test s38 (a beginner): drawn, he clicked the pile and read "Not
    allowed: discard exactly one card", though he had chosen none.  The
    refusal says how to discard, in English and French, and doing what it
    says discards the card."""
    from canasta_desktop import i18n

    deal = table.controller.deal
    draw_by_click(table)
    click(table.view, table.scene.pile_point())
    bar = table.window.statusBar()
    assert bar.currentMessage() == (
        "Not allowed: you have drawn: to discard, drag a card of your hand onto the pile, or "
        "select it and click the pile (§1 Turn)"), bar.currentMessage()
    i18n.set_language(qapp, "fr")
    try:
        click(table.view, table.scene.pile_point())
        assert "pour défausser, glissez une carte de votre main sur la pile" in bar.currentMessage()
    finally:
        i18n.set_language(qapp, "en")
    seven = ids(deal, "7C")[0]
    select(table, seven)
    click(table.view, table.scene.pile_point())
    assert deal.pile[-1] == seven and seven not in deal.hands[0]


def test_a_lone_joker_dropped_on_new_meld_says_why_the_aces_cannot_take_it(window):
    """Play-test s38: a lone joker dragged onto "new meld" beside aces that
    held two wild cards already was refused "a meld needs natural cards, not
    only wild cards", not why the aces could not take it."""
    window.controller.load_deal(stacked_deal({0: "AS AH AD 2S 2H JK 7C 8D 9S TD QH"}, "6C",
                                             "5S"))
    deal = window.controller.deal
    draw_by_click(window)
    aces = ids(deal, "AS AH AD 2S 2H")
    select(window, *aces)
    drag(window.view, window.scene.hand_point(aces[0]), window.scene.zone_point(gestures.NEW_MELD))
    assert len(deal.melds[0][14]) == 5
    joker = ids(deal, "JK")[0]
    select(window, joker)
    drag(window.view, window.scene.hand_point(joker), window.scene.zone_point(gestures.NEW_MELD))
    banner = window.refusal_banner
    assert banner.isVisible() and joker in deal.hands[0]
    assert banner.text() == ("Not allowed: a meld must hold more natural cards than wild cards "
                             "(\u00a71 Melds)")


@pytest.mark.parametrize("drawn, said", [
    (False, "Not allowed: first draw from the stock or take the discard pile (§1 Turn)"),
    (True, None)])
def test_new_meld_clicked_with_no_card_chosen_says_what_m_says(table, drawn, said):
    """Play-test s39: the key M with nothing chosen said why no meld, and a
    click on "new meld" said nothing."""
    from .mouse import key
    from .test_refusal_banner import shown_whole

    if drawn:
        draw_by_click(table)
    assert not table.scene.selection
    click(table.view, table.scene.zone_point(gestures.NEW_MELD))
    clicked = shown_whole(table)
    table.refusal_banner.dismiss()
    key(table.view, Qt.Key.Key_M)
    assert shown_whole(table) == clicked
    assert said is None or clicked == said, clicked
    assert not table.controller.deal.melds[0]


def test_a_meld_of_the_side_clicked_with_no_card_chosen_says_to_choose_them(table):
    deal = table.controller.deal
    draw_by_click(table)
    select(table, *ids(deal, "AS AH AD"))
    click(table.view, table.scene.zone_point(gestures.NEW_MELD))
    assert 14 in deal.melds[0] and not table.scene.selection
    click(table.view, table.scene.zone_point(gestures.meld_target(14)))
    assert "lay off" in table.refusal_banner.text(), table.refusal_banner.text()

"""From a gesture to the engine's action (canasta_desktop.session.gestures):
no rule decided there, the engine's check picks among the readings."""

from __future__ import annotations

from canasta_desktop.model.actions import Discard, Draw, EndDeal, Meld, MeldPart, TakePile
from canasta_desktop.model.phases import PLAY
from canasta_desktop.session import gestures
from canasta_desktop.session.table_talk import table_talk

from .deals import codes, ids, stacked_deal


def play_phase(hand: str, **kw):
    deal = stacked_deal({0: hand}, kw.pop("upcard", "6C"), **kw)
    deal.apply(Draw(), 0)
    assert deal.phase == PLAY
    return deal


def test_new_meld_uses_the_rank_of_the_naturals():
    deal = play_phase("AS AH AD 2C KS KH 7C 8D 9S TD JC", stock="4D")
    cards = ids(deal, "AS AH 2C")
    result = gestures.resolve(deal, 0, cards, gestures.NEW_MELD)
    assert result.refusal is None
    assert result.action == Meld((MeldPart(14, tuple(ids(deal, "AS AH")) +
                                           tuple(ids(deal, "2C"))),))


def test_a_wild_goes_where_the_engine_accepts_it():
    # Kings: two naturals need the wild; aces: three naturals do not.
    deal = play_phase("AS AH AD KS KH 2C 7C 8D 9S TD JC", stock="4D")
    cards = ids(deal, "AS AH AD KS KH 2C")
    result = gestures.resolve(deal, 0, cards, gestures.NEW_MELD)
    assert result.refusal is None
    parts = {p.rank: codes(deal, p.cards) for p in result.action.parts}
    assert parts == {14: ["AD", "AH", "AS"], 13: ["2C", "KH", "KS"]}


def test_wild_cards_alone_sent_to_new_meld_go_onto_the_one_meld_that_takes_them():
    """Sixth play-test: by keyboard (M) a lone 2 was refused with "a meld
    needs natural cards", where dragging it onto the aces worked."""
    deal = play_phase("AS AH AD KS KH KD 2C 7C 8D 9S TD", stock="4D")
    assert deal.apply(Meld((MeldPart(14, tuple(ids(deal, "AS AH AD"))),)), 0)
    two = ids(deal, "2C")
    result = gestures.resolve(deal, 0, two, gestures.NEW_MELD)
    assert result.action == Meld((MeldPart(14, tuple(two)),)), "the aces alone can take it"
    deal.apply(Meld((MeldPart(13, tuple(ids(deal, "KS KH KD"))),)), 0)
    result = gestures.resolve(deal, 0, two, gestures.NEW_MELD)
    assert result.action is None and result.refusal.code == "wilds_choose_meld"
    assert "drag it onto the one you mean" in result.refusal.message


def test_a_lone_wild_card_told_to_choose_a_meld_is_spoken_of_in_the_singular(qapp):
    """Play-test s38: a lone joker dropped on "new meld" beside two melds was
    told "wild cards alone go onto one of your melds, and several can take
    them: drag them…", of one card."""
    from canasta_desktop import i18n
    from canasta_desktop.session.refusals import refusal_text

    deal = play_phase("AS AH AD KS KH KD JK 2C 8D 9S TD", stock="4D")
    assert deal.apply(Meld((MeldPart(14, tuple(ids(deal, "AS AH AD"))),)), 0)
    assert deal.apply(Meld((MeldPart(13, tuple(ids(deal, "KS KH KD"))),)), 0)
    one = gestures.resolve(deal, 0, ids(deal, "JK"), gestures.NEW_MELD).refusal
    two = gestures.resolve(deal, 0, ids(deal, "JK 2C"), gestures.NEW_MELD).refusal
    assert refusal_text(one) == (
        "Not allowed: a wild card alone goes onto one of your melds, and several can take it: "
        "drag it onto the one you mean (or pick it in the list the M key opens), or select a "
        "card of its rank with it (§1 Melds)")
    assert "several can take them: drag them onto" in refusal_text(two)
    i18n.set_language(qapp, "fr")
    try:
        said = refusal_text(one).replace("\u00a0", " ")
    finally:
        i18n.set_language(qapp, "en")
    assert said.startswith("Interdit : un passe-partout seul va sur une de vos combinaisons, "
                           "et plusieurs peuvent le prendre : glissez-le sur celle"), said


def test_a_lone_wild_card_none_of_the_melds_takes_is_told_the_engine_s_reason():
    """Play-test s38: a lone joker meant for the aces, which held two wild
    cards already, was refused "a meld needs natural cards, not only wild
    cards", not why the aces could not take it; with no meld at all, that
    is the reason."""
    deal = play_phase("AS AH AD 2S 2H 2D JK 7C 8D 9S TD", stock="4D")
    joker = ids(deal, "JK")
    assert gestures.resolve(deal, 0, joker, gestures.NEW_MELD).refusal.code == "wilds_alone"
    assert deal.apply(Meld((MeldPart(14, tuple(ids(deal, "AS AH AD 2S 2H"))),)), 0)
    refusal = gestures.resolve(deal, 0, joker, gestures.NEW_MELD).refusal
    assert refusal.code == "too_many_wilds"
    assert "more natural cards than wild cards" in refusal.message


def test_new_meld_with_nothing_chosen_before_drawing_says_draw_first():
    """Sixth play-test: M before drawing said "select the cards to meld
    first", though the draw was what the player had missed."""
    deal = stacked_deal({0: "AS AH AD KS KH 7C 8D 9S TD JC QH"}, "6C", "5S")
    result = gestures.resolve(deal, 0, (), gestures.NEW_MELD)
    assert result.refusal.code == "draw_first" and result.refusal.section == "\u00a71 Turn"


def test_the_refusal_names_the_rule():
    deal = play_phase("AS AH KS KH QS 7C 8D 9S TD JC 4C", stock="4D")
    result = gestures.resolve(deal, 0, ids(deal, "AS AH"), gestures.NEW_MELD)
    assert result.action is None
    assert result.refusal.code == "meld_too_small" and result.refusal.section == "§1 Melds"


def test_discard_wants_exactly_one_card():
    deal = play_phase("AS AH KS KH QS 7C 8D 9S TD JC 4C", stock="4D")
    assert gestures.resolve(deal, 0, ids(deal, "7C"), gestures.PILE).action == \
        Discard(ids(deal, "7C")[0])
    refused = gestures.resolve(deal, 0, ids(deal, "7C 8D"), gestures.DISCARD).refusal
    assert refused.code == "discard_one_card"


def test_the_pile_target_takes_before_drawing_and_discards_after():
    deal = stacked_deal({0: "KS KH 4C 5D 6S 7H 8C 9D TS JH QC"}, "KD",
                        opening_minimums=(15, 15))
    kings = ids(deal, "KS KH")
    assert gestures.resolve(deal, 0, kings, gestures.PILE).action == TakePile(tuple(kings))
    assert gestures.resolve(deal, 0, [], gestures.DRAW).action == Draw()


def test_taking_the_pile_with_nothing_selected_uses_the_natural_pair():
    deal = stacked_deal({0: "KS KH 4C 5D 6S 7H 8C 9D TS JH QC"}, "KD",
                        opening_minimums=(15, 15))
    action = gestures.resolve(deal, 0, [], gestures.TAKE_PILE).action
    assert isinstance(action, TakePile) and codes(deal, action.with_cards) == ["KH", "KS"]


def test_taking_the_pile_with_nothing_selected_and_the_pair_short_of_the_minimum():
    """§1 Opening, not §1 Frozen pile: the player holds the pair, but the
    pair and the top card make 30 of the 50 needed; a player without the
    pair is still told the frozen pile wants one."""
    deal = stacked_deal({0: "KS KH 5C 5D 6S 7H 8C 9D TS JH QC"}, "KD")
    for target in (gestures.PILE, gestures.TAKE_PILE):
        refusal = gestures.resolve(deal, 0, [], target).refusal
        assert refusal is not None
        assert (refusal.code, refusal.section, refusal.params) == (
            "pile_opening_short", "§1 Opening", {"minimum": 50, "value": 30, "cards": 2})
    without = stacked_deal({0: "KS QH 5C 5D 6S 7H 8C 9D TS JH QC"}, "KD")
    refusal = gestures.resolve(without, 0, [], gestures.PILE).refusal
    assert refusal is not None and (refusal.code, refusal.section) == (
        "pile_frozen", "§1 Frozen pile")


def test_a_drop_on_another_sides_melds_is_refused_by_the_engine():
    deal = play_phase("AS AH AD KS KH 7C 8D 9S TD JC 4C", stock="4D")
    result = gestures.resolve(deal, 0, ids(deal, "7C"), gestures.side_target(1))
    assert result.action is None and result.refusal is not None
    assert (result.refusal.code, result.refusal.section) == ("not_own_melds", "§1 Melds")
    assert gestures.legal_targets(deal, 0, ids(deal, "7C"), [gestures.side_target(1)]) == set()


def test_taking_the_pile_to_open_with_another_meld():
    deal = stacked_deal({0: "KS KH AS AH AD 7H 8C 9D TS JH QC"}, "KD")
    cards = ids(deal, "KS KH AS AH AD")
    result = gestures.resolve(deal, 0, cards, gestures.TAKE_PILE)
    assert result.refusal is None
    assert codes(deal, result.action.with_cards) == ["KH", "KS"]
    assert [p.rank for p in result.action.melds] == [14]


def test_legal_targets_and_matching_actions():
    deal = play_phase("AS AH AD KS KH 7C 8D 9S TD JC 4C", stock="4D")
    aces = ids(deal, "AS AH AD")
    targets = [gestures.PILE, gestures.NEW_MELD]
    assert gestures.legal_targets(deal, 0, aces, targets) == {gestures.NEW_MELD}
    assert gestures.legal_targets(deal, 0, aces[:1], targets) == {gestures.PILE}
    assert gestures.matching_actions(deal, 0, aces, gestures.NEW_MELD) == \
        [Meld((MeldPart(14, tuple(aces)),))]
    assert gestures.matching_actions(deal, 1, aces, gestures.NEW_MELD) == []


def test_an_empty_stock_click_ends_the_deal():
    deal = stacked_deal({0: "KS KH 4C 5D 6S 7H 8C 9D TS JH QC"}, "KD")
    deal.stock.clear()
    assert gestures.resolve(deal, 0, [], gestures.DRAW).action == EndDeal()


def test_table_talk_explains_a_frozen_pile():
    deal = stacked_deal({0: "KS KH 4C 5D 6S 7H 8C 9D TS JH QC"}, "KD")
    talk = table_talk(deal.view_for(0), ("You", "West", "North", "East"))
    assert talk.pile_frozen_for_me
    assert talk.frozen_reasons == ("your team has not opened",)
    assert talk.hands[0] == ("You", 11) and talk.stock == len(deal.stock)
    assert [t.opening_minimum for t in talk.teams] == [50, 50]


def test_cards_of_several_ranks_on_the_new_meld_are_refused_for_what_is_wrong():
    """§1: the refusal names the problem of the cards themselves (the
    opening minimum, a card to keep), and "a meld is of one rank" only when
    no way of sharing them by rank makes melds at all (review)."""
    from tests.model.builders import cards, position

    def reason(state, chosen):
        result = gestures.resolve(state, 0, cards(state, chosen), gestures.NEW_MELD)
        assert result.action is None
        return result.refusal.code

    below = position(hands={0: "5S 5H 5D 4S 4H 4D 9C"})
    assert reason(below, "5S 5H 5D 4S 4H 4D") == "opening_minimum"  # 30 of 50
    last = position(hands={0: "9S 9H 2S 2H QS QH QD 8C"}, melds={0: {"A": "AS AH AD"}})
    assert reason(last, "9S 9H 2S 2H QS QH QD") == "keep_a_card"  # §1 Going out
    lone = position(hands={0: "7C 8D 9S KS"}, melds={0: {"A": "AS AH AD"}})
    assert reason(lone, "7C 8D 9S") == "mixed_ranks"
    assert reason(lone, "KS") == "meld_too_small"  # one rank: too few of it


def test_a_card_on_the_stock_in_anothers_turn_is_refused_for_the_turn():
    """The advice "click the stock to draw" is for the player in turn; in
    another's turn the engine's own reason says why (review)."""
    from tests.model.builders import cards, position

    for phase in ("draw", "play"):
        state = position(hands={0: "KS 7C", 1: "5H 6H"}, turn=1, phase=phase)
        result = gestures.resolve(state, 0, cards(state, "KS", seat=0), gestures.DRAW)
        assert result.action is None and result.refusal.code == "not_your_turn", phase
        mine = position(hands={0: "KS 7C"}, phase=phase)
        assert gestures.resolve(mine, 0, cards(mine, "KS"), gestures.DRAW).refusal.code == \
            "stock_takes_no_cards"


def test_the_pile_taken_with_nothing_selected_keeps_the_wild_when_a_way_does():
    """Play-test (RULES.md §1 Opening): the pair of kings (30) needs 20 more;
    the joker gives them with no other meld, the aces (60) as well, and
    those keep the joker: that way first, and plainly the one to take."""
    deal = stacked_deal({0: "KS KH JK AS AH AD 7C 8D 9S TD 4C"}, "KD", "5S")
    pair_and_aces = TakePile(tuple(ids(deal, "KS KH")),
                             (MeldPart(14, tuple(ids(deal, "AS AH AD"))),))
    assert gestures.resolve(deal, 0, [], gestures.TAKE_PILE).action == pair_and_aces
    assert gestures.bare_take_choice(deal, 0) == (pair_and_aces, [])


def test_the_pile_taken_with_nothing_selected_asks_when_every_way_spends_a_wild():
    deal = stacked_deal({0: "KS KH JK 2C 7C 8D 9S TD 4C 5H 6D"}, "KD", "5S")
    take, ways = gestures.bare_take_choice(deal, 0)
    assert take is None
    assert [codes(deal, way.with_cards) for way in ways] == [
        ["JK", "KH", "KS"], ["2C", "KH", "KS"], ["2C", "JK", "KH", "KS"]]


def test_the_pile_taken_with_nothing_selected_asks_between_ways_as_good():
    """Kings with the aces or with the queens: as many cards, no wild."""
    deal = stacked_deal({0: "KS KH AS AH AD QS QH QD 9S TD 4C"}, "KD", "5S")
    take, ways = gestures.bare_take_choice(deal, 0)
    assert take is None
    assert sorted(way.melds[0].rank for way in ways) == [12, 14]

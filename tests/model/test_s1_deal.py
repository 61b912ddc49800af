"""RULES.md §1 "Deck" and "Deal": 11 cards each, one at a time clockwise from
the dealer's left, dealer last; the upcard is turned again while it is a wild
or a three; a wild or red three turned up freezes the pile; the player on the
dealer's left plays first."""

from collections import Counter

import pytest

from canasta_desktop.model import AskGoOut, DealSetup, DealState, Discard, Draw, Meld, MeldPart, TakePile
from canasta_desktop.model.cards import card_tables
from canasta_desktop.model.facts import table_facts
from canasta_desktop.model.phases import DRAW
from canasta_desktop.model.pile import TopBlock
from canasta_desktop.model.rules import CLASSIC
from canasta_desktop.model.sections import S_FROZEN

from .builders import cards, first_player_with_nines_and_aces, refusal, show, stacked_setup

SEEDS = range(60)


def test_s1_deck_has_108_cards_with_12_wilds_and_4_threes_of_each_colour():
    t = card_tables(CLASSIC.deck)
    assert CLASSIC.deck.size == 108
    counts = Counter(t.code)
    assert counts["JK"] == 4
    assert all(counts[code] == 2 for code in counts if code != "JK")
    assert sum(t.is_wild) == 12
    assert sum(t.is_natural) == 88
    assert sum(t.is_red_three) == 4 and sum(t.is_black_three) == 4


@pytest.mark.parametrize("code, value", [
    ("JK", 50), ("2C", 20), ("AS", 20), ("KH", 10), ("8D", 10), ("7C", 5), ("4S", 5),
    ("3S", 5), ("3C", 5), ("3H", 100), ("3D", 100)])
def test_s1_card_values(code, value):
    t = card_tables(CLASSIC.deck)
    assert {t.value[c] for c in range(108) if t.code[c] == code} == {value}


@pytest.mark.parametrize("dealer", range(4))
def test_s1_deal_eleven_cards_each_from_dealers_left_dealer_last(dealer):
    for seed in SEEDS:
        setup = DealSetup.shuffled(CLASSIC, dealer, seed)
        state = DealState(setup)
        t = state.tables
        deck = setup.deck
        first = (dealer + 1) % 4
        for k in range(1, 5):
            seat = (dealer + k) % 4
            # One at a time: the k-th card of every round of four.
            dealt = list(deck[k - 1:44:4])
            assert len(dealt) == 11
            if seat != first:
                assert state.hands[seat] == dealt, (seed, seat)
                continue
            # The first player has already laid his dealt red threes and
            # replaced them from the stock (§1 Red threes).
            threes = [c for c in dealt if t.is_red_three[c]]
            assert state.red_threes[seat] == threes
            assert state.hands[seat][:11 - len(threes)] == [c for c in dealt if c not in threes]
            assert len(state.hands[seat]) == 11
        # The dealer receives the last card of every round, the 44th last of all.
        assert deck[43] in state.hands[dealer]
        assert deck[3] in state.hands[dealer]
        assert deck[0] in state.hands[first] or deck[0] in state.red_threes[first]


def test_s1_first_player_is_the_dealers_left():
    for dealer in range(4):
        state = DealState(DealSetup.shuffled(CLASSIC, dealer, seed=dealer + 10))
        assert state.turn == (dealer + 1) % 4
        assert state.current_seat == (dealer + 1) % 4
        assert state.phase == DRAW
        assert state.legal_actions()[0] == Draw()


def _forty_four_plain_cards() -> str:
    """44 naturals (no three, no wild) to deal, so that the upcards come next."""
    one_pack = [f"{r}{s}" for r in "456789TQ" for s in "SHDC"]
    return " ".join((one_pack + one_pack)[:44])


def test_s1_stock_is_the_rest_of_the_deck_after_the_upcard():
    setup = stacked_setup(_forty_four_plain_cards() + " 2H 8C KS", dealer=2)
    state = DealState(setup)
    assert show(state, state.pile) == "2H 8C"
    # The stock's top (the end of the list) is the next card of the deck.
    assert show(state, [state.stock[-1]]) == "KS"
    assert state.stock == list(setup.deck[46:])[::-1]
    assert sorted(state.card_ids()) == list(range(108))


def test_s1_upcard_turned_again_while_wild_or_three():
    state = DealState(stacked_setup(_forty_four_plain_cards() + " JK 2C 3S 3H 9D"))
    assert show(state, state.pile) == "JK 2C 3S 3H 9D", "the earlier upcards stay in the pile"
    assert state.top_card() == state.pile[-1]
    assert state.pile_frozen, "a joker or a 2 turned up freezes the pile"
    assert state.pile_wilds == 2


@pytest.mark.parametrize("upcards, frozen", [
    ("9D", False),
    ("3S 9D", False),  # covered; it stops the first player only (test below)
    ("3H 9D", True),   # a red three turned up freezes the pile
    ("2C 9D", True),
    ("JK 3C 9D", True),
])
def test_s1_pile_frozen_by_an_upturned_wild_or_red_three(upcards, frozen):
    state = DealState(stacked_setup(_forty_four_plain_cards() + " " + upcards))
    assert show(state, state.pile) == upcards
    assert state.pile_frozen is frozen
    assert state.tables.rank[state.pile[-1]] >= 4, "the top card is a natural"


def test_s1_upcards_in_real_deals_end_on_a_natural():
    for seed in range(300):
        setup = DealSetup.shuffled(CLASSIC, seed % 4, seed)
        state = DealState(setup)
        t = state.tables
        pile = state.pile
        assert tuple(pile) == setup.deck[44:44 + len(pile)]
        assert t.is_natural[pile[-1]]
        assert all(t.is_wild[c] or t.rank[c] == 3 for c in pile[:-1])
        assert state.pile_frozen == any(t.is_wild[c] or t.is_red_three[c] for c in pile)
        assert state.pile_wilds == sum(t.is_wild[c] for c in pile)


def _take_nines_and_open(state: DealState) -> TakePile:
    return TakePile(cards(state, "9S 9H", 0), (MeldPart(14, cards(state, "AS AH AD", 0)),))


def test_s1_frozen_pile_a_black_three_turned_up_stops_the_first_player():
    """RULES.md §1 Frozen pile: "For the next player only after a black three
    is discarded (or was turned up)" (seed 000: "un 3 noir retourné par le
    donneur ... gèle la pile pour le joueur suivant").  The 9C turned up over
    it is on top, yet the first player must draw; the table says why."""
    state = first_player_with_nines_and_aces("3S 9C")
    assert state.turn == 0 and state.phase == DRAW
    assert not any(isinstance(a, TakePile) for a in state.legal_actions())
    error = refusal(state, _take_nines_and_open(state))
    assert error.code == "pile_top_unusable" and error.section == S_FROZEN
    assert error.params["top"] is TopBlock.BLACK_THREE_TURNED_UP
    facts = table_facts(state.view_for(0))
    assert facts.top_block is TopBlock.BLACK_THREE_TURNED_UP
    assert not facts.top_block.stops_everybody, "the first player only"


def test_s1_frozen_pile_the_partner_asked_before_the_first_draw_sees_the_pile_blocked():
    """Asked "may I go out?" before the deal's first draw, the partner weighs
    whether the asker can take the pile: the black three turned up under the
    9C stops him, as the engine says (review: the partner's reading counted
    the pile as takable)."""
    from canasta_desktop.model.going_out import pile_takable_by

    state = first_player_with_nines_and_aces("3S 9C")
    state.apply(AskGoOut(), 0)
    assert not pile_takable_by(state.view_for(2), 0)
    lifted = first_player_with_nines_and_aces("9C")
    lifted.apply(AskGoOut(), 0)
    assert pile_takable_by(lifted.view_for(2), 0)


def test_s1_frozen_pile_without_a_black_three_turned_up_the_first_player_takes_it():
    state = first_player_with_nines_and_aces("9C")
    assert table_facts(state.view_for(0)).top_block is None
    state.apply(_take_nines_and_open(state), 0)
    assert "9C" in show(state, state.melds[0][9])


def test_s1_frozen_pile_the_first_discard_lifts_the_black_three_turned_up():
    """Seed 000: "Dès que ce dernier a écarté à son tour, la pile est dégelée"."""
    state = first_player_with_nines_and_aces("3S 9C")
    state.apply(Draw(), 0)
    state.apply(Discard(cards(state, "KS", 0)[0]), 0)
    assert state.turn == 1
    assert table_facts(state.view_for(1)).top_block is None
    # Seat 1 holds one king and has not opened: a take is refused for that,
    # no longer for the black three.
    error = refusal(state, TakePile(cards(state, "KH", 1)))
    assert error.code == "pile_frozen"


def test_s1_frozen_pile_the_black_three_turned_up_stops_only_before_the_first_discard():
    """Tête et Queue takes the pile's top three cards only, so a pile may
    again hold exactly the cards turned up; the black three under them then
    stops nobody: it stopped the first player, before the deal's first
    discard (found by the penalty benchmark: the legal takes and the
    engine disagreed there, and hard's rollout stopped)."""
    state = first_player_with_nines_and_aces("3S 9C")
    state.apply(Draw(), 0)
    state.apply(Discard(cards(state, "KS", 0)[0]), 0)
    state.pile = list(state.upcards)  # as a take of the three cards above them leaves it
    assert table_facts(state.view_for(state.turn)).top_block is None
    for action in state.legal_actions():
        assert state.is_legal(action)

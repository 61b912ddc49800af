"""RULES.md §1 "Opening (initial meld minimum)"."""

import pytest

from canasta_desktop.model import DealSetup, DealState, Discard, Draw, Meld, MeldPart, TakePile
from canasta_desktop.model.rules import CLASSIC

from .builders import cards, part, position, refusal, sorted_codes


@pytest.mark.parametrize("score, minimum", [
    (-5000, 15), (-1, 15), (0, 50), (5, 50), (1495, 50), (1499, 50), (1500, 90),
    (2995, 90), (2999, 90), (3000, 120), (4995, 120), (12000, 120)])
def test_s1_opening_minimum_from_the_teams_cumulative_score(score, minimum):
    assert CLASSIC.opening_minimum(score) == minimum


def test_s1_opening_minimum_of_each_team_set_from_scores_before_the_deal():
    setup = DealSetup.shuffled(CLASSIC, 0, seed=4, scores_before=(-20, 1500))
    assert setup.opening_minimums == (15, 90)
    assert DealState(setup).opening_minimum == [15, 90]
    state = DealState(DealSetup.shuffled(CLASSIC, 1, seed=4, scores_before=(3000, 200)))
    assert state.opening_minimum == [120, 50]


def test_s1_opening_below_the_minimum_is_refused():
    state = position(hands={0: "KS KH KD 8S 8H 8D 5C 6D"})
    assert state.opening_minimum[0] == 50 and not state.opened[0]
    error = refusal(state, Meld((part(state, "K", "KS KH KD"),)))
    assert error.code == "opening_minimum"
    assert error.section == "§1 Opening"
    assert "50" in error.message and "30" in error.message


def test_s1_opening_several_melds_in_one_action_reach_the_minimum():
    state = position(hands={0: "KS KH KD 8S 8H 8D 5C 6D"})
    state.apply(Meld((part(state, "K", "KS KH KD"), part(state, "8", "8S 8H 8D"))))
    assert state.opened[0]
    assert sorted(state.melds[0]) == [8, 13]


def test_s1_opening_exactly_the_minimum_is_enough():
    state = position(hands={0: "AS AH 2C 9D 6D"})  # 20 + 20 + 20 = 60 >= 50
    state.apply(Meld((part(state, "A", "AS AH 2C"),)))
    assert state.opened[0]
    state = position(hands={0: "KS KH KD KC JK 9D 6D"}, opening_minimum={0: 90})
    state.apply(Meld((part(state, "K", "KS KH KD KC JK"),)))  # 40 + 50 = 90
    assert state.opened[0]


@pytest.mark.parametrize("scores, minimum, meld, accepted", [
    ((-10, 0), 15, "5S 5H 5D", True),
    ((0, 0), 50, "5S 5H 5D", False),
    ((1500, 0), 90, "AS AH AD 2C", False),          # 80
    ((1500, 0), 90, "AS AH AD JK", True),           # 110
    ((3000, 0), 120, "AS AH AD JK", False),         # 110
    ((3000, 0), 120, "AS AH AD JK 2C", True),       # 130
])
def test_s1_opening_minimum_depends_on_the_score_table(scores, minimum, meld, accepted):
    hand = meld + " 9C 9D"
    state = position(hands={0: hand}, scores_before=scores)
    assert state.opening_minimum[0] == minimum
    rank = meld.split()[0][0]
    action = Meld((part(state, rank, meld),))
    if accepted:
        state.apply(action)
        assert state.opened[0]
    else:
        assert refusal(state, action).code == "opening_minimum"


def test_s1_opening_bonuses_do_not_count():
    # A pure canasta of fours is worth 35 points of cards (the 500 bonus does
    # not count), and four red threes on the table do not help either.
    state = position(hands={0: "4S 4H 4D 4C 4S 4H 4D 9C 9D"},
                     red_threes={0: "3H 3D", 2: "3H 3D"})
    assert refusal(state, Meld((part(state, "4", "4S 4H 4D 4C 4S 4H 4D"),))).code == \
        "opening_minimum"


def test_s1_opening_by_taking_the_pile_only_the_top_card_counts():
    # The pile is full of aces and kings, but only its top 9D counts.
    state = position(hands={0: "9S 9H QS QH QD 5C"}, pile="AS AH AD KS KH KD 9D",
                     phase="draw")
    error = refusal(state, TakePile(cards(state, "9S 9H")))
    assert (error.code, error.section) == ("pile_opening_short", "§1 Opening")
    assert error.params == {"minimum": 50, "value": 30, "cards": 2}
    # Showing 30 more points from the hand reaches 60.
    state.apply(TakePile(cards(state, "9S 9H"), (part(state, "Q", "QS QH QD"),)))
    assert state.opened[0]
    assert sorted_codes(state, state.melds[0][9]) == ["9D", "9H", "9S"]
    assert sorted_codes(state, state.hands[0]) == ["5C", "AD", "AH", "AS", "KD", "KH", "KS"]


def test_s1_opening_by_taking_the_pile_with_the_pair_alone_short_says_more_cards_are_needed():
    """§1 Opening: the pair is there (so not §1 Frozen pile's reason), but
    the pair and the top card fall short: the refusal names what they make,
    the minimum, and that more cards must be melded with them."""
    state = position(hands={0: "KS KH 5C 5D 6S 7H 8C 9D TS JH QC"}, pile="7C KD",
                     phase="draw")
    error = refusal(state, TakePile(cards(state, "KS KH")))
    assert (error.code, error.section) == ("pile_opening_short", "§1 Opening")
    assert error.params == {"minimum": 50, "value": 30, "cards": 2}
    assert error.message == ("your pair and the top card make only 30 of the 50 points "
                             "needed to open: select more cards to meld along with them")
    # Three naturals are not 'a pair': the sentence counts them.
    state = position(hands={0: "KS KH KC 5C 5D 6S"}, pile="7C KD", phase="draw")
    error = refusal(state, TakePile(cards(state, "KS KH KC")))
    assert error.params == {"minimum": 50, "value": 40, "cards": 3}
    assert error.message.startswith("the top card and your 3 cards taken with it make only 40")


def test_s1_opening_by_taking_the_pile_with_melds_still_short_keeps_the_minimums_reason():
    """§1 Opening: with other melds shown that still fall short, the reason
    stays the total of everything laid against the minimum."""
    state = position(hands={0: "KS KH 5C 5D 5S 8C"}, pile="7C KD", phase="draw")
    error = refusal(state, TakePile(cards(state, "KS KH"), (part(state, "5", "5C 5D 5S"),)))
    assert (error.code, error.params["value"], error.params["with_pile"]) == (
        "opening_minimum", 45, True)


def test_s1_opening_by_taking_the_pile_cannot_use_the_rest_of_the_pile():
    state = position(hands={0: "9S 9H 5C"}, pile="AS AH AD 9D", phase="draw")
    ace_ids = tuple(state.pile[:3])
    error = refusal(state, TakePile(cards(state, "9S 9H"), (MeldPart(14, ace_ids),)))
    assert error.code == "card_not_in_hand"


def test_s1_opening_by_taking_the_pile_top_card_counts_toward_the_minimum():
    # 20 (top ace) + 20 + 20 = 60: the top card alone makes the difference.
    state = position(hands={0: "AS AH 5C 6C"}, pile="7C AD", phase="draw")
    state.apply(TakePile(cards(state, "AS AH")))
    assert state.opened[0]


def test_s1_opening_partner_melds_freely_once_the_team_opened():
    state = position(hands={0: "AS AH AD 9C 9D", 2: "5S 5H 5D 6C 6D"}, pile="4C")
    state.apply(Meld((part(state, "A", "AS AH AD"),)))  # 60 points: team 0 opens
    state.apply(Discard(cards(state, "9C")[0]))
    state.apply(Draw())  # seat 1: a quiet turn
    state.apply(Discard(state.hands[1][0]))
    state.apply(Draw())  # seat 2, the partner
    state.apply(Meld((part(state, "5", "5S 5H 5D"),)))  # 15 points: no minimum now
    assert sorted_codes(state, state.melds[0][5]) == ["5D", "5H", "5S"]


def test_s1_opening_the_other_team_still_needs_its_own_minimum():
    state = position(hands={1: "5S 5H 5D 6C 6D"}, melds={0: {"A": "AS AH AD"}}, turn=1)
    assert state.opened == [True, False]
    assert refusal(state, Meld((part(state, "5", "5S 5H 5D"),))).code == "opening_minimum"


def test_s1_opening_listed_melds_all_reach_the_minimum():
    state = position(hands={0: "KS KH KD 8S 8H 8D 5C 5D 5H 2C JK 9S"})
    values = state.tables.value
    openings = [a for a in state.legal_actions() if isinstance(a, Meld)]
    assert openings, "several openings are possible"
    for action in openings:
        assert sum(values[c] for p in action.parts for c in p.cards) >= 50
        state.check(action)

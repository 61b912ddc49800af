"""RULES.md §1 "Taking the discard pile": when it may be taken, what happens
to its cards, and what the other players learn about the taker's hand."""

import pytest

from canasta_desktop.model import Discard, Draw, Meld, MeldPart, TakePile
from canasta_desktop.model.events import EndReason, PileTaken
from canasta_desktop.model.phases import PLAY
from canasta_desktop.model.rules import CLASSIC

from .builders import cards, position, refusal, show, sorted_codes

TEAM_MELDS = {"A": "AS AH AD"}  # team 0 has opened


def opened(hand: str, pile: str, melds: dict | None = None, **kw):
    return position(hands={0: hand}, pile=pile, melds={0: {**TEAM_MELDS, **(melds or {})}},
                    phase="draw", **kw)


def test_s1_pile_taken_with_a_natural_pair_top_card_melded_rest_to_hand():
    state = opened("KS KH 5C 6C", pile="4C 9D KD")
    events = state.apply(TakePile(cards(state, "KS KH")))
    assert sorted_codes(state, state.melds[0][13]) == ["KD", "KH", "KS"]
    assert sorted_codes(state, state.hands[0]) == ["4C", "5C", "6C", "9D"]
    assert state.pile == []
    assert state.phase == PLAY, "then he melds and discards as usual"
    assert isinstance(events[0], PileTaken)
    assert show(state, [events[0].top]) == "KD"


def test_s1_pile_taken_with_a_natural_and_a_wild_when_not_frozen():
    for wild in ("2C", "JK"):
        state = opened(f"KS {wild} 5C 6C", pile="4C 9D KD")
        state.apply(TakePile(cards(state, f"KS {wild}")))
        assert sorted_codes(state, state.melds[0][13]) == sorted(["KD", "KS", wild])


def test_s1_pile_taken_onto_the_teams_meld_of_that_rank():
    state = opened("5C 6C", pile="4C 9D KD", melds={"K": "KS KH KC"})
    events = state.apply(TakePile(()))
    assert sorted_codes(state, state.melds[0][13]) == ["KC", "KD", "KH", "KS"]
    assert sorted_codes(state, state.hands[0]) == ["4C", "5C", "6C", "9D"]
    assert isinstance(events[0], PileTaken) and events[0].lay_off is True


def test_s1_pile_taken_with_a_pair_and_more_of_the_rank():
    state = opened("KS KH KC 5C", pile="4C KD")
    state.apply(TakePile(cards(state, "KS KH KC")))
    assert len(state.melds[0][13]) == 4


@pytest.mark.parametrize("hand, with_codes", [
    ("KS 5C 6C", "KS"),          # one natural alone
    ("2C JK 5C 6C", "2C JK"),    # wilds alone
    ("QS QH 5C", "QS QH"),       # a pair of another rank
])
def test_s1_pile_refused_without_a_pair_or_a_natural_and_wild(hand, with_codes):
    state = opened(hand, pile="4C 9D KD")
    error = refusal(state, TakePile(cards(state, with_codes)))
    assert error.code in ("pile_needs_pair", "pile_needs_natural", "pile_other_rank")
    assert error.section.startswith("§1")


def test_s1_pile_frozen_only_a_natural_pair_takes_it():
    state = opened("KS KH JK 5C 6C", pile="2C 9D KD")
    assert state.pile_frozen
    error = refusal(state, TakePile(cards(state, "KS JK")))
    assert error.code == "pile_frozen"
    assert error.section == "§1 Frozen pile"
    state.apply(TakePile(cards(state, "KS KH")))
    assert sorted_codes(state, state.melds[0][13]) == ["KD", "KH", "KS"]
    assert not state.pile_frozen and state.pile_wilds == 0


def test_s1_pile_frozen_cannot_be_taken_onto_a_meld():
    state = opened("5C 6C", pile="JK 9D KD", melds={"K": "KS KH KC"})
    assert refusal(state, TakePile(())).code == "pile_frozen"
    assert state.legal_actions() == [Draw()]


@pytest.mark.parametrize("top", ["2C", "JK", "3S", "3C"])
def test_s1_pile_never_taken_with_a_wild_or_three_on_top(top):
    rank = top[0] if top != "JK" else "JK"
    hand = {"2": "2D 2H 5C", "JK": "JK JK 5C", "3": "3S 3C 5C"}[rank]
    state = opened(hand, pile=f"9D {top}")
    error = refusal(state, TakePile(tuple(state.hands[0][:2])))
    assert error.code == "pile_top_unusable"
    assert not any(isinstance(a, TakePile) for a in state.legal_actions())


def test_s1_pile_of_one_card_not_taken_with_one_card_in_hand():
    state = opened("5C", pile="KD", melds={"K": "KS KH KC"})
    assert refusal(state, TakePile(())).code == "one_card_pile"
    # Two cards in the pile: allowed (he then holds two cards).
    state = opened("5C", pile="9D KD", melds={"K": "KS KH KC"})
    state.apply(TakePile(()))
    assert sorted_codes(state, state.hands[0]) == ["5C", "9D"]


def test_s1_pile_empty_cannot_be_taken():
    state = opened("KS KH 5C", pile="")
    assert refusal(state, TakePile(cards(state, "KS KH"))).code == "pile_empty"


def test_s1_pile_takers_cards_are_known_to_the_other_seats():
    state = opened("KS KH 5C 6C", pile="4C 9D 7H KD")
    state.apply(TakePile(cards(state, "KS KH")))
    taken = sorted_codes(state, state.view_for(0).known[0])
    assert taken == ["4C", "7H", "9D"]
    for seat in (1, 2, 3):
        view = state.view_for(seat)
        assert sorted_codes(state, view.known[0]) == ["4C", "7H", "9D"]
        assert view.hand_sizes[0] == 5
        assert not set(view.hand) & set(state.hands[0])
        # The other cards of the taker's hand stay hidden.
        assert not set(cards(state, "5C 6C", seat=0)) & set(view.known[0])

    # Played cards disappear from "known".
    state.apply(Discard(cards(state, "9D")[0]))
    assert sorted_codes(state, state.view_for(1).known[0]) == ["4C", "7H"]


def test_s1_pile_known_cards_disappear_once_melded():
    state = opened("KS KH 7S 7C 5C 6C", pile="4C 7H KD")
    state.apply(TakePile(cards(state, "KS KH")))
    state.apply(Meld((MeldPart(7, cards(state, "7S 7C 7H")),)))
    assert sorted_codes(state, state.view_for(3).known[0]) == ["4C"]


def test_s1_pile_taken_red_three_and_wilds_inside_go_where_they_belong():
    state = opened("KS KH 5C", pile="3D JK 9D 2C 8H KD", pile_frozen=True)
    state.apply(TakePile(cards(state, "KS KH")))
    assert show(state, state.red_threes[0]) == "3D"
    assert sorted_codes(state, state.hands[0]) == ["2C", "5C", "8H", "9D", "JK"]
    assert sorted_codes(state, state.view_for(2).known[0]) == ["2C", "8H", "9D", "JK"]


def test_s1_pile_take_that_empties_the_hand_is_going_out():
    # A pair from a two-card hand onto a one-card pile leaves no card at all:
    # that is going out, which needs a canasta.
    state = opened("KS KH", pile="KD")
    assert refusal(state, TakePile(cards(state, "KS KH"))).code == "no_canasta"
    canasta = {"A": "AS AH AD AC 2C 2D 2H"}
    optional = CLASSIC.with_options(asking_to_go_out_optional=True)
    state = position(hands={0: "KS KH"}, pile="KD", melds={0: canasta}, phase="draw",
                     rules=optional)
    state.apply(TakePile(cards(state, "KS KH")))
    assert state.end_reason is EndReason.WENT_OUT and state.out_seat == 0


def test_s1_taking_the_discard_pile_with_cards_of_another_rank_says_so():
    """§1 Taking the discard pile: the cards shown with the top card are of
    its rank or wild.  Kings offered for an 8 on top (team opened, the pile
    not frozen, a meld of 8s on the table) were refused as "a meld holds
    cards of a single rank" (fourth play-test); the refusal speaks of the pile."""
    state = position(hands={0: "KS KH 7C 8D 8S 9S TD"}, pile="5C 8H",
                     melds={0: {"8": "8C 8C 8D", "A": "AS AH AD"}}, phase="draw",
                     opened={0: True}, pile_frozen=False)
    error = refusal(state, TakePile(tuple(cards(state, "KS KH"))))
    assert (error.code, error.section) == ("pile_other_rank", "§1 Taking the discard pile")
    assert state.is_legal(TakePile(tuple(cards(state, "8D 8S"))))
    assert state.is_legal(TakePile(())), "the top card laid off on the 8s"


def test_s1_the_view_says_which_meld_the_top_card_joins():
    """§1 Taking the discard pile: the top card is melded at once, on the
    side's meld of its rank, else in a new one.  The table lights that
    place while the pile is dragged; the fact is the view's, not the
    table's own reckoning."""
    onto_kings = position(hands={0: "KS 9C 9D"}, pile="5C KD", phase="draw",
                          melds={0: {"K": "KH KC KS"}, 1: {"Q": "QS QH QD"}})
    assert onto_kings.view_for(0).top_card_meld == 13
    assert onto_kings.view_for(1).top_card_meld is None, "the other side has no kings"
    queen = position(hands={0: "QC QD 9C"}, pile="5C QH", phase="draw",
                     melds={0: {"K": "KH KC KS"}, 1: {"Q": "QS QH QD"}})
    assert queen.view_for(0).top_card_meld is None, "a new meld of queens"
    assert queen.view_for(1).top_card_meld == 12
    assert position(hands={0: "QC"}, pile="", phase="draw").view_for(0).top_card_meld is None


def test_s1_pile_the_engine_says_why_it_cannot_be_taken_now():
    """The pile let go where it goes nowhere: the engine's reason it cannot
    be taken now, as a drop on the hand would be told (§1 Taking the
    discard pile, §1 Frozen pile), or that he has drawn, or whose turn it
    is; None when a take is legal (the table then says where it goes)."""
    frozen = opened("KS JK 5C 6C", pile="2C 9D KD")
    why = frozen.take_refusal(0)
    assert why is not None and (why.code, why.section) == ("pile_frozen", "§1 Frozen pile")
    with_the_king = refusal(frozen, TakePile(cards(frozen, "KS")))
    assert (why.code, why.params) == (with_the_king.code, with_the_king.params)
    state = opened("KS KH 5C", pile="4C KD")
    assert state.take_refusal(0) is None
    assert state.take_refusal(1).code == "not_your_turn"
    state.apply(Draw())
    assert state.take_refusal(0).code == "already_drew"


def test_s1_pile_one_card_clicked_before_drawing_is_told_both_reasons():
    """One card chosen and the pile clicked before drawing, as the status
    bar says to take it: it may not be discarded yet (§1 Turn) and does not
    take the pile; the engine says both, citing the take's section."""
    state = opened("KS 7C 5C 6C", pile="4C 9D KD")
    seven = cards(state, "7C")[0]
    discard, take = Discard(seven), TakePile((seven,))
    taking = refusal(state, take)
    both = state.discard_or_take_refusal(0, discard, take)
    assert both is not None
    because = both.params["because"]
    assert (both.code, both.section) == ("draw_first_or_take", taking.section)
    assert isinstance(because, type(taking)) and because.message == taking.message
    assert "first draw from the stock or take the discard pile; taking it" in both.message
    assert state.discard_or_take_refusal(1, discard, take).code == "not_your_turn"
    state.apply(Draw())
    assert state.discard_or_take_refusal(0, discard, take) is None, "now it is a discard"

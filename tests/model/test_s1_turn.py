"""RULES.md §1 "Turn": draw (or take the pile), then meld, then discard; the
next player clockwise plays after the discard."""

import pytest

from canasta_desktop.model import (AnswerGoOut, AskGoOut, Discard, Draw, EndDeal, Meld,
                                   MeldPart, TakePile)
from canasta_desktop.model.events import Discarded, Drew, TurnBegan
from canasta_desktop.model.phases import DRAW, PLAY

from .builders import cards, position, refusal, show, sorted_codes


def test_s1_turn_draw_then_meld_then_discard():
    state = position(hands={0: "7S 7H 9C 4D"}, stock="7D", melds={0: {"K": "KS KH KD"}},
                     phase="draw")
    assert state.phase == DRAW
    events = state.apply(Draw())
    assert [type(e) for e in events] == [Drew]
    assert sorted_codes(state, state.hands[0]) == ["4D", "7D", "7H", "7S", "9C"]
    assert state.phase == PLAY

    state.apply(Meld((MeldPart(7, cards(state, "7S 7H 7D")),)))
    assert sorted_codes(state, state.melds[0][7]) == ["7D", "7H", "7S"]
    assert state.phase == PLAY and state.turn == 0, "melding does not end the turn"

    events = state.apply(Discard(cards(state, "9C")[0]))
    assert show(state, [state.top_card()]) == "9C"
    assert show(state, state.hands[0]) == "4D"
    assert state.turn == 1 and state.phase == DRAW
    assert [type(e) for e in events] == [Discarded, TurnBegan]


def test_s1_turn_passes_clockwise_round_the_table():
    state = position(hands={s: "5C 6C 7C 8C" if s % 2 else "5D 6D 7D 8D" for s in range(4)},
                     phase="draw", turn=2)
    seats = []
    for _ in range(5):
        seats.append(state.turn)
        state.apply(Draw())
        state.apply(Discard(state.hands[state.turn][0]))
    assert seats == [2, 3, 0, 1, 2]


def test_s1_turn_refuses_drawing_twice():
    state = position(hands={0: "5C 6C"}, phase="draw")
    state.apply(Draw())
    assert refusal(state, Draw()).code == "already_drew"
    assert refusal(state, TakePile(())).code == "already_drew"


def test_s1_turn_refuses_discarding_before_drawing():
    state = position(hands={0: "5C 6C"}, phase="draw")
    error = refusal(state, Discard(cards(state, "5C")[0]))
    assert error.code == "draw_first"
    assert error.section == "§1 Turn"


def test_s1_turn_refuses_melding_or_discarding_before_drawing():
    state = position(hands={0: "5C 5D 5H 6C"}, melds={0: {"K": "KS KH KD"}}, phase="draw")
    assert refusal(state, Meld((MeldPart(5, cards(state, "5C 5D 5H")),))).code == "draw_first"
    assert refusal(state, Discard(cards(state, "6C")[0])).code == "draw_first"


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_s1_turn_refuses_acting_out_of_turn(seat):
    state = position(hands={0: "5C 6C", 1: "9S 9H", 2: "4S 4H", 3: "8S 8H"}, phase="draw")
    assert refusal(state, Draw(), seat=seat).code == "not_your_turn"
    assert refusal(state, Discard(state.hands[seat][0]), seat=seat).code == "not_your_turn"
    state.apply(Draw(), seat=0)  # the player in turn may name himself
    assert refusal(state, Discard(state.hands[seat][0]), seat=seat).code == "not_your_turn"


def test_s1_turn_refuses_cards_not_in_hand():
    state = position(hands={0: "5C 6C", 1: "9S 9H"})
    assert refusal(state, Discard(state.hands[1][0])).code == "card_not_in_hand"
    assert refusal(state, Discard(state.stock[-1])).code == "card_not_in_hand"


def test_s1_turn_refuses_ending_the_deal_or_answering_out_of_place():
    state = position(hands={0: "5C 6C"}, phase="draw")
    assert refusal(state, EndDeal()).code == "stock_not_empty"
    assert refusal(state, AnswerGoOut(True)).code == "not_asked"
    state.apply(Draw())
    assert refusal(state, AnswerGoOut(False)).code == "not_asked"


def test_s1_turn_legal_actions_follow_the_phase():
    state = position(hands={0: "5C 6C 9H"}, phase="draw")
    assert state.legal_actions() == [Draw()]
    state.apply(Draw())
    kinds = {type(a) for a in state.legal_actions()}
    assert Draw not in kinds and Discard in kinds


def test_s1_turn_off_turn_the_engine_says_whom_the_table_waits_for():
    """A player who acts out of turn hears whom the table waits for (the
    seat, which the table names), the partner while he is asked, and, once
    the deal is over, only that it is over."""
    state = position(hands={0: "KS KH", 1: "5D 6D", 2: "9C 9D", 3: "JC JD"}, pile="KD",
                     melds={0: {"A": "AS AH AD AC 2C 2D 2H"}}, phase="draw")
    assert state.off_turn_refusal(0) is None
    for seat in (1, 2, 3, None):  # None: one a bot plays for, who watches
        told = state.off_turn_refusal(seat)
        assert (told.code, told.section, told.params) == ("waiting_for", "§1 Turn", {"seat": 0})
    state.apply(AskGoOut())
    assert state.off_turn_refusal(2) is None, "the partner asked answers"
    assert state.off_turn_refusal(0).params == {"seat": 2}
    state.apply(AnswerGoOut(True))
    state.apply(TakePile(tuple(cards(state, "KS KH"))))
    assert state.is_over
    for seat in (0, 1, None):
        told = state.off_turn_refusal(seat)
        assert (told.code, told.params) == ("deal_over", {})


def test_s1_turn_a_new_meld_of_nothing_chosen_before_drawing_is_refused_by_the_draw():
    """The key M with no card chosen, before drawing: what stops the player
    is the draw (§1 Turn), as it stops a meld of cards; once he has drawn,
    the cards to meld are chosen first (§1 Melds).  A lay-off of nothing is
    told to choose its cards in either phase."""
    state = position(hands={0: "5C 5D 5H 6C"}, phase="draw")
    before = state.no_cards_refusal(lay_off=False)
    assert (before.code, before.section) == ("draw_first", "§1 Turn")
    assert before.message == refusal(state, Meld((MeldPart(5, cards(state, "5C 5D 5H")),))).message
    assert state.no_cards_refusal(lay_off=True).code == "no_cards_to_lay_off"
    state.apply(Draw())
    after = state.no_cards_refusal(lay_off=False)
    assert (after.code, after.section) == ("no_cards_to_meld", "§1 Melds")


@pytest.mark.parametrize("count, words", [
    (0, "you have drawn: to discard, drag a card of your hand onto the pile"),
    (2, "discard exactly one card")])
def test_s1_turn_a_discard_is_one_card(count, words):
    """A turn ends with one card discarded (§1 Turn): none chosen is told
    how to discard, several that it is one; one card the engine judges."""
    state = position(hands={0: "5C 5D 5H 6C"})
    told = state.discard_cards_refusal(count)
    assert told is not None and (told.code, told.section) == ("discard_one_card", "§1 Turn")
    assert told.message.startswith(words)
    assert state.discard_cards_refusal(1) is None


def test_s1_turn_no_card_of_the_hand_goes_on_the_stock():
    """One draws from the stock (§1 Turn) and no card goes there: cards
    dropped on it are told what the turn wants instead, before drawing and
    after; out of his turn, the engine's refusal of a draw says why."""
    state = position(hands={0: "5C 5D 5H 6C"}, phase="draw")
    before = state.cards_on_stock_refusal(0)
    assert (before.code, before.section, before.params) == (
        "stock_takes_no_cards", "§1 Turn", {"drawn": False})
    assert "click the stock to draw" in before.message
    assert state.cards_on_stock_refusal(1).code == "not_your_turn"
    state.apply(Draw())
    after = state.cards_on_stock_refusal(0)
    assert after.params == {"drawn": True} and "you have drawn already" in after.message


def test_s1_turn_the_one_who_asked_waits_for_his_partners_answer_not_for_a_turn():
    """Play-test s39: having asked "may I go out?", the player who tried to
    play on heard "it is not your turn: Bruno is playing"; it is his turn,
    and what the table waits for is his partner's answer (§1 Going out)."""
    state = position(hands={0: "KS KH", 1: "5D 6D", 2: "9C 9D", 3: "JC JD"}, pile="KD",
                     melds={0: {"A": "AS AH AD AC 2C 2D 2H"}}, phase="draw")
    state.apply(AskGoOut())
    told = state.off_turn_refusal(0)
    assert (told.code, told.section, told.params) == ("waiting_for_answer", "§1 Going out",
                                                      {"seat": 2})
    for seat in (1, 3, None):  # the others still wait for a turn: the partner's answer's
        assert state.off_turn_refusal(seat).code == "waiting_for"

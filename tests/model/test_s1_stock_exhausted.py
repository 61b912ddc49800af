"""RULES.md §1 "Stock exhausted": play goes on while the player in turn takes
the pile; when he cannot or does not, the deal ends without a going-out bonus."""

from canasta_desktop.model import Discard, Draw, EndDeal, TakePile
from canasta_desktop.model.events import DealEnded, EndReason
from canasta_desktop.model.phases import DRAW, OVER, PLAY

from .builders import cards, position, refusal, sorted_codes

MELDS = {0: {"K": "KS KH KD KC KS KH KD"}, 1: {"Q": "QS QH QD"}}


def exhausted(hand: str, pile: str = "8D", **kw):
    # Every card not named goes to seat 3's hand: the stock is really empty.
    return position(hands={0: hand, 1: "4C 4D", 2: "6S 6H"}, pile=pile, stock="", rest=3,
                    melds=MELDS, phase="draw", **kw)


def test_s1_stock_exhausted_draw_refused():
    state = exhausted("9S 9H 5C")
    assert state.stock == []
    error = refusal(state, Draw())
    assert error.code == "stock_empty"
    assert error.section == "§1 Stock exhausted"
    assert Draw() not in state.legal_actions()
    assert EndDeal() in state.legal_actions()


def test_s1_stock_exhausted_end_deal_without_going_out_bonus():
    state = exhausted("9S 9H 5C")
    events = state.apply(EndDeal())
    assert state.phase == OVER
    assert state.end_reason is EndReason.STOCK_EXHAUSTED
    assert state.out_seat is None and not state.concealed
    assert isinstance(events[-1], DealEnded)
    assert [s.going_out for s in state.scores()] == [0, 0]
    assert state.legal_actions() == []


def test_s1_stock_exhausted_taking_the_pile_still_allowed():
    state = exhausted("8S 8H 5C 6C")
    legal = state.legal_actions()
    assert any(isinstance(a, TakePile) for a in legal) and EndDeal() in legal
    state.apply(TakePile(cards(state, "8S 8H")))
    assert state.phase == PLAY
    assert sorted_codes(state, state.melds[0][8]) == ["8D", "8H", "8S"]
    state.apply(Discard(cards(state, "5C")[0]))
    # Next player: the stock is still empty, he may end the deal.
    assert state.turn == 1 and state.phase == DRAW
    assert state.legal_actions() == [EndDeal()]
    state.apply(EndDeal())
    assert state.end_reason is EndReason.STOCK_EXHAUSTED


def test_s1_stock_exhausted_drawing_the_last_card_lets_play_go_on():
    state = position(hands={0: "9S 9H 5C"}, stock="7D", rest="pile", pile="4C",
                     melds=MELDS, phase="draw")
    state.apply(Draw())
    assert state.stock == [] and state.phase == PLAY
    state.apply(Discard(cards(state, "5C")[0]))
    assert state.turn == 1 and state.legal_actions()[0] == EndDeal()


def test_s1_stock_exhausted_end_deal_refused_while_the_stock_has_cards():
    state = position(hands={0: "9S 9H 5C"}, phase="draw")
    assert refusal(state, EndDeal()).code == "stock_not_empty"

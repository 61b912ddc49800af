"""What the person has seen and done in a deal (session/deal_memory.py),
without Qt: Undo takes his own moves of this turn back one by one, never
over the stock card his draw showed him, and Redo offers what it took back;
a deal entered from a save, its moves replayed, keeps him from undoing the
draw he saw there too."""

from __future__ import annotations

from canasta_desktop.model.actions import Draw, Meld, MeldPart
from canasta_desktop.model.state import DealState
from canasta_desktop.session.deal_memory import DealMemory, his_turn

from tests.ui.deals import ids, stacked_deal

HAND = "AS AH AD KS KH KD 7C 8D 9S TD JC"
NAMES = ("You", "West", "North", "East")
ACE = 14


def play(memory: DealMemory, deal: DealState, action) -> None:
    memory.played(deal, deal.apply(action, 0), 0)
    memory.note_turn(deal, 0)


def test_undo_takes_back_his_meld_but_never_the_draw_that_showed_him_a_card():
    deal = stacked_deal({0: HAND}, "6C", "5S")
    memory = DealMemory()
    memory.enter(deal, 0, first=True)
    memory.note_turn(deal, 0)
    assert his_turn(deal, 0) == (deal, 0) and his_turn(deal, None) is None
    assert memory.undo_blocked(deal, 0, False, NAMES, False).code == "nothing_this_turn"
    play(memory, deal, Draw())
    assert memory.undo_index(deal, 0, allow_round=True) is None
    assert memory.undo_blocked(deal, 0, True, NAMES, False).code == "own_draw_seen"
    aces = Meld((MeldPart(ACE, tuple(ids(deal, "AS AH AD"))),))
    play(memory, deal, aces)
    assert memory.undo_index(deal, 0, allow_round=False) == 1 == memory.own_undo_index(deal, 0)
    rebuilt = DealState(deal.setup)
    drawn_by, draw = deal.history[0]
    rebuilt.apply(draw, drawn_by)
    back = memory.took_back(deal, 1, rebuilt, round_back=False, seat=0)
    assert memory.taken_back == [back] and back.actions == ((0, aces),)
    memory.note_turn(rebuilt, 0)
    assert memory.redo_move(rebuilt, 0) == aces and memory.redo_move(rebuilt, None) is None
    assert memory.own_undo_index(rebuilt, 0) is None, "the draw stays"


def test_a_deal_entered_with_a_history_keeps_the_draw_seen_and_tells_it_again():
    deal = stacked_deal({0: HAND}, "6C", "5S")
    deal.apply(Draw(), 0)
    memory = DealMemory()
    memory.enter(deal, 0, first=False)
    memory.note_turn(deal, 0)
    assert memory.replayed_events, "the log tells the deal so far again"
    assert memory.seen_floor(deal) == 1 and memory.own_undo_index(deal, 0) is None
    memory.enter(deal, 0, first=True)
    assert memory.replayed_events == [], "a fresh deal's first change tells it"

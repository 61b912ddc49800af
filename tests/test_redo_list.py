"""What Redo may play again (session/redo.py, kept by the deal's memory,
session/deal_memory.py), without Qt: the player's own moves of this turn
taken back by Undo, the last taken back first; nothing once another move
is played, after a round taken back (the bots' moves are never played
again from the old line), nor in another deal.  And the deal's
record of Undos stays true when a move taken back is played again: the log
of a game reopened tells the move, its take-back and the move again, as the
table told them."""

from __future__ import annotations

from canasta_desktop.model.actions import Discard, Draw, Meld, MeldPart
from canasta_desktop.model.events import seen_by
from canasta_desktop.model.state import DealState
from canasta_desktop.model.taken_back import TakenBack, played_in_order, told_in_order
from canasta_desktop.persistence.saves import decode_taken_back, encode_taken_back
from canasta_desktop.session.deal_memory import DealMemory
from canasta_desktop.session.redo import RedoList

from tests.ui.deals import ids, stacked_deal

HAND = "AS AH AD KS KH KD 7C 8D 9S TD JC"
ACE, KING = 14, 13


class Turn:
    """The deal as the controller keeps it: each move is played by the
    engine and told to the deal's memory (deal_memory.py), Redo's moves as
    Redo's; each Undo rebuilds the deal by replay and tells the memory,
    which keeps the record of Undos and the Redo list."""

    def __init__(self) -> None:
        self.deal = stacked_deal({0: HAND}, "6C", "5S")
        self.memory = DealMemory()
        self.memory.enter(self.deal, 0, first=True)

    @property
    def redo(self) -> RedoList:
        return self.memory.redo_list

    @property
    def taken_back(self) -> list[TakenBack]:
        return self.memory.taken_back

    def play(self, action, seat: int = 0, redoing: bool = False) -> None:
        self.memory.redoing = redoing
        try:
            self.memory.played(self.deal, self.deal.apply(action, seat), 0)
        finally:
            self.memory.redoing = False

    def undo(self, at: int, whole_round: bool = False) -> None:
        rebuilt = DealState(self.deal.setup)
        for seat, action in self.deal.history[:at]:
            rebuilt.apply(action, seat)
        self.memory.took_back(self.deal, at, rebuilt, whole_round, 0)
        self.deal = rebuilt

    def next_move(self):
        return self.memory.redo_move(self.deal, 0)

    def meld(self, rank: int, codes: str) -> Meld:
        return Meld((MeldPart(rank, tuple(ids(self.deal, codes))),))


def draw_and_meld_twice(turn: Turn) -> tuple[Meld, Meld]:
    turn.play(Draw())
    aces = turn.meld(ACE, "AS AH AD")
    turn.play(aces)
    kings = turn.meld(KING, "KS KH KD")
    turn.play(kings)
    return aces, kings


def test_redo_plays_the_moves_taken_back_again_in_the_order_they_were_played():
    turn = Turn()
    aces, kings = draw_and_meld_twice(turn)
    assert turn.next_move() is None, "nothing taken back yet"
    turn.undo(2)  # the kings
    turn.undo(1)  # the aces
    assert len(turn.redo) == 2 and turn.next_move() == aces
    turn.play(aces, redoing=True)
    assert turn.next_move() == kings
    turn.play(kings, redoing=True)
    assert turn.next_move() is None and len(turn.redo) == 0
    assert turn.deal.melds[0][ACE] and turn.deal.melds[0][KING]


def test_another_move_empties_the_list():
    turn = Turn()
    draw_and_meld_twice(turn)
    turn.undo(2)
    turn.undo(1)
    assert turn.next_move() is not None
    turn.play(Meld((MeldPart(ACE, tuple(ids(turn.deal, "AS AH AD"))),
                    MeldPart(KING, tuple(ids(turn.deal, "KS KH KD"))))))  # his own new move
    assert turn.next_move() is None and len(turn.redo) == 0


def test_a_list_told_nothing_of_a_move_never_plays_an_old_one():
    """Belt and braces: the list belongs to one position of one deal."""
    turn = Turn()
    _, kings = draw_and_meld_twice(turn)
    turn.undo(2)
    assert turn.next_move() == kings
    turn.deal.apply(kings, 0)  # played by hand, his turn going on, the memory not told
    assert turn.next_move() is None
    other = stacked_deal({0: HAND}, "6C", "5S")  # another deal, the same moves in it
    for seat, action in turn.deal.history[:2]:
        other.apply(action, seat)
    fresh = Turn()
    draw_and_meld_twice(fresh)
    fresh.undo(2)
    assert fresh.memory.redo_move(other, 0) is None
    assert fresh.redo.next_move(1, fresh.deal.setup, fresh.deal.history) is None, \
        "only the player's own move, for him"


def test_a_round_taken_back_offers_nothing_to_redo():
    """A round holds the bots' moves: they are never played again from the
    old line (they would be played knowing what the player took back), and
    the player's own moves of it are played again by hand."""
    turn = Turn()
    turn.play(Draw())
    aces = turn.meld(ACE, "AS AH AD")
    turn.play(aces)
    turn.play(Discard(ids(turn.deal, "7C")[0]))
    turn.play(Draw(), seat=1)
    turn.undo(0, whole_round=True)
    assert turn.next_move() is None and len(turn.redo) == 0
    # ... and a round taken back after an Undo of his own move empties the list too.
    turn = Turn()
    draw_and_meld_twice(turn)
    turn.undo(2)
    assert turn.next_move() is not None
    turn.undo(0, whole_round=True)
    assert turn.next_move() is None


def test_the_record_of_undos_stays_true_when_a_move_is_played_again():
    turn = Turn()
    aces, kings = draw_and_meld_twice(turn)
    turn.undo(2)
    turn.play(kings, redoing=True)
    setup, history = turn.deal.setup, turn.deal.history
    back, = turn.taken_back
    assert back == TakenBack(2, ((0, kings),))
    assert played_in_order(history, turn.taken_back) == [
        (0, Draw()), (0, aces), (0, kings), back, (0, kings)]
    # The log told live: the kings, the take-back, the kings again.
    told = told_in_order(setup, history, turn.taken_back, 0)
    assert told.count(back) == 1
    after = told[told.index(back) + 1:]
    replay = DealState(setup)
    for seat, action in history[:2]:
        replay.apply(action, seat)
    assert after == seen_by(replay.apply(kings, 0), 0)
    # The save keeps the Undo, and it reads back the same on the deal as it stands.
    lines = encode_taken_back(setup, history, turn.taken_back)
    assert decode_taken_back(setup, history, lines) == tuple(turn.taken_back)

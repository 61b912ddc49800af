"""RULES.md §1 Going out: "may I go out?" and its answer are said aloud.

A player told "not yet" held cards that could go out; the whole table
heard it.  The bots read it from the view (`told_no_hand_size`), as a
human reads it in the log: while the asker holds no more cards than then,
the opponents expect the deal to end within a round and lay down what
would otherwise count against them."""

from __future__ import annotations

import random

from canasta_desktop.bots.knowledge import Info
from canasta_desktop.bots.medium import MediumBot
from canasta_desktop.model.actions import AnswerGoOut, AskGoOut, Discard, Draw, Meld, TakePile
from canasta_desktop.model.resample import resample_from_view

from .helpers import position

# Seat 0 can go out: two eights to lay off, three nines, a discard.  His
# partner (seat 2) holds some 300 points that would count against the team.
ASKER = "8S 8H 9C 9D 9H 5C"
PARTNER = "AS AH AD KS KH KD QC QD JK JK 2H 2D TS TH TD"
# Seat 1 (an opponent, his side opened) holds two queens, a two and singles: medium
# keeps such a trio in hand, unless the deal may end before he melds it.
OPPONENT = "QS QH 2C 6S 5D 4S 9S TD 8C 7S"
MELDS = {0: {"7": "7C 7D 7H 7S 7C 7D 7H", "8": "8D 8C 8D"},
         1: {"J": "JC JD JH JS 2S"}}


def opponent_to_play(ask: bool):
    """Seat 0 asks (or not), is told no, discards 5C; seat 1 has drawn."""
    state = position(hands={0: ASKER, 1: OPPONENT, 2: PARTNER}, pile="6H 4D",
                     stock="TC KC", melds=MELDS, turn=0,
                     phase="answer" if ask else "play")
    if ask:
        state.apply(AnswerGoOut(False), 2)
    five = next(c for c in state.hands[0] if state.tables.code[c] == "5C")
    state.apply(Discard(five), 0)
    state.apply(Draw(), 1)
    return state


def test_s1_going_out_opponents_expect_the_end_after_a_no():
    told = opponent_to_play(ask=True).view_for(1)
    quiet = opponent_to_play(ask=False).view_for(1)
    assert told.hand == quiet.hand and told.pile == quiet.pile
    assert Info(told).end_probability() > 0.45 > Info(quiet).end_probability()
    # The partner who said "not yet" said it to meld first: for his side
    # nothing changes (a bot does not ask only to hurry its partner).
    partner_told = opponent_to_play(ask=True).view_for(2)
    partner_quiet = opponent_to_play(ask=False).view_for(2)
    assert Info(partner_told).end_probability() == Info(partner_quiet).end_probability()
    # Hard's sampled deals keep it too: its rollouts play medium on them.
    assert resample_from_view(told, random.Random(1)).view_for(1) == told


def test_s1_going_out_an_opponent_melds_his_trio_once_the_asker_was_told_no():
    def first_move(state):
        return MediumBot().choose(state.view_for(1), state.legal_actions(), random.Random(3))

    quiet = first_move(opponent_to_play(ask=False))
    told = first_move(opponent_to_play(ask=True))
    assert not isinstance(quiet, Meld), "with no question asked, he keeps the queens"
    assert isinstance(told, Meld)
    state = opponent_to_play(ask=True)
    assert sorted(state.tables.code[c] for part in told.parts for c in part.cards) == [
        "2C", "QH", "QS"]



def test_s1_going_out_an_asker_who_took_the_pile_since_is_no_longer_close():
    """Asked before drawing (§1 Going out: before taking the pile), told no,
    then took a nine-card pile: many more cards in hand, far from going out,
    as if he had never asked."""
    def seat0_takes(ask: bool):
        state = position(hands={0: "9S 9H 4C 6D 5H", 1: OPPONENT, 2: PARTNER},
                         pile="5C 8H JH TC QH 6S 3C 4H 9C", melds=MELDS, turn=0, phase="draw")
        if ask:
            state.apply(AskGoOut(), 0)
            state.apply(AnswerGoOut(False), 2)
            assert Info(state.view_for(1)).end_probability() > 0.45, "five cards, told no"
        state.apply(next(a for a in state.legal_actions() if isinstance(a, TakePile)), 0)
        assert len(state.hands[0]) > 5
        return Info(state.view_for(1)).end_probability()

    assert seat0_takes(ask=True) == seat0_takes(ask=False) < 0.45

"""Medium reads the pile as hard's samples do (model/resample.py `discarded`
and `passes`, which hard's `hand_limits` combines; in rami hard leaves the
discards out, medium reads them): a player who discarded a natural keeps no
pair of its rank, so on a frozen pile (§1: a natural pair is then needed to
take it) that rank is the safer discard for the player before him.  At two
players the pile is not read (bots/knowledge.PAIR_AFTER_SIGN: measured, it
loses there).  Where the pile shows nothing, medium counts on players
keeping pairs (knowledge.PAIR_KEPT)."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.bots import knowledge
from canasta_desktop.bots.knowledge import Info
from canasta_desktop.bots.medium import MediumBot
from canasta_desktop.model.actions import Discard, action_text

from .helpers import frozen_pile_under_the_next_player, position

JACK, QUEEN = 11, 12


@pytest.mark.parametrize("variant, read, thrown",
                         [("classic", True, JACK), ("classic", False, QUEEN), ("two", True, QUEEN)])
def test_s1_medium_throws_the_rank_the_next_player_discarded_on_a_frozen_pile(
        variant, read, thrown, monkeypatch):
    """The two over the 4♣ froze the pile.  The next player (seat 1)
    discarded J♦ himself; two queens lie in the pile, so by counting alone
    the queen is the safer single.  At four, medium throws J♥: the next
    player holds no pair of jacks; the same table without the reading
    (knowledge.READ_THE_PILE off, as before it) throws the queen.  At two,
    where it does not read the pile, it throws the queen."""
    monkeypatch.setattr(knowledge, "READ_THE_PILE", read)
    # Pile from the bottom: 4♣, 2♣, then J♦ by seat 1, then the queens (by seats 2 and 3).
    state = frozen_pile_under_the_next_player("4C 2C JD QC QH", variant)
    assert state.pile_frozen
    view = state.view_for(0)
    t = state.tables
    info = Info(view)
    assert info.pile_sign(1, JACK) == ("discarded" if variant == "classic" and read else None)
    assert info.pile_sign(1, QUEEN) is None  # seat 1 threw no queen

    action = MediumBot().choose(view, state.legal_actions(), random.Random(1))
    assert isinstance(action, Discard), action_text(action, t)
    assert t.rank[action.card] == thrown, action_text(action, t)


@pytest.mark.parametrize("kept, thrown", [(2.0, "3C"), (1.0, "7D")])
def test_s1_medium_counts_on_players_keeping_pairs(kept, thrown, monkeypatch):
    """Players keep pairs and throw singles, so the next player holds a pair
    of sevens about twice as often as card counting says
    (knowledge.PAIR_KEPT).  Nobody has opened and the pile holds three
    cards: medium throws the black three, which stops him taking it (§1
    Taking the pile), rather than the lone 7♦ it threw by counting alone."""
    monkeypatch.setattr(knowledge, "PAIR_KEPT", kept)
    state = position(hands={0: "TS 3C 9S 7D 4C AS KH"}, pile="5D 8C 6S", turn=0, phase="play")
    action = MediumBot().choose(state.view_for(0), state.legal_actions(), random.Random(1))
    assert isinstance(action, Discard), action_text(action, state.tables)
    assert state.tables.code[action.card] == thrown

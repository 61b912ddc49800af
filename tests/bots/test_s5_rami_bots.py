"""§5 rami canasta: anyone may go out at any time, but a side without a
canasta counts its melds and its hand against it.  Bots that went out at
once left every side in the red and a game to 5 000 never ended; they now
build a canasta first, go out without one only to cut a loss, and go out
once they have one and are ahead."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.bots import make_bot
from canasta_desktop.bots.driver import play_game
from canasta_desktop.bots.hard import HardBot
from canasta_desktop.model import Discard, Meld, MeldPart
from canasta_desktop.model.match import Match
from canasta_desktop.model.phases import PLAY
from canasta_desktop.model.state import DealState
from canasta_desktop.model.variants import VARIANTS, rules_for

from .helpers import position

RAMI2 = rules_for("rami", 2, "solo")
CONFIGS = [(players, layout.id) for players in VARIANTS["rami"].player_counts
           for layout in VARIANTS["rami"].layouts(players)]
MAX_DEALS = 60  # medium bots need about 8 to 16 deals on average
PURE_KINGS = "KS KH KD KC KS KH KD"


@pytest.mark.parametrize("players, layout", CONFIGS)
def test_s5_medium_bots_finish_a_rami_game(players, layout):
    rules = rules_for("rami", players, layout)
    match = Match.new(rules, seed=3)
    bots = [make_bot("medium") for _ in range(rules.seats)]

    def on_deal(m: Match) -> None:
        assert len(m.results) < MAX_DEALS or m.is_over, \
            f"no total at {rules.game_target} after {MAX_DEALS} deals: {m.totals}"

    play_game(match, bots, random.Random(3), on_deal=on_deal)
    assert match.is_over
    assert max(match.totals) >= rules.game_target
    # Deals are won with canastas, not lost by everybody: some deal scored
    # a canasta bonus for the winner.
    assert any(s.canasta_bonus > 0 for r in match.results for s in r.scores)


def _bot(level: str):
    if level == "hard":
        return HardBot(budget_s=None, iterations=40)
    return make_bot(level)


def _play_turn(state: DealState, level: str) -> DealState:
    """The seat to act plays its whole turn (melds and discard)."""
    seat = state.current_seat
    bot = _bot(level)
    rng = random.Random(5)
    for _ in range(30):
        if state.is_over or state.current_seat != seat or state.phase != PLAY:
            break
        legal = state.legal_actions()
        action = bot.choose(state.view_for(seat), legal, rng)
        assert action in legal
        state.apply(action, seat)
    return state


def _eights_then_five(state: DealState) -> DealState:
    """Seat 0 goes out: the three eights melded, the five discarded."""
    out = state.clone()
    t = out.tables
    hand = out.hands[0]
    eights = tuple(c for c in hand if t.rank[c] == 8)
    out.apply(Meld((MeldPart(8, eights),)), 0)
    out.apply(Discard(next(c for c in out.hands[0] if t.code[c] == "5C")), 0)
    return out


def _rami_position(own_melds: dict, **kw) -> DealState:
    """Two players: seat 0 holds three eights and a five (it may go out this
    turn), seat 1 eleven cards and a meld of queens."""
    return position(rules=RAMI2, hands={0: "8S 8H 8D 5C"},
                    melds={0: own_melds, 1: {"Q": "QS QH QD"}}, pile="5D 9C", turn=0,
                    phase="play", **kw)


@pytest.mark.parametrize("level", ["greedy", "easy", "medium", "hard"])
def test_s5_no_going_out_without_a_canasta_when_no_opponent_is_close(level):
    """No canasta on either side and the opponent holds eleven cards: going
    out now would only end the deal with both sides in the red."""
    state = _rami_position({"K": "KS KH KD"})
    assert _eights_then_five(state).is_over  # going out was possible
    state = _play_turn(state, level)
    assert not state.is_over
    assert state.hands[0], "the bot emptied its hand without a canasta"


@pytest.mark.parametrize("level", ["greedy", "easy", "medium", "hard"])
def test_s5_goes_out_with_a_canasta_when_going_out_pays(level):
    """A pure canasta of kings (700) on the bot's side, none on the other and
    eleven cards in the opponent's hand: going out wins the deal."""
    state = _rami_position({"K": PURE_KINGS})
    state = _play_turn(state, level)
    assert state.is_over and state.out_seat == 0
    ours, theirs = (s.total for s in state.scores())
    assert ours > 0 > theirs


def test_s5_medium_goes_out_without_a_canasta_to_cut_a_loss():
    """No canasta, but the stock is down to two cards: the deal is about to
    end anyway, so going out now saves the hand's points."""
    state = _rami_position({"K": "KS KH KD"}, stock="4D 6D", rest="pile")
    assert len(state.stock) == 2
    state = _play_turn(state, "medium")
    assert state.is_over and state.out_seat == 0


HOLDING = "9S 9H 9D 7S 7H 7D 6D 6H 5C 4H"


def test_s5_medium_keeps_its_melds_in_hand_without_a_canasta():
    """Without a canasta, a meld only moves points from the hand to the
    table, where they count against the side just the same: the triples
    stay in hand (to take the pile with), one card is discarded."""
    state = position(rules=RAMI2, hands={0: HOLDING},
                     melds={0: {"K": "KS KH KD"}, 1: {"Q": "QS QH QD"}}, pile="5D 4C",
                     turn=0, phase="play")
    state = _play_turn(state, "medium")
    assert list(state.melds[0]) == [13]  # still the kings alone
    assert len(state.hands[0]) == len(HOLDING.split()) - 1


def test_s5_medium_melds_a_canasta_as_soon_as_it_can():
    """The same hand with five jacks and two wild cards: they make a canasta
    at once, and with it everything on the table counts for the side, so
    the triples go down too."""
    state = position(rules=RAMI2, hands={0: HOLDING + " JS JH JD JC JS 2C JK"},
                     melds={0: {"K": "KS KH KD"}, 1: {"Q": "QS QH QD"}}, pile="5D 4C",
                     turn=0, phase="play")
    state = _play_turn(state, "medium")
    melds = state.melds[0]
    assert len(melds[11]) == 7
    assert 9 in melds and 7 in melds


def test_s5_a_wild_card_is_not_thrown_to_freeze_a_pile_that_takes_a_pair_anyway():
    """§5 Rami: the pile is always taken with a natural pair, so a wild card
    thrown on it stops nobody.  Play-test: a bot threw its 2♠ on an
    11-card pile while holding a black three, as if it froze the pile."""
    rules = rules_for("rami", 4, "solo")
    state = position(rules=rules, hands={0: "2S 3S 9D KC 8H 6D 5C 4H QS"},
                     melds={1: {"K": "KS KH KD"}},
                     pile="5D 4C 7S 8C 9H TS JD QH 6S 7D 8D", turn=0, phase="play")
    from canasta_desktop.bots import medium

    ranking = medium.discard_ranking(state.view_for(0), state.legal_actions())
    cheapest = state.tables.code[ranking[0][1].card]
    assert cheapest != "2S", [(round(c), state.tables.code[a.card]) for c, a in ranking]

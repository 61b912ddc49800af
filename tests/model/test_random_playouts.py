"""Random playouts of whole classic deals (RULES.md §1), checking invariants
after every step: 108 cards each in exactly one place, every meld on the table
valid, always an action to take, every deal ending, and scores adding up.

2 000 classic deals in chunks (plus a few hundred with every house option
on), about 15 s in all.  A hypothesis test then mixes random illegal actions
into random play: a refused action never changes the state.
"""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta_desktop.model import DealSetup, DealState, Discard, IllegalAction
from canasta_desktop.model.events import EndReason
from canasta_desktop.model.melds import meld_problem
from canasta_desktop.model.phases import ANSWER, DRAW, OVER, PLAY
from canasta_desktop.model.rules import CLASSIC

from .builders import candidate_actions, snapshot

ALL_CARDS = list(range(108))
MAX_STEPS = 3000  # far above the longest random deal (a few hundred steps)
END_REASONS = {EndReason.WENT_OUT, EndReason.STOCK_EXHAUSTED, EndReason.RED_THREE_LAST_CARD}
CHUNK = 500
HOUSE = CLASSIC.with_options(at_most_three_wilds=True, concealed_needs_canasta_this_turn=True,
                             asking_to_go_out_optional=True)


def check_invariants(state: DealState) -> None:
    assert sorted(state.card_ids()) == ALL_CARDS, "a card is lost or in two places"
    t, rules = state.tables, state.rules
    for team in state.melds:
        for rank, meld in team.items():
            problem = meld_problem(rank, meld, t, rules)
            assert problem is None, (rank, [t.code[c] for c in meld], problem)
    assert state.pile_wilds == sum(1 for c in state.pile if t.is_wild[c])
    assert state.phase in (DRAW, PLAY, ANSWER, OVER)


def play_out(rules, seed: int) -> DealState:
    state = DealState(DealSetup.shuffled(rules, seed % 4, seed))
    rng = random.Random(seed)
    check_invariants(state)
    for _ in range(MAX_STEPS):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal, f"seed {seed}: no legal action in phase {state.phase}"
        action = rng.choice(legal)
        if isinstance(action, Discard) and state.tables.is_wild[action.card] \
                and state.pile_wilds >= rules.pile_max_wilds:
            # §1: no 7th wild on the pile, unless the hand holds nothing else.
            assert all(state.tables.is_wild[c] for c in state.hands[state.turn]), seed
        state.apply(action)
        check_invariants(state)
    assert state.is_over, f"seed {seed}: the deal did not end in {MAX_STEPS} steps"
    return state


def check_end(state: DealState, seed: int) -> None:
    assert state.end_reason in END_REASONS, seed
    assert state.legal_actions() == []
    if state.end_reason is EndReason.WENT_OUT:
        assert state.hands[state.out_seat] == []
    scores = state.scores()
    assert len(scores) == 2
    for score in scores:
        assert score.total == sum(score.breakdown().values()), seed
        if (state.end_reason is not EndReason.WENT_OUT
                or state.team_of[state.out_seat] != score.team):
            assert score.going_out == 0
    # No red three is left in a hand at the end of a deal.
    assert not any(state.tables.is_red_three[c] for hand in state.hands for c in hand)


@pytest.mark.parametrize("start", range(0, 2000, CHUNK),
                         ids=lambda s: f"classic-seeds{s}-{s + CHUNK - 1}")
def test_s1_random_playouts_classic(start):
    reasons = set()
    for seed in range(start, start + CHUNK):
        state = play_out(CLASSIC, seed)
        check_end(state, seed)
        reasons.add(state.end_reason)
    assert {EndReason.WENT_OUT, EndReason.STOCK_EXHAUSTED} <= reasons


def test_s1_random_playouts_with_every_house_option():
    for seed in range(10_000, 10_250):
        check_end(play_out(HOUSE, seed), seed)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_s1_refused_actions_never_change_the_state(seed, data):
    state = DealState(DealSetup.shuffled(CLASSIC, seed % 4, seed))
    probe_rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="probe seed"))
    steps = 0
    while not state.is_over and steps < MAX_STEPS:
        for action, seat in candidate_actions(state, probe_rng, count=3):
            if state.is_legal(action, seat):
                # check() and apply() agree: a legal action is accepted.
                state.clone().apply(action, seat)
                continue
            before = snapshot(state)
            with pytest.raises(IllegalAction):
                state.apply(action, seat)
            assert snapshot(state) == before
        legal = state.legal_actions()
        index = data.draw(st.integers(0, len(legal) - 1), label="action")
        state.apply(legal[index])
        steps += 1
    assert state.is_over

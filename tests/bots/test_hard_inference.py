"""What hard reads from the play about the hidden hands: a side lays off
its naturals on its melds, and a player discards singles rather than break
a pair.  Its samples of the other hands respect both, and against medium
bots (which play that way) the inference never contradicts the true hands."""

from __future__ import annotations

import random

from canasta_desktop.bots import make_bot
from canasta_desktop.bots.hard import HardBot
from canasta_desktop.model.phases import DRAW
from canasta_desktop.model.resample import hand_limits, resample_from_view
from canasta_desktop.model.rules import get_rules
from canasta_desktop.model.state import DealSetup, DealState


def _naturals(state: DealState, seat: int, rank: int, cards=None) -> int:
    t = state.tables
    cards = state.hands[seat] if cards is None else cards
    return sum(1 for c in cards if t.rank[c] == rank and not t.is_wild[c])


def test_samples_keep_laid_off_ranks_and_discarded_pairs_out_of_the_other_hands():
    rules = get_rules("classic")
    hard = HardBot(iterations=2)
    medium = make_bot("medium")
    rng = random.Random(3)
    laid_off = discarded = 0
    for seed in (11, 12):
        state = DealState(DealSetup.shuffled(rules, seed % rules.seats, seed))
        for _ in range(3000):
            if state.is_over:
                break
            seat = state.current_seat
            view = state.view_for(seat)
            legal = state.legal_actions()
            bot = hard if seat % 2 == 0 else medium
            action = bot.choose(view, legal, rng)
            if bot is hard and view.phase == DRAW and view.turn == seat:
                limits = hand_limits(view, hard.settled(view))
                for other, ranks in limits.items():
                    for rank, most in ranks.items():
                        if other % 2 == 1 and most == 0:
                            # Medium lays off every natural of its side's melds.
                            assert _naturals(state, other, rank) == 0, (other, rank)
                        laid_off += most == 0
                        discarded += most == 1
                for k in range(5):
                    world = resample_from_view(view, random.Random(k), None, limits)
                    for other, ranks in limits.items():
                        for rank, most in ranks.items():
                            floor = _naturals(state, other, rank, view.known[other])
                            assert _naturals(world, other, rank) <= max(most, floor)
            state.apply(action, seat)
    assert laid_off > 10 and discarded > 10, "the deals show lay-offs and discards"


def test_in_rami_samples_keep_to_the_passes_only():
    """A rami side without a canasta keeps pairs and discards otherwise: hard
    does not read its discards there."""
    from canasta_desktop.bots.hard import sample_limits
    from canasta_desktop.model.resample import passes

    from .helpers import played_until

    for name in ("rami", "classic"):
        rules = get_rules(name)
        state = played_until(rules, 5, lambda s: s.phase == DRAW and len(s.pile) >= 6)
        assert state is not None
        view = state.view_for(state.current_seat)
        limits = sample_limits(view)
        if name == "rami":
            assert limits == {s: {r: 1 for r in ranks} for s, ranks in passes(view).items()}
            assert hand_limits(view) != limits  # the discards would have told more
        else:
            assert limits == hand_limits(view) != {}

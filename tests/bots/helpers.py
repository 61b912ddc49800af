"""Helpers for the bot tests: deals played to a chosen point, twins of a
deal that differ only in what one seat cannot see, and hand-made positions."""

from __future__ import annotations

import random
from typing import Callable

from canasta_desktop.bots.medium import decide
from canasta_desktop.model.state import DealSetup, DealState
from canasta_desktop.model.variants import rules_for

try:  # pytest puts tests/ on sys.path (rootdir-relative packages)
    from model.builders import position  # noqa: F401
except ImportError:  # pragma: no cover - run from the repository root
    from tests.model.builders import position  # noqa: F401

SIXES_AND_ACES = {0: {"A": "AH AD AS"}, 1: {"6": "6S 6D 6C"}}


def frozen_pile_under_the_next_player(pile: str, variant: str = "classic",
                                      melds=SIXES_AND_ACES) -> DealState:
    """A pile frozen by the 2♣, seat 0 to discard a lone J♥ or its queen
    (the pile-reading tests of medium and of the Hint)."""
    return position(rules=rules_for(variant), hands={0: "QS JH 9C 9D 8S 8H KC KD 7C 7D"},
                    pile=pile, melds=melds, turn=0, phase="play")


def played_until(rules, seed: int, want: Callable[[DealState], bool],
                 max_steps: int = 5000) -> DealState | None:
    """A deal played by medium bots up to the first state where `want` holds."""
    state = DealState(DealSetup.shuffled(rules, seed % rules.seats, seed))
    rng = random.Random(seed)
    for _ in range(max_steps):
        if state.is_over:
            return None
        if want(state):
            return state
        seat = state.current_seat
        state.apply(decide(state.view_for(seat), state.legal_actions(), rng), seat)
    return None


def twin(state: DealState, seat: int, seed: int) -> DealState:
    """A copy of `state` whose hidden cards (for `seat`) are dealt again: the
    other hands but their known cards, every face-down foot, the stock."""
    other = state.clone()
    hidden: list[int] = []
    for s in range(state.n):
        if s != seat:
            known = set(state.known[s])
            hidden += [c for c in state.hands[s] if c not in known]
        hidden += state.feet[s]
    hidden += state.stock
    rng = random.Random(seed)
    rng.shuffle(hidden)
    pos = 0
    for s in range(state.n):
        if s != seat:
            known = list(state.known[s])
            need = len(state.hands[s]) - len(known)
            other.hands[s] = known + hidden[pos:pos + need]
            pos += need
    for s in range(state.n):
        size = len(state.feet[s])
        other.feet[s] = hidden[pos:pos + size]
        pos += size
    other.stock = hidden[pos:]
    assert pos + len(other.stock) == len(hidden)
    return other

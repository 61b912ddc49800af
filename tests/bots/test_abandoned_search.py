"""A search abandoned (the window closes, an Undo, a new deal: nobody waits
for its answer) leaves nothing behind in the hard bot: the plan it was
weighing, cut short, is not followed at its next step."""

from __future__ import annotations

import random
import threading

from canasta_desktop.bots.hard import HardBot
from canasta_desktop.bots.medium import decide
from canasta_desktop.bots.stop_asked import stoppable
from canasta_desktop.model.phases import PLAY
from canasta_desktop.model.state import DealSetup, DealState
from canasta_desktop.model.variants import VARIANTS


def _first_play(seed: int) -> DealState:
    """A classic deal at the first turn's play (the first player has drawn)."""
    deal = DealState(DealSetup.shuffled(VARIANTS["classic"].rules_for(4, None), 0, seed))
    rng = random.Random(seed)
    while deal.phase != PLAY:
        seat = deal.current_seat
        deal.apply(decide(deal.view_for(seat), deal.legal_actions(), rng), seat)
    return deal


def test_a_search_abandoned_remembers_no_plan_to_follow():
    deal = _first_play(seed=1)
    seat, legal = deal.current_seat, deal.legal_actions()
    searched = HardBot(budget_s=None, iterations=2)
    searched.choose(deal.view_for(seat), legal, random.Random(0))
    assert searched._plan is not None, "a whole search keeps its plan's next moves"

    abandoned = HardBot(budget_s=None, iterations=2)
    stop = threading.Event()
    stop.set()
    with stoppable(stop):
        action = abandoned.choose(deal.view_for(seat), legal, random.Random(0))
    assert action in legal
    assert not abandoned._plan is not None, "the plan of a search cut short is not followed"

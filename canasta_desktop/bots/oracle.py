"""The oracle: hard's search on the true deal (developer-only reference).

It is the one bot that sees every card: the bot driver hands it the deal
(`observe_deal`) before each decision, and its search plays every
iteration on a copy of that deal (the other hands, the feet and the stock
in their real order) instead of deals sampled from the view.  Nothing else
changes from hard: the same candidate moves, rollouts, evaluation and
budget.  The benchmark compares oracle − medium with hard − medium, to say
how much of the value of perfect information hard recovers.

It is registered as a developer bot: the arena and the benchmarks make it
by name, the settings never offer it (`bot_names()` leaves it out).  It
refuses to decide without a deal, rather than quietly play as hard.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..model.actions import Action
from ..model.state import DealState
from ..model.view import PlayerView
from .base import register_bot
from .hard import HardBot, SearchResult, search


class OracleBot(HardBot):
    name = "oracle"

    def __init__(self, budget_s: float | None = None, iterations: int | None = None) -> None:
        super().__init__(budget_s, iterations)
        self._deal: DealState | None = None

    def observe_deal(self, deal: DealState) -> None:
        self._deal = deal

    def _search(self, view: PlayerView, legal: Sequence[Action],
                rng: random.Random) -> SearchResult:
        deal = self._deal
        if deal is None or deal.current_seat != view.seat:
            raise RuntimeError("the oracle decides only with the true deal (observe_deal)")
        return search(view, legal, rng, self.budget_s, self.iterations,
                      worlds=lambda _rng: deal.clone())


register_bot("oracle", OracleBot, developer=True)

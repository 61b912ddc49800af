"""The oracle: hard's search on the true deal (developer-only reference).

It is the one bot that sees every card: the bot driver hands it the deal
(`observe_deal`) before each decision, and its search plays every
iteration on a copy of that deal (the other hands, the feet and the stock
in their real order) instead of deals sampled from the view.  Nothing else
changes from hard: the same candidate moves, rollouts, evaluation and
budget.  The benchmark compares oracle − medium with hard − medium, to say
how much of the value of perfect information hard recovers.

The true deal includes the order of the stock, so the oracle also knows
what every seat will draw: that is chance, not information any player
holds.  `oracle-hands` knows every hand and foot but draws, in each
iteration, from the stock shuffled anew; oracle − oracle-hands is what
knowing the future draws is worth, which no search from a view recovers.

Both are registered as developer bots: the arena and the benchmarks make
them by name, the settings never offer them (`bot_names()` leaves them out)
and saves refuse them.  They refuse to decide without a deal, rather than
quietly play as hard.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from ..model.actions import Action
from ..model.state import DealState
from ..model.view import PlayerView
from .base import register_bot
from .hard import HardBot, SearchResult, search


class OracleBot(HardBot):
    name = "oracle"
    knows_stock_order = True

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
                      worlds=self.worlds(deal))

    def worlds(self, deal: DealState) -> Callable[[random.Random], DealState]:
        """The deals the search plays its iterations on."""
        if self.knows_stock_order:
            return lambda _rng: deal.clone()

        def shuffled_stock(rng: random.Random) -> DealState:
            world = deal.clone()
            rng.shuffle(world.stock)
            return world
        return shuffled_stock


class HandsOracleBot(OracleBot):
    """Every hand and foot known, the stock's order not (see the module)."""

    name = "oracle-hands"
    knows_stock_order = False


register_bot("oracle", OracleBot, developer=True)
register_bot("oracle-hands", HandsOracleBot, developer=True)

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

`oracle-next-pairs` knows much less: hard's samples of the hidden cards,
except that the next player's natural pairs (which ranks, and the cards)
are the true ones.  That is what tells a discard that hands him the pile
from a safe one, and it is most of what seeing the hands is worth: in
classic 4p (150 duplicate decks, seed 7, 40 iterations) it earns +435 a
deal over medium, knowing the next player's whole hand +475, hard +225.
The benchmark prints it beside the other two oracles.

All three are registered as developer bots: the arena and the benchmarks make
them by name, the settings never offer them (`bot_names()` leaves them out)
and saves refuse them.  They refuse to decide without a deal, rather than
quietly play as hard.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from ..model.actions import Action
from ..model.cards import NATURAL_RANKS
from ..model.phases import ANSWER
from ..model.resample import hidden_cards, resample_from_view
from ..model.state import DealState
from ..model.view import PlayerView
from .base import register_bot
from .hard import HardBot, SearchResult, asker_ready, sample_limits, search


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
                      worlds=self.worlds(deal, view))

    def worlds(self, deal: DealState, view: PlayerView) -> Callable[[random.Random], DealState]:
        """The deals the search plays its iterations on (`view`: the seat's)."""
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


class NextPairsOracleBot(OracleBot):
    """Hard's samples, but the next player's natural pairs are the true ones
    (see the module)."""

    name = "oracle-next-pairs"

    def worlds(self, deal: DealState, view: PlayerView) -> Callable[[random.Random], DealState]:
        nxt = (view.seat + 1) % deal.n
        counts = _natural_counts(deal, nxt)
        told = next_pairs_view(deal, view, counts)
        hidden = hidden_cards(told)
        limits = sample_limits(view, self.settled(view))
        limits[nxt] = pair_limits(counts, limits.get(nxt, {}))
        public_known = [list(k) for k in view.known]

        def sampled(rng: random.Random) -> DealState:
            world = resample_from_view(told, rng, hidden, limits)
            world.known = [k[:] for k in public_known]  # the others know only what is public
            return world
        # Asked "may I go out?", the asker's cards are still sampled: as hard does.
        return asker_ready(view, sampled) if view.phase == ANSWER else sampled


def _natural_counts(deal: DealState, seat: int) -> dict[int, int]:
    t = deal.tables
    counts: dict[int, int] = {}
    for c in deal.hands[seat]:
        if t.is_natural[c]:
            counts[t.rank[c]] = counts.get(t.rank[c], 0) + 1
    return counts


def next_pairs_view(deal: DealState, view: PlayerView, counts: dict[int, int]) -> PlayerView:
    """`view` told the cards of the next player's natural pairs (`counts`:
    his naturals per rank), as if they were known cards: samples keep them
    in his hand."""
    nxt = (view.seat + 1) % deal.n
    t = deal.tables
    known = set(view.known[nxt])
    told = tuple(c for c in deal.hands[nxt]
                 if c in known or (t.is_natural[c] and counts.get(t.rank[c], 0) >= 2))
    return view._replace(known=view.known[:nxt] + (told,) + view.known[nxt + 1:])


def pair_limits(counts: dict[int, int], limits: dict[int, int]) -> dict[int, int]:
    """A player with these naturals per rank holds exactly his pairs, and at
    most one natural of any other rank."""
    out = dict(limits)
    for r in NATURAL_RANKS:
        held = counts.get(r, 0)
        out[r] = held if held >= 2 else min(out.get(r, 1), 1)
    return out


register_bot("oracle", OracleBot, developer=True)
register_bot("oracle-hands", HandsOracleBot, developer=True)
register_bot("oracle-next-pairs", NextPairsOracleBot, developer=True)

"""Every level plays every variant and player count to the end of a deal:
tiles in Origen, the foot in Tête et Queue, the isolated hand at three...
the legal actions carry all of it."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.bots import make_bot
from canasta_desktop.model.resample import hidden_cards, hidden_places, resample_from_view
from canasta_desktop.bots.driver import play_deal
from canasta_desktop.bots.hard import HardBot
from canasta_desktop.model.state import DealSetup, DealState
from canasta_desktop.model.variants import VARIANTS

CONFIGS = [(info.id, players, layout.id)
           for info in VARIANTS.values()
           for players in info.player_counts
           for layout in info.layouts(players)]


def _deal(variant: str, players: int, layout: str, seed: int) -> DealState:
    rules = VARIANTS[variant].rules_for(players, layout)
    return DealState(DealSetup.shuffled(rules, seed % rules.seats, seed))


def _check_end(deal: DealState) -> None:
    assert deal.is_over
    assert sorted(deal.card_ids()) == list(range(deal.rules.deck.size))
    assert len(deal.scores()) == deal.rules.column_count


@pytest.mark.parametrize("variant, players, layout", CONFIGS)
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_level_finishes_a_deal(variant, players, layout, level):
    deal = _deal(variant, players, layout, seed=5)
    bots = [make_bot(level) for _ in range(deal.n)]
    play_deal(deal, bots, random.Random(5))
    _check_end(deal)


@pytest.mark.parametrize("variant, players, layout", CONFIGS)
def test_hard_finishes_a_deal(variant, players, layout):
    """Hard in one seat (a tiny search: two iterations), medium elsewhere."""
    deal = _deal(variant, players, layout, seed=6)
    bots = [make_bot("medium") for _ in range(deal.n)]
    bots[0] = HardBot(budget_s=None, iterations=2)
    play_deal(deal, bots, random.Random(6))
    _check_end(deal)


@pytest.mark.parametrize("variant, players, layout", CONFIGS)
def test_sampled_deals_match_the_view(variant, players, layout):
    """A determinization keeps everything the seat sees, and every card once."""
    deal = _deal(variant, players, layout, seed=7)
    rng = random.Random(7)
    medium = make_bot("medium")
    checked = 0
    while not deal.is_over:
        seat = deal.current_seat
        view = deal.view_for(seat)
        if deal.phase != "choose" and rng.random() < 0.1:
            assert len(hidden_cards(view)) == hidden_places(view)
            world = resample_from_view(view, rng)
            assert world.view_for(seat) == view
            assert sorted(world.card_ids()) == list(range(deal.rules.deck.size))
            assert world.legal_actions() == deal.legal_actions()
            checked += 1
        deal.apply(medium.choose(view, deal.legal_actions(), rng), seat)
    assert checked

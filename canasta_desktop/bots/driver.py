"""Playing a deal or a game out with bots in every seat (arena, benchmarks, tests)."""

from __future__ import annotations

import random
from typing import Callable, Sequence

from ..model.legal import legal_actions
from ..model.match import Match
from ..model.phases import DRAW, OVER
from ..model.state import DealState
from ..model.view import view_for
from .base import Bot

MAX_STEPS = 20_000  # far above any real deal: a guard against a rules bug


def play_deal(deal: DealState, bots: Sequence[Bot], rng: random.Random,
              after_step: Callable[[DealState], None] | None = None) -> int:
    """Let the bots play until the deal ends; returns the number of actions."""
    steps = 0
    while deal.phase != OVER:
        legal = legal_actions(deal)
        # A forced move (often: draw, the pile being out of reach) needs no
        # decision; bots keep no memory between calls, so none is lost.
        if len(legal) == 1:
            action = legal[0]
        else:
            seat = deal.current_seat
            bot = bots[seat]
            observe = getattr(bot, "observe_deal", None)
            if observe is not None:
                observe(deal)  # the developer-only oracle alone (bots/oracle.py)
            action = bot.choose(view_for(deal, seat), legal, rng)
        deal.apply(action)
        steps += 1
        if after_step:
            after_step(deal)
        if steps > MAX_STEPS:
            raise RuntimeError(f"deal did not end after {MAX_STEPS} actions")
    return steps


def play_to_turn(deal: DealState, bot: Bot, rng: random.Random, moves: int,
                 seat: int = 0) -> None:
    """One bot plays every seat until at least `moves` actions are done and
    `seat` is to draw, or the deal ends: a position late in a deal for a
    picture, a test or a benchmark of the table."""
    while not deal.is_over and (len(deal.history) < moves or deal.current_seat != seat
                                or deal.phase != DRAW):
        mover = deal.current_seat
        deal.apply(bot.choose(deal.view_for(mover), deal.legal_actions(), rng), mover)


def play_game(match: Match, bots: Sequence[Bot], rng: random.Random,
              on_deal: Callable[[Match], None] | None = None) -> Match:
    while not match.is_over:
        play_deal(match.start_deal(), bots, rng)
        match.finish_deal()
        if on_deal:
            on_deal(match)
    return match

"""Searchers that search at one kind of decision only (developer-only).

`hard-plays` searches as hard at its turn's plays (melds, lay-offs, tiles,
the discard, asking the partner) and plays medium's policy at every other
decision; `hard-draws` searches only at the draw (the stock or which way to
take the pile).  The same for the two oracles (`oracle-plays`,
`oracle-hands-draws`...).  Against medium in duplicate deals, each says how
much of its searcher's gain over medium comes from that kind of decision:
the benchmark's `--split` table (benchmarks/bot_strength.py).  Answers to
"may I go out?" are medium's in both, so the two parts need not add up to
the whole searcher's gain exactly.

Registered as developer bots, like the oracles: the settings never offer
them and saves refuse them.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..model.actions import Action
from ..model.phases import DRAW, PLAY
from ..model.view import PlayerView
from . import medium
from .base import register_bot
from .hard import HardBot
from .oracle import HandsOracleBot, OracleBot

PHASES = {"draws": DRAW, "plays": PLAY}


def searching_at(searcher: type[HardBot], phase: str, name: str) -> type[HardBot]:
    """`searcher` at the decisions of `phase` alone, medium's policy elsewhere."""

    class OnePhase(searcher):  # type: ignore[valid-type, misc]
        def choose(self, view: PlayerView, legal: Sequence[Action],
                   rng: random.Random) -> Action:
            if view.phase == phase:
                return super().choose(view, legal, rng)
            # What the searcher remembers of the melds is kept at every turn
            # (review: without it, hard-plays sampled with no lay-off inference).
            self._see_melds(view)
            self._plan = None  # a plan of the searcher's is not followed into medium's turns
            return medium.decide(view, legal, rng)

    OnePhase.name = name
    OnePhase.__name__ = OnePhase.__qualname__ = f"OnePhase_{name.replace('-', '_')}"
    return OnePhase


ONE_PHASE_BOTS = {f"{base.name}-{kind}": searching_at(base, phase, f"{base.name}-{kind}")
                  for base in (HardBot, OracleBot, HandsOracleBot)
                  for kind, phase in PHASES.items()}

for _name, _bot in ONE_PHASE_BOTS.items():
    register_bot(_name, _bot, developer=True)

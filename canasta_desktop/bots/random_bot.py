"""Uniformly random legal play: the baseline every other bot must beat."""

from __future__ import annotations

import random
from typing import Sequence

from ..model.actions import Action
from ..model.view import PlayerView
from .base import register_bot


class RandomBot:
    name = "random"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        # random() is one C call where randrange() is several Python ones:
        # this bot plays the random playouts, so it should cost next to nothing.
        return legal[int(rng.random() * len(legal))]


register_bot("random", RandomBot)

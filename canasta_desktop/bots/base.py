"""The bot protocol and the registry of bot levels."""

from __future__ import annotations

import random
from typing import Callable, Protocol, Sequence

from ..model.actions import Action
from ..model.view import PlayerView


class Bot(Protocol):
    """A bot decides from what its seat may know: never from hidden cards.

    `choose` also answers "may I go out?": the legal actions are then the two
    answers.
    """

    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        ...


_FACTORIES: dict[str, Callable[[], Bot]] = {}


def register_bot(name: str, factory: Callable[[], Bot]) -> None:
    _FACTORIES[name] = factory


def bot_names() -> list[str]:
    _load_builtin()
    return sorted(_FACTORIES)


def make_bot(name: str) -> Bot:
    _load_builtin()
    try:
        return _FACTORIES[name]()
    except KeyError:
        raise KeyError(f"unknown bot {name!r}; known: {', '.join(bot_names())}") from None


_LOADED = False


def _load_builtin() -> None:
    # A flag, not "is the registry empty": importing one bot module registers
    # that bot alone, and the others must still load.
    global _LOADED
    if not _LOADED:
        _LOADED = True
        # They register themselves.
        from . import easy, greedy, hard, medium, random_bot  # noqa: F401

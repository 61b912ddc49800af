"""A bot that thinks until the test lets it answer (a helper, not a test file).

It stands for a slow, strong bot without any sleep: the test decides when the
answer comes, so it can look at the table (or change the position) meanwhile.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Iterator


class HeldBot:
    name = "held"

    def __init__(self, wait_s: float = 30) -> None:
        self.asked = threading.Event()  # the bot has begun to think
        self.answer = threading.Event()  # the test lets it answer
        self.answered = threading.Event()  # it has returned its choice
        self.wait_s = wait_s

    def choose(self, view, legal, rng):
        self.asked.set()
        self.answer.wait(self.wait_s)
        self.answered.set()
        return legal[0]


@contextmanager
def west_held(controller, wait_s: float = 10) -> Iterator[HeldBot]:
    """West (seat 1) thinks until the block ends: the test looks at the
    table meanwhile; West is let go however the block ends."""
    west = controller.bots[1] = HeldBot(wait_s)
    try:
        yield west
    finally:
        west.answer.set()

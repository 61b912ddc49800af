"""A bot that thinks until the test lets it answer (a helper, not a test file).

It stands for a slow, strong bot without any sleep: the test decides when the
answer comes, so it can look at the table (or change the position) meanwhile.
"""

from __future__ import annotations

import threading


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

"""Bots think on one worker thread; their choice comes back on the UI thread.

Like Anki's task manager: a single worker, so decisions never overlap, and
results are delivered by a signal that Qt queues to the receiver's thread.
The view and the legal actions are immutable snapshots taken on the UI
thread, so the worker never touches the live deal.
"""

from __future__ import annotations

import random
import traceback
from typing import Sequence

from PySide6.QtCore import QObject, QThreadPool, Signal

from ..bots.base import Bot
from ..model.actions import Action
from ..model.view import PlayerView


class BotRunner(QObject):
    decided = Signal(int, object)  # request token, the action chosen
    failed = Signal(int, str)  # request token, the traceback

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool()
        self._pool.setMaxThreadCount(1)
        self._closed = False

    def request(self, token: int, bot: Bot, view: PlayerView, legal: Sequence[Action],
                rng: random.Random) -> None:
        if self._closed:
            return
        legal = tuple(legal)

        def work() -> None:
            try:
                action = bot.choose(view, legal, rng)
            except Exception:  # a bot bug must not kill the game
                if not self._closed:
                    self.failed.emit(token, traceback.format_exc())
                return
            if not self._closed:
                self.decided.emit(token, action)

        self._pool.start(work)

    def busy(self) -> bool:
        return self._pool.activeThreadCount() > 0

    def shutdown(self) -> None:
        """Drop queued requests and wait for the running one (at exit)."""
        self._closed = True
        self._pool.clear()
        self._pool.waitForDone()

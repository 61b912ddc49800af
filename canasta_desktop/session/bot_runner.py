"""Bots think on one worker thread; their choice comes back on the UI thread.

Like Anki's task manager: a single worker, so decisions never overlap, and
results are delivered by a signal that Qt queues to the receiver's thread.
A search whose answer nobody waits for any more is abandoned
(`bots/stop_asked.py`): at shutdown, closing the window does not wait for
its time budget; after an Undo, a new deal or a cleared hint, the next
request does not queue behind it.
The view and the legal actions are immutable snapshots taken on the UI
thread, so the worker never touches the live deal.  While a bot thinks,
Python's garbage is collected on the UI thread only (`worker_gc`).
"""

from __future__ import annotations

import random
import threading
import traceback
from typing import Sequence

from PySide6.QtCore import QObject, QThreadPool, Signal

from ..bots.base import Bot
from ..bots.stop_asked import stoppable
from ..model.actions import Action
from ..model.view import PlayerView
from .worker_gc import WORKER_GC


class BotRunner(QObject):
    decided = Signal(int, object)  # request token, the action chosen
    failed = Signal(int, str)  # request token, the traceback

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool()
        self._pool.setMaxThreadCount(1)
        self._closed = False
        # One stop flag a request, set when its answer is no longer wanted:
        # its search, running or queued, ends at once.
        self._stops: set[threading.Event] = set()
        self._stops_lock = threading.Lock()  # the worker drops its own flag
        self._outstanding = 0  # requests whose answer has not reached the UI thread
        # Queued to this object's (the UI) thread: the answer is there.
        self.decided.connect(self._delivered)
        self.failed.connect(self._delivered)

    def request(self, token: int, bot: Bot, view: PlayerView, legal: Sequence[Action],
                rng: random.Random) -> None:
        if self._closed:
            return
        legal = tuple(legal)
        self._outstanding += 1
        WORKER_GC.hold(self)
        stop = threading.Event()
        with self._stops_lock:
            self._stops.add(stop)

        def work() -> None:
            try:
                with stoppable(stop):
                    action = bot.choose(view, legal, rng)
            except Exception:  # a bot bug must not kill the game
                if not self._closed:
                    self.failed.emit(token, traceback.format_exc())
                return
            finally:
                with self._stops_lock:
                    self._stops.discard(stop)
            if not self._closed:
                self.decided.emit(token, action)

        self._pool.start(work)

    def _delivered(self, token: int, answer: object) -> None:
        self._outstanding = max(0, self._outstanding - 1)
        if not self._outstanding:
            WORKER_GC.release(self)

    def busy(self) -> bool:
        return self._pool.activeThreadCount() > 0

    def abandon(self) -> None:
        """Nobody waits for the answers asked so far (the position changed):
        their searches end where they look at their clock, and the answers
        still come back, to be dropped as stale by their tokens."""
        with self._stops_lock:
            for stop in self._stops:
                stop.set()

    def shutdown(self) -> None:
        """Drop queued requests, and end the running one at once (at exit):
        its search stops where it looks at its clock, its answer dropped."""
        self._closed = True
        self.abandon()
        self._pool.clear()
        self._pool.waitForDone()
        self._outstanding = 0
        WORKER_GC.release(self)

"""A bot's turn: its move asked on the worker thread (bot_runner.py), played
no sooner than the table's pace allows, then played on the deal.

The controller says whose turn it is (`request`), hears of the move once it
is on the deal (`played`), and cancels the turn when the position changes
under it (an Undo, a new game or deal, a seat changing hands): an answer
for a position since gone is dropped.
"""

from __future__ import annotations

import logging
import random
from typing import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal, Slot

from ..bots.base import Bot
from ..model.actions import Action
from ..model.errors import IllegalAction
from ..model.state import DealState
from .bot_runner import BotRunner

log = logging.getLogger(__name__)


class BotTurns(QObject):
    thinking = Signal(int)  # a bot in this seat is choosing
    played = Signal(object)  # the events of the bot's move, now on the deal

    def __init__(self, deal: Callable[[], DealState | None],
                 round_open: Callable[[], bool], bot_delay_ms: int,
                 parent: QObject | None = None) -> None:
        """`deal`: the deal in play now; `round_open`: whether the person's
        discard may still be taken back (round Undo), see `_least_wait_ms`."""
        super().__init__(parent)
        self._deal = deal
        self._round_open = round_open
        # Animation speed: the least time between a bot's turn and its move
        # (0 = instant).  Thinking time counts towards it.
        self.bot_delay_ms = bot_delay_ms
        self._token = 0
        self._asked: Bot | None = None  # the bot whose answer is awaited
        self._pending: tuple[int, int, Action] | None = None
        self._clock = QElapsedTimer()
        self.runner = BotRunner(self)
        self.runner.decided.connect(self._on_bot_decided)
        self.runner.failed.connect(self._on_bot_failed)
        self._apply_timer = QTimer(self)
        self._apply_timer.setSingleShot(True)
        self._apply_timer.timeout.connect(self._apply_pending)

    @property
    def pending(self) -> tuple[int, int, Action] | None:
        """The move come back and waiting for its time: (token, seat, action)."""
        return self._pending

    def request(self, seat: int, bot: Bot, seed: int) -> None:
        """Ask `bot`, in `seat` of the deal in play, for its move (`seed`: the
        match's, so that a deal replays alike)."""
        deal = self._deal()
        if deal is None:
            raise RuntimeError("no game in progress")
        self._token += 1
        self._asked = bot
        rng = random.Random(f"{seed}:{deal.setup.deal_number}:{len(deal.history)}")
        self._clock.start()
        self.thinking.emit(seat)
        self.runner.request(self._token, bot, deal.view_for(seat), deal.legal_actions(), rng)

    def cancel(self) -> None:
        """Drop the move asked or waiting: the position it was for is gone,
        and the search for it ends (the next bot's move does not wait
        behind it)."""
        self._token += 1
        self.runner.abandon()
        self._pending = None
        self._apply_timer.stop()

    def shutdown(self) -> None:
        """Stop the bots (the window is closing)."""
        self.cancel()
        self.runner.shutdown()

    @Slot(int, object)  # emitted on the worker thread: a real slot (PYSIDE-3124)
    def _on_bot_decided(self, token: int, action: Action) -> None:
        deal = self._deal()
        if token != self._token or deal is None or deal.is_over:
            return  # a stale answer: new game, undo, or seat change since
        seat = deal.current_seat
        self._pending = (token, seat, action)
        elapsed = self._clock.elapsed() if self._clock.isValid() else 0
        self._apply_timer.start(max(0, self._least_wait_ms(self._asked) - elapsed))

    def _least_wait_ms(self, bot: Bot | None) -> int:
        """How long after it was asked a bot's move is played, at the least:
        the animation speed's pause.  While the person's discard may still
        be taken back (round Undo), a bot waits its longest thinking time
        too: hard answers at once when it cannot take the pile and searches
        when it can, so a quick answer would tell, before the Undo, that
        the discard is safe (leak audit s37)."""
        wait = self.bot_delay_ms
        if self._round_open():
            most = getattr(bot, "most_thinking_s", None) or 0.0
            wait = max(wait, round(most * 1000))
        return wait

    @Slot(int, str)  # emitted on the worker thread: a real slot (PYSIDE-3124)
    def _on_bot_failed(self, token: int, trace: str) -> None:
        log.error("a bot failed; playing its first legal action\n%s", trace)
        deal = self._deal()
        if token == self._token and deal is not None and not deal.is_over:
            self._on_bot_decided(token, deal.legal_actions()[0])

    def _apply_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None or pending[0] != self._token:
            return
        _, seat, action = pending
        deal = self._deal()
        if deal is None:
            return
        try:
            events = deal.apply(action, seat)
        except IllegalAction:
            log.exception("a bot chose an illegal action %r; playing a legal one", action)
            events = deal.apply(deal.legal_actions()[0], seat)
        self.played.emit(events)

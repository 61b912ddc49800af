"""The save lines of one deal, kept in step with the live deal: what the
recorder writes of each deal, and what a game played on from a save
writes of its deal dealt anew."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Sequence

from ..model.errors import IllegalAction
from ..model.state import DealSetup, DealState
from ..model.taken_back import TakenBack
from .save_lines import SavedTakeBack, encode_action, encode_taken_back
from .saved_game import SavedDeal

log = logging.getLogger(__name__)


class DealTape:
    """The save lines of one deal, kept in step with the live deal.

    It follows the deal on its own replayed copy (`shadow`): encoding an
    action needs the hand just before it, and the copy gives it without
    replaying the whole deal at every move."""

    def __init__(self, setup: DealSetup) -> None:
        self.setup = setup
        self.shadow = DealState(setup)
        self.lines: list[str] = []
        self._followed: DealState | None = None  # the live deal last synced
        self._saved_deal: SavedDeal | None = None
        self.taken_back: tuple[TakenBack, ...] = ()  # the deal's Undos, for its log
        self._taken_back_lines: tuple[SavedTakeBack, ...] = ()

    @staticmethod
    def from_replayed(state: DealState, lines: Sequence[str],
                      taken_back: Sequence[TakenBack] = (),
                      taken_back_lines: Sequence[SavedTakeBack] = ()) -> "DealTape":
        tape = DealTape(state.setup)
        tape.shadow = state.clone()
        tape.lines = list(lines)
        if taken_back:  # else the lines did not replay: none are kept
            tape.taken_back, tape._taken_back_lines = tuple(taken_back), tuple(taken_back_lines)
        return tape

    def sync(self, deal: DealState, taken_back: Sequence[TakenBack] | None = None) -> None:
        """Follow the live deal; `taken_back`: its Undos so far (None: as they were)."""
        self._follow(deal)
        if taken_back is not None and tuple(taken_back) != self.taken_back:
            self.taken_back = tuple(taken_back)
            try:
                self._taken_back_lines = encode_taken_back(self.setup, deal.history,
                                                           self.taken_back)
            except (ValueError, IllegalAction) as exc:  # the log's alone: the game saves on
                log.warning("the moves taken back cannot be saved: %s", exc)
                self._taken_back_lines = ()

    def _follow(self, deal: DealState) -> None:
        recorded = self.shadow.history
        history = deal.history
        n = len(recorded)
        # A deal's history only grows; undo builds a new deal from a shorter
        # history.  Start again when what we recorded is no longer the start
        # of the deal's history.
        if deal is not self._followed:
            if len(history) < n or history[:n] != recorded:
                self.shadow = DealState(self.setup)
                self.lines = []
                n = 0
            self._followed = deal
        for seat, action in history[n:]:
            self.lines.append(encode_action(self.shadow, seat, action))
            self.shadow.apply(action, seat)

    def saved(self) -> SavedDeal:
        if self._saved_deal is None:
            self._saved_deal = SavedDeal.from_setup(self.setup, ())
        return replace(self._saved_deal, actions=tuple(self.lines),
                       taken_back=self._taken_back_lines)

"""Game → Skip to the deal's end (End): a deal the person does not play in
(he sits it out, in five and six in turn, or a bot plays his seat) is
played out by the bots without the pause between their moves and without
the cards' slide; the table's own speed comes back when the deal ends, or
when the person has a seat to play again (a game opened, a new game).

The bots still think as long as they do at any speed: only the table's
waiting is skipped, never their play (play-test: five players, a whole
deal watched at the chosen speed before one could play again)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from ..session.controller import GameController
from .table_scene import TableScene


class DealSkip(QObject):
    def __init__(self, controller: GameController, scene: TableScene, action: QAction,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.action = action
        # The table's pace before the skip: (least time per bot move, slide).
        self._kept: tuple[int, int] | None = None
        action.triggered.connect(self.skip)
        controller.changed.connect(self.follow_game)
        controller.deal_ended.connect(self.follow_game)
        controller.game_started.connect(self.follow_game)

    @property
    def skipping(self) -> bool:
        return self._kept is not None

    def skip(self) -> None:
        if not self.controller.only_bots_play or self.skipping:
            return
        self._kept = (self.controller.bot_delay_ms, self.scene.animation_ms)
        self.controller.bot_delay_ms = 0
        self.scene.animation_ms = 0
        self.controller.skipping_deal = True
        self.action.setEnabled(False)

    def follow_game(self, *_: object) -> None:
        """Offered while only bots play and no skip runs; the pace given
        back as soon as the deal needs the person again, or is over."""
        if self.skipping and not self.controller.only_bots_play:
            assert self._kept is not None
            self.controller.bot_delay_ms, self.scene.animation_ms = self._kept
            self._kept = None
            self.controller.skipping_deal = False
        self.action.setEnabled(self.controller.only_bots_play and not self.skipping)

    def speed_chosen(self, _name: str) -> None:
        """A speed chosen during the skip is the table's pace from now on:
        it is what the deal's end gives back."""
        if self._kept is not None:
            self._kept = (self.controller.bot_delay_ms, self.scene.animation_ms)
            self.controller.bot_delay_ms = 0
            self.scene.animation_ms = 0

"""Edit → Undo: take back the player's last move (or the whole round) and
say so in the log."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..session.controller import GameController
from .refusal_banner import RefusalBanner
from .side_panel import SidePanel

translate = QCoreApplication.translate


class TakeBack:
    def __init__(self, controller: GameController, side_panel: SidePanel,
                 banner: RefusalBanner) -> None:
        self.controller = controller
        self.side_panel = side_panel
        self.banner = banner

    def undo(self) -> bool:
        self.banner.dismiss()
        round_back = self.controller.undo_takes_back_round()
        done = self.controller.undo()
        if done:
            self.side_panel.log.addItem(
                translate("MainWindow", "You take back the round: your turn starts again")
                if round_back else translate("MainWindow", "You take back your last move"))
            self.side_panel.log.scrollToBottom()
        return done

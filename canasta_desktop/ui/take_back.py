"""Edit → Undo: take back the player's last move (or the whole round); the
log says so (ui/side_panel.py, told by the controller's change).  A
greyed-out Undo says why (the session's reason, in words): in its tooltip
and status tip, and, when its keys are pressed, as a refused move is said."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow

from ..session.controller import GameController
from ..session.refusals import undo_blocked_text
from .refusal_banner import RefusalBanner
from .status_messages import StatusMessages


class TakeBack:
    def __init__(self, controller: GameController, banner: RefusalBanner,
                 status: StatusMessages, action: QAction, window: QMainWindow) -> None:
        self.controller = controller
        self.banner = banner
        self.status = status
        self.action = action
        # Undo's keys while Undo is greyed out (a disabled action's keys do
        # nothing): they say why instead.
        self.why_keys = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), window)
        self.why_keys.setEnabled(False)
        self.why_keys.activated.connect(self.say_why)

    def undo(self) -> bool:
        """The log says what was taken back (the controller's change tells it)."""
        self.banner.dismiss()
        return self.controller.undo()

    def follow_game(self) -> None:
        """Undo greyed out tells why, in the language of the moment."""
        blocked = self.controller.undo_blocked()
        why = "" if blocked is None else undo_blocked_text(blocked)
        self.action.setToolTip(why)
        self.action.setStatusTip(why)
        self.why_keys.setEnabled(blocked is not None)

    def say_why(self) -> None:
        """Undo's keys pressed while it is greyed out: why, as for a refused
        move (whole above the hand, and in the status bar)."""
        blocked = self.controller.undo_blocked()
        if blocked is None:  # the game has moved on since the menus followed it
            self.undo()
            return
        self.status.explain(undo_blocked_text(blocked))

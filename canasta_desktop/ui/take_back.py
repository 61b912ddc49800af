"""Edit → Undo: take back the player's last move (or the whole round); the
log says so (ui/side_panel.py, told by the controller's change).  A
greyed-out Undo says why (the session's reason, in words): in its tooltip
and status tip, and, when its keys are pressed, as a refused move is said.

Edit → Redo plays again, one by one, the player's own moves of this turn
that Undo took back (session/redo.py), until he plays another move; greyed
out, it says so the same way."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QWidget

from ..session.controller import GameController
from ..session.refusals import undo_blocked_text
from .refusal_banner import RefusalBanner
from .status_messages import StatusMessages


def nothing_to_redo() -> str:
    return QCoreApplication.translate(
        "MainWindow", "Nothing to redo: Redo plays again the moves of this turn that you "
        "took back with Undo, until you make another move.")


def keys_saying_why(places: Sequence[QWidget], keys: Sequence[QKeySequence],
                    say: Callable[[], None]) -> list[QShortcut]:
    """A command's keys while it is greyed out, in each window that hears
    the menus' keys (a disabled action's keys do nothing there): `say`
    tells why.  Off until the command is greyed out."""
    out = []
    for place in places:
        shortcut = QShortcut(place)
        shortcut.setKeys(list(keys))
        shortcut.setEnabled(False)
        shortcut.activated.connect(say)
        out.append(shortcut)
    return out


class TakeBack:
    def __init__(self, controller: GameController, banner: RefusalBanner,
                 status: StatusMessages, action: QAction, window: QMainWindow,
                 redo_action: QAction, boxes: Sequence[QWidget] = ()) -> None:
        """`boxes`: windows of their own that hear the menus' keys too (the
        deal's-end box): there, too, the keys of a greyed Undo or Redo say
        why (play-test s36: Ctrl+Z on the game's-end box said nothing)."""
        self.controller = controller
        self.banner = banner
        self.status = status
        self.action = action
        self.redo_action = redo_action
        places = (window, *boxes)
        # Undo's keys while Undo is greyed out (a disabled action's keys do
        # nothing): they say why instead; and Redo's while Redo is.
        self.why_keys = keys_saying_why(places, [QKeySequence(QKeySequence.StandardKey.Undo)],
                                        self.say_why)
        self.why_redo_keys = keys_saying_why(places, redo_action.shortcuts(),
                                             self.say_why_no_redo)

    def undo(self) -> bool:
        """The log says what was taken back (the controller's change tells it)."""
        self.banner.dismiss()
        return self.controller.undo()

    def redo(self) -> bool:
        """The move is played again as any move is: the log tells it, and a
        refusal (the engine's) is said as usual, leaving nothing to redo."""
        self.banner.dismiss()
        played = self.controller.redo()
        if not played:  # refused: no change told the menus that Redo is gone
            self.follow_redo()
        return played

    def follow_game(self) -> None:
        """Undo greyed out tells why, in the language of the moment."""
        blocked = self.controller.undo_blocked()
        why = "" if blocked is None else undo_blocked_text(blocked)
        self.action.setToolTip(why)
        self.action.setStatusTip(why)
        for keys in self.why_keys:
            keys.setEnabled(blocked is not None)
        self.follow_redo()

    def follow_redo(self) -> None:
        """Redo offered only with a move to play again; greyed out, it says why."""
        can = self.controller.can_redo()
        self.redo_action.setEnabled(can)
        why = "" if can else nothing_to_redo()
        self.redo_action.setToolTip(why)
        self.redo_action.setStatusTip(why)
        for keys in self.why_redo_keys:
            keys.setEnabled(not can)

    def say_why(self) -> None:
        """Undo's keys pressed while it is greyed out: why, as for a refused
        move (whole above the hand, and in the status bar)."""
        blocked = self.controller.undo_blocked()
        if blocked is None:  # the game has moved on since the menus followed it
            self.undo()
            return
        self.status.explain(undo_blocked_text(blocked))

    def say_why_no_redo(self) -> None:
        """Redo's keys pressed while it is greyed out: why, as for Undo."""
        if self.controller.can_redo():  # the game has moved on since the menus followed it
            self.redo()
            return
        self.status.explain(nothing_to_redo())

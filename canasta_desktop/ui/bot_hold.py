"""Bots wait while a window-modal dialog is open (new game, open, save as)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from ..session.controller import GameController


class BotHold:
    def __init__(self, controller: GameController) -> None:
        self.controller = controller
        self._held_in: object | None = None  # the match whose bots wait for a dialog

    def open(self, dialog: QDialog) -> None:
        """Open `dialog` window-modal (never exec()), the game stopped until
        it closes (then going on, unless the dialog started another game)."""
        self._wait_while(dialog)
        dialog.open()

    def _wait_while(self, dialog: QDialog) -> None:
        c = self.controller
        if c.match is None:
            return
        if not c.paused:
            c.pause()
            self._held_in = c.match
        elif self._held_in is not c.match:
            return  # they wait for something else (the seating draw)
        match = c.match

        def closed(_result: int = 0) -> None:
            if self._held_in is match and c.match is match and c.paused:
                self._held_in = None
                c.resume()

        dialog.finished.connect(closed)

    def forget(self) -> None:
        """A new game starts: no dialog holds its bots."""
        self._held_in = None

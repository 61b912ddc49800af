"""A non-modal warning that asks the player to confirm a costly move.

Shown, never exec()-ed: the table stays live behind it, and tests click its
buttons like a player.  The safe choice is the default and the escape.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from ..model.actions import Action
from ..session.controller import GameController
from ..session.table_change import TableChange
from .clear_spot import TableSpots, show_clear
from .go_out_prompt import dismiss


@dataclass
class ConfirmBox:
    box: QMessageBox
    go_button: QAbstractButton
    stay_button: QAbstractButton

    def say(self, title: str, text: str, question: str, go_text: str, stay_text: str) -> None:
        """Its words (again in a new language: `show_clear`)."""
        self.box.setWindowTitle(title)
        self.box.setText(text)
        self.box.setInformativeText(question)
        self.go_button.setText(go_text)
        self.stay_button.setText(stay_text)


def confirm_box(parent: QWidget, name: str, title: str, text: str, question: str,
                go_text: str, stay_text: str) -> ConfirmBox:
    box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName(name)
    box.setInformativeText(question)
    go = box.addButton(go_text, QMessageBox.ButtonRole.AcceptRole)
    stay = box.addButton(stay_text, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(stay)
    box.setEscapeButton(stay)
    box.setModal(False)
    return ConfirmBox(box, go, stay)


Say = Callable[[], None]


class TableQuestion(QObject):
    """A question the table asks before a move (a confirm box): it goes when
    the game moves on without it (`_drop_if_stale`, after every change)."""

    def __init__(self, controller: GameController, parent: QWidget,
                 spots: TableSpots | None = None) -> None:
        """`spots`: what its box keeps clear of, as the partner's question
        does (play-test: in the middle of the table it hid the pile and the
        player's melds, which he looks at to decide)."""
        super().__init__(parent)
        self.controller = controller
        self.parent_widget = parent
        self.spots = spots
        controller.changed.connect(self._drop_if_stale)

    def _open(self, box: QMessageBox, say: Say) -> None:
        """Show `box`; `say` gives it its words, from the question's facts,
        in the language of the moment (again when it changes)."""
        show_clear(box, self.parent_widget, self.spots, say)

    def _drop_if_stale(self, change: TableChange | None = None) -> None:
        raise NotImplementedError


class MoveQuestion(TableQuestion):
    """A question about one move of the player's, played once he agrees
    (`_agreed`); it goes when the move is no longer legal (undo, a new game)."""

    asking = Signal()  # the question is shown

    def __init__(self, controller: GameController, parent: QWidget,
                 spots: TableSpots | None = None) -> None:
        super().__init__(controller, parent, spots)
        self.shown: ConfirmBox | None = None
        self._move: Action | None = None

    def _show(self, shown: ConfirmBox, move: Action, say: Say) -> None:
        shown.box.buttonClicked.connect(self._clicked)
        self.shown, self._move = shown, move
        self._open(shown.box, say)
        self.asking.emit()

    def _clicked(self, button: QAbstractButton) -> None:
        shown, move = self.shown, self._move
        if shown is None or move is None:
            return
        self._close()
        if button is shown.go_button:
            self._agreed(move, shown)

    def _agreed(self, move: Action, shown: ConfirmBox) -> None:
        raise NotImplementedError

    def _drop_if_stale(self, change: TableChange | None = None) -> None:
        deal = self.controller.deal
        if self._move is not None and (deal is None or not deal.is_legal(self._move)):
            self._close()

    def _close(self) -> None:
        shown, self.shown, self._move = self.shown, None, None
        dismiss(shown.box if shown is not None else None)

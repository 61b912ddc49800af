"""A non-modal warning that asks the player to confirm a costly move.

Shown, never exec()-ed: the table stays live behind it, and tests click its
buttons like a player.  The safe choice is the default and the escape.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from ..session.controller import GameController
from ..session.table_change import TableChange


@dataclass
class ConfirmBox:
    box: QMessageBox
    go_button: QAbstractButton
    stay_button: QAbstractButton


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


class TableQuestion(QObject):
    """A question the table asks before a move (a confirm box): it goes when
    the game moves on without it (`_drop_if_stale`, after every change)."""

    def __init__(self, controller: GameController, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.parent_widget = parent
        controller.changed.connect(self._drop_if_stale)

    def _drop_if_stale(self, change: TableChange | None = None) -> None:
        raise NotImplementedError

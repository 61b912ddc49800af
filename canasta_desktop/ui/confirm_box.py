"""A non-modal warning that asks the player to confirm a costly move.

Shown, never exec()-ed: the table stays live behind it, and tests click its
buttons like a player.  The safe choice is the default and the escape.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget


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

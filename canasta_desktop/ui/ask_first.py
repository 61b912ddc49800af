"""A question asked before something that cannot be undone."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def agreed_to(parent: QWidget, title: str, question: str) -> bool:
    """A Yes/No question before something that cannot be undone (deleting a
    save, resetting statistics), answered before going on: No is the default,
    so Enter keeps what is there (play-test: Enter deleted a save at once)."""
    answer = QMessageBox.question(
        parent, title, question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes

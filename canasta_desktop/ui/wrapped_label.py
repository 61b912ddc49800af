"""A label that wraps its words to its width, named for the tests and the
style sheets: the one way the dialogs and windows make their lines of text."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


def wrapped_label(object_name: str, text: str = "") -> QLabel:
    label = QLabel(text)
    label.setObjectName(object_name)
    label.setWordWrap(True)
    return label

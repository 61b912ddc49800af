"""The key note: what each box of the score keeper did not take from the
keys, and why, in the box's own words."""

from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QLabel

from ..printing.sheet_html import format_points
from ..session.keeper_words import text
from .keeper_number_box import NumberBox


class KeyNote(QLabel):
    """Under the boxes: what each box did not take from the keys, and why,
    in the words of the box (play-test s38: six digits were cut to five and
    a letter ignored, without a word).  A box's line goes once it takes a
    number; one line a box, so a second refusal elsewhere hides none."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.setObjectName("keeperKeyNote")
        self.lang = lang
        self.notes: dict[NumberBox, str] = {}
        self.setWordWrap(True)
        self.setStyleSheet("color: #b00020;")
        self.hide()

    def watch(self, box: NumberBox, name: Callable[[], str]) -> None:
        """Say what `box`, called `name()` at the time, does not take."""
        box.refused.connect(lambda why, quoted: self.say(box, name(), why, quoted))
        box.valueChanged.connect(lambda _value: self.clear(box))

    def say(self, box: NumberBox, name: str, why: str, quoted: str) -> None:
        self.notes[box] = text(self.lang, why, box=name, typed=quoted,
                               most=format_points(box.maximum(), self.lang))
        self._show()

    def clear(self, box: NumberBox | None = None) -> None:
        """`box`'s line, or every line."""
        if box is None:
            self.notes.clear()
        else:
            self.notes.pop(box, None)
        self._show()

    def _show(self) -> None:
        self.setText("\n".join(self.notes.values()))
        self.setVisible(bool(self.notes))


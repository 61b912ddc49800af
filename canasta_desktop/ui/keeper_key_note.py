"""The key note: what each box of the score keeper did not take from the
keys, and why, in the box's own words."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel, QToolTip

from ..printing.sheet_html import format_points
from ..session.keeper_words import text
from .keeper_number_box import NumberBox


class KeyNote(QLabel):
    """Under the boxes: what each box did not take from the keys, and why,
    in the words of the box (play-test s38: six digits were cut to five and
    a letter ignored, without a word).  A box's line goes once it takes a
    number; one line a box, so a second refusal elsewhere hides none.  The
    lines follow Game → Language (play-test s39: a note said in English
    stayed English in the French window)."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.setObjectName("keeperKeyNote")
        self.lang = lang
        # A box's refusal as the catalogue says it: the box's name (asked
        # again in each language), the catalogue's key, what was typed.
        self.notes: dict[NumberBox, tuple[Callable[[], str], str, str]] = {}
        # The balloon said last: its box and its words (QToolTip has one
        # balloon for the whole application, which another may have taken).
        self._balloon: tuple[NumberBox, str] | None = None
        self.setWordWrap(True)
        self.setStyleSheet("color: #b00020;")
        self.hide()

    def watch(self, box: NumberBox, name: Callable[[], str]) -> None:
        """Say what `box`, called `name()` at the time, does not take."""
        box.refused.connect(lambda why, quoted: self.say(box, name, why, quoted))
        box.valueChanged.connect(lambda _value: self.clear(box))

    def say(self, box: NumberBox, name: Callable[[], str], why: str, quoted: str) -> None:
        self.notes[box] = (name, why, quoted)
        self._show()
        # Said beside the box too, where the eyes are while typing (play-test
        # s39: the line under the rows was far from a box of the first row);
        # the line stays, the balloon goes with the next key or a move.
        line = self._line(box)
        QToolTip.showText(box.mapToGlobal(QPoint(0, box.height())), line, box)
        self._balloon = (box, line)

    def _line(self, box: NumberBox) -> str:
        name, why, quoted = self.notes[box]
        return text(self.lang, why, box=name(), typed=quoted,
                    most=format_points(box.maximum(), self.lang))

    def set_language(self, lang: str) -> None:
        """The lines said again in `lang`, each box named in its new words."""
        self.lang = lang
        self._show()

    def clear(self, box: NumberBox | None = None) -> None:
        """`box`'s line, or every line, and its balloon if still up: not
        another box's, nor a tooltip shown since (review s40)."""
        if self._balloon is not None and (box is None or box is self._balloon[0]):
            if QToolTip.isVisible() and QToolTip.text() == self._balloon[1]:
                QToolTip.hideText()
            self._balloon = None
        if box is None:
            self.notes.clear()
        else:
            self.notes.pop(box, None)
        self._show()

    def _show(self) -> None:
        self.setText("\n".join(self._line(box) for box in self.notes))
        self.setVisible(bool(self.notes))

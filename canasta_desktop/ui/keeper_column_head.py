"""A column's head in the score keeper's form: a side's name in bold, its
players under it in small, each word cut short with "…" to the width the
column really has, cut again as it is resized; the whole name is then the
tooltip (play-test s40: "Romanovskaya" was cut at fourteen average letters,
even at 1920 pixels where the column had room for it)."""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

from .keeper_names import fitted_name, head_room

# Pixels kept either side of a word: a word measured exactly as wide as its
# room is cut by elidedText's rounding.
SLACK = 3


class ColumnHead(QLabel):
    """`title` in bold over `who` in small, wrapped at their spaces, each
    word as wide as the head at most."""

    cut_changed = Signal()  # what the head shows changed: the preview follows

    def __init__(self) -> None:
        super().__init__()
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # A head wraps: two 24-letter names made one line as wide as the
        # form, and at 1280 pixels the "They" column was past the form's
        # edge, to be scrolled to (play-test s38, long names).
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        # The column's width is the boxes' and the room given the form: the
        # head follows it, asking for it only through its size hints.
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.title = ""
        self.who = ""
        self.shown_title = ""  # the title as shown, cut to the width

    def metrics(self) -> tuple[QFontMetrics, QFontMetrics]:
        """The head's fonts: a side's name in bold, its players in small."""
        bold = QFont(self.font())
        bold.setBold(True)
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() / 1.2)  # as rich text's <small>
        return QFontMetrics(bold), QFontMetrics(small)

    def set_names(self, title: str, who: str) -> None:
        self.title, self.who = title, who if who != title else ""
        self.updateGeometry()
        self._cut(self.width() if self.width() > 1 else self.whole_width())

    def whole_width(self) -> int:
        """Room for the widest word whole (a line breaks at spaces)."""
        bold, small = self.metrics()
        words = [(bold, w) for w in self.title.replace("-", " ").split()]
        words += [(small, w) for w in self.who.replace("-", " ").split()]
        return max((m.horizontalAdvance(w) for m, w in words), default=0) + 2 * SLACK

    def least_width(self) -> int:
        """As narrow as the form may make it: a long word is cut short."""
        return min(self.whole_width(), head_room(self.metrics()[0]))

    def sizeHint(self) -> QSize:
        return QSize(self.whole_width(), self.heightForWidth(self.whole_width()))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.least_width(), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._cut(event.size().width())

    def _cut(self, width: int) -> None:
        bold, small = self.metrics()
        room = max(width - SLACK, bold.averageCharWidth() * 3)
        shown = fitted_name(self.title, bold, room)
        shown_who = fitted_name(self.who, small, room)
        self.setText(f"<b>{html.escape(shown)}</b>"
                     + (f"<br><small>{html.escape(shown_who)}</small>" if self.who else ""))
        cut = shown != self.title or shown_who != self.who
        self.setToolTip("\n".join(filter(None, (self.title, self.who))) if cut else "")
        if shown != self.shown_title:
            self.shown_title = shown
            self.cut_changed.emit()

"""A status bar message too long for its one line, shown whole.

The status bar paints its message on one line and cuts it at its right end
(play-test: a French hint in rami for six, at 1280×720, lost its last words,
there only in the tooltip).  For such a message this label lays a
word-wrapped copy over the bar, and the bar grows by the lines it needs, so
nothing of the table is covered; the table view gives up those lines while
the message lasts.  The bar's own message stays what it was (its
`currentMessage`), and any other message, or none, takes the copy away.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QSizeGrip, QStatusBar

LEFT, RIGHT = 6, 12  # where the status bar paints its own message's ends
SPACE = 2  # above and below the wrapped lines


class WholeMessage(QLabel):
    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self.setObjectName("wholeMessage")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setContentsMargins(LEFT, SPACE, RIGHT, SPACE)
        self.setAutoFillBackground(True)  # the bar's own cut line stays under it
        self._message = ""
        self._bar_height = bar.minimumHeight()
        self.hide()
        bar.messageChanged.connect(self._message_changed)
        bar.installEventFilter(self)

    def show_whole(self, text: str) -> None:
        """`text`, the bar's message now: wrapped over the bar when its one
        line cannot hold it."""
        self._message = text
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.bar and event.type() == QEvent.Type.Resize and self._message:
            self._fit()  # a narrower window: more lines
        return False

    def _message_changed(self, text: str) -> None:
        if text != self._message:
            self._message = ""
            self._fit()

    def _room(self) -> int:
        """The bar's width this label may cover: all but the size grip."""
        grip = self.bar.findChild(QSizeGrip)
        taken = grip.width() if grip is not None and grip.isVisible() else 0
        return max(1, self.bar.width() - taken)

    def _fit(self) -> None:
        text = self._message
        room = self._room()
        one_line = self.bar.fontMetrics().horizontalAdvance(text) + LEFT + RIGHT <= room
        if not text or one_line:
            self.hide()
            self.bar.setMinimumHeight(self._bar_height)
            return
        self.setText(text)
        height = self.heightForWidth(room)
        if self.bar.minimumHeight() != height:
            self.bar.setMinimumHeight(height)
        self.setGeometry(0, 0, room, max(height, self.bar.height()))
        self.show()
        self.raise_()

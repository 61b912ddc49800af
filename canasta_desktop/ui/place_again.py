"""A box over the table placed again once the widget under it changed size.

The deal's end box follows the window (play-test s32 F3: from 1280×720 to
1920×1080 it stayed over the melds) and the refusal banner the table's view
(play-test: it stayed at its old pixels, over the pile): each asks for its
place again after the change, once the table is laid out to the new size.
"""

from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, QTimer


class PlaceAgain(QObject):
    """Calls `place` once the event loop is back after `watched` gets one of
    `events`, while `wanted()` holds, then and when the call comes (a box
    hidden or moved by the player meanwhile stays where it is).  Several
    events before the call make one call."""

    def __init__(self, watched: QObject, events: Iterable[QEvent.Type],
                 wanted: Callable[[], bool], place: Callable[[], None],
                 parent: QObject) -> None:
        super().__init__(parent)
        self._events = frozenset(events)
        self._wanted = wanted
        self._place = place
        self._asked = False  # a call is on its way
        self._watched = watched
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self._watched and event.type() in self._events
                and not self._asked and self._wanted()):
            self._asked = True
            # once the table is laid out anew; not at all once this (or its box) is gone
            QTimer.singleShot(0, self, self._again)
        return super().eventFilter(watched, event)

    def _again(self) -> None:
        self._asked = False
        if self._wanted():
            self._place()

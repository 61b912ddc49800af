"""The main window opens where it was closed: its size and place, maximised
or full screen, and the side panel's width if the player dragged its edge.
They are kept in the settings (the window/ keys) when the window closes and
put back at the next start, before it is shown (polished desktop games
reopen where they were closed; play-test: an enlarged window came back at
1280×720 at every start).

Put back only where it fits: a place off every screen now (a monitor
unplugged) is brought onto the main screen, a size larger than the screen
is fitted to it, and a window partly past an edge is moved within it.  A
stored value that is no number in range, or no yes or no (an edited or
damaged file), is left out without a word: the window opens at its
first-start size (MainWindow's).  A read-only window reads them, and keeps
nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QMargins, QObject, QRect, QSettings, QSize, Qt

from ..session.settings import yes_or_no
from . import screen_fit
from .main_window import MainWindow

X, Y, WIDTH, HEIGHT = "window/x", "window/y", "window/width", "window/height"
MAXIMIZED = "window/maximized"
FULL_SCREEN = "window/full_screen"
PANEL_WIDTH = "window/panel_width"  # only when the player dragged the panel's edge
KEYS = (X, Y, WIDTH, HEIGHT, MAXIMIZED, FULL_SCREEN, PANEL_WIDTH)

WHOLE_NUMBER = re.compile(r"[+-]?[0-9]{1,9}")
SIDES = (200, 20000)  # a window's width or height outside these is no size: a damaged file
FARTHEST = 100000  # a place farther from the screens' origin: a damaged file
# The title bar and borders around the window (screen_fit.FRAME_ALLOWANCE, 16×48).
FRAME = QMargins(8, 40, 8, 8)
# So much of the window on a screen, at least, for the player to reach it there.
WITHIN_REACH = QSize(100, 40)


def stored_int(store: QSettings, key: str, low: int, high: int) -> int | None:
    """A whole number from low to high the store holds at `key`, else None."""
    try:
        value: Any = store.value(key)
    except Exception:  # noqa: BLE001 - a value Qt or PySide cannot convert: none
        return None
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        number = value
    elif isinstance(value, str) and WHOLE_NUMBER.fullmatch(value.strip()):
        number = int(value.strip())
    else:
        return None
    return number if low <= number <= high else None


def stored_yes(store: QSettings, key: str) -> bool:
    """True only for a yes the store holds at `key` (anything else: no)."""
    try:
        value: Any = store.value(key)
    except Exception:  # noqa: BLE001 - a value Qt or PySide cannot convert: none
        return False
    return yes_or_no(value, False)  # as the other settings' yes or no are read


def stored_rect(store: QSettings) -> QRect | None:
    """The window's place and size (without its frame), when all four read."""
    x, y = (stored_int(store, key, -FARTHEST, FARTHEST) for key in (X, Y))
    width, height = (stored_int(store, key, *SIDES) for key in (WIDTH, HEIGHT))
    if x is None or y is None or width is None or height is None:
        return None
    return QRect(x, y, width, height)


def reachable(framed: QRect, area: QRect) -> int:
    """How much of the window (with its frame) a screen's free `area` shows,
    0 when too little of it for the player to reach."""
    shown = framed.intersected(area)
    if (shown.width() < min(WITHIN_REACH.width(), framed.width())
            or shown.height() < min(WITHIN_REACH.height(), framed.height())):
        return 0
    return shown.width() * shown.height()


def fitted(rect: QRect, areas: Sequence[QRect]) -> QRect:
    """`rect` (a window without its frame) on the screen that shows most of
    it, no larger than that screen allows and within its edges; off every
    screen, in the middle of the first (the main screen).  `areas`: the
    screens' free parts."""
    if not areas:
        return QRect(rect)
    framed = rect.marginsAdded(FRAME)
    best = max(areas, key=lambda area: reachable(framed, area))
    size = screen_fit.fitting_size(rect.size(), best)
    framed = QRect(framed.topLeft(), size.grownBy(FRAME))
    if not reachable(framed, best):
        framed.moveCenter(best.center())  # a monitor unplugged: on the main screen
    framed.moveLeft(max(best.left(), min(framed.left(), best.right() + 1 - framed.width())))
    framed.moveTop(max(best.top(), min(framed.top(), best.bottom() + 1 - framed.height())))
    return framed.marginsRemoved(FRAME)


class WindowPlace(QObject):
    def __init__(self, window: MainWindow, store: QSettings | None, read_only: bool = False,
                 parent: QObject | None = None) -> None:
        """`store`: where the place is kept (None: nowhere); `read_only`: this
        window only reads it (another window of the game writes)."""
        super().__init__(parent)
        self.window = window
        self.store = store
        self.read_only = read_only

    def restore(self) -> None:
        """The kept place, size, state and panel width, as far as the screens
        allow (before the window is shown)."""
        store, window = self.store, self.window
        if store is None:
            return
        rect = stored_rect(store)
        areas = screen_fit.available_areas()
        if rect is not None:
            window.setGeometry(fitted(rect, areas))
        elif areas:  # a first start: its size, as far as the main screen allows
            window.resize(screen_fit.fitting_size(window.size(), areas[0]))
        state = Qt.WindowState.WindowNoState
        if stored_yes(store, MAXIMIZED):
            state |= Qt.WindowState.WindowMaximized
        if stored_yes(store, FULL_SCREEN):
            state |= Qt.WindowState.WindowFullScreen
        if state != Qt.WindowState.WindowNoState:
            window.setWindowState(state)
        width = stored_int(store, PANEL_WIDTH, window.dock.minimumWidth(),
                           window.dock.maximumWidth())
        if width is not None:
            window.chosen_width = width

    def keep(self) -> None:
        """The window's place now (its size and place as a plain window, when
        maximised or full screen), in the store."""
        store, window = self.store, self.window
        if store is None or self.read_only:
            return
        state = window.windowState()
        aside = (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
                 | Qt.WindowState.WindowMinimized)
        rect = window.normalGeometry() if state & aside else window.geometry()
        if not rect.isValid():
            rect = window.geometry()
        for key, value in ((X, rect.x()), (Y, rect.y()), (WIDTH, rect.width()),
                           (HEIGHT, rect.height())):
            store.setValue(key, value)
        store.setValue(MAXIMIZED, bool(state & Qt.WindowState.WindowMaximized))
        store.setValue(FULL_SCREEN, bool(state & Qt.WindowState.WindowFullScreen))
        if window.chosen_width is None:
            store.remove(PANEL_WIDTH)
        else:
            store.setValue(PANEL_WIDTH, window.chosen_width)

"""The main window itself: the table view filling it, the side panel docked
at its right, its title (naming the game on the table), size and closing.

Its parts (table, side panel, menus, dialogs, controller, autosaving) are
built and connected by the composition root, `canasta_desktop.app`; the
window only holds the two widgets it shows and says when its language
changes and when it closes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

APP_NAME = "Canasta Desktop"
SIDE_PANEL_SHARE = 0.21  # of the window's width, between the two limits below
SIDE_PANEL_WIDTHS = (230, 440)


class MainWindow(QMainWindow):
    language_changed = Signal()
    full_screen_changed = Signal(bool)  # however it changed: the menu, F11, the window manager
    closing = Signal()  # before the window goes: the last move must reach the disk

    def __init__(self, table: QWidget, side_panel: QWidget, read_only: bool = False,
                 parent: QWidget | None = None) -> None:
        """`read_only`: this window writes nothing to the data folder (said in
        the title)."""
        super().__init__(parent)
        self.read_only = read_only
        self.setObjectName("mainWindow")
        self.view = table
        self.setCentralWidget(table)
        self.side_panel = side_panel
        self.dock = QDockWidget(self)
        self.dock.setObjectName("sideDock")
        self.dock.setWidget(side_panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                              | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.dock.setMinimumWidth(SIDE_PANEL_WIDTHS[0] - 20)
        self.dock.setMaximumWidth(SIDE_PANEL_WIDTHS[1] + 80)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        # The game on the table, as the title names it (set by the composition root).
        self.describe_game: Callable[[], str] = lambda: ""
        # The panel's width the player dragged its edge to (kept across restarts: window_place).
        self.chosen_width: int | None = None
        self._width_at_press = 0
        self.retranslate()
        self.resize(1280, 720)

    def retranslate(self) -> None:
        """The title (the game on the table too: called again at each new
        game) and the panel's title in the current language."""
        # True whether another window holds the folder or the player asked for
        # --read-only (play-test: "another window saves" with none open).
        parts = [APP_NAME, self.describe_game()]
        if self.read_only:
            parts.append(self.tr("read-only: this window saves no game"))
        self.setWindowTitle(" — ".join(part for part in parts if part))
        self.dock.setWindowTitle(self.tr("At the table"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.language_changed.emit()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.full_screen_changed.emit(self.isFullScreen())
        super().changeEvent(event)

    def set_full_screen(self, on: bool) -> None:
        """The table on the whole screen, or back to the window it was
        (maximized stays maximized: only the full-screen flag changes)."""
        state = self.windowState()
        full = Qt.WindowState.WindowFullScreen
        self.setWindowState(state | full if on else state & ~full)

    def side_panel_width(self) -> int:
        low, high = SIDE_PANEL_WIDTHS
        return max(low, min(high, round(self.width() * SIDE_PANEL_SHARE)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side panel takes a share of a wider window (not a fixed width),
        unless the player has dragged its edge."""
        super().resizeEvent(event)
        # The width he dragged to comes back once a narrow window gave way
        # (play-test: it was lost for good); Qt caps it to the room there is.
        width = self.side_panel_width() if self.chosen_width is None else self.chosen_width
        self.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def event(self, event: QEvent) -> bool:
        # The panel's edge is the main window's own separator: a press and a
        # release on it that change the panel's width are the player's choice.
        # A width Qt imposed (a window too narrow for the table's minimum) is
        # not: the play-test's panel stayed wide after such a squeeze.
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            self._width_at_press = self.dock.width()
        handled = super().event(event)
        if kind == QEvent.Type.MouseButtonRelease and self.dock.width() != self._width_at_press:
            self.chosen_width = self.dock.width()
        return handled

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        super().closeEvent(event)

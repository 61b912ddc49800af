"""Game → Show the side panel (F9): the panel at the table's right hidden
or shown again (play-test: on a small screen the player wanted the table's
whole width); hidden, the table is laid out again over the window's whole
width (the view's resize lays it out).  The choice is kept in the settings
with the table's other choices, and a restart puts it back."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from ..session.settings import GameSettings, save_settings


class SidePanelShown(QObject):
    def __init__(self, panel: QWidget, action: QAction, settings: Callable[[], GameSettings],
                 store: QSettings | None = None, parent: QObject | None = None) -> None:
        """`panel`: the window's dock; `action`: the menu's checkable command;
        `settings`: the game settings now, where the choice is kept (and
        written to `store`, when there is one)."""
        super().__init__(parent)
        self.panel = panel
        self.action = action
        self.settings = settings
        self.store = store
        action.toggled.connect(self.show_panel)

    def show_panel(self, shown: bool) -> None:
        self.panel.setVisible(shown)
        if self.action.isChecked() != shown:
            self.action.setChecked(shown)
        settings = self.settings()
        if settings.side_panel != shown:
            settings.side_panel = shown
            if self.store is not None:
                save_settings(self.store, settings)

    def restore(self) -> None:
        """As the settings say (at the start)."""
        self.show_panel(self.settings().side_panel)

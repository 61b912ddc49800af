"""Edit → Preferences…: the table's own choices (animation speed, language,
the seating draw, Undo after one's turn, the double-click question),
changed for the game on the table without dealing a new one.  The cards
are the variant's, not a choice (RULES.md §4).

The "New game" dialog holds the same box, for the first start and for a
new game; here only the box, since a player who wants another speed in
the middle of a deal should not have to leave his game for it
(play-test).  Like the New game dialog it is opened with `open()`, never
`exec()`, and a language picked in it is spoken at once, Cancel giving the
old one back.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ..session.settings import GameSettings
from .screen_fit import fit_to_screen
from .settings_dialog import LanguageTrial
from .settings_sections import TableSection


class PreferencesDialog(QDialog):
    preferences_chosen = Signal(object)  # GameSettings: the old ones, the table's choices new

    def __init__(self, settings: GameSettings, parent: QWidget | None = None,
                 current_language: str = "en") -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self._settings = settings.checked()
        self._current_language = current_language
        self._language_trial = LanguageTrial()
        self.table = TableSection()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.rejected.connect(self._language_trial.give_back)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.retranslate()  # fills the combos the settings are then shown in
        self.table.show_settings(self._settings, self._settings.language or current_language)
        self.table.language_combo.currentIndexChanged.connect(
            lambda _=0: self._language_trial.speak(self.table.language))
        fit_to_screen(self)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.note.setText(self.tr("For the game on the table and the next ones. The game, "
                                  "the players and the house rules are chosen in "
                                  "Game → New game…"))
        self.table.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def settings(self) -> GameSettings:
        """The settings kept before, with the table's choices as shown."""
        return replace(self._settings, **self.table.chosen(self._settings.language,
                                                           self._current_language)).checked()

    def accept(self) -> None:
        chosen = self.settings()
        super().accept()
        self.preferences_chosen.emit(chosen)

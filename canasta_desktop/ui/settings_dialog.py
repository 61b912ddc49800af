"""The "New game" dialog: variant, players, teams, names, bots, house rules,
the table's look and the language.

It edits a `GameSettings` (a rule set's recipe, never a game: ARCHITECTURE
§5).  Its logic is callable without showing it: `set_settings()`,
`choose_variant()`, `choose_players()`, `settings()`; the window opens it
with `open()` (never `exec()`), and starting the game is the window's job
when the dialog is accepted.  Each part of it is a section of
`settings_sections.py`; the dialog lays them out and keeps them in step.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (QApplication, QBoxLayout, QDialog, QDialogButtonBox,
                               QPushButton, QScrollArea, QStyle, QVBoxLayout, QWidget)

from .. import i18n, words

from ..model.variants import variant
from ..session.settings import GameSettings
from . import screen_fit
from .screen_fit import fit_to_screen
from .settings_sections import (GameSection, HouseRulesSection, PlayersSection, TableSection,
                                level_name, speed_name)
from .wrapped_label import wrapped_label

__all__ = ["SettingsDialog", "level_name", "speed_name"]

WANTED_SIZE = QSize(940, 620)  # on a screen with room; the content may ask for more width


class LanguageTrial:
    """A language chosen in the dialog is spoken at once by the whole window
    (a dialog half in the old language read as a mistake); Cancel gives back
    the one spoken when the dialog opened."""

    def __init__(self) -> None:
        self.before: str | None = None  # None: no other language tried

    def speak(self, lang: str) -> None:
        if self.before is None:
            self.before = words.current_language()
        i18n.set_language(QApplication.instance(), lang)

    def give_back(self) -> None:
        if self.before is not None:
            i18n.set_language(QApplication.instance(), self.before)
            self.before = None


def rules_key() -> str:
    """The key of Help → Rules of this variant on this platform, as its menu
    shows it: F1, but not on macOS (the menu's key is the standard one)."""
    bindings = QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents)
    return bindings[0].toString(QKeySequence.SequenceFormat.NativeText) if bindings else "F1"

class SettingsDialog(QDialog):
    settings_chosen = Signal(object)  # GameSettings, when accepted

    def __init__(self, settings: GameSettings, parent: QWidget | None = None,
                 current_language: str = "en", welcome: bool = False,
                 leaving: bool = False, kept: bool = True) -> None:
        """`welcome`: the very first start, with a word of welcome and one
        button that deals (play-test: the plain "New game" dialog said
        nothing of where the player was, and its Cancel dealt all the same).
        `leaving`: a game is being played on the table; the dialog says that
        Deal starts another and where the table's own choices are changed
        without one (play-test: OK dealt anew, without a word, after only the
        card design had been changed).  `kept`: the game left is saved, and
        Open lists it (not in a read-only window: review F9)."""
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._settings = settings.checked()
        self._current_language = current_language
        self._language_trial = LanguageTrial()
        self._building = False
        self.game = GameSection()
        self.players_section = PlayersSection()
        self.house_rules = HouseRulesSection()
        self.table = TableSection()
        # The widgets tests and the window reach, by their old names.
        self.variant_combo = self.game.variant_combo
        self.players_combo = self.game.players_combo
        self.layout_combo = self.game.layout_combo
        self.summary = self.game.summary
        self.name_edits = self.players_section.name_edits
        self.level_combos = self.players_section.level_combos
        self.name_error = self.players_section.name_error
        self.speed_combo = self.table.speed_combo
        self.language_combo = self.table.language_combo
        self.seating_check = self.table.seating_check
        self.undo_round_row = self.table.undo_round_row
        self.undo_round_check = self.table.undo_round_check
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.rejected.connect(self._language_trial.give_back)  # Cancel, Esc, the close box
        self._inner = QWidget()
        self._outer = QVBoxLayout(self)
        self.welcome_label = wrapped_label("welcome")  # the very first start only (`welcome`)
        self._outer.addWidget(self.welcome_label)
        self.welcome_label.setVisible(welcome or leaving)
        self._leaving = leaving and not welcome
        self._kept = kept
        # Deal is a button of the dialog's own: the box gives its standard
        # buttons their standard words again on a language change (review:
        # "Deal" turned back into "OK" under "…then Deal").
        # The standard buttons are taken out, not hidden, and Deal made the
        # default once it is inside the dialog: a hidden button became the
        # default when the dialog was shown, and Enter did nothing (play-test).
        # Esc still closes the dialog, which deals the default game.
        # Leaving a game, Cancel stays: it keeps the game on the table.
        self.deal_button = QPushButton() if welcome or leaving else None
        if self.deal_button is not None:
            self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel
                                            if self._leaving
                                            else QDialogButtonBox.StandardButton.NoButton)
            self.buttons.addButton(self.deal_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self._lay_out()
        if self.deal_button is not None:
            self.deal_button.setDefault(True)

        self.variant_combo.currentIndexChanged.connect(lambda _=0: self._changed("variant"))
        self.players_combo.currentIndexChanged.connect(lambda _=0: self._changed("players"))
        self.layout_combo.currentIndexChanged.connect(lambda _=0: self._changed("layout"))
        self.language_combo.currentIndexChanged.connect(lambda _=0: self._changed("language"))
        self.seating_check.toggled.connect(lambda _=False: self._refresh_teams())
        # The summary says the meld make-up the house rules leave (play-test).
        self.house_rules.changed.connect(
            lambda: self.game.show_summary(self.language, self.settings().rules()))
        self.retranslate()
        self.set_settings(self._settings)
        fit_to_screen(self, self._wanted_size())
        # Measured again once shown: the sizes its widgets ask for grow when
        # they are (a 15 pt system font: 1007 px wide before, 1133 after, and
        # the house rules were cut at the right edge: play-test).
        QTimer.singleShot(0, self, lambda: fit_to_screen(self, self._wanted_size()))

    def _lay_out(self) -> None:
        """Game and table on the left, players and house rules on the right,
        in a scroll area: a small screen or a large font scrolls, never cuts."""
        left = QVBoxLayout()
        left.addWidget(self.game, 1)
        left.addWidget(self.table)
        right = QVBoxLayout()
        right.addWidget(self.players_section)
        right.addWidget(self.house_rules)
        right.addStretch(1)
        self._columns = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._columns.addLayout(left, 1)
        self._columns.addLayout(right, 1)
        self._inner.setLayout(self._columns)
        scroll = QScrollArea()
        scroll.setWidget(self._inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self._outer.addWidget(scroll, 1)
        self._outer.addWidget(self.buttons)

    def _wanted_size(self) -> QSize:
        """The usual size, or wider when the content needs it (long French
        names, a large system font), as far as the screen allows.  A screen
        too narrow for the two columns side by side gets them one above the
        other, scrolled down rather than sideways (800×600: the players'
        levels and the house rules were cut at the right edge)."""
        self.ensurePolished()  # measured in the fonts it will be shown in
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        margins = self._outer.contentsMargins()
        room = screen_fit.available_area(self).width() - screen_fit.FRAME_ALLOWANCE.width()
        frame = bar + margins.left() + margins.right()
        self._columns.setDirection(QBoxLayout.Direction.LeftToRight)
        self._columns.activate()  # with the rows just changed
        # Below the usual width, side by side squeezes every column to its
        # minimum, and the minimum measured before the dialog shows is short
        # of what it takes once shown.
        if room < WANTED_SIZE.width() or self._inner.minimumSizeHint().width() + frame > room:
            self._columns.setDirection(QBoxLayout.Direction.TopToBottom)
            self._columns.activate()
        width = self._inner.minimumSizeHint().width() + frame
        # Taller too when the content asks (play-test: at a 16 pt system font
        # the house rules and the table's last box were cut at the bottom).
        height = (self._inner.sizeHint().height() + self.buttons.sizeHint().height()
                  + margins.top() + margins.bottom() + 2 * self._outer.spacing() + bar
                  + (self.welcome_label.sizeHint().height()
                     if self.welcome_label.isVisibleTo(self) else 0))
        return QSize(max(WANTED_SIZE.width(), width), max(WANTED_SIZE.height(), height))

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        welcoming = self.deal_button is not None and not self._leaving
        self.setWindowTitle(self.tr("Welcome to Canasta Desktop") if welcoming
                            else self.tr("New game"))
        if welcoming:
            self.welcome_label.setText("<b>" + self.tr("Welcome to Canasta Desktop.") + "</b> "
                                       + self.tr("Choose the game to play, the players and the "
                                                 "bots' levels, then Deal. All of it can be "
                                                 "changed later with Game → New game…")
                                       # Play-test s38: a newcomer learns from the game
                                       # itself; nothing said where.
                                       + "<br>" + self.tr("New to Canasta? At the table, Help → "
                                                       "Rules of this variant ({rules_key}) "
                                                       "explains the game and how to play, and "
                                                       "Hint (H) suggests a move and says why."
                                                       ).format(rules_key=escape(rules_key())))
        elif self._kept:
            self.welcome_label.setText(self.tr(
                "Deal starts a new game; the game on the table is kept: Game → Open a saved "
                "game… lists it. To change only the speed, the language or Undo, without a "
                "new game: Edit → Preferences…"))
        else:
            self.welcome_label.setText(self.tr(
                "Deal starts a new game; the game on the table is not saved. To change only "
                "the speed, the language or Undo, without a new game: Edit → Preferences…"))
        if self.deal_button is not None:
            self.deal_button.setText(self.tr("Deal"))
        for section in (self.game, self.players_section, self.house_rules, self.table):
            section.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._refresh_variant_texts()
        super().changeEvent(event)

    # ------------------------------------------------------------ logic
    @property
    def language(self) -> str:
        """The language chosen in the dialog (the rule summary's)."""
        return self.table.language

    @property
    def variant_id(self) -> str:
        return self.game.variant_id

    @property
    def players(self) -> int:
        return self.game.players

    def set_settings(self, settings: GameSettings) -> None:
        s = settings.checked()
        self._settings = s
        self.house_rules.reset(s.options)
        self._building = True
        self.table.show_settings(s, s.language or self._current_language)
        self.game.fill_variants(self.language, s.variant)
        self.players_section.show_players(s.names, s.bots)
        self._building = False
        self.game.fill_players(s.players)
        self.game.fill_layouts(self.language, s.layout)
        self._refresh()

    def choose_variant(self, variant_id: str) -> None:
        self.variant_combo.setCurrentIndex(self.variant_combo.findData(variant_id))

    def choose_players(self, players: int) -> None:
        index = self.players_combo.findData(players)
        if index < 0:
            raise ValueError(f"{self.variant_id} is not played by {players}")
        self.players_combo.setCurrentIndex(index)

    def choose_layout(self, layout: str) -> None:
        self.layout_combo.setCurrentIndex(self.layout_combo.findData(layout))

    def set_option(self, name: str, value: Any) -> None:
        self.house_rules.set_option(name, value)

    def option_widget(self, name: str) -> QWidget:
        return self.house_rules.widgets[name]

    def option_names(self) -> list[str]:
        return list(self.house_rules.widgets)

    def player_counts(self) -> list[int]:
        return [self.players_combo.itemData(i) for i in range(self.players_combo.count())]

    def layouts(self) -> list[str]:
        return [self.layout_combo.itemData(i) for i in range(self.layout_combo.count())]

    def summary_text(self) -> str:
        return self.summary.text()

    def settings(self) -> GameSettings:
        """The settings as the dialog shows them."""
        self.house_rules.store()
        return GameSettings(
            variant=self.variant_id, players=self.players, layout=self.game.layout_id,
            names=self.players_section.names(), bots=self.players_section.bots(),
            options={k: dict(v) for k, v in self.house_rules.options.items()},
            sort=self._settings.sort, side_panel=self._settings.side_panel,
            **self.table.chosen(self._settings.language, self._current_language),
        ).checked()

    def name_refusal(self) -> tuple[int, str] | None:
        """The first player's name that cannot be used (its row, the refusal
        in words), or None.  An empty name takes the default one."""
        return self.players_section.name_refusal(self.players)

    def accept(self) -> None:
        refusal = self.name_refusal()
        self.players_section.show_refusal(refusal)
        if refusal is not None:
            return
        chosen = self.settings()
        super().accept()
        self.settings_chosen.emit(chosen)

    # ------------------------------------------------------------ keeping in step
    def _refresh(self) -> None:
        """Show what the chosen variant and count allow."""
        self.players_section.show_count(self.players)
        self._refresh_teams()
        self.house_rules.show_variant(self.variant_id, self.players, self.game.layout_id,
                                      self.language)
        self.game.show_summary(self.language, self.settings().rules())
        # A choice that widens the content (French words, a variant's own
        # option) widens the dialog too, as far as the screen allows:
        # scrolling sideways is for screens too small, not for a choice.
        wanted = self._wanted_size()
        if wanted.width() > self.width():
            fit_to_screen(self, QSize(wanted.width(), self.height()))

    def _refresh_teams(self) -> None:
        rules = variant(self.variant_id).rules_for(self.players, self.game.layout_id or None)
        self.players_section.show_teams(rules, self.players, self.seating_check.isChecked())

    def _refresh_variant_texts(self) -> None:
        self._building = True
        self.game.fill_variants(self.language, self.variant_id)
        self.game.fill_players()
        self.game.fill_layouts(self.language)
        self._building = False
        self._refresh()

    def _changed(self, what: str) -> None:
        """A choice of the game changed: what depends on it follows."""
        if self._building:
            return
        if what == "language":
            self._language_trial.speak(self.language)
            self._refresh_variant_texts()
            # French labels are longer: the dialog grows to fit them, if the screen allows.
            wanted = self._wanted_size()
            if wanted.width() > self.width():
                fit_to_screen(self, wanted)
            return
        if what == "variant":
            self.game.fill_players()
        if what in ("variant", "players"):
            self.game.fill_layouts(self.language, "" if what == "variant" else None)
        self._refresh()

"""The "New game" dialog: variant, players, teams, names, bots, house rules,
the table's look and the language.

It edits a `GameSettings` (a rule set's recipe, never a game: ARCHITECTURE
§5).  Its logic is callable without showing it: `set_settings()`,
`choose_variant()`, `choose_players()`, `settings()`; the window opens it
with `open()` (never `exec()`), and starting the game is the window's job
when the dialog is accepted.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QSize, QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
                               QScrollArea, QSpinBox, QVBoxLayout, QWidget)

from ..model.match import player_teams
from ..model.rules import CardDesign
from ..model.variants import VARIANTS, variant
from ..persistence.names import MAX_NAME_LENGTH, NAME_TOO_LONG, name_problem
from ..session.settings import (DECKS, HUMAN, MAX_PLAYERS, SPEEDS, GameSettings,
                                default_bot_level, offered_bot_levels)
from .screen_fit import fit_to_screen

ORIGEN_DECK = CardDesign.ORIGEN.value  # Origen's own card art, by its deck name

translate = QCoreApplication.translate
TEAM_LETTERS = "ABCDEF"


def level_name(level: str) -> str:
    """A bot level as shown to the player."""
    names = {
        HUMAN: translate("SettingsDialog", "You (human)"),
        "easy": translate("SettingsDialog", "Easy"),
        "medium": translate("SettingsDialog", "Medium"),
        "hard": translate("SettingsDialog", "Hard"),
        "greedy": translate("SettingsDialog", "Greedy"),
        "random": translate("SettingsDialog", "Random"),
    }
    return names.get(level, level.capitalize())


def speed_name(speed: str) -> str:
    return {
        "Instant": translate("SettingsDialog", "Instant"),
        "Fast": translate("SettingsDialog", "Fast"),
        "Normal": translate("SettingsDialog", "Normal"),
        "Slow": translate("SettingsDialog", "Slow"),
    }.get(speed, speed)


def deck_name(deck: str) -> str:
    return {
        "standard": translate("SettingsDialog", "Standard cards"),
        "origen": translate("SettingsDialog", "Canasta Origen cards"),
    }.get(deck, deck)


def _lang_text(lang: str, english: str, french: str) -> str:
    return french if lang == "fr" else english


class _WrapLabel(QLabel):
    """A word-wrapped label that ticks its check box when clicked."""

    def __init__(self, text: str, box: QCheckBox) -> None:
        super().__init__(text)
        self.box = box
        self.setWordWrap(True)
        self.setBuddy(box)

    def mousePressEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        if self.box.isEnabled():
            self.box.toggle()
        event.accept()


class CheckRow(QWidget):
    """A check box whose long text wraps instead of widening the dialog."""

    def __init__(self, text: str, box: QCheckBox | None = None) -> None:
        super().__init__()
        self.box = box or QCheckBox()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.box, 0, Qt.AlignmentFlag.AlignTop)
        self.label = _WrapLabel(text, self.box)
        layout.addWidget(self.label, 1)


def wrapped_check(text: str, box: QCheckBox | None = None) -> tuple[CheckRow, QCheckBox]:
    row = CheckRow(text, box)
    return row, row.box


class SettingsDialog(QDialog):
    settings_chosen = Signal(object)  # GameSettings, when accepted

    def __init__(self, settings: GameSettings, parent: QWidget | None = None,
                 current_language: str = "en") -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._settings = settings.checked()
        self._current_language = current_language
        self._options: dict[str, dict[str, Any]] = {
            k: dict(v) for k, v in self._settings.options.items()}
        self._option_widgets: dict[str, QCheckBox | QSpinBox] = {}
        self._shown_options_variant: str | None = None  # whose options the widgets show
        self._building = False
        self._levels = offered_bot_levels()
        self._preferred_deck = self._settings.deck  # the art for the variants but Origen
        self._deck_chosen_origen = self._preferred_deck == ORIGEN_DECK

        # -- the game
        self.variant_combo = QComboBox()
        self.variant_combo.setObjectName("variant")
        self.players_combo = QComboBox()
        self.players_combo.setObjectName("players")
        self.layout_combo = QComboBox()
        self.layout_combo.setObjectName("teamLayout")
        self.summary = QLabel()
        self.summary.setObjectName("ruleSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setMinimumWidth(300)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.game_form = QFormLayout()
        self.variant_label = QLabel()
        self.players_label = QLabel()
        self.layout_label = QLabel()
        self.game_form.addRow(self.variant_label, self.variant_combo)
        self.game_form.addRow(self.players_label, self.players_combo)
        self.game_form.addRow(self.layout_label, self.layout_combo)
        self.game_box = QGroupBox()
        game_layout = QVBoxLayout(self.game_box)
        game_layout.addLayout(self.game_form)
        game_layout.addWidget(self.summary, 1)

        # -- the players
        self.players_box = QGroupBox()
        grid = QGridLayout(self.players_box)
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.level_combos: list[QComboBox] = []
        self.team_labels: list[QLabel] = []
        for i in range(MAX_PLAYERS):
            label = QLabel()
            edit = QLineEdit()
            edit.setObjectName(f"name{i}")
            edit.setMaxLength(24)  # well within MAX_NAME_LENGTH
            combo = QComboBox()
            combo.setObjectName(f"level{i}")
            # As wide as its longest entry ("You (human)", "Vous (humain)"): never cut.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            team = QLabel()
            team.setObjectName(f"team{i}")
            grid.addWidget(label, i, 0)
            grid.addWidget(edit, i, 1)
            grid.addWidget(combo, i, 2)
            grid.addWidget(team, i, 3)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.level_combos.append(combo)
            self.team_labels.append(team)

        self.name_error = QLabel()
        self.name_error.setObjectName("nameError")
        self.name_error.setWordWrap(True)
        self.name_error.setStyleSheet("color: #b00020;")
        self.name_error.hide()
        grid.addWidget(self.name_error, MAX_PLAYERS, 0, 1, 4)

        # -- house rules
        self.options_box = QGroupBox()
        self.options_layout = QVBoxLayout(self.options_box)

        # -- the table
        self.table_box = QGroupBox()
        table_form = QFormLayout(self.table_box)
        self.speed_combo = QComboBox()
        self.speed_combo.setObjectName("speed")
        self.deck_combo = QComboBox()
        self.deck_combo.setObjectName("deck")
        self.language_combo = QComboBox()
        self.language_combo.setObjectName("language")
        self.language_combo.addItem("English", "en")
        self.language_combo.addItem("Français", "fr")
        self.seating_row, self.seating_check = wrapped_check("")
        self.seating_check.setObjectName("seatingDraw")
        self.undo_round_row, self.undo_round_check = wrapped_check("")
        self.undo_round_check.setObjectName("undoRound")
        self.speed_label = QLabel()
        self.deck_label = QLabel()
        self.language_label = QLabel()
        table_form.addRow(self.speed_label, self.speed_combo)
        table_form.addRow(self.deck_label, self.deck_combo)
        table_form.addRow(self.language_label, self.language_combo)
        table_form.addRow(self.seating_row)
        table_form.addRow(self.undo_round_row)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        left = QVBoxLayout()
        left.addWidget(self.game_box, 1)
        left.addWidget(self.table_box)
        right = QVBoxLayout()
        right.addWidget(self.players_box)
        right.addWidget(self.options_box)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        inner = QWidget()
        inner.setLayout(columns)
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer = QVBoxLayout(self)
        outer.addWidget(scroll, 1)
        outer.addWidget(self.buttons)

        self.variant_combo.currentIndexChanged.connect(self._variant_changed)
        self.players_combo.currentIndexChanged.connect(self._players_changed)
        self.layout_combo.currentIndexChanged.connect(self._layout_changed)
        self.language_combo.currentIndexChanged.connect(self._language_changed)
        self.deck_combo.currentIndexChanged.connect(lambda _=0: self._deck_picked())
        self.seating_check.toggled.connect(lambda _=False: self._refresh_teams())
        self.retranslate()
        self.set_settings(self._settings)
        fit_to_screen(self, QSize(940, 620))

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_box.setTitle(self.tr("Game"))
        self.variant_label.setText(self.tr("Variant:"))
        self.players_label.setText(self.tr("Players:"))
        self.layout_label.setText(self.tr("Teams:"))
        self.players_box.setTitle(self.tr("Players and bots"))
        for i, label in enumerate(self.seat_labels):
            label.setText(self.tr("Player {n}").format(n=i + 1))
        self.options_box.setTitle(self.tr("House rules"))
        self.table_box.setTitle(self.tr("Table"))
        self.speed_label.setText(self.tr("Animation speed:"))
        self.deck_label.setText(self.tr("Cards:"))
        self.language_label.setText(self.tr("Language:"))
        self.seating_row.label.setText(self.tr("Draw seats at the start of a game "
                                               "(otherwise everyone sits as listed)"))
        self.undo_round_row.label.setText(self.tr("Allow taking back a whole round against "
                                                  "bots (Undo goes back to the start of your "
                                                  "previous turn, never over a card you have "
                                                  "seen since)"))
        self._fill_fixed_combos()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._refresh_variant_texts()
        super().changeEvent(event)

    def _fill_fixed_combos(self) -> None:
        speed = self.speed_combo.currentData()
        deck = self.deck_combo.currentData()
        self.speed_combo.blockSignals(True)
        self.speed_combo.clear()
        for name in SPEEDS:
            self.speed_combo.addItem(speed_name(name), name)
        if speed:
            self.speed_combo.setCurrentIndex(max(0, self.speed_combo.findData(speed)))
        self.speed_combo.blockSignals(False)
        self.deck_combo.blockSignals(True)
        self.deck_combo.clear()
        for name in DECKS:
            self.deck_combo.addItem(deck_name(name), name)
        if deck:
            self.deck_combo.setCurrentIndex(max(0, self.deck_combo.findData(deck)))
        self.deck_combo.blockSignals(False)
        for i, combo in enumerate(self.level_combos):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            if i == 0:
                combo.addItem(level_name(HUMAN), HUMAN)
            for level in self._levels:
                combo.addItem(level_name(level), level)
            if current is not None:
                combo.setCurrentIndex(max(0, combo.findData(current)))
            combo.blockSignals(False)

    # ------------------------------------------------------------ logic
    @property
    def language(self) -> str:
        """The language chosen in the dialog (the rule summary's)."""
        return self.language_combo.currentData() or "en"

    def set_settings(self, settings: GameSettings) -> None:
        s = settings.checked()
        self._settings = s
        self._options = {k: dict(v) for k, v in s.options.items()}
        self._shown_options_variant = None
        self._building = True
        lang = s.language or self._current_language
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(lang)))
        self._fill_variants()
        self.variant_combo.setCurrentIndex(max(0, self.variant_combo.findData(s.variant)))
        for i in range(MAX_PLAYERS):
            self.name_edits[i].setText(s.names[i])
            combo = self.level_combos[i]
            index = combo.findData(s.bots[i])  # a test bot not offered: the default
            combo.setCurrentIndex(index if index >= 0 else
                                  max(0, combo.findData(default_bot_level(self._levels))))
        self.speed_combo.setCurrentIndex(max(0, self.speed_combo.findData(s.speed)))
        self.deck_combo.setCurrentIndex(max(0, self.deck_combo.findData(s.deck)))
        self._preferred_deck = s.deck
        self._deck_chosen_origen = s.deck == ORIGEN_DECK
        self.seating_check.setChecked(s.seating_draw)
        self.undo_round_check.setChecked(s.undo_round)
        self._building = False
        self._fill_players(s.players)
        self._fill_layouts(s.layout)
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
        widget = self._option_widgets[name]
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        else:
            widget.setValue(int(value))

    def option_widget(self, name: str) -> QWidget:
        return self._option_widgets[name]

    def option_names(self) -> list[str]:
        return list(self._option_widgets)

    def player_counts(self) -> list[int]:
        return [self.players_combo.itemData(i) for i in range(self.players_combo.count())]

    def layouts(self) -> list[str]:
        return [self.layout_combo.itemData(i) for i in range(self.layout_combo.count())]

    @property
    def variant_id(self) -> str:
        return self.variant_combo.currentData() or "classic"

    @property
    def players(self) -> int:
        return self.players_combo.currentData() or variant(self.variant_id).default_players

    def settings(self) -> GameSettings:
        """The settings as the dialog shows them."""
        self._store_options()
        names = [edit.text().strip() for edit in self.name_edits]
        bots = [combo.currentData() if combo.currentData() is not None else
                default_bot_level(self._levels) for combo in self.level_combos]
        return GameSettings(
            variant=self.variant_id, players=self.players,
            layout=self.layout_combo.currentData() or "",
            names=names, bots=bots,
            options={k: dict(v) for k, v in self._options.items()},
            speed=self.speed_combo.currentData() or "Normal",
            deck=self._chosen_deck(),
            language=self.language, seating_draw=self.seating_check.isChecked(),
            sort=self._settings.sort, undo_round=self.undo_round_check.isChecked(),
        ).checked()

    def name_refusal(self) -> tuple[int, str] | None:
        """The first player's name that cannot be used (its row, the refusal
        in words), or None.  An empty name takes the default one."""
        for i, edit in enumerate(self.name_edits[:self.players]):
            name = edit.text().strip()
            problem = name_problem(name) if name else None
            if problem == NAME_TOO_LONG:
                return i, self.tr("A name may have at most %1 characters.").replace(
                    "%1", str(MAX_NAME_LENGTH))
            if problem is not None:
                return i, self.tr("A name may not hold control characters or characters "
                                  "that cannot be written.")
        return None

    def _chosen_deck(self) -> str:
        """The card art the player chose for the variants that let him
        choose: an Origen game shows Origen's cards without changing it."""
        if self._own_cards() is not CardDesign.STANDARD:
            return self._preferred_deck
        return self.deck_combo.currentData() or "standard"

    def _deck_picked(self) -> None:
        if self.deck_combo.isEnabled() and not self._building:
            self._preferred_deck = self.deck_combo.currentData() or "standard"
            self._deck_chosen_origen = self._preferred_deck == ORIGEN_DECK

    def _own_cards(self) -> CardDesign:
        """The cards the chosen variant is played with (its rule set says)."""
        return variant(self.variant_id).rules_for().design

    def accept(self) -> None:
        refusal = self.name_refusal()
        if refusal is not None:
            row, message = refusal
            self.name_error.setText(message)
            self.name_error.show()
            self.name_edits[row].setFocus()
            self.name_edits[row].selectAll()
            return
        self.name_error.hide()
        chosen = self.settings()
        super().accept()
        self.settings_chosen.emit(chosen)

    # ------------------------------------------------------------ filling
    def _fill_variants(self) -> None:
        current = self.variant_combo.currentData() or self._settings.variant
        self.variant_combo.blockSignals(True)
        self.variant_combo.clear()
        for vid, info in VARIANTS.items():
            self.variant_combo.addItem(_lang_text(self.language, info.name_en, info.name_fr), vid)
        self.variant_combo.setCurrentIndex(max(0, self.variant_combo.findData(current)))
        self.variant_combo.blockSignals(False)

    def _fill_players(self, wanted: int | None = None) -> None:
        info = variant(self.variant_id)
        current = wanted or self.players_combo.currentData()
        self.players_combo.blockSignals(True)
        self.players_combo.clear()
        for n in info.player_counts:
            self.players_combo.addItem(self.tr("%n player(s)", "", n), n)
        if current not in info.player_counts:
            current = info.default_players
        self.players_combo.setCurrentIndex(self.players_combo.findData(current))
        self.players_combo.setEnabled(len(info.player_counts) > 1)
        self.players_combo.blockSignals(False)

    def _fill_layouts(self, wanted: str | None = None) -> None:
        info = variant(self.variant_id)
        current = wanted if wanted is not None else self.layout_combo.currentData()
        layouts = info.layouts(self.players)
        self.layout_combo.blockSignals(True)
        self.layout_combo.clear()
        for lay in layouts:
            self.layout_combo.addItem(_lang_text(self.language, lay.name_en, lay.name_fr),
                                      lay.id)
        index = self.layout_combo.findData(current) if current else -1
        self.layout_combo.setCurrentIndex(max(0, index))
        self.layout_combo.setEnabled(len(layouts) > 1)
        self.layout_combo.blockSignals(False)

    def _store_options(self) -> None:
        shown = self._shown_options_variant
        if not shown:
            return
        values = self._options.setdefault(shown, {})
        for name, widget in self._option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            else:
                values[name] = widget.value()

    def _fill_options(self) -> None:
        self._store_options()
        while self.options_layout.count():
            item = self.options_layout.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.deleteLater()
        self._option_widgets = {}
        s = GameSettings(variant=self.variant_id, players=self.players,
                         layout=self.layout_combo.currentData() or "",
                         options=self._options).checked()
        values = s.option_values()
        rules = s.base_rules()
        for option in rules.house_options:
            text = _lang_text(self.language, option.name_en, option.name_fr)
            value = values[option.field]
            widget: QCheckBox | QSpinBox
            if isinstance(value, bool):
                check_row, widget = wrapped_check(text)
                widget.setChecked(value)
                self.options_layout.addWidget(check_row)
            else:
                row = QWidget()
                row_layout = QHBoxLayout(row)
                row_layout.setContentsMargins(0, 0, 0, 0)
                label = QLabel(text)
                label.setWordWrap(True)
                spin = widget = QSpinBox()
                spin.setRange(2, 6)
                spin.setValue(int(value))
                row_layout.addWidget(label, 1)
                row_layout.addWidget(spin)
                self.options_layout.addWidget(row)
            widget.setObjectName(f"option_{option.field}")
            self._option_widgets[option.field] = widget
        if not rules.house_options:
            self.options_layout.addWidget(QLabel(self.tr("No house rules for this variant.")))
        self._shown_options_variant = self.variant_id

    def _refresh(self) -> None:
        """Show what the chosen variant and count allow."""
        n = self.players
        for i in range(MAX_PLAYERS):
            shown = i < n
            for widget in (self.seat_labels[i], self.name_edits[i], self.level_combos[i],
                           self.team_labels[i]):
                widget.setVisible(shown)
        self._refresh_teams()
        own_cards = self._own_cards()
        # Origen's own cards are shown for Origen only: the player's choice
        # for the other variants is kept (and put back when he leaves Origen).
        self.deck_combo.setEnabled(own_cards is CardDesign.STANDARD)
        if own_cards is not CardDesign.STANDARD:
            self.deck_combo.setCurrentIndex(self.deck_combo.findData(own_cards.value))
        elif self.deck_combo.currentData() == ORIGEN_DECK and not self._deck_chosen_origen:
            self.deck_combo.setCurrentIndex(max(0, self.deck_combo.findData(self._preferred_deck)))
        self.deck_combo.setToolTip(self.tr("Canasta Origen is played with its own cards")
                                   if own_cards is CardDesign.ORIGEN else "")
        self._fill_options()
        self._refresh_summary()

    def _refresh_teams(self) -> None:
        """Each player's team when seats are not drawn (the draw decides otherwise)."""
        rules = variant(self.variant_id).rules_for(self.players,
                                                   self.layout_combo.currentData() or None)
        teams = player_teams(rules)
        several_teams = 1 < len(set(teams)) < len(teams)
        drawn = self.seating_check.isChecked()
        for i in range(self.players):
            if not several_teams:
                text = ""
            elif drawn:
                text = self.tr("team drawn")
            else:
                text = self.tr("team {letter}").format(letter=TEAM_LETTERS[teams[i]])
            self.team_labels[i].setText(text)

    def _refresh_summary(self) -> None:
        info = variant(self.variant_id)
        lang = self.language
        name = _lang_text(lang, info.name_en, info.name_fr)
        summary = _lang_text(lang, info.summary_en, info.summary_fr)
        self.summary.setText(f"<b>{escape(name)}</b><p>{escape(summary)}</p>")

    def summary_text(self) -> str:
        return self.summary.text()

    def _refresh_variant_texts(self) -> None:
        self._building = True
        self._fill_variants()
        self._fill_players()
        self._fill_layouts()
        self._building = False
        self._refresh()

    # ------------------------------------------------------------ signals
    def _variant_changed(self) -> None:
        if self._building:
            return
        self._fill_players()
        self._fill_layouts("")
        self._refresh()

    def _players_changed(self) -> None:
        if self._building:
            return
        self._fill_layouts()
        self._refresh()

    def _layout_changed(self) -> None:
        if self._building:
            return
        self._refresh()

    def _language_changed(self) -> None:
        if self._building:
            return
        self._refresh_variant_texts()

"""The four parts of the "New game" dialog, one job each: the game (variant,
player count, teams, rule summary), the players (names and bot levels), the
house rules of the chosen variant, and the table (speed, card art, language).

`SettingsDialog` puts them side by side and keeps them in step.  Their words
stay in the dialog's translation context ("SettingsDialog"), so that the
catalogues need no change when a part moves.  Every combo box is at least as
wide as its longest entry in the current font: it never shrinks to cut one
("You (humar"); the dialog scrolls instead (`fitting_combo`).
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QSizePolicy, QSpinBox, QStyle,
                               QVBoxLayout, QWidget)

from .. import words
from ..model.match import player_teams
from ..model.rules import RuleSet
from ..model.variants import VARIANTS, variant
from ..persistence.names import MAX_NAME_LENGTH, NAME_TOO_LONG, name_problem

from ..session.settings import (DEFAULT_YOU, HUMAN, MAX_PLAYERS, SPEEDS, GameSettings,
                                default_bot_level, offered_bot_levels)
from .wrapped_label import wrapped_label

SHOWN_NAME_LENGTH = 24  # the longest name the table shows whole; files allow more
TEAM_LETTERS = "ABCDEF"
SUMMARY_WIDTH_IN_CHARACTERS = 34  # the rule summary's narrowest column, in the font used
NAME_ROOM_CHARS = 12  # a player's name field shows at least this many average characters

translate = QCoreApplication.translate


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


def level_help(level: str | None) -> str:
    """What playing against a bot level is like (its tooltip); "" for the person."""
    return words.template("level_help", level or "") or ""


def seat_level_help(seat: int, level: str | None) -> str:
    """A level's tooltip in a seat's row: in the person's own row (the first),
    first that a bot level there has the computer play his seat while he
    watches (play-test: chosen by mistake, the game played itself)."""
    tip = level_help(level)
    if seat:
        return tip
    watch = translate("SettingsDialog", "A bot level here has the computer play your seat: "
                      "you watch the game.")
    return f"{watch}\n\n{tip}" if tip else watch


def speed_name(speed: str) -> str:
    return {
        "Instant": translate("SettingsDialog", "Instant"),
        "Fast": translate("SettingsDialog", "Fast"),
        "Normal": translate("SettingsDialog", "Normal"),
        "Slow": translate("SettingsDialog", "Slow"),
    }.get(speed, speed)


def fitting_combo(name: str) -> QComboBox:
    """A combo box as wide as its longest entry, which the layout may widen
    but never narrow (a narrower one cuts the text it shows)."""
    combo = QComboBox()
    combo.setObjectName(name)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    combo.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
    return combo


def refill(combo: QComboBox, entries: list[tuple[str, object]], wanted: object) -> None:
    """Replace a combo's entries (text, data) without signalling, keeping
    `wanted` (else the first entry) chosen."""
    combo.blockSignals(True)
    combo.clear()
    for text, data in entries:
        combo.addItem(text, data)
    combo.setCurrentIndex(max(0, combo.findData(wanted)) if wanted is not None else 0)
    combo.blockSignals(False)


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


class GameSection(QGroupBox):
    """Variant, player count and team layout, with the variant's rules in brief."""

    def __init__(self) -> None:
        super().__init__()
        self.variant_combo = fitting_combo("variant")
        self.players_combo = fitting_combo("players")
        self.layout_combo = fitting_combo("teamLayout")
        self.summary = wrapped_label("ruleSummary")
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setMinimumWidth(
            self.fontMetrics().averageCharWidth() * SUMMARY_WIDTH_IN_CHARACTERS)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.variant_label, self.players_label, self.layout_label = QLabel(), QLabel(), QLabel()
        form = QFormLayout()
        form.addRow(self.variant_label, self.variant_combo)
        form.addRow(self.players_label, self.players_combo)
        form.addRow(self.layout_label, self.layout_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary, 1)

    def retranslate(self) -> None:
        self.setTitle(translate("SettingsDialog", "Game"))
        self.variant_label.setText(translate("SettingsDialog", "Variant:"))
        self.players_label.setText(translate("SettingsDialog", "Players:"))
        self.layout_label.setText(translate("SettingsDialog", "Teams:"))

    @property
    def variant_id(self) -> str:
        return self.variant_combo.currentData() or "classic"

    @property
    def players(self) -> int:
        return self.players_combo.currentData() or variant(self.variant_id).default_players

    @property
    def layout_id(self) -> str:
        return self.layout_combo.currentData() or ""

    def fill_variants(self, lang: str, wanted: str) -> None:
        refill(self.variant_combo, [(words.label("variant", vid, lang), vid)
                                    for vid in VARIANTS], wanted)

    def fill_players(self, wanted: int | None = None) -> None:
        info = variant(self.variant_id)
        current = wanted or self.players_combo.currentData()
        if current not in info.player_counts:
            current = info.default_players
        refill(self.players_combo,
               [(translate("SettingsDialog", "%n player(s)", "", n), n)
                for n in info.player_counts], current)
        self.players_combo.setEnabled(len(info.player_counts) > 1)

    def fill_layouts(self, lang: str, wanted: str | None = None) -> None:
        current = wanted if wanted is not None else self.layout_combo.currentData()
        layouts = variant(self.variant_id).layouts(self.players)
        refill(self.layout_combo, [(words.label("team_layout", lay.id, lang), lay.id)
                                   for lay in layouts], current or None)
        self.layout_combo.setEnabled(len(layouts) > 1)

    def show_summary(self, lang: str, rules: RuleSet) -> None:
        """The variant's summary, as `rules` (its house rules chosen) stand."""
        name = words.label("variant", self.variant_id, lang)
        summary = words.variant_summary(rules, lang)
        text = f"<b>{escape(name)}</b><p>{escape(summary)}</p>"
        others = other_player_counts(self.variant_id)
        if others:
            # The Players box of a one-count game is greyed: say where the
            # other counts are (play-test: "how do we play three?").
            counts = [str(n) for n in others]
            listed = counts[0] if len(counts) == 1 else translate(
                "SettingsDialog", "{first} or {last}").format(first=", ".join(counts[:-1]),
                                                              last=counts[-1])
            text += "<p><i>" + escape(translate(
                "SettingsDialog", "For {counts} players, choose their game in the "
                "Variant list.").format(counts=listed)) + "</i></p>"
        self.summary.setText(text)


def other_player_counts(variant_id: str) -> list[int]:
    """The numbers of players other games are played by, when `variant_id`
    is played by one number only (none otherwise: its Players box offers them)."""
    own = variant(variant_id).player_counts
    if len(own) > 1:
        return []
    return sorted({n for info in VARIANTS.values() for n in info.player_counts} - set(own))


class PlayersSection(QGroupBox):
    """A row per seat: the player's name, who plays it (the person or a bot
    level) and, where teams are fixed, the team."""

    def __init__(self) -> None:
        super().__init__()
        self.levels = offered_bot_levels()
        grid = QGridLayout(self)
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.level_combos: list[QComboBox] = []
        self.team_labels: list[QLabel] = []
        for i in range(MAX_PLAYERS):
            label, edit, combo, team = QLabel(), QLineEdit(), fitting_combo(f"level{i}"), QLabel()
            combo.currentIndexChanged.connect(
                lambda _index, c=combo, i=i: c.setToolTip(seat_level_help(i, c.currentData())))
            edit.setObjectName(f"name{i}")
            # Room for a usual first name whole: the level combos keep their
            # width, and without a floor the names took only what was left.
            edit.setMinimumWidth(edit.fontMetrics().averageCharWidth() * NAME_ROOM_CHARS
                                 + 2 * edit.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth) + 8)
            team.setObjectName(f"team{i}")
            for column, widget in enumerate((label, edit, combo, team)):
                grid.addWidget(widget, i, column)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.level_combos.append(combo)
            self.team_labels.append(team)
        grid.setColumnStretch(1, 1)  # the names take what room is left, the levels keep theirs
        self.name_error = wrapped_label("nameError")
        self.name_error.setStyleSheet("color: #b00020;")
        self.name_error.hide()
        grid.addWidget(self.name_error, MAX_PLAYERS, 0, 1, 4)

    def retranslate(self) -> None:
        self.setTitle(translate("SettingsDialog", "Players and bots"))
        for i, label in enumerate(self.seat_labels):
            label.setText(translate("SettingsDialog", "Player {n}").format(n=i + 1))
        # The player's name still at its default follows the language ("Vous").
        if self.name_edits[0].text() in DEFAULT_YOU:
            self.name_edits[0].setText(translate("Settings", "You"))
        for i, combo in enumerate(self.level_combos):
            levels = ([HUMAN] if i == 0 else []) + self.levels
            refill(combo, [(level_name(level), level) for level in levels], combo.currentData())
            for index, level in enumerate(levels):
                combo.setItemData(index, seat_level_help(i, level), Qt.ItemDataRole.ToolTipRole)
            combo.setToolTip(seat_level_help(i, combo.currentData()))

    def show_players(self, names: list[str], bots: list[str]) -> None:
        # A default name in the language spoken now (play-test: "You" among
        # French words after a switch of language in the game).
        lang = words.current_language()
        for i in range(MAX_PLAYERS):
            self.name_edits[i].setText(words.name_in(names[i], lang))
            # A name longer than its field reads from its start (play-test:
            # « rite Delacroix-Saint-Amand », setText leaves the cursor at the end).
            self.name_edits[i].setCursorPosition(0)
            combo = self.level_combos[i]
            index = combo.findData(bots[i])  # a test bot not offered: the default
            combo.setCurrentIndex(index if index >= 0 else
                                  max(0, combo.findData(default_bot_level(self.levels))))

    def show_count(self, count: int) -> None:
        for i in range(MAX_PLAYERS):
            for widget in (self.seat_labels[i], self.name_edits[i], self.level_combos[i],
                           self.team_labels[i]):
                widget.setVisible(i < count)

    def show_teams(self, rules: RuleSet, count: int, drawn: bool) -> None:
        """Each player's team when seats are not drawn (the draw decides otherwise)."""
        teams = player_teams(rules)
        several_teams = 1 < len(set(teams)) < len(teams)
        for i in range(count):
            if not several_teams:
                text = ""
            elif drawn:
                text = translate("SettingsDialog", "team drawn")
            else:
                text = translate("SettingsDialog", "team {letter}").format(
                    letter=TEAM_LETTERS[teams[i]])
            self.team_labels[i].setText(text)

    def names(self) -> list[str]:
        return [edit.text().strip() for edit in self.name_edits]

    def bots(self) -> list[str]:
        return [combo.currentData() if combo.currentData() is not None else
                default_bot_level(self.levels) for combo in self.level_combos]

    def name_refusal(self, count: int) -> tuple[int, str] | None:
        """The first player's name that cannot be used (its row, the refusal
        in words), or None.  An empty name takes the default one.  A name
        longer than the table shows whole is refused, not cut (a pasted name
        lost its end without a word), and so is a second player of the same
        name: the table, the log and the sheet could not tell them apart."""
        seen: set[str] = set()
        for i, name in enumerate(self.names()[:count]):
            problem = name_problem(name, max_length=SHOWN_NAME_LENGTH) if name else None
            if problem == NAME_TOO_LONG:
                return i, translate("SettingsDialog",
                                    "A name may have at most %1 characters.").replace(
                    "%1", str(SHOWN_NAME_LENGTH))
            if problem is not None:
                return i, translate("SettingsDialog",
                                    "A name may not hold control characters or characters "
                                    "that cannot be written.")
            if name and name.casefold() in seen:
                return i, translate("SettingsDialog", "Two players may not have the same name.")
            seen.add(name.casefold())
        return None

    def show_refusal(self, refusal: tuple[int, str] | None) -> None:
        if refusal is None:
            self.name_error.hide()
            return
        row, message = refusal
        self.name_error.setText(message)
        self.name_error.show()
        self.name_edits[row].setFocus()
        self.name_edits[row].selectAll()


class HouseRulesSection(QGroupBox):
    """The house rules of the variant shown, each a check box (or the number
    of decks); the values chosen for every variant are kept while the player
    browses the others."""

    changed = Signal()  # a box was ticked or a number set

    def __init__(self) -> None:
        super().__init__()
        self.rows = QVBoxLayout(self)
        self.options: dict[str, dict[str, Any]] = {}
        self.widgets: dict[str, QCheckBox | QSpinBox] = {}
        self.shown_variant: str | None = None  # whose options the widgets show

    def retranslate(self) -> None:
        self.setTitle(translate("SettingsDialog", "House rules"))

    def reset(self, options: dict[str, dict[str, Any]]) -> None:
        self.options = {k: dict(v) for k, v in options.items()}
        self.shown_variant = None

    def store(self) -> None:
        """Keep what the widgets show for their variant."""
        if not self.shown_variant:
            return
        values = self.options.setdefault(self.shown_variant, {})
        for name, widget in self.widgets.items():
            values[name] = widget.isChecked() if isinstance(widget, QCheckBox) else widget.value()

    def show_variant(self, variant_id: str, players: int, layout: str, lang: str) -> None:
        self.store()
        while self.rows.count():
            item = self.rows.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.hide()  # out of the layout, it would be drawn until deleted
                old.deleteLater()
        self.widgets = {}
        s = GameSettings(variant=variant_id, players=players, layout=layout,
                         options=self.options).checked()
        values = s.option_values()
        rules = s.base_rules()
        for option in rules.house_options:
            # In the variant's own words: Origen's wild cards are jokers (play-test).
            text = words.own_label("house_option", option.field, rules.design, lang)
            value = values[option.field]
            widget = self._add_check(text, value) if isinstance(value, bool) else \
                self._add_spin(text, int(value))
            widget.setObjectName(f"option_{option.field}")
            # What the rule changes, on the box and on its words (§6).
            explained = words.own_label("house_option_help", option.field, rules.design, lang)
            widget.setToolTip(explained)
            row = widget.parentWidget()
            if row is not None:
                row.setToolTip(explained)
            self.widgets[option.field] = widget
        if not rules.house_options:
            self.rows.addWidget(QLabel(translate("SettingsDialog",
                                                 "No house rules for this variant.")))
        self.shown_variant = variant_id

    def _add_check(self, text: str, value: bool) -> QCheckBox:
        row, box = wrapped_check(text)
        box.setChecked(value)
        box.toggled.connect(self.changed)
        self.rows.addWidget(row)
        return box

    def _add_spin(self, text: str, value: int) -> QSpinBox:
        row = QWidget()
        row_layout = QHBoxLayout(row)
        row_layout.setContentsMargins(0, 0, 0, 0)
        label = QLabel(text)
        label.setWordWrap(True)
        spin = QSpinBox()
        spin.setRange(2, 6)
        spin.setValue(value)
        row_layout.addWidget(label, 1)
        row_layout.addWidget(spin)
        self.rows.addWidget(row)
        return spin

    def set_option(self, name: str, value: Any) -> None:
        widget = self.widgets[name]
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        else:
            widget.setValue(int(value))


class TableSection(QGroupBox):
    """How the table looks and speaks: animation speed, language, the
    seating draw and taking back a round.  No choice of card art: Origen's
    own cards belong to Origen (RULES.md §4), whose words name them."""

    def __init__(self) -> None:
        super().__init__()
        self.speed_combo = fitting_combo("speed")
        self.language_combo = fitting_combo("language")
        for lang in words.LANGUAGES:
            self.language_combo.addItem(words.LANGUAGE_NAMES[lang], lang)
        self.seating_row, self.seating_check = wrapped_check("")
        self.seating_check.setObjectName("seatingDraw")
        self.undo_round_row, self.undo_round_check = wrapped_check("")
        self.undo_round_check.setObjectName("undoRound")
        self.ask_double_click_row, self.ask_double_click_check = wrapped_check("")
        self.ask_double_click_check.setObjectName("askDoubleClick")
        self.speed_label, self.language_label = QLabel(), QLabel()
        form = QFormLayout(self)
        form.addRow(self.speed_label, self.speed_combo)
        form.addRow(self.language_label, self.language_combo)
        form.addRow(self.seating_row)
        form.addRow(self.undo_round_row)
        form.addRow(self.ask_double_click_row)

    def retranslate(self) -> None:
        self.setTitle(translate("SettingsDialog", "Table"))
        self.speed_label.setText(translate("SettingsDialog", "Animation speed:"))
        self.language_label.setText(translate("SettingsDialog", "Language:"))
        self.seating_row.label.setText(translate(
            "SettingsDialog", "Draw seats at the start of a game "
                              "(otherwise everyone sits as listed)"))
        # The box says what it allows and its limit (play-test: "a whole round
        # against the bots" promised what the seen-card rule seldom allows);
        # its tooltip says why (the whole sentence made a dense box, play-test).
        self.undo_round_row.label.setText(translate(
            "SettingsDialog", "Allow Undo after your turn ends, until the next player has played"))
        self.undo_round_row.setToolTip(translate(
            "SettingsDialog", "After your turn ends, Undo takes back your discard while the "
                              "next player is still thinking, then your other moves one by "
                              "one; never once another player has played, nor over a card "
                              "you have seen (your stock draw)."))
        self.ask_double_click_row.label.setText(translate(
            "SettingsDialog", "Ask before a double-click on a card discards it"))
        refill(self.speed_combo, [(speed_name(name), name) for name in SPEEDS],
               self.speed_combo.currentData())

    @property
    def language(self) -> str:
        return self.language_combo.currentData() or "en"

    def show_settings(self, s: GameSettings, lang: str) -> None:
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(lang)))
        self.speed_combo.setCurrentIndex(max(0, self.speed_combo.findData(s.speed)))
        self.seating_check.setChecked(s.seating_draw)
        self.undo_round_check.setChecked(s.undo_round)
        self.ask_double_click_check.setChecked(s.ask_double_click)

    def chosen(self, saved_language: str, spoken_language: str) -> dict[str, Any]:
        """The table's choices as shown, by their GameSettings fields: the
        New game dialog and Preferences read them here, so that a choice
        added to the box reaches both."""
        return {"speed": self.speed_combo.currentData() or "Normal",
                "language": stored_language(self.language, saved_language, spoken_language),
                "seating_draw": self.seating_check.isChecked(),
                "undo_round": self.undo_round_check.isChecked(),
                "ask_double_click": self.ask_double_click_check.isChecked()}


def stored_language(chosen: str, saved: str, spoken: str) -> str:
    """The language to store: none ("" follows the system's) while the
    player left the one spoken in place and none was saved (play-test: OK
    at the first start stored the system's language, Close stored none)."""
    return "" if not saved and chosen == spoken else chosen

"""Game → Keep score…: the setup of a kept score (variant, players, teams
and names), or the unfinished kept score to continue."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QFormLayout, QHBoxLayout, QLabel,
                               QLineEdit, QPushButton, QVBoxLayout, QWidget)

from .. import words
from ..model.rules import RuleSet
from ..model.score_keeper import ScoreKeeper
from ..model.variants import VARIANTS
from ..persistence.archive import SheetArchive
from ..persistence.kept_scores import KeptGame, unfinished_kept
from ..persistence.names import name_problem
from ..printing.sheet_html import column_members, column_titles, format_date_time
from ..session.keeper_words import text
from ..session.settings import GameSettings
from .open_dialog import listed_problems, variant_label
from .settings_sections import SHOWN_NAME_LENGTH
from .wrapped_label import wrapped_label


def unfinished_label(game: KeptGame, lang: str) -> str:
    """An unfinished kept score as the setup lists it: its variant, when it
    began, its players and its deals."""
    try:
        when = format_date_time(datetime.fromisoformat(game.started), lang)
    except (TypeError, ValueError):
        when = ""
    keeper = game.keeper
    return text(lang, "unfinished_item", variant=variant_label(keeper.rules.id, lang),
                when=when, deals=len(keeper.entries),
                players=", ".join(words.name_in(name, lang) for name in keeper.names))


class KeeperSetupDialog(QDialog):
    """Variant, players, teams and names, as for a game on screen; or the
    unfinished kept score to continue."""

    chosen = Signal(object)  # a KeptGame, new or resumed

    def __init__(self, settings: GameSettings, archive: SheetArchive, lang: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keeperSetupDialog")
        self.lang = lang
        self.settings = settings
        self.archive = archive
        self.setWindowTitle(text(lang, "setup_title"))
        self.variant_combo = QComboBox()
        for variant_id in VARIANTS:
            self.variant_combo.addItem(variant_label(variant_id, lang), variant_id)
        self.players_combo = QComboBox()
        self.layout_combo = QComboBox()
        self.name_edits = [QLineEdit() for _ in range(6)]
        # The players of the last score kept come back (play-test s38: the
        # family typed its four names again every evening, the settings' names
        # of the game on screen offered instead).
        found = unfinished_kept(archive)  # first: it reports the damaged sheets it sets aside
        kept = next((sheet.names for sheet in archive.list().sheets if sheet.with_cards), ())
        names = [words.name_in(name, lang) for name in kept]
        # A default name in the dialog's language: "Vous", not "You" (play-test s40).
        names += [words.name_in(name, lang) for name in list(settings.names)[len(names):]]
        names += [""] * 6
        longest = text(lang, "name_too_long", most=SHOWN_NAME_LENGTH)
        for n, edit in enumerate(self.name_edits):
            edit.setMaxLength(SHOWN_NAME_LENGTH)  # as the settings dialog's
            edit.setText(names[n] or f"{n + 1}")
            # The limit is said, before and as a letter past it is refused
            # (play-test s40: "Delacroix" became "Delacroi" without a word).
            edit.setToolTip(longest)
            edit.inputRejected.connect(self._say_the_longest_name)
            edit.textEdited.connect(self._unsay_the_longest_name)
        form = QFormLayout()
        form.addRow(text(lang, "variant"), self.variant_combo)
        form.addRow(text(lang, "players"), self.players_combo)
        form.addRow(text(lang, "layout"), self.layout_combo)
        self.name_labels = []
        for n, edit in enumerate(self.name_edits):
            label = QLabel(text(lang, "player_n", n=n + 1))
            self.name_labels.append(label)
            form.addRow(label, edit)
        self.start_button = QPushButton(text(lang, "start"))
        self.start_button.clicked.connect(self.accept)
        cancel = QPushButton(text(lang, "cancel"))
        cancel.clicked.connect(self.reject)
        self.resume_button: QPushButton | None = None
        self.unfinished = found.games
        # Sheets found damaged on the way were moved aside: said here, where
        # the player looks for the score he kept (play-test: said nowhere).
        self.problems = found.problems
        self.problem_label = wrapped_label("keeperProblems", listed_problems(self.problems))
        self.problem_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem_label.setVisible(bool(self.problems))
        buttons = QHBoxLayout()
        # Every unfinished kept score can be continued, the newest first
        # (play-test s38: Monday's classic game, left for a Tête et Queue
        # evening, could no longer be continued: only the newest was offered).
        self.unfinished_combo = QComboBox()
        self.unfinished_combo.setObjectName("keeperUnfinished")
        for game in self.unfinished:
            self.unfinished_combo.addItem(unfinished_label(game, lang))
        self.unfinished_combo.setVisible(len(self.unfinished) > 1)
        # Named, as the rows above it are (play-test s38: a list of dates and
        # names, with nothing to say what it was).
        self.unfinished_title = QLabel(text(lang, "unfinished_list"))
        self.unfinished_title.setObjectName("keeperUnfinishedLabel")
        self.unfinished_title.setBuddy(self.unfinished_combo)
        self.unfinished_title.setVisible(len(self.unfinished) > 1)
        if self.unfinished:
            self.resume_button = QPushButton()
            self.resume_button.clicked.connect(self.resume)
            buttons.addWidget(self.resume_button)
            self.unfinished_combo.currentIndexChanged.connect(self._name_resume)
            self._name_resume()
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(cancel)
        # Who plays with whom, as the names are typed: the partners are set by
        # the order of the names (play-test s38: nothing said that players 1
        # and 3 would be "We" until the sheet opened, its teams then fixed).
        self.teams_label = wrapped_label("keeperSetupTeams")
        for edit in self.name_edits:
            edit.textChanged.connect(self._show_teams)
        self.layout_combo.currentIndexChanged.connect(self._show_teams)
        self.name_error = wrapped_label("keeperNameError")
        self.name_error.setStyleSheet("color: #b00020;")
        self.name_error.hide()
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.teams_label)
        layout.addWidget(self.name_error)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.unfinished_title)
        layout.addWidget(self.unfinished_combo)
        layout.addLayout(buttons)
        # Default once inside the dialog (made so before, the dialog never
        # knew it: the focus once on the button and gone, no default was left).
        self.start_button.setDefault(True)
        self.variant_combo.currentIndexChanged.connect(self._variant_changed)
        self.players_combo.currentIndexChanged.connect(self._players_changed)
        index = self.variant_combo.findData(settings.variant)
        self.variant_combo.setCurrentIndex(max(index, 0))
        self._variant_changed(wanted_players=settings.players, wanted_layout=settings.layout)

    def _variant_changed(self, *_args, wanted_players: int | None = None,
                         wanted_layout: str | None = None) -> None:
        info = VARIANTS[self.variant_combo.currentData()]
        self.players_combo.blockSignals(True)
        self.players_combo.clear()
        for count in info.player_counts:
            # In the New game dialog's words: "6 players", not "6".
            said = words.ui_text("SettingsDialog", "%n player(s)", None, count, self.lang)
            self.players_combo.addItem((said or "%n").replace("%n", str(count)), count)
        wanted = wanted_players if wanted_players in info.player_counts else info.default_players
        self.players_combo.setCurrentIndex(info.player_counts.index(wanted))
        self.players_combo.blockSignals(False)
        self._players_changed(wanted_layout=wanted_layout)

    def _players_changed(self, *_args, wanted_layout: str | None = None) -> None:
        info = VARIANTS[self.variant_combo.currentData()]
        players = self.players_combo.currentData()
        self.layout_combo.clear()
        for lay in info.layouts(players):
            self.layout_combo.addItem(words.label("team_layout", lay.id, self.lang), lay.id)
        if wanted_layout:
            self.layout_combo.setCurrentIndex(max(self.layout_combo.findData(wanted_layout), 0))
        for n, (label, edit) in enumerate(zip(self.name_labels, self.name_edits)):
            label.setVisible(n < players)
            edit.setVisible(n < players)
        self._show_teams()

    def _show_teams(self, *_args) -> None:
        players = self.players_combo.currentData()
        if players is None or self.layout_combo.currentData() is None:
            return  # between two choices of the variant
        rules = self.rules()
        names = [words.name_in(name, self.lang) for name in self.names()]
        columns = ScoreKeeper(rules, names).columns()
        alone = rules.score_by_player or all(len(c) == 1 for c in columns)
        self.teams_label.setVisible(not alone)
        if alone:
            return
        titles = column_titles(columns, names, self.lang, False)
        self.teams_label.setText(text(self.lang, "setup_teams", teams=" — ".join(
            member if title == member else text(self.lang, "setup_team", title=title,
                                                members=member)
            for title, member in zip(titles, column_members(columns, names)))))

    def choose(self, variant: str, players: int | None = None,
               layout: str | None = None) -> None:
        self.variant_combo.setCurrentIndex(self.variant_combo.findData(variant))
        if players is not None:
            self.players_combo.setCurrentIndex(self.players_combo.findData(players))
        if layout is not None:
            self.layout_combo.setCurrentIndex(self.layout_combo.findData(layout))

    def rules(self) -> RuleSet:
        variant = self.variant_combo.currentData()
        players = self.players_combo.currentData()
        layout = self.layout_combo.currentData() or ""
        try:
            # The house options chosen for this variant in the settings.
            return replace(self.settings, variant=variant, players=players,
                           layout=layout).checked().rules()
        except (ValueError, KeyError, TypeError):
            return VARIANTS[variant].rules_for(players, layout or None)

    def names(self) -> list[str]:
        players = self.players_combo.currentData()
        return [e.text().strip() or f"{n + 1}" for n, e in enumerate(self.name_edits[:players])]

    def accept(self) -> None:
        # A name is checked where it comes in, as in the settings dialog; two
        # alike would head two columns that the sheet could not tell apart.
        seen: set[str] = set()
        for row, name in enumerate(self.names()):
            problem = ("name_refused" if name_problem(name) is not None
                       else "name_twice" if name.casefold() in seen else None)
            seen.add(name.casefold())
            if problem is not None:
                self.name_error.setText(text(self.lang, problem))
                self.name_error.show()
                self.name_edits[row].setFocus()
                self.name_edits[row].selectAll()
                return
        self.chosen.emit(KeptGame.new(ScoreKeeper(self.rules(), self.names())))
        super().accept()

    def _say_the_longest_name(self) -> None:
        self.name_error.setText(text(self.lang, "name_too_long", most=SHOWN_NAME_LENGTH))
        self.name_error.show()

    def _unsay_the_longest_name(self, *_args) -> None:
        if self.name_error.text() == text(self.lang, "name_too_long", most=SHOWN_NAME_LENGTH):
            self.name_error.hide()  # said of a letter refused, not of a name

    def _name_resume(self, *_args) -> None:
        chosen = self.unfinished[max(self.unfinished_combo.currentIndex(), 0)]
        if self.resume_button is not None:
            self.resume_button.setText(text(
                self.lang, "resume", variant=variant_label(chosen.keeper.rules.id, self.lang),
                deals=len(chosen.keeper.entries)))

    def resume(self) -> None:
        self.chosen.emit(self.unfinished[max(self.unfinished_combo.currentIndex(), 0)])
        super().accept()

"""Game → Keep score of a game with real cards: the setup dialog and the
score keeper's window (issue 17).

The window is a form, one column per score-sheet column, in the order
players count a deal at the table, and the sheet beside it.  Everything is
reached with Tab, typed in digits and confirmed with Enter.  The form never
works a number out itself: the preview, the refusals and the sheet come from
`model.score_keeper` (the engine's scoring formula); the words from
`session.keeper_words` (from the words catalogues).  Every change is saved at once in the score-sheet
archive (atomically), so a crash or a restart loses no deal entered.
"""

from __future__ import annotations

import html
import textwrap
from dataclasses import replace
from functools import partial
from datetime import datetime
from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QValidator
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication,
                               QCheckBox, QComboBox, QDialog, QFormLayout, QFrame, QGridLayout, QGroupBox,
                               QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMessageBox,
                               QPushButton, QScrollArea, QSpinBox, QStyle, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from .. import words
from ..model.cards import JOKER, RANK_CODES
from ..model.rules import CLASSIC, CardDesign, RuleSet
from ..model.score_keeper import (COUNTED_RANKS, MAX_COUNT, MAX_POINTS, DealEntry,
                                  EntryRefused, ScoreKeeper, asked_counts, asks_concealed,
                                  is_points, melded_points_from_ranks, ranks_beyond_the_deck)
from ..model.match import DealResult
from ..model.scoring import TeamCounts, TeamScore
from ..model.variants import VARIANTS
from ..persistence.archive import SheetArchive
from ..persistence.kept_scores import KeptGame, save_kept, unfinished_kept
from ..persistence.names import name_problem
from ..persistence.saves import now_iso
from ..printing.sheet_html import (column_members, column_titles, format_date_time,
                                   format_points, opening_points)
from ..printing.sheet_html import text as sheet_text
from ..printing.sources import from_archived
from ..session.event_text import ORIGEN_RANKS, ORIGEN_RETENER
from ..session.keeper_words import problems_text, text
from ..session.settings import GameSettings
from .open_dialog import listed_problems
from .confirm_box import confirm_box
from .screen_fit import FRAME_ALLOWANCE, available_area, fit_to_screen, widen_by
from .score_sheet_window import ScoreSheetWindow, sheet_language


# A head's line in the sheet, in letters: longer names wrap at their spaces.
HEAD_LINE = 14


def variant_label(variant_id: str, lang: str) -> str:
    return words.label("variant", variant_id, lang)


class _NumberBox(QSpinBox):
    """A spin box for the keyboard: typing replaces its value, Enter adds.

    It takes a minus sign: points lost are written "−120" on a paper sheet
    (play-test: the minus was dropped, silently).  Whether a negative number
    means anything is the model's to say (`score_keeper.check_entry`).  The
    count per rank's boxes are `unsigned`: a number of cards has no minus.

    What it cannot take is said (`refused`), not dropped unseen (play-test
    s38: 123456 became 12345, and the "a" of "12a" vanished)."""

    # Why a key was not taken, as the catalogue's key ("key_not_digit": not
    # a number; "key_too_big": past the box's maximum; "paste_several_lines":
    # a paste of several lines), and what to quote: the characters typed or
    # pasted, or the whole number they would have made.
    refused = Signal(str, str)

    # A paste of several lines is quoted on one line, this long at most.
    QUOTED_PASTE = 30

    def __init__(self, maximum: int, step: int = 1, unsigned: bool = False) -> None:
        super().__init__()
        self.setRange(0 if unsigned else -maximum, maximum)
        self.setSingleStep(step)
        self.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setKeyboardTracking(True)
        self._keying = False
        # A paste from the box's menu comes with no key press: the box's
        # text refuses it (review of s39: several lines pasted, dropped unsaid).
        self.lineEdit().inputRejected.connect(self._paste_rejected)

    def focusInEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        super().focusInEvent(event)
        self.selectAll()

    def stepBy(self, steps: int) -> None:
        # The arrow keys and the wheel count from 0 up, never below it: a
        # minus is typed (Down in a box at 0, as in a spreadsheet, made −5).
        if self.value() >= 0 > self.value() + steps * self.singleStep():
            self.setValue(0)
            return
        super().stepBy(steps)

    def wheelEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        # The wheel over a box not being typed in scrolls the form, and does
        # not turn a count the player did not touch (now that a box takes
        # negative numbers, a stray notch made 0 into −5).
        if not self.hasFocus():
            event.ignore()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        # A digit or a minus typed over the blank form's 0 replaces it: "85",
        # not "085"; "-120", not "-0120".  Only the 0 itself: while "-" alone
        # is typed the value is still 0, and the digits after it must stay.
        typed = event.text()
        if typed and (typed.isdigit() or typed == "-") and self.text() == "0":
            self.selectAll()
        self._keying = True
        try:
            if event.matches(QKeySequence.StandardKey.Paste):
                self._check_pasted(QApplication.clipboard().text())
            elif typed and typed.isprintable():
                self._check_typed(typed)
            super().keyPressEvent(event)
        finally:
            self._keying = False

    def _paste_rejected(self) -> None:
        if not self._keying:  # a key's refusal is said by keyPressEvent
            self._check_pasted(QApplication.clipboard().text())

    def _check_pasted(self, pasted: str) -> None:
        """Say (`refused`) when the box will not take `pasted`.  What lies
        around it (the line break ending a spreadsheet's cell) is not in
        the way, as the box itself takes no notice of it; several lines are
        not one number (review of s39: dropped without a word)."""
        lines = [line.strip() for line in pasted.strip().splitlines()]
        if len(lines) > 1:
            quoted = " / ".join(line for line in lines if line)
            if len(quoted) > self.QUOTED_PASTE:
                quoted = quoted[:self.QUOTED_PASTE - 1].rstrip(" /") + "\u2026"
            self.refused.emit("paste_several_lines", quoted)
        elif lines and lines[0]:
            self._check_typed(lines[0].replace("\t", " "))

    def _check_typed(self, typed: str) -> None:
        """Say (`refused`) when the box will not take `typed` where it goes."""
        edit = self.lineEdit()
        start = end = edit.cursorPosition()
        if edit.hasSelectedText():
            start = edit.selectionStart()
            end = start + len(edit.selectedText())
        after = edit.text()[:start] + typed + edit.text()[end:]
        if self.validate(after, len(after))[0] is not QValidator.State.Invalid:
            return
        number = after[1:] if after.startswith("-") and self.minimum() < 0 else after
        if number.isdigit():
            self.refused.emit("key_too_big", after)
        else:
            self.refused.emit("key_not_digit", typed)


class KeyNote(QLabel):
    """Under the boxes: what each box did not take from the keys, and why,
    in the words of the box (play-test s38: six digits were cut to five and
    a letter ignored, without a word).  A box's line goes once it takes a
    number; one line a box, so a second refusal elsewhere hides none."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.setObjectName("keeperKeyNote")
        self.lang = lang
        self.notes: dict[_NumberBox, str] = {}
        self.setWordWrap(True)
        self.setStyleSheet("color: #b00020;")
        self.hide()

    def watch(self, box: _NumberBox, name: Callable[[], str]) -> None:
        """Say what `box`, called `name()` at the time, does not take."""
        box.refused.connect(lambda why, quoted: self.say(box, name(), why, quoted))
        box.valueChanged.connect(lambda _value: self.clear(box))

    def say(self, box: _NumberBox, name: str, why: str, quoted: str) -> None:
        self.notes[box] = text(self.lang, why, box=name, typed=quoted,
                               most=format_points(box.maximum(), self.lang))
        self._show()

    def clear(self, box: _NumberBox | None = None) -> None:
        """`box`'s line, or every line."""
        if box is None:
            self.notes.clear()
        else:
            self.notes.pop(box, None)
        self._show()

    def _show(self) -> None:
        self.setText("\n".join(self.notes.values()))
        self.setVisible(bool(self.notes))


# ---------------------------------------------------------------- the setup
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
        names += list(settings.names)[len(names):] + [""] * 6
        for n, edit in enumerate(self.name_edits):
            edit.setMaxLength(24)  # as the settings dialog's, within MAX_NAME_LENGTH
            edit.setText(names[n] or f"{n + 1}")
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
        self.problem_label = QLabel(listed_problems(self.problems))
        self.problem_label.setObjectName("keeperProblems")
        self.problem_label.setWordWrap(True)
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
        self.teams_label = QLabel()
        self.teams_label.setObjectName("keeperSetupTeams")
        self.teams_label.setWordWrap(True)
        for edit in self.name_edits:
            edit.textChanged.connect(self._show_teams)
        self.layout_combo.currentIndexChanged.connect(self._show_teams)
        self.name_error = QLabel()
        self.name_error.setObjectName("keeperNameError")
        self.name_error.setWordWrap(True)
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
            self.players_combo.addItem(str(count), count)
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

    def _name_resume(self, *_args) -> None:
        chosen = self.unfinished[max(self.unfinished_combo.currentIndex(), 0)]
        if self.resume_button is not None:
            self.resume_button.setText(text(
                self.lang, "resume", variant=variant_label(chosen.keeper.rules.id, self.lang),
                deals=len(chosen.keeper.entries)))

    def resume(self) -> None:
        self.chosen.emit(self.unfinished[max(self.unfinished_combo.currentIndex(), 0)])
        super().accept()


# ---------------------------------------------------------------- per rank
class RankCountDialog(QDialog):
    """Melded cards counted per rank, for the game's `rules`; the form takes
    the total.  In Origen the cards are called by Origen's own names (Diva,
    Tamborile...): its deck has no king or queen to count (play-test)."""

    def __init__(self, lang: str, parent: QWidget | None = None,
                 rules: RuleSet = CLASSIC) -> None:
        super().__init__(parent)
        self.setObjectName("rankCountDialog")
        self.setWindowTitle(text(lang, "rank_title"))
        self.lang = lang
        self.design = rules.design
        # The game's deck: a count past what it holds is refused, with the
        # reason (play-test s38: nine jokers went in as 450 points).
        self.rules = rules
        self.boxes: dict[int, _NumberBox] = {}
        self.key_note = KeyNote(lang)
        form = QFormLayout()
        for rank in COUNTED_RANKS:
            box = _NumberBox(MAX_COUNT * 3, unsigned=True)
            box.valueChanged.connect(self._update)
            self.key_note.watch(box, partial(self._rank_name, rank))
            self.boxes[rank] = box
            form.addRow(self._rank_name(rank), box)
        self.total = QLabel()
        self.beyond = QLabel()
        self.beyond.setObjectName("rankBeyond")
        self.beyond.setWordWrap(True)
        self.beyond.setStyleSheet("color: #b00020;")
        self.ok = QPushButton("OK")
        self.ok.clicked.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.key_note)
        layout.addWidget(self.total)
        layout.addWidget(self.beyond)
        layout.addWidget(self.ok)
        self.ok.setDefault(True)  # once inside the dialog, which then knows it
        self._update()

    def _rank_name(self, rank: int) -> str:
        if self.design is CardDesign.ORIGEN:
            name = ORIGEN_RANKS.get(rank, ORIGEN_RETENER)  # the black three: Retener
            return text(self.lang, "named_points", name=name,
                        points=melded_points_from_ranks({rank: 1}))
        if rank == JOKER:
            return text(self.lang, "joker")
        if rank == 2:
            return text(self.lang, "two")
        if rank == 14:
            return text(self.lang, "ace")
        if rank == 3:
            return text(self.lang, "black_three")
        code = RANK_CODES[rank].replace("T", "10")
        code = words.label("rank_letter", code, self.lang)  # French: R, D, V
        return text(self.lang, "ten_points" if rank >= 8 else "five_points", rank=code)

    def points(self) -> int:
        return melded_points_from_ranks({rank: box.value() for rank, box in self.boxes.items()})

    def _update(self) -> None:
        self.total.setText(text(self.lang, "rank_total", points=format_points(self.points(),
                                                                             self.lang)))
        counts = {rank: box.value() for rank, box in self.boxes.items()}
        beyond = ranks_beyond_the_deck(self.rules, counts)
        self.beyond.setText(" ".join(
            text(self.lang, "rank_beyond", name=self._rank_name(rank), count=counts[rank],
                 most=most) for rank, most in beyond.items()))
        self.beyond.setVisible(bool(beyond))
        self.ok.setEnabled(not beyond)


# ---------------------------------------------------------------- the window
class _ColumnFields:
    """The form's boxes for one score-sheet column."""

    def __init__(self, rules: RuleSet) -> None:
        # The counts the model asks under these rules, each in its own box.
        self.boxes: dict[str, _NumberBox] = {
            count: _NumberBox(MAX_POINTS, 5) if is_points(count) else _NumberBox(MAX_COUNT)
            for count in asked_counts(rules)}
        self.went_out = QCheckBox()
        self.ticks = {"went_out": self.went_out}
        if asks_concealed(rules):
            self.ticks["concealed"] = QCheckBox()
        self.by_rank = QPushButton()

    def set_enabled(self, enabled: bool) -> None:
        for widget in (*self.boxes.values(), *self.ticks.values(), self.by_rank):
            widget.setEnabled(enabled)

    def counts(self) -> TeamCounts:
        values = {key: box.value() for key, box in self.boxes.items()}
        concealed = self.ticks.get("concealed")
        return TeamCounts(went_out=self.went_out.isChecked(),
                          concealed=concealed is not None and concealed.isChecked(), **values)

    def show(self, counts: TeamCounts) -> None:
        for key, box in self.boxes.items():
            box.setValue(getattr(counts, key))
        for key, tick in self.ticks.items():
            tick.setChecked(getattr(counts, key))

    def widgets(self) -> list[QWidget]:
        """In the order Tab goes through them: the order of the rows."""
        keys = list(self.boxes)
        order: list[QWidget] = [self.boxes[keys[0]], self.by_rank]
        order += [self.boxes[k] for k in keys[1:]]
        return order + list(self.ticks.values())


def breakdown_table(lang: str, titles: Sequence[str], scores: Sequence[TeamScore],
                    sol: bool = False) -> str:
    """A deal's points row by row, as the sheet will have them (the preview).
    `sol`: Origen's red threes are its Sol cards, as the form and the printed
    sheet name them (play-test: the preview said "Red threes")."""
    rows = ["<tr><td></td>" + "".join(f"<td align='right'><b>{t}</b></td>"
                                      for t in titles) + "</tr>"]
    keys = list(scores[0].breakdown()) if scores else []
    for key in keys:
        values = [s.breakdown()[key] for s in scores]
        if not any(values):
            continue
        name = "red_threes_sol" if key == "red_threes" and sol else key
        rows.append(f"<tr><td>{sheet_text(lang, name)}</td>" + "".join(
            f"<td align='right'>{format_points(v, lang) if v else '–'}</td>"
            for v in values) + "</tr>")
    rows.append(f"<tr><td><b>{sheet_text(lang, 'deal_points')}</b></td>" + "".join(
        f"<td align='right'><b>{format_points(s.total, lang)}</b></td>" for s in scores)
        + "</tr>")
    return "<table cellspacing='0' cellpadding='2' width='100%'>" + "".join(rows) + \
        "</table>"


def result_text(keeper: ScoreKeeper, lang: str, titles: Sequence[str]) -> str:
    """Who won a finished kept game, and by how much (or the tie)."""
    if keeper.winner is None:
        return sheet_text(lang, "tie", points=format_points(max(keeper.totals), lang))
    key = "winner_one" if keeper.margin == 1 else "winner"
    return sheet_text(lang, key, team=titles[keeper.winner],
                      margin=format_points(keeper.margin, lang))


def set_sheet_heads(table: QTableWidget, heads: Sequence[str]) -> int:
    """The sheet's column heads, each column at least as wide as its head's
    longest line: the columns share the table's width, and the table scrolls
    sideways rather than cut a head short.  Returns the width that shows them
    all."""
    table.setColumnCount(len(heads))
    table.setHorizontalHeaderLabels(list(heads))
    section, need = heads_need(table, heads)
    table.horizontalHeader().setMinimumSectionSize(section)
    return need


def heads_need(table: QTableWidget, heads: Sequence[str]) -> tuple[int, int]:
    """The least width of a column under these heads, and the width the
    sheet needs to show every column (play-test s38: the window shares its
    width between the form and the sheet by their needs)."""
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    widest = max((metrics.horizontalAdvance(line) for head in heads
                  for line in head.split("\n")), default=0)
    section = (widest + 2 * metrics.averageCharWidth()
               + header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) * 2)
    return section, (len(heads) * section + 2 * table.frameWidth()
                     + table.verticalScrollBar().sizeHint().width())


def head_lines(title: str) -> str:
    """A side's head in the sheet on as many lines as it takes: a partner a
    line ("Anne &" / "Denis"), and a long name at its spaces ("Grand-mère" /
    "Marie-Thérèse"): a column is as wide as its head's longest line."""
    lines: list[str] = []
    for part in title.replace(" & ", " &\n").split("\n"):
        name, partnered = part.removesuffix(" &"), part.endswith(" &")
        wrapped = textwrap.wrap(name, HEAD_LINE, break_long_words=False,
                                break_on_hyphens=False) or [name]
        if partnered:
            wrapped[-1] += " &"  # the "&" ends its name's last line
        lines += wrapped
    return "\n".join(lines)


def sheet_heads(window: "ScoreKeeperWindow", paired: bool) -> list[str]:
    """The sheet's heads: the deal, each side's points, then each side's
    running total; `paired`, a side's points and total share its column."""
    lang = window.lang
    sides = [head_lines(t) for t in window.titles]
    heads = [text(lang, "deals_head")] + sides
    if paired:
        return heads
    # "Total" over the column's name: on one line, three teams' or six
    # players' heads were cut short at 1280 pixels ("otal Team A").
    return heads + [f"{text(lang, 'total_head')}\n{t}" for t in sides]


def shape_the_sheet(window: "ScoreKeeperWindow") -> bool:
    """A column for each side's points and one for its running total where
    the sheet has room for them all; else, as a paper pad writes them, a
    deal's points over the running total in one column a side (play-test
    s38: six players alone at 1280 pixels, or three with 24-letter names,
    scrolled the sheet sideways).  The room is the sheet's share of the
    window by need, as the halves' stretches give it.  Returns whether the
    shape changed (the lines are then to be written again)."""
    table, halves = window.table, window.halves
    wide = sheet_heads(window, False)
    need = heads_need(table, wide)[1]
    margins = halves.contentsMargins()
    both = window.width() - margins.left() - margins.right() - halves.spacing()
    form = max(halves.stretch(0), 1)
    room = min(both * need // (form + need), both - window.form_scroll.minimumWidth())
    paired = room < need
    heads = sheet_heads(window, paired)
    changed = paired != window.paired or table.columnCount() != len(heads)
    window.paired = paired
    shown = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    if [item.text() if item else "" for item in shown] != heads:  # not at each resize
        halves.setStretch(1, set_sheet_heads(table, heads))
        rows = table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents if paired
                                  else QHeaderView.ResizeMode.Interactive)
    return changed


def sheet_cells(result: DealResult, lang: str, paired: bool) -> list[str]:
    """A deal's line of the sheet, in its shape: "3" "800" … "1,200" …, or
    paired, "3\nTotal" "800\n1,200" … (the deal's points over the total)."""
    points = [format_points(s.total, lang) for s in result.scores]
    totals = [format_points(t, lang) for t in result.totals]
    if paired:
        return ([f"{result.number}\n{text(lang, 'total_head')}"]
                + [f"{p}\n{t}" for p, t in zip(points, totals)])
    return [str(result.number)] + points + totals


class _SheetShapeFollower(QObject):
    """Shapes the sheet again as the window is resized."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Resize and isinstance(watched, ScoreKeeperWindow)
                and shape_the_sheet(watched)):
            watched.refresh()
        return False


def _box_name(window: "ScoreKeeperWindow", row: QLabel, column: int) -> str:
    """A box of the form as its key note names it: its row and column."""
    return text(window.lang, "key_box", row=row.text(), column=window.titles[column])


def row_labels_widths(window: "ScoreKeeperWindow") -> tuple[int, int]:
    """The least width of the form's column of row labels, where beside
    many columns they wrap, and its width with each label on one line."""
    labels = [label for label, _ in window.row_labels]
    # As the label lays out its words (a pixel more than their advance).
    wide = QRect(0, 0, 10**5, 10**5)
    one_line = max(label.fontMetrics().boundingRect(wide, Qt.TextFlag.TextWordWrap,
                                                    label.text()).width()
                   + 2 * label.margin() for label in labels)
    least = max(label.minimumSizeHint().width() for label in labels)
    return least, max(least, one_line)


def fit_form_and_sheet(window: "ScoreKeeperWindow", opening: bool) -> None:
    """The form as wide as it needs, in the window's language (its heads
    wrapped: laid out first, the form knows it), six players' columns typed
    in without scrolling at 1280 pixels; the sheet beside it by its own need
    (the stretches); the window wider than 1280 where the screen has room for
    every column of both, and then, as far as it has room beside them, for
    the form's row labels on one line (review of s39: at 1920 pixels the
    window grew for six players' sheet, and the form's French labels kept
    their least width, four and five lines each).  `opening`: the window's
    first size; after a change of language it only grows, where the new
    words need it."""
    scroll = window.form_scroll
    layout = window.halves
    margins = layout.contentsMargins()
    around = layout.spacing() + margins.left() + margins.right()
    screen = available_area(window).width() - FRAME_ALLOWANCE.width() - around
    sheet = heads_need(window.table, sheet_heads(window, False))[1]
    # The labels' column as wide as the screen allows beside the whole
    # sheet, up to one line a label (the boxes took any width given the
    # form, and the labels kept their least).
    window.form_grid.setColumnMinimumWidth(0, 0)
    window.form_layout.activate()
    bar = scroll.verticalScrollBar().sizeHint().width()
    labels_least, labels_one_line = row_labels_widths(window)
    spare = screen - sheet - window.form_box.minimumSizeHint().width() - bar
    window.form_grid.setColumnMinimumWidth(
        0, labels_least + max(0, min(labels_one_line - labels_least, spare)))
    window.form_layout.activate()
    needed = window.form_box.minimumSizeHint().width() + bar
    # Within the screen beside the sheet's own least width (its buttons).
    scroll.setMinimumWidth(min(needed, screen - window.sheet_box.minimumSizeHint().width()))
    layout.setStretch(0, needed)
    wanted = needed + sheet + around
    if opening:
        fit_to_screen(window, QSize(max(1280, wanted), 720))
    else:
        widen_by(window, wanted - window.width())
    if shape_the_sheet(window):
        window.refresh()


def save_failed_text(failure: OSError, lang: str) -> str:
    return text(lang, "save_failed", reason=words.os_reason(failure, lang))


class ScoreKeeperWindow(QDialog):
    """The form of one deal and the sheet of the game, side by side."""

    saved = Signal()

    def __init__(self, game: KeptGame, archive: SheetArchive, lang: str,
                 parent: QWidget | None = None,
                 clock: Callable[[], str] = now_iso) -> None:
        super().__init__(parent)
        self.setObjectName("scoreKeeperWindow")
        self.setModal(False)
        self.game = game
        self.archive = archive
        self.lang = lang
        self.clock = clock
        self.editing: int | None = None  # the deal being fixed
        # The next deal as it was typed when a fix of an earlier one began: it
        # comes back once the fix is saved or cancelled (play-test s38: Fix
        # threw away 555 melded points typed for the next deal, without a word).
        self.set_aside: DealEntry | None = None
        # Why the sheet on disk is behind the one on screen, until a save works:
        # that news stays on the status line whatever else is done.
        self.save_failure: OSError | None = None
        self.closing_box: QMessageBox | None = None  # "close and lose the deal typed?"
        self.sheet_window: ScoreSheetWindow | None = None
        keeper = game.keeper
        rules = keeper.rules
        self.titles = self._column_titles()

        # The form.  Its words are set by `retranslate`, again at each
        # Game → Language while the window is open.
        self.deal_label = QLabel()
        self.deal_label.setObjectName("keeperDealLabel")
        self.opening_label = QLabel()
        self.opening_label.setWordWrap(True)  # six players' minimums take two lines
        grid = QGridLayout()
        self.fields = [_ColumnFields(rules) for _ in self.titles]
        self.heads: list[QLabel] = []
        for c in range(len(self.titles)):
            head = QLabel()
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            # A head wraps: two 24-letter names made one line as wide as
            # the form, and at 1280 pixels the "They" column was past the
            # form's edge, to be scrolled to (play-test s38, long names).
            head.setWordWrap(True)
            grid.addWidget(head, 0, c + 1)
            self.heads.append(head)
        self.row_labels: list[tuple[QLabel, str]] = []  # (label, its catalogue key)

        def row_label(key: str, row: int) -> None:
            label = QLabel()
            # Beside many columns, long ones ("Penalties (100 for…") take two lines.
            label.setWordWrap(len(self.titles) > 3)
            grid.addWidget(label, row, 0)
            self.row_labels.append((label, key))

        labels = {"red_threes": "red_threes_sol" if rules.design is CardDesign.ORIGEN else "red_threes",
                  "hand_points": "hand_points_foot" if rules.foot_size else "hand_points"}
        # Under the boxes: what a box did not take from the keys, named by
        # its row and column.
        self.key_note = KeyNote(lang)
        row = 1
        for key in self.fields[0].boxes:
            row_label(labels.get(key, key), row)
            for c, f in enumerate(self.fields):
                grid.addWidget(f.boxes[key], row, c + 1)
                f.boxes[key].valueChanged.connect(self.update_preview)
                self.key_note.watch(f.boxes[key], partial(
                    _box_name, self, self.row_labels[-1][0], c))
            row += 1
            if key == "melded_points":
                for c, f in enumerate(self.fields):
                    f.by_rank.setAutoDefault(False)
                    f.by_rank.clicked.connect(lambda _=False, c=c: self.count_per_rank(c))
                    grid.addWidget(f.by_rank, row, c + 1)
                row += 1
        for key in self.fields[0].ticks:
            row_label(key, row)
            for c, f in enumerate(self.fields):
                box = f.ticks[key]
                box.toggled.connect(self.update_preview)
                grid.addWidget(box, row, c + 1, Qt.AlignmentFlag.AlignCenter)
            row += 1
        self.isolated_combo: QComboBox | None = None
        if rules.score_by_player:
            self.isolated_combo = QComboBox()
            self.isolated_combo.addItem("", None)
            for c in range(len(self.titles)):
                self.isolated_combo.addItem("", c)
            self.isolated_combo.currentIndexChanged.connect(self.update_preview)
            row_label("isolated", row)
            grid.addWidget(self.isolated_combo, row, 1, 1, len(self.titles))
            row += 1
        self.preview = QLabel()
        self.preview.setObjectName("keeperPreview")
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.add_button = QPushButton()
        self.add_button.setObjectName("keeperAddButton")
        self.add_button.setAutoDefault(True)  # made default once inside the window, below
        self.add_button.clicked.connect(self.submit)
        self.cancel_edit_button = QPushButton()
        self.cancel_edit_button.setAutoDefault(False)
        self.cancel_edit_button.clicked.connect(self.cancel_edit)
        form_buttons = QHBoxLayout()
        form_buttons.addWidget(self.add_button)
        form_buttons.addWidget(self.cancel_edit_button)
        form_buttons.addStretch(1)
        form_box = QGroupBox()
        form_layout = QVBoxLayout(form_box)
        form_layout.addWidget(self.deal_label)
        form_layout.addWidget(self.opening_label)
        form_layout.addLayout(grid)
        form_layout.addWidget(self.key_note)
        form_layout.addWidget(self.preview, 1)
        form_layout.addLayout(form_buttons)

        # The sheet.
        self.table = QTableWidget()
        self.table.setObjectName("keeperSheet")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.paired = False  # a side's points and running total in one column
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.totals_label = QLabel()
        self.totals_label.setObjectName("keeperTotals")
        self.totals_label.setWordWrap(True)
        self.status = QLabel()
        self.status.setObjectName("keeperStatus")
        self.status.setWordWrap(True)
        self.edit_button = QPushButton()
        self.delete_button = QPushButton()
        self.print_button = QPushButton()
        for button in (self.edit_button, self.delete_button, self.print_button):
            button.setAutoDefault(False)
        self.edit_button.clicked.connect(self.edit_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.print_button.clicked.connect(self.show_sheet)
        # Fixing or deleting needs a deal chosen: greyed until one is (play-test:
        # "Delete the selected deal" with none selected did nothing, silently).
        self.table.itemSelectionChanged.connect(self._update_sheet_buttons)
        # A deal of the sheet is opened to be fixed as a list's line is: a
        # double click, or Enter on it (play-test s38: a double click did
        # nothing, and Enter on a chosen deal added the deal typed in the form).
        self.table.doubleClicked.connect(lambda index: self.edit_deal(index.row() + 1))
        self._update_sheet_buttons()
        # Two rows: side by side, the three buttons alone made the sheet
        # 560 pixels wide in French.
        sheet_buttons = QGridLayout()
        sheet_buttons.addWidget(self.edit_button, 0, 0)
        sheet_buttons.addWidget(self.delete_button, 0, 1)
        sheet_buttons.addWidget(self.print_button, 1, 0, 1, 2)
        sheet_box = QWidget()
        sheet_layout = QVBoxLayout(sheet_box)
        sheet_layout.setContentsMargins(0, 0, 0, 0)
        sheet_layout.addWidget(self.table, 1)
        sheet_layout.addWidget(self.totals_label)
        sheet_layout.addLayout(sheet_buttons)
        sheet_layout.addWidget(self.status)

        layout = QHBoxLayout(self)
        self.halves = layout  # the form, the sheet
        # The form scrolls where the screen is too small for it (play-test:
        # six players' columns made the window 1,757 pixels wide, past a
        # 1280×720 screen); Tab scrolls to the box it reaches.
        form_scroll = QScrollArea()
        form_scroll.setObjectName("keeperFormScroll")
        form_scroll.setWidgetResizable(True)
        form_scroll.setFrameShape(QFrame.Shape.NoFrame)
        form_scroll.setWidget(form_box)
        layout.addWidget(form_scroll)
        layout.addWidget(sheet_box)
        # Default once inside the window: made so before, the window never
        # knew it, and once the keyboard had been on Add and left it, Enter
        # added no deal, silently (play-test s32 F17).
        self.add_button.setDefault(True)
        self._set_tab_order()
        self.form_scroll = form_scroll
        self.installEventFilter(_SheetShapeFollower(self))
        self.form_box = form_box
        self.form_layout = form_layout
        self.form_grid = grid
        self.sheet_box = sheet_box
        self.retranslate()
        fit_form_and_sheet(self, opening=True)
        self.focus_first_box()

    def _column_titles(self) -> list[str]:
        keeper = self.game.keeper
        # A default name in the window's language ("Vous", not "You"), as printed.
        names = [words.name_in(name, self.lang) for name in keeper.names]
        return column_titles(keeper.columns(), names, self.lang,
                             keeper.rules.score_by_player)

    def retranslate(self) -> None:
        """Every word of the window in `self.lang` (the default names too)."""
        lang = self.lang
        rules = self.game.keeper.rules
        self.titles = self._column_titles()
        self.setWindowTitle(text(lang, "window_title", variant=variant_label(rules.id, lang)))
        # Who "We" and "They" are, under the head (play-test: only
        # the printed sheet said it).
        members = column_members(self.game.keeper.columns(),
                                 [words.name_in(name, lang) for name in self.game.keeper.names])
        for head, title, who in zip(self.heads, self.titles, members):
            head.setText(f"<b>{html.escape(title)}</b>"
                         + (f"<br><small>{html.escape(who)}</small>"
                            if who and who != title else ""))
        for label, key in self.row_labels:
            label.setText(text(lang, key, bonus=rules.tile_bonus, penalty=rules.tile_penalty))
        for f in self.fields:
            f.by_rank.setText(text(lang, "by_rank"))
            f.by_rank.setToolTip(text(lang, "by_rank_tip"))
        if self.isolated_combo is not None:
            self.isolated_combo.setItemText(0, text(lang, "nobody"))
            for c, title in enumerate(self.titles):
                self.isolated_combo.setItemText(c + 1, title)
        self.cancel_edit_button.setText(text(lang, "cancel_edit"))
        self.key_note.lang = lang
        self.key_note.clear()  # said in the language it was said in
        # The form and the sheet share the window by what each needs (play-test
        # s38: at three fifths against two, three teams' totals were past the
        # sheet's edge at 1280 pixels while the form had room to spare).
        shape_the_sheet(self)
        self.edit_button.setText(text(lang, "edit"))
        self.delete_button.setText(text(lang, "delete"))
        self.print_button.setText(text(lang, "print"))
        self.status.clear()  # said in the language it was said in
        if self.save_failure is not None:
            self.status.setText(save_failed_text(self.save_failure, lang))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        # Game → Language while the window is open (it is not modal).
        if event.type() == QEvent.Type.LanguageChange and sheet_language() != self.lang:
            self.lang = sheet_language()
            self.retranslate()
            # The form's words are as wide as the new language's (play-test
            # s38: French after English kept English's narrower form, which
            # then scrolled sideways).
            fit_form_and_sheet(self, opening=False)
        super().changeEvent(event)

    def _set_tab_order(self) -> None:
        """Column by column, down the rows: one team's counts, then the next."""
        chain: list[QWidget] = [w for f in self.fields for w in f.widgets()]
        if self.isolated_combo is not None:
            chain.append(self.isolated_combo)
        chain += [self.add_button, self.cancel_edit_button, self.table, self.edit_button,
                  self.delete_button, self.print_button]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    # ------------------------------------------------------------ the form
    def focus_first_box(self) -> None:
        """The first team's melded points, ready to be typed over."""
        box = self.fields[0].boxes["melded_points"]
        if box.isEnabled():  # greyed once the game is over: nothing to type over
            box.setFocus()
            box.selectAll()

    def entry(self) -> DealEntry:
        isolated = self.isolated_combo.currentData() if self.isolated_combo else None
        return DealEntry(tuple(f.counts() for f in self.fields), isolated)

    def show_entry(self, entry: DealEntry) -> None:
        for f, counts in zip(self.fields, entry.columns):
            f.show(counts)
        if self.isolated_combo is not None:
            self.isolated_combo.setCurrentIndex(
                max(self.isolated_combo.findData(entry.isolated), 0)
                if entry.isolated is not None else 0)

    def clear_form(self) -> None:
        """The form for the next deal: blank, or as it was typed before a fix began."""
        entry = self.set_aside or DealEntry(tuple(TeamCounts() for _ in self.fields))
        self.set_aside = None
        self.show_entry(entry)

    def number(self) -> int:
        return self.editing or len(self.game.keeper.entries) + 1

    def update_preview(self, *_args) -> None:
        """The deal's line as the sheet will have it, and what is wrong."""
        keeper = self.game.keeper
        if keeper.is_over and self.editing is None:
            self.preview.setText("")  # no deal to come: nothing to preview
            self.add_button.setEnabled(False)
            return
        scores, problems = keeper.preview(self.entry(), self.number())
        words = problems_text(self.lang, problems, self.titles)
        parts = [f"<b>{text(self.lang, 'breakdown')}</b>",
                 breakdown_table(self.lang, self.titles, scores,
                                 keeper.rules.design is CardDesign.ORIGEN)]
        if words["refused"]:
            parts.append(f"<p style='color:#b00020'><b>{text(self.lang, 'refused')}</b> "
                         + " ".join(words["refused"]) + "</p>")
        if words["warnings"]:
            parts.append(f"<p style='color:#a05a00'><b>{text(self.lang, 'warning')}</b> "
                         + " ".join(words["warnings"]) + "</p>")
        self.preview.setText("".join(parts))
        self.add_button.setEnabled(not keeper.is_over or self.editing is not None)

    def submit(self) -> bool:
        """Enter (or the Add button): add the deal, or save the fix."""
        keeper = self.game.keeper
        number = self.number()
        try:
            if self.editing is None:
                keeper.add(self.entry(), self.clock())
                message = "saved"
            else:
                keeper.edit(self.editing, self.entry(), self.clock())
                message = "fixed"
        except EntryRefused as refused:
            self.update_preview()  # the reasons are shown there, but for those
            if not keeper.preview(self.entry(), number)[1]:  # of adding itself
                self.status.setText(" ".join(problems_text(self.lang, refused.problems,
                                                           self.titles)["refused"]))
            return False
        self.editing = None
        self.clear_form()
        self._save(text(self.lang, message, number=number))
        self.refresh()
        self.focus_first_box()
        return True

    def count_per_rank(self, column: int) -> RankCountDialog:
        dialog = RankCountDialog(self.lang, self, rules=self.game.keeper.rules)
        dialog.accepted.connect(
            lambda: self.fields[column].boxes["melded_points"].setValue(dialog.points()))
        dialog.open()
        return dialog

    # ------------------------------------------------------------ fixing
    def selected_number(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() + 1 if rows else None

    def _update_sheet_buttons(self) -> None:
        chosen = bool(self.table.selectionModel().selectedRows())
        self.edit_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def edit_selected(self) -> None:
        number = self.selected_number()
        if number is None:
            return
        self.edit_deal(number)

    def edit_deal(self, number: int) -> None:
        if self.editing is None and not self.entry().is_blank:
            self.set_aside = self.entry()
        self.editing = number
        if self.save_failure is None:  # a failed save stays news
            self.status.clear()  # "Deal 2 added and saved." is not news while deal 1 is fixed
        self.show_entry(self.game.keeper.entries[number - 1])
        self.refresh()
        self.focus_first_box()

    def cancel_edit(self) -> None:
        self.editing = None
        self.clear_form()
        self.refresh()

    def delete_selected(self) -> QMessageBox | None:
        number = self.selected_number()
        if number is None:
            return None
        box = QMessageBox(QMessageBox.Icon.Question, self.windowTitle(),
                          text(self.lang, "delete_confirm", number=number),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).clicked.connect(
            lambda: self.delete_deal(number))
        box.open()
        return box

    def delete_deal(self, number: int) -> None:
        self.game.keeper.delete(number, self.clock())
        if self.editing is not None:
            self.cancel_edit()
        self._save(text(self.lang, "deleted", number=number))
        self.refresh()

    # ------------------------------------------------------------ sheet
    def _save(self, done: str) -> None:
        try:
            save_kept(self.archive, self.game)
        except OSError as exc:
            self.save_failure = exc
            self.status.setText(save_failed_text(exc, self.lang))
            return
        self.save_failure = None
        self.status.setText(done)
        self.saved.emit()

    def refresh(self) -> None:
        keeper = self.game.keeper
        number = self.number()
        # Tête et Queue is played in four deals: "Deal 3 of 4".
        deals = keeper.rules.deals_per_game
        key = "edit_deal_n" if self.editing else "deal_n_of" if deals else "deal_n"
        self.deal_label.setText(f"<b>{text(self.lang, key, number=number, deals=deals)}</b>")
        # Once the game is over, the form takes no new deal (play-test: it
        # still showed "Deal 5" and its opening minimums, ready to type in).
        done = keeper.is_over and self.editing is None
        if done:
            self.deal_label.setText(f"<b>{text(self.lang, 'form_game_over')}</b>")
        self.opening_label.setVisible(not done)
        for field in self.fields:
            field.set_enabled(not done)
        if self.isolated_combo is not None:
            self.isolated_combo.setEnabled(not done)
        minimums = keeper.opening_minimums_for(number)
        self.opening_label.setText(text(self.lang, "opening_for", minimums=" · ".join(
            f"{t}\u00a0{opening_points(m, self.lang)}" for t, m in zip(self.titles, minimums))))
        self.cancel_edit_button.setVisible(self.editing is not None)
        self.add_button.setText(text(self.lang, "save_edit" if self.editing else "add"))
        self.table.setRowCount(len(keeper.lines))
        for row, line in enumerate(keeper.lines):
            for column, value in enumerate(sheet_cells(line.result, self.lang, self.paired)):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
                if line.warnings:
                    item.setToolTip(" ".join(problems_text(self.lang, line.warnings,
                                                           self.titles)["warnings"]))
                self.table.setItem(row, column, item)
        # A side and its number on one line: "Bruno & Elsa" and "50" wrapped
        # apart at 1920 pixels (play-test s38).
        totals = " · ".join(f"{t}\u00a0{format_points(v, self.lang)}"
                            for t, v in zip(self.titles, keeper.totals))
        lines = [text(self.lang, "totals_line", totals=totals)]
        # A fix that ended the game earlier: the deals after its end are said.
        late = [p for line in keeper.lines for p in line.warnings if p.code == "after_game_end"]
        if late:
            said = problems_text(self.lang, late[:1], self.titles)["warnings"][0]
            lines.append(f"<span style='color:#a05a00'><b>{text(self.lang, 'warning')}</b> "
                         f"{html.escape(said)}</span>")
        if keeper.is_over:
            outcome = result_text(self.game.keeper, self.lang, self.titles)
            lines.append("<b>" + text(self.lang, "game_over", result=outcome) + "</b>")
        else:
            # Numbered: "the next deal" read as the one after the deal being typed.
            lines.append(text(self.lang, "next_opening_line", number=len(keeper.entries) + 1,
                              minimums=" · ".join(
                f"{t}\u00a0{opening_points(m, self.lang)}"
                for t, m in zip(self.titles, keeper.next_opening_minimums()))))
        self.totals_label.setText("<br>".join(lines))
        self.update_preview()
        if self.sheet_window is not None:
            self.sheet_window.set_document(from_archived(self.game.sheet()))

    def show_sheet(self) -> ScoreSheetWindow:
        """The sheet as printed: Print preview, Print, Export PDF."""
        if self.sheet_window is not None:
            self.sheet_window.deleteLater()
        window = ScoreSheetWindow(from_archived(self.game.sheet()), self.lang, parent=self)
        self.sheet_window = window
        window.show()
        return window

    def keyPressEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        if event.key() == Qt.Key.Key_Escape and self.editing is not None:
            self.cancel_edit()
            return
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.table.hasFocus()
                and self.selected_number() is not None):
            self.edit_selected()  # the chosen deal, not the form's Add
            return
        super().keyPressEvent(event)

    def reject(self) -> None:
        """Escape or Close: a deal half typed in is asked about first
        (play-test: Escape threw away 555 melded points without a word)."""
        if self.closing_box is not None:
            # Asked already (the box does not block the window): the question
            # stands, a second Escape or the title bar's ✕ does not skip it.
            self.closing_box.raise_()
            self.closing_box.activateWindow()
            return
        typed = self.entry() if self.editing is None else self.set_aside
        if typed is not None and typed != DealEntry(
                tuple(TeamCounts() for _ in self.fields), typed.isolated):
            shown = confirm_box(self, "keeperCloseWarning", self.windowTitle(),
                                text(self.lang, "typed_deal_lost"), text(self.lang, "close_anyway"),
                                text(self.lang, "close"), text(self.lang, "keep_typing"))

            def answered(button: QAbstractButton) -> None:
                self.closing_box = None
                shown.box.deleteLater()
                if button is shown.go_button:
                    self.clear_form()
                    QDialog.reject(self)

            shown.box.buttonClicked.connect(answered)
            self.closing_box = shown.box
            shown.box.show()
            return
        super().reject()


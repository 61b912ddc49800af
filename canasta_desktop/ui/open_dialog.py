"""The Open dialog: every save with its variant, players, date, deal and
scores, newest first; and the words for a file that could not be read.

Listing never replays a game (each save carries a summary), so it stays
quick with many saves; the chosen save is replayed when it is opened, and a
save that does not replay is moved aside and reported like any damaged file
while the list stays usable.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import (QSize, QAbstractTableModel, QCoreApplication, QModelIndex, QObject,
                            QPersistentModelIndex, Qt)
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView,
                               QLabel, QMessageBox, QPushButton, QStyle, QTableView,
                               QVBoxLayout, QWidget)

from .. import words
from ..model.match import person_column, score_columns
from ..model.phases import OVER
from ..persistence.saves import (DAMAGED, FOREIGN, KEPT_SCORE, NEWER, SAVED_GAME, SCORE_SHEET,
                                 STATISTICS, TOO_LARGE, UNREADABLE, GameSave, RestoredGame,
                                 SaveEntry, SaveError, SaveProblem, SaveProblemError, SaveStore,
                                 game_started, parse_iso)
from ..printing.sheet_html import (format_date, format_date_time, format_points, format_time,
                                   house_rules_tip, players_around, scores_line,
                                   with_house_rules)
from .ask_first import agreed_to
from .screen_fit import fit_to_screen, widen_by
from .wrapped_label import wrapped_label


def problem_text(problem: SaveProblem) -> str:
    """A file that could not be used, in the UI language, named for what it
    is (a saved game, a score sheet, the statistics), and where it was set
    aside so that the player can find it."""
    text = problem_headline(problem)
    # Only a file of ours held a game: a foreign file's date came from its
    # name alone (play-test: "not a saved game. This file held the game
    # started on…").
    started = (game_started(problem.path.stem)
               if problem.subject == SAVED_GAME and problem.kind != FOREIGN else None)
    if started is not None:
        # An autosave is named by its game's id (play-test: "which game was it?").
        text += " " + QCoreApplication.translate(
            "SaveProblem", "This file held the game started on {when}.").format(
                when=format_date_time(started, words.current_language()))
    if problem.moved_to is not None:
        moved = QCoreApplication.translate("SaveProblem",
                                           "It was moved aside as “%1”, in the folder %2.")
        text += " " + words.fill_in(moved, shown_file_name(problem.moved_to.name),
                              shown_file_name(str(problem.moved_to.parent)))
    if problem.rebuilt:
        text += " " + QCoreApplication.translate(
            "SaveProblem", "Its scores were written again from the game's autosave: the game "
                           "is still among the past games.")
    return text


def continued_title(save: GameSave, lang: str) -> str:
    """The autosave of a named game played on, as its row says it: "Tuesday
    (continued)"; a second line of play from the same named save, opened
    again after the first was played on, by when it went on from it,
    "Tuesday (continued at 05:39)" (play-test s41: two rows "… (continued)"
    told apart only by their moves)."""
    name = save.continued_from or ""
    went_on = branched_at(save)
    if went_on is None:
        return QCoreApplication.translate("SaveListModel", "%1 (continued)").replace("%1", name)
    saved = parse_iso(save.updated)
    if saved is None or saved.date() == went_on.date():
        said = QCoreApplication.translate("SaveListModel", "%1 (continued at %2)")
        return said.replace("%1", name).replace("%2", format_time(went_on, lang))
    said = QCoreApplication.translate("SaveListModel", "%1 (continued on %2)", "a day")
    return said.replace("%1", name).replace("%2", format_date(went_on, lang))


def branched_at(save: GameSave) -> datetime | None:
    """When a game opened from a named save went on as a game of its own
    (`Autosaver.resume` gives it a new id, dated, while it keeps the
    game's start); None for the game that was saved by that name."""
    went_on, started = game_started(save.game_id), parse_iso(save.created)
    if went_on is None or started is None:
        return None
    return went_on if went_on > started.astimezone().replace(tzinfo=None) else None


def autosave_title(save: GameSave, lang: str) -> str:
    """An autosave (a game the player did not name) said by when its game
    started, the time or, when it was not the day of its last save, the
    day: two games of the same variant read the same on every other
    column (play-test: several "Autosave" rows alike).  The Open dialog's
    row and the status bar once it is opened say it alike (play-test s41:
    "Game of 5:09" in the list, "Canasta Origen" once opened)."""
    if save.continued_from:
        # A named save played on: its row says so, not a second game's
        # start time beside the named one (play-test).
        return continued_title(save, lang)
    started, saved = parse_iso(save.created), parse_iso(save.updated)
    if started is None or save.created == save.updated:
        # No start known: a version 1 save was given its last save's time
        # (review), and a start read anew each time would rename the row.
        return QCoreApplication.translate("SaveListModel", "Autosave")
    if saved is not None and saved.date() == started.date():
        return QCoreApplication.translate("SaveListModel", "Game of %1").replace(
            "%1", format_time(started, lang))
    return QCoreApplication.translate("SaveListModel", "Game of %1", "a day").replace(
        "%1", format_date(started, lang))


def problem_headline(problem: SaveProblem) -> str:
    """The first sentence of `problem_text`: which file, and what is wrong
    with it, short enough for the status bar (play-test: the whole text ran
    past the window's edge there; the box beside it has the rest)."""
    return words.fill_in(_problem_sentence(problem.subject, problem.kind),
                         shown_file_name(problem.path.name))


MAX_PROBLEMS_LISTED = 8  # files a label or box names; a count says how many more


def listed_problems(problems: Sequence[SaveProblem]) -> str:
    """The problems, one a line, the first few only: sixty damaged sheets
    made the Keep score dialog taller than the screen (review)."""
    lines = [problem_text(p) for p in problems[:MAX_PROBLEMS_LISTED]]
    more = len(problems) - MAX_PROBLEMS_LISTED
    if more > 0:
        lines.append(QCoreApplication.translate("SaveProblem", "…and %n more.", "", more))
    return "\n".join(lines)


def shown_file_name(name: str) -> str:
    """A file name as the player can find it: bytes that are no text (a name
    written in another encoding) as \\xe9, not dropped (play-test: "\\xe9t\\xe9
    named.json" was reported as "t named.json")."""
    try:
        return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    except UnicodeEncodeError:  # a lone surrogate no file system gave
        return name.encode("utf-8", "backslashreplace").decode("utf-8")


def _problem_sentence(subject: str, kind: str) -> str:
    """What the player is told of a file of `subject` (a saved game, a score
    sheet, the statistics) that could not be used for `kind`."""
    translate = QCoreApplication.translate
    if subject == KEPT_SCORE and kind not in (NEWER, UNREADABLE, DAMAGED, TOO_LARGE):
        return translate("SaveProblem", "The kept score “%1” of a game played with real cards "
                                        "is damaged: it cannot be continued.")
    sentences: dict[str | None, str]
    if subject in (SCORE_SHEET, KEPT_SCORE):
        sentences = {
            DAMAGED: translate("SaveProblem", "The score sheet “%1” is damaged or was cut short "
                                              "and cannot be read."),
            TOO_LARGE: translate("SaveProblem", "The score sheet “%1” is far too large to be "
                                                "one of Canasta Desktop's: it was not read."),
            FOREIGN: translate("SaveProblem", "“%1”, in the score sheets folder, is not a "
                                              "Canasta Desktop score sheet."),
            NEWER: translate("SaveProblem", "The score sheet “%1” was written by a newer "
                                            "version of Canasta Desktop: update Canasta "
                                            "Desktop to see it. The file was left as it is."),
            UNREADABLE: translate("SaveProblem", "The score sheet “%1” cannot be opened (no "
                                                 "permission, or not a file). The file was "
                                                 "left as it is."),
            None: translate("SaveProblem", "The score sheet “%1” is damaged: its scores cannot "
                                           "be read."),
        }
    elif subject == STATISTICS:
        sentences = {
            NEWER: translate("SaveProblem", "The statistics file “%1” was written by a newer "
                                            "version of Canasta Desktop: update Canasta "
                                            "Desktop to use it. The file was left as it is."),
            UNREADABLE: translate("SaveProblem", "The statistics file “%1” cannot be opened "
                                                 "(no permission, or not a file). The file was "
                                                 "left as it is."),
            None: translate("SaveProblem", "The statistics file “%1” is damaged and cannot be "
                                           "read: the dates the statistics were reset are "
                                           "lost, so they count every past game again."),
        }
    else:
        sentences = {
            DAMAGED: translate("SaveProblem", "“%1” is damaged or was cut short and cannot be "
                                              "read."),
            TOO_LARGE: translate("SaveProblem", "“%1” is far too large to be a Canasta Desktop "
                                                "saved game: it was not read."),
            FOREIGN: translate("SaveProblem", "“%1” is not a Canasta Desktop saved game."),
            NEWER: translate("SaveProblem", "“%1” was saved by a newer version of Canasta "
                                            "Desktop: update Canasta Desktop to open it. The "
                                            "file was left as it is."),
            UNREADABLE: translate("SaveProblem", "“%1” cannot be opened (no permission, or not "
                                                 "a file). The file was left as it is."),
            None: translate("SaveProblem", "“%1” does not hold a game that can be replayed."),
        }
    return sentences.get(kind, sentences[None])


def unseen_problems(problems: Sequence[SaveProblem], seen: set[tuple]) -> list[SaveProblem]:
    """The problems not told yet, which `seen` now remembers: a file left in
    place (newer, unreadable) turns up at every listing, and the player is
    told of it once, not at every look at the saves folder."""
    fresh = []
    for problem in problems:
        key = (problem.path, problem.kind, problem.moved_to)
        if key not in seen:
            seen.add(key)
            fresh.append(problem)
    return fresh


def variant_label(variant_id: str, lang: str) -> str:
    return words.label("variant", variant_id, lang)



def save_scores(save: GameSave, lang: str) -> str:
    """A save's totals, the person's column first and said whose."""
    summary = save.summary
    if summary is None:
        return ""
    try:
        columns = score_columns(save.rules.build())
    except SaveError:  # rules this version cannot build: the bare numbers
        return " – ".join(format_points(t, lang) for t in summary.totals)
    names = [words.name_in(name, lang) for name in save.names]
    return scores_line(columns, names, summary.totals, person_column(columns, save.me), lang,
                       save.me)


class SaveListModel(QAbstractTableModel):
    # Players last: long names take the stretch, never push the date off.
    NAME, VARIANT, DATE, DEAL, SCORES, PLAYERS = range(6)

    def __init__(self, lang: str = "en", parent: QObject | None = None,
                 on_table: str | None = None, on_table_file: Path | None = None) -> None:
        """`on_table`: the id of the game on the table, whose autosave's row
        says so (play-test: it was the first row, chosen, and unmarked);
        `on_table_file`: the file it is saved to, when known (a copy of it put
        in the folder by hand is another row: play-test s37)."""
        super().__init__(parent)
        self.lang = lang
        self.on_table = on_table
        self.on_table_file = on_table_file
        self.entries: list[SaveEntry] = []

    def set_entries(self, entries: Sequence[SaveEntry]) -> None:
        self.beginResetModel()
        self.entries = list(entries)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Name"), self.tr("Variant"), self.tr("Saved"), self.tr("Deal"),
                self.tr("Scores"), self.tr("Players"))[section]

    def cell_text(self, row: int, column: int) -> str:
        entry = self.entries[row]
        save = entry.save
        summary = save.summary
        if column == self.NAME:
            name = (self._autosave_name(save) if entry.autosave and not save.name
                    else entry.title)
            if self.is_on_table(entry):
                name = self.tr("%1 \u2014 on the table").replace("%1", name)
            return name
        if column == self.VARIANT:
            return with_house_rules(variant_label(save.variant, self.lang),
                                    save.rules.house_options, self.lang)
        if column == self.PLAYERS:
            return ", ".join(words.name_in(name, self.lang)
                             for name in players_around(save.names, save.me))
        if column == self.DATE:
            when = parse_iso(save.updated)
            # In words, as Past games and the score sheet date a game.
            return format_date_time(when, self.lang) if when else save.updated
        if summary is None:
            return ""
        if column == self.DEAL:
            if summary.finished:
                return self.tr("%1 (finished)").replace("%1", str(summary.deals_finished))
            if summary.phase == OVER:  # saved at the deal's end (play-test s36: "1 (66 moves)")
                return self.tr("%1 (over)").replace("%1", str(summary.deal_number))
            # The moves played in it: two games of the same variant, minute,
            # deal and score read alike, the one played a while and the one
            # just dealt (play-test s32).
            moves = save.moves_this_deal
            said = (self.tr("%1 (%n move(s))", "", moves) if moves
                    else self.tr("%1 (no move yet)"))
            return said.replace("%1", str(summary.deal_number))
        if column == self.SCORES:
            return save_scores(save, self.lang)
        return ""

    def is_on_table(self, entry: SaveEntry) -> bool:
        if self.on_table_file is not None and entry.path != self.on_table_file:
            return False  # a copy of its autosave, dropped in the folder by hand
        return entry.autosave and self.on_table is not None and entry.save.game_id == self.on_table

    def _autosave_name(self, save: GameSave) -> str:
        return autosave_title(save, self.lang)

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cell_text(index.row(), index.column())
        # The scores (names and points) read from their left, as in Past
        # games: right-aligned behind a long row's, a short row's looked blank.
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == self.DEAL:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            entry = self.entries[index.row()]
            if index.column() == self.NAME:
                return f"{self.cell_text(index.row(), self.NAME)}\n{entry.path}"
            options = entry.save.rules.house_options
            if index.column() == self.VARIANT and options:
                return house_rules_tip(entry.save.variant, options, self.lang)
            return str(entry.path)
        return None


NAME_COLUMN_CHARS = 32  # the widest the name column starts, in average characters


class OpenGameDialog(QDialog):
    """Lists the saves; `restored` holds the replayed game once accepted.

    The window does:  `if dialog.exec(): autosaver.resume(dialog.restored)`."""

    def __init__(self, store: SaveStore, lang: str = "en", parent: QWidget | None = None,
                 on_table: str | None = None) -> None:
        """`on_table`: the id of the game being played (`SaveListModel`)."""
        super().__init__(parent)
        self.setObjectName("openGameDialog")
        self.setWindowTitle(self.tr("Open a saved game"))
        self.store = store
        self.restored: RestoredGame | None = None
        self.problems: list[SaveProblem] = []
        self._problems_seen: set[tuple] = set()
        try:
            own_file: Path | None = store.autosave_path(on_table) if on_table else None
        except SaveError:
            own_file = None
        self.model = SaveListModel(lang, self, on_table, own_file)
        self.table = QTableView()
        self.table.setObjectName("saveList")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # A long name (up to 80 characters) is cut with "…" rather than push
        # the scores and players out of sight; its tooltip holds it whole.
        header.setSectionResizeMode(SaveListModel.NAME, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self._name_fitted = True  # the name column's width is the dialog's, not the player's
        self._fitting = False  # the dialog sets that width (not a drag)
        header.sectionResized.connect(self._name_column_dragged)
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.problem_label = wrapped_label("saveProblems")
        self.problem_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.empty_label = QLabel(self.tr("There is no saved game yet."))
        self.open_button = QPushButton(self.tr("&Open"))
        self.delete_button = QPushButton(self.tr("&Delete"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button.clicked.connect(self._ask_and_delete)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.problem_label)
        layout.addWidget(buttons)
        # Made default once inside the dialog: made so before, the dialog
        # never knew it and chose Cancel, the first button of its focus
        # chain, when shown; Enter closed it without opening the game chosen
        # (play-test).
        self.open_button.setDefault(True)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        # Wide enough for the scores said whose ("Ana & Diego 8,280 – Bruno & Émile…").
        fit_to_screen(self, QSize(1200, 480))
        self._widened = False  # to the list's columns, once laid out: at its first showing
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown the first time: wider where the list's columns need it, as
        far as the screen allows (play-test at a 16 pt system font, 1920×1080:
        the deal and the scores behind a scroll bar in a 1200-pixel box)."""
        super().showEvent(event)
        if not self._widened:
            self._widened = True
            widen_by(self, self.columns_missing())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_name_column()

    def _name_column_dragged(self, column: int, _old: int, _new: int) -> None:
        if column == SaveListModel.NAME and not self._fitting:
            self._name_fitted = False  # the player's width stays

    def _fit_name_column(self) -> None:
        """The name column as wide as its longest name where the list has
        room for it beside the other columns' whole contents, and never
        narrower than NAME_COLUMN_CHARS allows (play-test s37: « Sauvegarde
        automatique — sur la table » on two lines while the Players column
        beside it stood half empty)."""
        if not self._name_fitted:
            return
        name = SaveListModel.NAME
        wanted = self._column_wanted(name)
        least = min(wanted, self.table.fontMetrics().averageCharWidth() * NAME_COLUMN_CHARS)
        others = sum(self._column_wanted(c) for c in range(self.model.columnCount()) if c != name)
        room = self._list_width() - others
        self._fitting = True
        try:
            self.table.setColumnWidth(name, max(least, min(wanted, room)))
        finally:
            self._fitting = False

    def _column_wanted(self, column: int) -> int:
        """The column's width with its header and every cell whole."""
        return max(self.table.horizontalHeader().sectionSizeHint(column),
                   self.table.sizeHintForColumn(column))

    def _list_width(self) -> int:
        """The list's room for its columns, a scroll bar's width kept."""
        view = self.table
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return view.width() - 2 * view.frameWidth() - bar

    def columns_missing(self) -> int:
        """How many pixels wider the list needs to be to show every column
        whole, the names' too, without a sideways scroll bar; 0 when it
        does (a long name is then cut, `_fit_name_column`)."""
        columns = sum(self._column_wanted(c) for c in range(self.model.columnCount()))
        return max(0, columns - self._list_width())

    def refresh(self, select_first: bool = True) -> None:
        """List the saves again; the first is chosen unless `select_first`
        is False (a save that failed to open: Open must not then open
        another game than the one the player chose)."""
        listing = self.store.list()
        self.model.set_entries(listing.entries)
        self._fit_name_column()
        self.problems.extend(unseen_problems(listing.problems, self._problems_seen))
        self._show_problems()
        self.empty_label.setVisible(not listing.entries)
        if listing.entries and select_first:
            # The newest game other than the one being played: that one is
            # open already.
            entries = self.model.entries
            self.table.selectRow(next((row for row, entry in enumerate(entries)
                                       if not self.model.is_on_table(entry)), 0))
        else:
            self.table.clearSelection()
        self._update_buttons()

    def _show_problems(self) -> None:
        self.problem_label.setText(listed_problems(self.problems))
        self.problem_label.setVisible(bool(self.problems))

    def _update_buttons(self, *_args) -> None:
        entry = self.selected_entry()
        self.open_button.setEnabled(entry is not None)
        # The game on the table is saved again at its next move: deleted, it
        # came back (play-test s33 F7), so it is not offered.
        on_table = entry is not None and self.model.is_on_table(entry)
        # A read-only window writes nothing to the data folder, deletions included.
        self.delete_button.setEnabled(entry is not None and not on_table
                                      and not self.store.read_only)
        said = (self._read_only_words() if self.store.read_only
                else self.tr("the game on the table is saved after each move: start another "
                             "game to delete this one") if on_table else "")
        self.delete_button.setToolTip(said[:1].upper() + said[1:])

    def _read_only_words(self) -> str:
        # Read-only because another window writes, or because he asked for it.
        return self.tr("this window is read-only: it deletes nothing")

    def selected_entry(self) -> SaveEntry | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        row = rows[0].row()
        return self.model.entries[row] if 0 <= row < len(self.model.entries) else None

    def select_entry(self, entry: SaveEntry) -> None:
        self.table.selectRow(self.model.entries.index(entry))

    def open_selected(self) -> RestoredGame | None:
        """Replay the chosen save; on success the dialog is accepted."""
        entry = self.selected_entry()
        if entry is None:
            return None
        try:
            self.restored = self.store.load(entry.path)
        except SaveProblemError as error:
            self.problems.extend(unseen_problems([error.problem], self._problems_seen))
            self.refresh(select_first=False)
            return None
        self.accept()
        return self.restored

    def _ask_and_delete(self) -> None:
        entry = self.selected_entry()
        if entry is None or not self.delete_button.isEnabled():
            return
        if agreed_to(self, self.windowTitle(),
                     self.tr("Delete the saved game “%1”? This cannot be undone.").replace(
                         "%1", self.model.cell_text(self.model.entries.index(entry), 0))):
            self.delete_selected()

    def delete_selected(self) -> bool:
        entry = self.selected_entry()
        if entry is None or self.model.is_on_table(entry):
            return False  # saved again at its next move: never offered (_update_buttons)
        try:
            self.store.delete(entry.path)
        except (SaveError, OSError) as exc:
            # Said, not a traceback: a read-only disk, a link to elsewhere...
            reason = (words.os_reason(exc) if isinstance(exc, OSError)
                      else self._read_only_words() if self.store.read_only
                      else self.tr("it is not in the saves folder"))
            name = self.model.cell_text(self.model.entries.index(entry), 0)
            self.delete_problem = QMessageBox(
                QMessageBox.Icon.Warning, self.windowTitle(),
                words.fill_in(self.tr("The saved game “%1” could not be deleted: %2."), name,
                              reason),
                QMessageBox.StandardButton.Ok, self)
            self.delete_problem.open()
            self.refresh()
            return False
        self.refresh()
        return True

"""Past games and statistics per variant.

The Games tab lists every archived score sheet (finished or not), newest
first; "Score sheet" opens one in the Score sheet window, to read or print.
The Statistics tab shows, per variant, the games finished, the wins, the
deals played (finished games or not), the average points per deal, the
canastas and the highest score, seen from the player's side; "Reset
statistics" starts the selected variant's (or every variant's) afresh
without deleting any game from the history.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import (QAbstractTableModel, QEvent, QModelIndex, QObject,
                            QPersistentModelIndex, QSize, Qt)
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHBoxLayout,
                               QHeaderView, QLabel, QPushButton, QStyle,
                               QTableView, QTabWidget, QVBoxLayout, QWidget)

from .. import words
from ..persistence.archive import (ArchivedSheet, SheetArchive, SheetListing, VariantStatistics,
                                   compute_statistics, own_column)
from ..persistence.saves import UNREADABLE, SaveProblem, parse_iso
from ..printing.sheet_html import (column_titles, format_date, format_date_time, format_points,
                                   house_rules_tip, players_around, scores_line,
                                   with_house_rules)
from ..printing.sources import from_archived
from ..session.keeper_words import text as keeper_text
from .ask_first import agreed_to
from .open_dialog import listed_problems, unseen_problems, variant_label
from .score_sheet_window import ScoreSheetWindow, sheet_language
from .screen_fit import fit_to_screen, screen_share, widen_by
from .wrapped_label import wrapped_label

RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def sheet_titles(sheet: ArchivedSheet, lang: str) -> list[str]:
    """The heads of a kept sheet's columns, "We" being the person's (a
    column of one player is his name: column_titles sees it)."""
    names = [words.name_in(name, lang) for name in sheet.names]
    return column_titles(sheet.columns, names, lang, False, own_column(sheet), sheet.me)


def scores_text(sheet: ArchivedSheet, lang: str) -> str:
    names = [words.name_in(name, lang) for name in sheet.names]
    return scores_line(sheet.columns, names, sheet.totals, own_column(sheet), lang, sheet.me)


class _TableModel(QAbstractTableModel):
    """A read-only table whose cells come from `cell_text(row, column)`."""

    headers: tuple[str, ...] = ()
    lang = "en"
    right_aligned: frozenset[int] = frozenset()

    def rows(self) -> int:
        raise NotImplementedError

    def cell_text(self, row: int, column: int) -> str:
        raise NotImplementedError

    def header_texts(self) -> tuple[str, ...]:
        raise NotImplementedError

    def follow_language(self, lang: str) -> None:
        """Every cell and header again in `lang`; the views size their
        columns to the new words."""
        self.lang = lang
        self.layoutAboutToBeChanged.emit()
        self.layoutChanged.emit()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else self.rows()

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.header_texts())

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.header_texts()[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            try:
                return self.cell_text(index.row(), index.column())
            except Exception:  # noqa: BLE001 - a value the archive's checks missed: no crash
                return "?"
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self.right_aligned:
            return RIGHT
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tooltip(index.row(), index.column())
        return None

    def tooltip(self, row: int, column: int) -> str | None:
        return None


class HistoryModel(_TableModel):
    # Players last: long names take the stretch, never push the result off.
    DATE, VARIANT, DEALS, SCORES, RESULT, PLAYERS = range(6)
    # The scores (names and points) read from their left: right-aligned in a
    # column widened by six long names, a four-player game's looked blank
    # (play-test at a 14 pt system font, 1280×720).
    right_aligned = frozenset({DEALS})

    def __init__(self, lang: str = "en", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.sheets: list[ArchivedSheet] = []

    def set_sheets(self, sheets: Sequence[ArchivedSheet]) -> None:
        self.beginResetModel()
        self.sheets = list(sheets)
        self.endResetModel()

    def rows(self) -> int:
        return len(self.sheets)

    def header_texts(self) -> tuple[str, ...]:
        return (self.tr("Date"), self.tr("Variant"), self.tr("Deals"), self.tr("Scores"),
                self.tr("Result"), self.tr("Players"))

    def cell_text(self, row: int, column: int) -> str:
        sheet = self.sheets[row]
        if column == self.DATE:
            when = parse_iso(sheet.started)
            return format_date_time(when, self.lang) if when else sheet.started
        if column == self.VARIANT:
            name = variant_label(sheet.variant, self.lang)
            if sheet.with_cards:  # a score kept of a game played with real cards
                name += " · " + keeper_text(self.lang, "with_cards_short")
            return with_house_rules(name, sheet.house_options, self.lang)
        if column == self.PLAYERS:
            return ", ".join(words.name_in(name, self.lang)
                             for name in players_around(sheet.names, sheet.me))
        if column == self.DEALS:
            return str(len(sheet.deals))
        if column == self.SCORES:
            return scores_text(sheet, self.lang)
        if column == self.RESULT:
            return self.result_text(sheet)
        return ""

    def tooltip(self, row: int, column: int) -> str | None:
        """The house rules of a game, listed on its variant's cell."""
        sheet = self.sheets[row]
        if column != self.VARIANT:
            return None
        return house_rules_tip(sheet.variant, sheet.house_options, self.lang)

    def result_text(self, sheet: ArchivedSheet) -> str:
        if not sheet.finished:
            return self.tr("in progress")
        if sheet.winner is None:
            return self.tr("tie")
        own = own_column(sheet)
        titles = sheet_titles(sheet, self.lang)
        won = sheet.winner == own
        # "You": the person's side, one or several (play-test: "won by
        # 2,355" with no subject, beside "They won by 680").
        # Counted for French's « 1 point » / « 410 points » (the English
        # says no unit: "You won by 410").
        text = (self.tr("You won by %1", "", sheet.margin) if won
                else self.tr("%2 won by %1", "", sheet.margin))
        return text.replace("%1", format_points(sheet.margin, self.lang)).replace(
            "%2", titles[sheet.winner])


class StatisticsModel(_TableModel):
    """Per variant: the games finished and won, then the deals played (of any
    game) beside the points per deal and the canastas they count.  Play-test:
    "Games 0 · Wins 0" beside "Points per deal 1,010 · Canastas 8" read as
    broken; the points and canastas come from deals of games not finished.
    Games with house rules have rows of their own, named and listed as in
    the Games tab (play-test s37: one row added them to the plain games)."""

    VARIANT, GAMES, WINS, DEALS, AVERAGE, CANASTAS, BEST = range(7)
    right_aligned = frozenset({GAMES, WINS, DEALS, AVERAGE, CANASTAS, BEST})

    def __init__(self, lang: str = "en", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.figures: list[VariantStatistics] = []

    def set_statistics(self, figures: dict[str, VariantStatistics]) -> None:
        self.beginResetModel()
        self.figures = [figures[k] for k in sorted(figures)]
        self.endResetModel()

    def rows(self) -> int:
        return len(self.figures)

    def header_texts(self) -> tuple[str, ...]:
        return (self.tr("Variant"), self.tr("Games finished"), self.tr("Wins"),
                self.tr("Deals played"), self.tr("Points per deal"), self.tr("Canastas"),
                # The person's highest final total, a game won or lost (play-
                # test: "Best game 6,255" was a game lost 6,255 to 7,365).
                self.tr("Highest score"))

    def cell_text(self, row: int, column: int) -> str:
        f = self.figures[row]
        if column == self.VARIANT:
            return with_house_rules(variant_label(f.variant, self.lang), f.house_options,
                                    self.lang)
        if column == self.GAMES:
            return str(f.games)
        if column == self.WINS:
            if not f.games:
                return "0"
            return self.tr("{wins} ({percent}%)").format(wins=f.wins,
                                                         percent=round(100 * f.win_rate))
        if column == self.DEALS:
            return str(f.deals)
        if column == self.AVERAGE:
            return format_points(round(f.average_points_per_deal), self.lang)
        if column == self.CANASTAS:
            return str(f.canastas)
        if column == self.BEST:
            if f.best_total is None:
                return "–"
            when = parse_iso(f.best_date)
            date = format_date(when, self.lang) if when else ""
            return f"{format_points(f.best_total, self.lang)} ({date})" if date else \
                format_points(f.best_total, self.lang)
        return ""

    def tooltip(self, row: int, column: int) -> str | None:
        """A row's house rules, listed on its variant's cell."""
        if column != self.VARIANT:
            return None
        f = self.figures[row]
        return house_rules_tip(f.variant, f.house_options, self.lang)


class HistoryDialog(QDialog):
    def __init__(self, archive: SheetArchive, lang: str = "en",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyDialog")
        self.archive = archive
        self.lang = lang
        self.problems: list[SaveProblem] = []
        self._problems_seen: set[tuple] = set()
        self.sheet_windows: list[ScoreSheetWindow] = []

        self.history = HistoryModel(lang, self)
        self.games_view = self._table(self.history, "historyList")
        self.games_view.doubleClicked.connect(lambda _index: self.show_selected_sheet())
        # The list of games says why it is empty too (a first start showed
        # a bare table under its headers).
        self.games_empty = wrapped_label("gamesEmpty")
        self.statistics = StatisticsModel(lang, self)
        self.statistics_view = self._table(self.statistics, "statisticsList")
        self.statistics_note = QLabel()
        self.statistics_note.setWordWrap(True)
        # An empty list says why (play-test: after a reset, just an empty table).
        self.statistics_empty = wrapped_label("statisticsEmpty")
        self._reset_before = False  # some statistics were reset: say so when none are left
        self._unreadable = False  # some sheets could not be read: say so when none are left

        self.sheet_button = QPushButton()
        self.sheet_button.clicked.connect(self.show_selected_sheet)
        games_tab = QWidget()
        games_layout = QVBoxLayout(games_tab)
        games_layout.addWidget(self.games_view, 1)
        games_layout.addWidget(self.games_empty)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.sheet_button)
        games_layout.addLayout(row)

        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self._ask_and_reset)
        statistics_tab = QWidget()
        statistics_layout = QVBoxLayout(statistics_tab)
        statistics_layout.addWidget(self.statistics_view, 1)
        statistics_layout.addWidget(self.statistics_empty)
        statistics_layout.addWidget(self.statistics_note)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.reset_button)
        statistics_layout.addLayout(row)

        self.tabs = QTabWidget()
        self.tabs.addTab(games_tab, "")
        self.tabs.addTab(statistics_tab, "")
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.problem_label)
        layout.addWidget(buttons)
        self.retranslate()
        fit_to_screen(self, screen_share(self, QSize(860, 480), 0.55, 0.6))
        self._widened = False  # to the lists' columns, once laid out: at its first showing
        self.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Past games and statistics"))
        self.statistics_note.setText(self.tr(
            "Figures are for your team (just you where everyone plays alone). Deals played, "
            "points per deal and canastas count every game, finished or not; games finished, "
            "wins and the highest score count finished games only."))
        self.sheet_button.setText(self.tr("&Score sheet…"))
        self.reset_button.setText(self.tr("&Reset statistics…"))
        self.tabs.setTabText(0, self.tr("&Games"))
        self.tabs.setTabText(1, self.tr("S&tatistics"))
        self._say_why_empty()

    def _say_why_empty(self) -> None:
        # Play-test s37: her one finished game's sheet damaged, the list said
        # "No game finished yet" above the words telling it was set aside.
        unreadable = self.tr("No score sheet here could be read: the reason is below.")
        if self._unreadable:
            games = statistics = unreadable
        else:
            games = self.tr("No game finished yet. When a game ends, its score sheet is kept "
                            "here.")
            statistics = self.tr("No game played yet.")
        if self._reset_before:
            statistics = self.tr("No game since the statistics were reset.")
        self.games_empty.setText(games)
        self.statistics_empty.setText(statistics)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown the first time: as wide as both lists' columns need, as far
        as the screen allows (play-test: at 1920×1080, six players' scores
        and « Meilleur score » were cut, behind a scroll bar)."""
        super().showEvent(event)
        if not self._widened:
            self._widened = True
            widen_by(self, self.columns_missing())

    def columns_missing(self) -> int:
        """How many pixels wider the lists need to be to show every column
        whole, without a scroll bar (0 when they do)."""
        # Both lists are as wide (one page each of the tabs); the shown one
        # is laid out. A scroll bar's width is kept for a long list.
        inside = self.games_view.width() - 2 * self.games_view.frameWidth()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        missing = 0
        for view in (self.games_view, self.statistics_view):
            header = view.horizontalHeader()
            columns = sum(max(header.sectionSizeHint(c), view.sizeHintForColumn(c))
                          for c in range(header.count()))
            missing = max(missing, columns + bar - inside)
        return missing

    def changeEvent(self, event: QEvent) -> None:
        # Game → Language while the dialog is open: its words, and the lists'
        # cells and column widths (French headers were cut off at English widths).
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.lang = sheet_language()
            for model in (self.history, self.statistics):
                model.follow_language(self.lang)
            self.show_problems()
        super().changeEvent(event)

    def _table(self, model: QAbstractTableModel, name: str) -> QTableView:
        view = QTableView()
        view.setObjectName(name)
        view.setModel(model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.verticalHeader().hide()
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setStretchLastSection(True)
        return view

    def refresh(self) -> None:
        try:
            listing = self.archive.list()
            resets = self.archive.resets()
            statistics = compute_statistics(listing.sheets, resets)
            self._reset_before = bool(resets)
        except OSError as exc:  # the sheets folder itself cannot be read
            listing, statistics = SheetListing([]), {}
            self._tell([SaveProblem(self.archive.paths.sheets_dir, UNREADABLE,
                                    words.os_reason(exc))])
        self._tell(listing.problems)
        self._unreadable = bool(listing.problems)
        if self.archive.statistics_problem is not None:
            self._tell([self.archive.statistics_problem])
        self.history.set_sheets(listing.sheets)
        self.statistics.set_statistics(statistics)
        self.statistics_empty.setVisible(not statistics)
        self._say_why_empty()
        if listing.sheets:
            self.games_view.selectRow(0)
        self.sheet_button.setEnabled(bool(listing.sheets))
        self.games_empty.setVisible(not listing.sheets)
        self.show_problems()

    def show_problems(self) -> None:
        self.problem_label.setText(listed_problems(self.problems))
        self.problem_label.setVisible(bool(self.problems))

    def selected_sheet(self) -> ArchivedSheet | None:
        rows = self.games_view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.history.sheets[rows[0].row()]

    def selected_variant(self) -> str | None:
        rows = self.statistics_view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.statistics.figures[rows[0].row()].variant

    def sheet_window(self, sheet: ArchivedSheet) -> ScoreSheetWindow:
        window = ScoreSheetWindow(from_archived(sheet), self.lang, parent=self)
        self.sheet_windows.append(window)
        return window

    def show_selected_sheet(self) -> ScoreSheetWindow | None:
        sheet = self.selected_sheet()
        if sheet is None:
            return None
        window = self.sheet_window(sheet)
        window.show()
        return window

    def reset_statistics(self, variant: str | None = None) -> None:
        """Start the statistics afresh (one variant, or all with None)."""
        try:
            self.archive.reset_statistics(variant)
        except OSError as exc:
            self._tell([SaveProblem(self.archive.paths.statistics_file, UNREADABLE,
                                    words.os_reason(exc))])
        self.refresh()

    def _tell(self, problems: list[SaveProblem]) -> None:
        """A file left in place is met again at every refresh: said once."""
        self.problems.extend(unseen_problems(problems, self._problems_seen))

    def _ask_and_reset(self) -> None:
        variant = self.selected_variant()
        if variant is None:
            question = self.tr("Reset the statistics of every variant? Past games stay in "
                               "the history.")
        elif sum(f.variant == variant for f in self.statistics.figures) > 1:
            # Its rows with house rules and without are reset together.
            question = self.tr("Reset the statistics of %1, with house rules and without? "
                               "Past games stay in the history.").replace(
                "%1", variant_label(variant, self.lang))
        else:
            question = self.tr("Reset the statistics of %1? Past games stay in the "
                               "history.").replace("%1", variant_label(variant, self.lang))
        if agreed_to(self, self.windowTitle(), question):
            self.reset_statistics(variant)

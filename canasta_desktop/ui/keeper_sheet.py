"""The score keeper's sheet: the table of deals, the totals under it and its
buttons; its heads and lines written from the kept score
(`model.score_keeper`)."""

from __future__ import annotations

import html
from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QGridLayout, QHeaderView,
                               QPushButton, QStyle, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from ..model.match import DealResult
from ..model.score_keeper import ScoreKeeper
from ..printing.sheet_html import format_points, opening_points
from ..printing.sheet_html import text as sheet_text
from ..session.keeper_words import problems_text, text
from .keeper_names import head_lines
from .wrapped_label import wrapped_label


# A head cut short keeps this many letters' width at least.
FEWEST_LETTERS = 5


class SheetPane(QWidget):
    """The sheet of the game: its deals a line each, the totals under them,
    Fix, Delete and Print, and the status line.  What they do is the
    window's; the pane lays them out and says their words."""

    def __init__(self) -> None:
        super().__init__()
        self.table = QTableWidget()
        self.table.setObjectName("keeperSheet")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.totals_label = wrapped_label("keeperTotals")
        self.status = wrapped_label("keeperStatus")
        self.edit_button = QPushButton()
        self.delete_button = QPushButton()
        self.print_button = QPushButton()
        for button in (self.edit_button, self.delete_button, self.print_button):
            button.setAutoDefault(False)
        # Fixing or deleting needs a deal chosen: greyed until one is (play-test:
        # "Delete the selected deal" with none selected did nothing, silently).
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self._update_buttons()
        # Two rows: side by side, the three buttons alone made the sheet
        # 560 pixels wide in French.
        sheet_buttons = QGridLayout()
        sheet_buttons.addWidget(self.edit_button, 0, 0)
        sheet_buttons.addWidget(self.delete_button, 0, 1)
        sheet_buttons.addWidget(self.print_button, 1, 0, 1, 2)
        sheet_layout = QVBoxLayout(self)
        sheet_layout.setContentsMargins(0, 0, 0, 0)
        sheet_layout.addWidget(self.table, 1)
        sheet_layout.addWidget(self.totals_label)
        sheet_layout.addLayout(sheet_buttons)
        sheet_layout.addWidget(self.status)

    def _update_buttons(self) -> None:
        chosen = bool(self.table.selectionModel().selectedRows())
        self.edit_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def retranslate(self, lang: str) -> None:
        self.edit_button.setText(text(lang, "edit"))
        self.delete_button.setText(text(lang, "delete"))
        self.print_button.setText(text(lang, "print"))


def set_sheet_heads(table: QTableWidget, heads: Sequence[str],
                    whole: Sequence[str] = ()) -> int:
    """The sheet's column heads, each column at least as wide as its head's
    longest line: the columns share the table's width, and the table scrolls
    sideways rather than cut a head short.  `whole`: the heads before they
    were cut short (`heads_within`), each the tooltip of a head cut.
    Returns the width that shows them all."""
    table.setColumnCount(len(heads))
    table.setHorizontalHeaderLabels(list(heads))
    for column, (head, full) in enumerate(zip(heads, whole)):
        item = table.horizontalHeaderItem(column)
        if item is not None:  # made by setHorizontalHeaderLabels
            item.setToolTip(full.replace("\n", " ") if full != head else "")
    section, need = heads_need(table, heads)
    table.horizontalHeader().setMinimumSectionSize(section)
    return need


def heads_within(table: QTableWidget, heads: Sequence[str], room: int) -> list[str]:
    """`heads` with their longest lines cut short ("Bartholomew…") for every
    column to show within `room` pixels, as far as a few letters a line
    allow (play-test s39: six 24-letter names scrolled the sheet sideways at
    1280 pixels, even with a side's points over its total)."""
    section, need = heads_need(table, heads)
    if need <= room:
        return list(heads)
    metrics = table.horizontalHeader().fontMetrics()
    widest = max(metrics.horizontalAdvance(line) for head in heads for line in head.split("\n"))
    short = -(-(need - room) // len(heads))  # what each column gives up, rounded up
    allowed = max(widest - short, FEWEST_LETTERS * metrics.averageCharWidth())
    return ["\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, allowed)
                      for line in head.split("\n")) for head in heads]


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


def sheet_heads(lang: str, titles: Sequence[str], paired: bool) -> list[str]:
    """The sheet's heads: the deal, each side's points, then each side's
    running total; `paired`, a side's points and total share its column."""
    sides = [head_lines(t) for t in titles]
    heads = [text(lang, "deals_head")] + sides
    if paired:
        return heads
    # "Total" over the column's name: on one line, three teams' or six
    # players' heads were cut short at 1280 pixels ("otal Team A").
    return heads + [f"{text(lang, 'total_head')}\n{t}" for t in sides]


def sheet_cells(result: DealResult, lang: str, paired: bool) -> list[str]:
    """A deal's line of the sheet, in its shape: "3" "800" … "1,200" …, or
    paired, "3\nTotal" "800\n1,200" … (the deal's points over the total)."""
    points = [format_points(s.total, lang) for s in result.scores]
    totals = [format_points(t, lang) for t in result.totals]
    if paired:
        return ([f"{result.number}\n{text(lang, 'total_head')}"]
                + [f"{p}\n{t}" for p, t in zip(points, totals)])
    return [str(result.number)] + points + totals


def result_text(keeper: ScoreKeeper, lang: str, titles: Sequence[str]) -> str:
    """Who won a finished kept game, and by how much (or the tie)."""
    if keeper.winner is None:
        return sheet_text(lang, "tie", points=format_points(max(keeper.totals), lang))
    key = "winner_one" if keeper.margin == 1 else "winner"
    return sheet_text(lang, key, team=titles[keeper.winner],
                      margin=format_points(keeper.margin, lang))



def write_lines(table: QTableWidget, keeper: ScoreKeeper, lang: str, titles: Sequence[str],
                paired: bool) -> None:
    """The sheet's lines, a deal a line, in the sheet's shape."""
    table.setRowCount(len(keeper.lines))
    for row, line in enumerate(keeper.lines):
        for column, value in enumerate(sheet_cells(line.result, lang, paired)):
            item = QTableWidgetItem(value)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                  | Qt.AlignmentFlag.AlignVCenter)
            if line.warnings:
                item.setToolTip(" ".join(problems_text(lang, line.warnings,
                                                       titles)["warnings"]))
            table.setItem(row, column, item)


def totals_html(keeper: ScoreKeeper, lang: str, titles: Sequence[str]) -> str:
    """Under the sheet: the totals, a late deal's warning, and the result or
    the next deal's opening minimums."""
    # A side and its number on one line: "Bruno & Elsa" and "50" wrapped
    # apart at 1920 pixels (play-test s38).
    totals = " · ".join(f"{t}\u00a0{format_points(v, lang)}"
                        for t, v in zip(titles, keeper.totals))
    lines = [text(lang, "totals_line", totals=totals)]
    # A fix that ended the game earlier: the deals after its end are said.
    late = [p for line in keeper.lines for p in line.warnings if p.code == "after_game_end"]
    if late:
        said = problems_text(lang, late[:1], titles)["warnings"][0]
        lines.append(f"<span style='color:#a05a00'><b>{text(lang, 'warning')}</b> "
                     f"{html.escape(said)}</span>")
    if keeper.is_over:
        outcome = result_text(keeper, lang, titles)
        lines.append("<b>" + text(lang, "game_over", result=outcome) + "</b>")
    else:
        # Numbered: "the next deal" read as the one after the deal being typed.
        lines.append(text(lang, "next_opening_line", number=len(keeper.entries) + 1,
                          minimums=" · ".join(
            f"{t}\u00a0{opening_points(m, lang)}"
            for t, m in zip(titles, keeper.next_opening_minimums()))))
    return "<br>".join(lines)

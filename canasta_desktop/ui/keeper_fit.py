"""How the score keeper's window shares its width: the form as wide as it
needs, the sheet beside it by its own need, and the sheet's shape (a column
a side's points and one its total, or both paired) by the room it gets."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QScrollArea

from .keeper_deal_form import DealForm
from .keeper_sheet import SheetPane, heads_need, heads_within, set_sheet_heads, sheet_heads
from .screen_fit import FRAME_ALLOWANCE, available_area, fit_to_screen


class KeeperHalves(Protocol):
    """The parts of the score keeper's window that share its width."""

    lang: str
    titles: list[str]
    paired: bool  # a side's points and running total in one column
    fitted_width: int  # the width the last fit gave the window
    chosen_width: int | None  # the width the player set by hand, if he did
    halves: QHBoxLayout  # the form, the sheet
    form_scroll: QScrollArea
    form: DealForm
    sheet: SheetPane

    def width(self) -> int: ...

    def refresh(self) -> None: ...


def shape_the_sheet(window: KeeperHalves) -> bool:
    """A column for each side's points and one for its running total where
    the sheet has room for them all; else, as a paper pad writes them, a
    deal's points over the running total in one column a side (play-test
    s38: six players alone at 1280 pixels, or three with 24-letter names,
    scrolled the sheet sideways).  The room is the sheet's share of the
    window by need, as the halves' stretches give it.  Returns whether the
    shape changed (the lines are then to be written again)."""
    table, halves = window.sheet.table, window.halves
    wide = sheet_heads(window.lang, window.titles, False)
    need = heads_need(table, wide)[1]
    margins = halves.contentsMargins()
    both = window.width() - margins.left() - margins.right() - halves.spacing()
    form = max(halves.stretch(0), 1)
    room = min(both * need // (form + need), both - window.form_scroll.minimumWidth())
    paired = room < need
    whole = sheet_heads(window.lang, window.titles, paired)
    heads = heads_within(table, whole, room)
    changed = paired != window.paired or table.columnCount() != len(heads)
    window.paired = paired
    shown = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    if [item.text() if item else "" for item in shown] != heads:  # not at each resize
        halves.setStretch(1, set_sheet_heads(table, heads, whole))
        rows = table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents if paired
                                  else QHeaderView.ResizeMode.Interactive)
    return changed


def row_labels_widths(window: KeeperHalves) -> tuple[int, int]:
    """The least width of the form's column of row labels, where beside
    many columns they wrap, and its width with each label on one line."""
    labels = [label for label, _ in window.form.row_labels]
    # As the label lays out its words (a pixel more than their advance).
    wide = QRect(0, 0, 10**5, 10**5)
    one_line = max(label.fontMetrics().boundingRect(wide, Qt.TextFlag.TextWordWrap,
                                                    label.text()).width()
                   + 2 * label.margin() for label in labels)
    least = max(label.minimumSizeHint().width() for label in labels)
    return least, max(least, one_line)


def give_the_heads_room(form: DealForm, room: int) -> bool:
    """Each column of the form as wide as its head's longest word, as far
    as `room` (the form's share of the screen) allows beyond the form's
    least width; a head with less room cuts it short (play-test s40: at
    1920 pixels "Romanovskaya" was cut where the screen had room for it).
    Returns whether every head is whole."""
    grid = form.grid
    for column in range(1, grid.columnCount()):
        grid.setColumnMinimumWidth(column, 0)
    form.form_layout.activate()
    share = max(0, room - form.minimumSizeHint().width()) // len(form.heads)
    whole = True
    for column, head in enumerate(form.heads, start=1):
        least = head.least_width()
        lacking = head.whole_width() - least
        whole = whole and lacking <= share
        grid.setColumnMinimumWidth(column, least + min(lacking, share))
    form.form_layout.activate()
    return whole


def sheet_least_need(window: KeeperHalves) -> int:
    """The least width the sheet does with: its buttons, and its columns
    paired under heads cut to their fewest letters."""
    table = window.sheet.table
    paired = sheet_heads(window.lang, window.titles, True)
    return max(window.sheet.minimumSizeHint().width(),
               heads_need(table, heads_within(table, paired, 0))[1])


def give_the_heads_their_room(window: KeeperHalves, room: int, sheet: int) -> None:
    """The form's heads whole beside the whole sheet (`sheet` wide) where
    the `room` allows; else whole beside a sheet that pairs its columns and
    cuts its heads, where that is room enough (play-test s40, rami for six
    at 1280 pixels: the sheet's seven columns stretched over more than
    they needed while the form's fourth head read "Romanovsk…", 9 pixels
    short); else cut as beside the whole sheet (six 24-letter names: the
    sheet keeps its share)."""
    form = window.form
    if give_the_heads_room(form, room - sheet):
        return
    if not give_the_heads_room(form, room - sheet_least_need(window)):
        give_the_heads_room(form, room - sheet)


def fit_form_and_sheet(window: KeeperHalves, opening: bool) -> None:
    """The form as wide as it needs, in the window's language (its heads
    wrapped: laid out first, the form knows it), six players' columns typed
    in without scrolling at 1280 pixels; the sheet beside it by its own need
    (the stretches); the window wider than 1280 where the screen has room for
    every column of both, and then, as far as it has room beside them, for
    the form's row labels on one line (review of s39: at 1920 pixels the
    window grew for six players' sheet, and the form's French labels kept
    their least width, four and five lines each).  `opening`: the window's
    first size; after a change of language, the size the new words need
    where the player left the fitted width, else the width he set, wider
    only as far as the new words cannot do without (play-test s40: his
    1280 became 1445 in French, then the fitted 1368 in English)."""
    top = window.sheet.table.window()  # the window itself, as Qt knows it
    scroll = window.form_scroll
    layout = window.halves
    margins = layout.contentsMargins()
    around = layout.spacing() + margins.left() + margins.right()
    screen = available_area(top).width() - FRAME_ALLOWANCE.width() - around
    sheet = heads_need(window.sheet.table, sheet_heads(window.lang, window.titles, False))[1]
    # The labels' column as wide as the screen allows beside the whole
    # sheet, up to one line a label (the boxes took any width given the
    # form, and the labels kept their least).
    bar = scroll.verticalScrollBar().sizeHint().width()
    give_the_heads_their_room(window, screen - bar, sheet)
    window.form.grid.setColumnMinimumWidth(0, 0)
    window.form.form_layout.activate()
    labels_least, labels_one_line = row_labels_widths(window)
    spare = screen - sheet - window.form.minimumSizeHint().width() - bar
    window.form.grid.setColumnMinimumWidth(
        0, labels_least + max(0, min(labels_one_line - labels_least, spare)))
    window.form.form_layout.activate()
    needed = window.form.minimumSizeHint().width() + bar
    # Within the screen beside the sheet's own least width (its buttons).
    scroll.setMinimumWidth(min(needed, screen - window.sheet.minimumSizeHint().width()))
    layout.setStretch(0, needed)
    wanted = needed + sheet + around
    if opening:
        fit_to_screen(top, QSize(max(1280, wanted), 720))
    else:
        if window.width() != window.fitted_width:
            window.chosen_width = window.width()  # resized by the player's hand
        if window.chosen_width is None:
            # Fitted to the last language's words: fitted to the new one's
            # (play-test s39: French → English at 1920 kept French's wider
            # window).
            fit_to_screen(top, QSize(max(1280, wanted), top.height()))
        else:
            # His width, kept: the window's least width keeps the form
            # whole, and the sheet pairs its columns where it lacks room.
            layout.activate()
            top.resize(max(window.chosen_width, top.minimumWidth()), top.height())
    window.fitted_width = window.width()
    if shape_the_sheet(window):
        window.refresh()

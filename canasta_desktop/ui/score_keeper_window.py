"""Game → Keep score of a game with real cards: the score keeper's window
(issue 17), the form of one deal (`keeper_deal_form`) and the sheet of the
game (`keeper_sheet`) side by side.

The form is one column per score-sheet column, in the order players count a
deal at the table.  Everything is reached with Tab, typed in digits and
confirmed with Enter.  The window never works a number out itself: the
preview, the refusals and the sheet come from `model.score_keeper` (the
engine's scoring formula); the words from `session.keeper_words` (from the
words catalogues).  Every change is saved at once in the score-sheet archive
(atomically), so a crash or a restart loses no deal entered.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (QAbstractButton, QDialog, QFrame, QHBoxLayout, QMessageBox,
                               QScrollArea, QWidget)

from .. import words
from ..model.score_keeper import DealEntry, EntryRefused, melded_points_from_ranks
from ..model.scoring import TeamCounts
from ..persistence.archive import SheetArchive
from ..persistence.kept_scores import KeptGame, save_kept
from ..persistence.saves import now_iso
from ..printing.sheet_html import column_members, column_titles, opening_points
from ..printing.sources import from_archived
from ..session.keeper_words import problems_text, text
from .confirm_box import confirm_box
from .keeper_deal_form import DealForm
from .keeper_fit import fit_form_and_sheet, shape_the_sheet
from .keeper_preview import preview_html
from .keeper_sheet import SheetPane, totals_html, write_lines
from .open_dialog import variant_label
from .rank_count_dialog import RankCountDialog
from .score_sheet_window import ScoreSheetWindow, sheet_language


def save_failed_text(failure: OSError, lang: str) -> str:
    return text(lang, "save_failed", reason=words.os_reason(failure, lang))


class _SheetShapeFollower(QObject):
    """Shapes the sheet again as the window is resized."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Resize and isinstance(watched, ScoreKeeperWindow)
                and shape_the_sheet(watched)):
            watched.refresh()
        return False


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
        self.set_aside_counts: list[dict[int, int]] = []  # its counts per rank, a column each
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
        form_box = DealForm(rules, len(self.titles), lang)
        form_box.edited.connect(self.update_preview)
        form_box.relaid.connect(self.update_preview)
        form_box.rank_count_asked.connect(self.count_per_rank)
        form_box.add_button.clicked.connect(self.submit)
        form_box.cancel_edit_button.clicked.connect(self.cancel_edit)
        self.form = form_box

        # The sheet.
        sheet_box = SheetPane()
        self.paired = False  # a side's points and running total in one column
        self.fitted_width = 0  # the width the last fit gave the window
        self.chosen_width: int | None = None  # the width the player set by hand
        self.sheet = sheet_box
        self.sheet.edit_button.clicked.connect(self.edit_selected)
        self.sheet.delete_button.clicked.connect(self.delete_selected)
        self.sheet.print_button.clicked.connect(self.show_sheet)
        # A deal of the sheet is opened to be fixed as a list's line is: a
        # double click, or Enter on it (play-test s38: a double click did
        # nothing, and Enter on a chosen deal added the deal typed in the form).
        self.sheet.table.doubleClicked.connect(lambda index: self.edit_deal(index.row() + 1))

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
        self.form.add_button.setDefault(True)
        self._set_tab_order()
        self.form_scroll = form_scroll
        self.installEventFilter(_SheetShapeFollower(self))
        self.retranslate()
        fit_form_and_sheet(self, opening=True)
        self.form.focus_first_box()

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
        members = column_members(self.game.keeper.columns(),
                                 [words.name_in(name, lang) for name in self.game.keeper.names])
        self.form.retranslate(lang, rules, self.titles, members)
        # The form and the sheet share the window by what each needs (play-test
        # s38: at three fifths against two, three teams' totals were past the
        # sheet's edge at 1280 pixels while the form had room to spare).
        shape_the_sheet(self)
        self.sheet.retranslate(lang)
        self.sheet.status.clear()  # said in the language it was said in
        if self.save_failure is not None:
            self.sheet.status.setText(save_failed_text(self.save_failure, lang))
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
        sheet = self.sheet
        chain = self.form.tab_chain() + [sheet.table, sheet.edit_button, sheet.delete_button,
                                         sheet.print_button]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    # ------------------------------------------------------------ the form
    def clear_form(self) -> None:
        """The form for the next deal: blank, or as it was typed before a fix began."""
        entry = self.set_aside or DealEntry(tuple(TeamCounts() for _ in self.form.fields))
        counts = self.set_aside_counts if self.set_aside else []
        self.set_aside, self.set_aside_counts = None, []
        self.form.show_entry(entry)
        for field, given in zip(self.form.fields, counts):
            field.rank_counts = given  # "Per rank…" opens with them again

    def number(self) -> int:
        return self.editing or len(self.game.keeper.entries) + 1

    def update_preview(self, *_args) -> None:
        """The deal's line as the sheet will have it, and what is wrong."""
        keeper = self.game.keeper
        if keeper.is_over and self.editing is None:
            self.form.preview.setText("")  # no deal to come: nothing to preview
            self.form.add_button.setEnabled(False)
            return
        self.form.preview.setText(preview_html(keeper, self.form.entry(), self.number(), self.lang,
                                          self.titles, self.form.shown_titles,
                                          self.form.preview_widths()))
        self.form.add_button.setEnabled(not keeper.is_over or self.editing is not None)

    def submit(self) -> bool:
        """Enter (or the Add button): add the deal, or save the fix."""
        keeper = self.game.keeper
        number = self.number()
        try:
            if self.editing is None:
                keeper.add(self.form.entry(), self.clock())
                message = "saved"
            else:
                keeper.edit(self.editing, self.form.entry(), self.clock())
                message = "fixed"
        except EntryRefused as refused:
            self.update_preview()  # the reasons are shown there, but for those
            if not keeper.preview(self.form.entry(), number)[1]:  # of adding itself
                self.sheet.status.setText(" ".join(problems_text(self.lang, refused.problems,
                                                           self.titles)["refused"]))
            return False
        self.editing = None
        self.clear_form()
        self._save(text(self.lang, message, number=number))
        self.refresh()
        self.form.focus_first_box()
        return True

    def count_per_rank(self, column: int) -> RankCountDialog:
        """The column's melded cards counted per rank, from the counts given
        last time while the box still holds their total (play-test s40: it
        reopened at zero, and OK then replaced the box's number)."""
        keeper = self.game.keeper
        field = self.form.fields[column]
        box = field.boxes["melded_points"]
        counts = field.rank_counts
        behind = bool(counts) and melded_points_from_ranks(counts) == box.value()
        who = column_members(keeper.columns(), [words.name_in(name, self.lang)
                                                for name in keeper.names])[column]
        who = "" if who == self.titles[column] else who  # as the form's head says it
        dialog = RankCountDialog(self.lang, self, rules=keeper.rules,
                                 column=self.titles[column], who=who,
                                 counts=counts if behind else None, held=box.value())

        def take() -> None:
            points = dialog.points_for_the_box()
            if points is None:
                return  # nothing counted over a number typed by hand: it stays
            box.setValue(points)
            field.rank_counts = dialog.counts()

        dialog.accepted.connect(take)
        dialog.open()
        return dialog

    # ------------------------------------------------------------ fixing
    def selected_number(self) -> int | None:
        rows = self.sheet.table.selectionModel().selectedRows()
        return rows[0].row() + 1 if rows else None

    def edit_selected(self) -> None:
        number = self.selected_number()
        if number is None:
            return
        self.edit_deal(number)

    def edit_deal(self, number: int) -> None:
        if self.editing is None and not self.form.entry().is_blank:
            self.set_aside = self.form.entry()
            self.set_aside_counts = [field.rank_counts for field in self.form.fields]
        self.editing = number
        if self.save_failure is None:  # a failed save stays news
            self.sheet.status.clear()  # "Deal 2 added and saved." is not news while deal 1 is fixed
        self.form.show_entry(self.game.keeper.entries[number - 1])
        self.refresh()
        self.form.focus_first_box()

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
            self.sheet.status.setText(save_failed_text(exc, self.lang))
            return
        self.save_failure = None
        self.sheet.status.setText(done)
        self.saved.emit()

    def refresh(self) -> None:
        keeper = self.game.keeper
        number = self.number()
        # Tête et Queue is played in four deals: "Deal 3 of 4".
        deals = keeper.rules.deals_per_game
        key = "edit_deal_n" if self.editing else "deal_n_of" if deals else "deal_n"
        self.form.deal_label.setText(f"<b>{text(self.lang, key, number=number, deals=deals)}</b>")
        # Once the game is over, the form takes no new deal (play-test: it
        # still showed "Deal 5" and its opening minimums, ready to type in).
        done = keeper.is_over and self.editing is None
        if done:
            self.form.deal_label.setText(f"<b>{text(self.lang, 'form_game_over')}</b>")
        self.form.opening_label.setVisible(not done)
        self.form.set_enabled(not done)
        minimums = keeper.opening_minimums_for(number)
        self.form.opening_label.setText(text(self.lang, "opening_for", minimums=" · ".join(
            f"{t}\u00a0{opening_points(m, self.lang)}" for t, m in zip(self.titles, minimums))))
        self.form.cancel_edit_button.setVisible(self.editing is not None)
        self.form.add_button.setText(text(self.lang, "save_edit" if self.editing else "add"))
        write_lines(self.sheet.table, keeper, self.lang, self.titles, self.paired)
        self.sheet.totals_label.setText(totals_html(keeper, self.lang, self.titles))
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
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.sheet.table.hasFocus()
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
        typed = self.form.entry() if self.editing is None else self.set_aside
        if typed is not None and typed != DealEntry(
                tuple(TeamCounts() for _ in self.form.fields), typed.isolated):
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

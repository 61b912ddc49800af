"""The Game menu's files and sheets: open a saved game, save it under a name,
show and print the score sheet, print a blank pad, past games, and scores
kept of games played with real cards.

Every window is opened non-modally (`show()` / `open()`), never with
`exec()`.  The words keep the "MainWindow" translation context they were
written in.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget

from .. import words
from ..persistence.archive import SheetArchive
from ..persistence.kept_scores import KeptGame
from ..persistence.names import NAME_TOO_LONG, name_problem
from ..persistence.paths import DataPaths
from ..persistence.saves import MAX_TITLE_LENGTH, SaveError
from ..printing.sources import BlankPadSource
from ..session.autosave import Autosaver
from ..session.controller import GameController
from ..session.settings import GameSettings
from .bot_hold import BotHold
from .history_dialog import HistoryDialog
from .keeper_setup_dialog import KeeperSetupDialog
from .open_dialog import OpenGameDialog, variant_label
from .score_keeper_window import ScoreKeeperWindow
from .score_sheet_window import ScoreSheetWindow, sheet_language
from .status_messages import StatusMessages

translate = QCoreApplication.translate


class FileActions(QObject):
    opened = Signal(object)  # the RestoredGame chosen in the Open dialog

    def __init__(self, controller: GameController, autosaver: Autosaver,
                 status: StatusMessages, bot_hold: BotHold,
                 settings: Callable[[], GameSettings], parent: QWidget) -> None:
        """`settings`: the game settings now (for the blank pad's variant)."""
        super().__init__(parent)
        self.parent_widget = parent
        self.controller = controller
        self.autosaver = autosaver
        self.status = status
        self.bot_hold = bot_hold
        self.settings = settings
        self.open_dialog: OpenGameDialog | None = None
        self.save_as_dialog: QInputDialog | None = None
        self.overwrite_box: QMessageBox | None = None
        self.sheet_window: ScoreSheetWindow | None = None
        self.sheet_for_deal_end = False  # opened from the deal's-end box: it goes with it
        self.print_preview: QPrintPreviewDialog | None = None
        self.pad_window: ScoreSheetWindow | None = None
        self.history_dialog: HistoryDialog | None = None
        self.keeper_setup: KeeperSetupDialog | None = None
        self.keeper_window: ScoreKeeperWindow | None = None

    # ------------------------------------------------------------- saves
    def open_game(self) -> OpenGameDialog:
        """Game → Open…: the saves, newest first (window-modal, never exec())."""
        if self.open_dialog is not None:
            self.open_dialog.deleteLater()
        dialog = OpenGameDialog(self.autosaver.store, sheet_language(), self.parent_widget,
                                on_table=self.autosaver.game_id)
        dialog.accepted.connect(lambda: self.opened.emit(dialog.restored))
        self.open_dialog = dialog
        self.bot_hold.open(dialog)
        return dialog

    def default_save_name(self) -> str:
        rules = self.controller.rules
        variant = variant_label(rules.id, sheet_language()) if rules else ""
        return translate("MainWindow", "{variant}, deal {deal}").format(
            variant=variant, deal=self.controller.deal_number)

    def ask_save_as(self, typed: str | None = None,
                    refusal: str | None = None) -> QInputDialog | None:
        """Game → Save as…: ask for a name (window-modal, never exec());
        `typed`: the name refused just before, offered again to mend, with
        why (`refusal`) above the field."""
        if self.controller.match is None:
            self.status.say(translate("MainWindow", "There is no game to save"))
            return None
        if self.save_as_dialog is not None:
            self.save_as_dialog.deleteLater()
        dialog = QInputDialog(self.parent_widget)
        dialog.setObjectName("saveAsDialog")
        dialog.setWindowTitle(translate("MainWindow", "Save the game as"))
        label = translate("MainWindow", "Name of the saved game:")
        dialog.setLabelText(label if refusal is None else f"{refusal}\n\n{label}")
        dialog.setInputMode(QInputDialog.InputMode.TextInput)
        dialog.setTextValue(self.default_save_name() if typed is None else typed)
        field = dialog.findChild(QLineEdit)
        if field is not None:
            # Qt counts UTF-16 units, two for an emoji: twice the characters a
            # save may be named, so that nothing within the rule is cut (play-test:
            # 70 emoji became 40); a longer name is refused, and comes back.
            field.setMaxLength(2 * MAX_TITLE_LENGTH)
            # Wide enough for the proposed name whole, and 40 characters at
            # least, within the window (play-test s36: a box 200 pixels wide
            # showed "trois, à tour de rôle, donne 1" of a table of six's name).
            metrics = field.fontMetrics()
            wanted = max(metrics.averageCharWidth() * 40,
                         metrics.horizontalAdvance(dialog.textValue()) + 24)
            room = max(200, self.parent_widget.width() - 80) if self.parent_widget else wanted
            field.setMinimumWidth(min(wanted, room))
        dialog.textValueSelected.connect(self._save_as_chosen)
        self.save_as_dialog = dialog
        self.bot_hold.open(dialog)
        return dialog

    def _save_as_chosen(self, name: str) -> None:
        refusal = self._name_refusal(name)
        if refusal is None:
            self.save_game_as(name)
            return
        # Said in the dialog that comes back, the name typed in it to be
        # mended (play-test: a warning box and the dialog, both at once).
        self.status.say(refusal)
        self.ask_save_as(name, refusal)

    @staticmethod
    def _name_refusal(name: str) -> str | None:
        """Why a save cannot have `name`, or None."""
        name = name.strip()
        if not name:
            # Said, not silent: the status bar still showed the last save.
            return translate("MainWindow", "Give the game a name to save it")
        problem = name_problem(name, max_length=MAX_TITLE_LENGTH)
        if problem == NAME_TOO_LONG:
            # Only the rule broken (play-test: "at most 80 characters and no
            # control characters" for a name that was only too long).
            return (translate("MainWindow", "A saved game's name may have at most %1 "
                              "characters; this one has %2.")
                    .replace("%1", str(MAX_TITLE_LENGTH)).replace("%2", str(len(name))))
        if problem is not None:
            # A title the save could not be read back with: refused now.
            return translate("MainWindow", "A saved game's name may not hold control characters "
                             "or characters that cannot be written.")
        return None

    def save_game_as(self, name: str, overwrite: bool = False) -> Path | None:
        """Save the game under `name`.  When a save of that name exists and
        `overwrite` is False, a box asks first (and saves on Yes): None."""
        refusal = self._name_refusal(name)
        if refusal is not None:
            self.status.warn(refusal)
            return None
        name = name.strip()
        try:
            if not overwrite and self.autosaver.store.named_path(name).exists():
                self._ask_overwrite(name)
                return None
            path = self.autosaver.save_as(name)
        except (SaveError, OSError) as exc:
            self.status.warn(translate("MainWindow", "The game could not be saved: {reason}")
                             .format(reason=words.failure_reason(exc)))
            return None
        self.status.say(translate("MainWindow", "Saved as “{name}”").format(name=name))
        return path

    def _ask_overwrite(self, name: str) -> QMessageBox:
        if self.overwrite_box is not None:
            self.overwrite_box.deleteLater()
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Save the game as"),
                          translate("MainWindow", "A saved game named “{name}” exists already. "
                                    "Replace it?").format(name=name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.parent_widget)
        box.setObjectName("overwriteBox")
        box.setDefaultButton(QMessageBox.StandardButton.No)

        def answered(button) -> None:  # noqa: ANN001 - the QAbstractButton clicked
            if box.standardButton(button) == QMessageBox.StandardButton.Yes:
                self.save_game_as(name, overwrite=True)

        box.buttonClicked.connect(answered)
        self.overwrite_box = box
        box.open()
        return box

    # ------------------------------------------------------------- score sheets
    def show_score_sheet(self, for_deal_end: bool = False) -> ScoreSheetWindow | None:
        """Game → Score sheet: the running game's sheet, kept up to date.
        `for_deal_end`: asked for from the deal's-end box, whose "Next deal"
        closes it again (play-test: it stayed over the table through the
        next deal); one already open from the menu stays open.  Asked for
        there, the sheet shows its end: the deal just scored and the totals."""
        source = self.autosaver.sheet_source()
        if source is None:
            self.status.say(translate("MainWindow", "There is no game to show"))
            return None
        window = self.sheet_window
        if window is None or not window.isVisible():
            self.sheet_for_deal_end = for_deal_end
        if window is None:
            window = ScoreSheetWindow(source, sheet_language(), parent=self.parent_widget)
            self.sheet_window = window
        else:
            window.lang = sheet_language()
            window.set_document(source)
        window.show()
        window.raise_()
        window.activateWindow()
        if for_deal_end:  # the deal just scored and the totals, at the sheet's end (play-test s36)
            bar = window.view.verticalScrollBar()
            bar.setValue(bar.maximum())
        return window

    def deal_end_left(self) -> None:
        """The deal's-end box closed: the sheet it opened closes with it."""
        if self.sheet_for_deal_end and self.sheet_window is not None:
            self.sheet_window.close()
        self.sheet_for_deal_end = False

    def refresh_score_sheet(self, *_args: object) -> None:
        window = self.sheet_window
        if window is None or not window.isVisible():
            return
        source = self.autosaver.sheet_source()
        if source is not None:
            window.set_document(source)

    def print_score_sheet(self) -> QPrintPreviewDialog | None:
        """Game → Print the score sheet…: the sheet's window and its print
        preview, whose Print button prints it (window-modal, never exec())."""
        window = self.show_score_sheet()
        if window is None:
            return None
        if self.print_preview is not None:
            self.print_preview.deleteLater()
        preview = window.preview_dialog(window.make_printer())
        self.print_preview = preview
        preview.open()
        return preview

    def show_blank_pad(self) -> ScoreSheetWindow:
        """Game → Print a blank score pad…: for the variant of the settings."""
        if self.pad_window is not None:
            self.pad_window.deleteLater()
        window = ScoreSheetWindow(BlankPadSource(self.settings().rules()), sheet_language(),
                                  parent=self.parent_widget)
        window.setObjectName("blankPadWindow")
        self.pad_window = window
        window.show()
        return window

    def show_history(self) -> HistoryDialog:
        """Game → Past games and statistics…"""
        if self.history_dialog is not None:
            self.history_dialog.deleteLater()
        dialog = HistoryDialog(self.keeper_archive(), sheet_language(), self.parent_widget)
        self.history_dialog = dialog
        dialog.show()
        return dialog

    # ------------------------------------------------------------- kept scores
    def keep_score(self) -> KeeperSetupDialog:
        """Game → Keep score of a game with real cards…: choose the variant
        and the players (or continue an unfinished kept score)."""
        if self.keeper_setup is not None:
            self.keeper_setup.deleteLater()
        dialog = KeeperSetupDialog(self.settings(), self.keeper_archive(), sheet_language(),
                                   self.parent_widget)
        dialog.chosen.connect(self.show_score_keeper)
        self.keeper_setup = dialog
        dialog.open()
        return dialog

    def keeper_archive(self) -> SheetArchive:
        """Where kept scores go: the games' sheet archive (the data directory's
        when autosaving has none)."""
        return self.autosaver.archive or SheetArchive(DataPaths.resolve())

    def show_score_keeper(self, game: KeptGame) -> ScoreKeeperWindow:
        if self.keeper_window is not None:
            self.keeper_window.deleteLater()
        window = ScoreKeeperWindow(game, self.keeper_archive(), sheet_language(),
                                   self.parent_widget)
        self.keeper_window = window
        window.show()
        return window

    def hide_windows(self) -> None:
        for window in (self.sheet_window, self.pad_window, self.history_dialog,
                       self.print_preview, self.open_dialog, self.keeper_setup,
                       self.keeper_window):
            if window is not None:
                window.hide()


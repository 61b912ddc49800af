"""The main window: the table filling it, menus, a status bar, the side panel.

Game → New game… opens the settings dialog; accepting it saves the settings
and starts the game they describe (any variant, two to six players), with
the seating draw shown first unless the settings skip it.  The language,
the card deck, the animation speed and the hand's sort order apply at once.

Every move is autosaved (`Autosaver`, under the data directory: an explicit
`data_dir`, else CANASTA_DATA_DIR, else the user's data folder).  The Game
menu continues the last unfinished game, opens a saved one, saves the game
under a name, shows, prints and exports the score sheet, prints a blank
score pad and lists past games with their statistics.  Every dialog is
opened non-modally (`show()` / `open()`), never with `exec()`, so tests
drive the same methods the menu calls.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import (QApplication, QDockWidget, QInputDialog, QLabel, QMainWindow,
                               QMenu, QMessageBox, QWidget)

from .. import i18n
from ..model.errors import IllegalAction
from ..model.events import Answered
from ..model.phases import ANSWER, CHOOSE, DRAW, OVER, PLAY
from ..model.rules import CardDesign
from ..persistence.archive import SheetArchive
from ..persistence.kept_scores import KeptGame
from ..persistence.names import name_problem
from ..persistence.paths import DataPaths
from ..persistence.saves import MAX_TITLE_LENGTH, RestoredGame, SaveError, SaveProblem
from ..printing.sources import BlankPadSource
from ..session.autosave import Autosaver
from ..session.controller import GameController
from ..session.hints import Hinter
from ..session.keeper_words import text as keeper_text
from ..session.refusals import refusal_text
from ..session.settings import (GameSettings, load_settings, save_settings,
                                settings_corrections)
from .ask_guard import AskGuard
from .card_faces import CardFaces
from .deal_end_dialog import DealEndDialog
from .go_out_prompt import GoOutPrompt
from .help_dialogs import RulesDialog, about_box
from .hint_presenter import HintPresenter
from .history_dialog import HistoryDialog
from .open_dialog import OpenGameDialog, problem_text, variant_label
from .refusal_banner import RefusalBanner
from .score_keeper_window import KeeperSetupDialog, ScoreKeeperWindow
from .score_sheet_window import ScoreSheetWindow
from .seating_dialog import SeatingDialog
from .settings_dialog import SettingsDialog, speed_name
from .side_panel import SidePanel
from .table_input import draw_key_letter, take_key_letter
from .table_scene import TableScene
from .table_view import TableView

APP_NAME = "Canasta Desktop"
# name: (least time per bot move, card slide), in milliseconds
SPEEDS = {"Instant": (0, 0), "Fast": (220, 140), "Normal": (550, 240), "Slow": (1100, 400)}
DEFAULT_SPEED = "Normal"
REFUSAL_MS = 12000
SIDE_PANEL_SHARE = 0.21  # of the window's width, between the two limits below
SIDE_PANEL_WIDTHS = (230, 440)
SORTS = ("rank", "useful", "suit", "manual")
SAVE_MESSAGE_MS = 8000
HAND_ORDER_KEY = "table/hand_order"  # "game id|deal number|card ids" of a manual order


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController | None = None,
                 faces: CardFaces | None = None, parent: QWidget | None = None,
                 store: QSettings | None = None,
                 data_dir: str | os.PathLike[str] | None = None,
                 read_only: bool = False) -> None:
        """`store` keeps the settings (None: defaults, nothing saved);
        `data_dir` holds the saves and the score sheets (None: the
        CANASTA_DATA_DIR variable's, else the user's data folder);
        `read_only`: another window writes that folder, this one never does."""
        super().__init__(parent)
        self.read_only = read_only
        self.setObjectName("mainWindow")
        self.store = store
        self.settings = load_settings(store) if store is not None else GameSettings().checked()
        self.controller = controller or GameController(self)
        self._deck = faces.deck if faces is not None else "standard"
        self.scene = TableScene(self.controller, faces)
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.refusal_banner = RefusalBanner(self.view)

        self.side_panel = SidePanel(self.controller)
        self.dock = QDockWidget(self)
        self.dock.setObjectName("sideDock")
        self.dock.setWidget(self.side_panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                              | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.dock.setMinimumWidth(SIDE_PANEL_WIDTHS[0] - 20)
        self.dock.setMaximumWidth(SIDE_PANEL_WIDTHS[1] + 80)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self._panel_width: int | None = None  # the width last given, until the player drags it

        self.hint = QLabel()
        self.hint.setObjectName("turnHint")
        self.statusBar().addPermanentWidget(self.hint)

        self.deal_end = DealEndDialog(self.controller, self)
        self.go_out = GoOutPrompt(self.controller, self)
        self.ask_guard = AskGuard(self.controller, self)
        self.side_panel.ask_requested.connect(self.ask_guard.ask)
        self.controller.allow_round_undo = self.settings.undo_round
        self.hinter = Hinter(self.controller, parent=self)
        self.hints = HintPresenter(self.hinter, self.scene, self.statusBar(), self.go_out, self)
        self.hints.changed.connect(self._update_hint_action)
        self.settings_dialog: SettingsDialog | None = None
        self._bots_held_in: object | None = None  # the match whose bots wait for a dialog
        self.seating_dialog: SeatingDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.about: object | None = None
        self.autosaver = Autosaver.for_data_dir(
            self.controller, None if data_dir is None else str(data_dir), self, read_only)
        self.autosaver.save_failed.connect(self._save_failed)
        self.autosaver.pruned.connect(self._autosaves_pruned)
        self.open_dialog: OpenGameDialog | None = None
        self.save_as_dialog: QInputDialog | None = None
        self.overwrite_box: QMessageBox | None = None
        self.problem_box: QMessageBox | None = None
        self.sheet_window: ScoreSheetWindow | None = None
        self.print_preview: QPrintPreviewDialog | None = None
        self.pad_window: ScoreSheetWindow | None = None
        self.history_dialog: HistoryDialog | None = None
        self.keeper_setup: KeeperSetupDialog | None = None
        self.keeper_window: ScoreKeeperWindow | None = None
        self._build_menus()
        self.retranslate()

        c = self.controller
        c.refused.connect(self.show_refusal)
        c.state_changed.connect(self._update_state)
        c.deal_ended.connect(self.deal_end.show_result)
        c.events_applied.connect(self._announce)
        c.game_started.connect(self._game_started)
        c.game_started.connect(self.refusal_banner.dismiss)
        self.scene.player_acts.connect(self.refusal_banner.dismiss)
        c.deal_ended.connect(self.refusal_banner.dismiss)
        c.deal_ended.connect(self._refresh_score_sheet)
        self.scene.sort_changed.connect(self._sort_changed)
        self.set_speed(self.settings.speed if store is not None else DEFAULT_SPEED)
        self.set_sort(self.settings.sort)
        self.resize(1280, 720)
        if store is not None:
            self._say_settings_corrections(store)

    # ------------------------------------------------------------- menus
    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_game_action = QAction(self)
        self.new_game_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_game_action.triggered.connect(self.new_game)
        self.game_menu.addAction(self.new_game_action)
        self.play_again_action = QAction(self)
        self.play_again_action.setShortcut(QKeySequence("F2"))
        self.play_again_action.triggered.connect(lambda: self.start_game())
        self.game_menu.addAction(self.play_again_action)
        self.continue_action = QAction(self)
        self.continue_action.setEnabled(False)  # until the saves are looked at
        self.continue_action.triggered.connect(lambda: self.continue_game())
        self.game_menu.addAction(self.continue_action)
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(lambda: self.open_game())
        self.game_menu.addAction(self.open_action)
        self.save_as_action = QAction(self)
        self.save_as_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Save),
                                          QKeySequence(QKeySequence.StandardKey.SaveAs)])
        self.save_as_action.triggered.connect(lambda: self.ask_save_as())
        self.game_menu.addAction(self.save_as_action)
        self.game_menu.addSeparator()
        self.sheet_action = QAction(self)
        self.sheet_action.setShortcut(QKeySequence("F3"))
        self.sheet_action.triggered.connect(lambda: self.show_score_sheet())
        self.game_menu.addAction(self.sheet_action)
        self.print_sheet_action = QAction(self)
        self.print_sheet_action.setShortcut(QKeySequence.StandardKey.Print)
        self.print_sheet_action.triggered.connect(lambda: self.print_score_sheet())
        self.game_menu.addAction(self.print_sheet_action)
        self.blank_pad_action = QAction(self)
        self.blank_pad_action.triggered.connect(lambda: self.show_blank_pad())
        self.game_menu.addAction(self.blank_pad_action)
        self.keep_score_action = QAction(self)
        self.keep_score_action.setObjectName("keepScoreAction")
        self.keep_score_action.triggered.connect(lambda: self.keep_score())
        self.game_menu.addAction(self.keep_score_action)
        self.history_action = QAction(self)
        self.history_action.triggered.connect(lambda: self.show_history())
        self.game_menu.addAction(self.history_action)
        self.game_menu.addSeparator()
        self.game_menu.aboutToShow.connect(self.update_continue_action)
        self.ask_action = QAction(self)
        self.ask_action.setShortcut(QKeySequence("G"))
        self.ask_action.triggered.connect(lambda: self.ask_guard.ask())
        self.game_menu.addAction(self.ask_action)
        self.tile_action = QAction(self)
        self.tile_action.setShortcut(QKeySequence("A"))
        self.tile_action.triggered.connect(self.scene.announce_selection)
        self.game_menu.addAction(self.tile_action)
        self.sort_menu = self.game_menu.addMenu("")
        group = QActionGroup(self)
        self.sort_actions: dict[str, QAction] = {}
        for mode in SORTS:
            action = QAction(self, checkable=True)
            action.triggered.connect(lambda _=False, m=mode: self.set_sort(m))
            group.addAction(action)
            self.sort_menu.addAction(action)
            self.sort_actions[mode] = action
        self.speed_menu = self.game_menu.addMenu("")
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            action = QAction(self, checkable=True)
            action.triggered.connect(lambda _=False, n=name: self.set_speed(n, save=True))
            group.addAction(action)
            self.speed_menu.addAction(action)
            self.speed_actions[name] = action
        self.game_menu.addSeparator()
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.game_menu.addAction(self.quit_action)

        self.edit_menu = bar.addMenu("")
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.undo_action.setEnabled(False)
        self.edit_menu.addAction(self.undo_action)
        self.hint_action = QAction(self)
        self.hint_action.setShortcuts([QKeySequence("H"), QKeySequence("Ctrl+H")])
        self.hint_action.triggered.connect(lambda: self.hints.request())
        self.hint_action.setEnabled(False)
        self.edit_menu.addAction(self.hint_action)
        self.go_out.box_actions.append(self.hint_action)  # H in the partner's question too

        self.help_menu = bar.addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        self.help_menu.addAction(self.rules_action)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        self.setWindowTitle(APP_NAME + (" — " + self.tr("read-only: another window saves "
                                                        "the games") if self.read_only else ""))
        self.save_as_action.setEnabled(not self.read_only)
        self.dock.setWindowTitle(self.tr("At the table"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_game_action.setText(self.tr("&New game\u2026"))
        self.play_again_action.setText(self.tr("&Restart with the same settings"))
        self.continue_action.setText(self.tr("&Continue the last game"))
        self.open_action.setText(self.tr("&Open a saved game\u2026"))
        self.save_as_action.setText(self.tr("Sa&ve the game as\u2026"))
        self.sheet_action.setText(self.tr("Score sh&eet"))
        self.print_sheet_action.setText(self.tr("Print the score s&heet\u2026"))
        self.blank_pad_action.setText(self.tr("Print a &blank score pad\u2026"))
        self.history_action.setText(self.tr("Past &games and statistics\u2026"))
        self.keep_score_action.setText(keeper_text(self.language(), "menu"))
        # A kept score is written to the data folder: only by its one writer.
        self.keep_score_action.setEnabled(not self.read_only)
        self.ask_action.setText(self.tr("&Ask partner: may I go out?"))
        self.tile_action.setText(self.tr("Announce a &tile for the selected rank"))
        self.sort_menu.setTitle(self.tr("&Sort the hand"))
        sort_names = {"rank": self.tr("By &rank"), "useful": self.tr("By &usefulness"),
                      "suit": self.tr("By s&uit"), "manual": self.tr("By &hand (drag cards)")}
        for mode, action in self.sort_actions.items():
            action.setText(sort_names[mode])
        self.speed_menu.setTitle(self.tr("Animation s&peed"))
        for name, action in self.speed_actions.items():
            action.setText(speed_name(name))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.hint_action.setText(self.tr("&Hint"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules of this variant"))
        self.about_action.setText(self.tr("&About Canasta Desktop"))
        self._update_state()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.scene.retranslate()
            for window in (self.sheet_window, self.pad_window):
                if window is not None and window.lang != self.language():
                    window.lang = self.language()
                    window.set_document(window.document)
        super().changeEvent(event)

    # ------------------------------------------------------------- games
    def new_game(self) -> SettingsDialog:
        """Game → New game…: the settings dialog (window-modal, never exec())."""
        if self.settings_dialog is not None:
            self.settings_dialog.deleteLater()
        dialog = SettingsDialog(self.settings, self, i18n.current_language())
        dialog.settings_chosen.connect(self.apply_settings)
        self.settings_dialog = dialog
        self._bots_wait_while(dialog)
        dialog.open()
        return dialog

    def _bots_wait_while(self, dialog) -> None:  # noqa: ANN001 - any QDialog
        """A window-modal dialog stops the game: the bots wait until it closes
        (then the game goes on, unless the dialog started another one)."""
        c = self.controller
        if c.match is None:
            return
        if not c.paused:
            c.pause()
            self._bots_held_in = c.match
        elif self._bots_held_in is not c.match:
            return  # they wait for something else (the seating draw)
        match = c.match

        def closed(_result: int = 0) -> None:
            if self._bots_held_in is match and c.match is match and c.paused:
                self._bots_held_in = None
                c.resume()

        dialog.finished.connect(closed)

    def apply_settings(self, settings: GameSettings, start: bool = True) -> None:
        """Keep the settings, apply the table's look and language, start the game."""
        self.settings = settings.checked()
        if self.store is not None:
            save_settings(self.store, self.settings)
        self.controller.allow_round_undo = self.settings.undo_round
        self._update_state()
        i18n.set_language(QApplication.instance(), self.settings.language or None)
        self.set_speed(self.settings.speed)
        self.set_sort(self.settings.sort)
        if start:
            self.start_game()

    def start_game(self, seed: int | None = None, show_seating: bool | None = None) -> None:
        """A new game from the settings (Game → Restart does the same)."""
        s = self.settings
        self.deal_end.hide()
        self.set_deck(s.card_deck())
        # With the draw the cards decide where everyone sits (§1); without it,
        # the players sit in the order of the settings.
        draw = s.seating_draw
        show = draw if show_seating is None else (show_seating and draw)
        c = self.controller
        c.new_game(s.rules(), seed=seed, names=s.player_names(), bot_names=s.bot_levels(),
                   draw_seats=draw, paused=show)
        if show:
            self.show_seating()

    def show_seating(self) -> SeatingDialog | None:
        match = self.controller.match
        if match is None:
            return None
        if self.seating_dialog is not None:
            self.seating_dialog.deleteLater()
        dialog = SeatingDialog(match, self.scene.faces, self, me=self.controller.me)
        dialog.started.connect(self.controller.resume)
        self.seating_dialog = dialog
        dialog.show()
        return dialog

    def _game_started(self) -> None:
        self._bots_held_in = None
        self.deal_end.hide()
        rules = self.controller.rules
        own_cards = rules.design if rules is not None else CardDesign.STANDARD
        if own_cards is not CardDesign.STANDARD:
            self.set_deck(own_cards.value)  # for this game only: the setting stays
        elif rules is not None and self._deck != self.settings.deck:
            self.set_deck(self.settings.deck)  # a game continued after an Origen one
        if self.rules_dialog is not None:
            self.rules_dialog.hide()
        if self.seating_dialog is not None:
            self.seating_dialog.hide()  # a game resumed while the draw was shown
        self._refresh_score_sheet()

    def set_deck(self, deck: str) -> None:
        if deck == self._deck:
            return
        self._deck = deck
        self.scene.set_faces(CardFaces(deck))

    @property
    def deck(self) -> str:
        return self._deck

    # ------------------------------------------------------------- saves
    def language(self) -> str:
        """The language of the sheets and lists: "fr" or "en", as the UI's."""
        return "fr" if i18n.current_language() == "fr" else "en"

    def start_up(self, seed: int | None = None) -> RestoredGame | None:
        """At start: continue the last unfinished game, else start a new one
        from the settings.  Files that could not be read are reported."""
        try:
            restored, problems = self.autosaver.continue_last()
        except Exception as exc:  # noqa: BLE001 - no saved file may keep the game from starting
            restored, problems = None, []
            self._warn(self.tr("The last game could not be continued: {reason}").format(
                reason=str(exc)[:160]))
        self.show_problems(problems)
        if restored is None:
            self.start_game(seed=seed)
        else:
            self.restore_hand_order()
            self._say(self.tr("The last game goes on where it stopped"))
        self.update_continue_action()
        return restored

    def playing_a_game(self) -> bool:
        """A game is going on here: begun (a move made) and not over.  Continue
        then keeps it rather than jump to an older one."""
        c = self.controller
        match = c.match
        return (match is not None and not match.is_over
                and (bool(match.results) or bool(c.deal is not None and c.deal.history)))

    def continue_game(self) -> RestoredGame | None:
        """Game → Continue: the game being played goes on; with none (or a
        finished one), the last unfinished game saved."""
        if self.playing_a_game():
            self._say(self.tr("This game goes on: Continue resumes a game once this one "
                              "is over"))
            return None
        restored, problems = self.autosaver.continue_last()
        self.show_problems(problems)
        if restored is None:
            if not problems:
                self._say(self.tr("There is no other unfinished game to continue"))
        else:
            self.restore_hand_order()
            self._say(self.tr("The last game goes on where it stopped"))
        self.update_continue_action()
        return restored

    def update_continue_action(self) -> None:
        """Continue is offered only when another unfinished game is saved
        (checked when the Game menu opens: it reads the saves folder).  A
        file found damaged on the way is moved aside and reported."""
        store = self.autosaver.store
        try:
            listing = store.list()
        except OSError:
            self.continue_action.setEnabled(False)
            return
        self.show_problems(listing.problems)
        game_id = self.autosaver.game_id
        unfinished = store.unfinished_autosaves(listing, [game_id] if game_id else [])
        self.continue_action.setEnabled(bool(unfinished) and not self.playing_a_game())

    def open_game(self) -> OpenGameDialog:
        """Game → Open…: the saves, newest first (window-modal, never exec())."""
        if self.open_dialog is not None:
            self.open_dialog.deleteLater()
        dialog = OpenGameDialog(self.autosaver.store, self.language(), self)
        dialog.accepted.connect(lambda: self.resume_game(dialog.restored))
        self.open_dialog = dialog
        self._bots_wait_while(dialog)
        dialog.open()
        return dialog

    def resume_game(self, restored: RestoredGame | None) -> None:
        """Play on from an opened save."""
        if restored is None:
            return
        self.autosaver.resume(restored)
        title = restored.save.name or variant_label(restored.save.variant, self.language())
        self._say(self.tr("“{title}” goes on where it was saved").format(title=title))
        self.update_continue_action()

    def default_save_name(self) -> str:
        rules = self.controller.rules
        variant = variant_label(rules.id, self.language()) if rules else ""
        deal = self.controller.deal_number
        return self.tr("{variant}, deal {deal}").format(variant=variant, deal=deal)

    def ask_save_as(self) -> QInputDialog | None:
        """Game → Save as…: ask for a name (window-modal, never exec())."""
        if self.controller.match is None:
            self._say(self.tr("There is no game to save"))
            return None
        if self.save_as_dialog is not None:
            self.save_as_dialog.deleteLater()
        dialog = QInputDialog(self)
        dialog.setObjectName("saveAsDialog")
        dialog.setWindowTitle(self.tr("Save the game as"))
        dialog.setLabelText(self.tr("Name of the saved game:"))
        dialog.setTextValue(self.default_save_name())
        dialog.textValueSelected.connect(lambda name: self.save_game_as(name))
        self.save_as_dialog = dialog
        self._bots_wait_while(dialog)
        dialog.open()
        return dialog

    def save_game_as(self, name: str, overwrite: bool = False) -> Path | None:
        """Save the game under `name`.  When a save of that name exists and
        `overwrite` is False, a box asks first (and saves on Yes): None."""
        name = name.strip()
        if not name:
            return None
        if name_problem(name, max_length=MAX_TITLE_LENGTH) is not None:
            # A title the save could not be read back with: refused now.
            self._warn(self.tr("A saved game's name may have at most %1 characters and no "
                               "control characters.").replace("%1", str(MAX_TITLE_LENGTH)))
            return None
        if not overwrite and self.autosaver.store.named_path(name).exists():
            self._ask_overwrite(name)
            return None
        try:
            path = self.autosaver.save_as(name)
        except SaveError as exc:
            self._warn(self.tr("The game could not be saved: {reason}").format(
                reason=exc.message))
            return None
        except OSError as exc:
            self._warn(self.tr("The game could not be saved: {reason}").format(
                reason=exc.strerror or str(exc)))
            return None
        self._say(self.tr("Saved as “{name}”").format(name=name))
        return path

    def _ask_overwrite(self, name: str) -> QMessageBox:
        if self.overwrite_box is not None:
            self.overwrite_box.deleteLater()
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Save the game as"),
                          self.tr("A saved game named “{name}” exists already. "
                                  "Replace it?").format(name=name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self)
        box.setObjectName("overwriteBox")
        box.setDefaultButton(QMessageBox.StandardButton.No)

        def answered(button) -> None:
            if box.standardButton(button) == QMessageBox.StandardButton.Yes:
                self.save_game_as(name, overwrite=True)

        box.buttonClicked.connect(answered)
        self.overwrite_box = box
        box.open()
        return box

    # ------------------------------------------------------------- score sheets
    def show_score_sheet(self) -> ScoreSheetWindow | None:
        """Game → Score sheet: the running game's sheet, kept up to date."""
        source = self.autosaver.sheet_source()
        if source is None:
            self._say(self.tr("There is no game to show"))
            return None
        window = self.sheet_window
        if window is None:
            window = ScoreSheetWindow(source, self.language(), parent=self)
            self.sheet_window = window
        else:
            window.lang = self.language()
            window.set_document(source)
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def _refresh_score_sheet(self, *_args) -> None:
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
        printer = window.make_printer()
        preview = window.preview_dialog(printer)
        self.print_preview = preview
        preview.open()
        return preview

    def show_blank_pad(self) -> ScoreSheetWindow:
        """Game → Print a blank score pad…: for the variant of the settings."""
        if self.pad_window is not None:
            self.pad_window.deleteLater()
        window = ScoreSheetWindow(BlankPadSource(self.settings.rules()), self.language(),
                                  parent=self)
        window.setObjectName("blankPadWindow")
        self.pad_window = window
        window.show()
        return window

    def show_history(self) -> HistoryDialog:
        """Game → Past games and statistics…"""
        if self.history_dialog is not None:
            self.history_dialog.deleteLater()
        dialog = HistoryDialog(self.keeper_archive(), self.language(), self)
        self.history_dialog = dialog
        dialog.show()
        return dialog

    def keep_score(self) -> KeeperSetupDialog:
        """Game → Keep score of a game with real cards…: choose the variant
        and the players (or continue an unfinished kept score)."""
        if self.keeper_setup is not None:
            self.keeper_setup.deleteLater()
        dialog = KeeperSetupDialog(self.settings, self.keeper_archive(), self.language(), self)
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
        window = ScoreKeeperWindow(game, self.keeper_archive(), self.language(), self)
        self.keeper_window = window
        window.show()
        return window

    # ------------------------------------------------------------- messages
    def _say(self, text: str) -> None:
        self.statusBar().showMessage(text, SAVE_MESSAGE_MS)

    def _warn(self, text: str) -> None:
        self.statusBar().showMessage(text, REFUSAL_MS)
        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, text,
                          QMessageBox.StandardButton.Ok, self)
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()

    def _say_settings_corrections(self, store: QSettings) -> None:
        """Stored settings that could not be used are said once, then stored
        as the game uses them."""
        corrected = settings_corrections(store, self.settings)
        if corrected:
            self._warn(self.tr("Some settings could not be used and were reset: %1").replace(
                "%1", ", ".join(corrected)))
            save_settings(store, self.settings)

    def _autosaves_pruned(self, count: int) -> None:
        self._say(self.tr("Autosaves of finished games removed: %1 (their score sheets stay "
                          "in the history)").replace("%1", str(count)))

    def _save_failed(self, reason: str) -> None:
        """The autosaver says each failure once: in the status bar and a box."""
        self._warn(self.tr("The game could not be saved: {reason}").format(reason=reason))

    def show_problems(self, problems: list[SaveProblem]) -> QMessageBox | None:
        """Saved files that could not be used: in the status bar and in a
        non-modal box listing them all."""
        if not problems:
            return None
        texts = [problem_text(p) for p in problems]
        self.statusBar().showMessage(texts[0], REFUSAL_MS)
        if self.problem_box is not None:
            self.problem_box.deleteLater()
        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME,
                          self.tr("Some saved games could not be read:"),
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("saveProblemsBox")
        box.setInformativeText("\n\n".join(texts))
        box.setModal(False)
        self.problem_box = box
        box.show()
        return box

    # ------------------------------------------------------------- help
    def show_rules(self) -> RulesDialog | None:
        rules = self.controller.rules or self.settings.rules()
        if self.rules_dialog is not None:
            self.rules_dialog.deleteLater()
        self.rules_dialog = RulesDialog(rules, self, shortcuts=self.shortcuts())
        self.rules_dialog.show()
        return self.rules_dialog

    def shortcuts(self) -> list[tuple[str, str]]:
        """Every menu command with a keyboard shortcut: (keys, command)."""
        out = []
        for menu in (self.game_menu, self.edit_menu, self.help_menu):
            for action in menu.actions() + [a for m in menu.findChildren(QMenu)
                                            for a in m.actions()]:
                keys = [k.toString(QKeySequence.SequenceFormat.NativeText)
                        for k in action.shortcuts() if not k.isEmpty()]
                if keys and action.isVisible():
                    out.append((", ".join(dict.fromkeys(keys)),
                                action.text().replace("&", "").rstrip("\u2026")))
        return out

    def show_about(self) -> None:
        self.about = about_box(self)
        self.about.show()

    # ------------------------------------------------------------- actions
    def undo(self) -> bool:
        self.refusal_banner.dismiss()
        round_back = self.controller.undo_takes_back_round()
        done = self.controller.undo()
        if done:
            self.side_panel.log.addItem(
                self.tr("You take back the round: your turn starts again") if round_back
                else self.tr("You take back your last move"))
            self.side_panel.log.scrollToBottom()
        return done

    def set_speed(self, name: str, save: bool = False) -> None:
        if name not in SPEEDS:
            name = DEFAULT_SPEED
        bot_ms, slide_ms = SPEEDS[name]
        self.controller.bot_delay_ms = bot_ms
        self.scene.animation_ms = slide_ms
        self.speed_actions[name].setChecked(True)
        if save and self.store is not None:
            self.settings.speed = name
            save_settings(self.store, self.settings)

    def set_sort(self, mode: str) -> None:
        if mode not in SORTS:
            mode = "rank"
        self.scene.set_sort_mode(mode)
        self.sort_actions[mode].setChecked(True)

    def _sort_changed(self, mode: str) -> None:
        self.sort_actions[mode].setChecked(True)
        if self.settings.sort != mode:
            self.settings.sort = mode
            if self.store is not None:
                save_settings(self.store, self.settings)

    def show_refusal(self, refusal: IllegalAction) -> None:
        """The reason, whole, where the cards were dropped (kept until the
        player acts again), and in the status bar."""
        text = refusal_text(refusal)
        point = self.scene.gesture_point
        self.refusal_banner.show_message(
            text, None if point is None else self.view.mapFromScene(point))
        self.statusBar().showMessage(text, REFUSAL_MS)

    def _announce(self, events: list) -> None:
        """Say aloud the partner's answer to the player's question."""
        me = self.controller.human_seat
        for event in events:
            if isinstance(event, Answered) and me is not None and event.asker == me:
                name = self.controller.names[event.seat]
                text = (self.tr("{name} says yes: you must go out now") if event.yes
                        else self.tr("{name} says no")).format(name=name)
                self.statusBar().showMessage(text, REFUSAL_MS)

    def _update_state(self) -> None:
        c = self.controller
        self.undo_action.setEnabled(c.can_undo())
        self.undo_action.setText(self.tr("&Undo: take back the round")
                                 if c.undo_takes_back_round() else self.tr("&Undo"))
        self._update_hint_action()
        # Asking makes sense only with a partner, and when the engine allows it
        # (the side panel, refreshed first on each change, has asked it).
        self.ask_action.setVisible(self.side_panel.has_partner)
        self.ask_action.setEnabled(self.side_panel.can_ask)
        rules = c.rules
        self.tile_action.setVisible(bool(rules and rules.tiles))
        self.tile_action.setEnabled(c.is_human_turn() and bool(rules and rules.tiles))
        self.hint.setText(self.hint_text())

    def _update_hint_action(self) -> None:
        self.hint_action.setEnabled(self.hints.can_request())

    def hint_text(self) -> str:
        c = self.controller
        deal = c.deal
        if deal is None:
            return ""
        if deal.phase == OVER:
            return self.tr("The deal is over")
        if c.spectating:
            return self.tr("You sit this deal out: {name} is playing\u2026").format(
                name=c.names[deal.current_seat])
        seat = deal.current_seat
        if seat == c.human_seat and not c.is_human_turn():
            return self.tr("A bot is playing for you\u2026")
        if not c.is_human_turn():
            if deal.phase == CHOOSE:
                return self.tr("{name} is choosing a packet\u2026").format(name=c.names[seat])
            return self.tr("{name} is playing\u2026").format(name=c.names[seat])
        if deal.phase == CHOOSE:
            return self.tr("Choose your hand: click one of the two packets")
        if deal.phase == DRAW:
            if deal.stock:
                return self.tr("Your turn: click the stock ({draw}), or select cards and "
                               "click the pile ({take})").format(draw=draw_key_letter(),
                                                                 take=take_key_letter())
            return self.tr("The stock is empty: take the pile, or click the stock to end "
                           "the deal")
        if deal.phase == PLAY:
            if c.view().needs_opening():
                return self.tr("To open, drag one or several melds together to \u201cnew "
                               "meld\u201d (M): their points add up (minimum {n})").format(
                    n=c.view().minimum_for())
            if deal.rules.tiles:
                return self.tr("Meld: drag cards to \u201cnew meld\u201d (M) \u00b7 Tile: drag "
                               "a card to \u201ctile\u201d (A) \u00b7 Discard: drag one to "
                               "the pile")
            return self.tr("Meld: drag cards to \u201cnew meld\u201d (M) \u00b7 Discard: drag "
                           "one to the pile")
        if deal.phase == ANSWER:
            return self.tr("{name} asks whether they may go out").format(
                name=c.names[deal.turn])
        return ""

    def keep_hand_order(self) -> None:
        """The order the player gave his hand by hand survives a restart:
        kept in the settings with the game and deal it belongs to."""
        game_id = self.autosaver.game_id
        if self.store is None or not game_id or self.scene.sort_mode != "manual":
            return
        order = ",".join(map(str, self.scene.manual_order()))
        self.store.setValue(HAND_ORDER_KEY, f"{game_id}|{self.controller.deal_number}|{order}")

    def restore_hand_order(self) -> None:
        if self.store is None or self.settings.sort != "manual":
            return
        parts = str(self.store.value(HAND_ORDER_KEY, "") or "").split("|")
        if (len(parts) != 3 or parts[0] != self.autosaver.game_id
                or parts[1] != str(self.controller.deal_number)):
            return
        try:
            order = [int(card) for card in parts[2].split(",") if card]
        except ValueError:
            return  # a value edited by hand: the hand keeps its own order
        self.scene.restore_manual_order(order)

    def side_panel_width(self) -> int:
        low, high = SIDE_PANEL_WIDTHS
        return max(low, min(high, round(self.width() * SIDE_PANEL_SHARE)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side panel takes a share of a wider window (not a fixed width),
        unless the player has dragged its edge."""
        super().resizeEvent(event)
        if self._panel_width is None or self.dock.width() == self._panel_width:
            self._panel_width = self.side_panel_width()
            self.resizeDocks([self.dock], [self._panel_width], Qt.Orientation.Horizontal)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.keep_hand_order()
        self.deal_end.hide()
        for window in (self.sheet_window, self.pad_window, self.history_dialog,
                       self.print_preview, self.open_dialog, self.problem_box,
                       self.keeper_setup, self.keeper_window):
            if window is not None:
                window.hide()
        self.controller.shutdown()
        self.hinter.shutdown()
        self.autosaver.shutdown()  # the last move reaches the disk before the window goes
        super().closeEvent(event)

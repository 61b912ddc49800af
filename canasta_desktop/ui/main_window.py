"""The main window: the table filling it, menus, a status bar, the side panel.

Game → New game… opens the settings dialog; accepting it saves the settings
and starts the game they describe (any variant, two to six players), with
the seating draw shown first unless the settings skip it.  The language,
the card deck, the animation speed and the hand's sort order apply at once.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow, QWidget

from .. import i18n
from ..model.phases import ANSWER, CHOOSE, DRAW, OVER, PLAY
from ..session.controller import GameController
from ..session.refusals import refusal_text
from ..session.settings import GameSettings, load_settings, save_settings
from .card_faces import CardFaces
from .deal_end_dialog import DealEndDialog
from .go_out_prompt import GoOutPrompt
from .help_dialogs import RulesDialog, about_box
from .seating_dialog import SeatingDialog
from .settings_dialog import SettingsDialog, speed_name
from .side_panel import SidePanel
from .table_scene import TableScene
from .table_view import TableView

APP_NAME = "Canasta Desktop"
# name: (least time per bot move, card slide), in milliseconds
SPEEDS = {"Instant": (0, 0), "Fast": (220, 140), "Normal": (550, 240), "Slow": (1100, 400)}
DEFAULT_SPEED = "Normal"
REFUSAL_MS = 12000
SIDE_PANEL_WIDTH = 270
SORTS = ("rank", "useful", "suit", "manual")


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController | None = None,
                 faces: CardFaces | None = None, parent: QWidget | None = None,
                 store: QSettings | None = None) -> None:
        """`store` keeps the settings (None: defaults, nothing saved)."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.store = store
        self.settings = load_settings(store) if store is not None else GameSettings().checked()
        self.controller = controller or GameController(self)
        self._deck = faces.deck if faces is not None else "standard"
        self.scene = TableScene(self.controller, faces)
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)

        self.side_panel = SidePanel(self.controller)
        self.dock = QDockWidget(self)
        self.dock.setObjectName("sideDock")
        self.dock.setWidget(self.side_panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                              | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.dock.setMinimumWidth(220)
        self.dock.setMaximumWidth(420)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.resizeDocks([self.dock], [SIDE_PANEL_WIDTH], Qt.Orientation.Horizontal)

        self.hint = QLabel()
        self.hint.setObjectName("turnHint")
        self.statusBar().addPermanentWidget(self.hint)

        self.deal_end = DealEndDialog(self.controller, self)
        self.go_out = GoOutPrompt(self.controller, self)
        self.settings_dialog: SettingsDialog | None = None
        self.seating_dialog: SeatingDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.about: object | None = None
        self._build_menus()
        self.retranslate()

        c = self.controller
        c.refused.connect(self.show_refusal)
        c.state_changed.connect(self._update_state)
        c.deal_ended.connect(self.deal_end.show_result)
        c.events_applied.connect(self._announce)
        c.game_started.connect(self._game_started)
        self.scene.sort_changed.connect(self._sort_changed)
        self.set_speed(self.settings.speed if store is not None else DEFAULT_SPEED)
        self.set_sort(self.settings.sort)
        self.resize(1280, 720)

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
        self.game_menu.addSeparator()
        self.ask_action = QAction(self)
        self.ask_action.setShortcut(QKeySequence("G"))
        self.ask_action.triggered.connect(self.controller.ask_partner)
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

        self.help_menu = bar.addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        self.help_menu.addAction(self.rules_action)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        self.setWindowTitle(APP_NAME)
        self.dock.setWindowTitle(self.tr("At the table"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_game_action.setText(self.tr("&New game\u2026"))
        self.play_again_action.setText(self.tr("&Restart with the same settings"))
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
        self.undo_action.setText(self.tr("&Undo"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules of this variant"))
        self.about_action.setText(self.tr("&About Canasta Desktop"))
        self._update_state()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.scene.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------- games
    def new_game(self) -> SettingsDialog:
        """Game → New game…: the settings dialog (window-modal, never exec())."""
        if self.settings_dialog is not None:
            self.settings_dialog.deleteLater()
        dialog = SettingsDialog(self.settings, self, i18n.current_language())
        dialog.settings_chosen.connect(self.apply_settings)
        self.settings_dialog = dialog
        dialog.open()
        return dialog

    def apply_settings(self, settings: GameSettings, start: bool = True) -> None:
        """Keep the settings, apply the table's look and language, start the game."""
        self.settings = settings.checked()
        if self.store is not None:
            save_settings(self.store, self.settings)
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

    def show_seating(self) -> SeatingDialog:
        match = self.controller.match
        if self.seating_dialog is not None:
            self.seating_dialog.deleteLater()
        dialog = SeatingDialog(match, self.scene.faces, self,
                               origen=match.rules.id == "origen", me=self.controller.me)
        dialog.started.connect(self.controller.resume)
        self.seating_dialog = dialog
        dialog.show()
        return dialog

    def _game_started(self) -> None:
        self.deal_end.hide()
        rules = self.controller.rules
        if rules is not None and rules.id == "origen" and self._deck != "origen":
            self.set_deck("origen")
        if self.rules_dialog is not None:
            self.rules_dialog.hide()

    def set_deck(self, deck: str) -> None:
        if deck == self._deck:
            return
        self._deck = deck
        self.scene.set_faces(CardFaces(deck))

    @property
    def deck(self) -> str:
        return self._deck

    # ------------------------------------------------------------- help
    def show_rules(self) -> RulesDialog | None:
        rules = self.controller.rules or self.settings.rules()
        if self.rules_dialog is not None:
            self.rules_dialog.deleteLater()
        self.rules_dialog = RulesDialog(rules, self)
        self.rules_dialog.show()
        return self.rules_dialog

    def show_about(self) -> None:
        self.about = about_box(self)
        self.about.show()

    # ------------------------------------------------------------- actions
    def undo(self) -> bool:
        done = self.controller.undo()
        if done:
            self.side_panel.log.addItem(self.tr("You take back your last move"))
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

    def show_refusal(self, code: str, message: str, section: str) -> None:
        self.statusBar().showMessage(refusal_text(code, message, section), REFUSAL_MS)

    def _announce(self, events: list) -> None:
        """Say aloud the partner's answer to the player's question."""
        me = self.controller.human_seat
        for event in events:
            if event.kind == "answer" and me is not None and event.data.get("asker") == me:
                name = self.controller.names[event.seat]
                text = (self.tr("{name} says yes: you must go out now") if event.data.get("yes")
                        else self.tr("{name} says no")).format(name=name)
                self.statusBar().showMessage(text, REFUSAL_MS)

    def _update_state(self) -> None:
        c = self.controller
        self.undo_action.setEnabled(c.can_undo())
        self.ask_action.setEnabled(c.is_human_turn())
        rules = c.rules
        self.tile_action.setVisible(bool(rules and rules.tiles))
        self.tile_action.setEnabled(c.is_human_turn() and bool(rules and rules.tiles))
        self.hint.setText(self.hint_text())

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
                return self.tr("Your turn: click the stock (D), or select cards and click "
                               "the pile (T)")
            return self.tr("The stock is empty: take the pile, or click the stock to end "
                           "the deal")
        if deal.phase == PLAY:
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

    def closeEvent(self, event: QCloseEvent) -> None:
        self.deal_end.hide()
        self.controller.shutdown()
        super().closeEvent(event)

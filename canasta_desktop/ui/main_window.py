"""The main window: the table filling it, menus, a status bar, the side panel."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QWidget

from ..model.phases import ANSWER, DRAW, OVER, PLAY
from ..session.controller import GameController
from .card_faces import CardFaces
from .deal_end_dialog import DealEndDialog
from .go_out_prompt import GoOutPrompt
from .side_panel import SidePanel
from .table_scene import TableScene
from .table_view import TableView

APP_NAME = "Canasta Desktop"
# name: (least time per bot move, card slide), in milliseconds
SPEEDS = {"Instant": (0, 0), "Fast": (220, 140), "Normal": (550, 240), "Slow": (1100, 400)}
DEFAULT_SPEED = "Normal"
REFUSAL_MS = 12000
SIDE_PANEL_WIDTH = 270


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController | None = None,
                 faces: CardFaces | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(APP_NAME)
        self.setObjectName("mainWindow")
        self.controller = controller or GameController(self)
        self.scene = TableScene(self.controller, faces)
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)

        self.side_panel = SidePanel(self.controller)
        self.dock = QDockWidget("At the table", self)
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
        self._build_menus()

        c = self.controller
        c.refused.connect(self.show_refusal)
        c.state_changed.connect(self._update_state)
        c.deal_ended.connect(self.deal_end.show_result)
        c.events_applied.connect(self._announce)
        self.set_speed(DEFAULT_SPEED)
        self.resize(1280, 720)

    # ------------------------------------------------------------- menus
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        self.new_game_action = QAction("&New game", self)
        self.new_game_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_game_action.triggered.connect(self.new_game)
        game.addAction(self.new_game_action)
        self.ask_action = QAction("&Ask partner: may I go out?", self)
        self.ask_action.setShortcut(QKeySequence("G"))
        self.ask_action.triggered.connect(self.controller.ask_partner)
        game.addAction(self.ask_action)
        speed = game.addMenu("Animation &speed")
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            action = QAction(name, self, checkable=True)
            action.triggered.connect(lambda _=False, n=name: self.set_speed(n))
            group.addAction(action)
            speed.addAction(action)
            self.speed_actions[name] = action
        game.addSeparator()
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)

        edit = self.menuBar().addMenu("&Edit")
        self.undo_action = QAction("&Undo", self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.undo_action.setEnabled(False)
        edit.addAction(self.undo_action)

    # ------------------------------------------------------------- actions
    def new_game(self) -> None:
        self.deal_end.hide()
        bots = [b.name if b else None for b in self.controller.bots] or None
        self.controller.new_game(bot_names=bots)

    def undo(self) -> bool:
        done = self.controller.undo()
        if done:
            self.side_panel.log.addItem("You take back your last move")
            self.side_panel.log.scrollToBottom()
        return done

    def set_speed(self, name: str) -> None:
        bot_ms, slide_ms = SPEEDS[name]
        self.controller.bot_delay_ms = bot_ms
        self.scene.animation_ms = slide_ms
        self.speed_actions[name].setChecked(True)

    def show_refusal(self, code: str, message: str, section: str) -> None:
        self.statusBar().showMessage(f"Not allowed: {message} ({section})", REFUSAL_MS)

    def _announce(self, events: list) -> None:
        """Say aloud the partner's answer to the player's question."""
        for event in events:
            if event.kind == "answer" and event.data.get("asker") == self.controller.human_seat:
                word = "yes: you must go out now" if event.data.get("yes") else "no"
                self.statusBar().showMessage(
                    f"{self.controller.names[event.seat]} says {word}", REFUSAL_MS)

    def _update_state(self) -> None:
        c = self.controller
        self.undo_action.setEnabled(c.can_undo())
        self.ask_action.setEnabled(c.is_human_turn())
        self.hint.setText(self.hint_text())

    def hint_text(self) -> str:
        c = self.controller
        deal = c.deal
        if deal is None:
            return ""
        if deal.phase == OVER:
            return "The deal is over"
        seat = deal.current_seat
        if not c.is_human_turn():
            return f"{c.names[seat]} is playing\u2026"
        if deal.phase == DRAW:
            if deal.stock:
                return "Your turn: click the stock (D), or select cards and click the pile (T)"
            return "The stock is empty: take the pile, or click the stock to end the deal"
        if deal.phase == PLAY:
            return "Meld: drag cards to \u201cnew meld\u201d (M) \u00b7 Discard: drag one to the pile"
        if deal.phase == ANSWER:
            return f"{c.names[deal.turn]} asks whether they may go out"
        return ""

    def closeEvent(self, event: QCloseEvent) -> None:
        self.deal_end.hide()
        self.controller.shutdown()
        super().closeEvent(event)

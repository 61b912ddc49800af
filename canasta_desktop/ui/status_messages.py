"""What the window tells the player outside the table: the status bar's
messages and turn hint, refusals (whole, where the cards were dropped),
the partner's answer, and warnings in a non-modal box.

The words keep the "MainWindow" translation context they were written in.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRect, QRectF, Qt
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMessageBox

from ..model.errors import IllegalAction
from ..model.events import Answered, Discarded
from ..persistence.saves import SaveProblem
from ..session import gestures
from ..session.controller import GameController
from ..session.refusals import refusal_text
from ..session.table_change import TableChange
from .open_dialog import MAX_PROBLEMS_LISTED, problem_headline, problem_text, unseen_problems
from .refusal_banner import RefusalBanner
from .table_scene import TableScene
from .table_seats import is_name_plate
from .table_view import TableView
from .turn_hint import seating_draw_text, turn_hint_text

translate = QCoreApplication.translate

APP_NAME = "Canasta Desktop"
REFUSAL_MS = 12000
SAVE_MESSAGE_MS = 8000




class StatusMessages(QObject):
    def __init__(self, window: QMainWindow, controller: GameController, scene: TableScene,
                 view: TableView, banner: RefusalBanner) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.scene = scene
        self.view = view
        self.banner = banner
        self.problem_box: QMessageBox | None = None
        self._problems_told: set[tuple] = set()  # each file's trouble is told once a session
        self._after_box: list[Callable[[], object]] = []  # shown once the boxes are closed
        # One box at a time: the one open, and those waiting for it to close.
        self._box_open: QMessageBox | None = None
        self._boxes_waiting: list[QMessageBox] = []
        self._refusal = ""  # the refusal the status bar says, until the game moves on
        self._answer = ""  # the partner's answer it says, until the deal ends
        self._answered: tuple[int, bool] | None = None  # who answered, and yes: said again
        # The rules section that refusal cites: Help → Rules opens there.
        self.refused_section: str | None = None
        # Whether the seating draw is on the table, play not begun (GameFlow says).
        self.drawing_seats: Callable[[], bool] = lambda: False
        self.hint = QLabel()
        self.hint.setObjectName("turnHint")
        window.statusBar().addPermanentWidget(self.hint)
        window.statusBar().messageChanged.connect(self._make_room)

    def _make_room(self, text: str) -> None:
        """A message too long to sit beside the turn hint hides it until the
        message goes (fourth play-test: a refusal ran on into "To open,
        drag…", cut mid-word)."""
        bar = self.window.statusBar()
        needed = bar.fontMetrics().horizontalAdvance(text) + self.hint.sizeHint().width() + 40
        self.hint.setVisible(not text or needed <= bar.width())

    def say(self, text: str) -> None:
        self.window.statusBar().showMessage(text, SAVE_MESSAGE_MS)

    def warn(self, text: str) -> None:
        """In the status bar and in a box that does not stop the game."""
        self.window.statusBar().showMessage(text, REFUSAL_MS)
        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._present(box)

    def show_problems(self, problems: list[SaveProblem], then_text: str = ""
                      ) -> QMessageBox | None:
        """Saved files that could not be used, the first time each is met: in
        the status bar and in a non-modal box listing them all; `then_text`
        ends the box with what the game did instead."""
        problems = unseen_problems(problems, self._problems_told)
        if not problems:
            return None
        texts = [problem_text(p) for p in problems]
        headline = problem_headline(problems[0])
        if len(problems) > 1:
            headline += " " + QCoreApplication.translate("SaveProblem", "…and %n more.", "",
                                                         len(problems) - 1)
        self.window.statusBar().showMessage(headline, REFUSAL_MS)
        replaced = self.problem_box
        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME,
                          translate("MainWindow", "Some saved games could not be read:"),
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("saveProblemsBox")
        if len(texts) > MAX_PROBLEMS_LISTED:
            # Two hundred damaged files made a box taller than any screen, its
            # OK button out of reach: the rest are under "Show Details…", which scrolls.
            more = len(texts) - MAX_PROBLEMS_LISTED
            # The button as Qt's own catalogue names it ("Montrer les détails…").
            button = QCoreApplication.translate("QMessageBox", "Show Details...")
            box.setInformativeText("\n\n".join(texts[:MAX_PROBLEMS_LISTED]) + "\n\n" + translate(
                "MainWindow", "…and %n more (%1).", "", more).replace("%1", button))
            box.setDetailedText("\n\n".join(texts))
        else:
            box.setInformativeText("\n\n".join(texts))
        if then_text:
            box.setInformativeText(box.informativeText() + "\n\n" + then_text)
        box.setModal(False)
        self.problem_box = box
        if replaced is not None and replaced in self._boxes_waiting:
            # More files found before the older list was shown: the newer one waits in its place.
            self._boxes_waiting[self._boxes_waiting.index(replaced)] = box
            box.finished.connect(self._box_closed)
        else:
            if replaced is not None and replaced is self._box_open:
                self._box_open = None  # deleted without closing: the newer one opens instead
            self._present(box)
        if replaced is not None:
            replaced.deleteLater()
        return box

    def _present(self, box: QMessageBox) -> None:
        """Shown now, or once the box open is closed (play-test: at start the
        damaged saves' box and the damaged settings' box opened together, one
        over the other)."""
        box.finished.connect(self._box_closed)
        if self._box_open is not None and self._box_open.isVisible():
            self._boxes_waiting.append(box)
            return
        self._box_open = box
        box.show()

    def boxes_open(self) -> bool:
        """A box is shown, or waits to be."""
        return bool(self._boxes_waiting) or (self._box_open is not None
                                             and self._box_open.isVisible())

    def after_problems(self, then: Callable[[], object]) -> None:
        """`then` now, or once the player has closed the boxes of files that
        could not be read and of warnings: a dialog shown at once stacked under
        them (play-test: the box over the seating draw, two things to dismiss
        at once)."""
        if not self.boxes_open():
            then()
            return
        # Kept here, not on a box: a box replaced by a newer one (more files
        # found) is deleted without closing, and the newer one runs them.
        if then not in self._after_box:  # one seating draw for two games started
            self._after_box.append(then)

    def _box_closed(self) -> None:
        self._box_open = None
        if self._boxes_waiting:
            self._box_open = self._boxes_waiting.pop(0)
            self._box_open.show()
            return
        waiting, self._after_box = self._after_box, []
        for then in waiting:
            then()

    def autosaves_pruned(self, count: int) -> None:
        self.say(translate("MainWindow", "Autosaves of finished games removed: %1 (their score "
                           "sheets stay in the history)").replace("%1", str(count)))

    def save_failed(self, reason: str) -> None:
        """The autosaver says each failure once: in the status bar and a box."""
        self.warn(translate("MainWindow", "The game could not be saved: {reason}").format(
            reason=reason))

    def write_failed(self, reason: str, folder: str) -> None:
        """The disk refused the autosave: where, and what it means for the
        game going on (play-test: "permission is denied", and nothing said
        that the moves played from then on would be lost)."""
        self.warn(translate("MainWindow", "The game could not be saved in the folder {folder}: "
                            "{reason}. Play goes on, but the moves made from now on are lost "
                            "when the game is closed, unless that folder can be written "
                            "again.").format(folder=folder, reason=reason))

    def sheet_failed(self, reason: str, folder: str) -> None:
        """The game was saved, but the disk refused its score sheet."""
        self.warn(translate("MainWindow", "The score sheet of this game could not be kept in "
                            "the folder {folder}: {reason}. The game itself is saved.").format(
            folder=folder, reason=reason))

    def show_refusal(self, refusal: IllegalAction) -> None:
        self.explain(refusal_text(refusal), self.scene.gesture_point)
        self.refused_section = refusal.section

    def explain(self, text: str, point: QPointF | None = None) -> None:
        """Why a move or a command was refused: whole, where the cards were
        dropped (`point`) or above the hand (kept until the player acts
        again), and in the status bar until the game moves on."""
        self.banner.show_message(text, None if point is None else self.view.mapFromScene(point),
                                 self._keep_clear, self._windows_over_the_table)
        self.window.statusBar().showMessage(text, REFUSAL_MS)
        self._refusal = text
        self.refused_section = None

    def _keep_clear(self) -> list[QRect]:
        """Where the banner must not lie, in the view's pixels: the stock's
        and the pile's counts, the stock and the pile themselves, which a
        player looks at while moving, and every seat's name plate (play-tests:
        it covered a name plate, the stock's top, and the pile's top card
        while saying which pair takes it); and the cards the player chose,
        which the refusal is most often about (play-test s33: a refused take
        of the pile, dropped on the hand, hid the pair selected); and the
        opponents' melds with their zone's title (play-test s38: a card
        dropped on their queens put the box over their melds' corners);
        and the rest of the hand (play-test s40: the box of the seating draw
        kept clear, H's refusal lay on the cards' corner indices)."""
        shown = [label for name, label in self.scene.labels().items()
                 if name in ("stock", "pile") or is_name_plate(name)]
        rects = [label.sceneBoundingRect() for label in shown if label.isVisible()]
        for heap in (gestures.DRAW, gestures.PILE):
            zone = self.scene.zones.get(heap)
            if zone is not None and zone.isVisible():
                rects.append(zone.mapRectToScene(zone.rect()))
        # The hand, the chosen cards first among it (play-test s40: kept clear
        # of the seating draw's box, a key's refusal lay on the cards' corners).
        hand = (self.scene.card_item(card) for card in self.scene.hand_cards)
        rects += [item.sceneBoundingRect() for item in hand
                  if item is not None and item.isVisible()]
        canvas = self.scene.canvas  # ... or the two packets he chooses from (§3)
        rects += [item.sceneBoundingRect() for key, item in canvas.items.items()
                  if canvas.roles.get(key, "").startswith("packet") and item.isVisible()]
        rects += _their_melds(self.scene, self.controller)
        # Rounded outward: a plate's half pixel under the banner is covered.
        to_view = self.view.viewportTransform()
        return [to_view.mapRect(rect).toAlignedRect() for rect in rects]

    def _windows_over_the_table(self) -> list[QRect]:
        """The game's windows open over the table (the partner's question, a
        warning, the score keeper, the rules), in the view's pixels: the
        banner under one is not seen (play-test s39: Ctrl+Z in the question's
        box was refused under it).  Not a window sent to the task bar: the
        table where it stood is in sight."""
        viewport = self.view.viewport()
        return [QRect(viewport.mapFromGlobal(box.frameGeometry().topLeft()),
                      box.frameGeometry().size())
                for box in self.window.findChildren(QDialog)
                if box.isWindow() and box.isVisible() and not box.isMinimized()]

    def drop_refusal(self, *_args: object) -> None:
        """The game moved on (a move made, a new deal, a new game): a refusal
        still in the status bar is about a position gone, so it goes and the
        turn hint beside it speaks.  Other messages stay their time."""
        bar = self.window.statusBar()
        if self._refusal and bar.currentMessage() == self._refusal:
            bar.clearMessage()
        self._refusal = ""
        self.refused_section = None

    def announce(self, change: TableChange) -> None:
        """Say aloud the partner's answer to the player's question."""
        me = self.controller.you_seat  # not a bot's question in his seat
        for event in change.events:
            if isinstance(event, Answered) and me is not None and event.asker == me:
                self._answered = (event.seat, event.yes)
                self._answer = self._answer_text(event.seat, event.yes)
                self.window.statusBar().showMessage(self._answer, REFUSAL_MS)
            elif isinstance(event, Discarded) and event.seat == me and self._answer:
                # The answer bound that turn only: it no longer speaks after it
                # (play-test: "you must go out now" a round later).
                bar = self.window.statusBar()
                if bar.currentMessage() == self._answer:
                    bar.clearMessage()
                self._answer = ""
                self._answered = None

    def _answer_text(self, seat: int, yes: bool) -> str:
        text = (translate("MainWindow", "{name} says yes: you must go out now") if yes
                else translate("MainWindow", "{name} says no"))
        return text.format(name=self.controller.names[seat])

    def follow_language(self) -> None:
        """The language changed: the partner's answer on show is said again
        in the new words; any other message said in the old ones goes (a
        warning's box stays) rather than stay its 8 to 12 seconds in the
        language the player has just left.  Refusals and hints are said
        again by their owners."""
        bar = self.window.statusBar()
        shown = bar.currentMessage()
        if self._answered is not None and shown == self._answer:
            self._answer = self._answer_text(*self._answered)
            bar.showMessage(self._answer, REFUSAL_MS)
        elif shown:
            bar.clearMessage()

    def deal_over(self, *_args: object) -> None:
        """A deal ended or a game started: what the status bar said of the
        deal (a refusal, the partner's "yes: you must go out now") goes."""
        self.drop_refusal()
        bar = self.window.statusBar()
        if self._answer and bar.currentMessage() == self._answer:
            bar.clearMessage()
        self._answer = ""
        self._answered = None
        # The match counts the deal after its last change: is the game over?
        self.follow_game()

    def follow_game(self) -> None:
        """The turn hint, after every change.  The status bar makes room for
        it at once: laid out later, a frame could show a longer hint in the
        last one's width (play-test: "A bot is playing fo")."""
        self.hint.setText(seating_draw_text() if self.drawing_seats()
                          else turn_hint_text(self.controller))
        bar = self.window.statusBar()
        if self.hint.isVisible():  # a hint shown keeps the room it took (HintPresenter)
            self._make_room(bar.currentMessage())
        layout = bar.layout()
        if layout is not None:
            layout.activate()

    def hide_boxes(self) -> None:
        if self.problem_box is not None:
            self.problem_box.hide()


def _their_melds(scene: TableScene, controller: GameController) -> list[QRectF]:
    """The other teams' melds as drawn (their cards, their zone's title
    naming them, their canastas' badges), in scene coordinates."""
    if controller.deal is None:
        return []
    view = controller.view()
    theirs = [team for team in set(view.team_of) if team != view.team]
    items = [scene.card_item(card) for team in theirs for meld in view.melds[team].values()
             for card in meld]
    rects = [item.sceneBoundingRect() for item in items if item is not None and item.isVisible()]
    labels = scene.labels()
    rects += [label.sceneBoundingRect() for name, label in labels.items() if label.isVisible()
              and any(name == f"team{team}" or name.startswith(f"canasta{team}:")
                      for team in theirs)]
    return rects

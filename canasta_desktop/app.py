"""Composition root: parse the command line, build the window, run Qt.

Nothing here starts Qt at import time.

    canasta-desktop                      continue the last unfinished game, else
                                         play the game of the saved settings
                                         (Game → New game… changes them)
    canasta-desktop --smoke-test         bots in every seat play one whole deal
                                         through the real window, then exit 0
    canasta-desktop --screenshot F.png   save the window in the middle of a deal
    canasta-desktop --variant origen --players 6 --lang fr
                                         start that game instead (settings
                                         not saved; --seed also starts anew)

The smoke test and the screenshot never read or write the user's settings,
nor the user's saved games: their window saves into a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from functools import partial
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from canasta_desktop import __version__

if TYPE_CHECKING:
    from PySide6.QtCore import QRect, QSettings
    from PySide6.QtWidgets import QApplication, QWidget

    from canasta_desktop.model.match import DealResult
    from canasta_desktop.model.state import DealState
    from canasta_desktop.session.controller import GameController
    from canasta_desktop.session.table_change import TableChange
    from canasta_desktop.ui.card_faces import CardFaces

APP_NAME = "Canasta Desktop"
ALL_BOTS = ("greedy", "greedy", "greedy", "greedy")
SMOKE_TIMEOUT_S = 120.0
SCREENSHOT_SEED = 4
SCREENSHOT_MOVES = 45  # actions played by bots before the player's turn is shown


class Desktop:
    """Every part of the game's window, built and connected here (the parts
    never build one another): the controller and its autosaving, the table,
    the side panel, the menus, the game-flow and file dialogs, the status
    messages, and the window that shows them.  A QApplication must exist.

    `store` keeps the settings (None: defaults, nothing saved); `data_dir`
    holds the saves and the score sheets (None: the CANASTA_DATA_DIR
    variable's, else the user's data folder); `read_only`: another window
    writes that folder, this one never does."""

    def __init__(self, controller: GameController | None = None,
                 faces: CardFaces | None = None, store: QSettings | None = None,
                 data_dir: str | os.PathLike[str] | None = None,
                 read_only: bool = False) -> None:
        from canasta_desktop.ui.menus import DEFAULT_SPEED
        from canasta_desktop.ui.window_place import WindowPlace

        from canasta_desktop.session.settings import read_only_settings

        self.read_only = read_only
        if read_only and store is not None:
            store = read_only_settings(store)  # read, never written
        self._build_table(controller, faces)
        self._build_dialogs(store, data_dir)
        self._connect_menus()
        self._connect_game()
        self.follow_language()
        games = self.games
        self.preferences.set_speed(games.settings.speed if store is not None else DEFAULT_SPEED)
        self.preferences.set_sort(games.settings.sort)
        self.side_panel_shown.restore()
        # The window opens where it was closed, as far as the screens allow.
        self.window_place = WindowPlace(self.window, store, read_only, self.window)
        self.window_place.restore()
        self.window.closing.connect(self.window_place.keep)
        games.say_settings_corrections()
        # Qt holds the methods of a plain Python object connected to a signal
        # weakly: this connection keeps the parts alive as long as the window.
        self.window.destroyed.connect(lambda *_args, parts=self: None)

    def _build_table(self, controller: GameController | None, faces: CardFaces | None) -> None:
        from canasta_desktop.session.controller import GameController
        from canasta_desktop.ui.main_window import MainWindow
        from canasta_desktop.ui.refusal_banner import RefusalBanner
        from canasta_desktop.ui.side_panel import SidePanel
        from canasta_desktop.ui.table_scene import TableScene
        from canasta_desktop.ui.table_view import TableView

        self.controller = controller or GameController()
        self.scene = TableScene(self.controller, faces)
        self.view = TableView(self.scene)
        self.refusal_banner = RefusalBanner(self.view)
        self.side_panel = SidePanel(self.controller)
        self.window = MainWindow(self.view, self.side_panel, self.read_only)
        if controller is None:
            self.controller.setParent(self.window)

    def _build_dialogs(self, store: QSettings | None,
                       data_dir: str | os.PathLike[str] | None) -> None:
        from canasta_desktop.session.autosave import Autosaver
        from canasta_desktop.session.hints import Hinter
        from canasta_desktop.session.settings import GameSettings, load_settings, save_settings
        from canasta_desktop.ui.ask_guard import AskGuard
        from canasta_desktop.ui.bot_hold import BotHold
        from canasta_desktop.ui.clear_spot import TableSpots, going_out, on_screen
        from canasta_desktop.ui.deal_skip import DealSkip
        from canasta_desktop.ui.deal_end_dialog import DealEndDialog
        from canasta_desktop.ui.discard_guard import DiscardGuard
        from canasta_desktop.ui.file_actions import FileActions
        from canasta_desktop.ui.game_flow import GameFlow, drawing_seats
        from canasta_desktop.ui.go_out_prompt import GoOutPrompt
        from canasta_desktop.ui.help_windows import HelpWindows
        from canasta_desktop.ui.hint_presenter import HintPresenter
        from canasta_desktop.ui.menus import Menus
        from canasta_desktop.ui.penalty_guard import PenaltyGuard
        from canasta_desktop.ui.status_messages import StatusMessages
        from canasta_desktop.ui.table_preferences import TablePreferences
        from canasta_desktop.ui.take_back import TakeBack

        window, c = self.window, self.controller
        settings = load_settings(store) if store is not None else GameSettings().checked()
        self.status = StatusMessages(window, c, self.scene, self.view, self.refusal_banner)
        self.deal_end = DealEndDialog(c, window)
        # Boxes over the table keep clear of the name plates, then of the melds
        # and the hand (the deal's end, the partner's question, the warnings
        # before a move), then of the other seats.  A question also keeps clear
        # of the status bar, where the Hint asked in it is written (play-test
        # s35: at 1280×720 the "ask anyway?" warning hid the end of its hint),
        # and of the panel's Undo and Hint, before the cards (play-test s40: the
        # "Discard?" box lay on them); the deal's end box, with nothing to
        # ask, leaves the melds it counts in sight first.  A question about
        # going out leaves the player's own side's melds and his hand in sight
        # before all else (play-test s41: at 1280×720 "May I go out?" hid half
        # of his team's melds).
        bar = window.statusBar()

        def controls() -> list[QRect]:
            return [on_screen(bar)] + self.side_panel.buttons_on_screen()

        spots = TableSpots(self.view.plates_on_screen, self.view.melds_and_hand_on_screen,
                           self.view.seats_on_screen, self.view.cards_on_screen, controls)
        self.deal_end.spots = TableSpots(self.view.plates_on_screen,
                                         self.view.melds_and_hand_on_screen,
                                         lambda: self.view.seats_on_screen() + controls(),
                                         self.view.cards_on_screen)
        about_going_out = going_out(spots, self.view.own_side_on_screen)
        self.go_out = GoOutPrompt(c, window, about_going_out)
        self.ask_guard = AskGuard(c, window, about_going_out)
        self.penalty_guard = PenaltyGuard(c, window, about_going_out)
        c.allow_round_undo = settings.undo_round
        self.hinter = Hinter(c, parent=window)
        self.hints = HintPresenter(self.hinter, self.scene, window.statusBar(), self.go_out,
                                   window, turn_hint=self.status.hint,
                                   ask_button=self.side_panel.ask_button,
                                   ask_guard=self.ask_guard)
        self.autosaver = Autosaver.for_data_dir(c, None if data_dir is None else str(data_dir),
                                                window, self.read_only)
        self.menus = Menus(window.menuBar(), window)
        self.side_panel.add_commands((self.menus.undo_action, self.menus.hint_action))
        self.bot_hold = BotHold(c)
        self.preferences = TablePreferences(c, self.scene, self.autosaver,
                                            lambda: self.games.settings, store, window)
        self.games = GameFlow(c, self.scene, self.autosaver, self.deal_end, self.status,
                              self.bot_hold, self.preferences, window, store, settings)
        # Under the seating draw the status bar, the panel and the plates say
        # so, not whose turn.
        self.status.drawing_seats = self.side_panel.drawing_seats = partial(drawing_seats,
                                                                            self.games)
        self.scene.drawing_seats = self.status.drawing_seats
        self.games.drawing_seats_changed.connect(self.status.follow_game)
        self.games.drawing_seats_changed.connect(self.side_panel.refresh)
        self.games.drawing_seats_changed.connect(lambda: self.scene.refresh())
        self.files = FileActions(c, self.autosaver, self.status, self.bot_hold,
                                 lambda: self.games.settings, window)
        self.help = HelpWindows(lambda: c.rules or self.games.settings.rules(),
                                self.menus.shortcuts, window)
        def keep_settings() -> None:
            if store is not None:
                save_settings(store, self.games.settings)

        self.discard_guard = DiscardGuard(c, window, lambda: self.games.settings, keep_settings,
                                          spots)
        self.scene.double_click_discard = self.discard_guard.double_clicked
        self.take_back = TakeBack(c, self.refusal_banner, self.status,
                                  self.menus.undo_action, window, self.menus.redo_action,
                                  boxes=(self.deal_end,))
        self.deal_skip = DealSkip(c, self.scene, self.menus.skip_deal_action, window)
        self.preferences.speed_set.connect(self.deal_skip.speed_chosen)

    def _connect_menus(self) -> None:
        from PySide6.QtGui import QAction

        from canasta_desktop.ui.side_panel_shown import SidePanelShown
        from canasta_desktop.ui.take_back import keys_saying_why
        from canasta_desktop.ui.turn_hint import no_hint_text

        m, games, files, window = self.menus, self.games, self.files, self.window
        preferences = self.preferences
        m.new_game_action.triggered.connect(games.new_game)
        m.play_again_action.triggered.connect(lambda: games.play_again())
        m.continue_action.triggered.connect(lambda: games.continue_game())
        m.open_action.triggered.connect(lambda: files.open_game())
        m.save_as_action.triggered.connect(lambda: files.ask_save_as())
        m.sheet_action.triggered.connect(lambda: files.show_score_sheet())
        m.print_sheet_action.triggered.connect(lambda: files.print_score_sheet())
        m.blank_pad_action.triggered.connect(lambda: files.show_blank_pad())
        m.keep_score_action.triggered.connect(lambda: files.keep_score())
        m.history_action.triggered.connect(lambda: files.show_history())
        m.game_menu.aboutToShow.connect(games.update_continue_action)
        m.ask_action.triggered.connect(lambda: self.ask_partner())
        m.tile_action.triggered.connect(self.scene.announce_selection)
        for mode, action in m.sort_actions.items():
            action.triggered.connect(lambda _=False, mode=mode: preferences.set_sort(mode))
        for name, action in m.speed_actions.items():
            action.triggered.connect(
                lambda _=False, name=name: preferences.set_speed(name, save=True))
        for lang, action in m.language_actions.items():
            action.triggered.connect(lambda _=False, lang=lang: preferences.set_language(lang))
        m.preferences_action.triggered.connect(lambda: games.show_preferences())
        m.full_screen_action.toggled.connect(window.set_full_screen)
        self.side_panel_shown = SidePanelShown(window.dock, m.side_panel_action,
                                               lambda: self.games.settings, preferences.store,
                                               window)
        window.full_screen_changed.connect(m.full_screen_action.setChecked)
        m.quit_action.triggered.connect(window.close)
        m.undo_action.triggered.connect(self.take_back.undo)
        m.redo_action.triggered.connect(self.take_back.redo)
        m.hint_action.triggered.connect(lambda: self.hints.request())
        # H off turn, where Hint is greyed: why, as Undo's keys say (play-test).
        # ... on the deal's-end box too, which hears the menus' keys (play-test s36).
        def say_why_no_hint() -> None:
            self.status.explain(no_hint_text(self.controller, self.status.drawing_seats()))

        self.why_no_hint = keys_saying_why((window, self.deal_end), m.hint_action.shortcuts(),
                                           say_why_no_hint)
        # Under the seating draw Hint is greyed and says so; at Play, whose turn.
        games.drawing_seats_changed.connect(self.follow_hints)
        # ... in the draw's box too, which has the keyboard as it opens.
        hint_keys = QAction(window)
        hint_keys.setShortcuts(m.hint_action.shortcuts())
        hint_keys.triggered.connect(say_why_no_hint)
        games.seating_actions.append(hint_keys)
        self.go_out.box_actions.append(m.hint_action)  # H in the partner's question too
        # ... and Undo's keys, which say that the question waits for his answer
        # (play-test s39: Ctrl+Z in the box said nothing).
        undo_keys = QAction(window)
        undo_keys.setShortcuts(m.undo_action.shortcuts())  # Undo's own, as Help lists them
        undo_keys.triggered.connect(self.take_back.say_why)
        self.go_out.box_actions.append(undo_keys)
        self.ask_guard.box_actions.append(m.hint_action)  # ... and in the ask-anyway warning
        # G where Ask partner is greyed: the same asking, which says why not
        # (silent where nobody ever has a partner: the item is hidden; at three,
        # where the item waits for the isolated hand, it says why, §2).
        self.scene.ask_partner_key = lambda: ((m.ask_action.isVisible() or self.partners_later())
                                              and self.ask_partner())
        # The menus' keys (F3 the sheet, Ctrl+S, F1...) work while the deal's
        # summary has the keyboard too: it is a window of its own (play-test).
        self.deal_end.addActions([action for menu in (m.game_menu, m.edit_menu, m.help_menu)
                                  for action in menu.actions() if not action.menu()])
        m.keys_action.triggered.connect(lambda: self.help.show_keys())
        m.rules_action.triggered.connect(
            lambda: self.help.show_rules(self.status.refused_section))
        m.about_action.triggered.connect(self.help.show_about)
        preferences.speed_set.connect(m.check_speed)
        preferences.sort_set.connect(m.check_sort)
        games.continue_offered.connect(m.continue_action.setEnabled)
        games.settings_applied.connect(self.follow_game)
        self.hints.changed.connect(self.follow_hints)

    def _connect_game(self) -> None:
        from canasta_desktop.ui.window_title import game_title

        c, status, banner, files = self.controller, self.status, self.refusal_banner, self.files
        self.side_panel.ask_requested.connect(self.ask_partner)
        self.autosaver.save_failed.connect(status.save_failed)
        self.autosaver.write_failed.connect(status.write_failed)
        self.autosaver.sheet_failed.connect(status.sheet_failed)
        self.autosaver.pruned.connect(status.autosaves_pruned)
        files.opened.connect(self.games.resume_game)
        c.refused.connect(status.show_refusal)
        c.changed.connect(self.follow_game)
        c.deal_ended.connect(self.deal_end.show_result)
        self.deal_end.sheet_wanted.connect(lambda: files.show_score_sheet(for_deal_end=True))
        self.deal_end.left.connect(files.deal_end_left)
        self.deal_end.play_again.connect(lambda: self.games.play_again())
        c.changed.connect(status.drop_refusal)  # before the partner's answer is said
        c.changed.connect(status.announce)
        c.deal_ended.connect(status.deal_over)
        c.game_started.connect(status.deal_over)
        c.game_started.connect(self.preferences.game_started)
        c.game_started.connect(self.games.game_started)
        c.game_started.connect(self.help.hide_rules)
        c.game_started.connect(files.refresh_score_sheet)
        c.game_started.connect(banner.dismiss)
        # The title names the game on the table (its variant and player count).
        self.window.describe_game = lambda: game_title(c.rules)
        c.game_started.connect(self.window.retranslate)
        self.scene.player_acts.connect(banner.dismiss)
        # A refusal stays in the status bar while the player picks cards, not
        # under a new question (play-test: read as the reason for "Discard?").
        self.scene.choice_offered.connect(status.drop_refusal)
        self.discard_guard.asking.connect(status.drop_refusal)
        self.penalty_guard.asking.connect(status.drop_refusal)
        self.hints.changed.connect(banner.dismiss)  # a hint asked for: the old refusal is stale
        c.deal_ended.connect(banner.dismiss)
        # A refusal made at the deal's end ("the deal is over") is about the
        # deal left: the next one is dealt without it (play-test s39: it
        # stayed over the next deal, "Next deal" being no press on the table).
        self.deal_end.left.connect(banner.dismiss)
        c.deal_ended.connect(files.refresh_score_sheet)
        # The result is in: Undo greyed out says the game is over, at its end.
        c.deal_ended.connect(lambda _result: self.take_back.follow_game())
        self.scene.sort_changed.connect(self.preferences.sort_changed)
        self.window.language_changed.connect(self.follow_language)
        self.window.closing.connect(self.shut_down)

    def follow_game(self, change: TableChange | None = None) -> None:
        """The menus and the turn hint after every change (the side panel,
        connected first, has asked the engine whether asking is allowed)."""
        self.menus.follow_game(self.controller, self.side_panel.has_partner,
                               self.side_panel.can_ask)
        self.take_back.follow_game()
        self.follow_hints()
        self.status.follow_game()

    def follow_hints(self) -> None:
        """Hint offered on the player's turn; greyed out off it, it says why
        (its tooltip, and its keys: `why_no_hint`)."""
        from canasta_desktop.ui.turn_hint import no_hint_text

        drawing = self.status.drawing_seats()  # nobody plays yet, he may play first
        self.menus.hint_action.setEnabled(self.hints.can_request() and not drawing)
        off_turn = drawing or (self.controller.match is not None
                               and not self.controller.is_human_turn())
        why = no_hint_text(self.controller, drawing) if off_turn else ""
        self.menus.hint_action.setToolTip(why)
        self.menus.hint_action.setStatusTip(why)
        for keys in self.why_no_hint:
            keys.setEnabled(off_turn)

    def partners_later(self) -> bool:
        """Nobody has a partner yet, but someone will (§2 three players)."""
        rules = self.controller.rules
        return rules is not None and rules.partnerships

    def ask_partner(self) -> bool:
        """"May I go out?" from the menu, the key or the panel: a refusal of
        an earlier move is no longer about what the player does (play-test:
        "Not allowed: you have not opened yet" stayed under the question's
        warning box)."""
        self.refusal_banner.dismiss()
        self.status.drop_refusal()
        return self.ask_guard.ask()

    def follow_language(self) -> None:
        from canasta_desktop.ui.file_actions import sheet_language

        self.menus.retranslate(sheet_language(), self.read_only)
        # A refusal on screen was said in the old language: it goes.
        self.refusal_banner.dismiss()
        self.status.drop_refusal()
        self.status.follow_language()
        self.hinter.reword()
        self.follow_game()
        # After follow_game, which says Undo again: the rules window lists it.
        self.help.follow_language()
        self.scene.retranslate()

    def shut_down(self) -> None:
        """The window closes: the hand's order is kept, the dialogs go, the
        bots and the hinter stop, and the last move reaches the disk."""
        self.preferences.keep_hand_order()
        self.deal_end.hide()
        self.files.hide_windows()
        self.status.hide_boxes()
        self.controller.shutdown()
        self.hinter.shutdown()
        self.autosaver.shutdown()


def build_desktop(seed: int | None = None,
                      bot_names: Sequence[str | None] | None = None,
                      start: bool = True, data_dir: str | None = None) -> Desktop:
    """Build (but do not show) the window and its parts, with a game started
    unless `start` is False.  A QApplication must exist.  Its games are saved
    under `data_dir`; without one, in a temporary folder removed with the
    window (the user's saves are never read nor written)."""
    temporary = None
    if data_dir is None:
        temporary = tempfile.TemporaryDirectory(prefix="canasta-desktop-")
        data_dir = temporary.name
    desktop = Desktop(data_dir=data_dir)
    if temporary is not None:
        # The connection holds the folder (and removes it when the window goes).
        desktop.window.destroyed.connect(lambda *_args, t=temporary: t.cleanup())
    if start:
        desktop.controller.new_game(seed=seed, bot_names=bot_names)
    return desktop


def wait_until(app: QApplication, condition: Callable[[], bool], timeout_s: float) -> bool:
    """Process events until `condition()` holds (True) or time runs out (False)."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            return False
        app.processEvents()
        time.sleep(0.002)
    return True


def run_smoke_test(app: QApplication, desktop: Desktop, seed: int | None) -> int:
    """Bots in every seat, seat 0 included, play one whole deal through the
    controller and the table scene; 0 when the deal ended and was scored."""
    controller = desktop.controller
    desktop.preferences.set_speed("Instant")
    results: list[DealResult] = []
    controller.deal_ended.connect(results.append)
    controller.new_game(seed=1 if seed is None else seed, bot_names=ALL_BOTS)
    desktop.window.show()
    if not wait_until(app, lambda: bool(results), SMOKE_TIMEOUT_S):
        print("smoke test: the deal did not end in time", file=sys.stderr)
        return 1
    desktop.deal_end.hide()
    shown = len(desktop.scene.items())
    if shown == 0:
        print("smoke test: the table shows nothing", file=sys.stderr)
        return 1
    result = results[0]
    played = len(controller.deal.history) if controller.deal is not None else 0
    print(f"smoke test: deal {result.number} played in {played} "
          f"actions, {result.end_reason}, points {[s.total for s in result.scores]}")
    return 0


def play_to_mid_deal(app: QApplication, desktop: Desktop, seed: int | None,
                     moves: int = SCREENSHOT_MOVES) -> None:
    """Let bots play a while, then stop at the player's turn (for pictures)."""
    from canasta_desktop.model.phases import DRAW

    controller = desktop.controller
    desktop.preferences.set_speed("Instant")
    controller.new_game(seed=SCREENSHOT_SEED if seed is None else seed, bot_names=ALL_BOTS)

    def deal() -> DealState:
        current = controller.deal
        if current is None:
            raise RuntimeError("the game did not start")
        return current

    wait_until(app, lambda: deal().is_over or len(deal().history) >= moves, 30.0)
    if not deal().is_over:
        # Stop at the start of the player's own turn; a partner asking to go
        # out meanwhile is told no, without a box.
        desktop.go_out.answer_function = lambda asker: False
        wait_until(app, lambda: deal().is_over or deal().turn != 0, 30.0)
        controller.set_seat_bot(0, None)
        wait_until(app, lambda: deal().is_over or (
            controller.is_human_turn() and deal().phase == DRAW), 30.0)
        desktop.go_out.answer_function = None
    desktop.preferences.set_speed("Normal")


def save_screenshot(app: QApplication, window: QWidget, path: str) -> int:
    app.processEvents()
    if not window.grab().save(path):
        print(f"could not write screenshot to {path}", file=sys.stderr)
        return 1
    return 0


def parse_args(argv: Sequence[str] | None) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(prog="canasta-desktop", description=APP_NAME)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the window, let bots in every seat play one whole deal, exit with status 0",
    )
    parser.add_argument(
        "--screenshot",
        metavar="FILE.png",
        help="save an image of the window in the middle of a deal, then exit",
    )
    parser.add_argument("--seed", type=int, default=None, help="seed of the game's deals")
    parser.add_argument("--variant", default=None, choices=variant_ids(), metavar="VARIANT",
                        help=f"variant id: {', '.join(variant_ids())}")
    parser.add_argument("--players", type=int, default=None,
                        help="number of players (one the variant allows)")
    parser.add_argument("--lang", choices=("en", "fr"), default=None,
                        help="language of the window (default: the settings', else the "
                             "system's)")
    parser.add_argument("--read-only", action="store_true",
                        help="open the data folder without writing to it (what the game "
                             "offers when another window already uses the folder)")
    parser.add_argument("--data-dir", metavar="FOLDER", default=None,
                        help="folder of the saved games and score sheets (default: "
                             "CANASTA_DATA_DIR, else the user's data folder)")
    # For benchmarks/ui_speed.py: print the process's age once the table is
    # shown and laid out, then quit.
    parser.add_argument("--report-ready", action="store_true", help=argparse.SUPPRESS)
    # Unknown options (e.g. Qt's own -platform, -style) are passed on to Qt.
    args, qt_args = parser.parse_known_args(argv)
    if args.players is not None and args.variant is not None:
        problem = player_count_problem(args.variant, args.players)
        if problem:
            parser.error(problem)
    return args, qt_args


def variant_ids() -> list[str]:
    from canasta_desktop.model.variants import VARIANTS

    return list(VARIANTS)


def player_count_problem(variant_id: str, players: int) -> str | None:
    """Why `--players` does not fit the variant (naming the counts it allows), or None."""
    from canasta_desktop.model.variants import VARIANTS

    allowed = VARIANTS[variant_id].player_counts
    if players in allowed:
        return None
    return (f"argument --players: {variant_id} is played by "
            f"{', '.join(str(n) for n in allowed)} players, not {players}")


def usage_error(message: str) -> int:
    """An argparse-style refusal found after parsing: one line, exit status 2."""
    print(f"canasta-desktop: error: {message}", file=sys.stderr)
    return 2


def data_folder_problem(data_dir: str | None) -> str | None:
    """Why the data folder cannot hold the saves (it is a file, or cannot be
    created), in one sentence; None when it is ready."""
    from canasta_desktop.persistence.paths import DataPaths

    paths = DataPaths.resolve(data_dir)
    try:
        paths.ensure()
    except OSError as exc:
        from PySide6.QtCore import QCoreApplication

        from canasta_desktop import words

        return QCoreApplication.translate("Startup", "The data folder {folder} cannot be used: {where}: "
                         "{reason}. Set that right, or start the game with another folder "
                         "(--data-dir or CANASTA_DATA_DIR).").format(
            folder=paths.root, where=exc.filename or paths.root, reason=words.os_reason(exc))
    return None


LOCK_FILE_NAME = "canasta-desktop.lock"
IN_USE = ("Another Canasta Desktop window uses the data folder {folder}: only one may write "
          "to it.")


def lock_data_folder(data_dir: str | None):
    """Claim the data folder for this process: its QLockFile, or None when
    another running window holds it (a lock left by a crash is taken over)."""
    from PySide6.QtCore import QLockFile

    from canasta_desktop.persistence.paths import DataPaths

    path = DataPaths.resolve(data_dir).root / LOCK_FILE_NAME
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # held as long as its process runs, however long
    if lock.tryLock(0):
        return lock
    if (lock.error() == QLockFile.LockError.LockFailedError and not _lock_holder(lock)
            and _age_s(path) >= UNNAMED_LOCK_AGE_S):
        # A lock file that names no process (empty, or damaged by a crash or a
        # full disk) is held by nobody: it kept the player out for good.  A
        # fresh one may be another window's, being written this very moment.
        lock.removeStaleLockFile()
        if lock.tryLock(0):
            return lock
    # No lock file can be written (a read-only folder): there is no writer to
    # keep out, and saving says why it fails.  Only a lock held by a running
    # window means "in use".
    return None if lock.error() == QLockFile.LockError.LockFailedError else lock


UNNAMED_LOCK_AGE_S = 5.0  # a lock file naming no process is left alone this long


def _age_s(path) -> float:
    try:
        return time.time() - path.stat().st_mtime
    except OSError:
        return 0.0


def _lock_holder(lock) -> int:
    """The process id a lock file names (0: none can be read from it)."""
    info = lock.getLockInfo()
    values = info if isinstance(info, tuple) else (info,)
    return next((v for v in values if isinstance(v, int) and not isinstance(v, bool) and v > 0),
                0)


def ask_read_only(app, folder) -> bool:
    """The folder is in use: open it read-only (True) or quit (False).  Where
    no window can ask (offscreen), the answer is to quit."""
    message = IN_USE.format(folder=folder)
    if app.platformName() in ("offscreen", "minimal"):
        print(f"canasta-desktop: {message} Quit, or start with --read-only.", file=sys.stderr)
        return False
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, QCoreApplication.translate(
        "MainWindow", "Another Canasta Desktop window uses this data folder: only one may save "
               "games in it."))
    box.setInformativeText(str(folder))
    read_only = box.addButton(QCoreApplication.translate("MainWindow", "Open read-only"),
                              QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("MainWindow", "Quit"),
                  QMessageBox.ButtonRole.RejectRole)
    box.exec()
    return box.clickedButton() is read_only


def say_fatal(app, message: str) -> None:
    """On standard error, and in a box when a window can open."""
    print(f"canasta-desktop: {message}", file=sys.stderr)
    if app is not None and app.platformName() not in ("offscreen", "minimal"):
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.critical(None, APP_NAME, message)


def dress_application(app) -> None:
    """The shipped fonts (cards and labels look alike on every system), the
    window icon, and the desktop id that docks match with the .desktop file."""
    from canasta_desktop import resources

    resources.register_fonts()
    app.setWindowIcon(resources.application_icon())
    app.setDesktopFileName(resources.APP_ID)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the application and return its exit code."""
    if argv is None:
        argv = sys.argv[1:]
    args, qt_args = parse_args(argv)

    from canasta_desktop import qt_compat  # before Qt is used (see its docstring)
    from PySide6.QtWidgets import QApplication

    from canasta_desktop import i18n
    from canasta_desktop.session.settings import ORGANIZATION, app_settings, load_settings

    from canasta_desktop.display_start import start_application

    qt_compat.apply()
    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else start_application(
        lambda: QApplication([sys.argv[0], *qt_args]))
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    dress_application(app)

    smoke = bool(args.smoke_test or args.screenshot)
    store = None if smoke else app_settings()
    # Never started here before: the player chooses the game (not for the
    # start-up probe, which times the table).
    first_start = store is not None and not store.contains("game/variant") \
        and not args.report_ready
    settings = None if store is None else load_settings(store)
    # The language first: even a data folder that cannot be used is said in it.
    i18n.set_language(app, args.lang or ("en" if settings is None else settings.language) or None)
    problem = data_folder_problem(args.data_dir)
    if problem:
        say_fatal(app, problem)
        return 1

    if smoke:
        desktop = build_desktop(start=False, data_dir=args.data_dir)
        desktop.window.resize(1280, 720)
        desktop.window.show()
        status = 0
        if args.smoke_test:
            status = run_smoke_test(app, desktop, args.seed)
        if args.screenshot and status == 0:
            play_to_mid_deal(app, desktop, args.seed)
            status = save_screenshot(app, desktop.window, args.screenshot)
        desktop.window.close()
        return status

    assert store is not None and settings is not None  # read above for every real start
    read_only = args.read_only
    lock = None if read_only else lock_data_folder(args.data_dir)
    if lock is None and not read_only:
        from canasta_desktop.persistence.paths import DataPaths

        if not ask_read_only(app, DataPaths.resolve(args.data_dir).root):
            return 1
        read_only = True
    if args.players is not None and args.variant is None:
        problem = player_count_problem(settings.variant, args.players)
        if problem:
            return usage_error(problem)
    desktop = Desktop(store=store, data_dir=args.data_dir, read_only=read_only)
    new_game = args.variant is not None or args.players is not None
    if new_game:
        from dataclasses import replace

        from canasta_desktop.model.variants import VARIANTS

        variant_id = args.variant or settings.variant
        players = args.players if args.players is not None else (
            VARIANTS[variant_id].default_players if args.variant else settings.players)
        desktop.games.settings = replace(settings, variant=variant_id,
                                         players=players).checked()
    if args.report_ready:
        from canasta_desktop.ui.startup_probe import ReadyReporter

        ReadyReporter(app, desktop.view.viewport(), desktop.scene)
    desktop.window.show()
    if new_game or args.seed is not None:
        desktop.games.start_game(seed=args.seed)
    else:
        # The last unfinished game, else a new one.
        desktop.games.start_up(choose_first=first_start)
    status = app.exec()
    if args.report_ready:
        desktop.window.close()  # stop the bots' thread before the interpreter goes
    if lock is not None:
        lock.unlock()
    return status


if __name__ == "__main__":
    sys.exit(main())

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
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from canasta_desktop import __version__

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from canasta_desktop.ui.main_window import MainWindow

APP_NAME = "Canasta Desktop"
ALL_BOTS = ("greedy", "greedy", "greedy", "greedy")
SMOKE_TIMEOUT_S = 120.0
SCREENSHOT_SEED = 4
SCREENSHOT_MOVES = 45  # actions played by bots before the player's turn is shown


def build_main_window(seed: int | None = None,
                      bot_names: Sequence[str | None] | None = None,
                      start: bool = True, data_dir: str | None = None) -> MainWindow:
    """Build (but do not show) the main window, with a game started unless
    `start` is False.  A QApplication must exist.  Its games are saved under
    `data_dir`; without one, in a temporary folder removed with the window
    (the user's saves are never read nor written)."""
    from canasta_desktop.ui.main_window import MainWindow

    temporary = None
    if data_dir is None:
        temporary = tempfile.TemporaryDirectory(prefix="canasta-desktop-")
        data_dir = temporary.name
    window = MainWindow(data_dir=data_dir)
    if temporary is not None:
        window.temporary_data_dir = temporary  # removed when the window goes
        window.destroyed.connect(lambda *_args, t=temporary: t.cleanup())
    if start:
        window.controller.new_game(seed=seed, bot_names=bot_names)
    return window


def wait_until(app: QApplication, condition: Callable[[], bool], timeout_s: float) -> bool:
    """Process events until `condition()` holds (True) or time runs out (False)."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            return False
        app.processEvents()
        time.sleep(0.002)
    return True


def run_smoke_test(app: QApplication, window: MainWindow, seed: int | None) -> int:
    """Bots in every seat, seat 0 included, play one whole deal through the
    controller and the table scene; 0 when the deal ended and was scored."""
    controller = window.controller
    window.set_speed("Instant")
    results = []
    controller.deal_ended.connect(results.append)
    controller.new_game(seed=1 if seed is None else seed, bot_names=ALL_BOTS)
    window.show()
    if not wait_until(app, lambda: bool(results), SMOKE_TIMEOUT_S):
        print("smoke test: the deal did not end in time", file=sys.stderr)
        return 1
    window.deal_end.hide()
    shown = len(window.scene.items())
    if shown == 0:
        print("smoke test: the table shows nothing", file=sys.stderr)
        return 1
    result = results[0]
    print(f"smoke test: deal {result.number} played in {len(controller.deal.history)} "
          f"actions, {result.end_reason}, points {[s.total for s in result.scores]}")
    return 0


def play_to_mid_deal(app: QApplication, window: MainWindow, seed: int | None,
                     moves: int = SCREENSHOT_MOVES) -> None:
    """Let bots play a while, then stop at the player's turn (for pictures)."""
    from canasta_desktop.model.phases import DRAW

    controller = window.controller
    window.set_speed("Instant")
    controller.new_game(seed=SCREENSHOT_SEED if seed is None else seed, bot_names=ALL_BOTS)
    wait_until(app, lambda: controller.deal.is_over or len(controller.deal.history) >= moves,
               30.0)
    if not controller.deal.is_over:
        # Stop at the start of the player's own turn; a partner asking to go
        # out meanwhile is told no, without a box.
        window.go_out.answer_function = lambda asker: False
        wait_until(app, lambda: controller.deal.is_over or controller.deal.turn != 0, 30.0)
        controller.set_seat_bot(0, None)
        wait_until(app, lambda: controller.deal.is_over or (
            controller.is_human_turn() and controller.deal.phase == DRAW), 30.0)
        window.go_out.answer_function = None
    window.set_speed("Normal")


def save_screenshot(app: QApplication, window: MainWindow, path: str) -> int:
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
    parser.add_argument("--variant", default=None,
                        help="variant id (classic, two, three, five, six-2x3, six-rotating, "
                             "six-3x2, head-and-foot, origen, rami)")
    parser.add_argument("--players", type=int, default=None, help="number of players")
    parser.add_argument("--lang", choices=("en", "fr"), default=None,
                        help="language of the window (default: the settings', else the "
                             "system's)")
    parser.add_argument("--data-dir", metavar="FOLDER", default=None,
                        help="folder of the saved games and score sheets (default: "
                             "CANASTA_DATA_DIR, else the user's data folder)")
    # For benchmarks/ui_speed.py: print the process's age once the table is
    # shown and laid out, then quit.
    parser.add_argument("--report-ready", action="store_true", help=argparse.SUPPRESS)
    # Unknown options (e.g. Qt's own -platform, -style) are passed on to Qt.
    return parser.parse_known_args(argv)


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
    app = QApplication.instance() or start_application(
        lambda: QApplication([sys.argv[0], *qt_args]))
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    dress_application(app)

    if args.smoke_test or args.screenshot:
        i18n.set_language(app, args.lang or "en")
        window = build_main_window(start=False, data_dir=args.data_dir)
        window.resize(1280, 720)
        window.show()
        status = 0
        if args.smoke_test:
            status = run_smoke_test(app, window, args.seed)
        if args.screenshot and status == 0:
            play_to_mid_deal(app, window, args.seed)
            status = save_screenshot(app, window, args.screenshot)
        window.close()
        return status

    from canasta_desktop.ui.main_window import MainWindow

    store = app_settings()
    settings = load_settings(store)
    i18n.set_language(app, args.lang or settings.language or None)
    window = MainWindow(store=store, data_dir=args.data_dir)
    if args.variant or args.players or args.lang:
        from dataclasses import replace

        chosen = replace(settings, variant=args.variant or settings.variant,
                         players=args.players or settings.players)
        if args.variant and not args.players:
            from canasta_desktop.model.variants import VARIANTS
            if chosen.variant in VARIANTS:
                chosen.players = VARIANTS[chosen.variant].default_players
        window.settings = chosen.checked()
    if args.report_ready:
        from canasta_desktop.ui.startup_probe import ReadyReporter

        ReadyReporter(app, window.view.viewport(), window.scene)
    window.show()
    if args.variant or args.players or args.seed is not None:
        window.start_game(seed=args.seed)
    else:
        window.start_up()  # the last unfinished game, else a new one
    status = app.exec()
    if args.report_ready:
        window.close()  # stop the bots' thread before the interpreter goes
    return status


if __name__ == "__main__":
    sys.exit(main())

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

    from canasta_desktop.model.match import DealResult
    from canasta_desktop.model.state import DealState
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
        # The connection holds the folder (and removes it when the window goes).
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
    results: list[DealResult] = []
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
    played = len(controller.deal.history) if controller.deal is not None else 0
    print(f"smoke test: deal {result.number} played in {played} "
          f"actions, {result.end_reason}, points {[s.total for s in result.scores]}")
    return 0


def play_to_mid_deal(app: QApplication, window: MainWindow, seed: int | None,
                     moves: int = SCREENSHOT_MOVES) -> None:
    """Let bots play a while, then stop at the player's turn (for pictures)."""
    from canasta_desktop.model.phases import DRAW

    controller = window.controller
    window.set_speed("Instant")
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
        window.go_out.answer_function = lambda asker: False
        wait_until(app, lambda: deal().is_over or deal().turn != 0, 30.0)
        controller.set_seat_bot(0, None)
        wait_until(app, lambda: deal().is_over or (
            controller.is_human_turn() and deal().phase == DRAW), 30.0)
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
        where = exc.filename or paths.root
        reason = exc.strerror or str(exc)
        return (f"The data folder {paths.root} cannot be used ({where}: {reason}); choose "
                "another with --data-dir or CANASTA_DATA_DIR.")
    return None


LOCK_FILE_NAME = "canasta-desktop.lock"
IN_USE = ("Another Canasta Desktop window uses the data folder {folder}: only one may write "
          "to it.")


def lock_data_folder(data_dir: str | None):
    """Claim the data folder for this process: its QLockFile, or None when
    another running window holds it (a lock left by a crash is taken over)."""
    from PySide6.QtCore import QLockFile

    from canasta_desktop.persistence.paths import DataPaths

    lock = QLockFile(str(DataPaths.resolve(data_dir).root / LOCK_FILE_NAME))
    lock.setStaleLockTime(0)  # held as long as its process runs, however long
    if lock.tryLock(0):
        return lock
    # No lock file can be written (a read-only folder): there is no writer to
    # keep out, and saving says why it fails.  Only a lock held by a running
    # window means "in use".
    return None if lock.error() == QLockFile.LockError.LockFailedError else lock


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

    problem = data_folder_problem(args.data_dir)
    if problem:
        say_fatal(app, problem)
        return 1

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
    window = MainWindow(store=store, data_dir=args.data_dir, read_only=read_only)
    new_game = args.variant is not None or args.players is not None
    if new_game:
        from dataclasses import replace

        from canasta_desktop.model.variants import VARIANTS

        variant_id = args.variant or settings.variant
        players = args.players if args.players is not None else (
            VARIANTS[variant_id].default_players if args.variant else settings.players)
        window.settings = replace(settings, variant=variant_id, players=players).checked()
    if args.report_ready:
        from canasta_desktop.ui.startup_probe import ReadyReporter

        ReadyReporter(app, window.view.viewport(), window.scene)
    window.show()
    if new_game or args.seed is not None:
        window.start_game(seed=args.seed)
    else:
        window.start_up()  # the last unfinished game, else a new one
    status = app.exec()
    if args.report_ready:
        window.close()  # stop the bots' thread before the interpreter goes
    if lock is not None:
        lock.unlock()
    return status


if __name__ == "__main__":
    sys.exit(main())

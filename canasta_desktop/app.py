"""Composition root: parse the command line, build the window, run Qt.

For now the window is a placeholder; the card table will replace it.
Nothing here starts Qt at import time.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from canasta_desktop import __version__

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

APP_NAME = "Canasta Desktop"

PLACEHOLDER_TEXT = (
    "The card table is still being built.\n\n"
    "Meanwhile, headless games (bots only, no window) can be played\n"
    "from a terminal with: python -m canasta_desktop.arena"
)


def build_main_window() -> QMainWindow:
    """Build (but do not show) the main window. A QApplication must exist."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QMainWindow

    window = QMainWindow()
    window.setWindowTitle(APP_NAME)
    label = QLabel(PLACEHOLDER_TEXT)
    label.setObjectName("placeholderLabel")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setMargin(24)
    window.setCentralWidget(label)
    window.resize(800, 500)
    return window


def parse_args(argv: Sequence[str] | None) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(prog="canasta-desktop", description=APP_NAME)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the window, process pending events, then exit with status 0",
    )
    parser.add_argument(
        "--screenshot",
        metavar="FILE.png",
        help="save an image of the window once it is laid out, then exit",
    )
    # Unknown options (e.g. Qt's own -platform, -style) are passed on to Qt.
    return parser.parse_known_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the application and return its exit code."""
    if argv is None:
        argv = sys.argv[1:]
    args, qt_args = parse_args(argv)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)

    window = build_main_window()
    window.show()

    if args.smoke_test or args.screenshot:
        app.processEvents()
        status = 0
        if args.screenshot:
            if not window.grab().save(args.screenshot):
                print(f"could not write screenshot to {args.screenshot}", file=sys.stderr)
                status = 1
        window.close()
        return status

    return app.exec()


if __name__ == "__main__":
    sys.exit(main())

"""Export a score sheet (or a blank score pad) as a PDF, without the window.

    python -m canasta_desktop.sheets SAVE_OR_SHEET --pdf OUT.pdf [--lang fr|en]
                                     [--paper a4|letter]
    python -m canasta_desktop.sheets --blank classic [--players 4] --pdf PAD.pdf

SAVE_OR_SHEET is a saved game (replayed to rebuild its sheet) or a sheet from
the score-sheet archive.  Qt runs offscreen: no display is needed.  Exit
status 0 when the PDF is written, 2 for bad arguments or an unreadable input
(with a message), 1 when the PDF cannot be written.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence

from .model.variants import VARIANTS
from .printing.sheet_html import LANGUAGES

EXIT_OK, EXIT_WRITE_FAILED, EXIT_USAGE = 0, 1, 2


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m canasta_desktop.sheets",
        description="Export a game's score sheet, or a blank score pad, as a PDF.")
    parser.add_argument("source", nargs="?", metavar="SAVE_OR_SHEET",
                        help="a saved game or an archived score sheet (JSON)")
    parser.add_argument("--blank", metavar="VARIANT",
                        help=f"a blank score pad for a variant instead: {', '.join(VARIANTS)}")
    parser.add_argument("--players", type=int, default=None,
                        help="with --blank: the number of players (default: the variant's)")
    parser.add_argument("--layout", default=None,
                        help="with --blank: the team layout where the variant has several")
    parser.add_argument("--pdf", required=True, metavar="OUT.pdf", help="the PDF to write")
    parser.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="language of the sheet (default: the system's, French or English)")
    parser.add_argument("--paper", choices=("a4", "letter"), default=None,
                        help="paper size (default: from the system's locale)")
    args = parser.parse_args(argv)
    if (args.source is None) == (args.blank is None):
        parser.error("give either a save or sheet file, or --blank VARIANT")
    if args.blank is not None:
        info = VARIANTS.get(args.blank)
        if info is None:
            parser.error(f"unknown variant {args.blank!r}; choose from {', '.join(VARIANTS)}")
        try:
            args.rules = info.rules_for(args.players, args.layout)
        except ValueError as exc:
            parser.error(str(exc))
    elif args.players is not None or args.layout is not None:
        parser.error("--players and --layout go with --blank")
    return args


def _qt_application():
    """A GUI application for fonts and painting; offscreen unless told otherwise."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([sys.argv[0]])


def default_language() -> str:
    from PySide6.QtCore import QLocale

    return "fr" if QLocale().language() == QLocale.Language.French else "en"


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    from .persistence.saves import SaveError
    from .printing import sources

    if args.source is not None:
        try:
            source = sources.from_file(args.source)
        except SaveError as exc:
            print(f"sheets: {args.source}: {exc.message}", file=sys.stderr)
            return EXIT_USAGE
    app = _qt_application()  # kept alive while painting
    from .printing.printer import PagedSheet, paper_for_locale

    lang = args.lang or default_language()
    paper = args.paper or paper_for_locale()
    if args.source is not None:
        try:
            title, html = source.title(lang), source.html(lang)
        except Exception as exc:  # noqa: BLE001 - a hostile file: a message, no traceback
            print(f"sheets: {args.source}: the file cannot be printed: {str(exc)[:160]}",
                  file=sys.stderr)
            return EXIT_USAGE
    else:
        title, html = sources.blank_pad(args.rules, lang)
    try:
        pages = PagedSheet(html, title, lang, paper).export_pdf(args.pdf)
    except OSError as exc:
        print(f"sheets: cannot write {args.pdf}: {exc}", file=sys.stderr)
        return EXIT_WRITE_FAILED
    finally:
        app.processEvents()  # let Qt finish with the PDF writer before exit
    print(f"{args.pdf}: {pages} page{'s' if pages > 1 else ''} ({paper}, {lang})")
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())

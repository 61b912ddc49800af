"""The Score sheet window: a game's sheet (or a blank score pad) on screen,
with Print preview, Print and Export PDF.

The sheet on screen is the very HTML that is printed (a QTextBrowser reads
Qt's rich text), so what the player sees is what comes out of the printer.
The window is non-modal; its file and print dialogs are opened only by the
buttons, so tests call `export_pdf()`, `make_printer()`, `preview_dialog()`
and read `html()` without ever blocking.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (QDialog, QFileDialog, QHBoxLayout, QMessageBox,
                               QPushButton, QTextBrowser, QVBoxLayout, QWidget)

from .. import i18n, words
from ..persistence.paths import documents_dir, unused_path
from ..printing.printer import PagedSheet, paper_for_locale, printers_available
from ..printing.sources import Printable
from .screen_fit import fit_to_screen
from .wrapped_label import wrapped_label


SHEET_POINTS = 10  # the sheet's body text, in points (printing/sheet_html.py)
_FONT_SIZE = re.compile(r"font-size:\s*([0-9.]+)pt")


def on_screen(html: str, points: float) -> str:
    """The printed sheet's HTML with its type as large as a window font of
    `points` makes it, never smaller than printed: a player who set a large
    system font reads the sheet at that size too (play-test at 16 pt: the
    sheet's figures were the smallest words on the screen)."""
    scale = max(1.0, points / SHEET_POINTS)
    if scale == 1.0:
        return html
    return _FONT_SIZE.sub(lambda m: f"font-size: {float(m.group(1)) * scale:.1f}pt", html)


def ui_language(locale: QLocale | None = None) -> str:
    """'fr' for a French UI, 'en' otherwise (the two languages of the sheets)."""
    locale = locale or QLocale()
    return "fr" if locale.language() == QLocale.Language.French else "en"


def sheet_language() -> str:
    """The language of the sheets and lists: "fr" or "en", as the UI's."""
    return "fr" if i18n.current_language() == "fr" else "en"


class _KeepingPreview(QPrintPreviewDialog):
    """A print preview that holds what it prints.  Qt keeps only a pointer to
    the printer: without this reference a printer made for the dialog is
    deleted on return, and showing the dialog then crashes; the paged
    document owns the slot that paints the pages."""

    def __init__(self, printer: QPrinter, paged: object, parent: QWidget) -> None:
        super().__init__(printer, parent)
        self.kept_printer = printer
        self.kept_pages = paged

class ScoreSheetWindow(QDialog):
    def __init__(self, document: Printable, lang: str | None = None, paper: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheetWindow")
        self.setModal(False)
        self.lang = lang or ui_language()
        self.paper = paper or paper_for_locale()
        self.document = document
        self.last_pdf: Path | None = None

        self.view = QTextBrowser()
        self.view.setObjectName("scoreSheetView")
        self.view.setOpenLinks(False)
        self.status = wrapped_label("scoreSheetStatus")
        self.preview_button = QPushButton()
        self.print_button = QPushButton()
        self.pdf_button = QPushButton()
        self.close_button = QPushButton()
        self.retranslate()
        self.preview_button.clicked.connect(self.print_preview)
        self.print_button.clicked.connect(self.print_sheet)
        self.pdf_button.clicked.connect(self.export_pdf_with_dialog)
        self.close_button.clicked.connect(self.close)
        # The key the Game menu lists for printing the sheet works here too,
        # where the player reads it (play-test: Ctrl+P did nothing in this
        # window); it opens the preview, as the menu's command does.
        self.print_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Print), self)
        self.print_shortcut.activated.connect(lambda: self.print_preview())
        buttons = QHBoxLayout()
        for button in (self.preview_button, self.print_button, self.pdf_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        # The sheet scrolls; the buttons stay on screen.  Wider with its type
        # at a large system font (on_screen).
        fit_to_screen(self, QSize(round(720 * max(1.0, self._points() / SHEET_POINTS)), 820))
        self.set_document(document)

    def retranslate(self) -> None:
        self.preview_button.setText(self.tr("Print pre&view…"))
        self.print_button.setText(self.tr("&Print…"))
        self.pdf_button.setText(self.tr("Export P&DF…"))
        self.close_button.setText(self.tr("&Close"))

    def changeEvent(self, event: QEvent) -> None:
        # Game → Language while the window is open: the sheet and the buttons
        # speak the new language (they stayed English over a French sheet).
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.follow_language(sheet_language())
        super().changeEvent(event)

    def follow_language(self, lang: str) -> None:
        self.lang = lang
        self.set_document(self.document)

    # ------------------------------------------------------------ content
    def set_document(self, document: Printable) -> None:
        """Show another sheet, or the same game after one more deal."""
        self.document = document
        self.setWindowTitle(document.title(self.lang))
        self.refresh()

    def refresh(self) -> None:
        scroll = self.view.verticalScrollBar().value()
        self.view.setHtml(on_screen(self.html(), self._points()))
        self.view.verticalScrollBar().setValue(scroll)
        self.status.setText(self.printer_note())

    def _points(self) -> float:
        return self.view.font().pointSizeF()

    def html(self) -> str:
        """The sheet as printed (on screen its type may be larger: on_screen)."""
        return self.document.html(self.lang)

    def paged(self) -> PagedSheet:
        return PagedSheet(self.html(), self.document.title(self.lang), self.lang, self.paper)

    def printer_note(self) -> str:
        if printers_available():
            return ""
        return self.tr("No printer is installed: Print writes a PDF file instead, and "
                       "Export PDF always works.")

    # ------------------------------------------------------------ output
    def default_pdf_path(self) -> Path:
        """In the documents folder, under a name no file has yet: printing
        the sheet again after a deal keeps the earlier PDF."""
        return unused_path(documents_dir() / self.document.pdf_file_name())

    def export_pdf(self, path: str | Path) -> int:
        """Write the PDF (OSError when it cannot be); returns the pages."""
        pages = self.paged().export_pdf(path)
        self.last_pdf = Path(path)
        self._say_saved(pages, path)
        return pages

    def _say_saved(self, pages: int, path: str | Path) -> None:
        self.status.setText(self.tr("Saved %n page(s) to %1", "", pages).replace(
            "%1", str(path)))

    def export_pdf_with_dialog(self) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the score sheet as PDF"),
                                              str(self.default_pdf_path()),
                                              self.tr("PDF files (*.pdf)"))
        if not path:
            return None
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        try:
            self.export_pdf(path)
        except OSError as exc:
            QMessageBox.warning(self, self.windowTitle(),
                                self.tr("The PDF could not be written: %1").replace(
                                    "%1", words.failure_reason(exc)))
            return None
        return Path(path)

    def make_printer(self) -> QPrinter:
        """A printer set up for the sheet; with no printer installed its
        output is a PDF in the documents folder, which the dialog offers."""
        return self.paged().new_printer(self.default_pdf_path())

    def preview_dialog(self, printer: QPrinter | None = None) -> QPrintPreviewDialog:
        printer = printer or self.make_printer()
        paged = self.paged()
        dialog = _KeepingPreview(printer, paged, self)
        dialog.setWindowTitle(self.tr("Print preview — %1").replace(
            "%1", self.document.title(self.lang)))
        painted = [0]  # the pages of the last painting: the preview's, then the print's

        def paint(target: QPrinter) -> None:
            painted[0] = paged.print_to(target)
        dialog.paintRequested.connect(paint)
        # The preview closes accepted once its Print button has printed.
        dialog.accepted.connect(lambda: self.report_printed(printer, painted[0]))
        # Qt opens it small, its Print button behind the toolbar's overflow
        # (play-test): as big as a page's preview wants, within the screen.
        fit_to_screen(dialog, QSize(900, 1000))
        return dialog

    def print_preview(self) -> None:
        self.preview_dialog().exec()

    def print_dialog(self, printer: QPrinter) -> QPrintDialog:
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(self.tr("Print the score sheet"))
        return dialog

    def print_sheet(self) -> bool:
        printer = self.make_printer()
        if self.print_dialog(printer).exec() != QDialog.DialogCode.Accepted:
            return False
        try:
            pages = self.paged().print_to(printer)
        except OSError as exc:
            QMessageBox.warning(self, self.windowTitle(),
                                self.tr("The score sheet could not be printed: %1").replace(
                                    "%1", words.failure_reason(exc)))
            return False
        self.report_printed(printer, pages)
        return True

    def report_printed(self, printer: QPrinter, pages: int) -> None:
        """Say where the pages went: the printer, or the PDF file that the
        print dialog chose (with no printer installed, or "Print to file")."""
        if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat and printer.outputFileName():
            self._say_saved(pages, printer.outputFileName())
        else:
            self.status.setText(self.tr("Sent %n page(s) to the printer", "", pages))

    def keyPressEvent(self, event) -> None:  # Escape closes a non-modal window too
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

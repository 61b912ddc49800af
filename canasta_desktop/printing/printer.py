"""Score sheets on paper: HTML -> QTextDocument -> printer, PDF or image.

Every output goes through one painter loop (`PagedSheet.paint`), so the
print preview, the printer, the PDF and the test images show the same pages:
the document is laid out for the device's resolution, cut into pages by Qt
(a table row is never split), and each page gets a footer with the sheet's
title and "page n of N".

Paper is A4, or Letter in the countries that use it, from the locale; the
caller may choose.  When no printer is installed the printer is preset to
write a PDF in the documents directory, so the system print dialog still
offers to print (to a file), and Export PDF never needs a printer at all.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLocale, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (QColor, QFont, QImage, QPageLayout, QPageSize, QPagedPaintDevice,
                           QPainter, QPdfWriter, QTextDocument, QTextFormat)
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo

from .sheet_html import text

# Why printing or a PDF failed (the player's words: words.failure_reason).
PRINTER_REFUSED = "printer_refused"
NO_FOLDER = "no_folder"
NOT_WRITTEN = "not_written"


class PrintFailure(OSError):
    """Printing or a PDF export failed: `kind` and `params` for the words."""

    def __init__(self, kind: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.params = params

A4 = "a4"
LETTER = "letter"
PAPERS = (A4, LETTER)
# Countries whose paper is US Letter (the rest of the world uses A4).
LETTER_COUNTRIES = frozenset({"US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PA",
                              "SV", "DO", "PR", "NI", "HN", "BZ"})
MARGIN_MM = 15.0
FOOTER_PT = 8.0
PDF_DPI = 300
BODY_FONT = "DejaVu Sans"
# A table taller than this share of a page is let run across pages (moving
# it would leave too large a gap); a deal's block is about a fifth of a page.
KEEP_WHOLE_SHARE = 0.45


def paper_for_locale_name(name: str) -> str:
    """'en_US' -> 'letter', 'fr_FR' -> 'a4', 'fr_CA' -> 'letter'."""
    _, _, country = name.replace("-", "_").partition("_")
    return LETTER if country[:2].upper() in LETTER_COUNTRIES else A4


def paper_for_locale(locale: QLocale | None = None) -> str:
    return paper_for_locale_name((locale or QLocale()).name())


def page_size(paper: str) -> QPageSize:
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}; choose from {', '.join(PAPERS)}")
    return QPageSize(QPageSize.PageSizeId.Letter if paper == LETTER else QPageSize.PageSizeId.A4)


def page_layout(paper: str) -> QPageLayout:
    return QPageLayout(page_size(paper), QPageLayout.Orientation.Portrait,
                       QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                       QPageLayout.Unit.Millimeter)


def printers_available() -> list[str]:
    """The names of the installed printers (often none on a fresh system)."""
    return [info.printerName() for info in QPrinterInfo.availablePrinters()]


def keep_tables_whole(doc: QTextDocument, page_height: float,
                      largest_share: float = KEEP_WHOLE_SHARE) -> int:
    """Start on a new page each table (a deal, a reference table) that would
    straddle a page break, when it is small enough for that to be worth a gap
    (Qt splits tables between rows and has no "keep together").  Returns how
    many tables were moved."""
    layout = doc.documentLayout()
    moved = 0
    for frame in doc.rootFrame().childFrames():
        layout.documentSize()  # lays out what an earlier move shifted
        rect = layout.frameBoundingRect(frame)
        if rect.height() > page_height * largest_share:
            continue
        if int(rect.top() // page_height) != int((rect.bottom() - 1) // page_height):
            fmt = frame.frameFormat()
            fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            frame.setFrameFormat(fmt)
            moved += 1
    return moved


@dataclass
class PagedSheet:
    """A sheet's HTML ready to be cut into pages on a paper size."""

    html: str
    title: str
    lang: str = "en"
    paper: str = A4

    def _document(self, device) -> QTextDocument:
        doc = QTextDocument()
        # Lay the text out in the device's own units: a 10 pt font is then
        # 10 pt on paper whatever the resolution.
        doc.documentLayout().setPaintDevice(device)
        font = QFont(BODY_FONT)
        font.setPointSizeF(10)
        doc.setDefaultFont(font)
        doc.setDocumentMargin(0)
        doc.setHtml(self.html)
        return doc

    def paint(self, device, page_rect: QRectF | None = None,
              new_page=None) -> int:
        """Paint every page on `device` (a QPrinter, a QPdfWriter); returns the
        number of pages.  `page_rect`/`new_page` serve image rendering."""
        if page_rect is None:
            layout = device.pageLayout()
            page_rect = QRectF(layout.paintRectPixels(device.resolution()))
            page_rect.moveTo(0, 0)  # the painter's origin is the paint rect's corner
        dpi = device.logicalDpiY()
        footer_height = FOOTER_PT / 72 * dpi * 2.2
        body = QRectF(page_rect.left(), page_rect.top(), page_rect.width(),
                      page_rect.height() - footer_height)
        doc = self._document(device)
        doc.setPageSize(QSizeF(body.width(), body.height()))
        keep_tables_whole(doc, body.height())
        pages = max(1, doc.pageCount())
        painter = QPainter(device)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            for index in range(pages):
                if index:
                    if new_page is not None:
                        painter.end()
                        device = new_page(index)
                        painter.begin(device)
                    elif not device.newPage():
                        raise PrintFailure(PRINTER_REFUSED, "the printer refused a new page")
                self._paint_page(painter, doc, body, index, pages, footer_height, dpi)
        finally:
            if painter.isActive():
                painter.end()
        return pages

    def _paint_page(self, painter: QPainter, doc: QTextDocument, body: QRectF, index: int,
                    pages: int, footer_height: float, dpi: float) -> None:
        painter.save()
        painter.translate(body.left(), body.top() - index * body.height())
        # Clip to this page's slice of the document; a little wider than the
        # body so that a table's right-hand rule is never shaved off.
        doc.drawContents(painter, QRectF(-2, index * body.height(), body.width() + 4,
                                         body.height()))
        painter.restore()
        font = QFont(BODY_FONT)
        font.setPointSizeF(FOOTER_PT)
        painter.save()
        painter.setFont(font)
        painter.setPen(QColor("#5a5a5a"))
        line_y = body.bottom() + footer_height * 0.3
        painter.drawLine(QPointF(body.left(), line_y), QPointF(body.right(), line_y))
        footer = QRectF(body.left(), line_y, body.width(), footer_height * 0.7)
        painter.drawText(footer, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         self.title)
        painter.drawText(footer, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                         text(self.lang, "page", page=index + 1, pages=pages))
        painter.restore()

    # -------------------------------------------------------------- outputs
    def export_pdf(self, path: str | os.PathLike[str]) -> int:
        """Write a PDF (no printer needed); returns the number of pages."""
        target = Path(path)
        if not target.parent.is_dir():
            raise PrintFailure(NO_FOLDER, f"the folder {target.parent} does not exist",
                               folder=str(target.parent))
        # Written beside the target and renamed, so a failed export never
        # leaves half a PDF where a good one was.
        temp = target.with_name(f".{target.name}.part")
        writer = QPdfWriter(str(temp))
        writer.setResolution(PDF_DPI)
        writer.setPageLayout(page_layout(self.paper))
        writer.setTitle(self.title)
        writer.setCreator("Canasta Desktop")
        painted = False
        try:
            pages = self.paint(writer)
            painted = True
        finally:
            del writer  # flushes and closes the file
            if not painted:
                temp.unlink(missing_ok=True)
        if not temp.exists() or temp.stat().st_size == 0:
            temp.unlink(missing_ok=True)
            raise PrintFailure(NOT_WRITTEN, f"could not write {target}", file=str(target))
        os.replace(temp, target)
        return pages

    def configure(self, printer: QPrinter, default_pdf: str | os.PathLike[str] | None = None
                  ) -> QPrinter:
        """Paper, margins and title on a printer; with no printer installed,
        a PDF file as the destination (the print dialog still offers it)."""
        printer.setPageLayout(page_layout(self.paper))
        printer.setDocName(self.title)
        printer.setCreator("Canasta Desktop")
        if not printers_available():
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            if default_pdf is not None:
                printer.setOutputFileName(str(default_pdf))
        return printer

    def new_printer(self, default_pdf: str | os.PathLike[str] | None = None) -> QPrinter:
        return self.configure(QPrinter(QPrinter.PrinterMode.HighResolution), default_pdf)

    def print_to(self, printer: QPagedPaintDevice) -> int:
        return self.paint(printer)

    def page_images(self, dpi: int = 100, first: int = 0, count: int | None = None
                    ) -> list[QImage]:
        """The pages as images (tests, thumbnails): exactly what is printed."""
        layout = page_layout(self.paper)
        full = layout.fullRectPixels(dpi)
        paint_rect = layout.paintRectPixels(dpi)
        images: list[QImage] = []

        def blank() -> QImage:
            image = QImage(full.width(), full.height(), QImage.Format.Format_RGB32)
            image.fill(QColor("white"))
            dots_per_metre = round(dpi / 0.0254)
            image.setDotsPerMeterX(dots_per_metre)
            image.setDotsPerMeterY(dots_per_metre)
            images.append(image)
            return image

        rect = QRectF(paint_rect)
        self.paint(blank(), rect, new_page=lambda index: blank())
        end = None if count is None else first + count
        return images[first:end]

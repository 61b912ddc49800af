"""Card pictures for the table: the deck's art when it loads, plain drawn
cards otherwise (a rounded rectangle with the card's code), so the table
always has something to show.

The court cards' corners say the letters of the language spoken when the
faces are made (French: R, D, V, as its words name the ranks; the
catalogue's "rank_letter"); the table makes new faces when the language
changes (`TableScene.retranslate`).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from .. import words
from .card_art import CARD_ASPECT, STANDARD_COURT_INDEX, CardArt
from .card_index import has_plate, paint_plate

log = logging.getLogger(__name__)
PLATED_CACHE_SIZE = 600  # faces with an index plate (small cards), by code and size

SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RED_SUITS = "HD"


def court_letters(lang: str | None = None) -> dict[str, str]:
    """The court cards' letters where `lang` (the current language if None)
    has its own: {"K": "R", "Q": "D", "J": "V"} in French, {} in English."""
    said = {rank: words.label("rank_letter", rank, lang or words.current_language())
            for rank in STANDARD_COURT_INDEX}
    return {rank: letter for rank, letter in said.items() if letter != rank}


class CardFaces:
    """Pixmaps of faces and backs by card code, at a height and pixel ratio."""

    def __init__(self, deck: str = "standard", letters: dict[str, str] | None = None) -> None:
        self.deck = deck
        # The court cards' letters (the standard deck's; Origen's cards have names).
        self.letters = (court_letters() if letters is None else dict(letters)) \
            if deck == "standard" else {}
        self._art: CardArt | None = None
        try:
            art = CardArt(deck, court_letters=self.letters)
            art.pixmap("AS", 40)  # fail now, not in the middle of a paint
            art.back(40)
            self._art = art
        except Exception as error:  # missing or broken art: draw plain cards
            log.warning("card art %r unavailable (%s); drawing plain cards", deck, error)
        self._plain: dict[tuple[str, int, float], QPixmap] = {}
        self._plated: dict[tuple[str, int, float], QPixmap] = {}

    @staticmethod
    def width_for(height: float) -> float:
        return height * CARD_ASPECT

    def face(self, code: str, height: int, dpr: float = 1.0) -> QPixmap:
        """The card's face; a small one carries its index on a plate large
        enough to read (`card_index`)."""
        if not has_plate(height, self.deck):
            return self._face(code, height, dpr)
        key = (code, height, dpr)
        plated = self._plated.get(key)
        if plated is None:
            plated = QPixmap(self._face(code, height, dpr))  # a copy: the art caches its own
            painter = QPainter(plated)
            paint_plate(painter, code, self.deck, height, self.width_for(height), self.letters)
            painter.end()
            if len(self._plated) >= PLATED_CACHE_SIZE:
                self._plated.clear()
            self._plated[key] = plated
        return plated

    def _face(self, code: str, height: int, dpr: float) -> QPixmap:
        if self._art is not None:
            try:
                return self._art.pixmap(code, height, dpr)
            except Exception as error:
                log.warning("cannot draw %s (%s); drawing a plain card", code, error)
        return self._plain_card(code, height, dpr)

    def back(self, height: int, dpr: float = 1.0) -> QPixmap:
        if self._art is not None:
            try:
                return self._art.back(height, dpr)
            except Exception as error:
                log.warning("cannot draw the back (%s); drawing a plain one", error)
        return self._plain_card("back", height, dpr)

    # ------------------------------------------------------------ plain cards
    def _plain_card(self, code: str, height: int, dpr: float) -> QPixmap:
        key = (code, height, dpr)
        cached = self._plain.get(key)
        if cached is not None:
            return cached
        width = self.width_for(height)
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0.5, 0.5, width - 1, height - 1)
        radius = height * 0.06
        if code == "back":
            painter.setPen(QPen(QColor("#f4f4f4"), max(1.0, height * 0.02)))
            painter.setBrush(QColor("#1f4e9c"))
            painter.drawRoundedRect(rect, radius, radius)
            inner = rect.adjusted(height * 0.06, height * 0.06, -height * 0.06, -height * 0.06)
            painter.setPen(QPen(QColor("#9db8e8"), max(1.0, height * 0.01)))
            painter.setBrush(Qt.BrushStyle.DiagCrossPattern)
            painter.drawRoundedRect(inner, radius / 2, radius / 2)
        else:
            painter.setPen(QPen(QColor("#555555"), 1))
            painter.setBrush(QColor("#fdfdf8"))
            painter.drawRoundedRect(rect, radius, radius)
            suit = code[1] if len(code) == 2 and code != "JK" else ""
            color = QColor("#c62828") if suit in RED_SUITS or code == "JK" else QColor("#1a1a1a")
            painter.setPen(color)
            rank = "10" if code.startswith("T") else ("\u2605" if code == "JK"
                                                      else self.letters.get(code[0], code[0]))
            corner = QFont("DejaVu Sans")
            corner.setPixelSize(max(6, round(height * 0.16)))
            corner.setBold(True)
            painter.setFont(corner)
            painter.drawText(QRectF(height * 0.05, height * 0.03, width, height * 0.2),
                             Qt.AlignmentFlag.AlignLeft, rank)
            painter.drawText(QRectF(height * 0.05, height * 0.19, width, height * 0.2),
                             Qt.AlignmentFlag.AlignLeft, SUIT_SYMBOLS.get(suit, ""))
            center = QFont(corner)
            center.setPixelSize(max(8, round(height * 0.3)))
            painter.setFont(center)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter,
                             "\u2605" if code == "JK" else SUIT_SYMBOLS.get(suit, code))
        painter.end()
        self._plain[key] = pixmap
        return pixmap

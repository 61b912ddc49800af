"""A small card's index, drawn large enough to read.

The deck's own corner index shrinks with the card: on a 1280×720 screen a
meld card is about 65 px tall, and there the standard deck's rank is 7 px
high and Origen's value ("10", "20") barely 4 px.  Below the height where
the art's index stays legible, the card carries a plate in its top-left
corner with its rank (and suit) or, in Origen, its short name and value,
in text `LEGIBLE_PX` high (a little smaller on the narrowest cards, never
below `SMALLEST_PX`), on one line: "K♠", "ZAP 10".  An Origen card too
narrow for "DIVA 50" on one line carries its value under its name, as the
art's own corner does; a card too narrow even for that cuts its plate's
text, and the table's layout (`table_layout.meld_fit`) never draws meld
cards that small when it can help it (`plate_fits`).

`index_rect` is what the table's layout keeps uncovered (the next card of a
meld column starts below it, the next column right of it), and what the
window-fit tests check.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Mapping, NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ..model.rules import CardDesign
from .card_art import ArtRole, origen_kind, parse_code

LEGIBLE_PX = 10  # index text this high is read without effort (device-independent px)
SMALLEST_PX = 8  # ... and no plate text is smaller, even on the narrowest card
PLATE_PAD = 2.0
PLATE_INK = QColor("#1a1a1a")
PLATE_RED = QColor("#c62828")
PLATE_PAPER = QColor(255, 252, 240, 240)
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
THIN_SPACE = "\u2009"


@dataclass(frozen=True)
class DeckIndex:
    """How a deck's cards show their index."""

    art_legible_from: int  # card height (px) from which the art's own index reads well
    art_corner: tuple[float, float, float, float]  # the art's index: x, y, w, h in card fractions
    widest: str  # the widest plate text: every card of a zone gets the same plate
    names_cards: bool  # Origen: a short name and a value, not a rank and a suit
    # The art's paper, painted over the art's index under a plate, inside the
    # card's frame (from `frame_inset` of its height): the plate, one line
    # high, left the lower part of Origen's two-line index showing under it
    # (play-tests: "RET 5" over a cut "RET"). None: the index is left as is.
    paper: str | None = None
    frame_inset: float = 0.0


DECK_INDEX = {
    # The standard deck's rank is about 0.13 of the card's height.
    CardDesign.STANDARD.value: DeckIndex(78, (0.0, 0.0, 0.2, 0.22), "10\u2665", False),
    # Origen's value is 0.052 of it; its index spans x 13..75, y 0..72 of 240×347.
    # Its frame line runs at y 7 of 347, inside the paper #fffaf0.
    CardDesign.ORIGEN.value: DeckIndex(180, (0.05, 0.0, 0.27, 0.21), f"DIVA{THIN_SPACE}50",
                                       True, paper="#fffaf0", frame_inset=0.03),
}


def deck_index(deck: str) -> DeckIndex:
    return DECK_INDEX.get(deck, DECK_INDEX[CardDesign.STANDARD.value])


def plate_font(pixels: int) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(pixels)
    font.setBold(True)
    return font


def index_text(code: str, deck: str, letters: Mapping[str, str] | None = None) -> str:
    """What the plate says: rank and suit ("10♥"), or Origen's short name
    and value ("ZAP 10").  `letters`: the court cards' letters where the
    language has its own ({"K": "R"...}: "R♥"), as the card's corner says."""
    rank, suit = parse_code(code)
    if deck_index(deck).names_cards:
        kind = origen_kind(code)
        if kind.role is ArtRole.BONUS:
            return kind.short  # Sol: its bonus is no meld value (and "+100" would not fit)
        return f"{kind.short}{THIN_SPACE}{kind.points}"
    if suit is None:
        return "\u2605"
    return ("10" if rank == "T" else (letters or {}).get(rank, rank)) + SUIT_SYMBOLS[suit]


def has_plate(height: float, deck: str) -> bool:
    return height < deck_index(deck).art_legible_from


class Plate(NamedTuple):
    """The plate of the cards of one width (every card of a zone gets the same)."""

    pixels: int  # text height
    width: float
    height: float
    stacked: bool  # Origen's value on a line of its own, under the name
    fits: bool  # the deck's widest index is whole on it (False: it is cut)


@lru_cache(maxsize=256)
def _plate(width: int, deck: str) -> Plate:
    """The plate for cards `width` wide: the largest text up to LEGIBLE_PX
    in which the deck's widest index fits on one line or, for Origen, with
    the value under the name; else the smallest text, cut at the card's edge."""
    widest = deck_index(deck).widest
    layouts = [(False, [widest])]
    if deck_index(deck).names_cards:
        layouts.append((True, widest.split(THIN_SPACE)))
    for stacked, lines in layouts:
        for pixels in range(LEGIBLE_PX, SMALLEST_PX - 1, -1):
            metrics = QFontMetricsF(plate_font(pixels))
            text_w = max(metrics.horizontalAdvance(line) for line in lines) + 2 * PLATE_PAD
            if text_w <= width - 2:
                return Plate(pixels, text_w, metrics.height() * len(lines) + 1, stacked, True)
    stacked, lines = layouts[-1]
    metrics = QFontMetricsF(plate_font(SMALLEST_PX))
    return Plate(SMALLEST_PX, width - 2.0, metrics.height() * len(lines) + 1, stacked, False)


def index_rect(height: float, width: float, deck: str) -> QRectF:
    """Where a card of this size shows its index, from its top-left corner:
    the plate, or the art's own corner where it is large enough."""
    if not has_plate(height, deck):
        x, y, w, h = deck_index(deck).art_corner
        return QRectF(x * width, y * height, w * width, h * height)
    plate = _plate(int(width), deck)
    return QRectF(1.0, 1.0, plate.width, plate.height)


def index_pixels(height: float, width: float, deck: str) -> int:
    """The height of the plate's text (0: no plate, the art's index shows)."""
    return _plate(int(width), deck).pixels if has_plate(height, deck) else 0


def plate_fits(height: float, width: float, deck: str) -> bool:
    """Every index of the deck reads whole on a card of this size."""
    return not has_plate(height, deck) or _plate(int(width), deck).fits


def plate_text(code: str, deck: str, height: float, width: float,
               letters: Mapping[str, str] | None = None) -> str:
    """The plate's text as drawn, a line break between the lines."""
    text = index_text(code, deck, letters)
    if has_plate(height, deck) and _plate(int(width), deck).stacked:
        return text.replace(THIN_SPACE, "\n")
    return text


def art_index_hidden(height: float, width: float, deck: str) -> QRectF | None:
    """The part of the art's own index painted over with its paper under a
    plate (None: none is)."""
    index = deck_index(deck)
    if index.paper is None or not has_plate(height, deck):
        return None
    x, y, w, h = index.art_corner
    top = max(y, index.frame_inset)
    return QRectF(x * width, top * height, w * width, (y + h - top) * height)


def paint_plate(painter: QPainter, code: str, deck: str, height: float, width: float,
                letters: Mapping[str, str] | None = None) -> None:
    """The plate of a small face-up card, over the art's unreadable index
    (`letters`: the court cards' letters, as `index_text`)."""
    rect = index_rect(height, width, deck)
    index = deck_index(deck)
    red = not index.names_cards and (code[-1:] in "HD" or code == "JK")
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    hidden = art_index_hidden(height, width, deck)
    if hidden is not None and index.paper is not None:
        painter.fillRect(hidden, QColor(index.paper))
    painter.setBrush(PLATE_PAPER)
    painter.drawRoundedRect(rect, 2.5, 2.5)
    painter.setFont(plate_font(index_pixels(height, width, deck)))
    painter.setPen(QPen(PLATE_RED if red else PLATE_INK))
    painter.drawText(rect.adjusted(PLATE_PAD, 0, 0, 0),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                     plate_text(code, deck, height, width, letters))
    painter.restore()


__all__ = ["LEGIBLE_PX", "art_index_hidden", "deck_index", "has_plate", "index_pixels",
           "index_rect", "index_text", "paint_plate", "plate_fits", "plate_text"]

"""The table's other items: drop zones that light up, labels, meld zones,
and the frames a hint draws around the places it names.

They change only when the table is laid out again, so each keeps its
drawing in a pixmap (DeviceCoordinateCache) that the view copies: antialiased
plates and text cost a few milliseconds per frame otherwise.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache
LIT_COLOR = QColor(255, 230, 120)
TEXT_COLOR = QColor("#f3f1e6")
HINT_COLOR = QColor("#4fe0ff")
HINT_Z = 900.0  # above the cards (a frame is only an outline), below a drag
HINT_GAP = 5.0  # a hint frame stands this far outside its place
HINT_GLOW = 7.0  # the width of its glowing pen


class ZoneItem(QGraphicsItem):
    """A place cards may be dropped on, named by its controller target.

    It is invisible until a drag makes it a legal target (`lit`), brighter
    while the cards hover over it.  A `framed` zone (the "new meld" area)
    always shows a dashed outline and its caption.
    """

    def __init__(self, target: str, caption: str = "", framed: bool = False) -> None:
        super().__init__()
        self.setCacheMode(CACHED)
        self.target = target
        self.caption = caption
        self.framed = not framed  # so that set_framed sets the cache mode
        self.set_framed(framed)
        self.lit = False
        self.hovered = False
        self._rect = QRectF()
        self._frame = QRectF()
        self.setZValue(-5)

    def set_rect(self, rect: QRectF, frame: QRectF | None = None) -> None:
        """`rect` takes the drops; `frame` (default: all of it) is what a
        framed zone outlines while nothing is dragged."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self._frame = QRectF(frame) if frame is not None else QRectF(rect)
        self.update()

    def set_framed(self, framed: bool) -> None:
        """Show the dashed outline while nothing is dragged (an empty pile's
        place), or not."""
        if framed == self.framed:
            return
        self.framed = framed
        # Invisible until lit: nothing worth a cached pixmap to copy each frame.
        self.setCacheMode(CACHED if framed else QGraphicsItem.CacheMode.NoCache)
        self.update()

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def frame(self) -> QRectF:
        """What a person sees of a framed zone (the drops' area for others)."""
        return QRectF(self._frame)

    def set_state(self, lit: bool, hovered: bool = False) -> None:
        if (lit, hovered) != (self.lit, self.hovered):
            self.lit, self.hovered = lit, hovered
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self._rect if self.lit else self._frame
        radius = min(self._frame.width(), self._frame.height()) * 0.08
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit:
            fill = QColor(LIT_COLOR)
            fill.setAlpha(95 if self.hovered else 45)
            painter.setBrush(fill)
            painter.setPen(QPen(LIT_COLOR, 3.0 if self.hovered else 2.0))
            painter.drawRoundedRect(rect, radius, radius)
        elif self.framed:
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.setPen(QPen(QColor(255, 255, 255, 110), 1.5, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect, radius, radius)
        if self.framed and self.caption:
            rect = self._frame
            font = QFont("DejaVu Sans")
            size = max(8, round(min(rect.width() * 0.2, rect.height() * 0.14)))
            font.setPixelSize(size)
            font.setBold(True)
            widest = max(QFontMetricsF(font).horizontalAdvance(line)
                         for line in self.caption.split("\n"))
            if widest > rect.width() * 0.92 and widest > 0:
                font.setPixelSize(max(7, int(size * rect.width() * 0.92 / widest)))
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 220 if self.lit else 150))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.caption)


class LabelItem(QGraphicsItem):
    """A short text on a dark rounded plate (names, counts, captions)."""

    def __init__(self, text: str = "", pixel_size: int = 13, bold: bool = False,
                 plate: bool = True) -> None:
        super().__init__()
        self.setCacheMode(CACHED)
        self._text = text
        self.full_text = text
        self._font = QFont("DejaVu Sans")
        self._font.setPixelSize(pixel_size)
        self._font.setBold(bold)
        self.plate = plate
        self.color = QColor(TEXT_COLOR)
        self.plate_color = QColor(0, 0, 0, 120)
        self.accent: QColor | None = None  # an outline: the side's colour (team_colours)
        self.setZValue(50)
        self._rect = QRectF()
        self._measure()

    def text(self) -> str:
        return self.full_text

    @staticmethod
    def text_width(text: str, pixel_size: int) -> float:
        """Width of the plate `text` needs at this size."""
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(7, pixel_size))
        metrics = QFontMetricsF(font)
        width = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        return width + metrics.height() * 0.9

    def pixel_size(self) -> int:
        """The text's size as shown (a long one may be a little smaller)."""
        return self._font.pixelSize()

    def shown_text(self) -> str:
        """The text as laid out (wrapped lines included), for checks that nothing is cut."""
        return self._text

    def line_height(self) -> float:
        return QFontMetricsF(self._font).height()

    def set_text(self, text: str, pixel_size: int | None = None,
                 color: QColor | None = None, max_width: float | None = None,
                 wrap: bool = False, tail: str = "", shrink: float = 1.0) -> None:
        """Show `text`; with `max_width`, lines too long are broken between
        words (`wrap`) or end with an ellipsis (the full text stays in
        `text()` and in the tooltip); a line ending with `tail` (a count)
        keeps it whole, the ellipsis comes before it.  With `shrink` below 1,
        the text may first get smaller, down to that share of `pixel_size`,
        so that a long name is shown whole where a little room is missing.
        With both, the text takes the size that shortens no word, then
        breaks it into the fewest lines (after a hyphen too: "Marie-Christine"
        / "Duvernay"), then is largest; shortened anyway, the smallest."""
        self.full_text = text
        if max_width is not None and pixel_size is not None:
            font = QFont(self._font)
            lines = text.split("\n")
            smallest = max(7, math.ceil(pixel_size * shrink))
            best: tuple | None = None
            for size in range(max(7, pixel_size), min(smallest, pixel_size) - 1, -1):
                font.setPixelSize(max(7, size))
                metrics = QFontMetricsF(font)
                room = max(10.0, max_width - metrics.height() * 0.9)
                laid = ([part for line in lines for part in _wrapped(line, metrics, room)]
                        if wrap else lines)
                cut = any(metrics.horizontalAdvance(line) > room for line in laid)
                # Cut all the same, the smallest size shows the most of it.
                key = (cut, len(laid), size if cut else 0)
                if best is None or key < best[0]:
                    best = (key, size, metrics, room, laid)
                if not cut and len(laid) == len(lines):
                    break  # whole, and not broken: no smaller size reads better
            assert best is not None
            _, pixel_size, metrics, room, lines = best
            lines = [_elided(line, metrics, room, tail) for line in lines]
            shown = "\n".join(lines)
            self.setToolTip(text if shown != text else "")
            text = shown
        changed = text != self._text
        if pixel_size is not None and pixel_size != self._font.pixelSize():
            self._font.setPixelSize(max(7, pixel_size))
            changed = True
        if color is not None and color != self.color:
            self.color = QColor(color)
            changed = True
        if changed:
            self._text = text
            self._measure()

    def _measure(self) -> None:
        metrics = QFontMetricsF(self._font)
        lines = self._text.split("\n") or [""]
        width = max(metrics.horizontalAdvance(line) for line in lines)
        height = metrics.height() * len(lines)
        pad_x, pad_y = metrics.height() * 0.45, metrics.height() * 0.12
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, width + 2 * pad_x, height + 2 * pad_y)
        self.update()

    def size(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.plate:
            radius = self._rect.height() * 0.3
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.plate_color)
            painter.drawRoundedRect(self._rect, radius, radius)
        if self.accent is not None:
            width = max(2.0, self._rect.height() * 0.06)
            edge = self._rect.adjusted(width / 2, width / 2, -width / 2, -width / 2)
            radius = edge.height() * 0.3
            painter.setPen(QPen(self.accent, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(edge, radius, radius)
        painter.setFont(self._font)
        painter.setPen(self.color)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self._text)


def _wrapped(line: str, metrics: QFontMetricsF, room: float) -> list[str]:
    """`line` broken between words into lines no wider than `room`; a word
    too wide for a line of its own is broken after a hyphen within it too
    ("Chloé-" / "Marguerite"), a word that fits never is: "Marie-Christine"
    / "Dubois-Lefèvre", not "Marie-Christine Dubois-" / "Lefèvre" (play-test
    s33, as the side panel keeps names whole)."""
    out: list[str] = []
    for word in line.split(" "):
        too_wide = metrics.horizontalAdvance(word) > room
        for i, part in enumerate(_AFTER_HYPHEN.split(word) if too_wide else [word]):
            glue = "" if i else " "
            if out and metrics.horizontalAdvance(out[-1] + glue + part) <= room:
                out[-1] += glue + part
            else:
                out.append(part)
    return out or [""]


_AFTER_HYPHEN = re.compile(r"(?<=[^\s-]-)(?=[^\s-])")  # "Chloé-|Marguerite", not "-|x" or "--"


class _RectItem(QGraphicsItem):
    """An item drawn inside a rectangle that the layout sets."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(CACHED)
        self._rect = QRectF()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def rect(self) -> QRectF:
        return QRectF(self._rect)


class PanelItem(_RectItem):
    """A darker patch of felt under a team's melds."""

    def __init__(self, color: QColor) -> None:
        super().__init__()
        self.color = color
        self.setZValue(-10)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 25), 1.0))
        painter.setBrush(self.color)
        radius = min(self._rect.width(), self._rect.height()) * 0.06
        painter.drawRoundedRect(self._rect, radius, radius)


class HintFrame(_RectItem):
    """A glowing outline around a place a hint names (the stock, the pile, a
    meld): drawn over the cards, so only its edge covers them."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(HINT_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(self._rect.width(), self._rect.height()) * 0.08
        glow = QColor(HINT_COLOR)
        glow.setAlpha(70)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(glow, HINT_GLOW))
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(QPen(HINT_COLOR, 3.0))
        painter.drawRoundedRect(self._rect, radius, radius)


def _elided(line: str, metrics: QFontMetricsF, room: float, tail: str) -> str:
    """`line` in `room`, shortened with an ellipsis before its `tail`."""
    if tail and line.endswith(tail) and metrics.horizontalAdvance(line) > room:
        head_room = max(0.0, room - metrics.horizontalAdvance(tail))
        head = metrics.elidedText(line[:-len(tail)], Qt.TextElideMode.ElideRight, head_room)
        return head + tail
    return metrics.elidedText(line, Qt.TextElideMode.ElideRight, room)

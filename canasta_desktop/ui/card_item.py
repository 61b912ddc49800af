"""One card on the table: a face or a back, drawn from the deck's pixmaps.

A CardItem is only graphics (KPatience's KCard was both domain object and
graphics item; we keep them apart): it knows the card's code, its size and
how it is shown (selected, focused, hinted, crosswise), never a rule.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .card_faces import CardFaces
from .table_items import HINT_COLOR  # Edit → Hint: the cards the suggestion plays

SELECTED_COLOR = QColor("#ffd54a")
FOCUS_COLOR = QColor("#ffffff")
FOCUS_EDGE = QColor("#1b3a6b")
FRESH_COLOR = QColor("#ff9f43")  # the card just drawn, for a moment (hint: cyan, selection: yellow)
MARGIN = 4.0  # room around the card for the selection and focus outlines


class CardItem(QGraphicsObject):
    """`key` is the card id for a face-up card, or a tuple naming a back."""

    def __init__(self, faces: CardFaces, key: object, code: str | None, height: int,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.faces = faces
        self.key = key
        self.code = code  # None: shown face down
        self._height = max(8, int(height))
        self._width = faces.width_for(self._height)
        self.selected = False
        self.focused = False
        self.dimmed = False
        self.hinted = False
        self.fresh = False  # just drawn: outlined for a moment
        self.shown_width = 0.0  # the part of it in sight in a fan (0: all of it)
        self._look: tuple | None = None  # what set_look() last showed
        self._pixmap: QPixmap | None = None
        self._pixmap_key: tuple | None = None
        self._animation: QPropertyAnimation | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # ------------------------------------------------------------ properties
    @property
    def card(self) -> int | None:
        return self.key if isinstance(self.key, int) else None

    @property
    def width(self) -> float:
        return self._width

    @property
    def height(self) -> int:
        return self._height

    def set_look(self, code: str | None, height: int, selected: bool = False,
                 focused: bool = False, crosswise: bool = False, dimmed: bool = False,
                 hinted: bool = False, fresh: bool = False, shown_width: float = 0.0) -> None:
        height = max(8, int(height))
        look = (self.faces, code, height, selected, focused, crosswise, dimmed, hinted, fresh,
                shown_width)
        if look == self._look:
            return  # unchanged: no repaint (a move changes a few cards, not all)
        self._look = look
        if height != self._height or self._width != self.faces.width_for(height):
            self.prepareGeometryChange()
            self._height = height
            self._width = self.faces.width_for(height)
        self.code = code
        self.selected = selected
        self.focused = focused
        self.dimmed = dimmed
        self.hinted = hinted
        self.fresh = fresh
        self.shown_width = shown_width
        self.setTransformOriginPoint(self._width / 2, self._height / 2)
        self.setRotation(90.0 if crosswise else 0.0)
        self.update()

    def card_rect(self) -> QRectF:
        """The card itself in scene coordinates (without the outline margin)."""
        return self.mapRectToScene(QRectF(0, 0, self._width, self._height))

    # ------------------------------------------------------------- movement
    def move_to(self, pos: QPointF, duration_ms: int) -> None:
        """Go to `pos`, sliding there when a duration is given."""
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        if duration_ms <= 0 or (self.pos() - pos).manhattanLength() < 0.5:
            self.setPos(pos)
            return
        animation = QPropertyAnimation(self, b"pos", self)
        animation.setDuration(duration_ms)
        animation.setStartValue(self.pos())
        animation.setEndValue(pos)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.start()
        self._animation = animation

    def sliding(self) -> bool:
        """Whether it is on its way to its place (`move_to` with a duration)."""
        running = QAbstractAnimation.State.Running
        return self._animation is not None and self._animation.state() == running

    # -------------------------------------------------------------- drawing
    def boundingRect(self) -> QRectF:
        return QRectF(-MARGIN, -MARGIN, self._width + 2 * MARGIN, self._height + 2 * MARGIN)

    def _pixmap_for(self, dpr: float) -> QPixmap:
        """The face (or back) at this size, kept until the look changes: a
        frame paints every card, and the deck's lookup is not free."""
        key = (self.faces, self.code, self._height, dpr)
        if key != self._pixmap_key:
            self._pixmap = (self.faces.back(self._height, dpr) if self.code is None
                            else self.faces.face(self.code, self._height, dpr))
            self._pixmap_key = key
        assert self._pixmap is not None  # set just above for the current key
        return self._pixmap

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        device = painter.device()
        transform = painter.transform()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        dpr *= max(1.0, transform.m11())
        # The pixmap is rendered at this very size: drawn at its own size, with
        # no smoothing unless the view turns or zooms it, it is a plain copy
        # (scaling it by a fraction of a pixel made it several times slower).
        transformed = transform.isScaling() or transform.isRotating()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, transformed)
        painter.drawPixmap(QPointF(0, 0), self._pixmap_for(dpr))
        if not (self.dimmed or self.hinted or self.selected or self.focused or self.fresh):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        target = QRectF(0, 0, self._width, self._height)
        radius = self._height * 0.055
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(target, radius, radius)
        # A card in a fan, not lifted, is outlined round the part in sight:
        # round its whole width, the frame ran on above and below the next
        # card, which looked lit too (play-test: "meld the 4♣", the 3♠ framed).
        lifted = self.selected or self.focused
        shown = (target if lifted or not 0 < self.shown_width < self._width
                 else QRectF(0, 0, self.shown_width - 1.5, self._height))
        if self.fresh:
            painter.setPen(QPen(FRESH_COLOR, 4.0))
            painter.setBrush(QColor(255, 159, 67, 45))
            painter.drawRoundedRect(shown.adjusted(-2.5, -2.5, 2.5, 2.5), radius, radius)
        if self.hinted:
            # Over the just-drawn outline: the hint is what the player asked
            # for (play-test: "discard the 6♦", the card just drawn, unlit).
            painter.setPen(QPen(HINT_COLOR, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(shown.adjusted(-2, -2, 2, 2), radius, radius)
        if self.selected:
            painter.setPen(QPen(SELECTED_COLOR, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            # Under the keyboard's frame the ring goes just inside the card
            # (play-test: the frame hid it, so Space seemed to do nothing).
            ring = (target.adjusted(2.5, 2.5, -2.5, -2.5) if self.focused
                    else target.adjusted(-1.5, -1.5, 1.5, 1.5))
            painter.drawRoundedRect(ring, radius, radius)
        if self.focused:
            # Solid, with a dark edge: seen on the felt and on a white card alike.
            painter.setBrush(Qt.BrushStyle.NoBrush)
            frame = target.adjusted(-2, -2, 2, 2)  # within MARGIN, the edge's width included
            painter.setPen(QPen(FOCUS_EDGE, 4.0))
            painter.drawRoundedRect(frame, radius, radius)
            painter.setPen(QPen(FOCUS_COLOR, 2.0))
            painter.drawRoundedRect(frame, radius, radius)

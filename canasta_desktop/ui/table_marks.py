"""What the table marks for a moment: the hint's cards and places, the
cards just drawn, and where newly shown cards slide in from."""

from __future__ import annotations

import weakref
from typing import Callable, Iterable, Sequence, cast

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmap, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ..model.events import (Discarded, Drew, Event, FootPickedUp, LaidOff, Melded, PileTaken,
                            RedThreeLaid, RedThreeSource)
from ..session import gestures
from .table_canvas import TableCanvas
from .table_items import HINT_GAP, HintFrame
from .table_layout import TableLayout

FELT_CENTRE = QColor("#2e7d4f")
FELT_EDGE = QColor("#164a2c")
FRESH_MS = 1800  # how long a card just drawn stays outlined in the hand


class HintMarks:
    """A hint (Edit → Hint): the hand cards it plays get a glowing outline
    (drawn by the hand), the places it goes to a glowing frame."""

    def __init__(self, canvas: TableCanvas) -> None:
        self.canvas = canvas
        self.cards: frozenset[int] = frozenset()
        self.places: frozenset[str] = frozenset()
        self._frames: dict[str, HintFrame] = {}

    def show(self, cards: Iterable[int], places: Iterable[str]) -> None:
        self.cards = frozenset(cards)
        self.places = frozenset(places)

    def meld_to_follow(self, hand: Sequence[int], own_melds: Iterable[str]
                       ) -> tuple[list[int], str] | None:
        """The hand cards the hint lit and the one place they go, when the
        hint melds or adds them to the side's melds (M plays it); None for
        a discard, a take, or a hint of several places."""
        cards = [c for c in hand if c in self.cards]
        if not cards or len(self.places) != 1:
            return None
        place, = self.places
        if place != gestures.NEW_MELD and place not in set(own_melds):
            return None
        return cards, place

    def place_frames(self) -> None:
        scene = self.canvas.scene
        for target in set(self._frames) | self.places:
            zone = self.canvas.zones.get(target)
            frame = self._frames.get(target)
            if target not in self.places or zone is None:
                if frame is not None:
                    scene.removeItem(self._frames.pop(target))
                continue
            if frame is None:
                frame = self._frames[target] = HintFrame()
                scene.addItem(frame)
            rect = zone.frame() if zone.framed else zone.rect()
            frame.set_rect(rect.adjusted(-HINT_GAP, -HINT_GAP, HINT_GAP, HINT_GAP))

    def hinted_cards(self) -> set[int]:
        """The cards drawn with the hint's outline."""
        return {item.card for item in self.canvas.items.values()
                if item.hinted and item.card is not None}

    def frame_rect(self, target: str) -> QRectF | None:
        """Where the hint's frame round `target` reaches, glow included."""
        frame = self._frames.get(target)
        return frame.sceneBoundingRect() if frame is not None else None

    def hinted_places(self) -> set[str]:
        """The places (drop targets) framed by the hint."""
        return {target for target, frame in self._frames.items() if frame.isVisible()}

    def frame(self, target: str) -> QRectF:
        frame = self._frames.get(target)
        return frame.rect() if frame is not None else QRectF()


class CardArrivals:
    """Where newly shown cards come from (to slide them in), and the cards
    the player just drew, outlined for a moment (FRESH_MS)."""

    def __init__(self, parent: QObject, canvas: TableCanvas) -> None:
        self.origins: dict[int, QPointF] = {}
        self.fresh: frozenset[int] = frozenset()
        self.canvas = canvas
        self._timer = QTimer(parent)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade)

    def _fade(self) -> None:
        # Only the outline goes: a drag under way is left alone.
        self.fresh = frozenset()
        for item in self.canvas.items.values():
            if item.fresh:
                item.fresh = False
                item.update()

    def note(self, events: Iterable[Event], me: int | None, lay: TableLayout,
             seat_anchor: Callable[[int], QPointF]) -> None:
        events = list(events)
        drawn = [card for event in events if isinstance(event, Drew) and event.seat == me
                 for card in event.cards]
        if drawn:
            self.fresh = frozenset(drawn)
            self._timer.start(FRESH_MS)
        origins = self.origins
        for event in events:
            if isinstance(event, Drew):
                for card in event.cards:
                    origins[card] = QPointF(lay.stock)
            elif isinstance(event, RedThreeLaid) and event.source is RedThreeSource.STOCK:
                origins[event.card] = QPointF(lay.stock)
            elif isinstance(event, PileTaken):
                for card in event.cards:
                    origins.setdefault(card, QPointF(lay.pile))
            elif isinstance(event, FootPickedUp):
                for card in event.cards:
                    origins.setdefault(card, QPointF(lay.foot))
            elif isinstance(event, (Melded, LaidOff)):
                for card in event.cards:
                    origins.setdefault(card, seat_anchor(event.seat))
            elif isinstance(event, (Discarded, RedThreeLaid)):
                origins.setdefault(event.card, seat_anchor(event.seat))


class Felt:
    """The green baize, drawn once per size (and pixel ratio) and then copied:
    a radial gradient costs a few milliseconds per frame at 1920×1080."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = cast(QGraphicsScene, weakref.proxy(scene))  # no cycle (see TableCanvas)
        self._cached: tuple[tuple[int, int, float], QPixmap] | None = None

    def paint(self, painter: QPainter, exposed: QRectF) -> None:
        rect = QRectF(exposed)
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        scene = self.scene.sceneRect()
        if not scene.contains(rect):
            painter.fillRect(rect, FELT_EDGE)  # beyond the table's edge
        shown = rect.intersected(scene)
        felt = self._pixmap(dpr)
        at = shown.translated(-scene.topLeft())
        source = QRectF(at.topLeft() * dpr, at.size() * dpr)
        painter.drawPixmap(shown, felt, source)

    def _pixmap(self, dpr: float) -> QPixmap:
        scene = self.scene.sceneRect()
        key = (round(scene.width()), round(scene.height()), dpr)
        if self._cached is None or self._cached[0] != key:
            pixmap = QPixmap(max(1, round(scene.width() * dpr)),
                             max(1, round(scene.height() * dpr)))
            pixmap.setDevicePixelRatio(dpr)
            gradient = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.7)
            gradient.setColorAt(0.0, FELT_CENTRE)
            gradient.setColorAt(1.0, FELT_EDGE)
            felt_painter = QPainter(pixmap)
            felt_painter.fillRect(QRectF(0, 0, scene.width(), scene.height()), gradient)
            felt_painter.end()
            self._cached = (key, pixmap)
        return self._cached[1]

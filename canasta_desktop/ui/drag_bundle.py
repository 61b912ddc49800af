"""The cards of a drag, carried as one bundle under the pointer.

Several selected hand cards dragged together gather, when the drag starts,
into a small overlapping fan around the card the player grabbed (KPat's way
with a run of cards): that card stays where he holds it, the others close up
on either side of it in the hand's order, so the whole bundle travels under
the pointer.  Play-test s33 F1: each card kept its distance from the grabbed
one, and cards selected at the other end of the hand trailed far off, past
the felt's edge.  When the table slides its cards (its speed is not
Instant), the cards slide into the fan; a lone card, the pile's top card and
the stock just follow the pointer where they were grabbed.

The bundle only places the items: where a drop goes is judged by the table
(`table_input`) at the pointer, and a refused or cancelled drop lays the
table out again, the cards going back to their places in the hand.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation

from .card_item import CardItem

FAN_STEP = 0.3  # of a card's width, from one card of the bundle to the next
FAN_SPREAD = 1.0  # the widest a bundle spreads beyond one card, in card widths


def fan_offsets(items: Sequence[CardItem], pointer: QPointF) -> list[QPointF]:
    """Where each card goes relative to the pointer: the grabbed card (the
    topmost under the pointer) keeps its place under it, the others close up
    to it in their order, a short step apart, at its height."""
    if not items:
        return []
    held = grabbed(items, pointer)
    base = items[held].pos() - pointer
    width = items[held].width
    step = width * FAN_STEP
    if len(items) > 1:
        step = min(step, width * FAN_SPREAD / (len(items) - 1))
    return [base + QPointF((i - held) * step, 0.0) for i in range(len(items))]


def grabbed(items: Sequence[CardItem], pointer: QPointF) -> int:
    """The index of the card under the pointer (the topmost, as a click
    finds it); else the nearest."""
    under = [i for i, item in enumerate(items) if item.card_rect().contains(pointer)]
    if under:
        return max(under, key=lambda i: items[i].zValue())

    def distance(i: int) -> float:
        return (items[i].card_rect().center() - pointer).manhattanLength()
    return min(range(len(items)), key=distance)


class DragBundle:
    """The dragged items and where each sits relative to the pointer, moving
    from where it was grabbed to its place in the fan over `slide_ms`."""

    def __init__(self, items: Sequence[CardItem], pointer: QPointF, slide_ms: int,
                 gather: bool = True) -> None:
        self.items = list(items)
        self.pointer = QPointF(pointer)
        self._start = [item.pos() - pointer for item in self.items]
        self._end = (fan_offsets(self.items, pointer) if gather and len(self.items) > 1
                     else list(self._start))
        self._share = 1.0
        self._slide: QVariantAnimation | None = None
        if slide_ms > 0 and self._start != self._end:
            self._share = 0.0
            slide = QVariantAnimation()
            slide.setStartValue(0.0)
            slide.setEndValue(1.0)
            slide.setDuration(slide_ms)
            slide.setEasingCurve(QEasingCurve.Type.OutCubic)
            slide.valueChanged.connect(self._slid)
            slide.start()
            self._slide = slide
        self.follow(pointer)

    def offsets(self) -> list[QPointF]:
        """Each card's place relative to the pointer now."""
        share = self._share
        return [start + (end - start) * share for start, end in zip(self._start, self._end)]

    def follow(self, pointer: QPointF) -> None:
        """The pointer moved: the bundle goes with it."""
        self.pointer = QPointF(pointer)
        for item, offset in zip(self.items, self.offsets()):
            item.setPos(pointer + offset)

    def stop(self) -> None:
        """The drag ended: the table places the cards from here on."""
        if self._slide is not None:
            self._slide.stop()
            self._slide.valueChanged.disconnect(self._slid)
            self._slide = None

    def _slid(self, share: object) -> None:
        self._share = float(share)  # type: ignore[arg-type]
        self.follow(self.pointer)

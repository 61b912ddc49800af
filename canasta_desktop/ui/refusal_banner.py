"""Why a move was refused, shown whole on the table until the player acts again.

The status bar cuts long sentences off and the next message overwrites them,
so a refusal also appears in a word-wrapped box drawn over the table's view:
just above the point where the cards were dropped (or clicked), else above
the player's hand for a key; slid aside (or up or down) off the stock's and
the pile's counts (play-test: a card refused on the side's first meld hid
"Stock 57" and "Pile 2" at 1280×720), and off what else the caller keeps
clear (the name plates, the opponents' melds...): where nothing is clear of
all of it, where it hides the least.  Above all it keeps out from under the
windows open over the table (the score keeper, a question's box), where it
would not be seen: what it covers on the table is back at the next action.
It has no timer: the player's next mouse press or key on the table (the
scene's `player_acts`), Undo, the end of the deal, leaving the deal's end
(the next deal) or a new game takes it away.  It lets the mouse through, so
it never hides a card from a click.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QLabel

from .place_again import PlaceAgain

MAX_WIDTH = 520  # device-independent pixels: a sentence or two per line
MARGIN = 8  # from the view's edges
GAP = 14  # between the drop point and the box


class RefusalBanner(QLabel):
    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view.viewport())
        self.view = view
        self.setObjectName("refusalBanner")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(
            "QLabel#refusalBanner { background: rgba(120, 20, 20, 235); color: white;"
            " border: 1px solid rgba(255, 255, 255, 160); border-radius: 6px;"
            " padding: 8px 12px; font-weight: bold; }")
        self.hide()
        # Where it was asked for, as a share of the view's width and height
        # (the table is laid out to the view's size), and what to keep clear
        # of: the view resized, the box is placed again (play-test: it
        # stayed at its old pixels, over the pile and the opponents' melds).
        self._near: QPointF | None = None
        self._keep_clear: Callable[[], Sequence[QRect]] = lambda: ()
        self._unseen: Callable[[], Sequence[QRect]] = lambda: ()
        self._again = PlaceAgain(view.viewport(), (QEvent.Type.Resize,), self.isVisible,
                                 self._follow_view, self)

    def show_message(self, text: str, near: QPoint | None = None,
                     keep_clear: Sequence[QRect] | Callable[[], Sequence[QRect]] = (),
                     unseen: Callable[[], Sequence[QRect]] = lambda: ()) -> None:
        """Show `text` whole, above `near` (viewport pixels) when given, off
        the `keep_clear` rectangles and, before them, off the `unseen` ones,
        the windows over the view (viewport pixels; a function giving them
        is asked again when the view is resized)."""
        self.setText(text)
        size = self.view.viewport().size()
        self._near = (None if near is None or size.isEmpty()
                      else QPointF(near.x() / size.width(), near.y() / size.height()))
        rects = list(keep_clear()) if callable(keep_clear) else list(keep_clear)
        self._keep_clear = keep_clear if callable(keep_clear) else (lambda: rects)
        self._unseen = unseen
        self._place(near, rects, unseen())
        self.show()
        self.raise_()

    def _follow_view(self) -> None:
        size = self.view.viewport().size()
        near = (None if self._near is None
                else QPoint(round(self._near.x() * size.width()),
                            round(self._near.y() * size.height())))
        self._place(near, self._keep_clear(), self._unseen())

    def dismiss(self) -> None:
        self.hide()

    def _place(self, near: QPoint | None, keep_clear: Sequence[QRect],
               unseen: Sequence[QRect]) -> None:
        area = self.view.viewport().rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        width = min(MAX_WIDTH, area.width())
        height = min(self.heightForWidth(width), area.height())
        if near is None:  # a key: above the hand, in the middle
            near = QPoint(area.center().x(), int(area.bottom() - area.height() * 0.28))
        box = QRect(0, 0, width, height)
        box.moveCenter(QPoint(near.x(), 0))
        box.moveBottom(near.y() - GAP)
        if box.top() < area.top():  # no room above: below the point
            box.moveTop(near.y() + GAP)
        box = _inside(box, area)
        if any(box.intersects(rect) for rect in [*keep_clear, *unseen]):
            box = _clear_of(box, keep_clear, unseen, area, near)
        self.setGeometry(box)


def _inside(box: QRect, area: QRect) -> QRect:
    box = QRect(box)
    box.moveLeft(max(area.left(), min(box.left(), area.right() - box.width() + 1)))
    box.moveTop(max(area.top(), min(box.top(), area.bottom() - box.height() + 1)))
    return box


def _clear_of(box: QRect, keep_clear: Sequence[QRect], unseen: Sequence[QRect], area: QRect,
              near: QPoint) -> QRect:
    """`box` moved off every rectangle of `unseen` and `keep_clear`, never
    onto `near` itself: sideways while it still stands over `near` (at the
    same height it still reads as the reason for the cards there), else the
    least up or down.  Where nothing fits (a table too small for both), out
    from under `unseen` first (a banner half under the score keeper's window
    is half read), then where it hides the least."""
    blocks = list(keep_clear)
    windows = list(unseen)
    whole = QRect()
    for rect in blocks + windows:
        whole = whole.united(rect)
    # Beside, above or below each block, and both at once: with the name
    # plates to keep clear too, one move alone often lands on another block.
    xs, ys = {0}, {0}
    for block in blocks + windows + [whole]:
        xs |= {block.right() + GAP - box.left(), block.left() - GAP - box.right()}
        ys |= {block.top() - GAP - box.bottom(), block.bottom() + GAP - box.top()}
    moves = [QPoint(x, y) for x in sorted(xs) for y in sorted(ys)]
    places = [moved for moved in (_inside(box.translated(move), area) for move in moves)
              if not moved.contains(near)]

    def cost(moved: QRect) -> tuple[int, int, bool, int, int]:
        # How much of it is out of sight, what it still hides (nothing, where
        # it fits), then the least move.
        under = sum(_overlap(moved, window) for window in windows)
        hidden = sum(_overlap(moved, block) for block in blocks)
        over_near = moved.left() <= near.x() <= moved.right()
        return (under, hidden, not over_near, abs(moved.top() - box.top()),
                abs(moved.left() - box.left()))

    return min(places, key=cost, default=box)


def _overlap(box: QRect, block: QRect) -> int:
    shared = box.intersected(block)
    return 0 if shared.isEmpty() else shared.width() * shared.height()

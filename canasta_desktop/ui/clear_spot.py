"""Where a box covers least of what the player looks at.

The deal's end box opened over the middle of the table, on the player's own
melds, even at 1920×1080 where the felt left of them stood empty (play-test).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from PySide6.QtCore import QEvent, QPoint, QRect, QSize
from PySide6.QtWidgets import QWidget

from . import screen_fit
from .place_again import PlaceAgain

STEPS = 12  # places tried along each side of the bounds


def covered(box: QRect, avoid: list[QRect]) -> int:
    """How many pixels of `avoid` the box lies over."""
    total = 0
    for rect in avoid:
        common = box.intersected(rect)
        if not common.isEmpty():
            total += common.width() * common.height()
    return total


def clearest_spot(size: QSize, bounds: QRect, *ranked: list[QRect],
                  home: QPoint | None = None) -> QPoint:
    """The top-left corner of a box of `size`, inside `bounds`, that covers
    the least of the first list of `ranked`, then of the second, and so on
    (TableSpots says what each is, and why in that order); among the
    equally clear, the nearest to `home` (a corner inside `bounds`; by
    default the middle), so that the box comes back to the same place while
    that place is clear."""
    free_x = max(0, bounds.width() - size.width())
    free_y = max(0, bounds.height() - size.height())
    centre = home if home is not None else QPoint(bounds.left() + free_x // 2,
                                                  bounds.top() + free_y // 2)
    best: tuple[int, ...] | None = None
    spot = centre
    for i in range(STEPS + 1):
        for j in range(STEPS + 1):
            corner = QPoint(bounds.left() + free_x * i // STEPS,
                            bounds.top() + free_y * j // STEPS)
            box = QRect(corner, size)
            key = (*(covered(box, rects) for rects in ranked),
                   (corner - centre).manhattanLength())
            if best is None or key < best:
                best, spot = key, corner
    return spot


Rects = Callable[[], list[QRect]]


def on_screen(widget: QWidget) -> QRect:
    """A widget's area in screen pixels."""
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


@dataclass
class TableSpots:
    """What a box over the table keeps clear of, on the screen, most
    important first (`ranked`):
    - for a question about going out, the player's own side's melds and his
      hand, which he reads to answer or to ask (going_out; play-test s41, at
      1280×720 "May I go out?" hid half of his team's melds);
    - the seats' name plates (play-test: the box hid who sat there);
    - the controls: the status bar, where the Hint asked in the box is
      written, and the side panel's buttons, Undo and Hint among them
      (play-test s40: at 1280×720 the "Discard?" box lay on them);
    - the cards of the melds and the hand (where no place is clear of their
      whole areas, the box goes on their empty felt first; play-test s40:
      with three players at 1280×720 no place was clear of every meld zone,
      and "Discard?" lay on Ana's melds where the felt under the hand's
      right stood bare);
    - the melds' and the hand's areas;
    - the other seats.
    The window's view gives them, the window its controls (app.py)."""

    plates: Rects
    melds_and_hand: Rects
    seats: Rects
    cards: Rects = list
    controls: Rects = list
    own_side: Rects = list  # ranked before the plates: see going_out

    def ranked(self) -> list[list[QRect]]:
        """What a box keeps clear of, on the screen now, most important first."""
        return [self.own_side(), self.plates(), self.controls(), self.cards(),
                self.melds_and_hand(), self.seats()]

    def hides_cards(self, size: QSize, table: QWidget, box: QWidget) -> bool:
        """Whether a box of `size` (its frame), where `place` would put it
        over `table`, would hide a name plate or cards of the melds or the
        hand."""
        spot = self._spot(size, table.frameGeometry().intersected(screen_fit.available_area(box)))
        return spot is None or bool(covered(QRect(spot, size), self.plates() + self.cards()))

    def place(self, box: QWidget, table: QWidget) -> None:
        """Move the window `box` over `table` where it covers least of them
        (`_spot`).  A box bigger than the window stays in sight."""
        area = screen_fit.available_area(box)  # looked up when called: tests set the screen
        size = box.frameGeometry().size()  # move() places a window by its frame
        spot = self._spot(size, table.frameGeometry().intersected(area))
        if spot is not None:
            box.move(spot)
        screen_fit.keep_on_screen(box, area)

    def _spot(self, size: QSize, bounds: QRect) -> QPoint | None:
        """Where a box of `size` covers least of them inside `bounds`; among
        the equally clear, at the window's right, over the side panel, so
        that it comes back to one place (play-test: "it lands in a different
        place each time").  None where it does not fit."""
        if size.width() > bounds.width() or size.height() > bounds.height():
            return None
        home = QPoint(bounds.right() + 1 - size.width(),
                      bounds.top() + max(0, bounds.height() - size.height()) // 2)
        return clearest_spot(size, bounds, *self.ranked(), home=home)


def going_out(spots: TableSpots, own_side: Rects) -> TableSpots:
    """What a question about going out keeps clear of: the player's own
    side's melds and his hand first, which he reads to answer or to ask
    (play-test s41, six for two teams at 1280×720: « Puis-je sortir ? » lay
    on half of his team's zone), then all that `spots` keeps clear of, in
    its order."""
    return replace(spots, own_side=own_side)


def show_clear(box: QWidget, table: QWidget, spots: TableSpots | None,
               say: Callable[[], None] | None = None) -> None:
    """Show a question box over `table` where it hides least of what the
    player looks at to answer it (play-test s32: in the middle of the table
    it hid his melds and the pile while he decided); without `spots`, where
    Qt puts it.  The window resized or moved, the box finds its place again,
    as the deal's end box does, unless the player moved it himself
    (play-test s33: from 1920 to 1280 wide it sat outside the window while
    the game waited for the answer, from 1280 to 1920 over his melds).
    `say` gives the box its words: the language changed while it is open,
    they are said again in the new one, from the same facts (play-test s33:
    its English text stood over French « Oui / Non » buttons)."""
    if say is not None:
        say()
    box.show()  # its frame's size is known once shown
    placed: list[QPoint] = []  # where it was put: moved from there, by the player

    def place() -> None:
        if spots is not None:
            spots.place(box, table)
            placed[:] = [box.pos()]

    def said_again() -> None:
        ours = placed == [box.pos()]
        assert say is not None
        say()  # a visible box takes the size of its new words
        if ours:
            place()

    place()
    # Owned by the box: they go with it.
    if spots is not None:
        PlaceAgain(table, (QEvent.Type.Resize, QEvent.Type.Move),
                   lambda: box.isVisible() and placed == [box.pos()], place, box)
    if say is not None:
        PlaceAgain(box, (QEvent.Type.LanguageChange,), box.isVisible, said_again, box)

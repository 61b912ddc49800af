"""Windows sized for the screen they open on, never past its edges.

A dialog asks for the size it would like; it gets that size, or less on a
small screen (1280×720 laptops), with room left for the window frame.  Its
content scrolls where it is long (each dialog puts its long parts in a
scroll area or a text view), so shrinking never hides its buttons.  Sizes
are in device-independent pixels: Qt scales them on HiDPI screens.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME_ALLOWANCE = QSize(16, 48)  # title bar and borders the window manager adds


def available_area(widget: QWidget) -> QRect:
    """The free part of the screen the widget (or its parent) is on."""
    anchor = widget.parentWidget() or widget
    screen = anchor.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def available_areas() -> list[QRect]:
    """The free part of every screen, the main screen's first."""
    primary = QGuiApplication.primaryScreen()
    screens = [primary, *(s for s in QGuiApplication.screens() if s is not primary)]
    return [screen.availableGeometry() for screen in screens if screen is not None]


def fitting_size(wanted: QSize, area: QRect) -> QSize:
    room = area.size() - FRAME_ALLOWANCE
    return QSize(min(wanted.width(), room.width()), min(wanted.height(), room.height()))


def screen_share(widget: QWidget, least: QSize, width: float, height: float) -> QSize:
    """`least`, or these shares of the free screen where they are larger: a
    window of long text or many rows grows on a big screen (play-test: the
    rules window was 620×560 at 1920×1080 too, four screens of scrolling)."""
    area = available_area(widget)
    return QSize(max(least.width(), round(area.width() * width)),
                 max(least.height(), round(area.height() * height)))


def fit_to_screen(widget: QWidget, wanted: QSize | None = None) -> QSize:
    """Resize `widget` to `wanted` (else its size hint) as far as the
    screen allows, keep its minimum size within the screen, and move it
    onto the screen if it stood past an edge.  Returns the size given."""
    area = available_area(widget)
    room = area.size() - FRAME_ALLOWANCE
    minimum = widget.minimumSize()
    widget.setMinimumSize(min(minimum.width(), room.width()),
                          min(minimum.height(), room.height()))
    size = fitting_size(wanted if wanted is not None else widget.sizeHint(), area)
    widget.resize(size)
    if widget.isWindow() and widget.isVisible():
        keep_on_screen(widget, area)
    return size


def widen_by(widget: QWidget, missing: int) -> QSize:
    """`widget` wider by `missing` pixels (what its lists' columns lack), as
    far as the screen allows; never narrower."""
    return fit_to_screen(widget, QSize(widget.width() + max(0, missing), widget.height()))


def keep_on_screen(widget: QWidget, area: QRect | None = None) -> None:
    area = area or available_area(widget)
    frame = widget.frameGeometry()
    x = max(area.left(), min(frame.left(), area.right() + 1 - frame.width()))
    y = max(area.top(), min(frame.top(), area.bottom() + 1 - frame.height()))
    if QPoint(x, y) != frame.topLeft():
        widget.move(x, y)

"""Real mouse and key events on the table view (a helper, not a test file)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

LEFT = Qt.MouseButton.LeftButton
NO_MODIFIER = Qt.KeyboardModifier.NoModifier


def at(view, scene_point: QPointF):
    return view.mapFromScene(scene_point)


def click(view, scene_point: QPointF) -> None:
    QTest.mouseClick(view.viewport(), LEFT, NO_MODIFIER, at(view, scene_point))


def drag(view, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at `start`, move in steps to `end`, release there."""
    viewport = view.viewport()
    QTest.mousePress(viewport, LEFT, NO_MODIFIER, at(view, start))
    for i in range(1, steps + 1):
        point = start + (end - start) * (i / steps)
        QTest.mouseMove(viewport, at(view, point))
    QTest.mouseRelease(viewport, LEFT, NO_MODIFIER, at(view, end))


def press_and_move(view, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Start a drag and stay over `end` without releasing."""
    viewport = view.viewport()
    QTest.mousePress(viewport, LEFT, NO_MODIFIER, at(view, start))
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, at(view, start + (end - start) * (i / steps)))


def release(view, point: QPointF) -> None:
    QTest.mouseRelease(view.viewport(), LEFT, NO_MODIFIER, at(view, point))


def double_click(view, scene_point: QPointF) -> None:
    """A double-click as Qt 6 delivers one: press, release, press, double
    click, release (QTest's mouseDClick sends the double click alone)."""
    viewport, point = view.viewport(), at(view, scene_point)
    QTest.mouseClick(viewport, LEFT, NO_MODIFIER, point)
    QTest.mousePress(viewport, LEFT, NO_MODIFIER, point)
    QTest.mouseDClick(viewport, LEFT, NO_MODIFIER, point)
    QTest.mouseRelease(viewport, LEFT, NO_MODIFIER, point)


def key(view, key_code) -> None:
    QTest.keyClick(view.viewport(), key_code)


def drag_panel_edge(qtbot, main, by: int = 80) -> int:
    """Drag the side panel's edge (the main window's separator) `by` pixels
    to the left, as a player widens the panel: its width after."""
    from PySide6.QtCore import QPoint

    edge = QPoint(main.dock.x() - 3, main.dock.y() + main.dock.height() // 2)
    QTest.mouseMove(main, edge)
    QTest.mousePress(main, LEFT, NO_MODIFIER, edge)
    for step in range(1, 6):
        QTest.mouseMove(main, edge - QPoint(by * step // 5, 0))
        qtbot.wait(10)
    QTest.mouseRelease(main, LEFT, NO_MODIFIER, edge - QPoint(by, 0))
    return main.dock.width()

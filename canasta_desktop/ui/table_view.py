"""The view that shows the table scene: no scroll bars, the scene is laid
out again to the view's size on every resize (and on a change of screen)."""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .table_scene import TableScene
from .table_seats import is_name_plate


def _looked_at(role: str) -> bool:
    """A card of the melds, of the hand or of a packet (`Placement.role`)."""
    return role in ("meld", "hand") or role.startswith("packet")


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setObjectName("tableView")
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # Every item sets the pen, brush and hints it draws with, and its
        # bounds leave room for antialiasing: the view need not do either
        # around each of the hundred items of a full table.
        self.setOptimizationFlags(QGraphicsView.OptimizationFlag.DontSavePainterState
                                  | QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(480, 320)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_scene()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.table.update()

    def focusInEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        super().focusInEvent(event)
        self.table.refresh(animate=False)

    def focusOutEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        super().focusOutEvent(event)
        self.table.refresh(animate=False)

    def on_screen(self, areas: Iterable[QRectF]) -> list[QRect]:
        """Areas of the table, in screen pixels."""
        viewport = self.viewport()
        shown = [self.mapFromScene(area).boundingRect() for area in areas]
        return [QRect(viewport.mapToGlobal(rect.topLeft()), rect.size()) for rect in shown]

    def melds_and_hand_on_screen(self) -> list[QRect]:
        """The meld zones and the player's hand: what a box over the table
        leaves in sight first (the deal's end)."""
        return self.on_screen((*self.table.layout_.melds, self.table.layout_.hand))

    def own_side_on_screen(self) -> list[QRect]:
        """The zone of the player's own side's melds (the layout's first) and
        his hand: what a question about going out leaves in sight first."""
        return self.on_screen((*self.table.layout_.melds[:1], self.table.layout_.hand))

    def cards_on_screen(self) -> list[QRect]:
        """The cards of the melds and of the hand (or the packets to choose
        from): within their areas, what a box leaves in sight first."""
        canvas = self.table.canvas
        return self.on_screen(item.sceneBoundingRect() for key, item in canvas.items.items()
                              if _looked_at(canvas.roles.get(key, "")) and item.isVisible())

    def seats_on_screen(self) -> list[QRect]:
        """The other seats (their names and cards): left in sight next."""
        return self.on_screen(self.table.layout_.hands.values())

    def plates_on_screen(self) -> list[QRect]:
        """The seats' name plates, and those of who sits out: what a box over
        the table must leave in sight before anything else (the deal's end:
        play-test, it hid who sat at the top right)."""
        labels = self.table.canvas.labels
        return self.on_screen(label.sceneBoundingRect() for name, label in labels.items()
                              if is_name_plate(name))

    def _fit_scene(self) -> None:
        size = self.viewport().size()
        self.table.set_size(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())

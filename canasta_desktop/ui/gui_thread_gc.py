"""Python's cyclic garbage collector, run on the GUI thread only.

Bots and hints think on a worker thread.  Left automatic, a collection can
start on that thread and free a Qt object that lived in a reference cycle (a
timer, a dialog): Qt then deletes it from the wrong thread and it may fire on
freed memory, which crashes the game.  So the automatic collector is turned
off and a GUI-thread timer collects instead, as often as the collector's own
thresholds would have (pyqtgraph's GarbageCollector does the same).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

CHECK_MS = 500


class GuiThreadCollector(QObject):
    """Collects garbage on the thread it lives on (the GUI thread)."""

    def __init__(self, parent: QObject, interval_ms: int = CHECK_MS) -> None:
        super().__init__(parent)
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect)
        self.timer.start(interval_ms)

    def collect(self) -> int:
        """Collect the generations whose counts passed their thresholds."""
        counts = gc.get_count()
        thresholds = gc.get_threshold()
        found = 0
        for generation in (2, 1, 0):
            if counts[generation] > thresholds[generation]:
                found = gc.collect(generation)
                break
        return found


def collect_on_gui_thread() -> GuiThreadCollector | None:
    """Install the collector once per application (None without one)."""
    app = QCoreApplication.instance()
    if app is None:
        return None
    existing = app.findChild(GuiThreadCollector)
    if isinstance(existing, GuiThreadCollector):
        return existing
    return GuiThreadCollector(app)

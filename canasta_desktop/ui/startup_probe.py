"""`--report-ready`: how long the application takes to show its table.

Once the table has been painted for the first time (with its cards laid
out), print the age of the process in seconds ("ready 0.734") and quit.
`benchmarks/ui_speed.py` launches the real application with this flag.
"""

from __future__ import annotations

import os
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from .card_item import CardItem
from .table_scene import TableScene

_IMPORTED_AT = time.perf_counter()


def process_age_s() -> float:
    """Seconds since this process started: from /proc on Linux (the kernel's
    start time, so the interpreter's own start-up counts), else since this
    module was imported."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as uptime:
            now = float(uptime.read().split()[0])
        # Field 22 of stat (the 20th after the command name): start time in ticks.
        return now - int(fields[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return time.perf_counter() - _IMPORTED_AT


class ReadyReporter(QObject):
    """Watches the table's viewport for its first painting with cards."""

    def __init__(self, app: QApplication, viewport: QWidget, scene: TableScene) -> None:
        super().__init__(viewport)
        self._app = app
        self._scene = scene
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and any(
                isinstance(item, CardItem) for item in self._scene.items()):
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._report)  # once this painting is done
        return False

    def _report(self) -> None:
        print(f"ready {process_age_s():.3f}", flush=True)
        self._app.quit()

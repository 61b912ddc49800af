"""Garbage is freed on the GUI thread only (a Qt object freed by a collection
that ran on a bot's worker thread is deleted from the wrong thread and may
crash the game)."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QObject

from canasta_desktop.ui.gui_thread_gc import GuiThreadCollector, collect_on_gui_thread


class _Cycle:
    def __init__(self) -> None:
        self.me = self
        self.timer_owner = QObject()


def test_a_window_turns_the_automatic_collector_off_and_collects_on_the_gui_thread(window, qtbot):
    assert not gc.isenabled()
    collector = collect_on_gui_thread()
    assert isinstance(collector, GuiThreadCollector) and collector.timer.isActive()
    freed_on: list[str] = []
    cycle = _Cycle()
    weakref.finalize(cycle, lambda: freed_on.append(threading.current_thread().name))
    del cycle
    # Enough allocations that the collector's thresholds call for a collection.
    junk = [[] for _ in range(gc.get_threshold()[0] + 10)]
    qtbot.waitUntil(lambda: bool(freed_on), timeout=5000)
    del junk
    assert freed_on == [threading.main_thread().name]


def test_one_collector_per_application(window):
    assert collect_on_gui_thread() is collect_on_gui_thread()

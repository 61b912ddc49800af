"""Writes autosaves on a thread of its own, so the table never waits for the disk.

The UI thread hands over each new save (a finished, immutable `GameSave`);
the writer keeps only the newest one not yet written (a save holds the
whole game, so an older one is never needed once a newer exists) and
writes it atomically with its fsync.  `flush()` waits until the newest save
handed over is on disk: the window calls it when it closes, so the last
move is never lost.  Results are read on the UI thread (`take_results()`),
never signalled from the writer thread.  While the writer has work, Python's
garbage is collected on the UI thread only (`worker_gc`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..persistence.saves import GameSave
from .worker_gc import WORKER_GC


@dataclass(frozen=True)
class WriteResult:
    save: GameSave
    path: Path | None  # None when it failed
    error: Exception | None = None


class SaveWriter:
    def __init__(self, write: Callable[[GameSave], Path]) -> None:
        self._write = write
        self._lock = threading.Condition()
        self._pending: GameSave | None = None
        self._busy = False
        self._results: list[WriteResult] = []
        self._closed = False
        self._thread: threading.Thread | None = None

    def submit(self, save: GameSave) -> None:
        WORKER_GC.hold(self)
        with self._lock:
            self._pending = save  # replaces an older save not yet written
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave",
                                                daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self, timeout: float | None = 30.0) -> None:
        """Wait until every save handed over is written (or failed)."""
        with self._lock:
            self._lock.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def busy(self) -> bool:
        """A save is waiting or being written, or results are not read yet."""
        with self._lock:
            return self._pending is not None or self._busy or bool(self._results)

    def take_results(self) -> list[WriteResult]:
        with self._lock:
            results, self._results = self._results, []
            idle = self._pending is None and not self._busy
        if idle:
            WORKER_GC.release(self)
        return results

    def close(self, timeout: float = 5.0) -> None:
        """Finish the writing and stop the thread, waiting `timeout` seconds at most
        for each.  A thread still writing then (a stalled disk) keeps collection
        off: a collection it set off would free Qt objects on its thread."""
        self.flush(timeout)
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)
            if self._thread.is_alive():
                return
        WORKER_GC.release(self)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return
                save, self._pending = self._pending, None
                self._busy = True
            try:
                result = WriteResult(save, self._write(save))
            except Exception as exc:  # reported on the UI thread, in plain words
                result = WriteResult(save, None, exc)
            with self._lock:
                self._results.append(result)
                self._busy = False
                self._lock.notify_all()

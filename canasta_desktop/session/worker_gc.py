"""Python's cyclic garbage collector never runs on a worker thread.

Bots think on a worker thread and allocate a great deal; the autosave
writer serialises on another.  An automatic collection starts on whichever
thread happens to allocate past the collector's threshold, and it frees
whatever garbage is pending, Qt objects in reference cycles included: a Qt
object (a timer, a pixmap, a dialog) destroyed from a worker thread may
crash the game later.  So while any worker has work, automatic collection
is off; the UI thread, which hands the work over and learns when it is
done, turns it back on, and the next collection due then runs on the UI
thread.  Work is short (a bot's move, one file), so garbage waits a moment
at most.  `hold` and `release` are called on the UI thread only.
"""

from __future__ import annotations

import gc
import threading
import weakref


class WorkerCollection:
    """Keeps automatic collection off while any worker has work."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        # Weak: a holder dropped without releasing (a test's writer) does not
        # keep collection off for good; the next release notices it is gone.
        self._holders: weakref.WeakSet[object] = weakref.WeakSet()
        # Whether collection is off because of us, kept apart from whether it
        # was on before us: once it is ours, gc.isenabled() says only what we
        # did, so it is never read again until we give collection back.
        self._switched_off = False
        self._enabled_before = True

    def hold(self, holder: object) -> None:
        """`holder` hands work to a worker thread (holding twice is holding once)."""
        with self._lock:
            if not self._switched_off:
                self._enabled_before = gc.isenabled()
                gc.disable()
                self._switched_off = True
            self._holders.add(holder)

    def release(self, holder: object) -> None:
        """`holder`'s worker has no more work: collection may resume here."""
        with self._lock:
            self._holders.discard(holder)
            if not self._holders and self._switched_off:
                self._switched_off = False
                if self._enabled_before:
                    gc.enable()

    def holding(self) -> bool:
        with self._lock:
            return bool(self._holders)


WORKER_GC = WorkerCollection()  # one per process, as the collector is

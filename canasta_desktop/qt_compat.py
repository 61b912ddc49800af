"""Work around a reference-count bug of PySide6 6.12.0 on Python 3.11.

That build returns `None` from every void method (`setPos`, `update`,
`QTimer.stop`...) and `True` from `Signal.emit()` without taking a
reference.  Python 3.12 and later do not care (`None`, `True` and `False`
are immortal there), but on 3.11 each call drops one reference, and after a
few thousand calls the interpreter aborts ("Fatal Python error:
none_dealloc: deallocating None").

`apply()` measures the bug once and, only when it is there, does what
Python 3.12 does: it gives `None`, `True` and `False` a reference count so
large that no run can exhaust it.  The Qt packages of this project
(`session`, `ui`) call it when imported, before any thread starts.
"""

from __future__ import annotations

import ctypes
import sys

PROBES = 32
RESERVE = 1 << 40  # references added to each singleton (about 10^12)

_applied = False


def _drops_references() -> bool:
    from PySide6.QtCore import QObject, QPointF, Signal

    class _Probe(QObject):
        ping = Signal()

    point = QPointF()
    probe = _Probe()
    nones, trues = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(PROBES):
        point.setX(1.0)
        probe.ping.emit()
    lost_none = nones - sys.getrefcount(None)
    lost_true = trues - sys.getrefcount(True)
    return lost_none >= PROBES or lost_true >= PROBES


def apply() -> bool:
    """Pin the singletons if this Qt build needs it; True when it did."""
    global _applied
    if _applied:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not _drops_references():
        return False
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every CPython object.
        count = ctypes.c_ssize_t.from_address(id(singleton))
        count.value += RESERVE
    _applied = True
    return True


apply()

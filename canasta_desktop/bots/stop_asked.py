"""A bot's thinking abandoned: the window closes while a bot (or the hint)
searches, and closing must not wait for the search's time budget.

The worker that asks a bot gives its own thread a stop flag (`stoppable`);
a long search looks at `stop_asked()` where it looks at its clock and, once
asked, ends at once with whatever it has, an answer the worker then drops.
Pure Python (the flag is a `threading.Event`): the bots never import Qt.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Iterator

_thread = threading.local()


@contextmanager
def stoppable(flag: threading.Event) -> Iterator[None]:
    """Within the block, this thread's searches stop once `flag` is set."""
    _thread.flag = flag
    try:
        yield
    finally:
        _thread.flag = None


def stop_asked() -> bool:
    """Whether the search running on this thread is to end now."""
    flag = getattr(_thread, "flag", None)
    return flag is not None and flag.is_set()

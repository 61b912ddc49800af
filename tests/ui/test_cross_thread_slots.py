"""The bots' and the hint's answers arrive from a worker thread.  PySide6
(6.8 and later) can crash when such a queued signal reaches a plain Python
method (PYSIDE-3124), so every receiver is a Qt slot declared on its class."""

from __future__ import annotations

from canasta_desktop.session.bot_turns import BotTurns
from canasta_desktop.session.hints import Hinter


def declared_slots(cls) -> set[str]:
    meta = cls.staticMetaObject  # the class's own, not what connect() adds
    return {bytes(meta.method(i).methodSignature()).decode()
            for i in range(meta.methodCount())}


def test_the_receivers_of_the_worker_threads_answers_are_qt_slots():
    assert {"_on_bot_decided(int,PyObject)", "_on_bot_failed(int,QString)"} <= \
        declared_slots(BotTurns)
    assert {"_on_decided(int,PyObject)", "_on_failed(int,QString)"} <= declared_slots(Hinter)

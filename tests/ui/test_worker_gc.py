"""Python's garbage is collected on the UI thread only.  A collection that
started on a bot's worker thread freed Qt objects there, and the game
crashed later (a segfault seen in gdb); so neither a bot thinking nor the
autosave writer ever sets off a collection on its own thread, and garbage
is still collected, on the UI thread, once their work is handed back."""

from __future__ import annotations

import gc
import random
import threading
from pathlib import Path

import pytest

from canasta_desktop.session.bot_runner import BotRunner
from canasta_desktop.session.save_writer import SaveWriter
from canasta_desktop.session.worker_gc import WORKER_GC

UI_THREAD = threading.main_thread().name


@pytest.fixture
def collections():
    """The name of the thread each collection starts on."""
    threads: list[str] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            threads.append(threading.current_thread().name)

    gc.collect()
    gc.callbacks.append(note)
    yield threads
    gc.callbacks.remove(note)


def make_garbage(rounds: int = 5) -> None:
    """Enough cyclic garbage to set off the collector several times over."""
    for _ in range(gc.get_threshold()[0] * rounds):
        cycle: list = []
        cycle.append(cycle)


class AllocatingBot:
    """A bot that allocates like a searching bot does."""

    def __init__(self) -> None:
        self.collector_on_while_thinking: list[bool] = []

    def choose(self, view, legal, rng):
        self.collector_on_while_thinking.append(gc.isenabled())
        make_garbage()
        return legal[0]


def test_a_bot_thinking_never_sets_off_a_collection_on_its_thread(qtbot, collections):
    runner = BotRunner()
    bot = AllocatingBot()
    try:
        for token in range(3):
            with qtbot.waitSignal(runner.decided, timeout=20_000):
                runner.request(token, bot, None, ("the only move",), random.Random(token))
            assert gc.isenabled(), "the answer is in: collection is back on"
    finally:
        runner.shutdown()
    assert bot.collector_on_while_thinking == [False, False, False]
    make_garbage()
    assert UI_THREAD in collections, "garbage is still collected, on the UI thread"
    assert set(collections) == {UI_THREAD}, collections


def test_an_autosave_written_never_sets_off_a_collection_on_the_writer_thread(collections,
                                                                               tmp_path):
    def write(save: object) -> Path:
        make_garbage()
        return tmp_path / "autosave.json"

    writer = SaveWriter(write)  # type: ignore[arg-type]
    try:
        writer.submit(object())  # type: ignore[arg-type]
        writer.flush()
        assert not gc.isenabled(), "until the UI thread has read the writer's result"
        assert [r.path for r in writer.take_results()] == [tmp_path / "autosave.json"]
        assert gc.isenabled() and not WORKER_GC.holding()
    finally:
        writer.close()
    make_garbage()
    assert set(collections) == {UI_THREAD}, collections


def test_a_runner_shut_down_with_work_pending_turns_collection_back_on(qtbot):
    runner = BotRunner()
    runner.request(1, AllocatingBot(), None, ("move",), random.Random(1))
    runner.shutdown()
    assert gc.isenabled() and not WORKER_GC.holding()


class Holder:
    """Something that hands work to a worker (weakly referenced by WORKER_GC)."""


def test_a_holder_dropped_without_releasing_does_not_keep_collection_off_for_good():
    dropped = Holder()
    WORKER_GC.hold(dropped)
    del dropped  # a writer thrown away mid-work: it never releases
    later = Holder()
    WORKER_GC.hold(later)
    WORKER_GC.release(later)
    assert gc.isenabled() and not WORKER_GC.holding(), \
        "the next worker's release turns collection back on"


def test_a_writer_closed_while_its_thread_still_writes_keeps_collection_off(tmp_path):
    disk_answers = threading.Event()
    writing = threading.Event()

    def stalled_write(save: object) -> Path:
        writing.set()
        disk_answers.wait()
        return tmp_path / "autosave.json"

    writer = SaveWriter(stalled_write)  # type: ignore[arg-type]
    writer.submit(object())  # type: ignore[arg-type]
    assert writing.wait(20)
    try:
        writer.close(timeout=0.01)
        assert not gc.isenabled(), "the writer thread may still allocate: no collection"
    finally:
        disk_answers.set()
        writer.flush()
        writer.close()
    assert gc.isenabled() and not WORKER_GC.holding()

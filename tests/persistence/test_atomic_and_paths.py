"""Data paths resolved in one place, and writes that a crash cannot half-do."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import platformdirs
import pytest

from canasta_desktop.persistence import atomic, paths
from canasta_desktop.persistence.atomic import (atomic_write_json, atomic_write_text,
                                                move_aside, remove_stale_temporaries)
from canasta_desktop.persistence.paths import ENV_DATA_DIR, DataPaths, data_dir

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")


# ---------------------------------------------------------------- paths
def test_explicit_argument_then_environment_then_platformdirs(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_DATA_DIR, str(tmp_path / "from-env"))
    assert data_dir(tmp_path / "explicit") == tmp_path / "explicit"
    assert data_dir() == tmp_path / "from-env"
    monkeypatch.delenv(ENV_DATA_DIR)
    assert data_dir() == Path(platformdirs.user_data_dir("canasta-desktop", appauthor=False))


def test_data_paths_are_created_on_demand_under_the_data_dir(tmp_path):
    layout = DataPaths.resolve(tmp_path / "d")
    assert not (tmp_path / "d").exists()
    layout.ensure()
    for folder in (layout.saves_dir, layout.autosave_dir, layout.sheets_dir):
        assert folder.is_dir() and tmp_path / "d" in folder.parents
    assert layout.statistics_file.parent == tmp_path / "d"


def test_exports_default_to_the_documents_directory(monkeypatch, tmp_path):
    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(docs))
    assert paths.default_export_path("sheet.pdf") == docs / "sheet.pdf"
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(tmp_path / "none"))
    assert paths.documents_dir() == Path.home()  # no documents folder: home


# ---------------------------------------------------------------- atomic writes
def test_a_write_replaces_the_whole_file_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "save.json"
    atomic_write_json(target, {"n": 1})
    atomic_write_json(target, {"n": 2, "name": "Chloé"})
    assert json.loads(target.read_text(encoding="utf-8")) == {"n": 2, "name": "Chloé"}
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_a_failed_write_keeps_the_old_file_and_removes_its_temporary(tmp_path, monkeypatch):
    target = tmp_path / "save.json"
    atomic_write_text(target, "old")

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic_write_text(target, "new" * 1000)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


CHILD = textwrap.dedent("""
    import os, signal, sys
    sys.path.insert(0, {root!r})
    from canasta_desktop.persistence import atomic
    target = {target!r}
    atomic.atomic_write_text(target, "previous")
    def die(*args):
        os.kill(os.getpid(), signal.SIGKILL)
    setattr(atomic.os, {hook!r}, die)
    atomic.atomic_write_text(target, "next " * 100000)
""")


@posix_only
@pytest.mark.parametrize("hook", ["fsync", "replace"])
def test_a_write_killed_halfway_leaves_the_previous_file_intact(tmp_path, hook):
    """The process is killed after writing the new data, before it is synced
    (fsync) or before it takes the old file's place (replace)."""
    target = tmp_path / "save.json"
    script = CHILD.format(root=str(ROOT), target=str(target), hook=hook)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True)
    assert result.returncode == -signal.SIGKILL
    assert target.read_text() == "previous"
    leftovers = [p for p in tmp_path.iterdir() if p != target]
    assert leftovers and all(p.name.startswith(".save.json.") for p in leftovers)
    # the next start sweeps what the crash left behind
    assert remove_stale_temporaries(tmp_path, older_than=0) == leftovers
    assert list(tmp_path.iterdir()) == [target]


LOOP = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from canasta_desktop.persistence.atomic import atomic_write_json
    n = 0
    while True:
        atomic_write_json({target!r}, {{"move": n, "padding": "x" * 200000}})
        print(n, flush=True)
        n += 1
""")


@posix_only
def test_a_crash_during_autosaves_never_leaves_a_broken_save(tmp_path):
    """Killed at a random moment while saving move after move: the file is
    always one whole save (at most the move in progress is lost)."""
    target = tmp_path / "autosave.json"
    child = subprocess.Popen([sys.executable, "-c",
                              LOOP.format(root=str(ROOT), target=str(target))],
                             stdout=subprocess.PIPE, text=True)
    try:
        # Each line is a save done; the file is read while the next is written.
        for line in child.stdout:
            try:
                json.loads(target.read_text())
            except ValueError:
                pytest.fail("a reader saw a half-written save")
            if int(line) >= 3:
                break
        child.send_signal(signal.SIGKILL)
    finally:
        child.wait(10)
        child.stdout.close()
    data = json.loads(target.read_text())
    assert data["move"] >= 3 and len(data["padding"]) == 200000


def test_a_damaged_file_is_moved_aside_without_overwriting_an_earlier_one(tmp_path):
    first = tmp_path / "x.json"
    first.write_text("bad 1")
    assert move_aside(first) == tmp_path / "x.json.corrupt"
    first.write_text("bad 2")
    assert move_aside(first) == tmp_path / "x.json.corrupt-2"
    assert (tmp_path / "x.json.corrupt").read_text() == "bad 1"
    assert not first.exists()


def test_recent_temporaries_are_left_to_the_writer_that_owns_them(tmp_path):
    fresh = tmp_path / ".save.json.abc.tmp"
    fresh.write_text("being written")
    assert remove_stale_temporaries(tmp_path) == []
    old = time.time() - 3600
    os.utime(fresh, (old, old))
    assert remove_stale_temporaries(tmp_path) == [fresh]


def test_copy_aside_keeps_the_file_and_never_writes_over_an_earlier_copy(tmp_path):
    damaged = tmp_path / "settings.conf"
    damaged.write_bytes(b"\x00\xff first")
    assert atomic.copy_aside(damaged) == tmp_path / "settings.conf.corrupt"
    damaged.write_bytes(b"\x00\xff second")
    assert atomic.copy_aside(damaged) == tmp_path / "settings.conf.corrupt-2"
    assert damaged.read_bytes() == b"\x00\xff second"
    assert (tmp_path / "settings.conf.corrupt").read_bytes() == b"\x00\xff first"
    assert (tmp_path / "settings.conf.corrupt-2").read_bytes() == b"\x00\xff second"

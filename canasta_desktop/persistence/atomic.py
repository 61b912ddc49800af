"""Writes that are all or nothing, and moving damaged files aside.

A save is rewritten after every move, so a crash or a power cut in the middle
of a write must never leave a half-written file in its place: we write a
temporary file in the same directory (so the rename stays on one file
system), flush and fsync it, then `os.replace` it over the old one, which is
atomic on POSIX and Windows.  A reader therefore sees the old file or the new
one, never a mix.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

TEMP_SUFFIX = ".tmp"
CORRUPT_SUFFIX = ".corrupt"
# A temporary file this old was left by a crash, not by a write in progress
# (possibly by a second instance of the application).
STALE_TEMP_SECONDS = 600


def _fsync_directory(directory: Path) -> None:
    """Make the rename itself durable (POSIX; Windows cannot open directories)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on directories; the data is synced
    finally:
        os.close(fd)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.",
                                     suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as temp:
            temp.write(data)
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp_name, target)
    except BaseException:
        # The old file is untouched; only our temporary file must go.
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise
    _fsync_directory(target.parent)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def dumps_json(data: Any) -> str:
    # One level of indentation keeps saves readable (and diffable) by people
    # without making a long action list much bigger.
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def atomic_write_json(path: str | os.PathLike[str], data: Any) -> None:
    atomic_write_text(path, dumps_json(data))


def move_aside(path: str | os.PathLike[str]) -> Path:
    """Rename a damaged file to `NAME.corrupt` (or `NAME.corrupt-2`, ...) so
    that it is kept for the curious but never read again."""
    source = Path(path)
    target = source.with_name(source.name + CORRUPT_SUFFIX)
    n = 2
    while target.exists():
        target = source.with_name(f"{source.name}{CORRUPT_SUFFIX}-{n}")
        n += 1
    os.replace(source, target)
    return target


def copy_aside(path: str | os.PathLike[str]) -> Path:
    """Copy a file that cannot be read, and is about to be written again, to
    `NAME.corrupt` (or `NAME.corrupt-2`, ...): kept for the curious, never
    read.  OSError when no copy could be made."""
    source = Path(path)
    with open(source, "rb") as original:
        data = original.read()
    n = 1
    while True:
        suffix = CORRUPT_SUFFIX if n == 1 else f"{CORRUPT_SUFFIX}-{n}"
        target = source.with_name(source.name + suffix)
        try:
            with open(target, "xb") as copy:  # never over an earlier copy
                copy.write(data)
            return target
        except FileExistsError:
            n += 1


def remove_stale_temporaries(directory: str | os.PathLike[str],
                             older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete temporary files that a crash left behind."""
    folder = Path(directory)
    removed: list[Path] = []
    if not folder.is_dir():
        return removed
    now = time.time()
    for temp in folder.glob(f".*{TEMP_SUFFIX}"):
        try:
            if now - temp.stat().st_mtime >= older_than:
                temp.unlink()
                removed.append(temp)
        except OSError:
            pass
    return removed

"""The one way the game reads a file of its data folder (saves, autosaves,
archived sheets, statistics): bounded, never blocking, never raising
anything but `SaveError`.

A file in the data folder may have been edited, cut short, replaced by
something else or written by hostile hands.  Before a value reaches the
typed readers it has passed here: a regular file (a FIFO or a device is
never opened, it could block), at most `MAX_FILE_BYTES`, UTF-8 JSON nested
at most `MAX_DEPTH` levels, whose integers have at most `MAX_INT_DIGITS`
digits and whose numbers are finite.  `guarded` then turns whatever a
typed reader still trips on (an index out of range in a replay, say) into
the same `SaveError`, so a damaged file is always a message, never a crash.

Kinds of problem (the dialogs word each one in the UI language):
DAMAGED and INVALID files are moved aside; NEWER and UNREADABLE ones (no
permission, not a regular file) are reported and left where they are.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any, Callable, TypeVar

DAMAGED = "damaged"  # empty, truncated, not JSON at all
TOO_LARGE = "too_large"  # bigger than any file of ours: not read, moved aside
FOREIGN = "foreign"  # JSON, but not a Canasta Desktop file
NEWER = "newer"  # written by a newer version: refused, left in place
INVALID = "invalid"  # our format, but its fields or its actions do not hold
UNREADABLE = "unreadable"  # no permission, or not a regular file: left in place

# Kinds whose file is left where it is (not our file's fault, or not damaged).
KEPT_IN_PLACE = frozenset({NEWER, UNREADABLE})

# A long game's save is some hundred kilobytes; anything far beyond is not ours.
MAX_FILE_BYTES = 8 * 1024 * 1024
# Our files nest five levels deep at most.
MAX_DEPTH = 16
# Seeds are below 2**64 (20 digits); points and counts far below.
MAX_INT_DIGITS = 20

T = TypeVar("T")


class SaveError(ValueError):
    """A file that cannot be used, with the reason in plain words."""

    def __init__(self, kind: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message  # for logs and developers; the player reads `words.failure_reason`
        self.params = params


# ---------------------------------------------------------------- values
def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise SaveError(DAMAGED, f"the file holds a number of {len(text)} digits")
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e400 reads as infinity
        raise SaveError(DAMAGED, f"the file holds {text[:40]}, which is too large a number")
    return value


def _no_constant(text: str) -> Any:
    raise SaveError(DAMAGED, f"the file holds {text}, which is not a number")


def _depth_within(value: Any, limit: int) -> bool:
    """Whether `value` nests at most `limit` levels (iteratively: no recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (list, dict)):
            if depth > limit:
                return False
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)
    return True


def loads_bounded(raw: bytes) -> Any:
    """Decode JSON bytes within the limits; SaveError (DAMAGED) otherwise."""
    if len(raw) > MAX_FILE_BYTES:
        raise SaveError(TOO_LARGE, f"the file is too large ({len(raw)} bytes) to be one of ours")
    if not raw.strip():
        raise SaveError(DAMAGED, "the file is empty")
    try:
        # "utf-8-sig": a save opened and written again in Notepad starts with a BOM.
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError(DAMAGED, "the file is damaged: it is not text") from None
    try:
        value = json.loads(text, parse_int=_bounded_int, parse_float=_finite_float,
                           parse_constant=_no_constant)
    except SaveError:
        raise
    except json.JSONDecodeError as exc:
        raise SaveError(DAMAGED, f"the file is damaged or cut short (not valid JSON at line "
                                 f"{exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise SaveError(DAMAGED, "the file is damaged: it nests too deeply") from None
    except (ValueError, MemoryError, OverflowError) as exc:
        raise SaveError(DAMAGED, f"the file is damaged: {str(exc)[:120]}") from None
    if not _depth_within(value, MAX_DEPTH):
        raise SaveError(DAMAGED, "the file is damaged: it nests too deeply")
    return value


# ---------------------------------------------------------------- files
def read_bytes_bounded(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a regular file of at most MAX_FILE_BYTES; SaveError
    (UNREADABLE, DAMAGED) otherwise.  Never blocks on a FIFO or a device."""
    source = Path(path)
    try:
        info = source.stat()
    except FileNotFoundError:
        raise SaveError(DAMAGED, "the file does not exist") from None
    except OSError as exc:
        raise SaveError(UNREADABLE, f"the file cannot be read: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(UNREADABLE, "it is not a regular file")
    if info.st_size > MAX_FILE_BYTES:
        raise SaveError(TOO_LARGE, f"the file is too large ({info.st_size} bytes) to be one "
                                 "of ours")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(source, flags)
    except FileNotFoundError:
        raise SaveError(DAMAGED, "the file does not exist") from None
    except OSError as exc:
        raise SaveError(UNREADABLE, f"the file cannot be read: {exc.strerror or exc}") from None
    try:
        # The name may have been swapped for something else since stat().
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise SaveError(UNREADABLE, "it is not a regular file")
        with os.fdopen(fd, "rb", closefd=False) as stream:
            raw = stream.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise SaveError(UNREADABLE, f"the file cannot be read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(raw) > MAX_FILE_BYTES:
        raise SaveError(TOO_LARGE, "the file is too large to be one of ours")
    return raw


def read_json_file(path: str | os.PathLike[str]) -> Any:
    """The JSON value a file of the data folder holds, within the limits."""
    return loads_bounded(read_bytes_bounded(path))


def guarded(read: Callable[[], T], what: str) -> T:
    """`read()`, with anything it raises but SaveError said as INVALID: a
    reader meeting values its checks did not foresee must still not crash."""
    try:
        return read()
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(INVALID, f"the {what} is damaged: it nests too deeply") from None
    except Exception as exc:  # noqa: BLE001 - any flaw of a hostile file is a message
        detail = str(exc)[:160] or type(exc).__name__
        raise SaveError(INVALID, f"the {what} is incomplete or damaged: {detail}") from exc


# ---------------------------------------------------------------- path parts
# A value that becomes part of a file name: letters, digits, '-', '_', at
# most 64, starting with a letter or digit (no '..', no separator, no drive).
_PATH_PART = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
# Device names Windows reserves in every folder, whatever the extension.
WINDOWS_RESERVED = frozenset({"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$",
                              *(f"COM{i}" for i in range(10)),
                              *(f"LPT{i}" for i in range(10))})


def is_safe_path_part(value: Any) -> bool:
    """Whether `value` may name a file in a folder of ours on every system."""
    return (isinstance(value, str) and _PATH_PART.fullmatch(value) is not None
            and value.upper() not in WINDOWS_RESERVED)


def checked_path_part(value: Any, what: str = "game id") -> str:
    if not is_safe_path_part(value):
        shown = repr(value)[:40] if isinstance(value, str) else type(value).__name__
        raise SaveError(INVALID, f"the {what} {shown} cannot name a file")
    return value


def file_inside(folder: Path, name: str) -> Path:
    """`folder / name`, refused (SaveError) unless it stays directly in `folder`."""
    path = folder / name
    if path.parent != folder or Path(name).name != name or name in ("", ".", ".."):
        raise SaveError(INVALID, f"{name[:40]!r} is not a file name of this folder")
    return path


def is_directly_in(path: str | os.PathLike[str], folders: tuple[Path, ...]) -> bool:
    """Whether `path` lies directly in one of `folders` (symbolic links resolved)."""
    try:
        parent = Path(path).resolve().parent
        return any(parent == folder.resolve() for folder in folders)
    except (OSError, RuntimeError, ValueError):
        return False

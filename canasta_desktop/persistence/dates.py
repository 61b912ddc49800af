"""The dates and the game ids that the game's files carry: local time with
its offset, read back only within the years a game can be dated."""

from __future__ import annotations

import secrets
from datetime import datetime


def now_iso() -> str:
    """Local time with its offset, to the second: sortable and readable."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


# The years a file's date may fall in, in local time: a date far outside
# them is no date this program wrote, and year 1 at +05:00 or 9999-12-31 at
# -05:00 cannot even be turned to local time (Python's OverflowError opened
# no history at all, review).
EARLIEST_YEAR, LATEST_YEAR = 1900, 9999


def _read_iso(text: str | None) -> datetime | None:
    try:
        return datetime.fromisoformat(text) if text else None
    except (TypeError, ValueError):
        return None


def _in_range(when: datetime) -> bool:
    try:
        local = when.astimezone()
    except (OverflowError, ValueError, OSError):
        return False
    return all(EARLIEST_YEAR <= w.year <= LATEST_YEAR for w in (when, local))


def parse_iso(text: str | None) -> datetime | None:
    """A date written by `now_iso` (None when missing, unreadable or out of
    range: whatever it returns can be compared in local time)."""
    when = _read_iso(text)
    return when if when is None or _in_range(when) else None


def date_out_of_range(text: str | None) -> bool:
    """A date that reads as one but lies outside the years a game can be
    dated, or cannot be turned to local time: a file holding one is damaged."""
    when = _read_iso(text)
    return when is not None and not _in_range(when)


def new_game_id(when: datetime | None = None) -> str:
    when = when or datetime.now()
    return f"{when:%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"


def game_started(game_id: str) -> datetime | None:
    """When the game of `game_id` (an autosave's file name) was started, as
    `new_game_id` wrote it; None for another name."""
    try:
        return datetime.strptime(game_id[:15], "%Y%m%d-%H%M%S") if len(game_id) == 22 else None
    except ValueError:
        return None

"""What a player's name may be, checked where a name comes in: typed in the
settings dialog, or read from a save or an archived sheet.

A name is shown on the table, in the log and on printed sheets and written
in every save: it must be short enough to lay out (`MAX_NAME_LENGTH`), and
hold no control characters (they break lines and layouts) and no lone
surrogates (they cannot be written as UTF-8: every save would fail).
"""

from __future__ import annotations

import unicodedata
from typing import Any

MAX_NAME_LENGTH = 40

# Refusal codes, worded by the UI in its language.
NAME_EMPTY = "name_empty"
NAME_TOO_LONG = "name_too_long"
NAME_CONTROL = "name_control"
NAME_UNENCODABLE = "name_unencodable"


# Bidirectional overrides and isolates turn the text that follows around: a
# save named "\u202eevil" was listed as "live".
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def name_problem(name: Any, allow_empty: bool = False,
                 max_length: int = MAX_NAME_LENGTH) -> str | None:
    """Why `name` (already trimmed) cannot be a player's name, or None.  Files
    may hold an empty name (`allow_empty`: printed with a placeholder); the
    settings dialog refuses one."""
    if not isinstance(name, str) or (not allow_empty and not name.strip()):
        return NAME_EMPTY
    if len(name) > max_length:
        return NAME_TOO_LONG
    for char in name:
        if "\ud800" <= char <= "\udfff":
            return NAME_UNENCODABLE
        if unicodedata.category(char) in ("Cc", "Zl", "Zp") or char in BIDI_CONTROLS:
            return NAME_CONTROL
    return None


def name_problem_text(code: str) -> str:
    """The refusal in plain English (saves' messages; the UI words its own)."""
    return {
        NAME_EMPTY: "a name is empty",
        NAME_TOO_LONG: f"a name is longer than {MAX_NAME_LENGTH} characters",
        NAME_CONTROL: "a name holds control characters",
        NAME_UNENCODABLE: "a name holds characters that cannot be written",
    }[code]

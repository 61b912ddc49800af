"""A side's name where room is short (the form's heads, the preview's and
the sheet's): on lines at its spaces, a line too long for its room cut
short with "…"; the whole name is then the head's tooltip."""

from __future__ import annotations

import textwrap

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

# A head's line in the sheet, in letters: longer names wrap at their spaces.
HEAD_LINE = 14


def head_lines(title: str) -> str:
    """A side's head in the sheet on as many lines as it takes: a partner a
    line ("Anne &" / "Denis"), and a long name at its spaces ("Grand-mère" /
    "Marie-Thérèse"): a column is as wide as its head's longest line."""
    lines: list[str] = []
    for part in title.replace(" & ", " &\n").split("\n"):
        name, partnered = part.removesuffix(" &"), part.endswith(" &")
        wrapped = textwrap.wrap(name, HEAD_LINE, break_long_words=False,
                                break_on_hyphens=False) or [name]
        if partnered:
            wrapped[-1] += " &"  # the "&" ends its name's last line
        lines += wrapped
    return "\n".join(lines)


def elided_lines(title: str, metrics: QFontMetrics, room: int) -> list[str]:
    """`title` on its head's lines (`head_lines`), each at most `room`
    pixels wide in `metrics`: a 24-letter name in one word, which no space
    breaks, is cut short (play-test s39: six of them scrolled the form and
    the sheet sideways at 1280 pixels)."""
    return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room)
            for line in head_lines(title).split("\n")]


def fitted_name(name: str, metrics: QFontMetrics, room: int) -> str:
    """`name` with each word wider than `room` pixels in `metrics` cut short
    (a hyphen's parts each on their own: a label breaks a line after a
    hyphen), for a head that wraps its words to a column's width."""
    return " ".join("-".join(metrics.elidedText(part, Qt.TextElideMode.ElideRight, room)
                             for part in word.split("-"))
                    for word in name.split(" "))


def head_room(metrics: QFontMetrics) -> int:
    """The widest line of a head, in `metrics`: `HEAD_LINE` letters."""
    return HEAD_LINE * metrics.averageCharWidth()

"""What another seat's name plate says, and how a top seat's plate fits its place.

A bot's plate says its level (play-test: "which one is the hard bot?"), as
the game's settings gave it to that seat, in the settings dialog's words
("Hard", « Difficile »), and what that level plays like in its tooltip.

A top seat's plate may use the whole width of its seat and the felt below
it down to the middle band: it says the name, the level and the card count
on one line where they fit ("Jean · Hard · 11 cards"), else the name on a
line of its own over the rest, then a little smaller (down to
`TOP_NAME_SHRINK`); only a name too long even so loses the level (kept in
the tooltip), then its end ("…"), the whole name staying in the tooltip
(play-test: "Marie-Christine Dubois… · 11 cards" at 1920×1080, six players,
with felt to spare under the plate).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontMetricsF

from .settings_sections import level_help, level_name
from .table_canvas import TableCanvas
from .table_items import LabelItem

TOP_NAME_SHRINK = 0.8  # a top seat's plate may be this much smaller before it is shortened
SEPARATOR = " \u00b7 "
MIN_PIXELS = 8  # the smallest text a plate shows (TableCanvas.set_label)


def plate_size(text: str, pixel_size: int) -> tuple[float, float]:
    """Width and height of the plate a `LabelItem` draws for `text`."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(7, pixel_size))
    lines = text.count("\n") + 1
    return (LabelItem.text_width(text, pixel_size),
            QFontMetricsF(font).height() * (lines + 0.24))


def level_word(level: str | None) -> str:
    """The level of the bot playing a seat, in the settings dialog's words
    ("Hard", « Difficile »); "" for a person."""
    return level_name(level) if level else ""


def plate_tip(name: str, level: str | None) -> str:
    """A bot's plate's tooltip: its whole name, then what its level plays like."""
    help_text = level_help(level) if level else ""
    return f"{name}\n{help_text}" if help_text else ""


def side_level_lines(level: str, rest: Sequence[str], size: int, width: float) -> list[str]:
    """A side seat's lines under its name: the bot's level before the count
    ("Hard · 11 cards") where that fits `width`, else on a line of its own."""
    if not level or not rest:
        return ([level] if level else []) + list(rest)
    joined = level + SEPARATOR + rest[0]
    if plate_size(joined, max(MIN_PIXELS, size))[0] <= width:
        return [joined, *rest[1:]]
    return [level, *rest]


def place_level_plate(canvas: TableCanvas, key: str, name: str, level: str | None,
                      rest: Sequence[str], at: QPointF, size: int, anchor: str,
                      room: float | None = None, shrink: float = 1.0) -> LabelItem:
    """A side seat's plate, or the player's own: the name over the rest, a
    bot's `level` under the name, before the count where it fits
    (`side_level_lines`), and what it plays like in the tooltip.  With
    `room`, the plate keeps within that width: smaller (down to `shrink`),
    then on more lines."""
    width = math.inf if room is None else room
    text = "\n".join([name, *side_level_lines(level_word(level), rest, size, width)])
    label = canvas.set_label(key, text, at, size, anchor, max_width=room,
                             wrap=room is not None, shrink=shrink)
    label.setToolTip(plate_tip(name, level) or label.toolTip())
    return label


def top_plate_forms(name: str, level: str, rest: Sequence[str]) -> list[tuple[str, str]]:
    """The plate's texts, best first, each with the tail an ellipsis leaves
    whole: with the bot's `level` on one line, then under the name; then
    without it (it stays in the tooltip).  The last one is shortened when
    none fits."""
    forms = []
    for tags in ([level, *rest], list(rest)) if level else (list(rest),):
        tail = SEPARATOR + SEPARATOR.join(tags)
        forms += [(name + tail, tail), (name + "\n" + SEPARATOR.join(tags), "")]
    return forms


def place_top_plate(canvas: TableCanvas, key: str, name: str, level: str | None,
                    rest: Sequence[str], at: QPointF, size: int, width: float,
                    height: float) -> LabelItem:
    """The plate of a top seat, its top's middle at `at`, no wider than
    `width` nor taller than `height`: the first of `top_plate_forms` that
    shows whole at its size or a little smaller, else the name and the
    count on one line, shortened."""
    forms = top_plate_forms(name, level_word(level), rest)
    size = max(MIN_PIXELS, size)  # as the canvas shows it
    smallest = max(MIN_PIXELS, math.ceil(size * TOP_NAME_SHRINK))
    for text, tail in forms:
        for px in range(size, smallest - 1, -1):
            w, h = plate_size(text, px)
            if w <= width and h <= height:
                return _shown(canvas.set_label(key, text, at, px, "top", max_width=width,
                                               tail=tail), name, level)
    text, tail = forms[-2]
    return _shown(canvas.set_label(key, text, at, size, "top", max_width=width, tail=tail,
                                   shrink=TOP_NAME_SHRINK), name, level)


def _shown(label: LabelItem, name: str, level: str | None) -> LabelItem:
    """A bot's plate says its whole name and its level in the tooltip; a
    person's, his name when it is shortened."""
    shortened = label.shown_text() != label.text()
    label.setToolTip(plate_tip(name, level) or (name if shortened else ""))
    return label

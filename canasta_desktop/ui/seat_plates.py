"""How a top seat's name plate fits its place.

A top seat's plate may use the whole width of its seat and the felt below
it down to the middle band: it says the name and the card count on one line
where they fit ("Jean · 11 cards"), else the name on a line of its own over
the count, then a little smaller (down to `TOP_NAME_SHRINK`); only a name
too long even so loses its end ("…"), the whole name staying in the
tooltip (play-test: "Marie-Christine Dubois… · 11 cards" at 1920×1080, six
players, with felt to spare under the plate).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontMetricsF

from .table_canvas import TableCanvas
from .table_items import LabelItem

TOP_NAME_SHRINK = 0.8  # a top seat's plate may be this much smaller before it is shortened
SEPARATOR = " \u00b7 "


def plate_size(text: str, pixel_size: int) -> tuple[float, float]:
    """Width and height of the plate a `LabelItem` draws for `text`."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(7, pixel_size))
    metrics = QFontMetricsF(font)
    lines = text.split("\n")
    width = max(metrics.horizontalAdvance(line) for line in lines) + metrics.height() * 0.9
    return width, metrics.height() * (len(lines) + 0.24)


def top_plate_forms(name: str, rest: Sequence[str]) -> list[tuple[str, str]]:
    """The plate's texts, best first, each with the tail an ellipsis leaves
    whole; the last one is shortened when none fits."""
    tail = SEPARATOR + SEPARATOR.join(rest)
    return [(name + tail, tail), (name + "\n" + SEPARATOR.join(rest), "")]


def place_top_plate(canvas: TableCanvas, key: str, name: str, rest: Sequence[str],
                    at: QPointF, size: int, width: float, height: float) -> LabelItem:
    """The plate of a top seat, its top's middle at `at`, no wider than
    `width` nor taller than `height`: the first of `top_plate_forms` that
    shows whole at its size or a little smaller, else the one-line form,
    shortened."""
    forms = top_plate_forms(name, rest)
    smallest = max(7, math.ceil(size * TOP_NAME_SHRINK))
    for text, tail in forms:
        for px in range(size, smallest - 1, -1):
            w, h = plate_size(text, px)
            if w <= width and h <= height:
                return _shown(canvas.set_label(key, text, at, px, "top", max_width=width,
                                               tail=tail), name)
    text, tail = forms[0]
    return _shown(canvas.set_label(key, text, at, size, "top", max_width=width, tail=tail,
                                   shrink=TOP_NAME_SHRINK), name)


def _shown(label: LabelItem, name: str) -> LabelItem:
    """A shortened name is whole in the plate's tooltip."""
    label.setToolTip(name if label.shown_text() != label.text() else "")
    return label

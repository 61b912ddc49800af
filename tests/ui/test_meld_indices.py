"""Meld cards keep their rank index (and, in Canasta Origen, their value)
readable at 1280×720, in the crowded tables of a late deal: every meld
card's index lies inside the table, in text large enough to read, and no
card or label covers it (issue 15, problem 5: "meld columns crowd until rank
indices are hidden and Origen values cannot be read").  A canasta is squared
up: its top card's index is the one shown.  Set CANASTA_SHOTS_DIR to keep
the pictures."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from canasta_desktop.model.rules import get_rules
from canasta_desktop.ui import screen_fit
from canasta_desktop.ui.card_index import (PLATE_PAD, SMALLEST_PX, has_plate, index_pixels,
                                           index_rect, plate_font, plate_text)
from canasta_desktop.ui.card_item import CardItem
from canasta_desktop.ui.table_items import LabelItem

from .deals import late_deal

NAMES = ("You", "Marie-Christine", "Bartholomew", "Jean-Baptiste", "Guillemette", "Maximilienne")
SCREENS = {"1280x720": (1280, 720), "1920x1080": (1920, 1080)}
# (variant, players, seed, moves into the deal): tables with many melds.
TABLES = {"six-2x3": ("six-2x3", 6, 9, 90), "origen-6": ("origen", 6, 2, 110),
          "origen-4": ("origen", 4, 9, 80), "six-3x2": ("six-3x2", 6, 3, 100)}


def late_table(window, qtbot, variant: str, players: int, seed: int, moves: int):
    """Bots play `moves` moves (fewer if the deal would end), then the player draws."""
    return late_deal(window.controller, qtbot, get_rules(variant, players), seed, moves, NAMES)


def shown_meld_cards(window) -> list[CardItem]:
    """Each meld card whose index the player should see."""
    scene = window.scene
    shown = []
    for melds in window.controller.view().melds:
        for cards in melds.values():
            items = [scene.card_item(card) for card in cards]
            if len(cards) >= 7:  # a canasta: squared up, its top card shows
                stack = [item for item in items if item is not None and item.isVisible()]
                shown.append(max(stack, key=lambda item: item.zValue()))
            else:
                assert all(item is not None and item.isVisible() for item in items)
                shown.extend(items)
    return shown


def covering(scene, item: CardItem, area: QRectF) -> list[str]:
    """The cards and labels drawn over `area` of `item`."""
    above = []
    for other in scene.items(area, Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                             Qt.SortOrder.DescendingOrder):
        if other is item:
            break  # what comes after is drawn under it
        if not other.isVisible():
            continue
        if isinstance(other, CardItem):
            overlap = other.card_rect().intersected(area)
        elif isinstance(other, LabelItem):
            overlap = other.sceneBoundingRect().intersected(area)
        else:
            continue
        if overlap.width() > 0.5 and overlap.height() > 0.5:
            above.append(f"{getattr(other, 'code', None) or other.text()}")
    return above


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("table", list(TABLES))
def test_every_meld_card_shows_its_index_whole_and_readable(window, qtbot, monkeypatch,
                                                              screen, table, tmp_path):
    width, height = SCREENS[screen]
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    late_table(window, qtbot, *TABLES[table])
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    scene = window.scene
    scene.refresh(animate=False)
    deck = scene.faces.deck
    viewport = QRectF(window.view.viewport().rect())
    shots = Path(os.environ.get("CANASTA_SHOTS_DIR") or tmp_path)  # pictures to look at
    shots.mkdir(parents=True, exist_ok=True)
    window.window.grab().save(str(shots / f"melds-{table}-{screen}.png"))
    cards = shown_meld_cards(window)
    assert len(cards) >= 12, "a late deal has melds on the table"
    for item in cards:
        index = index_rect(item.height, item.width, deck).translated(item.card_rect().topLeft())
        assert viewport.contains(index), f"{item.code}'s index leaves the table"
        if has_plate(item.height, deck):
            pixels = index_pixels(item.height, item.width, deck)
            assert pixels >= SMALLEST_PX, f"{item.code}'s plate text is {pixels} px high"
            text = plate_text(item.code, deck, item.height, item.width)
            metrics = QFontMetricsF(plate_font(pixels))
            text_w = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
            assert text_w <= index.width() - 2 * PLATE_PAD + 0.01, (
                f"{item.code} is {item.width:.0f} px wide: its plate cuts {text!r}")
        assert not covering(scene, item, index), (
            f"{item.code}'s index is covered by {covering(scene, item, index)}")

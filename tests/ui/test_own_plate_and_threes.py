"""The player's own corner: his red threes lie in front of him, left of his
hand, above his name plate.  Play-test (§5 rami, six alone): with a name
long enough to take two lines beside a big hand, the plate grew upward over
his red threes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from canasta_desktop.model.rules import get_rules
from canasta_desktop.ui import screen_fit

from .deals import late_deal
from .test_meld_room import SCREENS

NAMES = ("Marie-Christine Duvernay", "Charles-Édouard Beaumont", "Marguerite Delacroix-Roy",
         "Anne-Sophie Montgolfier", "Jean-Baptiste Lefebvre", "Pierre-Alexandre Favreau")


@pytest.mark.parametrize("screen", SCREENS)
def test_the_players_red_threes_stay_clear_of_his_name_plate(window, qtbot, monkeypatch,
                                                             tmp_path, screen):
    width, height = SCREENS[screen]
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    # Seed 5, 80 moves in: Marie-Christine holds 27 cards and a red three.
    late_deal(window.controller, qtbot, get_rules("rami", 6), 5, 80, NAMES)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    window.scene.refresh(animate=False)
    qtbot.wait(50)  # the side panel lays out its new lines before the picture
    shots = Path(os.environ.get("CANASTA_SHOTS_DIR") or tmp_path)  # pictures to look at
    shots.mkdir(parents=True, exist_ok=True)
    window.window.grab().save(str(shots / f"own-plate-and-threes-{screen}.png"))
    view, scene = window.controller.view(), window.scene
    threes = [scene.card_item(card).card_rect() for card in view.red_threes[view.seat]]
    assert threes and len(view.hand) > 20, "a big hand and a red three laid"
    plate = scene.label(f"seat{view.seat}")
    assert plate.shown_text().count("\n") == 2, "his name takes two lines"
    shown = plate.sceneBoundingRect()
    assert not any(three.intersects(shown) for three in threes), (threes, shown)
    hand = [scene.card_item(card).card_rect() for card in view.hand]
    assert not any(card.intersects(three) for card in hand for three in threes), (
        "and clear of his hand")


@pytest.mark.parametrize("screen", SCREENS)
def test_s3_the_players_foot_lies_in_front_of_him_above_his_name(window, qtbot, monkeypatch,
                                                                 tmp_path, screen):
    """§3 Tête et Queue.  Play-test: the player's foot lay at the bottom
    right, under the east player's foot, and read as hers.  It lies at his
    own corner, above his name plate, clear of the plate and of his hand."""
    from canasta_desktop.model.variants import rules_for

    width, height = SCREENS[screen]
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    late_deal(window.controller, qtbot, rules_for("head-and-foot"), 4, 30, NAMES[:4])
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    window.scene.refresh(animate=False)
    qtbot.wait(50)
    shots = Path(os.environ.get("CANASTA_SHOTS_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    window.window.grab().save(str(shots / f"own-foot-{screen}.png"))
    view, scene = window.controller.view(), window.scene
    assert view.foot_sizes[view.seat], "his foot still waits"
    foot = scene._items[("foot", view.seat, 0)].card_rect()
    plate = scene.label(f"seat{view.seat}").sceneBoundingRect()
    hand = [scene.card_item(card).card_rect() for card in view.hand]
    assert foot.bottom() <= plate.top() and abs(foot.left() - plate.left()) < foot.width()
    assert not any(card.intersects(foot) for card in hand)
    east = [key for key in scene._items if isinstance(key, tuple) and key[0] == "foot"
            and key[1] != view.seat]
    assert all(scene._items[key].card_rect().center().x() > foot.center().x() for key in east)

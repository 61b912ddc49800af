"""A tall, narrow window gives its height to the melds (play-test at
900×1000, 1000×1200 and the narrowest window: the meld zones stayed as
small as in a short window of the same width, their lower parts empty felt,
and rami's six alone squeezed Chloé's zone to one card's width, "Chloé /
opened", under a third of the table left bare).  With two, four and six
players, late in a deal, at tall sizes: no two meld columns overlap and
each stays in its zone, the zones do not overlap and each seat's stays on
its side, every zone's short title reads whole on one line, and a taller
window shows larger meld cards than a shorter one as wide.  Set
CANASTA_SHOTS_DIR to keep the pictures."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from canasta_desktop.model.rules import get_rules
from canasta_desktop.ui import screen_fit
from canasta_desktop.ui.table_canvas import team_order
from canasta_desktop.ui.table_layout import place_of

from .deals import late_deal
from .test_meld_room import assert_columns_apart_in, columns_of

# Screens of the window's height, narrow: the window takes the screen less its frame.
TALL = {"900x1000": (900, 1000), "1000x1200": (1000, 1200), "narrowest-x1000": (696, 1000)}
# As wide and shorter, still narrower than the table's proportions (the width sets the cards' size).
SHORT_OF = {"900x1000": (900, 700), "1000x1200": (1000, 800), "narrowest-x1000": (696, 600)}
NAMES = ("You", "Ana", "Bruno", "Chloé", "Diego", "Elsa")
# (variant, players, seed, moves into the deal): greedy bots play, the player is to draw.
TABLES = {"two": ("two", 2, 7, 60), "four": ("classic", 4, 15, 160),
          "six-3x2": ("six-3x2", 6, 25, 120), "rami-6-solo": ("rami", 6, 29, 60)}


def open_table(window, qtbot, monkeypatch, size: tuple[int, int], table: str, tmp_path,
               tag: str) -> None:
    area = QRect(0, 0, *size)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    variant, players, seed, moves = TABLES[table]
    late_deal(window.controller, qtbot, get_rules(variant, players), seed, moves,
              NAMES[:players])
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    window.scene.refresh(animate=False)
    assert any(window.controller.view().melds), "the table shows melds"
    qtbot.wait(50)
    shots = Path(os.environ.get("CANASTA_SHOTS_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    window.window.grab().save(str(shots / f"tall-{table}-{tag}.png"))


def meld_card_heights(window) -> list[float]:
    """Each side's smallest meld card, as drawn (ours first)."""
    heights = []
    for team in team_order(window.controller.view()):
        shapes = [s for shapes in columns_of(window, team).values() for s in shapes[:1]]
        heights.append(min((s.height() for s in shapes), default=0.0))
    return heights


@pytest.mark.parametrize("table", list(TABLES))
@pytest.mark.parametrize("screen", list(TALL))
def test_melds_lie_apart_in_zones_whose_titles_read_whole(
        window, qtbot, monkeypatch, screen, table, tmp_path):
    open_table(window, qtbot, monkeypatch, TALL[screen], table, tmp_path, screen)
    scene, view = window.scene, window.controller.view()
    zones = scene.layout_.melds
    for index, team in enumerate(team_order(view)):
        zone = zones[index]
        assert_columns_apart_in(zone.adjusted(-0.5, -0.5, 0.5, 0.5), columns_of(window, team),
                                team)
        shown = scene.label(f"team{team}").shown_text()
        assert "\n" not in shown and "\u2026" not in shown, (
            f"{shown!r}: a short title broken or cut in a zone {zone.width():.0f} px wide")
        title = scene.label(f"team{team}").sceneBoundingRect()
        assert zone.contains(title)
    for a in range(len(zones)):
        for b in range(a + 1, len(zones)):
            common = zones[a].intersected(zones[b])
            assert common.width() <= 0 or common.height() <= 0, "zones overlap"
    # Each other seat's zone on its side: one further round the table from
    # the player's left never wholly left of an earlier one's.
    seats = len(view.hand_sizes)
    if len(zones) == seats:
        others = [zones[index] for index in range(1, seats)]
        for earlier in range(len(others)):
            for later in range(earlier + 1, len(others)):
                assert others[later].right() > others[earlier].left(), (
                    place_of(earlier + 1, 0, seats), place_of(later + 1, 0, seats))


@pytest.mark.parametrize("table", list(TABLES))
@pytest.mark.parametrize("screen", list(TALL))
def test_a_taller_window_shows_larger_meld_cards(window, qtbot, monkeypatch, screen, table,
                                                  tmp_path):
    """The same table in a window as wide and shorter, then tall: the tall
    window's height goes to the melds, some side's cards at least a tenth
    larger, none smaller, and the largest nearly as tall as the hand's
    cards (they stopped at three quarters of them, however tall the window)."""
    open_table(window, qtbot, monkeypatch, SHORT_OF[screen], table, tmp_path, f"short-{screen}")
    short = meld_card_heights(window)
    open_table(window, qtbot, monkeypatch, TALL[screen], table, tmp_path, screen)
    tall = meld_card_heights(window)
    assert any(t >= 1.1 * s for s, t in zip(short, tall)), (short, tall)
    assert all(t >= 0.95 * s for s, t in zip(short, tall)), (short, tall)
    scene = window.scene
    hand = max(scene.card_item(card).card_rect().height() for card in scene.hand_cards)
    assert max(tall) >= 0.85 * hand, (tall, hand)

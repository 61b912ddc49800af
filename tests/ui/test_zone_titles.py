"""A team's zone title and Origen's tile plates share the zone's top line:
the plate gives way ("▣ 4") before the title shrinks or breaks in two
(RULES.md §4, Origen: tiles)."""

from __future__ import annotations

from canasta_desktop.model.variants import rules_for
from canasta_desktop.ui.screenshots import SIZE

from .deals import late_deal

NAMES = ("You", "Chloé", "Bruno", "Diego", "Elsa", "Ana")


def test_the_tiles_plate_gives_way_so_the_title_keeps_one_line_at_the_usual_size(window,
                                                                                 qtbot):
    window.window.resize(*SIZE)
    kept = []
    for seed in range(2, 12):
        deal = late_deal(window.controller, qtbot, rules_for("origen", 6), seed=seed, moves=60,
                         names=NAMES)
        labels = window.scene.labels()
        titles = {team: labels[f"team{team}"] for team in range(3)}
        usual = max(title.pixel_size() for title in titles.values())
        for team, title in titles.items():
            plate = labels.get(f"tile{team}:all")
            if plate is None or not plate.text()[2:].isdigit():
                continue
            assert int(plate.text()[2:]) == len(deal.tiles[team]), "the plate counts the tiles"
            assert plate.toolTip(), "the tiles' names are in the plate's tooltip"
            if "\n" not in title.shown_text() and title.pixel_size() == usual:
                kept.append(title.text())
        if kept:
            break
    assert kept, "no title kept its line and size beside a plate that gave way"

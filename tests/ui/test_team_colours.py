"""Who partners whom, at the seats (play-test s41, finding 2: in six for two
teams of three and the three-team tables nothing on the seats said it; only
the zones' titles named the partners).  Each name plate is edged in its
side's colour, the colour of that side's meld zone title; the sides are the
engine's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor

from canasta_desktop.model.variants import rules_for

NAMES = ("You", "Bruno", "Ana", "Carl", "Dora", "Emil")


def edge_shows(window, label, colour: QColor) -> bool:
    """Whether the left edge of `label`, halfway down, shows `colour` on the
    screen (one of its first four pixels, as drawn, smoothing and all)."""
    rect = label.sceneBoundingRect()
    at = window.view.mapFromScene(rect.left(), rect.center().y())
    image = window.view.viewport().grab().toImage()
    return any(close(image.pixelColor(QPoint(at.x() + dx, at.y())), colour)
               for dx in range(4))


def close(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) < 30


@pytest.mark.parametrize("variant", ["six-2x3", "six-3x2", "origen"])
def test_each_plate_shows_its_sides_colour_as_its_zone_title_does(window, qtbot, variant):
    """§2 Variants of classic Canasta: six in two teams of three, six in
    three teams of two (Origen for six too)."""
    c = window.controller
    rules = rules_for(variant, 6)
    c.new_game(rules, seed=7, names=NAMES, bot_names=[None] + ["greedy"] * 5, paused=True)
    qtbot.waitUntil(lambda: "seat5" in window.scene.canvas.labels)
    view = c.view()
    labels = window.scene.canvas.labels
    plates = {seat: labels[f"seat{seat}"] for seat in range(6)}
    titles = {team: labels[f"team{team}"] for team in set(view.team_of)}
    for seat, plate in plates.items():
        team = view.team_of[seat]
        assert plate.accent is not None and plate.accent == titles[team].accent, (seat, team)
        assert edge_shows(window, plate, plate.accent), (seat, plate.accent.name())
    colours = {team: title.accent.name() for team, title in titles.items()}
    assert len(set(colours.values())) == len(colours), "every side its own colour"
    partners = [seat for seat in range(1, 6) if view.team_of[seat] == view.team_of[0]]
    assert partners and all(plates[s].accent == plates[0].accent for s in partners)


def test_a_table_where_each_plays_alone_has_no_colours(window, qtbot):
    """Rami for six, each for himself: nobody has a partner, no plate is edged."""
    c = window.controller
    rules = rules_for("rami", 6, "solo")
    c.new_game(rules, seed=7, names=NAMES, bot_names=[None] + ["greedy"] * 5, paused=True)
    qtbot.waitUntil(lambda: "seat5" in window.scene.canvas.labels)
    labels = window.scene.canvas.labels
    assert [labels[f"seat{seat}"].accent for seat in range(6)] == [None] * 6

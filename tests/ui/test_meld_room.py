"""Many melds stay readable (play-test, "melds become unreadable once a team
has many melds"): in real late deals where a team has eight to eleven melds
(three players, four, six in three teams of two, rami's six alone), at
1280×720 and 1920×1080 with the longest names, the zones share the felt by
what they hold: no two meld columns of a zone overlap, a canasta's badge
reads its count and kind, every column and badge stays inside its zone, and
our "new meld" slot is whole, uncovered and takes a real mouse drop.  The top
seats show their card count whatever the name (play-test, "long names hide
the card count").  Set CANASTA_SHOTS_DIR to keep the pictures."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF

from canasta_desktop import i18n
from canasta_desktop.model.rules import get_rules
from canasta_desktop.session import gestures
from canasta_desktop.ui import screen_fit
from canasta_desktop.ui.table_canvas import team_order
from canasta_desktop.ui.table_layout import TOP_PLACES, place_of

from .deals import late_deal
from .mouse import click, drag

LONGEST_NAMES = ("You", "Marie-Christine de La Fontaine", "Jean-Baptiste Poquelin",
                 "Wolfgang Amadeus", "Anastasia Romanova", "Bartholomew")
SCREENS = {"1280x720": (1280, 720), "1920x1080": (1920, 1080)}
# (variant, players, seed, moves into the deal, melds of the fullest team):
# greedy bots play, then the player is to draw.
TABLES = {"three": ("three", 3, 12, 113, 11), "four": ("classic", 4, 15, 160, 10),
          "six-3x2": ("six-3x2", 6, 25, 171, 9), "rami-6-solo": ("rami", 6, 29, 184, 10),
          # mid-deal: two sides' zones share a row
          "six-3x2-mid": ("six-3x2", 6, 25, 65, 7)}


def open_table(window, qtbot, monkeypatch, screen: str, table: str, tmp_path,
               names: tuple[str, ...] = LONGEST_NAMES):
    width, height = SCREENS[screen]
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    variant, players, seed, moves, fullest = TABLES[table]
    late_deal(window.controller, qtbot, get_rules(variant, players), seed, moves,
              names[:players])
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    window.scene.refresh(animate=False)
    assert max(len(melds) for melds in window.controller.view().melds) >= fullest
    qtbot.wait(50)  # the side panel lays out its new lines before the picture
    shots = Path(os.environ.get("CANASTA_SHOTS_DIR") or tmp_path)  # pictures to look at
    shots.mkdir(parents=True, exist_ok=True)
    tag = "" if names == LONGEST_NAMES else f"-names-{i18n.current_language()}"
    window.window.grab().save(str(shots / f"meld-room-{table}{tag}-{screen}.png"))


def columns_of(window, team: int) -> dict[int, list[QRectF]]:
    """Each meld of `team` as drawn: its cards and its canasta's badge, by rank."""
    scene = window.scene
    columns = {}
    for rank, cards in window.controller.view().melds[team].items():
        items = [scene.card_item(card) for card in cards]
        shapes = [item.card_rect() for item in items if item is not None and item.isVisible()]
        badge = scene.label(f"canasta{team}:{rank}")
        if badge is not None:
            shapes.append(badge.sceneBoundingRect())
        columns[rank] = shapes
    return columns


def assert_columns_apart_in(zone: QRectF, columns: dict[int, list[QRectF]], team: int) -> None:
    """Every meld column of `team` inside its zone, none over another."""
    for rank, shapes in columns.items():
        assert all(zone.contains(shape) for shape in shapes), (
            f"team {team}'s meld of rank {rank} leaves its zone")
    ranks = sorted(columns)
    for i, a in enumerate(ranks):
        for b in ranks[i + 1:]:
            assert not overlaps(columns[a], columns[b]), (
                f"team {team}'s melds of ranks {a} and {b} overlap")


def overlaps(these: list[QRectF], those: list[QRectF]) -> bool:
    for a in these:
        for b in those:
            common = a.intersected(b)
            if common.width() > 0.5 and common.height() > 0.5:
                return True
    return False


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("table", list(TABLES))
def test_no_two_meld_columns_overlap_and_every_badge_reads_count_and_kind(
        window, qtbot, monkeypatch, screen, table, tmp_path):
    open_table(window, qtbot, monkeypatch, screen, table, tmp_path)
    scene, view = window.scene, window.controller.view()
    for index, team in enumerate(team_order(view)):
        zone = scene.layout_.melds[index].adjusted(-0.5, -0.5, 0.5, 0.5)
        columns = columns_of(window, team)
        assert_columns_apart_in(zone, columns, team)
        side = scene.facts.side(team)
        for rank in side.canasta_ranks:
            shown = scene.label(f"canasta{team}:{rank}").shown_text()
            kind = "pure" if rank in side.pure_ranks else "mixed"
            assert str(len(view.melds[team][rank])) in shown and kind in shown, shown


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("table", ["three", "six-3x2"])
def test_the_new_meld_slot_is_whole_uncovered_and_takes_a_mouse_drop(
        window, qtbot, monkeypatch, screen, table, tmp_path):
    open_table(window, qtbot, monkeypatch, screen, table, tmp_path)
    scene, view = window.scene, window.controller.view()
    frame = scene.zones[gestures.NEW_MELD].frame()
    assert scene.layout_.melds[0].contains(frame), "the slot lies inside our zone"
    for shapes in columns_of(window, view.team).values():
        assert not overlaps(shapes, [frame]), "no meld covers the new-meld slot"

    click(window.view, scene.stock_point())  # draw: now a card may be played
    qtbot.waitUntil(lambda: window.controller.deal.phase == "play")
    tables = window.controller.tables
    card = next(c for c in scene.hand_cards if not tables.is_wild[c])  # one natural card
    deal, status = window.controller.deal, window.window.statusBar()
    expected = window.controller.resolve([card], gestures.NEW_MELD)
    drag(window.view, scene.hand_point(card), frame.center())

    if expected.refusal is None:  # the engine takes the card on that target
        assert card not in deal.hands[deal.turn], "the drop on the slot plays the card"
    else:  # refused: for that target's reason (a discard on the pile would be taken)
        shown = status.currentMessage()
        window.controller.drop([card], gestures.NEW_MELD)  # the same drop, without the mouse
        assert shown and shown == status.currentMessage()


@pytest.mark.parametrize("screen", list(SCREENS))
def test_a_top_seat_shows_its_card_count_whatever_its_name(window, qtbot, monkeypatch, screen,
                                                           tmp_path):
    open_table(window, qtbot, monkeypatch, screen, "six-3x2", tmp_path)
    scene, view = window.scene, window.controller.view()
    table = QRectF(window.view.viewport().rect())
    tops = 0
    for seat, count in enumerate(view.hand_sizes):
        place = place_of(seat, view.seat, len(view.hand_sizes))
        if place not in TOP_PLACES:
            continue
        tops += 1
        label = scene.label(f"seat{seat}")
        word = "card" if count == 1 else "cards"
        assert label.shown_text().endswith(f"{count} {word}"), label.shown_text()
        assert LONGEST_NAMES[seat] in label.text(), "the whole name stays in the tooltip's text"
        slot = scene.layout_.hands[place]
        shape = label.sceneBoundingRect()
        assert slot.left() <= shape.left() and shape.right() <= slot.right(), (
            f"{label.shown_text()!r} leaves its place")
        assert table.contains(shape)
    assert tops == 3


# Classic four-player positions with canastas (seed, moves); in some, one has room for
# the full form.
BADGE_TABLES = ((4, 60), (4, 80), (15, 100), (3, 60), (7, 40))  # (7, 40): a lone canasta


@pytest.mark.parametrize("screen", list(SCREENS))
def test_a_french_badge_names_the_canasta_and_stays_off_its_neighbours(
        window, qtbot, qapp, monkeypatch, screen, tmp_path):
    """Play-test: "8 cartes" over "impure" read as impure cards; the badge's
    full form is "8 cartes" over "canasta impure" where it fits, its short
    form "8" over "impure".  The wider badge of a zone's last column may
    reach to the zone's edge on its right, never into the column on its
    left."""
    from canasta_desktop import i18n

    width, height = SCREENS[screen]
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    shots = Path(os.environ.get("CANASTA_SHOTS_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    i18n.set_language(qapp, "fr")
    full = 0
    try:
        for seed, moves in BADGE_TABLES:
            late_deal(window.controller, qtbot, get_rules("classic", 4), seed, moves,
                      LONGEST_NAMES[:4])
            qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
            window.scene.refresh(animate=False)
            window.window.grab().save(str(shots / f"badge-fr-{seed}-{moves}-{screen}.png"))
            scene, view = window.scene, window.controller.view()
            for index, team in enumerate(team_order(view)):
                zone = scene.layout_.melds[index].adjusted(-0.5, -0.5, 0.5, 0.5)
                side = scene.facts.side(team)
                columns = columns_of(window, team)
                for rank in side.canasta_ranks:
                    badge = scene.label(f"canasta{team}:{rank}")
                    shown = badge.shown_text()
                    kind = "pure" if rank in side.pure_ranks else "impure"
                    if "cartes" in shown:
                        full += 1
                        assert shown.endswith(f"canasta {kind}"), shown
                    else:
                        assert shown.endswith(kind) or shown.isdigit(), shown
                    assert zone.contains(badge.sceneBoundingRect()), shown
                    for other, shapes in columns.items():
                        if other != rank:
                            assert not overlaps([badge.sceneBoundingRect()], shapes), (
                                shown, rank, other)
    finally:
        i18n.set_language(qapp, "en")
    assert full, "some canasta has room for the full form"


# Six names as long as the settings dialog allows (24 letters).
LONGEST_LEGAL_NAMES = ("Marie-Christine Duvernay", "Pierre-Alexandre Favreau",
                       "Marie-Antoinette Vasseur", "François-Xavier Duchesne",
                       "Anne-Sophie Beauchampier", "Jean-Baptiste Delacroix")


@pytest.mark.parametrize("table", ("six-3x2-mid", "rami-6-solo"))
@pytest.mark.parametrize("lang", ("en", "fr"))
@pytest.mark.parametrize("screen", list(SCREENS))
def test_a_side_s_long_names_read_whole_in_its_zone(
        window, qtbot, qapp, monkeypatch, screen, lang, table, tmp_path):
    """Play-tests with names the settings allow: six-3x2's "Anne-Sophie
    Beauchamp-Moreau & Jean-B…" and "François-Xavier de La Rochefoucauld &
    Pie…", rami's six alone "Marguerite Delacroi…", over their melds.  Each
    zone's title shows every name of its side whole (broken over lines
    where it must), and its melds stay below the title."""
    assert all(len(name) <= 24 for name in LONGEST_LEGAL_NAMES)
    i18n.set_language(qapp, lang)
    open_table(window, qtbot, monkeypatch, screen, table, tmp_path, LONGEST_LEGAL_NAMES)
    if table == "six-3x2-mid":
        assert len({round(z.top()) for z in window.scene.layout_.melds}) == 2, "side by side"
    scene, view = window.scene, window.controller.view()
    for index, team in enumerate(team_order(view)):
        title = scene.label(f"team{team}")
        shown = title.shown_text()
        joined = shown.replace("-\n", "-").replace("\n", " ")
        for seat, side in enumerate(view.team_of):
            if side == team:
                assert LONGEST_LEGAL_NAMES[seat] in joined, shown
        assert "\u2026" not in shown, shown
        zone = scene.layout_.melds[index]
        assert zone.contains(title.sceneBoundingRect()), shown
        for shapes in columns_of(window, team).values():
            assert all(shape.top() >= title.sceneBoundingRect().bottom() - 1 for shape in shapes)


def _badge_form(text: str) -> int:
    """0: the words ("8 cards / mixed canasta"), 1: the count over the kind, 2: the count."""
    if "\n" not in text:
        return 2
    return 1 if text.split("\n")[0].isdigit() else 0


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("table", ["four", "six-3x2", "rami-6-solo", "three"])
def test_the_badges_of_a_table_say_their_canastas_in_one_form(window, qtbot, monkeypatch,
                                                              tmp_path, screen, table):
    """Play-test: "7 mixed" beside "9 cards / mixed canasta" in one zone
    (the last column's badge had the room to the zone's edge); s41, French:
    "7 cartes / canasta impure" on the other side's zone beside "7 / impure"
    on ours, as if the two meant different things."""
    open_table(window, qtbot, monkeypatch, screen, table, tmp_path)
    view, scene = window.controller.view(), window.scene
    badges = [scene.label(f"canasta{team}:{rank}")
              for team, melds in enumerate(view.melds) for rank in melds]
    shown = [badge.shown_text() for badge in badges if badge is not None and badge.isVisible()]
    assert shown, "the table shows canastas"
    assert len({_badge_form(text) for text in shown}) == 1, shown


@pytest.mark.parametrize("screen", SCREENS)
def test_a_zone_of_one_meld_keeps_room_for_its_names(window, qtbot, monkeypatch, screen):
    """§5 rami, six alone.  Play-test at 1920×1080: five zones in one row,
    the one of a single meld one column wide, its title "Je… Ba… Le… op…"
    for Jean-Baptiste Lefebvre.  A zone counts two columns at least when the
    rows are planned, so a row too full for that takes another row."""
    width, height = SCREENS[screen]
    area = QRect(0, 0, width, height)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    names = ("Marie-Christine Duvernay", "Charles-Édouard Beaumont", "Marguerite Delacroix-Roy",
             "Anne-Sophie Montgolfier", "Jean-Baptiste Lefebvre", "Pierre-Alexandre Favreau")
    late_deal(window.controller, qtbot, get_rules("rami", 6), 5, 80, names)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    window.scene.refresh(animate=False)
    view, scene = window.controller.view(), window.scene
    assert any(len(melds) == 1 for melds in view.melds), "a zone of one meld"
    for team in team_order(view):
        title = scene.label(f"team{team}").shown_text()
        assert "\u2026" not in title, title

"""The deal's end box leaves the melds and the hand in sight where the
window has room for it.  Play-test: it opened over the middle of the table,
on the player's own melds, even at 1920×1080 where the felt beside them
stood empty."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize

from canasta_desktop.model.variants import rules_for
from canasta_desktop.ui import deal_end_dialog, screen_fit
from canasta_desktop.ui.clear_spot import clearest_spot, covered

NAMES = ("Ana", "Bruno", "Chloé", "Diego")


def test_the_clearest_spot_is_the_one_covering_least_then_the_nearest_the_middle():
    bounds = QRect(0, 0, 1000, 600)
    size = QSize(300, 200)
    middle = clearest_spot(size, bounds, [])
    assert middle == QPoint(350, 200), "nothing to avoid: the middle"
    melds = QRect(300, 100, 700, 400)
    spot = clearest_spot(size, bounds, [melds])
    assert covered(QRect(spot, size), [melds]) == 0 and spot.x() + 300 <= 300
    everywhere = QRect(bounds)
    assert clearest_spot(size, bounds, [everywhere]) == middle
    # Equally clear of the melds: the one that hides less of a seat.
    seat = QRect(0, 0, 100, 100)
    spot = clearest_spot(size, bounds, [melds], [seat])
    assert covered(QRect(spot, size), [melds, seat]) == 0


def deal_end_on(window, qtbot, monkeypatch, screen, variant="classic", players=4):
    """A deal's end (greedy bots, seed 3) shown in a window that fills a
    screen of `screen`; the screen's area is the list's one QRect, which a
    test may change afterwards (a bigger screen the box may grow into)."""
    area = [QRect(0, 0, *screen)]
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area[0])
    monkeypatch.setattr(deal_end_dialog, "available_area", lambda widget: area[0])
    window.window.move(0, 0)
    window.window.resize(area[0].size() - screen_fit.FRAME_ALLOWANCE)
    names = NAMES + ("Elsa", "Farid")
    window.controller.new_game(rules_for(variant, players), seed=3, names=names[:players],
                               bot_names=("greedy",) * players)
    box = window.deal_end
    qtbot.waitUntil(box.isVisible, timeout=60_000)
    return box, area


@pytest.mark.parametrize("variant, players, screen", [("two", 2, (1920, 1080)),
                                                       ("classic", 4, (1920, 1080)),
                                                       ("classic", 4, (1280, 720))])
def test_the_deal_end_box_covers_the_least_of_the_melds_and_the_hand(
        window, qtbot, monkeypatch, variant, players, screen):
    box, (area,) = deal_end_on(window, qtbot, monkeypatch, screen, variant, players)
    avoid = window.view.melds_and_hand_on_screen()
    shown = box.frameGeometry()
    table = window.window.frameGeometry()
    middle = QRect(QPoint(table.center().x() - shown.width() // 2,
                          table.center().y() - shown.height() // 2), shown.size())
    assert table.contains(shown) and area.contains(shown), (table, shown)
    assert covered(shown, avoid) < covered(middle, avoid), "it covers less than in the middle"
    if screen == (1920, 1080):
        assert not any(shown.intersects(zone) for zone in avoid), "no meld hidden, nor the hand"


def test_a_deal_end_box_bigger_than_the_window_stays_on_the_screen(window, qtbot, monkeypatch):
    """Review: a box bigger than a small window low on the screen was pinned
    to the window's corner, its "Next deal" row below the screen's edge."""
    area = QRect(0, 0, 1280, 720)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    monkeypatch.setattr(deal_end_dialog, "available_area", lambda widget: area)
    window.window.resize(700, 500)
    window.window.move(500, 400)
    window.controller.new_game(rules_for("six-3x2", 6), seed=3, names=NAMES + ("Elsa", "Farid"),
                               bot_names=("greedy",) * 6)
    box = window.deal_end
    qtbot.waitUntil(box.isVisible, timeout=60_000)
    assert area.contains(box.frameGeometry()), box.frameGeometry()


def plates(window) -> list[QRect]:
    """Every seat's name plate on the screen, as the table draws it."""
    view = window.view
    labels = view.table.canvas.labels
    return view.on_screen(label.sceneBoundingRect() for name, label in labels.items()
                          if name.startswith(("seat", "out")))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("screen", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("variant, players", [("two", 2), ("three", 3), ("classic", 4),
                                              ("five", 5), ("six-3x2", 6)])
def test_the_deal_end_box_hides_no_seat_s_name_plate(
        window, qtbot, qapp, monkeypatch, variant, players, screen, lang):
    """Play-test: at the top right it hid a seat's name and cards (five
    players at 1280×720; three in French, where the box is wider)."""
    from canasta_desktop import i18n
    i18n.set_language(qapp, lang)
    box, _ = deal_end_on(window, qtbot, monkeypatch, screen, variant, players)
    shown = box.frameGeometry()
    seen = plates(window)
    assert len(seen) >= players - 1
    assert not [p for p in seen if shown.intersects(p)], (shown, seen)


def a_deal_end_at_1280x720(window, qtbot, monkeypatch):
    """A classic deal's end shown in a 1280×720 window, on a screen that can
    grow to 1920×1080 (the area the box is kept in)."""
    box, area = deal_end_on(window, qtbot, monkeypatch, (1280, 720))
    area[0] = QRect(0, 0, 1920, 1080)
    return box


def test_the_deal_end_box_finds_its_place_again_when_the_window_is_resized(
        window, qtbot, monkeypatch, tmp_path):
    """Play-test s32 F3: from 1280×720 to 1920×1080 the box stayed where it
    was, now in the middle of the felt over both sides' melds."""
    box = a_deal_end_at_1280x720(window, qtbot, monkeypatch)
    window.window.resize(QSize(1920, 1080) - screen_fit.FRAME_ALLOWANCE)
    # Placed again as when shown at 1920×1080: clear of every meld and the hand.
    qtbot.waitUntil(lambda: not any(box.frameGeometry().intersects(zone)
                                    for zone in window.view.melds_and_hand_on_screen()))
    assert window.window.frameGeometry().contains(box.frameGeometry())
    assert not [p for p in plates(window) if box.frameGeometry().intersects(p)]
    # Moved with the window too.
    window.window.move(40, 30)
    qtbot.waitUntil(lambda: window.window.frameGeometry().contains(box.frameGeometry()))


def test_a_deal_end_box_the_player_moved_stays_where_he_put_it(window, qtbot, qapp,
                                                               monkeypatch):
    box = a_deal_end_at_1280x720(window, qtbot, monkeypatch)
    assert moved_stays_after_a_resize(window, qtbot, qapp, box, QPoint(300, 200))


def moved_stays_after_a_resize(window, qtbot, qapp, box, by: QPoint) -> bool:
    """Whether `box`, moved back by `by` (up and left) by the player, stays there when
    the window grows from 1280×720 to 1920×1080."""
    box.move(box.pos() - by)
    put = box.pos()
    window.window.resize(QSize(1920, 1080) - screen_fit.FRAME_ALLOWANCE)
    qtbot.waitUntil(lambda: window.view.width() > 1280)
    qapp.processEvents()  # the place asked for after the resize, were it asked
    return box.pos() == put


def test_the_partners_question_keeps_clear_of_the_melds_and_the_hand(window, qtbot,
                                                                      monkeypatch):
    """Play-test s32: "May I go out?" opened in the middle of the table, over
    the player's melds and the pile, while he decided.  It is placed as the
    deal's end box is, clear of the name plates, the melds and the hand."""
    from .test_table_flow import partner_about_to_ask

    area = QRect(0, 0, 1920, 1080)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.move(0, 0)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    window.controller.load_deal(partner_about_to_ask())
    qtbot.waitUntil(lambda: window.go_out.box is not None, timeout=10_000)
    box = window.go_out.box
    qtbot.waitUntil(box.isVisible)
    shown = box.frameGeometry()
    for zone in window.view.melds_and_hand_on_screen() + window.view.plates_on_screen():
        assert not shown.intersects(zone), "no meld, hand or name plate hidden"
    middle = QRect(window.window.frameGeometry().center() - shown.center() + shown.topLeft(),
                   shown.size())
    assert covered(middle, window.view.melds_and_hand_on_screen()) > 0, (
        "the middle of the table would have hidden some")


def own_cards_under(window, box: QRect) -> tuple[int, int, int]:
    """How many of the cards of the player's own melds lie under the box, of
    how many, and how many of his hand's."""
    scene, view = window.scene, window.view
    deal = window.controller.deal
    own = {card for meld in deal.melds[deal.team_of[0]].values() for card in meld}
    melds = [item for item in scene.items_in_role("meld") if item.card in own]
    hand = scene.items_in_role("hand")
    under = [rect for rect in view.on_screen(item.sceneBoundingRect() for item in melds)
             if rect.intersects(box)]
    held = [rect for rect in view.on_screen(item.sceneBoundingRect() for item in hand)
            if rect.intersects(box)]
    return len(under), len(melds), len(held)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("screen", [(1024, 640), (1280, 720)])
def test_tete_et_queue_s_deal_end_leaves_the_player_s_melds_in_sight(
        window, qtbot, qapp, monkeypatch, screen, lang):
    """s33: the box of Tête et Queue for four (§3: its feet's cards listed,
    eleven a line) covered most of the player's melds at 1024×640 and some
    of them and his hand at 1280×720.  Eight cards a line and "3 deals left"
    beside the buttons make it small enough to sit clear of them at
    1280×720, and over fewer than half of them at 1024×640, where the name
    plates still come first."""
    from canasta_desktop import i18n
    i18n.set_language(qapp, lang)
    box, _ = deal_end_on(window, qtbot, monkeypatch, screen, "head-and-foot")
    shown = box.frameGeometry()
    under, melds, held = own_cards_under(window, shown)
    assert melds >= 10, melds
    assert not [p for p in plates(window) if shown.intersects(p)], "no name plate hidden"
    if screen == (1280, 720):
        assert under == 0 and held == 0, (under, melds, held, shown)
    else:
        assert under < melds / 2, (under, melds, held, shown)


@pytest.mark.parametrize("seed", [1, 13])
def test_tete_et_queue_s_french_deal_end_narrows_to_leave_the_melds_in_sight(
        window, qtbot, qapp, monkeypatch, seed):
    """Play-test s41: at 1280×720 the French box of Tête et Queue stood over
    the player's last melds (its canasta of fours, its badge), a few pixels
    too wide for the felt right of them.  Where its own width would hide
    cards, the box is narrower, its lines wrapped, and every line still
    shows without scrolling."""
    from canasta_desktop import i18n
    from canasta_desktop.model.variants import rules_for

    i18n.set_language(qapp, "fr")
    area = QRect(0, 0, 1280, 720)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    monkeypatch.setattr(deal_end_dialog, "available_area", lambda widget: area)
    window.window.move(0, 0)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    window.controller.new_game(rules_for("head-and-foot", 4), seed=seed,
                               names=("Vous", "Ana", "Bruno", "Chloé"),
                               bot_names=("greedy",) * 4)
    box = window.deal_end
    qtbot.waitUntil(box.isVisible, timeout=60_000)
    shown = box.frameGeometry()
    under, melds, held = own_cards_under(window, shown)
    assert melds >= 10 and (under, held) == (0, 0), (under, melds, held, shown)
    assert not [p for p in plates(window) if shown.intersects(p)], "no name plate hidden"
    assert window.window.frameGeometry().contains(shown)
    assert box.scroll_area.verticalScrollBar().maximum() == 0, "every line in sight"

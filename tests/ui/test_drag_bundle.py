"""Several selected cards dragged together travel as one bundle under the
pointer (play-test s33 F1): a joker at the left end of the hand and fours at
its right end, dragged by one of them, gather into a small fan where the
pointer is, inside the table, while the button is held; what the drop does
is as before (judged where the pointer is let go), and a refused drop, a
drop on nothing or Esc sends the cards back to their places in the hand.
Real mouse events on the view's viewport."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtTest import QTest

from canasta_desktop.session import gestures
from canasta_desktop.ui import screen_fit

from .deals import codes, ids, stacked_deal
from .mouse import click, drag, press_and_move, release

# Rank order shows the joker and the two first, the fours last (no three).
HAND = "JK 2C AS AH AD 9S 8D 4C 4D 4H 4S"
ENDS = "JK 4H 4S"  # the first card of the hand and the last two, once 5S is drawn


@pytest.fixture
def ends(window):
    """A deal where the player has drawn (the 5S) and holds a joker and
    fours at the two ends of his hand."""
    window.controller.load_deal(stacked_deal({0: HAND}, "6C", "5S"))
    click(window.view, window.scene.stock_point())
    deal = window.controller.deal
    assert len(deal.hands[0]) == 12
    return window


def select(window, cards):
    for card in cards:
        click(window.view, window.scene.hand_point(card))
    assert window.scene.selection == set(cards)


def pointer_in_scene(window, point: QPointF) -> QPointF:
    """Where the pointer is in the scene once the point is on the screen."""
    view = window.view
    return view.mapToScene(view.mapFromScene(point))


def distance(rect: QRectF, point: QPointF) -> float:
    dx = max(rect.left() - point.x(), 0.0, point.x() - rect.right())
    dy = max(rect.top() - point.y(), 0.0, point.y() - rect.bottom())
    return (dx * dx + dy * dy) ** 0.5


def assert_gathered(window, cards, pointer: QPointF) -> None:
    scene = window.scene
    assert scene.is_dragging()
    shown = QRectF(window.view.viewport().rect())
    shown = window.view.mapToScene(shown.toRect()).boundingRect()
    for card in cards:
        rect = scene.card_item(card).card_rect()
        width = scene.card_item(card).width
        assert distance(rect, pointer) <= width, (
            f"{scene.card_item(card).code} trails {distance(rect, pointer):.0f} px from the "
            f"pointer (a card is {width:.0f} px wide)")
        assert shown.contains(rect), f"{scene.card_item(card).code} leaves the table"


def homes(window, cards):
    return {card: window.scene.card_item(card).pos() for card in cards}


def halfway(window, grabbed: int, target: str) -> QPointF:
    start = window.scene.hand_point(grabbed)
    return start + (window.scene.zone_point(target) - start) * 0.5


@pytest.mark.parametrize("grab", [0, 2], ids=["by the left end", "by the right end"])
def test_cards_from_both_ends_gather_under_the_pointer_and_meld_as_before(ends, grab):
    deal = ends.controller.deal
    cards = ids(deal, ENDS)
    select(ends, cards)
    start = ends.scene.hand_point(cards[grab])
    point = halfway(ends, cards[grab], gestures.NEW_MELD)

    press_and_move(ends.view, start, point)
    assert_gathered(ends, cards, pointer_in_scene(ends, point))
    end = ends.scene.zone_point(gestures.NEW_MELD)
    press_and_move_on(ends, point, end)
    assert_gathered(ends, cards, pointer_in_scene(ends, end))
    release(ends.view, end)

    assert sorted(codes(deal, deal.melds[0][4])) == ["4H", "4S", "JK"]
    assert deal.opened[0] and not set(cards) & set(deal.hands[0])
    assert not ends.scene.is_dragging() and ends.scene.selection == set()


def press_and_move_on(window, start: QPointF, end: QPointF, steps: int = 4) -> None:
    """The button still held: the pointer goes on from `start` to `end`."""
    viewport = window.view.viewport()
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, window.view.mapFromScene(start + (end - start) * (i / steps)))


def test_cards_from_both_ends_dropped_on_a_meld_are_added_to_it(ends):
    deal = ends.controller.deal
    controller = ends.controller
    assert controller.drop(ids(deal, "AS AH AD"), gestures.NEW_MELD)
    assert controller.drop(ids(deal, "4C 4D 4H"), gestures.NEW_MELD)
    cards = ids(deal, "JK 2C 4S")  # the two first cards of the hand and the last
    assert ends.scene.hand_cards[:2] == cards[:2] and ends.scene.hand_cards[-1] == cards[2]
    select(ends, cards)
    target = gestures.meld_target(4)
    point = halfway(ends, cards[0], target)

    press_and_move(ends.view, ends.scene.hand_point(cards[0]), point)
    assert_gathered(ends, cards, pointer_in_scene(ends, point))
    press_and_move_on(ends, point, ends.scene.zone_point(target))
    release(ends.view, ends.scene.zone_point(target))

    assert sorted(codes(deal, deal.melds[0][4])) == sorted(["4C", "4D", "4H", "4S", "JK", "2C"])
    assert not set(cards) & set(deal.hands[0])


def test_a_refused_drop_sends_the_gathered_cards_back_to_their_places(ends):
    deal = ends.controller.deal
    cards = ids(deal, "JK 9S 4S")  # three ranks: no meld
    select(ends, cards)
    before, places = list(deal.hands[0]), homes(ends, ends.scene.hand_cards)
    point = halfway(ends, cards[1], gestures.NEW_MELD)

    press_and_move(ends.view, ends.scene.hand_point(cards[1]), point)
    assert_gathered(ends, cards, pointer_in_scene(ends, point))
    press_and_move_on(ends, point, ends.scene.zone_point(gestures.NEW_MELD))
    release(ends.view, ends.scene.zone_point(gestures.NEW_MELD))

    assert "a meld holds cards of a single rank" in ends.window.statusBar().currentMessage()
    assert deal.hands[0] == before and not deal.melds[0]
    assert homes(ends, ends.scene.hand_cards) == places, "every card back in its place"
    assert ends.scene.selection == set(cards), "still selected, as before"


def test_gathered_cards_let_go_on_nothing_go_back_to_their_places(ends):
    deal = ends.controller.deal
    cards = ids(deal, ENDS)
    select(ends, cards)
    before, places = list(deal.hands[0]), homes(ends, ends.scene.hand_cards)
    hand, stock = ends.scene.zones["hand"].rect(), ends.scene.zones[gestures.DRAW].rect()
    nothing = QPointF(stock.center().x(), (stock.bottom() + hand.top()) / 2)  # bare felt
    assert not any(zone.rect().contains(nothing) for zone in ends.scene.zones.values())

    drag(ends.view, ends.scene.hand_point(cards[0]), nothing)

    assert deal.hands[0] == before and not deal.melds[0] and deal.turn == 0
    assert homes(ends, ends.scene.hand_cards) == places
    assert not ends.scene.is_dragging()


def test_escape_while_dragging_puts_the_cards_back_in_the_hand(ends):
    deal = ends.controller.deal
    cards = ids(deal, ENDS)
    select(ends, cards)
    before = list(deal.hands[0])
    xs = {card: ends.scene.card_item(card).pos().x() for card in ends.scene.hand_cards}
    point = halfway(ends, cards[0], gestures.NEW_MELD)
    press_and_move(ends.view, ends.scene.hand_point(cards[0]), point)
    assert_gathered(ends, cards, pointer_in_scene(ends, point))

    QTest.keyClick(ends.view.viewport(), Qt.Key.Key_Escape)
    release(ends.view, point)

    assert deal.hands[0] == before and not deal.melds[0]
    assert not ends.scene.is_dragging()
    hand = ends.scene.zones["hand"].rect()
    for card in ends.scene.hand_cards:
        item = ends.scene.card_item(card)
        assert item.pos().x() == xs[card], f"{item.code} back at its place in the hand"
        assert item.card_rect().intersects(hand)


def test_with_the_table_sliding_the_cards_slide_into_the_bundle(ends, qtbot):
    ends.preferences.set_speed("Normal")
    deal = ends.controller.deal
    cards = ids(deal, ENDS)
    select(ends, cards)
    point = halfway(ends, cards[0], gestures.NEW_MELD)
    press_and_move(ends.view, ends.scene.hand_point(cards[0]), point)
    pointer = pointer_in_scene(ends, point)

    def gathered() -> bool:
        return all(distance(ends.scene.card_item(c).card_rect(), pointer)
                   <= ends.scene.card_item(c).width for c in cards)
    qtbot.waitUntil(gathered)
    assert_gathered(ends, cards, pointer)
    release(ends.view, ends.scene.zone_point(gestures.NEW_MELD))
    assert sorted(codes(deal, deal.melds[0][4])) == ["4H", "4S", "JK"]


@pytest.mark.parametrize("screen", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_a_picture_of_the_bundle_while_dragging(window, qtbot, monkeypatch, tmp_path, screen):
    area = QRect(0, 0, *screen)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    qtbot.waitUntil(lambda: window.view.viewport().width() > screen[0] * 0.6)
    window.controller.load_deal(stacked_deal({0: HAND}, "6C", "5S"))
    click(window.view, window.scene.stock_point())
    cards = ids(window.controller.deal, ENDS)
    select(window, cards)
    point = halfway(window, cards[0], gestures.NEW_MELD)
    press_and_move(window.view, window.scene.hand_point(cards[0]), point)
    assert_gathered(window, cards, pointer_in_scene(window, point))
    shots = Path(os.environ.get("CANASTA_SHOTS_DIR") or tmp_path)  # pictures to look at
    shots.mkdir(parents=True, exist_ok=True)
    window.window.grab().save(str(shots / f"drag-bundle-{screen[0]}x{screen[1]}.png"))
    release(window.view, window.scene.zone_point(gestures.NEW_MELD))
    assert window.controller.deal.melds[0]

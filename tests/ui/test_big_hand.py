"""A big hand lies in two rows (play-test s40: after taking a 30-card pile,
three players at 1280×720, each of 34 cards showed a sliver of about 20
pixels and the ranks were hard to read).  Every card's index stays in
sight, and a card of either row is dragged onto the pile, onto "new meld"
or to another place in the hand as one of a single row is."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from canasta_desktop.model.actions import Discard
from canasta_desktop.model.variants import rules_for
from canasta_desktop.ui.card_index import index_rect

from .mouse import drag

# Thirty-four cards, no red three: the hand after taking a big pile.
BIG = ("AS AH AD AC KS KH KD KC QS QH QD QC JS JH JD JC TS TH TD TC "
       "9S 9H 9D 9C 8S 8H 8D 8C 7S 7H 7D 7C 6S 6H")
SMALL = "AS KH QD JC TS 9H 8D 7C 6S 5H 4D"


def lay_hand(window, qtbot, hand: str, melds=None):
    from tests.model.builders import position

    rules = rules_for("three")
    c = window.controller
    c.new_game(rules, seed=4, bot_names=(None,) + ("greedy",) * (rules.players - 1))
    c.load_deal(position(hands={0: hand}, pile="6C 4D", phase="play", rules=rules,
                         melds=melds))
    qtbot.waitUntil(lambda: len(window.scene.hand_cards) == len(hand.split()))
    return window.scene


def covered_by_later_cards(scene, index: int) -> bool:
    """Whether another hand card drawn over it hides part of the card's index."""
    cards = scene.hand_cards
    item = scene.card_item(cards[index])
    corner = index_rect(item.height, item.width, scene.canvas.faces.deck).translated(item.pos())
    return any(scene.card_item(other).sceneBoundingRect().intersects(corner)
               for other in cards if scene.card_item(other).zValue() > item.zValue())


def test_thirty_four_cards_at_1280_lie_in_two_rows_every_index_in_sight(window, qtbot):
    scene = lay_hand(window, qtbot, BIG)
    items = [scene.card_item(card) for card in scene.hand_cards]
    rows = sorted({round(item.pos().y()) for item in items})
    assert len(rows) == 2, rows
    one_row = (fan_area_width(scene) - scene.layout_.width_of(scene.layout_.unit)) / 33
    assert one_row < 25, "one row would show each card about 20 pixels wide"
    for row in rows:
        xs = sorted(item.pos().x() for item in items if round(item.pos().y()) == row)
        assert len(xs) == 17
        assert min(b - a for a, b in zip(xs, xs[1:])) > 1.5 * one_row
    assert not [i for i in range(34) if covered_by_later_cards(scene, i)]
    hand_zone = scene.zones["hand"].rect()
    for item in items:  # the rows stay in the hand's place, clear of the melds
        assert hand_zone.contains(item.sceneBoundingRect().topLeft())


def fan_area_width(scene) -> float:
    return scene.zones["hand"].rect().width()


def test_an_ordinary_hand_stays_in_one_row_of_full_size_cards(window, qtbot):
    scene = lay_hand(window, qtbot, SMALL)
    assert scene.hand_fan.rows == 1
    assert {scene.card_item(c).height for c in scene.hand_cards} == {scene.layout_.unit}


@pytest.mark.parametrize("row", [0, 1], ids=["back row", "front row"])
def test_a_card_of_either_row_is_dragged_onto_the_pile(window, qtbot, row):
    scene = lay_hand(window, qtbot, BIG)
    fan = scene.hand_fan
    index = 3 if row == 0 else fan.back + 3
    assert fan.row_of(index) == row
    card = scene.hand_cards[index]
    drag(window.view, scene.hand_point(card), scene.pile_point())
    history = window.controller.deal.history
    assert history and history[-1] == (0, Discard(card)), history


@pytest.mark.parametrize("row, rank", [(0, "A"), (1, "7")], ids=["back row", "front row"])
def test_cards_of_either_row_are_dragged_onto_new_meld(window, qtbot, row, rank):
    """Three cards of a rank, in one row, are chosen by clicks, then dragged
    together (the side has opened: sevens are enough)."""
    from .mouse import click

    scene = lay_hand(window, qtbot, BIG, melds={0: {"5": "5S 5H 5D"}})
    fan = scene.hand_fan
    deal = window.controller.deal
    three = [c for c in scene.hand_cards if deal.tables.code[c][0] == rank][:3]
    assert {fan.row_of(scene.hand_cards.index(c)) for c in three} == {row}
    for card in three:
        click(window.view, scene.hand_point(card))
    drag(window.view, scene.hand_point(three[0]), scene.zones["new_meld"].rect().center())
    melds = window.controller.view().melds[window.controller.view().team]
    assert any(set(three) <= set(meld) for meld in melds.values()), melds


def test_a_front_row_card_is_dragged_into_the_back_row(window, qtbot):
    scene = lay_hand(window, qtbot, BIG)
    fan = scene.hand_fan
    moved = scene.hand_cards[fan.back + 5]
    # Dropped over the back row's fourth card, left of its middle: before it.
    fourth = scene.card_item(scene.hand_cards[3])
    target = fourth.pos() + QPointF(fourth.width * 0.15, 4.0)
    drag(window.view, scene.hand_point(moved), target)
    assert scene.hand_cards.index(moved) == 3, scene.hand_cards.index(moved)


def test_a_back_row_card_is_dragged_to_the_front_row_s_end(window, qtbot):
    scene = lay_hand(window, qtbot, BIG)
    moved = scene.hand_cards[0]
    last = scene.card_item(scene.hand_cards[-1])
    target = last.pos() + QPointF(last.width * 0.9, last.height * 0.6)
    drag(window.view, scene.hand_point(moved), target)
    assert scene.hand_cards[-1] == moved


def test_a_chosen_front_row_card_leaves_the_card_behind_it_in_sight_and_clickable(window, qtbot):
    """Risen as a single row's chosen card rises, a front row's card hid the
    index of the back row's card behind it, which a click then missed."""
    from .mouse import click

    scene = lay_hand(window, qtbot, BIG)
    fan = scene.hand_fan
    front = scene.hand_cards[fan.back + 5]
    click(window.view, scene.hand_point(front))
    assert scene.selection == {front}
    x = scene.card_item(front).pos().x() + 5
    behind = next(card for card in scene.hand_cards[:fan.back]
                  if scene.card_item(card).pos().x() <= x < scene.card_item(card).pos().x()
                  + (fan.shown_width(scene.hand_cards.index(card)) or fan.width))
    index = scene.hand_cards.index(behind)
    assert not covered_by_later_cards(scene, index)
    click(window.view, scene.hand_point(behind))
    assert scene.selection == {front, behind}

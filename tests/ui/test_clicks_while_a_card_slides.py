"""Clicks while the card drawn slides from the stock to the hand (play-test
s39: a click then "may be lost").  On its way it crosses the pile and "new
meld"; a click there is for that place, not for the card passing over it,
while a click on it in the hand still picks it."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QPointF, QPropertyAnimation, QRectF

from canasta_desktop.session import gestures

from .mouse import click

SLOW = "Slow"  # the longest slide: a person's click lands during it


def _slid_over(scene, card: int, place: QRectF) -> QPointF:
    """The middle of the card drawn, its slide set to a moment it passes
    over `place`: the slide stepped through rather than waited for, which a
    loaded machine's frames could jump over (at the Slow speed the card is
    over "new meld" for some 50 ms of its 400)."""
    item = scene.card_item(card)
    slide = next((a for a in item.findChildren(QPropertyAnimation)
                  if a.state() == QAbstractAnimation.State.Running), None)
    assert slide is not None, "the card drawn slides to the hand"
    for ms in range(0, slide.duration(), 5):
        slide.setCurrentTime(ms)
        if place.contains(item.card_rect().center()):
            assert item.sliding()
            return item.card_rect().center()
    raise AssertionError("the card drawn never passes over that place")


def test_new_meld_clicked_as_the_drawn_card_passes_over_it_melds_the_selection(table):
    w = table
    w.preferences.set_speed(SLOW)
    scene, view, c = w.scene, w.view, w.controller
    aces = [card for card in scene.hand_cards if c.tables.rank[card] == 14]
    for ace in aces:
        click(view, scene.hand_point(ace))
    assert scene.selection == set(aces)
    click(view, scene.stock_point())
    drawn, = scene.fresh_cards()
    new_meld = scene.zones[gestures.NEW_MELD].rect()
    click(view, _slid_over(scene, drawn, new_meld))
    team = c.view().team
    assert 14 in c.view().melds[team], "the aces are melded: the click was the new meld's"
    assert drawn in c.deal.hands[c.human_seat] and drawn not in scene.selection


def test_the_drawn_card_clicked_once_in_the_hand_is_picked_while_it_slides(table):
    w = table
    w.preferences.set_speed(SLOW)
    scene, view = w.scene, w.view
    click(view, scene.stock_point())
    drawn, = scene.fresh_cards()
    click(view, _slid_over(scene, drawn, scene.zones["hand"].rect()))
    assert scene.selection == {drawn}

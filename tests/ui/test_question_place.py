"""The table's questions while the player decides keep clear of what he
looks at to decide (s33: the "ask anyway?" warning, the penalty warning and
the double-click's "Discard the K♠?" opened in the middle of the window,
over the pile and his melds).  They are placed as the partner's question and
the deal's end box are: clear of the name plates, the melds and the hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtTest import QTest

from canasta_desktop.model.actions import AnswerGoOut
from canasta_desktop.ui import screen_fit

from .deals import ids
from .mouse import click, double_click, drag
from .test_partners_trap import SaysYes, press_ask


def ask_warning(table, qtbot):
    click(table.view, table.scene.stock_point())  # drawn: twelve cards, no canasta
    press_ask(table)
    return table.ask_guard.box


def penalty_warning(table, qtbot):
    c = table.controller
    c.bots[2] = SaysYes()
    assert ask_warning(table, qtbot) is not None
    QTest.mouseClick(table.ask_guard.ask_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: AnswerGoOut(True) in [a for _, a in c.deal.history], timeout=10_000)
    seven = ids(c.deal, "7C")[0]
    drag(table.view, table.scene.hand_point(seven), table.scene.pile_point())
    shown = table.penalty_guard.shown
    return shown.box if shown is not None else None


def discard_question(table, qtbot):
    click(table.view, table.scene.stock_point())
    double_click(table.view, table.scene.hand_point(ids(table.controller.deal, "KS")[0]))
    shown = table.discard_guard.shown
    return shown.box if shown is not None else None


@pytest.mark.parametrize("opened", [ask_warning, penalty_warning, discard_question])
def test_a_question_while_the_player_decides_hides_no_meld_hand_card_or_plate(
        window, qtbot, monkeypatch, opened):
    from .conftest import FIRST_DRAW, HAND, UPCARD
    from .deals import stacked_deal

    area = QRect(0, 0, 1920, 1080)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.move(0, 0)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    qtbot.waitUntil(lambda: window.view.width() > 1280)
    window.controller.load_deal(stacked_deal({0: HAND}, UPCARD, FIRST_DRAW))
    box = opened(window, qtbot)
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    shown = box.frameGeometry()
    view = window.view
    hidden = [zone for zone in view.melds_and_hand_on_screen() + view.plates_on_screen()
              if shown.intersects(zone)]
    assert not hidden, (shown, hidden)
    assert window.window.frameGeometry().contains(shown)
    middle = QRect(window.window.frameGeometry().center() - shown.center() + shown.topLeft(),
                   shown.size())
    assert [zone for zone in view.melds_and_hand_on_screen() if middle.intersects(zone)], (
        "the middle of the table would have hidden some")


def partner_question(table, qtbot):
    from .test_table_flow import partner_about_to_ask

    table.controller.load_deal(partner_about_to_ask())
    qtbot.waitUntil(lambda: table.go_out.box is not None, timeout=10_000)
    return table.go_out.box


def stacked(opened):
    def opener(table, qtbot):
        from .conftest import FIRST_DRAW, HAND, UPCARD
        from .deals import stacked_deal

        table.controller.load_deal(stacked_deal({0: HAND}, UPCARD, FIRST_DRAW))
        return opened(table, qtbot)
    opener.__name__ = opened.__name__
    return opener


EVERY_QUESTION = [partner_question] + [stacked(opened) for opened in
                                       (ask_warning, penalty_warning, discard_question)]


def open_at(window, qtbot, monkeypatch, opened, width, height):
    """A question opened in a window of width×height on a 1920×1080 screen."""
    area = QRect(0, 0, 1920, 1080)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.move(0, 0)
    window.window.resize(QSize(width, height) - screen_fit.FRAME_ALLOWANCE)
    qtbot.waitUntil(lambda: window.view.width() > width - 400)
    box = opened(window, qtbot)
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    return box


def in_the_clear(window, box) -> bool:
    """Inside the window, over no meld, the hand or a name plate."""
    shown = box.frameGeometry()
    view = window.view
    return window.window.frameGeometry().contains(shown) and not [
        zone for zone in view.melds_and_hand_on_screen() + view.plates_on_screen()
        if shown.intersects(zone)]


@pytest.mark.parametrize("opened", EVERY_QUESTION, ids=lambda f: f.__name__)
@pytest.mark.parametrize("start, end", [((1920, 1080), (1280, 720)),
                                        ((1280, 720), (1920, 1080))])
def test_a_question_finds_its_place_again_when_the_window_is_resized(
        window, qtbot, monkeypatch, opened, start, end):
    """Play-test s33: from 1920 to 1280 wide the partner's question sat
    wholly outside the window while the game waited for the answer; from
    1280 to 1920 it lay on the player's melds.  Placed again, as the deal's
    end box is."""
    box = open_at(window, qtbot, monkeypatch, opened, *start)
    window.window.resize(QSize(*end) - screen_fit.FRAME_ALLOWANCE)
    qtbot.waitUntil(lambda: in_the_clear(window, box))


@pytest.mark.parametrize("opened", [partner_question, stacked(ask_warning)],
                         ids=lambda f: f.__name__)
def test_a_question_the_player_moved_stays_where_he_put_it(window, qtbot, qapp, monkeypatch,
                                                           opened):
    from .test_deal_end_place import moved_stays_after_a_resize

    box = open_at(window, qtbot, monkeypatch, opened, 1280, 720)
    # Moved left and down: at 1280 the box may open at the window's top
    # (clear of the status bar and the panel's buttons), with no room above.
    assert moved_stays_after_a_resize(window, qtbot, qapp, box, QPoint(200, -100))


def box_words(box) -> str:
    """What the box says: its title, text, question and buttons (French
    spaces before « ? » and « : » as plain ones)."""
    return "\n".join([box.windowTitle(), box.text(), box.informativeText()]
                     + [button.text().replace("&", "") for button in box.buttons()]
                     ).replace("\xa0", " ")


@pytest.mark.parametrize("opened, english, french", [
    (partner_question, ["May I go out?", "asks: \u201cPartner, may I go out?\u201d", "You hold",
                        "Yes\nNo"],
     ["Puis-je sortir ?", "demande : \u00ab Partenaire, puis-je sortir ? \u00bb", "Oui\nNon"]),
    (stacked(ask_warning), ["May I go out?", "You cannot go out this turn", "anyway?",
                            "Ask anyway\nDo not ask"],
     ["Puis-je sortir ?", "Vous ne pouvez pas sortir \u00e0 ce tour", "Demander quand m\u00eame",
      "Demander quand m\u00eame\nNe pas demander"]),
], ids=["partner_question", "ask_warning"])
def test_an_open_question_follows_the_language(window, qtbot, monkeypatch, opened, english,
                                               french):
    """Play-test s33: Game → Language while the partner's question was open
    left its text in English under French « Oui / Non » buttons."""
    box = open_at(window, qtbot, monkeypatch, opened, 1280, 720)
    assert all(word in box_words(box) for word in english), box_words(box)
    window.menus.language_actions["fr"].trigger()
    qtbot.waitUntil(lambda: all(word in box_words(box) for word in french))
    assert not [word for word in english if word in box_words(box)], box_words(box)
    qtbot.waitUntil(lambda: in_the_clear(window, box))  # placed again at its new size
    window.menus.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: all(word in box_words(box) for word in english))
    assert not [word for word in french if word in box_words(box)], box_words(box)


@pytest.mark.parametrize("opened", EVERY_QUESTION, ids=lambda f: f.__name__)
def test_a_question_leaves_the_status_bar_in_sight_at_1280(window, qtbot, monkeypatch, opened):
    """Play-test s35, 1280×720: H in the "ask anyway?" warning wrote "Hint: do
    not ask; discard the Q♠ — … hardly in reach (1" — the box, at the
    window's bottom right, hid the end of the hint it had asked for.  The
    status bar is kept clear as the other seats are."""
    box = open_at(window, qtbot, monkeypatch, opened, 1280, 720)
    bar = window.window.statusBar()
    on_screen = QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size())
    assert not box.frameGeometry().intersects(on_screen), (box.frameGeometry(), on_screen)
    assert in_the_clear(window, box)


def cards_in_sight(window) -> list[QRect]:
    """The cards of every meld and of the hand, on the screen."""
    view, canvas = window.view, window.scene.canvas
    return view.on_screen(item.sceneBoundingRect() for key, item in canvas.items.items()
                          if canvas.roles[key] in ("meld", "hand"))


def _as_wide(window, box, width, height, spots):
    """The box shown, or with `width` a stand-in of width × height placed by
    the same spots in its stead: on a real 1280 screen a message box is that
    wide (its text width follows its screen's; the tests' screen is narrower)."""
    from PySide6.QtWidgets import QDialog

    if width is None:
        return box
    box.hide()
    stand_in = QDialog(window.window)
    stand_in.setFixedSize(width, height)
    stand_in.show()
    spots.place(stand_in, window.window)
    return stand_in


def _three_players_discard_box_at_1280(window, qtbot, monkeypatch, width):
    """Three players, each with three melds, on a 1280×720 screen: the
    double-click's "Discard?" box, or a box of `width` placed by the same
    spots (on that screen the box is 503 pixels wide: a message box's text
    width follows its screen's, and the tests' screen is narrower).  Returns
    where it stands."""
    from canasta_desktop.model.variants import rules_for

    from .deals import late_deal

    area = QRect(0, 0, 1280, 720)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.move(0, 0)
    window.window.resize(area.size())
    c = window.controller
    late_deal(c, qtbot, rules_for("three"), 3, 24, ("You", "Bruno", "Ana"))
    assert [len(melds) for melds in c.view().melds] == [3, 3, 3], "each has three melds"
    click(window.view, window.scene.stock_point())
    double_click(window.view, window.scene.hand_point(window.scene.hand_cards[0]))
    box = window.discard_guard.shown.box
    qtbot.waitUntil(box.isVisible)
    return _as_wide(window, box, width, 134, window.discard_guard.spots).frameGeometry()


@pytest.mark.parametrize("width", [None, 503])
def test_discard_with_three_players_at_1280_hides_no_meld(window, qtbot, monkeypatch, width):
    """Play-test s40, three players on a 1280×720 screen: no place was clear
    of every meld zone, and the double-click's "Discard?" stood at the top
    right over Ana's melds, where the felt right of the hand stood bare.
    On that screen the box is 503 pixels wide (a message box's text width
    follows its screen's, and the tests' screen is narrower): a box of that
    width is placed as the question is, by the same spots."""
    shown = _three_players_discard_box_at_1280(window, qtbot, monkeypatch, width)
    hidden = [card for card in cards_in_sight(window) if shown.intersects(card)]
    assert not hidden, (shown, hidden)
    assert not [plate for plate in window.view.plates_on_screen() if shown.intersects(plate)]


@pytest.mark.parametrize("width", [None, 503])
def test_discard_with_three_players_at_1280_leaves_undo_hint_and_the_status_bar_in_sight(
        window, qtbot, monkeypatch, width):
    """Play-test s40 (after the box learnt to keep off the cards first): with
    three players on a 1280×720 screen the double-click's "Discard?" stood
    at the bottom right, over the side panel's Undo and Hint and the status
    bar's right end, where the Hint asked in the box is written.  It keeps
    clear of them, and of every meld and hand card, as before.  (503: the
    box's width on that screen, as above.)"""
    from PySide6.QtWidgets import QToolButton

    shown = _three_players_discard_box_at_1280(window, qtbot, monkeypatch, width)
    panel = window.side_panel
    buttons = {name: panel.findChild(QToolButton, name + "Button") for name in ("undo", "hint")}
    assert all(button.isVisible() for button in buttons.values())
    bar = window.window.statusBar()
    hidden = [name for name, widget in [*buttons.items(), ("status bar", bar)]
              if shown.intersects(QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size()))]
    assert not hidden, (shown, hidden)
    assert not [card for card in cards_in_sight(window) if shown.intersects(card)]
    assert not [plate for plate in window.view.plates_on_screen() if shown.intersects(plate)]


def _going_out_warning(window, qtbot, monkeypatch, qapp, variant, size, language, width):
    """Late in a deal of `variant`, on a screen of `size`, in `language`: the
    player draws and presses "Partner, may I go out?" (real clicks), and his
    team, with no canasta, is warned first.  Returns the box, or one of
    `width` placed by the same spots (a message box's text width follows its
    screen's, and the tests' screen is narrower: on a 1280×720 screen the
    warning is some 503 pixels wide)."""
    from canasta_desktop import i18n
    from canasta_desktop.model.variants import rules_for

    from .deals import late_deal
    from .test_partners_trap import press_ask

    area = QRect(QPoint(0, 0), QSize(*size))
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.move(0, 0)
    window.window.resize(area.size())
    i18n.set_language(qapp, language)
    late_deal(window.controller, qtbot, rules_for(variant), 5, 30,
              ("You", "Bruno", "Ana", "Carl", "Dora", "Emil"))
    click(window.view, window.scene.stock_point())
    press_ask(window)
    box = window.ask_guard.box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    return _as_wide(window, box, width, 170, window.ask_guard.spots)


@pytest.mark.parametrize("width", [None, 503])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("variant", ["classic", "six-3x2", "six-2x3"])
def test_may_i_go_out_leaves_the_players_own_melds_in_sight(
        window, qtbot, monkeypatch, qapp, variant, size, language, width):
    """Play-test s41, six for two teams at 1280×720: the « Puis-je sortir ? »
    warning lay on the right half of the player's own team's melds, which he
    reads to decide whether to ask.  A question about going out keeps that
    zone and his hand in sight first, then the name plates and the controls
    (the status bar, the panel's buttons), as before."""
    box = _going_out_warning(window, qtbot, monkeypatch, qapp, variant, size, language, width)
    shown = box.frameGeometry()
    view = window.view
    layout = window.scene.layout_
    own_melds, hand = view.on_screen([layout.melds[0], layout.hand])
    assert not shown.intersects(own_melds), (shown, own_melds)
    assert not shown.intersects(hand), (shown, hand)
    bar = window.window.statusBar()
    controls = [QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size())]
    controls += window.side_panel.buttons_on_screen()
    assert not [rect for rect in view.plates_on_screen() + controls if shown.intersects(rect)]
    assert window.window.frameGeometry().contains(shown)

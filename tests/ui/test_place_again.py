"""A box over the table is placed again once the widget under it changed
size (ui/place_again.py): the deal's end box after the window's resize or
move, the refusal banner after the view's resize (tests/ui/test_deal_end_place.py
and tests/ui/test_refusal_banner.py follow them on the table)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QWidget

from canasta_desktop.ui.place_again import PlaceAgain


def after_the_next_turn_of_the_loop(qtbot) -> None:
    """Returns once the calls asked for before it have come."""
    done = []
    QTimer.singleShot(0, lambda: done.append(True))
    qtbot.waitUntil(lambda: bool(done))


def test_a_box_is_placed_again_once_for_several_resizes_and_only_while_wanted(qtbot):
    table = QWidget()
    qtbot.addWidget(table)
    calls: list[int] = []
    wanted = [True]
    PlaceAgain(table, (QEvent.Type.Resize,), lambda: wanted[0], lambda: calls.append(1), table)
    table.show()
    qtbot.waitExposed(table)
    after_the_next_turn_of_the_loop(qtbot)
    calls.clear()

    table.resize(500, 300)
    table.resize(640, 400)
    after_the_next_turn_of_the_loop(qtbot)
    assert calls == [1], "two resizes, one new place, once the loop is back"

    table.resize(700, 420)
    wanted[0] = False  # hidden, or moved by the player, before the call came
    after_the_next_turn_of_the_loop(qtbot)
    assert calls == [1]

    table.resize(720, 440)  # not wanted: nothing asked
    after_the_next_turn_of_the_loop(qtbot)
    assert calls == [1]

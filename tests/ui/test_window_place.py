"""The main window opens where it was closed (play-test: an enlarged or
maximised window came back at 1280×720 at every start): its size and place,
maximised or full screen, the side panel's width the player dragged to.
Only where it still fits: a size larger than the screen is fitted, a place
off every screen (a monitor unplugged) is brought onto the main one.  A
damaged or edited value is left out; a read-only window keeps nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMargins, QRect, QSettings

from canasta_desktop.app import Desktop
from canasta_desktop.session.controller import GameController
from canasta_desktop.ui import screen_fit

from .conftest import GREEDY_TABLE
from .mouse import drag_panel_edge

FULL_HD = QRect(0, 0, 1920, 1080)
DEFAULT = (1280, 720)  # the first start's size


@pytest.fixture
def screens(monkeypatch):
    """The screens' free areas, as the test sets them (one 1920×1080 screen)."""
    areas = [FULL_HD]
    monkeypatch.setattr(screen_fit, "available_areas", lambda: list(areas), raising=False)
    return areas


@pytest.fixture
def start(qtbot):
    """Start the game as main() does: built (the place put back), then shown."""
    made: list[Desktop] = []

    def run(store: QSettings, read_only: bool = False) -> Desktop:
        desktop = Desktop(GameController(bot_delay_ms=0), store=store, read_only=read_only)
        desktop.preferences.set_speed("Instant")
        qtbot.addWidget(desktop.window)
        desktop.window.show()
        qtbot.waitExposed(desktop.window)
        desktop.controller.new_game(seed=3, bot_names=GREEDY_TABLE, paused=True)
        made.append(desktop)
        return desktop

    yield run
    for desktop in made:
        desktop.controller.shutdown()


# The title bar and borders the window manager adds (screen_fit.FRAME_ALLOWANCE, 16×48).
FRAME = QMargins(8, 40, 8, 8)


def inside(window, area: QRect) -> bool:
    """The window and the frame the screen fitting allows for, on `area`."""
    return area.contains(window.geometry().marginsAdded(FRAME))


def test_a_resized_and_moved_window_comes_back_there(start, store, screens, qtbot):
    first = start(store).window
    assert (first.width(), first.height()) == DEFAULT, "the first start's size"
    first.resize(1500, 900)
    first.move(200, 90)
    qtbot.waitUntil(lambda: first.width() == 1500)
    place = first.geometry()
    first.close()

    second = start(store).window
    assert second.geometry() == place
    assert not second.isMaximized()


def test_a_first_start_on_a_small_screen_fits_it(start, store, screens):
    """A first start opened at 1280×720 whatever the screen: on a laptop's
    1280×720 its frame ran past the screen's edges (review s33)."""
    screens[:] = [QRect(0, 0, 1280, 720)]
    window = start(store).window
    assert (window.width(), window.height()) == (1280 - 16, 720 - 48)


def test_maximised_comes_back_maximised_and_unmaximises_to_its_size(start, store, screens,
                                                                     qtbot):
    first = start(store)
    win = first.window
    win.resize(1400, 800)
    qtbot.waitUntil(lambda: win.width() == 1400)
    normal = win.geometry()
    win.showMaximized()
    qtbot.waitUntil(win.isMaximized)
    win.close()

    second = start(store).window
    qtbot.waitUntil(second.isMaximized)
    second.showNormal()
    qtbot.waitUntil(lambda: not second.isMaximized())
    assert second.size() == normal.size(), "un-maximised, the size it had before"


def test_full_screen_comes_back_with_the_menus_tick(start, store, screens, qtbot):
    first = start(store)
    first.menus.full_screen_action.trigger()
    qtbot.waitUntil(first.window.isFullScreen)
    first.window.close()

    second = start(store)
    qtbot.waitUntil(second.window.isFullScreen)
    assert second.menus.full_screen_action.isChecked()
    second.menus.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not second.window.isFullScreen())


def test_a_size_larger_than_the_screen_now_is_fitted_to_it(start, store, screens, qtbot):
    first = start(store).window
    first.resize(1900, 1000)  # on the big screen
    first.move(0, 0)
    qtbot.waitUntil(lambda: first.width() == 1900)
    first.close()

    small = QRect(0, 0, 1280, 720)  # the laptop's own screen, the big one unplugged
    screens[:] = [small]
    second = start(store).window
    room = small.size() - screen_fit.FRAME_ALLOWANCE
    assert second.width() <= room.width() and second.height() <= room.height()
    assert second.width() >= room.width() - 1, "as large as the screen allows"
    assert inside(second, small)


def test_a_place_off_every_screen_is_brought_onto_the_main_one(start, store, screens, qtbot):
    right = QRect(1920, 0, 1920, 1080)
    screens[:] = [FULL_HD, right]
    first = start(store).window
    first.move(2200, 150)  # on the second monitor
    qtbot.waitUntil(lambda: first.x() == 2200)
    place = first.geometry()
    first.close()

    second = start(store).window
    assert second.geometry() == place, "still plugged in: it opens there"
    second.close()

    screens[:] = [FULL_HD]  # the second monitor unplugged
    third = start(store).window
    assert third.size() == place.size()
    assert inside(third, FULL_HD), f"opened at {third.geometry()}, off the screen"


def test_the_side_panels_dragged_width_comes_back(start, store, screens, qtbot):
    first = start(store).window
    qtbot.waitUntil(lambda: first.dock.width() == first.side_panel_width())
    chosen = drag_panel_edge(qtbot, first)
    assert chosen > first.side_panel_width() + 40, "the edge was dragged"
    first.close()

    second = start(store).window
    qtbot.waitUntil(lambda: second.dock.width() == chosen)


HOSTILE = {
    "a word": ("window/width", "wide"),
    "a huge size": ("window/width", "99999999999"),
    "no size": ("window/height", "0"),
    "a negative size": ("window/height", "-720"),
    "a place past any screen's reach": ("window/x", "1e400"),
    "a list": ("window/y", "1, 2"),
    "two signs": ("window/x", "+-5"),
    "bytes": ("window/width", "@ByteArray(\\x0\\xff\\xfe)"),
    "a Qt value of another kind": ("window/width", "@Rect(0 0 9 9)"),
    "garbage Qt data": ("window/height", "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x1)"),
}


@pytest.mark.parametrize("damage", list(HOSTILE), ids=list(HOSTILE))
def test_a_damaged_place_is_left_out_and_the_rest_is_used(damage, start, tmp_path, screens,
                                                           qtbot):
    key, raw = HOSTILE[damage]
    good = {"window/x": "100", "window/y": "80", "window/width": "1500", "window/height": "900",
            "window/maximized": "true", "window/panel_width": "300"}
    good[key] = raw
    path = tmp_path / "hostile.ini"
    path.write_text("[window]\n" + "".join(f"{k.split('/')[1]}={v}\n" for k, v in good.items()),
                    encoding="utf-8")
    store = QSettings(str(path), QSettings.Format.IniFormat)

    desktop = start(store)
    win = desktop.window
    qtbot.waitUntil(win.isMaximized)  # what was readable is used
    qtbot.waitUntil(lambda: win.dock.width() == 300)
    win.showNormal()
    qtbot.waitUntil(lambda: not win.isMaximized())
    assert (win.width(), win.height()) == DEFAULT, "the first start's size, nothing made up"


def test_a_read_only_window_opens_there_and_keeps_nothing(start, store, screens, qtbot):
    first = start(store).window
    first.resize(1500, 900)
    first.move(200, 90)
    qtbot.waitUntil(lambda: first.width() == 1500)
    place = first.geometry()
    first.close()
    kept = {key: store.value(key) for key in store.allKeys() if key.startswith("window/")}
    assert kept

    reader = start(store, read_only=True).window
    assert reader.geometry() == place, "it opens where the game's window was"
    reader.resize(1100, 650)
    reader.move(10, 10)
    reader.showMaximized()
    qtbot.waitUntil(reader.isMaximized)
    reader.close()
    assert {key: store.value(key) for key in store.allKeys()
            if key.startswith("window/")} == kept

"""Settings that do not leak (issue 15, problem 7): an Origen game's cards do
not become the card art of later games; the bot levels read easy, medium,
hard (the test bots only for developers); no "ask partner" without a
partner; the bots wait while the New game dialog is open; Continue keeps
the game being played; the log and the hand's own order survive a restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox
from PySide6.QtTest import QTest

from canasta_desktop.model.actions import Discard, Draw
from canasta_desktop.model.rules import get_rules
from canasta_desktop.session.controller import GameController
from canasta_desktop.session.settings import GameSettings, load_settings
from canasta_desktop.app import Desktop

from .deals import ids
from .mouse import drag

DEV_BOTS_ENV = "CANASTA_DEV_BOTS"  # a developer option: the test bots are offered too
GREEDY = ["", "greedy", "greedy", "greedy", "greedy", "greedy"]


def choose(combo, data) -> None:
    """Pick an entry of a combo box with the keyboard, as a player would."""
    combo.setFocus()
    target = combo.findData(data)
    assert target >= 0, f"{data!r} is not offered"
    while combo.currentIndex() != target:
        key = Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up
        QTest.keyClick(combo, key)


def test_s4_a_card_art_choice_from_an_older_version_is_dropped(store, qtbot):
    """RULES.md §4: the themed art is Origen's.  A settings file that chose
    Origen's cards for every variant (an older version offered it) deals
    classic with the standard cards, Origen with its own, and the key goes
    at the next save."""
    store.setValue("table/deck", "origen")
    window = Desktop(GameController(bot_delay_ms=0), store=store)
    qtbot.addWidget(window.window)
    try:
        dialog = window.games.new_game()
        choose(dialog.variant_combo, "classic")
        dialog.seating_check.setChecked(False)
        QTest.keyClick(dialog, Qt.Key.Key_Return)
        assert window.preferences.deck == "standard"
        assert store.value("table/deck") is None, "the old choice is not written back"

        dialog = window.games.new_game()
        choose(dialog.variant_combo, "origen")
        QTest.keyClick(dialog, Qt.Key.Key_Return)
        assert window.preferences.deck == "origen", "Origen is played with its own cards"
    finally:
        window.controller.shutdown()


def test_the_bot_levels_read_easy_medium_hard(window, monkeypatch):
    monkeypatch.delenv(DEV_BOTS_ENV, raising=False)
    dialog = window.games.new_game()
    combo = dialog.level_combos[1]
    assert [combo.itemData(i) for i in range(combo.count())] == ["easy", "medium", "hard"]
    assert [combo.itemText(i) for i in range(combo.count())] == ["Easy", "Medium", "Hard"]
    assert combo.currentData() == "medium", "the default level"
    dialog.reject()

    monkeypatch.setenv(DEV_BOTS_ENV, "1")  # a developer's option: the test bots too
    dialog = window.games.new_game()
    combo = dialog.level_combos[1]
    levels = [combo.itemData(i) for i in range(combo.count())]
    assert levels[:3] == ["easy", "medium", "hard"] and {"greedy", "random"} <= set(levels)
    dialog.reject()


def test_no_asking_a_partner_in_a_game_without_partners(window, qtbot):
    c = window.controller
    c.new_game(rules=get_rules("two", 2), seed=5, bot_names=(None, "greedy"))
    qtbot.waitUntil(c.is_human_turn, timeout=10_000)
    assert not window.menus.ask_action.isVisible() and not window.menus.ask_action.isEnabled()
    assert not window.side_panel.ask_button.isVisible()
    refusals = []
    c.refused.connect(lambda *args: refusals.append(args))
    history = list(c.deal.history)
    window.window.activateWindow()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_G)
    assert c.deal.history == history and refusals == []


@pytest.mark.parametrize("variant, players, layout", [("three", 3, None), ("rami", 4, "solo")])
def test_no_asking_while_the_player_has_no_partner(window, qtbot, variant, players, layout):
    """Three players before the isolated hand is known (and rami alone):
    'Partner, may I go out?' showed, greyed, though nobody had a partner."""
    c = window.controller
    c.new_game(rules=get_rules(variant, players, layout), seed=5,
               bot_names=(None,) + ("greedy",) * (players - 1))
    qtbot.waitUntil(c.is_human_turn, timeout=10_000)
    assert c.deal.isolated is None
    window.menus.game_menu.aboutToShow.emit()
    assert not window.side_panel.ask_button.isVisible()
    assert not window.menus.ask_action.isVisible()


def test_with_a_partner_asking_is_offered_when_the_engine_allows_it(table):
    assert table.menus.ask_action.isVisible()
    assert table.menus.ask_action.isEnabled() == table.side_panel.ask_button.isEnabled()


def test_the_bots_wait_while_the_new_game_dialog_is_open(table, qtbot):
    c = table.controller
    c.try_action(Draw())
    history = len(c.deal.history)
    seven = ids(c.deal, "7C")[0]
    drag(table.view, table.scene.hand_point(seven), table.scene.pile_point())
    assert c.deal.current_seat == 1, "West is to play"
    dialog = table.games.new_game()
    assert dialog.isVisible()
    with qtbot.waitSignal(c.changed, timeout=1500, raising=False) as moved:
        pass
    assert not moved.signal_triggered and len(c.deal.history) == history + 1, \
        "nobody plays behind the dialog"
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: len(c.deal.history) > history + 1, timeout=10_000)


@pytest.fixture
def windows(window_runs, store):
    """Windows one after the other, like runs of the application, sharing
    the settings store and the data folder."""
    return lambda: window_runs(store=store)


def play_a_turn(qtbot, window) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and Draw() in c.legal_actions(), timeout=20_000)
    assert c.try_action(Draw())
    discards = [a for a in c.legal_actions() if isinstance(a, Discard)]
    assert c.try_action(discards[0])
    qtbot.waitUntil(lambda: c.is_human_turn() and Draw() in c.legal_actions(), timeout=20_000)


def log_lines(window) -> list[str]:
    log = window.side_panel.log
    return [log.item(i).text() for i in range(log.count())]


def test_continue_keeps_the_game_being_played(windows, qtbot):
    window = windows()
    c = window.controller
    c.new_game(seed=3, bot_names=[None, *GREEDY[1:4]])
    play_a_turn(qtbot, window)
    earlier = window.autosaver.game_id
    c.new_game(seed=4, bot_names=[None, *GREEDY[1:4]])
    play_a_turn(qtbot, window)
    current = window.autosaver.game_id
    assert current != earlier
    window.games.update_continue_action()
    assert not window.menus.continue_action.isEnabled(), "the game being played goes on"
    window.menus.continue_action.trigger()
    assert window.autosaver.game_id == current and c.match.seed == 4


def test_the_log_the_hand_order_and_the_names_survive_a_restart(windows, qtbot):
    first = windows()
    first.games.apply_settings(
        GameSettings(names=["Zoé", "Ana", "Bruno", "Chloé", "Diego", "Elsa"],
                     bots=GREEDY, seating_draw=False, speed="Instant"),
        start=False)
    first.games.start_game(seed=8)
    play_a_turn(qtbot, first)
    c = first.controller
    assert c.try_action(Draw())
    hand = list(first.scene.hand_cards)
    # He orders his hand himself: the last card first.
    drag(first.view, first.scene.hand_point(hand[-1]), first.scene.hand_point(hand[0]))
    order = list(first.scene.hand_cards)
    assert first.scene.sort_mode == "manual" and order != hand
    lines = log_lines(first)
    names = c.names
    assert any(line.startswith("You draw") for line in lines)
    first.window.close()

    second = windows()
    assert second.games.start_up() is not None, "the game goes on"
    assert second.controller.names == names and "Zoé" in second.side_panel.text()
    assert log_lines(second) == lines, "the log of the deal is told again"
    assert list(second.scene.hand_cards) == order, "his own order"


SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3, 4: 4}  # the hand's suit order (see test_variant_gestures)


def suits_in_order(window) -> bool:
    t = window.controller.tables
    # Wild cards come first and threes last, the other cards suit by suit.
    suits = [SUIT_ORDER[t.suit[c]] for c in window.scene.hand_cards
             if not t.is_wild[c] and t.rank[c] != 3]
    return suits == sorted(suits)


def test_a_drag_orders_this_hand_only_the_next_game_is_sorted_as_chosen(windows, store,
                                                                        qtbot):
    window = windows()
    window.games.apply_settings(GameSettings(bots=GREEDY[:4], seating_draw=False,
                                             speed="Instant", sort="suit"), start=False)
    window.games.start_game(seed=8)
    c, scene = window.controller, window.scene
    qtbot.waitUntil(lambda: c.is_human_turn() and Draw() in c.legal_actions(), timeout=20_000)
    assert suits_in_order(window)
    hand = list(scene.hand_cards)
    # He drags his last card to the front: this hand is in his own order now.
    first = scene.card_item(hand[0])
    drag(window.view, scene.hand_point(hand[-1]), first.pos() + QPointF(2, first.height / 2))
    assert scene.hand_cards[0] == hand[-1] and scene.hand_cards != hand
    assert window.menus.sort_actions["manual"].isChecked()
    assert load_settings(store).sort == "suit", "a drag is not a choice of Game → Sort"

    window.menus.play_again_action.trigger()  # a new game
    qtbot.waitUntil(lambda: c.is_human_turn() and Draw() in c.legal_actions(), timeout=20_000)
    assert scene.sort_mode == "suit" and window.menus.sort_actions["suit"].isChecked()
    assert suits_in_order(window), "the new hand is sorted by suit, as he chose"
    assert load_settings(store).sort == "suit"


def test_choosing_by_hand_in_the_menu_is_kept_for_every_game(windows, store, qtbot):
    window = windows()
    window.games.apply_settings(GameSettings(bots=GREEDY[:4], seating_draw=False,
                                             speed="Instant"), start=False)
    window.menus.sort_actions["manual"].trigger()
    assert load_settings(store).sort == "manual"
    window.games.start_game(seed=8)
    qtbot.waitUntil(lambda: window.controller.is_human_turn(), timeout=20_000)
    assert window.scene.sort_mode == "manual"


def test_a_drag_orders_this_deal_only_the_next_deal_is_sorted_as_chosen(table):
    from dataclasses import replace

    from canasta_desktop.model.state import DealState

    from .conftest import FIRST_DRAW, HAND, UPCARD
    from .deals import stacked_deal

    table.menus.sort_actions["suit"].trigger()
    scene = table.scene
    hand = list(scene.hand_cards)
    first = scene.card_item(hand[0])
    drag(table.view, scene.hand_point(hand[-1]), first.pos() + QPointF(2, first.height / 2))
    assert scene.sort_mode == "manual" and scene.hand_cards[0] == hand[-1]

    deal = stacked_deal({0: HAND}, UPCARD, FIRST_DRAW, seed=9)
    table.controller.load_deal(DealState(replace(deal.setup, deal_number=2)))

    assert scene.sort_mode == "suit" and table.menus.sort_actions["suit"].isChecked()
    assert suits_in_order(table), "deal 2 is sorted by suit, as he chose"


NONSENSE = {"game/variant": "pinochle", "game/players": "lots", "table/speed": "warp",
            "players/0/name": "Bob\u0007", "players/1/bot": "grandmaster",
            "table/seating_draw": "maybe", "play/undo_round": "perhaps"}


def test_a_yes_or_no_that_is_neither_takes_the_default_and_is_reported(store):
    """Play-test: seating_draw=maybe and undo_round=perhaps became false
    without a word."""
    from canasta_desktop.session.settings import settings_corrections

    for key, value in NONSENSE.items():
        store.setValue(key, value)
    store.setValue("play/ask_double_click", "false")
    store.sync()
    settings = load_settings(store)
    assert settings.seating_draw is True and settings.undo_round is False
    assert settings.ask_double_click is False, "a real no stays a no"
    assert sorted(settings_corrections(store, settings)) == sorted(NONSENSE)


@pytest.mark.parametrize("lang, said", [
    ("en", "Some settings could not be used and were reset: the variant, the number of "
           "players, the animation speed, player 1's name, player 2's level, drawing the "
           "seats at the start of a game, Undo after your turn ends"),
    ("fr", "Certains réglages n'ont pas pu être utilisés et ont été remis à leur valeur par "
           "défaut\u00a0: la variante, le nombre de joueurs, la vitesse d'animation, le nom du "
           "joueur 1, le niveau du joueur 2, le tirage des places au début de la partie, "
           "l'annulation après la fin de votre tour")])
def test_settings_that_could_not_be_used_are_named_in_words(window_runs, store, qapp, lang,
                                                              said):
    """Play-test: "were reset: game/variant, game/players, table/speed,
    players/0/name, players/1/bot", the same keys in French."""
    from canasta_desktop import i18n

    for key, value in NONSENSE.items():
        store.setValue(key, value)
    store.sync()
    i18n.set_language(qapp, lang)
    window = window_runs(store=store)
    assert window.window.statusBar().currentMessage() == said
    assert "/" not in said
    assert load_settings(store).seating_draw is True
    assert store.value("table/seating_draw") in (True, "true"), "stored as the game uses it"


def test_a_settings_file_that_cannot_be_read_is_reported_and_a_copy_kept(window_runs, tmp_path):
    """Play-test: a settings file of random bytes was ignored without a word
    (QSettings' status never looked at), then written over."""
    import random

    from PySide6.QtCore import QSettings

    path = tmp_path / "garbled.ini"
    draw = random.Random(4)
    garbage = bytes(draw.randrange(256) for _ in range(400))
    path.write_bytes(garbage)
    store = QSettings(str(path), QSettings.Format.IniFormat)
    window = window_runs(store=store)
    copy = tmp_path / "garbled.ini.corrupt"
    assert copy.read_bytes() == garbage, "a copy is kept before the file is written again"
    assert window.window.statusBar().currentMessage() == (
        "The settings file “garbled.ini” could not be read: the game uses its default "
        f"settings. A copy of it was kept as “garbled.ini.corrupt”, in the folder {tmp_path}.")
    again = QSettings(str(path), QSettings.Format.IniFormat)
    assert again.value("game/variant") == "classic" and again.status() == QSettings.Status.NoError
    assert load_settings(again) == GameSettings().checked()


def test_a_readable_settings_file_is_not_copied_aside(window_runs, store, tmp_path):
    store.setValue("game/variant", "two")
    store.sync()
    window = window_runs(store=store)
    assert not list(tmp_path.glob("*.corrupt*"))
    assert window.games.settings.variant == "two"


def test_a_settings_file_partly_damaged_is_reported_and_what_it_holds_kept(window_runs,
                                                                            tmp_path):
    """A line Qt cannot read (QSettings' FormatError) beside good settings."""
    from PySide6.QtCore import QSettings

    path = tmp_path / "partly.ini"
    path.write_text("[game]\nvariant=two\nplayers=lots\n[broken\n", encoding="utf-8")
    store = QSettings(str(path), QSettings.Format.IniFormat)
    window = window_runs(store=store)
    assert window.games.settings.variant == "two"
    assert (tmp_path / "partly.ini.corrupt").read_text(encoding="utf-8").endswith("[broken\n")
    boxes = [box.text() for box in window.window.findChildren(QMessageBox)]
    assert len(boxes) == 1, "one box says both (play-test: two boxes, one after the other)"
    assert boxes[0].startswith("The settings file “partly.ini” is partly damaged: the settings "
                               "it holds are used, the others take their default. A copy of "
                               "it was kept as “partly.ini.corrupt”"), boxes
    assert boxes[0].endswith(" Some settings could not be used and were reset: the number of "
                             "players"), boxes


def test_a_settings_file_that_cannot_be_opened_is_reported_and_left_alone(window_runs,
                                                                         tmp_path, monkeypatch):
    """Play-test: a settings file without read permission (chmod 000) was
    ignored without a word; the language and speed chosen were lost and
    settings changed then were not kept.  (The test replaces the refusal:
    the test user may read any file.)"""
    from PySide6.QtCore import QSettings

    from canasta_desktop.session import settings as settings_module

    path = tmp_path / "locked.ini"
    path.write_bytes(b"")
    real_open = open

    def refuse(file, *args, **kwargs):
        if Path(file) == path:
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(settings_module, "open", refuse, raising=False)
    window = window_runs(store=QSettings(str(path), QSettings.Format.IniFormat))
    boxes = [box.text() for box in window.window.findChildren(QMessageBox)]
    assert boxes == [f"The settings file “locked.ini” cannot be opened (no permission): the game "
                     f"uses its default settings, and settings changed now will not be kept. "
                     f"The file is in the folder {tmp_path}."], boxes
    assert not list(tmp_path.glob("*.corrupt*")), "nothing read, nothing copied aside"
    # A folder where the file should be is not "no permission" (review).
    from canasta_desktop.session.settings import settings_damage

    folder = tmp_path / "folder.ini"
    folder.mkdir()
    monkeypatch.setattr(settings_module, "open", real_open, raising=False)
    assert settings_damage(QSettings(str(folder), QSettings.Format.IniFormat)) is None


def test_a_house_rule_that_cannot_be_read_is_named_and_told_once(window_runs, store):
    """A house rule's yes or no ("maybe") and a number that is none were
    dropped without a word, like the table's yes-or-no settings."""
    from canasta_desktop.session.settings import setting_name, settings_corrections

    store.setValue("options/classic/wild_freezes_until_taken", "maybe")
    store.setValue("options/head-and-foot/decks", "many")
    store.setValue("options/classic/at_most_three_wilds", "true")
    store.sync()
    settings = load_settings(store)
    assert settings.options["classic"] == {"wild_freezes_until_taken": True,
                                           "at_most_three_wilds": True}
    assert settings_corrections(store, settings) == [
        "options/classic/wild_freezes_until_taken", "options/head-and-foot/decks"]
    assert setting_name("options/head-and-foot/decks") == (
        "the house rule “Number of 54-card decks (2 to 6)” of Head and Foot (Tête et Queue)")
    window = window_runs(store=store)
    assert window.window.statusBar().currentMessage() == (
        "Some settings could not be used and were reset: the house rule “A discarded wild "
        "freezes the pile until it is taken” of Classic Canasta, the house rule “Number of "
        "54-card decks (2 to 6)” of Head and Foot (Tête et Queue)")
    assert settings_corrections(store, load_settings(store)) == [], "told once"
    assert load_settings(store).options["classic"]["at_most_three_wilds"] is True


def test_a_damaged_system_wide_file_is_not_blamed_on_the_players_own(tmp_path):
    """Review: the store also read fallbacks (a system-wide file); damage
    there was reported as the player's file, copied aside at every start."""
    from PySide6.QtCore import QSettings

    from canasta_desktop.session.settings import (APPLICATION, ORGANIZATION, app_settings,
                                                  settings_damage)

    fmt = QSettings.Format.NativeFormat
    user, system = tmp_path / "user", tmp_path / "system"
    QSettings.setPath(fmt, QSettings.Scope.UserScope, str(user))
    QSettings.setPath(fmt, QSettings.Scope.SystemScope, str(system))
    store = app_settings()
    store.setValue("game/variant", "two")
    store.sync()
    for folder in (system / ORGANIZATION, system):
        folder.mkdir(parents=True, exist_ok=True)
    for damaged in (system / ORGANIZATION / f"{APPLICATION}.conf",
                    system / f"{ORGANIZATION}.conf"):
        damaged.write_text("[broken\n", encoding="utf-8")
    fresh = app_settings()
    assert fresh.value("game/variant") == "two"
    assert settings_damage(fresh) is None


def test_bytes_in_the_middle_of_a_good_settings_file_are_reported(window_runs, tmp_path):
    """Play-test: a line of random bytes among good settings made Qt drop
    everything after it (the language, the table) without an error."""
    from PySide6.QtCore import QSettings

    path = tmp_path / "mixed.ini"
    good = QSettings(str(path), QSettings.Format.IniFormat)
    good.setValue("game/variant", "two")
    good.setValue("players/1/name", "Anatole")
    good.setValue("table/language", "en")
    good.sync()
    lines = path.read_bytes().split(b"\n")
    at = next(i for i, line in enumerate(lines) if line.startswith(b"[players]")) + 1
    lines.insert(at, b"k\x01=\"v")  # Qt reads on, with no error, and drops the rest
    path.write_bytes(b"\n".join(lines))
    window = window_runs(store=QSettings(str(path), QSettings.Format.IniFormat))
    boxes = [box.text() for box in window.window.findChildren(QMessageBox)]
    assert any("“mixed.ini” is partly damaged" in text for text in boxes), boxes
    assert (tmp_path / "mixed.ini.corrupt").exists()


def test_a_settings_file_the_game_wrote_is_never_taken_for_damaged(tmp_path):
    from PySide6.QtCore import QSettings

    from canasta_desktop.session.settings import GameSettings, save_settings, settings_damage

    path = tmp_path / "written.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    settings = GameSettings(names=["Zoé \"la\" = Brune", "Ana; Bo", "[Chloé]", "Dan#1",
                                   "Éva\\x", "a\ufffdb"]).checked()
    assert settings.names[5] == "a\ufffdb", "a name the game takes"
    save_settings(store, settings)
    assert settings_damage(QSettings(str(path), QSettings.Format.IniFormat)) is None


def test_a_team_layout_the_variant_does_not_have_is_reported(window_runs, store):
    """A stored team layout that means nothing for the stored variant and
    count was reset without a word (the other settings were named)."""
    from canasta_desktop.session.settings import settings_corrections

    store.setValue("game/variant", "rami")
    store.setValue("game/players", 4)
    store.setValue("game/layout", "3x2")
    store.sync()
    settings = load_settings(store)
    assert (settings.variant, settings.players, settings.layout) == ("rami", 4, "")
    assert settings_corrections(store, settings) == ["game/layout"]
    window = window_runs(store=store)
    assert window.window.statusBar().currentMessage() == (
        "Some settings could not be used and were reset: the teams")
    store.setValue("game/layout", "teams")
    assert load_settings(store).layout == "teams"
    assert settings_corrections(store, load_settings(store)) == [], "a layout rami has"


def test_a_read_only_window_reads_the_settings_and_writes_none(store, qtbot, tmp_path):
    """Notes 33 to 37: a read-only window (the data folder held by another
    window of the game) kept its place to itself, but wrote its speed, sort,
    side panel and new game's settings over the other window's.  It reads
    them, plays with its own choices, and leaves the file as it was."""
    from canasta_desktop.session.settings import save_settings

    save_settings(store, GameSettings(variant="classic", speed="Slow", sort="rank",
                                      side_panel=True, seating_draw=False))
    store.sync()
    path = Path(store.fileName())
    before = path.read_bytes()
    window = Desktop(GameController(bot_delay_ms=0), store=store, read_only=True)
    qtbot.addWidget(window.window)
    window.window.resize(1280, 720)
    window.window.show()
    qtbot.waitExposed(window.window)
    try:
        assert window.games.settings.speed == "Slow", "the settings are read"
        window.games.apply_settings(GameSettings(variant="two", players=2, seating_draw=False,
                                                 bots=GREEDY), start=True)
        window.menus.speed_actions["Fast"].trigger()
        window.menus.sort_actions["suit"].trigger()
        window.menus.side_panel_action.trigger()
        assert window.games.settings.speed == "Fast" and window.games.settings.sort == "suit"
        assert not window.side_panel.isVisible() and window.controller.rules.id == "two"
    finally:
        window.controller.shutdown()
        window.window.close()
    store.sync()
    assert path.read_bytes() == before
    assert load_settings(store).variant == "classic" and load_settings(store).speed == "Slow"

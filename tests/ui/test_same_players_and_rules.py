"""Game → New game with the same players and rules (F2) deals a new game
like the one on the table — its variant, players, names, bot levels and
house rules, as the engine holds them — even when that game was opened from
the saves after another was dealt (play-test s32 F7: F2 dealt the Tête et
Queue game last chosen in New game over an older classic game opened; F4:
"Restart with the same settings" did not say it deals a new game)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from canasta_desktop.session.settings import GameSettings

from .test_window_saves import play_turns


def test_f2_after_opening_an_older_classic_game_deals_classic(window_runs, store, qtbot):
    window = window_runs(store)
    games, c = window.games, window.controller
    levels = ["", "greedy", "random", "greedy", "greedy", "greedy"]
    games.apply_settings(GameSettings(
        variant="classic", names=["Zoé", "Ana", "Bruno", "Chloé", "Diego", "Elsa"],
        bots=levels, options={"classic": {"at_most_three_wilds": True}},
        seating_draw=False, speed="Instant"), start=False)
    games.start_game(seed=8)
    play_turns(qtbot, window, 1)
    classic = window.autosaver.game_id
    classic_rules = c.rules
    assert classic_rules.at_most_three_wilds
    # Then Tête et Queue, chosen in New game, with other levels.
    dialog = games.new_game()
    dialog.choose_variant("head-and-foot")
    dialog.accept()
    qtbot.waitUntil(lambda: c.rules.id == "head-and-foot")
    play_turns(qtbot, window, 1)
    window.autosaver.flush()
    # The classic game opened again from the saves.
    opened = window.files.open_game()
    opened.select_entry(next(e for e in opened.model.entries if e.save.game_id == classic))
    assert opened.open_selected() is not None
    assert c.rules.id == "classic"

    window.window.activateWindow()
    qtbot.waitUntil(window.window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: window.autosaver.game_id != classic)
    assert c.rules == classic_rules, "classic, with its house rule"
    assert c.match.names == ("Zoé", "Ana", "Bruno", "Chloé")
    assert tuple(c.person_bots) == (None, "greedy", "random", "greedy")
    assert not c.match.results and not c.deal.history, "a new game"
    # New game opens on the game on the table, not on the Tête et Queue.
    dialog = games.new_game()
    assert dialog.variant_id == "classic"
    assert dialog.settings().options["classic"]["at_most_three_wilds"]
    dialog.reject()
    assert window.menus.play_again_action.text() == "New game with the same players and &rules"


def test_the_menu_item_says_it_in_french(window, qapp):
    from canasta_desktop import i18n

    i18n.set_language(qapp, "fr")
    assert window.menus.play_again_action.text() == (
        "Nouvelle partie avec les mêmes joueurs et &règles")


def test_with_a_bot_in_the_persons_seat_the_rows_keep_their_people(qtbot):
    """Review: with every seat a bot (the person watching) after a seating
    draw, the settings' first row went to whoever sat at place 0, with his
    level, and each F2 turned the table again."""
    from canasta_desktop.model.variants import VARIANTS
    from canasta_desktop.session.controller import GameController

    rules = VARIANTS["classic"].rules_for(4, "teams")
    names, levels = ("Player 1", "Ana", "Bruno", "Chloé"), ("hard", "easy", "medium", "easy")
    drawn = []
    for seed in range(1, 12):
        c = GameController(bot_delay_ms=0)
        c.new_game(rules, seed=seed, names=names, bot_names=levels, draw_seats=True, paused=True)
        try:
            if c.me != 0:  # the first row's player drawn to another place
                drawn.append(seed)
                _, again_names, again_bots = c.players_and_rules()
                assert again_names[0] == "Player 1" and again_bots[0] == "hard"
                assert dict(zip(again_names, again_bots)) == dict(zip(names, levels)), (
                    "each player keeps his level")
        finally:
            c.shutdown()
    assert drawn, "some draw seats the first row's player elsewhere"


def test_play_again_at_the_game_s_end_shows_the_seating_draw_as_f2_does(window, qtbot):
    """Review F7: "Play again" in the end-of-game box dealt at the
    controller: with the seating draw on, the seats were drawn without the
    draw being shown, the bots playing on at once.  It deals as F2 does:
    the draw shown, the bots waiting for its Play button."""
    from dataclasses import replace

    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QMessageBox

    from canasta_desktop.model.variants import rules_for

    games, c = window.games, window.controller
    games.apply_settings(GameSettings(seating_draw=True, speed="Instant"), start=False)
    rules = replace(rules_for("two"), game_target=1)  # one deal ends it
    c.new_game(rules, seed=5, bot_names=("greedy",) * rules.players)
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    old = c.match
    assert old.is_over and window.deal_end.next_button.text() == "Play again"
    QTest.mouseClick(window.deal_end.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.match is not old)
    assert c.match.seating is not None, "the seats are drawn"
    assert c.paused, "the bots wait for the draw's Play"
    # This rule set (a one-deal game) is no variant's, so its game cannot be
    # saved: that warning is shown first, and the draw once it is closed
    # (874aec7: one box at a time).
    shown = [box for box in window.window.findChildren(QMessageBox) if box.isVisible()]
    assert len(shown) == 1 and "could not be saved" in shown[0].text()
    warning = shown[0]
    assert games.seating_dialog is None or not games.seating_dialog.isVisible()
    QTest.mouseClick(warning.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: games.seating_dialog is not None and games.seating_dialog.isVisible())
    assert c.rules.id == "two" and "Player 2" in c.match.names
    assert games.settings.variant == "two", "kept as the settings, as F2 keeps them"


def test_new_game_after_a_seating_draw_lists_the_players_as_they_were_typed(window, qtbot):
    """Play-test s40: Ana, Bruno, Chloé typed for players 2–4; after a
    seating draw, Game → New game… listed Ana, Chloé, Bruno, then Bruno,
    Ana, Chloé after another draw.  The draw moves them round the table,
    not in the rows: "Grandma" typed for Player 2 stays Player 2."""
    games, c = window.games, window.controller
    typed = ["You", "Ana", "Bruno", "Chloé"]
    levels = ["", "hard", "medium", "easy"]
    moved = 0
    for seed in range(1, 8):
        games.apply_settings(GameSettings(variant="classic", names=typed, bots=levels,
                                          seating_draw=True, speed="Instant"), start=False)
        games.start_game(seed=seed)
        moved += c.match.names[1:] != tuple(typed[1:])
        window.menus.new_game_action.trigger()
        dialog = games.settings_dialog
        assert dialog is not None and dialog.isVisible()
        shown = dialog.settings()
        assert shown.player_names()[:4] == typed, (seed, c.match.names)
        assert shown.bots[:4] == levels, "each keeps his level"
        dialog.reject()
    assert moved, "some draw seats them in another order round the table"

"""The window's title names the game on the table, its variant and its
player count ("Canasta Desktop — Classic Canasta, 4 players"), in the
catalogue's words: at a new game, a game opened from the saves, and a
change of language."""

from __future__ import annotations

from canasta_desktop import i18n

from .test_window_saves import play_turns

SIX = "Canasta for six: two teams of three, all play"


def test_the_title_names_the_game_on_the_table(window, qtbot, qapp):
    title = window.window.windowTitle
    c = window.controller
    assert title() == "Canasta Desktop — Classic Canasta, 4 players"
    play_turns(qtbot, window, 1)
    classic = window.autosaver.game_id
    # A new game chosen in Game → New game…
    dialog = window.games.new_game()
    dialog.choose_variant("six-2x3")
    dialog.accept()
    qtbot.waitUntil(lambda: c.rules.id == "six-2x3")
    assert title() == f"Canasta Desktop — {SIX}, 6 players"
    # In French at once, the game going on.
    i18n.set_language(qapp, "fr")
    qtbot.waitUntil(lambda: "joueurs" in title())
    assert title() == ("Canasta Desktop — Canasta à six\u00a0: deux équipes de trois, tous jouent, "
                       "6 joueurs")
    i18n.set_language(qapp, "en")
    qtbot.waitUntil(lambda: "players" in title())
    # The classic game opened again from the saves.
    window.autosaver.flush()
    opened = window.files.open_game()
    opened.select_entry(next(e for e in opened.model.entries if e.save.game_id == classic))
    assert opened.open_selected() is not None
    assert c.rules.id == "classic"
    assert title() == "Canasta Desktop — Classic Canasta, 4 players"

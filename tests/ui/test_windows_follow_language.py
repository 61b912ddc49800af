"""Game → Language mid-deal: every open window speaks the new language at
once (play-test: the score sheet's buttons, the history, the seating draw
and a line of the rules window stayed in the old one)."""

from __future__ import annotations


def french(window) -> None:
    window.menus.language_actions["fr"].trigger()


def button_texts(sheet) -> list[str]:
    return [b.text() for b in (sheet.preview_button, sheet.print_button, sheet.pdf_button,
                               sheet.close_button)]


def test_the_score_sheet_and_the_blank_pad_speak_french_with_their_buttons(window):
    sheet = window.files.show_score_sheet()
    pad = window.files.show_blank_pad()
    assert button_texts(pad)[0] == "Print pre&view…"
    french(window)
    for shown in (sheet, pad):
        assert button_texts(shown) == ["&Aperçu avant impression…", "&Imprimer…",
                                       "Exporter en P&DF…", "&Fermer"]
        assert shown.lang == "fr"
    assert "Feuille de marque" in sheet.windowTitle()
    window.menus.language_actions["en"].trigger()
    assert button_texts(sheet)[3] == "&Close" and sheet.lang == "en"


def cut_headers(view) -> list[str]:
    """The column titles narrower than their words."""
    header = view.horizontalHeader()
    model = view.model()
    return [model.header_texts()[i] for i in range(header.count())
            if header.sectionSize(i) < header.sectionSizeFromContents(i).width()]


def test_an_open_history_speaks_french_and_its_columns_fit_the_french_titles(window, qtbot):
    history = window.files.show_history()
    qtbot.waitExposed(history)
    french(window)
    # The title says what the menu said ("Parties passées" beside "Parties jouées").
    menu_text = window.menus.history_action.text().replace("&", "").rstrip("…")
    assert history.windowTitle() == menu_text == "Parties jouées et statistiques"
    assert [history.tabs.tabText(i) for i in range(2)] == ["&Parties", "S&tatistiques"]
    assert history.sheet_button.text() == "&Feuille de marque…"
    assert history.reset_button.text().startswith("&Remettre")
    assert history.statistics_note.text().startswith("Les chiffres")
    assert "Donnes" in history.history.header_texts()
    assert cut_headers(history.games_view) == []


def test_the_seating_draw_shown_speaks_french(window):
    from PySide6.QtWidgets import QLabel

    from canasta_desktop.session.settings import GameSettings

    settings = GameSettings(variant="classic", seating_draw=True, speed="Instant").checked()
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=12)
    dialog = window.games.seating_dialog
    intro = dialog.findChild(QLabel, "seatingIntro")
    assert intro.text().startswith("Each player draws a card")
    french(window)
    assert dialog.windowTitle() == "Tirage des places"
    assert intro.text().startswith("Chaque joueur tire une carte")
    assert dialog.start_button.text() == "Jouer"
    assert "Vous tirez" in dialog.text() and "You draw" not in dialog.text()
    assert "deals first" not in dialog.text()


def test_the_rules_window_lists_undo_in_the_new_language(window):
    rules = window.help.show_rules()
    assert "Ctrl+Z\nUndo\n" in rules.text()
    french(window)
    assert "Ctrl+Z\nAnnuler\n" in rules.text() and "Undo" not in rules.text()


def test_an_open_game_end_dialog_grows_to_its_french_words(window, qtbot):
    """After Game → Language the longer French victory line was cut off under
    a sideways scroll bar: the dialog keeps fitting its words."""
    from dataclasses import replace

    from canasta_desktop.model.variants import rules_for

    rules = replace(rules_for("two"), game_target=1)
    window.controller.new_game(rules, seed=5, bot_names=("greedy",) * rules.players)
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    sideways = window.deal_end.scroll_area.horizontalScrollBar()
    assert sideways.maximum() == 0
    french(window)
    qtbot.wait(10)  # the scroll area lays out its new contents
    assert "La partie est terminée" in window.deal_end.summary.text()
    assert sideways.maximum() == 0

"""French and English: the window, the engine's refusals (from the
refusal catalogues, tests/model/test_refusal_catalogues.py), Qt's own
buttons; the words catalogues covering every string of the code are checked
in tests/test_words_catalogues.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo
from PySide6.QtWidgets import QDialogButtonBox

from canasta_desktop import i18n, words
from canasta_desktop.session import gestures
from canasta_desktop.session.settings import GameSettings

from .deals import ids
from .mouse import click, drag


def french(qapp):
    assert i18n.set_language(qapp, "fr") == "fr"


def test_the_window_speaks_french_menus_and_refusals(table, qapp):
    french(qapp)
    menus = [action.text() for action in table.window.menuBar().actions()]
    assert menus == ["&Partie", "É&dition", "&Aide"]
    assert table.menus.new_game_action.text() == "&Nouvelle partie…"
    assert table.window.dock.windowTitle() == "À la table"

    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    seven = ids(deal, "7C")[0]
    drag(table.view, table.scene.hand_point(seven), table.scene.zone_point(gestures.NEW_MELD))
    message = table.window.statusBar().currentMessage()
    assert message == "Interdit\u00a0: une combinaison demande au moins trois cartes (§1 Combinaisons)"
    assert "Talon" in table.scene.label("stock").text()
    assert "Minimum d'ouverture" in table.side_panel.text()
    # French puts a space before the colon, and a count stays by its name (third play-test).
    assert "Vous\u00a0:\u00a012" in table.side_panel.text()
    assert "Vous piochez" in "\n".join(table.side_panel.log.item(i).text()
                                       for i in range(table.side_panel.log.count()))

    i18n.set_language(qapp, "en")
    assert [a.text() for a in table.window.menuBar().actions()] == ["&Game", "&Edit", "&Help"]


def test_french_chosen_in_the_new_game_dialog_reaches_menus_and_refusals(table, qtbot, qapp):
    """The settings' language switch: the menus and the engine's refusals
    speak French as soon as the New game dialog is confirmed."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from .test_settings_that_stay import choose

    dialog = table.games.new_game()
    choose(dialog.language_combo, "fr")
    choose(dialog.speed_combo, "Instant")
    dialog.seating_check.setChecked(False)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    try:
        assert [a.text() for a in table.window.menuBar().actions()] == ["&Partie", "É&dition", "&Aide"]
        controller = table.controller
        qtbot.waitUntil(lambda: controller.deal is not None and controller.human_seat is not None
                        and len(controller.deal.hands[controller.human_seat]) > 0)
        card = controller.deal.hands[controller.human_seat][0]
        drag(table.view, table.scene.hand_point(card), table.scene.zone_point(gestures.NEW_MELD))
        assert table.window.statusBar().currentMessage().startswith("Interdit\u00a0: ")
    finally:
        i18n.set_language(qapp, "en")


def test_qt_own_buttons_are_french_too(qtbot, qapp):
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not (Path(qt_dir) / "qtbase_fr.qm").exists():
        pytest.skip("Qt's French translation is not installed")
    french(qapp)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Annuler"


def test_the_export_pdf_file_dialog_has_no_english_left(qtbot, qapp, tmp_path):
    """Play-test s37 fr: the save dialog Qt draws itself for Export PDF said
    "Look in:", "Files of type:" and "Folder", words Qt's French lacks."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    french(qapp)
    try:
        (tmp_path / "feuilles").mkdir()
        dialog = QFileDialog(None, "Exporter", str(tmp_path))
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        qtbot.addWidget(dialog)
        dialog.show()
        labels = {label.text().replace("&", "").replace("\u00a0", " ")
                  for label in dialog.findChildren(QLabel) if label.text()}
        assert {"Voir dans :", "Fichiers de type :"} <= labels, labels
        assert not any("Look in" in text or "Files of" in text for text in labels)
        qtbot.waitUntil(lambda: _folder_kind(dialog) is not None)
        assert _folder_kind(dialog) == "Dossier"
    finally:
        i18n.set_language(qapp, "en")


def test_the_print_dialogs_have_no_english_left(qtbot, qapp):
    """Play-test s37 fr: Print…'s options said "Page Set:", the page setup of
    the print preview "Page order:" and "Pages per sheet:", words Qt's
    French has only without their shortcut letter."""
    from PySide6.QtPrintSupport import QPageSetupDialog, QPrintDialog, QPrinter
    from PySide6.QtWidgets import QLabel

    french(qapp)
    try:
        printer = QPrinter()
        shown = set()
        for dialog in (QPrintDialog(printer), QPageSetupDialog(printer)):
            qtbot.addWidget(dialog)
            shown |= {label.text().replace("&", "").replace("\u00a0", " ")
                      for label in dialog.findChildren(QLabel)}
        assert {"Pages à imprimer :", "Ordre des pages :", "Pages par feuille :"} <= shown, shown
        assert not any(text.startswith(("Page Set", "Page order", "Pages per")) for text in shown)
    finally:
        i18n.set_language(qapp, "en")


def _folder_kind(dialog) -> str | None:
    """The Type column of the first folder the file dialog lists."""
    from PySide6.QtWidgets import QFileSystemModel

    model = dialog.findChild(QFileSystemModel)
    root = model.index(model.rootPath())
    for row in range(model.rowCount(root)):
        if model.isDir(model.index(row, 0, root)):
            return model.index(row, 2, root).data()
    return None


def test_english_has_its_plurals(qapp):
    i18n.set_language(qapp, "en")
    one = QCoreApplication.translate("TableScene", "%n card(s)", None, 1)
    many = QCoreApplication.translate("TableScene", "%n card(s)", None, 3)
    assert (one, many) == ("1 card", "3 cards")
    french(qapp)
    assert QCoreApplication.translate("TableScene", "%n card(s)", None, 1) == "1 carte"
    assert QCoreApplication.translate("TableScene", "%n card(s)", None, 3) == "3 cartes"


def test_qt_finds_the_words_catalogue_for_every_kind_of_tr_call(qapp):
    """`self.tr()` (context: the class) and `QCoreApplication.translate()`,
    with a disambiguation or a count, all reach the catalogue; a string it
    does not know stays English."""
    from PySide6.QtCore import QObject

    class SidePanel(QObject):  # contexts the French catalogue has
        def words(self) -> str:
            return self.tr("Cards in hand")

    class TableScene(QObject):
        def words(self) -> str:
            return self.tr("%n card(s)", "", 2)

    french(qapp)
    assert (SidePanel().words(), TableScene().words()) == ("Cartes en main", "2 cartes")
    assert QCoreApplication.translate("TableKeys", "D", "key: draw from the stock") == "P"
    assert QCoreApplication.translate("SidePanel", "a string nobody wrote") == \
        "a string nobody wrote"
    i18n.set_language(qapp, "en")
    assert (SidePanel().words(), TableScene().words()) == ("Cards in hand", "2 cards")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_compiled_translator_gives_every_entry_of_the_catalogue(qapp, language):
    """Every window string of the catalogue, each plural form by its count,
    comes back from Qt's lookup of the catalogue compiled in memory, also
    after the garbage collector ran (Qt reads the compiled bytes in place)."""
    import gc

    translator = i18n.WordsTranslator(language)
    gc.collect()
    checked = 0
    for context, entries in words.catalogue(language).items():
        if not context[:1].isupper():
            continue
        for key, value in entries.items():
            source, disambiguation = key if isinstance(key, tuple) else (key, None)
            if isinstance(value, str):
                assert translator.translate(context, source, disambiguation) == value
            else:
                for n in (0, 1, 2, 7):
                    expected = value[words.plural_form(language, n)]
                    assert translator.translate(context, source, disambiguation, n) == expected
            checked += 1
    assert checked > (300 if language == "fr" else 10)
    assert translator.translate("MainWindow", "a string nobody wrote") == ""


def test_the_default_language_comes_from_the_system(monkeypatch):
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_CA")))
    assert i18n.system_language() == "fr" and i18n.resolve("") == "fr"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert i18n.system_language() == "en"
    assert i18n.resolve("fr") == "fr"


def test_the_rules_of_this_variant_in_the_chosen_language(window, qapp):
    settings = GameSettings(variant="head-and-foot", seating_draw=False).checked()
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=3)
    dialog = window.help.show_rules()
    assert dialog.isVisible() and not dialog.isModal()
    assert "Four players in two teams, four deals." in dialog.text()
    assert "4 deals" in dialog.text()
    french(qapp)
    dialog = window.help.show_rules()
    assert "Quatre joueurs en deux équipes, quatre donnes." in dialog.text()
    assert "Joué avec 5 jeux de 54 cartes" in dialog.text()
    # §1 Going out: the 100 is lost by not going out after a yes, not by a no (play-test
    # s37 fr: « Si c'est oui, vous devez sortir à ce tour ; sinon votre équipe perd 100 »).
    said = dialog.text().replace("\u00a0", " ")
    assert ("Si c'est oui, vous devez sortir à ce tour : si vous ne sortez pas, votre équipe "
            "perd 100.") in said
    window.help.show_about()
    assert "Canasta Desktop" in window.help.about.text()



def test_the_rules_window_writes_numbers_as_the_rest_of_the_game(window, qapp):
    """The rules window said "game to 5000 points" beside "5 000" everywhere
    else in French (and "5,000" in English)."""
    from html import unescape

    dialog = window.help.show_rules()
    assert "game to 5,000 points" in unescape(dialog.text())
    french(qapp)
    dialog = window.help.show_rules()
    said = unescape(dialog.text()).replace("\u00a0", " ")  # the plain text drops no-break
    assert "partie en 5 000 points" in said


def test_game_language_switches_the_window_at_once_and_the_game_goes_on(table, qtbot, qapp):
    """Game → Language: no new game is needed to change language; the deal
    stays where it was, and the choice is kept for the next start."""
    deal = table.controller.deal
    history = list(deal.history)
    french_action = table.menus.language_actions["fr"]
    assert table.menus.language_actions["en"].isChecked() and not french_action.isChecked()
    assert french_action.text() == "Français" and table.menus.language_menu.title() == "&Language"
    french_action.trigger()
    assert [a.text() for a in table.window.menuBar().actions()] == ["&Partie", "É&dition", "&Aide"]
    assert table.menus.language_menu.title() == "&Langue" and french_action.isChecked()
    assert table.controller.deal is deal and list(deal.history) == history
    assert table.games.settings.language == "fr"
    table.menus.language_actions["en"].trigger()
    assert [a.text() for a in table.window.menuBar().actions()] == ["&Game", "&Edit", "&Help"]


def test_the_new_game_dialog_speaks_the_language_chosen_in_it_and_cancel_gives_it_back(
        table, qtbot, qapp):
    """The play-tester found the dialog half translated after choosing
    Français in it: labels and buttons stayed English until OK."""
    from .test_settings_that_stay import choose

    dialog = table.games.new_game()
    choose(dialog.language_combo, "fr")
    assert dialog.windowTitle() == "Nouvelle partie"
    assert dialog.players_section.title() == "Joueurs et robots"
    assert dialog.game.variant_label.text() == "Variante\u00a0:"
    assert dialog.name_edits[0].text() == "Vous", "the default name follows the language"
    assert [a.text() for a in table.window.menuBar().actions()] == ["&Partie", "É&dition", "&Aide"]
    dialog.reject()
    assert words.current_language() == "en"
    assert [a.text() for a in table.window.menuBar().actions()] == ["&Game", "&Edit", "&Help"]


def test_switching_language_mid_game_leaves_nothing_in_the_old_one(table, qtbot, qapp):
    """Second play-test: after Game → Language, a refusal on screen stayed
    English, and an open rules window or deal-end dialog too."""
    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    seven = ids(deal, "7C")[0]
    drag(table.view, table.scene.hand_point(seven), table.scene.zone_point(gestures.NEW_MELD))
    assert table.refusal_banner.isVisible()
    rules = table.help.show_rules()
    table.menus.language_actions["fr"].trigger()
    assert not table.refusal_banner.isVisible()
    assert not table.window.statusBar().currentMessage().startswith("Not allowed")
    assert rules.windowTitle() == "Règles de cette variante"
    assert "§1 Combinaisons" in rules.text() and "§1 Melds" not in rules.text()


def log_text(table) -> list[str]:
    log = table.side_panel.log
    return [log.item(i).text() for i in range(log.count())]


def test_the_log_so_far_is_said_again_in_the_new_language(table, qtbot, qapp):
    """Lines written before Game → Language stayed in the old language, under
    French ones; the whole log now speaks the new language, and the names
    the players did not type follow it ("Vous", not "You")."""
    click(table.view, table.scene.stock_point())
    aces = ids(table.controller.deal, "AS AH AD")
    for ace in aces:
        click(table.view, table.scene.hand_point(ace))
    drag(table.view, table.scene.hand_point(aces[0]), table.scene.zone_point(gestures.NEW_MELD))
    assert len(table.controller.deal.melds[0]) == 1, "the aces are melded"
    table.menus.undo_action.trigger()
    english = log_text(table)
    assert english[0] == "\u2014 Deal 1 \u2014" and english[-1] == "You take back your last move"
    table.menus.language_actions["fr"].trigger()
    french_lines = log_text(table)
    assert len(french_lines) == len(english)
    assert french_lines[0] == "\u2014 Donne 1 \u2014"
    assert any(line.startswith("Vous piochez") for line in french_lines)
    assert french_lines[-1] != english[-1]
    assert not any(line.startswith("You ") for line in french_lines), french_lines
    table.menus.language_actions["en"].trigger()
    assert log_text(table) == english


def test_an_open_game_end_dialog_follows_the_language(window, qtbot, qapp):
    from dataclasses import replace
    from html import unescape

    from canasta_desktop.model.variants import rules_for

    rules = replace(rules_for("two"), game_target=1)
    window.controller.new_game(rules, seed=5, bot_names=("greedy",) * rules.players)
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    assert window.deal_end.windowTitle() == "End of the game"
    window.menus.language_actions["fr"].trigger()
    assert window.deal_end.windowTitle() == "Fin de la partie"
    assert "La partie est terminée" in unescape(window.deal_end.summary.text())



def test_default_names_follow_the_language_and_typed_names_stay(window, qapp):
    """Second play-test: after switching to French the table said "You",
    "North" among French words.  A save keeps the names as written."""
    from canasta_desktop.session.controller import shown_name

    c = window.controller
    c.new_game(seed=4, bot_names=(None, "greedy", "greedy", "greedy"))
    assert c.names == ("You", "West", "North", "East")
    window.menus.language_actions["fr"].trigger()
    assert c.names == ("Vous", "Ouest", "Nord", "Est")
    assert "Ouest" in window.side_panel.text() and "West" not in window.side_panel.text()
    assert c.match.names == ("You", "West", "North", "East"), "the save's names are untouched"
    assert shown_name("Player 3") == "Joueur 3" and shown_name("Ana") == "Ana"
    i18n.set_language(qapp, "en")
    assert shown_name("Joueur 12") == "Player 12" and shown_name("Vous") == "You"
    assert shown_name("Joueurs") == "Joueurs"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_menu_gives_each_of_its_entries_its_own_letter(table, qapp, lang):
    """Alt+P, then a letter: in French two entries of the Game menu shared
    "d" (Demander, dalle) and two "m" (marque), so the letter picked the
    first and the second could not be reached that way."""
    import re

    i18n.set_language(qapp, lang)
    try:
        for menu in (table.menus.game_menu, table.menus.edit_menu, table.menus.help_menu):
            letters = [m.group(1).lower() for a in menu.actions()
                       if (m := re.search(r"&(\w)", a.text()))]
            assert len(letters) == len(set(letters)), (lang, menu.title(), letters)
    finally:
        i18n.set_language(qapp, "en")

"""Game → Keep score of a game with real cards (issue 17), driven with the
keyboard only: three deals typed in with digits, Tab and Enter, a line fixed,
and the sheet exported as a PDF that holds them."""

from __future__ import annotations

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QLabel, QMessageBox

from canasta_desktop.model.cards import JOKER
from canasta_desktop.persistence.kept_scores import read_kept, unfinished_kept
from canasta_desktop.ui.keeper_setup_dialog import KeeperSetupDialog
from canasta_desktop.ui.score_keeper_window import ScoreKeeperWindow

TAB, ENTER, SPACE = "<tab>", "<enter>", "<space>"
KEYS = {TAB: Qt.Key.Key_Tab, ENTER: Qt.Key.Key_Return, SPACE: Qt.Key.Key_Space}


def press(qtbot, keeper: ScoreKeeperWindow, *keys: str) -> None:
    """Real key events to whatever has the keyboard focus in the window."""
    for key in keys:
        widget = keeper.focusWidget()
        assert widget is not None
        if key in KEYS:
            qtbot.keyClick(widget, KEYS[key])
        else:
            qtbot.keyClicks(widget, key)


def column(melded: str, pure: str, impure: str, threes: str, hand: str, penalty: str = "",
           out: bool = False) -> list[str]:
    """One team's counts down the form: melded points (Tab past 'Count per
    rank'), canastas, red threes, hand, penalties, went out, concealed."""
    keys = [melded, TAB, TAB, pure, TAB, impure, TAB, threes, TAB, hand, TAB]
    if penalty:
        keys.append(penalty)
    keys += [TAB] + ([SPACE] if out else []) + [TAB, TAB]
    return [k for k in keys if k != ""]


def open_setup(qtbot, window) -> KeeperSetupDialog:
    """Keep score… chosen: its setup, on screen."""
    window.menus.keep_score_action.trigger()
    setup = window.files.keeper_setup
    qtbot.waitExposed(setup)
    return setup


def open_keeper(qtbot, window) -> ScoreKeeperWindow:
    setup = open_setup(qtbot, window)
    qtbot.keyClick(setup.start_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.files.keeper_window is not None)
    keeper = window.files.keeper_window
    qtbot.waitExposed(keeper)
    keeper.activateWindow()
    qtbot.waitUntil(keeper.isActiveWindow)
    qtbot.waitUntil(lambda: keeper.focusWidget() is keeper.form.fields[0].boxes["melded_points"])
    return keeper


def keep_one_deal_and_close(qtbot, keeper: ScoreKeeperWindow) -> None:
    """A first deal typed in (200 to 90, nobody out) and added; the window
    then closed, the score left unfinished."""
    press(qtbot, keeper, *column("200", "0", "0", "0", "0"), *column("90", "0", "0", "0", "0"),
          ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    keeper.close()


def test_three_deals_typed_in_are_added_saved_and_printed(qtbot, window, tmp_path):
    keeper = open_keeper(qtbot, window)
    assert ("Opening minimum for this deal: We\u00a050 · They\u00a050"
            in keeper.form.opening_label.text())
    # Deal 1: we went out with a pure and an impure canasta and a red three.
    press(qtbot, keeper, *column("720", "1", "1", "1", "0", out=True),
          *column("210", "0", "0", "0", "85"))
    assert "1,720" in keeper.form.preview.text()  # the line, shown before adding
    press(qtbot, keeper, ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    assert keeper.sheet.status.text() == "Deal 1 added and saved."
    # Deal 2: they went out; we broke a "yes" (100).
    press(qtbot, keeper, *column("300", "0", "1", "0", "40", "100"),
          *column("650", "1", "0", "2", "0", out=True), ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 2)
    # An impossible entry: both teams went out.  Refused, with the reason.
    press(qtbot, keeper, *column("600", "1", "0", "0", "0", out=True),
          *column("600", "1", "0", "0", "0", out=True), ENTER)
    assert keeper.sheet.table.rowCount() == 2
    assert ("Only one column can go out: \u201cWent out\u201d is ticked for both We and They."
            in keeper.form.preview.text())
    # Untick "went out" for them (Shift+Tab back from the first field of the
    # next column is long: the form is fixed from its fields, as a player would).
    keeper.form.fields[1].went_out.setFocus()
    press(qtbot, keeper, SPACE)
    keeper.form.fields[1].boxes["hand_points"].setFocus()
    press(qtbot, keeper, "55", ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 3)

    game = keeper.game.keeper
    assert [tuple(s.total for s in line.result.scores) for line in game.lines] == [
        (720 + 800 + 100 + 100, 210 - 85), (300 + 300 - 40 - 100, 650 + 500 + 200 + 100),
        (600 + 500 + 100, 600 + 500 - 55)]
    assert game.totals == (1720 + 460 + 1200, 125 + 1450 + 1045)
    assert ("Opening minimum for deal 4: We\u00a0120 · They\u00a090"
            in keeper.sheet.totals_label.text())

    # Autosaved after every deal: the archive holds the three of them.
    (kept,) = unfinished_kept(keeper.archive).games
    assert len(kept.keeper.entries) == 3

    sheet = keeper.show_sheet()
    pdf = tmp_path / "kept.pdf"
    sheet.export_pdf(pdf)
    words = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(str(pdf)).pages)
    for expected in ("Deal 1", "Deal 2", "Deal 3", "Played with real cards", "3,380",
                     "2,620", "1,720", "1,450"):
        assert expected in words

    # The kept score is one of the past games, marked as played with cards.
    history = window.files.show_history()
    assert history.history.cell_text(0, history.history.VARIANT) == (
        "Classic Canasta · real cards")


def test_an_earlier_deal_fixed_or_deleted_from_the_sheet_recomputes_the_totals(qtbot, window):
    keeper = open_keeper(qtbot, window)
    for melded in ("100", "200"):
        press(qtbot, keeper, *column(melded, "0", "0", "0", "0"),
              *column("50", "0", "0", "0", "0"), ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 2)
    keeper.sheet.table.selectRow(0)
    assert keeper.sheet.status.text() == "Deal 2 added and saved."
    keeper.sheet.edit_button.click()
    assert keeper.form.deal_label.text() == "<b>Fixing deal 1</b>"
    assert keeper.sheet.status.text() == ""  # the last deal's news is gone while deal 1 is fixed
    assert keeper.form.fields[0].boxes["melded_points"].value() == 100
    press(qtbot, keeper, "150", ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.status.text() == "Deal 1 fixed and saved.")
    assert keeper.game.keeper.totals == (350, 100)
    assert keeper.sheet.table.item(1, 3).text() == "350"
    saved = read_kept(keeper.archive.path_of(keeper.game.game_id))
    assert [h.action for h in saved.keeper.history] == ["added", "added", "edited"]

    keeper.sheet.table.selectRow(0)
    box = keeper.delete_selected()
    qtbot.waitExposed(box)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    assert keeper.game.keeper.totals == (200, 50)
    assert keeper.sheet.table.item(0, 0).text() == "1"
    saved = read_kept(keeper.archive.path_of(keeper.game.game_id))
    assert [h.action for h in saved.keeper.history] == ["added", "added", "edited", "deleted"]


def test_fixing_an_earlier_deal_keeps_the_next_deal_typed_in(qtbot, window):
    """Play-test s38: deal 2 half typed in (555 melded, a pure canasta), deal 1
    chosen in the sheet and Fix clicked: once the fix was saved, or
    cancelled, the form was blank; the 555 were gone without a word."""
    keeper = open_keeper(qtbot, window)
    press(qtbot, keeper, *column("100", "0", "0", "0", "0"), *column("50", "0", "0", "0", "0"),
          ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    press(qtbot, keeper, "555", TAB, TAB, "1")
    row = keeper.sheet.table.visualRect(keeper.sheet.table.model().index(0, 1)).center()
    for finish, before in (("save", 100), ("cancel", 150)):
        qtbot.mouseClick(keeper.sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=row)
        qtbot.mouseClick(keeper.sheet.edit_button, Qt.MouseButton.LeftButton)
        assert keeper.form.deal_label.text() == "<b>Fixing deal 1</b>"
        assert keeper.form.fields[0].boxes["melded_points"].value() == before
        if finish == "save":
            press(qtbot, keeper, "150", ENTER)
            qtbot.waitUntil(lambda: keeper.sheet.status.text() == "Deal 1 fixed and saved.")
        else:
            qtbot.mouseClick(keeper.form.cancel_edit_button, Qt.MouseButton.LeftButton)
        assert keeper.form.deal_label.text() == "<b>Deal 2</b>"
        assert keeper.form.fields[0].boxes["melded_points"].value() == 555, finish
        assert keeper.form.fields[0].boxes["pure_canastas"].value() == 1, finish
    assert keeper.game.keeper.totals == (150, 50)


def test_a_deal_of_the_sheet_opens_to_be_fixed_by_double_click_or_enter(qtbot, window):
    """Play-test s38: a double click on a deal of the sheet did nothing, and
    Enter on a chosen deal added the half-typed next deal (200 melded, nobody
    out) as deal 2."""
    keeper = open_keeper(qtbot, window)
    press(qtbot, keeper, *column("100", "0", "0", "0", "0"), *column("50", "0", "0", "0", "0"),
          ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    press(qtbot, keeper, "200")
    row = keeper.sheet.table.visualRect(keeper.sheet.table.model().index(0, 1)).center()
    qtbot.mouseClick(keeper.sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    qtbot.keyClick(keeper.sheet.table, Qt.Key.Key_Return)
    assert keeper.sheet.table.rowCount() == 1
    assert keeper.form.deal_label.text() == "<b>Fixing deal 1</b>"
    press(qtbot, keeper, ENTER)  # saved as it was
    qtbot.waitUntil(lambda: keeper.form.deal_label.text() == "<b>Deal 2</b>")
    assert keeper.form.fields[0].boxes["melded_points"].value() == 200  # still being typed
    qtbot.mouseDClick(keeper.sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    assert keeper.form.deal_label.text() == "<b>Fixing deal 1</b>"
    assert keeper.sheet.table.rowCount() == 1


def test_the_sheet_says_when_a_fix_ended_the_game_before_its_last_deal(qtbot, window):
    """Play-test s38: deal 1 fixed from 300 to 5,000 melded: the game was over
    after it, and the deal after it stood on the sheet without a word."""
    keeper = open_keeper(qtbot, window)
    for _ in range(2):
        press(qtbot, keeper, *column("300", "1", "0", "0", "0", out=True),
              *column("100", "0", "0", "0", "0"), ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 2)
    row = keeper.sheet.table.visualRect(keeper.sheet.table.model().index(0, 1)).center()
    qtbot.mouseClick(keeper.sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    qtbot.mouseDClick(keeper.sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    press(qtbot, keeper, "5000", ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.status.text() == "Deal 1 fixed and saved.")
    assert ("The game was over after deal 1: the deals after it were played past its end."
            in keeper.sheet.totals_label.text())


def test_the_printed_sheet_says_when_the_game_went_on_past_its_end(qtbot, window):
    """Play-test s38: the window says that deals were played after the game's
    end (a fix ended it earlier); the printed sheet did not.  It says what
    the window says, in English and in French."""
    from canasta_desktop.printing.sources import from_archived

    keeper = open_keeper(qtbot, window)
    for _ in range(2):
        press(qtbot, keeper, *column("300", "1", "0", "0", "0", out=True),
              *column("100", "0", "0", "0", "0"), ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 2)
    assert "past its end" not in keeper.show_sheet().html()
    keeper.edit_deal(1)
    press(qtbot, keeper, "5000", ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.status.text() == "Deal 1 fixed and saved.")
    said = "The game was over after deal 1: the deals after it were played past its end."
    assert said in keeper.sheet.totals_label.text()
    assert "Warning:</b> " + said in keeper.show_sheet().html()
    french = from_archived(keeper.game.sheet()).html("fr")
    assert ("Attention\u00a0:</b> La partie était finie après la donne 1\u00a0: les donnes "
            "suivantes ont été jouées après sa fin.") in french


def test_a_zero_too_many_is_pointed_out_before_the_deal_is_added(qtbot, window):
    """Play-test s38: 6000 typed for 600 melded points: the deal read 6,700
    and ended the game, nothing said."""
    keeper = open_keeper(qtbot, window)
    press(qtbot, keeper, *column("6000", "1", "0", "0", "0", out=True),
          *column("100", "0", "0", "0", "35"))
    assert ("Warning:</b> Check the points: 6,135 of melded cards and cards left in hand, "
            "but all the deck's cards together are worth 1,180." in keeper.form.preview.text())


def test_a_side_and_its_number_stay_together_when_the_totals_wrap(qtbot, tmp_path):
    """Play-test s38, three teams at 1920: the opening minimums line wrapped
    between "Bruno & Elsa" and its "50"."""
    keeper = kept_window(qtbot, tmp_path, "six-3x2", 6, "3x2", "fr")
    assert "Chloé & Françoise\u00a050" in keeper.sheet.totals_label.text()
    assert "Chloé & Françoise\u00a00" in keeper.sheet.totals_label.text()
    assert "Chloé & Françoise\u00a050" in keeper.form.opening_label.text()


def test_the_score_keeper_speaks_french_and_continues_an_unfinished_score(qtbot, window,
                                                                          qapp):
    from canasta_desktop import i18n

    i18n.set_language(qapp, "fr")
    assert window.menus.keep_score_action.text() == (
        "Tenir la &marque d'une partie avec de vraies cartes\u2026")
    keeper = open_keeper(qtbot, window)
    assert keeper.form.deal_label.text() == "<b>Donne 1</b>"
    press(qtbot, keeper, *column("200", "0", "0", "3", "0"), *column("90", "0", "0", "0", "0"),
          ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    assert keeper.sheet.status.text() == "Donne 1 ajoutée et enregistrée."
    # A restart: the setup offers to continue the unfinished kept score.
    keeper.close()
    window.menus.keep_score_action.trigger()
    setup = window.files.keeper_setup
    assert setup.resume_button is not None
    assert setup.resume_button.text() == (
        "&Reprendre la marque en cours (Canasta classique, donnes jouées\u00a0: 1)")
    qtbot.keyClick(setup.resume_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.files.keeper_window is not keeper)
    assert window.files.keeper_window.game.keeper.totals == (200 + 300, 90)


def test_the_open_score_keeper_follows_game_language_and_keeps_what_was_typed(
        qtbot, window, qapp):
    from canasta_desktop import i18n

    keeper = open_keeper(qtbot, window)
    press(qtbot, keeper, *column("200", "0", "0", "3", "0"), *column("90", "0", "0", "0", "0"),
          ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    press(qtbot, keeper, "150")  # deal 2, half typed in
    assert keeper.sheet.totals_label.text().startswith("<b>Totals:</b> We\u00a0500")
    i18n.set_language(qapp, "fr")
    qtbot.waitUntil(lambda: keeper.windowTitle().startswith("Feuille de marque"))
    assert keeper.sheet.totals_label.text().startswith("<b>Totaux\u00a0:</b> Nous\u00a0500")
    assert ("Ouverture minimale de la donne 2\u00a0: Nous\u00a050 · Eux\u00a050"
            in keeper.sheet.totals_label.text())
    # Who plays in the column, the default name in French too ("You" was left).
    assert keeper.form.heads[0].text() == "<b>Nous</b><br><small>Vous &amp; Bruno</small>"
    assert keeper.sheet.table.horizontalHeaderItem(0).text() == "Donne"
    assert keeper.form.deal_label.text() == "<b>Donne 2</b>"
    assert keeper.sheet.print_button.text() == "&Imprimer ou exporter la feuille\u2026"
    assert keeper.form.fields[0].boxes["melded_points"].value() == 150  # nothing typed is lost
    i18n.set_language(qapp, "en")
    qtbot.waitUntil(lambda: keeper.form.heads[0].text().startswith("<b>We</b>"))
    assert keeper.sheet.table.horizontalHeaderItem(0).text() == "Deal"


def test_melded_cards_counted_per_rank_fill_the_melded_points(qtbot, window):
    keeper = open_keeper(qtbot, window)
    press(qtbot, keeper, TAB)  # to "Count per rank…"
    assert keeper.focusWidget() is keeper.form.fields[0].by_rank
    press(qtbot, keeper, SPACE)
    qtbot.waitUntil(lambda: keeper.findChild(QDialog, "rankCountDialog") is not None)
    ranks = keeper.findChild(QDialog, "rankCountDialog")
    qtbot.waitExposed(ranks)
    # Jokers, twos, aces, kings: one joker, two twos, seven kings.
    for box, count in zip(ranks.boxes.values(), ("1", "2", "0", "7")):
        qtbot.keyClicks(box, count)
    assert ranks.total.text() == "Total: 160 points"
    qtbot.keyClick(ranks.boxes[JOKER], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: keeper.form.fields[0].boxes["melded_points"].value() == 160)


def test_more_jokers_counted_per_rank_than_the_deck_holds_are_refused(qtbot, window):
    """Play-test s38: nine jokers and seven aces counted per rank in a game of
    four jokers went into the form as 590 points, without a word."""
    keeper = open_keeper(qtbot, window)
    press(qtbot, keeper, "600", TAB, SPACE)
    qtbot.waitUntil(lambda: keeper.findChild(QDialog, "rankCountDialog") is not None)
    ranks = keeper.findChild(QDialog, "rankCountDialog")
    qtbot.waitExposed(ranks)
    qtbot.keyClicks(ranks.boxes[JOKER], "9")
    qtbot.keyClicks(ranks.boxes[14], "7")
    beyond = ranks.findChild(QLabel, "rankBeyond")
    assert beyond.isVisible()
    assert beyond.text() == "Jokers (50): 9 counted, but the deck holds only 4."
    qtbot.keyClick(ranks.boxes[14], Qt.Key.Key_Return)
    assert ranks.isVisible()  # not taken: the 600 typed stays
    assert keeper.form.fields[0].boxes["melded_points"].value() == 600
    qtbot.keyClick(ranks.boxes[JOKER], Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(ranks.boxes[JOKER], "4")
    assert not beyond.isVisible()
    qtbot.keyClick(ranks.boxes[JOKER], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: keeper.form.fields[0].boxes["melded_points"].value() == 340)


def test_the_setup_says_who_plays_with_whom_as_the_names_are_typed(qtbot, window):
    """Play-test s38: the partners are set by the order of the names (1 and 3
    against 2 and 4; 1 and 4, 2 and 5, 3 and 6 for three teams), and nothing
    said so until the sheet opened, its teams then fixed."""
    setup = open_setup(qtbot, window)
    teams = setup.findChild(QLabel, "keeperSetupTeams")
    for row, name in enumerate(("Mamie", "Papi", "Lou", "Tom")):
        setup.name_edits[row].setFocus()
        setup.name_edits[row].selectAll()
        qtbot.keyClicks(setup.name_edits[row], name)
    assert teams.isVisible()
    assert teams.text() == "Teams: We: Mamie & Lou — They: Papi & Tom"
    setup.choose("six-3x2", 6)
    assert teams.text().startswith("Teams: Mamie & ")
    setup.choose("three", 3)
    assert not teams.isVisible()  # each plays alone until the isolated hand


def test_an_older_unfinished_score_can_be_continued_after_a_newer_one(qtbot, window):
    """Play-test s38: Monday's classic game left unfinished, Tuesday's Tête et
    Queue too; on Wednesday the setup offered only Tuesday's to continue."""
    keeper = open_keeper(qtbot, window)
    keep_one_deal_and_close(qtbot, keeper)
    setup = open_setup(qtbot, window)
    setup.choose("head-and-foot", 4)
    qtbot.keyClick(setup.start_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.files.keeper_window is not keeper)
    second = window.files.keeper_window
    second.form.fields[0].boxes["melded_points"].setValue(100)
    second.submit()
    second.close()

    setup = open_setup(qtbot, window)
    listed = setup.findChild(QComboBox, "keeperUnfinished")
    assert listed.isVisible() and listed.count() == 2
    items = sorted(listed.itemText(i) for i in range(2))
    assert items[0].startswith("Classic Canasta, ")
    assert items[0].endswith(" — You, Ana, Bruno, Chloé — deals played: 1")
    assert items[1].startswith("Head and Foot (Tête et Queue), ")
    listed.setFocus()
    if not listed.currentText().startswith("Classic"):  # newest first: started the same second?
        qtbot.keyClick(listed, Qt.Key.Key_Down)
    assert setup.resume_button.text() == (
        "&Continue the unfinished score (Classic Canasta, deals played: 1)")
    qtbot.mouseClick(setup.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.files.keeper_window is not second)
    resumed = window.files.keeper_window.game.keeper
    assert resumed.rules.id == "classic" and resumed.totals == (200, 90)


def test_the_players_of_the_last_kept_score_are_offered_again(qtbot, window):
    """Play-test s38: the family typed Mamie, Papi, Lou and Tom again every
    evening: the setup offered the names of the game on screen."""
    setup = open_setup(qtbot, window)
    for row, name in enumerate(("Mamie", "Papi", "Lou", "Tom")):
        setup.name_edits[row].setFocus()
        setup.name_edits[row].selectAll()
        qtbot.keyClicks(setup.name_edits[row], name)
    qtbot.keyClick(setup.start_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.files.keeper_window is not None)
    keeper = window.files.keeper_window
    keep_one_deal_and_close(qtbot, keeper)
    setup = open_setup(qtbot, window)
    assert [e.text() for e in setup.name_edits[:4]] == ["Mamie", "Papi", "Lou", "Tom"]
    setup.choose("six-3x2", 6)  # two more than they were: the settings' fill in
    assert [e.text() for e in setup.name_edits[4:]] == ["Diego", "Elsa"]


def test_a_name_that_cannot_be_written_is_refused_at_entry(qtbot, window):
    setup = open_setup(qtbot, window)
    setup.name_edits[1].setText("Bob\u0007")
    qtbot.keyClick(setup.start_button, Qt.Key.Key_Return)
    assert setup.isVisible() and window.files.keeper_window is None
    assert setup.name_error.text() == ("A name may not hold control characters or "
                                       "characters that cannot be written.")
    # Two columns of the same name could not be told apart on the sheet.
    setup.name_edits[0].setText("Bob")
    setup.name_edits[1].setText(" bob ")
    qtbot.keyClick(setup.start_button, Qt.Key.Key_Return)
    assert setup.isVisible() and window.files.keeper_window is None
    assert setup.name_error.text() == "Two players may not have the same name."


def test_keep_score_reports_the_sheets_it_sets_aside(qtbot, window):
    """Play-test: Game → Keep score… set a cut-short score sheet aside as
    "s1.json.corrupt" without a word, and an unfinished kept score whose
    deals were damaged lost its resume button silently.  Both are told in
    the setup dialog; the sheet that cannot be read is moved aside."""
    import json

    from canasta_desktop.model.rules import get_rules
    from canasta_desktop.model.score_keeper import ScoreKeeper
    from canasta_desktop.persistence.kept_scores import KeptGame, save_kept

    archive = window.files.keeper_archive()
    game = KeptGame.new(ScoreKeeper(get_rules("classic"), ["Anne", "Bruno", "Chloé", "Denis"]))
    kept = save_kept(archive, game)
    data = json.loads(kept.read_text(encoding="utf-8"))
    data["kept_score"]["first_dealer"] = "nobody"
    kept.write_text(json.dumps(data), encoding="utf-8")
    broken = archive.paths.sheets_dir / "s1.json"
    broken.write_text('{"format": "canasta-desktop-sheet", "vers', encoding="utf-8")

    setup = open_setup(qtbot, window)
    assert setup.resume_button is None
    assert setup.problem_label.isVisible()
    told = setup.problem_label.text()
    assert "s1.json.corrupt" in told and f"{kept.name}.corrupt" not in told
    assert "The score sheet “s1.json” is damaged or was cut short" in told
    assert f"The kept score “{kept.name}” of a game played with real cards is damaged" in told
    assert f"in the folder {archive.paths.sheets_dir}." in told
    # The kept score's sheet still reads: it stays, in the history.
    assert broken.with_name("s1.json.corrupt").exists() and kept.exists()


def test_the_count_per_rank_names_court_cards_by_their_french_letters(qtbot):
    """Kings, queens and jacks are R, D and V in French (the words catalogue)."""
    from PySide6.QtWidgets import QFormLayout, QLabel

    from canasta_desktop.ui.rank_count_dialog import RankCountDialog

    def labels(lang):
        dialog = RankCountDialog(lang)
        qtbot.addWidget(dialog)
        form = dialog.findChild(QFormLayout)
        return [w.text() for w in (form.itemAt(i).widget() for i in range(form.count()))
                if isinstance(w, QLabel)]

    assert {"R (10)", "D (10)", "V (10)"} <= set(labels("fr"))
    assert {"K (10)", "Q (10)", "J (10)"} <= set(labels("en"))


def test_many_damaged_sheets_leave_the_keep_score_dialog_within_the_screen(qtbot, window):
    """Review: sixty damaged sheets made the setup dialog 1,086 pixels tall,
    its buttons out of reach."""
    archive = window.files.keeper_archive()
    archive.paths.sheets_dir.mkdir(parents=True, exist_ok=True)
    for n in range(60):
        (archive.paths.sheets_dir / f"s{n:02d}.json").write_text("{", encoding="utf-8")
    setup = open_setup(qtbot, window)
    told = setup.problem_label.text()
    assert told.count("is damaged or was cut short") == 8 and told.endswith("…and 52 more.")
    assert setup.sizeHint().height() < 700


def test_once_the_game_is_over_the_form_takes_no_new_deal(qtbot, window):
    """Play-test: after "Game over", the form still showed "Deal 5" and its
    opening minimums, with boxes to type in and only a greyed button."""
    keeper = open_keeper(qtbot, window)
    press(qtbot, keeper, *column("5000", "1", "1", "0", "0", out=True),
          *column("100", "0", "0", "0", "50"), ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    assert keeper.game.keeper.is_over
    assert "Game over." in keeper.sheet.totals_label.text()
    assert "The game is over: no deal to add" in keeper.form.deal_label.text()
    assert not keeper.form.opening_label.isVisible() and keeper.form.preview.text() == ""
    assert not keeper.form.fields[0].boxes["melded_points"].isEnabled()
    assert not keeper.form.add_button.isEnabled()
    keeper.sheet.table.clearSelection()
    sheet = keeper.sheet
    assert not sheet.edit_button.isEnabled() and not sheet.delete_button.isEnabled(), \
        "play-test: with no deal chosen, Delete did nothing and said nothing"
    keeper.sheet.table.selectRow(0)
    assert keeper.sheet.delete_button.isEnabled()
    keeper.sheet.edit_button.click()  # a deal of the list can still be fixed
    assert keeper.form.fields[0].boxes["melded_points"].isEnabled()
    assert keeper.form.opening_label.isVisible()


def test_escape_with_a_deal_half_typed_asks_before_losing_it(qtbot, window):
    """Play-test: Escape closed the window and threw 555 typed points away."""
    keeper = open_keeper(qtbot, window)
    press(qtbot, keeper, "555")
    qtbot.keyClick(keeper.focusWidget(), Qt.Key.Key_Escape)
    asked = keeper.closing_box
    assert asked is not None and asked.isVisible() and keeper.isVisible()
    assert "has not been added" in asked.text()
    keeper.reject()  # review: a second Escape, or the title bar's ✕, skipped the question
    assert keeper.isVisible() and keeper.closing_box is asked
    next(b for b in asked.buttons() if b.text() == "Keep typing").click()
    assert keeper.isVisible() and keeper.form.fields[0].boxes["melded_points"].value() == 555
    qtbot.keyClick(keeper.focusWidget(), Qt.Key.Key_Escape)
    next(b for b in keeper.closing_box.buttons() if b.text() == "Close").click()
    assert not keeper.isVisible()


def test_escape_with_nothing_typed_closes_at_once(qtbot, window):
    keeper = open_keeper(qtbot, window)
    qtbot.keyClick(keeper.focusWidget(), Qt.Key.Key_Escape)
    assert keeper.closing_box is None and not keeper.isVisible()


def test_a_minus_typed_in_a_number_box_is_kept(qtbot, window):
    """Play-test: "-120" typed for the cards left in hand gave 120, the minus
    dropped.  It stays, and the deal counts the points against the team; a
    minus where no number can be negative is refused, with the reason."""
    keeper = open_keeper(qtbot, window)
    press(qtbot, keeper, *column("720", "1", "1", "1", "0", out=True),
          *column("210", "0", "0", "0", "-120", "-100"))
    they = keeper.form.fields[1].boxes
    assert (they["hand_points"].text(), they["hand_points"].value()) == ("-120", -120)
    assert they["penalty_points"].value() == -100
    preview = keeper.form.preview.text()
    assert "\u2212120" in preview and "Not added" not in preview
    press(qtbot, keeper, ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    assert keeper.game.keeper.totals == (720 + 800 + 100 + 100, 210 - 120 - 100)
    # Melded cards are never negative: the minus is shown and refused.
    press(qtbot, keeper, "-50")
    assert keeper.form.fields[0].boxes["melded_points"].value() == -50
    assert "melded cards and counts cannot be negative" in keeper.form.preview.text()
    press(qtbot, keeper, ENTER)
    assert keeper.sheet.table.rowCount() == 1


def kept_window(qtbot, tmp_path, variant: str, players: int, layout: str, lang: str = "en",
                names: tuple[str, ...] = ("Anne", "Bruno", "Chloé", "Denis", "Émile", "Françoise")):
    """The score keeper's window on its own, for a variant the main window's
    settings do not choose."""
    from canasta_desktop.model.score_keeper import ScoreKeeper
    from canasta_desktop.model.variants import VARIANTS
    from canasta_desktop.persistence.archive import SheetArchive
    from canasta_desktop.persistence.kept_scores import KeptGame
    from canasta_desktop.persistence.paths import DataPaths

    rules = VARIANTS[variant].rules_for(players, layout)
    keeper = ScoreKeeperWindow(KeptGame.new(ScoreKeeper(rules, list(names[:players]))),
                               SheetArchive(DataPaths(tmp_path / "data")), lang)
    qtbot.addWidget(keeper)
    keeper.show()
    qtbot.waitExposed(keeper)
    return keeper


def test_a_rami_total_below_zero_opens_with_no_minimum_not_zero(qtbot, tmp_path):
    """Play-test, §5 rami: "none when the score is negative"; the form, the
    totals and the printed sheet said "Anne 0"."""
    keeper = kept_window(qtbot, tmp_path, "rami", 2, "solo", "fr")
    keeper.form.fields[0].boxes["melded_points"].setFocus()
    press(qtbot, keeper, "100", ENTER)  # no canasta: the melds count against Anne
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    assert keeper.game.keeper.next_opening_minimums() == (0, 50)
    assert "Anne\u00a0aucune · Bruno\u00a050" in keeper.form.opening_label.text()
    assert "Anne\u00a0aucune · Bruno\u00a050" in keeper.sheet.totals_label.text()
    keeper.form.fields[1].boxes["melded_points"].setFocus()
    press(qtbot, keeper, "60", ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 2)
    html = keeper.show_sheet().html()
    assert "ouverture aucune / 50" in html and "ouverture 0" not in html


def test_the_sheets_column_heads_are_not_cut_short_with_three_teams(qtbot, tmp_path):
    """Play-test at 1280×720, three teams of two: the heads read "otal Team A".
    The sides are now named by their players, as at the table: still whole."""
    keeper = kept_window(qtbot, tmp_path, "six-3x2", 6, "3x2")
    keeper.resize(1280, 720)
    qtbot.waitUntil(lambda: keeper.width() == 1280)
    header = keeper.sheet.table.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(keeper.sheet.table.columnCount()):
        head = keeper.sheet.table.horizontalHeaderItem(column).text()
        for line in head.split("\n"):
            assert metrics.horizontalAdvance(line) < header.sectionSize(column), head
    assert keeper.sheet.table.horizontalHeaderItem(4).text() == "Total\nAnne &\nDenis"


def on_a_screen(monkeypatch, width: int, height: int) -> None:
    """The keeper's window opened on a screen of this size (offscreen's is 800×600)."""
    from PySide6.QtCore import QRect

    from canasta_desktop.ui import keeper_fit, screen_fit

    for module in (keeper_fit, screen_fit):
        monkeypatch.setattr(module, "available_area", lambda widget: QRect(0, 0, width, height))


def test_three_teams_totals_are_in_sight_in_the_sheet_at_1280(qtbot, tmp_path, monkeypatch):
    """Play-test s38: three teams of two at 1280×720, names as short as Anne
    and Denis: the form took three fifths of the window, more than it needed,
    and the sheet showed the deal and the three teams' points, its three
    "Total" columns past its edge, to be scrolled to.  The window is shared by
    what each side needs; a side's players head its column on two lines."""
    on_a_screen(monkeypatch, 1280, 720)
    keeper = kept_window(qtbot, tmp_path, "six-3x2", 6, "3x2")
    assert keeper.width() <= 1280
    assert keeper.sheet.table.horizontalScrollBar().maximum() == 0
    header = keeper.sheet.table.horizontalHeader()
    last = keeper.sheet.table.columnCount() - 1
    assert header.sectionViewportPosition(last) + header.sectionSize(last) <= (
        keeper.sheet.table.viewport().width())


def test_six_players_columns_leave_the_window_within_the_screen(qtbot, tmp_path):
    """Play-test, six-player rami: the form's columns made the window 1,757
    pixels wide, past a 1280×720 screen.  The form scrolls where the screen
    is smaller than it."""
    from canasta_desktop.ui.screen_fit import FRAME_ALLOWANCE, available_area

    keeper = kept_window(qtbot, tmp_path, "rami", 6, "solo", "fr")
    room = available_area(keeper).width() - FRAME_ALLOWANCE.width()
    assert keeper.minimumSizeHint().width() <= room
    assert keeper.width() <= room


def test_the_form_says_who_plays_in_each_team_column(qtbot, tmp_path):
    """Play-test: the form's heads said "We" / "They", "Team A"..., and only
    the printed sheet said who they were."""
    keeper = kept_window(qtbot, tmp_path, "classic", 4, "teams")
    columns = keeper.game.keeper.columns()
    names = keeper.game.keeper.names
    for head, people in zip(keeper.form.heads, columns):
        assert f"{names[people[0]]} &amp; {names[people[1]]}" in head.text()
    assert "We" in keeper.form.heads[0].text()
    three = kept_window(qtbot, tmp_path / "3", "three", 3, "solo", "fr")
    assert [h.text() for h in three.form.heads] == ["<b>Anne</b>", "<b>Bruno</b>", "<b>Chloé</b>"]


def test_origens_preview_names_its_sol_cards_as_the_form_does(qtbot, tmp_path):
    """Play-test, Origen: the form asked for "Sol posés", its preview
    counted them as "3 rouges"."""
    keeper = kept_window(qtbot, tmp_path, "origen", 4, "teams", "fr")
    keeper.form.fields[0].boxes["melded_points"].setFocus()
    press(qtbot, keeper, "120")
    keeper.form.fields[0].boxes["red_threes"].setFocus()
    press(qtbot, keeper, "1")
    assert "<td>Sols</td>" in keeper.form.preview.text()
    assert "3 rouges" not in keeper.form.preview.text()


def test_the_greyed_form_of_a_finished_game_shows_no_selected_zeros(qtbot, window):
    """Play-test screenshot: once the game was over, the greyed boxes each
    showed their 0 highlighted, as if still to be typed over."""
    keeper = open_keeper(qtbot, window)
    press(qtbot, keeper, *column("5000", "1", "1", "0", "0", out=True),
          *column("100", "0", "0", "0", "50"), ENTER)
    qtbot.waitUntil(lambda: keeper.game.keeper.is_over)
    boxes = [box for f in keeper.form.fields for box in f.boxes.values()]
    assert not any(box.lineEdit().hasSelectedText() for box in boxes)


def test_a_sheet_that_could_not_be_saved_stays_said_until_a_save_works(
        qtbot, window, qapp, monkeypatch):
    """A full disk: the status line says the sheet on disk is behind, and
    fixing a deal or switching language does not wipe that news away."""
    import errno

    from canasta_desktop import i18n
    from canasta_desktop.ui import score_keeper_window

    keeper = open_keeper(qtbot, window)
    real_save = score_keeper_window.save_kept

    def disk_full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(score_keeper_window, "save_kept", disk_full)
    for melded in ("100", "200"):
        press(qtbot, keeper, *column(melded, "0", "0", "0", "0"),
              *column("50", "0", "0", "0", "0"), ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 2)
    assert keeper.sheet.status.text().startswith("The sheet could not be saved")
    keeper.sheet.table.selectRow(0)
    keeper.sheet.edit_button.click()
    assert keeper.form.deal_label.text() == "<b>Fixing deal 1</b>"
    assert keeper.sheet.status.text().startswith("The sheet could not be saved")
    i18n.set_language(qapp, "fr")
    qtbot.waitUntil(lambda: keeper.sheet.status.text().startswith("La feuille n'a pas pu"))
    i18n.set_language(qapp, "en")
    qtbot.waitUntil(lambda: keeper.sheet.status.text().startswith("The sheet could not be saved"))

    monkeypatch.setattr(score_keeper_window, "save_kept", real_save)
    press(qtbot, keeper, "150", ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.status.text() == "Deal 1 fixed and saved.")
    saved = read_kept(keeper.archive.path_of(keeper.game.game_id))
    assert saved.keeper.totals == (350, 100)  # both deals reached the disk at last


def test_a_minus_typed_in_a_count_per_rank_is_no_card_count(qtbot):
    """The count per rank takes numbers of cards: a minus there is not one
    (it raised from the total's update when the form's boxes took minuses)."""
    from canasta_desktop.ui.rank_count_dialog import RankCountDialog

    dialog = RankCountDialog("en")
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.boxes[JOKER]
    box.setFocus()
    qtbot.keyClicks(box, "-2")
    assert box.value() == 2 and dialog.points() == 100


def test_origens_count_per_rank_calls_the_cards_by_their_names(qtbot):
    """Play-test: an Origen deck has Tamborile, Diligencia... and no K or Q;
    the count per rank asked for kings and queens."""
    from PySide6.QtWidgets import QFormLayout, QLabel

    from canasta_desktop.model.rules import get_rules
    from canasta_desktop.ui.rank_count_dialog import RankCountDialog

    dialog = RankCountDialog("fr", rules=get_rules("origen"))
    qtbot.addWidget(dialog)
    form = dialog.findChild(QFormLayout)
    labels = [w.text() for w in (form.itemAt(i).widget() for i in range(form.count()))
              if isinstance(w, QLabel)]
    assert labels[:4] == ["Diva (50)", "Gentleman (20)", "Jockey Club (20)", "Tamborile (10)"]
    assert labels[-2:] == ["Ceibo (5)", "Retener (5)"]
    dialog.boxes[13].setValue(7)
    assert dialog.points() == 70


def test_a_tete_et_queue_deal_says_which_of_the_four_it_is(qtbot, tmp_path):
    """Tête et Queue is four deals (§3): the form says "Donne 2 sur 4"."""
    keeper = kept_window(qtbot, tmp_path, "head-and-foot", 4, "teams", "fr")
    assert keeper.form.deal_label.text() == "<b>Donne 1 sur 4</b>"
    press(qtbot, keeper, "300", ENTER)
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    assert keeper.form.deal_label.text() == "<b>Donne 2 sur 4</b>"


def test_the_wheel_over_a_box_not_typed_in_leaves_its_count(qtbot, tmp_path):
    """A wheel notch over a box the player is not typing in (scrolling the
    form) turned its 0 into −5; it is left alone, the box with the keyboard
    still takes the wheel."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    keeper = kept_window(qtbot, tmp_path, "classic", 4, "teams")

    def wheel(box, notches: int) -> None:
        centre = QPointF(box.rect().center())
        event = QWheelEvent(centre, QPointF(box.mapToGlobal(centre.toPoint())), QPoint(),
                            QPoint(0, 120 * notches), Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(box, event)

    hand = keeper.form.fields[1].boxes["hand_points"]
    keeper.form.fields[0].boxes["melded_points"].setFocus()
    wheel(hand, -1)
    assert hand.value() == 0
    hand.setFocus()
    qtbot.waitUntil(hand.hasFocus)
    wheel(hand, 1)
    assert hand.value() == 5


def test_the_down_arrow_in_a_box_at_zero_leaves_it_at_zero(qtbot, tmp_path):
    """Down in a box at 0, as in a spreadsheet, made −5 once the boxes took a
    minus; a negative number is typed, the arrows count from 0 up."""
    keeper = kept_window(qtbot, tmp_path, "classic", 4, "teams")
    melded = keeper.form.fields[0].boxes["melded_points"]
    melded.setFocus()
    qtbot.waitUntil(melded.hasFocus)
    qtbot.keyClick(melded, Qt.Key.Key_Down)
    assert melded.value() == 0 and "Not added" not in keeper.form.preview.text()
    qtbot.keyClick(melded, Qt.Key.Key_Up)
    assert melded.value() == 5
    qtbot.keyClicks(melded, "-20")  # typed over: the minus is kept
    qtbot.keyClick(melded, Qt.Key.Key_Down)
    assert melded.value() == -25


def test_rami_asks_no_concealed_going_out_which_would_score_nothing(qtbot, tmp_path):
    """§5 rami has no going-out bonus, concealed or not: the form has no
    "Concealed" tick there (play-test: ticking it changed nothing but the
    sheet's note); classic and Origen ask, where it scores 200 or 300."""
    from canasta_desktop.model.score_keeper import asks_concealed
    from canasta_desktop.model.variants import rules_for

    assert [asks_concealed(rules_for(v)) for v in ("classic", "origen", "rami")] == \
        [True, True, False]
    rami = kept_window(qtbot, tmp_path, "rami", 4, "teams")
    assert list(rami.form.fields[0].ticks) == ["went_out"]
    labels = [w.text() for w in rami.findChildren(QLabel)]
    assert "Went out" in labels and "Concealed" not in labels
    classic = kept_window(qtbot, tmp_path / "c", "classic", 4, "teams")
    assert list(classic.form.fields[0].ticks) == ["went_out", "concealed"]
    assert "Concealed" in [w.text() for w in classic.findChildren(QLabel)]


def test_enter_on_a_blank_form_adds_no_deal_and_says_why(qtbot, window):
    """Review: Enter pressed again on the cleared form added a deal of
    zeros, written as ended by the stock; now nothing is added, and the
    status line says why."""
    keeper = open_keeper(qtbot, window)
    press(qtbot, keeper, ENTER)
    assert keeper.sheet.table.rowCount() == 0 and keeper.game.keeper.entries == []
    assert keeper.sheet.status.text() == "Nothing is written in for this deal yet."


def test_a_kept_deal_no_box_can_hold_is_told_not_resumed_and_edited_away(qtbot, window):
    """Review: a kept deal of 3,000,000,000 melded points was resumed; Edit
    deal 1 raised OverflowError, left the boxes at 0, and the next Enter
    saved the column as {}.  Keep score… now tells of the file and offers no
    resume, and the file is left as it was."""
    import json

    from canasta_desktop.model.rules import get_rules
    from canasta_desktop.model.score_keeper import DealEntry, ScoreKeeper
    from canasta_desktop.model.scoring import TeamCounts
    from canasta_desktop.persistence.kept_scores import KeptGame, save_kept

    archive = window.files.keeper_archive()
    game = KeptGame.new(ScoreKeeper(get_rules("classic"), ["Anne", "Bruno", "Chloé", "Denis"]))
    game.keeper.add(DealEntry((TeamCounts(melded_points=100, went_out=True, pure_canastas=1),
                               TeamCounts(melded_points=50))))
    kept = save_kept(archive, game)
    data = json.loads(kept.read_text(encoding="utf-8"))
    data["kept_score"]["entries"][0]["columns"][1]["melded_points"] = 3_000_000_000
    kept.write_text(json.dumps(data), encoding="utf-8")
    before = kept.read_bytes()

    setup = open_setup(qtbot, window)
    assert setup.resume_button is None and setup.unfinished == []
    told = setup.problem_label.text()
    assert f"The kept score “{kept.name}” of a game played with real cards is damaged" in told
    assert kept.read_bytes() == before


def test_every_column_of_the_form_is_in_sight_at_1280_with_the_longest_names(
        qtbot, tmp_path, monkeypatch):
    """Play-test s38: with names as long as the setup takes (24 letters), the
    form's heads ("We" over "Grand-mère Marie-Thérèse & Anne-Sophie
    Delacroix") were one line each, and at 1280×720 the "They" column stood
    past the form's edge, to be scrolled to before typing its counts; with
    three players, the third.  The heads wrap now."""
    from PySide6.QtWidgets import QScrollArea

    from canasta_desktop.model.score_keeper import ScoreKeeper
    from canasta_desktop.model.variants import VARIANTS
    from canasta_desktop.persistence.archive import SheetArchive
    from canasta_desktop.persistence.kept_scores import KeptGame
    from canasta_desktop.persistence.paths import DataPaths

    on_a_screen(monkeypatch, 1280, 720)
    names = ["Grand-mère Marie-Thérèse", "Jean-Christophe Dupont", "Anne-Sophie Delacroix",
             "Maximilien de Villeneuve", "Marie-Antoinette Lefebv", "Pierre-Alexandre Beaumo"]
    for n, (variant, players, layout, lang) in enumerate(
            [("classic", 4, "teams", "fr"), ("three", 3, "solo", "en"),
             ("six-3x2", 6, "3x2", "en")]):
        rules = VARIANTS[variant].rules_for(players, layout)
        keeper = ScoreKeeperWindow(KeptGame.new(ScoreKeeper(rules, names[:players])),
                                   SheetArchive(DataPaths(tmp_path / str(n))), lang)
        qtbot.addWidget(keeper)
        keeper.show()
        qtbot.waitExposed(keeper)
        form = keeper.findChild(QScrollArea, "keeperFormScroll")
        assert form.horizontalScrollBar().maximum() == 0, variant
        last = keeper.form.fields[-1].boxes["melded_points"]
        right = last.mapTo(form.viewport(), last.rect().topRight()).x()
        assert right < form.viewport().width(), variant


def test_a_count_per_rank_past_the_deck_is_said_without_a_gender_in_french(qtbot):
    """Origen's Divas are feminine, the Fous masculine: « 9 comptés » fitted
    only the second.  The count alone says it."""
    from canasta_desktop.model.variants import VARIANTS
    from canasta_desktop.ui.rank_count_dialog import RankCountDialog

    dialog = RankCountDialog("fr", rules=VARIANTS["origen"].rules_for(4, "teams"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.boxes[JOKER].setFocus()
    qtbot.keyClicks(dialog.boxes[JOKER], "9")
    assert dialog.beyond.text() == "Diva (50)\u00a0: 9, mais le jeu n'en compte que 4."


def test_keys_a_box_does_not_take_are_said_under_the_boxes(qtbot, window, tmp_path):
    """Play-test s38: the boxes hold five digits, and 123456 became 12345
    without a word; the "a" of "12a" was ignored, unsaid.  What a box does
    not take is said under the boxes, naming the box, in English and
    French; a box's line goes once that box takes a number."""
    from canasta_desktop.ui.rank_count_dialog import RankCountDialog

    keeper = open_keeper(qtbot, window)
    note = keeper.findChild(QLabel, "keeperKeyNote")
    assert not note.isVisible()
    press(qtbot, keeper, "123456")
    assert keeper.form.fields[0].boxes["melded_points"].value() == 12345
    too_big = ("Melded cards (points), We: 123456 was not taken: this box holds at most "
               "99,995.")
    assert note.isVisible() and note.text() == too_big
    keeper.form.fields[1].boxes["hand_points"].setFocus()
    press(qtbot, keeper, "12a")
    letter = ("Cards left in hand (points), They: \u201ca\u201d was not taken: this box takes "
              "digits only.")
    assert note.text().splitlines() == [too_big, letter], "one line a box: none is lost"
    keeper.form.fields[0].boxes["melded_points"].setFocus()
    press(qtbot, keeper, "1200")
    assert note.text() == letter, "the box took a number: its line goes"

    french = kept_window(qtbot, tmp_path, "classic", 4, "teams", "fr")
    french.form.fields[0].boxes["pure_canastas"].setFocus()
    press(qtbot, french, "1x")
    note = french.findChild(QLabel, "keeperKeyNote")
    assert note.text() == ("Canastas pures (rouges), Nous\u00a0: \u00ab\u00a0x\u00a0\u00bb n'a pas "
                           "été pris\u00a0: cette case ne prend que des chiffres.")
    press(qtbot, french, "00")
    assert note.text() == ("Canastas pures (rouges), Nous\u00a0: 100 n'a pas été pris\u00a0: "
                           "cette case contient au plus 99.")

    # The count per rank says it too: a number of cards has no minus.
    dialog = RankCountDialog("en")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.boxes[JOKER].setFocus()
    qtbot.keyClicks(dialog.boxes[JOKER], "-")
    assert dialog.key_note.text() == ("Jokers (50): \u201c-\u201d was not taken: this box takes "
                                      "digits only.")


def test_the_list_of_unfinished_scores_is_named(qtbot, tmp_path):
    """Play-test s38: with two unfinished scores kept, the setup listed them
    in a box with nothing to say what it was.  It is named, in English and
    French, its name leading to it (Alt and the underlined letter); with one
    unfinished score there is no list, and no name."""
    from canasta_desktop.model.score_keeper import DealEntry, ScoreKeeper
    from canasta_desktop.model.scoring import TeamCounts
    from canasta_desktop.model.variants import VARIANTS
    from canasta_desktop.persistence.archive import SheetArchive
    from canasta_desktop.persistence.kept_scores import KeptGame, save_kept
    from canasta_desktop.persistence.paths import DataPaths
    from canasta_desktop.session.settings import GameSettings

    archive = SheetArchive(DataPaths(tmp_path / "data"))
    names = {}
    for variant in ("classic", "head-and-foot"):
        keeper = ScoreKeeper(VARIANTS[variant].rules_for(4, "teams"), ["A", "B", "C", "D"])
        keeper.add(DealEntry((TeamCounts(melded_points=100), TeamCounts(melded_points=50))))
        save_kept(archive, KeptGame.new(keeper))
        for lang in ("en", "fr"):
            setup = KeeperSetupDialog(GameSettings(), archive, lang)
            qtbot.addWidget(setup)
            setup.show()
            title = setup.findChild(QLabel, "keeperUnfinishedLabel")
            listed = setup.findChild(QComboBox, "keeperUnfinished")
            assert title.isVisible() == listed.isVisible() == (variant != "classic")
            assert title.buddy() is listed
            names[lang] = title.text()
    assert names == {"en": "&Unfinished score sheets to continue, the newest first:",
                     "fr": "&Feuilles de marque en cours, à reprendre (la plus récente "
                           "d'abord)\u00a0:"}


def test_a_change_of_language_fits_the_form_to_its_new_words(qtbot, tmp_path, monkeypatch,
                                                             qapp):
    """Play-test s38: the window kept the form's width measured in the
    language it opened in; after Game → Language, French's longer row names
    ("Pénalités (100 pour un « oui » non tenu, amendes)") pushed the third
    player's boxes past the form's edge, to be scrolled to, at 1280 pixels;
    on a big screen the window did not grow for them."""
    from PySide6.QtWidgets import QScrollArea

    from canasta_desktop import i18n
    from canasta_desktop.model.score_keeper import ScoreKeeper
    from canasta_desktop.model.variants import VARIANTS
    from canasta_desktop.persistence.archive import SheetArchive
    from canasta_desktop.persistence.kept_scores import KeptGame
    from canasta_desktop.persistence.paths import DataPaths

    names = ["Grand-mère Marie-Thérèse", "Jean-Christophe Dupont", "Anne-Sophie Delacroix"]
    for width, height in ((1280, 720), (1920, 1080)):
        on_a_screen(monkeypatch, width, height)
        i18n.set_language(qapp, "en")
        keeper = ScoreKeeperWindow(KeptGame.new(ScoreKeeper(
            VARIANTS["three"].rules_for(3, "solo"), names)),
            SheetArchive(DataPaths(tmp_path / str(width))), "en")
        qtbot.addWidget(keeper)
        keeper.show()
        qtbot.waitExposed(keeper)
        try:
            i18n.set_language(qapp, "fr")
            assert keeper.form.deal_label.text() == "<b>Donne 1</b>"
            form = keeper.findChild(QScrollArea, "keeperFormScroll")
            qapp.processEvents()  # the layouts' requests, as the event loop runs them
            needed = form.widget().minimumSizeHint().width()
            assert form.viewport().width() >= needed, (width, form.viewport().width(), needed)
            assert form.horizontalScrollBar().maximum() == 0
            last = keeper.form.fields[-1].boxes["melded_points"]
            right = last.mapTo(form.viewport(), last.rect().topRight()).x()
            assert right < form.viewport().width(), width
        finally:
            i18n.set_language(qapp, "en")


def test_a_deal_end_rebuilt_from_a_saved_sheet_says_why_red_threes_counted_against(
        qtbot, tmp_path):
    """Play-test s38: a deal's end says why a side's red threes counted −200
    (§1: it melded nothing); rebuilt from the saved sheet, it said nothing, the
    model's mark lost on the way.  The sheet keeps it."""
    from canasta_desktop.model.score_keeper import DealEntry, ScoreKeeper
    from canasta_desktop.model.scoring import TeamCounts
    from canasta_desktop.model.variants import VARIANTS
    from canasta_desktop.persistence.archive import SheetArchive, read_sheet
    from canasta_desktop.persistence.kept_scores import KeptGame, save_kept
    from canasta_desktop.persistence.paths import DataPaths
    from canasta_desktop.ui.deal_end_dialog import result_html

    names = ["Anne", "Bruno", "Chloé", "Denis"]
    game = KeptGame.new(ScoreKeeper(VARIANTS["classic"].rules_for(4, "teams"), names))
    game.keeper.add(DealEntry((TeamCounts(melded_points=300, impure_canastas=1, went_out=True),
                               TeamCounts(red_threes=2, hand_points=85))))
    path = save_kept(SheetArchive(DataPaths(tmp_path / "data")), game)
    (row,) = read_sheet(path).to_score_sheet().rows
    assert row.scores[1].red_threes == -200
    html = result_html(row, names, ["Anne & Chloé", "Bruno & Denis"])
    assert "melded nothing: Bruno &amp; Denis<br>(§1 Red threes)" in html


def test_the_sheet_fits_six_players_alone_or_long_names_at_1280(qtbot, tmp_path, monkeypatch):
    """Play-test s38: six players alone at 1280 pixels (thirteen columns), or
    three players with 24-letter names, and the sheet scrolled sideways, the
    running totals out of sight.  Where the columns cannot all fit, a deal's
    points stand over its running total in one column a player, as a paper
    pad writes them; long names wrap at their spaces.  Made wide enough, the
    sheet has its total columns again."""
    from canasta_desktop.model.score_keeper import DealEntry, ScoreKeeper
    from canasta_desktop.model.scoring import TeamCounts
    from canasta_desktop.model.variants import VARIANTS
    from canasta_desktop.persistence.archive import SheetArchive
    from canasta_desktop.persistence.kept_scores import KeptGame
    from canasta_desktop.persistence.paths import DataPaths

    def opened(variant: str, players: int, names: list[str], lang: str) -> ScoreKeeperWindow:
        keeper = ScoreKeeper(VARIANTS[variant].rules_for(players, "solo"), names)
        keeper.add(DealEntry(tuple(TeamCounts(melded_points=100 * (c + 1), pure_canastas=1)
                                   for c in range(players))))
        window = ScoreKeeperWindow(KeptGame.new(keeper),
                                   SheetArchive(DataPaths(tmp_path / variant)), lang)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    def in_sight(window: ScoreKeeperWindow) -> bool:
        table = window.sheet.table
        last = table.columnCount() - 1
        header = table.horizontalHeader()
        return (table.horizontalScrollBar().maximum() == 0 and header.sectionViewportPosition(
            last) + header.sectionSize(last) <= table.viewport().width())

    on_a_screen(monkeypatch, 1280, 720)
    six = opened("rami", 6, ["Anne", "Bruno", "Chloé", "Denis", "Émile", "Françoise"], "en")
    assert in_sight(six)
    assert six.sheet.table.item(0, 0).text() == "1\nTotal"
    anne, francoise = (six.game.keeper.lines[0].result.scores[c].total for c in (0, 5))
    assert (anne, francoise) == (800, 1300)  # the deal's points, and so the running totals
    assert [six.sheet.table.item(0, c).text() for c in (1, 6)] == ["800\n800", "1,300\n1,300"]
    three = opened("three", 3, ["Grand-mère Marie-Thérèse", "Jean-Christophe Dupont",
                                "Anne-Sophie Delacroix"], "fr")
    assert in_sight(three)
    assert three.sheet.table.horizontalHeaderItem(1).text() == "Grand-mère\nMarie-Thérèse"
    assert three.sheet.table.item(0, 3).text() == "800\n800"

    on_a_screen(monkeypatch, 1920, 1080)
    six.resize(1904, 720)
    qtbot.waitUntil(lambda: six.sheet.table.columnCount() == 13)
    qtbot.waitUntil(lambda: in_sight(six))  # once the layout has shared the new width
    assert six.sheet.table.horizontalHeaderItem(12).text() == "Total\nFrançoise"
    assert six.sheet.table.item(0, 12).text() == "1,300"


def test_a_paste_of_several_lines_a_box_does_not_take_is_said(qtbot, qapp, tmp_path):
    """Review of s39: the box said the keys it did not take (cdcd774), but
    two numbers pasted from a spreadsheet's column, on two lines, vanished
    without a word, with Ctrl+V or the box's menu.  It is said, quoted on
    one line, in English and French; a cell's own line break (one number)
    is no hindrance."""
    keeper = kept_window(qtbot, tmp_path, "classic", 4, "teams")
    note = keeper.findChild(QLabel, "keeperKeyNote")
    box = keeper.form.fields[0].boxes["melded_points"]
    box.setFocus()
    qapp.clipboard().setText("120\n80\n")
    qtbot.keyClick(box, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert box.value() == 0
    several = ("Melded cards (points), We: \u201c120 / 80\u201d was not taken: it was pasted on "
               "several lines, and this box takes one number.")
    assert note.isVisible() and note.text() == several
    qapp.clipboard().setText("85\r\n")
    qtbot.keyClick(box, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert box.value() == 85 and not note.isVisible(), "one number: taken, its line gone"

    hand = keeper.form.fields[1].boxes["hand_points"]
    hand.setFocus()
    qapp.clipboard().setText("\n".join(str(n) for n in range(10, 30)))
    hand.lineEdit().paste()  # what the box's menu's Paste does
    assert note.text() == ("Cards left in hand (points), They: \u201c10 / 11 / 12 / 13 / 14 / "
                           "15\u2026\u201d was not taken: it was pasted on several lines, and "
                           "this box takes one number.")

    french = kept_window(qtbot, tmp_path, "classic", 4, "teams", "fr")
    box = french.form.fields[0].boxes["melded_points"]
    box.setFocus()
    qapp.clipboard().setText("120\n80")
    qtbot.keyClick(box, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert french.findChild(QLabel, "keeperKeyNote").text() == (
        "Cartes étalées (points), Nous\u00a0: \u00ab\u00a0120 / 80\u00a0\u00bb n'a pas été "
        "pris\u00a0: c'était un collage de plusieurs lignes, et cette case ne prend qu'un "
        "nombre.")


def label_lines(label: QLabel) -> int:
    """The lines a word-wrapped label takes at its width."""
    return round(label.heightForWidth(label.width()) / label.fontMetrics().lineSpacing())


def test_six_players_form_labels_are_on_one_line_where_a_big_screen_has_room(
        qtbot, tmp_path, monkeypatch):
    """Review of s39: at 1920×1080 the window grew for six players' sheet,
    every column in sight, but gave the form only its least width: the
    French row labels wrapped onto four and five lines ("Pénalités / (100
    pour / un « oui » / non tenu, / amendes)") beside a screen of room.  The
    form takes the room the screen has beside the whole sheet for them: in
    English every label on one line, in French all but the longest, which
    takes two; the sheet keeps every column, within the screen.  At 1280
    they still wrap, the sheet's columns paired."""
    on_a_screen(monkeypatch, 1920, 1080)
    for lang, most in (("en", 1), ("fr", 2)):
        keeper = kept_window(qtbot, tmp_path / lang, "rami", 6, "solo", lang)
        qtbot.waitUntil(lambda: keeper.sheet.table.columnCount() == 13)
        keeper.form.form_layout.activate()
        lines = {key: label_lines(label) for label, key in keeper.form.row_labels}
        assert max(lines.values()) == most, (lang, lines)
        assert sorted(lines.values())[-2] == 1, (lang, lines)
        assert keeper.width() <= 1920 - 16
        assert keeper.sheet.table.horizontalScrollBar().maximum() == 0
    on_a_screen(monkeypatch, 1280, 720)
    small = kept_window(qtbot, tmp_path / "small", "rami", 6, "solo", "fr")
    assert small.paired and small.width() <= 1280
    assert max(label_lines(label) for label, _ in small.form.row_labels) > 2

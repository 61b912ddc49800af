"""The partner's trap (issue 15, problem 1): asking "may I go out?" with cards
that cannot go out this turn, the table says so and what a "yes" would cost
(§1 Going out: 100 points), and asks to confirm; with cards that can, it
asks at once.  After the penalty the log says what it was for (the deal's
end too: tests/ui/test_log_and_deal_end.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.model.actions import AnswerGoOut, AskGoOut, Draw

from .deals import stacked_deal
from .mouse import click, drag


def asked(c) -> bool:
    return any(isinstance(action, AskGoOut) for _, action in c.deal.history)


def press_ask(window) -> None:
    QTest.mouseClick(window.side_panel.ask_button, Qt.MouseButton.LeftButton)


def test_asking_with_cards_that_cannot_go_out_warns_first(table, qtbot):
    c = table.controller
    click(table.view, table.scene.stock_point())  # drawn: twelve cards, no canasta
    press_ask(table)
    box = table.ask_guard.box
    assert box is not None and box.isVisible() and not box.isModal()
    text = box.text() + "\n" + box.informativeText()
    assert "You cannot go out this turn" in text
    assert "you must go out this turn" in text and "your team loses 100 points" in text
    assert "\u00a71 Going out" in text and "North" in text
    assert not asked(c), "nothing asked yet"

    QTest.mouseClick(table.ask_guard.keep_button, Qt.MouseButton.LeftButton)
    assert table.ask_guard.box is None and not asked(c)

    table.window.activateWindow()
    QTest.keyClick(table.view.viewport(), Qt.Key.Key_G)  # Game → Ask partner
    box = table.ask_guard.box
    assert box is not None and "You cannot go out this turn" in box.text()
    QTest.mouseClick(table.ask_guard.ask_button, Qt.MouseButton.LeftButton)
    assert asked(c), "he chose to ask anyway"
    qtbot.waitUntil(lambda: any(isinstance(a, AnswerGoOut) for _, a in c.deal.history),
                    timeout=10_000)


def test_cards_that_can_go_out_ask_at_once(window, qtbot):
    c = window.controller
    # Seven aces and four kings: after drawing, a canasta and out.
    c.load_deal(stacked_deal({0: "AS AH AD AC AS AH AD KS KH KD KC"}, "6C", "5S"))
    assert c.try_action(Draw())
    press_ask(window)
    assert window.ask_guard.box is None and asked(c)


def test_the_warning_goes_when_the_turn_moves_on(table, qtbot):
    c = table.controller
    click(table.view, table.scene.stock_point())
    press_ask(table)
    assert table.ask_guard.box is not None
    seven = [card for card in c.deal.hands[0] if c.deal.tables.code[card] == "7C"][0]
    drag(table.view, table.scene.hand_point(seven), table.scene.pile_point())
    assert table.ask_guard.box is None, "his turn is over: no question stands"


def test_s5_rami_the_ask_button_cites_5_and_the_penalty_cites_1(window, qtbot, qapp):
    """In rami asking one's partner is the rami section's (§5: "no talk
    except asking to open or to end the deal"), as the engine's refusals
    say: the button's tip names it.  §5 names no penalty: the warning's 100
    points are §1 Going out's, inherited (play-test: "…votre équipe perd 100
    points (§5 Canasta rami)"), in English and French."""
    from canasta_desktop import i18n
    from canasta_desktop.model.variants import variant

    c = window.controller
    assert "\u00a71 Going out" in window.side_panel.ask_button.toolTip()  # classic
    rami = variant("rami").rules_for(4, "teams")
    c.new_game(rami, seed=3, bot_names=[None, "greedy", "greedy", "greedy"])
    c.load_deal(stacked_deal({}, "6C", rules=rami))
    qtbot.waitUntil(lambda: c.human_turn() is not None, timeout=5000)
    assert "\u00a75" in window.side_panel.ask_button.toolTip()
    click(window.view, window.scene.stock_point())  # drawn: no canasta to go out with
    press_ask(window)
    box = window.ask_guard.box
    assert box is not None
    assert "your team loses 100 points (\u00a71 Going out)" in box.text()
    assert "\u00a75" not in box.text()
    QTest.mouseClick(window.ask_guard.keep_button, Qt.MouseButton.LeftButton)
    i18n.set_language(qapp, "fr")
    try:
        qtbot.waitUntil(lambda: "\u00a75" in window.side_panel.ask_button.toolTip()
                        and "partenaire" in window.side_panel.ask_button.toolTip(), timeout=3000)
        press_ask(window)
        box = window.ask_guard.box
        assert box is not None and "votre \u00e9quipe perd 100 points (\u00a71 " in box.text()
        assert "\u00a75" not in box.text()
    finally:
        i18n.set_language(qapp, "en")


def test_s3_the_warning_names_the_canastas_the_variant_asks_for(window, qapp):
    """§3 Tête et Queue asks a red and a black canasta, §2's two-player game
    two: the warning before asking names them, as the engine's refusal does,
    not "the canasta(s) needed"."""
    from canasta_desktop import i18n
    from canasta_desktop.model.going_out import GoOutOutlook
    from canasta_desktop.model.variants import rules_for

    c = window.controller
    c.new_game(rules_for("head-and-foot"), seed=3, bot_names=[None, "greedy", "greedy", "greedy"])
    box = window.ask_guard.warn(GoOutOutlook.NO_CANASTA)
    assert ("You cannot go out this turn: your team needs a red (pure) and a black "
            "(mixed) canasta before going out.") in box.text()
    i18n.set_language(qapp, "fr")
    box = window.ask_guard.warn(GoOutOutlook.NO_CANASTA)
    assert ("votre équipe doit avoir une canasta rouge (pure) et une noire (impure) avant de "
            "sortir.") in box.text()
    # The loss comes of not going out, not of a "no" (play-test s37 fr: « sinon, votre
    # équipe perd 100 points » read as the cost of her answering no).
    assert ("vous devez sortir à ce tour\u00a0; si vous ne sortez pas, votre équipe perd 100 "
            "points") in box.informativeText() + box.text(), box.text()
    i18n.set_language(qapp, "en")
    c.new_game(rules_for("six-3x2"), seed=3, bot_names=[None] + ["greedy"] * 5)
    box = window.ask_guard.warn(GoOutOutlook.NO_CANASTA)
    assert "your team needs 2 canastas before going out." in box.text()


class SaysYes:
    """A partner who answers yes to "may I go out?" (and plays nothing else here)."""

    def choose(self, view, legal, rng):
        return AnswerGoOut(True) if AnswerGoOut(True) in legal else legal[0]


def test_told_yes_a_discard_that_keeps_cards_asks_before_costing_100(table, qtbot):
    """Fourth play-test: after "yes", a discard that kept four cards went
    through at once and the side lost 100, with no reminder on the table.
    Now the panel says what the answer means, and the discard asks first."""
    c = table.controller
    c.bots[2] = SaysYes()
    click(table.view, table.scene.stock_point())
    press_ask(table)
    QTest.mouseClick(table.ask_guard.ask_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: AnswerGoOut(True) in [a for _, a in c.deal.history], timeout=10_000)
    assert "Your partner said yes: go out now" in table.side_panel.text()
    seven = [card for card in c.deal.hands[0] if c.deal.tables.code[card] == "7C"][0]
    played = len(c.deal.history)

    drag(table.view, table.scene.hand_point(seven), table.scene.pile_point())
    shown = table.penalty_guard.shown
    assert shown is not None and shown.box.isVisible()
    assert "North said yes: you must go out this turn" in shown.box.text()
    assert "100 points (\u00a71 Going out)" in shown.box.text()
    assert len(c.deal.history) == played, "nothing played yet"
    QTest.mouseClick(shown.stay_button, Qt.MouseButton.LeftButton)
    assert table.penalty_guard.shown is None and len(c.deal.history) == played

    drag(table.view, table.scene.hand_point(seven), table.scene.pile_point())
    QTest.mouseClick(table.penalty_guard.shown.go_button, Qt.MouseButton.LeftButton)
    assert seven == c.deal.pile[-1], "discarded once he agreed"
    assert c.deal.penalties[c.deal.team_of[0]] == -100


def test_the_greyed_out_ask_button_says_why_in_the_engines_words(table, qtbot):
    """Fifth play-test: the button went grey with nothing said; its tooltip
    cited §1 Going out whatever the reason."""
    from canasta_desktop.model.actions import Meld, MeldPart

    from .deals import ids

    c = table.controller
    button = table.side_panel.ask_button
    click(table.view, table.scene.stock_point())
    assert button.isEnabled() and "Ask your partner before going out" in button.toolTip()
    assert c.try_action(Meld((MeldPart(14, tuple(ids(c.deal, "AS AH AD"))),)))
    assert not button.isEnabled()
    assert button.toolTip().startswith(
        "Not allowed: ask your partner before taking the pile or melding in this turn")
    assert "\u00a71 Going out" in button.toolTip()


def test_asking_before_drawing_a_pile_he_cannot_take_warns_too(window, qtbot):
    """Play-test (six-3x2): with a pile he could not take, G before drawing
    asked at once, the partner said yes and the team paid 100.  The engine
    lets him ask before any draw (§1 Going out), so the button is there and
    the table warns.  With no canasta near, the warning names the missing
    canasta: "only a lucky draw" would be untrue (second play-test)."""
    c = window.controller
    c.load_deal(stacked_deal({0: "AH QD TH 4S 6C 7D 8H 9S JC KD 5H"}, "9D"))
    assert not c.deal.can_take_pile(), "one nine and no wild card"
    assert window.side_panel.ask_button.isEnabled()
    window.window.activateWindow()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_G)
    box = window.ask_guard.box
    assert box is not None, "warned before asking"
    assert "your team needs a canasta before going out" in box.text()
    assert "lucky draw" not in box.text()
    assert not asked(c)
    QTest.mouseClick(window.ask_guard.keep_button, Qt.MouseButton.LeftButton)
    assert not asked(c) and c.deal.phase == "draw", "nothing asked, nothing lost"


def test_asking_before_drawing_one_card_short_warns_that_only_a_lucky_draw_could_do(
        window, qtbot):
    """A canasta laid and a hand one card short: before the draw the cards
    go out only if the draw helps (§1 Going out)."""
    from tests.model.builders import position

    c = window.controller
    c.load_deal(position(hands={0: "7S 7H 9C QD"}, phase="draw",
                         melds={0: {"K": "KS KH KD KC KS KH KD"}}))
    window.window.activateWindow()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_G)
    box = window.ask_guard.box
    assert box is not None, "warned before asking"
    assert "only a lucky draw could let all your cards go" in box.text()
    assert not asked(c)


def test_asked_anyway_by_a_side_with_no_canasta_in_reach_the_partner_says_no(window, qtbot):
    """Play-test: one card in hand, no canasta, asked anyway before the
    draw; the partner said yes and the side paid 100.  Every player sees
    that one card (and one drawn) cannot make a canasta (§1 Going out): the
    partner says no, and nothing is lost."""
    from tests.model.builders import position

    c = window.controller
    c.load_deal(position(hands={0: "AC", 2: "4C 5D"}, phase="draw", pile="3S",
                         melds={0: {"9": "9C 9D JK", "T": "TH TD 2C TD"}}))
    window.window.activateWindow()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_G)
    box = window.ask_guard.box
    assert box is not None and "your team needs a canasta before going out" in box.text()
    QTest.mouseClick(window.ask_guard.ask_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(isinstance(a, AnswerGoOut) for _, a in c.deal.history),
                    timeout=10_000)
    assert AnswerGoOut(False) in [a for _, a in c.deal.history]
    assert c.deal.penalties == [0, 0]


def test_s1_a_search_that_gave_up_is_told_as_such_not_as_cannot(window, qapp):
    """Review: the warning said "your cards cannot all be melded" where the
    search had only given up on a big hand (five and six players)."""
    from canasta_desktop import i18n
    from canasta_desktop.model.going_out import GoOutOutlook
    from canasta_desktop.model.variants import rules_for

    window.controller.new_game(rules_for("six-2x3"), seed=3, bot_names=[None] + ["greedy"] * 5)
    box = window.ask_guard.warn(GoOutOutlook.NOT_FOUND)
    assert box.text().startswith("The game found no way for all your cards to go out this "
                                 "turn, but it could not try every one.")
    assert "cannot go out" not in box.text()
    i18n.set_language(qapp, "fr")
    try:
        box = window.ask_guard.warn(GoOutOutlook.NOT_FOUND)
        assert box.text().startswith("Le jeu n'a trouvé aucune façon de poser toutes vos "
                                     "cartes pour sortir à ce tour")
    finally:
        i18n.set_language(qapp, "en")


def test_told_yes_before_drawing_the_panel_says_so_until_he_goes_out(table, qtbot):
    """Play-test: asked before drawing and told yes, the panel read only
    "Your turn: draw, or take the pile." while the yes binds after the draw
    (§1 Going out); the status bar's word was soon replaced."""
    c = table.controller
    c.bots[2] = SaysYes()
    assert c.deal.phase == "draw"
    press_ask(table)
    if table.ask_guard.box is not None:
        QTest.mouseClick(table.ask_guard.ask_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: AnswerGoOut(True) in [a for _, a in c.deal.history], timeout=10_000)
    assert c.deal.phase == "draw"
    text = table.side_panel.text()
    assert "Your partner said yes: draw or take the pile, then go out" in text, text
    assert "Keeping cards costs your team 100" in text
    click(table.view, table.scene.stock_point())
    qtbot.waitUntil(lambda: c.deal.phase == "play")
    assert "Your partner said yes: go out now" in table.side_panel.text()


def test_told_no_before_drawing_the_panel_says_he_may_not_go_out(table, qtbot):
    c = table.controller

    class SaysNo:
        def choose(self, view, legal, rng):
            return AnswerGoOut(False) if AnswerGoOut(False) in legal else legal[0]

    c.bots[2] = SaysNo()
    press_ask(table)
    if table.ask_guard.box is not None:
        QTest.mouseClick(table.ask_guard.ask_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: AnswerGoOut(False) in [a for _, a in c.deal.history],
                    timeout=10_000)
    text = table.side_panel.text()
    assert "Your partner said no: draw or take the pile; you may not go out this turn" in text


def test_asking_clears_the_refusal_of_an_earlier_move(table, qtbot):
    """Play-test: a click on the pile was refused, then "Partner, may I go
    out?": the status bar still read the pile's refusal under the question's
    warning box."""
    bar = table.window.statusBar()
    click(table.view, table.scene.pile_point())  # not opened: the pile is refused
    assert bar.currentMessage().startswith("Not allowed"), bar.currentMessage()
    assert table.refusal_banner.isVisible()
    press_ask(table)
    assert table.ask_guard.box is not None and table.ask_guard.box.isVisible()
    assert not bar.currentMessage().startswith("Not allowed"), bar.currentMessage()
    assert not table.refusal_banner.isVisible()


def test_a_hint_while_the_warning_is_open_answers_it_first(table, qtbot, qapp):
    """§1 Going out: with the ask-anyway warning open, Hint spoke only of the
    move to play (play-test: "Hint: discard 7♠" beside "Ask North anyway?").
    H in the warning now says not to ask, then the move, and leaves "Do not
    ask" as the box's default; a hint to ask makes "Ask anyway" the default."""
    from canasta_desktop import i18n
    from canasta_desktop.model.actions import Discard

    c = table.controller
    click(table.view, table.scene.stock_point())
    press_ask(table)
    box = table.ask_guard.box
    assert box is not None
    discard = next(a for a in c.legal_actions() if isinstance(a, Discard))
    table.hinter.suggest = lambda view, legal, budget: discard
    QTest.keyClick(box, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.hinter.current is not None, timeout=10_000)
    said = table.window.statusBar().currentMessage()
    assert said.startswith("Hint: do not ask; discard "), said
    assert box.defaultButton() is table.ask_guard.keep_button
    table.hinter.clear()
    table.hinter.suggest = lambda view, legal, budget: AskGoOut()
    QTest.keyClick(box, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.hinter.current is not None, timeout=10_000)
    assert "do not ask" not in table.window.statusBar().currentMessage()
    assert box.defaultButton() is table.ask_guard.ask_button
    table.hinter.clear()
    table.hinter.suggest = lambda view, legal, budget: discard
    i18n.set_language(qapp, "fr")
    try:
        QTest.keyClick(box, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: table.hinter.current is not None, timeout=10_000)
        said = table.window.statusBar().currentMessage().replace("\u00a0", " ")
        assert said.startswith("Conseil : ne demandez pas ; "), said
    finally:
        i18n.set_language(qapp, "en")


def test_s4_origen_the_warning_says_only_a_lucky_replacement_for_the_sol_could_do(
        window, qtbot, qapp):
    """§4 + §1 Going out: four queens laid, Q♠ 9♠ 9♥ in hand, a Sol under
    Q♦ 9♦ on the pile.  No card from the stock makes the queens a canasta;
    taking the pile lays the Sol and draws its replacement, and a wild there
    would.  The warning said "only a lucky draw", as of the stock's (s33);
    it names the Sol's replacement, in English and French."""
    from canasta_desktop import i18n
    from canasta_desktop.model.variants import rules_for
    from tests.model.builders import position

    origen = rules_for("origen")
    c = window.controller
    c.new_game(origen, seed=3, bot_names=[None, "greedy", "greedy", "greedy"])
    c.load_deal(position(rules=origen, hands={0: "QS 9S 9H"}, pile="3H QD 9D", phase="draw",
                         pile_frozen=False, melds={0: {"Q": "QH QC QS QD"}}))
    qtbot.waitUntil(lambda: c.human_turn() is not None, timeout=5000)
    for language, said, not_said in (
            ("en", "only taking the pile, with a lucky replacement for its Sol, could let all "
                   "your cards go", "lucky draw"),
            ("fr", "seule une prise de la pile, avec un remplaçant chanceux pour son Sol",
             "pioche chanceuse")):
        i18n.set_language(qapp, language)
        press_ask(window)
        box = window.ask_guard.box
        assert box is not None
        assert said in box.text() and not_said not in box.text(), box.text()
        QTest.mouseClick(window.ask_guard.keep_button, Qt.MouseButton.LeftButton)
        assert not asked(c)


def test_the_warning_closed_by_its_title_bar_no_longer_colours_the_hints(table, qtbot):
    """Play-test s38 (a beginner): the ask-anyway warning closed with its
    window's close button, no button clicked, the Hints of the rest of the
    turn still began "do not ask;", answering a question no longer shown."""
    from canasta_desktop.model.actions import Discard

    c = table.controller
    click(table.view, table.scene.stock_point())
    press_ask(table)
    box = table.ask_guard.box
    assert box is not None and box.isVisible()
    box.close()  # the title bar's ×
    assert table.ask_guard.box is None
    discard = next(a for a in c.legal_actions() if isinstance(a, Discard))
    table.hinter.suggest = lambda view, legal, budget: discard
    table.window.activateWindow()
    QTest.keyClick(table.view.viewport(), Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.hinter.current is not None, timeout=10_000)
    said = table.window.statusBar().currentMessage()
    assert said.startswith("Hint: discard "), said
    assert not asked(c)


def test_the_warning_names_the_missing_canasta_before_the_cards_left(table, qapp, qtbot):
    """Play-test s38 (a beginner): twelve cards and no canasta, the warning
    said "your cards cannot all be melded" only; the side's missing canasta
    (§1 Going out) is the reason the engine gives first, in French too."""
    from canasta_desktop import i18n

    click(table.view, table.scene.stock_point())  # drawn: twelve cards, no canasta
    press_ask(table)
    box = table.ask_guard.box
    assert box is not None
    assert box.text().startswith("You cannot go out this turn: your team needs a canasta "
                                 "before going out."), box.text()
    i18n.set_language(qapp, "fr")
    try:
        qtbot.waitUntil(lambda: "votre équipe doit avoir une canasta" in box.text().lower(),
                        timeout=5_000)
    finally:
        i18n.set_language(qapp, "en")


def test_after_a_no_melding_down_to_one_card_says_the_answer_first(window, qapp):
    """Play-test s38 (a beginner), after the partner's "No": melding all but
    one card read "Not allowed: keep at least two cards, as discarding the
    last one would go out: your partner said no: you may not go out this
    turn", three clauses and the reason last.  The answer comes first, then
    what to do; in French too."""
    from canasta_desktop import i18n
    from canasta_desktop.model.actions import AnswerGoOut
    from tests.model.builders import position

    from .deals import ids

    c = window.controller
    state = position(hands={0: "KS KH KD 5C QD"},
                     melds={0: {"7": "7S 7H 7D 7C 7S 7H 7D", "5": "5S 5H 5D"}},
                     turn=0, phase="play")
    state.apply(AskGoOut())
    state.apply(AnswerGoOut(False), seat=2)
    c.load_deal(state)
    kings = ids(c.deal, "KS KH KD 5C")
    for card in kings:
        click(window.view, window.scene.hand_point(card))
    drag(window.view, window.scene.hand_point(kings[0]), window.scene.zone_point("new_meld"))
    bar = window.window.statusBar()
    assert bar.currentMessage() == (
        "Not allowed: your partner said no: you may not go out this turn; keep at least two "
        "cards, as discarding the last one would go out (§1 Going out)"), bar.currentMessage()
    i18n.set_language(qapp, "fr")
    try:
        drag(window.view, window.scene.hand_point(kings[0]), window.scene.zone_point("new_meld"))
        assert bar.currentMessage().startswith(
            "Interdit\u00a0: votre partenaire a dit non\u00a0: vous ne pouvez pas sortir ce "
            "tour-ci\u00a0; gardez au moins deux cartes"), bar.currentMessage()
    finally:
        i18n.set_language(qapp, "en")

"""A bot in the person's seat (New game → Player 1 set to a level): the
game plays itself and he watches.  Play-test: the deal's end read "Donne 1 :
votre sortie" for the bot's move; that seat's moves are told by its name, as
any other seat's, and the settings say what such a level does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from canasta_desktop import i18n
from canasta_desktop.model.events import EndReason
from canasta_desktop.model.phases import CHOOSE
from canasta_desktop.model.variants import rules_for
from canasta_desktop.session.settings import GameSettings
from canasta_desktop.ui.settings_dialog import SettingsDialog

from .test_log_and_deal_end import log_lines

NAMES = ("Ana", "Bruno", "Chloé", "Diego")
ALL_BOTS = ("greedy",) * 4
WENT_OUT = {"en": "Deal 1: Ana went out", "fr": "Donne 1\u00a0: sortie d&#x27;Ana"}
YOU = {"en": ("You ", "you "), "fr": ("Vous ", "vous ", "votre ")}
HER_DISCARD = {"en": "Ana discards ", "fr": "Ana défausse "}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_bot_in_the_persons_seat_is_named_in_the_log_and_at_the_deals_end(window, qtbot, qapp,
                                                                           language):
    i18n.set_language(qapp, language)
    c = window.controller
    c.new_game(seed=1, names=NAMES, bot_names=ALL_BOTS)  # Ana, the person's seat, is a bot
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    result = c.last_result
    assert result.end_reason is EndReason.WENT_OUT and result.out_seat == 0, "Ana went out"
    text = window.deal_end.summary.text()
    assert WENT_OUT[language] in text, text[:300]
    lines = log_lines(window)
    assert any(line.startswith(HER_DISCARD[language]) for line in lines), lines
    spoken_to = [line for line in lines if line.startswith(YOU[language])]
    assert not spoken_to, spoken_to


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_persons_level_says_a_bot_there_plays_his_seat(qtbot, qapp, language):
    i18n.set_language(qapp, language)
    dialog = SettingsDialog(GameSettings(), current_language=language)
    qtbot.addWidget(dialog)
    combo = dialog.level_combos[0]
    watch = {"en": "the computer play your seat: you watch the game",
             "fr": "l'ordinateur\u00a0: vous regardez la partie"}[language]
    assert watch in combo.toolTip()
    combo.setCurrentIndex(combo.findData("hard"))
    assert watch in combo.toolTip()
    hard = dialog.level_combos[1].itemData(dialog.level_combos[1].findData("hard"),
                                           Qt.ItemDataRole.ToolTipRole)
    assert combo.toolTip().endswith(hard), "and what the level plays like"
    assert watch not in dialog.level_combos[1].toolTip(), "only the person's own seat"
    # The name left at its default is no longer "You" for a bot's seat.
    first = dialog.settings().player_names()[0]
    assert first == {"en": "Player 1", "fr": "Joueur 1"}[language]
    combo.setCurrentIndex(combo.findData(""))
    assert dialog.settings().player_names()[0] == {"en": "You", "fr": "Vous"}[language]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_side_panel_tells_the_bots_turn_in_his_seat_by_name(
        window, qtbot, qapp, language):
    """Play-test: with a bot in his seat, the panel said "Your turn: draw, or
    take the pile.", as if he had to act.  It names the seat's player, as
    for any other seat; the status bar says a bot plays for him."""
    from canasta_desktop.ui.turn_hint import turn_hint_text

    i18n.set_language(qapp, language)
    c = window.controller
    for seed in range(1, 40):
        c.new_game(seed=seed, names=NAMES, bot_names=ALL_BOTS, paused=True)
        if c.deal.current_seat == 0:
            break
    assert c.deal.current_seat == 0, "a deal where Ana, in his seat, plays first"
    window.side_panel.refresh()
    doing = {"en": "Ana draws or takes the pile.", "fr": "Ana pioche ou prend la pile."}
    assert window.side_panel.talk.doing == doing[language]
    # The status bar says whose seat it is: his, played for him.
    # Nothing waits for him: he may skip to the deal's end (ui/deal_skip.py).
    playing = {"en": "A bot is playing for you\u2026 \u00b7 End: skip to the deal's end",
               "fr": "Un robot joue pour vous\u2026 \u00b7 Fin\u00a0: passer à la fin de la donne"}
    assert turn_hint_text(c) == playing[language]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_bot_choosing_his_packet_is_not_told_to_him(window, qtbot, qapp, language):
    """§3 Tête et Queue with a bot in his seat.  Play-test: the bot chose
    Ana's packet while the table said "Ana / choose your hand" and "Click
    the packet to play first": he had nothing to click.  The table says who
    chooses, as for any other seat, and not that he chooses in his turn;
    his plate says the bot's level, as the others' do (s33)."""
    i18n.set_language(qapp, language)
    c = window.controller
    c.bot_delay_ms = 10_000  # the bots wait while we look
    for seed in range(1, 40):
        c.new_game(rules_for("head-and-foot"), seed=seed, names=NAMES, bot_names=ALL_BOTS)
        if c.deal.phase == CHOOSE and c.deal.current_seat == 0:
            break
    assert c.deal.phase == CHOOSE and c.deal.current_seat == 0, "Ana's bot chooses first"
    scene = window.scene
    plate = {"en": "Ana\nGreedy \u00b7 the two packets",
             "fr": "Ana\nGlouton \u00b7 les deux tas"}[language]
    caption = {"en": "Ana is choosing a packet", "fr": "Ana choisit un tas"}[language]
    assert scene.label("seat0").text() == plate
    assert scene.label("packet_hint").text() == caption


def test_the_turn_hint_is_never_shown_in_the_last_ones_width(window, qtbot, qapp, monkeypatch):
    """Play-test at 1280×720: after "Chloé is playing…", the status bar
    read "A bot is playing fo" until its next layout.  The bar makes room
    for a longer turn hint as it is set, before anything is painted."""
    from canasta_desktop.ui import status_messages

    c = window.controller
    c.new_game(seed=1, names=NAMES, bot_names=ALL_BOTS, paused=True)
    hint = window.status.hint
    for said in ("Chloé is playing\u2026", "A bot is playing for you\u2026"):
        monkeypatch.setattr(status_messages, "turn_hint_text", lambda controller: said)
        window.status.follow_game()  # no event handled in between
        assert hint.text() == said
        assert hint.width() >= hint.sizeHint().width(), (said, hint.width())
        qapp.processEvents()


def test_the_seating_draw_names_the_bots_seat_as_any_other(window, qtbot):
    """§1 Seating with a bot in his seat.  The draw said "You draw the 6♥"
    and "You deal first" beside a card captioned "Player 1"."""
    from canasta_desktop.session.settings import GameSettings

    settings = GameSettings(variant="classic", seating_draw=True, speed="Instant").checked()
    settings.bots = ["greedy"] * 6
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=12)
    text = window.games.seating_dialog.text()
    assert "You draw" not in text and "You deal" not in text and "You drew" not in text, text
    assert "Player 1 draws" in text, text
    assert "We:" not in text, "nobody at the computer plays a side"


@pytest.mark.parametrize("language, said", [
    ("en", "Not allowed: a bot plays your seat: you watch this game (§1 Turn)"),
    ("fr", "Interdit\u00a0: un robot joue à votre place\u00a0: vous regardez la partie "
           "(§1 Tour de jeu)")])
def test_a_move_tried_while_a_bot_plays_the_persons_seat_says_so(window, qapp, language, said):
    """Play-test s39: a click on the stock in such a game said "it is not
    your turn: Player 1 is playing", Player 1 being his own seat, played by
    the bot; it is never his turn in that game."""
    from .mouse import click

    i18n.set_language(qapp, language)
    c = window.controller
    c.new_game(seed=1, bot_names=ALL_BOTS)
    c.bot_delay_ms = 60_000  # the bots wait while we try
    assert c.deal.current_seat == 0 and not c.is_human_turn()
    click(window.view, window.scene.stock_point())
    assert window.refusal_banner.isVisible() and window.refusal_banner.text() == said
    assert window.window.statusBar().currentMessage() == said


def _bare_felt(scene):
    """A point of the felt that is no place of the table (no zone, no card)."""
    from PySide6.QtCore import QPointF

    rect = scene.sceneRect()
    for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fy in (0.5, 0.4, 0.6, 0.3):
            point = QPointF(rect.width() * fx, rect.height() * fy)
            if not any(zone.rect().contains(point) for zone in scene.zones.values()) and \
                    not scene.items(point)[:1]:
                return point
    raise AssertionError("no bare felt")


@pytest.mark.parametrize("language, said", [
    ("en", "Not allowed: a bot plays your seat: you watch this game (§1 Turn)"),
    ("fr", "Interdit\u00a0: un robot joue à votre place\u00a0: vous regardez la partie "
           "(§1 Tour de jeu)")])
def test_his_cards_dragged_onto_the_felt_while_a_bot_plays_his_seat_say_why(
        window, qapp, language, said):
    """Play-test s39: with a bot in his seat, his face-up cards dragged out
    of the hand went back, and nothing said why."""
    from .mouse import drag

    i18n.set_language(qapp, language)
    c = window.controller
    c.new_game(seed=1, bot_names=ALL_BOTS)
    c.bot_delay_ms = 60_000  # the bots wait while he tries
    scene = window.scene
    card = scene.hand_cards[0]
    home = scene.hand_point(card)
    hand = list(c.deal.hands[0])
    drag(window.view, home, _bare_felt(scene))
    assert window.refusal_banner.isVisible() and window.refusal_banner.text() == said
    assert list(c.deal.hands[0]) == hand and scene.hand_point(card) == home, "back in place"


NO_HINT = {"en": "No hint: a bot plays your seat, you are not playing this deal.",
           "fr": "Pas de conseil\u00a0: un robot joue à votre place, vous ne jouez pas cette "
                 "donne."}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_h_while_a_bot_plays_his_seat_says_he_is_not_playing(window, qapp, language):
    """Play-test s40: H at his own seat's turn, a bot playing it, said "A
    hint is for your own turn. A bot is playing for you…": it was that
    seat's turn.  H says what Undo says: he is not playing this deal."""
    from PySide6.QtTest import QTest

    i18n.set_language(qapp, language)
    c = window.controller
    c.new_game(seed=1, names=NAMES, bot_names=ALL_BOTS)
    c.bot_delay_ms = 60_000  # the bots wait while he asks
    assert c.deal.current_seat == 0, "his seat's turn, the bot's to play"
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_H)
    banner = window.refusal_banner
    assert banner.isVisible() and banner.text() == NO_HINT[language]
    assert window.window.statusBar().currentMessage() == NO_HINT[language]
    assert window.menus.hint_action.toolTip() == NO_HINT[language], "Hint greyed says it too"

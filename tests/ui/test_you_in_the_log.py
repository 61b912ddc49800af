"""The log speaks of the seat called "You" in the second person, for every
kind of event and in both languages: "You draw", « Vous piochez », never
"You draws" nor « Vous pioche ».  Play-test (s30): a bot playing the
person's seat under its default name, and a caller of the log's words with
the default names, read "You draws 1 card", « Vous défausse 3♠ »,
« Vous était la main isolée ».  The cards drawn are still named only to
the seat that drew them."""

from __future__ import annotations

import dataclasses

import pytest

from canasta_desktop import i18n, words
from canasta_desktop.model import events as ev
from canasta_desktop.model.cards import card_tables
from canasta_desktop.model.events import (AskedGoOut, Answered, DealEnded, Discarded, Drew,
                                          EndReason, FootPickedUp, Isolated, LaidOff, Melded,
                                          PacketChosen, Penalised, PenaltyReason, PileTaken,
                                          RedThreeLaid, RedThreeSource, TileAnnounced,
                                          TileCovered, seen_by)
from canasta_desktop.model.match import DealResult
from canasta_desktop.model.rules import get_rules
from canasta_desktop.model.scoring import TeamScore
from canasta_desktop.session.event_text import log_lines
from canasta_desktop.ui.deal_end_dialog import result_html

TABLES = card_tables(get_rules("classic").deck)


def card(code: str) -> int:
    return next(c for c in range(len(TABLES.code)) if TABLES.code[c] == code)


SIX, SEVEN, THREE = card("6D"), card("7C"), card("3H")
KINGS = (card("KS"), card("KH"), card("KD"))


def every_event_of(seat: int) -> list[ev.Event]:
    """One event (or a few ways of it) of each kind the log tells, by `seat`."""
    partner = (seat + 2) % 4
    return [
        Drew(seat, (SIX,), (SIX,), 1),
        Drew(seat, (SIX, SEVEN), (SIX, SEVEN), 2),
        RedThreeLaid(seat, card=THREE, source=RedThreeSource.STOCK, replaced=True,
                     replacement=SEVEN),
        RedThreeLaid(seat, card=THREE, source=RedThreeSource.HAND, replaced=True,
                     replacement=SEVEN),
        RedThreeLaid(seat, card=THREE, source=RedThreeSource.PILE, replaced=False,
                     replacement=None),
        Discarded(seat, card=SIX),
        Melded(seat, rank=13, cards=KINGS),
        LaidOff(seat, rank=13, cards=KINGS[:1]),
        PileTaken(seat, cards=(SIX, KINGS[0]), top=KINGS[0], with_cards=KINGS[1:],
                  meld_rank=13, lay_off=False),
        AskedGoOut(seat, partner=partner),
        Answered(seat, yes=True, asker=partner),
        PacketChosen(seat, packet=0, bottom=SIX),
        FootPickedUp(seat, cards=(SIX,), count=1),
        TileAnnounced(seat, rank=9),
        TileCovered(seat, rank=9, points=20),
        TileCovered(seat, rank=9, points=0),
        Isolated(seat, partners=(1, 2)),
        Penalised(seat, points=100, reason=PenaltyReason.TOLD_YES_NOT_OUT,
                  section="§1 Going out"),
        DealEnded(seat, reason=EndReason.WENT_OUT, out_seat=seat, concealed=False),
        DealEnded(seat, reason=EndReason.WENT_OUT, out_seat=seat, concealed=True),
    ]


# Every verb the log says after "You" / « Vous » (the second person), and the
# third person's forms, which must never follow them.
SECOND = {"en": {"draw", "lay", "discard", "meld", "add", "take", "ask", "choose", "pick",
                 "place", "cover", "are", "were", "went"},
          "fr": {"piochez", "posez", "défaussez", "étalez", "ajoutez", "prenez", "demandez",
                 "choisissez", "couvrez", "êtes", "sortez", "faites"}}
THIRD = {"en": {"draws", "lays", "discards", "melds", "adds", "takes", "asks", "chooses",
                "picks", "places", "covers", "is", "was"},
         "fr": {"pioche", "pose", "défausse", "étale", "ajoute", "prend", "demande", "choisit",
                "couvre", "sort", "était", "fait"}}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_seat_called_you_is_spoken_to_in_the_second_person(qapp, lang):
    told = {type(e) for e in every_event_of(0)}
    kinds = {k for k in vars(ev).values() if isinstance(k, type) and issubclass(k, ev.Event)
             and k not in (ev.Event, ev.TurnBegan)}  # the start of a turn is no line
    assert told == kinds, "every kind of event the log tells"
    i18n.set_language(qapp, lang)
    try:
        names = [words.name_in(name, lang) for name in words.DEFAULT_NAMES]
        you = names[0]
        # The person plays his seat (me 0), a bot plays it under its default
        # name (None), the words asked for another seat's view (1).
        for me, event in ((me, event) for me in (0, None, 1) for event in every_event_of(0)):
            (line,) = log_lines(seen_by([event], me), names, TABLES, me=me)
            # What the seat did, before any colon ("…: the deal is over").
            said = line.replace("\u00a0", " ").split(":")[0].replace(",", " ").split()
            assert not THIRD[lang] & set(said), line
            if isinstance(event, Answered):
                assert said[0] == you, line  # a quoted answer: "You: “Yes.”"
            elif isinstance(event, Penalised) and lang == "fr":
                assert line.startswith("On vous a dit"), line
            else:
                assert said[0] == you and said[1] in SECOND[lang], line
            # The cards drawn are named to the seat that drew them only.
            if isinstance(event, Drew) and me != 0:
                assert TABLES.code[SIX][0] not in line, line
        # Asked by a partner, the seat called "You" is asked, not named.
        for me in (0, None, 1):
            (asked,) = log_lines([AskedGoOut(2, partner=0)], names, TABLES, me=me)
            assert asked.replace("\u00a0", " ").startswith(
                {"en": "North asks you", "fr": "Nord vous demande"}[lang]), asked
    finally:
        i18n.set_language(qapp, "en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_deals_end_speaks_to_you_when_a_bot_played_your_seat(qapp, lang):
    """« Vous était la main isolée » (s30 play-test): a bot played the seat
    still called "Vous" (me is None)."""
    i18n.set_language(qapp, lang)
    try:
        names = [words.name_in(name, lang) for name in ("You", "Player 2", "Player 3")]
        scores = (TeamScore(0, 350, 500, 100, 200, 0, 0), TeamScore(1, 120, 0, 0, 0, -65, 0),
                  TeamScore(2, 120, 0, 0, 0, -65, 0))
        result = dataclasses.replace(
            DealResult(1, 0, (50, 50, 50), scores, (1150, 55, 55), EndReason.WENT_OUT, 0, False),
            isolated=0)
        html = result_html(result, names, names, me=None)
        assert {"en": "You were the isolated hand.",
                "fr": "Vous étiez la main isolée."}[lang] in html, html
        assert {"en": "Deal 1: you went out", "fr": "Donne 1\u00a0: votre sortie"}[lang] in html, \
            html
    finally:
        i18n.set_language(qapp, "en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_panel_says_you_draw_when_a_bot_plays_the_seat_called_you(window, qapp, lang):
    """A bot in the person's seat under the default name (a game started by
    `new_game` with the default names): the panel's line of what is being
    done said "You draws or takes the pile.", « Vous pioche ou prend la
    pile. »."""
    i18n.set_language(qapp, lang)
    c = window.controller
    for seed in range(1, 40):
        c.new_game(seed=seed, bot_names=("greedy",) * 4, paused=True)
        if c.deal.current_seat == 0:
            break
    assert c.deal.current_seat == 0 and words.is_you(c.names[0])
    window.side_panel.refresh()
    assert window.side_panel.talk.doing == {
        "en": "You draw or take the pile.", "fr": "Vous piochez ou prenez la pile."}[lang]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_seating_draw_says_you_draw_of_the_seat_called_you(qapp, lang):
    """The seating draw told with the default names and no person at the
    table (a bot in his seat): "You draws the 7♠" read as the log did."""
    from canasta_desktop.model.match import Match
    from canasta_desktop.ui.seating_dialog import seating_lines

    i18n.set_language(qapp, lang)
    try:
        you = words.name_in("You", lang)
        for seed in range(12):
            match = Match.new(get_rules("classic"), seed, names=words.DEFAULT_NAMES)
            lines = [line.replace("\u00a0", " ") for line in seating_lines(match, me=None)]
            # (The teams' lines name players, "You & East", with no verb.)
            said = [line for line in lines if line.startswith(you + " ") and "&" not in line]
            assert said, lines
            for line in said:
                verb = line.split()[1]
                assert verb in {"en": {"draw", "drew", "deal"},
                                "fr": {"tirez", "avez", "donnez"}}[lang], line
    finally:
        i18n.set_language(qapp, "en")


@pytest.mark.parametrize("pile, stock, phase, you, named, mine", [
    ("5D 2C", "AS", "draw", "You draw.", "A draws.",
     "Your turn: draw (the pile cannot be taken now)."),
    ("5D 8S", "AS", "draw", "You draw or take the pile.", "A draws or takes the pile.",
     "Your turn: draw, or take the pile."),
    ("5D 8S", "", "draw", "You take the pile or end the deal (the stock is empty).",
     "A takes the pile or ends the deal (the stock is empty).",
     "The stock is empty: take the pile, or end the deal."),
    ("5D 8S", "AS", "play", "You meld and discard.", "A melds and discards.",
     "Meld, then discard.")])
def test_the_panel_says_what_a_seat_does_of_you_of_a_name_and_to_the_player(
        qapp, pile, stock, phase, you, named, mine):
    """What the seat in turn does, on each step of its turn: said of the
    seat still called "You" that a bot plays (s30 play-test: "You draws"),
    of a named seat, and to the player whose turn it is."""
    from canasta_desktop.session.table_talk import table_talk
    from tests.model.builders import position

    state = position(hands={0: "8C 8D 5S 6H 7C"}, pile=pile, stock=stock, phase=phase,
                     melds={0: {"K": "KS KH KD"}}, rest="pile" if not stock else "stock")
    watcher = state.view_for(1)
    assert table_talk(watcher, ["You", "B", "C", "D"]).doing == you
    assert table_talk(watcher, ["A", "B", "C", "D"]).doing == named
    assert table_talk(state.view_for(0), ["You", "B", "C", "D"]).doing == mine

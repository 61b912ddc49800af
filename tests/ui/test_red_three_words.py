"""The log tells a draw that brings red threes as the table saw it (RULES.md
§1 Red threes: a red three drawn is laid at once and replaced from the
stock), in order, in English and French: the drawer reads which card
replaced it, the others read "a card"; "You" and a name each get their own
grammar, and nothing reads "draws 0 cards"."""

from __future__ import annotations

from canasta_desktop import i18n
from canasta_desktop.model import Draw
from canasta_desktop.model.events import seen_by
from canasta_desktop.model.rules import CardDesign, get_rules
from canasta_desktop.session.event_text import log_lines
from tests.model.builders import position

from .deals import stacked_deal

NAMES = ("South", "West", "North", "East")
HAND = "AS AH AD KS KH 7C 8D 9S TD JC QH"


def told(state, events, seat, design=CardDesign.STANDARD) -> list[str]:
    """The log's lines for `seat`, from the events as that seat sees them."""
    return log_lines(seen_by(events, seat), NAMES, state.tables, me=seat, design=design)


def test_s1_a_red_three_drawn_is_laid_and_replaced_in_one_line(qapp):
    state = stacked_deal({0: HAND}, "6C", "3H 5S")
    events = state.apply(Draw())
    assert told(state, events, 0) == ["You draw a red three, lay it and draw 5\u2660 in its place"]
    assert told(state, events, 1) == [
        "South draws a red three, lays it and draws a card in its place"]
    assert told(state, events, 0, CardDesign.ORIGEN) == [
        "You draw a Sol, lay it and draw Cimarron in its place"]
    i18n.set_language(qapp, "fr")
    assert told(state, events, 0) == [
        "Vous piochez un 3 rouge, le posez et piochez 5\u2660 à sa place"]
    assert told(state, events, 1) == [
        "South pioche un 3 rouge, le pose et pioche une carte à sa place"]


def test_s1_a_red_three_replacing_a_red_three_is_laid_in_turn(qapp):
    state = stacked_deal({0: HAND}, "6C", "3H 3D 5S")
    events = state.apply(Draw())
    assert told(state, events, 0) == [
        "You draw a red three, lay it and draw a red three in its place",
        "You lay it and draw 5\u2660 in its place"]
    assert told(state, events, 2) == [
        "South draws a red three, lays it and draws a red three in its place",
        "South lays it and draws a card in its place"]
    i18n.set_language(qapp, "fr")
    assert told(state, events, 0)[1] == "Vous le posez et piochez 5\u2660 à sa place"
    assert told(state, events, 2)[1] == "South le pose et pioche une carte à sa place"


def test_s1_a_red_three_as_the_stocks_last_card_is_told_without_a_draw_of_no_card(qapp):
    state = position(hands={0: "5C 6C 7C"}, stock="3H", rest="pile", pile="9D",
                     melds={0: {"7": "7S 7H 7D"}}, phase="draw")
    events = state.apply(Draw())
    assert told(state, events, 0) == [
        "You draw a red three and lay it",
        "The deal is over: the last card of the stock was a red three"]
    assert told(state, events, 1) == [
        "South draws a red three and lays it",
        "The deal is over: the last card of the stock was a red three"]
    i18n.set_language(qapp, "fr")
    assert told(state, events, 0)[0] == "Vous piochez un 3 rouge et le posez"
    assert told(state, events, 1)[0] == "South pioche un 3 rouge et le pose"


def test_s2_a_draw_of_two_tells_each_card_in_the_order_it_came(qapp):
    """§2 two players draw two cards; the red three comes second here."""
    state = stacked_deal({0: HAND + " 2C 4D 4H 5D"}, "6C", "7S 3H 5S", rules=get_rules("two"))
    events = state.apply(Draw())
    assert told(state, events, 0) == [
        "You draw 7\u2660", "You draw a red three, lay it and draw 5\u2660 in its place"]
    assert told(state, events, 1) == [
        "South draws a red three, lays it and draws a card in its place", "South draws 1 card"]
    i18n.set_language(qapp, "fr")
    assert told(state, events, 1)[1] == "South pioche 1 carte"


def test_s1_a_red_three_dealt_is_laid_and_replaced_at_the_first_turn(qapp):
    state = stacked_deal({0: "3H AS AH AD KS KH 7C 8D 9S TD JC"}, "6C", "5S")
    assert told(state, state.begin_events, 0)[-1] == \
        "You lay a red three and draw 5\u2660 in its place"
    assert told(state, state.begin_events, 1)[-1] == \
        "South lays a red three and draws a card in its place"
    i18n.set_language(qapp, "fr")
    assert told(state, state.begin_events, 0)[-1] == \
        "Vous posez un 3 rouge et piochez 5\u2660 à sa place"


def test_the_log_names_a_red_three_as_the_rest_of_the_window_does(qapp):
    """Play-test: the French log said « Bruno pose un trois rouge » where the
    side panel, the refusals, the deal's end and the rules say « 3 rouge(s) »;
    English says "red three" everywhere.  The log's words are the panel's."""
    from canasta_desktop.model.pile import TopBlock
    from canasta_desktop.session.table_talk import top_block_text

    state = stacked_deal({0: "3H AS AH AD KS KH 7C 8D 9S TD JC"}, "6C", "5S")
    for language, three in (("en", "a red three"), ("fr", "un 3 rouge")):
        i18n.set_language(qapp, language)
        assert top_block_text(TopBlock.RED_THREE).startswith(three + " ")
        for line in told(state, state.begin_events, 1):
            assert "trois" not in line, line
        assert three in told(state, state.begin_events, 1)[-1]

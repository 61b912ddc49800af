"""What the table asks of the person's turn (session/turn_questions.py),
without Qt: in his turn the engine says what a gesture means and where his
cards may go; off it, every question is answered with why he may not act,
the seat the table waits for named by its person, or the seating's reason
(he sits this deal out, a bot plays his seat)."""

from __future__ import annotations

from canasta_desktop.model.actions import AskGoOut, Discard, Draw
from canasta_desktop.model.going_out import GoOutOutlook
from canasta_desktop.model.match import Match
from canasta_desktop.model.state import DealState
from canasta_desktop.model.variants import rules_for
from canasta_desktop.session import gestures
from canasta_desktop.session.seats import TablePeople
from canasta_desktop.session.turn_questions import TurnQuestions

from tests.model.builders import cards, position

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo")
ALL_TARGETS = [gestures.DRAW, gestures.DISCARD, gestures.PILE, gestures.NEW_MELD]


def seated(rules: str = "classic", me: int = 0) -> TablePeople:
    """The people of a game of `rules` seated for its first deal, the person
    at the computer at place `me`, bots elsewhere."""
    ruleset = rules_for(rules)
    match = Match.new(ruleset, seed=5, names=NAMES[:ruleset.players], draw_seats=False)
    people = TablePeople(match, tuple(None if p == me else "easy"
                                      for p in range(ruleset.players)), me=me)
    people.sit(1, ruleset.seats)
    return people


def asking(deal: DealState, people: TablePeople) -> TurnQuestions:
    return TurnQuestions(lambda: deal, lambda: people)


def test_in_his_turn_the_engine_says_what_a_gesture_means_and_where_cards_go():
    """§1 Turn: a turn begins with a draw; a card on the pile before it is
    refused with the engine's reason, and only the stock lights up."""
    deal = position(hands={0: "9C 8D 8H 8S 7C"}, phase="draw")
    questions = asking(deal, seated())
    assert questions.is_human_turn() and questions.legal_actions() == deal.legal_actions()
    assert questions.legal_targets([], ALL_TARGETS) == {gestures.DRAW}
    assert questions.resolve([], gestures.DRAW).action == Draw()
    assert questions.matching_actions([], gestures.DRAW) == [Draw()]
    seven = cards(deal, "7C")
    assert questions.resolve(seven, gestures.PILE).refusal.code == "draw_first"
    assert questions.refusal_for(Discard(seven[0])).code == "draw_first"
    assert questions.refusal_for(Draw()) is None


def test_his_partner_is_named_and_the_engine_says_what_a_yes_would_lead_to():
    """§1 Going out: he may ask before drawing; without a canasta a "yes"
    would not let him out, as the engine sees his cards."""
    deal = position(hands={0: "9C 8D 8H 8S 7C"}, phase="draw")
    questions = asking(deal, seated())
    assert questions.partner_name() == "Cy"
    assert questions.may_ask() and questions.go_out_outlook() is GoOutOutlook.NO_CANASTA


def test_off_his_turn_each_question_says_whom_the_table_waits_for_by_name():
    """§1 Turn: the engine gives the seat, the table hears its person's name."""
    deal = position(hands={0: "9C 8D 8H 8S 7C"}, turn=1, phase="draw")
    questions = asking(deal, seated())
    assert not questions.is_human_turn() and questions.legal_actions() == []
    refusal = questions.resolve([], gestures.DRAW).refusal
    assert refusal.code == "waiting_for" and refusal.params == {"name": "Bo"}
    said = questions.refusal_for(AskGoOut())
    assert (said.code, said.params) == ("waiting_for", {"name": "Bo"})
    assert questions.legal_targets([], ALL_TARGETS) == set()
    assert questions.matching_actions([], gestures.DRAW) == []
    assert not questions.may_ask() and questions.go_out_outlook() is None


def test_a_deal_he_sits_out_or_a_seat_a_bot_plays_is_said_so():
    """The seating's reasons, not the deal's: in six-rotating he may sit a
    deal out (§2); a bot may play his seat (the game's settings)."""
    rules = rules_for("six-rotating")
    resting = Match.new(rules, seed=5, names=NAMES, draw_seats=False).sitting_out(1)[0]
    people = seated("six-rotating", me=resting)
    deal = position(hands={0: "9C 8D"}, phase="draw", rules=rules)
    questions = asking(deal, people)
    assert questions.resolve([], gestures.DRAW).refusal.code == "sitting_out"
    assert questions.refusal_for(AskGoOut()).code == "sitting_out"
    assert questions.partner_name() == ""

    people = seated()
    people.put_bot(0, "easy")
    questions = asking(position(hands={0: "9C 8D"}, phase="draw"), people)
    assert not questions.is_human_turn()
    assert questions.resolve([], gestures.DRAW).refusal.code == "bot_plays_your_seat"

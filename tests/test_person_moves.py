"""The person's moves sent to the engine (session/person_moves.py), without
Qt: a move the engine refuses is said and not played; off his turn he
hears whom the table waits for; told "yes" by his partner, a move that
would cost his side 100 is asked first and played only once he agrees."""

from __future__ import annotations

from canasta_desktop.model.actions import Action, AnswerGoOut, AskGoOut, Discard, Draw
from canasta_desktop.model.errors import IllegalAction
from canasta_desktop.model.events import AskedGoOut, Event
from canasta_desktop.model.state import DealState
from canasta_desktop.session import gestures
from canasta_desktop.session.person_moves import PersonMoves
from canasta_desktop.session.turn_questions import TurnQuestions

from tests.model.builders import cards, position
from tests.test_turn_questions import seated

CANASTA = {"K": "KS KH KD KC KS KH KD"}  # team 0's pure canasta


class Table:
    """What the controller does with a move: says the refusal, tells the
    events played, asks before a costly move when `confirming`."""

    def __init__(self, deal: DealState, confirming: bool = False) -> None:
        self.deal = deal
        self.refused: list[IllegalAction] = []
        self.played: list[list[Event]] = []
        self.asked: list[tuple[Action, int]] = []
        questions = TurnQuestions(lambda: self.deal, seated)
        self.moves = PersonMoves(lambda: self.deal, questions, self.refused.append,
                                 self.played.append)
        if confirming:
            self.moves.confirm_cost = lambda action, cost: self.asked.append((action, cost))


def test_a_drop_the_engine_refuses_is_said_and_nothing_is_played():
    """§1 Turn: a card dropped on the pile before drawing."""
    table = Table(position(hands={0: "9C 8D 8H 8S 7C"}, phase="draw"))
    assert not table.moves.drop(cards(table.deal, "7C"), gestures.PILE)
    assert [r.code for r in table.refused] == ["draw_first"] and table.played == []
    assert table.deal.history == []
    assert table.moves.drop([], gestures.DRAW)
    assert table.deal.history == [(0, Draw())] and len(table.played) == 1


def test_off_his_turn_a_move_is_refused_naming_whom_the_table_waits_for():
    table = Table(position(hands={0: "9C 8D"}, turn=1, phase="draw"))
    assert not table.moves.try_action(Draw())
    assert [(r.code, r.params) for r in table.refused] == [("waiting_for", {"name": "Bo"})]
    assert table.deal.history == [] and table.played == []


def test_cards_let_go_nowhere_are_refused_off_his_turn_only():
    """§1 Turn: cards let go on the bare felt mean no move.  Off his turn he
    hears whom the table waits for, as any move of his would; in his turn
    nothing is refused, and nothing is played."""
    off_turn = Table(position(hands={0: "9C 8D"}, turn=1, phase="draw"))
    assert off_turn.moves.let_go_nowhere()
    assert [(r.code, r.params) for r in off_turn.refused] == [("waiting_for", {"name": "Bo"})]
    assert off_turn.deal.history == [] and off_turn.played == []

    his_turn = Table(position(hands={0: "9C 8D"}, phase="play"))
    assert not his_turn.moves.let_go_nowhere()
    assert his_turn.refused == [] and his_turn.played == [] and his_turn.deal.history == []


def test_told_yes_a_discard_that_costs_100_is_asked_first_and_played_once_agreed():
    """§1 Going out: told "yes", a turn that ends without going out costs 100."""
    table = Table(position(hands={0: "9C 8D 8H 8S"}, melds={0: CANASTA}), confirming=True)
    assert table.moves.ask_partner()
    assert isinstance(table.played[-1][0], AskedGoOut)
    table.deal.apply(AnswerGoOut(True), 2)  # North says yes
    nine = Discard(cards(table.deal, "9C")[0])
    before = list(table.deal.history)
    assert not table.moves.try_action(nine)
    assert table.asked == [(nine, 100)] and table.deal.history == before, "asked, not played"
    assert table.moves.try_action(nine, confirmed=True)
    assert table.deal.history == before + [(0, nine)] and table.deal.penalties[0] == -100


def test_without_a_question_set_the_costly_move_is_played_at_once():
    table = Table(position(hands={0: "9C 8D 8H 8S"}, melds={0: CANASTA}))
    table.moves.ask_partner()
    table.deal.apply(AnswerGoOut(True), 2)
    assert table.moves.try_action(Discard(cards(table.deal, "9C")[0]))
    assert table.deal.penalties[0] == -100 and table.refused == []


def test_while_his_partner_weighs_his_question_a_move_waits_for_the_answer():
    """§1 Going out: still his turn, the table waits for North's answer."""
    table = Table(position(hands={0: "9C 8D 8H 8S"}, melds={0: CANASTA}))
    assert table.moves.ask_partner()
    assert not table.moves.try_action(AskGoOut())
    assert [(r.code, r.params) for r in table.refused] == [("waiting_for_answer",
                                                           {"name": "Cy"})]
    assert len(table.played) == 1

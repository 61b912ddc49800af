"""The person's moves sent to the engine: cards dropped (or clicked) on a
place, an action chosen, his question "may I go out?" and his answer to
his partner's, a packet chosen in Tête et Queue.

The engine judges each, in his turn only (turn_questions.py says why not
off it).  A refusal goes to `refused`, the events of a move played to
`played` (the controller tells the table and lets the next seat act).  A
move that would cost his side a penalty goes first to `confirm_cost`, when
the table set one, and is played once he agrees.  Pure Python, no Qt: the
controller keeps one (`moves`) and the table calls it under the same names
on the controller.
"""

from __future__ import annotations

from typing import Callable, Sequence

from ..model.actions import Action, AnswerGoOut, AskGoOut, ChoosePacket
from ..model.errors import IllegalAction
from ..model.events import Event
from ..model.state import DealState
from .turn_questions import TurnQuestions


class PersonMoves:
    def __init__(self, deal: Callable[[], DealState | None], questions: TurnQuestions,
                 refused: Callable[[IllegalAction], None],
                 played: Callable[[list[Event]], None]) -> None:
        """`deal`: the deal in play now; `questions`: his turn as the table
        asks of it; `refused` hears the engine's refusal of a move, `played`
        the events of a move once it is on the deal."""
        self._deal = deal
        self._questions = questions
        self._refused = refused
        self._played = played
        # The table's question before a move that costs a penalty (None: none asked).
        self.confirm_cost: Callable[[Action, int], None] | None = None

    def drop(self, cards: Sequence[int], target: str) -> bool:
        """The human dropped (or clicked) `cards` on `target`."""
        resolution = self._questions.resolve(cards, target)
        if resolution.action is None:
            if resolution.refusal is not None:
                self._refused(resolution.refusal)
            return False
        return self.try_action(resolution.action)

    def let_go_nowhere(self) -> bool:
        """The human let cards go where no place takes them: no move is
        meant, so in his turn nothing is refused (they go back); off it, why
        he may not act now, as any move of his would hear (play-test s39:
        with a bot in his seat the cards went back, and nothing said why).
        True when refused."""
        if self._deal() is None or self._questions.is_human_turn():
            return False
        self._refused(self._questions.not_your_turn())
        return True

    def try_action(self, action: Action, confirmed: bool = False) -> bool:
        """Apply the human's action; on a refusal, tell `refused` and return
        False.  A move that would cost his side a penalty (the engine says
        which) goes first to `confirm_cost`, when the table set one: it
        calls back with `confirmed` once the player agrees."""
        if self._deal() is None:
            return False
        turn = self._questions.human_turn()
        if turn is None:
            self._refused(self._questions.not_your_turn())
            return False
        deal, seat = turn
        if not confirmed and self.confirm_cost is not None:
            cost = deal.penalty_for(action, seat)
            if cost:
                self.confirm_cost(action, cost)
                return False
        try:
            events = deal.apply(action, seat)
        except IllegalAction as refusal:
            self._refused(refusal)
            return False
        self._played(events)
        return True

    def ask_partner(self) -> bool:
        return self.try_action(AskGoOut())

    def answer_go_out(self, yes: bool) -> bool:
        return self.try_action(AnswerGoOut(yes))

    def choose_packet(self, packet: int) -> bool:
        """Tête et Queue: play first the packet `packet` (0 or 1) as the hand."""
        return self.try_action(ChoosePacket(packet))

"""What the table asks of the person's turn without playing anything: is it
his turn, which action a gesture means (gestures.py), where the cards he
holds may go, why the engine would refuse a move now, whether he may ask
his partner "may I go out?" and what a "yes" would lead to.

The engine answers each; this part says which seat it asks about: the one
the person plays himself (seats.py's `you_seat`), and only in his turn.
Off his turn it says why he may not act: the engine's reason, the seat the
table waits for named, or the seating's (he sits this deal out, a bot plays
his seat).  Pure Python, no Qt: the controller keeps one (`questions`) and
the table asks it under the same names on the controller.
"""

from __future__ import annotations

from typing import Callable, Sequence

from ..model.actions import Action, AskGoOut
from ..model.errors import IllegalAction
from ..model.going_out import GoOutOutlook, go_out_outlook
from ..model.sections import S_TURN
from ..model.state import DealState
from . import gestures
from .deal_memory import his_turn
from .seats import TablePeople


class TurnQuestions:
    def __init__(self, deal: Callable[[], DealState | None],
                 people: Callable[[], TablePeople]) -> None:
        """`deal`: the deal in play now; `people`: who sits where now (the
        controller makes both anew with each deal and each game)."""
        self._deal = deal
        self._people = people

    def human_turn(self) -> tuple[DealState, int] | None:
        """The deal and the person's seat when it is his turn to act."""
        return his_turn(self._deal(), self._people().you_seat)

    def is_human_turn(self) -> bool:
        return self.human_turn() is not None

    def legal_actions(self) -> list[Action]:
        """The human's legal actions; empty when it is not his turn."""
        turn = self.human_turn()
        return turn[0].legal_actions() if turn is not None else []

    # ------------------------------------------------------------ gestures
    def matching_actions(self, cards: Sequence[int], target: str) -> list[Action]:
        """The legal actions that move these cards to this target."""
        turn = self.human_turn()
        if turn is None:
            return []
        return gestures.matching_actions(*turn, cards, target)

    def resolve(self, cards: Sequence[int], target: str) -> gestures.Resolution:
        """The exact action a drop means, or the engine's reason to refuse it."""
        if self._deal() is None:
            return gestures.Resolution(None, IllegalAction("no_game", S_TURN))
        turn = self.human_turn()
        if turn is None:
            return gestures.Resolution(None, self.not_your_turn())
        return gestures.resolve(*turn, cards, target)

    def legal_targets(self, cards: Sequence[int], targets: Sequence[str]) -> set[str]:
        """Which of these targets would accept these cards (to light them up)."""
        turn = self.human_turn()
        if turn is None:
            return set()
        return gestures.legal_targets(*turn, cards, targets)

    def own_meld_targets(self) -> list[str]:
        deal = self._deal()
        return gestures.own_meld_targets(deal, self._people().viewpoint) if deal else []

    def pile_top_target(self) -> str:
        deal = self._deal()
        if deal is None:
            return gestures.NEW_MELD
        return gestures.pile_top_target(deal.view_for(self._people().viewpoint))

    # ------------------------------------------------------------- refusals
    def refusal_for(self, action: Action) -> IllegalAction | None:
        """Why the engine would refuse the person's `action` now (None: it
        would not), without playing it: a greyed-out control says why."""
        if self._deal() is None:
            return None
        turn = self.human_turn()
        if turn is None:
            # Said to him as his moves off turn are (try_action); the engine's
            # "it is not this player's turn" read oddly on the greyed ask
            # button (play-test s36); and while he sits the deal out, that
            # (play-test s39: the greyed button said only what it is for).
            return self.not_your_turn()
        deal, seat = turn
        try:
            deal.check(action, seat)
        except IllegalAction as refusal:
            return refusal
        return None

    def not_your_turn(self) -> IllegalAction:
        """Why the person may not act now: the engine's reason (the deal is
        over, whom the table waits for, by name here), or that he sits this
        deal out or that a bot plays his seat (the seating's, not the deal's)."""
        deal, people = self._deal(), self._people()
        if deal is None:
            return IllegalAction("deal_over", S_TURN)
        if people.human_seat is None and not deal.is_over:
            return IllegalAction("sitting_out", S_TURN)
        if people.you_seat is None and not deal.is_over:
            # A bot plays his seat (its level set in the new game): never his
            # turn in this game (play-test s39: "it is not your turn: Player 1
            # is playing", Player 1 his own seat).
            return IllegalAction("bot_plays_your_seat", S_TURN)
        refusal = deal.off_turn_refusal(people.you_seat)
        if refusal is None:  # asked only off his turn (human_turn is None)
            return IllegalAction("not_your_turn", S_TURN)
        waited_for = refusal.params.pop("seat", None)  # a new refusal: ours to change
        if isinstance(waited_for, int):
            return refusal.with_params(name=people.names[waited_for])
        return refusal

    # ------------------------------------------------------ going out
    def goes_out_with(self, action: Action) -> bool:
        """Whether the person's `action` would take him out (the engine says)."""
        deal, seat = self._deal(), self._people().human_seat
        return deal is not None and seat is not None and deal.goes_out_with(action, seat)

    def may_ask(self) -> bool:
        """Whether the engine lets the player ask his partner now.  Its rule,
        not the bots' list of moves: that list offers asking before drawing
        only with a pile to take, while the engine allows it before any
        draw (the play-test asked with G there, and was not warned)."""
        turn = self.human_turn()
        return turn is not None and turn[0].is_legal(AskGoOut(), turn[1])

    def go_out_outlook(self) -> GoOutOutlook | None:
        """What a partner's "yes" would lead to for the player now, as the
        engine sees his cards (model/going_out): READY when they can go
        out this turn, else why not; None when he may not ask now."""
        turn = self.human_turn()
        if turn is None or not self.may_ask():
            return None
        deal, seat = turn
        return go_out_outlook(deal.view_for(seat))

    def partner_name(self) -> str:
        """The name of the partner the player would ask."""
        deal, people = self._deal(), self._people()
        seat = people.human_seat
        if deal is None or seat is None:
            return ""
        return people.names[deal.partner_to_ask(seat)]

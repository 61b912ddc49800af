"""What the person has seen and done in the deal in play, and how far Undo
and Redo may go in it now (the rules are undo.py's and redo.py's).

The controller tells it each deal entered (`enter`), each move played
(`played`), each Undo (`took_back`) and, as turns pass, where the person's
turn began (`note_turn`); it asks it how far Undo may go and what Redo would
play.  It is told where the person is as `you`: the seat he plays himself
(None while he sits the deal out or a bot plays his seat).  Pure Python, no
Qt: the controller keeps one.
"""

from __future__ import annotations

import logging
from typing import Sequence

from ..model.actions import Action
from ..model.errors import IllegalAction
from ..model.events import Event, Penalised, seen_by
from ..model.state import DealState
from ..model.taken_back import TakenBack, told_in_order
from . import undo as undo_rules
from .redo import RedoList

log = logging.getLogger(__name__)


def his_turn(deal: DealState | None, you: int | None) -> tuple[DealState, int] | None:
    """The deal and the person's seat when it is his turn to act (`you`:
    the seat he plays himself)."""
    if deal is not None and you is not None and not deal.is_over and deal.current_seat == you:
        return deal, you
    return None


class DealMemory:
    def __init__(self) -> None:
        self.turn_start: int | None = None  # history index of the person's turn
        self.seen: undo_rules.SeenCards | None = None  # what the player has seen
        # The deal's penalties so far, with the history length they came at
        # (an undo drops those it takes back): the deal's end lists them.
        self._penalties: list[tuple[int, Penalised]] = []
        # The events of a deal entered other than fresh (a save continued,
        # even one made before the first move), as replayed and seen from
        # the viewpoint: the log tells them again, with the moves taken
        # back before it was saved.  Empty for a fresh deal, whose first
        # change carries them.
        self.replayed_events: list[Event | TakenBack] = []
        # The current deal's Undos, in order: its saves keep them, so that
        # a game reopened tells the log the table told.
        self.taken_back: list[TakenBack] = []
        # The player's own moves of this turn that Undo took back, for Redo
        # (session/redo.py says why only those).  Not saved with the game:
        # a game reopened deals the cards he has not seen anew, and Redo,
        # like Undo, belongs to the moment of play; `taken_back` keeps the
        # record of the Undos, a redone move played after them.
        self.redo_list = RedoList()
        self.redoing = False  # the move being applied is Redo's

    @property
    def penalties(self) -> list[Penalised]:
        """The penalties of this deal so far, in order (RULES.md §1)."""
        return [event for _, event in self._penalties]

    # ------------------------------------------------------- what happened
    def enter(self, deal: DealState, seat: int, first: bool,
              taken_back: Sequence[TakenBack] = ()) -> None:
        """A deal entered, seen from `seat`: fresh (`first`), or with a
        history (a save, a chosen position) and the Undos made in it."""
        self.taken_back = list(taken_back)
        self.redo_list.clear()  # a new deal, an opened save: nothing of it was taken back
        self.turn_start = None
        self.seen = self._seen_by_replay(deal, seat)
        if first:
            self.replayed_events = []  # told once, by the deal's first change

    def _seen_by_replay(self, deal: DealState, seat: int) -> undo_rules.SeenCards:
        """What the player has seen of a deal entered with a history (a
        save, a chosen position): its positions replayed once."""
        replay = DealState(deal.setup)
        seen = undo_rules.SeenCards(replay.view_for(seat))
        self._penalties = []
        self.replayed_events = list(seen_by(replay.begin_events, seat))
        try:
            for index, (played_by, action) in enumerate(deal.history):
                events = replay.apply(action, played_by)
                self.replayed_events += seen_by(events, seat)
                self._note_penalties(events, index + 1)
                seen.note(replay.view_for(seat), index + 1)
        except IllegalAction:  # a position set up by hand: no going back at all
            seen.note(deal.view_for(seat), len(deal.history))
            seen.floor = len(deal.history)
            seen.shown_by = None
            return seen
        if self.taken_back:
            try:
                self.replayed_events = told_in_order(deal.setup, deal.history,
                                                     self.taken_back, seat)
            except (IllegalAction, ValueError):  # records that do not fit: the play alone
                log.warning("the moves taken back in this deal cannot be told again")
                self.taken_back = []
        return seen

    def _note_penalties(self, events: list, history_length: int) -> None:
        self._penalties += [(history_length, e) for e in events if isinstance(e, Penalised)]

    def played(self, deal: DealState, events: list, seat: int) -> None:
        """A move played on `deal` (the person's or a bot's), seen from `seat`."""
        if self.redoing:  # Redo's move: the next one taken back may follow it
            self.redo_list.redone(deal.setup, deal.history)
        else:  # any other move, the player's or a bot's: nothing to redo
            self.redo_list.clear()
        self._note_penalties(events, len(deal.history))
        if self.seen is not None:
            self.seen.note(deal.view_for(seat), len(deal.history))

    def took_back(self, deal: DealState, index: int, rebuilt: DealState, round_back: bool,
                  seat: int) -> TakenBack:
        """Undo took `deal` back to `rebuilt`, its first `index` actions (a
        round, with `round_back`), seen from `seat`: the record of it, which
        the table tells."""
        self._penalties = [(at, e) for at, e in self._penalties if at <= index]
        back = TakenBack(index, tuple(deal.history[index:]), round_back)
        self.taken_back.append(back)
        self.redo_list.taken_back(back, seat, rebuilt.setup, rebuilt.history)
        if round_back:
            self.turn_start = None  # his turn starts again where it is now
        return back

    def note_turn(self, deal: DealState | None, you: int | None) -> None:
        """Where the person's turn began, while it is his turn (None else)."""
        if deal is not None and not deal.is_over and you is not None and deal.turn == you:
            if self.turn_start is None:  # his turn comes round, or goes on in a save resumed
                self.turn_start = undo_rules.turn_begun(deal.history, you)
        else:
            self.turn_start = None

    # ---------------------------------------------------- how far Undo goes
    def own_undo_index(self, deal: DealState | None, you: int | None) -> int | None:
        """The person's last action in the turn he is playing."""
        turn = his_turn(deal, you)
        if turn is None or self.turn_start is None:
            return None
        deal, seat = turn
        return undo_rules.own_action(deal.history, seat, self.turn_start, self.seen_floor(deal))

    def seen_floor(self, deal: DealState | None) -> int:
        """Undo never goes back over a card the player has seen since, nor
        over an answer to "may I go out?" (it binds)."""
        seen = self.seen.floor if self.seen is not None else 0
        return max(seen, undo_rules.answer_floor(deal.history) if deal else 0)

    def undo_index(self, deal: DealState | None, you: int | None,
                   allow_round: bool) -> int | None:
        """Where Undo takes the deal back to now (None: nowhere); with
        `allow_round`, into the person's turn just ended."""
        own = self.own_undo_index(deal, you)
        if own is not None or not allow_round:
            return own
        if deal is None or deal.is_over or you is None:
            return None  # a scored deal stays on the sheet; a bot's seat is not his
        history = deal.history
        # At the start of his turn: back into the previous one; while bots
        # play (or his partner answers him): back into his last turn.
        start = self.turn_start
        before = start if his_turn(deal, you) and start is not None else len(history)
        return undo_rules.round_back_to(history, you, before, self.seen_floor(deal),
                                        asking_seat=deal.asking_seat)

    def undo_blocked(self, deal: DealState | None, you: int | None, allow_round: bool,
                     names: Sequence[str], game_over: bool) -> undo_rules.UndoBlocked | None:
        """Why Undo is not offered now (None when it is): a code and its
        parameters, for the player to learn why (undo.blocked)."""
        if self.undo_index(deal, you, allow_round) is not None:
            return None
        if deal is not None and deal.is_over:
            # At the game's end, the game (play-test s36: "the deal is over"
            # beside "The game is over: …").
            return undo_rules.UndoBlocked("game_over" if game_over else "deal_over")
        if deal is None or you is None:
            return undo_rules.UndoBlocked("not_playing")
        # His turn begins where it began (the table may ask before the
        # controller has noted the start of a turn just come round).
        start = (self.turn_start if self.turn_start is not None
                 else undo_rules.turn_begun(deal.history, you))
        turn_start = start if deal.turn == you else None
        floor = self.seen_floor(deal)
        shown_by = (self.seen.shown_by
                    if self.seen is not None and self.seen.floor == floor else None)
        # The engine's: whose question "may I go out?" waits, and who answers it.
        return undo_rules.blocked(deal.history, you, turn_start, floor, allow_round, names,
                                  shown_by, asking_seat=deal.asking_seat,
                                  answering_seat=deal.answering_seat)

    def redo_move(self, deal: DealState | None, you: int | None) -> Action | None:
        """The move Redo would play again now (None: nothing to redo): the
        player's own last move taken back by Undo in the turn he is playing,
        while he has played nothing else since (session/redo.py)."""
        turn = his_turn(deal, you)
        if turn is None:
            return None
        deal, seat = turn
        return self.redo_list.next_move(seat, deal.setup, deal.history)

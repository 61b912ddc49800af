"""What Redo may play again: the player's own moves that Undo took back in
the turn he is playing, the last one taken back played first.

Redo plays again only what the player has already seen played, and only
his own moves:

- Undo of his own move (session/undo.py) never goes back over an action
  that showed him a new card (`seen_floor`), so the move it takes back
  showed him nothing new.  Played again on the same position by the same
  engine, it shows him the same again: Redo reveals nothing.
- A round taken back (the setting "allow Undo after your turn ends") goes
  back over the bots' moves too.  Those are never played again from the
  old history: a bot chooses its move when its turn comes, from the
  position then, and replaying the old line would make the bots play what
  they chose before the player changed his mind, or let him walk the
  deal forward to look again at what he took back.  So a round Undo
  empties the list and offers nothing to redo; his own moves of the turn
  he plays again are played by hand.
- Any other move (his own new move, a bot's, an answer to "may I go
  out?"), a new deal, an opened save or a new game empties the list: the
  moves in it were taken back from a position that is gone.  The list
  also remembers the position it belongs to (the deal and its history),
  so that a change it was not told of never lets it play an old move.

The engine stays the judge: the controller plays each redone move as any
move of the player's (`GameController.try_action`); if the engine refuses
it, the list is emptied and the refusal said as usual.

The list is not saved with the game: a game reopened deals the cards the
player has not seen anew (persistence/restore.py `reshuffle_unseen`), and
Redo, like Undo's own moves, belongs to the moment of play.  The Undos
themselves stay in the deal's record (`GameController.taken_back`): a
redone move is a move played again after its take-back, which the log
tells, live and reopened, in that order.

Pure Python, no Qt: tested like the model.
"""

from __future__ import annotations

from typing import Sequence

from ..model.actions import Action
from ..model.state import DealSetup
from ..model.taken_back import Played, TakenBack


class RedoList:
    """The moves Redo would play again, for one position of one deal."""

    def __init__(self) -> None:
        self._moves: list[Played] = []  # the last one is played first
        self._setup: DealSetup | None = None
        self._line: tuple[Played, ...] = ()  # the history the list belongs to

    def clear(self) -> None:
        self._moves = []
        self._setup = None
        self._line = ()

    def taken_back(self, back: TakenBack, seat: int, setup: DealSetup,
                   history: Sequence[Played]) -> None:
        """An Undo took `back` from the deal, whose history is now `history`.
        The player's own single move is kept to play again; a round taken
        back (bots' moves in it) empties the list."""
        own = (not back.whole_round and len(back.actions) == 1
               and back.actions[0][0] == seat)
        before = tuple(history) + back.actions
        if not own:
            self.clear()
            return
        if not self._fits(setup, before):  # a list from another position: gone
            self.clear()
        self._moves.append(back.actions[0])
        self._setup, self._line = setup, tuple(history)

    def next_move(self, seat: int, setup: DealSetup,
                  history: Sequence[Played]) -> Action | None:
        """The move Redo would play now for `seat`; None when there is none
        for this position."""
        if not self._moves or not self._fits(setup, history):
            return None
        played_by, action = self._moves[-1]
        return action if played_by == seat else None

    def redone(self, setup: DealSetup, history: Sequence[Played]) -> None:
        """The next move was played again: the list now belongs to
        `history` (which ends with it)."""
        if self._moves:
            self._moves.pop()
        if not self._moves:
            self.clear()
            return
        self._setup, self._line = setup, tuple(history)

    def __len__(self) -> int:
        return len(self._moves)

    def _fits(self, setup: DealSetup, history: Sequence[Played]) -> bool:
        return (not self._moves
                or (setup is self._setup and tuple(history) == self._line))

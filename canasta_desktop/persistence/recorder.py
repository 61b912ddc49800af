"""Follows a live match and turns it into `GameSave`s, move after move
(one `DealTape` a deal); a game resumed from a save is followed on from
its replayed deals."""

from __future__ import annotations

from typing import Sequence

from ..model.match import Match
from ..model.state import DealState
from ..model.taken_back import TakenBack
from .dates import new_game_id, now_iso
from .deal_tape import DealTape
from .reading import INVALID, SaveError, checked_path_part
from .restore import RestoredGame
from .saved_game import GameSave, RulesChoice, SaveSummary


class GameRecorder:
    """Turns a live match into `GameSave`s, move after move.

    Call `observe(match, bots)` after every change (the autosaver does it on
    the controller's `changed`); each deal must be observed at least
    once while it is the match's current deal, at the latest when it ends."""

    def __init__(self, game_id: str | None = None, created: str | None = None,
                 name: str | None = None, seating_drawn: bool = False,
                 continued_from: str | None = None) -> None:
        self.game_id = checked_path_part(game_id) if game_id else new_game_id()
        self.created = created or now_iso()
        self.name = name
        self.seating_drawn = seating_drawn
        self.continued_from = continued_from
        self.tapes: dict[int, DealTape] = {}

    @staticmethod
    def resume(restored: RestoredGame) -> "GameRecorder":
        save = restored.save
        # A named save played on continues it (as do its autosaves resumed).
        recorder = GameRecorder(save.game_id, save.created, save.name, save.seating_drawn,
                                save.name or save.continued_from)
        taken_back = restored.taken_back or [()] * len(restored.deals)
        for saved, state, undos in zip(save.deals, restored.deals, taken_back):
            recorder.tapes[saved.number] = DealTape.from_replayed(state, saved.actions, undos,
                                                                  saved.taken_back)
        return recorder

    def deal_states(self) -> list[DealState]:
        """Each recorded deal as replayed, in order (their final states once over)."""
        return [self.tapes[n].shadow for n in sorted(self.tapes)]

    def observe(self, match: Match, bots: Sequence[str | None], name: str | None = None,
                taken_back: Sequence[TakenBack] | None = None) -> GameSave:
        """The match as a save; `taken_back`: the Undos of its deal so far
        (the controller's; None: as recorded)."""
        deal = match.deal
        if deal is not None:
            number = deal.setup.deal_number
            tape = self.tapes.get(number)
            if tape is None or (tape.setup is not deal.setup and tape.setup != deal.setup):
                tape = DealTape(deal.setup)
                self.tapes[number] = tape
                # A new deal n makes any later deal of an old line of play moot.
                for later in [k for k in self.tapes if k > number]:
                    del self.tapes[later]
            tape.sync(deal, taken_back)
        numbers = sorted(self.tapes)
        if numbers != list(range(1, len(numbers) + 1)):
            raise SaveError(INVALID, "a deal of this game was not recorded")
        if len(bots) != match.rules.players:
            raise ValueError(f"{match.rules.players} bot levels are needed")
        if any(level is None for place, level in enumerate(bots) if place != match.person):
            # A save read back would be refused as damaged: refused here, not then.
            raise ValueError(f"only the person at the computer (player {match.person}) is "
                             "played by a person")
        return GameSave(
            game_id=self.game_id, created=self.created, updated=now_iso(),
            rules=RulesChoice.from_rules(match.rules), seed=match.seed,
            first_dealer=match.first_dealer, names=tuple(match.names), bots=tuple(bots),
            deals=tuple(self.tapes[n].saved() for n in numbers),
            seating_drawn=self.seating_drawn or match.seating is not None,
            name=name if name is not None else self.name, summary=SaveSummary.of(match),
            seat_rule=match.seat_rule, continued_from=self.continued_from,
            person=match.person)

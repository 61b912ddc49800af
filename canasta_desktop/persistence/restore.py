"""A save replayed through the engine: the match where it stopped and every
deal's state (ARCHITECTURE §2: a save is the seed, the rule set and the
actions, never the state of the table)."""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass, field, replace

from ..model.errors import IllegalAction
from ..model.match import Match, seating_draw
from ..model.state import DealState
from ..model.taken_back import TakenBack
from .deal_tape import DealTape
from .reading import INVALID, SaveError, guarded
from .save_lines import decode_taken_back, replay_lines, told_alike
from .saved_game import GameSave, SavedDeal

log = logging.getLogger(__name__)


@dataclass
class RestoredGame:
    """A save replayed: the match where it stopped and every deal's state."""

    save: GameSave
    match: Match
    deals: list[DealState]
    taken_back: list[tuple[TakenBack, ...]] = field(default_factory=list)  # each deal's Undos

    def reshuffle_unseen(self, rng: random.Random, person: int | None = None) -> None:
        """Before playing on: the cards hidden from the person at the computer
        (None: from every seat) are dealt anew (`Match.reshuffle_unseen`).
        The deal's new setup, and its actions written again for it (a line
        names a card by what the hand held then), are what the game's saves
        record from now on."""
        before = self.match.deal
        self.match.reshuffle_unseen(rng, person)
        deal = self.match.deal
        if before is None or deal is None or deal is before:
            return
        self.deals[-1] = deal
        # The moves taken back stay in the log while they tell the person
        # what they told him (else none are told: nothing hidden is shown).
        people = self.match.players_in_deal(deal.setup.deal_number)
        seats = [people.index(person)] if person in people else range(deal.n)
        taken_back = self.current_taken_back
        if not told_alike(before, deal, taken_back, seats):
            taken_back = ()
        if self.taken_back:
            self.taken_back[-1] = taken_back
        tape = DealTape(deal.setup)
        tape.sync(deal, taken_back)
        self.save = replace(self.save, deals=self.save.deals[:-1] + (tape.saved(),))

    @property
    def current_taken_back(self) -> tuple[TakenBack, ...]:
        """The Undos of the match's deal (its log tells them)."""
        if self.match.deal is None or not self.deals or self.deals[-1] is not self.match.deal:
            return ()
        return self.taken_back[-1] if self.taken_back else ()


def restore(save: GameSave) -> RestoredGame:
    """Replay a save through the engine; SaveError when it does not hold
    (whatever the engine trips on: a save may have been edited by hand)."""
    return guarded(lambda: _replay(save), "save")


def _replay(save: GameSave) -> RestoredGame:
    rules = save.rules.build()
    if len(save.names) != rules.players or len(save.bots) != rules.players:
        raise SaveError(INVALID, f"{rules.players} players need {rules.players} names and "
                                 "bot levels")
    if not 0 <= save.first_dealer < rules.seats:
        raise SaveError(INVALID, f"there is no seat {save.first_dealer} to deal first")
    seating = seating_draw(rules, random.Random(save.seed)) if save.seating_drawn else None
    match = Match(rules, save.seed, tuple(save.names), save.first_dealer, seating=seating,
                  seat_rule=save.seat_rule, person=save.me)
    states: list[DealState] = []
    taken_back: list[tuple[TakenBack, ...]] = []
    for expected, saved in enumerate(save.deals, 1):
        if saved.number != expected:
            raise SaveError(INVALID, f"deal {saved.number} comes where deal {expected} should")
        if match.is_over:
            raise SaveError(INVALID, f"deal {saved.number} comes after the end of the game")
        if states and not states[-1].is_over:
            raise SaveError(INVALID, f"deal {saved.number} starts before deal "
                                     f"{saved.number - 1} ended")
        state = DealState(saved.setup_in(match))
        replay_lines(state, saved.actions, saved.number)
        match.deal = state
        if state.is_over:
            match.finish_deal()
        states.append(state)
        taken_back.append(_taken_back_in(saved, state))
    return RestoredGame(save, match, states, taken_back)

def _taken_back_in(saved: SavedDeal, state: DealState) -> tuple[TakenBack, ...]:
    """A deal's Undos as replayed; none when they do not fit it (they are the
    log's alone: the game opens without them)."""
    try:
        return decode_taken_back(state.setup, state.history, saved.taken_back)
    except (ValueError, IllegalAction) as exc:
        log.warning("deal %d: the moves taken back cannot be replayed: %s", saved.number, exc)
        return ()

"""A move as a save line, and back: the line of an action names the cards
by their text, and by their ids only where the text alone would pick
another copy of the same card (persistence/saves.py tells the format).
The moves Undo took back are kept as lines too, encoded on the deal as it
stood before each of them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from ..model.actions import Action, Discard, Meld, MeldPart, TakePile, action_text, parse_action
from ..model.errors import IllegalAction
from ..model.state import DealSetup, DealState
from ..model.taken_back import (TakenBack, check_fits, histories_before, history_before,
                                told_in_order)
from .reading import INVALID, SaveError


def _card_ids(action: Action) -> tuple[int, ...]:
    """The cards an action takes from the hand, in the order its text names them."""
    if isinstance(action, Discard):
        return (action.card,)
    if isinstance(action, Meld):
        return tuple(c for part in action.parts for c in part.cards)
    if isinstance(action, TakePile):
        return action.with_cards + tuple(c for part in action.melds for c in part.cards)
    return ()


def _with_card_ids(action: Action, ids: Sequence[int]) -> Action:
    """The same action naming these exact cards (same order as `_card_ids`)."""
    queue = list(ids)

    def parts(items: Sequence[MeldPart]) -> tuple[MeldPart, ...]:
        return tuple(MeldPart(p.rank, tuple(queue.pop(0) for _ in p.cards)) for p in items)

    if isinstance(action, Discard):
        return Discard(queue.pop(0))
    if isinstance(action, Meld):
        return Meld(parts(action.parts))
    if isinstance(action, TakePile):
        with_cards = tuple(queue.pop(0) for _ in action.with_cards)
        return TakePile(with_cards, parts(action.melds))
    return action


def encode_action(state: DealState, seat: int, action: Action) -> str:
    """The save line of `action` by `seat`, `state` being the deal just before it."""
    text = action_text(action, state.tables)
    ids = _card_ids(action)
    if ids and parse_action(text, state.hands[seat], state.tables) != action:
        text += " #" + ",".join(str(c) for c in ids)
    return f"{seat} {text}"


def decode_action(state: DealState, line: str) -> tuple[int, Action]:
    """Inverse of `encode_action`; ValueError when the line does not fit the deal."""
    seat_text, _, rest = line.strip().partition(" ")
    seat = int(seat_text)
    if not 0 <= seat < state.n:
        raise ValueError(f"no seat {seat}")
    text, _, ids_text = rest.partition(" #")
    action = parse_action(text, state.hands[seat], state.tables)
    if ids_text:
        ids = [int(c) for c in ids_text.split(",")]
        named = _card_ids(action)
        if len(ids) != len(named) or any(
                not 0 <= c < len(state.tables.code)
                or state.tables.code[c] != state.tables.code[n] for c, n in zip(ids, named)):
            raise ValueError(f"the card ids of {line!r} do not match its cards")
        action = _with_card_ids(action, ids)
    return seat, action


def replay_lines(state: DealState, lines: Iterable[str], deal_number: int) -> None:
    for n, line in enumerate(lines, 1):
        try:
            seat, action = decode_action(state, line)
            state.apply(action, seat)
        except (ValueError, IllegalAction) as exc:
            raise SaveError(INVALID, f"deal {deal_number}, action {n} ({line!r}) cannot be "
                                     f"replayed: {exc}") from exc

def as_played(line: str) -> str:
    """A save line without the card ids that tell identical copies apart."""
    return line.partition(" #")[0]

# ---------------------------------------------------------------- taken back
MAX_TAKEN_BACK = 50  # a deal's Undos kept for its log: the last ones


@dataclass(frozen=True)
class SavedTakeBack:
    """An Undo of the deal (model/taken_back.py): the deal went back to its
    first `at` actions, taking back the moves of `actions`, each line
    encoded on the deal as it stood before that move."""

    at: int
    actions: tuple[str, ...]
    whole_round: bool = False

    def as_json(self) -> dict[str, Any]:
        return {"at": self.at, "whole_round": self.whole_round, "actions": list(self.actions)}


def encode_taken_back(setup: DealSetup, history: Sequence[tuple[int, Action]],
                      taken_back: Sequence[TakenBack]) -> tuple[SavedTakeBack, ...]:
    """The save lines of a deal's Undos (`history`: the deal's now), the
    last `MAX_TAKEN_BACK` of them."""
    taken_back = list(taken_back)[-MAX_TAKEN_BACK:]
    saved = []
    for back, before in zip(taken_back, histories_before(history, taken_back)):
        deal = DealState(setup)
        for seat, action in before[:back.at]:
            deal.apply(action, seat)
        lines = []
        for seat, action in back.actions:
            lines.append(encode_action(deal, seat, action))
            deal.apply(action, seat)
        saved.append(SavedTakeBack(back.at, tuple(lines), back.whole_round))
    return tuple(saved)


def decode_taken_back(setup: DealSetup, history: Sequence[tuple[int, Action]],
                      saved: Sequence[SavedTakeBack]) -> tuple[TakenBack, ...]:
    """Inverse of `encode_taken_back`, from the last Undo back to the first
    (the history before each follows from the one after it);
    ValueError or IllegalAction when they do not fit the deal."""
    decoded: list[TakenBack] = []
    later = list(history)
    for record in reversed(saved):
        check_fits(record.at, later, record.actions)
        deal = DealState(setup)
        for seat, action in later[:record.at]:
            deal.apply(action, seat)
        actions = []
        for line in record.actions:
            seat, action = decode_action(deal, line)
            deal.apply(action, seat)
            actions.append((seat, action))
        decoded.append(TakenBack(record.at, tuple(actions), record.whole_round))
        later = history_before(later, record.at, actions)
    return tuple(reversed(decoded))

def told_alike(before: DealState, after: DealState, taken_back: Sequence[TakenBack],
               seats: Iterable[int]) -> bool:
    """Whether the Undos tell `seats` the same on the deal `after` (its
    hidden cards dealt anew) as on `before`: a move taken back, replayed on
    the new deck, may not show what the old one did (a red three drawn)."""
    try:
        return all(told_in_order(before.setup, before.history, taken_back, seat)
                   == told_in_order(after.setup, after.history, taken_back, seat)
                   for seat in seats)
    except (ValueError, IllegalAction):
        return False

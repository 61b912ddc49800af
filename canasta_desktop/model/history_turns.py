"""What the engine knows of the actions in a deal's history (seat, action),
for those who read a history without replaying it (Undo, session/undo.py):
whose turn each action was played in, which action showed its player his
hand, and which bound the asker to an answer.  The engine records each
action with the seat that played it (`DealState.history`); these say what
that record leaves implicit."""

from __future__ import annotations

from typing import Sequence

from .actions import Action, AnswerGoOut, ChoosePacket


def turn_owners(history: Sequence[tuple[int, Action]]) -> list[int]:
    """Whose turn each action was played in: its player's, except an answer
    to "may I go out?", which the partner gives in the asker's turn (§1
    Going out: the turn stays the asker's, `DealState.turn`)."""
    owners: list[int] = []
    for seat, action in history:
        owners.append(owners[-1] if isinstance(action, AnswerGoOut) and owners else seat)
    return owners


def shows_the_hand(action: Action) -> bool:
    """Whether the action showed its player his hand: in Tête et Queue a
    packet chosen becomes his hand, known only by its bottom card until then
    (§3)."""
    return isinstance(action, ChoosePacket)


def binds_the_asker(action: Action) -> bool:
    """Whether the action bound a player for the rest of his turn: the
    partner's answer to "may I go out?", which the asker must obey (§1
    Going out)."""
    return isinstance(action, AnswerGoOut)

"""Bots: pure Python, no Qt.  Each one sees only its seat's view and the legal actions.

Levels: "random", "greedy", "easy", "medium", "hard" (see `bot_names`).
`suggest` is the Hint command: the hard bot's move for a view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from .base import Bot, bot_names, make_bot

if TYPE_CHECKING:
    from ..model.actions import Action
    from ..model.view import PlayerView

__all__ = ["Bot", "bot_names", "make_bot", "suggest"]


def suggest(view: "PlayerView", legal: Sequence["Action"], budget_s: float = 1.0) -> "Action":
    """The Hint command: what the hard bot would play, searching `budget_s` seconds."""
    from .hard import suggest as hard_suggest

    return hard_suggest(view, legal, budget_s)

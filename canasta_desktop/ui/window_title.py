"""The main window's title names the game on the table: its variant and its
player count, "Classic Canasta, 4 players" (« Canasta classique, 4 joueurs »),
in the catalogue's words, so that the task bar and a second window tell
which game is which (play-test)."""

from __future__ import annotations

from .. import words
from ..model.rules import RuleSet


def game_title(rules: RuleSet | None) -> str:
    """The game's part of the title; "" with no game."""
    if rules is None:
        return ""
    return words.text("window_title", "game", variant=words.label("variant", rules.id),
                      n=rules.players)

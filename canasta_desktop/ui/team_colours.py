"""Each side's colour, on its seats' name plates and its meld zone's title.

Play-test s41: in six for two teams of three and the three-team tables
nothing at the seats said who partners whom; only the zones' titles named
them.  The sides are the engine's (`PlayerView.team_of`); a table where
every side is one player has no partners, and no colours.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from ..model.view import PlayerView

# Light enough to read on the felt and on the lit (yellow) plate's edge,
# apart for the colour-blind too (blue, orange, pink).
TEAM_COLOURS = (QColor("#5fb4ff"), QColor("#ff9f3a"), QColor("#e77fd0"))


def team_colour(view: PlayerView, team: int) -> QColor | None:
    """The colour of side `team`, or None where nobody has a partner."""
    if len(set(view.team_of)) == len(view.team_of):
        return None
    return QColor(TEAM_COLOURS[team % len(TEAM_COLOURS)])

"""Hard's horizon evaluation counts a penalty already paid (a broken "yes",
§1 Going out) exactly: 100 points surely lost by the team, whatever the
fitted weights (medium never pays one, so a fit has nothing to learn from)."""

from __future__ import annotations

from canasta_desktop.bots.evaluate import rewards, team_values
from canasta_desktop.model.rules import get_rules

from .helpers import played_until


def test_s1_going_out_a_penalty_lowers_the_teams_evaluation_by_its_points():
    state = played_until(get_rules("classic"), 4, lambda s: s.turn_number > 12)
    assert state is not None and not state.is_over
    paid = state.clone()
    paid.penalties[0] -= 100
    assert team_values(paid)[0] == team_values(state)[0] - 100
    assert team_values(paid)[1] == team_values(state)[1]
    seat = paid.team_of.index(0)
    assert rewards(paid)[seat] == rewards(state)[seat] - 100

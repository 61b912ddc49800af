"""A new game for fewer players after a game for more: the table changes
over without an error (review: a 4-player Origen game started after rami
for six raised IndexError while the table followed the new game, the new
match's names read through the old deal's six seats)."""

from __future__ import annotations

import pytest

from canasta_desktop.model.variants import rules_for
from canasta_desktop.ui.table_seats import is_name_plate


@pytest.mark.parametrize("before, after", [(("rami", 6), ("origen", 4)),
                                           (("six-3x2", 6), ("two", 2)),
                                           (("five", 5), ("classic", 4))])
def test_a_smaller_table_after_a_bigger_one_starts_cleanly(window, qtbot, before, after):
    c = window.controller
    c.bot_delay_ms = 10_000  # the bots wait: the table is looked at between games
    variant, players = before
    c.new_game(rules_for(variant, players), seed=3, names=[f"P{i}" for i in range(players)],
               bot_names=[None] + ["greedy"] * (players - 1))
    assert len(c.person_names) == players
    variant, players = after
    names = [f"Q{i}" for i in range(players)]
    seen: list[tuple[str, ...]] = []
    c.game_started.connect(lambda: seen.append(c.names))

    c.new_game(rules_for(variant, players), seed=4, names=names,
               bot_names=[None] + ["greedy"] * (players - 1))

    assert c.names == tuple(names) and c.deal is not None and c.deal.n == players
    assert seen == [tuple(names)], "the table hears of the new game with its own names"
    plates = [label.full_text for key, label in window.scene.labels().items()
              if is_name_plate(key)]
    assert len(plates) == c.deal.n and all(text.startswith("Q") or text.startswith("You")
                                          for text in plates), plates

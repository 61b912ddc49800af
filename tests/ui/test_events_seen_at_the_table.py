"""What the controller hands the table (`changed`, and the log of a
deal continued) holds no card hidden from the seat shown: another seat's
stock draw is a count, a red three's replacement and a foot stay face down
(RULES.md §1 Turn, §1 Red threes, §3 Tête et Queue)."""

from __future__ import annotations

from collections import Counter

import pytest

from canasta_desktop.model.events import Drew
from canasta_desktop.model.state import DealState
from canasta_desktop.model.variants import rules_for
from canasta_desktop.session.controller import GameController
from tests.model.seen_cards import leaks

DEALS = [(("classic", 4, "teams"), 11), (("head-and-foot", 4, "teams"), 5),
         (("three", 3, "solo"), 8)]


@pytest.mark.parametrize("config, seed", DEALS, ids=lambda v: "-".join(map(str, v))
                         if isinstance(v, tuple) else str(v))
def test_the_table_receives_no_hidden_card_in_a_whole_bot_deal(qtbot, config, seed):
    rules = rules_for(*config)
    c = GameController(bot_delay_ms=0)
    found: list = []
    tally: Counter = Counter()

    def check(change) -> None:
        # At the moment the table hears of them, seen from the seat shown.
        found.extend(leaks(c.deal, c.viewpoint, change.events))
        for event in change.events:
            if isinstance(event, Drew) and event.seat != c.viewpoint:
                tally["others' draws"] += 1
                tally["others' cards named"] += len(event.cards)

    c.changed.connect(check)
    try:
        with qtbot.waitSignal(c.deal_ended, timeout=120_000):
            c.new_game(rules=rules, seed=seed, bot_names=["greedy"] * rules.players)
        assert c.viewpoint == 0
        assert not found, f"hidden cards reached the table: {found[:3]}"
        assert tally["others' draws"] > 0 and tally["others' cards named"] == 0
        # A deal continued halfway through tells its log again, seen the same way.
        played = c.deal.history
        halfway = DealState(c.deal.setup)
        for seat, action in played[:len(played) // 2]:
            halfway.apply(action, seat)
        c.load_deal(halfway)
        assert len(c.replayed_events) > len(played) // 2
        assert not leaks(halfway, c.viewpoint, c.replayed_events)
    finally:
        c.shutdown()

"""The oracle: hard's search on the true deal, a developer-only reference
for the benchmark (never offered in the settings), and the partner side
of the arena ("medium/hard": a medium player with a hard partner)."""

from __future__ import annotations

import json
import random

import pytest

from canasta_desktop import arena
from canasta_desktop.bots import bot_names, make_bot
from canasta_desktop.bots.base import developer_bot_names
from canasta_desktop.bots.driver import play_deal
from canasta_desktop.bots.oracle import HandsOracleBot, NextPairsOracleBot, OracleBot
from canasta_desktop.model.state import DealSetup, DealState
from canasta_desktop.model.variants import rules_for

from .helpers import position


def test_the_oracle_is_for_developers_only():
    assert "oracle" not in bot_names(), "the settings list bot_names()"
    assert "oracle-hands" not in bot_names()
    assert "oracle-next-pairs" not in bot_names()
    assert {"oracle", "oracle-hands", "oracle-next-pairs"} <= set(developer_bot_names())
    assert isinstance(make_bot("oracle"), OracleBot)
    assert isinstance(make_bot("oracle-hands"), HandsOracleBot)


def test_the_oracle_refuses_to_decide_without_the_deal():
    state = position(hands={0: "9S 9H 4C 6D 7H QS KD"}, pile="5C 8D 9D",
                     melds={0: {"A": "AC AD AH"}}, turn=0, phase="draw")
    bot = OracleBot(budget_s=None, iterations=4)
    with pytest.raises(RuntimeError):
        bot.choose(state.view_for(0), state.legal_actions(), random.Random(1))


def _discard_against(opponent_hand: str, pile_frozen: bool | None = None):
    """Eleven cards on the pile, a lone 9 and a lone 7 in hand; the next
    player holds `opponent_hand`."""
    return position(hands={0: "9S 7H KS KD QS QD JS JD", 1: opponent_hand},
                    pile="5C 8D JH TD QH 6S 7S AS KH 4D 6H",
                    melds={0: {"A": "AC AD AH"}, 1: {"8": "8S 8D 8C"}}, turn=0, phase="play",
                    pile_frozen=pile_frozen)


NEXT_HAND = " 5S 5H 8C 8H TC TH JC QC 6C"  # beside the pair; one queen, no wild


def safe_against(pair: str, card: str) -> bool:
    """The next player, holding `pair` and NEXT_HAND, has no natural pair
    of the card's rank to take the pile with.  The pair's rank is the card
    to keep; others may be as safe (he threw K♥ and Q♥ and holds no king
    and one queen)."""
    return sum(1 for held in (pair + NEXT_HAND).split() if held[0] == card[0]) < 2


def _thrown_against_each_pair(new_bot, pile_frozen: bool | None = None) -> dict[str, str]:
    """The card the bot throws, per pair the next player holds."""
    thrown = {}
    for pair in ("9H 9D", "7C 7D"):
        state = _discard_against(pair + NEXT_HAND, pile_frozen)
        bot = new_bot()
        bot.observe_deal(state)
        action = bot.choose(state.view_for(0), state.legal_actions(), random.Random(2))
        thrown[pair] = state.tables.code[action.card]
    return thrown


def test_the_oracle_throws_the_card_the_next_player_cannot_pair():
    """Two deals that look the same from seat 0: the next player holds a
    pair of nines in one, of sevens in the other.  The oracle throws the card
    he cannot pair (the pile goes to whoever pairs it); the other bots, seeing
    only their view, play the same card in both."""
    thrown = _thrown_against_each_pair(lambda: OracleBot(budget_s=None, iterations=30))
    assert all(safe_against(pair, card) for pair, card in thrown.items()), thrown


def test_knowing_only_the_next_players_pairs_is_enough_to_throw_the_safe_card():
    """The same two deals, the pile frozen (only a natural pair takes it),
    for the oracle that knows only which natural pairs the next player
    holds: that alone tells the safe discard."""
    thrown = _thrown_against_each_pair(
        lambda: NextPairsOracleBot(budget_s=None, iterations=30), pile_frozen=True)
    assert all(safe_against(pair, card) for pair, card in thrown.items()), thrown


def test_the_next_pairs_oracle_samples_everything_but_the_next_players_pairs():
    """Its deals keep the next player's natural pairs (the very cards) and
    give him no other pair; every other hidden card is sampled, so the other
    hands change from deal to deal, and the sampled players know only the
    public cards."""
    deal = DealState(DealSetup.shuffled(rules_for("classic", 4), 0, 5))
    t = deal.tables
    view = deal.view_for(0)
    bot = NextPairsOracleBot(budget_s=None, iterations=4)
    bot.observe_deal(deal)
    worlds = bot.worlds(deal, view)

    def naturals(hand):
        counts = {}
        for c in hand:
            if not t.is_wild[c] and 4 <= t.rank[c] <= 14:
                counts.setdefault(t.rank[c], []).append(c)
        return counts
    true_pairs = {r: sorted(cs) for r, cs in naturals(deal.hands[1]).items() if len(cs) >= 2}
    assert true_pairs, "this deal gives the next player a pair"
    rng = random.Random(7)
    others = set()
    for _ in range(6):
        world = worlds(rng)
        held = naturals(world.hands[1])
        assert {r: sorted(cs) for r, cs in held.items() if len(cs) >= 2} == true_pairs
        assert world.hands[0] == deal.hands[0]
        assert sorted([c for hand in world.hands for c in hand] + world.stock) == sorted(
            [c for hand in deal.hands for c in hand] + deal.stock)
        assert world.known == [[] for _ in range(4)]
        others.add((tuple(world.hands[2]), tuple(world.hands[3])))
    assert len(others) == 6 and (tuple(deal.hands[2]), tuple(deal.hands[3])) not in others


def test_the_oracle_plays_a_whole_deal_through_the_driver():
    rules = rules_for("classic", 4)
    deal = DealState(DealSetup.shuffled(rules, 0, 11))
    bots = [OracleBot(budget_s=None, iterations=3), make_bot("medium")] * 2
    steps = play_deal(deal, bots, random.Random(3))
    assert deal.is_over and steps > 10


def test_the_hands_oracle_knows_every_hand_but_not_what_the_stock_will_give():
    """oracle - oracle-hands is what knowing the future draws is worth: the
    hands oracle's deals keep every hand and pile card where it is and
    the stock's cards, in a fresh order each time; the oracle's keep the
    true order."""
    deal = DealState(DealSetup.shuffled(rules_for("classic", 4), 0, 5))
    assert all(len(hand) == 11 for hand in deal.hands)
    rng = random.Random(6)
    view = deal.view_for(0)
    oracle_worlds = OracleBot(budget_s=None, iterations=4).worlds(deal, view)
    hands_worlds = HandsOracleBot(budget_s=None, iterations=4).worlds(deal, view)
    orders = set()
    for _ in range(5):
        assert oracle_worlds(rng).stock == deal.stock
        world = hands_worlds(rng)
        assert world.hands == deal.hands and world.pile == deal.pile
        assert sorted(world.stock) == sorted(deal.stock)
        orders.add(tuple(world.stock))
    assert len(orders) == 5 and tuple(deal.stock) not in orders


def test_the_hands_oracle_plays_duplicate_deals_in_the_arena(capsys, monkeypatch):
    # A small search (the arena keeps one bot per name: make it afresh).
    monkeypatch.setenv("CANASTA_HARD_ITERATIONS", "3")
    monkeypatch.setattr(arena, "_WORKER_BOTS", {})
    assert arena.main(["--duplicate", "--bots", "oracle-hands,medium", "--deals", "1",
                       "--seed", "3", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["sides"] == ["oracle-hands", "medium"]
    assert {t["bot"] for t in summary["decision_times"]} == {"oracle-hands", "medium"}


def test_a_side_of_a_medium_player_and_a_hard_partner(capsys):
    args = arena.parse_args(["--duplicate", "--bots", "medium/easy,medium", "--deals", "2",
                             "--seed", "4"])
    rules = args.rules
    timed = {n: n for n in ("medium", "easy")}
    seats = arena._seat_bots(rules, ["medium/easy", "medium"], (0, 1), timed)
    assert seats == ["medium", "medium", "easy", "medium"], "seat 0 the player, seat 2 his partner"
    summary = arena.run_duplicate(args)
    assert {t["bot"] for t in summary["decision_times"]} == {"medium", "easy"}
    assert summary["ci95"] is not None

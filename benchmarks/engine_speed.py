"""Engine speed: deals per second with random and greedy bots, and the cost
of the three calls a searching bot makes most: legal_actions(), apply(), clone().

    python benchmarks/engine_speed.py [--deals 400] [--variant classic] [--quick]

Targets on the CI machine: >= 200 random deals/s and clone() < 30 us for
classic (issue 2); every variant and player count at least half of
classic's deals/s (issue 3).  Rates are per second of this process's CPU
time, so that other work on the machine skews them less.  Each row of the
per-variant table comes from five rounds of classic and that variant played
back to back (the ratio is the median of the rounds' ratios), because this
machine's speed drifts by a fifth within a minute.  The table also gives
the cost of one action and the actions per deal: Tête et Queue's 181-card
stock makes its deals nearly three times as long as classic's.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canasta_desktop.bots import make_bot  # noqa: E402
from canasta_desktop.bots.driver import play_deal  # noqa: E402
from canasta_desktop.model.match import deal_seed  # noqa: E402
from canasta_desktop.model.rules import get_rules  # noqa: E402
from canasta_desktop.model.state import DealSetup, DealState  # noqa: E402
from canasta_desktop.model.variants import VARIANTS  # noqa: E402


def play_for_speed(rules, bot_name: str, deals: int, seed: int) -> tuple[float, float, float]:
    """(deals per CPU second, microseconds per action, actions per deal)."""
    bots = [make_bot(bot_name) for _ in range(rules.seats)]
    rng = random.Random(seed)
    actions = 0
    start = time.process_time()
    for d in range(deals):
        deal = DealState(DealSetup.shuffled(rules, d % rules.seats, deal_seed(seed, d + 1)))
        actions += play_deal(deal, bots, rng)
    elapsed = time.process_time() - start
    return deals / elapsed, elapsed / actions * 1e6, actions / deals


def deals_per_second(rules, bot_name: str, deals: int, seed: int) -> float:
    return play_for_speed(rules, bot_name, deals, seed)[0]


def sample_states(rules, count: int, seed: int) -> list[DealState]:
    """Positions met in real (random) play, to time the calls on."""
    rng = random.Random(seed)
    bot = make_bot("random")
    states: list[DealState] = []
    d = 0
    while len(states) < count:
        d += 1
        deal = DealState(DealSetup.shuffled(rules, d % rules.players, deal_seed(seed, d)))
        while not deal.is_over and len(states) < count:
            if rng.random() < 0.2:
                states.append(deal.clone())
            seat = deal.current_seat
            deal.apply(bot.choose(deal.view_for(seat), deal.legal_actions(), rng), seat)
    return states


def micro(states: list[DealState], repeat: int = 5) -> dict[str, float]:
    def per_call(fn) -> float:
        best = float("inf")
        for _ in range(repeat):
            start = time.process_time()
            for s in states:
                fn(s)
            best = min(best, (time.process_time() - start) / len(states))
        return best * 1e6

    legal = {id(s): s.legal_actions() for s in states}
    choice = random.Random(0)
    picks = {id(s): legal[id(s)][choice.randrange(len(legal[id(s)]))] for s in states}
    clones = [s.clone() for _ in range(repeat) for s in states]
    it = iter(clones)

    def apply_on_clone(s):
        next(it).apply(picks[id(s)])

    clone_us = per_call(lambda s: s.clone())
    apply_total = 0.0
    start = time.process_time()
    for _ in range(repeat):
        for s in states:
            apply_on_clone(s)
    apply_total = (time.process_time() - start) / (repeat * len(states)) * 1e6
    return {"legal_actions_us": per_call(lambda s: s.legal_actions()),
            "apply_us": apply_total, "clone_us": clone_us}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="fewer deals, for a smoke run")
    args = parser.parse_args()
    if args.quick:
        args.deals = 40
    rules = get_rules(args.variant)
    print(f"engine speed: {rules.id}, {rules.players} players, one process, "
          f"Python {sys.version.split()[0]}")
    for bot in ("random", "greedy"):
        runs = [deals_per_second(rules, bot, args.deals, args.seed + k) for k in range(3)]
        print(f"  {bot:<7} bots: {statistics.median(runs):8.1f} deals/s "
              f"(median of 3 runs of {args.deals} deals; runs {', '.join(f'{r:.0f}' for r in runs)})")
    figures = micro(sample_states(rules, 2000, args.seed))
    print(f"  legal_actions(): {figures['legal_actions_us']:6.1f} us per call")
    print(f"  apply():         {figures['apply_us']:6.1f} us per call")
    print(f"  clone():         {figures['clone_us']:6.1f} us per call")
    print()
    print("per variant, random bots: deals per CPU second and the ratio to classic's"
          " (target >= 0.5); the cost of one action and its ratio; actions per deal")
    rounds, per_round = 5, max(args.deals // 8, 20)
    classic = get_rules("classic")

    def measure(rules) -> tuple[float, ...]:
        """Rounds of classic then this variant, back to back, so that a change
        in the machine's speed (other work, clock) touches both alike; the
        medians over the rounds of the rate, the ratios and the deal length."""
        rows = []
        for k in range(rounds):
            base = play_for_speed(classic, "random", per_round, args.seed + k)
            rate, us, length = play_for_speed(rules, "random", per_round, args.seed + k)
            rows.append((rate, rate / base[0], us, us / base[1], length))
        return tuple(statistics.median(r[i] for r in rows) for i in range(5))

    for info in VARIANTS.values():
        for players in info.player_counts:
            for layout in info.layouts(players):
                rate, ratio, us, us_ratio, length = measure(info.rules_for(players, layout.id))
                flag = "" if ratio >= 0.5 else "   below half of classic's deals/s"
                print(f"  {info.id:<14} {players}p {layout.id:<13} {rate:7.1f} deals/s "
                      f"({ratio:4.2f})  {us:5.1f} us/action ({us_ratio:4.2f})"
                      f"  {length:4.0f} actions{flag}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

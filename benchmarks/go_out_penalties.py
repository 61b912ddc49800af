"""Broken "yes" penalties paid by bot teams (§1 Going out), per variant.

    python benchmarks/go_out_penalties.py [--deals 1000] [--bots easy,medium,greedy]
    python benchmarks/go_out_penalties.py --bots hard --hard-iterations 3 --chunk 50

Plays bot deals in every variant and player count where a seat has a
partner, and prints, per configuration and bot level, the deals played, the
times a bot asked "may I go out?", the times the asker's cards could not
surely go out (`can_go_out_this_turn` false: should be 0) and the 100-point
penalties paid (should be 0).  The test suite runs a small sample of this
(tests/bots/test_go_out_questions.py).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canasta_desktop.bots import make_bot  # noqa: E402
from canasta_desktop.bots.hard import ITERATIONS_ENV  # noqa: E402
from canasta_desktop.model.actions import AskGoOut  # noqa: E402
from canasta_desktop.model.events import Penalised  # noqa: E402
from canasta_desktop.model.going_out import can_go_out_this_turn  # noqa: E402
from canasta_desktop.model.legal import legal_actions  # noqa: E402
from canasta_desktop.model.match import deal_seed  # noqa: E402
from canasta_desktop.model.phases import OVER  # noqa: E402
from canasta_desktop.model.state import DealSetup, DealState, partners_of  # noqa: E402
from canasta_desktop.model.variants import VARIANTS  # noqa: E402


@dataclass
class Tally:
    deals: int = 0
    asked: int = 0
    asked_unready: int = 0
    penalties: int = 0


def partnership_configs() -> list[tuple[str, int, str]]:
    """(variant, players, layout) where some seat has a partner to ask."""
    out = []
    for info in VARIANTS.values():
        for players in info.player_counts:
            for layout in info.layouts(players):
                rules = info.rules_for(players, layout.id)
                team_of = rules.teams
                if rules.isolated_hand or any(p != s for s, p in enumerate(partners_of(team_of))):
                    out.append((info.id, players, layout.id))
    return out


def play_counting(rules, bot_name: str, seed: int, tally: Tally) -> None:
    """One deal played by `bot_name` in every seat, counted into `tally`."""
    bots = [make_bot(bot_name) for _ in range(rules.seats)]
    rng = random.Random(seed)
    deal = DealState(DealSetup.shuffled(rules, seed % rules.seats, seed))
    while deal.phase != OVER:
        legal = legal_actions(deal)
        seat = deal.current_seat
        if len(legal) == 1:
            action = legal[0]
        else:
            view = deal.view_for(seat)
            action = bots[seat].choose(view, legal, rng)
            if isinstance(action, AskGoOut):
                tally.asked += 1
                tally.asked_unready += not can_go_out_this_turn(view)
        for event in deal.apply(action):
            if isinstance(event, Penalised):
                tally.penalties += 1
    tally.deals += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--bots", default="easy,medium,greedy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--chunk", type=int, default=0,
                        help="play this many deals per configuration in turn and print the "
                             "counts so far after each round (0: each configuration to the end)")
    parser.add_argument("--hard-iterations", type=int, default=None,
                        help="cap hard's search at this many iterations a decision "
                             "(CANASTA_HARD_ITERATIONS): hard at 1 s is far too slow here")
    args = parser.parse_args()
    if args.hard_iterations is not None:
        os.environ[ITERATIONS_ENV] = str(args.hard_iterations)
    configs = [(variant, players, layout, bot) for variant, players, layout in partnership_configs()
               for bot in args.bots.split(",")]
    tallies = {c: Tally() for c in configs}
    spent = {c: 0.0 for c in configs}
    chunk = args.chunk if args.chunk > 0 else args.deals
    for first in range(0, args.deals, chunk):
        last = min(args.deals, first + chunk)
        for c in configs:
            variant, players, layout, bot = c
            rules = VARIANTS[variant].rules_for(players, layout)
            start = time.process_time()
            for d in range(first, last):
                play_counting(rules, bot, deal_seed(args.seed, d + 1), tallies[c])
            spent[c] += time.process_time() - start
        if chunk < args.deals:
            print(f"after {last} deals per configuration:")
        print(f"{'configuration':28} {'bot':7} {'deals':>6} {'asked':>6} "
              f"{'unready':>7} {'penalties':>9} {'s':>6}")
        for c in configs:
            variant, players, layout, bot = c
            tally = tallies[c]
            print(f"{variant + '-' + str(players) + '-' + layout:28} {bot:7} {tally.deals:6d} "
                  f"{tally.asked:6d} {tally.asked_unready:7d} {tally.penalties:9d} "
                  f"{spent[c]:6.1f}", flush=True)


if __name__ == "__main__":
    main()

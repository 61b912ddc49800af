"""How much each searcher's turn plans lose against the best plan, valued on
the true deal; and how well hard's samples foresee the next player's take.

    python benchmarks/decision_regret.py [--variant classic] [--players 4]
        [--deals 300] [--playouts 32] [--iterations 40] [--jobs 2] [--seed 100]

Medium plays every seat of `--deals` deals.  At each decision where seat 0
starts its turn's plays (after its draw, with more than one plan to
compare), every turn plan hard compares there (medium's plan, the 2nd and
3rd cheapest discard, holding new melds back, melding everything, going out
or staying in) is valued on the true deal: the real hands, the stock
shuffled anew, medium playing the deal out; the same `--playouts` stocks
for every plan (common random numbers), so two plans are compared deal by
deal.  It prints the mean regret (the best plan's worth minus the chosen
one's, in the deal's points) of medium, hard, and the hands oracle (hard's
search on the true hands, the stock shuffled: what seeing the hands is
worth), with the paired differences and their standard errors.  Each mean
regret is biased upward alike (the best plan is the highest of noisy
averages); the paired differences are not.

A duplicate match (bot_strength.py) sees a change of hard's play of a few
points a decision only after thousands of deals; these paired regrets see
it after a few hundred: the worths are shared, and a decision counts only
where two choosers differ.  The yardstick is medium playing out, which
hard's rollouts also use (with a one-round horizon and an evaluation).

`--calibration`: also, for every plan, how often hard's samples (as it
deals them, with its inferences) let the next player take the pile after
it, against whether the real next player can: binned, predicted against
true.  A well calibrated belief that still loses to the hands oracle lacks
resolution, not calibration: the information is not in what the seat saw.

Hard searches `--iterations` (no clock), so the figures do not depend on
the machine.  Its memory of the melds (`settled`) is kept as the bot keeps
it, from seat 0's views.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Iterator

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import canasta_desktop.bots.hard as hard  # noqa: E402
from canasta_desktop.bots import medium  # noqa: E402
from canasta_desktop.bots.evaluate import rewards  # noqa: E402
from canasta_desktop.model.actions import TakePile  # noqa: E402
from canasta_desktop.model.match import Match  # noqa: E402
from canasta_desktop.model.phases import DRAW, PLAY  # noqa: E402
from canasta_desktop.model.resample import hidden_cards, resample_from_view  # noqa: E402
from canasta_desktop.model.rules import RuleSet  # noqa: E402
from canasta_desktop.model.state import DealState  # noqa: E402
from canasta_desktop.model.variants import rules_for  # noqa: E402

SEAT = 0
STEP_LIMIT = 3000
CALIBRATION_SAMPLES = 60
BINS = ((0.0, 0.001), (0.001, 0.05), (0.05, 0.15), (0.15, 0.3), (0.3, 0.5), (0.5, 0.8),
        (0.8, 0.999), (0.999, 1.01))
CHOOSERS = ("medium", "hard", "oracle-hands")


def turn_starts(rules: RuleSet, deck: int) -> Iterator[tuple[DealState, hard.HardBot, int]]:
    """Medium plays deal `deck`; yields (deal, seat 0's memory, step) where
    seat 0 starts its turn's plays with more than one thing to do."""
    deal = Match.new(rules, deck).start_deal()
    memory = hard.HardBot(iterations=1)  # only its memory of the melds is used
    steps = 0
    while not deal.is_over and steps < STEP_LIMIT:
        seat = deal.current_seat
        legal = deal.legal_actions()
        view = deal.view_for(seat)
        if seat == SEAT:
            memory._see_melds(view)
            if deal.phase == PLAY and len(legal) > 1 and not view.melded_this_turn:
                yield deal, memory, steps
        deal.apply(legal[0] if len(legal) == 1 else medium.decide(view, legal), seat)
        steps += 1


def worths(deal: DealState, plans: list[hard.Macro], playouts: int, key: int) -> list[float]:
    """Each plan's mean reward for SEAT over the same shuffled stocks."""
    totals = [0.0] * len(plans)
    for k in range(playouts):
        for i, plan in enumerate(plans):
            world = deal.clone()
            random.Random(key * 1009 + k).shuffle(world.stock)  # the same stock for every plan
            if not hard._apply_macro(world, plan):
                totals[i] = -1e9
                continue
            hard.rollout(world, SEAT, 0)
            totals[i] += rewards(world)[SEAT]
    return [t / playouts for t in totals]


def hands_oracle_worlds(deal: DealState):
    def worlds(rng: random.Random) -> DealState:
        world = deal.clone()
        rng.shuffle(world.stock)
        return world
    return worlds


def next_takes(deal: DealState) -> bool | None:
    """After a plan: can the next player take the pile (None: no draw follows)."""
    if deal.is_over or deal.phase != DRAW:
        return None
    return any(isinstance(a, TakePile) for a in deal.legal_actions())


def foreseen(deal: DealState, memory: hard.HardBot, plans: list[hard.Macro], seed: int
             ) -> list[tuple[float, bool]]:
    """Per plan: the share of hard's samples in which the next player can
    take the pile after it, and whether he can on the true deal."""
    view = deal.view_for(SEAT)
    hidden = hidden_cards(view)
    limits = hard.sample_limits(view, memory.settled(view))
    rng = random.Random(seed)
    samples = [resample_from_view(view, rng, hidden, limits) for _ in range(CALIBRATION_SAMPLES)]
    out = []
    for plan in plans:
        real = deal.clone()
        if not hard._apply_macro(real, plan):
            continue
        truth = next_takes(real)
        if truth is None:
            continue
        seen = []
        for sample in samples:
            world = sample.clone()
            if hard._apply_macro(world, plan):
                takes = next_takes(world)
                if takes is not None:
                    seen.append(takes)
        if seen:
            out.append((sum(seen) / len(seen), truth))
    return out


def one_deck(job: tuple[str, int, int, int, int, bool]) -> tuple[list[dict], list]:
    variant, players, deck, playouts, iterations, calibration = job
    rules = rules_for(variant, players)
    rows: list[dict] = []
    calib: list = []
    for deal, memory, step in turn_starts(rules, deck):
        plans = hard.candidate_macros(deal, SEAT, root=True)
        legal = deal.legal_actions()
        plans = [p for p in plans if p.actions[0] in legal]
        if len(plans) < 2:
            continue
        tables = deal.tables
        keys = [p.key(tables) for p in plans]
        worth = dict(zip(keys, worths(deal, plans, playouts, deck * 10007 + step)))
        best = max(worth.values())
        view = deal.view_for(SEAT)
        seed = deck * 7919 + step
        chosen: dict[str, hard.Macro | None] = {
            "medium": plans[0],
            "hard": hard.search(view, legal, random.Random(seed), None, iterations,
                                settled=memory.settled(view)).macro,
            "oracle-hands": hard.search(view, legal, random.Random(seed), None, iterations,
                                        worlds=hands_oracle_worlds(deal)).macro,
        }
        row = {}
        for name, plan in chosen.items():
            plan = plan or plans[0]  # no search made: medium's plan is played
            key = plan.key(tables)
            if key not in worth:  # a plan the search found that the list above did not
                worth[key] = worths(deal, [plan], playouts, deck * 10007 + step)[0]
            row[name] = best - worth[key]
        rows.append(row)
        if calibration:
            calib.extend(foreseen(deal, memory, plans, seed))
    return rows, calib


def print_regrets(rows: list[dict]) -> None:
    n = len(rows)
    for name in CHOOSERS:
        values = [r[name] for r in rows]
        se = statistics.stdev(values) / n ** 0.5 if n > 1 else float("nan")
        print(f"  {name:14s} mean regret {statistics.fmean(values):6.1f}  (se {se:.1f})")
    for a, b in (("medium", "hard"), ("hard", "oracle-hands")):
        diffs = [r[a] - r[b] for r in rows]
        se = statistics.stdev(diffs) / n ** 0.5 if n > 1 else float("nan")
        differ = sum(1 for d in diffs if d)
        # Two plans of the same worth (either copy of a card) count as one choice.
        print(f"  {a} − {b}: {statistics.fmean(diffs):+.1f} (se {se:.1f}; "
              f"their regrets differ at {differ} of {n})")


def print_calibration(calib: list) -> None:
    print("  hard's samples: can the next player take the pile after the plan?")
    print("    predicted      plans   predicted  true")
    for low, high in BINS:
        inside = [(p, t) for p, t in calib if low <= p < high]
        if inside:
            pred = statistics.fmean(p for p, _ in inside)
            true = statistics.fmean(float(t) for _, t in inside)
            print(f"    {low:5.3f}-{min(high, 1.0):5.3f}  {len(inside):6d}   {pred:8.3f}  {true:5.3f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--playouts", type=int, default=32)
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--calibration", action="store_true")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    jobs = [(args.variant, args.players, 50000 + args.seed + d, args.playouts,
             args.iterations, args.calibration) for d in range(args.deals)]
    rows: list[dict] = []
    calib: list = []
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(one_deck, jobs))
    else:
        results = [one_deck(job) for job in jobs]
    for deck_rows, deck_calib in results:
        rows.extend(deck_rows)
        calib.extend(deck_calib)
    print(f"{args.variant} {args.players}p: {args.deals} deals, {len(rows)} decisions, "
          f"{args.playouts} playouts a plan, hard at {args.iterations} iterations, "
          f"{time.perf_counter() - start:.0f} s")
    if rows:
        print_regrets(rows)
    if calib:
        print_calibration(calib)
    return 0


if __name__ == "__main__":
    sys.exit(main())

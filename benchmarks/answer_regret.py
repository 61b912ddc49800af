"""How much hard's answers to "may I go out?" lose against the best answer.

    python benchmarks/answer_regret.py [--variant classic] [--players 4] [--answers 400]

Plays medium deals; at every answer a partner gives, it measures what each
answer is worth on the true deal (the real hands, the stock shuffled anew,
medium playing the deal out, `--playouts` times) and the answer chosen by:
hard with its rollouts to the deal's end (as it plays), hard with the
one-round horizon of its other decisions (`ANSWER_TO_END` off), and medium.
It prints each one's mean regret (the best answer's worth minus the
chosen one's, in the deal's points) and the paired difference old − new
with its standard error.  Hard searches 40 iterations (no clock), so the
figures do not depend on the machine; `--budget 1.0` searches by time as
the bot plays (fewer iterations on a slow or busy machine).

The yardstick is medium playing the deal out, which is also the rollout
"to the deal's end" estimates with: it favours that estimator somewhat
(the worths are on the true hands, hard's estimates on guessed ones).
Hard is searched without its memory of the melds (`settled`), which the
bot keeps between its turns.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import canasta_desktop.bots.hard as hard  # noqa: E402
from canasta_desktop.bots import medium  # noqa: E402
from canasta_desktop.bots.evaluate import rewards  # noqa: E402
from canasta_desktop.bots.knowledge import Info  # noqa: E402
from canasta_desktop.model.actions import AnswerGoOut  # noqa: E402
from canasta_desktop.model.match import Match  # noqa: E402
from canasta_desktop.model.phases import ANSWER  # noqa: E402
from canasta_desktop.model.state import DealState  # noqa: E402
from canasta_desktop.model.variants import rules_for  # noqa: E402

ITERATIONS = 40
STEP_LIMIT = 3000


def answer_worth(deal: DealState, yes: bool, playouts: int, rng: random.Random) -> float:
    """The answering seat's reward for `yes` on the true deal, the stock
    shuffled anew for each playout (its order is chance, not knowledge)."""
    seat = deal.current_seat
    values = []
    for _ in range(playouts):
        world = deal.clone()
        rng.shuffle(world.stock)
        world.apply(AnswerGoOut(yes), seat)
        hard.rollout(world, seat, 0)
        values.append(rewards(world)[seat])
    return statistics.fmean(values)


def hard_answer(deal: DealState, to_end: bool, seed: int, budget: float | None) -> bool:
    saved = hard.ANSWER_TO_END
    hard.ANSWER_TO_END = to_end
    try:
        view = deal.view_for(deal.current_seat)
        result = hard.search(view, deal.legal_actions(), random.Random(seed), budget,
                             None if budget else ITERATIONS)
    finally:
        hard.ANSWER_TO_END = saved
    action = result.action
    assert isinstance(action, AnswerGoOut)
    return action.yes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--answers", type=int, default=400)
    parser.add_argument("--playouts", type=int, default=48)
    parser.add_argument("--seed", type=int, default=20000)
    parser.add_argument("--budget", type=float, default=None,
                        help="seconds per hard search (default: 40 iterations, no clock)")
    args = parser.parse_args(argv)
    rules = rules_for(args.variant, args.players)
    if not rules.partnerships:
        parser.error(f"{args.variant} with {args.players} players has no partners to ask")
    regrets: dict[str, list[float]] = {"hard, to the deal's end": [], "hard, one round": [],
                                       "medium": []}
    start = time.perf_counter()
    deck = args.seed
    while len(regrets["medium"]) < args.answers:
        deal = Match.new(rules, 90000 + deck).start_deal()
        deck += 1
        steps = 0
        while not deal.is_over and steps < STEP_LIMIT:
            seat = deal.current_seat
            legal = deal.legal_actions()
            if deal.phase == ANSWER and len(legal) > 1 and len(regrets["medium"]) < args.answers:
                rng = random.Random(deck * 7 + steps)
                worth = {yes: answer_worth(deal, yes, args.playouts, rng) for yes in (True, False)}
                best = max(worth.values())
                view = deal.view_for(seat)
                chosen = {"hard, to the deal's end": hard_answer(deal, True, deck, args.budget),
                          "hard, one round": hard_answer(deal, False, deck, args.budget),
                          "medium": medium.answer(view, Info(view)).yes}
                for name, yes in chosen.items():
                    regrets[name].append(best - worth[yes])
            deal.apply(legal[0] if len(legal) == 1
                       else medium.decide(deal.view_for(seat), legal), seat)
            steps += 1
    n = len(regrets["medium"])
    search = f"{args.budget} s a search" if args.budget else f"{ITERATIONS} iterations"
    print(f"{args.variant} {args.players}p: {n} answers, {args.playouts} playouts each, "
          f"hard at {search}, {time.perf_counter() - start:.0f} s")
    for name, values in regrets.items():
        se = statistics.stdev(values) / n ** 0.5 if n > 1 else float("nan")
        print(f"  {name:24s} mean regret {statistics.fmean(values):6.1f}  (se {se:.1f})")
    diffs = [a - b for a, b in zip(regrets["hard, one round"], regrets["hard, to the deal's end"])]
    se = statistics.stdev(diffs) / n ** 0.5 if n > 1 else float("nan")
    print(f"  one round − to the end: {statistics.fmean(diffs):+.1f} (se {se:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The bot ladder: random < easy < medium < hard, by duplicate matches.

    python benchmarks/bot_strength.py [--deals 200] [--hard-budget 0.3] [--jobs 2]

Classic Canasta, four players.  Each rung is a duplicate match of a level
against the one below (arena --duplicate): every deck is played twice with
the partnerships swapped, and the points per deal are compared deal by deal.
Hard runs at a reduced budget so that the ladder finishes in under half an
hour on a 2-core machine.  Then a few deals at the default budget (hard at
1 s) measure decision times.

Targets (issue 5): each level beats the one below with a 95% interval that
excludes zero; hard beats medium by at least 150 points per deal; at the
default budget hard's 95th percentile <= 1.2 s, medium's median <= 20 ms,
easy's median <= 5 ms.  Timings depend on the machine and on what else runs.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canasta_desktop import arena  # noqa: E402
from canasta_desktop.bots.hard import BUDGET_ENV, DEFAULT_BUDGET  # noqa: E402

RUNGS = (("easy", "random"), ("medium", "easy"), ("hard", "medium"))


def duplicate(a: str, b: str, deals: int, seed: int, jobs: int, progress: bool) -> dict:
    args = arena.parse_args(["--duplicate", "--bots", f"{a},{b}", "--deals", str(deals),
                             "--seed", str(seed), "--jobs", str(jobs)])
    arena._WORKER_BOTS.clear()  # a cached bot would keep an older budget

    def report(done: int, total: int) -> None:
        if progress and (done % 20 == 0 or done == total):
            print(f"    {a} vs {b}: {done}/{total} deals", file=sys.stderr, flush=True)

    return arena.run_duplicate(args, report)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="duplicate deals per rung")
    parser.add_argument("--hard-budget", type=float, default=0.3,
                        help="hard's seconds per decision in the ladder (default 0.3)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="deals played at once (default: one per core)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timing-deals", type=int, default=2,
                        help="deals played at the default budget to time decisions (0: skip)")
    parser.add_argument("--rungs", default="all",
                        help="comma-separated rungs to run, by upper level (easy,medium,hard)")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = parser.parse_args()
    wanted = set(args.rungs.split(",")) if args.rungs != "all" else {r[0] for r in RUNGS}
    print(f"bot ladder: classic, 4 players, {args.deals} duplicate deals per rung "
          f"(each played twice, seats swapped), seed {args.seed}, {args.jobs} jobs, "
          f"hard at {args.hard_budget} s per decision")
    rows = []
    times = []
    start = time.perf_counter()
    os.environ[BUDGET_ENV] = str(args.hard_budget)
    for a, b in RUNGS:
        if a not in wanted:
            continue
        s = duplicate(a, b, args.deals, args.seed, args.jobs, not args.quiet)
        rows.append((a, b, s))
        for t in s["decision_times"]:
            if t["bot"] == a:
                budget = f"{args.hard_budget} s" if a == "hard" else "-"
                times.append((a, budget, t))
    header = (f"{'rung':<18} {'deals':>5} {'A pts':>8} {'B pts':>8} {'A - B':>8} "
              f"{'95% CI':>20} {'A better':>9}  target")
    print(header)
    print("-" * len(header))
    for a, b, s in rows:
        low, high = s["ci95"] if s["ci95"] else (float("nan"), float("nan"))
        need = 150.0 if a == "hard" else 0.0
        ok = low > 0 and s["difference"] >= need
        target = f"diff > 0{' and >= 150' if need else ''}: {'met' if ok else 'NOT met'}"
        print(f"{a + ' > ' + b:<18} {s['deals']:>5} {s['mean_points'][0]:>8.1f} "
              f"{s['mean_points'][1]:>8.1f} {s['difference']:>+8.1f} "
              f"{f'[{low:+.1f}, {high:+.1f}]':>20} {s['a_better']:>5}/{s['deals']:<3}  {target}")
    if args.timing_deals and "hard" in wanted:
        os.environ[BUDGET_ENV] = str(DEFAULT_BUDGET)
        s = duplicate("hard", "medium", args.timing_deals, args.seed + 1000, 1, False)
        for t in s["decision_times"]:
            if t["bot"] == "hard":
                times.append(("hard", f"{DEFAULT_BUDGET} s (default)", t))
    print()
    print(f"{'decision times':<16} {'budget':<16} {'decisions':>9} {'median ms':>10} "
          f"{'p95 ms':>9} {'max ms':>9} | {'choices':>7} {'median ms':>10} {'p95 ms':>9}")
    for name, budget, t in times:
        print(f"{name:<16} {budget:<16} {t['decisions']:>9} {t['median_ms']:>10.2f} "
              f"{t['p95_ms']:>9.1f} {t['max_ms']:>9.1f} | {t['choices']:>7} "
              f"{t['choice_median_ms']:>10.2f} {t['choice_p95_ms']:>9.1f}")
    print("(choices: decisions with more than one legal action; the others are forced)")
    print(f"\nladder run in {time.perf_counter() - start:.0f} s "
          f"(timings are wall-clock and noisy on a shared machine)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The bot ladder per variant, by duplicate matches, with the oracle and the partner.

    python benchmarks/bot_strength.py [--variant classic] [--players 4] [--deals 200]
        [--pairs easy-random,medium-easy,hard-medium] [--hard-budget 0.3] [--jobs 2]
        [--hard-iterations 20] [--split]
    python benchmarks/bot_strength.py --every-variant --deals 40 --hard-budget 0.1

Each pair A-B is a duplicate match (arena --duplicate): every deck is played
once per seating of the two sides, and the side's points per deal are
compared deck by deck, so the luck of the cards cancels out; the table
prints A - B with its 95% interval.  Any levels may be paired (random,
greedy, easy, medium, hard, and the developer-only oracle).

- **Oracle** (classic by default): hard's search on the true deal, every
  card known (bots/oracle.py).  oracle - medium beside hard - medium says
  how much of the value of perfect information hard recovers (the share,
  with its interval, deck by deck).  The true deal includes the stock's
  order, so the table also gives `oracle-hands` (every hand known, the
  stock reshuffled in each iteration): the rest of the oracle's gain is
  knowing the future draws, which no player can.  `oracle-next-pairs`
  (hard's samples, but the next player's natural pairs are the true ones)
  says how much of it is knowing which discard hands him the pile.
- **Split** (`--split`): the same searchers (hard, oracle-hands, oracle)
  searching only at the draws or only at the plays, medium's policy
  elsewhere (bots/one_phase.py), each against medium: where each one's
  gain over medium lies.
- **Partner** (variants with partners): a side of a medium "stand-in
  human" and the partner under test (medium/hard) against two medium bots.
  A medium partner scores 0 against that side by symmetry, so the figure is
  what the hard partner adds to its human's team.
- **Rami** (`--variant rami`): whole bots-only games by medium, and how many
  deals they take to reach the target (the distribution).
- **Penalties** (`--penalty-deals N`): deals of medium bots in which a
  team paid the penalty for a "yes" not followed by going out.
- **Deck by deck** (`--decks-out FILE`): each row's per-deck differences,
  to compare two versions of a bot on the same decks with
  `benchmarks/paired_rows.py BEFORE AFTER` (a change's own effect, without
  the decks' luck that two rows' intervals both carry).
- **Decision times** at the default budget (hard 1 s): a few deals of hard
  against medium, hard's 95th percentile and medium's median.

Hard (and the oracle) run at `--hard-budget` seconds per decision in the
matches so that a ladder ends in reasonable time on a 2-core machine, or
with `--hard-iterations` searches of a fixed size, which a busy machine
cannot weaken (about 40 iterations fit in 0.1 s on an idle machine).
Targets (issue 16): each level beats the one below with an interval above
zero; hard - medium >= +250 per deal in classic at the default budget and at
least half of oracle - medium; hard p95 <= 1.2 s and medium median <= 20 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canasta_desktop import arena  # noqa: E402
from canasta_desktop.bots import make_bot  # noqa: E402
from canasta_desktop.bots.base import known_bot_names  # noqa: E402
from canasta_desktop.bots.driver import play_deal  # noqa: E402
from canasta_desktop.bots.hard import BUDGET_ENV, DEFAULT_BUDGET, ITERATIONS_ENV  # noqa: E402
from canasta_desktop.model.match import Match  # noqa: E402
from canasta_desktop.model.state import DealSetup, DealState  # noqa: E402
from canasta_desktop.model.variants import VARIANTS  # noqa: E402

DEFAULT_PAIRS = ("easy-random", "medium-easy", "hard-medium")
ORACLE_PAIR = "oracle-medium"
HANDS_ORACLE_PAIR = "oracle-hands-medium"
NEXT_PAIRS_ORACLE_PAIR = "oracle-next-pairs-medium"
ORACLE_PAIRS = (ORACLE_PAIR, HANDS_ORACLE_PAIR, NEXT_PAIRS_ORACLE_PAIR)
PARTNER_PAIR = "medium/hard-medium"
SPLIT_SEARCHERS = ("hard", "oracle-hands", "oracle")
SPLIT_PARTS = ("draws", "plays")
SEARCHERS = ("hard", "oracle", "oracle-hands", "oracle-next-pairs",
             *(f"{bot}-{part}" for bot in SPLIT_SEARCHERS for part in SPLIT_PARTS))


def duplicate(variant: str, players: int | None, layout: str | None, a: str, b: str,
              deals: int, seed: int, jobs: int, progress: bool) -> dict:
    argv = ["--duplicate", "--variant", variant, "--bots", f"{a},{b}", "--deals", str(deals),
            "--seed", str(seed), "--jobs", str(jobs)]
    if players:
        argv += ["--players", str(players)]
    if layout:
        argv += ["--layout", layout]
    args = arena.parse_args(argv)
    arena._WORKER_BOTS.clear()  # a cached bot would keep an older budget

    def report(done: int, total: int) -> None:
        if progress and (done % 20 == 0 or done == total):
            print(f"    {variant} {a} vs {b}: {done}/{total} deals", file=sys.stderr, flush=True)

    return arena.run_duplicate(args, report)


def configurations(args: argparse.Namespace) -> list[tuple[str, int, str | None]]:
    """(variant, players, layout) to measure."""
    if not args.every_variant:
        rules = VARIANTS[args.variant].rules_for(args.players, args.layout)
        return [(rules.id, rules.players, rules.layout or None)]
    out = []
    for vid, info in VARIANTS.items():
        for players in info.player_counts:
            layouts = info.layouts(players)
            for layout in layouts or (None,):
                out.append((vid, players, getattr(layout, "id", None)))
    return out


def pairs_for(args: argparse.Namespace, variant: str, players: int, layout: str | None
              ) -> list[tuple[str, str]]:
    if args.pairs:
        names = args.pairs.split(",")
    else:
        names = list(DEFAULT_PAIRS)
        if variant == "classic" and not args.no_oracle:
            names += list(ORACLE_PAIRS)
        rules = VARIANTS[variant].rules_for(players, layout)
        if not args.no_partner and any(rules.teams.count(t) > 1 for t in set(rules.teams)):
            names.append(PARTNER_PAIR)
    if args.split:
        names += [f"{bot}{part}-medium" for bot in SPLIT_SEARCHERS
                  for part in ("", *(f"-{p}" for p in SPLIT_PARTS))
                  if f"{bot}{part}-medium" not in names]
    return [split_pair(name.strip()) for name in names]


def split_pair(name: str) -> tuple[str, str]:
    """"hard-medium" -> (hard, medium), at the hyphen where both sides are
    bots ("oracle-oracle-hands", "medium/hard-medium")."""
    known = set(known_bot_names())
    for i, char in enumerate(name):
        if char == "-":
            a, b = name[:i], name[i + 1:]
            if all(part in known for side in (a, b) for part in side.split("/")):
                return a, b
    raise SystemExit(f"a pair is written A-B with two bots (hard-medium), not {name!r}")


def rami_games(players: int, layout: str | None, games: int, seed: int) -> list[int]:
    """Deals each bots-only (medium) rami game takes to reach the target."""
    rules = VARIANTS["rami"].rules_for(players, layout)
    out = []
    for g in range(games):
        match = Match.new(rules, seed + g, None, draw_seats=False)
        bots = [make_bot("medium") for _ in range(rules.seats)]
        rng = random.Random(seed + g)
        while not match.is_over and len(match.results) < arena.MAX_DEALS_PER_GAME:
            play_deal(match.start_deal(), bots, rng)
            match.finish_deal()
        out.append(len(match.results))
    return out


def penalties(variant: str, players: int, layout: str | None, deals: int, seed: int,
              level: str = "medium") -> tuple[int, int]:
    """Deals played by `level` bots in every seat, and how many cost a team
    a penalty (a "yes" not followed by going out)."""
    rules = VARIANTS[variant].rules_for(players, layout)
    bots = [make_bot(level) for _ in range(rules.seats)]
    paid = 0
    for i in range(deals):
        deal = DealState(DealSetup.shuffled(rules, i % rules.seats, seed * 7919 + i))
        play_deal(deal, bots, random.Random(i))
        paid += any(deal.penalties)
    return deals, paid


def oracle_share_line(hard: dict, oracle: dict, name: str = "oracle") -> str:
    """How much of `name` - medium hard - medium recovers, with its 95%
    interval (both pairs play the same decks: same seed, same deals)."""
    share = arena.ratio_interval(hard["deck_differences"], oracle["deck_differences"])
    figures = f"{hard['difference']:+.1f} of {oracle['difference']:+.1f} per deal"
    if share is None:
        return (f"{name} - medium is not clearly above zero ({figures}): no share of it "
                f"to measure")
    ratio, low, high = share
    goal = "; goal: at least 50%" if name == "oracle" else ""
    return (f"hard recovers {100 * ratio:.0f}% [{100 * low:.0f}%, {100 * high:.0f}%] of "
            f"{name} - medium ({figures}, same decks{goal})")


def print_split(by_pair: dict[str, dict]) -> None:
    """Each searcher's gain over medium, searching at the draws alone, at
    the plays alone and at every decision, per deal with its 95% interval."""
    columns = ("draws only", "plays only", "every decision")
    print(f"{'gain over medium':<16} " + " ".join(f"{c:>26}" for c in columns))
    for bot in SPLIT_SEARCHERS:
        cells = []
        for part in (*(f"-{p}" for p in SPLIT_PARTS), ""):
            s = by_pair.get(f"{bot}{part}-medium")
            low, high = s["ci95"] if s and s["ci95"] else (float("nan"), float("nan"))
            cells.append(f"{s['difference']:+.1f} [{low:+.1f}, {high:+.1f}]" if s else "-")
        print(f"{bot:<16} " + " ".join(f"{c:>26}" for c in cells))


def save_decks(path: Path, summary: dict, pair: str, search: str) -> None:
    """One row's per-deck differences, appended as a JSON line with what
    makes two rows comparable deck by deck (same configuration, pair, seed,
    deal count and search size)."""
    line = {"variant": summary["variant"], "players": summary["players"],
            "layout": summary["layout"], "pair": pair, "seed": summary["seed"],
            "deals": summary["deals"], "search": search,
            "deck_differences": summary["deck_differences"]}
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(line) + "\n")


def print_ladder(rows: list[tuple[str, str, dict]]) -> None:
    width = max([22] + [len(a) + len(b) + 3 for a, b, _ in rows])  # the longest pair fits
    header = (f"{'pair':<{width}} {'deals':>5} {'A pts':>8} {'B pts':>8} {'A - B':>8} "
              f"{'95% CI':>20} {'A better':>9}")
    print(header)
    print("-" * len(header))
    for a, b, s in rows:
        low, high = s["ci95"] if s["ci95"] else (float("nan"), float("nan"))
        verdict = "above 0" if low > 0 else "below 0" if high < 0 else "spans 0"
        print(f"{a + ' - ' + b:<{width}} {s['deals']:>5} {s['mean_points'][0]:>8.1f} "
              f"{s['mean_points'][1]:>8.1f} {s['difference']:>+8.1f} "
              f"{f'[{low:+.1f}, {high:+.1f}]':>20} {s['a_better']:>5}/{s['deals']:<3} {verdict}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="classic", choices=list(VARIANTS))
    parser.add_argument("--players", type=int, default=None,
                        help="players (default: the variant's usual number)")
    parser.add_argument("--layout", default=None, help="team layout (rami: solo, teams)")
    parser.add_argument("--every-variant", action="store_true",
                        help="every variant, player count and layout in turn")
    parser.add_argument("--deals", type=int, default=200, help="duplicate deals per pair")
    parser.add_argument("--pairs", default="",
                        help="comma-separated pairs A-B (default: easy-random, medium-easy, "
                             "hard-medium, plus the three oracles against medium in "
                             "classic and "
                             "medium/hard-medium where players have partners)")
    parser.add_argument("--no-oracle", action="store_true",
                        help="skip the oracles (oracle, oracle-hands, "
                             "oracle-next-pairs) against medium")
    parser.add_argument("--no-partner", action="store_true", help="skip the partner figure")
    parser.add_argument("--split", action="store_true",
                        help="hard, oracle-hands and oracle against medium searching only at "
                             "the draws, only at the plays, and at every decision")
    parser.add_argument("--hard-budget", type=float, default=0.3,
                        help="hard's and the oracle's seconds per decision (default 0.3)")
    parser.add_argument("--hard-iterations", type=int, default=None,
                        help="cap hard's and the oracle's iterations instead of timing them: "
                             "the figures then do not depend on how busy the machine is")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="deals played at once (default: one per core)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timing-deals", type=int, default=2,
                        help="deals of hard vs medium at the default budget, to time "
                             "decisions (0: skip)")
    parser.add_argument("--rami-games", type=int, default=10,
                        help="rami: bots-only games whose length is reported (0: skip)")
    parser.add_argument("--penalty-deals", type=int, default=0,
                        help="deals of medium bots in which to count penalties paid "
                             "(partnership variants; 0: skip)")
    parser.add_argument("--decks-out", type=Path, default=None,
                        help="append each pair's per-deck differences to this file (JSON "
                             "lines), to compare two versions deck by deck with "
                             "benchmarks/paired_rows.py")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = parser.parse_args()
    if args.deals < 2:
        parser.error("--deals must be at least 2 (an interval needs two decks)")
    start = time.perf_counter()
    for variant, players, layout in configurations(args):
        where = f"{variant}, {players} players" + (f", {layout}" if layout else "")
        search = (f"{args.hard_iterations} iterations" if args.hard_iterations
                  else f"{args.hard_budget} s")
        print(f"\n== {where}: {args.deals} duplicate deals per pair, seed {args.seed}, "
              f"{args.jobs} jobs, hard and oracle at {search} per decision")
        os.environ[BUDGET_ENV] = str(args.hard_budget)
        if args.hard_iterations:
            os.environ[ITERATIONS_ENV] = str(args.hard_iterations)
        rows = []
        times = []
        for a, b in pairs_for(args, variant, players, layout):
            s = duplicate(variant, players, layout, a, b, args.deals, args.seed, args.jobs,
                          not args.quiet)
            rows.append((a, b, s))
            if args.decks_out:
                save_decks(args.decks_out, s, f"{a}-{b}", search)
            for t in s["decision_times"]:
                if t["bot"] in a.split("/"):
                    budget = search if t["bot"] in SEARCHERS else "-"
                    times.append((t["bot"], budget, t))
        print_ladder(rows)
        rules = VARIANTS[variant].rules_for(players, layout)
        if rules.seats < rules.players:
            # RULES.md §2: who sits out rotates between deals; each deal is a
            # four-seat deal under classic's rules, so with one bot level per
            # side these rows equal classic's (the same decks), by design.
            print(f"({rules.players} players, {rules.seats} seated per deal: each deal is a "
                  f"classic four-seat deal, so this ladder is classic's)")
        by_pair = {f"{a}-{b}": s for a, b, s in rows}
        for oracle in ORACLE_PAIRS:
            if "hard-medium" in by_pair and oracle in by_pair:
                print(oracle_share_line(by_pair["hard-medium"], by_pair[oracle],
                                        split_pair(oracle)[0]))
        if args.split:
            print_split(by_pair)
        if args.timing_deals:
            os.environ[BUDGET_ENV] = str(DEFAULT_BUDGET)
            os.environ.pop(ITERATIONS_ENV, None)
            s = duplicate(variant, players, layout, "hard", "medium", max(2, args.timing_deals),
                          args.seed + 1000, 1, False)
            for t in s["decision_times"]:
                times.append((t["bot"], f"{DEFAULT_BUDGET} s (default)" if t["bot"] == "hard"
                              else "-", t))
        width = max([16] + [len(name) for name, _, _ in times])
        print(f"{'decision times':<{width}} {'budget':<16} {'decisions':>9} {'median ms':>10} "
              f"{'p95 ms':>9} {'max ms':>9} | {'choices':>7} {'median ms':>10} {'p95 ms':>9}")
        for name, budget, t in times:
            print(f"{name:<{width}} {budget:<16} {t['decisions']:>9} {t['median_ms']:>10.2f} "
                  f"{t['p95_ms']:>9.1f} {t['max_ms']:>9.1f} | {t['choices']:>7} "
                  f"{t['choice_median_ms']:>10.2f} {t['choice_p95_ms']:>9.1f}")
        rules = VARIANTS[variant].rules_for(players, layout)
        if args.penalty_deals and any(rules.teams.count(t) > 1 for t in set(rules.teams)):
            played, paid = penalties(variant, players, layout, args.penalty_deals, args.seed)
            print(f"penalties: a team of medium bots paid one in {paid} of {played} deals")
        if variant == "rami" and args.rami_games:
            lengths = sorted(rami_games(players, layout, args.rami_games, args.seed))
            q = statistics.quantiles(lengths, n=10) if len(lengths) > 1 else lengths
            print(f"rami, medium bots only: {len(lengths)} games, deals to the target: "
                  f"min {lengths[0]}, median {statistics.median(lengths):g}, "
                  f"p90 {q[-1]:g}, max {lengths[-1]}"
                  + (f" ({sum(1 for x in lengths if x >= arena.MAX_DEALS_PER_GAME)} stopped "
                     f"at {arena.MAX_DEALS_PER_GAME})" if lengths[-1] >= arena.MAX_DEALS_PER_GAME
                     else ""))
    print("\n(choices: decisions with more than one legal action; timings are wall-clock "
          "and noisy on a shared machine)")
    print(f"run in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

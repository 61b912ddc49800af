"""Headless arena: bots play deals or whole games, without a window.

    python -m canasta_desktop.arena --variant classic --players 4 --deals 100 \\
        --seed 1 --bots random,greedy [--records deals.jsonl] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Sequence

from .bots import bot_names, make_bot
from .bots.driver import play_deal
from .model.match import Match, deal_seed
from .model.records import deal_record, dumps
from .model.rules import get_rules, registry
from .model.state import DealSetup, DealState


@dataclass
class Tally:
    team_points: list[list[int]]
    seat_hand_points: list[list[int]]
    went_out: list[int]
    deal_wins: list[int]
    game_wins: list[int]
    games: int = 0
    deals: int = 0
    ends: dict[str, int] = field(default_factory=dict)

    @staticmethod
    def empty(players: int, teams: int) -> "Tally":
        return Tally([[] for _ in range(teams)], [[] for _ in range(players)],
                     [0] * players, [0] * teams, [0] * teams)

    def add_deal(self, deal: DealState) -> None:
        self.deals += 1
        scores = deal.scores()
        for s in scores:
            self.team_points[s.team].append(s.total)
        t = deal.tables
        for seat in range(deal.n):
            self.seat_hand_points[seat].append(-sum(t.value[c] for c in deal.hands[seat]))
        if deal.out_seat is not None:
            self.went_out[deal.out_seat] += 1
        totals = [s.total for s in scores]
        best = max(totals)
        if totals.count(best) == 1:
            self.deal_wins[totals.index(best)] += 1
        self.ends[deal.end_reason or "?"] = self.ends.get(deal.end_reason or "?", 0) + 1


def _spread(values: Sequence[int]) -> tuple[float, float]:
    if not values:
        return 0.0, 0.0
    mean = statistics.fmean(values)
    return mean, statistics.pstdev(values) if len(values) > 1 else 0.0


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m canasta_desktop.arena",
        description="Let bots play Canasta headless and summarise the results.")
    parser.add_argument("--variant", default="classic", help="rule set id (default classic)")
    parser.add_argument("--players", type=int, default=None,
                        help="number of players (default: the variant's)")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--deals", type=int, default=None, help="deals to play (default 100)")
    group.add_argument("--games", type=int, default=None, help="whole games to play")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first deal or game")
    parser.add_argument("--bots", default="greedy",
                        help="one bot for every seat, or one per seat, comma-separated; a "
                             "shorter list is repeated around the table "
                             f"({', '.join(bot_names())})")
    parser.add_argument("--records", metavar="FILE.jsonl",
                        help="write every deal as a JSON Lines deal record")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)
    try:
        args.rules = get_rules(args.variant)
    except KeyError:
        parser.error(f"unknown variant {args.variant!r}; choose from "
                     f"{', '.join(sorted(registry()))}")
    players = args.players if args.players is not None else args.rules.players
    if players != args.rules.players:
        parser.error(f"{args.variant} is played by {args.rules.players} players, "
                     f"not {players}")
    args.players = players
    names = [b.strip() for b in args.bots.split(",") if b.strip()]
    if names and players % len(names) == 0:
        names *= players // len(names)  # "greedy,random": repeated around the table
    if len(names) != players:
        parser.error(f"--bots needs one bot for every seat, {players} bots, or a list "
                     f"repeated around the table; got {len(names)}")
    unknown = [n for n in names if n not in bot_names()]
    if unknown:
        parser.error(f"unknown bot {unknown[0]!r}; choose from {', '.join(bot_names())}")
    args.bot_names = names
    for flag in ("deals", "games"):
        value = getattr(args, flag)
        if value is not None and value < 1:
            parser.error(f"--{flag} must be at least 1")
    if args.deals is None and args.games is None:
        args.deals = 100
    return args


def run(args: argparse.Namespace) -> dict:
    rules = args.rules
    bots = [make_bot(n) for n in args.bot_names]
    tally = Tally.empty(rules.players, rules.team_count)
    rng = random.Random(args.seed)
    records = open(args.records, "w", encoding="utf-8") if args.records else None
    names = [f"{n} {s + 1}" for s, n in enumerate(args.bot_names)]
    start = time.perf_counter()

    def finish(deal: DealState) -> None:
        tally.add_deal(deal)
        if records:
            records.write(dumps(deal_record(deal, names)) + "\n")

    try:
        if args.games:
            for g in range(args.games):
                match = Match.new(rules, args.seed + g, names, draw_seats=False)
                while not match.is_over:
                    deal = match.start_deal()
                    play_deal(deal, bots, rng)
                    match.finish_deal()
                    finish(deal)
                tally.games += 1
                if match.winner is not None:
                    tally.game_wins[match.winner] += 1
        else:
            for d in range(args.deals):
                setup = DealSetup.shuffled(rules, d % rules.players,
                                           deal_seed(args.seed, d + 1), deal_number=d + 1)
                deal = DealState(setup)
                play_deal(deal, bots, rng)
                finish(deal)
    finally:
        if records:
            records.close()
    elapsed = time.perf_counter() - start
    summary = {
        "variant": rules.id,
        "players": rules.players,
        "bots": args.bot_names,
        "seed": args.seed,
        "deals": tally.deals,
        "games": tally.games,
        "seconds": round(elapsed, 3),
        "deals_per_second": round(tally.deals / elapsed, 1) if elapsed else None,
        "deal_ends": tally.ends,
        "teams": [],
        "seats": [],
    }
    for team in range(rules.team_count):
        mean, sd = _spread(tally.team_points[team])
        summary["teams"].append({
            "team": team, "seats": list(rules.seats_of_team(team)),
            "mean_points": round(mean, 1), "stdev_points": round(sd, 1),
            "deals_won": tally.deal_wins[team], "games_won": tally.game_wins[team]})
    for seat in range(rules.players):
        mean, sd = _spread(tally.seat_hand_points[seat])
        summary["seats"].append({
            "seat": seat, "bot": args.bot_names[seat], "team": rules.teams[seat],
            "went_out": tally.went_out[seat], "mean_hand_points": round(mean, 1),
            "stdev_hand_points": round(sd, 1)})
    return summary


def format_summary(s: dict) -> str:
    lines = [f"{s['variant']}, {s['players']} players, bots {', '.join(s['bots'])}, "
             f"seed {s['seed']}",
             f"deals played: {s['deals']}" + (f" in {s['games']} games" if s["games"] else "")
             + f"  ({s['deals_per_second']} deals/s)",
             "deal ends: " + ", ".join(f"{k} {v}" for k, v in sorted(s["deal_ends"].items())),
             "team  seats      mean   spread  deals won" + ("  games won" if s["games"] else "")]
    for t in s["teams"]:
        seats = ",".join(str(x) for x in t["seats"])
        line = (f"{t['team']:>4}  {seats:<9} {t['mean_points']:>6} {t['stdev_points']:>8} "
                f"{t['deals_won']:>10}")
        if s["games"]:
            line += f" {t['games_won']:>10}"
        lines.append(line)
    lines.append("seat  bot       team  went out  mean hand  spread")
    for x in s["seats"]:
        lines.append(f"{x['seat']:>4}  {x['bot']:<9} {x['team']:>4} {x['went_out']:>9} "
                     f"{x['mean_hand_points']:>10} {x['stdev_hand_points']:>7}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        summary = run(args)
    except OSError as exc:
        print(f"arena: cannot write the records: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(summary, indent=2) if args.json else format_summary(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())

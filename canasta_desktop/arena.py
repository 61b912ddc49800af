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
from .model.state import DealSetup, DealState
from .model.variants import VARIANTS


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

    def add_deal(self, deal: DealState, players: Sequence[int]) -> None:
        """`players[seat]`: who sat in each seat (five and six-rotating rotate)."""
        self.deals += 1
        scores = deal.scores()
        for s in scores:
            self.team_points[s.team].append(s.total)
        t = deal.tables
        for seat in range(deal.n):
            held = deal.hands[seat] + deal.feet[seat]
            self.seat_hand_points[players[seat]].append(-sum(t.value[c] for c in held))
        if deal.out_seat is not None:
            self.went_out[players[deal.out_seat]] += 1
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
    parser.add_argument("--variant", default="classic",
                        help=f"variant id (default classic): {', '.join(VARIANTS)}")
    parser.add_argument("--players", type=int, default=None,
                        help="number of players (default: the variant's usual number)")
    parser.add_argument("--layout", default=None,
                        help="team layout where the variant has several (rami: solo, teams)")
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
    info = VARIANTS.get(args.variant)
    if info is None:
        parser.error(f"unknown variant {args.variant!r}; choose from {', '.join(VARIANTS)}")
    try:
        args.rules = info.rules_for(args.players, args.layout)
    except ValueError as exc:
        parser.error(str(exc))
    players = args.players = args.rules.players
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
    bots = [make_bot(n) for n in args.bot_names]  # one per person at the table
    tally = Tally.empty(rules.players, rules.column_count)
    rng = random.Random(args.seed)
    records = open(args.records, "w", encoding="utf-8") if args.records else None
    names = [f"{n} {s + 1}" for s, n in enumerate(args.bot_names)]
    start = time.perf_counter()

    def play(match: Match, deal: DealState, number: int) -> None:
        players = match.players_in_deal(number)
        play_deal(deal, [bots[p] for p in players], rng)
        tally.add_deal(deal, players)
        if records:
            out = [names[p] for p in match.sitting_out(number)]
            records.write(dumps(deal_record(deal, [names[p] for p in players], out)) + "\n")

    try:
        if args.games:
            for g in range(args.games):
                match = Match.new(rules, args.seed + g, names, draw_seats=False)
                while not match.is_over:
                    deal = match.start_deal()
                    play(match, deal, deal.setup.deal_number)
                    match.finish_deal()
                tally.games += 1
                if match.winner is not None:
                    tally.game_wins[match.winner] += 1
        else:
            # Independent deals from a zero score, the seats rotating as in a game.
            match = Match.new(rules, args.seed, names, draw_seats=False)
            for d in range(args.deals):
                number = (d % rules.deals_per_game if rules.deals_per_game else d) + 1
                setup = DealSetup.shuffled(rules, d % rules.seats,
                                           deal_seed(args.seed, d + 1), deal_number=number)
                play(match, DealState(setup), d + 1)
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
    people = rules.player_teams or rules.teams
    for team in range(rules.column_count):
        mean, sd = _spread(tally.team_points[team])
        members = ([team] if rules.score_by_player
                   else [p for p in range(rules.players) if people[p] == team])
        summary["teams"].append({
            "team": team, "seats": members,
            "mean_points": round(mean, 1), "stdev_points": round(sd, 1),
            "deals_won": tally.deal_wins[team], "games_won": tally.game_wins[team]})
    for seat in range(rules.players):
        mean, sd = _spread(tally.seat_hand_points[seat])
        summary["seats"].append({
            "seat": seat, "bot": args.bot_names[seat],
            "team": seat if rules.score_by_player else people[seat],
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

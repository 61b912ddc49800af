"""Headless arena: bots play deals or whole games, without a window.

    python -m canasta_desktop.arena --variant classic --players 4 --deals 100 \\
        --seed 1 --bots random,greedy [--records deals.jsonl] [--json]

Duplicate matches compare two bots with the luck of the cards taken out:

    python -m canasta_desktop.arena --duplicate --bots hard,medium --deals 200 [--jobs 2]

every deck is played once per seating of the two sides (twice with two
teams: the sides swap seats), and the side's points per deal are compared
deal by deal: mean points, the difference with a 95% confidence interval,
the game win rate with --games, and each bot's decision times.

Games can be kept as ordinary save files, which the window's Open dialog and
`python -m canasta_desktop.sheets` read (a file with --games 1, or a
directory for several); --stop-after N ends the game after N actions, so
that it can be resumed in the window:

    python -m canasta_desktop.arena --games 1 --save game.json [--stop-after 300]
    python -m canasta_desktop.arena --games 5 --save games/
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from .bots import bot_names, make_bot
from .bots.base import developer_bot_names, known_bot_names
from .bots.driver import play_deal
from .model.match import Match, deal_seed
from .persistence.saves import GameRecorder, SaveError, write_save
from .model.records import deal_record, dumps
from .model.state import DealSetup, DealState
from .model.variants import VARIANTS

# A guard, never reached by our bots: a game whose totals never reach the
# target (§5 rami, where melds without a canasta count against their owner,
# with bots that do not build canastas) stops here.
MAX_DEALS_PER_GAME = 1000


@dataclass
class Tally:
    team_points: list[list[int]]
    seat_hand_points: list[list[int]]
    went_out: list[int]
    deal_wins: list[int]
    game_wins: list[int]
    games: int = 0
    unfinished: int = 0  # games stopped at MAX_DEALS_PER_GAME
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
        end = deal.end_reason.value if deal.end_reason is not None else "?"
        self.ends[end] = self.ends.get(end, 0) + 1


def _spread(values: Sequence[int]) -> tuple[float, float]:
    if not values:
        return 0.0, 0.0
    mean = statistics.fmean(values)
    return mean, statistics.pstdev(values) if len(values) > 1 else 0.0


def _check_bots_and_counts(parser: argparse.ArgumentParser, args: argparse.Namespace,
                           names: list[str]) -> None:
    """Known bot names, and --deals / --games of at least 1 (default 100 deals)."""
    known = known_bot_names()
    unknown = [part for n in names for part in n.split("/") if part not in known]
    if unknown:
        parser.error(f"unknown bot {unknown[0]!r}; choose from {', '.join(known)}")
    args.bot_names = names
    for flag in ("deals", "games"):
        value = getattr(args, flag)
        if value is not None and value < 1:
            parser.error(f"--{flag} must be at least 1")
    if args.deals is None and args.games is None:
        args.deals = 100


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
    parser.add_argument("--duplicate", action="store_true",
                        help="duplicate match of two bots (--bots A,B): each deck is played "
                             "once per seating of the two sides, so luck cancels out; a "
                             "side written medium/hard seats its players in turn")
    parser.add_argument("--jobs", type=int, default=1,
                        help="deals (or games) played at once in worker processes "
                             "(--duplicate only; default 1)")
    parser.add_argument("--save", metavar="FILE_OR_DIR",
                        help="with --games: save each game as a save file the window can "
                             "open (a file with --games 1, or a directory for several)")
    parser.add_argument("--stop-after", type=int, default=None, metavar="ACTIONS",
                        help="with --save and --games 1: stop the game after this many "
                             "actions, to resume it in the window")
    args = parser.parse_args(argv)
    if args.duplicate and (args.save or args.stop_after is not None):
        parser.error("--save and --stop-after are not available with --duplicate")
    info = VARIANTS.get(args.variant)
    if info is None:
        parser.error(f"unknown variant {args.variant!r}; choose from {', '.join(VARIANTS)}")
    try:
        args.rules = info.rules_for(args.players, args.layout)
    except ValueError as exc:
        parser.error(str(exc))
    players = args.players = args.rules.players
    names = [b.strip() for b in args.bots.split(",") if b.strip()]
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.duplicate:
        if len(names) != 2:
            parser.error("--duplicate needs two bots, one per side: --bots A,B")
        if args.records:
            parser.error("--records is not available with --duplicate")
    elif args.jobs != 1:
        parser.error("--jobs goes with --duplicate")
    if args.duplicate:
        _check_bots_and_counts(parser, args, names)
        args.side_names = names
        return args
    if names and players % len(names) == 0:
        names *= players // len(names)  # "greedy,random": repeated around the table
    if len(names) != players:
        parser.error(f"--bots needs one bot for every seat, {players} bots, or a list "
                     f"repeated around the table; got {len(names)}")
    _check_bots_and_counts(parser, args, names)
    args.save_dir = None
    if args.save is not None:
        if args.games is None:
            parser.error("--save needs --games (whole games are saved, not single deals)")
        developer = sorted(set(names) & set(developer_bot_names()))
        if developer:
            parser.error(f"--save keeps games for the window, which does not offer the "
                         f"{developer[0]!r} bot")
        target = Path(args.save)
        if target.is_dir() or args.games > 1:
            if target.suffix.lower() == ".json" and not target.is_dir():
                parser.error("--save FILE.json needs --games 1; give a directory to save "
                             "several games")
            args.save_dir = target
    if args.stop_after is not None:
        if args.save is None or args.games != 1:
            parser.error("--stop-after needs --save and --games 1")
        if args.stop_after < 0:
            parser.error("--stop-after must be 0 or more")
    return args


def save_path(args: argparse.Namespace, seed: int) -> Path:
    if args.save_dir is not None:
        return args.save_dir / f"game-{args.rules.id}-{seed}.json"
    return Path(args.save)


def run(args: argparse.Namespace) -> dict:
    rules = args.rules
    bots = [make_bot(n) for n in args.bot_names]  # one per person at the table
    tally = Tally.empty(rules.players, rules.column_count)
    rng = random.Random(args.seed)
    records = open(args.records, "w", encoding="utf-8") if args.records else None
    names = [f"{n} {s + 1}" for s, n in enumerate(args.bot_names)]
    start = time.perf_counter()

    def play(match: Match, deal: DealState, number: int,
             actions_left: list[int] | None = None) -> None:
        players = match.players_in_deal(number)
        seat_bots = [bots[p] for p in players]
        if actions_left is None:
            play_deal(deal, seat_bots, rng)
        else:
            # --stop-after: the same loop as play_deal, cut short.
            while not deal.is_over and actions_left[0] > 0:
                seat = deal.current_seat
                deal.apply(seat_bots[seat].choose(deal.view_for(seat), deal.legal_actions(),
                                                  rng), seat)
                actions_left[0] -= 1
            if not deal.is_over:
                return
        tally.add_deal(deal, players)
        if records:
            out = [names[p] for p in match.sitting_out(number)]
            records.write(dumps(deal_record(deal, [names[p] for p in players], out)) + "\n")

    try:
        if args.games:
            if args.save_dir is not None:
                args.save_dir.mkdir(parents=True, exist_ok=True)
            for g in range(args.games):
                match = Match.new(rules, args.seed + g, names, draw_seats=False)
                recorder = GameRecorder() if args.save else None
                levels = [args.bot_names[p] for p in range(rules.players)]
                left = [args.stop_after] if args.stop_after is not None else None
                while not match.is_over:
                    if len(match.results) >= MAX_DEALS_PER_GAME:
                        tally.unfinished += 1
                        break
                    deal = match.start_deal()
                    play(match, deal, deal.setup.deal_number, left)
                    if recorder:
                        recorder.observe(match, levels)
                    if not deal.is_over:
                        break  # --stop-after: the game stops mid-deal
                    match.finish_deal()
                if recorder:
                    write_save(save_path(args, args.seed + g), recorder.observe(match, levels))
                if match.is_over:
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
        "games_unfinished": tally.unfinished,
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
             *([f"games stopped after {MAX_DEALS_PER_GAME} deals, no total at the target: "
                f"{s['games_unfinished']}"] if s.get("games_unfinished") else []),
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


# ---------------------------------------------------------------- decision times
class TimedBot:
    """Wraps a bot and records how long each decision takes, and whether it
    was a real choice (more than one legal action)."""

    def __init__(self, bot: Any, sink: list[tuple[float, bool]]) -> None:
        self.bot = bot
        self.name = getattr(bot, "name", "?")
        self.sink = sink
        if hasattr(bot, "observe_deal"):  # the oracle sees the deal (bots/oracle.py)
            self.observe_deal = bot.observe_deal

    def choose(self, view, legal, rng):
        start = time.perf_counter()
        action = self.bot.choose(view, legal, rng)
        self.sink.append((time.perf_counter() - start, len(legal) > 1))
        return action


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100), linear between the closest ranks."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100.0
    low = math.floor(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def time_summary(times: dict[str, list[tuple[float, bool]]]) -> list[dict[str, Any]]:
    """Per bot: every decision (forced ones included), then only the real
    choices (more than one legal action)."""
    out = []
    for name, v in sorted(times.items()):
        every = [x for x, _ in v]
        choices = [x for x, real in v if real]
        out.append({"bot": name, "decisions": len(every),
                    "median_ms": round(1000 * percentile(every, 50), 2),
                    "p95_ms": round(1000 * percentile(every, 95), 2),
                    "max_ms": round(1000 * max(every), 2) if every else 0.0,
                    "choices": len(choices),
                    "choice_median_ms": round(1000 * percentile(choices, 50), 2),
                    "choice_p95_ms": round(1000 * percentile(choices, 95), 2)})
    return out


# ---------------------------------------------------------------- duplicate
def side_patterns(columns: int) -> list[tuple[int, ...]]:
    """Seatings of two sides (0 and 1) on the score-sheet columns: the
    alternating pattern, rotated, and its mirror, so that every column is
    played as often by each side."""
    base = tuple(c % 2 for c in range(columns))
    rotations = [base[r:] + base[:r] for r in range(columns)]
    out: list[tuple[int, ...]] = []
    for pattern in rotations + [tuple(1 - x for x in p) for p in rotations]:
        if pattern not in out:
            out.append(pattern)
    return out


def _column_of_seat(rules, seat: int) -> int:
    return seat if rules.score_by_player else rules.teams[seat]


def _side_points(scores: Sequence[int], pattern: Sequence[int]) -> tuple[float, float]:
    a = [x for x, side in zip(scores, pattern) if side == 0]
    b = [x for x, side in zip(scores, pattern) if side == 1]
    return statistics.fmean(a), statistics.fmean(b)


_WORKER_BOTS: dict[str, Any] = {}


def ratio_interval(part: Sequence[float], whole: Sequence[float]
                   ) -> tuple[float, float, float] | None:
    """mean(part) / mean(whole) with a 95% interval, for two per-deck
    differences measured on the same decks (hard - medium over oracle -
    medium: the share of the oracle's gain that hard recovers).  Delta
    method: the residuals part - ratio * whole carry the spread of both
    differences and their correlation across decks.  None without at
    least two decks, or when the whole is not clearly above zero (its own
    95% interval reaches 0): a share of a gain not shown to exist means
    nothing, and the approximation breaks down there."""
    n = len(part)
    if n != len(whole) or n < 2:
        return None
    mean_whole = statistics.fmean(whole)
    if mean_whole - 1.96 * statistics.stdev(whole) / math.sqrt(n) <= 0:
        return None
    ratio = statistics.fmean(part) / mean_whole
    residuals = [p - ratio * w for p, w in zip(part, whole)]
    half = 1.96 * statistics.stdev(residuals) / (math.sqrt(n) * mean_whole)
    return ratio, ratio - half, ratio + half


def _bot(name: str):
    if name not in _WORKER_BOTS:
        _WORKER_BOTS[name] = make_bot(name)
    return _WORKER_BOTS[name]


def _task_rng(seed: int, index: int, play: int) -> random.Random:
    return random.Random(seed * 1_000_003 + index * 7919 + play * 104_729)


def _duplicate_task(task: tuple) -> dict[str, Any]:
    """One deck (a deal, or a whole game) played once per seating."""
    variant, players, layout, sides, seed, index, games = task
    rules = VARIANTS[variant].rules_for(players, layout)
    patterns = side_patterns(rules.column_count)
    levels = {part for side in sides for part in side.split("/")}
    times: dict[str, list[tuple[float, bool]]] = {name: [] for name in levels}
    timed = {name: TimedBot(_bot(name), times[name]) for name in levels}
    plays: list[dict[str, object]] = []
    for k, pattern in enumerate(patterns):
        rng = _task_rng(seed, index, k)
        seat_bots = _seat_bots(rules, sides, pattern, timed)
        if games:
            match = Match.new(rules, seed + index, None, draw_seats=False)
            totals_a = totals_b = 0.0
            deals = 0
            while not match.is_over and len(match.results) < MAX_DEALS_PER_GAME:
                deal = match.start_deal()
                play_deal(deal, seat_bots, rng)
                match.finish_deal()
                a, b = _side_points([s.total for s in match.results[-1].scores], pattern)
                totals_a += a
                totals_b += b
                deals += 1
            winner = match.winner
            plays.append({"a": totals_a / deals, "b": totals_b / deals, "deals": deals,
                          "winner": None if winner is None else pattern[winner]})
        else:
            number = (index % rules.deals_per_game if rules.deals_per_game else 0) + 1
            setup = DealSetup.shuffled(rules, index % rules.seats, deal_seed(seed, index + 1),
                                       deal_number=number)
            deal = DealState(setup)
            play_deal(deal, seat_bots, rng)
            a, b = _side_points([s.total for s in deal.scores()], pattern)
            end = deal.end_reason.value if deal.end_reason is not None else None
            plays.append({"a": a, "b": b, "deals": 1, "end": end})
    return {"index": index, "plays": plays, "times": times}


def _seat_bots(rules, sides: Sequence[str], pattern: Sequence[int],
               timed: dict[str, Any]) -> list[Any]:
    """Each seat's bot: its side's, or for a side written "medium/hard",
    the side's seats in turn ("a medium player with a hard partner")."""
    out = []
    count = [0, 0]
    for seat in range(rules.seats):
        side = pattern[_column_of_seat(rules, seat)]
        parts = sides[side].split("/")
        out.append(timed[parts[count[side] % len(parts)]])
        count[side] += 1
    return out


def _pool(jobs: int):
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    method = "fork" if "fork" in methods else "spawn"
    return multiprocessing.get_context(method).Pool(jobs)


def run_duplicate(args: argparse.Namespace, progress=None) -> dict[str, Any]:
    rules = args.rules
    sides = args.side_names
    count = args.games or args.deals
    tasks = [(rules.id, rules.players, rules.layout or None, tuple(sides), args.seed, i,
              bool(args.games)) for i in range(count)]
    start = time.perf_counter()
    results: list[dict[str, Any]] = []
    if args.jobs > 1 and count > 1:
        with _pool(min(args.jobs, count)) as pool:
            for r in pool.imap_unordered(_duplicate_task, tasks):
                results.append(r)
                if progress:
                    progress(len(results), count)
    else:
        for task in tasks:
            results.append(_duplicate_task(task))
            if progress:
                progress(len(results), count)
    results.sort(key=lambda r: r["index"])
    elapsed = time.perf_counter() - start
    a = [statistics.fmean(p["a"] for p in r["plays"]) for r in results]
    b = [statistics.fmean(p["b"] for p in r["plays"]) for r in results]
    diffs = [x - y for x, y in zip(a, b)]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else None
    times: dict[str, list[tuple[float, bool]]] = {}
    for r in results:
        for name, v in r["times"].items():
            times.setdefault(name, []).extend(v)
    plays_per = len(side_patterns(rules.column_count))
    summary: dict[str, Any] = {
        "mode": "duplicate",
        "variant": rules.id,
        "players": rules.players,
        "layout": rules.layout,
        "sides": list(sides),
        "seed": args.seed,
        "deals" if not args.games else "games": count,
        "plays_per_deck": plays_per,
        "deals_played": sum(p["deals"] for r in results for p in r["plays"]),
        "seconds": round(elapsed, 1),
        "mean_points": [round(statistics.fmean(a), 1), round(statistics.fmean(b), 1)],
        "difference": round(mean, 1),
        "ci95": [round(mean - half, 1), round(mean + half, 1)] if half is not None else None,
        # Per deck, in deck order: pairs run on the same seed and deal count
        # share their decks, so they can be compared deck by deck.
        "deck_differences": [round(d, 1) for d in diffs],
        "a_better": sum(1 for d in diffs if d > 0),
        "b_better": sum(1 for d in diffs if d < 0),
        "decision_times": time_summary(times),
    }
    if args.games:
        wins = [0, 0]
        for r in results:
            for p in r["plays"]:
                if p["winner"] is not None:
                    wins[p["winner"]] += 1
        total = sum(len(r["plays"]) for r in results)
        summary["games_played"] = total
        summary["games_won"] = wins
        summary["win_rate"] = [round(w / total, 3) for w in wins]
    return summary


def format_duplicate(s: dict[str, Any]) -> str:
    a, b = s["sides"]
    unit = "games" if "games" in s else "deals"
    ci = (f"[{s['ci95'][0]:+.1f}, {s['ci95'][1]:+.1f}]" if s["ci95"]
          else "n/a (one deck)")
    lines = [f"duplicate: {s['variant']}, {s['players']} players, {a} (A) vs {b} (B), "
             f"seed {s['seed']}",
             f"{s[unit]} {unit} x {s['plays_per_deck']} seatings = {s['deals_played']} deals "
             f"played in {s['seconds']} s",
             "side  bot         points per deal",
             f"   A  {a:<10} {s['mean_points'][0]:>10.1f}",
             f"   B  {b:<10} {s['mean_points'][1]:>10.1f}",
             f"difference A - B: {s['difference']:+.1f} per deal, 95% CI "
             f"{ci}; A better on {s['a_better']}, "
             f"B on {s['b_better']} of {s[unit]} {unit}"]
    if "games_won" in s:
        lines.append(f"games won: A {s['games_won'][0]} ({100 * s['win_rate'][0]:.1f}%), "
                     f"B {s['games_won'][1]} ({100 * s['win_rate'][1]:.1f}%) "
                     f"of {s['games_played']}")
    lines.append("decision times   decisions  median ms   p95 ms   max ms  |  choices"
                 "  median ms   p95 ms")
    for t in s["decision_times"]:
        lines.append(f"  {t['bot']:<12} {t['decisions']:>9} {t['median_ms']:>10.2f} "
                     f"{t['p95_ms']:>8.2f} {t['max_ms']:>8.1f}  |  {t['choices']:>7} "
                     f"{t['choice_median_ms']:>10.2f} {t['choice_p95_ms']:>8.2f}")
    lines.append("(choices: decisions with more than one legal action)")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.duplicate:
        summary = run_duplicate(args)
        print(json.dumps(summary, indent=2) if args.json else format_duplicate(summary))
        return 0
    try:
        summary = run(args)
    except (OSError, SaveError) as exc:
        print(f"arena: cannot write the records or saves: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(summary, indent=2) if args.json else format_summary(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Loading a saved game: the save of a whole 5,000-point classic game, read
and replayed through the engine, must take under 100 ms (issue 6).

    python benchmarks/save_load.py [--runs 15] [--seed 5] [--bots greedy]

Bots play a whole classic game, recorded move by move as the autosave
records it; the save is written once, then read and replayed `--runs`
times.  Prints the median (and the fastest and slowest run) and exits with
status 1 when the median is over the target.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canasta_desktop.bots import make_bot  # noqa: E402
from canasta_desktop.bots.driver import play_deal  # noqa: E402
from canasta_desktop.model.match import Match  # noqa: E402
from canasta_desktop.model.rules import get_rules  # noqa: E402
from canasta_desktop.model.state import DealState  # noqa: E402
from canasta_desktop.persistence.saves import (GameRecorder, GameSave, load_game,  # noqa: E402
                                               write_save)

TARGET_MS = 100.0


def whole_game_save(seed: int, bot: str) -> GameSave:
    rules = get_rules("classic")
    match = Match.new(rules, seed, ["You", "West", "North", "East"], draw_seats=True)
    bots = [make_bot(bot) for _ in range(rules.players)]
    # In place order: the draw may have seated "You" anywhere (Match.person).
    levels = [None if place == match.person else bot for place in range(rules.players)]
    recorder = GameRecorder()
    rng = random.Random(seed)
    while not match.is_over:
        deal = match.start_deal()
        def autosave(_deal: DealState) -> None:  # after every move, as the game does
            recorder.observe(match, levels)

        play_deal(deal, bots, rng, after_step=autosave)
        match.finish_deal()
    return recorder.observe(match, levels)


def time_loads(path: Path, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        restored = load_game(path)
        times.append((time.perf_counter() - start) * 1000)
        assert restored.match.is_over
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--bots", default="greedy", help="bot level of every seat")
    args = parser.parse_args(argv)
    save = whole_game_save(args.seed, args.bots)
    with tempfile.TemporaryDirectory() as folder:
        path = write_save(Path(folder) / "game.json", save)
        size_kb = path.stat().st_size / 1024
        time_loads(path, 2)  # warm the caches (card tables, imports)
        times = time_loads(path, args.runs)
    median = statistics.median(times)
    summary = save.summary
    assert summary is not None, "a recorded game carries its summary"
    print(f"classic game to {max(summary.totals):,} points: {len(save.deals)} deals, "
          f"{save.action_count} actions, save {size_kb:.1f} KB")
    print(f"load (read + check + replay), median of {args.runs} runs: {median:.1f} ms "
          f"(fastest {min(times):.1f} ms, slowest {max(times):.1f} ms; "
          f"target < {TARGET_MS:.0f} ms)")
    return 0 if median < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())

"""Two versions of the ladder compared deck by deck.

    python benchmarks/bot_strength.py ... --decks-out before.jsonl   (on the old code)
    python benchmarks/bot_strength.py ... --decks-out after.jsonl    (on the new code)
    python benchmarks/paired_rows.py before.jsonl after.jsonl

Two ladder rows with overlapping intervals do not say whether a change
helped: most of each row's spread is the decks' luck, which both versions
share.  The same pair on the same decks (same configuration, seed, deal
count and search size) differs deck by deck by what the change did; this
prints that difference, after - before, with its 95% interval, for every
row present in both files.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

MAX_FILE_BYTES = 20_000_000  # a developer's own files, but read with a limit
KEY_FIELDS = ("variant", "players", "layout", "pair", "seed", "deals", "search")


def read_rows(path: Path) -> dict[tuple, list[float]]:
    """The rows of a --decks-out file, by what makes them comparable."""
    if path.stat().st_size > MAX_FILE_BYTES:
        raise SystemExit(f"{path}: larger than {MAX_FILE_BYTES} bytes, not a --decks-out file")
    rows: dict[tuple, list[float]] = {}
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not text.strip():
            continue
        try:
            line = json.loads(text)
            key = tuple(line[field] for field in KEY_FIELDS)
            decks = [float(d) for d in line["deck_differences"]]
        except (ValueError, KeyError, TypeError) as error:
            raise SystemExit(f"{path}, line {number}: not a --decks-out row ({error})")
        if len(decks) != line["deals"]:
            raise SystemExit(f"{path}, line {number}: {len(decks)} decks for "
                             f"{line['deals']} deals")
        rows[key] = decks  # a row run again replaces the earlier one
    return rows


def paired(before: list[float], after: list[float]) -> tuple[float, float, float]:
    """mean(after - before) deck by deck, and its 95% interval."""
    diffs = [a - b for a, b in zip(after, before)]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return mean, mean - half, mean + half


def describe(key: tuple) -> str:
    variant, players, layout, pair, seed, deals, search = key
    where = f"{variant} {players}" + (f" {layout}" if layout else "")
    return f"{where}, {pair}, {deals} decks, seed {seed}, {search}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    before, after = read_rows(args.before), read_rows(args.after)
    common = [key for key in before if key in after]
    if not common:
        print("no row in both files with the same configuration, pair, seed, deals and "
              "search size: nothing to compare deck by deck")
        return 1
    for key in common:
        if len(before[key]) < 2:
            print(f"{describe(key)}: fewer than two decks, no interval")
            continue
        mean, low, high = paired(before[key], after[key])
        verdict = "above 0" if low > 0 else "below 0" if high < 0 else "spans 0"
        better = sum(1 for a, b in zip(after[key], before[key]) if a > b)
        worse = sum(1 for a, b in zip(after[key], before[key]) if a < b)
        print(f"{describe(key)}: before {statistics.fmean(before[key]):+.1f}, "
              f"after {statistics.fmean(after[key]):+.1f}, "
              f"after - before {mean:+.1f} [{low:+.1f}, {high:+.1f}] {verdict} "
              f"(higher on {better} decks, lower on {worse})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The duplicate arena: two bots, every deck played once per seating of the
two sides; its printed summary and its JSON."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from canasta_desktop import arena


def test_duplicate_prints_points_difference_interval_and_times(capsys):
    assert arena.main(["--duplicate", "--bots", "medium,easy", "--deals", "6",
                       "--seed", "2"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("duplicate: classic, 4 players, medium (A) vs easy (B)")
    assert "6 deals x 2 seatings = 12 deals played" in lines[1]
    assert re.search(r"^\s+A\s+medium\s+-?\d+\.\d$", out, re.M)
    assert re.search(r"^\s+B\s+easy\s+-?\d+\.\d$", out, re.M)
    assert re.search(r"difference A - B: [+-]\d+\.\d per deal, 95% CI "
                     r"\[[+-]\d+\.\d, [+-]\d+\.\d\]", out)
    assert "decision times" in out and "median ms" in out and "p95 ms" in out
    assert "choices" in out
    assert re.search(r"^\s+easy\s+\d+\s+\d+\.\d\d\s+\d+\.\d\d", out, re.M)
    assert re.search(r"^\s+medium\s+\d+\s+\d+\.\d\d\s+\d+\.\d\d", out, re.M)


def test_duplicate_json_with_games_has_win_rates(capsys):
    assert arena.main(["--duplicate", "--bots", "medium,random", "--games", "1",
                       "--variant", "head-and-foot", "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert s["mode"] == "duplicate" and s["sides"] == ["medium", "random"]
    assert s["games"] == 1 and s["plays_per_deck"] == 2 and s["games_played"] == 2
    assert s["deals_played"] == 8  # four deals per game of Tête et Queue, twice
    assert sum(s["games_won"]) <= 2 and len(s["win_rate"]) == 2
    assert s["ci95"] is None  # one deck: no interval
    assert {t["bot"] for t in s["decision_times"]} == {"medium", "random"}
    for t in s["decision_times"]:
        assert t["decisions"] > 0 and 0 <= t["median_ms"] <= t["p95_ms"] <= t["max_ms"]
        assert 0 < t["choices"] <= t["decisions"]
        assert 0 <= t["choice_median_ms"] <= t["choice_p95_ms"] <= t["max_ms"]


def test_duplicate_seatings_balance_every_column():
    for columns in (2, 3, 4, 5, 6):
        patterns = arena.side_patterns(columns)
        for column in range(columns):
            sides = [p[column] for p in patterns]
            assert sides.count(0) == sides.count(1)
        assert all(0 in p and 1 in p for p in patterns)


def test_duplicate_plays_three_sided_variants(capsys):
    assert arena.main(["--duplicate", "--bots", "easy,random", "--deals", "1",
                       "--variant", "three", "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert s["plays_per_deck"] == 6 and s["deals_played"] == 6


def test_duplicate_jobs_give_the_same_points(capsys):
    args = ["--duplicate", "--bots", "greedy,random", "--deals", "4", "--json", "--seed", "9"]
    assert arena.main(args) == 0
    one = json.loads(capsys.readouterr().out)
    assert arena.main(args + ["--jobs", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert one["mean_points"] == two["mean_points"] and one["ci95"] == two["ci95"]


@pytest.mark.parametrize("args, words", [
    (["--duplicate", "--bots", "medium,easy,random"], "two bots"),
    (["--duplicate", "--bots", "medium,genius"], "unknown bot"),
    (["--jobs", "2"], "--jobs goes with --duplicate"),
])
def test_duplicate_bad_arguments(args, words):
    result = subprocess.run([sys.executable, "-m", "canasta_desktop.arena", *args],
                            capture_output=True, text=True)
    assert result.returncode == 2
    assert words in result.stderr


@pytest.mark.parametrize("variant, players", [("five", 5), ("six-rotating", 6)])
def test_duplicate_sitting_out_variants_deal_four_seat_classic_deals(capsys, variant, players):
    """RULES.md §2 (five, six-rotating): one player per team of three sits
    out each deal in turn, so every deal is a four-seat deal under classic's
    rules (11 cards, one canasta).  With one bot level per side, who sits out
    changes nothing: the duplicate figures equal classic's by construction,
    not because the arena replayed the wrong variant."""
    def summary(argv):
        assert arena.main(["--duplicate", "--bots", "easy,random", "--deals", "2",
                           "--seed", "3", "--json"] + argv) == 0
        return json.loads(capsys.readouterr().out)

    s = summary(["--variant", variant])
    assert s["variant"] == variant and s["players"] == players
    rules = arena.parse_args(["--variant", variant]).rules
    assert rules.seats == 4 and rules.players == players
    classic = summary(["--variant", "classic"])
    assert (s["mean_points"], s["difference"]) == (classic["mean_points"], classic["difference"])


def test_duplicate_json_lists_each_decks_difference(capsys):
    """Pairs run on the same seed share their decks, so the JSON keeps each
    deck's A - B (the oracle share is worked out deck by deck from it)."""
    assert arena.main(["--duplicate", "--bots", "medium,easy", "--deals", "5", "--seed", "4",
                       "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    decks = s["deck_differences"]
    assert len(decks) == 5
    assert sum(decks) / 5 == pytest.approx(s["difference"], abs=0.1)
    assert sum(1 for d in decks if d > 0) == s["a_better"]
    assert sum(1 for d in decks if d < 0) == s["b_better"]


def test_ratio_interval_of_two_per_deck_differences():
    # Hard gains exactly half of the oracle's gain on every deck: no spread.
    assert arena.ratio_interval([50.0, 100.0, 150.0], [100.0, 200.0, 300.0]) == (0.5, 0.5, 0.5)
    # Residuals -1, +1 around a ratio of 1: half-width 1.96 * sqrt(2) / (sqrt(2) * 2).
    ratio, low, high = arena.ratio_interval([1.0, 3.0], [2.0, 2.0])
    assert ratio == 1.0 and low == pytest.approx(0.02) and high == pytest.approx(1.98)
    # Deck effects shared by both differences cancel: a tighter interval
    # than the same figures paired with the decks shuffled.
    hard = [100.0, 300.0, 500.0, 700.0]
    oracle = [210.0, 590.0, 1010.0, 1390.0]
    shared = arena.ratio_interval(hard, oracle)
    shuffled = arena.ratio_interval(hard, oracle[::-1])
    assert shared[2] - shared[1] < (shuffled[2] - shuffled[1]) / 5
    # No share of a gain that is not there, nor of decks that do not match.
    assert arena.ratio_interval([10.0, 20.0], [-5.0, 0.0]) is None
    # ... nor of one whose own interval reaches zero.
    assert arena.ratio_interval([10.0, 20.0, 30.0], [-100.0, 50.0, 200.0]) is None
    assert arena.ratio_interval([10.0, 20.0], [30.0]) is None
    assert arena.ratio_interval([10.0], [30.0]) is None

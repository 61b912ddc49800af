"""The bot ladder benchmark runs any pair of bots, the three oracles included,
and gives hard's share of each oracle's gain.  The figures depend on the
search size and the machine: they are read, not asserted."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

from canasta_desktop import arena
from canasta_desktop.bots.hard import BUDGET_ENV, ITERATIONS_ENV

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _benchmark(name: str = "bot_strength"):
    """A script of benchmarks/ loaded as a module."""
    spec = importlib.util.spec_from_file_location(f"{name}_benchmark", BENCHMARKS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_pairs_split_where_both_sides_are_bots():
    split = _benchmark().split_pair
    assert split("hard-medium") == ("hard", "medium")
    assert split("oracle-hands-medium") == ("oracle-hands", "medium")
    assert split("oracle-oracle-hands") == ("oracle", "oracle-hands")
    assert split("medium/hard-medium") == ("medium/hard", "medium")


def test_the_ladder_prints_the_oracles_and_hards_share(capsys, monkeypatch):
    # The script sets the search size in the environment: restore it after.
    monkeypatch.setenv(ITERATIONS_ENV, "2")
    monkeypatch.setenv(BUDGET_ENV, "1")
    monkeypatch.setattr(arena, "_WORKER_BOTS", {})
    monkeypatch.setattr(sys, "argv", [
        "bot_strength.py", "--pairs", "hard-medium,oracle-medium,oracle-hands-medium,oracle-next-pairs-medium",
        "--deals", "3", "--seed", "2", "--hard-iterations", "2", "--timing-deals", "0",
        "--no-partner", "--jobs", "1", "--quiet"])
    assert _benchmark().main() == 0
    out = capsys.readouterr().out
    for pair in ("hard - medium", "oracle - medium", "oracle-hands - medium",
                 "oracle-next-pairs - medium"):
        assert re.search(rf"^{pair}\s+3\s", out, re.M), pair
    for oracle in ("oracle", "oracle-hands", "oracle-next-pairs"):
        share = re.search(rf"^hard recovers (-?\d+)% \[(-?\d+)%, (-?\d+)%\] of {oracle} - "
                          rf"medium (.*)$", out, re.M)
        unclear = re.search(rf"^{oracle} - medium is not clearly above zero", out, re.M)
        assert share or unclear, oracle
        if share:
            ratio, low, high = map(int, share.groups()[:3])
            assert low <= ratio <= high
            assert ("goal: at least 50%" in share.group(4)) == (oracle == "oracle")


def test_the_split_table_says_where_each_searchers_gain_lies(capsys, monkeypatch):
    """--split: hard, oracle-hands and oracle searching at the draws alone,
    the plays alone and everywhere, each row's figures those of its pairs."""
    monkeypatch.setenv(ITERATIONS_ENV, "2")
    monkeypatch.setenv(BUDGET_ENV, "1")
    monkeypatch.setattr(arena, "_WORKER_BOTS", {})
    monkeypatch.setattr(sys, "argv", [
        "bot_strength.py", "--pairs", "hard-medium", "--split", "--deals", "2", "--seed", "3",
        "--hard-iterations", "2", "--timing-deals", "0", "--no-partner", "--jobs", "1",
        "--quiet"])
    assert _benchmark().main() == 0
    out = capsys.readouterr().out
    assert re.search(r"^gain over medium\s+draws only\s+plays only\s+every decision$", out, re.M)
    for bot in ("hard", "oracle-hands", "oracle"):
        row = re.search(rf"^{bot}\s+(\S+) \[.*\]\s+(\S+) \[.*\]\s+(\S+) \[.*\]$", out, re.M)
        assert row, bot
        for part, said in zip(("-draws", "-plays", ""), row.groups()):
            pair = re.search(rf"^{bot}{part} - medium\s+2\s+\S+\s+\S+\s+(\S+)", out, re.M)
            assert pair and pair.group(1) == said, (bot, part)


def test_the_answer_regret_benchmark_prints_its_figures(capsys):
    """benchmarks/answer_regret.py, on a few answers: each answer level's
    regret and the paired difference."""
    assert _benchmark("answer_regret").main(["--answers", "3", "--playouts", "2"]) == 0
    said = capsys.readouterr().out
    assert "classic 4p: 3 answers" in said
    for name in ("hard, to the deal's end", "hard, one round", "medium"):
        assert name in said and "mean regret" in said
    assert "one round − to the end:" in said


def test_the_answer_regret_benchmark_refuses_a_game_without_partners(capsys):
    """Two players never ask: the benchmark says so instead of looking for
    answers forever (review)."""
    import pytest

    with pytest.raises(SystemExit):
        _benchmark("answer_regret").main(["--variant", "two", "--players", "2", "--answers", "1"])
    assert "has no partners to ask" in capsys.readouterr().err


def test_the_decision_regret_benchmark_prints_regrets_and_calibration(capsys):
    """benchmarks/decision_regret.py, on two deals: each chooser's regret,
    the paired differences, and the table of hard's foresight."""
    assert _benchmark("decision_regret").main(
        ["--deals", "2", "--playouts", "2", "--iterations", "2", "--calibration"]) == 0
    said = capsys.readouterr().out
    assert re.search(r"^classic 4p: 2 deals, [1-9]\d* decisions", said, re.M), said
    for name in ("medium", "hard", "oracle-hands"):
        assert re.search(rf"^  {name}\s+mean regret\s+\d", said, re.M), name
    assert "medium − hard:" in said and "hard − oracle-hands:" in said
    assert "can the next player take the pile after the plan?" in said


def test_the_decision_regret_plans_are_valued_on_the_same_stocks():
    """Two plans are compared deal by deal: the same plan given twice is
    worth the same, to the point, and a plan that cannot be played is
    worth nothing anyone would choose."""
    import canasta_desktop.bots.hard as hard
    from canasta_desktop.model.actions import Discard

    script = _benchmark("decision_regret")
    rules = script.rules_for("classic", 4)
    deal, _memory, step = next(script.turn_starts(rules, 50100))
    plans = hard.candidate_macros(deal, script.SEAT, root=True)
    unplayable = hard.Macro((Discard(-1),), "not a card")
    first, again, other, never = script.worths(
        deal, [plans[0], plans[0], plans[-1], unplayable], 6, step)
    assert first == again
    assert never < min(first, other) - 1e6


def test_two_versions_compare_deck_by_deck(capsys, monkeypatch, tmp_path):
    """--decks-out keeps each row's decks; paired_rows.py gives after - before
    deck by deck, only for rows run on the same decks and search size."""
    monkeypatch.setenv(ITERATIONS_ENV, "2")
    monkeypatch.setenv(BUDGET_ENV, "1")
    monkeypatch.setattr(arena, "_WORKER_BOTS", {})
    before = tmp_path / "before.jsonl"
    monkeypatch.setattr(sys, "argv", [
        "bot_strength.py", "--pairs", "medium-easy", "--deals", "3", "--seed", "5",
        "--timing-deals", "0", "--no-partner", "--jobs", "1", "--quiet",
        "--decks-out", str(before)])
    assert _benchmark().main() == 0
    row = json.loads(before.read_text())
    printed = re.search(r"^medium - easy\s+3\s+\S+\s+\S+\s+(\S+)", capsys.readouterr().out, re.M)
    assert row["pair"] == "medium-easy" and len(row["deck_differences"]) == 3
    assert float(printed.group(1)) == round(sum(row["deck_differences"]) / 3, 1)

    # A version 30 points a deal better on two decks and 30 worse on one.
    after = tmp_path / "after.jsonl"
    row["deck_differences"] = [d + s for d, s in zip(row["deck_differences"], (30, 30, -30))]
    after.write_text(json.dumps(row) + "\n")
    compare = _benchmark("paired_rows").main
    assert compare([str(before), str(after)]) == 0
    out = capsys.readouterr().out
    assert "classic 4, medium-easy, 3 decks, seed 5" in out
    assert "after - before +10.0 [" in out and "higher on 2 decks, lower on 1" in out

    # Other decks (another seed) are not compared.
    row["seed"] = 6
    after.write_text(json.dumps(row) + "\n")
    assert compare([str(before), str(after)]) == 1
    assert "nothing to compare deck by deck" in capsys.readouterr().out

    # A damaged file is refused with where it is damaged.
    after.write_text("{not json\n")
    with pytest.raises(SystemExit, match="after.jsonl, line 1: not a --decks-out row"):
        compare([str(before), str(after)])

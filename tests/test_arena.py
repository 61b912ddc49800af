"""The headless arena's command line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from canasta_desktop import arena
from canasta_desktop.model.records import deal_record, read_jsonl, replay
from canasta_desktop.model.variants import VARIANTS


def test_arena_plays_deals_and_writes_replayable_records(tmp_path, capsys):
    path = tmp_path / "deals.jsonl"
    assert arena.main(["--variant", "classic", "--players", "4", "--deals", "12", "--seed",
                       "3", "--bots", "greedy,random", "--records", str(path)]) == 0
    out = capsys.readouterr().out
    assert "deals played: 12" in out and "deals/s" in out
    records = read_jsonl(str(path))
    assert len(records) == 12
    for record in records:
        deal = replay(record)
        assert [t["total"] for t in record["result"]] == [s.total for s in deal.scores()]


def test_arena_json_summary_counts_games_and_wins(capsys):
    assert arena.main(["--games", "2", "--bots", "greedy,random,greedy,random", "--json",
                       "--seed", "4"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 2
    assert sum(t["games_won"] for t in summary["teams"]) <= 2
    assert summary["deals"] == sum(summary["deal_ends"].values())
    assert [s["bot"] for s in summary["seats"]] == ["greedy", "random"] * 2
    # greedy play beats random play by a wide margin over two games
    assert summary["teams"][0]["mean_points"] > summary["teams"][1]["mean_points"]


def test_s5_rami_game_that_never_reaches_the_target_stops_and_says_so(monkeypatch, capsys):
    # Greedy bots alone at rami two-handed drift below zero (no canastas):
    # seed 1 is such a game; the arena stops it instead of running for ever.
    monkeypatch.setattr(arena, "MAX_DEALS_PER_GAME", 12)
    assert arena.main(["--variant", "rami", "--players", "2", "--games", "1", "--seed", "1",
                       "--bots", "greedy"]) == 0
    out = capsys.readouterr().out
    assert "deals played: 12" in out
    assert "games stopped after 12 deals, no total at the target: 1" in out


@pytest.mark.parametrize("args, words", [
    (["--variant", "nope"], "unknown variant"),
    (["--players", "3"], "played by 4 players"),
    (["--bots", "greedy,random,random"], "--bots needs"),
    (["--bots", "genius"], "unknown bot"),
    (["--deals", "0"], "at least 1"),
    (["--deals", "2", "--games", "2"], "not allowed with"),
])
def test_arena_bad_arguments_exit_2_with_a_message(args, words):
    result = subprocess.run([sys.executable, "-m", "canasta_desktop.arena", *args],
                            capture_output=True, text=True)
    assert result.returncode == 2
    assert words in result.stderr


CONFIGS = [(info.id, players, layout.id) for info in VARIANTS.values()
           for players in info.player_counts for layout in info.layouts(players)]


@pytest.mark.parametrize("variant, players, layout", CONFIGS,
                         ids=[f"{v}-{p}-{l}" for v, p, l in CONFIGS])
def test_arena_records_replay_through_the_record_reader_in_every_variant(
        variant, players, layout, tmp_path, capsys):
    path = tmp_path / "deals.jsonl"
    assert arena.main(["--variant", variant, "--players", str(players), "--layout", layout,
                       "--deals", "3", "--seed", "5",
                       "--bots", ",".join(("greedy", "random")[p % 2] for p in range(players)),
                       "--records", str(path)]) == 0
    capsys.readouterr()
    records = read_jsonl(str(path))
    assert len(records) == 3
    for record in records:
        deal = replay(record)
        assert deal.is_over
        assert record["result"] == json.loads(json.dumps(deal_record(deal)["result"]))
        assert json.loads(json.dumps(deal_record(deal)["actions"])) == record["actions"]
        for column in record["result"]:
            assert all(isinstance(h["seat"], int) for h in column["hands"])

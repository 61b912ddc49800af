"""The arena keeps the games it plays as ordinary save files."""

from __future__ import annotations

import subprocess
import sys

import pytest

from canasta_desktop import arena
from canasta_desktop.persistence.saves import load_game, read_save


def test_one_game_to_a_file_and_several_to_a_directory(tmp_path, capsys):
    single = tmp_path / "one.json"
    assert arena.main(["--games", "1", "--seed", "4", "--variant", "two",
                       "--save", str(single)]) == 0
    restored = load_game(single)
    assert restored.match.is_over and restored.save.bots == ("greedy", "greedy")
    assert restored.match.names == ("greedy 1", "greedy 2")
    folder = tmp_path / "games"
    assert arena.main(["--games", "2", "--seed", "7", "--variant", "three",
                       "--save", str(folder)]) == 0
    files = sorted(p.name for p in folder.iterdir())
    assert files == ["game-three-7.json", "game-three-8.json"]
    assert all(read_save(folder / f).summary.finished for f in files)
    capsys.readouterr()


def test_stop_after_leaves_a_game_to_resume(tmp_path, capsys):
    path = tmp_path / "half.json"
    assert arena.main(["--games", "1", "--save", str(path), "--stop-after", "90"]) == 0
    save = read_save(path)
    assert save.action_count == 90 and not save.summary.finished
    assert "in 1 games" not in capsys.readouterr().out  # the game was not finished


@pytest.mark.parametrize("args, words", [
    (["--save", "x.json"], "--save needs --games"),
    (["--games", "2", "--save", "x.json"], "needs --games 1"),
    (["--games", "1", "--stop-after", "5"], "--stop-after needs --save"),
    (["--games", "1", "--save", "x.json", "--stop-after", "-1"], "0 or more"),
    (["--games", "1", "--save", "x.json", "--bots", "oracle,medium"],
     "does not offer the 'oracle' bot"),
])
def test_bad_save_arguments_exit_2_with_a_message(tmp_path, args, words):
    result = subprocess.run([sys.executable, "-m", "canasta_desktop.arena", *args],
                            capture_output=True, text=True, cwd=tmp_path)
    assert result.returncode == 2
    assert words in result.stderr

"""The save/load benchmark runs and meets its target (a 5,000-point classic
game loads in under 100 ms; it takes about a tenth of that)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "save_load.py"


def test_loading_a_whole_classic_game_takes_under_100_ms(capsys):
    spec = importlib.util.spec_from_file_location("save_load_benchmark", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--runs", "5"]) == 0
    out = capsys.readouterr().out
    assert "median of 5 runs" in out and "target < 100 ms" in out

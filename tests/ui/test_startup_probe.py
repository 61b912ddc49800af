"""`--report-ready` (for benchmarks/ui_speed.py): the real application says
how old its process is once the table is shown, then quits by itself."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from canasta_desktop.ui.startup_probe import process_age_s

ROOT = Path(__file__).resolve().parents[2]


def test_the_process_age_counts_from_the_process_start():
    assert 0.0 < process_age_s() < 24 * 3600


def test_the_application_reports_when_its_table_is_ready(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(tmp_path / "config")}  # never the user's settings
    done = subprocess.run([sys.executable, "-m", "canasta_desktop", "--report-ready",
                           "--data-dir", str(tmp_path / "data")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    ready = [line for line in done.stdout.splitlines() if line.startswith("ready ")]
    assert len(ready) == 1 and float(ready[0].split()[1]) > 0
    assert "--report-ready" not in subprocess.run(
        [sys.executable, "-m", "canasta_desktop", "--help"], cwd=ROOT, env=env,
        capture_output=True, text=True, timeout=60).stdout, "a hidden option"

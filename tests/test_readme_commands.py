"""The README's Quick start commands stay true: CI runs the test command
verbatim, and the play command starts the installed application."""

import re
import shlex
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text("utf-8")


def command_after(marker: str) -> str:
    match = re.search(rf"<!-- {marker} -->\s*```[a-z]*\n(.*?)\n```", README, re.DOTALL)
    assert match, f"no fenced block after <!-- {marker} --> in README.md"
    lines = match.group(1).strip().splitlines()
    assert len(lines) == 1, f"the {marker} must be a single line"
    return lines[0]


@pytest.fixture(scope="module")
def play_command() -> str:
    return command_after("play-command")


@pytest.fixture(scope="module")
def test_command() -> str:
    return command_after("test-command")


def test_ci_runs_the_readme_test_command(test_command):
    ci_lines = (ROOT / ".ci" / "run").read_text("utf-8").splitlines()
    assert test_command in ci_lines


def test_test_command_runs_pytest(test_command):
    assert test_command.endswith("-m pytest")


def test_play_command_starts_the_game(play_command):
    last_step = shlex.split(play_command.split("&&")[-1])
    assert len(last_step) == 1
    assert Path(last_step[0]).name == "canasta-desktop"


def test_play_command_names_the_declared_script(play_command):
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    scripts = pyproject["project"]["gui-scripts"]
    assert scripts.get("canasta-desktop") == "canasta_desktop.app:main"


@pytest.mark.parametrize("module", ["canasta_desktop.persistence.saves",
                                    "canasta_desktop.model.records"])
def test_readme_names_the_file_format_versions_written(module):
    """A player or tool author reading the README learns the version of the
    files the game writes now (it said version 2 after saves became 3)."""
    import importlib

    written = importlib.import_module(module)
    named = re.findall(rf"`{re.escape(written.FORMAT)}`, version (\d+)", README)
    assert named, f"README.md does not name the {written.FORMAT} format's version"
    assert {int(v) for v in named} == {written.VERSION}

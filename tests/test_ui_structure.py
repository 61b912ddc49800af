"""Small modules with one job each (issue 15, "Structure"): no class of the
user interface has more than 25 methods.  A window that builds and wires
everything itself grows past that; its parts belong in classes of their own,
built and connected by the composition root (`canasta_desktop/app.py`)."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "canasta_desktop" / "ui"
MOST_METHODS = 25

# Classes being split by other helpers of issue 15; the lead removes each
# entry when that split lands (the test then holds them to the rule too).
BEING_SPLIT: dict[str, str] = {}


def method_counts() -> dict[str, int]:
    """'file.py:Class' -> the number of methods defined in the class body."""
    counts = {}
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                counts[f"{path.relative_to(UI)}:{node.name}"] = sum(
                    isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))
                    for item in node.body)
    return counts


def test_no_ui_class_has_more_than_25_methods():
    counts = method_counts()
    assert "main_window.py:MainWindow" in counts, "the classes of ui/ are found"
    too_big = {name: n for name, n in counts.items()
               if n > MOST_METHODS and name not in BEING_SPLIT}
    assert not too_big, f"ui/ classes over {MOST_METHODS} methods: {too_big}"


def test_the_classes_being_split_are_still_there():
    """An entry left after its class is split (or renamed) would let a new
    class of that name grow unchecked: remove it."""
    counts = method_counts()
    stale = [name for name in BEING_SPLIT if counts.get(name, 0) <= MOST_METHODS]
    assert not stale, f"remove from BEING_SPLIT, they keep the rule now: {stale}"


# The window's parts, built once by app.py's Desktop and handed to those that use them.
PARTS = {"MainWindow", "GameController", "Autosaver", "Hinter", "Menus", "GameFlow",
         "FileActions", "StatusMessages", "HelpWindows", "BotHold", "TakeBack",
         "TablePreferences"}


def test_the_parts_do_not_build_one_another():
    """Only the composition root builds the window's parts (a screenshot
    script asks it for a Desktop too)."""
    built = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                owner = getattr(func.value, "id", "") if isinstance(func, ast.Attribute) else ""
                if name in PARTS or (owner in PARTS and name == "for_data_dir"):
                    built.append(f"{path.name}:{node.lineno} builds {owner or name}")
    assert not built, built

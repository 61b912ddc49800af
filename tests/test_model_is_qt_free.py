"""The rules engine and the bots must never depend on Qt.

Two checks: no source file under canasta_desktop/model, canasta_desktop/bots
or canasta_desktop/words (the catalogues the model words its refusals from)
imports PySide6/shiboken6, and importing those packages in a fresh interpreter
loads no Qt module (this also catches indirect imports).

The session's pure-Python parts (the person's turn and moves, who sits
where, Undo and Redo, gestures...), tested without Qt, import no Qt either,
nor any part of the package but the engine's and each other: the session
package itself loads Qt (its __init__), so the fresh interpreter cannot
judge them, and their imports are followed here instead.
"""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "canasta_desktop"
QT_FREE = ("model", "bots", "words")  # the model words its refusals from `words`
QT_MODULES = ("PySide6", "shiboken6")
# The session's modules that hold no Qt object (their docstrings say "pure Python").
PURE_SESSION = ("deal_memory", "forward", "gestures", "keeper_words", "person_moves", "redo",
                "seats", "turn_questions", "undo")


def qt_imports(source: str, filename: str = "<source>") -> list[str]:
    """Return 'line: module' for every PySide6/shiboken6 import in source."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        for name in names:
            if name.split(".")[0] in QT_MODULES:
                found.append(f"{node.lineno}: {name}")
    return found


def package_imports(source: str, package: str) -> list[str]:
    """The modules of canasta_desktop that `source`, a module of its
    subpackage `package`, imports, below canasta_desktop ("model.state")."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                found.append(node.module or "")
                continue
            base = ["canasta_desktop", package][:max(0, 3 - node.level)]
            if node.module:
                found.append(".".join(base + [node.module]))
            else:  # from . import undo: the names are modules
                found += [".".join(base + [alias.name]) for alias in node.names]
    prefix = "canasta_desktop."
    return [name[len(prefix):] for name in found if name.startswith(prefix)]


def test_checker_sees_qt_imports():
    source = "import os\nimport PySide6.QtCore\nfrom shiboken6 import isValid\nfrom . import x\n"
    assert qt_imports(source) == ["2: PySide6.QtCore", "3: shiboken6"]
    source = ("import os\nfrom . import undo as rules\nfrom .hints import Hinter\n"
              "from .. import words\nfrom ..model.state import DealState\n")
    assert package_imports(source, "session") == ["session.undo", "session.hints", "words",
                                                  "model.state"]


@pytest.mark.parametrize("name", PURE_SESSION)
def test_the_pure_session_parts_need_no_qt(name):
    """Audit (s40): the checks that a part of the person's turn, or the
    seating, imports no Qt sat in their behaviour tests, one module each."""
    path = PACKAGE / "session" / f"{name}.py"
    source = path.read_text("utf-8")
    assert qt_imports(source, str(path)) == []
    beyond = [module for module in package_imports(source, "session")
              if module.split(".")[0] not in QT_FREE
              and not (module.startswith("session.") and module.split(".")[1] in PURE_SESSION)]
    assert beyond == [], "the Qt glue reached from a pure-Python part"


@pytest.mark.parametrize("subpackage", QT_FREE)
def test_sources_do_not_import_qt(subpackage):
    folder = PACKAGE / subpackage
    if not folder.is_dir():
        pytest.skip(f"canasta_desktop/{subpackage} does not exist yet")
    offenders = []
    for path in sorted(folder.rglob("*.py")):
        rel = path.relative_to(ROOT)
        offenders += [f"{rel}:{hit}" for hit in qt_imports(path.read_text("utf-8"), str(rel))]
    assert not offenders, "Qt imported in the Qt-free layer:\n" + "\n".join(offenders)


def test_importing_engine_loads_no_qt():
    present = [f"canasta_desktop.{name}" for name in QT_FREE if (PACKAGE / name).is_dir()]
    if not present:
        pytest.skip("canasta_desktop.model and canasta_desktop.bots do not exist yet")
    code = (
        f"import sys; import {', '.join(present)}; "
        f"assert not any(m.startswith({QT_MODULES!r}) for m in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr

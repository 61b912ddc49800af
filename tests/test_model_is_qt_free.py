"""The rules engine and the bots must never depend on Qt.

Two checks: no source file under canasta_desktop/model, canasta_desktop/bots
or canasta_desktop/words (the catalogues the model words its refusals from)
imports PySide6/shiboken6, and importing those packages in a fresh interpreter
loads no Qt module (this also catches indirect imports).
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


def test_checker_sees_qt_imports():
    source = "import os\nimport PySide6.QtCore\nfrom shiboken6 import isValid\nfrom . import x\n"
    assert qt_imports(source) == ["2: PySide6.QtCore", "3: shiboken6"]


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

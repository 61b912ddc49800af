"""Saves, the archive and the sheet's HTML are pure Python: the arena, the
command line and the tests use them without Qt (only printing proper and the
dialogs need it)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PURE = ("canasta_desktop.persistence.paths", "canasta_desktop.persistence.atomic",
        "canasta_desktop.persistence.saves", "canasta_desktop.persistence.archive",
        "canasta_desktop.printing.sheet_html", "canasta_desktop.printing.sources",
        "canasta_desktop.arena")


def test_importing_persistence_and_the_sheet_html_loads_no_qt():
    code = (f"import sys; import {', '.join(PURE)}; "
            "assert not any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules), "
            "sorted(m for m in sys.modules if m.startswith('PySide6'))")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr

"""Shared test setup.

Qt must run without a display in tests and CI, so the offscreen platform is
chosen here, before anything imports Qt.  Tests marked ``slow`` (long random
playouts) only run when CANASTA_SLOW=1 is set.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get("CANASTA_SLOW") == "1":
        return
    skip_slow = pytest.mark.skip(reason="slow test: set CANASTA_SLOW=1 to run it")
    for item in items:
        if item.get_closest_marker("slow") is not None:
            item.add_marker(skip_slow)

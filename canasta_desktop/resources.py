"""Where the game's artwork lives on disk.

Every file the application loads from the top-level ``resources/`` folder
(card decks, icons) is found through :func:`resource_path`, so the lookup rule
lives in one place:

1. the folder named by the ``CANASTA_RESOURCES`` environment variable, if it
   is set (packagers, tests, or a wheel install that put the art elsewhere);
2. otherwise ``resources/`` next to the ``canasta_desktop`` package, which is
   where it is in a source checkout and in an editable install
   (``pip install -e .``).

Shipping ``resources/`` inside a wheel is left to the packaging work (see
``resources/README.md``); when it lands, it only needs to extend
:func:`resources_root`.

This module is Qt-free.
"""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "CANASTA_RESOURCES"

_SOURCE_RESOURCES = Path(__file__).resolve().parent.parent / "resources"


def resources_root() -> Path:
    """The folder that holds the game's resources (it may not exist)."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override).expanduser()
    return _SOURCE_RESOURCES


def resource_path(*parts: str) -> Path:
    """Path of a resource, e.g. ``resource_path("origen", "AS.svg")``.

    The path is returned whether or not the file exists, so callers can report
    a missing file with its full name.
    """
    return resources_root().joinpath(*parts)

"""The window, the card table scene and its items, dialogs (Qt)."""

from .. import qt_compat  # noqa: F401  (before any Qt object is used)

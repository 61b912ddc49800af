"""Qt glue between the rules engine and the table: the controller owns the
match, applies actions, runs the bots off the UI thread and emits signals."""

from .. import qt_compat  # noqa: F401  (before any Qt object is used)

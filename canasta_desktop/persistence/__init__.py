"""Data paths, saved games and the score-sheet archive: pure Python, no Qt.

The Qt glue that autosaves the running game lives in `session/autosave.py`;
the dialogs that list saves and past games live in `ui/`.
"""

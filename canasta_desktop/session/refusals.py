"""The engine's refusals, and why Undo is not offered, in the player's
language: the catalogue of the language in use (`canasta_desktop.words`,
through `model/refusal_text.py`) renders the code and parameters; nothing
here reads the English words."""

from __future__ import annotations

from .. import words
from ..model import refusal_text as catalogue
from ..model.errors import IllegalAction
from .undo import UndoBlocked


def refusal_text(refusal: IllegalAction) -> str:
    """"Not allowed: <reason> (<rule section>)" in the current language."""
    return catalogue.refusal_text(refusal, words.current_language())


def reason_text(refusal: IllegalAction) -> str:
    """The refusal's reason alone, in the current language."""
    return catalogue.reason_text(refusal, words.current_language())


def section_name(section: str) -> str:
    """A RULES.md section's title in the current language."""
    return catalogue.section_text(section, words.current_language())


def undo_blocked_text(blocked: UndoBlocked) -> str:
    """Why Undo is not offered now, in the current language."""
    return words.text("undo_blocked", blocked.code, None, **blocked.params)

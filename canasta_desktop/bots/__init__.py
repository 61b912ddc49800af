"""Bots: pure Python, no Qt.  Each one sees only its seat's view and the legal actions."""

from .base import Bot, bot_names, make_bot

__all__ = ["Bot", "bot_names", "make_bot"]

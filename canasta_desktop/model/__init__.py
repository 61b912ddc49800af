"""The rules engine: pure Python, no Qt (a test enforces it)."""

from .actions import (Action, AnswerGoOut, AskGoOut, Discard, Draw, EndDeal, Meld,
                      MeldPart, TakePile, action_text, parse_action)
from .errors import IllegalAction
from .events import Event
from .rules import RuleSet, get_rules, registry
from .state import DealSetup, DealState

__all__ = [
    "Action", "AnswerGoOut", "AskGoOut", "Discard", "Draw", "EndDeal", "Meld", "MeldPart",
    "TakePile", "action_text", "parse_action", "IllegalAction", "Event", "RuleSet",
    "get_rules", "registry", "DealSetup", "DealState",
]

"""Refusals: every illegal action is explained (reason code, plain words, rule)."""

from __future__ import annotations


class IllegalAction(Exception):
    """Raised by `DealState.apply` / `check`; the state is left untouched.

    `code` is stable (the UI translates it), `message` is plain English words
    for logs and tests, `section` names the RULES.md section that forbids it.
    """

    def __init__(self, code: str, message: str, section: str) -> None:
        super().__init__(f"{message} ({section})")
        self.code = code
        self.message = message
        self.section = section


def refuse(code: str, message: str, section: str) -> IllegalAction:
    return IllegalAction(code, message, section)

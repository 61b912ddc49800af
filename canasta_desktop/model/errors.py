"""Refusals: every illegal action is explained by a code, its rule and its
parameters; the words come from one catalogue per language
(`canasta_desktop.words`, rendered by `model/refusal_text.py`), never from
the place that refuses."""

from __future__ import annotations


class IllegalAction(Exception):
    """Raised by `DealState.apply` / `check`; the state is left untouched.

    `code` is stable (the catalogues turn it into a sentence), `section`
    names the RULES.md section that forbids the move, and `params` are the
    typed values the sentence needs (ints, the model's enums, or the
    IllegalAction that explains this one).  Built often while bots search,
    so the words are only made when asked for.
    """

    def __init__(self, code: str, section: str, /, **params: object) -> None:
        super().__init__(code, section)
        self.code = code
        self.section = section
        self.params = params

    def anew(self) -> "IllegalAction":
        """The same refusal as a new exception, to raise from a frame that
        holds this one in a variable: raising the held one would tie it and
        the frame in a reference cycle (its traceback points at the frame),
        and bots raise refusals by the thousand while they search."""
        return IllegalAction(self.code, self.section, **self.params)

    def with_params(self, **params: object) -> "IllegalAction":
        """The same refusal with more parameters."""
        return IllegalAction(self.code, self.section, **{**self.params, **params})

    def citing(self, section: str) -> "IllegalAction":
        """The same refusal naming another RULES.md section: the one that
        governs its rule in the variant being played (`RuleSet.section`)."""
        return IllegalAction(self.code, section, **self.params)

    @property
    def message(self) -> str:
        """The reason in plain English (logs, tests, the command line)."""
        from .refusal_text import reason_text

        return reason_text(self, "en")

    def __str__(self) -> str:
        return f"{self.message} ({self.section})"

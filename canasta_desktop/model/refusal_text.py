"""The words of every refusal, from the words catalogues
(`canasta_desktop.words`: namespaces "refusal", "refusal_phrase", "section",
"refusal_frame").

A refusal is a code, a RULES.md section and typed parameters
(`errors.IllegalAction`); the catalogue turns the code into a sentence and
here each parameter becomes words: numbers as they are, the model's enums by
their own phrase (keyed "Class.MEMBER"), a nested refusal (the reason a card
must be kept) by its own sentence.  A variant with its own cards (Origen)
adds `card_design` to its refusals: a sentence or phrase keyed
"KEY@origen" then names its cards (a Retener, a Sol), the plain key
otherwise.  The engine, the session's gestures and
the controller all raise codes found there; a test walks every code raised
and renders it in both languages.  Plain Python, so the model's English
`message` uses it too.
"""

from __future__ import annotations

from enum import Enum
from typing import Mapping

from .. import words
from .errors import IllegalAction


def phrase_key(value: Enum) -> str:
    """A parameter's key in the "refusal_phrase" namespace: "FreezeReason.NOT_OPENED"."""
    return f"{type(value).__name__}.{value.name}"


def _template(namespace: str, key: str, lang: str, design: object,
              params: Mapping[str, object] | None = None) -> str | None:
    """The words for `key`, as the variant's own cards word them ("KEY@origen")."""
    return words.own_template(namespace, key, design, lang, params)


class _Words(dict):
    """A refusal's parameters as words, each made when the sentence uses it."""

    def __init__(self, params: Mapping[str, object], lang: str, design: object) -> None:
        super().__init__(params)
        self.lang = lang
        self.design = design

    def __getitem__(self, name: str) -> object:
        value = super().__getitem__(name)
        if isinstance(value, Enum):
            found = _template("refusal_phrase", phrase_key(value), self.lang, self.design)
            if found is None:
                raise KeyError(f"no words for {phrase_key(value)!r} in {self.lang}")
            return found
        if isinstance(value, IllegalAction):
            return reason_text(value, self.lang, self.design)
        return value


def reason_text(refusal: IllegalAction, lang: str, design: object = None) -> str:
    """The refusal's reason in `lang` ("en" or "fr"); `design`: the cards of
    the refusal that holds this one (its own `card_design` else)."""
    design = refusal.params.get("card_design", design)
    template = _template("refusal", refusal.code, lang, design, refusal.params)
    if template is None:
        raise KeyError(f"no words for the refusal {refusal.code!r} in {lang}")
    return template.format_map(_Words(refusal.params, lang, design))


def section_text(section: str, lang: str) -> str:
    return words.template("section", section, lang) or section


def refusal_text(refusal: IllegalAction, lang: str) -> str:
    """"Not allowed: <reason> (<rule section>)" in `lang`."""
    return words.text("refusal_frame", "not_allowed", lang, reason=reason_text(refusal, lang),
                      section=section_text(refusal.section, lang))

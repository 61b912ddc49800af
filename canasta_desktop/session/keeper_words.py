"""The score keeper's words, from the words catalogues (`canasta_desktop.words`,
namespaces "keeper", "keeper_problem", "keeper_what").

The model refuses an entry with a code and its numbers (`score_keeper.Problem`);
the words are there.  Plain Python: the form and its tests read the same
sentences, in the language they are given, without Qt.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from .. import words
from ..model.score_keeper import Problem

LANGUAGES = words.LANGUAGES


def _lang(lang: str) -> str:
    return lang if lang in LANGUAGES else "en"


def text(lang: str, key: str, **values: object) -> str:
    return words.text("keeper", key, _lang(lang), **values)


def problem_text(lang: str, problem: Problem, columns: Sequence[str]) -> str:
    """A refusal or a warning in words; `columns` names the sheet's columns."""
    lang = _lang(lang)
    values: dict[str, object] = dict(problem.params)
    for key in ("column", "first", "second"):
        index = values.get(key)
        if isinstance(index, int):
            values[key] = columns[index] if 0 <= index < len(columns) else "?"
    if "what" in values:
        what = str(values["what"])
        values["what"] = words.template("keeper_what", what, lang) or what
    template = words.template("keeper_problem", problem.code, lang, values)
    if template is None:
        return problem.code  # a new check in the model: show its code rather than nothing
    # Numbers as the sheet writes them, once the sentence is chosen by them:
    # "6,135", « 6 135 » (play-test s38: "6135 … worth 1180" beside a preview
    # that read 6,000).
    shown = {key: words.points(value, lang) if isinstance(value, int)
             and not isinstance(value, bool) else value for key, value in values.items()}
    return template.format(**shown)


def problems_text(lang: str, problems: Sequence[Problem], columns: Sequence[str]
                  ) -> Mapping[str, list[str]]:
    """{"refused": [...], "warnings": [...]} in words."""
    return {"refused": [problem_text(lang, p, columns) for p in problems if not p.warning],
            "warnings": [problem_text(lang, p, columns) for p in problems if p.warning]}

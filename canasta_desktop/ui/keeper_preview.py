"""The score keeper's preview: a deal's line as the sheet will have it,
and what the model refuses or warns of, before the deal is added."""

from __future__ import annotations

from typing import Sequence

from ..model.rules import CardDesign
from ..model.score_keeper import DealEntry, ScoreKeeper
from ..model.scoring import TeamScore
from ..printing.sheet_html import format_points
from ..printing.sheet_html import text as sheet_text
from ..session.keeper_words import problems_text, text


def breakdown_table(lang: str, titles: Sequence[str], scores: Sequence[TeamScore],
                    sol: bool = False) -> str:
    """A deal's points row by row, as the sheet will have them (the preview).
    `sol`: Origen's red threes are its Sol cards, as the form and the printed
    sheet name them (play-test: the preview said "Red threes")."""
    rows = ["<tr><td></td>" + "".join(f"<td align='right'><b>{t}</b></td>"
                                      for t in titles) + "</tr>"]
    keys = list(scores[0].breakdown()) if scores else []
    for key in keys:
        values = [s.breakdown()[key] for s in scores]
        if not any(values):
            continue
        name = "red_threes_sol" if key == "red_threes" and sol else key
        rows.append(f"<tr><td>{sheet_text(lang, name)}</td>" + "".join(
            f"<td align='right'>{format_points(v, lang) if v else '–'}</td>"
            for v in values) + "</tr>")
    rows.append(f"<tr><td><b>{sheet_text(lang, 'deal_points')}</b></td>" + "".join(
        f"<td align='right'><b>{format_points(s.total, lang)}</b></td>" for s in scores)
        + "</tr>")
    return "<table cellspacing='0' cellpadding='2' width='100%'>" + "".join(rows) + \
        "</table>"



def preview_html(keeper: ScoreKeeper, entry: DealEntry, number: int, lang: str,
                 titles: Sequence[str]) -> str:
    """Deal `number` typed in as `entry`: its points row by row, then the
    model's refusals and warnings, in `lang`."""
    scores, problems = keeper.preview(entry, number)
    words = problems_text(lang, problems, titles)
    parts = [f"<b>{text(lang, 'breakdown')}</b>",
             breakdown_table(lang, titles, scores, keeper.rules.design is CardDesign.ORIGEN)]
    if words["refused"]:
        parts.append(f"<p style='color:#b00020'><b>{text(lang, 'refused')}</b> "
                     + " ".join(words["refused"]) + "</p>")
    if words["warnings"]:
        parts.append(f"<p style='color:#a05a00'><b>{text(lang, 'warning')}</b> "
                     + " ".join(words["warnings"]) + "</p>")
    return "".join(parts)

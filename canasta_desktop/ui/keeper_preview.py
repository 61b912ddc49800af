"""The score keeper's preview: a deal's line as the sheet will have it,
and what the model refuses or warns of, before the deal is added."""

from __future__ import annotations

import html
from typing import Sequence

from ..model.rules import CardDesign
from ..model.score_keeper import DealEntry, ScoreKeeper
from ..model.scoring import TeamScore
from ..printing.sheet_html import format_points
from ..printing.sheet_html import text as sheet_text
from ..session.keeper_words import problems_text, text


def breakdown_table(lang: str, heads: Sequence[str], scores: Sequence[TeamScore],
                    sol: bool = False, widths: Sequence[int] = ()) -> str:
    """A deal's points row by row, as the sheet will have them (the preview).
    `sol`: Origen's red threes are its Sol cards, as the form and the printed
    sheet name them (play-test: the preview said "Red threes").  `widths`:
    the form's columns in pixels, the row labels' first, for the preview's
    heads and numbers to stand under the boxes (play-test s39: they stood
    wherever the table's own widths put them)."""
    def cell(column: int, content: str, align: str = "right") -> str:
        width = f" width='{widths[column]}'" if column < len(widths) else ""
        return f"<td align='{align}'{width}>{content}</td>"

    rows = ["<tr>" + cell(0, "", "left") + "".join(
        cell(c + 1, f"<b>{html.escape(t)}</b>", "center") for c, t in enumerate(heads))
        + "</tr>"]
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
    whole = "" if widths else " width='100%'"
    return f"<table cellspacing='0' cellpadding='2'{whole}>" + "".join(rows) + "</table>"


def preview_html(keeper: ScoreKeeper, entry: DealEntry, number: int, lang: str,
                 titles: Sequence[str], heads: Sequence[str],
                 widths: Sequence[int] = ()) -> str:
    """Deal `number` typed in as `entry`: its points row by row, under
    `heads` in columns `widths` wide, then the model's refusals and
    warnings (naming the `titles`), in `lang`."""
    scores, problems = keeper.preview(entry, number)
    words = problems_text(lang, problems, titles)
    parts = [f"<b>{text(lang, 'breakdown')}</b>",
             breakdown_table(lang, heads, scores, keeper.rules.design is CardDesign.ORIGEN,
                             widths)]
    if words["refused"]:
        parts.append(f"<p style='color:#b00020'><b>{text(lang, 'refused')}</b> "
                     + " ".join(words["refused"]) + "</p>")
    if words["warnings"]:
        parts.append(f"<p style='color:#a05a00'><b>{text(lang, 'warning')}</b> "
                     + " ".join(words["warnings"]) + "</p>")
    return "".join(parts)

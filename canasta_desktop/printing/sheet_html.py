"""Score sheets and blank score pads as HTML: pure Python, no Qt.

The HTML is written for `QTextDocument` (Qt's rich-text subset: tables with
`cellpadding`, widths in percent, colours, `<thead>` rows repeated on every
printed page) and works as well in a `QTextBrowser` on screen.  It is built
from the model's `ScoreSheet` (a live game, a save replayed, or an archived
sheet), so the printed sheet can never disagree with the game.

The words are in the language asked for (French or English), from the words
catalogues (`canasta_desktop.words`, namespaces "sheet" and "month"): this
module has no Qt, and a sheet is printed in the UI language of the moment,
which the caller knows.
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Mapping, Sequence, TypeVar

from .. import words
from ..model.cards import ACE, JOKER, card_value
from ..model.events import EndReason
from ..model.match import ScoreSheet, ended_before_the_last, player_teams
from ..model.rules import CardDesign, RuleSet, Sides, get_rules
from ..model.refusal_text import section_text
from ..model.scoring import BREAKDOWN_KEYS, counted_feet, scored_without_canasta
from ..model.sections import NEGATIVE_WITHOUT_CANASTA, S_RED, S_SCORING
from ..model.variants import VARIANTS

T = TypeVar("T")
LANGUAGES = words.LANGUAGES
NBSP = "\u00a0"
BLANK_PAD_ROWS = 10
SHORT_LABEL = 12  # a breakdown's label this short is kept on one line


def check_language(lang: str) -> str:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose from {', '.join(LANGUAGES)}")
    return lang


def text(lang: str, key: str, **values: object) -> str:
    return words.text("sheet", key, check_language(lang), **values)


def format_points(value: int, lang: str) -> str:
    """5495 -> '5,495' (en) or '5 495' (fr, no-break space); minus sign U+2212."""
    return words.points(value, "fr" if lang == "fr" else "en")


def format_date(when: datetime, lang: str) -> str:
    month = words.text("month", str(when.month), check_language(lang))
    if lang == "fr":
        day = "1er" if when.day == 1 else str(when.day)
        return f"{day} {month} {when.year}"
    return f"{when.day} {month} {when.year}"


def format_time(when: datetime, lang: str) -> str:
    return f"{when.hour}\u00a0h\u00a0{when:%M}" if lang == "fr" else f"{when:%H:%M}"


def format_date_time(when: datetime, lang: str) -> str:
    """A moment as a list shows it, in the words the sheet dates a game with:
    "27 November 2026, 10:35", "27 novembre 2026 à 10 h 35"."""
    return text(lang, "date_time", date=format_date(when, lang), time=format_time(when, lang))


def variant_name(variant_id: str, lang: str) -> str:
    return words.label("variant", variant_id, check_language(lang))


# Emoji and other pictographs beyond the Basic Multilingual Plane: the
# sheet's fonts have no glyph for them and a PDF would print a blank.
_PICTOGRAPHS_FROM = 0x1F000
_INVISIBLE_JOINERS = "\u200d\ufe0e\ufe0f"


def printable_name(name: str, index: int, lang: str) -> str:
    """A name as the sheet prints it: each pictograph spelled out in brackets
    (🙂 → "[slightly smiling face]"), an empty name replaced by "Player n", a
    default name in the sheet's language ("Vous" for "You")."""
    name = words.name_in(name, lang)
    parts = []
    for char in name:
        if char in _INVISIBLE_JOINERS:
            continue
        if ord(char) >= _PICTOGRAPHS_FROM:
            parts.append(f"[{unicodedata.name(char, 'symbol').lower()}]")
        else:
            parts.append(char)
    shown = "".join(parts).strip()
    return shown or text(lang, "player_n", n=index + 1)


def _join_names(names: Sequence[str], lang: str) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {text(lang, 'and')} " + names[-1]


def column_members(columns: Sequence[Sequence[int]], names: Sequence[str],
                   me: int | None = None) -> list[str]:
    """Who is in each column, named as the table names the side ("Anne &
    Chloé", `words.side_name`, the same in both languages); "" for a column
    of one player, whose title is already his name.  (`me`: the person at
    the computer, first in his side.)"""
    return [words.side_name(c, names, me) if len(c) > 1 else "" for c in columns]


def column_titles(columns: Sequence[Sequence[int]], names: Sequence[str], lang: str,
                  by_player: bool, own: int = 0, me: int | None = None) -> list[str]:
    """The heads of the sheet's columns: "Nous" / "Eux" ("We" / "They") for
    two teams, as players write them, "We" being the column `own` of the
    person at the computer (after a seating draw, not always the first);
    otherwise each side by its players, as the table names it
    (`words.side_name`): the player's name where a column is one player
    (two or three players), "Ana & Diego" for three teams of two (six-3x2:
    the sheet said "Team A", "Team B", "Team C" while the table named the
    sides by their players)."""
    if len(columns) == 2 and not by_player and any(len(c) > 1 for c in columns):
        return [text(lang, "we" if column == own else "they") for column in range(2)]
    column_of_one = by_player or all(len(c) == 1 for c in columns)
    return [words.side_name(c[:1] if column_of_one else c, names, me) if c else "?"
            for c in columns]


def display_order(width: int, own: int | None) -> list[int]:
    """The columns in the order they are shown: the person's own first ("We",
    as on a paper pad and in the side panel), then on round the table, as the
    cards left and the hands are listed.  After a seating draw his side is
    not always the game's first (play-test: the sheet and the deal's end read
    "They | We"); "first, then the game's order" listed six players alone in
    another order than the cards left below (play-test, rami)."""
    if own is None or not 0 <= own < width:
        return list(range(width))
    return [(own + k) % width for k in range(width)]


def players_around(names: Sequence[str], me: int | None) -> list[str]:
    """The players from the person at the computer (`me`, a place in
    `names`) on round the table, as the scores are listed (`display_order`)."""
    return [names[p] for p in display_order(len(names), me)]


def scores_line(columns: Sequence[Sequence[int]], names: Sequence[str],
                totals: Sequence[int], own: int, lang: str, me: int | None = None) -> str:
    """The totals, each said whose ("We 1,410 – They 790"): bare numbers in
    column order did not say which was his.  The person's first, then on
    round the table (`display_order`)."""
    titles = column_titles(columns, names, lang, False, own, me)
    order = display_order(len(totals), own)
    return " – ".join(f"{titles[c]} {format_points(totals[c], lang)}"
                      for c in order if c < len(titles))


def _esc(value: object) -> str:
    return html.escape(str(value), quote=True)


# ---------------------------------------------------------------- style
# Qt's rich text ignores most CSS selectors: colours and weights are set on
# the cells themselves.  Sizes in points so that print and screen agree.
INK = "#1a1a1a"
RULE = "#7a7a7a"
SHADE = "#eeeeee"
HEAD = "#d9d9d9"
SOFT = "#5a5a5a"
WARNING = "#a05a00"  # a warning, as the Keep score window colours it
FONT = "'DejaVu Sans', 'Noto Sans', Arial, sans-serif"


def _page_head(title: str, lines: Sequence[str]) -> str:
    out = [f'<html><head><meta charset="utf-8"><title>{_esc(title)}</title></head>'
           f'<body style="font-family: {FONT}; font-size: 10pt; color: {INK};">',
           f'<h1 style="font-size: 17pt; margin-bottom: 2pt;">{_esc(title)}</h1>']
    for line in lines:
        out.append(f'<p style="margin-top: 0; margin-bottom: 1pt;">{line}</p>')
    return "\n".join(out)


def _label(lang: str, key: str) -> str:
    return f"<b>{_esc(text(lang, key))}</b>{'&nbsp;:' if lang == 'fr' else ':'} "


def _cell(content: str, *, align: str = "right", bold: bool = False, shade: str | None = None,
          colspan: int = 1, width: str | None = None, color: str | None = None) -> str:
    attrs = [f'align="{align}"']
    if colspan > 1:
        attrs.append(f'colspan="{colspan}"')
    if width:
        attrs.append(f'width="{width}"')
    if shade:
        attrs.append(f'bgcolor="{shade}"')
    style = []
    if bold:
        style.append("font-weight: bold")
    if color:
        style.append(f"color: {color}")
    if style:
        attrs.append(f'style="{"; ".join(style)}"')
    return f"<td {' '.join(attrs)}>{content}</td>"


def _table_open() -> str:
    return (f'<table width="100%" cellspacing="0" cellpadding="3" border="1" '
            f'style="border-collapse: collapse; border-color: {RULE};">')


def _spacer() -> str:
    """A gap between two tables (Qt's rich text ignores a table's margins)."""
    return '<p style="margin: 0; font-size: 5pt;">&nbsp;</p>'


def _note_row(note: str, cells: int) -> str:
    """A row of small grey print across the grid's `cells` (`note` is HTML):
    why a column's points count against it."""
    return ("<tr>" + _cell(f"<span style='font-size: 8pt; color: {SOFT};'>{note}</span>",
                           align="left", colspan=cells) + "</tr>")


def _grid_open() -> str:
    """The deals' grid: a little tighter than the other tables."""
    return (f'<table width="100%" cellspacing="0" cellpadding="2" border="1" '
            f'style="border-collapse: collapse; border-color: {RULE};">')


def _side_widths(sides: int) -> list[int]:
    """Each side's share of the page, in whole percents."""
    base, extra = divmod(100, sides)
    return [base + (1 if i < extra else 0) for i in range(sides)]


# The narrowest page a sheet is printed on (A4's 210 mm less 15 mm margins;
# Letter is wider), in points, and a column's padding and rules.
PAGE_WIDTH_PT = 510
COLUMN_SPARE_PT = 8


def _em_width(char: str) -> float:
    """A letter's width in ems in the sheet's bold face (DejaVu Sans Bold),
    rounded up: wide letters, capitals, narrow ones, the rest."""
    if char in "mwMW&…":
        return 1.1
    if char in "iljI.,'’:;|!":
        return 0.36
    if char in "tfr-()":
        return 0.5
    return 0.8 if char.isupper() else 0.72


def heading_points(sides: int) -> float:
    """The size of a column's head and figures: smaller where four or more
    share the page, so that "−1,160" stays on one line (six players)."""
    return 10.0 if sides <= 3 else 9.0 if sides == 4 else 8.5


def fitted_heading(title: str, sides: int) -> str:
    """A column's head as it fits its column on paper: every word kept whole
    where it fits (the head wraps between words), a word wider than the
    column cut with "…" (play-test s41: "Mmmmmmmmmmm / mmmmmm" broken in
    the middle).  The whole names are on the sheet's players line."""
    room = (PAGE_WIDTH_PT / sides - COLUMN_SPARE_PT) / heading_points(sides)
    def width(part: str) -> float:
        return sum(_em_width(c) for c in part)

    fitted = []
    for word in title.split(" "):
        kept = ""
        # A line may end after a hyphen ("Worthington-" / "M"), as after a space.
        for part in re.split(r"(?<=-)", word):
            if width(part) <= room:
                kept += part
                continue
            cut = ""
            for char in part:
                if width(cut + char) + width("…") > room:
                    break
                cut += char
            kept += cut + "…"  # and the rest of the word is left to the players line
            break
        fitted.append(kept)
    return " ".join(fitted)



# ---------------------------------------------------------------- a game's sheet
@dataclass(frozen=True)
class SheetContext:
    """What a printed sheet says besides the points."""

    started: datetime | None = None
    house_options: Mapping[str, object] | None = None
    rules: RuleSet | None = None  # for the game target; the variant's own by default
    with_cards: bool = False  # a kept score of a game played with real cards
    own_column: int = 0  # the column of the person at the computer ("We")
    me: int | None = None  # the person at the computer, first in his side's name


def _rules_of(sheet: ScoreSheet, context: SheetContext) -> RuleSet | None:
    if context.rules is not None:
        return context.rules
    try:
        players = len(sheet.names)
        return get_rules(sheet.variant, players)
    except (KeyError, ValueError):
        return None


def _deal_note(sheet: ScoreSheet, row, lang: str, dealer: bool = True,
               me: int | None = None, order: Sequence[int] = (), sol: bool = False) -> str:
    """Dealer, opening minimums and how the deal ended, in one line; the
    minimums, one per column, in the columns' `order` as shown.  A score
    kept of a game played with real cards names no dealer (`dealer` False):
    the table's draw chose him, and the pad was never told; nor who sat a
    deal out (play-test: five players' sheet printed "Émile sat out", the
    app's own rotation, which the table may not have followed)."""
    people = row.players or tuple(range(len(sheet.names)))

    def seat_name(seat: int | None) -> str:
        if seat is None or seat >= len(people) or people[seat] >= len(sheet.names):
            return "?"
        return sheet.names[people[seat]]

    parts = [text(lang, "dealer", name=seat_name(row.dealer))] if dealer else []
    if row.opening_minimums:
        minimums = list(row.opening_minimums)
        if len(order) == len(minimums):
            minimums = [minimums[c] for c in order]
        parts.append(text(lang, "opening", minimums=" / ".join(
            opening_points(m, lang) for m in minimums)))
    if row.end_reason is EndReason.WENT_OUT:
        key = "went_out_concealed" if row.concealed else "went_out"
        parts.append(text(lang, key, name=seat_name(row.out_seat)))
    elif row.end_reason is EndReason.TEAM_WENT_OUT and row.out_seat is not None \
            and row.out_seat < len(sheet.teams):
        # A kept score knows the team (the column) that went out, not the player.
        key = "went_out_concealed" if row.concealed else "went_out"
        parts.append(text(lang, key, name=words.side_name(sheet.teams[row.out_seat],
                                                          sheet.names, me)))
    elif row.end_reason is EndReason.RED_THREE_LAST_CARD and sol:
        parts.append(text(lang, "red_three_last_card_sol"))  # Origen's red three is its Sol
    elif row.end_reason in (EndReason.STOCK_EXHAUSTED, EndReason.RED_THREE_LAST_CARD):
        parts.append(text(lang, row.end_reason.value))
    if row.sitting_out and dealer:
        parts.append(text(lang, "sitting_out", names=_join_names(
            [sheet.names[p] for p in row.sitting_out if p < len(sheet.names)], lang)))
    if getattr(row, "isolated", None) is not None:
        parts.append(text(lang, "isolated", name=seat_name(row.isolated)))
    return " · ".join(_esc(p) for p in parts)


def _result_line(sheet: ScoreSheet, titles: Sequence[str], team_names: Sequence[str],
                 lang: str) -> str:
    if not sheet.finished:
        if not sheet.rows:
            return _esc(text(lang, "in_progress_none"))
        if len(sheet.rows) == 1:
            return _esc(text(lang, "in_progress_one"))
        return _esc(text(lang, "in_progress", deals=len(sheet.rows)))
    if sheet.winner is None:
        return _esc(text(lang, "tie", points=format_points(max(sheet.totals), lang)))
    team = titles[sheet.winner]
    members = team_names[sheet.winner]
    if members and members != team:
        team = f"{team} ({members})"
    key = "winner_one" if sheet.margin == 1 else "winner"
    return _esc(text(lang, key, team=team, margin=format_points(sheet.margin, lang)))


def _close_label(sheet: ScoreSheet, lang: str) -> str:
    """The close's first cell: the last deal's table ends with the running
    total, so an unfinished game's close says after which deal its score
    stands (play-test: "Running total" twice, one line under the other)."""
    if sheet.finished:
        return text(lang, "final_score")
    if not sheet.rows:
        return text(lang, "score")
    return text(lang, "score_after_deal", number=len(sheet.rows))


def sheet_html(sheet: ScoreSheet, lang: str = "en",
               context: SheetContext | None = None) -> str:
    """A game's score sheet: heading, each deal's points with their breakdown
    and the running totals, the next opening minimum, and the result."""
    check_language(lang)
    context = context or SheetContext()
    sheet = replace(sheet, names=tuple(printable_name(name, i, lang)
                                       for i, name in enumerate(sheet.names)))
    rules = _rules_of(sheet, context)
    by_player = bool(rules and rules.score_by_player)
    titles = column_titles(sheet.teams, sheet.names, lang, by_player, context.own_column,
                           context.me)
    team_names = [words.side_name(people, sheet.names, context.me) for people in sheet.teams]
    width = len(sheet.teams)
    order = display_order(width, context.own_column)

    def shown(values: Sequence[T]) -> list[T]:
        """One value per column, in the order the columns are shown."""
        return [values[c] for c in order]

    lines = [_label(lang, "variant") + _esc(variant_name(sheet.variant, lang))]
    if rules is not None:
        goal = (text(lang, "game_deals", deals=rules.deals_per_game) if rules.deals_per_game
                else text(lang, "game_to", points=format_points(rules.game_target, lang)))
        lines[0] += " · " + _esc(goal)
    if context.started is not None:
        lines.append(_label(lang, "date") + _esc(format_date(context.started, lang)) + ", "
                     + _esc(text(lang, "started", time=format_time(context.started, lang))))
    if by_player or all(len(people) <= 1 for people in sheet.teams):
        # One person a column: listed as the columns are shown.
        people = [sheet.names[p] for c in order for p in sheet.teams[c]
                  if 0 <= p < len(sheet.names)]
        lines.append(_label(lang, "players") + _esc(_join_names(people or list(sheet.names),
                                                                lang)))
    else:
        # "We: Ana & Chloé"; a side its head already names, once.
        lines.append(_label(lang, "teams") + " — ".join(
            f"<b>{_esc(t)}</b>" if t == n else
            f"<b>{_esc(t)}</b>{NBSP}: {_esc(n)}" if lang == "fr" else
            f"<b>{_esc(t)}</b>: {_esc(n)}" for t, n in zip(shown(titles), shown(team_names))))
    if context.with_cards:
        lines.append(_esc(text(lang, "with_cards")))
    if context.house_options:
        options = house_option_names(sheet.variant, context.house_options, lang)
        if options:
            separator = f"{NBSP}; " if lang == "fr" else "; "  # French spaces its semicolons
            lines.append(_label(lang, "house_options") + _esc(separator.join(options)))
    out = [_page_head(text(lang, "title"), lines)]

    heads = [fitted_heading(t, width) for t in shown(titles)]
    keys = [key for key in BREAKDOWN_KEYS
            if not (key == "going_out" and rules is not None and not rules.going_out_scores)]
    sol = rules is not None and rules.design is CardDesign.ORIGEN
    if rules is not None and rules.tiles or any("tiles" in s.breakdown()
                                                for r in sheet.rows for s in r.scores):
        keys.append("tiles")
    # One grid, a few lines a deal, as a score pad at the table: a sheet
    # of eleven deals printed a table per deal, two deals a page (play-test
    # s41).  Its heads are repeated on every page (<thead>).
    side_widths = _side_widths(width)
    out.append(_spacer())
    out.append(_grid_open())
    size = f"font-size: {heading_points(width):g}pt;"
    head = [_cell(f"<span style='{size}'>{_esc(h)}</span>", align="center", bold=True,
                  shade=HEAD, colspan=2, width=f"{w}%") for h, w in zip(heads, side_widths)]
    points_word = text(lang, "points" if width <= 3 else "points_short")
    sub = []
    for side_width in side_widths:
        sub.append(_cell(_esc(points_word), align="center", bold=True, shade=SHADE,
                         width=f"{side_width // 2}%"))
        sub.append(_cell(_esc(text(lang, "total")), align="center", bold=True, shade=SHADE,
                         width=f"{side_width - side_width // 2}%"))
    out.append(f"<thead><tr>{''.join(head)}</tr><tr>{''.join(sub)}</tr></thead>")

    def figure(value: int) -> str:
        return (f"<span style='{size} white-space: nowrap;'>"
                f"{format_points(value, lang)}</span>")

    for row in sheet.rows:
        note = _deal_note(sheet, row, lang, not context.with_cards, context.me, order, sol)
        deal = f"<b>{_esc(text(lang, 'deal', number=row.number))}</b>"
        out.append("<tr>" + _cell(f"{deal}{' · ' if note else ''}"
                                  f"<span style='font-size: 8pt; color: {SOFT};'>{note}</span>",
                                  align="left", colspan=2 * width) + "</tr>")
        cells = []
        for score, total in zip(shown(row.scores), shown(row.totals)):
            cells.append(_cell(figure(score.total), bold=True))
            cells.append(_cell(figure(total), bold=True, shade=SHADE))
        out.append("<tr>" + "".join(cells) + "</tr>")
        details = []
        for score in shown(row.scores):
            parts = []
            for key in keys:
                value = score.breakdown().get(key, 0)
                if not value:
                    continue
                # Origen's red threes are its Sol cards, as at its table.
                name = "red_threes_sol" if key == "red_threes" and sol else key
                if key == "hands" and counted_feet(rules, row.scores):
                    name = "hands_and_feet"  # §3: the foot still held counts too
                label = text(lang, name)
                if len(label) <= SHORT_LABEL:  # "3 rouges 100", never "3" over "rouges"
                    label = label.replace(" ", NBSP)
                parts.append(f"{_esc(label)}{NBSP}{format_points(value, lang)}")
            details.append(_cell(f"<span style='font-size: 7.5pt; color: {SOFT};'>"
                                 f"{' · '.join(parts) or '–'}</span>", align="left", colspan=2))
        out.append("<tr>" + "".join(details) + "</tr>")
        against = [t for t, s in zip(shown(titles), shown(row.scores))
                   if scored_without_canasta(rules, s)]
        if against and rules is not None:
            # §5: why a column's melds and red threes are negative (play-test).
            section = section_text(rules.section(S_SCORING, NEGATIVE_WITHOUT_CANASTA), lang)
            note = text(lang, "counted_against", names=_join_names(against, lang),
                        section=section)
            out.append(_note_row(_esc(note), 2 * width))
        short = [t for t, s in zip(shown(titles), shown(row.scores)) if s.red_threes_against]
        if short and rules is not None:
            # §1: why a column's red threes are negative, as the deal's end says
            # it (play-test s38); the mark is the model's, kept in the sheet.
            note = text(lang, "red_threes_against_sol" if sol else "red_threes_against",
                        names=_join_names(short, lang),
                        section=section_text(rules.section(S_RED), lang))
            out.append(_note_row(_esc(note), 2 * width))
    out.append("</table>")

    # The close of the sheet: totals, next opening minimum, winner and margin,
    # in the grid's columns.
    out.append(_spacer())
    out.append(_table_open())
    out.append("<tr>" + _cell(_esc(_close_label(sheet, lang)), align="left", bold=True,
                              shade=HEAD, colspan=width) + "</tr>")
    # A narrow column breaks between the name and the points, never inside the
    # points (six-player rami printed "Chloé −14" over "0").  Three or more
    # columns are narrow: each puts its points under its name, so that all
    # read alike (play-test: "Vous & Diego" over "1 215" beside
    # "Bruno & Elsa 935" on one line).
    between = "<br>" if width >= 3 else f"{NBSP} "
    cells = [_cell(f"<span style='{size}'>{_esc(h)}</span>{between}{format_points(v, lang)}",
                   align="center", bold=True,
                   shade=HEAD, width=f"{w}%")
             for h, v, w in zip(heads, shown(sheet.totals), side_widths)]
    out.append("<tr>" + "".join(cells) + "</tr>")
    if not sheet.finished and sheet.next_opening_minimums:
        # Numbered, as the Keep score window says it: the deal to be played next.
        number = sheet.rows[-1].number + 1 if sheet.rows else 1
        out.append("<tr>" + _cell(_esc(text(lang, "next_opening", number=number)),
                                  align="left", colspan=width) + "</tr>")
        minimums = list(sheet.next_opening_minimums)
        if len(minimums) == width:
            cells = [_cell(opening_points(m, lang), align="center") for m in shown(minimums)]
        else:
            cells = [_cell(" / ".join(opening_points(m, lang) for m in minimums),
                           align="center", colspan=width)]
        out.append("<tr>" + "".join(cells) + "</tr>")
    ended = ended_before_the_last(rules, sheet.rows) if rules is not None else None
    if ended is not None:
        # As the Keep score window says it under its totals (play-test s38:
        # the printed sheet went on past the game's end unsaid).
        late = words.text("keeper_problem", "after_game_end", lang, ended=ended)
        out.append("<tr>" + _cell(f"<span style='color: {WARNING};'><b>"
                                  f"{_esc(words.text('keeper', 'warning', lang))}</b> "
                                  f"{_esc(late)}</span>", align="left", colspan=width)
                   + "</tr>")
    out.append("<tr>" + _cell(f"<b>{_result_line(sheet, titles, team_names, lang)}</b>",
                              align="left", colspan=width) + "</tr>")
    out.append("</table>")
    out.append("</body></html>")
    return "\n".join(out)


def with_house_rules(label: str, options: Mapping[str, object], lang: str) -> str:
    """A game's variant as a list names it, marked when the game has house
    rules ("Classic Canasta, house rules": play-test s37, a game with house
    rules and one without read alike in Open and Past games)."""
    return text(lang, "with_house_rules", variant=label) if options else label


def house_rules_tip(variant_id: str, options: Mapping[str, object], lang: str) -> str | None:
    """A game's house rules, one a line under their heading, as a list's
    tooltip on its variant (None without any)."""
    if not options:
        return None
    heading = text(lang, "house_options") + (f"{NBSP}:" if lang == "fr" else ":")
    return "\n".join([heading] + house_option_names(variant_id, options, lang))


def house_option_names(variant_id: str, options: Mapping[str, object], lang: str) -> list[str]:
    """The house rules of a game, each as it stands (the score sheet's heading,
    the lists' tooltips)."""
    info = VARIANTS.get(variant_id)
    known = {o.field: o for o in info.house_options} if info else {}
    design = info.rules_for().design if info else None
    out = []
    for name, value in options.items():
        option = known.get(name)
        if isinstance(value, bool) and option:
            out.append(words.house_option_said(option.field, value, lang, design))
        elif isinstance(value, bool):  # a newer version's rule: its key, as it stands
            out.append(name if value else text(lang, "option_off", option=name))
        else:
            said = (words.house_option_number_said(option.field, value, lang)
                    if option and isinstance(value, int) else None)
            label = words.own_label("house_option", option.field, design, lang) if option else name
            out.append(said or (f"{label}{NBSP}: {value}" if lang == "fr" else f"{label}: {value}"))
    return out


# ---------------------------------------------------------------- blank pads
def pad_columns(rules: RuleSet) -> tuple[tuple[int, ...], ...]:
    """The people of each column of the variant's sheet (as `score_sheet`)."""
    teams = player_teams(rules)
    if rules.score_by_player:
        return tuple((p,) for p in range(rules.players))
    return tuple(tuple(p for p in range(rules.players) if teams[p] == t)
                 for t in range(rules.team_count))


def opening_points(value: int, lang: str) -> str:
    """An opening minimum as written: "none" where there is none (§5 rami
    below zero), not "0" (play-test: the score keeper showed "Anne 0")."""
    return format_points(value, lang) if value else text(lang, "none")


def opening_rows(rules: RuleSet, lang: str) -> list[tuple[str, str]]:
    """(score or deal, minimum) lines of the variant's opening table."""
    def minimum(value: int) -> str:
        return opening_points(value, lang)

    if rules.opening_by_deal:
        return [(text(lang, "from_deal", number=n), minimum(v))
                for n, v in enumerate(rules.opening_by_deal, 1)]
    rows = []
    table = rules.opening_table
    for i, (lowest, value) in enumerate(table):
        if i == 0:
            upper = table[1][0] if len(table) > 1 else 0
            rows.append((text(lang, "below", points=format_points(upper, lang)), minimum(value)))
        else:
            rows.append((text(lang, "from", points=format_points(lowest, lang)), minimum(value)))
    return rows


# What a side that has not melded loses, said of whoever scores together.
NO_MELD_RED_THREES = {Sides.TEAMS: "no_meld_red_threes", Sides.ALONE: "no_meld_red_threes_alone",
                      Sides.ISOLATED_HAND: "no_meld_red_threes_isolated"}


def bonus_rows(rules: RuleSet, lang: str) -> list[tuple[str, str]]:
    """(what, points) lines of the variant's bonus and penalty table."""
    p = lambda v: format_points(v, lang)  # noqa: E731
    rows = [(text(lang, "pure_canasta"), p(rules.pure_canasta_bonus)),
            (text(lang, "impure_canasta"), p(rules.impure_canasta_bonus))]
    if rules.going_out_bonus:
        rows.append((text(lang, "going_out_bonus"), p(rules.going_out_bonus)))
    if rules.concealed_going_out_bonus:
        rows.append((text(lang, "concealed_bonus"), p(rules.concealed_going_out_bonus)))
    # Origen's red threes are its Sol cards (§4), and the pad says so.
    sol = "_sol" if rules.design is CardDesign.ORIGEN else ""
    if rules.red_threes.laid_apart:
        counts = range(1, max(len(rules.red_three_bonus), 5))
        each = rules.red_three_points(1)
        if all(rules.red_three_points(n) == n * each for n in range(1, 4 * rules.deck.packs)):
            # 100 each however many (rami's four decks hold eight): a
            # table stopping at four read as if that were all.
            rows.append((text(lang, "red_three_each" + sol), text(lang, "each", points=p(each))))
        else:
            rows.append((text(lang, "red_three_bonus" + sol) + " "
                         + " / ".join(str(n) for n in counts),
                         " / ".join(p(rules.red_three_points(n)) for n in counts)))
        if not rules.no_canasta_counts_negative:
            # §1 Scoring (§2 three players: each his own red threes); where a
            # side without a canasta counts them negative anyway (§5), the
            # line below says so.
            rows.append((text(lang, NO_MELD_RED_THREES[rules.sides] + sol), ""))
    else:
        rows.append((text(lang, "red_three_penalty"), p(-100)))
    if rules.failed_go_out_penalty and rules.partnerships:  # nobody to ask, nothing to pay
        rows.append((text(lang, "failed_go_out"), p(-rules.failed_go_out_penalty)))
    if rules.tiles:
        rows.append((text(lang, "tile_covered"), "+" + p(rules.tile_bonus)))
        rows.append((text(lang, "tile_uncovered"), p(-rules.tile_penalty)))
    if rules.no_canasta_counts_negative:
        # §5: melds, laid red threes and the hand all count against a side
        # without a canasta.
        rows.append((text(lang, "no_canasta_negative" if rules.red_threes.laid_apart
                          else "no_canasta_negative_no_threes"), ""))
    if rules.red_and_black_canasta_to_go_out:
        rows.append((text(lang, "red_black_to_go_out"), ""))
    elif rules.going_out_needs_canasta:
        rows.append((text(lang, "canastas_to_go_out", count=rules.canastas_to_go_out), ""))
    return rows


def card_value_rows(lang: str, design: CardDesign = CardDesign.STANDARD
                    ) -> list[tuple[str, str]]:
    """The value of each card when melded or left in hand (§1 Values); for
    Origen's own cards, by their names (§4: Diva 50... Retener 5)."""
    if design is CardDesign.ORIGEN:
        by_points: dict[int, list[str]] = {}
        for rank, name in words.ORIGEN_RANKS.items():
            by_points.setdefault(card_value(rank, 0), []).append(name)
        by_points[card_value(3, 0)].append(words.ORIGEN_RETENER)  # as a black three
        return [(", ".join(names), str(points))
                for points, names in sorted(by_points.items(), reverse=True)]
    return [(text(lang, "joker"), str(card_value(JOKER, 4))),
            (text(lang, "ace_two"), str(card_value(ACE, 0))),
            (text(lang, "king_eight"), str(card_value(13, 0))),
            (text(lang, "seven_four"), str(card_value(7, 0)))]


def _reference_table(title: str, rows: Sequence[tuple[str, str]], head: tuple[str, str] | None
                     ) -> str:
    out = [_spacer(), _table_open(),
           "<tr>" + _cell(f"<b>{_esc(title)}</b>", align="left", colspan=2,
                                         shade=HEAD) + "</tr>"]
    if head:
        out.append("<tr>" + _cell(_esc(head[0]), align="left", bold=True, width="55%")
                   + _cell(_esc(head[1]), bold=True) + "</tr>")
    for what, points in rows:
        if points:
            out.append("<tr>" + _cell(_esc(what), align="left", width="55%")
                       + _cell(_esc(points)) + "</tr>")
        else:
            out.append("<tr>" + _cell(_esc(what), align="left", colspan=2) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def blank_pad_html(rules: RuleSet, lang: str = "en", rows: int | None = None,
                   names: Sequence[str] | None = None) -> str:
    """A blank score pad for playing with real cards: the variant's opening
    minimum table, its bonus table and card values, then a grid with the
    variant's columns (the points of each deal and the running total)."""
    check_language(lang)
    if rows is None:
        # A game of a fixed number of deals needs that many lines; the others
        # get as many as fit on one page of A4 or Letter with the tables.
        rows = rules.deals_per_game or BLANK_PAD_ROWS
    columns = pad_columns(rules)
    people = list(names) if names else [""] * rules.players
    if not names and len(columns) == 2:
        titles = [text(lang, "we"), text(lang, "they")]  # a blank pad for two sides, as at the table
    elif len(columns) > 2 and not rules.score_by_player and any(len(c) > 1 for c in columns):
        # A pad's sides are lettered: their players' names go in the row below.
        titles = [text(lang, "team_n", letter=chr(ord("A") + i)) for i in range(len(columns))]
    else:
        titles = column_titles(columns, people if names else
                               [text(lang, "player_n", n=i + 1) for i in range(rules.players)],
                               lang, rules.score_by_player)
    goal = (text(lang, "game_deals", deals=rules.deals_per_game) if rules.deals_per_game
            else text(lang, "game_to", points=format_points(rules.game_target, lang)))
    blank = "_" * 24
    lines = [_label(lang, "variant") + _esc(variant_name(rules.id, lang)) + " · " + _esc(goal),
             _label(lang, "date") + blank]
    out = [_page_head(text(lang, "pad_title"), lines)]

    # The reference tables side by side, so that pad and tables share a page.
    head_row = (text(lang, "deal_word") if rules.opening_by_deal else text(lang, "score"),
                text(lang, "minimum"))
    left = _reference_table(text(lang, "opening_table"), opening_rows(rules, lang), head_row)
    if rules.opening_per_player:
        left += f'<p style="color: {SOFT}; font-size: 8pt;">{_esc(text(lang, "per_player"))}</p>'
    left += _reference_table(text(lang, "card_values"), card_value_rows(lang, rules.design),
                             None)
    right = _reference_table(text(lang, "bonus_table"), bonus_rows(rules, lang), None)
    out.append('<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr>'
               f'<td width="44%" valign="top">{left}</td><td width="3%"></td>'
               f'<td width="53%" valign="top">{right}</td></tr></table>')

    width = len(columns)
    # Widths in whole percents: 6 % for the deal number, the rest shared by
    # the columns, each split between its points and its running total.
    number_width = 6
    base, extra = divmod(100 - number_width, width)
    team_widths = [base + (1 if i < extra else 0) for i in range(width)]
    points_word = text(lang, "points" if width <= 3 else "points_short")
    out.append(_spacer())
    out.append(_table_open())
    head = [_cell(_esc(text(lang, "number")), align="center", bold=True, shade=HEAD,
                  width=f"{number_width}%")]
    for title, team_width in zip(titles, team_widths):
        head.append(_cell(_esc(title), align="center", bold=True, shade=HEAD, colspan=2,
                          width=f"{team_width}%"))
    out.append("<thead><tr>" + "".join(head) + "</tr>")
    # A row to write the players' names in (filled when names are given).
    sub = [_cell("", shade=SHADE)]
    for column in columns:
        filled = words.side_name([p for p in column if people[p]], people)
        sub.append(_cell(_esc(filled) or "&nbsp;<br>&nbsp;", align="center", colspan=2))
    out.append("<tr>" + "".join(sub) + "</tr>")
    sub = [_cell("", shade=SHADE)]
    for team_width in team_widths:
        sub.append(_cell(_esc(points_word), align="center", bold=True, shade=SHADE,
                         width=f"{team_width // 2}%"))
        sub.append(_cell(_esc(text(lang, "total")), align="center", bold=True, shade=SHADE,
                         width=f"{team_width - team_width // 2}%"))
    out.append("<tr>" + "".join(sub) + "</tr></thead>")
    for n in range(1, rows + 1):
        cells = [_cell(str(n), align="center", color=SOFT)]
        cells += [_cell("&nbsp;<br>&nbsp;") for _ in range(2 * width)]
        out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</table>")
    out.append("</body></html>")
    return "\n".join(out)

"""Where a printed sheet comes from: a live match, a save replayed, an
archived sheet, or a file holding either.  Pure Python, no Qt."""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Mapping, Protocol

from ..model.match import Match, ScoreSheet, person_column, score_sheet
from ..model.rules import RuleSet, get_rules
from ..persistence.archive import SHEET_FORMAT, ArchivedSheet, own_column, parse_time
from ..persistence.reading import FOREIGN, guarded, is_safe_path_part, read_json_file
from ..persistence.saves import (FORMAT as SAVE_FORMAT, GameSave, RestoredGame, SaveError,
                                 restore, save_from_json)
from .sheet_html import (SheetContext, blank_pad_html, format_date, sheet_html, text,
                         variant_name)


class Printable(Protocol):
    """What the Score sheet window and the printer need of a document."""

    def html(self, lang: str) -> str: ...

    def title(self, lang: str) -> str: ...

    def pdf_file_name(self) -> str: ...


@dataclass(frozen=True)
class SheetSource:
    """A score sheet and what its printed heading says."""

    sheet: ScoreSheet
    context: SheetContext

    def html(self, lang: str) -> str:
        return sheet_html(self.sheet, lang, self.context)

    def title(self, lang: str) -> str:
        """'Canasta score sheet — Classic Canasta — 21 November 2026'."""
        parts = [text(lang, "title"), variant_name(self.sheet.variant, lang)]
        if self.context.started is not None:
            parts.append(format_date(self.context.started, lang))
        return " — ".join(parts)

    def pdf_file_name(self) -> str:
        when = self.context.started or datetime.now()
        return f"canasta-{_name_part(self.sheet.variant)}-{when:%Y-%m-%d-%H%M}.pdf"


def _name_part(variant: str) -> str:
    """A variant id as a part of a file name: one a file could not be named
    by ("../../x", read from a damaged sheet) is left out, never followed."""
    return variant if is_safe_path_part(variant) else "sheet"


def _rules(variant: str, players: int, layout: str | None,
           options: Mapping[str, Any]) -> RuleSet | None:
    try:
        rules = get_rules(variant, players, layout)
        return rules.with_options(**dict(options)) if options else rules
    except Exception:  # noqa: BLE001 - options of a damaged file: print without them
        return None


def from_match(match: Match, started: datetime | None = None) -> SheetSource:
    """The sheet of a game being played; "We" is the column of the person at
    the computer as the match knows him (`Match.person`), whoever plays his
    seat."""
    from ..persistence.saves import RulesChoice

    try:
        options = RulesChoice.from_rules(match.rules).house_options
    except SaveError:
        options = {}
    sheet = score_sheet(match)
    return SheetSource(sheet, SheetContext(started, options, match.rules,
                                           own_column=person_column(sheet.teams, match.person),
                                           me=match.person))


def from_restored(restored: RestoredGame) -> SheetSource:
    save = restored.save
    sheet = score_sheet(restored.match)
    return SheetSource(sheet, SheetContext(parse_time(save.created), save.rules.house_options,
                                           restored.match.rules,
                                           own_column=person_column(sheet.teams,
                                                                    restored.match.person),
                                           me=restored.match.person))


def from_save(save: GameSave) -> SheetSource:
    return from_restored(restore(save))


def from_archived(sheet: ArchivedSheet) -> SheetSource:
    return SheetSource(sheet.to_score_sheet(),
                       SheetContext(sheet.started_at, sheet.house_options,
                                    _rules(sheet.variant, sheet.players, sheet.layout,
                                           sheet.house_options), sheet.with_cards,
                                    own_column(sheet), sheet.me))


def from_file(path: str | os.PathLike[str]) -> SheetSource:
    """A save or an archived sheet, told apart by their format name."""
    source = Path(path)
    data = read_json_file(source)  # SaveError for any file that is not sound JSON
    kind = data.get("format") if isinstance(data, dict) else None
    if kind == SAVE_FORMAT:
        save = save_from_json(data, source.stem)
        return guarded(lambda: from_save(save), "save")
    if kind == SHEET_FORMAT:
        sheet = ArchivedSheet.from_json(data)
        return guarded(lambda: from_archived(sheet), "score sheet")
    raise SaveError(FOREIGN, "the file is neither a Canasta Desktop save nor a score sheet")


@dataclass(frozen=True)
class BlankPadSource:
    """A blank score pad for a variant (playing with real cards)."""

    rules: RuleSet

    def html(self, lang: str) -> str:
        return blank_pad_html(self.rules, lang)

    def title(self, lang: str) -> str:
        return f"{text(lang, 'pad_title')} — {variant_name(self.rules.id, lang)}"

    def pdf_file_name(self) -> str:
        return f"canasta-score-pad-{_name_part(self.rules.id)}.pdf"


def blank_pad(rules: RuleSet, lang: str) -> tuple[str, str]:
    """(title, HTML) of a blank score pad for the variant."""
    pad = BlankPadSource(rules)
    return pad.title(lang), pad.html(lang)

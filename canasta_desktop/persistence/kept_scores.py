"""Kept scores of games played with real cards, in the score-sheet archive.

A kept score is an archived sheet like an on-screen game's (the history,
the statistics and the printing read it as any other), marked
`"played_with_cards": true`, plus what rebuilds the score keeper: the deals
as entered and the sheet's history of changes.  It is written atomically
after every entered, edited or deleted deal, so a crash loses nothing that
was entered; on reading, every line is worked out again from the entries.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..model.score_keeper import (ScoreKeeper, beyond_the_form, check_entry, entry_from_json,
                                  entry_json, history_from_json, history_json, refusals)
from .archive import ArchivedDeal, ArchivedSheet, SheetArchive, _house_options, marked_against
from .atomic import atomic_write_json
from .reading import INVALID, SaveError, guarded, read_json_file
from .saves import KEPT_SCORE, RulesChoice, SaveProblem, new_game_id, now_iso

KEPT_KEY = "kept_score"


@dataclass
class KeptGame:
    """A score keeper and what names its file."""

    keeper: ScoreKeeper
    game_id: str
    started: str

    @staticmethod
    def new(keeper: ScoreKeeper) -> "KeptGame":
        return KeptGame(keeper, new_game_id(), now_iso())

    def sheet(self, updated: str | None = None) -> ArchivedSheet:
        """The archive's sheet of the kept score."""
        keeper = self.keeper
        rules = keeper.rules
        sheet = keeper.sheet()
        deals = tuple(ArchivedDeal(
            line.result.number, line.result.dealer, tuple(line.result.opening_minimums),
            tuple(s.total for s in line.result.scores),
            tuple(s.breakdown() for s in line.result.scores), tuple(line.result.totals),
            line.canastas, line.result.end_reason, line.result.out_seat,
            line.result.concealed, tuple(line.result.players), tuple(line.result.sitting_out),
            line.result.isolated, marked_against(line.result.scores))
            for line in keeper.lines)
        return ArchivedSheet(
            self.game_id, rules.id, rules.players, rules.layout or None, _house_options(rules),
            keeper.names, sheet.teams, (None,) * rules.players, self.started,
            updated or now_iso(), deals, tuple(sheet.totals),
            tuple(sheet.next_opening_minimums), sheet.finished, sheet.winner, sheet.margin,
            with_cards=True)

    def as_json(self, updated: str | None = None) -> dict[str, Any]:
        data = self.sheet(updated).as_json()
        data[KEPT_KEY] = {
            "first_dealer": self.keeper.first_dealer,
            "entries": [entry_json(e) for e in self.keeper.entries],
            "history": [history_json(h) for h in self.keeper.history],
        }
        return data


def is_kept(data: Any) -> bool:
    return isinstance(data, dict) and isinstance(data.get(KEPT_KEY), dict)


def kept_from_json(data: Any) -> KeptGame:
    """Rebuild a kept score (SaveError when the file does not hold one)."""
    sheet = ArchivedSheet.from_json(data)
    if not is_kept(data):
        raise SaveError(INVALID, "this score sheet is not a kept score of a game with cards")
    rules = RulesChoice(sheet.variant, sheet.players, sheet.layout,
                        dict(sheet.house_options)).build()
    kept = data[KEPT_KEY]
    # Whatever a damaged or hostile file trips on is a SaveError, never a crash.
    keeper = guarded(lambda: ScoreKeeper(
        rules, sheet.names, int(kept["first_dealer"]),
        [entry_from_json(e) for e in kept["entries"]],
        [history_from_json(h) for h in kept.get("history", [])]), "kept score")
    # A deal the form itself would refuse (a count below zero), or with a
    # number no box of it holds, was scored and printed as read, and editing
    # it lost it (3,000,000,000 points left the boxes at 0, saved as such).
    for number, entry in enumerate(keeper.entries, 1):
        if any(beyond_the_form(c) for c in entry.columns) or refusals(
                check_entry(rules, entry)):
            raise SaveError(INVALID, f"deal {number} of the kept score is one the "
                                     "form refuses")
    return KeptGame(keeper, sheet.game_id, sheet.started)


def read_kept(path: str | os.PathLike[str]) -> KeptGame:
    """The kept score in a file, read by the data folder's one bounded path."""
    return kept_from_json(read_json_file(path))


def save_kept(archive: SheetArchive, game: KeptGame) -> Path:
    """Write the kept score into the archive, all or nothing."""
    path = archive.path_of(game.game_id)
    atomic_write_json(path, game.as_json())
    return path


@dataclass
class UnfinishedKept:
    """The kept scores still being played, and the files met on the way that
    could not be used (moved aside, for the window to tell the player)."""

    games: list[KeptGame]
    problems: list[SaveProblem] = field(default_factory=list)


def unfinished_kept(archive: SheetArchive) -> UnfinishedKept:
    """Kept scores still being played, newest first (to resume after a
    restart).  A damaged sheet is moved aside and reported; one whose kept
    score no longer works out is reported and stays where it is, as its
    sheet still reads in the history (review: it vanished from it)."""
    listing = archive.list()
    out, problems = [], list(listing.problems)
    for sheet in listing.sheets:
        if sheet.with_cards and not sheet.finished:
            path = archive.path_of(sheet.game_id)
            try:
                out.append(read_kept(path))
            except SaveError as error:
                problems.append(SaveProblem(path, error.kind, error.message, None, KEPT_SCORE))
    return UnfinishedKept(out, problems)

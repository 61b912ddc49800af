"""The score-sheet archive: every game's sheet, finished or not, and the
statistics per variant drawn from it.

A sheet is written (atomically) each time a deal of the game is scored, one
file per game in `sheets/`, so the history survives even when the game's
autosave is pruned.  It holds the points of each deal with their breakdown
and, beyond the model's `ScoreSheet`, the canastas each column made (for the
statistics) and the dates and players (for the heading of a printed sheet).

Format `canasta-desktop-sheet`, version 1.  Statistics count the games
started since the variant's statistics were last reset (the resets are kept
in `statistics.json`): resetting never deletes a game from the history.
"""

from __future__ import annotations

import errno
import json
import os
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from ..model.events import EndReason
from ..model.match import (DealResult, Match, ScoreSheet, person_column, score_sheet,
                           the_person)
from ..model.scoring import BREAKDOWN_KEYS, TeamScore
from ..model.state import DealState
from .atomic import atomic_write_json, move_aside, remove_stale_temporaries
from .names import name_problem, name_problem_text
from .paths import DataPaths
from .reading import (INVALID, KEPT_IN_PLACE, SaveError, checked_path_part, file_inside,
                      guarded, read_json_file)
from .saves import (SAVE_SUFFIX, SCORE_SHEET, STATISTICS, GameSave, RestoredGame,
                    SaveProblem, checked_version, date_out_of_range, load_game, now_iso)
from .saves import parse_iso as parse_time

SHEET_FORMAT = "canasta-desktop-sheet"
SHEET_VERSION = 1
STATISTICS_FORMAT = "canasta-desktop-statistics"
STATISTICS_VERSION = 1


def column_canastas(state: DealState) -> tuple[int, ...]:
    """Canastas of each score-sheet column in a deal (a player's team's in
    three-handed play, where a column is a player)."""
    rules = state.rules
    if rules.score_by_player:
        return tuple(state.team_canastas(state.team_of[seat]) for seat in range(state.n))
    return tuple(state.team_canastas(team) for team in range(rules.team_count))


@dataclass(frozen=True)
class ArchivedDeal:
    number: int
    dealer: int
    opening_minimums: tuple[int, ...]
    points: tuple[int, ...]
    breakdown: tuple[Mapping[str, int], ...]
    totals: tuple[int, ...]
    canastas: tuple[int, ...]
    end_reason: EndReason | None
    out_seat: int | None
    concealed: bool
    players: tuple[int, ...] = ()  # the person in each seat of this deal
    sitting_out: tuple[int, ...] = ()
    isolated: int | None = None  # three players: the isolated hand's seat (§2)
    # The columns whose red threes counted against them, having melded
    # nothing (§1), as the model marked them (`TeamScore.red_threes_against`):
    # a deal's end rebuilt from the sheet says why (play-test s38: the note
    # was lost in the archive).  Absent from sheets written before it.
    red_threes_against: tuple[int, ...] = ()

    def as_json(self) -> dict[str, Any]:
        data = {"number": self.number, "dealer": self.dealer,
                "opening_minimums": list(self.opening_minimums), "points": list(self.points),
                "breakdown": [dict(b) for b in self.breakdown], "totals": list(self.totals),
                "canastas": list(self.canastas),
                "end": self.end_reason.value if self.end_reason is not None else "",
                "out_seat": self.out_seat, "concealed": self.concealed,
                "players": list(self.players), "sitting_out": list(self.sitting_out),
                "isolated": self.isolated}
        if self.red_threes_against:
            data["red_threes_against"] = list(self.red_threes_against)
        return data

    def result(self) -> DealResult:
        """Back to the model's row of the sheet (what the printing reads)."""
        scores = []
        for column, parts in enumerate(self.breakdown):
            has_tiles = "tiles" in parts
            count = {key: int(parts.get(key, 0)) for key in BREAKDOWN_KEYS}
            scores.append(TeamScore(column, count["melded_cards"], count["canasta_bonus"],
                                    count["red_threes"], count["going_out"], count["hands"],
                                    count["penalties"], tiles=int(parts.get("tiles", 0)),
                                    has_tiles=has_tiles,
                                    red_threes_against=column in self.red_threes_against))
        return DealResult(self.number, self.dealer, self.opening_minimums, tuple(scores),
                          self.totals, self.end_reason, self.out_seat, self.concealed,
                          self.players, self.sitting_out, self.isolated)


@dataclass(frozen=True)
class ArchivedSheet:
    game_id: str
    variant: str
    players: int
    layout: str | None
    house_options: Mapping[str, Any]
    names: tuple[str, ...]
    columns: tuple[tuple[int, ...], ...]  # the people of each column
    bots: tuple[str | None, ...]
    started: str  # ISO 8601
    updated: str
    deals: tuple[ArchivedDeal, ...]
    totals: tuple[int, ...]
    next_opening_minimums: tuple[int, ...]
    finished: bool
    winner: int | None
    margin: int
    with_cards: bool = False  # a kept score of a game played with real cards
    # The person at the computer, a place in `names` (Match.person), also
    # while a bot played his seat; None in a sheet written before it was kept.
    person: int | None = None

    @property
    def started_at(self) -> datetime | None:
        return parse_time(self.started)

    @property
    def me(self) -> int:
        """The person at the computer, as the game recorded him (an older
        sheet: as it was read before, `the_person`)."""
        return the_person(self.bots, self.person)

    def to_score_sheet(self) -> ScoreSheet:
        return ScoreSheet(self.variant, self.names, self.columns,
                          tuple(d.result() for d in self.deals), self.totals,
                          self.next_opening_minimums, self.finished, self.winner, self.margin)

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": SHEET_FORMAT, "version": SHEET_VERSION, "game_id": self.game_id,
            "variant": self.variant, "players": self.players, "layout": self.layout,
            "house_options": dict(self.house_options), "names": list(self.names),
            "columns": [list(c) for c in self.columns], "bots": list(self.bots),
            "started": self.started, "updated": self.updated,
            "totals": list(self.totals),
            "next_opening_minimums": list(self.next_opening_minimums),
            "finished": self.finished, "winner": self.winner, "margin": self.margin,
            "deals": [d.as_json() for d in self.deals],
        }
        if self.with_cards:
            data["played_with_cards"] = True
        if self.person is not None:
            data["person"] = self.person
        return data

    @staticmethod
    def from_json(data: Any) -> "ArchivedSheet":
        checked_version(data, SHEET_FORMAT, SHEET_VERSION, "score sheet")
        sheet = guarded(lambda: ArchivedSheet._read(data), "score sheet")
        sheet._check_shape()
        return sheet

    @staticmethod
    def _read(data: dict[str, Any]) -> "ArchivedSheet":
        try:
            deals = tuple(ArchivedDeal(
                int(d["number"]), int(d["dealer"]), _ints(d["opening_minimums"]),
                _ints(d["points"]),
                tuple({str(k): int(v) for k, v in b.items()} for b in d["breakdown"]),
                _ints(d["totals"]), _ints(d.get("canastas", [])), EndReason.read(d.get("end")),
                None if d.get("out_seat") is None else int(d["out_seat"]),
                bool(d.get("concealed", False)), _ints(d.get("players", [])),
                _ints(d.get("sitting_out", [])),
                None if d.get("isolated") is None else int(d["isolated"]),
                _marked_columns(d.get("red_threes_against", []))) for d in data["deals"])
            columns = tuple(_ints(c) for c in data["columns"])
            sheet = ArchivedSheet(
                str(data["game_id"]), str(data["variant"]), int(data["players"]),
                data.get("layout"), dict(data.get("house_options") or {}),
                tuple(str(n) for n in data["names"]), columns,
                tuple(None if b is None else str(b) for b in data.get("bots", [])),
                str(data["started"]), str(data["updated"]), deals, _ints(data["totals"]),
                _ints(data["next_opening_minimums"]), bool(data["finished"]),
                None if data.get("winner") is None else int(data["winner"]),
                int(data["margin"]), bool(data.get("played_with_cards", False)),
                _person(data.get("person")))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SaveError(INVALID, f"the score sheet is incomplete or damaged: {exc}") from exc
        return sheet

    def _check_shape(self) -> None:
        """Every index the sheet holds points at a column, a seat or a person:
        the history, the statistics and the printing use them unchecked."""
        def fail(what: str) -> None:
            raise SaveError(INVALID, f"the score sheet is damaged: {what}")

        from ..model.variants import VARIANTS  # variants build on the model's rules

        checked_path_part(self.game_id)
        if self.variant not in VARIANTS:  # it names the printed sheet and its PDF file
            fail(f"its variant {self.variant[:40]!r} is none of this program's")
        if date_out_of_range(self.started) or date_out_of_range(self.updated):
            fail("its date is out of range")
        people = len(self.names)
        width = len(self.columns)
        if not width or len(self.totals) != width or any(
                len(d.points) != width or len(d.totals) != width or len(d.breakdown) != width
                or (d.canastas and len(d.canastas) != width) for d in self.deals):
            fail("its columns do not line up")
        if not 0 < people <= 12 or self.players != people or len(self.bots) not in (0, people):
            fail("its players do not match its names")
        for name in self.names:
            problem = name_problem(name, allow_empty=True)
            if problem:
                fail(name_problem_text(problem))
        if any(not c or any(not 0 <= p < people for p in c) for c in self.columns):
            fail("a column names no player of the game")
        if self.person is not None and not 0 <= self.person < people:
            fail(f"there is no player {self.person} to be the person at the computer")
        if self.winner is not None and not 0 <= self.winner < width:
            fail("its winner is no column")
        if len(self.next_opening_minimums) > width:
            fail("its opening minimums do not fit the columns")
        for d in self.deals:
            seats = len(d.players) or people
            if not 0 <= d.dealer < seats or any(s is not None and not 0 <= s < seats
                                                for s in (d.out_seat, d.isolated)) \
                    or any(not 0 <= p < people for p in (*d.players, *d.sitting_out)) \
                    or len(d.opening_minimums) > width:
                fail(f"deal {d.number} names a seat or a player that does not exist")
            if len(set(d.red_threes_against)) != len(d.red_threes_against) or any(
                    not 0 <= c < width for c in d.red_threes_against):
                fail(f"deal {d.number} marks the red threes of a column that does not exist")
            if any(d.breakdown[c].get("red_threes", 0) >= 0 for c in d.red_threes_against):
                fail(f"deal {d.number} marks red threes that did not count against their column")


def _ints(values: Iterable[Any]) -> tuple[int, ...]:
    if isinstance(values, (str, bytes, dict)):
        raise TypeError("a list of numbers was expected")
    return tuple(int(v) for v in values)


def _person(value: Any) -> int | None:
    """The person at the computer as written: a whole number (not "1", 1.5
    or true, which `int` would take for one), or none in an older sheet."""
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise ValueError("the person at the computer is not a player's number")
    return value


def _marked_columns(values: Any) -> tuple[int, ...]:
    """A list of column numbers, as written: whole numbers only (not
    "1", 1.5 or true, which `int` would take for one)."""
    if not isinstance(values, list) or any(
            isinstance(v, bool) or not isinstance(v, int) for v in values):
        raise ValueError("a list of column numbers was expected")
    return tuple(values)


def marked_against(scores: Sequence[TeamScore]) -> tuple[int, ...]:
    """The columns of a deal whose red threes the model counted against them."""
    return tuple(c for c, score in enumerate(scores) if score.red_threes_against)


def sheet_of_game(match: Match, deal_states: Sequence[DealState], game_id: str,
                  started: str, bots: Sequence[str | None],
                  updated: str | None = None) -> ArchivedSheet:
    """The archive's sheet of a match; `deal_states` are its deals as played
    (the canastas are counted on them)."""
    sheet = score_sheet(match)
    rules = match.rules
    canastas = {s.setup.deal_number: column_canastas(s) for s in deal_states if s.is_over}
    deals = tuple(ArchivedDeal(
        r.number, r.dealer, tuple(r.opening_minimums), tuple(s.total for s in r.scores),
        tuple(s.breakdown() for s in r.scores), tuple(r.totals),
        canastas.get(r.number, (0,) * len(r.scores)), r.end_reason, r.out_seat, r.concealed,
        tuple(r.players), tuple(r.sitting_out), r.isolated, marked_against(r.scores))
        for r in sheet.rows)
    base_options = _house_options(rules)
    return ArchivedSheet(
        game_id, rules.id, rules.players, rules.layout or None, base_options,
        tuple(match.names), sheet.teams, tuple(bots), started, updated or now_iso(), deals,
        tuple(sheet.totals), tuple(sheet.next_opening_minimums), sheet.finished,
        sheet.winner, sheet.margin, person=match.person)


def _house_options(rules) -> dict[str, Any]:
    from ..model.rules import get_rules

    base = get_rules(rules.id, rules.players, rules.layout or None)
    return {o.field: getattr(rules, o.field) for o in rules.house_options
            if getattr(rules, o.field) != getattr(base, o.field)}


def sheet_of_restored(restored: RestoredGame) -> ArchivedSheet:
    save = restored.save
    return sheet_of_game(restored.match, restored.deals, save.game_id, save.created,
                         save.bots, save.updated)


def read_sheet(path: str | os.PathLike[str]) -> ArchivedSheet:
    return ArchivedSheet.from_json(read_json_file(path))


# ---------------------------------------------------------------- statistics
@dataclass(frozen=True)
class VariantStatistics:
    """One variant's figures, seen from the person's column (the person at the
    computer; the first bot in an arena game)."""

    variant: str
    games: int  # finished games
    wins: int
    deals: int
    points: int  # the person's column, over every deal counted
    canastas: int
    best_total: int | None  # the person's best final total in a finished game
    best_game: str | None  # its game id
    best_date: str | None
    since: str | None  # the last reset
    # Games played with these house rules, counted apart from the variant's
    # plain games ({}: none) (play-test s37: one row added them together).
    house_options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def average_points_per_deal(self) -> float:
        return self.points / self.deals if self.deals else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def own_column(sheet: ArchivedSheet) -> int:
    """The column of the person at the computer, as the sheet recorded him
    (`ArchivedSheet.me`: after a seating draw he need not be the first)."""
    return person_column(sheet.columns, sheet.me)


def compute_statistics(sheets: Iterable[ArchivedSheet],
                       resets: Mapping[str, str] | None = None) -> dict[str, VariantStatistics]:
    """Per variant, keyed by its id; the games of each set of house rules
    apart, keyed by the id and the rules (`statistics_key`).  Deals and
    canastas count every game (finished or not), games, wins and the best
    game count finished games only.  A variant's reset starts all its rows
    afresh."""
    resets = resets or {}
    figures: dict[str, dict[str, Any]] = {}
    for sheet in sheets:
        since = resets.get(sheet.variant)
        started, reset_at = parse_time(sheet.started), parse_time(since) if since else None
        if started is not None and reset_at is not None and _before(started, reset_at):
            continue
        f = figures.setdefault(statistics_key(sheet), {
            "variant": sheet.variant, "options": dict(sheet.house_options), "games": 0,
            "wins": 0, "deals": 0, "points": 0, "canastas": 0, "best": None})
        column = own_column(sheet)
        for deal in sheet.deals:
            f["deals"] += 1
            f["points"] += deal.points[column]
            if deal.canastas:
                f["canastas"] += deal.canastas[column]
        if sheet.finished:
            f["games"] += 1
            if sheet.winner == column:
                f["wins"] += 1
            total = sheet.totals[column]
            if f["best"] is None or total > f["best"][0]:
                f["best"] = (total, sheet.game_id, sheet.started)
    out = {}
    for key, f in figures.items():
        best = f["best"] or (None, None, None)
        variant_id = f["variant"]
        out[key] = VariantStatistics(variant_id, f["games"], f["wins"], f["deals"],
                                     f["points"], f["canastas"], best[0], best[1],
                                     best[2], resets.get(variant_id), f["options"])
    return out


def statistics_key(sheet: ArchivedSheet) -> str:
    """The statistics row a sheet counts in: its variant's id, followed by
    its house rules when it has any (their order in the file aside), so that
    sorted keys list a variant's rows together, its plain games first."""
    if not sheet.house_options:
        return sheet.variant
    # From a JSON file, so JSON again; a value no JSON holds (never read
    # from a sheet) is named by its text.
    return f"{sheet.variant} {json.dumps(sheet.house_options, sort_keys=True, default=str)}"


def _naive(when: datetime) -> datetime:
    """Compare local times whether or not a file carried its offset."""
    return when.astimezone().replace(tzinfo=None) if when.tzinfo else when


def _before(started: datetime, reset_at: datetime) -> bool:
    """A game started before its variant's reset (a date no clock can hold
    counts the game: the statistics never fail on it)."""
    try:
        return _naive(started) < _naive(reset_at)
    except (OverflowError, ValueError, OSError):
        return False


# ---------------------------------------------------------------- the folder
@dataclass
class SheetListing:
    sheets: list[ArchivedSheet]
    problems: list[SaveProblem] = field(default_factory=list)


class SheetArchive:
    """The sheets folder.  `read_only`: nothing is written, moved or deleted."""

    def __init__(self, paths: DataPaths, read_only: bool = False) -> None:
        self.paths = paths.ensure()
        self.read_only = read_only
        self.statistics_problem: SaveProblem | None = None  # met by the last `resets()`
        if not read_only:
            remove_stale_temporaries(paths.sheets_dir)

    def path_of(self, game_id: str) -> Path:
        """The sheet of a game (SaveError for an id that cannot name a file)."""
        return file_inside(self.paths.sheets_dir, f"{checked_path_part(game_id)}.json")

    def record(self, sheet: ArchivedSheet) -> Path:
        if self.read_only:
            raise OSError(errno.EROFS, "the data folder is open read-only")
        path = self.path_of(sheet.game_id)
        atomic_write_json(path, sheet.as_json())
        return path

    def record_game(self, match: Match, deal_states: Sequence[DealState], save: GameSave
                    ) -> Path | None:
        """Keep the sheet of a game once a deal of it is scored."""
        if not match.results:
            return None  # no deal scored yet: nothing worth keeping
        return self.record(sheet_of_game(match, deal_states, save.game_id, save.created,
                                         save.bots))

    def load(self, game_id: str) -> ArchivedSheet:
        return read_sheet(self.path_of(game_id))

    def delete(self, game_id: str) -> None:
        self.path_of(game_id).unlink(missing_ok=True)

    def list(self) -> SheetListing:
        """Every sheet, newest first; damaged files are moved aside and reported."""
        sheets, problems = [], []
        for path in sorted(self.paths.sheets_dir.glob("*.json")):
            if not path.is_file():
                continue  # a folder or a FIFO named like a sheet: never opened
            try:
                sheets.append(read_sheet(path))
            except SaveError as error:
                problem = self.set_aside(path, error)
                rebuilt = self._rebuilt(path, problem)
                if rebuilt is not None:
                    sheets.append(rebuilt)
                    problem = replace(problem, rebuilt=True)
                problems.append(problem)
        sheets.sort(key=lambda s: s.started, reverse=True)
        return SheetListing(sheets, problems)

    def _rebuilt(self, path: Path, problem: SaveProblem) -> ArchivedSheet | None:
        """A damaged sheet written again from its game's autosave, when that
        is intact: read, checked and replayed as any save is, and the sheet
        made of it checked as any sheet read (play-test s37: the game's
        scores were lost from Past games while its autosave held them).  Not
        over a file left in place (a newer version's, one that could not be
        moved aside); a read-only window keeps it in memory only.  None: no
        sheet to be had."""
        if problem.kind in KEPT_IN_PLACE or (problem.moved_to is None and not self.read_only):
            return None
        try:
            autosave = file_inside(self.paths.autosave_dir,
                                   f"{checked_path_part(path.stem)}{SAVE_SUFFIX}")
            restored = load_game(autosave)
            if restored.save.game_id != path.stem or not restored.match.results:
                return None  # another game's, or no deal scored: no sheet
            sheet = ArchivedSheet.from_json(sheet_of_restored(restored).as_json())
        except (SaveError, OSError):
            return None
        if not self.read_only:
            try:
                self.record(sheet)
            except OSError:
                pass  # listed all the same; tried again at the next listing
        return sheet

    # -------------------------------------------------------- statistics
    def resets(self) -> dict[str, str]:
        """When each variant's statistics were last reset ({} when never).
        Losing the dates only shows older games again: a damaged file is
        moved aside (`statistics_problem` says so) and the count starts afresh."""
        self.statistics_problem = None
        path = self.paths.statistics_file
        if not path.exists() and not path.is_symlink():
            return {}
        try:
            data = read_json_file(path)
            checked_version(data, STATISTICS_FORMAT, STATISTICS_VERSION, "statistics file")
            resets = data.get("reset", {})
            if not isinstance(resets, dict) or not all(
                    isinstance(k, str) and isinstance(v, str) and len(k) <= 64 and len(v) <= 64
                    for k, v in resets.items()):
                raise SaveError(INVALID, "the statistics file's reset dates are damaged")
            if any(date_out_of_range(v) for v in resets.values()):
                raise SaveError(INVALID, "a reset date of the statistics file is out of range")
            return dict(resets)
        except SaveError as error:
            self.statistics_problem = self.set_aside(path, error, STATISTICS)
            return {}

    def set_aside(self, path: Path, error: SaveError,
                  subject: str = SCORE_SHEET) -> SaveProblem:
        """A damaged file is moved aside (one the game may not read stays put,
        and a read-only window moves nothing); the problem says where it went
        and what the file is (`subject`)."""
        moved = None
        if error.kind not in KEPT_IN_PLACE and not self.read_only:
            try:
                moved = move_aside(path)
            except OSError:
                pass
        return SaveProblem(path, error.kind, error.message, moved, subject)

    def statistics(self) -> dict[str, VariantStatistics]:
        return compute_statistics(self.list().sheets, self.resets())

    def reset_statistics(self, variant: str | None = None, when: str | None = None) -> None:
        """Start a variant's statistics afresh (every variant's with None)."""
        if self.read_only:
            raise OSError(errno.EROFS, "the data folder is open read-only")
        when = when or now_iso()
        resets = self.resets()
        if variant is None:
            from ..model.variants import VARIANTS

            for variant_id in set(VARIANTS) | {s.variant for s in self.list().sheets}:
                resets[variant_id] = when
        else:
            resets[variant] = when
        atomic_write_json(self.paths.statistics_file,
                          {"format": STATISTICS_FORMAT, "version": STATISTICS_VERSION,
                           "reset": resets})


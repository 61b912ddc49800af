"""Keeping the score of a game played with real cards (issue 17).

Players count each deal at the table and enter, per score-sheet column (a
team, or a player where nobody has a partner), what the formula needs: the
points of the melded cards, the canastas, the red threes, who went out, the
points left in hand, the penalties, Origen's tiles.  A column's entry is the
engine's own `TeamCounts`, and each deal's line is worked out by
`scoring.score_counts`: the same formula as a deal played on screen, never a
second one.  The running totals, opening minimums, game end and winner come
from the engine's `Match`, fed with the lines.

Impossible entries are refused with a reason code and its numbers (the
words are the UI's); an opening minimum the melds could not have met is a
warning only, since the players may have counted the melds differently.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Mapping, Sequence

from .cards import HEARTS, JOKER, SPADES, card_tables, card_value
from .events import EndReason
from .match import DealResult, Match, ScoreSheet, score_sheet
from .rules import RuleSet, Sides
from .scoring import TeamCounts, TeamScore, own_red_threes, score_counts, summed_counts

# The cheapest canastas (§1 Values): seven naturals of 5 points; six of them
# and one two.
LEAST_PURE_CANASTA = 7 * 5
LEAST_IMPURE_CANASTA = 6 * 5 + 20
CANASTA_CARDS = 7
RANKS_WITH_TILES = 11  # Origen: one tile per ordinary rank, 4 to ace


# Every code a Problem can carry (the UI has words for each).
PROBLEM_CODES = ("negative", "not_multiple_of_five", "concealed_without_going_out",
                 "not_asked", "too_many_tiles", "no_isolated_hand", "too_many_canastas",
                 "canastas_need_points", "too_many_red_threes", "two_went_out",
                 "concealed_without_canasta", "going_out_needs_canastas",
                 "going_out_needs_red_and_black", "opening_not_met", "no_one_went_out",
                 "blank_entry", "game_over",
                 "no_such_deal", "after_game_end", "more_points_than_the_deck")


@dataclass(frozen=True)
class Problem:
    """Why an entry is refused (or, with `warning`, only doubtful)."""

    code: str
    params: Mapping[str, int | str] = field(default_factory=dict)
    warning: bool = False


class EntryRefused(ValueError):
    def __init__(self, problems: Sequence[Problem]) -> None:
        super().__init__("; ".join(p.code for p in problems))
        self.problems = tuple(problems)


@dataclass(frozen=True)
class DealEntry:
    """One deal as counted at the table: one `TeamCounts` per score-sheet
    column.  In three-handed play (§2) the columns are the players; when two
    played as partners, `isolated` is the other player's seat and the
    partnership's melds, hands and penalties may be entered in either
    partner's column (they are added up); red threes stay each player's."""

    columns: tuple[TeamCounts, ...]
    isolated: int | None = None

    @property
    def is_blank(self) -> bool:
        """Nothing written in: Enter pressed again on a cleared form."""
        return self.isolated is None and all(c == TeamCounts() for c in self.columns)


def melded_points_from_ranks(counts: Mapping[int, int]) -> int:
    """Points of melded cards counted per rank (JOKER, 2, black 3, 4..ace)."""
    total = 0
    for rank, count in counts.items():
        if count < 0:
            raise ValueError("a card count cannot be negative")
        total += count * card_value(rank, SPADES if rank == 3 else HEARTS)
    return total


def most_of_rank(rules: RuleSet, rank: int) -> int:
    """How many cards of a rank the deck holds (§1 Deck), red threes apart
    (scored on their own), counted in the deck the game deals: the rule
    set's packs and jokers are not worked out a second time here."""
    tables = card_tables(rules.deck)
    return sum(1 for card_rank, red_three in zip(tables.rank, tables.is_red_three)
               if card_rank == rank and not red_three)


def ranks_beyond_the_deck(rules: RuleSet, counts: Mapping[int, int]) -> dict[int, int]:
    """The ranks counted melded more often than the deck holds them, each
    with the most it holds (play-test s38: nine jokers were added up as 450
    points in a game of four jokers)."""
    return {rank: most_of_rank(rules, rank) for rank, count in counts.items()
            if count > most_of_rank(rules, rank)}


def deck_points(rules: RuleSet) -> int:
    """What all the deck's cards are worth, red threes apart (§1 Values):
    melded cards and cards left in hand together never add up to more."""
    return melded_points_from_ranks({rank: most_of_rank(rules, rank) for rank in COUNTED_RANKS})


# The most a box of the form holds, either side of zero (a kept file's
# number beyond them could be neither shown nor edited: review).
MAX_POINTS = 99_995
MAX_COUNT = 99
_POINTS = ("melded_points", "hand_points", "penalty_points")


def beyond_the_form(counts: TeamCounts) -> bool:
    """A number in a column that no box of the form can hold."""
    return any(abs(getattr(counts, key)) > (MAX_POINTS if key in _POINTS else MAX_COUNT)
               for key in _COUNT_FIELDS)


# The ranks a per-rank count offers, in the order players sort melds.
COUNTED_RANKS = (JOKER, 2, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3)


def as_counted(counts: TeamCounts) -> TeamCounts:
    """A column as the formula takes it.  Points lost (cards left in hand,
    penalties) may be entered with their minus, as a paper sheet writes them:
    "−120" in hand is 120 points against, as "120" is (play-test: the form
    dropped the minus; the entry keeps what was typed)."""
    return replace(counts, hand_points=abs(counts.hand_points),
                   penalty_points=abs(counts.penalty_points))


def asked_counts(rules: RuleSet) -> tuple[str, ...]:
    """The counts the form asks of each column under these rules, in its
    order: red threes laid apart, or still held where they count against
    their holder (§3); tiles only where there are tiles (§4)."""
    threes = "red_threes" if rules.red_threes.laid_apart else "red_threes_held"
    tiles = ("tiles_covered", "tiles_uncovered") if rules.tiles else ()
    return ("melded_points", "pure_canastas", "impure_canastas", threes, "hand_points",
            "penalty_points", *tiles)


def is_points(count: str) -> bool:
    """A count of points (in fives), not of cards or tiles."""
    return count in _POINTS


def asks_concealed(rules: RuleSet) -> bool:
    """Whether the form asks if the side went out concealed: only where that
    scores otherwise than going out (§1 Going out; §5 rami has no going-out
    bonus at all, concealed or not: the box changed nothing but a note)."""
    return rules.concealed_going_out_bonus != rules.going_out_bonus


# ---------------------------------------------------------------- the deal's teams
def isolated_of(rules: RuleSet, entry: DealEntry) -> int | None:
    """Three players: the isolated hand, as chosen, or else the player who
    went out (§2: whoever goes out with nobody isolated yet is; the engine
    does the same, and the form's "Nobody" left him scored alone)."""
    if entry.isolated is not None or not rules.isolated_hand:
        return entry.isolated
    out = [c for c, counts in enumerate(entry.columns) if counts.went_out]
    return out[0] if len(out) == 1 else None


def deal_teams(rules: RuleSet, entry: DealEntry) -> list[list[int]]:
    """The columns that played together in this deal."""
    isolated = isolated_of(rules, entry)
    if not rules.score_by_player or isolated is None:
        return [[c] for c in range(rules.column_count)]
    return [[isolated], [c for c in range(rules.column_count) if c != isolated]]


def _summed(rules: RuleSet, entry: DealEntry, columns: Sequence[int]) -> TeamCounts:
    return summed_counts([as_counted(entry.columns[c]) for c in columns])


def score_entry(rules: RuleSet, entry: DealEntry) -> tuple[TeamScore, ...]:
    """The deal's line: each column's points, by the engine's formula."""
    out: list[TeamScore | None] = [None] * rules.column_count
    for columns in deal_teams(rules, entry):
        counts = _summed(rules, entry, columns)
        score = score_counts(rules, columns[0], counts)
        if len(columns) == 1:
            out[columns[0]] = score
            continue
        # §2 three players: each partner records the team's points but only
        # his own red threes.
        for column in columns:
            out[column] = own_red_threes(rules, score, column,
                                         entry.columns[column].red_threes, counts.has_melded)
    return tuple(s for s in out if s is not None)


# ---------------------------------------------------------------- checks
def check_entry(rules: RuleSet, entry: DealEntry,
                opening_minimums: Sequence[int] = ()) -> list[Problem]:
    """Everything wrong with an entry: refusals first, then warnings."""
    if len(entry.columns) != rules.column_count:
        raise ValueError(f"{rules.column_count} columns expected, got {len(entry.columns)}")
    refused: list[Problem] = []
    warnings: list[Problem] = []
    if entry.isolated is not None and not (
            rules.score_by_player and 0 <= entry.isolated < rules.column_count):
        refused.append(Problem("no_isolated_hand"))
    for column, typed in enumerate(entry.columns):
        c = as_counted(typed)
        numbers = (c.melded_points, c.pure_canastas, c.impure_canastas, c.red_threes,
                   c.red_threes_held, c.hand_points, c.penalty_points, c.tiles_covered,
                   c.tiles_uncovered)
        if any(n < 0 for n in numbers):
            refused.append(Problem("negative", {"column": column}))
            continue
        for name, points in (("melded", c.melded_points), ("hand", c.hand_points)):
            if points % 5:
                refused.append(Problem("not_multiple_of_five",
                                       {"column": column, "what": name, "points": points}))
        if c.concealed and not c.went_out:
            refused.append(Problem("concealed_without_going_out", {"column": column}))
        asked = asked_counts(rules)
        if any(getattr(c, count) for count in _COUNT_FIELDS if count not in asked):
            # Only a file can hold them (the form has no box): editing the
            # deal would drop them unseen.  (A concealed tick where it scores
            # nothing more may: older forms asked it in rami.)
            refused.append(Problem("not_asked", {"column": column}))
        if rules.tiles and c.tiles_covered + c.tiles_uncovered > RANKS_WITH_TILES:
            # "alone": the column is a player without a partner, not a team.
            refused.append(Problem("too_many_tiles",
                                   {"column": column, "most": RANKS_WITH_TILES,
                                    "alone": int(rules.sides is Sides.ALONE)}))
    if refused:
        return refused
    teams = deal_teams(rules, entry)
    sums = [_summed(rules, entry, columns) for columns in teams]
    # Cards: each canasta holds seven cards that are neither threes nor red threes.
    packs = rules.deck.packs
    meldable = rules.deck.size - 4 * packs
    canastas = sum(s.canastas for s in sums)
    if canastas * CANASTA_CARDS > meldable:
        refused.append(Problem("too_many_canastas",
                               {"canastas": canastas, "most": meldable // CANASTA_CARDS}))
    for columns, s in zip(teams, sums):
        least = s.pure_canastas * LEAST_PURE_CANASTA + s.impure_canastas * LEAST_IMPURE_CANASTA
        if s.melded_points < least:
            refused.append(Problem("canastas_need_points",
                                   {"column": columns[0], "canastas": s.canastas,
                                    "least": least, "points": s.melded_points}))
    threes = sum(s.red_threes + s.red_threes_held for s in sums)
    if threes > 2 * packs:
        refused.append(Problem("too_many_red_threes", {"count": threes, "most": 2 * packs}))
    out = [columns for columns, s in zip(teams, sums) if s.went_out]
    if len(out) > 1:
        refused.append(Problem("two_went_out", {"first": out[0][0], "second": out[1][0]}))
    for columns, s in zip(teams, sums):
        if not s.went_out:
            continue
        column = columns[0]
        if s.concealed and not s.canastas and rules.going_out_needs_canasta:
            refused.append(Problem("concealed_without_canasta", {"column": column}))
        elif rules.going_out_needs_canasta and s.canastas < rules.canastas_to_go_out:
            refused.append(Problem("going_out_needs_canastas",
                                   {"column": column, "needed": rules.canastas_to_go_out,
                                    "canastas": s.canastas}))
        elif rules.red_and_black_canasta_to_go_out and not (
                s.pure_canastas and s.impure_canastas):
            refused.append(Problem("going_out_needs_red_and_black", {"column": column}))
    points = sum(s.melded_points + s.hand_points for s in sums)
    if not refused and points > deck_points(rules):
        # A zero too many (play-test s38: 6000 typed for 600 ended the game).
        # A warning: a sheet kept with it still reads, as it was written.
        warnings.append(Problem("more_points_than_the_deck",
                                {"points": points, "most": deck_points(rules)}, warning=True))
    if not refused and not out and any(s.has_melded for s in sums):
        # A deal ends by going out, or rarely by the stock running out: a
        # forgotten tick would be scored and printed as the stock's end.
        warnings.append(Problem("no_one_went_out", warning=True))
    if opening_minimums:
        for columns, s in zip(teams, sums):
            minimum = min(opening_minimums[c] for c in columns)
            if s.has_melded and s.melded_points < minimum:
                warnings.append(Problem("opening_not_met",
                                        {"column": columns[0], "minimum": minimum,
                                         "points": s.melded_points}, warning=True))
    return refused + warnings


def refusals(problems: Sequence[Problem]) -> list[Problem]:
    return [p for p in problems if not p.warning]


# ---------------------------------------------------------------- the sheet
@dataclass(frozen=True)
class HistoryEntry:
    """One change of the sheet: a deal added, edited or deleted.  `entry` is
    the deal as it was before an edit or a deletion (None when added)."""

    action: str  # "added", "edited", "deleted"
    number: int
    when: str
    entry: DealEntry | None = None


@dataclass(frozen=True)
class KeptLine:
    """One deal of a kept score: the entry, its line and what was doubtful."""

    entry: DealEntry
    result: DealResult
    warnings: tuple[Problem, ...]

    @property
    def canastas(self) -> tuple[int, ...]:
        return tuple(c.canastas for c in self.entry.columns)


class ScoreKeeper:
    """The sheet of a game played with real cards: its deals as entered, and
    everything else worked out again from them after every change."""

    def __init__(self, rules: RuleSet, names: Sequence[str], first_dealer: int | None = None,
                 entries: Sequence[DealEntry] = (),
                 history: Sequence[HistoryEntry] = ()) -> None:
        if len(names) != rules.players:
            raise ValueError(f"{rules.players} names are needed, got {len(names)}")
        self.rules = rules
        self.names = tuple(names)
        self.first_dealer = rules.seats - 1 if first_dealer is None else first_dealer
        self.entries: list[DealEntry] = list(entries)
        self.history: list[HistoryEntry] = list(history)
        self._recompute()

    # ------------------------------------------------------------ queries
    def _new_match(self) -> Match:
        return Match(self.rules, 0, self.names, self.first_dealer)

    def _recompute(self) -> None:
        match = self._new_match()
        lines = []
        ended: int | None = None  # the deal after which the game was over
        for number, entry in enumerate(self.entries, 1):
            minimums = match.next_opening_minimums()
            warnings = tuple(p for p in check_entry(self.rules, entry, minimums) if p.warning)
            if ended is not None:
                # §1 Game end: a fix of an earlier deal can end the game there
                # (play-test s38: the sheet then went on past its end unsaid).
                warnings += (Problem("after_game_end", {"number": number, "ended": ended},
                                     warning=True),)
            lines.append(KeptLine(entry, self._result(match, entry, minimums), warnings))
            if ended is None and match.is_over:
                ended = number
        self.match = match
        self.lines = lines

    def _result(self, match: Match, entry: DealEntry, minimums: tuple[int, ...]
                ) -> DealResult:
        """Append the entry's line to `match` (as `Match.finish_deal` does)."""
        rules = self.rules
        scores = score_entry(rules, entry)
        totals = tuple(before + s.total for before, s in zip(match.totals, scores))
        number = len(match.results) + 1
        out = next((c for c, counts in enumerate(entry.columns) if counts.went_out), None)
        concealed = out is not None and entry.columns[out].concealed
        result = DealResult(number, (self.first_dealer + number - 1) % rules.seats, minimums,
                            scores, totals, EndReason.TEAM_WENT_OUT if out is not None else
                            EndReason.STOCK_EXHAUSTED, out, concealed,
                            match.players_in_deal(number), match.sitting_out(number),
                            isolated_of(rules, entry))
        match.results.append(result)
        return result

    @property
    def totals(self) -> tuple[int, ...]:
        return self.match.totals

    def next_opening_minimums(self) -> tuple[int, ...]:
        return self.match.next_opening_minimums()

    @property
    def is_over(self) -> bool:
        return self.match.is_over

    @property
    def winner(self) -> int | None:
        return self.match.winner

    @property
    def margin(self) -> int:
        return self.match.margin

    def sheet(self) -> ScoreSheet:
        return score_sheet(self.match)

    def columns(self) -> tuple[tuple[int, ...], ...]:
        """The people of each column."""
        return self.sheet().teams

    def preview(self, entry: DealEntry, number: int | None = None
                ) -> tuple[tuple[TeamScore, ...], list[Problem]]:
        """The line an entry would give (as deal `number`, the next by default)
        and its problems, without changing the sheet."""
        number = len(self.entries) + 1 if number is None else number
        minimums = self.opening_minimums_for(number)
        return score_entry(self.rules, entry), check_entry(self.rules, entry, minimums)

    def opening_minimums_for(self, number: int) -> tuple[int, ...]:
        """Each column's opening minimum in deal `number` (set by the totals before it)."""
        if number <= 1:
            return self._new_match().next_opening_minimums()
        previous = self.lines[number - 2].result
        return tuple(self.rules.opening_minimum(t, number) for t in previous.totals)

    # ------------------------------------------------------------ changes
    def _checked(self, entry: DealEntry, number: int) -> None:
        problems = refusals(self.preview(entry, number)[1])
        if problems:
            raise EntryRefused(problems)

    def add(self, entry: DealEntry, when: str = "") -> KeptLine:
        """Add the next deal (EntryRefused with the reasons when impossible)."""
        if self.is_over:
            raise EntryRefused([Problem("game_over")])
        if entry.is_blank:  # review: saved as a deal "ended by the stock", all zeros
            raise EntryRefused([Problem("blank_entry")])
        self._checked(entry, len(self.entries) + 1)
        self.entries.append(entry)
        self.history.append(HistoryEntry("added", len(self.entries), when))
        self._recompute()
        return self.lines[-1]

    def edit(self, number: int, entry: DealEntry, when: str = "") -> None:
        """Replace deal `number` (1-based); every later line is worked out again."""
        self._deal_index(number)
        self._checked(entry, number)
        before = self.entries[number - 1]
        self.entries[number - 1] = entry
        self.history.append(HistoryEntry("edited", number, when, before))
        self._recompute()

    def delete(self, number: int, when: str = "") -> None:
        index = self._deal_index(number)
        before = self.entries.pop(index)
        self.history.append(HistoryEntry("deleted", number, when, before))
        self._recompute()

    def _deal_index(self, number: int) -> int:
        if not 1 <= number <= len(self.entries):
            raise EntryRefused([Problem("no_such_deal", {"number": number})])
        return number - 1


# ---------------------------------------------------------------- JSON
_COUNT_FIELDS = ("melded_points", "pure_canastas", "impure_canastas", "red_threes",
                 "red_threes_held", "hand_points", "penalty_points", "tiles_covered",
                 "tiles_uncovered")


def counts_json(counts: TeamCounts) -> dict:
    out: dict = {k: getattr(counts, k) for k in _COUNT_FIELDS if getattr(counts, k)}
    if counts.went_out:
        out["went_out"] = True
    if counts.concealed:
        out["concealed"] = True
    return out


def counts_from_json(data: Mapping) -> TeamCounts:
    if not isinstance(data, Mapping):
        raise TypeError("a column of a deal is not an object")
    return TeamCounts(**{k: int(data.get(k, 0)) for k in _COUNT_FIELDS},
                      went_out=bool(data.get("went_out", False)),
                      concealed=bool(data.get("concealed", False)))


def entry_json(entry: DealEntry) -> dict:
    out: dict = {"columns": [counts_json(c) for c in entry.columns]}
    if entry.isolated is not None:
        out["isolated"] = entry.isolated
    return out


def entry_from_json(data: Mapping) -> DealEntry:
    isolated = data.get("isolated")
    return DealEntry(tuple(counts_from_json(c) for c in data["columns"]),
                     None if isolated is None else int(isolated))


def history_json(item: HistoryEntry) -> dict:
    out: dict = {"action": item.action, "number": item.number, "when": item.when}
    if item.entry is not None:
        out["entry"] = entry_json(item.entry)
    return out


def history_from_json(data: Mapping) -> HistoryEntry:
    entry = data.get("entry")
    return HistoryEntry(str(data["action"]), int(data["number"]), str(data.get("when", "")),
                        None if entry is None else entry_from_json(entry))


"""Saved games: the rule set, the seeds, the names, the bot levels and every
action, replayed through the engine on load (ARCHITECTURE §2, §9).

A save never stores the state of the table: it stores what is needed to
rebuild it with the one engine, so a save cannot disagree with the rules and
stays small.  Each deal is its setup (dealer, shuffle seed, opening minimums,
scores before) and its actions in their stable text form, one line each:

    "2 take 7S,7C + K:KS,KH,2D #14,66,45,97,1"
     ^ seat  ^ action_text(...)                ^ card ids, only when needed

The card ids follow `#` only when the text alone would pick other cards of
the same code from the hand (two 7♠ of different packs): replay is then exact,
down to which copy of a card a player still holds and which one the others
know about.  Replaying the lines of every deal on `DealState(setup)` and
scoring each finished deal rebuilds the match exactly where it stopped: mid
turn (also while a partner is asked "may I go out?"), mid deal or between two
deals.

Format `canasta-desktop-save`.  Version 4 is written: each deal keeps the
`rule_revision` it was played by (model/revisions.py), so that a deal saved
before a rule was mended replays as it was played.  Version 3 (no
revisions: every deal migrates as revision 1), version 2 (no seat rule:
five and six-rotating seated people by the old rule) and version 1 (the
first draft of this format: flat rule fields, one list of lines per deal,
no deal setups, no summary) are migrated on reading; a newer version is
refused with a message, never guessed at (a version 2 reader would seat a
version 3 game's people by the old rule).  A save may hold
`continued_from`, the title of the named save its game was resumed from (an
autosave's row says so in the Open dialog); a file without it reads as a
game that was never named, and a reader that predates the key ignores it.
So may a deal hold `taken_back`, the moves Undo took back (`SavedTakeBack`),
kept for the log alone: the game is its `actions`, the log tells both.
"""

from __future__ import annotations

import builtins
import logging
import os
import random
import re
import secrets
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Sequence

from .. import __version__
from ..bots import bot_names
from ..model.actions import Action, Discard, Meld, MeldPart, TakePile, action_text, parse_action
from ..model.errors import IllegalAction
from ..model.match import KEPT_SEATS, ROTATING_SEATS, SEAT_RULES, Match, deal_seed, seating_draw
from ..model.revisions import FIRST_REVISION, RULE_REVISION
from ..model.rules import RuleSet, get_rules
from ..model.state import DealSetup, DealState
from ..model.taken_back import (TakenBack, check_fits, histories_before, history_before,
                                told_in_order)
from .atomic import atomic_write_json, move_aside, remove_stale_temporaries
from .names import name_problem, name_problem_text
from .paths import DataPaths
from .reading import (DAMAGED, FOREIGN, INVALID, KEPT_IN_PLACE, NEWER, TOO_LARGE, UNREADABLE,
                      WINDOWS_RESERVED, SaveError, checked_path_part, file_inside, guarded,
                      is_directly_in, read_json_file)

log = logging.getLogger(__name__)

FORMAT = "canasta-desktop-save"
# 3: the seat rule (Match.seat_rule), which an older reader would ignore;
# 4: each deal's rule revision (model/revisions.py).
VERSION = 4
SAVE_SUFFIX = ".json"
KEEP_AUTOSAVES = 30  # autosaves of older games are pruned beyond this many

# The kinds of problem (DAMAGED, TOO_LARGE, FOREIGN, NEWER, INVALID, UNREADABLE)
# and SaveError live in `reading`, the one reading path of every file we read.
# Why a save could not be written or deleted (the player's words: words.failure_reason).
NAME_TAKEN = "name_taken"
READ_ONLY_WINDOW = "read_only_window"
NOT_A_SAVE_HERE = "not_a_save_here"
NO_GAME = "no_game"
NOT_REPLAYABLE = "not_replayable"  # a game on the table that a save could not play back

__all__ = ["DAMAGED", "FOREIGN", "INVALID", "NEWER", "TOO_LARGE", "UNREADABLE", "SaveError"]
MAX_TITLE_LENGTH = 80  # a named save's title (its file name is cut there too)


def now_iso() -> str:
    """Local time with its offset, to the second: sortable and readable."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


# The years a file's date may fall in, in local time: a date far outside
# them is no date this program wrote, and year 1 at +05:00 or 9999-12-31 at
# -05:00 cannot even be turned to local time (Python's OverflowError opened
# no history at all, review).
EARLIEST_YEAR, LATEST_YEAR = 1900, 9999


def _read_iso(text: str | None) -> datetime | None:
    try:
        return datetime.fromisoformat(text) if text else None
    except (TypeError, ValueError):
        return None


def _in_range(when: datetime) -> bool:
    try:
        local = when.astimezone()
    except (OverflowError, ValueError, OSError):
        return False
    return all(EARLIEST_YEAR <= w.year <= LATEST_YEAR for w in (when, local))


def parse_iso(text: str | None) -> datetime | None:
    """A date written by `now_iso` (None when missing, unreadable or out of
    range: whatever it returns can be compared in local time)."""
    when = _read_iso(text)
    return when if when is None or _in_range(when) else None


def date_out_of_range(text: str | None) -> bool:
    """A date that reads as one but lies outside the years a game can be
    dated, or cannot be turned to local time: a file holding one is damaged."""
    when = _read_iso(text)
    return when is not None and not _in_range(when)


def new_game_id(when: datetime | None = None) -> str:
    when = when or datetime.now()
    return f"{when:%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"


def game_started(game_id: str) -> datetime | None:
    """When the game of `game_id` (an autosave's file name) was started, as
    `new_game_id` wrote it; None for another name."""
    try:
        return datetime.strptime(game_id[:15], "%Y%m%d-%H%M%S") if len(game_id) == 22 else None
    except ValueError:
        return None


# ---------------------------------------------------------------- rule set
@dataclass(frozen=True)
class RulesChoice:
    """A rule set as the player chose it: variant, players, layout, house options."""

    variant: str
    players: int
    layout: str | None = None
    house_options: Mapping[str, Any] = field(default_factory=dict)

    @staticmethod
    def from_rules(rules: RuleSet) -> "RulesChoice":
        base = get_rules(rules.id, rules.players, rules.layout or None)
        options = {o.field: getattr(rules, o.field) for o in rules.house_options
                   if getattr(rules, o.field) != getattr(base, o.field)}
        choice = RulesChoice(rules.id, rules.players, rules.layout or None, options)
        if choice.build() != rules:
            # A rule set edited beyond its house options (a test's custom
            # rules) could not be rebuilt on load: refuse now, not then.
            raise SaveError(INVALID, f"the rule set {rules.id!r} changes more than house "
                                     "options and cannot be saved")
        return choice

    def build(self) -> RuleSet:
        try:
            rules = get_rules(self.variant, self.players, self.layout)
            if self.house_options:
                rules = rules.with_options(**dict(self.house_options))
        except (KeyError, ValueError, TypeError) as exc:
            raise SaveError(INVALID, f"the save's rules cannot be used: {exc}") from exc
        return rules

    def as_json(self) -> dict[str, Any]:
        return {"variant": self.variant, "players": self.players, "layout": self.layout,
                "house_options": dict(self.house_options)}


# ---------------------------------------------------------------- actions
def _card_ids(action: Action) -> tuple[int, ...]:
    """The cards an action takes from the hand, in the order its text names them."""
    if isinstance(action, Discard):
        return (action.card,)
    if isinstance(action, Meld):
        return tuple(c for part in action.parts for c in part.cards)
    if isinstance(action, TakePile):
        return action.with_cards + tuple(c for part in action.melds for c in part.cards)
    return ()


def _with_card_ids(action: Action, ids: Sequence[int]) -> Action:
    """The same action naming these exact cards (same order as `_card_ids`)."""
    queue = list(ids)

    def parts(items: Sequence[MeldPart]) -> tuple[MeldPart, ...]:
        return tuple(MeldPart(p.rank, tuple(queue.pop(0) for _ in p.cards)) for p in items)

    if isinstance(action, Discard):
        return Discard(queue.pop(0))
    if isinstance(action, Meld):
        return Meld(parts(action.parts))
    if isinstance(action, TakePile):
        with_cards = tuple(queue.pop(0) for _ in action.with_cards)
        return TakePile(with_cards, parts(action.melds))
    return action


def encode_action(state: DealState, seat: int, action: Action) -> str:
    """The save line of `action` by `seat`, `state` being the deal just before it."""
    text = action_text(action, state.tables)
    ids = _card_ids(action)
    if ids and parse_action(text, state.hands[seat], state.tables) != action:
        text += " #" + ",".join(str(c) for c in ids)
    return f"{seat} {text}"


def decode_action(state: DealState, line: str) -> tuple[int, Action]:
    """Inverse of `encode_action`; ValueError when the line does not fit the deal."""
    seat_text, _, rest = line.strip().partition(" ")
    seat = int(seat_text)
    if not 0 <= seat < state.n:
        raise ValueError(f"no seat {seat}")
    text, _, ids_text = rest.partition(" #")
    action = parse_action(text, state.hands[seat], state.tables)
    if ids_text:
        ids = [int(c) for c in ids_text.split(",")]
        named = _card_ids(action)
        if len(ids) != len(named) or any(
                not 0 <= c < len(state.tables.code)
                or state.tables.code[c] != state.tables.code[n] for c, n in zip(ids, named)):
            raise ValueError(f"the card ids of {line!r} do not match its cards")
        action = _with_card_ids(action, ids)
    return seat, action


def replay_lines(state: DealState, lines: Iterable[str], deal_number: int) -> None:
    for n, line in enumerate(lines, 1):
        try:
            seat, action = decode_action(state, line)
            state.apply(action, seat)
        except (ValueError, IllegalAction) as exc:
            raise SaveError(INVALID, f"deal {deal_number}, action {n} ({line!r}) cannot be "
                                     f"replayed: {exc}") from exc


# ---------------------------------------------------------------- taken back
MAX_TAKEN_BACK = 50  # a deal's Undos kept for its log: the last ones
@dataclass(frozen=True)
class SavedTakeBack:
    """An Undo of the deal (model/taken_back.py): the deal went back to its
    first `at` actions, taking back the moves of `actions`, each line
    encoded on the deal as it stood before that move."""

    at: int
    actions: tuple[str, ...]
    whole_round: bool = False

    def as_json(self) -> dict[str, Any]:
        return {"at": self.at, "whole_round": self.whole_round, "actions": list(self.actions)}


def encode_taken_back(setup: DealSetup, history: Sequence[tuple[int, Action]],
                      taken_back: Sequence[TakenBack]) -> tuple[SavedTakeBack, ...]:
    """The save lines of a deal's Undos (`history`: the deal's now), the
    last `MAX_TAKEN_BACK` of them."""
    taken_back = list(taken_back)[-MAX_TAKEN_BACK:]
    saved = []
    for back, before in zip(taken_back, histories_before(history, taken_back)):
        deal = DealState(setup)
        for seat, action in before[:back.at]:
            deal.apply(action, seat)
        lines = []
        for seat, action in back.actions:
            lines.append(encode_action(deal, seat, action))
            deal.apply(action, seat)
        saved.append(SavedTakeBack(back.at, tuple(lines), back.whole_round))
    return tuple(saved)


def decode_taken_back(setup: DealSetup, history: Sequence[tuple[int, Action]],
                      saved: Sequence[SavedTakeBack]) -> tuple[TakenBack, ...]:
    """Inverse of `encode_taken_back`, from the last Undo back to the first
    (the history before each follows from the one after it);
    ValueError or IllegalAction when they do not fit the deal."""
    decoded: list[TakenBack] = []
    later = list(history)
    for record in reversed(saved):
        check_fits(record.at, later, record.actions)
        deal = DealState(setup)
        for seat, action in later[:record.at]:
            deal.apply(action, seat)
        actions = []
        for line in record.actions:
            seat, action = decode_action(deal, line)
            deal.apply(action, seat)
            actions.append((seat, action))
        decoded.append(TakenBack(record.at, tuple(actions), record.whole_round))
        later = history_before(later, record.at, actions)
    return tuple(reversed(decoded))


def _taken_back_in(saved: SavedDeal, state: DealState) -> tuple[TakenBack, ...]:
    """A deal's Undos as replayed; none when they do not fit it (they are the
    log's alone: the game opens without them)."""
    try:
        return decode_taken_back(state.setup, state.history, saved.taken_back)
    except (ValueError, IllegalAction) as exc:
        log.warning("deal %d: the moves taken back cannot be replayed: %s", saved.number, exc)
        return ()


def told_alike(before: DealState, after: DealState, taken_back: Sequence[TakenBack],
               seats: Iterable[int]) -> bool:
    """Whether the Undos tell `seats` the same on the deal `after` (its
    hidden cards dealt anew) as on `before`: a move taken back, replayed on
    the new deck, may not show what the old one did (a red three drawn)."""
    try:
        return all(told_in_order(before.setup, before.history, taken_back, seat)
                   == told_in_order(after.setup, after.history, taken_back, seat)
                   for seat in seats)
    except (ValueError, IllegalAction):
        return False


# ---------------------------------------------------------------- deals
@dataclass(frozen=True)
class SavedDeal:
    """One deal: where it started from and what was played.

    `dealer`, `opening_minimums` and `scores_before` may be None (version 1
    saves): they then follow from the match, as `Match.start_deal` does.
    `deck` (card ids) is stored only when the deck is not the seed's shuffle:
    a deal set up by hand (a test, a tutorial), or a deal played on from a
    save, whose hidden cards were dealt anew (model/reshuffle.py)."""

    number: int
    seed: int | None
    actions: tuple[str, ...] = ()
    dealer: int | None = None
    opening_minimums: tuple[int, ...] | None = None
    scores_before: tuple[int, ...] | None = None
    deck: tuple[int, ...] | None = None
    taken_back: tuple[SavedTakeBack, ...] = ()  # for the log: the moves Undo took back
    # The rules the deal was played by: a deal of an older save replays (and
    # plays on) as it began (model/revisions.py).
    rule_revision: int = RULE_REVISION

    @staticmethod
    def from_setup(setup: DealSetup, actions: Sequence[str]) -> "SavedDeal":
        deck: tuple[int, ...] | None = setup.deck
        if setup.seed is not None:
            shuffled = DealSetup.shuffled(setup.rules, setup.dealer, setup.seed)
            if shuffled.deck == setup.deck:
                deck = None  # the seed says it all
        return SavedDeal(setup.deal_number, setup.seed, tuple(actions), setup.dealer,
                         tuple(setup.opening_minimums), tuple(setup.scores_before), deck,
                         rule_revision=setup.rule_revision)

    def setup_in(self, match: Match) -> DealSetup:
        """The deal's setup, what the save leaves out taken from the match."""
        rules = match.rules
        dealer = (self.dealer if self.dealer is not None
                  else (match.first_dealer + self.number - 1) % rules.seats)
        if not 0 <= dealer < rules.seats:
            raise SaveError(INVALID, f"deal {self.number} has no seat {dealer} to deal")
        minimums = (self.opening_minimums if self.opening_minimums is not None
                    else match.next_opening_minimums())
        before = self.scores_before if self.scores_before is not None else match.totals
        columns = len(match.totals)
        if len(minimums) != len(match.next_opening_minimums()) or len(before) != columns:
            raise SaveError(INVALID, f"deal {self.number}'s opening minimums or scores do "
                                     "not fit the players")
        if self.deck is not None:
            if sorted(self.deck) != list(range(rules.deck.size)):
                raise SaveError(INVALID, f"the deck of deal {self.number} is not a whole deck")
            return DealSetup(rules, dealer, tuple(self.deck), tuple(minimums), tuple(before),
                             self.seed, self.number, self.rule_revision)
        if self.seed is None:
            raise SaveError(INVALID, f"deal {self.number} has neither a seed nor a deck")
        return replace(DealSetup.shuffled(rules, dealer, self.seed, minimums, before, self.number),
                       rule_revision=self.rule_revision)

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"number": self.number, "dealer": self.dealer, "seed": self.seed,
                               "opening_minimums": _list(self.opening_minimums),
                               "scores_before": _list(self.scores_before)}
        if self.deck is not None:
            out["deck"] = list(self.deck)
        out["actions"] = list(self.actions)
        if self.taken_back:  # only then: other saves stay as they were
            out["taken_back"] = [t.as_json() for t in self.taken_back]
        out["rule_revision"] = self.rule_revision
        return out


def _list(values: Sequence[int] | None) -> list[int] | None:
    return None if values is None else list(values)


# ---------------------------------------------------------------- summary
@dataclass(frozen=True)
class SaveSummary:
    """What the Open dialog lists without replaying the game."""

    deal_number: int  # the deal being played, or the last one played
    deals_finished: int
    totals: tuple[int, ...]
    finished: bool
    winner: int | None
    margin: int
    phase: str  # the current deal's phase, "over" between deals
    to_act: int | None  # the seat that must act now

    @staticmethod
    def of(match: Match) -> "SaveSummary":
        deal = match.deal
        playing = deal is not None and not deal.is_over
        return SaveSummary(
            deal.setup.deal_number if deal is not None else 0, len(match.results),
            tuple(match.totals), match.is_over, match.winner, match.margin,
            deal.phase if deal is not None else "over",
            deal.current_seat if deal is not None and playing else None)

    def as_json(self) -> dict[str, Any]:
        return {"deal_number": self.deal_number, "deals_finished": self.deals_finished,
                "totals": list(self.totals), "finished": self.finished,
                "winner": self.winner, "margin": self.margin, "phase": self.phase,
                "to_act": self.to_act}


# ---------------------------------------------------------------- the save
@dataclass(frozen=True)
class GameSave:
    game_id: str
    created: str  # ISO 8601, when the game began
    updated: str  # ISO 8601, when this save was written
    rules: RulesChoice
    seed: int  # the match seed: the seating draw and, until a reopening, each deal's seed
    first_dealer: int
    names: tuple[str, ...]  # in seat order (as `Match.names`)
    bots: tuple[str | None, ...]  # bot level per person, None for a person playing
    deals: tuple[SavedDeal, ...]
    seating_drawn: bool = False  # the seating draw ran (its record is rebuilt)
    name: str | None = None  # the title of a named save; None for an autosave
    summary: SaveSummary | None = None
    app_version: str = __version__
    # How people who take turns sitting out take the seats (Match.seat_rule);
    # saves of version 2 and before replay as they were played (migration).
    seat_rule: int = KEPT_SEATS
    # The title of the named save this game was resumed from, kept by its
    # autosaves: "Tuesday with Granny (continued)" beside "Tuesday with
    # Granny" in the Open dialog, not a second "Game of 8:38" (play-test).
    continued_from: str | None = None

    @property
    def variant(self) -> str:
        return self.rules.variant

    @property
    def action_count(self) -> int:
        return sum(len(d.actions) for d in self.deals)

    @property
    def moves_this_deal(self) -> int:
        """The moves played in the last deal (the one being played), read
        without replaying: a game played a while and one just dealt read
        alike in the Open dialog otherwise (play-test)."""
        return len(self.deals[-1].actions) if self.deals else 0

    def as_json(self) -> dict[str, Any]:
        data = {
            "format": FORMAT,
            "version": VERSION,
            "game_id": self.game_id,
            "name": self.name,
            "created": self.created,
            "updated": self.updated,
            "app_version": self.app_version,
            "rules": self.rules.as_json(),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "seating_drawn": self.seating_drawn,
            "seat_rule": self.seat_rule,
            "names": list(self.names),
            "bots": list(self.bots),
            "summary": self.summary.as_json() if self.summary else None,
            "deals": [d.as_json() for d in self.deals],
        }
        if self.continued_from is not None:  # only then: other saves stay as they were
            data["continued_from"] = self.continued_from
        return data

    @staticmethod
    def from_json(data: Any, source_name: str = "save") -> "GameSave":
        """Check, migrate and read a decoded save; SaveError when it does not hold."""
        data = migrate(data, source_name)
        save = guarded(lambda: _read_current(data), "save")
        if save.summary is None:
            save = replace(save, summary=SaveSummary.of(restore(save).match))
        return save


def _check(condition: bool, what: str) -> None:
    if not condition:
        raise SaveError(INVALID, f"the save is damaged: {what}")


def _int(value: Any, what: str) -> int:
    _check(isinstance(value, int) and not isinstance(value, bool), f"{what} is not a number")
    return value


def _flag(value: Any, what: str) -> bool:
    # "no" would be true: a game said over is no longer offered by Continue.
    _check(isinstance(value, bool), f"{what} is not yes or no")
    return value


def _ints(values: Any, what: str) -> tuple[int, ...]:
    _check(isinstance(values, list), f"{what} is not a list")
    return tuple(_int(v, what) for v in values)


def _optional_ints(values: Any, what: str) -> tuple[int, ...] | None:
    return None if values is None else _ints(values, what)


def _text(value: Any, what: str) -> str:
    _check(isinstance(value, str), f"{what} is not text")
    return value


def _bot_level(value: Any) -> str:
    # Only the levels a player may choose: a developer bot (the oracle) is
    # never handed the deal by the window, and an unknown name has no bot.
    _check(isinstance(value, str) and value in bot_names(),
           f"a bot level the game does not offer ({str(value)[:40]!r})")
    return value


def _name(value: Any) -> str:
    problem = name_problem(value, allow_empty=True)
    _check(problem is None, name_problem_text(problem) if problem else "")
    return value


def _title(value: Any) -> str:
    _check(name_problem(value, allow_empty=True, max_length=MAX_TITLE_LENGTH) is None,
           "the save's name is too long or holds characters that cannot be shown")
    return value


def _read_current(data: dict[str, Any]) -> GameSave:
    rules = data["rules"]
    _check(isinstance(rules, dict), "the rules are missing")
    options = rules.get("house_options") or {}
    _check(isinstance(options, dict) and all(isinstance(k, str) for k in options),
           "the house options are not a table")
    layout = rules.get("layout")
    choice = RulesChoice(_text(rules["variant"], "the variant"),
                         _int(rules["players"], "the number of players"),
                         None if layout is None else _text(layout, "the layout"), options)
    _check(isinstance(data["names"], list), "the names are not a list")
    names = tuple(_name(n) for n in data["names"])
    bots_raw = data["bots"]
    _check(isinstance(bots_raw, list), "the bot levels are not a list")
    bots = tuple(None if b is None else _bot_level(b) for b in bots_raw)
    _check(len(names) == choice.players and len(bots) == choice.players,
           f"{choice.players} players need {choice.players} names and bot levels")
    deals = []
    _check(isinstance(data["deals"], list), "the deals are not a list")
    for raw in data["deals"]:
        _check(isinstance(raw, dict), "a deal is not a table")
        actions = raw.get("actions", [])
        _check(isinstance(actions, list) and all(isinstance(a, str) for a in actions),
               "a deal's actions are not lines of text")
        seed = raw.get("seed")
        dealer = raw.get("dealer")
        deck = raw.get("deck")
        deals.append(SavedDeal(
            _int(raw["number"], "a deal number"),
            None if seed is None else _int(seed, "a deal seed"), tuple(actions),
            None if dealer is None else _int(dealer, "a dealer"),
            _optional_ints(raw.get("opening_minimums"), "opening minimums"),
            _optional_ints(raw.get("scores_before"), "scores before a deal"),
            _optional_ints(deck, "a deck"), _taken_back(raw.get("taken_back", [])),
            _rule_revision(raw.get("rule_revision"))))
    summary = None
    raw_summary = data.get("summary")
    if isinstance(raw_summary, dict):
        winner = raw_summary.get("winner")
        to_act = raw_summary.get("to_act")
        summary = SaveSummary(
            _int(raw_summary["deal_number"], "the deal number"),
            _int(raw_summary["deals_finished"], "the deals finished"),
            _ints(raw_summary["totals"], "the totals"), _flag(raw_summary["finished"], "whether the game is over"),
            None if winner is None else _int(winner, "the winner"),
            _int(raw_summary["margin"], "the margin"), _text(raw_summary["phase"], "the phase"),
            None if to_act is None else _int(to_act, "the seat to act"))
        _check(0 < len(summary.totals) <= choice.players
               and all(v is None or 0 <= v < choice.players
                       for v in (summary.winner, summary.to_act)),
               "the summary does not fit the players")
    name = data.get("name")
    continued_from = data.get("continued_from")
    return GameSave(
        game_id=checked_path_part(data["game_id"]),
        created=_text(data["created"], "the date"),
        updated=_text(data["updated"], "the date"),
        rules=choice,
        seed=_int(data["seed"], "the seed"),
        first_dealer=_int(data["first_dealer"], "the first dealer"),
        names=names, bots=bots, deals=tuple(deals),
        seating_drawn=_flag(data.get("seating_drawn", False), "the seating draw"),
        seat_rule=_seat_rule(data["seat_rule"]),
        name=None if name is None else _title(name),
        continued_from=None if continued_from is None else _title(continued_from),
        summary=summary,
        app_version=str(data.get("app_version", "")))


def _taken_back(raw: Any) -> tuple[SavedTakeBack, ...]:
    """A deal's Undos, for its log alone: in any other shape they are left
    out (the game opens without them), and only the last `MAX_TAKEN_BACK`
    are read, each replayed from the deal's start (review: ten thousand
    records took seconds on opening, on the window's thread)."""
    if not isinstance(raw, list):
        log.warning("a deal's moves taken back are not a list: left out")
        return ()
    records = []
    for record in raw[-MAX_TAKEN_BACK:]:
        actions = record.get("actions") if isinstance(record, dict) else None
        at = record.get("at") if isinstance(record, dict) else None
        whole = record.get("whole_round", False) if isinstance(record, dict) else None
        if (not isinstance(actions, list) or not all(isinstance(a, str) for a in actions)
                or type(at) is not int or not isinstance(whole, bool)):
            log.warning("a deal's moves taken back are not in their shape: left out")
            return ()
        records.append(SavedTakeBack(at, tuple(actions), whole))
    return tuple(records)


def _rule_revision(value: Any) -> int:
    revision = _int(value, "a deal's rule revision")
    _check(FIRST_REVISION <= revision, f"there is no rule revision {revision}")
    if revision > RULE_REVISION:
        # Only a newer program writes one: its file is left as it is, as a
        # newer format is (review: it was set aside as damaged).
        raise SaveError(NEWER, f"this saved game was written by a newer version of Canasta "
                               f"Desktop (rule revision {revision}; this version plays up to "
                               f"{RULE_REVISION})")
    return revision


def _seat_rule(value: Any) -> int:
    rule = _int(value, "the seat rule")
    _check(rule in SEAT_RULES, f"there is no seat rule {rule}")
    return rule


# ---------------------------------------------------------------- migration
def _migrate_1_to_2(data: dict[str, Any], source_name: str) -> dict[str, Any]:
    """Version 1 kept the rule fields at the top level and each deal as a bare
    list of lines; the deal setups followed from the match seed."""
    saved = data.get("saved") or now_iso()
    seed = data["seed"]
    _check(isinstance(data.get("deals"), list), "the deals are not a list")
    deals = []
    for number, lines in enumerate(data["deals"], 1):
        deals.append({"number": number, "seed": deal_seed(seed, number), "dealer": None,
                      "opening_minimums": None, "scores_before": None, "actions": lines})
    return {
        "format": FORMAT, "version": 2,
        # A version 1 file had no game id: its file name is the stable stand-in.
        "game_id": _v1_game_id(source_name), "name": data.get("name"),
        "created": saved, "updated": saved, "app_version": data.get("app_version", ""),
        "rules": {"variant": data["variant"], "players": data["players"],
                  "layout": data.get("layout"), "house_options": data.get("house_options", {})},
        "seed": seed, "first_dealer": data["first_dealer"], "seating_drawn": False,
        "names": data["names"], "bots": data["bots"], "summary": None, "deals": deals,
    }


def _v1_game_id(source_name: str) -> str:
    """The stand-in game id of a version 1 save: its file name, made safe."""
    return "v1-" + (re.sub(r"[^A-Za-z0-9_-]+", "-", source_name).strip("-")[:60] or "save")


def _migrate_2_to_3(data: dict[str, Any], source_name: str) -> dict[str, Any]:
    """Version 2 had no seat rule: its games seated people by the old one."""
    return {**data, "version": 3, "seat_rule": ROTATING_SEATS}


def _migrate_3_to_4(data: dict[str, Any], source_name: str) -> dict[str, Any]:
    """Version 3 kept no rule revision: its deals were played by the first."""
    _check(isinstance(data.get("deals"), list), "the deals are not a list")
    deals = [{**deal, "rule_revision": FIRST_REVISION} if isinstance(deal, dict) else deal
             for deal in data["deals"]]
    return {**data, "version": 4, "deals": deals}


MIGRATIONS: dict[int, Callable[[dict[str, Any], str], dict[str, Any]]] = {
    1: _migrate_1_to_2, 2: _migrate_2_to_3, 3: _migrate_3_to_4}


def checked_version(data: Any, file_format: str, current: int, kind: str) -> int:
    """The version of a decoded file of `file_format`, refused when the file is
    foreign, its version is not a version, or a newer program wrote it."""
    if not isinstance(data, dict) or data.get("format") != file_format:
        raise SaveError(FOREIGN, f"this file is not a Canasta Desktop {kind}")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(INVALID, f"the {kind}'s version {version!r} is not valid")
    if version > current:
        raise SaveError(NEWER, f"this {kind} was written by a newer version of Canasta "
                               f"Desktop (format {version}; this version reads up to "
                               f"{current})")
    return version


def migrate(data: Any, source_name: str = "save") -> dict[str, Any]:
    """Bring a decoded save to the current version, one step at a time."""
    version = checked_version(data, FORMAT, VERSION, "saved game")
    while version < VERSION:
        try:
            data = MIGRATIONS[version](data, source_name)
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(INVALID, f"the version {version} save is incomplete: {exc}") from exc
        version = data["version"]
    return data


# ---------------------------------------------------------------- replay
@dataclass
class RestoredGame:
    """A save replayed: the match where it stopped and every deal's state."""

    save: GameSave
    match: Match
    deals: list[DealState]
    taken_back: list[tuple[TakenBack, ...]] = field(default_factory=list)  # each deal's Undos

    def reshuffle_unseen(self, rng: random.Random, person: int | None = None) -> None:
        """Before playing on: the cards hidden from the person at the computer
        (None: from every seat) are dealt anew (`Match.reshuffle_unseen`).
        The deal's new setup, and its actions written again for it (a line
        names a card by what the hand held then), are what the game's saves
        record from now on."""
        before = self.match.deal
        self.match.reshuffle_unseen(rng, person)
        deal = self.match.deal
        if before is None or deal is None or deal is before:
            return
        self.deals[-1] = deal
        # The moves taken back stay in the log while they tell the person
        # what they told him (else none are told: nothing hidden is shown).
        people = self.match.players_in_deal(deal.setup.deal_number)
        seats = [people.index(person)] if person in people else range(deal.n)
        taken_back = self.current_taken_back
        if not told_alike(before, deal, taken_back, seats):
            taken_back = ()
        if self.taken_back:
            self.taken_back[-1] = taken_back
        tape = DealTape(deal.setup)
        tape.sync(deal, taken_back)
        self.save = replace(self.save, deals=self.save.deals[:-1] + (tape.saved(),))

    @property
    def current_taken_back(self) -> tuple[TakenBack, ...]:
        """The Undos of the match's deal (its log tells them)."""
        if self.match.deal is None or not self.deals or self.deals[-1] is not self.match.deal:
            return ()
        return self.taken_back[-1] if self.taken_back else ()


def restore(save: GameSave) -> RestoredGame:
    """Replay a save through the engine; SaveError when it does not hold
    (whatever the engine trips on: a save may have been edited by hand)."""
    return guarded(lambda: _replay(save), "save")


def _replay(save: GameSave) -> RestoredGame:
    rules = save.rules.build()
    if len(save.names) != rules.players or len(save.bots) != rules.players:
        raise SaveError(INVALID, f"{rules.players} players need {rules.players} names and "
                                 "bot levels")
    if not 0 <= save.first_dealer < rules.seats:
        raise SaveError(INVALID, f"there is no seat {save.first_dealer} to deal first")
    seating = seating_draw(rules, random.Random(save.seed)) if save.seating_drawn else None
    match = Match(rules, save.seed, tuple(save.names), save.first_dealer, seating=seating,
                  seat_rule=save.seat_rule)
    states: list[DealState] = []
    taken_back: list[tuple[TakenBack, ...]] = []
    for expected, saved in enumerate(save.deals, 1):
        if saved.number != expected:
            raise SaveError(INVALID, f"deal {saved.number} comes where deal {expected} should")
        if match.is_over:
            raise SaveError(INVALID, f"deal {saved.number} comes after the end of the game")
        if states and not states[-1].is_over:
            raise SaveError(INVALID, f"deal {saved.number} starts before deal "
                                     f"{saved.number - 1} ended")
        state = DealState(saved.setup_in(match))
        replay_lines(state, saved.actions, saved.number)
        match.deal = state
        if state.is_over:
            match.finish_deal()
        states.append(state)
        taken_back.append(_taken_back_in(saved, state))
    return RestoredGame(save, match, states, taken_back)


# ---------------------------------------------------------------- recording
class DealTape:
    """The save lines of one deal, kept in step with the live deal.

    It follows the deal on its own replayed copy (`shadow`): encoding an
    action needs the hand just before it, and the copy gives it without
    replaying the whole deal at every move."""

    def __init__(self, setup: DealSetup) -> None:
        self.setup = setup
        self.shadow = DealState(setup)
        self.lines: list[str] = []
        self._followed: DealState | None = None  # the live deal last synced
        self._saved_deal: SavedDeal | None = None
        self.taken_back: tuple[TakenBack, ...] = ()  # the deal's Undos, for its log
        self._taken_back_lines: tuple[SavedTakeBack, ...] = ()

    @staticmethod
    def from_replayed(state: DealState, lines: Sequence[str],
                      taken_back: Sequence[TakenBack] = (),
                      taken_back_lines: Sequence[SavedTakeBack] = ()) -> "DealTape":
        tape = DealTape(state.setup)
        tape.shadow = state.clone()
        tape.lines = list(lines)
        if taken_back:  # else the lines did not replay: none are kept
            tape.taken_back, tape._taken_back_lines = tuple(taken_back), tuple(taken_back_lines)
        return tape

    def sync(self, deal: DealState, taken_back: Sequence[TakenBack] | None = None) -> None:
        """Follow the live deal; `taken_back`: its Undos so far (None: as they were)."""
        self._follow(deal)
        if taken_back is not None and tuple(taken_back) != self.taken_back:
            self.taken_back = tuple(taken_back)
            try:
                self._taken_back_lines = encode_taken_back(self.setup, deal.history,
                                                           self.taken_back)
            except (ValueError, IllegalAction) as exc:  # the log's alone: the game saves on
                log.warning("the moves taken back cannot be saved: %s", exc)
                self._taken_back_lines = ()

    def _follow(self, deal: DealState) -> None:
        recorded = self.shadow.history
        history = deal.history
        n = len(recorded)
        # A deal's history only grows; undo builds a new deal from a shorter
        # history.  Start again when what we recorded is no longer the start
        # of the deal's history.
        if deal is not self._followed:
            if len(history) < n or history[:n] != recorded:
                self.shadow = DealState(self.setup)
                self.lines = []
                n = 0
            self._followed = deal
        for seat, action in history[n:]:
            self.lines.append(encode_action(self.shadow, seat, action))
            self.shadow.apply(action, seat)

    def saved(self) -> SavedDeal:
        if self._saved_deal is None:
            self._saved_deal = SavedDeal.from_setup(self.setup, ())
        return replace(self._saved_deal, actions=tuple(self.lines),
                       taken_back=self._taken_back_lines)


class GameRecorder:
    """Turns a live match into `GameSave`s, move after move.

    Call `observe(match, bots)` after every change (the autosaver does it on
    the controller's `changed`); each deal must be observed at least
    once while it is the match's current deal, at the latest when it ends."""

    def __init__(self, game_id: str | None = None, created: str | None = None,
                 name: str | None = None, seating_drawn: bool = False,
                 continued_from: str | None = None) -> None:
        self.game_id = checked_path_part(game_id) if game_id else new_game_id()
        self.created = created or now_iso()
        self.name = name
        self.seating_drawn = seating_drawn
        self.continued_from = continued_from
        self.tapes: dict[int, DealTape] = {}

    @staticmethod
    def resume(restored: RestoredGame) -> "GameRecorder":
        save = restored.save
        # A named save played on continues it (as do its autosaves resumed).
        recorder = GameRecorder(save.game_id, save.created, save.name, save.seating_drawn,
                                save.name or save.continued_from)
        taken_back = restored.taken_back or [()] * len(restored.deals)
        for saved, state, undos in zip(save.deals, restored.deals, taken_back):
            recorder.tapes[saved.number] = DealTape.from_replayed(state, saved.actions, undos,
                                                                  saved.taken_back)
        return recorder

    def deal_states(self) -> list[DealState]:
        """Each recorded deal as replayed, in order (their final states once over)."""
        return [self.tapes[n].shadow for n in sorted(self.tapes)]

    def observe(self, match: Match, bots: Sequence[str | None], name: str | None = None,
                taken_back: Sequence[TakenBack] | None = None) -> GameSave:
        """The match as a save; `taken_back`: the Undos of its deal so far
        (the controller's; None: as recorded)."""
        deal = match.deal
        if deal is not None:
            number = deal.setup.deal_number
            tape = self.tapes.get(number)
            if tape is None or (tape.setup is not deal.setup and tape.setup != deal.setup):
                tape = DealTape(deal.setup)
                self.tapes[number] = tape
                # A new deal n makes any later deal of an old line of play moot.
                for later in [k for k in self.tapes if k > number]:
                    del self.tapes[later]
            tape.sync(deal, taken_back)
        numbers = sorted(self.tapes)
        if numbers != list(range(1, len(numbers) + 1)):
            raise SaveError(INVALID, "a deal of this game was not recorded")
        if len(bots) != match.rules.players:
            raise ValueError(f"{match.rules.players} bot levels are needed")
        return GameSave(
            game_id=self.game_id, created=self.created, updated=now_iso(),
            rules=RulesChoice.from_rules(match.rules), seed=match.seed,
            first_dealer=match.first_dealer, names=tuple(match.names), bots=tuple(bots),
            deals=tuple(self.tapes[n].saved() for n in numbers),
            seating_drawn=self.seating_drawn or match.seating is not None,
            name=name if name is not None else self.name, summary=SaveSummary.of(match),
            seat_rule=match.seat_rule, continued_from=self.continued_from)


def plays_beyond(later: GameSave, save: GameSave) -> bool:
    """`later` holds a move that `save` does not: a deal `save` lacks, or a
    deal whose moves are not those of `save` (or their beginning).  A game
    reopened is dealt anew the cards nobody saw (model/reshuffle.py): its
    deal's start then differs, and a move may name the other copy of a card
    of the two decks (the " #ids" of `encode_action`); neither is play."""
    if len(later.deals) > len(save.deals):
        return True
    for ours, theirs in zip(later.deals, save.deals):
        played = [_as_played(line) for line in ours.actions]
        if [_as_played(line) for line in theirs.actions[:len(played)]] != played:
            return True
    return False


def _as_played(line: str) -> str:
    """A save line without the card ids that tell identical copies apart."""
    return line.partition(" #")[0]


# ---------------------------------------------------------------- files
def read_save(path: str | os.PathLike[str]) -> GameSave:
    """Read and check a save file (without moving it: see `SaveStore`)."""
    return GameSave.from_json(read_json_file(path), Path(path).stem)


def _title_in(path: Path) -> str | None:
    """The title a save file holds (None: it cannot be read as a save)."""
    try:
        save = read_save(path)
    except (SaveError, OSError):
        return None
    return save.name or path.stem


def write_save(path: str | os.PathLike[str], save: GameSave) -> Path:
    """Write a save atomically: OSError when the disk refuses, SaveError when
    the game holds what cannot be written (the old file is kept either way)."""
    target = Path(path)
    try:
        atomic_write_json(target, save.as_json())
    except (UnicodeError, ValueError, TypeError, RecursionError) as exc:
        raise SaveError(INVALID, f"the game holds what cannot be written: {str(exc)[:120]}"
                        ) from exc
    return target


def load_game(path: str | os.PathLike[str]) -> RestoredGame:
    return restore(read_save(path))


MAX_SAME_FILE_NAME = 99  # named saves whose titles make one file name ("a b (2).json"...)
_UNSAFE = re.compile(r'[\x00-\x1f<>:"/\\|?*]+')


# Of a save's file name, before " (99).json": file systems take 255 bytes,
# and the write's temporary name adds 14 (".NAME.xxxxxxxx.tmp"), a file set
# aside ".corrupt-99".
MAX_STEM_BYTES = 220


def file_name_for(title: str) -> str:
    """A file name for a named save: the title, minus what file systems refuse."""
    stem = _UNSAFE.sub(" ", title).strip().strip(".")
    stem = re.sub(r"\s+", " ", stem)[:80].strip()
    # Unwritable characters (a lone surrogate) and Windows' device names.
    stem = stem.encode("utf-8", "replace").decode("utf-8").replace("?", " ").strip()
    # File systems count bytes (255 at most): 80 emoji are 320.
    stem = stem.encode("utf-8")[:MAX_STEM_BYTES].decode("utf-8", "ignore").strip() or "save"
    if stem.split(".")[0].strip().upper() in WINDOWS_RESERVED:
        stem = "save " + stem
    return stem + SAVE_SUFFIX


# What a file that could not be used is, so that the player is told of it
# by its name (a score sheet is no saved game).
SAVED_GAME = "saved game"
SCORE_SHEET = "score sheet"
KEPT_SCORE = "kept score"  # a score sheet whose kept score cannot be worked out again
STATISTICS = "statistics"


@dataclass(frozen=True)
class SaveProblem:
    """A file that could not be used, said in plain words."""

    path: Path
    kind: str
    message: str
    moved_to: Path | None = None  # where a damaged file now lies
    subject: str = SAVED_GAME  # what the file is
    rebuilt: bool = False  # a score sheet written again from its game's autosave

    def __str__(self) -> str:
        text = f"{self.path.name}: {self.message}"
        if self.moved_to is not None:
            text += f"; it was moved aside as {self.moved_to.name}"
        elif self.kind in KEPT_IN_PLACE:
            text += "; it was left as it is"
        if self.rebuilt:
            text += "; its scores were written again from the game's autosave"
        return text


@dataclass(frozen=True)
class SaveEntry:
    """One line of the Open dialog."""

    path: Path
    save: GameSave
    autosave: bool

    @property
    def title(self) -> str:
        return self.save.name or self.path.stem


@dataclass
class SaveListing:
    entries: list[SaveEntry]
    problems: list[SaveProblem]


class SaveStore:
    """The saves folder: one autosave per game, plus named saves.

    `read_only` (another window of the game writes this folder): nothing is
    written, moved or deleted, damaged files are only reported."""

    def __init__(self, paths: DataPaths, read_only: bool = False) -> None:
        self.paths = paths.ensure()
        self.read_only = read_only
        if not read_only:
            for folder in (paths.saves_dir, paths.autosave_dir):
                remove_stale_temporaries(folder)

    def autosave_path(self, game_id: str) -> Path:
        """The autosave of a game (SaveError for an id that cannot name a file)."""
        return file_inside(self.paths.autosave_dir,
                           f"{checked_path_part(game_id)}{SAVE_SUFFIX}")

    def named_path(self, title: str) -> Path:
        """The file of the save named `title`: the one that holds it already,
        else the first free one.  Titles that make the same file name ("a/b"
        and "a b", ".." and "?") get "a b (2).json" and so on, so that saving
        one never replaces the other."""
        first = file_name_for(title)
        stem = first[:-len(SAVE_SUFFIX)]
        for number in range(1, MAX_SAME_FILE_NAME + 1):
            name = first if number == 1 else f"{stem} ({number}){SAVE_SUFFIX}"
            path = file_inside(self.paths.saves_dir, name)
            if not path.exists() or _title_in(path) == title:
                return path
        raise SaveError(NAME_TAKEN, f"{MAX_SAME_FILE_NAME} saves already share the file name "
                                    f"{first!r}", name=first)

    def write_autosave(self, save: GameSave) -> Path:
        """The game's autosave (never named: the recorder says which named
        save it continues, `continued_from`)."""
        return write_save(self.autosave_path(save.game_id), replace(save, name=None))

    def save_as(self, save: GameSave, title: str) -> Path:
        """A named save (overwritten if the name exists: the dialog asks first)."""
        return write_save(self.named_path(title), replace(save, name=title))

    def delete(self, path: str | os.PathLike[str]) -> None:
        """Delete a save of this folder (SaveError for a file elsewhere, or
        in a read-only store).  A link in the folder goes, never the file it
        points to (which may lie anywhere)."""
        if self.read_only:
            raise SaveError(READ_ONLY_WINDOW, "this window is read-only: it deletes nothing")
        link = Path(path)
        try:
            folder = link.absolute().parent.resolve()
            ours = any(folder == f.resolve()
                       for f in (self.paths.saves_dir, self.paths.autosave_dir))
        except (OSError, RuntimeError):
            ours = False
        if not ours or not link.name.endswith(SAVE_SUFFIX):
            raise SaveError(NOT_A_SAVE_HERE, "only a save of the saves folder can be deleted")
        link.unlink(missing_ok=True)

    def _problem(self, path: Path, error: SaveError) -> SaveProblem:
        if error.kind in KEPT_IN_PLACE or self.read_only:
            return SaveProblem(path, error.kind, error.message)
        try:
            moved = move_aside(path)
        except OSError:
            moved = None
        return SaveProblem(path, error.kind, error.message, moved)

    def read(self, path: str | os.PathLike[str]) -> GameSave:
        """Read a save; a damaged one is moved aside and SaveProblemError is raised."""
        source = Path(path)
        try:
            return read_save(source)
        except SaveError as error:
            raise SaveProblemError(self._problem(source, error)) from error

    def holds_later_play(self, save: GameSave) -> bool:
        """Whether the autosave of `save`'s game holds a move `save` does not
        (a named save of a game played on since): playing on from `save`
        under its game's id would write over that play."""
        path = self.autosave_path(save.game_id)
        if not path.is_file():
            return False
        try:
            autosave = read_save(path)
        except SaveError:
            return True  # not ours to overwrite: it is reported when listed
        return plays_beyond(autosave, save)

    def load(self, path: str | os.PathLike[str]) -> RestoredGame:
        """Read and replay a save; a damaged one is moved aside (SaveProblemError)."""
        source = Path(path)
        try:
            return restore(read_save(source))
        except SaveError as error:
            raise SaveProblemError(self._problem(source, error)) from error

    def list(self) -> SaveListing:
        """Every save, newest first; the files that cannot be read are reported
        (and the damaged ones moved aside) while the others still list."""
        entries: list[SaveEntry] = []
        problems: list[SaveProblem] = []
        for folder, autosave in ((self.paths.saves_dir, False),
                                 (self.paths.autosave_dir, True)):
            for path in sorted(folder.glob(f"*{SAVE_SUFFIX}")):
                if not path.is_file():
                    continue
                try:
                    entries.append(SaveEntry(path, self.read(path), autosave))
                except SaveProblemError as error:
                    problems.append(error.problem)
        entries.sort(key=lambda e: e.save.updated, reverse=True)
        return SaveListing(entries, problems)

    def unfinished_autosaves(self, listing: SaveListing | None = None,
                             exclude: Iterable[str] = ()) -> builtins.list[SaveEntry]:
        """The autosaves of unfinished games, newest first (minus `exclude`d game ids)."""
        listing = listing or self.list()
        skip = set(exclude)
        return [e for e in listing.entries
                if e.autosave and e.save.summary is not None and not e.save.summary.finished
                and e.save.game_id not in skip]

    def continue_game(self, exclude: Iterable[str] = ()
                      ) -> tuple[RestoredGame | None, builtins.list[SaveProblem]]:
        """The last unfinished game ("Continue"), with the problems met on the way:
        an autosave that does not replay is moved aside and the next one tried.
        `exclude`: game ids not to offer (the game being played)."""
        listing = self.list()
        problems = list(listing.problems)
        for entry in self.unfinished_autosaves(listing, exclude):
            try:
                return self.load(entry.path), problems
            except SaveProblemError as error:
                problems.append(error.problem)
        return None, problems

    def prune_autosaves(self, keep: int = KEEP_AUTOSAVES,
                        protect: Iterable[str] = ()) -> builtins.list[Path]:
        """Delete the oldest autosaves of finished games beyond the `keep`
        newest (never the games in `protect`).  An unfinished game, or a file
        that cannot be read, is never deleted: the game may still be continued."""
        if self.read_only:
            return []
        protected = {f"{game_id}{SAVE_SUFFIX}" for game_id in protect}

        def age(path: Path) -> float:
            try:
                return path.stat().st_mtime
            except OSError:
                return 0.0

        files = sorted((p for p in self.paths.autosave_dir.glob(f"*{SAVE_SUFFIX}")
                        if p.is_file()), key=age, reverse=True)
        removed: builtins.list[Path] = []
        for path in files[keep:]:
            if path.name in protected:
                continue
            try:
                save = read_save(path)
            except SaveError:
                continue  # reported when the saves are listed, never deleted unread
            if save.summary is None or not save.summary.finished:
                continue
            try:
                path.unlink(missing_ok=True)
            except OSError:
                continue
            removed.append(path)
        return removed


class SaveProblemError(Exception):
    """Raised by `SaveStore` once a problem file was dealt with (moved aside)."""

    def __init__(self, problem: SaveProblem) -> None:
        super().__init__(str(problem))
        self.problem = problem

"""Reading a decoded save file: check every field (`SaveError` with the
player's words when one does not hold), migrate older versions one step
at a time, refuse newer ones, and build the `GameSave` (saved_game.py)."""

from __future__ import annotations

import logging
import re
from dataclasses import replace
from typing import Any, Callable

from ..bots import bot_names
from ..model.match import ROTATING_SEATS, SEAT_RULES, deal_seed
from ..model.revisions import FIRST_REVISION, RULE_REVISION
from .dates import now_iso
from .names import name_problem, name_problem_text
from .reading import FOREIGN, INVALID, NEWER, SaveError, checked_path_part, guarded
from .restore import restore
from .save_lines import MAX_TAKEN_BACK, SavedTakeBack
from .saved_game import FORMAT, VERSION, GameSave, RulesChoice, SavedDeal, SaveSummary

log = logging.getLogger(__name__)

MAX_TITLE_LENGTH = 80  # a named save's title (its file name is cut there too)


def save_from_json(data: Any, source_name: str = "save") -> GameSave:
    """Check, migrate and read a decoded save; SaveError when it does not hold.
    A save without its summary (version 1) is replayed to make one: this is
    why reading sits above `restore`, and is not a method of `GameSave`."""
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
            _ints(raw_summary["totals"], "the totals"),
            _flag(raw_summary["finished"], "whether the game is over"),
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
        person=_person(data.get("person"), bots),
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


def _person(value: Any, bots: tuple[str | None, ...]) -> int | None:
    """The person at the computer (None: a save from before it was kept).
    Anyone else saved as played by a person would be given his seat by
    nobody: the save does not hold."""
    if value is None:
        return None
    person = _int(value, "the person at the computer")
    _check(0 <= person < len(bots), f"there is no player {person} to be the person at "
                                    "the computer")
    _check(all(bot is not None for place, bot in enumerate(bots) if place != person),
           "a player other than the person at the computer is saved as played by him")
    return person


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

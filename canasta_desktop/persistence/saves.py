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
A save written now holds `person`, the place in `names` of the person at
the computer (`Match.person`), also while a bot plays his seat; a save
without it reads him as before, the one with no bot level (else place 0),
and a reader that predates the key ignores it (play-test s41: after a
seating draw, place 0 was somebody else's).  A score sheet keeps it too.

The code is in small modules, one job each; this one gathers what the
rest of the game uses, so that it imports from one place:

    save_lines   a move as a save line and back; the moves taken back
    saved_game   what a save holds (`GameSave`, `SavedDeal`...) as written
    save_schema  reading a decoded file: checks, migrations, newer refused
    restore      a save replayed through the engine (`RestoredGame`)
    deal_tape    one deal's lines kept in step with the live deal
    recorder     a live match turned into saves, move after move
    save_files   save files, their names and problems, the saves folder
    dates        the dates and game ids the files carry
"""

from __future__ import annotations

from .dates import (EARLIEST_YEAR, LATEST_YEAR, date_out_of_range, game_started, new_game_id,
                    now_iso, parse_iso)
from .deal_tape import DealTape
from .reading import DAMAGED, FOREIGN, INVALID, NEWER, TOO_LARGE, UNREADABLE, SaveError
from .recorder import GameRecorder
from .restore import RestoredGame, restore
from .save_files import (KEEP_AUTOSAVES, KEPT_SCORE, MAX_SAME_FILE_NAME, MAX_STEM_BYTES,
                         NAME_TAKEN, NO_GAME, NOT_A_SAVE_HERE, NOT_REPLAYABLE, READ_ONLY_WINDOW,
                         SAVE_SUFFIX, SAVED_GAME, SCORE_SHEET, STATISTICS, SaveEntry,
                         SaveListing, SaveProblem, SaveProblemError, SaveStore, file_name_for,
                         load_game, read_save, write_save)
from .save_lines import (MAX_TAKEN_BACK, SavedTakeBack, decode_action, decode_taken_back,
                         encode_action, encode_taken_back, replay_lines, told_alike)
from .save_schema import MAX_TITLE_LENGTH, MIGRATIONS, checked_version, migrate, save_from_json
from .saved_game import (FORMAT, VERSION, GameSave, RulesChoice, SavedDeal, SaveSummary,
                         plays_beyond)

__all__ = [
    # the kinds of problem of the one reading path (persistence/reading.py)
    "DAMAGED", "FOREIGN", "INVALID", "NEWER", "TOO_LARGE", "UNREADABLE", "SaveError",
    # dates
    "EARLIEST_YEAR", "LATEST_YEAR", "date_out_of_range", "game_started", "new_game_id",
    "now_iso", "parse_iso",
    # save lines
    "MAX_TAKEN_BACK", "SavedTakeBack", "decode_action", "decode_taken_back", "encode_action",
    "encode_taken_back", "replay_lines", "told_alike",
    # the save's data
    "FORMAT", "VERSION", "GameSave", "RulesChoice", "SavedDeal", "SaveSummary", "plays_beyond",
    # reading, checking, migrating
    "MAX_TITLE_LENGTH", "MIGRATIONS", "checked_version", "migrate", "save_from_json",
    # replay, recording
    "RestoredGame", "restore", "DealTape", "GameRecorder",
    # files
    "KEEP_AUTOSAVES", "KEPT_SCORE", "MAX_SAME_FILE_NAME", "MAX_STEM_BYTES", "NAME_TAKEN",
    "NO_GAME", "NOT_A_SAVE_HERE", "NOT_REPLAYABLE", "READ_ONLY_WINDOW", "SAVE_SUFFIX",
    "SAVED_GAME", "SCORE_SHEET", "STATISTICS", "SaveEntry", "SaveListing", "SaveProblem",
    "SaveProblemError", "SaveStore", "file_name_for", "load_game", "read_save", "write_save",
]

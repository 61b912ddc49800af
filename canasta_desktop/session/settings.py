"""The game's settings: what the "New game" dialog edits, kept in QSettings.

`GameSettings` is a plain value (the dialog's logic and the tests use it
without any widget); `load_settings` / `save_settings` read and write it in
a `QSettings` store (organization "CanastaDesktop").  Tests pass their own
store (an INI file under `tmp_path`), so the real user's settings are never
touched.  The settings dialog edits a rule set through them, never a game
(ARCHITECTURE §5): `rules()` is `rules_for(variant, players, layout)` with
the house options applied.
"""

from __future__ import annotations

import os
import re

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QSettings

from .. import words
from ..model.rules import RuleSet
from ..model.variants import VARIANTS, VariantInfo, variant
from ..persistence.names import name_problem

ORGANIZATION = "CanastaDesktop"
APPLICATION = "Canasta Desktop"
SPEEDS = ("Instant", "Fast", "Normal", "Slow")
SORTS = ("rank", "useful", "suit", "manual")
MAX_PLAYERS = 6
HUMAN = ""  # the bot level of a seat played by a person (seat 0 only)
DEFAULT_BOT = "greedy"
# Friendly first names for the other seats (seat 0 is the player).
BOT_NAMES = ("Ana", "Bruno", "Chloé", "Diego", "Elsa")


# The player's default name in every language: a name still at a default
# follows the language of the game (a French game says "Vous").
DEFAULT_YOU = ("You", "Vous")


def default_player_names() -> list[str]:
    you = QCoreApplication.translate("Settings", "You")
    return [you, *BOT_NAMES]


PLAYER_LEVELS = ("easy", "medium", "hard")  # offered to players, in this order
DEV_BOTS_ENV = "CANASTA_DEV_BOTS"  # set (to anything) to offer the test bots too


def offered_bot_levels() -> list[str]:
    """The bot levels the settings offer: easy, medium, hard; the test bots
    (random, greedy) only for developers who set CANASTA_DEV_BOTS."""
    from ..bots import bot_names
    known = bot_names()
    levels = [level for level in PLAYER_LEVELS if level in known]
    if os.environ.get(DEV_BOTS_ENV):
        levels += [level for level in known if level not in levels]
    return levels


def default_bot_level(levels: list[str] | None = None) -> str:
    """The level new seats get: medium when the bots exist, else greedy."""
    if levels is None:
        from ..bots import bot_names
        levels = bot_names()
    for name in ("medium", DEFAULT_BOT):
        if name in levels:
            return name
    return levels[0] if levels else DEFAULT_BOT


@dataclass
class GameSettings:
    variant: str = "classic"
    players: int = 4
    layout: str = ""  # "" : the variant's first team layout
    names: list[str] = field(default_factory=default_player_names)
    # One per player (MAX_PLAYERS kept so the dialog remembers them all);
    # HUMAN ("") for the person at seat 0.
    bots: list[str] = field(default_factory=lambda: [HUMAN] + [default_bot_level()] * 5)
    # House options per variant: {variant id: {field: value}}; missing ones
    # take the variant's own (seed) default.
    options: dict[str, dict[str, Any]] = field(default_factory=dict)
    speed: str = "Normal"
    language: str = ""  # "" : the system's
    seating_draw: bool = True
    sort: str = "rank"
    # Undo may take back the player's discard once his turn is over, while
    # nobody has played since (off: a turn's own moves only).
    undo_round: bool = False
    # A double-click on a hand card discards it: asked first (a quick
    # select-and-unselect is a double-click too), unless he said not to.
    ask_double_click: bool = True
    # The side panel at the table's right (Game → Show the side panel, F9):
    # hidden, the table takes the window's whole width.
    side_panel: bool = True

    # ------------------------------------------------------------ derived
    def checked(self) -> "GameSettings":
        """A copy with every value made valid (unknown variant, count...)."""
        s = replace(self, names=list(self.names), bots=list(self.bots),
                    options={k: dict(v) for k, v in self.options.items()})
        # House rules set in code or a file: only values the rule set takes.
        s.options = {vid: {k: v for k, v in chosen.items()
                           if variant(vid).option_problem(k, v) is None}
                     for vid, chosen in s.options.items() if vid in VARIANTS}
        if s.variant not in VARIANTS:
            s.variant = "classic"
        info = variant(s.variant)
        if s.players not in info.player_counts:
            s.players = info.default_players
        if s.layout not in [lay.id for lay in info.layouts(s.players)]:
            s.layout = ""
        defaults = default_player_names()
        while len(s.names) < MAX_PLAYERS:
            s.names.append(defaults[len(s.names)])
        # A name the table cannot show or a save cannot write (edited settings).
        s.names = [n.strip() if isinstance(n, str) and name_problem(n.strip()) is None
                   else defaults[i] for i, n in enumerate(s.names[:MAX_PLAYERS])]
        from ..bots import bot_names
        levels = bot_names()
        fallback = default_bot_level(levels)
        while len(s.bots) < MAX_PLAYERS:
            s.bots.append(fallback)
        s.bots = [b if (b in levels or (b == HUMAN and i == 0)) else fallback
                  for i, b in enumerate(s.bots[:MAX_PLAYERS])]
        if s.speed not in SPEEDS:
            s.speed = "Normal"
        if s.sort not in SORTS:
            s.sort = "rank"
        if s.language not in ("", "en", "fr"):
            s.language = ""
        return s

    def like_game(self, rules: RuleSet, names: Sequence[str],
                  bots: Sequence[str | None]) -> "GameSettings":
        """These settings with the game's own: its variant, players, team
        layout and house rules (`rules`, the engine's rule set), its people's
        `names` and `bots` (None for the person at the computer), the
        person first; the table's choices (speed, cards...) stay."""
        s = self.checked()
        s.variant, s.players, s.layout = rules.id, rules.players, rules.layout
        s.names[:len(names)] = list(names)
        s.bots[:len(bots)] = [HUMAN if bot is None else bot for bot in bots]
        s.options[rules.id] = {**s.options.get(rules.id, {}),
                               **{o.field: getattr(rules, o.field) for o in rules.house_options}}
        return s.checked()

    def base_rules(self) -> RuleSet:
        return variant(self.variant).rules_for(self.players, self.layout or None)

    def option_values(self) -> dict[str, Any]:
        """Every house option of the variant, with its value."""
        rules = self.base_rules()
        chosen = self.options.get(self.variant, {})
        out = {}
        for option in rules.house_options:
            default = getattr(rules, option.field)
            value = chosen.get(option.field, default)
            out[option.field] = type(default)(value)
        return out

    def rules(self) -> RuleSet:
        """The rule set of the game these settings start."""
        rules = self.base_rules()
        changed = {k: v for k, v in self.option_values().items() if getattr(rules, k) != v}
        return rules.with_options(**changed) if changed else rules

    def card_deck(self) -> str:
        """The cards the game is played with: Origen's own for Origen, the
        standard deck otherwise (RULES.md §4: the themed art is Origen's)."""
        return self.base_rules().design.value

    def player_names(self) -> list[str]:
        names = self.names[:self.players]
        if names and names[0] in DEFAULT_YOU:
            # A bot in the person's seat is not "you": it is called as the
            # settings call that row, "Player 1" (play-test: "Vous" for the
            # bot's moves, in the third person).
            first = (QCoreApplication.translate("GameController", "Player {n}").format(n=1)
                     if self.bots and self.bots[0] else default_player_names()[0])
            names = [first, *names[1:]]
        return names

    def bot_levels(self) -> list[str | None]:
        """Per player: a bot level, or None for the person."""
        return [b or None for b in self.bots[:self.players]]


# ---------------------------------------------------------------- storage
def app_settings() -> QSettings:
    """The real user's settings store."""
    return QSettings(ORGANIZATION, APPLICATION)


_TRUE = ("1", "true", "yes", "on")
_FALSE = ("0", "false", "no", "off")
# The stored settings that are yes or no (a house option's are under options/).
BOOL_KEYS = ("table/seating_draw", "play/undo_round", "play/ask_double_click",
             "table/side_panel")


def yes_or_no(value: Any, default: bool) -> bool:
    """A stored yes or no; anything else ("maybe") is no answer: the default
    (play-test: "seating_draw=maybe" turned the draw off without a word)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        text = value.strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
    return default


def _is_bool(value: Any) -> bool:
    return yes_or_no(value, True) == yes_or_no(value, False)


def load_settings(store: QSettings) -> GameSettings:
    s = GameSettings()
    s.variant = str(store.value("game/variant", s.variant))
    try:
        s.players = int(str(store.value("game/players", s.players)))
    except (TypeError, ValueError):
        pass
    s.layout = str(store.value("game/layout", s.layout) or "")
    for i in range(MAX_PLAYERS):
        name = store.value(f"players/{i}/name")
        if name is not None:
            s.names[i] = str(name)
        bot = store.value(f"players/{i}/bot")
        if bot is not None:
            s.bots[i] = str(bot)
    for vid, info in VARIANTS.items():
        store.beginGroup(f"options/{vid}")
        values = {}
        for key in store.childKeys():
            values[key] = store.value(key)
        store.endGroup()
        if values:
            fields = {o.field for o in info.house_options}
            # Unreadable, the variant's own value (`settings_corrections` says so).
            s.options[vid] = {key: _read_option(value, info, key)[1]
                              for key, value in values.items() if key in fields}
    s.speed = str(store.value("table/speed", s.speed))
    s.language = str(store.value("table/language", s.language) or "")
    s.seating_draw = yes_or_no(store.value("table/seating_draw"), s.seating_draw)
    s.sort = str(store.value("table/sort", s.sort))
    s.undo_round = yes_or_no(store.value("play/undo_round"), s.undo_round)
    s.ask_double_click = yes_or_no(store.value("play/ask_double_click"), s.ask_double_click)
    s.side_panel = yes_or_no(store.value("table/side_panel"), s.side_panel)
    return s.checked()


# Every key the game writes (window/: the main window's place, ui/window_place.py).
OWN_GROUPS = ("game", "players", "options", "table", "play", "window")


@dataclass(frozen=True)
class SettingsDamage:
    """A settings file that could not be read, wholly or `partly` (some of
    the game's settings were read from it, the rest take their defaults)."""

    path: Path
    partly: bool
    locked: bool = False  # it could not be opened at all (no permission): nothing read, nothing kept


def settings_damage(store: QSettings) -> SettingsDamage | None:
    """The store's file when it cannot be read as settings (random bytes, a
    line Qt cannot make sense of).  None when it reads, or there is none.

    Qt says FormatError for some damage only: its INI reader takes most
    bytes for odd keys.  A text file (INI, or Linux's native .conf) that is
    not text at all and holds none of the game's keys is unreadable too."""
    store.value("game/variant")  # Qt reads the file at the first look in it
    name = store.fileName()
    if not name:
        return None
    path = Path(name)
    partly = any(key.split("/")[0] in OWN_GROUPS for key in store.allKeys())
    if store.status() == QSettings.Status.FormatError:
        # Qt also reads fallbacks (a system-wide file) and says so for their
        # damage too, which copying his file aside never mends (review: told
        # at every start): only a line of his own file that no INI reader
        # takes counts.
        return SettingsDamage(path, partly) if not _ini_lines_read(path) else None
    if path.suffix.lower() not in (".ini", ".conf"):
        return None
    if partly:
        # Bytes in the middle of a good file: Qt drops what follows them
        # without an error (play-test: the language and the table settings
        # were lost, and nothing was said).
        return None if _ini_lines_read(path) else SettingsDamage(path, True)
    try:
        with open(path, "rb") as file:
            head = file.read(1 << 20)
        text = head.decode("utf-8")
    except UnicodeDecodeError:
        return SettingsDamage(path, False)
    except PermissionError:
        # Play-test: a chmod 000 file dropped the language and the speed
        # without a word, and the settings changed were not kept.
        return SettingsDamage(path, False, locked=True)
    except OSError:
        return None
    return SettingsDamage(path, False) if "\x00" in text else None


_INI_LINE = re.compile(r"\s*(|[;#].*|\[[^\]]*\]\s*|[^=\[]*=.*)")
# Control characters Qt writes escaped, and bytes that are no UTF-8 at all (a
# U+FFFD the player typed is text: review, a name "a\ufffdb" was "damage").
_NOT_TEXT = re.compile("[\x00-\x08\x0b-\x1f\x7f\udc80-\udcff]")


def _ini_lines_read(path: Path) -> bool:
    """Whether every line of the INI file at `path` is one Qt reads: blank,
    a comment, a [section] or a key=value (True when it cannot be opened:
    nothing of it to blame)."""
    try:
        text = path.read_bytes()[: 1 << 20].decode("utf-8", "surrogateescape")
    except OSError:
        return True
    # Lines end as Qt ends them, not at every break Unicode knows (U+2028...).
    return all(_INI_LINE.fullmatch(line) and not _NOT_TEXT.search(line)
               for line in re.split(r"\r\n|\r|\n", text))


def settings_corrections(store: QSettings, settings: GameSettings) -> list[str]:
    """The stored keys whose value could not be used (an unknown variant, a
    player count it does not allow, a name that cannot be shown, a yes or no
    that is neither...): what `load_settings` replaced, for the window to say
    so (in words: `setting_name`)."""
    kept = {"game/variant": settings.variant, "game/players": settings.players,
            "game/layout": settings.layout, "table/speed": settings.speed,
            "table/sort": settings.sort,
            "table/language": settings.language}
    for i in range(MAX_PLAYERS):
        kept[f"players/{i}/name"] = settings.names[i]
        kept[f"players/{i}/bot"] = settings.bots[i]
    changed = []
    for key, value in kept.items():
        raw = store.value(key)
        if raw is not None and str(raw).strip() != str(value):
            changed.append(key)
    for key in BOOL_KEYS:
        raw = store.value(key)
        if raw is not None and not _is_bool(raw):
            changed.append(key)
    for vid, info in VARIANTS.items():  # house rules: what load_settings left out
        for option in info.house_options:
            key = f"options/{vid}/{option.field}"
            raw = store.value(key)
            if raw is not None and not _read_option(raw, info, option.field)[0]:
                changed.append(key)
    return changed


def _read_option(raw: Any, info: VariantInfo, field: str) -> tuple[bool, Any]:
    """A stored house option: whether it reads as a value the variant
    takes (its type and range: nine decks do not start a game), and the
    value to use (the variant's own when it does not)."""
    default = getattr(info.rules_for(), field)
    if isinstance(default, bool):
        readable, value = _is_bool(raw), yes_or_no(raw, default)
    else:
        try:
            readable, value = True, type(default)(raw)
        except (TypeError, ValueError):
            readable, value = False, default
    if readable and info.option_problem(field, value) is None:
        return True, value
    return False, default


def setting_name(key: str) -> str:
    """A stored setting in the player's words ("the animation speed",
    "player 2's level"), never its key (play-test: "table/speed")."""
    translate = QCoreApplication.translate
    parts = key.split("/")
    if len(parts) == 3 and parts[0] == "players" and parts[1].isdigit():
        number = str(int(parts[1]) + 1)
        if parts[2] == "name":
            return translate("Settings", "player %1's name").replace("%1", number)
        if parts[2] == "bot":
            return translate("Settings", "player %1's level").replace("%1", number)
    if len(parts) == 3 and parts[0] == "options" and parts[1] in VARIANTS:
        rule = words.own_label("house_option", parts[2], variant(parts[1]).rules_for().design)
        return words.fill_in(translate("Settings", "the house rule “%1” of %2"), rule,
                             words.label("variant", parts[1]))
    names = {
        "game/variant": translate("Settings", "the variant"),
        "game/players": translate("Settings", "the number of players"),
        "game/layout": translate("Settings", "the teams"),
        "table/speed": translate("Settings", "the animation speed"),
        "table/sort": translate("Settings", "how the hand is sorted"),
        "table/language": translate("Settings", "the language"),
        "table/seating_draw": translate("Settings", "drawing the seats at the start of a game"),
        "play/undo_round": translate("Settings", "Undo after your turn ends"),
        "play/ask_double_click": translate("Settings", "asking before a double-click discards"),
        "table/side_panel": translate("Settings", "showing the side panel"),
    }
    return names.get(key, key)


class ReadOnlySettings(QSettings):
    """The settings as a read-only window sees them (another window of the
    game holds the data folder, and its choices are the ones kept): read
    from the same file, never written; what is changed here lives in the
    window's memory only (notes 33 to 37: its speed, sort and side panel
    were written over the other window's)."""

    def setValue(self, key: str, value: Any) -> None:
        """Not written."""

    def remove(self, key: str) -> None:
        """Not removed."""

    def clear(self) -> None:
        """Not cleared."""


def read_only_settings(store: QSettings) -> QSettings:
    """The settings of `store`'s file, for a window that never writes them."""
    return ReadOnlySettings(store.fileName(), store.format())


def save_settings(store: QSettings, settings: GameSettings) -> None:
    s = settings.checked()
    store.setValue("game/variant", s.variant)
    store.setValue("game/players", s.players)
    store.setValue("game/layout", s.layout)
    for i in range(MAX_PLAYERS):
        store.setValue(f"players/{i}/name", s.names[i])
        store.setValue(f"players/{i}/bot", s.bots[i])
    for vid, values in s.options.items():
        for key, value in values.items():
            store.setValue(f"options/{vid}/{key}", value)
    store.setValue("table/speed", s.speed)
    store.remove("table/deck")  # a choice of card art older versions offered (RULES.md §4)
    store.setValue("table/language", s.language)
    store.setValue("table/seating_draw", s.seating_draw)
    store.setValue("table/sort", s.sort)
    store.setValue("play/undo_round", s.undo_round)
    store.setValue("play/ask_double_click", s.ask_double_click)
    store.setValue("table/side_panel", s.side_panel)
    store.sync()

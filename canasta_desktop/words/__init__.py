"""Every word the game shows: one catalogue per language, plain Python, no Qt.

`en.py` and `fr.py` each hold one `WORDS` table, grouped by context: the Qt
context of the window's strings ("MainWindow", "TableScene": the class
whose `tr()` asks; the English source text is the key, French gives its
translation, English only its plural forms), and a namespace for the rest
("refusal", "reason", "keeper", "sheet", "variant"...: a stable key).

An entry is a string (a `str.format` template), a tuple of plural forms
(chosen by the language's plural rule; Qt's "%n" or the caller's count), or,
where the wording depends on the parameters (a refusal that needs one or
several canastas), a small function of the parameters giving the template.

The window's `tr()` calls reach these tables through the translator that
`canasta_desktop.i18n` installs; the model, the bots, the score keeper and
the printed sheets ask here directly, in the language of the moment or in
the one they are given.

    words.text("sheet", "deal", "fr", number=3)     # "Donne 3"
    words.label("variant", "two")                   # "Canasta for two" (current language)
    words.ui_text("TableScene", "%n card(s)", None, 2, "fr")  # "%n cartes"
"""

from __future__ import annotations

import errno
import re
from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Iterable, Mapping, Sequence, Union

from ..model.cards import JOKER, TWO

if TYPE_CHECKING:
    from ..model.rules import RuleSet

Template = Callable[[Mapping[str, object]], str]
Entry = Union[str, tuple[str, ...], Template]
Key = Union[str, tuple[str, str]]  # (source, disambiguation) for the few tr() that have one
Catalogue = dict[str, dict[Key, Entry]]

LANGUAGES = ("en", "fr")
LANGUAGE_NAMES = {"en": "English", "fr": "Fran\u00e7ais"}  # each in itself, never translated
DEFAULT_LANGUAGE = "en"

_current = DEFAULT_LANGUAGE


def by_count(count: object, phrases: Mapping[object, str], other: str) -> str:
    """A language's phrase for `count` where it words a few counts apart (none,
    one, two...), else `other`, its phrase for any other count: the choice is
    made here once, each catalogue gives the words."""
    return phrases.get(count, other)


def count_phrase(params: Mapping[str, object], phrases: Mapping[str, str], fits: str) -> str:
    """A pile's size and how many of its cards fit `fits` (the Hint's take
    reasons), from a language's six phrases: one card that fits or not,
    none / all / one / some of several ("<fits>" marks where `fits` goes)."""
    cards, fit = params["cards"], params["fit"]
    if cards == 1:
        key = "single_fits" if fit else "single_fits_nothing"
    elif fit == 0:
        key = "none_fit"
    elif fit == cards:
        key = "all_fit"
    else:
        key = "one_fits" if fit == 1 else "some_fit"
    return phrases[key].replace("<fits>", fits)


def one_opponent(params: Mapping[str, object]) -> bool:
    """Does the reason face a single opponent (two players, the pair against
    the isolated hand)?  A reason given without the count faces several."""
    return params.get("opponents") == 1


# French sets ? ! ; : » apart with a space (and « before its words), a space
# that never breaks: a line never starts with "? »" or ":".
_FRENCH_SPACES = ((" ?", "\u00a0?"), (" !", "\u00a0!"), (" ;", "\u00a0;"), (" :", "\u00a0:"),
                  ("\u00ab ", "\u00ab\u00a0"), (" \u00bb", "\u00a0\u00bb"))


# ... and groups the thousands with a space that never breaks either ("7 000").
_FRENCH_THOUSANDS = re.compile(r"(?<=\d) (?=\d{3}(?!\d))")


def french_spacing(text: str) -> str:
    for plain, kept in _FRENCH_SPACES:
        text = text.replace(plain, kept)
    return _FRENCH_THOUSANDS.sub("\u00a0", text)


def _spaced(entry: Entry) -> Entry:
    if isinstance(entry, str):
        return french_spacing(entry)
    if isinstance(entry, tuple):
        return tuple(french_spacing(form) for form in entry)
    make = entry

    def spaced(params: Mapping[str, object]) -> str:
        return french_spacing(make(params))
    return spaced


@lru_cache(maxsize=1)
def _french() -> Catalogue:
    from .fr import WORDS as french

    return {context: {key: _spaced(entry) for key, entry in entries.items()}
            for context, entries in french.items()}


def catalogue(lang: str) -> Catalogue:
    """The whole table of `lang` (English for a language the game does not speak)."""
    if lang == "fr":
        return _french()
    from .en import WORDS as english

    return english


_ROW_TAG = re.compile(r"- \[([a-z0-9 -]+)\] ")


def rulebook_rows(section: str, lang: str | None = None) -> list[tuple[tuple[str, ...], str]]:
    """The paragraphs of a rules section as Help → Rules shows it (a
    paragraph starting with "- " is a list item), each with the ids of the
    rule sets whose line it is (§2's table: "- [six-3x2] ..."), usually none."""
    if (lang or _current) == "fr":
        from .rulebook_fr import RULEBOOK as french

        written = [french_spacing(paragraph) for paragraph in french.get(section, [])]
    else:
        from .rulebook_en import RULEBOOK as english

        written = english.get(section, [])
    rows = []
    for paragraph in written:
        tag = _ROW_TAG.match(paragraph)
        if tag:
            rows.append((tuple(tag.group(1).split()), "- " + paragraph[tag.end():]))
        else:
            rows.append(((), paragraph))
    return rows


def rulebook(section: str, lang: str | None = None) -> list[str]:
    """The paragraphs of a rules section (`rulebook_rows` without the rule
    sets' ids); none for an unknown one."""
    return [paragraph for _, paragraph in rulebook_rows(section, lang)]


def current_language() -> str:
    return _current


def points(value: int, lang: str | None = None) -> str:
    """A number of points as each language writes it: 5495 -> '5,495' (en)
    or '5 495' (fr, a space that never breaks); a true minus sign (U+2212)."""
    digits = f"{abs(value):,}"
    if (lang or _current) == "fr":
        digits = digits.replace(",", "\u00a0")
    return ("\u2212" + digits) if value < 0 else digits


def with_article(card: str, lang: str | None = None) -> str:
    """A card named alone, as a sentence names it: "the 7♥", "the joker",
    "the Retener"; "le 7♥", "l'A♠", "le Fou", "la Diva"."""
    if (lang or _current) == "fr":
        from .fr import article

        return article(card) + card
    return "the " + card


_OS_REASONS = {errno.ENOSPC: "disk_full", errno.EDQUOT: "disk_full", errno.EROFS: "read_only",
               errno.EACCES: "denied", errno.EPERM: "denied",
               errno.ENAMETOOLONG: "name_too_long", errno.ENOTDIR: "not_a_folder",
               errno.EEXIST: "not_a_folder", errno.ENOENT: "missing", errno.EBUSY: "busy",
               errno.ETXTBSY: "busy", errno.EIO: "io",
               errno.ELOOP: "link_outside"}


def os_reason(error: OSError, lang: str | None = None) -> str:
    """Why the system refused to read or write a file, in the player's
    language ("le disque est plein", not "No space left on device")."""
    key = _OS_REASONS.get(error.errno or 0)
    if key is not None:
        return text("os_reason", key, lang)
    return text("os_reason", "other", lang, reason=error.strerror or str(error) or "?")


def failure_reason(error: BaseException, lang: str | None = None) -> str:
    """Why saving, deleting, printing or writing a PDF failed, in the
    player's language: the error's `kind` (and `params`) when the catalogue
    words it, the system's reason for an OSError, else the error's own text
    (an audit found "99 saves already share the file name…" in the French
    window)."""
    kind = getattr(error, "kind", None)
    params = getattr(error, "params", None) or {}
    if isinstance(kind, str) and entry("failure", kind, lang) is not None:
        return text("failure", kind, lang, **params)
    if isinstance(error, OSError) and error.errno is not None:
        return os_reason(error, lang)
    return text("failure", "other", lang, reason=str(error)[:160] or type(error).__name__)


def set_current_language(lang: str) -> str:
    """The language the game speaks from now on (`i18n.set_language` also
    installs Qt's translators; Qt-free code and tests may call this alone)."""
    global _current
    _current = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
    return _current


# The names a game gives seats the player did not name (context "GameController").
DEFAULT_NAMES = ("You", "West", "North", "East")

# Origen's cards by rank (RULES.md §4: the joker is Diva, a two Gentleman...);
# the names are the game's own, the same in both languages.
ORIGEN_RANKS = {JOKER: "Diva", TWO: "Gentleman", 14: "Jockey Club", 13: "Tamborile",
                12: "Diligencia", 11: "Zapato", 10: "Vanneau", 9: "Pitanga", 8: "Améthyste",
                7: "Calebasse", 6: "Carretta", 5: "Cimarron", 4: "Ceibo"}
ORIGEN_SOL, ORIGEN_RETENER = "Sol", "Retener"
PLAYER_N = "Player {n}"


@lru_cache(maxsize=512)
def name_in(name: str, lang: str) -> str:
    """A default name ("You", "Ouest", "Player 3"...) said in `lang`; a name
    the player typed as it is.  Saves keep names as written, so a game started
    in English and shown or printed in French says "Vous", "Ouest"."""
    for key in DEFAULT_NAMES:
        if name == key or any(name == ui_text("GameController", key, None, 0, other)
                              for other in LANGUAGES):
            return ui_text("GameController", key, None, 0, lang) or key
    for other in LANGUAGES:
        template = ui_text("GameController", PLAYER_N, None, 0, other) or PLAYER_N
        prefix = template.split("{n}")[0]
        number = name[len(prefix):]
        if name.startswith(prefix) and number.isdigit() and template.endswith("{n}"):
            said = ui_text("GameController", PLAYER_N, None, 0, lang) or PLAYER_N
            return said.format(n=number)
    return name


def is_you(name: str) -> bool:
    """Whether `name` is the default "You" (in any language): a sentence
    about that seat is in the second person, "You draw", never "You draws"
    (a bot playing the person's seat under its default name, a caller giving
    the default names)."""
    return name_in(name, "en") == DEFAULT_NAMES[0]


def side_name(people: Iterable[int], names: Sequence[str], me: int | None = None) -> str:
    """The one name of a side, wherever it is shown: the table's zones, the
    side panel, the seating, the deal's end, the running and printed score
    sheets, Past games and the Open dialog.  All its people (with five or
    six-rotating, who sits this deal out too: the side is the sheet's
    column), in the order of the game's players (`people` are places in
    `names`; not from the player's seat, which moves), the person at the
    computer (`me`) first in his own side ("You & Chloé"); two joined by
    "&", three as a list, "Ana, Chloé & Diego", the same in French.
    (Play-test: one side of three was "Ana, Chloé & Diego" on the panel,
    "Diego, Chloé & Ana" at the deal's end, "Ana, Chloé and Diego" on the
    sheet.)  The player's own side may still be called "We" beside
    or instead of it, where a window always did."""
    return listed(names_of(people, names, me))


def names_of(people: Iterable[int], names: Sequence[str], me: int | None = None) -> list[str]:
    """The names of `people` (places in `names`) in the game's order, the
    person at the computer (`me`) first."""
    order = sorted(set(people), key=lambda p: (p != me, p))
    return [names[p] if 0 <= p < len(names) else "?" for p in order]


def listed(shown: Sequence[str]) -> str:
    """Names as one phrase: "Ana & Chloé", "Ana, Chloé & Diego" (the same in
    French).  A list of two read "Elsa, You" (play-test)."""
    if len(shown) <= 2:
        return " & ".join(shown)
    return ", ".join(shown[:-1]) + " & " + shown[-1]


def elides_de(word: object) -> bool:
    """French writes "d'" for "de" before a word beginning with a vowel:
    "d'Ouest", "d'as" (the h of "huit" is aspirated: "de 8")."""
    first = str(word)[:1].lower()
    return bool(first) and first in "aeiouyàâéèêëîïôöûü"


def fill(template: str, /, **values: object) -> str:
    """`template` filled with `values`, where a French "de {name}" becomes
    "d'{name}" before a value beginning with a vowel ("sortie d'Ouest", not
    "sortie de Ouest").  English templates never write "de {"."""
    for key, value in values.items():
        if elides_de(value):
            template = re.sub(r"\bde \{" + key + r"\}", "d'{" + key + "}", template)
    return template.format(**values)


def fill_in(text: str, *values: str) -> str:
    """Qt's %1, %2... at once (a file name holding "%2" stays as it is)."""
    return re.sub(r"%([1-9])", lambda m: values[int(m.group(1)) - 1]
                  if int(m.group(1)) <= len(values) else m.group(0), text)


def plural_form(lang: str, n: int) -> int:
    """Which form of a tuple of plural forms `n` takes: English says "1 card,
    0 cards"; French "0 carte, 1 carte, 2 cartes"."""
    if lang == "fr":
        return 0 if abs(n) < 2 else 1
    return 0 if n == 1 else 1


def entry(namespace: str, key: Key, lang: str | None = None) -> Entry | None:
    """The raw entry, or None when the catalogue has none."""
    return catalogue(lang or _current).get(namespace, {}).get(key)


def template(namespace: str, key: Key, lang: str | None = None,
             params: Mapping[str, object] | None = None, n: int | None = None) -> str | None:
    """The template for `key` (a function is called with `params`, plural
    forms are chosen by `n`), or None when the catalogue has none."""
    lang = lang or _current
    found = entry(namespace, key, lang)
    if found is None:
        return None
    if callable(found):
        return found(params or {})
    if isinstance(found, tuple):
        return found[plural_form(lang, 1 if n is None else n)]
    return found


def text(namespace: str, key: Key, lang: str | None = None, /, **values: object) -> str:
    """The words for `key` in `lang` (the current language when None), filled
    with `values` (plural forms are chosen by the value `n`).  A missing key
    is a KeyError: the tests render every key in both languages."""
    count = values.get("n")
    found = template(namespace, key, lang, values, count if isinstance(count, int) else None)
    if found is None:
        raise KeyError(f"no words for {namespace}/{key!r} in {lang or _current}")
    return found.format(**values)


def label(namespace: str, key: str, lang: str | None = None) -> str:
    """A name from the catalogue ("variant", "team_layout", "house_option"...),
    or the key itself for one the catalogue does not know (a newer save's)."""
    return template(namespace, key, lang) or key


def variant_summary(rules: RuleSet, lang: str | None = None) -> str:
    """The rule set's summary, saying the meld make-up in force in it (the
    house cap on wild cards when it is on: play-test), as the model names it."""
    summary = label("variant_summary", rules.id, lang)
    # Asking the partner first, as the §6 house rule leaves it (play-test s37:
    # "after asking your partner" above the house rule making it optional).
    asking = "optional" if rules.asking_to_go_out_optional else "required"
    summary = summary.replace("{asking}", label("going_out_asking", asking, lang))
    wilds = label("meld_wild_limit", rules.meld_wild_limit, lang)
    if "{wilds}" not in summary and rules.meld_wild_limit == "fewer_at_most_three":
        # A summary that says only how the variant differs from classic says
        # the house cap all the same (play-test: two players, box ticked,
        # nothing said).
        return summary + " " + text("meld_wild_limit_added", "sentence", lang, wilds=wilds)
    return summary.replace("{wilds}", wilds)


def own_template(namespace: str, key: str, design: object = None, lang: str | None = None,
                 params: Mapping[str, object] | None = None) -> str | None:
    """`template`, as a variant with cards of its own words it: Origen's
    (`design`, a CardDesign or its value) call its wild cards jokers, under
    "KEY@origen"; else the common words.  The refusals, the hints' reasons
    and the labels all look their words up here."""
    own = getattr(design, "value", design)
    if own and own != "standard":
        found = template(namespace, f"{key}@{own}", lang, params)
        if found is not None:
            return found
    return template(namespace, key, lang, params)


def own_label(namespace: str, key: str, design: object = None, lang: str | None = None) -> str:
    """`label`, said as a variant with cards of its own says it."""
    return own_template(namespace, key, design, lang) or key


def house_option_said(field: str, on: bool, lang: str | None = None,
                      design: object = None) -> str:
    """A yes-or-no house rule as it stands in a game: its name when on, the
    rule it leaves when off ("A discarded wild stops only the next player"),
    in the words of the variant's cards (`design`: `own_label`)."""
    return own_label("house_option" if on else "house_option_off", field, design, lang)


def house_option_number_said(field: str, value: int, lang: str | None = None) -> str | None:
    """A house rule set by a number, as a player writes it on a sheet ("Played
    with 3 decks of 54 cards"), or None when the catalogue has no such words
    (the settings box's label, with its range, is for choosing: play-test s37)."""
    found = template("house_option_value", field, lang, {"n": value}, value)
    return None if found is None else found.format(n=value)


def ui_text(context: str, source: str, disambiguation: str | None, n: int,
            lang: str | None = None) -> str | None:
    """A window string's translation (Qt's `tr()` arguments), or None when
    the catalogue has none and Qt keeps the English source."""
    key: Key = (source, disambiguation) if disambiguation else source
    found = entry(context, key, lang)
    if found is None or callable(found):
        return None
    if isinstance(found, tuple):
        return found[plural_form(lang or _current, n)]
    return found

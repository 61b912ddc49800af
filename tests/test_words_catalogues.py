"""The words catalogues (canasta_desktop/words) cover every string of the
code: each literal `tr()` / `QCoreApplication.translate()` has its French
words, and English its plural forms wherever Qt counts with "%n".  This is
the job Qt's lupdate did for the .ts files."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from canasta_desktop import words

PACKAGE = Path(__file__).resolve().parents[1] / "canasta_desktop"


def _literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


class _Calls(ast.NodeVisitor):
    """(file, context, source, disambiguation) of every literal tr()/translate()."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.classes: list[str] = []
        self.found: list[tuple[str, str, str, str | None]] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
        args = list(node.args)
        if name == "tr" and self.classes and args and _literal(args[0]) is not None:
            self._add(self.classes[-1], args[0], args[1] if len(args) > 1 else None)
        elif name == "translate" and len(args) >= 2 and _literal(args[0]) is not None \
                and _literal(args[1]) is not None:
            self._add(_literal(args[0]) or "", args[1], args[2] if len(args) > 2 else None)
        self.generic_visit(node)

    def _add(self, context: str, source: ast.expr, disambiguation: ast.expr | None) -> None:
        self.found.append((str(self.path.relative_to(PACKAGE)), context,
                           _literal(source) or "", _literal(disambiguation) or None))


def window_strings() -> list[tuple[str, str, str, str | None]]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        calls = _Calls(path)
        calls.visit(ast.parse(path.read_text(encoding="utf-8")))
        found += calls.found
    return found


def test_the_scan_sees_the_window_strings():
    strings = {(context, source) for _, context, source, _ in window_strings()}
    assert ("MainWindow", "&Game") in strings
    assert ("TableScene", "%n card(s)") in strings
    assert ("TableKeys", "D") in strings
    assert len(strings) > 300


def test_french_has_words_for_every_string_of_the_window():
    missing = [(where, context, source) for where, context, source, disambiguation
               in window_strings()
               if words.ui_text(context, source, disambiguation, 1, "fr") is None]
    assert not missing, f"add to canasta_desktop/words/fr.py: {missing[:5]}"


def test_counted_strings_have_both_plural_forms_in_both_languages():
    counted = {(context, source, disambiguation)
               for _, context, source, disambiguation in window_strings() if "%n" in source}
    assert counted
    for lang in ("en", "fr"):
        for context, source, disambiguation in counted:
            key = (source, disambiguation) if disambiguation else source
            forms = words.entry(context, key, lang)
            assert isinstance(forms, tuple) and len(forms) == 2, (lang, context, source)
            assert all("%n" in form for form in forms) or lang == "fr", (context, source)


def test_french_never_breaks_a_line_before_its_question_mark_guillemet_or_in_a_number():
    """Fourth play-test: the log wrapped « Puis-je sortir ? » with "? »" at
    the start of the next line.  The spaces French sets before ? ! ; : »
    and after « never break, in the window's words, the game's and the rules."""
    import re

    # Fifth play-test: nor inside a number ("six 1 / 200" in the settings' summary).
    from canasta_desktop.words.rulebook_fr import RULEBOOK

    breakable = re.compile(r" [?!;:\u00bb]|\u00ab |\d \d{3}(?!\d)")
    for _, context, source, disambiguation in window_strings():
        french = words.ui_text(context, source, disambiguation, 2, "fr") or ""
        assert not breakable.search(french), (context, source, french)
    asked = words.ui_text("EventText", "{name} asks you: \u201cMay I go out?\u201d", None, 0, "fr")
    assert asked is not None and asked.endswith("sortir\u00a0?\u00a0\u00bb")
    for context, entries in words.catalogue("fr").items():
        for key, entry in entries.items():
            for form in (entry,) if isinstance(entry, str) else entry if isinstance(
                    entry, tuple) else ():
                assert not breakable.search(form), (context, key, form)
    for section in RULEBOOK:
        for paragraph in words.rulebook(section, "fr"):
            assert not breakable.search(paragraph), paragraph
    assert "7\u00a0000" in " ".join(words.rulebook("\u00a72 Variants of classic Canasta", "fr"))


def test_no_french_window_string_hedges_a_plural_or_a_gender():
    """Third play-test: « ajouté(s) », « sorti(e) » in the log and the deal's
    end; a count the game knows takes its plural forms (or two entries), a
    name of unknown gender a phrasing without agreement."""
    import re

    hedged = re.compile(r"\w\((s|e|es)\)")
    for _, context, source, disambiguation in window_strings():
        for n in (1, 2):
            french = words.ui_text(context, source, disambiguation, n, "fr")
            assert not (french and hedged.search(french)), (context, source, french)


def test_french_keeps_the_placeholders_of_the_english_source():
    """A translation that loses "{name}" would fail at .format() on screen."""
    import string

    def fields(text: str) -> set[str]:
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}

    for _, context, source, disambiguation in window_strings():
        french = words.ui_text(context, source, disambiguation, 2, "fr")
        if french is not None:
            assert fields(french) <= fields(source), (context, source, french)


def test_no_window_entry_is_left_over_from_removed_code():
    used = {(context, (source, d) if d else source)
            for _, context, source, d in window_strings()}
    # Words of Qt's own dialogs that Qt's French lacks, not said by our code
    # (tests/ui/test_i18n.py::test_the_export_pdf_file_dialog_has_no_english_left,
    # test_the_print_dialogs_have_no_english_left).
    qt_own = {"QFileDialog", "QAbstractFileIconProvider", "QPrintSettingsOutput",
              "QPageSetupWidget"}
    for lang in ("en", "fr"):
        catalogue = words.catalogue(lang)
        stale = [(context, key) for context in catalogue if context[:1].isupper()  # Qt's
                 and context not in qt_own
                 for key in catalogue[context] if (context, key) not in used]
        assert not stale, f"remove from canasta_desktop/words/{lang}.py: {stale[:5]}"


def test_the_game_s_own_words_have_the_same_keys_and_placeholders_in_both_languages():
    """Refusals, hint reasons, score keeper, printed sheets, variant names:
    every key in English has its French and the reverse, with the same
    {placeholders} (a function's wording is checked by the refusal tests)."""
    import string

    def fields(text: str) -> set[str]:
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}

    english, french = words.catalogue("en"), words.catalogue("fr")
    namespaces = [name for name in english if not name[:1].isupper()]
    assert {"refusal", "reason", "keeper", "sheet", "variant", "house_option"} <= set(namespaces)
    assert {name for name in french if not name[:1].isupper()} == set(namespaces) | {"section"}
    for namespace in namespaces:
        assert set(english[namespace]) == set(french[namespace]), namespace
        for key, value in english[namespace].items():
            other = french[namespace][key]
            if isinstance(value, str) and isinstance(other, str):
                assert fields(value) == fields(other), (namespace, key)


@pytest.mark.parametrize("lang, n, form", [("en", 0, 1), ("en", 1, 0), ("en", 2, 1),
                                           ("fr", 0, 0), ("fr", 1, 0), ("fr", 2, 1)])
def test_plural_rules(lang, n, form):
    assert words.plural_form(lang, n) == form


def test_english_rules_group_thousands_with_a_comma_as_the_window_does():
    """The English rulebook wrote "7 500" and "1 500 to 2 995" (French
    style, breakable) beside the window's "7,500"."""
    import re

    from canasta_desktop.words.rulebook_en import RULEBOOK

    for section in RULEBOOK:
        for paragraph in words.rulebook(section, "en"):
            assert not re.search(r"\d \d{3}(?!\d)", paragraph), paragraph


def _french_strings(pattern: str = "*fr.py") -> list[tuple[tuple[str, ...], str]]:
    """Every French string of the words package (window, game, rulebook,
    helper functions and lambdas included), with the dict keys leading to it
    (context and English source, or rulebook section); docstrings left out.
    (`pattern` "*en.py": the English game words and rulebook alike.)"""
    found: list[tuple[tuple[str, ...], str]] = []

    def walk(node: ast.AST, path: tuple[str, ...]) -> None:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            return  # a docstring: read by developers, not by the player
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Tuple) and key.elts:
                    key = key.elts[0]  # (source, disambiguation)
                walk(value, path + (_literal(key) or "",))
            return
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.append((path, node.value))
        for child in ast.iter_child_nodes(node):
            walk(child, path)

    for path in sorted((PACKAGE / "words").glob(pattern)):
        walk(ast.parse(path.read_text(encoding="utf-8")), ())
    return found


def test_english_says_they_of_a_player_not_he():
    """Play-test: "Each for himself", "he becomes the isolated hand… his own
    minimum", "picks his hand" — said of any player, man or woman.  The
    English words (the game's, the rulebook's, and the window's, which are
    the French catalogue's keys) say "they", "their", "that player"."""
    import re

    gendered = re.compile(r"\b(?:he|his|him|himself)\b", re.IGNORECASE)
    english = [text for _, text in _french_strings("*en.py")]
    english += [key for path, _ in _french_strings() for key in path[1:2]]
    assert len(english) > 1000
    found = [text for text in english if gendered.search(text)]
    assert not found, found[:8]


def test_french_draws_with_piocher_from_the_talon_and_discards_with_defausser():
    """Play-test: the help, the hints and the refusals said « tirer » and
    « piocher » for drawing from the stock, « écarter » and « défausser » for
    discarding.  One verb per move: « piocher » (the seeds disagree; French
    Canasta's usual word), « défausser » (and its pile, « la défausse »), the
    stock is « le talon » (the seeds and RULES.md).  Drawing the seats stays
    « tirer » (« tirer au sort »), a score's margin « points d'écart »."""
    import re

    about_seats = re.compile(r"(?i)seat|team drawn")
    tirer = re.compile(r"(?i)\btir(?:e|es|ent|er|ez|ons|iez|é|ée|és|ées|ant|age|era|erait)\b")
    margin = re.compile(r"(?:%[\dn]|\{\w+\}|\d)(?: points?)? d'écart")
    ecarter = re.compile(r"(?i)\bécart\w*")
    pioche_as_the_stock = re.compile(r"(?i)\bla pioche\b")
    strings = _french_strings()
    assert len(strings) > 1000  # the scan reaches the catalogue, not just the docstrings
    assert any(tirer.search(text) for path, text in strings
               if any(about_seats.search(key) for key in path))  # the seats still say tirer
    drifted = [(path[-2:], text) for path, text in strings
               if (tirer.search(text) and not any(about_seats.search(key) for key in path))
               or ecarter.search(margin.sub("", text)) or pioche_as_the_stock.search(text)]
    assert not drifted, drifted[:8]


def test_french_calls_a_deal_a_donne_and_keeps_coup_for_a_move():
    """Play-test: the table says « Donne 1 », while the variants' summaries
    said « jusqu'à la fin du coup », « à chaque coup » and « la manche
    finit », and Undo « votre dernier coup » for a move.  A deal is « une
    donne » everywhere; « coup » is left to a move."""
    import re

    deal_as_coup = re.compile(r"(?i)\b(?:chaque|fin du) coups?\b")
    manche = re.compile(r"(?i)\bmanches?\b")
    strings = _french_strings()
    drifted = [(path[-2:], text) for path, text in strings
               if deal_as_coup.search(text) or manche.search(text)]
    assert not drifted, drifted[:8]


def test_a_partnership_is_a_team_in_english_and_une_equipe_in_french():
    """Play-test s38 (a beginner): "side" and "team", « camp » and
    « équipe », both named a partnership, sometimes in one panel ("Your side
    may go out" above "your team has not opened"), and Help's first line
    said "two partnerships" above "your team".  One word per language,
    the one RULES.md and the rulebook use: "team", « équipe ».  The side
    panel is a panel, not a partnership."""
    import re

    side = re.compile(r"(?i)(?<!{)\bsides?\b(?! panel)|\bpartnerships?\b")  # not {side}
    camp = re.compile(r"(?i)\bcamps?\b")
    english = [text for _, text in _french_strings("*en.py")]
    english += [key for path, _ in _french_strings() for key in path[1:2]]
    french = [text for _, text in _french_strings()]
    assert any("team" in text for text in english) and any("équipe" in text for text in french)
    assert not [text for text in english if side.search(text)][:8]
    assert not [text for text in french if camp.search(text)][:8]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_yes_or_no_house_rule_is_said_both_on_and_off(lang):
    """§6: the rules window and the sheet say a house rule as it stands; a
    rule turned off with no sentence would show its bare key (review)."""
    from canasta_desktop.model.rules import get_rules
    from canasta_desktop.model.variants import VARIANTS

    fields = {option.field for info in VARIANTS.values() for option in info.house_options
              if isinstance(getattr(get_rules(info.id), option.field), bool)}
    assert fields
    for field in fields:
        for on in (True, False):
            said = words.house_option_said(field, on, lang)
            assert said and said != field, (field, on, lang)


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_a_variant_is_named_as_the_rules_section_its_refusals_cite(lang):
    """Play-test: the English sheet said "Variant: Rummy Canasta (rami)" above
    a rule note citing "§5 Rami canasta", two names for one game.  The name
    of each variant with a section of its own holds that section's title."""
    from canasta_desktop.model.refusal_text import section_text
    from canasta_desktop.model.sections import S_HEAD_FOOT, S_ORIGEN, S_RAMI

    for variant_id, section in (("head-and-foot", S_HEAD_FOOT), ("origen", S_ORIGEN),
                                ("rami", S_RAMI)):
        title = section_text(section, lang).split(" ", 1)[1]  # "§5 Rami canasta" -> "Rami canasta"
        name = words.text("variant", variant_id, lang)
        assert title.casefold() in name.casefold(), (name, title)


def test_origen_french_rules_call_diva_and_gentleman_its_jokers():
    """Play-test: the summary said « jokers » while §4 said « la Diva est un
    Fou, le Gentleman un passe-partout »: one card, two names.  §4 now names
    both as Origen's jokers, each played as its classic card."""
    from canasta_desktop import words

    first = words.rulebook("\u00a74 Canasta Origen", "fr")[0]
    assert "ses jokers sont la Diva" in first and "est un Fou" not in first


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _strings(v)]
    return []


@pytest.mark.parametrize("module", ["en", "fr", "rulebook_en", "rulebook_fr"])
def test_a_negative_number_is_written_with_a_minus_sign_not_a_hyphen(module):
    """Play-test: the Origen summary said "-20" beside "+20", where the
    table, the sheets and the rules write "−20" (U+2212)."""
    import importlib
    import re

    catalogue = importlib.import_module(f"canasta_desktop.words.{module}")
    texts = [s for name in dir(catalogue) if name.isupper()
             for s in _strings(getattr(catalogue, name))]
    assert texts, module
    hyphened = [t for t in texts if re.search(r"(?<![\w\-{])-\d", t)]
    assert not hyphened, hyphened


@pytest.mark.parametrize("lang, joker, wild", [("en", "joker", "wild"),
                                               ("fr", "joker", "passe-partout")])
def test_origen_s_house_rule_on_a_discarded_wild_calls_it_a_joker(lang, joker, wild):
    """Play-test s32 F8: Origen's box said « Un passe-partout défaussé gèle la
    pile » where Origen calls its wild cards jokers (its summary, its
    refusals since ad9c027); other variants keep their word."""
    from canasta_desktop.model.errors import IllegalAction
    from canasta_desktop.model.pile import FreezeReason
    from canasta_desktop.model.refusal_text import reason_text
    from canasta_desktop.model.rules import CardDesign
    from canasta_desktop.model.variants import rules_for

    origen, classic = rules_for("origen", 4), rules_for("classic")
    field = "wild_freezes_until_taken"
    for namespace in ("house_option", "house_option_off", "house_option_help"):
        own = words.own_label(namespace, field, origen.design, lang)
        assert joker in own.lower() and wild not in own.lower(), own
        assert wild in words.own_label(namespace, field, classic.design, lang).lower()
    for on in (True, False):
        assert joker in words.house_option_said(field, on, lang, origen.design).lower()
    frozen = IllegalAction("pile_frozen", "§1", reason=FreezeReason.WILD_DISCARDED,
                           card_design=CardDesign.ORIGEN)
    assert joker in reason_text(frozen, lang).split(",")[0].split(";")[0]

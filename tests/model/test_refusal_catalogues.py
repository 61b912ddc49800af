"""Refusals are data: every code raised anywhere in the program (the engine,
the table's gestures, the controller) has a sentence in English and in
French, and renders with the parameters it is raised with; nothing falls
back to English words (RULES.md: the engine explains refused moves)."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from canasta_desktop.model import DealSetup, DealState, IllegalAction
from canasta_desktop import words
from canasta_desktop.model import refusal_text as catalogue
from canasta_desktop.model.melds import CanastaNeed, MeldRule
from canasta_desktop.model.pile import FreezeReason, TopBlock
from canasta_desktop.model.rules import CardDesign

from .builders import candidate_actions
from .variant_helpers import config_id, every_configuration, rules_of

PACKAGE = Path(__file__).resolve().parents[2] / "canasta_desktop"

# Values each parameter may take, by its name (one name, one type).
SAMPLES: dict[str, list[object]] = {
    "minimum": [50], "value": [35], "with_pile": [True, False], "limit": [6],
    "cards": [2, 3], "alone": [True, False], "must_take": [True, False], "team": [True],
    "canastas": [1, 2], "drawn": [True, False], "need": list(CanastaNeed), "reason": list(FreezeReason),
    "top": list(TopBlock), "rule": list(MeldRule), "name": ["West"],
    "because": [IllegalAction("no_canasta", "§1 Going out", need=CanastaNeed.COUNT,
                              canastas=2),
                IllegalAction("ask_partner", "§1 Going out")],
}


def raised() -> dict[str, set[tuple[str, ...]]]:
    """Every code written in an `IllegalAction(...)` call of the program,
    with the parameter names of each call."""
    out: dict[str, set[tuple[str, ...]]] = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "IllegalAction"):
                code = node.args[0]
                if path.name == "errors.py":
                    continue  # IllegalAction.anew() raises again a code raised elsewhere
                assert isinstance(code, ast.Constant), f"{path.name}: a code is a literal"
                assert len(node.args) == 2, f"{path.name}: {code.value} needs its section"
                names = tuple(sorted(k.arg for k in node.keywords))
                out.setdefault(code.value, set()).add(names)
    return out


# The engine names the seat the table waits for by its number; the session,
# which knows the people, gives the sentence that seat's name instead
# (session/turn_questions.py, TurnQuestions.not_your_turn).
NAMED_BY_THE_SESSION = {"seat": "name"}


def renderings(code: str, names: tuple[str, ...]) -> list[IllegalAction]:
    cases = [{}]
    for name in (NAMED_BY_THE_SESSION.get(n, n) for n in names):
        assert name in SAMPLES, f"parameter {name!r} of {code} has no declared type"
        cases = [dict(case, **{name: value}) for case in cases for value in SAMPLES[name]]
    return [IllegalAction(code, "§1 Turn", **case) for case in cases]


def test_every_code_raised_has_an_english_and_a_french_sentence():
    codes = raised()
    assert len(codes) > 50
    for lang in ("en", "fr"):
        keys = set(words.catalogue(lang)["refusal"])
        assert {k for k in keys if "@" not in k} == set(codes), "a sentence for each code, no more"
        # A variant's own cards word some of them ("red_three_discard@origen").
        assert {k.partition("@")[0] for k in keys} == set(codes)
    for code, calls in codes.items():
        for names in calls:
            for refusal in renderings(code, names):
                for design in CardDesign:  # every refusal of Origen carries its design
                    said = refusal.with_params(card_design=design)
                    english = catalogue.reason_text(said, "en")
                    french = catalogue.reason_text(said, "fr")
                    assert english and french and "{" not in english + french, code
                    assert english != french, f"{code}: no French words"


def test_every_phrase_of_a_parameter_exists_in_both_languages():
    for enum in (FreezeReason, TopBlock, MeldRule, CanastaNeed):
        for member in enum:
            if enum is CanastaNeed:
                continue  # worded by the no_canasta sentence itself
            key = catalogue.phrase_key(member)
            assert words.text("refusal_phrase", key, "en") != words.text("refusal_phrase", key, "fr")
    for lang in ("en", "fr"):
        for key in words.catalogue(lang)["refusal_phrase"]:
            base, _, design = key.partition("@")
            assert not design or (CardDesign(design) and base in words.catalogue(lang)[
                "refusal_phrase"]), f"{key}: the words of a variant's cards for no phrase"


def test_the_frame_and_the_sections_are_french_too():
    refusal = IllegalAction("opening_minimum", "§1 Opening", minimum=50, value=35,
                            with_pile=False)
    assert catalogue.refusal_text(refusal, "en") == (
        "Not allowed: your first melds must total at least 50 points (these make 35) "
        "(§1 Opening)")
    assert catalogue.refusal_text(refusal, "fr") == (
        "Interdit\u00a0: vos premières combinaisons doivent valoir au moins 50 points "
        "(elles en font 35) (§1 Ouverture)")
    nested = IllegalAction("keep_a_card", "§1 Going out", because=SAMPLES["because"][0])
    assert catalogue.reason_text(nested, "fr") == (
        "votre équipe doit avoir 2 canastas avant de sortir\u00a0; gardez au moins deux cartes, "
        "car défausser la dernière serait sortir")
    for section, french in words.catalogue("fr")["section"].items():
        assert french != section or section in ("§3 Tête et Queue", "§4 Canasta Origen")


@pytest.mark.parametrize("config", every_configuration()[::3], ids=config_id)
def test_the_refusals_met_in_random_play_render_in_both_languages(config):
    rules = rules_of(config)
    rng = random.Random(5)
    seen = set()
    state = DealState(DealSetup.shuffled(rules, 0, 5))
    while not state.is_over:
        for action, seat in candidate_actions(state, rng):
            try:
                state.check(action, seat)
            except IllegalAction as refusal:
                seen.add(refusal.code)
                assert refusal.section in words.catalogue("fr")["section"]
                assert catalogue.refusal_text(refusal, "en").startswith("Not allowed: ")
                assert catalogue.refusal_text(refusal, "fr").startswith("Interdit\u00a0: ")
        state.apply(rng.choice(state.legal_actions()))
    assert len(seen) >= 5

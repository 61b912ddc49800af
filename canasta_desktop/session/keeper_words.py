"""The score keeper's words, one catalogue per language (French, English).

The model refuses an entry with a code and its numbers (`score_keeper.Problem`);
the words are here.  Like the printed sheets' `TEXTS`, this is plain Python:
the form and its tests read the same sentences, in the language of the
moment, without Qt.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..model.score_keeper import Problem

LANGUAGES = ("en", "fr")

PROBLEMS: dict[str, dict[str, str]] = {
    "en": {
        "negative": "{column}: points and counts cannot be negative.",
        "not_multiple_of_five": "{column}: {points} points of {what} is not a multiple of 5: "
                                "every card is worth 5, 10, 20, 50 or 100.",
        "concealed_without_going_out": "{column}: concealed is ticked, but {column} did not "
                                       "go out.",
        "too_many_tiles": "{column}: a team has at most {most} tiles, one per rank.",
        "no_isolated_hand": "Choose the isolated hand among the players.",
        "too_many_canastas": "{canastas} canastas need more cards than the deck holds: at "
                             "most {most}.",
        "canastas_need_points": "{column}: {canastas} canasta(s) hold at least {least} points "
                                "of cards, but the melds add up to {points}.",
        "too_many_red_threes": "{count} red threes: the deck has only {most}.",
        "two_went_out": "Only one team goes out: {first} and {second} are both ticked.",
        "concealed_without_canasta": "{column} cannot go out concealed without a canasta.",
        "going_out_needs_canastas": "{column} needs {needed} canastas to go out, and has "
                                    "{canastas}.",
        "going_out_needs_red_and_black": "{column} needs a red (pure) and a black (impure) "
                                         "canasta to go out.",
        "opening_not_met": "Check {column}'s melds: {points} points cannot have met the "
                           "opening minimum of {minimum}.",
        "game_over": "The game is over: no more deals.",
        "no_such_deal": "There is no deal {number}.",
    },
    "fr": {
        "negative": "{column} : les points et les nombres ne peuvent pas être négatifs.",
        "not_multiple_of_five": "{column} : {points} points de {what} n'est pas un multiple "
                                "de 5 : chaque carte vaut 5, 10, 20, 50 ou 100.",
        "concealed_without_going_out": "{column} : « en main » est coché, mais {column} "
                                       "n'est pas sorti.",
        "too_many_tiles": "{column} : une équipe a au plus {most} dalles, une par rang.",
        "no_isolated_hand": "Choisissez la main isolée parmi les joueurs.",
        "too_many_canastas": "{canastas} canastas demandent plus de cartes que le jeu n'en "
                             "a : {most} au plus.",
        "canastas_need_points": "{column} : {canastas} canasta(s) valent au moins {least} "
                                "points de cartes, mais les combinaisons font {points}.",
        "too_many_red_threes": "{count} 3 rouges : le jeu n'en a que {most}.",
        "two_went_out": "Une seule équipe sort : {first} et {second} sont cochés tous les "
                        "deux.",
        "concealed_without_canasta": "{column} ne peut pas sortir en main sans canasta.",
        "going_out_needs_canastas": "{column} doit avoir {needed} canastas pour sortir, et en "
                                    "a {canastas}.",
        "going_out_needs_red_and_black": "{column} doit avoir une canasta rouge (pure) et une "
                                         "noire (impure) pour sortir.",
        "opening_not_met": "Vérifiez les combinaisons de {column} : {points} points n'ont pas "
                           "pu atteindre l'ouverture de {minimum}.",
        "game_over": "La partie est finie : plus de donne à inscrire.",
        "no_such_deal": "Il n'y a pas de donne {number}.",
    },
}

WHAT = {"en": {"melded": "melded cards", "hand": "cards left in hand"},
        "fr": {"melded": "cartes étalées", "hand": "cartes restées en main"}}

# The form, the sheet and the menu.
TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "menu": "&Keep score of a game with real cards\u2026",
        "with_cards_short": "real cards",
        "name_refused": "A name may not hold control characters or characters that cannot "
                        "be written.",
        "setup_title": "Keep score of a game with real cards",
        "variant": "&Variant:",
        "players": "&Players:",
        "layout": "&Teams:",
        "player_n": "Player {n}:",
        "start": "&Open the score sheet",
        "cancel": "Cancel",
        "window_title": "Score keeper — {variant}",
        "deal_n": "Deal {number}",
        "edit_deal_n": "Fixing deal {number}",
        "opening_for": "Opening minimum for this deal: {minimums}",
        "melded_points": "Melded cards (points)",
        "by_rank": "Count per rank\u2026",
        "pure_canastas": "Pure (red) canastas",
        "impure_canastas": "Impure (black) canastas",
        "red_threes": "Red threes laid",
        "red_threes_sol": "Sol cards laid",
        "red_threes_held": "Red threes still held",
        "hand_points": "Cards left in hand (points)",
        "hand_points_foot": "Cards left in hand and foot (points)",
        "went_out": "Went out",
        "concealed": "Concealed",
        "penalty_points": "Penalties (100 for a broken \u201cyes\u201d, fines)",
        "tiles_covered": "Tiles covered (+{bonus})",
        "tiles_uncovered": "Tiles left uncovered (\u2212{penalty})",
        "isolated": "Isolated hand:",
        "nobody": "nobody (each alone)",
        "breakdown": "This deal:",
        "add": "&Add the deal",
        "save_edit": "&Save the fix",
        "cancel_edit": "Cancel the fi&x",
        "edit": "&Fix the selected deal",
        "delete": "&Delete the selected deal",
        "print": "&Print or export the sheet\u2026",
        "deals_head": "Deal",
        "total_head": "Total",
        "totals": "Totals",
        "next_opening": "Next opening minimum",
        "game_over": "Game over. {result}",
        "saved": "Deal {number} added and saved.",
        "fixed": "Deal {number} fixed and saved.",
        "deleted": "Deal {number} deleted and saved.",
        "save_failed": "The sheet could not be saved ({reason}); the deal is kept on screen.",
        "delete_confirm": "Delete deal {number}? The totals after it are worked out again.",
        "refused": "Not added:",
        "warning": "Warning:",
        "resume": "&Continue the unfinished score ({variant}, deals played: {deals})",
        "rank_title": "Melded cards counted per rank",
        "rank_total": "Total: {points} points",
        "joker": "Jokers (50)",
        "two": "Twos (20)",
        "ace": "Aces (20)",
        "ten_points": "{rank} (10)",
        "five_points": "{rank} (5)",
        "black_three": "Black threes (5)",
    },
    "fr": {
        "menu": "Tenir la &marque d'une partie avec de vraies cartes\u2026",
        "with_cards_short": "vraies cartes",
        "name_refused": "Un nom ne peut pas contenir de caractères de contrôle ni de "
                        "caractères impossibles à écrire.",
        "setup_title": "Tenir la marque d'une partie avec de vraies cartes",
        "variant": "&Variante :",
        "players": "&Joueurs :",
        "layout": "É&quipes :",
        "player_n": "Joueur {n} :",
        "start": "&Ouvrir la feuille de marque",
        "cancel": "Annuler",
        "window_title": "Feuille de marque — {variant}",
        "deal_n": "Donne {number}",
        "edit_deal_n": "Correction de la donne {number}",
        "opening_for": "Ouverture pour cette donne : {minimums}",
        "melded_points": "Cartes étalées (points)",
        "by_rank": "Compter par rang\u2026",
        "pure_canastas": "Canastas pures (rouges)",
        "impure_canastas": "Canastas impures (noires)",
        "red_threes": "3 rouges posés",
        "red_threes_sol": "Sol posés",
        "red_threes_held": "3 rouges encore en main",
        "hand_points": "Cartes restées en main (points)",
        "hand_points_foot": "Cartes restées en main et en queue (points)",
        "went_out": "Sorti",
        "concealed": "En main",
        "penalty_points": "Pénalités (100 pour un « oui » non tenu, amendes)",
        "tiles_covered": "Dalles recouvertes (+{bonus})",
        "tiles_uncovered": "Dalles non recouvertes (\u2212{penalty})",
        "isolated": "Main isolée :",
        "nobody": "personne (chacun pour soi)",
        "breakdown": "Cette donne :",
        "add": "&Ajouter la donne",
        "save_edit": "&Enregistrer la correction",
        "cancel_edit": "Annuler la &correction",
        "edit": "&Corriger la donne choisie",
        "delete": "&Supprimer la donne choisie",
        "print": "&Imprimer ou exporter la feuille\u2026",
        "deals_head": "Donne",
        "total_head": "Total",
        "totals": "Totaux",
        "next_opening": "Ouverture à la prochaine donne",
        "game_over": "Partie finie. {result}",
        "saved": "Donne {number} ajoutée et enregistrée.",
        "fixed": "Donne {number} corrigée et enregistrée.",
        "deleted": "Donne {number} supprimée et enregistrée.",
        "save_failed": "La feuille n'a pas pu être enregistrée ({reason}) ; la donne reste "
                       "à l'écran.",
        "delete_confirm": "Supprimer la donne {number} ? Les totaux suivants sont recalculés.",
        "refused": "Non ajoutée :",
        "warning": "Attention :",
        "resume": "&Reprendre la marque en cours ({variant}, donnes jouées : {deals})",
        "rank_title": "Cartes étalées comptées par rang",
        "rank_total": "Total : {points} points",
        "joker": "Jokers (50)",
        "two": "Deux (20)",
        "ace": "As (20)",
        "ten_points": "{rank} (10)",
        "five_points": "{rank} (5)",
        "black_three": "3 noirs (5)",
    },
}


def _lang(lang: str) -> str:
    return lang if lang in LANGUAGES else "en"


def text(lang: str, key: str, **values: object) -> str:
    return TEXTS[_lang(lang)][key].format(**values)


def problem_text(lang: str, problem: Problem, columns: Sequence[str]) -> str:
    """A refusal or a warning in words; `columns` names the sheet's columns."""
    lang = _lang(lang)
    values: dict[str, object] = dict(problem.params)
    for key in ("column", "first", "second"):
        index = values.get(key)
        if isinstance(index, int):
            values[key] = columns[index] if 0 <= index < len(columns) else "?"
    if "what" in values:
        values["what"] = WHAT[lang].get(str(values["what"]), str(values["what"]))
    template = PROBLEMS[lang].get(problem.code)
    if template is None:
        return problem.code  # a new check in the model: show its code rather than nothing
    return template.format(**values)


def problems_text(lang: str, problems: Sequence[Problem], columns: Sequence[str]
                  ) -> Mapping[str, list[str]]:
    """{"refused": [...], "warnings": [...]} in words."""
    return {"refused": [problem_text(lang, p, columns) for p in problems if not p.warning],
            "warnings": [problem_text(lang, p, columns) for p in problems if p.warning]}

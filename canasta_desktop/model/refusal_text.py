"""The words of every refusal: one catalogue per language (English, French).

A refusal is a code, a RULES.md section and typed parameters
(`errors.IllegalAction`); each catalogue turns the code into a sentence and
each parameter into words: numbers as they are, the model's enums by their
own phrase, a nested refusal (the reason a card must be kept) by its own
sentence.  The engine, the session's gestures and the controller all raise
codes found here; a test walks every code raised and renders it in both
languages.  Plain Python, so the model's English `message` uses it too.
"""

from __future__ import annotations

from enum import Enum
from typing import Callable, Mapping, Union

from .errors import IllegalAction
from .melds import CanastaNeed, MeldRule
from .pile import FreezeReason, TopBlock

Sentence = Union[str, Callable[[Mapping[str, object]], str]]

LANGUAGES = ("en", "fr")


def _canastas_en(p: Mapping[str, object]) -> str:
    if p["need"] is CanastaNeed.RED_AND_BLACK:
        return "your team needs a red (pure) and a black (impure) canasta before going out"
    if p["canastas"] == 1:
        return "your team needs a canasta before going out"
    return "your team needs {canastas} canastas before going out"


def _canastas_fr(p: Mapping[str, object]) -> str:
    if p["need"] is CanastaNeed.RED_AND_BLACK:
        return "votre équipe doit avoir une canasta rouge (pure) et une noire (impure) avant de sortir"
    if p["canastas"] == 1:
        return "votre équipe doit avoir une canasta avant de sortir"
    return "votre équipe doit avoir {canastas} canastas avant de sortir"


EN: dict[str, Sentence] = {
    # the engine (model/state.py, model/melds.py)
    "deal_over": "the deal is over",
    "not_your_turn": "it is not this player's turn",
    "answer_expected": "the partner must first answer 'may I go out?'",
    "not_asked": "nobody asked to go out",
    "choose_packet": "first choose which packet to play as your hand",
    "packet_chosen": "the packets are already chosen",
    "stock_empty": "the stock is empty: take the pile or end the deal",
    "stock_not_empty": "the deal ends this way only when the stock is empty",
    "draw_first": "first draw from the stock or take the discard pile",
    "already_drew": "you have already drawn this turn",
    "unknown_action": "this move is not part of the game",
    "no_partner": "there is no partner to ask",
    "already_asked": "you have already asked this turn",
    "ask_before_melding": "ask your partner before taking the pile or melding in this turn",
    "no_tiles": "this variant has no tiles",
    "tile_rank": "a tile announces a rank of ordinary cards",
    "tile_placed": "your team's tile for that rank is placed",
    "tile_after_meld": "a tile is placed before the meld it announces",
    "foot_first": "pick up your foot before going out",
    "no_canasta": _canastas_en,
    "partner_said_no": "your partner said no: you may not go out this turn",
    "ask_partner": "ask your partner 'may I go out?' before going out",
    "card_twice": "the same card is used twice",
    "card_not_in_hand": "that card is not in your hand",
    "rank_twice": "a team has at most one meld of each rank",
    "top_rank_twice": "the top card's meld is given by the cards taken with it",
    "empty_meld": "nothing to meld",
    "black_three_meld": "{rule}",
    "bad_rank": "melds are made of one rank from 4 to ace",
    "red_three_meld": "red threes are never melded: they are laid apart",
    "mixed_ranks": "a meld holds cards of a single rank, plus wild cards",
    "meld_too_small": "a meld needs at least three cards",
    "too_many_wilds": "{rule}",
    "concealed_needs_canasta":
        "house rule: going out concealed needs a canasta melded in this turn",
    "pile_empty": "the discard pile is empty",
    "pile_top_unusable": "the pile cannot be taken: {top}",
    "one_card_pile": "with one card in hand you may not take a one-card pile",
    "pile_frozen": "{reason}: take it only with a natural pair of the top card's rank "
                   "from your hand",
    "pile_needs_pair": "take the pile with two naturals of its rank, or a natural and a "
                       "wild, or onto your team's meld of that rank",
    "pile_needs_natural": "the top card must be melded with at least one natural of its rank",
    "opening_minimum": lambda p: (
        "to open by taking the pile, the top card and the cards you meld must total at "
        "least {minimum} points (these make {value})" if p["with_pile"] else
        "your team's first melds must total at least {minimum} points (these make {value})"),
    "keep_a_card": "you must keep a card to discard: {because}",
    "seventh_wild": "the pile may hold at most {limit} wild cards",
    "red_three_discard": "red threes are laid, not discarded",
    # the table's gestures and the controller (session/)
    "no_game": "no game",
    "sitting_out": "you sit this deal out",
    "waiting_for": "it is not your turn: {name} is playing",
    "nothing_to_do": "these cards cannot go there",
    "discard_one_card": "discard exactly one card",
    "no_cards_to_meld": "select the cards to meld first",
    "no_cards_to_lay_off": "select the cards to lay off first",
    "no_card_for_tile": "select a card of the rank to announce",
    "tile_one_rank": "a tile announces one rank: select cards of a single rank",
    "wilds_alone": "a meld needs natural cards, not only wild cards",
}

FR: dict[str, Sentence] = {
    "deal_over": "la donne est terminée",
    "not_your_turn": "ce n'est pas au tour de ce joueur",
    "answer_expected": "le partenaire doit d'abord répondre à « puis-je sortir ? »",
    "not_asked": "personne n'a demandé à sortir",
    "choose_packet": "choisissez d'abord le tas qui sera votre main",
    "packet_chosen": "les tas sont déjà choisis",
    "stock_empty": "le talon est vide : prenez la pile ou finissez la donne",
    "stock_not_empty": "la donne ne finit ainsi que lorsque le talon est vide",
    "draw_first": "piochez d'abord au talon ou prenez la pile de défausse",
    "already_drew": "vous avez déjà pioché ce tour-ci",
    "unknown_action": "ce coup n'existe pas dans le jeu",
    "no_partner": "vous n'avez pas de partenaire à qui demander",
    "already_asked": "vous avez déjà demandé ce tour-ci",
    "ask_before_melding": ("demandez à votre partenaire avant de prendre la défausse "
                           "ou d'étaler ce tour-ci"),
    "no_tiles": "cette variante n'a pas de dalles",
    "tile_rank": "une dalle annonce une hauteur de cartes ordinaires",
    "tile_placed": "la dalle de votre équipe pour cette hauteur est déjà posée",
    "tile_after_meld": "une dalle se pose avant la combinaison qu'elle annonce",
    "foot_first": "prenez votre queue avant de sortir",
    "no_canasta": _canastas_fr,
    "partner_said_no": "votre partenaire a dit non : vous ne pouvez pas sortir ce tour-ci",
    "ask_partner": "demandez à votre partenaire « puis-je sortir ? » avant de sortir",
    "card_twice": "la même carte sert deux fois",
    "card_not_in_hand": "cette carte n'est pas dans votre main",
    "rank_twice": "une équipe a au plus une combinaison de chaque hauteur",
    "top_rank_twice":
        "la combinaison de la carte du dessus est faite des cartes prises avec elle",
    "empty_meld": "rien à étaler",
    "black_three_meld": "{rule}",
    "bad_rank": "une combinaison se fait d'une seule hauteur, du 4 à l'as",
    "red_three_meld": "les 3 rouges ne s'étalent jamais : ils se posent à part",
    "mixed_ranks": "une combinaison ne contient qu'une hauteur de cartes, plus des "
                   "passe-partout",
    "meld_too_small": "une combinaison demande au moins trois cartes",
    "too_many_wilds": "{rule}",
    "concealed_needs_canasta":
        "règle maison : la sortie surprise demande une canasta étalée dans le tour",
    "pile_empty": "la pile de défausse est vide",
    "pile_top_unusable": "on ne peut pas prendre la pile : {top}",
    "one_card_pile": "avec une seule carte en main, on ne prend pas une pile d'une seule carte",
    "pile_frozen": "{reason} : prenez-la seulement avec une paire naturelle de la hauteur "
                   "de la carte du dessus",
    "pile_needs_pair": "prenez la pile avec deux cartes naturelles de sa hauteur, ou une "
                       "naturelle et un passe-partout, ou sur la combinaison de votre équipe "
                       "de cette hauteur",
    "pile_needs_natural":
        "la carte du dessus doit s'étaler avec au moins une carte naturelle de sa hauteur",
    "opening_minimum": lambda p: (
        "pour ouvrir en prenant la pile, la carte du dessus et les cartes étalées doivent "
        "valoir au moins {minimum} points (elles en font {value})" if p["with_pile"] else
        "vos premières combinaisons doivent valoir au moins {minimum} points "
        "(elles en font {value})"),
    "keep_a_card": "vous devez garder une carte pour l'écart : {because}",
    "seventh_wild": "la pile contient au plus {limit} passe-partout",
    "red_three_discard": "les 3 rouges se posent, ils ne s'écartent pas",
    "no_game": "aucune partie",
    "sitting_out": "vous ne jouez pas cette donne",
    "waiting_for": "ce n'est pas à vous : {name} joue",
    "nothing_to_do": "ces cartes ne peuvent pas aller là",
    "discard_one_card": "écartez une seule carte",
    "no_cards_to_meld": "choisissez d'abord les cartes à étaler",
    "no_cards_to_lay_off": "choisissez d'abord les cartes à ajouter",
    "no_card_for_tile": "choisissez une carte de la hauteur à annoncer",
    "tile_one_rank": "une dalle annonce une seule hauteur : choisissez des cartes d'une "
                     "même hauteur",
    "wilds_alone":
        "une combinaison demande des cartes naturelles, pas seulement des passe-partout",
}

PHRASES: dict[str, dict[Enum, str]] = {
    "en": {
        FreezeReason.WILD_DISCARDED: "a discarded wild card froze the pile",
        FreezeReason.WILD_TURNED_UP: "a wild card turned up froze the pile",
        FreezeReason.RED_THREE_TURNED_UP: "a red three turned up froze the pile",
        FreezeReason.NOT_OPENED: "you have not opened yet",
        FreezeReason.ALWAYS_NATURAL_PAIR: "in this variant the pile is always frozen",
        TopBlock.WILD: "a wild card is on top",
        TopBlock.BLACK_THREE: "a black three is on top",
        TopBlock.RED_THREE: "a red three is on top",
        MeldRule.MORE_NATURALS: "a meld must hold more natural cards than wild cards",
        MeldRule.TWO_ORDINARY: "a meld needs at least two ordinary cards",
        MeldRule.THREE_JOKERS: "a meld holds at most three jokers",
        MeldRule.HOUSE_THREE_WILDS: "house rule: at most three wild cards in a meld",
        MeldRule.THREES_NEVER: "threes are never melded in this variant",
        MeldRule.BLACK_THREES_ONLY: "a meld of threes holds only black threes, and no wild card",
        MeldRule.THREE_OR_FOUR_THREES: "black threes are melded as three or four cards",
        MeldRule.THREES_ONLY_GOING_OUT: "black threes are melded only when going out",
    },
    "fr": {
        FreezeReason.WILD_DISCARDED: "un passe-partout écarté a gelé la pile",
        FreezeReason.WILD_TURNED_UP: "un passe-partout retourné a gelé la pile",
        FreezeReason.RED_THREE_TURNED_UP: "un 3 rouge retourné a gelé la pile",
        FreezeReason.NOT_OPENED: "vous n'avez pas encore ouvert",
        FreezeReason.ALWAYS_NATURAL_PAIR: "dans cette variante, la pile est toujours gelée",
        TopBlock.WILD: "un passe-partout est dessus",
        TopBlock.BLACK_THREE: "un 3 noir est dessus",
        TopBlock.RED_THREE: "un 3 rouge est dessus",
        MeldRule.MORE_NATURALS:
            "une combinaison doit contenir plus de cartes naturelles que de passe-partout",
        MeldRule.TWO_ORDINARY: "une combinaison demande au moins deux cartes ordinaires",
        MeldRule.THREE_JOKERS: "une combinaison contient au plus trois jokers",
        MeldRule.HOUSE_THREE_WILDS: "règle maison : au plus trois passe-partout par combinaison",
        MeldRule.THREES_NEVER: "dans cette variante, les 3 ne s'étalent jamais",
        MeldRule.BLACK_THREES_ONLY:
            "une combinaison de 3 ne contient que des 3 noirs, sans passe-partout",
        MeldRule.THREE_OR_FOUR_THREES: "les 3 noirs s'étalent par trois ou quatre",
        MeldRule.THREES_ONLY_GOING_OUT: "les 3 noirs ne s'étalent que pour sortir",
    },
}

SECTIONS: dict[str, dict[str, str]] = {
    "en": {},  # RULES.md's own titles
    "fr": {
        "§1 Seating and teams": "§1 Places et équipes",
        "§1 Turn": "§1 Tour de jeu",
        "§1 Taking the discard pile": "§1 Prendre la pile de défausse",
        "§1 Frozen pile": "§1 Pile gelée",
        "§1 Opening": "§1 Ouverture",
        "§1 Going out": "§1 Sortir",
        "§1 Stock exhausted": "§1 Talon épuisé",
        "§1 Red threes": "§1 Trois rouges",
        "§1 Melds": "§1 Combinaisons",
        "§2 Three players, isolated hand": "§2 Trois joueurs, main isolée",
        "§3 Tête et Queue": "§3 Tête et Queue",
        "§4 Canasta Origen": "§4 Canasta Origen",
        "§5 Rami canasta": "§5 Canasta rami",
    },
}

NOT_ALLOWED = {"en": "Not allowed: {reason} ({section})",
               "fr": "Interdit : {reason} ({section})"}

CATALOGUES: dict[str, dict[str, Sentence]] = {"en": EN, "fr": FR}


class _Words(dict):
    """A refusal's parameters as words, each made when the sentence uses it."""

    def __init__(self, params: Mapping[str, object], lang: str) -> None:
        super().__init__(params)
        self.lang = lang

    def __getitem__(self, name: str) -> object:
        value = super().__getitem__(name)
        if isinstance(value, Enum):
            return PHRASES[self.lang][value]
        if isinstance(value, IllegalAction):
            return reason_text(value, self.lang)
        return value


def reason_text(refusal: IllegalAction, lang: str) -> str:
    """The refusal's reason in `lang` ("en" or "fr")."""
    sentence = CATALOGUES[lang][refusal.code]
    params = refusal.params
    template = sentence(params) if callable(sentence) else sentence
    return template.format_map(_Words(params, lang))


def section_text(section: str, lang: str) -> str:
    return SECTIONS[lang].get(section, section)


def refusal_text(refusal: IllegalAction, lang: str) -> str:
    """"Not allowed: <reason> (<rule section>)" in `lang`."""
    return NOT_ALLOWED[lang].format(reason=reason_text(refusal, lang),
                                    section=section_text(refusal.section, lang))

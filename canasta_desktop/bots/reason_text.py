"""The words of the Hint's reasons: one catalogue per language (English, French).

A reason is a code and its figures (bots/reasons.py); each catalogue turns
the code into a sentence, like the refusals' (model/refusal_text.py).  The
figures are filled in by the table (session/hint_text.py): numbers as they
are, a rank as the table names melds ("kings", "rois"), a card as the log
writes it.  Plain Python, no Qt: a test renders every code in both languages.
"""

from __future__ import annotations

LANGUAGES = ("en", "fr")

EN: dict[str, str] = {
    "take_opens": "{cards} cards, {fit} of them fit your hand, and your team opens",
    "take_deny": "{cards} cards, {fit} of them fit your hand, and the next player needs them to open",
    "take_pile": "{cards} cards, {fit} of them fit your melds or pairs",
    "stock_empty": "the stock is empty",
    "pile_empty": "the pile is empty",
    "pile_blocked": "{card} on top blocks the pile",
    "pile_frozen_no_pair": "taking the pile needs a natural pair of {rank}, which you do not hold",
    "pile_no_match": "nothing in your hand or your melds goes with the {rank} on top",
    "isolated_wait": "whoever takes the pile first plays alone against two",
    "take_costs_wilds": "the pile ({cards} cards) is not worth the wild cards it takes ({wilds})",
    "pile_small": "the pile ({cards} cards) is worth less than a card from the stock",
    "discard_black_three": "a black three stops the next player from taking the pile",
    "discard_freeze": "a wild card freezes the pile of {cards} cards",
    "discard_to_partner": "your partner plays next: this card cannot help the opponents",
    "discard_dead": "the other {rank} are all in sight: nobody can match it",
    "discard_safe": "the next player can hardly take the pile with it ({percent}%)",
    "discard_single": "{card} is a lone card that builds nothing",
    "discard_least_useful": "{card} is the card your hand needs least",
    "meld_go_out": "it empties your hand: you go out",
    "meld_to_foot": "it empties your hand: you pick up your foot",
    "meld_open": "{points} points open your team (minimum {minimum})",
    "rami_canasta": "it completes a canasta of {rank}: your melds stop counting against you",
    "meld_canasta": "it completes a canasta of {rank}",
    "meld_on_canasta": "{points} more points on your canasta of {rank}",
    "meld_lay_off": "your {rank}: {missing} to go for a canasta",
    "meld_before_end": "the deal may end soon: {points} points count for you on the table, against you in hand",
    "meld_toward_foot": "fewer cards in hand bring your foot sooner",
    "meld_tile": "it covers your tile of {rank}",
    "meld_new": "a meld of {rank} scores now and starts a canasta",
    "go_out_threat": "an opponent is about to go out: end the deal first, while they hold about {points} points",
    "go_out_pays": "going out earns {bonus} and the opponents hold about {points} points",
    "answer_yes_threat": "the opponents are close to going out: finish first",
    "answer_yes": "going out earns {bonus} and the opponents hold about {points} points",
    "answer_no_meld": "you could meld {points} points next turn: going out now counts them against your team",
    "answer_no_hand": "the {points} points in your hand would count against your team",
    "tile_to_meld": "you hold {count} {rank}: meld them next turn and the tile scores",
    "packet_bottom": "its bottom card is {card}",
}

FR: dict[str, str] = {
    "take_opens": "{cards} cartes, dont {fit} pour votre jeu, et votre équipe ouvre",
    "take_deny": "{cards} cartes, dont {fit} pour votre jeu, et le joueur suivant en a besoin pour ouvrir",
    "take_pile": "{cards} cartes, dont {fit} pour vos combinaisons ou vos paires",
    "stock_empty": "le talon est vide",
    "pile_empty": "la pile est vide",
    "pile_blocked": "{card} sur la pile la bloque",
    "pile_frozen_no_pair": "prendre la pile demande une paire naturelle de {rank}, que vous n'avez pas",
    "pile_no_match": "rien dans votre main ni dans vos combinaisons ne va avec les {rank} du dessus",
    "isolated_wait": "le premier qui prend la pile joue seul contre deux",
    "take_costs_wilds": "la pile ({cards} cartes) ne vaut pas les passe-partout qu'elle coûte ({wilds})",
    "pile_small": "la pile ({cards} cartes) vaut moins qu'une carte du talon",
    "discard_black_three": "un 3 noir empêche le joueur suivant de prendre la pile",
    "discard_freeze": "un passe-partout gèle la pile de {cards} cartes",
    "discard_to_partner": "votre partenaire joue ensuite : cette carte ne peut pas servir aux adversaires",
    "discard_dead": "les autres {rank} sont déjà en vue : personne ne peut l'accompagner",
    "discard_safe": "le joueur suivant ne peut guère prendre la pile avec elle ({percent} %)",
    "discard_single": "{card} est une carte isolée qui ne construit rien",
    "discard_least_useful": "{card} est la carte dont votre main a le moins besoin",
    "meld_go_out": "elle vide votre main : vous sortez",
    "meld_to_foot": "elle vide votre main : vous prenez votre queue",
    "meld_open": "{points} points ouvrent pour votre équipe (minimum {minimum})",
    "rami_canasta": "elle complète une canasta de {rank} : vos combinaisons ne comptent plus contre vous",
    "meld_canasta": "elle complète une canasta de {rank}",
    "meld_on_canasta": "{points} points de plus sur votre canasta de {rank}",
    "meld_lay_off": "vos {rank} : encore {missing} pour une canasta",
    "meld_before_end": "la donne peut finir bientôt : {points} points comptent pour vous sur la table, contre vous en main",
    "meld_toward_foot": "moins de cartes en main, c'est votre queue plus tôt",
    "meld_tile": "elle couvre votre dalle de {rank}",
    "meld_new": "une combinaison de {rank} marque tout de suite et commence une canasta",
    "go_out_threat": "un adversaire va sortir : finissez la donne avant, tant qu'ils ont environ {points} points en main",
    "go_out_pays": "sortir rapporte {bonus} et les adversaires ont environ {points} points en main",
    "answer_yes_threat": "les adversaires sont près de sortir : finissez avant eux",
    "answer_yes": "sortir rapporte {bonus} et les adversaires ont environ {points} points en main",
    "answer_no_meld": "vous pourriez poser {points} points au prochain tour : sortir maintenant les compte contre votre équipe",
    "answer_no_hand": "les {points} points de votre main compteraient contre votre équipe",
    "tile_to_meld": "vous avez {count} {rank} : posez-les au prochain tour et la dalle marque",
    "packet_bottom": "sa carte du dessous est {card}",
}

CATALOGUES: dict[str, dict[str, str]] = {"en": EN, "fr": FR}


def sentence(code: str, lang: str) -> str | None:
    """The template for `code` in `lang` (English for an unknown language),
    or None for a code no catalogue knows (a newer bot's)."""
    return CATALOGUES.get(lang, EN).get(code)

"""French: every word of the game, grouped as `canasta_desktop.words`
explains.  The window's strings are keyed by their English source text.
"""

from __future__ import annotations

from typing import Callable, Mapping

from ..model.melds import CanastaNeed
from . import Catalogue, by_count, count_phrase, elides_de, one_opponent


def _canastas_fr(p: Mapping[str, object]) -> str:
    who = "vous devez" if p.get("alone") else "votre équipe doit"  # sans partenaire, pas d'équipe
    if p["need"] is CanastaNeed.RED_AND_BLACK:
        return who + " avoir une canasta rouge (pure) et une noire (impure) avant de sortir"
    if p["canastas"] == 1:
        return who + " avoir une canasta avant de sortir"
    return who + " avoir {canastas} canastas avant de sortir"


def _de(name: object) -> str:
    """"de" before a name, elided before a vowel: "d'as", "d'Améthyste",
    "de rois"."""
    return "d'" if elides_de(name) else "de "


_NUMBERS_FR = ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit")


def number_word_fr(count: object) -> str:
    """A small count in words ("trois 9", "deux 3 rouges"), a larger one in figures."""
    return _NUMBERS_FR[count] if isinstance(count, int) and 0 <= count < len(_NUMBERS_FR) \
        else str(count)


def _cards_fr(p: Mapping[str, object]) -> str:
    return "1 carte" if p["cards"] == 1 else "{cards} cartes"


def _pile_small_fr(p: Mapping[str, object]) -> str:
    return ("la pile (" + _cards_fr(p) + ") vaut moins "
            + ("qu'une carte" if p["draws"] == 1 else "que les {draws} cartes") + " du talon")


def _could_take_fr(p: Mapping[str, object]) -> str:
    """La chance du joueur suivant de prendre la pile avec la carte jetée ;
    une prise sûre est dite telle, pas « (100 %) »."""
    if p.get("percent") == 100:
        return "le joueur suivant prendra sûrement la pile avec cette carte"
    return "le joueur suivant peut prendre la pile avec cette carte ({percent}\u00a0% de chances)"


def _opponents_hold_fr(p: Mapping[str, object]) -> str:
    where = "en main et en queue" if p.get("feet") else "en main"  # §3: la queue compte
    if one_opponent(p):
        return "l'adversaire a environ {points} points " + where
    return "les adversaires ont environ {points} points " + where


def _what_a_small_pile_brings_fr(p: Mapping[str, object]) -> str:
    """Pourquoi le joueur suivant gagne peu à prendre la pile : rien dessous,
    ou ce qui vient avec la carte vaut moins que sa pioche."""
    if p["cards"] == 0:
        return "il n'y a rien dessous"
    return (_cards_taken_with_the_top_fr(p)
            + by_count(p["draws"], {1: " moins que sa pioche au talon"},
                       " moins que les {draws} cartes qu'il pioche au talon"))


def _cards_taken_with_the_top_fr(p: Mapping[str, object]) -> str:
    """Les cartes que la pile donnerait avec sa carte du dessus : celles
    dessous, ou les quelques-unes prises avec elle (`top`)."""
    if p.get("top"):
        return by_count(p["cards"], {1: "la carte prise en même temps lui apporterait"},
                        "les {cards} cartes prises en même temps (on ne prend que les {top} du "
                        "dessus) lui apporteraient")
    return by_count(p["cards"], {1: "la carte dessous lui apporterait"},
                    "les {cards} cartes dessous lui apporteraient")


def _cards_left_in_the_stock_fr(p: Mapping[str, object]) -> str:
    """Combien de cartes le talon garde encore, dit seulement s'il en reste."""
    return by_count(p["cards"], {0: "", 1: ", avec 1 carte encore au talon"},
                    ", avec {cards} cartes encore au talon")


def _how_to_meld_for_the_tile_fr(p: Mapping[str, object]) -> str:
    """Origen : comment les cartes de la hauteur de la dalle la font marquer,
    selon leur nombre (une : deux autres ; deux : une troisième ; trois : les poser)."""
    return by_count(p["count"], {
        1: "vous avez une carte de cette hauteur : posez-la avec deux autres au prochain tour "
           "et la dalle marque",
        2: "vous avez {count} cartes de cette hauteur : posez-les avec une troisième à un tour "
           "suivant et la dalle marque",
    }, "vous avez {count} cartes de cette hauteur : posez-les au prochain tour et la dalle marque")


def _canastas_the_column_has_fr(p: Mapping[str, object]) -> str:
    """Ce qu'une colonne a de canastas quand il lui en manque : « aucune »,
    « qu'une » ou « que 2 »."""
    return by_count(p["canastas"], {0: "aucune", 1: "qu'une"}, "que {canastas}")


# Origen's cards as the rules name them (« la Diva », « le Gentleman », « le
# Retener », « le Sol »), the others by what they show: a sentence that names
# one says it with its article, as it does a 7♥ (play-test s41: « défaussez
# Retener » beside « défaussez le 5♠ »).
_ORIGEN_ARTICLES = {"Diva": "la ", "Gentleman": "le ", "Jockey Club": "le ", "Tamborile": "le ",
                    "Diligencia": "la ", "Zapato": "le ", "Vanneau": "le ", "Pitanga": "la ",
                    "Améthyste": "l'", "Calebasse": "la ", "Carretta": "la ", "Cimarron": "le ",
                    "Ceibo": "le ", "Retener": "le ", "Sol": "le "}


def article(card: object) -> str:
    """"le", "la" or "l'" before a card as the log writes it ("le 7♥",
    "l'A♠", "la D♠" for la dame, "le R♠", "le Fou"; Origen's "la Diva",
    "l'Améthyste", "le Retener")."""
    text = str(card)
    if text == WORDS["EventText"]["joker"]:
        return "le "
    if text and text[-1] in "♠♥♦♣":
        return "l'" if text[0] == "A" else "la " if text[0] == "D" else "le "
    return _ORIGEN_ARTICLES.get(text, "")


def _with_articles(template: str) -> Callable[[Mapping[str, object]], str]:
    """A reason's template with the article before its cards ({card}, {other})."""
    def fill(p: Mapping[str, object]) -> str:
        out = template
        for name in ("card", "other"):
            if name in p:
                out = out.replace("{" + name + "}", article(p[name]) + "{" + name + "}")
        return out
    return fill


def _keep_fr(p: Mapping[str, object], kept: str) -> str:
    """Une défausse qui garde les cartes que l'équipe suivante a posées :
    « la plus sûre » seulement si aucune autre n'est moins risquée
    (`safety` 0), « toutes sont risquées » si c'est la moins risquée mais
    qu'elle l'est (1) ; sinon, les cartes plus sûres valent plus en main (2)."""
    chance = ("avec {card}, le joueur suivant a {percent}\u00a0% de chances de prendre la "
              "pile, alors qu'en défaussant " + kept)
    safety = p.get("safety", 0)
    if safety == 1:
        text = "toutes vos défausses sont risquées, celle-ci le moins : " + chance
    elif safety == 2:
        text = "vos cartes plus sûres valent plus en main : " + chance
    else:
        text = "la défausse la plus sûre : " + chance
    return _with_articles(text)(p).replace("<other>", "{other}")


_PILE_FIT_FR = {
    "single_fits": "1 carte, qui va aussitôt dans une combinaison",
    "single_fits_nothing": "1 carte, qui ne va avec rien pour l'instant",
    "none_fit": "{cards} cartes, dont aucune ne va avec <fits>",
    "all_fit": "{cards} cartes, toutes pour <fits>",
    "one_fits": "{cards} cartes, dont 1 pour <fits>",
    "some_fit": "{cards} cartes, dont {fit} pour <fits>",
}


WORDS: Catalogue = {
    # ------------------------------------------------------------ the window (Qt contexts)
    'AboutBox': {
        'Canasta and its variants, played offline against bots.':
            'La canasta et ses variantes, jouées hors ligne contre des robots.',
        'Free software under the GNU GPL, version 3 or later. Standard cards: SVG-cards by David Bellot (LGPL 2.1); the Canasta Origen cards are our own drawing.':
            'Logiciel libre sous licence GNU GPL, version 3 ou ultérieure. Cartes classiques : SVG-cards de David Bellot (LGPL 2.1) ; les cartes de Canasta Origen sont dessinées par nos soins.',
        'About Canasta Desktop':
            'À propos de Canasta Desktop',
    },
    'AskGuard': {
        'before drawing, only a lucky draw could let all your cards go':
            'avant de piocher, seule une pioche chanceuse permettrait de poser toutes vos cartes',
        'only taking the pile, with a lucky replacement for its Sol, could let all your cards go':
            'seule une prise de la pile, avec un remplaçant chanceux pour son Sol, '
            'permettrait de poser toutes vos cartes',
        'your cards cannot all be melded':
            'vos cartes ne peuvent pas toutes être posées',
        'your foot is still to be played':
            'votre queue reste à jouer',
        'You cannot go out this turn: {why}.':
            'Vous ne pouvez pas sortir à ce tour : {why}.',
        'The game found no way for all your cards to go out this turn, but it could not try every one.':
            "Le jeu n'a trouvé aucune façon de poser toutes vos cartes pour sortir à ce tour, "
            "mais il n'a pas pu toutes les essayer.",
        'If {partner} says “yes”, you must go out this turn; if you do not, your team loses {points} points ({section}).':
            # « sinon » se lisait « si elle répond non » : la perte vient de ne pas sortir.
            'Si {partner} répond « oui », vous devez sortir à ce tour ; si vous ne sortez pas, '
            'votre équipe perd {points} points ({section}).',
        'May I go out?':
            'Puis-je sortir ?',
        'Ask {partner} anyway?':
            'Demander quand même à {partner} ?',
        'Ask anyway':
            'Demander quand même',
        'Do not ask':
            'Ne pas demander',
    },
    'QMessageBox': {
        # Qt's own words for its button, which the damaged-files box names.
        'Show Details...':
            'Montrer les détails…',
    },
    # Qt's own words that its French (qtbase_fr) lacks: the file dialog of Export PDF, where
    # Qt draws its own, read "Look in:", "Files of type:" and "Folder" in English (play-test).
    'QFileDialog': {
        '&Look in:':
            '&Voir dans :',
        'Files of &type:':
            'Fichiers de &type :',
    },
    'QAbstractFileIconProvider': {
        'Folder':
            'Dossier',
    },
    # ... and of the print dialogs of Print… and the preview's page setup (Qt's French has
    # them without their shortcut letter only; its "Configuration de la page" for the set of
    # pages to print said something else).
    'QPrintSettingsOutput': {
        'Page &Set:':
            'Pa&ges à imprimer :',
    },
    'QPageSetupWidget': {
        'Page &order:':
            '&Ordre des pages :',
        'Pages &per sheet:':
            '&Pages par feuille :',
    },
    'Startup': {
        'The data folder {folder} cannot be used: {where}: {reason}. Set that right, or start the game with another folder (--data-dir or CANASTA_DATA_DIR).':
            "Le dossier de données {folder} ne peut pas servir : {where} : {reason}. Corrigez "
            "cela, ou lancez le jeu avec un autre dossier (--data-dir ou CANASTA_DATA_DIR).",
    },
    'DiscardGuard': {
        'Discard?':
            'Défausser ?',
        'A double-click discards: {card} goes on the pile, you go out and the deal ends.':
            'Un double-clic défausse : {card} va sur la pile, vous sortez et la donne se termine.',
        'A double-click discards: {card} goes on the pile and your turn ends.':
            'Un double-clic défausse : {card} va sur la pile et votre tour se termine.',
        'Discard {card}?':
            'Défausser {card} ?',
        'Discard':
            'Défausser',
        'Keep it':
            'La garder',
        'Do not ask again':
            'Ne plus demander',
    },
    'PenaltyGuard': {
        '{partner} said yes: you must go out this turn. Ending it without going out costs '
        'your team {points} points ({section}).':
            '{partner} a dit oui : vous devez sortir à ce tour. Le finir sans sortir coûte '
            '{points} points à votre équipe ({section}).',
        'You must go out':
            'Vous devez sortir',
        'Play this move anyway?':
            'Jouer ce coup quand même ?',
        'Pay {points}':
            'Payer {points}',
        'Keep playing':
            'Continuer à jouer',
    },
    'DealEndDialog': {
        'Game to {points} points.':
            'Partie en {points} points.',
        'Red threes count against a team that melded nothing: {names}':
            'Les 3 rouges comptent contre une équipe qui n\'a rien étalé : {names}',
        'Sols count against a team that melded nothing: {names}':
            'Les Sols comptent contre une équipe qui n\'a rien étalé : {names}',
        'Sols laid':
            'Sols posés',
        'Red threes laid':
            '3 rouges posés',
        'Red threes held':
            '3 rouges gardés',
        'in hand: {cards} {points}':
            'en main : {cards} {points}',
        'You were the isolated hand.':
            'Vous étiez la main isolée.',
        '{name} was the isolated hand.':
            '{name} était la main isolée.',
        'Each partner scores the points of both, except red threes':
            'Chaque partenaire inscrit les points des deux, sauf les 3 rouges',
        'Without a canasta, melded cards and red threes count negative, as cards in hand do: {names}':
            'Sans canasta, les cartes étalées et les 3 rouges comptent en négatif, comme les cartes en main : {names}',
        'End of the deal':
            'Fin de la donne',
        'Next deal':
            'Donne suivante',
        'Score sheet…':
            'Feuille de marque…',
        'Play again':
            'Rejouer',
        'you went out concealed':
            'votre sortie surprise',
        'you went out':
            'votre sortie',
        '{name} went out concealed':
            'sortie surprise de {name}',
        '{name} went out':
            'sortie de {name}',
        'Deal {n}: {reason}':
            'Donne {n} : {reason}',
        'The game is over: a tie.':
            'La partie est terminée : égalité.',
        'End of the game':
            'Fin de la partie',
        'The game is over: you win by %n point(s).': (
            'La partie est terminée : vous gagnez avec %n point d\'écart.',
            'La partie est terminée : vous gagnez avec %n points d\'écart.',
        ),
        'The game is over: your team wins by %n point(s).': (
            'La partie est terminée : votre équipe gagne avec %n point d\'écart.',
            'La partie est terminée : votre équipe gagne avec %n points d\'écart.',
        ),
        'The game is over: {names} wins by %n point(s).': (
            'La partie est terminée : victoire de {names}, avec %n point d\'écart.',
            'La partie est terminée : victoire de {names}, avec %n points d\'écart.',
        ),
        'The game is over: {names} win by %n point(s).': (
            'La partie est terminée : victoire de {names}, avec %n point d\'écart.',
            'La partie est terminée : victoire de {names}, avec %n points d\'écart.',
        ),
        '%n deal(s) left to play.': (
            'Encore %n donne à jouer.',
            'Encore %n donnes à jouer.',
        ),
        'Cards left':
            'Cartes restantes',
        'Foot:':
            'Queue :',
        'Points':
            'Points',
        'Penalty: {name}, {why}: {points}':
            'Pénalité : {name}, {why} : {points}',
        'Sat this deal out: {names}':
            'Au repos pendant cette donne : {names}',
        'Sitting out the next deal: {names}':
            'Au repos à la donne suivante : {names}',
        'you':
            'vous',
    },
    'ChoiceMenu': {
        # A menu's commands: the infinitive, as French menus say them.
        'Take the pile with {cards}':
            'Prendre la pile avec {cards}',
        'Take the pile':
            'Prendre la pile',
        'add {cards} to your {what}':
            'ajouter {cards} à vos {what}',
        'meld {what}: {cards}':
            'étaler des {what} : {cards}',
    },
    'EventText': {
        '; ':
            ' ; ',
        'Turned up to start the pile: {cards} (the last one on top)':
            'Retournées pour commencer la pile : {cards} (la dernière dessus)',
        'aces':
            'as',
        'kings':
            'rois',
        'queens':
            'dames',
        'jacks':
            'valets',
        'tens':
            '10',
        'nines':
            '9',
        'eights':
            '8',
        'sevens':
            '7',
        'sixes':
            '6',
        'fives':
            '5',
        'fours':
            '4',
        'black threes':
            '3 noirs',
        'went out':
            'sortie',
        'the stock ran out':
            'le talon est épuisé',
        'a red three':
            'un 3 rouge',
        'a Sol':
            'un Sol',
        'a card':
            'une carte',
        'You draw {three}, lay it and draw {card} in its place':
            'Vous piochez {three}, le posez et piochez {card} à sa place',
        '{name} draws {three}, lays it and draws {card} in its place':
            '{name} pioche {three}, le pose et pioche {card} à sa place',
        'You draw {three} and lay it':
            'Vous piochez {three} et le posez',
        '{name} draws {three} and lays it':
            '{name} pioche {three} et le pose',
        'You lay {three} and draw {card} in its place':
            'Vous posez {three} et piochez {card} à sa place',
        '{name} lays {three} and draws {card} in its place':
            '{name} pose {three} et pioche {card} à sa place',
        'You lay {three}':
            'Vous posez {three}',
        '{name} lays {three}':
            '{name} pose {three}',
        'You lay it and draw {card} in its place':
            'Vous le posez et piochez {card} à sa place',
        '{name} lays it and draws {card} in its place':
            '{name} le pose et pioche {card} à sa place',
        'You lay it':
            'Vous le posez',
        '{name} lays it':
            '{name} le pose',
        'the last card of the stock was a red three':
            'la dernière carte du talon était un 3 rouge',
        'the last card of the stock was a Sol':
            'la dernière carte du talon était un Sol',
        'joker':
            'Fou',
        'a joker':
            'un Fou',
        '{first} and {last}':
            '{first} et {last}',
        'You draw {cards}':
            'Vous piochez {cards}',
        '{name} draws %n card(s)': (
            '{name} pioche %n carte',
            '{name} pioche %n cartes',
        ),
        'You draw %n card(s)': (
            'Vous piochez %n carte',
            'Vous piochez %n cartes',
        ),
        'You discard {cards}':
            'Vous défaussez {cards}',
        '{name} discards {cards}':
            '{name} défausse {cards}',
        'You meld {what}: {cards}':
            'Vous étalez des {what} : {cards}',
        '{name} melds {what}: {cards}':
            '{name} étale des {what} : {cards}',
        'You add to {what}: {cards}':
            'Vous ajoutez aux {what} : {cards}',
        '{name} adds to {what}: {cards}':
            '{name} ajoute aux {what} : {cards}',
        'You take the pile (%n card(s))': (
            'Vous prenez la pile (%n carte)',
            'Vous prenez la pile (%n cartes)',
        ),
        '{name} takes the pile (%n card(s))': (
            '{name} prend la pile (%n carte)',
            '{name} prend la pile (%n cartes)',
        ),
        '{name}: “{partner}, may I go out?”':
            '{name} : « {partner}, puis-je sortir ? »',
        '{name} asks you: “May I go out?”':
            '{name} vous demande : « Puis-je sortir ? »',
        'You ask {partner}: “May I go out?”':
            'Vous demandez à {partner} : « Puis-je sortir ? »',
        '{name}: “Yes.”':
            '{name} : « Oui. »',
        '{name}: “No.”':
            '{name} : « Non. »',
        'You choose your hand':
            'Vous choisissez votre main',
        '{name} chooses a hand':
            '{name} choisit sa main',
        'You pick up your foot':
            'Vous prenez votre queue',
        '{name} picks up the foot':
            '{name} prend sa queue',
        'You place a tile: {rank}':
            'Vous posez une dalle : {rank}',
        '{name} places a tile: {rank}':
            '{name} pose une dalle : {rank}',
        'You cover your tile: {rank}, +{points}':
            'Vous couvrez votre dalle : {rank}, +{points}',
        '{name} covers a tile: {rank}, +{points}':
            '{name} couvre une dalle : {rank}, +{points}',
        'You cover your tile: {rank}, placed this turn, so no bonus ({section})':
            'Vous couvrez votre dalle : {rank}, posée ce tour-ci, donc sans prime ({section})',
        '{name} covers a tile: {rank}, placed this turn, so no bonus ({section})':
            '{name} couvre une dalle : {rank}, posée ce tour-ci, donc sans prime ({section})',
        'You are the isolated hand':
            'Vous êtes la main isolée',
        '{name} is the isolated hand':
            '{name} est la main isolée',
        'You went out concealed: the deal is over':
            'Vous faites une sortie surprise : la donne est terminée',
        'You went out: the deal is over':
            'Vous sortez : la donne est terminée',
        '{name} went out concealed: the deal is over':
            '{name} fait une sortie surprise : la donne est terminée',
        '{name} went out: the deal is over':
            '{name} sort : la donne est terminée',
        'The deal is over: {reason}':
            'La donne est terminée : {reason}',
        'add {cards} to your {what}':
            'ajoutez {cards} à vos {what}',
        'meld {what}: {cards}':
            'étalez des {what} : {cards}',
        'draw from the stock':
            'piochez au talon',
        'end the deal: the stock is empty':
            'terminez la donne : le talon est vide',
        'discard {card}':
            'défaussez {card}',
        'take the pile with {cards}':
            'prenez la pile avec {cards}',
        'take the pile':
            'prenez la pile',
        'ask your partner whether you may go out':
            'demandez à votre partenaire « puis-je sortir ? »',
        'answer yes: {name} may go out':
            'répondez oui : {name} peut sortir',
        'answer no: {name} may not go out yet':
            'répondez non : {name} ne peut pas encore sortir',
        'play packet {n} first':
            "jouez d'abord le tas {n}",
        'place a tile: {what}':
            'posez une dalle : {what}',
        ': {meld}':
            ' : {meld}',
        '{card} added to the {what}':
            '{card} va aux {what}',
        '{cards} added to the {what}':
            '{cards} vont aux {what}',
        'the {what} melded: {cards}':
            '{cards}, nouvelle combinaison de {what}',
        'told “yes” but did not go out ({section})':
            '« oui » reçu sans sortir ({section})',
        'You were told “yes” but did not go out: your team loses {points} points':
            # Sans participe : « sorti » ne s'accorde pas avec une joueuse (Ana, Chloé).
            "On vous a dit « oui » sans que vous sortiez : votre équipe perd {points} points",
        "{name} was told “yes” but did not go out: {name}'s team loses {points} points":
            "{name} a reçu « oui » sans sortir : l'équipe de {name} perd {points} points",
        'Penalty ({why}): your team loses {points} points':
            'Pénalité ({why}) : votre équipe perd {points} points',
        "Penalty ({why}): {name}'s team loses {points} points":
            "Pénalité ({why}) : l'équipe de {name} perd {points} points",
    },
    'GameController': {
        'You':
            'Vous',
        'West':
            'Ouest',
        'North':
            'Nord',
        'East':
            'Est',
        'Player {n}':
            'Joueur {n}',
    },
    'GoOutPrompt': {
        '%n card(s)': (
            '%n carte',
            '%n cartes',
        ),
        '{name} asks: “Partner, may I go out?”':
            '{name} demande : « Partenaire, puis-je sortir ? »',
        'You hold %n card(s). If you say yes, {name} must go out and the cards left in your hand count against your team.': (
            'Vous avez %n carte en main. Si vous dites oui, {name} doit sortir, et les cartes qui vous restent comptent contre votre équipe.',
            'Vous avez %n cartes en main. Si vous dites oui, {name} doit sortir, et les cartes qui vous restent comptent contre votre équipe.',
        ),
        'You hold %n card(s), {other} holds {others}. If you say yes, {name} must go out and the cards left in both your hands count against your team.': (
            'Vous avez %n carte en main, {other} a {others}. Si vous dites oui, {name} doit sortir, et les cartes qui vous restent à tous deux comptent contre votre équipe.',
            'Vous avez %n cartes en main, {other} a {others}. Si vous dites oui, {name} doit sortir, et les cartes qui vous restent à tous deux comptent contre votre équipe.',
        ),
        'You hold %n card(s), and your foot of {foot} cards is still face down. If you say yes, {name} must go out and your hand and your foot count against your team.': (
            'Vous avez %n carte en main, et votre queue de {foot} cartes est encore face cachée. Si vous dites oui, {name} doit sortir, et votre main et votre queue comptent contre votre équipe.',
            'Vous avez %n cartes en main, et votre queue de {foot} cartes est encore face cachée. Si vous dites oui, {name} doit sortir, et votre main et votre queue comptent contre votre équipe.',
        ),
        'May I go out?':
            'Puis-je sortir ?',
    },
    'HintPresenter': {
        'Hint: {advice} — {reason}':
            'Conseil : {advice} — {reason}',
        'Looking for a hint…':
            "Recherche d'un conseil…",
        'Hint: {advice}':
            'Conseil : {advice}',
        'do not ask; {advice}':
            'ne demandez pas ; {advice}',
        'No hint is available for this position.':
            "Aucun conseil n'est disponible pour cette position.",
    },
    'HistoryDialog': {
        'No game since the statistics were reset.':
            'Aucune partie depuis la remise à zéro des statistiques.',
        'No game played yet.':
            "Aucune partie jouée pour l'instant.",
        'No game finished yet. When a game ends, its score sheet is kept here.':
            "Aucune partie terminée pour l'instant. Quand une partie se termine, sa feuille "
            "de marque est gardée ici.",
        'No score sheet here could be read: the reason is below.':
            "Aucune feuille de marque n'a pu être lue ici : la raison est dite plus bas.",
        'Past games and statistics':
            'Parties jouées et statistiques',
        'Figures are for your team (just you where everyone plays alone). Deals played, points per deal and canastas count every game, finished or not; games finished, wins and the highest score count finished games only.':
            'Les chiffres sont ceux de votre équipe (les vôtres quand chacun joue pour soi). Les donnes jouées, les points par donne et les canastas comptent toutes les parties, terminées ou non ; les parties terminées, les victoires et le meilleur score ne comptent que les parties terminées.',
        '&Score sheet…':
            '&Feuille de marque…',
        '&Reset statistics…':
            '&Remettre les statistiques à zéro…',
        '&Games':
            '&Parties',
        'S&tatistics':
            'S&tatistiques',
        'Reset the statistics of every variant? Past games stay in the history.':
            "Remettre à zéro les statistiques de toutes les variantes ? Les parties passées restent dans l'historique.",
        'Reset the statistics of %1? Past games stay in the history.':
            "Remettre à zéro les statistiques de %1 ? Les parties passées restent dans l'historique.",
        'Reset the statistics of %1, with house rules and without? Past games stay in the history.':
            "Remettre à zéro les statistiques de %1, avec et sans règles maison ? Les parties passées restent dans l'historique.",
    },
    'HistoryModel': {
        'Date':
            'Date',
        'Variant':
            'Variante',
        'Players':
            'Joueurs',
        'Deals':
            'Donnes',
        'Scores':
            'Scores',
        'Result':
            'Résultat',
        'in progress':
            'en cours',
        'tie':
            'égalité',
        # With its unit (play-test s37: « (410 d'écart) »), abridged as a
        # score list does: « de 2 410 points » made six players' list at
        # 1920 a pixel too wide for the screen (the test of its width).
        'You won by %1': (
            'gagnée par vous de %1 pt',
            'gagnée par vous de %1 pts',
        ),
        '%2 won by %1': (
            'gagnée par %2 de %1 pt',
            'gagnée par %2 de %1 pts',
        ),
    },
    'MainWindow': {
        'At the table':
            'À la table',
        '&Game':
            '&Partie',
        '&New game…':
            '&Nouvelle partie…',
        'New game with the same players and &rules':
            'Nouvelle partie avec les mêmes joueurs et &règles',
        '&Continue the last game':
            '&Continuer la dernière partie',
        '&Open a saved game…':
            '&Ouvrir une partie enregistrée…',
        'Sa&ve the game as…':
            'Enregistrer la partie &sous…',
        'Score sh&eet':
            'F&euille de marque',
        'Print the score s&heet…':
            '&Imprimer la feuille de marque…',
        'Print a &blank score pad…':
            'Imprimer une feuille de marque vier&ge…',
        'Past &games and statistics…':
            'Parties &jouées et statistiques…',
        '&Ask partner: may I go out?':
            '&Demander au partenaire : puis-je sortir ?',
        'Announce a &tile for the selected rank':
            '&Annoncer une dalle pour la hauteur choisie',
        "Skip to the &deal's end":
            'Passer à la &fin de la donne',
        "End: skip to the deal's end":
            'Fin : passer à la fin de la donne',
        '&Sort the hand':
            '&Trier la main',
        'By &rank':
            'Par &hauteur',
        'By &usefulness':
            'Par &utilité',
        'By s&uit':
            'Par &couleur',
        'By &hand (drag cards)':
            'À la &main (glisser les cartes)',
        'Animation s&peed':
            "&Vitesse d'animation",
        '&Quit':
            '&Quitter',
        '&Edit':
            'É&dition',
        '&Undo':
            '&Annuler',
        '&Redo':
            '&Rétablir',
        'Nothing to redo: Redo plays again the moves of this turn that you took back with Undo, until you make another move.':
            "Rien à rétablir : Rétablir rejoue les coups de ce tour que vous avez annulés, "
            "tant que vous ne jouez pas d'autre coup.",
        '&Help':
            '&Aide',
        '&Hint':
            '&Conseil',
        'Undo':
            'Annuler',
        'Hint':
            'Conseil',
        '&Preferences…':
            '&Préférences…',
        '&Rules of this variant':
            '&Règles de cette variante',
        '&Keyboard shortcuts':
            'R&accourcis clavier',
        '&About Canasta Desktop':
            'À &propos de Canasta Desktop',
        '&Language':
            '&Langue',
        '&Full screen':
            '&Plein écran',
        'Sho&w the side panel':
            'Affic&her le panneau latéral',
        'The last game goes on where it stopped':
            "La dernière partie reprend là où elle s'était arrêtée",
        'The game saved on {date} at {time} goes on where it stopped':
            "La partie enregistrée le {date} à {time} reprend là où elle s'était arrêtée",
        'There is no other unfinished game to continue':
            "Il n'y a pas d'autre partie en cours à continuer",
        '“{title}” is over: here is how it ended':
            '« {title} » est terminée : voici comment elle a fini',
        '“{title}” goes on where it was saved':
            '« {title} » reprend là où elle a été enregistrée',
        ', as a game of its own: what was played since stays among the saved games':
            ', comme une partie à part : ce qui a été joué depuis reste parmi les parties '
            'enregistrées',
        '{variant}, deal {deal}':
            '{variant}, donne {deal}',
        'There is no game to save':
            "Il n'y a pas de partie à enregistrer",
        'Save the game as':
            'Enregistrer la partie sous',
        'Name of the saved game:':
            'Nom de la partie enregistrée :',
        'The game could not be saved in the folder {folder}: {reason}. Play goes on, but the moves made from now on are lost when the game is closed, unless that folder can be written again.':
            "La partie n'a pas pu être enregistrée dans le dossier {folder} : {reason}. Le jeu continue, mais les coups joués à partir de maintenant seront perdus à la fermeture du jeu, à moins que ce dossier redevienne accessible en écriture.",
        'The score sheet of this game could not be kept in the folder {folder}: {reason}. The game itself is saved.':
            "La feuille de marque de cette partie n'a pas pu être gardée dans le dossier {folder} : {reason}. La partie elle-même est enregistrée.",
        'The game could not be saved: {reason}':
            "La partie n'a pas pu être enregistrée : {reason}",
        'Give the game a name to save it':
            "Donnez un nom à la partie pour l'enregistrer",
        'Saved as “{name}”':
            'Enregistrée sous « {name} »',
        'A saved game named “{name}” exists already. Replace it?':
            'Une partie enregistrée nommée « {name} » existe déjà. La remplacer ?',
        'There is no game to show':
            "Il n'y a pas de partie à montrer",
        '…and %n more (%1).': (
            '…et %n autre (%1).',
            '…et %n autres (%1).',
        ),
        'Some saved games could not be read:':
            "Certaines parties enregistrées n'ont pas pu être lues :",
        'A new game is dealt. Game → Open a saved game… lists the games that could be read.':
            'Une nouvelle partie est distribuée. Partie → Ouvrir une partie enregistrée… '
            'liste les parties qui ont pu être lues.',
        'You take back your discard: your turn again':
            'Vous reprenez votre défausse : de nouveau à vous',
        'You take back your last move':
            'Vous reprenez votre dernier coup',
        '{name} says yes: you must go out now':
            '{name} dit oui : vous devez sortir maintenant',
        '{name} says no':
            '{name} dit non',
        '&Undo: take back your discard':
            '&Annuler : reprendre votre défausse',
        'The game is over':
            'La partie est terminée',
        'The deal is over':
            'La donne est terminée',
        'You sit this deal out: {name} is playing…':
            'Vous ne jouez pas cette donne : {name} joue…',
        'A bot is playing for you…':
            'Un robot joue pour vous…',
        'Seating draw: the cards drawn choose the seats and the dealer · Play begins the game':
            'Tirage des places : les cartes tirées désignent les places et le donneur · '
            'Jouer commence la partie',
        '{name} is choosing a packet…':
            '{name} choisit un tas…',
        '{name} is playing…':
            '{name} joue…',
        '{name} is weighing your question “may I go out?”…':
            '{name} réfléchit à votre question « puis-je sortir ? »…',
        'A hint is for your own turn.':
            "Un conseil ne se demande qu'à votre tour.",
        "A hint waits for your partner's answer.":
            'Un conseil attend la réponse de votre partenaire.',
        'A hint waits for play to begin.':
            'Un conseil attend que la partie commence.',
        'No hint: a bot plays your seat, you are not playing this deal.':
            'Pas de conseil : un robot joue à votre place, vous ne jouez pas cette donne.',
        'Choose your hand: click one of the two packets (1, 2)':
            "Choisissez votre main : cliquez sur l'un des deux tas (1, 2)",
        'Your turn: click the stock ({draw}), or select cards and click the pile ({take})':
            'À vous : cliquez sur le talon ({draw}), ou choisissez des cartes et cliquez sur la pile ({take})',
        'Your turn: click the stock ({draw}) to draw; the pile cannot be taken now':
            'À vous : cliquez sur le talon ({draw}) pour piocher ; la pile ne peut pas être prise maintenant',
        'The stock is empty: take the pile, or click the stock to end the deal':
            'Le talon est vide : prenez la pile, ou cliquez sur le talon pour finir la donne',
        'The stock is empty and you cannot take the pile: click the stock to end the deal':
            'Le talon est vide et vous ne pouvez pas prendre la pile : cliquez sur le talon pour finir la donne',
        'The stock is empty: select cards and click the pile ({take}); play goes on while it can be taken':
            "Le talon est vide : choisissez des cartes et cliquez sur la pile ({take}) ; le jeu continue tant qu'elle peut être prise",
        'Meld: drag cards to “new meld” (M) · Tile: drag a card to “tile” (A) · Discard: drag one to the pile (X)':
            'Étaler : glissez des cartes sur « étaler » (M) · Dalle : glissez une carte sur « dalle » (A) · Défausser : glissez-en une sur la pile (X)',
        'Tile: drag a card to “tile” (A)':
            'Dalle : glissez une carte sur « dalle » (A)',
        'Meld: drag cards to “new meld” (M) · Discard: drag one to the pile (X)':
            'Étaler : glissez des cartes sur « étaler » (M) · Défausser : glissez-en une sur la pile (X)',
        '{name} asks whether they may go out':
            "{name} demande à sortir",
        'The last game could not be continued: {reason}':
            "La dernière partie n'a pas pu être reprise : {reason}",
        'read-only: this window saves no game':
            "lecture seule : cette fenêtre n'enregistre aucune partie",
        'Autosaves of finished games removed: %1 (their score sheets stay in the history)':
            "Sauvegardes automatiques de parties terminées supprimées : %1 (leurs feuilles de marque restent dans l'historique)",
        'Another Canasta Desktop window uses this data folder: only one may save games in it.':
            'Une autre fenêtre de Canasta Desktop utilise ce dossier de données : une seule peut y enregistrer les parties.',
        'Open read-only':
            'Ouvrir en lecture seule',
        'Quit':
            'Quitter',
        'The settings file “%1” cannot be opened (no permission): the game uses its default settings, and settings changed now will not be kept. The file is in the folder %2.':
            "Le fichier des réglages « %1 » ne peut pas être ouvert (pas d'autorisation) : le jeu utilise ses réglages par défaut, et les réglages changés maintenant ne seront pas gardés. Le fichier est dans le dossier %2.",
        'The settings file “%1” could not be read: the game uses its default settings.':
            'Le fichier des réglages « %1 » n\'a pas pu être lu : le jeu utilise ses réglages par défaut.',
        'The settings file “%1” is partly damaged: the settings it holds are used, the others take their default.':
            'Le fichier des réglages « %1 » est en partie endommagé : les réglages qu\'il contient sont utilisés, les autres prennent leur valeur par défaut.',
        'A copy of it was kept as “%1”, in the folder %2.':
            'Une copie en a été gardée sous le nom « %1 », dans le dossier %2.',
        'Some settings could not be used and were reset: %1':
            "Certains réglages n'ont pas pu être utilisés et ont été remis à leur valeur par défaut : %1",
        'A new game begins. The game you were playing is kept: Game → Open a saved game… lists it':
            'Une nouvelle partie commence. Celle que vous jouiez est gardée : vous la retrouverez dans Partie → Ouvrir une partie enregistrée…',
        'A new game begins. The game you were playing was not saved':
            "Une nouvelle partie commence. Celle que vous jouiez n'a pas été enregistrée",
        'This game goes on: Continue resumes a game once this one is over':
            'Cette partie continue : « Continuer » reprend une partie une fois celle-ci terminée',
        'To open ({n} or more), drag one or several melds together to “new meld” (M): their points add up':
            "Pour ouvrir ({n} ou plus), glissez une ou plusieurs combinaisons ensemble sur « étaler » (M) : leurs points s'additionnent",
        "A saved game's name may have at most %1 characters; this one has %2.":
            "Le nom d'une partie enregistrée peut avoir au plus %1 caractères ; celui-ci en a %2.",
        "A saved game's name may not hold control characters or characters that cannot be written.":
            "Le nom d'une partie enregistrée ne peut pas contenir de caractères de contrôle ni "
            "de caractères impossibles à écrire.",
    },
    'OpenGameDialog': {
        'The saved game “%1” could not be deleted: %2.':
            'La partie enregistrée « %1 » n\'a pas pu être supprimée : %2.',
        'it is not in the saves folder':
            "elle n'est pas dans le dossier des parties",
        'this window is read-only: it deletes nothing':
            'cette fenêtre est en lecture seule : elle ne supprime rien',
        'the game on the table is saved after each move: start another game to delete this one':
            "la partie sur la table s'enregistre au fil du jeu : commencez-en une autre pour supprimer celle-ci",
        'Open a saved game':
            'Ouvrir une partie enregistrée',
        'There is no saved game yet.':
            "Aucune partie enregistrée pour l'instant.",
        '&Open':
            '&Ouvrir',
        '&Delete':
            '&Supprimer',
        'Delete the saved game “%1”? This cannot be undone.':
            'Supprimer la partie enregistrée « %1 » ? Impossible de revenir en arrière.',
    },
    'RulesDialog': {
        'New to the game? {place}, after the rules, says how to play a turn with the mouse.':
            'Vous découvrez le jeu ? {place}, après les règles, dit comment jouer un tour à la '
            'souris.',
        '%n player(s)': (
            '%n joueur',
            '%n joueurs',
        ),
        '%n cards dealt to each': (
            '%n carte distribuée à chacun',
            '%n cartes distribuées à chacun',
        ),
        '%n cards in the deck': (
            '%n carte dans le jeu',
            '%n cartes dans le jeu',
        ),
        '%n deals': (
            '%n donne',
            '%n donnes',
        ),
        'game to {n} points':
            'partie en {n} points',
        'The rules': 'Les règles',
        '§1 Classic Canasta':
            '§1 Canasta classique',
        'The rules of classic Canasta follow: they apply wherever the section above does not say otherwise.':
            'Suivent les règles de la Canasta classique : elles s\'appliquent partout où la section ci-dessus ne dit pas autrement.',
        'House rules':
            'Règles maison',
        '{option}: {state}':
            '{option} : {state}',
        'Rules of this variant':
            'Règles de cette variante',
        'move along your hand':
            'se déplacer dans la main',
        'Shift+\u2190 \u2192':
            'Maj+\u2190 \u2192',
        'move the card under the focus along your hand':
            'déplacer dans la main la carte sous le curseur',
        'Space':
            'Espace',
        'select or unselect a card':
            'sélectionner ou désélectionner une carte',
        'draw from the stock':
            'piocher au talon',
        'take the pile with the selected cards; nothing selected: the way that keeps your wild cards, or a list of the ways':
            'prendre la pile avec les cartes choisies ; sans carte choisie : la prise qui garde vos passe-partout, ou la liste des prises possibles',
        'meld the selected cards (one meld or several), or add them to your meld of their rank; wild cards alone: a list of the melds that take them; nothing selected after a hint: the cards it lit':
            'étaler les cartes choisies (une combinaison ou plusieurs), ou les ajouter à votre combinaison de leur hauteur ; des passe-partout seuls : la liste des combinaisons qui les prennent ; sans carte choisie après un conseil : les cartes qu\'il a mises en évidence',
        'Origen: announce a tile for the selected rank':
            'Origen : annoncer une dalle pour la hauteur choisie',
        'Enter, X':
            'Entrée, X',
        'discard the card under the focus':
            'défausser la carte sous le curseur',
        'Tête et Queue: choose the first or the second packet':
            'Tête et Queue : choisir le premier ou le second tas',
        'Esc':
            'Échap',
        'clear the selection':
            'tout désélectionner',
        'At the table':
            'À la table',
        'To open, you may lay several melds at once: select the cards of all of them and drop them together on “new meld” (or press M). Their points count together towards the opening minimum.':
            "Pour ouvrir, vous pouvez poser plusieurs combinaisons à la fois : choisissez les cartes de toutes et déposez-les ensemble sur « étaler » (ou appuyez sur M). Leurs points s'additionnent pour le minimum d'ouverture.",
        'A double-click on a card of your hand discards it and ends your turn. The game asks first, unless you turned that off (Edit \u2192 Preferences\u2026).':
            "Un double-clic sur une carte de votre main la défausse et finit votre tour. Le jeu "
            "vous le demande d'abord, sauf si vous l'avez désactivé (Édition \u2192 "
            "Préférences\u2026).",
        'Keyboard shortcuts':
            'Raccourcis clavier',
        'Your turn, with the mouse:':
            'Votre tour, à la souris :',
        'Draw: drag the stock onto your hand, or click it.':
            'Piocher : glissez le talon sur votre main, ou cliquez dessus.',
        'Or take the pile: drag it onto your hand. To choose the cards of your hand that '
        'take it, click them first.':
            'Ou prendre la pile : glissez-la sur votre main. Pour choisir les cartes de votre '
            'main qui la prennent, sélectionnez-les d\'abord.',
        'Meld: click cards to select them, then drag them onto \u201cnew meld\u201d or onto '
        'one of your melds.':
            'Étaler : cliquez sur des cartes pour les sélectionner, puis glissez-les sur « étaler » ou '
            'sur une de vos combinaisons.',
        'Discard: drag one card onto the pile. That ends your turn.':
            'Défausser : glissez une carte sur la pile. Votre tour est alors fini.',
        'Go out: meld or discard your last cards, once your team may (\u00a71 Going out).':
            'Sortir : étalez ou défaussez vos dernières cartes, dès que votre équipe le peut '
            '(\u00a71 Sortir).',
        'To go out, ask your partner first, before you take the pile or meld that turn: click \u201cPartner, may I go out?\u201d in the side panel (or press G).':
            'Pour sortir, demandez d\'abord à votre partenaire, avant de prendre la pile ou '
            'd\'étaler dans ce tour : cliquez sur « Partenaire, puis-je sortir ? » dans le '
            'panneau latéral (ou appuyez sur G).',
        'To go out, you may first ask your partner, before you take the pile or meld that turn: click \u201cPartner, may I go out?\u201d in the side panel (or press G).':
            'Pour sortir, vous pouvez d\'abord demander à votre partenaire, avant de prendre '
            'la pile ou d\'étaler dans ce tour : cliquez sur « Partenaire, puis-je sortir ? » '
            'dans le panneau latéral (ou appuyez sur G).',
        'Stuck? In the side panel, Hint lights up a move the game suggests, and Undo takes back a move of the turn you are playing.':
            'Vous hésitez ? Dans le panneau latéral, Conseil éclaire un coup que le jeu vous '
            'suggère, et Annuler reprend un coup du tour que vous jouez.',
    },
    'SaveListModel': {
        'Name':
            'Nom',
        'Variant':
            'Variante',
        'Players':
            'Joueurs',
        'Saved':
            'Enregistrée le',
        'Deal':
            'Donne',
        'Scores':
            'Scores',
        'Autosave':
            'Sauvegarde automatique',
        'Game of %1':
            'Partie de %1',
        ('Game of %1', 'a day'):
            'Partie du %1',
        # Dans la colonne Donne, « 3 (terminée) » et « 1 (finie) » disaient la même chose :
        # l'un est la partie finie, l'autre la donne.
        '%1 (finished)':
            '%1 (partie terminée)',
        '%1 (over)':
            '%1 (donne finie)',
        '%1 (%n move(s))': (
            '%1 (%n coup)',
            '%1 (%n coups)',
        ),
        '%1 (no move yet)':
            '%1 (aucun coup joué)',
        '%1 \u2014 on the table':
            '%1 \u2014 sur la table',
        '%1 (continued)':
            '%1 (suite)',
        # Une deuxième suite de la même sauvegarde, rouverte : quand elle a repris.
        '%1 (continued at %2)':
            '%1 (suite reprise à %2)',
        ('%1 (continued on %2)', 'a day'):
            '%1 (suite reprise le %2)',
    },
    'SaveProblem': {
        "Its scores were written again from the game's autosave: the game is still among the past games.":
            'Ses scores ont été réécrits à partir de la sauvegarde automatique de la partie : elle reste parmi les parties jouées.',
        '…and %n more.': (
            '…et %n autre.',
            '…et %n autres.',
        ),
        '“%1” is damaged or was cut short and cannot be read.':
            '« %1 » est endommagé ou incomplet et ne peut pas être lu.',
        'This file held the game started on {when}.':
            'Ce fichier contenait la partie commencée le {when}.',
        '“%1” is not a Canasta Desktop saved game.':
            "« %1 » n'est pas une partie enregistrée de Canasta Desktop.",
        '“%1” is far too large to be a Canasta Desktop saved game: it was not read.':
            "« %1 » est bien trop gros pour être une partie enregistrée de Canasta Desktop : il "
            "n'a pas été lu.",
        "The score sheet “%1” is far too large to be one of Canasta Desktop's: it was not read.":
            "La feuille de marque « %1 » est bien trop grosse pour être une feuille de Canasta "
            "Desktop : elle n'a pas été lue.",
        '“%1” was saved by a newer version of Canasta Desktop: update Canasta Desktop to open it. The file was left as it is.':
            "« %1 » a été enregistré par une version plus récente de Canasta Desktop : mettez Canasta Desktop à jour pour l'ouvrir. Le fichier a été laissé tel quel.",
        '“%1” does not hold a game that can be replayed.':
            '« %1 » ne contient pas une partie qui puisse être rejouée.',
        'It was moved aside as “%1”, in the folder %2.':
            'Le fichier a été mis de côté sous le nom « %1 », dans le dossier %2.',
        'The kept score “%1” of a game played with real cards is damaged: it cannot be continued.':
            "La marque « %1 » d'une partie jouée avec de vraies cartes est endommagée : elle ne peut pas être reprise.",
        'The score sheet “%1” is damaged or was cut short and cannot be read.':
            'La feuille de marque « %1 » est endommagée ou incomplète et ne peut pas être lue.',
        '“%1”, in the score sheets folder, is not a Canasta Desktop score sheet.':
            "« %1 », dans le dossier des feuilles de marque, n'est pas une feuille de marque de Canasta Desktop.",
        'The score sheet “%1” was written by a newer version of Canasta Desktop: update Canasta Desktop to see it. The file was left as it is.':
            'La feuille de marque « %1 » a été écrite par une version plus récente de Canasta Desktop : mettez Canasta Desktop à jour pour la voir. Le fichier a été laissé tel quel.',
        'The score sheet “%1” cannot be opened (no permission, or not a file). The file was left as it is.':
            "La feuille de marque « %1 » ne peut pas être ouverte (pas d'autorisation, ou ce n'est pas un fichier). Le fichier a été laissé tel quel.",
        'The score sheet “%1” is damaged: its scores cannot be read.':
            'La feuille de marque « %1 » est endommagée : ses scores ne peuvent pas être lus.',
        'The statistics file “%1” was written by a newer version of Canasta Desktop: update Canasta Desktop to use it. The file was left as it is.':
            "Le fichier des statistiques « %1 » a été écrit par une version plus récente de Canasta Desktop : mettez Canasta Desktop à jour pour l'utiliser. Le fichier a été laissé tel quel.",
        'The statistics file “%1” cannot be opened (no permission, or not a file). The file was left as it is.':
            "Le fichier des statistiques « %1 » ne peut pas être ouvert (pas d'autorisation, ou ce n'est pas un fichier). Le fichier a été laissé tel quel.",
        'The statistics file “%1” is damaged and cannot be read: the dates the statistics were reset are lost, so they count every past game again.':
            'Le fichier des statistiques « %1 » est endommagé et ne peut pas être lu : les dates de remise à zéro des statistiques sont perdues, elles comptent donc de nouveau toutes les parties passées.',
        '“%1” cannot be opened (no permission, or not a file). The file was left as it is.':
            "« %1 » ne peut pas être ouvert (pas d'autorisation, ou ce n'est pas un fichier). Le fichier a été laissé tel quel.",
    },
    'ScoreSheetWindow': {
        'Print pre&view…':
            '&Aperçu avant impression…',
        '&Print…':
            '&Imprimer…',
        'Export P&DF…':
            'Exporter en P&DF…',
        '&Close':
            '&Fermer',
        'No printer is installed: Print writes a PDF file instead, and Export PDF always works.':
            "Aucune imprimante n'est installée : Imprimer écrit un fichier PDF à la place, et Exporter en PDF fonctionne toujours.",
        'Saved %n page(s) to %1': (
            '%n page enregistrée dans %1',
            '%n pages enregistrées dans %1',
        ),
        'Export the score sheet as PDF':
            'Exporter la feuille de marque en PDF',
        'PDF files (*.pdf)':
            'Fichiers PDF (*.pdf)',
        'The PDF could not be written: %1':
            "Impossible d'écrire le PDF : %1",
        'The score sheet could not be printed: %1':
            "La feuille de marque n'a pas pu être imprimée : %1",
        'Print preview — %1':
            'Aperçu avant impression — %1',
        'Print the score sheet':
            'Imprimer la feuille de marque',
        'Sent %n page(s) to the printer': (
            "%n page envoyée à l'imprimante",
            "%n pages envoyées à l'imprimante",
        ),
    },
    'SeatingDialog': {
        # Who draws which card, said of the players (play-test s40: « la suivante
        # prend la place de son partenaire » se lisait « prend la place qu'avait
        # son partenaire »).
        "Each player draws a card: the best card chooses a seat and plays first, the next best sits as that player's partner, and the others take the other seats in the order of their cards.":
            "Chaque joueur tire une carte : celui qui tire la meilleure choisit sa place et joue en premier, celui qui tire la suivante devient son partenaire, et les autres prennent les places restantes dans l'ordre de leurs cartes.",
        'Aces rank highest and twos lowest; between cards of one rank, spades beat hearts, diamonds, then clubs.':
            "L'as est la plus haute carte et le 2 la plus basse ; à hauteur égale, le pique bat le cœur, puis le carreau, puis le trèfle.",
        'Each player draws a card: the best card plays first, the others follow in the order of their cards.':
            "Chaque joueur tire une carte : la meilleure joue en premier, les autres suivent dans l'ordre de leurs cartes.",
        'a joker does not count':
            'un Fou ne compte pas',
        'it lay among the first or last four cards of the spread deck, which do not count':
            "cette carte était parmi les quatre premières ou les quatre dernières de "
            "l'éventail, qui ne comptent pas",
        'another player drew the same card':
            'un autre joueur a tiré la même carte',
        'Round {n}':
            'Tirage {n}',
        'You draw {card}: {why}, so you draw again':
            'Vous tirez {card} : {why}, vous tirez donc à nouveau',
        '{name} draws {card}: {why}; {name} draws again':
            '{name} tire {card} : {why} ; {name} tire à nouveau',
        'You draw {card}':
            'Vous tirez {card}',
        '{name} draws {card}':
            '{name} tire {card}',
        'You drew the best card and play first':
            "Vous avez tiré la meilleure carte et jouez en premier",
        '{name} drew the best card and plays first':
            "{name} a tiré la meilleure carte et joue en premier",
        'You deal first':
            'Vous donnez en premier',
        '{name} deals first':
            '{name} donne en premier',
        '{side}: {names}':
            '{side} : {names}',
        'Seating draw':
            'Tirage des places',
        'Play':
            'Jouer',
        'you':
            'vous',
        "Sitting out the first deal: {names}. A team's players take turns sitting out ({section}).":
            "Au repos à la première donne : {names}. Les joueurs d'une équipe se reposent à tour de rôle ({section}).",
    },
    'Settings': {
        'You':
            'Vous',
        "player %1's name":
            'le nom du joueur %1',
        "player %1's level":
            'le niveau du joueur %1',
        'the house rule “%1” of %2':
            'la règle maison « %1 » de %2',
        'the variant':
            'la variante',
        'the number of players':
            'le nombre de joueurs',
        'the teams':
            'les équipes',
        'the animation speed':
            "la vitesse d'animation",
        'how the hand is sorted':
            'le tri de la main',
        'the language':
            'la langue',
        'drawing the seats at the start of a game':
            'le tirage des places au début de la partie',
        'Undo after your turn ends':
            "l'annulation après la fin de votre tour",
        'asking before a double-click discards':
            "la question avant qu'un double-clic ne défausse une carte",
        'showing the side panel':
            "l'affichage du panneau latéral",
    },
    'PreferencesDialog': {
        'Preferences':
            'Préférences',
        'For the game on the table and the next ones. The game, the players and the house rules are chosen in Game → New game…':
            'Pour la partie en cours et les suivantes. La variante, les joueurs et les règles maison se choisissent dans Partie → Nouvelle partie…',
    },
    'SettingsDialog': {
        'Welcome to Canasta Desktop':
            'Bienvenue dans Canasta Desktop',
        'Welcome to Canasta Desktop.':
            'Bienvenue dans Canasta Desktop.',
        "Choose the game to play, the players and the bots' levels, then Deal. All of it can be changed later with Game → New game…":
            'Choisissez le jeu, les joueurs et le niveau des robots, puis Distribuer. Tout cela pourra être changé plus tard avec Partie → Nouvelle partie…',
        'New to Canasta? At the table, Help → Rules of this variant ({rules_key}) explains the game and how to play, and Hint (H) suggests a move and says why.':
            'Vous découvrez la Canasta ? À la table, Aide → Règles de cette variante ({rules_key}) '
            'explique le jeu et comment jouer, et Conseil (H) propose un coup et dit pourquoi.',
        'Deal':
            'Distribuer',
        'Deal starts a new game; the game on the table is kept: Game → Open a saved game… lists it. To change only the speed, the language or Undo, without a new game: Edit → Preferences…':
            "Distribuer commence une nouvelle partie ; la partie en cours est gardée : Partie → Ouvrir une partie enregistrée… la propose. Pour changer seulement la vitesse, la langue ou l'annulation, sans nouvelle partie : Édition → Préférences…",
        'Deal starts a new game; the game on the table is not saved. To change only the speed, the language or Undo, without a new game: Edit → Preferences…':
            "Distribuer commence une nouvelle partie ; la partie en cours n'est pas enregistrée. Pour changer seulement la vitesse, la langue ou l'annulation, sans nouvelle partie : Édition → Préférences…",
        'You (human)':
            'Vous (humain)',
        'A bot level here has the computer play your seat: you watch the game.':
            "Un niveau de robot ici fait jouer votre place par l'ordinateur : vous regardez la partie.",
        'Easy':
            'Facile',
        'Medium':
            'Moyen',
        'Hard':
            'Difficile',
        'Greedy':
            'Glouton',
        'Random':
            'Au hasard',
        'Instant':
            'Instantanée',
        'Fast':
            'Rapide',
        'Normal':
            'Normale',
        'Slow':
            'Lente',
        'New game':
            'Nouvelle partie',
        'Game':
            'Partie',
        'Variant:':
            'Variante :',
        '{first} or {last}':
            '{first} ou {last}',
        'For {counts} players, choose their game in the Variant list.':
            'Pour {counts} joueurs, choisissez leur jeu dans la liste Variante.',
        'Players:':
            'Joueurs :',
        'Teams:':
            'Équipes :',
        'Players and bots':
            'Joueurs et robots',
        'Player {n}':
            'Joueur {n}',
        'House rules':
            'Règles maison',
        'Table':
            'Table',
        'Animation speed:':
            "Vitesse d'animation :",
        'Language:':
            'Langue :',
        'Draw seats at the start of a game (otherwise everyone sits as listed)':
            "Tirer les places au début de la partie (sinon chacun s'assied dans l'ordre de la liste)",
        '%n player(s)': (
            '%n joueur',
            '%n joueurs',
        ),
        'No house rules for this variant.':
            'Pas de règle maison pour cette variante.',
        'team drawn':
            'équipe tirée',
        'team {letter}':
            'équipe {letter}',
        'Two players may not have the same name.':
            'Deux joueurs ne peuvent pas porter le même nom.',
        'A name may have at most %1 characters.':
            'Un nom peut avoir au plus %1 caractères.',
        'A name may not hold control characters or characters that cannot be written.':
            'Un nom ne peut pas contenir de caractères de contrôle ni de caractères qui ne peuvent pas être écrits.',
        'Allow Undo after your turn ends, until the next player has played':
            "Permettre d'annuler après la fin de votre tour, tant que le joueur suivant n'a pas joué",
        'After your turn ends, Undo takes back your discard while the next player is still thinking, then your other moves one by one; never once another player has played, nor over a card you have seen (your stock draw).':
            "Après la fin de votre tour, Annuler reprend votre défausse tant que le joueur suivant réfléchit encore, puis vos autres coups un à un ; jamais une fois qu'un autre joueur a joué, ni au-delà d'une carte que vous avez vue (votre pioche au talon).",
        'Ask before a double-click on a card discards it':
            "Demander avant qu'un double-clic sur une carte ne la défausse",
    },
    'SidePanel': {
        'Partner, may I go out?':
            'Partenaire, puis-je sortir ?',
        'Ask your partner before going out ({section})':
            'Demandez à votre partenaire avant de sortir ({section})',
        'What happened':
            "Ce qui s'est passé",
        '— Deal {n} —':
            '— Donne {n} —',
        "You sit this deal out and watch (End: skip to the deal's end).":
            'Vous ne jouez pas cette donne : vous regardez (Fin : passer à la fin de la donne).',
        'Deal {n}':
            'Donne {n}',
        'We':
            'Nous',
        'They':
            'Eux',
        'opened':
            'ouvert',
        'not opened':
            'pas ouvert',
        'Sol: {n}':
            'Sols : {n}',
        'Red threes: {n}':
            '3\u00a0rouges : {n}',
        'Canastas: {n}':
            'Canastas : {n}',
        'Canastas: {n} (red {red}, black {black})':
            'Canastas : {n} (rouges {red}, noires {black})',
        '{name}: {n}':
            '{name} : {n}',
        'Tiles: {ranks}':
            'Dalles : {ranks}',
        'Scores: {scores}':
            'Scores : {scores}',
        'Score: <b>{n}</b>':
            'Score : <b>{n}</b>',
        'Opening minimum: {n} ({opened})':
            "Minimum d'ouverture : {n} ({opened})",
        'Opening minimums: {each}':
            "Minimums d'ouverture : {each}",
        'none':
            'aucun',
        "Sitting out: {names}. A team's players take turns ({section}).":
            "Au repos pendant cette donne : {names}. Les joueurs d'une équipe se reposent à tour de "
            "rôle ({section}).",
        'you':
            'vous',
        'Cards in hand':
            'Cartes en main',
        'foot {n}':
            'queue {n}',
        'foot picked up':
            'queue prise',
        'Isolated hand: {name}':
            'Main isolée : {name}',
        'frozen for you':
            'gelée pour vous',
        'frozen for everybody':
            'gelée pour tous',
        'not frozen':
            'pas gelée',
        'blocked for everybody':
            'bloquée pour tous',
        '<b>Stock:</b> %n card(s)': (
            '<b>Talon :</b> %n carte',
            '<b>Talon :</b> %n cartes',
        ),
        '<b>Pile:</b> %n card(s), {state}': (
            '<b>Pile :</b> %n carte, {state}',
            '<b>Pile :</b> %n cartes, {state}',
        ),
        '<b>Pile:</b> %n card(s)': (
            '<b>Pile :</b> %n carte',
            '<b>Pile :</b> %n cartes',
        ),
        '<b>Pile:</b> empty':
            '<b>Pile :</b> vide',
    },
    'StatisticsModel': {
        'Variant':
            'Variante',
        'Games finished':
            'Parties terminées',
        'Wins':
            'Victoires',
        'Deals played':
            'Donnes jouées',
        'Points per deal':
            'Points par donne',
        'Canastas':
            'Canastas',
        'Highest score':
            'Meilleur score',
        '{wins} ({percent}%)':
            '{wins} ({percent}\u00a0%)',
    },
    'TableKeys': {
        ('D', 'key: draw from the stock'):
            'P',
        ('T', 'key: take the discard pile'):
            'R',
    },
    'TableScene': {
        '+\nnew\nmeld':
            '+\nétaler',
        '{name}\n%n card(s)': (
            '{name}\n%n carte',
            '{name}\n%n cartes',
        ),
        '{name}\nchoose your hand':
            '{name}\nchoisissez votre main',
        '{name}\nyour two packets':
            '{name}\nvos deux tas',
        '{name}\nthe two packets':
            '{name}\nles deux tas',
        '{name} is choosing a packet':
            '{name} choisit un tas',
        '{name} is choosing a packet:\nyou choose in your turn':
            '{name} choisit son tas :\nvous choisirez à votre tour',
        'Each player chooses a packet in turn,\nonce play begins':
            'Chacun choisit son tas à son tour,\nune fois la partie commencée',
        'isolated hand':
            'main isolée',
        'Packet {n} · %n card(s)': (
            'Tas {n} · %n carte',
            'Tas {n} · %n cartes',
        ),
        'Click the packet to play first:\nthe other one is your foot':
            "Cliquez sur le tas à jouer d'abord :\nl'autre sera votre queue",
        # Comme l'autre menu de choix (« ajouter {cards} à vos {what} »), le journal et les conseils.
        'Add to your {meld}':
            'Ajouter à vos {meld}',
        'choosing…':
            'choisit…',
        '%n card(s)': (
            '%n carte',
            '%n cartes',
        ),
        'foot\n{n}':
            'queue\n{n}',
        'Stock\n{n}':
            'Talon\n{n}',
        'Pile{frozen}\n{n}':
            'Pile{frozen}\n{n}',
        '\u2744 Frozen: {why} ({section})':
            '\u2744 Gelée : {why} ({section})',
        'We: {names}':
            'Nous : {names}',
        'opened':
            'ouvert',
        # A label after « · », never a verb: a side of several names wrapped
        # onto two lines read « … & Maximilien ouvre à 50 » (play-test).
        '{name} needs {n} to open':
            '{name} : ouverture à {n}',
        'you need {n} to open':
            'vous : ouverture à {n}',
        'needs {n} to open':
            'ouverture à {n}',
        'opens with any meld':
            'ouverture sans minimum',
        '%n canasta(s)': (
            '%n canasta',
            '%n canastas',
        ),
        '+ tile':
            '+ dalle',
        '%n tile(s)': (
            '%n dalle',
            '%n dalles',
        ),
        'Tiles placed: {ranks}':
            'Dalles posées : {ranks}',
        'pure':
            'pure',
        'mixed':
            'impure',
        'pure canasta':
            'canasta pure',
        'mixed canasta':
            'canasta impure',
        '%n cards': (
            '%n carte',
            '%n cartes',
        ),
        # « au repos », comme le panneau et la fin de donne (« Au repos pendant cette
        # donne : … ») ; « ne joue pas cette donne » se coupait en « ne joue pas cette / donne ».
        'You\nsit this deal out':
            'Vous êtes\nau repos',
        '{name}\nsits this deal out':
            '{name}\nest au repos',
    },
    'TableTalk': {
        'Nothing melded yet: your red threes would count against you ({section})':
            'Rien d\'étalé pour l\'instant : vos 3 rouges compteraient contre vous ({section})',
        'Nothing melded yet: your Sols would count against you ({section})':
            'Rien d\'étalé pour l\'instant : vos Sols compteraient contre vous ({section})',
        'You may go out ({section})':
            'Vous pouvez sortir ({section})',
        'Your team may go out ({section})':
            'Votre équipe peut sortir ({section})',
        'Your team may go out: ask your partner first, before taking the pile or melding ({section})':
            'Votre équipe peut sortir : demandez d\'abord à votre partenaire, avant de prendre la '
            'pile ou d\'étaler ({section})',
        'a wild card was discarded: frozen for everybody':
            'un passe-partout a été défaussé : gelée pour tous',
        'a wild card was turned up: frozen for everybody':
            'un passe-partout a été retourné : gelée pour tous',
        'in this variant the pile is always taken with a natural pair':
            'dans cette variante, la pile se prend toujours avec une paire naturelle',
        'a wild card is on top: nobody can take the pile':
            'un passe-partout est dessus : personne ne peut prendre la pile',
        'a red three is on top: nobody can take the pile':
            'un 3 rouge est dessus : personne ne peut prendre la pile',
        'a red three was turned up: frozen for everybody':
            'un 3 rouge a été retourné : gelée pour tous',
        'a Sol was turned up: frozen for everybody':
            'un Sol a été retourné : gelée pour tous',
        'your team has not opened':
            "votre équipe n'a pas ouvert",
        'No canasta yet: your melds and red threes count against you ({section})':
            'Pas encore de canasta : vos cartes étalées et vos 3 rouges comptent en négatif '
            '({section})',
        'No canasta yet: your melds count against you ({section})':
            'Pas encore de canasta : vos cartes étalées comptent en négatif ({section})',
        'you have not opened':
            "vous n'avez pas ouvert",
        'a Retener is on top: the next player cannot take it':
            'un Retener est dessus : le joueur suivant ne peut pas la prendre',
        'a Retener is on top: you cannot take the pile':
            'un Retener est dessus : vous ne pouvez pas prendre la pile',
        'a black three is on top: you cannot take the pile':
            'un 3 noir est dessus : vous ne pouvez pas prendre la pile',
        'a black three was turned up: you play first and cannot take the pile':
            'un 3 noir a été retourné : vous jouez en premier et ne pouvez pas prendre la pile',
        'a black three is on top: the next player cannot take it':
            'un 3 noir est dessus : le joueur suivant ne peut pas la prendre',
        'a black three was turned up: the first player cannot take the pile':
            'un 3 noir a été retourné : le premier joueur ne peut pas prendre la pile',
        'The game is over.':
            'La partie est terminée.',
        'The deal is over.':
            'La donne est terminée.',
        '{asker} asks you: may I go out?':
            '{asker} vous demande : puis-je sortir ?',
        "{name} is thinking over {asker}'s question: may I go out?":
            '{name} réfléchit à la question de {asker} : puis-je sortir ?',
        "You are thinking over {asker}'s question: may I go out?":
            'Vous réfléchissez à la question de {asker} : puis-je sortir ?',
        'You choose a packet.':
            'Vous choisissez un tas.',
        'You draw.':
            'Vous piochez.',
        'You draw or take the pile.':
            'Vous piochez ou prenez la pile.',
        'You take the pile or end the deal (the stock is empty).':
            'Vous prenez la pile ou finissez la donne (le talon est vide).',
        'You meld and discard.':
            'Vous étalez et défaussez.',
        '{name} is thinking over your question: may I go out?':
            '{name} réfléchit à votre question : puis-je sortir ?',
        'Choose the packet you play first.':
            "Choisissez le tas que vous jouez d'abord.",
        '{name} chooses a packet.':
            '{name} choisit un tas.',
        'Your turn: draw, or take the pile.':
            'À vous : piochez, ou prenez la pile.',
        'Your turn: draw (the pile cannot be taken now).':
            'À vous : piochez (la pile ne peut pas être prise maintenant).',
        '{name} draws.':
            '{name} pioche.',
        '{name} draws or takes the pile.':
            '{name} pioche ou prend la pile.',
        'The stock is empty: take the pile, or end the deal.':
            'Le talon est vide : prenez la pile, ou finissez la donne.',
        'The stock is empty: take the pile; play goes on while it can be taken.':
            "Le talon est vide : prenez la pile ; le jeu continue tant qu'elle peut être prise.",
        'The stock is empty and you cannot take the pile: the deal ends.':
            'Le talon est vide et vous ne pouvez pas prendre la pile : la donne se termine.',
        '{name} takes the pile or ends the deal (the stock is empty).':
            '{name} prend la pile ou finit la donne (le talon est vide).',
        'Meld, then discard.':
            'Étalez, puis défaussez.',
        'Meld, then discard: the stock is out, so your discard ends the deal.':
            'Étalez, puis défaussez : le talon est épuisé, votre défausse termine donc la donne.',
        '{name} melds and discards.':
            '{name} étale et défausse.',
        'Your partner said yes: go out now. Keeping cards costs your team {points}.':
            'Votre partenaire a dit oui : sortez maintenant. Garder des cartes coûte {points} '
            'à votre équipe.',
        'Your partner said yes: draw or take the pile, then go out. Keeping cards costs your '
        'team {points}.':
            'Votre partenaire a dit oui : piochez ou prenez la pile, puis sortez. Garder des '
            'cartes coûte {points} à votre équipe.',
        'dealt by you':
            'distribuée par vous',
        'dealt by {name}':
            'distribuée par {name}',
        'Your partner said yes: take the pile, then go out. Keeping cards costs your team '
        '{points}.':
            'Votre partenaire a dit oui : prenez la pile, puis sortez. Garder des cartes '
            'coûte {points} à votre équipe.',
        'Your partner said no: you may not go out this turn.':
            'Votre partenaire a dit non : vous ne pouvez pas sortir à ce tour.',
        'Your partner said yes: draw, then go out. Keeping cards costs your team {points}.':
            'Votre partenaire a dit oui : piochez, puis sortez. Garder des cartes coûte '
            '{points} à votre équipe.',
        'Your partner said no: draw; you may not go out this turn.':
            'Votre partenaire a dit non : piochez ; vous ne pouvez pas sortir à ce tour.',
        'Your partner said no: draw or take the pile; you may not go out this turn.':
            'Votre partenaire a dit non : piochez ou prenez la pile ; vous ne pouvez pas sortir '
            'à ce tour.',
        'Your partner said no: keep at least two cards, meld and discard.':
            'Votre partenaire a dit non : gardez au moins deux cartes, étalez et défaussez.',
    },
    # ------------------------------------------------------------ the game's own catalogues
    # refusals: code -> reason (model/errors.py, model/refusal_text.py)
    'refusal': {
        "deal_over": "la donne est terminée",
        "not_your_turn": "ce n'est pas au tour de ce joueur",
        "answer_expected": "répondez d'abord à votre partenaire : « puis-je sortir ? »",
        "not_asked": "personne n'a demandé à sortir",
        "choose_packet": "choisissez d'abord le tas qui sera votre main",
        "packet_chosen": "les tas sont déjà choisis",
        "stock_empty": lambda p: ("le talon est vide : prenez la pile ; le jeu continue tant "
                                  "qu'elle peut être prise" if p.get("must_take")
                                  else "le talon est vide : prenez la pile ou finissez la donne"),
        "stock_not_empty": "la donne ne finit ainsi que lorsque le talon est vide",
        "stock_out_take": "le talon est épuisé, mais vous pouvez prendre la pile : le jeu continue tant que la pile peut être prise",
        "draw_first": "piochez d'abord au talon ou prenez la pile de défausse",
        "draw_first_or_take": "piochez d'abord au talon ou prenez la pile de défausse ; la "
                              "prendre avec la carte choisie ne va pas : {because}",
        "already_drew": "vous avez déjà pioché ce tour-ci",
        "unknown_action": "ce coup n'existe pas dans le jeu",
        "no_partner": "vous n'avez pas de partenaire à qui demander",
        "no_partner_yet": "personne n'est votre partenaire tant qu'un joueur n'a pas pris la pile",
        "already_asked": "vous avez déjà demandé ce tour-ci",
        "ask_before_melding": ("demandez à votre partenaire avant de prendre la pile "
                               "ou d'étaler ce tour-ci"),
        "no_tiles": "cette variante n'a pas de dalles",
        "tile_rank": "une dalle annonce une hauteur de cartes ordinaires",
        # "alone" (tile_placed, rank_twice, pile_needs_pair) : le joueur n'a pas de
        # partenaire, donc pas d'équipe.
        "tile_placed": lambda p: ("votre dalle pour cette hauteur est déjà posée" if p.get("alone")
                                  else "la dalle de votre équipe pour cette hauteur est déjà "
                                       "posée"),
        "tile_after_meld": "une dalle se pose avant la combinaison qu'elle annonce",
        "foot_first": "prenez votre queue avant de sortir",
        "no_canasta": _canastas_fr,
        "partner_said_no": "votre partenaire a dit non : vous ne pouvez pas sortir ce tour-ci",
        "ask_partner": "demandez à votre partenaire « puis-je sortir ? » avant de sortir",
        "ask_too_late": "vous avez posé ce tour-ci sans demander d'abord à votre partenaire "
                        "« puis-je sortir ? » : vous ne pouvez pas sortir ce tour-ci",
        "card_twice": "la même carte sert deux fois",
        "card_not_in_hand": "cette carte n'est pas dans votre main",
        "not_own_melds": lambda p: (
            "les cartes ne vont que sur vos propres combinaisons, jamais sur celles d'un "
            "adversaire" if p["alone"] else
            "les cartes ne vont que sur les combinaisons de votre équipe, jamais sur celles "
            "des adversaires"),
        "rank_twice": lambda p: ("vous ne pouvez avoir qu'une combinaison de chaque hauteur"
                                 if p.get("alone") else
                                 "une équipe a au plus une combinaison de chaque hauteur"),
        "top_rank_twice":
            "la combinaison de la carte du dessus est faite des cartes prises avec elle",
        "empty_meld": "rien à étaler",
        "black_three_meld": "{rule}",
        "bad_rank": "une combinaison se fait d'une seule hauteur, du 4 à l'as",
        "red_three_meld": "les 3 rouges ne s'étalent jamais : ils se posent à part",
        "red_three_meld@origen": "un Sol ne s'étale jamais : il se pose à part",
        "mixed_ranks": "une combinaison ne contient qu'une seule hauteur de cartes, plus des "
                       "passe-partout",
        # Les passe-partout d'Origen sont ses jokers, comme ses autres refus les nomment.
        "mixed_ranks@origen": ("une combinaison ne contient qu'une seule hauteur de cartes, "
                               "plus des jokers (Diva ou Gentleman)"),
        "meld_too_small": "une combinaison demande au moins trois cartes",
        "too_many_wilds": "{rule}",
        "concealed_needs_canasta":
            "par la règle maison, la sortie surprise demande une canasta étalée dans le tour",
        "pile_empty": "la pile de défausse est vide",
        "pile_top_unusable": "on ne peut pas prendre la pile : {top}",
        "one_card_pile": "avec une seule carte en main, on ne prend pas une pile d'une seule carte",
        "pile_frozen": lambda p: (
            ("votre équipe n'a pas encore ouvert" if p.get("team") else "{reason}")
            + " ; prenez la pile seulement avec une paire naturelle de la hauteur de la carte "
            "du dessus"),
        "pile_needs_pair": lambda p: (
            "prenez la pile avec deux cartes naturelles de sa hauteur, ou une naturelle et un "
            "passe-partout, ou sur "
            + ("votre combinaison" if p.get("alone") else "la combinaison de votre équipe")
            + " de cette hauteur"),
        "pile_needs_natural":
            "la carte du dessus doit s'étaler avec au moins une carte naturelle de sa hauteur",
        "pile_needs_pair@origen": lambda p: (
            "prenez la pile avec deux cartes naturelles de sa hauteur, ou une naturelle et un "
            "joker (Diva ou Gentleman), ou sur "
            + ("votre combinaison" if p.get("alone") else "la combinaison de votre équipe")
            + " de cette hauteur"),
        "pile_other_rank@origen": "les cartes qui prennent la pile doivent être de la hauteur "
                                  "de la carte du dessus, ou des jokers (Diva ou Gentleman) ; "
                                  "d'autres combinaisons peuvent s'étaler avec elle",
        "pile_other_rank": "les cartes qui prennent la pile doivent être de la hauteur de la "
                           "carte du dessus, ou des passe-partout ; d'autres combinaisons "
                           "peuvent s'étaler avec elle",
        "opening_minimum": lambda p: (
            "pour ouvrir en prenant la pile, la carte du dessus et les cartes étalées doivent "
            "valoir au moins {minimum} points (elles en font {value})" if p["with_pile"] else
            "vos premières combinaisons doivent valoir au moins {minimum} points "
            "(elles en font {value})"),
        "pile_opening_short": lambda p: (
            ("votre paire et la carte du dessus" if p["cards"] == 2 else
             "la carte du dessus et vos {cards} cartes prises avec elle")
            + " ne font que {value} des {minimum} points qu'il faut pour ouvrir : choisissez "
              "d'autres cartes à étaler avec elles"),
        "keep_a_card": "{because} ; gardez au moins deux cartes, car défausser la dernière "
                       "serait sortir",
        "seventh_wild": "la pile contient au plus {limit} passe-partout",
        "seventh_wild@origen": "la pile contient au plus {limit} jokers",
        "seventh_wild_lay_off@origen": "la pile contient au plus {limit} jokers, et vos "
                                       "combinaisons peuvent prendre tous les vôtres : "
                                       "posez-les sur vos combinaisons",
        "seventh_wild_lay_off": "la pile contient au plus {limit} passe-partout, et vos combinaisons peuvent prendre tous les vôtres : posez-les sur vos combinaisons",
        "red_three_discard": "les 3 rouges se posent, ils ne se défaussent pas",
        "red_three_discard@origen": "un Sol se pose, il ne se défausse pas",
        "no_game": "aucune partie",
        "sitting_out": "vous ne jouez pas cette donne",
        "bot_plays_your_seat": "un robot joue à votre place : vous regardez la partie",
        "waiting_for": "ce n'est pas à vous : {name} joue",
        "waiting_for_choice": "ce n'est pas à vous : {name} choisit son tas",
        "waiting_for_answer": "{name} n'a pas encore répondu à « puis-je sortir ? »",
        "nothing_to_do": "ces cartes ne peuvent pas aller là",
        "discard_one_card": lambda p: (
            "vous avez pioché : pour défausser, glissez une carte de votre main sur la pile, ou "
            "choisissez-la et cliquez sur la pile" if not p["cards"] else
            "défaussez une seule carte"),
        "stock_takes_no_cards": lambda p: (
            "les cartes de votre main ne vont jamais sur le talon : " + (
                "vous avez déjà pioché ; étalez, ou défaussez une carte sur la pile"
                if p["drawn"] else "cliquez sur le talon pour piocher, ou prenez la pile de "
                                   "défausse")),
        "stock_to_hand": "le talon va dans votre main : glissez-le sur votre main (ou "
                         "cliquez dessus) pour piocher",
        "pile_to_hand": "la pile de défausse va dans votre main : glissez-la sur votre main "
                        "ou sur vos combinaisons pour la prendre",
        "no_cards_to_meld": "choisissez d'abord les cartes à étaler",
        "no_cards_to_lay_off": "choisissez d'abord les cartes à ajouter",
        "stray_cards": lambda p: (
            ("une de ces cartes ne forme aucune combinaison" if p["cards"] == 1
             else "{cards} de ces cartes ne forment aucune combinaison")
            + " : on peut étaler plusieurs combinaisons ensemble, mais chacune demande au moins "
              "trois cartes"),
        "no_card_for_tile": "choisissez une carte de la hauteur à annoncer",
        "tile_one_rank": "une dalle annonce une seule hauteur : choisissez des cartes d'une "
                         "même hauteur",
        "wilds_alone":
            "une combinaison demande des cartes naturelles, pas seulement des passe-partout",
        "wilds_choose_meld": lambda p: (
            "un passe-partout seul va sur une de vos combinaisons, et plusieurs peuvent le "
            "prendre : glissez-le sur celle que vous voulez (ou choisissez-la dans la liste "
            "qu'ouvre la touche M), ou choisissez avec lui une carte de sa hauteur"
            if p.get("cards") == 1 else
            "des passe-partout seuls vont sur une de vos combinaisons, et plusieurs peuvent "
            "les prendre : glissez-les sur celle que vous voulez (ou choisissez-la dans la "
            "liste qu'ouvre la touche M), ou choisissez avec eux une carte de sa hauteur"),
        "wilds_alone@origen":
            "une combinaison demande au moins deux cartes ordinaires, pas seulement des jokers "
            "(Diva ou Gentleman)",
        "wilds_choose_meld@origen": lambda p: (
            "un joker (Diva ou Gentleman) seul va sur une de vos combinaisons, et plusieurs "
            "peuvent le prendre : glissez-le sur celle que vous voulez (ou choisissez-la dans "
            "la liste qu'ouvre la touche M), ou choisissez avec lui une carte de sa hauteur"
            if p.get("cards") == 1 else
            "des jokers (Diva ou Gentleman) seuls vont sur une de vos combinaisons, et plusieurs "
            "peuvent les prendre : glissez-les sur celle que vous voulez (ou choisissez-la dans "
            "la liste qu'ouvre la touche M), ou choisissez avec eux une carte de sa hauteur"),
    },
    # a refusal's parameter (the model's enums, Class.MEMBER)
    'refusal_phrase': {
        "FreezeReason.WILD_DISCARDED": "un passe-partout défaussé a gelé la pile",
        "FreezeReason.WILD_TURNED_UP": "un passe-partout retourné a gelé la pile",
        "FreezeReason.WILD_DISCARDED@origen": "un joker défaussé a gelé la pile",
        "FreezeReason.WILD_TURNED_UP@origen": "un joker retourné a gelé la pile",
        "FreezeReason.RED_THREE_TURNED_UP": "un 3 rouge retourné a gelé la pile",
        "FreezeReason.RED_THREE_TURNED_UP@origen": "un Sol retourné a gelé la pile",
        "FreezeReason.NOT_OPENED": "vous n'avez pas encore ouvert",
        "FreezeReason.ALWAYS_NATURAL_PAIR": "dans cette variante, la pile est toujours gelée",
        "TopBlock.WILD": "un passe-partout est dessus",
        "TopBlock.WILD@origen": "un joker est dessus",
        "TopBlock.BLACK_THREE": "un 3 noir est dessus",
        "TopBlock.BLACK_THREE@origen": "un Retener est dessus",
        "TopBlock.RED_THREE": "un 3 rouge est dessus",
        "TopBlock.BLACK_THREE_TURNED_UP": "un 3 noir a été retourné et il arrête le premier joueur",
        "MeldRule.MORE_NATURALS":
            "une combinaison doit contenir plus de cartes naturelles que de passe-partout",
        "MeldRule.TWO_ORDINARY": "une combinaison demande au moins deux cartes ordinaires",
        "MeldRule.THREE_JOKERS": "une combinaison contient au plus trois jokers (Diva ou Gentleman)",
        "MeldRule.HOUSE_THREE_WILDS": "par la règle maison, au plus trois passe-partout par combinaison",
        "MeldRule.THREES_NEVER": "dans cette variante, les 3 ne s'étalent jamais",
        "MeldRule.BLACK_THREES_ONLY":
            "une combinaison de 3 ne contient que des 3 noirs, sans passe-partout",
        "MeldRule.THREE_OR_FOUR_THREES": "les 3 noirs s'étalent par trois ou quatre",
        "MeldRule.THREES_ONLY_GOING_OUT": "les 3 noirs ne s'étalent que pour sortir",
        "MeldRule.BLACK_THREES_ONLY@origen":
            "une combinaison de Retener ne contient que des Retener, sans joker",
        "MeldRule.THREE_OR_FOUR_THREES@origen": "les Retener s'étalent par trois ou quatre",
        "MeldRule.THREES_ONLY_GOING_OUT@origen": "les Retener ne s'étalent que pour sortir",
    },
    # RULES.md sections (English: RULES.md's own titles)
    'section': {
        "§1 Seating and teams": "§1 Places et équipes",
        "§1 Turn": "§1 Tour de jeu",
        "§1 Taking the discard pile": "§1 Prendre la pile de défausse",
        "§1 Frozen pile": "§1 Pile gelée",
        "§1 Opening": "§1 Ouverture",
        "§1 Going out": "§1 Sortir",
        "§1 Stock exhausted": "§1 Talon épuisé",
        "§1 Red threes": "§1 Trois rouges",
        "§1 Scoring a deal": "§1 Marquer les points d'une donne",
        "§1 Melds": "§1 Combinaisons",
        "§2 Variants of classic Canasta": "§2 Variantes de la Canasta classique",
        "§2 Three players, isolated hand": "§2 Trois joueurs, main isolée",
        "§3 Tête et Queue": "§3 Tête et Queue",
        "§4 Canasta Origen": "§4 Canasta Origen",
        "§5 Rami canasta": "§5 Canasta rami",
    },
    'refusal_frame': {
        "not_allowed": "Interdit : {reason} ({section})",
    },
    # the Hint's reasons: code -> sentence (bots/reasons.py)
    'reason': {
        "take_opens": lambda p: count_phrase(p, _PILE_FIT_FR, "votre jeu") + ", et votre équipe ouvre",
        "take_opens_alone": lambda p: count_phrase(p, _PILE_FIT_FR, "votre jeu") + ", et vous ouvrez",
        "take_deny": lambda p: (count_phrase(p, _PILE_FIT_FR, "vos combinaisons ou votre main")
                                + " ; sinon, le joueur suivant pourrait les prendre en ouvrant"),
        "take_pile": lambda p: count_phrase(p, _PILE_FIT_FR, "vos combinaisons ou votre main"),
        "take_more_than_stock": lambda p: (
            count_phrase(p, _PILE_FIT_FR, "vos combinaisons ou votre main") + ", là où le talon "
            + ("n'en donne qu'une" if p["draws"] == 1 else "en donne {draws}")
            + ("" if not p.get("red") else " ; le 3 rouge parmi elles coûte {points} si vous "
               "ne le défaussez pas" if p["red"] == 1 else " ; les {red} 3 rouges parmi "
               "elles coûtent {points} chacun s'ils ne sont pas défaussés, un par tour")),
        "take_isolates": lambda p: (count_phrase(p, _PILE_FIT_FR, "vos combinaisons ou votre main")
                                    + " : de quoi jouer seul contre les deux autres"),
        "pile_empty": "la pile est vide",
        "pile_blocked": _with_articles("{card} sur la pile la bloque"),
        "pile_black_three_turned_up": "un 3 noir a été retourné : le premier joueur ne peut pas prendre la pile",
        "pile_below_minimum": _with_articles(
            "votre paire et {card}, sur la pile, n'atteignent pas votre minimum d'ouverture de "
            "{minimum}"),
        "pile_refused": "prendre la pile n'est pas permis maintenant : {because}",
        "discard_not_laid_off": "l'ajouter à vos {rank} vous laisserait une seule carte, et "
                                "la défausser serait sortir : {because}",
        "pile_frozen_no_pair": lambda p: ("prendre la pile demande une paire naturelle "
                                          + _de(p["rank"]) + "{rank}, que vous n'avez pas"),
        "pile_one_natural": _with_articles(
            "une carte de votre main va avec {card}, sur la pile : pour prendre la pile, il en "
            "faut une deuxième ou un passe-partout"),
        "pile_wild_alone": _with_articles(
            "seuls des passe-partout de votre main vont avec {card}, sur la pile, et un "
            "passe-partout seul ne suffit pas pour la prendre"),
        # Les passe-partout d'Origen sont ses jokers, comme son résumé et ses refus le disent.
        "pile_one_natural@origen": _with_articles(
            "une carte de votre main va avec {card}, sur la pile : pour prendre la pile, il en "
            "faut une deuxième ou un joker"),
        "pile_wild_alone@origen": _with_articles(
            "seuls des jokers de votre main vont avec {card}, sur la pile, et un joker seul ne "
            "suffit pas pour la prendre"),
        "pile_no_match": _with_articles(
            "rien dans votre main ni dans vos combinaisons ne va avec {card}, sur la pile"),
        "pile_caught_with": lambda p: (
            ("l'adversaire" if one_opponent(p) else "un adversaire")
            + " peut sortir bientôt : les {cards} cartes que la pile vous mettrait en main "
              "compteraient contre vous"),
        "isolated_wait": lambda p: ("vos {rank} pourraient prendre la pile (" + _cards_fr(p)
                                    + "), mais le premier qui la prend joue seul contre deux"),
        "take_costs_wilds": lambda p: (
            "la pile (" + _cards_fr(p) + ") ne vaut pas "
            + ("le passe-partout qu'elle coûte" if p["wilds"] == 1
               else "les {wilds} passe-partout qu'elle coûte")),
        "take_costs_wilds@origen": lambda p: (
            "la pile (" + _cards_fr(p) + ") ne vaut pas "
            + ("le joker qu'elle coûte" if p["wilds"] == 1 else "les {wilds} jokers qu'elle coûte")),
        "pile_small": _pile_small_fr,
        "pile_red_threes": lambda p: (
            "prendre la pile vous mettrait " + number_word_fr(p["count"]) + " 3 rouges en main : "
            "vous en défaussez un par tour, et chacun resté en main coûte {points} à la fin de la "
            "donne"),
        "draw_played_out": lambda p: (
            "en anticipant un tour, piocher rapporte plus que prendre la pile ("
            + _cards_fr(p) + ")"),
        "pile_small_pair": lambda p: (_pile_small_fr(p)
                                      + ", même si vos {rank} peuvent la prendre"),
        "discard_blocks": _with_articles(
            "{card} sur la pile empêche le joueur suivant de la prendre"),
        "discard_stop_card": _with_articles(
            "{card} ne construit rien dans votre main, et sur la pile il bloque le joueur "
            "suivant"),
        "discard_after_yes": "vous ne pouvez pas sortir ce tour-ci : votre équipe paie les "
                             "{points} points quoi que vous défaussiez",
        "discard_pays_penalty": "vos cartes pourraient encore sortir ce tour-ci : cette défausse vous "
                                "laisse des cartes en main, et votre équipe paie les {points} "
                                "points",
        "discard_tile_spare": lambda p: ("il vous reste " + number_word_fr(p["count"])
                                         + " {rank} pour couvrir votre dalle"),
        "discard_red_three": _with_articles(
            "{card} resté en main coûterait {points} points à la fin de la donne"),
        # « garder la D♠ » : « la D♠ resté en main » n'accordait pas le participe.
        "discard_sheds_points": _with_articles(
            "la donne peut finir bientôt : garder {card} en main coûterait {points} points"),
        "discard_freeze": lambda p: ("un passe-partout gèle la pile"
                                     + ("" if p["cards"] == 1 else " de {cards} cartes")),
        "discard_freeze@origen": lambda p: ("un joker gèle la pile"
                                            + ("" if p["cards"] == 1 else " de {cards} cartes")),
        "discard_to_partner": lambda p: ("votre partenaire joue ensuite : cette carte ne peut pas "
                                         + ("servir à l'adversaire" if one_opponent(p)
                                            else "servir aux adversaires")),
        "discard_dead": "les autres {rank} sont déjà en vue : personne ne peut s'en servir",
        # "alone" : le joueur suivant n'a pas de partenaire, donc pas d'équipe.
        # Les cartes gardées dites comme une défausse du joueur (play-test :
        # « mais sûrement avec vos 9 » se lisait comme une prise avec ses 9).
        # La raison du coup d'abord, la carte la plus sûre (play-test s40 : « le joueur
        # suivant pourrait prendre la pile avec le 7♦ » se lisait comme une raison de
        # ne pas la jeter).
        # "safety" (bots/reasons.py) : « la plus sûre » seulement quand aucune autre
        # défausse n'est moins risquée (play-test s41 : dit d'un 9♦ à 84 %, un joker en main).
        "discard_keep": lambda p: _keep_fr(
            p, "vos {rank}, vous la lui donneriez sûrement : "
            + ("il en a posé" if p.get("alone") else "son équipe en a posé")),
        # "votre {other}" takes no article: it is filled in after the card's.
        "discard_keep_one": lambda p: _keep_fr(
            p, "votre <other>, vous la lui donneriez sûrement : "
            + ("il a posé des {rank}" if p.get("alone") else "son équipe a posé des {rank}")),
        "discard_untakable": _with_articles(
            "le joueur suivant ne peut pas prendre la pile avec {card}"),
        "discard_safe": "le joueur suivant ne peut guère prendre la pile avec cette carte "
                        "({percent}\u00a0% de chances)",
        "discard_next_threw": lambda p: (
            "le joueur suivant s'est lui-même défaussé " + _de(p["rank"]) + "{rank}, et qui "
            "a une paire la garde : il ne peut guère prendre la pile ({percent}\u00a0% de "
            "chances)"),
        # The figure is the chance he takes the pile, not that he holds a pair: « sans doute
        # n'en a-t-il pas de paire (3 % de chances) » read as a contradiction.
        "discard_next_passed": ("le joueur suivant a laissé passer la pile avec des {rank} "
                                "dessus, sans doute faute d'en avoir une paire : il ne peut "
                                "guère prendre la pile ({percent}\u00a0% de chances)"),
        "discard_small_pile": lambda p: _with_articles(
            "le joueur suivant pourrait prendre la pile avec {card}, mais "
            + _what_a_small_pile_brings_fr(p))(p),
        "discard_single": _with_articles("{card} est une carte isolée qui ne construit rien"),
        "discard_least_useful": _with_articles(
            "{card} est la carte dont votre main a le moins besoin"),
        "discard_splits_pair": lambda p: (
            ("casser votre paire " + _de(p["rank"]) + "{rank}" if p["count"] == 2
             else "lâcher une carte parmi vos " + number_word_fr(p["count"]) + " {rank}")
            + " coûte moins que toute autre défausse"
            + ("" if not p.get("percent") else ", même si " + _could_take_fr(p))),
        "discard_all_alike": "vos cartes sont toutes des {rank} : n'importe laquelle convient",
        # Une défausse comparée à une autre : « la D♥ rapporte plus que le 2♦ » se lisait
        # comme la valeur des cartes (play-test : la dame ne vaut pas plus que le 2).
        "discard_played_out": lambda p: (
            _with_articles("en anticipant un tour, {card} est "
                           + ("une meilleure défausse que {other}" if p.get("other") is not None
                              else "la meilleure défausse"))(p)
            + ("" if not p.get("percent") else ", même si " + _could_take_fr(p))),
        "discard_gives_up_tile": lambda p: (
            "vous renoncez à couvrir votre dalle " + _de(p["rank"]) + "{rank} (+{bonus} si elle "
            "est couverte, −{penalty} à la fin de la donne sinon) : vos autres cartes valent plus"),
        "discard_least_bad": lambda p: (_could_take_fr(p)
                                        + ", mais vos autres cartes valent plus à garder"),
        "discard_tile_lost": lambda p: (
            "votre dalle " + _de(p["rank"]) + "{rank} ne peut plus être couverte : les autres "
            "{rank} sont toutes en vue et votre main ne peut pas les étaler"),
        "empty_hand_out": "vous sortez",
        "empty_hand_foot": "votre main se vide : vous prenez votre queue",
        "meld_then_out": _with_articles("puis défaussez {card} : vous sortez"),
        "meld_then_foot": _with_articles(
            "puis défaussez {card} : votre main se vide et vous prenez votre queue"),
        "meld_open": "{points} points ouvrent pour votre équipe (minimum {minimum})",
        "meld_open_alone": "{points} points : vous ouvrez (minimum {minimum})",
        "rami_canasta": lambda p: ("cela complète une canasta " + _de(p["rank"])
                                   + "{rank} : vos combinaisons ne comptent plus contre vous"),
        "meld_canasta": lambda p: "cela complète une canasta " + _de(p["rank"]) + "{rank}",
        "meld_on_canasta": lambda p: ("{points} points de plus sur votre canasta "
                                      + _de(p["rank"]) + "{rank}"),
        "meld_step_out": "vos cartes peuvent toutes sortir à ce tour, et cette combinaison en "
                         "est une étape",
        "meld_lay_off": "vos {rank} : encore {missing} pour une canasta",
        "meld_going_out": "votre partenaire a dit oui : vous sortez ce tour-ci, et ces "
                          "{points} points comptent pour vous sur la table, pas contre vous en "
                          "main",
        "meld_before_end": "la donne peut finir bientôt : {points} points comptent pour vous sur la table, contre vous en main",
        "meld_toward_foot": "moins de cartes en main, c'est votre queue plus tôt",
        "meld_tile": lambda p: "cela couvre votre dalle " + _de(p["rank"]) + "{rank}",
        "meld_new": lambda p: ("une combinaison " + _de(p["rank"])
                               + "{rank} marque tout de suite et commence une canasta"),
        "rami_meld_toward_canasta": "des {rank} : de quoi commencer votre première canasta ; d'ici là, les combinaisons comptent contre vous, comme les cartes en main",
        "go_out_threat": lambda p: (
            ("l'adversaire va sortir : finissez la donne avant, tant qu'il a environ {points} "
             "points " if one_opponent(p) else
             "un adversaire va sortir : finissez la donne avant, tant que les adversaires ont "
             "environ {points} points ")
            + ("en main et en queue" if p.get("feet") else "en main")),
        "stay_in_no_canasta": lambda p: (
            "vos cartes pourraient toutes sortir maintenant, mais sans canasta "
            + ("vous finiriez la donne avec vos combinaisons et vos 3 rouges comptés contre vous"
               if p.get("alone") else
               "votre équipe finirait la donne avec ses combinaisons et ses 3 rouges comptés contre "
               "elle")
            + " : construisez d'abord une canasta"),
        "stay_in_side_holds": lambda p: (
            "vos cartes pourraient toutes sortir maintenant, mais "
            + ("votre partenaire a encore " if p.get("partners", 1) == 1
               else "vos partenaires ont encore ")
            + _cards_fr(p) + (" en main et en queue" if p.get("feet") else "")
            + ", environ {points} points, qui compteraient contre votre équipe"),
        "stay_in_play_on": lambda p: (
            "vos cartes pourraient toutes sortir maintenant, mais continuer devrait "
            + ("vous rapporter plus" if p.get("alone") else "rapporter plus à votre équipe")
            + _cards_left_in_the_stock_fr(p)),
        "go_out_pays": lambda p: "sortir rapporte {bonus} et " + _opponents_hold_fr(p),
        "go_out_by_taking": lambda p: ("prendre la pile (" + _cards_fr(p) + ") vous permet de "
                                       "poser toutes vos cartes, et on demande au partenaire "
                                       "avant de la prendre"),
        "go_out_ends": lambda p: "sortir finit la donne alors que " + _opponents_hold_fr(p),
        "take_stock_out": "le talon est vide, et le jeu continue tant que la pile peut être prise",
        "end_no_take": "vous ne pouvez pas prendre la pile",
        "answer_yes_threat": lambda p: (
            "l'adversaire est près de sortir : finissez avant lui" if one_opponent(p) else
            "les adversaires sont près de sortir : finissez avant eux"),
        "answer_yes_pays": lambda p: ("sortir rapporte {bonus} et " + _opponents_hold_fr(p)
                                      + ", contre environ {ours} dans votre main"),
        "answer_yes_pays_side": lambda p: ("sortir rapporte {bonus} et "
                                           + _opponents_hold_fr(p)
                                           + ", contre environ {ours} dans les mains de votre "
                                           "équipe"),
        "answer_yes_pays_foot": lambda p: ("sortir rapporte {bonus} et " + _opponents_hold_fr(p)
                                           + ", contre environ {ours} dans votre main et "
                                           "votre queue"),
        "answer_yes_ends": lambda p: "sortir finit la donne alors que " + _opponents_hold_fr(p),
        "answer_no_partner_canasta": "votre partenaire ne peut pas sortir à ce tour : {because}, "
                                     "et un oui coûterait {points} points à votre équipe",
        "answer_no_foot_down": "la queue de votre partenaire est encore face cachée : pour "
                               "sortir maintenant, toutes les cartes de sa queue devraient partir aussi, et "
                               "un oui coûterait très probablement {points} points à votre équipe",
        "answer_no_meld": "vous pourriez poser {points} points au prochain tour : sortir maintenant les compte contre votre équipe",
        "answer_no_hand_foot": "votre main et votre queue, environ {points} points, "
                               "compteraient contre votre équipe",
        "answer_no_hand": "les {points} points de votre main compteraient contre votre équipe",
        "answer_no_opponents_stuck": "les adversaires sont trop loin de leurs canastas pour "
                                     "sortir à leur prochain tour, et continuer devrait rapporter "
                                     "plus",
        "answer_no_play_on": lambda p: (
            "continuer devrait rapporter plus à votre équipe que finir la donne maintenant"
            + _cards_left_in_the_stock_fr(p)),
        "tile_to_meld": _how_to_meld_for_the_tile_fr,
        "packet_twins": _with_articles("les deux tas montrent {card} : l'un ou l'autre convient"),
        "packet_either": _with_articles(
            "les deux cartes du dessous, {card} et {other}, se valent : l'un ou l'autre tas "
            "convient"),
        "packet_same_points": _with_articles(
            "les deux cartes du dessous, {card} et {other}, comptent {points} points chacune : "
            "aux points seuls, l'un ou l'autre tas convient"),
        "packet_avoid_red_three": _with_articles(
            "la carte du dessous de l'autre tas, {other}, est un 3 rouge : il peut attendre "
            "dans votre queue au lieu de vous coûter une défausse maintenant"),
        "packet_wild": _with_articles("sa carte du dessous, {card}, est un passe-partout"),
        "packet_worth_more": _with_articles(
            "sa carte du dessous, {card}, vaut plus que celle de l'autre tas, {other}"),
    },
    # why Undo is not offered now (session/undo.py UndoBlocked codes)
    'undo_blocked': {
        "not_playing": "Rien à reprendre : vous ne jouez pas cette donne.",
        "deal_over": "Rien à reprendre : la donne est finie, son score est sur la feuille.",
        "game_over": "Rien à reprendre : la partie est finie, ses scores sont sur la feuille.",
        "nothing_this_turn": "Rien à reprendre : vous n'avez encore rien joué dans ce tour.",
        "no_turn_yet": "Rien à reprendre : vous n'avez pas encore joué dans cette donne.",
        "turn_over": "Rien à reprendre : votre tour est fini, et Annuler ne reprend que les "
                     "coups du tour que vous jouez. Édition → Préférences… peut permettre "
                     "d'annuler après la fin de votre tour, tant que le joueur suivant n'a pas "
                     "joué.",
        "no_earlier_turn": "Rien à reprendre : c'est votre premier tour de la donne.",
        "own_draw_seen": "Annuler n'est pas possible : vous avez vu ce que vous avez pioché "
                         "au talon, et Annuler ne revient jamais au-delà d'une carte que vous "
                         "avez vue (elle retournerait sur le talon, connue de vous).",
        "own_move_seen": "Annuler n'est pas possible : votre coup vous a montré une nouvelle "
                         "carte, et Annuler ne revient jamais au-delà d'une carte que vous "
                         "avez vue.",
        "answer_given": "Annuler n'est pas possible : {name} a répondu à « Puis-je "
                        "sortir ? », et la réponse tient (\u00a71 Sortir).",
        "own_answer_given": "Annuler n'est pas possible : vous avez répondu à « Puis-je "
                            "sortir ? », et la réponse tient (\u00a71 Sortir).",
        "card_shown_by": "Annuler n'est pas possible : {name} vous a montré une nouvelle "
                         "carte depuis, et Annuler ne revient jamais au-delà d'une carte que "
                         "vous avez vue (vous rejoueriez en la connaissant).",
        "played_since": "Annuler n'est pas possible : {name} a joué depuis, et Annuler ne "
                        "reprend jamais le coup d'un autre joueur (vous rejoueriez en le "
                        "connaissant).",
        "question_waits": "Annuler n'est pas possible : votre partenaire réfléchit à « Puis-je "
                          "sortir ? », et une question posée tient (\u00a71 Sortir).",
        "answer_awaited": "Annuler n'est pas possible : {name} vous a demandé « Puis-je "
                          "sortir ? » et attend votre réponse (\u00a71 Sortir).",
    },
    # the score keeper's refusals (model/score_keeper.py Problem codes)
    'keeper_problem': {
        "not_asked": "{column} : le fichier contient des nombres que la feuille de ce jeu "
                     "ne demande pas (des 3 rouges comptés autrement que ce jeu ne les compte, ou des "
                     "dalles là où il n'y en a pas).",
        "negative": "{column} : les cartes étalées et les nombres ne peuvent pas être "
                    "négatifs ; seuls les points perdus (cartes restées en main, pénalités) "
                    "peuvent s'écrire avec un moins.",
        "not_multiple_of_five": "{column} : {points} points de {what}, ce n'est pas un "
                                "multiple de 5 : chaque carte vaut 5, 10, 20, 50 ou 100.",
        "concealed_without_going_out": "{column} : « Sortie surprise » est coché, mais « Sorti » "
                                       "ne l'est pas.",
        "too_many_tiles": lambda p: ("{column} : un joueur a au plus {most} dalles, une par "
                                     "hauteur." if p.get("alone") else
                                     "{column} : une équipe a au plus {most} dalles, une par "
                                     "hauteur."),
        "no_isolated_hand": "Choisissez la main isolée parmi les joueurs.",
        "too_many_canastas": "{canastas} canastas demandent plus de cartes que le jeu n'en "
                             "a : {most} au plus.",
        "canastas_need_points": lambda p: (
            ("{column} : 1 canasta vaut" if p["canastas"] == 1
             else "{column} : {canastas} canastas valent")
            + " au moins {least} points de cartes, mais les combinaisons font {points}."),
        "too_many_red_threes": "{count} trois rouges : le jeu n'en a que {most}.",
        "two_went_out": "Une seule colonne peut sortir : « Sorti » est coché pour {first} et "
                        "pour {second}.",
        "concealed_without_canasta": "La colonne « {column} » ne peut pas faire de sortie "
                                     "surprise sans canasta.",
        "going_out_needs_canastas": lambda p: (
            "La colonne « {column} » doit avoir "
            + ("1 canasta" if p["needed"] == 1 else "{needed} canastas")
            + " pour sortir et n'en a " + _canastas_the_column_has_fr(p) + "."),
        "going_out_needs_red_and_black": "La colonne « {column} » doit avoir une canasta "
                                         "rouge (pure) et une noire (impure) pour sortir.",
        "opening_not_met": "Vérifiez les combinaisons de la colonne « {column} » : {points} "
                           "points n'ont pas pu atteindre l'ouverture de {minimum}.",
        "no_one_went_out": "Personne n'est sorti : la donne est inscrite comme finie par "
                           "le talon épuisé. Si quelqu'un est sorti, cochez « Sorti ».",
        "blank_entry": "Rien n'est encore inscrit pour cette donne.",
        "game_over": "La partie est finie : plus de donne à inscrire.",
        "no_such_deal": "Il n'y a pas de donne {number}.",
        "after_game_end": "La partie était finie après la donne {ended} : les donnes suivantes "
                          "ont été jouées après sa fin.",
        "more_points_than_the_deck": "Vérifiez les points : {points} de cartes étalées et restées "
                                     "en main, mais toutes les cartes du jeu ensemble valent "
                                     "{most}.",
    },
    'keeper_what': {
        'melded': 'cartes étalées',
        'hand': 'cartes restées en main',
    },
    # the score keeper's form, sheet and menu
    'keeper': {
        "menu": "Tenir la &marque d'une partie avec de vraies cartes\u2026",
        "with_cards_short": "vraies cartes",
        "name_refused": "Un nom ne peut pas contenir de caractères de contrôle ni de "
                        "caractères impossibles à écrire.",
        "name_too_long": "Un nom peut avoir au plus {most} caractères.",
        "name_twice": "Deux joueurs ne peuvent pas porter le même nom.",
        "setup_title": "Tenir la marque d'une partie avec de vraies cartes",
        "setup_teams": "Équipes : {teams}",
        "setup_team": "{title} : {members}",
        "variant": "&Variante :",
        "players": "&Joueurs :",
        "layout": "É&quipes :",
        "player_n": "Joueur {n} :",
        "start": "&Ouvrir la feuille de marque",
        "cancel": "Annuler",
        "typed_deal_lost": "La donne en cours de saisie n'a pas été ajoutée : fermer la perd.",
        "close_anyway": "Fermer la marque quand même ?",
        "close": "Fermer",
        "keep_typing": "Continuer la saisie",
        "window_title": "Feuille de marque — {variant}",
        "deal_n": "Donne {number}",
        "deal_n_of": "Donne {number} sur {deals}",
        "edit_deal_n": "Correction de la donne {number}",
        "opening_for": "Ouverture minimale de cette donne : {minimums}",
        "melded_points": "Cartes étalées (points)",
        "by_rank": "Par hauteur\u2026",
        "by_rank_tip": "Compter les cartes étalées hauteur par hauteur : le total va dans la case "
                       "au-dessus.",
        "pure_canastas": "Canastas pures (rouges)",
        "impure_canastas": "Canastas impures (noires)",
        "red_threes": "3 rouges posés",
        "red_threes_sol": "Sols posés",
        "red_threes_held": "3 rouges encore en main",
        "hand_points": "Cartes restées en main (points)",
        "hand_points_foot": "Cartes restées en main et en queue (points)",
        "went_out": "Sorti",
        "concealed": "Sortie surprise",
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
        "totals_line": "<b>Totaux :</b> {totals}",
        "next_opening_line": "Ouverture minimale de la donne {number} : {minimums}",
        "game_over": "Partie finie. {result}",
        "form_game_over": "La partie est finie : plus de donne à ajouter. Une donne de la liste "
                          "peut encore être corrigée.",
        "saved": "Donne {number} ajoutée et enregistrée.",
        "fixed": "Donne {number} corrigée et enregistrée.",
        "deleted": "Donne {number} supprimée et enregistrée.",
        "save_failed": "La feuille n'a pas pu être enregistrée ({reason}) ; la donne reste "
                       "à l'écran.",
        "delete_confirm": "Supprimer la donne {number} ? Les totaux suivants sont recalculés.",
        "refused": "Non ajoutée :",
        "warning": "Attention :",
        "resume": "&Reprendre la marque en cours ({variant}, donnes jouées : {deals})",
        "unfinished_item": "{variant}, {when} — {players} — donnes jouées : {deals}",
        "unfinished_list": "&Feuilles de marque en cours, à reprendre (la plus récente "
                           "d'abord) :",
        "rank_title": "Cartes étalées comptées par hauteur",
        "rank_title_for": "Cartes étalées comptées par hauteur : {column}",
        "rank_column": "Colonne : {column}",
        "rank_unknown": "La case contient {points} points, tapés sans compte par hauteur. "
                        "Les cartes comptées ici les remplacent ; OK sans rien compter "
                        "garde {points}.",
        "rank_total": "Total : {points} points",
        "rank_beyond": "{name} : {count}, mais le jeu n'en compte que {most}.",
        "joker": "Fous (50)",
        "two": "Deux (20)",
        "ace": "As (20)",
        "ten_points": "{rank} (10)",
        "five_points": "{rank} (5)",
        "black_three": "3 noirs (5)",
        "named_points": "{name} ({points})",
        "key_box": "{row}, {column}",
        "key_not_digit": "{box} : « {typed} » n'a pas été pris : cette case ne prend que des "
                         "chiffres.",
        "key_too_big": "{box} : {typed} n'a pas été pris : cette case contient au plus {most}.",
        "paste_several_lines": "{box} : « {typed} » n'a pas été pris : c'était un collage de "
                               "plusieurs lignes, et cette case ne prend qu'un nombre.",
    },
    # the letter of a court card (the score keeper's count per rank)
    'rank_letter': {
        'K': 'R',
        'Q': 'D',
        'J': 'V',
    },
    # printed score sheets and pads
    'sheet': {
        "title": "Feuille de marque de Canasta",
        "pad_title": "Feuille de marque de Canasta",
        "variant": "Variante",
        "date": "Date",
        "started": "commencée à {time}",
        "date_time": "{date} à {time}",
        "players": "Joueurs",
        "teams": "Équipes",
        "game_to": "Partie en {points}",
        "game_deals": "Partie en {deals} donnes",
        "house_options": "Règles maison",
        "with_house_rules": "{variant}, règles maison",
        "deal": "Donne {number}",
        "dealer": "donneur {name}",
        "opening": "ouverture {minimums}",
        "went_out": "sortie : {name}",
        "went_out_concealed": "sortie surprise : {name}",
        "with_cards": "Partie jouée avec de vraies cartes : marque tenue dans Canasta Desktop",
        "stock_exhausted": "talon épuisé",
        "red_three_last_card": "3 rouge en dernière carte du talon",
        "red_three_last_card_sol": "Sol en dernière carte du talon",
        "sitting_out": "au repos : {names}",
        "isolated": "main isolée : {name}",
        "melded_cards": "Cartes étalées",
        "canasta_bonus": "Primes de canasta",
        "red_threes": "3 rouges",
        "red_threes_sol": "Sols",
        "going_out": "Sortie",
        "hands": "Cartes restées en main",
        "hands_and_feet": "Cartes restées (main et queue)",
        "penalties": "Pénalités",
        "tiles": "Dalles",
        "tiles_covered": "Dalles recouvertes",
        "tiles_uncovered": "Dalles non recouvertes",
        "counted_against": ("Sans canasta, les cartes étalées et les 3 rouges comptent en "
                            "négatif : {names} ({section})"),
        "red_threes_against": ("Les 3 rouges comptent contre une équipe qui n'a rien étalé : "
                               "{names} ({section})"),
        "red_threes_against_sol": ("Les Sols comptent contre une équipe qui n'a rien étalé : "
                                   "{names} ({section})"),
        "deal_points": "Points de la donne",
        "running_total": "Total cumulé",
        "next_opening": "Ouverture minimale de la donne\u00a0{number}",
        "final_score": "Score final",
        "score_after_deal": "Score après la donne\u00a0{number}",
        "winner": "Victoire : {team}, avec {margin} points d'écart",
        "winner_one": "Victoire : {team}, avec 1 point d'écart",
        "tie": "Égalité à {points}",
        "in_progress": "Partie en cours : {deals} donnes jouées",
        "in_progress_one": "Partie en cours : 1 donne jouée",
        "in_progress_none": "Partie en cours : aucune donne jouée",
        "we": "Nous",
        "they": "Eux",
        "team_n": "Équipe {letter}",
        "and": "et",
        "page": "Page {page} sur {pages}",
        "number": "N°",
        "points": "Points",
        "points_short": "Pts",
        "total": "Total",
        "opening_table": "Ouverture minimale",
        "score": "Score",
        "minimum": "Minimum",
        "below": "moins de {points}",
        "from": "{points} et plus",
        "from_deal": "Donne {number}",
        "none": "aucune",
        "per_player": "Chaque joueur ouvre selon son propre score.",
        "bonus_table": "Primes et pénalités",
        "pure_canasta": "Canasta pure",
        "impure_canasta": "Canasta impure",
        "going_out_bonus": "Sortie",
        "concealed_bonus": "Sortie surprise",
        "red_three_bonus": "3 rouges :",
        "red_three_penalty": "Chaque 3 rouge encore en main",
        "no_meld_red_threes": "Une équipe qui n'a rien étalé perd la valeur de ses 3 rouges",
        "no_meld_red_threes_alone": "Un joueur qui n'a rien étalé perd la valeur de ses 3 rouges",
        "no_meld_red_threes_isolated": ("Un joueur perd la valeur de ses 3 rouges si ni lui "
                                        "ni son partenaire éventuel n'ont rien étalé"),
        "red_three_bonus_sol": "Sols :",
        "red_three_each": "3 rouges",
        "red_three_each_sol": "Sols",
        "each": "{points} chacun",
        "no_meld_red_threes_sol": "Une équipe qui n'a rien étalé perd la valeur de ses Sols",
        "no_meld_red_threes_alone_sol": "Un joueur qui n'a rien étalé perd la valeur de ses Sols",
        "no_meld_red_threes_isolated_sol": ("Un joueur perd la valeur de ses Sols si ni lui "
                                            "ni son partenaire éventuel n'ont rien étalé"),
        "failed_go_out": "Demande de sortie non suivie",
        "tile_covered": "Dalle recouverte un tour plus tard",
        "tile_uncovered": "Dalle non recouverte à la fin",
        "no_canasta_negative": ("Sans canasta, les cartes étalées et les 3 rouges comptent "
                                "en négatif, comme les cartes restées en main"),
        "no_canasta_negative_no_threes": ("Sans canasta, les cartes étalées comptent en "
                                          "négatif, comme les cartes restées en main"),
        "card_values": "Valeur des cartes",
        "joker": "Fou",
        "ace_two": "As, 2",
        "king_eight": "R à 8",
        "seven_four": "7 à 4, 3 noir",
        "canastas_to_go_out": "Canastas nécessaires pour sortir : {count}",
        "red_black_to_go_out": "Pour sortir : une canasta rouge et une noire",
        "names_line": "Noms",
        "player_n": "Joueur {n}",
        "deal_word": "Donne",
        "option_off": "{option} : non",
    },
    'month': {
        '1': 'janvier',
        '2': 'février',
        '3': 'mars',
        '4': 'avril',
        '5': 'mai',
        '6': 'juin',
        '7': 'juillet',
        '8': 'août',
        '9': 'septembre',
        '10': 'octobre',
        '11': 'novembre',
        '12': 'décembre',
    },
    # rule sets' names, by variant id (model/variants.py)
    'variant': {
        'classic': 'Canasta classique',
        'two': 'Canasta à deux',
        'three': 'Canasta à trois (main isolée)',
        'five': 'Canasta à cinq',
        'six-2x3': 'Canasta à six : deux équipes de trois, tous jouent',
        'six-rotating': 'Canasta à six : deux équipes de trois, à tour de rôle',
        'six-3x2': 'Canasta à six : trois équipes de deux',
        'head-and-foot': 'Tête et Queue',
        'origen': 'Canasta Origen',
        'rami': 'Canasta rami',
    },
    # rule sets' summaries, by variant id
    'variant_summary': {
        'classic': (
            'Quatre joueurs en deux équipes, 108 cartes. Étalez trois cartes ou plus de même '
            'hauteur, {wilds}. Sept cartes font une canasta : 500 si elle est pure, 300 avec des '
            'passe-partout. Prenez la pile de défausse avec une paire naturelle (ou une '
            "naturelle et un passe-partout si elle n'est pas gelée). Sortez quand votre "
            'équipe a une canasta, {asking}. La première équipe'
            ' à 5 000 points gagne.'
        ),
        'two': (
            "Deux joueurs, 15 cartes chacun. On pioche deux cartes au talon et on n'en défausse "
            "qu'une. Prendre la pile ne donne pas de carte du talon en plus. Il faut deux "
            'canastas pour sortir. Partie en 5 000.'
        ),
        'three': (
            'Trois joueurs, 13 cartes chacun, on pioche deux cartes et on en défausse une. Chacun'
            " joue seul jusqu'à ce qu'un joueur prenne la pile : il devient la main isolée et"
            " les deux autres font équipe jusqu'à la fin de la donne (si personne ne l'a prise, "
            "celui qui sort est la main isolée). L'ouverture est individuelle. Les "
            'partenaires inscrivent chacun la somme de leurs points, sauf les 3 rouges. Le '
            'premier à 7 500 points gagne.'
        ),
        'five': (
            "Cinq joueurs : une équipe de deux contre une équipe de trois. Dans l'équipe de "
            "trois, un joueur s'abstient à chaque donne, à tour de rôle, sans conseiller ses "
            'partenaires ; les autres jouent comme à quatre. Partie en 5 000.'
        ),
        'six-2x3': (
            'Six joueurs en deux équipes de trois, assis en alternance (A B A B A B) ; tous '
            'jouent chaque donne, selon les règles à quatre. Partie en 5 000.'
        ),
        'six-rotating': (
            'Six joueurs en deux équipes de trois ; deux joueurs de chaque équipe jouent '
            'chaque donne, à tour de rôle, selon les règles à quatre et à cinq. Partie en 5 '
            '000.'
        ),
        'six-3x2': (
            'Six joueurs en trois équipes de deux (A B C A B C), trois paquets et six Fous '
            '(162 cartes), 13 cartes chacun. Ouverture à 150 dès 7 000 points. 3 rouges : 100'
            " chacun jusqu'à quatre, cinq valent 1 000, six 1 200. Deux canastas pour sortir."
            ' Partie en 10 000.'
        ),
        'head-and-foot': (
            'Quatre joueurs en deux équipes, quatre donnes. Chacun reçoit deux tas de 11 '
            "cartes et, n'en voyant que la carte du dessous, choisit sa main ; l'autre tas "
            'est sa queue, jouée une fois la main vidée. Ouverture à 30, 60, 90 puis 120 '
            'selon la donne. On ne ramasse que les trois premières cartes de la pile. Pour '
            'sortir, une équipe doit avoir une canasta rouge et une noire. Les 3 rouges ne '
            'rapportent rien : chaque 3 rouge resté en main coûte 100 points, et on peut les '
            'défausser.'
        ),
        'origen': (
            'Le jeu en coffret avec ses propres cartes : Diva et Gentleman sont des jokers, '
            'Retener bloque le joueur suivant, Sol est une prime de 100 points. Une '
            'combinaison a au moins deux cartes ordinaires et au plus trois jokers. Annoncez '
            "une hauteur avec la dalle de votre équipe avant d'en étaler la combinaison : "
            "+20 si elle est "
            "recouverte un tour plus tard, −20 si elle ne l'est pas à la fin. Trois ou quatre "
            "Retener "
            "ne s'étalent que pour sortir. Sortie surprise 300. Partie en 5 000 (7 500 à "
            'six).'
        ),
        'rami': (
            'De deux à six joueurs, seuls ou en équipes, un jeu de 54 cartes par joueur ou '
            'par équipe. Combinaisons : {wilds} ; les 3 ne se '
            "posent jamais en série. On ne prend la pile qu'avec deux cartes naturelles "
            'de sa hauteur. Première pose 50 (90 dès 1 500, 120 dès 3 000, aucune si le score'
            " est négatif). La donne finit dès qu'un joueur n'a plus de carte ; pas besoin "
            'de canasta. Canasta pure 700, impure 300 ; sans canasta, tout compte en négatif.'
            ' Partie en 5 000.'
        ),
    },
    # team layouts, by id
    'team_layout': {
        'teams': 'Équipes de deux, partenaires face à face',
        'solo': 'Chacun pour soi',
        '2v3': 'Deux contre trois',
        '2x3': 'Deux équipes de trois',
        '2x3-rotating': 'Deux équipes de trois, à tour de rôle',
        '3x2': 'Trois équipes de deux',
    },
    # house rules (RULES.md §6), by field
    'meld_wild_limit': {
        'fewer': ('les passe-partout (Fous et 2) toujours moins nombreux que les cartes '
                  'naturelles'),
        'fewer_at_most_three': ('les passe-partout (Fous et 2) moins nombreux que les cartes '
                                'naturelles, trois au plus'),
        'origen': 'au moins deux cartes ordinaires et au plus trois jokers',
    },
    'going_out_asking': {
        'required': 'après avoir demandé à votre partenaire',
        'optional': "avec ou sans demander d'abord à votre partenaire",
    },
    'meld_wild_limit_added': {
        'sentence': 'Par la règle maison, dans une combinaison : {wilds}.',
    },
    'house_option': {
        'at_most_three_wilds': 'Au plus 3 passe-partout par combinaison',
        'concealed_needs_canasta_this_turn': 'Sortie surprise seulement avec une canasta étalée dans le tour',
        'wild_freezes_until_taken': "Un passe-partout défaussé gèle la pile jusqu'à ce qu'elle soit prise",
        # Les passe-partout d'Origen sont ses jokers, comme ses refus et son résumé les nomment.
        'wild_freezes_until_taken@origen': "Un joker défaussé gèle la pile jusqu'à ce qu'elle soit prise",
        'asking_to_go_out_optional': 'Demander la permission de sortir est facultatif',
        'decks': 'Nombre de jeux de 54 cartes (2 à 6)',
    },
    'house_option_value': {
        'decks': 'Joué avec {n} jeux de 54 cartes',
    },
    # Une règle maison désactivée, comme la fenêtre des règles et la feuille de
    # marque listent les règles d'une partie.
    'house_option_off': {
        'at_most_three_wilds': "Autant de passe-partout qu'on veut par combinaison, tant qu'ils restent moins nombreux que les cartes naturelles",
        'concealed_needs_canasta_this_turn': "Sortie surprise aussi avec une canasta que l'équipe a déjà",
        'wild_freezes_until_taken': "Un passe-partout défaussé n'arrête que le joueur suivant",
        'wild_freezes_until_taken@origen': "Un joker défaussé n'arrête que le joueur suivant",
        'asking_to_go_out_optional': 'Demander la permission de sortir est obligatoire',
    },
    # Un terme d'une règle maison que la fenêtre des règles liste avant que le
    # §1 ne le définisse : dit sous la règle, avec les mots du livre de règles.
    'house_option_term': {
        'concealed_needs_canasta_this_turn': "Sortie surprise : toute votre main étalée en un tour, avec ou sans défausse finale, sans avoir rien étalé ni ajouté avant.",
    },
    # L'infobulle de chaque règle maison dans les réglages : ce qu'elle change (§6).
    'house_option_help': {
        'at_most_three_wilds': "Activée : une combinaison compte au plus trois passe-partout (Fous et 2). Désactivée : autant qu'on veut, tant qu'ils restent moins nombreux que les cartes naturelles.",
        'concealed_needs_canasta_this_turn': "Activée : pour une sortie surprise (toute votre main étalée en un tour, avec ou sans défausse finale, sans avoir rien étalé ni ajouté avant), il faut une canasta parmi les cartes étalées dans ce tour. Désactivée : une canasta que votre équipe a déjà suffit.",
        'wild_freezes_until_taken': "Activée : un passe-partout défaussé gèle la pile pour tous jusqu'à ce qu'on la prenne, avec une paire naturelle. Désactivée : il n'arrête que le joueur suivant (on ne prend jamais un passe-partout) ; une fois couvert, il ne gèle plus rien.",
        'wild_freezes_until_taken@origen': "Activée : un joker (Diva ou Gentleman) défaussé gèle la pile pour tous jusqu'à ce qu'on la prenne, avec une paire naturelle. Désactivée : il n'arrête que le joueur suivant (on ne prend jamais un joker) ; une fois couvert, il ne gèle plus rien.",
        'asking_to_go_out_optional': "Activée : vous pouvez sortir sans demander d'abord à votre partenaire (si vous demandez, sa réponse vous engage). Désactivée : il faut demander « Partenaire, puis-je sortir ? » avant de sortir.",
        'decks': "Plus de jeux font une donne plus longue : un talon plus gros, plus de canastas à faire.",
    },
    'level_help': {
        'easy': "Facile : joue des coups sensés, un à la fois, sans rien prévoir.",
        'medium': "Moyen : un joueur soigneux, qui pèse la prise de la pile, garde ce dont le suivant a besoin et répond à son partenaire d'après ce qu'il voit.",
        'hard': "Difficile : essaie ses coups sur des donnes possibles (environ une seconde par coup) avant de choisir ; le plus fort.",
        'greedy': "Glouton : joue pour les points du moment, sans rien prévoir ; un adversaire simple pour une première partie.",
        'random': "Au hasard : n'importe quel coup permis ; pour les essais.",
    },
    # Le titre de la fenêtre : la partie en cours (ui/window_title.py)
    'window_title': {
        'game': '{variant}, {n} joueurs',  # de deux à six
    },
    # Aide → Règles : un chiffre du §1 que cette partie change (model/rule_changes.py)
    'rule_change': {
        'note': 'Dans cette partie ({variant}) : {change} \u2014 voir {section}',
        'this_game': 'Cette partie :',
        'house_rule': 'Règle maison de cette partie : {rule}',
        'own_section': "Cette partie ({variant}) suit d'abord cette section ; les règles classiques valent là où elle ne dit rien.",
        'players': '{n} joueurs',
        'cards_dealt': '{n} cartes distribuées à chaque joueur',
        'cards_drawn': 'on pioche {n} cartes au talon, puis on en défausse une',
        # « selon le total : », comme la ligne par joueur : « minimum d'ouverture aucun en
        # dessous de zéro » (rami) ne se lisait pas.
        'opening': "minimum d'ouverture selon le total : {rows}",
        'opening_per_player': "minimum d'ouverture selon le total de chaque joueur : {rows}",
        'opening_by_deal': "minimum d'ouverture par donne : {minimums}",
        'opening_below_zero': '{minimum} en dessous de zéro',
        'opening_from': '{minimum} dès {lowest}',
        'no_minimum': 'aucun',
        'canastas': '{n} canastas pour sortir',
        'canastas_red_and_black': 'une canasta pure et une canasta impure pour sortir',
        'canastas_none': 'aucune canasta nécessaire pour sortir',
        'red_each': '3 rouges à {each} chacun',
        'red_each@origen': 'Sols à {each} chacun',
        'red_each_up_to': "3 rouges à {each} chacun jusqu'à {up_to}, puis {then}",
        'red_then': '{count} valent {points}',
        'red_held': 'les 3 rouges ne rapportent aucune prime : chacun encore en main coûte {cost}',
        'game_target': 'partie en {target}',
        'game_deals': '{n} donnes',
        'canasta_bonus': 'une canasta pure rapporte {pure}, une impure {impure}',
        'going_out_no_bonus': 'sortir ne rapporte aucune prime, sortie surprise ou non',
        'going_out_bonus': 'sortir rapporte {plain}, une sortie surprise {concealed}',
        'meld_wilds_origen': "une combinaison contient au moins deux cartes ordinaires et au plus trois jokers, qui peuvent être plus nombreux qu'elles",
        'pile_top_cards': 'prendre la pile ne donne que ses {n} cartes du dessus, carte du dessus comprise',
        'stock_on_the_last_discard': "le talon épuisé, le jeu s'arrête quand le joueur qui en a pioché la dernière carte défausse",
        'stock_must_take': "le talon épuisé, le jeu continue tant que les joueurs peuvent prendre la pile et s'arrête quand l'un d'eux ne le peut pas",
        'pile_wilds': 'la pile contient au plus {n} passe-partout',
        'pile_wilds_unlimited': 'aucune limite au nombre de passe-partout dans la pile',
        'threes_never_melded': 'les 3 ne se posent jamais, même pour sortir',
        'pile_natural_pair': 'la pile se prend toujours avec une paire naturelle de la hauteur de sa carte du dessus, gelée ou non',
        'negative_without_canasta': 'une équipe sans canasta compte contre elle ses combinaisons et ses 3 rouges, comme sa main',
        'list': '{first}, {second}',
    },
    'failure': {
        'no_game': "il n'y a pas de partie à enregistrer",
        'not_replayable': "cette partie ne peut pas être rejouée à partir de sa donne et de ses coups, comme doit l'être une partie enregistrée ({reason})",
        'invalid': 'la partie contient ce qui ne peut pas être écrit',
        'other': 'une erreur imprévue ({reason})',
        'name_taken': 'trop de parties enregistrées portent déjà le nom de fichier « {name} » : choisissez un autre nom',
        'read_only_window': 'cette fenêtre est en lecture seule : elle ne change rien',
        'not_a_save_here': 'seule une partie du dossier des parties enregistrées peut être supprimée',
        'printer_refused': "l'imprimante a refusé une nouvelle page",
        'no_folder': "le dossier {folder} n'existe pas",
        'not_written': "rien n'a pu être écrit dans {file}",
    },
    'os_reason': {
        'disk_full': 'le disque est plein',
        'read_only': 'le disque ou le dossier est en lecture seule',
        'denied': "l'accès est refusé",
        'name_too_long': 'le nom est trop long pour le disque',
        'not_a_folder': "un fichier se trouve là où devrait être un dossier",
        'missing': "le fichier ou le dossier n'existe plus",
        'busy': 'le fichier est utilisé',
        'io': "le disque n'a pas pu être lu ou écrit",
        'link_outside': "c'est un lien qui mène hors du dossier de données",
        'other': 'le système dit : {reason}',
    },
}

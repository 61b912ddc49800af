"""Every variant of the seeds as registered rule sets (RULES.md §2–§6).

A variant is data plus the few named switches of `RuleSet`: the one engine
plays them all.  `VARIANTS` is what the settings dialog lists: id, names in
both languages, player counts, team layouts, house options and a summary.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from .cards import Deck
from .rules import (CLASSIC, CLASSIC_HOUSE_OPTIONS, CardDesign, HouseOption, MeldWilds, PileTake,
                    RedThrees, RuleSet)
from .sections import (S_FROZEN, S_GOING_OUT, S_HEAD_FOOT, S_MELDS, S_OPENING, S_ORIGEN, S_PILE,
                       S_RAMI, S_RED, S_STOCK, S_THREE)

SIX_DECK = Deck(packs=3, jokers=6)


@dataclass(frozen=True)
class TeamLayout:
    id: str  # "teams", "solo", "2x3", ...
    name_en: str
    name_fr: str


SOLO = TeamLayout("solo", "Each for himself", "Chacun pour soi")
PAIRS = TeamLayout("teams", "Partnerships of two, partners opposite",
                   "Équipes de deux, partenaires face à face")


@dataclass(frozen=True)
class VariantInfo:
    id: str
    name_en: str
    name_fr: str
    player_counts: tuple[int, ...]
    default_players: int
    summary_en: str
    summary_fr: str
    build: Callable[[int, str | None], RuleSet]
    layouts: Callable[[int], tuple[TeamLayout, ...]]

    def rules_for(self, players: int | None = None, layout: str | None = None) -> RuleSet:
        players = self.default_players if players is None else players
        if players not in self.player_counts:
            counts = ", ".join(str(n) for n in self.player_counts)
            raise ValueError(f"{self.name_en} is played by {counts} players, not {players}")
        allowed = [lay.id for lay in self.layouts(players)]
        if layout is not None and layout not in allowed:
            raise ValueError(f"{self.name_en} with {players} players has no layout {layout!r}"
                             f" (choose from {', '.join(allowed)})")
        return self.build(players, layout or allowed[0])

    @property
    def house_options(self) -> tuple[HouseOption, ...]:
        return self.rules_for().house_options


VARIANTS: dict[str, VariantInfo] = {}


def _applicable_options(rules: RuleSet) -> RuleSet:
    """Drop the house options that cannot change anything in this rule set:
    the partner rules where nobody has a partner, and a three-wild cap where
    the variant has its own (Origen)."""
    partners = rules.isolated_hand or any(rules.teams.count(t) > 1 for t in rules.teams)
    partner_only = {"asking_to_go_out_optional", "concealed_needs_canasta_this_turn"}
    options = tuple(o for o in rules.house_options
                    if (partners or o.field not in partner_only)
                    and not (o.field == "at_most_three_wilds" and rules.meld_wilds.wilds_may_outnumber_naturals))
    return replace(rules, house_options=options)


def _register(info: VariantInfo) -> VariantInfo:
    build = info.build
    VARIANTS[info.id] = replace(
        info, build=lambda players, layout: _applicable_options(build(players, layout)))
    return VARIANTS[info.id]


def _fixed(rules: RuleSet) -> Callable[[int, str | None], RuleSet]:
    return lambda players, layout: rules


def _one_layout(layout: TeamLayout) -> Callable[[int], tuple[TeamLayout, ...]]:
    return lambda players: (layout,)


def variant(variant_id: str) -> VariantInfo:
    try:
        return VARIANTS[variant_id]
    except KeyError:
        raise KeyError(f"unknown variant {variant_id!r}; known: {', '.join(VARIANTS)}") from None


def rules_for(variant_id: str, players: int | None = None, layout: str | None = None) -> RuleSet:
    return variant(variant_id).rules_for(players, layout)


# ---------------------------------------------------------------- §1 classic
_register(VariantInfo(
    CLASSIC.id, CLASSIC.name_en, CLASSIC.name_fr, (4,), 4, CLASSIC.summary_en,
    CLASSIC.summary_fr, _fixed(CLASSIC), _one_layout(PAIRS)))

# ---------------------------------------------------------------- §2 classic variants
TWO = replace(
    CLASSIC, id="two", name_en="Canasta for two", name_fr="Canasta à deux", players=2,
    teams=(0, 1), hand_size=15, draw_count=2, canastas_to_go_out=2,
    summary_en="Two players, 15 cards each. Draw two cards from the stock and discard "
               "one. Taking the pile gives its top card and the pile, with no extra "
               "draw. Two canastas are needed to go out. Game to 5,000.",
    summary_fr="Deux joueurs, 15 cartes chacun. On pige deux cartes du talon et on n'en "
               "écarte qu'une. Prendre la pile donne sa carte du dessus et la pile, sans "
               "pige supplémentaire. Il faut deux canastas pour sortir. Partie en 5 000.")
_register(VariantInfo("two", TWO.name_en, TWO.name_fr, (2,), 2, TWO.summary_en,
                      TWO.summary_fr, _fixed(TWO), _one_layout(SOLO)))

THREE = replace(
    CLASSIC, id="three", name_en="Canasta for three (isolated hand)",
    name_fr="Canasta à trois (main isolée)", players=3, teams=(0, 1, 2), hand_size=13,
    draw_count=2, isolated_hand=True, opening_per_player=True,
    stock_out_ends_on_discard=True, score_by_player=True, game_target=7500,
    # §2 "Opening minimum is per player (his own cumulative score)".
    governing_sections=((S_OPENING, S_THREE),),
    summary_en="Three players, 13 cards each, draw two and discard one. Each plays alone "
               "until someone first takes the pile: he becomes the isolated hand and the "
               "other two play as partners for the rest of the deal (if nobody took it, "
               "the one who goes out is isolated). Each opens with his own minimum. "
               "Partners each score both players' points, red threes excepted. First "
               "player to 7,500 wins.",
    summary_fr="Trois joueurs, 13 cartes chacun, on pige deux cartes et on en écarte une. "
               "Chacun joue seul jusqu'à ce qu'un joueur prenne la pile : il devient la "
               "main isolée et les deux autres font équipe jusqu'à la fin du coup (si "
               "personne ne l'a prise, celui qui sort est la main isolée). L'ouverture "
               "est individuelle. Les partenaires inscrivent chacun la somme de leurs "
               "points, sauf les 3 rouges. Le premier à 7 500 points gagne.")
_register(VariantInfo("three", THREE.name_en, THREE.name_fr, (3,), 3, THREE.summary_en,
                      THREE.summary_fr, _fixed(THREE), _one_layout(SOLO)))

FIVE = replace(
    CLASSIC, id="five", name_en="Canasta for five", name_fr="Canasta à cinq", players=5,
    teams=(0, 1, 0, 1), player_teams=(0, 1, 0, 1, 1),
    summary_en="Five players: a team of two against a team of three. In the team of "
               "three one player sits out each deal, in turn, and may not advise; the "
               "others play as at four. Game to 5,000.",
    summary_fr="Cinq joueurs : une équipe de deux contre une équipe de trois. Dans "
               "l'équipe de trois, un joueur s'abstient à chaque coup, à tour de rôle, "
               "sans conseiller ses partenaires ; les autres jouent comme à quatre. "
               "Partie en 5 000.")
_register(VariantInfo("five", FIVE.name_en, FIVE.name_fr, (5,), 5, FIVE.summary_en,
                      FIVE.summary_fr, _fixed(FIVE),
                      _one_layout(TeamLayout("2v3", "Two against three", "Deux contre trois"))))

SIX_2X3 = replace(
    CLASSIC, id="six-2x3", name_en="Canasta for six: two teams of three, all play",
    name_fr="Canasta à six : deux équipes de trois, tous jouent", players=6,
    teams=(0, 1, 0, 1, 0, 1),
    summary_en="Six players in two teams of three, seated alternately (A B A B A B); "
               "everyone plays every deal, by the rules for four. Game to 5,000.",
    summary_fr="Six joueurs en deux équipes de trois, assis en alternance (A B A B A B) ; "
               "tous jouent chaque coup, selon les règles à quatre. Partie en 5 000.")
_register(VariantInfo("six-2x3", SIX_2X3.name_en, SIX_2X3.name_fr, (6,), 6,
                      SIX_2X3.summary_en, SIX_2X3.summary_fr, _fixed(SIX_2X3),
                      _one_layout(TeamLayout("2x3", "Two teams of three", "Deux équipes de trois"))))

SIX_ROTATING = replace(
    CLASSIC, id="six-rotating", name_en="Canasta for six: two teams of three, in turn",
    name_fr="Canasta à six : deux équipes de trois, à tour de rôle", players=6,
    teams=(0, 1, 0, 1), player_teams=(0, 1, 0, 1, 0, 1),
    summary_en="Six players in two teams of three; two of each team play each deal, in "
               "turn, by the rules for four and for five. Game to 5,000.",
    summary_fr="Six joueurs en deux équipes de trois ; deux joueurs de chaque équipe "
               "jouent chaque coup, à tour de rôle, selon les règles à quatre et à cinq. "
               "Partie en 5 000.")
_register(VariantInfo("six-rotating", SIX_ROTATING.name_en, SIX_ROTATING.name_fr, (6,), 6,
                      SIX_ROTATING.summary_en, SIX_ROTATING.summary_fr,
                      _fixed(SIX_ROTATING),
                      _one_layout(TeamLayout("2x3-rotating", "Two teams of three, in turn",
                                             "Deux équipes de trois, à tour de rôle"))))

SIX_3X2 = replace(
    CLASSIC, id="six-3x2", name_en="Canasta for six: three teams of two",
    name_fr="Canasta à six : trois équipes de deux", players=6, teams=(0, 1, 2, 0, 1, 2),
    deck=SIX_DECK, hand_size=13, canastas_to_go_out=2, game_target=10000,
    opening_table=((-10**9, 15), (0, 50), (1500, 90), (3000, 120), (7000, 150)),
    red_three_bonus=(0, 100, 200, 300, 400, 1000, 1200),
    summary_en="Six players in three teams of two (A B C A B C), three packs and six "
               "jokers (162 cards), 13 cards each. Opening 150 from 7,000. Red threes: "
               "100 each up to four, five make 1,000, six 1,200. Two canastas to go out. "
               "Game to 10,000.",
    summary_fr="Six joueurs en trois équipes de deux (A B C A B C), trois paquets et six "
               "Fous (162 cartes), 13 cartes chacun. Ouverture à 150 dès 7 000 points. "
               "3 rouges : 100 chacun jusqu'à quatre, cinq valent 1 000, six 1 200. Deux "
               "canastas pour sortir. Partie en 10 000.")
_register(VariantInfo("six-3x2", SIX_3X2.name_en, SIX_3X2.name_fr, (6,), 6,
                      SIX_3X2.summary_en, SIX_3X2.summary_fr, _fixed(SIX_3X2),
                      _one_layout(TeamLayout("3x2", "Three teams of two",
                                             "Trois équipes de deux"))))

# ---------------------------------------------------------------- §3 Tête et Queue
HEAD_AND_FOOT = replace(
    CLASSIC, id="head-and-foot", name_en="Head and Foot (Tête et Queue)",
    name_fr="Tête et Queue", deck=Deck(packs=5, jokers=10), decks=5, foot_size=11,
    opening_by_deal=(30, 60, 90, 120), deals_per_game=4, pile_take_count=3,
    red_and_black_canasta_to_go_out=True, red_threes=RedThrees.PENALTY,
    # §3 sets its own opening minimums (by deal) and its own red threes.
    governing_sections=((S_OPENING, S_HEAD_FOOT), (S_RED, S_HEAD_FOOT)),
    house_options=CLASSIC_HOUSE_OPTIONS + (
        HouseOption("decks", "Number of 54-card decks (2 to 6)",
                    "Nombre de jeux de 54 cartes (2 à 6)"),),
    summary_en="Four players in two partnerships, four deals. Each player gets two "
               "packets of 11 cards and, seeing only their bottom cards, picks his hand; "
               "the other is his foot, taken up once the hand is played out. Opening "
               "30, 60, 90, 120 by deal. Taking the pile takes only its top three cards. "
               "To go out a team needs a red and a black canasta. Red threes give no "
               "bonus: each one still held costs 100, and they may be discarded.",
    summary_fr="Quatre joueurs en deux équipes, quatre donnes. Chacun reçoit deux tas de "
               "11 cartes et, n'en voyant que la carte du dessous, choisit sa main ; "
               "l'autre tas est sa queue, jouée une fois la main vidée. Ouverture à 30, "
               "60, 90 puis 120 selon la donne. On ne ramasse que les trois premières "
               "cartes de la pile. Pour sortir, une équipe doit avoir une canasta rouge "
               "et une noire. Les 3 rouges ne rapportent rien : chacun encore en main "
               "coûte 100 points, et on peut les écarter.")
_register(VariantInfo("head-and-foot", HEAD_AND_FOOT.name_en, HEAD_AND_FOOT.name_fr, (4,), 4,
                      HEAD_AND_FOOT.summary_en, HEAD_AND_FOOT.summary_fr,
                      _fixed(HEAD_AND_FOOT), _one_layout(PAIRS)))

# ---------------------------------------------------------------- §4 Canasta Origen
ORIGEN_BASE = replace(
    CLASSIC, id="origen", name_en="Canasta Origen", name_fr="Canasta Origen",
    meld_wilds=MeldWilds.ORIGEN, design=CardDesign.ORIGEN, upcard_again_on_black_three=False, upcard_bonus_replaced=True,
    tiles=True, concealed_going_out_bonus=300, red_three_bonus=(0, 100, 200),
    opening_table=((-10**9, 15), (0, 50), (1501, 90), (3001, 120)),
    # §4 restates melds (two ordinary cards, three jokers, Retener), taking
    # the pile, what stops it (Retener), opening, Sol and the stock's end.
    governing_sections=tuple((topic, S_ORIGEN) for topic in (
        S_MELDS, S_PILE, S_FROZEN, S_OPENING, S_RED, S_STOCK)),
    summary_en="The boxed game with its own cards: Diva and Gentleman are jokers, Retener "
               "stops the next player, Sol is a 100-point bonus. A meld holds at least two "
               "ordinary cards and at most three jokers. Announce a rank with your team's "
               "tile before melding it: +20 when covered a turn later, -20 if still "
               "uncovered at the end. Three Retener may be melded only to go out. "
               "Surprise going out 300. Game to 5,000 (7,500 for six).",
    summary_fr="Le jeu en coffret avec ses propres cartes : Diva et Gentleman sont des "
               "jokers, Retener bloque le joueur suivant, Sol est une prime de 100 points. "
               "Une combinaison a au moins deux cartes ordinaires et au plus trois jokers. "
               "Annoncez un rang avec la dalle de votre équipe avant de l'étaler : +20 si "
               "elle est recouverte un tour plus tard, -20 si elle ne l'est pas à la fin. "
               "Trois Retener ne s'étalent que pour sortir. Sortie surprise 300. Partie en "
               "5 000 (7 500 à six).")


def _origen(players: int, layout: str | None) -> RuleSet:
    shapes = {2: (15, (0, 1), CLASSIC.deck, 5000), 3: (13, (0, 1, 2), CLASSIC.deck, 5000),
              4: (11, (0, 1, 0, 1), CLASSIC.deck, 5000),
              6: (13, (0, 1, 2, 0, 1, 2), SIX_DECK, 7500)}
    hand, teams, deck, target = shapes[players]
    return replace(ORIGEN_BASE, players=players, hand_size=hand, teams=teams, deck=deck,
                   game_target=target)


def _origen_layouts(players: int) -> tuple[TeamLayout, ...]:
    if players == 4:
        return (PAIRS,)
    if players == 6:
        return (TeamLayout("3x2", "Three teams of two", "Trois équipes de deux"),)
    return (SOLO,)


_register(VariantInfo("origen", ORIGEN_BASE.name_en, ORIGEN_BASE.name_fr, (2, 3, 4, 6), 4,
                      ORIGEN_BASE.summary_en, ORIGEN_BASE.summary_fr, _origen,
                      _origen_layouts))

# ---------------------------------------------------------------- §5 rami canasta
RAMI_BASE = replace(
    CLASSIC, id="rami", name_en="Rummy Canasta (rami)", name_fr="Canasta rami",
    pile_take=PileTake.NATURAL_PAIR, black_threes_meld_to_go_out=False,
    going_out_needs_canasta=False, pure_canasta_bonus=700, going_out_bonus=0,
    concealed_going_out_bonus=0, no_canasta_counts_negative=True,
    red_three_bonus=(0, 100, 200), pile_max_wilds=10**6, red_threes_laid_before_play=True,
    opening_table=((-10**9, 0), (0, 50), (1500, 90), (3000, 120)),
    # §5 restates melds, taking the discard, the black three that stops the
    # next player, the first meld, red threes and the end of the deal (no
    # canasta needed, asking only to open or to end); turns and the stock's
    # end are left to §1.
    governing_sections=tuple((topic, S_RAMI) for topic in (
        S_MELDS, S_PILE, S_FROZEN, S_OPENING, S_RED, S_GOING_OUT)),
    house_options=tuple(o for o in CLASSIC_HOUSE_OPTIONS
                        if o.field in ("at_most_three_wilds", "asking_to_go_out_optional")),
    summary_en="Two to six players, alone or in partnerships, one 54-card deck per "
               "player or team. Wild cards must stay strictly fewer than naturals; threes "
               "are never melded. Take the discard only with two naturals of its rank. "
               "First meld 50 (90 from 1,500, 120 from 3,000, none below zero). The deal "
               "ends as soon as someone has no card; no canasta is needed. Pure canasta "
               "700, impure 300; without a canasta, melds and hand both count negative. "
               "Game to 5,000.",
    summary_fr="De deux à six joueurs, seuls ou en équipes, un jeu de 54 cartes par joueur "
               "ou par équipe. Les 2 et les jokers restent strictement minoritaires ; les 3 "
               "ne se posent jamais en série. On ne prend la défausse qu'avec deux cartes "
               "naturelles de sa hauteur. Première pose 50 (90 dès 1 500, 120 dès 3 000, "
               "aucune si le score est négatif). La manche finit dès qu'un joueur n'a plus "
               "de carte ; pas besoin de canasta. Canasta pure 700, impure 300 ; sans "
               "canasta, tout compte en négatif. Partie en 5 000.")


def _rami(players: int, layout: str | None) -> RuleSet:
    if layout == "teams":
        teams = tuple(s % (players // 2) for s in range(players))
        packs = players // 2
    else:
        teams = tuple(range(players))
        packs = players
    return replace(RAMI_BASE, players=players, teams=teams, deck=Deck(packs, 2 * packs),
                   layout=layout or "solo")


def _rami_layouts(players: int) -> tuple[TeamLayout, ...]:
    return (SOLO, PAIRS) if players % 2 == 0 and players >= 4 else (SOLO,)


_register(VariantInfo("rami", RAMI_BASE.name_en, RAMI_BASE.name_fr, (2, 3, 4, 5, 6), 4,
                      RAMI_BASE.summary_en, RAMI_BASE.summary_fr, _rami, _rami_layouts))

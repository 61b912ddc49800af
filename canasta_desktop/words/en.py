"""English: the words of the Python catalogues, and the plural forms of the
window's strings (their English source text is the words shown otherwise).

Grouped as `canasta_desktop.words` explains; `fr.py` has the same keys.
"""

from __future__ import annotations

from typing import Mapping

from ..model.melds import CanastaNeed
from . import Catalogue, by_count, count_phrase, one_opponent


def _canastas_en(p: Mapping[str, object]) -> str:
    who = "you need" if p.get("alone") else "your team needs"  # no partner: no team
    if p["need"] is CanastaNeed.RED_AND_BLACK:
        return who + " a red (pure) and a black (mixed) canasta before going out"
    if p["canastas"] == 1:
        return who + " a canasta before going out"
    return who + " {canastas} canastas before going out"


_NUMBERS_EN = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight")


def number_word_en(count: object) -> str:
    """A small count in words ("three nines"), a larger one in figures."""
    return _NUMBERS_EN[count] if isinstance(count, int) and 0 <= count < len(_NUMBERS_EN) \
        else str(count)


def _cards_en(p: Mapping[str, object]) -> str:
    return "1 card" if p["cards"] == 1 else "{cards} cards"


def _pile_small_en(p: Mapping[str, object]) -> str:
    return ("the pile (" + _cards_en(p) + ") is worth less than "
            + ("a card" if p["draws"] == 1 else "the {draws} cards") + " from the stock")


def _could_take_en(p: Mapping[str, object]) -> str:
    """The next player's chance to take the pile with the card thrown; a
    sure one is said so, not "(100%)" (play-test)."""
    if p.get("percent") == 100:
        return "the next player can surely take the pile with it"
    return "the next player could take the pile with it ({percent}% chance)"


def _keep_en(p: Mapping[str, object], kept: str) -> str:
    """A discard that keeps the cards the next side melds: "the safer" only
    when no other discard is less risky (`safety` 0), "every discard is
    risky" when this one is the least but still risky (1); else the safer
    cards are said to be worth more in hand (2)."""
    percent = p.get("percent")
    article = "an" if str(percent).startswith("8") or percent in (11, 18) else "a"
    chance = ("the {card} gives the next player " + article + " {percent}% chance to take "
              "the pile, where discarding " + kept)
    safety = p.get("safety", 0)
    if safety == 1:
        return "every discard is risky, this one least: " + chance
    if safety == 2:
        return "your safer cards are worth more in hand: " + chance
    return "the safer discard: " + chance


def _opponents_hold_en(p: Mapping[str, object]) -> str:
    feet = " in hand and foot" if p.get("feet") else ""  # §3: a foot face down counts
    if one_opponent(p):
        return "your opponent holds about {points} points" + feet
    return "the opponents hold about {points} points" + feet


def _what_a_small_pile_brings_en(p: Mapping[str, object]) -> str:
    """Why the next player gains little by taking the pile: nothing lies
    under the card, or what comes with it is worth less than the draw."""
    if p["cards"] == 0:
        return "nothing lies under it"
    return (_cards_taken_with_the_top_en(p) + " would bring that player less than "
            + by_count(p["draws"], {1: "their draw from the stock"},
                       "the {draws} cards they draw from the stock"))


def _cards_taken_with_the_top_en(p: Mapping[str, object]) -> str:
    """The cards the pile would give with its top card: those under it, or
    the top few taken with it (`top`) where the rules take only those."""
    if p.get("top"):
        return by_count(p["cards"], {1: "the card taken with it"},
                        "the {cards} cards taken with it (only the top {top} are taken)")
    return by_count(p["cards"], {1: "the card under it"}, "the {cards} cards under it")


def _cards_left_in_the_stock_en(p: Mapping[str, object]) -> str:
    """How many cards the stock still holds, said only when there are any."""
    return by_count(p["cards"], {0: "", 1: ", with 1 card left in the stock"},
                    ", with {cards} cards left in the stock")


def _how_to_meld_for_the_tile_en(p: Mapping[str, object]) -> str:
    """Origen: how the cards held of the tile's rank make it score, by how
    many are held (one needs two more, two a third, three meld next turn)."""
    return by_count(p["count"], {
        1: "you hold one card of that rank: meld it with two more next turn and the tile scores",
        2: "you hold {count} cards of that rank: meld them with a third on a later turn and the "
           "tile scores",
    }, "you hold {count} cards of that rank: meld them next turn and the tile scores")


_PILE_FIT_EN = {
    "single_fits": "1 card, which goes straight to a meld",
    "single_fits_nothing": "1 card, which fits nothing yet",
    "none_fit": "{cards} cards, none of which fits <fits>",
    "all_fit": "{cards} cards, all of which fit <fits>",
    "one_fits": "{cards} cards, 1 of which fits <fits>",
    "some_fit": "{cards} cards, {fit} of which fit <fits>",
}


WORDS: Catalogue = {
    # ------------------------------------------------------------ the window (Qt contexts)
    'SaveProblem': {
        '…and %n more.': (
            '…and %n more.',
            '…and %n more.',
        ),
    },
    'MainWindow': {
        '…and %n more (%1).': (
            '…and %n more (%1).',
            '…and %n more (%1).',
        ),
    },
    'SaveListModel': {
        '%1 (%n move(s))': (
            '%1 (%n move)',
            '%1 (%n moves)',
        ),
    },
    'DealEndDialog': {
        '%n deal(s) left to play.': (
            '%n deal left to play.',
            '%n deals left to play.',
        ),
        'The game is over: you win by %n point(s).': (
            'The game is over: you win by %n point.',
            'The game is over: you win by %n points.',
        ),
        'The game is over: your team wins by %n point(s).': (
            'The game is over: your team wins by %n point.',
            'The game is over: your team wins by %n points.',
        ),
        'The game is over: {names} wins by %n point(s).': (
            'The game is over: {names} wins by %n point.',
            'The game is over: {names} wins by %n points.',
        ),
        'The game is over: {names} win by %n point(s).': (
            'The game is over: {names} win by %n point.',
            'The game is over: {names} win by %n points.',
        ),
    },
    'EventText': {
        '{name} draws %n card(s)': (
            '{name} draws %n card',
            '{name} draws %n cards',
        ),
        'You draw %n card(s)': (
            'You draw %n card',
            'You draw %n cards',
        ),
        'You take the pile (%n card(s))': (
            'You take the pile (%n card)',
            'You take the pile (%n cards)',
        ),
        '{name} takes the pile (%n card(s))': (
            '{name} takes the pile (%n card)',
            '{name} takes the pile (%n cards)',
        ),
    },
    'GoOutPrompt': {
        '%n card(s)': (
            '%n card',
            '%n cards',
        ),
        'You hold %n card(s). If you say yes, {name} must go out and the cards left in your hand count against your team.': (
            'You hold %n card. If you say yes, {name} must go out and the cards left in your hand count against your team.',
            'You hold %n cards. If you say yes, {name} must go out and the cards left in your hand count against your team.',
        ),
        'You hold %n card(s), {other} holds {others}. If you say yes, {name} must go out and the cards left in both your hands count against your team.': (
            'You hold %n card, {other} holds {others}. If you say yes, {name} must go out and the cards left in both your hands count against your team.',
            'You hold %n cards, {other} holds {others}. If you say yes, {name} must go out and the cards left in both your hands count against your team.',
        ),
        'You hold %n card(s), and your foot of {foot} cards is still face down. If you say yes, {name} must go out and your hand and your foot count against your team.': (
            'You hold %n card, and your foot of {foot} cards is still face down. If you say yes, {name} must go out and your hand and your foot count against your team.',
            'You hold %n cards, and your foot of {foot} cards is still face down. If you say yes, {name} must go out and your hand and your foot count against your team.',
        ),
    },
    'RulesDialog': {
        '%n player(s)': (
            '%n player',
            '%n players',
        ),
        '%n cards dealt to each': (
            '%n cards dealt to each',
            '%n cards dealt to each',
        ),
        '%n cards in the deck': (
            '%n cards in the deck',
            '%n cards in the deck',
        ),
        '%n deals': (
            '%n deals',
            '%n deals',
        ),
    },
    'ScoreSheetWindow': {
        'Saved %n page(s) to %1': (
            'Saved %n page to %1',
            'Saved %n pages to %1',
        ),
        'Sent %n page(s) to the printer': (
            'Sent %n page to the printer',
            'Sent %n pages to the printer',
        ),
    },
    'SettingsDialog': {
        '%n player(s)': (
            '%n player',
            '%n players',
        ),
    },
    'SidePanel': {
        '<b>Stock:</b> %n card(s)': (
            '<b>Stock:</b> %n card',
            '<b>Stock:</b> %n cards',
        ),
        '<b>Pile:</b> %n card(s), {state}': (
            '<b>Pile:</b> %n card, {state}',
            '<b>Pile:</b> %n cards, {state}',
        ),
        '<b>Pile:</b> %n card(s)': (
            '<b>Pile:</b> %n card',
            '<b>Pile:</b> %n cards',
        ),
    },
    'TableScene': {
        '{name}\n%n card(s)': (
            '{name}\n%n card',
            '{name}\n%n cards',
        ),
        'Packet {n} · %n card(s)': (
            'Packet {n} · %n card',
            'Packet {n} · %n cards',
        ),
        '%n card(s)': (
            '%n card',
            '%n cards',
        ),
        '%n canasta(s)': (
            '%n canasta',
            '%n canastas',
        ),
        '%n tile(s)': (
            '%n tile',
            '%n tiles',
        ),
        '%n cards': (
            '%n cards',
            '%n cards',
        ),
    },
    # ------------------------------------------------------------ the game's own catalogues
    # refusals: code -> reason (model/errors.py, model/refusal_text.py)
    'refusal': {
        # the engine (model/state.py, model/melds.py)
        "deal_over": "the deal is over",
        "not_your_turn": "it is not this player's turn",
        "answer_expected": "first answer your partner's question \u201cmay I go out?\u201d",
        "not_asked": "nobody asked to go out",
        "choose_packet": "first choose which packet to play as your hand",
        "packet_chosen": "the packets are already chosen",
        "stock_empty": lambda p: ("the stock is empty: take the pile; play goes on while it "
                                  "can be taken" if p.get("must_take")
                                  else "the stock is empty: take the pile or end the deal"),
        "stock_not_empty": "the deal ends this way only when the stock is empty",
        "stock_out_take": "the stock is out, but you can take the pile: play goes on while the pile can be taken",
        "draw_first": "first draw from the stock or take the discard pile",
        "draw_first_or_take": "first draw from the stock or take the discard pile; taking it "
                              "with the card you chose fails: {because}",
        "already_drew": "you have already drawn this turn",
        "unknown_action": "this move is not part of the game",
        "no_partner": "there is no partner to ask",
        "no_partner_yet": "nobody is your partner until a player first takes the pile",
        "already_asked": "you have already asked this turn",
        "ask_before_melding": "ask your partner before taking the pile or melding in this turn",
        "no_tiles": "this variant has no tiles",
        "tile_rank": "a tile announces a rank of ordinary cards",
        # "alone" (tile_placed, rank_twice, pile_needs_pair): the player has
        # no partner, so no team to speak of (play-test: two-player Origen).
        "tile_placed": lambda p: ("your tile for that rank is placed" if p.get("alone")
                                  else "your team's tile for that rank is placed"),
        "tile_after_meld": "a tile is placed before the meld it announces",
        "foot_first": "pick up your foot before going out",
        "no_canasta": _canastas_en,
        "partner_said_no": "your partner said no: you may not go out this turn",
        "ask_partner": "ask your partner \u201cmay I go out?\u201d before going out",
        "ask_too_late": "you melded this turn without first asking your partner \u201cmay I "
                        "go out?\u201d, so you may not go out this turn",
        "card_twice": "the same card is used twice",
        "card_not_in_hand": "that card is not in your hand",
        "not_own_melds": lambda p: (
            "cards go only to your own melds, never to an opponent's" if p["alone"] else
            "cards go only to your team's melds, never to the opponents'"),
        "rank_twice": lambda p: ("you may have at most one meld of each rank" if p.get("alone")
                                 else "a team has at most one meld of each rank"),
        "top_rank_twice": "the top card's meld is given by the cards taken with it",
        "empty_meld": "nothing to meld",
        "black_three_meld": "{rule}",
        "bad_rank": "melds are made of one rank from 4 to ace",
        "red_three_meld": "red threes are never melded: they are laid apart",
        "red_three_meld@origen": "a Sol is never melded: it is laid apart",
        "mixed_ranks": "a meld holds cards of a single rank, plus wild cards",
        # Origen's wild cards are its jokers, as its other refusals name them.
        "mixed_ranks@origen": "a meld holds cards of a single rank, plus jokers (Diva or "
                              "Gentleman)",
        "meld_too_small": "a meld needs at least three cards",
        "too_many_wilds": "{rule}",
        "concealed_needs_canasta":
            "by the house rule, going out concealed needs a canasta melded in this turn",
        "pile_empty": "the discard pile is empty",
        "pile_top_unusable": "the pile cannot be taken: {top}",
        "one_card_pile": "with one card in hand you may not take a one-card pile",
        # "team": the team, which opens as one, has not opened (as the side panel says).
        "pile_frozen": lambda p: (
            ("your team has not opened yet" if p.get("team") else "{reason}")
            + ", so take it only with a natural pair of the top card's rank from your hand"),
        "pile_needs_pair": lambda p: (
            "take the pile with two naturals of its rank, or a natural and a wild, or onto "
            + ("your meld" if p.get("alone") else "your team's meld") + " of that rank"),
        "pile_needs_pair@origen": lambda p: (
            "take the pile with two naturals of its rank, or a natural and a joker (Diva or "
            "Gentleman), or onto " + ("your meld" if p.get("alone") else "your team's meld")
            + " of that rank"),
        "pile_needs_natural": "the top card must be melded with at least one natural of its rank",
        "pile_other_rank": "the cards that take the pile must be of the top card's rank, or "
                           "wild; melds of other ranks can be laid with it",
        "pile_other_rank@origen": "the cards that take the pile must be of the top card's "
                                  "rank, or jokers (Diva or Gentleman); melds of other ranks "
                                  "can be laid with it",
        "opening_minimum": lambda p: (
            "to open by taking the pile, the top card and the cards you meld must total at "
            "least {minimum} points (these make {value})" if p["with_pile"] else
            # Neutral, as the French: three players and rami open alone.
            "your first melds must total at least {minimum} points (these make {value})"),
        "pile_opening_short": lambda p: (
            ("your pair and the top card" if p["cards"] == 2 else
             "the top card and your {cards} cards taken with it")
            + " make only {value} of the {minimum} points needed to open: select more cards "
              "to meld along with them"),
        # The reason first, then what to do (play-test s38: "keep at least two
        # cards, as …: your partner said no: you may not …" chained three
        # clauses with colons, the reason last).
        "keep_a_card": "{because}; keep at least two cards, as discarding the last one would "
                       "go out",
        "seventh_wild": "the pile may hold at most {limit} wild cards",
        "seventh_wild@origen": "the pile may hold at most {limit} jokers",
        "seventh_wild_lay_off@origen": "the pile may hold at most {limit} jokers, and your "
                                       "melds can take all of yours: lay them off",
        "seventh_wild_lay_off": "the pile may hold at most {limit} wild cards, and your melds can take all of yours: lay them off",
        "red_three_discard": "red threes are laid, not discarded",
        "red_three_discard@origen": "a Sol is laid, not discarded",
        # the table's gestures and the controller (session/)
        "no_game": "no game",
        "sitting_out": "you sit this deal out",
        "bot_plays_your_seat": "a bot plays your seat: you watch this game",
        "waiting_for": "it is not your turn: {name} is playing",
        "waiting_for_choice": "it is not your turn: {name} is choosing a packet",
        "waiting_for_answer": "{name} has not answered \u201cmay I go out?\u201d yet",
        "nothing_to_do": "these cards cannot go there",
        "discard_one_card": lambda p: (
            "you have drawn: to discard, drag a card of your hand onto the pile, or select it "
            "and click the pile" if not p["cards"] else "discard exactly one card"),
        "stock_takes_no_cards": lambda p: (
            "cards from your hand never go on the stock: " + (
                "you have drawn already; meld, or discard a card on the discard pile"
                if p["drawn"] else "click the stock to draw, or take the discard pile")),
        "stock_to_hand": "the stock goes to your hand: drag it onto your hand (or click it) "
                         "to draw",
        "pile_to_hand": "the discard pile goes to your hand: drag it onto your hand or your "
                        "melds to take it",
        "no_cards_to_meld": "select the cards to meld first",
        "no_cards_to_lay_off": "select the cards to lay off first",
        "stray_cards": lambda p: (
            ("one of these cards makes no meld" if p["cards"] == 1
             else "{cards} of these cards make no meld")
            + ": melds may be laid together, but each needs at least three cards"),
        "no_card_for_tile": "select a card of the rank to announce",
        "tile_one_rank": "a tile announces one rank: select cards of a single rank",
        "wilds_alone": "a meld needs natural cards, not only wild cards",
        # A lone joker is told in the singular (play-test s38: "wild cards
        # ... them" of one card).
        "wilds_choose_meld": lambda p: (
            "a wild card alone goes onto one of your melds, and several can take it: drag it "
            "onto the one you mean (or pick it in the list the M key opens), or select a card "
            "of its rank with it" if p.get("cards") == 1 else
            "wild cards alone go onto one of your melds, and several can take them: drag them "
            "onto the one you mean (or pick it in the list the M key opens), or select a card "
            "of its rank with them"),
        "wilds_alone@origen": "a meld needs at least two ordinary cards, not only jokers (Diva "
                              "or Gentleman)",
        "wilds_choose_meld@origen": lambda p: (
            "a joker (Diva or Gentleman) alone goes onto one of your melds, and several can take "
            "it: drag it onto the one you mean (or pick it in the list the M key opens), or "
            "select a card of its rank with it" if p.get("cards") == 1 else
            "jokers (Diva or Gentleman) alone go onto one of your melds, and several can take "
            "them: drag them onto the one you mean (or pick it in the list the M key opens), or "
            "select a card of its rank with them"),
    },
    # a refusal's parameter (the model's enums, Class.MEMBER)
    'refusal_phrase': {
        "FreezeReason.WILD_DISCARDED": "a discarded wild card froze the pile",
        "FreezeReason.WILD_TURNED_UP": "a wild card turned up froze the pile",
        "FreezeReason.WILD_DISCARDED@origen": "a discarded joker froze the pile",
        "FreezeReason.WILD_TURNED_UP@origen": "a joker turned up froze the pile",
        "FreezeReason.RED_THREE_TURNED_UP": "a red three turned up froze the pile",
        "FreezeReason.RED_THREE_TURNED_UP@origen": "a Sol turned up froze the pile",
        "FreezeReason.NOT_OPENED": "you have not opened yet",
        "FreezeReason.ALWAYS_NATURAL_PAIR": "in this variant the pile is always frozen",
        "TopBlock.WILD": "a wild card is on top",
        "TopBlock.WILD@origen": "a joker is on top",
        "TopBlock.BLACK_THREE": "a black three is on top",
        "TopBlock.BLACK_THREE@origen": "a Retener is on top",
        "TopBlock.RED_THREE": "a red three is on top",
        "TopBlock.BLACK_THREE_TURNED_UP": "a black three was turned up, and it stops the first player",
        "MeldRule.MORE_NATURALS": "a meld must hold more natural cards than wild cards",
        "MeldRule.TWO_ORDINARY": "a meld needs at least two ordinary cards",
        "MeldRule.THREE_JOKERS": "a meld holds at most three jokers (Diva or Gentleman)",
        "MeldRule.HOUSE_THREE_WILDS": "by the house rule, at most three wild cards in a meld",
        "MeldRule.THREES_NEVER": "threes are never melded in this variant",
        "MeldRule.BLACK_THREES_ONLY": "a meld of threes holds only black threes, and no wild card",
        "MeldRule.THREE_OR_FOUR_THREES": "black threes are melded as three or four cards",
        "MeldRule.THREES_ONLY_GOING_OUT": "black threes are melded only when going out",
        "MeldRule.BLACK_THREES_ONLY@origen": "a meld of Retener holds only Retener, and no joker",
        "MeldRule.THREE_OR_FOUR_THREES@origen": "Retener are melded as three or four cards",
        "MeldRule.THREES_ONLY_GOING_OUT@origen": "Retener are melded only when going out",
    },
    'refusal_frame': {
        "not_allowed": "Not allowed: {reason} ({section})",
    },
    # the Hint's reasons: code -> sentence (bots/reasons.py)
    'reason': {
        "take_opens": lambda p: count_phrase(p, _PILE_FIT_EN, "your hand") + ", and your team opens",
        "take_opens_alone": lambda p: count_phrase(p, _PILE_FIT_EN, "your hand") + ", and you open",
        # The pile's cards never count toward an opening (§1): left there,
        # they go to the next player who opens by taking it (play-test s35: "could
        # use them to open" read as if they helped him open, or as if the
        # take gave them to him).
        "take_deny": lambda p: (count_phrase(p, _PILE_FIT_EN, "your melds or your hand")
                                + "; otherwise the next player could take them when opening"),
        "take_pile": lambda p: count_phrase(p, _PILE_FIT_EN, "your melds or your hand"),
        "take_more_than_stock": lambda p: (
            count_phrase(p, _PILE_FIT_EN, "your melds or your hand") + ", where the stock gives "
            + ("one card" if p["draws"] == 1 else "{draws} cards")
            + ("" if not p.get("red") else "; a red three among them costs {points} unless you "
               "discard it" if p["red"] == 1 else "; the {red} red threes among them cost "
               "{points} each unless discarded, one a turn")),
        "take_isolates": lambda p: (count_phrase(p, _PILE_FIT_EN, "your melds or your hand")
                                    + ": worth playing alone against the other two"),
        "pile_empty": "the pile is empty",
        "pile_blocked": "the {card} on top blocks the pile",
        "pile_black_three_turned_up": "a black three was turned up: the first player cannot take the pile",
        "pile_below_minimum": "your pair and the {card} on top do not reach your opening "
                              "minimum of {minimum}",
        "pile_refused": "taking the pile is not allowed now: {because}",
        "discard_not_laid_off": "on your {rank} it would leave you one card, and discarding "
                                "that one would go out: {because}",
        "pile_frozen_no_pair": "taking the pile needs a natural pair of {rank}, which you do not hold",
        "pile_one_natural": "one card in hand goes with the {card} on top: taking it needs a "
                            "second one or a wild card",
        "pile_wild_alone": "nothing in your hand goes with the {card} on top but wild cards, "
                           "and a wild card alone cannot take it",
        # Origen's wild cards are its jokers, as its summary and refusals say.
        "pile_one_natural@origen": "one card in hand goes with the {card} on top: taking it "
                                   "needs a second one or a joker",
        "pile_wild_alone@origen": "nothing in your hand goes with the {card} on top but jokers, "
                                  "and a joker alone cannot take it",
        "pile_no_match": "nothing in your hand or your melds goes with the {card} on top",
        "pile_caught_with": lambda p: (
            ("your opponent" if one_opponent(p) else "an opponent")
            + " may go out soon: the {cards} cards the pile would put in your hand would count "
              "against you"),
        "isolated_wait": lambda p: ("your {rank} could take the pile (" + _cards_en(p)
                                    + "), but whoever takes it first plays alone against two"),
        "take_costs_wilds": lambda p: (
            "the pile (" + _cards_en(p) + ") is not worth "
            + ("the wild card it takes" if p["wilds"] == 1 else "the {wilds} wild cards it takes")),
        "take_costs_wilds@origen": lambda p: (
            "the pile (" + _cards_en(p) + ") is not worth "
            + ("the joker it takes" if p["wilds"] == 1 else "the {wilds} jokers it takes")),
        "pile_small": _pile_small_en,
        "pile_red_threes": lambda p: (
            "taking the pile would put " + number_word_en(p["count"]) + " red threes in your "
            "hand: you throw one a turn, and each left there costs {points} at the deal's end"),
        "draw_played_out": lambda p: (
            "looking one round ahead, drawing does better than taking the pile ("
            + _cards_en(p) + ")"),
        "pile_small_pair": lambda p: (_pile_small_en(p)
                                      + ", even though your {rank} could take it"),
        "discard_blocks": "the {card} on top stops the next player from taking the pile",
        "discard_stop_card": "the {card} builds nothing in your hand, and on the pile it stops "
                             "the next player",
        "discard_after_yes": "you cannot go out this turn: your team pays the {points} "
                             "points whatever you discard",
        "discard_pays_penalty": "your cards could still go out this turn: this discard keeps "
                                "cards in hand, and your team pays the {points} points",
        "discard_tile_spare": lambda p: ("you still keep " + number_word_en(p["count"])
                                         + " {rank} to cover your tile"),
        "discard_red_three": "the {card} left in hand would cost {points} points at the deal's "
                             "end",
        "discard_sheds_points": "the deal may end soon: the {card} would cost {points} points "
                                "left in your hand",
        "discard_freeze": lambda p: ("a wild card freezes the pile"
                                     + ("" if p["cards"] == 1 else " of {cards} cards")),
        "discard_freeze@origen": lambda p: ("a joker freezes the pile"
                                            + ("" if p["cards"] == 1 else " of {cards} cards")),
        "discard_to_partner": lambda p: ("your partner plays next: this card cannot help the "
                                         + ("opponent" if one_opponent(p) else "opponents")),
        "discard_dead": "the other {rank} are all in sight: nobody can match it",
        # "alone": the next player has no partner, so no side (play-test).
        # The kept cards said as a discard of one's own (play-test: "but
        # surely with your nines" read as the next player taking it with them).
        # Said as the reason for the move, the safer card, first (play-test
        # s40: "the next player could take the pile with the 7♦" read as a
        # reason not to discard it).
        # "safety" (bots/reasons.py): "the safer" only of the least risky
        # discard (play-test s41: said of a 9♦ at 84%, a joker in hand).
        "discard_keep": lambda p: _keep_en(
            p, "your {rank} would surely give it to that player, "
            + ("who has" if p.get("alone") else "whose team has") + " melded them"),
        "discard_keep_one": lambda p: _keep_en(
            p, "your {other} would surely give it to that player, "
            + ("who has" if p.get("alone") else "whose team has") + " melded {rank}"),
        "discard_untakable": "the next player cannot take the pile with the {card}",
        "discard_safe": "the next player can hardly take the pile with it ({percent}% chance)",
        "discard_next_threw": ("the next player threw away one of the {rank}, and a player "
                               "with a pair keeps it: the pile is hardly in reach "
                               "({percent}% chance)"),
        "discard_next_passed": ("the next player let the pile go by with one of the {rank} "
                                "on top, so probably holds no pair of them: the pile is "
                                "hardly in reach ({percent}% chance)"),
        "discard_small_pile": lambda p: ("the next player could take the pile with the {card}, "
                                         "but " + _what_a_small_pile_brings_en(p)),
        "discard_single": "the {card} is a lone card that builds nothing",
        "discard_least_useful": "the {card} is the card your hand needs least",
        "discard_splits_pair": lambda p: (
            ("breaking your pair of {rank}" if p["count"] == 2
             else "giving up one of your " + number_word_en(p["count"]) + " {rank}")
            + " costs less than any other discard"
            + ("" if not p.get("percent") else ", though " + _could_take_en(p))),
        "discard_all_alike": "your cards are all {rank}: any of them will do",
        "discard_played_out": lambda p: (
            # Short: it follows the move in the status bar (play-test: cut at 1280).
            "looking one round ahead, the {card} does better"
            + (" than the {other}" if p.get("other") is not None else "")
            + ("" if not p.get("percent") else ", though " + _could_take_en(p))),
        "discard_gives_up_tile": "it gives up covering your {rank} tile (+{bonus} covered, "
                                 "−{penalty} at the deal's end if not): your other cards are "
                                 "worth more",
        "discard_least_bad": lambda p: (_could_take_en(p)
                                        + ", but your other cards are worth more to keep"),
        "discard_tile_lost": "your {rank} tile can no longer be covered: the other {rank} are "
                             "all in sight and your hand cannot meld them",
        "empty_hand_out": "you go out",
        "empty_hand_foot": "your hand empties: you pick up your foot",
        "meld_then_out": "then discard the {card}: you go out",
        "meld_then_foot": "then discard the {card}: your hand empties and you pick up your foot",
        "meld_open": "{points} points open your team (minimum {minimum})",
        "meld_open_alone": "{points} points: you open (minimum {minimum})",
        "rami_canasta": "it completes a canasta of {rank}: your melds stop counting against you",
        "meld_canasta": "it completes a canasta of {rank}",
        "meld_on_canasta": "{points} more points on your canasta of {rank}",
        "meld_step_out": "your cards can all go out this turn, and this meld is on the way",
        "meld_lay_off": "your {rank}: {missing} to go for a canasta",
        "meld_going_out": "your partner said yes: you go out this turn, and these {points} "
                          "points count for you on the table, not against you in hand",
        "meld_before_end": "the deal may end soon: {points} points count for you on the table, against you in hand",
        "meld_toward_foot": "fewer cards in hand bring your foot sooner",
        "meld_tile": "it covers your tile of {rank}",
        "meld_new": "a meld of {rank} scores now and starts a canasta",
        "rami_meld_toward_canasta": "{rank}: a start toward your first canasta; until then melds count against you, as cards in hand do",
        "go_out_threat": lambda p: (
            ("your opponent" if one_opponent(p) else "an opponent")
            + " is about to go out: end the deal first, while "
            + ("they hold" if one_opponent(p) else "the opponents hold")
            + " about {points} points" + (" in hand and foot" if p.get("feet") else "")),
        "stay_in_no_canasta": lambda p: (
            "your cards could all go out now, but without a canasta "
            # Gone out, the hand is empty: what the missing canasta costs is
            # the melds and red threes counted negative (§5; play-test s35).
            + ("you would end the deal with your melds and red threes counting against you"
               if p.get("alone") else
               "your team would end the deal with its melds and red threes counting against it")
            + ": build a canasta first"),
        "stay_in_side_holds": lambda p: (
            "your cards could all go out now, but "
            + ("your partner still holds " if p.get("partners", 1) == 1
               else "your partners still hold ")
            + _cards_en(p) + (" in hand and foot" if p.get("feet") else "")
            + ", about {points} points, that would count against your team"),
        "stay_in_play_on": lambda p: (
            "your cards could all go out now, but playing on should score more for "
            + ("you" if p.get("alone") else "your team") + _cards_left_in_the_stock_en(p)),
        "go_out_pays": lambda p: "going out earns {bonus} and " + _opponents_hold_en(p),
        "go_out_by_taking": lambda p: ("taking the pile (" + _cards_en(p) + ") lets all your "
                                       "cards go out, and your partner is asked before the "
                                       "take"),
        "go_out_ends": lambda p: "going out ends the deal while " + _opponents_hold_en(p),
        "take_stock_out": "the stock is empty, and play goes on while the pile can be taken",
        "end_no_take": "you cannot take the pile",
        "answer_yes_threat": lambda p: (
            ("your opponent is" if one_opponent(p) else "the opponents are")
            + " close to going out: finish first"),
        "answer_yes_pays": lambda p: ("going out earns {bonus} and " + _opponents_hold_en(p)
                                      + ", against about {ours} in your hand"),
        "answer_yes_pays_side": lambda p: ("going out earns {bonus} and " + _opponents_hold_en(p)
                                           + ", against about {ours} in your team's hands"),
        "answer_yes_pays_foot": lambda p: ("going out earns {bonus} and " + _opponents_hold_en(p)
                                           + ", against about {ours} in your hand and foot"),
        "answer_yes_ends": lambda p: "going out ends the deal while " + _opponents_hold_en(p),
        "answer_no_partner_canasta": "your partner cannot go out this turn: {because}, and a "
                                     "yes would cost your team {points} points",
        "answer_no_foot_down": "your partner's foot is still face down: to go out now, every "
                               "card of it would have to go too, and a yes would almost certainly "
                               "cost your team {points} points",
        "answer_no_meld": "you could meld {points} points next turn: going out now counts them against your team",
        "answer_no_hand_foot": "your hand and your foot, about {points} points, would count "
                               "against your team",
        "answer_no_hand": "the {points} points in your hand would count against your team",
        "answer_no_opponents_stuck": "the opponents are too far from their canastas to go out "
                                     "on their next turns, and playing on should score more",
        "answer_no_play_on": lambda p: (
            "playing on should score more for your team than ending the deal now"
            + _cards_left_in_the_stock_en(p)),
        "tile_to_meld": _how_to_meld_for_the_tile_en,
        "packet_twins": "both packets show the {card}: either will do",
        "packet_either": "both bottom cards, the {card} and the {other}, are worth the same: "
                         "either packet will do",
        "packet_same_points": "both bottom cards, the {card} and the {other}, count {points} "
                              "points: on points alone either packet will do",
        "packet_avoid_red_three": "the other packet's bottom card, the {other}, is a red three: "
                                  "it can wait in your foot rather than cost you a discard now",
        "packet_wild": "its bottom card, the {card}, is a wild card",
        "packet_worth_more": "its bottom card, the {card}, is worth more than the other "
                             "packet's {other}",
    },
    # why Undo is not offered now (session/undo.py UndoBlocked codes)
    'undo_blocked': {
        "not_playing": "Nothing to take back: you are not playing this deal.",
        "deal_over": "Nothing to take back: the deal is over, its score is on the sheet.",
        "game_over": "Nothing to take back: the game is over, its scores are on the sheet.",
        "nothing_this_turn": "Nothing to take back: you have not moved yet in this turn.",
        "no_turn_yet": "Nothing to take back: you have not played yet in this deal.",
        "turn_over": "Nothing to take back: your turn is over, and Undo takes back only the "
                     "moves of the turn you are playing. Edit → Preferences… can allow Undo "
                     "after your turn ends, until the next player has played.",
        "no_earlier_turn": "Nothing to take back: this is your first turn of the deal.",
        "own_draw_seen": "Undo is not available: you have seen what you drew from the "
                         "stock, and Undo never goes back over a card you have seen (it "
                         "would go back on the stock, known to you).",
        "own_move_seen": "Undo is not available: your move showed you a new card, and Undo "
                         "never goes back over a card you have seen.",
        "answer_given": "Undo is not available: {name} has answered \u201cmay I go out?\u201d, "
                        "and the answer stands (\u00a71 Going out).",
        "own_answer_given": "Undo is not available: you have answered \u201cmay I go "
                            "out?\u201d, and the answer stands (\u00a71 Going out).",
        "card_shown_by": "Undo is not available: {name} has shown you a new card since, and "
                         "Undo never goes back over a card you have seen (you would play "
                         "again knowing it).",
        "played_since": "Undo is not available: {name} has played since, and Undo never "
                        "takes back another player's move (you would play again knowing it).",
        "question_waits": "Undo is not available: your partner is weighing \u201cmay I go "
                          "out?\u201d, and a question asked stands (\u00a71 Going out).",
        "answer_awaited": "Undo is not available: {name} has asked you \u201cmay I go "
                          "out?\u201d and waits for your answer (\u00a71 Going out).",
    },
    # the score keeper's refusals (model/score_keeper.py Problem codes)
    'keeper_problem': {
        "not_asked": "{column}: the file holds counts this game's sheet does not ask "
                     "(red threes counted the other way than this game counts them, or "
                     "tiles where there are none).",
        "negative": "{column}: melded cards and counts cannot be negative; only points lost "
                    "(cards left in hand, penalties) may be entered with a minus.",
        "not_multiple_of_five": "{column}: {points} points of {what} is not a multiple of 5: "
                                "every card is worth 5, 10, 20, 50 or 100.",
        "concealed_without_going_out": "{column}: \u201cConcealed\u201d is ticked, but "
                                       "\u201cWent out\u201d is not.",
        "too_many_tiles": lambda p: ("{column}: a player has at most {most} tiles, one per rank."
                                     if p.get("alone") else
                                     "{column}: a team has at most {most} tiles, one per rank."),
        "no_isolated_hand": "Choose the isolated hand among the players.",
        "too_many_canastas": "{canastas} canastas need more cards than the deck holds: at "
                             "most {most}.",
        "canastas_need_points": lambda p: (
            ("{column}: 1 canasta holds" if p["canastas"] == 1
             else "{column}: {canastas} canastas hold")
            + " at least {least} points of cards, but the melds add up to {points}."),
        "too_many_red_threes": "{count} red threes: the deck has only {most}.",
        "two_went_out": "Only one column can go out: \u201cWent out\u201d is ticked for "
                        "both {first} and {second}.",
        "concealed_without_canasta": "The \u201c{column}\u201d column cannot go out "
                                     "concealed without a canasta.",
        "going_out_needs_canastas": lambda p: (
            "The \u201c{column}\u201d column needs "
            + ("1 canasta" if p["needed"] == 1 else "{needed} canastas")
            + " to go out and has "
            + ("none" if p["canastas"] == 0 else "only {canastas}") + "."),
        "going_out_needs_red_and_black": "The \u201c{column}\u201d column needs a red (pure) "
                                         "and a black (mixed) canasta to go out.",
        "opening_not_met": "Check the melds of the \u201c{column}\u201d column: {points} "
                           "points cannot have met the opening minimum of {minimum}.",
        "no_one_went_out": "Nobody went out: the deal is written as ended by the stock "
                           "running out. If someone went out, tick \u201cWent out\u201d.",
        "blank_entry": "Nothing is written in for this deal yet.",
        "game_over": "The game is over: no more deals.",
        "no_such_deal": "There is no deal {number}.",
        "after_game_end": "The game was over after deal {ended}: the deals after it were "
                          "played past its end.",
        "more_points_than_the_deck": "Check the points: {points} of melded cards and cards left "
                                     "in hand, but all the deck's cards together are worth "
                                     "{most}.",
    },
    'keeper_what': {
        'melded': 'melded cards',
        'hand': 'cards left in hand',
    },
    # the score keeper's form, sheet and menu
    'keeper': {
        "menu": "&Keep score of a game with real cards\u2026",
        "with_cards_short": "real cards",
        "name_refused": "A name may not hold control characters or characters that cannot "
                        "be written.",
        "name_too_long": "A name may have at most {most} characters.",
        "name_twice": "Two players may not have the same name.",
        "setup_title": "Keep score of a game with real cards",
        "setup_teams": "Teams: {teams}",
        "setup_team": "{title}: {members}",
        "variant": "&Variant:",
        "players": "&Players:",
        "layout": "&Teams:",
        "player_n": "Player {n}:",
        "start": "&Open the score sheet",
        "cancel": "Cancel",
        "window_title": "Score keeper — {variant}",
        "typed_deal_lost": "The deal being typed in has not been added: closing loses it.",
        "close_anyway": "Close the score keeper all the same?",
        "close": "Close",
        "keep_typing": "Keep typing",
        "deal_n": "Deal {number}",
        "deal_n_of": "Deal {number} of {deals}",
        "edit_deal_n": "Fixing deal {number}",
        "opening_for": "Opening minimum for this deal: {minimums}",
        "melded_points": "Melded cards (points)",
        "by_rank": "Per rank\u2026",
        "by_rank_tip": "Count the melded cards rank by rank: the total goes in the box above.",
        "pure_canastas": "Pure (red) canastas",
        "impure_canastas": "Mixed (black) canastas",
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
        "totals_line": "<b>Totals:</b> {totals}",
        "next_opening_line": "Opening minimum for deal {number}: {minimums}",
        "game_over": "Game over. {result}",
        "form_game_over": "The game is over: no deal to add. A deal of the list can still be "
                          "fixed.",
        "saved": "Deal {number} added and saved.",
        "fixed": "Deal {number} fixed and saved.",
        "deleted": "Deal {number} deleted and saved.",
        "save_failed": "The sheet could not be saved ({reason}); the deal is kept on screen.",
        "delete_confirm": "Delete deal {number}? The totals after it are worked out again.",
        "refused": "Not added:",
        "warning": "Warning:",
        "resume": "&Continue the unfinished score ({variant}, deals played: {deals})",
        "unfinished_item": "{variant}, {when} — {players} — deals played: {deals}",
        "unfinished_list": "&Unfinished score sheets to continue, the newest first:",
        "rank_title": "Melded cards counted per rank",
        "rank_title_for": "Melded cards counted per rank: {column}",
        "rank_column": "Column: {column}",
        "rank_unknown": "The box holds {points} points, typed without counts per rank. The "
                        "cards counted here replace them; OK with none counted keeps "
                        "{points}.",
        "rank_total": "Total: {points} points",
        "rank_beyond": "{name}: {count} counted, but the deck holds only {most}.",
        "joker": "Jokers (50)",
        "two": "Twos (20)",
        "ace": "Aces (20)",
        "ten_points": "{rank} (10)",
        "five_points": "{rank} (5)",
        "black_three": "Black threes (5)",
        "named_points": "{name} ({points})",
        "key_box": "{row}, {column}",
        "key_not_digit": "{box}: \u201c{typed}\u201d was not taken: this box takes digits only.",
        "key_too_big": "{box}: {typed} was not taken: this box holds at most {most}.",
        "paste_several_lines": "{box}: \u201c{typed}\u201d was not taken: it was pasted on several "
                               "lines, and this box takes one number.",
    },
    # the letter of a court card (the score keeper's count per rank)
    'rank_letter': {
        'K': 'K',
        'Q': 'Q',
        'J': 'J',
    },
    # printed score sheets and pads
    'sheet': {
        "title": "Canasta score sheet",
        "pad_title": "Canasta score pad",
        "variant": "Variant",
        "date": "Date",
        "started": "started at {time}",
        "date_time": "{date}, {time}",  # a moment in a list (Past games)
        "players": "Players",
        "teams": "Teams",
        "game_to": "Game to {points}",
        "game_deals": "Game in {deals} deals",
        "house_options": "House rules",
        "with_house_rules": "{variant}, house rules",  # a list's variant cell (Open, Past games)
        "deal": "Deal {number}",
        "dealer": "dealer {name}",
        "opening": "opening {minimums}",
        "went_out": "{name} went out",
        "went_out_concealed": "{name} went out concealed",
        "with_cards": "Played with real cards: score kept in Canasta Desktop",
        "stock_exhausted": "stock exhausted",
        "red_three_last_card": "red three as the last card of the stock",
        "red_three_last_card_sol": "Sol as the last card of the stock",
        "sitting_out": "{names} sat out",
        "isolated": "isolated hand: {name}",
        "melded_cards": "Melded cards",
        "canasta_bonus": "Canasta bonuses",
        "red_threes": "Red threes",
        "red_threes_sol": "Sol",
        "going_out": "Going out",
        "hands": "Cards left in hand",
        "hands_and_feet": "Cards left (hand and foot)",
        "penalties": "Penalties",
        "tiles": "Tiles",
        "tiles_covered": "Tiles covered",
        "tiles_uncovered": "Tiles left uncovered",
        "counted_against": ("Without a canasta, melds and red threes count negative: "
                            "{names} ({section})"),
        "red_threes_against": "Red threes count against a team that melded nothing: {names} "
                              "({section})",
        "red_threes_against_sol": "Sols count against a team that melded nothing: {names} "
                                  "({section})",
        "deal_points": "Deal points",
        "running_total": "Running total",
        "next_opening": "Opening minimum for deal\u00a0{number}",
        "final_score": "Final score",
        "score_after_deal": "Score after deal\u00a0{number}",
        "winner": "Winner: {team}, by {margin} points",
        "winner_one": "Winner: {team}, by 1 point",
        "tie": "Tie at {points}",
        "in_progress": "Game in progress: {deals} deals played",
        "in_progress_one": "Game in progress: 1 deal played",
        "in_progress_none": "Game in progress: no deal played yet",
        "we": "We",
        "they": "They",
        "team_n": "Team {letter}",
        "and": "and",
        "page": "Page {page} of {pages}",
        "number": "No.",
        "points": "Points",
        "points_short": "Pts",
        "total": "Total",
        "opening_table": "Opening minimum",
        "score": "Score",
        "minimum": "Minimum",
        "below": "below {points}",
        "from": "{points} or more",
        "from_deal": "Deal {number}",
        "none": "none",
        "per_player": "Each player opens with the minimum of their own score.",
        "bonus_table": "Bonuses and penalties",
        "pure_canasta": "Natural (pure) canasta",
        "impure_canasta": "Mixed canasta",
        "going_out_bonus": "Going out",
        "concealed_bonus": "Going out concealed",
        "red_three_bonus": "Red threes:",
        "red_three_penalty": "Each red three still held",
        "no_meld_red_threes": "A team that has not melded loses its red threes' worth",
        "no_meld_red_threes_alone": "A player who has not melded loses their red threes' worth",
        "no_meld_red_threes_isolated": ("A player loses their red threes' worth if neither they "
                                        "nor their partner (if any) has melded"),
        "red_three_bonus_sol": "Sol cards:",
        # The same rows, worth so much each however many: no counts follow.
        "red_three_each": "Red threes",
        "red_three_each_sol": "Sol cards",
        "each": "{points} each",
        "no_meld_red_threes_sol": "A team that has not melded loses its Sol cards' worth",
        "no_meld_red_threes_alone_sol": "A player who has not melded loses their Sol cards' worth",
        "no_meld_red_threes_isolated_sol": ("A player loses their Sol cards' worth if neither they "
                                            "nor their partner (if any) has melded"),
        "failed_go_out": "Asked to go out and did not",
        "tile_covered": "Tile covered a turn later",
        "tile_uncovered": "Tile still uncovered at the end",
        "no_canasta_negative": ("Without a canasta, melded cards and red threes count "
                                "negative, as do the cards left in hand"),
        "no_canasta_negative_no_threes": ("Without a canasta, melded cards count negative, "
                                          "as do the cards left in hand"),
        "card_values": "Card values",
        "joker": "Joker",
        "ace_two": "Ace, 2",
        "king_eight": "K to 8",
        "seven_four": "7 to 4, black 3",
        "canastas_to_go_out": "Canastas needed to go out: {count}",
        "red_black_to_go_out": "To go out: a red and a black canasta",
        "names_line": "Names",
        "player_n": "Player {n}",
        "deal_word": "Deal",
        "option_off": "{option}: no",  # a house rule this version does not know, turned off
    },
    'month': {
        '1': 'January',
        '2': 'February',
        '3': 'March',
        '4': 'April',
        '5': 'May',
        '6': 'June',
        '7': 'July',
        '8': 'August',
        '9': 'September',
        '10': 'October',
        '11': 'November',
        '12': 'December',
    },
    # rule sets' names, by variant id (model/variants.py)
    'variant': {
        'classic': 'Classic Canasta',
        'two': 'Canasta for two',
        'three': 'Canasta for three (isolated hand)',
        'five': 'Canasta for five',
        'six-2x3': 'Canasta for six: two teams of three, all play',
        'six-rotating': 'Canasta for six: two teams of three, in turn',
        'six-3x2': 'Canasta for six: three teams of two',
        'head-and-foot': 'Head and Foot (Tête et Queue)',
        'origen': 'Canasta Origen',
        'rami': 'Rami Canasta (rummy)',  # as its rules section, §5 Rami canasta
    },
    # rule sets' summaries, by variant id
    'variant_summary': {
        'classic': (
            'Four players in two teams, 108 cards. Meld three or more cards of a rank,'
            ' {wilds}. Seven cards make a '
            'canasta: 500 if pure, 300 with wilds. Take the discard pile with a natural pair '
            '(or one natural and a wild when it is not frozen). Go out once your team has a '
            'canasta, {asking}. First team to 5,000 wins.'
        ),
        'two': (
            'Two players, 15 cards each. Draw two cards from the stock and discard one. '
            'Taking the pile gives its top card and the pile, with no extra draw. Two '
            'canastas are needed to go out. Game to 5,000.'
        ),
        'three': (
            'Three players, 13 cards each, draw two and discard one. Each plays alone until '
            'someone first takes the pile: that player becomes the isolated hand and the other two '
            'play as partners for the rest of the deal (if nobody took it, the one who goes '
            'out is isolated). Each opens with their own minimum. Partners each score both '
            "players' points, red threes excepted. First player to 7,500 wins."
        ),
        'five': (
            'Five players: a team of two against a team of three. In the team of three one '
            'player sits out each deal, in turn, and may not advise; the others play as at '
            'four. Game to 5,000.'
        ),
        'six-2x3': (
            'Six players in two teams of three, seated alternately (A B A B A B); everyone '
            'plays every deal, by the rules for four. Game to 5,000.'
        ),
        'six-rotating': (
            'Six players in two teams of three; two of each team play each deal, in turn, by '
            'the rules for four and for five. Game to 5,000.'
        ),
        'six-3x2': (
            'Six players in three teams of two (A B C A B C), three packs and six jokers (162'
            ' cards), 13 cards each. Opening 150 from 7,000. Red threes: 100 each up to four,'
            ' five make 1,000, six 1,200. Two canastas to go out. Game to 10,000.'
        ),
        'head-and-foot': (
            'Four players in two teams, four deals. Each player gets two packets of 11'
            " cards and, seeing only each packet's bottom card, picks one as their hand; "
            'the other is their foot, taken up once the hand is played out. Opening 30, 60, 90, 120 by deal. '
            'Taking the pile takes only its top three cards. To go out a team needs a red and'
            ' a black canasta. Red threes give no bonus: each one still held costs 100, and '
            'they may be discarded.'
        ),
        'origen': (
            'The boxed game with its own cards: Diva and Gentleman are jokers, Retener stops '
            'the next player, Sol is a 100-point bonus. A meld holds at least two ordinary '
            "cards and at most three jokers. Announce a rank with your team's tile before "
            'melding it: +20 when covered a turn later, −20 if still uncovered at the end. '
            'Three or four Retener may be melded only to go out. Surprise going out 300. '
            'Game to '
            '5,000 (7,500 for six).'
        ),
        'rami': (
            'Two to six players, alone or in teams, one 54-card deck per player or '
            'team. Melds: {wilds}; threes are never '
            'melded. Take the discard only with two naturals of its rank. First meld 50 (90 '
            'from 1,500, 120 from 3,000, none below zero). The deal ends as soon as someone '
            'has no card; no canasta is needed. Pure canasta 700, mixed 300; without a '
            'canasta, melds and hand both count negative. Game to 5,000.'
        ),
    },
    # The wild cards a meld may hold, by RuleSet.meld_wild_limit, as the
    # summaries above say it ({wilds}): the house cap when it is on.
    'meld_wild_limit': {
        'fewer': 'wild cards (jokers and twos) always fewer than naturals',
        'fewer_at_most_three': 'wild cards (jokers and twos) fewer than naturals, three at most',
        'origen': 'at least two ordinary cards and at most three jokers',
    },
    # Asking the partner before going out, as the classic summary says it
    # (the §6 house rule makes it optional: play-test s37).
    'going_out_asking': {
        'required': 'after asking your partner',
        'optional': 'with or without asking your partner first',
    },
    # The house cap said after a summary that does not say the meld make-up.
    'meld_wild_limit_added': {
        'sentence': 'By the house rule, in a meld: {wilds}.',
    },
    # team layouts, by id
    'team_layout': {
        'teams': 'Teams of two, partners opposite',
        'solo': 'Everyone for themselves',
        '2v3': 'Two against three',
        '2x3': 'Two teams of three',
        '2x3-rotating': 'Two teams of three, in turn',
        '3x2': 'Three teams of two',
    },
    # house rules (RULES.md §6), by field
    'house_option': {
        'at_most_three_wilds': 'At most 3 wild cards per meld',
        'concealed_needs_canasta_this_turn': 'Going out concealed only with a canasta melded in that turn',
        'wild_freezes_until_taken': 'A discarded wild freezes the pile until it is taken',
        # Origen's wild cards are its jokers, as its refusals and its summary say.
        'wild_freezes_until_taken@origen': 'A discarded joker freezes the pile until it is taken',
        'asking_to_go_out_optional': 'Asking the partner before going out is optional',
        'decks': 'Number of 54-card decks (2 to 6)',
    },
    # A house rule set by a number, as the rules window and the score sheet
    # say it in force (the label above, with its range, is the settings box's).
    'house_option_value': {
        'decks': 'Played with {n} decks of 54 cards',
    },
    # A house rule turned off, as the rules window and the score sheet list
    # the rules of a game ("At most 3 wild cards per meld: no" read as a
    # double negative).
    'house_option_off': {
        'at_most_three_wilds': 'Any number of wild cards in a meld, fewer than its natural cards',
        'concealed_needs_canasta_this_turn': 'Going out concealed also with a canasta the team already has',
        'wild_freezes_until_taken': 'A discarded wild stops only the next player',
        'wild_freezes_until_taken@origen': 'A discarded joker stops only the next player',
        'asking_to_go_out_optional': 'Asking the partner before going out is required',
    },
    # A term of a house rule that the rules window lists before §1 defines it
    # (play-test s38, a beginner: "Concealed going out" at the top of Help):
    # said under the rule, in the rulebook's words.
    'house_option_term': {
        'concealed_needs_canasta_this_turn': 'Going out concealed: melding your whole hand in one turn, with or without a final discard, having melded or laid off nothing before.',
    },
    # The settings dialog's tooltip of each house rule: what it changes (§6).
    'house_option_help': {
        'at_most_three_wilds': 'On: a meld holds at most three wild cards (jokers and twos). Off: any number, as long as the meld has more natural cards than wild ones.',
        'concealed_needs_canasta_this_turn': 'On: going out concealed (melding your whole hand in one turn, with or without a final discard, having melded or laid off nothing before) needs a canasta among the cards melded in that turn. Off: a canasta your team already has is enough.',
        'wild_freezes_until_taken': 'On: a wild card discarded freezes the pile for everybody until someone takes it, with a natural pair. Off: it stops only the next player (a wild on top is never taken); once covered, it freezes nothing.',
        'wild_freezes_until_taken@origen': 'On: a joker (Diva or Gentleman) discarded freezes the pile for everybody until someone takes it, with a natural pair. Off: it stops only the next player (a joker on top is never taken); once covered, it freezes nothing.',
        'asking_to_go_out_optional': 'On: you may go out without asking your partner first (if you do ask, the answer binds you). Off: you must ask "Partner, may I go out?" before going out.',
        'decks': 'More decks make a longer deal: a bigger stock, more canastas to build.',
    },
    'level_help': {
        'easy': 'Easy: plays sensible moves, one at a time, without planning ahead.',
        'medium': 'Medium: a careful player, who weighs taking the pile, keeps what the next player needs and answers its partner from what it sees.',
        'hard': 'Hard: tries its moves out over possible deals (about a second per move) before choosing; the strongest.',
        'greedy': 'Greedy: plays for the points of the moment, without planning; a simple opponent for a first game.',
        'random': 'Random: any legal move; for testing.',
    },
    # The main window's title: the game on the table (ui/window_title.py)
    'window_title': {
        'game': '{variant}, {n} players',  # two to six
    },
    # Help → Rules: a §1 figure this game plays otherwise (model/rule_changes.py)
    'rule_change': {
        'note': 'In this game ({variant}): {change} \u2014 see {section}',
        'this_game': 'This game:',
        # A house rule (§6) the game plays otherwise than the §1 passage says.
        'house_rule': 'House rule of this game: {rule}',
        'own_section': 'This game ({variant}) follows this section first; the classic rules apply where it says nothing.',
        'players': '{n} players',
        'cards_dealt': '{n} cards dealt to each player',
        'cards_drawn': 'draw {n} cards from the stock, then discard one',
        'opening': 'opening minimum {rows}',
        'opening_per_player': "opening minimum by each player's own total: {rows}",
        'opening_by_deal': 'opening minimum by deal: {minimums}',
        'opening_below_zero': '{minimum} below zero',
        'opening_from': '{minimum} from {lowest}',
        'no_minimum': 'none',
        'canastas': '{n} canastas to go out',
        'canastas_red_and_black': 'a pure and a mixed canasta to go out',
        'canastas_none': 'no canasta needed to go out',
        'red_each': 'red threes {each} each',
        'red_each@origen': 'Sols {each} each',
        'red_each_up_to': 'red threes {each} each up to {up_to}, then {then}',
        'red_then': '{count} are worth {points}',
        'red_held': 'red threes earn no bonus: each one still held costs {cost}',
        'game_target': 'game to {target}',
        'game_deals': '{n} deals',
        'canasta_bonus': 'a pure canasta earns {pure}, a mixed one {impure}',
        'going_out_no_bonus': 'going out earns no bonus, concealed or not',
        'going_out_bonus': 'going out earns {plain}, concealed {concealed}',
        'meld_wilds_origen': 'a meld holds at least two ordinary cards and at most three jokers, which may outnumber them',
        'pile_top_cards': 'taking the pile gives only its top {n} cards, the top card included',
        'stock_on_the_last_discard': 'once the stock is out, play stops when the player who drew its last card discards',
        'stock_must_take': 'once the stock is out, play goes on while players can take the pile and stops when one cannot',
        'pile_wilds': 'the pile holds at most {n} wild cards',
        'pile_wilds_unlimited': 'the pile takes any number of wild cards',
        'threes_never_melded': 'threes are never melded, not even to go out',
        'pile_natural_pair': "the pile is always taken with a natural pair of its top card's rank, frozen or not",
        'negative_without_canasta': "a team without a canasta counts its melds and its red threes against it, as it does its hand",
        'list': '{first}, {second}',
    },
    'failure': {
        'no_game': 'there is no game to save',
        'not_replayable': 'this game cannot be replayed from its deal and its moves, as a save must be ({reason})',
        'invalid': 'the game holds what cannot be written',
        'other': 'an unforeseen error ({reason})',
        'name_taken': 'too many saves already share the file name “{name}”: choose another name',
        'read_only_window': 'this window is read-only: it changes nothing',
        'not_a_save_here': 'only a save of the saves folder can be deleted',
        'printer_refused': 'the printer refused a new page',
        'no_folder': 'the folder {folder} does not exist',
        'not_written': 'nothing could be written to {file}',
    },
    'os_reason': {
        'disk_full': 'the disk is full',
        'read_only': 'the disk or folder is read-only',
        'denied': 'permission is denied',
        'name_too_long': 'the name is too long for the disk',
        'not_a_folder': 'a file stands where a folder should be',
        'missing': 'the file or folder no longer exists',
        'busy': 'the file is in use',
        'io': 'the disk could not be read or written',
        'link_outside': 'it is a link that leads outside the data folder',
        'other': 'the system says: {reason}',
    },
}

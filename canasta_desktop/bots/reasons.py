"""Why a move is good, as a code with numbers: the Hint's "because".

`explain(view, action)` reads the same figures the medium bot decides from
(the pile's worth against a card from the stock, a discard's danger, the
going-out merit; hard uses medium's policy for its candidate moves and its
rollouts) and returns one `Reason`: a short code and its parameters
(numbers, a rank, a card).  The words are the table's business: the session
translates the code through one catalogue per language (session/hint_text.py),
like the engine's refusals.

Only the seat's view is read: a reason never tells a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Sequence

from ..model.actions import (Action, AnnounceTile, AnswerGoOut, AskGoOut, ChoosePacket, Discard,
                             Draw, EndDeal, Meld, MeldPart, TakePile)
from ..model.cards import THREE, CardTables
from ..model.errors import IllegalAction
from ..model.going_out import (asker_surely_stopped, go_out_draw, going_out_sequence,
                               side_surely_short)
from ..model.phases import DRAW, PLAY
from ..model.pile import TopBlock, card_freezes
from ..model.resample import passes
from ..model.scoring import RED_THREE_HELD_COST
from ..model.view import PlayerView
from . import medium, rami
from .knowledge import NATURALS, Info

if TYPE_CHECKING:
    from ..model.state import DealState

CANASTA = 7
BIG_PILE = 8  # cards: a pile this big is worth taking unless the deal may end with it in hand
SAFE_TAKE = 0.1  # below this chance the next player cannot take the pile: a safe discard
RISKY_TAKE = 0.35  # above it, a discard is only the least bad one
SMALL_HAND = 30  # points: a hand this light is no reason to refuse going out
SMALL_PILE = 3  # cards: freezing fewer is not what a wild discard is for
END_LIKELY = 0.45  # chance the deal ends before the seat's next turn: "may end soon"


@dataclass(frozen=True)
class Reason:
    """`code` names the reason; `params` its figures, by name (ints: points,
    card counts, a rank, card ids as `card` and `other`); `because`, the
    engine's own refusal when the reason is that the rules forbid the other
    move (worded by the refusal catalogue, as at the table)."""

    code: str
    params: tuple[tuple[str, int], ...] = ()
    because: IllegalAction | None = field(default=None, compare=False)

    def get(self, name: str, default: int = 0) -> int:
        return dict(self.params).get(name, default)


def _reason(code: str, **params: int) -> Reason:
    return Reason(code, tuple(sorted(params.items())))


def explain(view: PlayerView, action: Action,
            legal: Sequence[Action] | None = None) -> Reason | None:
    """The main reason for `action` from this seat's view (`legal`: the
    seat's legal actions, when at hand), or None when there is nothing to
    say."""
    info = Info(view)
    if isinstance(action, TakePile):
        return _take(view, info, action)
    if isinstance(action, Draw):
        return _draw(view, info, legal)
    if isinstance(action, EndDeal):
        # The move's own words say the stock is empty; where the deal ends
        # because the pile cannot be taken (§4), the hint says that too.
        return _reason("end_no_take") if view.stock_out_ends else None
    if isinstance(action, (Discard, Meld)):
        staying = _staying_in(view, info, action)
        if staying is not None:
            return staying
    if isinstance(action, Discard):
        return _discard(view, info, action, legal)
    if isinstance(action, Meld):
        return _meld(view, info, action)
    if isinstance(action, AskGoOut):
        return _go_out(view, info)
    if isinstance(action, AnswerGoOut):
        return _answer(view, info, action.yes)
    if isinstance(action, AnnounceTile):
        return _reason("tile_to_meld", rank=action.rank, count=info.hand_count[action.rank])
    if isinstance(action, ChoosePacket) and len(view.packet_bottoms) == 2:
        return _packet(info, view.packet_bottoms, action.packet)
    return None


def _packet(info: Info, bottoms: Sequence[int], chosen: int) -> Reason | None:
    """§3: each packet shows its bottom card; medium keeps the one whose
    card is worth more (`medium.packet_worth`).  The other packet is not
    lost: it becomes the foot, so a red three there still counts at the
    end; it only waits there instead of taking a discard now.  No reason
    for the packet whose card is worth less."""
    t = info.t
    card, other = bottoms[chosen], bottoms[1 - chosen]
    mine, theirs = medium.packet_worth(info, card), medium.packet_worth(info, other)
    if mine < theirs:
        return None
    if t.code[card] == t.code[other]:
        return _reason("packet_twins", card=card, other=other)
    if mine == theirs:
        if t.rank[card] != t.rank[other] and not (_plain(t, card) and _plain(t, other)):
            # A black three counts 5 like a five, and medium weighs nothing
            # else; but it stops the pile and is no five: equal in points only.
            return _reason("packet_same_points", card=card, other=other, points=t.value[card])
        return _reason("packet_either", card=card, other=other)
    if t.is_red_three[other]:
        return _reason("packet_avoid_red_three", card=card, other=other)
    if t.is_wild[card] and not t.is_wild[other]:
        return _reason("packet_wild", card=card, other=other)
    return _reason("packet_worth_more", card=card, other=other)


def _plain(t: CardTables, card: int) -> bool:
    """A natural card of a rank melded like any other: no wild, no three."""
    return not (t.is_wild[card] or t.is_red_three[card] or t.is_black_three[card])


# ---------------------------------------------------------------- the draw
def _taken(view: PlayerView) -> Sequence[int]:
    count = view.rules.pile_take_count
    return view.pile[-count:] if count else view.pile


def _fitting(info: Info, cards: Sequence[int]) -> int:
    """Cards of the pile that go to the side's melds or to cards in hand
    (making a pair or more), or are wild: what taking it brings beyond its
    size.  Two cards of a rank the hand lacks, both in the pile, do not
    count: the sentence says "fit your hand"; three or more do, as they
    meld on their own (play-test: four Améthyste read "1 of which fits")."""
    in_pile = [0] * len(info.hand_count)
    for c in cards:
        in_pile[info.kind[c]] += 1
    fit = 0
    for c in cards:
        k = info.kind[c]
        if info.t.is_wild[c] or (k in NATURALS and (k in info.my_melds or info.hand_count[k]
                                                    or in_pile[k] >= 3)):
            fit += 1
    return fit


def _take(view: PlayerView, info: Info, action: TakePile) -> Reason:
    cards = list(_taken(view))
    fit = _fitting(info, cards)
    if view.must_take_pile:
        # §4 Stock exhausted: no choice, the pile is taken while it can be.
        return _reason("take_stock_out", cards=len(cards), fit=fit)
    if info.rules.isolated_hand and view.isolated is None:
        # §2 Three players: the first to take the pile plays alone against
        # the other two; the hint says it is worth that (play-test).
        return _reason("take_isolates", cards=len(cards), fit=fit)
    if view.needs_opening():
        return _reason("take_opens" if info.partners else "take_opens_alone",
                       cards=len(cards), fit=fit)
    nxt = info.next_seat(view.seat)
    if (view.team_of[nxt] != info.team and view.needs_opening(nxt) and len(cards) >= 6):
        return _reason("take_deny", cards=len(cards), fit=fit)
    draws = info.rules.draw_count
    if info.rules.pile_take_count and len(cards) > draws:
        # §3: the top cards only, for the turn's one discard; why medium
        # always takes (play-test: "3 cards, 1 of which fits" read as no
        # reason over drawing).
        # A red three among them stays in hand, to be discarded (§3): the
        # reason says what it costs (play-test s41: a take of 3♦ said
        # nothing of it, and the deal ended with it in hand).
        red = sum(1 for c in cards if info.t.is_red_three[c])
        said = {"red": red, "points": RED_THREE_HELD_COST} if red else {}
        return _reason("take_more_than_stock", cards=len(cards), fit=fit, draws=draws, **said)
    return _reason("take_pile", cards=len(cards), fit=fit)


def _draw(view: PlayerView, info: Info, legal: Sequence[Action] | None) -> Reason:
    pile = view.pile
    if not pile:
        return _reason("pile_empty")
    top = pile[-1]
    t = info.t
    seen: DealState | None = None  # the deal as the seat sees it, built once if needed
    if legal is None:
        seen = _deal_as_seen(view)
        legal = seen.legal_actions()
    legal_takes = [a for a in legal if isinstance(a, TakePile)]
    if not legal_takes:
        attempt = _closest_take(view, info, top)
        try:
            (seen or _deal_as_seen(view)).check(attempt, view.seat)
        except IllegalAction as refusal:
            if refusal.code == "one_card_pile":
                # The engine names this rule first; if the hand lacks what
                # any take needs anyway, that is the one to tell.
                other = _refusal_without_one_card_rule(view, attempt)
                if other is not None and other.code in _MISSING_CARDS:
                    refusal = other
            return _refused_take(info, top, attempt, refusal)
        legal_takes = [attempt]  # legal after all (the list given was a sample)
    if info.rules.isolated_hand and view.isolated is None:
        # The hand could take it (play-test: the reason did not say so).
        return _reason("isolated_wait", cards=len(pile), rank=t.rank[top])
    taken = _taken(view)
    cards = len(taken)
    red_threes = sum(1 for c in (*taken, *view.hand) if t.is_red_three[c])
    if (red_threes >= 2 and any(t.is_red_three[c] for c in taken)
            and not info.rules.red_threes.laid_apart):
        # §3: red threes taken stay in hand, one discard a turn, each costing
        # 100 there at the deal's end (play-test: "the pile is worth less
        # than a card" said of such a pile).  One alone goes with the
        # turn's discard: no reason then (second play-test).
        return _reason("pile_red_threes", count=red_threes, points=RED_THREE_HELD_COST)
    if cards >= BIG_PILE and _end_threat(view, info):
        # The top card goes to a meld, the others to the hand.
        return _reason("pile_caught_with", cards=cards - 1, opponents=len(info.opponents))
    if legal is not None and not isinstance(medium.draw_decision(view, legal, info), Draw):
        # Medium would take it: the draw is the hint's search's, which no
        # weighing of the pile below explains (review: Tête et Queue).
        return _reason("draw_played_out", cards=cards)
    ranking = medium.take_ranking(view, legal_takes, info)
    if ranking:
        _, take = ranking[0]
        wilds = sum(1 for c in take.with_cards if t.is_wild[c]) + sum(
            1 for p in take.melds for c in p.cards if t.is_wild[c])
        if wilds:
            return _reason("take_costs_wilds", cards=cards, wilds=wilds)
    pair = sum(1 for c in view.hand if info.kind[c] == info.kind[top])
    if pair >= 2 and info.kind[top] in NATURALS:
        # Holding the pair that takes it, "worth less than a card from the
        # stock" read as false (play-test): the sentence says it is so even so.
        return _reason("pile_small_pair", cards=cards, draws=info.rules.draw_count,
                       rank=t.rank[top], count=pair)
    return _reason("pile_small", cards=cards, draws=info.rules.draw_count)


# Refusals that say the hand lacks the cards for the pile (not a rule of the moment).
_MISSING_CARDS = ("pile_needs_pair", "pile_needs_natural", "pile_frozen", "opening_minimum",
                  "pile_opening_short")


def _refusal_without_one_card_rule(view: PlayerView, take: TakePile) -> IllegalAction | None:
    rules = replace(view.rules, one_card_pile_rule=False)
    try:
        _deal_as_seen(view._replace(rules=rules)).check(take, view.seat)
    except IllegalAction as refusal:
        return refusal
    return None


def _closest_take(view: PlayerView, info: Info, top: int) -> TakePile:
    """The way of taking the pile this hand comes nearest to: a natural
    pair of the top card's rank, a natural and a wild, the side's meld of
    that rank, or a lone natural (or nothing)."""
    naturals = [c for c in view.hand if info.kind[c] == info.kind[top]]
    wilds = [c for c in view.hand if info.t.is_wild[c]]
    if len(naturals) >= 2:
        return TakePile(tuple(naturals[:2]))
    if naturals and wilds:
        return TakePile((naturals[0], wilds[0]))
    if info.kind[top] in info.my_melds:
        return TakePile(())
    return TakePile(tuple(naturals))


def _refused_take(info: Info, top: int, attempt: TakePile, refusal: IllegalAction) -> Reason:
    """Why the pile cannot be taken, from the engine's refusal of the
    closest take: its code picks the sentence, the hand only says what the
    sentence names (one natural, or none)."""
    code = refusal.code
    if refusal.params.get("top") is TopBlock.BLACK_THREE_TURNED_UP:
        # The 9 on top is no stop card: the black three turned up under it is.
        return _reason("pile_black_three_turned_up")
    if code == "pile_top_unusable":  # a wild card or a three on top
        return _reason("pile_blocked", card=top)
    minimum = refusal.params.get("minimum")
    if code in ("opening_minimum", "pile_opening_short") and isinstance(minimum, int):
        return _reason("pile_below_minimum", card=top, minimum=minimum)
    if code == "pile_frozen":
        return _reason("pile_frozen_no_pair", rank=info.t.rank[top])
    if code in ("pile_needs_pair", "pile_needs_natural"):
        if attempt.with_cards:
            return _reason("pile_one_natural", card=top)
        if any(info.t.is_wild[c] for c in info.view.hand):
            return _reason("pile_wild_alone", card=top)
        return _reason("pile_no_match", card=top)
    return Reason("pile_refused", (("card", top),), because=refusal)


def _deal_as_seen(view: PlayerView) -> "DealState":
    """A copy of the deal as the seat sees it: what it may do with the pile
    depends only on public cards and its own hand, so any dealing of the
    hidden cards gives the engine's same answer."""
    import random

    from ..model.resample import resample_from_view

    return resample_from_view(view, random.Random(0))


# ---------------------------------------------------------------- the discard
def _lay_off_refused(view: PlayerView, info: Info, card: int) -> IllegalAction | None:
    """The canastas the side lacks to go out (§1, §2, §3), when that is
    why the engine refuses to lay off this card with one more left in hand
    (its refusal: keep a card, as the last discard would go out).  A
    newcomer asks why the card that fits a meld is thrown (play-test of
    Tête et Queue: the reason spoke of the next player's chances)."""
    kind = info.kind[card]
    if kind not in NATURALS or kind not in info.my_melds:
        return None
    attempt = Meld((MeldPart(info.t.rank[card], (card,)),))
    try:
        _deal_as_seen(view).check(attempt, view.seat)
    except IllegalAction as refusal:
        because = refusal.params.get("because")
        if (refusal.code == "keep_a_card" and isinstance(because, IllegalAction)
                and because.code == "no_canasta"):
            return because
    return None


def _discard(view: PlayerView, info: Info, action: Discard,
             legal: Sequence[Action] | None = None) -> Reason:
    t = info.t
    card = action.card
    kind = info.kind[card]
    nxt = info.next_seat(view.seat)
    if len(view.hand) == 1:
        foot = bool(view.foot_sizes and view.foot_sizes[view.seat])
        return _reason("empty_hand_foot" if foot else "empty_hand_out", cards=1)
    rules = info.rules
    if view.answer and view.turn == view.seat:
        # Told yes, this discard ends the turn with cards in hand: the side
        # pays (§1 Going out).  The usual sentence read as if nothing were
        # lost (play-test); where the cards could still go out, it says so.
        stuck = going_out_sequence(view) is None
        return _reason("discard_after_yes" if stuck else "discard_pays_penalty", card=card,
                       points=rules.failed_go_out_penalty)
    if len(view.hand) == 2:
        refusal = _lay_off_refused(view, info, card)
        if refusal is not None:
            # The canastas missing are the reason; "keep at least two cards"
            # read as a contradiction of a discard that leaves one (play-test).
            return Reason("discard_not_laid_off", (("card", card), ("rank", t.rank[card])),
                          because=refusal)
    if t.is_wild[card] and view.team_of[nxt] != info.team:
        # The engine's own test of a freeze; in rami the pile takes a
        # natural pair anyway, so a wild only blocks the next player.  On a
        # pile frozen already it blocks him too (play-test: "the 2♥ is the
        # card your hand needs least" said of a wild card).
        if (len(view.pile) < SMALL_PILE and info.end_probability() > END_LIKELY
                and not _lays_off(view, card)):
            # A freeze of two or three cards is no reason; the wild's points
            # left in hand as the deal ends are (play-test: "freezes the pile
            # of 2 cards", said with every hand at one to four cards).
            return _reason("discard_sheds_points", card=card, points=t.value[card])
        if (not view.pile_frozen and card_freezes(card, t, rules, turned_up=False)
                and not rules.pile_take.always_natural_pair):
            return _reason("discard_freeze", card=card, cards=len(view.pile) + 1)
        return _reason("discard_blocks", card=card)
    if kind == THREE and t.is_black_three[card]:
        held_red = next((c for c in view.hand if t.is_red_three[c]), None)
        if held_red is not None and not rules.red_threes.laid_apart:
            # §3: the red three held stops the next player as well and costs
            # 100 if kept; "it stops the next player" is then no reason
            # (play-test s41): what chose the black three is the search.
            return _reason("discard_played_out", card=card, other=held_red)
        if medium.pile_worth(info, _taken(view)) < medium.DRAW_VALUE * rules.draw_count:
            # "Stops the next player from taking the pile" of a pile with
            # nothing in it to take (play-test): the card's use is the reason.
            return _reason("discard_stop_card", card=card)
        return _reason("discard_blocks", card=card)
    if t.is_red_three[card]:  # Tete et Queue: kept in hand, it costs at the end
        return _reason("discard_red_three", card=card, points=RED_THREE_HELD_COST)
    if view.team_of[nxt] == info.team and nxt != view.seat:
        return _reason("discard_to_partner", card=card, opponents=len(info.opponents))
    rank = t.rank[card]
    p = info.take_probability(nxt, card, view.pile_frozen)
    others = any(info.kind[c] != kind for c in view.hand)
    medium_other: list[int | None] = []  # worked out once, when first asked

    def medium_cheaper_card() -> int | None:
        if not medium_other:
            medium_other.append(_medium_cheaper_card(view, info, kind, legal))
        return medium_other[0]

    if _tile_lost(view, info, kind):
        return _reason("discard_tile_lost", card=card, rank=rank)
    own_tile = bool(view.tiles) and kind in view.tiles[info.team]
    if (own_tile and info.hand_count[kind] <= 2
            and others and p < RISKY_TAKE and medium_cheaper_card() is None):
        # Origen: a tile placed, then its card thrown (play-test): say what
        # it gives up, where medium too finds the other cards worth more (§4).
        return _reason("discard_gives_up_tile", card=card, rank=rank, bonus=rules.tile_bonus,
                       penalty=rules.tile_penalty)
    if own_tile and info.hand_count[kind] >= 3 and p < SAFE_TAKE:
        # Origen: a card of the side's own tile, with enough left to cover
        # it; "nobody can use it" was said of such a card (play-test).
        return _reason("discard_tile_spare", card=card, rank=rank,
                       count=info.hand_count[kind] - 1)
    if kind in NATURALS and info.unseen[kind] == 0 and p <= 0 and not own_tile:
        # All in sight and none where the next player could use it (cards
        # seen going into his hand are "in sight" too).
        return _reason("discard_dead", card=card, rank=rank)
    if kind in NATURALS and p <= 0:
        return _reason("discard_untakable", card=card)
    if kind in NATURALS and p < SAFE_TAKE:
        # What the pile shows of the next player teaches more than a figure.
        sign = info.pile_sign(nxt, rank)
        if sign == "passed" and (rank in view.melds[view.team_of[nxt]]
                                 or rank not in passes(view, since_opened=True).get(nxt, ())):
            # His side has that rank on the table: melded after the pass, it
            # shows he held them then (play-test s35, rami: a ten passed on
            # unopened, holding three, melded the next turn); melded before,
            # an open pile was his for one card.  Or he passed only before
            # his side opened, when a pair alone did not take the pile (the
            # same play-test: 2 of 3 such reasons, the passer holding a pair).
            # Either way the pass is no reason to think he holds no pair:
            # the figure alone is said.
            sign = None
        percent = max(1, round(100 * p))
        if sign == "discarded":
            return _reason("discard_next_threw", card=card, rank=rank, percent=percent)
        if sign == "passed":
            return _reason("discard_next_passed", card=card, rank=rank, percent=percent)
        return _reason("discard_safe", card=card, rank=rank, percent=percent)
    # "Keep those, the next side takes the pile with them" is a reason only
    # when the card thrown is less of a gift: a card that surely opens the
    # pile too (his side melds it as well) is no safer than the ones kept.
    # The sentence names the thrown card's own chance, so that it says why
    # this card goes, not only what stays (play-test: one "keep your 6♥"
    # for four different discards).
    kept = _rank_they_would_take(view, info, nxt, kind) if p < 1.0 else None
    if kept is not None:
        cheapest = medium_cheaper_card()
        if (cheapest is not None and info.kind[cheapest] != kept
                and info.take_probability(nxt, cheapest, view.pile_frozen) < p):
            # A safer card than this one, which the weighing throws first:
            # "keep your K♣" is no reason to throw the J♣ (60%) rather than
            # the 7♥ (45%) (play-test s35): the look ahead chose it.
            return _reason("discard_played_out", card=card, other=cheapest,
                           percent=_percent(p) if p >= RISKY_TAKE else 0)
        held = [c for c in view.hand if info.kind[c] == kept]
        percent = _percent(p)
        alone = int(view.team_of.count(view.team_of[nxt]) == 1)  # no side to speak of
        safety = _keep_safety(view, info, nxt, card, p, legal)
        said = {"safety": safety} if safety else {}
        if len(held) == 1:  # "your A♠", not "your aces"
            return _reason("discard_keep_one", card=card, other=held[0], rank=kept,
                           percent=percent, alone=alone, **said)
        return _reason("discard_keep", card=card, rank=kept, percent=percent, alone=alone,
                       **said)
    if p >= RISKY_TAKE:
        under = _under_discard(view, card)
        if medium.pile_worth(info, under) < medium.DRAW_VALUE * rules.draw_count:
            # The gift is the card itself: what the pile adds is worth less
            # than the stock's card(s) he gives up to take it.
            # Where a take is only the pile's top cards (Tête et Queue), the
            # sentence says so: "2 cards under it" beside "Pile 14" puzzled.
            top = {"top": rules.pile_take_count} if rules.pile_take_count else {}
            return _reason("discard_small_pile", card=card, cards=len(under),
                           draws=rules.draw_count, **top)
    if (kind in NATURALS and info.hand_count[kind] == 1 and kind not in info.my_melds
            and p < RISKY_TAKE):
        return _reason("discard_single", card=card, rank=rank)
    # What is left is medium's weighing of every card (medium.discard_ranking);
    # where the hint's search chose another card, that weighing is not why.
    if not others:
        return _reason("discard_all_alike", card=card, rank=rank)
    cheapest = medium_cheaper_card()
    if cheapest is not None:
        # The search's choice: the card the weighing puts first is named,
        # so that the player sees what the look ahead overrules.
        return _reason("discard_played_out", card=card, other=cheapest,
                       percent=_percent(p) if p >= RISKY_TAKE else 0)
    if kind in NATURALS and info.hand_count[kind] >= 2 and kind not in info.my_melds:
        # "The card your hand needs least" read false of one of a pair or a
        # trio (play-test): medium weighs them dear, so the others cost more.
        return _reason("discard_splits_pair", card=card, rank=rank, count=info.hand_count[kind],
                       percent=_percent(p) if p >= SAFE_TAKE else 0)
    if p >= RISKY_TAKE:
        # A risk taken knowingly: the sentence says so (play-test).
        return _reason("discard_least_bad", card=card, percent=_percent(p))
    return _reason("discard_least_useful", card=card)


# How a discard that keeps the next side's rank compares with the others
# (discard_keep's "safety"): the least risky of them, so "the safest"; the
# least risky, but every discard is risky; or a safer card is kept, being
# worth more in hand.
SAFEST, LEAST_RISKY, SAFER_KEPT = 0, 1, 2


def _keep_safety(view: PlayerView, info: Info, nxt: int, card: int, p: float,
                 legal: Sequence[Action] | None) -> int:
    """Where the thrown card stands among the legal discards by the next
    player's chance to take the pile (medium's card counting), so that the
    words match the figures (play-test s41: "the safest discard" said of a
    9♦ giving the pile away 84 times in 100, a joker and a two in hand)."""
    if legal is None:
        legal = _deal_as_seen(view).legal_actions()
    kind = info.kind[card]
    chances = [info.take_probability(nxt, a.card, view.pile_frozen) for a in legal
               if isinstance(a, Discard) and info.kind[a.card] != kind]
    if chances and min(chances) < p:
        return SAFER_KEPT
    return LEAST_RISKY if p >= RISKY_TAKE else SAFEST


def _medium_cheaper_card(view: PlayerView, info: Info, kind: int,
                         legal: Sequence[Action] | None) -> int | None:
    """Medium's cheapest discard when it is of another rank (else None):
    the hint's choice is then the search's, which no weighing of the cards
    explains."""
    if legal is None:
        legal = _deal_as_seen(view).legal_actions()
    ranking = medium.discard_ranking(view, legal, info)
    if ranking and info.kind[ranking[0][1].card] != kind:
        return ranking[0][1].card
    return None


def _percent(p: float) -> int:
    """A chance in whole percent: 100 only when sure, 1 at least."""
    return 100 if p >= 1.0 else min(99, max(1, round(100 * p)))


def _tile_lost(view: PlayerView, info: Info, kind: int) -> bool:
    """Origen: the side's own tile of this rank can no longer be covered
    (play-test: "nobody can match it" read as false of the side's own
    tile).  Covering it needs a meld of the rank: none may still come from
    the stock, a partner (his known cards) or the pile, and the hand's
    naturals and wilds make no three."""
    tiles = view.tiles[info.team] if view.tiles else ()
    if kind not in tiles or kind in info.my_melds or info.unseen[kind]:
        return False
    partners = [s for s in info.team_seats(info.team) if s != view.seat]
    if any(info.kind[c] == kind for s in partners for c in view.known[s]):
        return False
    if any(info.kind[c] == kind for c in view.pile):
        return False
    wilds = sum(1 for c in view.hand if info.t.is_wild[c])
    return info.hand_count[kind] + wilds < 3


def _hand_emptied_by(view: PlayerView, action: Meld, used: int) -> Reason | None:
    """What the meld leads to when it leaves the hand empty, or one card
    to discard: going out, or the foot picked up; as the engine has it on
    the deal as seen (whether the side may go out is its rule, §1 Going
    out).  None when the hand does not empty this turn."""
    seen = _deal_as_seen(view)
    try:
        seen.apply(action, view.seat)
    except IllegalAction:
        return None
    foot = bool(view.foot_sizes and view.foot_sizes[view.seat])
    melded = {c for part in action.parts for c in part.cards}
    left = [c for c in view.hand if c not in melded]
    if not left:
        if seen.is_over and seen.out_seat == view.seat:
            return _reason("empty_hand_out", cards=used)
        return _reason("empty_hand_foot", cards=used) if foot else None
    # One card left: the discard that follows is what empties the hand,
    # said as such ("étalez des rois — vous sortez" read as if the meld did).
    last = Discard(left[0])
    if seen.goes_out_with(last, view.seat):
        return _reason("meld_then_out", card=left[0])
    if foot and seen.is_legal(last, view.seat):
        return _reason("meld_then_foot", card=left[0])
    return None


def _under_discard(view: PlayerView, card: int) -> list[int]:
    """The cards the next player would take with `card` from the pile,
    besides `card` itself (Tête et Queue takes only the top few)."""
    after = list(view.pile) + [card]
    count = view.rules.pile_take_count
    return (after[-count:] if count else after)[:-1]


def _rank_they_would_take(view: PlayerView, info: Info, nxt: int, thrown: int) -> int | None:
    """A rank of the hand (not the one thrown) that the next player would
    surely take the pile with: his side has melded it and the pile is open
    to him.  The discard's danger is what made those cards dear to throw."""
    t = info.t
    if not info.pile_open_to(nxt, view.pile_frozen):
        return None
    melded = view.melds[view.team_of[nxt]]
    best: tuple[int, int] | None = None
    for c in view.hand:
        kind = info.kind[c]
        if kind in NATURALS and kind != thrown and kind in melded:
            key = (info.hand_count[kind], t.rank[c])
            if best is None or key > best:
                best = key
    return None if best is None else best[1]


# ---------------------------------------------------------------- melds
def _meld(view: PlayerView, info: Info, action: Meld) -> Reason:
    t = info.t
    used = sum(len(p.cards) for p in action.parts)
    left = len(view.hand) - used
    if left <= 1:
        emptied = _hand_emptied_by(view, action, used)
        if emptied is not None:
            return emptied
    # No minimum (§5 below zero): no opening to speak of.
    if view.needs_opening() and view.minimum_for():
        points = sum(t.value[c] for p in action.parts for c in p.cards)
        # Three players: partners open each for himself (§2 Three players).
        return _reason("meld_open" if view.rules.teams_open_as_one else "meld_open_alone",
                       points=points, minimum=view.minimum_for())
    own = info.my_melds
    for part in action.parts:
        size = len(own.get(part.rank, ()))
        if size < CANASTA <= size + len(part.cards):
            if rami.waits(view):
                return _reason("rami_canasta", rank=part.rank)
            return _reason("meld_canasta", rank=part.rank)
    if view.answer and view.turn == view.seat and _steps_toward_going_out(view, action):
        # The partner said yes: this turn ends the deal (§1 Going out);
        # "the deal may end soon" or "starts a canasta" would be stale.
        return _reason("meld_going_out", points=sum(t.value[c] for p in action.parts
                                                    for c in p.cards))
    if _on_the_way_out(view, info, action):
        # The cards can all go out, this meld is on the way, and going out
        # pays (play-test, rami 2: three melds of a going out each said
        # "scores now and starts a canasta").
        return _reason("meld_step_out")
    part = max(action.parts, key=lambda p: len(p.cards))
    if part.rank in own:
        after = len(own[part.rank]) + len(part.cards)
        if after >= CANASTA:
            return _reason("meld_on_canasta", rank=part.rank,
                           points=sum(t.value[c] for c in part.cards))
        return _reason("meld_lay_off", rank=part.rank, missing=CANASTA - after)
    if rami.waits(view):
        # §5: without a canasta melds count against the side as its hand
        # does; "scores now" would be untrue (play-test).
        return _reason("rami_meld_toward_canasta", rank=part.rank)
    if info.end_probability() > END_LIKELY:
        return _reason("meld_before_end", points=sum(t.value[c] for c in part.cards))
    if view.foot_sizes and view.foot_sizes[view.seat]:
        return _reason("meld_toward_foot", cards=left)
    if view.tiles and part.rank in view.tiles[info.team]:
        return _reason("meld_tile", rank=part.rank)
    return _reason("meld_new", rank=part.rank, cards=len(part.cards))


def _steps_toward_going_out(view: PlayerView, action: Meld) -> bool:
    """Told yes, the meld leaves a hand that still goes out this turn (the
    engine's search, §1 Going out): else "you go out this turn" would be
    false, and the 100 of a broken yes follows."""
    seen = _seen_after(view, action)
    if seen is None:
        return False
    if seen.is_over:
        return seen.out_seat == view.seat
    return going_out_sequence(seen.view_for(view.seat)) is not None


def _lays_off(view: PlayerView, card: int) -> bool:
    """The engine lets the card go onto one of the side's melds: there it
    scores, so "it would cost its points in hand" argues for no discard
    (review: true of 108 of 112 wild cards the reason was said of)."""
    seen = _deal_as_seen(view)
    for rank in view.melds[view.team]:
        try:
            seen.check(Meld((MeldPart(rank, (card,)),)), view.seat)
        except IllegalAction:
            continue
        return True
    return False


def _seen_after(view: PlayerView, action: Action) -> "DealState | None":
    """The deal as the seat sees it once `action` is played (None: the
    engine refuses it)."""
    seen = _deal_as_seen(view)
    try:
        seen.apply(action, view.seat)
    except IllegalAction:
        return None
    return seen


# ---------------------------------------------------------------- going out
def _staying_in(view: PlayerView, info: Info, action: Meld | Discard) -> Reason | None:
    """When the cards could all go out this turn (the engine's search, as
    if told yes: §1 Going out) and this move gives that up, the reason is
    why playing on, not what the move builds (play-test: "your fives: 1 to
    go for a canasta", said of a lay-off after which the player could no
    longer ask his partner, and so not go out)."""
    way = _way_out_now(view, info)
    if way is None:
        return None
    seen = _seen_after(view, action)
    if seen is None or seen.is_over or _keeps_the_way_out(view, seen, action == way[0]):
        return None
    if rami.waits(view):
        return _reason("stay_in_no_canasta", alone=int(not info.partners))
    side = view.counted_against(view.seat)
    held = round(sum(info.hand_value_estimate(s) for s in side))
    # Named only when the side's cards outweigh what the opponents' hands
    # would lose: else the reason would argue for going out.
    if side and held >= SMALL_HAND and held > _opponents_hold(info)["points"]:
        feet = view.foot_sizes
        return _reason("stay_in_side_holds", partners=len(side), points=held,
                       cards=sum(view.hand_sizes[s] + (feet[s] if feet else 0) for s in side),
                       feet=int(bool(feet) and any(feet[s] for s in side)))
    return _reason("stay_in_play_on", cards=view.stock_size, alone=int(not info.partners))


def _on_the_way_out(view: PlayerView, info: Info, action: Meld) -> bool:
    """Not asked (nor told): the cards can all go out this turn, going out
    pays (medium's weighing: else the hint's next move plays on, review),
    and the way is still open after this meld (after a meld made without
    asking the partner it is closed, §1 Going out)."""
    way = _way_out_now(view, info)
    if way is None or medium.go_out_merit(view, info) < 0.0:
        return False
    seen = _seen_after(view, action)
    return seen is not None and _keeps_the_way_out(view, seen, action == way[0])


def _way_out_now(view: PlayerView, info: Info) -> list[Action] | None:
    """Before it asks (or is told), the moves by which the seat in its play
    phase could go out now, or None.  Medium's cheap count first: most
    hands cannot empty, and say so fast; past a take or a meld made without
    asking, going out is refused already (review: "could all go out" said
    after the lay-off)."""
    if view.phase != PLAY or view.turn != view.seat or view.answer is not None:
        return None
    if not medium.quick_can_empty(view, info) or not _may_go_out(_deal_as_seen(view), view.seat):
        return None
    return going_out_sequence(view)


def _keeps_the_way_out(view: PlayerView, seen: "DealState", first_step: bool) -> bool:
    """After a move (`seen`), the seat may still go out this turn: the first
    step of the way found, or a way a longer search finds (a big hand's
    ways are many), and nothing but the cards in the way."""
    if seen.is_over:
        return seen.out_seat == view.seat
    return (seen.current_seat == view.seat and seen.phase == PLAY and _may_go_out(seen, view.seat)
            and (first_step or going_out_sequence(seen.view_for(view.seat),
                                                  medium.TOLD_YES_NODES) is not None))


def _may_go_out(state: "DealState", seat: int) -> bool:
    """Nothing but the cards stops the seat going out this turn: no one to
    ask, asking optional, or the question still allowed (§1 Going out:
    it comes before taking the pile or any meld)."""
    return (not state.has_partner(seat) or state.rules.asking_to_go_out_optional
            or any(isinstance(a, AskGoOut) for a in state.legal_actions()))


def _opponents_hold(info: Info) -> dict[str, int]:
    """The points the opponents are thought to hold, and how many they are
    (one against two players or the isolated hand: "the opponent holds");
    `feet` when a foot still face down counts in them (§3)."""
    feet = info.view.foot_sizes
    return {"points": round(sum(info.hand_value_estimate(o) for o in info.opponents)),
            "opponents": len(info.opponents),
            "feet": int(any(feet[o] for o in info.opponents) if feet else False)}


def _end_threat(view: PlayerView, info: Info) -> bool:
    """An opponent may go out and holds three cards or fewer, with no foot
    still face down (Tête et Queue: an empty hand brings the foot, not the
    deal's end)."""
    feet = view.foot_sizes
    return any(info.team_may_go_out(info.team_of[o]) and view.hand_sizes[o] <= 3
               and not (feet and feet[o]) for o in info.opponents)


def _go_out(view: PlayerView, info: Info) -> Reason:
    if view.phase == DRAW and isinstance(go_out_draw(view), TakePile):
        # §1 Going out: asking comes before taking the pile; that the take
        # is the way out is what a new player would not see.
        return _reason("go_out_by_taking", cards=len(_taken(view)))
    if _end_threat(view, info):
        return _reason("go_out_threat", **_opponents_hold(info))
    return _going_out_pays(info, answering=False)


def _going_out_pays(info: Info, answering: bool) -> Reason:
    bonus = info.rules.going_out_bonus
    view = info.view
    asker = view.turn
    if (bonus and view.melded_before and not view.melded_before[asker]
            and not view.melded_this_turn):
        # The whole hand at once, nothing melded before: §1 Going out, concealed.
        bonus = info.rules.concealed_going_out_bonus
    if not bonus:  # rami: going out earns nothing itself, it stops the deal
        return _reason("answer_yes_ends" if answering else "go_out_ends",
                       **_opponents_hold(info))
    if answering:
        # What a yes costs the partner too: his hand, and a foot still face
        # down (§3), count against the side (play-test: the reason named
        # only the opponents' points).
        foot = bool(view.foot_sizes and view.foot_sizes[view.seat])
        side = view.counted_against(asker)  # a side of three: two hands
        ours = round(sum(info.hand_value_estimate(s) for s in side))
        many = len(side) > 1
        return _reason("answer_yes_pays_foot" if foot else "answer_yes_pays_side" if many
                       else "answer_yes_pays", bonus=bonus, ours=ours, **_opponents_hold(info))
    return _reason("go_out_pays", bonus=bonus, **_opponents_hold(info))


def _answer(view: PlayerView, info: Info, yes: bool) -> Reason:
    stopped = None if yes else asker_surely_stopped(view)
    if stopped is not None:
        # The rules settle it: a yes would only cost the penalty (§1 Going out).
        return Reason("answer_no_partner_canasta",
                      (("points", info.rules.failed_go_out_penalty),), because=stopped)
    if not yes and medium.foot_still_down(view):
        return _reason("answer_no_foot_down", points=info.rules.failed_go_out_penalty)
    if yes:
        if _end_threat(view, info):
            return _reason("answer_yes_threat", **_opponents_hold(info))
        return _going_out_pays(info, answering=True)
    mine = round(info.hand_value_estimate(view.seat))
    meldable = round(medium.meldable_value(view, info))
    if meldable >= 20:
        return _reason("answer_no_meld", points=meldable)
    if view.foot_sizes and view.foot_sizes[view.seat]:  # the foot counts, estimated
        return _reason("answer_no_hand_foot", points=mine)
    if mine < SMALL_HAND:
        # "The 10 points in your hand" is no reason to refuse 100 (play-test):
        # the no is the search's, for what playing on brings the side.
        if (view.stock_size > 2 * info.n * info.rules.draw_count
                and all(side_surely_short(view, t)
                        for t in {view.team_of[o] for o in info.opponents})):
            # No opponent can go out on his next turn, whatever his side
            # draws, takes or lays first (§1 Going out: the canastas), nor
            # can the stock run out (review: "they cannot end the deal" said
            # with 2 cards left).
            return _reason("answer_no_opponents_stuck")
        return _reason("answer_no_play_on", cards=view.stock_size)
    return _reason("answer_no_hand", points=mine)


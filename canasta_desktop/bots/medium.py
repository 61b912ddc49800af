"""Medium: the heuristics a good club player uses.

- card counting: which kinds are still unseen (not in this hand, a meld, the
  pile, a laid red three, or a card known to be in a hand because it was
  picked up with the pile), and from that the chance that the next opponent
  holds a pair;
- safe discards: the cost of a discard is what the card is worth in the hand
  plus the chance that the next opponent takes the pile times what the pile
  is worth to him; black threes and wild cards are safe, and a wild card
  thrown on a big pile freezes it;
- take the pile when it is worth more than a card from the stock, with the
  cheapest cards that allow it; open with the least wild cards and cards
  that reach the minimum;
- lay off and meld naturals, keep pairs in hand, spend wild cards to finish
  canastas rather than to start small melds;
- go out (ask the partner first) when it pays: a lead to protect, an
  opponent close to going out, a partner with few points in hand, the game
  won by ending the deal now (or lost: an opponent past the target); where
  taking the pile lets the hand go out, ask before the draw, as asking
  comes before the take; answer the partner from the same figures, with its
  own hand exactly known;
- where a side without a canasta counts its melds and hand against it
  (rami, `rules.no_canasta_counts_negative`): build a canasta first (open,
  then meld only what makes one; partners lay naturals off on their melds),
  go out without one only to cut a loss, and once the side has one, meld
  everything and go out when ahead (bots/rami.py).

Every decision reads the seat's view and the legal actions only.  The module
also exposes the pieces the hard bot reuses: `decide` (its rollout policy),
`discard_ranking`, `take_ranking` and `go_out_sequence`.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..model.actions import (Action, AnnounceTile, AnswerGoOut, AskGoOut, ChoosePacket,
                             Discard, Draw, EndDeal, Meld, TakePile)
from ..model.cards import JOKER, THREE, TWO
from ..model.going_out import asker_surely_stopped, go_out_draw, going_out_sequence
from ..model.phases import ANSWER, CHOOSE, DRAW, PLAY
from ..model.scoring import TeamCounts, score_counts
from ..model.view import PlayerView
from .base import register_bot
from . import rami
from .knowledge import NATURALS, RED3, Info

GO_OUT_NODES = 60  # meld choices the going-out searches try before giving up
TOLD_YES_NODES = 600  # ... and once told yes, before paying the 100

# What throwing a wild card costs beyond its worth in hand (discard_ranking),
# at full stock.  Duplicate deals against none (1,000-2,000 decks each):
# classic +53 [+35, +72] a deal, two +138 [+105, +171], three +63 [+54, +71],
# five +50 [+25, +75], six-2x3 +32 [+9, +55], six-3x2 +38 [+19, +58],
# Origen 4 +48 [+29, +68], Origen 6 +21 [+11, +31], Origen 2 -9 [-33, +15],
# Tete et Queue 0 [-7, +7]; 30 measured +23, 60 +46, 300 +47 (classic).
# Not in rami, where it measured -5 to -13 (intervals across zero): a wild
# there freezes nothing and a side without a canasta holds its cards anyway.
WILD_DISCARD_COST = 100.0

# What a card from the stock is worth, on average, against taking the pile.
DRAW_VALUE = 14.0
# Rami (a side without a canasta counts its melds against it): what playing
# on is worth to such a side at full stock, a base and so much per card of
# its best canasta-to-be past three; and the cards a partner keeps in hand
# when he lays naturals off on the side's melds for his partner to build on.
RAMI_POTENTIAL = (250.0, 80.0)
RAMI_LAYOFF_KEEP = 3
# Three players (§2): the first to take the pile plays alone against two.
# Duplicate deals against easy: 120 lost, 300 wins by about 190 a deal.
# Against medium at 300 (1000 decks): 0 loses 284, 150 loses 80, 400 gains
# about 23 and 600 about 37; but from 400 on a table of medium bots leaves
# the pile untaken in most deals, half the deals run the stock out, and
# 600 declines even 24 cards holding canastas: the isolated hand would all
# but vanish from the variant.
ISOLATION_COST = 300.0


# ---------------------------------------------------------------- card worth
def keep_value(info: Info, card: int) -> float:
    """How much the hand loses if `card` goes (before pile danger)."""
    t = info.t
    kind = info.kind[card]
    view = info.view
    if kind == JOKER:
        return 75.0
    if kind == TWO:
        return 50.0
    if kind == RED3:
        # Tête et Queue: each red three held costs 100, and one leaves the
        # hand only as a turn's discard: it goes first, before a card that
        # would hand the next player a pile of red threes (review s37: 3♥
        # kept, A♣ thrown, twice with two cards left).  Duplicate deals
        # against -90: +56 [+39, +73] a deal (2,000 decks); shed first only
        # with four cards or fewer +40 [+28, +51]; not counting the pile's
        # red threes as a danger for the taker -5 [-33, +23].
        return -400.0
    if kind == THREE:
        return 12.0  # a black three is a safe discard kept for a dangerous pile
    count = info.hand_count[kind]
    value = t.value[card]
    unseen = info.unseen[kind]
    if kind in info.my_melds:
        return 30.0 + value
    if count >= 3:
        return 38.0 + value
    if count == 2:
        # A pair takes the pile: worth more when the pile is big.
        keep = 18.0 + value + min(30.0, 2.0 * len(view.pile))
        if unseen == 0:
            keep -= 10.0  # nobody else holds one: nobody will discard one
        return keep
    keep = 3.0 + 0.3 * value
    if unseen >= 2:
        keep += 3.0
    return keep


def pile_worth(info: Info, cards: Sequence[int], worth: float = 0.0) -> float:
    """What a pile is worth to whoever takes it (added to `worth`: the worth
    of the cards below, summed in the same order)."""
    t = info.t
    bonus = info.rules.red_threes.laid_apart
    for c in cards:
        if t.is_red_three[c]:
            worth += 100.0 if bonus else -100.0
        elif t.is_black_three[c]:
            worth += 2.0
        else:
            worth += t.value[c] + 12.0
    return worth


def _threes_under_top(info: Info, pile: Sequence[int]) -> int:
    """Threes (red or black) a take of the pile brings besides its top card."""
    return sum(1 for c in _taken_part(info, pile)[:-1] if info.kind[c] in (THREE, RED3))


def _taken_part(info: Info, pile: Sequence[int]) -> Sequence[int]:
    count = info.rules.pile_take_count
    return pile[-count:] if count else pile


# ---------------------------------------------------------------- discards
def discard_ranking(view: PlayerView, legal: Sequence[Action],
                    info: Info | None = None) -> list[tuple[float, Discard]]:
    """Every legal discard with its cost, cheapest first."""
    info = info or Info(view)
    t = info.t
    discards = [a for a in legal if isinstance(a, Discard)]
    if not discards:
        return []
    seat = view.seat
    nxt = info.next_seat(seat)
    friend = view.team_of[nxt] == info.team
    p_end = info.end_probability()
    pile = list(view.pile)
    frozen_now = view.pile_frozen
    # Where the whole pile is taken (all but Tête et Queue), its worth with
    # the discard on top is the pile's worth plus the card's.
    whole_pile = None if info.rules.pile_take_count else pile_worth(info, pile)
    # The chance of a take depends on the card's rank, value and wildness only.
    take_chances: dict[tuple[int, int, bool], float] = {}
    keep_wilds = not rami.patient(info.rules)
    out = []
    for action in discards:
        card = action.card
        keep = keep_value(info, card)
        if whole_pile is None:
            worth = pile_worth(info, _taken_part(info, pile + [card]))
        else:
            worth = pile_worth(info, (card,), whole_pile)
        chance_key = (t.rank[card], t.value[card], t.is_wild[card])
        p = take_chances.get(chance_key)
        if p is None:
            p = take_chances[chance_key] = info.take_probability(nxt, card, frozen_now)
        danger = p * worth
        if friend:
            danger = -0.5 * danger
        cost = keep + danger - t.value[card] * p_end
        if t.is_wild[card] and keep_wilds:
            # A wild card thrown is 20 or 50 points and a canasta's card
            # handed to whoever takes the pile, not only a safe discard
            # (review s37: a 2 thrown to freeze a pile of three cards on
            # the third turn, a joker on a frozen pile with five odd cards
            # in hand).  Its points in hand count against as the deal ends.
            cost += WILD_DISCARD_COST * (1.0 - p_end)
        if (t.is_wild[card] and not frozen_now and not friend
                and not info.rules.pile_take.always_natural_pair):
            # Freezing: later piles need a natural pair, for everybody (in
            # rami they always do: a wild thrown there stops nobody).
            cost -= 0.25 * pile_worth(info, _taken_part(info, pile))
        out.append((cost, action))
    out.sort(key=lambda x: (x[0], x[1].card))
    return out


# ---------------------------------------------------------------- the pile
def take_cost(info: Info, action: TakePile) -> float:
    """What a way of taking the pile spends: wild cards committed, extra melds."""
    t = info.t
    cost = 0.0
    for c in action.with_cards:
        if t.is_wild[c]:
            cost += 28.0 if t.rank[c] == TWO else 40.0
    for part in action.melds:
        for c in part.cards:
            cost += (28.0 if t.rank[c] == TWO else 40.0) if t.is_wild[c] else 1.0
    return cost


def take_ranking(view: PlayerView, legal: Sequence[Action],
                 info: Info | None = None) -> list[tuple[float, TakePile]]:
    """Each legal way of taking the pile with its gain over drawing, best first."""
    info = info or Info(view)
    takes = [a for a in legal if isinstance(a, TakePile)]
    if not takes:
        return []
    t = info.t
    pile = list(view.pile)
    rest = list(_taken_part(info, pile))[:-1]
    top = pile[-1]
    hand_count = info.hand_count
    p_end = info.end_probability()
    gain = 0.0
    counts = hand_count[:]
    for c in rest:
        counts[info.kind[c]] += 1
    for c in rest:
        k = info.kind[c]
        if t.is_red_three[c]:
            gain += 100.0 if info.rules.red_threes.laid_apart else -100.0
            continue
        if t.is_black_three[c]:
            gain += 1.0
            continue
        value = t.value[c]
        if t.is_wild[c]:
            asset = value + 25.0
        elif k in info.my_melds or counts[k] >= 2:
            asset = value + 14.0
        else:
            asset = 0.3 * value + 3.0
        gain += (1.0 - p_end) * asset - p_end * value
    gain += t.value[top] + 10.0  # the top card goes straight to a meld
    if view.needs_opening():
        gain += 50.0  # opening unfreezes the pile for the team
    if info.rules.isolated_hand and view.isolated is None:
        gain -= ISOLATION_COST
    out = [(gain - take_cost(info, a), a) for a in takes]
    out.sort(key=lambda x: -x[0])
    return out


# ---------------------------------------------------------------- going out
def quick_can_empty(view: PlayerView, info: Info, taken: Sequence[int] = ()) -> bool:
    """A cheap test before the exact search: at most one card would stay
    (with the pile's `taken` cards too, before a take)."""
    if view.foot_sizes and view.foot_sizes[view.seat]:
        return False
    hc = info.hand_count
    if taken:
        hc = hc[:]
        laid_apart = info.rules.red_threes.laid_apart
        for c in taken:
            k = info.kind[c]
            if not (k == RED3 and laid_apart):
                hc[k] += 1
    melds = info.my_melds
    wilds = hc[JOKER] + hc[TWO]
    left = 0
    pairs = 0
    outnumber = info.rules.meld_wilds.wilds_may_outnumber_naturals
    for r in NATURALS:
        c = hc[r]
        if not c or r in melds or c >= 3:
            continue
        if c == 2:
            pairs += 1
        else:
            left += 1
    b3 = hc[THREE]
    if b3 and not (3 <= b3 <= 4 and info.rules.black_threes_meld_to_go_out):
        left += b3
    left += hc[RED3]
    if pairs > wilds:
        left += 2 * (pairs - wilds)
        wilds = 0
    else:
        wilds -= pairs
    if wilds and not melds and not pairs and not outnumber:
        left += wilds
    return left <= 1


def go_out_sequence(view: PlayerView, max_nodes: int = GO_OUT_NODES,
                    best: bool = True) -> list[Action] | None:
    """Melds (and a last discard) that empty the hand this turn, the partner
    having said yes; None when there is none.  Found by the model
    (model/going_out.py): when it finds one, `can_go_out_this_turn` holds,
    so a bot that asks only with a sequence in hand never owes the 100.
    `best`: the way that scores most (play-test: the first way found put
    the joker on a pure canasta, 500 points below the joker completing the
    aces); False, the first found (easy; or only whether there is one)."""
    return going_out_sequence(view, max_nodes, best)


def go_out_take(view: PlayerView) -> Action | None:
    """Before the draw: the take (or draw) after which the hand goes out,
    searched within the same node budget as the sequence then played
    (go_out_sequence), so that the way found before asking is found again
    after the yes."""
    return go_out_draw(view, GO_OUT_NODES)


def meldable_value(view: PlayerView, info: Info) -> float:
    """Points of this hand that could be melded next turn (lay-offs, groups of
    three, pairs with a spare wild): going out now would count them against
    the team instead."""
    t = info.t
    hc = info.hand_count
    wilds = hc[JOKER] + hc[TWO]
    total = 0.0
    for c in view.hand:
        k = info.kind[c]
        if k in NATURALS and (k in info.my_melds or hc[k] >= 3 or (hc[k] == 2 and wilds)):
            total += t.value[c]
    return total


def team_hands_loss(view: PlayerView, info: Info) -> float:
    """What the deal's end now costs the team's hands other than the
    asker's: their points, and (answering) what this hand could meld next
    turn, lost twice over."""
    asker = view.turn
    loss = 0.0
    for s in info.team_seats(info.team):
        if s != asker:
            loss += info.hand_value_estimate(s)
    if view.seat != asker:
        loss += 0.5 * meldable_value(view, info)
    return loss


def ending_decides_game(view: PlayerView, info: Info) -> bool:
    """Going out now would end the game one way or the other (game_swing)."""
    return game_swing(view, info, team_hands_loss(view, info)) != 0.0


def go_out_merit(view: PlayerView, info: Info) -> float:
    """> 0 when ending the deal now by going out beats playing on.  From the
    seat asking (or answering): the team's other hands count against it."""
    rules = info.rules
    team = info.team
    partner_loss = team_hands_loss(view, info)
    opp_loss = sum(info.hand_value_estimate(o) for o in info.opponents)
    if rules.no_canasta_counts_negative:
        return _rami_merit(view, info, partner_loss, opp_loss)
    boards = {tm: info.board(tm) for tm in set(info.team_of)}
    others = [b for tm, b in boards.items() if tm != team]
    lead = boards[team] - (max(others) if others else 0)
    threat = 0.0
    for tm in set(info.team_of):
        if tm == team or not info.team_may_go_out(tm):
            continue
        smallest = min(view.hand_sizes[s] for s in info.team_seats(tm))
        threat = max(threat, 0.6 if smallest <= 3 else 0.3 if smallest <= 6 else 0.1)
    merit = (rules.going_out_bonus + 0.5 * opp_loss - partner_loss + 0.1 * lead - 40.0
             + 250.0 * threat)
    if view.stock_size <= info.n * rules.draw_count * 2:
        merit += 100.0
    return merit + game_swing(view, info, partner_loss)


GAME_SWING = 500.0  # going out that wins (or hands over) the game, in points of merit


def game_swing(view: PlayerView, info: Info, partner_loss: float) -> float:
    """The game's score, not only the deal's: going out now ends the deal
    with what is on the table.  + when that puts the side past the target
    and ahead (the game is won), - when it puts an opponent there first."""
    rules = info.rules
    scores = view.scores_before
    teams = sorted(set(info.team_of))
    if (rules.score_by_player or not rules.game_target or rules.deals_per_game
            or len(scores) <= teams[-1]):
        # Tête et Queue is four deals, whatever the totals (§3): the sheet's
        # 5 000 ends nothing there.
        return 0.0
    totals = deal_end_totals(view, info, partner_loss)
    ours = totals[info.team]
    best_other = max((v for tm, v in totals.items() if tm != info.team),
                     default=float("-inf"))
    if ours >= rules.game_target and ours > best_other:
        return GAME_SWING
    if best_other >= rules.game_target and best_other >= ours:
        return -GAME_SWING
    return 0.0


def deal_end_totals(view: PlayerView, info: Info, partner_loss: float) -> dict[int, float]:
    """Each side's game total if the player in turn went out now, counted
    as the score sheet will (§1 Scoring a deal): the melds, the canasta
    and red-three bonuses, tiles covered and left uncovered, penalties, the going
    out bonus (concealed where the asker has melded nothing before), less
    the hands (`partner_loss` for the side going out, estimates for the
    others).  Asking, the melds of the way out count too: the canasta they
    complete is often what wins the game (review s37: with 2♥ and 5♠, the
    2♥ making the jacks a canasta, 'going out hands over the game' read a
    board without it and without the side's three red threes, and the
    opponents went out and won)."""
    rules = info.rules
    t = info.t
    team = info.team
    melds: dict[int, dict[int, tuple[int, ...]]] = {
        tm: dict(view.melds[tm]) for tm in set(info.team_of)}
    if view.phase == PLAY and view.seat == view.turn:
        for action in go_out_sequence(view) or ():
            if isinstance(action, Meld):
                for part in action.parts:
                    mine = melds[team]
                    mine[part.rank] = tuple(mine.get(part.rank, ())) + tuple(part.cards)
    asker = view.turn
    concealed = bool(view.melded_before) and not view.melded_before[asker]
    out: dict[int, float] = {}
    for tm, ranks in melds.items():
        seats = info.team_seats(tm)
        pure = impure = points = 0
        for cards in ranks.values():
            points += sum(t.value[c] for c in cards)
            if len(cards) >= 7:
                if any(t.is_wild[c] for c in cards):
                    impure += 1
                else:
                    pure += 1
        held = (partner_loss if tm == team
                else sum(info.hand_value_estimate(s) for s in seats))
        counts = TeamCounts(
            melded_points=points, pure_canastas=pure, impure_canastas=impure,
            red_threes=sum(len(view.red_threes[s]) for s in seats),
            hand_points=round(held), went_out=tm == team,
            concealed=tm == team and concealed,
            penalty_points=-view.penalties[tm] if tm < len(view.penalties) else 0,
            tiles_covered=view.tiles_covered[tm] if view.tiles_covered else 0,
            tiles_uncovered=len(view.tiles[tm]) if view.tiles else 0)
        out[tm] = view.scores_before[tm] + score_counts(rules, tm, counts).total
    return out


def _rami_merit(view: PlayerView, info: Info, partner_loss: float, opp_loss: float) -> float:
    """Rami: the deal ends when anyone runs out of cards, and a side without
    a canasta counts its melds and its hand against it.  With a canasta, go
    out when the deal's result now (this hand empty) puts the side ahead.
    Without one, going out ends the deal with everybody in the red: only to
    cut a loss, when an opponent (or the stock) is about to end it anyway,
    against what playing on may bring (a canasta while the stock lasts)."""
    team = info.team
    teams = set(info.team_of)
    held = {tm: partner_loss if tm == team
            else sum(info.hand_value_estimate(s) for s in info.team_seats(tm)) for tm in teams}
    boards = {tm: info.board(tm) for tm in teams}
    canasta = {tm: sum(info.team_canastas(tm)) > 0 for tm in teams}

    def relative(hands: dict[int, float]) -> float:
        ends = {tm: boards[tm] - hands[tm] if canasta[tm] else -(boards[tm] + hands[tm])
                for tm in teams}
        others = [v for tm, v in ends.items() if tm != team]
        return ends[team] - (sum(others) / len(others) if others else 0.0)

    now = relative(held)
    if canasta[team] and now >= 0.0:
        return now
    # Playing on: the likeliest opponent to end the deal does, with this
    # hand still held; or the deal goes on, worth a canasta to build.
    opponents = info.opponents
    risk = rami.threat(view, opponents)
    if not opponents:
        return now
    closest = min(opponents, key=lambda s: (view.hand_sizes[s]
                                            - 10 * rami.has_canasta(view, info.team_of[s])))
    out_team = info.team_of[closest]
    later = dict(held)
    later[team] = held[team] + info.hand_value_estimate(view.turn)
    later[out_team] = held[out_team] - info.hand_value_estimate(closest)
    their_out = relative(later)
    per_round = info.n * info.rules.draw_count
    stock = min(1.0, view.stock_size / (4.0 * per_round))
    if canasta[team]:
        potential = 80.0 * stock
    else:
        base, step = RAMI_POTENTIAL
        potential = stock * (base + step * max(0, rami.progress(view) - 3))
    return risk * (now - their_out) - (1.0 - risk) * potential


# ---------------------------------------------------------------- melding
def _wild_count(info: Info, cards: Sequence[int]) -> int:
    return sum(map(info.t.is_wild.__getitem__, cards))


def _needs_canasta(info: Info) -> bool:
    """The team still lacks what going out needs (a canasta, two, or the
    red and black pair of Tête et Queue)."""
    return not info.team_may_go_out(info.team)


def _needs_impure(info: Info) -> bool:
    if not info.rules.red_and_black_canasta_to_go_out:
        return False
    return info.team_canastas(info.team)[1] == 0


# Tête et Queue: how many of its longest pure melds a side without its red
# canasta keeps free of wild cards.  Duplicate deals against medium laying
# wild cards anywhere: +208 [+178, +237] and +225 [+194, +256] a deal (1000
# decks each); two kept: +13 [-3, +28] more; only melds of 4 or 5 cards and
# up: -34 and -50.
PURE_MELDS_KEPT = 1


def _pure_to_keep(info: Info) -> frozenset[int]:
    """Tête et Queue (§3): going out needs a red (pure) canasta; a side
    without one keeps its longest pure meld, the nearest to becoming it,
    free of wild cards (play-test: every meld got wild cards, and the stock
    ran out with no red canasta)."""
    if not info.rules.red_and_black_canasta_to_go_out or info.team_canastas(info.team)[0]:
        return frozenset()
    is_wild = info.t.is_wild
    # A meld the naturals still unseen or in hand cannot take to seven is no
    # red canasta to be (review: the six sevens, the other sevens all melded).
    pure = sorted(((len(cards), rank) for rank, cards in info.my_melds.items()
                   if len(cards) < 7 and not any(is_wild[c] for c in cards)
                   and len(cards) + info.unseen[rank] + info.hand_count[rank] >= 7),
                  reverse=True)
    return frozenset(rank for _, rank in pure[:PURE_MELDS_KEPT])


def opening_choice(info: Info, melds: Sequence[Meld]) -> Meld | None:
    """The cheapest opening: fewest wild cards, then fewest cards."""
    if not melds:
        return None
    t = info.t

    def cost(m: Meld) -> tuple[float, int]:
        cards = [c for p in m.parts for c in p.cards]
        wilds = sum(1 for c in cards if t.is_wild[c])
        return (40.0 * wilds + 2.0 * len(cards), len(m.parts))

    return min(melds, key=cost)


def _patient_meld(view: PlayerView, info: Info, melds: Sequence[Meld]) -> Meld | None:
    """Rami, a side without a canasta (its melds count against it): open,
    then meld only what makes a canasta this turn, naturals first, twos
    before jokers; the rest stays in hand to take piles.  With a partner,
    naturals are also laid off on the side's melds (keeping a few cards),
    so that two hands build one canasta."""
    if view.needs_opening():
        return opening_choice(info, melds)
    targets = rami.canasta_ranks(view)
    t = info.t
    best: tuple[tuple[int, int], Meld] | None = None
    for m in melds:
        if len(m.parts) != 1:
            continue
        cards = m.parts[0].cards
        wilds = [c for c in cards if t.is_wild[c]]
        pooled = (info.partners and not wilds and m.parts[0].rank in info.my_melds
                  and len(view.hand) - len(cards) >= RAMI_LAYOFF_KEEP)
        if not pooled and not rami.builds_canasta(view, m, targets):
            continue
        key = (len(cards) - len(wilds), -sum(t.value[c] for c in wilds))
        if best is None or key > best[0]:
            best = (key, m)
    return best[1] if best else None


def meld_choice(view: PlayerView, info: Info, melds: Sequence[Meld],
                style: str = "club") -> Meld | None:
    """The next meld or lay-off worth making now (one step of the turn).

    style "club" is medium's; "hold" keeps new melds in hand (only lay-offs
    that finish canastas); "dump" melds everything it can."""
    if not melds:
        return None
    if style == "club" and rami.patient(info.rules):
        if not rami.has_canasta(view):
            return _patient_meld(view, info, melds)
        style = "dump"  # every card on the table now counts for the side
    if view.needs_opening():
        return opening_choice(info, melds) if style != "hold" else None
    t = info.t
    team_melds = info.my_melds
    hc = info.hand_count
    wilds_in_hand = hc[JOKER] + hc[TWO]
    p_end = info.end_probability()
    foot_waiting = bool(view.foot_sizes and view.foot_sizes[view.seat])
    # Tête et Queue: the pile gives three cards only, so pairs kept for it
    # are worth little, and an empty hand brings the foot.
    dump = (style == "dump" or p_end > 0.45 or (foot_waiting and len(view.hand) <= 6)
            or (style != "hold" and bool(info.rules.pile_take_count)))
    need_canasta = _needs_canasta(info)
    need_impure = _needs_impure(info)
    keep_pure = _pure_to_keep(info)
    best: tuple[float, Meld] | None = None
    for m in melds:
        if len(m.parts) != 1:
            continue
        part = m.parts[0]
        rank = part.rank
        cards = part.cards
        if rank == THREE:
            continue  # black threes: only in a going-out sequence
        w = _wild_count(info, cards)
        k = len(cards) - w
        existing = team_melds.get(rank)
        score = None
        if existing is not None:
            size = len(existing)
            if w == 0:
                if k == hc[rank]:
                    score = 100.0 + size
            elif rank in keep_pure:
                pass  # the side's red canasta to be: no wild card on it
            else:
                pure = not any(t.is_wild[c] for c in existing)
                if size >= 7:
                    if dump and not pure:
                        score = 10.0
                elif size == 6:
                    if (need_canasta or need_impure or dump or info.unseen[rank] == 0
                            or not pure):
                        score = 60.0
                elif size == 5 and wilds_in_hand >= 2 and (need_canasta or dump):
                    score = 50.0
                elif dump and size >= 3:
                    score = 20.0
        else:
            if w == 0 and k >= 3 and k == hc[rank]:
                if style == "hold":
                    continue
                if rank in view.tiles_this_turn and not dump:
                    # §4 Tiles: covered this turn, the tile just placed earns
                    # nothing; next turn, 20 (play-test: the hint placed a
                    # tile "to meld next turn", then melded it at once).
                    continue
                if view.pile_frozen and len(view.pile) >= 6 and p_end < 0.3 and k == 3:
                    continue  # keep the pair that takes a frozen pile
                score = 80.0 + k
            elif w == 1 and k == 2:
                if style == "hold":
                    continue
                # Not to cover a tile (§4): a Diva or a Gentleman is worth more
                # than the tile's 20 (review s37: a pair and a wild card melded
                # for each tile placed, the hand too short to take piles).
                # Duplicate deals against covering so: Origen 2 players +276
                # [+250, +301] a deal (1,500 decks), 3 players +119 [+100,
                # +138], 4 players +30 [+15, +44], 6 players +6 [-4, +16];
                # placing tiles for three cards only: +255, +108, +20, -2.
                if dump or (wilds_in_hand >= 3 and len(team_melds) < 3):
                    score = 30.0
        if score is not None and (best is None or score > best[0]):
            best = (score, m)
    return best[1] if best else None


def tile_choice(view: PlayerView, info: Info, legal: Sequence[Action]) -> AnnounceTile | None:
    """Origen: announce a rank held as a pair, to meld it next turn (+20),
    where the hand is long enough to meld it then (§4 Tiles)."""
    tiles = [a for a in legal if isinstance(a, AnnounceTile)]
    if not tiles or view.needs_opening():
        return None
    placed = view.tiles[info.team] if view.tiles else ()
    if len(placed) >= 2 or info.end_probability() > 0.25:
        return None
    hc = info.hand_count
    wilds = hc[JOKER] + hc[TWO]
    if (not info.team_may_go_out(info.team)
            and len(view.hand) - 1 + info.rules.draw_count - 3 < 2):
        # Next turn's meld of three must leave a card to discard and one to
        # keep, as a side without its canastas may not go out: a short hand
        # could not cover the tile (play-test: four cards, a tile, then -20).
        # Duplicate deals against announcing anyway: Origen 2 players +2.3
        # [+1.9, +2.8] a deal, 3 players +2.0 [+1.8, +2.1] (3,000 each).
        return None
    best = None
    for a in tiles:
        count = hc[a.rank]
        if count >= 3 or (count == 2 and wilds):
            if best is None or count > hc[best.rank]:
                best = a
    return best


# ---------------------------------------------------------------- decisions
def answer(view: PlayerView, info: Info) -> AnswerGoOut:
    if asker_surely_stopped(view) is not None or foot_still_down(view):
        # The asker surely cannot go out this turn (his side's canastas are
        # out of reach of his cards), or cannot know that he can: a yes
        # would only cost the penalty (§1 Going out).
        return AnswerGoOut(False)
    return AnswerGoOut(go_out_merit(view, info) >= 0.0)


def foot_still_down(view: PlayerView) -> bool:
    """Tête et Queue: the asker's foot is still face down (§3: he picks it
    up only once his hand is empty), so going out this turn would need
    every card of a foot nobody has seen to go too; a bot never asks then,
    and a yes to a player who does would nearly always cost the side the
    penalty (play-tests: the partner said yes, the side paid 100)."""
    return bool(view.foot_sizes and view.foot_sizes[view.turn])


def packet_worth(info: Info, card: int) -> float:
    """What a packet's bottom card (the one card seen of it, §3) is worth
    to its holder: a wild most (a joker more than a two), a red three kept
    in hand least."""
    t = info.t
    if t.is_wild[card]:
        return 100.0 + t.value[card]
    if t.is_red_three[card]:
        return -100.0
    return t.value[card]


def choose_packet(view: PlayerView, info: Info) -> ChoosePacket:
    bottoms = view.packet_bottoms
    if len(bottoms) != 2:
        return ChoosePacket(0)
    return ChoosePacket(0 if packet_worth(info, bottoms[0]) >= packet_worth(info, bottoms[1])
                        else 1)


def draw_decision(view: PlayerView, legal: Sequence[Action], info: Info) -> Action:
    base = next((a for a in legal if isinstance(a, (Draw, EndDeal))), None)
    if view.answer:
        # Told yes before drawing (§1 Going out): the way out that the asking
        # was for, a take of the pile whose cards let the hand empty, or the
        # stock's card when the whole hand melds whatever is drawn; searched
        # longer before giving up (a person may ask on the table's own,
        # longer search).
        way = go_out_take(view) or go_out_draw(view, TOLD_YES_NODES)
        if way is not None and way in legal:
            return way
        if isinstance(base, Draw):
            return base
    elif (view.answer is None and not info.rules.asking_to_go_out_optional
          and any(isinstance(a, AskGoOut) for a in legal)
          and info.team_may_go_out(info.team)
          and (quick_can_empty(view, info, _taken_part(info, view.pile))
               or quick_can_empty(view, info))
          and go_out_merit(view, info) >= 0.0 and go_out_take(view) is not None):
        # Going out by taking the pile: the partner is asked before the
        # take, as §1 Going out requires (the play-test's hint took the pile
        # and could then not go out).  Duplicate deals against never asking
        # before the draw: classic +1.8 [-0.8, +4.4] a deal (6,000), Tete
        # et Queue +3.6 [+0.1, +7.1], five players +4.3 [+0.6, +8.0].
        return AskGoOut()
    ranking = take_ranking(view, legal, info)
    if ranking and info.rules.pile_take_count:
        # Tête et Queue (§3): the pile gives a few cards for the price of
        # one discard, and its five decks fill melds fast; always taking it
        # measured 250-480 a deal better against easy than weighing it.
        # But not a take whose cards under the top are threes: two red
        # threes cost 200 unless each is discarded in a turn of its own, and
        # a black three melds only to go out (review s37: hands of five
        # threes, each take of a lay-off bringing two more).  Such a take is
        # weighed: duplicate deals against always taking, +328 [+299, +357]
        # a deal (2,000 decks); against easy, +677 [+599, +756] beside +617
        # [+536, +698] (400 decks).
        if _threes_under_top(info, view.pile) < 2:
            return ranking[0][1]
    if ranking:
        gain, take = ranking[0]
        # Where the stock gives two cards (two and three players, §2) a
        # draw is worth two.
        if base is None or isinstance(base, EndDeal) or gain > DRAW_VALUE * info.rules.draw_count:
            return take
    if base is not None:
        return base
    return legal[0]


def play_decision(view: PlayerView, legal: Sequence[Action], info: Info,
                  style: str = "club", go_out: bool | None = None,
                  discard_rank: int = 0) -> Action:
    """One step of the turn after drawing.  The hard bot varies the knobs:
    `style` (see meld_choice), `go_out` (None: when it pays; False: never
    ask; True: whenever possible) and `discard_rank` (the k-th cheapest
    discard instead of the cheapest)."""
    if view.answer:
        # Told yes: going out is now owed (failing costs 100), so a way the
        # usual search misses is worth a longer one.
        seq = go_out_sequence(view) or go_out_sequence(view, TOLD_YES_NODES)
        if seq and seq[0] in legal:
            return seq[0]
    may_ask = any(isinstance(a, AskGoOut) for a in legal)
    no_permission = (not info.partners or view.rules.asking_to_go_out_optional
                     or bool(view.answer))
    if (go_out is not False and not view.melded_this_turn and (may_ask or no_permission)
            and view.answer is not False and quick_can_empty(view, info)
            and (go_out or go_out_merit(view, info) >= 0.0)):
        seq = go_out_sequence(view)
        if seq:
            if may_ask and not no_permission:
                return AskGoOut()
            if seq[0] in legal:
                return seq[0]
    melds = [a for a in legal if isinstance(a, Meld)]
    choice = meld_choice(view, info, melds, style)
    if choice is not None:
        return choice
    tile = tile_choice(view, info, legal)
    if tile is not None:
        return tile
    ranking = discard_ranking(view, legal, info)
    if ranking:
        return ranking[min(discard_rank, len(ranking) - 1)][1]
    # No discard is legal (one card kept for going out): meld something.
    for a in legal:
        if not isinstance(a, AskGoOut):
            return a
    return legal[0]


def decide(view: PlayerView, legal: Sequence[Action], rng: random.Random | None = None,
           style: str = "club") -> Action:
    """Medium's choice (also the hard bot's rollout policy)."""
    if len(legal) == 1:
        return legal[0]
    phase = view.phase
    if phase == ANSWER:
        return answer(view, Info(view))
    if phase == CHOOSE:
        return choose_packet(view, Info(view))
    info = Info(view)
    if phase == DRAW:
        return draw_decision(view, legal, info)
    return play_decision(view, legal, info, style)


class MediumBot:
    name = "medium"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return decide(view, legal, rng)


register_bot("medium", MediumBot)

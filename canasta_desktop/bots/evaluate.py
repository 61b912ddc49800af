"""Heuristic evaluation of a deal in progress: the points each score-sheet
column can expect at the end of the deal.

Used by the hard bot at the horizon of its rollouts, on a *sampled* deal (a
determinization, model/resample.py), so it may read every hand: averaged
over many samples that is an estimate from what the seat knows.  A finished
deal is scored exactly.

The estimate is linear in a few features per team (what is on the table,
how far each meld is from a canasta, what the hands hold, whether the team
may go out, how much stock is left) plus the pile for the player about to
draw if he may take it.  The weights are fitted by least squares to the
final scores of deals played out by the medium bot, per variant and player
count (benchmarks/fit_evaluation.py writes bots/eval_weights.py), so a short
rollout plus this evaluation estimates what playing the deal out would give.
The weights are those of the medium that played the fitted deals: when
medium's play changes, fit them again.  (Origen for four, fitted when
medium still covered each tile with a pair and a wild card, read a covered
tile as some 105 points; once medium kept its wild cards (§4), hard still
spent them on tiles, and hard - medium fell to +0.8 [-84.9, +86.4] a deal;
with the weights fitted again on 2,000 deals of that medium, +114.1 [+48.2,
+180.0]: 100 duplicate deals, seed 34, 40 iterations; Origen 2, fitted
again likewise: +115.7 [-4.0, +235.4] -> +500.0 [+358.5, +641.5]; Origen 3:
+12.8 [-32.3, +57.9] -> +87.0 [+37.6, +136.4].  Two players, fitted again
after medium stopped throwing wild cards as safe discards (95874ce): +167.3
[+51.3, +283.3] -> +353.5 [+256.3, +450.7]; Tête et Queue, fitted again
after medium stopped taking piles topped by red threes and keeping them
(92bf102, 72d4286): +202.5 [+59.6, +345.5] -> +418.9 [+285.9, +551.8];
three players, whose old weights spent wild cards on "meld all": +131.1
[+101.9, +160.3] -> +164.7 [+137.2, +192.2], paired deck by deck +33.6
[+2.2, +65.0]; six players in three teams of two, fitted again on 2,000
deals of today's medium: +67.2 [+21.4, +112.9] -> +84.0 [+47.0, +120.9]
(unpaired, the intervals overlap; a held wild card was read at +23 with 40
cards or more in the stock and -4 with none, now at +80 and -39); rami for
three, likewise: +150.0 [+49.8, +250.1] -> +192.4 [+77.2, +307.5], paired
deck by deck +42.4 [-91.0, +175.7]; rami for four in two teams,
likewise: +305.1 [+124.2, +486.1] -> +368.0 [+212.9, +523.2], paired deck
by deck +62.9 [-133.0, +258.7] (a held wild card was read at +45 whatever
the stock, now at +65 with 40 cards or more in it and +105 with none).
Five players (+108.7 -> +79.8), rami for two (+247.8 -> +44.0) and rami
for four each for himself (+324.0 -> +296.6, paired deck by deck -27.4
[-185.9, +131.0]) lost with weights fitted again likewise and keep
theirs.)

Penalties already paid (a broken "yes", §1 Going out) are points the team
has surely lost: they count exactly, at weight 1, whatever the fitted
weights say (medium never pays one, so a fit would have no data for them).
Where red threes are not laid apart (§3 Tête et Queue: each one still
held costs 100, and it may be discarded), one held is read as what it is,
a stop card that leaves the hand only as a discard: a black three in the
fitted features, and the 95 it costs more at the deal's end exactly, where
the stock is nearly out (`hand_cards_x_low_stock`'s test).  The fit had
read its face value (100) as points in hand, a held red three at -31 to
-56 and a black three at -74: the hint threw the 3♣ "to stop the next
player", kept the 3♦ and paid the 100 (play-test s41).  Hard - medium,
100 duplicate decks, seed 34, 40 iterations: +418.9 [+285.9, +551.8] ->
+401.4 [+261.2, +541.5], paired -17.5 [-152.0, +117.0]; the red three at
exactly -100 at every stock: +370.0, paired -48.9 [-186.5, +88.8].
"""

from __future__ import annotations

from ..model.cards import CLUBS, THREE, card_value
from ..model.melds import has_canastas_to_go_out
from ..model.phases import DRAW
from ..model.scoring import RED_THREE_HELD_COST
from ..model.state import DealState

FEATURES = (
    "melded", "canasta_bonus", "melds3", "melds4", "melds5", "melds6", "red_threes",
    "opened", "may_go_out", "may_go_out_small_hand", "wilds", "layoffs", "groups",
    "singles", "black_threes", "hand_value", "foot_cards", "held_red_threes",
    "wilds_x_stock", "layoffs_x_stock", "groups_x_stock", "singles_x_stock",
    "hand_value_x_stock", "tiles", "penalties", "hand_cards_x_low_stock", "hand_cards",
)
PILE_FEATURES = ("to_move", "pile_cards_takable", "pile_value_takable")
# Counted exactly (weight 1), not fitted: the stored weights of these features are ignored.
EXACT_FEATURES = (FEATURES.index("penalties"), FEATURES.index("held_red_threes"))

STOCK_SCALE = 40.0
BLACK_THREE_VALUE = card_value(THREE, CLUBS)


def team_features(state: DealState, team: int) -> list[float]:
    """The features of one team (see FEATURES)."""
    rules = state.rules
    t = state.tables
    value = t.value
    is_wild = t.is_wild
    rank = t.rank
    melds = state.melds[team]
    melded = 0.0
    bonus = 0.0
    sizes = [0, 0, 0, 0]
    for r, cards in melds.items():
        melded += sum(map(value.__getitem__, cards))
        size = len(cards)
        if size >= 7:
            pure = not any(is_wild[c] for c in cards)
            bonus += rules.pure_canasta_bonus if pure else rules.impure_canasta_bonus
        elif r != THREE and size >= 3:
            sizes[size - 3] += 1
    seats = [s for s in range(state.n) if state.team_of[s] == team]
    red = 0.0
    if rules.red_threes.laid_apart:
        count = sum(len(state.red_threes[s]) for s in seats)
        if count:
            red = float(rules.red_three_points(count))
            if not melds:
                red = -red
    # The engine's canasta test, without building its refusal.
    may_out = 1.0 if seats and has_canastas_to_go_out(melds.values(), t, rules) else 0.0
    smallest = min((len(state.hands[s]) + len(state.feet[s]) for s in seats), default=99)
    wilds = layoffs = groups = singles = black = hand_value = foot = held_red = 0.0
    # Where red threes are a bonus, one in hand waits for its seat's first
    # turn to be laid (§1 Red threes): no cost.
    held_cost = 0 if rules.red_threes.laid_apart else RED_THREE_HELD_COST
    low = 1.0 if len(state.stock) <= 2 * state.n * rules.draw_count else 0.0
    cards_in_hands = 0
    for s in seats:
        hand = state.hands[s]
        cards_in_hands += len(hand)
        counts: dict[int, int] = {}
        for c in hand:
            r = rank[c]
            counts[r] = counts.get(r, 0) + 1
        for c in hand:
            if t.is_red_three[c] and held_cost:
                # A stop card that leaves only as a discard, like a black
                # three; what it costs more at the deal's end, counted
                # where the end is near.
                black += 1
                hand_value += BLACK_THREE_VALUE
                held_red -= (held_cost - BLACK_THREE_VALUE) * low
                continue
            hand_value += value[c]
            if is_wild[c]:
                wilds += 1
            elif t.is_red_three[c]:
                pass  # laid on its seat's first turn
            elif t.is_black_three[c]:
                black += 1
            else:
                r = rank[c]
                if r in melds:
                    layoffs += 1
                elif counts[r] >= 2:
                    groups += 1
                else:
                    singles += 1
        foot += len(state.feet[s])
    stock = min(1.0, len(state.stock) / STOCK_SCALE)
    tiles = 0.0
    if rules.tiles:
        tiles = float(state.tile_points[team] - rules.tile_penalty * len(state.tiles[team]))
    return [melded, bonus, sizes[0], sizes[1], sizes[2], sizes[3], red,
            1.0 if state.opened[team] else 0.0, may_out,
            may_out if smallest <= 3 else 0.0, wilds, layoffs, groups, singles, black,
            hand_value, foot, held_red, wilds * stock, layoffs * stock, groups * stock,
            singles * stock, hand_value * stock, tiles, float(state.penalties[team]),
            cards_in_hands * low, float(cards_in_hands)]


def pile_features(state: DealState) -> list[float]:
    """For the seat about to act: 1, and the pile it may take now (cards, value)."""
    if state.phase != DRAW or not state.pile:
        return [1.0, 0.0, 0.0]
    from ..model.actions import TakePile

    if not any(isinstance(a, TakePile) for a in state.legal_actions()):
        return [1.0, 0.0, 0.0]
    t = state.tables
    count = state.rules.pile_take_count
    taken = state.pile[-count:] if count else state.pile
    return [1.0, float(len(taken)), float(sum(t.value[c] for c in taken))]


def weights_for(state: DealState) -> tuple[tuple[float, ...], tuple[float, ...]]:
    from .eval_weights import WEIGHTS

    rules = state.rules
    key = f"{rules.id}/{rules.players}/{rules.layout or '-'}"
    found = WEIGHTS.get(key) or WEIGHTS.get(f"{rules.id}/{rules.players}/-") or WEIGHTS[
        "classic/4/-"]
    return found


def team_values(state: DealState) -> list[float]:
    """Expected end-of-deal points per team id (up to a constant shared by all)."""
    team_w, pile_w = weights_for(state)
    teams = state.rules.team_count
    live = set(state.team_of)
    out = [0.0] * teams
    for team in range(teams):
        if team in live:
            f = team_features(state, team)
            fitted = sum(w * x for i, (w, x) in enumerate(zip(team_w, f))
                         if i not in EXACT_FEATURES)
            out[team] = fitted + sum(f[i] for i in EXACT_FEATURES)
    p = pile_features(state)
    out[state.team_of[state.current_seat]] += sum(w * x for w, x in zip(pile_w, p))
    return out


def seat_values(state: DealState) -> list[float]:
    """The points of each seat's score-sheet column (exact once the deal is over)."""
    if state.is_over:
        scores = state.scores()
        if state.rules.score_by_player:
            return [float(s.total) for s in scores]
        return [float(scores[state.team_of[s]].total) for s in range(state.n)]
    teams = team_values(state)
    return [teams[state.team_of[s]] for s in range(state.n)]


def rewards(state: DealState) -> list[float]:
    """Per seat: its column's points minus the mean of the other columns'."""
    values = seat_values(state)
    rules = state.rules
    n = state.n
    out = []
    if rules.score_by_player:
        total = sum(values)
        for s in range(n):
            out.append(values[s] - (total - values[s]) / (n - 1) if n > 1 else values[s])
        return out
    per_team: dict[int, float] = {}
    for s in range(n):
        per_team[state.team_of[s]] = values[s]
    total = sum(per_team.values())
    k = len(per_team)
    for s in range(n):
        own = per_team[state.team_of[s]]
        out.append(own - (total - own) / (k - 1) if k > 1 else own)
    return out

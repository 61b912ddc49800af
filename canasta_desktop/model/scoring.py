"""Scoring one deal, with a per-team breakdown (RULES.md §1 "Scoring a deal",
§2 three players, §3 Tête et Queue, §4 Origen tiles, §5 rami)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Sequence

from .events import EndReason
from .melds import is_pure

if TYPE_CHECKING:
    from .rules import RuleSet
    from .state import DealState

RED_THREE_HELD_COST = 100  # §3: each red three still held at the deal's end
BREAKDOWN_KEYS = ("melded_cards", "canasta_bonus", "red_threes", "going_out", "hands",
                  "penalties")


@dataclass(frozen=True)
class TeamScore:
    """One column of the score sheet for one deal: a team, or in three-handed
    play a player (`team` is then the player's seat)."""

    team: int
    melded_cards: int
    canasta_bonus: int
    red_threes: int
    going_out: int
    hands: int  # negative: cards left in the hands (and feet) of the team's players
    penalties: int  # negative
    tiles: int = 0  # Origen: +20 per tile covered a turn later, -20 per uncovered one
    has_tiles: bool = False  # the variant has tiles: the breakdown then lists them
    # §5 rami: the side made no canasta, so the melds and red threes it has
    # count against it (the deal's end says why its points are negative).
    counted_against: bool = False
    # Origen: some tile of this side counted, covered or left uncovered, even
    # where they cancel out (+60 and −60): its tiles' row says 0, not "none".
    # Not in `breakdown()`: the kept sheets keep the net alone.
    tiles_counted: bool = False
    # §3 Tête et Queue: the cards-left row (`hands`) counted each foot still
    # held as well as the hand.  Not in `breakdown()` either.
    feet_counted: bool = False
    # §1 Red threes / Scoring a deal: the side melded nothing, so the red
    # threes it laid count against it (the deal's end says why; rami's own
    # rule, `counted_against`, says it there).  Not in `breakdown()`.
    red_threes_against: bool = False
    # Origen (§4 tiles): `tiles` split into the points of the tiles covered
    # a turn later (+) and of those left uncovered (−), where the deal was
    # scored here; a sheet read back keeps the net alone (`tiles_split`
    # False).  Not in `breakdown()`.
    tiles_covered: int = 0
    tiles_uncovered: int = 0
    tiles_split: bool = False

    @property
    def total(self) -> int:
        return (self.melded_cards + self.canasta_bonus + self.red_threes + self.going_out
                + self.hands + self.penalties + self.tiles)

    def counted(self, key: str) -> bool:
        """Whether the breakdown's row `key` counted anything for this side:
        points won or lost, or tiles that came to nothing in all."""
        return bool(getattr(self, key, 0)) or (key == "tiles" and self.tiles_counted)

    def breakdown(self) -> dict[str, int]:
        out = {key: getattr(self, key) for key in BREAKDOWN_KEYS}
        if self.has_tiles:
            out["tiles"] = self.tiles
        return out

    def detailed_breakdown(self) -> dict[str, int]:
        """The breakdown with Origen's tiles in two rows, the tiles covered
        and those left uncovered (§4 tiles: +20 and −20 each), where the
        split is known; it adds up to `total` as `breakdown()` does."""
        out = self.breakdown()
        if self.has_tiles and self.tiles_split:
            del out["tiles"]
            out["tiles_covered"] = self.tiles_covered
            out["tiles_uncovered"] = self.tiles_uncovered
        return out


@dataclass(frozen=True)
class TeamCounts:
    """What a team's deal comes to, counted the way players count at the
    table: the one input of the scoring formula, whether the counts come
    from a deal played on screen or from a score keeper's form."""

    melded_points: int = 0  # face value of every melded card
    pure_canastas: int = 0
    impure_canastas: int = 0
    red_threes: int = 0  # laid apart (bonus variants)
    red_threes_held: int = 0  # still in hand or foot (Tête et Queue: 100 each)
    hand_points: int = 0  # cards left in hands (and feet), held red threes of §3 apart
    went_out: bool = False
    concealed: bool = False
    penalty_points: int = 0  # points lost to penalties (a broken "yes", fines)
    tiles_covered: int = 0  # Origen
    tiles_uncovered: int = 0

    @property
    def canastas(self) -> int:
        return self.pure_canastas + self.impure_canastas

    @property
    def has_melded(self) -> bool:
        # Every card is worth at least 5: a team with a meld has points melded.
        return self.melded_points > 0


def cards_left_count_feet(rules: "RuleSet") -> bool:
    """§3: the cards left against a side are those of its hands and of the
    feet its players have not picked up; elsewhere there is no foot."""
    return rules.foot_size > 0


def score_counts(rules: "RuleSet", team: int, counts: TeamCounts) -> TeamScore:
    """The scoring formula (§1 Scoring a deal and the variants' changes)."""
    melded = counts.melded_points
    bonus = (counts.pure_canastas * rules.pure_canasta_bonus
             + counts.impure_canastas * rules.impure_canasta_bonus)
    if rules.red_threes.laid_apart:
        red = rules.red_three_points(counts.red_threes)
        if not counts.has_melded:
            # §1 Scoring: a team that has not melded loses its red threes' worth.
            red = -red
    else:
        # §3: red threes give no bonus; each one still held costs 100.
        red = -RED_THREE_HELD_COST * counts.red_threes_held
    hands = -counts.hand_points
    going_out = 0
    if counts.went_out:
        going_out = (rules.concealed_going_out_bonus if counts.concealed
                     else rules.going_out_bonus)
    against = rules.no_canasta_counts_negative and not counts.canastas
    if against:
        # §5 rami: without a canasta, melds and laid red threes count negative.
        melded = -melded
        red = -abs(red)
    covered = rules.tile_bonus * counts.tiles_covered
    uncovered = -rules.tile_penalty * counts.tiles_uncovered
    return TeamScore(team, melded, bonus, red, going_out, hands, -counts.penalty_points,
                     covered + uncovered, rules.tiles, against and bool(melded or red),
                     tiles_counted=bool(counts.tiles_covered or counts.tiles_uncovered),
                     feet_counted=cards_left_count_feet(rules),
                     red_threes_against=(rules.red_threes.laid_apart and not against
                                         and not counts.has_melded and red < 0),
                     tiles_covered=covered, tiles_uncovered=uncovered,
                     tiles_split=rules.tiles)


def scored_without_canasta(rules: "RuleSet | None", score: TeamScore) -> bool:
    """§5: whether this column's melds and red threes counted against it
    because its side made no canasta.  A sheet read back from the archive
    keeps only the breakdown: there, under a rule set with that rule, no
    canasta bonus means no canasta (each is worth 300 or more), and a
    negative meld or red three is that rule's doing."""
    if score.counted_against:
        return True
    return bool(rules is not None and rules.no_canasta_counts_negative
                and not score.canasta_bonus and (score.melded_cards or score.red_threes))


def counted_feet(rules: "RuleSet | None", scores: "Sequence[TeamScore]") -> bool:
    """§3: whether a deal's cards-left row counted the feet still held, as
    its scores say.  A sheet read back from the archive keeps only the
    breakdown: there, its rule set's scoring says it."""
    return (any(score.feet_counted for score in scores)
            or (rules is not None and cards_left_count_feet(rules)))


def own_red_threes(rules: "RuleSet", score: TeamScore, column: int, laid: int,
                   team_melded: bool) -> TeamScore:
    """§2 three players: a partner's column records the team's points but only
    his own red threes."""
    own = rules.red_three_points(laid)
    return replace(score, team=column, red_threes=own if team_melded else -own)


def cards_left(state: "DealState", seat: int) -> tuple[int, int]:
    """A seat's cards left in hand and foot at the deal's end: the points
    they count against its side, and how many red threes among them cost
    RED_THREE_HELD_COST each instead (§3: where red threes are not laid)."""
    t = state.tables
    threes, _ = red_threes_held(state, seat)
    return (sum(t.value[c] for c in state.hands[seat] + state.feet[seat] if c not in threes),
            len(threes))


def red_threes_held(state: "DealState", seat: int) -> tuple[tuple[int, ...], int]:
    """The red threes a seat still holds at the deal's end where they cost
    their own points (§3, red threes not laid apart), and what they cost its
    side (a positive count of points); none where red threes are laid."""
    if state.rules.red_threes.laid_apart:
        return (), 0
    t = state.tables
    held = tuple(c for c in state.hands[seat] + state.feet[seat] if t.is_red_three[c])
    return held, RED_THREE_HELD_COST * len(held)


def team_counts(state: "DealState", team: int) -> TeamCounts:
    """A played deal's counts for one team."""
    rules = state.rules
    t = state.tables
    value = t.value
    seats = [s for s in range(state.n) if state.team_of[s] == team]
    melds = state.melds[team]
    pure = impure = 0
    for cards in melds.values():
        if len(cards) >= 7:
            if is_pure(cards, t):
                pure += 1
            else:
                impure += 1
    left = [cards_left(state, s) for s in seats]
    hand_points = sum(points for points, _ in left)
    held_threes = sum(threes for _, threes in left)
    went_out = state.end_reason is EndReason.WENT_OUT and state.out_seat in seats
    penalty = state.penalties[team]
    covered = state.tile_points[team] // rules.tile_bonus if rules.tiles else 0
    return TeamCounts(
        melded_points=sum(value[c] for m in melds.values() for c in m),
        pure_canastas=pure, impure_canastas=impure,
        red_threes=sum(len(state.red_threes[s]) for s in seats),
        red_threes_held=held_threes, hand_points=hand_points, went_out=went_out,
        concealed=went_out and state.concealed, penalty_points=-penalty,
        tiles_covered=covered, tiles_uncovered=len(state.tiles[team]))


def team_score(state: "DealState", team: int) -> TeamScore:
    """One team's points for the deal as it stands (its column where the
    sheet keeps one per team)."""
    return score_counts(state.rules, team, team_counts(state, team))


def summed_counts(parts: Sequence[TeamCounts]) -> TeamCounts:
    """What two players who scored together (§2 three players) count as one
    side: the sum of their counts."""
    if len(parts) == 1:
        return parts[0]
    return TeamCounts(
        melded_points=sum(p.melded_points for p in parts),
        pure_canastas=sum(p.pure_canastas for p in parts),
        impure_canastas=sum(p.impure_canastas for p in parts),
        red_threes=sum(p.red_threes for p in parts),
        red_threes_held=sum(p.red_threes_held for p in parts),
        hand_points=sum(p.hand_points for p in parts),
        went_out=any(p.went_out for p in parts),
        concealed=any(p.concealed for p in parts),
        penalty_points=sum(p.penalty_points for p in parts),
        tiles_covered=sum(p.tiles_covered for p in parts),
        tiles_uncovered=sum(p.tiles_uncovered for p in parts))


def score_deal(state: "DealState") -> list[TeamScore]:
    """Points of each score-sheet column for a finished (or interrupted) deal."""
    rules = state.rules
    if not rules.score_by_player:
        return [team_score(state, team) for team in range(rules.team_count)]
    # §2 three players: partners each record both players' points, except red
    # threes, which count only for the player who laid them.  Partners made
    # by the going out itself kept their melds apart: their counts add up.
    out = []
    for seat in range(state.n):
        if state.isolated is not None and seat != state.isolated:
            partners = [s for s in range(state.n) if s != state.isolated]
        else:
            partners = [s for s in range(state.n) if state.team_of[s] == state.team_of[seat]]
        teams = sorted({state.team_of[s] for s in partners})
        score = score_counts(rules, state.team_of[seat],
                             summed_counts([team_counts(state, team) for team in teams]))
        if len(partners) > 1:
            score = own_red_threes(rules, score, seat, len(state.red_threes[seat]),
                                   any(state.melds[team] for team in teams))
        else:
            score = replace(score, team=seat)
        out.append(score)
    return out

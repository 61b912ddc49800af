"""A whole game: seating draw, deals, dealer rotation, score sheet, end
(RULES.md §1 "Seating and teams", "Score sheet", "Game end")."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Sequence

from .cards import JOKER, SEATING_RANK_ORDER, card_tables
from .rules import RuleSet
from .events import EndReason
from .scoring import TeamScore
from .sections import S_SEATING
from .reshuffle import reshuffle_unseen
from .state import DealSetup, DealState


@dataclass(frozen=True)
class SeatingCard:
    player: int  # index in the list of players who sat down
    position: int  # where in the spread deck the card was drawn
    card: int
    redraw: str | None  # why this card did not count: joker, edge, tie


@dataclass(frozen=True)
class Seating:
    """The outcome of the seating draw: who sits where, l'aîné, first dealer."""

    draws: tuple[tuple[SeatingCard, ...], ...]  # one tuple per round of drawing
    seat_of_player: tuple[int, ...]
    first_player: int  # l'aîné's seat
    first_dealer: int  # the seat on l'aîné's right

    @property
    def player_in_seat(self) -> tuple[int, ...]:
        out = [0] * len(self.seat_of_player)
        for player, seat in enumerate(self.seat_of_player):
            out[seat] = player
        return tuple(out)


def _seating_key(card: int, tables) -> tuple[int, int]:
    # Highest rank first, then spades > hearts > diamonds > clubs.
    return (SEATING_RANK_ORDER[tables.rank[card]], -tables.suit[card])


def the_person(bots: Sequence[str | None], recorded: int | None = None) -> int:
    """The person at the computer, a place in the game's names: where the
    game recorded him (`Match.person`), whoever played his seat.  A record
    written before it kept him: the first person with no bot level; with no
    such person, the first (wrong after a seating draw gave seat 0 to
    someone else while a bot played his seat: play-test s41)."""
    if recorded is not None:
        return recorded
    return next((person for person, bot in enumerate(bots) if bot is None), 0)


def person_column(columns: Sequence[Sequence[int]], me: int) -> int:
    """The score column of the person at the computer (`me`, `the_person`)."""
    return next((column for column, people in enumerate(columns) if me in people), 0)


def player_teams(rules: RuleSet) -> tuple[int, ...]:
    """Team of each person at the table (more people than seats in five and
    six-rotating)."""
    return rules.player_teams or rules.teams


def seating_order(players: int, rules: RuleSet) -> tuple[int, ...]:
    """Places taken by the players ranked by their card, best first.

    §1: the best card picks a seat and is l'aîné (place 0 here); the next is
    his partner and sits opposite; the others fill the remaining places.
    """
    teams = player_teams(rules)
    first_team = [s for s in range(players) if teams[s] == teams[0]]
    rest = [s for s in range(players) if s not in first_team]
    order = [first_team[0]]
    if len(first_team) > 1:
        order.append(first_team[1])
    for seat in rest + first_team[2:]:
        if seat not in order:
            order.append(seat)
    return tuple(order)


def seating_draw(rules: RuleSet, rng: random.Random) -> Seating:
    """§1 Seating: each player draws a card from the spread deck; redraw on a
    joker, on one of the first or last four cards, and on identical cards."""
    players = rules.players
    tables = card_tables(rules.deck)
    spread = list(range(rules.deck.size))
    rng.shuffle(spread)
    free = list(range(len(spread)))
    rounds: list[tuple[SeatingCard, ...]] = []
    final: dict[int, int] = {}
    waiting = list(range(players))
    while waiting:
        this_round = []
        for player in waiting:
            position = free.pop(rng.randrange(len(free)))
            this_round.append((player, position, spread[position]))
        codes = [tables.code[card] for _, _, card in this_round]
        drawn = []
        still = []
        for player, position, card in this_round:
            reason = None
            if tables.rank[card] == JOKER:
                reason = "joker"
            elif position < 4 or position >= len(spread) - 4:
                reason = "edge"
            elif codes.count(tables.code[card]) > 1 or any(
                    tables.code[card] == tables.code[c] for c in final.values()):
                reason = "tie"
            drawn.append(SeatingCard(player, position, card, reason))
            if reason:
                still.append(player)
            else:
                final[player] = card
        rounds.append(tuple(drawn))
        waiting = still
    ranked = sorted(final, key=lambda p: _seating_key(final[p], tables), reverse=True)
    seats = seating_order(players, rules)
    seat_of_player = [0] * players
    for player, seat in zip(ranked, seats):
        seat_of_player[player] = seat
    first_player = seats[0]
    return Seating(tuple(rounds), tuple(seat_of_player), first_player,
                   (first_player - 1) % rules.seats)


@dataclass(frozen=True)
class DealResult:
    """One line of the score sheet (one entry per column: team, or player)."""

    number: int
    dealer: int
    opening_minimums: tuple[int, ...]
    scores: tuple[TeamScore, ...]
    totals: tuple[int, ...]  # running totals after this deal
    end_reason: EndReason | None
    out_seat: int | None
    concealed: bool
    players: tuple[int, ...] = ()  # who sat in each seat of the deal
    sitting_out: tuple[int, ...] = ()  # five, six-rotating
    isolated: int | None = None  # three players: the isolated hand's seat


# How the people of a team with more people than seats (five, six-rotating)
# take the seats from deal to deal.  ROTATING_SEATS: every team's people went
# round its seats each deal, so the dealer seemed to jump about the table and
# a pair that always plays swapped places (play-test); games saved so are
# replayed so.  KEPT_SEATS: people keep their seats, the one back from
# sitting out taking the seat of the one who sits out now.
ROTATING_SEATS, KEPT_SEATS = 1, 2
SEAT_RULES = (ROTATING_SEATS, KEPT_SEATS)


def game_is_over(rules: RuleSet, deals: int, totals: Sequence[int]) -> bool:
    """§1 Game end: after `deals` deals with these running totals, whether
    the game is over (a number of deals in Tête et Queue, §3)."""
    if rules.deals_per_game:
        return deals >= rules.deals_per_game
    return any(t >= rules.game_target for t in totals)


def ended_before_the_last(rules: RuleSet, rows: Sequence[DealResult]) -> int | None:
    """The deal after which the game was over, where deals stand on the sheet
    after it (a kept score: a fix of an earlier deal can end the game there,
    and the deals played after it are then past its end); None otherwise."""
    for number, row in enumerate(rows[:-1], 1):
        if game_is_over(rules, number, row.totals):
            return number
    return None


def deal_seed(match_seed: int, deal_number: int) -> int:
    return (match_seed * 1_000_003 + deal_number * 7919) % (2 ** 63)


@dataclass
class Match:
    """Deals until a team has reached the target at the end of a deal."""

    rules: RuleSet
    seed: int
    names: tuple[str, ...]
    first_dealer: int
    results: list[DealResult] = field(default_factory=list)
    deal: DealState | None = None
    seating: Seating | None = None
    # Set when a game is reopened: the deals still to come are shuffled from
    # it rather than from `seed`, which a save holds (model/reshuffle.py).
    next_deals_seed: int | None = None
    seat_rule: int = KEPT_SEATS  # see ROTATING_SEATS, KEPT_SEATS
    # The person at the computer, a place in `names`, whatever the seating
    # draw and whether he or a bot plays his seat: "We" on every sheet.
    person: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.person < self.rules.players:
            raise ValueError(f"there is no player {self.person} to be the person")

    @staticmethod
    def new(rules: RuleSet, seed: int, names: Sequence[str] | None = None,
            draw_seats: bool = True, person: int = 0) -> "Match":
        """A new game; with `draw_seats`, the seating draw decides l'aîné and
        the first dealer (the names are then reordered to the places drawn,
        and `person`, the person at the computer as set up, goes with his)."""
        names = tuple(names) if names else tuple(f"Seat {s + 1}" for s in range(rules.players))
        if len(names) != rules.players:
            raise ValueError(f"{rules.players} names are needed, got {len(names)}")
        if not 0 <= person < rules.players:
            raise ValueError(f"there is no player {person} to be the person")
        seating = seating_draw(rules, random.Random(seed)) if draw_seats else None
        if seating:
            names = tuple(names[p] for p in seating.player_in_seat)
            first_dealer = seating.first_dealer
            person = seating.seat_of_player[person]
        else:
            first_dealer = rules.seats - 1
        return Match(rules, seed, names, first_dealer, seating=seating, person=person)

    # ------------------------------------------------------------ queries
    @property
    def places_as_set_up(self) -> tuple[int, ...]:
        """Each player's place (in `names`), in the order the game was set up
        with them: the seating draw moved them, the one who set it up did
        not (§1 Seating and teams)."""
        if self.seating is None:
            return tuple(range(self.rules.players))
        return self.seating.seat_of_player

    @property
    def totals(self) -> tuple[int, ...]:
        if self.results:
            return self.results[-1].totals
        return (0,) * self.rules.column_count

    def next_opening_minimums(self) -> tuple[int, ...]:
        """Per team of the next deal (per player in three-handed play)."""
        number = len(self.results) + 1
        return tuple(self.rules.opening_minimum(t, number) for t in self.totals)

    def players_in_deal(self, number: int) -> tuple[int, ...]:
        """The person in each seat of deal `number`: in five and six-rotating
        the members of a team take turns sitting out (§2), the one whose turn
        it is to play again taking the seat of the one who sits out now, so
        that the others keep their places and the deal goes round the table
        (§1: it passes clockwise)."""
        rules = self.rules
        if rules.player_teams is None:
            return tuple(range(rules.seats))
        members = {t: [p for p, pt in enumerate(rules.player_teams) if pt == t]
                   for t in set(rules.player_teams)}
        seats_of = {t: [s for s, st in enumerate(rules.teams) if st == t] for t in members}
        out = [0] * rules.seats
        for team, people in members.items():
            seats = seats_of[team]

            def playing(deal: int) -> list[int]:
                start = (deal - 1) % len(people)
                return [people[(start + i) % len(people)] for i in range(len(seats))]

            if self.seat_rule == ROTATING_SEATS:
                placed = playing(number)
            else:
                placed = playing(1)
                for deal in range(2, number + 1):
                    now = playing(deal)
                    coming = [p for p in now if p not in placed]
                    placed = [p if p in now else coming.pop(0) for p in placed]
            for seat, person in zip(seats, placed):
                out[seat] = person
        return tuple(out)

    def sitting_out(self, number: int) -> tuple[int, ...]:
        playing = set(self.players_in_deal(number))
        return tuple(p for p in range(self.rules.players) if p not in playing)

    def deal_names(self, number: int) -> tuple[str, ...]:
        return tuple(self.names[p] for p in self.players_in_deal(number))

    @property
    def is_over(self) -> bool:
        if self.deal is not None and not self.deal.is_over:
            return False
        return game_is_over(self.rules, len(self.results), self.totals)

    @property
    def deals_left(self) -> int | None:
        """The deals still to play where a game is a number of deals (§3
        Tête et Queue: four); None where it is played to a score (§1 Game
        end)."""
        if not self.rules.deals_per_game:
            return None
        return max(0, self.rules.deals_per_game - len(self.results))

    @property
    def deal_scored(self) -> bool:
        """Whether the deal on the table has ended and its result is the
        sheet's last row (§1 Score sheet: one row a deal, written at its
        end): it is not scored again (a game saved then and reopened), and
        the next deal may follow."""
        deal = self.deal
        return bool(deal is not None and deal.is_over and self.results
                    and self.results[-1].number == deal.setup.deal_number)

    @property
    def winner(self) -> int | None:
        """The winning team, None while playing or on an exact tie."""
        if not self.is_over:
            return None
        totals = self.totals
        best = max(totals)
        return totals.index(best) if totals.count(best) == 1 else None

    @property
    def margin(self) -> int:
        totals = sorted(self.totals, reverse=True)
        return totals[0] - totals[1] if len(totals) > 1 else 0

    # ------------------------------------------------------------ flow
    def start_deal(self) -> DealState:
        if self.is_over:
            raise RuntimeError("the game is over")
        if self.deal is not None and not self.deal.is_over:
            raise RuntimeError("the current deal is not finished")
        number = len(self.results) + 1
        dealer = (self.first_dealer + number - 1) % self.rules.seats
        base = self.seed if self.next_deals_seed is None else self.next_deals_seed
        setup = DealSetup.shuffled(self.rules, dealer, deal_seed(base, number),
                                   opening_minimums=self.next_opening_minimums(),
                                   scores_before=self.totals, deal_number=number)
        self.deal = DealState(setup)
        return self.deal

    def reshuffle_unseen(self, rng: random.Random, person: int | None = None) -> None:
        """Reopened: the cards of the current deal hidden from the person at
        the computer (None: from every seat) and the deals to come are
        shuffled anew, so that a save tells him nothing he has not seen
        (model/reshuffle.py)."""
        if self.deal is not None:
            seat = None
            if person is not None:
                people = self.players_in_deal(self.deal.setup.deal_number)
                seat = people.index(person) if person in people else None
            self.deal = reshuffle_unseen(self.deal, rng, seat)
        self.next_deals_seed = rng.getrandbits(62)

    def finish_deal(self) -> DealResult:
        """Score the finished deal onto the sheet."""
        deal = self.deal
        if deal is None or not deal.is_over:
            raise RuntimeError("no finished deal to score")
        scores = tuple(deal.scores())
        totals = tuple(before + s.total for before, s in zip(self.totals, scores))
        number = len(self.results) + 1
        result = DealResult(number, deal.dealer,
                            tuple(deal.opening_minimum), scores, totals,
                            deal.end_reason, deal.out_seat, deal.concealed,
                            self.players_in_deal(number), self.sitting_out(number),
                            deal.isolated)
        self.results.append(result)
        return result


@dataclass(frozen=True)
class ScoreSheet:
    """The two-column sheet kept at the table ("Nous" / "Eux"), one column per
    team: each deal's points with their breakdown, the running totals, the
    next deal's opening minimum, and at the end the winner and the margin."""

    variant: str
    names: tuple[str, ...]
    teams: tuple[tuple[int, ...], ...]  # the people of each column
    rows: tuple[DealResult, ...]
    totals: tuple[int, ...]
    next_opening_minimums: tuple[int, ...]
    finished: bool
    winner: int | None
    margin: int

    def as_dict(self) -> dict:
        return {
            "variant": self.variant,
            "names": list(self.names),
            "teams": [list(t) for t in self.teams],
            "deals": [{
                "number": r.number, "dealer": r.dealer,
                "opening_minimums": list(r.opening_minimums),
                "points": [s.total for s in r.scores],
                "breakdown": [s.breakdown() for s in r.scores],
                "totals": list(r.totals), "end": r.end_reason.value if r.end_reason else "",
                "out_seat": r.out_seat,
                "concealed": r.concealed} for r in self.rows],
            "totals": list(self.totals),
            "next_opening_minimums": list(self.next_opening_minimums),
            "finished": self.finished, "winner": self.winner, "margin": self.margin,
        }


def score_columns(rules: RuleSet) -> tuple[tuple[int, ...], ...]:
    """The people of each column of the sheet: one per player in three-handed
    play, else one per team (the people in `match.names` order)."""
    if rules.score_by_player:
        return tuple((p,) for p in range(rules.players))
    teams = player_teams(rules)
    return tuple(tuple(p for p in range(rules.players) if teams[p] == t)
                 for t in range(rules.team_count))


def side_people(rules: RuleSet, team_of: Sequence[int], seat_people: Sequence[int],
                team: int) -> tuple[int, ...]:
    """The people (places in `match.names`) a side of the deal stands for:
    its whole score column, who sits this deal out included (five,
    six-rotating, §2); in three-handed play, where each scores alone, the
    people at its seats.  `seat_people`: the person in each seat (empty:
    seat n is person n)."""
    persons = [seat_people[s] if s < len(seat_people) else s
               for s, t in enumerate(team_of) if t == team]
    if rules.score_by_player:
        return tuple(sorted(persons))
    return tuple(sorted({p for column in score_columns(rules) if set(column) & set(persons)
                         for p in column}))


def score_sheet(match: Match) -> ScoreSheet:
    rules = match.rules
    columns = score_columns(rules)
    return ScoreSheet(rules.id, match.names, columns,
                      tuple(match.results), match.totals, match.next_opening_minimums(),
                      match.is_over, match.winner, match.margin)

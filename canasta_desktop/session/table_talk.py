"""What players at a real table may say aloud, read from one seat's view.

Each team's opening minimum and score, how many cards each player holds (and
in his foot), how many are left in the stock, whether the discard pile is
frozen and why.  The side panel only formats it.  Sentences go through Qt's
translation (context "TableTalk").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QCoreApplication

from .. import words
from ..model.facts import TableFacts, table_facts
from ..model.melds import CanastaNeed, canasta_need, missing_canastas
from ..model.phases import CHOOSE, DRAW, OVER
from ..model.pile import FreezeReason, TopBlock
from ..model.rules import CardDesign
from ..model.view import PlayerView
from .refusals import reason_text, section_name

translate = QCoreApplication.translate


@dataclass(frozen=True)
class TeamTalk:
    team: int
    names: tuple[str, ...]
    opening_minimum: int
    opened: bool
    score: int  # cumulative, before this deal
    canastas: int
    red_threes: int
    own: bool = False
    tiles: int = 0
    tile_ranks: tuple[int, ...] = ()  # Origen: the ranks its tiles announce
    # three players: each partner keeps his own column of the score sheet
    player_scores: tuple[int, ...] = ()
    # three players: each partner's own opening minimum and whether he opened (§2)
    player_openings: tuple[tuple[int, bool], ...] = ()
    # Tête et Queue: (red, black) canastas, as a side needs one of each to go out (§3)
    colours: tuple[int, int] | None = None
    # Red threes are laid apart (their count is told); not in Tête et Queue (§3)
    lays_red_threes: bool = True


@dataclass(frozen=True)
class TableTalk:
    deal_number: int
    teams: tuple[TeamTalk, ...]
    hands: tuple[tuple[str, int], ...]  # (name, card count) per seat
    stock: int
    pile: int
    pile_frozen_for_me: bool
    frozen_reasons: tuple[str, ...]
    turn_name: str
    doing: str  # what the player to act is doing, in plain words
    feet: tuple[tuple[str, int], ...] = ()  # (name, cards in the foot), Tête et Queue
    pile_frozen_for_everybody: bool = False  # a wild card or red three froze it (§1), rami (§5)
    # Not frozen, but its top card stops everybody (a wild card or a red
    # three on top, where the variant lets them be discarded).
    pile_blocked_for_everybody: bool = False
    deal_over: bool = False  # the pile is nobody's to take any more
    isolated: str | None = None  # three players: the isolated hand's name
    # What the player's side still lacks to go out, in the engine's words
    # ("Your side needs a red (pure) and a black (impure) canasta…"); once
    # it has its canastas, that it may go out; "" in rami (none needed).
    go_out_need: str = ""
    # §5: "No canasta yet: your melds and red threes count against you (§5…)", or "".
    against_without_canasta: str = ""
    # §1: "Nothing melded yet: your red threes would count against you (§1…)", or "".
    red_threes_at_risk: str = ""
    # Who dealt, as the side panel's heading says it ("dealt by Chloé"): with
    # five or six taking turns at four seats, the deal's round is hard to
    # follow otherwise (play-test).
    dealt_by: str = ""


def table_talk(view: PlayerView, names: Sequence[str], deal_number: int = 1,
               spectating: bool = False, totals: Sequence[int] | None = None,
               game_over: bool = False, watching: bool = False) -> TableTalk:
    """`totals`: the match's running totals per score column, once a deal
    has ended counting it (else the view's scores before the deal).
    `watching`: a bot plays the seat of the view, the person watches: that
    seat's moves and deal are told by its name, not as his (play-test:
    "Your turn: draw, or take the pile." while the bot played)."""
    facts = table_facts(view)
    scores = tuple(totals) if totals else view.scores_before
    rules = view.rules
    by_name = spectating or watching  # the view's seat is not the person's to play
    teams = []
    score_by_player = rules.score_by_player
    by_colour = canasta_need(rules) is CanastaNeed.RED_AND_BLACK
    for side in facts.sides:
        seats = side.seats
        column = min(seats) if score_by_player else side.side
        score = scores[column] if scores and column < len(scores) else 0
        player_scores: tuple[int, ...] = ()
        if score_by_player and len(seats) > 1 and scores:
            player_scores = tuple(scores[s] for s in seats)
        teams.append(TeamTalk(
            team=side.side,
            names=tuple(names[s] for s in seats),
            opening_minimum=side.opening_minimum,
            opened=side.opened,
            score=score,
            canastas=side.canastas,
            red_threes=side.red_threes,
            lays_red_threes=side.lays_red_threes,
            own=side.own,
            tiles=side.tiles,
            tile_ranks=side.tile_ranks,
            player_scores=player_scores,
            player_openings=(tuple(zip(side.seat_minimums, side.seat_opened))
                             if len(seats) > 1 and not side.opens_together else ()),
            colours=((side.pure_canastas, side.canastas - side.pure_canastas)
                     if by_colour else None),
        ))
    over = view.phase == OVER  # the pile is nobody's to take: no word on it
    mine = () if spectating or over else facts.frozen_reasons[view.seat]
    if spectating and not over and facts.frozen_for_everybody is not None:
        mine = (facts.frozen_for_everybody,)
    reasons = [freeze_text(reason, facts.side_of(view.seat).opens_together, view.rules.design)
               for reason in mine]
    # The model says whether it still stops anyone (play-test: "the next
    # player cannot take it" of a black three, after the reader drew).
    if not over and facts.top_block is not None and facts.top_block_stops_someone:
        reasons.append(top_block_text(facts.top_block, view.rules.design,
                                      stops_you=(view.phase == DRAW and view.turn == view.seat
                                                 and not by_name)))
    # Hands and feet from the player's own seat, then in the order of play.
    n = len(facts.hand_sizes)
    order = [(view.seat + i) % n for i in range(n)]
    feet = tuple((names[s], facts.foot_sizes[s]) for s in order) if facts.foot_sizes else ()
    hands = tuple((names[s], facts.hand_sizes[s]) for s in order)
    if view.phase == CHOOSE:
        # Tête et Queue: the cards are in packets until each chooses his hand
        # (play-test: "Cards in hand You: 0, West: 0" beside two packets of 11).
        hands, feet = (), ()
    need = ""
    if not spectating and view.phase != OVER and not facts.side_of(view.seat).meets_canasta_need:
        missing = missing_canastas(rules, alone=list(view.team_of).count(view.team) == 1)
        need = f"{reason_text(missing)} ({section_name(missing.section)})"
        need = need[:1].upper() + need[1:]
    elif not spectating and facts.may_go_out is not None:
        may = facts.may_go_out
        if may.alone:
            said = translate("TableTalk", "You may go out ({section})")
        elif may.ask_first:
            # When to ask, as the rule says it (§1 Going out): drawing from
            # the stock first is fine, taking the pile or melding is too late.
            said = translate("TableTalk", "Your team may go out: ask your partner first, "
                                          "before taking the pile or melding ({section})")
        else:
            said = translate("TableTalk", "Your team may go out ({section})")
        need = said.format(section=section_name(may.section))
    against = ""
    if not spectating and view.phase != OVER and facts.against_without_canasta is not None:
        fact = facts.against_without_canasta
        against = (translate("TableTalk", "No canasta yet: your melds and red threes count "
                             "against you ({section})") if fact.red_threes
                   else translate("TableTalk", "No canasta yet: your melds count against you "
                                  "({section})")).format(section=section_name(fact.section))
    return TableTalk(
        deal_number=deal_number,
        teams=tuple(teams),
        hands=hands,
        stock=facts.stock_size,
        pile=facts.pile_size,
        pile_frozen_for_everybody=facts.frozen_for_everybody is not None and not over,
        pile_blocked_for_everybody=(not over and facts.top_block is not None
                                    and facts.top_block.stops_everybody),
        pile_frozen_for_me=bool(mine),
        deal_over=over,
        frozen_reasons=tuple(reasons),
        turn_name=names[view.to_act],
        doing=_doing(view, names, by_name, game_over,
                     pile_blocked=not over and facts.top_block is not None),
        feet=feet,
        isolated=names[facts.isolated] if facts.isolated is not None else None,
        go_out_need=need,
        against_without_canasta=against,
        red_threes_at_risk="" if spectating else red_threes_at_risk_text(facts, rules.design),
        dealt_by=(translate("TableTalk", "dealt by you")
                  if view.dealer == view.seat and not by_name
                  else translate("TableTalk", "dealt by {name}").format(name=names[view.dealer])),
    )


def red_threes_at_risk_text(facts: TableFacts, design: CardDesign) -> str:
    """§1 Red threes: the model's warning that the side's laid red threes
    (Origen: Sols) would count against it, as the side panel says it; ""
    when the model gives none."""
    if facts.red_threes_at_risk is None:
        return ""
    if design is CardDesign.ORIGEN:
        said = translate("TableTalk", "Nothing melded yet: your Sols would count against you "
                                      "({section})")
    else:
        said = translate("TableTalk", "Nothing melded yet: your red threes would count "
                                      "against you ({section})")
    return said.format(section=section_name(facts.red_threes_at_risk))


def freeze_text(reason: FreezeReason, opens_together: bool,
                design: CardDesign = CardDesign.STANDARD) -> str:
    """Why the pile is frozen, as the table says it (Origen's cards call the
    bonus card a Sol)."""
    if reason is FreezeReason.WILD_DISCARDED:
        return translate("TableTalk", "a wild card was discarded: frozen for everybody")
    if reason is FreezeReason.WILD_TURNED_UP:
        return translate("TableTalk", "a wild card was turned up: frozen for everybody")
    if reason is FreezeReason.RED_THREE_TURNED_UP:
        if design is CardDesign.ORIGEN:
            return translate("TableTalk", "a Sol was turned up: frozen for everybody")
        return translate("TableTalk", "a red three was turned up: frozen for everybody")
    if reason is FreezeReason.NOT_OPENED:
        if opens_together:
            # The pile's line already says "frozen for you": the reason alone.
            return translate("TableTalk", "your team has not opened")
        return translate("TableTalk", "you have not opened")
    return translate("TableTalk", "in this variant the pile is always taken with a natural pair")


def top_block_text(block: TopBlock, design: CardDesign = CardDesign.STANDARD,
                   stops_you: bool = False) -> str:
    """Origen's cards call the stop card a Retener.  `stops_you`: the one
    it stops is the reader, about to draw (play-test: "the next player
    cannot take it" on the reader's own turn)."""
    if block is TopBlock.BLACK_THREE:
        if stops_you:
            return (translate("TableTalk", "a Retener is on top: you cannot take the pile")
                    if design is CardDesign.ORIGEN else
                    translate("TableTalk", "a black three is on top: you cannot take the pile"))
        if design is CardDesign.ORIGEN:
            return translate("TableTalk", "a Retener is on top: the next player cannot take it")
        return translate("TableTalk", "a black three is on top: the next player cannot take it")
    if block is TopBlock.BLACK_THREE_TURNED_UP:
        if stops_you:
            return translate("TableTalk", "a black three was turned up: you play first and "
                             "cannot take the pile")
        return translate("TableTalk", "a black three was turned up: the first player cannot "
                         "take the pile")
    if block is TopBlock.WILD:
        return translate("TableTalk", "a wild card is on top: nobody can take the pile")
    return translate("TableTalk", "a red three is on top: nobody can take the pile")


def _doing(view: PlayerView, names: Sequence[str], spectating: bool = False,
           game_over: bool = False, pile_blocked: bool = False) -> str:
    """What is being done now; `pile_blocked`: the pile's top (or a black
    three turned up) keeps whoever draws now from taking it (`pile_block`)."""
    if view.phase == OVER:
        return (translate("TableTalk", "The game is over.") if game_over
                else translate("TableTalk", "The deal is over."))
    mine = view.to_act == view.seat and not spectating
    who = names[view.to_act]
    # A bot playing the seat still called "You": "You draw.", not "You draws."
    you = not mine and words.is_you(who)
    asker = view.asking_seat
    if asker is not None:
        if mine:
            return translate("TableTalk", "{asker} asks you: may I go out?").format(
                asker=names[asker])
        if asker == view.seat and not spectating:
            # His own question: "answers you", not his name (play-test:
            # « Bruno répond à Vous »).
            # Said while the partner thinks (play-test: « Nord vous répond :
            # puis-je sortir ? » read as the partner asking).
            return translate("TableTalk", "{name} is thinking over your question: may I go "
                                          "out?").format(name=who)
        if you:
            return translate("TableTalk", "You are thinking over {asker}'s question: may I "
                                          "go out?").format(asker=names[asker])
        return translate("TableTalk", "{name} is thinking over {asker}'s question: may I go "
                                      "out?").format(name=who, asker=names[asker])
    if view.phase == CHOOSE:
        if mine:
            return translate("TableTalk", "Choose the packet you play first.")
        if you:
            return translate("TableTalk", "You choose a packet.")
        return translate("TableTalk", "{name} chooses a packet.").format(name=who)
    if mine and view.asked and view.answer is not None:
        return _partner_answer(view, *_answer_words(view, pile_blocked))
    if not mine:
        said_of_you, said_of_name = _seat_doing(view, pile_blocked)
        return said_of_you if you else said_of_name.format(name=who)
    if view.phase == DRAW:
        if view.stock_size and pile_blocked:
            # Not "draw, or take the pile" beside the reason it cannot be
            # taken (seen at a black three turned up).
            return translate("TableTalk", "Your turn: draw (the pile cannot be taken now).")
        if view.stock_size:
            return translate("TableTalk", "Your turn: draw, or take the pile.")
        if view.must_take_pile:  # §4: no ending while the pile can be taken
            return translate("TableTalk", "The stock is empty: take the pile; play goes on "
                             "while it can be taken.")
        if view.stock_out_ends:
            return translate("TableTalk", "The stock is empty and you cannot take the pile: "
                             "the deal ends.")
        return translate("TableTalk", "The stock is empty: take the pile, or end the deal.")
    if view.discard_ends_deal:
        return translate("TableTalk", "Meld, then discard: the stock is out, so your discard "
                         "ends the deal.")
    return translate("TableTalk", "Meld, then discard.")


def _seat_doing(view: PlayerView, pile_blocked: bool) -> tuple[str, str]:
    """What another seat does now, said of the seat still called "You",
    played by a bot while the person watches ("You draw.", « Vous
    piochez. »: s30 play-test, "You draws"), and of a name ("{name}
    draws.")."""
    if view.phase == DRAW and view.stock_size and pile_blocked:
        return (translate("TableTalk", "You draw."),
                translate("TableTalk", "{name} draws."))
    if view.phase == DRAW and view.stock_size:
        return (translate("TableTalk", "You draw or take the pile."),
                translate("TableTalk", "{name} draws or takes the pile."))
    if view.phase == DRAW:
        return (translate("TableTalk", "You take the pile or end the deal (the stock is "
                                       "empty)."),
                translate("TableTalk", "{name} takes the pile or ends the deal (the stock is "
                                       "empty)."))
    return (translate("TableTalk", "You meld and discard."),
            translate("TableTalk", "{name} melds and discards."))


def _answer_words(view: PlayerView, pile_blocked: bool = False) -> tuple[str, str]:
    """What the panel says after the partner's yes and after his no;
    `pile_blocked` as in `_doing`."""
    if view.phase == DRAW and view.stock_size and pile_blocked:
        # Review: "draw or take the pile" beside the reason it cannot be taken.
        return (translate("TableTalk", "Your partner said yes: draw, then go out. Keeping "
                          "cards costs your team {points}."),
                translate("TableTalk", "Your partner said no: draw; you may not go out this "
                          "turn."))
    if view.phase == DRAW and view.stock_size:
        # Asked before drawing: the answer binds after the draw too; the
        # "yes" was said only briefly in the status bar.
        return (translate("TableTalk", "Your partner said yes: draw or take the pile, then go "
                          "out. Keeping cards costs your team {points}."),
                translate("TableTalk", "Your partner said no: draw or take the pile; you may "
                          "not go out this turn."))
    if view.phase == DRAW:
        # The stock is empty: the pile is the only way to go on, and the deal
        # may end only where the rules let it (§4: not while it can be taken).
        empty = (translate("TableTalk", "The stock is empty: take the pile; play goes on "
                           "while it can be taken.") if view.must_take_pile
                 else translate("TableTalk", "The stock is empty: take the pile, or end the "
                                "deal."))
        return (translate("TableTalk", "Your partner said yes: take the pile, then go out. "
                          "Keeping cards costs your team {points}."),
                translate("TableTalk", "Your partner said no: you may not go out this turn.")
                + " " + empty)
    return (translate("TableTalk", "Your partner said yes: go out now. Keeping cards costs "
                      "your team {points}."),
            translate("TableTalk", "Your partner said no: keep at least two cards, meld and "
                      "discard."))


def _partner_answer(view: PlayerView, yes: str, no: str) -> str:
    """The partner's answer to the player's question, which binds for the
    rest of the turn (§1 Going out); a yes says what keeping cards costs."""
    if view.answer:
        return yes.format(points=view.rules.failed_go_out_penalty)
    return no

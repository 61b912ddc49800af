"""RULES.md §1 Going out (*Decisions*) and §1 Red threes, in every variant
where they apply: asking comes before taking the pile and before any meld or
lay-off; a "yes" binds to the end of the turn whatever ends it; going out
concealed with a final discard earns the concealed bonus; a red three still
in the hand of a player who never had a turn costs 100 (seed 000,
irregularity 7)."""

import pytest

from canasta_desktop.model import AnswerGoOut, AskGoOut, Discard, EndDeal, TakePile
from canasta_desktop.model.events import EndReason, Penalised
from canasta_desktop.model.sections import S_GOING_OUT

from .builders import cards, play, position, refusal
from .variant_helpers import config_id, every_configuration, meld, rules_of

CONFIGS = every_configuration()
# Where a seat has a partner from the first turn (three players find theirs
# only when the isolated hand is known, §2).
PARTNERED = [c for c in CONFIGS
             if (lambda r: any(r.teams.count(t) > 1 for t in r.teams))(rules_of(c))]
# Where red threes are bonus cards laid on the player's first turn (§1).
FIRST_TURN_THREES = [c for c in CONFIGS if rules_of(c).red_threes.laid_apart
                     and not rules_of(c).red_threes_laid_before_play]


def team_melds(rules) -> dict[str, str]:
    """Enough canastas for seat 0's team to go out in this variant."""
    return {"K": "KS KH KD KC KS KH KD", "Q": "QS QH QD QC JK 2C 2D"}


def table(config, hand: str, melds=None, **kw):
    rules = rules_of(config)
    feet = {s: "" for s in range(rules.seats)} if rules.foot_size else None
    return position(hands={0: hand}, melds=melds or {0: team_melds(rules)}, rules=rules,
                    feet=feet, **kw)


@pytest.mark.parametrize("config", PARTNERED, ids=config_id)
def test_s1_going_out_asking_after_taking_the_pile_is_refused(config):
    state = table(config, "9S 9H 4C 5C", pile="5D 9D", phase="draw", pile_frozen=False)
    state.apply(TakePile(cards(state, "9S 9H")))
    assert refusal(state, AskGoOut(), section="§").code == "ask_before_melding"
    assert AskGoOut() not in state.legal_actions()


@pytest.mark.parametrize("config", PARTNERED, ids=config_id)
def test_s1_going_out_asking_after_a_lay_off_is_refused(config):
    state = table(config, "KS 9C 4D 5C", melds={0: {"K": "KH KD KC"}})
    state.apply(meld(state, "K", "KS"))
    assert refusal(state, AskGoOut(), section="§").code == "ask_before_melding"


@pytest.mark.parametrize("config", PARTNERED, ids=config_id)
def test_s1_going_out_a_yes_then_a_discard_that_keeps_cards_costs_100(config):
    state = table(config, "9C 8D")
    play(state, AskGoOut(), AnswerGoOut(True))
    events = state.apply(Discard(cards(state, "9C")[0]))
    points = state.rules.failed_go_out_penalty
    assert points == 100
    assert [e.points for e in events if isinstance(e, Penalised)] == [points]
    assert state.penalties[0] == -points


@pytest.mark.parametrize("config", PARTNERED, ids=config_id)
def test_s1_going_out_the_penalty_cites_the_section_that_sets_it_here(config):
    """The penalty names the section that holds it: §1 Going out in every
    variant, rami too (§5 lets partners ask to end the deal but names no
    penalty: play-test "…perd 100 points (§5 Canasta rami)"), though rami's
    asking refusals cite §5."""
    state = table(config, "9C 8D")
    play(state, AskGoOut(), AnswerGoOut(True))
    events = state.apply(Discard(cards(state, "9C")[0]))
    assert [e.section for e in events if isinstance(e, Penalised)] == [S_GOING_OUT]
    assert state.rules.penalty_section() == S_GOING_OUT


@pytest.mark.parametrize("config", PARTNERED, ids=config_id)
def test_s1_going_out_a_yes_then_the_deal_ending_with_the_stock_out_costs_100(config):
    state = table(config, "9C 8D", phase="draw", rest="pile")
    assert not state.stock
    play(state, AskGoOut(), AnswerGoOut(True), EndDeal())
    assert state.end_reason is EndReason.STOCK_EXHAUSTED
    assert state.penalties[0] == -100
    assert state.scores()[0].penalties == -100


@pytest.mark.parametrize("config", PARTNERED, ids=config_id)
def test_s1_going_out_concealed_with_a_final_discard_earns_the_concealed_bonus(config):
    # Seat 0 melded nothing before this turn; its partner made the canastas.
    state = table(config, "7S 7H 7D 9C", has_melded={0: False})
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(meld(state, "7", "7S 7H 7D"))
    state.apply(Discard(cards(state, "9C")[0]))
    assert state.end_reason is EndReason.WENT_OUT and state.concealed
    assert state.scores()[0].going_out == state.rules.concealed_going_out_bonus
    if state.rules.id in ("classic", "five", "six-2x3", "six-rotating", "six-3x2"):
        assert state.rules.concealed_going_out_bonus == 200


@pytest.mark.parametrize("config", FIRST_TURN_THREES, ids=config_id)
def test_s1_red_threes_one_held_by_a_player_who_never_had_a_turn_costs_100(config):
    rules = rules_of(config)
    # Seat 0 goes out in the first round; seat 1 (an opponent) never played.
    state = position(hands={0: "7S 7H 7D 9C", 1: "3H 4C 5D"}, melds={0: team_melds(rules)},
                     rules=rules, turns_started={1: 0})
    if state.has_partner(0):
        play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(meld(state, "7", "7S 7H 7D"))
    state.apply(Discard(cards(state, "9C")[0]))
    assert state.end_reason is EndReason.WENT_OUT
    assert [state.tables.code[c] for c in state.red_threes[1]] == [], "not laid"
    assert "3H" in [state.tables.code[c] for c in state.hands[1]]
    column = state.team_of[1] if not rules.score_by_player else 1
    score = next(s for s in state.scores() if s.team == column)
    assert score.red_threes == 0, "no bonus"
    t = state.tables
    seats = [s for s in range(state.n) if state.team_of[s] == state.team_of[1]]
    if state.isolated is not None:
        # §2 three players: the two left by the isolated hand's going out add
        # up their points, their hands included (rule revision 5).
        seats = [s for s in range(state.n) if s != state.isolated]
    others = sum(t.value[c] for s in seats for c in state.hands[s] if not t.is_red_three[c])
    assert score.hands == -(others + 100), "the red three costs 100 with the hand"

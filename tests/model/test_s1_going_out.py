"""RULES.md §1 "Going out": a canasta is needed; the partner is asked first
(before melding) and his answer binds; a card is kept to discard unless the
player may go out; going out concealed scores 200 instead of 100."""

from canasta_desktop.model import (AnswerGoOut, AskGoOut, Discard, Draw, EndDeal, Meld,
                                   MeldPart, TakePile)
from canasta_desktop.model.cards import parse_rank
from canasta_desktop.model.events import AskedGoOut, DealEnded, EndReason, Penalised
from canasta_desktop.model.history_turns import binds_the_asker, turn_owners
from canasta_desktop.model.phases import ANSWER, DRAW, OVER, PLAY
from canasta_desktop.model.refusal_text import reason_text
from canasta_desktop.model.rules import CLASSIC

from .builders import cards, play, position, random_states, refusal, sorted_codes

CANASTA = {"K": "KS KH KD KC KS KH KD"}  # team 0's pure canasta
SIX_KINGS = {"K": "KS KH KD KC KS KH"}


def meld(state, rank: str, text: str) -> Meld:
    return Meld((MeldPart(parse_rank(rank), cards(state, text)),))


def seat0(hand: str, team_melds=None, **kw):
    return position(hands={0: hand}, melds={0: CANASTA if team_melds is None else team_melds},
                    **kw)


def test_s1_going_out_ask_partner_then_discard_the_last_card():
    state = seat0("9C")
    events = state.apply(AskGoOut())
    assert state.phase == ANSWER
    assert state.current_seat == 2, "the partner answers"
    assert state.turn == 0
    assert events == [AskedGoOut(0, partner=2)]
    assert state.legal_actions() == [AnswerGoOut(True), AnswerGoOut(False)]
    state.apply(AnswerGoOut(True), seat=2)
    assert state.phase == PLAY and state.current_seat == 0
    state.apply(Discard(cards(state, "9C")[0]))
    assert state.phase == OVER
    assert state.end_reason is EndReason.WENT_OUT and state.out_seat == 0
    assert state.scores()[0].going_out == 100
    assert state.scores()[1].going_out == 0


def test_s1_going_out_the_engine_says_which_discard_goes_out_without_playing_it():
    """The table asks the engine whether a discard takes the player out (its
    "Discard?" box says so), and asking changes nothing."""
    state = seat0("9C 7D")
    nine = cards(state, "9C")[0]
    assert not state.goes_out_with(Discard(nine)), "a card is left"
    state = seat0("9C")
    state.apply(AskGoOut())
    state.apply(AnswerGoOut(True), seat=2)
    nine = cards(state, "9C")[0]
    assert state.goes_out_with(Discard(nine))
    assert state.phase == PLAY and nine in state.hands[0], "nothing was played"
    assert not state.goes_out_with(Discard(nine), seat=1), "not West's card, nor his turn"


def test_s1_going_out_by_melding_the_last_cards_needs_no_discard():
    state = seat0("7S 7H 7D")
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(meld(state, "7", "7S 7H 7D"))
    assert state.end_reason is EndReason.WENT_OUT
    assert state.hands[0] == []


def test_s1_going_out_while_partner_answers_only_the_partner_acts():
    state = seat0("9C 8D")
    state.apply(AskGoOut())
    assert refusal(state, Discard(cards(state, "9C", seat=0)[0]), seat=0).code == "not_your_turn"
    asked = refusal(state, Discard(cards(state, "9C", seat=0)[0]))
    assert asked.code == "answer_expected"
    # Heard only by the partner who must answer (play-test s39: "the partner
    # must first answer", said to that partner).
    assert asked.message == "first answer your partner's question \u201cmay I go out?\u201d"
    assert refusal(state, AnswerGoOut(True), seat=0).code == "not_your_turn"
    assert refusal(state, AnswerGoOut(True), seat=1).code == "not_your_turn"
    state.apply(AnswerGoOut(False), seat=2)
    assert state.phase == PLAY


def test_s1_going_out_the_question_waits_with_its_asker_for_the_partner_who_answers():
    """Who asked "may I go out?" and who must answer, while the question
    waits (the table asks the person for his answer, Undo keeps the question
    standing): none before it is asked nor once answered."""
    state = seat0("9C 8D")
    assert (state.asking_seat, state.answering_seat) == (None, None), "nothing asked"
    state.apply(AskGoOut())
    assert (state.asking_seat, state.answering_seat) == (0, 2)
    assert state.answering_seat == state.current_seat, "the partner answers"
    assert [state.view_for(seat).asking_seat for seat in range(4)] == [0] * 4, \
        "asked aloud: every seat knows who asks"
    state.apply(AnswerGoOut(False), seat=2)
    assert (state.asking_seat, state.answering_seat) == (None, None), "answered"
    assert state.view_for(2).asking_seat is None
    west = position(hands={1: "9C 8D"}, melds={1: CANASTA}, turn=1)
    west.apply(AskGoOut())
    assert (west.asking_seat, west.answering_seat) == (1, 3), "West asks East"


def test_s1_going_out_the_answer_is_given_in_the_askers_turn():
    """The partner answers in the asker's turn, which goes on after the
    answer: read from a history, each action's turn is the one the engine
    played it in."""
    history = [(0, Draw()), (0, AskGoOut()), (2, AnswerGoOut(False)), (0, Discard(1)),
               (1, Draw())]
    assert turn_owners(history) == [0, 0, 0, 0, 1]
    asked = 0
    for seed in range(40):
        for state in random_states([seed], every=1):
            if state.history:
                owners = turn_owners(state.history)
                assert owners[-1] == last_turn, (seed, state.history[-1])
                asked += isinstance(state.history[-1][1], AnswerGoOut)
            last_turn = state.turn
    assert asked > 10, "random play asks, and is answered, often enough to test it"


def test_s1_going_out_the_answer_alone_binds_the_asker():
    """"Obey the answer": of the actions of a deal, the partner's answer
    alone holds the asker to a yes or a no for the rest of his turn; read
    from a history, that is the action that binds (Undo never takes it
    back: asking again would shop for another answer)."""
    bound = 0
    for seed in range(40):
        for state in random_states([seed], every=1):
            if state.is_over:
                continue
            for action in state.legal_actions():
                trial = state.clone()
                trial.apply(action)
                binds = state.answer is None and trial.answer is not None
                assert binds_the_asker(action) == binds, (seed, action)
                bound += binds
    assert bound > 10, "random play asks, and is answered, often enough to test it"


def test_s1_going_out_needs_a_canasta():
    state = seat0("9C", SIX_KINGS)
    play(state, AskGoOut(), AnswerGoOut(True))
    error = refusal(state, Discard(cards(state, "9C")[0]))
    assert error.code == "no_canasta"
    assert error.section == "§1 Going out"
    state = seat0("7S 7H 7D", SIX_KINGS)
    play(state, AskGoOut(), AnswerGoOut(True))
    assert refusal(state, meld(state, "7", "7S 7H 7D")).code == "no_canasta"


def test_s1_going_out_with_the_canasta_made_in_the_same_turn():
    state = seat0("KC 7S 7H 7D", SIX_KINGS)
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(Meld((MeldPart(13, cards(state, "KC")), MeldPart(7, cards(state, "7S 7H 7D")))))
    assert state.end_reason is EndReason.WENT_OUT


def test_s1_going_out_must_ask_partner():
    state = seat0("9C")
    assert refusal(state, Discard(cards(state, "9C")[0])).code == "ask_partner"
    state = seat0("7S 7H 7D")
    assert refusal(state, meld(state, "7", "7S 7H 7D")).code == "ask_partner"
    assert not any(isinstance(a, Meld) for a in state.legal_actions())


def test_s1_going_out_must_keep_a_card_to_discard_unless_allowed():
    state = seat0("7S 7H 7D 9C")
    error = refusal(state, meld(state, "7", "7S 7H 7D"))
    assert error.code == "keep_a_card"
    assert error.section == "§1 Going out"
    state = seat0("7S 7H 7D 9C", SIX_KINGS)
    play(state, AskGoOut(), AnswerGoOut(True))
    assert refusal(state, meld(state, "7", "7S 7H 7D")).code == "keep_a_card"
    # Keeping two cards is always fine.
    state = seat0("7S 7H 7D 9C 4D", SIX_KINGS)
    state.apply(meld(state, "7", "7S 7H 7D"))
    assert sorted_codes(state, state.hands[0]) == ["4D", "9C"]


def test_s1_going_out_yes_binds_discarding_with_cards_left_costs_100():
    state = seat0("9C 8D")
    play(state, AskGoOut(), AnswerGoOut(True))
    events = state.apply(Discard(cards(state, "9C")[0]))
    assert state.penalties == [-100, 0]
    assert any(isinstance(e, Penalised) and e.points == 100 for e in events)
    assert state.turn == 1 and state.phase == DRAW, "the deal goes on"
    assert state.scores()[0].penalties == -100
    assert state.scores()[1].penalties == 0


def test_s1_going_out_no_forbids_going_out_this_turn():
    state = seat0("7S 7H 7D")
    play(state, AskGoOut(), AnswerGoOut(False))
    assert refusal(state, meld(state, "7", "7S 7H 7D")).code == "partner_said_no"
    assert refusal(state, AskGoOut()).code == "already_asked"
    assert all(isinstance(a, Discard) for a in state.legal_actions())


def test_s1_going_out_no_then_the_player_discards_without_penalty():
    state = seat0("7S 7H 7D 9C")
    play(state, AskGoOut(), AnswerGoOut(False))
    assert refusal(state, meld(state, "7", "7S 7H 7D")).code == "keep_a_card"
    state.apply(Discard(cards(state, "9C")[0]))
    assert state.penalties == [0, 0]
    assert state.turn == 1


def test_s1_going_out_a_no_is_said_aloud_every_view_keeps_it_for_the_deal():
    """The question and the answer are spoken at the table: every seat knows,
    for the rest of the deal, that seat 0 was told no holding four cards."""
    state = seat0("7S 7H 7D 9C")
    assert not any(state.view_for(s).told_no_hand_size[0] for s in range(4))
    play(state, AskGoOut(), AnswerGoOut(False), Discard(cards(state, "9C")[0]), Draw())
    assert [state.view_for(s).told_no_hand_size for s in range(4)] == [(4, 0, 0, 0)] * 4
    assert state.clone().view_for(1).told_no_hand_size == (4, 0, 0, 0)


def test_s1_going_out_ask_only_before_melding():
    state = seat0("7S 7H 7D 9C 4D")
    state.apply(meld(state, "7", "7S 7H 7D"))
    error = refusal(state, AskGoOut())
    assert error.code == "ask_before_melding"
    assert AskGoOut() not in state.legal_actions()


def test_s1_going_out_ask_after_taking_the_pile_is_refused():
    # Decisions: ask before taking the pile (taking it melds its top card).
    state = seat0("9S 9H 4C 5C", pile="5D 9D", phase="draw")
    state.apply(TakePile(cards(state, "9S 9H")))
    assert refusal(state, AskGoOut()).code == "ask_before_melding"
    assert AskGoOut() not in state.legal_actions()


def test_s1_going_out_ask_after_a_lay_off_is_refused():
    state = seat0("QS 9C 4D", {**CANASTA, "Q": "QH QD QC"})
    state.apply(meld(state, "Q", "QS"))
    assert refusal(state, AskGoOut()).code == "ask_before_melding"
    assert AskGoOut() not in state.legal_actions()


def test_s1_going_out_asking_is_listed_before_taking_the_pile():
    state = seat0("9S 9H 4C 5C", pile="5D 9D", phase="draw")
    assert AskGoOut() in state.legal_actions()
    play(state, AskGoOut(), AnswerGoOut(False))
    assert TakePile(tuple(cards(state, "9S 9H"))) in state.legal_actions()


def test_s1_going_out_yes_binds_the_turn_ended_by_the_stock_running_out():
    # Told yes before the draw, the player finds the stock empty and does not
    # take the pile: the deal ends with the stock out, and the yes costs 100.
    state = seat0("9C 8D", phase="draw", rest="pile")
    assert not state.stock
    play(state, AskGoOut(), AnswerGoOut(True))
    events = state.apply(EndDeal())
    assert state.end_reason is EndReason.STOCK_EXHAUSTED
    assert [type(e) for e in events] == [Penalised, DealEnded]
    assert state.penalties == [-100, 0]
    assert state.scores()[0].penalties == -100


def test_s1_going_out_yes_binds_the_turn_ended_by_a_red_three_as_last_card():
    state = seat0("9C 8D", phase="draw", stock="3H", rest="pile")
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(Draw())
    assert state.end_reason is EndReason.RED_THREE_LAST_CARD
    assert state.penalties == [-100, 0]


def test_s1_going_out_a_yes_is_paid_once():
    state = seat0("9C 8D 7H")
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(Discard(cards(state, "9C")[0]))
    assert state.penalties == [-100, 0]
    assert state.answer is None, "the next turn starts unasked"


def test_s1_going_out_concealed_scores_200():
    # Seat 0 has melded nothing before this turn; the partner made the canasta.
    state = seat0("7S 7H 7D 9C", has_melded={0: False})
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(meld(state, "7", "7S 7H 7D"))
    state.apply(Discard(cards(state, "9C")[0]))
    assert state.end_reason is EndReason.WENT_OUT and state.concealed
    assert state.scores()[0].going_out == 200


def test_s1_going_out_not_concealed_after_melding_in_an_earlier_turn():
    # Seat 0 melds in this turn; the next draws are 8D, 8H, 8S (seats 1-3) and 7C.
    state = seat0("7S 7H 7D 9C 5D", has_melded={0: False}, stock="7C 8S 8H 8D")
    state.apply(meld(state, "7", "7S 7H 7D"))
    state.apply(Discard(cards(state, "5D")[0]))
    for _ in range(3):  # the three other seats play a quiet turn
        state.apply(Draw())
        state.apply(Discard(state.hands[state.turn][0]))
    state.apply(Draw())
    assert sorted_codes(state, state.hands[0]) == ["7C", "9C"]
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(meld(state, "7", "7C"))
    state.apply(Discard(cards(state, "9C")[0]))
    assert state.end_reason is EndReason.WENT_OUT and not state.concealed
    assert state.scores()[0].going_out == 100


def test_s1_going_out_concealed_hand_must_meet_the_opening_minimum():
    # The team has not opened: the concealed hand itself must reach it.
    hand = "4S 4H 4D 4C 4S 4H 4D 5S 5H 5D"  # a canasta of fours (35) + fives (15) = 50
    parts = lambda s: Meld((MeldPart(4, cards(s, "4S 4H 4D 4C 4S 4H 4D")),
                            MeldPart(5, cards(s, "5S 5H 5D"))))
    state = position(hands={0: hand}, opening_minimum={0: 90})
    play(state, AskGoOut(), AnswerGoOut(True))
    assert refusal(state, parts(state)).code == "opening_minimum"
    state = position(hands={0: hand})  # minimum 50
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(parts(state))
    assert state.end_reason is EndReason.WENT_OUT and state.concealed
    score = state.scores()[0]
    assert score.going_out == 200 and score.canasta_bonus == 500


def test_s1_going_out_house_option_asking_optional():
    optional = CLASSIC.with_options(asking_to_go_out_optional=True)
    state = seat0("9C", rules=optional)
    # Down to his last card he simply goes out: asking then could only trap
    # him, since a "no" binds (§6 decision).
    assert AskGoOut() not in state.legal_actions()
    state.apply(Discard(cards(state, "9C")[0]))
    assert state.end_reason is EndReason.WENT_OUT
    assert state.scores()[0].going_out == 100


def test_s1_going_out_ends_the_deal_no_more_actions():
    state = seat0("9C")
    play(state, AskGoOut(), AnswerGoOut(True), Discard(cards(state, "9C")[0]))
    assert state.is_over and state.legal_actions() == []
    assert refusal(state, Draw()).code == "deal_over"


def test_s1_going_out_may_ask_before_taking_the_pile():
    """§1 Going out: ask before melding, and taking the pile melds its top card."""
    state = position(hands={0: "KS KH"}, pile="KD", melds={0: {"A": "AS AH AD AC 2C 2D 2H"}},
                     phase="draw")
    state.apply(AskGoOut())
    assert state.phase == "answer"
    state.apply(AnswerGoOut(True))
    assert state.phase == "draw"  # play resumes where the player asked
    state.apply(TakePile(tuple(cards(state, "KS KH"))))
    assert state.is_over and state.end_reason is EndReason.WENT_OUT and state.out_seat == 0


def test_s1_going_out_when_to_ask_after_a_meld_without_asking_going_out_waits():
    """§1 Going out, Decisions (when to ask): before any meld of the turn.
    A player who melded without asking can no longer ask, so the refusal
    says that, not "ask your partner" (play-test: the ask button was grey)."""
    state = seat0("7S 7H 7D 8S 8H 8D 9C")
    state.apply(meld(state, "7", "7S 7H 7D"))
    assert refusal(state, AskGoOut()).code == "ask_before_melding"
    error = refusal(state, meld(state, "8", "8S 8H 8D"))
    assert error.code == "keep_a_card" and error.params["because"].code == "ask_too_late"
    assert reason_text(error, "en") == (
        "you melded this turn without first asking your partner \u201cmay I go out?\u201d, so "
        "you may not go out this turn; keep at least two cards, as discarding the last one "
        "would go out")


def test_s1_going_out_told_yes_the_engine_names_the_moves_that_cost_100():
    """The table warns before a move that breaks a "yes" (fourth play-test:
    a discard went through at once and the side lost 100): the engine says
    which moves cost what, without playing them."""
    state = seat0("9C 8D 8H 8S")
    assert state.penalty_for(Discard(cards(state, "9C")[0])) == 0, "nobody asked"
    play(state, AskGoOut(), AnswerGoOut(True))
    before = list(state.history)
    assert state.penalty_for(Discard(cards(state, "9C")[0])) == 100
    assert state.penalty_for(meld(state, "8", "8D 8H 8S")) == 0, "melding goes on with the turn"
    assert state.history == before and state.penalties == [0, 0], "nothing was played"
    state.apply(meld(state, "8", "8D 8H 8S"))
    assert state.penalty_for(Discard(cards(state, "9C")[0])) == 0, "the last card goes out"


def test_s1_going_out_the_cost_of_a_draw_never_tells_what_the_stock_holds():
    """Hidden cards stay hidden (leak audit): told yes before drawing, a
    draw was priced at 100 only when the stock's last cards were red threes
    (the draw would end the deal, §1 Red threes), so the box before it told
    what the stock held.  A draw is never priced; the rule still applies."""
    states = {}
    for last in ("3H", "5S"):
        states[last] = seat0("9C 8D 8H 8S", stock=last, rest="pile", phase="draw")
        play(states[last], AskGoOut(), AnswerGoOut(True))
    assert {last: s.penalty_for(Draw()) for last, s in states.items()} == {"3H": 0, "5S": 0}
    state = states["3H"]
    state.apply(Draw())  # the red three, laid: the stock is out and the deal ends
    assert state.is_over and state.penalties[0] == -100, "the rule itself stands"

"""The engine is the only judge: outside canasta_desktop/model no code
compares a rule set's id or a variant hook's value to decide a rule, and no
UI function is told "is this Origen?" by a flag (a variant's cards come from
its rule set's typed `design`)."""

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "canasta_desktop"
HOOK_STRINGS = re.compile(
    r'rules\.id *==|== *"origen"|"bonus"|meld_wilds *==|pile_take *==|red_threes *==')
ORIGEN_FLAG = re.compile(r"\borigen *: *bool|\borigen *=")
# Why a deal ended or a penalty was paid is the model's EndReason /
# PenaltyReason; their words are for records and saved sheets only.
_REASON_WORDS = "went_out|stock_exhausted|red_three_last_card|team_went_out|told_yes_not_out"
REASON_STRINGS = re.compile(
    rf'(==|!=) *"({_REASON_WORDS})"|"({_REASON_WORDS})" *(==|!=)'
    rf'|\bin *[(\[{{]"({_REASON_WORDS})", *"({_REASON_WORDS})"')


SCORING_CONSTANTS = re.compile(r"\bRED_THREE_HELD_COST\b")
# Who asked "may I go out?" and who must answer is the engine's
# (DealState.asking_seat and answering_seat, PlayerView.asking_seat).
ANSWER_PHASE = re.compile(r"\bANSWER\b")
# Undo's facts of the game: whose turn an action was played in, a question
# waiting, a hand shown, an answer that binds (model/history_turns.py,
# DealState.asking_seat).
UNDO_READS_ACTIONS = re.compile(r"\b(AskGoOut|AnswerGoOut|ChoosePacket)\b|def turn_owners")


def offending_lines(pattern: re.Pattern) -> list[str]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.parent.name == "model":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                found.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    return found


def test_no_rule_set_id_or_hook_string_is_compared_outside_the_model():
    assert offending_lines(HOOK_STRINGS) == []


def test_no_origen_flag_is_threaded_through_the_table():
    assert offending_lines(ORIGEN_FLAG) == []


def test_no_deal_end_or_penalty_reason_is_compared_as_a_string_outside_the_model():
    assert offending_lines(REASON_STRINGS) == []


def test_the_window_takes_points_from_the_model_not_its_scoring_constants():
    """Audit: the deal's end multiplied the model's count of red threes
    held by the model's cost itself (§3); the model says what they cost."""
    found = [line for line in offending_lines(SCORING_CONSTANTS)
             if line.startswith(("ui/", "session/", "printing/"))]
    assert found == []


def test_who_asks_may_i_go_out_and_who_answers_is_the_engine_s():
    """Audit (s40): the controller, the question's box, the turn hint and
    the table's talk combined the ANSWER phase with the turn to say who
    asked and who must answer (§1 Going out); the engine says it."""
    found = [line for line in offending_lines(ANSWER_PHASE) if not line.startswith("bots/")]
    assert found == []


def test_undo_reads_the_turns_and_the_hand_shown_from_the_engine():
    """Audit (s40): session/undo.py worked out whose turn each action was
    played in, that a question waited (the history's last action an
    AskGoOut), that a packet chosen showed the hand (§3) and (review s40)
    that an answer to "may I go out?" binds (§1 Going out)."""
    undo = (PACKAGE / "session" / "undo.py").read_text(encoding="utf-8")
    assert [line.strip() for line in undo.splitlines() if UNDO_READS_ACTIONS.search(line)] == []


# The refusals the session words itself are about the session, not a rule:
# no game, a seat sat out or played by a bot, and where the mouse let go.  Every other refusal
# is the engine's (a DealState method returns it; the session passes it on).
SESSION_REFUSALS = {
    "no_game", "deal_over", "sitting_out", "bot_plays_your_seat", "not_your_turn",  # controller.py
    "nothing_to_do", "stock_to_hand", "pile_to_hand",  # gestures.py: a drop on nothing
}


def refusals_built_outside_the_model() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.parent.name == "model":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "IllegalAction" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                where = f"{path.relative_to(PACKAGE)}:{node.lineno}"
                found.setdefault(str(node.args[0].value), []).append(where)
    return found


def test_the_session_chooses_no_rule_s_refusal():
    """Audit (review of s39): the Origen tile's refusals (§4) were chosen in
    session/gestures.py, and "draw first" for a new meld of nothing chosen
    before drawing (§1 Turn), and the pile's: a discard is one card, one card
    clicked on the pile before drawing neither discards nor takes it, the
    pile let go astray cannot be taken now; and the stock's: hand cards
    dropped on it; the engine says them (DealState.tile_cards_refusal,
    no_cards_refusal, discard_cards_refusal, discard_or_take_refusal,
    take_refusal, cards_on_stock_refusal)."""
    built = refusals_built_outside_the_model()
    assert {code: where for code, where in built.items()
            if code not in SESSION_REFUSALS} == {}


def test_the_checks_would_find_an_offence():
    assert HOOK_STRINGS.search('if rules.red_threes == "bonus":')
    assert SCORING_CONSTANTS.search("words.points(-RED_THREE_HELD_COST * held_threes)")
    assert ANSWER_PHASE.search("if bot is None and deal.phase == ANSWER:")
    assert not ANSWER_PHASE.search("ANSWER_TO_END = True")
    assert UNDO_READS_ACTIONS.search("if isinstance(history[index][1], ChoosePacket):")
    assert UNDO_READS_ACTIONS.search("return bool(history) and isinstance(history[-1][1], AskGoOut)")
    assert UNDO_READS_ACTIONS.search("if isinstance(history[index][1], AnswerGoOut):")
    assert ORIGEN_FLAG.search("def talk_html(talk, origen: bool = False):")
    assert REASON_STRINGS.search('if reason == "went_out" and seat is not None:')
    assert REASON_STRINGS.search('elif row.end_reason in ("stock_exhausted", "red_three_last_card"):')
    assert REASON_STRINGS.search('if event.reason != "told_yes_not_out":')
    assert not REASON_STRINGS.search('"went_out": "{name} went out",')
    assert not REASON_STRINGS.search('for key in ("went_out", "concealed"):')

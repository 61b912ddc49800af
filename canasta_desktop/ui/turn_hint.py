"""The line in the status bar that says whose turn it is and what the player
can do now, from the controller's state (the engine's view decides)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..model.facts import table_facts
from ..model.phases import CHOOSE, DRAW, OVER, PLAY
from ..session.controller import GameController
from .table_input import draw_key_letter, take_key_letter

translate = QCoreApplication.translate


def no_hint_text(c: GameController, drawing_seats: bool = False) -> str:
    """Why Edit → Hint is greyed out: a hint is for the player's own turn,
    and what is happening now (play-test: H off turn did nothing, and said
    nothing).  Under the seating draw (`drawing_seats`) nobody plays yet,
    and Play begins the game (play-test s40: "Bruno is playing…" there)."""
    if drawing_seats:
        said = translate("MainWindow", "A hint waits for play to begin.")
        return f"{said} {seating_draw_text()}"
    if c.deal is not None and not c.deal.is_over and c.human_seat is not None \
            and c.you_seat is None:
        # A bot plays his seat: never his hint, at its turn either (play-test
        # s40: "A hint is for your own turn. A bot is playing for you…").
        said = translate("MainWindow", "No hint: a bot plays your seat, you are not playing "
                         "this deal.")
        now = "" if c.deal.current_seat == c.human_seat else turn_hint_text(c)
        return f"{said} {now}" if now else said
    now = turn_hint_text(c)
    if _own_question_weighed(c):
        # His own turn, his question weighed (play-test s39: "A hint is for
        # your own turn." beside "North is weighing your question…").
        said = translate("MainWindow", "A hint waits for your partner's answer.")
    else:
        said = translate("MainWindow", "A hint is for your own turn.")
    return f"{said} {now}" if now else said


def seating_draw_text() -> str:
    """The status bar while the seating draw is shown: nobody plays yet
    (play-test s39: "Ana is playing…" under the cards drawn for the seats)."""
    return translate("MainWindow", "Seating draw: the cards drawn choose the seats and the "
                     "dealer \u00b7 Play begins the game")


def _own_question_weighed(c: GameController) -> bool:
    """His own "may I go out?" weighed by his partner, as the model says
    (TableFacts); never so for a bot's question in his seat."""
    return (c.deal is not None and c.you_seat is not None
            and table_facts(c.view()).own_question_weighed)


def turn_hint_text(c: GameController) -> str:
    text = _turn_text(c)
    if c.only_bots_play and not c.skipping_deal:  # nothing waits for him till the deal's end
        text += " \u00b7 " + translate("MainWindow", "End: skip to the deal's end")
    return text


def _turn_text(c: GameController) -> str:
    deal = c.deal
    if deal is None:
        return ""
    if deal.phase == OVER:
        if c.match is not None and c.match.is_over:
            return translate("MainWindow", "The game is over")
        return translate("MainWindow", "The deal is over")
    if c.spectating:
        return translate("MainWindow", "You sit this deal out: {name} is playing\u2026").format(
            name=c.names[deal.current_seat])
    seat = deal.current_seat
    if seat == c.human_seat and not c.is_human_turn():
        return translate("MainWindow", "A bot is playing for you\u2026")
    if not c.is_human_turn():
        if _own_question_weighed(c):
            # His question weighed: still his turn (play-test s39: "Bruno is
            # playing…" beside "Bruno has not answered … yet").
            return translate("MainWindow", "{name} is weighing your question "
                             "\u201cmay I go out?\u201d\u2026").format(name=c.names[seat])
        if deal.phase == CHOOSE:
            return translate("MainWindow", "{name} is choosing a packet\u2026").format(
                name=c.names[seat])
        return translate("MainWindow", "{name} is playing\u2026").format(name=c.names[seat])
    if deal.phase == CHOOSE:
        return translate("MainWindow", "Choose your hand: click one of the two packets (1, 2)")
    if deal.phase == DRAW:
        if deal.stock and table_facts(c.view()).top_block is not None:
            return translate("MainWindow", "Your turn: click the stock ({draw}) to draw; the "
                             "pile cannot be taken now").format(draw=draw_key_letter())
        if deal.stock:
            return translate("MainWindow", "Your turn: click the stock ({draw}), or select "
                             "cards and click the pile ({take})").format(
                draw=draw_key_letter(), take=take_key_letter())
        if c.view().must_take_pile:  # §4 Origen: the engine lets him not end the deal
            return translate("MainWindow", "The stock is empty: select cards and click the pile "
                             "({take}); play goes on while it can be taken").format(
                take=take_key_letter())
        if c.view().stock_out_ends:
            return translate("MainWindow", "The stock is empty and you cannot take the pile: "
                             "click the stock to end the deal")
        return translate("MainWindow", "The stock is empty: take the pile, or click the stock "
                         "to end the deal")
    if deal.phase == PLAY:
        return _play_hint(c, bool(deal.rules.tiles))
    asker = deal.asking_seat
    if asker is not None:
        return translate("MainWindow", "{name} asks whether they may go out").format(
            name=c.names[asker])
    return ""


def _play_hint(c: GameController, tiles: bool) -> str:
    if c.view().needs_opening():
        # The minimum first: where the status bar is short (a large font,
        # French), the sentence's end is what is cut (play-test).
        opening = translate("MainWindow", "To open ({n} or more), drag one or several melds "
                            "together to \u201cnew meld\u201d (M): their points add up"
                            ).format(n=c.view().minimum_for())
        if tiles:  # Origen: a tile may be placed before the team opens (§4)
            opening += " \u00b7 " + translate("MainWindow",
                                              "Tile: drag a card to \u201ctile\u201d (A)")
        return opening
    if tiles:
        return translate("MainWindow", "Meld: drag cards to \u201cnew meld\u201d (M) \u00b7 "
                         "Tile: drag a card to \u201ctile\u201d (A) \u00b7 Discard: drag one "
                         "to the pile (X)")
    return translate("MainWindow", "Meld: drag cards to \u201cnew meld\u201d (M) \u00b7 "
                     "Discard: drag one to the pile (X)")

"""The gestures the variants add, with real mouse events on the view's
viewport: choosing the packet played first (Tête et Queue), announcing a
rank with a tile (Origen), ordering the hand by dragging, and watching a
deal one sits out (six, in turn)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from canasta_desktop.model.actions import ChoosePacket
from canasta_desktop.model.cards import card_tables, rank_code
from canasta_desktop.model.phases import CHOOSE, DRAW, PLAY
from canasta_desktop.model.variants import rules_for
from canasta_desktop.session import gestures
from canasta_desktop.ui.card_art import ORIGEN_NAMES

from .mouse import click, drag, key

BOTS = "greedy"


def start(window, variant, players=None, seed=4, bots=None):
    rules = rules_for(variant, players)
    controller = window.controller
    bots = bots or [None] + [BOTS] * (rules.players - 1)
    controller.new_game(rules, seed=seed, bot_names=bots)
    return controller


def test_choosing_the_packet_by_clicking_its_bottom_card(window, qtbot):
    controller = start(window, "head-and-foot")
    controller.bot_delay_ms = 10_000  # the bots wait while we look
    deal = controller.deal
    assert deal.phase == CHOOSE and controller.is_human_turn()
    view = controller.view()
    left, right = view.packet_bottoms
    scene = window.scene
    assert scene.card_item(left) is not None and scene.card_item(right) is not None
    assert scene.items_in_role("hand") == [], "no hand before choosing"
    assert "choose" in window.status.hint.text().lower()
    # Evening play-test: the panel said "Cards in hand You: 0, West: 0" while
    # everybody held two packets.
    panel = window.side_panel.text()
    assert "Cards in hand" not in panel and "Cards in the foot" not in panel

    click(window.view, scene.packet_point(1))

    assert deal.hands[0][0] == right, "the packet clicked is the hand"
    assert len(deal.hands[0]) == 11 and len(deal.feet[0]) == 11
    assert left in deal.feet[0]
    assert sorted(scene.hand_cards) == sorted(deal.hands[0])
    feet = [key for key in scene._items if isinstance(key, tuple) and key[0] == "foot"]
    assert {key[1] for key in feet} == {0}, "the player's foot lies face down beside him"
    assert scene.label("foot0").text().endswith("11")


def test_while_another_player_chooses_his_packet_the_table_says_so_not_click(window, qtbot):
    """Fifth play-test: in deal 2 West chose first, yet the table said
    "choose your hand", "Click the packet…", and the click was refused
    with "West is playing"."""
    rules = rules_for("head-and-foot")
    controller = window.controller
    controller.bot_delay_ms = 10_000  # the bots wait while we look
    controller.new_game(rules, seed=4, names=("Ann", "Bob", "Cy", "Dee"),
                        bot_names=["greedy", None, "greedy", "greedy"])
    deal = controller.deal
    assert deal.phase == CHOOSE and deal.current_seat != controller.human_seat
    chooser = controller.names[deal.current_seat]
    scene = window.scene
    seat = controller.human_seat
    assert scene.label(f"seat{seat}").text() == "Bob\nyour two packets"
    assert scene.label("packet_hint").text() == (
        f"{chooser} is choosing a packet:\nyou choose in your turn")
    with qtbot.waitSignal(controller.refused) as refused:
        click(window.view, scene.packet_point(1))
    assert refused.args[0].message == f"it is not your turn: {chooser} is choosing a packet"
    assert deal.phase == CHOOSE and not deal.feet[seat], "nothing chosen"


def test_once_the_others_have_chosen_the_table_tells_the_player_to_choose(window, qtbot):
    """§3 Tête et Queue.  Play-test: the status bar said "choose your hand"
    while the caption by the packets still read "Bruno is choosing a
    packet: you choose in your turn", though Bruno had chosen."""
    rules = rules_for("head-and-foot")
    controller = window.controller
    controller.new_game(rules, seed=4, names=("Ann", "Bob", "Cy", "Dee"),
                        bot_names=["greedy", None, "greedy", "greedy"])
    deal, seat = controller.deal, controller.human_seat
    qtbot.waitUntil(lambda: deal.phase != CHOOSE or deal.current_seat == seat, timeout=10_000)
    assert deal.phase == CHOOSE and deal.current_seat == seat, "the bots before him chose"
    scene = window.scene
    assert scene.label(f"seat{seat}").text() == "Bob\nchoose your hand"
    assert scene.label("packet_hint").text() == ("Click the packet to play first:\n"
                                                 "the other one is your foot")


def test_the_hints_frame_round_a_packet_leaves_the_packets_captions_clear(window, qtbot):
    """Tête et Queue, Edit → Hint while choosing: the glowing frame round
    the packet to play first crosses neither packet's caption."""
    controller = start(window, "head-and-foot")
    controller.bot_delay_ms = 10_000
    window.hinter.suggest = lambda view, legal, budget: ChoosePacket(1)
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: window.hinter.current is not None, timeout=10_000)
    scene = window.scene
    assert scene.hints.hinted_places() == {gestures.packet_target(1)}
    frame = scene.hints.frame_rect(gestures.packet_target(1))
    for packet in (0, 1):
        caption = scene.label(f"packet{packet}").sceneBoundingRect()
        assert not caption.intersects(frame), f"packet {packet + 1}'s caption under the frame"
        assert caption.bottom() < scene.card_item(controller.view().packet_bottoms[packet]) \
            .sceneBoundingRect().top()


def test_choosing_a_packet_with_a_key(window):
    controller = start(window, "head-and-foot", seed=5)
    controller.bot_delay_ms = 10_000
    bottoms = controller.view().packet_bottoms
    window.view.setFocus()
    key(window.view, Qt.Key.Key_1)
    assert controller.deal.hands[0][0] == bottoms[0]



def test_the_meld_key_before_choosing_a_packet_says_to_choose_it(window, qtbot):
    """Play-test s39: M before the packet was chosen said "select the cards
    to meld first (§1 Melds)", to a player who held no card; the stock and
    the pile said to choose the packet first."""
    controller = start(window, "head-and-foot", seed=5)
    controller.bot_delay_ms = 10_000
    assert controller.deal.phase == CHOOSE and controller.is_human_turn()
    window.view.setFocus()
    with qtbot.waitSignal(controller.refused) as refused:
        key(window.view, Qt.Key.Key_M)
    assert refused.args[0].message == "first choose which packet to play as your hand"
    assert refused.args[0].section == "§3 Tête et Queue"
    assert controller.deal.phase == CHOOSE, "nothing chosen"


def test_undo_after_choosing_a_packet_says_the_hand_is_seen_not_where_to_allow_it(window):
    """Play-test s39: Ctrl+Z right after the packet was clicked said "your
    turn is over … Edit → Preferences… can allow Undo after your turn
    ends", a setting under which the choice, which showed the hand, is not
    taken back either."""
    from PySide6.QtTest import QTest

    controller = start(window, "head-and-foot", seed=5)
    controller.bot_delay_ms = 10_000  # the next chooser waits
    assert not controller.allow_round_undo
    click(window.view, window.scene.packet_point(1))
    history = list(controller.deal.history)
    assert controller.deal.phase == CHOOSE and not controller.is_human_turn()

    window.window.activateWindow()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    said = window.window.statusBar().currentMessage()
    assert said == ("Undo is not available: your move showed you a new card, and Undo never "
                    "goes back over a card you have seen."), said
    assert controller.deal.history == history

def origen_play_phase(window, seed=6):
    controller = start(window, "origen", seed=seed)
    controller.bot_delay_ms = 10_000
    click(window.view, window.scene.stock_point())
    deal = controller.deal
    assert deal.phase == PLAY and controller.is_human_turn()
    t = card_tables(deal.rules.deck)
    melds = deal.melds[deal.team_of[0]]
    natural = next(c for c in window.scene.hand_cards
                   if 4 <= t.rank[c] <= 14 and t.rank[c] not in melds)
    return controller, natural, t.rank[natural]


def test_announcing_a_tile_by_dropping_a_card_on_the_tile_zone(window):
    controller, card, rank = origen_play_phase(window)
    scene = window.scene
    assert gestures.TILE in scene.zones, "Origen's table has a tile zone"
    hand_before = list(controller.deal.hands[0])

    drag(window.view, scene.hand_point(card), scene.zone_point(gestures.TILE))

    deal = controller.deal
    assert rank in deal.tiles[deal.team_of[0]], "the team's tile announces the rank"
    assert deal.hands[0] == hand_before, "the card stays in the hand"
    assert scene.label(f"tile{deal.team_of[0]}:{rank}") is not None, "the tile is on the table"
    assert deal.phase == PLAY
    log = window.side_panel.log
    name = ORIGEN_NAMES[rank_code(rank)].name
    assert log.item(log.count() - 1).text() == f"You place a tile: {name}", \
        "the log names the rank as Origen's cards do"


def test_announcing_a_tile_by_selecting_and_clicking(window):
    controller, card, rank = origen_play_phase(window, seed=8)
    scene = window.scene
    click(window.view, scene.hand_point(card))
    assert scene.selection == {card}
    click(window.view, scene.zone_point(gestures.TILE))
    deal = controller.deal
    assert rank in deal.tiles[deal.team_of[0]]
    assert scene.selection == set()


def test_announcing_the_same_rank_twice_is_refused_and_explained(window):
    controller, card, rank = origen_play_phase(window, seed=9)
    scene = window.scene
    drag(window.view, scene.hand_point(card), scene.zone_point(gestures.TILE))
    drag(window.view, scene.hand_point(card), scene.zone_point(gestures.TILE))
    message = window.window.statusBar().currentMessage()
    assert "tile for that rank is placed" in message and "§4" in message


def test_announcing_with_the_menu_action(window):
    controller, card, rank = origen_play_phase(window, seed=10)
    assert window.menus.tile_action.isVisible() and window.menus.tile_action.isEnabled()
    click(window.view, window.scene.hand_point(card))
    window.menus.tile_action.trigger()
    deal = controller.deal
    assert rank in deal.tiles[deal.team_of[0]]


def test_the_tile_zone_is_only_at_origen_tables(table):
    assert gestures.TILE not in table.scene.zones
    assert not table.menus.tile_action.isVisible()


def test_dragging_a_card_within_the_hand_reorders_it(table):
    scene = table.scene
    cards = list(scene.hand_cards)
    last = cards[-1]
    first_spot = scene.card_item(cards[0]).pos() + QPointF(2, scene.card_item(cards[0]).height / 2)

    drag(table.view, scene.hand_point(last), first_spot)

    assert scene.sort_mode == "manual"
    assert scene.hand_cards[0] == last
    assert sorted(scene.hand_cards) == sorted(cards)
    assert table.menus.sort_actions["manual"].isChecked()
    assert table.controller.deal.phase == DRAW, "reordering is no move"

    table.menus.sort_actions["suit"].trigger()
    assert scene.sort_mode == "suit"
    t = table.controller.tables
    suits = [t.suit[c] for c in scene.hand_cards if not t.is_wild[c]]
    assert suits == sorted(suits, key=lambda s: {0: 0, 1: 1, 3: 2, 2: 3, 4: 4}[s])


def test_sort_by_usefulness_puts_pairs_together(table):
    table.menus.sort_actions["useful"].trigger()
    t = table.controller.tables
    ranks = [t.rank[c] for c in table.scene.hand_cards]
    # the stacked hand: AS AH AD KS KH 7C 8D 9S TD JC QH
    assert ranks[:5] == [14, 14, 14, 13, 13], "most held ranks first"


def test_the_player_watches_the_deal_he_sits_out(window, qtbot):
    controller = window.controller
    rules = rules_for("six-rotating")
    results = []
    controller.deal_ended.connect(results.append)
    controller.new_game(rules, seed=3, bot_names=[BOTS] * 6)
    qtbot.waitUntil(lambda: bool(results), timeout=60_000)
    window.deal_end.hide()
    controller.bot_delay_ms = 10_000
    assert controller.next_deal()
    # Deal 2: two of each team play, the player's turn to sit out.
    assert controller.me in controller.sitting_out()
    assert controller.spectating and controller.human_seat is None
    scene = window.scene
    assert scene.items_in_role("hand") == [] and scene.hand_cards == []
    labels = [scene.label("out0").text(), scene.label("out1").text()]
    assert any("You" in text and "sit this deal out" in text for text in labels)
    assert "sit this deal out" in window.status.hint.text()
    click(window.view, scene.stock_point())
    assert "sit this deal out" in window.window.statusBar().currentMessage()



def test_the_greyed_ask_button_says_why_while_the_player_sits_the_deal_out(window, qtbot):
    """Play-test s39: watching the deal he sat out, the greyed "Partner, may
    I go out?" said only what it is for, where every other greyed command
    and the table said "you sit this deal out"."""
    controller = window.controller
    results = []
    controller.deal_ended.connect(results.append)
    controller.new_game(rules_for("six-rotating"), seed=3, bot_names=[BOTS] * 6)
    qtbot.waitUntil(lambda: bool(results), timeout=60_000)
    window.deal_end.hide()
    controller.bot_delay_ms = 10_000
    assert controller.next_deal() and controller.spectating
    button = window.side_panel.ask_button
    assert button.isVisible() and not button.isEnabled()
    assert button.toolTip() == "Not allowed: you sit this deal out (§1 Turn)", button.toolTip()

def test_origen_before_opening_the_turn_hint_offers_the_tile_too(window, qtbot):
    """§4: a tile may be placed before the team opens (fifth play-test: the
    hint named it only once the team had opened)."""
    from canasta_desktop.model.actions import Draw

    controller = start(window, "origen")
    controller.bot_delay_ms = 10_000
    assert controller.is_human_turn() and controller.view().needs_opening()
    assert controller.try_action(Draw())
    hint = window.status.hint.text()
    # The minimum first: a short status bar cuts the sentence's end (play-test).
    assert hint.startswith(f"To open ({controller.view().minimum_for()} or more), drag one or "
                           "several melds together")
    assert hint.endswith("\u00b7 Tile: drag a card to \u201ctile\u201d (A)")


def test_origen_jokers_alone_dropped_on_new_meld_are_refused_in_origen_s_words(window):
    """Play-test s37: at an Origen table, a Diva and a Gentleman dragged alone
    onto "new meld" were refused "a meld needs natural cards, not only wild
    cards", where every other Origen refusal speaks of ordinary cards and
    jokers (Diva or Gentleman), and §4 asks two ordinary cards."""
    from .deals import stacked_deal

    controller = start(window, "origen")
    controller.bot_delay_ms = 10_000
    rules = controller.deal.rules
    controller.load_deal(stacked_deal({0: "JK 2C 7S 7H 7D 9S 9H 9D KS KH 4C"}, "5C", "8D",
                                      rules=rules))
    scene = window.scene
    click(window.view, scene.stock_point())
    t = card_tables(rules.deck)
    jokers = [c for c in scene.hand_cards if t.is_wild[c]]
    assert len(jokers) == 2
    for card in jokers:
        click(window.view, scene.hand_point(card))
    drag(window.view, scene.hand_point(jokers[0]), scene.zone_point(gestures.NEW_MELD))
    banner = window.refusal_banner
    assert banner.isVisible()
    assert banner.text() == ("Not allowed: a meld needs at least two ordinary cards, not only "
                             "jokers (Diva or Gentleman) (\u00a74 Canasta Origen)")
    assert len(controller.deal.hands[0]) == 12, "nothing was melded"


def test_s4_clicking_the_tile_zone_with_no_card_chosen_says_why(window):
    """§4 Canasta Origen, play-test s41: a click on "+ tile" with nothing
    chosen said nothing, where the same click on "new meld" explains itself;
    it says the engine's reason now, and places no tile."""
    controller, _card, _rank = origen_play_phase(window, seed=8)
    scene = window.scene
    assert scene.selection == set()
    team = controller.deal.team_of[0]
    tiles_before = dict(controller.deal.tiles[team])

    click(window.view, scene.zone_point(gestures.TILE))

    message = window.window.statusBar().currentMessage()
    assert "select a card of the rank to announce" in message and "§4" in message
    assert window.refusal_banner.isVisible()
    assert dict(controller.deal.tiles[team]) == tiles_before

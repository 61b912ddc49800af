"""The card table: a QGraphicsScene drawn from the player's view.

The scene never knows a rule (KPatience's KCardScene asks the game
`allowedToAdd`; we ask the controller): it shows `controller.view()` and
lays it out in card units (`table_layout`); cards keep their item from one
state to the next, so a card that moved slides to its new place.  Mouse and
keyboard handling is in `table_input`.

The scene coordinates the parts that draw the table (`table_canvas`): the
player's hand (`table_hand`), each other seat and who sits out
(`table_seats`), the stock and pile (`table_pile`), each team's melds
(`table_melds`), the hint and the cards just drawn (`table_marks`).  On each
change of the game (the controller's one `changed` signal) only the parts
whose slice of the view changed are drawn again; a resize or another
language draws them all, a drag the parts whose cards it moved.

Any variant fits: two to six seats around the table (the player at the
bottom), one meld zone per team (ours at the bottom), the two packets to
choose from and the feet of Tête et Queue, Origen's tiles in their team's
zone, the isolated hand of three-handed play, and who sits a deal out.

A hint (Edit → Hint) is shown on the table: the hand cards it plays get a
glowing outline, and the places it goes to (stock, pile, a meld, "new
meld") a glowing frame, until the window clears it.
"""

from __future__ import annotations

from functools import partial
from typing import Callable, Iterable

from PySide6.QtCore import QPointF, QRect, QRectF, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene

from ..model.facts import TableFacts, table_facts
from ..model.view import PlayerView
from ..session import gestures
from ..session.controller import GameController
from ..session.table_change import TableChange
from .card_faces import CardFaces, court_letters
from .card_index import deck_index
from .card_item import CardItem
from .card_order import SORT_MODES
from .hand_fan import HandFan
from .table_canvas import Sight, TableCanvas, team_order
from .table_hand import HandArea
from .table_input import HAND, TableInput
from .table_items import LabelItem, ZoneItem
from .table_layout import TableLayout, compute_layout
from .table_marks import CardArrivals, Felt, HintMarks
from .table_parts import TableParts
from .table_seats import mark_turn


class TableScene(TableInput, QGraphicsScene):
    sort_changed = Signal(str)  # the hand's sort mode changed (a drag makes it manual)
    player_acts = Signal()  # a mouse press or a key on the table, before it is handled
    choice_offered = Signal()  # a menu of ways to play opened (take the pile, add the wilds)
    facts: TableFacts  # the model's facts of the view shown, set by refresh()

    def __init__(self, controller: GameController, faces: CardFaces | None = None,
                 animation_ms: int = 220) -> None:
        super().__init__()
        self.controller = controller
        self.animation_ms = animation_ms
        self._size = (1280.0, 720.0)
        # Seats, teams, meld columns by zone, whether the zones of a row keep even
        # widths, the cards' design (how small a meld card reads).
        self._layout_key: tuple[int, int, tuple[int, ...], bool, str] = (
            4, 2, (), False, "standard")
        self._generation = 0  # grows with each new layout or language: every part redrawn
        self.layout_: TableLayout = compute_layout(*self._size)
        self.setSceneRect(0, 0, *self._size)
        self.selection: set[int] = set()
        self.focus_index = 0
        self.hand_cards: list[int] = []  # the player's hand, in display order
        self.hand_fan = HandFan(0, 0.0, (), (), 0, 0.0)  # where they lie (HandArea draws it)
        self.sort_mode = "rank"  # the order shown now
        self.chosen_sort = "rank"  # the order the player chose in Game → Sort
        self._manual: list[int] = []  # the player's own order (sort mode "manual")
        # The deal whose hand a drag put in the player's own order: that order
        # is for this deal; the next one is sorted as he chose.
        self._reordered_deal: int | None = None
        self.canvas = TableCanvas(self, faces or CardFaces())
        # The mixin and the tests read these registers under their old names.
        self._items = self.canvas.items
        self._roles = self.canvas.roles
        self._labels = self.canvas.labels
        self.zones: dict[str, ZoneItem] = self.canvas.zones
        self._init_input()
        self.hints = HintMarks(self.canvas)
        # Under the seating draw nobody plays yet: no plate is lit (the app
        # wires the game flow's answer here, as for the status bar).
        self.drawing_seats: Callable[[], bool] = lambda: False
        self._drawing_shown = False  # the table was last drawn under the seating draw
        self.arrivals = CardArrivals(self, self.canvas)
        self.felt = Felt(self)
        self.parts = TableParts(self.canvas, HandArea(self.canvas, self), controller)
        self._new_meld = self.canvas.zone(gestures.NEW_MELD, self.tr("+\nnew\nmeld"),
                                          framed=True)
        for target in (gestures.NEW_MELD, gestures.PILE, gestures.DRAW, HAND):
            self.canvas.fixed_zones.add(target)
            self.canvas.zone(target)
        controller.changed.connect(self._on_change)
        controller.game_started.connect(self._new_game)

    # ================================================================ queries
    @property
    def faces(self) -> CardFaces:
        return self.canvas.faces

    def card_item(self, card: int) -> CardItem | None:
        return self._items.get(card)

    def items_in_role(self, role: str) -> list[CardItem]:
        return [item for key, item in self._items.items() if self._roles.get(key) == role]

    def label(self, name: str) -> LabelItem | None:
        return self._labels.get(name)

    def labels(self) -> dict[str, LabelItem]:
        return dict(self._labels)

    def hand_point(self, card: int) -> QPointF:
        """A point on the visible part of a hand card (where a person clicks),
        in either row of a big hand."""
        item = self._items[card]
        seen = self.hand_fan.in_sight(self.hand_cards.index(card))
        return item.pos() + QPointF(max(2.0, seen.width() / 2),
                                    min(item.height * 0.35, seen.height() / 2))

    def stock_point(self) -> QPointF:
        return self.zones[gestures.DRAW].rect().center()

    def pile_point(self) -> QPointF:
        return self.zones[gestures.PILE].rect().center()

    def zone_point(self, target: str) -> QPointF:
        return self.zones[target].rect().center()

    def packet_point(self, packet: int) -> QPointF:
        """The middle of a packet's bottom card (Tête et Queue, choosing)."""
        return self.zones[gestures.packet_target(packet)].rect().center()

    def fresh_cards(self) -> set[int]:
        """The hand cards outlined as just drawn."""
        return {item.card for item in self._items.values()
                if item.fresh and item.card is not None}

    # ================================================================ hints
    def show_hint(self, cards: Iterable[int], places: Iterable[str]) -> None:
        """Light up the hand cards a hint plays and the places it goes to."""
        self.hints.show(cards, places)
        self.refresh()

    def clear_hint(self) -> None:
        if self.hints.cards or self.hints.places:
            self.show_hint((), ())

    # ================================================================ settings
    def set_faces(self, faces: CardFaces) -> None:
        """Show the cards with another deck's art."""
        self.canvas.faces = faces
        for item in self._items.values():
            item.faces = faces
            item.update()
        self.refresh(animate=False)  # a deck's cards have their own shape: melds fit again

    def set_sort_mode(self, mode: str) -> None:
        """The order the player chose (Game → Sort): shown now and for every deal."""
        if mode not in SORT_MODES:
            return
        self.chosen_sort = mode
        self._reordered_deal = None
        if mode == self.sort_mode:
            return
        if mode == "manual":
            self._manual = list(self.hand_cards)
        self.sort_mode = mode
        self.sort_changed.emit(mode)
        self.refresh()

    def restore_manual_order(self, order: list[int], animate: bool = False) -> None:
        """Order the hand as the player had it (cards no longer held are
        skipped), for this deal only unless he chose that order for every deal."""
        self._manual = list(order)
        if self.chosen_sort != "manual":
            self._reordered_deal = self.controller.deal_number
        self._show_sort("manual")
        self.refresh(animate=animate)

    def move_in_hand(self, cards: list[int], index: int) -> None:
        """Put `cards` at `index` of the hand (the player orders it himself)."""
        rest = [c for c in self.hand_cards if c not in cards]
        index = max(0, min(index, len(rest)))
        order = rest[:index] + [c for c in self.hand_cards if c in cards] + rest[index:]
        self.restore_manual_order(order, animate=True)

    def _show_sort(self, mode: str) -> None:
        if self.sort_mode != mode:
            self.sort_mode = mode
            self.sort_changed.emit(mode)

    def retranslate(self) -> None:
        faces = self.canvas.faces
        if faces.deck == "standard" and faces.letters != court_letters():
            self.set_faces(CardFaces(faces.deck))  # the court cards' corners: R, D, V in French
        self._new_meld.caption = self.tr("+\nnew\nmeld")
        self._new_meld.update()
        self._generation += 1  # every caption, title and count in the new words
        self.refresh(animate=False)

    # ================================================================ drawing
    def set_size(self, width: float, height: float) -> None:
        width, height = max(width, 320.0), max(height, 240.0)
        self._size = (width, height)
        self.setSceneRect(0, 0, width, height)
        self.layout_ = compute_layout(width, height, *self._layout_key)
        self._generation += 1
        self.refresh(animate=False)

    def _new_game(self) -> None:
        self.selection.clear()
        self._manual = []
        self._reordered_deal = None
        self._show_sort(self.chosen_sort)

    def _on_change(self, change: TableChange) -> None:
        """The game changed: remember where newly shown cards come from (to
        slide them in; the cards the player draws are outlined for a moment),
        and draw again the parts whose slice of the view changed."""
        self.arrivals.note(change.events, self.controller.human_seat, self.layout_,
                           partial(seat_anchor, self.canvas, self.layout_))
        if (self._reordered_deal is not None
                and self.controller.deal_number != self._reordered_deal):
            self._reordered_deal = None  # a new deal: his own order was the last one's
            self._show_sort(self.chosen_sort)
        self.refresh(view=change.view)

    def refresh(self, animate: bool = True, force: bool = False,
                view: PlayerView | None = None) -> None:
        """Show the controller's view; cards that moved slide to their place.
        Only the parts whose slice of the view changed are drawn again (and
        those holding cards a drag moved: a refused drop sends them back)."""
        if self.controller.deal is None:
            return
        self._cancel_drag()
        dragged, self.dragged_keys = self.dragged_keys, set()
        view = view if view is not None else self.controller.view()
        self.facts = table_facts(view)
        order = team_order(view)
        # The zones share the felt by the meld columns each shows (and our "new meld").
        columns = tuple(len(view.melds[team]) + (1 if team == view.team
                                                 and not self.controller.spectating else 0)
                        for team in order)
        deck = self.canvas.faces.deck
        key = (len(view.hand_sizes), len(order), columns, deck_index(deck).names_cards, deck)
        if key != self._layout_key:
            self._layout_key = key
            self.layout_ = compute_layout(self._size[0], self._size[1], *key)
            self._generation += 1
        drawing = self.drawing_seats()
        if self._drawing_shown and not drawing:
            # Play begins: the red threes laid as the deal started come out
            # of their seats' hands, not shown under the draw (table_seats).
            for seat, threes in enumerate(view.red_threes):
                for card in threes:
                    self.arrivals.origins.setdefault(
                        card, seat_anchor(self.canvas, self.layout_, seat))
        self._drawing_shown = drawing
        sight = Sight(view, self.facts, self.layout_, self._generation, order,
                      self.controller.names, self.controller.spectating, self.controller.tables,
                      self.controller.side_names(view.team_of),
                      watching=self.controller.you_seat is None,
                      levels=self.controller.seat_levels, drawing_seats=drawing)
        placements, kept = self.parts.update(sight, force, dragged)
        if sight.spectating:
            self._new_meld.setVisible(False)
            self._new_meld.set_rect(QRectF())
        self.canvas.apply(placements, kept, self.arrivals.origins,
                          self.animation_ms if animate else 0)
        mark_turn(self.canvas, view, nobody=drawing)
        self.hints.place_frames()
        self.arrivals.origins.clear()

    def drawBackground(self, painter: QPainter, exposed: QRectF | QRect) -> None:
        self.felt.paint(painter, QRectF(exposed))


def seat_anchor(canvas: TableCanvas, layout: TableLayout, seat: int) -> QPointF:
    """Where a seat's cards come from: the middle of its place."""
    area = canvas.seat_areas.get(seat)
    return area.center() if area is not None else layout.hand.center()

"""The table's mouse and keyboard: clicks, drags inside the scene, keys.

Drags live inside the scene, without QDrag (KCardScene's way): a press on a
card starts a drag once the mouse has moved a few pixels, the targets the
controller says are legal light up, and the drop goes to the zone under the
cursor (else the lit zone the cards overlap most); several selected cards
travel gathered in a small fan under the pointer (`drag_bundle`).  A
refused or pointless drop lays the table out again, so the cards slide
back to their places in the hand; the stock or the
pile let go anywhere but where it goes (or its own place) says where it
goes, as a refusal.  Real mouse events
in tests drive it exactly as a person does.

Tête et Queue: a click on one of the two packets plays it first, as the
hand.  Origen: dropping cards on the "+ tile" zone (or clicking it with
cards selected, or the key A) announces their rank with the team's tile.
Dragging hand cards within the hand puts them where they are dropped (the
hand is then ordered by hand).

Keys: arrows move the focus in the hand (with Shift, the focused card moves
along it, as a drag within the hand does), Space selects, D draws, T takes the
pile with the selection (P and R in French: T would say talon); with nothing
selected (T, a click or a drag of the pile), the engine's best way, keeping
the wild cards, or a menu of the ways when it is not plain.  M melds the
selection, A announces a tile, Enter or
X discards the focused card, 1 and 2 choose a packet, Escape clears the
selection.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Callable, Sequence, TypeVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, SignalInstance
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (QApplication, QGraphicsScene, QGraphicsSceneMouseEvent, QMenu,
                               QWidget)

from ..session import gestures
from ..model.actions import Action
from ..model.view import PlayerView
from ..session.event_text import meld_name, meld_way_text, take_way_text
from .card_item import CardItem
from .drag_bundle import DragBundle
from .hand_fan import HandFan
from .table_items import ZoneItem
from .table_marks import HintMarks


def _letter_key(letter: str) -> int:
    if not letter:
        return 0
    combination = QKeySequence(letter)[0]  # type: ignore[index]  # PySide6's stubs miss __getitem__
    return int(combination.key())


def draw_key_letter() -> str:
    """The key that draws, as the player's language names it: D (draw) in
    English, P (piocher) in French, where T would suggest the talon."""
    return QCoreApplication.translate("TableKeys", "D", "key: draw from the stock")


def take_key_letter() -> str:
    """The key that takes the pile: T (take) in English, R (ramasser) in French."""
    return QCoreApplication.translate("TableKeys", "T", "key: take the discard pile")


def draw_key() -> int:
    return _letter_key(draw_key_letter())


def take_key() -> int:
    return _letter_key(take_key_letter())


HAND = "hand"  # drop zone of the player's hand (for the pile's top card, the stock)
DRAG_Z = 1000.0
DROP_OVERLAP_SHARE = 1 / 3  # of one card, over a zone the cursor is not on, to drop there


@dataclass
class _Press:
    pos: QPointF
    role: str  # hand, pile, stock, packet, zone, none
    card: int | None = None
    target: str | None = None


@dataclass
class _Drag:
    source: str  # "hand", "pile" or "stock"
    cards: list[int]
    items: list[CardItem]
    targets: set[str] = field(default_factory=set)
    bundle: DragBundle | None = None  # the items under the pointer (ui/drag_bundle.py)


if TYPE_CHECKING:
    from ..session.controller import GameController

    _SceneBase = QGraphicsScene
else:
    _SceneBase = object  # at run time TableScene itself brings QGraphicsScene


class TableInput(_SceneBase):
    """Mixed into TableScene (before QGraphicsScene): it uses the scene's
    controller, zones, card items, selection and refresh()."""

    # What TableScene provides; declared so the type checker knows the mixin's needs.
    controller: GameController
    zones: dict[str, ZoneItem]
    selection: set[int]
    hand_cards: list[int]
    hand_fan: HandFan  # in one row or two
    focus_index: int
    _items: dict[object, CardItem]
    _roles: dict[object, str]
    player_acts: SignalInstance
    choice_offered: SignalInstance
    hints: HintMarks
    animation_ms: int  # how long a card slides (0: the speed is Instant)

    if TYPE_CHECKING:
        def refresh(self, animate: bool = True) -> None: ...
        def items_in_role(self, role: str) -> list[CardItem]: ...
        def move_in_hand(self, cards: list[int], index: int) -> None: ...

    def _init_input(self) -> None:
        self._press: _Press | None = None
        self._clicked_card: int | None = None
        self._drag: _Drag | None = None
        self.keyboard_used = False  # show the focus ring once the keys are used
        # The cards a drag moved by hand: the next refresh puts them in place.
        self.dragged_keys: set[object] = set()
        # Where the mouse let go, while that release is being handled: a
        # refusal it causes is shown there (None for keys and menus).
        self.gesture_point: QPointF | None = None
        # A double-click's discard, when the table asks first (ui/discard_guard.py);
        # None: discarded at once.  True when the card went.
        self.double_click_discard: Callable[[int], bool] | None = None
        # Wild cards alone that several melds take, by the keys: the list of them.
        self.wilds_menu: QMenu | None = None
        # The ways to take the pile with nothing selected, when he must pick one;
        # the ways to lay several melds with wild cards (which meld takes them).
        self.take_menu: QMenu | None = None
        self.meld_menu: QMenu | None = None
        # G on the table when the menu's Ask partner is greyed (set by the window).
        self.ask_partner_key: Callable[[], object] | None = None

    def lit_targets(self) -> set[str]:
        return {t for t, z in self.zones.items() if z.lit}

    def is_dragging(self) -> bool:
        return self._drag is not None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.keyboard_used = False
        self.player_acts.emit()
        self._press = self._hit(event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if self._drag is not None:
            self._drag_to(pos)
        elif self._press is not None and (event.buttons() & Qt.MouseButton.LeftButton):
            distance = (pos - self._press.pos).manhattanLength()
            if distance >= QApplication.startDragDistance():
                self._start_drag(self._press)
                if self._drag is not None:
                    self._drag_to(pos)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        press, self._press = self._press, None
        self.gesture_point = event.scenePos()
        try:
            if self._drag is not None:
                self._finish_drag(event.scenePos())
            elif press is not None:
                self._click(press)
        finally:
            self.gesture_point = None
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.player_acts.emit()
        hit = self._hit(event.scenePos())
        first, self._clicked_card = self._clicked_card, None
        card = first if first is not None else hit.card if hit.role == "hand" else None
        if card is not None and card in self.hand_cards:
            self._press = None
            self.gesture_point = event.scenePos()
            if first is not None:
                # The first click toggled the card (and lifted it, so that the
                # second may land on its neighbour: the card is the first
                # click's).  A double-click means the discard alone: a refused
                # or declined one leaves the selection as it was before.
                self._toggle(first)
            discard = self.double_click_discard or (
                lambda card: self.controller.drop([card], gestures.DISCARD))
            try:
                if discard(card):
                    self.selection.clear()
                    self.refresh()
            finally:
                self.gesture_point = None
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        self.keyboard_used = True
        self.player_acts.emit()
        cards = self.hand_cards
        focused = cards[self.focus_index] if cards else None
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and cards:
            delta = -1 if key == Qt.Key.Key_Left else 1
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                # The card under the focus moves along the hand, the focus
                # with it (it follows its card): a drag within the hand, by
                # keys (play-test s33).
                target = self.focus_index + delta
                if focused is not None and 0 <= target < len(cards):
                    self.move_in_hand([focused], target)
            else:
                self.focus_index = (self.focus_index + delta) % len(cards)
                self.refresh(animate=False)
        elif key == Qt.Key.Key_Space and focused is not None:
            self._toggle(focused)
        elif key == draw_key():
            self.controller.drop([], gestures.DRAW)
        elif key == take_key():
            if not offer_take_ways(self):
                self._act(gestures.TAKE_PILE)
        elif key == Qt.Key.Key_M:
            if not follow_meld_hint(self) and not self._offer_melds_for_wilds():
                self._act(gestures.NEW_MELD)
        elif key == Qt.Key.Key_A:
            self.announce_selection()
        elif key == Qt.Key.Key_G and self.ask_partner_key is not None and not (
                event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                     | Qt.KeyboardModifier.AltModifier
                                     | Qt.KeyboardModifier.MetaModifier)):
            # Reached when Game → Ask partner is greyed (its shortcut takes G
            # otherwise): the window's asking, with its warning and the
            # engine's reason why he may not ask now; the key did nothing
            # (play-test).
            self.ask_partner_key()
        elif key in (Qt.Key.Key_1, Qt.Key.Key_2) and gestures.packet_target(0) in self.zones:
            self.controller.drop([], gestures.packet_target(0 if key == Qt.Key.Key_1 else 1))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_X) and focused is not None:
            if self.controller.drop([focused], gestures.DISCARD):
                self.selection.discard(focused)
                self.refresh()
        elif key == Qt.Key.Key_Escape:
            self.selection.clear()
            self.refresh(animate=False)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # -- what was hit
    def _hit(self, pos: QPointF) -> _Press:
        for item in self.items(pos):  # topmost first
            if isinstance(item, CardItem) and item.card_rect().contains(pos):
                role = self._roles.get(item.key)
                if role == "hand" and item.sliding() and not self.zones[HAND].rect().contains(pos):
                    # A card drawn, on its way to the hand over the pile or
                    # "new meld": the click is the place's, not the card's
                    # (a click on "new meld" as it passed chose that card,
                    # and nothing was melded: the play-test's lost click).
                    continue
                if role == "hand":
                    return _Press(pos, "hand", card=item.card)
                if role in ("pile", "pile_under"):
                    return _Press(pos, "pile")
                if role == "stock":
                    return _Press(pos, "stock")
                if role and role.startswith("packet"):
                    return _Press(pos, "packet",
                                  target=gestures.packet_target(int(role[len("packet"):])))
                break
        zone = self._zone_at(pos)
        if zone is not None:
            if zone.target == gestures.PILE:
                return _Press(pos, "pile")
            if zone.target == gestures.DRAW:
                return _Press(pos, "stock")
            if zone.target.startswith(gestures.PACKET_PREFIX):
                return _Press(pos, "packet", target=zone.target)
            if zone.target != HAND:
                return _Press(pos, "zone", target=zone.target)
        return _Press(pos, "none")

    def _zone_at(self, pos: QPointF, among: set[str] | None = None) -> ZoneItem | None:
        order = sorted(self.zones.values(), key=lambda z: z.target == HAND)
        for zone in order:
            if (among is None or zone.target in among) and zone.rect().contains(pos):
                return zone
        return None

    # -- clicks
    def _click(self, press: _Press) -> None:
        # The hand card this click toggled: a double-click's first click.
        self._clicked_card = press.card if press.role == "hand" else None
        if press.role == "hand" and press.card is not None:
            self.focus_index = self.hand_cards.index(press.card)
            self._toggle(press.card)
        elif press.role == "stock":
            self.controller.drop([], gestures.DRAW)
        elif press.role == "pile":
            if not offer_take_ways(self):
                self._act(gestures.PILE_CLICK)
        elif press.role == "packet" and press.target:
            self.controller.drop([], press.target)
        elif press.role == "zone" and press.target and self.selection:
            self._act(press.target)
        elif press.role == "zone" and press.target and (
                press.target == gestures.NEW_MELD or gestures.meld_rank(press.target) is not None):
            # "New meld" or a meld of the side clicked with no card chosen:
            # what M says (play-test s39: the click said nothing), the hint
            # followed only where it lit this very place, else the engine's
            # reason (draw first, choose the cards first, whose turn it is).
            if not follow_meld_hint(self, press.target):
                self._act(press.target)
        elif press.role == "zone" and press.target == gestures.TILE:
            # "+ tile" clicked with no card chosen: the engine's reason
            # (play-test s41: the click said nothing where "new meld" did).
            self._act(press.target)

    def announce_selection(self) -> bool:
        """Announce the rank of the selected cards (else the focused one) with
        the team's tile (Origen)."""
        cards = self.selected_cards()
        if not cards and self.hand_cards:
            cards = [self.hand_cards[min(self.focus_index, len(self.hand_cards) - 1)]]
        ok = self.controller.drop(cards, gestures.TILE)
        if ok:
            self.selection.clear()
            self.refresh()
        return ok

    def _toggle(self, card: int) -> None:
        if card in self.selection:
            self.selection.discard(card)
        else:
            self.selection.add(card)
        self.refresh(animate=True)

    def selected_cards(self) -> list[int]:
        return [c for c in self.hand_cards if c in self.selection]

    def _act(self, target: str) -> bool:
        """Send the selection to a target (click or key)."""
        if target == gestures.NEW_MELD and offer_meld_ways(self, self.selected_cards()):
            return False
        ok = self.controller.drop(self.selected_cards(), target)
        if ok:
            self.selection.clear()
            self.refresh()
        return ok

    def _offer_melds_for_wilds(self) -> bool:
        """M with cards that several of the side's melds take (wild cards
        alone): a list of those melds to pick from with the arrows and Enter,
        where the new meld would refuse them for want of saying which.  The
        mouse names one by dropping on it; the keys had no way to (play-test:
        "add the joker to your aces" could not be followed by the keyboard)."""
        cards = self.selected_cards()
        own = self.controller.own_meld_targets()
        takers = self.controller.legal_targets(cards, own)
        fitting = [target for target in own if target in takers]
        views = self.views()
        if len(fitting) < 2 or not views or self.controller.rules is None:
            return False
        view = views[0]
        design = self.controller.rules.design
        choices = [(QCoreApplication.translate("TableScene", "Add to your {meld}").format(
                        meld=meld_name(gestures.meld_rank(target), design)),
                    partial(self._act, target)) for target in fitting]
        self.wilds_menu = choice_menu(view, self.wilds_menu, "wildsMeldMenu", choices)
        self.wilds_menu.popup(view.mapToGlobal(view.viewport().rect().center()))
        self.choice_offered.emit()
        return True

    # -- drags
    def _start_drag(self, press: _Press) -> None:
        if press.role == "hand" and press.card is not None:
            cards = self.selected_cards() if press.card in self.selection else [press.card]
            candidates = [gestures.PILE, gestures.NEW_MELD] + self.controller.own_meld_targets()
            if gestures.TILE in self.zones:
                candidates.append(gestures.TILE)
            targets = self.controller.legal_targets(cards, candidates)
            self._begin(_Drag("hand", cards, [self._items[c] for c in cards], targets),
                        press.pos)
        elif press.role == "pile" and self.controller.view().pile:
            top = self.controller.view().pile[-1]
            if top not in self._items:
                return
            takes = self.controller.legal_targets(self.selected_cards(), [gestures.TAKE_PILE])
            # Lit: the hand and where the top card goes; a drop on another
            # meld of the side still takes the pile (forgiving), unlit.
            lit = {HAND, self.controller.pile_top_target()}
            targets = self._pile_drops() & lit if takes else set()
            self._begin(_Drag("pile", [top], [self._items[top]], targets), press.pos)
        elif press.role == "stock" and self.items_in_role("stock"):
            top_back = max(self.items_in_role("stock"), key=lambda item: item.zValue())
            draws = self.controller.legal_targets([], [gestures.DRAW])
            targets = {HAND} if draws else set()
            self._begin(_Drag("stock", [], [top_back], targets), press.pos)
        else:
            self._press = None

    def _begin(self, drag: _Drag, pos: QPointF) -> None:
        for i, item in enumerate(drag.items):
            item.move_to(item.pos(), 0)
            item.setZValue(DRAG_Z + i)
        # Several hand cards gather into a fan under the pointer (play-test
        # s33 F1: each kept its distance from the grabbed card).
        drag.bundle = DragBundle(drag.items, pos, self.animation_ms // 2,
                                 gather=drag.source == "hand")
        self._drag = drag
        for target, zone in self.zones.items():
            zone.set_state(target in drag.targets)

    def _drag_to(self, pos: QPointF) -> None:
        drag = self._drag
        if drag is None:
            return
        if drag.bundle is not None:
            drag.bundle.follow(pos)
        over = self._drop_zone(pos)
        for target, zone in self.zones.items():
            zone.set_state(target in drag.targets, zone is over and target in drag.targets)

    def _drop_zone(self, pos: QPointF) -> ZoneItem | None:
        """The zone under the cursor; else the lit zone the cards overlap most."""
        drag = self._drag
        if drag is None:
            return None
        if drag.source == "hand" and self.zones[HAND].rect().contains(pos):
            return self.zones[HAND]  # the player orders his hand
        wanted = ({HAND} if drag.source == "stock" else
                  self._pile_drops() if drag.source == "pile" else None)
        zone = self._zone_at(pos, wanted)
        if zone is not None and drag.source == "hand" and zone.target == gestures.DRAW:
            # Hand cards have no business on the stock: the gestures refuse
            # them there, and the pile beside it must not catch them by overlap
            # (play-test: a king let go on the stock was discarded, and the
            # turn ended).
            return zone
        if zone is not None and not (drag.source == "hand" and zone.target == HAND):
            return zone
        cards = QRectF()
        for item in drag.items:
            cards = cards.united(item.card_rect())
        # A corner's brush does not count: a third of a card must be over the zone.
        first = drag.items[0].card_rect() if drag.items else QRectF()
        best, best_area = None, first.width() * first.height() * DROP_OVERLAP_SHARE
        for target in drag.targets:
            overlap = self.zones[target].rect().intersected(cards)
            area = overlap.width() * overlap.height()
            if area > best_area:
                best, best_area = self.zones[target], area
        return best

    def _finish_drag(self, pos: QPointF) -> None:
        drag = self._drag
        if drag is None:
            return
        zone = self._drop_zone(pos)
        self._drag = None
        if drag.bundle is not None:
            drag.bundle.stop()  # the table places the cards from here on
        self.dragged_keys |= {item.key for item in drag.items}
        self._light_none()
        ok = False
        if zone is not None:
            if drag.source == "hand" and zone.target == HAND:
                self.move_in_hand(drag.cards, self.hand_fan.index_at(
                    pos, self.hand_cards, self._items, drag.cards))
                return
            if (drag.source == "hand" and zone.target == gestures.NEW_MELD
                    and offer_meld_ways(self, drag.cards)):
                pass  # the cards go back while he picks where the wild cards go
            elif drag.source == "hand" and zone.target != HAND:
                # The stock too: it takes no card, and the refusal says why
                # (play-test: the card went back and nothing was said).
                ok = self.controller.drop(drag.cards, zone.target)
            elif drag.source == "pile" and zone.target in self._pile_drops():
                # A choice of ways to take it: the menu, the pile back meanwhile.
                if not offer_take_ways(self):
                    ok = self.controller.drop(self.selected_cards(), gestures.TAKE_PILE)
                if ok:
                    self.selection.clear()
            elif drag.source == "stock" and zone.target == HAND:
                ok = self.controller.drop([], gestures.DRAW)
        elif drag.source == "hand":
            # Let go on the felt: back they go, and off his turn (or where a
            # bot plays his seat) the session says why no card goes anywhere now.
            self.controller.let_go_nowhere()
        elif drag.source in ("pile", "stock") and not _let_go_at_home(self, drag.source, pos):
            # Somewhere that takes nothing: say where it goes (play-test:
            # it went back without a word).
            self.controller.drop([], gestures.STOCK_ASTRAY if drag.source == "stock"
                                 else gestures.PILE_ASTRAY)
        if ok and drag.source == "hand":
            self.selection.clear()
        self.refresh(animate=True)  # refused or dropped nowhere: back they go

    def _pile_drops(self) -> set[str]:
        """Where the pile dragged means "take it": the hand, or the team's
        melds (the top card goes to its rank's meld, or a new one)."""
        wanted = {HAND, gestures.NEW_MELD, *self.controller.own_meld_targets()}
        return wanted & set(self.zones)

    def _cancel_drag(self) -> None:
        if self._drag is not None:
            if self._drag.bundle is not None:
                self._drag.bundle.stop()
            self.dragged_keys |= {item.key for item in self._drag.items}
            self._drag = None
            self._press = None
            self._light_none()

    def _light_none(self) -> None:
        for zone in self.zones.values():
            zone.set_state(False)


def _let_go_at_home(scene: TableInput, source: str, pos: QPointF) -> bool:
    """The stock or the pile let go on its own place: the player changed his
    mind, and it goes back without a word."""
    home = scene.zones.get(gestures.DRAW if source == "stock" else gestures.PILE)
    return home is not None and home.rect().contains(pos)


def follow_meld_hint(scene: TableInput, place: str | None = None) -> bool:
    """Nothing chosen under a hint that melds: the cards it lit go where it
    lit, and True (play-test: M said "select the cards to meld first").
    With `place` (a click there), only when the hint lit that very place."""
    if scene.selection:
        return False
    hinted = scene.hints.meld_to_follow(scene.hand_cards, scene.controller.own_meld_targets())
    if hinted is None or place not in (None, hinted[1]):
        return False
    scene.controller.drop(*hinted)
    return True


def offer_take_ways(scene: TableInput) -> bool:
    """The pile taken with nothing selected (T, a click, a drag): when the
    engine's legal takes leave a choice (several ways as good, or every way
    spends a wild card), a menu of them to pick from, and True; False when
    the gesture's own way does (one plainly best way, or a refusal).
    Play-test: T spent a joker to open where a meld of aces kept it."""
    turn = scene.controller.human_turn()
    if scene.selection or turn is None or not scene.views():
        return False
    _take, ways = gestures.bare_take_choice(*turn)
    menu = _offer_ways(scene, ways, take_way_text, scene.take_menu, "takeWaysMenu")
    scene.take_menu = menu or scene.take_menu
    return menu is not None


def offer_meld_ways(scene: TableInput, cards: Sequence[int]) -> bool:
    """Cards of several ranks with wild cards sent to "new meld" (a drop, a
    click, M): when the engine allows more than one way to share the wild
    cards among the melds, a menu of them to pick from, the table's own pick
    first, and True; False when there is one way (or none: the drop says why)."""
    turn = scene.controller.human_turn()
    if turn is None or not scene.views():
        return False
    ways = gestures.meld_ways(*turn, cards)
    menu = _offer_ways(scene, ways, meld_way_text, scene.meld_menu, "meldWaysMenu")
    scene.meld_menu = menu or scene.meld_menu
    return menu is not None


Way = TypeVar("Way", bound=Action)


def _offer_ways(scene: TableInput, ways: Sequence[Way],
                text_of: Callable[[Way, PlayerView], str], old: QMenu | None,
                name: str) -> QMenu | None:
    """The `ways` (each said by `text_of`) in a menu (`choice_menu`) shown
    where the gesture was made, else in the middle of the table, the table
    told that a choice is offered; None (nothing shown) without ways."""
    if not ways:
        return None
    player_view = scene.controller.view()
    choices = [(text_of(action, player_view), partial(_play_way, scene, action))
               for action in ways]
    view = scene.views()[0]
    menu = choice_menu(view, old, name, choices)
    point = scene.gesture_point
    where = (view.mapFromScene(point) if point is not None
             else view.viewport().rect().center())
    menu.popup(view.mapToGlobal(where))
    scene.choice_offered.emit()
    return menu


def choice_menu(view: QWidget, old: QMenu | None, name: str,
                choices: Sequence[tuple[str, Callable[[], object]]]) -> QMenu:
    """A list of choices to pick with the arrows and Enter or the mouse
    (M's melds for wild cards, T's ways to take the pile); the list shown
    before goes."""
    if old is not None:
        old.deleteLater()
    menu = QMenu(view)
    menu.setObjectName(name)
    for text, chosen in choices:
        menu.addAction(text).triggered.connect(lambda _checked=False, f=chosen: f())
    return menu


def _play_way(scene: TableInput, action: Action) -> None:
    if scene.controller.try_action(action):
        scene.selection.clear()
    scene.refresh()

"""One team's meld zone: its panel, a title (names, opened or not,
canastas), Origen's tiles, the meld columns (canastas squared up) and, on
our side, the drop zones of each meld and of a new one; another side's
panel is one drop zone, never lit, where the engine explains the refusal."""

from __future__ import annotations

import math

from typing import Hashable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor

from .. import words
from ..model.cards import rank_code
from ..session import gestures
from ..session.event_text import rank_label
from .card_art import ORIGEN_NAMES
from .card_order import canasta_top, meld_order, meld_rank_order
from .table_canvas import Placement, Sight, TableCanvas, TablePart
from .table_items import LabelItem, PanelItem
from .team_colours import team_colour
from .table_layout import (CANASTA_JUT, MAX_CASCADE_CARDS, MELD_CASCADE, MIN_MELD,
                           apart_pitch, meld_fit)

US_PANEL = QColor(0, 0, 0, 45)
THEM_PANEL = QColor(0, 0, 0, 28)
TILE_PLATE = QColor(222, 200, 140, 240)
TILE_TEXT = QColor("#3b2a10")
TITLE_SHRINK = 0.8  # a zone title may get this much smaller before a name is cut
CANASTA_ROWS = 3  # the room a squared-up canasta and its badge take, in cascade rows

translate = QCoreApplication.translate


class MeldSide(TablePart):
    """The `index`-th meld zone of the layout (ours first) and the team in it."""

    def __init__(self, canvas: TableCanvas, controller, index: int) -> None:
        super().__init__(canvas, controller)
        self.index = index
        # The fullest badge form this zone has room for, and the table's
        # (the shortest any zone has room for): every badge of the table
        # speaks in that one (`TableParts.one_badge_form`).
        self.own_badge_form = 0
        self.badge_form = 0
        self.panel = PanelItem(THEM_PANEL)
        canvas.scene.addItem(self.panel)

    def slice(self, sight: Sight) -> Hashable:
        view = sight.view
        team = sight.team_order[self.index]
        melds = view.melds[team]
        tiles = view.tiles[team] if view.rules.tiles and team < len(view.tiles) else ()
        seats = tuple(s for s, tm in enumerate(view.team_of) if tm == team)
        return (sight.generation, team, view.team, sight.spectating, view.seat,
                tuple(sorted(melds.items())), sight.facts.side(team), tiles,
                tuple(sight.names[s] for s in seats), sight.sides, view.rules.tiles, view.rules.design,
                self.canvas.faces.deck, self.badge_form)

    def retire(self) -> None:
        super().retire()
        self.canvas.scene.removeItem(self.panel)

    def _title(self, sight: Sight, team: int, own: bool) -> str:
        view = sight.view
        seats = [s for s, tm in enumerate(view.team_of) if tm == team]
        who = (sight.sides[team] if team < len(sight.sides)
               else words.side_name(seats, sight.names))
        partners = len(seats) > 1
        if own and partners and not sight.spectating:
            title = translate("TableScene", "We: {names}").format(names=who)
        else:
            title = who
        side = sight.facts.side(team)
        parts = [title, translate("TableScene", "opened") if side.opened
                 # §5 rami below zero: no minimum ("ouvre à 0" read oddly).
                 else translate("TableScene", "opens with any meld") if not side.opening_minimum
                 else translate("TableScene", "needs {n} to open").format(
                     n=side.opening_minimum)]
        if not side.opened and len(side.seats) > 1 and not side.opens_together:
            # §2 three players: partners open each for himself; over one's
            # melds the side's "needs 50 to open" read as if nobody had
            # (play-test): each one still to open, by name, with his minimum.
            # The player himself is "you" (review: "You needs 120 to open").
            parts[1:] = [translate("TableScene", "you need {n} to open").format(n=minimum)
                         if seat == view.seat and not sight.spectating else
                         translate("TableScene", "{name} needs {n} to open").format(
                             name=sight.names[seat], n=minimum)
                         for seat, minimum, opened in zip(side.seats, side.seat_minimums,
                                                          side.seat_opened) if not opened]
        canastas = side.canastas
        if canastas:
            parts.append(translate("TableScene", "%n canasta(s)", "", canastas))
        return " \u00b7 ".join(parts)

    def draw(self, sight: Sight, out: dict[object, Placement]) -> None:
        view, lay, t = sight.view, sight.layout, sight.tables
        team = sight.team_order[self.index]
        playing = not sight.spectating
        zone = lay.melds[self.index]
        h = lay.meld_heights[self.index]
        w = lay.width_of(h)
        own = team == view.team
        self.panel.color = US_PANEL if own else THEM_PANEL
        self.panel.set_rect(zone)
        self.panel.setVisible(True)
        if not own and playing:
            self.canvas.zone(gestures.side_target(team)).set_rect(zone)
        tiles_played = view.rules.tiles  # Origen's tiles have a zone of their own
        title_size = round(lay.unit * (0.115 if zone.width() > 4 * lay.unit else 0.1))
        tiles = view.tiles[team] if tiles_played and team < len(view.tiles) else ()
        title = self._title(sight, team, own)
        title_width = LabelItem.text_width(title, title_size)
        # The tiles' names beside the title wherever they fit there (play-test:
        # "▣ 5 tiles" at 1920×1080 with half the zone's top free).
        beside = zone.width() - 0.22 * lay.unit - title_width
        tile_room = self._place_tiles(sight, team, tiles, zone, title_size, room=beside)
        room = zone.width() - 0.12 * lay.unit - tile_room
        if title_width > room and tiles:
            # The tiles' plate gives way to the title: "▣ 4", the names in its tooltip.
            tile_room = self._place_tiles(sight, team, tiles, zone, title_size, compact=True)
            room = zone.width() - 0.12 * lay.unit - tile_room
        if LabelItem.text_width(title, title_size) > room:
            title_size = max(8, round(lay.unit * 0.085))
        if LabelItem.text_width(title, title_size) > room and " \u00b7 " in title:
            # Still too wide: the names on one line, the state under them.
            title = title.replace(" \u00b7 ", "\n", 1)
        names_line = title.split("\n", 1)[0]
        smallest = math.ceil(title_size * TITLE_SHRINK)
        if LabelItem.text_width(names_line, smallest) > room and " & " in names_line:
            # A side's names still too wide: its last name on a line of its
            # own rather than cut (play-test, six-3x2: "Anne-Sophie
            # Beauchamp-Moreau & Jean-B…", legal names of 24 letters).
            head, _, last = names_line.rpartition(" & ")
            title = title.replace(names_line, f"{head} &\n{last}", 1)
        # An empty zone has room below for the words that do not fit its width;
        # a full one's title may get a little smaller, and a line still too
        # wide is broken between words rather than cut (play-test, rami's six
        # alone: "Marguerite Delacroi…"; six-3x2: "Chloé-Marguerite & Marie-Ant…").
        title_label = self.canvas.set_label(
            f"team{team}", title,
            QPointF(zone.left() + 0.06 * lay.unit, zone.top() + 0.03 * lay.unit),
            title_size, "left", plate=False, max_width=room,
            wrap=not view.melds[team] or any(LabelItem.text_width(line, smallest) > room
                                              for line in title.split("\n")),
            shrink=TITLE_SHRINK)
        accent = team_colour(view, team)
        if title_label.accent != accent:
            title_label.accent = accent
            title_label.update()
        pad = 0.08 * lay.unit
        # Below the title, also when it takes two lines (the cards' indices stay clear).
        top = max(zone.top() + 0.22 * lay.unit, title_label.sceneBoundingRect().bottom() + 1)
        melds = view.melds[team]
        ranks = meld_rank_order(list(melds))
        new_slot = own and playing
        side = sight.facts.side(team)
        # A canasta is a squared-up card with its badge under it: three rows' room.
        rows = max((CANASTA_ROWS if rank in side.canasta_ranks else len(cards)
                    for rank, cards in melds.items()), default=1)
        kinds = [self._kind(rank in side.pure_ranks) for rank in side.canasta_ranks]
        longest = max(melds.values(), key=len, default=())

        def badge(height: int) -> float:
            """The short badge of the widest canasta, for the columns' room."""
            return max((LabelItem.text_width(f"{len(longest)}\n{kind}",
                                             self._badge_size(lay.unit, height))
                        for kind in kinds), default=0.0)
        # Columns of four cards or fewer leave room for taller cards than a full
        # column of six (the layout's size): the zone's height is used.
        tall = (zone.bottom() - top - pad) / (1 + (max(rows, 4) - 1) * MELD_CASCADE)
        largest = round(max(h, min(lay.meld_cap, tall)))
        fit = meld_fit(zone, top, pad, len(ranks), largest, self.canvas.faces.deck, rows,
                       new_slot=new_slot, readable=round(MIN_MELD * lay.unit),
                       badge=badge if kinds else None)
        h, step, pitch = fit.height, fit.step, fit.pitch
        w = lay.width_of(h)
        per_band = fit.per_band or len(ranks) + 1
        column_h = h + step * (MAX_CASCADE_CARDS - 1)
        if fit.per_band:
            column_h = min(column_h, fit.band_step - 2)  # a meld's drop stays in its band
        squared: list[tuple[tuple[int, ...], float, float, int, tuple[float, float], float]] = []
        for col, rank in enumerate(ranks):
            cards = melds[rank]
            band, place = divmod(col, per_band)
            x = zone.left() + pad + place * pitch
            y = top + band * fit.band_step
            column = QRectF(x, y, w, column_h)
            # Overlapping columns: each lies over the one on its left, row
            # by row (a canasta as its first row), so no index is covered.
            over_left = col / 100
            if rank in side.canasta_ranks:
                # Side by side with the next column's badge or the new-meld
                # slot, else up to the zone's edge; on the left, half the gap
                # to the column before (whose badge takes the other half), or
                # the zone's edge.
                followed = place + 1 < per_band and (col + 1 < len(ranks) or new_slot)
                half = (pitch - 1) / 2
                middle = x + w / 2
                span = (middle - half if followed or place > 0 else zone.left() + pad,
                        middle + half if followed else zone.right() - pad)
                squared.append((cards, x, y, rank, span, 10 + over_left))
            else:
                for i, card in enumerate(meld_order(cards, t)):
                    out[card] = Placement(t.code[card], QPointF(x, y + i * step), h,
                                          10 + i + over_left, "meld")
            if own and playing:
                target = gestures.meld_target(rank)
                self.canvas.zone(target).set_rect(column.adjusted(-3, -3, 3, 3))
        # Every badge of the table in one form, the fullest that each has room
        # for (play-tests: "7 mixed" beside "9 cards / mixed canasta" in one
        # zone; s41, "7 cartes / canasta impure" on theirs beside "7 / impure"
        # on ours).
        size = self._badge_size(lay.unit, h)
        self.own_badge_form = max((self._badge_form(sight, team, rank, len(cards), size, span)
                                   for cards, _, _, rank, span, _ in squared), default=0)
        form = max(self.own_badge_form, self.badge_form)
        for cards, x, y, rank, span, z in squared:
            self._place_canasta(sight, cards, x, y, h, team, rank, out, badge_span=span, z=z,
                                form=form)
        if new_slot:
            # The slot keeps a column of its own, clear of the last meld's stack.
            band, place = divmod(len(ranks), per_band)
            x = zone.left() + pad
            if place:
                x += (place - 1) * pitch + max(pitch, apart_pitch(w))
            self._place_new_meld(sight, min(x, zone.right() - pad - w),
                                 top + band * fit.band_step, w, h, pad, zone)

    def _place_new_meld(self, sight: Sight, x: float, top: float, w: float, h: float,
                        pad: float, zone: QRectF) -> None:
        """Our side: the "new meld" zone after the last column (and Origen's "+ tile")."""
        tiles_played = sight.view.rules.tiles
        bottom = zone.bottom() - pad
        frame_h = min(h * 1.25, bottom - top)
        if tiles_played:
            frame_h = min(frame_h, (bottom - top) * 0.62)
        frame = QRectF(x, top, w, frame_h)
        free = QRectF(x - pad / 2, top - pad / 2, max(w + pad, zone.right() - x),
                      (frame_h + pad) if tiles_played else zone.bottom() - top)
        new_meld = self.canvas.zones[gestures.NEW_MELD]
        new_meld.set_rect(free, frame)
        new_meld.setVisible(True)
        if tiles_played:
            tile_top = top + frame_h + pad
            tile_frame = QRectF(x, tile_top, w, max(12.0, bottom - tile_top))
            caption = translate("TableScene", "+ tile")
            tile = self.canvas.zone(gestures.TILE, caption, framed=True)
            if tile.caption != caption:  # the language changed
                tile.caption = caption
                tile.update()
            tile.set_rect(QRectF(x - pad / 2, tile_top - pad / 4,
                                 max(w + pad, zone.right() - x),
                                 zone.bottom() - tile_top), tile_frame)

    def _place_tiles(self, sight: Sight, team: int, tiles: tuple[int, ...], zone: QRectF,
                     size: int, compact: bool = False, room: float = 0.0) -> float:
        """Origen: the tiles a team placed, small plates in its zone's top
        right corner named like the cards' corners, in the `room` beside the
        zone's title (one plate counting them when the names do not fit, with
        only the count when `compact`); returns the width they take."""
        lay = sight.layout
        if not tiles:
            return 0.0
        right = zone.right() - 0.06 * lay.unit
        y = zone.top() + 0.03 * lay.unit
        ranks = sorted(tiles, reverse=True)
        names = [ORIGEN_NAMES.get(rank_code(r), None) for r in ranks]
        design = sight.view.rules.design
        texts = ["\u25a3 " + (n.short if n else rank_label(r, design))
                 for n, r in zip(names, ranks)]
        full = ", ".join(rank_label(r, design) for r in ranks)
        # Each name on its plate, else all the names on one plate, at the
        # title's size or a little smaller, before a count (play-test: "▣ 5
        # tiles" beside a long name, the ranks to cover read only by hovering).
        each = {f"tile{team}:{rank}": text for rank, text in zip(ranks, texts)}
        joined = {f"tile{team}:all": "\u25a3 " + " ".join(t[2:] for t in texts)}
        counted = {f"tile{team}:all": "\u25a3 " + (
            str(len(tiles)) if compact else translate("TableScene", "%n tile(s)", "", len(tiles)))}
        smaller = max(8, round(size * 0.8))
        forms = [] if compact else [(each, size), (each, smaller), (joined, size),
                                    (joined, smaller)]
        chosen, chosen_size = next(
            ((form, s) for form, s in forms
             if sum(LabelItem.text_width(t, s) + 0.04 * lay.unit for t in form.values())
             <= room), (counted, size))
        for key in (*each, *joined):
            if key not in chosen:
                self.canvas.drop_label(key)
        plates = [self.canvas.set_label(key, text, QPointF(0, y), chosen_size, "left")
                  for key, text in chosen.items()]
        x = right
        for label in plates:
            label.plate_color = QColor(TILE_PLATE)
            label.color = QColor(TILE_TEXT)
            x -= label.size().width()
            label.setPos(x, y)
            x -= 0.04 * lay.unit
            label.setToolTip(translate("TableScene", "Tiles placed: {ranks}")
                             .format(ranks=full))
            label.update()
        return right - x

    def _badge_texts(self, sight: Sight, team: int, rank: int, count: int) -> tuple[str, ...]:
        """A canasta's badge, fullest first: the words, the count over the
        kind, the count alone."""
        pure = rank in sight.facts.side(team).pure_ranks
        named = (translate("TableScene", "pure canasta") if pure
                 else translate("TableScene", "mixed canasta"))
        # The full form names the canasta: "8 cartes" over "impure" read as
        # impure cards (play-test, French).
        return (translate("TableScene", "%n cards", "", count) + "\n" + named,
                f"{count}\n{self._kind(pure)}", str(count))

    def _badge_form(self, sight: Sight, team: int, rank: int, count: int, size: int,
                    span: tuple[float, float]) -> int:
        """The fullest form of the badge that fits between the x's of `span`."""
        texts = self._badge_texts(sight, team, rank, count)
        return next((i for i, text in enumerate(texts)
                     if LabelItem.text_width(text, size) <= span[1] - span[0]), len(texts) - 1)

    def _place_canasta(self, sight: Sight, cards: tuple[int, ...], x: float, top: float,
                       h: int, team: int, rank: int, out: dict[object, Placement],
                       badge_span: tuple[float, float], z: float = 14, form: int = 0) -> None:
        """A canasta squared up: a short stack, red card on top if pure, and
        a badge with its size and kind (red: pure, black: mixed), in the
        zone's `form` (`_badge_texts`); under the card, shifted inside the
        scene x's of `badge_span` where it is wider."""
        t, lay = sight.tables, sight.layout
        pure = rank in sight.facts.side(team).pure_ranks
        top_card = canasta_top(cards, t, pure)
        under = [c for c in meld_order(cards, t) if c != top_card][-3:]
        jut = CANASTA_JUT / 3
        for i, card in enumerate(under):
            out[card] = Placement(t.code[card], QPointF(x + (3 - i) * jut, top + (3 - i) * jut),
                                  h, z - 1 + i / 10, "meld")
        out[top_card] = Placement(t.code[top_card], QPointF(x, top), h, z, "meld")
        size = self._badge_size(lay.unit, h)
        texts = self._badge_texts(sight, team, rank, len(cards))
        text = texts[form]  # the zone's form: no fuller than this badge has room for
        left, right = badge_span
        half = LabelItem.text_width(text, size) / 2
        middle = min(max(x + lay.width_of(h) / 2, left + half), max(left + half, right - half))
        label = self.canvas.set_label(f"canasta{team}:{rank}", text,
                                      QPointF(middle, top + h + 8), size, "top")
        label.plate_color = QColor(170, 20, 20, 220) if pure else QColor(15, 15, 15, 220)
        label.setToolTip(texts[0].replace("\n", " \u00b7 "))
        label.update()

    @staticmethod
    def _kind(pure: bool) -> str:
        return translate("TableScene", "pure") if pure else translate("TableScene", "mixed")

    @staticmethod
    def _badge_size(unit: float, h: int) -> int:
        """The text of a canasta's badge, for meld cards `h` tall."""
        return max(8, round(min(unit * 0.085, h * 0.13)))

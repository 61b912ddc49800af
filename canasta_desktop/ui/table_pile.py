"""The stock and the discard pile, with their counts (and the pile's
freezing card laid crosswise under its top): two parts, since a discard
changes the pile and not the stock."""

from __future__ import annotations

from typing import Hashable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from ..model.pile import FreezeReason
from ..model.rules import RuleSet
from ..model.state import frozen_pile_refusal
from ..session import gestures
from ..session.refusals import reason_text, section_name
from .table_canvas import Placement, Sight, TablePart

translate = QCoreApplication.translate


class Stock(TablePart):
    def slice(self, sight: Sight) -> Hashable:
        return (sight.generation, sight.view.stock_size)

    def draw(self, sight: Sight, out: dict[object, Placement]) -> None:
        view, lay = sight.view, sight.layout
        h = lay.pile_h
        w = lay.width_of(h)
        thickness = min(4, (view.stock_size + 14) // 15)
        for i in range(thickness):
            out[("stock", i)] = Placement(None, lay.stock + QPointF(-i * 1.5, -i * 1.5), h,
                                          20 + i, "stock")
        self.canvas.zones[gestures.DRAW].set_rect(QRectF(lay.stock, QPointF(lay.stock.x() + w,
                                                                           lay.stock.y() + h)))
        text = translate("TableScene", "Stock\n{n}").format(n=view.stock_size)
        y = lay.stock.y() + h + 0.05 * lay.unit
        size = round(lay.unit * 0.115)
        self.canvas.set_label("stock", text, QPointF(lay.stock.x() + w / 2, y), size, "top")


class Pile(TablePart):
    def slice(self, sight: Sight) -> Hashable:
        pile, facts = sight.view.pile, sight.facts
        return (sight.generation, pile[-1] if pile else None, len(pile),
                facts.freezing_card, frozen_shown(sight))

    def draw(self, sight: Sight, out: dict[object, Placement]) -> None:
        view, lay, t = sight.view, sight.layout, sight.tables
        h = lay.pile_h
        w = lay.width_of(h)
        pile_rect = QRectF(lay.pile.x() - (h - w) / 2, lay.pile.y(), h, h)
        pile = view.pile
        zone = self.canvas.zones[gestures.PILE]
        # An empty pile still shows its place: a card's outline where discards go.
        zone.set_rect(pile_rect.adjusted(-4, -4, 4, 4), QRectF(lay.pile.x(), lay.pile.y(), w, h))
        zone.set_framed(not pile)
        if pile:
            crosswise = sight.facts.freezing_card
            if crosswise is not None and crosswise != pile[-1]:
                out[crosswise] = Placement(t.code[crosswise], lay.pile, h, 20, "pile_under",
                                           crosswise=True)
            top = pile[-1]
            out[top] = Placement(t.code[top], lay.pile, h, 22, "pile",
                                 crosswise=(top == crosswise))
        freeze = frozen_shown(sight)
        frozen = " \u2744" if freeze is not None else ""
        text = translate("TableScene", "Pile{frozen}\n{n}").format(frozen=frozen, n=len(pile))
        y = lay.stock.y() + h + 0.05 * lay.unit
        size = round(lay.unit * 0.115)
        label = self.canvas.set_label("pile", text, QPointF(lay.pile.x() + w / 2, y), size, "top")
        # What the ❄ means (play-test s38: a beginner saw the sign, and
        # nothing on the table said it was "frozen", nor what that asks).
        label.setToolTip(frozen_tip(freeze, view.rules) if freeze is not None else "")


def frozen_shown(sight: Sight) -> FreezeReason | None:
    """Why the pile is frozen for the player the table is shown to, as the
    model says it: for him (frozen for everybody, or only for him while his
    team has not opened, as the side panel says), or, when he watches a deal
    he sits out, for everybody."""
    facts = sight.facts
    return facts.frozen_for_everybody if sight.spectating else facts.frozen_for_viewer


def frozen_tip(reason: FreezeReason, rules: RuleSet) -> str:
    """The pile's ❄ explained: why it is frozen, and the engine's words for
    what a frozen pile asks of whoever takes it, with its rule (§1 Frozen pile)."""
    refusal = frozen_pile_refusal(rules, reason)
    return translate("TableScene", "\u2744 Frozen: {why} ({section})").format(
        why=reason_text(refusal), section=section_name(refusal.section))

"""What a card looks like right now: a small frozen value the painter draws.

A :class:`CardFace` is built from the engine (current power and toughness,
damage, tapped, counters, combat) plus the table marks (highlights).  It is
hashable, so a face that did not change is drawn from the pixmap cache.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from mtgtable.engine import Game, Zone
from mtgtable.engine import decision_queries as queries

from .card_notes import notes_of
from .card_text import card_name, current_type_line, rules_text
from .marks import TableMarks

_SYMBOL = re.compile(r"\{([^{}]+)\}")


@dataclass(frozen=True, slots=True)
class CardFace:
    oid: int
    name: str = ""
    cost: tuple[str, ...] = ()
    type_line: str = ""
    colors: tuple[str, ...] = ()
    #: For lands: the colours of mana they make (a Forest is drawn green).
    land_colors: tuple[str, ...] = ()
    #: The card's text is no more than its mana ability's reminder (a basic land): drawn as a big symbol.
    #: (Decided on the English text: the translated ``text`` reads differently in every language.)
    symbol_only: bool = False
    text: str = ""
    is_creature: bool = False
    power: int | None = None
    toughness: int | None = None
    base_power: int | None = None
    base_toughness: int | None = None
    damage: int = 0
    loyalty: int | None = None
    keywords: tuple[str, ...] = ()
    counters: tuple[tuple[str, int], ...] = ()
    tapped: bool = False
    sick: bool = False
    token: bool = False
    attacking: str = ""
    blocking: str = ""
    #: "playable", "choosable", "selected", "drop", "refused" or "".
    highlight: str = ""
    #: The card's English name (the image files are named after it); ``name`` is in the reader's language.
    english_name: str = ""
    face_down: bool = False
    #: The engine can't apply this card's text: the players resolve it by hand (CR 608.2).
    manual: bool = False
    #: Some of its abilities are the engine's, others are left by hand (``CardDef.by_hand``).
    partial: bool = False
    #: Identical permanents shown as one ("Forest ×5"); 1 for a card on its own.
    count: int = 1
    #: One card of a group fanned out (hovered or clicked): a bracket under the row joins the group.
    fanned: bool = False
    #: What it remembers: "Chosen color: green", "Exiled: Lightning Bolt", "Transformed" (card_notes.py).
    notes: tuple[str, ...] = ()
    #: Phased out (CR 702.26b): shown greyed on its controller's side, though the game treats it as
    #: though it doesn't exist until it phases in.
    phased_out: bool = False

    @property
    def pt_changed(self) -> bool:
        return (self.power, self.toughness) != (self.base_power, self.base_toughness)


def cost_symbols(cost_text: str) -> tuple[str, ...]:
    return tuple(_SYMBOL.findall(cost_text))


def _printed_type_line(game: Game, oid: int) -> str:
    """The type line of the object's printed card (its card may be derived: Blood Moon, CR 305.7)."""
    printed = game.state.printed.get(oid)
    return printed[0].type_line if printed is not None else game.objects[oid].card.type_line


def face_of(game: Game, oid: int, marks: TableMarks, face_down: bool = False) -> CardFace:
    """Describe object ``oid`` as it should be drawn now."""
    if face_down:
        return CardFace(oid, face_down=True)
    o = game.objects[oid]
    card = o.card
    phased = o.zone is Zone.PHASED_OUT  # (drawn as the permanent it still is, greyed: CR 702.26b, 702.26d)
    on_bf = o.zone is Zone.BATTLEFIELD or phased
    creature = game.is_creature(oid) if on_bf else card.is_creature  # its current types (CR 205.1b)
    attacking = blocking = ""
    if on_bf and creature and not phased:
        target = game.combat.attackers.get(oid, marks.draft.planned_attacks().get(oid))
        if target is not None:
            attacking = card_name(game.name(target))
        blocked = game.combat.blocks.get(oid) or [a for b, a in marks.draft.planned_blocks() if b == oid]
        if blocked:
            blocking = ", ".join(card_name(game.name(a)) for a in blocked)
    highlight = ""
    if oid in marks.refused:
        highlight = "refused"
    elif oid in marks.selected:
        highlight = "selected"
    elif oid in marks.drop_ok:
        highlight = "drop"
    elif oid in marks.choosable:
        highlight = "choosable"
    elif oid in marks.playable:
        highlight = "playable"
    return CardFace(
        oid=oid, name=card_name(card.name), english_name=card.name, cost=cost_symbols(str(card.mana_cost) if card.mana_cost.text else ""),
        type_line=current_type_line(card.name, card.type_line, _printed_type_line(game, oid)),
        colors=tuple(sorted(card.colors, key="WUBRG".find)),
        land_colors=queries.mana_colors(game.state, oid) if card.is_land else (),
        symbol_only=card.is_land and (not card.text or card.text.startswith("({T}: Add")),
        text=rules_text(card.name, card.text), is_creature=creature,
        power=game.power(oid) if creature and on_bf else card.power,
        toughness=game.toughness(oid) if creature and on_bf else card.toughness,
        base_power=card.power, base_toughness=card.toughness,
        damage=o.damage if on_bf else 0,
        loyalty=o.counters.get("loyalty") if on_bf and card.loyalty is not None else card.loyalty,
        keywords=tuple(sorted(game.keywords(oid))) if on_bf else tuple(sorted(card.keywords)),
        counters=tuple(sorted((k, v) for k, v in o.counters.items() if k != "loyalty" and v)),
        tapped=o.tapped and on_bf, sick=on_bf and creature and not phased and queries.summoning_sick(game.state, oid),
        token=o.token, attacking=attacking, blocking=blocking, highlight=highlight, manual=card.manual,
        partial=bool(card.by_hand) and not card.manual,
        notes=(notes_of(game, oid) if on_bf and (o.card.front or oid in game.state.chosen) else ())
        + _face_down_note(game, oid, marks),
        phased_out=phased)


def _face_down_note(game: Game, oid: int, marks: TableMarks) -> tuple[str, ...]:
    """What a face-down spell or permanent really is, for its controller only (CR 708.5: they may look
    at it; the opponent, and the log, see a face-down creature).  In open-hands play (both hands shown)
    it is shown too."""
    hidden = game.state.face_down.get(oid)
    if hidden is None:
        return ()
    o = game.objects[oid]
    if not (marks.open_hands or (marks.viewer is not None and marks.viewer == o.controller)):
        return ()
    return (QCoreApplication.translate("Card", "Face down: {card} (only you see this)").format(
        card=card_name(hidden.name)),)

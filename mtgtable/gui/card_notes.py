"""What a permanent remembers, as short notes drawn on the card: the colour or
creature type or card name chosen as it entered (CR 614.12), the card it exiled with a
linked ability (CR 607.2a), and whether its back face is up (CR 701.28)."""

from __future__ import annotations

from mtgtable.engine import Game, Zone
from mtgtable.engine.families.linked_effects import linked_cards
from mtgtable.engine.rules.mana import COLOR_NAMES

from .card_text import card_name
from .i18n import translate


def notes_of(game: Game, oid: int) -> tuple[str, ...]:
    """The notes for permanent ``oid``, in the reader's language (none off the battlefield)."""
    o = game.objects[oid]
    if o.zone is not Zone.BATTLEFIELD:
        return ()
    state = game.state
    out: list[str] = []
    chosen = state.chosen.get(oid, {})
    color = chosen.get("color")
    if isinstance(color, str) and color in COLOR_NAMES:
        out.append(translate("Card", "Chosen color: {color}").format(
            color=translate("engine-args", COLOR_NAMES[color])))
    kind = chosen.get("creature_type")
    if isinstance(kind, str):
        out.append(translate("Card", "Chosen type: {type}").format(type=kind))
    named = chosen.get("card_name") or chosen.get("nonland_card_name")  # CR 201.3 (engine/rules/named_rules.py)
    if isinstance(named, str):
        out.append(translate("Card", "Chosen name: {card}").format(card=card_name(named)))
    enchanted = chosen.get("enchanted_player")  # "Enchant player" (CR 303.4, engine/families/enchant_player.py)
    if isinstance(enchanted, int) and 0 <= enchanted < len(state.players):
        out.append(translate("Card", "Enchanting: {player}").format(player=state.players[enchanted].name))
    for card in linked_cards(state, oid):
        out.append(translate("Card", "Exiled: {card}").format(card=card_name(game.objects[card].name)))
    if o.card.front:
        out.append(translate("Card", "Transformed"))
    return tuple(out)
